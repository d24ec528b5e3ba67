package ludo

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// MoveKind tells what a TrackMove is.
type MoveKind uint8

const (
	// Throw is a chance outcome: the die shows Face.
	Throw MoveKind = iota + 1
	// Step moves the seat's stone: it counts from From to Land and comes
	// to rest on To (To differs from Land when Land sends it on).
	Step
	// Pass is the forfeit of a throw that moves nothing.
	Pass
)

// A TrackMove is one move of a TrackGame: a throw of the die, a step of the
// stone, or a pass. It is a small comparable value; get moves from
// TrackState.Moves or TrackState.ParseMove. String gives the ludo family
// notation: "4", "5-9", "94-98-78", "29-off", "pass".
type TrackMove struct {
	kind                 MoveKind
	face, from, land, to uint8
	off                  uint8 // the position written "off" (Propast's goal), 0 if none
	// pushes traces a listed step for Touches and is not part of its
	// notation: a stone on the field it comes to rest on is pushed back.
	pushes bool
}

// Touches returns the cells a step touches, named as the state's Picture
// names them: the stone's field, the field it counts to when that sends
// it on, where it comes to rest, and that field again as a capture when a
// stone there is pushed back. A throw or a pass touches nothing.
func (m TrackMove) Touches() []board.Touch {
	if m.kind != Step {
		return nil
	}
	ts := make([]board.Touch, 0, 3)
	ts = append(ts, board.Touch{Cell: m.field(m.from), Role: board.From})
	if m.land != m.to {
		ts = append(ts, board.Touch{Cell: m.field(m.land), Role: board.Via})
	}
	ts = append(ts, board.Touch{Cell: m.field(m.to), Role: board.To})
	if m.pushes {
		ts = append(ts, board.Touch{Cell: m.field(m.to), Role: board.Capture})
	}
	return ts
}

// Kind tells whether the move is a Throw, a Step or a Pass.
func (m TrackMove) Kind() MoveKind { return m.kind }

// Face is the die face of a Throw, 0 otherwise.
func (m TrackMove) Face() int { return int(m.face) }

// From is where a Step's stone starts.
func (m TrackMove) From() int { return int(m.from) }

// Land is the field a Step's stone counts to with the throw.
func (m TrackMove) Land() int { return int(m.land) }

// To is where a Step's stone comes to rest: Land, or where Land sends it.
func (m TrackMove) To() int { return int(m.to) }

// String returns the move in the ludo family notation.
func (m TrackMove) String() string {
	switch m.kind {
	case Throw:
		return strconv.Itoa(int(m.face))
	case Pass:
		return "pass"
	case Step:
		s := m.field(m.from) + "-" + m.field(m.land)
		if m.to != m.land {
			s += "-" + m.field(m.to)
		}
		return s
	}
	return "(no move)"
}

func (m TrackMove) field(f uint8) string {
	if m.off != 0 && f == m.off {
		return "off"
	}
	return strconv.Itoa(int(f))
}

// parseMoveText reads the syntax of a move of g: a die face, "pass", or
// two or three fields joined by "-". short is true for a step written with
// two fields, which may also name the field a stone was sent on to.
func (g *trackBoard) parseMoveText(text string) (m TrackMove, err error) {
	if len(text) > MaxMoveLen {
		return m, tooLong(text, "a move", MaxMoveLen)
	}
	if text == "pass" {
		m.kind = Pass
		return m, nil
	}
	if !strings.Contains(text, "-") {
		f, ok := parseThrow(text)
		if !ok {
			return m, board.BadNotation(text, "not a move: want a die face 1 to 6, a step such as 5-9, or pass")
		}
		m.kind, m.face = Throw, f
		return m, nil
	}
	parts := strings.Split(text, "-")
	if len(parts) > 3 {
		return m, board.BadNotation(text, "a step names two or three fields")
	}
	var f [3]uint8
	for i, p := range parts {
		if f[i], err = g.parseField(text, p); err != nil {
			return m, err
		}
	}
	m.kind, m.from, m.land, m.to, m.off = Step, f[0], f[1], f[1], g.offField()
	if len(parts) == 3 {
		if f[2] == f[1] {
			return m, board.BadNotation(text, "the third field is written only when the stone is sent on from the second")
		}
		m.to = f[2]
	}
	return m, nil
}

