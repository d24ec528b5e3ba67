package solitaire

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// HuntKind is the kind of a hunt move.
type HuntKind uint8

const (
	// Step moves a piece to an adjacent empty hole.
	Step HuntKind = iota
	// Capture is a chain of jumps by one hunter over flock pieces, each
	// removed at once.
	Capture
	// Place puts a defender on an empty castle hole (Hrad rytířů's two
	// opening decisions).
	Place
	// Pass: the flock cannot move and passes.
	Pass
)

var huntKindNames = []string{"step", "capture", "place", "pass"}

// String returns "step", "capture", "place" or "pass".
func (k HuntKind) String() string { return board.ChoiceName(k, huntKindNames) }

// maxRoute is the most jumps of one capture chain: one per flock piece.
const maxRoute = 24

// HuntMove is a move of Ovce a vlci or Hrad rytířů. A capture is
// identified by its start, its end and the pieces it takes; of the routes
// that share them, the move keeps the first its generator finds, and
// ParseMove accepts any of them. HuntMoves are comparable values: two are
// equal exactly when they are the same move of a position.
type HuntMove struct {
	Kind     HuntKind // Step, Capture, Place or Pass
	From, To uint8    // holes; To only for a placement
	Captured Holes    // the flock pieces a capture takes
	n        uint8
	route    [maxRoute]uint8 // the landing holes of a capture, in order
}

// Route returns the landing holes of a capture in order (its last one is
// To), and nil for other moves.
func (m HuntMove) Route() []uint8 { return append([]uint8(nil), m.route[:m.n]...) }

// String writes the move: "9-10" for a step, "5x17x29" for a capture by
// its landing holes, "@4" for a placement, "pass".
func (m HuntMove) String() string {
	b, _ := m.AppendText(make([]byte, 0, 16))
	return string(b)
}

// AppendText appends the move's notation to b.
func (m HuntMove) AppendText(b []byte) ([]byte, error) {
	switch m.Kind {
	case Pass:
		return append(b, "pass"...), nil
	case Place:
		return strconv.AppendUint(append(b, '@'), uint64(m.To), 10), nil
	case Step:
		b = strconv.AppendUint(b, uint64(m.From), 10)
		return strconv.AppendUint(append(b, '-'), uint64(m.To), 10), nil
	}
	b = strconv.AppendUint(b, uint64(m.From), 10)
	for _, h := range m.route[:m.n] {
		b = strconv.AppendUint(append(b, 'x'), uint64(h), 10)
	}
	return b, nil
}

// MarshalText writes the move's notation.
func (m HuntMove) MarshalText() ([]byte, error) { return m.AppendText(nil) }
