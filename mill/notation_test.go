package mill_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMoveForms(t *testing.T) {
	for text, want := range map[string]string{
		"d1": "d1", "d1xf4": "d1xf4", "a1-a4": "a1-a4", "a1-a4xf4": "a1-a4xf4", "[xa7]g1xe4": "[xa7]g1xe4",
		"[xa7]d2": "[xa7]d2", "[xa7]": "[xa7]", "pass": "pass", "3-1-2": "1-2-3", "a1xd6xb2": "a1xd6xb2",
	} {
		m, err := mill.ParseMove(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, m.String(), text)
	}
	for _, bad := range []string{"", "d4", "a1-a1", "a1-", "[xa7", "[a7]d1", "d1x", "d1xf4xb2xd2", "1-2-7", "1-2",
		"a1a4", "D1", "d1 ", "0-1-2", "[xa7]a1-a4-b4", "pass ", "a1-a4xf4junk"} {
		_, err := mill.ParseMove(bad)
		assert.ErrorIs(t, err, board.ErrBadNotation, bad)
	}
	_, err := mill.ParseMove(string(make([]byte, 1000)))
	assert.ErrorIs(t, err, board.ErrBadNotation, "an over-long text is refused before any work")
}

// TestIllegalMoves checks that well-formed moves the rules forbid are
// refused with a reason, wrapping ErrIllegalMove, and change nothing.
func TestIllegalMoves(t *testing.T) {
	placing := setup{white: "a1 d1", black: "a7 d7 g7 e4", wHand: 7, bHand: 5}
	moving := setup{white: "a1 d1 f2 d6", black: "g1 a4 d7 e4"}
	for _, c := range []struct {
		name  string
		g     *mill.Game
		s     setup
		move  string
		grain string // a word of the reason
	}{
		{"occupied point", mill.NineMensMorris, placing, "a7", "not empty"},
		{"mill needs a removal", mill.NineMensMorris, placing, "g1", "must remove"},
		{"protected stone", mill.NineMensMorris, placing, "g1xa7", "protected"},
		{"removal without mill", mill.NineMensMorris, placing, "b2xe4", "forms no mill"},
		{"slide with stones in hand", mill.NineMensMorris, placing, "a1-a4", "must place"},
		{"placement with an empty hand", mill.NineMensMorris, moving, "b2", "no stone in hand"},
		{"not a neighbour", mill.NineMensMorris, moving, "a1-b2", "not a move"},
		{"other colour's stone", mill.NineMensMorris, moving, "g1-g4", "no White stone"},
		{"pass with moves", mill.NineMensMorris, moving, "pass", "may not pass"},
		{"throw without dice", mill.NineMensMorris, moving, "1-2-3", "no dice"},
		{"bonus without trigger", mill.DiceMill, setup{white: "a1 d1", black: "a7 d7 g7 e4", wHand: 7, bHand: 5, extra: " roll=124"}, "[xa7]b2", "trigger"},
		{"bonus outside a mill", mill.DiceMill, setup{white: "a1 d1", black: "a7 d7 g7 e4", wHand: 7, bHand: 5, extra: " roll=123"}, "[xe4]b2", "mill"},
		{"placement before the throw", mill.DiceMill, setup{white: "a1 d1", black: "a7 d7 g7 e4", wHand: 7, bHand: 5}, "b2", "thrown first"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := c.s.state(t, c.g)
			before := st.Position()
			_, err := st.ParseMove(c.move)
			require.Error(t, err)
			assert.True(t, errors.Is(err, board.ErrIllegalMove), "%v wraps ErrIllegalMove", err)
			assert.Contains(t, err.Error(), c.grain)
			m, perr := mill.ParseMove(c.move)
			require.NoError(t, perr)
			assert.ErrorIs(t, st.Play(m), board.ErrIllegalMove)
			assert.Equal(t, before, st.Position(), "a refused move changes nothing")
		})
	}
	over := setup{white: "d1 b4 d6 g7", black: "a1 a4 a7 d7", side: "B"}.state(t, mill.NineMensMorris)
	_, err := over.ParseMove("a1-b2")
	assert.ErrorIs(t, err, board.ErrGameOver)
}

func TestParsePositionErrors(t *testing.T) {
	for _, bad := range []string{
		"", "........................ W 9", "........................ W 9 9 9", "....................... W 9 9",
		"........................ X 9 9", "........................ W 10 9", "........................ W -1 9",
		"........................ W 09 9", "X....................... W 9 9", "........................  W 9 9",
		"........................ W 9 9 bm=3", "........................ W 9 9 roll=123",
	} {
		_, err := mill.NineMensMorris.ParsePosition(bad)
		assert.ErrorIs(t, err, board.ErrBadNotation, bad)
	}
	for _, bad := range []string{"BBB...WWWB.WW.BWWW...BBB B 0 0 bm=16", "BBB...WWWB.WW.BWWW...BBB B 0 0 bm=x"} {
		_, err := mill.TheHunt.ParsePosition(bad)
		assert.ErrorIs(t, err, board.ErrBadNotation, bad)
	}
	for _, bad := range []string{"........................ W 9 9 roll=12", "........................ W 9 9 roll=127",
		".......................W W 0 9 roll=123", "........................ W 9 9 roll=123 bm=1"} {
		_, err := mill.DiceMill.ParsePosition(bad)
		assert.ErrorIs(t, err, board.ErrBadNotation, bad)
	}
	p, err := mill.DiceMill.ParsePosition("........................ W 9 9 roll=531")
	require.NoError(t, err)
	assert.Equal(t, "........................ W 9 9 roll=135", p.String(), "the dice are written ascending")
}
