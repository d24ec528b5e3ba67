package backgammon

// The turn generator. A turn is found by a depth-first walk over the steps
// of the roll's number schedule: each node moves one checker by the
// next number. A node where the next mandatory number cannot be used (or
// where every number is used, or the mover has won) ends a candidate play;
// in the optional part of a schedule (Puff's bottom faces) every node is a
// play. Candidates are kept only if they use the most mandatory numbers
// (U-MAX) and, under the higher-die rule, the most pips of mandatory
// numbers among those (U-HIGH, as GNU Backgammon ranks plays); the
// survivors are deduplicated by resulting position with an exact hash set.
//
// Two prunings keep the walk small without changing the set of results:
// consecutive steps with the same number are taken in non-increasing order
// of their starting point (any order of such steps can be rearranged so,
// and GNU Backgammon generates doubles the same way), and for schedules of
// more than four steps a node already visited at the same depth is not
// walked again (its subtree yields the same results).

// zobrist holds the random keys of the incremental position hash: one per
// (slot, count) where slots 0..26 are the mover's counts (off, points 1..24,
// bar, reserve) and slots 27..51 the opponent's bar and the opponent's
// checkers on the mover's points 1..24. It is computed once and never
// changed.
var zobrist = func() (z [52][16]uint64) {
	x := uint64(0x9e3779b97f4a7c15)
	for i := range z {
		for c := range z[i] {
			x += 0x9e3779b97f4a7c15
			y := x
			y = (y ^ (y >> 30)) * 0xbf58476d1ce4e5b9
			y = (y ^ (y >> 27)) * 0x94d049bb133111eb
			z[i][c] = y ^ (y >> 31)
		}
	}
	return z
}()

// posKey is a position seen from the mover: its own counts and the
// opponent's bar (op[0]) and checkers on the mover's points (op[1..24]).
type posKey struct {
	me [27]int8
	op [25]int8
}

// nodeKey is a position with a tag (depth and schedule order for the
// visited set, zero for results).
type nodeKey struct {
	pos posKey
	tag int16
}

type slot struct {
	h     uint64
	stamp uint32
	idx   int32
}

// keySet is an exact open-addressing hash set of nodeKeys, emptied in
// constant time by bumping a stamp, so that warm generators allocate
// nothing.
type keySet struct {
	slots  []slot
	keys   []nodeKey
	hashes []uint64
	stamp  uint32
}

func (s *keySet) reset() {
	s.keys, s.hashes = s.keys[:0], s.hashes[:0]
	s.stamp++
	if s.stamp == 0 {
		clear(s.slots)
		s.stamp = 1
	}
}

// add inserts k with hash h and reports whether it was already present.
func (s *keySet) add(h uint64, k *nodeKey) bool {
	_, found := s.index(h, k)
	return found
}

// index inserts k if absent and returns its index and whether it was
// already present.
func (s *keySet) index(h uint64, k *nodeKey) (int, bool) {
	if 2*(len(s.keys)+1) > len(s.slots) {
		s.grow()
	}
	mask := len(s.slots) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		sl := &s.slots[i]
		if sl.stamp != s.stamp {
			*sl = slot{h: h, stamp: s.stamp, idx: int32(len(s.keys))}
			s.keys = append(s.keys, *k)
			s.hashes = append(s.hashes, h)
			return len(s.keys) - 1, false
		}
		if sl.h == h && s.keys[sl.idx] == *k {
			return int(sl.idx), true
		}
	}
}

func (s *keySet) grow() {
	n := 2 * len(s.slots)
	if n < 256 {
		n = 256
	}
	s.slots = make([]slot, n)
	if s.stamp == 0 {
		s.stamp = 1
	}
	mask := n - 1
	for idx, h := range s.hashes {
		i := int(h) & mask
		for s.slots[i].stamp == s.stamp {
			i = (i + 1) & mask
		}
		s.slots[i] = slot{h: h, stamp: s.stamp, idx: int32(idx)}
	}
}

