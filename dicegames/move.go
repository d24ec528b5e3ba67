package dicegames

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Kind says what a Move is.
type Kind uint8

// The kinds of moves. A throw is the dice's move (a chance outcome); the
// others are the decisions of a seat.
const (
	KindThrow   Kind = iota // the dice show Throw: "1-3-3-6"
	KindStop                // end the turn and bank it: "stop"
	KindRoll                // throw again: "roll"; "roll:1" throws one die where the rules offer it
	KindKeep                // set Throw aside from the last throw: "keep:6-6"; "keep:" keeps nothing
	KindCover               // cover the tiles of bit set N: "cover:3-4"
	KindClaim               // claim (or guess) the value N: "claim:21"
	KindDoubt               // lift the cup and test the claim: "doubt"
	KindBelieve             // accept the cup and throw under it: "believe"
	KindStake               // stake N chips (0: no bet): "stake:3"
	KindEven                // stake N chips on an even sum: "even:1"
	KindOdd                 // stake N chips on an odd sum: "odd:1"
	KindBlack               // stake N chips on the black die: "black:1"
	KindWhite               // stake N chips on the white die: "white:1"
	KindCross               // cross off the boxes of the numbers packed in N: "cross:3-3-8"
)

// A Move is one decision of a seat or one throw of the dice. Moves are
// small comparable values; equal moves have equal notation.
type Move struct {
	Kind  Kind  // what the move is: a throw or a decision
	Throw Throw // the dice of a throw or of a keep
	N     int16 // the tiles of a cover (bit t for tile t), a claim's value, the dice of "roll:1"
}

// String returns the move's notation.
func (m Move) String() string {
	var b [40]byte
	return string(m.appendText(b[:0]))
}

func (m Move) appendText(b []byte) []byte {
	switch m.Kind {
	case KindThrow:
		return m.Throw.appendText(b)
	case KindStop:
		return append(b, "stop"...)
	case KindRoll:
		b = append(b, "roll"...)
		if m.N > 0 {
			b = strconv.AppendInt(append(b, ':'), int64(m.N), 10)
		}
		return b
	case KindKeep:
		return m.Throw.appendText(append(b, "keep:"...))
	case KindCover:
		b = append(b, "cover:"...)
		first := true
		for t := 1; t < 16; t++ {
			if m.N&(1<<t) != 0 {
				if !first {
					b = append(b, '-')
				}
				first = false
				b = strconv.AppendInt(b, int64(t), 10)
			}
		}
		return b
	case KindClaim:
		return strconv.AppendInt(append(b, "claim:"...), int64(m.N), 10)
	case KindDoubt:
		return append(b, "doubt"...)
	case KindBelieve:
		return append(b, "believe"...)
	}
	if m.Kind == KindCross {
		return appendCross(b, m)
	}
	if w := stakeWord(m.Kind); w != "" {
		return strconv.AppendInt(append(append(b, w...), ':'), int64(m.N), 10)
	}
	return append(b, '?')
}

// MarshalText returns the move's notation.
func (m Move) MarshalText() ([]byte, error) { return m.appendText(nil), nil }

// maxMoveText bounds the notation of a move, so that ParseMove rejects
// long input before any work.
const maxMoveText = 40

// ParseMoveText reads a move's notation without checking it against a
// state. Errors wrap board.ErrBadNotation.
func ParseMoveText(s string) (Move, error) {
	if len(s) > maxMoveText {
		return Move{}, board.BadNotation(s[:maxMoveText]+"…", "a move has at most %d characters", maxMoveText)
	}
	word, arg, hasArg := strings.Cut(s, ":")
	switch word {
	case "stop", "doubt", "believe":
		if hasArg {
			return Move{}, board.BadNotation(s, "%s takes no argument", word)
		}
		return Move{Kind: map[string]Kind{"stop": KindStop, "doubt": KindDoubt, "believe": KindBelieve}[word]}, nil
	case "roll":
		if !hasArg {
			return Move{Kind: KindRoll}, nil
		}
		if arg != "1" {
			return Move{}, board.BadNotation(s, "roll takes no argument or 1 (one die)")
		}
		return Move{Kind: KindRoll, N: 1}, nil
	case "keep":
		if !hasArg {
			return Move{}, board.BadNotation(s, "keep needs the dice kept, e.g. keep:6-6")
		}
		if arg == "" {
			return Move{Kind: KindKeep}, nil
		}
		t, err := ParseThrow(arg)
		if err != nil {
			return Move{}, board.BadNotation(s, "keep: %v", err)
		}
		return Move{Kind: KindKeep, Throw: t}, nil
	case "cover":
		return parseCover(s, arg)
	case "cross":
		return parseCross(s, arg)
	case "stake", "even", "odd", "black", "white":
		return parseStake(s, word, arg)
	case "claim":
		n, err := parseNumber(arg, 999)
		if err != nil || !hasArg {
			return Move{}, board.BadNotation(s, "claim needs a number 0..999, e.g. claim:21")
		}
		return Move{Kind: KindClaim, N: int16(n)}, nil
	}
	t, err := ParseThrow(s)
	if err != nil {
		return Move{}, board.BadNotation(s, "not a move: want a throw (1-3-3-6), stop, roll, keep:…, cover:…, claim:…, doubt, believe, stake:…, even:…, odd:…, black:…, white:… or cross:…")
	}
	return Move{Kind: KindThrow, Throw: t}, nil
}

// parseCover reads the tiles of "cover:3-4", ascending, each 1..12 once.
func parseCover(s, arg string) (Move, error) {
	m := Move{Kind: KindCover}
	last := 0
	for part := range strings.SplitSeq(arg, "-") {
		t, err := parseNumber(part, 12)
		if err != nil || t < 1 || t <= last {
			return Move{}, board.BadNotation(s, "cover needs tiles 1..12 ascending, e.g. cover:3-4")
		}
		m.N |= 1 << t
		last = t
	}
	return m, nil
}

// parseNumber reads a decimal number 0..limit without sign or leading
// zeros.
func parseNumber(s string, limit int) (int, error) {
	if s == "" || len(s) > 3 || len(s) > 1 && s[0] == '0' {
		return 0, board.BadNotation(s, "not a number")
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return 0, board.BadNotation(s, "not a number")
		}
		n = 10*n + int(c-'0')
	}
	if n > limit {
		return 0, board.BadNotation(s, "%d is more than %d", n, limit)
	}
	return n, nil
}
