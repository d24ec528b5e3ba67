package ludo_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
	"github.com/stretchr/testify/require"
)

// game returns a registered game or stops the test.
func game(t *testing.T, id string) board.Game {
	t.Helper()
	g, ok := board.Lookup(id)
	require.True(t, ok, "game %s is not registered", id)
	return g
}

// snakes builds Snakes and Ladders with the rules changed by f.
func snakes(t *testing.T, f func(*ludo.Rules)) *ludo.Game {
	t.Helper()
	r := ludo.SnakesAndLadders.Rules()
	if f != nil {
		f(&r)
	}
	names := ludo.SnakesAndLadders.Names()
	names.ID += "-test"
	g, err := ludo.NewGame(names, r)
	require.NoError(t, err)
	return g
}

// legalStrings returns the strings of s's legal moves.
func legalStrings(s board.State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// step is one step of a scenario: the moves to replay, then the legal
// moves expected (nil: not checked) and the position expected after them.
type step struct {
	play  []string
	legal []string
	want  string
}

// runScenario parses start in g and checks every step.
func runScenario(t *testing.T, g board.Game, start string, steps []step) {
	t.Helper()
	s, err := g.Parse(start)
	require.NoError(t, err)
	require.Equal(t, start, s.Position())
	for i, st := range steps {
		require.NoError(t, board.Replay(s, st.play...), "step %d: %v", i, st.play)
		if st.legal != nil {
			require.Equal(t, st.legal, legalStrings(s), "step %d: legal moves after %v", i, st.play)
		}
		require.Equal(t, st.want, s.Position(), "step %d: position after %v", i, st.play)
	}
}

// TestPropastScenarios plays the worked scenarios of Propast (default
// abysses 7, 14, 21, 28). Seat 0 is A, seat 1 is B; a third seat C keeps
// the game going where A finishes.
func TestPropastScenarios(t *testing.T) {
	book, web := game(t, "ludo/propast"), game(t, "ludo/propast-web")
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"13.6-1 Book: a first throw of 1 ends the turn; 4 then 4 pushes B back", book, "5/9 0 throw", []step{
			{[]string{"1"}, []string{"1", "2", "3", "4", "5", "6"}, "5/9 1 throw"},
			{[]string{"1"}, nil, "5/9 0 throw"},
			{[]string{"4"}, []string{"1", "2", "3", "4", "5", "6"}, "5/9 0 throw2"},
			{[]string{"4"}, []string{"5-9"}, "5/9 0 move:4"},
			{[]string{"5-9"}, nil, "9/5 1 throw"},
		}},
		{"13.6-2 Book: 3 + 4 stops on the abyss 7, back to the start", book, "3/10 0 throw", []step{
			{[]string{"2", "4"}, []string{"3-7-0"}, "3/10 0 move:4"},
			{[]string{"3-7-0"}, nil, "0/10 1 throw"},
		}},
		{"13.6-3a Book: on 31, 5 then 1 goes through", book, "31/10/0 0 throw", []step{
			{[]string{"5", "1"}, []string{"31-off"}, "31/10/0 0 move:1"},
			{[]string{"31-off"}, nil, "off/10/0 1 throw placed:0"},
		}},
		{"13.6-3b Book: on 31, 5 then 2 does not move", book, "31/10 0 throw", []step{
			{[]string{"5", "2"}, []string{"pass"}, "31/10 0 move:2"},
			{[]string{"pass"}, nil, "31/10 1 throw"},
		}},
		{"13.6-3c Book: on 31, a first throw of 1 ends the turn", book, "31/10 0 throw", []step{
			{[]string{"1"}, nil, "31/10 1 throw"},
		}},
		{"13.6-4 Web: at the start only a 1 brings the stone in", web, "0/10 0 throw", []step{
			{[]string{"3"}, nil, "0/10 1 throw"},
			{[]string{"2", "10-12"}, nil, "0/12 0 throw"},
			{[]string{"1"}, []string{"1", "2", "3", "4", "5", "6"}, "0/12 0 throw2"},
			{[]string{"5"}, []string{"0-5"}, "0/12 0 move:5"},
			{[]string{"0-5", "1", "12-13"}, nil, "5/13 0 throw"},
			{[]string{"6"}, []string{"5-11"}, "5/13 0 move:6"},
			{[]string{"5-11"}, nil, "11/13 1 throw"},
		}},
		{"13.6-5a Web: on 29 a 3 goes through", web, "29/10/0 0 throw", []step{
			{[]string{"3"}, []string{"29-off"}, "29/10/0 0 move:3"},
			{[]string{"29-off"}, nil, "off/10/0 1 throw placed:0"},
		}},
		{"13.6-5b Web: on 29 a 4 does not move", web, "29/10 0 throw", []step{
			{[]string{"4"}, []string{"pass"}, "29/10 0 move:4"},
			{[]string{"pass"}, nil, "29/10 1 throw"},
		}},
		{"13.6-6 Book: from the start onto B on 4, B goes to the start", book, "0/4 0 throw", []step{
			{[]string{"3", "4"}, []string{"0-4"}, "0/4 0 move:4"},
			{[]string{"0-4"}, nil, "4/0 1 throw"},
		}},
		{"13.6-6 Web: from the start onto B on 4, B goes to the start, out of play", web, "0/4 0 throw", []step{
			{[]string{"1", "4", "0-4"}, nil, "4/0 1 throw"},
			{[]string{"5"}, nil, "4/0 0 throw"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}

// TestPropastEnd checks the end of Propast: the others play on until
// one stone is left, whose owner is last.
func TestPropastEnd(t *testing.T) {
	g := game(t, "ludo/propast")
	s, err := g.Parse("off/30/31 2 throw placed:0")
	require.NoError(t, err)
	require.False(t, s.Outcome().Over)
	require.NoError(t, board.Replay(s, "2", "1", "31-off"))
	require.Equal(t, "off/30/off - over placed:0,2", s.Position())
	o := s.Outcome()
	require.True(t, o.Over)
	require.Equal(t, []board.Player{0}, o.Winners)
	require.Equal(t, []int{1, 3, 2}, o.Placings)
	require.Equal(t, board.Nobody, s.ToMove())
	require.Empty(t, s.Legal())
	require.ErrorIs(t, s.Play(ludo.TrackMove{}), board.ErrGameOver)
	_, err = s.ParseMove("1")
	require.ErrorIs(t, err, board.ErrGameOver)
}

// TestSnakesScenarios plays the worked scenarios of Snakes and Ladders on the
// default (Milton Bradley) layout.
func TestSnakesScenarios(t *testing.T) {
	def := game(t, "ludo/snakes-and-ladders")
	bounce := snakes(t, func(o *ludo.Rules) { o.Snakes.Finish = ludo.FinishBounce })
	reach := snakes(t, func(o *ludo.Rules) { o.Snakes.Finish = ludo.FinishReach })
	optional := snakes(t, func(o *ludo.Rules) { o.Snakes.OptionalAscent = true })
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"12.6-1 a 1 from the start climbs from 1 to 38", def, "0/0 0 throw", []step{
			{[]string{"1"}, []string{"0-1-38"}, "0/0 0 move:1"},
			{[]string{"0-1-38"}, nil, "38/0 1 throw"},
		}},
		{"12.6-2 94 with a 4 slides from 98 to 78", def, "94/0 0 throw", []step{
			{[]string{"4"}, []string{"94-98-78"}, "94/0 0 move:4"},
			{[]string{"94-78"}, nil, "78/0 1 throw"},
		}},
		{"12.6-3 Exact: 97 with a 4 stays", def, "97/0 0 throw", []step{
			{[]string{"4"}, []string{"pass"}, "97/0 0 move:4"},
			{[]string{"pass"}, nil, "97/0 1 throw"},
		}},
		{"12.6-3 Bounce: 97 with a 4 ends on 99", bounce, "97/0 0 throw", []step{
			{[]string{"4"}, []string{"97-99"}, "97/0 0 move:4"},
			{[]string{"97-99"}, nil, "99/0 1 throw"},
		}},
		{"12.6-3 Reach: 97 with a 4 ends on 100 and wins", reach, "97/0 0 throw", []step{
			{[]string{"4", "97-100"}, nil, "100/0 - over placed:0"},
		}},
		{"12.6-4 Bounce: 96 with a 6 bounces to 98 and slides to 78", bounce, "96/0 0 throw", []step{
			{[]string{"6"}, []string{"96-98-78"}, "96/0 0 move:6"},
		}},
		{"12.6-5 77 with a 3 climbs from 80 to 100 and wins", def, "0/77 1 throw", []step{
			{[]string{"3"}, []string{"77-80-100"}, "0/77 1 move:3"},
			{[]string{"77-80-100"}, nil, "0/100 - over placed:1"},
		}},
		{"12.6-6 OptionalAscent: stay on 1 or climb to 38", optional, "0/0 0 throw", []step{
			{[]string{"1"}, []string{"0-1", "0-1-38"}, "0/0 0 move:1"},
			{[]string{"0-1"}, nil, "1/0 1 throw"},
			{[]string{"1", "0-1-38"}, nil, "1/38 0 throw"},
		}},
		{"pieces do not interact: both on 38", def, "38/32 1 throw", []step{
			{[]string{"6", "32-38"}, nil, "38/38 0 throw"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}

// TestSnakesOutcome checks both endings of Snakes and Ladders.
func TestSnakesOutcome(t *testing.T) {
	s, err := game(t, "ludo/snakes-and-ladders").Parse("50/99/3 1 move:1")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "99-100"))
	o := s.Outcome()
	require.True(t, o.Over)
	require.Equal(t, []board.Player{1}, o.Winners)
	require.Equal(t, []int{2, 1, 2}, o.Placings, "the others share second place")

	placings := snakes(t, func(o *ludo.Rules) { o.FirstFinisherEnds = false })
	s, err = placings.Parse("50/99/3 1 move:1")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "99-100"))
	require.Equal(t, "50/100/3 2 throw placed:1", s.Position(), "seat 2 throws next")
	require.False(t, s.Outcome().Over)
	s, err = placings.Parse("99/100/3 0 move:1 placed:1")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "99-100"))
	require.Equal(t, "100/100/3 - over placed:1,0", s.Position())
	require.Equal(t, []int{2, 1, 3}, s.Outcome().Placings)
}

