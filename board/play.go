package board

import (
	"fmt"
	"math/rand/v2"
)

// Sample plays one chance outcome at random, each with its probability
// (Chancy.Chances, or all alike), and returns it. It is for programs that
// let the library roll the dice; a front-end with real dice plays the
// outcome it read instead. It returns an error wrapping ErrNotChance when a
// player is to move and ErrGameOver when the game has ended.
func Sample(s State, r *rand.Rand) (Move, error) {
	switch s.ToMove() {
	case Nobody:
		return nil, GameOver("")
	case Chance:
	default:
		return nil, fmt.Errorf("board: player %v is to move: %w", s.ToMove(), ErrNotChance)
	}
	outcomes := s.Legal()
	if len(outcomes) == 0 {
		return nil, fmt.Errorf("board: chance node without outcomes: %w", ErrNotChance)
	}
	i := r.IntN(len(outcomes))
	if c, ok := s.(Chancy); ok {
		i = pick(c.Chances(), r.Float64())
	}
	m := outcomes[i]
	if err := s.Play(m); err != nil {
		return nil, err
	}
	return m, nil
}

// pick returns the index that the uniform number u in [0,1) falls on when
// [0,1) is cut into the given probabilities.
func pick(p []float64, u float64) int {
	for i, q := range p {
		if u < q {
			return i
		}
		u -= q
	}
	return len(p) - 1 // rounding left u just above the sum
}

// Replay plays moves written in the game's notation, one after the other,
// and stops at the first that fails, returning its error.
func Replay(s State, moves ...string) error {
	for _, text := range moves {
		m, err := s.ParseMove(text)
		if err != nil {
			return err
		}
		if err := s.Play(m); err != nil {
			return err
		}
	}
	return nil
}
