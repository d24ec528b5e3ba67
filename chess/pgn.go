package chess

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/internal/pgn"
)

// Tag is one PGN tag pair, e.g. {Name: "Event", Value: "Casual game"}.
type Tag = pgn.Tag

// PGNGame is one game of a PGN file: its tag pairs, the main line with
// comments, NAGs and variations, and the result token.
type PGNGame struct {
	Tags []Tag
	Line
	// Result is the game termination marker: "1-0", "0-1", "1/2-1/2" or "*".
	Result string
}

// Line is a sequence of moves: the main line of a game or a variation.
type Line struct {
	// Comment is the comment before the first move.
	Comment string
	Moves   []PGNMove
}

// PGNMove is one move of a line with its annotations.
type PGNMove struct {
	Move Move
	// SAN is the move in canonical SAN, whatever the file's spelling.
	SAN string
	// NAGs are the numeric annotation glyphs ($1, or ! on input, is 1).
	NAGs []int
	// Comment is the comment after the move (several are joined by a space).
	Comment string
	// Variations are alternatives to this move, each played from the
	// position before it.
	Variations []Line
}

// TagValue returns the value of the named tag, or "".
func (g *PGNGame) TagValue(name string) string {
	v, _ := pgn.Lookup(g.Tags, name)
	return v
}

// SetTag sets the named tag, replacing an existing value.
func (g *PGNGame) SetTag(name, value string) {
	g.Tags = pgn.Set(g.Tags, name, value)
}

// pgnVariants maps the values of the PGN Variant tag to the registered
// games: the names this package writes, and lichess's "Antichess" for
// eating chess (whose promotion rule is stricter: a lichess game that
// promotes to a type its side still has is refused with the reason).
var pgnVariants = map[string]func() *Game{
	"": func() *Game { return Chess }, "Standard": func() *Game { return Chess }, "Chief": func() *Game { return ChiefAndWarriors },
	"KO": func() *Game { return KnockOutChess }, "Double move": func() *Game { return DoubleMoveChess },
	"Placement": func() *Game { return PlacementChess }, "Eating": func() *Game { return EatingChess },
	"Antichess": func() *Game { return EatingChess },
}

// pgnVariantNames are the Variant tags written for each variant.
var pgnVariantNames = [...]string{Standard: "", Chief: "Chief", KnockOut: "KO", Double: "Double move", Placement: "Placement", Eating: "Eating"}

// Game returns the registered game the Variant tag names (chess without
// one): "Chief", "KO", "Double move", "Placement", "Eating" or lichess's
// "Antichess" (read as eating chess). An unknown variant is an error.
func (g *PGNGame) Game() (*Game, error) {
	v := g.TagValue("Variant")
	if f, ok := pgnVariants[v]; ok {
		return f(), nil
	}
	return nil, board.BadNotation(v, "unknown Variant tag: the variants are Chief, KO, Double move, Placement, Eating and Antichess")
}

// StartPosition returns the position the game starts from: the FEN tag's,
// or the initial position, of the variant the Variant tag names.
func (g *PGNGame) StartPosition() (Position, error) {
	game, err := g.Game()
	if err != nil {
		return Position{}, err
	}
	if fen := g.TagValue("FEN"); fen != "" {
		return game.ParseFEN(fen)
	}
	return game.Start(), nil
}

// Replay plays the main line under the rules of game (when nil, the
// game the Variant tag names) and returns the resulting state. A result
// decided off the board (resignation, agreement) is not in the moves:
// compare g.Result with the state's Result.
func (g *PGNGame) Replay(game *Game) (*State, error) {
	if game == nil {
		var err error
		if game, err = g.Game(); err != nil {
			return nil, err
		}
	}
	p, err := g.StartPosition()
	if err != nil {
		return nil, err
	}
	s := game.NewState(p)
	for i, m := range g.Moves {
		if err := s.PlayMove(m.Move); err != nil {
			return s, fmt.Errorf("pgn: move %d (%s): %w", i+1, m.SAN, err)
		}
	}
	return s, nil
}

// PGN returns the game played so far as a PGN record with the given tags
// (the Seven Tag Roster is completed on output); a start other than the
// initial position adds SetUp and FEN tags.
func (s *State) PGN(tags ...Tag) *PGNGame {
	g := &PGNGame{Tags: append([]Tag(nil), tags...), Result: s.Result()}
	if v := pgnVariantNames[s.game.rules.Variant]; v != "" {
		g.SetTag("Variant", v)
	}
	if fen := s.start.FEN(); fen != StartFEN {
		g.SetTag("SetUp", "1")
		g.SetTag("FEN", fen)
	}
	g.SetTag("Result", g.Result)
	p := s.start
	for _, m := range s.moves {
		g.Moves = append(g.Moves, PGNMove{Move: m, SAN: p.SAN(m)})
		p.Make(m)
	}
	return g
}

// sevenTags is the Seven Tag Roster with the values used when a tag is missing.
var sevenTags = []Tag{{Name: "Event", Value: "?"}, {Name: "Site", Value: "?"}, {Name: "Date", Value: "????.??.??"}, {Name: "Round", Value: "?"},
	{Name: "White", Value: "?"}, {Name: "Black", Value: "?"}, {Name: "Result", Value: "*"}}

