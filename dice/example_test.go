package dice_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/dice"
)

func ExampleDie_Throw() {
	r := dice.Seeded(1)
	roll := dice.D6.Throw(2, r)
	fmt.Println(roll.Len(), roll.Sum() >= 2 && roll.Sum() <= 12)
	// Output: 2 true
}

func ExampleDie_Opposite() {
	// Puff's bottom numbers: the faces under the dice.
	for _, top := range []int{1, 2, 3} {
		fmt.Println(top, dice.D6.Opposite(top))
	}
	// Output:
	// 1 6
	// 2 5
	// 3 4
}

func ExampleUnordered() {
	// The 21 rolls of backgammon, with their chances.
	rolls := dice.Unordered(dice.D6, 2)
	fmt.Println(len(rolls))
	for _, o := range rolls[:3] {
		fmt.Printf("%s %d/%d\n", o.Roll, o.Ways, o.Total)
	}
	// Output:
	// 21
	// 1-1 1/36
	// 1-2 2/36
	// 1-3 2/36
}

func ExampleSums() {
	for _, c := range dice.Sums(dice.D6, 2) {
		if c.Value == 7 {
			fmt.Printf("7: %d/%d = %.4f\n", c.Ways, c.Total, c.Prob())
		}
	}
	// Output: 7: 6/36 = 0.1667
}

func ExampleParseRoll() {
	r, err := dice.ParseRoll("5-3")
	fmt.Println(r, r.Sorted(), r.Sum(), r.Doubles(), err)
	_, err = dice.ParseRoll("5-")
	fmt.Println(err)
	_, err = dice.ParseRollOf(dice.D6, 2, "7-1")
	fmt.Println(err)
	// Output:
	// 5-3 3-5 8 false <nil>
	// 5-: a face is missing
	// 7-1: 7 is not a face of the die
}

func ExampleCustom() {
	cube, _ := dice.Custom(2, 4, 8, 16, 32, 64) // the doubling cube
	for _, o := range dice.Ordered(cube, 1)[:2] {
		fmt.Println(o.Roll, o.Prob())
	}
	// Output:
	// 2 0.16666666666666666
	// 4 0.16666666666666666
}

// A move reader takes a roll as a person types it.
func ExampleParseRollLoose() {
	for _, text := range []string{"6-5", "6 5", "65", "5,6"} {
		r, err := dice.ParseRollLoose(dice.D6, 2, text)
		fmt.Println(r, r.Descending(), err)
	}
	// Output:
	// 6-5 6-5 <nil>
	// 6-5 6-5 <nil>
	// 6-5 6-5 <nil>
	// 5-6 6-5 <nil>
}
