package ludo_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
	"github.com/stretchr/testify/require"
)

// TestParsePositions reads good positions back to themselves and rejects
// bad ones with ErrBadNotation.
func TestParsePositions(t *testing.T) {
	optional := snakes(t, func(o *ludo.Rules) { o.Snakes.OptionalAscent = true })
	start1 := snakes(t, func(o *ludo.Rules) { o.Snakes.StartPosition = 1 })
	tests := []struct {
		g    board.Game
		pos  string
		good bool
	}{
		{game(t, "ludo/propast"), "0/0/0 0 open:...", true},
		{game(t, "ludo/propast"), "0/0/0 2 open:45.", true},
		{game(t, "ludo/propast"), "0/0/0/0/0/0 4 open:-3-6.-", true},
		{game(t, "ludo/propast"), "5/9/0 1 throw2", true},
		{game(t, "ludo/propast"), "off/12/0 2 move:4 placed:0", true},
		{game(t, "ludo/propast"), "off/10/off - over placed:2,0", true},
		{game(t, "ludo/propast-web"), "0/9 0 throw2", true},
		{game(t, "ludo/snakes-and-ladders"), "100/57 - over placed:0", true},
		{optional, "1/0 1 throw", true},       // stayed at the foot of an optional ascent
		{start1, "1/1 0 throw", true},         // the literal start on square 1
		{game(t, "ludo/propast"), "5", false}, // too few parts
		{game(t, "ludo/propast"), "5/9  0 throw", false},
		{game(t, "ludo/propast"), "5/9 0 throw placed:", false},
		{game(t, "ludo/propast"), "5/9 0 throw extra:1", false},
		{game(t, "ludo/propast"), "5/9 0 throw placed:0 x", false},
		{game(t, "ludo/propast"), "5 0 throw", false},                    // one seat
		{game(t, "ludo/propast"), "1/2/3/4/5/6/8 0 throw", false},        // seven seats
		{game(t, "ludo/propast"), "5,6/9 0 throw", false},                // two stones for a seat
		{game(t, "ludo/propast"), "5/5 0 throw", false},                  // two stones on one field
		{game(t, "ludo/propast"), "7/5 0 throw", false},                  // resting on an abyss
		{game(t, "ludo/propast"), "32/5 0 throw", false},                 // the goal is written off
		{game(t, "ludo/propast"), "off/5 0 throw", false},                // through, but not placed
		{game(t, "ludo/propast"), "off/5/0 1 throw placed:1", false},     // placed, but not through
		{game(t, "ludo/propast"), "off/5/0 0 throw placed:0", false},     // a finished seat to move
		{game(t, "ludo/propast"), "off/5 0 throw placed:0", false},       // over, but a seat to move
		{game(t, "ludo/propast"), "off/5/0 - over placed:0", false},      // not over
		{game(t, "ludo/propast"), "off/5/0 1 over placed:0", false},      // phase over with a seat
		{game(t, "ludo/propast"), "off/5/0 1 throw placed:0,0", false},   // placed twice
		{game(t, "ludo/propast"), "5/9 2 throw", false},                  // no seat 2
		{game(t, "ludo/propast"), "5/9 01 throw", false},                 // a seat is one digit, as Position writes it
		{game(t, "ludo/propast"), "5/9 0 move:7", false},                 // no throw 7
		{game(t, "ludo/propast"), "5/9 0 move", false},                   // no throw
		{game(t, "ludo/propast"), "5/9 0 throw:2", false},                // no argument to throw
		{game(t, "ludo/propast"), "5/9 0 roll", false},                   // no phase roll
		{game(t, "ludo/propast"), "5/9 0 open:..", false},                // stones moved in the opening
		{game(t, "ludo/propast"), "0/0/0 1 open:...", false},             // seat 0 throws first
		{game(t, "ludo/propast"), "0/0/0 0 open:4..", false},             // seat 0 has thrown already
		{game(t, "ludo/propast"), "0/0/0 1 open:-.-", false},             // a lone contender
		{game(t, "ludo/propast"), "0/0/0 0 open:.x.", false},             // bad mark
		{game(t, "ludo/propast"), "0/0/0 0 open:..", false},              // marks for two seats
		{game(t, "ludo/propast-web"), "5/9 0 throw2", false},             // Web: a second throw only at the start
		{game(t, "ludo/snakes-and-ladders"), "5/9 0 throw2", false},      // no second throw
		{game(t, "ludo/snakes-and-ladders"), "1/9 0 throw", false},       // 1 climbs to 38
		{game(t, "ludo/snakes-and-ladders"), "98/9 0 throw", false},      // 98 slides to 78
		{game(t, "ludo/snakes-and-ladders"), "101/9 0 throw", false},     // no square 101
		{game(t, "ludo/snakes-and-ladders"), "off/9 0 throw", false},     // no field off
		{game(t, "ludo/snakes-and-ladders"), "0/0/0/0/0 0 throw", false}, // five seats
		{snakes(t, func(o *ludo.Rules) { o.Opening = ludo.OpeningSeatZero }), "0/0 0 open:..", false},
		{ludo.Clovece, "0/10/20/30 0 open:....", true},
		{ludo.Clovece, "0,5/10/-/- 0 move:6", true},
		{ludo.Clovece, "b,c,d/10/20/30 0 throw:2", true},
		{ludo.Clovece, "b,c,d/10/20/30 0 move:2:3", true},
		{ludo.Clovece, "38,a,c/- 1 again", true},
		{ludo.Clovece, "a,b,c,d/1,2/- - over placed:0", false}, // 3 seats: two still play
		{ludo.Clovece, "a,b,c,d/1,2/- 1 throw placed:0", true},
		{ludo.Clovece, "a,b,c,d/a,b,c,d/- - over placed:1,0", true},
		{ludo.Clovece, "a,b,c,d/b,c,d,a/- - over placed:1,0", false}, // not in the order of the way
		{ludo.Clovece, "-/25,5/- 1 throw", true},                     // seat 1 (blue) starts on 10: 25 before 5
		{ludo.Clovece, "-/5,25/- 1 throw", false},
		{ludo.Clovece, "0/10/20/30 0 throw:1", false},      // not stuck
		{ludo.Clovece, "b,c,d/10/20/30 0 throw:3", false},  // three forfeits end the turn
		{ludo.Clovece, "b,c,d/10/20/30 0 move:6:1", false}, // the 6 can be used
		{ludo.Clovece, "5,5/10/-/- 0 throw", false},        // two pieces on a square
		{ludo.Clovece, "5/5/-/- 0 throw", false},
		{ludo.Clovece, "a,a/-/-/- 0 throw", false},              // two pieces on a home square
		{ludo.Clovece, "1,2,3,4,5/-/-/- 0 throw", false},        // five pieces
		{ludo.Clovece, "40/-/-/- 0 throw", false},               // no square 40
		{ludo.Clovece, "05/-/-/- 0 throw", false},               // leading zero
		{ludo.Clovece, "e/-/-/- 0 throw", false},                // no home square e
		{ludo.Clovece, "base/-/-/- 0 throw", false},             // the base is not listed
		{ludo.Clovece, "a,b,c,d/-/-/- 0 throw", false},          // finished but not placed
		{ludo.Clovece, "a,b,c,d/-/-/- 1 throw placed:1", false}, // placed but not finished
		{ludo.Clovece, "a,b,c,d/-/-/- 0 throw placed:0", false}, // a finished seat to move
		{ludo.Clovece, "0/10/20/30 0 open:4...", false},         // seat 0 threw already
		{ludo.Clovece, "5/10/20/30 0 open:....", false},         // a piece moved in the opening
		{ludo.Clovece, "0/10/20/30 0 throw2", false},            // no second throw
		{ludo.Clovece, "0/10/20/30 0 again:1", false},
		{ludo.Clovece, "0/10/20 0 move:0", false},
		{ludo.Clovece, "0 0 throw", false}, // one seat
		{game(t, "ludo/propast"), "5/9 0 throw\n", false},
		{game(t, "ludo/propast"), "", false},
	}
	for _, tc := range tests {
		t.Run(tc.g.ID()+" "+tc.pos, func(t *testing.T) {
			s, err := tc.g.Parse(tc.pos)
			if tc.good {
				require.NoError(t, err)
				require.Equal(t, tc.pos, s.Position())
				return
			}
			require.ErrorIs(t, err, board.ErrBadNotation)
			var me *board.MoveError
			require.True(t, errors.As(err, &me))
			require.NotEmpty(t, me.Reason)
		})
	}
}

