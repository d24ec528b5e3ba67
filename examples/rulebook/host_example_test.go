package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rulebook-go/rulebook/board"
)

// Example_host is the hosting example of README.md: a whole game of
// Propast for three players through the generic interface.
func Example_host() {
	game, ok := board.Lookup("ludo/propast")
	if !ok {
		panic("ludo/propast is not registered")
	}
	s, err := game.New(3)
	if err != nil {
		panic(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for s.ToMove() != board.Nobody {
		if s.ToMove() == board.Chance {
			_, err = board.Sample(s, r) // real dice: s.ParseMove("4"), then s.Play
		} else {
			legal := s.Legal() // a host shows these and reads one with s.ParseMove
			err = s.Play(legal[r.IntN(len(legal))])
		}
		if err != nil {
			panic(err)
		}
	}
	o := s.Outcome()
	fmt.Println("winners:", o.Winners, "placings:", o.Placings, "-", o.Reason)
	// Output: winners: [2] placings: [3 2 1] - all stones but one are through the goal
}

// The hosting program of README.md is Example_host: the body of its main
// is the body of the example, without the output comment.
func TestREADMEHost(t *testing.T) {
	src := funcSource(t, "host_example_test.go", "func Example_host() {")
	body, _, _ := strings.Cut(strings.TrimPrefix(src, "func Example_host() {\n"), "\t// Output:")
	block := codeBlock(t, readme(t), "func main() {")
	_, main, ok := strings.Cut(block, "func main() {\n")
	assert.True(t, ok)
	assert.Equal(t, body+"}\n", main, "README.md's hosting example is Example_host")
}

// Example_ludo is the ludo example of README.md.
func Example_ludo() {
	g, _ := board.Lookup("ludo/propast")
	s, _ := g.New(2)
	err := board.Replay(s,
		"3", "5", // opening throws: seat 1 starts
		"4", "6", "0-6", // seat 1: a 4 earns the second throw; the 6 moves the stone
		"2", "6", "0-6", // seat 0 lands on seat 1 and sends it back to the start
	)
	fmt.Println(err, s.Position()) // <nil> 6/0 1 throw
	// Output: <nil> 6/0 1 throw
}

// README.md's ludo example is Example_ludo, one tab less indented.
func TestREADMELudo(t *testing.T) {
	src := funcSource(t, "host_example_test.go", "func Example_ludo() {")
	body, _, _ := strings.Cut(strings.TrimPrefix(src, "func Example_ludo() {\n"), "\t// Output:")
	body = strings.ReplaceAll("\n"+body, "\n\t", "\n")[1:]
	assert.Equal(t, body, codeBlock(t, readme(t), `board.Lookup("ludo/propast")`+"\ns, _ := g.New(2)"))
}
