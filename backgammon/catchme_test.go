package backgammon

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// catchMeResults plays every legal turn of s and returns, sorted, each
// result as "White / Black" (sideText), with " W wins" or " B wins" when
// the play ends the game and " again" when the mover rolls again.
func catchMeResults(t *testing.T, s *State) []string {
	t.Helper()
	var out []string
	for i := range s.LegalTurns() {
		c := s.Copy()
		if err := c.PlayTurn(i); err != nil {
			t.Fatal(err)
		}
		k := sideText(&c.b, White) + " / " + sideText(&c.b, Black)
		switch {
		case c.Over():
			k += " " + c.winner.String()[:1] + " wins"
		case c.onRoll == s.onRoll && c.ph == phRoll:
			k += " again"
		}
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// catchMeStartW and catchMeStartB are the sides at the start:
// White on absolute 1..6, Black on 13..18, in the circle's absolute
// numbers.
const (
	catchMeStartW = "6 5 4 3 2 1"
	catchMeStartB = "18 17 16 15 14 13"
)

// TestCatchMeGolden checks the worked positions CM-1..CM-7 of
// Chyť mě, White to move, by the resulting positions of both sides each
// scenario gives (the normative part), the
// mover rolling again after a double and the game ending when a side
// loses his last checker. Where a scenario gives only a count (CM-3) the
// count is checked together with its example. The expected positions
// are worked out from the rules of play: a step lands d points ahead, ((p−d−1) mod
// 24)+1, passing own checkers; a capture takes the checker out of the
// game; a side left with one checker jumps to the nearest corner.
func TestCatchMeGolden(t *testing.T) {
	startB := catchMeStartB
	tests := []struct {
		id           string
		white, black string
		d1, d2       int
		want         []string
	}{
		// nothing of 5-3 counts
		{"CM-1", catchMeStartW, startB, 5, 3, []string{catchMeStartW + " / " + startB}},
		// the 6 alone: one checker from k to k+18
		{"CM-2", catchMeStartW, startB, 6, 3, []string{
			"19 6 5 4 3 2 / " + startB, "20 6 5 4 3 1 / " + startB, "21 6 5 4 2 1 / " + startB,
			"22 6 5 3 2 1 / " + startB, "23 6 4 3 2 1 / " + startB, "24 5 4 3 2 1 / " + startB}},
		// only the 1 counts; each checker passes White's own down to 1,
		// where it captures; Black's last checker jumps from 20 to the
		// corner 19 (1 away; 24 is 4 away)
		{"CM-4", "4 3 2", "20 1", 3, 1, []string{"3 2 1 / 19", "4 2 1 / 19", "4 3 1 / 19"}},
		{"CM-5", "10 3", "20 9", 4, 1, []string{"10 2 / 20 9", "9 3 / 19"}},
		// 6 first: the rattler 7 → 6 → 1 captures, the 1 takes it to 24,
		// capturing again; Black's last checker, 22, jumps to the corner 24
		// (2 away; 19 is 3 away) and captures the rattler. 1 first: 7 → 6,
		// then 6 → 1 → 24, capturing on 24 only
		{"CM-6", "7", "24 22 1", 6, 1, []string{" / 24 B wins", "24 / 22 1"}},
		{"CM-7", "7", "24 22 1", 3, 3, []string{"7 / 24 22 1 again"}},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			for _, d := range [][2]int{{tc.d1, tc.d2}, {tc.d2, tc.d1}} {
				s := stateAt(t, CatchMeGame, tc.white, tc.black, White, d[0], d[1])
				want := slices.Clone(tc.want)
				slices.Sort(want)
				if got := catchMeResults(t, s); !slices.Equal(got, want) {
					t.Fatalf("%v: results\n got %q\nwant %q", d, got, want)
				}
			}
		})
	}
	t.Run("CM-3", func(t *testing.T) {
		s := stateAt(t, CatchMeGame, catchMeStartW, startB, White, 6, 1)
		got := catchMeResults(t, s)
		if len(got) != 50 || !slices.Contains(got, "18 5 4 3 2 1 / 17 16 15 14 13") {
			t.Fatalf("6-1 from the start: %d results %q; want 50 with 6/24 24/18*", len(got), got)
		}
		m, err := s.ParseMove("6/24 24/18*")
		if err != nil || m.String() != "6/18*" {
			t.Fatalf("6/24 24/18* reads as %v, %v", m, err)
		}
		s = stateAt(t, CatchMeGame, catchMeStartW, startB, White, 2, 2)
		got = catchMeResults(t, s)
		for _, r := range got {
			if !strings.HasSuffix(r, " again") {
				t.Fatalf("2-2: %s without the extra roll", r)
			}
		}
		if len(got) != 28 {
			t.Fatalf("2-2 from the start: %d results; want 28", len(got))
		}
	})
}

