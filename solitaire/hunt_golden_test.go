package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// huntPosition writes a hunt position from hole lists, for tests.
func huntPosition(flockChar, hunterChar byte, flock, hunters []int, side byte) string {
	b := []byte(puzzlePosition(0))
	for _, h := range flock {
		b[h-1] = flockChar
	}
	for _, h := range hunters {
		b[h-1] = hunterChar
	}
	return string(b) + " " + string(side)
}

// The scenarios of Ovce a vlci and Hrad rytířů.

func TestGolden_s4_1(t *testing.T) {
	s := newState(t, FoxGeese, 2)
	assert.Equal(t, "......S.W.W.SSS.S.SSSSSSSSSSSSSSS S", s.Position())
	assert.Equal(t, board.Player(flockSeat), s.ToMove())
	assert.Equal(t, sorted("7-8", "13-12", "15-16", "15-8", "17-18", "17-16", "17-10", "19-18", "19-12", "23-16", "25-18"),
		legalStrings(s))
}

func TestGolden_s4_2(t *testing.T) {
	s := newState(t, FoxGeese, 2)
	require.NoError(t, board.Replay(s, "15-8"))
	assert.Equal(t, sorted("9-10", "9-16", "9-4", "11-12", "11-10", "11-18", "11-6"), legalStrings(s))
}

func TestGolden_s4_3(t *testing.T) {
	s := newState(t, FoxGeese, 2)
	require.NoError(t, board.Replay(s, "7-8"))
	assert.Equal(t, []string{"9x7"}, legalStrings(s))
	require.NoError(t, board.Replay(s, "9x7"))
	assert.Equal(t, 19, s.(*Hunt).Board().Flock().Len())
	assert.True(t, s.(*Hunt).Board().Hunters().Has(7))
}

func TestGolden_s5_1(t *testing.T) {
	s := newState(t, Castle, 2)
	assert.Equal(t, "......AA...AAAAAAAAAAAAAAAAAAAAAA D", s.Position())
	assert.Equal(t, board.Player(hunterSeat), s.ToMove())
	require.NoError(t, board.Replay(s, "@4", "@6"))
	assert.Equal(t, sorted("8-9", "12-11", "16-9", "17-10", "18-11"), legalStrings(s))
	// The same position given with the defenders placed.
	p, err := Castle.Parse(s.Position())
	require.NoError(t, err)
	assert.Equal(t, legalStrings(s), legalStrings(p))
}

func TestGolden_s5_2(t *testing.T) {
	pos := huntPosition('A', 'D', []int{10, 15, 16, 18, 19, 22, 23, 24, 25, 26, 28, 30}, []int{1, 5}, 'D')
	s, err := Castle.Parse(pos)
	require.NoError(t, err)
	assert.Equal(t, []string{"5x17x29"}, legalStrings(s))
	_, err = s.ParseMove("5x17")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "stopping on 17 is not legal")
	_, err = s.ParseMove("5-4")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "no step while a capture exists")
	require.NoError(t, board.Replay(s, "5x17x29"))
	h := s.(*Hunt)
	assert.False(t, h.Board().Flock().Has(10))
	assert.False(t, h.Board().Flock().Has(24))
	assert.Equal(t, 10, h.Board().Flock().Len())
	assert.True(t, h.Board().Hunters().Has(29))
}

func TestGolden_s5_3(t *testing.T) {
	// Attackers on 8 of the castle holes and on 12, next to the ninth
	// (11); the defenders stand far off on 31 and 33. After 12-11 the
	// castle is full.
	flock := []int{1, 2, 3, 4, 5, 6, 9, 10, 12, 13, 20}
	s, err := Castle.Parse(huntPosition('A', 'D', flock, []int{31, 33}, 'A'))
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "12-11"))
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, []board.Player{flockSeat}, o.Winners)
	assert.Equal(t, "castle filled", o.Reason)
}
