package halma

import (
	"cmp"
	"slices"
)

// Solve searches for a solution of a solitaire race from p (Solo Halma):
// a beam search that keeps, turn after turn, the width positions nearest
// the target — the sum over the pieces of d·(d+4), d a piece's distance
// in |Δfile| + |Δrank| to the target's far corner (star points by
// steps), so that stragglers weigh more — and returns the moves
// of the first solution found, or nil when none is found within the
// game's draw limit. Wider beams find shorter solutions and take longer.
func Solve(p Position, width int) []Move {
	if p.seats != 1 || width < 1 {
		return nil
	}
	type node struct {
		pos   Position
		score int
		path  int // index into the move tree
	}
	type link struct {
		parent int
		move   Move
	}
	var tree []link
	dist := p.c.geo.distances(p.st.targetCorner[0])
	score := func(q *Position) int {
		n := 0
		c := q.own[0]
		for {
			var i int
			if i, c = c.next(); i < 0 {
				return n
			}
			n += int(dist[i]) * int(dist[i]+4)
		}
	}
	path := func(i int) []Move {
		var out []Move
		for ; i >= 0; i = tree[i].parent {
			out = append(out, tree[i].move)
		}
		slices.Reverse(out)
		return out
	}
	beam := []node{{pos: p, score: score(&p), path: -1}}
	seen := map[uint64]bool{p.key(): true}
	buf := make([]Move, 0, MaxMoves)
	for turn := int(p.plies); turn < p.c.limit(1) && len(beam) > 0; turn++ {
		var next []node
		for _, b := range beam {
			buf = b.pos.GenerateMoves(buf)
			for _, m := range buf {
				if m.IsPass() {
					continue
				}
				q := b.pos
				q.Make(m)
				k := q.key()
				if seen[k] {
					continue
				}
				seen[k] = true
				tree = append(tree, link{b.path, m})
				if e, _ := q.Ending(); e == AllHome {
					return path(len(tree) - 1)
				}
				next = append(next, node{q, score(&q), len(tree) - 1})
			}
		}
		slices.SortStableFunc(next, func(a, b node) int { return cmp.Compare(a.score, b.score) })
		beam = next[:min(len(next), width)]
	}
	return nil
}

// distances returns each cell's distance in steps from cell to on the
// board (on square boards |Δfile| + |Δrank|, which rewards diagonal
// progress the way hops along both axes make it).
func (g *geometry) distances(to int) []int16 {
	d := make([]int16, g.n)
	for i := range d {
		if g.kind != Star {
			d[i] = int16(abs(g.q[i]-g.q[to]) + abs(g.r[i]-g.r[to]))
			continue
		}
		dq, dr := g.q[i]-g.q[to], g.r[i]-g.r[to]
		d[i] = int16((abs(dq) + abs(dr) + abs(dq+dr)) / 2)
	}
	return d
}
