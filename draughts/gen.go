package draughts

// GenerateMoves appends every legal move of the side to move to buf and returns
// it. Capture sequences with the same identity (start, end, captured set,
// crowning) are merged into one move written with the smallest path. A
// blocked player gets the single move Pass where the rules let him pass.
// Game-ending draw rules are not applied here (State does that). With a
// buffer of enough capacity it allocates nothing.
//
// This is the general engine, for every rule set; the bitboard rule sets
// also have the faster Bitboard.GenerateMoves.
func (p *Position) GenerateMoves(buf []Move) []Move { return p.generate(buf, false) }

// GeneratePaths is GenerateMoves without merging: every distinct jump path of a
// capture is its own move, as some published perft figures count them.
func (p *Position) GeneratePaths(buf []Move) []Move { return p.generate(buf, true) }

func (p *Position) generate(buf []Move, paths bool) []Move {
	o := &p.g.rules
	start := len(buf)
	// the generator works on a copy of the board, so that p stays where
	// the caller has it (on the stack in perft)
	x := generator{cells: p.cells, reserve: p.reserve[p.side], g: p.g, me: p.side, buf: buf, paths: paths}
	if o.Captures {
		x.captures()
		if len(x.buf) > start && o.MandatoryCapture {
			return x.buf
		}
	}
	if o.BackwardOnlyIfStuck {
		x.quiet(forwardPhase)
		if len(x.buf) == start {
			x.quiet(backwardPhase)
		}
	} else {
		x.quiet(allPhase)
	}
	if len(x.buf) == start && o.NoMoveAction == NoMovePass {
		x.buf = append(x.buf, Move{kind: Pass})
	}
	return x.buf
}

type phase uint8

const (
	allPhase phase = iota
	forwardPhase
	backwardPhase
)

// generator holds the state of one move generation; it lives on the stack.
type generator struct {
	cells   [maxSquares]uint8 // the board, changed and restored during the search
	reserve uint8             // men in reserve of the side to move
	g       *Game
	me      uint8
	buf     []Move
	paths   bool
	cur     Move // the sequence being built
}

func (x *generator) captures() {
	cells, g := &x.cells, x.g
	start := len(x.buf)
	for s := range g.n {
		c := cells[s]
		if c == empty || c&blackBit != x.me {
			continue
		}
		x.cur = Move{kind: Capture, n: 1, king: c&kingBit != 0}
		x.cur.path[0] = uint8(s)
		cells[s] = empty // the moving piece leaves its square
		x.jump(s, c&kingBit != 0, -1, false)
		cells[s] = c
	}
	if len(x.buf) > start {
		x.precedence(start)
		if !x.paths {
			x.merge(start)
		}
	}
}

// jump extends the sequence from square s and reports whether any capture
// was possible there. last is the direction of the previous jump.
func (x *generator) jump(s int, king bool, last int, crowned bool) bool {
	cells, g := &x.cells, x.g
	o := &g.rules
	flying := king && o.FlyingKings
	dirs := g.manCaps[x.me]
	if king {
		dirs = g.kingDirs
	}
	found := false
	for d := range 8 {
		if dirs&(1<<d) == 0 || o.NoReverse && last >= 0 && d == (last+4)&7 {
			continue
		}
		t := int(g.nbr[s][d])
		for flying && t >= 0 && cells[t] == empty {
			t = int(g.nbr[t][d])
		}
		if t < 0 || cells[t] == empty || cells[t]&blackBit == x.me || x.cur.caps.has(t) {
			continue
		}
		u := int(g.nbr[t][d])
		if u < 0 || cells[u] != empty || int(x.cur.n) >= maxPath {
			continue
		}
		found = true
		x.take(t, u, d, king, flying, crowned)
	}
	return found
}