// offField is the position g writes "off", or 0.
func (g *trackBoard) offField() uint8 {
	if g.offName {
		return g.goal
	}
	return 0
}

// parseField reads one field of g's track: a number, or "off" for the
// goal of a game that writes it so.
func (g *trackBoard) parseField(input, p string) (uint8, error) {
	if p == "off" {
		if !g.offName {
			return 0, board.BadNotation(input, "this board has no field off; the goal is %d", g.goal)
		}
		return g.goal, nil
	}
	n, ok := smallNumber(p)
	switch {
	case !ok:
		return 0, board.BadNotation(input, "%q is not a field", p)
	case g.offName && n >= int(g.goal):
		return 0, board.BadNotation(input, "no field %d: the fields are 0 (start) to %d, then off", n, g.goal-1)
	case n > int(g.goal):
		return 0, board.BadNotation(input, "no square %d: the squares are 0 (before the board) to %d", n, g.goal)
	}
	return uint8(n), nil
}

// parseThrow reads a throw of the die, "1" to "6" (dice.ParseRollOf).
func parseThrow(text string) (uint8, bool) {
	r, err := dice.ParseRollOf(dice.D6, 1, text)
	if err != nil {
		return 0, false
	}
	return uint8(r.Face(0)), true
}

// MarshalText returns the move's notation, as String.
func (m TrackMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// smallNumber reads a decimal number of one to three digits.
func smallNumber(s string) (int, bool) {
	if len(s) == 0 || len(s) > 3 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + int(c-'0')
	}
	return n, true
}

// String returns "throw", "step" or "pass".
func (k MoveKind) String() string {
	switch k {
	case Throw:
		return "throw"
	case Step:
		return "step"
	case Pass:
		return "pass"
	}
	return "MoveKind(" + strconv.Itoa(int(k)) + ")"
}

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
// "12-15", "38-b" (into home square b), "a-d", "pass"; a move of a
// partner's piece in the team games names the partner's seat first:
// "2:base-20", "2:b-d"; the orbit names whose piece it captures:
// "10-14x0"; the colour-blind game names the colour an entry brings in and
// the base a captured figure goes to: "G:base-0", "5-7>2"; the penalty
// game joins the pieces' moves of a split throw with "+": "3-4+8-12".
type CrossMove struct {
	kind     MoveKind
	face     uint8
	from, to uint8 // places: 0..39 track, spotHome+k home square k, spotBase
	other    uint8 // 0 for a piece of the mover, seat+1 for the piece of another seat (a partner)
	// owner and takes trace a listed step for Touches and are not part of
	// its notation: the seat whose piece moves (whose base and home the
	// places are) and whether a piece on the target is taken.
	owner uint8
	takes bool
	// ext holds the fields of the variants, all zero in the other games
	// (see extOf): the orbit's victim, the colour-blind game's colour and
	// dest, and the penalty game's parts of a split throw. One number
	// keeps a CrossMove at eight scalars in 16 bytes, which Go passes in
	// registers and copies cheaply: eleven fields in 24 bytes went through
	// memory and made every cross game's playouts about a third slower.
	ext uint64
}

// The fields packed in CrossMove.ext: 3 bits each for victim, colour and
// dest, then the parts of a split throw (CrossMove.part).
const (
	extColour = 3
	extDest   = 6
	extParts  = 9
)

// extOf packs victim (the orbit: seat+1 of the seat whose piece is
// captured, 0 for none), colour (the colour-blind game: 1 + the colour of
// the figure an entry brings in, 0 otherwise) and dest (the colour-blind
// game: seat+1 of the base a captured figure goes to, 0 for none).
func extOf(victim, colour, dest uint8) uint64 {
	return uint64(victim) | uint64(colour)<<extColour | uint64(dest)<<extDest
}

// victim returns the orbit's captured seat+1 (extOf).
func (m CrossMove) victim() uint8 { return uint8(m.ext & 7) }

// colour returns the colour-blind entry's colour+1 (extOf).
func (m CrossMove) colour() uint8 { return uint8(m.ext >> extColour & 7) }

// dest returns the colour-blind capture's base seat+1 (extOf).
func (m CrossMove) dest() uint8 { return uint8(m.ext >> extDest & 7) }

