package dicegames

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
)

// maxchenOrder is the ranking of the throws of two dice in Mäxchen, lowest
// first: the higher face is the tens, the lower the units; the doubles
// beat every mixed throw, and 21 (Mäxchen) beats everything.
var maxchenOrder = [21]int{31, 32, 41, 42, 43, 51, 52, 53, 54, 61, 62, 63, 64, 65, 11, 22, 33, 44, 55, 66, 21}

// Maxchen is the value of Mäxchen, the highest throw.
const Maxchen = 21

// MaxchenValue returns the Mäxchen value of a throw of two dice: the
// higher face as tens, the lower as units (3-1 is 31, 1-2 is 21).
func MaxchenValue(t Throw) int { return 10*t.Max() + t.Min() }

// MaxchenRank returns the rank of a Mäxchen value, 0 for 31 up to 20 for
// Mäxchen (21), or -1 for a number that is no throw of two dice.
func MaxchenRank(value int) int {
	for i, v := range maxchenOrder {
		if v == value {
			return i
		}
	}
	return -1
}

// ClaimRules are the rules of the Claim engine (Mäxchen): the throw under
// the cup is seen by the thrower only; he passes it on with a claim that
// must beat the previous one; the next seat doubts (the cup is lifted) or
// believes (throws under the cup and claims higher).
type ClaimRules struct {
	// Lives each seat starts with.
	Lives int `rule:"lives each seat starts with" range:"1..20"`
	// MaxchenCostsTwo makes a doubted true Mäxchen cost the doubter two
	// lives.
	MaxchenCostsTwo bool `rule:"a doubted true Mäxchen costs the doubter two lives"`
}

type claimGame struct{ r ClaimRules }

// NewClaimGame returns a game of the Claim engine.
func NewClaimGame(names board.Names, r ClaimRules) (*Game, error) {
	if r.Lives < 1 {
		return nil, fmt.Errorf("dicegames: %s: at least one life", names.ID)
	}
	return newGame(names, &claimGame{r}, gameSpec{players: [2]int{2, 8}, match: Match{Ties: Share},
		maxPlies: func(n int) int { return n * r.Lives * 3 * 22 }})
}

func (e *claimGame) rules() any { return e.r }
func (e *claimGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewClaimGame)
}

func (e *claimGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Score[i] = int16(e.r.Lives)
	}
}

// begin starts a round: no claim, the cup empty, the seat throws.
func (e *claimGame) begin(g *Game, p *Position) { p.Phase, p.Need, p.Total = PhaseThrow, 2, 0 }

// The Flag of a claim position is 1 + the seat that saw the dice under the
// cup, 0 when there are none.
func (e *claimGame) secret(p *Position, q int) bool {
	return p.Dice.Len() > 0 && int(p.Flag)-1 != q && p.Phase != PhaseOver
}

func (e *claimGame) mask(p *Position, q int) {
	if e.secret(p, q) {
		p.Dice = Throw{}
	}
}

func (e *claimGame) redraw(p *Position, q int, r *rand.Rand) {
	if e.secret(p, q) {
		p.Dice = MustThrow(1+r.IntN(6), 1+r.IntN(6))
	}
}

func (e *claimGame) throw(g *Game, p *Position, t Throw) {
	p.Dice, p.Flag, p.Phase = t, p.Turn+1, PhaseDecide
}

// claiming reports whether the seat to decide holds the dice it threw and
// is to claim (rather than to doubt or believe a claim).
func claiming(p *Position) bool { return int(p.Flag)-1 == int(p.Turn) }

func (e *claimGame) moves(g *Game, p *Position, buf []Move) []Move {
	if claiming(p) {
		for _, v := range maxchenOrder[MaxchenRank(int(p.Total))+1:] {
			buf = append(buf, Move{Kind: KindClaim, N: int16(v)})
		}
		return buf
	}
	buf = append(buf, Move{Kind: KindDoubt})
	if p.Total != Maxchen {
		buf = append(buf, Move{Kind: KindBelieve})
	}
	return buf
}

func (e *claimGame) decide(g *Game, p *Position, m Move) {
	switch m.Kind {
	case KindClaim:
		p.Total = m.N
		p.Turn = int8(p.Next(int(p.Turn)))
	case KindBelieve:
		p.Phase, p.Need = PhaseThrow, 2
	case KindDoubt:
		claimant := int(p.Flag) - 1
		loser, lives := int(p.Turn), int16(1)
		if MaxchenRank(MaxchenValue(p.Dice)) < MaxchenRank(int(p.Total)) {
			loser = claimant
		} else if p.Total == Maxchen && e.r.MaxchenCostsTwo {
			lives = 2
		}
		p.Score[loser] = max(0, p.Score[loser]-lives)
		p.Dice, p.Flag, p.Total = Throw{}, 0, 0
		if p.Score[loser] == 0 {
			p.Eliminate(loser)
			if lastStanding(p) {
				p.End = endLives
				return
			}
			loser = p.Next(loser)
		}
		p.Turn, p.Opener = int8(loser), int8(loser)
		g.begin(p)
	}
}

