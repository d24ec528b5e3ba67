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
	Sparrow        Scoring = iota // Holý vrabec: one die thrown for the left neighbour, who scores the face; the sparrow face costs the thrower a point instead
	Hearts                        // Hearts Due: six dice, the run from 1 scores 5 per face (35 for all six); three 1s wipe the total
	Straight                      // Straight Shooter: six dice, runs from 1-2 score 5, 10, 15, 20, 25; three 1s wipe the total
	Spot                          // Round the Spot: three throws of three dice, 1, 3 and 5 score 1, 2 and 4; an even triple is an extra throw that toggles doubling
	Rotation                      // Chicago: two dice; in round r (1..11) a sum of r+1 scores r+1
	TowerSum                      // Věž: two dice under the cup and one blown off, the sum; the round's lowest gets a stroke
	TowerProduct                  // Věž: (sum under the cup) × the blown die; the round's lowest gets a stroke
	SparrowMatches                // Holý vrabec's elimination form with matches: the uncoverer of the sparrow takes a match from the thrower; the first seat without matches wins
	SparrowOut                    // Holý vrabec's elimination form: the uncoverer of the sparrow is out; the last seat in wins
	HeavenHell                    // Nebe a peklo (placeholder): two dice; the top faces score for the thrower, the bottom faces (7 − top) for the left neighbour
)

var scoringNames = []string{"sparrow", "hearts", "straight", "spot", "rotation", "tower-sum", "tower-product", "sparrow-matches", "sparrow-out", "heaven-hell"}

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
	Scoring Scoring `rule:"the scorer: sparrow, hearts, straight, spot, rotation, tower-sum, tower-product, sparrow-matches, sparrow-out or heaven-hell"`
	// SparrowFace is the face that scores nothing (Sparrow; 5 is the
	// feathered sparrow).
	SparrowFace int `rule:"the sparrow face of Holý vrabec (1, or 5 for the feathered sparrow)" range:"1..6"`
	// Matches each seat starts with in the elimination form with matches
	// (sparrow-matches).
	Matches int `rule:"sparrow-matches: the matches each seat starts with (at least 1 in that form)" range:"0..20"`
	// SixRun is what the run 1-6 scores with Hearts (35, or 30).
	SixRun int `rule:"what the run 1-2-3-4-5-6 scores in Hearts Due (35 or 30)" range:"0..100"`
	// EveryRun scores every run of the throw (hearts, straight): the
	// longest run is set aside and the rest scores again, so 1-1-2-3-3-4
	// is 1-2-3-4 and 1.
	EveryRun bool `rule:"hearts and straight: score every run of the throw, not only the longest (1-1-2-3-3-4 is 1-2-3-4 plus 1)"`
	// Bonuses are Hearts Due's optional throws: four or more 1s double the
	// total once the throw is scored (three exactly still wipe it), four
	// or more 6s reset it to 0.
	Bonuses bool `rule:"hearts and straight: four or more 1s double the total once the throw is scored (exactly three still wipe it); four or more 6s reset it to 0"`
	// FreeOrder is Chicago's free order (rotation): a throw scores its
	// sum when the seat's box of that sum (2..12) is still empty, and
	// fills it; a filled box scores nothing. The sheet is full at 77.
	FreeOrder bool  `rule:"rotation: free order; a sum scores once per seat, into its still empty box 2..12 (Match.Rounds=0 Match.Target=77 plays until a sheet is full)"`
	Match     Match `rule:"the match"` // how turns make a game
}

