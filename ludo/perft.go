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
	if s.b.penalty.on {
		return s.penaltyPerft(depth)
	}
	if s.b.blind.on {
		return s.blindPerft(depth)
	}
	var buf [maxCrossMoves]CrossMove
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
