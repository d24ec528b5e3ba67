package dicegames_test

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dicegames"
)

// Left Center Right as a user's rule set on the Chips engine: as many dice
// as chips (at most three), 1 to the left, 2 to the right, 6 into the
// pot; the last seat with chips wins the pot. Seat 0's 1-2-6 gives all
// three of its chips away, so it skips its throws until a chip comes back.
func ExampleNewChipGame() {
	g, _ := dicegames.NewChipGame(board.Names{ID: "dicegames/my-lcr", Name: "My LCR", Summary: "Left Center Right."},
		dicegames.ChipRules{Mode: dicegames.EachDie, Dice: 3, DicePerChip: true, Chips: 3,
			Faces: dicegames.FaceActions{One: dicegames.GiveLeft, Two: dicegames.GiveRight, Six: dicegames.GivePot},
			End:   dicegames.LastHolder, Broke: dicegames.Skips, MinPlayers: 3})
	s, _ := g.New(3)
	_ = board.Replay(s, "1-2-6")
	for _, f := range strings.Fields(s.Position()) {
		if strings.HasPrefix(f, "chips=") || strings.HasPrefix(f, "out=") || strings.HasPrefix(f, "turn=") {
			fmt.Println(f)
		}
	}
	// Output:
	// turn=1
	// chips=0/4/4
	// out=0
}
