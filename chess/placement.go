package chess

import "fmt"

// The placement phase of chess/placement: the players drop their sixteen
// pieces from the hand, one a turn, under the no-attack rules.

// zobristHand[pc][n] is the hash key of n pieces pc in the hand.
var zobristHand = func() (z [16][17]uint64) {
	r := prng(0x243F6A8885A308D3)
	for pc := range z {
		for n := 1; n < len(z[pc]); n++ { // an empty hand adds nothing, as in chess
			z[pc][n] = r.next()
		}
	}
	return z
}()

// inHand returns how many pieces side c holds.
func (p *Position) inHand(c Color) int {
	n := 0
	for _, k := range p.hand[c&1] {
		n += int(k)
	}
	return n
}

// Hand returns how many pieces of type t side c holds (placement).
func (p *Position) Hand(c Color, t PieceType) int { return int(p.hand[c&1][t&7]) }

// setHand sets the count of pc in the hand, updating the hash.
func (p *Position) setHand(pc Piece, n uint8) {
	c, t := pc.Color(), pc.Type()
	p.hash ^= zobristHand[pc&15][p.hand[c][t]] ^ zobristHand[pc&15][n]
	p.hand[c][t] = n
}

// drop plays the drop m of the side to move (Make has cleared the
// en-passant square): the piece leaves the hand for the board. After the
// last drop of the phase chess begins: move number 1, and with
// CastlingIfHome the rights whose king and rook stand at home.
func (p *Position) drop(m Move) {
	us := p.side
	pc := MakePiece(us, m.Dropped())
	p.setHand(pc, p.hand[us][pc.Type()]-1)
	p.put(pc, m.To())
	p.halfmove = 0
	if us == Black {
		p.fullmove++
	}
	if p.inHand(White)+p.inHand(Black) == 0 {
		p.fullmove = 1
		if p.v != nil && p.v.castlingIfHome {
			nc := p.homeRights()
			p.hash ^= zobristCastle[p.castle] ^ zobristCastle[nc]
			p.castle = nc
		}
	}
	p.side = us.Other()
	p.hash ^= zobristSide
}

// homeRights returns the castling rights whose king and rook stand on
// their squares of the initial array.
func (p *Position) homeRights() CastlingRights {
	var r CastlingRights
	for _, c := range castlingPaths {
		rf, _ := castleRookSquares(c.kingTo)
		if p.board[c.king] == MakePiece(c.color, King) && p.board[rf] == MakePiece(c.color, Rook) {
			r |= c.right
		}
	}
	return r
}

// light are the light squares (a1 is dark).
const light Bitboard = 0x55AA55AA55AA55AA

// drops writes (or counts) the legal drops of the side to move: a piece
// of each type in the hand on every empty square where it attacks no
// enemy piece and no enemy piece attacks it, pawns not on the first or
// last rank, and a second bishop on the colour the first does not stand
// on. Every test is a bitboard: the squares the enemy attacks, and for
// each way of moving the squares from which an enemy piece is in reach
// (attacks are symmetric but for the pawns', which are mirrored).
func (p *Position) drops(list *[MaxMoves]Move, count bool) int {
	us, them := p.side, p.side^1
	occ := p.byType[0]
	var attacked, leap, diag, orth, step, pawn Bitboard
	for b := p.byColor[them]; b != 0; b &= b - 1 {
		e := b.First()
		d, o := bishopAttacks(e, occ), rookAttacks(e, occ)
		leap |= knightAttacks[e]
		diag |= d
		orth |= o
		step |= kingAttacks[e]
		pawn |= pawnAttacks[them][e]
		switch p.board[e].Type() {
		case Pawn:
			attacked |= pawnAttacks[them][e]
		case Knight:
			attacked |= knightAttacks[e]
		case Bishop:
			attacked |= d
		case Rook:
			attacked |= o
		case Queen:
			attacked |= d | o
		case King:
			attacked |= kingAttacks[e]
		case Amazon:
			attacked |= d | o | knightAttacks[e]
		}
	}
	free := ^occ &^ attacked
	n := 0
	for t := Pawn; t <= King; t++ {
		if p.hand[us][t] == 0 {
			continue
		}
		var to Bitboard
		switch t {
		case Pawn:
			to = free &^ pawn &^ (rank1 | rank8)
		case Knight:
			to = free &^ leap
		case Bishop:
			to = free &^ diag
			if own := p.Pieces(us, Bishop); own != 0 {
				if own&light != 0 {
					to &^= light
				} else {
					to &= light
				}
			}
		case Rook:
			to = free &^ orth
		case Queen:
			to = free &^ (diag | orth)
		case King:
			to = free &^ step
		}
		if count {
			n += to.Count()
			continue
		}
		for ; to != 0; to &= to - 1 {
			list[n&(MaxMoves-1)] = NewDrop(t, to.First())
			n++
		}
	}
	return n
}

