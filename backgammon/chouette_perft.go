package backgammon

// Perft counts the leaf nodes depth plies below the session, as
// board.Perft does: every ordering throw, chance outcome, cube decision,
// answer and checker play is one ply; a finished session above depth is
// no leaf. It walks the typed engine (one generator and one turn buffer
// per depth) and implements board.Perfter.
func (s *ChouetteState) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	g := s.game.generator()
	defer releaseGenerator(g)
	return s.perft(g, make([][]Turn, depth), depth)
}

func (s *ChouetteState) perft(g *Generator, bufs [][]Turn, depth int) uint64 {
	if s.ph == chOver {
		return 0
	}
	if s.ph == chBoard && s.game.ph == phPlay {
		g.r = &s.game.r
		ts := s.game.listTurns(g, bufs[depth-1])
		bufs[depth-1] = ts
		if depth == 1 {
			return uint64(len(ts))
		}
		var n uint64
		for i := range ts {
			c := *s
			c.game.plays, c.game.tbuf, c.game.tvalid = nil, nil, false
			c.game.applyTurn(&ts[i])
			c.game.invalidate()
			c.afterBoard()
			n += c.perft(g, bufs, depth-1)
		}
		return n
	}
	ms := s.decisions()
	if s.ph == chBoard {
		ms = s.game.shared()
	}
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		c := *s
		c.game.plays, c.game.tbuf, c.game.tvalid = nil, nil, false
		c.apply(m.r)
		n += c.perft(g, bufs, depth-1)
	}
	return n
}
