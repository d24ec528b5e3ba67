package ludo_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// BenchmarkPlayout plays random games through the typed API (Moves into a
// reused buffer, Apply), from the start to the end, one game per op, on a
// copy of the starting state: allocs/op counts the allocations of a whole
// game, so 0 means that no move allocates.
func BenchmarkPlayout(b *testing.B) {
	for _, id := range []string{"ludo/propast", "ludo/propast-web", "ludo/snakes-and-ladders"} {
		g, _ := board.Lookup(id)
		tg := g.(*ludo.Game)
		for _, n := range []int{2, g.Info().MaxPlayers} {
			b.Run(fmt.Sprintf("%s/players=%d", id, n), func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, 2))
				buf := make([]ludo.TrackMove, 0, 6)
				plies := 0
				b.ReportAllocs()
				start, err := tg.NewTrackState(n)
				if err != nil {
					b.Fatal(err)
				}
				for b.Loop() {
					s := *start
					var p int
					p, buf = playout(&s, r, buf)
					plies += p
				}
				b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(plies), "ns/ply")
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}

// BenchmarkPlayoutGeneric plays the same games through the generic
// board.State interface (boardtest.Bench), which allocates the Legal slice
// and boxes moves at every ply.
func BenchmarkPlayoutGeneric(b *testing.B) {
	for _, id := range []string{"ludo/propast", "ludo/propast-web", "ludo/snakes-and-ladders"} {
		g, _ := board.Lookup(id)
		b.Run(id+"/players=4", func(b *testing.B) { boardtest.Bench(b, g, 4) })
	}
}

// BenchmarkParsePosition measures the position notation round trip.
func BenchmarkParsePosition(b *testing.B) {
	g, _ := board.Lookup("ludo/propast")
	b.ReportAllocs()
	for b.Loop() {
		s, err := g.Parse("off/12/0/29/5/0 2 move:4 placed:0")
		if err != nil {
			b.Fatal(err)
		}
		_ = s.Position()
	}
}
