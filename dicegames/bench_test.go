package dicegames

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// playout plays s to the end with random decisions and throws drawn with
// their chances, through the typed API.
func playout(s *State, r *rand.Rand, buf []Move) []Move {
	for s.pos.Phase != PhaseOver {
		buf = s.LegalMoves(buf)
		i := r.IntN(len(buf))
		if s.pos.Phase != PhaseDecide {
			i = pickChance(s, r.Float64())
		}
		s.Apply(buf[i])
	}
	return buf
}

// pickChance returns the index of the outcome that u in [0,1) falls on.
func pickChance(s *State, u float64) int {
	probs := chances[1].probs
	if s.pos.Phase == PhaseThrow {
		probs = chances[s.pos.Need].probs
	}
	for i, p := range probs {
		if u < p {
			return i
		}
		u -= p
	}
	return len(probs) - 1
}

// BenchmarkTyped plays random games through the typed API (LegalMoves and
// Apply into one buffer): 0 allocations per move.
func BenchmarkTyped(b *testing.B) {
	for _, g := range Registered {
		b.Run(g.ID(), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]Move, 0, 512)
			start := g.NewState(4)
			s := start.Copy()
			b.ReportAllocs()
			for b.Loop() {
				*s = *start
				buf = playout(s, r, buf)
			}
		})
	}
}

// BenchmarkPlayout plays random games through board.State (board.Playout):
// the playouts/s of README's speed table.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range Registered {
		b.Run(g.ID(), func(b *testing.B) { boardtest.Bench(b, g, 4) })
	}
}

func TestTypedAllocations(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	buf := make([]Move, 0, 512)
	for _, g := range Registered {
		start := g.NewState(4)
		s := start.Copy()
		allocs := testing.AllocsPerRun(20, func() {
			*s = *start
			buf = playout(s, r, buf)
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per playout", g.ID(), allocs)
		}
	}
}

// TestChanceNodeAllocations: listing and playing the throws of a chance
// node through board.State allocates nothing, even with 462 of them (six
// dice); only Chances copies its table, so callers cannot change it.
func TestChanceNodeAllocations(t *testing.T) {
	start := HeartsDue.NewState(2)
	buf := make([]board.Move, 0, 512)
	if n := len(start.AppendLegal(buf)); n != 462 {
		t.Fatalf("%d throws of six dice, want C(11,6) = 462", n)
	}
	s := start.Copy()
	allocs := testing.AllocsPerRun(20, func() {
		*s = *start
		legal := s.AppendLegal(buf[:0])
		if err := s.Play(legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations to list and play a throw of six dice", allocs)
	}
}

// boxingState lists its decisions as the generic path did before the
// boxes of boxed.go: each move boxed anew, an allocation per move listed.
type boxingState struct{ *State }

func (b boxingState) AppendLegal(buf []board.Move) []board.Move {
	if b.throws() != nil {
		return b.State.AppendLegal(buf)
	}
	for _, m := range b.LegalMoves(b.buf[:0]) {
		buf = append(buf, board.Move(m))
	}
	return buf
}

// BenchmarkGenericListing compares, in one run, random playouts through
// board.State with the decisions boxed anew at every listing ("boxing",
// the path before) and taken from the boxes ("boxes"): allocs/ply.
func BenchmarkGenericListing(b *testing.B) {
	for _, g := range []*Game{Maxik, Zakryvani, LodKapitan, HnaniPrasatek, HodSmrti} {
		for _, c := range []struct {
			name string
			wrap func(*State) board.State
		}{
			{"boxing", func(s *State) board.State { return boxingState{s} }},
			{"boxes", func(s *State) board.State { return s }},
		} {
			b.Run(g.ID()+"/"+c.name, func(b *testing.B) {
				r := rand.New(rand.NewPCG(1, 2))
				start := g.NewState(4)
				s := start.Copy()
				var plies int
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				b.ReportAllocs()
				for b.Loop() {
					*s = *start
					n, err := board.Playout(c.wrap(s), r)
					if err != nil {
						b.Fatal(err)
					}
					plies += n
				}
				runtime.ReadMemStats(&after)
				if plies > 0 {
					b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(plies), "allocs/ply")
				}
			})
		}
	}
}

// TestDecisionListingAllocations: listing a seat's decisions through
// board.State (AppendLegal) allocates nothing in any registered game; the
// moves come from the boxes of boxed.go.
func TestDecisionListingAllocations(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	buf := make([]board.Move, 0, 512)
	var moves []Move
	for _, g := range Registered {
		var decisions []*State
		for range 20 {
			s := g.NewState(g.info.MinPlayers + 1)
			for s.pos.Phase != PhaseOver && len(decisions) < 200 {
				if s.pos.Phase == PhaseDecide {
					decisions = append(decisions, s.Copy())
				}
				moves = s.LegalMoves(moves)
				i := r.IntN(len(moves))
				if s.pos.Phase != PhaseDecide {
					i = pickChance(s, r.Float64())
				}
				s.Apply(moves[i])
			}
		}
		allocs := testing.AllocsPerRun(5, func() {
			for _, d := range decisions {
				buf = d.AppendLegal(buf[:0])
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations to list %d decision nodes", g.ID(), allocs, len(decisions))
		}
	}
}
