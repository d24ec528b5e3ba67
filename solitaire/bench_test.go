package solitaire

import (
	"testing"
)

// BenchmarkPerft10 counts the 197,757,768 jump sequences of ten jumps from
// the standard start.
func BenchmarkPerft10(b *testing.B) {
	p := Samotar.newPuzzle(Samotar.start)
	for b.Loop() {
		if n := p.Perft(10); n != 197757768 {
			b.Fatalf("perft(10) = %d", n)
		}
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

// BenchmarkPuzzleMove lists the jumps and plays one, through the typed API.
func BenchmarkPuzzleMove(b *testing.B) {
	start := Samotar.newPuzzle(Samotar.start)
	p := start.Copy()
	var buf [maxJumps]Jump
	b.ReportAllocs()
	for b.Loop() {
		js := p.LegalMoves(buf[:0])
		if len(js) == 0 {
			*p = *start
			continue
		}
		p.Apply(js[len(js)-1])
	}
}
