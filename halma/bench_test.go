package halma_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/halma"
)

// BenchmarkPerft measures perft from the start: the two-player star's
// perft(4) = 512,656 leaves (issue 15) and the square board's perft(3);
// Mleaves/s is README's figure.
func BenchmarkPerft(b *testing.B) {
	for _, c := range []struct {
		name    string
		g       *halma.Game
		players int
		depth   int
		leaves  uint64
	}{
		{"star-2p-4", halma.Halma, 2, 4, 512_656},
		{"star-3p-3", halma.Halma, 3, 3, 22 * 22 * 22},
		{"square-4p-3", halma.SquareHalma, 4, 3, 32 * 32 * 32},
	} {
		b.Run(c.name, func(b *testing.B) {
			p, err := c.g.Start(c.players)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if n := p.Perft(c.depth); n != c.leaves {
					b.Fatalf("perft(%d) = %d, want %d", c.depth, n, c.leaves)
				}
			}
			b.ReportMetric(float64(c.leaves)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
		})
	}
}

// midgame plays 40 random plies of g from the start with a fixed seed:
// a position where pieces of both sides meet in the middle.
func midgame(b *testing.B, g *halma.Game, players int) halma.Position {
	p, err := g.Start(players)
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(15, 40))
	buf := make([]halma.Move, 0, halma.MaxMoves)
	for range 40 {
		buf = p.GenerateMoves(buf)
		p.Make(buf[r.IntN(len(buf))])
	}
	return p
}

// BenchmarkGenerateMoves measures move generation in a mid-game position
// with Make and Unmake of every move: 0 allocations.
func BenchmarkGenerateMoves(b *testing.B) {
	for _, c := range []struct {
		name    string
		g       *halma.Game
		players int
	}{{"star-2p", halma.Halma, 2}, {"star-6p-10", mustConfigure(halma.Halma, "Race.PiecesPerPlayer=10"), 6}, {"square-2p", halma.SquareHalma, 2}} {
		b.Run(c.name, func(b *testing.B) {
			p := midgame(b, c.g, c.players)
			buf := make([]halma.Move, 0, halma.MaxMoves)
			b.ReportAllocs()
			moves := 0
			for b.Loop() {
				buf = p.GenerateMoves(buf)
				for _, m := range buf {
					u := p.Make(m)
					p.Unmake(m, u)
				}
				moves += len(buf)
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds()/1e6, "Mmoves/s")
			b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
		})
	}
}

func mustConfigure(g board.Game, settings ...string) *halma.Game {
	c, err := board.Configure(g, settings...)
	if err != nil {
		panic(err)
	}
	return c.(*halma.Game)
}

// BenchmarkPlayout plays random games through board.State; playouts/s is
// README's figure (a random race seldom finishes: most run to MaxPlies).
func BenchmarkPlayout(b *testing.B) {
	for _, g := range board.Games() {
		if g.Info().Family != "halma" {
			continue
		}
		b.Run(g.ID(), func(b *testing.B) { boardtest.Bench(b, g, g.Info().MinPlayers) })
	}
}

// BenchmarkSolveSolo measures the beam search of Solo Halma and reports
// the turns of the solution it finds.
func BenchmarkSolveSolo(b *testing.B) {
	for _, width := range []int{10, 20} {
		b.Run("width="+strconv.Itoa(width), func(b *testing.B) {
			p, err := halma.SoloHalma.Start(1)
			if err != nil {
				b.Fatal(err)
			}
			turns := 0
			for b.Loop() {
				turns = len(halma.Solve(p, width))
			}
			if turns == 0 {
				b.Fatal("no solution")
			}
			b.ReportMetric(float64(turns), "turns")
		})
	}
}

// BenchmarkFieldGenerate measures the field games' move generation with
// Make and Unmake of every move, after 30 random plies: 0 allocations.
func BenchmarkFieldGenerate(b *testing.B) {
	for _, g := range []*halma.Game{halma.GobangGame, halma.ChiefGobang, halma.TopSecretGame, halma.CatAndMouse} {
		b.Run(g.ID(), func(b *testing.B) {
			p, err := g.StartField(2)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(7, 30))
			buf := make([]halma.Move, 0, halma.MaxMoves)
			for range 30 {
				buf = p.GenerateMoves(buf)
				if len(buf) == 0 {
					break
				}
				p.Make(buf[r.IntN(len(buf))])
			}
			b.ReportAllocs()
			moves := 0
			for b.Loop() {
				buf = p.GenerateMoves(buf)
				for _, m := range buf {
					u := p.Make(m)
					p.Unmake(m, u)
				}
				moves += len(buf)
			}
			b.ReportMetric(float64(moves)/b.Elapsed().Seconds()/1e6, "Mmoves/s")
		})
	}
}