// setVictim sets the orbit's captured seat+1.
func (m *CrossMove) setVictim(v uint8) { m.ext = m.ext&^7 | uint64(v) }

// setDest sets the colour-blind capture's base seat+1.
func (m *CrossMove) setDest(d uint8) { m.ext = m.ext&^(7<<extDest) | uint64(d)<<extDest }

// notation returns m without the fields that only trace it, so that a
// move read from its notation compares equal to the listed move.
func (m CrossMove) notation() CrossMove {
	m.owner, m.takes = 0, false
	return m
}

// Touches returns the cells a step touches, named as the state's Picture
// names them: where the piece leaves, where it ends, and that end again as
// a capture when a piece there is taken; in the colour-blind game the base
// the captured figure goes to as a place. A throw or a pass touches nothing.
// A move read from its notation by the stateless parse, and not listed by a
// state, knows neither its owner nor its capture; the states' ParseMove
// returns listed moves.
func (m CrossMove) Touches() []board.Touch {
	if m.kind != Step {
		return nil
	}
	ts := make([]board.Touch, 2, 4)
	ts[0] = board.Touch{Cell: crossCellName(m.owner, m.from), Role: board.From}
	ts[1] = board.Touch{Cell: crossCellName(m.owner, m.to), Role: board.To}
	if m.takes {
		ts = append(ts, board.Touch{Cell: ts[1].Cell, Role: board.Capture})
	}
	if m.dest() != 0 {
		ts = append(ts, board.Touch{Cell: crossCellName(m.dest()-1, spotBase), Role: board.Place})
	}
	return m.appendPartTouches(ts)
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
		text := placeName(m.from) + "-" + placeName(m.to)
		if m.other != 0 {
			text = strconv.Itoa(int(m.other-1)) + ":" + text
		}
		if c := m.colour(); c != 0 {
			text = colourLetters[c-1:c] + ":" + text
		}
		if m.victim() != 0 {
			text += "x" + strconv.Itoa(int(m.victim()-1))
		}
		if m.dest() != 0 {
			text += ">" + strconv.Itoa(int(m.dest()-1))
		}
		return text + m.splitText()
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
	if strings.Contains(text, "+") {
		return parseSplit(text)
	}
	var other, colour, dest uint8
	move := text
	if seat, rest, ok := strings.Cut(text, ":"); ok {
		if c := strings.Index(colourLetters, seat); len(seat) == 1 && c >= 0 {
			colour, move = uint8(c)+1, rest
		} else if len(seat) != 1 || seat[0] < '0' || seat[0] >= '0'+crossColours {
			return CrossMove{}, board.BadNotation(text, "%q is not a seat or a colour: a partner's piece is named by its seat, 0 to 3, as in 2:base-20, a colour-blind entry by its colour, R, B, G or Y, as in G:base-0", seat)
		} else {
			other, move = seat[0]-'0'+1, rest
		}
	}
	if rest, seat, ok := strings.Cut(move, ">"); ok {
		if len(seat) != 1 || seat[0] < '0' || seat[0] >= '0'+crossColours {
			return CrossMove{}, board.BadNotation(text, "%q is not a seat: the colour-blind game names the base a captured figure goes to, as in 5-7>2", seat)
		}
		dest, move = seat[0]-'0'+1, rest
	}
	from, to, ok := strings.Cut(move, "-")
	if !ok && (other != 0 || colour != 0 || dest != 0) {
		return CrossMove{}, board.BadNotation(text, "a seat or colour is named only with the move of a piece, as in 2:base-20, G:base-0 or 5-7>2")
	}
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
	var victim uint8
	if target, seat, ok := strings.Cut(to, "x"); ok {
		if len(seat) != 1 || seat[0] < '0' || seat[0] >= '0'+crossColours {
			return CrossMove{}, board.BadNotation(text, "%q is not a seat: the orbit names the seat whose piece is captured, as in 12-14x2", seat)
		}
		to, victim = target, seat[0]-'0'+1
	}
	t, err := parsePlace(text, to)
	if err != nil {
		return CrossMove{}, err
	}
	if t == spotBase {
		return CrossMove{}, board.BadNotation(text, "a move does not go to the base (captured pieces go there by themselves)")
	}
	return CrossMove{kind: Step, from: f, to: t, other: other, ext: extOf(victim, colour, dest)}, nil
}
