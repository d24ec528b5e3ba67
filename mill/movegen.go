package mill

// MaxMoves is room enough for the legal moves of most positions; Moves
// appends, so a longer list (a dice-mill bonus turn with removals) only
// grows the buffer.
const MaxMoves = 256

// formsMill reports whether a stone arriving on t forms a mill for the
// colour holding own (the mover's stones without the one that moves).
func (g *geometry) formsMill(own Bits, t Point) bool {
	q := &g.pairs[t]
	return own&q[0] == q[0] || own&q[1] == q[1] || own&q[2] == q[2]
}

// millsFormed returns the number of mills a stone arriving on t forms.
func (g *geometry) millsFormed(own Bits, t Point) int {
	n := 0
	for _, q := range g.pairs[t] {
		if own&q == q {
			n++
		}
	}
	return n
}

// inMills returns the stones of occ that stand in a mill.
func (g *geometry) inMills(occ Bits) Bits {
	in := tripleFull(occ) | renumber(&fromVertical, tripleFull(renumber(&toVertical, occ)))
	for _, l := range g.extra {
		if occ&l == l {
			in |= l
		}
	}
	return in
}

// formingPoints returns the points of empty where a stone of the colour
// holding own would form a mill.
func (g *geometry) formingPoints(own, empty Bits) Bits {
	f := tripleGaps(own) | renumber(&fromVertical, tripleGaps(renumber(&toVertical, own)))
	for _, l := range g.extra {
		if x := l &^ own; x&(x-1) == 0 {
			f |= x
		}
	}
	return f & empty
}

// removable returns the stones of occ that a mill may take: those outside
// every mill, or all of them when every one stands in a mill.
func (g *geometry) removable(occ Bits) Bits {
	if free := occ &^ g.inMills(occ); free != 0 {
		return free
	}
	return occ
}

// GenerateMoves returns the legal moves of p appended to buf[:0]: at a
// chance node the 56 throws of the dice, otherwise the moves of the player
// to move, in canonical order — placements by point, then (dice mill) the
// same after each bonus removal, by bonus point, then stone moves by origin
// and destination, each once per allowed removal. It lists nothing when the
// game is over. It allocates only when buf is too short.
func (p *Position) GenerateMoves(buf []Move) []Move {
	buf = buf[:0]
	if p.terminal() != NotOver {
		return buf
	}
	if p.Chance() {
		for i := range rolls {
			buf = append(buf, throwMove(i))
		}
		return buf
	}
	buf = p.generate(buf)
	if len(buf) == 0 && p.c.pass && !p.passed {
		buf = append(buf, Pass)
	}
	return buf
}

// generate appends the moves of the side to move.
func (p *Position) generate(buf []Move) []Move {
	s := int(p.side)
	own, opp := p.men[s], p.men[s^1]
	empty := allPoints &^ (own | opp)
	placing := p.hand[s] > 0
	if placing {
		buf = p.placements(buf, NullMove, own, opp, empty)
		if p.roll != 0 && p.c.triggers(int(p.roll)-1) {
			buf = p.bonusTurns(buf, own, opp, empty)
		}
	}
	if !placing || p.c.rules.PlaceOrMove {
		buf = p.stoneMoves(buf, own, opp, empty)
	}
	return buf
}

// bonusTurns appends dice mill's placing turns that begin by removing an
// opponent stone that stands in a mill.
func (p *Position) bonusTurns(buf []Move, own, opp, empty Bits) []Move {
	oppCount := p.count(int(p.side) ^ 1)
	for b := p.c.geo.inMills(opp); b != 0; b &= b - 1 {
		x := b.lowest()
		m := NullMove.WithBonus(x)
		if oppCount-1 < 3 {
			buf = append(buf, m) // the bonus alone wins
			continue
		}
		buf = p.placements(buf, m, own, opp&^bit(x), empty|bit(x))
	}
	return buf
}

// placements appends the placements on the empty points, each with its
// removals; base carries a bonus removal already made.
func (p *Position) placements(buf []Move, base Move, own, opp, empty Bits) []Move {
	var forming Bits
	if p.c.removal && opp != 0 {
		forming = p.c.geo.formingPoints(own, empty)
	}
	for e := empty; e != 0; e &= e - 1 {
		t := e.lowest()
		m := base.with(toShift, t)
		if forming.Has(t) {
			buf = p.withRemovals(buf, m, own, opp, t)
			continue
		}
		buf = append(buf, m)
	}
	return buf
}

