package solitaire

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Placement is a move of Triangl: a piece placed on a hole, written "@12".
// Placements are comparable values.
type Placement struct {
	Hole uint8 // the hole, 1–33
}

// String writes "@" and the hole.
func (p Placement) String() string {
	b, _ := p.AppendText(make([]byte, 0, 3))
	return string(b)
}

// AppendText appends the placement's notation to b.
func (p Placement) AppendText(b []byte) ([]byte, error) {
	return strconv.AppendUint(append(b, '@'), uint64(p.Hole), 10), nil
}

// MarshalText writes the placement's notation.
func (p Placement) MarshalText() ([]byte, error) { return p.AppendText(nil) }

// readPlacement reads "@" and a hole.
func readPlacement(s string) (uint8, error) {
	if !strings.HasPrefix(s, "@") {
		return 0, board.BadNotation(s, "a placement is @ and a hole 1–33")
	}
	h, err := parseHole(s[1:])
	if err != nil {
		return 0, board.BadNotation(s, "a placement is @ and a hole 1–33")
	}
	return uint8(h), nil
}

// maxSeats is the most players of any game here (Triangl, Blechy).
const maxSeats = 4

// trianglPieces is the number of pieces of all players together.
const trianglPieces = 32

// TrianglPosition is a Triangl position: each seat's pieces, scores and
// the seat to place next. It is a value.
type TrianglPosition struct {
	rules  *Game
	seats  uint8
	side   uint8
	pieces [maxSeats]Holes
	score  [maxSeats]int
}

// Pieces returns the holes of seat p's pieces.
func (t TrianglPosition) Pieces(p board.Player) Holes {
	if p < 0 || int(p) >= int(t.seats) {
		return 0
	}
	return t.pieces[p]
}

// Score returns seat p's points.
func (t TrianglPosition) Score(p board.Player) int {
	if p < 0 || int(p) >= int(t.seats) {
		return 0
	}
	return t.score[p]
}

// quota is each seat's pieces: 16 of 2, 8 of 4, and 10 of 3 (the 32 do
// not divide by three; two stay in the box).
func (t TrianglPosition) quota() int { return trianglPieces / int(t.seats) }

func (t TrianglPosition) occupied() Holes {
	var o Holes
	for i := range t.seats {
		o |= t.pieces[i]
	}
	return o
}

// done reports whether every seat has placed its pieces.
func (t TrianglPosition) done() bool { return t.occupied().Len() == t.quota()*int(t.seats) }

// GenerateMoves appends the legal placements to buf[:0]: every empty
// hole but 17.
func (t TrianglPosition) GenerateMoves(buf []Placement) []Placement {
	buf = buf[:0]
	if t.done() {
		return buf
	}
	for e := allHoles &^ t.occupied() &^ Hole(centre); e != 0; e &= e - 1 {
		buf = append(buf, Placement{uint8(bits.TrailingZeros64(uint64(e)) + 1)})
	}
	return buf
}

// Make places a piece for the seat to move and scores it, unchecked.
func (t *TrianglPosition) Make(p Placement) TrianglPosition {
	u := *t
	points := t.rules.triangles(t.pieces[t.side], int(p.Hole))
	if t.rules.rules.OnePointPerPlacement {
		points = min(points, 1)
	}
	t.score[t.side] += points
	t.pieces[t.side] |= Hole(int(p.Hole))
	t.side = (t.side + 1) % t.seats
	return u
}

// Unmake takes back the placement that Make played.
func (t *TrianglPosition) Unmake(_ Placement, u TrianglPosition) { *t = u }

// Perft counts the leaves depth placements below the position. Every
// placement leaves the same number of free holes and the scores do not
// change what is legal, so the count is a falling product.
func (t TrianglPosition) Perft(depth int) uint64 {
	placed := t.occupied().Len()
	if depth > t.quota()*int(t.seats)-placed {
		return 0
	}
	free := NumHoles - 1 - placed
	n := uint64(1)
	for k := range depth {
		n *= uint64(free - k)
	}
	return n
}

