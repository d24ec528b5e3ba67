package chess_test

import (
	"math"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
	"github.com/rulebook-go/rulebook/chess"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The state is what the bots' playout cut-off scores.
var _ bot.Estimator = (*chess.State)(nil)

// TestEstimate checks the material estimate, worked from its definition,
// 1/(1+exp(−lead/3)) with the lead in pawns: level at the start; after
// 1.e4 d5 2.exd5 White is a pawn up, 1/(1+e^(−1/3)) ≈ 0.5826; after
// the fool's mate Black has won; in eating chess a pawn down is the
// lead.
func TestEstimate(t *testing.T) {
	tests := []struct {
		game  *chess.Game
		moves []string
		white float64
	}{
		{chess.Chess, nil, 0.5},
		{chess.Chess, []string{"e2e4", "d7d5", "e4d5"}, 1 / (1 + math.Exp(-1.0/3))},
		{chess.Chess, []string{"f2f3", "e7e5", "g2g4", "d8h4"}, 0},
		{chess.EatingChess, []string{"e2e4", "d7d5", "e4d5"}, 1 / (1 + math.Exp(1.0/3))},
	}
	for _, tt := range tests {
		s, err := tt.game.New(2)
		require.NoError(t, err)
		require.NoError(t, board.Replay(s, tt.moves...))
		e := s.(bot.Estimator)
		assert.InDelta(t, tt.white, e.Estimate(0), 1e-12, "%s %v", tt.game.ID(), tt.moves)
		assert.InDelta(t, 1-tt.white, e.Estimate(1), 1e-12, "%s %v", tt.game.ID(), tt.moves)
	}
}
