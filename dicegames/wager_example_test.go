package dicegames_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dicegames"
)

// A coup of Odd or Even: seat 1 stakes a chip on even, seat 2 on odd, and
// the banker (seat 0) throws 3-5.
func ExampleNewWagerGame() {
	g, _ := dicegames.NewWagerGame(board.Names{ID: "dicegames/my-odd-or-even", Name: "My Odd or Even", Summary: "Odd or even for up to 2 chips."},
		dicegames.WagerRules{Resolver: dicegames.Parity, Dice: 2, Banker: true, Chips: 10, Stake: 2, Rotate: 3, Match: dicegames.Match{Rounds: 1}})
	s := g.NewState(3)
	fmt.Println(s.LegalMoves(nil))
	for _, m := range []string{"even:2", "odd:1", "3-5"} {
		mv, _ := dicegames.ParseMoveText(m)
		_ = s.PlayMove(mv)
	}
	p := s.Board()
	fmt.Println(p.Stack[:3])
	// Output:
	// [even:1 odd:1 even:2 odd:2]
	// [9 12 9]
}

// Barbudi's table: what a throw of two dice does for its thrower.
func ExampleDuelVerdict() {
	for _, t := range []dicegames.Throw{dicegames.MustThrow(5, 6), dicegames.MustThrow(1, 2), dicegames.MustThrow(3, 4)} {
		fmt.Println(t, dicegames.DuelVerdict(t))
	}
	// Output:
	// 5-6 1
	// 1-2 -1
	// 3-4 0
}
