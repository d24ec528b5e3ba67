package dicegames

import (
	"fmt"
	"iter"
	"math/bits"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// OneDie says when a Shut the Box player throws one die instead of two.
type OneDie uint8

// The one-die rules of CoverRules.
const (
	OneDieChoice OneDie = iota // once 7 and up are covered the player chooses one die or two
	OneDieNever                // always two dice
	OneDieLow                  // one die, compulsory, once the open tiles sum to 6 or less
)

var oneDieNames = []string{"choice", "never", "low"}

// String returns the value's name.
func (o OneDie) String() string { return board.ChoiceName(o, oneDieNames) }

// MarshalText returns the value's name (board.Choice).
func (o OneDie) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads a value by its name.
func (o *OneDie) UnmarshalText(b []byte) error { return board.ParseChoice(o, oneDieNames, b) }

// Choices lists the one-die rules.
func (OneDie) Choices() []string { return oneDieNames }

// CoverRules are the rules of the Cover engine (Shut the Box): tiles
// 1..Tiles start open; cover open tiles whose sum is the throw until a
// throw cannot be covered; the open tiles are the turn's score.
type CoverRules struct {
	// Tiles is the highest tile.
	Tiles int `rule:"the tiles are 1 to this" range:"9..12"`
	// OneDie says when one die is thrown.
	OneDie OneDie `rule:"when one die is thrown: choice (once 7 and up are covered), never, or low (compulsory once the open tiles sum to 6 or less)"`
	// ShutWins ends the game at once when a seat shuts the box.
	ShutWins bool `rule:"shutting the box wins the game at once"`
	// Faces covers the faces instead of the sum: the tile of one face, or
	// the tiles of both.
	Faces bool `rule:"cover the tile of one face or the tiles of both faces instead of tiles summing to the throw"`
	// Doubles lets a double be covered as twice its sum (3-3 as 6 or 12).
	Doubles bool `rule:"a double may be covered as its sum or as twice its sum (3-3: 6 or 12)"`
	// Inverse scores the covered tiles, and the highest total wins; the
	// race of the sources is Match.Rounds=0 Match.Target=200 (or 500).
	Inverse bool  `rule:"the covered tiles score and the highest wins (the race to 200: Match.Rounds=0 Match.Target=200)"`
	Match   Match `rule:"the match"` // how turns make a game
}

type coverGame struct{ r CoverRules }

// NewCoverGame returns a game of the Cover engine.
func NewCoverGame(names board.Names, r CoverRules) (*Game, error) {
	if err := r.Match.check(); err != nil {
		return nil, err
	}
	if r.Tiles < 9 || r.Tiles > 12 {
		return nil, fmt.Errorf("dicegames: %s: tiles 1..9 to 1..12", names.ID)
	}
	if r.Faces && r.Doubles {
		return nil, board.BadOption("Doubles", "a doubled double is a sum, and Faces covers faces, not sums")
	}
	return newGame(names, &coverGame{r}, gameSpec{players: [2]int{1, 8}, match: r.Match, low: !r.Inverse,
		maxPlies: func(n int) int {
			rounds := max(r.Match.Rounds, 1)
			if r.Match.Rounds == 0 {
				rounds = 200
			}
			return rounds * n * 3 * (r.Tiles + 1)
		}})
}

func (e *coverGame) rules() any { return e.r }
func (e *coverGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewCoverGame)
}
func (e *coverGame) setup(g *Game, p *Position) {}

// coverFlag marks a decision phase that waits for a cover (not for the
// choice of dice).
const coverFlag = 1

func (e *coverGame) begin(g *Game, p *Position) {
	p.Total = int16((1<<(e.r.Tiles+1) - 1) &^ 1)
	e.next(p)
}

// oneDie reports whether the open tiles allow one die, and whether it is
// compulsory.
func (e *coverGame) oneDie(open int) (allowed, forced bool) {
	switch e.r.OneDie {
	case OneDieChoice:
		return open>>7 == 0, false
	case OneDieLow:
		return tileSum(open) <= 6, true
	}
	return false, false
}

// next sets up the next throw: the choice of dice, or the throw itself.
func (e *coverGame) next(p *Position) {
	p.Flag = 0
	switch allowed, forced := e.oneDie(int(p.Total)); {
	case allowed && forced:
		p.Phase, p.Need = PhaseThrow, 1
	case allowed:
		p.Phase = PhaseDecide
	default:
		p.Phase, p.Need = PhaseThrow, 2
	}
}

// tileSum is the sum of the tiles of the bit set m (bit t for tile t).
func tileSum(m int) int {
	s := 0
	for m != 0 {
		t := bits.TrailingZeros(uint(m))
		s += t
		m &^= 1 << t
	}
	return s
}