// take captures the piece on t in direction d, landing on u or (flying)
// any empty square beyond, and continues the sequence where it can.
func (x *generator) take(t, u, d int, king, flying, crowned bool) {
	cells, g := &x.cells, x.g
	o := &g.rules
	x.cur.caps.set(t)
	x.cur.ncap++
	taken := cells[t]
	if o.RemoveCaptured == Immediately {
		cells[t] = empty
	}
	var land [maxWidth]int16
	nl := 0
	for v := u; v >= 0 && cells[v] == empty; v = int(g.nbr[v][d]) {
		land[nl] = int16(v)
		nl++
		if !flying {
			break
		}
	}
	// The sequence must go on while it can: landings from which it cannot
	// continue count only when none can.
	cont := false
	for _, v := range land[:nl] {
		k, cr, stop := x.landing(int(v), king, crowned)
		if stop {
			continue
		}
		x.cur.path[x.cur.n] = uint8(v)
		x.cur.n++
		switch {
		case x.jump(int(v), k, d, cr):
			cont = true
		case !o.StrictLanding:
			x.emit(cr || !king && o.Promote && g.rank(int(v)) == g.promoRank[x.me])
			cont = true
		}
		x.cur.n--
	}
	if !cont {
		for _, v := range land[:nl] {
			_, cr, _ := x.landing(int(v), king, crowned)
			x.cur.path[x.cur.n] = uint8(v)
			x.cur.n++
			x.emit(cr || !king && o.Promote && g.rank(int(v)) == g.promoRank[x.me])
			x.cur.n--
		}
	}
	cells[t] = taken
	x.cur.caps.clear(t)
	x.cur.ncap--
}

// landing applies the rule for a man landing on its last rank mid-capture:
// whether it goes on as a king, whether it is crowned, whether the move
// must stop there.
func (x *generator) landing(v int, king, crowned bool) (bool, bool, bool) {
	g := x.g
	if king || !g.rules.Promote || g.rank(v) != g.promoRank[x.me] {
		return king, crowned, false
	}
	switch g.rules.PromotionInCapture {
	case EndsMove:
		return false, true, true
	case ContinueAsKing:
		return true, true, false
	}
	return false, crowned, false
}

func (x *generator) emit(crown bool) {
	m := x.cur
	clear(m.path[m.n:]) // squares of longer sequences tried before: moves compare with ==
	m.crown = crown
	x.buf = append(x.buf, m)
}

// precedence keeps only the captures the rule set allows.
func (x *generator) precedence(start int) {
	keep := func(f func(m *Move) bool) {
		out := x.buf[:start]
		for i := start; i < len(x.buf); i++ {
			if f(&x.buf[i]) {
				out = append(out, x.buf[i])
			}
		}
		x.buf = out
	}
	switch x.g.rules.Precedence {
	case MaxPieces:
		most := uint8(0)
		for i := start; i < len(x.buf); i++ {
			most = max(most, x.buf[i].ncap)
		}
		keep(func(m *Move) bool { return m.ncap == most })
	case KingFirst:
		kingCan := false
		for i := start; i < len(x.buf); i++ {
			kingCan = kingCan || x.buf[i].king
		}
		if kingCan {
			keep(func(m *Move) bool { return m.king })
		}
	}
}

// merge removes duplicate identities, keeping the smallest path of each.
func (x *generator) merge(start int) {
	out := x.buf[:start]
	for i := start; i < len(x.buf); i++ {
		m := &x.buf[i]
		dup := false
		for j := start; j < len(out); j++ {
			if out[j].same(m) {
				if x.g.lessPath(m, &out[j]) {
					out[j] = *m
				}
				dup = true
				break
			}
		}
		if !dup {
			out = append(out, *m)
		}
	}
	x.buf = out
}

// quiet appends the non-capturing moves of the given phase.
func (x *generator) quiet(ph phase) {
	cells, g := &x.cells, x.g
	o := &g.rules
	mask := uint8(0xff)
	switch ph {
	case forwardPhase:
		mask = ^g.backward[x.me]
	case backwardPhase:
		mask = g.backward[x.me]
	}
	for s := range g.n {
		c := cells[s]
		if c == empty || c&blackBit != x.me {
			continue
		}
		start := len(x.buf)
		king := c&kingBit != 0
		if king {
			x.steps(s, g.kingDirs, o.FlyingKings, false)
			for i := start; i < len(x.buf); i++ {
				x.buf[i].king = true
			}
			continue
		}
		x.steps(s, g.manSteps[x.me]&mask, o.ManSlides, o.Promote)
		if o.NeutralJumps.Over != JumpNone || g.hops[x.me] != 0 {
			var seen bitset
			seen.set(s)
			x.cur = Move{kind: Jump, n: 1}
			x.cur.path[0] = uint8(s)
			cells[s] = empty
			if o.NeutralJumps.Over != JumpNone {
				x.neutral(s, g.neutral[x.me]&mask, o.NeutralJumps.Over, o.NeutralJumps.Chain, &seen, start)
			}
			if g.hops[x.me] != 0 {
				x.neutral(s, g.hops[x.me]&mask, JumpOwn, true, &seen, start)
			}
			cells[s] = c
		}
	}
	if ph != backwardPhase {
		x.drops()
	}
}

