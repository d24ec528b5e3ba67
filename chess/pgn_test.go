package chess

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// twoGames: the Blackburne Shilling Gambit trap with comments, NAGs, glyphs
// and nested variations, then a game from a FEN with castling.
const twoGames = `% an escape line, ignored
[Event "Casual"]
[Site "Prague"]
[Date "2026.11.30"]
[Round "1"]
[White "Alice \"A\""]
[Black "Bob"]
[Result "0-1"]
[Annotator "me"]

{The opening} 1. e4 e5 2. Nf3!? Nc6 (2... d6 {Philidor} 3. d4 (3. Bc4 Be7) 3... exd4)
3. Bc4 $1 Nd4 ; a line comment
4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+ 7. Be2 Nf3# 0-1

[Event "Second"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"]

1. 0-0 Kd7 2. Rad1+ *
`

const twoGamesExport = `[Event "Casual"]
[Site "Prague"]
[Date "2026.11.30"]
[Round "1"]
[White "Alice \"A\""]
[Black "Bob"]
[Result "0-1"]
[Annotator "me"]

{The opening} 1. e4 e5 2. Nf3 $5 Nc6 (2... d6 {Philidor} 3. d4 (3. Bc4 Be7)
3... exd4) 3. Bc4 $1 Nd4 {a line comment} 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+
7. Be2 Nf3# 0-1

[Event "Second"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "*"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"]

1. O-O Kd7 2. Rad1+ *

`

func TestPGNRead(t *testing.T) {
	games, err := ReadPGN(twoGames)
	require.NoError(t, err)
	require.Len(t, games, 2)
	g := games[0]
	assert.Equal(t, `Alice "A"`, g.TagValue("White"))
	assert.Equal(t, "The opening", g.Comment)
	assert.Equal(t, "0-1", g.Result)
	require.Len(t, g.Moves, 14)
	assert.Equal(t, []int{5}, g.Moves[2].NAGs, "!? is NAG 5")
	assert.Equal(t, []int{1}, g.Moves[4].NAGs)
	assert.Equal(t, "a line comment", g.Moves[5].Comment)
	v := g.Moves[3].Variations
	require.Len(t, v, 1)
	require.Len(t, v[0].Moves, 3)
	assert.Equal(t, "Philidor", v[0].Moves[0].Comment)
	assert.Equal(t, "Be7", v[0].Moves[1].Variations[0].Moves[1].SAN)
	s, err := g.Replay(nil)
	require.NoError(t, err)
	assert.Equal(t, "checkmate", s.Outcome().Reason)
	assert.Equal(t, "0-1", s.Result())

	h := games[1]
	st, err := h.Replay(nil)
	require.NoError(t, err)
	assert.Equal(t, "8/3k4/8/8/8/8/8/3R1RK1 b - - 3 2", st.Position())
	assert.Equal(t, "*", h.Result)

	var sb strings.Builder
	for _, g := range games {
		_, err := g.WriteTo(&sb)
		require.NoError(t, err)
	}
	assert.Equal(t, twoGamesExport, sb.String())
	again, err := ReadPGN(sb.String())
	require.NoError(t, err)
	require.Len(t, again, 2)
	for i := range games {
		assert.Equal(t, games[i].Line, again[i].Line, "export reads back to the same moves")
		assert.Equal(t, games[i].Result, again[i].Result)
	}
}

func TestPGNErrorsSkipGame(t *testing.T) {
	text := "[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 (2... Nf6) 1-0\n\n[Event \"good\"]\n\n1. d4 *\n"
	r := NewPGNReader(strings.NewReader(text))
	_, err := r.Read()
	require.Error(t, err)
	assert.True(t, errors.Is(err, board.ErrIllegalMove), err)
	assert.Contains(t, err.Error(), "line 3")
	g, err := r.Read()
	require.NoError(t, err)
	assert.Equal(t, "good", g.TagValue("Event"))
	assert.Equal(t, "d4", g.Moves[0].SAN)
	_, err = r.Read()
	assert.Equal(t, io.EOF, err)

	bad := []string{
		"1. e4 {never closed",
		"1. e4 ) *",
		"( 1. e4 ) *",
		"1. e4 $999 *",
		"[Event \"x\"\n1. e4 *",
		"[FEN \"8/8/8/8 w - - 0 1\"]\n\n*",
		"1. e4 e5 2. Nf3 (2... Nc6) 1-0", // variation of White's move starting with Black
		"1. e4 & *",
	}
	for _, b := range bad {
		_, err := ReadPGN(b)
		assert.Error(t, err, b)
	}
}

