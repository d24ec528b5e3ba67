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
	// BlindPass lets the seat that receives the cup pass it on without
	// looking or throwing, with a claim that beats the last one.
	BlindPass bool `rule:"the blind pass: pass the cup on unseen and unthrown with a higher claim"`
	// SecondThrow lets a seat whose throw does not beat the claim throw
	// once more, unseen ("roll"); it must pass that throw on with a claim.
	SecondThrow bool `rule:"a seat whose throw does not beat the claim may throw again, unseen, and pass that on with a claim"`
	// MaxchenOverMaxchen lets Mäxchen be claimed over Mäxchen: a Mäxchen
	// claim may be believed, and the believer must claim Mäxchen again.
	MaxchenOverMaxchen bool `rule:"Mäxchen may be claimed over Mäxchen (a Mäxchen claim may be believed)"`
	// ExactClaims makes a claim true only when the dice show exactly it;
	// otherwise dice at least as high as the claim make it true
	// (under-claiming is not lying).
	ExactClaims bool `rule:"a claim is true only when the dice show exactly it (otherwise dice at least as high make it true)"`
	// Tally plays a penalty tally instead of lives: every doubt costs its
	// loser a penalty (two for a true Mäxchen with MaxchenCostsTwo), and
	// after this many doubts the fewest penalties win. 0 plays lives.
	Tally int `rule:"a penalty tally instead of lives: after this many doubts the fewest penalties win (0: lives)" range:"0..100"`
}

type claimGame struct{ r ClaimRules }

// NewClaimGame returns a game of the Claim engine.
func NewClaimGame(names board.Names, r ClaimRules) (*Game, error) {
	if r.Lives < 1 {
		return nil, fmt.Errorf("dicegames: %s: at least one life", names.ID)
	}
	doubts := func(n int) int { return n * r.Lives }
	if r.Tally > 0 {
		doubts = func(int) int { return r.Tally }
	}
	return newGame(names, &claimGame{r}, gameSpec{players: [2]int{2, 8}, match: Match{Ties: Share}, low: r.Tally > 0,
		maxPlies: func(n int) int {
			perRound := 3 * 22 // 21 claims up a round, each a throw, a claim and a belief
			if r.MaxchenOverMaxchen {
				perRound = 2000 // Mäxchen over Mäxchen can go on; a round of random play does not go this long
			}
			return doubts(n) * perRound
		}})
}

func (e *claimGame) rules() any { return e.r }
func (e *claimGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewClaimGame)
}

func (e *claimGame) setup(g *Game, p *Position) {
	if e.r.Tally > 0 {
		return // penalties from 0
	}
	for i := range int(p.N) {
		p.Score[i] = int16(e.r.Lives)
	}
}

// begin starts a round: no claim, the cup empty, the seat throws.
func (e *claimGame) begin(g *Game, p *Position) { p.Phase, p.Need, p.Total = PhaseThrow, 2, 0 }

// The Flag of a claim position is 1 + the seat that saw the dice under the
// cup (0 when there are none, or nobody saw them: a second throw), plus
// claimFlag while the seat to decide holds the cup it threw and is to
// claim, plus unseenFlag while the pending throw is the unseen second one.
const (
	seerMask   = 15
	claimFlag  = 16
	unseenFlag = 32
)

// seer returns the seat that saw the dice under the cup, -1 for none.
func seer(p *Position) int { return int(p.Flag&seerMask) - 1 }

func (e *claimGame) secret(p *Position, q int) bool {
	return p.Dice.Len() > 0 && seer(p) != q && p.Phase != PhaseOver
}

// unseen reports whether the pending throw is made without looking: the
// thrower does not see it either.
func (e *claimGame) unseen(p *Position) bool { return p.Phase == PhaseThrow && p.Flag&unseenFlag != 0 }

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
	p.Dice, p.Phase = t, PhaseDecide
	if p.Flag&unseenFlag != 0 {
		p.Flag = claimFlag // nobody saw the second throw
		return
	}
	p.Flag = claimFlag | (p.Turn + 1)
}

// claiming reports whether the seat to decide holds the dice it threw and
// is to claim (rather than to doubt or believe a claim).
func claiming(p *Position) bool { return p.Flag&claimFlag != 0 }

// beats reports whether the value v may be claimed over the claim on the
// table: it ranks higher, or it is Mäxchen over Mäxchen where allowed.
func (e *claimGame) beats(v int, claim int16) bool {
	return MaxchenRank(v) > MaxchenRank(int(claim)) || e.r.MaxchenOverMaxchen && v == Maxchen && claim == Maxchen
}

// appendClaims appends the claims that beat the claim on the table, as
// beats says: the values ranked above it, slicing the order once (a beats
// per value searched the order twice each time and made Mäxchen's
// playouts over twice as slow), and Mäxchen over Mäxchen where allowed.
func (e *claimGame) appendClaims(p *Position, buf []Move) []Move {
	from := MaxchenRank(int(p.Total)) + 1
	if e.r.MaxchenOverMaxchen && p.Total == Maxchen {
		from = len(maxchenOrder) - 1
	}
	for _, v := range maxchenOrder[from:] {
		buf = append(buf, Move{Kind: KindClaim, N: int16(v)})
	}
	return buf
}

