package main

import (
	"sync/atomic"
	"testing"

	"github.com/rulebook-go/rulebook/chess"
)

// BenchmarkSearch measures the alpha-beta search to a fixed depth from the
// start and from Kiwipete, the perft test position of the Chess
// Programming Wiki; nodes/s counts negamax and quiescence nodes.
func BenchmarkSearch(b *testing.B) {
	for _, bench := range []struct {
		name, fen string
		depth     int
	}{
		{"start", chess.StartFEN, 6},
		{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5},
	} {
		b.Run(bench.name, func(b *testing.B) {
			pos, err := chess.ParseFEN(bench.fen)
			if err != nil {
				b.Fatal(err)
			}
			var nodes uint64
			var stop atomic.Bool
			b.ReportAllocs()
			for b.Loop() {
				s := &searcher{pos: pos, tt: newTable(16), stop: &stop}
				s.think(bench.depth, nil)
				nodes += s.nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}
