package chess

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGoldenMoves checks the worked scenarios C-1..C-6 (the move
// lists worked out from the rules), each a subtest named by
// its id.
func TestGoldenMoves(t *testing.T) {
	cases := []struct {
		id, fen  string
		count    int
		has, not []string
		exact    []string
	}{
		{id: "C-1 castling", fen: "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", count: 26, has: []string{"e1g1", "e1c1"}},
		{id: "C-2 castling through attack", fen: "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1", count: 21,
			exact: strings.Fields("a1a2 a1a3 a1a4 a1a5 a1a6 a1b1 a1c1 a1d1 e1c1 e1d1 e1d2 e1f2 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8")},
		{id: "C-3 en passant exposing the king", fen: "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", count: 4,
			exact: strings.Fields("a5a4 a5a6 a5b6 b5b6")},
		{id: "C-4 stalemate", fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", count: 0},
		{id: "C-5 checkmate", fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", count: 0},
		{id: "C-6 promotion", fen: "8/P7/8/8/8/8/8/k6K w - - 0 1", count: 7,
			exact: strings.Fields("a7a8b a7a8n a7a8q a7a8r h1g1 h1g2 h1h2")},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			p, err := ParseFEN(c.fen)
			require.NoError(t, err)
			got := uciList(&p)
			assert.Len(t, got, c.count, "%v", got)
			for _, h := range c.has {
				assert.Contains(t, got, h)
			}
			if c.exact != nil {
				slices.Sort(c.exact)
				assert.Equal(t, c.exact, got)
			}
		})
	}
}

// TestGoldenC7Threefold follows scenario C-7: the third occurrence of the
// start position makes a draw claimable, the fifth ends the game.
func TestGoldenC7Threefold(t *testing.T) {
	g := Chess
	st, _ := g.New(2)
	s := st.(*State)
	cycle := strings.Fields("g1f3 g8f6 f3g1 f6g8")
	for i := 0; i < 2; i++ {
		require.NoError(t, board.Replay(s, cycle...))
	}
	assert.Equal(t, 3, s.Repetitions())
	assert.Equal(t, "threefold repetition", s.Claimable())
	assert.False(t, s.Outcome().Over, "threefold is only claimable")
	c := s.Clone().(*State)
	require.NoError(t, c.ClaimDraw())
	assert.Equal(t, "threefold repetition", c.Outcome().Reason)
	assert.True(t, c.Outcome().Draw())

	for i := 0; i < 2; i++ {
		require.NoError(t, board.Replay(s, cycle...))
	}
	assert.True(t, s.Outcome().Over)
	assert.Equal(t, "fivefold repetition", s.Outcome().Reason)
	assert.ErrorIs(t, board.Replay(s, "e2e4"), board.ErrGameOver)

	// Claim with the announced move that repeats for the third time.
	st, _ = g.New(2)
	s = st.(*State)
	require.NoError(t, board.Replay(s, cycle...))
	require.NoError(t, board.Replay(s, cycle[:3]...))
	before := s.Position()
	err := board.Replay(s, "Ng1 claim") // not the repeating move: Black must play f6g8
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	assert.Equal(t, before, s.Position())
	require.NoError(t, board.Replay(s, "Ng8 claim"))
	assert.Equal(t, "threefold repetition", s.Outcome().Reason)

	// AutoClaim ends at the third occurrence.
	st, _ = gameWith(Rules{AutoClaim: true}).New(2)
	require.NoError(t, board.Replay(st, append(cycle, cycle...)...))
	assert.Equal(t, "threefold repetition", st.Outcome().Reason)
}

// TestGoldenC8DeadPosition follows scenario C-8: a dead position by
// material ends the game at once as a draw; bishops on squares of both
// colours do not.
func TestGoldenC8DeadPosition(t *testing.T) {
	for _, c := range []struct {
		fen  string
		dead bool
	}{
		{"8/8/8/4k3/8/8/2B5/4K3 b - - 0 1", true},
		{"8/8/6b1/4k3/8/8/2B5/4K3 w - - 0 1", true},  // c2 and g6: both light squares
		{"8/6b1/8/4k3/8/8/2B5/4K3 w - - 0 1", false}, // c2 light, g7 dark
	} {
		s, err := Chess.Parse(c.fen)
		require.NoError(t, err)
		o := s.Outcome()
		assert.Equal(t, c.dead, o.Over, c.fen)
		if c.dead {
			assert.True(t, o.Draw())
			assert.Equal(t, "insufficient material", o.Reason)
			assert.Equal(t, CodeInsufficientMaterial, o.Code)
		}
	}
}
