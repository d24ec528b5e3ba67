package solitaire

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// maxMoveText bounds the length of a move text before any work is done on
// it: the longest move of any game here is a capture chain of at most 16
// landings ("1x3x…", three bytes a landing) or a wink report.
const maxMoveText = 64

// Jump is a move of the puzzles: a peg jumps from one hole over its
// neighbour to the hole beyond, and the peg jumped over is removed. A Jump
// is a small number naming one of the 76 jumps of the board (0 is no
// jump), so that it is a comparable value that boxes into a board.Move
// without allocating. String writes "5-10-17"; the puzzles' ParseMove
// reads that and the short form "5-17".
type Jump uint8

// NewJump returns the jump from from over over to to, or 0 when the three
// holes are not a jump of the board.
func NewJump(from, over, to int) Jump {
	if from < 1 || from > NumHoles || over < 1 || over > NumHoles || orthogonal.beyond[from][over] != uint8(to) {
		return 0
	}
	return orthogonal.jumpID[from][over]
}

func (j Jump) jump() jump {
	if j == 0 || int(j) > len(orthogonal.jumps) {
		return jump{}
	}
	return orthogonal.jumps[j-1]
}

// From returns the hole the peg jumps from.
func (j Jump) From() uint8 { return j.jump().from }

// Over returns the hole of the peg jumped over.
func (j Jump) Over() uint8 { return j.jump().over }

// To returns the hole the peg lands in.
func (j Jump) To() uint8 { return j.jump().to }

// String writes the jump as from-over-to, e.g. "5-10-17"; "-" for 0.
func (j Jump) String() string {
	b, _ := j.AppendText(make([]byte, 0, 8))
	return string(b)
}

// AppendText appends the jump's notation to b.
func (j Jump) AppendText(b []byte) ([]byte, error) {
	if j.jump().from == 0 {
		return append(b, '-'), nil
	}
	b = strconv.AppendUint(b, uint64(j.From()), 10)
	b = append(b, '-')
	b = strconv.AppendUint(b, uint64(j.Over()), 10)
	b = append(b, '-')
	return strconv.AppendUint(b, uint64(j.To()), 10), nil
}

// MarshalText writes the jump's notation.
func (j Jump) MarshalText() ([]byte, error) { return j.AppendText(nil) }

// parseHoles reads hole numbers separated by sep, at most len(out) of
// them, into out and returns how many it read.
func parseHoles(s string, sep byte, out []uint8) (int, error) {
	if len(s) == 0 || len(s) > maxMoveText {
		return 0, board.BadNotation(s, "a move is 1 to %d characters", maxMoveText)
	}
	n := 0
	for start := 0; start <= len(s); {
		end := start
		for end < len(s) && s[end] != sep {
			end++
		}
		if n == len(out) {
			return 0, board.BadNotation(s, "more than %d holes", len(out))
		}
		h, err := parseHole(s[start:end])
		if err != nil {
			return 0, board.BadNotation(s, "%q is not a hole 1–33", s[start:end])
		}
		out[n] = uint8(h)
		n++
		start = end + 1
	}
	return n, nil
}

// parseHole reads a hole number 1–33 without sign or leading zero.
func parseHole(t string) (int, error) {
	if len(t) == 0 || len(t) > 2 || t[0] == '0' {
		return 0, board.BadNotation(t, "not a hole 1–33")
	}
	h := 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c < '0' || c > '9' {
			return 0, board.BadNotation(t, "not a hole 1–33")
		}
		h = 10*h + int(c-'0')
	}
	if h > NumHoles {
		return 0, board.BadNotation(t, "not a hole 1–33")
	}
	return h, nil
}

// readJump reads "from-over-to" or the short "from-to" and checks that
// the holes lie in a line; whether the pegs allow the jump is for the
// position to say.
func readJump(s string) (Jump, error) {
	var hs [3]uint8
	n, err := parseHoles(s, '-', hs[:])
	if err != nil {
		return 0, err
	}
	var from, over, to uint8
	switch n {
	case 3:
		from, over, to = hs[0], hs[1], hs[2]
	case 2:
		from, over, to = hs[0], between(hs[0], hs[1]), hs[1]
		if over == 0 {
			return 0, board.Illegal(s, "holes %d and %d are not two apart in a line", hs[0], hs[1])
		}
	default:
		return 0, board.BadNotation(s, "a jump is from-over-to or from-to")
	}
	j := NewJump(int(from), int(over), int(to))
	if j == 0 {
		return 0, board.Illegal(s, "%d, %d, %d are not three holes in a line", from, over, to)
	}
	return j, nil
}

// between returns the hole between a and c when a jump joins them, 0
// otherwise.
func between(a, c uint8) uint8 {
	for _, b := range orthogonal.neighbors[a] {
		if orthogonal.beyond[a][b] == c {
			return b
		}
	}
	return 0
}

// puzzlePosition writes a puzzle position: 33 holes, o a peg, . empty.
func puzzlePosition(pegs Holes) string {
	var b [NumHoles]byte
	for h := 1; h <= NumHoles; h++ {
		b[h-1] = '.'
		if pegs.Has(h) {
			b[h-1] = 'o'
		}
	}
	return string(b[:])
}

// parsePegs reads a puzzle position.
func parsePegs(s string) (Holes, error) {
	if len(s) != NumHoles {
		return 0, board.BadNotation(s, "a puzzle position is 33 characters, o or .")
	}
	var pegs Holes
	for i := 0; i < NumHoles; i++ {
		switch s[i] {
		case 'o':
			pegs |= Hole(i + 1)
		case '.':
		default:
			return 0, board.BadNotation(s, "hole %d is %q, not o or .", i+1, s[i])
		}
	}
	return pegs, nil
}

// drawCross draws the cross, one character per hole.
func drawCross(char func(h int) byte) string {
	var b strings.Builder
	for r := range 7 {
		line := make([]byte, 0, 13)
		for c := range 7 {
			if c > 0 {
				line = append(line, ' ')
			}
			if h := orthogonal.holeAt[c][r]; h != 0 {
				line = append(line, char(int(h)))
			} else {
				line = append(line, ' ')
			}
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	return b.String()
}
