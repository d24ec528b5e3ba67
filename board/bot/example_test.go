package bot_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
	_ "github.com/rulebook-go/rulebook/chess"
)

// An MCTS bot finds the scholar's mate, 4.Qxf7#, through the board
// contract alone.
func ExampleMCTS() {
	g, _ := board.Lookup("chess")
	s, _ := g.New(2)
	board.Replay(s, "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6")
	b := bot.NewMCTS(bot.MCTSOptions{Iterations: 1000}, bot.NewRand(1))
	m, err := b.Choose(s)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(m)
	// Output: h5f7
}

// Greedy with the default evaluation takes a win when one is there and
// otherwise the move the game's estimate rates best (in chess, material).
func ExampleGreedy() {
	g, _ := board.Lookup("chess")
	s, _ := g.New(2)
	board.Replay(s, "f2f3", "e7e5", "g2g4")
	m, _ := bot.NewGreedy(nil, bot.NewRand(1)).Choose(s)
	fmt.Println(m) // the fool's mate, 2...Qh4#
	// Output: d8h4
}
