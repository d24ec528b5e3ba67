package backgammon

import (
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// TestOpeningCounts checks the number of distinct legal plays for each of
// the 21 rolls from the starting position as GNU Backgammon 1.07
// and an independent generator count them;
// the 6-5 figure also matches the td-gammon test list (andrewbaine/td-gammon,
// test_backgammon.py: 8 sequences, 13/7 7/2 and 13/8 8/2 being one play).
func TestOpeningCounts(t *testing.T) {
	want := map[[2]int]int{
		{2, 1}: 15, {3, 1}: 16, {4, 1}: 14, {5, 1}: 8, {6, 1}: 10, {3, 2}: 17, {4, 2}: 18, {5, 2}: 8,
		{6, 2}: 14, {4, 3}: 17, {5, 3}: 9, {6, 3}: 14, {5, 4}: 9, {6, 4}: 14, {6, 5}: 7,
		{1, 1}: 42, {2, 2}: 75, {3, 3}: 73, {4, 4}: 52, {5, 5}: 4, {6, 6}: 11,
	}
	r := Backgammon()
	g, _ := NewGenerator(r)
	b := startBoard(&r)
	for roll, n := range want {
		for _, s := range []Side{White, Black} {
			if got := len(g.Turns(&b, s, roll[0], roll[1], nil)); got != n {
				t.Errorf("%v %d-%d: %d plays, want %d", s, roll[0], roll[1], got, n)
			}
			if got := len(g.Turns(&b, s, roll[1], roll[0], nil)); got != n {
				t.Errorf("%v %d-%d: %d plays, want %d", s, roll[1], roll[0], got, n)
			}
		}
	}
}

// TestBackgammonGolden checks the worked positions of backgammon and
// positions from the tests of Games::Backgammon (CPAN, a wrapper of
// GNU Backgammon: t/legal_moves.t), by their sets of resulting positions,
// and where given, the exact strings GNU Backgammon prints.
func TestBackgammonGolden(t *testing.T) {
	start := "24x2 13x5 8x3 6x5"
	tests := []struct {
		name         string
		white, black string
		d1, d2       int
		plays        []string // spec notation
		gnubg        []string // exact gnubg strings, when checked
	}{
		{"BG-1 opening 21", start, start, 2, 1, []string{"24/23 13/11", "24/21", "24/23 24/22", "13/10", "13/11 6/5",
			"24/22 6/5", "24/23 6/4", "13/11 8/7", "24/23 8/6", "24/22 8/7", "8/5", "6/3", "6/5 6/4", "8/7 6/4", "8/7 8/6"},
			[]string{"24/23 13/11", "24/21", "24/23 24/22", "13/10", "13/11 6/5", "24/22 6/5", "24/23 6/4", "13/11 8/7",
				"24/23 8/6", "24/22 8/7", "8/5", "6/3", "6/5 6/4", "8/7 6/4", "8/7 8/6"}},
		{"BG-2 opening 65", start, start, 6, 5, []string{"24/13", "24/18 13/8", "24/18 8/3", "13/8 13/7", "13/7 8/3", "13/2", "8/3 8/2"},
			[]string{"24/13", "24/18 13/8", "24/18 8/3", "13/8 13/7", "13/7 8/3", "13/2", "8/3 8/2"}},
		{"BG-3 opening 55", start, start, 5, 5, []string{"13/8(4)", "13/8(3) 8/3", "13/8(2) 8/3(2)", "13/8 8/3(3)"},
			[]string{"13/8(4)", "13/3 13/8(2)", "13/3(2)", "13/3 8/3(2)"}},
		{"BG-4 bar 61", "bar2 13x5 8x3 6x5", "13x5 8x2 6x3 5x2 4x2 1", 6, 1, []string{"bar/24*"}, []string{"bar/24*"}},
		{"BG-4 bar 11", "bar2 13x5 8x3 6x5", "13x5 8x2 6x3 5x2 4x2 1", 1, 1, []string{
			"bar/24* bar/24 6/5(2)", "bar/24* bar/24 6/4", "bar/24* bar/24 8/7(2)", "bar/24* bar/24 8/7 6/5",
			"bar/24* bar/24 8/6", "bar/24*/23 bar/24 6/5", "bar/24*/23 bar/24 8/7", "bar/24*/23 bar/24/23", "bar/24*/22 bar/24"},
			[]string{"bar/24*(2) 6/5(2)", "bar/24*(2) 6/4", "bar/24*(2) 8/7(2)", "bar/24*(2) 8/7 6/5", "bar/24*(2) 8/6",
				"bar/24*/23 bar/24 6/5", "bar/24*/23 bar/24 8/7", "bar/24*/23(2)", "bar/24*/22 bar/24"}},
		{"BG-4 bar 64", "bar2 13x5 8x3 6x5", "13x5 8x2 6x3 5x2 4x2 1", 6, 4, nil, []string{"pass"}},
		{"BG-5 higher die", "24 6x14", "24x2 12x2 3x5 2x6", 6, 5, []string{"24/18"}, []string{"24/18"}},
		{"BG-6 maximum usage", "24 6x14", "24x2 7x2 3x5 2x6", 6, 5, []string{"24/13"}, []string{"24/13"}},
		{"BG-7 bear-off 64", "5 2", start, 6, 4, []string{"5/off 2/off"}, []string{"5/off 2/off"}},
		{"BG-7 bear-off 62", "5 3x2", start, 6, 2, []string{"5/3/off"}, []string{"5/off"}},
		// Games::Backgammon t/legal_moves.t (gnubg's legal moves)
		{"GB-pm 1", "1 2", "", 1, 2, []string{"2/off 1/off", "2/off"}, nil},
		{"GB-pm 2", "1 2", "", 5, 6, []string{"2/off 1/off"}, nil},
		{"GB-pm 3", "24x2", "", 1, 1, []string{"24/20", "24/21 24/23", "24/22(2)"}, []string{"24/20", "24/21 24/23", "24/22(2)"}},
		{"GB-pm 4", "24", "7", 5, 6, []string{"24/18*/13", "24/13"}, []string{"24/18*/13", "24/13"}},
		{"GB-pm 5", "24", "7x2", 5, 6, []string{"24/13"}, nil},
		{"GB-pm 6", "24", "7x2", 6, 6, nil, []string{"pass"}},
		{"GB-pm 7", "bar", "6", 5, 6, []string{"bar/19*/14", "bar/14"}, []string{"bar/19*/14", "bar/14"}},
		{"GB-pm 8", "bar 6", "1x2 2x2 5x2 6x2 7x2 23x2", 3, 4, []string{"bar/21 6/3"}, nil},
	}
	r := Backgammon()
	g, _ := NewGenerator(r)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := position(t, &r, tc.white, tc.black)
			for _, dice := range [][2]int{{tc.d1, tc.d2}, {tc.d2, tc.d1}} {
				ts := g.Turns(&b, White, dice[0], dice[1], nil)
				plays := tc.plays
				if plays == nil {
					plays = []string{}
				}
				got := results(&r, b, White, ts)
				want := expected(t, &r, b, White, plays)
				if len(plays) == 0 {
					want = results(&r, b, White, []Turn{{}})
				}
				if !slices.Equal(got, want) {
					t.Errorf("%v: results\n got %q\nwant %q", dice, got, want)
				}
				if tc.gnubg != nil {
					gs := turnStrings(ts)
					slices.Sort(gs)
					w := slices.Sorted(slices.Values(tc.gnubg))
					if !slices.Equal(gs, w) {
						t.Errorf("%v: strings\n got %q\nwant %q", dice, gs, w)
					}
				}
			}
		})
	}
}

