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
const botNames = "human, random, greedy, mcts or mcts:N (mc, mc:N: the same)"

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
		n := 1000
		if name == "mc" {
			n = 100
		}
		if hasArg {
			var err error
			if n, err = strconv.Atoi(arg); err != nil || n < 1 {
				return nil, fmt.Errorf("seat %q: %s:N wants a positive number of iterations per move", spec, name)
			}
		}
		return bot.NewMCTS(bot.MCTSOptions{Iterations: n}, r), nil
	}
	return nil, fmt.Errorf("unknown seat %q (want %s)", spec, botNames)
}
