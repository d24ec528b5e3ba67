package dicegames

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// A sheet of boxes (ChecklistRules Mode=boxes, Everest) holds every number
// 1..Top twice, crossed off in any order. Position.Sheet keeps each seat's
// sheet, two bits a number (bits 2n-2 and 2n-1: how many of n's boxes are
// crossed off), and Score the boxes crossed off. After a throw the seat
// chooses a claim, "cross:3-3-8": numbers, ascending, each made by one die
// or a sum of dice, every die serving at most once; a throw that can cross
// off nothing ends the turn.

// maxCrossDice is the most dice of a throw on a sheet of boxes: a claim
// packs up to three numbers of 4 bits into Move.N.
const maxCrossDice = 3

// checkBoxes checks the rules of a sheet of boxes.
func (r ChecklistRules) checkBoxes() error {
	switch {
	case r.Dice < 1 || r.Dice > maxCrossDice:
		return board.BadOption("Dice", "a sheet of boxes is played with 1..%d dice", maxCrossDice)
	case r.Top < 2 || r.Top > 12 || r.Top > 6*r.Dice:
		return board.BadOption("Top", "the boxes are numbered 1..2-12, numbers the dice make")
	case r.Return || r.Twice || r.Sum || r.Counters || r.Silent:
		return board.BadOption("Mode", "a sheet of boxes has no way back, sums of rows, counters or silence")
	}
	return nil
}

// crossed returns how many of number n's boxes seat me has crossed off.
func crossed(p *Position, me, n int) int { return int(p.Sheet[me]>>(2*n-2)) & 3 }

// claimNumbers returns the numbers of a claim, ascending.
func claimNumbers(m Move) []int {
	var ns []int
	for v := uint16(m.N); v != 0; v >>= 4 {
		ns = append(ns, int(v&15))
	}
	return ns
}

// packClaim returns the claim of the numbers ns (1..12, ascending).
func packClaim(ns []int) Move {
	m := Move{Kind: KindCross}
	for i, n := range ns {
		m.N |= int16(n) << (4 * i)
	}
	return m
}

// crossMoves appends the claims of the last throw that seat p.Turn's sheet
// still has boxes for: each partition of the dice into groups, some of them
// used, each group's sum an open box (with OneClaim, one group).
func (e *checklistGame) crossMoves(p *Position, buf []Move) []Move {
	if e.r.Mode != Boxes {
		return buf
	}
	var faces [maxCrossDice]int
	k := 0
	for f := 1; f <= 6; f++ {
		for range p.Dice.Count(f) {
			faces[k] = f
			k++
		}
	}
	start := len(buf)
	var label [maxCrossDice]int // 0: unused, else the die's group 1..k
	codes := 1
	for range k {
		codes *= maxCrossDice + 1
	}
	for code := range codes {
		// Each code is an assignment of the dice to groups; only the
		// canonical one of each partition (groups numbered in order of
		// their first die) is taken.
		groups, canonical := 0, true
		for i := range k {
			label[i] = code % (maxCrossDice + 1)
			code /= maxCrossDice + 1
			canonical = canonical && label[i] <= groups+1
			groups = max(groups, label[i])
		}
		if !canonical {
			continue
		}
		if m, ok := e.claimOf(p, faces[:k], label[:k], groups); ok && !slices.Contains(buf[start:], m) {
			buf = append(buf, m)
		}
	}
	return buf
}

// claimOf returns the claim of one assignment of the dice to groups, and
// whether the seat to move may cross it off.
func (e *checklistGame) claimOf(p *Position, faces, label []int, groups int) (Move, bool) {
	if groups == 0 || e.r.OneClaim && groups > 1 {
		return Move{}, false
	}
	var sums [maxCrossDice]int
	for i, l := range label {
		if l > 0 {
			sums[l-1] += faces[i]
		}
	}
	ns := sums[:groups]
	for i := 1; i < len(ns); i++ { // insertion sort: at most three numbers
		for j := i; j > 0 && ns[j] < ns[j-1]; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
	me := int(p.Turn)
	for i, n := range ns {
		same := 0
		for _, o := range ns[:i+1] {
			if o == n {
				same++
			}
		}
		if n > e.r.Top || crossed(p, me, n)+same > 2 {
			return Move{}, false
		}
	}
	return packClaim(ns), true
}

// boxesThrow lets the seat choose its claim, or ends the turn of a throw
// that crosses off nothing.
func (e *checklistGame) boxesThrow(g *Game, p *Position) {
	var buf [32]Move
	if len(e.crossMoves(p, buf[:0])) == 0 {
		g.endTurn(p)
		return
	}
	p.Phase = PhaseDecide
}

// cross crosses off a claim's boxes.
func (e *checklistGame) cross(g *Game, p *Position, m Move) {
	me := int(p.Turn)
	for v := uint16(m.N); v != 0; v >>= 4 {
		p.Sheet[me] += 1 << (2*(v&15) - 2)
		p.Score[me]++
	}
	if e.r.Again && int(p.Score[me]) < e.steps {
		p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
		return
	}
	g.endTurn(p)
}

// checkBoxSheet checks seat i's sheet of boxes against its score; other
// sheets have no boxes.
func (e *checklistGame) checkBoxSheet(p *Position, i int) error {
	if e.r.Mode != Boxes {
		if p.Sheet[i] != 0 {
			return fmt.Errorf("a sheet of boxes in a game without one")
		}
		return nil
	}
	if p.Sheet[i]>>(2*e.r.Top) != 0 {
		return fmt.Errorf("boxes past %d", e.r.Top)
	}
	n := 0
	for k := 1; k <= e.r.Top; k++ {
		c := crossed(p, i, k)
		if c > 2 {
			return fmt.Errorf("number %d crossed off %d times", k, c)
		}
		n += c
	}
	if n != int(p.Score[i]) {
		return fmt.Errorf("%d boxes crossed off, score %d", n, p.Score[i])
	}
	return nil
}

// drawBoxes draws each seat's sheet: a cell a number, its crossed boxes as
// pieces.
func (e *checklistGame) drawBoxes(p *Position, pic *board.Picture) {
	for i := range int(p.N) {
		for k := 1; k <= e.r.Top; k++ {
			c := board.Cell{Name: fmt.Sprintf("%d:%d", i, k), X: float64(30 + 44*k), Y: float64(40 + 50*i), Size: 36, Shape: board.Field}
			if d := crossed(p, i, k); d > 0 {
				c.Pieces = []board.Piece{{Seat: board.Player(i), Kind: strconv.Itoa(k), Count: d}}
			}
			pic.Cells = append(pic.Cells, c)
		}
	}
}

// appendCross writes a claim: "cross:3-3-8".
func appendCross(b []byte, m Move) []byte {
	b = append(b, "cross:"...)
	for i, n := range claimNumbers(m) {
		if i > 0 {
			b = append(b, '-')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	return b
}

// parseCross reads a claim: 1..3 numbers 1..12, ascending, joined by "-".
func parseCross(s, arg string) (Move, error) {
	var ns []int
	for part := range strings.SplitSeq(arg, "-") {
		n, err := parseNumber(part, 12)
		if err != nil || n < 1 || len(ns) == maxCrossDice || len(ns) > 0 && n < ns[len(ns)-1] {
			return Move{}, board.BadNotation(s, "cross needs 1..%d numbers 1..12 ascending, e.g. cross:3-3-8", maxCrossDice)
		}
		ns = append(ns, n)
	}
	return packClaim(ns), nil
}
