package mill

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// Color is a player's colour; it is also the seat: White is seat 0 and
// Black seat 1.
type Color uint8

// The colours.
const (
	White Color = iota
	Black
)

const (
	white = int(White)
	black = int(Black)
)

// String returns "White" or "Black".
func (c Color) String() string {
	if c == White {
		return "White"
	}
	return "Black"
}

// Position is a position of a mill game, with its rules: the stones on the
// board and in hand, the side to move, the dice thrown for a placing turn
// of dice mill, Black's moves in the hunt, and the plies since the last
// placement or removal. It is a small value: copying it is the cheapest
// way to keep one, and Make returns the position before the move as the
// Undo. The zero Position is not usable; get one from a Game (Start,
// ParsePosition).
type Position struct {
	men    [2]Bits  // occupancy by colour
	hand   [2]uint8 // stones in hand by colour
	side   uint8    // colour to move
	roll   uint8    // dice mill: 1 + index in rolls of this turn's throw, 0 before it
	moves  uint8    // the hunt: Black's moves made
	won    bool     // the last move formed a mill that wins (hunt, cross mill)
	passed bool     // the last move was a pass (BlockedPasses)
	quiet  uint16   // plies since the last placement or removal
	c      *config
}

// Undo is what Unmake needs to take a move back: the position before it.
type Undo struct{ before Position }

// Stones returns the stones of c on the board.
func (p *Position) Stones(c Color) Bits { return p.men[c&1] }

// Empty returns the empty points.
func (p *Position) Empty() Bits { return allPoints &^ (p.men[0] | p.men[1]) }

// Hand returns the number of stones c has in hand.
func (p *Position) Hand(c Color) int { return int(p.hand[c&1]) }

// ToMove returns the colour to move (or to throw the dice).
func (p *Position) ToMove() Color { return Color(p.side) }

// Roll returns the dice thrown for the current placing turn of dice mill,
// faces ascending, and whether they have been thrown.
func (p *Position) Roll() (dice.Roll, bool) {
	if p.roll == 0 {
		return dice.Roll{}, false
	}
	return rolls[p.roll-1].Roll, true
}

// BlackMoves returns the number of moves Black has made in the hunt.
func (p *Position) BlackMoves() int { return int(p.moves) }

// QuietPlies returns the number of plies since the last placement or
// removal (the no-progress count; the position notation does not carry it).
func (p *Position) QuietPlies() int { return int(p.quiet) }

// Rules returns the rules the position is played under.
func (p *Position) Rules() Rules { return p.c.rules }

// count returns the stones of colour i on the board and in hand.
func (p *Position) count(i int) int { return p.men[i].Count() + int(p.hand[i]) }

// Chance reports whether the dice are to be thrown before the player to
// move places: a placing turn of dice mill without a recorded throw, in a
// game not yet over.
func (p *Position) Chance() bool {
	return p.c.rules.Dice && p.roll == 0 && p.hand[p.side] > 0 && p.terminal() == NotOver
}

// positionMax bounds the length of a position text: 24 points, side, two
// hands, bm= and roll= with spaces come to about 45 bytes.
const positionMax = 64

// String returns the position in notation: the 24 points in canonical
// order as W, B or ".", the side to move (W or B), White's and Black's
// stones in hand, then bm=N in the hunt once Black has moved and roll=abc
// in dice mill once the dice of a placing turn are thrown. The nine men's
// morris start is "........................ W 9 9".
func (p *Position) String() string {
	b := make([]byte, 0, positionMax)
	for i := range Point(Points) {
		switch {
		case p.men[white].Has(i):
			b = append(b, 'W')
		case p.men[black].Has(i):
			b = append(b, 'B')
		default:
			b = append(b, '.')
		}
	}
	b = append(b, ' ', "WB"[p.side], ' ')
	b = strconv.AppendInt(b, int64(p.hand[white]), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(p.hand[black]), 10)
	if p.c.rules.Hunt && p.moves > 0 {
		b = append(b, " bm="...)
		b = strconv.AppendInt(b, int64(p.moves), 10)
	}
	if p.roll != 0 {
		b = append(b, " roll="...)
		r := rolls[p.roll-1].Roll
		for i := range r.Len() {
			b = append(b, byte('0'+r.Face(i)))
		}
	}
	return string(b)
}

