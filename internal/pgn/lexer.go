package pgn

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Kind is the kind of a Token.
type Kind uint8

// The token kinds.
const (
	// EOF is returned, with io.EOF, at the end of the input.
	EOF Kind = iota
	// TagPair is [Name "value"]: Name and Text (the value, unescaped).
	TagPair
	// Symbol is a move or a game termination marker, in Text, with the
	// move marks written right after it in Suffix ("e4!?": "e4", "!?").
	Symbol
	// MoveNumber is "12." or "12...", or dots alone ("..." in
	// "1. ... e5"), in Text as written.
	MoveNumber
	// Comment is a {brace} comment; Text has its white space collapsed.
	Comment
	// LineComment is a ; comment; Text is the rest of the line.
	LineComment
	// NAG is $n: Text as written and NAG the number (0 to 255).
	NAG
	// Glyph is a standalone move mark such as "!?": Text as written and NAG
	// its NAG (1 to 6), or 0 for a run of marks that is none of the six.
	Glyph
	// Open is "(", which opens a variation.
	Open
	// Close is ")", which closes a variation.
	Close
)

// Token is one lexical token of PGN or PDN.
type Token struct {
	Kind Kind
	// Line is the line the token starts on, from 1.
	Line int
	// Name is the name of a tag pair.
	Name string
	// Text is the token's text; see the kinds.
	Text string
	// Suffix is the run of ! and ? written right after a Symbol.
	Suffix string
	// NAG is the number of a NAG or Glyph, or of a Symbol's Suffix (0 when
	// it has none or it is no known glyph).
	NAG int
}

// MaxToken is the longest token the Lexer reads (1 MiB); a longer one is an
// error rather than unbounded memory.
const MaxToken = 1 << 20

// glyphNAGs are the move marks and their NAGs (PGN standard 10).
var glyphNAGs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// GlyphNAG returns the NAG of a move mark ("!?" is 5), and whether it is
// one of the six.
func GlyphNAG(glyph string) (int, bool) {
	n, ok := glyphNAGs[glyph]
	return n, ok
}

var errTooLong = board.BadNotation("", "token longer than 1 MiB")

// Lexer splits PGN or PDN text into tokens, streaming: it holds one token
// in memory, however large the input.
type Lexer struct {
	r         *bufio.Reader
	line      int  // current line, from 1
	lineBeg   bool // the next byte starts a line
	startLine bool // the last byte read started a line
	prevBeg   bool // lineBeg before the last byte, for unread
	pending   *Token
	started   bool // the byte-order mark, if any, has been skipped
}

// NewLexer returns a lexer of the text of r.
func NewLexer(r io.Reader) *Lexer {
	return &Lexer{r: bufio.NewReaderSize(r, 64<<10), line: 1, lineBeg: true}
}

// Line returns the line the lexer has read up to, from 1.
func (l *Lexer) Line() int { return l.line }

// Unread puts t back: the next call of Next returns it. One token can be
// put back.
func (l *Lexer) Unread(t Token) { l.pending = &t }

// Next returns the next token. At the end of the input it returns a token
// of kind EOF and io.EOF. A lexical error wraps board.ErrBadNotation (the
// caller adds Line); an error of the underlying reader is returned as is.
func (l *Lexer) Next() (Token, error) {
	if l.pending != nil {
		t := *l.pending
		l.pending = nil
		return t, nil
	}
	if !l.started {
		l.started = true
		l.skipBOM()
	}
	for {
		line := l.line
		c, err := l.byte()
		if err != nil {
			return Token{Kind: EOF, Line: line}, err
		}
		t, skip, err := l.lex(c, line)
		if !skip {
			t.Line = line
			return t, err
		}
		if err != nil {
			return Token{}, err
		}
	}
}

