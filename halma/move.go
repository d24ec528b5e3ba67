package halma

import (
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Move is a halma move: a piece from one cell to another (a step or a
// whole hop chain, identified by its two ends), or a pass. It is a small
// comparable value that knows its board, so that String needs no state.
type Move uint32

// A Move's bits: from (9), to (9), the board (2), and the flags.
const (
	toShift   = 9
	cellMask  = 1<<9 - 1
	kindShift = 18
	passBit   = 1 << 20
	placeBit  = 1 << 21
	dieBit    = 1 << 22
)

// move returns the move from-to on the board of kind.
func move(kind Kind, from, to int) Move {
	return Move(kind)<<kindShift | Move(from) | Move(to)<<toShift
}

// From returns the cell the piece leaves, numbered from 0 (star point 1,
// square a1).
func (m Move) From() int { return int(m & cellMask) }

// To returns the cell the piece ends on (or is placed on).
func (m Move) To() int { return int(m >> toShift & cellMask) }

// IsPass reports whether m is the pass of a seat without a move.
func (m Move) IsPass() bool { return m&passBit != 0 }

// IsDie reports whether m is the throw of a die, From its face.
func (m Move) IsDie() bool { return m&dieBit != 0 }

// IsPlace reports whether m puts a piece from hand on To.
func (m Move) IsPlace() bool { return m&placeBit != 0 }

func (m Move) geo() *geometry { return geometries[m>>kindShift&3] }

// Face returns the face of a die throw, 0 for other moves.
func (m Move) Face() int {
	if !m.IsDie() {
		return 0
	}
	return m.From()
}

// String returns the move as "12-35" on the star, "a3-c5" on a square
// board, or "pass".
func (m Move) String() string {
	if m.IsPass() {
		return "pass"
	}
	if m.IsDie() {
		return string(rune('0' + m.From()))
	}
	g := m.geo()
	if m.IsPlace() {
		return g.names[m.To()]
	}
	return g.names[m.From()] + "-" + g.names[m.To()]
}

// MarshalText writes the move's notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Touches names the cells the move touches: where the piece starts and
// where it ends (board.Tracer); nothing for a pass.
func (m Move) Touches() []board.Touch {
	if m.IsPass() || m.IsDie() {
		return nil
	}
	g := m.geo()
	if m.IsPlace() {
		return []board.Touch{{Cell: g.names[m.To()], Role: board.Place}}
	}
	return []board.Touch{{Cell: g.names[m.From()], Role: board.From}, {Cell: g.names[m.To()], Role: board.To}}
}

// maxMoveText bounds the move text read: the longest is "121-120".
const maxMoveText = 16

// parseMove reads "from-to" or "pass" on the board g, without checking
// that the move is legal.
func parseMove(g *geometry, text string) (Move, error) {
	if len(text) > maxMoveText {
		return 0, board.BadNotation(text[:maxMoveText]+"…", "too long for a halma move")
	}
	kind := Move(g.kind) << kindShift
	if text == "pass" {
		return kind | passBit, nil
	}
	if len(text) == 1 && text[0] >= '1' && text[0] <= '6' && g.kind != Star {
		return kind | dieBit | Move(text[0]-'0'), nil // a throw of the die
	}
	a, b, ok := strings.Cut(text, "-")
	if !ok && g.kind != Star {
		if to := g.cell(text); to >= 0 {
			return kind | placeBit | Move(to)<<toShift, nil
		}
	}
	if !ok {
		return 0, board.BadNotation(text, "a move is from-to, such as %s, or pass", example(g))
	}
	from, to := g.cell(a), g.cell(b)
	switch {
	case from < 0:
		return 0, board.BadNotation(text, "%q is not a cell of the %s board", a, g.kind)
	case to < 0:
		return 0, board.BadNotation(text, "%q is not a cell of the %s board", b, g.kind)
	case from == to:
		return 0, board.BadNotation(text, "a move ends on another cell than it starts")
	}
	return move(g.kind, from, to), nil
}

func example(g *geometry) string {
	if g.kind == Star {
		return "12-35"
	}
	return "a3-c5"
}
