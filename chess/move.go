package chess

import "github.com/rulebook-go/rulebook/board"

// Move is a chess move packed in 32 bits: origin, destination, kind and the
// promotion piece. Moves come from GenerateMoves, ParseUCI or ParseSAN and
// are meaningful only in the position they were made for. The zero Move is
// the null move, written "0000".
//
// Layout: bits 0–5 origin, 6–11 destination, 12–14 kind, 15–17 piece type
// (of a promotion or a drop; a drop's origin is its destination).
type Move uint32

// MoveKind tells how a move is applied beyond "lift a piece, put it down".
type MoveKind uint8

// The move kinds.
const (
	Normal    MoveKind = iota // ordinary move or capture, pawn steps included
	Promotion                 // pawn move to the last rank; see Move.Promotion
	EnPassant                 // pawn capture of a pawn that has just double-stepped
	Castling                  // king's two-square move; the rook moves too
	Drop                      // a piece from the hand put on an empty square (placement); see Move.Dropped
)

var kindNames = []string{"normal", "promotion", "en-passant", "castling", "drop"}

// String returns the kind's name: "normal", "promotion", "en-passant",
// "castling" or "drop".
func (k MoveKind) String() string { return board.ChoiceName(k, kindNames) }

// NullMove is the zero Move ("0000"); it is never legal.
const NullMove Move = 0

// MaxMoves bounds the number of legal moves in any position of the family
// (218 is the known maximum of chess; the first drop of placement chess
// has 368, and no drop has more: five piece types on 64 squares and the
// pawn on 48), a power of two; GenerateMoves needs at most this much room.
const MaxMoves = 512

// NewMove returns a move of the given kind. promo is the promotion piece
// type for kind Promotion and ignored otherwise.
func NewMove(from, to Square, kind MoveKind, promo PieceType) Move {
	m := Move(from&63) | Move(to&63)<<6 | Move(kind&7)<<12
	if kind == Promotion {
		m |= Move(promo&7) << 15
	}
	return m
}

// NewDrop returns the drop of a piece of type t from the hand on to.
func NewDrop(t PieceType, to Square) Move {
	return Move(to&63) | Move(to&63)<<6 | Move(Drop)<<12 | Move(t&7)<<15
}

// Dropped returns the piece type a drop puts down, or NoPieceType.
func (m Move) Dropped() PieceType {
	if m.Kind() != Drop {
		return NoPieceType
	}
	return PieceType(m >> 15 & 7)
}

// From returns the origin square (the king's, for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the king's, for castling; the square
// passed over, for en passant).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Kind returns the move's kind.
func (m Move) Kind() MoveKind { return MoveKind(m >> 12 & 7) }

// Promotion returns the piece type a pawn promotes to, or NoPieceType.
func (m Move) Promotion() PieceType {
	if m.Kind() != Promotion {
		return NoPieceType
	}
	return PieceType(m >> 15 & 7)
}

// String returns the move in UCI long algebraic notation: "e2e4", "e7e8q",
// "e1g1" for castling, "N@e4" for a drop, "0000" for the null move.
func (m Move) String() string {
	if m == NullMove {
		return "0000"
	}
	b := make([]byte, 0, 5)
	return string(m.appendUCI(b))
}

// MarshalText returns the move in UCI (encoding.TextMarshaler).
func (m Move) MarshalText() ([]byte, error) {
	if m == NullMove {
		return []byte("0000"), nil
	}
	return m.appendUCI(make([]byte, 0, 5)), nil
}

// appendUCI appends the UCI text of m to b: a drop is the piece letter,
// @ and the square ("N@e4", "P@e4").
func (m Move) appendUCI(b []byte) []byte {
	if t := m.Dropped(); t != NoPieceType {
		return append(append(append(b, t.Letter()), '@'), m.To().String()...)
	}
	b = append(b, m.From().String()...)
	b = append(b, m.To().String()...)
	if p := m.Promotion(); p != NoPieceType {
		b = append(b, p.Letter()+'a'-'A')
	}
	return b
}
