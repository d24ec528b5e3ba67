package chess

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Picture returns the board as data (board.Drawer): the 64 squares, each
// a unit square named as in FEN and UCI ("e4"), rank 8 at the top and a1
// dark; a piece is its SAN letter ("K", "N", "P") for its seat (White 0,
// Black 1). The counters are the move number, the castling rights and the
// en-passant square, as FEN writes them.
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
	return board.Picture{
		Width: 8, Height: 8,
		Cells: cells,
		Counters: []board.Counter{
			{Name: "move", Value: strconv.Itoa(min(p.fullmove, MaxFENCounter))},
			{Name: "castling", Value: p.castle.String()},
			{Name: "en passant", Value: p.ep.String()},
		},
		ToMove: s.ToMove(),
		Seats:  []string{"White", "Black"},
	}
}

// Touches returns the squares the move touches (board.Tracer): its origin
// and destination; for castling the rook's too, and for en passant the
// square of the pawn taken. A declaration alone touches nothing. A
// capture on the destination is not marked: a move does not know the
// board it is played on.
func (t Turn) Touches() []board.Touch {
	m := t.move
	if m == NullMove {
		return nil
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
