package dicegames

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Overshoot says what happens when a throw takes a race past its target.
type Overshoot uint8

// The overshoot rules of PushRules.
const (
	Passes  Overshoot = iota // reaching or passing the target wins
	Forfeit                  // the turn total is lost and the turn ends
	Penalty                  // the turn ends and costs 10 points (one past) or 20 (more)
)

var overshootNames = []string{"passes", "forfeit", "penalty"}

// String returns the value's name.
func (o Overshoot) String() string { return board.ChoiceName(o, overshootNames) }

// MarshalText returns the value's name (board.Choice).
func (o Overshoot) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads a value by its name.
func (o *Overshoot) UnmarshalText(b []byte) error { return board.ParseChoice(o, overshootNames, b) }

// Choices lists the overshoot rules.
func (Overshoot) Choices() []string { return overshootNames }

// PushRules are the rules of the PushYourLuck engine: throw as often as
// you like, adding to a turn total; a bust face loses it. With Limit 0 the
// game is a race to Match.Target (Pig); with a Limit it is a round game
// (Macao): each seat has one turn a round, a total past the limit is dead,
// and the total closest to the limit takes the pot.
type PushRules struct {
	// Dice is the number of dice of a throw.
	Dice int `rule:"dice per throw" range:"1..2"`
	// Bust is the face that loses the turn total and ends the turn; 0 for
	// none.
	Bust int `rule:"the face that loses the turn total and ends the turn (0 for none)" range:"0..6"`
	// WipeDouble makes two bust faces in one throw wipe the banked score
	// too.
	WipeDouble bool `rule:"two bust faces in one throw also wipe the banked score"`
	// Overshoot says what passing the race's target does.
	Overshoot Overshoot `rule:"what passing the target does: passes (wins), forfeit (the turn is lost) or penalty (10 points one past, 20 more)"`
	// Limit makes a round game: a turn total past it is dead, the closest
	// below or on it takes the pot; 0 for a race.
	Limit int `rule:"the total not to pass in a round game (Macao 9); 0 for a race to the target" range:"0..50"`
	// MinThrows are compulsory throws at the start of a turn.
	MinThrows int `rule:"compulsory throws at the start of a turn (0 counts as 1)" range:"0..10"`
	// MaxThrows ends the turn after so many throws; 0 for no limit.
	MaxThrows int `rule:"the most throws of a turn (0 for no limit)" range:"0..20"`
	// Chips each seat starts with in a round game; each round costs one.
	Chips int   `rule:"chips each seat starts with in a round game (one ante a round)" range:"0..100"`
	Match Match `rule:"the match"` // how turns make a game
}

type pushGame struct{ r PushRules }

// NewPushGame returns a game of the PushYourLuck engine.
func NewPushGame(names board.Names, r PushRules) (*Game, error) {
	if err := r.Match.check(); err != nil {
		return nil, err
	}
	if r.Dice < 1 || r.Dice > 2 || r.MaxThrows != 0 && r.MaxThrows < max(1, r.MinThrows) {
		return nil, fmt.Errorf("dicegames: %s: 1 or 2 dice, MaxThrows ≥ MinThrows", names.ID)
	}
	if r.Limit > 0 && (r.Match.Rounds == 0 || r.Chips < 1) {
		return nil, board.BadOption("Match.Rounds", "a round game needs a number of rounds and chips")
	}
	if r.Limit == 0 && r.Match.Target == 0 {
		return nil, board.BadOption("Match.Target", "a race needs a target")
	}
	return newGame(names, &pushGame{r}, gameSpec{players: [2]int{2, 8}, match: r.Match, maxPlies: func(n int) int {
		if r.Limit > 0 {
			return r.Match.Rounds*n*(r.Limit+2)*2 + 64
		}
		return 4000 * n
	}})
}

func (e *pushGame) rules() any { return e.r }
func (e *pushGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewPushGame)
}

func (e *pushGame) setup(g *Game, p *Position) {
	if e.r.Limit > 0 {
		for i := range int(p.N) {
			p.Stack[i] = int16(e.r.Chips)
			p.Score[i] = int16(e.r.Chips)
		}
	}
}

func (e *pushGame) begin(g *Game, p *Position) {
	p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
	if e.r.Limit > 0 && p.Done == 0 && p.Turn == p.Opener {
		anteRound(p)
	}
}

func (e *pushGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	if e.r.Bust > 0 && t.Has(e.r.Bust) {
		if e.r.WipeDouble && t.Count(e.r.Bust) >= 2 {
			p.Score[p.Turn] = 0
		}
		p.TurnScore = 0
		if e.r.Limit > 0 {
			p.Last[p.Turn] = int16(e.r.Limit + 1) // dead
		}
		g.endTurn(p)
		return
	}
	p.TurnScore += int16(t.Sum())
	if e.r.Limit > 0 {
		p.Last[p.Turn] = p.TurnScore
		if int(p.TurnScore) > e.r.Limit || e.r.MaxThrows > 0 && int(p.Throws) >= e.r.MaxThrows {
			g.endTurn(p)
			return
		}
	} else if e.race(g, p) {
		return
	} else if e.r.MaxThrows > 0 && int(p.Throws) >= e.r.MaxThrows {
		p.Score[p.Turn] += p.TurnScore // the last throw of the turn is banked
		g.endTurn(p)
		return
	}
	p.Phase = PhaseDecide
	if int(p.Throws) < max(1, e.r.MinThrows) {
		p.Phase = PhaseThrow
	}
}

// race applies the target rules of a race after a throw and reports
// whether the turn ended.
func (e *pushGame) race(g *Game, p *Position) bool {
	t := g.match.Target
	switch banked := int(p.Score[p.Turn] + p.TurnScore); {
	case banked == t || banked > t && e.r.Overshoot == Passes:
		p.Score[p.Turn] += p.TurnScore
	case banked > t && e.r.Overshoot == Forfeit:
		p.TurnScore = 0
	case banked > t:
		fine := int16(20)
		if banked == t+1 {
			fine = 10
		}
		p.Score[p.Turn] = max(0, p.Score[p.Turn]-fine)
		p.TurnScore = 0
	default:
		return false
	}
	g.endTurn(p)
	return true
}

func (e *pushGame) moves(g *Game, p *Position, buf []Move) []Move {
	return append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll})
}

func (e *pushGame) decide(g *Game, p *Position, m Move) {
	if m.Kind == KindRoll {
		p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
		return
	}
	if e.r.Limit == 0 {
		p.Score[p.Turn] += p.TurnScore
	}
	g.endTurn(p)
}

// roundEnd pays the pot of a round game to the unique best living total
// (a tie leaves it for the next round) and puts out the seats without
// chips.
func (e *pushGame) roundEnd(g *Game, p *Position) bool {
	if e.r.Limit == 0 {
		return false
	}
	return payRound(p, func(v int) bool { return v <= e.r.Limit })
}

func (e *pushGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseThrow && int(p.Need) != e.r.Dice || p.Phase == PhaseThrowOff && p.Need != 1 {
		return fmt.Errorf("a throw here is of %d dice", e.r.Dice)
	}
	if p.Phase == PhaseDecide && e.r.MaxThrows > 0 && int(p.Throws) >= e.r.MaxThrows {
		return fmt.Errorf("the turn ends after %d throws", e.r.MaxThrows)
	}
	return nil
}

func (e *pushGame) draw(g *Game, p *Position, pic *board.Picture) {}
