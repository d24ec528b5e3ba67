package dicegames

import "math/bits"

// Seats is a ring of seats in turn order (clockwise: seat p+1 is p's left
// neighbour) with a set of eliminated seats.
type Seats struct {
	N   int8  // number of seats
	Out uint8 // bit p set: seat p is out of the game
}

// Next returns the next seat after p, clockwise, that is still in the
// game; p itself when nobody else is.
func (s Seats) Next(p int) int { return s.step(p, 1) }

// step returns the first seat in the game after p in the direction dir
// (+1 clockwise, -1 anticlockwise); p itself when nobody else is.
func (s Seats) step(p, dir int) int {
	n := int(s.N)
	for i := 1; i <= n; i++ {
		q := ((p+dir*i)%n + n) % n
		if s.Out&(1<<q) == 0 {
			return q
		}
	}
	return p
}

// Left returns p's left neighbour, the next seat in turn order (out or
// not).
func (s Seats) Left(p int) int { return (p + 1) % int(s.N) }

// Right returns p's right neighbour, the previous seat in turn order.
func (s Seats) Right(p int) int { return (p + int(s.N) - 1) % int(s.N) }

// In reports whether seat p is still in the game.
func (s Seats) In(p int) bool { return s.Out&(1<<p) == 0 }

// Active returns the number of seats still in the game.
func (s Seats) Active() int { return int(s.N) - bits.OnesCount8(s.Out) }

// Eliminate puts seat p out of the game.
func (s *Seats) Eliminate(p int) { s.Out |= 1 << p }

// Reenter brings seat p back into the game, where the rules allow it.
func (s *Seats) Reenter(p int) { s.Out &^= 1 << p }

// Survivor returns the only seat still in the game, or -1.
func (s Seats) Survivor() int {
	if s.Active() != 1 {
		return -1
	}
	return bits.TrailingZeros8(^s.Out)
}

// Prev returns the previous seat before p, anticlockwise, that is still in
// the game; p itself when nobody else is.
func (s Seats) Prev(p int) int { return s.step(p, -1) }
