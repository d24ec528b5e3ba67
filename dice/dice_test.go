package dice

import (
	"errors"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpposite(t *testing.T) {
	// On a standard d6 opposite faces add up to 7 (Puff's bottom
	// numbers: 1↔6, 2↔5, 3↔4).
	for face, want := range map[int]int{1: 6, 2: 5, 3: 4, 4: 3, 5: 2, 6: 1, 0: 0, 7: 0, -1: 0} {
		assert.Equal(t, want, D6.Opposite(face), "D6.Opposite(%d)", face)
	}
	assert.Equal(t, 20, D20.Opposite(1))
	assert.Equal(t, 3, D4.Opposite(2))
}

func TestRollRange(t *testing.T) {
	r := Seeded(7)
	seen := map[int]int{}
	for range 6000 {
		f := D6.Roll(r)
		require.True(t, D6.Valid(f), "face %d", f)
		seen[f]++
	}
	assert.Len(t, seen, 6, "every face comes up in 6000 rolls")
	cube, err := Custom(2, 4, 8, 16, 32, 64)
	require.NoError(t, err)
	for range 100 {
		assert.True(t, cube.Valid(cube.Roll(r)))
	}
}

func TestSeededReplays(t *testing.T) {
	a, b := Seeded(42), Seeded(42)
	for range 50 {
		require.Equal(t, D6.Throw(2, a), D6.Throw(2, b))
	}
}

func TestThrow(t *testing.T) {
	r := Seeded(1)
	for n := 1; n <= MaxDice; n++ {
		roll := D6.Throw(n, r)
		require.Equal(t, n, roll.Len())
		for i := range n {
			assert.True(t, D6.Valid(roll.Face(i)))
		}
	}
	assert.Panics(t, func() { D6.Throw(0, r) })
	assert.Panics(t, func() { D6.Throw(MaxDice+1, r) })
	assert.Panics(t, func() { Die(0).Roll(r) })
	assert.Panics(t, func() { Faces{}.Throw(1, r) })
}

func TestThrowAllocatesNothing(t *testing.T) {
	r := Seeded(1)
	cube, _ := Custom(2, 4, 8, 16, 32, 64)
	var sink Roll
	assert.Zero(t, testing.AllocsPerRun(100, func() { sink = D6.Throw(2, r) }))
	assert.Zero(t, testing.AllocsPerRun(100, func() { sink = cube.Throw(1, r) }))
	_ = sink
}

func TestCustom(t *testing.T) {
	for _, faces := range [][]int{nil, {-1}, {1, MaxFace + 1}} {
		_, err := Custom(faces...)
		assert.Error(t, err, "Custom(%v)", faces)
	}
	f, err := Custom(1, 1, 2)
	require.NoError(t, err)
	assert.Equal(t, 3, f.Sides())
	assert.True(t, f.Valid(2))
	assert.False(t, f.Valid(3))
}

func TestRollMethods(t *testing.T) {
	for _, tc := range []struct {
		roll     Roll
		text     string
		sum      int
		doubles  bool
		min, max int
		sorted   string
		desc     string
	}{
		{MustRoll(2), "2", 2, false, 2, 2, "2", "2"},
		{MustRoll(3, 5), "3-5", 8, false, 3, 5, "3-5", "5-3"},
		{MustRoll(5, 3), "5-3", 8, false, 3, 5, "3-5", "5-3"},
		{MustRoll(6, 6), "6-6", 12, true, 6, 6, "6-6", "6-6"},
		{MustRoll(4, 1, 4), "4-1-4", 9, false, 1, 4, "1-4-4", "4-4-1"},
		{MustRoll(2, 2, 2), "2-2-2", 6, true, 2, 2, "2-2-2", "2-2-2"},
		{MustRoll(64), "64", 64, false, 64, 64, "64", "64"},
	} {
		assert.Equal(t, tc.text, tc.roll.String())
		assert.Equal(t, tc.sum, tc.roll.Sum(), tc.text)
		assert.Equal(t, tc.doubles, tc.roll.Doubles(), tc.text)
		assert.Equal(t, tc.min, tc.roll.Min(), tc.text)
		assert.Equal(t, tc.max, tc.roll.Max(), tc.text)
		assert.Equal(t, tc.sorted, tc.roll.Sorted().String(), tc.text)
		assert.Equal(t, tc.desc, tc.roll.Descending().String(), tc.text)
	}
	r := MustRoll(4, 1, 4)
	assert.Equal(t, 2, r.Count(4))
	assert.Equal(t, 0, r.Count(6))
	assert.Equal(t, []int{9, 4, 1, 4}, r.Faces([]int{9}))
	assert.Equal(t, MustRoll(3, 5), MustRoll(5, 3).Sorted(), "unordered rolls compare equal")
	assert.Equal(t, "", Roll{}.String())
	assert.Equal(t, 0, Roll{}.Min())
	assert.Panics(t, func() { MustRoll() })
}

func TestParseRoll(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Roll
	}{
		{"2", MustRoll(2)},
		{"3-5", MustRoll(3, 5)},
		{"6-6", MustRoll(6, 6)},
		{"0", MustRoll(0)},
		{"1-2-3-4-5-6-1-2", MustRoll(1, 2, 3, 4, 5, 6, 1, 2)},
		{"9999", MustRoll(9999)},
	} {
		got, err := ParseRoll(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	for _, in := range []string{
		"", "-", "3-", "-3", "3--5", "3 5", " 3", "3-5 ", "03", "+3", "-1", "a", "3-x", "10000", "1-2-3-4-5-6-1-2-3",
		"99999999999999999999", "6–6", "٣",
	} {
		_, err := ParseRoll(in)
		assert.ErrorIs(t, err, board.ErrBadNotation, "%q", in)
		var me *board.MoveError
		if assert.True(t, errors.As(err, &me), "%q", in) {
			assert.Equal(t, in, me.Input)
		}
	}
}

func TestParseRollOf(t *testing.T) {
	r, err := ParseRollOf(D6, 2, "3-5")
	require.NoError(t, err)
	assert.Equal(t, MustRoll(3, 5), r)
	_, err = ParseRollOf(D6, 0, "1-2-3")
	assert.NoError(t, err, "n = 0 takes any number of dice")
	for _, tc := range []struct {
		n  int
		in string
	}{{2, "7-1"}, {2, "0-1"}, {2, "3"}, {1, "3-5"}, {2, "x"}} {
		_, err := ParseRollOf(D6, tc.n, tc.in)
		assert.ErrorIs(t, err, board.ErrBadNotation, "%d dice %q", tc.n, tc.in)
	}
	cube, _ := Custom(2, 4, 8, 16, 32, 64)
	_, err = ParseRollOf(cube, 1, "32")
	assert.NoError(t, err)
	_, err = ParseRollOf(cube, 1, "3")
	assert.ErrorIs(t, err, board.ErrBadNotation)
}

func TestTextMarshaling(t *testing.T) {
	b, err := MustRoll(6, 1).MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "6-1", string(b))
	var r Roll
	require.NoError(t, r.UnmarshalText([]byte("2-2")))
	assert.Equal(t, MustRoll(2, 2), r)
	assert.ErrorIs(t, r.UnmarshalText([]byte("2-")), board.ErrBadNotation)
	assert.Equal(t, MustRoll(2, 2), r, "a failed UnmarshalText leaves the roll")
}

// sumWays adds up the ways of outcomes and checks each has the same Total.
func sumWays(t *testing.T, os []Outcome) (ways, total int) {
	t.Helper()
	for _, o := range os {
		assert.Positive(t, o.Ways)
		if total != 0 {
			assert.Equal(t, total, o.Total)
		}
		total = o.Total
		ways += o.Ways
	}
	return ways, total
}

func TestEnumerationCounts(t *testing.T) {
	// Ordered throws: 6^n; unordered: multisets, C(6+n-1, n).
	for _, tc := range []struct {
		n, ordered, unordered int
	}{{1, 6, 6}, {2, 36, 21}, {3, 216, 56}, {4, 1296, 126}, {5, 7776, 252}} {
		ord := Ordered(D6, tc.n)
		un := Unordered(D6, tc.n)
		assert.Len(t, ord, tc.ordered, "%d dice ordered", tc.n)
		assert.Len(t, un, tc.unordered, "%d dice unordered", tc.n)
		for _, os := range [][]Outcome{ord, un} {
			ways, total := sumWays(t, os)
			assert.Equal(t, tc.ordered, total)
			assert.Equal(t, total, ways, "the chances of %d dice add up to 1", tc.n)
			prob := 0.0
			for _, o := range os {
				prob += o.Prob()
			}
			assert.InDelta(t, 1, prob, 1e-12)
		}
	}
}

func TestUnorderedTwoDice(t *testing.T) {
	un := Unordered(D6, 2)
	// Backgammon's 21 rolls: 6 doubles at 1/36, 15 others at 2/36.
	doubles := 0
	for i, o := range un {
		if i > 0 {
			assert.Less(t, un[i-1].Roll.String(), o.Roll.String(), "ascending order")
		}
		assert.Equal(t, o.Roll, o.Roll.Sorted(), "faces ascending")
		if o.Roll.Doubles() {
			doubles++
			assert.Equal(t, 1, o.Ways, o.Roll.String())
		} else {
			assert.Equal(t, 2, o.Ways, o.Roll.String())
		}
	}
	assert.Equal(t, 6, doubles)
	assert.Equal(t, "1-1", un[0].Roll.String())
	assert.Equal(t, "1-2", un[1].Roll.String())
	assert.Equal(t, "6-6", un[20].Roll.String())
	assert.InDelta(t, 2.0/36, un[1].Prob(), 1e-15)
}

func TestUnorderedThreeDice(t *testing.T) {
	// 3d6: a triple comes 1 way of 216, a pair with another face 3 ways,
	// three different faces 6 ways; 6 + 30 + 20 = 56 throws.
	byKind := map[int]int{}
	for _, o := range Unordered(D6, 3) {
		byKind[o.Ways]++
		if o.Roll.String() == "1-2-4" {
			assert.Equal(t, 6, o.Ways)
		}
	}
	assert.Equal(t, map[int]int{1: 6, 3: 30, 6: 20}, byKind)
}

func TestOrderedOrder(t *testing.T) {
	ord := Ordered(D6, 2)
	assert.Equal(t, "1-1", ord[0].Roll.String())
	assert.Equal(t, "1-2", ord[1].Roll.String())
	assert.Equal(t, "2-1", ord[6].Roll.String())
	assert.Equal(t, "6-6", ord[35].Roll.String())
	for _, o := range ord {
		assert.Equal(t, 1, o.Ways)
		assert.Equal(t, 36, o.Total)
	}
}

func TestSums(t *testing.T) {
	// Two d6: sum s comes 6 − |s − 7| ways of 36, so a 7 has 6/36.
	sums := Sums(D6, 2)
	require.Len(t, sums, 11)
	for i, c := range sums {
		s := i + 2
		assert.Equal(t, s, c.Value)
		assert.Equal(t, 6-int(math.Abs(float64(s-7))), c.Ways, "sum %d", s)
		assert.Equal(t, 36, c.Total)
	}
	assert.InDelta(t, 6.0/36, sums[5].Prob(), 1e-15)
	// Three d6: 10 and 11 each come 27 ways of 216, 3 and 18 once.
	s3 := Sums(D6, 3)
	require.Len(t, s3, 16)
	assert.Equal(t, Count{Value: 3, Ways: 1, Total: 216}, s3[0])
	assert.Equal(t, Count{Value: 10, Ways: 27, Total: 216}, s3[7])
	assert.Equal(t, Count{Value: 11, Ways: 27, Total: 216}, s3[8])
	assert.Equal(t, Count{Value: 18, Ways: 1, Total: 216}, s3[15])
}

func TestCustomEnumeration(t *testing.T) {
	// A die marked 1, 1, 2: one die shows 1 two ways of 3.
	f, err := Custom(1, 2, 1)
	require.NoError(t, err)
	one := Ordered(f, 1)
	require.Len(t, one, 2)
	assert.Equal(t, Outcome{Roll: MustRoll(1), Ways: 2, Total: 3}, one[0])
	assert.Equal(t, Outcome{Roll: MustRoll(2), Ways: 1, Total: 3}, one[1])
	// Two such dice, unordered: 1-1 four ways (2·2), 1-2 four ways
	// (2 orders · 2·1), 2-2 one way; of 9.
	two := Unordered(f, 2)
	assert.Equal(t, []Outcome{
		{Roll: MustRoll(1, 1), Ways: 4, Total: 9},
		{Roll: MustRoll(1, 2), Ways: 4, Total: 9},
		{Roll: MustRoll(2, 2), Ways: 1, Total: 9},
	}, two)
	ord := Ordered(f, 2)
	assert.Equal(t, []Outcome{
		{Roll: MustRoll(1, 1), Ways: 4, Total: 9},
		{Roll: MustRoll(1, 2), Ways: 2, Total: 9},
		{Roll: MustRoll(2, 1), Ways: 2, Total: 9},
		{Roll: MustRoll(2, 2), Ways: 1, Total: 9},
	}, ord)
}

func TestEnumerationLimits(t *testing.T) {
	assert.Panics(t, func() { Ordered(D6, 0) })
	assert.Panics(t, func() { Unordered(D6, MaxDice+1) })
	assert.Panics(t, func() { Ordered(D100, 8) }, "10^16 throws are too many to list")
	assert.Panics(t, func() { Unordered(Die(MaxFace), 8) })
	assert.Len(t, Unordered(D100, 2), 5050)
	assert.Len(t, Ordered(D6, 8), 1679616)
}

func TestMultinomial(t *testing.T) {
	for _, tc := range []struct {
		idx  []int
		want int
	}{
		{[]int{0}, 1}, {[]int{0, 0}, 1}, {[]int{0, 1}, 2}, {[]int{0, 0, 1}, 3}, {[]int{0, 1, 2}, 6},
		{[]int{0, 0, 1, 1}, 6}, {[]int{0, 0, 0, 1, 1}, 10}, {[]int{0, 1, 1, 2, 2, 2}, 60},
	} {
		assert.Equal(t, tc.want, multinomial(tc.idx), "%v", tc.idx)
	}
}

func BenchmarkThrow2D6(b *testing.B) {
	r := Seeded(1)
	b.ReportAllocs()
	var sum int
	for b.Loop() {
		sum += D6.Throw(2, r).Sum()
	}
	_ = sum
}

func BenchmarkParseRoll(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := ParseRoll("3-5"); err != nil {
			b.Fatal(err)
		}
	}
}

