package backgammon

import (
	"slices"
	"strconv"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// trikTrakGame is Trik-Trak's rule set as a user's game.
func trikTrakGame(t testing.TB) *Game {
	t.Helper()
	g, err := NewGame(board.Names{ID: "backgammon/trik-trak", Name: "Trik-Trak", CzechName: "Trik-Trak", Summary: "test"}, TrikTrak())
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// trikTrakResults plays every legal turn of s and returns, sorted, each
// result as "White's side, White's score" (with " won V" when the play
// ends the game, " again" when White rolls again).
func trikTrakResults(t *testing.T, s *State) []string {
	t.Helper()
	var out []string
	for i := range s.LegalTurns() {
		c := s.Copy()
		if err := c.PlayTurn(i); err != nil {
			t.Fatal(err)
		}
		k := sideText(&c.b, White) + ", " + strconv.Itoa(c.Points()[White])
		switch {
		case c.Over():
			k += " won " + strconv.Itoa(c.Outcome().Points[White])
		case c.onRoll == White && c.ph == phRoll:
			k += " again"
		}
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// TestTrikTrakGolden checks the worked positions KT-1..KT-8 of
// Trik-Trak (White to move) by the resulting White positions and scores
// they list, the normative part: steps counted
// from the start point (KT-1, KT-2), the start rule (KT-3), the Huck taken
// by two at once and never left with one (KT-4), by power (KT-5), the
// opponent's Huck passed only mid-move (KT-6), hits back to the start
// and goal points up to the win at 12 worth 2 against 4 (KT-7), the Great
// Bridge (KT-8).
func TestTrikTrakGolden(t *testing.T) {
	const stack = "24x15"
	kt4black := "24x2 20x6 19x7"
	tests := []struct {
		id           string
		white, black string
		points       [2]int
		d1, d2       int
		want         []string
	}{
		{"KT-1", stack, stack, [2]int{}, 5, 4, []string{"24x13 20 19, 0", "24x14 15, 0"}},
		{"KT-2", stack, stack, [2]int{}, 3, 3, []string{"24x13 21x2, 0 again", "24x14 18, 0 again"}},
		{"KT-3", "24x2 20x13", stack, [2]int{}, 6, 1, []string{"23 20x13 18, 0", "24 20x13 17, 0"}},
		{"KT-4", "20x6 19x7 17 15", kt4black, [2]int{}, 4, 2, []string{
			"20x6 19x7 13x2, 0", "20x6 19x7 17 9, 0", "20x6 19x7 15 11, 0", "20x6 19x6 15x3, 0",
			"20x6 19x5 17x2 15x2, 0", "20x6 19x6 17x2 11, 0", "20x5 19x7 16 15x2, 0", "20x5 19x6 17x2 16 15, 0",
			"20x4 19x7 18 17 16 15, 0", "20x5 19x7 17 15 14, 0", "20x5 19x7 18 17 11, 0", "20x5 19x6 18 17 15x2, 0"}},
		{"KT-5", "20x6 19x7 16 14", kt4black, [2]int{}, 4, 2, []string{
			"20x6 19x7 13x2, 0", "20x6 19x7 16 8, 0", "20x6 19x7 14 10, 0", "20x6 19x6 15 14x2, 0",
			"20x6 19x5 17 16 15 14, 0", "20x6 19x6 17 16 10, 0", "20x5 19x7 16 14x2, 0", "20x5 19x6 17 16x2 14, 0",
			"20x4 19x7 18 16x2 14, 0", "20x5 19x7 18 16 10, 0", "20x5 19x6 18 16 15 14, 0"}},
		{"KT-6", "14 13x2 8x12", stack, [2]int{}, 2, 1, []string{
			"13x2 11 8x12, 0", "13x3 8x11 6, 0", "14 13x2 8x10 7 6, 0", "14 13x2 8x11 5, 0"}},
		{"KT-7", "18x11 13x2 8 3", "24x14 19", [2]int{10, 4}, 5, 2, []string{
			"18x11 11 8x2 3, 10", "18x10 13x2 11 8 3, 10", "18x9 16 13x3 8 3, 10", "18x10 13x3 8 1, 11",
			"18x10 13x3 6 3, 11", "18x10 16 13x2 3x2, 10", "18x11 13x2 3 1, 11", "18x11 13x2 3 1, 12 won 2"}},
		{"KT-8", "20 18x3 17x2 16x2 15x2 13x2 1x3", "20x7 18x2 16x2 15x2 14x2", [2]int{3, 0}, 6, 4, []string{
			"18x2 17x2 16x2 15x2 14x2 13x2 1x3, 5", "18x3 17 16x2 15x2 14 13x3 1x3, 3",
			"20 18x3 17x2 16 15x2 13x2 6 1x3, 3", "20 18x2 17x2 16x2 15x2 13x2 8 1x3, 3"}},
	}
	g := trikTrakGame(t)
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			for _, dice := range [][2]int{{tc.d1, tc.d2}, {tc.d2, tc.d1}} {
				s := stateAt(t, g, tc.white, tc.black, White, dice[0], dice[1])
				s.points = tc.points
				want := slices.Clone(tc.want)
				slices.Sort(want)
				if got := trikTrakResults(t, s); !slices.Equal(got, want) {
					t.Fatalf("%v: results\n got %q\nwant %q", dice, got, want)
				}
			}
		})
	}
}

// TestTwoDicePlayOpening: O-TWO-PLAY (Trik-Trak) is a chance node of the
// beginner and his throw: 2 × 20 outcomes (1-1 never has the higher sum),
// chances summing to 1, each side beginning half the time; White begins
// with 6-6 when Black's sum is below 12: (1/36)(35/36) over the 1150/1296
// of unequal sums = 7/230. The beginner then plays that throw (KT-1's 5-4).
func TestTwoDicePlayOpening(t *testing.T) {
	s := trikTrakGame(t).NewState()
	legal, chances := s.Legal(), s.Chances()
	if len(legal) != 40 || len(chances) != 40 {
		t.Fatalf("%d outcomes, %d chances; want 40", len(legal), len(chances))
	}
	var total, white float64
	for i, m := range legal {
		total += chances[i]
		if m.String()[0] == 'W' {
			white += chances[i]
		}
		if m.String() == "W 6-6" && !approx(chances[i], 7.0/230) {
			t.Errorf("W 6-6: chance %v, want 7/230", chances[i])
		}
	}
	if !approx(total, 1) || !approx(white, 0.5) {
		t.Fatalf("chances sum to %v, White's to %v", total, white)
	}
	if _, err := s.ParseMove("W 1-1"); err == nil {
		t.Error("W 1-1 accepted")
	}
	if err := s.RollDice(5, 4); err == nil {
		t.Error("RollDice accepted at an opening that names its beginner")
	}
	if err := playText(s, "B 4-5"); err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != 1 || len(s.LegalTurns()) != 2 {
		t.Fatalf("after B 4-5: to move %v, %d plays; want Black with KT-1's 2", s.ToMove(), len(s.LegalTurns()))
	}
	back, err := s.g.ParseState(s.Position())
	if err != nil || back.Position() != s.Position() {
		t.Fatalf("%q reads back as %v, %v", s.Position(), back, err)
	}
}

func approx(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }

// refTrikTrak lists the results of Trik-Trak's plays for side s
// with points before the play, the plain way, written from the rules
// without the generator: steps down to the goal (own 1, exact, never
// hit), never from it; the start rule; blots hit back to their own 24;
// the opponent's Huck (own 12) only as an empty stop in passing; the own
// Huck (13) never left with one checker nor left by a checker that
// stopped on it empty; the play ends at 12 points; by power; U-FREE with
// U-MAX; a double is two steps.
func refTrikTrak(r *Rules, b Board, s Side, points, d1, d2 int) map[Board]bool {
	type cand struct {
		b    Board
		used int
	}
	o := s.Other()
	var all []cand
	var rec func(b Board, seq []int, used, gain, chain int, arrived13 int)
	rec = func(b Board, seq []int, used, gain, chain int, arrived13 int) {
		me, op := &b.Pts[s], &b.Pts[o]
		if points+gain >= r.PointsTarget {
			all = append(all, cand{b, used + len(seq)})
			return
		}
		if me[13] != 1 && me[12] == 0 {
			all = append(all, cand{b, used})
		}
		if len(seq) == 0 {
			return
		}
		d := seq[0]
		for src := 2; src <= 24; src++ {
			switch {
			case me[src] == 0,
				me[12] > 0 && src != 12,
				me[24] > 0 && src != 24 && src != chain,
				src == 13 && int(me[13]) <= arrived13:
				continue
			}
			to := src - d
			if to < 1 {
				continue
			}
			nb := b
			g := gain
			if to > 1 {
				n := nb.Pts[o][25-to]
				if n >= 2 || to == 12 && (n > 0 || !r.OpponentHuckPassThrough) {
					continue
				}
				if n == 1 {
					nb.Pts[o][25-to]--
					nb.Pts[o][24]++
					g++
				}
			} else {
				g++
			}
			nb.Pts[s][src]--
			nb.Pts[s][to]++
			nc := chain
			if src == 24 || src == chain {
				nc = to
			}
			na := arrived13
			if to == 13 {
				na++
			}
			rec(nb, seq[1:], used+1, g, nc, na)
		}
		_ = op
	}
	seqs := [][]int{{d1, d2}, {d2, d1}}
	if d1 == d2 {
		seqs = [][]int{{d1, d1}}
	}
	for _, seq := range seqs {
		rec(b, seq, 0, 0, 0, 0)
	}
	me := &b.Pts[s]
	two := func(p, q int) bool { return p == q && me[p] >= 2 || p != q && me[p] > 0 && me[q] > 0 }
	if r.ByPower && me[13] == 0 && b.Pts[o][13] == 0 && me[24] == 0 && two(12+d1, 12+d2) && !two(13+d1, 13+d2) {
		nb := b
		nb.Pts[s][12+d1]--
		nb.Pts[s][12+d2]--
		nb.Pts[s][13] += 2
		all = append(all, cand{nb, 2})
	}
	best := -1
	for _, c := range all {
		best = max(best, c.used)
	}
	out := map[Board]bool{}
	for _, c := range all {
		if c.used == best {
			out[c.b] = true
		}
	}
	return out
}

// TestTrikTrakInvariants checks Trik-Trak's invariants after every legal
// play of random Trik-Trak games: the mover's score rises by exactly the
// checkers sent back to the opponent's start, plus those reaching own 1,
// plus 2 when the Great Bridge stands at the end; the opponent's score
// does not change; between plays own 13 never holds exactly one checker
// and no checker stands on the opponent's Huck; checkers on own 1 stay;
// the game is over exactly when a score reaches 12.
func TestTrikTrakInvariants(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		randomStates(TrikTrakGame, rapid.Uint64().Draw(rt, "seed"), func(s *State) {
			me, op := s.onRoll, s.onRoll.Other()
			for i := range s.LegalTurns() {
				c := s.Copy()
				if err := c.PlayTurn(i); err != nil {
					rt.Fatal(err)
				}
				gain := int(c.b.Pts[op][24]-s.b.Pts[op][24]) + int(c.b.Pts[me][1]-s.b.Pts[me][1])
				bridge := true
				for q := 13; q <= 18; q++ {
					bridge = bridge && c.b.Pts[me][q] >= 2
				}
				if bridge {
					gain += 2
				}
				where := s.Position() + " " + s.LegalTurns()[i].String()
				switch {
				case c.points[me] != min(s.points[me]+gain, MaxScore):
					rt.Fatalf("%s: score %d → %d, want +%d", where, s.points[me], c.points[me], gain)
				case c.points[op] != s.points[op]:
					rt.Fatalf("%s: the opponent's score changed", where)
				case c.b.Pts[me][1] < s.b.Pts[me][1]:
					rt.Fatalf("%s: a checker left the goal", where)
				case c.Over() != (c.points[me] >= 12):
					rt.Fatalf("%s: over %v at %d points", where, c.Over(), c.points[me])
				case !c.Over() && (c.b.Pts[me][13] == 1 || c.b.Pts[me][12] > 0):
					rt.Fatalf("%s: a single checker on the own Huck or one on the opponent's", where)
				}
			}
		})
	})
}
