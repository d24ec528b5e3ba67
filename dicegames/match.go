package dicegames

import (
	"math/bits"

	"github.com/rulebook-go/rulebook/board"
)

// TieRule says how tied leaders at the end of a game are settled.
type TieRule uint8

// The tie rules.
const (
	ThrowOff TieRule = iota // the tied seats throw one die each, highest wins, repeat on a tie
	Share                   // the tied seats share the win
)

var tieNames = []string{"throw-off", "share"}

// String returns the rule's name.
func (t TieRule) String() string { return board.ChoiceName(t, tieNames) }

// MarshalText returns the value's name (board.Choice).
func (t TieRule) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a value by its name.
func (t *TieRule) UnmarshalText(b []byte) error { return board.ParseChoice(t, tieNames, b) }

// Choices lists the tie rules.
func (TieRule) Choices() []string { return tieNames }

// Match is the match wrapper's rules: how turns make a game. A round is
// one turn of every seat still in the game, from the opener clockwise.
type Match struct {
	// Rounds is the number of rounds played; 0 plays to Target.
	Rounds int `rule:"the number of rounds played; 0 plays to the target" range:"0..100"`
	// Target is the score that ends the game; 0 for none.
	Target int `rule:"the score that ends the game; 0 for none" range:"0..1000"`
	// FinishRound lets the round end before a seat on the target wins,
	// so that every seat has had as many turns.
	FinishRound bool `rule:"a seat on the target wins only at the end of the round, so that all had equal turns"`
	// Ties settles tied leaders.
	Ties TieRule `rule:"how tied leaders are settled: a throw-off of one die each, or a shared win"`
}

func (m Match) check() error {
	if m.Rounds == 0 && m.Target == 0 {
		return board.BadOption("Rounds", "a game needs a number of rounds or a target")
	}
	return nil
}

// reached reports whether some seat in the game has reached the target
// (from below, also in a game where the lowest score wins: strokes).
func (g *Game) reached(p *Position) bool {
	t := g.match.Target
	if t == 0 {
		return false
	}
	for i := range int(p.N) {
		if p.In(i) && int(p.Score[i]) >= t {
			return true
		}
	}
	return false
}

// activeMask returns the set of the seats in the game.
func activeMask(p *Position) uint8 { return uint8(1<<p.N-1) &^ p.Out }

// endTurn ends the turn of p.Turn: the target and round checks of the
// match wrapper, then the next seat's turn.
func (g *Game) endTurn(p *Position) {
	p.Done |= 1 << p.Turn
	if !g.match.FinishRound && g.reached(p) {
		g.finish(p, endTarget)
		return
	}
	if p.Done&activeMask(p) == activeMask(p) {
		p.Round++
		p.Done = 0
		if g.eng.roundEnd(g, p) {
			return
		}
		switch {
		case g.reached(p):
			g.finish(p, endTarget)
			return
		case g.match.Rounds > 0 && int(p.Round) >= g.match.Rounds:
			g.finish(p, endRounds)
			return
		}
		if !p.In(int(p.Opener)) {
			p.Opener = int8(p.Next(int(p.Opener)))
		}
		p.Turn = p.Opener
		if p.Done&(1<<p.Turn) != 0 { // a play-off of the tied seats only
			p.Turn = int8(nextUndone(p, int(p.Turn)))
		}
	} else {
		p.Turn = int8(nextUndone(p, int(p.Turn)))
	}
	g.begin(p)
}

// nextUndone returns the next seat after q in the game that has not had
// its turn this round: the next seat, except in a play-off that skips the
// seats not in it.
func nextUndone(p *Position, q int) int {
	for range int(p.N) {
		if q = p.Next(q); p.Done&(1<<q) == 0 {
			break
		}
	}
	return q
}

// begin starts the turn of p.Turn.
func (g *Game) begin(p *Position) {
	p.Throws, p.TurnScore, p.Kept, p.Dice, p.Flag = 0, 0, Throw{}, Throw{}, 0
	g.eng.begin(g, p)
}

// finish ends the game on the scores: the best seat in the game wins; tied
// leaders throw off or share, as Match.Ties says.
func (g *Game) finish(p *Position, code uint8) {
	var leaders uint8
	best := 0
	for i := range int(p.N) {
		if !p.In(i) {
			continue
		}
		s := int(p.Score[i])
		if g.low {
			s = -s
		}
		switch {
		case leaders == 0 || s > best:
			leaders, best = 1<<i, s
		case s == best:
			leaders |= 1 << i
		}
	}
	g.settle(p, leaders, code)
}

// settle ends the game with the winners leaders, or starts a throw-off
// among them.
func (g *Game) settle(p *Position, leaders uint8, code uint8) {
	if p.N == 1 && g.low && p.Score[0] > 0 {
		over(p, 0, endBoxOpen) // a game of patience: only a perfect score wins
		return
	}
	if leaders&(leaders-1) == 0 || g.match.Ties == Share {
		if leaders&(leaders-1) != 0 {
			code = endShared
		}
		over(p, leaders, code)
		return
	}
	p.Phase, p.Tie, p.Done, p.Need = PhaseThrowOff, leaders, 0, 1
	p.Turn = int8(bits.TrailingZeros8(leaders))
	p.Last = [MaxSeats]int16{}
}

// throwOff records a tie-break die and moves the throw-off on.
func (g *Game) throwOff(p *Position, face int) {
	p.Last[p.Turn] = int16(face)
	p.Done |= 1 << p.Turn
	if rest := p.Tie &^ p.Done; rest != 0 {
		p.Turn = int8(bits.TrailingZeros8(rest))
		return
	}
	var top uint8
	best := 0
	for s := range int(p.N) {
		if p.Tie&(1<<s) == 0 {
			continue
		}
		switch f := int(p.Last[s]); {
		case f > best:
			top, best = 1<<s, f
		case f == best:
			top |= 1 << s
		}
	}
	p.Done = 0
	if top&(top-1) == 0 {
		over(p, top, endThrowOff)
		if pp, ok := g.eng.(potPayer); ok {
			pp.payWinners(g, p)
		}
		return
	}
	p.Tie = top
	p.Turn = int8(bits.TrailingZeros8(top))
}

// over ends the game.
func over(p *Position, winners uint8, code uint8) {
	p.Phase, p.Won, p.End, p.Need, p.Tie, p.Done = PhaseOver, winners, code, 0, 0, 0
}

// lastStanding ends the game when only one seat is left in it, and
// reports whether it did.
func lastStanding(p *Position) bool {
	if w := p.Survivor(); w >= 0 {
		over(p, 1<<w, endLast)
		return true
	}
	return false
}
