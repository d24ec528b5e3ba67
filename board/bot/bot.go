package bot

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
)

// A Bot chooses the moves of the seats it plays.
type Bot interface {
	// Choose returns a legal move for the seat to move in s, which it does
	// not change. It returns an error wrapping board.ErrGameOver when the
	// game is over and ErrNotSeat at a chance node.
	Choose(s board.State) (board.Move, error)
}

// ErrNotSeat is returned by Choose when the dice, not a seat, are to move.
var ErrNotSeat = errors.New("bot: chance is to move, not a seat")

// NewRand returns a random stream seeded with seed, for the bots'
// constructors: the same seed gives the same stream on every machine.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// seat checks that a seat is to move in s and returns it.
func seat(s board.State) (board.Player, error) {
	switch p := s.ToMove(); p {
	case board.Nobody:
		return p, board.GameOver("")
	case board.Chance:
		return p, ErrNotSeat
	default:
		return p, nil
	}
}

// Random plays a uniformly random legal move: the baseline every other bot
// should beat.
type Random struct {
	r   *rand.Rand
	buf []board.Move
}

// NewRandom returns a random player drawing from r (NewRand(seed) for a
// seeded one). It uses r alone: legal[r.IntN(len(legal))] at each move.
func NewRandom(r *rand.Rand) *Random { return &Random{r: r} }

// Choose returns a legal move picked uniformly at random.
func (b *Random) Choose(s board.State) (board.Move, error) {
	if _, err := seat(s); err != nil {
		return nil, err
	}
	b.buf = appendLegal(s, b.buf[:0])
	if len(b.buf) == 0 {
		return nil, fmt.Errorf("bot: seat to move has no legal move: %w", board.ErrIllegalMove)
	}
	return b.buf[b.r.IntN(len(b.buf))], nil
}

// An Evaluation says what state s is worth to seat p, in [0, 1]: 1 won, 0
// lost. Greedy and MCTS call it on states that may be finished, at a
// chance node or with any seat to move.
type Evaluation func(s board.State, p board.Player) float64

// Outcome is the evaluation that knows only the rules: a finished game is
// worth p's return scaled to [0, 1] (board.Returns and Info's MinReturn and
// MaxReturn), a game in progress ½.
func Outcome(s board.State, p board.Player) float64 {
	if !s.Outcome().Over {
		return 0.5
	}
	return scaled(s, p)
}

// An Estimator is a state that can say what a game in progress is worth
// to a seat: the evaluation Estimate gives a playout that MCTS cuts off
// before the end (MCTSOptions.PlayoutLimit), and Greedy its one ply. A
// family implements it where its rules give a measure of progress, such as
// the distance a halma race has still to run; the bots need nothing else
// of the game.
type Estimator interface {
	board.State
	// Estimate returns what the state is worth to seat p, in [0, 1] as an
	// Evaluation: near 1 when p is about to win, near 0 when about to
	// lose, ½ when the seats stand alike.
	Estimate(p board.Player) float64
}

// Estimate is the evaluation that asks the game: a finished game is worth
// what Outcome says, a game in progress the state's Estimate when it is an
// Estimator, ½ otherwise. It is the default evaluation of Greedy and MCTS.
func Estimate(s board.State, p board.Player) float64 {
	if s.Outcome().Over {
		return scaled(s, p)
	}
	if e, ok := s.(Estimator); ok {
		return min(1, max(0, e.Estimate(p)))
	}
	return 0.5
}

// scaled returns p's return at the end of s, scaled to [0, 1].
func scaled(s board.State, p board.Player) float64 {
	r := board.Returns(s)
	if int(p) < 0 || int(p) >= len(r) {
		return 0.5
	}
	info := s.Game().Info()
	lo, hi := info.MinReturn, info.MaxReturn
	if hi <= lo {
		return 0.5
	}
	v := (r[p] - lo) / (hi - lo)
	return min(1, max(0, v))
}

// Greedy plays the move whose resulting state its evaluation rates best
// for the seat to move, one ply deep; ties go to a random one of the best.
type Greedy struct {
	eval Evaluation
	r    *rand.Rand
	buf  []board.Move
}

// NewGreedy returns a greedy player with the evaluation eval (Estimate when
// nil), breaking ties with r.
func NewGreedy(eval Evaluation, r *rand.Rand) *Greedy {
	if eval == nil {
		eval = Estimate
	}
	return &Greedy{eval: eval, r: r}
}

// Choose returns a move of best evaluation for the seat to move.
func (b *Greedy) Choose(s board.State) (board.Move, error) {
	me, err := seat(s)
	if err != nil {
		return nil, err
	}
	b.buf = appendLegal(s, b.buf[:0])
	var best board.Move
	bestValue, ties := -1.0, 0
	for _, m := range b.buf {
		c := s.Clone()
		if err := c.Play(m); err != nil {
			return nil, fmt.Errorf("bot: legal move %s does not play: %w", m, err)
		}
		switch v := b.eval(c, me); {
		case v > bestValue:
			best, bestValue, ties = m, v, 1
		case v == bestValue:
			ties++ // reservoir sampling keeps each tied move with equal chance
			if b.r.IntN(ties) == 0 {
				best = m
			}
		}
	}
	if best == nil {
		return nil, fmt.Errorf("bot: seat to move has no legal move: %w", board.ErrIllegalMove)
	}
	return best, nil
}

// appendLegal lists s's legal moves into buf, without allocating when s is
// a board.Lister and buf has room.
func appendLegal(s board.State, buf []board.Move) []board.Move {
	if l, ok := s.(board.Lister); ok {
		return l.AppendLegal(buf)
	}
	return append(buf, s.Legal()...)
}

// sample returns the index of a chance outcome of s, among n listed, drawn
// with its probability.
func sample(s board.State, n int, r *rand.Rand) int {
	c, ok := s.(board.Chancy)
	if !ok {
		return r.IntN(n)
	}
	p := c.Chances()
	u := r.Float64()
	for i, q := range p {
		if u < q {
			return i
		}
		u -= q
	}
	return len(p) - 1 // rounding left u just above the sum
}
