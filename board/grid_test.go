package board

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustGrid(t testing.TB, w, h int) Grid {
	t.Helper()
	g, err := NewGrid(w, h)
	require.NoError(t, err)
	return g
}

func TestNewGrid(t *testing.T) {
	for _, tc := range []struct {
		w, h int
		ok   bool
	}{{8, 8, true}, {10, 10, true}, {16, 16, true}, {26, 26, true}, {1, 1, true}, {7, 3, true},
		{0, 8, false}, {8, 0, false}, {27, 8, false}, {8, 27, false}, {-1, 5, false}} {
		g, err := NewGrid(tc.w, tc.h)
		if tc.ok {
			require.NoError(t, err)
			assert.Equal(t, tc.w*tc.h, g.Len())
		} else {
			assert.Error(t, err, "%d×%d", tc.w, tc.h)
		}
	}
}

func TestGridNames(t *testing.T) {
	chess := mustGrid(t, 8, 8)
	intl := mustGrid(t, 10, 10)
	halma := mustGrid(t, 16, 16)
	big := mustGrid(t, 26, 26)
	for _, tc := range []struct {
		g          Grid
		name       string
		file, rank int
		dark       bool
	}{
		{chess, "a1", 0, 0, true},
		{chess, "h1", 7, 0, false},
		{chess, "h8", 7, 7, true},
		{chess, "e4", 4, 3, false},
		{chess, "d4", 3, 3, true},
		{intl, "j10", 9, 9, true},
		{intl, "a10", 0, 9, false},
		{halma, "p16", 15, 15, true},
		{big, "z26", 25, 25, true},
	} {
		s, err := tc.g.Parse(tc.name)
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.g.Square(tc.file, tc.rank), s, tc.name)
		assert.Equal(t, tc.file, tc.g.File(s), tc.name)
		assert.Equal(t, tc.rank, tc.g.Rank(s), tc.name)
		assert.Equal(t, tc.name, tc.g.Name(s))
		assert.Equal(t, tc.dark, tc.g.Dark(s), tc.name)
	}
	assert.Equal(t, "-", chess.Name(NoSquare))
	assert.Equal(t, "-", chess.Name(64))
}

func TestGridParseErrors(t *testing.T) {
	chess := mustGrid(t, 8, 8)
	for _, in := range []string{"", "a", "i1", "a9", "a0", "a01", "A1", "a-1", "a1 ", " a1", "1a", "a100", "é1", "\xff1"} {
		s, err := chess.Parse(in)
		assert.ErrorIs(t, err, ErrBadNotation, "%q", in)
		assert.Equal(t, NoSquare, s, "%q", in)
		var me *MoveError
		if assert.True(t, errors.As(err, &me), "%q", in) {
			assert.Equal(t, in, me.Input)
		}
	}
}

func TestDarkSquaresCount(t *testing.T) {
	// Half of an even board is dark: 32 on 8×8, 50 on 10×10.
	for _, n := range []int{8, 10} {
		g := mustGrid(t, n, n)
		dark := 0
		for s := range g.Squares() {
			if g.Dark(s) {
				dark++
			}
		}
		assert.Equal(t, n*n/2, dark)
	}
}

func TestStepAndRay(t *testing.T) {
	g := mustGrid(t, 8, 8)
	sq := func(name string) Square {
		s, err := g.Parse(name)
		require.NoError(t, err)
		return s
	}
	names := func(seq func(func(Square) bool)) []string {
		var out []string
		for s := range seq {
			out = append(out, g.Name(s))
		}
		return out
	}
	for _, tc := range []struct {
		from string
		d    Direction
		to   string
	}{
		{"e4", N, "e5"}, {"e4", NE, "f5"}, {"e4", E, "f4"}, {"e4", SE, "f3"},
		{"e4", S, "e3"}, {"e4", SW, "d3"}, {"e4", W, "d4"}, {"e4", NW, "d5"},
		{"a1", S, "-"}, {"a1", W, "-"}, {"h8", NE, "-"}, {"h1", E, "-"}, {"a8", N, "-"},
	} {
		assert.Equal(t, tc.to, g.Name(g.Step(sq(tc.from), tc.d)), "%s %v", tc.from, tc.d)
	}
	assert.Equal(t, []string{"b2", "c3", "d4", "e5", "f6", "g7", "h8"}, names(g.Ray(sq("a1"), NE)))
	assert.Equal(t, []string{"c4", "b4", "a4"}, names(g.Ray(sq("d4"), W)))
	assert.Empty(t, names(g.Ray(sq("h8"), N)))
	assert.Equal(t, "f3", g.Name(g.Offset(sq("g1"), -1, 2)), "knight g1-f3")
	assert.Equal(t, NoSquare, g.Offset(sq("g1"), 2, 1))
	assert.Equal(t, NoSquare, g.Offset(NoSquare, 0, 0))
	// Early stop of a ray.
	var first []Square
	for s := range g.Ray(sq("a1"), N) {
		first = append(first, s)
		break
	}
	assert.Equal(t, []Square{sq("a2")}, first)
}

