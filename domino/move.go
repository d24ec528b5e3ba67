package domino

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Kind is the kind of a move.
type Kind uint8

const (
	// KindPlay places a tile (the lead, or a tile on an end).
	KindPlay Kind = iota
	// KindDraw: the player draws from the stock; chance then picks the
	// tile(s).
	KindDraw
	// KindPass: the player passes ("dál").
	KindPass
	// KindTile is a chance outcome: the face-down tile that is dealt or
	// drawn next.
	KindTile
	// KindLot is a chance outcome: the seat drawn by lot to lead.
	KindLot
)

// Arm names an open end of the layout. A Line has L and R; a Spinner L, R
// and, once its first double has both sides taken, N and S; a Cross N, E, S
// and W. C is the lead (the centre) and T the common row of the free
// layout.
type Arm int8

// The arms, written by their letters in move notation.
const (
	ArmL Arm = iota
	ArmR
	ArmN
	ArmE
	ArmS
	ArmW
	ArmC
	ArmT
	numArms = 6
)

const armLetters = "LRNESWCT"

var kindNames = []string{"play", "draw", "pass", "tile", "lot"}

// String returns the name of the kind: "play", "draw", "pass", "tile" or
// "lot".
func (k Kind) String() string { return board.ChoiceName(k, kindNames) }

// String returns the letter of the arm.
func (a Arm) String() string {
	if a < 0 || int(a) >= len(armLetters) {
		return "?"
	}
	return armLetters[a : a+1]
}

// Move is one move of a domino game: a decision of a player or a chance
// outcome. Its notation (see the package documentation) is
//
//	6-0@R   a play: the touching half first, then the outer half, then the end
//	4-6@C   the lead: Left half first (see the package doc), C for centre
//	3-5@T   a play on the free row of Italian dominoes
//	draw    draw from the stock      pass   pass
//	5-2     chance: the face-down tile dealt or drawn next
//	lot=2   chance: seat 2 leads by lot
type Move struct {
	Kind  Kind
	Tile  Tile
	Touch int8 // the half touching the end; for a lead, the half that becomes Left
	Arm   Arm
	Seat  int8 // the seat drawn by lot
}

// MarshalText writes the move's notation, as String.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// outer returns the half of a play that stays open.
func (m Move) outer() int { return m.Tile.Other(int(m.Touch)) }

// String writes the move in the notation of the package.
func (m Move) String() string {
	if c := moveCode(m); c >= 0 {
		return moveNames[c]
	}
	return m.format()
}

// format writes the notation of any Move value, "?" where a field is out
// of range.
func (m Move) format() string {
	switch m.Kind {
	case KindDraw:
		return "draw"
	case KindPass:
		return "pass"
	case KindTile:
		return m.Tile.String()
	case KindLot:
		return "lot=" + strconv.Itoa(int(m.Seat))
	}
	if m.Tile >= NumTiles || m.Touch < 0 || m.Touch > 6 || !m.Tile.Has(int(m.Touch)) || m.Arm < 0 || int(m.Arm) >= len(armLetters) {
		return "?"
	}
	b := []byte{byte('0' + m.Touch), '-', byte('0' + m.outer()), '@', armLetters[m.Arm]}
	return string(b)
}

// parseMoveText reads the notation without looking at a state. For a play
// the halves are returned as written (touch first); the caller matches them
// against the legal moves.
func parseMoveText(s string) (Move, error) {
	switch s {
	case "draw":
		return Move{Kind: KindDraw}, nil
	case "pass":
		return Move{Kind: KindPass}, nil
	}
	if rest, ok := strings.CutPrefix(s, "lot="); ok {
		if len(rest) != 1 || rest[0] < '0' || rest[0] > '4' {
			return Move{}, board.BadNotation(s, "a lot is written lot=N with the seat 0 to 4")
		}
		return Move{Kind: KindLot, Seat: int8(rest[0] - '0')}, nil
	}
	tileText, armText, isPlay := strings.Cut(s, "@")
	t, err := ParseTile(tileText)
	if err != nil {
		return Move{}, board.BadNotation(s, "not a domino move: want a tile a-b, a play a-b@L/R/N/E/S/W/C/T, draw, pass or lot=N")
	}
	if !isPlay {
		return Move{Kind: KindTile, Tile: t}, nil
	}
	i := strings.Index(armLetters, armText)
	if len(armText) != 1 || i < 0 {
		return Move{}, board.BadNotation(s, "the end after @ is one of L, R, N, E, S, W, C (the lead) or T (the row)")
	}
	return Move{Kind: KindPlay, Tile: t, Touch: int8(tileText[0] - '0'), Arm: Arm(i)}, nil
}

// The moves as board.Move values, made once: a Move is larger than a
// byte, so converting it to an interface would allocate, and the generic
// API lists and returns moves without allocating one per move.
const (
	codeTile  = NumTiles * 8 * 2 // plays: tile × arm × which half touches
	codeLot   = codeTile + NumTiles
	codeDraw  = codeLot + 5
	codePass  = codeDraw + 1
	codeCount = codePass + 1
)

var boxed = boxMoves()

// moveNames holds the notation of every move of boxed, so that String
// allocates nothing.
var moveNames = func() (out [codeCount]string) {
	for c, m := range boxed {
		if m, ok := m.(Move); ok { // a double's second half has no code
			out[c] = m.format()
		}
	}
	return out
}()

func boxMoves() (out [codeCount]board.Move) {
	for t := Tile(0); t < NumTiles; t++ {
		for a := Arm(0); a < 8; a++ {
			out[moveCode(Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: a})] = Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: a}
			out[moveCode(Move{Kind: KindPlay, Tile: t, Touch: int8(t.Hi()), Arm: a})] = Move{Kind: KindPlay, Tile: t, Touch: int8(t.Hi()), Arm: a}
		}
		out[codeTile+int(t)] = Move{Kind: KindTile, Tile: t}
	}
	for i := range int8(5) {
		out[codeLot+int(i)] = Move{Kind: KindLot, Seat: i}
	}
	out[codeDraw], out[codePass] = Move{Kind: KindDraw}, Move{Kind: KindPass}
	return out
}

// moveCode numbers the moves that LegalMoves lists, -1 for any other value.
func moveCode(m Move) int {
	switch m.Kind {
	case KindPlay:
		if m.Tile >= NumTiles || m.Arm < 0 || m.Arm >= 8 || m.Seat != 0 {
			return -1
		}
		switch int(m.Touch) {
		case m.Tile.Lo():
			return int(m.Tile)*16 + int(m.Arm)*2
		case m.Tile.Hi():
			return int(m.Tile)*16 + int(m.Arm)*2 + 1
		}
	case KindTile:
		if m == (Move{Kind: KindTile, Tile: m.Tile}) && m.Tile < NumTiles {
			return codeTile + int(m.Tile)
		}
	case KindLot:
		if m == (Move{Kind: KindLot, Seat: m.Seat}) && m.Seat >= 0 && m.Seat < 5 {
			return codeLot + int(m.Seat)
		}
	case KindDraw:
		if m == (Move{Kind: KindDraw}) {
			return codeDraw
		}
	case KindPass:
		if m == (Move{Kind: KindPass}) {
			return codePass
		}
	}
	return -1
}

// board returns m as a board.Move, without allocating for the moves that
// LegalMoves lists (boxed holds each of them under its code).
func (m Move) board() board.Move {
	if c := moveCode(m); c >= 0 {
		return boxed[c]
	}
	return m
}
