package backgammon

import (
	"fmt"
	"strings"
)

// Side is White (player 0, GNU Backgammon's player 0) or Black (player 1).
type Side uint8

// The two sides.
const (
	White Side = 0 // player 0, GNU Backgammon's player 0
	Black Side = 1 // player 1
)

// Other returns the opponent.
func (s Side) Other() Side { return s ^ 1 }

// String returns "White" or "Black".
func (s Side) String() string {
	if s == White {
		return "White"
	}
	return "Black"
}

// Positions of a checker in its owner's numbering besides the points 1..24.
const (
	Off     = 0  // borne off
	Bar     = 25 // hit, waiting to re-enter
	Reserve = 26 // not yet entered (games that start off the board)
)

// MaxSteps is the most steps one turn can take: Gul Bara's ladder from
// 1-1 is 1, 2, …, 6, four times each.
const MaxSteps = 24

// Board holds the checkers of both sides, each in its own numbering
// Pts[s][p] checkers of side s on own point p (1..24), Pts[s][Off]
// borne off, Pts[s][Bar] on the bar, Pts[s][Reserve] not yet entered.
// Which own points face each other is the Rules' Geometry.
type Board struct {
	Pts [2][27]int8
}

// Step moves one checker by one number: From is an own point, Bar or
// Reserve; To is an own point or Off; Hit reports that the landing sent a
// lone opponent checker to the bar. In Doublet's stacking phases a step
// with To Unstack or Restack (un)stacks the checkers of own point From,
// which stay where they are.
type Step struct {
	From, To int8
	Hit      bool
}

// The To of Doublet's stacking steps.
const (
	Unstack int8 = -1 // lift the top checker of point From down beside the other
	Restack int8 = -2 // put one checker of point From back on the other
)

// stacking reports whether st is a Doublet stacking step.
func (st Step) stacking() bool { return st.To < 0 }

// Turn is one legal play for a roll: the steps in the order played. The
// empty turn is a pass. Used counts the numbers of the roll's mandatory
// schedule the turn used (a turn that wins counts every number
// when Rules.WinUsesEveryNumber is set).
type Turn struct {
	N     int8
	Used  int8
	Steps [MaxSteps]Step
}

// StepList returns the steps of the turn.
func (t *Turn) StepList() []Step { return t.Steps[:t.N] }

// String writes the turn as GNU Backgammon does (see FormatTurn).
func (t Turn) String() string { return FormatTurn(t.Steps[:t.N]) }

// Count returns the checkers side s has on the board, the bar and in
// reserve (everything but the borne-off ones).
func (b *Board) Count(s Side) int {
	n := 0
	for p := 1; p <= Reserve; p++ {
		n += int(b.Pts[s][p])
	}
	return n
}

// Pips returns side s's pip count: Σ p × count(p), with bar and reserve
// checkers at 25.
func (b *Board) Pips(s Side) int {
	n := 0
	for p := 1; p <= 24; p++ {
		n += p * int(b.Pts[s][p])
	}
	return n + 25*int(b.Pts[s][Bar]+b.Pts[s][Reserve])
}

// startBoard returns the starting layout of the rules.
func startBoard(r *Rules) Board {
	var b Board
	for s := range 2 {
		for p := 1; p <= 24; p++ {
			q := p
			if r.Geometry == Circular && s == int(Black) {
				q = ringAhead(p, 12) // half round from White's layout
			}
			b.Pts[s][q] = r.Start[p]
		}
		b.Pts[s][Reserve] = int8(r.startReserve())
		if r.StartOnBar {
			b.Pts[s][Bar] = int8(r.unplaced())
		}
	}
	return b
}

// validate checks that b is a position of the rules: counts in range,
// conserved, and no point held by both sides.
func (b *Board) validate(r *Rules) error {
	for s := range 2 {
		n := 0
		for p := 0; p <= Reserve; p++ {
			if b.Pts[s][p] < 0 {
				return fmt.Errorf("%v has a negative count at %d", Side(s), p)
			}
			n += int(b.Pts[s][p])
		}
		if n != r.Checkers {
			return fmt.Errorf("%v has %d checkers, not %d", Side(s), n, r.Checkers)
		}
	}
	for p := 1; p <= 24; p++ {
		if r.GoalPoint && (p == 1 || p == 24) {
			continue // the start and the goal are out of play
		}
		if b.Pts[White][p] > 0 && b.Pts[Black][r.Geometry.oppPoint(p)] > 0 {
			return fmt.Errorf("point %d (White's numbering) holds both colours", p)
		}
	}
	for s := range 2 {
		if r.GoalPoint && (b.Pts[s][Bar] > 0 || b.Pts[s][Reserve] > 0 || b.Pts[s][Off] > 0) {
			return fmt.Errorf("%v has checkers off the board, where the start and the goal are points", Side(s))
		}
	}
	if b.barLocked(r, White) && b.barLocked(r, Black) {
		return errBarLocked
	}
	if r.Geometry == Circular {
		return b.validateRing(r)
	}
	return nil
}

// errBarLocked refuses a position that can never end (GNU Backgammon's
// CheckPosition refuses it too): both sides have checkers on the bar, which
// must enter first, and every entry point of both is blocked, so every
// roll of either side is "pass" for ever.
var errBarLocked = fmt.Errorf("both sides are on the bar against closed boards: the game could never end")

// barLocked reports whether side s has checkers on the bar and every one
// of its entry points (own 19..24) is blocked by the opponent.
func (b *Board) barLocked(r *Rules, s Side) bool {
	if b.Pts[s][Bar] == 0 || !r.Hitting {
		return false
	}
	for p := 19; p <= 24; p++ {
		if int(b.Pts[s.Other()][r.Geometry.oppPoint(p)]) < r.BlockAt {
			return false
		}
	}
	return true
}

// picture draws the board in absolute numbering (White's own numbers):
// top row 13..24, bottom row 12..1, White X, Black O, as GNU Backgammon's
// text board shows the player on roll's side.
func (b *Board) picture(r *Rules, viewer Side) string {
	var sb strings.Builder
	mark := [2]string{"X", "O"}
	cell := func(a int) string {
		if w := b.Pts[viewer][a]; w > 0 {
			return fmt.Sprintf("%2d%s", w, mark[viewer])
		}
		if k := b.Pts[viewer.Other()][r.Geometry.oppPoint(a)]; k > 0 {
			return fmt.Sprintf("%2d%s", k, mark[viewer.Other()])
		}
		return "  ."
	}
	sb.WriteString(" 13 14 15 16 17 18   19 20 21 22 23 24\n")
	for a := 13; a <= 24; a++ {
		if a == 19 {
			sb.WriteString("  ")
		}
		sb.WriteString(cell(a))
	}
	sb.WriteString("\n")
	for a := 12; a >= 1; a-- {
		if a == 6 {
			sb.WriteString("  ")
		}
		sb.WriteString(cell(a))
	}
	sb.WriteString("\n 12 11 10  9  8  7    6  5  4  3  2  1\n")
	for s := range 2 {
		if r.Geometry == Circular {
			fmt.Fprintf(&sb, "%v (%c): %d checkers, %d captured\n", Side(s), "XO"[s], ringCount(b.Pts[s][:]), b.Pts[s][Off])
			continue
		}
		fmt.Fprintf(&sb, "%v (%c): bar %d, reserve %d, off %d, pips %d\n", Side(s), "XO"[s],
			b.Pts[s][Bar], b.Pts[s][Reserve], b.Pts[s][Off], b.Pips(Side(s)))
	}
	return sb.String()
}
