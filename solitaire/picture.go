package solitaire

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The pictures' scale: holes one unit apart on the 7×7 grid, with a margin
// of one unit, and a band for hands and counts below.
const (
	pictureUnit  = 40.0
	pictureWidth = 8 * pictureUnit
	bandHeight   = 1.5 * pictureUnit
)

// crossPicture draws the 33 holes with the pieces that pieces gives for
// each, and the diagonal lines when the game has them.
func crossPicture(to board.Player, seats []string, diagonals bool, pieces func(h int) []board.Piece) board.Picture {
	pic := board.Picture{Width: pictureWidth, Height: pictureWidth + bandHeight, ToMove: to, Seats: seats}
	g := orthogonal
	for h := 1; h <= NumHoles; h++ {
		pic.Cells = append(pic.Cells, board.Cell{Name: strconv.Itoa(h), X: float64(g.col[h]+1) * pictureUnit,
			Y: float64(g.row[h]+1) * pictureUnit, Size: pictureUnit / 2, Shape: board.Hole, Pieces: pieces(h)})
	}
	if diagonals {
		d := diagonal.graph
		for l := range d.Lines() {
			line := d.Line(l)
			for i := 1; i < len(line); i++ {
				pic.Lines = append(pic.Lines, board.Line{From: d.Name(line[i-1]), To: d.Name(line[i]), Kind: "line"})
			}
		}
	}
	return pic
}

func onePiece(seat int, kind string) []board.Piece {
	return []board.Piece{{Seat: board.Player(seat), Kind: kind, Count: 1}}
}

// bandArea is an area of the band below the board, the i-th of n.
func bandArea(name string, i, n int, seat board.Player, text string, pieces []board.Piece) board.Area {
	w := pictureWidth / float64(n)
	return board.Area{Name: name, X: float64(i) * w, Y: pictureWidth, W: w, H: bandHeight, Seat: seat, Text: text, Pieces: pieces}
}

func count(seat int, kind string, n int) []board.Piece {
	if n <= 0 {
		return nil
	}
	return []board.Piece{{Seat: board.Player(seat), Kind: kind, Count: n}}
}

// Picture returns the board as data (board.Drawer): the holes and pegs,
// and the pegs left as a counter.
func (p *Puzzle) Picture() board.Picture {
	pic := crossPicture(p.ToMove(), []string{"player"}, false, func(h int) []board.Piece {
		if p.pos.pegs.Has(h) {
			return onePiece(0, "peg")
		}
		return nil
	})
	pic.Counters = []board.Counter{{Name: "pegs", Value: strconv.Itoa(p.pos.pegs.Len())}}
	return pic
}

// Picture returns the board as data (board.Drawer): the holes with the
// flock and the hunters, the defenders still to place, and the wolves
// held off the board.
func (h *Hunt) Picture() board.Picture {
	r := h.game.hunt
	flock, hunter := r.flockNoun, r.hunterNoun
	pic := crossPicture(h.ToMove(), []string{flock, hunter}, r.geo == diagonal, func(i int) []board.Piece {
		switch {
		case h.pos.flock.Has(i):
			return onePiece(flockSeat, string(r.flockChar))
		case h.pos.hunters.Has(i):
			return onePiece(hunterSeat, string(r.hunterChar))
		}
		return nil
	})
	if r.placements > 0 {
		n := int(h.pos.placing)
		pic.Areas = append(pic.Areas, bandArea("hand", 0, 2, hunterSeat, hunter+" to place: "+strconv.Itoa(n), count(hunterSeat, string(r.hunterChar), n)))
	}
	if r.penalty == heldPenalty {
		n := h.pos.held.Len()
		pic.Areas = append(pic.Areas, bandArea("held", 1, 2, hunterSeat, "held off the board: "+strconv.Itoa(n), count(hunterSeat, string(r.hunterChar), n)))
	}
	pic.Counters = []board.Counter{{Name: flock, Value: strconv.Itoa(h.pos.flock.Len())}}
	return pic
}

// Picture returns the board as data (board.Drawer): the holes and pieces,
// each seat's pieces still to place and its score.
func (s *TrianglState) Picture() board.Picture {
	n := int(s.pos.seats)
	seats := []string{"a", "b", "c", "d"}[:n]
	pic := crossPicture(s.ToMove(), seats, false, func(h int) []board.Piece {
		for i := range n {
			if s.pos.pieces[i].Has(h) {
				return onePiece(i, "piece")
			}
		}
		return nil
	})
	for i := range n {
		left := s.pos.quota() - s.pos.pieces[i].Len()
		pic.Areas = append(pic.Areas, bandArea("hand-"+seats[i], i, n, board.Player(i), seats[i]+" to place: "+strconv.Itoa(left), count(i, "piece", left)))
		pic.Counters = append(pic.Counters, board.Counter{Name: seats[i], Value: strconv.Itoa(s.pos.score[i])})
	}
	return pic
}

// Picture returns the board as data (board.Drawer): the holes and pieces,
// the hands, and the plies since the last eating move or placement.
func (s *EaterState) Picture() board.Picture {
	seats := []string{"a", "b"}
	pic := crossPicture(s.ToMove(), seats, false, func(h int) []board.Piece {
		for i := range 2 {
			if s.pos.pieces[i].Has(h) {
				return onePiece(i, "piece")
			}
		}
		return nil
	})
	for i := range 2 {
		n := int(s.pos.hand[i])
		pic.Areas = append(pic.Areas, bandArea("hand-"+seats[i], i, 2, board.Player(i), seats[i]+" in hand: "+strconv.Itoa(n), count(i, "piece", n)))
	}
	pic.Counters = []board.Counter{{Name: "plies without eating", Value: strconv.Itoa(int(s.pos.quiet))}}
	return pic
}