// stoneMoves appends the slides, jumps or flights of the mover's stones.
func (p *Position) stoneMoves(buf []Move, own, opp, empty Bits) []Move {
	c := p.c
	flying := p.flying()
	for f := own; f != 0; f &= f - 1 {
		from := f.lowest()
		rest := own &^ bit(from)
		targets := c.steps[from] & empty
		if flying {
			targets = empty
		}
		for t := targets; t != 0; t &= t - 1 {
			to := t.lowest()
			m := Step(from, to)
			if c.removal && opp != 0 && c.geo.formsMill(rest, to) {
				buf = p.withRemovals(buf, m, rest, opp, to)
				continue
			}
			buf = append(buf, m)
		}
	}
	return buf
}

// flying reports whether the player to move may move a stone to any empty
// point: with exactly three stones (board and hand), or always (the hunt's
// White).
func (p *Position) flying() bool {
	switch p.c.fly[p.side] {
	case flyAlways:
		return true
	case flyAtThree:
		return p.count(int(p.side)) == 3
	}
	return false
}

// withRemovals appends m, which forms a mill on t (own being the mover's
// other stones), once for each stone of opp it may remove; with
// DoubleMillRemovesTwo a move forming two mills removes two, unless the
// first removal already wins.
func (p *Position) withRemovals(buf []Move, m Move, own, opp Bits, t Point) []Move {
	geo := p.c.geo
	first := geo.removable(opp)
	double := p.c.rules.DoubleMillRemovesTwo && geo.millsFormed(own, t) >= 2 &&
		p.count(int(p.side)^1)-1 >= 3 && opp.Count() >= 2
	for r := first; r != 0; r &= r - 1 {
		x := r.lowest()
		if !double {
			buf = append(buf, m.with(removeShift, x))
			continue
		}
		left := opp &^ bit(x)
		for r2 := geo.removable(left); r2 != 0; r2 &= r2 - 1 {
			y := r2.lowest()
			// The pair {x, y} once: in ascending order when either order
			// is allowed.
			if y < x && first.Has(y) && geo.removable(opp&^bit(y)).Has(x) {
				continue
			}
			buf = append(buf, m.with(removeShift, x).with(secondShift, y))
		}
	}
	return buf
}

// countMoves returns len(p.GenerateMoves(nil)) without listing the moves where it
// can: it counts the placements and the stone moves, and multiplies the
// mill-forming ones by the number of stones they may remove.
func (p *Position) countMoves() int {
	c := p.c
	s := int(p.side)
	switch {
	case p.terminal() != NotOver:
		return 0
	case p.Chance():
		return len(rolls)
	case c.rules.DoubleMillRemovesTwo || p.roll != 0 && c.triggers(int(p.roll)-1):
		var buf [MaxMoves]Move
		return len(p.GenerateMoves(buf[:0]))
	}
	own, opp := p.men[s], p.men[s^1]
	empty := allPoints &^ (own | opp)
	var open Bits // where an arriving stone forms a mill
	if c.removal && opp != 0 {
		open = c.geo.formingPoints(own, empty)
	}
	n, forming := 0, 0
	placing := p.hand[s] > 0
	if placing {
		n += empty.Count()
		forming += open.Count()
	}
	if !placing || c.rules.PlaceOrMove {
		flying := p.flying()
		for f := own; f != 0; f &= f - 1 {
			if flying {
				n += empty.Count()
			} else {
				n += (c.steps[f.lowest()] & empty).Count()
			}
		}
		forming += p.formingStoneMoves(own, open, flying)
	}
	if forming > 0 {
		n += forming * (c.geo.removable(opp).Count() - 1)
	}
	if n == 0 && c.pass && !p.passed {
		n = 1
	}
	return n
}

// formingStoneMoves counts the stone moves that form a mill: moves onto a
// point of open from a stone that reaches it (every stone, when flying:
// the step relations are symmetric, so the stones that reach x are the
// steps from x), except a stone of the only line that the move would
// close — it leaves that line as it arrives. Two lines through a point
// share no other point, so with two lines to close every stone counts.
func (p *Position) formingStoneMoves(own, open Bits, flying bool) int {
	c := p.c
	n := 0
	for e := open; e != 0; e &= e - 1 {
		x := e.lowest()
		reach := own
		if !flying {
			reach = c.steps[x] & own
		}
		var only Bits
		lines := 0
		for _, q := range c.geo.pairs[x] {
			if own&q == q {
				only = q
				lines++
			}
		}
		if lines == 1 {
			reach &^= only
		}
		n += reach.Count()
	}
	return n
}
