package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// games are the registered games of the family.
var games = []*Game{Samotar, Cross, Pentagon, FoxGeese, CastleGame}

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
