package draughts

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

var (
	_ board.Drawer = (*State)(nil)
	_ board.Tracer = Notated{}
	_ board.Tracer = Declaration{}
)

// Picture returns the board as data (board.Drawer): one cell per square
// played on, named as the notation names it ("c3", "22"), White's side at
// the bottom; men and kings as pieces of kind "man" and "king"; the men in
// reserve in an area "reserve" per seat where the rule set has reserves;
// the draw counters the rules use.
func (s *State) Picture() board.Picture {
	p := &s.pos
	g := p.g
	pic := board.Picture{Width: float64(g.w), Height: float64(g.h), ToMove: s.ToMove(), Seats: []string{"White", "Black"}}
	for _, sq := range g.inOrder {
		c := board.Cell{Name: g.SquareName(sq), X: float64(sq%g.w) + 0.5, Y: float64(g.h-1-sq/g.w) + 0.5, Size: 1,
			Shape: board.LightSquare}
		if g.grid.Dark(board.Square(sq)) {
			c.Shape = board.DarkSquare
		}
		if seat, king, ok := p.Piece(sq); ok {
			kind := "man"
			if king {
				kind = "king"
			}
			c.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: kind, Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
	}
	o := &g.rules
	if o.Setup.Reserves != [2]int{} {
		for seat := range 2 {
			a := board.Area{Name: "reserve", X: float64(g.w) + 0.25, Y: float64(seat) * float64(g.h) / 2, W: 1, H: float64(g.h) / 2,
				Seat: board.Player(seat)}
			if n := p.Reserve(seat); n > 0 {
				kind := "man"
				if o.DropKings {
					kind = "king"
				}
				a.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: kind, Count: n}}
			}
			pic.Areas = append(pic.Areas, a)
		}
		pic.Width += 1.5
	}
	for _, c := range []struct {
		name string
		v    int
		used bool
	}{
		{"plies without progress", int(p.quiet), quietLimit(o) > 0},
		{"plies without capture", int(p.noCap), o.NoCaptureLimit > 0},
		{"plies in the endgame", int(p.endgame), o.FMJDEndgame},
	} {
		if c.used {
			pic.Counters = append(pic.Counters, board.Counter{Name: c.name, Value: strconv.Itoa(c.v)})
		}
	}
	return pic
}

// Touches returns the squares the move touches (board.Tracer): its start,
// every landing on the way, its end and the squares of the pieces it
// takes; a drop places on its square; a pass touches nothing.
func (m Notated) Touches() []board.Touch {
	g := m.Game
	if g == nil {
		return nil
	}
	switch m.kind {
	case Pass:
		return nil
	case Drop:
		return []board.Touch{{Cell: g.SquareName(int(m.path[0])), Role: board.Place}}
	}
	out := []board.Touch{{Cell: g.SquareName(int(m.path[0])), Role: board.From}}
	for i := 1; i < int(m.n)-1; i++ {
		out = append(out, board.Touch{Cell: g.SquareName(int(m.path[i])), Role: board.Via})
	}
	out = append(out, board.Touch{Cell: g.SquareName(int(m.path[m.n-1])), Role: board.To})
	for _, sq := range g.inOrder {
		if m.caps.has(sq) {
			out = append(out, board.Touch{Cell: g.SquareName(sq), Role: board.Capture})
		}
	}
	return out
}

// Touches returns the squares of the move a draw offer plays, and nothing
// for resigning and accepting.
func (d Declaration) Touches() []board.Touch {
	if d.Act != ActOffer {
		return nil
	}
	return Notated{d.Move, d.Game}.Touches()
}
