package mill_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/mill"
)

// BenchmarkPerft measures perft with bulk counting from the start of nine
// men's morris; perft(6) = 99,274,176 leaves (issue 14). Mleaves/s is the
// figure of README's speed table.
func BenchmarkPerft(b *testing.B) {
	for _, c := range []struct {
		name   string
		g      *mill.Game
		depth  int
		leaves uint64
	}{
		{"mill-6", mill.NineMensMorris, 6, 99_274_176},
		{"twelve-5", mill.TwelveMensMorris, 5, 5_150_880},
		{"dice-8", mill.DiceMill, 8, 2_508_032_507_904},
	} {
		b.Run(c.name, func(b *testing.B) {
			p := c.g.Start()
			b.ReportAllocs()
			for b.Loop() {
				if n := p.Perft(c.depth); n != c.leaves {
					b.Fatalf("perft(%d) = %d, want %d", c.depth, n, c.leaves)
				}
			}
			b.ReportMetric(float64(c.leaves)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}

// BenchmarkPerftFull measures perft without bulk counting: every leaf
// made and taken back.
func BenchmarkPerftFull(b *testing.B) {
	p := mill.NineMensMorris.Start()
	b.ReportAllocs()
	for b.Loop() {
		if n := p.PerftFull(5); n != 5_140_800 {
			b.Fatalf("perft(5) = %d", n)
		}
	}
	b.ReportMetric(5_140_800*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

var benchGames = []*mill.Game{mill.NineMensMorris, mill.LaskerMorris, mill.KnightMill, mill.DiceMill,
	mill.TwelveMensMorris, mill.TheHunt, mill.CrossMill}

// BenchmarkPlayout plays random games through board.State (generic) and
// through the typed API (typed: State.LegalMoves into one buffer, Apply),
// per game; playouts/s is README's figure, allocs/ply the generic path's.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range benchGames {
		b.Run(g.ID()+"/generic", func(b *testing.B) { boardtest.Bench(b, g, 2) })
		b.Run(g.ID()+"/typed", func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]mill.Move, 0, mill.MaxMoves)
			b.ReportAllocs()
			plies := 0
			for b.Loop() {
				plies += typedPlayout(g, r, buf)
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// typedPlayout plays one random game of g on the typed State (which keeps
// the repetition history) and returns its plies: throws drawn with their
// chances, moves uniformly.
func typedPlayout(g *mill.Game, r *rand.Rand, buf []mill.Move) int {
	s := g.NewState(g.Start())
	plies := 0
	for {
		buf = s.LegalMoves(buf[:0])
		if len(buf) == 0 {
			return plies
		}
		m := buf[r.IntN(len(buf))]
		if _, ok := m.IsThrow(); ok {
			m = mill.ThrowOf(r)
		}
		s.Apply(m)
		plies++
	}
}