// Generator lists legal turns. It keeps scratch space between calls, so a
// warm generator allocates nothing; it is not safe for concurrent use.
type Generator struct {
	r *Rules

	cur     posKey // the position during the walk
	hash    uint64
	outside int // mover's checkers not in own 1..6 and not off

	seq   [MaxSteps]int8
	pips  [MaxSteps + 1]int // pips[i]: sum of seq[:i]
	nSeq  int
	nMand int
	order int16
	memo  bool

	path     [MaxSteps]Step
	landed   [25]int8 // checkers this play has put on each own point (HomeSingleSteps)
	reachOf  []int8   // Rung: furthest reach per visited node
	bestUsed int
	bestPips int
	points   int // the mover's score before the play (SetPoints)
	gain     int // points the walk's steps have scored so far (GoalPoint)
	out      []Turn
	results  keySet
	visited  keySet
	scratch  []Turn // a state's turns, listed here before they are copied out
	tail     []Turn // Doublet: the bear-off plays of the numbers left after the restacking
}

// NewGenerator returns a generator for the rules. It returns an error if
// the rules are not playable.
func NewGenerator(r Rules) (*Generator, error) {
	if err := r.validate(); err != nil {
		return nil, err
	}
	return &Generator{r: &r}, nil
}

// Rules returns the rules the generator plays.
func (g *Generator) Rules() Rules { return *g.r }

// SetPoints tells the generator the mover's score before the play, for
// rules with GoalPoint, where a play ends the moment the score reaches
// PointsTarget (the steps left are not played). It stays set until the
// next SetPoints; a new generator has 0.
func (g *Generator) SetPoints(n int) { g.points = n }

// Turns appends to buf[:0] every legal turn of side s for the roll d1-d2
// (1..6 each) and returns it: each resulting position once, in the order
// found. A roll with no legal step gives the single empty turn (a pass).
// Doubles are played TopSteps times; the optional bottom-face steps that
// may follow a full double are a second decision (Bottom), and a doubles
// ladder is played rung by rung (Rung): listed whole, those turns run into
// tens of thousands and millions of positions.
func (g *Generator) Turns(b *Board, s Side, d1, d2 int, buf []Turn) []Turn {
	g.begin(b, s, buf)
	g.roll(d1, d2)
	if g.r.PlusOneRule && d1 < 7 && d2 < 7 && len(g.out) == 1 && g.out[0].N == 0 && g.onOpponentHuck(d1, d2) {
		// Toccadille's +1 rule: the roll is played one pip longer per die
		g.out = g.out[:0]
		g.bestUsed, g.bestPips = -1, -1
		g.results.reset()
		g.roll(d1+1, d2+1)
	}
	if g.r.ByPower {
		g.byPower(d1, d2)
	}
	return g.finish()
}

// roll walks the number schedule of the roll d1-d2.
func (g *Generator) roll(d1, d2 int) {
	if g.r.OnesAndSixes || g.r.SixSixSteps > 0 || g.r.Rattlers {
		g.countedRoll(d1, d2)
		return
	}
	if d1 == d2 {
		for i := range g.r.TopSteps {
			g.seq[i] = int8(d1)
		}
		g.walk(0, g.r.TopSteps, g.r.TopSteps)
		return
	}
	lo, hi := min(d1, d2), max(d1, d2)
	g.seq[0], g.seq[1] = int8(lo), int8(hi)
	g.walk(0, 2, 2)
	if !g.r.LowerFirst {
		g.seq[0], g.seq[1] = int8(hi), int8(lo)
		g.walk(1, 2, 2)
	}
}

// schedule returns the mandatory numbers a roll counts for the mover,
// lower first: for a rattler (Rules.Rattlers) the 1s and 6s of the two
// dice once each; otherwise a double TopSteps times (6-6 SixSixSteps
// times when that is set) and a non-double's two numbers (with
// OnesAndSixes only its 1s and 6s).
func (r *Rules) schedule(d1, d2 int, rattler bool) (seq [4]int8, n int) {
	lo, hi := min(d1, d2), max(d1, d2)
	counts := func(d int) bool { return d == 1 || d == 6 || !r.OnesAndSixes }
	switch {
	case rattler:
		for _, d := range [2]int{lo, hi} {
			if d == 1 || d == 6 {
				seq[n] = int8(d)
				n++
			}
		}
	case d1 == d2:
		n = r.TopSteps
		if d1 == 6 && r.SixSixSteps > 0 {
			n = r.SixSixSteps
		}
		for i := range n {
			seq[i] = int8(d1)
		}
	default:
		for _, d := range [2]int{lo, hi} {
			if counts(d) {
				seq[n] = int8(d)
				n++
			}
		}
	}
	return seq, n
}

