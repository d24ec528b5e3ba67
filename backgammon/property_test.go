package backgammon

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// refTurns is an independent, plain enumeration of the legal plays of
// standard backgammon (§2.3): every order of the dice, every checker, every
// prefix; keep those using the most dice, then (non-doubles) the most pips;
// distinct results. It knows nothing of the generator's prunings.
func refTurns(r *Rules, b Board, s Side, d1, d2 int) map[Board]bool {
	type cand struct {
		b          Board
		used, pips int
	}
	var all []cand
	var rec func(b Board, seq []int, used, pips int)
	rec = func(b Board, seq []int, used, pips int) {
		if b.Pts[s][Off] == 15 {
			// a play that wins ends the turn; it counts the dice it used,
			// as GNU Backgammon counts them (Rules.WinUsesEveryNumber off)
			all = append(all, cand{b, used, pips})
			return
		}
		all = append(all, cand{b, used, pips})
		if len(seq) == 0 {
			return
		}
		d := seq[0]
		for src := Bar; src >= 1; src-- {
			if b.Pts[s][src] == 0 || b.Pts[s][Bar] > 0 && src != Bar {
				continue
			}
			to := src - d
			if src == Bar {
				to = 25 - d
			}
			nb := b
			nb.Pts[s][src]--
			if to > 0 {
				q := r.Geometry.oppPoint(to)
				switch n := nb.Pts[s.Other()][q]; {
				case n >= 2:
					continue
				case n == 1:
					nb.Pts[s.Other()][q] = 0
					nb.Pts[s.Other()][Bar]++
				}
				nb.Pts[s][to]++
			} else {
				outside := int(b.Pts[s][Bar])
				for p := 7; p <= 24; p++ {
					outside += int(b.Pts[s][p])
				}
				higher := 0
				for p := src + 1; p <= 6; p++ {
					higher += int(b.Pts[s][p])
				}
				if outside > 0 || to < 0 && higher > 0 {
					continue
				}
				nb.Pts[s][Off]++
			}
			rec(nb, seq[1:], used+1, pips+d)
		}
	}
	if d1 == d2 {
		rec(b, []int{d1, d1, d1, d1}, 0, 0)
	} else {
		rec(b, []int{d1, d2}, 0, 0)
		rec(b, []int{d2, d1}, 0, 0)
	}
	bu, bp := -1, -1
	for _, c := range all {
		if c.used > bu || c.used == bu && c.pips > bp {
			bu, bp = c.used, c.pips
		}
	}
	out := map[Board]bool{}
	for _, c := range all {
		if c.used == bu && c.pips == bp {
			out[c.b] = true
		}
	}
	return out
}

// randomStates plays a random game of g from a seed and calls f at every
// state where a player is to play the dice.
func randomStates(g *Game, seed uint64, f func(s *State)) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	s := g.NewState()
	for plies := 0; !s.Over() && plies < 5000; plies++ {
		switch s.ph {
		case phPlay:
			f(s)
			_ = s.PlayTurn(rng.IntN(len(s.LegalTurns())))
		case phTake:
			s.apply(takeList[0].r)
		default:
			d1, d2 := 1+rng.IntN(6), 1+rng.IntN(6)
			for s.ph == phOpening && d1 == d2 {
				d2 = 1 + rng.IntN(6)
			}
			_ = s.RollDice(d1, d2)
		}
	}
}

