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
// From depth 7 on, Perft also remembers the counts below the positions it
// has met (a transposition table of fixed size, 48 MB): the placing phase
// reaches each position by many orders of the same placements. Otherwise
// it allocates one move buffer per level, nothing per move.
func (p *Position) Perft(depth int) uint64 {
	bits := 0
	if depth >= hashFrom {
		bits = tableBits
	}
	return p.perft(depth, bits)
}

// hashFrom is the depth from which Perft uses a transposition table.
const hashFrom = 7

// perft counts with a transposition table of 2^bits entries (none for 0).
func (p *Position) perft(depth, bits int) uint64 {
	if depth <= 0 {
		return 1
	}
	return newPerftWalk(depth, false, bits).count(*p, depth)
}

// newPerftWalk returns a walk with a move buffer for each of depth levels
// and a table of 2^bits entries (none for 0).
func newPerftWalk(depth int, full bool, bits int) *perftWalk {
	w := &perftWalk{bufs: make([][]Move, depth), full: full}
	for i := range w.bufs {
		w.bufs[i] = make([]Move, 0, MaxMoves)
	}
	if bits > 0 {
		w.table = make([]perftEntry, 1<<bits)
		w.shift = 64 - uint(bits)
	}
	return w
}

// PerftFull is Perft without bulk counting and without merging the
// throws: every leaf move is made and taken back and every throw is
// expanded, so that it checks Make, Unmake and the chance nodes too.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return newPerftWalk(depth, true, 0).count(*p, depth)
}

type perftWalk struct {
	bufs  [][]Move // one move list per level
	full  bool
	table []perftEntry // the transposition table, or nil
	shift uint         // 64 − log2(len(table))
}

// The transposition table: 2^21 entries of 24 bytes, each the key of a
// position with the remaining depth and the count below it, replaced
// whenever another position falls on its slot. Only positions at least
// hashDepth plies above the leaves are stored: below that, counting again
// is as cheap as looking up.
const (
	tableBits = 21
	hashDepth = 2
)

type perftEntry struct {
	lo, hi uint64 // the key; hi also holds the depth, never 0 in a used entry
	n      uint64
}

// perftKey packs what the count below p depends on: the stones, hands, side,
// throw, Black's hunt moves, the won and passed flags, the no-progress count where the
// limit can be reached within depth plies, and the depth.
func (p *Position) perftKey(depth int) (lo, hi uint64) {
	lo = uint64(p.men[0]) | uint64(p.men[1])<<24 | uint64(p.hand[0])<<48 | uint64(p.hand[1])<<53 |
		uint64(p.side)<<58
	quiet := uint64(p.quiet)
	if n := p.c.noProgress; n == 0 || int(p.quiet)+depth <= n {
		quiet = 0 // the limit cannot end the game above the leaves
	}
	var flags uint64
	if p.won {
		flags |= 1
	}
	if p.passed {
		flags |= 2
	}
	hi = uint64(depth) | uint64(p.roll)<<8 | flags<<14 | uint64(p.moves)<<16 | quiet<<24
	return lo, hi
}

// slot returns the table entry for a key.
func (w *perftWalk) slot(lo, hi uint64) *perftEntry {
	h := (lo ^ hi*0x9e3779b97f4a7c15) * 0xbf58476d1ce4e5b9
	return &w.table[h>>w.shift]
}

func (w *perftWalk) count(p Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var e *perftEntry
	var lo, hi uint64
	if w.table != nil && depth >= hashDepth {
		lo, hi = p.perftKey(depth)
		e = w.slot(lo, hi)
		if e.lo == lo && e.hi == hi {
			return e.n
		}
	}
	n := w.expand(p, depth)
	if e != nil {
		*e = perftEntry{lo, hi, n}
	}
	return n
}

// expand counts the leaves below p by its moves (or throws).
func (w *perftWalk) expand(p Position, depth int) uint64 {
	level := len(w.bufs) - depth
	if !w.full && p.Chance() {
		return w.chance(&p, depth)
	}
	if depth == 1 && !w.full {
		return uint64(p.countMoves())
	}
	list := p.GenerateMoves(w.bufs[level][:0])
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
