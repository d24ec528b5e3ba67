package domino_test

import (
	"math/rand/v2"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/domino"
)

// playout plays s to the end with the typed API and returns the plies.
func playout(s *domino.State, x *uint64, buf []domino.Move) int {
	plies := 0
	for s.ToMove() != board.Nobody {
		ms := s.LegalMoves(buf[:0])
		*x ^= *x << 13
		*x ^= *x >> 7
		*x ^= *x << 17
		s.Apply(ms[*x%uint64(len(ms))])
		plies++
	}
	return plies
}

// benchGames are the games and player counts of the playout benchmarks.
var benchGames = []struct {
	g *domino.Game
	n int
}{
	{domino.DominoGame, 2}, {domino.DominoGame, 4}, {domino.MatadorGame, 4}, {domino.HungarianGame, 4},
	{domino.FrenchGame, 2}, {domino.CrossGame, 4}, {domino.AllFivesGame, 2}, {domino.ItalianGame, 4},
	{domino.ThievesGame, 4},
}

// BenchmarkPlayout measures random playouts (the deal included) with the
// typed API (Copy, LegalMoves into a buffer, Apply), for the games of one hand
// and for matches. BenchmarkPlayoutGeneric plays the same games through
// board.State; run both in one go for the comparison:
//
//	go test ./domino -run NONE -bench 'Playout' -benchtime 2s
func BenchmarkPlayout(b *testing.B) {
	for _, c := range benchGames {
		b.Run(c.g.ID()+"/"+strconv.Itoa(c.n), func(b *testing.B) {
			start, _ := c.g.NewState(c.n)
			buf := make([]domino.Move, 0, 80)
			x := uint64(88172645463325252)
			plies := 0
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			b.ReportAllocs()
			for b.Loop() {
				plies += playout(start.Copy(), &x, buf)
			}
			runtime.ReadMemStats(&after)
			b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
			b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(plies), "allocs/ply")
		})
	}
}

// BenchmarkPlayoutGeneric is BenchmarkPlayout through board.State
// (boardtest.Bench: Clone, board.Playout with AppendLegal, Sample, Play).
func BenchmarkPlayoutGeneric(b *testing.B) {
	for _, c := range benchGames {
		b.Run(c.g.ID()+"/"+strconv.Itoa(c.n), func(b *testing.B) { boardtest.Bench(b, c.g, c.n) })
	}
}

// BenchmarkDeterminize measures Determinize in the middle of a hand.
func BenchmarkDeterminize(b *testing.B) {
	for _, id := range []string{"domino", "domino/cross"} {
		b.Run(id, func(b *testing.B) {
			g, _ := board.Lookup(id)
			s, _ := g.(*domino.Game).NewState(4)
			r := rand.New(rand.NewPCG(1, 2))
			for plies := 0; plies < 40 && s.ToMove() != board.Nobody; plies++ {
				ms := s.LegalMoves(nil)
				s.Apply(ms[r.IntN(len(ms))])
			}
			b.ReportAllocs()
			for b.Loop() {
				s.Determinize(0, r)
			}
		})
	}
}

// BenchmarkPlayoutCompare is the benchmark of record of the generic path:
// each iteration plays one playout with the typed API and one through
// board.State (board.Playout on a Clone), alternating, so that both sides
// see the same machine; it reports the time per ply of each, their ratio,
// and the allocations per ply of each.
func BenchmarkPlayoutCompare(b *testing.B) {
	for _, c := range benchGames {
		b.Run(c.g.ID()+"/"+strconv.Itoa(c.n), func(b *testing.B) {
			start, _ := c.g.NewState(c.n)
			buf := make([]domino.Move, 0, 80)
			x := uint64(88172645463325252)
			r := rand.New(rand.NewPCG(1, 2))
			var typed, generic time.Duration
			var typedPlies, genericPlies int
			for b.Loop() {
				t0 := time.Now()
				typedPlies += playout(start.Copy(), &x, buf)
				t1 := time.Now()
				n, err := board.Playout(start.Clone(), r)
				if err != nil {
					b.Fatal(err)
				}
				generic += time.Since(t1)
				typed += t1.Sub(t0)
				genericPlies += n
			}
			tp := float64(typed.Nanoseconds()) / float64(typedPlies)
			gp := float64(generic.Nanoseconds()) / float64(genericPlies)
			b.ReportMetric(tp, "typed-ns/ply")
			b.ReportMetric(gp, "generic-ns/ply")
			b.ReportMetric(gp/tp, "generic/typed")
			var plies int
			allocs := testing.AllocsPerRun(20, func() { plies += playout(start.Copy(), &x, buf) })
			b.ReportMetric(allocs*21/float64(plies), "typed-allocs/ply")
			plies = 0
			allocs = testing.AllocsPerRun(20, func() {
				n, _ := board.Playout(start.Clone(), r)
				plies += n
			})
			b.ReportMetric(allocs*21/float64(plies), "generic-allocs/ply")
		})
	}
}
