package draughts

import "math/bits"

// Perft counts the leaf nodes of the game tree depth plies below s, as the
// generic boardtest.Perft does through Legal and Play (a finished game has
// no moves, draw rules and repetition included), but on the typed position
// with move buffers reused, on bitboards for the rule sets that have them:
// it implements board.Perfter.
func (s *State) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	if s.pos.g.bitWalkable() {
		return s.bitPerft(depth)
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
		if irreversible(p.count, p.reserve, &child, &legal[i]) {
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
		moves := child.GenerateMoves(w.bufs[depth-2][:0])
		w.bufs[depth-2] = moves[:0]
		if !ending(&child, moves, reps).over {
			n += w.count(&child, moves, depth-1)
		}
		w.hist, w.base = w.hist[:top], base
	}
	return n
}

// bitWalkable reports whether State.Perft may run on bitboards: the rule
// set has them and no goal but the no-move rule.
func (g *Game) bitWalkable() bool { return g.bb != nil && g.rules.Goal == GoalNoMove }

// bitNode is a bitboard position with the draw counters of Position.
type bitNode struct {
	b                     Bitboard
	quiet, noCap, endgame uint16
}

type bitWalk struct {
	g    *Game
	hist []uint64
	base int
	bufs [][]BitMove
}

func (s *State) bitPerft(depth int) uint64 {
	if s.out.Over {
		return 0
	}
	b, _ := s.pos.Bitboard()
	root := bitNode{b: b, quiet: s.pos.quiet, noCap: s.pos.noCap, endgame: s.pos.endgame}
	w := bitWalk{g: s.pos.g, hist: append([]uint64(nil), s.hist...), bufs: make([][]BitMove, depth)}
	for i := range w.bufs {
		w.bufs[i] = make([]BitMove, 0, 128)
	}
	moves := b.generate(w.bufs[depth-1][:0], false)
	w.bufs[depth-1] = moves[:0]
	return w.count(&root, moves, depth)
}

func (w *bitWalk) count(n *bitNode, legal []BitMove, depth int) uint64 {
	if depth == 1 {
		return uint64(len(legal))
	}
	var total uint64
	for i := range legal {
		m := &legal[i]
		child := *n
		child.b.Apply(*m)
		w.counters(n, &child, m)
		base, top := w.base, len(w.hist)
		if m.ncap > 0 || w.g.monotone && child.quiet == 0 {
			w.base = top
		}
		k := child.b.key()
		w.hist = append(w.hist, k)
		reps := 0
		for _, h := range w.hist[w.base:] {
			if h == k {
				reps++
			}
		}
		moves := child.b.generate(w.bufs[depth-2][:0], false)
		w.bufs[depth-2] = moves[:0]
		if len(moves) > 0 && !w.drawn(&child, reps) {
			total += w.count(&child, moves, depth-1)
		}
		w.hist, w.base = w.hist[:top], base
	}
	return total
}

// counters updates the draw counters as Position.Apply does.
func (w *bitWalk) counters(before, after *bitNode, m *BitMove) {
	g, bb := w.g, w.g.bb
	me := int(before.b.side)
	from, to := int(bb.sqOfBit[m.path[0]]), int(bb.sqOfBit[m.path[m.n-1]])
	progress := !m.king && g.progress(me, to) > g.progress(me, from)
	captured := m.ncap > 0
	after.quiet, after.noCap = after.quiet+1, after.noCap+1
	if captured || progress {
		after.quiet = 0
	}
	if captured {
		after.noCap = 0
	}
	if g.rules.FMJDEndgame {
		switch {
		case after.b.endgameLimit() == 0, captured || m.crown:
			after.endgame = 0
		default:
			after.endgame++
		}
	}
}

// drawn mirrors the draw rules of the package-level drawn for bitboards.
func (w *bitWalk) drawn(n *bitNode, reps int) bool {
	o := &w.g.rules
	switch {
	case o.RepetitionCount > 0 && reps >= o.RepetitionCount,
		quietLimit(o) > 0 && int(n.quiet) >= 2*quietLimit(o),
		o.NoCaptureLimit > 0 && int(n.noCap) >= 2*o.NoCaptureLimit:
		return true
	}
	if o.FMJDEndgame {
		if lim := n.b.endgameLimit(); lim > 0 && int(n.endgame) >= 2*lim {
			return true
		}
	}
	wm, wk, bm, bk := n.b.counts()
	return o.LoneKingsDraw && wm == 0 && bm == 0 && wk == 1 && bk == 1 ||
		o.OnePieceEachDraw && wm+wk == 1 && bm+bk == 1
}

// counts returns White's men and kings and Black's men and kings.
func (b *Bitboard) counts() (wm, wk, bm, bk int) {
	return bits.OnesCount64(b.own[0] &^ b.kings), bits.OnesCount64(b.own[0] & b.kings),
		bits.OnesCount64(b.own[1] &^ b.kings), bits.OnesCount64(b.own[1] & b.kings)
}

// endgameLimit is Position.endgameLimit on bitboards.
func (b *Bitboard) endgameLimit() int {
	wm, wk, bm, bk := b.counts()
	count := [2][2]int{{wm, wk}, {bm, bk}}
	for lone := range 2 {
		other := 1 - lone
		if count[lone][0] != 0 || count[lone][1] != 1 || count[other][1] == 0 {
			continue
		}
		switch count[other][0] + count[other][1] {
		case 3:
			return 16
		case 1, 2:
			return 5
		}
	}
	return 0
}

// key hashes the position for repetition; Position.key gives the same
// value for the same position of a bitboard rule set.
func (b *Bitboard) key() uint64 {
	h := uint64(14695981039346656037)
	for _, x := range [4]uint64{b.own[0], b.own[1], b.kings, uint64(b.side)} {
		h ^= x
		h *= 1099511628211
		h ^= h >> 29
	}
	return h
}
