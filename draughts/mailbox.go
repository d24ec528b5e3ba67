package draughts

// Cell contents: bit 2 occupied, bit 0 colour (1 = Black), bit 1 king.
const (
	empty    uint8 = 0
	occupied uint8 = 4
	kingBit  uint8 = 2
	blackBit uint8 = 1
)

func pieceOf(seat int, king bool) uint8 {
	p := occupied | uint8(seat)
	if king {
		p |= kingBit
	}
	return p
}

// bitset is a set of squares.
type bitset [maxSquares / 64]uint64

func (b *bitset) set(s int)            { b[s>>6] |= 1 << (s & 63) }
func (b *bitset) clear(s int)          { b[s>>6] &^= 1 << (s & 63) }
func (b *bitset) has(s int) bool       { return b[s>>6]&(1<<(s&63)) != 0 }
func (b *bitset) empty() bool          { return b[0]|b[1]|b[2]|b[3] == 0 }
func (b *bitset) equal(c *bitset) bool { return *b == *c }

// Position is a draughts position with everything the rules need except
// the repetition history: the pieces, the side to move, the reserves, the
// pass count and the draw counters. It is a plain value: copy it to branch.
// Its zero value is not usable; get positions from Game.Start or
// Game.ParsePosition.
type Position struct {
	g       *Game
	cells   [maxSquares]uint8
	count   [2][2]uint8 // men and kings on the board, per seat
	reserve [2]uint8    // men in reserve, per seat
	side    uint8       // seat to move
	passes  uint8       // consecutive passes just played
	quiet   uint16      // plies without capture, drop or advancing man move
	noCap   uint16      // plies without capture or removal
	endgame uint16      // plies in the current FMJD endgame configuration
}

// Game returns the rule set of the position.
func (p *Position) Game() *Game { return p.g }

// Side returns the seat to move: 0 White, 1 Black.
func (p *Position) Side() int { return int(p.side) }

// Piece reports what stands on square s: ok is false when it is empty;
// seat is 0 for White and 1 for Black.
func (p *Position) Piece(s int) (seat int, king, ok bool) {
	if s < 0 || s >= p.g.n || p.cells[s] == empty {
		return 0, false, false
	}
	c := p.cells[s]
	return int(c & blackBit), c&kingBit != 0, true
}

// Reserve returns the men seat still holds in reserve.
func (p *Position) Reserve(seat int) int { return int(p.reserve[seat&1]) }

// Pieces returns the men and kings seat has on the board.
func (p *Position) Pieces(seat int) (men, kings int) {
	return int(p.count[seat&1][0]), int(p.count[seat&1][1])
}

func (p *Position) put(s int, c uint8) {
	p.cells[s] = c
	p.count[c&blackBit][(c&kingBit)>>1]++
}

func (p *Position) remove(s int) uint8 {
	c := p.cells[s]
	p.cells[s] = empty
	p.count[c&blackBit][(c&kingBit)>>1]--
	return c
}

// Apply plays m, which must come from GenerateMoves of this position; it does
// not check legality (State.Play does). It allocates nothing.
func (p *Position) Apply(m Move) {
	g := p.g
	me := int(p.side)
	progress := m.kind == Drop
	captured := false
	switch m.kind {
	case Pass:
		p.passes++
	case Drop:
		p.put(int(m.path[0]), pieceOf(me, g.rules.DropKings))
		p.reserve[me]--
	default:
		from, to := int(m.path[0]), int(m.path[m.n-1])
		c := p.remove(from)
		if c&kingBit == 0 && g.progress(me, to) > g.progress(me, from) {
			progress = true
		}
		if m.ncap > 0 {
			captured = true
			for i := 1; i < int(m.n); i++ {
				// the captured piece lies between two landings; find it
				p.removeBetween(int(m.path[i-1]), int(m.path[i]), &m.caps)
			}
		}
		if m.crown {
			c |= kingBit
		}
		p.put(to, c)
		if g.rules.Custodian && p.custodian(to) {
			captured = true
		}
	}
	if m.kind != Pass {
		p.passes = 0
	}
	if g.rules.Enclosure && p.enclose() {
		captured = true
	}
	p.updateCounters(m, progress, captured)
	if m.kind != Drop || !g.rules.DropKeepsTurn {
		p.side ^= 1
	}
}

// removeBetween removes the captured piece on the line from a to b.
func (p *Position) removeBetween(a, b int, caps *bitset) {
	g := p.g
	d := g.dirBetween(a, b)
	if d < 0 {
		return
	}
	for s := int(g.nbr[a][d]); s >= 0 && s != b; s = int(g.nbr[s][d]) {
		if caps.has(s) && p.cells[s] != empty {
			p.remove(s)
			return
		}
	}
}