// countedRoll walks the numbers Rules.schedule counts for the roll:
// either order of two unequal numbers (lower first only with LowerFirst).
func (g *Generator) countedRoll(d1, d2 int) {
	seq, n := g.r.schedule(d1, d2, g.r.isRattler(g.cur.me[:]))
	copy(g.seq[:], seq[:n])
	g.walk(0, n, n)
	if n == 2 && seq[0] != seq[1] && !g.r.LowerFirst {
		g.seq[0], g.seq[1] = seq[1], seq[0]
		g.walk(1, 2, 2)
	}
}

// byPower offers Trik-Trak's taking of the own Huck by power: both Hucks
// and the start empty, two checkers on own 12+a and 12+b that the roll
// would carry exactly onto the opponent's Huck, and no two on own 13+a
// and 13+b to take the Huck directly; both go to own 13, using both
// numbers.
func (g *Generator) byPower(a, b int) {
	me := &g.cur.me
	if me[13] > 0 || g.cur.op[g.r.huck()] > 0 || me[24] > 0 || !twoOn(me, 12+a, 12+b) || twoOn(me, 13+a, 13+b) {
		return
	}
	g.gain = 0
	h1, h2 := g.do(12+a, 13), g.do(12+b, 13)
	g.path[0] = Step{From: int8(12 + a), To: 13, Hit: h1}
	g.path[1] = Step{From: int8(12 + b), To: 13, Hit: h2}
	g.recordUsed(2, 2, 0)
	g.undo(12+b, 13, h2)
	g.undo(12+a, 13, h1)
}

// twoOn reports whether two distinct checkers stand on points p and q
// (two on p when p == q).
func twoOn(me *[27]int8, p, q int) bool {
	if p == q {
		return me[p] >= 2
	}
	return me[p] > 0 && me[q] > 0
}

// onOpponentHuck reports whether a step with d1 or d2 from an occupied
// own point, or from the reserve while it holds checkers, would land
// exactly on the opponent's Huck (the +1 rule's condition).
func (g *Generator) onOpponentHuck(d1, d2 int) bool {
	h := g.r.huck()
	for _, d := range [2]int{d1, d2} {
		if g.cur.me[Reserve] > 0 && 25-d == h || h+d <= 24 && g.cur.me[h+d] > 0 {
			return true
		}
	}
	return false
}

// Bottom lists the plays of up to BottomSteps optional steps of the bottom
// face 7 − d after a full double d-d (Puff): every prefix is a play, the
// empty one (no bottom step) included.
func (g *Generator) Bottom(b *Board, s Side, d int, buf []Turn) []Turn {
	g.begin(b, s, buf)
	for i := range g.r.BottomSteps {
		g.seq[i] = int8(7 - d)
	}
	g.walk(0, g.r.BottomSteps, 0)
	return g.finish()
}

// Ladder returns the fixed number sequence of a doubles ladder from d:
// d×4, (d+1)×4, …, 6×4.
func Ladder(d int) []int8 {
	var seq []int8
	for v := d; v <= 6; v++ {
		for range 4 {
			seq = append(seq, int8(v))
		}
	}
	return seq
}

// Rung lists the legal plays of the next rung of a fixed number sequence
// that must be played in order as far as possible (U-SEQ, Gul Bara's
// doubles ladder): a rung is the run of equal numbers at the front of rest
// (at most four). The whole ladder is not listed at once, because the
// number of distinct ways to play it runs into millions; each rung is one
// decision instead, and a rung play is legal only if the rest of the
// sequence can then still be played as far as any way of playing allows.
// Each returned turn has Used set to that furthest reach (numbers of rest,
// counting a win as all); the play goes on with the next rung exactly
// when the turn used the whole rung and Used is larger than its length.
func (g *Generator) Rung(b *Board, s Side, rest []int8, buf []Turn) []Turn {
	g.begin(b, s, buf)
	n := copy(g.seq[:], rest)
	g.nSeq, g.nMand, g.order = n, n, 0
	rung := 0
	for rung < n && rung < 4 && g.seq[rung] == g.seq[0] {
		rung++
	}
	g.visited.reset()
	g.reachOf = g.reachOf[:0]
	g.rungDFS(0, rung, Reserve)
	return g.finish()
}

