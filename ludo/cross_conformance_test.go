package ludo_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// crossGames are the registered cross-track games and rule sets that
// switch every option of ludo.md §1 away from its default.
func crossGames(t *testing.T) []*ludo.CrossGame {
	gs := []*ludo.CrossGame{game(t, "ludo").(*ludo.CrossGame)}
	for i, f := range []func(*ludo.CrossOptions){
		func(o *ludo.CrossOptions) {
			o.StartWithPieceOut, o.OpeningRollIsFirstMove, o.ForcedEntry, o.JumpInHome = false, false, false, false
			o.TwoPlayerSeating, o.PlayForPlacings = ludo.SeatingAdjacent, false
		},
		func(o *ludo.CrossOptions) {
			o.ThreeThrowsWhenStuck, o.ClearStart, o.MandatoryCapture, o.SixGivesExtraThrow = false, false, true, false
			o.EntryRolls, o.Opening = []int{1, 6}, ludo.OpeningSeatZero
		},
	} {
		g := cross(t, f)
		gs = append(gs, g.WithName("ludo/custom"+string(rune('a'+i)), "Ludo of one's own", "Vlastní člověče"))
	}
	return gs
}

// TestCrossConformance runs the board contract's conformance suite on the
// cross-track games, with every player count.
func TestCrossConformance(t *testing.T) {
	for _, g := range crossGames(t) {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
