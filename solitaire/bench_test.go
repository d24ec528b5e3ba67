package solitaire

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
)

// BenchmarkPerft10 counts the 197,757,768 jump sequences of ten jumps from
// the standard start.
func BenchmarkPerft10(b *testing.B) {
	p := NewPuzzlePosition(Samotar.start)
	b.ReportAllocs()
	for b.Loop() {
		if n := p.Perft(10); n != 197757768 {
			b.Fatalf("perft(10) = %d", n)
		}
	}
}

// BenchmarkHuntPerft8 counts Ovce a vlci and Hrad rytířů eight plies deep
// from the start, every end rule applied.
func BenchmarkHuntPerft8(b *testing.B) {
	for _, g := range []*Game{FoxGeese, Castle} {
		b.Run(g.ID(), func(b *testing.B) {
			s, _ := g.New(2)
			p := s.(*Hunt)
			for b.Loop() {
				p.Perft(8)
			}
		})
	}
}

// BenchmarkSolveSamotar solves the 33-hole board from the standard start.
func BenchmarkSolveSamotar(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sol, err := Solve(NewPuzzlePosition(Samotar.start), SolveOptions{})
		if err != nil || !sol.Solvable {
			b.Fatal(sol, err)
		}
		b.ReportMetric(float64(sol.Positions), "positions")
	}
}

// BenchmarkCountPentagon counts the solutions of Pětiúhelník.
func BenchmarkCountPentagon(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sol, err := Solve(NewPuzzlePosition(Pentagon.start), SolveOptions{Count: true})
		if err != nil || sol.Count == 0 {
			b.Fatal(sol.Count, err)
		}
		b.ReportMetric(float64(sol.Positions), "positions")
	}
}

// BenchmarkPlayout plays random games through the generic board.State.
func BenchmarkPlayout(b *testing.B) {
	for _, c := range []struct {
		g       *Game
		players int
	}{{Samotar, 1}, {FoxGeese, 2}, {Castle, 2}, {Triangl, 2}, {Eater, 2}, {Fleas, 2}, {Mikado, 2}} {
		b.Run(c.g.ID(), func(b *testing.B) { boardtest.Bench(b, c.g, c.players) })
	}
}

// typedPlayouts plays random games through a typed API: moves lists the
// legal moves into buf, apply plays one, and reset starts a new game.
func typedPlayouts[M any](b *testing.B, moves func([]M) []M, apply func(M), reset func()) {
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]M, 0, 1024)
	games, plies := 0, 0
	b.ReportAllocs()
	for b.Loop() {
		ms := moves(buf[:0])
		if len(ms) == 0 {
			reset()
			games++
			continue
		}
		apply(ms[r.IntN(len(ms))])
		plies++
	}
	if sec := b.Elapsed().Seconds(); sec > 0 && games > 0 {
		b.ReportMetric(float64(games)/sec, "playouts/s")
	}
}

// BenchmarkTypedMove lists the legal moves and plays one through each
// game's typed API (0 allocations per move; the hunts' and Jedlík's
// repetition records grow now and then, but are kept across games).
func BenchmarkTypedMove(b *testing.B) {
	b.Run("solitaire", func(b *testing.B) {
		s := Samotar.newPuzzle(Samotar.start)
		typedPlayouts(b, s.LegalMoves, s.Apply, func() { *s = *Samotar.newPuzzle(Samotar.start) })
	})
	for _, g := range []*Game{FoxGeese, Castle} {
		b.Run(g.ID(), func(b *testing.B) {
			st, _ := g.New(2)
			s := st.(*Hunt)
			start := s.pos
			typedPlayouts(b, s.LegalMoves, s.Apply, func() {
				s.pos, s.history, s.cached = start, append(s.history[:0], start), false
			})
		})
	}
	b.Run("solitaire/triangl", func(b *testing.B) {
		s := Triangl.newTriangl(2)
		typedPlayouts(b, s.LegalMoves, s.Apply, func() { *s = *Triangl.newTriangl(2) })
	})
	b.Run("solitaire/eater", func(b *testing.B) {
		st, _ := Eater.New(2)
		s := st.(*EaterState)
		start := s.pos
		typedPlayouts(b, s.LegalMoves, s.Apply, func() {
			s.pos, s.history, s.cached = start, append(s.history[:0], start), false
		})
	})
	b.Run("solitaire/fleas", func(b *testing.B) {
		s := Fleas.newFleas(2)
		typedPlayouts(b, s.LegalMoves, s.Apply, func() { *s = *Fleas.newFleas(2) })
	})
	b.Run("solitaire/mikado", func(b *testing.B) {
		s := Mikado.newMikado(2)
		typedPlayouts(b, s.LegalMoves, s.Apply, func() { *s = *Mikado.newMikado(2) })
	})
}

// BenchmarkCountSamotar counts Samotář's solutions by levels (about a
// minute: run it with -benchtime 1x).
func BenchmarkCountSamotar(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if c := CountSamotar(); c.Solutions == 0 {
			b.Fatal("no solutions")
		}
	}
}
