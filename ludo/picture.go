package ludo

import (
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// trackUnit is the side of a field of a track's picture.
const trackUnit = 40

// Picture returns the track as data (board.Drawer). Propast's picture has
// the start "0", fields 1 to 31 in rows of eleven, alternately left to
// right and right to left, and the goal "off", with a line of kind
// "abyss" from every abyss (a cell of shape board.Hole) to the start. Snakes and Ladders has squares 1
// to 100 in rows of ten from the bottom, alternately left to right and
// right to left, the start "0" left of square 1 (when the pieces begin off
// the board), and a line of kind "ladder" for every ascent and "snake" for
// every descent. The stones are pieces of kind "stone"; the picture shows
// the die to move with and counters for whose turn it is and the seats
// through.
func (s *TrackState) Picture() board.Picture {
	t := s.t
	p := board.Picture{ToMove: s.ToMove(), Seats: s.g.info.SeatNames[:s.n]}
	first := t.start
	if t.offName {
		first = 0
	}
	p.Cells = make([]board.Cell, 0, int(t.goal-first)+1)
	size := trackUnit * 0.9
	if !t.offName {
		size = trackUnit * 0.7 // room between the squares for the ladders and snakes
	}
	for f := first; f <= t.goal; f++ {
		x, y := t.cellAt(f)
		shape := board.Field
		if t.offName && t.jump[f] != f {
			shape = board.Hole // an abyss
		}
		p.Cells = append(p.Cells, board.Cell{Name: t.fieldName(f), X: x, Y: y, Size: size, Shape: shape})
	}
	if t.offName {
		p.Width, p.Height = 11*trackUnit, 3*trackUnit
	} else {
		p.Width, p.Height = 11*trackUnit, 10*trackUnit
	}
	for f := first; f <= t.goal; f++ {
		if j := t.jump[f]; j != f {
			kind := "abyss"
			switch {
			case t.offName:
			case j > f:
				kind = "ladder"
			default:
				kind = "snake"
			}
			p.Lines = append(p.Lines, board.Line{From: t.fieldName(f), To: t.fieldName(j), Kind: kind})
		}
	}
	for seat := range s.n {
		c := &p.Cells[s.stone[seat]-first]
		c.Pieces = append(c.Pieces, board.Piece{Seat: board.Player(seat), Kind: "stone", Count: 1})
	}
	if s.phase == PhaseMove {
		p.Dice = []int{int(s.roll)}
	}
	if s.phase != PhaseOver {
		p.Counters = append(p.Counters, board.Counter{Name: "turn", Value: s.g.info.SeatNames[s.seat]})
	}
	if s.nplaced > 0 {
		p.Counters = append(p.Counters, finishedCounter(s.g.info.SeatNames, s.placed[:s.nplaced]))
	}
	return p
}

// cellAt returns the centre of position f in the picture of the track.
func (g *trackBoard) cellAt(f uint8) (x, y float64) {
	if g.offName {
		// Propast: the start, 31 fields and the goal, eleven to a row.
		row, col := int(f)/11, int(f)%11
		if row%2 == 1 {
			col = 10 - col
		}
		return (float64(col) + 0.5) * trackUnit, (float64(row) + 0.5) * trackUnit
	}
	if f == 0 {
		return 0.5 * trackUnit, 9.5 * trackUnit
	}
	row, col := int(f-1)/10, int(f-1)%10
	if row%2 == 1 {
		col = 9 - col
	}
	return (float64(col) + 1.5) * trackUnit, (9 - float64(row) + 0.5) * trackUnit
}

// finishedCounter is the counter of the seats finished, by name in
// finishing order.
func finishedCounter(names []string, placed []uint8) board.Counter {
	var b strings.Builder
	for i, seat := range placed {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(names[seat])
	}
	return board.Counter{Name: "finished", Value: b.String()}
}
