package chess

import (
	"math/bits"

	"github.com/rulebook-go/rulebook/board"
)

// Color is a side: White (seat 0) or Black (seat 1).
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent of c.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is a kind of piece without its colour.
type PieceType uint8

// The piece types. NoPieceType marks an empty square. The values leave room
// for fairy pieces of the variants (e.g. the amazon of Náčelník a bojovníci).
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
	// Amazon is the chief of Náčelník a bojovníci (chess/chief): it moves
	// as a queen or a knight. FEN and SAN letter A.
	Amazon
)

// pieceLetters maps a PieceType to its upper-case letter.
const pieceLetters = " PNBRQKA"

// Letter returns the upper-case letter of t ('P', 'N', ...), or ' ' for NoPieceType.
func (t PieceType) Letter() byte {
	if t > Amazon {
		return '?'
	}
	return pieceLetters[t]
}

// String returns the piece type's name: "pawn", "knight", ..., "none"
// for NoPieceType.
func (t PieceType) String() string {
	if t == NoPieceType {
		return "none"
	}
	return board.ChoiceName(t, pieceNames[:])
}

// Piece is a coloured piece: colour<<3 | type. NoPiece marks an empty square.
type Piece uint8

// NoPiece is the content of an empty square.
const NoPiece Piece = 0

// MakePiece returns the piece of type t and colour c.
func MakePiece(c Color, t PieceType) Piece { return Piece(c)<<3 | Piece(t) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

// Color returns the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

// FEN returns the FEN letter of p: upper case for White, lower case for
// Black, '.' for NoPiece.
func (p Piece) FEN() byte {
	if p == NoPiece {
		return '.'
	}
	l := p.Type().Letter()
	if p.Color() == Black {
		l += 'a' - 'A'
	}
	return l
}

// String returns the piece's colour and type ("white knight"), or
// "empty" for NoPiece.
func (p Piece) String() string {
	if p == NoPiece {
		return "empty"
	}
	return p.Color().String() + " " + p.Type().String()
}

// Square is a square index, a1 = 0, b1 = 1, ..., h8 = 63 (index = 8*rank + file,
// both from 0). NoSquare marks "none".
type Square uint8

// NoSquare means "no square" (e.g. no en-passant target).
const NoSquare Square = 64

// Square constants used by the rules.
const (
	A1, B1, C1, D1, E1, F1, G1, H1 Square = 0, 1, 2, 3, 4, 5, 6, 7
	A8, B8, C8, D8, E8, F8, G8, H8 Square = 56, 57, 58, 59, 60, 61, 62, 63
)

// MakeSquare returns the square on file f and rank r (both 0..7).
func MakeSquare(f, r int) Square { return Square(r*8 + f) }

// File returns the square's file, 0 (a) to 7 (h).
func (s Square) File() int { return int(s & 7) }

// Rank returns the square's rank, 0 (rank 1) to 7 (rank 8).
func (s Square) Rank() int { return int(s >> 3) }

// grid is the chess board as package board's geometry: chess numbers its
// squares as board.Grid does (a1 = 0, file + 8×rank), and the square names
// are the grid's.
var grid = func() board.Grid {
	g, err := board.NewGrid(8, 8)
	if err != nil {
		panic(err) // 8×8 is a valid grid
	}
	return g
}()

// squareNames are the grid's names of the 64 squares, and "-" for
// NoSquare: looked up, not built, on the hot paths of SAN and UCI.
var squareNames = func() (names [65]string) {
	for s := range 64 {
		names[s] = grid.Name(board.Square(s))
	}
	names[NoSquare] = grid.Name(board.NoSquare)
	return names
}()

// String returns the algebraic name ("e4"), or "-" for NoSquare.
func (s Square) String() string { return squareNames[min(s, NoSquare)] }

// ParseSquare reads an algebraic square name such as "e4": one of the
// names String writes.
func ParseSquare(s string) (Square, bool) {
	if len(s) != 2 {
		return NoSquare, false
	}
	// The only square s can name; the table says whether it does.
	sq := MakeSquare(int(s[0])-'a', int(s[1])-'1')
	if sq < NoSquare && squareNames[sq] == s {
		return sq, true
	}
	return NoSquare, false
}

// Bitboard is a set of squares, bit i standing for Square(i).
type Bitboard uint64

// Has reports whether s is in b.
func (b Bitboard) Has(s Square) bool { return b&(1<<(s&63)) != 0 }

// Count returns the number of squares in b.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square of b (b must not be empty).
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

// bb returns the bitboard of a single square.
func bb(s Square) Bitboard { return 1 << (s & 63) }

// Castling rights, the bits of the FEN castling field.
type CastlingRights uint8

// The four castling rights.
const (
	WhiteKingside CastlingRights = 1 << iota
	WhiteQueenside
	BlackKingside
	BlackQueenside
	NoCastling  CastlingRights = 0
	AllCastling CastlingRights = 15
)

// String returns the FEN castling field ("KQkq", "-").
func (c CastlingRights) String() string {
	if c&AllCastling == 0 {
		return "-"
	}
	b := make([]byte, 0, 4)
	for i, l := range "KQkq" {
		if c&(1<<i) != 0 {
			b = append(b, byte(l))
		}
	}
	return string(b)
}
