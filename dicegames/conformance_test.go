package dicegames

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

func TestConformance(t *testing.T) {
	for _, g := range Registered {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestConformanceUserGame runs the contract on a rule set a user builds:
// two-dice Pig to 50 with a double 1 wiping the score.
func TestConformanceUserGame(t *testing.T) {
	g, err := NewPushGame(board.Names{ID: "dicegames/my-pig", Name: "My Pig", Summary: "Two-dice Pig to 50."},
		PushRules{Dice: 2, Bust: 1, WipeDouble: true, MinThrows: 1, Match: Match{Target: 50}})
	if err != nil {
		t.Fatal(err)
	}
	boardtest.Run(t, g)
}

// TestConformanceVariants runs the contract on the variants the entries
// list, set by name.
func TestConformanceVariants(t *testing.T) {
	for _, c := range []struct {
		g        *Game
		settings []string
	}{
		{Macao, []string{"Limit=12", "MinThrows=3", "MaxThrows=4"}},
		{DivokaTrojka, []string{"Overshoot=penalty"}},
		{HnaniPrasatek, []string{"Dice=2", "WipeDouble=true", "Match.FinishRound=true"}},
		{Zakryvani, []string{"Tiles=12", "ShutWins=true"}},
		{CestaDoBostonu, []string{"Lowest=true", "Dice=4"}},
		{SestnactSmrt, []string{"PassAt9=true", "ThrowAt10=true", "FourthThrow=true"}},
		{Maxik, []string{"MaxchenCostsTwo=true"}},
		{Vez, []string{"Scoring=tower-product"}},
		{VeselaSedmicka, []string{"TakeBank=2", "TakeBoard=12", "TakeAll=0", "AgainUntilPay=true", "EveryonePays=true", "Missing=4"}},
		{PolkniPetre, []string{"TakeBank=2", "TakeBoard=12"}},
		{HodSmrti, []string{"Chips=10", "Fine=5"}},
		{HeartsDue, []string{"EveryRun=true", "Bonuses=true"}},
		{Chicago, []string{"FreeOrder=true"}},
		{LodKapitan, []string{"SingleCrew=true", "TieThrow=true"}},
		{Penize, []string{"StartSum=0"}},
		{Zakryvani, []string{"Faces=true", "Inverse=true"}},
		{Zakryvani, []string{"Doubles=true", "Tiles=12"}},
		{SestnactSmrt, []string{"Mode=individual", "Deaths=4"}},
		{SestnactSmrt, []string{"Deaths=5"}},
		{HolyVrabec, []string{"Scoring=sparrow-matches"}},
		{Maxik, []string{"BlindPass=true", "SecondThrow=true", "MaxchenOverMaxchen=true"}},
		{Maxik, []string{"ExactClaims=true", "Tally=10"}},
		{ChatovaHra, []string{"Dice=2", "TakeClears=true", "OpenerLimit=0"}},
		{ChatovaHra, []string{"FirstRoundOnce=true"}},
		{Vsi, []string{"Stakes=true", "Top=13", "Again=true"}},
		{Mysi, []string{"ThrowNumbers=true", "NewNumbers=true"}},
		{Pavouk, []string{"FirstLoses=true"}},
		{HodVsi, []string{"Rounds=3"}},
		{HolyVrabec, []string{"Scoring=sparrow-out", "SparrowFace=5"}},
	} {
		g := derived(c.g, c.settings...)
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