// refCatchMe is an independent, plain enumeration of the legal plays of
// Chyť mě for side s with d1-d2: the counted numbers in every
// order, every checker, every prefix, the steps, captures and corner
// jumps worked out on the board directly; then U-MAX (a play that ends
// the game counts every number) and distinct results.
func refCatchMe(r *Rules, b Board, s Side, d1, d2 int) map[Board]bool {
	corner := func(p int) bool { return p%6 == 0 || p%6 == 1 }
	next := func(p int) int { return (p+22)%24 + 1 } // one point ahead: 1 → 24
	prev := func(p int) int { return p%24 + 1 }      // one point behind: 24 → 1
	count := func(b *Board, x Side) int {
		n := 0
		for p := 1; p <= 24; p++ {
			n += int(b.Pts[x][p])
		}
		return n
	}
	rattler := func(b *Board, x Side) bool { return r.Rattlers && count(b, x) == 1 }
	// jump lets side x, which has just lost a checker, jump to its corner
	var jump func(b *Board, x Side)
	jump = func(b *Board, x Side) {
		if !rattler(b, x) {
			return
		}
		p := 1
		for b.Pts[x][p] == 0 {
			p++
		}
		ahead, behind, da, db := p, p, 0, 0
		for !corner(ahead) {
			ahead, da = next(ahead), da+1
		}
		for !corner(behind) {
			behind, db = prev(behind), db+1
		}
		c := ahead
		if db < da && !r.RattlerSnapForward {
			c = behind
		}
		b.Pts[x][p]--
		b.Pts[x][c]++
		if y := x.Other(); b.Pts[y][c] > 0 {
			b.Pts[y][c]--
			b.Pts[y][Off]++
			jump(b, y)
		}
	}
	var nums []int
	switch {
	case rattler(&b, s):
		for _, d := range []int{d1, d2} {
			if d == 1 || d == 6 {
				nums = append(nums, d)
			}
		}
	case d1 == d2:
		n := r.TopSteps
		if d1 == 6 && r.SixSixSteps > 0 {
			n = r.SixSixSteps
		}
		for range n {
			nums = append(nums, d1)
		}
	default:
		for _, d := range []int{d1, d2} {
			if d == 1 || d == 6 || !r.OnesAndSixes {
				nums = append(nums, d)
			}
		}
	}
	type cand struct {
		b    Board
		used int
	}
	var all []cand
	o := s.Other()
	var rec func(b Board, rest []int, used int)
	rec = func(b Board, rest []int, used int) {
		if count(&b, s) == 0 || count(&b, o) == 0 {
			all = append(all, cand{b, len(nums)})
			return
		}
		all = append(all, cand{b, used})
		for i, d := range rest {
			if i > 0 && rest[i-1] == d {
				continue // the same number again: the same plays
			}
			left := append(append([]int(nil), rest[:i]...), rest[i+1:]...)
			for p := 1; p <= 24; p++ {
				if b.Pts[s][p] == 0 {
					continue
				}
				q := p
				if rattler(&b, s) {
					if d != 1 && d != 6 {
						continue
					}
					for k := 0; k < 1+d/6; k++ {
						q = next(q)
						for !corner(q) {
							q = next(q)
						}
					}
				} else {
					for range d {
						q = next(q)
					}
					for b.Pts[s][q] > 0 {
						q = next(q)
					}
					if r.RattlerSandwichImmunity && b.Pts[o][q] > 0 && rattler(&b, o) &&
						b.Pts[s][next(q)] > 0 && b.Pts[s][prev(q)] > 0 {
						continue
					}
				}
				nb := b
				nb.Pts[s][p]--
				nb.Pts[s][q]++
				if nb.Pts[o][q] > 0 {
					nb.Pts[o][q]--
					nb.Pts[o][Off]++
					jump(&nb, o)
				}
				rec(nb, left, used+1)
			}
		}
	}
	rec(b, nums, 0)
	best := 0
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

// TestCatchMeReference compares the generator with refCatchMe on the
// positions of random games, for every one of the 21 rolls, under the
// default rules and each option of Chyť mě that changes the plays.
func TestCatchMeReference(t *testing.T) {
	for _, settings := range [][]string{nil, {"RattlerSnapForward=true"}, {"RattlerSandwichImmunity=true"}, {"Rattlers=false"}} {
		d, err := board.Configure(CatchMeGame, settings...)
		if err != nil {
			t.Fatal(err)
		}
		g := d.(*Game)
		r := g.Rules()
		gen, _ := NewGenerator(r)
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				n := 0
				randomStates(g, rapid.Uint64().Draw(rt, "seed"), func(s *State) {
					if n++; n%5 != 0 {
						return
					}
					for d1 := 1; d1 <= 6; d1++ {
						for d2 := 1; d2 <= d1; d2++ {
							ts := gen.Turns(&s.b, s.onRoll, d1, d2, nil)
							want := refCatchMe(&r, s.b, s.onRoll, d1, d2)
							got := map[Board]bool{}
							for i := range ts {
								a := s.b
								applyTurn(&r, &a, s.onRoll, ts[i].StepList())
								got[a] = true
							}
							if len(got) != len(ts) || len(got) != len(want) {
								rt.Fatalf("%s %d-%d: %d turns (%d results), reference %d: %q", s.Position(), d1, d2, len(ts), len(got), len(want), turnStrings(ts))
							}
							for a := range got {
								if !want[a] {
									rt.Fatalf("%s %d-%d: a turn the reference does not have", s.Position(), d1, d2)
								}
							}
						}
					}
				})
			})
		})
	}
}

