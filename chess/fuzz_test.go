package chess

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// FuzzFEN: no input panics the reader, and an accepted FEN writes back to a
// FEN that reads to the same position (and is then written identically).
func FuzzFEN(f *testing.F) {
	for _, fen := range startFENs() {
		f.Add(fen)
	}
	f.Add("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2")
	f.Add("8/8/8/4k3/8/8/8/4K3 w - -")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("error %v does not wrap ErrBadNotation", err)
			}
			return
		}
		out := p.FEN()
		q, err := ParseFEN(out)
		if err != nil {
			t.Fatalf("written FEN %q of %q does not read back: %v", out, s, err)
		}
		if q != p || q.FEN() != out {
			t.Fatalf("FEN %q -> %q -> %q", s, out, q.FEN())
		}
		if strings.Fields(s)[0] != strings.Fields(out)[0] {
			t.Fatalf("placement changed: %q -> %q", s, out)
		}
		p.CountMoves()
	})
}

// FuzzSAN: no input panics the move readers; an accepted move is legal and
// its SAN and UCI read back to it.
func FuzzSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exd6 e.p.", "e8=Q+", "a8Q", "Qh4xe1#", "Ng1f3!?", "e2e4", "e7e8q", "0000", "Ra1-a8"} {
		f.Add(StartFEN, s)
		f.Add("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", s)
		f.Add("8/P7/8/8/8/8/8/k6K w - - 0 1", s)
	}
	f.Fuzz(func(t *testing.T, fen, s string) {
		p, err := ParseFEN(fen)
		if err != nil {
			return
		}
		before := p
		for _, parse := range []func(string) (Move, error){p.ParseSAN, p.ParseUCI, p.ParseMove} {
			m, err := parse(s)
			if p != before {
				t.Fatalf("parsing %q changed the position", s)
			}
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
					t.Fatalf("error %v wraps no error kind", err)
				}
				continue
			}
			san := p.SAN(m)
			if back, err := p.ParseSAN(san); err != nil || back != m {
				t.Fatalf("%q -> %v -> %q -> %v, %v", s, m, san, back, err)
			}
			if back, err := p.ParseUCI(m.String()); err != nil || back != m {
				t.Fatalf("%q -> %v -> %v, %v", s, m, back, err)
			}
		}
	})
}

// FuzzUCI: the UCI reader alone, with the generic state's action syntax.
func FuzzUCI(f *testing.F) {
	for _, s := range []string{"e2e4", "e7e8q", "e1g1", "e1h1", "0000", "a1a1", "e2e4 offer", "resign", "claim", "accept", "h7h8N"} {
		f.Add(s)
	}
	g := Chess
	f.Fuzz(func(t *testing.T, s string) {
		st, _ := g.Parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
		before := st.Position()
		m, err := st.ParseMove(s)
		if st.Position() != before {
			t.Fatal("ParseMove changed the state")
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("error %v wraps no error kind", err)
			}
			return
		}
		if _, err := st.ParseMove(m.String()); err != nil {
			t.Fatalf("%q -> %q does not read back: %v", s, m, err)
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("parsed move %q does not play: %v", m, err)
		}
	})
}

// FuzzPGN: no input panics the PGN reader; every game it accepts replays,
// and its export reads back to the same moves.
func FuzzPGN(f *testing.F) {
	f.Add(twoGames)
	f.Add("1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 {c} $1 1-0")
	f.Add("[FEN \"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1\"]\n1. O-O+ *")
	f.Fuzz(func(t *testing.T, text string) {
		r := NewPGNReader(strings.NewReader(text))
		for i := 0; i < 50; i++ {
			g, err := r.Read()
			if err != nil {
				if err.Error() == "EOF" {
					return
				}
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
					t.Fatalf("error %v wraps no error kind", err)
				}
				continue
			}
			if _, err := g.Replay(nil); err != nil {
				t.Fatalf("accepted game does not replay: %v", err)
			}
			again, err := ReadPGN(g.String())
			if err != nil || len(again) != 1 {
				t.Fatalf("export %q does not read back: %v", g.String(), err)
			}
			if len(again[0].Moves) != len(g.Moves) {
				t.Fatalf("export changes the moves")
			}
		}
	})
}
