package ludo_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// fuzzIDs are the registered games, indexed by a fuzzed byte.
var fuzzIDs = []string{"ludo/propast", "ludo/propast-web", "ludo/snakes-and-ladders", "ludo", "ludo/team", "ludo/crazy-team", "ludo/frank-furter", "ludo/parking", "ludo/barricade", "ludo/unity", "ludo/refugee", "ludo/orbit", "ludo/colour-blind", "ludo/penalty"}

// FuzzParse feeds positions to Parse: it must reject them with
// ErrBadNotation or give a state whose Position reads back to itself and
// whose methods work.
func FuzzParse(f *testing.F) {
	for _, pos := range []string{
		"0/0/0 0 open:...", "0/0/0/0 1 open:-..-", "5/9/0 1 throw2", "off/12/0 2 move:4 placed:0",
		"off/10/off - over placed:2,0", "0/9 0 throw2", "100/57 - over placed:0", "94/0 0 move:4",
		"0/10/20/30 0 open:....", "0,5/10/-/- 0 move:6", "b,c,d/10/20/30 0 throw:2", "38,a,c/- 1 again",
		"a,b,c,d/1,2/- 1 throw placed:0", "a,b,c,d/a,b,c,d/- - over placed:1,0",
		"a,b,c,d/-/25,b/- 0 move:3:1 placed:0", "a,b,c,d/-/a,b,c,d/- - over placed:0,2",
		"4/4,4/-/- 2 throw", "20,25,30/- 0 again caught:1", "15,15,30,d/17,17/-/- 0 throw age:15=3,17=0",
		"15,15,c,d/10/-/- 1 throw age:15=0", "-/- 0 open:.. refugees:0=1,20=0", "7/- 1 throw refugees:19=0,20=0", "14,14/10 1 throw", "14/14 0 throw", "6/11,d 0 move:5 caught:2", "-/d - over caught:3",
		"5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 move:2", "37,1:base,2:base,3:base/0:d,1:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base 0 throw",
		"30,0:b,1:d,3:a/20,0:a,2:c,3:d/0:c,1:b,2:d,3:b/0:d,1:c,2:a,3:c - over placed:3,0",
		"-/-/-/- 0 setup tokens:9,9,9,9/4", "0/-/20/- 0 open:.... tokens:9,9,9,9/4", "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4",
		"c,d/10/-/- 0 move:3 tokens:-3,9,9,9/16", "a,b,c,d/10/-/- - over tokens:13,9,9,9/0 placed:0", "20/-/-/- 0 again tokens:9,9,9,9/4",
	} {
		for i := range fuzzIDs {
			f.Add(uint8(i), pos)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, pos string) {
		g := game(t, fuzzIDs[int(which)%len(fuzzIDs)])
		s, err := g.Parse(pos)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) || err.Error() == "" {
				t.Fatalf("Parse(%q): %v does not wrap ErrBadNotation", pos, err)
			}
			return
		}
		again, err := g.Parse(s.Position())
		if err != nil || again.Position() != s.Position() {
			t.Fatalf("Parse(%q).Position() = %q does not read back: %v", pos, s.Position(), err)
		}
		_ = s.String()
		_ = s.Outcome()
		legal := s.Legal()
		if (len(legal) == 0) != s.Outcome().Over {
			t.Fatalf("%q: %d legal moves, over %v", pos, len(legal), s.Outcome().Over)
		}
		for _, m := range legal {
			if err := s.Clone().Play(m); err != nil {
				t.Fatalf("%q: legal move %s: %v", pos, m, err)
			}
		}
	})
}

