package chess

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rulebook-go/rulebook/board"
)

// Position is a chess position on bitboards: the placement, the side to
// move, castling rights, the en-passant square, the half-move clock and the
// full-move number — exactly what FEN holds — plus an incrementally updated
// Zobrist hash. The zero value is not a valid position; use StartPosition
// or ParseFEN. Positions are values: copying one copies the whole board.
//
// Make and Unmake change a position in place and allocate nothing.
type Position struct {
	// byType holds the squares of each PieceType, index 0 all occupied
	// squares. An amazon's square is also in the queens' and the knights'
	// boards, so that every attack test counts it without a term of its
	// own (chess pays nothing for it); Pieces(c, Queen) includes it.
	byType  [8]Bitboard
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
	// v holds the hooks of a variant (nil: FIDE chess).
	v *variant
	// hand counts the pieces each side still holds, by type (placement).
	hand [2][8]uint8
	// Double-move chess: step is 1 during the second move of a turn; ep2
	// is a second en-passant target (two double steps in the opponent's
	// turn); pend is the square passed over by a double step of this
	// turn's first move, a target for the opponent once the turn ends.
	step      uint8
	ep2, pend Square
}

// Undo holds what Make cannot recompute when a move is taken back.
type Undo struct {
	hash     uint64
	halfmove int32
	// fullmove is the move number before a drop, which the last drop of
	// the placement phase resets to 1, or before a move of double-move
	// chess.
	fullmove int32
	captured Piece
	castle   CastlingRights
	ep       Square
	// side, step, ep2 and pend are double-move chess's turn before the move.
	side      Color
	step      uint8
	ep2, pend Square
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

// Pieces returns the squares of the pieces of colour c and type t. The
// chief of chess/chief, an amazon, is counted among the queens and the
// knights too, for it attacks as both; Pieces(c, Amazon) is the chief alone.
func (p *Position) Pieces(c Color, t PieceType) Bitboard {
	return p.byType[t&7] & p.byColor[c&1]
}

// Occupied returns every occupied square.
func (p *Position) Occupied() Bitboard { return p.byType[0] }

// Side returns the squares of colour c's pieces.
func (p *Position) Side(c Color) Bitboard { return p.byColor[c&1] }

// Variant returns the rule set the position is played under.
func (p *Position) Variant() Variant {
	if p.v == nil {
		return Standard
	}
	return p.v.kind
}

// royalType returns c's royal piece type (King in chess, Amazon for the
// chief), or NoPieceType when c may leave every piece attacked.
func (p *Position) royalType(c Color) PieceType {
	if p.v == nil {
		return King
	}
	return p.v.royal[c&1]
}

// royalSquare returns the square of c's royal piece, or NoSquare.
func (p *Position) royalSquare(c Color) Square {
	t := p.royalType(c)
	if t == NoPieceType || p.Pieces(c, t) == 0 {
		return NoSquare
	}
	return p.Pieces(c, t).First()
}

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

// StartFEN is the FEN of the initial position.
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// MaxFENLength is the longest text ParseFEN reads; longer text is refused
// before any work. The longest FEN this package writes is 95 bytes in
// chess (71 of placement, six-digit counters), some 130 in placement chess
// (34 of holdings); the rest is room for extra white space.
const MaxFENLength = 192

// MaxFENCounter is the largest half-move clock and full-move number that
// FEN carries here: six digits, which no game reaches from the initial
// position. ParseFEN refuses larger numbers and FEN writes a larger count
// of the typed API as MaxFENCounter, so that every FEN written reads back.
// Neither count is bounded by the rules beyond what they decide (the
// half-move clock matters up to 250), so the capped text plays the same.
const MaxFENCounter = 999_999

// ParseFEN reads a position in Forsyth–Edwards Notation (PGN standard
// 16.1): six fields separated by white space (leading and trailing space
// is ignored). It is strict about the fields and about the position: one
// that could arise in a game of chess as far as one position can tell:
// one king of each colour, no pawn on the first or last rank, at most 16
// pieces and 8 pawns a side with no more promoted pieces than missing pawns,
// the side not to move not in check, at most two checkers (one of them
// a bishop, rook or queen, and not both on one line through the king),
// castling rights
// only with king and rook on their original squares, an en-passant square
// only behind a pawn that can just have double-stepped (and then a
// half-move clock of 0, and the side to move in check only if the double
// step gave it). Every error wraps board.ErrBadNotation, names the field
// at fault and shows the offending text.
func ParseFEN(fen string) (Position, error) { return parseFEN(fen, nil) }

// parseFEN is ParseFEN for the variant v (nil: chess): placement
// holdings in brackets for chess/placement, the chief's letter a, and the
// variant's own checks.
func parseFEN(fen string, v *variant) (Position, error) {
	p := Position{v: v, ep2: NoSquare, pend: NoSquare}
	if len(fen) > MaxFENLength {
		return p, tooLong(fen, "FEN", MaxFENLength)
	}
	fields := strings.Fields(fen)
	double := v != nil && v.double
	if len(fields) == 7 && double {
		if err := p.parseStep(fields[6]); err != nil {
			return Position{}, board.BadNotation(fen, "second move: %s", err)
		}
		fields = fields[:6]
	}
	switch len(fields) {
	case 0:
		return p, board.BadNotation(fen, "empty FEN: it needs 6 fields (placement, side, castling, en passant, half-move clock, move number)")
	case 4:
		return p, board.BadNotation(fen, "FEN needs 6 fields separated by spaces, found 4: the half-move clock and move number are missing (EPD style)")
	case 6:
	default:
		return p, board.BadNotation(fen, "FEN needs 6 fields separated by spaces (placement, side, castling, en passant, half-move clock, move number), found %s", plural(len(fields), "field"))
	}
	placement := fields[0]
	if i := strings.IndexByte(placement, '['); i >= 0 && v != nil && v.drops {
		if err := p.parseHand(placement[i:]); err != nil {
			return Position{}, board.BadNotation(fen, "placement %q: %s", fields[0], err)
		}
		placement = placement[:i]
	}
	if err := p.parsePlacement(placement); err != nil {
		return Position{}, board.BadNotation(fen, "placement %q: %s", fields[0], err)
	}
	p.byType[Queen] |= p.byType[Amazon] // an amazon attacks as both (see Position)
	p.byType[Knight] |= p.byType[Amazon]
	switch fields[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return Position{}, board.BadNotation(fen, "side to move must be \"w\" or \"b\", not %q", fields[1])
	}
	c, err := parseCastling(fields[2])
	if err != nil {
		return Position{}, board.BadNotation(fen, "castling: %s", err)
	}
	p.castle = c
	p.ep = NoSquare
	if ep := fields[3]; ep != "-" && double && len(ep) == 4 {
		a, ok1 := ParseSquare(ep[:2])
		b, ok2 := ParseSquare(ep[2:])
		if !ok1 || !ok2 || a == b {
			return Position{}, board.BadNotation(fen, "en passant: %q is not one or two squares or \"-\"", ep)
		}
		p.ep, p.ep2 = a, b
	} else if ep != "-" {
		s, ok := ParseSquare(ep)
		if !ok {
			return Position{}, board.BadNotation(fen, "en passant: %q is not a square or \"-\"", ep)
		}
		p.ep = s
	}
	if p.halfmove, err = parseCounter(fields[4], 0); err != nil {
		return Position{}, board.BadNotation(fen, "half-move clock: %s", err)
	}
	if p.fullmove, err = parseCounter(fields[5], 1); err != nil {
		return Position{}, board.BadNotation(fen, "move number: %s", err)
	}
	if reason := p.validate(); reason != "" {
		return Position{}, board.BadNotation(fen, "%s", reason)
	}
	p.hash = p.computeHash()
	return p, nil
}

// tooLong returns the error for text longer than max bytes, showing only
// its start.
func tooLong(text, what string, max int) error {
	start := text[:min(len(text), 24)]
	for !utf8.ValidString(start) && len(start) > 0 { // do not cut a character in two
		start = start[:len(start)-1]
	}
	return board.BadNotation(start+"…", "%s longer than %d bytes (%d)", what, max, len(text))
}

// plural returns n and the noun, in the plural unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}

// parseCounter reads a decimal counter from min to MaxFENCounter.
func parseCounter(s string, min int) (int, error) {
	if strings.TrimLeft(s, "0123456789") != "" {
		return 0, errorf("%q is not a number", s)
	}
	if n, err := strconv.Atoi(s); err != nil || n > MaxFENCounter {
		return 0, errorf("%s is above %d, the largest count FEN carries here", s, MaxFENCounter)
	} else if n < min {
		return 0, errorf("%d is below %d", n, min)
	} else {
		return n, nil
	}
}

// reasonError is a reason, for people, that a parser wraps into a
// board.MoveError with the input.
type reasonError string

// Error returns the reason.
func (e reasonError) Error() string { return string(e) }

// errorf returns a reasonError formatted as with fmt.Sprintf.
func errorf(format string, args ...any) error {
	return reasonError(fmt.Sprintf(format, args...))
}

// parsePlacement reads the first FEN field into an empty position.
func (p *Position) parsePlacement(s string) error {
	ranks := strings.Split(s, "/")
	if len(ranks) != 8 {
		return errorf("needs 8 ranks separated by '/', found %d", len(ranks))
	}
	for i, row := range ranks {
		r := 7 - i
		f := 0
		prevDigit := false
		for j := 0; j < len(row); j++ {
			ch := row[j]
			if ch >= '1' && ch <= '8' {
				if prevDigit {
					return errorf("rank %d: two digits in a row in %q", r+1, row)
				}
				prevDigit = true
				f += int(ch - '0')
			} else {
				prevDigit = false
				pc, ok := pieceFromFEN(ch)
				if !ok {
					c, _ := utf8.DecodeRuneInString(row[j:])
					return errorf("rank %d: %q is not a piece letter or a digit 1-8", r+1, string(c))
				}
				if f < 8 {
					p.put(pc, MakeSquare(f, r))
				}
				f++
			}
			if f > 8 {
				return errorf("rank %d: %q describes more than 8 squares", r+1, row)
			}
		}
		if f < 8 {
			return errorf("rank %d: %q describes %s, not 8", r+1, row, plural(f, "square"))
		}
	}
	return nil
}

// pieceFromFEN returns the piece of a FEN letter.
func pieceFromFEN(ch byte) (Piece, bool) {
	c := White
	if ch >= 'a' && ch <= 'z' {
		c = Black
		ch -= 'a' - 'A'
	}
	i := strings.IndexByte(pieceLetters[1:], ch)
	if i < 0 {
		return NoPiece, false
	}
	return MakePiece(c, PieceType(i+1)), true
}

// parseCastling reads the FEN castling field: "-" or a non-empty subset of
// "KQkq" in that order.
func parseCastling(s string) (CastlingRights, error) {
	if s == "-" {
		return 0, nil
	}
	var c CastlingRights
	last := -1
	for _, ch := range []byte(s) {
		i := strings.IndexByte("KQkq", ch)
		if i < 0 {
			return 0, errorf("%q is not \"-\" or letters from KQkq", s)
		}
		if i <= last {
			return 0, errorf("%q must list rights once each, in the order KQkq", s)
		}
		last = i
		c |= 1 << i
	}
	if c == 0 {
		return 0, errorf("empty field; write \"-\" for no rights")
	}
	return c, nil
}

// validate returns why the position cannot arise in chess, or "".
func (p *Position) validate() string {
	if back := p.byType[Pawn] & (rank1 | rank8); back != 0 {
		return fmt.Sprintf("placement: pawn on %v: pawns cannot stand on the first or last rank", back.First())
	}
	kind := p.Variant()
	if a := p.byType[Amazon]; a != 0 && kind != Chief {
		return fmt.Sprintf("placement: amazon on %v: only the chief of chess/chief is an amazon", a.First())
	}
	if kind == Placement && p.inHand(White)+p.inHand(Black) > 0 {
		return p.validatePlacement()
	}
	if p.v != nil && p.v.noCastling && p.castle != 0 {
		return fmt.Sprintf("castling: %s: this game has no castling", p.castle)
	}
	for _, c := range [2]Color{White, Black} {
		if kind == Chief && c == Black {
			if a := p.Pieces(Black, Amazon); a.Count() != 1 || p.Side(Black) != a {
				return "placement: black, the chief, has exactly one piece: the amazon (a)"
			}
			continue
		}
		if k := p.Pieces(c, King).Count(); k != 1 && kind != Eating && !(k == 0 && p.v != nil && p.v.extinct[c] == King) {
			return fmt.Sprintf("placement: %s has %s, needs exactly 1", c, plural(k, "king"))
		}
		pawns := p.Pieces(c, Pawn).Count()
		if pawns > 8 {
			return fmt.Sprintf("placement: %s has %d pawns, at most 8 possible", c, pawns)
		}
		if n := p.Side(c).Count(); n > 16 {
			return fmt.Sprintf("placement: %s has %d pieces, at most 16 possible", c, n)
		}
		extra := 0
		for t, initial := range [...]int{Knight: 2, Bishop: 2, Rook: 2, Queen: 1, King: 1} {
			if t == 0 || initial == 0 {
				continue
			}
			if n := p.Pieces(c, PieceType(t)).Count(); n > initial {
				extra += n - initial
			}
		}
		if extra > 8-pawns {
			return fmt.Sprintf("placement: %s has %s but only %s", c, plural(extra, "promoted piece"), plural(8-pawns, "missing pawn"))
		}
	}
	if r := p.royalSquare(p.side.Other()); r != NoSquare && p.attacked(r, p.side, p.byType[0]) {
		return fmt.Sprintf("side to move: %s is to move, but %s, not to move, is in check", p.side, p.side.Other())
	}
	if p.royalType(p.side) != King {
		return p.validateRest()
	}
	checkers := p.Checkers()
	if n := checkers.Count(); n > 2 {
		return fmt.Sprintf("placement: %s is in check from %d pieces, at most 2 possible", p.side, n)
	}
	// Of two checks one at least was discovered, by a bishop, rook or
	// queen: a move gives check with the moved piece and uncovers lines.
	sliders := p.byType[Bishop] | p.byType[Rook] | p.byType[Queen]
	if checkers.Count() == 2 {
		a, b := checkers.First(), (checkers & (checkers - 1)).First()
		if checkers&sliders == 0 {
			return fmt.Sprintf("placement: %s is in double check from %v and %v, but a double check needs a bishop, rook or queen", p.side, a, b)
		}
		// The moved piece gives one check and uncovers the other; it
		// cannot have left the line between the king and one checker for
		// the same line on the king's other side.
		if line[a][b].Has(p.KingSquare(p.side)) {
			return fmt.Sprintf("placement: %s is in check from %v and %v on one line through the king, which no single move gives", p.side, a, b)
		}
	}
	return p.validateRest()
}

// validateRest checks the castling rights and the en-passant square.
func (p *Position) validateRest() string {
	for _, c := range castlingPaths {
		if p.castle&c.right == 0 {
			continue
		}
		rf, _ := castleRookSquares(c.kingTo)
		if p.board[c.king] != MakePiece(c.color, King) || p.board[rf] != MakePiece(c.color, Rook) {
			return fmt.Sprintf("castling: right %s needs the %s king on %v and rook on %v", c.right, c.color, c.king, rf)
		}
	}
	if p.Variant() == Double {
		return p.validateDoubleEP()
	}
	if p.ep != NoSquare {
		return p.validateEP()
	}
	return ""
}

// validateEP checks the en-passant square against the last move it implies:
// an enemy pawn double-stepped over it.
func (p *Position) validateEP() string {
	rank, dir := 5, Square(8) // White to move: Black passed over rank 6
	if p.side == Black {
		rank, dir = 2, 248
	}
	if p.ep.Rank() != rank {
		return fmt.Sprintf("en passant: square %v must be on rank %d with %s to move", p.ep, rank+1, p.side)
	}
	them := p.side.Other()
	if p.board[p.ep-dir] != MakePiece(them, Pawn) {
		return fmt.Sprintf("en passant: square %v: no %s pawn on %v that could have just double-stepped", p.ep, them, p.ep-dir)
	}
	if p.board[p.ep] != NoPiece || p.board[p.ep+dir] != NoPiece {
		return fmt.Sprintf("en passant: square %v: %v and %v must be empty after a double step", p.ep, p.ep, p.ep+dir)
	}
	if p.halfmove != 0 {
		return fmt.Sprintf("half-move clock: %d with en passant square %v: a double step resets it to 0", p.halfmove, p.ep)
	}
	// Before the double step the side now to move was the side not to
	// move, so it was not in check: a check now can only come from the
	// step itself (the pawn, or a line its origin square opened). Engines
	// rely on this (Stockfish 15.1 crashes in perft without it).
	before := *p
	before.shift(MakePiece(them, Pawn), p.ep-dir, p.ep+dir)
	if r := p.royalSquare(p.side); r != NoSquare && before.attacked(r, them, before.byType[0]) {
		return fmt.Sprintf("en passant: square %v: %s would already have been in check before the double step %v%v", p.ep, p.side, p.ep+dir, p.ep-dir)
	}
	return ""
}

// FEN returns the position in Forsyth–Edwards Notation, canonically: the
// en-passant square after every double step (as the PGN standard says),
// castling rights in KQkq order.
func (p *Position) FEN() string {
	b := make([]byte, 0, 90)
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[MakeSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				b = append(b, byte('0'+empty))
				empty = 0
			}
			b = append(b, pc.FEN())
		}
		if empty > 0 {
			b = append(b, byte('0'+empty))
		}
		if r > 0 {
			b = append(b, '/')
		}
	}
	if p.inHand(White)+p.inHand(Black) > 0 {
		b = p.appendHand(b)
	}
	b = append(b, ' ', "wb"[p.side])
	b = append(b, ' ')
	b = append(b, p.castle.String()...)
	b = append(b, ' ')
	b = append(b, p.ep.String()...)
	if p.ep2 < 64 && p.Variant() == Double {
		b = append(b, p.ep2.String()...)
	}
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(min(p.halfmove, MaxFENCounter)), 10)
	b = append(b, ' ')
	b = strconv.AppendInt(b, int64(min(p.fullmove, MaxFENCounter)), 10)
	if p.step == 1 && p.Variant() == Double {
		b = append(b, " 2"...)
		if p.pend < 64 {
			b = append(b, p.pend.String()...)
		}
	}
	return string(b)
}

// String returns a text picture of the board, rank 8 at the top, with the FEN below.
func (p *Position) String() string { return p.picture(White) }

// picture draws the board as c sees it across the table: White with rank
// 8 at the top and the a-file on the left, Black the other way round;
// the FEN below.
func (p *Position) picture(c Color) string {
	var sb strings.Builder
	for i := 7; i >= 0; i-- {
		r := i
		if c == Black {
			r = 7 - i
		}
		sb.WriteByte('1' + byte(r))
		for j := 0; j < 8; j++ {
			f := j
			if c == Black {
				f = 7 - j
			}
			sb.WriteByte(' ')
			sb.WriteByte(p.board[MakeSquare(f, r)].FEN())
		}
		sb.WriteByte('\n')
	}
	if c == Black {
		sb.WriteString("  h g f e d c b a\n")
	} else {
		sb.WriteString("  a b c d e f g h\n")
	}
	sb.WriteString(p.FEN())
	return sb.String()
}
