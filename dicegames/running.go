package dicegames

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// RunningMode is the form of the RunningTotal engine.
type RunningMode uint8

// The forms of RunningRules.
const (
	SharedTotal RunningMode = iota // Šestnáct smrt: throw and add to the shared total, pass it on; reaching the limit costs a chip and starts it again
	NamedLimit                     // Hod smrti: a named limit; one throw each onto the shared total; whoever reaches it is out
	Seesaw                         // Houpačka: each seat's marker goes up by an even face and down by an odd one; ±10 exactly wins
	Individual                     // Šestnáct smrt's individual form: each seat throws for its own total and stops; reaching the limit is dead; the dead, else the lowest, pay a chip
	TargetRace                     // Cíl (placeholder): a thrown two-digit target; each seat adds its throws, a throw past the target does not count, the target exactly wins
)

var runningNames = []string{"shared", "named-limit", "seesaw", "individual", "target"}

// String returns the value's name.
func (r RunningMode) String() string { return board.ChoiceName(r, runningNames) }

// MarshalText returns the value's name (board.Choice).
func (r RunningMode) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a value by its name.
func (r *RunningMode) UnmarshalText(b []byte) error { return board.ParseChoice(r, runningNames, b) }

// Choices lists the forms.
func (RunningMode) Choices() []string { return runningNames }

// RunningRules are the rules of the RunningTotal engine: a counter that
// every throw moves, a threshold, a penalty and a reset.
type RunningRules struct {
	// Mode is the form.
	Mode RunningMode `rule:"the form: shared (Šestnáct smrt), named-limit (Hod smrti), seesaw (Houpačka), individual (Šestnáct smrt's own totals) or target (Cíl)"`
	// Dice is the number of dice of a throw.
	Dice int `rule:"dice per throw" range:"1..2"`
	// Limit is the total that kills (shared) or the marker that wins
	// (seesaw, ±Limit).
	Limit int `rule:"shared: the total that kills; seesaw: the marker (±) that wins" range:"2..99"`
	// Chips each seat starts with: in the shared form a death costs one
	// and the first seat without chips loses; in the named-limit form they
	// pay the Fine.
	Chips int `rule:"chips each seat starts with (shared: a death pays one into the pot, the first seat without chips loses; named-limit: for the Fine)" range:"0..50"`
	// Fine is what reaching a named limit costs in chips (named-limit
	// with Chips): the seat pays it into the kitty and is out only without
	// chips; the last seat in takes the kitty. 0 puts the seat out at once.
	Fine int `rule:"named-limit: the chips reaching the limit costs (paid into the kitty; out without chips, the last seat in takes the kitty); 0: out at once" range:"0..20"`
	// Deaths ends the game after this many deaths (shared, individual):
	// the most chips win. 0 plays until a seat has no chips.
	Deaths int `rule:"shared and individual: the game ends after this many deaths and the most chips win (0: until a seat has no chips)" range:"0..100"`
	// PassAt9 forces a pass on a total of exactly 9 (shared).
	PassAt9 bool `rule:"shared: a total of exactly 9 forces a pass"`
	// ThrowAt10 forces another throw on a total of exactly 10 (shared).
	ThrowAt10 bool `rule:"shared: a total of exactly 10 forces another throw"`
	// FourthThrow forces a fourth throw after three in a turn (shared).
	FourthThrow bool `rule:"shared: a seat that has thrown three times in the turn must throw a fourth time"`
}

type runningGame struct{ r RunningRules }

// The limits a seat may name in the named-limit form.
const minNamedLimit, maxNamedLimit = 10, 29

// NewRunningGame returns a game of the RunningTotal engine.
func NewRunningGame(names board.Names, r RunningRules) (*Game, error) {
	switch {
	case r.Dice < 1 || r.Dice > 2 || r.Mode > TargetRace:
		return nil, fmt.Errorf("dicegames: %s: 1 or 2 dice", names.ID)
	case (r.Mode == SharedTotal || r.Mode == Individual) && (r.Chips < 1 || r.Limit < 2):
		return nil, board.BadOption("Chips", "the shared and individual forms need chips")
	case r.Deaths > 0 && r.Mode != SharedTotal && r.Mode != Individual:
		return nil, board.BadOption("Deaths", "deaths are counted in the shared and individual forms")
	case r.Mode != SharedTotal && (r.PassAt9 || r.ThrowAt10 || r.FourthThrow):
		return nil, board.BadOption("PassAt9", "the forced moves are rules of the shared total")
	case r.Mode == NamedLimit && (r.Fine > 0) != (r.Chips > 0):
		return nil, board.BadOption("Fine", "the chip form needs both chips and a fine")
	case r.Mode == Seesaw && (r.Dice != 1 || r.Limit < 2):
		return nil, board.BadOption("Dice", "the seesaw is played with one die")
	case r.Mode == TargetRace && r.Dice != 2:
		return nil, board.BadOption("Dice", "the target race is played with two dice")
	}
	players := [2]int{2, 8}
	if r.Mode == NamedLimit {
		players[0] = 3
	}
	return newGame(names, &runningGame{r}, gameSpec{players: players, match: Match{Ties: Share},
		maxPlies: func(n int) int {
			switch r.Mode {
			case SharedTotal:
				return n*r.Chips*2*(r.Limit+2) + 10
			case Individual: // each round costs a chip; a turn is at most Limit throws and stops
				return n*r.Chips*n*2*(r.Limit+1) + 10
			}
			return 20000 * n
		}})
}

