package dicegames

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Scoring is the scorer of the single-throw engine: what a turn's throws
// are worth.
type Scoring uint8

// The scorers of SingleRules.
const (
	Sparrow      Scoring = iota // Holý vrabec: one die thrown for the left neighbour, who scores the face; the sparrow face costs the thrower a point instead
	Hearts                      // Hearts Due: six dice, the run from 1 scores 5 per face (35 for all six); three 1s wipe the total
	Straight                    // Straight Shooter: six dice, runs from 1-2 score 5, 10, 15, 20, 25; three 1s wipe the total
	Spot                        // Round the Spot: three throws of three dice, 1, 3 and 5 score 1, 2 and 4; an even triple is an extra throw that toggles doubling
	Rotation                    // Chicago: two dice; in round r (1..11) a sum of r+1 scores r+1
	TowerSum                    // Věž: two dice under the cup and one blown off, the sum; the round's lowest gets a stroke
	TowerProduct                // Věž: (sum under the cup) × the blown die; the round's lowest gets a stroke
	HeavenHell                  // Nebe a peklo (placeholder): two dice; the top faces score for the thrower, the bottom faces (7 − top) for the left neighbour
)

var scoringNames = []string{"sparrow", "hearts", "straight", "spot", "rotation", "tower-sum", "tower-product", "heaven-hell"}

// String returns the value's name.
func (s Scoring) String() string { return board.ChoiceName(s, scoringNames) }

// MarshalText returns the value's name (board.Choice).
func (s Scoring) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a value by its name.
func (s *Scoring) UnmarshalText(b []byte) error { return board.ParseChoice(s, scoringNames, b) }

// Choices lists the scorers.
func (Scoring) Choices() []string { return scoringNames }

// SingleRules are the rules of the single-throw engine: turns of throws
// with no decision, scored by a table, over the match's rounds or to its
// target.
type SingleRules struct {
	// Scoring is the scorer.
	Scoring Scoring `rule:"the scorer: sparrow, hearts, straight, spot, rotation, tower-sum, tower-product or heaven-hell"`
	// SparrowFace is the face that scores nothing (Sparrow; 5 is the
	// feathered sparrow).
	SparrowFace int `rule:"the sparrow face of Holý vrabec (1, or 5 for the feathered sparrow)" range:"1..6"`
	// SixRun is what the run 1-6 scores with Hearts (35, or 30).
	SixRun int   `rule:"what the run 1-2-3-4-5-6 scores in Hearts Due (35 or 30)" range:"0..100"`
	Match  Match `rule:"the match"` // how turns make a game
}

type singleGame struct{ r SingleRules }

// tower reports whether the scorer is one of Věž's, where the round's
// lowest score gets a stroke.
func (r SingleRules) tower() bool { return r.Scoring == TowerSum || r.Scoring == TowerProduct }

// NewSingleGame returns a game of the single-throw engine.
func NewSingleGame(names board.Names, r SingleRules) (*Game, error) {
	if err := r.Match.check(); err != nil {
		return nil, err
	}
	if r.Scoring > HeavenHell || r.SparrowFace < 1 || r.SparrowFace > 6 {
		return nil, fmt.Errorf("dicegames: %s: a scorer and a sparrow face 1..6", names.ID)
	}
	low := r.Scoring == Sparrow || r.tower()
	throwsPerTurn := map[Scoring]int{Spot: 12, TowerSum: 2, TowerProduct: 2}[r.Scoring]
	return newGame(names, &singleGame{r}, gameSpec{players: [2]int{2, 8}, match: r.Match, low: low,
		maxPlies: func(n int) int {
			rounds := r.Match.Rounds
			if rounds == 0 {
				rounds = 400 // a race to the target: far more rounds than random play needs
			}
			return rounds*n*max(1, throwsPerTurn) + 200
		}})
}

func (e *singleGame) rules() any { return e.r }
func (e *singleGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewSingleGame)
}
func (e *singleGame) setup(g *Game, p *Position) {}

// dice returns the number of dice of the next throw.
func (e *singleGame) dice(p *Position) int {
	switch e.r.Scoring {
	case Sparrow:
		return 1
	case Hearts, Straight:
		return 6
	case Spot:
		return 3
	case Rotation, HeavenHell:
		return 2
	}
	if p.Throws == 0 {
		return 2 // the two dice under the cup
	}
	return 1 // the die blown off the rim
}

func (e *singleGame) begin(g *Game, p *Position) { p.Phase, p.Need = PhaseThrow, int8(e.dice(p)) }

func (e *singleGame) throw(g *Game, p *Position, t Throw) {
	me := p.Turn
	p.Dice = t
	switch e.r.Scoring {
	case Sparrow:
		if t.Has(e.r.SparrowFace) {
			p.Score[me]--
		} else {
			p.Score[p.Left(int(me))] += int16(t.Sum())
		}
	case Hearts, Straight:
		if t.Count(1) >= 3 {
			p.Score[me] = 0
		} else {
			p.Score[me] += int16(e.runScore(t))
		}
	case Spot:
		if t.IsDouble() && t.Max()%2 == 0 {
			p.Flag++
		} else {
			for f := 1; f <= 6; f++ {
				p.TurnScore += int16(t.Count(f) * CentreSpotValue(f))
			}
		}
		if int(p.Throws)-int(p.Flag) < 3 {
			p.Need = 3
			return
		}
		p.Score[me] += p.TurnScore << (p.Flag & 1)
	case HeavenHell:
		p.Score[me] += int16(t.Sum())
		p.Score[p.Left(int(me))] += int16(7*t.Len() - t.Sum())
	case Rotation:
		if target := int(p.Round) + 2; t.Sum() == target {
			p.Score[me] += int16(target)
		}
	case TowerSum, TowerProduct:
		if p.Throws == 1 {
			p.Kept, p.Need = t, 1
			return
		}
		v := p.Kept.Sum() + t.Sum()
		if e.r.Scoring == TowerProduct {
			v = p.Kept.Sum() * t.Sum()
		}
		p.Last[me] = int16(v)
	}
	g.endTurn(p)
}

// runScore is the Hearts and Straight Shooter table of the run from 1.
func (e *singleGame) runScore(t Throw) int {
	run := t.RunFromOne()
	if e.r.Scoring == Straight {
		if run < 2 {
			return 0
		}
		return 5 * (run - 1)
	}
	if run == 6 {
		return e.r.SixRun
	}
	return 5 * run
}

func (e *singleGame) moves(g *Game, p *Position, buf []Move) []Move { return buf }
func (e *singleGame) decide(g *Game, p *Position, m Move)           {}

// roundEnd gives the tower games' stroke to the round's lowest score
// (every tied lowest seat gets one).
func (e *singleGame) roundEnd(g *Game, p *Position) bool {
	if !e.r.tower() {
		return false
	}
	low := int16(1 << 14)
	for i := range int(p.N) {
		low = min(low, p.Last[i])
	}
	for i := range int(p.N) {
		if p.Last[i] == low {
			p.Score[i]++
		}
	}
	return false
}

func (e *singleGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseDecide {
		return fmt.Errorf("the game has no decisions")
	}
	if p.Phase == PhaseThrow && int(p.Need) != e.dice(p) {
		return fmt.Errorf("the next throw is of %d dice", e.dice(p))
	}
	return nil
}

func (e *singleGame) draw(g *Game, p *Position, pic *board.Picture) {}