// rungDFS walks the steps of the rung and records each rung end with the
// furthest reach of the whole sequence from there.
func (g *Generator) rungDFS(depth, rung, prevSrc int) {
	won := int(g.cur.me[Off]) == g.r.Checkers
	if won || depth == rung {
		reach := g.nSeq
		if !won {
			reach = g.reach(depth)
		}
		g.recordUsed(depth, reach, 0)
		return
	}
	d := int(g.seq[depth])
	moved := false
	for src := prevSrc; src >= 1; src-- {
		if g.cur.me[src] == 0 || !g.sourceAllowed(src, d) {
			continue
		}
		to, ok := g.target(src, d)
		if !ok {
			continue
		}
		hit := g.do(src, to)
		g.path[depth] = Step{From: int8(src), To: int8(to), Hit: hit}
		g.rungDFS(depth+1, rung, src)
		g.undo(src, to, hit)
		moved = true
	}
	if !moved {
		g.recordUsed(depth, depth, 0)
	}
}

// reach returns how far along g.seq play can get from the current
// position at depth (a win counts as the whole sequence), memoized per
// position and depth, stopping as soon as the whole sequence is reached.
func (g *Generator) reach(depth int) int {
	if int(g.cur.me[Off]) == g.r.Checkers || depth == g.nSeq {
		return g.nSeq
	}
	k := nodeKey{pos: g.cur, tag: int16(depth)}
	idx, found := g.visited.index(g.hash^uint64(depth)*0x9e3779b97f4a7c15, &k)
	if found {
		return int(g.reachOf[idx])
	}
	g.reachOf = append(g.reachOf, 0)
	d := int(g.seq[depth])
	best := depth
	for src := Reserve; src >= 1 && best < g.nSeq; src-- {
		if g.cur.me[src] == 0 || !g.sourceAllowed(src, d) {
			continue
		}
		to, ok := g.target(src, d)
		if !ok {
			continue
		}
		hit := g.do(src, to)
		best = max(best, g.reach(depth+1))
		g.undo(src, to, hit)
	}
	g.reachOf[idx] = int8(best)
	return best
}

// TurnsSchedule is Turns for an explicit fixed schedule of numbers, all
// mandatory and played in order (U-SEQ), as for the rest of a Gul Bara
// ladder handed to the opponent.
func (g *Generator) TurnsSchedule(b *Board, s Side, numbers []int8, buf []Turn) []Turn {
	g.begin(b, s, buf)
	n := copy(g.seq[:], numbers)
	g.walk(0, n, n)
	return g.finish()
}

// begin starts a listing of side s's plays on b into buf[:0].
func (g *Generator) begin(b *Board, s Side, buf []Turn) {
	g.load(b, s)
	g.out = buf[:0]
	g.landed = [25]int8{}
	g.gain = 0
	g.bestUsed, g.bestPips = -1, -1
	g.results.reset()
}

// finish hands the listed plays back to the caller, so that the generator
// keeps no reference to the caller's buffer.
func (g *Generator) finish() []Turn {
	buf := g.out
	g.out = nil
	return buf
}

// load sets the walk's position to b seen from s.
func (g *Generator) load(b *Board, s Side) {
	o := s.Other()
	g.cur.me = b.Pts[s]
	g.cur.op[0] = b.Pts[o][Bar]
	for p := 1; p <= 24; p++ {
		g.cur.op[p] = b.Pts[o][g.r.Geometry.oppPoint(p)]
	}
	g.rehash()
	g.outside = int(g.cur.me[Bar] + g.cur.me[Reserve])
	for p := 7; p <= 24; p++ {
		g.outside += int(g.cur.me[p])
	}
}

// rehash computes the position hash afresh.
func (g *Generator) rehash() {
	var h uint64
	for i, c := range g.cur.me {
		h ^= zobrist[i][c&15]
	}
	for i, c := range g.cur.op {
		h ^= zobrist[27+i][c&15]
	}
	g.hash = h
}

