package halma_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
)

// FuzzParse feeds arbitrary text to every race's position reader: it
// either fails with ErrBadNotation or gives a state whose position reads
// back to itself.
func FuzzParse(f *testing.F) {
	for _, g := range []*halma.Game{halma.Halma, halma.SquareHalma, halma.ChessHalma, halma.PreciseHalma, halma.SoloHalma} {
		s, _ := g.New(g.Info().MinPlayers)
		f.Add(s.Position())
	}
	f.Add("..1 2 3")
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range []*halma.Game{halma.Halma, halma.SquareHalma, halma.ChessHalma, halma.PreciseHalma, halma.SoloHalma} {
			s, err := g.Parse(text)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("%s: Parse(%q): %v does not wrap ErrBadNotation", g.ID(), text, err)
				}
				continue
			}
			back, err := g.Parse(s.Position())
			if err != nil || back.Position() != s.Position() {
				t.Fatalf("%s: %q reads back as %v, %v", g.ID(), s.Position(), back, err)
			}
		}
	})
}

// FuzzParseMove feeds arbitrary text to the move reader of a mid-game
// state: it fails with ErrBadNotation or ErrIllegalMove and changes
// nothing, or reads a legal move that writes back the same.
func FuzzParseMove(f *testing.F) {
	for _, m := range []string{"103-92", "a3-c5", "pass", "1-121", "-", "a1-a1", "999-1"} {
		f.Add(m)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range []*halma.Game{halma.Halma, halma.SquareHalma} {
			s, _ := g.New(2)
			before := s.Position()
			m, err := s.ParseMove(text)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
					t.Fatalf("ParseMove(%q): %v", text, err)
				}
			} else if back, err := s.ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("%q reads as %v, which reads back as %v, %v", text, m, back, err)
			}
			if s.Position() != before {
				t.Fatalf("ParseMove(%q) changed the state", text)
			}
		}
	})
}
