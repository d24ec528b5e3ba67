package halma_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// field builds a position text of a field game: pieces by cell, the
// player to move, the hands and the plies.
func field(t tb, pieces map[string]byte, mover int, hands string, plies int) string {
	t.Helper()
	grid, err := board.NewGrid(16, 16)
	require.NoError(t, err)
	b := []byte(strings.Repeat(".", 256))
	for name, ch := range pieces {
		sq, err := grid.Parse(name)
		require.NoError(t, err)
		b[sq] = ch
	}
	return string(b) + " " + strconv.Itoa(mover) + " " + hands + " " + strconv.Itoa(plies)
}

// TestGobangPerft checks the placing phase's closed form: before any five
// every empty cell is a placement, so perft(d) = 256!/(256−d)!; depth 3
// (16 581 120 leaves) with RULEBOOK_DEEP=1.
func TestGobangPerft(t *testing.T) {
	s := newState(t, halma.GobangGame, 2)
	want, depth := uint64(1), 2
	if deep() {
		depth = 3
	}
	for d := 1; d <= depth; d++ {
		want *= uint64(256 - d + 1)
		n, err := board.Perft(s, d)
		require.NoError(t, err)
		assert.Equal(t, want, n, "perft(%d)", d)
	}
}

func TestGobang(t *testing.T) {
	g := halma.GobangGame
	t.Run("s7-1", func(t *testing.T) { // five on a diagonal while placing
		s := parse(t, g, field(t, pieces(pieces(nil, '1', "c3", "d4", "e5", "f6"), '2', "a16", "b16", "c16", "d16"), 1, "8,8", 8))
		play(t, s, "g7")
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
		assert.Equal(t, "five", s.Outcome().Code)
	})
	t.Run("s7-2", func(t *testing.T) { // six: a win, but not with ExactlyFive
		pos := field(t, pieces(pieces(nil, '1', "b2", "c3", "d4", "e5", "f6"), '2', "a16", "b16", "c16", "d16", "a14"), 1, "7,7", 10)
		s := parse(t, g, pos)
		play(t, s, "g7")
		assert.True(t, s.Outcome().Over)
		exact := parse(t, configured(t, g, "Field.ExactlyFive=true"), pos)
		play(t, exact, "g7")
		assert.False(t, exact.Outcome().Over)
	})
	t.Run("s7-3", func(t *testing.T) { // the moving phase
		m := pieces(pieces(nil, '1', "a1", "b1", "c1", "d1", "f2", "h9", "j9", "l9", "n9", "h11", "j11", "l11"),
			'2', "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16", "a14", "c14", "e14", "g14")
		pos := field(t, m, 1, "0,0", 24)
		s := parse(t, g, pos)
		play(t, s, "f2-e1")
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
		s = parse(t, g, pos)
		play(t, s, "f2-e2")
		assert.False(t, s.Outcome().Over)
	})
}

func TestChiefGobang(t *testing.T) {
	g := halma.ChiefGobang
	// Black is player 1, White player 2.
	cases := []struct {
		id     string
		black  []string
		white  []string
		mover  int
		place  string
		gone   []string
		remain []string
	}{
		{"s8-1", []string{"c3"}, []string{"d3", "e3"}, 1, "f3", []string{"d3", "e3"}, nil},
		{"s8-2", []string{"c3"}, []string{"d3", "e3", "f3"}, 1, "g3", nil, []string{"d3", "e3", "f3"}},
		{"s8-3", []string{"c3", "f3"}, []string{"d3"}, 2, "e3", nil, []string{"c3", "d3", "f3"}},
		{"s8-4", []string{"e8", "h8"}, []string{"e6", "e7", "f6", "g7"}, 1, "e5", []string{"e6", "e7", "f6", "g7"}, nil},
	}
	for _, c := range cases {
		t.Run(c.id, func(t *testing.T) {
			m := pieces(pieces(nil, '1', c.black...), '2', c.white...)
			s := parse(t, g, field(t, m, c.mover, "8,8", 8)).(*halma.FieldState)
			play(t, s, c.place)
			pos := s.Position()
			grid, _ := board.NewGrid(16, 16)
			for _, cell := range c.gone {
				sq, _ := grid.Parse(cell)
				assert.Equal(t, byte('.'), pos[sq], "%s taken", cell)
			}
			for _, cell := range c.remain {
				sq, _ := grid.Parse(cell)
				assert.NotEqual(t, byte('.'), pos[sq], "%s stays", cell)
			}
		})
	}
}

