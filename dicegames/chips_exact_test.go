package dicegames

import (
	"math"
	"testing"
)

// chain is the Markov chain of a game without decisions: every position
// reachable from a start, with its throws' successors and chances.
type chain struct {
	states []Position
	next   [][]step
}

type step struct {
	to int
	p  float64
}

// explore walks every position reachable from s through the engine's own
// throws. The Chips games where seats skip keep no rounds, so the chain is
// finite; maxStates guards the test.
func explore(t *testing.T, s *State, maxStates int) *chain {
	t.Helper()
	c := &chain{}
	index := map[Position]int{}
	add := func(p Position) int {
		if i, ok := index[p]; ok {
			return i
		}
		index[p] = len(c.states)
		c.states = append(c.states, p)
		c.next = append(c.next, nil)
		return len(c.states) - 1
	}
	add(s.pos)
	for i := 0; i < len(c.states); i++ {
		if len(c.states) > maxStates {
			t.Fatalf("more than %d positions", maxStates)
		}
		st := &State{g: s.g, pos: c.states[i]}
		moves := st.LegalMoves(nil)
		probs := st.Chances()
		for k, m := range moves {
			n := st.Copy()
			n.Apply(m)
			j := add(n.pos)
			c.next[i] = append(c.next[i], step{j, probs[k]})
		}
	}
	return c
}

// solve returns the value of the start: terminal positions are worth
// end(p), every throw costs cost, by Gauss-Seidel iteration to a fixed
// point (the chains are absorbing, so it converges geometrically).
func (c *chain) solve(end func(p *Position) float64, cost float64) float64 {
	v := make([]float64, len(c.states))
	for i := range c.states {
		if c.states[i].Phase == PhaseOver {
			v[i] = end(&c.states[i])
		}
	}
	for range 1_000_000 {
		delta := 0.0
		for i, nx := range c.next {
			if len(nx) == 0 {
				continue
			}
			x := cost
			for _, s := range nx {
				x += s.p * v[s.to]
			}
			delta = math.Max(delta, math.Abs(x-v[i]))
			v[i] = x
		}
		if delta < 1e-15 {
			break
		}
	}
	return v[0]
}

// wins returns the value "seat q is among the winners".
func wins(q int) func(p *Position) float64 {
	return func(p *Position) float64 {
		if p.Won&(1<<q) != 0 {
			return 1
		}
		return 0
	}
}

// TestHelpYourNeighbourExact: two seats own the faces 1-3 and 4-6, so a
// throw of three dice costs seat 0 k counters and seat 1 3-k, k binomial
// (3, 1/2), whoever throws. The chances of a shared win and the expected
// length are computed here over (counters, counters) from the rules and
// by exhaustive search over the engine's positions and throws.
func TestHelpYourNeighbourExact(t *testing.T) {
	const chips = 10
	binom := [4]float64{1.0 / 8, 3.0 / 8, 3.0 / 8, 1.0 / 8}
	type result struct{ alone, shared, length float64 }
	memo := map[[2]int]result{}
	var dp func(a, b int) result
	dp = func(a, b int) result {
		if a == 0 || b == 0 {
			r := result{}
			switch {
			case a == 0 && b == 0:
				r.shared = 1
			case a == 0:
				r.alone = 1
			}
			return r
		}
		if r, ok := memo[[2]int{a, b}]; ok {
			return r
		}
		r := result{length: 1}
		for k, pk := range binom {
			n := dp(max(a-k, 0), max(b-(3-k), 0))
			r.alone += pk * n.alone
			r.shared += pk * n.shared
			r.length += pk * n.length
		}
		memo[[2]int{a, b}] = r
		return r
	}
	want := dp(chips, chips)
	c := explore(t, PomozSvemuSousedovi.NewState(2), 100000)
	alone := c.solve(func(p *Position) float64 {
		if p.Won == 1 {
			return 1
		}
		return 0
	}, 0)
	shared := c.solve(func(p *Position) float64 {
		if p.Won == 3 {
			return 1
		}
		return 0
	}, 0)
	length := c.solve(func(p *Position) float64 { return 0 }, 1)
	t.Logf("Help Your Neighbour, two seats of 10: seat 0 alone %.10f, shared %.10f, %.10f throws", alone, shared, length)
	for _, x := range [][2]float64{{alone, want.alone}, {shared, want.shared}, {length, want.length}} {
		if math.Abs(x[0]-x[1]) > 1e-12 {
			t.Errorf("engine %.12f, rules %.12f", x[0], x[1])
		}
	}
	if math.Abs(2*want.alone+want.shared-1) > 1e-12 {
		t.Errorf("the seats are symmetric: 2×%.12f + %.12f ≠ 1", want.alone, want.shared)
	}
}

