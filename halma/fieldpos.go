package halma

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// FieldPosition is a position of a game of Engine field, a value: each seat's
// pieces, the pieces still in hand, the seat to move and the plies
// played. In four-player gobang seats 0 and 2 are one side (the first
// colour), 1 and 3 the other; in cat-mouse seat 0 is the cats, seat 1 the
// mice.
type FieldPosition struct {
	c     *fieldConfig
	own   [4]cells
	occ   cells
	hand  [4]int16
	seats int8
	side  int8
	plies int32
}

// FieldEnding says whether and how a field game ended.
type FieldEnding uint8

// The endings of the field games.
const (
	FieldNotOver    FieldEnding = iota
	Five                        // the mover made five in a row (or a bent line in Menji)
	NoFive                      // the other side has fewer than five pieces left and loses
	BothBelowFive               // neither side can make five any more: a draw
	AllOnEdge                   // the mover has every piece on the edge (top-secret)
	CatsTrapped                 // the cats have no move: the mice win
	MiceCaught                  // fewer mice than CatsWinBelow remain: the cats win
	FieldMoveLimit              // MaxPlies plies were played: a draw
	FieldRepetition             // the same position a third time: a draw
)

var fieldCodes = [...]string{"", "five", "no-five", "no-five-left", "all-on-edge", "trapped", "caught", "move-limit", "repetition"}

// String returns the ending's Outcome.Code.
func (e FieldEnding) String() string { return fieldCodes[e] }

// side returns the side (colour) of seat: seat mod 2.
func side(seat int) int { return seat & 1 }

// pieces returns the pieces of a side on the board.
func (p *FieldPosition) pieces(s int) cells {
	if p.seats == 4 {
		return p.own[s].or(p.own[s+2])
	}
	return p.own[s]
}

// material returns a side's pieces on the board and in hand.
func (p *FieldPosition) material(s int) int {
	n := p.pieces(s).count() + int(p.hand[s])
	if p.seats == 4 {
		n += int(p.hand[s+2])
	}
	return n
}

// Seats returns the number of seats.
func (p *FieldPosition) Seats() int { return int(p.seats) }

// ToMove returns the seat to move.
func (p *FieldPosition) ToMove() int { return int(p.side) }

// start returns the starting position of n players.
func (c *fieldConfig) start(n int) FieldPosition {
	p := FieldPosition{c: c, seats: int8(n)}
	for s := range n {
		p.hand[s] = int16(c.pieces * 2 / n)
	}
	if c.rules.Variant == CatMouse {
		p.hand[0] = 0
		p.own[0].set(c.cats[0])
		p.own[0].set(c.cats[1])
		p.occ = p.own[0]
		p.side = 1 // the mice are placed first
	}
	return p
}

// next returns the seat after the mover: the mice place all theirs
// before the cats move.
func (p *FieldPosition) next() int8 {
	if p.c.rules.Variant == CatMouse && p.side == 1 && p.hand[1] > 0 {
		return 1
	}
	return (p.side + 1) % p.seats
}

// last returns the seat that moved last.
func (p *FieldPosition) last() int {
	if p.c.rules.Variant == CatMouse && p.side == 0 {
		return 1
	}
	return (int(p.side) + int(p.seats) - 1) % int(p.seats)
}

// Ending returns how the position ended and the winning side (-1 for a
// draw); repetition is judged by FieldState.
func (p *FieldPosition) Ending() (FieldEnding, int) {
	last := side(p.last())
	switch p.c.rules.Variant {
	case Gobang:
		if p.line(last) {
			return Five, last
		}
		if p.c.rules.PairCapture {
			mine, theirs := p.material(last) >= 5, p.material(1-last) >= 5
			switch {
			case !theirs && p.c.lose5:
				return NoFive, last
			case !theirs && !mine:
				return BothBelowFive, -1
			}
		}
	case TopSecret:
		if p.hand[last] == 0 && p.own[last].within(p.c.edge) {
			return AllOnEdge, last
		}
	case CatMouse:
		if p.material(1) < p.c.catsBelow {
			return MiceCaught, 0
		}
		if p.side == 0 && p.hand[1] == 0 && p.catsStuck() {
			return CatsTrapped, 1
		}
	}
	if int(p.plies) >= p.c.maxPlies {
		return FieldMoveLimit, -1
	}
	return FieldNotOver, -1
}

// catsStuck reports whether no cat can step or jump.
func (p *FieldPosition) catsStuck() bool {
	var buf [64]Move
	return len(p.catMoves(buf[:0])) == 0
}

