package draughts

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/internal/pgn"
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
type Tag = pgn.Tag

// Tag returns the value of the named tag.
func (r *Record) Tag(name string) (string, bool) {
	return pgn.Lookup(r.Tags, name)
}

// SetTag sets a tag, replacing an existing one of that name.
func (r *Record) SetTag(name, value string) {
	r.Tags = pgn.Set(r.Tags, name, value)
}

// results are the game-termination markers of PDN.
var results = map[string]bool{"2-0": true, "0-2": true, "1-1": true, "0-0": true,
	"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// ReadPDN reads every game of a PDN file. Variations "( … )", NAGs "$n"
// and move marks "!" "?" are skipped; comments "{ … }" are kept, ";"
// comments dropped. The lexical rules are PGN's: a variation must be
// well-formed movetext too, a NAG is $0 to $255, and a move is made of
// letters, digits and _+#=:-/. characters. Errors wrap
// board.ErrBadNotation and give the line.
func ReadPDN(r io.Reader) ([]Record, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("draughts: reading PDN: %w", err)
	}
	return ParsePDN(string(data))
}

// ParsePDN is ReadPDN of a string.
func ParsePDN(text string) ([]Record, error) {
	p := pdnParser{lx: pgn.NewLexer(strings.NewReader(text))}
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

// pdnParser reads records from the shared PGN lexer, keeping the moves,
// comments and result and skipping variations, NAGs and move marks.
type pdnParser struct {
	lx    *pgn.Lexer
	notes pgn.Commentary // joins the comments of one place in linear time
}

// fail returns a notation error that names the line.
func (p *pdnParser) fail(line int, format string, args ...any) error {
	return board.BadNotation(fmt.Sprintf("PDN line %d", line), format, args...)
}

// next returns the next token; a lexical error names its line.
func (p *pdnParser) next() (pgn.Token, error) {
	t, err := p.lx.Next()
	if err == io.EOF {
		return t, nil // t.Kind is pgn.EOF
	}
	if err != nil {
		return t, fmt.Errorf("PDN line %d: %w", p.lx.Line(), err)
	}
	return t, nil
}

// game reads one game; ok is false at the end of the input.
func (p *pdnParser) game() (rec Record, ok bool, err error) {
	t, err := p.next()
	for ; err == nil && t.Kind == pgn.TagPair; t, err = p.next() {
		rec.Tags = append(rec.Tags, Tag{Name: t.Name, Value: t.Text})
	}
	started := len(rec.Tags) > 0
	for ; err == nil; t, err = p.next() {
		switch t.Kind {
		case pgn.EOF:
			return rec, started, nil
		case pgn.TagPair:
			if !started {
				return rec, false, p.fail(t.Line, "tag after moves without a result")
			}
			p.lx.Unread(t)
			return rec, true, nil // next game without a result marker
		case pgn.Comment:
			rec.comment(&p.notes, t.Text)
		case pgn.Open:
			if err := p.variation(t.Line); err != nil {
				return rec, false, err
			}
		case pgn.Close:
			return rec, false, p.fail(t.Line, "unexpected character ')'")
		case pgn.Symbol:
			started = true
			if results[t.Text] {
				rec.Result = t.Text
				return rec, true, nil
			}
			rec.Moves = append(rec.Moves, t.Text)
			rec.Comments = append(rec.Comments, "")
		case pgn.MoveNumber, pgn.NAG, pgn.Glyph:
			started = true
		}
	}
	return rec, false, err
}

// comment adds a comment after the last move, or before the first.
func (r *Record) comment(notes *pgn.Commentary, text string) {
	if len(r.Moves) == 0 {
		notes.Add(&r.Comment, text)
		return
	}
	notes.Add(&r.Comments[len(r.Moves)-1], text)
}

// variation skips a variation, nested ones included, after its "(".
func (p *pdnParser) variation(line int) error {
	for depth := 1; depth > 0; {
		t, err := p.next()
		switch {
		case err != nil:
			return err
		case t.Kind == pgn.EOF:
			return p.fail(line, "unterminated variation")
		case t.Kind == pgn.Open:
			depth++
		case t.Kind == pgn.Close:
			depth--
		}
	}
	return nil
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
		pgn.WriteTag(b, t.Name, t.Value)
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
	var wr pgn.Wrapper
	for _, w := range words {
		wr.Word(w)
	}
	b.WriteString(wr.String())
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
