package chess

import (
	"errors"
	"io"
	"reflect"
	"runtime"
	"runtime/debug"
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
	st, _ := Chess.New(2)
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
		s := Chess.NewState(p)
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

// TestPGNDeepVariations is issue 10 item 1: a million nested variations
// used to be read whole and overflowed the goroutine stack when written.
// Reading stops at MaxPGNDepth with a clear error (and goes on with the
// next game); writing walks any depth without recursion, which a small
// stack limit would expose.
func TestPGNDeepVariations(t *testing.T) {
	const n = 1_000_000
	text := `[Event "x"]` + "\n1. " + strings.Repeat("e4 (", n) + "e4" + strings.Repeat(")", n) + " *\n\n[Event \"y\"]\n1. d4 *\n"
	games, err := ReadPGN(text)
	var perr *PGNError
	require.ErrorAs(t, err, &perr)
	assert.ErrorIs(t, err, board.ErrBadNotation)
	assert.Equal(t, 1, perr.Game)
	assert.Contains(t, err.Error(), "variations nested more than 64 deep")
	require.Len(t, games, 1, "the game after the bad one is read")
	assert.Equal(t, "d4", games[0].Moves[0].SAN)

	// At the bound the game reads and writes back as read.
	text = `[Event "x"]` + "\n1. " + strings.Repeat("e4 (", MaxPGNDepth) + "e4" + strings.Repeat(")", MaxPGNDepth) + " *\n"
	games, err = ReadPGN(text)
	require.NoError(t, err)
	again, err := ReadPGN(games[0].String())
	require.NoError(t, err)
	assert.Equal(t, games[0].Line, again[0].Line)

	// A game built by hand may nest deeper; writing it needs no stack.
	e4 := Move(0)
	p := StartPosition()
	e4, _ = p.ParseMove("e4")
	deep := Line{Moves: []PGNMove{{Move: e4}}}
	for range 100_000 {
		deep = Line{Moves: []PGNMove{{Move: e4, Variations: []Line{deep}}}}
	}
	defer debug.SetMaxStack(debug.SetMaxStack(8 << 20))
	out := (&PGNGame{Line: deep, Result: "*"}).String()
	assert.Equal(t, 100_000, strings.Count(out, "("))
}

// TestPGNManyComments is issue 10 item 2: 100,000 comments after one move
// took 12 s when each was joined onto the growing comment; they are joined
// in linear time (a quadratic join would allocate about 45 GB).
func TestPGNManyComments(t *testing.T) {
	text := "1. e4 " + strings.Repeat("{abcdefgh} ", 100_000) + "e5 *"
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	games, err := ReadPGN(text)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	assert.Len(t, games[0].Moves[0].Comment, 100_000*9-1)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(256<<20))
}

// TestPGNBounds is issue 10 item 3: a game past a bound of the reader is
// an error naming the bound, and the next game is read.
func TestPGNBounds(t *testing.T) {
	cycle := func(n int) string { // n times four knight moves back and forth: legal, and 4n plies
		var b strings.Builder
		for range n {
			b.WriteString("Nf3 Nf6 Ng1 Ng8 ")
		}
		return b.String()
	}
	next := "\n[Event \"next\"]\n1. e4 *\n"
	for _, tc := range []struct {
		name, game, err string
	}{
		{"moves at the bound", cycle(MaxPGNMoves/4) + "*", ""},
		{"one move past", cycle(MaxPGNMoves/4) + "Nf3 *", "passes 32768 moves"},
		{"text at the bound", `[Event "` + strings.Repeat("x", MaxPGNText/2) + `"]` + "\n{" + strings.Repeat("y", MaxPGNText/2) + "} *", ""},
		{"text past the bound", `[Event "` + strings.Repeat("x", MaxPGNText/2) + `"]` + "\n{" + strings.Repeat("y", MaxPGNText/2) + "} {z} *", "pass 1048576 bytes"},
		{"tags past the bound", strings.Repeat(`[Event "`+strings.Repeat("x", 1000)+"\"]\n", MaxPGNText/1000+1) + "*", "pass 1048576 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			games, err := ReadPGN(tc.game + next)
			if tc.err == "" {
				require.NoError(t, err)
				require.Len(t, games, 2)
				return
			}
			require.ErrorIs(t, err, board.ErrBadNotation)
			assert.Contains(t, err.Error(), "game 1")
			assert.Contains(t, err.Error(), tc.err)
			require.Len(t, games, 1)
			assert.Equal(t, "next", games[0].TagValue("Event"))
		})
	}
}

