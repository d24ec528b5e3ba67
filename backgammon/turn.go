package backgammon

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

func (s *State) startTurn(p Side) {
	s.onRoll, s.turn = p, p
	s.dice = [2]int8{}
	s.decided = false
	s.ph = phRoll
	if s.cubeAvailable(p) {
		s.ph = phCube
	}
}

// ladder reports whether side p plays doubles up the ladder now.
func (s *State) ladder(p Side) bool {
	if s.r.NormalDoubleTurns == 0 {
		return false
	}
	n := int(s.turns[p])
	if s.r.NormalDoubleTurnsGame {
		n = int(s.turns[0]) + int(s.turns[1])
	}
	return n >= s.r.NormalDoubleTurns
}

// MaxTurns is the highest count of turns the state records for a side.
// The count only decides whether the doubles ladder is due, so it stops
// at MaxTurns rather than wrap (a game of Gul Bara can go on for ever
// when both sides keep passing); the position text's "turns" field is
// refused above it.
const MaxTurns = 0x7fff

// countTurn counts a turn played by p, stopping at MaxTurns.
func (s *State) countTurn(p Side) {
	if s.turns[p] < MaxTurns {
		s.turns[p]++
	}
}

// generators keeps warm generators for states to borrow, so that clones
// and new states list turns without allocating scratch space.
var generators = sync.Pool{New: func() any { return new(Generator) }}

// generator borrows a generator for the state's rules; give it back with
// releaseGenerator once its results are copied out.
func (s *State) generator() *Generator {
	g := generators.Get().(*Generator)
	g.r = &s.r
	return g
}

// releaseGenerator gives a borrowed generator back.
func releaseGenerator(g *Generator) {
	g.r = nil // keep no state alive
	generators.Put(g)
}

// listTurns lists the state's legal turns into buf with g.
func (s *State) listTurns(g *Generator, buf []Turn) []Turn {
	switch {
	case s.nRest > 0:
		return g.Rung(&s.b, s.onRoll, s.rest[:s.nRest], buf)
	case s.bottom:
		return g.Bottom(&s.b, s.onRoll, int(s.dice[0]), buf)
	case s.stackPhase():
		return s.stackTurns(g, buf)
	}
	g.SetPoints(s.points[s.onRoll])
	return g.Turns(&s.b, s.onRoll, int(s.dice[0]), int(s.dice[1]), buf)
}

// LegalTurns returns the legal turns when a player is to play the dice
// (nil otherwise). The slice is the state's own: valid until the next
// Play, not to be modified. A warm state lists turns without allocating.
func (s *State) LegalTurns() []Turn {
	if s.ph != phPlay {
		return nil
	}
	if !s.tvalid {
		g := s.generator()
		s.tbuf = s.listTurns(g, s.tbuf)
		releaseGenerator(g)
		s.tvalid = true
	}
	return s.tbuf
}

// RollDice plays a chance outcome without the generic API: at the opening
// throw d1 is White's die and d2 Black's (with OpenTwoDiceReroll, White's
// sum of two dice and Black's); at a player's dice the roll
// d1-d2; when the player on roll could double, RollDice declines (plays
// "roll") and rolls. It allocates nothing.
func (s *State) RollDice(d1, d2 int) error {
	if s.ph == phOpening && s.r.Opening == OpenTwoDiceReroll {
		if d1 < 2 || d1 > 12 || d2 < 2 || d2 > 12 || d1 == d2 {
			return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "the opening throw is two unequal sums of two dice, 2 to 12")
		}
		s.apply(openingSums[d1][d2].r)
		return nil
	}
	if s.ph == phOpening && s.r.Opening == OpenTwoDicePlay {
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "the opening throw names its beginner: play it by notation (e.g. W 6-5) or start with NewStateWith")
	}
	if d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6 {
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "dice run from 1 to 6")
	}
	switch s.ph {
	case phCube:
		s.ph, s.decided = phRoll, true
		fallthrough
	case phRoll:
		s.apply(rollMoves[max(d1, d2)][min(d1, d2)].r)
	case phOpening:
		if d1 == d2 && !s.openingTies() {
			return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "equal opening throws are thrown again")
		}
		s.apply(openingMoves[d1][d2].r)
	default:
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "no dice are due: %s", s.expecting())
	}
	return nil
}

