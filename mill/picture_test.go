package mill_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPicture(t *testing.T) {
	st, err := mill.CrossMill.New(2)
	require.NoError(t, err)
	pic := st.(board.Drawer).Picture()
	assert.Len(t, pic.Cells, 24)
	assert.Len(t, pic.Lines, 32, "the 32 edges of the plain board")
	assert.Equal(t, []int{6, 6}, pic.PieceCount(2))
	a4, ok := pic.Cell("a4")
	require.True(t, ok)
	assert.Equal(t, []board.Piece{{Seat: 0, Kind: "stone", Count: 1}}, a4.Pieces, "cross mill: White on a4")
	a7, _ := pic.Cell("a7")
	assert.Less(t, a7.Y, a4.Y, "rank 7 is drawn on top")
	twelve, err := mill.TwelveMensMorris.New(2)
	require.NoError(t, err)
	pic = twelve.(board.Drawer).Picture()
	assert.Len(t, pic.Lines, 40, "with the diagonals")
	assert.Equal(t, []int{12, 12}, pic.PieceCount(2), "the stones in hand")
}

func TestTouches(t *testing.T) {
	for text, want := range map[string][]board.Touch{
		"[xa7]g1xe4": {{Cell: "a7", Role: board.Remove}, {Cell: "g1", Role: board.Place}, {Cell: "e4", Role: board.Remove}},
		"a1-a4":      {{Cell: "a1", Role: board.From}, {Cell: "a4", Role: board.To}},
		"[xa7]":      {{Cell: "a7", Role: board.Remove}},
		"pass":       nil,
		"1-2-3":      nil,
	} {
		m, err := mill.ParseMove(text)
		require.NoError(t, err)
		assert.Equal(t, want, m.Touches(), text)
	}
}
