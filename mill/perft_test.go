package mill_test

import (
	"math/rand/v2"
	"os"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func deep() bool { return os.Getenv("RULEBOOK_DEEP") != "" }

// falling returns 24·23·…·(24−d+1) = 24!/(24−d)!: d placements on distinct
// points of the empty board.
func falling(d int) uint64 {
	n := uint64(1)
	for i := range d {
		n *= uint64(24 - i)
	}
	return n
}

// TestPerftClosedForms checks perft from the empty board against counts
// worked out by hand from the rules of placing and of closing a mill:
//
//   - d ≤ 4: nobody has three stones, so every ply is a placement on one
//     of the empty points: 24!/(24−d)!.
//   - d = 5: White's third stone can close a mill. Of the 24·23·22·21·20
//     placement sequences, those where White's three stones fill a line
//     (L lines × 3! orders × 21·20 places for Black's two stones) add, at
//     the last ply, one move per removable Black stone beyond the first:
//     Black's two stones are in no mill, so one extra each. Nine men's
//     morris has L = 16, twelve men's morris L = 20.
//   - d = 6: 99,274,176 for nine men's morris, the figure issue 14 gives.
//   - Knight mill and nine men's morris differ only after the placing
//     phase (18 plies); Lasker morris's first move is a placement.
func TestPerftClosedForms(t *testing.T) {
	for d := 1; d <= 4; d++ {
		for _, g := range []*mill.Game{mill.NineMensMorris, mill.KnightMill, mill.TwelveMensMorris} {
			p := g.Start()
			assert.Equal(t, falling(d), p.Perft(d), "%s perft(%d)", g.ID(), d)
			assert.Equal(t, falling(d), p.PerftFull(d), "%s perft(%d) without bulk counting", g.ID(), d)
		}
	}
	for _, c := range []struct {
		g     *mill.Game
		lines uint64
	}{{mill.NineMensMorris, 16}, {mill.KnightMill, 16}, {mill.TwelveMensMorris, 20}} {
		p := c.g.Start()
		want := falling(5) + c.lines*6*21*20
		assert.Equal(t, want, p.Perft(5), "%s perft(5)", c.g.ID())
		if deep() {
			assert.Equal(t, want, p.PerftFull(5), "%s perft(5) without bulk counting", c.g.ID())
		}
	}
	p := mill.NineMensMorris.Start()
	assert.Equal(t, uint64(99_274_176), p.Perft(6))
	p = mill.LaskerMorris.Start()
	assert.Equal(t, uint64(24), p.Perft(1))
}

// TestPerftDice checks dice mill's perft, every throw a ply: before
// White's third stone no mill can stand, so each placing turn is 56 throws
// and then the empty points: perft(2k) = 56^k · 24!/(24−k)! for k ≤ 4, and
// one more ply of throws multiplies by 56.
func TestPerftDice(t *testing.T) {
	p := mill.DiceMill.Start()
	want := uint64(1)
	for d := 1; d <= 8; d++ {
		if d%2 == 1 {
			want *= 56
		} else {
			want *= uint64(24 - (d/2 - 1))
		}
		assert.Equal(t, want, p.Perft(d), "perft(%d)", d)
		if d <= 3 {
			assert.Equal(t, want, p.PerftFull(d), "perft(%d) with every throw expanded", d)
		}
	}
}

// TestPerftAgainstWalk compares the engine's counts, with and without
// bulk counting and the merged throws, with the generic walk through
// board.State (board.WalkPerft) from every start position.
func TestPerftAgainstWalk(t *testing.T) {
	games := []*mill.Game{mill.NineMensMorris, mill.LaskerMorris, mill.KnightMill, mill.DiceMill,
		mill.TwelveMensMorris, mill.TheHunt, mill.CrossMill}
	for _, g := range games {
		st, err := g.New(2)
		require.NoError(t, err)
		p := g.Start()
		depth := 3
		if g == mill.TheHunt || g == mill.CrossMill {
			depth = 4
		}
		for d := 1; d <= depth; d++ {
			walk, err := board.WalkPerft(st, d)
			require.NoError(t, err)
			assert.Equal(t, walk, p.Perft(d), "%s perft(%d)", g.ID(), d)
			assert.Equal(t, walk, p.PerftFull(d), "%s full perft(%d)", g.ID(), d)
			assert.Equal(t, walk, st.(board.Perfter).Perft(d), "%s State.Perft(%d)", g.ID(), d)
		}
	}
	// The hunt: Black's four opening slides, each answered by 8 × 8
	// relocations of White.
	p := mill.TheHunt.Start()
	assert.Equal(t, uint64(4*64), p.Perft(2))
}

// TestPerftAllocations checks that perft allocates only its buffers.
func TestPerftAllocations(t *testing.T) {
	p := mill.NineMensMorris.Start()
	allocs := testing.AllocsPerRun(3, func() { p.Perft(4) })
	assert.LessOrEqual(t, allocs, 5.0, "one buffer per level and the list of levels")
}

// TestPerftHashed compares perft with the transposition table against the
// plain count from the starts and on random positions of every rule set.
func TestPerftHashed(t *testing.T) {
	for _, g := range propertyGames(t) {
		p := g.Start()
		for d := 1; d <= 4; d++ {
			require.Equal(t, p.Perft(d), p.PerftHashed(d), "%s perft(%d)", g.ID(), d)
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		games := propertyGames(rt)
		g := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 5))
		s := g.NewState(g.Start())
		for range rapid.IntRange(0, 120).Draw(rt, "plies") {
			legal := s.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			s.Apply(legal[r.IntN(len(legal))])
		}
		p := s.Board()
		if plain, hashed := p.Perft(4), p.PerftHashed(4); plain != hashed {
			rt.Fatalf("%s %q perft(4): plain %d, hashed %d", g.ID(), s.Position(), plain, hashed)
		}
	})
	if deep() {
		p := mill.NineMensMorris.Start()
		assert.Equal(t, p.PerftHashed(6), p.Perft(6))
		assert.Equal(t, p.PerftPlain(7), p.Perft(7), "the full table against the plain count")
	}
}
