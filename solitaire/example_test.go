package solitaire_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/solitaire"
)

// Solve the Greek cross and replay the solution.
func ExampleSolve() {
	s, _ := solitaire.Cross.New(1)
	p := s.(*solitaire.Puzzle)
	sol, err := solitaire.Solve(p.Board(), solitaire.SolveOptions{Count: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Solvable, sol.Count, sol.Jumps[0])
	for _, j := range sol.Jumps {
		if err := p.PlayMove(j); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(p.Outcome().Reason)
	// Output:
	// true 16 18-19-20
	// solved
}

// Play peg solitaire through package board.
func Example() {
	g, _ := board.Lookup("solitaire")
	s, _ := g.New(1)
	fmt.Println(s.Legal())
	if err := board.Replay(s, "5-17", "12-11-10"); err != nil {
		fmt.Println(err)
	}
	fmt.Print(s)
	// Output:
	// [15-16-17 19-18-17 5-10-17 29-24-17]
	//     o o o
	//     o . o
	// o o o o . . o
	// o o o o o o o
	// o o o o o o o
	//     o o o
	//     o o o
}

// A capture chain is one move, named by its landing holes; any full route
// reads as it.
func Example_capture() {
	g, _ := board.Lookup("solitaire/castle")
	s, _ := g.Parse("D...D....A....AA.AA..AAAAA.A.A... D")
	fmt.Println(s.Legal())
	if err := board.Replay(s, "5x17x29"); err != nil {
		fmt.Println(err)
	}
	fmt.Println(s.Position())
	// Output:
	// [5x17x29]
	// D.............AA.AA..AA.AA.ADA... A
}