func (x *generator) steps(s int, dirs uint8, slide, promote bool) {
	cells, g := &x.cells, x.g
	for d := range 8 {
		if dirs&(1<<d) == 0 {
			continue
		}
		for t := int(g.nbr[s][d]); t >= 0 && cells[t] == empty; t = int(g.nbr[t][d]) {
			m := Move{kind: Step, n: 2}
			m.path[0], m.path[1] = uint8(s), uint8(t)
			m.crown = promote && g.rank(t) == g.promoRank[x.me]
			x.buf = append(x.buf, m)
			if !slide {
				break
			}
		}
	}
}

// neutral appends the non-capturing jumps of a man (lifted from its square)
// from s; every landing is a move, and chains never revisit a square.
func (x *generator) neutral(s int, dirs uint8, over JumpOver, chain bool, seen *bitset, start int) {
	cells, g := &x.cells, x.g
	for d := range 8 {
		if dirs&(1<<d) == 0 {
			continue
		}
		t := int(g.nbr[s][d])
		if t < 0 || cells[t] == empty {
			continue
		}
		own := cells[t]&blackBit == x.me
		if over == JumpEnemy && own || over == JumpOwn && !own {
			continue
		}
		u := int(g.nbr[t][d])
		if u < 0 || cells[u] != empty || seen.has(u) || int(x.cur.n) >= maxPath {
			continue
		}
		seen.set(u)
		x.cur.path[x.cur.n] = uint8(u)
		x.cur.n++
		x.emitNeutral(u, start)
		if chain {
			x.neutral(u, dirs, over, chain, seen, start)
		}
		x.cur.n--
		seen.clear(u)
	}
}

// emitNeutral appends the current jump path unless a move of the same
// piece already reaches u; a step, or the smaller path, is kept.
func (x *generator) emitNeutral(u int, start int) {
	m := x.cur
	clear(m.path[m.n:])
	m.crown = x.g.rules.Promote && x.g.rank(u) == x.g.promoRank[x.me]
	for i := start; i < len(x.buf); i++ {
		if x.buf[i].same(&m) {
			if x.buf[i].kind == Jump && x.g.lessPath(&m, &x.buf[i]) {
				x.buf[i] = m
			}
			return
		}
	}
	x.buf = append(x.buf, m)
}

func (x *generator) drops() {
	cells, g := &x.cells, x.g
	if x.reserve == 0 {
		return
	}
	for s := range g.n {
		if g.playable[s] && cells[s] == empty && (g.anyEntry[x.me] || g.entry[x.me].has(s)) {
			m := Move{kind: Drop, n: 1}
			m.path[0] = uint8(s)
			x.buf = append(x.buf, m)
		}
	}
}

// Perft counts the leaf nodes of the move tree to the given depth, merging
// duplicate captures; draw rules are not applied. It allocates only its
// move buffers, once per call.
func (p *Position) Perft(depth int) uint64 { return p.perft(depth, false) }

// PerftPaths is Perft counting every distinct capture path.
func (p *Position) PerftPaths(depth int) uint64 { return p.perft(depth, true) }

func (p *Position) perft(depth int, paths bool) uint64 {
	if b, ok := p.Bitboard(); ok {
		return b.perft(depth, paths)
	}
	return p.perftMailbox(depth, paths)
}

// perftMailbox is perft on the general engine.
func (p *Position) perftMailbox(depth int, paths bool) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]Move, depth)
	for i := range bufs {
		bufs[i] = make([]Move, 0, 128)
	}
	return mailboxPerft(*p, depth, paths, bufs)
}

// mailboxPerft takes the position by value: a recursive method on a
// pointer would move every child to the heap.
func mailboxPerft(p Position, depth int, paths bool, bufs [][]Move) uint64 {
	moves := p.generate(bufs[depth-1][:0], paths) // the general engine, also for bitboard games
	bufs[depth-1] = moves[:0]
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		child := p
		child.Apply(moves[i])
		n += mailboxPerft(child, depth-1, paths, bufs)
	}
	return n
}
