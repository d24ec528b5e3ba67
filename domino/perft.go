package domino

// Perft counts the leaf nodes of the game tree depth plies below the
// state, every chance outcome (a tile dealt or drawn, a lot) expanded as a
// ply, as board.WalkPerft counts them (board.Perfter). It walks on copies
// of the state kept on the stack: a copy shares the record with its
// parent and appends past the parent's end, which only the copy's own
// subtree reads, so a node costs no allocation. s is not changed.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [80]Move
	ms := s.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *s // the record's array is shared; see push
		c.Apply(m)
		n += c.Perft(depth - 1)
	}
	return n
}
