package draughts

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Record is one game of a PDN file: its tag pairs in file order, the
// moves as written, a comment before the first move and the comment after
// each move, and the result.
type Record struct {
	Tags     []Tag
	Comment  string   // before the first move
	Moves    []string // move texts, without move numbers
	Comments []string // Comments[i] follows Moves[i]; "" for none
	Result   string   // "2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0" or "*"
}

// Tag is one PDN tag pair, e.g. [Event "Czech championship"].
type Tag struct{ Name, Value string }

// Tag returns the value of the named tag.
func (r *Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// SetTag sets a tag, replacing an existing one of that name.
func (r *Record) SetTag(name, value string) {
	for i := range r.Tags {
		if r.Tags[i].Name == name {
			r.Tags[i].Value = value
			return
		}
	}
	r.Tags = append(r.Tags, Tag{name, value})
}

// results are the game-termination markers of PDN.
var results = map[string]bool{"2-0": true, "0-2": true, "1-1": true, "0-0": true,
	"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// ReadPDN reads every game of a PDN file. Variations "( … )", NAGs "$n"
// and move marks "!" "?" are skipped; comments "{ … }" are kept. Errors
// wrap board.ErrBadNotation and give the line.
func ReadPDN(r io.Reader) ([]Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("draughts: reading PDN: %w", err)
	}
	return ParsePDN(string(data))
}

// ParsePDN is ReadPDN of a string.
func ParsePDN(text string) ([]Record, error) {
	p := pdnParser{text: text, line: 1}
	var out []Record
	for {
		rec, ok, err := p.game()
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		out = append(out, rec)
	}
}

type pdnParser struct {
	text string
	pos  int
	line int
}

func (p *pdnParser) fail(format string, args ...any) error {
	return board.BadNotation(fmt.Sprintf("PDN line %d", p.line), format, args...)
}

func (p *pdnParser) skipSpace() {
	for p.pos < len(p.text) {
		switch c := p.text[p.pos]; {
		case c == '\n':
			p.line++
			p.pos++
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			p.pos++
		case c == ';': // comment to end of line
			for p.pos < len(p.text) && p.text[p.pos] != '\n' {
				p.pos++
			}
		case c == '%' && (p.pos == 0 || p.text[p.pos-1] == '\n'): // escape line
			for p.pos < len(p.text) && p.text[p.pos] != '\n' {
				p.pos++
			}
		default:
			return
		}
	}
}

// game reads one game; ok is false at the end of the input.
func (p *pdnParser) game() (rec Record, ok bool, err error) {
	p.skipSpace()
	for p.pos < len(p.text) && p.text[p.pos] == '[' {
		tag, err := p.tag()
		if err != nil {
			return rec, false, err
		}
		rec.Tags = append(rec.Tags, tag)
		p.skipSpace()
	}
	started := len(rec.Tags) > 0
	for {
		p.skipSpace()
		if p.pos >= len(p.text) {
			return rec, started, nil
		}
		switch c := p.text[p.pos]; c {
		case '[':
			if !started {
				return rec, false, p.fail("tag after moves without a result")
			}
			return rec, true, nil // next game without a result marker
		case '{':
			text, err := p.comment()
			if err != nil {
				return rec, false, err
			}
			if len(rec.Moves) == 0 {
				rec.Comment = joinComment(rec.Comment, text)
			} else {
				i := len(rec.Moves) - 1
				rec.Comments[i] = joinComment(rec.Comments[i], text)
			}
		case '(':
			if err := p.variation(); err != nil {
				return rec, false, err
			}
		default:
			tok := p.token()
			started = true
			switch {
			case tok == "":
				return rec, false, p.fail("unexpected character %q", c)
			case results[tok]:
				rec.Result = tok
				return rec, true, nil
			case isMoveNumber(tok), strings.HasPrefix(tok, "$"):
			default:
				mv := strings.TrimRight(tok, "!?")
				if mv == "" {
					continue
				}
				for n := moveNumberPrefix(mv); n > 0; n = moveNumberPrefix(mv) {
					mv = mv[n:] // "1.11-15"
				}
				if results[mv] {
					rec.Result = mv
					return rec, true, nil
				}
				if mv == "" || strings.HasPrefix(mv, "$") {
					continue
				}
				rec.Moves = append(rec.Moves, mv)
				rec.Comments = append(rec.Comments, "")
			}
		}
	}
}

func joinComment(a, b string) string {
	if a == "" {
		return b
	}
	return a + " " + b
}

func (p *pdnParser) tag() (Tag, error) {
	p.pos++ // [
	p.skipSpace()
	start := p.pos
	for p.pos < len(p.text) && isNameByte(p.text[p.pos]) {
		p.pos++
	}
	name := p.text[start:p.pos]
	if name == "" {
		return Tag{}, p.fail("tag without a name")
	}
	p.skipSpace()
	if p.pos >= len(p.text) || p.text[p.pos] != '"' {
		return Tag{}, p.fail("tag %s: want a quoted value", name)
	}
	p.pos++
	var b strings.Builder
	for {
		if p.pos >= len(p.text) {
			return Tag{}, p.fail("tag %s: unterminated value", name)
		}
		c := p.text[p.pos]
		p.pos++
		switch {
		case c == '"':
			p.skipSpace()
			if p.pos >= len(p.text) || p.text[p.pos] != ']' {
				return Tag{}, p.fail("tag %s: want ]", name)
			}
			p.pos++
			return Tag{name, b.String()}, nil
		case c == '\\' && p.pos < len(p.text):
			b.WriteByte(p.text[p.pos])
			p.pos++
		case c == '\n':
			return Tag{}, p.fail("tag %s: value runs past the line", name)
		default:
			b.WriteByte(c)
		}
	}
}

func isNameByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (p *pdnParser) comment() (string, error) {
	line := p.line
	end := strings.IndexByte(p.text[p.pos:], '}')
	if end < 0 {
		return "", board.BadNotation(fmt.Sprintf("PDN line %d", line), "unterminated comment")
	}
	body := p.text[p.pos+1 : p.pos+end]
	p.line += strings.Count(body, "\n")
	p.pos += end + 1
	return strings.Join(strings.Fields(body), " "), nil
}

func (p *pdnParser) variation() error {
	line := p.line
	depth := 0
	for p.pos < len(p.text) {
		switch p.text[p.pos] {
		case '(':
			depth++
		case ')':
			depth--
		case '\n':
			p.line++
		case '{':
			if _, err := p.comment(); err != nil {
				return err
			}
			continue
		}
		p.pos++
		if depth == 0 {
			return nil
		}
	}
	return board.BadNotation(fmt.Sprintf("PDN line %d", line), "unterminated variation")
}

func (p *pdnParser) token() string {
	start := p.pos
	for p.pos < len(p.text) {
		c := p.text[p.pos]
		if c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '{' || c == '(' || c == '[' || c == ';' || c == ')' || c == '}' || c == ']' {
			break
		}
		p.pos++
	}
	return p.text[start:p.pos]
}

// isMoveNumber reports "12." or "12..." tokens.
func isMoveNumber(t string) bool {
	n := moveNumberPrefix(t)
	return n > 0 && n == len(t)
}

// moveNumberPrefix returns the length of a leading "12." or "12...".
func moveNumberPrefix(t string) int {
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i >= len(t) || t[i] != '.' {
		return 0
	}
	for i < len(t) && t[i] == '.' {
		i++
	}
	return i
}

// Start returns the state the record starts from: its FEN tag read by g,
// or g's starting position.
func (r *Record) Start(g *Game) (*State, error) {
	if fen, ok := r.Tag("FEN"); ok {
		s, err := g.ParseState(fen)
		if err != nil {
			return nil, fmt.Errorf("draughts: PDN FEN tag: %w", err)
		}
		return s, nil
	}
	return NewState(g.start, 1), nil
}

// Replay plays the record's moves under g from its start and returns the
// final state; an error names the move that failed and wraps its error.
func (r *Record) Replay(g *Game) (*State, error) {
	s, err := r.Start(g)
	if err != nil {
		return nil, err
	}
	for i, text := range r.Moves {
		if err := board.Replay(s, text); err != nil {
			return s, fmt.Errorf("draughts: PDN move %d (%s): %w", i+1, text, err)
		}
	}
	return s, nil
}

// WritePDN writes the records as a PDN file: tag pairs, a blank line, the
// numbered moves with their comments, wrapped at 79 columns, and the result.
func WritePDN(w io.Writer, recs []Record) error {
	var b strings.Builder
	for i, r := range recs {
		if i > 0 {
			b.WriteByte('\n')
		}
		r.write(&b)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// String returns the record in PDN.
func (r *Record) String() string {
	var b strings.Builder
	r.write(&b)
	return b.String()
}

func (r *Record) write(b *strings.Builder) {
	for _, t := range r.Tags {
		v := strings.ReplaceAll(strings.ReplaceAll(t.Value, `\`, `\\`), `"`, `\"`)
		fmt.Fprintf(b, "[%s \"%s\"]\n", t.Name, strings.ReplaceAll(v, "\n", " "))
	}
	if len(r.Tags) > 0 {
		b.WriteByte('\n')
	}
	var words []string
	if r.Comment != "" {
		words = append(words, "{"+cleanComment(r.Comment)+"}")
	}
	second := false // whether the record starts with the second mover
	if fen, ok := r.Tag("FEN"); ok {
		second = strings.HasPrefix(strings.TrimSpace(fen), "B") != strings.HasPrefix(r.firstMover(), "B")
	}
	for i, m := range r.Moves {
		k := i
		if second {
			k++
		}
		switch {
		case k%2 == 0:
			words = append(words, strconv.Itoa(k/2+1)+".")
		case i == 0:
			words = append(words, strconv.Itoa(k/2+1)+"...")
		}
		words = append(words, m)
		if i < len(r.Comments) && r.Comments[i] != "" {
			words = append(words, "{"+cleanComment(r.Comments[i])+"}")
		}
	}
	res := r.Result
	if res == "" {
		res = "*"
	}
	words = append(words, res)
	col := 0
	for i, w := range words {
		if i > 0 && col+1+len(w) > 79 {
			b.WriteByte('\n')
			col = 0
		} else if i > 0 {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += len(w)
	}
	b.WriteByte('\n')
}

// firstMover returns "B" when the record's GameType tag names English
// checkers (Black moves first), else "W".
func (r *Record) firstMover() string {
	if gt, ok := r.Tag("GameType"); ok && strings.HasPrefix(gt, "21") {
		return "B"
	}
	return "W"
}

func cleanComment(c string) string { return strings.ReplaceAll(c, "}", ")") }

// NewRecord returns a record of a game played from start with the given
// moves: GameType and, when start is not the game's starting position, a
// FEN tag; result from the final state.
func NewRecord(g *Game, start *State, moves []string) (Record, error) {
	var r Record
	if gt := g.gameType(); gt != "" {
		r.SetTag("GameType", gt)
	} else {
		r.SetTag("GameType", "0")
		r.SetTag("Variant", g.id)
	}
	if start == nil {
		start = NewState(g.start, 1)
	} else if start.Position() != NewState(g.start, 1).Position() {
		r.SetTag("FEN", start.Position())
	}
	s := start.Clone().(*State)
	if err := board.Replay(s, moves...); err != nil {
		return Record{}, fmt.Errorf("draughts: recording: %w", err)
	}
	r.Moves = append([]string(nil), moves...)
	r.Comments = make([]string, len(moves))
	r.Result = "*"
	if out := s.Outcome(); out.Over {
		switch {
		case out.Draw():
			r.Result = "1-1"
		case out.Won(0):
			r.Result = "2-0"
		default:
			r.Result = "0-2"
		}
	}
	return r, nil
}

// gameType is the standard PDN GameType number of the rule set, or "".
func (g *Game) gameType() string {
	switch g.id {
	case "draughts/international":
		return "20"
	case "draughts/english":
		return "21"
	case "draughts/brazilian":
		return "26"
	case "draughts/czech":
		return "29"
	case "draughts/turkish":
		return "30"
	}
	return ""
}

// Game returns the registered rule set the record names: its Variant tag
// (a game ID), or its GameType number (20 international, 21 English,
// 26 Brazilian, 29 Czech, 30 Turkish).
func (r *Record) Game() (*Game, bool) {
	id, ok := r.Tag("Variant")
	if !ok {
		gt, _ := r.Tag("GameType")
		num, _, _ := strings.Cut(gt, ",")
		id = map[string]string{"20": "draughts/international", "21": "draughts/english",
			"26": "draughts/brazilian", "29": "draughts/czech", "30": "draughts/turkish"}[strings.TrimSpace(num)]
	}
	g, ok := board.Lookup(id)
	if !ok {
		return nil, false
	}
	dg, ok := g.(*Game)
	return dg, ok
}
