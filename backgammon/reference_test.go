package backgammon

import (
	"testing"

	"pgregory.net/rapid"
)

// refPlays is an independent, plain enumeration of the legal plays of a
// roll under the rule options the tables games use (the legal-play set,
// landing, number usage, bearing off and each game's step rules): every sequence of the schedule's numbers and every
// prefix, each step checked against the rules directly, no pruning and no
// memo; then the end-of-play constraint (Hucks), U-MAX, U-HIGH, the +1
// rule, and distinct results. Doubles' bottom faces and ladders, which
// the state plays as later decisions, are not part of it.
func refPlays(r *Rules, b Board, s Side, d1, d2 int) map[Board]bool {
	out := refSchedule(r, b, s, d1, d2)
	if r.PlusOneRule && len(out) == 1 && out[b] && refOnHuck(r, &b, s, d1, d2) {
		out = refSchedule(r, b, s, d1+1, d2+1)
	}
	return out
}

func refOnHuck(r *Rules, b *Board, s Side, d1, d2 int) bool {
	h := r.Geometry.oppPoint(13)
	for _, d := range []int{d1, d2} {
		if b.Pts[s][Reserve] > 0 && 25-d == h {
			return true
		}
		for p := 1; p <= 24; p++ {
			if b.Pts[s][p] > 0 && p-d == h {
				return true
			}
		}
	}
	return false
}

func refSchedule(r *Rules, b Board, s Side, d1, d2 int) map[Board]bool {
	type cand struct {
		b          Board
		used, pips int
	}
	o := s.Other()
	var all []cand
	var rec func(b Board, seq []int, used, pips int, arrived [27]int)
	rec = func(b Board, seq []int, used, pips int, arrived [27]int) {
		won := int(b.Pts[s][Off]) == r.Checkers
		u := used
		if won && r.WinUsesEveryNumber {
			u += len(seq)
		}
		if !(r.Hucks && b.Pts[s][13] == 1) {
			all = append(all, cand{b, u, pips})
		}
		if won || len(seq) == 0 {
			return
		}
		d := seq[0]
		for src := 1; src <= Reserve; src++ {
			if b.Pts[s][src] == 0 || !refSource(r, &b, s, src, d) {
				continue
			}
			if r.HomeSingleSteps && src <= 24 && refAllHome(&b, s) && int(b.Pts[s][src]) <= arrived[src] {
				continue
			}
			if r.Hucks && src == 13 && int(b.Pts[s][13]) <= arrived[13] {
				continue
			}
			to, ok := refTarget(r, &b, s, src, d)
			if !ok {
				continue
			}
			nb := b
			nb.Pts[s][src]--
			nb.Pts[s][to]++
			if to > 0 && nb.Pts[o][r.Geometry.oppPoint(to)] > 0 {
				nb.Pts[o][r.Geometry.oppPoint(to)]--
				nb.Pts[o][Bar]++
			}
			na := arrived
			na[to]++
			rec(nb, seq[1:], used+1, pips+d, na)
		}
	}
	var seqs [][]int
	switch {
	case d1 == d2:
		seq := make([]int, r.TopSteps)
		for i := range seq {
			seq[i] = d1
		}
		seqs = [][]int{seq}
	case r.LowerFirst:
		seqs = [][]int{{min(d1, d2), max(d1, d2)}}
	default:
		seqs = [][]int{{d1, d2}, {d2, d1}}
	}
	for _, seq := range seqs {
		rec(b, seq, 0, 0, [27]int{})
	}
	bu, bp := -1, -1
	for _, c := range all {
		p := 0
		if r.HigherDie && d1 != d2 {
			p = c.pips
		}
		if c.used > bu || c.used == bu && p > bp {
			bu, bp = c.used, p
		}
	}
	out := map[Board]bool{}
	for _, c := range all {
		p := 0
		if r.HigherDie && d1 != d2 {
			p = c.pips
		}
		if c.used == bu && p == bp {
			out[c.b] = true
		}
	}
	return out
}