// String returns the game in PGN export format.
func (g *PGNGame) String() string {
	var sb strings.Builder
	g.WriteTo(&sb)
	return sb.String()
}

// WriteTo writes the game in PGN export format: the Seven Tag Roster in
// order, the other tags, a blank line, the movetext wrapped before column
// 80 with move numbers, and a blank line.
func (g *PGNGame) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	result := g.Result
	if !validResult(result) {
		result = "*"
	}
	for _, t := range sevenTags {
		v := g.TagValue(t.Name)
		if t.Name == "Result" {
			v = result
		} else if v == "" {
			v = t.Value
		}
		pgn.WriteTag(&b, t.Name, v)
	}
	for _, t := range g.Tags {
		if !isSevenTag(t.Name) {
			pgn.WriteTag(&b, t.Name, t.Value)
		}
	}
	b.WriteByte('\n')
	start, err := g.StartPosition()
	if err != nil {
		start = Chess.Start()
	}
	mw := &movetextWriter{}
	mw.lines(g.Line, start)
	mw.Word(result)
	b.WriteString(mw.String())
	b.WriteString("\n\n")
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

func isSevenTag(name string) bool {
	for _, t := range sevenTags {
		if t.Name == name {
			return true
		}
	}
	return false
}

// movetextWriter lays out movetext tokens in lines shorter than 80
// columns. A "(" is glued to the token after it and a ")" to the token
// before it, as exporters write variations: "(2. Nf3 Nc6)".
type movetextWriter struct {
	pgn.Wrapper
}

// comment writes a brace comment word by word so that it wraps too.
func (mw *movetextWriter) comment(c string) {
	words := strings.Fields(strings.ReplaceAll(c, "}", ")"))
	if len(words) == 0 {
		mw.Word("{}")
		return
	}
	words[0] = "{" + words[0]
	words[len(words)-1] += "}"
	for _, w := range words {
		mw.Word(w)
	}
}

// lineFrame is a line being written: the main line or a variation.
type lineFrame struct {
	l          Line
	i          int      // the move being written
	v          int      // the next variation of move i to write; -1 before the move itself
	pos        Position // the position before move i
	needNumber bool     // Black's move needs its "N..." number
}

// lines writes the main line played from start with its variations, each
// in parentheses after the move it replaces. A move without SAN gets it
// from the position (so a PGNGame may be built from Moves alone); the
// numbers follow the position's full-move number. The variations are
// walked with a stack of their own, not by recursion, so that any depth
// of nesting is written.
func (mw *movetextWriter) lines(main Line, start Position) {
	stack := []lineFrame{mw.open(main, start)}
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == len(f.l.Moves) {
			stack = stack[:len(stack)-1]
			if len(stack) > 0 {
				mw.Attach(")")
				stack[len(stack)-1].needNumber = true
			}
			continue
		}
		m := f.l.Moves[f.i]
		if f.v < 0 {
			mw.move(f, m)
			f.v = 0
		}
		if f.v < len(m.Variations) {
			f.v++
			mw.Word("(")
			mw.Glue()
			stack = append(stack, mw.open(m.Variations[f.v-1], f.pos))
			continue
		}
		f.advance(m.Move)
	}
}

// open writes the comment before the first move of l and returns its frame.
func (mw *movetextWriter) open(l Line, pos Position) lineFrame {
	if l.Comment != "" {
		mw.comment(l.Comment)
	}
	return lineFrame{l: l, v: -1, pos: pos, needNumber: true}
}

// move writes move m of frame f: its number when needed, SAN, NAGs and comment.
func (mw *movetextWriter) move(f *lineFrame, m PGNMove) {
	san := m.SAN
	if san == "" {
		san = f.pos.SAN(m.Move)
	}
	if f.pos.step == 1 && !f.needNumber { // a double-move turn's second move
		mw.Attach("," + san)
	} else {
		mw.moveNumber(f)
		mw.Word(san)
	}
	for _, n := range m.NAGs {
		mw.Word("$" + strconv.Itoa(n))
	}
	f.needNumber = m.Comment != "" || len(m.Variations) > 0
	if m.Comment != "" {
		mw.comment(m.Comment)
	}
}

// moveNumber writes the number before a move of frame f when it needs one.
func (mw *movetextWriter) moveNumber(f *lineFrame) {
	if f.pos.step == 1 { // a second move after a comment or variation
		mw.Word(strconv.Itoa(f.pos.fullmove) + map[Color]string{White: ".", Black: "..."}[f.pos.side])
		return
	}
	if f.pos.side == White {
		mw.Word(strconv.Itoa(f.pos.fullmove) + ".")
	} else if f.needNumber {
		mw.Word(strconv.Itoa(f.pos.fullmove) + "...")
	}
}

// advance plays move m of the frame and goes on to the next.
func (f *lineFrame) advance(m Move) {
	if f.pos.isLegal(m) {
		f.pos.Make(m)
	} else { // keep the numbering going past a move that does not fit
		if f.pos.side == Black {
			f.pos.fullmove++
		}
		f.pos.side = f.pos.side.Other()
	}
	f.i++
	f.v = -1
}

// isLegal reports whether m is a legal move of p.
func (p *Position) isLegal(m Move) bool {
	var list [MaxMoves]Move
	for _, l := range list[:p.generate(&list)] {
		if l == m {
			return true
		}
	}
	return false
}