// elimination reports whether the scorer is one of Holý vrabec's
// elimination forms, which end by their own rule.
func (r SingleRules) elimination() bool {
	return r.Scoring == SparrowMatches || r.Scoring == SparrowOut
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
	if r.Scoring == SparrowMatches && r.Matches < 1 {
		return nil, board.BadOption("Matches", "the elimination form with matches needs matches")
	}
	low := r.Scoring == Sparrow || r.Scoring == SparrowMatches || r.tower()
	throwsPerTurn := map[Scoring]int{Spot: 12, TowerSum: 2, TowerProduct: 2}[r.Scoring]
	m := r.Match
	if r.elimination() {
		m.Rounds, m.Target = 0, 0 // the elimination forms end by their own rule
	}
	return newGame(names, &singleGame{r}, gameSpec{players: [2]int{2, 8}, match: m, low: low,
		maxPlies: func(n int) int {
			if r.elimination() { // far more throws than random play needs: a sparrow is one throw in six
				return 4000 * n * r.Matches
			}
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
func (e *singleGame) setup(g *Game, p *Position) {
	if e.r.Scoring == SparrowMatches {
		for i := range int(p.N) {
			p.Stack[i] = int16(e.r.Matches)
			p.Score[i] = p.Stack[i]
		}
	}
}

// dice returns the number of dice of the next throw.
func (e *singleGame) dice(p *Position) int {
	switch e.r.Scoring {
	case Sparrow, SparrowMatches, SparrowOut:
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
	case SparrowMatches:
		if t.Has(e.r.SparrowFace) {
			p.Transfer(SeatAccount(int(me)), SeatAccount(p.Next(int(me))), 1, Exact)
			p.Score[me], p.Score[p.Next(int(me))] = p.Stack[me], p.Stack[p.Next(int(me))]
			if p.Stack[me] == 0 {
				over(p, 1<<me, endEmptied)
				return
			}
		}
	case SparrowOut:
		if t.Has(e.r.SparrowFace) {
			p.Eliminate(p.Next(int(me)))
			if lastStanding(p) {
				return
			}
		}
	case Hearts, Straight:
		p.Score[me] = int16(e.heartsTotal(int(p.Score[me]), t))
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
		switch v := t.Sum(); {
		case e.r.FreeOrder && p.Last[me]&(1<<v) == 0:
			p.Last[me] |= 1 << v
			p.Score[me] += int16(v)
		case !e.r.FreeOrder && v == int(p.Round)+2:
			p.Score[me] += int16(v)
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

// heartsTotal is a Hearts or Straight Shooter total after the throw t:
// the runs added, or the total wiped, doubled or reset.
func (e *singleGame) heartsTotal(total int, t Throw) int {
	ones := t.Count(1)
	switch {
	case ones >= 3 && !(e.r.Bonuses && ones >= 4):
		return 0
	case e.r.Bonuses && t.Count(6) >= 4:
		return 0
	}
	total += e.throwScore(t)
	if e.r.Bonuses && ones >= 4 {
		total *= 2
	}
	return min(total, maxScore)
}

// throwScore is what the runs of t score: the longest run from 1, or with
// EveryRun each run in turn, the longest first.
func (e *singleGame) throwScore(t Throw) int {
	if !e.r.EveryRun {
		return e.runScore(t.RunFromOne())
	}
	c := t.Counts()
	score := 0
	for c[1] > 0 {
		run := 0
		for run < 6 && c[run+1] > 0 {
			run++
			c[run]--
		}
		score += e.runScore(run)
	}
	return score
}

// runScore is the Hearts and Straight Shooter table of a run from 1 of
// the given length.
func (e *singleGame) runScore(run int) int {
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
	if e.r.Scoring == SparrowMatches && p.Phase != PhaseOver {
		for i := range int(p.N) {
			if p.Score[i] != p.Stack[i] || p.Stack[i] == 0 {
				return fmt.Errorf("seat %d has %d matches and score %d", i, p.Stack[i], p.Score[i])
			}
		}
	}
	if e.r.Scoring == Rotation && e.r.FreeOrder && p.Phase == PhaseThrow {
		for i := range int(p.N) {
			if boxes := int(p.Last[i]); boxes&^0x1ffc != 0 || tileSum(boxes) != int(p.Score[i]) {
				return fmt.Errorf("seat %d's filled boxes %b do not add up to its score %d", i, boxes, p.Score[i])
			}
		}
	}
	return nil
}

func (e *singleGame) draw(g *Game, p *Position, pic *board.Picture) {}

// maxScore bounds a total that doubles (Hearts Due's bonus): the
// notation's largest number.
const maxScore = 9999
