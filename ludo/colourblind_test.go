package ludo_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// colourBlind returns the colour-blind game with the named options set.
func colourBlind(t *testing.T, settings ...string) *ludo.Game {
	t.Helper()
	if len(settings) == 0 {
		return ludo.ColourBlind
	}
	g, err := board.Configure(ludo.ColourBlind, settings...)
	require.NoError(t, err)
	return g.(*ludo.Game)
}

// Positions of the colour-blind scenarios. The pieces part lists each
// colour's four figures (R, B, G, Y): track squares, then the seats'
// bases and home squares.
const (
	// Scenario 1: P0 base {G, Y}, home d blue; P1 base {R,
	// B}; R on 5, 10, 12; B on 7, 25; G on 20, 22, 33; Y on 30, 35, 37.
	blind661 = "5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base"
	// Scenario 3: P0 base {G, Y}, home d blue, R on 37; the figures
	// the scenario does not place wait in the other bases, where they
	// interfere with nothing.
	blind663 = "37,1:base,2:base,3:base/0:d,1:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base"
	// The starting position: one figure of each colour in every base.
	blindStart = "0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base"
	// P0's base holds only green and a green stands on its start square;
	// P1 and P2 hold green in their bases, P3 does not.
	blindOwnColour = "5,1:base,2:base,3:base/6,1:base,2:base,3:base/0,0:base,1:base,2:base/7,1:base,2:base,3:base"
	// P3 has finished; P1 needs blue, whose last figure on the track
	// stands on P2's start square (20); P2 needs red, whose last one
	// stands on P3's (30); P0 needs red, which it has on 39.
	blindBeforeFreeze = "30,39,1:d,3:a/20,0:a,2:c,3:d/0:c,1:b,2:d,3:b/0:d,1:c,2:a,3:c"
)

