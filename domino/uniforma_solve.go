package domino

// SolveUniforma returns up to limit solutions of Uniforma on region rg that
// meet the requirements. It searches layouts up to relabelling of
// the numbers (a new number enters in increasing order, block by block in
// reading order) and then tries the 5 040 relabellings of each against the
// requirements; every solution found is a different layout.
func SolveUniforma(rg Region, reqs []Requirement, limit int) [][]UniformaPlacement {
	blk, ok := rg.blocks()
	if !ok || countIn(rg) != 2*NumTiles || limit <= 0 {
		return nil
	}
	sv := &quadSolver{rg: rg, blk: blk, limit: limit, reqs: reqs}
	for i := range sv.blockNum {
		sv.blockNum[i] = -1
	}
	for i := range sv.cover {
		sv.cover[i] = -1
	}
	sv.search()
	return sv.found
}

type quadSolver struct {
	rg       Region
	blk      [maxSide * maxSide]int8
	blockNum [NumTiles / 2]int8 // number of each block, -1 unassigned
	uses     [7]int8            // blocks showing each number
	labels   int8               // numbers introduced so far
	cover    [maxSide * maxSide]int8
	used     Set
	ps       []UniformaPlacement
	reqs     []Requirement
	limit    int
	found    [][]UniformaPlacement
}

// numbers returns the numbers block b may show: its own, or any number
// already introduced with a free block, or the next new one.
func (sv *quadSolver) numbers(b int8) []int8 {
	if n := sv.blockNum[b]; n >= 0 {
		return []int8{n}
	}
	var out []int8
	for v := int8(0); v < sv.labels; v++ {
		if sv.uses[v] < 2 {
			out = append(out, v)
		}
	}
	if sv.labels < 7 {
		out = append(out, sv.labels)
	}
	return out
}

func (sv *quadSolver) assign(b, v int8) (undo func()) {
	if sv.blockNum[b] >= 0 {
		return func() {}
	}
	newLabel := v == sv.labels
	sv.blockNum[b] = v
	sv.uses[v]++
	if newLabel {
		sv.labels++
	}
	return func() {
		sv.blockNum[b] = -1
		sv.uses[v]--
		if newLabel {
			sv.labels--
		}
	}
}

func (sv *quadSolver) search() {
	if len(sv.found) >= sv.limit {
		return
	}
	first := -1
	for i, in := range sv.rg.In {
		if in && sv.cover[i] < 0 {
			first = i
			break
		}
	}
	if first < 0 {
		sv.record()
		return
	}
	a := Cell{first / maxSide, first % maxSide}
	for _, b := range [2]Cell{{a.Row, a.Col + 1}, {a.Row + 1, a.Col}} {
		j := b.Row*maxSide + b.Col
		if !sv.rg.has(b) || sv.cover[j] >= 0 {
			continue
		}
		ba, bb := sv.blk[first], sv.blk[j]
		for _, va := range sv.numbers(ba) {
			undoA := sv.assign(ba, va)
			for _, vb := range sv.numbers(bb) {
				if ba == bb && vb != va {
					continue
				}
				undoB := sv.assign(bb, vb)
				t := TileOf(int(va), int(vb))
				if !sv.used.Has(t) {
					sv.used |= 1 << t
					sv.cover[first], sv.cover[j] = int8(j), int8(first)
					sv.ps = append(sv.ps, UniformaPlacement{A: a, B: b, HalfA: int(va), HalfB: int(vb)})
					sv.search()
					sv.ps = sv.ps[:len(sv.ps)-1]
					sv.cover[first], sv.cover[j] = -1, -1
					sv.used &^= 1 << t
				}
				undoB()
			}
			undoA()
		}
	}
}

// record keeps the relabellings of the layout found that meet the
// requirements.
func (sv *quadSolver) record() {
	perm := [7]int{0, 1, 2, 3, 4, 5, 6}
	var rec func(k int)
	rec = func(k int) {
		if len(sv.found) >= sv.limit {
			return
		}
		if k == 7 {
			ps := make([]UniformaPlacement, len(sv.ps))
			for i, p := range sv.ps {
				p.HalfA, p.HalfB = perm[p.HalfA], perm[p.HalfB]
				ps[i] = p
			}
			if CheckUniforma(sv.rg, ps, sv.reqs) == nil {
				sv.found = append(sv.found, ps)
			}
			return
		}
		for i := k; i < 7; i++ {
			perm[k], perm[i] = perm[i], perm[k]
			rec(k + 1)
			perm[k], perm[i] = perm[i], perm[k]
		}
	}
	rec(0)
}
