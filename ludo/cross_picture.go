package ludo

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// crossUnit is the side of a field of the cross's picture.
const crossUnit = 40

// The kinds of the pieces of a cross picture.
const (
	kindPiece   = "piece"
	kindRefugee = "refugee"
	kindFrank   = "frank"
	kindFurter  = "furter"
)

// crossCellName names a place of seat's pieces as the picture does: a
// track square by its number, a home square or the base with the seat
// first, as the team games' notation names a partner's ("1:b", "1:base").
func crossCellName(seat, x uint8) string {
	switch {
	case x == spotBase:
		return seatPrefix[seat] + "base"
	case x >= spotHome:
		return seatPrefix[seat] + string(rune('a'+x-spotHome))
	}
	return squareNames[x]
}

var (
	seatPrefix  = [crossColours]string{"0:", "1:", "2:", "3:"}
	squareNames = func() (n [crossSquares]string) {
		for i := range n {
			n[i] = strconv.Itoa(i)
		}
		return n
	}()
)

// Picture returns the cross as data (board.Drawer): the 40 track squares
// named by number, each seat's home squares "S:a" to "S:d" and its base
// "S:base" (S the seat), the pieces on them (a barricade or a wall is two
// pieces on one square, refugees are pieces of kind "refugee" of their
// owner, Franks and Furters are of kind "frank" and "furter"), the Furters
// caught with their Franks in the area "caught", the die to move with, and
// counters for whose turn it is, the throws of the allowance made, the
// barricades' ages and the seats finished.
func (s *CrossState) Picture() board.Picture {
	p := board.Picture{
		Width: 11 * crossUnit, Height: 11 * crossUnit,
		ToMove: s.ToMove(),
		Seats:  s.g.info.SeatNames[:s.n],
	}
	p.Cells = make([]board.Cell, 0, crossSquares+int(s.n)*(crossHome+1))
	for x, c := range crossCells {
		p.Cells = append(p.Cells, board.Cell{Name: squareNames[x], X: centre(c[0]), Y: centre(c[1]), Size: crossUnit * 0.9, Shape: board.Field})
	}
	for seat := range s.n {
		col := s.colour(seat)
		h := crossHomeCells[col]
		for k := range int8(crossHome) {
			p.Cells = append(p.Cells, board.Cell{Name: crossCellName(seat, spotHome+uint8(k)),
				X: centre(uint8(h[0] + k*h[2])), Y: centre(uint8(h[1] + k*h[3])), Size: crossUnit * 0.9, Shape: board.Field})
		}
		b := crossBaseCells[col]
		base := board.Cell{Name: crossCellName(seat, spotBase), X: float64(b[0]+1) * crossUnit, Y: float64(b[1]+1) * crossUnit,
			Size: crossUnit * 1.8, Shape: board.Field}
		if n := s.inBase(seat); n > 0 {
			base.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: s.pieceKind(seat), Count: n}}
		}
		p.Cells = append(p.Cells, base)
	}
	for seat := range s.n {
		for _, q := range s.onWay(seat) {
			c := &p.Cells[s.cellIndex(seat, s.place(seat, q))]
			c.Pieces = addPiece(c.Pieces, board.Piece{Seat: board.Player(seat), Kind: s.pieceKind(seat), Count: 1})
		}
	}
	if s.b.blind.on {
		s.drawFigures(p.Cells)
	}
	if s.b.refugees {
		for i, t := range s.ref {
			c := &p.Cells[t]
			c.Pieces = addPiece(c.Pieces, board.Piece{Seat: board.Player(s.refOwner[i]), Kind: kindRefugee, Count: 1})
		}
	}
	if s.b.hunt {
		p.Areas = s.caughtArea()
	}
	if s.phase == PhaseMove {
		p.Dice = []int{int(s.roll)}
	}
	p.Counters = s.counters()
	return p
}

// centre returns the centre of the picture's column or row i.
func centre(i uint8) float64 { return (float64(i) + 0.5) * crossUnit }

// cellIndex returns the index in Picture's cells of seat's place x.
func (s *CrossState) cellIndex(seat, x uint8) int {
	switch {
	case x == spotBase:
		return crossSquares + int(seat)*(crossHome+1) + crossHome
	case x >= spotHome:
		return crossSquares + int(seat)*(crossHome+1) + int(x-spotHome)
	}
	return int(x)
}

// pieceKind returns the kind of seat's normal pieces.
func (s *CrossState) pieceKind(seat uint8) string {
	switch {
	case !s.b.hunt:
		return kindPiece
	case seat == 0:
		return kindFrank
	}
	return kindFurter
}

// addPiece adds q to the pieces of a cell, counting it with a piece of the
// same seat and kind there.
func addPiece(ps []board.Piece, q board.Piece) []board.Piece {
	for i := range ps {
		if ps[i].Seat == q.Seat && ps[i].Kind == q.Kind {
			ps[i].Count += q.Count
			return ps
		}
	}
	return append(ps, q)
}

// caughtArea is the area of the pieces out of the hunt: every Furter
// caught, with the Frank that caught it.
func (s *CrossState) caughtArea() []board.Area {
	a := board.Area{Name: "caught", X: 7.2 * crossUnit, Y: 7.2 * crossUnit, W: 3.6 * crossUnit, H: 1.6 * crossUnit, Seat: board.Nobody}
	n := s.caughtPieces(1)
	if n > 0 {
		a.Pieces = []board.Piece{{Seat: 0, Kind: kindFrank, Count: n}, {Seat: 1, Kind: kindFurter, Count: n}}
	}
	a.Text = strconv.Itoa(n)
	return []board.Area{a}
}

// counters are the picture's counters: whose turn it is, the throws of
// the three-throw allowance forfeited, each barricade's age, and the
// seats finished.
func (s *CrossState) counters() []board.Counter {
	var cs []board.Counter
	if s.phase != PhaseOver {
		cs = append(cs, board.Counter{Name: "turn", Value: s.g.info.SeatNames[s.seat]})
	}
	if s.tries > 0 {
		cs = append(cs, board.Counter{Name: "throws forfeited", Value: strconv.Itoa(int(s.tries))})
	}
	for t := range uint8(crossSquares) {
		if s.barricade(t) && s.b.barricades {
			cs = append(cs, board.Counter{Name: "age of " + squareNames[t], Value: strconv.Itoa(int(s.age[t]))})
		}
	}
	cs = s.penaltyCounters(cs)
	if s.nplaced > 0 {
		cs = append(cs, finishedCounter(s.g.info.SeatNames, s.placed[:s.nplaced]))
	}
	return cs
}
