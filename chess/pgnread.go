package chess

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// PGNReader reads the games of a PGN file one at a time, streaming: it
// holds one game in memory, however large the file. It follows the import
// format of the PGN standard: tag pairs, movetext in SAN (UCI is accepted
// too), move numbers, {brace} and ;line comments, $n NAGs and the suffix
// glyphs ! ? !! ?? !? ?!, nested (variations), % escape lines, and the
// result token; any number of games.
type PGNReader struct {
	r       *bufio.Reader
	line    int  // current line, from 1
	lineBeg bool // the next byte starts a line
	// atLineStart: the last byte read started a line; prevLineBeg is
	// lineBeg before it, for unread.
	atLineStart, prevLineBeg bool
	maxSize                  int
	// pending is a token read ahead: the tag that starts the next game.
	pending *token
}

// NewPGNReader returns a reader of the PGN games in r.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{r: bufio.NewReaderSize(r, 64<<10), line: 1, lineBeg: true, maxSize: 1 << 20}
}

// ReadPGN reads every game of a PGN text (for small inputs; use
// PGNReader to stream large files).
func ReadPGN(text string) ([]*PGNGame, error) {
	var games []*PGNGame
	r := NewPGNReader(strings.NewReader(text))
	for {
		g, err := r.Read()
		if err == io.EOF {
			return games, nil
		}
		if err != nil {
			return games, err
		}
		games = append(games, g)
	}
}

// Read returns the next game, or io.EOF when there are no more. An error
// in one game (bad notation, an illegal move; both wrap the board error
// kinds and name the line) skips the rest of that game, so the next Read
// continues with the following one; an error of the underlying reader is
// returned as is and ends reading.
func (d *PGNReader) Read() (*PGNGame, error) {
	g := &PGNGame{}
	tok, err := d.next()
	if errors.Is(err, board.ErrBadNotation) {
		return nil, d.fail(token{kind: tokNumber}, err)
	} else if err != nil {
		return nil, err
	}
	for tok.kind == tokTag {
		g.Tags = append(g.Tags, Tag{tok.name, tok.text})
		if tok, err = d.next(); errors.Is(err, board.ErrBadNotation) {
			return nil, d.fail(token{kind: tokNumber}, err)
		} else if err != nil && err != io.EOF {
			return nil, err
		}
		if err == io.EOF {
			tok = token{kind: tokEOF}
		}
	}
	start, err := g.StartPosition()
	if err != nil {
		d.skipGame(tok)
		return nil, fmt.Errorf("pgn: line %d: FEN tag: %w", d.line, err)
	}
	if err := d.movetext(g, start, tok); err != nil {
		return nil, err
	}
	return g, nil
}

// frame is one open line of the movetext: the main line or a variation.
type frame struct {
	line   *Line
	pos    Position // after the last move of the line
	before Position // before the last move of the line
}

// movetext reads moves up to the result token, starting with tok.
func (d *PGNReader) movetext(g *PGNGame, start Position, tok token) error {
	stack := []frame{{line: &g.Line, pos: start, before: start}}
	var err error
	for ; ; tok, err = d.next() {
		if err == io.EOF {
			tok = token{kind: tokEOF}
		} else if errors.Is(err, board.ErrBadNotation) {
			return d.fail(token{kind: tokNumber}, err)
		} else if err != nil {
			return err
		}
		top := &stack[len(stack)-1]
		switch tok.kind {
		case tokEOF, tokTag:
			if tok.kind == tokTag {
				d.pending = &tok
			}
			if len(g.Moves) == 0 && g.Comment == "" && len(g.Tags) == 0 {
				return io.EOF
			}
			g.Result = g.TagValue("Result") // no termination marker: trust the tag
			if !validResult(g.Result) {
				g.Result = "*"
			}
			return nil
		case tokResult:
			if len(stack) > 1 {
				return d.fail(tok, board.BadNotation(tok.text, "result inside a variation"))
			}
			g.Result = tok.text
			return nil
		case tokComment:
			if n := len(top.line.Moves); n > 0 {
				top.line.Moves[n-1].Comment = joinComment(top.line.Moves[n-1].Comment, tok.text)
			} else {
				top.line.Comment = joinComment(top.line.Comment, tok.text)
			}
		case tokNAG:
			n := len(top.line.Moves)
			if n == 0 {
				return d.fail(tok, board.BadNotation(tok.text, "annotation before any move"))
			}
			top.line.Moves[n-1].NAGs = append(top.line.Moves[n-1].NAGs, tok.nag)
		case tokOpen:
			n := len(top.line.Moves)
			if n == 0 {
				return d.fail(tok, board.BadNotation("(", "variation before any move"))
			}
			last := &top.line.Moves[n-1]
			last.Variations = append(last.Variations, Line{})
			stack = append(stack, frame{line: &last.Variations[len(last.Variations)-1], pos: top.before, before: top.before})
		case tokClose:
			if len(stack) == 1 {
				return d.fail(tok, board.BadNotation(")", "unmatched closing parenthesis"))
			}
			stack = stack[:len(stack)-1]
		case tokNumber:
		case tokMove:
			m, err := top.pos.ParseMove(tok.text)
			if err != nil {
				return d.fail(tok, err)
			}
			var san [12]byte // m is legal: its SAN needs no check
			top.line.Moves = append(top.line.Moves, PGNMove{Move: m, SAN: string(top.pos.appendSAN(san[:0], m)), NAGs: tok.glyphs})
			top.before = top.pos
			top.pos.Make(m)
		}
	}
}