// PlayTurn plays LegalTurns()[i] without the generic API; it allocates
// nothing.
func (s *State) PlayTurn(i int) error {
	ts := s.LegalTurns()
	if i < 0 || i >= len(ts) {
		return board.Illegal(strconv.Itoa(i), "no legal turn %d: %s", i, s.expecting())
	}
	t := ts[i]
	s.declined = 0
	s.applyTurn(&t)
	s.invalidate()
	return nil
}

func (s *State) applyOpening(w, k int8) {
	if w == k {
		s.cube *= 2
		return
	}
	first := White
	if k > w != (s.r.Opening == OpenOneDieRerollLow) {
		first = Black
	}
	s.onRoll, s.turn = first, first
	if s.r.Opening == OpenOneDiePlay {
		s.dice = [2]int8{max(w, k), min(w, k)}
		s.ph = phPlay
		return
	}
	s.ph = phRoll
}

func (s *State) applyTurn(t *Turn) {
	p := s.onRoll
	rattler := s.r.isRattler(s.b.Pts[p][:])
	stacking := s.stackPhase()
	if stacking {
		s.stacked[p], s.sphase[p] = stackSteps(s.stacked[p], s.sphase[p], t.Steps[:t.N])
	}
	bridged := s.bridge(p)
	applyTurn(&s.r, &s.b, p, t.Steps[:t.N])
	if s.r.Geometry == Circular {
		if over, w := s.b.ringOver(); over {
			s.countTurn(p)
			s.endGame(w, 1, "all checkers captured", GameOver)
			return
		}
	}
	if s.r.GoalPoint && s.addPoints(p, s.playPoints(p, t, bridged)) {
		s.countTurn(p)
		return
	}
	if s.nRest > 0 {
		rung := int8(1)
		for rung < s.nRest && rung < 4 && s.rest[rung] == s.rest[0] {
			rung++
		}
		won := int(s.b.Pts[p][Off]) == s.r.Checkers
		if t.N == rung && t.Used > rung && !won {
			// the ladder goes on: next rung, same player
			copy(s.rest[:], s.rest[rung:s.nRest])
			s.nRest -= rung
			return
		}
		if !won && s.r.LadderRemainderToOpponent && !s.handed && t.Used < s.nRest {
			// G-10: the opponent plays the unusable rest at once; it is
			// not one of his own turns
			copy(s.rest[:], s.rest[t.Used:s.nRest])
			s.nRest -= t.Used
			s.countTurn(p)
			s.onRoll, s.turn, s.handed = p.Other(), p.Other(), true
			return
		}
		s.nRest = 0
	}
	if s.handed && int(s.b.Pts[p][Off]) != s.r.Checkers {
		s.handed = false
		s.startTurn(p) // now his own turn
		return
	}
	if int(s.b.Pts[p][Off]) == s.r.Checkers && s.r.PointsTarget > 0 {
		// the march: its points, then a new round unless the target is reached
		s.countTurn(p)
		if !s.addPoints(p, s.r.MarchPoints) {
			s.newGame()
		}
		return
	}
	if int(s.b.Pts[p][Off]) == s.r.Checkers {
		s.countTurn(p)
		mult, kind := s.multiplier(p)
		s.endGame(p, mult, "all checkers off: "+kind, GameOver)
		return
	}
	double := s.dice[0] == s.dice[1]
	_, steps := s.r.schedule(int(s.dice[0]), int(s.dice[1]), rattler)
	full := s.bottom || double && int(t.Used) >= steps
	if double && !s.bottom && full && s.r.BottomSteps > 0 {
		s.bottom = true // the bottom faces may follow, as a second decision
		return
	}
	s.bottom = false
	s.countTurn(p)
	if s.r.ExtraRoll && double && (!s.r.ExtraRollRequiresFullDouble || full) || stacking && double {
		s.dice = [2]int8{}
		s.ph, s.decided = phRoll, false
		return
	}
	if s.canDeadlock() && s.dead() {
		s.ph, s.draw, s.reason, s.value, s.ended = phOver, true, "dead position: neither side can move", 0, GameOver
		return
	}
	s.startTurn(p.Other())
}

// ladderDigits writes the whole ladder of d as the position text does.
func ladderDigits(d int) string {
	var b strings.Builder
	for _, v := range Ladder(d) {
		b.WriteByte('0' + byte(v))
	}
	return b.String()
}
