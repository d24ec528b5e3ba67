package dicegames

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// KeepMode is the set-aside rule of the KeepReroll engine.
type KeepMode uint8

// The set-aside rules of KeepRules.
const (
	KeepOne  KeepMode = iota // Going to Boston: each throw sets aside exactly one die, the highest (or lowest), then the rest are thrown
	DropDead                 // Drop Dead: a throw without 2 or 5 scores its sum; the 2s and 5s are removed; until no die is left
	Chain                    // Ship, Captain and Crew: set aside 6, then 5, then 4 within three throws; the other two dice are the crew
)

var keepModeNames = []string{"keep-one", "drop-dead", "chain"}

// String returns the value's name.
func (k KeepMode) String() string { return board.ChoiceName(k, keepModeNames) }

// MarshalText returns the value's name (board.Choice).
func (k KeepMode) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a value by its name.
func (k *KeepMode) UnmarshalText(b []byte) error { return board.ParseChoice(k, keepModeNames, b) }

// Choices lists the set-aside rules.
func (KeepMode) Choices() []string { return keepModeNames }

// Formula is how Going to Boston scores the dice set aside.
type Formula uint8

// The formulas of KeepRules.
const (
	SumKept     Formula = iota // the sum of the kept dice
	Multiply                   // (the kept dice but the last) × the last (Multiplication)
	ProductKept                // the product of the kept dice
)

var formulaNames = []string{"sum", "multiply", "product"}

// String returns the value's name.
func (f Formula) String() string { return board.ChoiceName(f, formulaNames) }

// MarshalText returns the value's name (board.Choice).
func (f Formula) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText reads a value by its name.
func (f *Formula) UnmarshalText(b []byte) error { return board.ParseChoice(f, formulaNames, b) }

// Choices lists the formulas.
func (Formula) Choices() []string { return formulaNames }

// KeepRules are the rules of the KeepReroll engine: throw, set dice
// aside, throw the rest.
type KeepRules struct {
	// Mode is the set-aside rule.
	Mode KeepMode `rule:"the set-aside rule: keep-one (Going to Boston), drop-dead or chain (Ship, Captain and Crew)"`
	// Dice is the number of dice.
	Dice int `rule:"the number of dice (keep-one 3 or 4, drop-dead 1..6, chain 5)" range:"1..6"`
	// Lowest keeps the lowest die instead of the highest, and the lowest
	// score wins the round (keep-one).
	Lowest bool `rule:"keep-one: keep the lowest die, and the lowest score wins the round"`
	// Formula scores the kept dice (keep-one).
	Formula Formula `rule:"keep-one: the score of the kept dice: sum, multiply ((k1+k2)×k3) or product"`
	// RoundWins makes each round's best turn win the round; the match
	// counts rounds won (a tied round has no winner). Otherwise scores add
	// up.
	RoundWins bool `rule:"the best turn of a round wins it and the match counts rounds won (a tied round has no winner)"`
	// Chips makes a pot game (chain): each seat starts with this many
	// chips and antes one a round; the best crew takes the pot. 0 for
	// none.
	Chips int `rule:"chain: chips each seat starts with, one ante a round, the best crew takes the pot (0 for no pot)" range:"0..100"`
	// SingleCrew lets a crew die be thrown again alone (chain): "keep:3"
	// keeps the crew's 3 and throws the other die.
	SingleCrew bool `rule:"chain: a crew die may be thrown again alone (keep:F keeps the crew die F and throws the other)"`
	// TieThrow makes the seats tied on the best crew throw again for the
	// pot, a turn each, until one is best (chain with Chips); otherwise a
	// tie leaves the pot for the next round.
	TieThrow bool  `rule:"chain with chips: the seats tied on the best crew play the round's pot off, a turn each, until one is best (otherwise the pot stays)"`
	Match    Match `rule:"the match"` // how turns make a game
}

type keepGame struct{ r KeepRules }

