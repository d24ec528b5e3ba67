package boardtest

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// Perft counts the leaf nodes of the game tree depth plies below s, by the
// generic walk through the board interfaces: every legal move of a seat and
// every chance outcome is one ply, a finished game below depth is no leaf,
// and Perft(s, 0) is 1. It ignores board.Perfter on purpose, so that it is
// the reference a fast Perfter is checked against; use FastPerft for speed.
// s is not changed (each move is played on a Clone).
//
// Perft panics with the error when a move of Legal fails to play: that is
// a broken game, which Run reports properly.
func Perft(s board.State, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	legal := s.Legal()
	if depth == 1 {
		return uint64(len(legal))
	}
	var n uint64
	for _, m := range legal {
		c := s.Clone()
		if err := c.Play(m); err != nil {
			panic(fmt.Sprintf("boardtest: Perft: legal move %s does not play: %v", m, err))
		}
		n += Perft(c, depth-1)
	}
	return n
}

// FastPerft counts through the state's own board.Perfter when it has one
// (bitboards, bulk counting), and as Perft does otherwise; tools such as the
// rulebook command use it so that perft runs at the family's full speed and
// counts as the family's published figures do. Run checks that the two agree
// wherever no game ends inside the tree.
func FastPerft(s board.State, depth int) uint64 {
	if p, ok := s.(board.Perfter); ok {
		return p.Perft(depth)
	}
	return Perft(s, depth)
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

// Playout plays s to the end with random moves from r: a uniformly random
// legal move for a seat, and at chance nodes an outcome drawn with its
// probability (board.Sample). It returns the number of plies played (chance
// outcomes included). It fails with an error when a move does not play, when
// a seat is to move without legal moves, or when the game has not ended
// within the game's Info.MaxPlies (when that is positive). s is changed; pass
// a Clone to keep the original.
func Playout(s board.State, r *rand.Rand) (plies int, err error) {
	return playout(s, r, s.Game().Info().MaxPlies)
}

// playout is Playout with the ply limit computed once by the caller, so that
// a benchmark does not count the cost of Info.
func playout(s board.State, r *rand.Rand, limit int) (plies int, err error) {
	for {
		switch to := s.ToMove(); to {
		case board.Nobody:
			return plies, nil
		case board.Chance:
			if _, err := board.Sample(s, r); err != nil {
				return plies, fmt.Errorf("boardtest: playout ply %d: %w", plies+1, err)
			}
		default:
			legal := s.Legal()
			if len(legal) == 0 {
				return plies, fmt.Errorf("boardtest: playout ply %d: seat %v to move has no legal move", plies+1, to)
			}
			m := legal[r.IntN(len(legal))]
			if err := s.Play(m); err != nil {
				return plies, fmt.Errorf("boardtest: playout ply %d: legal move %s does not play: %w", plies+1, m, err)
			}
		}
		plies++
		if limit > 0 && plies > limit {
			return plies, fmt.Errorf("boardtest: playout did not end within MaxPlies=%d", limit)
		}
	}
}

// Bench is the body of a playout benchmark: each iteration plays one random
// game of g with the given number of players from New to the end, as
// Playout does, with a fixed seed so that runs compare. Besides ns/op and
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
	limit := g.Info().MaxPlies
	r := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	var plies int
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		n, err := playout(start.Clone(), r, limit)
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
