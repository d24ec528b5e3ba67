package backgammon

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// afterPlays returns the position after each legal play of s, sorted.
func afterPlays(t *testing.T, s *State) []string {
	t.Helper()
	var out []string
	for _, m := range s.Legal() {
		c := s.Copy()
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m.String()+" → "+c.Position())
	}
	slices.Sort(out)
	return out
}

// TestTaigaPuffReserveAfterBar (issue 10 item 17): once a hit checker has
// re-entered, the numbers left of a double may enter reserve checkers
// (Taiga-Puff: a reserve entry is always allowed while the bar is empty,
// TP-3's "bar/24 in/22"). Worked from the rules: White 2-2 with Black holding
// White's 21 and 3, so after bar/23 the only steps are entries on 23, and
// all four 2s are played (then the bottom faces are due). With Black's
// blots on White's 3 and 5 instead: a board checker moves only once two
// checkers have entered, so bar/23 and in/23 come first, and the
// last two 2s enter or move either checker on 23: 23 23 23 23, 23 23 21,
// 21 21 or 23 19 (four plays).
func TestTaigaPuffReserveAfterBar(t *testing.T) {
	tests := []struct {
		pos  string
		want []string
	}{
		{"W:inx13,bar,5 B:inx11,22x2,4x2 play:W:22", []string{
			"bar/23 in/23(3) → W:inx10,23x4,5 B:inx11,22x2,4x2 play:W:22:b"}},
		{"W:inx14,bar B:inx13,22,20 play:W:22", []string{
			"bar/19 in/23 → W:inx13,23,19 B:inx13,22,20 play:W:22:b",
			"bar/21 in/21 → W:inx13,21x2 B:inx13,22,20 play:W:22:b",
			"bar/21 in/23(2) → W:inx12,23x2,21 B:inx13,22,20 play:W:22:b",
			"bar/23 in/23(3) → W:inx11,23x4 B:inx13,22,20 play:W:22:b"}},
	}
	for _, tc := range tests {
		s, err := TaigaPuffGame.ParseState(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		if got := afterPlays(t, s); !slices.Equal(got, tc.want) {
			t.Errorf("%s:\n got %q\nwant %q", tc.pos, got, tc.want)
		}
	}
	// the spelling of the play reads too
	s, _ := TaigaPuffGame.ParseState("W:inx13,bar,5 B:inx11,22x2,4x2 play:W:22")
	if _, err := s.ParseMove("bar/23 in/23 in/23 in/23"); err != nil {
		t.Fatal(err)
	}
}

// TestGulBaraLadderState (issue 10 item 18): the reader refuses Gul Bara
// states no game reaches — a ladder before the player's fourth turn, a
// plain double when the ladder is due — and reads the reachable ones.
func TestGulBaraLadderState(t *testing.T) {
	for _, pos := range []string{
		"W:24x15 B:24x15 play:W:33:r3333444455556666 turns:0,0",
		"W:24x15 B:24x15 play:W:33:r444455556666 turns:2,3",
		"W:24x15 B:24x15 play:W:33 turns:3,3",
		"W:24x15 B:24x15 play:B:66 turns:5,3",
	} {
		if _, err := GulBaraGame.Parse(pos); !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Parse(%q) = %v, want refused", pos, err)
		}
	}
	for _, pos := range []string{
		"W:24x15 B:24x15 play:W:33:r3333444455556666 turns:3,3",
		"W:24x15 B:24x15 play:W:33 turns:2,3",
		"W:24x15 B:24x15 play:W:53 turns:3,3",
	} {
		if _, err := GulBaraGame.Parse(pos); err != nil {
			t.Errorf("Parse(%q): %v", pos, err)
		}
	}
}

// TestTaigaPuffDecisions (issue 10 item 19) pins the three decisions of the
// package doc. White 3-1 (the 1 first, U-LOW):
//   - one checker taking the sum must go via the 1: with White's 20 held
//     by Black (Black's 5), 21/17 via 20 is refused though 21/18/17 is open;
//   - a blot on the point between is hit: 22/21*/18;
//   - with a checker on the bar no reserve checker enters.
func TestTaigaPuffDecisions(t *testing.T) {
	s, err := TaigaPuffGame.ParseState("W:21,10,inx13 B:5x2,inx13 play:W:31")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ParseMove("21/17"); err == nil {
		t.Error("21/17 accepted: the 1 first lands on Black's block")
	}
	s, err = TaigaPuffGame.ParseState("W:22,10,inx13 B:4,inx14 play:W:31")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := s.ParseMove("22/18"); err != nil || m.String() != "22/21*/18" {
		t.Fatalf("22/18 over the blot reads as %v, %v", m, err)
	}
	m, err := s.ParseMove("22/21*/18")
	if err != nil || s.Play(m) != nil || s.Board().Pts[Black][Bar] != 1 {
		t.Fatalf("22/21*/18 does not hit the blot between: %v, %v", m, err)
	}
	s, err = TaigaPuffGame.ParseState("W:bar,20,inx13 B:23x2,inx13 play:W:31")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range s.Legal() {
		tm := m.(Move)
		turn := tm.Turn()
		for _, st := range turn.StepList() {
			if st.From == Reserve && turn.Steps[0].From != Bar {
				t.Errorf("%s enters a reserve checker before the bar", m)
			}
		}
	}
	if _, err := s.ParseMove("in/24 in/22"); err == nil {
		t.Error("reserve entries with a checker on the bar accepted")
	}
}
