package halma_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// grid17 builds an Obklíčení position: pieces by point (the rules' (i, j)
// is column i, row j: (5,5) is f6), the player to move, hands, prisoners.
func grid17(t tb, pieces map[string]byte, mover int, hands, taken string) string {
	t.Helper()
	grid, err := board.NewGrid(17, 17)
	require.NoError(t, err)
	b := []byte(strings.Repeat(".", 289))
	for name, ch := range pieces {
		sq, err := grid.Parse(name)
		require.NoError(t, err)
		b[sq] = ch
	}
	return string(b) + " " + strconv.Itoa(mover) + " " + hands + " " + taken
}

func TestTipsy(t *testing.T) {
	g := halma.Tipsy
	at := func(s board.State, point string) byte {
		grid, _ := board.NewGrid(17, 17)
		sq, _ := grid.Parse(point)
		return s.Position()[sq]
	}
	t.Run("s9-1", func(t *testing.T) { // Blue surrounds Red
		s := parse(t, g, grid17(t, pieces(pieces(nil, '1', "f6"), '2', "e6", "g6", "f5"), 2, "14,12", "0,0"))
		play(t, s, "f7")
		assert.Equal(t, byte('.'), at(s, "f6"))
		p := s.(*halma.TipsyState).Board()
		assert.Equal(t, 1, p.Score(1))
		assert.Equal(t, -1, p.Score(0))
	})
	t.Run("s9-2", func(t *testing.T) { // the edge is a wall; EdgeImmune
		pos := grid17(t, pieces(pieces(nil, '1', "a6"), '2', "b6", "a5"), 2, "14,13", "0,0")
		s := parse(t, g, pos)
		play(t, s, "a7")
		assert.Equal(t, byte('.'), at(s, "a6"))
		s = parse(t, configured(t, g, "Tipsy.EdgeImmune=true"), pos)
		play(t, s, "a7")
		assert.Equal(t, byte('1'), at(s, "a6"))
	})
	t.Run("s9-3", func(t *testing.T) { // a mixed surround takes nothing
		s := parse(t, g, grid17(t, pieces(pieces(pieces(nil, '1', "f6"), '2', "e6", "g6"), '3', "f5"), 2, "14,13,14", "0,0,0"))
		play(t, s, "f7")
		assert.Equal(t, byte('1'), at(s, "f6"))
	})
	t.Run("s9-4", func(t *testing.T) { // no suicide
		s := parse(t, g, grid17(t, pieces(nil, '2', "e6", "g6", "f5", "f7"), 1, "15,11", "0,0"))
		_, err := s.ParseMove("f6")
		assert.ErrorIs(t, err, board.ErrIllegalMove)
		s = parse(t, configured(t, g, "Tipsy.AllowSuicide=true"), grid17(t, pieces(nil, '2', "e6", "g6", "f5", "f7"), 1, "15,11", "0,0"))
		play(t, s, "f6")
	})
}

// TestTipsyProperties: pieces on the grid, in hand and lost add up to
// each player's pieces; the scores sum to zero; every game ends with every
// piece placed.
func TestTipsyProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := halma.Tipsy
		s := newState(t, g, rapid.IntRange(2, 4).Draw(t, "players")).(*halma.TipsyState)
		for !s.Outcome().Over {
			l := legal(s)
			play(t, s, l[rapid.IntRange(0, len(l)-1).Draw(t, "move")])
			p := s.Board()
			sum := 0
			for seat := range s.Seats() {
				sum += p.Score(seat)
			}
			if sum != 0 {
				t.Fatalf("scores sum to %d", sum)
			}
		}
		assert.Equal(t, "all-placed", s.Outcome().Code)
	})
}
