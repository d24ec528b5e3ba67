package backgammon_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/backgammon"
	"github.com/rulebook-go/rulebook/board"
)

// A backgammon turn through the generic interface: the opening throw (a
// chance outcome: White's die, then Black's), the legal plays, and one of
// them played by its notation.
func Example() {
	g, _ := board.Lookup("backgammon")
	s, _ := g.New(2)
	roll, _ := s.ParseMove("3-1") // White throws 3, Black 1: White plays 3-1
	_ = s.Play(roll)
	for _, m := range s.Legal()[:4] {
		fmt.Println(m)
	}
	fmt.Println(len(s.Legal()), "plays")
	m, err := s.ParseMove("8/5 6/5")
	if err != nil {
		fmt.Println(err)
		return
	}
	_ = s.Play(m)
	fmt.Println(s.Position())
	fmt.Println(s.Legal()) // Black may double before rolling
	fmt.Println(s.(board.Declarer).Declarations())
	// Output:
	// 24/23 24/21
	// 24/20
	// 24/23 13/10
	// 24/23 8/5
	// 16 plays
	// sGfwATDgc/ABMA:cAkAAAAAAAAE
	// [roll double]
	// [resign single resign gammon resign backgammon]
}

// Rule options by name: the derived game's ID says what changed.
func ExampleGame_WithOptions() {
	g, err := board.Configure(backgammon.BackgammonGame, "MatchLength=7", "Jacoby=true")
	fmt.Println(g.ID(), err)
	_, err = board.Configure(backgammon.BackgammonGame, "CubeLimit=3")
	fmt.Println(err != nil)
	// Output:
	// backgammon(MatchLength=7,Jacoby=true) <nil>
	// true
}

// The typed API: a Generator lists every legal turn into a reusable
// buffer, without allocating once warm, and prints turns as GNU
// Backgammon does.
func ExampleGenerator_Turns() {
	gen, _ := backgammon.NewGenerator(backgammon.Backgammon())
	b, _ := backgammon.ParsePositionID("4HPwATDgc/ABMA", backgammon.White)
	buf := make([]backgammon.Turn, 0, 64)
	buf = gen.Turns(&b, backgammon.White, 6, 5, buf)
	for _, t := range buf {
		fmt.Println(t)
	}
	// Output:
	// 24/18 13/8
	// 13/8 13/7
	// 13/2
	// 24/18 8/3
	// 13/7 8/3
	// 8/3 8/2
	// 24/13
}

// Errors say why a move is refused and wrap the board error kinds.
func ExampleState_ParseMove() {
	s, _ := backgammon.BackgammonGame.ParseState("4HPwATDgc/ABMA:MAEPAAAAAAAA") // White to play 6-3
	for _, text := range []string{"24/18 13/10", "24/15", "13/7 7/4", "24/18 18/15", "6/off", "24/18", "13/12"} {
		m, err := s.ParseMove(text)
		fmt.Println(m, err)
	}
	// Output:
	// 24/18 13/10 <nil>
	// 24/15 <nil>
	// 13/4 <nil>
	// 24/15 <nil>
	// <nil> 6/off: bearing off needs every checker in the home board
	// <nil> 24/18: more of 6-3 can be played: as many numbers as possible must be used, and the higher one when only one can be
	// <nil> 13/12: point 12 is blocked
}

// GNU Backgammon's IDs are read and written exactly.
func ExampleParseMatchID() {
	m, _ := backgammon.ParseMatchID("QYkqASAAIAAE")
	fmt.Printf("%d-point match, score %d-%d, cube %d owned by player %d, player %d rolled %d-%d\n",
		m.MatchLength, m.Score[0], m.Score[1], m.Cube, m.CubeOwner, m.OnRoll, m.Dice[0], m.Dice[1])
	id, err := m.MatchID()
	fmt.Println(id, err)
	// Output:
	// 9-point match, score 2-4, cube 2 owned by player 0, player 1 rolled 5-2
	// QYkqASAAIAAE <nil>
}

// Puff from its first roll: 6-6 enters two checkers on own 19, then up to
// two steps of the bottom face 1 are a second decision, and the double
// earns another roll.
func ExampleGame_NewStateWith() {
	s, _ := backgammon.PuffGame.NewStateWith(backgammon.White, 6, 6)
	fmt.Println(s.Legal())
	m, _ := s.ParseMove("in/19(2)")
	_ = s.Play(m)
	fmt.Println(s.Legal())
	m, _ = s.ParseMove("in/24")
	_ = s.Play(m)
	fmt.Println(s.Position())
	// Output:
	// [in/19(2)]
	// [pass in/24 in/24(2)]
	// W:inx12,24,19x2 B:inx15 roll:W
}

// Trik-Trak's opening names the side with the higher sum and his throw,
// which he plays at once: from the start stack, 5-4 takes two checkers
// off own 24, or one checker nine points.
func ExampleTrikTrak() {
	s := backgammon.TrikTrakGame.NewState()
	m, _ := s.ParseMove("W 5-4")
	_ = s.Play(m)
	for _, t := range s.LegalTurns() {
		fmt.Println(t)
	}
	// Output:
	// 24/20 24/19
	// 24/15
}

// In Chyť mě only 1s and 6s count: from the start 6-3 moves one checker
// six points, round the corner from 1 to 24 where it must; a rattler
// plays by the corners, and CM-6's 6 then 1 captures twice but lets
// Black's last checker jump onto the rattler.
func ExampleCatchMe() {
	s, _ := backgammon.CatchMeGame.ParseState("W:6,5,4,3,2,1 B:18,17,16,15,14,13 play:W:63")
	fmt.Println(s.Legal())
	s, _ = backgammon.CatchMeGame.ParseState("W:7 B:24,22,1 play:W:61")
	for _, m := range s.Legal() {
		c := s.Copy()
		_ = c.Play(m)
		fmt.Println(m, "→", c.Position())
	}
	// Output:
	// [6/24 5/23 4/22 3/21 2/20 1/19]
	// 7/24* → W:24 B:22,1 roll:B
	// 7/1*/24* → W:- B:24 over:B:1 score:0,1
}