// walk runs the search for the schedule in g.seq[:n] with nMand mandatory
// numbers; order tells schedules apart in the visited set.
func (g *Generator) walk(order, n, nMand int) {
	g.nSeq, g.nMand, g.order = n, nMand, int16(order)
	g.pips[0] = 0
	for i := range n {
		g.pips[i+1] = g.pips[i] + int(g.seq[i])
	}
	g.memo = n > 4 && !g.r.HomeSingleSteps && !g.r.Hucks // who moved is not in the visited key
	if g.memo {
		g.visited.reset()
	}
	g.dfs(0, 0)
}

// sourceOrder lists the sources a step may start from in the order the
// walk tries them: the bar, the reserve, then points 24 down to 1.
// Consecutive steps with the same number take sources in this order only,
// which lists each set of steps once; the bar comes first because its
// checkers must enter before any other step, so a reserve checker may
// still enter after a bar checker with the same number (Taiga-Puff).
var sourceOrder = func() (o [26]int8) {
	o[0], o[1] = Bar, Reserve
	for i := 2; i < len(o); i++ {
		o[i] = int8(len(o) - i)
	}
	return o
}()

// dfs walks the steps from depth on; prev is the index in sourceOrder of
// the previous step's source.
func (g *Generator) dfs(depth, prev int) {
	if int(g.cur.me[Off]) == g.r.Checkers {
		g.record(depth, true)
		return
	}
	if g.r.GoalPoint && g.points+g.gain >= g.r.PointsTarget {
		g.record(depth, true) // the target reached ends the game mid-play
		return
	}
	if depth == g.nSeq {
		g.record(depth, false)
		return
	}
	if g.memo {
		k := nodeKey{pos: g.cur, tag: int16(depth)<<2 | g.order}
		if g.visited.add(g.hash^uint64(k.tag)*0x9e3779b97f4a7c15, &k) {
			return
		}
	}
	optional := depth >= g.nMand
	if optional || g.r.Hucks {
		// with the Hucks a longer play may be refused at its end, so
		// every prefix is a candidate
		g.record(depth, false)
	}
	d := int(g.seq[depth])
	first := 0
	if depth > 0 && g.seq[depth-1] == g.seq[depth] && g.r.NoGroupsFrom == 0 && !g.r.Hucks && g.r.Geometry != Circular {
		// no-groups and Huck rules make the order of equal steps matter
		// (21/19 23/21 is legal where 23/21 21/19 is not), and so do the
		// circle's passing of own checkers (with 1-1 from 5 and 4, 5/3
		// 4/2 ends on 3 and 2, 4/3 5/4 on 4 and 3)
		first = prev
	}
	moved := false
	for i := first; i < len(sourceOrder); i++ {
		src := int(sourceOrder[i])
		if g.cur.me[src] == 0 || !g.sourceAllowed(src, d) || g.movedAlready(src) || g.leavesEmptyHuck(src) || g.barred(depth, src) {
			continue
		}
		to, ok := g.target(src, d)
		if !ok {
			continue
		}
		moved = true
		if g.r.Geometry == Circular {
			g.ringStep(depth, i, src, to)
			continue
		}
		hit := g.do(src, to)
		g.landed[to%25]++
		g.path[depth] = Step{From: int8(src), To: int8(to), Hit: hit}
		g.dfs(depth+1, i)
		g.landed[to%25]--
		g.undo(src, to, hit)
	}
	if !moved && !optional {
		g.record(depth, false)
	}
}

// ringStep plays the circle's step from src to to at depth (i is the
// source's index in sourceOrder), walks on from there and restores the
// position: a capture can set off the rattlers' jumps, so the position is
// saved whole rather than undone step by step. A step after which a side
// has no checker left ends the play, which counts every number (the game
// is over).
func (g *Generator) ringStep(depth, i, src, to int) {
	saved, h := g.cur, g.hash
	hit := g.r.ringMove(g.cur.me[:], g.cur.op[:], src, to, nil)
	g.hash = h
	for i, c := range g.cur.me {
		if old := saved.me[i]; old != c {
			g.hash ^= zobrist[i][old&15] ^ zobrist[i][c&15]
		}
	}
	for i, c := range g.cur.op {
		if old := saved.op[i]; old != c {
			g.hash ^= zobrist[27+i][old&15] ^ zobrist[27+i][c&15]
		}
	}
	g.path[depth] = Step{From: int8(src), To: int8(to), Hit: hit}
	if hit && (ringEmpty(g.cur.op[:]) || ringEmpty(g.cur.me[:])) {
		g.record(depth+1, true)
	} else {
		g.dfs(depth+1, i)
	}
	g.cur, g.hash = saved, h
}

