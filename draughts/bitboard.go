package draughts

import "math/bits"

// Bitboards for the dark-square games with diagonal men and kings on 8×8
// and 10×10 boards (Dáma, Czech, English, international, Brazilian,
// giveaway). The board is laid out as if it had one extra file: with
// width W+1 odd, the dark square (rank r, file f) has the even index
// r·(W+1)+f and the bit half of it. Diagonal neighbours are then fixed
// shifts (±W/2, ±(W/2+1)), the extra file holds "ghost" bits that are never
// valid, and a 10×10 board needs 55 bits.

// Diagonal directions of the bitboard: NE, NW, SE, SW, and the absolute
// direction (0 = north, clockwise) of each.
var bbAbs = [4]int{1, 7, 3, 5}

// bbGeom is a game's bitboard geometry and rules, precomputed.
type bbGeom struct {
	valid     uint64
	shift     [4]int // signed bit shift of each direction
	sqOfBit   [64]uint8
	bitOfSq   [maxSquares]int8
	order     [64]uint8 // notation order of each bit
	promo     [2]uint64 // last rank of each seat
	manSteps  [2][4]bool
	manCaps   [2][4]bool
	flying    bool
	promote   bool
	inCapture Promotion
	prec      Precedence
	free      bool // !StrictLanding
	mandatory bool
}

// eligible reports whether the rule set runs on bitboards.
func (g *Game) bitboardEligible() bool {
	o := &g.rules
	if o.Squares != DarkOnly || g.w != g.h || g.w%2 != 0 || g.h*(g.w+1)/2 > 64 {
		return false
	}
	if o.ManSteps&^Diagonal4 != 0 || o.ManCaptures&^Diagonal4 != 0 || o.KingDirs != Diagonal4 {
		return false
	}
	return o.Captures && !o.ManSlides && o.NeutralJumps.Over == JumpNone && o.OwnHops == 0 &&
		!o.Enclosure && !o.Custodian && o.Setup.Reserves == [2]int{} && o.RemoveCaptured == AtEnd &&
		!o.BackwardOnlyIfStuck && o.NoMoveAction != NoMovePass
}

func (g *Game) compileBitboard() {
	if !g.bitboardEligible() {
		return
	}
	b := &bbGeom{}
	half := (g.w + 2) / 2 // ((W+1)+1)/2 for NE
	b.shift = [4]int{half, half - 1, -(half - 1), -half}
	for s := range maxSquares {
		b.bitOfSq[s] = -1
	}
	for s := range g.n {
		if !g.playable[s] {
			continue
		}
		r, f := s/g.w, s%g.w
		bit := (r*(g.w+1) + f) / 2
		b.valid |= 1 << bit
		b.sqOfBit[bit] = uint8(s)
		b.bitOfSq[s] = int8(bit)
		b.order[bit] = g.order[s]
		for seat := range 2 {
			if r == g.promoRank[seat] {
				b.promo[seat] |= 1 << bit
			}
		}
	}
	for seat := range 2 {
		for d, abs := range bbAbs {
			b.manSteps[seat][d] = g.manSteps[seat]&(1<<abs) != 0
			b.manCaps[seat][d] = g.manCaps[seat]&(1<<abs) != 0
		}
	}
	o := &g.rules
	b.flying, b.promote, b.inCapture, b.prec = o.FlyingKings, o.Promote, o.PromotionInCapture, o.Precedence
	b.free, b.mandatory = !o.StrictLanding, o.MandatoryCapture
	g.bb = b
}

func shift(x uint64, s int) uint64 {
	if s > 0 {
		return x << s
	}
	return x >> -s
}

// Bitboard is a position of a bitboard rule set: the pieces of each side,
// the kings and the side to move, 32 bytes. It plays moves only; draw
// rules and repetition are the business of State.
type Bitboard struct {
	own   [2]uint64 // pieces of White and Black
	kings uint64
	side  uint8
	bb    *bbGeom
}

// BitMove is a move of a Bitboard: its path of bits, the captured bits and
// whether the man is crowned. It holds no pointers.
type BitMove struct {
	caps  uint64
	path  [maxPath]uint8
	n     uint8
	ncap  uint8
	crown bool
	king  bool
}

// Bitboard returns p as a bitboard; ok is false when p's rule set does not
// run on bitboards (see the package documentation).
func (p *Position) Bitboard() (b Bitboard, ok bool) {
	g := p.g
	if g.bb == nil {
		return Bitboard{}, false
	}
	b = Bitboard{side: p.side, bb: g.bb}
	for s := range g.n {
		c := p.cells[s]
		if c == empty {
			continue
		}
		bit := uint64(1) << g.bb.bitOfSq[s]
		b.own[c&blackBit] |= bit
		if c&kingBit != 0 {
			b.kings |= bit
		}
	}
	return b, true
}

