package bot_test

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
)

// benchGames are the games of the speed table, one or two per family.
var benchGames = []string{
	"chess", "draughts/english", "draughts/czech", "backgammon", "mill",
	"domino/french", "ludo/propast", "ludo/snakes-and-ladders",
	"halma", "halma/quick", "halma/rakado", "mill/dice", "solitaire/fleas",
}

// BenchmarkMCTS measures one MCTS iteration (selection, expansion, a
// playout to the end, update) from each game's start: ns/op is the time
// of an iteration, allocs/op its allocations, and iterations/s is
// reported.
func BenchmarkMCTS(b *testing.B) {
	for _, id := range benchGames {
		g, ok := board.Lookup(id)
		if !ok {
			continue
		}
		b.Run(id, func(b *testing.B) {
			s, err := g.New(players(g))
			if err != nil {
				b.Fatal(err)
			}
			r := bot.NewRand(1)
			for s.ToMove() == board.Chance {
				board.Sample(s, r)
			}
			m := bot.NewMCTS(bot.MCTSOptions{Iterations: b.N, NoReuse: true}, bot.NewRand(1))
			b.ReportAllocs()
			b.ResetTimer()
			if _, err := m.Choose(s); err != nil {
				b.Fatal(err)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
		})
	}
}
