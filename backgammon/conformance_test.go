package backgammon

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestConformance runs the contract suite on every registered game of the
// family, on match and money variants built with NewGame, and on a rule
// set a user builds with names of his own and no Czech name: Jacquet-like
// backgammon whose checkers all start off the board and enter first, with
// gammons but no cube.
func TestConformance(t *testing.T) {
	games := []board.Game{BackgammonGame, GulBaraGame, TaigaPuffGame, JacquetGame, PuffGame, LongPuffGame, RevertierGame, ZickZackGame, ToccadilleGame, DoubletGame, TrikTrakGame, CatchMeGame}
	match := Backgammon()
	match.MatchLength = 3
	money := Backgammon()
	money.Jacoby, money.Beavers, money.Raccoons, money.AutoDoubles = true, true, true, 2
	rest := GulBara()
	rest.LadderRemainderToOpponent, rest.NormalDoubleTurnsGame = true, true
	for _, v := range []struct {
		id string
		r  Rules
	}{{"backgammon/match-3", match}, {"backgammon/money-options", money}, {"backgammon/gul-bara-rest", rest}} {
		g, err := NewGame(board.Names{ID: v.id, Name: v.id, CzechName: v.id, Summary: v.id}, v.r)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	user := Backgammon()
	user.Start, user.Cube, user.MaxMultiplier = [25]int8{}, false, 2
	g, err := NewGame(board.Names{ID: "backgammon/my-enter-first", Name: "Enter first", Summary: "Backgammon from an empty board."}, user)
	if err != nil {
		t.Fatal(err)
	}
	games = append(games, g)
	// option sets that change the tree (Puff, Revertier)
	for _, v := range []struct {
		g        *Game
		settings []string
	}{
		{PuffGame, []string{"LowerFirst=false", "ExtraRollRequiresFullDouble=true", "BearOff=standard", "MaxMultiplier=2"}},
		{RevertierGame, []string{"Geometry=parallel"}},
		{RevertierGame, []string{"EmptyReentry=false"}},
		{ZickZackGame, []string{"HomeSingleSteps=false", "Opening=white"}},
		{ToccadilleGame, []string{"PlusOneRule=false", "MarchPoints=4"}},
		{TrikTrakGame, []string{"GreatBridgeOnce=true", "ByPower=false", "OpponentHuckPassThrough=false"}},
		{CatchMeGame, []string{"RattlerSnapForward=true", "RattlerSandwichImmunity=true", "ExtraRoll=false"}},
	} {
		d, err := board.Configure(v.g, v.settings...)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, d)
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestOptionsByName: every rule option is set by name; the derived game's
// ID lists what changed; bad names and values wrap board.ErrBadOption.
func TestOptionsByName(t *testing.T) {
	g, err := board.Configure(BackgammonGame, "Jacoby=true", "CubeLimit=64")
	if err != nil {
		t.Fatal(err)
	}
	if g.ID() != "backgammon(CubeLimit=64,Jacoby=true)" {
		t.Fatalf("derived ID %q", g.ID())
	}
	if r := g.(*Game).Rules(); !r.Jacoby || r.CubeLimit != 64 || r.Checkers != 15 {
		t.Fatalf("derived rules %+v", r)
	}
	g, err = board.Configure(GulBaraGame, "Geometry=contrary", "Opening=white")
	if err != nil || g.ID() != "backgammon/gul-bara(Geometry=contrary,Opening=white)" {
		t.Fatalf("choices by name: %v, %v", g, err)
	}
	for _, bad := range []string{"CubeLimit=3", "CubeLimit=65536", "BlockAt=3", "Geometry=round", "Start=1", "Nothing=1", "Hitting"} {
		if _, err := board.Configure(BackgammonGame, bad); !errors.Is(err, board.ErrBadOption) {
			t.Errorf("Configure(%s): %v, want ErrBadOption", bad, err)
		}
	}
	// the options of the new games, by name
	for _, v := range []struct {
		g        *Game
		settings []string
		check    func(Rules) bool
	}{
		{PuffGame, []string{"LowerFirst=false", "BottomSteps=0", "ExtraRollRequiresFullDouble=true", "BearOff=standard", "MaxMultiplier=2"},
			func(r Rules) bool {
				return !r.LowerFirst && r.BottomSteps == 0 && r.ExtraRollRequiresFullDouble && r.BearOff == BearOffStandard && r.MaxMultiplier == 2
			}},
		{RevertierGame, []string{"Geometry=parallel", "EmptyReentry=false"}, func(r Rules) bool { return r.Geometry == Parallel && !r.EmptyReentry }},
		{ToccadilleGame, []string{"MarchPoints=3", "PlusOneRule=false"}, func(r Rules) bool { return r.MarchPoints == 3 && !r.PlusOneRule }},
		{ZickZackGame, []string{"BearOff=standard"}, func(r Rules) bool { return r.BearOff == BearOffStandard && r.HomeSingleSteps }},
		{TrikTrakGame, []string{"GreatBridgeOnce=true", "ByPower=false", "OpponentHuckPassThrough=false"},
			func(r Rules) bool {
				return r.GreatBridgeOnce && !r.ByPower && !r.OpponentHuckPassThrough && r.GoalPoint
			}},
	} {
		d, err := board.Configure(v.g, v.settings...)
		if err != nil || !v.check(d.(*Game).Rules()) {
			t.Errorf("%s %v: %v, %v", v.g.ID(), v.settings, d, err)
		}
	}
	for _, bad := range []string{"Hitting=true", "Cube=true", "NoGroupsTo=30"} {
		if _, err := board.Configure(ToccadilleGame, bad); err == nil {
			t.Errorf("Toccadille %s accepted", bad)
		}
	}
	for _, bad := range []string{"Hucks=false", "PointsTarget=0", "TopSteps=4", "StartRule=true,GoalPoint=false"} {
		if _, err := board.Configure(TrikTrakGame, strings.Split(bad, ",")...); err == nil {
			t.Errorf("Trik-Trak %s accepted", bad)
		}
	}
	g, err = board.Configure(CatchMeGame, "RattlerSnapForward=true", "RattlerSandwichImmunity=true", "ExtraRoll=false")
	if r := g.(*Game).Rules(); err != nil || !r.RattlerSnapForward || !r.RattlerSandwichImmunity || r.ExtraRoll || r.Geometry != Circular {
		t.Errorf("Chyť mě's options by name: %v, %v", g, err)
	}
	for _, bad := range []string{"Geometry=contrary", "Checkers=13", "Cube=true", "Hitting=false", "Rattlers=false,RattlerSnapForward=true"} {
		if _, err := board.Configure(CatchMeGame, strings.Split(bad, ",")...); err == nil {
			t.Errorf("Chyť mě %s accepted", bad)
		}
	}
	if _, err := board.Configure(BackgammonGame, "Rattlers=true"); err == nil {
		t.Error("backgammon with rattlers accepted")
	}
	if _, err := board.Configure(DoubletGame, "Checkers=15"); err == nil {
		t.Error("Doublet with 15 checkers accepted")
	}
	if _, err := NewGame(board.Names{ID: "backgammon/zero"}, Rules{}); err == nil {
		t.Error("the zero Rules accepted")
	}
}

// The state implements the contract's optional interfaces.
var (
	_ board.Chancy       = (*State)(nil)
	_ board.Scorer       = (*State)(nil)
	_ board.Declarer     = (*State)(nil)
	_ board.Lister       = (*State)(nil)
	_ board.Perfter      = (*State)(nil)
	_ board.Describer    = (*State)(nil)
	_ board.Viewer       = (*State)(nil)
	_ board.Configurable = (*Game)(nil)
	_ board.Drawer       = (*State)(nil)
	_ board.Tracer       = Move{}
)
