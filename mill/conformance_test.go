package mill_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConformance runs the contract's conformance suite on every
// registered mill game, on four of the property tests' rule sets (double
// removals, passes, other triggers, diagonals for mills only), and on a
// rule set a user builds (own names, no Czech name).
func TestConformance(t *testing.T) {
	var registered []board.Game
	for _, g := range board.Games() {
		if g.Info().Family == "mill" {
			registered = append(registered, g)
		}
	}
	require.Len(t, registered, 7, "the registered mill games")
	user, err := mill.NewGame(board.Names{ID: "mill/house", Name: "House morris",
		Summary: "Eleven stones each, knight jumps, dice triples and double removals."},
		mill.Rules{StonesPerPlayer: 11, KnightJumps: true, Dice: true, DiceTrigger: mill.Triples, DoubleMillRemovesTwo: true})
	require.NoError(t, err)
	games := append(registered, user)
	for _, g := range propertyGames(t)[len(benchGames):][:4] {
		games = append(games, g)
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestNewGameErrors checks that contradictory or out-of-range rules are
// rejected with a reason.
func TestNewGameErrors(t *testing.T) {
	for name, r := range map[string]mill.Rules{
		"two stones":            {StonesPerPlayer: 2},
		"thirteen stones":       {StonesPerPlayer: 13},
		"diagonal mills only":   {DiagonalMoves: mill.Off},
		"switch value":          {RepetitionDraw: 2},
		"hunt with dice":        {Hunt: true, Dice: true},
		"limit without hunt":    {MoveLimit: 10},
		"first mill and dice":   {FirstMillWins: true, Dice: true},
		"trigger without dice":  {DiceTrigger: mill.Triples},
		"bad trigger":           {Dice: true, DiceTrigger: "pairs"},
		"bad trigger set":       {Dice: true, DiceTrigger: "set:{1-2-7}"},
		"bad setup":             {CustomSetup: "nonsense"},
		"setup hand over limit": {CustomSetup: "........................ W 10 9"},
		"blocked value":         {BlockedPlayer: 7},
	} {
		_, err := mill.NewGame(board.Names{ID: "mill/x", Name: "x", Summary: "x"}, r)
		assert.Error(t, err, name)
	}
}

// TestOptionsByName checks options by name: the derived ID, a custom setup,
// and bad values.
func TestOptionsByName(t *testing.T) {
	g, err := board.Configure(mill.NineMensMorris, "StonesPerPlayer=3", "BlockedPlayer=pass")
	require.NoError(t, err)
	assert.Equal(t, "mill(StonesPerPlayer=3,BlockedPlayer=pass)", g.ID())
	assert.Equal(t, mill.Rules{StonesPerPlayer: 3, BlockedPlayer: mill.BlockedPasses}, g.(*mill.Game).Rules())
	setup := "WW....................BB W 1 1"
	g, err = board.Configure(mill.NineMensMorris, "CustomSetup="+setup)
	require.NoError(t, err)
	st, err := g.New(2)
	require.NoError(t, err)
	assert.Equal(t, setup, st.Position())
	g, err = board.Configure(mill.DiceMill, "DiceTrigger=runs")
	require.NoError(t, err)
	assert.Equal(t, "mill/dice", g.ID(), "runs is the value in force")
	for _, bad := range []string{"BlockedPlayer=stay", "DiceTrigger=pairs", "StonesPerPlayer=2", "Hunt=maybe", "NoSuch=1"} {
		base := board.Game(mill.NineMensMorris)
		if bad == "DiceTrigger=pairs" {
			base = mill.DiceMill
		}
		_, err := board.Configure(base, bad)
		assert.ErrorIs(t, err, board.ErrBadOption, bad)
	}
}
