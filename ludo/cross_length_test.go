package ludo_test

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/rulebook-go/rulebook/ludo"
)

// crossPlayout plays s to the end with random moves and returns the plies.
func crossPlayout(s *ludo.CrossState, r *rand.Rand, buf []ludo.CrossMove) (int, []ludo.CrossMove) {
	plies := 0
	for s.Phase() != ludo.PhaseOver {
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.IntN(len(buf))])
		plies++
	}
	return plies, buf
}

// TestCrossMaxPliesMargin plays series of random games with every player
// count and checks that the longest stays within a quarter of
// Info.MaxPlies. LUDO_GAMES sets the number of games (default 300).
func TestCrossMaxPliesMargin(t *testing.T) {
	games := 300
	if v, err := strconv.Atoi(os.Getenv("LUDO_GAMES")); err == nil {
		games = v
	}
	for _, g := range crossGames(t) {
		info := g.Info()
		r := rand.New(rand.NewPCG(7, 8))
		for n := info.MinPlayers; n <= info.MaxPlayers; n++ {
			longest, total := 0, 0
			var buf []ludo.CrossMove
			for range games {
				s, err := g.NewCrossState(n)
				if err != nil {
					t.Fatal(err)
				}
				var p int
				p, buf = crossPlayout(s, r, buf)
				longest, total = max(longest, p), total+p
			}
			t.Logf("%s, %d players: mean %d plies, longest of %d games %d; MaxPlies %d", g.ID(), n, total/games, games, longest, info.MaxPlies)
			if longest > info.MaxPlies/4 {
				t.Errorf("%s: a random game took %d plies, more than a quarter of MaxPlies = %d", g.ID(), longest, info.MaxPlies)
			}
		}
	}
}

// TestCrossTypedAPIAllocatesNothing checks that a whole random game
// through the typed API (LegalMoves into a reused buffer, PlayMove, on a
// copy of the start) allocates nothing, for every cross-track rule set.
func TestCrossTypedAPIAllocatesNothing(t *testing.T) {
	for _, g := range crossGames(t) {
		start, err := g.NewCrossState(g.Info().MaxPlayers)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(3, 4))
		buf := make([]ludo.CrossMove, 0, 6)
		allocs := testing.AllocsPerRun(20, func() {
			s := *start
			for s.Phase() != ludo.PhaseOver {
				buf = s.LegalMoves(buf)
				if err := s.PlayMove(buf[r.IntN(len(buf))]); err != nil {
					panic(err)
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per game through the typed API, want 0", g.ID(), allocs)
		}
	}
}
