package mill

// PerftHashed is Perft with a small transposition table (1024 entries, so
// that positions often share a slot) at any depth, so that the tests
// compare it with the plain count where both are quick.
func (p *Position) PerftHashed(depth int) uint64 { return p.perft(depth, 10) }

// PerftPlain is Perft without the transposition table at any depth.
func (p *Position) PerftPlain(depth int) uint64 { return p.perft(depth, 0) }

// FormingPoints and FormingPointsByLines give the points where a stone of
// the colour holding own would form a mill: by the word operations of the
// engine, and line by line.
func FormingPoints(diagonals bool, own, empty Bits) Bits {
	geo := &plainGeometry
	if diagonals {
		geo = &diagonalGeometry
	}
	return geo.formingPoints(own, empty)
}

func FormingPointsByLines(diagonals bool, own, empty Bits) Bits {
	geo := &plainGeometry
	if diagonals {
		geo = &diagonalGeometry
	}
	var f Bits
	for _, l := range geo.lines {
		if x := l &^ own; x != 0 && x&(x-1) == 0 {
			f |= x
		}
	}
	return f & empty
}

// InMills and InMillsByLines give the stones of occ that stand in a mill.
func InMills(diagonals bool, occ Bits) Bits {
	geo := &plainGeometry
	if diagonals {
		geo = &diagonalGeometry
	}
	return geo.inMills(occ)
}

func InMillsByLines(diagonals bool, occ Bits) Bits {
	geo := &plainGeometry
	if diagonals {
		geo = &diagonalGeometry
	}
	var in Bits
	for _, l := range geo.lines {
		if occ&l == l {
			in |= l
		}
	}
	return in
}
