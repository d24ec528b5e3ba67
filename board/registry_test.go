package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

func TestValidID(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want bool
	}{
		{"chess", true},
		{"ludo/snakes-and-ladders", true},
		{"draughts/czech", true},
		{"chess/960", true},
		{"", false},
		{"Chess", false},
		{"a/b/c", false},
		{"ludo/", false},
		{"/ludo", false},
		{"ludo/-x", false},
		{"ludo/x-", false},
		{"ludo/x y", false},
		{"šachy", false},
	} {
		assert.Equal(t, tc.want, ValidID(tc.id), "ValidID(%q)", tc.id)
	}
}

func TestPickFollowsProbabilities(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(t, "n")
		weights := rapid.SliceOfN(rapid.IntRange(1, 100), n, n).Draw(t, "weights")
		total := 0
		for _, w := range weights {
			total += w
		}
		p := make([]float64, n)
		for i, w := range weights {
			p[i] = float64(w) / float64(total)
		}
		// The midpoint of interval i must pick i.
		lo := 0
		for i, w := range weights {
			u := (float64(lo) + float64(w)/2) / float64(total)
			if got := pick(p, u); got != i {
				t.Fatalf("pick(%v, %v) = %d, want %d", p, u, got, i)
			}
			lo += w
		}
	})
}
