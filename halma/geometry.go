package halma

import (
	"math"
	"math/bits"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// maxCells is the most cells of a board whose pieces are kept in cells
// bitsets: the 16×16 square board. maxPoints is the most points of any
// board: the 17×17 intersections of the square board's lines.
const (
	maxCells  = 256
	maxPoints = 17 * 17
)

// cells is a set of cells of one board, one bit per cell: the 121 points
// of the star use two words, the 256 squares of the square board four.
type cells [4]uint64

func (c *cells) set(i int)        { c[i>>6] |= 1 << (i & 63) }
func (c *cells) clear(i int)      { c[i>>6] &^= 1 << (i & 63) }
func (c cells) has(i int) bool    { return c[i>>6]>>(i&63)&1 != 0 }
func (c cells) and(d cells) cells { return cells{c[0] & d[0], c[1] & d[1], c[2] & d[2], c[3] & d[3]} }
func (c cells) or(d cells) cells  { return cells{c[0] | d[0], c[1] | d[1], c[2] | d[2], c[3] | d[3]} }
func (c cells) andNot(d cells) cells {
	return cells{c[0] &^ d[0], c[1] &^ d[1], c[2] &^ d[2], c[3] &^ d[3]}
}
func (c cells) empty() bool         { return c[0]|c[1]|c[2]|c[3] == 0 }
func (c cells) within(d cells) bool { return c.andNot(d).empty() }
func (c cells) count() int {
	return bits.OnesCount64(c[0]) + bits.OnesCount64(c[1]) + bits.OnesCount64(c[2]) + bits.OnesCount64(c[3])
}

// next returns the lowest cell of c and c without it; -1 when c is empty.
func (c cells) next() (int, cells) {
	for w := range 4 {
		if c[w] != 0 {
			i := bits.TrailingZeros64(c[w])
			c[w] &= c[w] - 1
			return w<<6 | i, c
		}
	}
	return -1, c
}

// Kind is the board a game is played on.
type Kind uint8

// The boards.
const (
	Star   Kind = iota // the 121-point star, points numbered 1…121
	Square             // the 16×16 board, squares a1…p16
	Small              // the 8×8 board, squares a1…h8

	points Kind = 3 // the 17×17 intersections of the square board's lines, a1…q17 (Obklíčení); not a Rules.Board
)

var kindNames = []string{"star", "square", "small"}

// String returns "star", "square" or "small".
func (k Kind) String() string { return board.ChoiceName(k, kindNames) }

// MarshalText writes the board's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a board's name.
func (k *Kind) UnmarshalText(b []byte) error { return board.ParseChoice(k, kindNames, b) }

// Choices lists the boards' names.
func (Kind) Choices() []string { return kindNames }

// geometry is one board: its cells, their names, the neighbour table and
// the drawing coordinates. The three boards are built once.
type geometry struct {
	kind  Kind
	n     int // cells
	dirs  int // directions: 6 on the star, 8 on square boards
	grid  board.Grid
	nb    [maxPoints][8]int16 // neighbour in each direction, -1 off the board
	names []string
	index map[string]int
	x, y  []float64 // drawing centres, one unit between neighbours
	q, r  []int     // star: axial coordinates; square: file and rank
	dark  cells     // square boards: the dark squares
}

// The directions of the star in axial (q, r) steps; opposite directions
// are d and d^1.
var starDirs = [6][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}

// onStar reports whether axial (q, r) is a point of the star: the union of
// two big triangles.
func onStar(q, r int) bool {
	s := -q - r
	return q <= 4 && r <= 4 && s <= 4 || q >= -4 && r >= -4 && s >= -4
}

var geometries = [4]*geometry{newStar(), newSquare(Square, 16), newSquare(Small, 8), newSquare(points, 17)}

// newStar numbers the star's points in reading order: rows r = −8 (top)
// to +8, q growing within a row.
func newStar() *geometry {
	g := &geometry{kind: Star, dirs: 6, index: map[string]int{}}
	at := map[[2]int]int{}
	for r := -8; r <= 8; r++ {
		for q := -8; q <= 8; q++ {
			if onStar(q, r) {
				at[[2]int{q, r}] = g.n
				g.q, g.r = append(g.q, q), append(g.r, r)
				g.x = append(g.x, float64(q)+float64(r)/2)
				g.y = append(g.y, float64(r)*math.Sqrt(3)/2)
				g.n++
			}
		}
	}
	for i := range g.n {
		name := strconv.Itoa(i + 1)
		g.names = append(g.names, name)
		g.index[name] = i
		for d := range 8 {
			g.nb[i][d] = -1
			if d < 6 {
				if j, ok := at[[2]int{g.q[i] + starDirs[d][0], g.r[i] + starDirs[d][1]}]; ok {
					g.nb[i][d] = int16(j)
				}
			}
		}
	}
	return g
}

// newSquare builds a square board of side n on board.Grid: squares
// numbered a1, b1, …, then the next rank; the eight compass directions.
func newSquare(kind Kind, side int) *geometry {
	grid, err := board.NewGrid(side, side)
	if err != nil {
		panic(err) // the sides are fixed
	}
	g := &geometry{kind: kind, dirs: 8, grid: grid, n: grid.Len(), index: map[string]int{}}
	for sq := range grid.Squares() {
		i := int(sq)
		name := grid.Name(sq)
		g.names = append(g.names, name)
		g.index[name] = i
		g.q, g.r = append(g.q, grid.File(sq)), append(g.r, grid.Rank(sq))
		g.x = append(g.x, float64(grid.File(sq)))
		g.y = append(g.y, float64(side-1-grid.Rank(sq)))
		if grid.Dark(sq) && kind != points {
			g.dark.set(i)
		}
		for d, dir := range board.AllDirections() {
			g.nb[i][d] = int16(grid.Step(sq, dir))
		}
	}
	return g
}

// cell returns the cell named name, or -1.
func (g *geometry) cell(name string) int {
	if i, ok := g.index[name]; ok {
		return i
	}
	return -1
}

// at returns the cell at axial (q, r) on the star or file q, rank r on a
// square board, -1 off the board.
func (g *geometry) at(q, r int) int {
	if g.kind == Star {
		if !onStar(q, r) {
			return -1
		}
		for i := range g.n { // only while building camps
			if g.q[i] == q && g.r[i] == r {
				return i
			}
		}
		return -1
	}
	return int(g.grid.Square(q, r))
}

// where returns the cells for which keep holds.
func (g *geometry) where(keep func(q, r int) bool) cells {
	var c cells
	for i := range g.n {
		if keep(g.q[i], g.r[i]) {
			c.set(i)
		}
	}
	return c
}

// StarPoint returns the number of the star's point at axial coordinates
// (q, r) — "1" for the N apex (4, −8), "121" for the S apex (−4, 8) — or
// "" when (q, r) is not on the board.
func StarPoint(q, r int) string {
	if !onStar(q, r) {
		return ""
	}
	return geometries[Star].names[geometries[Star].at(q, r)]
}

// list names the cells of c in the board's order.
func (g *geometry) list(c cells) []string {
	var out []string
	for {
		var i int
		if i, c = c.next(); i < 0 {
			return out
		}
		out = append(out, g.names[i])
	}
}
