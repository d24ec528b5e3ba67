package draughts

import (
	"errors"
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

// The bounds of one record of a PDN file, which bound the memory of the
// readers (see PDNReader). A record past a bound is an error wrapping
// board.ErrBadNotation, and reading goes on with the next record.
const (
	// MaxPDNDepth is the deepest nesting of variations, as chess's
	// MaxPGNDepth: a variation inside a variation inside the main line is
	// depth 2. The reader skips variations without recursion; the bound
	// makes a million nested "(" an error at once.
	MaxPDNDepth = 64
	// MaxPDNMoves is the most moves a record may hold: more than any
	// registered rule set's game can last (its Info.MaxPlies, at most
	// 100,000).
	MaxPDNMoves = 1 << 17
	// MaxPDNText is the most text, in bytes, of the tag values and
	// comments of one record together.
	MaxPDNText = 1 << 20
	// maxMoveSymbol is the longest move a record may hold: 24 squares of
	// four characters and their separators.
	maxMoveSymbol = 128
)

// maxListedErrors is how many bad records the error of ReadPDN lists.
const maxListedErrors = 20

// PDNReader reads the games of a PDN file one at a time, streaming.
// Variations "( … )", NAGs "$n" and move marks "!" "?" are skipped
// (variations nest at most MaxPDNDepth deep); comments "{ … }" are kept,
// ";" comments dropped. The lexical rules are PGN's: a variation must be
// well-formed movetext too, a NAG is $0 to $255, and a move is made of
// letters, digits and _+#=:-/. characters, at most 128 of them.
//
// Memory is bounded by the record, not the file: besides a 64 KiB read
// buffer and one token of the lexer (at most 1 MiB), a PDNReader holds
// the record being read, which has at most MaxPDNMoves moves and
// MaxPDNText bytes of tags and comments: at most 24 bytes for each byte
// of its text, and about 21 MB at the very worst.
type PDNReader struct {
	p   pdnParser
	err error // an error of the underlying reader, which ends reading
}

// NewPDNReader returns a reader of the PDN games in r.
func NewPDNReader(r io.Reader) *PDNReader {
	return &PDNReader{p: pdnParser{lx: pgn.NewLexer(r)}}
}

// Read returns the next record, or io.EOF when there are no more. An
// error in a record wraps board.ErrBadNotation and names the line; the
// rest of that record is skipped, so that the next Read continues with
// the following one. An error of the underlying reader is returned as is
// and ends reading.
func (d *PDNReader) Read() (*Record, error) {
	if d.err != nil {
		return nil, d.err
	}
	rec, ok, err := d.p.game()
	switch {
	case err != nil && !errors.Is(err, board.ErrBadNotation):
		d.err = err
		return nil, err
	case err != nil:
		if skipErr := d.p.skip(); skipErr != nil {
			d.err = skipErr
		}
		return nil, err
	case !ok:
		d.err = io.EOF
		return nil, io.EOF
	}
	return &rec, nil
}

// ReadPDN reads every game of a PDN file (see PDNReader). It returns the
// good records and, when some are bad, an error wrapping
// board.ErrBadNotation that lists them by number and line. It keeps every
// record in memory (about 16 bytes for each byte of text at most); stream
// large files with PDNReader.
func ReadPDN(r io.Reader) ([]Record, error) {
	d := NewPDNReader(r)
	var out []Record
	var bad []error
	more := 0
	for n := 1; ; n++ {
		rec, err := d.Read()
		switch {
		case err == io.EOF:
			return out, badRecords(bad, more)
		case err != nil && !errors.Is(err, board.ErrBadNotation):
			return out, fmt.Errorf("draughts: reading PDN: %w", err)
		case err != nil && len(bad) < maxListedErrors:
			bad = append(bad, fmt.Errorf("record %d: %w", n, err))
		case err != nil:
			more++
		default:
			out = append(out, *rec)
		}
	}
}

// badRecords joins the errors of the bad records, or returns nil.
func badRecords(bad []error, more int) error {
	if len(bad) == 0 {
		return nil
	}
	if more > 0 {
		bad = append(bad, fmt.Errorf("and %d more bad records", more))
	}
	return errors.Join(bad...)
}

// ParsePDN is ReadPDN of a string.
func ParsePDN(text string) ([]Record, error) {
	return ReadPDN(strings.NewReader(text))
}

// pdnParser reads records from the shared PGN lexer, keeping the moves,
// comments and result and skipping variations, NAGs and move marks.
type pdnParser struct {
	lx    *pgn.Lexer
	moves bool           // the record being read has reached its movetext
	text  int            // bytes of tags and comments of the record so far
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

// game reads one game; ok is false at the end of the input. Tag pairs
// before the movetext belong to the game, after a comment too; a tag pair
// after movetext starts the next game.
func (p *pdnParser) game() (rec Record, ok bool, err error) {
	p.moves, p.text = false, 0
	var t pgn.Token
	for t, err = p.next(); err == nil; t, err = p.next() {
		switch t.Kind {
		case pgn.EOF:
			return rec, len(rec.Tags) > 0 || p.moves, nil
		case pgn.TagPair:
			if p.moves {
				p.lx.Unread(t)
				return rec, true, nil // next game without a result marker
			}
			if err := p.count(t, len(t.Name)+len(t.Text)); err != nil {
				return rec, false, err
			}
			rec.Tags = append(rec.Tags, Tag{Name: t.Name, Value: t.Text})
		case pgn.Comment:
			if err := p.count(t, len(t.Text)); err != nil {
				return rec, false, err
			}
			rec.comment(&p.notes, t.Text)
		case pgn.Open:
			p.moves = true
			if err := p.variation(t.Line); err != nil {
				return rec, false, err
			}
		case pgn.Close:
			p.moves = true
			return rec, false, p.fail(t.Line, "unexpected character ')'")
		case pgn.Symbol:
			p.moves = true
			if results[t.Text] {
				rec.Result = t.Text
				return rec, true, nil
			}
			switch {
			case len(t.Text) > maxMoveSymbol:
				return rec, false, p.fail(t.Line, "a move of %d characters: at most %d", len(t.Text), maxMoveSymbol)
			case len(rec.Moves) == MaxPDNMoves:
				return rec, false, p.fail(t.Line, "more than %d moves in one record", MaxPDNMoves)
			}
			rec.Moves = append(rec.Moves, t.Text)
			rec.Comments = append(rec.Comments, "")
		case pgn.MoveNumber, pgn.NAG, pgn.Glyph:
			p.moves = true
		}
	}
	return rec, false, err
}

// count adds n bytes of tags or comments to the record's text, within
// MaxPDNText.
func (p *pdnParser) count(t pgn.Token, n int) error {
	p.text += n
	if p.text > MaxPDNText {
		return p.fail(t.Line, "more than %d bytes of tags and comments in one record", MaxPDNText)
	}
	return nil
}

// skip reads up to the end of a game after an error in it: its result, the
// tag pair that starts the next game, or the end of the input. Lexical
// errors on the way are part of the bad game; an error of the underlying
// reader is returned.
func (p *pdnParser) skip() error {
	for {
		t, err := p.next()
		switch {
		case err != nil && !errors.Is(err, board.ErrBadNotation):
			return err
		case err != nil:
			continue // every failed token has consumed input
		case t.Kind == pgn.EOF:
			return nil
		case t.Kind == pgn.TagPair && p.moves:
			p.lx.Unread(t)
			return nil
		case t.Kind == pgn.Symbol && results[t.Text]:
			return nil
		case t.Kind != pgn.TagPair && t.Kind != pgn.Comment:
			p.moves = true
		}
	}
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
		case t.Kind == pgn.Open && depth == MaxPDNDepth:
			return p.fail(t.Line, "variations nested more than %d deep", MaxPDNDepth)
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
		r.SetTag("Variant", g.names.ID)
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
	switch g.names.ID {
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
