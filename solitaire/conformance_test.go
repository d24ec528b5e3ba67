package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// games are the registered games of the family.
var games = []*Game{Samotar, Cross, Pentagon, FoxGeese, Castle, Triangl, Eater, Fleas, Mikado}

func TestConformance(t *testing.T) {
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

func TestRegistered(t *testing.T) {
	for _, g := range games {
		got, ok := board.Lookup(g.ID())
		if !ok || got != board.Game(g) {
			t.Errorf("%s is not registered", g.ID())
		}
	}
}

// TestConformanceUserRules: a rule set built by a user, with an empty
// Czech name, is a game like the registered ones.
func TestConformanceUserRules(t *testing.T) {
	for _, r := range []Rules{
		{Start: puzzlePosition(allHoles &^ Hole(1))},
		{Game: KindCastle, Diagonals: true, Huffing: true, TrappedDefenders: TrappedLose},
		{Game: KindSheepAndWolves, WolfPenalty: true, TrappedWolves: TrappedLose},
		{Game: KindTriangl, AnyOrientation: true, OnePointPerPlacement: true},
		{Game: KindEater, EatPerRun: true, BlockedPlayer: BlockedPasses, NoProgressPlies: 30},
		{Game: KindFleas, Quick: true},
		{Game: KindMikado, StickCounts: Sticks{1, 5, 5, 15, 15}, Games: 3},
	} {
		g, err := NewGame(board.Names{ID: "solitaire/mine", Name: "My game", Summary: "a user's rules"}, r)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(r.Game.String(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
