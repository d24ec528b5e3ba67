package mill_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
)

// Play a few placements of nine men's morris through the generic
// interface: White's third stone closes the mill a1-d1-g1 and removes the
// Black stone on a7.
func Example() {
	st, err := mill.NineMensMorris.New(2)
	if err != nil {
		panic(err)
	}
	fmt.Println(len(st.Legal()), "placements to begin with")
	if err := board.Replay(st, "d1", "a7", "a1", "d7"); err != nil {
		panic(err)
	}
	_, err = st.ParseMove("g1")
	fmt.Println(err)
	if err := board.Replay(st, "g1xa7"); err != nil {
		panic(err)
	}
	fmt.Println(st.Position())
	// Output:
	// 24 placements to begin with
	// g1: the move must remove an opponent stone: it forms a mill
	// .B...................WWW B 6 7
}

// Dice mill throws three dice before each placement; the throw is a chance
// move, and a run lets the player first take a stone from an opponent mill.
func Example_dice() {
	st, err := mill.DiceMill.Parse(".......................W B 8 9")
	if err != nil {
		panic(err)
	}
	fmt.Println(st.ToMove() == board.Chance, len(st.Legal()), "throws")
	chances := st.(board.Chancy).Chances()
	fmt.Printf("%s: %.4f\n", st.Legal()[0], chances[0])
	if err := board.Replay(st, "5-3-4"); err != nil {
		panic(err)
	}
	fmt.Println(st.Position())
	// Output:
	// true 56 throws
	// 1-1-1: 0.0046
	// .......................W B 8 9 roll=345
}

// The typed API: moves into a caller's buffer, Make and Unmake, Perft.
func ExamplePosition() {
	p := mill.NineMensMorris.Start()
	buf := make([]mill.Move, 0, mill.MaxMoves)
	buf = p.GenerateMoves(buf)
	u := p.Make(buf[0])
	fmt.Println(buf[0], p.String())
	p.Unmake(buf[0], u)
	for d := 1; d <= 5; d++ {
		fmt.Print(p.Perft(d), " ")
	}
	fmt.Println()
	// Output:
	// a7 W....................... B 8 9
	// 24 552 12144 255024 5140800
}