// joinComment appends a comment to an earlier one.
func joinComment(a, b string) string {
	b = strings.TrimSpace(b)
	if a == "" {
		return b
	}
	return a + " " + b
}

// fail skips the rest of the game and returns err with the line number.
func (d *PGNReader) fail(tok token, err error) error {
	line := d.line
	d.skipGame(tok)
	return fmt.Errorf("pgn: line %d: %w", line, err)
}

// skipGame reads tokens up to the end of the current game: its result
// token outside variations, the next tag section, or the end of input.
func (d *PGNReader) skipGame(tok token) {
	depth := 0
	for {
		switch tok.kind {
		case tokEOF:
			return
		case tokTag:
			d.pending = &tok
			return
		case tokOpen:
			depth++
		case tokClose:
			depth--
		case tokResult:
			if depth <= 0 {
				return
			}
		}
		var err error
		if tok, err = d.next(); err != nil {
			return
		}
	}
}

type tokenKind uint8

const (
	tokEOF tokenKind = iota
	tokTag
	tokMove
	tokNumber // move numbers, and remarks such as "e.p." that carry nothing
	tokComment
	tokNAG
	tokOpen
	tokClose
	tokResult
)

type token struct {
	kind   tokenKind
	name   string // tag name
	text   string // tag value, move, comment, result
	nag    int
	glyphs []int // suffix glyphs of a move (e4!? gives 5)
}

// glyphNAGs are the suffix annotations and their NAGs (PGN standard 10).
var glyphNAGs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

var errTooLong = board.BadNotation("", "token longer than 1 MiB")

// next returns the next token, or io.EOF.
func (d *PGNReader) next() (token, error) {
	if d.pending != nil {
		t := *d.pending
		d.pending = nil
		return t, nil
	}
	for {
		c, err := d.byte()
		if err != nil {
			return token{}, err
		}
		switch {
		case c == '%' && d.atLineStart:
			if err := d.skipLine(); err != nil {
				return token{}, err
			}
		case c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f':
		case c == ';':
			text, err := d.until('\n')
			return token{kind: tokComment, text: strings.TrimRight(text, "\r")}, ignoreEOF(err)
		case c == '{':
			text, err := d.until('}')
			if err == io.EOF {
				return token{}, board.BadNotation("{", "comment opened on line %d is never closed", d.line)
			}
			return token{kind: tokComment, text: strings.Join(strings.Fields(text), " ")}, err
		case c == '[':
			return d.tag()
		case c == '(':
			return token{kind: tokOpen}, nil
		case c == ')':
			return token{kind: tokClose}, nil
		case c == '*':
			return token{kind: tokResult, text: "*"}, nil
		case c == '$':
			digits, err := d.run(isDigit)
			if err != nil {
				return token{}, err
			}
			n, convErr := strconv.Atoi(digits)
			if convErr != nil || n > 255 {
				return token{}, board.BadNotation("$"+digits, "a NAG is $ and a number from 0 to 255")
			}
			return token{kind: tokNAG, text: "$" + digits, nag: n}, nil
		case c == '!' || c == '?':
			d.unread()
			g, err := d.run(func(c byte) bool { return c == '!' || c == '?' })
			if err != nil {
				return token{}, err
			}
			n, ok := glyphNAGs[g]
			if !ok {
				return token{}, board.BadNotation(g, "unknown annotation glyph")
			}
			return token{kind: tokNAG, text: g, nag: n}, nil
		case isSymbol(c):
			d.unread()
			return d.symbol()
		default:
			return token{}, board.BadNotation(string(rune(c)), "unexpected character in movetext on line %d", d.line)
		}
	}
}