// Picture returns the game as data (board.Drawer): there is no board, so
// areas for the cup, the table and each player's winks in hand (his big
// wink and the winks he captured with them), and the scores.
func (s *FleasState) Picture() board.Picture {
	f := &s.pos
	n := int(f.seats)
	seats := []string{"a", "b", "c", "d"}[:n]
	pic := board.Picture{Width: pictureWidth, Height: 3 * bandHeight, ToMove: s.ToMove(), Seats: seats}
	var cup, table []board.Piece
	for p := range n {
		var potted, lying, hand, captured int
		for w, c := range f.winks[p] {
			switch {
			case c == winkPotted:
				potted++
			case c == winkTable:
				lying++
			case c == winkHand && w > 0:
				hand++
			}
		}
		captured = f.captured(uint8(p))
		cup = append(cup, count(p, "wink", potted)...)
		table = append(table, count(p, "wink", lying)...)
		mine := count(p, "wink", hand)
		if f.winks[p][0] == winkHand {
			mine = append(mine, count(p, "big wink", 1)...)
		}
		mine = append(mine, count(p, "captured wink", captured)...)
		a := bandArea("hand-"+seats[p], p, n, board.Player(p), seats[p]+": "+strconv.Itoa(f.Score(board.Player(p)))+" potted", mine)
		a.Y = 2 * bandHeight
		pic.Areas = append(pic.Areas, a)
		pic.Counters = append(pic.Counters, board.Counter{Name: seats[p], Value: strconv.Itoa(f.Score(board.Player(p)))})
	}
	cupArea := bandArea("cup", 0, 2, board.Nobody, "the cup", cup)
	tableArea := bandArea("table", 1, 2, board.Nobody, "on the table", table)
	cupArea.Y, tableArea.Y = 0, 0
	pic.Areas = append(pic.Areas, cupArea, tableArea)
	return pic
}

// Picture returns the game as data (board.Drawer): the heap, each
// player's sticks of this game, and the scores.
func (s *MikadoState) Picture() board.Picture {
	m := &s.pos
	n := int(m.seats)
	seats := []string{"a", "b", "c", "d", "e", "f"}[:n]
	pic := board.Picture{Width: pictureWidth, Height: 2 * bandHeight, ToMove: s.ToMove(), Seats: seats}
	var heap []board.Piece
	for k := range stickKinds {
		heap = append(heap, count(int(board.Nobody), k.String(), int(m.heap[k]))...)
	}
	h := bandArea("heap", 0, 1, board.Nobody, "the heap", heap)
	h.Y = 0
	pic.Areas = append(pic.Areas, h)
	for p := range n {
		var held []board.Piece
		for k := range stickKinds {
			held = append(held, count(p, k.String(), int(m.held[p][k]))...)
		}
		a := bandArea("sticks-"+seats[p], p, n, board.Player(p), seats[p]+": "+strconv.Itoa(m.GameScore(board.Player(p))), held)
		a.Y = bandHeight
		pic.Areas = append(pic.Areas, a)
		pic.Counters = append(pic.Counters, board.Counter{Name: seats[p], Value: strconv.Itoa(m.Total(board.Player(p)))})
	}
	pic.Counters = append(pic.Counters, board.Counter{Name: "game", Value: strconv.Itoa(int(m.game)) + " of " + strconv.Itoa(m.rules.games())})
	return pic
}

// Touches returns the holes the jump touches (board.Tracer): from, the
// peg jumped (taken) and the landing hole.
func (j Jump) Touches() []board.Touch {
	t := j.jump()
	if t.from == 0 {
		return nil
	}
	return []board.Touch{{Cell: holeName(t.from), Role: board.From}, {Cell: holeName(t.over), Role: board.Capture},
		{Cell: holeName(t.to), Role: board.To}}
}

// Touches returns the holes the move touches (board.Tracer): a step's
// from and to; a capture's start, each landing but the last on the way,
// the end and the pieces taken; a placement's hole. A pass touches
// nothing.
func (m HuntMove) Touches() []board.Touch {
	switch m.Kind {
	case Place:
		return []board.Touch{{Cell: holeName(m.To), Role: board.Place}}
	case Step:
		return []board.Touch{{Cell: holeName(m.From), Role: board.From}, {Cell: holeName(m.To), Role: board.To}}
	case Capture:
		t := []board.Touch{{Cell: holeName(m.From), Role: board.From}}
		for _, h := range m.route[:max(int(m.n)-1, 0)] {
			t = append(t, board.Touch{Cell: holeName(h), Role: board.Via})
		}
		t = append(t, board.Touch{Cell: holeName(m.To), Role: board.To})
		for _, h := range m.Captured.List() {
			t = append(t, board.Touch{Cell: strconv.Itoa(h), Role: board.Capture})
		}
		return t
	}
	return nil
}

// Touches returns the hole of the placement (board.Tracer).
func (p Placement) Touches() []board.Touch {
	return []board.Touch{{Cell: holeName(p.Hole), Role: board.Place}}
}

// Touches returns the holes the move touches (board.Tracer): a
// placement's hole, a step's from and to and the pieces eaten.
func (m EaterMove) Touches() []board.Touch {
	switch m.Kind {
	case Place:
		return []board.Touch{{Cell: holeName(m.To), Role: board.Place}}
	case Step:
		t := []board.Touch{{Cell: holeName(m.From), Role: board.From}, {Cell: holeName(m.To), Role: board.To}}
		for _, e := range m.Eat {
			if e != 0 {
				t = append(t, board.Touch{Cell: holeName(e), Role: board.Remove})
			}
		}
		return t
	}
	return nil
}

func holeName(h uint8) string { return strconv.Itoa(int(h)) }
