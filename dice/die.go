package dice

import (
	"fmt"
	"math/rand/v2"
)

// MaxFace is the highest value a face may show; faces show 0..MaxFace.
const MaxFace = 9999

// Dice is what the enumerations need of a die: how many faces it has and
// what each shows. Die and Faces implement it.
type Dice interface {
	// Sides returns the number of faces, all equally likely.
	Sides() int
	// Face returns the value the face i shows, for i in 0..Sides()-1.
	Face(i int) int
}

// A Die is a fair standard die of that many faces, numbered 1..n: D6 is
// the ordinary six-sided die. Valid dice have 1..MaxFace faces; the
// methods that roll or enumerate panic on others, as rand.IntN does,
// because a die is part of a program, not of its input.
type Die int

// The usual dice.
const (
	D2   Die = 2
	D3   Die = 3
	D4   Die = 4
	D6   Die = 6
	D8   Die = 8
	D10  Die = 10
	D12  Die = 12
	D20  Die = 20
	D100 Die = 100
)

// Sides returns the number of faces.
func (d Die) Sides() int { return int(d) }

// Face returns the value of face i: i+1.
func (d Die) Face(i int) int { return i + 1 }

// Valid reports whether face is a face of d: 1..d.
func (d Die) Valid(face int) bool { return 1 <= face && face <= int(d) }

// Opposite returns the face opposite face on a standard die, where
// opposite faces add up to one more than the number of faces: 7 − x on a
// six-sided die (1↔6, 2↔5, 3↔4), the "bottom number" of Puff. It returns 0
// for a value that is not a face of d.
func (d Die) Opposite(face int) int {
	if !d.Valid(face) {
		return 0
	}
	return int(d) + 1 - face
}

// String returns "d6", "d20", ...
func (d Die) String() string { return fmt.Sprintf("d%d", int(d)) }

// Roll returns one roll of the die, 1..d, drawn from r.
func (d Die) Roll(r *rand.Rand) int {
	mustSides(int(d))
	return 1 + r.IntN(int(d))
}

// Throw rolls n such dice at once, in the order they fell. It does not
// allocate. It panics unless 1 <= n <= MaxDice.
func (d Die) Throw(n int, r *rand.Rand) Roll {
	mustSides(int(d))
	mustCount(n)
	var t Roll
	t.n = uint8(n)
	for i := range n {
		t.v[i] = uint16(1 + r.IntN(int(d)))
	}
	return t
}

// Faces is a fair die whose faces show the given values, e.g. a die
// marked 1, 1, 2, 2, 3, 3, or the doubling cube 2, 4, 8, 16, 32, 64. Build
// one with Custom; the zero Faces is not a valid die.
type Faces struct {
	v []uint16
}

// Custom returns a die with the given faces, each in 0..MaxFace; values
// may repeat. It fails when there is no face or a value is out of range.
func Custom(faces ...int) (Faces, error) {
	if len(faces) == 0 {
		return Faces{}, fmt.Errorf("dice: a die needs at least one face")
	}
	v := make([]uint16, len(faces))
	for i, f := range faces {
		if f < 0 || f > MaxFace {
			return Faces{}, fmt.Errorf("dice: face %d is %d, not in 0..%d", i, f, MaxFace)
		}
		v[i] = uint16(f)
	}
	return Faces{v: v}, nil
}

// Sides returns the number of faces.
func (f Faces) Sides() int { return len(f.v) }

// Face returns the value of face i.
func (f Faces) Face(i int) int { return int(f.v[i]) }

// Valid reports whether some face shows value.
func (f Faces) Valid(value int) bool {
	for _, v := range f.v {
		if int(v) == value {
			return true
		}
	}
	return false
}

// Roll returns the value of one random face.
func (f Faces) Roll(r *rand.Rand) int {
	mustSides(len(f.v))
	return int(f.v[r.IntN(len(f.v))])
}

// Throw rolls n such dice at once, in the order they fell. It does not
// allocate. It panics unless 1 <= n <= MaxDice.
func (f Faces) Throw(n int, r *rand.Rand) Roll {
	mustSides(len(f.v))
	mustCount(n)
	var t Roll
	t.n = uint8(n)
	for i := range n {
		t.v[i] = f.v[r.IntN(len(f.v))]
	}
	return t
}

// Seeded returns a random source for rolling that gives the same rolls for
// the same seed, for replays and tests.
func Seeded(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0xda942042e4dd58b5))
}

func mustSides(n int) {
	if n < 1 || n > MaxFace {
		panic(fmt.Sprintf("dice: a die of %d faces", n))
	}
}

func mustCount(n int) {
	if n < 1 || n > MaxDice {
		panic(fmt.Sprintf("dice: %d dice, not 1..%d", n, MaxDice))
	}
}
