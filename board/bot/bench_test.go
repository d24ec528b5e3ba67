package bot_test

import (
	"fmt"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
)

// benchGames are the games of the speed table, one or two per family.
var benchGames = []string{
	"chess", "draughts/english", "draughts/czech", "backgammon", "mill",
	"domino/french", "ludo", "ludo/propast", "ludo/snakes-and-ladders",
	"halma", "halma/quick", "halma/rakado", "mill/dice", "solitaire/fleas",
}

// BenchmarkMCTS measures one MCTS iteration (selection, expansion, a
// playout to the end, update) from each game's start: ns/op is the time
// of an iteration, allocs/op its allocations, and iterations/s is
// reported.
func BenchmarkMCTS(b *testing.B) {
	for _, id := range benchGames {
		b.Run(id, func(b *testing.B) { benchMCTS(b, id, 0) })
	}
	// the settings of README's strength table where playouts are cut off
	for _, c := range []struct {
		id    string
		limit int
	}{{"chess", 20}, {"halma", 10}, {"halma/rakado", 20}} {
		b.Run(fmt.Sprintf("%s/cut=%d", c.id, c.limit), func(b *testing.B) { benchMCTS(b, c.id, c.limit) })
	}
}

// benchMCTS measures b.N iterations of one search from the start of game
// id (after its opening chance moves), playouts cut off after limit plies
// when limit is not zero.
func benchMCTS(b *testing.B, id string, limit int) {
	g, ok := board.Lookup(id)
	if !ok {
		b.Skip(id, " is not registered")
	}
	s, err := g.New(players(g))
	if err != nil {
		b.Fatal(err)
	}
	r := bot.NewRand(1)
	for s.ToMove() == board.Chance {
		board.Sample(s, r)
	}
	m := bot.NewMCTS(bot.MCTSOptions{Iterations: b.N, NoReuse: true, PlayoutLimit: limit}, bot.NewRand(1))
	b.ReportAllocs()
	b.ResetTimer()
	if _, err := m.Choose(s); err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "iterations/s")
}
