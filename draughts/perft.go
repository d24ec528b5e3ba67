package draughts

// Perft counts the leaf nodes of the game tree depth plies below s, as the
// generic boardtest.Perft does through Legal and Play (a finished game has
// no moves, draw rules and repetition included), but on the typed position
// with move buffers reused: it implements board.Perfter.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	w := perftWalk{hist: append([]uint64(nil), s.hist...), bufs: make([][]Move, depth)}
	for i := range w.bufs {
		w.bufs[i] = make([]Move, 0, 128)
	}
	return w.count(&s.pos, s.legal, depth)
}

type perftWalk struct {
	hist []uint64 // keys of the positions on the path since the last irreversible move
	base int      // where the repetition window starts in hist
	bufs [][]Move // one move buffer per depth
}

func (w *perftWalk) count(p *Position, legal []Move, depth int) uint64 {
	if depth == 1 {
		return uint64(len(legal))
	}
	var n uint64
	for i := range legal {
		child := *p
		child.Apply(legal[i])
		base, top := w.base, len(w.hist)
		if irreversible(p, &child, &legal[i]) {
			w.base = top
		}
		k := child.key()
		w.hist = append(w.hist, k)
		reps := 0
		for _, h := range w.hist[w.base:] {
			if h == k {
				reps++
			}
		}
		moves := child.Generate(w.bufs[depth-2][:0])
		w.bufs[depth-2] = moves[:0]
		if _, _, over := ending(&child, moves, reps); !over {
			n += w.count(&child, moves, depth-1)
		}
		w.hist, w.base = w.hist[:top], base
	}
	return n
}
