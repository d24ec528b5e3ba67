package mill_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
)

// FuzzParseMove checks the move reader: no panic, errors wrap
// ErrBadNotation, and an accepted text reads back from the move's String
// to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"d1", "d1xf4", "a1-a4", "a1-a4xf4", "[xa7]g1xe4", "[xa7]d2", "[xa7]", "pass",
		"1-2-3", "6-6-6", "a1xb2xd6", "a1-a1", "[xa7", "d4", "x", "", "a1-", "1-2-7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := mill.ParseMove(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("ParseMove(%q): %v does not wrap ErrBadNotation", s, err)
			}
			return
		}
		back, err := mill.ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %s, which reads back as %v, %v", s, m, back, err)
		}
	})
}

// FuzzParsePosition checks the position reader of every game: no panic,
// errors wrap ErrBadNotation, and an accepted position writes back as a
// text that reads to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"........................ W 9 9", "BBB...WWWB.WW.BWWW...BBB B 0 0 bm=3",
		".....W.BB...BB.W.B...WW. W 4 4 roll=456", "WWWWWWWWWWWWBBBBBBBBBBBB W 0 0", " W 9 9", "........................ X 9 9"} {
		f.Add(s)
	}
	games := propertyGames(f)
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range games {
			p, err := g.ParsePosition(s)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("%s: ParsePosition(%q): %v does not wrap ErrBadNotation", g.ID(), s, err)
				}
				continue
			}
			q, err := g.ParsePosition(p.String())
			if err != nil || q != p {
				t.Fatalf("%s: ParsePosition(%q) writes %q, which reads back as %v", g.ID(), s, p.String(), err)
			}
			st := g.NewState(p)
			_ = st.Legal()
			_ = st.Outcome()
		}
	})
}

// FuzzStateParseMove checks the state's move reader on positions of every
// game: no panic, the error kinds, and a rejected move leaves the state as
// it was.
func FuzzStateParseMove(f *testing.F) {
	for _, s := range []string{"d1", "a4-b4", "g1xe4", "[xa7]g1xe4", "pass", "3-4-5", "a1-a4xf4"} {
		f.Add(uint8(0), s)
	}
	games := propertyGames(f)
	f.Fuzz(func(t *testing.T, which uint8, s string) {
		g := games[int(which)%len(games)]
		st, err := g.New(2)
		if err != nil {
			t.Fatal(err)
		}
		before := st.Position()
		m, err := st.ParseMove(s)
		switch {
		case err == nil:
			if err := st.Play(m); err != nil {
				t.Fatalf("%s: %q parses but does not play: %v", g.ID(), s, err)
			}
		case !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove):
			t.Fatalf("%s: ParseMove(%q): %v is neither ErrBadNotation nor ErrIllegalMove", g.ID(), s, err)
		case st.Position() != before:
			t.Fatalf("%s: a rejected move changed the state", g.ID())
		}
	})
}
