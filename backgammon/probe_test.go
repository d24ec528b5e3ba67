package backgammon

import (
	"math/rand/v2"
	"testing"
	"time"
)

func TestProbe(t *testing.T) {
	for _, g := range []*Game{GulBaraGame, TaigaPuffGame, BackgammonGame} {
		r := rand.New(rand.NewPCG(1, 2))
		maxPl, maxT := 0, 0
		var maxD time.Duration
		start0 := time.Now()
		for game := 0; game < 200; game++ {
			s := g.NewState()
			plies := 0
			for s.ph != phOver && plies < 30000 {
				if s.ph == phPlay {
					start := time.Now()
					s.moves()
					d := time.Since(start)
					if d > maxD {
						maxD = d
					}
					maxT = max(maxT, len(s.LegalTurns()))
				}
				ms := s.moves().moves
				s.apply(ms[r.IntN(len(ms))])
				plies++
			}
			maxPl = max(maxPl, plies)
		}
		t.Logf("%s: max plies %d, max turns %d, slowest %v, total %v", g.ID(), maxPl, maxT, maxD, time.Since(start0))
	}
}
