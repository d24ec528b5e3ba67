package domino_test

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/domino"
)

// A hand of the block game dealt from known tiles (the first scenario of
// the block game), and what each seat is shown.
func Example() {
	g, _ := board.Lookup("domino")
	hand := func(s string) domino.Set {
		var set domino.Set
		for i := 0; i < len(s); i += 4 {
			t, _ := domino.ParseTile(s[i : i+3])
			set |= domino.SetOf(t)
		}
		return set
	}
	s, _ := g.(*domino.Game).Deal(hand("6-6 2-6 3-4 0-0 1-5 2-2 0-3"), hand("2-5 1-1 0-6 4-4 3-3 1-2 5-5"))
	fmt.Println(s.Legal())
	_ = board.Replay(s, "6-6@C", "6-0@R")
	fmt.Println(s.Legal())
	fmt.Print(s.Observation(1))
	// Output:
	// [6-6@C]
	// [6-2@L 0-0@R 0-3@R]
	// Dominoes (block game) (domino), 2 players; you are seat 1
	// layout: [6|6][6|0]; ends L=6 R=0
	// seat 0: 6 tiles
	// seat 1: 1-1 1-2 2-5 3-3 4-4 5-5 (36 pips) <- you
	// sleeping: 14 tiles
	// record: 0:6-6@C 1:6-0@R
	// to move: seat 0
}

// pimc chooses a move for the seat to move by perfect-information Monte
// Carlo: it deals the tiles it has not seen k times with Determinize,
// plays each legal move in every deal to the end at random, and keeps the
// move with the best total return. It sees only what Observation shows.
func pimc(s *domino.State, k int, r *rand.Rand) domino.Move {
	me := s.ToMove()
	moves := s.LegalMoves(nil)
	best, bestScore := moves[0], -1e9
	for _, m := range moves {
		score := 0.0
		for range k {
			d := s.DeterminizeState(int(me), r)
			d.Apply(m)
			for d.ToMove() != board.Nobody {
				ms := d.LegalMoves(nil)
				d.Apply(ms[r.IntN(len(ms))])
			}
			score += d.Returns()[me]
		}
		if score > bestScore {
			best, bestScore = m, score
		}
	}
	return best
}

// A bot that uses Determinize plays French dominoes against a random
// player, and for comparison a random player takes its seat; the deals
// and the random moves come from one seeded generator. Only outright wins
// count.
func ExampleState_Determinize() {
	g, _ := board.Lookup("domino/french")
	r := rand.New(rand.NewPCG(2026, 6))
	for _, k := range []int{0, 16} {
		wins := 0
		for range 40 {
			s, _ := g.(*domino.Game).NewState(2)
			for s.ToMove() != board.Nobody {
				switch {
				case s.ToMove() == board.Chance:
					_, _ = board.Sample(s, r)
				case s.ToMove() == 0 && k > 0:
					s.Apply(pimc(s, k, r))
				default:
					ms := s.LegalMoves(nil)
					s.Apply(ms[r.IntN(len(ms))])
				}
			}
			if o := s.Outcome(); o.Won(0) && len(o.Winners) == 1 {
				wins++
			}
		}
		fmt.Printf("samples %2d: seat 0 won %d of 40 hands\n", k, wins)
	}
	// Output:
	// samples  0: seat 0 won 22 of 40 hands
	// samples 16: seat 0 won 26 of 40 hands
}

// The position holds the match and the record of the hand, the deal
// included; Parse replays it.
func ExampleState_Position() {
	g, _ := board.Lookup("domino/french")
	s, _ := g.New(2)
	_ = board.Replay(s, "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1",
		"1-2", "1-3", "1-4", "1-5", "1-6", "2-2", "2-3", "lot=1", "2-3@C", "3-0@R")
	fmt.Println(s.Position())
	back, _ := g.Parse(s.Position())
	fmt.Println(back.ToMove(), back.Legal())
	// Output:
	// domino/french 2 hand=0 lead=- win=- score=0,0 | 0-1 0-2 0-3 0-4 0-5 0-6 1-1 1-2 1-3 1-4 1-5 1-6 2-2 2-3 lot=1 2-3@C 3-0@R
	// 1 [2-1@L 2-2@L]
}

// A rule set of one's own: the block game for two players with a stock
// to draw from, scored as All Fives to 61. NewGame says which rule is
// wrong when the options make no game.
func ExampleNewGame() {
	rules := domino.BlockGame.Rules()
	rules.HandSize = domino.HandSizes{Two: 7}
	rules.Draw, rules.Scoring, rules.Target = domino.DrawWhenUnable, domino.AllFives, 61
	g, err := domino.NewGame(board.Names{ID: "domino/house", Name: "House rules", Summary: "Block with a stock, fives to 61."}, rules)
	fmt.Println(g.Info().MinPlayers, g.Info().MaxPlayers, err)

	rules.Sides = true
	_, err = domino.NewGame(board.Names{ID: "domino/house", Name: "House rules"}, rules)
	fmt.Println(err)
	// Output:
	// 2 2 <nil>
	// domino: rules of domino/house: sides need exactly 4 players
}

// Options by name, as the rulebook command's -option sets them: the
// derived game's ID says what changed.
func ExampleGame_WithOptions() {
	g, err := board.Configure(domino.FrenchGame, "DrawCount=2", "Scoring=WinnerScores", "Target=30")
	fmt.Println(g.ID(), err)
	_, err = board.Configure(domino.FrenchGame, "Draw=Sometimes")
	fmt.Println(err)
	// Output:
	// domino/french(DrawCount=2,Scoring=WinnerScores,Target=30) <nil>
	// option Draw: value "Sometimes" is not accepted; want NoDraw|DrawWhenUnable|DrawOrPass|DrawInstead: bad rule option
}

// What a server sends each seat of a move: a tile dealt is sent whole to
// its receiver only.
func ExampleState_ObserveMove() {
	s, _ := domino.FrenchGame.NewState(2)
	m, _ := s.ParseMove("5-2")
	fmt.Println(s.ObserveMove(0, m), s.ObserveMove(1, m), s.ObserveMove(board.Nobody, m))
	// Output: 2-5 deal deal
}
