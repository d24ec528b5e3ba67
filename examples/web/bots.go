package main

import (
	"math/rand/v2"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

// A bot chooses the moves of one seat. choose returns one of s.Legal()
// and must not change s; in a Hidden game it uses only what its seat may
// know.
type bot interface {
	choose(s board.State) board.Move
}

// The seat kinds a table accepts.
const (
	seatPerson = "person"
	seatRandom = "random"
	seatMC     = "mc"
)

// newBot returns the bot of a seat kind, nil for a person.
func newBot(kind string, r *rand.Rand) bot {
	switch kind {
	case seatRandom:
		return randomBot{r}
	case seatMC:
		return mcBot{r: r, playouts: 300, budget: 300 * time.Millisecond}
	}
	return nil
}

// randomBot plays a legal move picked uniformly at random.
type randomBot struct{ r *rand.Rand }

func (b randomBot) choose(s board.State) board.Move {
	legal := s.Legal()
	return legal[b.r.IntN(len(legal))]
}

// mcBot is flat Monte Carlo: it shares its playouts among the legal moves,
// finishes the game from each move with random moves, and keeps the move
// whose playouts returned most to its seat. In a Hidden game every
// playout starts from a determinization (Hidden.Determinize), never from
// the hidden truth. playouts and budget bound the work per decision, so
// that a request that makes a bot move answers in bounded time.
type mcBot struct {
	r        *rand.Rand
	playouts int           // playouts per decision, shared among the moves (at least one each)
	budget   time.Duration // wall time per decision, checked between rounds
}

func (b mcBot) choose(s board.State) board.Move {
	legal := s.Legal()
	if len(legal) == 1 {
		return legal[0]
	}
	me := s.ToMove()
	info := s.Game().Info()
	total := make([]float64, len(legal))
	rounds := max(1, b.playouts/len(legal))
	deadline := time.Now().Add(b.budget)
	for range rounds {
		for i, m := range legal {
			total[i] += b.playout(s, me, m, info)
		}
		if time.Now().After(deadline) {
			break
		}
	}
	best := 0
	for i := range total {
		if total[i] > total[best] {
			best = i
		}
	}
	return legal[best]
}

// playout plays m and then random moves from (a determinization of) s,
// and returns what the end was worth to seat me, scaled to [0, 1] by the
// game's range of returns; an unfinished playout is worth ½.
func (b mcBot) playout(s board.State, me board.Player, m board.Move, info board.Info) float64 {
	var t board.State
	if h, ok := s.(board.Hidden); ok {
		t = h.Determinize(me, b.r)
	} else {
		t = s.Clone()
	}
	if err := t.Play(m); err != nil {
		return 0 // the move does not fit this determinization
	}
	if _, err := board.Playout(t, b.r); err != nil {
		return 0.5
	}
	r := board.Returns(t)
	if int(me) >= len(r) || info.MaxReturn <= info.MinReturn {
		return 0.5
	}
	return (r[me] - info.MinReturn) / (info.MaxReturn - info.MinReturn)
}