// sourceAllowed applies the entry rule: which checkers may take a step.
func (g *Generator) sourceAllowed(src, d int) bool {
	me := &g.cur.me
	if me[Bar] > 0 {
		return src == Bar
	}
	switch g.r.Entry {
	case EnterAllFirst:
		if me[Reserve] > 0 {
			return src == Reserve
		}
	case EnterTwoThenFree:
		if src <= 24 && g.r.Checkers-int(me[Reserve]) < 2 {
			return false
		}
	case EnterPriority:
		if me[Reserve] > 0 && src != Reserve {
			_, ok := g.target(Reserve, d)
			return !ok
		}
	}
	return true
}

// barred applies Trik-Trak's source rules: a checker on the goal never
// moves; while the start holds checkers a step leaves it or carries on a
// checker that left it in this play (StartRule); a checker stopping on
// the opponent's Huck goes straight on (OpponentHuckPassThrough).
func (g *Generator) barred(depth, src int) bool {
	switch {
	case !g.r.GoalPoint:
		return false
	case src == 1:
		return true
	case g.r.OpponentHuckPassThrough && g.cur.me[g.r.huck()] > 0 && src != g.r.huck():
		return true
	case g.r.StartRule && g.cur.me[24] > 0 && src != 24:
		return !g.fromStart(depth, src)
	}
	return false
}

// fromStart reports whether the checker the step at depth moves from src
// is one that left own 24 earlier in this play.
func (g *Generator) fromStart(depth, src int) bool {
	for i := depth - 1; i >= 0 && int(g.path[i].To) == src; i-- {
		src = int(g.path[i].From)
		if src == 24 {
			return true
		}
	}
	return false
}

// movedAlready applies HomeSingleSteps: once every checker is home, a
// step may not start from a point whose checkers all moved in this play.
func (g *Generator) movedAlready(src int) bool {
	return g.r.HomeSingleSteps && g.outside == 0 && src <= 24 && g.cur.me[src] <= g.landed[src]
}

// leavesEmptyHuck applies the Hucks: a checker that stopped on the own
// Huck while it was empty may not go on (every checker there arrived in
// this play).
func (g *Generator) leavesEmptyHuck(src int) bool {
	return g.r.Hucks && src == 13 && g.cur.me[13] <= g.landed[13]
}

// target returns where a checker from src lands with number d, and
// whether the step is legal (landing and bearing-off rules).
func (g *Generator) target(src, d int) (int, bool) {
	if g.r.Geometry == Circular {
		return g.r.ringTarget(g.cur.me[:], g.cur.op[:], src, d)
	}
	to := src - d
	if src >= Bar {
		to = 25 - d
	}
	if g.r.GoalPoint && to <= 1 {
		return 1, to == 1 // the goal, out of play, reached exactly
	}
	if to > 0 {
		n := int(g.cur.op[to])
		if n >= g.r.BlockAt || n > 0 && !g.r.Hitting {
			return 0, false
		}
		if g.r.NoGroupsFrom > 0 && to <= g.r.NoGroupsFrom && to >= g.r.NoGroupsTo && g.cur.me[to] > 0 {
			return 0, false
		}
		if g.r.EmptyReentry && src == Bar && to < 24 && n+int(g.cur.me[to]) > 0 {
			return 0, false
		}
		if g.r.Hucks && to == g.r.huck() && (!g.r.OpponentHuckPassThrough || n > 0) {
			return 0, false
		}
		return to, true
	}
	if g.outside > 0 {
		return 0, false
	}
	if to == 0 {
		return 0, true
	}
	if g.r.BearOff == BearOffExact {
		return 0, false
	}
	for q := src + 1; q <= 6; q++ {
		if g.cur.me[q] > 0 {
			return 0, false
		}
	}
	return 0, true
}

