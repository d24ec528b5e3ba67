package backgammon_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/backgammon"
	"github.com/rulebook-go/rulebook/board"
)

// A chouette of four: the ordering throws make A the box and B the
// captain; the box opens with 3-1; later the box doubles and each member
// answers for himself.
func ExampleChouetteState() {
	g, _ := board.Lookup("backgammon/chouette")
	s, _ := g.New(4)
	_ = board.Replay(s, "6-5", "5-4", "4-2", "2-1") // A 11, B 9, C 6, D 3
	fmt.Println(s.Position())
	_ = board.Replay(s, "3-1", "8/5 6/5") // the opening throw: the box (White) plays 3-1
	fmt.Println(s.ToMove(), s.Legal())    // the captain B decides for the team
	_ = board.Replay(s, "roll", "6-5", "24/13", "double")
	cs := s.(*backgammon.ChouetteState)
	for _, answer := range []string{"take", "drop", "take"} {
		fmt.Println(cs.ToMove(), answer) // each member in rank order
		_ = board.Replay(s, answer)
	}
	fmt.Println(cs.Ledger(), cs.Queue())
	fmt.Println(s.Position()) // the board as backgammon writes it after the same plays
	// Output:
	// queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE
	// 1 [roll double]
	// 1 take
	// 2 drop
	// 3 take
	// [1 0 -1 0] [0 1 2 3]
	// queue:ABCD ledger:1,0,-1,0 games:0 team:B2m,C-,D2m board:4HPwAyCwZ/ABMA:MAEAAAAAAAAE
}
