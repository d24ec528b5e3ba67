package solitaire

import (
	"errors"
	"fmt"
	"math/bits"
)

// ErrSearchLimit is returned by Solve when the search needs more positions
// than SolveOptions.MaxPositions allows.
var ErrSearchLimit = errors.New("solitaire: search limit reached")

// SolveOptions control Solve.
type SolveOptions struct {
	// Count asks for the number of solutions as well. Counting visits every
	// position reachable from the start, which is feasible for Kříž and
	// Pětiúhelník but not within the default limit for Samotář (23,475,688
	// positions up to symmetry, OEIS A112737).
	Count bool
	// MaxPositions bounds the positions (up to symmetry) the search may
	// store; 0 means DefaultMaxPositions.
	MaxPositions int
}

// DefaultMaxPositions is the default bound on the positions Solve stores:
// about 4 million, a few hundred megabytes at most.
const DefaultMaxPositions = 1 << 22

// Solution is what Solve found about a puzzle position.
type Solution struct {
	// Solvable reports whether one peg in hole 17 can be reached.
	Solvable bool
	// Jumps is one solution when Solvable: jumps that replay from the
	// position to the goal.
	Jumps []Jump
	// Count is the number of solutions (distinct jump sequences), when
	// SolveOptions.Count asked for it.
	Count uint64
	// Proof says how the answer was reached: "search" (a depth-first
	// search whose dead ends are remembered up to symmetry, pruned by two
	// pagoda functions), or "class"
	// when the position and the goal lie in different position classes
	// (the invariant of de Bruijn and Conway: along each diagonal
	// direction, the parities of the pegs on the three residue classes
	// mod 3 flip together at every jump), which proves without search that
	// no solution exists.
	Proof string
	// Positions is the number of positions (up to symmetry) the search
	// stored.
	Positions int
}

// Solve finds a solution of the puzzle position p — jumps that leave one
// peg, in hole 17 — or proves that none exists, and counts the solutions
// when asked. It treats positions alike up to the board's eight
// symmetries (the goal is symmetric) and remembers every dead end in a
// transposition table. p is not changed. The error wraps ErrSearchLimit
// when the search needs more than the allowed positions.
func Solve(p PuzzlePosition, opts SolveOptions) (Solution, error) {
	s := solver{max: opts.MaxPositions, goal: toGrid(Hole(centre))}
	if s.max <= 0 {
		s.max = DefaultMaxPositions
	}
	start := toGrid(p.pegs)
	if positionClass(start) != positionClass(s.goal) {
		return Solution{Proof: "class"}, nil
	}
	var sol Solution
	s.dead = make(map[gridBits]struct{})
	ok, err := s.find(start, 0)
	if err != nil {
		return Solution{}, err
	}
	sol.Proof, sol.Positions = "search", len(s.dead)
	if ok {
		sol.Solvable = true
		sol.Jumps = append([]Jump(nil), s.path[:s.depth]...)
	}
	if opts.Count {
		s.counts = make(map[gridBits]uint64)
		n, err := s.count(start)
		if err != nil {
			return Solution{}, err
		}
		sol.Count, sol.Positions = n, max(sol.Positions, len(s.counts))
	}
	return sol, nil
}

// solver holds one search.
type solver struct {
	goal   gridBits
	max    int
	dead   map[gridBits]struct{} // canonical positions from which the goal is out of reach
	counts map[gridBits]uint64   // canonical positions and their numbers of solutions
	path   [NumHoles]Jump
	depth  int
}

// find searches depth-first from pegs, at ply depth, and leaves the
// solution in path[:s.depth] when it finds one. The recursion is at most
// 32 deep, one level per jump.
func (s *solver) find(pegs gridBits, depth int) (bool, error) {
	if pegs == s.goal {
		s.depth = depth
		return true, nil
	}
	if !pagodasAllow(pegs) {
		return false, nil
	}
	key := gridCanonical(pegs)
	if _, dead := s.dead[key]; dead {
		return false, nil
	}
	for i := range gridDirs {
		d := &gridDirs[i]
		for t := d.jumpers(pegs); t != 0; t &= t - 1 {
			from := gridBits(1) << bits.TrailingZeros64(uint64(t))
			over, to := shifted(from, -d.shift), shifted(from, -2*d.shift)
			s.path[depth] = gridJump(from, over, to)
			ok, err := s.find(pegs&^(from|over)|to, depth+1)
			if ok || err != nil {
				return ok, err
			}
		}
	}
	if len(s.dead) >= s.max {
		return false, fmt.Errorf("more than %d positions: %w", s.max, ErrSearchLimit)
	}
	s.dead[key] = struct{}{}
	return false, nil
}

