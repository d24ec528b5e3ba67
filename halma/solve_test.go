package halma_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSolveSolo checks that the beam search solves Solo Halma and that its
// moves, replayed through the checked API, solve the puzzle in as many
// turns as it has moves.
func TestSolveSolo(t *testing.T) {
	p, err := halma.SoloHalma.Start(1)
	require.NoError(t, err)
	moves := halma.Solve(p, 10)
	require.NotEmpty(t, moves, "no solution found")
	s := halma.SoloHalma.NewState(p)
	for _, m := range moves {
		require.NoError(t, s.PlayMove(m))
	}
	o := s.Outcome()
	assert.Equal(t, "solved", o.Code)
	assert.Equal(t, []int{len(moves)}, o.Points)
	b := s.Board()
	t.Logf("solved in %d turns, %d single hops and steps", len(moves), b.ElementaryMoves())
}