// triangles counts the right triangles that a piece placed on hole p
// completes with the pieces mine: with legs along the rows and columns
// by default, of any orientation with AnyOrientation.
func (g *Game) triangles(mine Holes, p int) int {
	geo := orthogonal
	px, py := int(geo.col[p]), int(geo.row[p])
	if g.rules.AnyOrientation {
		n := 0
		hs := mine.List()
		for i, a := range hs {
			for _, b := range hs[i+1:] {
				if rightTriangle(px, py, int(geo.col[a]), int(geo.row[a]), int(geo.col[b]), int(geo.row[b])) {
					n++
				}
			}
		}
		return n
	}
	col := func(x, except int) (k int) {
		for y := range 7 {
			if h := int(geo.holeAt[x][y]); h != 0 && h != except && mine.Has(h) {
				k++
			}
		}
		return k
	}
	row := func(y, except int) (k int) {
		for x := range 7 {
			if h := int(geo.holeAt[x][y]); h != 0 && h != except && mine.Has(h) {
				k++
			}
		}
		return k
	}
	// The right angle at p: one leg along p's column, one along its row.
	n := col(px, p) * row(py, p)
	// The right angle at a piece r in p's column (p at the end of one
	// leg, the other leg along r's row), or in p's row.
	for y := range 7 {
		if r := int(geo.holeAt[px][y]); r != 0 && r != p && mine.Has(r) {
			n += row(y, r)
		}
	}
	for x := range 7 {
		if r := int(geo.holeAt[x][py]); r != 0 && r != p && mine.Has(r) {
			n += col(x, r)
		}
	}
	return n
}

// rightTriangle reports whether three points make a non-degenerate
// triangle with a right angle.
func rightTriangle(ax, ay, bx, by, cx, cy int) bool {
	if (bx-ax)*(cy-ay)-(by-ay)*(cx-ax) == 0 {
		return false
	}
	dot := func(ox, oy, px, py, qx, qy int) int { return (px-ox)*(qx-ox) + (py-oy)*(qy-oy) }
	return dot(ax, ay, bx, by, cx, cy) == 0 || dot(bx, by, ax, ay, cx, cy) == 0 || dot(cx, cy, ax, ay, bx, by) == 0
}

// TrianglState is a game of Triangl in progress. It implements board.State,
// board.Lister and board.Perfter.
type TrianglState struct {
	pos TrianglPosition
}

func (g *Game) newTriangl(seats int) *TrianglState {
	return &TrianglState{TrianglPosition{rules: g, seats: uint8(seats)}}
}

// Board returns the position.
func (s *TrianglState) Board() TrianglPosition { return s.pos }

// LegalMoves appends the legal placements to buf[:0].
func (s *TrianglState) LegalMoves(buf []Placement) []Placement { return s.pos.GenerateMoves(buf) }

// PlayMove places a piece after checking the hole.
func (s *TrianglState) PlayMove(p Placement) error {
	if s.pos.done() {
		return board.GameOver(p.String())
	}
	if p.Hole < 1 || p.Hole > NumHoles || p.Hole == centre || s.pos.occupied().Has(int(p.Hole)) {
		return board.Illegal(p.String(), "hole %d is not free (17 always stays empty)", p.Hole)
	}
	s.Apply(p)
	return nil
}

// Apply places a piece without checking it.
func (s *TrianglState) Apply(p Placement) { s.pos.Make(p) }

// Copy returns an independent copy.
func (s *TrianglState) Copy() *TrianglState { c := *s; return &c }

// Game returns the rule set.
func (s *TrianglState) Game() board.Game { return s.pos.rules }

// Seats returns the number of players.
func (s *TrianglState) Seats() int { return int(s.pos.seats) }

