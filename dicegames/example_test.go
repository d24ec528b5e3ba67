package dicegames_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dicegames"
)

// A turn of Pig through the contract: the dice are a move of Chance.
func Example() {
	s, _ := dicegames.HnaniPrasatek.New(2)
	_ = board.Replay(s, "4", "roll", "6", "stop")
	fmt.Println(s.Outcome().Over, s.ToMove(), s.Position()[:40])
	// Output:
	// false chance seats=2 turn=1 phase=throw need=1 dice=
}

// Shut the Box through the typed API: the covers of a throw of 4 with
// every tile open.
func ExampleState_LegalMoves() {
	s := dicegames.Zakryvani.NewState(1)
	_ = s.PlayMove(dicegames.Move{Kind: dicegames.KindThrow, Throw: dicegames.MustThrow(1, 3)})
	fmt.Println(s.LegalMoves(nil))
	// Output:
	// [cover:1-3 cover:4]
}

// The confidence label is the first word of a game's summary.
func ExampleTitles() {
	for _, t := range dicegames.Titles[15:17] {
		fmt.Println(t.Number, t.Czech, t.Confidence, t.Part)
	}
	// Output:
	// 16 Zakrývání likely 1
	// 17 Maxík certain 1
}
