package solitaire

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCountSamotar reproduces three published figures of the central
// game: the 40,861,647,040,079,968 solutions (Durango Bill, 33 Hole Peg
// Solitaire, http://www.durangobill.com/Peg33.html), the positions after
// n jumps up to symmetry (OEIS A112737, https://oeis.org/A112737, summing
// to 23,475,688) and those of them that can still be solved (OEIS
// A112738, https://oeis.org/A112738, George Bell). With RULEBOOK_DEEP=1:
// about a minute and 1.5 GB.
func TestCountSamotar(t *testing.T) {
	if !deep() {
		t.Skip("RULEBOOK_DEEP=1: a minute and 1.5 GB")
	}
	c := CountSamotar()
	assert.Equal(t, uint64(40861647040079968), c.Solutions)
	assert.Equal(t, []int{1, 1, 2, 8, 39, 171, 719, 2757, 9751, 31312, 89927, 229614, 517854, 1022224, 1753737,
		2598215, 3312423, 3626632, 3413313, 2765623, 1930324, 1160977, 600372, 265865, 100565, 32250, 8688, 1917,
		348, 50, 7, 2}, c.Positions)
	sum := 0
	for _, n := range c.Positions {
		sum += n
	}
	assert.Equal(t, 23475688, sum)
	assert.Equal(t, []int{1, 1, 2, 8, 38, 164, 635, 2089, 6174, 16020, 35749, 68326, 112788, 162319, 204992, 230230,
		230230, 204992, 162319, 112788, 68326, 35749, 16020, 6174, 2089, 635, 164, 38, 8, 2, 1, 1}, c.Solvable)
}
