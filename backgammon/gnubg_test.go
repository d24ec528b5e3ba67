package backgammon

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestGNUBackgammonPlays checks the legal plays of standard backgammon
// against GNU Backgammon 1.07.001: testdata/gnubg_moves.txt lists, for a
// Position ID (read bare, as `rulebook moves -position` reads it) and a
// roll, every play GNU Backgammon's "hint" lists, sorted (see the file's
// header for how it was made). The library must list exactly the same
// strings, through the generic API as a user of board.Game sees them.
func TestGNUBackgammonPlays(t *testing.T) {
	f, err := os.Open("testdata/gnubg_moves.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	cases := 0
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != 3 {
			t.Fatalf("line %d: want 3 tab-separated fields, got %q", line, text)
		}
		cases++
		id, roll, want := fields[0], fields[1], strings.Split(fields[2], "|")
		got, err := gnubgCheckPlays(id, roll)
		if err != nil {
			t.Errorf("line %d: %s %s: %v", line, id, roll, err)
			continue
		}
		if !slices.Equal(got, want) {
			t.Errorf("line %d: %s %s:\n got  %q\n want %q", line, id, roll, got, want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cases < 150 {
		t.Fatalf("only %d cases read", cases)
	}
}

// gnubgCheckPlays returns the sorted strings of the legal plays after roll
// from the bare Position ID id.
func gnubgCheckPlays(id, roll string) ([]string, error) {
	s, err := BackgammonGame.Parse(id)
	if err != nil {
		return nil, err
	}
	m, err := s.ParseMove(roll)
	if err != nil {
		return nil, err
	}
	if err := s.Play(m); err != nil {
		return nil, err
	}
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out, nil
}

// TestWinUsesEveryNumber checks the one rule where the library first
// differed from GNU Backgammon: White's last checker on 3, a Black blot on
// White's 2 point, 3-1. Played literally ("use both numbers if you can",
// GNU Backgammon 1.07) the only play is 3/2*/off; counting a win as using
// every number (WinUsesEveryNumber, kept for Gul Bara and Taiga-Puff) also allows
// 3/off with the 3 alone, a different result (the blot stays).
func TestWinUsesEveryNumber(t *testing.T) {
	b, err := ParsePositionID("rW8BAAQBAAAAAA", White)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		every bool
		want  []string
	}{
		{false, []string{"3/2*/off"}},
		{true, []string{"3/2*/off", "3/off"}},
	} {
		r := Backgammon()
		r.WinUsesEveryNumber = tc.every
		g, err := NewGenerator(r)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, tu := range g.Turns(&b, White, 3, 1, nil) {
			got = append(got, tu.String())
		}
		slices.Sort(got)
		if !slices.Equal(got, tc.want) {
			t.Errorf("WinUsesEveryNumber=%v: got %q, want %q", tc.every, got, tc.want)
		}
	}
}
