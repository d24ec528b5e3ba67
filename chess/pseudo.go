package chess

// GeneratePseudoMoves appends every move the pieces of the side to move
// can make by their movement rules alone, ignoring whether the own king is
// left attacked: steps and slides to empty or enemy squares, pawn pushes,
// double steps, captures, en passant and promotions, and castling when the
// right is held and the squares between king and rook are empty (but not
// whether the king is in check or crosses an attacked square). The
// variants in which a side has no royal piece (chess/eating, the warriors
// of chess/chief with KingCapture) generate their moves with it; for
// chess, the legal moves are the pseudo-legal moves that leave the own
// king unattacked and castle neither out of, through nor into check. With
// room for MaxMoves more moves in buf it allocates nothing.
func (p *Position) GeneratePseudoMoves(buf []Move) []Move {
	n := len(buf)
	if cap(buf)-n < MaxMoves {
		nb := make([]Move, n, n+MaxMoves)
		copy(nb, buf)
		buf = nb
	}
	list := (*[MaxMoves]Move)(buf[n : n+MaxMoves])
	promos := chessPromotions
	if p.v != nil {
		promos = p.v.promotions(p, p.side)
	}
	return buf[:n+p.movesTo(list, 0, false, ^p.byColor[p.side], true, promos)]
}