// TestConstructorErrors checks that option sets the rules do not allow are
// rejected with a reason.
func TestConstructorErrors(t *testing.T) {
	propast := func(p ludo.PropastRules) ludo.Rules { return ludo.Rules{Race: ludo.RacePropast, Propast: p} }
	snakes := func(s ludo.SnakesRules) ludo.Rules { return ludo.Rules{Race: ludo.RaceSnakes, Snakes: s} }
	tests := []struct {
		name  string
		rules ludo.Rules
	}{
		{"abyss 31", propast(ludo.PropastRules{Abysses: "31"})},
		{"abyss 0", propast(ludo.PropastRules{Abysses: "0"})},
		{"abyss twice", propast(ludo.PropastRules{Abysses: "5,5"})},
		{"abyss not a number", propast(ludo.PropastRules{Abysses: "5,x"})},
		{"six abysses in a row", propast(ludo.PropastRules{Abysses: "20,21,22,23,24,25"})},
		{"unknown reading", propast(ludo.PropastRules{Reading: 2})},
		{"unknown opening", ludo.Rules{Race: ludo.RacePropast, Opening: 9}},
		{"unknown race", ludo.Rules{Race: 7}},
		{"unknown finish", snakes(ludo.SnakesRules{Finish: 3})},
		{"start 2", snakes(ludo.SnakesRules{StartPosition: 2})},
		{"from 100", snakes(ludo.SnakesRules{Layout: "100>5"})},
		{"to 0", snakes(ludo.SnakesRules{Layout: "10>0"})},
		{"to itself", snakes(ludo.SnakesRules{Layout: "10>10"})},
		{"two from one square", snakes(ludo.SnakesRules{Layout: "10>20,10>30"})},
		{"chain", snakes(ludo.SnakesRules{Layout: ludo.LayoutText(ludo.MiltonBradley()) + ",38>50"})},
		{"not from>to", snakes(ludo.SnakesRules{Layout: "10-20"})},
		{"100 unreachable", snakes(ludo.SnakesRules{Layout: "94>2,95>2,96>2,97>2,98>2,99>2"})},
		{"Snakes options on Propast", ludo.Rules{Race: ludo.RacePropast, Snakes: ludo.SnakesRules{OptionalAscent: true}}},
		{"Cross options on Snakes", ludo.Rules{Race: ludo.RaceSnakes, Cross: ludo.CrossRules{NoJumpInHome: true}}},
		{"Propast options on the cross", ludo.Rules{Propast: ludo.PropastRules{Reading: ludo.ReadingWeb}}},
		{"unknown entry", ludo.Rules{Cross: ludo.CrossRules{Entry: 5}}},
		{"unknown seating", ludo.Rules{Cross: ludo.CrossRules{Seating: 2}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ludo.NewGame(board.Names{ID: "ludo/x", Name: "x"}, tc.rules)
			require.Error(t, err)
			require.NotEmpty(t, err.Error())
		})
	}
	// Five descents in a row leave 100 reachable: 94 with a 6.
	_, err := ludo.NewGame(board.Names{ID: "ludo/x", Name: "x"}, snakes(ludo.SnakesRules{Layout: "95>2,96>2,97>2,98>2,99>2"}))
	require.NoError(t, err)
}

