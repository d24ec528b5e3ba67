package draughts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

const (
	maxSquares = 256               // board squares, so a square index fits a byte
	maxWidth   = board.MaxGridSize // files a…z, and the longest line
	maxPath    = 24                // squares in one move's path: 21 for 20 captures
	noSquare   = -1
)

// Absolute directions, clockwise from north (towards higher ranks): the
// index of a relative direction for the player who advances northwards.
var dirDelta = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

func rotate(d Dirs) uint8 { return uint8(d<<4 | d>>4) }

func (g *Game) compile() error {
	o := &g.rules
	if o.Width < 1 || o.Height < 2 || o.Width > board.MaxGridSize || o.Height > board.MaxGridSize || o.Width*o.Height > maxSquares {
		return fmt.Errorf("board %d×%d out of range (1 to %d files, 2 to %d ranks, at most %d squares)",
			o.Width, o.Height, board.MaxGridSize, board.MaxGridSize, maxSquares)
	}
	if err := o.checkNumbers(); err != nil {
		return err
	}
	if err := o.checkChoices(); err != nil {
		return err
	}
	g.grid, _ = board.NewGrid(o.Width, o.Height) // the size is checked above
	g.w, g.h, g.n = o.Width, o.Height, o.Width*o.Height
	if o.Notation == Numeric && (o.Squares != DarkOnly || g.w%2 != 0) {
		return errors.New("numeric notation needs dark squares on an even width")
	}
	for s := range g.n {
		g.playable[s] = o.Squares == AllSquares || g.grid.Dark(board.Square(s))
	}
	g.computeNeighbours()
	g.computeNumbers()
	g.inOrder = g.notationOrder()
	g.sqNames = make([]string, g.n)
	for sq := range g.n {
		if o.Notation == Numeric {
			g.sqNames[sq] = strconv.Itoa(int(g.number[sq]))
		} else {
			g.sqNames[sq] = g.grid.Name(board.Square(sq))
		}
	}
	g.up = [2]bool{o.Orientation != WhiteDown, o.Orientation == WhiteDown}
	for seat := range 2 {
		conv := func(d Dirs) uint8 {
			if g.up[seat] {
				return uint8(d)
			}
			return rotate(d)
		}
		g.manSteps[seat] = conv(o.ManSteps)
		g.manCaps[seat] = conv(o.ManCaptures)
		g.neutral[seat] = conv(o.NeutralJumps.Dirs)
		g.hops[seat] = conv(o.OwnHops)
		g.backward[seat] = conv(Backward)
		g.promoRank[seat] = 0
		if g.up[seat] {
			g.promoRank[seat] = g.h - 1
		}
	}
	g.kingDirs = uint8(o.KingDirs)
	g.monotone = !o.Custodian && !o.Enclosure
	all := g.manSteps[0] | g.manCaps[0] | g.neutral[0] | g.hops[0]
	for d, dd := range dirDelta {
		gain := dd[1]
		switch {
		case o.Orientation == WhiteUpRight:
			gain = dd[0] + dd[1]
		case !g.up[0]:
			gain = -dd[1]
		}
		if all&(1<<d) != 0 && gain < 0 {
			g.monotone = false
		}
	}
	if err := g.compileSetup(); err != nil {
		return err
	}
	g.compileBitboard()
	return nil
}

func (g *Game) computeNeighbours() {
	for s := range g.n {
		f, r := s%g.w, s/g.w
		for d, dd := range dirDelta {
			nf, nr := f+dd[0], r+dd[1]
			g.nbr[s][d] = noSquare
			if nf >= 0 && nf < g.w && nr >= 0 && nr < g.h && g.playable[nr*g.w+nf] {
				g.nbr[s][d] = int16(nr*g.w + nf)
			}
		}
	}
}

