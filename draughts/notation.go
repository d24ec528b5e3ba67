package draughts

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rulebook-go/rulebook/board"
)

// MoveString writes m in the game's notation: "c3-d4" or "11-15" for a
// step, the start and every landing square joined by "x" for captures and
// non-capturing jumps ("c3xe5xg7", "26x17x10"), "@d1" for a drop and
// "pass" for a pass.
func (g *Game) MoveString(m Move) string {
	switch m.kind {
	case Pass:
		return "pass"
	case Drop:
		return "@" + g.SquareName(int(m.path[0]))
	case Step:
		return g.SquareName(int(m.path[0])) + "-" + g.SquareName(int(m.path[1]))
	}
	var b strings.Builder
	for i := range int(m.n) {
		if i > 0 {
			b.WriteByte('x')
		}
		b.WriteString(g.SquareName(int(m.path[i])))
	}
	return b.String()
}

// moveText is a move as read: a pass, a drop, or a list of squares.
type moveText struct {
	pass    bool
	drop    bool
	squares []int
	capture bool // written with x or :
}

// The longest texts the readers look at: a move of 24 squares of four
// characters with their separators, with room for spaces, and a position
// of 256 squares with every extra field. Longer text is refused before any
// other work, so that reading costs at most a few times this much memory.
const (
	maxMoveText     = 256
	maxPositionText = 4096
)

// tooLong returns the error for text longer than limit bytes, quoting only
// its beginning.
func tooLong(text string, limit int, what string) error {
	head := text[:32]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	return board.BadNotation(head+"…", "%s of %d bytes; at most %d are read", what, len(text), limit)
}

// readMove parses move text into squares; errors wrap board.ErrBadNotation.
func (g *Game) readMove(s string) (moveText, error) {
	if len(s) > maxMoveText {
		return moveText{}, tooLong(s, maxMoveText, "move text")
	}
	t := strings.TrimSpace(s)
	if t == "" {
		return moveText{}, board.BadNotation(s, "empty move")
	}
	if strings.EqualFold(t, "pass") {
		return moveText{pass: true}, nil
	}
	if t[0] == '@' {
		sq, err := g.parseSquare(t[1:])
		if err != nil {
			return moveText{}, board.BadNotation(s, "drop: %v", err)
		}
		return moveText{drop: true, squares: []int{sq}}, nil
	}
	var mt moveText
	fields := strings.FieldsFunc(t, func(r rune) bool {
		switch r {
		case 'x', 'X', ':':
			mt.capture = true
			return true
		case '-':
			return true
		}
		return false
	})
	if len(fields) < 2 || len(fields) > maxPath {
		return moveText{}, board.BadNotation(s, "want squares joined by - or x")
	}
	for _, f := range fields {
		sq, err := g.parseSquare(strings.ToLower(f))
		if err != nil {
			return moveText{}, board.BadNotation(s, "%v", err)
		}
		mt.squares = append(mt.squares, sq)
	}
	return mt, nil
}

// wholePath reports whether the squares read are exactly the path of p.
func wholePath(sq []int, p *Move) bool {
	if p.kind == Drop || p.kind == Pass || len(sq) != int(p.n) {
		return false
	}
	for i, s := range sq {
		if int(p.path[i]) != s {
			return false
		}
	}
	return true
}

// matches reports whether the squares read name path p: the whole path, or
// a part of it that keeps its start and end (the short form "from x to").
func matches(sq []int, p *Move) bool {
	if p.kind == Drop || p.kind == Pass || len(sq) > int(p.n) {
		return false
	}
	if sq[0] != int(p.path[0]) || sq[len(sq)-1] != int(p.path[p.n-1]) {
		return false
	}
	i := 1
	for _, s := range sq[1 : len(sq)-1] {
		for i < int(p.n)-1 && int(p.path[i]) != s {
			i++
		}
		if i >= int(p.n)-1 {
			return false
		}
		i++
	}
	return true
}

// FindMove returns the legal move of p that text names: its canonical
// string, any full jump path of it, or the short form from–to when that is
// unambiguous. Errors wrap board.ErrBadNotation or board.ErrIllegalMove;
// text longer than 256 bytes is refused before any other work.
func (p *Position) FindMove(text string) (Move, error) {
	if len(text) > maxMoveText {
		return Move{}, tooLong(text, maxMoveText, "move text")
	}
	return p.findIn(text, p.GenerateMoves(make([]Move, 0, 64)))
}

// findIn is FindMove with the legal moves of p given.
func (p *Position) findIn(text string, legal []Move) (Move, error) {
	g := p.g
	mt, err := g.readMove(text)
	if err != nil {
		return Move{}, err
	}
	var found []Move
	switch {
	case mt.pass:
		for _, m := range legal {
			if m.kind == Pass {
				return m, nil
			}
		}
		return Move{}, board.Illegal(text, "passing is allowed only when blocked")
	case mt.drop:
		for _, m := range legal {
			if m.kind == Drop && int(m.path[0]) == mt.squares[0] {
				return m, nil
			}
		}
		return Move{}, board.Illegal(text, "%s", p.dropReason(mt.squares[0]))
	}
	for _, m := range legal {
		if wholePath(mt.squares, &m) && (m.kind == Step) != mt.capture {
			return m, nil // the canonical text
		}
	}
	paths := p.GeneratePaths(make([]Move, 0, 64))
	// A whole path names its move even when it is also the short form of
	// a longer one; only text that is no whole path is read as a part.
	exact := slices.ContainsFunc(paths, func(m Move) bool { return wholePath(mt.squares, &m) })
	for i := range paths {
		if exact && !wholePath(mt.squares, &paths[i]) || !matches(mt.squares, &paths[i]) ||
			mt.capture && paths[i].kind == Step { // "c1xa3" is no step
			continue
		}
		for _, m := range legal {
			if m.same(&paths[i]) && !slices.ContainsFunc(found, func(f Move) bool { return f.same(&m) }) {
				found = append(found, m)
			}
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Move{}, board.Illegal(text, "%s", p.moveReason(mt, legal))
	}
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = g.MoveString(m)
	}
	return Move{}, board.Ambiguous(text, names)
}

// moveReason explains why no legal move matches the squares read.
func (p *Position) moveReason(mt moveText, legal []Move) string {
	g := p.g
	from := mt.squares[0]
	seat, _, ok := p.Piece(from)
	switch {
	case !ok:
		return "no piece on " + g.SquareName(from)
	case seat != int(p.side):
		return "the piece on " + g.SquareName(from) + " is not yours"
	}
	capt := false
	for _, m := range legal {
		capt = capt || m.kind == Capture
	}
	if capt && g.rules.MandatoryCapture {
		switch g.rules.Precedence {
		case MaxPieces:
			return "a capture is compulsory and must take the most pieces"
		case KingFirst:
			return "a capture is compulsory (a king's capture when a king can capture)"
		}
		return "a capture is compulsory"
	}
	return "not a legal move here"
}

func (p *Position) dropReason(s int) string {
	switch {
	case p.reserve[p.side] == 0:
		return "no man in reserve"
	case p.cells[s] != empty:
		return "the square is occupied"
	}
	return "no drop allowed here now"
}