// TestGulBaraGolden checks Gul Bara's GB-1..GB-7, the ladder played rung by rung.
func TestGulBaraGolden(t *testing.T) {
	tests := []struct {
		name         string
		white, black string
		turns        int // White's turns already played
		d            string
		want         []string // final White positions and off count
	}{
		{"GB-1", "24x15", "24x15", 0, "21", []string{"24x13 23 22 off0", "24x14 21 off0"}},
		{"GB-2", "24x15", "24x15", 0, "33", []string{"24x11 21x4 off0", "24x12 21x2 18 off0", "24x13 21 15 off0", "24x13 18x2 off0"}},
		{"GB-3", "20 6x14", "22x13 21 13", 1, "65", []string{"14 6x14 off0"}},
		{"GB-4", "20 6x14", "22x13 21 13", 2, "22", []string{"18 6x11 4x3 off0", "18 6x12 4 2 off0", "16 6x12 4x2 off0",
			"16 6x13 2 off0", "14 6x13 4 off0", "12 6x14 off0", "20 6x10 4x4 off0", "20 6x11 4x2 2 off0", "20 6x12 2x2 off0"}},
		{"GB-5", "22 1", "24 23x14", 3, "55", []string{"17 1 off13"}},
		{"GB-6", "24 23", "24x15", 3, "55", []string{"2 1 off13", "4 off14"}},
		{"GB-7", "24 23", "19x15", 3, "44", []string{" off15"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := "W:" + textSide(t, tc.white) + " B:" + textSide(t, tc.black) + " cube:W turns:0,0"
			s, err := GulBaraGame.ParseState("W:" + textSide(t, tc.white) + " B:" + textSide(t, tc.black) + " roll:W turns:" +
				itoa(tc.turns) + "," + itoa(tc.turns))
			if err != nil {
				t.Fatalf("%s: %v", pos, err)
			}
			m, err := s.ParseMove(tc.d)
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
			got := finals(s)
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(got, want) {
				t.Errorf("finals\n got %q\nwant %q", got, want)
			}
		})
	}
}

