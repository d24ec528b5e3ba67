package dicegames

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// MaxDice is the most dice one Throw holds: the six of Hearts Due and
// Straight Shooter.
const MaxDice = 6

// A Throw is the faces of up to MaxDice six-sided dice thrown together, as
// a multiset: the order of the dice does not matter, so a Throw is stored as
// the count of each face and "3-1" and "1-3" are the same Throw. It is a
// small comparable value. Its notation is the faces ascending joined by
// hyphens, "1-3-3-6"; one die is its face, "4"; the empty Throw is "".
type Throw struct {
	count [7]uint8 // count[f] dice show face f; count[0] is unused
}

// ThrowOf returns the Throw of the given faces, each 1..6, at most
// MaxDice of them.
func ThrowOf(faces ...int) (Throw, error) {
	var t Throw
	if len(faces) > MaxDice {
		return t, board.BadNotation("", "a throw has at most %d dice, not %d", MaxDice, len(faces))
	}
	for _, f := range faces {
		if f < 1 || f > 6 {
			return Throw{}, board.BadNotation("", "face %d is not 1..6", f)
		}
		t.count[f]++
	}
	return t, nil
}

// MustThrow is ThrowOf for literals in programs and tests: it panics on a
// bad throw.
func MustThrow(faces ...int) Throw {
	t, err := ThrowOf(faces...)
	if err != nil {
		panic(err)
	}
	return t
}

// throwOfRoll converts a roll of package dice (faces 1..6, at most MaxDice).
func throwOfRoll(r dice.Roll) Throw {
	var t Throw
	for i := range r.Len() {
		t.count[r.Face(i)]++
	}
	return t
}

// Len returns the number of dice.
func (t Throw) Len() int {
	n := 0
	for f := 1; f <= 6; f++ {
		n += int(t.count[f])
	}
	return n
}

// Counts returns how many dice show each face, indexed by face (index 0 is
// always 0).
func (t Throw) Counts() [7]int {
	var c [7]int
	for f := 1; f <= 6; f++ {
		c[f] = int(t.count[f])
	}
	return c
}

// Count returns how many dice show face.
func (t Throw) Count(face int) int {
	if face < 1 || face > 6 {
		return 0
	}
	return int(t.count[face])
}

// Has reports whether some die shows face.
func (t Throw) Has(face int) bool { return t.Count(face) > 0 }

// Sum returns the sum of the faces.
func (t Throw) Sum() int {
	s := 0
	for f := 1; f <= 6; f++ {
		s += f * int(t.count[f])
	}
	return s
}

// Product returns the product of the faces, 1 for no dice.
func (t Throw) Product() int {
	p := 1
	for f := 2; f <= 6; f++ {
		for range t.count[f] {
			p *= f
		}
	}
	return p
}

// Max returns the highest face, 0 for no dice.
func (t Throw) Max() int {
	for f := 6; f >= 1; f-- {
		if t.count[f] > 0 {
			return f
		}
	}
	return 0
}

// Min returns the lowest face, 0 for no dice.
func (t Throw) Min() int {
	for f := 1; f <= 6; f++ {
		if t.count[f] > 0 {
			return f
		}
	}
	return 0
}

// IsDouble reports whether there are two or more dice, all showing the
// same face (a double on two dice, a triple on three).
func (t Throw) IsDouble() bool {
	n := t.Len()
	return n >= 2 && t.count[t.Max()] == uint8(n)
}

// RunFromOne returns the length of the run 1, 2, 3, … present in the
// throw, duplicates ignored: 3 for 1-1-2-3-5, 0 without a 1.
func (t Throw) RunFromOne() int {
	n := 0
	for n < 6 && t.count[n+1] > 0 {
		n++
	}
	return n
}

// SubsetSums returns the set of the sums of the non-empty sub-multisets of
// the throw, as a bit set: bit s is set when some dice sum to s (at most
// 36).
func (t Throw) SubsetSums() uint64 {
	sums := uint64(1) // the empty sum, removed at the end
	for f := 1; f <= 6; f++ {
		for range t.count[f] {
			sums |= sums << f
		}
	}
	return sums &^ 1
}

// Add returns the throw with one more die showing face (1..6).
func (t Throw) Add(face int) Throw {
	t.count[face]++
	return t
}

// Plus returns the union of two throws, as multisets.
func (t Throw) Plus(u Throw) Throw {
	for f := 1; f <= 6; f++ {
		t.count[f] += u.count[f]
	}
	return t
}

// Minus returns t without the dice of u, and whether t holds all of them.
func (t Throw) Minus(u Throw) (Throw, bool) {
	for f := 1; f <= 6; f++ {
		if u.count[f] > t.count[f] {
			return t, false
		}
		t.count[f] -= u.count[f]
	}
	return t, true
}

// Without returns the throw with every die showing face removed.
func (t Throw) Without(face int) Throw {
	t.count[face] = 0
	return t
}

// CentreSpotValue returns what a face scores in Round the Spot: the pips
// around a centre pip, 1 → 1, 3 → 2, 5 → 4, and 0 for the even faces,
// which have no centre pip.
func CentreSpotValue(face int) int {
	switch face {
	case 1:
		return 1
	case 3:
		return 2
	case 5:
		return 4
	}
	return 0
}

// Opposite returns the face on the other side of a standard die: 7 − face.
func Opposite(face int) int { return 7 - face }

// String returns the throw in notation: "1-3-3-6", "4", "" for no dice.
func (t Throw) String() string {
	var b [2 * MaxDice]byte
	return string(t.appendText(b[:0]))
}

func (t Throw) appendText(b []byte) []byte {
	for f := 1; f <= 6; f++ {
		for range t.count[f] {
			if len(b) > 0 && b[len(b)-1] != ':' {
				b = append(b, '-')
			}
			b = append(b, byte('0'+f))
		}
	}
	return b
}

// ParseThrow reads a throw: 1..MaxDice faces 1..6 joined by hyphens, in
// any order ("3-1" reads as "1-3"). Errors wrap board.ErrBadNotation.
func ParseThrow(s string) (Throw, error) {
	var t Throw
	if s == "" || len(s) > 2*MaxDice {
		return t, board.BadNotation(s, "a throw is 1 to %d faces 1..6 joined by hyphens", MaxDice)
	}
	n := 0
	for part := range strings.SplitSeq(s, "-") {
		if len(part) != 1 || part[0] < '1' || part[0] > '6' {
			return Throw{}, board.BadNotation(s, "face %s is not 1..6", strconv.Quote(part))
		}
		if n++; n > MaxDice {
			return Throw{}, board.BadNotation(s, "more than %d dice", MaxDice)
		}
		t.count[part[0]-'0']++
	}
	return t, nil
}

// chanceTable is the list of the distinct throws of k dice with their
// probabilities, from package dice.
type chanceTable struct {
	moves []Move
	boxed []board.Move // moves as board.Move, boxed once: listing a chance node through board.State allocates nothing
	probs []float64
}

// chances[k] lists the throws of k six-sided dice, k = 1..MaxDice: the 6,
// 21, 56, 126, 252 and 462 multisets.
var chances = func() [MaxDice + 1]chanceTable {
	var c [MaxDice + 1]chanceTable
	for k := 1; k <= MaxDice; k++ {
		for _, o := range dice.Unordered(dice.D6, k) {
			c[k].moves = append(c[k].moves, Move{Kind: KindThrow, Throw: throwOfRoll(o.Roll)})
			c[k].probs = append(c[k].probs, o.Prob())
		}
		for _, m := range c[k].moves {
			c[k].boxed = append(c[k].boxed, m)
		}
	}
	return c
}()
