package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// A Bot chooses the moves of one seat. The play command asks it whenever
// its seat is to move.
//
// Choose returns one of s.Legal(). The state is the table's: a bot must not
// change it (Clone to look ahead). In a game with hidden information
// (board.Hidden) a fair bot uses only what its seat may know, for example
// by searching states drawn with Determinize(seat, r) instead of s itself.
type Bot interface {
	Choose(s board.State) (board.Move, error)
}

// errQuit ends a game at a person's request.
var errQuit = errors.New("quit")

// botNames lists the seat kinds that -seats accepts, for messages.
const botNames = "human, random, mc or mc:N"

// newBot makes the bot for one entry of -seats, with its own random stream.
// Add a case here to offer a new bot on the command line.
func newBot(spec string, r *rand.Rand) (Bot, error) {
	name, arg, hasArg := strings.Cut(spec, ":")
	switch {
	case name == "random" && !hasArg:
		return randomBot{r}, nil
	case name == "mc":
		n := 100
		if hasArg {
			var err error
			if n, err = strconv.Atoi(arg); err != nil || n < 1 {
				return nil, fmt.Errorf("seat %q: mc:N wants a positive number of playouts per move", spec)
			}
		}
		return &mcBot{r: r, playouts: n}, nil
	}
	return nil, fmt.Errorf("unknown seat %q (want %s)", spec, botNames)
}

// randomBot plays a uniformly random legal move: the baseline every other
// bot should beat, and the engine of random playouts.
type randomBot struct{ r *rand.Rand }

// Choose returns a legal move picked uniformly at random.
func (b randomBot) Choose(s board.State) (board.Move, error) {
	legal := s.Legal()
	if len(legal) == 0 {
		return nil, board.GameOver("")
	}
	return legal[b.r.IntN(len(legal))], nil
}

// mcBot is flat Monte Carlo: it tries every legal move, finishes the game
// from each with random playouts, and keeps the move that scored best for
// its seat. It knows nothing about any game but the board contract, so it
// plays every registered game; in games with hidden information it plays
// out determinized states, never the hidden truth.
type mcBot struct {
	r        *rand.Rand
	playouts int // playouts per legal move
}

// Choose returns the move with the best mean playout score.
func (b *mcBot) Choose(s board.State) (board.Move, error) {
	legal := s.Legal()
	if len(legal) <= 1 {
		return randomBot{b.r}.Choose(s)
	}
	me := s.ToMove()
	best, bestScore := legal[0], -1.0
	for _, m := range legal {
		total := 0.0
		for range b.playouts {
			total += b.playout(s, me, m.String())
		}
		if score := total / float64(b.playouts); score > bestScore {
			best, bestScore = m, score
		}
	}
	return best, nil
}

// playout plays move first from (a determinization of) s, then random
// moves to the end, and returns the score of seat me in [0, 1].
func (b *mcBot) playout(s board.State, me board.Player, first string) float64 {
	var t board.State
	if h, ok := s.(board.Hidden); ok {
		t = h.Determinize(me, b.r)
	} else {
		t = s.Clone()
	}
	if err := board.Replay(t, first); err != nil {
		return 0 // the move does not fit this determinization; count it a loss
	}
	if _, err := board.Playout(t, b.r); err != nil {
		return 0.5 // unfinished within the bound: neither won nor lost
	}
	return score(t, me)
}

// score is what a finished game is worth to seat p, from 0 (lost, or
// last) to 1 (won, or first): by rank among the seats' returns when the
// game gives them (board.Scorer), else by rank among the placings when it
// ranks everybody, else 1 for a win, ½ for a draw and 0 for a loss.
func score(s board.State, p board.Player) float64 {
	if sc, ok := s.(board.Scorer); ok {
		return rankScore(sc.Returns(), int(p))
	}
	o := s.Outcome()
	if len(o.Placings) > 1 {
		places := make([]float64, len(o.Placings))
		for i, place := range o.Placings {
			places[i] = -float64(place) // a lower place is better
		}
		return rankScore(places, int(p))
	}
	switch {
	case o.Draw():
		return 0.5
	case o.Won(p):
		return 1
	}
	return 0
}

// rankScore scores seat p by how many seats it beat in returns, ties
// counting half, scaled to [0, 1].
func rankScore(returns []float64, p int) float64 {
	if p >= len(returns) || len(returns) < 2 {
		return 0.5
	}
	beaten := 0.0
	for i, r := range returns {
		switch {
		case i == p:
		case returns[p] > r:
			beaten++
		case returns[p] == r:
			beaten += 0.5
		}
	}
	return beaten / float64(len(returns)-1)
}