// run returns how many of the side's pieces follow cell in direction d.
func (p *FieldPosition) run(mine cells, cell, d int) int {
	g := p.c.geo
	n := 0
	for c := int(g.nb[cell][d]); c >= 0 && mine.has(c); c = int(g.nb[c][d]) {
		n++
	}
	return n
}

// line reports whether the side has a winning line: five or more in a
// row (exactly five with ExactlyFive), or with BentLines a bent line.
func (p *FieldPosition) line(s int) bool {
	mine := p.pieces(s)
	for c, rest := mine.next(); c >= 0; c, rest = rest.next() {
		for d := range 4 { // N, NE, E, SE: each line once, from its first piece
			if p.run(mine, c, d+4) > 0 {
				continue // not the first piece of its run
			}
			n := 1 + p.run(mine, c, d)
			if n == 5 || n > 5 && !p.c.rules.ExactlyFive {
				return true
			}
		}
		if p.c.rules.BentLines && p.bent(mine, c) {
			return true
		}
	}
	return false
}

// bent reports whether corner is the corner of a bent line: two arms at
// a right angle, each the maximal run of two or more from the corner
// (counting it), of five pieces or more together, but not two arms of
// three.
func (p *FieldPosition) bent(mine cells, corner int) bool {
	// Directions of board.AllDirections: N 0, NE 1, E 2, SE 3, S 4, SW 5, W 6, NW 7;
	// d and d+2 are at a right angle.
	for d1 := range 8 {
		d2 := (d1 + 2) % 8
		if d1&1 == 1 && !p.c.diagBends {
			continue
		}
		a, b := 1+p.run(mine, corner, d1), 1+p.run(mine, corner, d2)
		if a >= 2 && b >= 2 && a+b-1 >= 5 && !(a == 3 && b == 3) {
			return true
		}
	}
	return false
}

// GenerateMoves appends the legal moves to buf[:0]: placements while the
// mover has pieces in hand, then steps (and the hops of top-secret, the
// jumps of the cats); a pass when there are none; nothing once the game
// is over.
func (p *FieldPosition) GenerateMoves(buf []Move) []Move {
	buf = buf[:0]
	if e, _ := p.Ending(); e != FieldNotOver {
		return buf
	}
	g := p.c.geo
	kind := Move(Square) << kindShift
	if p.hand[p.side] > 0 {
		free := p.c.region.andNot(p.occ)
		for c, rest := free.next(); c >= 0; c, rest = rest.next() {
			buf = append(buf, kind|placeBit|Move(c)<<toShift)
		}
		return buf
	}
	switch {
	case p.c.rules.Variant == CatMouse && p.side == 0:
		return p.catMoves(buf)
	default:
		movable := p.own[p.side]
		if p.seats == 4 && !p.c.rules.MoveOwnPiecesOnly {
			movable = p.pieces(side(int(p.side)))
		}
		for from, rest := movable.next(); from >= 0; from, rest = rest.next() {
			var dest cells
			for d := range 8 {
				if n := int(g.nb[from][d]); n >= 0 && !p.occ.has(n) {
					dest.set(n)
				}
			}
			if p.c.rules.Variant == TopSecret {
				dest = dest.or(p.straightHops(from))
				if p.c.rules.OutwardOnly {
					dest = dest.and(p.nearer(from))
				}
			}
			for to, more := dest.next(); to >= 0; to, more = more.next() {
				buf = append(buf, kind|Move(from)|Move(to)<<toShift)
			}
		}
	}
	if len(buf) == 0 {
		buf = append(buf, kind|passBit)
	}
	return buf
}

// straightHops returns the ends of hop chains from from that keep one
// direction: over a piece to the empty cell beyond, again and again.
func (p *FieldPosition) straightHops(from int) cells {
	g := p.c.geo
	var dest cells
	for d := range 8 {
		x := from
		for {
			over := int(g.nb[x][d])
			if over < 0 || !p.occ.has(over) {
				break
			}
			land := int(g.nb[over][d])
			if land < 0 || p.occ.has(land) {
				break
			}
			dest.set(land)
			x = land
		}
	}
	return dest
}

// edgeDistance returns the distance of cell to the nearest edge.
func (g *geometry) edgeDistance(cell int) int {
	x, y := g.q[cell], g.r[cell]
	return min(x, y, 15-x, 15-y)
}

// nearer returns the cells no farther from the nearest edge than from.
func (p *FieldPosition) nearer(from int) cells {
	g := p.c.geo
	d := g.edgeDistance(from)
	return g.where(func(x, y int) bool { return min(x, y, 15-x, 15-y) <= d })
}

