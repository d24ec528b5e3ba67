package chess

// Board masks used by the generator.
const (
	fileA Bitboard = 0x0101010101010101
	fileH Bitboard = fileA << 7
	rank1 Bitboard = 0xFF
	rank3 Bitboard = rank1 << 16
	rank6 Bitboard = rank1 << 40
	rank8 Bitboard = rank1 << 56
)

// castlingPaths describes each castling: the right, the king's and rook's
// origin, the squares that must be empty and the squares the king must
// not find attacked (besides its own, which "not in check" covers).
var castlingPaths = [4]struct {
	right        CastlingRights
	king, kingTo Square
	empty, safe  Bitboard
	color        Color
}{
	{WhiteKingside, E1, G1, bb(F1) | bb(G1), bb(F1) | bb(G1), White},
	{WhiteQueenside, E1, C1, bb(B1) | bb(C1) | bb(D1), bb(C1) | bb(D1), White},
	{BlackKingside, E8, G8, bb(F8) | bb(G8), bb(F8) | bb(G8), Black},
	{BlackQueenside, E8, C8, bb(B8) | bb(C8) | bb(D8), bb(C8) | bb(D8), Black},
}

// attackersTo returns the pieces of both colours that attack s when the
// board is occupied by occ.
func (p *Position) attackersTo(s Square, occ Bitboard) Bitboard {
	return pawnAttacks[Black][s]&p.byType[Pawn]&p.byColor[White] |
		pawnAttacks[White][s]&p.byType[Pawn]&p.byColor[Black] |
		knightAttacks[s]&(p.byType[Knight]) |
		kingAttacks[s]&p.byType[King] |
		bishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen]) |
		rookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])
}

// attacked reports whether side by attacks s with the board occupied by occ.
func (p *Position) attacked(s Square, by Color, occ Bitboard) bool {
	them := p.byColor[by]
	if knightAttacks[s]&(p.byType[Knight])&them != 0 ||
		pawnAttacks[by^1][s]&p.byType[Pawn]&them != 0 ||
		kingAttacks[s]&p.byType[King]&them != 0 {
		return true
	}
	if bishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen])&them != 0 {
		return true
	}
	return rookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])&them != 0
}

// IsAttacked reports whether side by attacks square s.
func (p *Position) IsAttacked(s Square, by Color) bool {
	return p.attacked(s&63, by&1, p.byType[0])
}

// Checkers returns the enemy pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	k := p.royalSquare(p.side)
	if k == NoSquare {
		return 0
	}
	return p.attackersTo(k, p.byType[0]) & p.byColor[p.side^1]
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.Checkers() != 0 }

// Pinned returns the pieces of the side to move that are pinned to their
// king: moving them off the line to the pinning slider would expose the king.
func (p *Position) Pinned() Bitboard {
	k := p.royalSquare(p.side)
	if k == NoSquare {
		return 0
	}
	return p.pinned(k, p.side)
}

// pinned returns the pieces of colour us pinned to the king on ksq.
func (p *Position) pinned(ksq Square, us Color) Bitboard {
	enemy := p.byColor[us^1]
	occ := p.byType[0]
	snipers := (rookEmpty[ksq]&(p.byType[Rook]|p.byType[Queen]) |
		bishopEmpty[ksq]&(p.byType[Bishop]|p.byType[Queen])) & enemy
	var pinned Bitboard
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[ksq][snipers.First()] & occ
		if b != 0 && b&(b-1) == 0 {
			pinned |= b & p.byColor[us]
		}
	}
	return pinned
}

// GenerateMoves appends every legal move of the side to move to buf and
// returns the extended slice. With room for MaxMoves more moves in buf it
// allocates nothing.
func (p *Position) GenerateMoves(buf []Move) []Move {
	n := len(buf)
	if cap(buf)-n < MaxMoves {
		nb := make([]Move, n, n+MaxMoves)
		copy(nb, buf)
		buf = nb
	}
	list := (*[MaxMoves]Move)(buf[n : n+MaxMoves])
	return buf[:n+p.generate(list)]
}

