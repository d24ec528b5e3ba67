package mill

import (
	"math/bits"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Point is a point of the morris board, numbered 0..23 in the canonical
// order a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1
// g1. Bit i of a Bits word is point i.
type Point int8

// NoPoint stands for "no point".
const NoPoint Point = -1

// Points is the number of points of the board.
const Points = 24

// pointNames are the point names in canonical order.
var pointNames = strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1")

// String returns the point's name, "a7" … "g1", or "-" for NoPoint.
func (p Point) String() string {
	if p < 0 || p >= Points {
		return "-"
	}
	return pointNames[p]
}

// ParsePoint reads a point name. Errors wrap board.ErrBadNotation.
func ParsePoint(s string) (Point, error) {
	if len(s) == 2 {
		if p := pointIndex[[2]byte{s[0], s[1]}]; p != 0 {
			return p - 1, nil
		}
	}
	return NoPoint, board.BadNotation(s, "not a point of the morris board (a7 d7 g7 b6 … d1 g1)")
}

// pointIndex maps a name to its point plus one (0: no point), so that the
// move reader looks names up without allocating.
var pointIndex = func() map[[2]byte]Point {
	m := make(map[[2]byte]Point, Points)
	for i, n := range pointNames {
		m[[2]byte{n[0], n[1]}] = Point(i + 1)
	}
	return m
}()

// Bits is a set of points, bit i standing for Point i: the occupancy word
// of one colour, the empty points, a mill.
type Bits uint32

// allPoints is the set of every point.
const allPoints Bits = 1<<Points - 1

// Has reports whether p is in the set.
func (b Bits) Has(p Point) bool { return b>>uint(p)&1 != 0 }

// Count returns the number of points in the set.
func (b Bits) Count() int { return bits.OnesCount32(uint32(b)) }

// bit returns the set holding p alone.
func bit(p Point) Bits { return 1 << uint(p) }

// lowest returns the lowest point of a non-empty set.
func (b Bits) lowest() Point { return Point(bits.TrailingZeros32(uint32(b))) }

// String lists the points in canonical order, space-separated.
func (b Bits) String() string {
	var s []string
	for ; b != 0; b &= b - 1 {
		s = append(s, b.lowest().String())
	}
	return strings.Join(s, " ")
}

// The lines of the board: the 16 orthogonal lines, and the four corner
// diagonals of twelve men's morris.
var (
	orthogonalLines = [][]string{
		{"a7", "d7", "g7"}, {"b6", "d6", "f6"}, {"c5", "d5", "e5"}, {"a4", "b4", "c4"},
		{"e4", "f4", "g4"}, {"c3", "d3", "e3"}, {"b2", "d2", "f2"}, {"a1", "d1", "g1"},
		{"a1", "a4", "a7"}, {"b2", "b4", "b6"}, {"c3", "c4", "c5"}, {"d1", "d2", "d3"},
		{"d5", "d6", "d7"}, {"e3", "e4", "e5"}, {"f2", "f4", "f6"}, {"g1", "g4", "g7"},
	}
	diagonalLines = [][]string{
		{"a1", "b2", "c3"}, {"g1", "f2", "e3"}, {"a7", "b6", "c5"}, {"g7", "f6", "e5"},
	}
)

// Morris returns the nine men's morris board as a board.Graph: the 24
// points in canonical order and the 16 lines (the mills); with diagonals,
// also the four corner diagonals of twelve men's morris.
func Morris(diagonals bool) *board.Graph {
	if diagonals {
		return diagonalGraph
	}
	return plainGraph
}

var (
	plainGraph    = mustGraph(orthogonalLines)
	diagonalGraph = mustGraph(append(append([][]string(nil), orthogonalLines...), diagonalLines...))
)

func mustGraph(lines [][]string) *board.Graph {
	g, err := board.NewGraph(board.GraphSpec{Points: pointNames, Lines: lines})
	if err != nil {
		panic("mill: the morris board does not build: " + err.Error())
	}
	return g
}

// geometry is what the move generator needs of a board, as sets of
// points derived from a board.Graph.
type geometry struct {
	lines []Bits // every line of three
	extra []Bits // the lines besides the 16 orthogonal ones (the diagonals)
	// pairs[p] are the other two points of each line through p; a stone
	// arriving on p forms a mill when the mover holds one whole pair.
	// Unused entries hold noPair, which no occupancy contains.
	pairs [Points][3]Bits
	adj   [Points]Bits // adjacent points
}

// noPair is a pair that no occupancy word holds (bit 31 is no point).
const noPair Bits = 1 << 31

// newGeometry reads the lines and the adjacency of g.
func newGeometry(g *board.Graph) geometry {
	var geo geometry
	for i := range geo.pairs {
		geo.pairs[i] = [3]Bits{noPair, noPair, noPair}
	}
	for l := range g.Lines() {
		var line Bits
		for _, p := range g.Line(l) {
			line |= bit(Point(p))
		}
		geo.lines = append(geo.lines, line)
		if l >= len(orthogonalLines) {
			geo.extra = append(geo.extra, line)
		}
	}
	for p := range Point(Points) {
		for i, l := range g.LinesThrough(board.Point(p)) {
			geo.pairs[p][i] = geo.lines[l] &^ bit(p)
		}
		for _, q := range g.Neighbors(board.Point(p)) {
			geo.adj[p] |= bit(Point(q))
		}
	}
	return geo
}

var (
	plainGeometry    = newGeometry(plainGraph)
	diagonalGeometry = newGeometry(diagonalGraph)
	knightTargets    = knightJumps(plainGraph)
)

// coordinates returns the file (0 for a) and rank (0 for 1) of p.
func coordinates(p Point) (x, y int) {
	n := pointNames[p]
	return int(n[0] - 'a'), int(n[1] - '1')
}

// compass directions as unit steps (x, y).
var compass = [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} // N E S W

// step returns the neighbour of p on g in direction d, or NoPoint. Every
// edge of the plain board is horizontal or vertical, so there is at most
// one.
func step(g *board.Graph, p Point, d int) Point {
	if p == NoPoint {
		return NoPoint
	}
	px, py := coordinates(p)
	for _, q := range g.Neighbors(board.Point(p)) {
		qx, qy := coordinates(Point(q))
		if sign(qx-px) == compass[d][0] && sign(qy-py) == compass[d][1] {
			return Point(q)
		}
	}
	return NoPoint
}

func sign(v int) int {
	switch {
	case v > 0:
		return 1
	case v < 0:
		return -1
	}
	return 0
}

// knightJumps derives the knight targets of every point on the plain board:
// three steps along lines, two in one compass direction and one in a
// perpendicular one, or one and then two; the points passed over may be
// occupied.
func knightJumps(g *board.Graph) [Points]Bits {
	var t [Points]Bits
	for p := range Point(Points) {
		for d := range 4 {
			for _, turn := range []int{1, 3} {
				e := (d + turn) % 4
				if q := step(g, step(g, step(g, p, d), d), e); q != NoPoint {
					t[p] |= bit(q)
				}
				if q := step(g, step(g, step(g, p, d), e), e); q != NoPoint {
					t[p] |= bit(q)
				}
			}
		}
	}
	return t
}

// KnightTargets returns the points a knight jump from p reaches (knight
// mill): three steps along lines, two in one compass direction and one at
// a right angle, or one and then two, over any stones. It returns the
// empty set for a value that is not a point.
func KnightTargets(p Point) Bits {
	if p < 0 || p >= Points {
		return 0
	}
	return knightTargets[p]
}

// The orthogonal lines as triples of bits, for counting mills in a few
// word operations: the canonical order numbers the eight horizontal lines
// as the bit triples 0–2, 3–5, …, 21–23, and verticalOrder numbers the
// eight vertical lines so. toVertical and fromVertical renumber a set
// between the two orders, a byte at a time.
var (
	verticalOrder            = strings.Fields("a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7")
	toVertical, fromVertical = renumberings()
)

func renumberings() (to, from [3][256]Bits) {
	var perm [Points]Point // canonical index → vertical index
	for i, n := range verticalOrder {
		p, err := ParsePoint(n)
		if err != nil {
			panic("mill: bad vertical order")
		}
		perm[p] = Point(i)
	}
	for k := range 3 {
		for v := range 256 {
			for i := range 8 {
				if v>>i&1 != 0 {
					p := Point(8*k + i)
					to[k][v] |= bit(perm[p])
					for q, pq := range perm {
						if pq == p {
							from[k][v] |= bit(Point(q))
						}
					}
				}
			}
		}
	}
	return to, from
}

// renumber maps a set through one of the renumbering tables.
func renumber(t *[3][256]Bits, b Bits) Bits {
	return t[0][b&255] | t[1][b>>8&255] | t[2][b>>16&255]
}

// tripleGaps returns the points whose two partners in their bit triple
// (0–2, 3–5, …) are both in o.
func tripleGaps(o Bits) Bits {
	const first Bits = 0x249249 // bits 0, 3, …, 21
	return o>>1&(o>>2)&first | o<<1&(o>>1)&(first<<1) | o<<1&(o<<2)&(first<<2)
}

// tripleFull returns the points of the bit triples (0–2, 3–5, …) that lie
// wholly in o.
func tripleFull(o Bits) Bits {
	const first Bits = 0x249249
	t := o & (o >> 1) & (o >> 2) & first
	return t | t<<1 | t<<2
}