// NewKeepGame returns a game of the KeepReroll engine.
func NewKeepGame(names board.Names, r KeepRules) (*Game, error) {
	if err := r.Match.check(); err != nil {
		return nil, err
	}
	switch {
	case r.Mode == KeepOne && (r.Dice < 3 || r.Dice > 4),
		r.Mode == Chain && r.Dice != 5,
		r.Mode > Chain, r.Dice < 1 || r.Dice > MaxDice:
		return nil, fmt.Errorf("dicegames: %s: %v plays with %d dice", names.ID, r.Mode, r.Dice)
	case r.Chips > 0 && (r.Mode != Chain || r.Match.Rounds == 0):
		return nil, board.BadOption("Chips", "a pot is played by the chain rule over a number of rounds")
	}
	return newGame(names, &keepGame{r}, gameSpec{players: [2]int{2, 8}, match: r.Match, low: r.Lowest && !r.RoundWins,
		maxPlies: func(n int) int {
			rounds := r.Match.Rounds
			if rounds == 0 {
				rounds = 300
			}
			return rounds*n*40 + 100
		}})
}

func (e *keepGame) rules() any { return e.r }
func (e *keepGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewKeepGame)
}

func (e *keepGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Stack[i] = int16(e.r.Chips)
		p.Score[i] = int16(e.r.Chips)
	}
}

func (e *keepGame) begin(g *Game, p *Position) {
	p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
	if e.r.Chips > 0 && p.Done == 0 && p.Turn == p.Opener && p.Tie == 0 {
		anteRound(p)
	}
}

func (e *keepGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	switch e.r.Mode {
	case KeepOne:
		f := t.Max()
		if e.r.Lowest {
			f = t.Min()
		}
		if p.Need == 1 && e.r.Formula == Multiply {
			p.TurnScore = int16(p.Kept.Sum() * f)
		}
		p.Kept = p.Kept.Add(f)
		if p.Need--; p.Need > 0 {
			return
		}
		switch e.r.Formula {
		case SumKept:
			p.TurnScore = int16(p.Kept.Sum())
		case ProductKept:
			p.TurnScore = int16(p.Kept.Product())
		}
		e.bank(g, p)
	case DropDead:
		if dead := t.Count(2) + t.Count(5); dead > 0 {
			p.Need -= int8(dead)
		} else {
			p.TurnScore += int16(t.Sum())
		}
		if p.Need == 0 {
			e.bank(g, p)
		}
	case Chain:
		e.chainThrow(g, p, t)
	}
}

// chainFaces is the order of Ship, Captain and Mate.
var chainFaces = [3]int{6, 5, 4}

// chainNext returns how many of ship, captain, mate stand in kept.
func chainNext(kept Throw) int {
	n := 0
	for n < 3 && kept.Has(chainFaces[n]) {
		n++
	}
	return n
}

func (e *keepGame) chainThrow(g *Game, p *Position, t Throw) {
	if chainNext(p.Kept) == 3 { // the crew was thrown again, or one of its dice
		if p.Flag != 0 {
			t, p.Flag = t.Add(int(p.Flag)), 0
			p.Dice = t
		}
		p.TurnScore = int16(t.Sum())
		e.crewDecision(g, p)
		return
	}
	if !t.Has(chainFaces[chainNext(p.Kept)]) {
		e.chainMiss(g, p)
		return
	}
	p.Phase = PhaseDecide
}

// chainMiss throws again, or ends the turn without a crew after three.
func (e *keepGame) chainMiss(g *Game, p *Position) {
	if p.Throws >= 3 {
		p.TurnScore = 0
		e.bank(g, p)
		return
	}
	p.Phase, p.Need = PhaseThrow, int8(e.r.Dice-p.Kept.Len())
}

// crewDecision offers a throw of the crew again while throws remain.
func (e *keepGame) crewDecision(g *Game, p *Position) {
	if p.Throws >= 3 {
		e.bank(g, p)
		return
	}
	p.Phase = PhaseDecide
}

// bank records the turn's score and ends the turn.
func (e *keepGame) bank(g *Game, p *Position) {
	if e.r.RoundWins || e.r.Chips > 0 {
		p.Last[p.Turn] = p.TurnScore
	} else {
		p.Score[p.Turn] += p.TurnScore
	}
	g.endTurn(p)
}

func (e *keepGame) moves(g *Game, p *Position, buf []Move) []Move {
	if chainNext(p.Kept) == 3 {
		buf = append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll})
		if e.r.SingleCrew {
			for f := 1; f <= 6; f++ {
				if p.Dice.Has(f) {
					buf = append(buf, Move{Kind: KindKeep, Throw: MustThrow(f)})
				}
			}
		}
		return buf
	}
	buf = append(buf, Move{Kind: KindKeep})
	var k Throw
	for n := chainNext(p.Kept); n < 3 && p.Dice.Has(chainFaces[n]); n++ {
		k = k.Add(chainFaces[n])
		buf = append(buf, Move{Kind: KindKeep, Throw: k})
	}
	return buf
}