// TestReferenceGenerator compares the generator with refTurns on the
// positions of random backgammon games, for every one of the 21 rolls.
func TestReferenceGenerator(t *testing.T) {
	r := Backgammon()
	g, _ := NewGenerator(r)
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		n := 0
		randomStates(BackgammonGame, seed, func(s *State) {
			n++
			if n%7 != 0 {
				return
			}
			for d1 := 1; d1 <= 6; d1++ {
				for d2 := 1; d2 <= d1; d2++ {
					ts := g.Turns(&s.b, s.onRoll, d1, d2, nil)
					// colour symmetry (§1.14): the same play for the other colour
					var sw Board
					sw.Pts[0], sw.Pts[1] = s.b.Pts[1], s.b.Pts[0]
					if a, b := turnStrings(ts), turnStrings(g.Turns(&sw, s.onRoll.Other(), d1, d2, nil)); !slices.Equal(a, b) {
						rt.Fatalf("%s %d-%d: colours swapped give %q, not %q", PositionID(&s.b, s.onRoll), d1, d2, b, a)
					}
					want := refTurns(&r, s.b, s.onRoll, d1, d2)
					got := map[Board]bool{}
					for i := range ts {
						a := s.b
						applyTurn(&r, &a, s.onRoll, ts[i].Steps[:ts[i].N])
						if got[a] {
							rt.Fatalf("%s %d-%d: two turns give the same position (%s)", PositionID(&s.b, s.onRoll), d1, d2, ts[i].String())
						}
						got[a] = true
					}
					if len(got) != len(want) {
						rt.Fatalf("%s %d-%d: %d turns, reference %d: %q", PositionID(&s.b, s.onRoll), d1, d2, len(got), len(want), turnStrings(ts))
					}
					for a := range got {
						if !want[a] {
							rt.Fatalf("%s %d-%d: a turn the reference does not have", PositionID(&s.b, s.onRoll), d1, d2)
						}
					}
				}
			}
		})
	})
}

// TestInvariants checks, on random games of the three games: checkers
// conserved (15 a side over points, bar, reserve and off); no point held by
// both colours; no two listed turns with the same result; every turn's
// notation read back by ParseMove to the same turn; Position (IDs or text)
// read back to the same state; a pip count that drops by the numbers used.
func TestInvariants(t *testing.T) {
	for _, g := range []*Game{BackgammonGame, GulBaraGame, TaigaPuffGame} {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				seed := rapid.Uint64().Draw(rt, "seed")
				randomStates(g, seed, func(s *State) {
					checkState(rt, s)
				})
			})
		})
	}
}

func checkState(rt *rapid.T, s *State) {
	if err := s.b.validate(&s.r); err != nil {
		rt.Fatalf("%s: %v", s.Position(), err)
	}
	pos := s.Position()
	p, err := s.g.ParseState(pos)
	if err != nil || p.Position() != pos {
		rt.Fatalf("Position %q reads back as %v, %v", pos, p, err)
	}
	ts := s.LegalTurns()
	seen := map[Board]string{}
	for i := range ts {
		a := s.b
		applyTurn(&s.r, &a, s.onRoll, ts[i].Steps[:ts[i].N])
		if err := a.validate(&s.r); err != nil {
			rt.Fatalf("%s: turn %s: %v", pos, ts[i].String(), err)
		}
		if prev, dup := seen[a]; dup {
			rt.Fatalf("%s: turns %s and %s give one position", pos, prev, ts[i].String())
		}
		text := ts[i].String()
		seen[a] = text
		m, err := s.ParseMove(text)
		if err != nil || m.String() != text {
			rt.Fatalf("%s: ParseMove(%q) = %v, %v", pos, text, m, err)
		}
		// the pip count drops by the pips moved (bear-offs count the point)
		moved := 0
		for _, st := range ts[i].StepList() {
			from := int(st.From)
			if from > 24 {
				from = 25
			}
			moved += from - int(st.To)
		}
		if got := s.b.Pips(s.onRoll) - a.Pips(s.onRoll); got != moved {
			rt.Fatalf("%s: %s lowers the pip count by %d, moved %d", pos, text, got, moved)
		}
	}
	if s.r.gnubgIDs() {
		m := s.MatchState()
		id, err := m.MatchID()
		if err != nil {
			rt.Fatalf("MatchID of %+v: %v", m, err)
		}
		back, err := ParseMatchID(id)
		if err != nil || back != m {
			rt.Fatalf("Match ID %s reads back as %+v, %v; want %+v", id, back, err, m)
		}
	}
}

