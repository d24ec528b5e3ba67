package backgammon

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// The circular geometry of Chyť mě (Geometry Circular): both sides travel
// the 24 points in decreasing absolute numbers, from 1 on to 24, for ever.
// Own numbers are absolute numbers, so the walk's view of the opponent
// (posKey.op) and the board's (Board.Pts) index the same points. One
// checker stands on a point; a checker landed on is captured and leaves
// the game, counted at index 0 of its side's array (Board.Pts[s][Off]; in
// the walk, posKey.op[0], the bar's slot, which the circle does not use).
// With Rattlers a side's last checker plays by the corners.

// ringCorners are the corner points in the order of travel.
var ringCorners = [8]int{24, 19, 18, 13, 12, 7, 6, 1}

// isCorner reports whether absolute point p is a corner.
func isCorner(p int) bool {
	switch p {
	case 1, 6, 7, 12, 13, 18, 19, 24:
		return true
	}
	return false
}

// ringAhead returns the point k points ahead of p (k may be negative:
// behind): ((p − k − 1) mod 24) + 1.
func ringAhead(p, k int) int {
	return ((p-k-1)%24+24)%24 + 1
}

// cornerAhead returns the k-th corner ahead of p, not counting p.
func cornerAhead(p, k int) int {
	for range k {
		p = ringAhead(p, 1)
		for !isCorner(p) {
			p = ringAhead(p, 1)
		}
	}
	return p
}

// snapCorner returns the corner a side's last checker on p jumps to: p
// itself on a corner, else the nearest corner in either direction (the
// corners are 5 or 1 apart, so there is never a tie) or, with
// RattlerSnapForward, the nearest ahead.
func (r *Rules) snapCorner(p int) int {
	if isCorner(p) {
		return p
	}
	ahead := cornerAhead(p, 1)
	if r.RattlerSnapForward {
		return ahead
	}
	behind := p
	for !isCorner(behind) {
		behind = ringAhead(behind, -1)
	}
	if (p-ahead+24)%24 < (behind-p+24)%24 {
		return ahead
	}
	return behind
}

// ringCount returns the checkers on the points of a side's array.
func ringCount(a []int8) int {
	n := 0
	for p := 1; p <= 24; p++ {
		n += int(a[p])
	}
	return n
}

// ringEmpty reports whether a side's array has no checker on the points.
func ringEmpty(a []int8) bool {
	for p := 1; p <= 24; p++ {
		if a[p] > 0 {
			return false
		}
	}
	return true
}

// ringLast returns the point of a side's only checker.
func ringLast(a []int8) int {
	for p := 1; p <= 24; p++ {
		if a[p] > 0 {
			return p
		}
	}
	return 0
}

// isRattler reports whether the side of array a plays by the corners:
// exactly one checker left (the scan stops at a second).
func (r *Rules) isRattler(a []int8) bool {
	if !r.Rattlers {
		return false
	}
	n := 0
	for p := 1; p <= 24 && n < 2; p++ {
		n += int(a[p])
	}
	return n == 1
}

// ringTarget returns where the mover's checker on src lands with number
// d, and whether the step is legal. A rattler moves by corners, one for a
// 1 and two for a 6, no other number; any other checker goes d points
// ahead and on past own checkers. With RattlerSandwichImmunity a step may
// not end on an opponent rattler that has mover's checkers on both
// neighbouring points (judged before the step).
func (r *Rules) ringTarget(me, op []int8, src, d int) (int, bool) {
	if r.isRattler(me) {
		switch d {
		case 1:
			return cornerAhead(src, 1), true
		case 6:
			return cornerAhead(src, 2), true
		}
		return 0, false
	}
	to := ringAhead(src, d)
	for me[to] > 0 {
		to = ringAhead(to, 1) // at most Checkers−1 own checkers to pass: the loop ends before src
	}
	if op[to] > 0 && r.RattlerSandwichImmunity && r.isRattler(op) && me[ringAhead(to, 1)] > 0 && me[ringAhead(to, -1)] > 0 {
		return 0, false
	}
	return to, true
}

// ringMove moves the mover's checker from src to to, captures an opponent
// checker there and lets a side left with one checker jump to its corner
// (which may capture in turn), noting the jumps in log when it is not
// nil. It reports whether the step captured.
func (r *Rules) ringMove(me, op []int8, src, to int, log *jumpLog) bool {
	me[src]--
	me[to]++
	if op[to] == 0 {
		return false
	}
	op[to]--
	op[0]++
	r.settle(op, me, false, log)
	return true
}

// ringJump is a last checker's jump to its corner: the mover's or the
// opponent's, during the step with index step, and whether it captured.
type ringJump struct {
	mover    bool
	step     int8
	from, to int8
	capture  bool
}

