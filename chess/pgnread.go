package chess

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/internal/pgn"
)

// The bounds of one game of a PGN file, which bound the memory of the
// reader (see PGNReader). A game past a bound is an error wrapping
// board.ErrBadNotation, and reading goes on with the next game.
const (
	// MaxPGNDepth is the deepest nesting of variations: a variation
	// inside a variation inside the main line is depth 2. Annotated
	// games rarely nest beyond ten levels.
	MaxPGNDepth = 64
	// MaxPGNMoves is the most moves a game may hold, main line and
	// variations together: more than the longest game the FIDE rules
	// allow (the seventy-five-move rule ends every game within about
	// 17,700 plies).
	MaxPGNMoves = 1 << 15
	// MaxPGNText is the most text, in bytes, of the tag values and
	// comments of one game together.
	MaxPGNText = 1 << 20
)

// PGNReader reads the games of a PGN file one at a time, streaming: it
// holds one game in memory, however large the file. It follows the import
// format of the PGN standard: tag pairs, movetext in SAN (UCI is accepted
// too), move numbers (also "1. ... e5" for a Black move), {brace} and
// ;line comments, $n NAGs and the suffix glyphs ! ? !! ?? !? ?!, nested
// (variations), % escape lines, and the result token; any number of
// games; a UTF-8 byte-order mark at the start is skipped.
//
// Memory is bounded by the game, not the file: a game holds at most
// MaxPGNMoves moves (about 200 bytes each with their annotations),
// MaxPGNText bytes of tags and comments, and variations nested at most
// MaxPGNDepth deep; with the lexer's token limit (1 MiB) a reader holds at
// most about 16 MB, whatever its input.
type PGNReader struct {
	lx *pgn.Lexer
	// pending is a token read ahead: the tag that starts the next game.
	pending *token
	games   int // games begun, for error messages
	notes   pgn.Commentary
	moves   int // moves of the current game
	text    int // bytes of tag values and comments of the current game
}

// PGNError is the error of one game of a PGN file: the game's number in
// the file (from 1), the line where reading it failed, and why.
type PGNError struct {
	Game int
	Line int
	Err  error
}

// Error returns "pgn: game N, line L: reason".
func (e *PGNError) Error() string {
	return fmt.Sprintf("pgn: game %d, line %d: %v", e.Game, e.Line, e.Err)
}

// Unwrap returns the reason, which wraps a board error kind.
func (e *PGNError) Unwrap() error { return e.Err }

// NewPGNReader returns a reader of the PGN games in r.
func NewPGNReader(r io.Reader) *PGNReader {
	return &PGNReader{lx: pgn.NewLexer(r)}
}

// ReadPGN reads every game of a PGN text (for small inputs; use
// PGNReader to stream large files). It returns every game it could read
// and, when some could not be, an error joining one *PGNError per bad game
// (errors.As finds them; errors.Is sees the board error kinds).
func ReadPGN(text string) ([]*PGNGame, error) {
	var games []*PGNGame
	var bad []error
	r := NewPGNReader(strings.NewReader(text))
	for {
		g, err := r.Read()
		switch {
		case err == io.EOF:
			return games, errors.Join(bad...)
		case err != nil:
			bad = append(bad, err)
		default:
			games = append(games, g)
		}
	}
}

// Read returns the next game, or io.EOF when there are no more. An error
// in one game is a *PGNError (bad notation, an illegal move, a bound
// passed; each wraps the board error kind) and skips the rest of that
// game, so that the next Read continues with the following one; an error
// of the underlying reader is returned as is and ends reading.
func (d *PGNReader) Read() (*PGNGame, error) {
	d.moves, d.text = 0, 0
	g := &PGNGame{}
	tok, err := d.next()
	if err == io.EOF {
		return nil, io.EOF
	}
	d.games++
	if errors.Is(err, board.ErrBadNotation) {
		return nil, d.fail(token{kind: tokNumber}, err)
	} else if err != nil {
		return nil, err
	}
	fenLine := 0
	for tok.kind == tokTag {
		if tok.name == "FEN" {
			fenLine = tok.line
		}
		if err := d.addText(tok.text); err != nil {
			return nil, d.fail(token{kind: tokNumber}, err)
		}
		g.Tags = append(g.Tags, Tag{Name: tok.name, Value: tok.text})
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
		return nil, &PGNError{Game: d.games, Line: fenLine, Err: fmt.Errorf("start position (Variant and FEN tags): %w", err)}
	}
	if err := d.movetext(g, start, tok); err != nil {
		if err == io.EOF {
			d.games-- // only blank space and escape lines were left
		}
		return nil, err
	}
	return g, nil
}

