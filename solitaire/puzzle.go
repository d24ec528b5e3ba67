package solitaire

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Puzzle is a position of one of the jump puzzles (Samotář, Kříž,
// Pětiúhelník): the holes that hold pegs. It implements board.State and
// board.Perfter; its typed methods (Moves, PlayMove, Apply) allocate
// nothing.
type Puzzle struct {
	game   *Game
	pegs   Holes
	last   uint8 // landing hole of the previous jump, 0 before the first
	sweeps int   // runs of consecutive jumps by one peg so far
}

// maxJumps is the most jumps a position can have: each peg jumps in at
// most four directions, and no position reaches the 76 jumps of the board.
const maxJumps = 76

func (g *Game) newPuzzle(pegs Holes) *Puzzle { return &Puzzle{game: g, pegs: pegs} }

// Pegs returns the holes that hold pegs.
func (p *Puzzle) Pegs() Holes { return p.pegs }

// Sweeps returns the number of sweeps played so far: maximal runs of
// consecutive jumps by the same peg, for players who count a multi-jump
// as one move. A state read from a position starts at 0.
func (p *Puzzle) Sweeps() int { return p.sweeps }

// Moves appends the legal jumps to buf, by starting hole and then by the
// hole jumped over, and returns the extended slice. With room in buf
// (maxJumps is always enough) it does not allocate.
func (p *Puzzle) Moves(buf []Jump) []Jump {
	return appendJumps(buf, p.pegs)
}

func appendJumps(buf []Jump, pegs Holes) []Jump {
	for t := pegs; t != 0; t &= t - 1 {
		h := bits.TrailingZeros64(uint64(t)) + 1
		for _, j := range orthogonal.jumpsFrom[h] {
			if pegs&j.fromOver == j.fromOver && pegs&j.to1 == 0 {
				buf = append(buf, Jump{j.from, j.over, j.to})
			}
		}
	}
	return buf
}

// countJumps returns the number of legal jumps of pegs.
func countJumps(pegs Holes) int {
	n := 0
	for _, j := range orthogonal.jumps {
		if pegs&j.fromOver == j.fromOver && pegs&j.to1 == 0 {
			n++
		}
	}
	return n
}

// legalJump reports whether j is a jump of the board that pegs allow.
func legalJump(pegs Holes, j Jump) bool {
	if j.From < 1 || j.From > NumHoles || j.Over < 1 || j.Over > NumHoles {
		return false
	}
	to := orthogonal.beyond[j.From][j.Over]
	return to != 0 && to == j.To && pegs.Has(int(j.From)) && pegs.Has(int(j.Over)) && !pegs.Has(int(to))
}

// PlayMove plays j after checking it. Errors wrap board.ErrGameOver or
// board.ErrIllegalMove and leave the position as it was.
func (p *Puzzle) PlayMove(j Jump) error {
	if !legalJump(p.pegs, j) {
		if p.over() {
			return board.GameOver(j.String())
		}
		return board.Illegal(j.String(), "no peg can jump from %d over %d to %d here", j.From, j.Over, j.To)
	}
	p.Apply(j)
	return nil
}

// Apply plays a jump of Moves without checking it, for search.
func (p *Puzzle) Apply(j Jump) {
	p.pegs = p.pegs&^(Hole(int(j.From))|Hole(int(j.Over))) | Hole(int(j.To))
	if j.From != p.last {
		p.sweeps++
	}
	p.last = j.To
}

// Copy returns an independent copy.
func (p *Puzzle) Copy() *Puzzle { c := *p; return &c }

func (p *Puzzle) over() bool { return countJumps(p.pegs) == 0 }

// Game returns the rule set.
func (p *Puzzle) Game() board.Game { return p.game }

// ToMove returns seat 0, or board.Nobody when no jump is left.
func (p *Puzzle) ToMove() board.Player {
	if p.over() {
		return board.Nobody
	}
	return 0
}

// Legal returns the legal jumps as board moves (Jump values).
func (p *Puzzle) Legal() []board.Move {
	var buf [maxJumps]Jump
	js := p.Moves(buf[:0])
	out := make([]board.Move, len(js))
	for i, j := range js {
		out[i] = j
	}
	return out
}

// ParseMove reads "from-over-to" or "from-to" and checks it against the
// position.
func (p *Puzzle) ParseMove(s string) (board.Move, error) {
	if p.over() {
		return nil, board.GameOver(s)
	}
	j, err := p.parseJump(s)
	if err != nil {
		return nil, err
	}
	return j, nil
}

func (p *Puzzle) parseJump(s string) (Jump, error) {
	var hs [3]uint8
	n, err := parseHoles(s, '-', hs[:])
	if err != nil {
		return Jump{}, err
	}
	var j Jump
	switch n {
	case 3:
		j = Jump{hs[0], hs[1], hs[2]}
	case 2:
		j = Jump{From: hs[0], To: hs[1]}
		j.Over = between(hs[0], hs[1])
		if j.Over == 0 {
			return Jump{}, board.Illegal(s, "holes %d and %d are not two apart on a line", hs[0], hs[1])
		}
	default:
		return Jump{}, board.BadNotation(s, "a jump is from-over-to or from-to")
	}
	if orthogonal.beyond[j.From][j.Over] != j.To {
		return Jump{}, board.Illegal(s, "%d, %d, %d are not three holes in a line", j.From, j.Over, j.To)
	}
	if !legalJump(p.pegs, j) {
		return Jump{}, board.Illegal(s, "the jump needs pegs on %d and %d and an empty %d", j.From, j.Over, j.To)
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

// Play plays a legal jump: a Jump value or any move whose String is one.
func (p *Puzzle) Play(m board.Move) error {
	j, ok := m.(Jump)
	if !ok {
		text, err := moveText(m)
		if err != nil {
			return err
		}
		if p.over() {
			return board.GameOver(text)
		}
		if j, err = p.parseJump(text); err != nil {
			return err
		}
	}
	return p.PlayMove(j)
}

// Outcome reports the end: solved when one peg is left and it is in hole
// 17, otherwise the pegs left. Points holds the number of pegs left.
func (p *Puzzle) Outcome() board.Outcome {
	if !p.over() {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Points: []int{p.pegs.Len()}}
	switch {
	case p.pegs == Hole(centre):
		o.Winners, o.Reason = []board.Player{0}, "solved"
	case p.pegs.Len() == 1:
		o.Reason = "one peg, off centre"
	default:
		o.Reason = fmt.Sprintf("%d pegs left", p.pegs.Len())
	}
	return o
}

// Clone returns an independent copy.
func (p *Puzzle) Clone() board.State { return p.Copy() }

// Position writes the 33 holes in order, "o" for a peg and "." for an
// empty hole.
func (p *Puzzle) Position() string { return puzzlePosition(p.pegs) }

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

// String draws the board as the cross, holes in their places.
func (p *Puzzle) String() string {
	return drawCross(func(h int) byte {
		if p.pegs.Has(h) {
			return 'o'
		}
		return '.'
	})
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

// Perft counts the leaves depth jumps below the position, counting the
// jumps of the last level without playing them.
func (p *Puzzle) Perft(depth int) uint64 { return gridPerft(toGrid(p.pegs), depth) }

// moveText returns the text of a move of another type, refusing nil and
// a String that panics.
func moveText(m board.Move) (text string, err error) {
	if m == nil {
		return "", board.Illegal("", "no move")
	}
	defer func() {
		if recover() != nil {
			text, err = "", board.Illegal("", "the move cannot be written")
		}
	}()
	return m.String(), nil
}
