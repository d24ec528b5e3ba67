package domino

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// maxSide bounds the puzzle grids: 8×8 cells at most.
const maxSide = 8

// Region is the set of cells a solitaire puzzle is played on, inside an
// 8×8 box, written as rows of '#' (in) and '.' (out) separated by '/'.
type Region struct {
	Rows, Cols int
	In         [maxSide * maxSide]bool
}

// BrickRegion is the default Uniforma region, Lucas's brick: rows 0, 1,
// 4, 5 use columns 0–7, rows 2, 3, 6, 7 columns 1–6.
func BrickRegion() Region {
	r, _ := ParseRegion("########/########/.######./.######./########/########/.######./.######.")
	return r
}

// ParseRegion reads a region.
func ParseRegion(text string) (Region, error) {
	if len(text) > maxSide*(maxSide+1) {
		return Region{}, tooLong(text, "a region", maxSide*(maxSide+1))
	}
	rows := strings.Split(text, "/")
	var rg Region
	rg.Rows = len(rows)
	if rg.Rows < 1 || rg.Rows > maxSide {
		return Region{}, board.BadNotation(text, "a region has 1 to %d rows separated by /", maxSide)
	}
	for r, row := range rows {
		if r == 0 {
			rg.Cols = len(row)
		}
		if len(row) != rg.Cols || rg.Cols < 1 || rg.Cols > maxSide {
			return Region{}, board.BadNotation(text, "the rows of a region have the same length, 1 to %d", maxSide)
		}
		for c, ch := range row {
			switch ch {
			case '#':
				rg.In[r*maxSide+c] = true
			case '.':
			default:
				return Region{}, board.BadNotation(text, "a region is written with # and .")
			}
		}
	}
	return rg, nil
}

