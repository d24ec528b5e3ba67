package chess

// Position is a chess position on bitboards: the placement, the side to
// move, castling rights, the en-passant square, the half-move clock and the
// full-move number — exactly what FEN holds — plus an incrementally updated
// Zobrist hash. The zero value is not a valid position; use StartPosition
// or ParseFEN. Positions are values: copying one copies the whole board.
//
// Make and Unmake change a position in place and allocate nothing.
type Position struct {
	byType  [7]Bitboard // by PieceType; index 0 holds all occupied squares
	byColor [2]Bitboard
	board   [64]Piece
	side    Color
	castle  CastlingRights
	// ep is the square a pawn has just passed over with a double step, as
	// FEN writes it, or NoSquare.
	ep       Square
	halfmove int
	fullmove int
	hash     uint64
}

// Undo holds what Make cannot recompute when a move is taken back.
type Undo struct {
	captured Piece
	castle   CastlingRights
	ep       Square
	halfmove int
	hash     uint64
}

// Zobrist keys, derived at initialisation from a fixed seed.
var (
	zobristPiece  [16][64]uint64
	zobristSide   uint64
	zobristCastle [16]uint64
	zobristEP     [8]uint64
)

func init() {
	r := prng(0x5DEECE66D1234567)
	for p := range zobristPiece {
		for s := range zobristPiece[p] {
			zobristPiece[p][s] = r.next()
		}
	}
	zobristSide = r.next()
	var single [4]uint64
	for i := range single {
		single[i] = r.next()
	}
	for c := range zobristCastle {
		for i := range single {
			if c&(1<<i) != 0 {
				zobristCastle[c] ^= single[i]
			}
		}
	}
	for f := range zobristEP {
		zobristEP[f] = r.next()
	}
}

// castleMask[s] keeps the castling rights that survive a move from or to s:
// moving the king or a rook, or capturing a rook on its corner, loses rights.
var castleMask = func() (m [64]CastlingRights) {
	for s := range m {
		m[s] = AllCastling
	}
	m[E1] &^= WhiteKingside | WhiteQueenside
	m[H1] &^= WhiteKingside
	m[A1] &^= WhiteQueenside
	m[E8] &^= BlackKingside | BlackQueenside
	m[H8] &^= BlackKingside
	m[A8] &^= BlackQueenside
	return m
}()

// StartPosition returns the initial position of chess.
func StartPosition() Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic("chess: start FEN: " + err.Error())
	}
	return p
}

// SideToMove returns the colour to move.
func (p *Position) SideToMove() Color { return p.side }

// Castling returns the castling rights.
func (p *Position) Castling() CastlingRights { return p.castle }

// EnPassant returns the square a pawn has just passed over with a double
// step, or NoSquare. It is set after every double step, whether or not a
// capture is possible, as FEN writes it.
func (p *Position) EnPassant() Square { return p.ep }

// HalfmoveClock returns the number of half-moves since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.halfmove }

// FullmoveNumber returns the move number, starting at 1 and incremented after Black's move.
func (p *Position) FullmoveNumber() int { return p.fullmove }

// Hash returns the Zobrist hash of the position: placement, side to move,
// castling rights, and the en-passant file when a pawn of the side to move
// stands ready to capture there.
func (p *Position) Hash() uint64 { return p.hash }

// Piece returns the piece on s, or NoPiece.
func (p *Position) Piece(s Square) Piece { return p.board[s&63] }

// Pieces returns the squares of the pieces of colour c and type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard {
	return p.byType[t%7] & p.byColor[c&1]
}

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.byType[0] }

// Side returns the squares of colour c's pieces.
func (p *Position) Side(c Color) Bitboard { return p.byColor[c&1] }

// KingSquare returns the square of c's king (NoSquare if there is none).
func (p *Position) KingSquare(c Color) Square {
	k := p.Pieces(c, King)
	if k == 0 {
		return NoSquare
	}
	return k.First()
}

// put places pc on the empty square s, updating the hash.
func (p *Position) put(pc Piece, s Square) {
	b := bb(s)
	p.board[s] = pc
	p.byType[0] |= b
	p.byType[pc&7] |= b
	p.byColor[pc>>3] |= b
	p.hash ^= zobristPiece[pc&15][s]
}

// remove takes pc off s, updating the hash.
func (p *Position) remove(pc Piece, s Square) {
	b := bb(s)
	p.board[s] = NoPiece
	p.byType[0] &^= b
	p.byType[pc&7] &^= b
	p.byColor[pc>>3] &^= b
	p.hash ^= zobristPiece[pc&15][s]
}