// catMoves appends the cats' steps and jumps: a jump goes over an
// adjacent mouse to the empty cell beyond and takes it.
func (p *FieldPosition) catMoves(buf []Move) []Move {
	g := p.c.geo
	kind := Move(Square) << kindShift
	for from, rest := p.own[0].next(); from >= 0; from, rest = rest.next() {
		var dest cells
		for d := range 8 {
			n := int(g.nb[from][d])
			switch {
			case n < 0:
			case !p.occ.has(n):
				dest.set(n)
			case p.own[1].has(n):
				if land := int(g.nb[n][d]); land >= 0 && !p.occ.has(land) {
					dest.set(land)
				}
			}
		}
		for to, more := dest.next(); to >= 0; to, more = more.next() {
			buf = append(buf, kind|Move(from)|Move(to)<<toShift)
		}
	}
	return buf
}

// FieldUndo holds what FieldPosition.Make changed that Unmake cannot work
// out from the move: the pieces it took.
type FieldUndo struct {
	taken cells
	owner [4]cells
	side  int8
}

// Make plays m, a move of GenerateMoves, unchecked.
func (p *FieldPosition) Make(m Move) FieldUndo {
	u := FieldUndo{owner: p.own, side: p.side}
	g := p.c.geo
	s := int(p.side)
	switch {
	case m.IsPass():
	case m.IsPlace():
		p.hand[s]--
		p.own[s].set(m.To())
		p.occ.set(m.To())
	default:
		from, to := m.From(), m.To()
		owner := s
		if !p.own[s].has(from) {
			owner = (s + 2) % 4 // a partner's piece
		}
		p.own[owner].clear(from)
		p.own[owner].set(to)
		p.occ.clear(from)
		p.occ.set(to)
		if p.c.rules.Variant == CatMouse && s == 0 && !isNeighbour(g, from, to) {
			over := (from + to) / 2 // the cell between: rank and file both halve
			u.taken.set(over)
		}
	}
	if p.c.rules.PairCapture && !m.IsPass() {
		u.taken = p.pairs(m.To())
	}
	for i := range p.seats {
		p.own[i] = p.own[i].andNot(u.taken)
	}
	p.occ = p.occ.andNot(u.taken)
	p.plies++
	p.side = p.next()
	return u
}

// pairs returns the enemy pairs the piece arriving on to flanks.
func (p *FieldPosition) pairs(to int) cells {
	g := p.c.geo
	me := side(int(p.side))
	mine, theirs := p.pieces(me), p.pieces(1-me)
	var taken cells
	for d := range 8 {
		a := int(g.nb[to][d])
		if a < 0 || !theirs.has(a) {
			continue
		}
		b := int(g.nb[a][d])
		if b < 0 || !theirs.has(b) {
			continue
		}
		if c := int(g.nb[b][d]); c >= 0 && mine.has(c) {
			taken.set(a)
			taken.set(b)
		}
	}
	return taken
}

// Unmake takes back m, the last move made.
func (p *FieldPosition) Unmake(m Move, u FieldUndo) {
	p.side = u.side
	p.plies--
	p.own = u.owner
	if m.IsPlace() {
		p.hand[p.side]++
	}
	p.occ = cells{}
	for i := range p.seats {
		p.occ = p.occ.or(p.own[i])
	}
}

// Perft counts the leaves depth plies below the position, every end of
// Ending applied (not the repetition draw).
func (p *FieldPosition) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	q := *p
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 256)
	}
	return q.perft(depth, bufs)
}

func (p *FieldPosition) perft(depth int, bufs [][]Move) uint64 {
	moves := p.GenerateMoves(bufs[depth-1])
	bufs[depth-1] = moves
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		u := p.Make(m)
		n += p.perft(depth-1, bufs)
		p.Unmake(m, u)
	}
	return n
}

// String returns the position in notation: the 256 cells a1, b1, …, p16
// — "." empty, "1"…"4" a piece of player 1…4 (in cat-mouse "c" a cat,
// "m" a mouse) —, the player to move, the pieces in each player's hand
// separated by commas, and the plies played.
func (p *FieldPosition) String() string {
	g := p.c.geo
	var b strings.Builder
	b.Grow(g.n + 32)
	for i := range g.n {
		b.WriteByte(p.symbol(i))
	}
	b.WriteByte(' ')
	b.WriteByte(byte('1' + p.side))
	b.WriteByte(' ')
	for s := range int(p.seats) {
		if s > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(p.hand[s])))
	}
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(p.plies)))
	return b.String()
}

