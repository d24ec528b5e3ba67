package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func configured(t *testing.T, g *Game, settings ...string) board.Game {
	t.Helper()
	c, err := board.Configure(g, settings...)
	require.NoError(t, err)
	return c
}

func parsed(t *testing.T, g board.Game, pos string) board.State {
	t.Helper()
	s, err := g.Parse(pos)
	require.NoError(t, err, pos)
	return s
}

// TestCaptureRoutesAreOneMove: the wolf on 9 can take the four sheep
// round the square 10 18 24 16 clockwise (9x11x25x23x9) or anticlockwise
// (9x23x25x11x9): same start, end and captured set, so one move, and
// either route reads as it.
func TestCaptureRoutesAreOneMove(t *testing.T) {
	pos := huntPosition('S', 'W', []int{10, 16, 18, 24, 13, 20, 27, 31, 32, 33}, []int{9, 1}, 'W')
	s := parsed(t, FoxGeese, pos)
	legal := s.Legal()
	require.Len(t, legal, 1)
	m := legal[0].(HuntMove)
	assert.Equal(t, HolesOf(10, 16, 18, 24), m.Captured)
	for _, route := range []string{"9x11x25x23x9", "9x23x25x11x9"} {
		got, err := s.ParseMove(route)
		require.NoError(t, err, route)
		assert.Equal(t, m, got, route)
	}
	_, err := s.ParseMove("9x11x25")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "a chain that stops early")
	_, err = s.ParseMove("9x11x13")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "11 to 13 jumps no sheep")
	require.NoError(t, s.Play(m))
	o := s.Outcome()
	assert.Equal(t, []board.Player{hunterSeat}, o.Winners)
	assert.Equal(t, CodeCaptured, o.Code)
}

func TestWolfPenalty(t *testing.T) {
	g := configured(t, FoxGeese, "WolfPenalty=true")
	assert.Equal(t, "solitaire/fox-geese(WolfPenalty=true)", g.ID())
	s := newState(t, g, 2)
	require.NoError(t, board.Replay(s, "7-8"))
	// Capturing is optional: the capture and every step are legal.
	legal := legalStrings(s)
	assert.Contains(t, legal, "9x7")
	assert.Contains(t, legal, "11-12")
	// The wolf on 9 could have captured and did not: held off the board.
	require.NoError(t, board.Replay(s, "11-12"))
	h := s.(*Hunt)
	assert.Equal(t, Hole(12), h.Board().Hunters())
	assert.Equal(t, Hole(9), h.Board().Held())
	assert.Equal(t, ".......S...WSSS.S.SSSSSSSSSSSSSSS S +9", s.Position())
	back := parsed(t, g, s.Position())
	assert.Equal(t, legalStrings(s), legalStrings(back))

	// Again: 13-12 offers the wolf on 11 a capture (over 12 to 13); the
	// wolf on 9 steps instead, and the wolf on 11 is held.
	s = newState(t, g, 2)
	require.NoError(t, board.Replay(s, "13-12", "9-10"))
	assert.Equal(t, "......S..W.S.SS.S.SSSSSSSSSSSSSSS S +11", s.Position())
	// The other wolf captures (10 over 11 to 12): the held wolf comes back
	// to 11, empty again.
	require.NoError(t, board.Replay(s, "12-11", "10x12"))
	h = s.(*Hunt)
	assert.Equal(t, HolesOf(11, 12), h.Board().Hunters())
	assert.Zero(t, h.Board().Held())
}

func TestHuffing(t *testing.T) {
	g := configured(t, Castle, "Huffing=true")
	pos := huntPosition('A', 'D', []int{10, 15, 16, 18, 19, 22, 23, 24, 25, 26, 28, 30}, []int{1, 5}, 'D')
	s := parsed(t, g, pos)
	assert.Contains(t, legalStrings(s), "1-2")
	require.NoError(t, board.Replay(s, "1-2"))
	// The defender on 5 could have captured: removed for good.
	assert.Equal(t, Hole(2), s.(*Hunt).Board().Hunters())
	// Both removed: the attackers win.
	s = parsed(t, g, pos)
	require.NoError(t, board.Replay(s, "5-4"))
	assert.Equal(t, Hole(1), s.(*Hunt).Board().Hunters(), "the defender that stepped could capture and is removed")
}

func TestTrappedDefenders(t *testing.T) {
	pos := huntPosition('A', 'D', []int{2, 4, 6, 9, 11, 20, 21, 27, 31, 32, 33}, []int{1, 3}, 'D')
	s := parsed(t, Castle, pos)
	o := s.Outcome()
	assert.True(t, o.Draw())
	assert.Equal(t, board.CodeNoMoves, o.Code)
	s = parsed(t, configured(t, Castle, "TrappedDefenders=attackersWin"), pos)
	assert.Equal(t, []board.Player{flockSeat}, s.Outcome().Winners)
}