// CountMoves returns the number of legal moves of the side to move,
// counted without writing the moves out.
func (p *Position) CountMoves() int { return p.legal(nil, true) }

// generate writes the legal moves into list and returns how many.
func (p *Position) generate(list *[MaxMoves]Move) int { return p.legal(list, false) }

// emit appends a move from one square to each square of t, or only counts
// them (count), and returns the new total.
func emit(list *[MaxMoves]Move, n int, from Square, t Bitboard, count bool) int {
	if count {
		return n + t.Count()
	}
	for ; t != 0; t &= t - 1 {
		list[n&(MaxMoves-1)] = Move(from) | Move(t.First())<<6
		n++
	}
	return n
}

// legal writes the legal moves into list and returns how many, or with
// count only counts them (list may then be nil), which is how perft counts
// the last ply in bulk. It is legal by construction: the king avoids
// attacked squares (computed with the king lifted off the board, so it
// cannot hide behind itself), pinned pieces stay on their pin line, a check
// is answered only by capturing or blocking the single checker, and en
// passant, the one move that can clear two squares of a line at once, is
// verified directly.
func (p *Position) legal(list *[MaxMoves]Move, count bool) int {
	if p.v != nil {
		return p.variantLegal(list, count)
	}
	kings := p.byType[King] & p.byColor[p.side]
	if kings == 0 {
		return 0
	}
	ksq := kings.First()
	occNoKing := p.byType[0] ^ bb(ksq)
	var safe Bitboard
	for t := kingAttacks[ksq] &^ p.byColor[p.side]; t != 0; t &= t - 1 {
		if to := t.First(); !p.attacked(to, p.side^1, occNoKing) {
			safe |= bb(to)
		}
	}
	return p.royalLegal(list, count, ksq, safe, chessPromotions)
}

// safeSteps returns the squares of reach, not the mover's own, where the
// royal piece on ksq would not be attacked (tested with it lifted off the
// board, so that it cannot hide behind itself), one square at a time.
func (p *Position) safeSteps(ksq Square, reach Bitboard) Bitboard {
	us := p.side
	occNoKing := p.byType[0] ^ bb(ksq)
	var safe Bitboard
	for t := reach &^ p.byColor[us]; t != 0; t &= t - 1 {
		to := t.First()
		if !p.attacked(to, us^1, occNoKing) {
			safe |= bb(to)
		}
	}
	return safe
}

