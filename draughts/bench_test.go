package draughts

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
)

// Benchmarks of record (DRAUGHTS issue 5): perft of English checkers to
// depth 10 (published 18,391,564, A. Bik) and of international draughts to
// depth 8 (published 6,483,961, A. Bik), on bitboards; and the same on the
// general engine for comparison. Run with -bench=Perft -benchtime=1x.

func benchPerft(b *testing.B, g *Game, depth int, want uint64, general bool) {
	p := g.Start()
	b.ReportAllocs()
	var n uint64
	for b.Loop() {
		if general {
			n = p.perftMailbox(depth, false)
		} else {
			n = p.Perft(depth)
		}
	}
	if n != want {
		b.Fatalf("perft %d = %d, want %d", depth, n, want)
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "nodes/s")
}

func BenchmarkPerftEnglish10(b *testing.B) { benchPerft(b, English, 10, 18391564, false) }
func BenchmarkPerftInternational8(b *testing.B) {
	benchPerft(b, International, 8, 6483961, false)
}
func BenchmarkPerftEnglish10General(b *testing.B) { benchPerft(b, English, 10, 18391564, true) }
func BenchmarkPerftInternational8General(b *testing.B) {
	benchPerft(b, International, 8, 6483961, true)
}
func BenchmarkPerftTurkish6(b *testing.B)   { benchPerft(b, Turkish, 6, 931312, false) }
func BenchmarkPerftOldGerman5(b *testing.B) { benchPerft(b, OldGerman, 5, 694358, false) }

// BenchmarkGenerate measures one generation into a reused buffer; it must
// not allocate.
func BenchmarkGenerate(b *testing.B) {
	for _, g := range []*Game{English, International, Turkish} {
		b.Run(g.ID(), func(b *testing.B) {
			p := g.Start()
			buf := make([]Move, 0, 128)
			bb, _ := p.Bitboard()
			bbuf := make([]BitMove, 0, 128)
			b.ReportAllocs()
			for b.Loop() {
				if g.bb != nil {
					bbuf = bb.GenerateMoves(bbuf[:0])
				} else {
					buf = p.GenerateMoves(buf[:0])
				}
			}
		})
	}
}

// playoutGames are the rule sets of the benchmark of record: two on
// bitboards and two on the general engine.
var playoutGames = []*Game{Czech, International, Turkish, Corner}

// BenchmarkPlayout is the benchmark of record of the generic path: random
// games through board.State (boardtest.Bench: board.Playout, which lists
// moves with AppendLegal) beside the same games through the typed API
// (LegalMoves into a reused buffer and Apply), with allocations per ply.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range playoutGames {
		b.Run(g.ID()+"/generic", func(b *testing.B) { boardtest.Bench(b, g, 2) })
		b.Run(g.ID()+"/typed", func(b *testing.B) { benchTyped(b, g) })
	}
}

func benchTyped(b *testing.B, g *Game) {
	start := NewState(g.Start(), 1)
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, 128)
	b.ReportAllocs()
	var plies int
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		s := start.Copy()
		for !s.out.Over {
			buf = s.LegalMoves(buf)
			s.Apply(buf[r.IntN(len(buf))])
			plies++
		}
	}
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(plies), "allocs/ply")
}