func refAllHome(b *Board, s Side) bool {
	if b.Pts[s][Bar] > 0 || b.Pts[s][Reserve] > 0 {
		return false
	}
	for p := 7; p <= 24; p++ {
		if b.Pts[s][p] > 0 {
			return false
		}
	}
	return true
}

// refSource: which checkers a step with d may move (the entering rules).
func refSource(r *Rules, b *Board, s Side, src, d int) bool {
	me := &b.Pts[s]
	if me[Bar] > 0 {
		return src == Bar
	}
	switch r.Entry {
	case EnterAllFirst:
		if me[Reserve] > 0 {
			return src == Reserve
		}
	case EnterTwoThenFree:
		if src <= 24 && r.Checkers-int(me[Reserve]) < 2 {
			return false
		}
	case EnterPriority:
		if me[Reserve] > 0 && src != Reserve {
			_, ok := refTarget(r, b, s, Reserve, d)
			return !ok
		}
	}
	return true
}

// refTarget: where a step with d from src lands, if it may (landing,
// bearing off and the games' landing rules).
func refTarget(r *Rules, b *Board, s Side, src, d int) (int, bool) {
	me, op := &b.Pts[s], &b.Pts[s.Other()]
	from := min(src, 25)
	to := from - d
	if to >= 1 {
		n := int(op[r.Geometry.oppPoint(to)])
		switch {
		case n >= r.BlockAt, n > 0 && !r.Hitting:
			return 0, false
		case r.NoGroupsFrom > 0 && to >= r.NoGroupsTo && to <= r.NoGroupsFrom && me[to] > 0:
			return 0, false
		case r.EmptyReentry && src == Bar && to != 24 && (n > 0 || me[to] > 0):
			return 0, false
		case r.Hucks && r.Geometry.oppPoint(to) == 13:
			return 0, false
		}
		return to, true
	}
	if !refAllHome(b, s) {
		return 0, false
	}
	if to == 0 {
		return 0, true
	}
	if r.BearOff == BearOffExact {
		return 0, false
	}
	for q := src + 1; q <= 6; q++ {
		if me[q] > 0 {
			return 0, false
		}
	}
	return 0, true
}

// TestReferencePlays compares the generator with refPlays on the states
// of random games of every tables game but Doublet's stacking phases
// (Trik-Trak's against refTrikTrak, Chyť mě's against refCatchMe), for
// all 21 rolls (every 25th state; every other one in the short games).
func TestReferencePlays(t *testing.T) {
	for _, g := range tablesGames() {
		t.Run(g.ID(), func(t *testing.T) {
			r := g.Rules()
			gen, _ := NewGenerator(r)
			stride := 25
			if r.PointsTarget > 0 || r.Stacked {
				stride = 2 // short games: Toccadille's points, Doublet's bearing off
			}
			rapid.Check(t, func(rt *rapid.T) {
				n := 0
				randomStates(g, rapid.Uint64().Draw(rt, "seed"), func(s *State) {
					if n++; n%stride != 0 || s.stackPhase() {
						return
					}
					for _, d := range rolls21 {
						want := refPlays(&r, s.b, s.onRoll, d[0], d[1])
						if r.GoalPoint {
							want = refTrikTrak(&r, s.b, s.onRoll, s.points[s.onRoll], d[0], d[1])
						}
						if r.Geometry == Circular {
							want = refCatchMe(&r, s.b, s.onRoll, d[0], d[1])
						}
						got := map[Board]bool{}
						gen.SetPoints(s.points[s.onRoll])
						for _, tt := range gen.Turns(&s.b, s.onRoll, d[0], d[1], nil) {
							a := s.b
							applyTurn(&r, &a, s.onRoll, tt.StepList())
							got[a] = true
						}
						if len(got) != len(want) {
							rt.Fatalf("%s %d-%d: %d plays, reference %d", s.Position(), d[0], d[1], len(got), len(want))
						}
						for a := range got {
							if !want[a] {
								rt.Fatalf("%s %d-%d: a play the reference does not have: %s", s.Position(), d[0], d[1], sideText(&a, s.onRoll))
							}
						}
					}
				})
			})
		})
	}
}
