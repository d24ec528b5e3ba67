package ludo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

// textMove is a Move of another package: only its String is known.
type textMove string

func (m textMove) String() string { return string(m) }

// TestDescribe is the regression test of issue 10 item 28: in Propast a
// turn that ends on a first throw of 1 was shown only as a bare "1"; the
// state now says that the turn ends and why. The expected words follow the
// rules of Propast (Book: a first 1 ends the turn; Web: a stone at
// the start needs a 1) and of Snakes and Ladders (exact finish).
func TestDescribe(t *testing.T) {
	tests := []struct {
		id, pos, move, want string
	}{
		{"ludo/propast", "0/0 0 throw", "1", "1: the turn ends: a first throw of 1 forfeits the turn; seat 1 throws next"},
		{"ludo/propast", "0/0 0 throw", "4", "4: seat 0 throws again; the second throw moves the stone"},
		{"ludo/propast-web", "0/0 1 throw", "5", "5: the turn ends: a stone at the start needs a 1 to come into play; seat 0 throws next"},
		{"ludo/propast-web", "0/0 1 throw", "1", "1: the stone comes into play; seat 1 throws again to move it"},
		{"ludo/propast", "29/0 0 throw2", "5", "5: the throw is forfeited: the stone on 29 cannot move 5 (the goal must be reached exactly)"},
		{"ludo/propast", "29/0 0 move:5", "pass", "pass: the throw of 5 is forfeited: the stone on 29 cannot move 5 (the goal must be reached exactly); seat 1 throws next"},
		{"ludo/propast", "3/9 0 move:6", "3-9", "3-9: the stone moves from 3 to 9; seat 1's stone there goes back to 3; seat 1 throws next"},
		{"ludo/propast", "3/9 0 move:4", "3-7-0", "3-7-0: the stone moves from 3 to 7, an abyss: back to the start; seat 1 throws next"},
		{"ludo/snakes-and-ladders", "0/0 0 move:1", "0-1-38", "0-1-38: the stone moves from 0 to 1 and climbs to 38; seat 1 throws next"},
		{"ludo/snakes-and-ladders", "0/0 0 open:..", "4", "4: seat 0's opening throw; seat 1 throws next"},
		{"ludo/snakes-and-ladders", "0/0 1 open:4.", "4", "4: seat 1's opening throw; the highest throws are tied and those seats throw again"},
		{"ludo/snakes-and-ladders", "0/0 1 open:4.", "5", "5: seat 1's opening throw; seat 1 has the highest and starts"},
		{"ludo/propast", "0/0 0 throw", "pass", "pass: the die is to be thrown first (seat 0's throw)"},
	}
	for _, tt := range tests {
		s, err := game(t, tt.id).Parse(tt.pos)
		require.NoError(t, err)
		m, err := s.ParseMove(tt.move)
		if err != nil {
			m = textMove(tt.move)
		}
		d, ok := s.(interface{ Describe(m board.Move) string })
		require.True(t, ok)
		assert.Equal(t, tt.want, d.Describe(m), "%s %q %s", tt.id, tt.pos, tt.move)
	}
}

// TestCrossDescribe checks the words for the moves of Člověče, nezlob se!
// forfeits within the three-throw allowance and after it,
// entries, captures, the extra throw after a 6.
func TestCrossDescribe(t *testing.T) {
	tests := []struct {
		pos, move, want string
	}{
		{"b,c,d/10/20/30 0 throw", "2", "2: no piece of seat 0 can move 2: the throw is forfeited"},
		{"b,c,d/10/20/30 0 move:2:1", "pass", "pass: the throw of 2 is forfeited; seat 0 throws again (throw 2 of three, having no piece to move but by entering)"},
		{"b,c,d/10/20/30 0 move:2:3", "pass", "pass: the throw of 2 is forfeited; seat 1 throws next"},
		{"a,c,d/10/20/30 0 move:2", "pass", "pass: the throw of 2 is forfeited; seat 1 throws next"},
		{"38,a,c/0/-/- 0 move:6", "base-0", "base-0: a piece of seat 0 enters on 0, capturing seat 1's piece there; seat 0 throws again after the 6"},
		{"12,17,c,d/15/-/- 0 move:3", "12-15", "12-15: seat 0's piece moves from 12 to 15, capturing seat 1's piece there; seat 1 throws next"},
		{"38,b,c,d/10/20/30 0 move:2", "38-a", "38-a: seat 0's piece moves from 38 to a; seat 0 has every piece home, place 1; seat 1 throws next"},
		{"0/10/20/30 0 throw", "4", "4: seat 0 moves with 4"},
		{"0/10/20/30 0 open:....", "4", "4: seat 0's opening throw; seat 1 throws next in the opening"},
	}
	ff := []struct {
		g               *ludo.Game
		pos, move, want string
	}{
		{ludo.FrankFurter, "5,20,25,30/11 0 move:6", "5-11", "5-11: seat 0's piece moves from 5 to 11, catching the Furter there: both leave the game; seat 0 throws again after the 6"},
		{ludo.Unity, "20,30/23/-/- 0 move:3", "30-33", "30-33: seat 0's piece moves from 30 to 33; the piece on 20 could have captured and goes back to the base; seat 1 throws next"},
		{ludo.Unity, "10,c,d/3,b/10/- 1 throw", "6", "6: the opposing wall on the start square goes back to its bases; seat 1 moves with 6"},
		{ludo.Orbit, "14,14/10 1 move:4", "10-14x0", "10-14x0: seat 1's piece moves from 10 to 14, capturing one of seat 0's pieces there; seat 0 throws next"},
		{ludo.Unity, "12,c,d/-/15/- 0 move:3", "12-15", "12-15: seat 0's piece moves from 12 to 15, forming a wall with the partner's piece; seat 1 throws next"},
	}
	for _, tt := range ff {
		s, err := tt.g.Parse(tt.pos)
		require.NoError(t, err)
		m, err := s.ParseMove(tt.move)
		require.NoError(t, err)
		assert.Equal(t, tt.want, s.(interface{ Describe(m board.Move) string }).Describe(m))
	}
	for _, tt := range tests {
		s, err := ludo.Clovece.Parse(tt.pos)
		require.NoError(t, err)
		m, err := s.ParseMove(tt.move)
		require.NoError(t, err, tt.pos)
		d, ok := s.(interface{ Describe(m board.Move) string })
		require.True(t, ok)
		assert.Equal(t, tt.want, d.Describe(m), "%q %s", tt.pos, tt.move)
	}
}

// Both states say what a move does through board.Describer, which the
// rulebook tool prints.
var (
	_ board.Describer = (*ludo.TrackState)(nil)
	_ board.Describer = (*ludo.CrossState)(nil)
	_ board.Lister    = (*ludo.CrossState)(nil)
	_ board.Perfter   = (*ludo.CrossState)(nil)
)
