package domino

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// A Cell is a square of a puzzle grid: row and column from the top left,
// both from 0. It is written with the column as a letter and the row as a
// number from 1: (0,0) is a1, (6,7) is h7.
type Cell struct{ Row, Col int }

// String writes the cell, e.g. "c4".
func (c Cell) String() string { return string(rune('a'+c.Col)) + strconv.Itoa(c.Row+1) }

// parseCell reads a cell such as "c4".
func parseCell(s string) (Cell, bool) {
	if len(s) < 2 || len(s) > 3 || s[0] < 'a' || s[0] > 'z' {
		return Cell{}, false
	}
	r := 0
	for _, ch := range s[1:] {
		if ch < '0' || ch > '9' {
			return Cell{}, false
		}
		r = r*10 + int(ch-'0')
	}
	if r < 1 {
		return Cell{}, false
	}
	return Cell{r - 1, int(s[0] - 'a')}, true
}

// adjacent reports whether two cells share an edge.
func adjacent(a, b Cell) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr*dr+dc*dc == 1
}

// A Dominosa puzzle: a grid of (Max+2) columns × (Max+1)
// rows of numbers 0..Max, made by laying the double-Max set at random and
// forgetting where the tiles lay.
type Dominosa struct {
	Max   int   // the set's highest number (6 for the double-six set)
	Cells []int // numbers by rows, Rows()×Cols() of them
}

// Rows returns the number of rows, Max+1.
func (d Dominosa) Rows() int { return d.Max + 1 }

// Cols returns the number of columns, Max+2.
func (d Dominosa) Cols() int { return d.Max + 2 }

// At returns the number in cell c.
func (d Dominosa) At(c Cell) int { return d.Cells[c.Row*d.Cols()+c.Col] }

func (d Dominosa) in(c Cell) bool {
	return c.Row >= 0 && c.Row < d.Rows() && c.Col >= 0 && c.Col < d.Cols()
}

// A Placement is a tile laid on two adjacent cells.
type Placement struct{ A, B Cell }

// String writes the placement "a1-b1" with the cells in reading order.
func (p Placement) String() string {
	a, b := p.A, p.B
	if b.Row < a.Row || b.Row == a.Row && b.Col < a.Col {
		a, b = b, a
	}
	return a.String() + "-" + b.String()
}

// tileAt returns the tile a placement shows on the grid.
func (d Dominosa) tileAt(p Placement) Tile { return TileOf(d.At(p.A), d.At(p.B)) }