// FuzzParseMove feeds moves to ParseMove in a few states: it must reject
// them with the right kind of error and leave the state as it was, or
// accept a move that is in Legal and whose String reads back to it.
func FuzzParseMove(f *testing.F) {
	states := []struct{ id, pos string }{
		{"ludo/propast", "5/9 0 throw"},
		{"ludo/propast", "3/9 0 move:4"},
		{"ludo/propast", "29/9 0 move:3"},
		{"ludo/propast", "31/9 1 move:6"},
		{"ludo/propast", "off/9 - over placed:0"},
		{"ludo/snakes-and-ladders", "94/0 0 move:4"},
		{"ludo/snakes-and-ladders", "0/0 1 move:1"},
		{"ludo", "38,a,c/0/-/- 0 move:3"},
		{"ludo", "38,a,c/0/-/- 0 move:6"},
		{"ludo", "12,17,c,d/15/-/- 0 move:3"},
		{"ludo", "b,c,d/10/20/30 0 move:2:1"},
		{"ludo", "0/10/20/30 0 open:...."},
		{"ludo", "a,b,c,d/a,b,c,d/- - over placed:1,0"},
		{"ludo/team", "4,14,25,33/-/c,d/- 0 move:6"},
		{"ludo/crazy-team", "4,b,c,d/-/22,a,b,c/- 0 move:2"},
		{"ludo/frank-furter", "5,20,25,30/11 0 move:6"},
		{"ludo/frank-furter", "-/d - over caught:3"},
		{"ludo/parking", "4/1,4/-/- 1 move:3"},
		{"ludo/barricade", "15,15,30,d/17,17/-/- 0 move:3 age:15=3,17=0"},
		{"ludo/unity", "20,30/23/-/- 0 move:3"},
		{"ludo/refugee", "5/- 0 move:2 refugees:7=1,20=0"},
		{"ludo/orbit", "14,14/10 1 move:4"},
		{"ludo/orbit", "a,b,c/25 0 move:6"},
		{"ludo/unity", "10,c,d/3,b/10/- 1 throw"},
		{"ludo/colour-blind", "5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 move:2"},
		{"ludo/colour-blind", "5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 move:6"},
		{"ludo/colour-blind", "5,1:base,2:base,3:base/6,1:base,2:base,3:base/0,0:base,1:base,2:base/7,1:base,2:base,3:base 0 move:6"},
		{"ludo/penalty", "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4"},
		{"ludo/penalty", "0,1,2,3/10/-/- 0 move:6 tokens:9,9,9,9/4"},
		{"ludo/penalty", "0/-/20/- 3 setup tokens:9,9,9,9/4"},
		{"ludo/penalty", "c,d/10/-/- 0 move:3 tokens:9,9,9,9/4"},
	}
	for i := range states {
		for _, m := range []string{"4", "5-9", "3-7-0", "3-0", "29-off", "pass", "94-98-78", "0-1-38", "", "-", "1-", "off-off", "base-0", "38-b", "a-d", "12-15", "b-a", "0-base", "39-0", "2:base-20", "2:b-d", "9:1-2", "2:", ":", "10-14x0", "10-14x", "10-14x9", "x-x", "G:base-0", "5-7>2", "12-10>0", "G:base-0>0", "R:5-7", "5-7>", "5-7>9", ">", "Y:", "G:2:base-0",
			"3-4+8-12", "8-12+3-4", "3-5+5-7", "0-6", "0-1+1-2+2-3+3-9", "+", "3-4+", "base-0+3-4", "base-30"} {
			f.Add(uint8(i), m)
		}
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		st := states[int(which)%len(states)]
		s, err := game(t, st.id).Parse(st.pos)
		if err != nil {
			t.Fatal(err)
		}
		var legal []string
		for _, m := range s.Legal() {
			legal = append(legal, m.String())
		}
		m, err := s.ParseMove(text)
		switch {
		case err != nil:
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) {
				t.Fatalf("ParseMove(%q): %v wraps no move error", text, err)
			}
		case !slices.Contains(legal, m.String()):
			t.Fatalf("ParseMove(%q) = %s, not in %v", text, m, legal)
		default:
			back, err := s.ParseMove(m.String())
			if err != nil || back.String() != m.String() {
				t.Fatalf("ParseMove(%q) does not read back: %v", m, err)
			}
		}
		if s.Position() != st.pos {
			t.Fatalf("ParseMove(%q) changed the state to %s", text, s.Position())
		}
	})
}
