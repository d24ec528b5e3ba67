package dicegames_test

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dicegames"
)

// A throw of Století: 1-2-5 makes 1, 2 and 1+2 = 3, but no 4, so seat 0's
// marker moves three steps and the dice pass to seat 1.
func ExampleNewChecklistGame() {
	g, _ := dicegames.NewChecklistGame(board.Names{ID: "dicegames/my-century", Name: "My Century", Summary: "Centennial, 1 to 12 and back."},
		dicegames.ChecklistRules{Mode: dicegames.Sequence, Dice: 3, Top: 12, Return: true})
	s, _ := g.New(2)
	_ = board.Replay(s, "1-2-5")
	for _, f := range strings.Fields(s.Position()) {
		if strings.HasPrefix(f, "turn=") || strings.HasPrefix(f, "score=") {
			fmt.Println(f)
		}
	}
	// Output:
	// turn=1
	// score=3/0
}
