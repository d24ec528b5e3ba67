package main

import (
	"testing"

	notnil "github.com/notnil/chess"
	"github.com/rulebook-go/rulebook/chess"
)

// BenchmarkPerft4 compares both libraries on perft(4) from the start
// position (197,281 nodes) in one run:
//
//	go test -bench . -benchmem
func BenchmarkPerft4(b *testing.B) {
	const depth, want = 4, 197281
	b.Run("rulebook", func(b *testing.B) {
		p := chess.StartPosition()
		b.ReportAllocs()
		for b.Loop() {
			if n := p.Perft(depth); n != want {
				b.Fatal(n)
			}
		}
	})
	b.Run("notnil", func(b *testing.B) {
		pos := notnil.NewGame().Position()
		b.ReportAllocs()
		for b.Loop() {
			if n := notnilPerft(pos, depth); n != want {
				b.Fatal(n)
			}
		}
	})
}

// TestSameCounts checks that both sides count the same trees.
func TestSameCounts(t *testing.T) {
	for _, fen := range []string{chess.StartFEN, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"} {
		a, err := timeRulebook(fen, 3)
		if err != nil {
			t.Fatal(err)
		}
		b, err := timeNotnil(fen, 3)
		if err != nil {
			t.Fatal(err)
		}
		if a.nodes != b.nodes {
			t.Errorf("%s: rulebook %d, notnil %d", fen, a.nodes, b.nodes)
		}
	}
}