// lrcLoser computes, from the rules of entry 62 and not from the engine,
// the chance that each seat loses (holds the last chip) in a game of n
// seats with 3 chips each: the chain over (chips per seat, thrower), each
// throw of three dice settled 1s (left), 2s (right), 6s (middle), the game
// over as soon as one chip is left in hand; a seat without chips skips.
func lrcLoser(n int) []float64 {
	type key struct {
		chips [4]int
		turn  int
	}
	var throws [][3]int // the 216 ordered throws as counts of 1s, 2s and 6s
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			for c := 1; c <= 6; c++ {
				var k [3]int
				for _, f := range []int{a, b, c} {
					switch f {
					case 1:
						k[0]++
					case 2:
						k[1]++
					case 6:
						k[2]++
					}
				}
				throws = append(throws, k)
			}
		}
	}
	// settle returns the chips after a throw and the loser, -1 if none.
	settle := func(chips [4]int, me int, k [3]int) ([4]int, int) {
		to := [3]int{(me + 1) % n, (me + n - 1) % n, -1}
		for a := range 3 {
			for range k[a] {
				if chips[me] == 0 {
					continue
				}
				chips[me]--
				if to[a] >= 0 {
					chips[to[a]]++
				}
				left, holder := 0, -1
				for i := range n {
					left += chips[i]
					if chips[i] > 0 {
						holder = i
					}
				}
				if left == 1 {
					return chips, holder
				}
			}
		}
		return chips, -1
	}
	// The chain over (chips, thrower), its transitions listed once.
	type edge struct {
		to    int // a position, or -1-loser
		count int // of the 216 throws
	}
	index := map[key]int{}
	var edges [][]edge
	var add func(k key) int
	add = func(k key) int {
		if i, ok := index[k]; ok {
			return i
		}
		i := len(edges)
		index[k] = i
		edges = append(edges, nil)
		out := map[int]int{}
		for _, th := range throws {
			chips, loser := settle(k.chips, k.turn, th)
			if loser >= 0 {
				out[-1-loser]++
				continue
			}
			next := (k.turn + 1) % n
			for chips[next] == 0 {
				next = (next + 1) % n
			}
			out[add(key{chips, next})]++
		}
		for to, c := range out {
			edges[i] = append(edges[i], edge{to, c})
		}
		return i
	}
	start := key{turn: 0}
	for i := range n {
		start.chips[i] = 3
	}
	add(start)
	loss := make([]float64, n)
	for q := range n {
		v := make([]float64, len(edges))
		for range 100000 {
			delta := 0.0
			for i, es := range edges {
				x := 0.0
				for _, e := range es {
					switch {
					case e.to == -1-q:
						x += float64(e.count) / 216
					case e.to >= 0:
						x += float64(e.count) / 216 * v[e.to]
					}
				}
				delta = math.Max(delta, math.Abs(x-v[i]))
				v[i] = x
			}
			if delta < 1e-15 {
				break
			}
		}
		loss[q] = v[0]
	}
	return loss
}

// TestLeftRightMiddleExact: the chance that each seat of 1 vlevo, 2
// vpravo, 6 v hrnci loses, from the rules (lrcLoser) and by exhaustive
// iteration over the engine's positions and throws.
func TestLeftRightMiddleExact(t *testing.T) {
	for _, n := range []int{3, 4} {
		want := lrcLoser(n)
		c := explore(t, JednaVlevo.NewState(n), 200000)
		sum := 0.0
		for q := range n {
			got := 1 - c.solve(wins(q), 0)
			sum += got
			t.Logf("%d seats: seat %d loses with chance %.10f", n, q, got)
			if math.Abs(got-want[q]) > 1e-10 {
				t.Errorf("%d seats, seat %d: engine %.12f, rules %.12f", n, q, got, want[q])
			}
		}
		if math.Abs(sum-1) > 1e-10 {
			t.Errorf("%d seats: the chances of losing add up to %.12f", n, sum)
		}
		t.Logf("%d seats: %.6f throws on average", n, c.solve(func(p *Position) float64 { return 0 }, 1))
	}
}

