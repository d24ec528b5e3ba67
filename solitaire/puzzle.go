package solitaire

import (
	"fmt"
	"math/bits"

	"github.com/rulebook-go/rulebook/board"
)

// PuzzlePosition is a position of the jump puzzles: the holes that hold
// pegs. It is a value; copying it copies the board.
type PuzzlePosition struct {
	pegs Holes
}

// NewPuzzlePosition returns the position with pegs on the given holes.
func NewPuzzlePosition(pegs Holes) PuzzlePosition { return PuzzlePosition{pegs & allHoles} }

// Pegs returns the holes that hold pegs.
func (p PuzzlePosition) Pegs() Holes { return p.pegs }

// maxJumps is room for the jumps of any position: the board has 76.
const maxJumps = 76

// GenerateMoves appends the legal jumps to buf[:0] — the eastward ones,
// then westward, southward and northward, each by row from the top — and
// returns the slice. With room in buf (maxJumps is always enough) it does
// not allocate.
func (p PuzzlePosition) GenerateMoves(buf []Jump) []Jump {
	buf = buf[:0]
	pegs := toGrid(p.pegs)
	for d := range gridDirs {
		for t := gridDirs[d].jumpers(pegs); t != 0; t &= t - 1 {
			buf = append(buf, gridJumps[d][bits.TrailingZeros64(uint64(t))])
		}
	}
	return buf
}

// PuzzleUndo takes back a jump played with Make.
type PuzzleUndo struct{ pegs Holes }

// Make plays a jump of GenerateMoves without checking it.
func (p *PuzzlePosition) Make(j Jump) PuzzleUndo {
	u := PuzzleUndo{p.pegs}
	t := j.jump()
	p.pegs = p.pegs&^t.fromOver | t.to1
	return u
}

// Unmake takes back the jump that Make played.
func (p *PuzzlePosition) Unmake(_ Jump, u PuzzleUndo) { p.pegs = u.pegs }

// Perft counts the leaves depth jumps below the position, on the 7×7 bit
// layout with the last level counted without playing it.
func (p PuzzlePosition) Perft(depth int) uint64 { return gridPerft(toGrid(p.pegs), depth) }

// Stuck reports whether no jump is possible.
func (p PuzzlePosition) Stuck() bool { return gridCount(toGrid(p.pegs)) == 0 }

// legal reports whether j is a jump of the board that the pegs allow.
func (p PuzzlePosition) legal(j Jump) bool {
	t := j.jump()
	return t.from != 0 && p.pegs&t.fromOver == t.fromOver && p.pegs&t.to1 == 0
}

// Puzzle is a game of one of the jump puzzles (Samotář, Kříž,
// Pětiúhelník) in progress. It implements board.State, board.Lister and
// board.Perfter; its typed methods allocate nothing.
type Puzzle struct {
	game   *Game
	pos    PuzzlePosition
	last   uint8 // landing hole of the previous jump, 0 before the first
	sweeps int   // runs of consecutive jumps by one peg so far
}

func (g *Game) newPuzzle(pegs Holes) *Puzzle { return &Puzzle{game: g, pos: PuzzlePosition{pegs}} }

// Board returns the position.
func (p *Puzzle) Board() PuzzlePosition { return p.pos }

// Sweeps returns the number of sweeps played so far: maximal runs of
// consecutive jumps by the same peg, for players who count a multi-jump
// as one move. A state read from a position starts at 0.
func (p *Puzzle) Sweeps() int { return p.sweeps }

// LegalMoves appends the legal jumps to buf[:0]; none when the game is
// over.
func (p *Puzzle) LegalMoves(buf []Jump) []Jump { return p.pos.GenerateMoves(buf) }

// PlayMove plays j after checking it. Errors wrap board.ErrGameOver or
// board.ErrIllegalMove and leave the state as it was.
func (p *Puzzle) PlayMove(j Jump) error {
	if p.pos.Stuck() {
		return board.GameOver(j.String())
	}
	if !p.pos.legal(j) {
		return board.Illegal(j.String(), "no peg can jump from %d over %d to %d here", j.From(), j.Over(), j.To())
	}
	p.Apply(j)
	return nil
}

// Apply plays a legal jump without checking it, for playouts.
func (p *Puzzle) Apply(j Jump) {
	p.pos.Make(j)
	t := j.jump()
	if t.from != p.last {
		p.sweeps++
	}
	p.last = t.to
}

// Copy returns an independent copy.
func (p *Puzzle) Copy() *Puzzle { c := *p; return &c }

// Game returns the rule set.
func (p *Puzzle) Game() board.Game { return p.game }

// Seats returns 1.
func (p *Puzzle) Seats() int { return 1 }

// ToMove returns seat 0, or board.Nobody when no jump is left.
func (p *Puzzle) ToMove() board.Player {
	if p.pos.Stuck() {
		return board.Nobody
	}
	return 0
}

// Legal returns the legal jumps as board moves (Jump values).
func (p *Puzzle) Legal() []board.Move { return p.AppendLegal(nil) }

// AppendLegal appends the legal jumps to buf (board.Lister).
func (p *Puzzle) AppendLegal(buf []board.Move) []board.Move {
	var js [maxJumps]Jump
	for _, j := range p.pos.GenerateMoves(js[:0]) {
		buf = append(buf, j)
	}
	return buf
}

// ParseMove reads "from-over-to" or "from-to" and checks it against the
// position.
func (p *Puzzle) ParseMove(s string) (board.Move, error) {
	j, err := p.parseJump(s)
	if err != nil {
		return nil, err
	}
	return j, nil
}

func (p *Puzzle) parseJump(s string) (Jump, error) {
	if p.pos.Stuck() {
		return 0, board.GameOver(s)
	}
	j, err := readJump(s)
	if err != nil {
		return 0, err
	}
	if !p.pos.legal(j) {
		return 0, board.Illegal(s, "the jump needs pegs on %d and %d and an empty %d", j.From(), j.Over(), j.To())
	}
	return j, nil
}

// Play plays a legal jump: a Jump value or any move whose String is one.
func (p *Puzzle) Play(m board.Move) error {
	j, err := board.Typed(m, p.parseJump)
	if err != nil {
		return err
	}
	return p.PlayMove(j)
}

// Outcome reports the end: solved when one peg is left and it is in hole
// 17, otherwise stuck. Points holds the number of pegs left.
func (p *Puzzle) Outcome() board.Outcome {
	if !p.pos.Stuck() {
		return board.Outcome{}
	}
	n := p.pos.pegs.Len()
	o := board.Outcome{Over: true, Points: []int{n}, Code: board.CodeStuck}
	switch {
	case p.pos.pegs == Hole(centre):
		o.Winners, o.Code, o.Reason = []board.Player{0}, board.CodeSolved, "solved"
	case n == 1:
		o.Reason = "one peg, off centre"
	default:
		o.Reason = fmt.Sprintf("%d pegs left", n)
	}
	return o
}

// Clone returns an independent copy.
func (p *Puzzle) Clone() board.State { return p.Copy() }

// Position writes the 33 holes in order, "o" for a peg and "." for an
// empty hole.
func (p *Puzzle) Position() string { return puzzlePosition(p.pos.pegs) }

// String draws the board as the cross, holes in their places.
func (p *Puzzle) String() string {
	return drawCross(func(h int) byte {
		if p.pos.pegs.Has(h) {
			return 'o'
		}
		return '.'
	})
}

// Perft counts the leaves depth jumps below the position (board.Perfter).
func (p *Puzzle) Perft(depth int) uint64 { return p.pos.Perft(depth) }
