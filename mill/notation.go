package mill

import (
	"math/rand/v2"
	"sync"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// Move is one decision in a mill game, packed in 32 bits: a placement or a
// stone move with the stones it removes, a pass, or a throw of the dice.
// Moves are comparable: two moves are equal exactly when they are the same
// decision. The zero Move is NullMove, never legal.
//
// Notation: "d1" places on d1, "d1xf4" places and removes the stone on f4,
// "a1-a4" slides, jumps or flies from a1 to a4, "a1-a4xf4" also removes;
// with DoubleMillRemovesTwo a second removal follows ("a1xb2xd6"). Dice
// mill writes its bonus removal first, in brackets: "[xa7]g1xe4", and a
// bonus removal that ends the game alone as "[xa7]". "pass" is the pass of
// a blocked player under BlockedPasses, and a throw of the dice is written
// as its faces ascending, "1-2-3".
//
// Layout: each point field holds the point plus one, 0 for none: bits 0–4
// destination, 5–9 origin, 10–14 removal, 15–19 second removal, 20–24
// bonus removal; bit 29 pass; bit 30 a throw, whose index among the 56
// throws is in bits 0–5.
type Move uint32

// NullMove is the zero Move: no decision.
const NullMove Move = 0

// Pass is the move of a blocked player who passes (BlockedPasses).
const Pass Move = 1 << 29

const (
	toShift     = 0
	fromShift   = 5
	removeShift = 10
	secondShift = 15
	bonusShift  = 20
	throwBit    = 1 << 30
	fieldMask   = 31
)

// field returns the point stored at shift, or NoPoint.
func (m Move) field(shift uint) Point { return Point(m>>shift&fieldMask) - 1 }

// with returns m with point p stored at shift.
func (m Move) with(shift uint, p Point) Move { return m | Move(p+1)<<shift }

// Place returns the placement of a stone on to.
func Place(to Point) Move { return NullMove.with(toShift, to) }

// Step returns the move of the stone on from to to (a slide, a knight
// jump or a fly).
func Step(from, to Point) Move { return NullMove.with(fromShift, from).with(toShift, to) }

// Removing returns m with the removal of the stone on p added: the first
// removal, or the second when m has one.
func (m Move) Removing(p Point) Move {
	if m.Remove() == NoPoint {
		return m.with(removeShift, p)
	}
	return m.with(secondShift, p)
}

// WithBonus returns m with dice mill's bonus removal of the stone on p,
// made before the placement.
func (m Move) WithBonus(p Point) Move { return m.with(bonusShift, p) }

// Throw returns the chance move of dice mill's three dice showing r, in
// any order; false when r is not a throw of three six-sided dice.
func Throw(r dice.Roll) (Move, bool) {
	i := -1
	if r.Len() == 3 && r.Min() >= 1 && r.Max() <= 6 {
		i = rollIndex(r)
	}
	if i < 0 {
		return NullMove, false
	}
	return throwMove(i), true
}

// ThrowOf throws dice mill's three dice with r and returns the throw, for
// programs that roll for the player.
func ThrowOf(r *rand.Rand) Move {
	m, _ := Throw(dice.D6.Throw(3, r))
	return m
}

func throwMove(i int) Move { return throwBit | Move(i) }

// To returns the point a stone is placed or moved on, or NoPoint.
func (m Move) To() Point {
	if m&(throwBit|Pass) != 0 {
		return NoPoint
	}
	return m.field(toShift)
}

// From returns the point a stone moves from, or NoPoint for a placement.
func (m Move) From() Point { return m.field(fromShift) }

// Remove returns the point of the (first) stone removed for a mill, or
// NoPoint.
func (m Move) Remove() Point { return m.field(removeShift) }

// SecondRemove returns the point of the second stone removed for a double
// mill (DoubleMillRemovesTwo), or NoPoint.
func (m Move) SecondRemove() Point { return m.field(secondShift) }

// Bonus returns the point of dice mill's bonus removal, or NoPoint.
func (m Move) Bonus() Point { return m.field(bonusShift) }

// IsThrow reports whether m is a throw of the dice, and returns it.
func (m Move) IsThrow() (dice.Roll, bool) {
	if m&throwBit == 0 || int(m&63) >= len(rolls) {
		return dice.Roll{}, false
	}
	return rolls[m&63].Roll, true
}

// String returns the move in notation.
func (m Move) String() string {
	var b [24]byte
	return string(m.appendText(b[:0]))
}

// AppendText appends the move's notation to b (encoding.TextAppender).
func (m Move) AppendText(b []byte) ([]byte, error) { return m.appendText(b), nil }

// MarshalText returns the move's notation (encoding.TextMarshaler).
func (m Move) MarshalText() ([]byte, error) { return m.appendText(nil), nil }

func (m Move) appendText(b []byte) []byte {
	switch {
	case m == Pass:
		return append(b, "pass"...)
	case m&throwBit != 0:
		r, _ := m.IsThrow()
		return append(b, r.String()...)
	case m == NullMove:
		return append(b, "null"...)
	}
	if p := m.Bonus(); p != NoPoint {
		b = append(append(append(b, "[x"...), p.String()...), ']')
	}
	if p := m.From(); p != NoPoint {
		b = append(append(b, p.String()...), '-')
	}
	if p := m.To(); p != NoPoint {
		b = append(b, p.String()...)
	}
	for _, p := range []Point{m.Remove(), m.SecondRemove()} {
		if p != NoPoint {
			b = append(append(b, 'x'), p.String()...)
		}
	}
	return b
}

// moveMax bounds the length of a move text: "[xa7]a1-a4xb2xc3" has 16
// characters.
const moveMax = 24

// ParseMove reads a move in notation, without checking it against a
// position: "d1", "d1xf4", "a1-a4", "a1-a4xf4", "[xa7]g1xe4", "[xa7]",
// "pass" or a throw such as "3-1-2" (faces in any order). Errors wrap
// board.ErrBadNotation.
func ParseMove(s string) (Move, error) {
	if len(s) > moveMax {
		return NullMove, board.BadNotation(s[:moveMax]+"…", "a move has at most %d characters", moveMax)
	}
	if s == "pass" {
		return Pass, nil
	}
	if len(s) == 5 && s[1] == '-' && s[3] == '-' && s[0] >= '1' && s[0] <= '6' {
		r, err := dice.ParseRollOf(dice.D6, 3, s)
		if err != nil {
			return NullMove, err
		}
		m, _ := Throw(r)
		return m, nil
	}
	m, rest := NullMove, s
	point := func() (Point, bool) {
		if len(rest) < 2 {
			return NoPoint, false
		}
		p, err := ParsePoint(rest[:2])
		if err != nil {
			return NoPoint, false
		}
		rest = rest[2:]
		return p, true
	}
	bad := func(why string) (Move, error) { return NullMove, board.BadNotation(s, "%s", why) }
	if len(rest) > 0 && rest[0] == '[' {
		rest = rest[1:]
		if len(rest) == 0 || rest[0] != 'x' {
			return bad("a bonus removal is written [xa7]")
		}
		rest = rest[1:]
		p, ok := point()
		if !ok || len(rest) == 0 || rest[0] != ']' {
			return bad("a bonus removal is written [xa7]")
		}
		rest = rest[1:]
		m = m.WithBonus(p)
		if rest == "" {
			return m, nil
		}
	}
	to, ok := point()
	if !ok {
		return bad("want a point (d1), a move (a1-a4), a removal after x (d1xf4), [xa7] or pass")
	}
	if len(rest) > 0 && rest[0] == '-' {
		rest = rest[1:]
		from := to
		if to, ok = point(); !ok {
			return bad("a move is written from-to, as a1-a4")
		}
		if from == to {
			return bad("a stone cannot move to its own point")
		}
		m |= Step(from, to)
	} else {
		m |= Place(to)
	}
	for range 2 {
		if rest == "" {
			return m, nil
		}
		if rest[0] != 'x' {
			break
		}
		rest = rest[1:]
		p, ok := point()
		if !ok {
			return bad("a removal is written x and a point, as d1xf4")
		}
		m = m.Removing(p)
	}
	if rest == "" {
		return m, nil
	}
	return bad("unexpected text after the move")
}

// commonMoves is the number of moves with at most one removal and no
// bonus: destination, origin and removal each a point or none.
const commonMoves = 25 * 25 * 25

// boxedMoves holds, as board.Move values boxed once when first needed,
// every common move, then as many placements with a bonus removal (dice
// mill's destination, removal and bonus, each a point or none), every
// throw and the pass, so that State.AppendLegal lists them without
// allocating; only a move that forms two mills at once, with a second
// removal, is boxed anew.
var boxedMoves = sync.OnceValue(func() []board.Move {
	t := make([]board.Move, 2*commonMoves+len(rolls)+1)
	for i := range commonMoves {
		a, b, c := i%25, i/25%25, i/625 // three fields: a point plus one, or 0
		t[i] = Move(a<<toShift | b<<fromShift | c<<removeShift)
		t[commonMoves+i] = Move(a<<toShift | b<<removeShift | c<<bonusShift)
	}
	for i := range rolls {
		t[2*commonMoves+i] = throwMove(i)
	}
	t[len(t)-1] = Pass
	return t
})

// boxed returns m as a board.Move from table (boxedMoves), without
// allocating for common moves.
func boxed(table []board.Move, m Move) board.Move {
	switch {
	case m == Pass:
		return table[len(table)-1]
	case m&throwBit != 0:
		return table[2*commonMoves+int(m&63)]
	case m>>secondShift == 0:
		return table[int(m&fieldMask)+25*int(m>>fromShift&fieldMask)+625*int(m>>removeShift&fieldMask)]
	case m>>secondShift&fieldMask == 0 && m>>fromShift&fieldMask == 0: // a placement with a bonus
		return table[commonMoves+int(m&fieldMask)+25*int(m>>removeShift&fieldMask)+625*int(m>>bonusShift&fieldMask)]
	}
	return m
}