func TestStatePGN(t *testing.T) {
	st, _ := NewGame(Options{}).New(2)
	require.NoError(t, board.Replay(st, "f3", "e5", "g4", "Qh4"))
	g := st.(*State).PGN(Tag{Name: "Event", Value: "Fool's mate"})
	want := `[Event "Fool's mate"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "?"]
[Black "?"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

`
	assert.Equal(t, want, g.String())
}

// TestPGNLineNumbers: errors name the line of the bad move, however the
// tokens before it ended.
func TestPGNLineNumbers(t *testing.T) {
	text := "[Event \"x\"]\n\n1. e4\ne5 2. Nf3\nNc6\n3. Bb5 a6\n4. Bxa6 Qxh1 *\n"
	_, err := ReadPGN(text)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "line 7")
	assert.Contains(t, err.Error(), "Qxh1")
}

// TestPGNRoundTripPlayouts: random games written as PGN read back to the
// same moves and final position, with movetext lines shorter than 80
// columns (tag pairs are one per line, however long).
func TestPGNRoundTripPlayouts(t *testing.T) {
	fens := startFENs()
	rapid.Check(t, func(rt *rapid.T) {
		p, _ := ParseFEN(rapid.SampledFrom(fens).Draw(rt, "fen"))
		s := NewGame(Options{}).NewState(p)
		r := prng(rapid.Uint64().Draw(rt, "seed") | 1)
		for n := rapid.IntRange(0, 400).Draw(rt, "plies"); n > 0 && !s.Outcome().Over; n-- {
			s.PlayMove(s.legal[r.next()%uint64(len(s.legal))])
		}
		g := s.PGN(Tag{Name: "Event", Value: "random"})
		if r.next()%2 == 0 && len(g.Moves) > 1 {
			g.Moves[1].Comment = "a comment of several words"
			g.Moves[1].NAGs = []int{3, 14}
		}
		text := g.String()
		for _, l := range strings.Split(text, "\n") {
			if len(l) >= 80 && !strings.HasPrefix(l, "[") {
				rt.Fatalf("line of %d columns: %q", len(l), l)
			}
		}
		again, err := ReadPGN(text)
		if err != nil || len(again) != 1 {
			rt.Fatalf("%v\n%s", err, text)
		}
		if !reflect.DeepEqual(again[0].Line, g.Line) || again[0].Result != g.Result {
			rt.Fatalf("moves differ after the round trip:\n%s", text)
		}
		st, err := again[0].Replay(nil)
		if err != nil || st.Position() != s.Position() {
			rt.Fatalf("replay: %v, %s != %s", err, st.Position(), s.Position())
		}
	})
}

// TestPGNFromMovesOnly: a PGNGame built from moves without SAN is written
// with their SAN, numbered from the FEN tag's move number.
func TestPGNFromMovesOnly(t *testing.T) {
	p, _ := ParseFEN("4k3/8/8/8/8/8/8/R3K2R b KQ - 0 30")
	g := &PGNGame{Tags: []Tag{{Name: "FEN", Value: p.FEN()}, {Name: "SetUp", Value: "1"}}, Result: "*"}
	for _, u := range []string{"e8d7", "e1g1", "d7c6"} {
		m, err := p.ParseUCI(u)
		require.NoError(t, err)
		g.Moves = append(g.Moves, PGNMove{Move: m})
		p.Make(m)
	}
	g.Moves[0].Variations = []Line{{Moves: []PGNMove{{Move: NewMove(E8, MakeSquare(5, 6), Normal, 0)}}}}
	assert.Contains(t, g.String(), "\n30... Kd7 (30... Kf7) 31. O-O Kc6 *\n")
}

func TestPGNEnPassantRemark(t *testing.T) {
	games, err := ReadPGN("1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 4. d4 ep *")
	require.NoError(t, err)
	require.Len(t, games[0].Moves, 7)
	assert.Equal(t, "exf6", games[0].Moves[4].SAN)
	_, err = ReadPGN("1. e4 e.x. *")
	assert.Error(t, err)
}
