package solitaire

import (
	"math/bits"
	"os"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// replaySolution checks that a solution replays to the goal.
func replaySolution(t *testing.T, g *Game, pegs Holes, jumps []Jump) {
	t.Helper()
	p := g.newPuzzle(pegs)
	for _, j := range jumps {
		require.NoError(t, p.PlayMove(j))
	}
	assert.Equal(t, "solved", p.Outcome().Reason)
}

func TestSolveCrossCount(t *testing.T) {
	// The Greek cross has 16 solutions (jump sequences), the figure the
	// project's issue 17 gives for Kříž.
	sol, err := Solve(NewPuzzlePosition(Cross.start), SolveOptions{Count: true})
	require.NoError(t, err)
	assert.True(t, sol.Solvable)
	assert.Equal(t, uint64(16), sol.Count)
	replaySolution(t, Cross, Cross.start, sol.Jumps)
}

func TestSolveSamotarAndPentagon(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds of search")
	}
	for _, g := range []*Game{Samotar, Pentagon} {
		sol, err := Solve(NewPuzzlePosition(g.start), SolveOptions{})
		require.NoError(t, err, g.ID())
		assert.True(t, sol.Solvable, g.ID())
		assert.Equal(t, "search", sol.Proof)
		assert.Len(t, sol.Jumps, g.start.Len()-1)
		replaySolution(t, g, g.start, sol.Jumps)
	}
}

func TestSolveProvesNone(t *testing.T) {
	// Two pegs far apart: no jump, not the goal.
	sol, err := Solve(NewPuzzlePosition(HolesOf(16, 18)), SolveOptions{Count: true})
	require.NoError(t, err)
	assert.False(t, sol.Solvable)
	assert.Zero(t, sol.Count)
	// 15 16 and 18 19 in one row: the only jumps are 15-16-17 and
	// 19-18-17, and each leaves three pegs in a row with no empty hole at
	// either end of the pair that could jump, so three pegs are stuck.
	sol, err = Solve(NewPuzzlePosition(HolesOf(15, 16, 18, 19)), SolveOptions{})
	require.NoError(t, err)
	assert.False(t, sol.Solvable)
	// The corner start (hole 1 empty) cannot end in 17: 1 = (2, 0) and 17
	// = (3, 3) lie in different classes of the rule of three, so the
	// complement positions differ in class.
	sol, err = Solve(NewPuzzlePosition(allHoles&^Hole(1)), SolveOptions{})
	require.NoError(t, err)
	assert.False(t, sol.Solvable)
	assert.Equal(t, "class", sol.Proof)
}

func TestSolveLimit(t *testing.T) {
	_, err := Solve(NewPuzzlePosition(Samotar.start), SolveOptions{Count: true, MaxPositions: 1000})
	assert.ErrorIs(t, err, ErrSearchLimit)
}

// TestA112737 checks the number of distinct positions up to symmetry after
// n jumps from the standard start against OEIS A112737 (George Bell,
// https://oeis.org/A112737): 1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312,
// 89927, 229614, 517854, 1022224, ... The positions are generated level by
// level with the 7×7 layout's jumps and reduced with its symmetries (the
// property tests tie both to the hole numbering). n ≤ 13; n ≤ 11 with
// -short.
func TestA112737(t *testing.T) {
	want := []int{1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927, 229614, 517854, 1022224}
	if testing.Short() {
		want = want[:12]
	}
	level := []gridBits{gridCanonical(toGrid(Samotar.start))}
	for n, w := range want {
		require.Equal(t, w, len(level), "positions after %d jumps", n)
		if n == len(want)-1 {
			break
		}
		next := make([]gridBits, 0, 8*len(level))
		for _, pegs := range level {
			for i := range gridDirs {
				d := &gridDirs[i]
				for t := d.jumpers(pegs); t != 0; t &= t - 1 {
					from := gridBits(1) << bits.TrailingZeros64(uint64(t))
					over, to := shifted(from, -d.shift), shifted(from, -2*d.shift)
					next = append(next, gridCanonical(pegs&^(from|over)|to))
				}
			}
		}
		slices.Sort(next)
		level = slices.Compact(next)
	}
}