// parse reads a position in notation under the rules of c. Errors wrap
// board.ErrBadNotation.
func (c *config) parse(s string) (Position, error) {
	bad := func(format string, args ...any) (Position, error) {
		return Position{}, board.BadNotation(s, format, args...)
	}
	if len(s) > positionMax {
		return bad("a position has at most %d characters", positionMax)
	}
	f := strings.Split(s, " ")
	if len(f) < 4 || len(f) > 6 {
		return bad("want 24 points, the side to move, two hands and optional bm= and roll=, separated by single spaces")
	}
	p := Position{c: c}
	if len(f[0]) != Points {
		return bad("the board has %d points, not %d", Points, len(f[0]))
	}
	for i := range Points {
		switch f[0][i] {
		case 'W':
			p.men[white] |= bit(Point(i))
		case 'B':
			p.men[black] |= bit(Point(i))
		case '.':
		default:
			return bad("point %s is %q, not W, B or .", Point(i), f[0][i])
		}
	}
	switch f[1] {
	case "W":
		p.side = uint8(White)
	case "B":
		p.side = uint8(Black)
	default:
		return bad("the side to move is W or B, not %q", f[1])
	}
	for i, h := range f[2:4] {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 || n > c.stones || h != strconv.Itoa(n) {
			return bad("%s's hand %q is not a number of stones 0..%d", Color(i), h, c.stones)
		}
		p.hand[i] = uint8(n)
	}
	rest := f[4:]
	if len(rest) > 0 && strings.HasPrefix(rest[0], "bm=") {
		if !c.rules.Hunt {
			return bad("bm= (Black's moves) belongs to the hunt")
		}
		v := rest[0][len("bm="):]
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > c.limit || v != strconv.Itoa(n) {
			return bad("bm=%s is not a number of Black moves 0..%d", v, c.limit)
		}
		p.moves = uint8(n)
		rest = rest[1:]
	}
	if len(rest) > 0 && strings.HasPrefix(rest[0], "roll=") {
		if err := p.parseRoll(rest[0][len("roll="):]); err != nil {
			return bad("%v", err)
		}
		rest = rest[1:]
	}
	if len(rest) > 0 {
		return bad("unknown field %q (bm= comes before roll=)", rest[0])
	}
	return p, nil
}

// parseRoll reads the three dice of roll=abc.
func (p *Position) parseRoll(v string) error {
	if !p.c.rules.Dice {
		return fmt.Errorf("roll= belongs to dice mill")
	}
	if p.hand[p.side] == 0 {
		return fmt.Errorf("roll= is recorded only for a placing turn, and %s has no stone in hand", Color(p.side))
	}
	if len(v) != 3 {
		return fmt.Errorf("roll=%s: want three dice, such as roll=345", v)
	}
	var faces [3]int
	for i := range 3 {
		if v[i] < '1' || v[i] > '6' {
			return fmt.Errorf("roll=%s: a die shows 1..6", v)
		}
		faces[i] = int(v[i] - '0')
	}
	p.roll = uint8(rollIndex(dice.MustRoll(faces[:]...)) + 1)
	return nil
}

// pictureRows are the ranks of the board from 7 down to 1, with X where a
// point is.
var pictureRows = [7]string{
	"X-----X-----X",
	"| X---X---X |",
	"| | X-X-X | |",
	"X-X-X   X-X-X",
	"| | X-X-X | |",
	"| X---X---X |",
	"X-----X-----X",
}

// Diagram draws the board for people, rank 7 on top: W and B for the
// stones, + for an empty point, with the hands and the side to move below.
func (p *Position) Diagram() string {
	var b strings.Builder
	for r, row := range pictureRows {
		rank := byte('7' - r)
		b.WriteByte(rank)
		b.WriteString("  ")
		for i := range len(row) {
			ch := row[i]
			if ch == 'X' {
				q, _ := ParsePoint(string([]byte{byte('a' + i/2), rank}))
				switch {
				case p.men[white].Has(q):
					ch = 'W'
				case p.men[black].Has(q):
					ch = 'B'
				default:
					ch = '+'
				}
			}
			b.WriteByte(ch)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   a b c d e f g\n")
	b.WriteString("in hand: White " + strconv.Itoa(int(p.hand[white])) + ", Black " + strconv.Itoa(int(p.hand[black])) +
		"; " + Color(p.side).String() + " to move\n")
	return b.String()
}

// InMills returns the stones of c that stand in a mill: those a removal
// may take only when every stone of c does.
func (p *Position) InMills(c Color) Bits { return p.c.geo.inMills(p.men[c&1]) }