func (e *runningGame) rules() any { return e.r }
func (e *runningGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewRunningGame)
}

func (e *runningGame) setup(g *Game, p *Position) {
	if e.r.Chips > 0 {
		for i := range int(p.N) {
			p.Stack[i] = int16(e.r.Chips)
			p.Score[i] = p.Stack[i]
		}
	}
}

func (e *runningGame) begin(g *Game, p *Position) {
	p.Phase, p.Need = PhaseThrow, int8(e.dice(p))
	if e.r.Mode == NamedLimit && p.Limit == 0 {
		p.Phase = PhaseDecide
	}
}

// pass hands the die (and the total) to the next seat in the game.
func (e *runningGame) pass(g *Game, p *Position) {
	p.Turn = int8(p.Next(int(p.Turn)))
	g.begin(p)
}

func (e *runningGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	me := int(p.Turn)
	switch e.r.Mode {
	case Seesaw:
		v := int(p.Score[me])
		if f := t.Sum(); f%2 == 0 {
			v += f
		} else {
			v -= f
		}
		if v >= -e.r.Limit && v <= e.r.Limit {
			p.Score[me] = int16(v)
		}
		if v == e.r.Limit || v == -e.r.Limit {
			over(p, 1<<me, endTarget)
			return
		}
		e.pass(g, p)
	case NamedLimit:
		if p.Total += int16(t.Sum()); p.Total < p.Limit {
			e.pass(g, p)
			return
		}
		p.Total, p.Limit = 0, 0
		if e.r.Fine > 0 {
			p.Transfer(SeatAccount(me), Pot, e.r.Fine, Clamp)
			p.Score[me] = p.Stack[me]
		}
		if e.r.Fine == 0 || p.Stack[me] == 0 {
			p.Eliminate(me)
		}
		if w := p.Survivor(); w >= 0 {
			p.Transfer(Pot, SeatAccount(w), p.Chips(Pot), Exact)
			p.Score[w] = p.Stack[w]
		}
		if !lastStanding(p) {
			e.pass(g, p) // the left neighbour of the fallen names the next limit
		}
	case SharedTotal:
		e.sharedThrow(g, p, t)
	case Individual:
		if p.TurnScore += int16(t.Sum()); int(p.TurnScore) >= e.r.Limit {
			p.Last[me] = p.TurnScore // dead
			g.endTurn(p)
			return
		}
		p.Phase = PhaseDecide
	case TargetRace:
		e.raceThrow(g, p, t)
	}
}

func (e *runningGame) sharedThrow(g *Game, p *Position, t Throw) {
	me := int(p.Turn)
	p.Total += int16(t.Sum())
	switch {
	case int(p.Total) >= e.r.Limit:
		p.Transfer(SeatAccount(me), Pot, 1, Clamp)
		p.Score[me] = p.Stack[me]
		p.Total = 0
		if p.Stack[me] == 0 {
			over(p, activeMask(p)&^(1<<me), endFirstOut)
			return
		}
		if e.deathsReached(p) {
			g.finish(p, endRounds)
			return
		}
		g.begin(p) // the dead seat starts again
	case e.r.PassAt9 && p.Total == 9:
		e.pass(g, p)
	case e.r.ThrowAt10 && p.Total == 10, e.r.FourthThrow && p.Throws == 3:
		p.Need = int8(e.r.Dice)
	default:
		p.Phase = PhaseDecide
	}
}

func (e *runningGame) moves(g *Game, p *Position, buf []Move) []Move {
	if e.r.Mode == NamedLimit {
		for v := minNamedLimit; v <= maxNamedLimit; v++ {
			buf = append(buf, Move{Kind: KindClaim, N: int16(v)})
		}
		return buf
	}
	return append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll})
}

func (e *runningGame) decide(g *Game, p *Position, m Move) {
	switch m.Kind {
	case KindClaim:
		p.Limit = m.N
		e.pass(g, p)
	case KindRoll:
		p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
	case KindStop:
		if e.r.Mode == Individual {
			p.Last[p.Turn] = p.TurnScore
			g.endTurn(p)
			return
		}
		e.pass(g, p)
	}
}