// GenerateMoves appends the legal moves to buf, merged as Position.GenerateMoves
// merges them, and returns it; it allocates nothing when buf has room.
func (b *Bitboard) GenerateMoves(buf []BitMove) []BitMove { return b.generate(buf, false) }

func (b *Bitboard) generate(buf []BitMove, paths bool) []BitMove {
	x := bbGen{own: b.own, kings: b.kings, bb: b.bb, me: int(b.side), buf: buf}
	x.opp = b.own[1-x.me]
	x.empty = b.bb.valid &^ (b.own[0] | b.own[1])
	start := len(buf)
	x.captures()
	if len(x.buf) > start {
		x.precedence(start)
		if !paths {
			x.merge(start)
		}
		if b.bb.mandatory {
			return x.buf
		}
	}
	x.quiet()
	return x.buf
}

type bbGen struct {
	own        [2]uint64 // copies, so that the Bitboard does not escape
	kings      uint64
	bb         *bbGeom
	me         int
	opp, empty uint64
	taken      uint64
	buf        []BitMove
	cur        BitMove
}

func (x *bbGen) captures() {
	// only pieces with an enemy next to them and an empty square behind
	// can start a capture (flying kings: any king); find them set-wise
	bb := x.bb
	men := x.own[x.me] &^ x.kings
	kings := x.own[x.me] & x.kings
	own := uint64(0)
	if bb.flying {
		own = kings
	}
	for d := range 4 {
		s := bb.shift[d]
		from := shift(shift(x.empty, -s)&x.opp, -s)
		if bb.manCaps[x.me][d] {
			own |= from & men
		}
		if !bb.flying {
			own |= from & kings
		}
	}
	for own != 0 {
		from := own & -own
		own &^= from
		king := x.kings&from != 0
		x.cur = BitMove{n: 1, king: king}
		x.cur.path[0] = uint8(bits.TrailingZeros64(from))
		x.empty |= from // the moving piece leaves its square
		x.jump(from, king, false)
		x.empty &^= from
	}
}

func (x *bbGen) jump(at uint64, king, crowned bool) bool {
	bb := x.bb
	flying := king && bb.flying
	found := false
	for d := range 4 {
		if !king && !bb.manCaps[x.me][d] {
			continue
		}
		s := bb.shift[d]
		t := shift(at, s)
		for flying && t&x.empty != 0 {
			t = shift(t, s)
		}
		if t&x.opp&^x.taken == 0 || int(x.cur.n) >= maxPath {
			continue
		}
		u := shift(t, s)
		if u&x.empty == 0 {
			continue
		}
		found = true
		x.take(t, u, s, king, flying, crowned)
	}
	return found
}

func (x *bbGen) take(t, u uint64, s int, king, flying, crowned bool) {
	bb := x.bb
	x.taken |= t
	x.cur.caps |= t
	x.cur.ncap++
	cont := false
	var land [maxWidth]uint64
	nl := 0
	for v := u; v&x.empty != 0; v = shift(v, s) {
		land[nl] = v
		nl++
		if !flying {
			break
		}
	}
	for _, v := range land[:nl] {
		k, cr, stop := x.landing(v, king, crowned)
		if stop {
			continue
		}
		x.cur.path[x.cur.n] = uint8(bits.TrailingZeros64(v))
		x.cur.n++
		switch {
		case x.jump(v, k, cr):
			cont = true
		case bb.free:
			x.emit(cr || !king && bb.promote && v&bb.promo[x.me] != 0)
			cont = true
		}
		x.cur.n--
	}
	if !cont {
		for _, v := range land[:nl] {
			_, cr, _ := x.landing(v, king, crowned)
			x.cur.path[x.cur.n] = uint8(bits.TrailingZeros64(v))
			x.cur.n++
			x.emit(cr || !king && bb.promote && v&bb.promo[x.me] != 0)
			x.cur.n--
		}
	}
	x.taken &^= t
	x.cur.caps &^= t
	x.cur.ncap--
}

func (x *bbGen) landing(v uint64, king, crowned bool) (bool, bool, bool) {
	bb := x.bb
	if king || !bb.promote || v&bb.promo[x.me] == 0 {
		return king, crowned, false
	}
	switch bb.inCapture {
	case EndsMove:
		return false, true, true
	case ContinueAsKing:
		return true, true, false
	}
	return false, crowned, false
}

func (x *bbGen) emit(crown bool) {
	m := x.cur
	clear(m.path[m.n:])
	m.crown = crown
	x.buf = append(x.buf, m)
}

func (x *bbGen) precedence(start int) {
	keep := func(f func(m *BitMove) bool) {
		out := x.buf[:start]
		for i := start; i < len(x.buf); i++ {
			if f(&x.buf[i]) {
				out = append(out, x.buf[i])
			}
		}
		x.buf = out
	}
	switch x.bb.prec {
	case MaxPieces:
		most := uint8(0)
		for i := start; i < len(x.buf); i++ {
			most = max(most, x.buf[i].ncap)
		}
		keep(func(m *BitMove) bool { return m.ncap == most })
	case KingFirst:
		kingCan := false
		for i := start; i < len(x.buf); i++ {
			kingCan = kingCan || x.buf[i].king
		}
		if kingCan {
			keep(func(m *BitMove) bool { return m.king })
		}
	}
}

