package domino

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// game returns the registered game id.
func game(t testing.TB, id string) *Game {
	t.Helper()
	g, ok := board.Lookup(id)
	if !ok {
		t.Fatalf("game %s not registered", id)
	}
	return g.(*Game)
}

// set parses tiles separated by spaces.
func set(t testing.TB, text string) Set {
	t.Helper()
	s, err := parseSet(text)
	if err != nil {
		t.Fatalf("set %q: %v", text, err)
	}
	return s
}

// midHand returns a state of game id in play with the given hands, seat 0
// to move, and a layout whose arms show the given open values (the tiles
// behind them are not modelled; the pool holds every tile not in a hand).
func midHand(t testing.TB, id string, hands []string, ends map[Arm]int) *State {
	t.Helper()
	s, err := game(t, id).NewState(len(hands))
	if err != nil {
		t.Fatal(err)
	}
	s.pool = FullSet
	for i, h := range hands {
		s.hands[i] = set(t, h)
		s.pool &^= s.hands[i]
	}
	s.phase, s.toMove, s.leader = phPlay, 0, 0
	s.lay.tiles, s.lay.centre = 2, TileOf(6, 6)
	for a, v := range ends {
		s.lay.open[a] = int8(v)
		s.lay.started[a] = true
	}
	return s
}

// legal returns the legal move strings, sorted.
func legal(s board.State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

func sorted(ms ...string) []string {
	out := slices.Clone(ms)
	slices.Sort(out)
	return out
}

// play replays moves and fails the test on the first error.
func play(t testing.TB, s board.State, moves string) {
	t.Helper()
	if err := board.Replay(s, strings.Fields(moves)...); err != nil {
		t.Fatalf("replay %q: %v\n%v", moves, err, s)
	}
}

// deep reports whether the deep, slow tests run (RULEBOOK_DEEP=1); the
// default runs check fewer states of the same kinds.
func deep() bool { return os.Getenv("RULEBOOK_DEEP") != "" }

// scaled returns n for deep runs and n/k (at least 1) otherwise.
func scaled(n, k int) int {
	if deep() {
		return n
	}
	return max(1, n/k)
}
