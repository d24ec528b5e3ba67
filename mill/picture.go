package mill

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The picture's scale: points one unit apart on the 7×7 grid of their
// coordinates, with a margin of one unit, and the hands below.
const (
	pictureUnit  = 40.0
	handsHeight  = 1.5 * pictureUnit
	pictureWidth = 8 * pictureUnit
)

// handArea names the area of each colour's stones in hand.
var handArea = [2]string{"hand-white", "hand-black"}

// Picture returns the board as data (board.Drawer): the 24 points with
// their stones, the lines of the board (the diagonals too in twelve men's
// morris), both hands, the dice of a placing turn of dice mill, and
// Black's moves in the hunt.
func (s *State) Picture() board.Picture {
	p := &s.pos
	pic := board.Picture{
		Width:  pictureWidth,
		Height: pictureWidth + handsHeight,
		ToMove: s.ToMove(),
		Seats:  []string{"White", "Black"},
	}
	for i := range Point(Points) {
		x, y := coordinates(i)
		c := board.Cell{Name: i.String(), X: float64(x+1) * pictureUnit, Y: float64(7-y) * pictureUnit,
			Size: pictureUnit / 2, Shape: board.Node}
		for seat := range 2 {
			if p.men[seat].Has(i) {
				c.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: "stone", Count: 1}}
			}
		}
		pic.Cells = append(pic.Cells, c)
	}
	g := Morris(p.c.rules.Diagonals)
	for l := range g.Lines() {
		line := g.Line(l)
		for i := 1; i < len(line); i++ {
			pic.Lines = append(pic.Lines, board.Line{From: g.Name(line[i-1]), To: g.Name(line[i]), Kind: "line"})
		}
	}
	for seat := range 2 {
		a := board.Area{Name: handArea[seat], X: float64(seat) * pictureWidth / 2, Y: pictureWidth,
			W: pictureWidth / 2, H: handsHeight, Seat: board.Player(seat),
			Text: pic.Seats[seat] + " in hand: " + strconv.Itoa(int(p.hand[seat]))}
		if n := int(p.hand[seat]); n > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: "stone", Count: n}}
		}
		pic.Areas = append(pic.Areas, a)
	}
	if r, ok := p.Roll(); ok {
		pic.Dice = r.Faces(nil)
	}
	if p.c.rules.Hunt {
		pic.Counters = append(pic.Counters, board.Counter{Name: "Black's moves",
			Value: strconv.Itoa(int(p.moves)) + " of " + strconv.Itoa(p.c.limit)})
	}
	return pic
}

// Touches returns the points the move touches, in order (board.Tracer): a
// bonus removal, the origin, the destination (a placement or the end of a
// move), then the removals. A throw or a pass touches nothing.
func (m Move) Touches() []board.Touch {
	if m&(throwBit|Pass) != 0 {
		return nil
	}
	var t []board.Touch
	add := func(p Point, r board.Role) {
		if p != NoPoint {
			t = append(t, board.Touch{Cell: p.String(), Role: r})
		}
	}
	add(m.Bonus(), board.Remove)
	if from := m.From(); from != NoPoint {
		add(from, board.From)
		add(m.To(), board.To)
	} else {
		add(m.To(), board.Place)
	}
	add(m.Remove(), board.Remove)
	add(m.SecondRemove(), board.Remove)
	return t
}
