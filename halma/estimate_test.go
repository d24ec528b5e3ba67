package halma_test

import (
	"math"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The race state is what the bots' playout cut-off scores.
var _ bot.Estimator = (*halma.State)(nil)

// TestEstimate checks the estimate of the two-player star race. Worked
// from the geometry of the package doc: the 15 points of the S camp lie
// 16 (121), 15 (119, 120), 14 (116–118), 13 (112–115) and 12 (103–107)
// steps from N's apex, 1, which makes 200; the N camp lies 0 + 2·1 + 3·2
// + 4·3 + 5·4 = 40 steps from it, so the whole race is 160 steps. The hop
// 112-90, from (−4, 5) over 103 to (−4, 3), gains two: seat 0 leads by
// 2/160 and is worth ½ + 1/160; the step 103-102 along row 4 gains none.
// A finished race is worth 1 to the winner and 0 to the loser.
func TestEstimate(t *testing.T) {
	tests := []struct {
		moves []string
		want  float64 // for seat 0; seat 1 has 1 − want
	}{
		{nil, 0.5},
		{[]string{"112-90"}, 0.5 + 1.0/160},
		{[]string{"103-102"}, 0.5},
		{[]string{"112-90", "15-27"}, 0.5 + 0.5/160}, // N's step from (0, −4) to (−1, −3) gains one of 160
	}
	for _, tt := range tests {
		s, err := halma.Halma.New(2)
		require.NoError(t, err)
		play(t, s, tt.moves...)
		e := s.(bot.Estimator)
		assert.InDelta(t, tt.want, e.Estimate(0), 1e-12, "%v", tt.moves)
		assert.InDelta(t, 1-tt.want, e.Estimate(1), 1e-12, "%v", tt.moves)
	}
	// Player 1 fills the N camp but for a gap, and steps into it.
	north, _, err := halma.Halma.Camps(2, 1)
	require.NoError(t, err)
	south, _, err := halma.Halma.Camps(2, 0)
	require.NoError(t, err)
	gap := pt(t, 0, -4)
	m := pieces(pieces(nil, '1', slices.DeleteFunc(north, func(c string) bool { return c == gap })...), '2', south[:14]...)
	m[pt(t, 0, -3)] = '1'
	won := parse(t, halma.Halma, position(t, halma.Halma, m, 1))
	play(t, won, pt(t, 0, -3)+"-"+gap)
	assert.Equal(t, []board.Player{0}, won.Outcome().Winners)
	assert.Equal(t, 1.0, won.(bot.Estimator).Estimate(0))
	assert.Equal(t, 0.0, won.(bot.Estimator).Estimate(1))
}

// Rakado's state is an Estimator too.
var _ bot.Estimator = (*halma.RakadoState)(nil)

// TestRakadoEstimate: with the survivors deciding (the default scoring),
// two pieces against one on the way is a lead of one, worth
// 1/(1+e^(−1/2)) ≈ 0.62 to player 1; level at the start.
func TestRakadoEstimate(t *testing.T) {
	start, err := halma.Rakado.New(2)
	require.NoError(t, err)
	assert.Equal(t, 0.5, start.(bot.Estimator).Estimate(0))
	m := pieces(pieces(nil, '1', "c5", "h2"), '2', "p10")
	s := parse(t, halma.Rakado, rakado(t, m, 1, 4)).(bot.Estimator)
	assert.InDelta(t, 1/(1+math.Exp(-0.5)), s.Estimate(0), 1e-12)
	assert.InDelta(t, 1/(1+math.Exp(0.5)), s.Estimate(1), 1e-12)
}
