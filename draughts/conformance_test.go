package draughts

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/stretchr/testify/require"
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

// TestConformanceUserRules: a rule set of the user's own, with its own
// names and no Czech name, and a registered game with options changed by
// name are games like the registered ones.
func TestConformanceUserRules(t *testing.T) {
	r := Czech.Rules()
	r.Precedence, r.Width, r.Height = MaxPieces, 10, 10
	r.Setup = Setup{White: squaresOn(10, true, 1, 2, 3, 4), Black: squaresOn(10, true, 7, 8, 9, 10)}
	mine, err := NewGame(board.Names{ID: "draughts/my-czech-10", Name: "Czech draughts on 10×10, maximum capture",
		Summary: "Czech rules on the international board with the maximum-capture rule."}, r)
	require.NoError(t, err)
	flying, err := board.Configure(Giveaway, "FlyingKings=true", "NoProgressLimit=20")
	require.NoError(t, err)
	require.Equal(t, "draughts/giveaway(FlyingKings=true,NoProgressLimit=20)", flying.ID())
	for _, g := range []board.Game{mine, flying} {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestWithOptions: options by name change the rules and the ID; unknown
// names and bad values wrap ErrBadOption and change nothing.
func TestWithOptions(t *testing.T) {
	g, err := board.Configure(Dama, "FlyingKings=true", "ManCaptures=FR+BR+BL+FL", "Precedence=MaxPieces")
	require.NoError(t, err)
	require.Equal(t, "draughts/dama(ManCaptures=FR+BR+BL+FL,FlyingKings=true,Precedence=MaxPieces)", g.ID())
	r := g.(*Game).Rules()
	require.True(t, r.FlyingKings)
	require.Equal(t, Diagonal4, r.ManCaptures)
	require.Equal(t, MaxPieces, r.Precedence)
	same, err := board.Configure(Dama, "FlyingKings=false")
	require.NoError(t, err)
	require.Same(t, Dama, same)
	for _, bad := range [][]string{
		{"Flying=true"},
		{"FlyingKings=maybe"},
		{"Width=27"},
		{"ManSteps=FR+UP"},
		{"Precedence=Longest"},
		{"Width=9", "Height=9", "Notation=Numeric"}, // odd width: no square numbers
	} {
		_, err := board.Configure(English, bad...)
		require.ErrorIs(t, err, board.ErrBadOption, "%v", bad)
	}
	require.Equal(t, "draughts/english", English.ID())
}
