package board

import (
	"fmt"
	"iter"
	"strconv"
)

// MaxGridSize is the most files (a–z) and ranks a Grid has.
const MaxGridSize = 26

// A Grid is a rectangular board of files and ranks, such as the 8×8 chess
// and draughts board, the 10×10 international draughts board or the 16×16
// halma board. Squares are named algebraically: the file as a letter from
// "a" (left), the rank as a number from "1" (bottom, the first player's
// side): "a1", "h8", "j10", "p16". The zero Grid has no squares.
type Grid struct {
	width, height int
}

// A Square is a square of a Grid: file + rank×width, from 0 at a1. Its
// meaning depends on the grid. NoSquare stands for "off the board".
type Square int

// NoSquare is returned for a square off the board.
const NoSquare Square = -1

// NewGrid returns a grid of width files and height ranks, each 1..26.
func NewGrid(width, height int) (Grid, error) {
	if width < 1 || width > MaxGridSize || height < 1 || height > MaxGridSize {
		return Grid{}, fmt.Errorf("board: a grid of %d×%d squares: each side must be 1..%d", width, height, MaxGridSize)
	}
	return Grid{width: width, height: height}, nil
}

// Width returns the number of files.
func (g Grid) Width() int { return g.width }

// Height returns the number of ranks.
func (g Grid) Height() int { return g.height }

// Len returns the number of squares.
func (g Grid) Len() int { return g.width * g.height }

// Square returns the square at file and rank (both from 0), or NoSquare
// when that is off the board.
func (g Grid) Square(file, rank int) Square {
	if file < 0 || file >= g.width || rank < 0 || rank >= g.height {
		return NoSquare
	}
	return Square(rank*g.width + file)
}

// On reports whether s is a square of the grid.
func (g Grid) On(s Square) bool { return s >= 0 && int(s) < g.Len() }

// File returns the file of s, from 0 for "a".
func (g Grid) File(s Square) int { return int(s) % g.width }

// Rank returns the rank of s, from 0 for "1".
func (g Grid) Rank(s Square) int { return int(s) / g.width }

// Dark reports whether s is a dark square: a1 is dark, as on the chess
// and draughts boards, and colours alternate along files and ranks.
func (g Grid) Dark(s Square) bool { return (g.File(s)+g.Rank(s))%2 == 0 }

// Name returns the algebraic name of s, such as "a1" or "j10", or "-" for
// a square off the board.
func (g Grid) Name(s Square) string {
	if !g.On(s) {
		return "-"
	}
	return string(g.AppendName(make([]byte, 0, 3), s))
}

// AppendName appends the name of s (as Name) to b, without allocating
// when b has room.
func (g Grid) AppendName(b []byte, s Square) []byte {
	if !g.On(s) {
		return append(b, '-')
	}
	b = append(b, byte('a'+g.File(s)))
	return strconv.AppendInt(b, int64(g.Rank(s)+1), 10)
}

// Parse reads an algebraic square name, exactly as Name writes it: a
// lower-case file letter and a rank without leading zeros. Errors wrap
// ErrBadNotation and say why.
func (g Grid) Parse(name string) (Square, error) {
	if len(name) < 2 || len(name) > 3 {
		return NoSquare, BadNotation(name, "not a square name such as a1")
	}
	f := int(name[0]) - 'a'
	if f < 0 || f >= MaxGridSize {
		return NoSquare, BadNotation(name, "file %q is not a letter a-z", name[0])
	}
	r := 0
	for i := 1; i < len(name); i++ {
		c := name[i]
		if c < '0' || c > '9' || i == 1 && c == '0' {
			return NoSquare, BadNotation(name, "rank %q is not a number from 1", name[1:])
		}
		r = 10*r + int(c-'0')
	}
	s := g.Square(f, r-1)
	if s == NoSquare {
		return NoSquare, BadNotation(name, "off the %d×%d board", g.width, g.height)
	}
	return s, nil
}

// Step returns the square next to s in direction d, or NoSquare at the
// edge of the board.
func (g Grid) Step(s Square, d Direction) Square {
	df, dr := d.Delta()
	return g.Offset(s, df, dr)
}

