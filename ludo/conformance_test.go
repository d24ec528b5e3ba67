package ludo_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// registered are the games the package registers.
var registered = []*ludo.Game{ludo.Clovece, ludo.Team, ludo.CrazyTeam, ludo.Unity, ludo.Refugee, ludo.Orbit, ludo.Barricade, ludo.Parking, ludo.FrankFurter, ludo.ColourBlind, ludo.Penalty, ludo.Propast, ludo.PropastWeb, ludo.SnakesAndLadders}

// userGame builds a rule set of one's own: names of the user's, an empty
// Czech name, as the family skeleton requires every family to test.
func userGame(t *testing.T, id string, r ludo.Rules) *ludo.Game {
	t.Helper()
	g, err := ludo.NewGame(board.Names{ID: id, Name: "A race of one's own"}, r)
	require.NoError(t, err)
	return g
}

// trackGames are the registered track races and rule sets of one's own
// that switch on every other option: bounce and reach finishes, optional
// ascents, play for placings, the literal start on square 1, no opening
// throws, other abysses.
func trackGames(t *testing.T) []*ludo.Game {
	return []*ludo.Game{
		ludo.Propast, ludo.PropastWeb, ludo.SnakesAndLadders,
		userGame(t, "ludo/snakes-custom-a", ludo.Rules{Race: ludo.RaceSnakes,
			Snakes: ludo.SnakesRules{Finish: ludo.FinishBounce, OptionalAscent: true}}),
		userGame(t, "ludo/snakes-custom-b", ludo.Rules{Race: ludo.RaceSnakes, Opening: ludo.OpeningSeatZero,
			Snakes: ludo.SnakesRules{Finish: ludo.FinishReach, StartPosition: 1}}),
		userGame(t, "ludo/propast-custom", ludo.Rules{Race: ludo.RacePropast, Opening: ludo.OpeningSeatZero,
			Propast: ludo.PropastRules{Reading: ludo.ReadingWeb, Abysses: "3,9,10,11,30"}}),
	}
}

// crossGames are the registered cross-track games and rule sets of one's
// own that switch every option of Člověče, nezlob se! away from its default.
func crossGames(t *testing.T) []*ludo.Game {
	return []*ludo.Game{
		ludo.Clovece, ludo.Team, ludo.CrazyTeam, ludo.Unity, ludo.Refugee, ludo.Orbit, ludo.Barricade, ludo.Parking, ludo.FrankFurter, ludo.ColourBlind, ludo.Penalty,
		userGame(t, "ludo/colour-blind-custom", ludo.Rules{Opening: ludo.OpeningSeatZero, Cross: ludo.CrossRules{AllInBase: true, StartMayWait: true,
			OptionalEntry: true, MandatoryCapture: true, NoSixExtraThrow: true, Entry: ludo.Entry1or6, ColourBlind: ludo.ColourBlindRules{On: true,
				NoBackwardCapture: true, HomeEntry: ludo.HomeEntryMandatory, CaptureReturn: ludo.CaptureReturnNextEligible}}}),
		userGame(t, "ludo/penalty-custom", ludo.Rules{FirstFinisherEnds: true, Opening: ludo.OpeningSeatZero, Cross: ludo.CrossRules{AllInBase: true, OptionalEntry: true, StartMayWait: true,
			Entry: ludo.Entry1or6, Penalty: ludo.PenaltyRules{On: true, StartingTokens: 1, NoDebt: true, PiecesToWin: 2}}}),
		userGame(t, "ludo/orbit-both", ludo.Rules{FirstFinisherEnds: true, Cross: ludo.CrossRules{Orbit: true, BothPartnersHome: true, Entry: ludo.Entry1or6}}),
		userGame(t, "ludo/refugee-custom", ludo.Rules{Opening: ludo.OpeningSeatZero, Cross: ludo.CrossRules{Refugees: true, AllInBase: true, NoJumpInHome: true}}),
		userGame(t, "ludo/unity-forced", ludo.Rules{Cross: ludo.CrossRules{Teams: ludo.TeamsWalls, MandatoryCapture: true}}),
		userGame(t, "ludo/huff", ludo.Rules{Cross: ludo.CrossRules{HuffCapture: true}}),
		userGame(t, "ludo/barricade-custom", ludo.Rules{Cross: ludo.CrossRules{Barricades: true, BarricadeRounds: 1, MandatoryCapture: true, NoJumpInHome: true}}),
		userGame(t, "ludo/parking-custom", ludo.Rules{Cross: ludo.CrossRules{Parking: "0,5,9,10,33", ParkedMovesOnlyIfForced: true, MandatoryCapture: true}}),
		userGame(t, "ludo/hunt-custom", ludo.Rules{Opening: ludo.OpeningSeatZero, Cross: ludo.CrossRules{Hunt: true, Seating: ludo.SeatingAdjacent, NoSixExtraThrow: true}}),
		userGame(t, "ludo/team-custom", ludo.Rules{Cross: ludo.CrossRules{Teams: ludo.TeamsPartners, PartnerCapture: true, FinishedMovesPartner: true}}),
		userGame(t, "ludo/custom-a", ludo.Rules{FirstFinisherEnds: true, Cross: ludo.CrossRules{
			AllInBase: true, FreshFirstThrow: true, OptionalEntry: true, NoJumpInHome: true, Seating: ludo.SeatingAdjacent}}),
		userGame(t, "ludo/custom-b", ludo.Rules{Opening: ludo.OpeningSeatZero, Cross: ludo.CrossRules{
			NoThreeThrows: true, StartMayWait: true, MandatoryCapture: true, NoSixExtraThrow: true, Entry: ludo.Entry1or6}}),
	}
}

// TestConformance runs the board contract's conformance suite on every
// registered game and on the rule sets of one's own.
func TestConformance(t *testing.T) {
	for _, g := range append(trackGames(t), crossGames(t)[1:]...) {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
	t.Run("ludo", func(t *testing.T) { boardtest.Run(t, ludo.Clovece) })
	var ids []string
	for _, g := range board.Games() {
		if g.Info().Family == "ludo" {
			ids = append(ids, g.ID())
		}
	}
	require.ElementsMatch(t, []string{"ludo", "ludo/team", "ludo/crazy-team", "ludo/unity", "ludo/refugee", "ludo/orbit", "ludo/barricade", "ludo/parking", "ludo/frank-furter", "ludo/colour-blind", "ludo/penalty", "ludo/propast", "ludo/propast-web", "ludo/snakes-and-ladders"}, ids, "the registered games")
}