// TestTaigaPuffGolden checks TP-1..TP-5 (bottom faces as a second
// decision).
func TestTaigaPuffGolden(t *testing.T) {
	tests := []struct {
		name         string
		white, black string
		d            string
		want         []string
	}{
		{"TP-1", "res15", "res15", "53", []string{"22 20 res13 off0"}},
		{"TP-2", "22 20 res13", "22 21 res13", "42", []string{"22 14 res13 off0", "18x2 res13 off0", "20 16 res13 off0",
			"22 21 18 res12 off0", "21 20x2 res12 off0", "23 22 21 20 res11 off0", "23 22 16 res12 off0", "23 20 18 res12 off0",
			"22 20 19 res12 off0"}},
		{"TP-3", "18 13 res12 bar1", "23 19x2 res12", "31", []string{"24 18 10 res12 off0", "24 15 13 res12 off0",
			"21 18 13 res12 off0", "24 22 18 13 res11 off0"}},
		{"TP-4", "9 6", "24x15", "22", []string{"5 2 off13", "2 off14", "4 3 off13"}},
		{"TP-5", "6x2 3", "24x15", "63", []string{"3x2 off13", "6 off14"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := TaigaPuffGame.ParseState("W:" + textSide(t, tc.white) + " B:" + textSide(t, tc.black) + " roll:W")
			if err != nil {
				t.Fatal(err)
			}
			if err := playText(s, tc.d); err != nil {
				t.Fatal(err)
			}
			got := finals(s)
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(got, want) {
				t.Errorf("finals\n got %q\nwant %q", got, want)
			}
		})
	}
}

func playText(s *State, text string) error {
	m, err := s.ParseMove(text)
	if err != nil {
		return err
	}
	return s.Play(m)
}

func itoa(n int) string { return string(rune('0' + n)) }

// textSide turns the scenarios' "24x13 23 bar1 res12" into the Position text
// form "24x13,23,barx1,inx12".
func textSide(t testing.TB, spec string) string {
	t.Helper()
	var b Board
	r := TaigaPuff()
	side(t, &r, &b, White, spec)
	out := ""
	for p := Reserve; p >= 1; p-- {
		if n := b.Pts[White][p]; n > 0 {
			if out != "" {
				out += ","
			}
			out += pointName(int8(p))
			if n > 1 {
				out += "x" + itoa2(int(n))
			}
		}
	}
	if out == "" {
		return "-"
	}
	return out
}

func itoa2(n int) string {
	if n < 10 {
		return itoa(n)
	}
	return "1" + itoa(n-10)
}

