package ludo_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

// Pokuta, the penalty game: red's pieces on 3 and 8, blue on its start
// square 10. A 5 may be split between the two pieces, each final position
// listed once and written with the pieces that move; a throw that cannot
// be used costs a token into the bank, and the position carries the
// ledger: each seat's tokens, then the bank's.
func ExampleCrossState_Tokens() {
	s, _ := ludo.Penalty.ParseCrossState("3,8/10/-/- 0 move:5 tokens:9,9,9,9/4")
	fmt.Println(s.Legal())
	_ = board.Replay(s, "3-4+8-12", "5", "10-15") // red splits, blue moves 5
	fmt.Println(s.Position())
	_ = board.Replay(s, "2") // green has every piece in the base
	fmt.Println(s.Legal(), s.Tokens(2), s.Bank())
	_ = board.Replay(s, "pass")
	fmt.Println(s.Position())
	// Output:
	// [8-13 3-4+8-12 3-5+8-11 3-7+8-9]
	// 4,12/15/-/- 2 throw tokens:9,9,9,9/4
	// [pass] 9 4
	// 4,12/15/-/- 3 throw tokens:9,9,8,9/5
}
