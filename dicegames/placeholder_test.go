package dicegames

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/board"
)

// The entries' invariants of part 2's placeholders and of Němá Julka, run
// by TestInvariants.
func init() {
	entryChecks[NebeAPeklo] = func(g *Game, b, a *Position, m Move) error {
		handed := 0
		for q := range int(a.N) {
			handed += int(a.Score[q] - b.Score[q])
		}
		if m.Kind == KindThrow && b.Phase == PhaseThrow && handed != 14 {
			return fmt.Errorf("a throw handed out %d points, not 14", handed)
		}
		return nil
	}
	entryChecks[Cil] = func(g *Game, b, a *Position, m Move) error {
		for q := range int(a.N) {
			if a.Limit != 0 && a.Score[q] > a.Limit {
				return fmt.Errorf("total %d past the target %d", a.Score[q], a.Limit)
			}
		}
		if a.Phase == PhaseOver && a.Score[bitsLow(a.Won)] != a.Limit {
			return fmt.Errorf("won on %d, not on the target %d", a.Score[bitsLow(a.Won)], a.Limit)
		}
		return nil
	}
	entryChecks[NemaJulka] = sheetCheck
}

// bitsLow returns the lowest seat of a seat set.
func bitsLow(m uint8) int { return bits.TrailingZeros8(m) }

func TestPlaceholderWorkedExamples(t *testing.T) {
	for _, c := range []worked{
		{"13-heaven-and-hell", NebeAPeklo, 3, []string{"2-6", "1-1"},
			func(p *Position) bool { return p.Score[0] == 8 && p.Score[1] == 6+2 && p.Score[2] == 12 },
			"seat 0 throws 2-6: 8 for him, 5+1 = 6 for seat 1; seat 1 throws 1-1: 2 for him, 12 for seat 2"},
		{"35-the-target-is-the-larger-number", Cil, 2, []string{"3-6"},
			func(p *Position) bool { return p.Limit == 63 && p.Turn == 0 && p.Phase == PhaseThrow }, "3 and 6 make 63; the leader throws first"},
		{"35-a-throw-past-the-target-does-not-count", Cil, 2, []string{"1-1", "6-6", "1-2"},
			func(p *Position) bool {
				return p.Limit == 11 && p.Score[0] == 0 && p.Score[1] == 3 && p.Turn == 0 && p.Need == 2
			},
			"target 11: 12 would pass it; seat 1 has 3; seat 0 on 0 throws two dice"},
		{"35-one-die-near-the-target", Cil, 2, []string{"1-1", "4-5", "1-2", "2"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.Score[0] == 11 },
			"9 leaves 2 to go: one die, and 2 hits 11"},
	} {
		t.Run(c.name, c.run)
	}
}

// TestSpoke is entry 5's invariant: after Spoke(p) seat p's progress is 0
// and no other seat's sheet changes; the event is refused by a game
// without the silence rule and after the end.
func TestSpoke(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 8).Draw(t, "players")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 5))
		s := NemaJulka.NewState(n)
		var buf []Move
		for range rapid.IntRange(0, 200).Draw(t, "plies") {
			if s.pos.Phase == PhaseOver {
				break
			}
			buf = s.LegalMoves(buf)
			s.Apply(drawMove(t, rng, s, buf))
		}
		before := s.pos
		q := rapid.IntRange(0, n-1).Draw(t, "speaker")
		err := s.Spoke(q)
		if before.Phase == PhaseOver {
			if !errors.Is(err, board.ErrGameOver) || s.pos != before {
				t.Fatalf("spoke after the end: %v", err)
			}
			return
		}
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			want := before.Score[i]
			if i == q {
				want = 0
			}
			if s.pos.Score[i] != want {
				t.Fatalf("seat %d: progress %d, want %d", i, s.pos.Score[i], want)
			}
		}
		if _, err := NemaJulka.ParseState(s.Position()); err != nil {
			t.Fatalf("after the event: %v", err)
		}
	})
	if err := Jule.NewState(2).Spoke(0); !errors.Is(err, board.ErrIllegalMove) {
		t.Errorf("Jule accepted the silence event: %v", err)
	}
	if err := NemaJulka.NewState(2).Spoke(2); !errors.Is(err, board.ErrIllegalMove) {
		t.Errorf("a seat not at the table spoke: %v", err)
	}
}

// Example_spoke: a seat of Němá Julka that speaks starts again.
func ExampleState_Spoke() {
	s := NemaJulka.NewState(2)
	for _, m := range []string{"1", "3", "2"} {
		mv, _ := ParseMoveText(m)
		_ = s.PlayMove(mv)
	}
	fmt.Println(s.Board().Score[0])
	_ = s.Spoke(0)
	fmt.Println(s.Board().Score[0])
	// Output:
	// 2
	// 0
}