// lex reads the token that starts with c; skip reports space or an escape
// line, which make no token.
func (l *Lexer) lex(c byte, line int) (t Token, skip bool, err error) {
	switch {
	case c == '%' && l.startLine:
		_, err := l.until('\n')
		return Token{}, true, ignoreEOF(err)
	case isSpace(c):
		return Token{}, true, nil
	case c == ';':
		text, err := l.until('\n')
		return Token{Kind: LineComment, Text: strings.TrimRight(text, "\r")}, false, ignoreEOF(err)
	case c == '{':
		text, err := l.until('}')
		if err == io.EOF {
			return Token{}, false, board.BadNotation("{", "comment opened on line %d is never closed", line)
		}
		return Token{Kind: Comment, Text: strings.Join(strings.Fields(text), " ")}, false, err
	case c == '[':
		t, err := l.tag()
		return t, false, err
	case c == '(':
		return Token{Kind: Open, Text: "("}, false, nil
	case c == ')':
		return Token{Kind: Close, Text: ")"}, false, nil
	case c == '*':
		return Token{Kind: Symbol, Text: "*"}, false, nil
	case c == '$':
		t, err := l.nag()
		return t, false, err
	case isGlyph(c):
		l.unread()
		g, err := l.run(isGlyph)
		n, _ := GlyphNAG(g)
		return Token{Kind: Glyph, Text: g, NAG: n}, false, err
	case isWord(c):
		l.unread()
		t, err := l.symbol()
		return t, false, err
	}
	return Token{}, false, board.BadNotation(string(rune(c)), "unexpected character on line %d", line)
}

// nag reads the number of a NAG after '$'.
func (l *Lexer) nag() (Token, error) {
	digits, err := l.run(isDigit)
	if err != nil && err != io.EOF {
		return Token{}, err
	}
	n, convErr := strconv.Atoi(digits)
	if convErr != nil || n > 255 {
		return Token{}, board.BadNotation("$"+digits, "a NAG is $ and a number from 0 to 255")
	}
	return Token{Kind: NAG, Text: "$" + digits, NAG: n}, nil
}

// symbol reads a move number, or a symbol with the marks after it.
func (l *Lexer) symbol() (Token, error) {
	digits, err := l.run(isDigit)
	if err != nil && err != io.EOF {
		return Token{}, err
	}
	if digits != "" {
		if c, err := l.byte(); err == nil {
			l.unread()
			if c == '.' {
				dots, err := l.run(func(c byte) bool { return c == '.' })
				return Token{Kind: MoveNumber, Text: digits + dots}, ignoreEOF(err)
			}
		}
	}
	rest, err := l.run(isWord)
	if err != nil && err != io.EOF {
		return Token{}, err
	}
	if digits == "" && strings.Trim(rest, ".") == "" {
		// "1. ... e5": the dots after a move number written apart
		return Token{Kind: MoveNumber, Text: rest}, nil
	}
	t := Token{Kind: Symbol, Text: digits + rest}
	if t.Suffix, err = l.run(isGlyph); err != nil && err != io.EOF {
		return Token{}, err
	}
	t.NAG, _ = GlyphNAG(t.Suffix)
	return t, nil
}

// tag reads the rest of a tag pair after '['.
func (l *Lexer) tag() (Token, error) {
	if err := l.skipSpace(); err != nil {
		return Token{}, l.tagErr("[", err)
	}
	name, err := l.run(isNameByte)
	if name == "" && err == nil {
		return Token{}, l.tagErr("", board.BadNotation("[", "tag without a name"))
	}
	if err == nil {
		err = l.skipSpace()
	}
	if err == nil {
		err = l.want('"')
	}
	if err != nil {
		return Token{}, l.tagErr(name, err)
	}
	value, err := l.quoted()
	if err != nil {
		return Token{}, l.tagErr(name, err)
	}
	if err := l.skipSpace(); err != nil {
		return Token{}, l.tagErr(name, err)
	}
	if err := l.want(']'); err != nil {
		return Token{}, l.tagErr(name, err)
	}
	return Token{Kind: TagPair, Name: name, Text: value}, nil
}

// errTagForm marks a tag pair that is not [Name "value"].
var errTagForm = board.BadNotation("", `a tag pair is [Name "value"]`)

