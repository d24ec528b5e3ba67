package domino

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// letterMap turns a letter map (same letter = one tile) into placements.
func letterMap(t *testing.T, rows ...string) []Placement {
	t.Helper()
	where := map[rune][]Cell{}
	for r, row := range rows {
		c := 0
		for _, ch := range row {
			if ch == ' ' {
				continue
			}
			where[ch] = append(where[ch], Cell{r, c})
			c++
		}
	}
	var ps []Placement
	for _, cs := range where {
		require.Len(t, cs, 2)
		ps = append(ps, Placement{cs[0], cs[1]})
	}
	return ps
}

// Scenarios of Dominosa.
func TestDominosaScenarios(t *testing.T) {
	d, err := ParseDominosa("1 2 2 0/1 1 0 2/0 0 2 1")
	require.NoError(t, err)
	sols := d.Solve(10)
	require.Len(t, sols, 1, "scenario 1 is unique")
	want := letterMap(t, "A B B C", "A D D C", "E E F F")
	require.NoError(t, d.Check(want))
	assert.ElementsMatch(t, placementStrings(want), placementStrings(sols[0]))
	err = d.Check(letterMap(t, "A A B B", "C C D D", "E E F F"))
	assert.ErrorContains(t, err, "used twice", "scenario 3: 0-2 twice")

	d2, err := ParseDominosa("0011/2201/2021")
	require.NoError(t, err)
	assert.Len(t, d2.Solve(10), 4, "scenario 2 has exactly 4 solutions")
	assert.NoError(t, d2.Check(letterMap(t, "A A B B", "C C D D", "E E F F")))

	d6, err := ParseDominosa("46330503/26502102/21605161/45405304/14514466/33236635/12522104")
	require.NoError(t, err)
	sol := letterMap(t, "AABBCDDE", "FFGHCIJE", "KLGHMIJN", "KLOPMQQN", "RSOPTTUU", "RSVWWXYY", "ZZVaaXbb")
	require.NoError(t, d6.Check(sol))
	got := d6.Solve(2)
	require.Len(t, got, 1, "scenario 4 is unique")
	assert.ElementsMatch(t, placementStrings(sol), placementStrings(got[0]))
}

func placementStrings(ps []Placement) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

// The round trip of Dominosa's invariants: generate, check the generating tiling, solve,
// and find exactly one solution when uniqueness was asked for.
func TestDominosaRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 1))
	for _, max := range []int{2, 3, 6} {
		for _, unique := range []bool{false, true} {
			d, gen := GenerateDominosa(max, r, unique)
			for v := 0; v <= max; v++ {
				n := 0
				for _, x := range d.Cells {
					if x == v {
						n++
					}
				}
				assert.Equal(t, max+2, n, "each number %d times", max+2)
			}
			require.NoError(t, d.Check(gen), "the generating tiling solves the puzzle")
			sols := d.Solve(2)
			require.NotEmpty(t, sols)
			if unique {
				require.Len(t, sols, 1)
				assert.ElementsMatch(t, placementStrings(gen), placementStrings(sols[0]))
			}
			back, err := ParseDominosa(d.Notation())
			require.NoError(t, err)
			assert.Equal(t, d, back)
		}
	}
}