func TestDirections(t *testing.T) {
	for _, d := range AllDirections() {
		df, dr := d.Delta()
		of, or := d.Opposite().Delta()
		assert.Equal(t, [2]int{-df, -dr}, [2]int{of, or}, d.String())
		assert.Equal(t, df != 0 && dr != 0, d.IsDiagonal(), d.String())
	}
	assert.Equal(t, [4]Direction{N, E, S, W}, Orthogonal())
	assert.Equal(t, [4]Direction{NE, SE, SW, NW}, Diagonal())
	assert.Equal(t, "SW", SW.String())
	assert.Equal(t, "Direction(9)", Direction(9).String())
	df, dr := Direction(9).Delta()
	assert.Equal(t, [2]int{0, 0}, [2]int{df, dr})
}

func TestSolitaireCrossFromGrid(t *testing.T) {
	// The English solitaire cross: 7×7 grid without the 2×2 corners, 33 holes, lines
	// along rows and columns. Row r counts from the top there, which is
	// rank 7−r here; the names are the algebraic ones.
	g := mustGrid(t, 7, 7)
	cross := func(s Square) bool {
		f, r := g.File(s), g.Rank(s)
		return 2 <= f && f <= 4 || 2 <= r && r <= 4
	}
	b, err := g.Graph(cross, nil, E, N)
	require.NoError(t, err)
	assert.Equal(t, 33, b.Len())
	// 3 full rows and columns of 7 and 4 short ones of 3 each way.
	assert.Equal(t, 2*(3+4), b.Lines())
	// Orthogonal adjacencies: sum of degrees = 2 × edges; edges = rows
	// (3·6 + 4·2) + columns (same) = 52.
	deg := 0
	for p := range Point(b.Len()) {
		deg += len(b.Neighbors(p))
	}
	assert.Equal(t, 2*52, deg)
	pt := func(name string) Point {
		p, err := b.Point(name)
		require.NoError(t, err, name)
		return p
	}
	assert.Equal(t, pt("d2"), b.Beyond(pt("d4"), pt("d3")), "jump d4 over d3 to d2")
	assert.Equal(t, NoPoint, b.Beyond(pt("d2"), pt("d1")), "nothing beyond the edge")
	_, err = b.Point("a1")
	assert.ErrorIs(t, err, ErrBadNotation, "a corner is not a hole")
	// Points are numbered rank by rank from a1, so neighbours come in that
	// order.
	assert.Equal(t, []Point{pt("d3"), pt("c4"), pt("e4"), pt("d5")}, b.Neighbors(pt("d4")))
	assert.Equal(t, []Point{pt("c1"), pt("e1")}, []Point{0, 2})
}

func FuzzGridParse(f *testing.F) {
	for _, s := range []string{"a1", "h8", "j10", "z26", "a0", "a01", "", "p16"} {
		f.Add(s)
	}
	g := Grid{width: 26, height: 26}
	small := Grid{width: 8, height: 8}
	f.Fuzz(func(t *testing.T, s string) {
		for _, grid := range []Grid{g, small} {
			sq, err := grid.Parse(s)
			if err != nil {
				if !errors.Is(err, ErrBadNotation) || sq != NoSquare {
					t.Fatalf("Parse(%q) = %v, %v", s, sq, err)
				}
				continue
			}
			if !grid.On(sq) || grid.Name(sq) != s {
				t.Fatalf("Parse(%q) = %v named %q", s, sq, grid.Name(sq))
			}
		}
	})
}

func BenchmarkGridStep(b *testing.B) {
	g := Grid{width: 8, height: 8}
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		for s := range Square(64) {
			for _, d := range AllDirections() {
				if g.Step(s, d) != NoSquare {
					n++
				}
			}
		}
	}
	_ = n
}