func (e *claimGame) moves(g *Game, p *Position, buf []Move) []Move {
	if claiming(p) {
		if e.r.SecondThrow && seer(p) == int(p.Turn) && p.Total != 0 && !e.beats(MaxchenValue(p.Dice), p.Total) {
			buf = append(buf, Move{Kind: KindRoll})
		}
		return e.appendClaims(p, buf)
	}
	buf = append(buf, Move{Kind: KindDoubt})
	if p.Total != Maxchen || e.r.MaxchenOverMaxchen {
		buf = append(buf, Move{Kind: KindBelieve})
	}
	if e.r.BlindPass {
		buf = e.appendClaims(p, buf)
	}
	return buf
}

// claimant returns the seat that made the claim on the table: the seat
// before the one to decide, in the game.
func claimant(p *Position) int {
	q := p.Right(int(p.Turn))
	for !p.In(q) {
		q = p.Right(q)
	}
	return q
}

// truthful reports whether the dice under the cup make the claim true.
func (e *claimGame) truthful(p *Position) bool {
	v := MaxchenValue(p.Dice)
	if e.r.ExactClaims {
		return v == int(p.Total)
	}
	return MaxchenRank(v) >= MaxchenRank(int(p.Total))
}

func (e *claimGame) decide(g *Game, p *Position, m Move) {
	switch m.Kind {
	case KindClaim: // of the cup thrown, or a blind pass
		p.Total = m.N
		p.Flag &^= claimFlag
		p.Turn = int8(p.Next(int(p.Turn)))
	case KindBelieve:
		p.Phase, p.Need = PhaseThrow, 2
	case KindRoll: // the second throw, unseen
		p.Phase, p.Need, p.Flag = PhaseThrow, 2, unseenFlag
	case KindDoubt:
		loser, lives := int(p.Turn), int16(1)
		if !e.truthful(p) {
			loser = claimant(p)
		} else if p.Total == Maxchen && e.r.MaxchenCostsTwo {
			lives = 2
		}
		if e.r.Tally > 0 {
			e.penalty(g, p, loser, lives)
			return
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

// penalty is a doubt's cost in the tally: the loser's penalties grow, the
// doubt ends a round, and after Tally rounds the fewest penalties win.
func (e *claimGame) penalty(g *Game, p *Position, loser int, n int16) {
	p.Score[loser] = min(p.Score[loser]+n, maxScore)
	p.Round++
	if int(p.Round) >= e.r.Tally {
		g.finish(p, endRounds)
		return
	}
	p.Turn, p.Opener = int8(loser), int8(loser)
	g.begin(p)
}

func (e *claimGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *claimGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver {
		return nil
	}
	if err := e.checkCup(p); err != nil {
		return err
	}
	for i := range int(p.N) {
		if e.r.Tally > 0 && (p.Score[i] < 0 || !p.In(i)) || e.r.Tally == 0 && (p.In(i) != (p.Score[i] > 0) || p.Score[i] > int16(e.r.Lives)) {
			return fmt.Errorf("seat %d has %d lives or penalties", i, p.Score[i])
		}
	}
	if e.r.Tally > 0 && int(p.Round) >= e.r.Tally {
		return fmt.Errorf("round %d of a tally of %d", p.Round, e.r.Tally)
	}
	return nil
}

// checkCup checks the cup of a parsed position: its dice, who saw them
// and the claim.
func (e *claimGame) checkCup(p *Position) error {
	who := seer(p)
	switch {
	case p.Phase == PhaseThrowOff, p.Phase == PhaseThrow && p.Need != 2:
		return fmt.Errorf("a throw is of the two dice under the cup")
	case p.Flag < 0 || p.Flag&^(seerMask|claimFlag|unseenFlag) != 0 || who >= int(p.N) || who >= 0 && !p.In(who):
		return fmt.Errorf("flag %d: 1 + a seat in the game, %d to claim, %d for an unseen throw", p.Flag, claimFlag, unseenFlag)
	case p.Total != 0 && MaxchenRank(int(p.Total)) < 0:
		return fmt.Errorf("claim %d is no throw of two dice", p.Total)
	case p.Phase == PhaseThrow && (p.Flag&claimFlag != 0 || p.Flag&unseenFlag != 0 && (!e.r.SecondThrow || p.Total == 0 || who >= 0)):
		return fmt.Errorf("flag %d does not fit a throw", p.Flag)
	case p.Phase != PhaseDecide:
		return nil
	case p.Dice.Len() != 2 || p.Flag&unseenFlag != 0:
		return fmt.Errorf("a decision needs the two dice under the cup")
	case claiming(p) && (who != int(p.Turn) && !(who < 0 && e.r.SecondThrow && p.Total != 0)):
		return fmt.Errorf("seat %d claims a throw it did not make", p.Turn)
	case !claiming(p) && p.Total == 0:
		return fmt.Errorf("a seat doubts or believes a claim")
	case claiming(p) && p.Total == Maxchen && !e.r.MaxchenOverMaxchen:
		return fmt.Errorf("nothing beats Mäxchen")
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
