package boardtest

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"os"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// Run checks g against the contract of package board: first its Info, its
// player counts and its position parser ("info" subtest), then random
// playouts from New for every player count from Info.MinPlayers to
// Info.MaxPlayers (one "players=N" subtest each, driven by rapid). See the
// package documentation for the list of checks and the time budget.
//
// Run does not need g to be registered.
func Run(t *testing.T, g board.Game) {
	t.Helper()
	if g == nil {
		t.Fatal("boardtest: Run of a nil game")
	}
	var ok bool
	t.Run("info", func(t *testing.T) { ok = checkInfo(t, g) })
	if !ok {
		return // player counts or MaxPlies unusable: playouts cannot run
	}
	info := g.Info()
	counts := info.MaxPlayers - info.MinPlayers + 1
	for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
		t.Run(fmt.Sprintf("players=%d", n), func(t *testing.T) { checkPlayouts(t, g, n, counts) })
	}
}

// maxSeats is the most seats a Player (int8) can number.
const maxSeats = math.MaxInt8

// checkInfo checks what can be checked without playing: the Info, New at
// unsupported player counts, and Parse of junk. It reports whether the
// player counts and MaxPlies allow playouts to run.
func checkInfo(t rapid.TB, g board.Game) bool {
	t.Helper()
	info := g.Info()
	if !reflect.DeepEqual(info, g.Info()) {
		t.Errorf("Info() returns a different value on a second call")
	}
	base, valid := board.BaseID(info.ID)
	if !valid {
		t.Errorf("Info().ID %q is not a valid ID (board.ValidID), nor one derived from it (board.Derive)", info.ID)
	}
	if g.ID() != info.ID {
		t.Errorf("ID() = %q but Info().ID = %q", g.ID(), info.ID)
	}
	for _, f := range []struct{ name, value string }{
		{"Name", info.Name}, {"Family", info.Family}, {"Summary", info.Summary},
	} {
		if strings.TrimSpace(f.value) == "" {
			t.Errorf("Info().%s is empty", f.name)
		}
	}
	if family, _, _ := strings.Cut(base, "/"); info.Family != family {
		t.Errorf("Info().Family %q is not the first part of the ID %q", info.Family, info.ID)
	}
	names := map[string]bool{}
	for _, o := range info.Options {
		if o.Name == "" || names[o.Name] {
			t.Errorf("Info().Options: empty or repeated option name %q", o.Name)
		}
		if o.Value == "" || o.Doc == "" {
			t.Errorf("Info().Options: option %q needs its Value and a Doc", o.Name)
		}
		names[o.Name] = true
	}
	checkInfoContract(t, g, info)
	ok := true
	if info.MinPlayers < 1 || info.MinPlayers > info.MaxPlayers || info.MaxPlayers > maxSeats {
		t.Errorf("Info() players %d..%d: want 1 <= MinPlayers <= MaxPlayers <= %d", info.MinPlayers, info.MaxPlayers, maxSeats)
		ok = false
	}
	if info.MaxPlies <= 0 {
		t.Errorf("Info().MaxPlies = %d: a game must declare a positive bound on playout length", info.MaxPlies)
		ok = false
	}
	if ok {
		for _, n := range []int{0, info.MinPlayers - 1, info.MaxPlayers + 1} {
			if n >= info.MinPlayers && n <= info.MaxPlayers {
				continue
			}
			if _, err := guard(func() (board.State, error) { return g.New(n) }); !errors.Is(err, board.ErrPlayers) {
				t.Errorf("New(%d) for a game of %d..%d players: got error %v, want one wrapping ErrPlayers", n, info.MinPlayers, info.MaxPlayers, err)
			}
		}
	}
	for _, junk := range []string{"", " ", "garbage", "\x00\xff", "🎲🎲🎲"} {
		if _, err := guard(func() (board.State, error) { return g.Parse(junk) }); !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Parse(%q): got error %v, want one wrapping ErrBadNotation", junk, err)
		}
	}
	return ok
}

// guard calls f, turning a panic into an error that says so (wrapping no
// error kind, so that the caller's errors.Is check reports it).
func guard[V any](f func() (V, error)) (v V, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("panic: %v", p)
		}
	}()
	return f()
}

// The ply budget of one game, shared by its player counts: once a player
// count has checked its share of minPlayouts games (at least
// minPerCount) and of defaultPlyBudget plies, the remaining rapid checks
// pass at once, so that games with long playouts (a six-player race) and
// games of many player counts stay as quick to test as chess. BOARDTEST_PLIES=N sets the budget (0: no
// budget), and so does an explicit -rapid.checks or RAPID_CHECKS (no
// budget: every rapid check plays a game).
const (
	defaultPlyBudget = 10000
	minPlayouts      = 10
	minPerCount      = 3
)

// plyBudget returns the ply budget in force, 0 for none.
func plyBudget() int {
	if s, ok := os.LookupEnv("BOARDTEST_PLIES"); ok {
		if n, err := strconv.Atoi(s); err == nil && n >= 0 {
			return n
		}
	}
	_, explicit := os.LookupEnv("RAPID_CHECKS")
	flag.Visit(func(f *flag.Flag) { explicit = explicit || f.Name == "rapid.checks" })
	switch {
	case explicit:
		return 0
	case testing.Short():
		return defaultPlyBudget / 4
	}
	return defaultPlyBudget
}

// checkPlayouts runs the random playouts of g with n players, one per
// rapid check, within its share (one of counts) of the game's ply budget.
// After a failure the budget no longer applies, so that rapid's shrinking
// replays every candidate.
func checkPlayouts(t rapid.TB, g board.Game, n, counts int) {
	t.Helper()
	info := g.Info()
	budget := plyBudget() / counts
	least := max(minPerCount, minPlayouts/counts)
	var games, plies int
	failed := false
	rapid.Check(t, func(rt *rapid.T) {
		if !failed && budget > 0 && games >= least && plies >= budget {
			return
		}
		passed := false
		defer func() { failed = failed || !passed }()
		w := newWalker(rt, g, n, info.MaxPlies)
		w.run()
		games++
		plies += w.plies
		passed = true
	})
	t.Logf("boardtest: %d random games of %d players checked, %d plies", games, n, plies)
}
