package draughts

import (
	"errors"
	"io"
	"runtime"
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

// TestPDNNestingBounded: variations nest at most MaxPDNDepth deep;
// deeper nesting is a clear error at once, and the reader goes on with the
// next game. The input is issue 10's: a million nested variations.
func TestPDNNestingBounded(t *testing.T) {
	const n = 1_000_000
	deep := `[Event "x"]` + "\n1. " + strings.Repeat("11-15 (", n) + "11-15" + strings.Repeat(")", n) + " *\n"
	next := "[GameType \"21\"]\n1. 11-15 *\n"
	d := NewPDNReader(strings.NewReader(deep + next))
	_, err := d.Read()
	require.ErrorIs(t, err, board.ErrBadNotation)
	require.Contains(t, err.Error(), "nested more than 64 deep")
	rec, err := d.Read()
	require.NoError(t, err)
	require.Equal(t, []string{"11-15"}, rec.Moves)
	_, err = d.Read()
	require.Equal(t, io.EOF, err)

	// 64 levels read, and write back without them
	ok := "1. " + strings.Repeat("11-15 (", MaxPDNDepth) + "11-15" + strings.Repeat(")", MaxPDNDepth) + " 9-13 *"
	recs, err := ParsePDN(ok)
	require.NoError(t, err)
	require.Equal(t, []string{"11-15", "9-13"}, recs[0].Moves)
	require.Equal(t, "1. 11-15 9-13 *\n", recs[0].String())
}

// TestPDNReaderSkipsBadRecords: a bad record is reported and skipped; the
// records around it are read; ReadPDN returns the good ones and lists the
// bad ones.
func TestPDNReaderSkipsBadRecords(t *testing.T) {
	text := "[Event \"1\"]\n1. 11-15 *\n" +
		"[Event \"2\"]\n1. 11-15 ) 12-16 *\n" +
		"[Event \"3\" x]\n[Round \"3\"]\n1. 9-13 *\n" +
		"[Event \"4\"]\n1. 10-14 1-0\n"
	recs, err := ParsePDN(text)
	require.ErrorIs(t, err, board.ErrBadNotation)
	require.Contains(t, err.Error(), "record 2: PDN line 4")
	require.Contains(t, err.Error(), "record 3: ")
	require.Len(t, recs, 2)
	for i, want := range []string{"1", "4"} {
		ev, _ := recs[i].Tag("Event")
		require.Equal(t, want, ev)
	}
	// a comment before the tags belongs to the game
	recs, err = ParsePDN("{before} [Event \"x\"]\n1. 11-15 *")
	require.NoError(t, err)
	require.Len(t, recs, 1)
	require.Equal(t, "before", recs[0].Comment)
	require.Len(t, recs[0].Tags, 1)
}

// repeatReader reads unit n times without holding the whole text.
type repeatReader struct {
	unit string
	n    int
	off  int
}

func (r *repeatReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	k := copy(p, r.unit[r.off:])
	r.off += k
	if r.off == len(r.unit) {
		r.off, r.n = 0, r.n-1
	}
	return k, nil
}

// liveHeap returns the bytes in use after a collection.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// heldSince returns the live heap grown since base (0 if it shrank).
func heldSince(base uint64) uint64 {
	h := liveHeap()
	return h - min(base, h)
}

// TestPDNReaderStreams: 10.7 MB of one-move games (issue 10: ParsePDN held
// 405 MB for them) stream through PDNReader in constant memory.
func TestPDNReaderStreams(t *testing.T) {
	unit := "[Event \"x\"]\n[GameType \"21\"]\n\n1. 11-15 *\n\n"
	n := 10_700_000 / len(unit)
	base := liveHeap()
	d := NewPDNReader(&repeatReader{unit: unit, n: n})
	var most uint64
	for i := 0; ; i++ {
		rec, err := d.Read()
		if err == io.EOF {
			require.Equal(t, n, i)
			break
		}
		require.NoError(t, err)
		require.Equal(t, []string{"11-15"}, rec.Moves)
		if i%50_000 == 0 {
			most = max(most, heldSince(base))
		}
	}
	require.Less(t, most, uint64(2<<20), "live heap while streaming")
}

// TestPDNMemoryBound: the bounds the documentation states — a record holds
// at most 24 bytes per byte of its text, and ReadPDN adds at most 128 bytes
// per record — on the inputs that cost the most: a record of the most
// one-letter moves, a million empty records, one-move games, the most
// plies, 100,000 comments on one move (issue 10: 11 s in ParsePDN when
// each was joined onto the growing text).
func TestPDNMemoryBound(t *testing.T) {
	for _, tc := range []struct {
		name, text string
	}{
		{"most moves", strings.Repeat("a ", MaxPDNMoves) + "*"},
		{"most plies", "[Event \"x\"]\n" + strings.Repeat("1. 11-15 15-11 ", MaxPDNMoves/2) + "*"},
		{"empty records", strings.Repeat("* ", 1_000_000)},
		{"one-move games", strings.Repeat("[a \"\"]\n1. 11-15 *\n", 300_000)},
		{"comments", "1. 11-15 " + strings.Repeat("{abcdefgh} ", 100_000) + "9-13 *"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base := liveHeap()
			recs, err := ParsePDN(tc.text)
			held := heldSince(base)
			require.NoError(t, err)
			require.LessOrEqual(t, held, uint64(24*len(tc.text)+128*len(recs)), "bytes held for %d bytes of text", len(tc.text))
			runtime.KeepAlive(recs)
		})
	}
}

// TestPDNRecordBounds: a record past MaxPDNMoves moves, with a move longer
// than 128 characters, or with more than MaxPDNText bytes of tags and
// comments is an error, and the next record is read.
func TestPDNRecordBounds(t *testing.T) {
	next := "[Event \"next\"]\n1. 11-15 *\n"
	for _, tc := range []struct{ name, text, want string }{
		{"moves", strings.Repeat("a ", MaxPDNMoves+1) + "*\n", "more than 131072 moves"},
		{"long move", "1. " + strings.Repeat("1-", 100) + "5 *\n", "a move of 201 characters"},
		{"comments", "1. 11-15 " + strings.Repeat("{"+strings.Repeat("x", 1000)+"} ", 1100) + "*\n", "more than 1048576 bytes"},
		{"tags", strings.Repeat("[Annotator \""+strings.Repeat("x", 1000)+"\"]\n", 1100) + "*\n", "more than 1048576 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs, err := ParsePDN(tc.text + next)
			require.ErrorIs(t, err, board.ErrBadNotation)
			require.Contains(t, err.Error(), tc.want)
			require.Len(t, recs, 1)
			ev, _ := recs[0].Tag("Event")
			require.Equal(t, "next", ev)
		})
	}
}
