package halma_test

import (
	"math/rand/v2"
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
		// Halma for three: each of three players has 22 opening moves, and
		// the camps are out of each other's reach: 22³.
		{"star 3 players", halma.Halma, 3, 3, 22 * 22 * 22},
		// Square halma: 32 opening moves for each of four players: 32³.
		{"square 4 players", halma.SquareHalma, 4, 3, 32 * 32 * 32},
		// The figure for the two-player star from the start.
		{"star 2 players", halma.Halma, 2, 4, 512_656},
		// The star: 22 for S, and by symmetry 22 for N.
		{"star 2 players depth 2", halma.Halma, 2, 2, 22 * 22},
		// The square board: 40 for each of the two players.
		{"square 2 players depth 2", halma.SquareHalma, 2, 2, 40 * 40},
		// Obklíčení: every point of the empty 17×17 grid, then every other
		// (one piece cannot surround anything).
		{"tipsy 4 players depth 2", halma.Tipsy, 4, 2, 289 * 288},
		// Kočka a myš: the mice are placed on the 254 cells the cats leave.
		{"cat-mouse depth 2", halma.CatAndMouse, 2, 2, 254 * 253},
		// Rakado: six throws, then any of the 16 pieces moves (nothing is in
		// the way), then six throws.
		{"rakado depth 3", halma.Rakado, 2, 3, 6 * 16 * 6},
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

// TestPerftAgainstWalk checks every game's fast perft against the generic
// walk through board.State (which plays every move with the checked
// Play), from the start and after ten random plies, with option sets the
// rulebook command is compared on.
func TestPerftAgainstWalk(t *testing.T) {
	games := []struct {
		g       board.Game
		players int
		depth   int
	}{
		{halma.Halma, 2, 3}, {halma.Halma, 3, 2}, {configured(t, halma.Halma, "Race.PiecesPerPlayer=10"), 6, 2},
		{configured(t, halma.Halma, "Race.RowHop=true"), 2, 3}, {halma.SquareHalma, 2, 2}, {halma.SquareHalma, 4, 2},
		{halma.QuickHalma, 3, 3}, {halma.ChessHalma, 2, 3}, {halma.PreciseHalma, 2, 2}, {halma.SoloHalma, 1, 3},
		{halma.LeapfrogHalma, 2, 3}, {halma.GobangGame, 2, 2}, {halma.TopSecretGame, 2, 2}, {halma.CatAndMouse, 2, 2},
		{halma.Tipsy, 3, 2}, {halma.Rakado, 2, 4}, {halma.Treasure, 2, 2},
	}
	for _, c := range games {
		t.Run(c.g.ID(), func(t *testing.T) {
			s := newState(t, c.g, c.players)
			r := rand.New(rand.NewPCG(3, 10))
			for step := range 2 {
				fast, err := board.Perft(s, c.depth)
				require.NoError(t, err)
				walk, err := board.WalkPerft(s, c.depth)
				require.NoError(t, err)
				assert.Equal(t, walk, fast, "step %d, %s", step, s.Position())
				for range 10 {
					if s.Outcome().Over {
						break
					}
					l := s.Legal()
					require.NoError(t, s.Play(l[r.IntN(len(l))]))
				}
			}
		})
	}
}

// TestWalkPerft counts the two-player star's perft(4) with the generic
// walk through board.State, every move played with the checked Play on a
// Clone: the figure by a path that shares no counting code with
// Position.Perft.
func TestWalkPerft(t *testing.T) {
	n, err := board.WalkPerft(newState(t, halma.Halma, 2), 4)
	require.NoError(t, err)
	assert.Equal(t, uint64(512_656), n)
}
