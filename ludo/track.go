package ludo

import (
	"fmt"
	"math"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

const (
	// maxSeats is the most players any track game of this package seats.
	maxSeats = 6
	// maxField is the highest position of any track (square 100).
	maxField = 100
	// openingRounds bounds the tie-breaking rounds of the opening in
	// MaxPlies. A round among k >= 2 players ties for the highest throw
	// with probability at most 0.431 (k = 6: 1 - 4425/7776), so 40 rounds
	// are exceeded with probability below 0.431^40 < 1e-14.
	openingRounds = 40
	// tailBound is the probability below which a single stone is allowed
	// not to have finished within the turns counted in MaxPlies.
	tailBound = 1e-13
)

// gate says which throws of a turn only decide whether the stone may move.
type gate uint8

const (
	gateNone gate = iota // every turn is one throw that moves the stone
	gateBook             // Propast Book: a first throw of 1 ends the turn, 2-6 earn the moving throw
	gateWeb              // Propast Web: a stone at the start needs a 1 to earn the moving throw
)

// A trackBoard is the race of one stone per player along a numbered
// track, the shared mechanism of Propast and Snakes and Ladders: a throw moves the stone forward; the field it comes to rest on
// may send it on (an abyss to the start, an ascent or a descent); in
// Propast it pushes a stone standing there back to where the mover came
// from.
type trackBoard struct {
	goal            uint8 // the position of a finished stone
	offName         bool  // the goal is written "off" (Propast) rather than as its number
	start           uint8 // where every stone begins
	finish          Finish
	optionalAscent  bool
	push            bool // a stone on the target field goes back to the mover's origin
	gate            gate
	playForPlacings bool
	opening         Opening
	pliesPerTurn    int                 // most plies one turn takes
	jump            [maxField + 1]uint8 // where a stone that stops on a field comes to rest
	faces           [6]TrackMove        // the throws 1..6, copied by LegalMoves at chance nodes
	throws          [6]board.Move       // the same, boxed once so that Legal does not box them per call
	pass            board.Move          // the pass, boxed once
	// steps holds every step boxed once, by whether it pushes a stone
	// back, the stone's field, the throw and the choice (0: the first of
	// next's results, 1: the second), so that AppendLegal allocates
	// nothing.
	steps [2][maxField + 1][6][2]board.Move
}

// setupPropast builds Propast from g's rules.
func (g *Game) setupPropast() error {
	o := g.rules.Propast
	if o.Reading > ReadingWeb {
		return fmt.Errorf("ludo: unknown Propast reading %d", o.Reading)
	}
	abysses, err := parseAbysses(o.Abysses)
	if err != nil {
		return err
	}
	t := &g.track
	*t = trackBoard{goal: 32, offName: true, finish: FinishExact, push: true}
	t.gate, t.pliesPerTurn = gateBook, 3
	if o.Reading == ReadingWeb {
		t.gate = gateWeb
	}
	t.identity()
	for _, f := range abysses {
		if f < 1 || f > 30 {
			return fmt.Errorf("ludo: abyss field %d is not in 1..30", f)
		}
		if t.jump[f] != uint8(f) {
			return fmt.Errorf("ludo: abyss field %d given twice", f)
		}
		t.jump[f] = 0
	}
	return g.finishTrack(6)
}

// setupSnakes builds Snakes and Ladders from g's rules.
func (g *Game) setupSnakes() error {
	o := g.rules.Snakes
	if o.Finish > FinishReach {
		return fmt.Errorf("ludo: unknown finish rule %d", o.Finish)
	}
	if o.StartPosition != 0 && o.StartPosition != 1 {
		return fmt.Errorf("ludo: start position %d is neither 0 nor 1", o.StartPosition)
	}
	layout, err := parseLayout(o.Layout)
	if err != nil {
		return err
	}
	t := &g.track
	*t = trackBoard{goal: 100, start: uint8(o.StartPosition), finish: o.Finish, optionalAscent: o.OptionalAscent, pliesPerTurn: 2}
	t.identity()
	if err := t.setLayout(layout); err != nil {
		return err
	}
	return g.finishTrack(4)
}

// setLayout checks a Snakes and Ladders layout and puts it
// into the jump table.
func (g *trackBoard) setLayout(layout []Transition) error {
	for _, t := range layout {
		switch {
		case t.From < 1 || t.From > 99:
			return fmt.Errorf("ludo: transition %d>%d starts outside squares 1..99", t.From, t.To)
		case t.To < 1 || t.To > 100:
			return fmt.Errorf("ludo: transition %d>%d ends outside squares 1..100", t.From, t.To)
		case t.From == t.To:
			return fmt.Errorf("ludo: transition %d>%d goes nowhere", t.From, t.To)
		case g.jump[t.From] != uint8(t.From):
			return fmt.Errorf("ludo: square %d starts two transitions", t.From)
		}
		g.jump[t.From] = uint8(t.To)
	}
	for _, t := range layout {
		if g.jump[t.To] != uint8(t.To) {
			return fmt.Errorf("ludo: transition %d>%d ends where another starts (no chains)", t.From, t.To)
		}
	}
	return nil
}

// identity makes every field of the jump table lead to itself.
func (g *trackBoard) identity() {
	for i := range g.jump {
		g.jump[i] = uint8(i)
	}
}

// finishTrack checks that the goal can be reached, computes MaxPlies
// and fills in the Info, for maxPlayers at most.
func (g *Game) finishTrack(maxPlayers int) error {
	t := &g.track
	t.playForPlacings, t.opening = !g.rules.FirstFinisherEnds, g.rules.Opening
	for i, d := range dice.Ordered(dice.D6, 1) {
		t.faces[i] = TrackMove{kind: Throw, face: uint8(d.Roll.Face(0))}
		t.throws[i] = t.faces[i]
	}
	t.pass = TrackMove{kind: Pass}
	for x := range int(t.goal) + 1 {
		for r := uint8(1); r <= 6; r++ {
			var buf [2]TrackMove
			for k, m := range t.steps1(buf[:0], uint8(x), r) {
				t.steps[0][x][r-1][k] = m
				m.pushes = true
				t.steps[1][x][r-1][k] = m
			}
		}
	}
	if from, ok := t.goalReachable(); !ok {
		return fmt.Errorf("ludo: a stone on %s can never reach the goal", t.fieldName(from))
	}
	turns, ok := t.turnBound()
	if !ok {
		return fmt.Errorf("ludo: the goal is reached so rarely that games would be endless")
	}
	// Every round each unfinished player takes one turn, and the game is
	// over once all stones but one are through, so without interaction it
	// lasts at most as many rounds as the slowest stone takes turns: more
	// than `turns` with probability below players*tailBound. Propast's
	// pushes set stones back a few fields; the factor 2 covers them (the
	// tests check the bound against long series of random games).
	g.newInfo(2, maxPlayers, openingRounds*maxPlayers+2*turns*maxPlayers*t.pliesPerTurn)
	return nil
}

// NewTrackState is New with the typed state, for Propast and Snakes and
// Ladders.
func (g *Game) NewTrackState(players int) (*TrackState, error) {
	if g.rules.Race == RaceCross {
		return nil, g.wrongRace("a numbered track")
	}
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	s := &TrackState{g: g, t: &g.track, n: uint8(players), phase: PhaseOpening}
	for i := range players {
		s.stone[i] = g.track.start
	}
	if g.track.opening == OpeningSeatZero {
		s.phase = PhaseThrow
	}
	return s, nil
}

// land returns where a stone on x counts to with a throw of r, and false
// when the throw is void (beyond the goal with FinishExact).
func (g *trackBoard) land(x, r uint8) (uint8, bool) {
	t := x + r
	if t <= g.goal {
		return t, true
	}
	switch g.finish {
	case FinishBounce:
		return 2*g.goal - t, true
	case FinishReach:
		return g.goal, true
	}
	return x, false
}

// mayStay reports whether a stone that counted to field l may choose to stay
// there instead of climbing.
func (g *trackBoard) mayStay(l uint8) bool {
	return g.optionalAscent && g.jump[l] > l
}

// sendsOn reports whether a stone that stops on field f is sent on.
func (g *trackBoard) sendsOn(f uint8) bool { return g.jump[f] != f }

// next returns the positions a single stone on x may come to rest on after
// a throw of r (one or two; none when the throw is void).
func (g *trackBoard) next(x, r uint8) (a, b uint8, k int) {
	l, ok := g.land(x, r)
	if !ok {
		return x, x, 0
	}
	if g.mayStay(l) {
		return l, g.jump[l], 2
	}
	return g.jump[l], 0, 1
}

// goalReachable checks, by a search over single-stone moves, that the goal
// can be reached from every position a stone can reach from the start
// (pushes only send stones back to positions reached before). It returns
// a position from which it cannot, if any.
func (g *trackBoard) goalReachable() (uint8, bool) {
	var seen, good [maxField + 1]bool
	stack := []uint8{g.start}
	seen[g.start] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for r := uint8(1); r <= 6 && x != g.goal; r++ {
			a, b, k := g.next(x, r)
			for _, y := range []uint8{a, b}[:k] {
				if !seen[y] {
					seen[y] = true
					stack = append(stack, y)
				}
			}
		}
	}
	// Backward closure: good[y] when the goal is reachable from y.
	good[g.goal] = true
	for changed := true; changed; {
		changed = false
		for x := 0; x < int(g.goal); x++ {
			if good[x] || !seen[x] {
				continue
			}
			for r := uint8(1); r <= 6 && !good[x]; r++ {
				a, b, k := g.next(uint8(x), r)
				if k > 0 && good[a] || k > 1 && good[b] {
					good[x], changed = true, true
				}
			}
		}
	}
	for x := range int(g.goal) {
		if seen[x] && !good[x] {
			return uint8(x), false
		}
	}
	return 0, true
}

