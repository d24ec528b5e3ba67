package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
)

// In every registered game with hidden information (domino hands, ...), a
// person at the table is shown their observation, never the full state.
// The test plays the same deal and the same bot moves as the tool (the
// dice on stream 0 of the seed, seat p's random bot on stream p+1) up to
// the person's first decision, and compares.
func TestHiddenGames(t *testing.T) {
	const seed = 5
	n := 0
	for _, g := range realGames() {
		players := g.Info().MinPlayers
		s, err := g.New(players)
		require.NoError(t, err, g.ID())
		dice, bots := stream(seed, 0), map[board.Player]Bot{}
		for s.ToMove() != board.Nobody && s.ToMove() != 0 {
			p := s.ToMove()
			if p == board.Chance {
				_, err = board.Sample(s, dice)
			} else {
				if bots[p] == nil {
					bots[p] = bot.NewRandom(stream(seed, uint64(p)+1))
				}
				var m board.Move
				if m, err = bots[p].Choose(s); err == nil {
					err = s.Play(m)
				}
			}
			require.NoError(t, err, g.ID())
		}
		h, ok := s.(board.Hidden)
		if !ok || s.ToMove() != 0 {
			continue
		}
		n++
		t.Run(g.ID(), func(t *testing.T) {
			seats := "human" + strings.Repeat(",random", players-1)
			code, stdout, stderr := rb(t, "", "play", "-game", g.ID(), "-seats", seats, "-seed", "5")
			require.Equal(t, exitOK, code, stderr)
			assert.Contains(t, stdout, strings.TrimRight(h.Observation(0), "\n"), "seat 0's observation")
			if full := strings.TrimRight(s.String(), "\n"); full != strings.TrimRight(h.Observation(0), "\n") {
				assert.NotContains(t, stdout, full, "the full state")
			}
			for p := 1; p < players; p++ {
				if obs := h.Observation(board.Player(p)); obs != h.Observation(0) {
					assert.NotContains(t, stdout, strings.TrimRight(obs, "\n"), "seat %d's observation", p)
				}
			}
		})
	}
	t.Logf("%d games with hidden information", n)
}