// TestCatchMeRattlers: a rattler's corners (bkgm.com's "Chasing the
// Girls" example), the corner jumps in a chain and in the middle of a
// play, and the game's options. From White 10 1, Black 9 2: 10/9*
// leaves Black one checker, which jumps from 2 to the corner 1 (1 away; 6
// is 4 away) and captures there, so White's last checker jumps from 9 to
// 7 (2 away; 12 is 3 away); with 6-1 the 1 first so made rattler then
// plays the 6 by corners, 7 → 6 → 1, and captures Black's last checker.
// RattlerSnapForward sends Black's last checker from 23 to 19, not to 24
// (1 behind); RattlerSandwichImmunity protects a rattler on 12 with White
// on 13 and 11; DoublesExtraRoll off (ExtraRoll) ends CM-7's turn.
func TestCatchMeRattlers(t *testing.T) {
	tests := []struct {
		name         string
		settings     []string
		white, black string
		d1, d2       int
		want         []string
	}{
		// bkgm.com's example: a rattler on its first corner plays 6-1 two
		// corners and one more, to its fourth corner (their 1 → 7 → 12; here
		// 24 → 18 → 13), whichever number goes first
		{"bkgm", nil, "24", "10 9", 6, 1, []string{"13 / 10 9"}},
		{"chain", nil, "10 1", "9 2", 4, 1, []string{"24 10 / 9 2", "7 / 1"}},
		{"mid-play", nil, "10 1", "9 2", 6, 1, []string{"1 /  W wins", "18 10 / 9 2", "24 4 / 9 2", "3 1 / 9 2", "19 9 / 1"}},
		{"nearest", nil, "4 3 2", "23 1", 3, 1, []string{"3 2 1 / 24", "4 2 1 / 24", "4 3 1 / 24"}},
		{"snap-forward", []string{"RattlerSnapForward=true"}, "4 3 2", "23 1", 3, 1, []string{"3 2 1 / 19", "4 2 1 / 19", "4 3 1 / 19"}},
		{"sandwich-off", nil, "18 13 11", "12", 6, 3, []string{"13 12 11 /  W wins", "18 11 7 / 12", "18 13 5 / 12"}},
		{"sandwich", []string{"RattlerSandwichImmunity=true"}, "18 13 11", "12", 6, 3, []string{"18 11 7 / 12", "18 13 5 / 12"}},
		{"no-extra-roll", []string{"ExtraRoll=false"}, "7", "24 22 1", 3, 3, []string{"7 / 24 22 1"}},
		{"no-rattlers", []string{"Rattlers=false"}, "7", "24 22 1", 3, 3, []string{"1 / 24 22 again"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := board.Configure(CatchMeGame, tc.settings...)
			if err != nil {
				t.Fatal(err)
			}
			s := stateAt(t, g.(*Game), tc.white, tc.black, White, tc.d1, tc.d2)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if got := catchMeResults(t, s); !slices.Equal(got, want) {
				t.Fatalf("results\n got %q\nwant %q", got, want)
			}
		})
	}
}