// computeNumbers numbers the dark squares 1… row by row from the top rank,
// left to right, as PDN numbers them, and sets the notation order of squares.
func (g *Game) computeNumbers() {
	g.byNumber = []int16{noSquare}
	if g.rules.Squares == DarkOnly && g.w%2 == 0 {
		for r := g.h - 1; r >= 0; r-- {
			for f := range g.w {
				s := r*g.w + f
				if g.playable[s] {
					g.byNumber = append(g.byNumber, int16(s))
					g.number[s] = uint8(len(g.byNumber) - 1)
				}
			}
		}
	}
	for s := range g.n {
		g.order[s] = uint8(s)
		if g.rules.Notation == Numeric {
			g.order[s] = g.number[s]
		}
	}
}

func (g *Game) compileSetup() error {
	o := &g.rules
	p := &g.start
	p.g = g
	p.side = uint8(o.FirstMover)
	for seat, list := range [2][]string{o.Setup.White, o.Setup.Black} {
		for _, name := range list {
			king := strings.HasPrefix(name, "K")
			s, err := g.parseSquare(strings.TrimPrefix(name, "K"))
			if err != nil {
				return fmt.Errorf("setup: %w", err)
			}
			if p.cells[s] != empty {
				return fmt.Errorf("setup: square %s given twice", name)
			}
			p.put(s, pieceOf(seat, king))
			g.startSet[seat].set(s)
		}
		r := o.Setup.Reserves[seat]
		if r < 0 || r > 255 {
			return fmt.Errorf("setup: %d reserve men", r)
		}
		p.reserve[seat] = uint8(r)
		g.anyEntry[seat] = o.EntrySquares[seat] == nil
		for _, name := range o.EntrySquares[seat] {
			s, err := g.parseSquare(name)
			if err != nil {
				return fmt.Errorf("entry squares: %w", err)
			}
			g.entry[seat].set(s)
		}
	}
	return nil
}

// parseSquare reads an algebraic square ("c3") or, on numbered boards, a
// square number ("22") and checks that it is playable.
func (g *Game) parseSquare(t string) (int, error) {
	if t == "" {
		return 0, errors.New("empty square")
	}
	if t[0] >= '0' && t[0] <= '9' {
		k, err := strconv.Atoi(t)
		if err != nil || len(g.byNumber) <= 1 {
			return 0, fmt.Errorf("square %q: not a square number of this board", t)
		}
		if k < 1 || k >= len(g.byNumber) {
			return 0, fmt.Errorf("square %d: not in 1–%d", k, len(g.byNumber)-1)
		}
		return int(g.byNumber[k]), nil
	}
	sq, err := g.grid.Parse(t)
	if err != nil {
		return 0, err
	}
	s := int(sq)
	if !g.playable[s] {
		return 0, fmt.Errorf("square %q: a light square, not played on", t)
	}
	return s, nil
}

// SquareName returns the square's name in the game's notation.
func (g *Game) SquareName(s int) string {
	if s < 0 || s >= g.n {
		return "?"
	}
	return g.sqNames[s]
}

// rank returns the 0-based rank of square s.
func (g *Game) rank(s int) int { return s / g.w }

// progress is how far square s lies on seat's way forward; a move that
// raises it gains ground.
func (g *Game) progress(seat, s int) int {
	f, r := s%g.w, s/g.w
	if !g.up[seat] {
		f, r = g.w-1-f, g.h-1-r
	}
	if g.rules.Orientation == WhiteUpRight {
		return f + r
	}
	return r
}

// defaultMaxPlies bounds the length of any game from the start: every
// draw counter resets only on a capture, a drop or a man gaining ground,
// and there are finitely many of those.
func (g *Game) defaultMaxPlies() int {
	o := &g.rules
	pieces := len(o.Setup.White) + len(o.Setup.Black) + o.Setup.Reserves[0] + o.Setup.Reserves[1]
	span := g.h - 1
	if o.Orientation == WhiteUpRight {
		span += g.w - 1
	}
	events := pieces*span + 2*pieces + 1
	limit := quietLimit(o)
	if o.NoCaptureLimit > 0 && (limit == 0 || o.NoCaptureLimit < limit) && !g.monotone {
		limit = o.NoCaptureLimit
	}
	switch {
	case limit > 0:
		return events * (2*limit + 2)
	case g.monotone:
		return 3 * events // every move or every other (passes) gains ground
	}
	return 100000
}
