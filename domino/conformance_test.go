package domino_test

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	_ "github.com/rulebook-go/rulebook/domino"
)

// TestConformance runs the contract's conformance suite on every
// registered domino game.
func TestConformance(t *testing.T) {
	for _, g := range board.Games() {
		if !strings.HasPrefix(g.ID(), "domino") {
			continue
		}
		t.Run(g.ID(), func(t *testing.T) {
			t.Parallel()
			boardtest.Run(t, g)
		})
	}
}
