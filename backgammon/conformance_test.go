package backgammon

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestConformance runs the contract suite on every registered game of the
// family and on match and money variants built with NewGame.
func TestConformance(t *testing.T) {
	games := []board.Game{BackgammonGame, GulBaraGame, TaigaPuffGame}
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
		g, err := NewGame(GameInfo{ID: v.id, Name: v.id, CzechName: v.id, Summary: v.id}, v.r)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, g)
	}
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
