package backgammon

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// refTurns is an independent, plain enumeration of the legal plays of
// standard backgammon: every order of the dice, every checker, every
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
		case phOpening:
			if s.r.Opening == OpenTwoDiceReroll {
				s.apply(openingSumList[rng.IntN(len(openingSumList))].r)
				continue
			}
			if s.r.Opening == OpenTwoDicePlay {
				s.apply(openingPlayList[rng.IntN(len(openingPlayList))].r)
				continue
			}
			fallthrough
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
					// colour symmetry: the same play for the other colour
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

// tablesGames are the registered games of the family, for the properties
// that hold in every one of them.
func tablesGames() []*Game {
	return []*Game{BackgammonGame, GulBaraGame, TaigaPuffGame, JacquetGame, PuffGame, LongPuffGame, RevertierGame, ZickZackGame,
		ToccadilleGame, DoubletGame, TrikTrakGame, CatchMeGame}
}

// TestInvariants checks, on random games of every tables game: checkers
// conserved (15 a side over points, bar, reserve and off); no point held by
// both colours; no two listed turns with the same result; every turn's
// notation read back by ParseMove to the same turn; Position (IDs or text)
// read back to the same state; a pip count that drops by the numbers used.
func TestInvariants(t *testing.T) {
	for _, g := range tablesGames() {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				seed := rapid.Uint64().Draw(rt, "seed")
				n := 0
				randomStates(g, seed, func(s *State) {
					n++
					checkState(rt, s)
					checkSteps(rt, s)
					checkHucks(rt, s)
					checkAfterPlays(rt, s)
					if n%16 == 0 {
						checkMirror(rt, s)
					}
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
		if err != nil || m.String() != text || m.(Move).Turn() != ts[i] {
			rt.Fatalf("%s: ParseMove(%q) = %v, %v, not that turn", pos, text, m, err)
		}
		if s.r.Geometry == Circular {
			continue // the circle has no pip count: checkRing checks its steps
		}
		// the pip count drops by the pips moved (bear-offs count the point)
		moved := 0
		for _, st := range ts[i].StepList() {
			if st.stacking() {
				continue // Doublet: the checkers stay where they are
			}
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
// and the lower die otherwise (U-MAX then U-HIGH).
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

// checkSteps replays every listed turn step by step and checks the step
// rules every game shares and those of each game's scenarios that the rules in force
// name: a checker never moves backwards; while checkers wait to enter
// (EnterAllFirst) every step enters one, bar checkers first (Jacquet,
// Puff, Long Puff, Revertier, Zick-Zack); every number used is one of the
// roll's (the bottom face after a double's tops, at most BottomSteps of
// them); with LowerFirst the first step of a non-double uses the lower
// number; exact bearing off uses the point's own number; no group arises
// on the no-groups stretch (Revertier own 23..14); re-entry beyond own 24
// lands on an empty point (Revertier); once all checkers are home no
// checker steps twice (Zick-Zack).
func checkSteps(rt *rapid.T, s *State) {
	r := &s.r
	if r.Geometry == Circular {
		checkRing(rt, s)
		return
	}
	d1, d2 := int(s.dice[0]), int(s.dice[1])
	plus := 0
	if r.PlusOneRule {
		plus = 1 // a roll may be raised by the +1 rule
	}
	roll := func(n int) bool { return n == d1 || n == d2 || plus == 1 && (n == d1+1 || n == d2+1) }
	for _, t := range s.LegalTurns() {
		b := s.b
		me := s.onRoll
		var landed [25]int
		for i, st := range t.StepList() {
			if st.stacking() {
				if d := int(st.From); d != d1 && d != d2 {
					rt.Fatalf("%s: %s (un)stacks %d with %d-%d", s.Position(), t.String(), d, d1, d2)
				}
				continue
			}
			from, to := int(st.From), int(st.To)
			src := min(from, 25)
			num := src - to
			where := fmt.Sprintf("%s: %v plays %d-%d, turn %s, step %d", s.Position(), me, d1, d2, t.String(), i+1)
			if to >= src {
				rt.Fatalf("%s moves backwards", where)
			}
			waiting := b.Pts[me][Bar] + b.Pts[me][Reserve]
			if r.Entry == EnterAllFirst && waiting > 0 && src != 25 || b.Pts[me][Bar] > 0 && from != Bar {
				rt.Fatalf("%s: a board step while checkers wait to enter", where)
			}
			switch {
			case s.nRest > 0:
				// a ladder rung: the numbers of the rung
				if to > 0 && num != int(s.rest[0]) {
					rt.Fatalf("%s uses %d on the ladder's rung of %d", where, num, s.rest[0])
				}
			case s.bottom:
				if i >= r.BottomSteps || to > 0 && num != 7-d1 {
					rt.Fatalf("%s is not one of %d bottom steps of %d", where, r.BottomSteps, 7-d1)
				}
			case to > 0 && !roll(num) && !(r.ByPower && to == 13 && roll(num+1)):
				// by power, a step is one pip short of its number
				rt.Fatalf("%s uses %d, not a number of the roll", where, num)
			case to > 0 && i == 0 && r.LowerFirst && d1 != d2 && num != min(d1, d2) && num != min(d1, d2)+plus:
				rt.Fatalf("%s: the first step does not use the lower number", where)
			}
			if r.Hucks && to == r.huck() && !(r.OpponentHuckPassThrough && i+1 < int(t.N) && t.Steps[i+1].From == st.To) {
				rt.Fatalf("%s lands on the opponent's Huck", where)
			}
			if to == 0 && r.BearOff == BearOffExact && !roll(num) && !(s.bottom && num == 7-d1) {
				rt.Fatalf("%s bears off from %d, not by an exact number", where, from)
			}
			if r.EmptyReentry && from == Bar && to < 24 &&
				(b.Pts[me][to] > 0 || b.Pts[me.Other()][r.Geometry.oppPoint(to)] > 0) {
				rt.Fatalf("%s re-enters onto a point that is not empty", where)
			}
			home := b.Pts[me][Bar]+b.Pts[me][Reserve] == 0
			for p := 7; p <= 24; p++ {
				home = home && b.Pts[me][p] == 0
			}
			if r.HomeSingleSteps && home && int(b.Pts[me][from]) <= landed[from] {
				rt.Fatalf("%s moves a checker a second time in the bearing off", where)
			}
			applyTurn(r, &b, me, []Step{st})
			if to > 0 {
				landed[to]++
			}
			if r.NoGroupsFrom > 0 && to >= r.NoGroupsTo && to <= r.NoGroupsFrom && b.Pts[me][to] > 1 {
				rt.Fatalf("%s makes a group on own %d", where, to)
			}
		}
	}
}

// checkHucks checks the invariants of Toccadille's scenarios
// that a state shows: no checker is ever sent to the bar, no side holds
// exactly one checker on his own Huck between plays or any on the
// opponent's, and nobody has reached the target while the game goes on.
func checkHucks(rt *rapid.T, s *State) {
	if !s.r.Hucks {
		return
	}
	for side := range 2 {
		pts := &s.b.Pts[side]
		if pts[Bar] > 0 || pts[13] == 1 || pts[s.r.huck()] > 0 {
			rt.Fatalf("%s: %v has bar %d, own Huck %d, opponent's Huck %d", s.Position(), Side(side), pts[Bar], pts[13], pts[s.r.huck()])
		}
		if s.points[side] >= s.r.PointsTarget {
			rt.Fatalf("%s: %v has %d points and the game goes on", s.Position(), Side(side), s.points[side])
		}
	}
}

// checkAfterPlays plays each listed turn on a copy and checks what the
// games' test material says of the next state: scores never decrease
// (Toccadille); Doublet's phases never go back and a play never changes
// the other side.
func checkAfterPlays(rt *rapid.T, s *State) {
	if s.r.PointsTarget == 0 && !s.r.Stacked {
		return
	}
	p := s.onRoll
	for i := range s.LegalTurns() {
		c := s.Copy()
		if err := c.PlayTurn(i); err != nil {
			rt.Fatal(err)
		}
		if c.points[0] < s.points[0] || c.points[1] < s.points[1] {
			rt.Fatalf("%s: turn %d lowers a score: %v to %v", s.Position(), i, s.points, c.points)
		}
		if s.r.Stacked && (c.sphase[p] < s.sphase[p] || c.b.Pts[p.Other()] != s.b.Pts[p.Other()] ||
			c.sphase[p.Other()] != s.sphase[p.Other()] || c.stacked[p.Other()] != s.stacked[p.Other()]) {
			rt.Fatalf("%s: turn %d: phase %d to %d, or the other side changed", s.Position(), i, s.sphase[p], c.sphase[p])
		}
	}
}

// checkMirror: swapping the colours of the position (each side keeps its
// own numbering) gives the same plays for the other colour (colour symmetry),
// for every roll.
func checkMirror(rt *rapid.T, s *State) {
	if s.nRest > 0 || s.bottom {
		return
	}
	g := s.generator()
	defer releaseGenerator(g)
	var sw Board
	sw.Pts[0], sw.Pts[1] = s.b.Pts[1], s.b.Pts[0]
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= d1; d2++ {
			a := turnStrings(g.Turns(&s.b, s.onRoll, d1, d2, nil))
			b := turnStrings(g.Turns(&sw, s.onRoll.Other(), d1, d2, nil))
			if !slices.Equal(a, b) {
				rt.Fatalf("%s %d-%d: colours swapped give %q, not %q", s.Position(), d1, d2, b, a)
			}
		}
	}
}

// checkRing checks the invariants of Chyť mě's scenarios on
// every listed turn, step by step: each step goes a counted number of
// points ahead and on only past own checkers, or, for a rattler, one
// corner for a 1 and two for a 6; a turn takes no more steps than the
// roll counts, and all turns that do not end the game as many; checkers
// leave only by capture, so each side's checkers in play plus captured
// stay at six and the counts in play never rise.
func checkRing(rt *rapid.T, s *State) {
	r := &s.r
	d1, d2 := int(s.dice[0]), int(s.dice[1])
	me := s.onRoll
	counted := map[int]bool{}
	most := 2
	switch rattler := r.Rattlers && s.b.Count(me) == 1; {
	case rattler:
		most = 0
		for _, d := range []int{d1, d2} {
			if d == 1 || d == 6 {
				counted[d] = true
				most++
			}
		}
	case d1 == d2:
		counted[d1] = true
		if d1 == 6 {
			most = 4
		}
	default:
		most = 0
		for _, d := range []int{d1, d2} {
			if d == 1 || d == 6 {
				counted[d] = true
				most++
			}
		}
	}
	used := -1
	for _, t := range s.LegalTurns() {
		b := s.b
		where := s.Position() + " " + t.String()
		if int(t.N) > most {
			rt.Fatalf("%s: %d steps; %d-%d counts %d", where, t.N, d1, d2, most)
		}
		for _, st := range t.StepList() {
			from, to := int(st.From), int(st.To)
			ok := false
			for d := range counted {
				if b.Count(me) == 1 && r.Rattlers {
					ok = ok || d == 1 && to == cornerAhead(from, 1) || d == 6 && to == cornerAhead(from, 2)
					continue
				}
				q := ringAhead(from, d)
				for q != to && b.Pts[me][q] > 0 {
					q = ringAhead(q, 1)
				}
				ok = ok || q == to && b.Pts[me][to] == 0
			}
			if !ok {
				rt.Fatalf("%s: step %d/%d uses no counted number of %d-%d", where, from, to, d1, d2)
			}
			before := b
			applyTurn(r, &b, me, []Step{st})
			for x := range 2 {
				if b.Count(Side(x)) > before.Count(Side(x)) || int(b.Pts[x][Off])+b.Count(Side(x)) != r.Checkers {
					rt.Fatalf("%s: %v has %d in play, %d captured", where, Side(x), b.Count(Side(x)), b.Pts[x][Off])
				}
			}
		}
		if over, _ := b.ringOver(); !over {
			if used >= 0 && int(t.Used) != used {
				rt.Fatalf("%s: uses %d numbers, another turn %d", where, t.Used, used)
			}
			used = int(t.Used)
		}
	}
}

// TestCatchMeNoDeadPosition: under RattlerSandwichImmunity no Chyť mě
// position leaves a side unable to move for ever, so the game needs no
// dead-position rule (doc.go, Decisions). From the rules: a rattler plays
// every 1 and 6 (a corner ahead is empty or holds an opponent checker,
// and a rattler is never blocked), and a side with two or more checkers
// can play every number it counts: only a step ending on an immune
// rattler is refused, and the checker just ahead of that rattler, which
// immunity needs, would have to pass 23 − d ≥ 17 points of own checkers
// to come round to it, with at most 11 others. So every roll that counts
// a number for the mover (a 1 or a 6; for a side of two or more also any
// double) has a play, whatever the position; the other rolls pass in
// every position. Checked on random positions, half of them with a
// sandwiched rattler, for every roll and both sides.
func TestCatchMeNoDeadPosition(t *testing.T) {
	gs := map[string]*Game{}
	for _, settings := range [][]string{{"RattlerSandwichImmunity=true"}, {"RattlerSandwichImmunity=true", "RattlerSnapForward=true"}} {
		g, err := board.Configure(CatchMeGame, settings...)
		if err != nil {
			t.Fatal(err)
		}
		gs[strings.Join(settings, " ")] = g.(*Game)
	}
	corners := []int{1, 6, 7, 12, 13, 18, 19, 24}
	rapid.Check(t, func(rt *rapid.T) {
		g := gs[rapid.SampledFrom([]string{"RattlerSandwichImmunity=true", "RattlerSandwichImmunity=true RattlerSnapForward=true"}).Draw(rt, "rules")]
		r := g.Rules()
		var b Board
		taken := map[int]bool{}
		put := func(s Side, p int) {
			b.Pts[s][p], taken[p] = 1, true
		}
		x := rapid.SampledFrom([]Side{White, Black}).Draw(rt, "attacker")
		if rapid.Bool().Draw(rt, "sandwich") {
			c := rapid.SampledFrom(corners).Draw(rt, "rattler")
			put(x.Other(), c)
			put(x, ringAhead(c, 1))
			put(x, ringAhead(c, -1))
		}
		for _, s := range []Side{x, x.Other()} {
			want := rapid.IntRange(max(1, ringCount(b.Pts[s][:])), r.Checkers).Draw(rt, "checkers")
			for ringCount(b.Pts[s][:]) < want {
				p := rapid.IntRange(1, 24).Draw(rt, "point")
				if want == 1 {
					p = rapid.SampledFrom(corners).Draw(rt, "corner")
				}
				if !taken[p] {
					put(s, p)
				}
			}
			b.Pts[s][0] = int8(r.Checkers - ringCount(b.Pts[s][:]))
		}
		if err := b.validate(&r); err != nil {
			rt.Fatalf("generated position: %v", err)
		}
		for _, mover := range []Side{White, Black} {
			rattler := ringCount(b.Pts[mover][:]) == 1
			for _, d := range rolls21 {
				counts := d[0] == 1 || d[0] == 6 || d[1] == 1 || d[1] == 6 || !rattler && d[0] == d[1]
				s, err := g.NewStateWith(mover, d[0], d[1])
				if err != nil {
					rt.Fatal(err)
				}
				s.b = b
				s.invalidate()
				moves := false
				for _, tn := range s.LegalTurns() {
					moves = moves || tn.N > 0
				}
				if moves != counts {
					rt.Fatalf("W:%s B:%s, %v to play %d-%d: a play that moves: %v, want %v",
						sideText(&b, White), sideText(&b, Black), mover, d[0], d[1], moves, counts)
				}
			}
		}
	})
}
