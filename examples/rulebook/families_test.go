package main

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// What the rulebook tool shows of the real games, where it depends on a
// family's part: its record (board.Recorder), its descriptions
// (board.Describer), its picture per seat (board.Viewer) and the reasons
// of its parsers. The reproductions are those of issue 10, items 25–28.

// Issue 10 item 26: chess in play echoes SAN with move numbers. The
// scholar's mate, 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#, typed in UCI.
func TestChessRecord(t *testing.T) {
	code, stdout, stderr := rb(t, "e2e4\ne7e5\nf1c4\nb8c6\nd1h5\ng8f6\nh5f7\n", "play", "-game", "chess", "-seats", "human,human")
	require.Equal(t, exitOK, code, stderr)
	for _, want := range []string{
		`(?m)(^|> )1\. seat 0 \((White, )?human\): e4$`,
		`(?m)(^|> )1\.\.\. seat 1 \((Black, )?human\): e5$`,
		`(?m)(^|> )3\.\.\. seat 1 \((Black, )?human\): Nf6$`,
		`(?m)(^|> )4\. seat 0 \((White, )?human\): Qxf7#$`,
	} {
		assert.Regexp(t, want, stdout)
	}
}

// Issue 10 item 27: the reason for a rejected move fits what was typed. In
// chess "hello" and "zz9" are no moves at all, not bad promotions; in
// dominoes a tile typed when a player is to move is a play without its end,
// not a chance outcome.
func TestMessagesFitInput(t *testing.T) {
	chess := newState(t, "chess")
	for _, text := range []string{"hello", "zz9"} {
		_, err := chess.ParseMove(text)
		require.ErrorIs(t, err, board.ErrBadNotation, text)
		assert.NotContains(t, err.Error(), "promotion", "chess %q", text)
	}

	dom := newState(t, "domino")
	r := rand.New(rand.NewPCG(1, 2))
	for dom.ToMove() == board.Chance {
		_, err := board.Sample(dom, r)
		require.NoError(t, err)
	}
	require.GreaterOrEqual(t, int(dom.ToMove()), 0, "a player to move after the deal")
	var tile string
	for _, m := range dom.Legal() {
		if t, _, ok := strings.Cut(m.String(), "@"); ok {
			tile = t
			break
		}
	}
	require.NotEmpty(t, tile, "a tile to play in %v", dom.Legal())
	_, err := dom.ParseMove(tile)
	require.Error(t, err, tile)
	assert.NotContains(t, err.Error(), "chance", "domino: the tile %s typed by the player to move", tile)
}

// Issue 10 item 28: Propast's turn that ends on a first throw of 1 is
// shown as such (a first throw of 1 forfeits the turn), through
// the state's board.Describer.
func TestPropastForfeitShown(t *testing.T) {
	code, stdout, stderr := rb(t, "1\n", "play", "-game", "ludo/propast", "-seats", "human,human", "-dice", "manual",
		"-position", "0/0 0 throw")
	require.Equal(t, exitOK, code, stderr)
	assert.Regexp(t, `(?m)(^|> )1\. chance: 1: the turn ends\b.*forfeit`, stdout)
}

// Issue 10 item 25: a backgammon play of several checker moves is listed
// one per line, numbered, and typing the number plays it (the tool's part);
// Black sees the points in Black's numbering, either in a picture drawn
// from Black's side (board.Viewer) or in one that labels both numberings,
// each point 2 to 24 then written twice (the family's part).
func TestBackgammonPlayList(t *testing.T) {
	code, stdout, stderr := rb(t, "3-1\n2\n", "play", "-game", "backgammon", "-seats", "human,random", "-dice", "manual", "-seed", "1")
	require.Equal(t, exitOK, code, stderr)
	inOrder(t, stdout, []string{"1. chance: 3-1\n", "to move:\n", "   2) 6/5 6/3\n", "type a move or its number\n", "2. seat 0 (", "): 6/5 6/3\n"})

	s := newState(t, "backgammon")
	white, black := board.View(s, 0), board.View(s, 1)
	if white != black {
		return // drawn from each side
	}
	count := map[string]int{}
	for _, f := range strings.Fields(white) {
		count[f]++
	}
	for p := 2; p <= 24; p++ {
		assert.GreaterOrEqual(t, count[strconv.Itoa(p)], 2, "point %d labelled in both numberings:\n%s", p, white)
	}
}

// newState returns a new game of the registered game id for its fewest
// players.
func newState(t *testing.T, id string) board.State {
	t.Helper()
	g, ok := board.Lookup(id)
	require.True(t, ok, id)
	s, err := g.New(g.Info().MinPlayers)
	require.NoError(t, err)
	return s
}