// TestCatchMeOpening: O-ONE-REROLL(low): each side throws one
// die, ties again (30 outcomes of 1/30), and the lower die begins by
// throwing afresh: White 3, Black 1 gives Black the dice.
func TestCatchMeOpening(t *testing.T) {
	s := CatchMeGame.NewState()
	if n := len(s.Legal()); n != 30 || s.Chances()[0] != 1.0/30 {
		t.Fatalf("%d opening outcomes, chance %v", n, s.Chances()[0])
	}
	if err := s.RollDice(3, 1); err != nil {
		t.Fatal(err)
	}
	if s.ph != phRoll || s.onRoll != Black {
		t.Fatalf("after 3-1: %s", s.Position())
	}
	if err := s.RollDice(1, 4); err != nil {
		t.Fatal(err)
	}
	if got := s.Position(); got != "W:6,5,4,3,2,1 B:18,17,16,15,14,13 play:B:41" {
		t.Fatalf("position %s", got)
	}
}

// TestCatchMeNotation: a checker's steps round the corner from 1 to 24
// are one part; a capture between is shown; a part is read in any of its
// spellings, and a short form that fits two plays is ambiguous (CM-6's
// "7/24*" is the 1 first, 7/6/24*; 7/1*/24* the 6 first).
func TestCatchMeNotation(t *testing.T) {
	s := stateAt(t, CatchMeGame, "7", "24 22 1", White, 6, 1)
	for text, want := range map[string]string{
		"7/1*/24*": "7/1*/24*", "7/1 1/24": "7/1*/24*", "7/24*": "7/24*", "7/6/24": "7/24*", "7/6 6/24": "7/24*",
	} {
		m, err := s.ParseMove(text)
		if err != nil || m.String() != want {
			t.Errorf("%q reads as %v, %v; want %s", text, m, err, want)
		}
	}
	for _, bad := range []string{"7/1", "7/off", "bar/7", "8/2"} {
		if _, err := s.ParseMove(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	s = stateAt(t, CatchMeGame, catchMeStartW, catchMeStartB, White, 6, 1)
	for text, want := range map[string]string{"6/24 24/18*": "6/18*", "6/18": "6/18*", "24/18 6/24": "6/18*", "1/18*": "1/18*"} {
		m, err := s.ParseMove(text)
		if err != nil || m.String() != want {
			t.Errorf("%q reads as %v, %v; want %s", text, m, err, want)
		}
	}
	if d := s.Describe(textMove("6/18*")); d != "6/18*" {
		t.Errorf("Describe: %q", d)
	}
	s = stateAt(t, CatchMeGame, catchMeStartW, catchMeStartB, White, 5, 3)
	if d := s.Describe(textMove("pass")); d != "pass: no number of 5-3 counts" {
		t.Errorf("Describe: %q", d)
	}
}

// TestCatchMePerftReference counts the game tree four plies deep (dice,
// play, dice, play) with refCatchMe's plays and the rules of the turn
// (a double throws again, a side with no checker left has lost)
// written out here, and compares the count with Perft: from the start
// with White to roll, and from White 10 1 against Black 9 2, where the
// jumps of the last checkers end games within the tree.
func TestCatchMePerftReference(t *testing.T) {
	r := CatchMe()
	over := func(b *Board) bool { return b.Count(White) == 0 || b.Count(Black) == 0 }
	var count func(b Board, s Side, depth int) uint64
	count = func(b Board, s Side, depth int) uint64 { // depth plies from the dice of s
		var n uint64
		for _, d := range rolls21 {
			plays := refCatchMe(&r, b, s, d[0], d[1])
			if depth == 2 {
				n += uint64(len(plays))
				continue
			}
			next := s.Other()
			if d[0] == d[1] {
				next = s
			}
			for a := range plays {
				if !over(&a) {
					n += count(a, next, depth-2)
				}
			}
		}
		return n
	}
	for _, pos := range []string{"W:6,5,4,3,2,1 B:18,17,16,15,14,13 roll:W", "W:10,1 B:9,2 roll:W"} {
		s, err := CatchMeGame.ParseState(pos)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := s.Perft(4), count(s.b, White, 4); got != want {
			t.Errorf("%s: Perft(4) = %d, the reference %d", pos, got, want)
		}
	}
}

// TestCatchMePicture: the picture puts both sides' checkers on the
// absolute points, the captured ones in "White captured" and "Black
// captured"; a Black play touches the points of its steps by their
// absolute numbers, a capture included, and a play touches the points of
// the jumps it sets off.
func TestCatchMePicture(t *testing.T) {
	s := stateAt(t, CatchMeGame, "24 3", "22 19 1", Black, 6, 1)
	p := s.Picture()
	if n := p.PieceCount(2); n[0] != 6 || n[1] != 6 {
		t.Fatalf("pieces %v: want every checker, in play or captured", n)
	}
	captured := map[string]int{}
	for _, a := range p.Areas {
		for _, pc := range a.Pieces {
			captured[a.Name] += pc.Count
		}
	}
	if captured["White captured"] != 4 || captured["Black captured"] != 3 {
		t.Fatalf("areas %v", captured)
	}
	for text, want := range map[string][]board.Touch{
		// the 1 first frees 19 for the 6 from 1
		"19/18 1/19": {{Cell: "19", Role: board.From}, {Cell: "18", Role: board.To}, {Cell: "1", Role: board.From}, {Cell: "19", Role: board.To}},
		// the 1 from 1 captures on 24, which leaves White one checker: it
		// jumps from 3 to the corner 1 (2 away; 6 is 3 away), just emptied;
		// the 6 goes on to 18
		"1/24*/18": {{Cell: "1", Role: board.From}, {Cell: "24", Role: board.To}, {Cell: "24", Role: board.Capture},
			{Cell: "3", Role: board.From}, {Cell: "1", Role: board.To},
			{Cell: "24", Role: board.From}, {Cell: "18", Role: board.To}},
	} {
		m, err := s.ParseMove(text)
		if err != nil || m.String() != text {
			t.Fatalf("%s reads as %v, %v", text, m, err)
		}
		if got := m.(board.Tracer).Touches(); !slices.Equal(got, want) {
			t.Errorf("%s touches %v, want %v", text, got, want)
		}
	}
	// the jumps: CM-4's 4/1* sends Black's last checker from 20 to 19;
	// CM-6's 7/1*/24* sends Black's from 22 onto the rattler on 24
	from, to, capture := board.From, board.To, board.Capture
	for _, tc := range []struct {
		white, black string
		d1, d2       int
		text         string
		want         []board.Touch
	}{
		{"4 3 2", "20 1", 3, 1, "4/1*", []board.Touch{{Cell: "4", Role: from}, {Cell: "1", Role: to}, {Cell: "1", Role: capture},
			{Cell: "20", Role: from}, {Cell: "19", Role: to}}},
		{"7", "24 22 1", 6, 1, "7/1*/24*", []board.Touch{{Cell: "7", Role: from}, {Cell: "1", Role: to}, {Cell: "1", Role: capture},
			{Cell: "1", Role: from}, {Cell: "24", Role: to}, {Cell: "24", Role: capture},
			{Cell: "22", Role: from}, {Cell: "24", Role: to}, {Cell: "24", Role: capture}}},
	} {
		s := stateAt(t, CatchMeGame, tc.white, tc.black, White, tc.d1, tc.d2)
		m, err := s.ParseMove(tc.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := m.(board.Tracer).Touches(); !slices.Equal(got, tc.want) {
			t.Errorf("%s touches %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestCatchMeRuleChecks: rule sets the circle cannot play are refused,
// and Chyť mě's counting is an option of any game: backgammon with
// OnesAndSixes passes 5-3 and plays 6-3 as a lone 6.
func TestCatchMeRuleChecks(t *testing.T) {
	bad := map[string]func(r *Rules){
		"SixSixSteps 5":              func(r *Rules) { r.SixSixSteps = 5 },
		"a lone rattler off corners": func(r *Rules) { r.Checkers, r.Start = 1, [25]int8{3: 1} },
		"two a point":                func(r *Rules) { r.Start[13] = 1 },
		"a checker in reserve":       func(r *Rules) { r.Start[6] = 0 },
		"rattlers on a contrary board": func(r *Rules) {
			*r = Backgammon()
			r.Rattlers = true
		},
	}
	for name, change := range bad {
		r := CatchMe()
		change(&r)
		if _, err := NewGame(board.Names{ID: "backgammon/test", Name: "t"}, r); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	g, err := board.Configure(BackgammonGame, "OnesAndSixes=true", "Cube=false")
	if err != nil {
		t.Fatal(err)
	}
	// from the start 5-3 counts nothing (the one empty play), 6-3 a lone 6:
	// 24/18, 13/7 or 8/2 (6/off is not allowed before all are home)
	for dice, want := range map[[2]int]int{{5, 3}: 1, {6, 3}: 3} {
		s, err := g.(*Game).NewStateWith(White, dice[0], dice[1])
		if err != nil {
			t.Fatal(err)
		}
		if n := len(s.LegalTurns()); n != want {
			t.Errorf("%d-%d: %d plays, want %d", dice[0], dice[1], n, want)
		}
	}
}