func TestMaxFaceDigits(t *testing.T) {
	assert.Len(t, strconv.Itoa(MaxFace), maxFaceDigits)
	assert.Zero(t, testing.AllocsPerRun(100, func() { _, _ = ParseRoll("6-6") }))
}

func TestParseRollLoose(t *testing.T) {
	for _, in := range []string{"6-5", "65", "6 5", "6,5", "6, 5", " 6-5 ", "6 - 5", "6--5", "-6-5-"} {
		r, err := ParseRollLoose(D6, 2, in)
		require.NoError(t, err, "%q", in)
		assert.Equal(t, MustRoll(6, 5), r, "%q keeps the order written", in)
	}
	r, err := ParseRollLoose(D6, 2, "56")
	require.NoError(t, err)
	assert.Equal(t, "5-6", r.String())
	r, err = ParseRollLoose(D6, 3, "146")
	require.NoError(t, err)
	assert.Equal(t, MustRoll(1, 4, 6), r)
	for _, tc := range []struct {
		n  int
		in string
	}{{2, ""}, {2, "6"}, {2, "665"}, {2, "7-1"}, {2, "0-1"}, {2, "6-5-4"}, {2, "6x5"}, {2, "06-5"}, {1, "65"},
		{2, strings.Repeat("6-", 1000)}} {
		_, err := ParseRollLoose(D6, tc.n, tc.in)
		assert.ErrorIs(t, err, board.ErrBadNotation, "%d dice %q", tc.n, tc.in)
	}
	// two-digit faces are never read written together
	d12 := Die(12)
	_, err = ParseRollLoose(d12, 2, "12")
	assert.ErrorIs(t, err, board.ErrBadNotation)
	r, err = ParseRollLoose(d12, 2, "12 1")
	require.NoError(t, err)
	assert.Equal(t, MustRoll(12, 1), r)
}
