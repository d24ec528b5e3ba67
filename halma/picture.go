package halma

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Picture returns the board as data: the star's points with the lines
// between neighbours, or the squares dark and light; the pieces with kind
// "piece", or "marked" for Precise's marked piece.
func (p *Position) Picture() board.Picture {
	g := p.c.geo
	pic := board.Picture{ToMove: board.Player(p.side)}
	if e, _ := p.Ending(); e != NotOver {
		pic.ToMove = board.Nobody
	}
	for i := range int(p.seats) {
		pic.Seats = append(pic.Seats, "player "+strconv.Itoa(i+1))
	}
	const unit = 40.0
	minX, minY, maxX, maxY := g.x[0], g.y[0], g.x[0], g.y[0]
	for i := range g.n {
		minX, maxX = min(minX, g.x[i]), max(maxX, g.x[i])
		minY, maxY = min(minY, g.y[i]), max(maxY, g.y[i])
	}
	pic.Width, pic.Height = (maxX-minX+1)*unit, (maxY-minY+1)*unit
	for i := range g.n {
		c := board.Cell{Name: g.names[i], X: (g.x[i] - minX + 0.5) * unit, Y: (g.y[i] - minY + 0.5) * unit, Size: unit}
		switch {
		case g.kind == Star:
			c.Shape, c.Size = board.Node, unit*0.6
		case g.dark.has(i):
			c.Shape = board.DarkSquare
		default:
			c.Shape = board.LightSquare
		}
		if s := p.at(i); s >= 0 {
			kind := "piece"
			if p.c.rules.Precise && int(p.marked[s]) == i {
				kind = "marked"
			}
			c.Pieces = []board.Piece{{Seat: board.Player(s), Kind: kind, Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
		if g.kind == Star {
			for _, d := range []int{0, 2, 5} { // each line once: E, SE and SW
				if n := g.nb[i][d]; n >= 0 {
					pic.Lines = append(pic.Lines, board.Line{From: g.names[i], To: g.names[n], Kind: "line"})
				}
			}
		}
	}
	pic.Counters = append(pic.Counters, board.Counter{Name: "plies", Value: strconv.Itoa(int(p.plies))})
	if p.seats == 1 {
		pic.Counters = append(pic.Counters,
			board.Counter{Name: "turns", Value: strconv.Itoa(p.Turns(0))},
			board.Counter{Name: "elementary moves", Value: strconv.Itoa(int(p.elem))})
	}
	return pic
}
