package halma

// Position is a halma race position, a value: the pieces of every seat,
// the seat to move, the plies played and, for Precise, where each seat's
// marked piece stands. Copying it copies the board. Its methods are the
// typed API: GenerateMoves, Make and Unmake, Perft.
type Position struct {
	c      *config
	st     *seating
	own    [6]cells
	occ    cells
	seats  int8
	side   int8
	plies  int32 // plies played: turns of the seats in order, passes included
	elem   int32 // single hops and steps played (Solo Halma's second figure)
	marked [6]int16
}

// MaxMoves bounds the moves of one position: every piece to every cell.
const MaxMoves = 19 * maxCells

// Ending says whether and how a race ended.
type Ending uint8

// The endings.
const (
	NotOver    Ending = iota
	AllHome           // the mover filled his target camp with his own pieces
	Spoiled           // the mover won by the spoiler rule
	TeamHome          // the mover and his partner have both finished
	Evacuation        // the mover still had a piece at home after his EvacuateBy-th move, and lost
	MoveLimit         // MaxPlies plies were played
	Repetition        // the same position with the same seat to move a third time
)

var endingCodes = [...]string{"", "all-home", "spoiler", "team-home", "evacuation", "move-limit", "repetition"}

// String returns the ending's Outcome.Code: "all-home", "spoiler",
// "team-home", "evacuation", "move-limit", "repetition"; "" while the game
// goes on.
func (e Ending) String() string { return endingCodes[e] }

// Seats returns the number of seats.
func (p *Position) Seats() int { return int(p.seats) }

// ToMove returns the seat to move, from 0.
func (p *Position) ToMove() int { return int(p.side) }

// Plies returns the number of plies played.
func (p *Position) Plies() int { return int(p.plies) }

// Turns returns the number of turns seat has played: in Solo Halma the
// score.
func (p *Position) Turns(seat int) int {
	n := int(p.seats)
	k0 := ((int(p.side)-seat-1)%n+n)%n + 1 // how many plies back seat last moved
	if int(p.plies) < k0 {
		return 0
	}
	return (int(p.plies)-k0)/n + 1
}

// ElementaryMoves returns the single hops and steps played: a hop chain
// counts its hops (the fewest that reach its end).
func (p *Position) ElementaryMoves() int { return int(p.elem) }

// at returns the seat whose piece stands on cell, or -1.
func (p *Position) at(cell int) int {
	if !p.occ.has(cell) {
		return -1
	}
	for s := range int(p.seats) {
		if p.own[s].has(cell) {
			return s
		}
	}
	return -1
}

// last returns the seat that moved last.
func (p *Position) last() int { return (int(p.side) + int(p.seats) - 1) % int(p.seats) }

// Ending returns how the position ended and the seat it concerns (the
// winner, or the loser of an evacuation), judged for the seat that moved
// last; NotOver while the game goes on. Repetition is judged by State.
func (p *Position) Ending() (Ending, int) {
	last := p.last()
	if e := p.goal(last); e != NotOver {
		if !p.c.rules.Teams {
			return e, last
		}
		if p.goal((last+2)%4) != NotOver {
			return TeamHome, last
		}
	}
	if k := p.c.rules.EvacuateBy; k > 0 && p.Turns(last) >= k && !p.own[last].and(p.st.start[last]).empty() {
		return Evacuation, last
	}
	if int(p.plies) >= p.c.limit(int(p.seats)) {
		return MoveLimit, -1
	}
	return NotOver, -1
}

// goal says whether seat has reached its goal: AllHome, Spoiled or
// NotOver.
func (p *Position) goal(seat int) Ending {
	t, own := p.st.target[seat], p.own[seat]
	if p.c.rules.Precise && int(p.marked[seat]) != p.st.targetCorner[seat] {
		return NotOver
	}
	if t.within(own) {
		return AllHome
	}
	if !p.c.spoiler || !t.within(p.occ) || own.and(t).empty() {
		return NotOver
	}
	for q := range int(p.seats) {
		if q != seat && !p.own[q].and(t).within(p.st.start[q]) {
			return NotOver
		}
	}
	return Spoiled
}