func (p *FieldPosition) symbol(cell int) byte {
	for s := range int(p.seats) {
		if p.own[s].has(cell) {
			if p.c.rules.Variant == CatMouse {
				return "cm"[s]
			}
			return byte('1' + s)
		}
	}
	return '.'
}

// parse reads a position in notation (see FieldPosition.String).
func (c *fieldConfig) parse(text string) (FieldPosition, error) {
	g := c.geo
	if len(text) > maxPositionText {
		return FieldPosition{}, board.BadNotation(text[:32]+"…", "longer than any position of the game (%d bytes)", maxPositionText)
	}
	f := strings.Fields(text)
	if len(f) != 4 || len(f[0]) != g.n {
		return FieldPosition{}, board.BadNotation(text, "a position is the %d cells, the player to move, the pieces in hand (1,2,…) and the plies played", g.n)
	}
	hands := strings.Split(f[2], ",")
	n := len(hands)
	if n < c.minPlayers || n > c.maxPlayers {
		return FieldPosition{}, board.BadNotation(text, "the game is played by %d to %d players, not %d", c.minPlayers, c.maxPlayers, n)
	}
	p := FieldPosition{c: c, seats: int8(n)}
	if len(f[1]) != 1 || f[1][0] < '1' || int(f[1][0]-'1') >= n {
		return FieldPosition{}, board.BadNotation(text, "the player to move is 1…%d, not %q", n, f[1])
	}
	p.side = int8(f[1][0] - '1')
	for i := range g.n {
		ch := f[0][i]
		s := -1
		switch {
		case ch == '.':
		case c.rules.Variant == CatMouse && (ch == 'c' || ch == 'm'):
			s = strings.IndexByte("cm", ch)
		case c.rules.Variant != CatMouse && ch >= '1' && int(ch-'1') < n:
			s = int(ch - '1')
		default:
			return FieldPosition{}, board.BadNotation(text, "cell %s holds %q", g.names[i], ch)
		}
		if s >= 0 {
			p.own[s].set(i)
			p.occ.set(i)
		}
	}
	for s, h := range hands {
		k, err := strconv.Atoi(h)
		if err != nil || k < 0 || k > c.pieces*2/n {
			return FieldPosition{}, board.BadNotation(text, "player %d's hand %q is not 0…%d", s+1, h, c.pieces*2/n)
		}
		p.hand[s] = int16(k)
		if p.own[s].count()+k > c.pieces*2/n && c.rules.Variant != CatMouse {
			return FieldPosition{}, board.BadNotation(text, "player %d has more than %d pieces", s+1, c.pieces*2/n)
		}
	}
	if c.rules.Variant == CatMouse {
		if p.own[0].count() != 2 || p.hand[0] != 0 || p.own[1].count()+int(p.hand[1]) > c.pieces {
			return FieldPosition{}, board.BadNotation(text, "cat-mouse has two cats (c), none in hand, and at most %d mice (m)", c.pieces)
		}
		if p.hand[1] > 0 && p.side != 1 {
			return FieldPosition{}, board.BadNotation(text, "the mice are placed before the cats move")
		}
	}
	if c.rules.Variant == TopSecret {
		if !p.occ.andNot(c.region).empty() && (p.hand[0] > 0 || p.hand[1] > 0) {
			return FieldPosition{}, board.BadNotation(text, "a piece outside f6–k11 while pieces are still placed")
		}
	}
	k, err := strconv.Atoi(f[3])
	if err != nil || k < 0 || k > 1_000_000 {
		return FieldPosition{}, board.BadNotation(text, "%q is not a count of plies (0…1000000)", f[3])
	}
	p.plies = int32(k)
	return p, nil
}

// Draw returns a text picture of the board for people.
func (p *FieldPosition) Draw() string {
	var b strings.Builder
	b.Grow(17 * 40)
	for rank := 15; rank >= 0; rank-- {
		b.WriteString(pad(strconv.Itoa(rank + 1)))
		for file := range 16 {
			b.WriteByte(' ')
			b.WriteByte(p.symbol(rank*16 + file))
		}
		b.WriteByte('\n')
	}
	b.WriteString("    a b c d e f g h i j k l m n o p\n")
	b.WriteString("player " + strconv.Itoa(int(p.side)+1) + " to move; in hand ")
	for s := range int(p.seats) {
		if s > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(int(p.hand[s])))
	}
	return b.String()
}
