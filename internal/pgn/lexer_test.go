package pgn

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
)

// lexAll returns the tokens of text up to EOF or the first error.
func lexAll(text string) ([]Token, error) {
	l := NewLexer(strings.NewReader(text))
	var out []Token
	for {
		t, err := l.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, t)
	}
}

// The expected tokens follow the PGN standard, sections 7 (tokens), 8.1
// (tag pairs), 8.2.3 (move numbers), 8.2.4 (NAGs) and 10 (the six move
// marks and their NAGs).
func TestLexer(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     []Token
	}{
		{"tag pair", `[Event "Casual game"]`,
			[]Token{{Kind: TagPair, Line: 1, Name: "Event", Text: "Casual game"}}},
		{"tag escapes and ] inside the value", `[ White  "A \"B\" \\ ]" ]`,
			[]Token{{Kind: TagPair, Line: 1, Name: "White", Text: `A "B" \ ]`}}},
		{"tag without space", `[Round"3"]`,
			[]Token{{Kind: TagPair, Line: 1, Name: "Round", Text: "3"}}},
		{"move numbers", "12. 12... 1.e4",
			[]Token{{Kind: MoveNumber, Line: 1, Text: "12."}, {Kind: MoveNumber, Line: 1, Text: "12..."},
				{Kind: MoveNumber, Line: 1, Text: "1."}, {Kind: Symbol, Line: 1, Text: "e4"}}},
		{"dots apart from the number (issue 10 item 5)", "1. ... e5 2...Nf3",
			[]Token{{Kind: MoveNumber, Line: 1, Text: "1."}, {Kind: MoveNumber, Line: 1, Text: "..."},
				{Kind: Symbol, Line: 1, Text: "e5"}, {Kind: MoveNumber, Line: 1, Text: "2..."}, {Kind: Symbol, Line: 1, Text: "Nf3"}}},
		{"byte-order mark at the start (issue 10 item 8)", "\uFEFF[Event \"x\"]",
			[]Token{{Kind: TagPair, Line: 1, Name: "Event", Text: "x"}}},
		{"moves with marks", "e4!? Nf3 O-O-O+ e8=Q# 11x22?",
			[]Token{{Kind: Symbol, Line: 1, Text: "e4", Suffix: "!?", NAG: 5}, {Kind: Symbol, Line: 1, Text: "Nf3"},
				{Kind: Symbol, Line: 1, Text: "O-O-O+"}, {Kind: Symbol, Line: 1, Text: "e8=Q#"},
				{Kind: Symbol, Line: 1, Text: "11x22", Suffix: "?", NAG: 2}}},
		{"drops and double-move turns", "N@e4 @d5 e4,Nf3",
			[]Token{{Kind: Symbol, Line: 1, Text: "N@e4"}, {Kind: Symbol, Line: 1, Text: "@d5"}, {Kind: Symbol, Line: 1, Text: "e4,Nf3"}}},
		{"unknown suffix", "e4!!!",
			[]Token{{Kind: Symbol, Line: 1, Text: "e4", Suffix: "!!!"}}},
		{"glyphs and NAGs", "!! ?! $0 $255",
			[]Token{{Kind: Glyph, Line: 1, Text: "!!", NAG: 3}, {Kind: Glyph, Line: 1, Text: "?!", NAG: 6},
				{Kind: NAG, Line: 1, Text: "$0"}, {Kind: NAG, Line: 1, Text: "$255", NAG: 255}}},
		{"results", "1-0 0-1 1/2-1/2 2-0 1-1 * *",
			[]Token{{Kind: Symbol, Line: 1, Text: "1-0"}, {Kind: Symbol, Line: 1, Text: "0-1"},
				{Kind: Symbol, Line: 1, Text: "1/2-1/2"}, {Kind: Symbol, Line: 1, Text: "2-0"},
				{Kind: Symbol, Line: 1, Text: "1-1"}, {Kind: Symbol, Line: 1, Text: "*"}, {Kind: Symbol, Line: 1, Text: "*"}}},
		{"comments", "{a\n  b} ; rest of line\r\n{}",
			[]Token{{Kind: Comment, Line: 1, Text: "a b"}, {Kind: LineComment, Line: 2, Text: " rest of line"},
				{Kind: Comment, Line: 3, Text: ""}}},
		{"variations", "e4 (d4 (c4)) e5",
			[]Token{{Kind: Symbol, Line: 1, Text: "e4"}, {Kind: Open, Line: 1, Text: "("}, {Kind: Symbol, Line: 1, Text: "d4"},
				{Kind: Open, Line: 1, Text: "("}, {Kind: Symbol, Line: 1, Text: "c4"}, {Kind: Close, Line: 1, Text: ")"},
				{Kind: Close, Line: 1, Text: ")"}, {Kind: Symbol, Line: 1, Text: "e5"}}},
		{"escape lines", "%skip me\n%[ too\ne4",
			[]Token{{Kind: Symbol, Line: 3, Text: "e4"}}},
		{"remark with dots", "exd6 e.p.",
			[]Token{{Kind: Symbol, Line: 1, Text: "exd6"}, {Kind: Symbol, Line: 1, Text: "e.p."}}},
		{"line numbers", "\n\n[A \"b\"]\n\ne4",
			[]Token{{Kind: TagPair, Line: 3, Name: "A", Text: "b"}, {Kind: Symbol, Line: 5, Text: "e4"}}},
		{"empty", " \t\r\n\v\f", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := lexAll(tc.in)
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
}

func TestLexerErrors(t *testing.T) {
	for _, tc := range []struct {
		in, reason string
	}{
		{`[Event "x`, "never closed"},
		{`[Event x]`, `[Name "value"]`},
		{`[ "x"]`, "without a name"},
		{`[Event "x"`, "never closed"},
		{"[Event \"a\nb\"]", "runs past the line"},
		{"{open", "never closed"},
		{"$", "0 to 255"},
		{"$256", "0 to 255"},
		{"]", "unexpected character"},
		{"}", "unexpected character"},
		{"e4 &", "unexpected character"},
		{"e4 %x", "unexpected character"}, // % escapes only at a line start
		{"é", "unexpected character"},
	} {
		_, err := lexAll(tc.in)
		require.Error(t, err, tc.in)
		require.True(t, errors.Is(err, board.ErrBadNotation), "%q: %v", tc.in, err)
		require.Contains(t, err.Error(), tc.reason, tc.in)
	}
}

// A bad tag pair is skipped up to its "]", so that a reader that goes on
// after the error is not thrown by the rest of the pair.
func TestLexerResumesAfterBadTag(t *testing.T) {
	l := NewLexer(strings.NewReader("[Event x y]\n[Site \"s\"]"))
	_, err := l.Next()
	require.ErrorIs(t, err, board.ErrBadNotation)
	tok, err := l.Next()
	require.NoError(t, err)
	require.Equal(t, Token{Kind: TagPair, Line: 2, Name: "Site", Text: "s"}, tok)
}

func TestLexerTooLong(t *testing.T) {
	_, err := lexAll("{" + strings.Repeat("a", MaxToken+1) + "}")
	require.ErrorIs(t, err, board.ErrBadNotation)
}

func TestLexerUnread(t *testing.T) {
	l := NewLexer(strings.NewReader("e4 e5"))
	first, err := l.Next()
	require.NoError(t, err)
	l.Unread(first)
	again, err := l.Next()
	require.NoError(t, err)
	require.Equal(t, first, again)
	second, err := l.Next()
	require.NoError(t, err)
	require.Equal(t, "e5", second.Text)
}

type failingReader struct{}

var errDisk = errors.New("disk on fire")

func (failingReader) Read([]byte) (int, error) { return 0, errDisk }

func TestLexerReaderError(t *testing.T) {
	_, err := NewLexer(failingReader{}).Next()
	require.ErrorIs(t, err, errDisk)
}

func TestTags(t *testing.T) {
	var tags []Tag
	tags = Set(tags, "Event", "a")
	tags = Set(tags, "Site", "b")
	tags = Set(tags, "Event", "c")
	require.Equal(t, []Tag{{"Event", "c"}, {"Site", "b"}}, tags)
	v, ok := Lookup(tags, "Site")
	require.True(t, ok)
	require.Equal(t, "b", v)
	_, ok = Lookup(tags, "Round")
	require.False(t, ok)
}

func TestWriteTag(t *testing.T) {
	var b strings.Builder
	WriteTag(&b, "White", "A \"B\" \\\nC")
	require.Equal(t, "[White \"A \\\"B\\\" \\\\ C\"]\n", b.String())
	tok, err := lexAll(b.String())
	require.NoError(t, err)
	require.Equal(t, `A "B" \ C`, tok[0].Text)
}

func TestWrapper(t *testing.T) {
	var w Wrapper
	for i := 0; i < 20; i++ {
		w.Word("abcd")
	}
	w.Word("(")
	w.Glue()
	w.Word("x")
	w.Attach(")")
	lines := strings.Split(w.String(), "\n")
	// 16 words of 4 with 15 spaces fill 79 columns; a 17th would pass Width.
	require.Equal(t, strings.TrimSpace(strings.Repeat("abcd ", 16)), lines[0])
	require.Equal(t, "abcd abcd abcd abcd (x)", lines[1])
	var long Wrapper
	long.Word("a")
	long.Word(strings.Repeat("b", 100))
	require.Equal(t, "a\n"+strings.Repeat("b", 100), long.String())
}

func TestCommentary(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start string
		add   []string
		want  string
	}{
		{"first comment trimmed", "", []string{" first "}, "first"},
		{"joined with a space", "first", []string{"second"}, "first second"},
		{"blank comment keeps the separator", "first", []string{"  "}, "first "},
		{"several", "", []string{"a", "b", "c"}, "a b c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var c Commentary
			place := tc.start
			for _, a := range tc.add {
				c.Add(&place, a)
			}
			require.Equal(t, tc.want, place)
		})
	}
}

func TestCommentaryFollowsThePlace(t *testing.T) {
	var c Commentary
	a, b := "", ""
	c.Add(&a, "one")
	c.Add(&b, "two")
	c.Add(&a, "three")
	b = "reset"
	c.Add(&b, "four")
	require.Equal(t, "one three", a)
	require.Equal(t, "reset four", b)
}

// TestCommentaryLinear is the reproduction of issue 10 item 2: 100,000
// comments at one place. Joining each onto the growing text copies about
// n²/2 bytes (45 GB here); Commentary's buffer doubles, so it allocates a
// small multiple of the final text.
func TestCommentaryLinear(t *testing.T) {
	const n = 100_000
	var c Commentary
	place := ""
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range n {
		c.Add(&place, "abcdefgh")
	}
	runtime.ReadMemStats(&after)
	require.Len(t, place, n*9-1)
	require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(8*len(place)))
}
