package dicegames

import (
	"fmt"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// TestVariantExamples plays short games of the variants the entries list,
// each set by name and worked out by hand from its rule (the sources are
// cited in doc.go's Decisions and in the comments).
func TestVariantExamples(t *testing.T) {
	for _, c := range []struct {
		name     string
		g        *Game
		settings []string
		players  int
		moves    []string
		check    func(p *Position) bool
		want     string
	}{
		// Hearts Due, every run (dicecold.com/games/hearts: "1-1-2-3-3-4
		// has two sequences, 1,2,3,4 and 1 for a total of 25 points").
		{"30-every-run", HeartsDue, []string{"EveryRun=true"}, 2, []string{"1-1-2-3-3-4"},
			func(p *Position) bool { return p.Score[0] == 25 }, "1-2-3-4 and 1: 20 + 5"},
		{"30-every-run-six-run-30", HeartsDue, []string{"EveryRun=true", "SixRun=30"}, 2, []string{"1-2-3-4-5-6", "1-1-2-2-3-4"},
			func(p *Position) bool { return p.Score[0] == 30 && p.Score[1] == 20+10 }, "1-6 is 30; 1-2-3-4 and 1-2: 20 + 10"},
		{"30-every-run-three-ones-wipe", HeartsDue, []string{"EveryRun=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-2-2-3"},
			func(p *Position) bool { return p.Score[0] == 0 }, "three 1s wipe the 35, however many runs"},
		// The bonuses (netexl.com/howtoplay/hearts-dice: four 1s double the
		// overall score after the round's points are added; four 6s reset
		// it).
		{"30-four-ones-double", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-1-2-3"},
			func(p *Position) bool { return p.Score[0] == (35+15)*2 && p.Phase == PhaseThrow && p.Turn == 1 },
			"35, then 1-2-3 (15) added and the total doubled: 100; the round is finished"},
		{"30-three-ones-still-wipe", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-2-3-4"},
			func(p *Position) bool { return p.Score[0] == 0 }, "exactly three 1s wipe the 35"},
		{"30-four-sixes-reset", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-2-6-6-6-6"},
			func(p *Position) bool { return p.Score[0] == 0 }, "four 6s reset the 35 (the 1-2 scores nothing)"},
		{"30-four-ones-without-bonuses-wipe", HeartsDue, nil, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-1-2-3"},
			func(p *Position) bool { return p.Score[0] == 0 }, "without the bonuses four 1s are three or more: a wipe"},
		// Chicago in free order: a sum scores once, into its empty box.
		{"46-free-order", Chicago, []string{"FreeOrder=true"}, 2, []string{"3-4", "1-1", "3-4", "5-6"},
			func(p *Position) bool {
				return p.Score[0] == 7 && p.Score[1] == 2+11 && p.Last[0] == 1<<7 && p.Last[1] == 1<<2|1<<11
			}, "7 and 2 score; the second 7 finds its box filled; 11 scores"},
		// Ship, Captain and Crew, one crew die thrown again.
		{"68-single-crew-die", LodKapitan, []string{"SingleCrew=true"}, 2, []string{"1-2-4-5-6", "keep:4-5-6", "keep:2", "6", "stop"},
			func(p *Position) bool { return p.Last[0] == 2+6 && p.Turn == 1 }, "crew 1-2; the 2 kept and the other die thrown: 6, crew 8"},
		{"68-single-crew-die-last-throw", LodKapitan, []string{"SingleCrew=true"}, 2, []string{"1-2-3-3-3", "1-2-4-5-6", "keep:4-5-6", "keep:1", "1"},
			func(p *Position) bool { return p.Last[0] == 2 && p.Turn == 1 }, "the third throw is final: crew 1-1 = 2"},
		// Peníze: the first 7 begins and pays at once.
		{"57-first-seven-begins", Penize, nil, 2, []string{"1-2", "3-4", "1-2"},
			func(p *Position) bool {
				return p.Stack[0] == 4 && p.Stack[1] == 4 && p.Stack[FieldPool(7)] == 1 && p.Stack[FieldPool(3)] == 1 && p.Turn == 1
			}, "seat 0's 3 passes; seat 1's 7 begins and pays; seat 0's 3 places"},
		{"57-seat-0-begins", Penize, []string{"StartSum=0"}, 2, []string{"1-2"},
			func(p *Position) bool { return p.Stack[0] == 4 && p.Stack[FieldPool(3)] == 1 }, "without the start rule the first 3 places"},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := derived(c.g, c.settings...)
			s, err := g.New(c.players)
			if err != nil {
				t.Fatal(err)
			}
			err = board.Replay(s, c.moves...)
			if c.check == nil {
				if err == nil {
					t.Fatalf("moves played; want an error (%s)", c.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			p := typed(s).pos
			if !c.check(&p) {
				t.Errorf("%s: got %s", c.want, p.String())
			}
		})
	}
}

// heartsRuns scores every run of a throw from the rule, independently of
// the engine: the throw holds min(c1..ck) runs of length k or more, so
// each k adds 5 per such run, and each full run 1-6 adds SixRun - 30.
func heartsRuns(t Throw, sixRun int) int {
	c := t.Counts()
	score, low := 0, 6
	for k := 1; k <= 6; k++ {
		low = min(low, c[k])
		score += 5 * low
	}
	return score + (sixRun-30)*low
}

// TestVariantInvariants plays random games of the variants and checks the
// cross-cutting invariants of TestInvariants with each variant's own.
func TestVariantInvariants(t *testing.T) {
	onThrow := func(f func(b, a *Position, th Throw) error) stepCheck {
		return func(g *Game, b, a *Position, m Move) error {
			if m.Kind != KindThrow || b.Phase != PhaseThrow {
				return nil
			}
			return f(b, a, m.Throw)
		}
	}
	for _, c := range []struct {
		g        *Game
		settings []string
		check    stepCheck
	}{
		{HeartsDue, []string{"EveryRun=true", "SixRun=30"}, onThrow(func(b, a *Position, th Throw) error {
			want := int(b.Score[b.Turn]) + heartsRuns(th, 30)
			if th.Count(1) >= 3 {
				want = 0
			}
			if int(a.Score[b.Turn]) != want {
				return fmt.Errorf("%v: total %d, want %d", th, a.Score[b.Turn], want)
			}
			return nil
		})},
		{HeartsDue, []string{"Bonuses=true"}, onThrow(func(b, a *Position, th Throw) error {
			run := []int{0, 5, 10, 15, 20, 25, 35}[th.RunFromOne()]
			want := int(b.Score[b.Turn]) + run
			switch {
			case th.Count(1) >= 4:
				want *= 2
			case th.Count(1) == 3, th.Count(6) >= 4:
				want = 0
			}
			if int(a.Score[b.Turn]) != want {
				return fmt.Errorf("%v: total %d, want %d", th, a.Score[b.Turn], want)
			}
			return nil
		})},
		{Chicago, []string{"FreeOrder=true"}, onThrow(func(b, a *Position, th Throw) error {
			me := b.Turn
			d := int(a.Score[me] - b.Score[me])
			if d != 0 && d != th.Sum() || b.Last[me]&(1<<th.Sum()) != 0 && d != 0 || a.Score[me] > 77 {
				return fmt.Errorf("%v scored %d with boxes %b", th, d, b.Last[me])
			}
			return nil
		})},
		{Chicago, []string{"FreeOrder=true", "Match.Rounds=0", "Match.Target=77", "Match.FinishRound=true"}, func(g *Game, b, a *Position, m Move) error {
			if a.Phase == PhaseOver && a.End != endThrowOff && a.End != endShared {
				for _, w := range seatList(a.Won) {
					if a.Score[w] != 77 {
						return fmt.Errorf("seat %d won with %d", w, a.Score[w])
					}
				}
			}
			return nil
		}},
		{LodKapitan, []string{"SingleCrew=true"}, entryChecks[LodKapitan]},
		{Penize, nil, func(g *Game, b, a *Position, m Move) error {
			if b.Total == seekingStart && m.Throw.Sum() != 7 && a.Ledger != b.Ledger {
				return fmt.Errorf("a throw of %v moved chips before the first 7", m.Throw)
			}
			return fieldsAtMostOne(3, 11, 7)(g, b, a, m)
		}},
	} {
		g := derived(c.g, c.settings...)
		t.Run(g.ID(), func(t *testing.T) { rapid.Check(t, invariants(g, c.check)) })
	}
}