// attackMap returns every square side by attacks with the board occupied
// by occ: for a royal piece with many squares to try (the chief), one map
// is cheaper than a test per square.
func (p *Position) attackMap(by Color, occ Bitboard) Bitboard {
	them := p.byColor[by]
	pawns := p.byType[Pawn] & them
	var a Bitboard
	if by == White {
		a = (pawns&^fileA)<<7 | (pawns&^fileH)<<9
	} else {
		a = (pawns&^fileA)>>9 | (pawns&^fileH)>>7
	}
	for b := (p.byType[Knight]) & them; b != 0; b &= b - 1 {
		a |= knightAttacks[b.First()]
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & them; b != 0; b &= b - 1 {
		a |= bishopAttacks(b.First(), occ)
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & them; b != 0; b &= b - 1 {
		a |= rookAttacks(b.First(), occ)
	}
	for b := p.byType[King] & them; b != 0; b &= b - 1 {
		a |= kingAttacks[b.First()]
	}
	return a
}

// royalLegal is legal for a side whose one royal piece stands on ksq and
// may go to the squares of safe (where it is not attacked, found with it
// lifted off the board: a king's neighbours, the chief's queen and knight
// moves); the other pieces' moves follow from the checkers and pins of
// ksq. Pawns promote to the types of promos.
func (p *Position) royalLegal(list *[MaxMoves]Move, count bool, ksq Square, safe Bitboard, promos promotionSet) int {
	us := p.side
	them := us ^ 1
	occ := p.byType[0]
	own := p.byColor[us]
	enemy := p.byColor[them]
	n := 0

	checkers := (knightAttacks[ksq]&(p.byType[Knight]) |
		pawnAttacks[us][ksq]&p.byType[Pawn] |
		bishopAttacks(ksq, occ)&(p.byType[Bishop]|p.byType[Queen]) |
		rookAttacks(ksq, occ)&(p.byType[Rook]|p.byType[Queen])) & enemy
	n = emit(list, n, ksq, safe, count)
	if checkers&(checkers-1) != 0 {
		return n // double check: only the king may move
	}
	target := ^own
	if checkers != 0 {
		target = between[ksq][checkers.First()] | checkers
	} else if p.castle != 0 {
		n = p.castlings(list, n, us, count)
	}
	pinned := p.pinned(ksq, us)

	for b := p.byType[Knight] & own &^ pinned; b != 0; b &= b - 1 {
		from := b.First()
		n = emit(list, n, from, knightAttacks[from]&target, count)
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & own; b != 0; b &= b - 1 {
		from := b.First()
		t := bishopAttacks(from, occ) & target
		if pinned.Has(from) {
			t &= line[ksq][from]
		}
		n = emit(list, n, from, t, count)
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & own; b != 0; b &= b - 1 {
		from := b.First()
		t := rookAttacks(from, occ) & target
		if pinned.Has(from) {
			t &= line[ksq][from]
		}
		n = emit(list, n, from, t, count)
	}
	n = p.pawnMoves(list, n, us, target, pinned, ksq, count, promos)
	if p.ep != NoSquare {
		n = p.enPassant(list, n, us, ksq, count, p.ep)
	}
	return n
}

// castlings appends (or counts) the legal castlings of us, not in check.
func (p *Position) castlings(list *[MaxMoves]Move, n int, us Color, count bool) int {
	occ := p.byType[0]
	for i := 2 * int(us); i < 2*int(us)+2; i++ {
		c := &castlingPaths[i]
		if p.castle&c.right == 0 || occ&c.empty != 0 {
			continue
		}
		safe := true
		for s := c.safe; s != 0; s &= s - 1 {
			if p.attacked(s.First(), us^1, occ) {
				safe = false
				break
			}
		}
		if safe {
			if !count {
				list[n&(MaxMoves-1)] = NewMove(c.king, c.kingTo, Castling, 0)
			}
			n++
		}
	}
	return n
}

// pawnMoves appends (or counts) the pawn pushes and captures, en passant aside.
func (p *Position) pawnMoves(list *[MaxMoves]Move, n int, us Color, target, pinned Bitboard, ksq Square, count bool, promos promotionSet) int {
	pawns := p.byType[Pawn] & p.byColor[us]
	enemy := p.byColor[us^1]
	empty := ^p.byType[0]
	free := pawns &^ pinned
	var push, double, capW, capE Bitboard
	var up Square
	var last Bitboard
	if us == White {
		up, last = 8, rank8
		push = free << 8 & empty
		double = (push & rank3) << 8 & empty & target
		capW = (free &^ fileA) << 7 & enemy & target
		capE = (free &^ fileH) << 9 & enemy & target
	} else {
		up, last = 248, rank1 // -8 modulo 256
		push = free >> 8 & empty
		double = (push & rank6) >> 8 & empty & target
		capW = (free &^ fileA) >> 9 & enemy & target
		capE = (free &^ fileH) >> 7 & enemy & target
	}
	push &= target
	k := promos.count()
	if count {
		n += (push &^ last).Count() + double.Count() + (capW &^ last).Count() + (capE &^ last).Count() +
			k*((push&last).Count()+(capW&last).Count()+(capE&last).Count())
	} else {
		// from = to - delta, written with wrapping byte arithmetic.
		n = emitPawn(list, n, push, up, last, promos)
		n = emitPawn(list, n, double, 2*up, 0, promos)
		n = emitPawn(list, n, capW, up-1, last, promos)
		n = emitPawn(list, n, capE, up+1, last, promos)
	}

	// Pinned pawns may still move along their pin line.
	for b := pawns & pinned; b != 0; b &= b - 1 {
		from := b.First()
		var t Bitboard
		one := from + up
		if empty.Has(one) {
			t |= bb(one)
			if (us == White && from.Rank() == 1 || us == Black && from.Rank() == 6) && empty.Has(one+up) {
				t |= bb(one + up)
			}
		}
		t |= pawnAttacks[us][from] & enemy
		t &= target & line[ksq][from]
		if count {
			n += (t &^ last).Count() + k*(t&last).Count()
			continue
		}
		for ; t != 0; t &= t - 1 {
			to := t.First()
			if last.Has(to) {
				n = emitPromotions(list, n, from, to, promos)
			} else {
				list[n&(MaxMoves-1)] = Move(from) | Move(to)<<6
				n++
			}
		}
	}
	return n
}

// emitPawn appends a move for every destination in t, coming from
// to - delta; destinations in last are promotions.
func emitPawn(list *[MaxMoves]Move, n int, t Bitboard, delta Square, last Bitboard, promos promotionSet) int {
	for pr := t & last; pr != 0; pr &= pr - 1 {
		to := pr.First()
		n = emitPromotions(list, n, (to-delta)&63, to, promos)
	}
	for t &^= last; t != 0; t &= t - 1 {
		to := t.First()
		list[n&(MaxMoves-1)] = Move((to-delta)&63) | Move(to)<<6
		n++
	}
	return n
}

// emitPromotions appends the promotions of one pawn move, one for each
// type of promos, in the order queen, rook, bishop, knight, king.
func emitPromotions(list *[MaxMoves]Move, n int, from, to Square, promos promotionSet) int {
	base := Move(from) | Move(to)<<6 | Move(Promotion)<<12
	if promos == chessPromotions {
		list[n&(MaxMoves-1)] = base | Move(Queen)<<15
		list[(n+1)&(MaxMoves-1)] = base | Move(Rook)<<15
		list[(n+2)&(MaxMoves-1)] = base | Move(Bishop)<<15
		list[(n+3)&(MaxMoves-1)] = base | Move(Knight)<<15
		return n + 4
	}
	for _, t := range promotionOrder {
		if promos.has(t) {
			list[n&(MaxMoves-1)] = base | Move(t)<<15
			n++
		}
	}
	return n
}

// enPassant appends the legal en-passant captures. Each candidate is tested
// by lifting both pawns and dropping the capturer on the target: that covers
// the pinned capturer, the captured pawn that shields the king along a rank
// (both pawns leave it at once) and the check that only the capture of the
// checking pawn answers.
func (p *Position) enPassant(list *[MaxMoves]Move, n int, us Color, ksq Square, count bool, ep Square) int {
	capSq := ep ^ 8
	them := us ^ 1
	if !(p.byType[Pawn] & p.byColor[them]).Has(capSq) || p.byType[0].Has(ep) {
		return n
	}
	enemy := p.byColor[them]
	for b := pawnAttacks[them][ep] & p.byType[Pawn] & p.byColor[us]; b != 0; b &= b - 1 {
		from := b.First()
		occ := p.byType[0] ^ bb(from) ^ bb(capSq) | bb(ep)
		if bishopAttacks(ksq, occ)&(p.byType[Bishop]|p.byType[Queen])&enemy != 0 ||
			rookAttacks(ksq, occ)&(p.byType[Rook]|p.byType[Queen])&enemy != 0 ||
			knightAttacks[ksq]&(p.byType[Knight])&enemy != 0 ||
			pawnAttacks[us][ksq]&p.byType[Pawn]&enemy&^bb(capSq) != 0 {
			continue
		}
		if !count {
			list[n&(MaxMoves-1)] = NewMove(from, ep, EnPassant, 0)
		}
		n++
	}
	return n
}
