package backgammon

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// TestOpeningCounts checks the number of distinct legal plays for each of
// the 21 rolls from the starting position against backgammon.md §2.10
// (verified there with GNU Backgammon 1.07 and an independent generator);
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

// TestBackgammonGolden checks the worked positions of backgammon.md §2.10
// and positions from the tests of Games::Backgammon (CPAN, a wrapper of
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

// TestGulBaraGolden checks §14.6 GB-1..GB-7, the ladder played rung by rung.
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

// TestTaigaPuffGolden checks §6.5 TP-1..TP-5 (bottom faces as a second
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

// textSide turns the spec's "24x13 23 bar1 res12" into the Position text
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

// TestLadderRemainder: with LadderRemainderToOpponent (§14.4, G-10) the
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