// Offset returns the square df files and dr ranks away from s (a knight's
// jump is Offset(s, 1, 2)), or NoSquare when that is off the board.
func (g Grid) Offset(s Square, df, dr int) Square {
	if !g.On(s) {
		return NoSquare
	}
	return g.Square(g.File(s)+df, g.Rank(s)+dr)
}

// Ray yields the squares from s (not included) in direction d up to the
// edge of the board, nearest first: the squares a rook or a flying king
// looks along.
func (g Grid) Ray(s Square, d Direction) iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for t := g.Step(s, d); t != NoSquare; t = g.Step(t, d) {
			if !yield(t) {
				return
			}
		}
	}
}

// Squares yields every square from a1, file by file along each rank.
func (g Grid) Squares() iter.Seq[Square] {
	return func(yield func(Square) bool) {
		for s := range Square(g.Len()) {
			if !yield(s) {
				return
			}
		}
	}
}

// Graph returns the point graph of the squares of g for which keep
// reports true (all when keep is nil), named by name (the algebraic Name
// when nil). Its lines are the longest runs of kept squares in each of the
// directions dirs (give one of each opposite pair, e.g. E and N for the
// rows and columns); consecutive squares of a line are adjacent. The
// cross-shaped solitaire board is the 7×7 grid without its corners, with
// lines E and N.
func (g Grid) Graph(keep func(Square) bool, name func(Square) string, dirs ...Direction) (*Graph, error) {
	if keep == nil {
		keep = func(Square) bool { return true }
	}
	if name == nil {
		name = g.Name
	}
	var spec GraphSpec
	for s := range g.Squares() {
		if keep(s) {
			spec.Points = append(spec.Points, name(s))
		}
	}
	for _, d := range dirs {
		for s := range g.Squares() {
			// A line starts at a kept square whose predecessor is not kept.
			if !keep(s) || g.kept(g.Step(s, d.Opposite()), keep) {
				continue
			}
			line := []string{name(s)}
			for t := range g.Ray(s, d) {
				if !keep(t) {
					break
				}
				line = append(line, name(t))
			}
			if len(line) > 1 {
				spec.Lines = append(spec.Lines, line)
			}
		}
	}
	return NewGraph(spec)
}

func (g Grid) kept(s Square, keep func(Square) bool) bool { return s != NoSquare && keep(s) }

// A Direction is one of the eight compass directions on a Grid: N is
// towards higher ranks, E towards higher files.
type Direction int8

// The eight directions, clockwise from north.
const (
	N Direction = iota
	NE
	E
	SE
	S
	SW
	W
	NW
)

// AllDirections returns the eight directions, clockwise from N.
func AllDirections() [8]Direction { return [8]Direction{N, NE, E, SE, S, SW, W, NW} }

// Orthogonal returns the four directions along files and ranks: N, E, S, W.
func Orthogonal() [4]Direction { return [4]Direction{N, E, S, W} }

// Diagonal returns the four diagonal directions: NE, SE, SW, NW.
func Diagonal() [4]Direction { return [4]Direction{NE, SE, SW, NW} }

// Delta returns the change of file and rank of one step in d; (0, 0) for
// a value that is not a direction.
func (d Direction) Delta() (df, dr int) {
	switch d {
	case N:
		return 0, 1
	case NE:
		return 1, 1
	case E:
		return 1, 0
	case SE:
		return 1, -1
	case S:
		return 0, -1
	case SW:
		return -1, -1
	case W:
		return -1, 0
	case NW:
		return -1, 1
	}
	return 0, 0
}

// Opposite returns the direction turned half round: S for N.
func (d Direction) Opposite() Direction { return (d + 4) & 7 }

// IsDiagonal reports whether d is NE, SE, SW or NW.
func (d Direction) IsDiagonal() bool { return d&1 == 1 }

// String returns "N", "NE", ..., "NW".
func (d Direction) String() string {
	if d < N || d > NW {
		return "Direction(" + strconv.Itoa(int(d)) + ")"
	}
	return [...]string{"N", "NE", "E", "SE", "S", "SW", "W", "NW"}[d]
}