// coverSets[v] lists the sets of distinct tiles 1..12 that sum to v, for
// v = 1..24 (a throw of two dice is at most 12, a doubled double 24).
var coverSets = func() [maxCoverSum + 1][]int16 {
	var c [maxCoverSum + 1][]int16
	for m := 2; m < 1<<13; m += 2 {
		if s := tileSum(m); s <= maxCoverSum {
			c[s] = append(c[s], int16(m))
		}
	}
	return c
}()

func (e *coverGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	if e.coverable(p) {
		p.Phase, p.Flag = PhaseDecide, coverFlag
		return
	}
	e.score(g, p)
}

// score ends the turn: the open tiles score (the covered ones, Inverse).
func (e *coverGame) score(g *Game, p *Position) {
	v := tileSum(int(p.Total))
	if e.r.Inverse {
		v = e.r.Tiles*(e.r.Tiles+1)/2 - v
	}
	p.Score[p.Turn] = int16(min(int(p.Score[p.Turn])+v, maxScore))
	g.endTurn(p)
}

// coverable reports whether some open tiles match the throw: the first
// cover ends the search (listing every cover into a zeroed buffer on each
// throw made Shut the Box's playouts a fifth slower).
func (e *coverGame) coverable(p *Position) bool {
	for range e.openCovers(p) {
		return true
	}
	return false
}

// covers appends the covers of the throw (openCovers).
func (e *coverGame) covers(p *Position, buf []Move) []Move {
	for m := range e.openCovers(p) {
		buf = append(buf, Move{Kind: KindCover, N: m})
	}
	return buf
}

// openCovers yields the covers of the throw: the open sets of its sum (and
// of twice its sum, for a double with Doubles), or with Faces the tile of
// either face and the tiles of both.
func (e *coverGame) openCovers(p *Position) iter.Seq[int16] {
	return func(yield func(int16) bool) {
		open := p.Total
		add := func(m int16) bool { return m&^open != 0 || yield(m) }
		if e.r.Faces {
			lo, hi := p.Dice.Min(), p.Dice.Max()
			_ = add(1<<lo) && (hi == lo || add(1<<hi) && add(1<<lo|1<<hi))
			return
		}
		v := p.Dice.Sum()
		for _, m := range coverSets[v] {
			if !add(m) {
				return
			}
		}
		if e.r.Doubles && p.Dice.Len() == 2 && p.Dice.IsDouble() {
			for _, m := range coverSets[2*v] {
				if !add(m) {
					return
				}
			}
		}
	}
}

func (e *coverGame) moves(g *Game, p *Position, buf []Move) []Move {
	if p.Flag != coverFlag {
		return append(buf, Move{Kind: KindRoll}, Move{Kind: KindRoll, N: 1})
	}
	return e.covers(p, buf)
}

func (e *coverGame) decide(g *Game, p *Position, m Move) {
	if m.Kind == KindRoll {
		p.Phase, p.Need = PhaseThrow, int8(2-m.N)
		return
	}
	p.Total &^= m.N
	if p.Total != 0 {
		e.next(p)
		return
	}
	if e.r.ShutWins {
		over(p, 1<<p.Turn, endShut)
		return
	}
	e.score(g, p)
}

func (e *coverGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *coverGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver || p.Phase == PhaseThrowOff {
		return nil
	}
	all := (1<<(e.r.Tiles+1) - 1) &^ 1
	if int(p.Total)&^all != 0 || p.Total == 0 {
		return fmt.Errorf("the open tiles (total) are a non-empty set of tiles 1..%d", e.r.Tiles)
	}
	allowed, forced := e.oneDie(int(p.Total))
	switch {
	case p.Phase == PhaseDecide && p.Flag == coverFlag:
		if p.Dice.Len() < 1 || p.Dice.Len() > 2 || p.Dice.Len() == 1 && !allowed {
			return fmt.Errorf("a cover needs the throw of one or two dice")
		}
		if !e.coverable(p) {
			return fmt.Errorf("no open tiles match the throw %v", p.Dice)
		}
	case p.Phase == PhaseDecide:
		if p.Flag != 0 || !allowed || forced {
			return fmt.Errorf("the choice of one die is not open here")
		}
	case p.Phase == PhaseThrow && (p.Need > 2 || p.Need == 1 && !allowed || p.Need == 2 && forced):
		return fmt.Errorf("a throw of %d dice is not allowed here", p.Need)
	}
	return nil
}

// draw shows the tiles in a row, a covered tile with a "covered" piece.
func (e *coverGame) draw(g *Game, p *Position, pic *board.Picture) {
	for t := 1; t <= e.r.Tiles; t++ {
		c := board.Cell{Name: strconv.Itoa(t), X: float64(30 + 48*t), Y: 100, Size: 40, Shape: board.Field}
		if p.Total&(1<<t) == 0 {
			c.Pieces = []board.Piece{{Seat: board.Nobody, Kind: "covered", Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
	}
}
