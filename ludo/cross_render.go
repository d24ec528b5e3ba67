package ludo

import "strconv"

// crossCells are the screen cells of the cross board: the
// column and row of every track square, row 0 at the top.
var crossCells = [crossSquares][2]uint8{
	{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 4}, {4, 3}, {4, 2}, {4, 1}, {4, 0}, {5, 0},
	{6, 0}, {6, 1}, {6, 2}, {6, 3}, {6, 4}, {7, 4}, {8, 4}, {9, 4}, {10, 4}, {10, 5},
	{10, 6}, {9, 6}, {8, 6}, {7, 6}, {6, 6}, {6, 7}, {6, 8}, {6, 9}, {6, 10}, {5, 10},
	{4, 10}, {4, 9}, {4, 8}, {4, 7}, {4, 6}, {3, 6}, {2, 6}, {1, 6}, {0, 6}, {0, 5},
}

// crossHomeCells are the cells of home square a of each colour and the
// step to b, c, d.
var crossHomeCells = [crossColours][4]int8{{1, 5, 1, 0}, {5, 1, 0, 1}, {9, 5, -1, 0}, {5, 9, 0, -1}}

// crossBaseCells are the top-left cells of each colour's 2 × 2 base.
var crossBaseCells = [crossColours][2]uint8{{0, 0}, {9, 0}, {9, 9}, {0, 9}}

// String draws the position for people on the 11 × 11 cross: "." an empty
// track square, "p" an empty parking square, "o" an empty home or base
// place, the seat's letter (A for seat 0, B for seat 1, ...) for its
// pieces (its small letter for a refugee it owns), "*" for pieces of
// several seats parked together; then whose turn it is.
func (s *CrossState) String() string {
	var grid [11][11]byte
	for r := range grid {
		for c := range grid[r] {
			grid[r][c] = ' '
		}
	}
	for x, cell := range crossCells {
		grid[cell[1]][cell[0]] = '.'
		if s.parked(uint8(x)) && !s.b.orbit {
			grid[cell[1]][cell[0]] = 'p'
		}
		if o := s.sq[x]; isRefugee(o) {
			grid[cell[1]][cell[0]] = seatLetter(s.refOwner[o-sqRefugee]) + 'a' - 'A' // a refugee: its owner's small letter
		} else if o != 0 {
			grid[cell[1]][cell[0]] = seatLetter(o - 1)
		}
	}
	for seat := range s.n {
		for _, p := range s.onWay(seat) {
			if x := s.place(seat, p); x < crossSquares && s.parked(x) {
				c := crossCells[x]
				if m := &grid[c[1]][c[0]]; *m == 'p' || *m == '.' || *m == seatLetter(seat) {
					*m = seatLetter(seat)
				} else {
					*m = '*' // pieces of several seats parked together
				}
			}
		}
	}
	for seat := range s.n {
		c := s.colour(seat)
		h := crossHomeCells[c]
		for k := range int8(crossHome) {
			mark := byte('o')
			if s.homeHeld(seat, k) {
				mark = seatLetter(seat)
			}
			grid[h[1]+k*h[3]][h[0]+k*h[2]] = mark
		}
		base := s.inBase(seat)
		for k := range crossPieces {
			mark := byte('o')
			if k < base {
				mark = seatLetter(seat)
			}
			grid[int(crossBaseCells[c][1])+k/2][int(crossBaseCells[c][0])+k%2] = mark
		}
	}
	if s.b.blind.on {
		s.drawFigureGrid(&grid)
	}
	b := make([]byte, 0, 512)
	b = append(b, s.g.info.Name...)
	b = append(b, ", "...)
	b = strconv.AppendUint(b, uint64(s.n), 10)
	b = append(b, " players\n"...)
	for _, row := range grid {
		end := len(row)
		for end > 0 && row[end-1] == ' ' {
			end--
		}
		for c, ch := range row[:end] {
			if c > 0 {
				b = append(b, ' ')
			}
			b = append(b, ch)
		}
		b = append(b, '\n')
	}
	for seat := range s.n {
		b = append(b, seatLetter(seat))
		b = append(b, " (seat "...)
		b = strconv.AppendUint(b, uint64(seat), 10)
		b = append(b, ", start square "...)
		b = strconv.AppendUint(b, uint64(s.square(seat, 0)), 10)
		b = append(b, ")\n"...)
	}
	b = append(b, s.phaseWords()...)
	return string(append(b, '\n'))
}
