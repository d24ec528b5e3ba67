package bot_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	_ "github.com/rulebook-go/rulebook/board/all"
	"github.com/rulebook-go/rulebook/board/bot"
)

// players returns the seat count a test plays g with: two where allowed.
func players(g board.Game) int {
	info := g.Info()
	return min(max(2, info.MinPlayers), info.MaxPlayers)
}

// play plays moves from s with the bots, one per seat, the dice rolled by
// board.Sample, until the game ends or seatMoves seat moves were made
// (0: no bound), checking every chosen move is legal.
func play(t *testing.T, s board.State, bots []bot.Bot, seatMoves int) {
	t.Helper()
	r := bot.NewRand(99)
	for made := 0; seatMoves == 0 || made < seatMoves; {
		switch p := s.ToMove(); p {
		case board.Nobody:
			return
		case board.Chance:
			if _, err := board.Sample(s, r); err != nil {
				t.Fatalf("%s: roll: %v", s.Game().ID(), err)
			}
		default:
			m, err := bots[int(p)%len(bots)].Choose(s)
			if err != nil {
				t.Fatalf("%s: seat %v: %v\n%s", s.Game().ID(), p, err, s)
			}
			if err := s.Play(m); err != nil {
				t.Fatalf("%s: seat %v chose %v: %v\n%s", s.Game().ID(), p, m, err, s)
			}
			made++
		}
	}
}

// TestEveryGame plays every registered game with every bot: random to
// the end, greedy and MCTS (with a small budget) for some moves. MCTS's
// playouts stop after 100 plies, scored by the game's estimate: random
// games of catch-the-man last some 1,900 plies and a solitaire halma race
// 1,000 turns, and the test is about every game playing, not the speed.
func TestEveryGame(t *testing.T) {
	for _, g := range board.Games() {
		t.Run(g.ID(), func(t *testing.T) {
			n := players(g)
			s, err := g.New(n)
			if err != nil {
				t.Fatal(err)
			}
			var mcts, greedy, random []bot.Bot
			for i := range n {
				mcts = append(mcts, bot.NewMCTS(bot.MCTSOptions{Iterations: 24, Workers: 1 + i%2, PlayoutLimit: 100}, bot.NewRand(uint64(i))))
				greedy = append(greedy, bot.NewGreedy(nil, bot.NewRand(uint64(i))))
				random = append(random, bot.NewRandom(bot.NewRand(uint64(i))))
			}
			play(t, s.Clone(), mcts, 8)
			play(t, s.Clone(), greedy, 40)
			full := s.Clone()
			play(t, full, random, 0)
			if !full.Outcome().Over {
				t.Errorf("game did not end")
			}
		})
	}
}

// TestChooseRefuses checks the errors of a finished game and a chance node.
func TestChooseRefuses(t *testing.T) {
	g, _ := board.Lookup("backgammon")
	s, err := g.New(2)
	if err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != board.Chance {
		t.Skip("backgammon does not start with a roll")
	}
	for _, b := range []bot.Bot{bot.NewRandom(bot.NewRand(1)), bot.NewGreedy(nil, bot.NewRand(1)), bot.NewMCTS(bot.MCTSOptions{}, bot.NewRand(1))} {
		if _, err := b.Choose(s); !errors.Is(err, bot.ErrNotSeat) {
			t.Errorf("%T at a chance node: %v, want ErrNotSeat", b, err)
		}
	}
	play(t, s, []bot.Bot{bot.NewRandom(bot.NewRand(1))}, 0)
	for _, b := range []bot.Bot{bot.NewRandom(bot.NewRand(1)), bot.NewGreedy(nil, bot.NewRand(1)), bot.NewMCTS(bot.MCTSOptions{}, bot.NewRand(1))} {
		if _, err := b.Choose(s); !errors.Is(err, board.ErrGameOver) {
			t.Errorf("%T after the end: %v, want ErrGameOver", b, err)
		}
	}
}

// moves returns the moves of a game between two bots made by mk with
// seeds 1 and 2, rolls seeded too.
func moves(t *testing.T, id string, mk func(seed uint64) bot.Bot, seatMoves int) []string {
	g, _ := board.Lookup(id)
	s, err := g.New(2)
	if err != nil {
		t.Fatal(err)
	}
	bots := []bot.Bot{mk(1), mk(2)}
	r := bot.NewRand(5)
	var out []string
	for made := 0; made < seatMoves && s.ToMove() != board.Nobody; {
		var m board.Move
		if s.ToMove() == board.Chance {
			m, err = board.Sample(s, r)
		} else {
			m, err = bots[s.ToMove()].Choose(s)
			if err == nil {
				err = s.Play(m)
			}
			made++
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, m.String())
	}
	return out
}

// TestReproducible checks that seeded bots repeat their games, with and
// without chance, on one goroutine and on several.
func TestReproducible(t *testing.T) {
	makers := map[string]func(uint64) bot.Bot{
		"random": func(seed uint64) bot.Bot { return bot.NewRandom(bot.NewRand(seed)) },
		"greedy": func(seed uint64) bot.Bot { return bot.NewGreedy(nil, bot.NewRand(seed)) },
		"mcts":   func(seed uint64) bot.Bot { return bot.NewMCTS(bot.MCTSOptions{Iterations: 60}, bot.NewRand(seed)) },
		"mcts-parallel": func(seed uint64) bot.Bot {
			return bot.NewMCTS(bot.MCTSOptions{Iterations: 60, Workers: 3}, bot.NewRand(seed))
		},
	}
	for name, mk := range makers {
		for _, id := range []string{"draughts/english", "backgammon", "mill"} {
			a, b := moves(t, id, mk, 10), moves(t, id, mk, 10)
			if len(a) == 0 || !equal(a, b) {
				t.Errorf("%s on %s: %v then %v", name, id, a, b)
			}
		}
	}
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
