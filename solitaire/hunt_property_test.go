package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

var huntGames = []*Game{FoxGeese, Castle,
	mustGame(board.Names{ID: "solitaire/diagonal-castle", Name: "x", Summary: "x"}, Rules{Game: KindCastle, Diagonals: true}),
	mustGame(board.Names{ID: "solitaire/diagonal-geese", Name: "x", Summary: "x"}, Rules{Game: KindSheepAndWolves, Diagonals: true})}

// TestPropertyHunts plays random hunts and checks the invariants of
// the hunts (Ovce a vlci, Hrad rytířů) at every move.
func TestPropertyHunts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := rapid.SampledFrom(huntGames).Draw(t, "game")
		s, _ := g.New(2)
		h := s.(*Hunt)
		r := g.hunt
		var buf [maxHuntMoves]HuntMove
		for ply := 0; ply < 300; ply++ {
			moves := h.LegalMoves(buf[:0])
			if len(moves) == 0 {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			before := h.pos
			h.Apply(m)
			after := h.pos
			if before.placing == 0 && after.hunters.Len() != 2 {
				t.Fatalf("%v: %d hunters without a penalty rule", m, after.hunters.Len())
			}
			if after.flock&^before.flock != 0 && m.Kind != Step {
				t.Fatalf("%v: the flock grew", m)
			}
			if after.flock.Len() > before.flock.Len() {
				t.Fatalf("%v: more flock pieces", m)
			}
			switch {
			case before.side == flockSeat && m.Kind == Step:
				if r.advance[m.To] > r.advance[m.From] {
					t.Fatalf("%v: the flock lost ground (%d to %d)", m, r.advance[m.From], r.advance[m.To])
				}
			case m.Kind == Capture:
				if got := before.flock.Len() - after.flock.Len(); got != int(m.n) || m.Captured.Len() != int(m.n) {
					t.Fatalf("%v: %d jumps took %d pieces", m, m.n, got)
				}
				// The chain is complete: the capturer has no capture left.
				if r.canCapture(&after)&Hole(int(m.To)) != 0 {
					t.Fatalf("%v stops where a further capture exists", m)
				}
				text := m.String()
				c := h.Copy()
				c.pos, c.history, c.cached = before, []huntPos{before}, false
				got, err := c.ParseMove(text)
				if err != nil || got != board.Move(m) {
					t.Fatalf("the route %s does not read back: %v %v", text, got, err)
				}
			}
		}
	})
}

// TestPropertyHuntPerft: the state's perft equals the generic walk.
func TestPropertyHuntPerft(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := rapid.SampledFrom(huntGames).Draw(t, "game")
		s, _ := g.New(2)
		for range rapid.IntRange(0, 60).Draw(t, "plies") {
			legal := s.Legal()
			if len(legal) == 0 {
				break
			}
			if err := s.Play(legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]); err != nil {
				t.Fatal(err)
			}
		}
		d := rapid.IntRange(1, 3).Draw(t, "depth")
		want, err := board.WalkPerft(s, d)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.(board.Perfter).Perft(d); got != want {
			t.Fatalf("%s perft(%d) = %d, walk %d", s.Position(), d, got, want)
		}
		if len(s.(*Hunt).history) > 1 {
			return // positions played since the last irreversible move may repeat in the tree
		}
		if got := s.(*Hunt).Board().Perft(d); got != want {
			t.Fatalf("position perft(%d) = %d, walk %d", d, got, want)
		}
	})
}
