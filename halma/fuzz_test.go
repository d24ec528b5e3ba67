package halma_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
)

// fuzzGames are the games whose readers are fuzzed: one of each engine
// and position notation.
var fuzzGames = []board.Game{halma.Halma, halma.SquareHalma, halma.ChessHalma, halma.PreciseHalma, halma.SoloHalma,
	halma.GobangGame, halma.CatAndMouse, halma.TopSecretGame, halma.Tipsy, halma.Rakado, halma.Treasure}

// FuzzParse feeds arbitrary text to every engine's position reader: it
// either fails with ErrBadNotation or gives a state whose position reads
// back to itself.
func FuzzParse(f *testing.F) {
	for _, g := range fuzzGames {
		s, _ := g.New(g.Info().MinPlayers)
		f.Add(s.Position())
	}
	f.Add("..1 2 3")
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range fuzzGames {
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
			_ = s.Legal()
		}
	})
}

// FuzzParseMove feeds arbitrary text to the move reader of every engine's
// starting state: it fails with ErrBadNotation or ErrIllegalMove and
// changes nothing, or reads a legal move that writes back the same.
func FuzzParseMove(f *testing.F) {
	for _, m := range []string{"103-92", "a3-c5", "pass", "1-121", "-", "a1-a1", "999-1", "f7", "hide=17", "4", "q17"} {
		f.Add(m)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range fuzzGames {
			s, _ := g.New(g.Info().MinPlayers)
			before := s.Position()
			m, err := s.ParseMove(text)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
					t.Fatalf("%s: ParseMove(%q): %v", g.ID(), text, err)
				}
			} else if back, err := s.ParseMove(m.String()); err != nil || back != m {
				t.Fatalf("%s: %q reads as %v, which reads back as %v, %v", g.ID(), text, m, back, err)
			}
			if s.Position() != before {
				t.Fatalf("%s: ParseMove(%q) changed the state", g.ID(), text)
			}
		}
	})
}
