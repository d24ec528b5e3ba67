package draughts_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/draughts"
)

// Parse a PDN position of international draughts, list the captures and
// play one.
func Example() {
	g, _ := board.Lookup("draughts/international")
	s, err := g.Parse("W:W37,44:B21,22,32,39")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("captures:", s.Legal()) // the maximum rule: 44x33 is not allowed
	m, err := s.ParseMove("37x26")      // the short form names the one capture
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := s.Play(m); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("played:", m)
	fmt.Println("position:", s.Position())
	// Output:
	// captures: [37x28x17x26]
	// played: 37x28x17x26
	// position: B:W26,44:B39
}

// The typed API: generate into a reused buffer and apply without
// allocating.
func ExamplePosition_GenerateMoves() {
	p, _ := draughts.Czech.ParsePosition("W:WKc3:Bb2,d4,f6")
	buf := make([]draughts.Move, 0, 64)
	for _, m := range p.GenerateMoves(buf) {
		fmt.Println(draughts.Czech.MoveString(m), m.Captures())
	}
	start := draughts.English.Start()
	fmt.Println("English perft 6:", start.Perft(6))
	// Output:
	// c3xe5xg7 2
	// c3xe5xh8 2
	// c3xa1 1
	// English perft 6: 36768
}

// A rule set of one's own: Czech draughts with the maximum-capture rule.
func ExampleNewGame() {
	o := draughts.Czech.Rules()
	o.Precedence = draughts.MaxPieces
	g, err := draughts.NewGame(board.Names{ID: "draughts/czech-max", Name: "Czech draughts, maximum capture",
		Summary: "Czech draughts in which the capture taking the most pieces is compulsory."}, o)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := g.Parse("W:WKc3:Bb2,d4,f6")
	fmt.Println(s.Legal())
	// Output:
	// [c3xe5xg7 c3xe5xh8]
}

// Options by name: the base game with flying kings.
func ExampleGame_WithOptions() {
	g, err := board.Configure(draughts.Dama, "FlyingKings=true")
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := g.Parse("W:WKa1:Bc3,b6")
	fmt.Println(g.ID())
	fmt.Println(s.Legal())
	// Output:
	// draughts/dama(FlyingKings=true)
	// [a1xd4xa7 a1xe5 a1xf6 a1xg7 a1xh8]
}

// Read a PDN game file and replay its game.
func ExampleReadPDN() {
	recs, err := draughts.ParsePDN(`[Event "Demo"]
[GameType "21"]

1. 11-15 23-19 2. 8-11 22-17 {the Old Fourteenth} *`)
	if err != nil {
		fmt.Println(err)
		return
	}
	g, _ := recs[0].Game()
	s, err := recs[0].Replay(g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.ID(), recs[0].Moves, recs[0].Comments[3])
	fmt.Println(s.Position())
	// Output:
	// draughts/english [11-15 23-19 8-11 22-17] the Old Fourteenth
	// B:W17,19,21,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15
}

// Stream the games of a PDN file one at a time; a bad game is reported
// and skipped.
func ExampleNewPDNReader() {
	file := `[GameType "21"]
1. 11-15 23-19 2. 8-11 *

[GameType "21"]
1. 11-15 ) *

[GameType "20"]
[FEN "W:W37,44:B21,22,32,39"]
1. 37x26 2-0
`
	d := draughts.NewPDNReader(strings.NewReader(file))
	for {
		rec, err := d.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("skipped:", err)
			continue
		}
		g, _ := rec.Game()
		s, err := rec.Replay(g)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(g.ID(), rec.Moves, s.Position())
	}
	// Output:
	// draughts/english [11-15 23-19 8-11] W:W19,21,22,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,9,10,11,12,15
	// skipped: PDN line 5: unexpected character ')'
	// draughts/international [37x26] B:W26,44:B39
}