// TestLadderRemainder: with LadderRemainderToOpponent the
// unplayable rest of GB-5's ladder (three 5s and four 6s) is played at
// once by Black, whose own turn then follows without counting the rest.
func TestLadderRemainder(t *testing.T) {
	r := GulBara()
	r.LadderRemainderToOpponent = true
	g, err := NewGame(board.Names{ID: "backgammon/gul-bara-rest", Name: "t", CzechName: "t", Summary: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s, err := g.ParseState("W:22,1 B:24,23x14 roll:W turns:3,3")
	if err != nil {
		t.Fatal(err)
	}
	replay(t, s, "5-5", "22/17")
	if s.ToMove() != 1 || s.nRest != 7 || !s.handed {
		t.Fatalf("after 22/17: to move %v, rest %v, handed %v", s.ToMove(), s.rest[:s.nRest], s.handed)
	}
	if p, err := g.ParseState(s.Position()); err != nil || p.Position() != s.Position() {
		t.Fatalf("handed position %q: %v", s.Position(), err)
	}
	for s.ph == phPlay {
		if err := s.Play(s.Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.ph != phRoll || s.onRoll != Black || s.turns != [2]int16{4, 3} {
		t.Fatalf("after the rest: phase %v on roll %v turns %v", s.ph, s.onRoll, s.turns)
	}
}

// stateAt returns a state of g with the given sides (spec notation) and
// mover about to play d1-d2.
func stateAt(t *testing.T, g *Game, white, black string, mover Side, d1, d2 int) *State {
	t.Helper()
	s, err := g.NewStateWith(mover, d1, d2)
	if err != nil {
		t.Fatal(err)
	}
	s.b = position(t, &s.r, white, black)
	s.invalidate()
	return s
}

// wholePlays explores every way the mover can finish the current play
// (bottom faces and rungs included) and returns the sorted resulting
// positions of both sides, and whether each ends with the mover to roll
// again.
func wholePlays(s *State) ([]string, map[string]bool) {
	p := s.onRoll
	again := map[string]bool{}
	var walk func(s *State)
	walk = func(s *State) {
		if s.ph != phPlay || s.onRoll != p {
			k := sideText(&s.b, White) + " / " + sideText(&s.b, Black)
			again[k] = !s.Over() && s.onRoll == p && s.turn == p
			return
		}
		for _, m := range s.Legal() {
			c := s.Copy()
			c.apply(m.(Move).r)
			walk(c)
		}
	}
	walk(s)
	out := make([]string, 0, len(again))
	for k := range again {
		out = append(out, k)
	}
	slices.Sort(out)
	return out, again
}

// TestPuffFamilyGolden checks the worked positions of Jacquet
// (JQ-1..4), Puff (PF-1..7), Long Puff (LP-1..2), Revertier (RV-1..6),
// Zick-Zack (ZZ-1..4) and the plays of Toccadille (TC-1..6; the hit points
// in TestToccadilleScoring) by their sets of whole plays (bottom faces
// included), written as the scenarios write them, and
// whether the mover rolls again. No plays means the roll is lost.
func TestPuffFamilyGolden(t *testing.T) {
	const start15 = "res15"
	tests := []struct {
		id           string
		g            *Game
		white, black string
		mover        Side
		d1, d2       int
		plays        []string
		again        bool
	}{
		{"JQ-1", JacquetGame, "bar15", "bar15", White, 6, 4, []string{"bar/19 bar/21"}, false},
		{"JQ-2", JacquetGame, "20x2 19x2 bar11", "24x10 3x2 1x3", White, 6, 1, []string{"bar/19"}, false},
		{"JQ-3", JacquetGame, "20x14 bar1", "24x15", White, 4, 2, []string{"bar/21 20/18", "bar/21/19", "bar/23 20/16"}, false},
		{"JQ-4", JacquetGame, "bar15", "bar15", White, 5, 5, []string{"bar/20(4)"}, false},

		{"PF-1", PuffGame, start15, start15, White, 5, 2, []string{"in/23 in/20"}, false},
		{"PF-2", PuffGame, start15, start15, White, 6, 6, []string{"in/19(2)", "in/19(2) in/24", "in/19(2) in/24(2)"}, true},
		{"PF-3", PuffGame, "13x6 8x8 bar1", "24x12 5x2 3", White, 5, 3, []string{"bar/22* 13/8", "bar/22* 8/3", "bar/22*/17"}, false},
		{"PF-4", PuffGame, "20x3 13x6 8x6", "24x9 19x2 14x2 7x2", White, 5, 2, nil, false},
		{"PF-5", PuffGame, "20x3 10x12", "24x7 22x2 20x2 12x2 10x2", White, 5, 2, []string{"20/18", "10/8"}, false},
		{"PF-6", PuffGame, "6 2", "24x15", White, 5, 3, []string{"6/3"}, false},
		{"PF-7", PuffGame, "14 9", "24x15", White, 1, 1, []string{"14/13 9/8", "14/13 9/8/2", "14/13/12", "14/13/12 9/3",
			"14/13/12/6", "14/13/12/6 9/3", "14/13/7 9/8", "14/13/7 9/8/2", "9/8/7"}, true},

		{"LP-1", LongPuffGame, start15, "22 20x2 res12", White, 5, 3, []string{"in/22*"}, false},
		{"LP-2", LongPuffGame, "19 res14", "24 18x2 res12", White, 6, 6, []string{"in/19(2)", "in/19(2) in/24*", "in/19(2) in/24* in/24"}, true},

		{"RV-1", RevertierGame, "24x15", "24x15", White, 5, 2, []string{"24/22 24/19", "24/22/17"}, false},
		{"RV-2", RevertierGame, "24x15", "24x15", White, 3, 3, []string{"24/21/18", "24/21/18/14", "24/21/18/14/10",
			"24/21/18 24/20", "24/21/18/14 24/20", "24/21/18 24/20/16"}, true},
		{"RV-3", RevertierGame, "24x10 22 20 18 10x2", "24x15", White, 4, 2, []string{"10/8 10/6", "10/8/4", "10/8 18/14",
			"18/16 10/6", "18/16/12", "10/8 20/16", "18/16 22/18"}, false},
		{"RV-4", RevertierGame, "24 23 22 20 19 10x9 bar1", "24x5 12x8 4x2", White, 2, 1, []string{"bar/24 10/8", "bar/24 19/17", "bar/24 20/18"}, false},
		{"RV-5", RevertierGame, "23 22 20 19 10x10 bar1", "24x3 12x8 4x2 1x2", White, 2, 1, nil, false},
		{"RV-6 31", RevertierGame, "24x7 23 22 21 20 7 2x2 bar1", "24x8 22 21 20 19 6x2 bar1", White, 3, 1,
			[]string{"bar/24 20/17", "bar/24 21/18", "bar/24 7/4*"}, false},
		{"RV-6 52", RevertierGame, "24x7 23 22 21 20 7 2x2 bar1", "24x8 22 21 20 19 6x2 bar1", White, 5, 2, nil, false},

		{"ZZ-1", ZickZackGame, "22 20 res13", start15, Black, 6, 3, []string{"in/22* in/19"}, false},
		{"ZZ-2", ZickZackGame, "22 20 res13", start15, Black, 4, 4, []string{"in/21(2)"}, false},
		{"ZZ-3", ZickZackGame, "22x2 21x2 20x2 19x2 res7", "24x2 23x2 res11", White, 5, 1, []string{"in/20"}, false},
		{"ZZ-4", ZickZackGame, "5x2", "24x2 23x13", White, 5, 3, []string{"5/off 5/2"}, false},

		{"TC-1", ToccadilleGame, start15, start15, White, 4, 2, []string{"in/23 in/21"}, false},
		{"TC-2", ToccadilleGame, "23 21 res13", "23 22 res13", White, 2, 2, []string{"21/19/17", "21/19 23/21"}, true},
		{"TC-3", ToccadilleGame, "16 15 6x13", "24x9 22x2 21x2 11x2", White, 3, 2, []string{"16/13 15/13"}, false},
		{"TC-4", ToccadilleGame, "16 15 6x13", "24x9 22x2 21x2 11x2", White, 2, 1, []string{"6/5"}, false},
		{"TC-5", ToccadilleGame, "14 13x2 6x12", "24x11 21x2 14x2", White, 2, 2, []string{"13/10(2)", "6/3(2)"}, true},
		{"TC-6", ToccadilleGame, "20 18 13x2 6x11", "24x13 10 8", White, 5, 3, []string{"13/10 13/8", "18/13 13/10", "18/13 6/3"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			for _, dice := range [][2]int{{tc.d1, tc.d2}, {tc.d2, tc.d1}} {
				s := stateAt(t, tc.g, tc.white, tc.black, tc.mover, dice[0], dice[1])
				plays := tc.plays
				if plays == nil {
					plays = []string{""}
				}
				var want []string
				for _, p := range plays {
					b := s.b
					if p != "" {
						// a play of several decisions is checked as one
						segs, why := parseTurnText(p, false)
						if why == "" {
							why = applySegments(&s.r, &b, tc.mover, segs)
						}
						if why != "" {
							t.Fatalf("expected play %q: %s", p, why)
						}
					}
					want = append(want, sideText(&b, White)+" / "+sideText(&b, Black))
				}
				slices.Sort(want)
				got, again := wholePlays(s)
				if !slices.Equal(got, want) {
					t.Fatalf("%v: plays\n got %q\nwant %q", dice, got, want)
				}
				for k, a := range again {
					if a != tc.again {
						t.Errorf("%v: after %s the mover rolls again: %v, want %v", dice, k, a, tc.again)
					}
				}
			}
		})
	}
}

// TestTwoDiceOpening: O-TWO-REROLL (the Puff family) is a chance
// node of the 110 ordered pairs of unequal sums of two dice, each with its
// chance (e.g. 7 against 6: 6/36 × 5/36 over the 1 − 146/1296 of unequal
// throws), so that each side begins with chance 1/2; the higher sum then
// throws afresh.
func TestTwoDiceOpening(t *testing.T) {
	s := PuffGame.NewState()
	ms, ch := s.Legal(), s.Chances()
	if len(ms) != 110 || len(ch) != 110 {
		t.Fatalf("%d outcomes, %d chances; want 110", len(ms), len(ch))
	}
	white, total := 0.0, 0.0
	for i, m := range ms {
		w, k := m.(Move).Dice()
		total += ch[i]
		if w > k {
			white += ch[i]
		}
		if w == 7 && k == 6 {
			if want := 6.0 / 36 * 5.0 / 36 / (1 - 146.0/1296); math.Abs(ch[i]-want) > 1e-12 {
				t.Errorf("7-6 has chance %v, want %v", ch[i], want)
			}
		}
	}
	if math.Abs(total-1) > 1e-12 || math.Abs(white-0.5) > 1e-12 {
		t.Errorf("chances sum to %v, White begins with %v", total, white)
	}
	if err := playText(s, "6-9"); err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != board.Chance || s.OnRoll() != Black || s.ph != phRoll {
		t.Errorf("after 6-9: to move %v, on roll %v, phase %v; want Black's dice", s.ToMove(), s.OnRoll(), s.ph)
	}
	for _, bad := range []string{"7-7", "1-13", "6", "x-y"} {
		if _, err := PuffGame.NewState().ParseMove(bad); err == nil {
			t.Errorf("opening %q accepted", bad)
		}
	}
}

// TestExplicitStart: every game starts with a given first player and
// first roll in place of its opening procedure.
func TestExplicitStart(t *testing.T) {
	for _, g := range tablesGames() {
		s, err := g.NewStateWith(Black, 3, 5)
		if err != nil {
			t.Fatal(err)
		}
		if d1, d2 := s.Dice(); s.ToMove() != 1 || d1 != 5 || d2 != 3 || len(s.LegalTurns()) == 0 {
			t.Errorf("%s: to move %v, dice %d-%d", g.ID(), s.ToMove(), d1, d2)
		}
		back, err := g.ParseState(s.Position())
		if err != nil || back.Position() != s.Position() {
			t.Errorf("%s: %q reads back as %v, %v", g.ID(), s.Position(), back, err)
		}
		if _, err := g.NewStateWith(White, 0, 7); err == nil {
			t.Errorf("%s: dice 0-7 accepted", g.ID())
		}
	}
}

// TestToccadilleScoring checks the hit points of Toccadille: none from the
// start (TC-1); TC-6's 3 points for 5-3 (20→17 by 3, 18→15 by 3, 20→15
// by 5; the Huck is no source) scored before the play; TC-7: at 10 to 4 a
// roll worth 2 points (4-3 in TC-6's position: 20→17 and 18→15) wins at
// once without a play, worth 2 as Black has 3–5 points.
func TestToccadilleScoring(t *testing.T) {
	tc6 := "W:" + textSide(t, "20 18 13x2 6x11") + " B:" + textSide(t, "24x13 10 8")
	tests := []struct {
		id, pos, roll string
		points        [2]int
		over          bool
		value         int
	}{
		{"TC-1", "W:inx15 B:inx15 roll:W points:0,0", "4-2", [2]int{0, 0}, false, 0},
		{"TC-6", tc6 + " roll:W points:0,0", "5-3", [2]int{3, 0}, false, 0},
		{"TC-7", tc6 + " roll:W points:10,4", "4-3", [2]int{12, 4}, true, 2},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			s, err := ToccadilleGame.ParseState(tc.pos)
			if err != nil {
				t.Fatal(err)
			}
			if err := playText(s, tc.roll); err != nil {
				t.Fatal(err)
			}
			if s.Points() != tc.points || s.Over() != tc.over {
				t.Fatalf("points %v over %v; want %v, %v", s.Points(), s.Over(), tc.points, tc.over)
			}
			if tc.over {
				o := s.Outcome()
				if o.Code != board.CodeTarget || o.Points[0] != tc.value || o.Winners[0] != 0 {
					t.Errorf("outcome %+v; want White by target for %d", o, tc.value)
				}
			}
			back, err := ToccadilleGame.ParseState(s.Position())
			if err != nil || back.Position() != s.Position() {
				t.Errorf("%q reads back as %v, %v", s.Position(), back, err)
			}
		})
	}
}

// TestToccadilleMarch: bearing off the fifteenth checker scores
// MarchPoints (2) and, below 12, starts a new round from the reserve with
// the scores kept and a new opening; at 10 points the march wins.
func TestToccadilleMarch(t *testing.T) {
	for _, tc := range []struct {
		before int
		over   bool
	}{{3, false}, {10, true}} {
		s, err := ToccadilleGame.ParseState("W:" + textSide(t, "6") + " B:" + textSide(t, "24x15") + " play:W:66 points:" + itoa2(tc.before) + ",1")
		if err != nil {
			t.Fatal(err)
		}
		if err := playText(s, "6/off"); err != nil {
			t.Fatal(err)
		}
		if s.Points() != [2]int{tc.before + 2, 1} || s.Over() != tc.over {
			t.Fatalf("from %d: points %v over %v", tc.before, s.Points(), s.Over())
		}
		if !tc.over && (s.ph != phOpening || s.b != startBoard(&s.r)) {
			t.Errorf("no new round: %s", s.Position())
		}
		if tc.over && s.Outcome().Points[0] != 3 {
			t.Errorf("march win worth %v, want 3 (Black has 1 point)", s.Outcome().Points)
		}
	}
}

// TestDoubletGolden checks Doublet's DB-1..DB-6: the plays of each roll by
// their results (the stacks of the mover, "u" unstacking or "r"
// restacking and the points still stacked, "b" bearing off, and the
// checkers), and whether the mover rolls again.
func TestDoubletGolden(t *testing.T) {
	const all = "6x2,5x2,4x2,3x2,2x2,1x2"
	tests := []struct {
		id, white, stacks, dice string
		want                    []string // results: White's stacks, then checkers
		again                   bool
	}{
		{"DB-1", all, "u123456", "53", []string{"u1246 " + all}, false},
		{"DB-2", all, "u123456", "44", []string{"u12356 " + all}, true},
		{"DB-3", all, "u12456", "53", []string{"u1246 " + all}, false},
		{"DB-4", all, "u5", "53", []string{"r3 " + all}, false},
		{"DB-5", "5x2,4x2,2x2,1x2", "b", "63", []string{"b 4x2,2x3,1x2", "b 5,4,2x2,1x3"}, false},
		{"DB-6", "5,1", "b", "22", []string{"b -"}, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			pos := "W:" + tc.white + " B:" + all + " play:W:" + tc.dice + " stacks:" + tc.stacks + ",u123456"
			s, err := DoubletGame.ParseState(pos)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, m := range s.Legal() {
				c := s.Copy()
				if err := c.Play(m); err != nil {
					t.Fatal(err)
				}
				side := strings.Fields(c.Position())[0][2:]
				got = append(got, stackText(c.stacked[White], c.sphase[White])+" "+side)
				if again := !c.Over() && c.OnRoll() == White; again != tc.again {
					t.Errorf("%s: rolls again %v, want %v", m, again, tc.again)
				}
				back, err := DoubletGame.ParseState(c.Position())
				if err != nil || back.Position() != c.Position() {
					t.Errorf("%q reads back as %v, %v", c.Position(), back, err)
				}
			}
			slices.Sort(got)
			want := slices.Sorted(slices.Values(tc.want))
			if !slices.Equal(got, want) {
				t.Errorf("results\n got %q\nwant %q (plays %v)", got, want, s.Legal())
			}
		})
	}
}