// addText counts the bytes of a tag value or comment against MaxPGNText.
func (d *PGNReader) addText(s string) error {
	if d.text += len(s); d.text > MaxPGNText {
		return board.BadNotation("", "the game's tags and comments pass %d bytes", MaxPGNText)
	}
	return nil
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
			if err := d.addText(tok.text); err != nil {
				return d.fail(tok, err)
			}
			if n := len(top.line.Moves); n > 0 {
				d.notes.Add(&top.line.Moves[n-1].Comment, tok.text)
			} else {
				d.notes.Add(&top.line.Comment, tok.text)
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
			if len(stack) > MaxPGNDepth {
				return d.fail(tok, board.BadNotation("(", "variations nested more than %d deep", MaxPGNDepth))
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
			if d.moves++; d.moves > MaxPGNMoves {
				return d.fail(tok, board.BadNotation(tok.text, "the game passes %d moves, variations included", MaxPGNMoves))
			}
			words := []string{tok.text}
			if strings.IndexByte(tok.text, ',') >= 0 && top.pos.Variant() == Double {
				words = strings.Split(tok.text, ",") // the two moves of a turn
			}
			for i, w := range words {
				if i > 0 && top.pos.step != 1 {
					return d.fail(tok, board.Illegal(tok.text, "%s after a comma: the turn ended with the move before it (a check, or a single-move turn)", w))
				}
				m, err := top.pos.ParseMove(w)
				if err != nil {
					return d.fail(tok, antichessNote(g, err))
				}
				var san [12]byte // m is legal: its SAN needs no check
				top.line.Moves = append(top.line.Moves, PGNMove{Move: m, SAN: string(top.pos.appendSAN(san[:0], m)), NAGs: tok.glyphs})
				top.before = top.pos
				top.pos.Make(m)
			}
		}
	}
}

// fail skips the rest of the game and returns err as a *PGNError.
func (d *PGNReader) fail(tok token, err error) error {
	line := d.lx.Line()
	d.skipGame(tok)
	return &PGNError{Game: d.games, Line: line, Err: err}
}

// skipGame reads tokens up to the end of the current game: its result
// token outside variations, the next tag section, or the end of input.
// Lexical errors on the way are part of the bad game and skipped too.
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
		tok, err = d.next()
		for errors.Is(err, board.ErrBadNotation) {
			tok, err = d.next()
		}
		if err != nil {
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
	line   int   // of a tag
}

// next returns the next token, or io.EOF.
func (d *PGNReader) next() (token, error) {
	if d.pending != nil {
		t := *d.pending
		d.pending = nil
		return t, nil
	}
	t, err := d.lx.Next()
	if err != nil {
		return token{}, err
	}
	switch t.Kind {
	case pgn.TagPair:
		return token{kind: tokTag, name: t.Name, text: t.Text, line: t.Line}, nil
	case pgn.Comment, pgn.LineComment:
		return token{kind: tokComment, text: t.Text}, nil
	case pgn.NAG:
		return token{kind: tokNAG, text: t.Text, nag: t.NAG}, nil
	case pgn.Glyph:
		if t.NAG == 0 {
			return token{}, board.BadNotation(t.Text, "unknown annotation glyph")
		}
		return token{kind: tokNAG, text: t.Text, nag: t.NAG}, nil
	case pgn.Open:
		return token{kind: tokOpen}, nil
	case pgn.Close:
		return token{kind: tokClose}, nil
	case pgn.MoveNumber:
		return token{kind: tokNumber, text: t.Text}, nil
	}
	return symbol(t)
}

// symbol classifies a symbol: a result, a move, or a remark that carries
// nothing (a bare number, "e.p." after an en-passant capture).
func symbol(t pgn.Token) (token, error) {
	switch {
	case validResult(t.Text):
		return token{kind: tokResult, text: t.Text}, nil
	case isDigitString(t.Text), t.Text == "e.p.", t.Text == "ep":
		return token{kind: tokNumber, text: t.Text}, nil
	}
	tok := token{kind: tokMove, text: t.Text}
	if t.NAG != 0 {
		tok.glyphs = []int{t.NAG}
	}
	return tok, nil
}

// validResult reports whether r is a PGN game termination marker.
func validResult(r string) bool {
	return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*"
}

func isDigitString(s string) bool { return s != "" && strings.TrimLeft(s, "0123456789") == "" }

// antichessNote adds to the error of a move of a lichess Antichess game
// the rule of eating chess it breaks: lichess promotes to any piece, eating
// chess only to a type the side has lost.
func antichessNote(g *PGNGame, err error) error {
	if g.TagValue("Variant") != "Antichess" || !errors.Is(err, board.ErrIllegalMove) {
		return err
	}
	return fmt.Errorf("%w (read as chess/eating, whose rules differ from lichess antichess: a pawn promotes only to a type its side has lost)", err)
}