func TestMenji(t *testing.T) {
	g := halma.Menji
	for _, c := range []struct {
		id    string
		cells []string
		wins  bool
	}{
		{"s13-1", []string{"a1", "a2", "a3", "a4", "b1"}, true},
		{"s13-2", []string{"a1", "a2", "a3", "b1", "c1"}, false},
		{"s13-3", []string{"a1", "a2", "a3", "b1", "c1", "d1"}, true},
		{"s13-4", []string{"e5", "f6", "g7", "d6", "c7"}, false},
		{"s13-4+h8", []string{"e5", "f6", "g7", "d6", "c7", "h8"}, true},
	} {
		t.Run(c.id, func(t *testing.T) {
			// The last piece arrives by placement.
			last := c.cells[len(c.cells)-1]
			mp := pieces(pieces(nil, '1', c.cells[:len(c.cells)-1]...), '2', "p16", "n16", "l16", "j16", "h16", "f16")
			s := parse(t, g, field(t, mp, 1, "6,6", 12))
			play(t, s, last)
			assert.Equal(t, c.wins, s.Outcome().Over, s.Outcome().Reason)
			if c.id == "s13-4+h8" {
				// Without diagonal bends the NE and NW arms do not count.
				s := parse(t, configured(t, g, "Field.DiagonalBends=false"), field(t, mp, 1, "6,6", 12))
				play(t, s, last)
				assert.False(t, s.Outcome().Over)
			}
		})
	}
}

func TestTopSecret(t *testing.T) {
	g := halma.TopSecretGame
	t.Run("s14-1", func(t *testing.T) { // placements in f6–k11, then moves
		s := newState(t, g, 2)
		for range 36 {
			for _, m := range legal(s) {
				f, r := m[0], m[1:]
				require.True(t, f >= 'f' && f <= 'k' && r >= "10" && r <= "11" || f >= 'f' && f <= 'k' && len(r) == 1 && r >= "6", m)
			}
			play(t, s, legal(s)[0])
		}
		assert.Contains(t, legal(s)[0], "-", "the moving phase after the 36th placement")
	})
	t.Run("s14-2", func(t *testing.T) { // steps and straight hops
		m := pieces(pieces(nil, '1', "h8"), '2', "i8", "k8", "h9")
		s := parse(t, g, field(t, m, 1, "0,0", 36))
		want := fromTo("h8", "g7", "h7", "i7", "g8", "g9", "i9", "j8", "l8", "h10")
		assert.ElementsMatch(t, want, legal(s))
	})
	t.Run("s14-3", func(t *testing.T) { // all on the edge wins
		edge := []string{"a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11", "a12", "a13", "a14", "a15", "a16", "b1"}
		m := pieces(pieces(nil, '1', edge...), '2', "h8", "h9", "h10")
		m["c2"] = '1'
		s := parse(t, g, field(t, m, 1, "0,0", 80))
		play(t, s, "c2-c1")
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
	})
}

func TestCatMouse(t *testing.T) {
	g := halma.CatAndMouse
	t.Run("s6-1", func(t *testing.T) {
		m := pieces(pieces(nil, 'c', "h8", "i9"), 'm', "h7", "g8", "f8", "i8", "j10", "k11", "g9", "g10",
			"a16", "c16", "e16") // far-off mice, so that nine or more remain
		s := parse(t, g, field(t, m, 1, "0,0", 19))
		want := append(fromTo("h8", "g7", "h9", "i7", "f10", "h6", "j8"), fromTo("i9", "h9", "h10", "i10", "j8", "j9", "i7")...)
		assert.ElementsMatch(t, want, legal(s))
		play(t, s, "h8-f10")
		grid, _ := board.NewGrid(16, 16)
		sq, _ := grid.Parse("g9")
		assert.Equal(t, byte('.'), s.Position()[sq], "the jumped mouse is taken")
	})
	t.Run("s6-2", func(t *testing.T) {
		m := pieces(pieces(nil, 'c', "a1", "a2"), 'm', "a3", "a4", "b1", "b2", "b3", "c1", "c2", "c3", "c4")
		s := parse(t, g, field(t, m, 1, "0,0", 40))
		assert.Empty(t, s.Legal())
		assert.Equal(t, []board.Player{1}, s.Outcome().Winners)
	})
	t.Run("s6-3", func(t *testing.T) {
		m := pieces(pieces(nil, 'c', "h8", "a1"), 'm', "h7", "b16", "d16", "f16", "h16", "j16", "l16", "n16", "p16")
		s := parse(t, g, field(t, m, 1, "0,0", 60))
		play(t, s, "h8-h6")
		assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
		assert.Equal(t, "caught", s.Outcome().Code)
	})
}

// TestFieldDescribe checks that a move's description names what it took.
func TestFieldDescribe(t *testing.T) {
	s := parse(t, halma.ChiefGobang, field(t, pieces(pieces(nil, '1', "c3"), '2', "d3", "e3"), 1, "8,8", 8))
	m, err := s.ParseMove("f3")
	require.NoError(t, err)
	assert.Equal(t, "f3: a piece placed, taking d3 e3", board.Describe(s, m))
	c := parse(t, halma.CatAndMouse, field(t, pieces(pieces(nil, 'c', "h8", "i9"), 'm', "g9", "a16", "c16", "e16", "g16", "i16", "k16", "m16", "o16", "p1"), 1, "0,0", 19))
	m, err = c.ParseMove("h8-f10")
	require.NoError(t, err)
	assert.Equal(t, "h8-f10: a jump, taking g9", board.Describe(c, m))
}
