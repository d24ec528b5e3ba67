package ludo_test

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"

	"github.com/rulebook-go/rulebook/ludo"
	"pgregory.net/rapid"
)

// drawGame draws a rule set with random options: Propast in either
// reading with a random abyss set, or Snakes and Ladders on the Milton
// Bradley board with random finish, start, ascent and placing options.
func drawGame(t *rapid.T) *ludo.Game {
	opening := ludo.Opening(rapid.IntRange(0, 1).Draw(t, "opening"))
	names := board.Names{ID: "ludo/drawn", Name: "A drawn race"}
	if rapid.Bool().Draw(t, "propast") {
		abysses := rapid.SliceOfNDistinct(rapid.IntRange(1, 30), 1, 12, rapid.ID[int]).Draw(t, "abysses")
		r := ludo.Rules{Race: ludo.RacePropast, Opening: opening, Propast: ludo.PropastRules{
			Reading: ludo.Reading(rapid.IntRange(0, 1).Draw(t, "reading")),
			Abysses: joinInts(abysses),
		}}
		g, err := ludo.NewGame(names, r)
		if run := longestRun(abysses); run >= 6 {
			if err == nil {
				t.Fatalf("abysses %v have %d in a row, the goal is unreachable, but NewGame accepted them", abysses, run)
			}
			t.Skip("unreachable goal rejected")
		}
		if err != nil {
			t.Fatalf("NewGame(%+v): %v", r, err)
		}
		return g
	}
	r := ludo.Rules{Race: ludo.RaceSnakes, Opening: opening, FirstFinisherEnds: rapid.Bool().Draw(t, "first ends"),
		Snakes: ludo.SnakesRules{
			Finish:         ludo.Finish(rapid.IntRange(0, 2).Draw(t, "finish")),
			StartPosition:  rapid.IntRange(0, 1).Draw(t, "start"),
			OptionalAscent: rapid.Bool().Draw(t, "optional"),
		}}
	g, err := ludo.NewGame(names, r)
	if err != nil {
		t.Fatalf("NewGame(%+v): %v", r, err)
	}
	return g
}

// joinInts writes fields as PropastRules.Abysses takes them.
func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}

// longestRun returns the length of the longest run of consecutive fields.
func longestRun(fields []int) int {
	set := map[int]bool{}
	for _, f := range fields {
		set[f] = true
	}
	best := 0
	for f := range set {
		n := 0
		for set[f+n] {
			n++
		}
		best = max(best, n)
	}
	return best
}

// isPropast tells the two games apart by their IDs.
func isPropast(g *ludo.Game) bool { return g.Race() == ludo.RacePropast }

// goalOf returns the position of a finished stone.
func goalOf(g *ludo.Game) int {
	if isPropast(g) {
		return 32
	}
	return 100
}

// TestPlayoutInvariants plays random games of random rule sets through the
// typed API and checks the invariants of ludo.md §12.6 and §13.6 at every
// step, and that the recorded game replays identically.
func TestPlayoutInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		n := rapid.IntRange(g.Info().MinPlayers, g.Info().MaxPlayers).Draw(t, "players")
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		s, err := g.NewTrackState(n)
		if err != nil {
			t.Fatal(err)
		}
		start := *s
		var moves []string
		var positions []string
		var buf []ludo.TrackMove
		for s.Phase() != ludo.PhaseOver {
			if len(moves) > g.Info().MaxPlies {
				t.Fatalf("no end after MaxPlies = %d", g.Info().MaxPlies)
			}
			checkState(t, g, s)
			buf = s.LegalMoves(buf)
			checkMoves(t, s, buf)
			m := buf[r.IntN(len(buf))]
			before := *s
			if err := s.PlayMove(m); err != nil {
				t.Fatalf("%s: legal move %s: %v", before.Position(), m, err)
			}
			checkTransition(t, g, &before, s, m)
			moves = append(moves, m.String())
			positions = append(positions, s.Position())
		}
		checkState(t, g, s)
		checkEnd(t, s)
		// Determinism: the same moves from the same start give the same states.
		again := start
		for i, text := range moves {
			m, err := again.ParseTrackMove(text)
			if err != nil {
				t.Fatalf("replay of %s: %v", text, err)
			}
			if err := again.PlayMove(m); err != nil {
				t.Fatalf("replay of %s: %v", text, err)
			}
			if again.Position() != positions[i] {
				t.Fatalf("replay differs after %d moves: %s, was %s", i+1, again.Position(), positions[i])
			}
		}
	})
}

