package ludo

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Describe says in words what move m does in this state, for people
// watching a game: where a throw leads (another throw, a move, or the end
// of the turn and why), what a step does on its way (pushes, abysses,
// ascents and descents, the goal), and that a pass forfeits the throw. A
// throw that ends the turn says so, e.g. in Propast "1: the turn ends: a
// first throw of 1 forfeits the turn". m is a move of this state, a
// TrackMove or any Move whose String is one; for a move that is not legal
// now Describe returns why.
func (s *TrackState) Describe(m board.Move) string {
	if m == nil {
		return "no move given"
	}
	tm, ok := m.(TrackMove)
	if !ok {
		var err error
		if tm, err = s.ParseTrackMove(m.String()); err != nil {
			return err.Error()
		}
	}
	if err := s.check(tm); err != nil {
		return err.Error()
	}
	text := tm.String() + ": "
	switch tm.kind {
	case Throw:
		return text + s.describeThrow(tm.face)
	case Pass:
		return text + "the throw of " + strconv.Itoa(int(s.roll)) + " is forfeited: " + s.voidReason() + "; " + s.afterTurn()
	}
	return text + s.describeStep(tm)
}

// check returns nil when m is legal here, or why it is not.
func (s *TrackState) check(m TrackMove) error {
	c := *s
	return c.PlayMove(m)
}

// describeThrow says what a legal throw of f leads to.
func (s *TrackState) describeThrow(f uint8) string {
	seat := "seat " + strconv.Itoa(int(s.seat))
	c := *s
	c.throw(f)
	switch {
	case s.phase == PhaseOpening:
		switch {
		case c.phase == PhaseThrow:
			return seat + "'s opening throw; seat " + strconv.Itoa(int(c.seat)) + " has the highest and starts"
		case c.open[s.seat] != f:
			return seat + "'s opening throw; the highest throws are tied and those seats throw again"
		}
		return seat + "'s opening throw; seat " + strconv.Itoa(int(c.seat)) + " throws next"
	case c.phase == PhaseThrow2:
		if s.t.gate == gateWeb {
			return "the stone comes into play; " + seat + " throws again to move it"
		}
		return seat + " throws again; the second throw moves the stone"
	case c.phase == PhaseMove:
		var buf [6]TrackMove
		if c.LegalMoves(buf[:0])[0].kind == Pass {
			return "the throw is forfeited: " + c.voidReason()
		}
		return seat + " moves the stone by " + strconv.Itoa(int(f))
	}
	// The throw ended the turn without a move.
	if s.t.gate == gateBook {
		return "the turn ends: a first throw of 1 forfeits the turn; " + s.afterTurnOf(&c)
	}
	return "the turn ends: a stone at the start needs a 1 to come into play; " + s.afterTurnOf(&c)
}

// voidReason says why the throw in PhaseMove cannot move the stone.
func (s *TrackState) voidReason() string {
	return "the stone on " + s.fieldName(s.stone[s.seat]) + " cannot move " + strconv.Itoa(int(s.roll)) +
		" (the goal must be reached exactly)"
}

// afterTurn says who is next once the current turn ends.
func (s *TrackState) afterTurn() string {
	c := *s
	c.endTurn()
	return s.afterTurnOf(&c)
}

// afterTurnOf says who is next in c, the state after the turn ended.
func (s *TrackState) afterTurnOf(c *TrackState) string {
	if c.phase == PhaseOver {
		return "the game is over"
	}
	return "seat " + strconv.Itoa(int(c.seat)) + " throws next"
}

// describeStep says what a legal step does.
func (s *TrackState) describeStep(m TrackMove) string {
	g := s.t
	out := "the stone moves from " + g.fieldName(m.from) + " to " + g.fieldName(m.land)
	switch {
	case m.to == m.land && g.mayStay(m.land):
		out += " and stays at the foot of the ascent to " + strconv.Itoa(int(g.jump[m.land]))
	case m.to != m.land && g.offName:
		out += ", an abyss: back to the start"
	case m.to > m.land:
		out += " and climbs to " + g.fieldName(m.to)
	case m.to < m.land:
		out += " and slides down to " + g.fieldName(m.to)
	}
	if g.push && m.to != g.start && m.to != g.goal {
		for i := range s.n {
			if i != s.seat && s.stone[i] == m.to {
				out += "; seat " + strconv.Itoa(int(i)) + "'s stone there goes back to " + g.fieldName(m.from)
			}
		}
	}
	c := *s
	c.Apply(m)
	if m.to == g.goal {
		out += "; through the goal, place " + strconv.Itoa(int(c.nplaced))
	}
	return out + "; " + s.afterTurnOf(&c)
}

