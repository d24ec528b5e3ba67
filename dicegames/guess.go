package dicegames

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
)

// GuessRules are the rules of the guessing form of the Claim engine
// (Knibelix): every seat in the round throws one die under its own cup and
// looks at it; in turn each guesses the total of all the dice, no total
// twice; the exact (else the closest, a tie for nobody) guesser is safe
// and leaves the rotation; the last seat left loses.
type GuessRules struct {
	// Closest lets the closest guess win when nobody is exact.
	Closest bool `rule:"when nobody guesses the total exactly, the unique closest guess wins the round"`
}

type guessGame struct{ r GuessRules }

// NewGuessGame returns a game of guessing the total of hidden dice.
func NewGuessGame(names board.Names, r GuessRules) (*Game, error) {
	return newGame(names, &guessGame{r}, gameSpec{players: [2]int{2, 8}, match: Match{Ties: Share},
		maxPlies: func(n int) int { return 4000 * n }})
}

func (e *guessGame) rules() any { return e.r }
func (e *guessGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewGuessGame)
}
func (e *guessGame) setup(g *Game, p *Position) {}

// In a guessing round Last holds each seat's die (0 before it is thrown)
// and Score its guess (0 before it guesses); Flag is 1 once the guessing
// has begun. Seats out of the game are the safe ones.
func (e *guessGame) begin(g *Game, p *Position) {
	p.Turn = p.Opener
	p.Last, p.Score = [MaxSeats]int16{}, [MaxSeats]int16{}
	p.Phase, p.Need = PhaseThrow, 1
}

// nextIn returns the next seat after p in the rotation for which pending
// is true, or -1.
func nextIn(p *Position, from int, pending func(int) bool) int {
	for k := 1; k <= int(p.N); k++ {
		q := (from + k) % int(p.N)
		if p.In(q) && pending(q) {
			return q
		}
	}
	return -1
}

func (e *guessGame) throw(g *Game, p *Position, t Throw) {
	p.Last[p.Turn] = int16(t.Max())
	if q := nextIn(p, int(p.Turn), func(q int) bool { return p.Last[q] == 0 }); q >= 0 {
		p.Turn = int8(q)
		return
	}
	p.Turn, p.Flag, p.Phase = p.Opener, 1, PhaseDecide
}

func (e *guessGame) moves(g *Game, p *Position, buf []Move) []Move {
	n := p.Active()
	for v := n; v <= 6*n; v++ {
		taken := false
		for i := range int(p.N) {
			taken = taken || p.In(i) && int(p.Score[i]) == v
		}
		if !taken {
			buf = append(buf, Move{Kind: KindClaim, N: int16(v)})
		}
	}
	return buf
}

func (e *guessGame) decide(g *Game, p *Position, m Move) {
	p.Score[p.Turn] = m.N
	if q := nextIn(p, int(p.Turn), func(q int) bool { return p.Score[q] == 0 }); q >= 0 {
		p.Turn = int8(q)
		return
	}
	total := 0
	for i := range int(p.N) {
		if p.In(i) {
			total += int(p.Last[i])
		}
	}
	winner, best, tie := -1, 1<<10, false
	for i := range int(p.N) {
		d := abs(int(p.Score[i]) - total)
		if !p.In(i) || d > 0 && !e.r.Closest {
			continue
		}
		switch {
		case d < best:
			winner, best, tie = i, d, false
		case d == best:
			tie = true
		}
	}
	p.Flag = 0
	if winner >= 0 && !tie {
		p.Eliminate(winner)
		p.Opener = int8(p.Next(winner))
		if loser := p.Survivor(); loser >= 0 {
			p.Score = [MaxSeats]int16{}
			over(p, uint8(1<<p.N-1)&^(1<<loser), endLastIn)
			return
		}
	}
	g.begin(p)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func (e *guessGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *guessGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseOver {
		return nil
	}
	if p.Phase == PhaseThrowOff || p.Flag < 0 || p.Flag > 1 || (p.Phase == PhaseDecide) != (p.Flag == 1) || p.Phase == PhaseThrow && p.Need != 1 {
		return fmt.Errorf("a round throws one die a seat, then guesses")
	}
	if p.Active() < 2 || !p.In(int(p.Opener)) {
		return fmt.Errorf("a round needs two seats in the rotation and an opener among them")
	}
	for i := range int(p.N) {
		if p.Last[i] < 0 || p.Last[i] > 6 || p.Score[i] < 0 || p.Score[i] > int16(6*p.Active()) ||
			p.Flag == 1 && p.In(i) && p.Last[i] == 0 || !p.In(i) && (p.Last[i] != 0 || p.Score[i] != 0) {
			return fmt.Errorf("seat %d: die %d, guess %d", i, p.Last[i], p.Score[i])
		}
	}
	if p.Phase == PhaseThrow && p.Last[p.Turn] != 0 || p.Phase == PhaseDecide && p.Score[p.Turn] != 0 {
		return fmt.Errorf("seat %d has already thrown or guessed", p.Turn)
	}
	return nil
}

// mask hides the other seats' dice while the round is on.
func (e *guessGame) mask(p *Position, q int) {
	for i := range int(p.N) {
		if i != q && p.Phase != PhaseOver {
			p.Last[i] = 0
		}
	}
}

func (e *guessGame) redraw(p *Position, q int, r *rand.Rand) {
	for i := range int(p.N) {
		if i != q && p.Last[i] != 0 && p.Phase != PhaseOver {
			p.Last[i] = int16(1 + r.IntN(6))
		}
	}
}

func (e *guessGame) draw(g *Game, p *Position, pic *board.Picture) {}
