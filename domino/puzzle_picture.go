package domino

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// puzzleUnit is the side of one cell of a puzzle's grid in its picture.
const puzzleUnit = 40.0

// Picture returns the puzzle as data (board.Drawer): a cell per square of
// the region, named as the moves name it ("a1" is the top left), with
// row 1 at the top as String draws it. A laid tile's halves are pieces of
// seat 0 whose kind is the number they show, joined by a "tile" line;
// Dominosa's printed numbers where no tile lies yet are pieces of nobody.
func (s *PuzzleState) Picture() board.Picture {
	p := board.Picture{
		Width: float64(s.region.Cols) * puzzleUnit, Height: float64(s.region.Rows) * puzzleUnit,
		ToMove: s.ToMove(), Seats: []string{"solver"},
		Counters: []board.Counter{{Name: "tiles laid", Value: strconv.Itoa(len(s.rec))}},
	}
	for r := range s.region.Rows {
		for c := range s.region.Cols {
			i := r*maxSide + c
			if !s.region.In[i] {
				continue
			}
			cell := board.Cell{Name: Cell{r, c}.String(), X: (float64(c) + 0.5) * puzzleUnit,
				Y: (float64(r) + 0.5) * puzzleUnit, Size: puzzleUnit, Shape: board.Field}
			switch {
			case s.num[i] >= 0:
				cell.Pieces = []board.Piece{{Seat: 0, Kind: strconv.Itoa(int(s.num[i])), Count: 1}}
			case s.grid[i] >= 0:
				cell.Pieces = []board.Piece{{Seat: board.Nobody, Kind: strconv.Itoa(int(s.grid[i])), Count: 1}}
			}
			p.Cells = append(p.Cells, cell)
		}
	}
	for _, m := range s.rec {
		p.Lines = append(p.Lines, board.Line{From: m.A.String(), To: m.B.String(), Kind: "tile"})
	}
	return p
}

// Touches returns the two cells the tile is laid on (board.Tracer).
func (m PuzzleMove) Touches() []board.Touch {
	return []board.Touch{{Cell: m.A.String(), Role: board.Place}, {Cell: m.B.String(), Role: board.Place}}
}