func (e *keepGame) decide(g *Game, p *Position, m Move) {
	switch m.Kind {
	case KindStop:
		e.bank(g, p)
	case KindRoll:
		p.Phase, p.Need = PhaseThrow, 2
	case KindKeep:
		if chainNext(p.Kept) == 3 { // one crew die kept, the other thrown
			p.Flag = int8(m.Throw.Max())
			p.Phase, p.Need = PhaseThrow, 1
			return
		}
		p.Kept = p.Kept.Plus(m.Throw)
		if chainNext(p.Kept) == 3 {
			crew, _ := p.Dice.Minus(m.Throw)
			p.Dice = crew
			p.TurnScore = int16(crew.Sum())
			e.crewDecision(g, p)
			return
		}
		e.chainMiss(g, p)
	}
}

func (e *keepGame) roundEnd(g *Game, p *Position) bool {
	switch {
	case e.r.Chips > 0 && e.r.TieThrow && bestTied(p) != 0:
		// The play-off belongs to the round: only the tied seats play, and
		// only their new crews count.
		p.Round--
		p.Tie = bestTied(p)
		p.Done = activeMask(p) &^ p.Tie
		for i := range int(p.N) {
			if p.Tie&(1<<i) == 0 {
				p.Last[i] = 0
			}
		}
	case e.r.Chips > 0:
		p.Tie = 0
		return payRound(p, func(v int) bool { return v > 0 })
	case e.r.RoundWins:
		winRound(p, e.r.Lowest)
	}
	return false
}

// bestTied returns the seats in the game tied on the best crew of the
// round, none when the best is unique or nobody scored.
func bestTied(p *Position) uint8 {
	var best int16
	var seats uint8
	for i := range int(p.N) {
		switch v := p.Last[i]; {
		case !p.In(i) || v <= 0 || v < best:
		case v > best:
			best, seats = v, 1<<i
		default:
			seats |= 1 << i
		}
	}
	if seats&(seats-1) == 0 {
		return 0
	}
	return seats
}

func (e *keepGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseThrowOff || p.Phase == PhaseOver {
		return nil
	}
	if p.Tie != 0 && (!e.r.TieThrow || p.Tie&(p.Tie-1) == 0 || p.Tie&^activeMask(p) != 0 || activeMask(p)&^p.Tie&^p.Done != 0 || p.Tie&(1<<p.Turn) == 0) {
		return fmt.Errorf("tie %b: a play-off of two or more tied seats, the others done", p.Tie)
	}
	switch e.r.Mode {
	case KeepOne:
		if p.Kept.Len()+int(p.Need) != e.r.Dice || p.Phase != PhaseThrow {
			return fmt.Errorf("the kept dice and the dice to throw make %d", e.r.Dice)
		}
	case DropDead:
		if p.Phase != PhaseThrow {
			return fmt.Errorf("drop dead has no decisions")
		}
	case Chain:
		n := chainNext(p.Kept)
		need := e.r.Dice - n
		if p.Flag != 0 {
			need = 1 // a crew die kept, the other thrown
		}
		if p.Kept.Len() != n || p.Throws > 3 || p.Phase == PhaseThrow && int(p.Need) != need {
			return fmt.Errorf("the kept dice are 6, 6-5 or 6-5-4 and the rest are thrown")
		}
		if p.Flag != 0 && (!e.r.SingleCrew || n != 3 || p.Phase != PhaseThrow || p.Flag < 1 || p.Flag > 6) {
			return fmt.Errorf("flag %d: a crew die is kept only while the other is thrown alone", p.Flag)
		}
		if p.Phase == PhaseDecide && (n < 3 && p.Dice.Len()+n != e.r.Dice || n == 3 && (p.Dice.Len() != 2 || p.Throws >= 3)) {
			return fmt.Errorf("the dice on the table do not fit the kept ones")
		}
	}
	return nil
}

func (e *keepGame) draw(g *Game, p *Position, pic *board.Picture) {}
