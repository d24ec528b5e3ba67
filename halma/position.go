package halma

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// String returns the position in notation: one character per cell in the
// board's order (star points 1…121; squares a1, b1, …, p1, a2, …, p16) —
// "." empty, "1"…"6" a piece of player 1…6, "a"…"f" the marked piece of
// player 1…6 under Precise —, a space and the player to move ("1"…"6"),
// then, once any ply has been played, the plies played, and in a
// solitaire race the single hops and steps played.
func (p *Position) String() string {
	g := p.c.geo
	var b strings.Builder
	b.Grow(g.n + 24)
	for i := range g.n {
		b.WriteByte(p.symbol(i))
	}
	b.WriteByte(' ')
	b.WriteByte(byte('1' + p.side))
	if p.plies > 0 || p.elem > 0 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(p.plies)))
	}
	if p.elem > 0 {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(p.elem)))
	}
	return b.String()
}

// symbol returns the notation's character for cell.
func (p *Position) symbol(cell int) byte {
	s := p.at(cell)
	switch {
	case s < 0:
		return '.'
	case p.c.rules.Precise && int(p.marked[s]) == cell:
		return byte('a' + s)
	}
	return byte('1' + s)
}

// maxPositionText bounds the position text read: the cells, the seat and
// two counters.
const maxPositionText = maxCells + 32

// parse reads a position in notation (see Position.String).
func (c *config) parse(text string) (Position, error) {
	g := c.geo
	if len(text) > maxPositionText {
		return Position{}, board.BadNotation(text[:32]+"…", "longer than any halma position (%d bytes)", maxPositionText)
	}
	fields := strings.Fields(text)
	if len(fields) < 2 || len(fields) > 4 {
		return Position{}, board.BadNotation(text, "a position is %d cells, the player to move and the plies played", g.n)
	}
	cellText := fields[0]
	if len(cellText) != g.n {
		return Position{}, board.BadNotation(text, "the %s board has %d cells, not %d", g.kind, g.n, len(cellText))
	}
	if len(fields[1]) != 1 || fields[1][0] < '1' || fields[1][0] > '6' {
		return Position{}, board.BadNotation(text, "the player to move is 1…6, not %q", fields[1])
	}
	p := Position{c: c, side: int8(fields[1][0] - '1')}
	for i := range p.marked {
		p.marked[i] = -1
	}
	seats := int(p.side) + 1
	for i := range g.n {
		ch := cellText[i]
		switch {
		case ch == '.':
			continue
		case ch >= '1' && ch <= '6':
		case ch >= 'a' && ch <= 'f' && c.rules.Precise:
			s := int(ch - 'a')
			if p.marked[s] >= 0 {
				return Position{}, board.BadNotation(text, "player %d has two marked pieces", s+1)
			}
			p.marked[s] = int16(i)
			ch = '1' + byte(s)
		default:
			return Position{}, board.BadNotation(text, "cell %s holds %q: want '.', 1…6%s", g.names[i], ch, markedHint(c))
		}
		s := int(ch - '1')
		p.own[s].set(i)
		p.occ.set(i)
		seats = max(seats, s+1)
	}
	seats = max(seats, c.minPlayers)
	if seats > c.maxPlayers || c.seatings[seats] == nil {
		return Position{}, board.BadNotation(text, "the game is played by %d to %d players, not %d", c.minPlayers, c.maxPlayers, seats)
	}
	p.seats, p.st = int8(seats), c.seatings[seats]
	for s := range seats {
		if n := p.own[s].count(); n > p.st.pieces {
			return Position{}, board.BadNotation(text, "player %d has %d pieces, more than %d", s+1, n, p.st.pieces)
		}
		if c.rules.Precise && p.marked[s] < 0 && !p.own[s].empty() {
			return Position{}, board.BadNotation(text, "player %d has no marked piece (%c)", s+1, 'a'+s)
		}
	}
	for i, f := range fields[2:] {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || n > 1_000_000 {
			return Position{}, board.BadNotation(text, "%q is not a count of plies or moves (0…1000000)", f)
		}
		if i == 0 {
			p.plies = int32(n)
		} else if seats != 1 {
			return Position{}, board.BadNotation(text, "only a solitaire race counts single moves")
		} else {
			p.elem = int32(n)
		}
	}
	return p, nil
}

func markedHint(c *config) string {
	if c.rules.Precise {
		return " or a…f (a marked piece)"
	}
	return ""
}

// start returns the starting position of n players.
func (c *config) start(n int) Position {
	st := c.seatings[n]
	p := Position{c: c, st: st, seats: int8(n)}
	for s := range 6 {
		p.marked[s] = -1
	}
	for s := range n {
		p.own[s] = st.start[s]
		p.occ = p.occ.or(st.start[s])
		if c.rules.Precise {
			p.marked[s] = int16(st.startCorner[s])
		}
	}
	return p
}

// Draw returns a text picture of the board for people: the star as rows
// of points, the square board with rank numbers and file letters; the
// player to move below.
func (p *Position) Draw() string {
	g := p.c.geo
	var b strings.Builder
	b.Grow(4*g.n + 64)
	if g.kind == Star {
		for i := 0; i < g.n; {
			r := g.r[i]
			// Screen x = q + r/2: two characters per point.
			indent := int(2*(float64(g.q[i])+float64(r)/2) + 12)
			b.WriteString(strings.Repeat(" ", indent))
			for ; i < g.n && g.r[i] == r; i++ {
				b.WriteByte(p.symbol(i))
				b.WriteByte(' ')
			}
			b.WriteByte('\n')
		}
	} else {
		side := g.grid.Width()
		for rank := side - 1; rank >= 0; rank-- {
			b.WriteString(pad(strconv.Itoa(rank + 1)))
			for file := range side {
				b.WriteByte(' ')
				b.WriteByte(p.symbol(rank*side + file))
			}
			b.WriteByte('\n')
		}
		b.WriteString("   ")
		for file := range side {
			b.WriteByte(' ')
			b.WriteByte(byte('a' + file))
		}
		b.WriteByte('\n')
	}
	b.WriteString("player ")
	b.WriteString(strconv.Itoa(int(p.side) + 1))
	b.WriteString(" to move")
	return b.String()
}

func pad(s string) string { return strings.Repeat(" ", 3-len(s)) + s }
