package ludo_test

import (
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

// playout plays s to the end with random moves and returns the plies.
func playout(s *ludo.TrackState, r *rand.Rand, buf []ludo.TrackMove) (int, []ludo.TrackMove) {
	plies := 0
	for s.Phase() != ludo.PhaseOver {
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.IntN(len(buf))])
		plies++
	}
	return plies, buf
}

// TestMaxPliesMargin plays series of random games with the most players
// and checks that the longest stays within a quarter of Info.MaxPlies, so
// that the bound, computed from the single-stone Markov chain, holds with
// a wide margin also with Propast's pushes. LUDO_GAMES sets the number of
// games per rule set (default 2000; the bound was checked with 1e6).
func TestMaxPliesMargin(t *testing.T) {
	games := 2000
	if v, err := strconv.Atoi(os.Getenv("LUDO_GAMES")); err == nil {
		games = v
	}
	for _, tg := range trackGames(t) {
		g, info := tg, tg.Info()
		r := rand.New(rand.NewPCG(7, 7))
		longest := 0
		var buf []ludo.TrackMove
		for range games {
			s, err := tg.NewTrackState(info.MaxPlayers)
			if err != nil {
				t.Fatal(err)
			}
			var n int
			n, buf = playout(s, r, buf)
			longest = max(longest, n)
			_ = g
		}
		t.Logf("%s: longest of %d games with %d players: %d plies; MaxPlies %d", g.ID(), games, info.MaxPlayers, longest, info.MaxPlies)
		if longest > info.MaxPlies/4 {
			t.Errorf("%s: a random game took %d plies, more than a quarter of MaxPlies = %d", g.ID(), longest, info.MaxPlies)
		}
	}
}

// TestTypedAPIAllocatesNothing checks that a whole random game through the
// typed API (Moves into a reused buffer, Apply, on a copy of the start)
// allocates nothing, for every registered game.
func TestTypedAPIAllocatesNothing(t *testing.T) {
	for _, tg := range trackGames(t) {
		id := tg.ID()
		start, err := tg.NewTrackState(4)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(3, 4))
		buf := make([]ludo.TrackMove, 0, 6)
		allocs := testing.AllocsPerRun(20, func() {
			s := *start
			_, buf = playout(&s, r, buf)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per game through the typed API, want 0", id, allocs)
		}
	}
}

// TestHugeInputRejectedCheaply is the regression test of issue 10 item 3:
// Parse of 10 MB of ':' or spaces took about 17 times the input in memory.
// Over-long positions and moves are rejected before any work, with an
// error that does not quote the whole input.
func TestHugeInputRejectedCheaply(t *testing.T) {
	const size = 10 << 20
	for _, c := range []string{":", " ", "-", "1"} {
		huge := strings.Repeat(c, size)
		for _, id := range fuzzIDs {
			g := game(t, id)
			s, err := g.New(g.Info().MinPlayers)
			require.NoError(t, err)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, perr := g.Parse(huge)
			_, merr := s.ParseMove(huge)
			runtime.ReadMemStats(&after)
			for _, err := range []error{perr, merr} {
				require.ErrorIs(t, err, board.ErrBadNotation, "%s, 10 MB of %q", id, c)
				assert.Less(t, len(err.Error()), 200, "%s: the error quotes the whole input", id)
			}
			assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<10), "%s, 10 MB of %q: bytes allocated", id, c)
		}
	}
}