// jumpLog collects the jumps of one play (at most one per side: a side
// jumps when it is left with one checker, and then has no second to
// lose before the game ends). step is the index of the step being played.
type jumpLog struct {
	n    int8
	step int8
	j    [2]ringJump
}

// settle applies the rattler's jump to side a (the mover's when mover),
// which has just lost a checker to side b: left with one checker off the
// corners, it jumps to its corner, capturing a checker of b there, and
// so on for b.
func (r *Rules) settle(a, b []int8, mover bool, log *jumpLog) {
	for r.isRattler(a) {
		p := ringLast(a)
		c := r.snapCorner(p)
		if c == p {
			return
		}
		a[p]--
		a[c]++
		captured := b[c] > 0
		if log != nil && int(log.n) < len(log.j) {
			log.j[log.n] = ringJump{mover: mover, step: log.step, from: int8(p), to: int8(c), capture: captured}
			log.n++
		}
		if !captured {
			return
		}
		b[c]--
		b[0]++
		a, b, mover = b, a, !mover
	}
}

// jumpsOf replays turn t of the player on roll and returns the jumps of
// the last checkers it sets off, for the play's Touches.
func (s *State) jumpsOf(t *Turn) jumpLog {
	var log jumpLog
	b := s.b
	me, op := b.Pts[s.onRoll][:], b.Pts[s.onRoll.Other()][:]
	for k, st := range t.StepList() {
		log.step = int8(k)
		s.r.ringMove(me, op, int(st.From), int(st.To), &log)
	}
	return log
}

// validateCircular reports circular-geometry and rattler rules the engine
// cannot play: the circle has no entering, bearing off, stacking limits,
// Hucks, goal, cube or points, and a point holds one checker.
func (r *Rules) validateCircular() error {
	if r.Geometry != Circular {
		if r.Rattlers || r.RattlerSnapForward || r.RattlerSandwichImmunity {
			return fmt.Errorf("backgammon: Rattlers need Geometry circular")
		}
		return nil
	}
	for p := 1; p <= 24; p++ {
		if r.Start[p] > 1 || r.Start[p] > 0 && r.Start[ringAhead(p, 12)] > 0 {
			return fmt.Errorf("backgammon: the circular start places two checkers on a point (Black's layout is White's turned half round)")
		}
	}
	switch {
	case r.unplaced() > 0 || r.StartOnBar:
		return fmt.Errorf("backgammon: the circular geometry needs every checker placed (it has no entering)")
	case r.Checkers > 12:
		return fmt.Errorf("backgammon: the circular geometry holds at most 12 checkers a side (one a point)")
	case !r.Hitting || r.BlockAt != 2:
		return fmt.Errorf("backgammon: the circular geometry captures every checker landed on: Hitting on, BlockAt 2")
	case r.NoGroupsFrom > 0 || r.EmptyReentry || r.HomeSingleSteps || r.Hucks || r.GoalPoint || r.Stacked ||
		r.PlusOneRule || r.VirtualHits || r.PointsTarget > 0 || r.NormalDoubleTurns > 0 || r.BottomSteps > 0 ||
		r.Cube || r.MatchLength > 0 || r.MaxMultiplier != 1:
		return fmt.Errorf("backgammon: the circular geometry has no groups rule, home, Hucks, goal, stacks, points, ladder, bottom steps, cube, match or gammons")
	case (r.RattlerSnapForward || r.RattlerSandwichImmunity) && !r.Rattlers:
		return fmt.Errorf("backgammon: RattlerSnapForward and RattlerSandwichImmunity need Rattlers")
	case r.Rattlers && r.Checkers == 1 && !isCorner(ringLast(r.Start[:])):
		return fmt.Errorf("backgammon: a single checker is a rattler and must start on a corner")
	}
	return nil
}

// validateRing checks a circular position: no checker off the circle but
// the captured ones, one checker a point, and a rattler on a corner.
func (b *Board) validateRing(r *Rules) error {
	for s := range 2 {
		a := b.Pts[s][:]
		if a[Bar] > 0 || a[Reserve] > 0 {
			return fmt.Errorf("%v has checkers on the bar or in reserve, which the circle does not have", Side(s))
		}
		for p := 1; p <= 24; p++ {
			if a[p] > 1 {
				return fmt.Errorf("%v has %d checkers on point %d; a point holds one", Side(s), a[p], p)
			}
		}
		if r.isRattler(a) && !isCorner(ringLast(a)) {
			return fmt.Errorf("%v's last checker is on %d, not on a corner (1 6 7 12 13 18 19 24)", Side(s), ringLast(a))
		}
	}
	if ringCount(b.Pts[White][:]) == 0 && ringCount(b.Pts[Black][:]) == 0 {
		return fmt.Errorf("both sides have lost every checker")
	}
	return nil
}

