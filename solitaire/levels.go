package solitaire

import (
	"math/bits"
	"slices"
)

// forwardLevels returns, for n = 0, 1, …, the positions (up to symmetry,
// canonical, sorted) that n jumps can reach from start: OEIS A112737 for
// the Samotář start.
func forwardLevels(start gridBits) [][]gridBits {
	levels := [][]gridBits{{gridCanonical(start)}}
	for {
		cur := levels[len(levels)-1]
		children := 0 // sized exactly: the largest level has about 30 million children
		for _, pegs := range cur {
			children += gridCount(pegs)
		}
		next := make([]gridBits, 0, children)
		for _, pegs := range cur {
			next = appendChildren(next, pegs)
		}
		if len(next) == 0 {
			return levels
		}
		slices.Sort(next)
		levels = append(levels, slices.Clip(slices.Compact(next)))
	}
}

// appendChildren appends the canonical forms of the positions one jump
// from pegs.
func appendChildren(buf []gridBits, pegs gridBits) []gridBits {
	for i := range gridDirs {
		d := &gridDirs[i]
		for t := d.jumpers(pegs); t != 0; t &= t - 1 {
			from := gridBits(1) << bits.TrailingZeros64(uint64(t))
			over, to := shifted(from, -d.shift), shifted(from, -2*d.shift)
			buf = append(buf, gridCanonical(pegs&^(from|over)|to))
		}
	}
	return buf
}

// SamotarCounts are the figures CountSamotar computes.
type SamotarCounts struct {
	// Solutions is the number of jump sequences from the standard start
	// that leave one peg in 17.
	Solutions uint64
	// Positions[n] is the number of positions, up to symmetry, that n
	// jumps reach from the start (OEIS A112737).
	Positions []int
	// Solvable[n] is the number of those from which one peg in 17 can
	// still be reached (OEIS A112738).
	Solvable []int
}

// CountSamotar counts the solutions of Samotář from the standard start,
// which depth-first counting (Solve with Count) cannot do within its limit.
// It enumerates every position reachable from the start, level by level
// (23,475,688 up to symmetry), so it takes about a minute and 1.5 GB of
// memory.
func CountSamotar() SamotarCounts { return countByLevels() }

// countByLevels counts the solutions of the central game by levels: a
// position can still reach one peg in 17 exactly when its complement can
// be reached from the complement of that goal — the Samotář start — since
// playing backwards is playing forwards with pegs and holes exchanged. So
// the forward levels from the start tell, at every level, which positions
// are solvable, and the solutions are counted forwards over those alone.
// With symmetry, T(Q) is the number of jump sequences from the start to
// any position of the class Q; it is the sum, over the classes P of the
// level before, of T(P) times the jumps from P's representative into Q.
func countByLevels() SamotarCounts {
	start := toGrid(allHoles &^ Hole(centre))
	levels := forwardLevels(start)
	last := len(levels) - 1 // 31 jumps
	solvable := make([][]gridBits, len(levels))
	for n, level := range levels {
		opposite := levels[last-n]
		for _, q := range level {
			if _, ok := slices.BinarySearch(opposite, gridCanonical(gridValid&^q)); ok {
				solvable[n] = append(solvable[n], q)
			}
		}
	}
	counts := SamotarCounts{Positions: make([]int, len(levels)), Solvable: make([]int, len(levels))}
	for n := range levels {
		counts.Positions[n], counts.Solvable[n] = len(levels[n]), len(solvable[n])
	}
	levels = nil // free the levels for the count
	paths := []uint64{1}
	var buf []gridBits
	for n := 0; n < last; n++ {
		next := make([]uint64, len(solvable[n+1]))
		for i, q := range solvable[n] {
			buf = appendChildren(buf[:0], q)
			for _, c := range buf {
				if j, ok := slices.BinarySearch(solvable[n+1], c); ok {
					next[j] += paths[i]
				}
			}
		}
		paths = next
	}
	if len(paths) == 1 {
		counts.Solutions = paths[0]
	}
	return counts
}