// ToMove returns the seat to place, or board.Nobody at the end.
func (s *TrianglState) ToMove() board.Player {
	if s.pos.done() {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal placements.
func (s *TrianglState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the legal placements to buf (board.Lister).
func (s *TrianglState) AppendLegal(buf []board.Move) []board.Move {
	var ps [NumHoles]Placement
	for _, p := range s.pos.GenerateMoves(ps[:0]) {
		buf = append(buf, p)
	}
	return buf
}

// ParseMove reads "@12".
func (s *TrianglState) ParseMove(text string) (board.Move, error) {
	p, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (s *TrianglState) parse(text string) (Placement, error) {
	if s.pos.done() {
		return Placement{}, board.GameOver(text)
	}
	h, err := readPlacement(text)
	if err != nil {
		return Placement{}, err
	}
	if h == centre || s.pos.occupied().Has(int(h)) {
		return Placement{}, board.Illegal(text, "hole %d is not free (17 always stays empty)", h)
	}
	return Placement{h}, nil
}

// Play places a piece: a Placement or any move whose String is one.
func (s *TrianglState) Play(m board.Move) error {
	p, err := board.Typed(m, s.parse)
	if err != nil {
		return err
	}
	return s.PlayMove(p)
}

// CodeAllPlaced ends Triangl: every piece is on the board.
const CodeAllPlaced = "all-placed"

// Outcome ranks the seats by points once every piece is placed.
func (s *TrianglState) Outcome() board.Outcome {
	if !s.pos.done() {
		return board.Outcome{}
	}
	return scoreOutcome(s.pos.score[:s.pos.seats], CodeAllPlaced, "every piece placed")
}

// scoreOutcome ranks seats by score, higher first; the best win.
func scoreOutcome(scores []int, code, reason string) board.Outcome {
	o := board.Outcome{Over: true, Points: append([]int(nil), scores...), Code: code, Reason: reason}
	o.Placings = board.Rank(o.Points, true)
	for i, p := range o.Placings {
		if p == 1 {
			o.Winners = append(o.Winners, board.Player(i))
		}
	}
	if len(o.Winners) == len(scores) && len(scores) > 1 {
		o.Winners = nil // everybody tied: a draw
	}
	return o
}

// Clone returns an independent copy.
func (s *TrianglState) Clone() board.State { return s.Copy() }

// Perft counts the leaves depth placements below (board.Perfter).
func (s *TrianglState) Perft(depth int) uint64 { return s.pos.Perft(depth) }

// seatLetter is the letter of seat i in positions: a, b, c, d.
func seatLetter(i int) byte { return byte('a' + i) }

// Position writes the 33 holes (a, b, c, d the seats' pieces, . empty), a
// space, the seat to move, a space and the scores separated by commas:
// "................................. a 0,0".
func (s *TrianglState) Position() string {
	b := make([]byte, 0, 48)
	for h := 1; h <= NumHoles; h++ {
		c := byte('.')
		for i := range int(s.pos.seats) {
			if s.pos.pieces[i].Has(h) {
				c = seatLetter(i)
			}
		}
		b = append(b, c)
	}
	b = append(b, ' ', seatLetter(int(s.pos.side)), ' ')
	for i := range int(s.pos.seats) {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(s.pos.score[i]), 10)
	}
	return string(b)
}

// parseTriangl reads a Triangl position and checks it: 17 empty, the
// pieces placed in turn (the seat to move is the next in order), each
// score what the seat's triangles give.
func (g *Game) parseTriangl(text string) (*TrianglState, error) {
	if len(text) > 64 {
		return nil, board.BadNotation(text, "a Triangl position is at most 64 characters")
	}
	fields := strings.Split(text, " ")
	if len(fields) != 3 || len(fields[0]) != NumHoles || len(fields[1]) != 1 {
		return nil, board.BadNotation(text, "a Triangl position is the 33 holes (a–d, .), the seat to move and the scores")
	}
	scores := strings.Split(fields[2], ",")
	if len(scores) < 2 || len(scores) > maxSeats {
		return nil, board.BadNotation(text, "2 to 4 scores, separated by commas")
	}
	pos := TrianglPosition{rules: g, seats: uint8(len(scores))}
	for i := range NumHoles {
		c := fields[0][i]
		switch {
		case c == '.':
		case c >= 'a' && int(c-'a') < len(scores):
			pos.pieces[c-'a'] |= Hole(i + 1)
		default:
			return nil, board.BadNotation(text, "hole %d is %q, not a seat letter or .", i+1, c)
		}
	}
	side := int(fields[1][0]) - 'a'
	if side < 0 || side >= len(scores) {
		return nil, board.BadNotation(text, "the seat to move %q is not a–%c", fields[1], seatLetter(len(scores)-1))
	}
	pos.side = uint8(side)
	if pos.occupied().Has(centre) {
		return nil, board.BadNotation(text, "hole 17 stays empty")
	}
	placed := pos.occupied().Len()
	for i := range len(scores) {
		want := placed / len(scores)
		if i < placed%len(scores) {
			want++
		}
		if pos.pieces[i].Len() != want || placed%len(scores) != side {
			return nil, board.BadNotation(text, "the pieces are not placed in turn with seat %c to move", seatLetter(side))
		}
		n, err := strconv.Atoi(scores[i])
		if err != nil || n < 0 || n > 9999 || scores[i] != strconv.Itoa(n) {
			return nil, board.BadNotation(text, "score %q is not a number", scores[i])
		}
		pos.score[i] = n
		if most := g.trianglesOf(pos.pieces[i]); n > most || !g.rules.OnePointPerPlacement && n != most {
			return nil, board.BadNotation(text, "seat %c has %d triangles, not the score %d", seatLetter(i), most, n)
		}
	}
	return &TrianglState{pos}, nil
}

// trianglesOf counts the right triangles of a set of pieces: each is
// scored once, when its last vertex is placed.
func (g *Game) trianglesOf(pieces Holes) int {
	n := 0
	var placed Holes
	for _, h := range pieces.List() {
		n += g.triangles(placed, h)
		placed |= Hole(h)
	}
	return n
}

// String draws the board and the scores.
func (s *TrianglState) String() string {
	var b strings.Builder
	b.WriteString(drawCross(func(h int) byte {
		for i := range int(s.pos.seats) {
			if s.pos.pieces[i].Has(h) {
				return seatLetter(i)
			}
		}
		return '.'
	}))
	fmt.Fprintf(&b, "scores %v, to place: %c\n", s.pos.score[:s.pos.seats], seatLetter(int(s.pos.side)))
	return b.String()
}
