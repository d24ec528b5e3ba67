package dicegames

import (
	"math"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// winChance returns the probability that seat 0 wins from s under the
// policy that maximises it, by exhaustive expectimax over the engine's own
// moves and throws.
func winChance(s *State, memo map[Position]float64) float64 {
	if v, ok := memo[s.pos]; ok {
		return v
	}
	var v float64
	moves := s.LegalMoves(nil)
	switch {
	case s.pos.Phase == PhaseOver:
		if s.pos.Won&1 != 0 {
			v = 1
		}
	case s.ToMove() == board.Chance:
		v = chanceMean(s, func(c *State) float64 { return winChance(c, memo) })
	default:
		for _, m := range moves {
			c := s.Copy()
			c.Apply(m)
			v = math.Max(v, winChance(c, memo))
		}
	}
	memo[s.pos] = v
	return v
}

// TestShutTheBoxOptimal reproduces Bill Butler's exhaustive figures for
// the 1-9 box played alone under the strategy that maximises the chance of
// shutting it ("Shut the Box Analysis", http://www.durangobill.com/ShutTheBox.html,
// table http://www.durangobill.com/ShutTheBoxExtra/STBstats.txt, final
// score 0 row): always two dice 7.1432 %, one die compulsory once the open
// tiles sum to 6 or less 9.7614 %.
func TestShutTheBoxOptimal(t *testing.T) {
	for _, c := range []struct {
		oneDie OneDie
		want   float64
	}{{OneDieNever, 0.071432}, {OneDieLow, 0.097614}} {
		g := derived(Zakryvani, "OneDie="+c.oneDie.String())
		got := winChance(g.NewState(1), map[Position]float64{})
		if math.Abs(got-c.want) > 0.5e-6 {
			t.Errorf("OneDie=%v: P(shut) = %.7f, want %.6f", c.oneDie, got, c.want)
		}
	}
	// The package's default (one die by choice once 7, 8 and 9 are
	// covered) offers every move of "never" and more, so it can only be
	// better.
	never := winChance(derived(Zakryvani, "OneDie=never").NewState(1), map[Position]float64{})
	choice := winChance(Zakryvani.NewState(1), map[Position]float64{})
	t.Logf("P(shut the box), one die by choice once 7-9 are covered: %.6f", choice)
	if choice < never {
		t.Errorf("choice %.6f < never %.6f", choice, never)
	}
}

// chanceMean returns the expectation of f over the throws of the chance
// node s, with the engine's chances.
func chanceMean(s *State, f func(*State) float64) float64 {
	v := 0.0
	probs := s.Chances()
	for i, m := range s.LegalMoves(nil) {
		c := s.Copy()
		c.Apply(m)
		v += probs[i] * f(c)
	}
	return v
}

// derived returns g with options changed, for tests.
func derived(g *Game, settings ...string) *Game {
	d, err := board.Configure(g, settings...)
	if err != nil {
		panic(err)
	}
	return d.(*Game)
}

// TestPigHoldAt20 checks the optimal stopping rule of Pig for the points
// of one turn: throwing once more gains in expectation exactly while the
// turn total is below 20, (5t+20)/6 > t, and is even at 20 — the "hold at
// 20" rule (T. Neller and C. Presser, "Optimal Play of the Dice Game Pig",
// The UMAP Journal 25(1), 2004). The expectation is taken over the
// engine's throws.
func TestPigHoldAt20(t *testing.T) {
	for total := 0; total <= 40; total++ {
		s := HnaniPrasatek.NewState(2)
		s.pos.Phase, s.pos.TurnScore, s.pos.Throws = PhaseDecide, int16(total), 1
		if err := s.PlayMove(Move{Kind: KindRoll}); err != nil {
			t.Fatal(err)
		}
		gain := 0.0
		probs := s.Chances()
		for i, m := range s.LegalMoves(nil) {
			c := s.Copy()
			c.Apply(m)
			gain += probs[i] * float64(c.pos.TurnScore)
		}
		gain -= float64(total)
		switch {
		case total < 20 && gain <= 1e-12, total == 20 && math.Abs(gain) > 1e-12, total > 20 && gain >= -1e-12:
			t.Errorf("turn total %d: throwing again gains %.4f", total, gain)
		}
	}
}

// TestMacaoExactNine compares the engine with the renewal recurrence
// p(n) = (p(n-1) + … + p(n-6)) / 6, p(0) = 1: the chance that a seat
// that throws until its total is 9 or more lands on 9 exactly.
func TestMacaoExactNine(t *testing.T) {
	p := make([]float64, 10)
	p[0] = 1
	for n := 1; n <= 9; n++ {
		for k := 1; k <= 6 && k <= n; k++ {
			p[n] += p[n-k] / 6
		}
	}
	var walk func(s *State) float64
	walk = func(s *State) float64 {
		if s.pos.Turn != 0 || s.pos.Done != 0 {
			if s.pos.Last[0] == 9 {
				return 1
			}
			return 0
		}
		if s.ToMove() != board.Chance {
			c := s.Copy()
			if c.pos.TurnScore < 9 {
				c.Apply(Move{Kind: KindRoll})
			} else {
				c.Apply(Move{Kind: KindStop})
			}
			return walk(c)
		}
		return chanceMean(s, walk)
	}
	if got := walk(Macao.NewState(2)); math.Abs(got-p[9]) > 1e-12 {
		t.Errorf("P(exactly 9) = %.9f, recurrence %.9f", got, p[9])
	}
}

// TestMaxchenChance: a Mäxchen (1 and 2) comes up in 2 of the 36 ordered
// throws of two dice.
func TestMaxchenChance(t *testing.T) {
	s := Maxik.NewState(3)
	probs := s.Chances()
	found := 0
	for i, m := range s.LegalMoves(nil) {
		if MaxchenValue(m.Throw) == Maxchen {
			found++
			if math.Abs(probs[i]-2.0/36) > 1e-15 {
				t.Errorf("P(Mäxchen) = %v, want 2/36", probs[i])
			}
		}
	}
	// Without this the test would pass with no Mäxchen among the throws.
	if found != 1 {
		t.Errorf("%d throws are a Mäxchen, want 1", found)
	}
}
