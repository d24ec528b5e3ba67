package ludo_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
	"github.com/stretchr/testify/require"
)

// conformanceGames are the registered games and rule sets that switch on
// every other option: bounce and reach finishes, optional ascents, play for
// placings, the literal start on square 1, no opening throws, other abysses.
func conformanceGames(t *testing.T) []board.Game {
	var gs []board.Game
	for _, g := range board.Games() {
		if g.Info().Family == "ludo" {
			gs = append(gs, g)
		}
	}
	require.Len(t, gs, 4, "the registered ludo games")
	s1 := ludo.DefaultSnakesOptions()
	s1.Finish, s1.OptionalAscent, s1.PlayForPlacings = ludo.FinishBounce, true, true
	s2 := ludo.DefaultSnakesOptions()
	s2.Finish, s2.StartPosition, s2.Opening, s2.PlayForPlacings = ludo.FinishReach, 1, ludo.OpeningSeatZero, true
	p1 := ludo.PropastOptions{Reading: ludo.ReadingWeb, Abysses: []int{3, 9, 10, 11, 30}, Opening: ludo.OpeningSeatZero}
	for i, build := range []func() (*ludo.TrackGame, error){
		func() (*ludo.TrackGame, error) { return ludo.NewSnakes(s1) },
		func() (*ludo.TrackGame, error) { return ludo.NewSnakes(s2) },
		func() (*ludo.TrackGame, error) { return ludo.NewPropast(p1) },
	} {
		g, err := build()
		require.NoError(t, err)
		gs = append(gs, g.WithName(g.ID()+"-custom"+string(rune('a'+i)), g.Info().Name+" (custom)", g.Info().CzechName))
	}
	return gs
}

// TestConformance runs the board contract's conformance suite on every
// registered ludo game and on the custom rule sets.
func TestConformance(t *testing.T) {
	for _, g := range conformanceGames(t) {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
