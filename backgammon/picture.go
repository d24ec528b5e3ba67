package backgammon

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The picture's layout, in units of one point's width: twelve points a
// row with the bar (one unit) between the tables, and a column on the
// right for the checkers borne off and in reserve.
const (
	picPoint  = 1.0
	picBar    = 1.0
	picHeight = 11.0
	picRow    = 5.0 // a point's length
	picWidth  = 12*picPoint + picBar + 2
)

// Picture returns the board as data (board.Drawer). The 24 points are
// cells named by their absolute numbers, which are White's own numbers
// ("1" … "24"): 1–6 bottom right, 7–12 bottom left, 13–18 top left,
// 19–24 top right, as White sits. A checker is a Piece "checker" of its
// seat (White 0, Black 1). The areas are each side's bar ("White bar"),
// checkers borne off ("White off") and reserve ("White reserve", in the
// games that start off the board); the dice are the roll to be played,
// and the counters show the cube, the score and the turns where the rules
// use them. A Black move's Touches name the cells of the points it
// touches by these absolute numbers, so a front-end matches clicks the
// same way for both sides.
func (s *State) Picture() board.Picture {
	p := board.Picture{Width: picWidth, Height: picHeight, ToMove: s.ToMove(), Seats: []string{"White", "Black"}}
	for a := 1; a <= 24; a++ {
		c := board.Cell{Name: strconv.Itoa(a), Size: picPoint}
		col := 24 - a // top row, 13 at the left
		c.Y, c.Shape = picRow/2, board.TriangleDown
		if a <= 12 {
			col = 12 - a // bottom row, 12 at the left
			c.Y, c.Shape = picHeight-picRow/2, board.TriangleUp
		}
		if a > 12 {
			col = a - 13
		}
		c.X = float64(col)*picPoint + picPoint/2
		if col >= 6 {
			c.X += picBar
		}
		if n := s.b.Pts[White][a]; n > 0 {
			c.Pieces = []board.Piece{{Seat: 0, Kind: "checker", Count: int(n)}}
		}
		if n := s.b.Pts[Black][s.r.Geometry.oppPoint(a)]; n > 0 {
			c.Pieces = append(c.Pieces, board.Piece{Seat: 1, Kind: "checker", Count: int(n)})
		}
		p.Cells = append(p.Cells, c)
	}
	for side := range 2 {
		seat := board.Player(side)
		name := Side(side).String()
		y := 0.0 // Black's areas at the top, White's at the bottom
		if side == int(White) {
			y = picHeight / 2
		}
		area := func(what string, x, w float64, n int8) {
			a := board.Area{Name: name + " " + what, X: x, Y: y, W: w, H: picHeight / 2, Seat: seat}
			if n > 0 {
				a.Pieces = []board.Piece{{Seat: seat, Kind: "checker", Count: int(n)}}
			}
			p.Areas = append(p.Areas, a)
		}
		area("bar", 6*picPoint, picBar, s.b.Pts[side][Bar])
		off := "off"
		if s.r.Geometry == Circular {
			off = "captured" // the circle's checkers leave only by capture
		}
		area(off, 12*picPoint+picBar, 1, s.b.Pts[side][Off])
		if s.r.startReserve() > 0 || s.b.Pts[side][Reserve] > 0 {
			area("reserve", 12*picPoint+picBar+1, 1, s.b.Pts[side][Reserve])
		}
	}
	if s.ph == phPlay {
		p.Dice = []int{int(s.dice[0]), int(s.dice[1])}
	}
	if s.r.Cube {
		owner := "centred"
		if s.owner >= 0 {
			owner = Side(s.owner).String()
		}
		p.Counters = append(p.Counters, board.Counter{Name: "cube", Value: strconv.Itoa(s.cube) + " " + owner})
	}
	if s.r.MatchLength > 0 {
		p.Counters = append(p.Counters, board.Counter{Name: "score",
			Value: strconv.Itoa(s.score[0]) + "-" + strconv.Itoa(s.score[1]) + " to " + strconv.Itoa(s.r.MatchLength)})
	}
	if s.r.PointsTarget > 0 {
		p.Counters = append(p.Counters, board.Counter{Name: "points",
			Value: strconv.Itoa(s.points[0]) + "-" + strconv.Itoa(s.points[1]) + " to " + strconv.Itoa(s.r.PointsTarget)})
	}
	if s.r.Stacked {
		p.Counters = append(p.Counters, board.Counter{Name: "stacks",
			Value: "White " + stackText(s.stacked[White], s.sphase[White]) + ", Black " + stackText(s.stacked[Black], s.sphase[Black])})
	}
	if s.r.NormalDoubleTurns > 0 {
		p.Counters = append(p.Counters, board.Counter{Name: "turns",
			Value: strconv.Itoa(int(s.turns[0])) + "," + strconv.Itoa(int(s.turns[1]))})
	}
	return p
}

// Touches returns the cells a checker play touches (board.Tracer), step
// by step: where each checker leaves (a point, the mover's bar or
// reserve), where it lands (a point or the mover's "off" area) and, after
// a hit, the point again as a capture; on the circle, after the step
// that sets it off, a last checker's jump to its corner (leaving,
// landing, capturing). Points are named by their absolute numbers, as in
// Picture. Dice, cube actions and declarations touch nothing.
func (m Move) Touches() []board.Touch {
	if m.r == nil || m.r.kind != KindTurn {
		return nil
	}
	r := m.r
	var out []board.Touch
	for i, st := range r.turn.StepList() {
		if st.stacking() {
			// Doublet: the checkers of the point are (un)stacked where they stand
			c := r.cellName(st.From)
			out = append(out, board.Touch{Cell: c, Role: board.From}, board.Touch{Cell: c, Role: board.To})
			continue
		}
		out = append(out, board.Touch{Cell: r.cellName(st.From), Role: board.From})
		out = append(out, board.Touch{Cell: r.cellName(st.To), Role: board.To})
		if st.Hit {
			out = append(out, board.Touch{Cell: r.cellName(st.To), Role: board.Capture})
		}
		for _, j := range r.jumps.j[:r.jumps.n] {
			if int(j.step) != i {
				continue
			}
			// a last checker's jump to its corner, set off by this step
			// (the circle's own numbers are the absolute ones)
			from, to := strconv.Itoa(int(j.from)), strconv.Itoa(int(j.to))
			out = append(out, board.Touch{Cell: from, Role: board.From}, board.Touch{Cell: to, Role: board.To})
			if j.capture {
				out = append(out, board.Touch{Cell: to, Role: board.Capture})
			}
		}
	}
	return out
}

// cellName names the Picture cell or area of the mover's own position p.
func (r *moveRec) cellName(p int8) string {
	switch p {
	case Off:
		return r.side.String() + " off"
	case Bar:
		return r.side.String() + " bar"
	case Reserve:
		return r.side.String() + " reserve"
	}
	a := int(p)
	if r.side == Black {
		a = r.geom.oppPoint(a)
	}
	return strconv.Itoa(a)
}
