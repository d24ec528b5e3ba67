package ludo_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"unsafe"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// BenchmarkPlayout plays random games from the start to the end, one game
// per op, through the typed API (LegalMoves into a reused buffer, Apply,
// on a copy of the starting state: allocs/op counts a whole game's
// allocations) and through board.State (boardtest.Bench: board.Playout on
// a Clone, with allocs/ply), side by side in one run, for every game and
// player count: the benchmark of record of README's speed table.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range registered {
		for n := g.Info().MinPlayers; n <= g.Info().MaxPlayers; n += max(1, g.Info().MaxPlayers-2) {
			name := fmt.Sprintf("%s/players=%d", g.ID(), n)
			b.Run(name+"/typed", func(b *testing.B) { benchTyped(b, g, n) })
			b.Run(name+"/generic", func(b *testing.B) { boardtest.Bench(b, g, n) })
		}
	}
}

// benchTyped plays random games of g through the typed API.
func benchTyped(b *testing.B, g *ludo.Game, n int) {
	r := rand.New(rand.NewPCG(1, 2))
	plies := 0
	b.ReportAllocs()
	if g.Race() == ludo.RaceCross {
		start, err := g.NewCrossState(n)
		if err != nil {
			b.Fatal(err)
		}
		buf := make([]ludo.CrossMove, 0, 6)
		for b.Loop() {
			s := *start
			var p int
			p, buf = crossPlayout(&s, r, buf)
			plies += p
		}
	} else {
		start, err := g.NewTrackState(n)
		if err != nil {
			b.Fatal(err)
		}
		buf := make([]ludo.TrackMove, 0, 6)
		for b.Loop() {
			s := *start
			var p int
			p, buf = playout(&s, r, buf)
			plies += p
		}
	}
	b.ReportMetric(float64(plies)/float64(b.N), "plies/op")
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkParsePosition measures the position notation round trip.
func BenchmarkParsePosition(b *testing.B) {
	g, _ := board.Lookup("ludo/propast")
	b.ReportAllocs()
	for b.Loop() {
		s, err := g.Parse("off/12/0/29/5/0 2 move:4 placed:0")
		if err != nil {
			b.Fatal(err)
		}
		_ = s.Position()
	}
}

// TestCrossMoveSize guards the cross games' speed: a CrossMove of at most
// eight scalar fields in 16 bytes is passed in registers (the receiver
// takes the ninth) and copied cheaply; with eleven fields in 24 bytes the
// playouts of every cross game were about a third slower.
func TestCrossMoveSize(t *testing.T) {
	if size, fields := unsafe.Sizeof(ludo.CrossMove{}), reflect.TypeFor[ludo.CrossMove]().NumField(); size > 16 || fields > 8 {
		t.Errorf("CrossMove has %d fields in %d bytes; keep it at 8 fields in 16 bytes (pack new variants' fields into ext)", fields, size)
	}
}
