package chess

// GeneratePseudoMoves appends every move the pieces of the side to move
// can make by their movement rules alone, ignoring whether the own king is
// left attacked: steps and slides to empty or enemy squares, pawn pushes,
// double steps, captures, en passant and promotions, and castling when the
// right is held and the squares between king and rook are empty (but not
// whether the king is in check or crosses an attacked square). Variants in
// which the king is an ordinary piece build on it; for chess, the legal
// moves are the pseudo-legal moves that leave the own king unattacked and
// castle neither out of, through nor into check. With room for MaxMoves
// more moves in buf it allocates nothing.
func (p *Position) GeneratePseudoMoves(buf []Move) []Move {
	us := p.side
	own, enemy, occ := p.byColor[us], p.byColor[us^1], p.byType[0]
	for b := own &^ p.byType[Pawn]; b != 0; b &= b - 1 {
		from := b.First()
		var t Bitboard
		switch p.board[from].Type() {
		case Knight:
			t = knightAttacks[from]
		case Bishop:
			t = bishopAttacks(from, occ)
		case Rook:
			t = rookAttacks(from, occ)
		case Queen:
			t = queenAttacks(from, occ)
		case King:
			t = kingAttacks[from]
		}
		for t &^= own; t != 0; t &= t - 1 {
			buf = append(buf, Move(from)|Move(t.First())<<6)
		}
	}
	for i := 2 * int(us); i < 2*int(us)+2; i++ {
		c := &castlingPaths[i]
		if p.castle&c.right != 0 && occ&c.empty == 0 {
			buf = append(buf, NewMove(c.king, c.kingTo, Castling, 0))
		}
	}
	up, start, last := Square(8), 1, 7
	if us == Black {
		up, start, last = 248, 6, 0
	}
	for b := p.byType[Pawn] & own; b != 0; b &= b - 1 {
		from := b.First()
		t := pawnAttacks[us][from] & enemy
		if one := from + up; !occ.Has(one) {
			t |= bb(one)
			if from.Rank() == start && !occ.Has(one+up) {
				t |= bb(one + up)
			}
		}
		for ; t != 0; t &= t - 1 {
			to := t.First()
			if to.Rank() != last {
				buf = append(buf, Move(from)|Move(to)<<6)
				continue
			}
			for _, pr := range [4]PieceType{Queen, Rook, Bishop, Knight} {
				buf = append(buf, NewMove(from, to, Promotion, pr))
			}
		}
		if p.ep != NoSquare && pawnAttacks[us][from].Has(p.ep) && !occ.Has(p.ep) {
			buf = append(buf, NewMove(from, p.ep, EnPassant, 0))
		}
	}
	return buf
}
