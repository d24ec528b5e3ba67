package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
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
const botNames = "human, random, greedy, mcts, mcts:N, mcts:N:cut=P (mc, mc:N: the same)"

// newBot makes the bot for one entry of -seats, with its own random stream:
// the bots of package board/bot. Add a case here to offer a new bot on the
// command line.
func newBot(spec string, r *rand.Rand) (Bot, error) {
	name, arg, hasArg := strings.Cut(spec, ":")
	switch {
	case name == "random" && !hasArg:
		return bot.NewRandom(r), nil
	case name == "greedy" && !hasArg:
		return bot.NewGreedy(nil, r), nil
	case name == "mcts", name == "mc": // mc was flat Monte Carlo; MCTS plays better with the same playouts
		opts, err := mctsOptions(name, arg, hasArg)
		if err != nil {
			return nil, fmt.Errorf("seat %q: %w", spec, err)
		}
		return bot.NewMCTS(opts, r), nil
	}
	return nil, fmt.Errorf("unknown seat %q (want %s)", spec, botNames)
}

// mctsOptions reads the arguments of an MCTS seat: N iterations per move,
// then cut=P to cut the playouts off after P plies (0: score the state the
// tree reaches) and score them by the game's estimate (bot.Estimate).
func mctsOptions(name, arg string, hasArg bool) (bot.MCTSOptions, error) {
	opts := bot.MCTSOptions{Iterations: 1000}
	if name == "mc" {
		opts.Iterations = 100
	}
	if !hasArg {
		return opts, nil
	}
	n, cut, hasCut := strings.Cut(arg, ":")
	var err error
	if opts.Iterations, err = strconv.Atoi(n); err != nil || opts.Iterations < 1 {
		return opts, fmt.Errorf("%s:N wants a positive number of iterations per move", name)
	}
	if !hasCut {
		return opts, nil
	}
	plies, ok := strings.CutPrefix(cut, "cut=")
	p, err := strconv.Atoi(plies)
	if !ok || err != nil || p < 0 {
		return opts, fmt.Errorf("%s:N:cut=P wants P, the plies of a playout, 0 or more", name)
	}
	opts.PlayoutLimit = p
	if p == 0 {
		opts.PlayoutLimit = -1 // bot's spelling of no playout
	}
	return opts, nil
}
