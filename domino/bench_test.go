package domino_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/domino"
)

// playout plays s to the end with the typed API and returns the plies.
func playout(s *domino.State, x *uint64, buf []domino.Move) int {
	plies := 0
	for s.ToMove() != board.Nobody {
		ms := s.Moves(buf[:0])
		*x ^= *x << 13
		*x ^= *x >> 7
		*x ^= *x << 17
		s.Apply(ms[*x%uint64(len(ms))])
		plies++
	}
	return plies
}

// BenchmarkPlayout measures random playouts (the deal included) with the
// typed API, for the games of one hand and for matches.
func BenchmarkPlayout(b *testing.B) {
	for _, c := range []struct {
		id string
		n  int
	}{
		{"domino", 2}, {"domino", 4}, {"domino/matador", 4}, {"domino/hungarian", 4}, {"domino/french", 2},
		{"domino/cross", 4}, {"domino/all-fives", 2}, {"domino/italian", 4}, {"domino/thieves", 4},
	} {
		b.Run(c.id+"/"+string(rune('0'+c.n)), func(b *testing.B) {
			g, _ := board.Lookup(c.id)
			start, _ := g.(*domino.Game).NewState(c.n)
			s := start.Copy()
			buf := make([]domino.Move, 0, 80)
			x := uint64(88172645463325252)
			plies := 0
			b.ReportAllocs()
			for b.Loop() {
				s = start.Copy()
				plies += playout(s, &x, buf)
			}
			b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
		})
	}
}

// BenchmarkPlayoutGeneric is the same through board.State (boardtest.Bench),
// for comparison in one run.
func BenchmarkPlayoutGeneric(b *testing.B) {
	g, _ := board.Lookup("domino")
	boardtest.Bench(b, g, 4)
}

// BenchmarkDeterminize measures Determinize in the middle of a hand.
func BenchmarkDeterminize(b *testing.B) {
	for _, id := range []string{"domino", "domino/cross"} {
		b.Run(id, func(b *testing.B) {
			g, _ := board.Lookup(id)
			s, _ := g.(*domino.Game).NewState(4)
			r := rand.New(rand.NewPCG(1, 2))
			for plies := 0; plies < 40 && s.ToMove() != board.Nobody; plies++ {
				ms := s.Moves(nil)
				s.Apply(ms[r.IntN(len(ms))])
			}
			b.ReportAllocs()
			for b.Loop() {
				s.Determinize(0, r)
			}
		})
	}
}
