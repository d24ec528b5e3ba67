package ludo_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

// cross builds Člověče, nezlob se! with the rules changed by f.
func cross(t *testing.T, f func(*ludo.CrossRules)) *ludo.Game {
	t.Helper()
	var r ludo.Rules
	f(&r.Cross)
	return userGame(t, "ludo/cross-test", r)
}

// TestLudoGolden plays the scenarios of ludo.md §1.6, named by their
// number there, for four players (seat c has colour c: red 0, blue 1, green
// 2, yellow 3; red's start square is 0). The expected moves follow the
// rules of §1.3: entry on a 6, ClearStart, exact home, JumpInHome.
func TestLudoGolden(t *testing.T) {
	std := game(t, "ludo")
	noJump := cross(t, func(o *ludo.CrossRules) { o.NoJumpInHome = true })
	capture := cross(t, func(o *ludo.CrossRules) { o.MandatoryCapture = true })
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		g     board.Game
		start string
		steps []step
	}{
		{"1.6-1 opening position: a 4 moves the start piece", std, "0/10/20/30 0 throw", []step{
			{[]string{"4"}, []string{"0-4"}, "0/10/20/30 0 move:4"},
			{[]string{"0-4"}, faces, "4/10/20/30 1 throw"},
		}},
		{"1.6-1 opening position: a 6 cannot enter, ClearStart moves 0-6, and red throws again", std, "0/10/20/30 0 throw", []step{
			{[]string{"6"}, []string{"0-6"}, "0/10/20/30 0 move:6"},
			{[]string{"0-6"}, faces, "6/10/20/30 0 again"},
		}},
		{"1.6-2 start square blocked by the own piece ahead: 5 captures blue", std, "0,5/10/-/- 0 throw", []step{
			{[]string{"5"}, []string{"5-10"}, "0,5/10/-/- 0 move:5"},
			{[]string{"5-10"}, nil, "0,10/-/-/- 1 throw"},
		}},
		{"1.6-2 start square blocked: a 6 moves the start piece", std, "0,5/10/-/- 0 throw", []step{
			{[]string{"6"}, []string{"0-6"}, "0,5/10/-/- 0 move:6"},
		}},
		{"1.6-3 home: a 3 moves into b or jumps c to d", std, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"3"}, []string{"38-b", "a-d"}, "38,a,c/0/-/- 0 move:3"},
			{[]string{"a-d"}, nil, "38,c,d/0/-/- 1 throw"},
		}},
		{"1.6-3 home without JumpInHome: the 3 is forfeited", noJump, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"3"}, []string{"pass"}, "38,a,c/0/-/- 0 move:3"},
			{[]string{"pass"}, nil, "38,a,c/0/-/- 1 throw"},
		}},
		{"1.6-3 home: a 6 enters, capturing blue on 0", std, "38,a,c/0/-/- 0 throw", []step{
			{[]string{"6"}, []string{"base-0"}, "38,a,c/0/-/- 0 move:6"},
			{[]string{"base-0"}, faces, "0,38,a,c/-/-/- 0 again"},
		}},
		{"1.6-4 own piece blocks: 5 moves only 17-22", std, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"5"}, []string{"17-22"}, "12,17,c,d/15/-/- 0 move:5"},
		}},
		{"1.6-4 no compulsory capture: 3 captures or not", std, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15", "17-20"}, "12,17,c,d/15/-/- 0 move:3"},
			{[]string{"12-15"}, nil, "15,17,c,d/-/-/- 1 throw"},
		}},
		{"1.6-4 MandatoryCapture: only 12-15", capture, "12,17,c,d/15/-/- 0 throw", []step{
			{[]string{"3"}, []string{"12-15"}, "12,17,c,d/15/-/- 0 move:3"},
		}},
		{"1.6-5 stuck: 2 and 4 forfeited, the 6 enters, red throws again", std, "b,c,d/10/20/30 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "b,c,d/10/20/30 0 move:2:1"},
			{[]string{"pass"}, faces, "b,c,d/10/20/30 0 throw:1"},
			{[]string{"4", "pass"}, faces, "b,c,d/10/20/30 0 throw:2"},
			{[]string{"6"}, []string{"base-0"}, "b,c,d/10/20/30 0 move:6"},
			{[]string{"base-0"}, faces, "0,b,c,d/10/20/30 0 again"},
		}},
		{"1.6-5 stuck: 3, 1, 2 forfeited, the turn ends", std, "b,c,d/10/20/30 0 throw", []step{
			{[]string{"3", "pass", "1", "pass", "2"}, []string{"pass"}, "b,c,d/10/20/30 0 move:2:3"},
			{[]string{"pass"}, nil, "b,c,d/10/20/30 1 throw"},
		}},
		{"1.6-5 contrast: home a, c, d is not stuck, one throw only", std, "a,c,d/10/20/30 0 throw", []step{
			{[]string{"2"}, []string{"pass"}, "a,c,d/10/20/30 0 move:2"},
			{[]string{"pass"}, nil, "a,c,d/10/20/30 1 throw"},
		}},
		{"1.6-6 opening: blue and green tie on 6, green wins the re-throw and moves 20-25", std, "0/10/20/30 0 open:....", []step{
			{[]string{"4", "6", "6", "2"}, faces, "0/10/20/30 1 open:-..-"},
			{[]string{"3"}, nil, "0/10/20/30 2 open:-3.-"},
			{[]string{"5"}, []string{"20-25"}, "0/10/20/30 2 move:5"},
			{[]string{"20-25"}, nil, "0/10/25/30 3 throw"},
			{[]string{"1", "30-31"}, nil, "0/10/25/31 0 throw"},
			{[]string{"1", "0-1"}, nil, "1/10/25/31 1 throw"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
}