// TestOpening plays the opening (the highest throw starts, the tied throw
// again) with the throws of scenario 6: red 4, blue 6, green 6, yellow 2; blue and green throw again,
// 3 and 5; green (seat 2) starts.
func TestOpening(t *testing.T) {
	g := game(t, "ludo/snakes-and-ladders")
	s, err := g.New(4)
	require.NoError(t, err)
	require.Equal(t, "0/0/0/0 0 open:....", s.Position())
	require.Equal(t, board.Chance, s.ToMove())
	steps := []struct{ throw, want string }{
		{"4", "0/0/0/0 1 open:4..."},
		{"6", "0/0/0/0 2 open:46.."},
		{"6", "0/0/0/0 3 open:466."},
		{"2", "0/0/0/0 1 open:-..-"},
		{"3", "0/0/0/0 2 open:-3.-"},
		{"5", "0/0/0/0 2 throw"},
	}
	for _, st := range steps {
		require.NoError(t, board.Replay(s, st.throw))
		require.Equal(t, st.want, s.Position())
	}
	seatZero := snakes(t, func(o *ludo.Rules) { o.Opening = ludo.OpeningSeatZero })
	s, err = seatZero.New(3)
	require.NoError(t, err)
	require.Equal(t, "0/0/0 0 throw", s.Position())
}