// Describe says in words what move m does in this state, for people
// watching a game: where a throw leads (a move, or the throw forfeited
// because no piece can move, within the three-throw allowance or not), what
// a move does (an entry, a capture, a home square, finishing), that a pass
// forfeits the throw, and who throws next. m is a move of this state, a
// CrossMove or any Move whose String is one; for a move that is not legal
// now Describe returns why.
func (s *CrossState) Describe(m board.Move) string {
	if m == nil {
		return "no move given"
	}
	cm, ok := m.(CrossMove)
	if !ok {
		var err error
		if cm, err = s.ParseCrossMove(m.String()); err != nil {
			return err.Error()
		}
	}
	c := *s
	if err := c.PlayMove(cm); err != nil {
		return err.Error()
	}
	text := cm.String() + ": "
	if s.b.penalty.on && s.phase != PhaseOpening {
		return s.describePenalty(text, cm, &c)
	}
	seat := "seat " + strconv.Itoa(int(s.seat))
	switch cm.kind {
	case Throw:
		switch {
		case s.phase == PhaseOpening && c.phase == PhaseOpening:
			return text + seat + "'s opening throw; " + c.nextWords()
		case s.phase == PhaseOpening && !s.b.openingRollIsFirstMove:
			return text + seat + "'s opening throw; seat " + strconv.Itoa(int(c.seat)) + " has the highest and starts"
		}
		if c.pair != s.pair && !s.b.barricades {
			text += "the opposing wall on the start square goes back to its bases; "
		}
		if c.nmoves == 0 {
			return text + "no piece of seat " + strconv.Itoa(int(c.seat)) + " can move " + strconv.Itoa(int(cm.face)) + ": the throw is forfeited"
		}
		return text + "seat " + strconv.Itoa(int(c.seat)) + " moves with " + strconv.Itoa(int(cm.face))
	case Pass:
		return text + "the throw of " + strconv.Itoa(int(s.roll)) + " is forfeited; " + c.nextWords()
	}
	if s.b.blind.on {
		return text + s.describeFigureMove(cm, &c)
	}
	out := text + seat + "'s piece moves from " + placeName(cm.from) + " to " + placeName(cm.to)
	if cm.from == spotBase {
		out = text + "a piece of " + seat + " enters on " + placeName(cm.to)
	}
	switch {
	case cm.victim() != 0:
		out += ", capturing one of seat " + strconv.Itoa(int(cm.victim()-1)) + "'s pieces there"
	case s.b.barricades && cm.to < crossSquares && s.sq[cm.to] == s.seat+1:
		out += ", forming a barricade"
	case s.b.teams == TeamsWalls && cm.to < crossSquares && s.joins(s.seat, cm.to):
		out += ", forming a wall with the partner's piece"
	case s.captures(cm) && s.b.refugees && isRefugee(s.sq[cm.to]):
		out += ", capturing the refugee there, which becomes seat " + strconv.Itoa(int(s.seat)) + "'s"
	case s.captures(cm) && s.b.refugees:
		out += ", capturing seat " + strconv.Itoa(int(s.sq[cm.to]-1)) + "'s piece there"
	case s.captures(cm) && s.b.hunt:
		out += ", catching the Furter there: both leave the game"
	case s.captures(cm):
		out += ", capturing seat " + strconv.Itoa(int(s.sq[cm.to]-1)) + "'s piece there"
	}
	if s.b.huff && !s.captures(cm) {
		if p := s.couldHaveCaptured(); p >= 0 {
			out += "; the piece on " + placeName(s.place(s.seat, p)) + " could have captured and goes back to the base"
		}
	}
	if c.finished(s.seat) {
		out += "; " + seat + " has every piece home, place " + strconv.Itoa(int(c.nplaced))
	}
	return out + "; " + c.nextWords()
}

// nextWords says who throws next in s, a state after a move.
func (s *CrossState) nextWords() string {
	seat := "seat " + strconv.Itoa(int(s.seat))
	switch {
	case s.phase == PhaseOver:
		return "the game is over"
	case s.phase == PhaseOpening:
		return seat + " throws next in the opening"
	case s.phase == PhaseAgain:
		return seat + " throws again after the 6"
	case s.phase == PhaseThrow && s.tries > 0:
		return seat + " throws again (throw " + strconv.Itoa(int(s.tries)+1) + " of three, having no piece to move but by entering)"
	}
	return seat + " throws next"
}
