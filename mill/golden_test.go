package mill_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The worked scenarios of the games (1 nine men's morris to 7 cross mill),
// each named by its game's number and the scenario's. Expected move lists
// are written out from the scenario's text, not from the engine.

// setup is a position given as the scenarios give it: the stones of each
// colour by point names, the hands and the side to move.
type setup struct {
	white, black string
	wHand, bHand int
	side         string // "W" or "B"
	extra        string // " roll=345", " bm=14"
}

// notation writes the setup in the position notation.
func (s setup) notation() string {
	var b strings.Builder
	white, black := strings.Fields(s.white), strings.Fields(s.black)
	for _, n := range strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1") {
		switch {
		case slices.Contains(white, n):
			b.WriteByte('W')
		case slices.Contains(black, n):
			b.WriteByte('B')
		default:
			b.WriteByte('.')
		}
	}
	side := s.side
	if side == "" {
		side = "W"
	}
	b.WriteString(" " + side + " " + strconv.Itoa(s.wHand) + " " + strconv.Itoa(s.bHand) + s.extra)
	return b.String()
}

// state parses the setup in g.
func (s setup) state(t *testing.T, g *mill.Game) *mill.State {
	t.Helper()
	st, err := g.Parse(s.notation())
	require.NoError(t, err, s.notation())
	return st.(*mill.State)
}

// legal returns the legal moves of st as strings.
func legal(st board.State) []string {
	var out []string
	for _, m := range st.Legal() {
		out = append(out, m.String())
	}
	return out
}

// emptyPoints returns the points not named in occupied, in canonical order.
func emptyPoints(occupied ...string) []string {
	var out []string
	taken := strings.Fields(strings.Join(occupied, " "))
	for _, n := range strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1") {
		if !slices.Contains(taken, n) {
			out = append(out, n)
		}
	}
	return out
}

// placements lists a placement on each point of points except those in
// skip, then the extra moves.
func placements(points []string, skip string, extra ...string) []string {
	var out []string
	for _, p := range points {
		if !slices.Contains(strings.Fields(skip), p) {
			out = append(out, p)
		}
	}
	return append(out, extra...)
}