// TestRejections checks that wrong moves are refused with the right kind
// of error and a reason, and leave the state as it was.
func TestRejections(t *testing.T) {
	book := game(t, "ludo/propast")
	tests := []struct {
		pos, move string
		kind      error
	}{
		{"5/9 0 throw", "5-9", board.ErrIllegalMove},      // the die comes first
		{"5/9 0 throw", "pass", board.ErrIllegalMove},     // nothing to pass yet
		{"5/9 0 throw", "0", board.ErrBadNotation},        // no such face
		{"5/9 0 throw", "7", board.ErrBadNotation},        // no such face
		{"5/9 0 move:4", "4", board.ErrIllegalMove},       // the stone moves first
		{"5/9 0 move:4", "5-8", board.ErrIllegalMove},     // wrong count
		{"5/9 0 move:4", "9-13", board.ErrIllegalMove},    // B's stone
		{"5/9 0 move:4", "pass", board.ErrIllegalMove},    // a move exists
		{"29/9 0 move:4", "29-off", board.ErrIllegalMove}, // 33 is beyond the goal
		{"3/9 0 move:4", "3-7", board.ErrIllegalMove},     // the abyss sends it on
		{"5/9 0 move:4", "5-32", board.ErrBadNotation},    // the goal is written off
		{"5/9 0 move:4", "5-9-9", board.ErrBadNotation},   // third field only when sent on
		{"5/9 0 move:4", "5--9", board.ErrBadNotation},
		{"5/9 0 move:4", "5-9-1-2", board.ErrBadNotation},
		{"5/9 0 move:4", "", board.ErrBadNotation},
		{"5/9 0 move:4", "e2e4", board.ErrBadNotation},
		{"off/9 - over placed:0", "1", board.ErrGameOver},
	}
	for _, tc := range tests {
		t.Run(tc.pos+" "+tc.move, func(t *testing.T) {
			s, err := book.Parse(tc.pos)
			require.NoError(t, err)
			_, err = s.ParseMove(tc.move)
			require.ErrorIs(t, err, tc.kind)
			require.NotEmpty(t, err.Error())
			var me *board.MoveError
			require.True(t, errors.As(err, &me), "error %v is a *board.MoveError", err)
			require.Equal(t, tc.pos, s.Position(), "state unchanged")
		})
	}
	// Play of a move of an earlier state, of nil and of a foreign move.
	s, err := book.Parse("5/9 0 move:4")
	require.NoError(t, err)
	earlier, err := book.Parse("5/9 0 throw")
	require.NoError(t, err)
	throw := earlier.Legal()[3]
	require.ErrorIs(t, s.Play(throw), board.ErrIllegalMove)
	require.ErrorIs(t, s.Play(nil), board.ErrBadNotation)
	require.Equal(t, "5/9 0 move:4", s.Position())
	require.Contains(t, legalStrings(s), "5-9")
}

// TestShortStep checks the short spelling of a step that is sent on.
func TestShortStep(t *testing.T) {
	s, err := game(t, "ludo/propast").Parse("3/9 0 move:4")
	require.NoError(t, err)
	m, err := s.ParseMove("3-0")
	require.NoError(t, err)
	require.Equal(t, "3-7-0", m.String())
	optional := snakes(t, func(o *ludo.Rules) { o.Snakes.OptionalAscent = true })
	s, err = optional.Parse("0/0 0 move:1")
	require.NoError(t, err)
	for text, want := range map[string]string{"0-1": "0-1", "0-38": "0-1-38", "0-1-38": "0-1-38"} {
		m, err := s.ParseMove(text)
		require.NoError(t, err)
		require.Equal(t, want, m.String())
	}
	require.True(t, slices.Equal([]string{"0-1", "0-1-38"}, legalStrings(s)))
}

// TestPerft counts the game tree of a two-player Propast from the start,
// worked out by hand from the rules. The first four plies are all throws
// (6^d leaves): the two opening throws, then either the starter's first
// and second throw (or, after a first throw of 1, the other seat's first
// throw), or after a tie (6 of 36) a new opening round. At ply 5:
// a decided opening (30) with a first throw of 2-6 (5) and any second
// throw (6) has the one move 0-face: 900; with a first throw of 1 the
// other seat's first throw (6) is followed by 6 throws: 30×6×6 = 1080;
// a tie followed by the second round (6×36) ends in 6 throws each: 1296.
func TestPerft(t *testing.T) {
	s, err := game(t, "ludo/propast").New(2)
	require.NoError(t, err)
	p := s.(board.Perfter)
	for depth, want := range []uint64{1, 6, 36, 216, 1296, 900 + 1080 + 1296} {
		require.Equal(t, want, p.Perft(depth), "depth %d", depth)
		require.Equal(t, want, boardtest.Perft(s, depth), "generic, depth %d", depth)
	}
}

