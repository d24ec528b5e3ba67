package draughts

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
)

const twoGames = `[Event "Club match"]
[White "A. Novák"]
[Black "B. \"Bob\" Dvořák"]
[GameType "21"]
[Result "0-2"]

{Old opening} 1. 11-15 23-19 {a quiet reply} 2. 8-11 22-17 (2... 9-13 17-14) 3. 11-16!? $1
24-20 ; line comment
4. 16x23 27x11 0-2

[GameType "20"]
[FEN "W:W37,44:B21,22,32,39"]

1. 37x28x17x26 *
`

func TestReadPDN(t *testing.T) {
	recs, err := ParsePDN(twoGames)
	require.NoError(t, err)
	require.Len(t, recs, 2)
	r := recs[0]
	black, _ := r.Tag("Black")
	require.Equal(t, `B. "Bob" Dvořák`, black)
	require.Equal(t, []string{"11-15", "23-19", "8-11", "22-17", "11-16", "24-20", "16x23", "27x11"}, r.Moves)
	require.Equal(t, "Old opening", r.Comment)
	require.Equal(t, "a quiet reply", r.Comments[1])
	require.Equal(t, "0-2", r.Result)
	g, ok := r.Game()
	require.True(t, ok)
	require.Equal(t, English, g)
	s, err := r.Replay(g)
	require.NoError(t, err)
	require.Equal(t, board.Player(1), s.ToMove()) // Black began; 8 moves played

	r2 := recs[1]
	g2, ok := r2.Game()
	require.True(t, ok)
	s2, err := r2.Replay(g2)
	require.NoError(t, err)
	require.Equal(t, "B:W26,44:B39", s2.Position())
	require.Equal(t, "*", r2.Result)
}

func TestWritePDNRoundTrip(t *testing.T) {
	recs, err := ParsePDN(twoGames)
	require.NoError(t, err)
	var b strings.Builder
	require.NoError(t, WritePDN(&b, recs))
	again, err := ParsePDN(b.String())
	require.NoError(t, err)
	require.Equal(t, recs, again)
	require.Contains(t, b.String(), "[Black \"B. \\\"Bob\\\" Dvořák\"]")
	require.Contains(t, b.String(), "1. 11-15 23-19 {a quiet reply} 2. 8-11")
}

func TestNewRecord(t *testing.T) {
	start, err := Czech.ParseState("W:Wc3:Bd4,f6")
	require.NoError(t, err)
	r, err := NewRecord(Czech, start, []string{"c3xe5xg7"})
	require.NoError(t, err)
	require.Equal(t, "[GameType \"29\"]\n[FEN \"W:Wc3:Bd4,f6\"]\n\n1. c3xe5xg7 2-0\n", r.String())
	r, err = NewRecord(Pyramids, nil, []string{"b8-a7"})
	require.NoError(t, err)
	g, ok := r.Game()
	require.True(t, ok)
	require.Equal(t, Pyramids, g)
	_, err = NewRecord(Czech, nil, []string{"a1-a2"})
	require.ErrorIs(t, err, board.ErrBadNotation)
}

func TestReadPDNErrors(t *testing.T) {
	for _, in := range []string{
		`[Event "x`,
		`[Event x]`,
		`[ "x"]`,
		`[Event "x"`,
		`1. 11-15 {open`,
		`1. 11-15 (9-13`,
		"1. 11-15 ]",
	} {
		_, err := ParsePDN(in)
		require.Error(t, err, in)
		require.True(t, errors.Is(err, board.ErrBadNotation), "%q: %v", in, err)
	}
	// a game without a result ends where the next one's tags begin
	recs, err := ParsePDN("1. 11-15 *\n[GameType \"21\"]\n1. 11-15 12-16")
	require.NoError(t, err)
	require.Len(t, recs, 2)
	recs, err = ParsePDN(`[GameType "21"]` + "\n1. 11-15 12-16 *")
	require.NoError(t, err)
	_, err = recs[0].Replay(English)
	require.ErrorIs(t, err, board.ErrIllegalMove)
	require.Contains(t, err.Error(), "move 2 (12-16)")
}
