package backgammon

// Perft counts the leaf nodes depth plies below the state, as board.Perft
// does: every chance outcome, cube action, answer and checker play is one
// ply (declarations are not), a finished game above depth is no leaf. It
// walks the typed engine, one generator and one buffer per depth, so it
// allocates only for those; the count equals the generic walk's
// (board.WalkPerft). It implements board.Perfter.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	g := s.generator()
	defer releaseGenerator(g)
	bufs := make([][]Turn, depth)
	return s.perft(g, bufs, depth)
}

func (s *State) perft(g *Generator, bufs [][]Turn, depth int) uint64 {
	if s.ph == phOver {
		return 0
	}
	if s.ph == phPlay {
		g.r = &s.r
		ts := s.listTurns(g, bufs[depth-1])
		bufs[depth-1] = ts
		if depth == 1 {
			return uint64(len(ts))
		}
		var n uint64
		for i := range ts {
			c := *s
			c.plays, c.tbuf, c.tvalid = nil, nil, false
			c.declined = 0
			c.applyTurn(&ts[i])
			c.invalidate()
			n += c.perft(g, bufs, depth-1)
		}
		return n
	}
	ms := s.shared()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *s
		c.plays, c.tbuf, c.tvalid = nil, nil, false
		c.apply(m.r)
		n += c.perft(g, bufs, depth-1)
	}
	return n
}
