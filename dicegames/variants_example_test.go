package dicegames_test

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dicegames"
)

// An entry's variant set by name: Mäxchen with the blind pass, where the
// seat that receives the cup may pass it on unthrown with a higher claim,
// and answers for it when the next seat doubts.
func Example_variant() {
	g, err := board.Configure(dicegames.Maxik, "BlindPass=true")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := g.New(3)
	_ = board.Replay(s, "3-1", "claim:62")
	fmt.Println(g.ID(), len(s.Legal()), "decisions: doubt, believe and 10 blind claims")
	_ = board.Replay(s, "claim:65", "doubt") // seat 1 passes 31 on as 65; seat 2 lifts the cup
	p := s.(*dicegames.HiddenState).Board()
	fmt.Println("lives", p.Score[:3], "seat", p.Turn, "opens")
	// Output:
	// dicegames/maxik(BlindPass=true) 12 decisions: doubt, believe and 10 blind claims
	// lives [3 2 3] seat 1 opens
}
