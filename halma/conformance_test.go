package halma_test

import (
	"os"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestConformance runs the contract's conformance suite once on every
// registered halma game and on one rule set a user builds per engine (own
// names, no Czech name), each chosen to change the tree of the registered
// games: more seats, other moves or another end. With RULEBOOK_DEEP=1 it
// also runs option sets the registered games do not use.
func TestConformance(t *testing.T) {
	var games []board.Game
	for _, g := range board.Games() {
		if g.Info().Family == "halma" {
			games = append(games, g)
		}
	}
	require.Len(t, games, 16, "the registered halma games")
	for _, u := range []struct {
		id, summary string
		rules       halma.Rules
	}{
		{"halma/house", "Ten pieces each on the star, row hops, up to six players, 300 plies.",
			halma.Rules{Race: halma.RaceRules{PiecesPerPlayer: 10, RowHop: true, MaxPlies: 300}}},
		{"halma/quick-five", "Four-player gobang with eight pieces a side, exactly five, pair capture.",
			halma.Rules{Engine: halma.EngineField, Field: halma.FieldRules{PiecesPerPlayer: 8, ExactlyFive: true,
				PairCapture: true, Teams: true, MoveOwnPiecesOnly: true, MaxPlies: 300}}},
		{"halma/tipsy-five", "Obklíčení with five pieces each, the edge immune, suicide allowed.",
			halma.Rules{Engine: halma.EngineTipsy, Tipsy: halma.TipsyRules{PiecesPerPlayer: 5, EdgeImmune: true, AllowSuicide: true}}},
		{"halma/rakado-race", "Rakado won by the first side with no piece on its way.",
			halma.Rules{Engine: halma.EngineRakado, Rakado: halma.RakadoRules{Scoring: halma.Race}}},
		{"halma/treasure-five", "The treasure hunt with a heap of five tokens.",
			halma.Rules{Engine: halma.EngineTreasure, Treasure: halma.TreasureRules{Tokens: 5}}},
	} {
		g, err := halma.NewGame(board.Names{ID: u.id, Name: u.id, Summary: u.summary}, u.rules)
		require.NoError(t, err, u.id)
		games = append(games, g)
	}
	if deep() {
		games = append(games,
			configured(t, halma.SquareHalma, "Race.Teams=true", "Race.MaxPlies=400"),
			configured(t, halma.QuickHalma, "Race.Board=star", "Race.SpoilerRule=false"),
			configured(t, halma.Halma, "Race.Precise=true", "Race.LockInTarget=true", "Race.Players=2", "Race.EvacuateBy=20"),
			configured(t, halma.GobangGame, "Field.Teams=true"),
			configured(t, halma.ChiefGobang, "Field.LoseBelowFive=false", "Field.Teams=true"),
			configured(t, halma.TopSecretGame, "Field.OutwardOnly=true", "Field.MaxPlies=300"),
			configured(t, halma.CatAndMouse, "Field.CatSquares=i8,h9", "Field.CatsWinBelow=15", "Field.PiecesPerPlayer=17"),
			configured(t, halma.Tipsy, "Tipsy.EdgeImmune=true", "Tipsy.AllowSuicide=true"))
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestNewGameErrors checks that contradictory or out-of-range rules are
// rejected with a reason.
func TestNewGameErrors(t *testing.T) {
	race := func(r halma.RaceRules) halma.Rules { return halma.Rules{Race: r} }
	for name, r := range map[string]halma.Rules{
		"no such board":           race(halma.RaceRules{Board: 7}),
		"star camp of 13":         race(halma.RaceRules{PiecesPerPlayer: 13}),
		"square camp of 7":        race(halma.RaceRules{Board: halma.Square, PiecesPerPlayer: 7}),
		"leapfrog on the star":    race(halma.RaceRules{Leapfrog: true}),
		"teams of three":          race(halma.RaceRules{Players: 3, Teams: true}),
		"evacuation for three":    race(halma.RaceRules{EvacuateBy: 30}),
		"four on the small board": race(halma.RaceRules{Board: halma.Small, Players: 4}),
		"15-camps for four":       race(halma.RaceRules{Players: 4}),
		"bad switch":              race(halma.RaceRules{LockInTarget: 9}),
		"no such engine":          {Engine: 9},
		"race options on gobang":  {Engine: halma.EngineField, Race: halma.RaceRules{RowHop: true}},
		"field options on a race": {Field: halma.FieldRules{ExactlyFive: true}},
		"tipsy options on rakado": {Engine: halma.EngineRakado, Tipsy: halma.TipsyRules{EdgeImmune: true}},
		"no such scoring":         {Engine: halma.EngineRakado, Rakado: halma.RakadoRules{Scoring: 5}},
		"a heap of 201":           {Engine: halma.EngineTreasure, Treasure: halma.TreasureRules{Tokens: 201}},
		"tipsy pieces overflow":   {Engine: halma.EngineTipsy, Tipsy: halma.TipsyRules{PiecesPerPlayer: 73}},
	} {
		_, err := halma.NewGame(board.Names{ID: "halma/x", Name: "x", Summary: "x"}, r)
		assert.Error(t, err, name)
	}
}

// TestPlayerCounts checks the seating the rules give each board.
func TestPlayerCounts(t *testing.T) {
	for _, c := range []struct {
		game     board.Game
		min, max int
	}{
		{halma.Halma, 2, 3}, {configured(t, halma.Halma, "Race.PiecesPerPlayer=10"), 2, 6},
		{halma.SquareHalma, 2, 4}, {halma.ThreeHalma, 3, 3}, {halma.QuickHalma, 2, 4},
		{halma.ChessHalma, 2, 2}, {halma.SoloHalma, 1, 1}, {halma.LeapfrogHalma, 2, 4},
	} {
		info := c.game.Info()
		assert.Equal(t, [2]int{c.min, c.max}, [2]int{info.MinPlayers, info.MaxPlayers}, c.game.ID())
	}
}

// deep reports whether the deep and slow tests run (RULEBOOK_DEEP=1).
func deep() bool { return os.Getenv("RULEBOOK_DEEP") != "" }