// checkState checks the invariants of one state and its notation round trip.
func checkState(t *rapid.T, g *ludo.Game, s *ludo.TrackState) {
	goal := goalOf(g)
	fin := s.Finished()
	seen := map[int]bool{}
	for _, p := range fin {
		if seen[p] || s.Stone(p) != goal {
			t.Fatalf("%s: finishing order %v: seat %d twice or not through", s.Position(), fin, p)
		}
		seen[p] = true
	}
	onField := map[int]int{}
	for i := range s.Seats() {
		x := s.Stone(i)
		if x < 0 || x > goal {
			t.Fatalf("%s: stone %d on %d, off the track", s.Position(), i, x)
		}
		if (x == goal) != seen[i] {
			t.Fatalf("%s: stone %d on %d but finished=%v", s.Position(), i, x, seen[i])
		}
		if isPropast(g) && x > 0 && x < goal {
			if prev, ok := onField[x]; ok {
				t.Fatalf("%s: stones %d and %d share field %d", s.Position(), prev, i, x)
			}
			onField[x] = i
		}
	}
	p, err := g.ParseTrackState(s.Position())
	if err != nil {
		t.Fatalf("Parse(%q): %v", s.Position(), err)
	}
	if *p != *s {
		t.Fatalf("Parse(%q) gives another state: %s", s.Position(), p.Position())
	}
}

// checkMoves checks the legal moves: faces at chance nodes; at a seat's
// move either a lone pass or only steps of the seat's stone; every move's
// string reads back to it.
func checkMoves(t *rapid.T, s *ludo.TrackState, ms []ludo.TrackMove) {
	if len(ms) == 0 {
		t.Fatalf("%s: no legal move before the end", s.Position())
	}
	for i, m := range ms {
		switch {
		case s.Phase() == ludo.PhaseMove && m.Kind() == ludo.Throw,
			s.Phase() != ludo.PhaseMove && m.Kind() != ludo.Throw,
			m.Kind() == ludo.Pass && len(ms) != 1,
			m.Kind() == ludo.Step && m.From() != s.Stone(s.Seat()),
			m.Kind() == ludo.Throw && m.Face() != i+1:
			t.Fatalf("%s: move %d %s does not belong here (moves %v)", s.Position(), i, m, ms)
		}
		back, err := s.ParseTrackMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%s: ParseMove(%s) = %v, %v", s.Position(), m, back, err)
		}
	}
	if len(s.Legal()) != len(ms) {
		t.Fatalf("%s: Legal has %d moves, Moves %d", s.Position(), len(s.Legal()), len(ms))
	}
}

// checkTransition checks what one move changed: a throw moves no stone, a
// step moves the seat's stone to where it says and at most one other stone
// (Propast's push, back to the mover's origin), a pass moves nothing; the
// finishing order only grows; the rules of the two Propast readings about
// which throws may move a stone hold.
func checkTransition(t *rapid.T, g *ludo.Game, before, after *ludo.TrackState, m ludo.TrackMove) {
	mover := before.Seat()
	for i := range before.Seats() {
		x, y := before.Stone(i), after.Stone(i)
		switch {
		case x == y:
		case m.Kind() == ludo.Step && i == mover && y == m.To():
		case m.Kind() == ludo.Step && isPropast(g) && y == m.From() && x == m.To():
		default:
			t.Fatalf("%s, %s: stone %d went from %d to %d", before.Position(), m, i, x, y)
		}
	}
	if fb, fa := before.Finished(), after.Finished(); !slices.Equal(fb, fa[:min(len(fa), len(fb))]) || len(fa) < len(fb) {
		t.Fatalf("%s, %s: finishing order %v became %v", before.Position(), m, fb, fa)
	}
	if before.Phase() != ludo.PhaseThrow || m.Kind() != ludo.Throw || !isPropast(g) {
		return
	}
	// Propast: after the first throw of a turn, the stone may move only
	// if the rules allow: Book needs 2-6 and then a second throw; Web at
	// the start needs a 1 and then a second throw.
	web := g.Rules().Propast.Reading == ludo.ReadingWeb
	atStart := before.Stone(mover) == 0
	var want ludo.Phase
	switch {
	case !web && m.Face() == 1, web && atStart && m.Face() != 1:
		want = ludo.PhaseThrow // the turn passes (or the game goes on with the next seat)
	case !web, atStart:
		want = ludo.PhaseThrow2
	default:
		want = ludo.PhaseMove
	}
	if after.Phase() != want || want == ludo.PhaseThrow && after.Seat() == mover && before.Seats()-len(before.Finished()) > 1 {
		t.Fatalf("%s, first throw %s: phase %d seat %d, want phase %d and the turn passed", before.Position(), m, after.Phase(), after.Seat(), want)
	}
}

// checkEnd checks the outcome of a finished game.
func checkEnd(t *rapid.T, s *ludo.TrackState) {
	o := s.Outcome()
	fin := s.Finished()
	if !o.Over || len(o.Winners) != 1 || int(o.Winners[0]) != fin[0] {
		t.Fatalf("%s: outcome %+v, finishing order %v", s.Position(), o, fin)
	}
	for k, p := range fin {
		if o.Placings[p] != k+1 {
			t.Fatalf("%s: placings %v, finishing order %v", s.Position(), o.Placings, fin)
		}
	}
	if s.Legal() != nil && len(s.Legal()) != 0 {
		t.Fatalf("%s: legal moves after the end", s.Position())
	}
}
