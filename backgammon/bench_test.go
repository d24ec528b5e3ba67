package backgammon

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

// benchPosition is a position and the side to play in it.
type benchPosition struct {
	b    Board
	side Side
}

// benchPositions returns a fixed, deterministic set of 300 backgammon
// positions: the start, then positions taken from seeded random games, 100
// contact positions, 100 with a checker on the bar and 99 bear-offs (all
// the mover's checkers home). Every position is used with all 21 rolls,
// which covers the doubles.
func benchPositions() []benchPosition {
	r := Backgammon()
	out := []benchPosition{{startBoard(&r), White}}
	var contact, bar, bearoff int
	for seed := uint64(1); contact+bar+bearoff < 299 && seed < 10000; seed++ {
		randomStates(BackgammonGame, seed, func(s *State) {
			p := benchPosition{s.b, s.onRoll}
			home := s.b.Pts[s.onRoll][Bar] == 0
			for q := 7; q <= 24; q++ {
				home = home && s.b.Pts[s.onRoll][q] == 0
			}
			switch {
			case s.b.Pts[s.onRoll][Bar] > 0 && bar < 100:
				bar++
			case home && bearoff < 99:
				bearoff++
			case !home && s.b.Pts[s.onRoll][Bar] == 0 && contact < 100 && (s.turns[0]+s.turns[1])%5 == 0:
				contact++
			default:
				return
			}
			out = append(out, p)
		})
	}
	return out
}

var rolls21 = func() (rs [][2]int) {
	for a := 1; a <= 6; a++ {
		for b := 1; b <= a; b++ {
			rs = append(rs, [2]int{a, b})
		}
	}
	return rs
}()

// BenchmarkTurns lists all legal turns for every one of the 21 rolls over
// the fixed positions; one op is one position and one roll. Target: under
// 20 µs (0.02 ms) per position and roll; GNU Backgammon is quoted (issue 4)
// at about 0.4 ms of CPU per roll, evaluation included.
func BenchmarkTurns(b *testing.B) {
	ps := benchPositions()
	g, _ := NewGenerator(Backgammon())
	buf := make([]Turn, 0, 1024)
	turns := 0
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; b.Loop(); i++ {
		p := &ps[(i/21)%len(ps)]
		d := rolls21[i%21]
		buf = g.Turns(&p.b, p.side, d[0], d[1], buf)
		turns += len(buf)
	}
	b.ReportMetric(float64(turns)/time.Since(start).Seconds(), "turns/s")
	b.ReportMetric(float64(len(ps)), "positions")
}

// playout plays one game of s's rules with random rolls and random legal
// turns through the typed API (no doubling: RollDice declines the cube)
// and returns the plies played.
func playout(s *State, rng *rand.Rand) int {
	n := 0
	for !s.Over() {
		if s.ph == phPlay {
			_ = s.PlayTurn(rng.IntN(len(s.LegalTurns())))
		} else {
			rollRandom(s, rng)
		}
		n++
	}
	return n
}

// randomPlayout plays one game as board.Playout does — a uniformly random
// legal decision for a player, cube actions included, the dice with their
// chances — through the typed API, and returns the plies played.
func randomPlayout(s *State, rng *rand.Rand) int {
	n := 0
	for ; !s.Over(); n++ {
		switch s.ph {
		case phPlay:
			_ = s.PlayTurn(rng.IntN(len(s.LegalTurns())))
		case phCube, phTake:
			ms := s.shared()
			s.apply(ms[rng.IntN(len(ms))].r)
		default:
			rollRandom(s, rng)
		}
	}
	return n
}

// rollRandom plays the dice due: an opening throw (two sums of two dice
// where the opening is O-TWO-REROLL, else one die a side, ties thrown
// again unless they double the cube) or a roll, with their chances.
func rollRandom(s *State, rng *rand.Rand) {
	if s.ph == phOpening && s.r.Opening == OpenTwoDiceReroll {
		for {
			w := 2 + rng.IntN(6) + rng.IntN(6)
			k := 2 + rng.IntN(6) + rng.IntN(6)
			if w != k {
				_ = s.RollDice(w, k)
				return
			}
		}
	}
	if s.ph == phOpening && s.r.Opening == OpenTwoDicePlay {
		// each side throws two dice; the higher sum plays his own throw
		for {
			w1, w2, k1, k2 := 1+rng.IntN(6), 1+rng.IntN(6), 1+rng.IntN(6), 1+rng.IntN(6)
			switch {
			case w1+w2 > k1+k2:
				s.apply(openingPlays[White][max(w1, w2)][min(w1, w2)].r)
				return
			case k1+k2 > w1+w2:
				s.apply(openingPlays[Black][max(k1, k2)][min(k1, k2)].r)
				return
			}
		}
	}
	d1, d2 := 1+rng.IntN(6), 1+rng.IntN(6)
	for s.ph == phOpening && d1 == d2 && !s.openingTies() {
		d1, d2 = 1+rng.IntN(6), 1+rng.IntN(6)
	}
	_ = s.RollDice(d1, d2)
}

