package backgammon

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// chouettePlayout plays a session to its end through the typed API — a
// uniformly random legal decision (cube actions included, LegalMoves into
// buf), the dice with their chances (RollDice), random checker plays
// (LegalTurns, PlayTurn) — and returns the plies played. A refused roll
// or play fails tb at once, rather than leaving the loop to spin.
func chouettePlayout(tb testing.TB, s *ChouetteState, rng *rand.Rand, buf []Move) int {
	n := 0
	must := func(err error) {
		if err != nil {
			tb.Fatalf("ply %d: %v", n, err)
		}
	}
	for ; !s.Over(); n++ {
		switch {
		case s.ph == chSetup:
			must(s.RollDice(1+rng.IntN(6), 1+rng.IntN(6)))
		case s.ph != chBoard:
			buf = s.LegalMoves(buf)
			s.Apply(buf[rng.IntN(len(buf))])
		case s.game.ph == phPlay:
			must(s.PlayTurn(rng.IntN(len(s.LegalTurns()))))
		default:
			d1, d2 := 1+rng.IntN(6), 1+rng.IntN(6)
			for s.game.ph == phOpening && d1 == d2 {
				d1, d2 = 1+rng.IntN(6), 1+rng.IntN(6)
			}
			must(s.RollDice(d1, d2))
		}
	}
	return n
}

// BenchmarkChouettePlayouts: random sessions of the chouette (8 board
// games; 4 and 8 players; shared and per-member cubes) through the typed
// API, with 0 allocations per ply once warm, and through the generic
// board.State (board.Playout); playouts/s is sessions per second.
func BenchmarkChouettePlayouts(b *testing.B) {
	per := board.Must(board.Configure(ChouetteSession, "PerMemberCubes=true")).(*ChouetteGame)
	for _, v := range []struct {
		name    string
		g       *ChouetteGame
		players int
	}{{"shared/4", ChouetteSession, 4}, {"shared/8", ChouetteSession, 8}, {"per-member/8", per, 8}} {
		b.Run(v.name+"/typed", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 11))
			tmpl := v.g.NewSession(v.players)
			s := v.g.NewSession(v.players)
			buf := make([]Move, 0, 8)
			measurePlies(b, func() int {
				tb := s.game.tbuf
				*s = *tmpl
				s.game.tbuf = tb
				return chouettePlayout(b, s, rng, buf)
			})
		})
		b.Run(v.name+"/generic", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 11))
			measurePlies(b, func() int {
				s, _ := v.g.New(v.players)
				n, err := board.Playout(s, rng)
				if err != nil {
					b.Fatal(err)
				}
				return n
			})
		})
	}
}

// TestChouetteTypedAllocs: a warm session plays through the typed API
// without allocating.
func TestChouetteTypedAllocs(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tmpl := ChouetteSession.NewSession(5)
	s := ChouetteSession.NewSession(5)
	buf := make([]Move, 0, 8)
	chouettePlayout(t, s, rng, buf) // warm the turn buffer
	allocs := testing.AllocsPerRun(20, func() {
		tb := s.game.tbuf
		*s = *tmpl
		s.game.tbuf = tb
		chouettePlayout(t, s, rng, buf)
	})
	if allocs > 0 {
		t.Errorf("%v allocations per session through the typed API, want 0", allocs)
	}
}
