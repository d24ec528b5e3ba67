package ludo

import "github.com/rulebook-go/rulebook/board"

// Opening marks of a seat during the opening throws (every player
// throws once, the highest starts, the tied throw again), shared
// by both engines of the package.
const (
	openToThrow = 0 // still to throw in this round; 1..6 thrown
	openOut     = 7 // beaten in an earlier round
)

// openingMarks records the opening throws: one mark per seat.
type openingMarks [maxSeats]uint8

// throw records seat's opening throw f among n seats. It returns the seat
// that throws next and false, or, at the end of a round with one highest
// throw, the starting seat and true; a round that ends tied starts a new
// round among the tied, in seat order.
func (o *openingMarks) throw(seat, n, f uint8) (uint8, bool) {
	o[seat] = f
	for i := seat + 1; i < n; i++ {
		if o[i] == openToThrow {
			return i, false
		}
	}
	best, count := uint8(0), 0
	for i := range n {
		if v := o[i]; v != openOut && v > best {
			best, count = v, 1
		} else if v == best {
			count++
		}
	}
	if count == 1 {
		for i := range n {
			if o[i] == best {
				clear(o[:])
				return i, true
			}
		}
	}
	first := uint8(maxSeats)
	for i := range n {
		if o[i] == best {
			o[i] = openToThrow
			first = min(first, i)
		} else {
			o[i] = openOut
		}
	}
	return first, false
}

// appendMarks writes the marks of n seats: "." still to throw, "1".."6"
// thrown this round, "-" beaten in an earlier round.
func (o *openingMarks) appendMarks(b []byte, n uint8) []byte {
	for i := range n {
		switch v := o[i]; v {
		case openToThrow:
			b = append(b, '.')
		case openOut:
			b = append(b, '-')
		default:
			b = append(b, '0'+v)
		}
	}
	return b
}

// parse reads the marks of n seats with seat to throw: one per seat, every
// seat before it having thrown or been beaten, every seat after it still to
// throw or beaten, and at least two seats contending.
func (o *openingMarks) parse(pos, marks string, n, seat uint8) error {
	if len(marks) != int(n) {
		return board.BadNotation(pos, "open:%s: want one mark per seat (. to throw, 1-6 thrown, - out)", marks)
	}
	contenders := 0
	for i := range n {
		c := marks[i]
		switch {
		case c == '.':
			o[i] = openToThrow
			if i < seat {
				return board.BadNotation(pos, "open:%s: seat %d throws before seat %d", marks, seat, i)
			}
		case c == '-':
			o[i] = openOut
			continue
		case c >= '1' && c <= '6':
			o[i] = c - '0'
			if i >= seat {
				return board.BadNotation(pos, "open:%s: seat %d has thrown before seat %d", marks, i, seat)
			}
		default:
			return board.BadNotation(pos, "open:%s: %q is not a mark (. to throw, 1-6 thrown, - out)", marks, c)
		}
		contenders++
	}
	if o[seat] != openToThrow || contenders < 2 {
		return board.BadNotation(pos, "open:%s: seat %d is not to throw, or fewer than two seats contend", marks, seat)
	}
	return nil
}
