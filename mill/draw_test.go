package mill_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRepetitionDraw: cross mill's players shuffle a stone out and back;
// the start position occurs for the third time after 8 plies, a draw
// (threefold repetition), which the notation cannot carry.
func TestRepetitionDraw(t *testing.T) {
	st, err := mill.CrossMill.New(2)
	require.NoError(t, err)
	cycle := []string{"g4-g7", "d1-a1", "g7-g4", "a1-d1"}
	require.NoError(t, board.Replay(st, cycle...))
	assert.False(t, st.Outcome().Over, "the second occurrence")
	assert.Equal(t, 2, st.(*mill.State).Repetitions())
	require.NoError(t, board.Replay(st, cycle...))
	o := st.Outcome()
	assert.True(t, o.Draw())
	assert.Equal(t, board.CodeRepetition, o.Code)
	assert.True(t, st.(board.HistoryDependent).HistoryDependent())
	read, err := mill.CrossMill.Parse(st.Position())
	require.NoError(t, err)
	assert.False(t, read.Outcome().Over, "a position read from notation has no history")
	off, err := board.Configure(mill.CrossMill, "RepetitionDraw=false")
	require.NoError(t, err)
	st, err = off.New(2)
	require.NoError(t, err)
	require.NoError(t, board.Replay(st, append(cycle, cycle...)...))
	assert.False(t, st.Outcome().Over)
}

// TestNoProgressDraw: with NoProgressPlies=4, four slides without a
// placement or removal draw; a placement or removal restarts the count.
func TestNoProgressDraw(t *testing.T) {
	g, err := board.Configure(mill.NineMensMorris, "NoProgressPlies=4")
	require.NoError(t, err)
	s := setup{white: "a1 d1 f2 d6", black: "g1 a4 d7 e4"}
	st := s.state(t, g.(*mill.Game))
	require.NoError(t, board.Replay(st, "d6-b6", "e4-e3", "b6-d6"))
	assert.False(t, st.Outcome().Over)
	require.NoError(t, board.Replay(st, "e3-e4"))
	o := st.Outcome()
	assert.True(t, o.Draw())
	assert.Equal(t, board.CodeMoveLimit, o.Code)
	off, err := board.Configure(mill.NineMensMorris, "NoProgressPlies=-1")
	require.NoError(t, err)
	st = s.state(t, off.(*mill.Game))
	require.NoError(t, board.Replay(st, "d6-b6", "e4-e3", "b6-d6", "e3-e4"))
	assert.False(t, st.Outcome().Over)
	// A removal restarts the count.
	p := setup{white: "a1 d1 g4", black: "b6 d6 f4 e3"}.state(t, mill.NineMensMorris)
	require.NoError(t, board.Replay(p, "g4-g7", "e3-d3", "g7-g4", "d3-e3"))
	after := p.Board()
	assert.Equal(t, 4, after.QuietPlies())
	require.NoError(t, board.Replay(p, "g4-g1xb6"))
	after = p.Board()
	assert.Equal(t, 0, after.QuietPlies())
}
