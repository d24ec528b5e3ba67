package halma_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

func TestTreasure(t *testing.T) {
	g := halma.Treasure
	t.Run("s11-1", func(t *testing.T) { // 5, 9, 17 with the treasure on 17: score 3
		s := newState(t, g, 2)
		play(t, s, "hide=17", "5", "9", "17")
		assert.Equal(t, 3, s.(*halma.TreasureState).Score(0))
		assert.Equal(t, board.Chance, s.ToMove(), "the next round starts")
	})
	t.Run("s11-2", func(t *testing.T) { // the treasure first: score 1
		s := newState(t, g, 2)
		play(t, s, "hide=8", "8")
		assert.Equal(t, 1, s.(*halma.TreasureState).Score(0))
	})
	t.Run("s11-3", func(t *testing.T) { // scores 3, 12, 3: two winners share
		s := newState(t, g, 3)
		play(t, s, "hide=3", "1", "2", "3")
		play(t, s, "hide=12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12")
		play(t, s, "hide=60", "58", "59", "60")
		o := s.Outcome()
		require.True(t, o.Over)
		assert.Equal(t, []board.Player{0, 2}, o.Winners)
		assert.Equal(t, []int{1, 3, 1}, o.Placings)
		assert.Equal(t, []int{3, 12, 3}, o.Points)
	})
	t.Run("hidden", func(t *testing.T) { // the seeker does not see the treasure
		s := newState(t, g, 2).(*halma.TreasureState)
		assert.Equal(t, "hide", s.ObserveMove(0, halma.TreasureMove(17)|1<<15))
		play(t, s, "hide=17")
		assert.NotContains(t, s.Observation(0), " 17 ")
		assert.Contains(t, s.Observation(1), " 17 ")
	})
}

// TestTreasureProperties: a round takes 1…N tokens; with the treasure
// chosen uniformly the mean score is (N+1)/2, checked on many rounds of a
// seeker who takes tokens in a random order.
func TestTreasureProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := newState(t, halma.Treasure, rapid.IntRange(2, 6).Draw(t, "players"))
		r := rand.New(rand.NewPCG(uint64(rapid.Int64().Draw(t, "seed")), 1))
		for !s.Outcome().Over {
			if s.ToMove() == board.Chance {
				if _, err := board.Sample(s, r); err != nil {
					t.Fatal(err)
				}
				continue
			}
			l := s.Legal()
			play(t, s, l[rapid.IntRange(0, len(l)-1).Draw(t, "token")].String())
		}
		for _, v := range s.Outcome().Points {
			if v < 1 || v > 60 {
				t.Fatalf("a score of %d", v)
			}
		}
	})
	const n, rounds = 10, 20000
	g := configured(t, halma.Treasure, "Treasure.Tokens=10")
	r := rand.New(rand.NewPCG(11, 60))
	total := 0
	for range rounds / 2 {
		s, _ := g.New(2)
		for !s.Outcome().Over {
			if s.ToMove() == board.Chance {
				_, err := board.Sample(s, r)
				require.NoError(t, err)
				continue
			}
			l := s.Legal()
			require.NoError(t, s.Play(l[r.IntN(len(l))]))
		}
		for _, v := range s.Outcome().Points {
			total += v
		}
	}
	// The mean of a uniform 1…n is (n+1)/2 = 5.5; its standard error over
	// 20000 rounds is about 0.02.
	assert.InDelta(t, float64(n+1)/2, float64(total)/rounds, 0.1)
}
