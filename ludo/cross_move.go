package ludo

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Places of a piece on the cross board as a CrossMove records them: track
// squares 0..39, the mover's home squares a..d as spotHome+0..3, the base.
const (
	spotHome = crossSquares
	spotBase = 0xff
)

// A CrossMove is one move of a CrossGame: a throw of the die, a piece's
// move from where it stands to where it goes, or a pass. It is a small
// comparable value: two moves of one state are equal exactly when they are
// the same move. Get moves from CrossState.Moves or CrossState.ParseMove.
// String gives the ludo family notation: "6", "base-0" (an entry),
// "12-15", "38-b" (into home square b), "a-d", "pass".
type CrossMove struct {
	kind     MoveKind
	face     uint8
	from, to uint8 // places: 0..39 track, spotHome+k home square k, spotBase
}

// Kind tells whether the move is a Throw, a Step (an entry or a move of a
// piece) or a Pass.
func (m CrossMove) Kind() MoveKind { return m.kind }

// Face is the die face of a Throw, 0 otherwise.
func (m CrossMove) Face() int { return int(m.face) }

// Entry reports whether the move brings a piece from the base onto the
// start square.
func (m CrossMove) Entry() bool { return m.kind == Step && m.from == spotBase }

// String returns the move in the ludo family notation.
func (m CrossMove) String() string {
	switch m.kind {
	case Throw:
		return strconv.Itoa(int(m.face))
	case Pass:
		return "pass"
	case Step:
		return placeName(m.from) + "-" + placeName(m.to)
	}
	return "(no move)"
}

// MarshalText returns the move's notation, as String.
func (m CrossMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// placeName writes a place: the track square's number, the home square's
// letter, or "base".
func placeName(p uint8) string {
	switch {
	case p == spotBase:
		return "base"
	case p >= spotHome:
		return string(rune('a' + p - spotHome))
	}
	return strconv.Itoa(int(p))
}

// parsePlace reads a place of the cross board: a track square 0 to 39, a
// home square a to d, or base.
func parsePlace(input, p string) (uint8, error) {
	switch {
	case p == "base":
		return spotBase, nil
	case len(p) == 1 && p[0] >= 'a' && p[0] <= 'd':
		return spotHome + p[0] - 'a', nil
	}
	n, ok := smallNumber(p)
	if !ok || n >= crossSquares || len(p) > 1 && p[0] == '0' {
		return 0, board.BadNotation(input, "%q is not a place: want a track square 0 to 39, a home square a to d, or base", p)
	}
	return uint8(n), nil
}

// parseCrossMove reads the syntax of a move: a die face, "pass", or two
// places joined by "-".
func parseCrossMove(text string) (CrossMove, error) {
	if len(text) > MaxMoveLen {
		return CrossMove{}, tooLong(text, "a move", MaxMoveLen)
	}
	if text == "pass" {
		return CrossMove{kind: Pass}, nil
	}
	from, to, ok := strings.Cut(text, "-")
	if !ok {
		f, ok := parseThrow(text)
		if !ok {
			return CrossMove{}, board.BadNotation(text, "not a move: want a die face 1 to 6, a move such as 12-15, base-0 or 38-b, or pass")
		}
		return CrossMove{kind: Throw, face: f}, nil
	}
	f, err := parsePlace(text, from)
	if err != nil {
		return CrossMove{}, err
	}
	t, err := parsePlace(text, to)
	if err != nil {
		return CrossMove{}, err
	}
	if t == spotBase {
		return CrossMove{}, board.BadNotation(text, "a move does not go to the base (captured pieces go there by themselves)")
	}
	return CrossMove{kind: Step, from: f, to: t}, nil
}
