package domino_test

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/domino"
	"github.com/stretchr/testify/require"
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

// A rule set a user builds — own names, no Czech name, options no preset
// combines (a spinner layout with Fives and Threes, drawing with a reserve,
// free passing, sides chosen by Pairing 2) — is a game like the registered
// ones.
func TestConformanceUserRules(t *testing.T) {
	g, err := domino.NewGame(board.Names{
		ID: "domino/house", Name: "House Fives",
		Summary: "Four players in sides {0,3} and {1,2}, 6 tiles each; fives and threes on a spinner, to 40.",
	}, domino.Rules{
		HandSize: domino.HandSizes{Four: 6}, Layout: domino.Spinner, FirstLead: domino.HeaviestTile,
		LaterLead: domino.RotateLeft, Draw: domino.DrawWhenUnable, StockReserve: 2, NoForcedPlay: true,
		Scoring: domino.FivesAndThrees, Target: 40, Sides: true, Pairing: 2,
	})
	require.NoError(t, err)
	boardtest.Run(t, g)
}
