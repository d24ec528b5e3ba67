package solitaire

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

func FuzzPuzzleParseMove(f *testing.F) {
	for _, s := range []string{"5-10-17", "5-17", "29-24-17", "1-2-3", "", "-", "33-32-31", "5-10-17-24", "99-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st := newFuzzState(t)
		before := st.Position()
		m, err := st.ParseMove(s)
		if st.Position() != before {
			t.Fatalf("ParseMove(%q) changed the position", s)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): %v", s, err)
			}
			return
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("parsed move %v does not play: %v", m, err)
		}
	})
}

func newFuzzState(t *testing.T) board.State {
	s, err := Samotar.New(1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func FuzzPuzzleParse(f *testing.F) {
	for _, s := range []string{"oooooooooooooooo.oooooooooooooooo", "", "o", "................................."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st, err := Samotar.Parse(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			return
		}
		if st.Position() != s {
			t.Fatalf("Parse(%q).Position() = %q", s, st.Position())
		}
		_ = st.Legal()
		_ = st.Outcome()
	})
}

func FuzzHuntParseMove(f *testing.F) {
	for _, s := range []string{"7-8", "9x7", "5x17x29", "@4", "pass", "9x11x25x23x9", "", "x", "1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, castle bool) {
		g := FoxGeese
		if castle {
			g = CastleGame
		}
		st, err := g.New(2)
		if err != nil {
			t.Fatal(err)
		}
		before := st.Position()
		m, err := st.ParseMove(s)
		if st.Position() != before {
			t.Fatalf("ParseMove(%q) changed the position", s)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): %v", s, err)
			}
			return
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("parsed move %v does not play: %v", m, err)
		}
	})
}

func FuzzHuntParse(f *testing.F) {
	for _, s := range []string{"......S.W.W.SSS.S.SSSSSSSSSSSSSSS S", "......AA...AAAAAAAAAAAAAAAAAAAAAA D",
		".......S...WSSS.S.SSSSSSSSSSSSSSS S +9", ""} {
		f.Add(s)
	}
	penalty := mustGame(board.Names{ID: "solitaire/penalty", Name: "x", Summary: "x"}, Rules{Game: SheepAndWolves, WolfPenalty: true})
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []*Game{FoxGeese, CastleGame, penalty} {
			st, err := g.Parse(s)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("Parse(%q): %v", s, err)
				}
				continue
			}
			_ = st.Legal()
			_ = st.Outcome()
			if _, err := g.Parse(st.Position()); err != nil {
				t.Fatalf("Parse(%q).Position() = %q does not read back: %v", s, st.Position(), err)
			}
		}
	})
}