func (x *bbGen) merge(start int) {
	out := x.buf[:start]
	for i := start; i < len(x.buf); i++ {
		m := &x.buf[i]
		dup := false
		for j := start; j < len(out); j++ {
			o := &out[j]
			if o.caps == m.caps && o.path[0] == m.path[0] && o.path[o.n-1] == m.path[m.n-1] && o.crown == m.crown {
				if x.bb.lessPath(m, o) {
					*o = *m
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

func (bb *bbGeom) lessPath(m, o *BitMove) bool {
	for i := 0; i < int(m.n) && i < int(o.n); i++ {
		a, b := bb.order[m.path[i]], bb.order[o.path[i]]
		if a != b {
			return a < b
		}
	}
	return m.n < o.n
}

func (x *bbGen) quiet() {
	bb := x.bb
	men := x.own[x.me] &^ x.kings
	for d := range 4 {
		if !bb.manSteps[x.me][d] {
			continue
		}
		s := bb.shift[d]
		for to := shift(men, s) & x.empty; to != 0; to &= to - 1 {
			t := to & -to
			m := BitMove{n: 2}
			m.path[0] = uint8(bits.TrailingZeros64(shift(t, -s)))
			m.path[1] = uint8(bits.TrailingZeros64(t))
			m.crown = bb.promote && t&bb.promo[x.me] != 0
			x.buf = append(x.buf, m)
		}
	}
	for kings := x.own[x.me] & x.kings; kings != 0; kings &= kings - 1 {
		k := kings & -kings
		for d := range 4 {
			s := bb.shift[d]
			for t := shift(k, s); t&x.empty != 0; t = shift(t, s) {
				m := BitMove{n: 2, king: true}
				m.path[0] = uint8(bits.TrailingZeros64(k))
				m.path[1] = uint8(bits.TrailingZeros64(t))
				x.buf = append(x.buf, m)
				if !bb.flying {
					break
				}
			}
		}
	}
}

// Apply plays m, which must come from GenerateMoves of b.
func (b *Bitboard) Apply(m BitMove) {
	from := uint64(1) << m.path[0]
	to := uint64(1) << m.path[m.n-1]
	me := b.side
	b.own[1-me] &^= m.caps
	b.kings &^= m.caps
	// from and to are the same square after a circular capture: clear,
	// then set, never toggle
	b.own[me] = b.own[me]&^from | to
	switch {
	case b.kings&from != 0:
		b.kings = b.kings&^from | to
	case m.crown:
		b.kings |= to
	}
	b.side ^= 1
}

// applyMove plays m, a Move of the general engine that is legal in b.
func (b *Bitboard) applyMove(m *Move) {
	bb := b.bb
	x := BitMove{n: 2, crown: m.crown}
	x.path[0], x.path[1] = uint8(bb.bitOfSq[m.path[0]]), uint8(bb.bitOfSq[m.path[m.n-1]])
	for w, word := range m.caps {
		for ; word != 0; word &= word - 1 {
			x.caps |= 1 << bb.bitOfSq[w*64+bits.TrailingZeros64(word)]
		}
	}
	b.Apply(x)
}

// Perft counts the leaf nodes of the move tree to depth, merging duplicate
// captures; it allocates only its move buffers, once per call.
func (b *Bitboard) Perft(depth int) uint64 { return b.perft(depth, false) }

func (b *Bitboard) perft(depth int, paths bool) uint64 {
	if depth <= 0 {
		return 1
	}
	bufs := make([][]BitMove, depth)
	for i := range bufs {
		bufs[i] = make([]BitMove, 0, 128)
	}
	return bitPerft(*b, depth, paths, bufs)
}

func bitPerft(b Bitboard, depth int, paths bool, bufs [][]BitMove) uint64 {
	moves := b.generate(bufs[depth-1][:0], paths)
	bufs[depth-1] = moves[:0]
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for i := range moves {
		child := b
		child.Apply(moves[i])
		n += bitPerft(child, depth-1, paths, bufs)
	}
	return n
}

// move converts a bitboard move to a Move of the position's game.
func (bb *bbGeom) move(m *BitMove) Move {
	out := Move{n: m.n, ncap: m.ncap, crown: m.crown, king: m.king, kind: Step}
	if m.ncap > 0 {
		out.kind = Capture
	}
	for i := range int(m.n) {
		out.path[i] = bb.sqOfBit[m.path[i]]
	}
	for c := m.caps; c != 0; c &= c - 1 {
		out.caps.set(int(bb.sqOfBit[bits.TrailingZeros64(c)]))
	}
	return out
}