// TestUsageRule: for a non-double where only one die can be used, every
// listed turn uses the higher die when a step with it is possible at all,
// and the lower die otherwise (U-MAX then U-HIGH, §1.8).
func TestUsageRule(t *testing.T) {
	r := Backgammon()
	g, _ := NewGenerator(r)
	rapid.Check(t, func(rt *rapid.T) {
		seed := rapid.Uint64().Draw(rt, "seed")
		randomStates(BackgammonGame, seed, func(s *State) {
			for hi := 2; hi <= 6; hi++ {
				for lo := 1; lo < hi; lo++ {
					ts := g.Turns(&s.b, s.onRoll, hi, lo, nil)
					if len(ts) == 0 || ts[0].Used != 1 {
						continue
					}
					alone := g.TurnsSchedule(&s.b, s.onRoll, []int8{int8(hi)}, nil)
					want := lo
					if alone[0].N > 0 {
						want = hi
					}
					for _, tt := range ts {
						if tt.N != 1 {
							rt.Fatalf("%s %d-%d: turn %s of one die has %d steps", PositionID(&s.b, s.onRoll), hi, lo, tt.String(), tt.N)
						}
						st := tt.Steps[0]
						dist := int(st.From) - int(st.To)
						if st.From == Bar {
							dist = 25 - int(st.To)
						}
						if dist != want && !(st.To == Off && dist < want) {
							rt.Fatalf("%s %d-%d: one-die turn %s does not use the %d", PositionID(&s.b, s.onRoll), hi, lo, tt.String(), want)
						}
					}
				}
			}
		})
	})
}

// TestResignationProperties (issue 10 item 16): on random backgammon games
// with resignation offers thrown in at random decisions (a 5-point match,
// so that the Crawford game and dead cubes come up): an offer is never in
// Legal; its position reads back with the same declarations; a rejection
// returns to exactly the decision it interrupted (position, Legal) with
// only higher levels left to offer until the next move; an acceptance ends
// the game for level × cube.
func TestResignationProperties(t *testing.T) {
	r := Backgammon()
	r.MatchLength = 5
	g, err := NewGame(board.Names{ID: "backgammon/match-5", Name: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	rapid.Check(t, func(rt *rapid.T) {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 1))
		s := g.NewState()
		for ply := 0; ply < 3000 && !s.Over(); ply++ {
			offers := s.Declarations()
			if len(offers) > 0 && rng.IntN(8) == 0 {
				checkOffer(rt, s, offers[rng.IntN(len(offers))].(Move), rng)
				continue
			}
			if _, err := board.Sample(s, rng); err == nil {
				continue
			}
			legal := s.Legal()
			if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
				rt.Fatal(err)
			}
		}
	})
}

// checkOffer makes the offer m on s and checks the answers.
func checkOffer(rt *rapid.T, s *State, m Move, rng *rand.Rand) {
	before, legal := s.Position(), names(s.Legal())
	for _, l := range legal {
		if l == m.String() {
			rt.Fatalf("%s: offer %s is in Legal", before, m)
		}
	}
	if err := s.Play(m); err != nil {
		rt.Fatalf("%s: %s: %v", before, m, err)
	}
	back, err := s.g.ParseState(s.Position())
	if err != nil || back.Position() != s.Position() || !slices.Equal(names(back.Legal()), names(s.Legal())) {
		rt.Fatalf("offer position %s reads back as %v, %v", s.Position(), back, err)
	}
	lv, _ := m.Dice()
	cube := s.cube
	if rng.IntN(3) == 0 {
		score, winner := s.score, s.turn
		if err := s.Play(answerList[0]); err != nil {
			rt.Fatal(err)
		}
		if got := s.score[winner] - score[winner]; got != lv*cube {
			rt.Fatalf("%s: accepted %s on cube %d scores %d", before, m, cube, got)
		}
		return
	}
	if err := s.Play(answerList[1]); err != nil {
		rt.Fatal(err)
	}
	after := strings.TrimSuffix(s.Position(), ":declined-"+resignWords[lv][len("resign "):])
	if after != before && !strings.HasPrefix(before, after+":declined-") {
		rt.Fatalf("rejected %s: position %s, was %s", m, s.Position(), before)
	}
	if !slices.Equal(names(s.Legal()), legal) {
		rt.Fatalf("rejected %s at %s: Legal %v, was %v", m, before, names(s.Legal()), legal)
	}
	for _, d := range s.Declarations() {
		if l, _ := d.(Move).Dice(); l <= lv {
			rt.Fatalf("after %s was rejected, %s may be offered", m, d)
		}
	}
}

func names(ms []board.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}
