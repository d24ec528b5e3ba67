package chess

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestConformance runs the board contract on the registered game. Games
// with AutoClaim are not run: their threefold draws depend on history that
// FEN cannot carry, so Parse(Position()) cannot reproduce their outcome.
func TestConformance(t *testing.T) {
	g, ok := board.Lookup("chess")
	if !ok {
		t.Fatal("chess is not registered")
	}
	boardtest.Run(t, g)
}