// TestInfo checks the names, player counts and options of the games:
// the common options and those of the game's race (rules.go).
func TestInfo(t *testing.T) {
	tests := []struct {
		id       string
		min, max int
		czech    string
		options  string
	}{
		{"ludo", 2, 4, "Člověče, nezlob se!", "Race=cross Opening=throw FirstFinisherEnds=false Cross.AllInBase=false Cross.FreshFirstThrow=false " +
			"Cross.NoThreeThrows=false Cross.OptionalEntry=false Cross.StartMayWait=false Cross.MandatoryCapture=false Cross.NoJumpInHome=false " +
			"Cross.NoSixExtraThrow=false Cross.Entry=6 Cross.Seating=opposite Cross.Teams=none Cross.PartnerCapture=false Cross.FinishedMovesPartner=false Cross.Hunt=false Cross.Parking=none Cross.ParkedMovesOnlyIfForced=false Cross.HuffCapture=false Cross.Refugees=false Cross.Orbit=false Cross.BothPartnersHome=false Cross.Barricades=false Cross.BarricadeRounds=0 " +
			"Cross.ColourBlind.On=false Cross.ColourBlind.NoBackwardCapture=false Cross.ColourBlind.HomeEntry=optional Cross.ColourBlind.CaptureReturn=mover-chooses " +
			"Cross.Penalty.On=false Cross.Penalty.StartingTokens=0 Cross.Penalty.NoDebt=false Cross.Penalty.PiecesToWin=0"},
		// The penalty game: entry on a 1, no extra throw for a 6, no three throws,
		// a fresh first throw, the first player home ends the game; 10
		// tokens each and debts allowed, four pieces to win.
		{"ludo/penalty", 2, 4, "Pokuta", "Race=cross Opening=throw FirstFinisherEnds=true Cross.AllInBase=true Cross.FreshFirstThrow=true " +
			"Cross.NoThreeThrows=true Cross.OptionalEntry=true Cross.StartMayWait=true Cross.MandatoryCapture=false Cross.NoJumpInHome=false " +
			"Cross.NoSixExtraThrow=true Cross.Entry=1 Cross.Seating=opposite Cross.Teams=none Cross.PartnerCapture=false Cross.FinishedMovesPartner=false Cross.Hunt=false Cross.Parking=none Cross.ParkedMovesOnlyIfForced=false Cross.HuffCapture=false Cross.Refugees=false Cross.Orbit=false Cross.BothPartnersHome=false Cross.Barricades=false Cross.BarricadeRounds=0 " +
			"Cross.ColourBlind.On=false Cross.ColourBlind.NoBackwardCapture=false Cross.ColourBlind.HomeEntry=optional Cross.ColourBlind.CaptureReturn=mover-chooses " +
			"Cross.Penalty.On=true Cross.Penalty.StartingTokens=10 Cross.Penalty.NoDebt=false Cross.Penalty.PiecesToWin=4"},
		{"ludo/propast", 2, 6, "Propast", "Race=propast Opening=throw FirstFinisherEnds=false Propast.Reading=book Propast.Abysses=7,14,21,28"},
		{"ludo/propast-web", 2, 6, "Propast (pravidla z www.e-hracky.cz)", "Race=propast Opening=throw FirstFinisherEnds=false Propast.Reading=web Propast.Abysses=7,14,21,28"},
		{"ludo/snakes-and-ladders", 2, 4, "Draci a balóny (Hadi a žebříky)", "Race=snakes Opening=throw FirstFinisherEnds=true " +
			"Snakes.Layout=1>38,4>14,9>31,21>42,28>84,36>44,51>67,71>91,80>100,16>6,47>26,49>11,56>53,62>19,64>60,87>24,93>73,95>75,98>78 " +
			"Snakes.StartPosition=0 Snakes.Finish=exact Snakes.OptionalAscent=false"},
	}
	for _, tc := range tests {
		info := game(t, tc.id).Info()
		require.Equal(t, tc.id, info.ID)
		require.Equal(t, "ludo", info.Family)
		require.Equal(t, tc.czech, info.CzechName)
		require.Equal(t, [2]int{tc.min, tc.max}, [2]int{info.MinPlayers, info.MaxPlayers})
		var opts []string
		for _, o := range info.Options {
			opts = append(opts, o.Name+"="+o.Value)
		}
		require.Equal(t, tc.options, strings.Join(opts, " "))
		_, err := game(t, tc.id).New(tc.max + 1)
		require.ErrorIs(t, err, board.ErrPlayers)
	}
}
