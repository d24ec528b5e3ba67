package ludo

// Perft counts the leaf nodes depth plies below the state, every chance
// outcome expanded, as boardtest.Perft does, on copies of the typed state
// (board.Perfter).
func (s *TrackState) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [6]TrackMove
	ms := s.LegalMoves(buf[:0])
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *s
		c.Apply(m)
		n += c.Perft(depth - 1)
	}
	return n
}

// Perft counts the leaf nodes depth plies below the state, every chance
// outcome expanded, on copies of the typed state (board.Perfter).
func (s *CrossState) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	// The colour-blind and penalty games list more moves per throw than
	// the others: each level's buffer is sized for the game.
	switch {
	case s.b.penalty.on:
		var buf [maxPenaltyMoves]CrossMove
		return s.perftWith(buf[:0], depth)
	case s.b.blind.on:
		var buf [maxBlindMoves]CrossMove
		return s.perftWith(buf[:0], depth)
	}
	var buf [maxCrossMoves]CrossMove
	return s.perftWith(buf[:0], depth)
}

// perftWith is Perft at depth >= 1, listing the moves into buf.
func (s *CrossState) perftWith(buf []CrossMove, depth int) uint64 {
	ms := s.LegalMoves(buf)
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *s
		c.Apply(m)
		n += c.Perft(depth - 1)
	}
	return n
}
