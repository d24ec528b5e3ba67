package chess

// Perft counts the leaf nodes depth plies below the state with the
// bitboard generator (board.Perfter), under the rules of the game as the
// generic walk of package boardtest sees them: a position that ends the
// game automatically (dead by material, seventy-five-move rule, fivefold
// repetition counted with the game's history; with AutoClaim also the
// claimable draws) has no moves below it. Position.Perft is the standard
// perft of the published figures, which ignores draws by rule; the two
// differ only where such a draw arises inside the tree.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if s.outcome.Over {
		return 0
	}
	w := rulesPerft{
		s:    s,
		keys: append(make([]uint64, 0, len(s.keys)+min(depth, perftLevels)+1), s.keys...),
	}
	p := s.pos
	return w.count(&p, depth, 0, perftBuffer(depth))
}

// rulesPerft walks the tree for State.Perft; keys[base:] are the
// repetition keys since the last irreversible move, the current one last.
type rulesPerft struct {
	s    *State
	keys []uint64
}

// count returns the leaves below p, which is not over, depth >= 1 plies down.
func (w *rulesPerft) count(p *Position, depth, base int, buf []Move) uint64 {
	if depth == 1 {
		return uint64(p.CountMoves())
	}
	if len(buf) < MaxMoves {
		buf = perftBuffer(depth)
	}
	list := (*[MaxMoves]Move)(buf[:MaxMoves])
	n := p.generate(list)
	var total uint64
	for _, m := range list[:n] {
		u := p.Make(m)
		key, b := p.hash, base
		if p.epHashed() {
			var l [MaxMoves]Move
			key = p.repetitionKey(l[:p.generate(&l)])
		}
		if p.halfmove == 0 {
			b = len(w.keys)
		}
		w.keys = append(w.keys, key)
		if !w.over(p, b) {
			total += w.count(p, depth-1, b, buf[MaxMoves:])
		}
		w.keys = w.keys[:len(w.keys)-1]
		p.Unmake(m, u)
	}
	return total
}

// over reports whether p ends the game by an automatic draw (mate and
// stalemate nodes have no moves anyway).
func (w *rulesPerft) over(p *Position, base int) bool {
	reps := 0
	cur := w.keys[len(w.keys)-1]
	for i := len(w.keys) - 1; i >= base; i -= 2 {
		if w.keys[i] == cur {
			reps++
		}
	}
	return w.s.game.opts.ruleDraw(p, reps) != ""
}