func TestNineMensMorrisScenarios(t *testing.T) {
	g := mill.NineMensMorris
	t.Run("1.1-protected-stones", func(t *testing.T) {
		s := setup{white: "a1 g1", black: "a4 b4 c4 d2 f4", wHand: 7, bHand: 4}
		want := placements(emptyPoints(s.white, s.black), "d1", "d1xd2", "d1xf4")
		assert.Len(t, want, 18)
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("1.2-all-opponent-stones-in-mills", func(t *testing.T) {
		s := setup{white: "a1 g1", black: "a4 b4 c4", wHand: 7, bHand: 6}
		want := placements(emptyPoints(s.white, s.black), "d1", "d1xa4", "d1xb4", "d1xc4")
		assert.Len(t, want, 21)
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("1.3-double-mill-in-placement", func(t *testing.T) {
		s := setup{white: "a4 a7 d1 g1", black: "b2 d6 f6", wHand: 5, bHand: 6}
		want := placements(emptyPoints(s.white, s.black), "a1", "a1xb2", "a1xd6", "a1xf6")
		assert.Len(t, want, 19)
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
		// With DoubleMillRemovesTwo the double mill takes two of the three.
		two, err := board.Configure(g, "DoubleMillRemovesTwo=true")
		require.NoError(t, err)
		// The removals are written in canonical point order (d6 f6 b2);
		// the other order reads as the same move.
		want = placements(emptyPoints(s.white, s.black), "a1", "a1xd6xb2", "a1xf6xb2", "a1xd6xf6")
		st := s.state(t, two.(*mill.Game))
		assert.ElementsMatch(t, want, legal(st))
		m, err := st.ParseMove("a1xb2xd6")
		require.NoError(t, err)
		assert.Equal(t, "a1xd6xb2", m.String())
	})
	t.Run("1.4-flying", func(t *testing.T) {
		s := setup{white: "a1 d1 b4", black: "a7 d7 g7 d5 f4"}
		var want []string
		for _, from := range []string{"a1", "d1", "b4"} {
			for _, to := range emptyPoints(s.white, s.black) {
				if from == "b4" && to == "g1" {
					want = append(want, "b4-g1xd5", "b4-g1xf4")
					continue
				}
				want = append(want, from+"-"+to)
			}
		}
		assert.Len(t, want, 49)
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("1.5-blockade", func(t *testing.T) {
		s := setup{white: "d1 b4 d6 g7", black: "a1 a4 a7 d7", side: "B"}
		st := s.state(t, g)
		o := st.Outcome()
		assert.True(t, o.Over)
		assert.Equal(t, []board.Player{0}, o.Winners, "White wins")
		assert.Equal(t, board.CodeNoMoves, o.Code)
		assert.Empty(t, st.Legal())
		// With BlockedPlayer=pass the turn passes to White instead.
		pass, err := board.Configure(g, "BlockedPlayer=pass")
		require.NoError(t, err)
		st = s.state(t, pass.(*mill.Game))
		assert.False(t, st.Outcome().Over)
		assert.Equal(t, []string{"pass"}, legal(st))
		require.NoError(t, board.Replay(st, "pass"))
		assert.Equal(t, board.Player(0), st.ToMove())
		assert.Equal(t, strings.Replace(s.notation(), " B ", " W ", 1), st.Position())
	})
	t.Run("1.6-loss-by-material", func(t *testing.T) {
		s := setup{white: "a1 d1 g4 e3", black: "b6 c5 e5"}
		st := s.state(t, g)
		require.NoError(t, board.Replay(st, "g4-g1xb6"))
		o := st.Outcome()
		assert.True(t, o.Over)
		assert.Equal(t, []board.Player{0}, o.Winners)
		assert.Equal(t, "two-stones", o.Code)
		assert.Equal(t, board.Nobody, st.ToMove(), "Black gets no further turn")
		assert.Empty(t, st.Legal())
	})
}

func TestLaskerScenarios(t *testing.T) {
	g := mill.LaskerMorris
	t.Run("2.1-place-or-move", func(t *testing.T) {
		s := setup{white: "a1 d1 f2 d6", black: "g1 a4 d7 e4", wHand: 6, bHand: 6}
		want := placements(emptyPoints(s.white, s.black), "",
			"d6-b6", "d6-f6", "d6-d5", "f2-f4", "f2-d2", "d1-d2")
		assert.Len(t, want, 22)
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("2.2-refill-trick", func(t *testing.T) {
		s := setup{white: "a1 d1 g4", black: "b6", wHand: 5, bHand: 6}
		got := legal(s.state(t, g))
		assert.Contains(t, got, "g1xb6")
		assert.Contains(t, got, "g4-g1xb6")
		assert.NotContains(t, got, "g1", "the placement forms a mill and must remove")
		assert.NotContains(t, got, "g4-g1")
	})
	t.Run("2.3-flying-with-stones-in-hand", func(t *testing.T) {
		s := setup{white: "a1 g7", black: "b4 d2 f4 c5 e3 d7", wHand: 1, bHand: 1}
		empty := emptyPoints(s.white, s.black)
		want := placements(empty, "")
		for _, from := range []string{"a1", "g7"} {
			for _, to := range empty {
				want = append(want, from+"-"+to)
			}
		}
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("first-move-is-a-placement", func(t *testing.T) {
		st, err := g.New(2)
		require.NoError(t, err)
		assert.ElementsMatch(t, emptyPoints(), legal(st))
	})
}

func TestKnightScenarios(t *testing.T) {
	g := mill.KnightMill
	t.Run("3.1-targets", func(t *testing.T) {
		for p, want := range map[string]string{"a1": "d7 c4 g4 d3", "d6": "b2 f2", "b4": "f6 f2"} {
			assert.ElementsMatch(t, strings.Fields(want), strings.Fields(knight(t, p).String()), p)
		}
	})
	t.Run("3.2-move-list", func(t *testing.T) {
		s := setup{white: "a1 d2 f4 g7", black: "d3 c4 e5 b6"}
		want := []string{"a1-d7", "a1-g4", "d2-f6", "f4-b2", "g7-d5", "g7-a4", "g7-e4", "g7-d1"}
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("3.3-jumping-over-stones", func(t *testing.T) {
		s := setup{white: "a1 d5 e3 f6", black: "a4 a7 g1 b6"}
		got := legal(s.state(t, g))
		assert.Contains(t, got, "a1-d7", "the path a4, a7 is occupied, which does not matter")
		assert.NotContains(t, got, "a1-d1", "no one-step slides in knight mill")
	})
}

// knight returns the knight targets of the named point.
func knight(t *testing.T, name string) mill.Bits {
	t.Helper()
	p, err := mill.ParsePoint(name)
	require.NoError(t, err)
	return mill.KnightTargets(p)
}

func TestDiceScenarios(t *testing.T) {
	g := mill.DiceMill
	t.Run("4.1-trigger-set", func(t *testing.T) {
		for _, r := range []string{"2-3-4", "6-4-5", "1-3-2"} {
			assert.True(t, g.Triggers(roll(t, r)), r)
		}
		for _, r := range []string{"1-2-4", "6-6-6", "3-3-4"} {
			assert.False(t, g.Triggers(roll(t, r)), r)
		}
		triples, err := board.Configure(g, "DiceTrigger=triples")
		require.NoError(t, err)
		assert.True(t, triples.(*mill.Game).Triggers(roll(t, "6-6-6")))
		assert.False(t, triples.(*mill.Game).Triggers(roll(t, "2-3-4")))
	})
	t.Run("4.2-bonus-plus-mill", func(t *testing.T) {
		s := setup{white: "a1 d1", black: "a7 d7 g7 e4", wHand: 7, bHand: 5, extra: " roll=345"}
		var want []string
		for _, p := range emptyPoints(s.white, s.black) {
			if p == "g1" {
				want = append(want, "g1xe4",
					"[xa7]g1xd7", "[xa7]g1xg7", "[xa7]g1xe4",
					"[xd7]g1xa7", "[xd7]g1xg7", "[xd7]g1xe4",
					"[xg7]g1xa7", "[xg7]g1xd7", "[xg7]g1xe4")
				continue
			}
			want = append(want, p, "[xa7]"+p, "[xd7]"+p, "[xg7]"+p)
		}
		assert.Len(t, want, 78)
		want = append(want, "[xa7]a7", "[xd7]d7", "[xg7]g7")
		assert.ElementsMatch(t, want, legal(s.state(t, g)))
	})
	t.Run("4.3-no-opponent-mill", func(t *testing.T) {
		s := setup{white: "a1 d1", black: "a7 d7 e4", wHand: 7, bHand: 6, extra: " roll=123"}
		plain := s
		plain.extra = " roll=124"
		assert.ElementsMatch(t, legal(plain.state(t, g)), legal(s.state(t, g)))
		assert.Len(t, legal(s.state(t, g)), 21, "19 empty points, g1 removing one of three stones")
	})
	t.Run("throw-before-each-placing-turn", func(t *testing.T) {
		st, err := g.New(2)
		require.NoError(t, err)
		assert.Equal(t, board.Chance, st.ToMove())
		outcomes := legal(st)
		assert.Len(t, outcomes, 56)
		chances := st.(board.Chancy).Chances()
		// dice: ways of the 216 ordered throws (three different faces: 6,
		// a pair: 3, a triple: 1).
		for i, o := range outcomes {
			r := roll(t, o)
			ways := 6.0
			switch {
			case r.Doubles():
				ways = 1
			case r.Face(0) == r.Face(1) || r.Face(1) == r.Face(2):
				ways = 3
			}
			assert.InDelta(t, ways/216, chances[i], 1e-12, o)
		}
		require.NoError(t, board.Replay(st, "3-5-4"))
		assert.Equal(t, "........................ W 9 9 roll=345", st.Position())
		assert.Equal(t, board.Player(0), st.ToMove())
		require.NoError(t, board.Replay(st, "d1"))
		assert.Equal(t, board.Chance, st.ToMove(), "Black throws before his placement")
	})
	t.Run("bonus-alone-wins", func(t *testing.T) {
		// Black's last placement; White has only his mill a1-d1-g1 left.
		s := setup{white: "a1 d1 g1", black: "b6 d5 f4 c3 e3 b2 f2 a4", wHand: 0, bHand: 1, side: "B", extra: " roll=456"}
		st := s.state(t, g)
		got := legal(st)
		assert.Contains(t, got, "[xa1]")
		assert.NotContains(t, got, "[xa1]g4", "the bonus alone ends the game")
		require.NoError(t, board.Replay(st, "[xd1]"))
		o := st.Outcome()
		assert.Equal(t, []board.Player{1}, o.Winners)
		assert.Equal(t, "two-stones", o.Code)
	})
}

func roll(t *testing.T, s string) dice.Roll {
	t.Helper()
	r, err := dice.ParseRoll(s)
	require.NoError(t, err)
	return r
}

func TestTwelveScenarios(t *testing.T) {
	g := mill.TwelveMensMorris
	t.Run("5.1-diagonal-mill", func(t *testing.T) {
		s := setup{white: "a1 c3", black: "d1 g1 d7 g7", wHand: 10, bHand: 8}
		var b2 []string
		for _, m := range legal(s.state(t, g)) {
			if strings.HasPrefix(m, "b2") {
				b2 = append(b2, m)
			}
		}
		assert.ElementsMatch(t, []string{"b2xd1", "b2xg1", "b2xd7", "b2xg7"}, b2)
	})
	t.Run("5.2-diagonal-adjacency", func(t *testing.T) {
		graph := mill.Morris(true)
		for p, want := range map[string]string{"a1": "a4 d1 b2", "b2": "b4 d2 a1 c3", "d2": "d3 b2 f2 d1"} {
			q, err := graph.Point(p)
			require.NoError(t, err)
			var got []string
			for _, n := range graph.Neighbors(q) {
				got = append(got, graph.Name(n))
			}
			assert.ElementsMatch(t, strings.Fields(want), got, p)
		}
		// In play: a stone on a1 slides to b2 in twelve men's morris only.
		s := setup{white: "a1 d5 e5 g4", black: "d7 b6 f6 a4"}
		assert.Contains(t, legal(s.state(t, g)), "a1-b2")
		assert.NotContains(t, legal(s.state(t, mill.NineMensMorris)), "a1-b2")
	})
	t.Run("5.3-full-board", func(t *testing.T) {
		white := strings.Fields("a7 g7 d6 d5 e5 b4 f4 c3 e3 f2 a1 d1")
		black := strings.Fields("d7 b6 f6 c5 a4 c4 e4 g4 d3 b2 d2 g1")
		play := func(g board.Game) board.State {
			st, err := g.New(2)
			require.NoError(t, err)
			for i := range white {
				// The placement alone, without a removal, is legal: no
				// placement forms a mill.
				require.NoError(t, board.Replay(st, white[i], black[i]))
			}
			return st
		}
		o := play(g).Outcome()
		assert.True(t, o.Draw())
		assert.Equal(t, "full-board", o.Code)
		loses, err := board.Configure(g, "FullBoardDraw=false")
		require.NoError(t, err)
		o = play(loses).Outcome()
		assert.Equal(t, []board.Player{1}, o.Winners, "White, to move with no empty point, loses")
		assert.Equal(t, board.CodeNoMoves, o.Code)
		// With passes, White passes and Black, blocked too, draws.
		passes, err := board.Configure(g, "FullBoardDraw=false", "BlockedPlayer=pass")
		require.NoError(t, err)
		st := play(passes)
		assert.Equal(t, []string{"pass"}, legal(st))
		require.NoError(t, board.Replay(st, "pass"))
		o = st.Outcome()
		assert.True(t, o.Draw())
		assert.Equal(t, board.CodeBlocked, o.Code)
	})
}

func TestHuntScenarios(t *testing.T) {
	g := mill.TheHunt
	t.Run("6.1-opening-moves", func(t *testing.T) {
		st, err := g.New(2)
		require.NoError(t, err)
		assert.Equal(t, board.Player(1), st.ToMove(), "Black moves first")
		// Black a7 d7 g7 a4 g4 a1 d1 g1, White c5 d5 e5 c4 e4 c3 d3 e3, in
		// canonical order.
		assert.Equal(t, "BBB...WWWB.WW.BWWW...BBB B 0 0", st.Position())
		got := legal(st)
		assert.ElementsMatch(t, []string{"d7-d6", "a4-b4", "g4-f4", "d1-d2"}, got)
		for _, m := range got {
			c := st.Clone()
			require.NoError(t, board.Replay(c, m))
			assert.False(t, c.Outcome().Over, "%s forms no mill: the outer mills already stood", m)
		}
	})
	t.Run("6.2-forced-plug", func(t *testing.T) {
		st, err := g.New(2)
		require.NoError(t, err)
		require.NoError(t, board.Replay(st, "a4-b4"))
		replies := legal(st)
		assert.Len(t, replies, 64, "8 stones × 8 empty points")
		var safe []string
		for _, m := range replies {
			c := st.Clone()
			require.NoError(t, board.Replay(c, m))
			lost := false
			for _, b := range legal(c) {
				d := c.Clone()
				require.NoError(t, board.Replay(d, b))
				lost = lost || d.Outcome().Won(1)
			}
			if !lost {
				safe = append(safe, m)
			}
		}
		want := []string{"c5-a4", "d5-a4", "e5-a4", "c4-a4", "e4-a4", "c3-a4", "d3-a4", "e3-a4"}
		assert.ElementsMatch(t, want, safe)
		c := st.Clone()
		require.NoError(t, board.Replay(c, "c5-b6", "b4-a4"))
		assert.Equal(t, []board.Player{1}, c.Outcome().Winners, "b4-a4 re-forms a1-a4-a7")
		assert.Equal(t, "mill", c.Outcome().Code)
	})
	t.Run("6.3-move-limit", func(t *testing.T) {
		s := setup{white: "c5 d5 e5 c4 e4 c3 d3 e3", black: "a7 d7 g7 a4 g4 a1 d1 g1", side: "B", extra: " bm=14"}
		st := s.state(t, g)
		require.NoError(t, board.Replay(st, "d7-d6"))
		o := st.Outcome()
		assert.Equal(t, []board.Player{0}, o.Winners, "Black's 15th move formed no mill: White wins")
		assert.Equal(t, "hunt-limit", o.Code)
		assert.Empty(t, st.Legal(), "Black's 16th move is never generated")
	})
}

func TestCrossScenarios(t *testing.T) {
	g := mill.CrossMill
	t.Run("7.1-opening-list", func(t *testing.T) {
		st, err := g.New(2)
		require.NoError(t, err)
		// White a4 c4 e4 g4 d2 d6, Black b4 f4 d1 d3 d5 d7, in canonical order.
		assert.Equal(t, ".B..W..B.WBWWBW.B..W..B. W 0 0", st.Position())
		want := []string{"d6-b6", "d6-f6", "a4-a7", "a4-a1", "c4-c5", "c4-c3", "e4-e5", "e4-e3", "g4-g7", "g4-g1", "d2-b2", "d2-f2"}
		assert.ElementsMatch(t, want, legal(st))
	})
	t.Run("7.2-winning-slide", func(t *testing.T) {
		s := setup{white: "a1 a7 b4 c3 e5 f2", black: "d1 d3 d5 d7 f4 g4"}
		st := s.state(t, g)
		want := []string{"a1-a4", "a7-a4", "b4-a4", "b4-b2", "b4-b6", "b4-c4", "c3-c4", "e5-e4", "f2-d2"}
		assert.ElementsMatch(t, want, legal(st))
		for _, m := range want {
			c := st.Clone()
			require.NoError(t, board.Replay(c, m))
			if m == "b4-a4" {
				assert.Equal(t, []board.Player{0}, c.Outcome().Winners, "b4-a4 forms a1-a4-a7 and wins")
				assert.Equal(t, "mill", c.Outcome().Code)
				continue
			}
			assert.False(t, c.Outcome().Over, m)
		}
	})
	t.Run("7.3-no-mill-from-the-setup", func(t *testing.T) {
		p := g.Start()
		assert.Zero(t, p.InMills(mill.White))
		assert.Zero(t, p.InMills(mill.Black))
		assert.Equal(t, 6, p.Stones(mill.White).Count())
		assert.Equal(t, 6, p.Stones(mill.Black).Count())
	})
}