// tagErr explains err, met while reading the tag pair of that name, and
// skips the rest of the pair up to its "]", so that reading resumes after
// it.
func (l *Lexer) tagErr(name string, err error) error {
	if err == io.EOF {
		return board.BadNotation("["+name, "tag pair is never closed")
	}
	if !errors.Is(err, board.ErrBadNotation) {
		return err // the underlying reader failed
	}
	if _, skipErr := l.until(']'); skipErr != nil && skipErr != io.EOF {
		return skipErr
	}
	if err == errTagForm {
		return board.BadNotation("["+name, `a tag pair is [Name "value"]`)
	}
	return err
}

// want reads one byte, which must be c.
func (l *Lexer) want(c byte) error {
	got, err := l.byte()
	if err != nil {
		return err
	}
	if got != c {
		return errTagForm
	}
	return nil
}

// quoted reads a tag value up to its closing quote, undoing escapes.
func (l *Lexer) quoted() (string, error) {
	var sb strings.Builder
	for {
		c, err := l.byte()
		if err != nil {
			return "", err
		}
		switch c {
		case '"':
			return sb.String(), nil
		case '\n':
			return "", board.BadNotation(sb.String(), "tag value runs past the line")
		case '\\':
			if c, err = l.byte(); err != nil {
				return "", err
			}
		}
		if sb.Len() >= MaxToken {
			return "", errTooLong
		}
		sb.WriteByte(c)
	}
}

func (l *Lexer) skipSpace() error {
	_, err := l.run(isSpace)
	return err
}

// byte returns the next byte, keeping the line count.
func (l *Lexer) byte() (byte, error) {
	c, err := l.r.ReadByte()
	if err != nil {
		return 0, err
	}
	l.prevBeg = l.lineBeg
	l.startLine = l.lineBeg
	l.lineBeg = c == '\n'
	if c == '\n' {
		l.line++
	}
	return c, nil
}

// unread puts the last byte back.
func (l *Lexer) unread() {
	_ = l.r.UnreadByte() // cannot fail: it follows a ReadByte
	if l.lineBeg {       // the byte was a newline
		l.line--
	}
	l.lineBeg = l.prevBeg
}

// run reads bytes while ok holds.
func (l *Lexer) run(ok func(byte) bool) (string, error) {
	var sb strings.Builder
	for {
		c, err := l.byte()
		if err != nil {
			return sb.String(), err
		}
		if !ok(c) {
			l.unread()
			return sb.String(), nil
		}
		if sb.Len() >= MaxToken {
			return "", errTooLong
		}
		sb.WriteByte(c)
	}
}

// bom is the UTF-8 byte-order mark, which some editors put at the start
// of a text file.
const bom = "\uFEFF"

// skipBOM skips a byte-order mark at the start of the input.
func (l *Lexer) skipBOM() {
	if b, err := l.r.Peek(len(bom)); err == nil && string(b) == bom {
		_, _ = l.r.Discard(len(bom)) // cannot fail: the bytes are buffered
	}
}

// until reads up to the delimiter, which is consumed and not returned.
func (l *Lexer) until(delim byte) (string, error) {
	s, err := l.run(func(c byte) bool { return c != delim })
	if err != nil {
		return s, err
	}
	_, err = l.byte() // the delimiter, which run put back
	return s, err
}

func ignoreEOF(err error) error {
	if err == io.EOF {
		return nil
	}
	return err
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func isGlyph(c byte) bool { return c == '!' || c == '?' }

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c)
}

// isWord reports whether c may be part of a symbol: the symbol characters
// of the PGN standard (7: letters, digits and _+#=:-, with / for "1/2-1/2"),
// the dot, which remarks such as "e.p." hold, the @ of drops ("N@e4", as
// crazyhouse PGN writes them) and the comma between the two moves of a
// double-move chess turn ("e4,Nf3").
func isWord(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("_+#=:-/.@,", c) >= 0
}
