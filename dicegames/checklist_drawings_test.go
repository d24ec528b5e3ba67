package dicegames

import (
	"fmt"
	"math/bits"
	"testing"

	"pgregory.net/rapid"
)

// TestDrawingExamples plays short games of the drawing games of group D
// (entries 20, 42, 43 and 53), worked out by hand from their rules in
// doc.go.
func TestDrawingExamples(t *testing.T) {
	for _, c := range []workedWith{
		{"42-own-number", Vsi, nil, 2, []string{"1", "1", "3", "2"},
			func(p *Position) bool { return p.Score[0] == 1 && p.Score[1] == 1 && p.Phase == PhaseThrow },
			"seat 0's number is 1, seat 1's is 2: a stroke each"},
		{"42-complete-louse", Vsi, nil, 2, []string{"1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.Score[0] == 12 },
			"the twelfth 1 completes seat 0's louse"},
		{"42-thirteen-strokes", Vsi, []string{"Top=13"}, 2, []string{"1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1", "3", "1"},
			func(p *Position) bool { return p.Phase == PhaseThrow && p.Score[0] == 12 && p.Turn == 1 },
			"with 13 strokes twelve are not a louse"},
		{"42-extra-throw", Vsi, []string{"Again=true"}, 2, []string{"1"},
			func(p *Position) bool { return p.Turn == 0 && p.Score[0] == 1 }, "a hit throws again"},
		{"42-stakes", Vsi, []string{"Stakes=true"}, 2, []string{"1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1", "2", "1"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.Won == 1 && p.Stack[0] == 12+1 && p.Stack[1] == 12-1
			},
			"seat 0's twelfth stroke wins; seat 1 lacks one stroke and pays one chip"},
		{"42-thrown-numbers", Vsi, []string{"ThrowNumbers=true"}, 2, []string{"4", "4", "2", "4", "4"},
			func(p *Position) bool {
				return p.Score[0] == 2 && p.Score[1] == 0 && p.Last[0] == 4 && p.Last[1] == 2 && p.Turn == 1
			},
			"seat 0 throws 4 for its number and hits it; seat 1 throws 2 and misses with a 4; seat 0 hits again"},
		{"42-new-numbers", Vsi, []string{"ThrowNumbers=true", "NewNumbers=true"}, 2, []string{"4", "4", "2", "4", "5", "4"},
			func(p *Position) bool { return p.Score[0] == 1 && p.Last[0] == 5 && p.Last[1] == 0 && p.Turn == 1 },
			"the second round begins with new numbers: seat 0's is now 5, and its 4 misses"},
		{"20-mouse-numbers", Mysi, nil, 3, []string{"4", "5", "3"},
			func(p *Position) bool { return p.Score[0] == 0 && p.Score[1] == 0 && p.Score[2] == 1 },
			"seat 2's number is 3"},
		{"43-louse-order", HodVsi, nil, 2, []string{"3", "1", "1", "3", "2", "2"},
			func(p *Position) bool { return p.Score[0] == 1 && p.Score[1] == 3 },
			"a head needs the body, the antennae the head"},
		{"43-new-louse", HodVsi, nil, 2, []string{"1", "3", "3", "3", "2", "3", "4", "3", "4", "3", "5", "3", "5", "3", "5", "3", "5", "3", "5", "3", "5", "3", "6"},
			func(p *Position) bool {
				return p.Score[0] == 12 && p.Last[0] == 0 && p.Score[1] == 0 && p.Phase == PhaseThrow
			},
			"body, head, antennae, 2 eyes, 6 legs, tail: 12 strokes, and a new louse is started"},
		{"43-most-strokes-win", HodVsi, []string{"Rounds=1"}, 2, []string{"1", "3"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.End == endRounds },
			"after the agreed round seat 0 has a stroke, seat 1 none"},
		{"53-cross-and-again", Pavouk, nil, 2, []string{"1-1", "1-1"},
			func(p *Position) bool { return p.Score[0] == 1 && p.Score[1] == 1 && p.Turn == 1 },
			"seat 0 crosses 2 and throws again; the second 2 goes to seat 1, and the dice pass"},
		{"53-seven-choice", Pavouk, nil, 2, []string{"3-4", "claim:12"},
			func(p *Position) bool { return p.Last[0] == 1<<spiderShift(12) && p.Turn == 1 },
			"a 7 crosses the segment of the thrower's choice and passes the dice"},
		{"53-first-loses", Pavouk, []string{"FirstLoses=true"}, 2, []string{"1-1", "1-2", "1-3", "1-4", "1-5", "2-6", "3-6", "4-6", "5-6", "6-6"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1<<1 && p.Score[0] == 10 },
			"seat 0 crosses all ten in one turn, each open sum throwing again, and loses"},
		{"53-no-segment-7", Pavouk, nil, 2, []string{"3-4", "claim:7"}, nil, "there is no segment 7"},
		{"53-pass-to-the-first-open", Pavouk, nil, 3, []string{"1-1", "3-4", "claim:3", "3-4", "claim:4", "1-1", "1-1"},
			func(p *Position) bool {
				return p.Score[0] == 2 && p.Score[1] == 2 && p.Score[2] == 1 && p.Last[1]&(1<<spiderShift(2)) != 0 && p.Turn == 0
			}, "seat 2's second 2 skips seat 0, who has crossed it, and goes to seat 1"},
	} {
		t.Run(c.name, c.run)
	}
}

// spiderShift is the bit of segment f in a Pavouk sheet: one bit a
// segment, 2-6 and 8-12.
func spiderShift(f int) int {
	if f < 7 {
		return f - 2
	}
	return f - 3
}

// TestDrawingInvariants checks the entries' invariants of the drawing
// games with the cross-cutting ones of TestInvariants.
func TestDrawingInvariants(t *testing.T) {
	ownNumbers := func(g *Game, b, a *Position, m Move) error {
		for i := range int(a.N) {
			d := a.Score[i] - b.Score[i]
			hit := m.Kind == KindThrow && b.Phase == PhaseThrow && int(b.Turn) == i && m.Throw.Has(ownNumber(i))
			if d < 0 || d > 1 || d == 1 && !hit || a.Score[i] > 13 {
				return fmt.Errorf("seat %d: %d strokes after %d with %v", i, a.Score[i], b.Score[i], m)
			}
		}
		return nil
	}
	for _, c := range []struct {
		g     *Game
		check stepCheck
	}{
		{Vsi, ownNumbers},
		{derived(Vsi, "Top=13", "Again=true"), ownNumbers},
		{Mysi, ownNumbers},
		{derived(Vsi, "Stakes=true"), ownNumbers},
		{derived(Vsi, "ThrowNumbers=true", "NewNumbers=true"), func(g *Game, b, a *Position, m Move) error {
			for i := range int(a.N) {
				d := a.Score[i] - b.Score[i]
				hit := b.Phase == PhaseThrow && int(b.Turn) == i && b.Last[i] != 0 && m.Throw.Has(int(b.Last[i]))
				if d < 0 || d > 1 || d == 1 && !hit {
					return fmt.Errorf("seat %d (number %d): %d strokes after %d with %v", i, b.Last[i], a.Score[i], b.Score[i], m)
				}
			}
			return nil
		}},
		{derived(Pavouk, "FirstLoses=true"), nil},
		{HodVsi, func(g *Game, b, a *Position, m Move) error {
			for i := range int(a.N) {
				if d := a.Score[i] - b.Score[i]; d < 0 || d > 1 || d == 1 && int(b.Turn) != i {
					return fmt.Errorf("seat %d: strokes %d → %d", i, b.Score[i], a.Score[i])
				}
				if a.Score[i]/12 < b.Score[i]/12 {
					return fmt.Errorf("seat %d lost a complete louse", i)
				}
			}
			return nil
		}},
		{Pavouk, func(g *Game, b, a *Position, m Move) error {
			crossed := 0
			for i := range int(a.N) {
				if b.Last[i]&^a.Last[i] != 0 {
					return fmt.Errorf("seat %d: a segment reopened", i)
				}
				crossed += bits.OnesCount16(uint16(a.Last[i])) - bits.OnesCount16(uint16(b.Last[i]))
			}
			if crossed > 1 {
				return fmt.Errorf("%v crossed %d segments", m, crossed)
			}
			sevenDone := m.Kind == KindClaim || m.Kind == KindThrow && m.Throw.Sum() == 7 && a.Phase != PhaseDecide
			if sevenDone && a.Phase != PhaseOver && a.Turn == b.Turn {
				return fmt.Errorf("a 7 did not pass the dice")
			}
			return nil
		}},
	} {
		t.Run(c.g.ID(), func(t *testing.T) { rapid.Check(t, invariants(c.g, c.check)) })
	}
}
