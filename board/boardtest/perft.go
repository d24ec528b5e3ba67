package boardtest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// Perft is board.WalkPerft for tests: the generic reference walk, which
// ignores board.Perfter, so that a fast count can be checked against it. It
// panics with the error when a move of Legal fails to play: that is a broken
// game, which Run reports properly.
func Perft(s board.State, depth int) uint64 {
	n, err := board.WalkPerft(s, depth)
	if err != nil {
		panic("boardtest: " + err.Error())
	}
	return n
}

// perftOpen counts as Perft does and reports whether the walk met a
// finished game above the leaves (s itself included): only then may a
// board.Perfter that follows a family's perft convention count otherwise.
func perftOpen(s board.State, depth int) (n uint64, ended bool) {
	if depth <= 0 {
		return 1, false
	}
	if s.Outcome().Over {
		return 0, true
	}
	legal := s.Legal()
	if depth == 1 {
		return uint64(len(legal)), false
	}
	for _, m := range legal {
		c := s.Clone()
		if err := c.Play(m); err != nil {
			panic(fmt.Sprintf("boardtest: Perft: legal move %s does not play: %v", m, err))
		}
		k, e := perftOpen(c, depth-1)
		n += k
		ended = ended || e
	}
	return n, ended
}

// Bench is the body of a playout benchmark: each iteration plays one random
// game of g with the given number of players from New to the end, as
// board.Playout does, with a fixed seed so that runs compare. Besides ns/op and
// allocs/op (per playout) it reports plies/op, playouts/s and allocs/ply.
// The generic interface allocates at least the Legal slice per ply; a
// family's typed API is the place for allocation-free playouts.
//
//	func BenchmarkPlayout(b *testing.B) { boardtest.Bench(b, mygame.Game, 4) }
func Bench(b *testing.B, g board.Game, players int) {
	b.Helper()
	start, err := g.New(players)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	var plies int
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		n, err := board.Playout(start.Clone(), r)
		if err != nil {
			b.Fatal(err)
		}
		plies += n
	}
	runtime.ReadMemStats(&after)
	if b.N == 0 || plies == 0 {
		return
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
	if sec := b.Elapsed().Seconds(); sec > 0 {
		b.ReportMetric(float64(b.N)/sec, "playouts/s")
	}
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(plies), "allocs/ply")
}
