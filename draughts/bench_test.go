package draughts

import (
	"testing"
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

// BenchmarkPlayout measures random games through the board API.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range []*Game{Czech, International} {
		b.Run(g.ID(), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				st, _ := g.New(2)
				s := st.(*State)
				for k := 0; !s.out.Over; k++ {
					s.Apply(s.legal[(i+k)%len(s.legal)])
				}
			}
		})
	}
}