// shift moves pc from one square to another empty one, updating the hash.
func (p *Position) shift(pc Piece, from, to Square) {
	b := bb(from) | bb(to)
	p.board[from] = NoPiece
	p.board[to] = pc
	p.byType[0] ^= b
	p.byType[pc&7] ^= b
	p.byColor[pc>>3] ^= b
	p.hash ^= zobristPiece[pc&15][from] ^ zobristPiece[pc&15][to]
}

// epHashed reports whether the en-passant square counts in the hash: a pawn
// of the side to move attacks it.
func (p *Position) epHashed() bool {
	return p.ep < 64 && pawnAttacks[p.side.Other()][p.ep]&p.byType[Pawn]&p.byColor[p.side] != 0
}

// castleRookSquares returns the rook's origin and destination for a castling
// king move to kingTo.
func castleRookSquares(kingTo Square) (from, to Square) {
	if kingTo.File() == 6 {
		return kingTo + 1, kingTo - 1
	}
	return kingTo - 2, kingTo + 1
}

// Make plays the legal move m and returns what Unmake needs to take it back.
// m must be legal in p (from GenerateMoves, ParseUCI or ParseSAN); other
// moves corrupt the position.
func (p *Position) Make(m Move) Undo {
	u := Undo{castle: p.castle, ep: p.ep, halfmove: p.halfmove, hash: p.hash}
	from, to := m.From(), m.To()
	pc := p.board[from]
	us := p.side
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep&7]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	switch m.Kind() {
	case Normal:
		if c := p.board[to]; c != NoPiece {
			p.remove(c, to)
			u.captured = c
			p.halfmove = 0
		}
		p.shift(pc, from, to)
		if pc.Type() == Pawn {
			p.halfmove = 0
			if from^to == 16 {
				p.ep = (from + to) / 2
			}
		}
	case Promotion:
		if c := p.board[to]; c != NoPiece {
			p.remove(c, to)
			u.captured = c
		}
		p.remove(pc, from)
		p.put(MakePiece(us, m.Promotion()), to)
		p.halfmove = 0
	case EnPassant:
		capSq := to ^ 8 // the square behind the target, on the mover's side of it
		c := p.board[capSq]
		p.remove(c, capSq)
		u.captured = c
		p.shift(pc, from, to)
		p.halfmove = 0
	case Castling:
		rf, rt := castleRookSquares(to)
		p.shift(pc, from, to)
		p.shift(p.board[rf], rf, rt)
	}
	if nc := p.castle & castleMask[from] & castleMask[to]; nc != p.castle {
		p.hash ^= zobristCastle[p.castle] ^ zobristCastle[nc]
		p.castle = nc
	}
	if us == Black {
		p.fullmove++
	}
	p.side = us.Other()
	p.hash ^= zobristSide
	if p.ep != NoSquare && p.epHashed() {
		p.hash ^= zobristEP[p.ep&7]
	}
	return u
}

// Unmake takes back m, which must be the last move made, with the Undo that
// Make returned for it.
func (p *Position) Unmake(m Move, u Undo) {
	from, to := m.From(), m.To()
	p.side = p.side.Other()
	us := p.side
	if us == Black {
		p.fullmove--
	}
	switch m.Kind() {
	case Normal:
		p.shift(p.board[to], to, from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case Promotion:
		p.remove(p.board[to], to)
		p.put(MakePiece(us, Pawn), from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case EnPassant:
		p.shift(p.board[to], to, from)
		p.put(u.captured, to^8)
	case Castling:
		rf, rt := castleRookSquares(to)
		p.shift(p.board[to], to, from)
		p.shift(p.board[rt], rt, rf)
	}
	p.castle, p.ep, p.halfmove, p.hash = u.castle, u.ep, u.halfmove, u.hash
}

// MakeNull passes the move to the opponent (for search experiments; it is
// not a chess move). It returns what UnmakeNull needs.
func (p *Position) MakeNull() Undo {
	u := Undo{castle: p.castle, ep: p.ep, halfmove: p.halfmove, hash: p.hash}
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep&7]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	p.side = p.side.Other()
	p.hash ^= zobristSide
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side = p.side.Other()
	p.castle, p.ep, p.halfmove, p.hash = u.castle, u.ep, u.halfmove, u.hash
}

// computeHash returns the Zobrist hash recomputed from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			h ^= zobristPiece[pc&15][s]
		}
	}
	if p.side == Black {
		h ^= zobristSide
	}
	h ^= zobristCastle[p.castle&AllCastling]
	if p.epHashed() {
		h ^= zobristEP[p.ep&7]
	}
	return h
}