func (e *claimGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *claimGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver {
		return nil
	}
	holder := int(p.Flag) - 1
	switch {
	case p.Phase == PhaseThrowOff, p.Phase == PhaseThrow && p.Need != 2:
		return fmt.Errorf("a throw is of the two dice under the cup")
	case p.Total != 0 && MaxchenRank(int(p.Total)) < 0:
		return fmt.Errorf("claim %d is no throw of two dice", p.Total)
	case p.Phase == PhaseDecide && (p.Dice.Len() != 2 || holder < 0 || holder >= int(p.N) || !p.In(holder)):
		return fmt.Errorf("a decision needs the two dice under the cup and the seat that saw them")
	case p.Phase == PhaseDecide && !claiming(p) && p.Total == 0:
		return fmt.Errorf("a seat doubts or believes a claim")
	case p.Phase == PhaseDecide && claiming(p) && p.Total == Maxchen:
		return fmt.Errorf("nothing beats Mäxchen")
	}
	for i := range int(p.N) {
		if p.In(i) != (p.Score[i] > 0) || p.Score[i] > int16(e.r.Lives) {
			return fmt.Errorf("seat %d has %d lives", i, p.Score[i])
		}
	}
	return nil
}

func (e *claimGame) draw(g *Game, p *Position, pic *board.Picture) {
	pic.Counters = append(pic.Counters, board.Counter{Name: "claim", Value: fmt.Sprint(p.Total)})
}

// MeierRules are the rules of Rodina Maierova, open Meier: each seat
// throws two dice openly up to the opener's number of throws, keeping the
// last; the round's lowest throw (Mäxchen ranking) loses a life, and a
// Meier (21) costs every other seat a life.
type MeierRules struct {
	// Lives each seat starts with.
	Lives int `rule:"lives each seat starts with" range:"1..20"`
	// Throws is the most throws of the opener, who fixes the limit for the
	// round.
	Throws int `rule:"the most throws of a turn; the opener's count is the limit of the round" range:"1..6"`
}

type meierGame struct{ r MeierRules }

// NewMeierGame returns a game of open Meier.
func NewMeierGame(names board.Names, r MeierRules) (*Game, error) {
	if r.Lives < 1 || r.Throws < 1 {
		return nil, fmt.Errorf("dicegames: %s: at least one life and one throw", names.ID)
	}
	return newGame(names, &meierGame{r}, gameSpec{players: [2]int{2, 8}, match: Match{Ties: Share},
		maxPlies: func(n int) int { return n * n * r.Lives * r.Throws * 2 * 2 }})
}

func (e *meierGame) rules() any { return e.r }
func (e *meierGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewMeierGame)
}

func (e *meierGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Score[i] = int16(e.r.Lives)
	}
}

func (e *meierGame) begin(g *Game, p *Position) {
	p.Phase, p.Need = PhaseThrow, 2
	if p.Done == 0 {
		p.Total = int16(e.r.Throws) // the opener's limit until he stops
	}
}

func (e *meierGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	p.Last[p.Turn] = int16(MaxchenRank(MaxchenValue(t)))
	if MaxchenValue(t) == Maxchen || p.Throws >= p.Total {
		e.stop(g, p)
		return
	}
	p.Phase = PhaseDecide
}

// stop ends the turn on its last throw; the opener's count becomes the
// round's limit, and a Meier ends the round.
func (e *meierGame) stop(g *Game, p *Position) {
	if p.Turn == p.Opener {
		p.Total = int16(p.Throws)
	}
	if int(p.Last[p.Turn]) == MaxchenRank(Maxchen) {
		p.Done = activeMask(p) &^ (1 << p.Turn)
	}
	g.endTurn(p)
}

func (e *meierGame) moves(g *Game, p *Position, buf []Move) []Move {
	return append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll})
}

func (e *meierGame) decide(g *Game, p *Position, m Move) {
	if m.Kind == KindRoll {
		p.Phase = PhaseThrow
		return
	}
	e.stop(g, p)
}

// roundEnd takes the lives: a Meier costs every other seat one, otherwise
// the lowest throw loses one (of equal throws, the later one). The loser
// opens the next round.
func (e *meierGame) roundEnd(g *Game, p *Position) bool {
	meier, loser := -1, -1
	for k := range int(p.N) {
		i := (int(p.Opener) + k) % int(p.N)
		if !p.In(i) {
			continue
		}
		if int(p.Last[i]) == MaxchenRank(Maxchen) {
			meier = i
		}
		if loser < 0 || p.Last[i] <= p.Last[loser] {
			loser = i
		}
	}
	for i := range int(p.N) {
		if p.In(i) && (meier >= 0 && i != meier || meier < 0 && i == loser) {
			if p.Score[i]--; p.Score[i] == 0 {
				p.Eliminate(i)
			}
		}
		p.Last[i] = 0
	}
	if meier >= 0 {
		loser = meier
	}
	p.Opener = int8(loser)
	if lastStanding(p) {
		p.End = endLives
		return true
	}
	return false
}

func (e *meierGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver {
		return nil
	}
	if p.Phase == PhaseThrowOff || p.Phase == PhaseThrow && p.Need != 2 || p.Total < 1 || p.Total > int16(e.r.Throws) ||
		p.Throws >= p.Total && p.Phase == PhaseDecide || p.Phase == PhaseDecide && p.Dice.Len() != 2 {
		return fmt.Errorf("the throws of the turn do not fit the limit of %d", p.Total)
	}
	for i := range int(p.N) {
		if p.In(i) != (p.Score[i] > 0) || p.Score[i] > int16(e.r.Lives) || p.Last[i] < 0 || p.Last[i] > 20 {
			return fmt.Errorf("seat %d has %d lives and throw rank %d", i, p.Score[i], p.Last[i])
		}
	}
	return nil
}

func (e *meierGame) draw(g *Game, p *Position, pic *board.Picture) {}
