package backgammon

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// chouetteWatch checks the invariants of a chouette session (those
// of Hradní pán's scenarios, and the conservation of checkers)
// at every step of a random session and across every board game.
type chouetteWatch struct {
	t     *rapid.T
	s     *ChouetteState
	game  int       // board games finished when the watch last looked
	start []int     // the ledger when the game began
	queue []int8    // the queue when the game began
	joins []int8    // joining when the watch last looked
	seen  []account // the accounts as last seen in this game
	cubes [8]int32  // the highest cube each member's account reached in this game
}

func (w *chouetteWatch) beginGame() {
	s := w.s
	w.game = s.played
	w.start = s.Ledger()
	w.queue = slices.Clone(s.queue[:s.nq])
	w.joins = slices.Clone(s.joins[:s.nj])
	w.seen = slices.Clone(s.acct[:s.team()])
	w.cubes = [8]int32{}
}

// check looks at the state after a step.
func (w *chouetteWatch) check() {
	t, s := w.t, w.s
	sum := 0
	for _, v := range s.Ledger() {
		sum += v
	}
	if sum != 0 {
		t.Fatalf("the ledger %v sums to %d", s.Ledger(), sum)
	}
	for side := range 2 {
		n := 0
		for p := range 26 {
			n += int(s.game.b.Pts[side][p])
		}
		if n != 15 {
			t.Fatalf("%v has %d checkers", Side(side), n)
		}
	}
	if s.ph == chSetup {
		return
	}
	// Q is a permutation of the present players; one box, one captain
	present := append(slices.Clone(s.queue[:s.nq]), s.joins[:s.nj]...)
	sorted := slices.Clone(present)
	slices.Sort(sorted)
	if len(slices.Compact(sorted)) != len(present) || slices.ContainsFunc(present, func(p int8) bool { return p < 0 || p >= s.seats }) {
		t.Fatalf("queue %v and joining %v are not distinct seats", s.queue[:s.nq], s.joins[:s.nj])
	}
	if s.played != w.game {
		w.endGame()
		w.beginGame()
		return
	}
	if len(w.seen) != s.team() || s.betweenGames() {
		w.beginGame() // the ordering done, or a player came or went between games
		return
	}
	if s.ph == chOver {
		return
	}
	if s.nq < MinChouettePlayers {
		t.Fatalf("a session going on with %d players", s.nq)
	}
	if a := s.acct[s.acting()]; a.status != acctActive {
		t.Fatalf("the acting captain's account %+v is not active", a)
	}
	if s.ph == chBoard && s.game.ph == phPlay {
		want := board.Player(s.queue[0])
		if s.game.onRoll == Black {
			want = s.ActingCaptain()
		}
		if s.ToMove() != want {
			t.Fatalf("ToMove %v at a checker play, want %v", s.ToMove(), want)
		}
	}
	for i := range s.team() {
		a := s.acct[i]
		if w.seen[i].status != acctActive && a != w.seen[i] {
			t.Fatalf("account of %s changed after it ended: %+v then %+v", seatName(s.member(i)), w.seen[i], a)
		}
		m := s.queue[i+1]
		w.cubes[m] = max(w.cubes[m], a.cube)
		w.seen[i] = a
	}
	w.joins = slices.Clone(s.joins[:s.nj])
}

// endGame checks a finished board game: each member lost at most his own
// account's value (his highest cube times a backgammon), and the queue
// rotated by the captain's result.
func (w *chouetteWatch) endGame() {
	t, s := w.t, w.s
	now := s.Ledger()
	captainWon := false
	for i, m := range w.queue[1:] {
		if loss := w.start[m] - now[m]; loss > 3*int(w.cubes[m]) {
			t.Fatalf("%s lost %d in one game, more than his account's value (cube %d)", seatName(board.Player(m)), loss, w.cubes[m])
		}
		if i == 0 {
			captainWon = now[m] > w.start[m]
		}
	}
	if s.ph == chOver && s.played >= s.g.rules.Games {
		return // the last game: no rotation
	}
	q := s.queue[:s.nq]
	box, captain := w.queue[0], w.queue[1]
	switch {
	case captainWon && (q[0] != captain || q[len(w.queue)-1] != box):
		t.Fatalf("captain %s won: queue %v after %v", seatName(board.Player(captain)), q, w.queue)
	case !captainWon && (q[0] != box || q[len(w.queue)-1] != captain):
		t.Fatalf("captain %s lost: queue %v after %v", seatName(board.Player(captain)), q, w.queue)
	}
	if !slices.Equal(q[len(w.queue):], w.joins) {
		t.Fatalf("the players who joined %v are not at the end of %v", w.joins, q)
	}
}

