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
