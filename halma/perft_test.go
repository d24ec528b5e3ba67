package halma_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// configured returns g with options set, failing the test on error.
func configured(t tb, g board.Game, settings ...string) board.Game {
	t.Helper()
	c, err := board.Configure(g, settings...)
	require.NoError(t, err)
	return c
}

// TestPerftClosedForm checks the perft figures that follow from the
// rules by counting: while no piece can reach another camp's pieces the
// seats' moves are independent, so perft(d) is the product of the
// opening counts.
func TestPerftClosedForm(t *testing.T) {
	for _, c := range []struct {
		name    string
		game    board.Game
		players int
		depth   int
		want    uint64
	}{
		// halma.md §15: each of three players has 22 opening moves, and
		// the camps are out of each other's reach: 22³.
		{"star 3 players", halma.Halma, 3, 3, 22 * 22 * 22},
		// halma.md §1a: 32 opening moves for each of four players: 32³.
		{"square 4 players", halma.SquareHalma, 4, 3, 32 * 32 * 32},
		// The figure for the two-player star from the start.
		{"star 2 players", halma.Halma, 2, 4, 512_656},
		// §1: 22 for S, and by symmetry 22 for N.
		{"star 2 players depth 2", halma.Halma, 2, 2, 22 * 22},
		// §1a: 40 for each of the two square players.
		{"square 2 players depth 2", halma.SquareHalma, 2, 2, 40 * 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := c.game.New(c.players)
			require.NoError(t, err)
			n, err := board.Perft(s, c.depth)
			require.NoError(t, err)
			assert.Equal(t, c.want, n)
			if c.want < 100_000 {
				walk, err := board.WalkPerft(s, c.depth)
				require.NoError(t, err)
				assert.Equal(t, c.want, walk, "the generic walk")
			}
		})
	}
}