// cross builds Člověče, nezlob se! with the rules changed by f.
func cross(t *testing.T, f func(*ludo.CrossRules)) *ludo.Game {
	t.Helper()
	var r ludo.Rules
	f(&r.Cross)
	return userGame(t, "ludo/cross-test", r)
}

// TestLudoGolden plays the scenarios of Člověče, nezlob se!, named by
// their number, for four players (seat c has colour c: red 0, blue 1, green
// 2, yellow 3; red's start square is 0). The expected moves follow the
// rules of play: entry on a 6, ClearStart, exact home, JumpInHome.
func TestLudoGolden(t *testing.T) {
	std := game(t, "ludo")
	noJump := cross(t, func(o *ludo.CrossRules) { o.NoJumpInHome = true })
	capture := cross(t, func(o *ludo.CrossRules) { o.MandatoryCapture = true })
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"1.6-1 opening position: a 4 moves the start piece", std, "0/10/20/30 0 throw", []step{
			{[]string{"4"}, []string{"0-4"}, "0/10/20/30 0 move:4"},
			{[]string{"0-4"}, faces, "4/10/20/30 1 throw"},
		}},
		{"1.6-1 opening position: a 6 cannot enter, ClearStart moves 0-6, and red throws again", std, "0/10/20/30 0 throw", []step{
			{[]string{"6"}, []string{"0-6"}, "0/10/20/30 0 move:6"},
			{[]string{"0-6"}, faces, "6/10/20/30 0 again"},
		}},
		{"1.6-2 start square blocked by the own piece ahead: 5 captures blue", std, "0,5/10/-/- 0 throw", []step{
			{[]string{"5"}, []string{"5-10"}, "0,5/10/-/- 0 move:5"},
			{[]string{"5-10"}, nil, "0,10/-/-/- 1 throw"},
		}},
		{"1.6-2 start square blocked: a 6 moves the start piece", std, "0,5/10/-/- 0 throw", []step{
			{[]string{"6"}, []string{"0-6"}, "0,5/10/-/- 0 move:6"},
		}},
		{"1.6-3 home: a 3 moves into b or jumps c to d", std, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"3"}, []string{"38-b", "a-d"}, "38,a,c/0/-/- 0 move:3"},
			{[]string{"a-d"}, nil, "38,c,d/0/-/- 1 throw"},
		}},
		{"1.6-3 home without JumpInHome: the 3 is forfeited", noJump, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"3"}, []string{"pass"}, "38,a,c/0/-/- 0 move:3"},
			{[]string{"pass"}, nil, "38,a,c/0/-/- 1 throw"},
		}},
		{"1.6-3 home: a 6 enters, capturing blue on 0", std, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"6"}, []string{"base-0"}, "38,a,c/0/-/- 0 move:6"},
			{[]string{"base-0"}, faces, "0,38,a,c/-/-/- 0 again"},
		}},
		{"1.6-4 own piece blocks: 5 moves only 17-22", std, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"5"}, []string{"17-22"}, "12,17,c,d/15/-/- 0 move:5"},
		}},
		{"1.6-4 no compulsory capture: 3 captures or not", std, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15", "17-20"}, "12,17,c,d/15/-/- 0 move:3"},
			{[]string{"12-15"}, nil, "15,17,c,d/-/-/- 1 throw"},
		}},
		{"1.6-4 MandatoryCapture: only 12-15", capture, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15"}, "12,17,c,d/15/-/- 0 move:3"},
		}},
		{"1.6-5 stuck: 2 and 4 forfeited, the 6 enters, red throws again", std, "b,c,d/10/20/30 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "b,c,d/10/20/30 0 move:2:1"},
			{[]string{"pass"}, faces, "b,c,d/10/20/30 0 throw:1"},
			{[]string{"4", "pass"}, faces, "b,c,d/10/20/30 0 throw:2"},
			{[]string{"6"}, []string{"base-0"}, "b,c,d/10/20/30 0 move:6"},
			{[]string{"base-0"}, faces, "0,b,c,d/10/20/30 0 again"},
		}},
		{"1.6-5 stuck: 3, 1, 2 forfeited, the turn ends", std, "b,c,d/10/20/30 0 throw", []step{
			{[]string{"3", "pass", "1", "pass", "2"}, []string{"pass"}, "b,c,d/10/20/30 0 move:2:3"},
			{[]string{"pass"}, nil, "b,c,d/10/20/30 1 throw"},
		}},
		{"1.6-5 contrast: home a, c, d is not stuck, one throw only", std, "a,c,d/10/20/30 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "a,c,d/10/20/30 0 move:2"},
			{[]string{"pass"}, nil, "a,c,d/10/20/30 1 throw"},
		}},
		{"1.6-6 opening: blue and green tie on 6, green wins the re-throw and moves 20-25", std, "0/10/20/30 0 open:....", []step{
			{[]string{"4", "6", "6", "2"}, faces, "0/10/20/30 1 open:-..-"},
			{[]string{"3"}, nil, "0/10/20/30 2 open:-3.-"},
			{[]string{"5"}, []string{"20-25"}, "0/10/20/30 2 move:5"},
			{[]string{"20-25"}, nil, "0/10/25/30 3 throw"},
			{[]string{"1", "30-31"}, nil, "0/10/25/31 0 throw"},
			{[]string{"1", "0-1"}, nil, "1/10/25/31 1 throw"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}

// TestCrossPerft checks perft on the cross against counts worked out from
// the rules of play, and the Perfter against the generic walk. From
// the start of four players with red to throw: 6 throws; each has one move
// (1-5 move the start piece, a 6 must clear the start square, 0-6); after
// 1-5 the next seat throws (6 each), after the 6 red throws again (6), so
// 36 at depth 3; each of those has one move again (blue's start piece, or
// red's piece on 6 with 1-5 and the forced entry with a 6): 36 at depth 4.
func TestCrossPerft(t *testing.T) {
	s, err := ludo.Clovece.Parse("0/10/20/30 0 throw")
	require.NoError(t, err)
	p := s.(board.Perfter)
	for depth, want := range []uint64{1, 6, 6, 36, 36} {
		require.Equal(t, want, p.Perft(depth), "depth %d", depth)
	}
	for _, pos := range []string{"0/10/20/30 0 open:....", "38,a,c/0/-/- 0 throw", "b,c,d/10/20/30 0 throw", "12,17,c,d/15/-/- 0 again"} {
		s, err := ludo.Clovece.Parse(pos)
		require.NoError(t, err)
		for depth := range 6 {
			require.Equal(t, boardtest.Perft(s, depth), s.(board.Perfter).Perft(depth), "%s depth %d", pos, depth)
		}
	}
}

// TestTeamGolden plays the scenarios of the team game (2.x) and the crazy
// team game (3.x), named by their number: red (seat 0)
// and green (seat 2) against blue (1) and yellow (3).
func TestTeamGolden(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"2.6-1 a 6 moves any red piece or enters green on 20", ludo.Team, "4,14,25,33/-/c,d/- 0 throw", []step{
			{[]string{"6"}, []string{"4-10", "14-20", "25-31", "33-39", "2:base-20"}, "4,14,25,33/-/c,d/- 0 move:6"},
			{[]string{"2:base-20"}, faces, "4,14,25,33/-/20,c,d/- 0 again"},
		}},
		{"2.6-2 both entries, the partner's capturing blue", ludo.Team, "a,b,c/20/b,c,d/- 0 throw", []step{
			{[]string{"6"}, []string{"base-0", "2:base-20"}, "a,b,c/20/b,c,d/- 0 move:6"},
			{[]string{"2:base-20"}, nil, "a,b,c/-/20,b,c,d/- 0 again"},
		}},
		{"2.6-3 a partner's square is no target: the 2 is forfeited", ludo.Team, "18,b,c,d/-/20/- 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "18,b,c,d/-/20/- 0 move:2"},
			{[]string{"pass"}, nil, "18,b,c,d/-/20/- 1 throw"},
		}},
		{"2.3 a finished player frees his partner's pieces with 6s, with three throws", ludo.Team, "a,b,c,d/-/25,b/- 0 throw placed:0", []step{
			{[]string{"3"}, []string{"pass"}, "a,b,c,d/-/25,b/- 0 move:3:1 placed:0"},
			{[]string{"pass", "6"}, []string{"2:base-20"}, "a,b,c,d/-/25,b/- 0 move:6 placed:0"},
			{[]string{"2:base-20"}, faces, "a,b,c,d/-/20,25,b/- 0 again placed:0"},
		}},
		{"2.3 freeing the partner's last piece ends the finished player's turns", ludo.Team, "a,b,c,d/-/25,b,c/- 0 move:6 placed:0", []step{
			{[]string{"2:base-20"}, faces, "a,b,c,d/-/20,25,b,c/- 1 throw placed:0"},
		}},
		{"2.3 once the partner's base is empty the finished player has no turns", ludo.Team, "a,b,c,d/-/20,25,b,c/35 3 throw placed:0", []step{
			{[]string{"1", "35-36"}, nil, "a,b,c,d/-/20,25,b,c/36 1 throw placed:0"},
		}},
		{"3.6-1 a 2 moves any team piece", ludo.CrazyTeam, "4,b,c,d/-/22,a,b,c/- 0 throw", []step{
			{[]string{"2"}, []string{"4-6", "2:22-24", "2:b-d"}, "4,b,c,d/-/22,a,b,c/- 0 move:2"},
			{[]string{"2:b-d"}, nil, "4,b,c,d/-/22,a,c,d/- 1 throw"},
		}},
		{"3.6-2 a 6 must bring red in", ludo.CrazyTeam, "a,b,c/-/22,a,b,c/- 0 throw", []step{
			{[]string{"6"}, []string{"base-0"}, "a,b,c/-/22,a,b,c/- 0 move:6"},
		}},
		{"3.6-3 green's start square is cleared first", ludo.CrazyTeam, "5,a,b,c/-/20,b,c/- 0 throw", []step{
			{[]string{"3"}, []string{"2:20-23"}, "5,a,b,c/-/20,b,c/- 0 move:3"},
			{[]string{"2:20-23"}, nil, "5,a,b,c/-/23,b,c/- 1 throw"},
		}},
		{"3.4 the team with eight pieces home wins", ludo.CrazyTeam, "a,b,c,d/-/19,b,c,d/- 0 move:1 placed:0", []step{
			{[]string{"2:19-a"}, nil, "a,b,c,d/-/a,b,c,d/- - over placed:0,2"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
	s, err := ludo.CrazyTeam.Parse("a,b,c,d/-/a,b,c,d/- - over placed:0,2")
	require.NoError(t, err)
	o := s.Outcome()
	require.Equal(t, []board.Player{0, 2}, o.Winners)
	require.Equal(t, []int{1, 3, 1, 3}, o.Placings)
	_, err = ludo.Team.New(2)
	require.ErrorIs(t, err, board.ErrPlayers, "the team games are for four")
}

// TestFrankFurterGolden plays the scenarios of Frank and Furter, named
// by their number: the Franks are seat 0 (colour 0, start 0), the
// Furters seat 1 (colour 1, start 10). The scenarios name only the pieces
// that matter; the others stand where no forced-move priority (a forced entry,
// the start square to be cleared) interferes.
func TestFrankFurterGolden(t *testing.T) {
	ff := ludo.FrankFurter
	tests := []struct {
		name  string
		start string
		steps []step
	}{
		{"8.6-1 a Frank ends on a Furter: both leave the game", "5,20,25,30/11 0 throw", []step{
			{[]string{"6"}, []string{"5-11", "20-26", "25-31", "30-36"}, "5,20,25,30/11 0 move:6"},
			{[]string{"5-11"}, nil, "20,25,30/- 0 again caught:1"},
		}},
		{"8.6-2 a Furter never ends on a Frank", "13/11 1 throw", []step{
			{[]string{"2"}, []string{"pass"}, "13/11 1 move:2"},
		}},
		{"8.6-2 a Furter moves to an empty square", "13/11 1 throw", []step{
			{[]string{"3"}, []string{"11-14"}, "13/11 1 move:3"},
			{[]string{"11-14"}, nil, "13/14 0 throw"},
		}},
		{"8.6-3 a Frank goes round past 39 to 2: no home", "38/11 0 throw", []step{
			{[]string{"4"}, []string{"38-2"}, "38/11 0 move:4"},
			{[]string{"38-2"}, nil, "2/11 1 throw"},
		}},
		{"8.6-4 the last Furter caught: 3 caught, 1 home, the Franks win", "6/11,d 0 move:5 caught:2", []step{
			{[]string{"6-11"}, nil, "-/d - over caught:3"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, ff, tc.start, tc.steps) })
	}
	for _, tc := range []struct {
		pos    string
		winner board.Player
	}{
		{"5,7/c,d - over caught:2", 1}, // 2 caught, 2 home: the Furters
		{"-/d - over caught:3", 0},     // 3 caught, 1 home: the Franks
		{"1,2,3,4/a,b,c,d - over", 1},  // none caught
	} {
		s, err := ff.Parse(tc.pos)
		require.NoError(t, err, tc.pos)
		o := s.Outcome()
		require.Equal(t, []board.Player{tc.winner}, o.Winners, tc.pos)
		require.Equal(t, ludo.CodeDecided, o.Code)
	}
}

// TestParkingGolden plays the scenarios of Parking (the default
// parking squares 4, 8, 14, 18, 24, 28, 34, 38), named by their number
// there: red is seat 0 (start 0), blue seat 1 (start 10).
func TestParkingGolden(t *testing.T) {
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"5.6-1 red ends on 4 beside blue: no capture", ludo.Parking, "2/4/-/- 0 throw", []step{
			{[]string{"2"}, []string{"2-4"}, "2/4/-/- 0 move:2"},
			{[]string{"2-4"}, nil, "4/4/-/- 1 throw"},
		}},
		{"5.6-2 blue joins its own piece and red's on 4", ludo.Parking, "4/1,4/-/- 1 throw", []step{
			{[]string{"3"}, []string{"1-4", "4-7"}, "4/1,4/-/- 1 move:3"},
			{[]string{"1-4"}, nil, "4/4,4/-/- 2 throw"},
		}},
		{"5.6-3 ClearStart still applies: only 0-4, beside blue", ludo.Parking, "0,8,d/4/-/- 0 throw", []step{
			{[]string{"4"}, []string{"0-4"}, "0,8,d/4/-/- 0 move:4"},
			{[]string{"0-4"}, nil, "4,8,d/4/-/- 1 throw"},
		}},
		{"5.5-2 ParkedMovesOnlyIfForced: the parked piece waits", userGame(t, "ludo/parking-wait",
			ludo.Rules{Cross: ludo.CrossRules{Parking: "4,8,14,18,24,28,34,38", ParkedMovesOnlyIfForced: true}}), "4,11/-/-/- 0 throw", []step{
			{[]string{"2"}, []string{"11-13"}, "4,11/-/-/- 0 move:2"},
		}},
		{"5.3 a parked piece leaves when it is the only mover", ludo.Parking, "4,b,c,d/-/-/- 0 throw", []step{
			{[]string{"3"}, []string{"4-7"}, "4,b,c,d/-/-/- 0 move:3"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}

// TestBarricadeGolden plays the scenarios of Barricade, named by their
// number: red is seat 0 (start 0), blue seat 1 (start 10). The
// age: part counts the owner's turns begun since the barricade was formed;
// from the third it must be broken up.
func TestBarricadeGolden(t *testing.T) {
	tests := []struct {
		name  string
		start string
		steps []step
	}{
		{"4.6-1 12-15 forms a barricade on 15", "12,15,c,d/10/-/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15", "15-18"}, "12,15,c,d/10/-/- 0 move:3"},
			{[]string{"12-15"}, nil, "15,15,c,d/10/-/- 1 throw age:15=0"},
		}},
		{"4.6-2 blue may not land on the barricade", "15,15,c,d/10,b,c,d/-/- 1 throw age:15=1", []step{
			{[]string{"5"}, []string{"pass"}, "15,15,c,d/10,b,c,d/-/- 1 move:5 age:15=1"},
		}},
		{"4.6-2 blue may not pass the barricade", "15,15,c,d/10,b,c,d/-/- 1 throw age:15=1", []step{
			{[]string{"6"}, []string{"pass"}, "15,15,c,d/10,b,c,d/-/- 1 move:6 age:15=1"},
			{[]string{"pass"}, nil, "15,15,c,d/10,b,c,d/-/- 1 again age:15=1"},
		}},
		{"4.6-2 blue stops before the barricade", "15,15,c,d/10,b,c,d/-/- 1 throw age:15=1", []step{
			{[]string{"4"}, []string{"10-14"}, "15,15,c,d/10,b,c,d/-/- 1 move:4 age:15=1"},
		}},
		{"4.6-2 the owner passes his own barricade", "13,15,15,d/10,b,c,d/-/- 0 throw age:15=1", []step{
			{[]string{"4"}, []string{"13-17", "15-19"}, "13,15,15,d/10,b,c,d/-/- 0 move:4 age:15=1"},
		}},
		{"4.6-3 in T3 the barricade must be broken up", "15,15,30,d/-/-/- 0 throw age:15=3", []step{
			{[]string{"2"}, []string{"15-17"}, "15,15,30,d/-/-/- 0 move:2 age:15=3"},
			{[]string{"15-17"}, nil, "15,17,30,d/-/-/- 1 throw"},
		}},
		{"4.6-3 breaking up onto an own piece forms a new barricade", "15,15,17,30/-/-/- 0 throw age:15=3", []step{
			{[]string{"2"}, []string{"15-17"}, "15,15,17,30/-/-/- 0 move:2 age:15=3"},
			{[]string{"15-17"}, nil, "15,17,17,30/-/-/- 1 throw age:17=0"},
		}},
		{"4.3 the count: the owner's third turn after forming makes it due", "15,15,30,d/-/-/5 3 move:1 age:15=2", []step{
			{[]string{"5-6"}, nil, "15,15,30,d/-/-/6 0 throw age:15=3"},
		}},
		{"4.3 a due barricade that cannot be broken up does not hold the others", "15,15,30,d/17,17/-/- 0 throw age:15=3,17=0", []step{
			{[]string{"3"}, []string{"30-33"}, "15,15,30,d/17,17/-/- 0 move:3 age:15=3,17=0"},
			{[]string{"30-33"}, nil, "15,15,33,d/17,17/-/- 1 throw age:15=3,17=1"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, ludo.Barricade, tc.start, tc.steps) })
	}
}

// TestUnityGolden plays the scenarios of Unity is strength, named by their
// number there: red (seat 0) and green (seat 2) against blue (1) and
// yellow (3).
func TestUnityGolden(t *testing.T) {
	forced := userGame(t, "ludo/unity-forced", ludo.Rules{Cross: ludo.CrossRules{Teams: ludo.TeamsWalls, OptionalEntry: true, StartMayWait: true, MandatoryCapture: true}})
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"11.6-1 red ends on green: a wall on 15", ludo.Unity, "12,c,d/-/15/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15"}, "12,c,d/-/15/- 0 move:3"},
			{[]string{"12-15"}, nil, "15,c,d/-/15/- 1 throw"},
		}},
		{"11.6-2 blue may not land on the wall", ludo.Unity, "15,c,d/11,b,c,d/15/- 1 throw", []step{
			{[]string{"4"}, []string{"pass"}, "15,c,d/11,b,c,d/15/- 1 move:4"},
		}},
		{"11.6-2 blue may not pass the wall", ludo.Unity, "15,c,d/11,b,c,d/15/- 1 throw", []step{
			{[]string{"5"}, []string{"pass"}, "15,c,d/11,b,c,d/15/- 1 move:5"},
		}},
		{"11.6-2 blue stops before the wall", ludo.Unity, "15,c,d/11,b,c,d/15/- 1 throw", []step{
			{[]string{"3"}, []string{"11-14"}, "15,c,d/11,b,c,d/15/- 1 move:3"},
		}},
		{"11.6-2 the wall's own side may not pass it either", ludo.Unity, "13,15,c,d/-/15/- 0 throw", []step{
			{[]string{"4"}, []string{"15-19"}, "13,15,c,d/-/15/- 0 move:4"},
		}},
		{"11.6-3 blue's 6 evicts the wall from its start square", ludo.Unity, "10,c,d/3,b/10/- 1 throw", []step{
			{[]string{"6"}, []string{"base-10", "3-9"}, "c,d/3,b/-/- 1 move:6"},
			{[]string{"base-10"}, faces, "c,d/10,3,b/-/- 1 again"},
		}},
		{"11.6-4 a capture not taken costs the piece (Huff)", ludo.Unity, "20,30/23/-/- 0 throw", []step{
			{[]string{"3"}, []string{"20-23", "30-33"}, "20,30/23/-/- 0 move:3"},
			{[]string{"30-33"}, nil, "33/23/-/- 1 throw"},
		}},
		{"11.6-4 the capture taken", ludo.Unity, "20,30/23/-/- 0 throw", []step{
			{[]string{"3", "20-23"}, nil, "23,30/-/-/- 1 throw"},
		}},
		{"11.6-4 CaptureRule Forced: only the capture", forced, "20,30/23/-/- 0 throw", []step{
			{[]string{"3"}, []string{"20-23"}, "20,30/23/-/- 0 move:3"},
		}},
		{"11.6-5 two home, two in the base: stuck, three throws", ludo.Unity, "c,d/10/20/30 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "c,d/10/20/30 0 move:2:1"},
			{[]string{"pass", "4", "pass", "6"}, []string{"base-0"}, "c,d/10/20/30 0 move:6"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}

// TestRefugeeGolden plays the scenarios of Refugee, named by their
// number there: player 0 (colour 0, start 0) and player 1 (colour 2,
// start 20); the refugees: part gives each refugee's square and owner.
func TestRefugeeGolden(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		start string
		steps []step
	}{
		{"10.6-1 a 6: enter capturing the refugee, or the own refugee backwards", "-/- 1 throw refugees:0=1,20=0", []step{
			{[]string{"6"}, []string{"base-20", "0-34"}, "-/- 1 move:6 refugees:0=1,20=0"},
			{[]string{"base-20"}, faces, "-/20 1 again refugees:0=1,39=1"},
		}},
		{"10.6-2 the refugee captures a normal piece backwards", "-/17 0 throw refugees:0=1,20=0", []step{
			{[]string{"3"}, []string{"20-17"}, "-/17 0 move:3 refugees:0=1,20=0"},
			{[]string{"20-17"}, nil, "-/- 1 throw refugees:0=1,17=0"},
		}},
		{"10.6-3 normal pieces never capture normal pieces", "5/7 0 throw refugees:0=1,20=0", []step{
			{[]string{"2"}, []string{"20-18"}, "5/7 0 move:2 refugees:0=1,20=0"},
		}},
		{"10.6-3 a normal piece captures the opposing refugee, which goes behind 20", "5/- 0 throw refugees:7=1,20=0", []step{
			{[]string{"2"}, []string{"5-7", "20-18"}, "5/- 0 move:2 refugees:7=1,20=0"},
			{[]string{"5-7"}, nil, "7/- 1 throw refugees:19=0,20=0"},
		}},
		{"10.3 a player may own no refugee", "7/- 1 throw refugees:19=0,20=0", []step{
			{[]string{"2"}, []string{"pass"}, "7/- 1 move:2:1 refugees:19=0,20=0"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, ludo.Refugee, tc.start, tc.steps) })
	}
}