// turnBound returns the number of turns after which a lone stone under
// random play (uniform throws, uniform choice between climbing and staying)
// is still on its way with probability below tailBound. It iterates the
// stone's Markov chain turn by turn; once the tail shrinks by a steady
// factor per turn (the chain's leading eigenvalue, reached after a few
// hundred turns) it extrapolates instead of iterating on. False when the
// tail does not shrink or the bound is beyond any use.
func (g *trackBoard) turnBound() (int, bool) {
	var p, q [maxField + 1]float64
	p[g.start] = 1
	prevTail, prevRatio := 1.0, 0.0
	for t := 1; t <= 100000; t++ {
		clear(q[:])
		for x := range int(g.goal) {
			if p[x] != 0 {
				g.turnFrom(uint8(x), p[x], &q)
			}
		}
		q[g.goal] += p[g.goal]
		p = q
		tail := 1 - p[g.goal]
		if tail < tailBound {
			return t, true
		}
		ratio := tail / prevTail
		if t >= 200 && math.Abs(ratio-prevRatio) < 1e-12 {
			if ratio >= 1-1e-9 {
				return 0, false
			}
			more := math.Ceil(math.Log(tailBound/tail) / math.Log(ratio))
			if float64(t)+more > 1e8 {
				return 0, false
			}
			return t + int(more), true
		}
		prevTail, prevRatio = tail, ratio
	}
	return 0, false
}

// faceChances are the throws of one die with their chances (package dice).
var faceChances = dice.Ordered(dice.D6, 1)

// turnFrom adds to q the distribution after one turn of a stone on x that
// is there with probability w.
func (g *trackBoard) turnFrom(x uint8, w float64, q *[maxField + 1]float64) {
	one := faceChances[0].Prob() // the chance of a 1, and of each face
	move := w * one              // the moving throw is each face with this weight
	switch {
	case g.gate == gateBook:
		q[x] += w * one // a first throw of 1 ends the turn
		move = w * (1 - one) * one
	case g.gate == gateWeb && x == g.start:
		q[x] += w * (1 - one) // anything but a 1 ends the turn
		move = w * one * one
	}
	for _, face := range faceChances {
		r := uint8(face.Roll.Face(0))
		a, b, k := g.next(x, r)
		switch k {
		case 0:
			q[x] += move
		case 1:
			q[a] += move
		default:
			q[a] += move / 2
			q[b] += move / 2
		}
	}
}
