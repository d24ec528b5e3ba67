package ludo_test

import (
	"fmt"
	"math/big"
	"testing"

	"github.com/rulebook-go/rulebook/ludo"
	"github.com/stretchr/testify/require"
)

// expectedTurns returns the expected number of turns a lone piece of g
// needs from the start to square 100, solving the Markov chain that the
// engine's own moves define (every rest position x, every throw r: the
// position after the legal step, or x after a pass) exactly in rationals.
func expectedTurns(t *testing.T, g *ludo.Game) *big.Rat {
	t.Helper()
	const goal = 100
	// next[x][r-1] is where a piece on x rests after throwing r; -1 marks
	// squares a piece never rests on.
	var next [goal][6]int
	for x := range goal {
		for r := 1; r <= 6; r++ {
			s, err := g.ParseTrackState(fmt.Sprintf("%d/0 0 move:%d", x, r))
			if err != nil {
				next[x][r-1] = -1 // x sends a piece on: not a rest position
				continue
			}
			m := s.LegalMoves(nil)[0]
			next[x][r-1] = x
			if m.Kind() == ludo.Step {
				next[x][r-1] = m.To()
			}
		}
	}
	// E[x] = 1 + (1/6) sum_r E[next(x, r)], E[100] = 0: solve (I - P) E = 1
	// by Gauss-Jordan elimination over the rest positions.
	var idx []int
	pos := map[int]int{}
	for x := range goal {
		if next[x][0] >= 0 {
			pos[x] = len(idx)
			idx = append(idx, x)
		}
	}
	n := len(idx)
	a := make([][]*big.Rat, n)
	sixth := big.NewRat(1, 6)
	for i, x := range idx {
		a[i] = make([]*big.Rat, n+1)
		for j := range a[i] {
			a[i][j] = new(big.Rat)
		}
		a[i][i].SetInt64(1)
		a[i][n].SetInt64(1)
		for r := range 6 {
			if y := next[x][r]; y != goal {
				j, ok := pos[y]
				require.True(t, ok, "%d with %d rests on %d, not a rest position", x, r+1, y)
				a[i][j].Sub(a[i][j], sixth)
			}
		}
	}
	tmp := new(big.Rat)
	for c := range n {
		p := c
		for a[p][c].Sign() == 0 {
			p++
		}
		a[c], a[p] = a[p], a[c]
		inv := new(big.Rat).Inv(a[c][c])
		for j := c; j <= n; j++ {
			a[c][j].Mul(a[c][j], inv)
		}
		for i := range n {
			if i == c || a[i][c].Sign() == 0 {
				continue
			}
			f := new(big.Rat).Set(a[i][c])
			for j := c; j <= n; j++ {
				a[i][j].Sub(a[i][j], tmp.Mul(f, a[c][j]))
			}
		}
	}
	return a[pos[0]][n]
}

// TestSnakesExpectedLength checks the whole board against the published
// analysis (scenario 7): on the Milton Bradley board a lone player needs
// 39.2251... turns on average, exactly the fraction of
// Althoen, King and Schilling ("How long is a game of Snakes and Ladders?",
// The Mathematical Gazette 77, 1993), which confirms all 19 transitions and
// the exact-finish rule. The bounce and reach figures are the scenario's, the
// same Markov computation under the other finishing rules.
func TestSnakesExpectedLength(t *testing.T) {
	exact, ok := new(big.Rat).SetString("225837582538403273407117496273279920181931269186581786048583/5757472998140039232950575874628786131130999406013041613400")
	require.True(t, ok)
	tests := []struct {
		finish ludo.Finish
		want   string // to four decimals
	}{
		{ludo.FinishExact, "39.2251"},
		{ludo.FinishBounce, "43.3246"},
		{ludo.FinishReach, "35.8349"},
	}
	for _, tc := range tests {
		t.Run(tc.finish.String(), func(t *testing.T) {
			g := snakes(t, func(r *ludo.Rules) { r.Snakes.Finish = tc.finish })
			got := expectedTurns(t, g)
			require.Equal(t, tc.want, got.FloatString(4))
			if tc.finish == ludo.FinishExact {
				require.Equal(t, exact.String(), got.String(), "the exact fraction")
			}
		})
	}
}