// TestColourBlindGolden plays the scenarios of the colour-blind game,
// named by their number, and the rules of play the decisions settle (named
// "6.3 …"): the moves listed in the engine's order, entries by
// colour, then the figures by their distance from the mover's start
// square, each forward, into the home, backwards, each capture once per
// base the captured figure may go to, from the mover's left neighbour
// round to the mover.
func TestColourBlindGolden(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		g     *ludo.Game
		start string
		steps []step
	}{
		// Movable by P0: red only (it holds green and yellow in its base,
		// blue in its home); red on 10 stands on P1's start square. A
		// captured blue may go to P2 or P3 (P0 holds blue at home, P1 in
		// its base), a captured red to P2, P3 or P0 (P1 holds red); 5-3
		// backwards captures nothing and is no move.
		{"6.6-1 red only, 10 frozen, captures forward and backward", ludo.ColourBlind, blind661 + " 0 throw", []step{
			{[]string{"2"}, []string{"5-7>2", "5-7>3", "12-14", "12-10>2", "12-10>3", "12-10>0"}, blind661 + " 0 move:2"},
			{[]string{"12-10>2"}, faces, "5,10,1:base,2:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 1 throw"},
		}},
		{"6.6-1 the captured blue to P3's base", ludo.ColourBlind, blind661 + " 0 move:2", []step{
			{[]string{"5-7>3"}, nil, "7,10,12,1:base/25,0:d,1:base,3:base/20,22,33,0:base/30,35,37,0:base 1 throw"},
		}},
		{"6.6-1 without backward capture", colourBlind(t, "Cross.ColourBlind.NoBackwardCapture=true"), blind661 + " 0 move:2", []step{
			{nil, []string{"5-7>2", "5-7>3", "12-14"}, blind661 + " 0 move:2"},
		}},
		{"6.6-1 with MandatoryCapture", colourBlind(t, "Cross.MandatoryCapture=true"), blind661 + " 0 move:2", []step{
			{nil, []string{"5-7>2", "5-7>3", "12-10>2", "12-10>3", "12-10>0"}, blind661 + " 0 move:2"},
		}},
		{"6.6-1 with CaptureReturn next-eligible", colourBlind(t, "Cross.ColourBlind.CaptureReturn=next-eligible"), blind661 + " 0 move:2", []step{
			{nil, []string{"5-7>2", "12-14", "12-10>2"}, blind661 + " 0 move:2"},
		}},
		// A 6 with a non-empty base must enter, a figure of either colour
		// of the base, and earns another throw.
		{"6.6-2 a 6 enters green or yellow", ludo.ColourBlind, blind661 + " 0 throw", []step{
			{[]string{"6"}, []string{"G:base-0", "Y:base-0"}, blind661 + " 0 move:6"},
			{[]string{"G:base-0"}, faces, "5,10,12,1:base/7,25,0:d,1:base/0,20,22,33/30,35,37,0:base 0 again"},
		}},
		{"6.6-2 with OptionalEntry the red figures may move too", colourBlind(t, "Cross.OptionalEntry=true"), blind661 + " 0 move:6", []step{
			{nil, []string{"G:base-0", "Y:base-0", "5-11", "12-18"}, blind661 + " 0 move:6"},
		}},
		// 37 + 4 passes 38 and 39, P0's last square, then turns into home
		// a, b: home b, or on round the track to 1.
		{"6.6-3 go on or turn into the home", ludo.ColourBlind, blind663 + " 0 throw", []step{
			{[]string{"4"}, []string{"37-1", "37-b"}, blind663 + " 0 move:4"},
			{[]string{"37-b"}, nil, "0:b,1:base,2:base,3:base/0:d,1:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base 1 throw"},
		}},
		{"6.6-3 HomeEntry mandatory", colourBlind(t, "Cross.ColourBlind.HomeEntry=mandatory"), blind663 + " 0 move:4", []step{
			{nil, []string{"37-b"}, blind663 + " 0 move:4"},
		}},
		// A 3 carries 37 past 38 and 39 into home a, or on to 0.
		{"6.3 37 with a 3: home a or on to 0", ludo.ColourBlind, blind663 + " 0 move:3", []step{
			{nil, []string{"37-0", "37-a"}, blind663 + " 0 move:3"},
		}},
		// The receivers of a captured figure are judged after the move:
		// entering its only green, P0 no longer holds green and may take
		// the captured green back (the rule that a seat holds at most one figure of each colour, read
		// after the move).
		{"6.3 an entry captures its own colour, which may return to the mover", ludo.ColourBlind, blindOwnColour + " 0 move:6", []step{
			{nil, []string{"G:base-0>3", "G:base-0>0"}, blindOwnColour + " 0 move:6"},
			{[]string{"G:base-0>0"}, faces, blindOwnColour + " 0 again"},
		}},
		{"6.3 next-eligible: the first clockwise from the mover's left", colourBlind(t, "Cross.ColourBlind.CaptureReturn=next-eligible"), blindOwnColour + " 0 move:6", []step{
			{nil, []string{"G:base-0>3"}, blindOwnColour + " 0 move:6"},
			{[]string{"G:base-0>3"}, nil, "5,1:base,2:base,3:base/6,1:base,2:base,3:base/0,1:base,2:base,3:base/7,1:base,2:base,3:base 0 again"},
		}},
		// Everybody starts stuck: the opening winner's throw is the first
		// of his three; a 6 enters a figure of his choice.
		{"6.3 the opening: seat 1's 6 enters any colour", ludo.ColourBlind, blindStart + " 0 open:....", []step{
			{[]string{"4", "6", "2", "1"}, []string{"B:base-10", "G:base-10", "Y:base-10", "R:base-10"}, blindStart + " 1 move:6"},
			{[]string{"B:base-10"}, faces, "0:base,1:base,2:base,3:base/10,0:base,2:base,3:base/0:base,1:base,2:base,3:base/0:base,1:base,2:base,3:base 1 again"},
		}},
		{"6.3 the opening: a 5 is the first of three throws", ludo.ColourBlind, blindStart + " 0 open:....", []step{
			{[]string{"5", "3", "2", "1"}, []string{"pass"}, blindStart + " 0 move:5:1"},
			{[]string{"pass", "2", "pass", "4", "pass"}, faces, blindStart + " 1 throw"},
		}},
		// P0 brings its fourth colour home; P1 and P2 are left with
		// empty bases and only frozen figures to move: nobody can ever
		// move again and the game ends.
		{"6.4 the last figure home leaves the others frozen", ludo.ColourBlind, blindBeforeFreeze + " 0 throw placed:3", []step{
			{[]string{"2"}, []string{"39-1", "39-b"}, blindBeforeFreeze + " 0 move:2 placed:3"},
			{[]string{"39-b"}, nil, "30,0:b,1:d,3:a/20,0:a,2:c,3:d/0:c,1:b,2:d,3:b/0:d,1:c,2:a,3:c - over placed:3,0"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
	// 6.6-1: 5-3 goes backwards onto an empty square: illegal.
	s, err := ludo.ColourBlind.Parse(blind661 + " 0 move:2")
	require.NoError(t, err)
	_, err = s.ParseMove("5-3")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	// 6.6-1: the red on 10, on P1's start square, is frozen for P0.
	_, err = s.ParseMove("10-12")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	// A capture names its base: the bare 5-7 is not a move here.
	_, err = s.ParseMove("5-7")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	// P1 may not receive the blue: it holds one in its base.
	_, err = s.ParseMove("5-7>1")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	require.Equal(t, blind661+" 0 move:2", s.Position())
}

// TestColourBlindFrozenOutcome checks the end of a frozen game: the
// finishers in their order, the two who can never move sharing third
// place; and that a frozen position cannot be read as a game going on.
func TestColourBlindFrozenOutcome(t *testing.T) {
	over := "30,0:b,1:d,3:a/20,0:a,2:c,3:d/0:c,1:b,2:d,3:b/0:d,1:c,2:a,3:c - over placed:3,0"
	s, err := ludo.ColourBlind.Parse(over)
	require.NoError(t, err)
	o := s.Outcome()
	require.True(t, o.Over)
	require.Equal(t, []board.Player{3}, o.Winners)
	require.Equal(t, []int{2, 3, 3, 1}, o.Placings)
	require.Equal(t, ludo.CodeNoMoves, o.Code)
	require.Empty(t, s.Legal())
	_, err = ludo.ColourBlind.Parse(strings.Replace(over, "- over", "1 throw", 1))
	require.ErrorIs(t, err, board.ErrBadNotation)
	// The usual end: every player but one finished.
	s, err = ludo.ColourBlind.Parse("39,1:d,2:b,3:a/0:a,1:c,2:d,3:c/0:c,1:b,2:a,3:d/35,0:d,1:a,2:c 0 move:2 placed:1,2")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "39-b"))
	o = s.Outcome()
	require.Equal(t, []int{3, 1, 2, 4}, o.Placings)
	require.Equal(t, ludo.CodeOneLeft, o.Code)
}

// TestColourBlindPositions checks what the position reader refuses.
func TestColourBlindPositions(t *testing.T) {
	for _, pos := range []string{
		blind661 + " 0 move:2",
		blindStart + " 1 open:-..-",
		blind663 + " 3 again",
	} {
		s, err := ludo.ColourBlind.Parse(pos)
		require.NoError(t, err, pos)
		require.Equal(t, pos, s.Position())
	}
	bad := []struct{ pos, why string }{
		{"5,10,12/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "has 3 figures"},
		{"5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base 0 throw", "4 to 4"},
		{"10,5,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "ascending"},
		{"5,10,12,1:base/7,25,1:base,0:d/20,22,33,0:base/30,35,37,0:base 0 throw", "ascending"},
		{"5,10,12,1:base/7,25,0:d,0:base/20,22,33,1:base/30,35,37,0:base 0 throw", "each seat once"},
		{"5,10,12,1:base/5,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "two figures on square 5"},
		{"5,10,12,1:d/7,25,1:d,0:base/20,22,33,0:base/30,35,37,0:base 0 throw", "home square d"},
		{"5,10,12,b/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "seat first"},
		{"5,10,12,1:7/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "no track square"},
		{"5,10,12,4:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw", "not a seat's place"},
		{blindStart + " 0 open:.... age:5=1", "no barricade"},
		{blind661 + " 0 throw:1", "not stuck"},
		{blindStart + " 0 throw placed:0", "outside its home"},
	}
	for _, tc := range bad {
		_, err := ludo.ColourBlind.Parse(tc.pos)
		require.ErrorIs(t, err, board.ErrBadNotation, tc.pos)
		require.ErrorContains(t, err, tc.why, tc.pos)
	}
}

// TestColourBlindOptions checks the options the colour-blind game needs
// and refuses.
func TestColourBlindOptions(t *testing.T) {
	require.Equal(t, [2]int{4, 4}, [2]int{ludo.ColourBlind.Info().MinPlayers, ludo.ColourBlind.Info().MaxPlayers})
	for _, r := range []ludo.CrossRules{
		{ColourBlind: ludo.ColourBlindRules{On: true}},
		{AllInBase: true, ColourBlind: ludo.ColourBlindRules{On: true}},
		{AllInBase: true, StartMayWait: true, NoJumpInHome: true, ColourBlind: ludo.ColourBlindRules{On: true}},
		{AllInBase: true, StartMayWait: true, Teams: ludo.TeamsCrazy, ColourBlind: ludo.ColourBlindRules{On: true}},
		{AllInBase: true, StartMayWait: true, HuffCapture: true, ColourBlind: ludo.ColourBlindRules{On: true}},
		{AllInBase: true, StartMayWait: true, Parking: "4", ColourBlind: ludo.ColourBlindRules{On: true}},
		{ColourBlind: ludo.ColourBlindRules{NoBackwardCapture: true}},
		{AllInBase: true, StartMayWait: true, ColourBlind: ludo.ColourBlindRules{On: true, HomeEntry: 2}},
		{AllInBase: true, StartMayWait: true, ColourBlind: ludo.ColourBlindRules{On: true, CaptureReturn: 2}},
	} {
		_, err := ludo.NewGame(board.Names{ID: "ludo/x", Name: "x"}, ludo.Rules{Cross: r})
		require.Error(t, err, "%+v", r)
	}
	_, err := ludo.ColourBlind.New(3)
	require.ErrorIs(t, err, board.ErrPlayers)
	g, err := board.Configure(ludo.Clovece, "Cross.ColourBlind.On=true", "Cross.AllInBase=true", "Cross.StartMayWait=true")
	require.NoError(t, err)
	s, err := g.New(4)
	require.NoError(t, err)
	require.Equal(t, blindStart+" 0 open:....", s.Position())
}

// TestColourBlindPerft counts the tree worked out from the rules: at the
// start, two opening throws (6, 36); in scenario 1 with a 2, the six
// moves of the scenario, each passing the turn to seat 1's throw (36).
func TestColourBlindPerft(t *testing.T) {
	s, err := ludo.ColourBlind.Parse(blindStart + " 0 open:....")
	require.NoError(t, err)
	for depth, want := range []uint64{1, 6, 36} {
		require.Equal(t, want, s.(board.Perfter).Perft(depth), "start, depth %d", depth)
	}
	s, err = ludo.ColourBlind.Parse(blind661 + " 0 move:2")
	require.NoError(t, err)
	for depth, want := range []uint64{1, 6, 36} {
		require.Equal(t, want, s.(board.Perfter).Perft(depth), "6.6-1, depth %d", depth)
	}
	for _, pos := range []string{blind661 + " 0 throw", blind663 + " 0 move:4", blindOwnColour + " 0 again"} {
		s, err := ludo.ColourBlind.Parse(pos)
		require.NoError(t, err)
		for depth := range 4 {
			require.Equal(t, boardtest.Perft(s, depth), s.(board.Perfter).Perft(depth), "%s depth %d", pos, depth)
		}
	}
}

// TestColourBlindDescribe checks the words for the colour-blind moves.
func TestColourBlindDescribe(t *testing.T) {
	tests := []struct{ pos, move, want string }{
		{blind661 + " 0 move:2", "5-7>2", "5-7>2: seat 0 moves the red figure from 5 to 7, capturing the blue figure there, which goes to seat 2's base; seat 1 throws next"},
		{blind661 + " 0 move:2", "12-10>0", "12-10>0: seat 0 moves the red figure from 12 to 10, backwards, capturing the red figure there, which goes to seat 0's base; seat 1 throws next"},
		{blind661 + " 0 move:6", "Y:base-0", "Y:base-0: seat 0 enters the yellow figure of its base on 0; seat 0 throws again after the 6"},
		{blind663 + " 0 move:4", "37-b", "37-b: seat 0 moves the red figure from 37 to its home square b; seat 1 throws next"},
		{blindBeforeFreeze + " 0 move:2 placed:3", "39-b", "39-b: seat 0 moves the red figure from 39 to its home square b; seat 0 has four figures home, place 2; the game is over"},
	}
	for _, tc := range tests {
		s, err := ludo.ColourBlind.Parse(tc.pos)
		require.NoError(t, err)
		m, err := s.ParseMove(tc.move)
		require.NoError(t, err)
		assert.Equal(t, tc.want, s.(board.Describer).Describe(m))
	}
}

// TestColourBlindTouches checks the cells of colour-blind moves: a
// capture also places the captured figure in the base it goes to.
func TestColourBlindTouches(t *testing.T) {
	tests := []struct {
		pos, move string
		want      []board.Touch
	}{
		{blind661 + " 0 move:2", "5-7>3", []board.Touch{{Cell: "5", Role: board.From}, {Cell: "7", Role: board.To}, {Cell: "7", Role: board.Capture}, {Cell: "3:base", Role: board.Place}}},
		{blind661 + " 0 move:2", "12-14", []board.Touch{{Cell: "12", Role: board.From}, {Cell: "14", Role: board.To}}},
		{blind661 + " 0 move:6", "G:base-0", []board.Touch{{Cell: "0:base", Role: board.From}, {Cell: "0", Role: board.To}}},
		{blind663 + " 0 move:4", "37-b", []board.Touch{{Cell: "37", Role: board.From}, {Cell: "0:b", Role: board.To}}},
	}
	for _, tc := range tests {
		s, err := ludo.ColourBlind.Parse(tc.pos)
		require.NoError(t, err)
		m, err := s.ParseMove(tc.move)
		require.NoError(t, err)
		require.Equal(t, tc.want, m.(board.Tracer).Touches(), tc.move)
	}
}

// checkFigurePicture checks a colour-blind picture against the state's
// accessors: every figure drawn as its colour's piece of kind "figure",
// on its track square, home square or base, sixteen in all.
func checkFigurePicture(t *testing.T, s *ludo.CrossState, p board.Picture) {
	t.Helper()
	want := map[string][]board.Piece{}
	figure := func(c int) board.Piece { return board.Piece{Seat: board.Player(c), Kind: "figure", Count: 1} }
	for sq := range 40 {
		if c := s.Figure(sq); c >= 0 {
			want[strconv.Itoa(sq)] = []board.Piece{figure(c)}
		}
	}
	for seat := range 4 {
		for c := range 4 {
			if s.BaseHolds(seat, c) {
				want[strconv.Itoa(seat)+":base"] = append(want[strconv.Itoa(seat)+":base"], figure(c))
			}
		}
		for k := range 4 {
			if c := s.HomeFigure(seat, k); c >= 0 {
				want[strconv.Itoa(seat)+":"+string(rune('a'+k))] = []board.Piece{figure(c)}
			}
		}
	}
	total := 0
	for _, c := range p.Cells {
		require.Equal(t, want[c.Name], c.Pieces, "cell %s of %s", c.Name, s.Position())
		total += len(c.Pieces)
	}
	require.Equal(t, 16, total, s.Position())
}

// checkFigureTouches checks a colour-blind move's touches against the
// states before and after it: the figure leaves its cell and stands on
// the target; a capture is touched exactly when a figure stood on the
// target, and the base it names holds that figure's colour afterwards.
func checkFigureTouches(t *testing.T, before, after *ludo.CrossState, m board.Move) {
	t.Helper()
	ts := m.(board.Tracer).Touches()
	if m.String() == "pass" || len(m.String()) == 1 {
		require.Empty(t, ts)
		return
	}
	colourAt := func(s *ludo.CrossState, cell string) int {
		if sq, err := strconv.Atoi(cell); err == nil {
			return s.Figure(sq)
		}
		seat, place, _ := strings.Cut(cell, ":")
		v, _ := strconv.Atoi(seat)
		return s.HomeFigure(v, int(place[0]-'a'))
	}
	from, to := ts[0].Cell, ts[1].Cell
	require.Equal(t, [2]board.Role{board.From, board.To}, [2]board.Role{ts[0].Role, ts[1].Role}, m.String())
	moved := -1
	if strings.HasSuffix(from, ":base") {
		moved = strings.Index("RBGY", m.String()[:1])
		require.True(t, before.BaseHolds(before.Seat(), moved), "%s: %s", before.Position(), m)
	} else {
		moved = colourAt(before, from)
	}
	require.Equal(t, moved, colourAt(after, to), "%s: %s leaves %s and ends on %s", before.Position(), m, from, to)
	captured := !strings.Contains(to, ":") && colourAt(before, to) >= 0
	require.Equal(t, captured, len(ts) == 4, "%s: %s touches %v", before.Position(), m, ts)
	if captured {
		require.Equal(t, board.Touch{Cell: to, Role: board.Capture}, ts[2])
		require.Equal(t, board.Place, ts[3].Role)
		seat, _ := strconv.Atoi(strings.TrimSuffix(ts[3].Cell, ":base"))
		require.True(t, after.BaseHolds(seat, colourAt(before, to)), "%s: %s", before.Position(), m)
	}
}

// drawColourBlind draws a colour-blind rule set with random options
// beside the rules drawn for every cross game, keeping those the game
// needs.
func drawColourBlind(t *rapid.T, r ludo.Rules) ludo.Rules {
	r.Cross = ludo.CrossRules{
		AllInBase: true, StartMayWait: true,
		FreshFirstThrow:  r.Cross.FreshFirstThrow,
		NoThreeThrows:    r.Cross.NoThreeThrows,
		OptionalEntry:    r.Cross.OptionalEntry,
		MandatoryCapture: r.Cross.MandatoryCapture,
		NoSixExtraThrow:  r.Cross.NoSixExtraThrow,
		Entry:            r.Cross.Entry,
		ColourBlind: ludo.ColourBlindRules{On: true,
			NoBackwardCapture: rapid.Bool().Draw(t, "no backward capture"),
			HomeEntry:         ludo.HomeEntry(rapid.IntRange(0, 1).Draw(t, "home entry")),
			CaptureReturn:     ludo.CaptureReturn(rapid.IntRange(0, 1).Draw(t, "capture return")),
		},
	}
	return r
}

// oracleColourBlind lists the moves of the colour-blind game for the seat
// to move with throw r, from the rules and the state's public view: the
// entries (one per colour in the base, from the mover's own colour on,
// forced with ForcedEntry), then for
// each figure the seat may move — a colour it holds in neither base nor
// home, not on another player's start square — by its distance from the
// seat's start square: the move r squares on, the turn into its home when
// the path passes its last square (alone with HomeEntry mandatory), and
// with BackwardCapture the move r squares back onto a figure; a capture
// once per player, from the mover's left round to the mover, who holds
// the captured colour in neither base nor home after the move.
func oracleColourBlind(g *ludo.Game, s *ludo.CrossState, r int) []string {
	rules := g.Rules().Cross
	cb := rules.ColourBlind
	me := s.Seat()
	holds := func(seat, c int) bool {
		if s.BaseHolds(seat, c) {
			return true
		}
		for k := range 4 {
			if s.HomeFigure(seat, k) == c {
				return true
			}
		}
		return false
	}
	// capture writes m once per base the figure on sq may go to; entered
	// is the colour that leaves the mover's base, or -1.
	capture := func(m string, sq, entered int) []string {
		victim := s.Figure(sq)
		if victim < 0 {
			return []string{m}
		}
		var out []string
		for i := 1; i <= 4; i++ {
			q := (me + i) % 4
			if holds(q, victim) && !(q == me && victim == entered) {
				continue
			}
			out = append(out, m+">"+strconv.Itoa(q))
			if cb.CaptureReturn == ludo.CaptureReturnNextEligible {
				break
			}
		}
		return out
	}
	start := 10 * me
	var out []string
	entryThrow := slices.Contains(map[ludo.Entry][]int{ludo.Entry6: {6}, ludo.Entry1or6: {1, 6}, ludo.Entry1: {1}}[rules.Entry], r)
	if entryThrow {
		for i := range 4 {
			if c := (me + i) % 4; s.BaseHolds(me, c) {
				out = append(out, capture("RBGY"[c:c+1]+":base-"+strconv.Itoa(start), start, c)...)
			}
		}
		if len(out) > 0 && !rules.OptionalEntry {
			return out
		}
	}
	for d := range 40 {
		sq := (start + d) % 40
		c := s.Figure(sq)
		if c < 0 || holds(me, c) || sq%10 == 0 && sq != start {
			continue
		}
		ahead := (sq + r) % 40
		homeSquare := d + r - 40 // the home square the path reaches after the last track square
		intoHome := homeSquare >= 0 && homeSquare < 4 && s.HomeFigure(me, homeSquare) < 0
		if !intoHome || cb.HomeEntry != ludo.HomeEntryMandatory {
			out = append(out, capture(strconv.Itoa(sq)+"-"+strconv.Itoa(ahead), ahead, -1)...)
		}
		if intoHome {
			out = append(out, strconv.Itoa(sq)+"-"+string(rune('a'+homeSquare)))
		}
		if back := (sq - r + 40) % 40; !cb.NoBackwardCapture && s.Figure(back) >= 0 {
			out = append(out, capture(strconv.Itoa(sq)+"-"+strconv.Itoa(back), back, -1)...)
		}
	}
	if rules.MandatoryCapture {
		var caps []string
		for _, m := range out {
			if strings.Contains(m, ">") {
				caps = append(caps, m)
			}
		}
		if len(caps) > 0 {
			out = caps
		}
	}
	return out
}

// figureCensus returns where every figure is: colour -> count, and each
// seat's held colours, checking the game's invariants on the way:
// four figures of each colour, at most one of each colour in a seat's
// base and home together.
func figureCensus(t *rapid.T, s *ludo.CrossState) {
	count := [4]int{}
	for sq := range 40 {
		if c := s.Figure(sq); c >= 0 {
			count[c]++
		}
	}
	for seat := range 4 {
		var held [4]int
		for c := range 4 {
			if s.BaseHolds(seat, c) {
				held[c]++
				count[c]++
			}
		}
		for k := range 4 {
			if c := s.HomeFigure(seat, k); c >= 0 {
				held[c]++
				count[c]++
			}
		}
		for c, h := range held {
			if h > 1 {
				t.Fatalf("%s: seat %d holds %d figures of colour %d in base and home", s.Position(), seat, h, c)
			}
		}
	}
	if count != [4]int{4, 4, 4, 4} {
		t.Fatalf("%s: figures per colour %v, want four each", s.Position(), count)
	}
}

// checkFigureTransition checks a colour-blind move against the
// game's invariants: the figure moved is of a colour the mover held in
// neither base nor home, not on another player's start square; a
// backward move captures; a captured figure lands in the base the move
// names, of a player who did not hold its colour; home figures stay.
func checkFigureTransition(t *rapid.T, before, after *ludo.CrossState, m ludo.CrossMove) {
	figureCensus(t, after)
	for seat := range 4 {
		for k := range 4 {
			if c := before.HomeFigure(seat, k); c >= 0 && after.HomeFigure(seat, k) != c {
				t.Fatalf("%s, %s: the figure on seat %d's home square %d left", before.Position(), m, seat, k)
			}
		}
	}
	if m.Kind() != ludo.Step {
		return
	}
	text := m.String()
	me := before.Seat()
	move, dest, captures := strings.Cut(text, ">")
	from, to, _ := strings.Cut(move[strings.Index(move, ":")+1:], "-")
	if from != "base" {
		sq, _ := strconv.Atoi(from)
		c := before.Figure(sq)
		held := before.BaseHolds(me, c)
		for k := range 4 {
			held = held || before.HomeFigure(me, k) == c
		}
		if c < 0 || held || sq%10 == 0 && sq != 10*me {
			t.Fatalf("%s: seat %d may not move the figure on %s (%s)", before.Position(), me, from, text)
		}
		if target, err := strconv.Atoi(to); err == nil && (sq-target+40)%40 == before.Roll() && before.Figure(target) < 0 {
			t.Fatalf("%s: backward move %s captures nothing", before.Position(), text)
		}
	}
	target, err := strconv.Atoi(to)
	if err != nil {
		return // into the home, which never captures
	}
	if captures != (before.Figure(target) >= 0) {
		t.Fatalf("%s: %s, a figure on %s, but the move names no base or names one without capture", before.Position(), text, to)
	}
	if captures {
		q, _ := strconv.Atoi(dest)
		c := before.Figure(target)
		entered := from == "base" && strings.Index("RBGY", text[:1]) == c
		if before.HomeFigure(q, 0) == c || before.HomeFigure(q, 1) == c || before.HomeFigure(q, 2) == c || before.HomeFigure(q, 3) == c ||
			before.BaseHolds(q, c) && !(q == me && entered) || !after.BaseHolds(q, c) {
			t.Fatalf("%s: %s sends the captured figure to a base that may not take it: %s", before.Position(), text, after.Position())
		}
	}
}

// rotateFigures turns a colour-blind position or move by ten squares
// (the board's rotation symmetry): colour c to c+1, square s to s+10, seat P to
// P+1, so that each colour's group moves to the next and is written in
// the position's order again.
func rotateFigures(pos string) string {
	parts := strings.Split(pos, " ")
	groups := strings.Split(parts[0], "/")
	out := make([]string, 4)
	for c, grp := range groups {
		items := strings.Split(grp, ",")
		for i, it := range items {
			items[i] = rotatePlace(it)
		}
		slices.SortFunc(items, func(a, b string) int { return placeKey(a) - placeKey(b) })
		out[(c+1)%4] = strings.Join(items, ",")
	}
	parts[0] = strings.Join(out, "/")
	if parts[1] != "-" {
		v, _ := strconv.Atoi(parts[1])
		parts[1] = strconv.Itoa((v + 1) % 4)
	}
	for i, part := range parts[3:] {
		if val, ok := strings.CutPrefix(part, "placed:"); ok {
			items := strings.Split(val, ",")
			for j, it := range items {
				v, _ := strconv.Atoi(it)
				items[j] = strconv.Itoa((v + 1) % 4)
			}
			parts[3+i] = "placed:" + strings.Join(items, ",")
		}
	}
	return strings.Join(parts, " ")
}

// rotatePlace turns one place: a track square by ten, a seat's place to
// the next seat's.
func rotatePlace(p string) string {
	if seat, place, ok := strings.Cut(p, ":"); ok {
		v, _ := strconv.Atoi(seat)
		return strconv.Itoa((v+1)%4) + ":" + place
	}
	v, _ := strconv.Atoi(p)
	return strconv.Itoa((v + 10) % 40)
}

// placeKey orders a colour's places as positions list them.
func placeKey(p string) int {
	if seat, _, ok := strings.Cut(p, ":"); ok {
		v, _ := strconv.Atoi(seat)
		return 40 + v
	}
	v, _ := strconv.Atoi(p)
	return v
}

// rotateFigureMove turns a colour-blind move: the colour of an entry,
// the squares, the base named.
func rotateFigureMove(m string) string {
	if !strings.Contains(m, "-") {
		return m // a pass
	}
	if colour, rest, ok := strings.Cut(m, ":"); ok {
		c := strings.Index("RBGY", colour)
		return "RBGY"[(c+1)%4:(c+1)%4+1] + ":" + rotateFigureMove(rest)
	}
	move, dest, ok := strings.Cut(m, ">")
	from, to, _ := strings.Cut(move, "-")
	turn := func(p string) string {
		if _, err := strconv.Atoi(p); err == nil {
			return rotatePlace(p)
		}
		return p // base, home squares
	}
	out := turn(from) + "-" + turn(to)
	if ok {
		v, _ := strconv.Atoi(dest)
		out += ">" + strconv.Itoa((v+1)%4)
	}
	return out
}

// TestColourBlindRotationSymmetry checks the board's rotation symmetry on random
// colour-blind states of random rule sets: the position turned by ten
// squares, with every colour and seat the next, has the moves turned
// alike, in the same order (the moves are listed by distance from the
// mover's start square and the bases from his left neighbour).
func TestColourBlindRotationSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g, err := ludo.NewGame(board.Names{ID: "ludo/drawn", Name: "drawn"}, drawColourBlind(t, ludo.Rules{Cross: ludo.CrossRules{
			OptionalEntry: rapid.Bool().Draw(t, "optional entry"), MandatoryCapture: rapid.Bool().Draw(t, "mandatory capture")}}))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5))
		checkRotated(t, g, r, rapid.IntRange(0, 3000).Draw(t, "plies"), rotateFigures, rotateFigureMove, true)
	})
}

// The colour-blind game: in scenario 1 seat 0 may move
// only the red figures; a capture names the base the captured figure
// goes to, and a 6 enters a figure of the base, named by its colour.
func ExampleCrossState_colourBlind() {
	s, _ := ludo.ColourBlind.ParseCrossState("5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 throw")
	for _, throw := range []string{"2", "6"} {
		c := s.Copy()
		m, _ := c.ParseMove(throw)
		_ = c.Play(m)
		fmt.Println(throw, "->", c.Legal())
	}
	// Output:
	// 2 -> [5-7>2 5-7>3 12-14 12-10>2 12-10>3 12-10>0]
	// 6 -> [G:base-0 Y:base-0]
}