// TestAcesFinaleExact: an attempt of three throws of two dice without a
// 6 has chance p = (25/36)³; the holder at the start of the finale, the
// attempt passing round n seats, wins with chance p / (1 - (1-p)ⁿ). The
// engine, iterated over its finale positions, gives the same.
func TestAcesFinaleExact(t *testing.T) {
	p := math.Pow(25.0/36, 3)
	for _, n := range []int{2, 3, 5} {
		chips := make([]int16, n)
		chips[0] = 1
		s := chipAt(t, JednickaVHrnci, n, chips, int16(2*n-1), 0, func(q *Position) {
			q.Flag, q.Limit = 1, 3
		})
		c := explore(t, s, 10000)
		got := c.solve(wins(0), 0)
		want := p / (1 - math.Pow(1-p, float64(n)))
		t.Logf("%d seats: the first holder of the last counter wins with chance %.10f", n, got)
		if math.Abs(got-want) > 1e-12 {
			t.Errorf("%d seats: engine %.12f, formula %.12f", n, got, want)
		}
	}
}

// TestWoodpileFinaleExact: the last holder of m matches throws two dice m
// times and draws when the 6s among the 2m dice are at least m: chance
// Σ_{k≥m} C(2m,k) (1/6)^k (5/6)^(2m-k). The engine, over its finale
// positions, gives the same.
func TestWoodpileFinaleExact(t *testing.T) {
	for m := 1; m <= 4; m++ {
		want := 0.0
		for k := m; k <= 2*m; k++ {
			want += float64(binomial(2*m, k)) * math.Pow(1.0/6, float64(k)) * math.Pow(5.0/6, float64(2*m-k))
		}
		s := chipAt(t, HromadaDrivi, 3, []int16{int16(m), 0, 0}, 0, int16(9-m), func(q *Position) {
			q.Flag, q.Limit = 1, int16(m)
		})
		c := explore(t, s, 10000)
		got := c.solve(func(p *Position) float64 {
			if p.End == endDrawn {
				return 1
			}
			return 0
		}, 0)
		t.Logf("woodpile finale of %d matches: drawn with chance %.10f", m, got)
		if math.Abs(got-want) > 1e-12 {
			t.Errorf("%d matches: engine %.12f, formula %.12f", m, got, want)
		}
	}
}

func binomial(n, k int) int {
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// TestChipGamesExact: whole games by exhaustive iteration over the
// engine's positions (their finales are checked against the formulas
// above): each seat's chance in Aces in the Pot and in Woodpile, which
// must add up (to 1, and with the draw).
func TestChipGamesExact(t *testing.T) {
	for _, c := range []struct {
		g *Game
		n int
	}{{JednickaVHrnci, 2}, {JednickaVHrnci, 3}, {HromadaDrivi, 3}} {
		ch := explore(t, c.g.NewState(c.n), 200000)
		total := ch.solve(func(p *Position) float64 {
			if p.End == endDrawn {
				return 1
			}
			return 0
		}, 0)
		t.Logf("%s, %d seats: %d positions; drawn %.10f", c.g.ID(), c.n, len(ch.states), total)
		winners := 0.0
		for q := range c.n {
			w := ch.solve(wins(q), 0)
			winners += w
			t.Logf("%s, %d seats: seat %d wins with chance %.10f", c.g.ID(), c.n, q, w)
		}
		// Aces: one winner a game; Woodpile: n-1 winners unless drawn.
		want := 1.0
		if c.g == HromadaDrivi {
			want = float64(c.n-1) * (1 - total)
		}
		if math.Abs(winners-want) > 1e-9 {
			t.Errorf("%s: the seats' chances add up to %.12f, want %.12f", c.g.ID(), winners, want)
		}
		t.Logf("%s, %d seats: %.6f throws on average", c.g.ID(), c.n, ch.solve(func(p *Position) float64 { return 0 }, 1))
	}
}