// TestChouetteInvariants plays random sessions (random player counts and
// options, players joining during games and between them, leaving between
// games) and checks the invariants at every step: the ledger sums to
// zero, the queue is a permutation of the present players with one box
// and one captain, an account that ended never changes within the game,
// the acting captain plays on, the box or the acting captain plays the
// checkers, a member's loss in one game is at most his account's value,
// the queue rotates by the captain's result with the players who joined at
// its end, and each side keeps its 15 checkers.
func TestChouetteInvariants(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		settings := []string{"Games=" + string(rune('1'+rapid.IntRange(0, 3).Draw(rt, "games")))}
		if rapid.Bool().Draw(rt, "perMember") {
			settings = append(settings, "PerMemberCubes=true")
		}
		if rapid.Bool().Draw(rt, "jacoby") {
			settings = append(settings, "Jacoby=true")
		}
		if rapid.Bool().Draw(rt, "noSubstitute") {
			settings = append(settings, "SubstituteWinnerBecomesCaptain=false")
		}
		g := board.Must(board.Configure(ChouetteSession, settings...)).(*ChouetteGame)
		s := g.NewSession(rapid.IntRange(MinChouettePlayers, MaxChouettePlayers).Draw(rt, "players"))
		w := &chouetteWatch{t: rt, s: s}
		w.beginGame()
		for step := 0; !s.Over() && step < 3000; step++ {
			switch rapid.IntRange(0, 40).Draw(rt, "event") {
			case 0:
				_ = s.Join(board.Player(rapid.IntRange(0, MaxChouettePlayers).Draw(rt, "join")))
			case 1:
				_ = s.Leave(board.Player(rapid.IntRange(0, MaxChouettePlayers).Draw(rt, "leave")))
			}
			w.check()
			if s.Over() {
				break
			}
			ms := s.Legal()
			m := ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")]
			if err := s.Play(m); err != nil {
				rt.Fatalf("legal move %v: %v", m, err)
			}
			w.check()
		}
	})
}

// TestChouetteRelabel: the session's cube and rotation do not depend
// on which seats are box and captain: the same moves from the same
// position with the seats relabelled give the relabelled ledger.
func TestChouetteRelabel(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(MinChouettePlayers, MaxChouettePlayers).Draw(rt, "players")
		perm := rapid.Permutation(seatsUpTo(n)).Draw(rt, "perm")
		a, _ := ChouetteSession.NewSessionWith(seatsUpTo(n)...)
		b, _ := ChouetteSession.NewSessionWith(perm...)
		for step := 0; !a.Over() && step < 400; step++ {
			ms := a.Legal()
			m := ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")]
			if err := a.Play(m); err != nil {
				rt.Fatal(err)
			}
			if err := b.Play(m); err != nil {
				rt.Fatalf("%v plays on one labelling, not on the other: %v", m, err)
			}
			la, lb := a.Ledger(), b.Ledger()
			for i := range n {
				if la[i] != lb[perm[i]] {
					rt.Fatalf("ledgers %v and %v under %v", la, lb, perm)
				}
			}
			if ta, tb := a.ToMove(), b.ToMove(); ta >= 0 && perm[ta] != tb || ta < 0 && ta != tb {
				rt.Fatalf("ToMove %v and %v under %v", ta, tb, perm)
			}
		}
	})
}

// seatsUpTo returns the seats 0..n-1.
func seatsUpTo(n int) []board.Player {
	out := make([]board.Player, n)
	for i := range out {
		out[i] = board.Player(i)
	}
	return out
}
