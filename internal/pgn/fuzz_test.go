package pgn

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// FuzzLexer: no input panics or loops; every error wraps ErrBadNotation;
// line numbers never decrease and stay within the input; tokens written
// back (tags through WriteTag, the rest as their text) lex to the same
// tokens.
func FuzzLexer(f *testing.F) {
	f.Add("[Event \"a \\\"b\\\"\"]\n1. e4!? e5 {c} (1... c5 $1) ; x\n% esc\n2. Nf3 1-0")
	f.Add("1. 11-15 23-19 2-0 [GameType \"21\"] 1... 9-13 *")
	f.Add("[Event x] {open")
	f.Fuzz(func(t *testing.T, text string) {
		l := NewLexer(strings.NewReader(text))
		last, lines := 1, strings.Count(text, "\n")+1
		var out strings.Builder
		var toks []Token
		for i := 0; i <= len(text); i++ {
			tok, err := l.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("error %v is not ErrBadNotation", err)
				}
				continue
			}
			if tok.Line < last || tok.Line > lines {
				t.Fatalf("token %+v on line %d after line %d of %d", tok, tok.Line, last, lines)
			}
			last = tok.Line
			toks = append(toks, tok)
			write(&out, tok)
		}
		again, err := lexAll(out.String())
		if err != nil {
			t.Fatalf("written tokens %q do not lex: %v", out.String(), err)
		}
		if len(again) != len(toks) {
			t.Fatalf("%d tokens became %d: %q", len(toks), len(again), out.String())
		}
		for i := range toks {
			a, b := toks[i], again[i]
			a.Line, b.Line = 0, 0
			if a != b {
				t.Fatalf("token %+v became %+v", a, b)
			}
		}
	})
}

// write writes tok so that it lexes back to itself, on a line of its own.
func write(b *strings.Builder, tok Token) {
	switch tok.Kind {
	case TagPair:
		WriteTag(b, tok.Name, tok.Text)
		return
	case Comment:
		b.WriteString("{" + tok.Text + "}")
	case LineComment:
		b.WriteString(";" + tok.Text)
	default:
		b.WriteString(tok.Text + tok.Suffix)
	}
	b.WriteByte('\n')
}
