package halma_test

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The scenarios of the halma games, each subtest named by its game's
// number and the scenario's (s1-1 is the star game's scenario 1); the
// expected moves are the scenarios' lists, worked out by hand from the
// rules.

// pt names the star point at axial (q, r).
func pt(t tb, q, r int) string {
	t.Helper()
	p := halma.StarPoint(q, r)
	require.NotEmpty(t, p, "(%d,%d) is not on the star", q, r)
	return p
}

// ax parses "(q,r)" lists of the scenarios into star point names.
func ax(t tb, list string) []string {
	t.Helper()
	var out []string
	for f := range strings.FieldsSeq(strings.NewReplacer("(", " ", ")", " ").Replace(list)) {
		var q, r int
		_, err := fmt.Sscanf(f, "%d,%d", &q, &r)
		require.NoError(t, err, f)
		out = append(out, pt(t, q, r))
	}
	return out
}

// fromTo lists the moves from one cell to each of the others.
func fromTo(from string, to ...string) []string {
	var out []string
	for _, d := range to {
		out = append(out, from+"-"+d)
	}
	return out
}

// squareMoves reads the scenarios' "a3→c5; a4→a6,c6" lists.
func squareMoves(list string) []string {
	var out []string
	for part := range strings.SplitSeq(list, ";") {
		from, to, _ := strings.Cut(strings.TrimSpace(part), "→")
		out = append(out, fromTo(from, strings.Split(to, ",")...)...)
	}
	return out
}

