package domino

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPuzzlePicture checks the puzzles' pictures against the rules of the
// picture: every square of the region is a cell named as the moves name
// it, a laid tile shows its two numbers on its two cells, and the legal
// moves touch cells of the picture.
func TestPuzzlePicture(t *testing.T) {
	// A 3×4 double-two Dominosa (each of 0, 1, 2 four times): numbers by
	// rows; a1-b1 is the 0-0 tile.
	st, err := DominosaGame.Parse("domino/dominosa 0011/2200/1122 |")
	require.NoError(t, err)
	s := st.(*PuzzleState)
	p := s.Picture()
	require.Len(t, p.Cells, 12, "3 rows of 4 squares")
	a1, ok := p.Cell("a1")
	require.True(t, ok)
	assert.Equal(t, []board.Piece{{Seat: board.Nobody, Kind: "0", Count: 1}}, a1.Pieces, "a1 shows the grid's first number")
	d1, _ := p.Cell("d1")
	assert.Equal(t, "1", d1.Pieces[0].Kind, "d1 is the fourth number of the first row")
	require.NoError(t, board.Replay(s, "a1-b1"))
	p = s.Picture()
	a1, _ = p.Cell("a1")
	b1, _ := p.Cell("b1")
	assert.Equal(t, board.Player(0), a1.Pieces[0].Seat, "a laid half belongs to the solver")
	assert.Equal(t, "0", a1.Pieces[0].Kind)
	assert.Equal(t, "0", b1.Pieces[0].Kind)
	assert.Equal(t, []board.Line{{From: "a1", To: "b1", Kind: "tile"}}, p.Lines)
	for _, m := range s.Legal() {
		for _, touch := range m.(board.Tracer).Touches() {
			_, ok := p.Cell(touch.Cell)
			assert.True(t, ok, "%s touches %s", m, touch.Cell)
		}
	}
}

func TestUniformaPicture(t *testing.T) {
	st, err := UniformaGame.New(1)
	require.NoError(t, err)
	p := st.(*PuzzleState).Picture()
	assert.Len(t, p.Cells, 2*NumTiles, "Lucas's brick has 56 squares")
	for _, c := range p.Cells {
		assert.Empty(t, c.Pieces, "nothing is laid at the start")
	}
}
