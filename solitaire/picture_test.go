package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPicture(t *testing.T) {
	pic := newState(t, Samotar, 1).(board.Drawer).Picture()
	assert.Len(t, pic.Cells, NumHoles)
	assert.Equal(t, []int{32}, pic.PieceCount(1))
	c17, ok := pic.Cell("17")
	require.True(t, ok)
	assert.Empty(t, c17.Pieces)
	c1, _ := pic.Cell("1")
	c31, _ := pic.Cell("31")
	assert.Less(t, c1.Y, c31.Y, "hole 1 is drawn on top")

	pic = newState(t, FoxGeese, 2).(board.Drawer).Picture()
	assert.Equal(t, []int{20, 2}, pic.PieceCount(2))
	pic = newState(t, Castle, 2).(board.Drawer).Picture()
	assert.Equal(t, []int{24, 2}, pic.PieceCount(2), "the two defenders to place are in hand")
	pic = newState(t, configured(t, Castle, "Diagonals=true"), 2).(board.Drawer).Picture()
	assert.NotEmpty(t, pic.Lines, "the diagonal board draws its lines")
	pic = newState(t, Eater, 2).(board.Drawer).Picture()
	assert.Equal(t, []int{11, 11}, pic.PieceCount(2))
	pic = newState(t, Fleas, 3).(board.Drawer).Picture()
	assert.Equal(t, []int{5, 5, 5}, pic.PieceCount(3), "four small winks and the big one each")
	pic = newState(t, Mikado, 2).(board.Drawer).Picture()
	assert.Equal(t, []int{0, 0}, pic.PieceCount(2), "every stick in the heap")
}

func TestTouches(t *testing.T) {
	assert.Equal(t, []board.Touch{{Cell: "5", Role: board.From}, {Cell: "10", Role: board.Capture}, {Cell: "17", Role: board.To}},
		NewJump(5, 10, 17).Touches())
	s := parsed(t, Castle, huntPosition('A', 'D', []int{10, 15, 16, 18, 19, 22, 23, 24, 25, 26, 28, 30}, []int{1, 5}, 'D'))
	m := s.Legal()[0].(board.Tracer)
	assert.Equal(t, []board.Touch{{Cell: "5", Role: board.From}, {Cell: "17", Role: board.Via}, {Cell: "29", Role: board.To},
		{Cell: "10", Role: board.Capture}, {Cell: "24", Role: board.Capture}}, m.Touches())
	assert.Equal(t, []board.Touch{{Cell: "12", Role: board.Place}}, Placement{12}.Touches())
	e := EaterMove{Kind: Step, From: 24, To: 17, Eat: [2]uint8{3}}
	assert.Equal(t, []board.Touch{{Cell: "24", Role: board.From}, {Cell: "17", Role: board.To}, {Cell: "3", Role: board.Remove}}, e.Touches())
}