// legal returns the notation of the legal moves of s.
func legal(s board.State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// position builds a position text for g: the pieces by cell name, the
// player to move, and any counters.
func position(t tb, g board.Game, pieces map[string]byte, mover int, counters ...int) string {
	t.Helper()
	cells, index := boardCells(g)
	b := []byte(strings.Repeat(".", len(cells)))
	for name, ch := range pieces {
		i, ok := index[name]
		require.True(t, ok, "no cell %s", name)
		b[i] = ch
	}
	s := string(b) + " " + strconv.Itoa(mover)
	for _, c := range counters {
		s += " " + strconv.Itoa(c)
	}
	return s
}

// boardCells returns the cells of g's board in notation order.
func boardCells(g board.Game) ([]string, map[string]int) {
	var names []string
	switch configuredBoard(g) {
	case halma.Star:
		for i := 1; i <= 121; i++ {
			names = append(names, strconv.Itoa(i))
		}
	default:
		side := 16
		if configuredBoard(g) == halma.Small {
			side = 8
		}
		grid, _ := board.NewGrid(side, side)
		for sq := range grid.Squares() {
			names = append(names, grid.Name(sq))
		}
	}
	index := map[string]int{}
	for i, n := range names {
		index[n] = i
	}
	return names, index
}

func configuredBoard(g board.Game) halma.Kind { return g.(*halma.Game).Rules().Race.Board }

// pieces maps every cell of cells to ch.
func pieces(m map[string]byte, ch byte, cells ...string) map[string]byte {
	if m == nil {
		m = map[string]byte{}
	}
	for _, c := range cells {
		m[c] = ch
	}
	return m
}

func parse(t tb, g board.Game, text string) board.State {
	t.Helper()
	s, err := g.Parse(text)
	require.NoError(t, err, text)
	return s
}

func newState(t tb, g board.Game, players int) board.State {
	t.Helper()
	s, err := g.New(players)
	require.NoError(t, err)
	return s
}

func play(t tb, s board.State, moves ...string) {
	t.Helper()
	require.NoError(t, board.Replay(s, moves...))
}

func TestStarHalma(t *testing.T) {
	t.Run("s1-1", func(t *testing.T) { // opening count: 22
		p := func(q, r int) string { return pt(t, q, r) }
		var want []string
		want = append(want, fromTo(p(-4, 4), ax(t, "(-4,3) (-3,3) (-5,4)")...)...)
		want = append(want, fromTo(p(-3, 4), ax(t, "(-3,3) (-2,3) (-5,4)")...)...)
		want = append(want, fromTo(p(-2, 4), ax(t, "(-2,3) (-1,3)")...)...)
		want = append(want, fromTo(p(-1, 4), ax(t, "(-1,3) (0,3) (1,4)")...)...)
		want = append(want, fromTo(p(0, 4), ax(t, "(0,3) (1,3) (1,4)")...)...)
		want = append(want, fromTo(p(-4, 5), ax(t, "(-4,3) (-2,3)")...)...)
		want = append(want, fromTo(p(-3, 5), ax(t, "(-3,3) (-1,3)")...)...)
		want = append(want, fromTo(p(-2, 5), ax(t, "(-2,3) (0,3)")...)...)
		want = append(want, fromTo(p(-1, 5), ax(t, "(-1,3) (1,3)")...)...)
		require.Len(t, want, 22)
		assert.ElementsMatch(t, want, legal(newState(t, halma.Halma, 2)))
	})
	t.Run("s1-2", func(t *testing.T) { // ten pieces: 14
		g := configured(t, halma.Halma, "Race.PiecesPerPlayer=10")
		p := func(q, r int) string { return pt(t, q, r) }
		var want []string
		want = append(want, fromTo(p(-4, 5), ax(t, "(-4,4) (-3,4)")...)...)
		want = append(want, fromTo(p(-3, 5), ax(t, "(-3,4) (-2,4)")...)...)
		want = append(want, fromTo(p(-2, 5), ax(t, "(-2,4) (-1,4)")...)...)
		want = append(want, fromTo(p(-1, 5), ax(t, "(-1,4) (0,4)")...)...)
		want = append(want, fromTo(p(-4, 6), ax(t, "(-4,4) (-2,4)")...)...)
		want = append(want, fromTo(p(-3, 6), ax(t, "(-3,4) (-1,4)")...)...)
		want = append(want, fromTo(p(-2, 6), ax(t, "(-2,4) (0,4)")...)...)
		assert.ElementsMatch(t, want, legal(newState(t, g, 2)))
	})
	t.Run("s1-3", func(t *testing.T) { // a chain of hops
		pos := position(t, halma.Halma, pieces(pieces(nil, '1', pt(t, 0, 0)), '2', ax(t, "(1,0) (3,0) (3,1)")...), 1)
		want := fromTo(pt(t, 0, 0), ax(t, "(-1,0) (-1,1) (0,-1) (0,1) (1,-1) (2,0) (4,0) (2,2)")...)
		assert.ElementsMatch(t, want, legal(parse(t, halma.Halma, pos)))
	})
	t.Run("s1-4", func(t *testing.T) { // the first to fill his target wins
		north, _, err := halma.Halma.Camps(2, 1)
		require.NoError(t, err)
		south, _, err := halma.Halma.Camps(2, 0)
		require.NoError(t, err)
		north = slices.DeleteFunc(north, func(c string) bool { return c == pt(t, 0, -4) })
		south = slices.DeleteFunc(south, func(c string) bool { return c == pt(t, 0, 4) })
		m := pieces(pieces(nil, '1', north...), '2', south...)
		m[pt(t, 0, -3)], m[pt(t, 0, 3)] = '1', '2'
		s := parse(t, halma.Halma, position(t, halma.Halma, m, 1))
		play(t, s, pt(t, 0, -3)+"-"+pt(t, 0, -4))
		o := s.Outcome()
		assert.True(t, o.Over)
		assert.Equal(t, []board.Player{0}, o.Winners)
		assert.Equal(t, board.CodeAllHome, o.Code)
		assert.Empty(t, s.Legal(), "player 2 does not get his finishing move")
	})
}

// square19 are the a1 19-camp's moves on the square board.
const square19 = "a3→c5; a4→a6,c6; a5→a6,b6,c5; b2→d4; b3→d5; b4→b6,c5,d4; b5→a6,b6,c5,c6; " +
	"c1→e3; c2→e4; c3→c5,d4,e3; c4→a6,c5,d4,d5; d1→f1,f3; d2→d4,e3,f2; d3→d4,e3,e4,f1; " +
	"e1→e3,f1,f2; e2→e3,f1,f2,f3"

func TestSquareHalma(t *testing.T) {
	t.Run("s1a-1", func(t *testing.T) { // two players: 40
		want := squareMoves(square19)
		require.Len(t, want, 40)
		assert.ElementsMatch(t, want, legal(newState(t, halma.SquareHalma, 2)))
	})
	t.Run("s1a-2", func(t *testing.T) { // four players: 32
		assert.Len(t, newState(t, halma.SquareHalma, 4).Legal(), 32)
	})
}

func TestSoloHalma(t *testing.T) {
	g := halma.SoloHalma
	t.Run("s2-1", func(t *testing.T) { // the same 40 opening moves
		assert.ElementsMatch(t, squareMoves(square19), legal(newState(t, g, 1)))
	})
	t.Run("s2-2", func(t *testing.T) { // a turn counts 1, its hops each count
		s := newState(t, g, 1).(*halma.State)
		play(t, s, "a3-c5")
		p := s.Board()
		assert.Equal(t, 1, p.Turns(0))
		assert.Equal(t, 1, p.ElementaryMoves())
		// a1 over b2, d4 and f6 to g7: three hops in one turn.
		s = parse(t, g, position(t, g, pieces(nil, '1', "a1", "b2", "d4", "f6"), 1)).(*halma.State)
		play(t, s, "a1-g7")
		p = s.Board()
		assert.Equal(t, 1, p.Turns(0))
		assert.Equal(t, 3, p.ElementaryMoves())
	})
	t.Run("s2-3", func(t *testing.T) { // all in the target: solved, no moves
		_, target, err := halma.SoloHalma.Camps(1, 0)
		require.NoError(t, err)
		s := parse(t, g, position(t, g, pieces(nil, '1', target...), 1, 57, 80))
		assert.Empty(t, s.Legal())
		o := s.Outcome()
		assert.Equal(t, board.CodeSolved, o.Code)
		assert.Equal(t, []int{57}, o.Points)
	})
}

func TestQuickHalma(t *testing.T) {
	g := halma.QuickHalma
	t.Run("s3-1", func(t *testing.T) { // 16 opening moves
		want := squareMoves("a1→c3; a2→a4,b3,c2; a3→a4,b3,b4; b1→b3,c2,d1; b2→b3,c2,c3; c1→c2,d1,d2")
		assert.ElementsMatch(t, want, legal(newState(t, g, 2)))
	})
	t.Run("s3-2", func(t *testing.T) { // a piece in the target stays there
		pos := position(t, g, pieces(pieces(nil, '1', "n16"), '2', "h8"), 1)
		assert.ElementsMatch(t, []string{"n16-o16", "n16-o15"}, legal(parse(t, g, pos)))
		free := configured(t, g, "Race.LockInTarget=false")
		assert.ElementsMatch(t, []string{"n16-o16", "n16-o15", "n16-m16", "n16-m15", "n16-n15"}, legal(parse(t, free, pos)))
	})
	t.Run("s3-3", func(t *testing.T) { // the sixth piece in wins
		m := pieces(pieces(nil, '1', "n16", "o16", "p16", "o15", "p15", "p13"), '2', "h8", "h7", "g8", "g7", "f8", "f7")
		s := parse(t, g, position(t, g, m, 1))
		play(t, s, "p13-p14")
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
	})
}

func TestPreciseHalma(t *testing.T) {
	g := halma.PreciseHalma
	north, _, err := g.Camps(2, 1)
	require.NoError(t, err)
	south, _, err := g.Camps(2, 0)
	require.NoError(t, err)
	opponents := pieces(nil, '2', south[:14]...)
	opponents[south[0]] = 'b'
	t.Run("s4-1", func(t *testing.T) { // full camp, marked piece off the apex
		m := pieces(maps(opponents), '1', north...)
		m[pt(t, 3, -7)] = 'a'
		s := parse(t, g, position(t, g, m, 2))
		assert.False(t, s.Outcome().Over, "player 1 moved last and has not won")
		s = parse(t, g, position(t, g, m, 1))
		assert.Contains(t, legal(s), pt(t, 0, -4)+"-"+pt(t, 0, -3), "pieces may leave the target")
	})
	t.Run("s4-2", func(t *testing.T) { // the marked piece on the apex: the last step wins
		rest := slices.DeleteFunc(slices.Clone(north), func(c string) bool { return c == pt(t, 0, -4) || c == pt(t, 4, -8) })
		require.Len(t, rest, 13)
		m := pieces(maps(opponents), '1', rest...)
		m[pt(t, 4, -8)], m[pt(t, 0, -3)] = 'a', '1'
		s := parse(t, g, position(t, g, m, 1))
		play(t, s, pt(t, 0, -3)+"-"+pt(t, 0, -4))
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
	})
	t.Run("s4-3", func(t *testing.T) { // the marked piece is one piece, followed
		s := newState(t, g, 2)
		assert.Equal(t, 1, strings.Count(s.Position()[:121], "a"))
		apex := pt(t, -4, 8)
		assert.Equal(t, byte('a'), s.Position()[index(t, apex)])
	})
}

func maps(m map[string]byte) map[string]byte {
	c := map[string]byte{}
	for k, v := range m {
		c[k] = v
	}
	return c
}

func index(t tb, point string) int {
	n, err := strconv.Atoi(point)
	require.NoError(t, err)
	return n - 1
}

func TestChessHalma(t *testing.T) {
	g := halma.ChessHalma
	t.Run("s5-1", func(t *testing.T) { // 24 opening moves
		want := squareMoves("a1→c3; a2→a4,c4; a3→a4,b4,c3; b1→d1,d3; b2→b4,c3,d2; b3→a4,b4,c3,c4,d1; " +
			"c1→c3,d1,d2; c2→a4,c3,d1,d2,d3")
		require.Len(t, want, 24)
		assert.ElementsMatch(t, want, legal(newState(t, g, 2)))
	})
	t.Run("s5-2", func(t *testing.T) { // a piece at home after move 30 loses
		m := pieces(pieces(nil, '1', "b2", "e5"), '2', "d4")
		// 58 plies played: each player has made 29 moves, player 1 to move.
		s := parse(t, g, position(t, g, m, 1, 58))
		play(t, s, "e5-e6")
		o := s.Outcome()
		assert.Equal(t, halma.Evacuation.String(), o.Code)
		assert.Equal(t, []board.Player{1}, o.Winners)
		s = parse(t, g, position(t, g, m, 1, 58))
		play(t, s, "b2-c3")
		assert.False(t, s.Outcome().Over, "the last piece left home in time")
	})
	t.Run("s5-3", func(t *testing.T) { // nothing after a win
		_, target, err := g.Camps(2, 0)
		require.NoError(t, err)
		s := parse(t, g, position(t, g, pieces(pieces(nil, '1', target...), '2', "d4"), 2, 61))
		assert.True(t, s.Outcome().Over)
		assert.Empty(t, s.Legal())
		assert.ErrorIs(t, s.Play(halma.Move(0)), board.ErrGameOver)
	})
}

func TestLeapfrogHalma(t *testing.T) {
	g := halma.LeapfrogHalma
	t.Run("s12-1", func(t *testing.T) { // 13 opening moves
		want := squareMoves("a5→b6; b4→c5; c3→d4; d2→e3; e1→f2; a4→a6,c6; b3→d5; c2→e4; c4→a6; d1→f1,f3; d3→f1")
		require.Len(t, want, 13)
		assert.ElementsMatch(t, want, legal(newState(t, g, 2)))
	})
	t.Run("s12-2", func(t *testing.T) { // a1 is blocked in the opening
		for _, m := range legal(newState(t, g, 2)) {
			assert.False(t, strings.HasPrefix(m, "a1-"), m)
		}
	})
	t.Run("s12-3", func(t *testing.T) { // a lone light piece has no move
		s := parse(t, g, position(t, g, pieces(pieces(nil, '1', "h7", "b2"), '2', "k1"), 1))
		for _, m := range legal(s) {
			assert.False(t, strings.HasPrefix(m, "h7-"), "h7 is light and alone: %s", m)
		}
		assert.NotEmpty(t, legal(s), "the dark piece on b2 steps")
	})
}

func TestThreeHalma(t *testing.T) {
	g := halma.ThreeHalma
	t.Run("s15-1", func(t *testing.T) { // 22 opening moves
		assert.Len(t, newState(t, g, 3).Legal(), 22)
	})
	t.Run("s15-2", func(t *testing.T) { // (0,−4): player 2's start, player 1's target
		start2, _, err := g.Camps(3, 1)
		require.NoError(t, err)
		_, target1, err := g.Camps(3, 0)
		require.NoError(t, err)
		assert.Contains(t, start2, pt(t, 0, -4))
		assert.Contains(t, target1, pt(t, 0, -4))
	})
	t.Run("s15-3", func(t *testing.T) { // the turn returns to player 1
		s := newState(t, g, 3)
		for _, want := range []board.Player{0, 1, 2, 0} {
			require.Equal(t, want, s.ToMove())
			play(t, s, legal(s)[0])
		}
	})
}

// tb is what the helpers need of a *testing.T or a *rapid.T.
type tb interface {
	require.TestingT
	Helper()
}