// TestOrbitGolden plays the scenarios of Orbit, named by their
// number there: two players, red (seat 0, start 0) and green (seat 1,
// colour 2, start 20); then the team game of four.
func TestOrbitGolden(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		start string
		steps []step
	}{
		{"9.6-1 a 1 enters beside the own piece, or moves one; red throws again", "0,12/25 0 throw", []step{
			{[]string{"1"}, []string{"base-0", "0-1", "12-13"}, "0,12/25 0 move:1"},
			{[]string{"0-1"}, faces, "1,12/25 0 again"},
		}},
		{"9.6-2 two reds share 14", "12,14/25 0 throw", []step{
			{[]string{"2"}, []string{"12-14", "14-16"}, "12,14/25 0 move:2"},
			{[]string{"12-14"}, nil, "14,14/25 1 throw"},
		}},
		{"9.6-3 green lands on two reds and captures one", "14,14/10 1 throw", []step{
			{[]string{"4"}, []string{"10-14x0"}, "14,14/10 1 move:4"},
			{[]string{"10-14x0"}, nil, "14/14 0 throw"},
		}},
		{"9.6-4 nothing is captured on a start square", "18/20 0 throw", []step{
			{[]string{"2"}, []string{"18-20"}, "18/20 0 move:2"},
			{[]string{"18-20"}, nil, "20/20 1 throw"},
		}},
		{"9.6-5 a 6, a 1 and a 4: three moves in one turn", "5/25 0 throw", []step{
			{[]string{"6", "5-11"}, faces, "11/25 0 again"},
			{[]string{"1", "11-12"}, faces, "12/25 0 again"},
			{[]string{"4", "12-16"}, nil, "16/25 1 throw"},
		}},
		{"9.3 a throw that only enters may be declined", "a,b,c/25 0 throw", []step{
			{[]string{"6"}, []string{"base-0", "pass"}, "a,b,c/25 0 move:6"},
			{[]string{"pass"}, faces, "a,b,c/25 0 again"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, ludo.Orbit, tc.start, tc.steps) })
	}
	// 9.4: with four players the first to finish wins for his team.
	s, err := ludo.Orbit.Parse("39,b,c,d/-/-/- 0 move:1")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "39-a"))
	require.Equal(t, "a,b,c,d/-/-/- - over placed:0", s.Position())
	require.Equal(t, []board.Player{0, 2}, s.Outcome().Winners)
}