// count returns the number of solutions from pegs. Symmetric positions
// have the same number, since the goal is symmetric.
func (s *solver) count(pegs gridBits) (uint64, error) {
	if pegs == s.goal {
		return 1, nil
	}
	key := gridCanonical(pegs)
	if n, ok := s.counts[key]; ok {
		return n, nil
	}
	var n uint64
	for i := range gridDirs {
		d := &gridDirs[i]
		for t := d.jumpers(pegs); t != 0; t &= t - 1 {
			from := gridBits(1) << bits.TrailingZeros64(uint64(t))
			over, to := shifted(from, -d.shift), shifted(from, -2*d.shift)
			k, err := s.count(pegs&^(from|over) | to)
			if err != nil {
				return 0, err
			}
			n += k
		}
	}
	if len(s.counts) >= s.max {
		return 0, fmt.Errorf("more than %d positions: %w", s.max, ErrSearchLimit)
	}
	s.counts[key] = n
	return n, nil
}

// gridJump names a jump of the 7×7 layout by hole numbers.
func gridJump(from, over, to gridBits) Jump {
	hole := func(b gridBits) uint8 { return fromGrid[bits.TrailingZeros64(uint64(b))] }
	return NewJump(int(hole(from)), int(hole(over)), int(hole(to)))
}

// positionClass returns the de Bruijn–Conway class of a position: for
// each of the two diagonal directions, the parities of n0+n1 and n1+n2,
// where ni counts the pegs whose (c+r) mod 3, or (c−r) mod 3, is i. A jump
// removes one peg from two of the three residues and adds one to the
// third, flipping all three parities, so the class never changes.
func positionClass(pegs gridBits) int {
	var sum, diff [3]int
	for t := pegs; t != 0; t &= t - 1 {
		b := bits.TrailingZeros64(uint64(t))
		c, r := b%7, b/7
		sum[(c+r)%3]++
		diff[(c-r+6)%3]++
	}
	return (sum[0]+sum[1])&1 | (sum[1]+sum[2])&1<<1 | (diff[0]+diff[1])&1<<2 | (diff[1]+diff[2])&1<<3
}

// A pagoda function gives each hole a weight such that no jump raises the
// sum of the weights of the pegs (the landing hole weighs at most the two
// holes it empties), so a position whose sum is below the goal's cannot
// reach it. The two used here are symmetric under the board's eight
// symmetries, so that they agree with the symmetry reduction, and
// TestPagodas checks the inequality of both on every jump.
var pagodaTables = [2][NumHoles]int{
	{
		-1, 1, -1,
		1, 1, 1,
		-1, 1, 0, 1, 0, 1, -1,
		1, 1, 1, 2, 1, 1, 1,
		-1, 1, 0, 1, 0, 1, -1,
		1, 1, 1,
		-1, 1, -1,
	},
	{
		0, 1, 0,
		0, 1, 0,
		0, 0, 0, 0, 0, 0, 0,
		1, 1, 0, 1, 0, 1, 1,
		0, 0, 0, 0, 0, 0, 0,
		0, 1, 0,
		0, 1, 0,
	},
}

// pagodaMasks holds, per pagoda, the 7×7-layout holes of each weight from
// -1 to 2, so that a sum is four popcounts.
var pagodaMasks, pagodaGoal = buildPagodas()

func buildPagodas() (masks [len(pagodaTables)][4]gridBits, goal [len(pagodaTables)]int) {
	for k, table := range pagodaTables {
		for h, w := range table {
			masks[k][w+1] |= toGrid(Hole(h + 1))
		}
		goal[k] = table[centre-1]
	}
	return masks, goal
}

// pagodasAllow reports whether every pagoda function leaves the goal in
// reach of pegs.
func pagodasAllow(pegs gridBits) bool {
	for k := range pagodaMasks {
		m := &pagodaMasks[k]
		sum := -bits.OnesCount64(uint64(pegs&m[0])) + bits.OnesCount64(uint64(pegs&m[2])) + 2*bits.OnesCount64(uint64(pegs&m[3]))
		if sum < pagodaGoal[k] {
			return false
		}
	}
	return true
}
