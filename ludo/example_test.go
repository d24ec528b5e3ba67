package ludo_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

// Play the start of a game of Propast with scripted dice: the throws and
// the moves in the ludo notation, one after the other.
func Example() {
	g, _ := board.Lookup("ludo/propast")
	s, _ := g.New(2)
	err := board.Replay(s,
		"3", "5", // opening: seat 0 throws 3, seat 1 throws 5 and starts
		"4", "6", "0-6", // seat 1: 4 earns a second throw, the 6 moves the stone
		"2", "6", "0-6", // seat 0 lands on seat 1's stone and sends it back to the start
		"1", // seat 1 throws a 1: the turn ends
	)
	fmt.Println(err)
	fmt.Println(s.Position())
	fmt.Print(s)
	// Output:
	// <nil>
	// 6/0 0 throw
	// Propast (The Abyss), 2 players
	//   1 .     2 .     3 .     4 .     5 .     6 A     7 v0    8 .     9 .    10 .
	//  11 .    12 .    13 .    14 v0   15 .    16 .    17 .    18 .    19 .    20 .
	//  21 v0   22 .    23 .    24 .    25 .    26 .    27 .    28 v0   29 .    30 .
	//  31 .
	// start: B
	// off: -
	// A (seat 0) throws
}

// A rule set of one's own: Snakes and Ladders where climbing is optional
// and the others play on for placings. The typed API lists the choices
// without allocating.
func ExampleNewGame() {
	r := ludo.SnakesAndLadders.Rules()
	r.Snakes.OptionalAscent = true
	r.FirstFinisherEnds = false
	g, err := ludo.NewGame(board.Names{ID: "ludo/my-snakes", Name: "My Snakes and Ladders"}, r)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := g.ParseTrackState("0/0/0 1 move:1")
	var buf [6]ludo.TrackMove
	for _, m := range s.LegalMoves(buf[:0]) {
		fmt.Println(m, "rests on", m.To())
	}
	// Output:
	// 0-1 rests on 1
	// 0-1-38 rests on 38
}

// The abyss on field 7 sends a stone back to the start; the step names the
// field it landed on and where it came to rest.
func ExampleTrackState_ParseMove() {
	g, _ := board.Lookup("ludo/propast")
	s, _ := g.Parse("3/10 0 throw")
	_ = board.Replay(s, "2", "4")
	fmt.Println(s.Legal())
	m, _ := s.ParseMove("3-0") // the short form names only where it rests
	fmt.Println(m, s.Play(m), s.Position())
	_, err := s.ParseMove("10-11")
	fmt.Println(err)
	// Output:
	// [3-7-0]
	// 3-7-0 <nil> 0/10 1 throw
	// 10-11: the die is to be thrown first (seat 1's throw)
}

// A throw that ends the turn says so: in Propast a first throw of 1
// forfeits the turn.
func ExampleTrackState_Describe() {
	g, _ := board.Lookup("ludo/propast")
	s, _ := g.Parse("0/0 0 throw")
	m, _ := s.ParseMove("1")
	fmt.Println(s.(*ludo.TrackState).Describe(m))
	// Output:
	// 1: the turn ends: a first throw of 1 forfeits the turn; seat 1 throws next
}

// Člověče, nezlob se! from a position of the rules' examples: red (seat 0)
// on 38 and in home squares a and c, one piece in the base, blue on red's
// start square. A 3 moves into home square b or jumps c to d; a 6 must
// bring the last piece in, capturing blue.
func ExampleCrossState() {
	s, _ := ludo.Clovece.ParseCrossState("38,a,c/0/-/- 0 throw")
	for _, throw := range []string{"3", "6"} {
		c := s.Copy()
		m, _ := c.ParseMove(throw)
		_ = c.Play(m)
		fmt.Println(throw, "->", c.Legal())
	}
	// Output:
	// 3 -> [38-b a-d]
	// 6 -> [base-0]
}

// Options by name: without jumping in the home the 3 is forfeited.
func ExampleGame_WithOptions() {
	g, err := board.Configure(ludo.Clovece, "Cross.NoJumpInHome=true")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := g.Parse("38,a,c/0/-/- 0 move:3")
	fmt.Println(g.ID(), s.Legal())
	// Output:
	// ludo(Cross.NoJumpInHome=true) [pass]
}

// The picture of a cross position names the cells as the notation does,
// the homes and bases with their seat first, and a capture touches the
// target twice: as where the piece ends and as where a piece is taken.
func ExampleCrossState_Picture() {
	s, _ := ludo.Clovece.ParseCrossState("1,5/8,a/-/- 0 move:3")
	p := s.Picture()
	for _, name := range []string{"5", "8", "1:a", "0:base"} {
		c, _ := p.Cell(name)
		fmt.Println(name, c.Pieces)
	}
	fmt.Println(p.Dice, p.Counters)
	for _, m := range s.Legal() {
		fmt.Println(m, m.(board.Tracer).Touches())
	}
	// Output:
	// 5 [{0 piece 1}]
	// 8 [{1 piece 1}]
	// 1:a [{1 piece 1}]
	// 0:base [{0 piece 2}]
	// [3] [{turn A}]
	// 1-4 [{1 from} {4 to}]
	// 5-8 [{5 from} {8 to} {8 capture}]
}
