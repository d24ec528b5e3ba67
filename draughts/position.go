package draughts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// String writes the position as PDN FEN: side to move, White's and Black's
// pieces (kings prefixed K), then the extra fields that are not zero:
// R<white>,<black> reserves (always for games with reserves), P<n>
// consecutive passes, Q<n> plies without progress, C<n> plies without
// capture, E<n> plies in an FMJD endgame configuration; counters only
// for the rules that use them.
func (p *Position) String() string {
	g := p.g
	var b strings.Builder
	b.Grow(4 * (g.n + 4))
	b.WriteString([]string{"W", "B"}[p.side])
	for seat, tag := range []string{"W", "B"} {
		b.WriteString(":" + tag)
		first := true
		for _, s := range g.inOrder {
			c := p.cells[s]
			if c == empty || int(c&blackBit) != seat {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			if c&kingBit != 0 {
				b.WriteByte('K')
			}
			b.WriteString(g.SquareName(s))
		}
	}
	o := &g.rules
	if o.Setup.Reserves != [2]int{} || p.reserve != [2]uint8{} {
		fmt.Fprintf(&b, ":R%d,%d", p.reserve[0], p.reserve[1])
	}
	// counters only of the rules in force, so that standard games write
	// standard PDN FEN
	for _, f := range []struct {
		tag  string
		v    int
		used bool
	}{
		{"P", int(p.passes), o.NoMoveAction == NoMovePass},
		{"Q", int(p.quiet), quietLimit(o) > 0},
		{"C", int(p.noCap), o.NoCaptureLimit > 0},
		{"E", int(p.endgame), o.FMJDEndgame},
	} {
		if f.used && f.v != 0 {
			fmt.Fprintf(&b, ":%s%d", f.tag, f.v)
		}
	}
	return b.String()
}

// notationOrder returns the playable squares in notation order.
func (g *Game) notationOrder() []int {
	out := make([]int, 0, g.n)
	if g.rules.Notation == Numeric {
		for _, s := range g.byNumber[1:] {
			out = append(out, int(s))
		}
		return out
	}
	for s := range g.n {
		if g.playable[s] {
			out = append(out, s)
		}
	}
	return out
}

// ParsePosition reads a PDN FEN position such as "W:W21,22,K30:B1,2,3"
// (square ranges "B:W21-32:B1-12" on numbered boards, algebraic squares
// "W:Wa3,Kc1:Bb8" on any board), optionally quoted, ended by "." or
// wrapped as a whole PDN tag [FEN "…"], with
// the extra fields String writes. Errors wrap board.ErrBadNotation.
//
// Text longer than 4096 bytes is refused before any other work.
func (g *Game) ParsePosition(text string) (Position, error) {
	if len(text) > maxPositionText {
		return Position{}, tooLong(text, maxPositionText, "position text")
	}
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "[FEN") && strings.HasSuffix(t, "]") { // a whole PDN tag
		t = strings.TrimSpace(t[len("[FEN") : len(t)-1])
	}
	t = strings.TrimSpace(strings.Trim(t, `"`))
	t = strings.TrimSuffix(t, ".")
	fields := strings.Split(t, ":")
	if len(fields) < 3 {
		return Position{}, board.BadNotation(text, "want side:W<squares>:B<squares>")
	}
	p := Position{g: g}
	switch strings.ToUpper(strings.TrimSpace(fields[0])) {
	case "W":
	case "B":
		p.side = 1
	default:
		return Position{}, board.BadNotation(text, "side to move %q is not W or B", fields[0])
	}
	seen := [2]bool{}
	for _, f := range fields[1:] {
		if err := p.readField(strings.TrimSpace(f), &seen); err != nil {
			return Position{}, board.BadNotation(text, "%v", err)
		}
	}
	if !seen[0] || !seen[1] {
		return Position{}, board.BadNotation(text, "both a W and a B piece list are needed")
	}
	if err := p.check(); err != nil {
		return Position{}, board.BadNotation(text, "%v", err)
	}
	return p, nil
}

func (p *Position) readField(f string, seen *[2]bool) error {
	if f == "" {
		return fmt.Errorf("empty field")
	}
	tag, rest := f[0], f[1:]
	switch tag {
	case 'W', 'B', 'w', 'b':
		seat := 0
		if tag == 'B' || tag == 'b' {
			seat = 1
		}
		if seen[seat] {
			return fmt.Errorf("piece list %c given twice", tag)
		}
		seen[seat] = true
		return p.readPieces(seat, rest)
	case 'R':
		a, b, ok := strings.Cut(rest, ",")
		x, err1 := strconv.ParseUint(a, 10, 8)
		y, err2 := strconv.ParseUint(b, 10, 8)
		if !ok || err1 != nil || err2 != nil {
			return fmt.Errorf("reserves %q: want R<white>,<black>", f)
		}
		p.reserve = [2]uint8{uint8(x), uint8(y)}
		return nil
	case 'P', 'Q', 'C', 'E':
		v, err := strconv.ParseUint(rest, 10, 16)
		if err != nil {
			return fmt.Errorf("counter %q: want a number", f)
		}
		switch tag {
		case 'P':
			p.passes = uint8(min(v, 255))
		case 'Q':
			p.quiet = uint16(v)
		case 'C':
			p.noCap = uint16(v)
		case 'E':
			p.endgame = uint16(v)
		}
		return nil
	}
	return fmt.Errorf("unknown field %q", f)
}

func (p *Position) readPieces(seat int, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		king := false
		if strings.HasPrefix(item, "K") { // not "k": a file letter on wide boards
			king, item = true, item[1:]
		}
		lo, hi, isRange := strings.Cut(item, "-")
		first, err := p.g.parseSquare(strings.ToLower(lo))
		if err != nil {
			return err
		}
		squares := []int{first}
		if isRange {
			squares, err = p.g.squareRange(lo, hi)
			if err != nil {
				return err
			}
		}
		for _, s := range squares {
			if p.cells[s] != empty {
				return fmt.Errorf("square %s given twice", p.g.SquareName(s))
			}
			p.put(s, pieceOf(seat, king))
		}
	}
	return nil
}

func (g *Game) squareRange(lo, hi string) ([]int, error) {
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || len(g.byNumber) <= 1 {
		return nil, fmt.Errorf("range %s-%s: ranges need square numbers", lo, hi)
	}
	if a < 1 || b >= len(g.byNumber) || a > b {
		return nil, fmt.Errorf("range %d-%d: not within 1–%d", a, b, len(g.byNumber)-1)
	}
	out := make([]int, 0, b-a+1)
	for k := a; k <= b; k++ {
		out = append(out, int(g.byNumber[k]))
	}
	return out, nil
}

// check rejects positions the rules cannot reach in ways the engine relies
// on: men on their own last rank where men are crowned there.
func (p *Position) check() error {
	g := p.g
	if !g.rules.Promote {
		return nil
	}
	for s := range g.n {
		c := p.cells[s]
		if c != empty && c&kingBit == 0 && g.rank(s) == g.promoRank[c&blackBit] {
			return fmt.Errorf("a man on %s, its last rank, would be a king", g.SquareName(s))
		}
	}
	return nil
}
