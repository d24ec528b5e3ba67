package chess

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestConformance runs the board contract on the registered game and on
// the optional rule sets.
func TestConformance(t *testing.T) {
	g, ok := board.Lookup("chess")
	if !ok {
		t.Fatal("chess is not registered")
	}
	boardtest.Run(t, g)
}

func TestConformanceOptions(t *testing.T) {
	if testing.Short() {
		t.Skip("the registered game is enough with -short")
	}
	boardtest.Run(t, NewGame(Options{AutoClaim: true, SeedHundredMoveExceptions: true}))
}