// ringOver reports whether a side has lost every checker and, if so, the
// winner.
func (b *Board) ringOver() (bool, Side) {
	switch {
	case ringCount(b.Pts[Black][:]) == 0:
		return true, White
	case ringCount(b.Pts[White][:]) == 0:
		return true, Black
	}
	return false, 0
}

// ringWraps reports whether a step of the steps goes on from 1 to 24,
// which only the circle's steps do.
func ringWraps(steps []Step) bool {
	for _, st := range steps {
		if st.To > st.From && st.From >= 1 && st.To <= 24 && !st.stacking() {
			return true
		}
	}
	return false
}

// formatRing writes a circle's turn whose steps wrap from 1 to 24, where
// GNU Backgammon's order (highest starting point first) cannot join a
// checker's steps: each checker's steps in the order played, joined into
// one part, a point between shown (with "*") only where it captured,
// "*" after a capturing landing; parts by starting point, highest first:
// "6/18*" for 6/24 24/18*.
func formatRing(steps []Step) string {
	type chain struct {
		pts  [MaxSteps + 1]int8
		hits [MaxSteps + 1]bool
		n    int
	}
	var chains [MaxSteps]chain
	nc := 0
	for _, st := range steps {
		k := -1
		for i := nc - 1; i >= 0 && k < 0; i-- {
			if chains[i].pts[chains[i].n-1] == st.From {
				k = i
			}
		}
		if k < 0 {
			k = nc
			nc++
			chains[k].pts[0], chains[k].n = st.From, 1
		}
		c := &chains[k]
		c.pts[c.n], c.hits[c.n] = st.To, st.Hit
		c.n++
	}
	order := make([]int, nc)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return int(chains[b].pts[0]) - int(chains[a].pts[0]) })
	var sb strings.Builder
	for k, i := range order {
		c := &chains[i]
		if k > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(pointName(c.pts[0]))
		for j := 1; j < c.n; j++ {
			if j < c.n-1 && !c.hits[j] {
				continue
			}
			sb.WriteByte('/')
			sb.WriteString(pointName(c.pts[j]))
			if c.hits[j] {
				sb.WriteByte('*')
			}
		}
	}
	return sb.String()
}

// parseRingTurn finds the play of the circle written as segs: the play
// whose checkers go from the same points to the same points, the parts
// joined where one goes on from another's end (so "6/24 24/18", "6/24/18"
// and "6/18" are one play), and through every point written. Points
// between may be left out: "7/24*" is 7/1*/24* or 7/6/24*.
func (s *State) parseRingTurn(text string, segs []segment, recs []moveRec) (board.Move, error) {
	for i := range recs {
		// the captures a play makes depend on the order of its steps
		// (a rattler's jump can put a checker where a later step lands),
		// so a play written as it writes itself, "*" and all, is that play
		if recs[i].turn.String() == strings.Join(strings.Fields(text), " ") {
			return Move{&recs[i]}, nil
		}
	}
	want := netMoves(segs)
	written := ringPoints(segs)
	for i := range recs {
		// the play written as the play writes itself
		own, _ := parseTurnText(recs[i].turn.String(), true)
		if ringPoints(own) == written && slices.Equal(netMoves(own), want) {
			return Move{&recs[i]}, nil
		}
	}
	var found []int
	for i := range recs {
		steps := recs[i].turn.StepList()
		got := make([]segment, len(steps))
		var touched [25]bool
		for k, st := range steps {
			got[k] = segment{pts: []int8{st.From, st.To}}
			touched[st.From], touched[st.To] = true, true
		}
		through := true
		for _, sg := range segs {
			for _, p := range sg.pts {
				through = through && touched[p]
			}
		}
		if through && slices.Equal(netMoves(got), want) {
			found = append(found, i)
		}
	}
	switch len(found) {
	case 1:
		return Move{&recs[found[0]]}, nil
	case 0:
		return nil, board.Illegal(text, "not one of the %d legal plays of %d-%d", len(recs), s.dice[0], s.dice[1])
	}
	names := make([]string, len(found))
	for k, i := range found {
		names[k] = recs[i].turn.String()
	}
	return nil, board.Ambiguous(text, names)
}

// ringPoints marks the points written in segs.
func ringPoints(segs []segment) (pts [25]bool) {
	for _, sg := range segs {
		for _, p := range sg.pts {
			pts[p] = true
		}
	}
	return pts
}