// validatePlacement returns why a position of the placement phase cannot
// arise, or "": each side's board and hand together are its sixteen
// pieces, no castling or en passant, the side to move the one that has
// placed no more than the other, no piece attacking an enemy piece, and
// two bishops of one side on squares of different colours.
func (p *Position) validatePlacement() string {
	for _, c := range [2]Color{White, Black} {
		for t := Pawn; t <= King; t++ {
			if n := p.Pieces(c, t).Count() + int(p.hand[c][t]); n != initialArmy[t] {
				return fmt.Sprintf("placement: %s has %d %ss on the board and in hand, the placement phase needs %d", c, n, pieceNames[t], initialArmy[t])
			}
		}
		if b := p.Pieces(c, Bishop); b.Count() == 2 && (b&light == 0 || b&^light == 0) {
			return fmt.Sprintf("placement: %s's bishops stand on squares of one colour", c)
		}
	}
	if p.castle != 0 || p.ep != NoSquare {
		return "castling and en passant: both are \"-\" while pieces are in hand"
	}
	placed := p.Side(White).Count() - p.Side(Black).Count()
	if want := Color(placed); placed < 0 || placed > 1 || p.side != want {
		return fmt.Sprintf("side to move: White places first and the players alternate: with %d white and %d black pieces placed, %s is to move",
			p.Side(White).Count(), p.Side(Black).Count(), map[bool]string{true: "white", false: "black"}[placed <= 0])
	}
	for b := p.byType[0]; b != 0; b &= b - 1 {
		s := b.First()
		if a := p.attackersTo(s, p.byType[0]) & p.byColor[p.board[s].Color()^1]; a != 0 {
			return fmt.Sprintf("placement: %v attacks %v, but no piece may attack an enemy piece while pieces are placed", a.First(), s)
		}
	}
	return ""
}

// parseHand reads the holdings in brackets after the placement field
// ("[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp]", "[]" for empty hands).
func (p *Position) parseHand(s string) error {
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return errorf("holdings %q must be piece letters in brackets", s)
	}
	for _, ch := range []byte(s[1 : len(s)-1]) {
		pc, ok := pieceFromFEN(ch)
		if !ok || pc.Type() == Amazon {
			return errorf("holdings: %q is not a piece letter", string(rune(ch)))
		}
		if p.hand[pc.Color()][pc.Type()] >= 16 {
			return errorf("holdings: more than 16 %ss", pieceNames[pc.Type()])
		}
		p.setHand(pc, p.hand[pc.Color()][pc.Type()]+1)
	}
	return nil
}

// appendHand appends the holdings in brackets, White's first, each side's
// in the order KQRBNP.
func (p *Position) appendHand(b []byte) []byte {
	b = append(b, '[')
	for _, c := range [2]Color{White, Black} {
		for _, t := range [6]PieceType{King, Queen, Rook, Bishop, Knight, Pawn} {
			for range p.hand[c][t] {
				b = append(b, MakePiece(c, t).FEN())
			}
		}
	}
	return append(b, ']')
}
