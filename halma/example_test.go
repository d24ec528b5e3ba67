package halma_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
)

// A game of star halma through package board: the opening moves of player
// 1, a hop, the replies, and a move refused.
func Example() {
	s, _ := halma.Halma.New(2)
	fmt.Println(len(s.Legal()), "opening moves")
	// The piece on 112 hops over 104 to 92.
	if err := board.Replay(s, "112-92"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(len(s.Legal()), "replies")
	fmt.Println(board.Replay(s, "112-92"))
	// Output:
	// 22 opening moves
	// 22 replies
	// 112-92: no piece of player 2 on 112
}

// The typed API: generate, make and take back moves with no allocation.
func ExamplePosition_GenerateMoves() {
	p, _ := halma.SquareHalma.Start(2)
	buf := make([]halma.Move, 0, halma.MaxMoves)
	buf = p.GenerateMoves(buf)
	fmt.Println(len(buf), buf[0])
	u := p.Make(buf[0])
	fmt.Println(p.ToMove(), p.Plies())
	p.Unmake(buf[0], u)
	fmt.Println(p.ToMove(), p.Plies())
	// Output:
	// 40 c1-e3
	// 1 1
	// 0 0
}

// Solo Halma: a beam search finds a solution and reports its turns.
func ExampleSolve() {
	p, _ := halma.SoloHalma.Start(1)
	moves := halma.Solve(p, 10)
	fmt.Println(len(moves) > 0, moves[0])
	// Output:
	// true c2-e4
}

// Gobang: five in a row on a diagonal ends the game.
func ExampleGame_gobang() {
	s, _ := halma.GobangGame.New(2)
	if err := board.Replay(s, "c3", "a16", "d4", "b16", "e5", "c16", "f6", "d16", "g7"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(s.Outcome().Code, s.Outcome().Winners)
	// Output:
	// five [0]
}