// GenerateMoves appends the legal moves to buf[:0]: every piece's steps
// and hop-chain ends in ascending order of from and to, or the single pass
// when the seat to move has none; nothing once the game is over. It
// allocates nothing when buf has room (MaxMoves is enough).
func (p *Position) GenerateMoves(buf []Move) []Move {
	buf = buf[:0]
	if e, _ := p.Ending(); e != NotOver {
		return buf
	}
	kind := Move(p.c.geo.kind) << kindShift
	pieces := p.own[p.side]
	var stack [maxCells]int16
	for {
		var from int
		if from, pieces = pieces.next(); from < 0 {
			break
		}
		dest := p.destinations(from, &stack)
		for {
			var to int
			if to, dest = dest.next(); to < 0 {
				break
			}
			buf = append(buf, kind|Move(from)|Move(to)<<toShift)
		}
	}
	if len(buf) == 0 {
		buf = append(buf, kind|passBit)
	}
	return buf
}

// countMoves returns len(GenerateMoves(buf)) without listing the moves,
// for perft's last ply.
func (p *Position) countMoves() int {
	if e, _ := p.Ending(); e != NotOver {
		return 0
	}
	n := 0
	var stack [maxCells]int16
	for from, rest := p.own[p.side].next(); from >= 0; from, rest = rest.next() {
		n += p.destinations(from, &stack).count()
	}
	return max(n, 1) // a pass when there is no move
}

// destinations returns the cells the piece on from may move to; stack is
// the flood fill's scratch space.
func (p *Position) destinations(from int, stack *[maxCells]int16) cells {
	occ := p.occ
	occ.clear(from)
	var dest cells
	target := p.st.target[p.side]
	if p.c.rules.Leapfrog {
		dest = p.leapfrog(from, occ, stack)
		if target.has(from) {
			dest = dest.or(p.hops(from, occ, nil, stack).or(p.steps(from, occ, 0xff, nil)).and(target))
		}
	} else {
		dest = p.steps(from, occ, 0xff, nil).or(p.hops(from, occ, nil, stack))
	}
	if p.c.lock && target.has(from) {
		dest = dest.and(target)
	}
	return dest
}

// steps returns the empty neighbours of from in the directions of mask
// (bit d for direction d), those that keep returns true for when keep is
// not nil.
func (p *Position) steps(from int, occ cells, mask uint8, keep func(from, to int) bool) cells {
	g := p.c.geo
	var dest cells
	for d := range g.dirs {
		n := int(g.nb[from][d])
		if mask>>d&1 != 0 && n >= 0 && !occ.has(n) && (keep == nil || keep(from, n)) {
			dest.set(n)
		}
	}
	return dest
}

// hops returns the ends of every hop chain from from over the pieces of
// occ (which does not hold from): a flood fill over single hops, each
// allowed by keep when keep is not nil.
func (p *Position) hops(from int, occ cells, keep func(from, to int) bool, stack *[maxCells]int16) cells {
	g := p.c.geo
	var seen cells
	seen.set(from)
	stack[0] = int16(from)
	top := 1
	row := p.c.rules.RowHop
	for top > 0 {
		top--
		x := int(stack[top])
		for d := range g.dirs {
			over := int(g.nb[x][d])
			if over < 0 || !occ.has(over) {
				continue
			}
			land := int(g.nb[over][d])
			for row && land >= 0 && occ.has(land) {
				land = int(g.nb[land][d])
			}
			if land < 0 || occ.has(land) || seen.has(land) || keep != nil && !keep(x, land) {
				continue
			}
			seen.set(land)
			stack[top] = int16(land)
			top++
		}
	}
	seen.clear(from)
	return seen
}

