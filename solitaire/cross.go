package solitaire

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Holes is a set of holes of the cross board: bit h−1 stands for hole h,
// so the 33 holes fit the low bits of a uint64.
type Holes uint64

// NumHoles is the number of holes of the cross board.
const NumHoles = 33

// centre is hole 17, the middle of the board.
const centre = 17

// allHoles is the set of every hole.
const allHoles Holes = 1<<NumHoles - 1

// Hole returns the set holding hole h alone (empty for h outside 1..33).
func Hole(h int) Holes {
	if h < 1 || h > NumHoles {
		return 0
	}
	return 1 << (h - 1)
}

// Has reports whether hole h is in the set.
func (s Holes) Has(h int) bool { return s&Hole(h) != 0 }

// Len returns the number of holes in the set.
func (s Holes) Len() int { return bits.OnesCount64(uint64(s)) }

// List returns the holes of the set in ascending order.
func (s Holes) List() []int {
	out := make([]int, 0, s.Len())
	for t := s; t != 0; t &= t - 1 {
		out = append(out, bits.TrailingZeros64(uint64(t))+1)
	}
	return out
}

// HolesOf returns the set of the given holes; holes outside 1..33 are
// left out.
func HolesOf(hs ...int) Holes {
	var s Holes
	for _, h := range hs {
		s |= Hole(h)
	}
	return s
}

// A jump goes from a hole over its neighbour to the hole beyond.
type jump struct {
	from, over, to uint8 // hole numbers
	fromOver, to1  Holes // the two holes that must hold pieces, and the landing hole
	id             Jump  // the jump's number on its board
}

// geometry is what the move generators need of the cross board, derived
// once from the board package's graph of it: per hole, the neighbours and
// the jumps that start there.
type geometry struct {
	graph     *board.Graph
	point     [NumHoles + 1]board.Point // the graph point of each hole
	col, row  [NumHoles + 1]int8        // (c, r), row 0 at the top
	steps     [NumHoles + 1]Holes       // the neighbours of each hole
	neighbors [NumHoles + 1][]uint8
	jumps     []jump                            // every jump, by starting hole
	jumpsFrom [NumHoles + 1][]jump              // the jumps that start at each hole
	holeAt    [7][7]uint8                       // hole number at (c, r), 0 for none
	beyond    [NumHoles + 1][NumHoles + 1]uint8 // landing hole of from over over, 0 for none
	jumpID    [NumHoles + 1][NumHoles + 1]Jump  // 1 + the index in jumps of from over over, 0 for none
}

// The two geometries: orthogonal lines only (the solitaire board) and
// with the diagonals added (the Diagonals rule of the hunts).
var (
	orthogonal = mustGeometry(false)
	diagonal   = mustGeometry(true)
)

// onCross reports whether (c, r) is a hole: the 7×7 grid without its 2×2
// corners.
func onCross(c, r int) bool {
	return 0 <= c && c < 7 && 0 <= r && r < 7 && (2 <= c && c <= 4 || 2 <= r && r <= 4)
}

// holeNumbers numbers the holes 1–33 row by row from the top, left to
// right, which puts the centre (3, 3) at 17.
func holeNumbers() (at [7][7]uint8) {
	n := uint8(0)
	for r := range 7 {
		for c := range 7 {
			if onCross(c, r) {
				n++
				at[c][r] = n
			}
		}
	}
	return at
}

func mustGeometry(diagonals bool) *geometry {
	g, err := newGeometry(diagonals)
	if err != nil {
		panic(err) // the board is fixed: a failure here is a bug found by every test
	}
	return g
}

