package solitaire

import (
	"sort"
	"testing"

	"pgregory.net/rapid"
)

// randomPuzzle plays a random number of random jumps from a puzzle start.
func randomPuzzle(t *rapid.T) (*Puzzle, int) {
	g := rapid.SampledFrom([]*Game{Samotar, Cross, Pentagon}).Draw(t, "game")
	p := g.newPuzzle(g.start)
	n := rapid.IntRange(0, 31).Draw(t, "jumps")
	played := 0
	for range n {
		var buf [maxJumps]Jump
		js := p.LegalMoves(buf[:0])
		if len(js) == 0 {
			break
		}
		p.Apply(js[rapid.IntRange(0, len(js)-1).Draw(t, "jump")])
		played++
	}
	return p, played
}

func TestPropertyPuzzleJumps(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, played := randomPuzzle(t)
		start := p.game.start.Len()
		if p.pos.pegs.Len() != start-played {
			t.Fatalf("%d pegs after %d jumps from %d", p.pos.pegs.Len(), played, start)
		}
		var buf [maxJumps]Jump
		js := p.LegalMoves(buf[:0])
		if len(js) > 4*p.pos.pegs.Len() {
			t.Fatalf("%d jumps for %d pegs", len(js), p.pos.pegs.Len())
		}
		for _, j := range js {
			c := p.Copy()
			c.Apply(j)
			removed, added := p.pos.pegs&^c.pos.pegs, c.pos.pegs&^p.pos.pegs
			if removed != HolesOf(int(j.From()), int(j.Over())) || added != Hole(int(j.To())) {
				t.Fatalf("%v removed %v added %v", j, removed.List(), added.List())
			}
			g := orthogonal
			dc, dr := int(g.col[j.To()])-int(g.col[j.From()]), int(g.row[j.To()])-int(g.row[j.From()])
			if !(dc == 0 && (dr == 2 || dr == -2) || dr == 0 && (dc == 2 || dc == -2)) {
				t.Fatalf("%v is not two holes in a straight line", j)
			}
		}
		if played > 31 {
			t.Fatalf("%d jumps", played)
		}
	})
}

// TestPropertySymmetry: the eight symmetries map the legal jumps of a
// position onto the legal jumps of its image.
func TestPropertySymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p, _ := randomPuzzle(t)
		k := rapid.IntRange(0, 7).Draw(t, "symmetry")
		img := p.game.newPuzzle(p.pos.pegs.Symmetric(k))
		image := func(h uint8) uint8 { return uint8(Hole(int(h)).Symmetric(k).List()[0]) }
		var want []string
		var buf [maxJumps]Jump
		for _, j := range p.LegalMoves(buf[:0]) {
			want = append(want, NewJump(int(image(j.From())), int(image(j.Over())), int(image(j.To()))).String())
		}
		var got []string
		for _, j := range img.LegalMoves(buf[:0]) {
			got = append(got, j.String())
		}
		sort.Strings(want)
		sort.Strings(got)
		if len(got) != len(want) {
			t.Fatalf("symmetry %d: %v, want %v", k, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("symmetry %d: %v, want %v", k, got, want)
			}
		}
		if p.pos.pegs.Canonical() != img.pos.pegs.Canonical() {
			t.Fatalf("canonical forms differ")
		}
		if toGrid(p.pos.pegs).holes() != p.pos.pegs || gridCanonical(toGrid(p.pos.pegs)) != toGrid(p.pos.pegs.Canonical()) {
			t.Fatalf("the 7×7 layout disagrees with the hole numbers")
		}
	})
}

// TestPropertyPerftTables: the shift-based perft of the 7×7 layout agrees
// with a count over the jump table of the hole numbering.
func TestPropertyPerftTables(t *testing.T) {
	var tablePerft func(pegs Holes, depth int) uint64
	tablePerft = func(pegs Holes, depth int) uint64 {
		if depth == 0 {
			return 1
		}
		var n uint64
		for _, j := range orthogonal.jumps {
			if pegs&j.fromOver == j.fromOver && pegs&j.to1 == 0 {
				n += tablePerft(pegs&^j.fromOver|j.to1, depth-1)
			}
		}
		return n
	}
	rapid.Check(t, func(t *rapid.T) {
		p, _ := randomPuzzle(t)
		d := rapid.IntRange(0, 3).Draw(t, "depth")
		if got, want := p.Perft(d), tablePerft(p.pos.pegs, d); got != want {
			t.Fatalf("perft(%d) = %d, table walk %d", d, got, want)
		}
	})
}