// gameStates returns a fixed, deterministic set of n states of g where
// a player is to play the dice, from seeded random games (every seventh
// such state, none inside a ladder or a bottom-face decision), for the
// per-game turn benchmark.
func gameStates(g *Game, n int) []*State {
	var out []*State
	k := 0
	for seed := uint64(1); len(out) < n && seed < 1000; seed++ {
		randomStates(g, seed, func(s *State) {
			if k++; k%7 == 0 && len(out) < n && s.nRest == 0 && !s.bottom {
				out = append(out, s.Copy())
			}
		})
	}
	return out
}

// listRoll lists the legal turns of st for the roll d into buf, as the
// state does (Doublet's stacking phases included), through gen.
func listRoll(st *State, gen *Generator, d [2]int, buf []Turn) []Turn {
	st.dice = [2]int8{int8(max(d[0], d[1])), int8(min(d[0], d[1]))}
	return st.listTurns(gen, buf)
}

// BenchmarkTables is the README's speed table: for each tables game, in
// one run, "turns" lists all legal turns for every one of the 21 rolls
// over 200 fixed positions of that game (one op is one position and one
// roll, into a warm buffer: 0 allocations), and "playouts" plays random
// games through the typed API (random rolls and turns, no doubling, as
// the README's reference figure for backgammon; playouts/s).
func BenchmarkTables(b *testing.B) {
	for _, g := range tablesGames() {
		b.Run(g.ID()+"/turns", func(b *testing.B) {
			ps := gameStates(g, 200)
			gen, _ := NewGenerator(g.Rules())
			buf := make([]Turn, 0, 4096)
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				buf = listRoll(ps[(i/21)%len(ps)], gen, rolls21[i%21], buf)
			}
		})
		b.Run(g.ID()+"/playouts", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 11))
			tmpl := g.NewState()
			s := g.NewState()
			measurePlies(b, func() int {
				buf := s.tbuf
				*s = *tmpl
				s.tbuf = buf
				return playout(s, rng)
			})
		})
	}
}

// BenchmarkPlayouts is the benchmark of record of issue 9, item 4: the same
// random games (a uniformly random legal decision, cube actions included,
// the dice with their chances) through the generic board.State
// (board.Playout) and through the typed API (RollDice, PlayTurn), for each
// game, with the time and the allocations per ply.
func BenchmarkPlayouts(b *testing.B) {
	for _, g := range []*Game{BackgammonGame, GulBaraGame, TaigaPuffGame} {
		b.Run(g.ID()+"/generic", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 11))
			measurePlies(b, func() int {
				s, _ := g.New(2)
				n, err := board.Playout(s, rng)
				if err != nil {
					b.Fatal(err)
				}
				return n
			})
		})
		b.Run(g.ID()+"/typed", func(b *testing.B) {
			rng := rand.New(rand.NewPCG(7, 11))
			tmpl := g.NewState()
			s := g.NewState()
			measurePlies(b, func() int {
				buf := s.tbuf
				*s = *tmpl
				s.tbuf = buf
				return randomPlayout(s, rng)
			})
		})
	}
}

// measurePlies runs one playout per op and reports plies per playout,
// nanoseconds and allocations per ply, and playouts per second.
func measurePlies(b *testing.B, play func() int) {
	var before, after runtime.MemStats
	plies := 0
	b.ReportAllocs()
	runtime.ReadMemStats(&before)
	start := time.Now()
	for b.Loop() {
		plies += play()
	}
	el := time.Since(start)
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
	b.ReportMetric(float64(el.Nanoseconds())/float64(plies), "ns/ply")
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(plies), "allocs/ply")
	b.ReportMetric(float64(b.N)/el.Seconds(), "playouts/s")
}

func benchPlayouts(b *testing.B, g *Game) {
	rng := rand.New(rand.NewPCG(7, 11))
	tmpl := g.NewState()
	s := g.NewState()
	plies := 0
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for b.Loop() {
		buf := s.tbuf
		*s = *tmpl
		s.tbuf = buf
		plies += playout(s, rng)
	}
	el := time.Since(start).Seconds()
	b.ReportMetric(float64(b.N)/el, "playouts/s")
	b.ReportMetric(float64(plies)/float64(b.N), "plies/playout")
}

// BenchmarkPlayoutBackgammon: random games of backgammon per second.
func BenchmarkPlayoutBackgammon(b *testing.B) { benchPlayouts(b, BackgammonGame) }

// BenchmarkPlayoutGulBara: random games of Gul Bara per second.
func BenchmarkPlayoutGulBara(b *testing.B) { benchPlayouts(b, GulBaraGame) }

// BenchmarkPlayoutTaigaPuff: random games of Taiga-Puff per second.
func BenchmarkPlayoutTaigaPuff(b *testing.B) { benchPlayouts(b, TaigaPuffGame) }