// newGeometry cuts the cross from the 7×7 grid with board.Grid.Graph.
// Grid ranks count from the bottom and the holes' rows from the top, so
// rank k is row 6−k.
func newGeometry(diagonals bool) (*geometry, error) {
	grid, err := board.NewGrid(7, 7)
	if err != nil {
		return nil, err
	}
	g := &geometry{holeAt: holeNumbers()}
	keep := func(s board.Square) bool { return onCross(grid.File(s), 6-grid.Rank(s)) }
	name := func(s board.Square) string {
		return strconv.Itoa(int(g.holeAt[grid.File(s)][6-grid.Rank(s)]))
	}
	dirs := []board.Direction{board.E, board.N}
	if diagonals {
		dirs = append(dirs, board.NE, board.NW)
	}
	if g.graph, err = grid.Graph(keep, name, dirs...); err != nil {
		return nil, err
	}
	if g.graph.Len() != NumHoles {
		return nil, fmt.Errorf("solitaire: the cross has %d holes, want %d", g.graph.Len(), NumHoles)
	}
	for c := range 7 {
		for r := range 7 {
			if h := g.holeAt[c][r]; h != 0 {
				g.col[h], g.row[h] = int8(c), int8(r)
			}
		}
	}
	for h := 1; h <= NumHoles; h++ {
		if g.point[h], err = g.graph.Point(strconv.Itoa(h)); err != nil {
			return nil, err
		}
	}
	hole := func(p board.Point) uint8 {
		n, _ := strconv.Atoi(g.graph.Name(p))
		return uint8(n)
	}
	for h := 1; h <= NumHoles; h++ {
		for _, p := range g.graph.Neighbors(g.point[h]) {
			b := hole(p)
			g.steps[h] |= Hole(int(b))
			g.neighbors[h] = append(g.neighbors[h], b)
			if q := g.graph.Beyond(g.point[h], p); q != board.NoPoint {
				c := hole(q)
				g.beyond[h][b] = c
				j := jump{from: uint8(h), over: b, to: c, fromOver: Hole(h) | Hole(int(b)), to1: Hole(int(c))}
				g.jumps = append(g.jumps, j)
				j.id = Jump(len(g.jumps)) // the diagonal board's 136 jumps fit a byte too
				g.jumps[len(g.jumps)-1] = j
				g.jumpID[h][b] = j.id
				g.jumpsFrom[h] = append(g.jumpsFrom[h], j)
			}
		}
	}
	return g, nil
}

// The eight symmetries of the board (rotations and reflections about the
// centre), as maps on (c, r) with c, r in 0..6.
var symmetries = [8]func(c, r int) (int, int){
	func(c, r int) (int, int) { return c, r },
	func(c, r int) (int, int) { return 6 - r, c },
	func(c, r int) (int, int) { return 6 - c, 6 - r },
	func(c, r int) (int, int) { return r, 6 - c },
	func(c, r int) (int, int) { return 6 - c, r },
	func(c, r int) (int, int) { return c, 6 - r },
	func(c, r int) (int, int) { return r, c },
	func(c, r int) (int, int) { return 6 - r, 6 - c },
}

// symTables maps each byte of a Holes value under each symmetry: the image
// of a set is the OR of five table entries.
var symTables = buildSymTables()

func buildSymTables() (t [8][5][256]Holes) {
	g := orthogonal
	for k, f := range symmetries {
		var image [NumHoles + 1]Holes
		for h := 1; h <= NumHoles; h++ {
			c, r := f(int(g.col[h]), int(g.row[h]))
			image[h] = Hole(int(g.holeAt[c][r]))
		}
		for b := range 5 {
			for v := range 256 {
				var s Holes
				for i := range 8 {
					if h := 8*b + i + 1; v&(1<<i) != 0 && h <= NumHoles {
						s |= image[h]
					}
				}
				t[k][b][v] = s
			}
		}
	}
	return t
}

// Symmetric returns the image of s under symmetry k (0..7; 0 is the
// identity).
func (s Holes) Symmetric(k int) Holes {
	t := &symTables[k&7]
	return t[0][byte(s)] | t[1][byte(s>>8)] | t[2][byte(s>>16)] | t[3][byte(s>>24)] | t[4][byte(s>>32)]
}

// Canonical returns the least of the eight images of s: two sets are
// equal up to symmetry exactly when their Canonical values are equal.
func (s Holes) Canonical() Holes {
	least := s
	for k := 1; k < 8; k++ {
		if t := s.Symmetric(k); t < least {
			least = t
		}
	}
	return least
}
