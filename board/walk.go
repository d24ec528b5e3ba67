package board

import (
	"fmt"
	"math/rand/v2"
)

// Perft counts the leaf nodes of the game tree depth plies below s: every
// legal move of a seat and every chance outcome is one ply, a finished game
// above depth is no leaf, and Perft(s, 0) is 1. When s is a Perfter it
// counts with the state's own Perft, as the family's published figures
// count; otherwise it walks the tree through this package's interfaces
// (WalkPerft). s is not changed. It fails only for a broken game, one whose
// legal move does not play.
func Perft(s State, depth int) (uint64, error) {
	if p, ok := s.(Perfter); ok {
		if depth <= 0 {
			return 1, nil
		}
		return p.Perft(depth), nil
	}
	return WalkPerft(s, depth)
}

// WalkPerft is Perft by the generic walk alone, ignoring Perfter: each move
// is played on a Clone. It is the reference a fast count is checked against.
func WalkPerft(s State, depth int) (uint64, error) {
	if depth <= 0 {
		return 1, nil
	}
	legal := s.Legal()
	if depth == 1 {
		return uint64(len(legal)), nil
	}
	var n uint64
	for _, m := range legal {
		c := s.Clone()
		if err := c.Play(m); err != nil {
			return 0, fmt.Errorf("board: perft: legal move %s does not play: %w", m, err)
		}
		k, err := WalkPerft(c, depth-1)
		if err != nil {
			return 0, err
		}
		n += k
	}
	return n, nil
}

// Playout plays s to the end with random moves from r: a uniformly random
// legal move for a seat, and at chance nodes an outcome drawn with its
// probability (Sample). It returns the number of plies played, chance
// outcomes included. It fails when a move does not play, when a seat is to
// move without legal moves, or when the game has not ended within the
// game's Info.MaxPlies (when that is positive). s is changed; pass a Clone
// to keep the original.
func Playout(s State, r *rand.Rand) (plies int, err error) {
	limit := s.Game().Info().MaxPlies
	var legal []Move
	for {
		switch to := s.ToMove(); to {
		case Nobody:
			return plies, nil
		case Chance:
			// as Sample does, but listing into the playout's buffer
			legal = appendLegal(s, legal[:0])
			if len(legal) == 0 {
				return plies, fmt.Errorf("board: playout ply %d: chance node without outcomes: %w", plies+1, ErrNotChance)
			}
			i := r.IntN(len(legal))
			if c, ok := s.(Chancy); ok {
				i = pick(c.Chances(), r.Float64())
			}
			if err := s.Play(legal[i]); err != nil {
				return plies, fmt.Errorf("board: playout ply %d: chance outcome %s does not play: %w", plies+1, legal[i], err)
			}
		default:
			legal = appendLegal(s, legal[:0])
			if len(legal) == 0 {
				return plies, fmt.Errorf("board: playout ply %d: seat %v to move has no legal move", plies+1, to)
			}
			m := legal[r.IntN(len(legal))]
			if err := s.Play(m); err != nil {
				return plies, fmt.Errorf("board: playout ply %d: legal move %s does not play: %w", plies+1, m, err)
			}
		}
		plies++
		if limit > 0 && plies > limit {
			return plies, fmt.Errorf("board: playout did not end within MaxPlies=%d", limit)
		}
	}
}

// appendLegal lists s's legal moves into buf, without allocating when s is
// a Lister and buf has room.
func appendLegal(s State, buf []Move) []Move {
	if l, ok := s.(Lister); ok {
		return l.AppendLegal(buf)
	}
	return append(buf, s.Legal()...)
}
