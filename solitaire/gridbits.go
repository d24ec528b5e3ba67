package solitaire

import "math/bits"

// The fast path of the puzzles works on the 7×7 square the cross is cut
// from: bit 7r+c for the hole at (c, r). There a jump in one direction is
// a shift, so all jumps of a direction are found with a few word
// operations. The typed and generic APIs speak hole numbers (Holes); the
// perft and the solver convert once and work here.

// gridBits is a set of holes in the 7×7 layout.
type gridBits uint64

// jumpDir is one of the four jump directions in the 7×7 layout.
type jumpDir struct {
	shift int      // bit distance of one step: 1 east, 7 south
	from  gridBits // holes from which a jump in this direction stays on the board
}

// The tables of the 7×7 layout, derived from the cross board's graph.
// They are package variables initialised by an expression, so that the
// variables built from them (the pagodas) are initialised after them.
var gridValid, gridDirs, toGridTab, fromGrid, gridSym, gridJumps = buildGridTables()

// buildGridTables returns the 33 holes; the four jump directions (east,
// west, south, north; west and north shift right); the byte tables from
// hole numbers; the hole number of each grid bit (0 off the board); the
// byte tables of the symmetries; and the jump from each grid bit in each
// direction.
func buildGridTables() (valid gridBits, dirs [4]jumpDir, toTab [5][256]gridBits, from [49]uint8,
	sym [8][7][128]gridBits, jumps [4][49]Jump) {
	g := orthogonal
	for h := 1; h <= NumHoles; h++ {
		b := 7*int(g.row[h]) + int(g.col[h])
		valid |= 1 << b
		from[b] = uint8(h)
	}
	for b := range 5 {
		for v := range 256 {
			var s gridBits
			for i := range 8 {
				if h := 8*b + i + 1; v&(1<<i) != 0 && h <= NumHoles {
					s |= 1 << (7*int(g.row[h]) + int(g.col[h]))
				}
			}
			toTab[b][v] = s
		}
	}
	// A direction's from-set: holes whose neighbour and the hole beyond
	// in that direction are holes (derived from the graph's jumps).
	for _, j := range g.jumps {
		dc, dr := int(g.col[j.over])-int(g.col[j.from]), int(g.row[j.over])-int(g.row[j.from])
		d := map[[2]int]int{{1, 0}: 0, {-1, 0}: 1, {0, 1}: 2, {0, -1}: 3}[[2]int{dc, dr}]
		b := 7*int(g.row[j.from]) + int(g.col[j.from])
		dirs[d].from |= 1 << b
		jumps[d][b] = j.id
	}
	dirs[0].shift, dirs[1].shift, dirs[2].shift, dirs[3].shift = 1, -1, 7, -7
	for k, f := range symmetries {
		for byteIx := range 7 {
			for v := range 128 {
				var s gridBits
				for i := range 7 {
					if v&(1<<i) == 0 {
						continue
					}
					c, r := f(i, byteIx)
					s |= 1 << (7*r + c)
				}
				sym[k][byteIx][v] = s
			}
		}
	}
	return valid, dirs, toTab, from, sym, jumps
}

// toGrid converts a set of holes to the 7×7 layout.
func toGrid(s Holes) gridBits {
	return toGridTab[0][byte(s)] | toGridTab[1][byte(s>>8)] | toGridTab[2][byte(s>>16)] |
		toGridTab[3][byte(s>>24)] | toGridTab[4][byte(s>>32)]
}

// holes converts back to hole numbers.
func (g gridBits) holes() Holes {
	var s Holes
	for t := g; t != 0; t &= t - 1 {
		s |= Hole(int(fromGrid[bits.TrailingZeros64(uint64(t))]))
	}
	return s
}

// shifted returns x moved k bits towards bit 0 (k may be negative): bit i
// of the result is bit i+k of x.
func shifted(x gridBits, k int) gridBits {
	if k >= 0 {
		return x >> k
	}
	return x << -k
}

// jumpers returns the holes from which a peg can jump in direction d.
func (d *jumpDir) jumpers(pegs gridBits) gridBits {
	empty := gridValid &^ pegs
	return pegs & shifted(pegs, d.shift) & shifted(empty, 2*d.shift) & d.from
}

// gridCount returns the number of legal jumps.
func gridCount(pegs gridBits) int {
	n := 0
	for i := range gridDirs {
		n += bits.OnesCount64(uint64(gridDirs[i].jumpers(pegs)))
	}
	return n
}

// gridPerft counts the leaves depth jumps below pegs.
func gridPerft(pegs gridBits, depth int) uint64 {
	if depth <= 1 {
		if depth <= 0 {
			return 1
		}
		return uint64(gridCount(pegs))
	}
	var n uint64
	for i := range gridDirs {
		d := &gridDirs[i]
		for t := d.jumpers(pegs); t != 0; t &= t - 1 {
			from := gridBits(1) << bits.TrailingZeros64(uint64(t))
			over, to := shifted(from, -d.shift), shifted(from, -2*d.shift)
			n += gridPerft(pegs&^(from|over)|to, depth-1)
		}
	}
	return n
}

// gridCanonical returns the least image of pegs under the eight
// symmetries.
func gridCanonical(pegs gridBits) gridBits {
	least := pegs
	for k := 1; k < 8; k++ {
		t := &gridSym[k]
		var s gridBits
		for r := range 7 {
			s |= t[r][(pegs>>(7*r))&127]
		}
		if s < least {
			least = s
		}
	}
	return least
}
