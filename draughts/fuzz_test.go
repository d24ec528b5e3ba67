package draughts

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

var fuzzGames = []*Game{Dama, Czech, English, International, Turkish, Contract, WolfSheep, ToadsFrogs, Leap, CatchTheMan}

// FuzzParsePosition: no input panics; errors wrap ErrBadNotation; what
// parses writes back to text that parses to the same position.
func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"W:W21,22,K30:B1,2,3", "B:W21-32:B1-12", "W:Wa1,Kc3:Bb8:R1,0:P1:Q3:C4:E2:N2",
		"W:WK46:B23,37", "B:Wa1,c1,e1,g1:B:R0,1", `"W:W1:B2".`, "W:W1-50:B", "W:Wk3:B"} {
		for i := range fuzzGames {
			f.Add(uint8(i), s)
		}
	}
	f.Fuzz(func(t *testing.T, gi uint8, text string) {
		g := fuzzGames[int(gi)%len(fuzzGames)]
		s, err := g.Parse(text)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("%q: error %v is not ErrBadNotation", text, err)
			}
			return
		}
		pos := s.Position()
		again, err := g.Parse(pos)
		if err != nil {
			t.Fatalf("%q → %q does not parse: %v", text, pos, err)
		}
		if again.Position() != pos {
			t.Fatalf("%q → %q → %q", text, pos, again.Position())
		}
		_ = s.Legal()
		_ = s.String()
	})
}

// FuzzParseMove: no move text panics; rejections wrap ErrBadNotation or
// ErrIllegalMove and leave the state unchanged; accepted moves play.
func FuzzParseMove(f *testing.F) {
	positions := []string{"", "W:WK46:B23,37", "W:WKc3:Bb2,d4,f6", "W:Wc3:Bd4:R2,0", "W:WK8:B19,37,38,43", "W:WKd4:Bd3,d5"}
	for _, m := range []string{"11-15", "46x28x19", "46x19", "c3xe5xg7", "@d1", "pass", "c3:e5", "8x31", "a1-b2-c3", "x", "-", "46xx19", "resign", "accept", "11-15 offer", " offer"} {
		for i := range fuzzGames {
			f.Add(uint8(i), uint8(i), m)
		}
	}
	f.Fuzz(func(t *testing.T, gi, pi uint8, text string) {
		g := fuzzGames[int(gi)%len(fuzzGames)]
		var s board.State
		var err error
		if fen := positions[int(pi)%len(positions)]; fen == "" {
			s, err = g.New(2)
		} else if s, err = g.Parse(fen); err != nil {
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		before := s.Position()
		m, err := s.ParseMove(text)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) {
				t.Fatalf("%q: error %v of the wrong kind", text, err)
			}
			if s.Position() != before {
				t.Fatalf("%q: rejected move changed the state", text)
			}
			return
		}
		if err := s.Play(m); err != nil {
			t.Fatalf("%q read as %s does not play: %v", text, m, err)
		}
	})
}

// FuzzParsePDN (PDNReader through ParsePDN): no input panics; errors wrap
// ErrBadNotation; the good records write back to PDN that parses to as
// many records.
func FuzzParsePDN(f *testing.F) {
	f.Add(twoGames)
	f.Add("[a \"b\"]\n1. 11-15 {c} (2. x) $3 1-1")
	f.Add("1... 9-13 ; x\n% escape\n*")
	f.Fuzz(func(t *testing.T, text string) {
		recs, err := ParsePDN(text)
		if err != nil && !errors.Is(err, board.ErrBadNotation) {
			t.Fatalf("error %v is not ErrBadNotation", err)
		}
		var b strings.Builder
		if err := WritePDN(&b, recs); err != nil {
			t.Fatal(err)
		}
		again, err := ParsePDN(b.String())
		if err != nil {
			t.Fatalf("written PDN does not parse: %v\n%s", err, b.String())
		}
		if len(again) != len(recs) {
			t.Fatalf("%d records became %d\n%s", len(recs), len(again), b.String())
		}
		for _, r := range recs {
			if g, ok := r.Game(); ok {
				_, _ = r.Replay(g)
			}
		}
	})
}
