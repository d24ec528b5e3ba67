package mill

// Perft counts the leaf nodes of the game tree depth plies below p, every
// throw of the dice a ply of its own, counting the last ply in bulk (the
// moves at depth 1 are generated and counted, not made). Games that end
// inside the tree are leaves of it only at depth 0, as in board.Perft; the
// draw by repetition is not counted (a Position has no history), so the
// count equals board.Perft of a state read from p's notation whenever no
// position occurs three times above the leaves — always to depth 8.
//
// At a chance node the 56 throws lead to subtrees that differ only in
// whether the throw triggers dice mill's bonus, so each kind is counted
// once and weighted by the number of throws of its kind.
//
// Perft allocates one move buffer per level, nothing per move.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	w := perftWalk{bufs: make([][]Move, depth)}
	for i := range w.bufs {
		w.bufs[i] = make([]Move, 0, MaxMoves)
	}
	return w.count(*p, depth)
}

// PerftFull is Perft without bulk counting and without merging the
// throws: every leaf move is made and taken back and every throw is
// expanded, so that it checks Make, Unmake and the chance nodes too.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	w := perftWalk{bufs: make([][]Move, depth), full: true}
	for i := range w.bufs {
		w.bufs[i] = make([]Move, 0, MaxMoves)
	}
	return w.count(*p, depth)
}

type perftWalk struct {
	bufs [][]Move // one move list per level
	full bool
}

func (w *perftWalk) count(p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	level := len(w.bufs) - depth
	if !w.full && p.Chance() {
		return w.chance(&p, depth)
	}
	if depth == 1 && !w.full {
		return uint64(p.countMoves())
	}
	list := p.Moves(w.bufs[level][:0])
	w.bufs[level] = list
	var n uint64
	for _, m := range list {
		q := p
		q.apply(m)
		n += w.count(q, depth-1)
	}
	return n
}

// chance counts below a chance node of dice mill: one subtree for the
// triggering throws and one for the others, each weighted by its number
// of throws (one of them when the opponent has no mill: the bonus lapses).
func (w *perftWalk) chance(p *Position, depth int) uint64 {
	if depth == 1 {
		return uint64(len(rolls))
	}
	q := *p
	if p.c.trigger == 0 || p.c.geo.inMills(p.men[p.side^1]) == 0 {
		q.roll = 1 // no bonus either way: every throw is alike
		return uint64(len(rolls)) * w.count(q, depth-1)
	}
	trig, plain := -1, -1
	var nTrig uint64
	for i := range rolls {
		if p.c.triggers(i) {
			trig = i
			nTrig++
		} else {
			plain = i
		}
	}
	var n uint64
	if nTrig > 0 {
		q.roll = uint8(trig) + 1
		n += nTrig * w.count(q, depth-1)
	}
	if rest := uint64(len(rolls)) - nTrig; rest > 0 {
		q.roll = uint8(plain) + 1
		n += rest * w.count(q, depth-1)
	}
	return n
}
