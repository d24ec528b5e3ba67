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

// TestRakadoEstimateThreats: pieces of a file three ranks apart (a3, a6)
// are worth 1/(5+3) = 1/8 of a piece to the seat that throws next (a hit
// with chance 1/6, else a jump past with a throw above 3, else the other
// seat's turn: V = 1/6 − 2/6·V); a throw in hand that lands on a piece
// takes it (a capture is compulsory) and the file is done; a throw that
// misses leaves the file to the other seat's throw, a six to the same
// seat's. h2 against h9 (seven apart) is out of reach and worth nothing;
// c4 against c7, three apart like the a-file, adds nothing to it, since a
// throw of three takes one piece either way.
func TestRakadoEstimateThreats(t *testing.T) {
	logistic := func(lead float64) float64 { return 1 / (1 + math.Exp(-lead/2)) }
	m := pieces(pieces(nil, '1', "a3", "h2"), '2', "a6", "h9")
	both := pieces(pieces(nil, '1', "a3", "c4", "h2"), '2', "a6", "c7", "h9")
	tests := []struct {
		name        string
		m           map[string]byte
		mover, roll int
		lead        float64 // player 1's, in pieces
	}{
		{"player 1 to throw", m, 1, 0, 1.0 / 8},
		{"player 2 to throw", m, 2, 0, -1.0 / 8},
		{"player 1 throws the capture", m, 1, 3, 1},
		{"player 2 throws the capture", m, 2, 3, -1},
		{"player 1 misses: player 2 throws next", m, 1, 2, -1.0 / 8},
		{"player 1 throws a six: throws again", m, 1, 6, 1.0 / 8},
		{"two files three apart: player 1 to throw", both, 1, 0, 1.0 / 8},
		{"two files three apart: player 1 takes one", both, 1, 3, 1 - 1.0/8},
	}
	for _, tt := range tests {
		s := parse(t, halma.Rakado, rakado(t, tt.m, tt.mover, tt.roll)).(bot.Estimator)
		assert.InDelta(t, logistic(tt.lead), s.Estimate(0), 1e-12, tt.name)
		assert.InDelta(t, logistic(-tt.lead), s.Estimate(1), 1e-12, tt.name)
	}
}
