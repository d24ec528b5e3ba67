package chess

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Picture returns the board as data (board.Drawer): the 64 squares, each
// a unit square named as in FEN and UCI ("e4"), rank 8 at the top and a1
// dark; a piece is its SAN letter ("K", "N", "P", the chief "A") for its
// seat (White 0, Black 1). The counters are the move number, the castling
// rights and the en-passant square(s), as FEN writes them, and in
// double-move chess the move of the turn (1 or 2). In placement chess the
// two hands are areas "hand" right of the board, Black's at the top.
func (s *State) Picture() board.Picture {
	p := &s.pos
	cells := make([]board.Cell, 64)
	for sq := Square(0); sq < 64; sq++ {
		c := &cells[sq]
		c.Name = sq.String()
		c.X, c.Y = float64(sq.File())+0.5, float64(7-sq.Rank())+0.5
		c.Size = 1
		c.Shape = board.LightSquare
		if grid.Dark(board.Square(sq)) {
			c.Shape = board.DarkSquare
		}
		if pc := p.board[sq]; pc != NoPiece {
			c.Pieces = []board.Piece{{Seat: board.Player(pc.Color()), Kind: string(pc.Type().Letter()), Count: 1}}
		}
	}
	ep := p.ep.String()
	if p.ep2 < 64 && p.Variant() == Double {
		ep += " " + p.ep2.String()
	}
	pic := board.Picture{
		Width: 8, Height: 8,
		Cells: cells,
		Counters: []board.Counter{
			{Name: "move", Value: strconv.Itoa(min(p.fullmove, MaxFENCounter))},
			{Name: "castling", Value: p.castle.String()},
			{Name: "en passant", Value: ep},
		},
		ToMove: s.ToMove(),
		Seats:  []string{"White", "Black"},
	}
	if p.Variant() == Double {
		pic.Counters = append(pic.Counters, board.Counter{Name: "move of the turn", Value: strconv.Itoa(int(p.step) + 1)})
	}
	if p.Variant() == Placement {
		pic.Width = 10
		pic.Areas = []board.Area{p.handArea(Black, 0), p.handArea(White, 4)}
	}
	return pic
}

// handArea is c's hand in placement chess, a box right of the board from
// height y: the pieces still to drop, by kind.
func (p *Position) handArea(c Color, y float64) board.Area {
	a := board.Area{Name: "hand", X: 8.25, Y: y, W: 1.75, H: 4, Seat: board.Player(c)}
	for _, t := range [6]PieceType{King, Queen, Rook, Bishop, Knight, Pawn} {
		if n := int(p.hand[c][t]); n > 0 {
			a.Pieces = append(a.Pieces, board.Piece{Seat: board.Player(c), Kind: string(t.Letter()), Count: n})
		}
	}
	return a
}

// Touches returns the squares the move touches (board.Tracer): its origin
// and destination; for castling the rook's too, and for en passant the
// square of the pawn taken; a drop places a piece on its square. A declaration alone touches nothing. A
// capture on the destination is not marked: a move does not know the
// board it is played on.
func (t Turn) Touches() []board.Touch {
	m := t.move
	if m == NullMove {
		return nil
	}
	if m.Kind() == Drop {
		return []board.Touch{{Cell: m.To().String(), Role: board.Place}}
	}
	out := []board.Touch{{Cell: m.From().String(), Role: board.From}, {Cell: m.To().String(), Role: board.To}}
	switch m.Kind() {
	case EnPassant:
		out = append(out, board.Touch{Cell: (m.To() ^ 8).String(), Role: board.Capture})
	case Castling:
		rf, rt := castleRookSquares(m.To())
		out = append(out, board.Touch{Cell: rf.String(), Role: board.From}, board.Touch{Cell: rt.String(), Role: board.To})
	}
	return out
}