// TestPGNMemoryBound checks the memory bound PGNReader's doc states: a
// game at every bound at once is held in at most 16 MB.
func TestPGNMemoryBound(t *testing.T) {
	var b strings.Builder
	b.WriteString(`[Event "` + strings.Repeat("x", MaxPGNText/2) + `"]` + "\n{" + strings.Repeat("y", MaxPGNText/2-1) + "}\n")
	for range MaxPGNMoves / 4 {
		b.WriteString("Nf3 $1 Nf6 Ng1 Ng8 ")
	}
	b.WriteString("*")
	text := b.String()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	r := NewPGNReader(strings.NewReader(text))
	g, err := r.Read()
	require.NoError(t, err)
	runtime.GC()
	runtime.ReadMemStats(&after)
	require.Len(t, g.Moves, MaxPGNMoves)
	held := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	assert.Less(t, held, int64(16<<20), "held %d bytes", held)
	t.Logf("held %d bytes", held)
	runtime.KeepAlive(r)
	runtime.KeepAlive(g)
}

// TestPGNBlackMoveNumberApart is issue 10 item 5: "1. ... e5", as chess.js
// writes a game that starts with Black to move.
func TestPGNBlackMoveNumberApart(t *testing.T) {
	games, err := ReadPGN(`[SetUp "1"] [FEN "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"] 1. ... e5 2. Nf3 *`)
	require.NoError(t, err)
	require.Len(t, games[0].Moves, 2)
	assert.Equal(t, "e5", games[0].Moves[0].SAN)
	assert.Equal(t, "Nf3", games[0].Moves[1].SAN)
}

// TestReadPGNKeepsGoodGames is issue 10 item 6: ReadPGN returns every good
// game and an error that lists each bad one with its number, line and
// reason; the streaming reader skips a bad game, lexical errors included.
func TestReadPGNKeepsGoodGames(t *testing.T) {
	text := "[Event \"1\"]\n1. e4 e5 *\n\n" +
		"[Event \"2\"]\n1. e4 e4 *\n\n" +
		"[Event \"3\"]\n1. d4 @ d5 & 2. c4 *\n\n" +
		"[Event \"4\"]\n1. c4 *\n\n" +
		"[Event \"5\"]\n[FEN \"8/8/8/8\"]\n1. c4 *\n"
	games, err := ReadPGN(text)
	require.Len(t, games, 2)
	assert.Equal(t, "1", games[0].TagValue("Event"))
	assert.Equal(t, "4", games[1].TagValue("Event"))
	var bad []*PGNError
	for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
		var pe *PGNError
		require.ErrorAs(t, e, &pe)
		bad = append(bad, pe)
	}
	require.Len(t, bad, 3)
	assert.Equal(t, []int{2, 3, 5}, []int{bad[0].Game, bad[1].Game, bad[2].Game})
	assert.Equal(t, []int{5, 8, 14}, []int{bad[0].Line, bad[1].Line, bad[2].Line})
	assert.ErrorIs(t, bad[0], board.ErrIllegalMove)
	assert.ErrorIs(t, bad[1], board.ErrBadNotation)
	assert.ErrorIs(t, bad[2], board.ErrBadNotation)
	assert.Contains(t, err.Error(), "pgn: game 2, line 5: e4: ")
	assert.Contains(t, err.Error(), "FEN tag")
}

// TestPGNByteOrderMark is issue 10 item 8: a file saved with a UTF-8
// byte-order mark reads as without it.
func TestPGNByteOrderMark(t *testing.T) {
	games, err := ReadPGN("\uFEFF[Event \"x\"]\n1. e4 *\n")
	require.NoError(t, err)
	assert.Equal(t, "x", games[0].TagValue("Event"))
}
