package draughts

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestConformance runs the contract checks of boardtest on every
// registered draughts game.
func TestConformance(t *testing.T) {
	for _, g := range board.Games() {
		if g.Info().Family != "draughts" {
			continue
		}
		t.Run(g.ID(), func(t *testing.T) {
			t.Parallel()
			boardtest.Run(t, g)
		})
	}
}