func ignoreEOF(err error) error {
	if err == io.EOF {
		return nil
	}
	return err
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isSymbol reports whether c may occur in a PGN symbol (moves, results).
func isSymbol(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || strings.IndexByte("_+#=:-/", c) >= 0
}

// symbol reads a move, a move number or a result, with suffix glyphs.
func (d *PGNReader) symbol() (token, error) {
	digits, err := d.run(isDigit)
	if err != nil && err != io.EOF {
		return token{}, err
	}
	if digits != "" {
		if c, err := d.byte(); err == nil {
			d.unread()
			if c == '.' {
				if _, err := d.run(func(c byte) bool { return c == '.' }); err != nil && err != io.EOF {
					return token{}, err
				}
				return token{kind: tokNumber, text: digits}, nil
			}
		}
	}
	rest, err := d.run(isSymbol)
	if err != nil && err != io.EOF {
		return token{}, err
	}
	text := digits + rest
	switch text {
	case "1-0", "0-1", "1/2-1/2":
		return token{kind: tokResult, text: text}, nil
	}
	if isDigitString(text) {
		return token{kind: tokNumber, text: text}, nil
	}
	if text == "e" || text == "ep" { // "exd6 e.p.": a remark, not a move
		if text == "e" {
			dots, _ := d.run(func(c byte) bool { return c == '.' || c == 'p' })
			if dots != ".p." {
				return token{}, board.BadNotation("e"+dots, "not a move")
			}
		}
		return token{kind: tokNumber, text: text}, nil
	}
	t := token{kind: tokMove, text: text}
	if c, err := d.byte(); err == nil {
		d.unread()
		if c == '!' || c == '?' {
			g, _ := d.run(func(c byte) bool { return c == '!' || c == '?' })
			if n, ok := glyphNAGs[g]; ok {
				t.glyphs = []int{n}
			}
		}
	}
	return t, nil
}

// validResult reports whether r is a PGN game termination marker.
func validResult(r string) bool {
	return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*"
}

func isDigitString(s string) bool { return s != "" && strings.TrimLeft(s, "0123456789") == "" }

// tag reads the rest of a tag pair after '['.
func (d *PGNReader) tag() (token, error) {
	body, err := d.until(']')
	if err == io.EOF {
		return token{}, board.BadNotation("["+body, "tag pair is never closed")
	}
	if err != nil {
		return token{}, err
	}
	body = strings.TrimSpace(body)
	name, value, ok := strings.Cut(body, " ")
	value = strings.TrimSpace(value)
	if !ok || name == "" || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
		return token{}, board.BadNotation("["+body+"]", "a tag pair is [Name \"value\"]")
	}
	value = value[1 : len(value)-1]
	var sb strings.Builder
	for i := 0; i < len(value); i++ {
		if value[i] == '\\' && i+1 < len(value) {
			i++
		}
		sb.WriteByte(value[i])
	}
	return token{kind: tokTag, name: name, text: sb.String()}, nil
}

// byte returns the next byte, keeping the line count.
func (d *PGNReader) byte() (byte, error) {
	c, err := d.r.ReadByte()
	if err != nil {
		return 0, err
	}
	d.prevLineBeg = d.lineBeg
	d.atLineStart = d.lineBeg
	d.lineBeg = c == '\n'
	if c == '\n' {
		d.line++
	}
	return c, nil
}

// unread puts the last byte back.
func (d *PGNReader) unread() {
	d.r.UnreadByte()
	if d.lineBeg { // the byte was a newline
		d.line--
	}
	d.lineBeg = d.prevLineBeg
}

// run reads bytes while ok holds.
func (d *PGNReader) run(ok func(byte) bool) (string, error) {
	var sb strings.Builder
	for {
		c, err := d.byte()
		if err != nil {
			return sb.String(), err
		}
		if !ok(c) {
			d.unread()
			return sb.String(), nil
		}
		if sb.Len() >= d.maxSize {
			return "", errTooLong
		}
		sb.WriteByte(c)
	}
}

// until reads up to the delimiter, which is consumed and not returned.
func (d *PGNReader) until(delim byte) (string, error) {
	var sb strings.Builder
	for {
		c, err := d.byte()
		if err != nil {
			return sb.String(), err
		}
		if c == delim {
			return sb.String(), nil
		}
		if sb.Len() >= d.maxSize {
			return "", errTooLong
		}
		sb.WriteByte(c)
	}
}

// skipLine skips to the end of the line.
func (d *PGNReader) skipLine() error {
	_, err := d.until('\n')
	return ignoreEOF(err)
}