func (g *Generator) setMe(i int, c int8) {
	g.hash ^= zobrist[i][g.cur.me[i]&15] ^ zobrist[i][c&15]
	g.cur.me[i] = c
}

func (g *Generator) setOp(i int, c int8) {
	g.hash ^= zobrist[27+i][g.cur.op[i]&15] ^ zobrist[27+i][c&15]
	g.cur.op[i] = c
}

// do moves a checker from src to to (Off = 0) and reports a hit.
func (g *Generator) do(src, to int) bool {
	g.setMe(src, g.cur.me[src]-1)
	g.setMe(to, g.cur.me[to]+1)
	if (src >= 7) != (to >= 7) {
		g.outside--
	}
	if g.r.GoalPoint && to == 1 {
		g.gain++ // a checker home; the start stack there is out of play
		return false
	}
	if to > 0 && g.cur.op[to] > 0 {
		g.setOp(to, 0)
		back := g.sentTo()
		g.setOp(back, g.cur.op[back]+1)
		if g.r.GoalPoint {
			g.gain++
		}
		return true
	}
	return false
}

// sentTo is where a hit checker goes, as an index of the walk's opponent
// counts: the bar (0), or with GoalPoint the opponent's own 24.
func (g *Generator) sentTo() int {
	if g.r.GoalPoint {
		return g.r.Geometry.oppPoint(24)
	}
	return 0
}

func (g *Generator) undo(src, to int, hit bool) {
	if hit {
		back := g.sentTo()
		g.setOp(back, g.cur.op[back]-1)
		g.setOp(to, 1)
	}
	if g.r.GoalPoint && (hit || to == 1) {
		g.gain--
	}
	if (src >= 7) != (to >= 7) {
		g.outside++
	}
	g.setMe(to, g.cur.me[to]-1)
	g.setMe(src, g.cur.me[src]+1)
}

// record offers the current path as a play.
func (g *Generator) record(depth int, won bool) {
	byPoints := won && g.r.GoalPoint // the game ended mid-play: no end-of-play rule applies
	if g.r.Hucks && g.cur.me[13] == 1 && !byPoints {
		return // a single checker on the own Huck after a play
	}
	if g.r.OpponentHuckPassThrough && g.cur.me[g.r.huck()] > 0 && !byPoints {
		return // the opponent's Huck is never a final landing
	}
	used := min(depth, g.nMand)
	if won && (g.r.WinUsesEveryNumber || byPoints) {
		used = g.nMand
	}
	pips := 0
	if g.r.HigherDie {
		pips = g.pips[used]
	}
	g.recordUsed(depth, used, pips)
}

// recordUsed keeps the current path of depth steps if its score (numbers
// used, then pips) is the best so far and its result is new.
func (g *Generator) recordUsed(depth, used, pips int) {
	if used < g.bestUsed || used == g.bestUsed && pips < g.bestPips {
		return
	}
	if used > g.bestUsed || pips > g.bestPips {
		g.bestUsed, g.bestPips = used, pips
		g.out = g.out[:0]
		g.results.reset()
	}
	k := nodeKey{pos: g.cur}
	if g.results.add(g.hash, &k) {
		return
	}
	g.out = append(g.out, Turn{N: int8(depth), Used: int8(used)})
	t := &g.out[len(g.out)-1]
	copy(t.Steps[:depth], g.path[:depth])
}

// Apply plays turn t of side s on b. The turn must be one the generator
// listed for b (Apply does not check legality).
func (g *Generator) Apply(b *Board, s Side, t *Turn) {
	applyTurn(g.r, b, s, t.Steps[:t.N])
}

func applyTurn(r *Rules, b *Board, s Side, steps []Step) {
	o := s.Other()
	if r.Geometry == Circular {
		for _, st := range steps {
			r.ringMove(b.Pts[s][:], b.Pts[o][:], int(st.From), int(st.To), nil)
		}
		return
	}
	for _, st := range steps {
		if st.stacking() {
			continue // the checkers stay on their point
		}
		b.Pts[s][st.From]--
		b.Pts[s][st.To]++
		if st.Hit {
			q := r.Geometry.oppPoint(int(st.To))
			b.Pts[o][q]--
			if r.GoalPoint {
				b.Pts[o][24]++ // back to the start
			} else {
				b.Pts[o][Bar]++
			}
		}
	}
}