// String writes the region as ParseRegion reads it.
func (rg Region) String() string {
	var b strings.Builder
	for r := range rg.Rows {
		if r > 0 {
			b.WriteByte('/')
		}
		for c := range rg.Cols {
			if rg.In[r*maxSide+c] {
				b.WriteByte('#')
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

func (rg Region) has(c Cell) bool {
	return c.Row >= 0 && c.Row < rg.Rows && c.Col >= 0 && c.Col < rg.Cols && rg.In[c.Row*maxSide+c.Col]
}

// blocks cuts the region into 2×2 blocks. The cut is forced: the first
// uncut cell in reading order must be the top left of its block. It
// returns the block number of every cell, or false when no cut exists.
func (rg Region) blocks() ([maxSide * maxSide]int8, bool) {
	var blk [maxSide * maxSide]int8
	for i := range blk {
		blk[i] = -1
	}
	n := int8(0)
	for r := range rg.Rows {
		for c := range rg.Cols {
			if !rg.In[r*maxSide+c] || blk[r*maxSide+c] >= 0 {
				continue
			}
			for _, d := range [4]Cell{{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}} {
				if !rg.has(d) || blk[d.Row*maxSide+d.Col] >= 0 {
					return blk, false
				}
				blk[d.Row*maxSide+d.Col] = n
			}
			n++
		}
	}
	return blk, true
}

// A Requirement is one of the player's extra requirements of Uniforma:
// Cell must show Number; or, with Row ≥ 0, the blocks met along
// that row, left to right, show Sequence.
type Requirement struct {
	Cell     Cell
	Number   int
	Row      int
	Sequence []int
}

// String writes "a1=6" or "row1=1,2,3" (rows from 1).
func (q Requirement) String() string {
	if q.Row >= 0 {
		return "row" + strconv.Itoa(q.Row+1) + "=" + ints(q.Sequence)
	}
	return q.Cell.String() + "=" + strconv.Itoa(q.Number)
}

func parseRequirement(text string) (Requirement, error) {
	key, val, ok := strings.Cut(text, "=")
	bad := board.BadNotation(text, "a requirement is a cell and a number (a1=6) or a row and numbers (row1=1,2,3)")
	if !ok {
		return Requirement{}, bad
	}
	if rest, isRow := strings.CutPrefix(key, "row"); isRow {
		r, err := strconv.Atoi(rest)
		if err != nil || r < 1 || r > maxSide {
			return Requirement{}, bad
		}
		q := Requirement{Row: r - 1}
		for _, f := range strings.Split(val, ",") {
			v, err := strconv.Atoi(f)
			if err != nil || v < 0 || v > 6 || len(q.Sequence) >= maxSide {
				return Requirement{}, bad
			}
			q.Sequence = append(q.Sequence, v)
		}
		return q, nil
	}
	c, okc := parseCell(key)
	v, err := strconv.Atoi(val)
	if !okc || err != nil || v < 0 || v > 6 {
		return Requirement{}, bad
	}
	return Requirement{Cell: c, Number: v, Row: -1}, nil
}

// UniformaPlacement lays a tile on two adjacent cells, half A on cell A.
type UniformaPlacement struct {
	A, B  Cell
	HalfA int
	HalfB int
}

// CheckUniforma reports whether the placements solve Uniforma on region
// rg with the requirements: every cell covered once, every tile
// once, every 2×2 block of the region's cut showing one number, every
// requirement met.
func CheckUniforma(rg Region, ps []UniformaPlacement, reqs []Requirement) error {
	var num [maxSide * maxSide]int8
	for i := range num {
		num[i] = -1
	}
	var used Set
	for _, p := range ps {
		if !rg.has(p.A) || !rg.has(p.B) || !adjacent(p.A, p.B) || p.HalfA < 0 || p.HalfA > 6 || p.HalfB < 0 || p.HalfB > 6 {
			return fmt.Errorf("%v-%v: not a tile on two adjacent cells of the region", p.A, p.B)
		}
		t := TileOf(p.HalfA, p.HalfB)
		if used.Has(t) {
			return fmt.Errorf("tile %v is used twice", t)
		}
		used |= 1 << t
		for _, x := range [2]struct {
			c Cell
			v int
		}{{p.A, p.HalfA}, {p.B, p.HalfB}} {
			if num[x.c.Row*maxSide+x.c.Col] >= 0 {
				return fmt.Errorf("cell %v is covered twice", x.c)
			}
			num[x.c.Row*maxSide+x.c.Col] = int8(x.v)
		}
	}
	return checkSquares(rg, &num, reqs)
}

// checkSquares checks coverage, the blocks and the requirements of a
// region whose cells show num (-1 uncovered).
func checkSquares(rg Region, num *[maxSide * maxSide]int8, reqs []Requirement) error {
	blk, ok := rg.blocks()
	if !ok {
		return fmt.Errorf("the region %v cannot be cut into 2×2 squares", rg)
	}
	blockNum := map[int8]int8{}
	for i, in := range rg.In {
		if !in {
			continue
		}
		c := Cell{i / maxSide, i % maxSide}
		if num[i] < 0 {
			return fmt.Errorf("cell %v is not covered", c)
		}
		if v, seen := blockNum[blk[i]]; seen && v != num[i] {
			return fmt.Errorf("the square at %v shows %d and %d", c, v, num[i])
		}
		blockNum[blk[i]] = num[i]
	}
	for _, q := range reqs {
		if q.Row < 0 {
			if !rg.has(q.Cell) || int(num[q.Cell.Row*maxSide+q.Cell.Col]) != q.Number {
				return fmt.Errorf("requirement %v is not met", q)
			}
			continue
		}
		var seq []int
		last := int8(-1)
		for c := range rg.Cols {
			i := q.Row*maxSide + c
			if q.Row < rg.Rows && rg.In[i] && blk[i] != last {
				seq = append(seq, int(num[i]))
				last = blk[i]
			}
		}
		if len(seq) < len(q.Sequence) || ints(seq[:len(q.Sequence)]) != ints(q.Sequence) {
			return fmt.Errorf("requirement %v is not met", q)
		}
	}
	return nil
}

// puzzleKind tells the two solitaire games apart.
type puzzleKind uint8

const (
	kindDominosa puzzleKind = iota
	kindUniforma
)

// PuzzleGame is a one-player domino puzzle as a board.Game: Dominosa
// or Uniforma. The game starts from a default puzzle; Parse
// reads any other (see the package documentation for the notation).
type PuzzleGame struct {
	kind  puzzleKind
	names board.Names
	start string // the default position
}

// DominosaGame is the game "domino/dominosa", which starts from the
// unique double-six puzzle (a fixed grid with exactly one solution).
var DominosaGame = &PuzzleGame{
	kind: kindDominosa,
	names: board.Names{ID: "domino/dominosa", Name: "Dominosa", CzechName: "Dominosa",
		Summary: "One player. A grid of 8×7 numbers was made by laying the 28 tiles at random and copying " +
			"their numbers; lay the tiles back so that every cell is covered and every tile is used once. " +
			"A move lays a tile on two adjacent cells, e.g. a1-b1; the game ends when no tile can be laid."},
	start: "domino/dominosa 46330503/26502102/21605161/45405304/14514466/33236635/12522104 |",
}

// UniformaGame is the game "domino/uniforma" on the brick region.
var UniformaGame = &PuzzleGame{
	kind: kindUniforma,
	names: board.Names{ID: "domino/uniforma", Name: "Domino Squares (Quadrilles)", CzechName: "Uniforma (Čtverec domina)",
		Summary: "One player lays all 28 tiles on a region of 56 cells (by default a brick of 2×2 squares) so " +
			"that every 2×2 square of the region shows one number on all four cells; optional requirements " +
			"fix numbers of cells or rows. A move lays a tile, e.g. 6-4@a1-b1 (6 on a1, 4 on b1)."},
	start: "domino/uniforma " + BrickRegion().String() + " |",
}

// ID returns the game's identifier.
func (g *PuzzleGame) ID() string { return g.names.ID }

// Info describes the game.
func (g *PuzzleGame) Info() board.Info {
	return board.Info{Names: g.names, Family: "domino", MinPlayers: 1, MaxPlayers: 1,
		SeatNames: []string{"player"}, MinReturn: -1, MaxReturn: 1, MaxPlies: 29}
}

// WithOptions returns the puzzle itself for no settings; the puzzles have
// no rule options, so any name is an error wrapping board.ErrBadOption.
func (g *PuzzleGame) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, struct{}{}, settings, func(board.Names, struct{}) (*PuzzleGame, error) { return g, nil })
}

// New returns the default puzzle.
func (g *PuzzleGame) New(players int) (board.State, error) {
	if players != 1 {
		return nil, board.Players(g.names.ID, players, 1, 1)
	}
	return g.Parse(g.start)
}

// NewDominosa returns the state of a Dominosa puzzle.
func NewDominosa(d Dominosa) *PuzzleState {
	s, _ := DominosaGame.Parse("domino/dominosa " + d.Notation() + " |")
	return s.(*PuzzleState)
}

// GenerateDominosaState makes a unique double-six puzzle from a seed and
// returns its state, ready to play.
func GenerateDominosaState(seed uint64) *PuzzleState {
	d, _ := GenerateDominosa(6, rand.New(rand.NewPCG(seed, seed^0x5eed)), true)
	return NewDominosa(d)
}

// PuzzleMove lays a tile on cells A and B: for Dominosa the numbers are
// the grid's; for Uniforma HalfA goes on A and HalfB on B.
type PuzzleMove struct {
	A, B         Cell
	HalfA, HalfB int8
	uniforma     bool
}

// String writes "a1-b1" (Dominosa) or "6-4@a1-b1" (Uniforma).
func (m PuzzleMove) String() string {
	cells := m.A.String() + "-" + m.B.String()
	if !m.uniforma {
		return cells
	}
	return string([]byte{byte('0' + m.HalfA), '-', byte('0' + m.HalfB), '@'}) + cells
}

// MarshalText writes the move's notation, as String.
func (m PuzzleMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// PuzzleState is a solitaire puzzle in progress.
type PuzzleState struct {
	g      *PuzzleGame
	region Region
	grid   [maxSide * maxSide]int8 // Dominosa numbers, -1 elsewhere
	num    [maxSide * maxSide]int8 // numbers shown by laid tiles, -1 uncovered
	used   Set
	reqs   []Requirement
	head   string
	rec    []PuzzleMove
}

// Parse reads "domino/dominosa <grid> | <moves>" or
// "domino/uniforma <region> [requirements] | <moves>".
func (g *PuzzleGame) Parse(position string) (board.State, error) {
	if len(position) > MaxPositionLen {
		return nil, tooLong(position, "a position", MaxPositionLen)
	}
	head, moves, ok := strings.Cut(position, "|")
	f := strings.Fields(head)
	if !ok || len(f) < 2 || f[0] != g.names.ID {
		return nil, board.BadNotation(position, "a %s position is %q, the puzzle, \"|\" and the tiles laid", g.names.ID, g.names.ID)
	}
	s := &PuzzleState{g: g}
	for i := range s.num {
		s.num[i], s.grid[i] = -1, -1
	}
	if g.kind == kindDominosa {
		if len(f) != 2 {
			return nil, board.BadNotation(position, "a Dominosa position holds one grid")
		}
		d, err := ParseDominosa(f[1])
		if err != nil {
			return nil, err
		}
		s.region.Rows, s.region.Cols = d.Rows(), d.Cols()
		for r := range d.Rows() {
			for c := range d.Cols() {
				s.region.In[r*maxSide+c] = true
				s.grid[r*maxSide+c] = int8(d.At(Cell{r, c}))
			}
		}
	} else {
		rg, err := ParseRegion(f[1])
		if err != nil {
			return nil, err
		}
		if n := countIn(rg); n != 2*NumTiles {
			return nil, board.BadNotation(position, "the region has %d cells; the 28 tiles cover 56", n)
		}
		s.region = rg
		for _, tok := range f[2:] {
			q, err := parseRequirement(tok)
			if err != nil {
				return nil, err
			}
			s.reqs = append(s.reqs, q)
		}
	}
	s.head = strings.Join(f, " ")
	for _, tok := range strings.Fields(moves) {
		m, err := s.parse(tok)
		if err != nil {
			return nil, board.BadNotation(position, "the tiles laid do not replay at %q: %v", tok, err)
		}
		s.apply(m)
	}
	return s, nil
}

func countIn(rg Region) int {
	n := 0
	for _, in := range rg.In {
		if in {
			n++
		}
	}
	return n
}

// Game returns the puzzle game.
func (s *PuzzleState) Game() board.Game { return s.g }

// ToMove returns seat 0, or Nobody when no tile can be laid.
func (s *PuzzleState) ToMove() board.Player {
	if len(s.moves(1)) == 0 {
		return board.Nobody
	}
	return 0
}

// moves lists the legal moves, at most limit of them (limit < 0: all).
func (s *PuzzleState) moves(limit int) []PuzzleMove {
	var out []PuzzleMove
	for i, in := range s.region.In {
		if !in || s.num[i] >= 0 {
			continue
		}
		a := Cell{i / maxSide, i % maxSide}
		if s.g.kind == kindUniforma && !s.firstFree(a) {
			return out // Uniforma lays tiles in reading order
		}
		for _, b := range [2]Cell{{a.Row, a.Col + 1}, {a.Row + 1, a.Col}} {
			if !s.region.has(b) || s.num[b.Row*maxSide+b.Col] >= 0 {
				continue
			}
			out = s.placements(out, a, b)
			if limit >= 0 && len(out) >= limit {
				return out
			}
		}
	}
	return out
}

// placements appends the legal ways of covering a and b.
func (s *PuzzleState) placements(out []PuzzleMove, a, b Cell) []PuzzleMove {
	if s.g.kind == kindDominosa {
		va, vb := s.grid[a.Row*maxSide+a.Col], s.grid[b.Row*maxSide+b.Col]
		if !s.used.Has(TileOf(int(va), int(vb))) {
			out = append(out, PuzzleMove{A: a, B: b, HalfA: va, HalfB: vb})
		}
		return out
	}
	for x := FullSet &^ s.used; x != 0; x &= x - 1 {
		t := x.First()
		lo, hi := int8(t.Lo()), int8(t.Hi())
		out = append(out, PuzzleMove{A: a, B: b, HalfA: lo, HalfB: hi, uniforma: true})
		if lo != hi {
			out = append(out, PuzzleMove{A: a, B: b, HalfA: hi, HalfB: lo, uniforma: true})
		}
	}
	return out
}

// Legal returns every tile that can be laid now.
func (s *PuzzleState) Legal() []board.Move {
	ms := s.moves(-1)
	out := make([]board.Move, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}

// ParseMove reads "a1-b1" (Dominosa) or "6-4@a1-b1" (Uniforma) and checks
// it; the cells may come in either order.
func (s *PuzzleState) ParseMove(text string) (board.Move, error) {
	m, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *PuzzleState) parse(text string) (PuzzleMove, error) {
	if len(text) > MaxMoveLen {
		return PuzzleMove{}, tooLong(text, "a move", MaxMoveLen)
	}
	m := PuzzleMove{uniforma: s.g.kind == kindUniforma}
	cells := text
	if m.uniforma {
		tile, rest, ok := strings.Cut(text, "@")
		if !ok || len(tile) != 3 || tile[1] != '-' || tile[0] < '0' || tile[0] > '6' || tile[2] < '0' || tile[2] > '6' {
			return m, board.BadNotation(text, "a Uniforma move is a-b@c1-d1: the tile, then the cells of its halves")
		}
		m.HalfA, m.HalfB, cells = int8(tile[0]-'0'), int8(tile[2]-'0'), rest
	}
	as, bs, ok := strings.Cut(cells, "-")
	a, oka := parseCell(as)
	b, okb := parseCell(bs)
	if !ok || !oka || !okb {
		return m, board.BadNotation(text, "a move names two cells, e.g. a1-b1")
	}
	if b.Row < a.Row || b.Row == a.Row && b.Col < a.Col {
		a, b = b, a
		m.HalfA, m.HalfB = m.HalfB, m.HalfA
	}
	m.A, m.B = a, b
	if err := s.check(m, text); err != nil {
		return m, err
	}
	if !m.uniforma {
		m.HalfA, m.HalfB = s.grid[a.Row*maxSide+a.Col], s.grid[b.Row*maxSide+b.Col]
	}
	return m, nil
}

// check says why m cannot be laid, or nil.
func (s *PuzzleState) check(m PuzzleMove, text string) error {
	if s.ToMove() == board.Nobody {
		return board.GameOver(text)
	}
	if m.HalfA < 0 || m.HalfA > 6 || m.HalfB < 0 || m.HalfB > 6 {
		return board.Illegal(text, "the halves of a tile are 0 to 6")
	}
	if !s.region.has(m.A) || !s.region.has(m.B) || !adjacent(m.A, m.B) {
		return board.Illegal(text, "not two adjacent cells of the puzzle")
	}
	for _, c := range []Cell{m.A, m.B} {
		if s.num[c.Row*maxSide+c.Col] >= 0 {
			return board.Illegal(text, "cell %v is covered", c)
		}
	}
	if m.uniforma && !s.firstFree(m.A) {
		return board.Illegal(text, "tiles are laid in reading order: the next tile covers %v", s.nextFree())
	}
	t := TileOf(int(m.HalfA), int(m.HalfB))
	if !m.uniforma {
		t = TileOf(int(s.grid[m.A.Row*maxSide+m.A.Col]), int(s.grid[m.B.Row*maxSide+m.B.Col]))
	}
	if s.used.Has(t) {
		return board.Illegal(text, "tile %v is laid already", t)
	}
	return nil
}

// nextFree returns the first uncovered cell of the region in reading order.
func (s *PuzzleState) nextFree() Cell {
	for i, in := range s.region.In {
		if in && s.num[i] < 0 {
			return Cell{i / maxSide, i % maxSide}
		}
	}
	return Cell{-1, -1}
}

func (s *PuzzleState) firstFree(c Cell) bool { return s.nextFree() == c }

// Play lays a tile: a PuzzleMove of this puzzle, or any Move whose String
// is a legal move here.
func (s *PuzzleState) Play(m board.Move) error {
	pm, ok := m.(PuzzleMove)
	if !ok || pm.uniforma != (s.g.kind == kindUniforma) {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if s.ToMove() == board.Nobody {
			return board.GameOver(text)
		}
		if pm, err = s.parse(text); err != nil {
			return err
		}
	}
	if s.ToMove() == board.Nobody {
		return board.GameOver(pm.String())
	}
	if err := s.check(pm, pm.String()); err != nil {
		return err
	}
	if !pm.uniforma && (pm.HalfA != s.grid[pm.A.Row*maxSide+pm.A.Col] || pm.HalfB != s.grid[pm.B.Row*maxSide+pm.B.Col]) {
		return board.Illegal(pm.String(), "the halves are the grid's numbers")
	}
	s.apply(pm)
	return nil
}

func (s *PuzzleState) apply(m PuzzleMove) {
	s.num[m.A.Row*maxSide+m.A.Col] = m.HalfA
	s.num[m.B.Row*maxSide+m.B.Col] = m.HalfB
	s.used |= 1 << TileOf(int(m.HalfA), int(m.HalfB))
	s.rec = append(s.rec, m)
}

// Solved reports whether the tiles laid solve the puzzle.
func (s *PuzzleState) Solved() error {
	if s.g.kind == kindDominosa {
		for i, in := range s.region.In {
			if in && s.num[i] < 0 {
				return fmt.Errorf("cell %v is not covered", Cell{i / maxSide, i % maxSide})
			}
		}
		return nil // every laid tile was checked unused, so all 28 are there once
	}
	return checkSquares(s.region, &s.num, s.reqs)
}

// Outcome: over when no tile can be laid; won when solved.
func (s *PuzzleState) Outcome() board.Outcome {
	if s.ToMove() != board.Nobody {
		return board.Outcome{}
	}
	if err := s.Solved(); err != nil {
		return board.Outcome{Over: true, Code: board.CodeStuck, Reason: "stuck: " + err.Error()}
	}
	return board.Outcome{Over: true, Winners: []board.Player{0}, Code: board.CodeSolved, Reason: "solved"}
}

// Clone returns an independent copy.
func (s *PuzzleState) Clone() board.State {
	c := *s
	c.rec = append([]PuzzleMove(nil), s.rec...)
	return &c
}

// Position writes the puzzle and the tiles laid.
func (s *PuzzleState) Position() string {
	var b strings.Builder
	b.WriteString(s.head)
	b.WriteString(" |")
	for _, m := range s.rec {
		b.WriteByte(' ')
		b.WriteString(m.String())
	}
	return b.String()
}

// String draws the grid: a tile's halves joined by "-" or "|"; for
// Dominosa the grid's numbers where no tile lies yet (joined by nothing).
func (s *PuzzleState) String() string {
	var b strings.Builder
	partner := map[Cell]Cell{}
	for _, m := range s.rec {
		partner[m.A], partner[m.B] = m.B, m.A
	}
	for r := range s.region.Rows {
		var row, below []byte
		for c := range s.region.Cols {
			i := r*maxSide + c
			ch := byte(' ')
			switch {
			case !s.region.In[i]:
			case s.num[i] >= 0:
				ch = byte('0' + s.num[i])
			case s.grid[i] >= 0:
				ch = byte('0' + s.grid[i])
			default:
				ch = '.'
			}
			join, down := byte(' '), byte(' ')
			if p, ok := partner[Cell{r, c}]; ok && p == (Cell{r, c + 1}) {
				join = '-'
			}
			if p, ok := partner[Cell{r, c}]; ok && p == (Cell{r + 1, c}) {
				down = '|'
			}
			row = append(row, ch, join)
			below = append(below, down, ' ')
		}
		b.WriteString(strings.TrimRight(string(row), " ") + "\n")
		if r < s.region.Rows-1 && len(s.rec) > 0 {
			b.WriteString(strings.TrimRight(string(below), " ") + "\n")
		}
	}
	fmt.Fprintf(&b, "tiles laid: %d of %d", len(s.rec), countIn(s.region)/2)
	for _, q := range s.reqs {
		fmt.Fprintf(&b, "; requirement %v", q)
	}
	return b.String()
}

// Seats returns 1: the puzzles are played alone.
func (s *PuzzleState) Seats() int { return 1 }