func deep() bool { return os.Getenv("RULEBOOK_DEEP") != "" }

// TestPerftPublished: the number of jump sequences of n jumps from the
// standard start. Perft(10) = 197,757,768 is the figure of record;
// the small depths are checked by hand: 4 first jumps, each followed by 3
// (Samotář's scenario 2), so 12.
func TestPerftPublished(t *testing.T) {
	s := newState(t, Samotar, 1).(*Puzzle)
	assert.Equal(t, uint64(4), s.Perft(1))
	assert.Equal(t, uint64(12), s.Perft(2))
	n, err := board.Perft(s, 6)
	require.NoError(t, err)
	assert.Equal(t, n, s.Perft(6))
	if !testing.Short() {
		assert.Equal(t, uint64(197757768), s.Perft(10))
	}
}

// TestPagodas: no jump raises a pagoda function's sum, the property that
// makes it a proof.
func TestPagodas(t *testing.T) {
	for k, table := range pagodaTables {
		for _, j := range orthogonal.jumps {
			if table[j.to-1] > table[j.from-1]+table[j.over-1] {
				t.Errorf("pagoda %d: jump %d-%d-%d raises the sum", k, j.from, j.over, j.to)
			}
		}
		for sym := range 8 {
			for h := 1; h <= NumHoles; h++ {
				img := Hole(h).Symmetric(sym).List()[0]
				if table[img-1] != table[h-1] {
					t.Errorf("pagoda %d is not symmetric: holes %d and %d", k, h, img)
				}
			}
		}
	}
}

// TestSolveProvesDeadAfterFourJumps: after four jumps from the standard
// start there are 39 positions up to symmetry (OEIS A112737) but only 38
// from which the centre can be reached (OEIS A112738); the search proves
// the 39th dead. With RULEBOOK_DEEP=1 (a search of millions of positions).
func TestSolveProvesDeadAfterFourJumps(t *testing.T) {
	if !deep() {
		t.Skip("RULEBOOK_DEEP=1: a proof over millions of positions")
	}
	pegs, err := parsePegs("oooooooooooooooo...oooo.oooo.oooo")
	require.NoError(t, err)
	// Check that it is four jumps from the start, up to symmetry.
	found := false
	var walk func(p PuzzlePosition, depth int)
	walk = func(p PuzzlePosition, depth int) {
		if found {
			return
		}
		if depth == 4 {
			found = p.Pegs().Canonical() == pegs.Canonical()
			return
		}
		var buf [maxJumps]Jump
		for _, j := range p.GenerateMoves(buf[:0]) {
			c := p
			c.Make(j)
			walk(c, depth+1)
		}
	}
	walk(NewPuzzlePosition(Samotar.start), 0)
	require.True(t, found, "the position is four jumps from the start")
	sol, err := Solve(NewPuzzlePosition(pegs), SolveOptions{})
	require.NoError(t, err)
	assert.False(t, sol.Solvable)
	assert.Equal(t, "search", sol.Proof)
}

// TestShortestDeadEnd: the quickest way to get stuck from the standard
// start takes six jumps ("It is possible to reach a dead end in just six
// moves", Durango Bill, 33 Hole Peg Solitaire,
// http://www.durangobill.com/Peg33.html, who counts each jump as a move).
func TestShortestDeadEnd(t *testing.T) {
	shortest := 0
	var walk func(p PuzzlePosition, depth int)
	walk = func(p PuzzlePosition, depth int) {
		if p.Stuck() {
			if shortest == 0 || depth < shortest {
				shortest = depth
			}
			return
		}
		if depth == 6 {
			return
		}
		var buf [maxJumps]Jump
		for _, j := range p.GenerateMoves(buf[:0]) {
			c := p
			c.Make(j)
			walk(c, depth+1)
		}
	}
	walk(NewPuzzlePosition(Samotar.start), 0)
	assert.Equal(t, 6, shortest)
}