func TestTrappedWolves(t *testing.T) {
	pos := huntPosition('S', 'W', []int{2, 4, 6, 9, 11, 20, 21, 27, 31, 32, 33}, []int{1, 3}, 'W')
	assert.True(t, parsed(t, FoxGeese, pos).Outcome().Draw())
	s := parsed(t, configured(t, FoxGeese, "TrappedWolves=sheepWin"), pos)
	assert.Equal(t, []board.Player{flockSeat}, s.Outcome().Winners)
}

func TestSheepPass(t *testing.T) {
	// Sheep fill the top three rows but for 5, where a wolf stands: no
	// sheep has an empty hole above or beside it, so the sheep pass.
	pos := huntPosition('S', 'W', []int{1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13}, []int{5, 17}, 'S')
	s := parsed(t, FoxGeese, pos)
	assert.Equal(t, []string{"pass"}, legalStrings(s))
	require.NoError(t, board.Replay(s, "pass"))
	assert.Equal(t, board.Player(hunterSeat), s.ToMove())
}

func TestRepetitionDraw(t *testing.T) {
	pos := huntPosition('S', 'W', []int{31, 32, 33, 28, 30, 21, 22, 26, 27}, []int{1, 3}, 'S')
	s := parsed(t, FoxGeese, pos)
	cycle := []string{"28-29", "1-4", "29-28", "4-1"}
	require.NoError(t, board.Replay(s, cycle...))
	assert.False(t, s.Outcome().Over)
	assert.True(t, s.(board.HistoryDependent).HistoryDependent())
	require.NoError(t, board.Replay(s, cycle...))
	o := s.Outcome()
	assert.True(t, o.Draw())
	assert.Equal(t, board.CodeRepetition, o.Code)
}

func TestDiagonals(t *testing.T) {
	s := newState(t, configured(t, FoxGeese, "Diagonals=true"), 2)
	legal := legalStrings(s)
	assert.Contains(t, legal, "14-8", "a diagonal step up")
	assert.NotContains(t, legalStrings(newState(t, FoxGeese, 2)), "14-8")
	// Distances to the castle over the diagonal board: 17 is next to 10,
	// 23 next to 16 which is next to 9... 23 is 2 steps orthogonally but
	// diagonally next to 16 (d 1), so 2; 24 is diagonally next to 17 and
	// 16 and 18, so 2; 29 is 3.
	d := diagonal.distances(fold)
	assert.Equal(t, []int8{1, 1, 2, 2, 3}, []int8{d[17], d[16], d[23], d[24], d[29]})
	o := orthogonal.distances(fold)
	// The orthogonal castle distances, as the Hrad rytířů rules tabulate them.
	want := map[int8][]int{0: {1, 2, 3, 4, 5, 6, 9, 10, 11}, 1: {8, 12, 16, 17, 18}, 2: {7, 13, 15, 19, 23, 24, 25},
		3: {14, 20, 22, 26, 28, 29, 30}, 4: {21, 27, 31, 32, 33}}
	for dist, holes := range want {
		for _, h := range holes {
			assert.Equal(t, dist, o[h], "d(%d)", h)
		}
	}
}

func TestHuntParseErrors(t *testing.T) {
	for _, bad := range []string{
		"", "......S.W.W.SSS.S.SSSSSSSSSSSSSSS", "......S.W.W.SSS.S.SSSSSSSSSSSSSSS X",
		"......S.W.W.SSS.S.SSSSSSSSSSSSSSSS S", "......W.W.W.SSS.S.SSSSSSSSSSSSSSS S",
		"......S.W.W.SSS.S.SSSSSSSSSSSSSSS S +9", "......S.W.W.SSS.S.SSSSSSSSSSSSSSS SW",
	} {
		_, err := FoxGeese.Parse(bad)
		assert.ErrorIs(t, err, board.ErrBadNotation, bad)
	}
	s := newState(t, FoxGeese, 2)
	for _, bad := range []string{"", "7", "7-", "7-8-9", "@5", "pass", "9x7", "7x", "x", "07-8", "7-34"} {
		_, err := s.ParseMove(bad)
		assert.Error(t, err, bad)
	}
}

func TestEnumStrings(t *testing.T) {
	assert.Equal(t, "capture", Capture.String())
	assert.Equal(t, "KindCastle", KindCastle.String())
	assert.Equal(t, "lose", TrappedLose.String())
	assert.Equal(t, "pass", BlockedPasses.String())
	assert.Equal(t, "on", ShotCovered.String())
	assert.Equal(t, "samurai", Samurai.String())
	assert.Equal(t, 3, Samurai.Value())
	var tr Trapped
	require.NoError(t, tr.UnmarshalText([]byte("attackersWin")))
	assert.Equal(t, TrappedLose, tr)
	assert.Error(t, tr.UnmarshalText([]byte("maybe")))
}