// leapfrog returns the moves of black-and-white halma outside the target
// camp: a piece on a dark square steps diagonally, one on a light square
// hops, and no step or single hop takes it farther (in |Δfile| + |Δrank|)
// from the far corner of its target.
func (p *Position) leapfrog(from int, occ cells, stack *[maxCells]int16) cells {
	g := p.c.geo
	corner := p.st.targetCorner[p.side]
	cx, cy := g.q[corner], g.r[corner]
	dist := func(c int) int { return abs(g.q[c]-cx) + abs(g.r[c]-cy) }
	keep := func(a, b int) bool { return dist(b) <= dist(a) }
	if g.dark.has(from) {
		return p.steps(from, occ, diagonalMask, keep)
	}
	return p.hops(from, occ, keep, stack)
}

// diagonalMask selects NE, SE, SW and NW of board.AllDirections.
const diagonalMask = 1<<1 | 1<<3 | 1<<5 | 1<<7

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Undo holds what Make changed that Unmake cannot work out from the move.
type Undo struct {
	elem   int32
	marked int16
}

// Make plays m, a move of GenerateMoves, unchecked, and returns what
// Unmake needs to take it back.
func (p *Position) Make(m Move) Undo {
	u := Undo{elem: p.elem, marked: p.marked[p.side]}
	if !m.IsPass() {
		from, to := m.From(), m.To()
		if p.seats == 1 {
			p.elem += int32(p.hopCount(from, to))
		}
		own := &p.own[p.side]
		own.clear(from)
		own.set(to)
		p.occ.clear(from)
		p.occ.set(to)
		if int(p.marked[p.side]) == from {
			p.marked[p.side] = int16(to)
		}
	}
	p.plies++
	p.side++
	if p.side == p.seats {
		p.side = 0
	}
	return u
}

// Unmake takes back m, the last move made, with the Undo Make returned.
func (p *Position) Unmake(m Move, u Undo) {
	if p.side == 0 {
		p.side = p.seats
	}
	p.side--
	p.plies--
	if !m.IsPass() {
		from, to := m.From(), m.To()
		own := &p.own[p.side]
		own.clear(to)
		own.set(from)
		p.occ.clear(to)
		p.occ.set(from)
	}
	p.elem, p.marked[p.side] = u.elem, u.marked
}

// hopCount returns 1 for a step, otherwise the fewest single hops from
// from to to in the current position (from is still occupied).
func (p *Position) hopCount(from, to int) int {
	g := p.c.geo
	for _, n := range g.nb[from][:g.dirs] {
		if int(n) == to {
			return 1
		}
	}
	occ := p.occ
	occ.clear(from)
	var depth [maxCells]uint8
	var queue [maxCells]int16
	depth[from] = 0
	var seen cells
	seen.set(from)
	queue[0] = int16(from)
	head, tail := 0, 1
	for head < tail {
		x := int(queue[head])
		head++
		for d := range g.dirs {
			over := int(g.nb[x][d])
			if over < 0 || !occ.has(over) {
				continue
			}
			land := int(g.nb[over][d])
			for p.c.rules.RowHop && land >= 0 && occ.has(land) {
				land = int(g.nb[land][d])
			}
			if land < 0 || occ.has(land) || seen.has(land) {
				continue
			}
			depth[land] = depth[x] + 1
			if land == to {
				return int(depth[land])
			}
			seen.set(land)
			queue[tail] = int16(land)
			tail++
		}
	}
	return 1
}

// Perft counts the leaves depth plies below the position, every game end
// of Ending applied (the repetition draw, which needs the history, is
// not).
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	q := *p
	var bufs [][]Move
	for range depth {
		bufs = append(bufs, make([]Move, 0, 256))
	}
	return q.perft(depth, bufs)
}

func (p *Position) perft(depth int, bufs [][]Move) uint64 {
	if depth == 1 {
		return uint64(p.countMoves())
	}
	moves := p.GenerateMoves(bufs[depth-1])
	bufs[depth-1] = moves
	var n uint64
	for _, m := range moves {
		u := p.Make(m)
		n += p.perft(depth-1, bufs)
		p.Unmake(m, u)
	}
	return n
}
