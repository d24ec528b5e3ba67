package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board/boardtest"
)

// Every command works on every game the tool registers, with no code for
// any game in particular: the promise of the generic interface.
func TestEveryGame(t *testing.T) {
	for _, g := range realGames() {
		t.Run(g.ID(), func(t *testing.T) {
			in := g.Info()
			players := strconv.Itoa(in.MaxPlayers)
			code, stdout, stderr := rb(t, "", "info", "-game", g.ID())
			require.Equal(t, exitOK, code, stderr)
			assert.Contains(t, stdout, in.Name)
			assert.Contains(t, stdout, "\nChance              "+yesNo(in.Chance)+"\n")
			assert.Contains(t, stdout, "\nHidden information  "+yesNo(in.HiddenInformation)+"\n")
			if len(in.SeatNames) > 0 {
				assert.Contains(t, stdout, "\nSeats               0 "+in.SeatNames[0])
			}
			if len(in.SeatNames) > 1 {
				assert.Contains(t, stdout, "0 "+in.SeatNames[0]+", 1 "+in.SeatNames[1])
			}

			s, err := g.New(in.MaxPlayers)
			require.NoError(t, err)
			code, stdout, stderr = rb(t, "", "moves", "-game", g.ID(), "-players", players)
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, moveStrings(s.Legal()), lines(stdout))

			code, stdout, stderr = rb(t, "", "perft", "-game", g.ID(), "-players", players, "-depth", "2")
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, strconv.FormatUint(boardtest.Perft(s, 2), 10)+"\n", stdout)

			// Bots alone: the printed plies (as the game's record writes
			// them, with what they did where the state says) replay to the
			// printed end, and -quiet prints that end alone.
			seats := "random" + strings.Repeat(",random", in.MaxPlayers-1)
			code, stdout, stderr = rb(t, "", "play", "-game", g.ID(), "-seats", seats, "-seed", "3")
			require.Equal(t, exitOK, code, stderr)
			start := lines(s.String())
			ls := lines(stdout)
			require.Equal(t, start, ls[:len(start)], "the first board")
			rest := replayBots(t, s.Clone(), ls[len(start):])
			code, stdout, stderr = rb(t, "", "play", "-game", g.ID(), "-seats", seats, "-seed", "3", "-quiet")
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, rest, lines(stdout))

			code, stdout, stderr = rb(t, "", "playout", "-game", g.ID(), "-players", players, "-n", "1", "-seed", "3")
			require.Equal(t, exitOK, code, stderr)
			assert.Contains(t, stdout, g.ID()+": 1 random game,")
		})
	}
}