// String draws the grid, one row per line.
func (d Dominosa) String() string {
	var b strings.Builder
	for r := range d.Rows() {
		for c := range d.Cols() {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte(byte('0' + d.At(Cell{r, c})))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// ParseDominosa reads a grid written as rows of digits separated by "/"
// (spaces inside rows allowed), e.g. "1220/1102/0021" for a double-two
// puzzle. The shape gives Max; every number must occur Max+2 times.
func ParseDominosa(text string) (Dominosa, error) {
	const limit = 2 * 7 * 9 // 7 rows of 8 numbers, a space between any two characters
	if len(text) > limit {
		return Dominosa{}, tooLong(text, "a Dominosa grid", limit)
	}
	rows := strings.Split(strings.ReplaceAll(text, " ", ""), "/")
	max := len(rows) - 1
	if max < 1 || max > 6 {
		return Dominosa{}, board.BadNotation(text, "a Dominosa grid has 3 to 7 rows separated by /")
	}
	d := Dominosa{Max: max}
	count := make([]int, max+1)
	for _, row := range rows {
		if len(row) != max+2 {
			return Dominosa{}, board.BadNotation(text, "every row of a double-%d grid has %d numbers", max, max+2)
		}
		for _, ch := range row {
			v := int(ch - '0')
			if v < 0 || v > max {
				return Dominosa{}, board.BadNotation(text, "numbers run from 0 to %d", max)
			}
			count[v]++
			d.Cells = append(d.Cells, v)
		}
	}
	for v, k := range count {
		if k != max+2 {
			return Dominosa{}, board.BadNotation(text, "%d occurs %d times; each number occurs %d times", v, k, max+2)
		}
	}
	return d, nil
}

// Notation writes the grid as ParseDominosa reads it.
func (d Dominosa) Notation() string {
	var b strings.Builder
	for r := range d.Rows() {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range d.Cols() {
			b.WriteByte(byte('0' + d.At(Cell{r, c})))
		}
	}
	return b.String()
}

// Check reports whether the placements solve the puzzle: every
// cell covered exactly once by adjacent pairs whose numbers make every tile
// of the set once. The error says what is wrong.
func (d Dominosa) Check(ps []Placement) error {
	covered := make([]bool, len(d.Cells))
	var used Set
	for _, p := range ps {
		if !d.in(p.A) || !d.in(p.B) || !adjacent(p.A, p.B) {
			return fmt.Errorf("%v: not two adjacent cells of the grid", p)
		}
		for _, c := range []Cell{p.A, p.B} {
			i := c.Row*d.Cols() + c.Col
			if covered[i] {
				return fmt.Errorf("%v: cell %v is covered twice", p, c)
			}
			covered[i] = true
		}
		t := d.tileAt(p)
		if used.Has(t) {
			return fmt.Errorf("%v: tile %v is used twice", p, t)
		}
		used |= 1 << t
	}
	for i, ok := range covered {
		if !ok {
			return fmt.Errorf("cell %v is not covered", Cell{i / d.Cols(), i % d.Cols()})
		}
	}
	return nil
}

// Solve returns up to limit solutions (limit 2 tells unique from not).
func (d Dominosa) Solve(limit int) [][]Placement {
	sv := &dominosaSolver{d: d, limit: limit, partner: make([]int, len(d.Cells))}
	for i := range sv.partner {
		sv.partner[i] = -1
	}
	sv.search()
	return sv.found
}

type dominosaSolver struct {
	d       Dominosa
	limit   int
	partner []int // the cell each cell is paired with, -1 while free
	used    Set
	found   [][]Placement
}

// options returns the free neighbours of cell i whose tile is unused.
func (sv *dominosaSolver) options(i int, buf []int) []int {
	d := sv.d
	cols := d.Cols()
	r, c := i/cols, i%cols
	buf = buf[:0]
	for _, n := range [4]Cell{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}} {
		if !d.in(n) {
			continue
		}
		j := n.Row*cols + n.Col
		if sv.partner[j] < 0 && !sv.used.Has(TileOf(d.Cells[i], d.Cells[j])) {
			buf = append(buf, j)
		}
	}
	return buf
}

// search covers the free cell with the fewest options first.
func (sv *dominosaSolver) search() {
	if len(sv.found) >= sv.limit {
		return
	}
	best, bestN := -1, 5
	var buf [4]int
	for i := range sv.partner {
		if sv.partner[i] >= 0 {
			continue
		}
		n := len(sv.options(i, buf[:0]))
		if n < bestN {
			best, bestN = i, n
			if n == 0 {
				return
			}
		}
	}
	if best < 0 {
		sv.record()
		return
	}
	opts := sv.options(best, buf[:0])
	cells := make([]int, len(opts))
	copy(cells, opts)
	for _, j := range cells {
		t := TileOf(sv.d.Cells[best], sv.d.Cells[j])
		sv.partner[best], sv.partner[j] = j, best
		sv.used |= 1 << t
		sv.search()
		sv.partner[best], sv.partner[j] = -1, -1
		sv.used &^= 1 << t
	}
}

func (sv *dominosaSolver) record() {
	cols := sv.d.Cols()
	var ps []Placement
	for i, j := range sv.partner {
		if i < j {
			ps = append(ps, Placement{Cell{i / cols, i % cols}, Cell{j / cols, j % cols}})
		}
	}
	sv.found = append(sv.found, ps)
}

// GenerateDominosa makes a puzzle for the double-max set from r: a
// random domino tiling of the grid, the tiles dealt to it in random order
// and orientation. With unique, grids with more than one solution are
// discarded and the generation repeated. It also returns the generating
// solution.
func GenerateDominosa(max int, r *rand.Rand, unique bool) (Dominosa, []Placement) {
	for {
		d, ps := generateOnce(max, r)
		if !unique || len(d.Solve(2)) == 1 {
			return d, ps
		}
	}
}

func generateOnce(max int, r *rand.Rand) (Dominosa, []Placement) {
	d := Dominosa{Max: max, Cells: make([]int, (max+1)*(max+2))}
	ps := randomTiling(d.Rows(), d.Cols(), r)
	var tiles []Tile
	for t := Tile(0); t < NumTiles; t++ {
		if t.Hi() <= max {
			tiles = append(tiles, t)
		}
	}
	r.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	for k, p := range ps {
		a, b := tiles[k].Lo(), tiles[k].Hi()
		if r.IntN(2) == 0 {
			a, b = b, a
		}
		d.Cells[p.A.Row*d.Cols()+p.A.Col] = a
		d.Cells[p.B.Row*d.Cols()+p.B.Col] = b
	}
	return d, ps
}

// randomTiling tiles a rows×cols grid (even area) with dominoes at random:
// the first free cell in reading order is covered rightwards or downwards,
// in random order, backtracking from dead ends.
func randomTiling(rows, cols int, r *rand.Rand) []Placement {
	free := make([]bool, rows*cols)
	for i := range free {
		free[i] = true
	}
	var ps []Placement
	var fill func(from int) bool
	fill = func(from int) bool {
		i := from
		for i < len(free) && !free[i] {
			i++
		}
		if i == len(free) {
			return true
		}
		dirs := [2]int{1, cols}
		if r.IntN(2) == 0 {
			dirs[0], dirs[1] = dirs[1], dirs[0]
		}
		for _, step := range dirs {
			j := i + step
			if j >= len(free) || !free[j] || step == 1 && j%cols == 0 {
				continue
			}
			free[i], free[j] = false, false
			ps = append(ps, Placement{Cell{i / cols, i % cols}, Cell{j / cols, j % cols}})
			if fill(i + 1) {
				return true
			}
			ps = ps[:len(ps)-1]
			free[i], free[j] = true, true
		}
		return false
	}
	fill(0)
	return ps
}
