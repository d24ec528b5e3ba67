package chess

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playAll plays the moves (UCI or SAN) on a new state of g.
func playAll(t *testing.T, g *Game, moves ...string) *State {
	t.Helper()
	s := g.NewState(g.Start())
	for _, m := range moves {
		bm, err := s.ParseMove(m)
		require.NoError(t, err, m)
		require.NoError(t, s.Play(bm), m)
	}
	return s
}

// TestDoublePGN: the two moves of a turn are written and read with a
// comma, a checking first move alone.
func TestDoublePGN(t *testing.T) {
	s := playAll(t, DoubleMoveChess, "e4", "Nf3", "e5", "Nc6", "Bc4", "Ng5", "Nf6", "d5")
	text := s.PGN().String()
	assert.Contains(t, text, `[Variant "Double move"]`)
	assert.Contains(t, text, "1. e4,Nf3 e5,Nc6 2. Bc4,Ng5 Nf6,d5 *")
	games, err := ReadPGN(text)
	require.NoError(t, err)
	require.Len(t, games, 1)
	back, err := games[0].Replay(nil)
	require.NoError(t, err)
	assert.Equal(t, s.Position(), back.Position())

	checked := playAll(t, DoubleMoveChess, "e4", "Bc4", "e5", "Qh4", "Bxf7+", "Kxf7", "Nf6")
	assert.Contains(t, checked.PGN().String(), "1. e4,Bc4 e5,Qh4 2. Bxf7+ Kxf7,Nf6 *")
	_, err = ReadPGN("[Variant \"Double move\"]\n\n1. e4,Bc4 e5,Qh4 2. Bxf7+,Nf3 *\n")
	assert.ErrorIs(t, err, board.ErrIllegalMove)
}

// TestVariantPGNTags: every variant writes its Variant tag (with SetUp and
// FEN where it does not start from chess's array) and reads it back.
func TestVariantPGNTags(t *testing.T) {
	for _, c := range []struct {
		game  *Game
		tag   string
		moves []string
	}{
		{ChiefAndWarriors, "Chief", []string{"e4", "Ad4"}},
		{KnockOutChess, "KO", []string{"e4", "e5"}},
		{PlacementChess, "Placement", []string{"K@e1", "K@e8", "@a2"}},
		{EatingChess, "Eating", []string{"e4", "d5", "exd5"}},
	} {
		t.Run(c.tag, func(t *testing.T) {
			s := playAll(t, c.game, c.moves...)
			text := s.PGN().String()
			assert.Contains(t, text, `[Variant "`+c.tag+`"]`)
			assert.Contains(t, text, strings.Join(c.moves[:2], " "))
			games, err := ReadPGN(text)
			require.NoError(t, err)
			back, err := games[0].Replay(nil)
			require.NoError(t, err)
			assert.Same(t, c.game, back.game)
			assert.Equal(t, s.Position(), back.Position())
		})
	}
}

// TestAntichessPGN: a lichess Antichess game reads into chess/eating; one
// that promotes to a type its side still has is refused with the reason.
func TestAntichessPGN(t *testing.T) {
	const ok = "[Variant \"Antichess\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"]\n\n1. e3 b5 2. Bxb5 Bb7 3. Bxd7 Qxd7 *\n"
	games, err := ReadPGN(ok)
	require.NoError(t, err)
	s, err := games[0].Replay(nil)
	require.NoError(t, err)
	assert.Same(t, EatingChess, s.game)
	// White's a-pawn reaches a8 while every white type is still on the
	// board (lichess would allow a8=Q).
	const bad = "[Variant \"Antichess\"]\n[SetUp \"1\"]\n[FEN \"4k3/P7/8/8/8/8/8/RNBQKBNR w - - 0 1\"]\n\n1. a8=Q *\n"
	_, err = ReadPGN(bad)
	require.ErrorIs(t, err, board.ErrIllegalMove)
	assert.Contains(t, err.Error(), "lichess antichess")
}
