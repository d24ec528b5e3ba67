package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// trianglPosition writes a Triangl position from seat 0's and seat 1's
// holes, for tests.
func trianglPosition(a, b []int, side byte, scores string) string {
	cells := []byte(puzzlePosition(0))
	for _, h := range a {
		cells[h-1] = 'a'
	}
	for _, h := range b {
		cells[h-1] = 'b'
	}
	return string(cells) + " " + string(side) + " " + scores
}

// The scenarios of Triangl. Seat b's pieces fill in turns so that
// the position is one of play in turn; they form no triangle with the
// holes chosen (far apart in different rows and columns).

func TestGolden_s6_1(t *testing.T) {
	// 8 12 22 already make one triangle (right angle at 8), scored when
	// the last of them was placed: the score before is 1.
	for _, c := range []struct {
		settings []string
		want     int
	}{{nil, 3}, {[]string{"OnePointPerPlacement=true"}, 1}} {
		g := configured(t, Triangl, c.settings...)
		s := parsed(t, g, trianglPosition([]int{8, 22, 12}, []int{1, 13, 32}, 'a', "1,0"))
		require.NoError(t, board.Replay(s, "@26"))
		assert.Equal(t, 1+c.want, s.(*TrianglState).Board().Score(0), c.settings)
	}
}

func TestGolden_s6_2(t *testing.T) {
	// With AnyOrientation 10 16 18 already make one triangle (right
	// angle at 10), so the score before is 1 there.
	for _, c := range []struct {
		settings []string
		before   string
		want     int
	}{{nil, "0,0", 0}, {[]string{"AnyOrientation=true"}, "1,0", 1 + 3}} {
		g := configured(t, Triangl, c.settings...)
		s := parsed(t, g, trianglPosition([]int{10, 16, 18}, []int{1, 13, 32}, 'a', c.before))
		require.NoError(t, board.Replay(s, "@24"))
		assert.Equal(t, c.want, s.(*TrianglState).Board().Score(0), c.settings)
	}
}

func TestGolden_s6_3(t *testing.T) {
	s := newState(t, Triangl, 2)
	_, err := s.ParseMove("@17")
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	assert.ErrorIs(t, s.Play(Placement{17}), board.ErrIllegalMove)
	assert.NotContains(t, legalStrings(s), "@17")
	assert.Len(t, s.Legal(), 32)
}

// bruteTriangles counts the right triangles among pieces by trying every
// three of them: axis-parallel ones have the right angle at a vertex that
// shares its column with one other vertex and its row with the third.
func bruteTriangles(pieces Holes, any bool) int {
	g := orthogonal
	hs := pieces.List()
	n := 0
	for i := range hs {
		for j := i + 1; j < len(hs); j++ {
			for k := j + 1; k < len(hs); k++ {
				p := [3]int{hs[i], hs[j], hs[k]}
				x := func(v int) int { return int(g.col[p[v]]) }
				y := func(v int) int { return int(g.row[p[v]]) }
				if any {
					if rightTriangle(x(0), y(0), x(1), y(1), x(2), y(2)) {
						n++
					}
					continue
				}
				for r := range 3 {
					a, b := (r+1)%3, (r+2)%3
					if x(r) == x(a) && y(r) == y(b) && y(r) != y(a) && x(r) != x(b) ||
						x(r) == x(b) && y(r) == y(a) && y(r) != y(b) && x(r) != x(a) {
						n++
						break
					}
				}
			}
		}
	}
	return n
}

// TestPropertyTriangl: 17 stays empty, points never fall, and at the end
// each seat's points are the right triangles among its pieces.
func TestPropertyTriangl(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		any := rapid.Bool().Draw(t, "any")
		g := mustGame(board.Names{ID: "solitaire/t", Name: "t", Summary: "t"}, Rules{Game: KindTriangl, AnyOrientation: any})
		seats := rapid.IntRange(2, 4).Draw(t, "seats")
		st, _ := g.New(seats)
		s := st.(*TrianglState)
		var buf [NumHoles]Placement
		for {
			moves := s.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			before := s.pos.score
			s.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "hole")])
			if s.pos.occupied().Has(centre) {
				t.Fatal("17 occupied")
			}
			for i := range before {
				if s.pos.score[i] < before[i] {
					t.Fatal("a score fell")
				}
			}
		}
		for i := range seats {
			if want := bruteTriangles(s.pos.pieces[i], any); s.pos.score[i] != want {
				t.Fatalf("seat %d: %d points, %d triangles", i, s.pos.score[i], want)
			}
		}
		if st.Outcome().Placings == nil {
			t.Fatal("no placings at the end")
		}
	})
}

// TestTrianglPerft: every placement leaves one hole fewer, so perft(d)
// from the empty board is 32·31·…·(33−d), and a finished game has no
// leaves below it.
func TestTrianglPerft(t *testing.T) {
	s := newState(t, Triangl, 2)
	assert.Equal(t, uint64(32*31*30*29), s.(board.Perfter).Perft(4))
	n, err := board.WalkPerft(s, 3)
	require.NoError(t, err)
	assert.Equal(t, uint64(32*31*30), n)
	four := newState(t, Triangl, 4)
	assert.Equal(t, uint64(32*31), four.(board.Perfter).Perft(2))
	three := newState(t, Triangl, 3) // 30 placements: 2 holes stay empty
	for range 29 {
		require.NoError(t, three.Play(three.Legal()[0]))
	}
	assert.Equal(t, uint64(3), three.(board.Perfter).Perft(1))
	assert.Equal(t, uint64(0), three.(board.Perfter).Perft(2))
}
