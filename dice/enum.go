package dice

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
)

// maxOutcomes bounds the length of an enumeration, so that a mistaken
// call fails at once instead of exhausting memory.
const maxOutcomes = 1 << 22

// An Outcome is one result of throwing some dice, with its exact chance:
// Ways of the Total equally likely ordered throws (faces^dice) give it.
type Outcome struct {
	Roll  Roll
	Ways  int
	Total int
}

// Prob returns the probability Ways/Total.
func (o Outcome) Prob() float64 { return float64(o.Ways) / float64(o.Total) }

// A Count is how often a value (such as a sum) comes up: in Ways of the
// Total equally likely ordered throws.
type Count struct {
	Value int
	Ways  int
	Total int
}

// Prob returns the probability Ways/Total.
func (c Count) Prob() float64 { return float64(c.Ways) / float64(c.Total) }

// faceSet is a die as its distinct values, ascending, each with the number
// of faces that show it.
type faceSet struct {
	vals, weights []int
	sides         int
}

func faceSetOf[D Dice](d D) faceSet {
	fs := faceSet{sides: d.Sides()}
	mustSides(fs.sides)
	all := make([]int, fs.sides)
	for i := range all {
		all[i] = d.Face(i)
	}
	slices.Sort(all)
	for i, v := range all {
		if i > 0 && v == all[i-1] {
			fs.weights[len(fs.weights)-1]++
			continue
		}
		if v < 0 || v > MaxFace {
			panic(fmt.Sprintf("dice: face value %d not in 0..%d", v, MaxFace))
		}
		fs.vals = append(fs.vals, v)
		fs.weights = append(fs.weights, 1)
	}
	return fs
}

// total returns sides^n, panicking when it does not fit an int.
func total(sides, n int) int {
	t := 1
	for range n {
		hi, lo := bits.Mul64(uint64(t), uint64(sides))
		if hi != 0 || lo > math.MaxInt64 {
			panic(fmt.Sprintf("dice: %d^%d throws overflow", sides, n))
		}
		t = int(lo)
	}
	return t
}

// Ordered returns every ordered throw of n dice like d, in ascending
// lexicographic order of the faces, each with its chance: the 36 throws
// "1-1", "1-2", ..., "6-6" of two d6, each 1/36. Faces of a custom die
// that show the same value make one outcome with more ways. It panics
// unless 1 <= n <= MaxDice and there are at most 4194304 outcomes.
func Ordered[D Dice](d D, n int) []Outcome {
	mustCount(n)
	fs := faceSetOf(d)
	k := len(fs.vals)
	count := 1
	for range n {
		if count *= k; count > maxOutcomes {
			panic(fmt.Sprintf("dice: %d^%d ordered throws are too many to list", k, n))
		}
	}
	tot := total(fs.sides, n)
	out := make([]Outcome, 0, count)
	var idx [MaxDice]int
	for {
		out = append(out, fs.outcome(idx[:n], tot, 1))
		i := n - 1
		for i >= 0 && idx[i] == k-1 {
			idx[i] = 0
			i--
		}
		if i < 0 {
			return out
		}
		idx[i]++
	}
}

// Unordered returns every distinct throw of n dice like d when the order
// of the dice does not matter, faces ascending, in ascending lexicographic
// order, each with its chance: the 21 throws of two d6, doubles 1/36 and
// the others 2/36; the 56 throws of three d6. It panics unless
// 1 <= n <= MaxDice and there are at most 4194304 outcomes.
func Unordered[D Dice](d D, n int) []Outcome {
	mustCount(n)
	fs := faceSetOf(d)
	k := len(fs.vals)
	count := binomial(k+n-1, n)
	if count > maxOutcomes {
		panic(fmt.Sprintf("dice: %d unordered throws of %d dice are too many to list", count, n))
	}
	tot := total(fs.sides, n)
	out := make([]Outcome, 0, count)
	var idx [MaxDice]int
	for {
		out = append(out, fs.outcome(idx[:n], tot, multinomial(idx[:n])))
		i := n - 1
		for i >= 0 && idx[i] == k-1 {
			i--
		}
		if i < 0 {
			return out
		}
		idx[i]++
		for j := i + 1; j < n; j++ {
			idx[j] = idx[i]
		}
	}
}

// outcome builds the outcome of the value indices idx: orders ordered
// arrangements, each as likely as the product of the faces' weights.
func (fs faceSet) outcome(idx []int, tot, orders int) Outcome {
	o := Outcome{Total: tot, Ways: orders}
	o.Roll.n = uint8(len(idx))
	for i, x := range idx {
		o.Roll.v[i] = uint16(fs.vals[x])
		o.Ways *= fs.weights[x]
	}
	return o
}

// multinomial returns the number of orders of the sorted indices idx:
// n! / (c1! c2! ...) for the runs of equal indices.
func multinomial(idx []int) int {
	m, run := 1, 0
	for i := range idx {
		if i > 0 && idx[i] == idx[i-1] {
			run++
		} else {
			run = 1
		}
		m = m * (i + 1) / run // exact: the running value is a multinomial
	}
	return m
}

// binomial returns n choose k, saturating at maxOutcomes+1.
func binomial(n, k int) int {
	b := 1
	for i := 1; i <= k; i++ {
		b = b * (n - k + i) / i
		if b > maxOutcomes {
			return maxOutcomes + 1
		}
	}
	return b
}

// Sums returns the distribution of the sum of n dice like d, by ascending
// sum: for two d6, sums 2..12 with 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 ways of
// 36. It panics where Unordered does.
func Sums[D Dice](d D, n int) []Count {
	ways := map[int]int{}
	tot := 0
	for _, o := range Unordered(d, n) {
		ways[o.Roll.Sum()] += o.Ways
		tot = o.Total
	}
	out := make([]Count, 0, len(ways))
	for v, w := range ways {
		out = append(out, Count{Value: v, Ways: w, Total: tot})
	}
	slices.SortFunc(out, func(a, b Count) int { return a.Value - b.Value })
	return out
}