// roundEnd settles a round of the individual form: the dead seats, or
// when nobody died the lowest totals, pay a chip into the pot; the first
// of them from the opener opens the next round. A seat that paid its last
// chip ends the game: the seats with chips win (all share when nobody has
// any).
func (e *runningGame) roundEnd(g *Game, p *Position) bool {
	if e.r.Mode != Individual {
		return false
	}
	var dead, lowest uint8
	low := int16(1 << 14)
	for i := range int(p.N) {
		switch v := p.Last[i]; {
		case int(v) >= e.r.Limit:
			dead |= 1 << i
		case v < low:
			lowest, low = 1<<i, v
		case v == low:
			lowest |= 1 << i
		}
	}
	losers := dead
	if losers == 0 {
		losers = lowest
	}
	var broke uint8
	first := -1
	for k := range int(p.N) {
		i := (int(p.Opener) + k) % int(p.N)
		if losers&(1<<i) == 0 {
			continue
		}
		if first < 0 {
			first = i
		}
		p.Transfer(SeatAccount(i), Pot, 1, Clamp)
		p.Score[i] = p.Stack[i]
		if p.Stack[i] == 0 {
			broke |= 1 << i
		}
	}
	p.Last = [MaxSeats]int16{}
	p.Opener = int8(first)
	switch {
	case broke != 0:
		if winners := activeMask(p) &^ broke; winners != 0 {
			over(p, winners, endFirstOut)
		} else {
			over(p, activeMask(p), endShared)
		}
		return true
	case e.deathsReached(p):
		g.finish(p, endRounds)
		return true
	}
	return false
}

// deathsReached reports whether the agreed deaths are reached: every death
// paid one chip into the pot.
func (e *runningGame) deathsReached(p *Position) bool {
	return e.r.Deaths > 0 && p.Chips(Pot) >= e.r.Deaths
}

// dice returns the dice of the next throw: in the target race a seat
// within 6 of the target throws one die, so that no seat is left short of
// it by a number two dice cannot make.
func (e *runningGame) dice(p *Position) int {
	if e.r.Mode == TargetRace && p.Limit != 0 && p.Limit-p.Score[p.Turn] <= 6 {
		return 1
	}
	return e.r.Dice
}

// raceThrow plays a throw of the target race: the leader's first throw
// names the target, its larger face the tens (3 and 6 are 63).
func (e *runningGame) raceThrow(g *Game, p *Position, t Throw) {
	me := int(p.Turn)
	if p.Limit == 0 {
		p.Limit = int16(10*t.Max() + t.Min())
		g.begin(p) // the leader throws first
		return
	}
	switch v := p.Score[me] + int16(t.Sum()); {
	case v == p.Limit:
		p.Score[me] = v
		over(p, 1<<me, endTarget)
		return
	case v < p.Limit:
		p.Score[me] = v
	}
	e.pass(g, p)
}

func (e *runningGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver {
		return nil
	}
	switch {
	case p.Phase == PhaseThrowOff, p.Phase == PhaseThrow && int(p.Need) != e.dice(p):
		return fmt.Errorf("a throw is of %d dice", e.dice(p))
	case e.r.Mode == TargetRace && (p.Phase != PhaseThrow || p.Limit != 0 && (p.Limit%10 < 1 || p.Limit%10 > p.Limit/10 || p.Limit > 66)):
		return fmt.Errorf("the target is two faces, the larger the tens, and thrown at")
	case e.r.Mode == SharedTotal && (p.Total < 0 || int(p.Total) >= e.r.Limit || p.Phase == PhaseDecide && p.Throws == 0):
		return fmt.Errorf("the total is 0..%d and a seat throws before it passes", e.r.Limit-1)
	case e.r.Mode == NamedLimit && (p.Limit != 0 && (p.Limit < minNamedLimit || p.Limit > maxNamedLimit || p.Total >= p.Limit) ||
		p.Limit == 0 && (p.Total != 0 || p.Phase != PhaseDecide) || p.Limit != 0 && p.Phase != PhaseThrow):
		return fmt.Errorf("a limit %d..%d is named, then thrown at", minNamedLimit, maxNamedLimit)
	case e.r.Mode == Seesaw && p.Phase != PhaseThrow:
		return fmt.Errorf("the seesaw has no decisions")
	case e.r.Mode == Individual && (p.Total != 0 || p.TurnScore < 0 || int(p.TurnScore) >= e.r.Limit ||
		p.Phase == PhaseDecide && p.Throws == 0 || p.Phase == PhaseThrow && p.Throws == 0 && p.TurnScore != 0):
		return fmt.Errorf("the turn total is 0..%d and a seat throws before it stops", e.r.Limit-1)
	}
	for i := range int(p.N) {
		if e.r.Mode == Individual && (p.Last[i] < 0 || int(p.Last[i]) >= e.r.Limit+6*e.r.Dice || p.Done&(1<<i) == 0 && p.Last[i] != 0) {
			return fmt.Errorf("seat %d's total this round is %d", i, p.Last[i])
		}
	}
	for i := range int(p.N) {
		if e.r.Mode == TargetRace && (p.Score[i] < 0 || p.Score[i] >= p.Limit && p.Score[i] != 0) {
			return fmt.Errorf("total %d is not short of the target %d", p.Score[i], p.Limit)
		}
		if e.r.Mode == Seesaw && (p.Score[i] <= int16(-e.r.Limit) || p.Score[i] >= int16(e.r.Limit)) {
			return fmt.Errorf("marker %d is not inside ±%d", p.Score[i], e.r.Limit)
		}
	}
	return nil
}

func (e *runningGame) draw(g *Game, p *Position, pic *board.Picture) {
	pic.Counters = append(pic.Counters, board.Counter{Name: "limit", Value: fmt.Sprint(p.Limit)})
}
