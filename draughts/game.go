package draughts

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

const (
	maxSquares = 256 // board squares, so a square index fits a byte
	maxWidth   = 26  // files a…z
	maxPath    = 24  // squares in one move's path: 21 for 20 captures
	noSquare   = -1
)

// Absolute directions, clockwise from north (towards higher ranks): the
// index of a relative direction for the player who advances northwards.
var dirDelta = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}

// Game is a draughts rule set: a board.Game with its Options fixed. Values
// are immutable and safe for concurrent use.
type Game struct {
	id, name, czech, summary string
	opts                     Options
	maxPlies                 int

	w, h, n   int              // width, height, squares
	playable  [maxSquares]bool // playable squares
	nbr       [maxSquares][8]int16
	number    [maxSquares]uint8 // 1-based dark-square number, 0 if none
	byNumber  []int16           // square of each number (index 0 unused)
	order     [maxSquares]uint8 // sort key of a square in notation order
	up        [2]bool           // whether each seat advances northwards
	manSteps  [2]uint8          // absolute direction masks per seat
	manCaps   [2]uint8
	kingDirs  uint8
	neutral   [2]uint8
	hops      [2]uint8
	backward  [2]uint8
	promoRank [2]int
	start     Position
	startSet  [2]bitset // starting squares of each seat (GoalOccupy)
	entry     [2]bitset // drop squares of each seat
	anyEntry  [2]bool
	monotone  bool     // men never lose ground, so their advance is irreversible
	names     []string // square names in the game's notation
	inOrder   []int    // playable squares in notation order
	bb        *bbGeom  // bitboard geometry, nil when the rules need the general engine
}

// NewGame builds a game from options; id must be a valid board game ID and
// name is its English name. It returns an error when the options do not
// describe a playable rule set.
func NewGame(id, name string, o Options) (*Game, error) {
	if !board.ValidID(id) {
		return nil, fmt.Errorf("draughts: malformed game ID %q", id)
	}
	g := &Game{id: id, name: name, opts: o}
	if err := g.compile(); err != nil {
		return nil, fmt.Errorf("draughts: %s: %w", id, err)
	}
	g.maxPlies = g.defaultMaxPlies()
	return g, nil
}

// MustGame is NewGame for package-level rule sets: it panics on error.
func MustGame(id, name string, o Options) *Game {
	g, err := NewGame(id, name, o)
	if err != nil {
		panic(err)
	}
	return g
}

func rotate(d Dirs) uint8 { return uint8(d<<4 | d>>4) }

func (g *Game) compile() error {
	o := &g.opts
	if o.Width < 1 || o.Height < 2 || o.Width > maxWidth || o.Width*o.Height > maxSquares {
		return fmt.Errorf("board %d×%d out of range (at most %d files and %d squares)", o.Width, o.Height, maxWidth, maxSquares)
	}
	if o.FirstMover != 0 && o.FirstMover != 1 {
		return fmt.Errorf("first mover %d is not a seat", o.FirstMover)
	}
	g.w, g.h, g.n = o.Width, o.Height, o.Width*o.Height
	if o.Notation == Numeric && (o.Squares != DarkOnly || g.w%2 != 0) {
		return errors.New("numeric notation needs dark squares on an even width")
	}
	for s := range g.n {
		f, r := s%g.w, s/g.w
		g.playable[s] = o.Squares == AllSquares || (f+r)%2 == 0
	}
	g.computeNeighbours()
	g.computeNumbers()
	g.inOrder = g.notationOrder()
	g.names = make([]string, g.n)
	for sq := range g.n {
		if o.Notation == Numeric {
			g.names[sq] = strconv.Itoa(int(g.number[sq]))
		} else {
			g.names[sq] = string(rune('a'+sq%g.w)) + strconv.Itoa(sq/g.w+1)
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
// left to right (draughts.md 0.2), and sets the notation order of squares.
func (g *Game) computeNumbers() {
	g.byNumber = []int16{noSquare}
	if g.opts.Squares == DarkOnly && g.w%2 == 0 {
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
		if g.opts.Notation == Numeric {
			g.order[s] = g.number[s]
		}
	}
}

func (g *Game) compileSetup() error {
	o := &g.opts
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
	if t[0] < 'a' || t[0] > 'z' || len(t) < 2 || len(t) > 4 {
		return 0, fmt.Errorf("square %q: not a square", t)
	}
	f := int(t[0] - 'a')
	r, err := strconv.Atoi(t[1:])
	if err != nil || t[1] < '1' || t[1] > '9' {
		return 0, fmt.Errorf("square %q: bad rank", t)
	}
	if f >= g.w || r < 1 || r > g.h {
		return 0, fmt.Errorf("square %q: off the %d×%d board", t, g.w, g.h)
	}
	s := (r-1)*g.w + f
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
	return g.names[s]
}

// Options returns the rule set's options.
func (g *Game) Options() Options { return g.opts }

// ID returns the game's identifier, e.g. "draughts/czech".
func (g *Game) ID() string { return g.id }

// Start returns the starting position.
func (g *Game) Start() Position { return g.start }

// rank returns the 0-based rank of square s.
func (g *Game) rank(s int) int { return s / g.w }

// progress is how far square s lies on seat's way forward; a move that
// raises it gains ground.
func (g *Game) progress(seat, s int) int {
	f, r := s%g.w, s/g.w
	if !g.up[seat] {
		f, r = g.w-1-f, g.h-1-r
	}
	if g.opts.Orientation == WhiteUpRight {
		return f + r
	}
	return r
}