// dirBetween returns the absolute direction from a to b along a line, or -1.
func (g *Game) dirBetween(a, b int) int {
	df, dr := b%g.w-a%g.w, b/g.w-a/g.w
	sign := func(x int) int {
		switch {
		case x > 0:
			return 1
		case x < 0:
			return -1
		}
		return 0
	}
	if df != 0 && dr != 0 && df != dr && df != -dr {
		return -1
	}
	sf, sr := sign(df), sign(dr)
	for d, dd := range dirDelta {
		if dd[0] == sf && dd[1] == sr {
			return d
		}
	}
	return -1
}

func (p *Position) updateCounters(m Move, progress, captured bool) {
	if captured || progress {
		p.quiet = 0
	} else {
		p.quiet++
	}
	if captured {
		p.noCap = 0
	} else {
		p.noCap++
	}
	if p.g.rules.FMJDEndgame {
		switch {
		case p.endgameLimit() == 0:
			p.endgame = 0
		case captured || m.crown:
			p.endgame = 0 // the configuration has just arisen
		default:
			p.endgame++
		}
	}
}

// endgameLimit returns the FMJD article 6 move limit (16 or 5) for the
// material on the board, or 0 when neither applies: a single king against
// three pieces with at least one king (16), or against one or two pieces
// with at least one king (5).
func (p *Position) endgameLimit() int {
	for lone := range 2 {
		other := 1 - lone
		if p.count[lone][0] != 0 || p.count[lone][1] != 1 || p.count[other][1] == 0 {
			continue
		}
		switch p.count[other][0] + p.count[other][1] {
		case 3:
			return 16
		case 1, 2:
			return 5
		}
	}
	return 0
}

// custodian converts the runs of enemy pieces that the piece on s brackets
// against another own piece along a rank or file; it reports a capture.
func (p *Position) custodian(s int) bool {
	g := p.g
	me := p.cells[s] & blackBit
	any := false
	for d := 0; d < 8; d += 2 {
		t := int(g.nbr[s][d])
		run := 0
		for t >= 0 && p.cells[t] != empty && p.cells[t]&blackBit != me {
			run++
			t = int(g.nbr[t][d])
		}
		if run == 0 || t < 0 || p.cells[t] == empty {
			continue
		}
		for u := int(g.nbr[s][d]); u != t; u = int(g.nbr[u][d]) {
			c := p.remove(u)
			p.put(u, c^blackBit)
		}
		any = true
	}
	return any
}

// enclose removes the enclosed pieces of the player not to move, then those
// of the player to move (Blokáda, Zazdívání); it reports a removal.
func (p *Position) enclose() bool {
	removed := false
	for _, seat := range [2]uint8{p.side ^ 1, p.side} {
		var doomed bitset
		n := 0
		for s := range p.g.n {
			if c := p.cells[s]; c != empty && c&blackBit == seat && p.enclosed(s) {
				doomed.set(s)
				n++
			}
		}
		for s := 0; n > 0 && s < p.g.n; s++ {
			if doomed.has(s) {
				p.remove(s)
				n--
				removed = true
			}
		}
	}
	return removed
}

// enclosed reports whether every neighbour of the piece on s (along the
// board's lines: diagonal on dark-square boards) holds an enemy piece; a
// missing neighbour counts as a wall when EdgeIsWall, else saves it.
func (p *Position) enclosed(s int) bool {
	g := p.g
	me := p.cells[s] & blackBit
	dirs := uint8(All8)
	if g.rules.Squares == DarkOnly {
		dirs = uint8(Diagonal4)
	}
	for d := range 8 {
		if dirs&(1<<d) == 0 {
			continue
		}
		t := int(g.nbr[s][d])
		if t < 0 {
			if !g.rules.EdgeIsWall {
				return false
			}
			continue
		}
		if p.cells[t] == empty || p.cells[t]&blackBit == me {
			return false
		}
	}
	return true
}

// key hashes what repetition compares: pieces, side to move, reserves.
func (p *Position) key() uint64 {
	if b, ok := p.Bitboard(); ok {
		return b.key()
	}
	h := uint64(14695981039346656037)
	mix := func(b uint8) {
		h ^= uint64(b)
		h *= 1099511628211
	}
	for _, c := range p.cells[:p.g.n] {
		mix(c)
	}
	mix(p.side)
	mix(p.reserve[0])
	mix(p.reserve[1])
	return h
}
