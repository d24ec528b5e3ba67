package ludo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// ColourBlindRules are the options of Barvoslepý, the colour-blind game
// a group of CrossRules. The zero value is the cross game without it; On
// switches it on, with the defaults the package doc states.
type ColourBlindRules struct {
	// On makes it Barvoslepý: four players, sixteen figures of four
	// colours that belong to nobody; each base starts with one figure of
	// every colour; a player moves any figure of a colour he holds neither
	// in his base nor in his home, unless it stands on another player's
	// start square; he wins with four figures (of the four colours) in his
	// home. It needs Cross.AllInBase and Cross.StartMayWait.
	On bool `rule:"Barvoslepý: figures of four colours that any player may move whose colour he holds neither in his base nor in his home"`
	// NoBackwardCapture forbids the backward capture; by default a figure
	// may also go its throw backwards when it captures there.
	NoBackwardCapture bool `rule:"a figure may not move backwards to capture"`
	// HomeEntry says whether a figure that can turn into the mover's home
	// may go on round the track instead (default HomeEntryOptional).
	HomeEntry HomeEntry `rule:"optional: a figure that can turn into the mover's home may also go on; mandatory: it must turn in"`
	// CaptureReturn says who chooses the base a captured figure goes to
	// (default CaptureReturnMoverChooses).
	CaptureReturn CaptureReturn `rule:"mover-chooses: the mover picks the base of a captured figure among those without its colour; next-eligible: the first such player clockwise from the mover's left"`
}

// HomeEntry says whether a colour-blind figure must turn into the
// mover's home when it can.
type HomeEntry uint8

const (
	// HomeEntryOptional: a figure whose path reaches the mover's last
	// track square may turn into his home or go on (the default).
	HomeEntryOptional HomeEntry = iota
	// HomeEntryMandatory: it turns in whenever the home square is free.
	HomeEntryMandatory
)

var homeEntryNames = []string{"optional", "mandatory"}

// String returns "optional" or "mandatory".
func (h HomeEntry) String() string { return board.ChoiceName(h, homeEntryNames) }

// MarshalText returns the home entry rule's name.
func (h HomeEntry) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads a home entry rule's name.
func (h *HomeEntry) UnmarshalText(b []byte) error { return board.ParseChoice(h, homeEntryNames, b) }

// Choices lists the home entry rules' names.
func (HomeEntry) Choices() []string { return slices.Clone(homeEntryNames) }

// CaptureReturn says which base a captured colour-blind figure goes to:
// always one of a player without its colour in his base or home.
type CaptureReturn uint8

const (
	// CaptureReturnMoverChooses: the mover chooses the player; each
	// eligible player is a move of its own (the default).
	CaptureReturnMoverChooses CaptureReturn = iota
	// CaptureReturnNextEligible: the first eligible player clockwise,
	// from the mover's left neighbour round to the mover.
	CaptureReturnNextEligible
)

var captureReturnNames = []string{"mover-chooses", "next-eligible"}

// String returns "mover-chooses" or "next-eligible".
func (c CaptureReturn) String() string { return board.ChoiceName(c, captureReturnNames) }

// MarshalText returns the capture return rule's name.
func (c CaptureReturn) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a capture return rule's name.
func (c *CaptureReturn) UnmarshalText(b []byte) error {
	return board.ParseChoice(c, captureReturnNames, b)
}

// Choices lists the capture return rules' names.
func (CaptureReturn) Choices() []string { return slices.Clone(captureReturnNames) }

// blindBoard is the colour-blind configuration of a crossBoard, each rule
// in its positive sense.
type blindBoard struct {
	on, backward, mandatoryHome, nextEligible bool
}

// setupColourBlind reads the colour-blind options and rejects the cross
// options that have no meaning with them.
func (b *crossBoard) setupColourBlind(r Rules) error {
	o := r.Cross
	cb := o.ColourBlind
	if !cb.On {
		if cb != (ColourBlindRules{}) {
			return fmt.Errorf("ludo: Cross.ColourBlind's options need Cross.ColourBlind.On")
		}
		return nil
	}
	switch {
	case cb.HomeEntry > HomeEntryMandatory:
		return fmt.Errorf("ludo: unknown home entry rule %d", cb.HomeEntry)
	case cb.CaptureReturn > CaptureReturnNextEligible:
		return fmt.Errorf("ludo: unknown capture return rule %d", cb.CaptureReturn)
	case !o.AllInBase || !o.StartMayWait:
		return fmt.Errorf("ludo: the colour-blind game begins with every figure in the bases and never clears a start square (an entry captures what stands there): set Cross.AllInBase and Cross.StartMayWait")
	case o.NoJumpInHome:
		return fmt.Errorf("ludo: in the colour-blind game home figures never move, so figures must jump them: NoJumpInHome has no meaning")
	case o.Teams != TeamsNone || o.Hunt || o.Orbit || o.Refugees || o.Barricades || o.HuffCapture || o.Parking != "" && o.Parking != "none":
		return fmt.Errorf("ludo: the colour-blind game is played without teams, hunt, orbit, refugees, barricades, HuffCapture or parking")
	}
	b.blind = blindBoard{on: true, backward: !cb.NoBackwardCapture,
		mandatoryHome: cb.HomeEntry == HomeEntryMandatory, nextEligible: cb.CaptureReturn == CaptureReturnNextEligible}
	return nil
}

// blindMaxPlies bounds the plies of a random colour-blind game: eight
// times the longest of 1,000 random games of the slowest rule set tried
// (MandatoryCapture: 6,245 plies on average, the longest 18,923; the
// default rules average 4,750, the longest of 3,000 games 15,069).
const blindMaxPlies = 160000

// allColours is the set of the four colours as a bit set.
const allColours = 1<<crossColours - 1

// maxBlindMoves bounds the moves of a colour-blind throw: an entry of
// each colour, and for each of the sixteen figures a move forward, one
// into the home and one backwards, each capture once per receiving base.
const maxBlindMoves = crossColours*crossColours + crossColours*crossPieces*(2*crossColours+1)

// blindFigures is the colour-blind game's state beside sq, which holds 1 +
// the colour of the figure on each track square: what each seat's base
// and home hold.
type blindFigures struct {
	base  [crossColours]uint8            // bit c set when the seat's base holds a figure of colour c
	homed [crossColours]uint8            // bit c set when the seat's home holds a figure of colour c
	home  [crossColours][crossHome]uint8 // 1 + the colour on each of the seat's home squares, 0 when empty
	// at has bit t of at[c] set when a figure of colour c stands on track
	// square t, as sq says, for telling at once whether a seat may move
	// any figure.
	at [crossColours]uint64
}

// held returns the colours seat holds in its base or home: those it may
// not move, and those it may not receive.
func (f *blindFigures) held(seat uint8) uint8 { return f.base[seat] | f.homed[seat] }

// setupFigures puts one figure of each colour in every base.
func (s *CrossState) setupFigures() {
	s.fig = blindFigures{}
	for i := range s.n {
		s.fig.base[i] = allColours
	}
}

// Figure returns the colour (0 to 3) of the figure on track square t (0
// to 39) of the colour-blind game, or -1 when none stands there (or the
// game is another).
func (s *CrossState) Figure(t int) int {
	if !s.b.blind.on || t < 0 || t >= crossSquares || s.sq[t] == 0 {
		return -1
	}
	return int(s.sq[t]) - 1
}

// HomeFigure returns the colour of the figure on seat's home square k (0
// to 3 for a to d) of the colour-blind game, or -1 when it is empty.
func (s *CrossState) HomeFigure(seat, k int) int {
	if !s.b.blind.on || seat < 0 || seat >= int(s.n) || k < 0 || k >= crossHome {
		return -1
	}
	return int(s.fig.home[seat][k]) - 1
}

// BaseHolds reports whether seat's base holds a figure of colour c in
// the colour-blind game.
func (s *CrossState) BaseHolds(seat, c int) bool {
	return s.b.blind.on && seat >= 0 && seat < int(s.n) && c >= 0 && c < crossColours && s.fig.base[seat]&(1<<c) != 0
}

// blindMovesWith appends the seat's colour-blind moves with a throw of r:
// the entries, one per colour in its base, alone when they are forced; then, for every figure it may move, by progress from
// its start square, the move forward on the track, the turn into its
// home, the capture backwards; each capture once per base the figure may
// go to. MandatoryCapture keeps only the captures when there are any.
func (s *CrossState) blindMovesWith(buf []CrossMove, r uint8) []CrossMove {
	b := s.b
	seat := s.seat
	n := len(buf)
	if b.entry&(1<<r) != 0 && s.fig.base[seat] != 0 {
		buf = s.blindEntries(buf)
		if b.forcedEntry {
			return buf
		}
	}
	free := ^s.fig.held(seat) & allColours
	if free == 0 {
		return buf
	}
	for p := range int8(crossSquares) {
		t := b.squares[seat][p]
		if o := s.sq[t]; o == 0 || free&(1<<(o-1)) == 0 || p != 0 && t%10 == 0 {
			continue // no figure, one of a colour it holds, or one on another player's start square
		}
		buf = s.figureMoves(buf, t, p, r)
	}
	if b.mandatoryCapture {
		buf = s.keepCaptures(buf, n)
	}
	return buf
}

// blindEntries appends the seat's entries, one per colour in its base,
// from its own colour round the others in seat order, each capturing what
// stands on its start square.
func (s *CrossState) blindEntries(buf []CrossMove) []CrossMove {
	seat := s.seat
	start := s.square(seat, 0)
	for i := range uint8(crossColours) {
		c := (seat + i) % crossColours
		if s.fig.base[seat]&(1<<c) == 0 {
			continue
		}
		// The receivers are judged after the move, when the entering
		// figure has left the base.
		buf = s.landing(buf, CrossMove{kind: Step, from: spotBase, to: start, ext: extOf(0, c+1, 0), owner: seat}, s.fig.base[seat]&^(1<<c))
	}
	return buf
}

// figureMoves appends the moves of the figure on track square t, at
// progress p from the seat's start square, with a throw of r.
func (s *CrossState) figureMoves(buf []CrossMove, t uint8, p int8, r uint8) []CrossMove {
	seat := s.seat
	q := p + int8(r)
	home := q >= crossSquares && q <= crossGoal && s.fig.home[seat][q-crossSquares] == 0
	if !home || !s.b.blind.mandatoryHome {
		buf = s.landing(buf, CrossMove{kind: Step, from: t, to: s.b.squares[seat][q%crossSquares], owner: seat}, s.fig.base[seat])
	}
	if home {
		buf = append(buf, CrossMove{kind: Step, from: t, to: spotHome + uint8(q-crossSquares), owner: seat})
	}
	if back := (t + crossSquares - r) % crossSquares; s.b.blind.backward && s.sq[back] != 0 {
		buf = s.landing(buf, CrossMove{kind: Step, from: t, to: back, owner: seat}, s.fig.base[seat])
	}
	return buf
}

// landing appends move m to a track square: as it is when the square is
// empty; otherwise once for every base the captured figure may go to, in
// seat order from the mover's left neighbour round to the mover (only the
// first with CaptureReturnNextEligible), moverBase being the mover's base
// after the move.
func (s *CrossState) landing(buf []CrossMove, m CrossMove, moverBase uint8) []CrossMove {
	o := s.sq[m.to]
	if o == 0 {
		return append(buf, m)
	}
	bit := uint8(1) << (o - 1)
	m.takes = true
	for i := uint8(1); i <= crossColours; i++ {
		q := (s.seat + i) % crossColours
		held := s.fig.held(q)
		if q == s.seat {
			held = moverBase | s.fig.homed[q]
		}
		if held&bit == 0 {
			m.setDest(q + 1)
			buf = append(buf, m)
			if s.b.blind.nextEligible {
				break
			}
		}
	}
	return buf
}

// blindMoves lists the legal colour-blind moves in PhaseMove into buf.
func (s *CrossState) blindMoves(buf []CrossMove) []CrossMove {
	if s.nmoves == 0 {
		return append(buf, CrossMove{kind: Pass})
	}
	return s.blindMovesWith(buf, s.roll)
}

// blindHasMove reports whether the seat has a colour-blind move with a
// throw of r: an entry, or a figure it may move, which always has a move
// forward (on the track, capturing whatever stands there, or into the
// home).
func (s *CrossState) blindHasMove(r uint8) bool {
	return s.b.entry&(1<<r) != 0 && s.fig.base[s.seat] != 0 || s.mayMoveFigure(s.seat)
}

// playBlind plays m if it is one of the listed colour-blind moves (or the
// pass when there are none) and reports whether it was.
func (s *CrossState) playBlind(m CrossMove) bool {
	if s.nmoves == 0 {
		if m != (CrossMove{kind: Pass}) {
			return false
		}
		s.pass()
		return true
	}
	var buf [maxBlindMoves]CrossMove
	for _, l := range s.blindMovesWith(buf[:0], s.roll) {
		if l.notation() == m.notation() {
			s.moveFigure(l)
			return true
		}
	}
	return false
}

// moveFigure plays a colour-blind move: the figure leaves its base or
// square, a figure on the target goes to the base m names, and the moved
// one stands on the target or in the seat's home.
func (s *CrossState) moveFigure(m CrossMove) {
	seat := s.seat
	f := &s.fig
	var c uint8
	if m.from == spotBase {
		c = m.colour() - 1
		f.base[seat] &^= 1 << c
	} else {
		c = s.sq[m.from] - 1
		s.sq[m.from] = 0
		f.at[c] &^= 1 << m.from
	}
	if m.to >= spotHome {
		f.home[seat][m.to-spotHome] = c + 1
		f.homed[seat] |= 1 << c
	} else {
		if m.dest() != 0 {
			v := s.sq[m.to] - 1
			f.base[m.dest()-1] |= 1 << v
			f.at[v] &^= 1 << m.to
		}
		s.sq[m.to] = c + 1
		f.at[c] |= 1 << m.to
	}
	s.finishMove(seat)
}

// appendBlindLegal is AppendLegal's PhaseMove for the colour-blind game:
// the moves listed afresh, each boxed once per program.
func (s *CrossState) appendBlindLegal(buf []board.Move) []board.Move {
	if s.nmoves == 0 {
		return append(buf, s.b.pass)
	}
	var ms [maxBlindMoves]CrossMove
	for _, m := range s.blindMovesWith(ms[:0], s.roll) {
		if m.from == spotBase {
			buf = append(buf, boxedEntry(m))
			continue
		}
		buf = append(buf, boxedStep(m, int(m.from)))
	}
	return buf
}

// blindEntryMoves are the colour-blind entries boxed, by seat, colour and
// receiving base (0 for none, else seat+1).
var blindEntryMoves = func() (t [crossColours][crossColours][crossColours + 1]board.Move) {
	for seat := range uint8(crossColours) {
		for c := range uint8(crossColours) {
			for d := range uint8(crossColours + 1) {
				t[seat][c][d] = CrossMove{kind: Step, from: spotBase, to: seat * 10, ext: extOf(0, c+1, d), owner: seat, takes: d != 0}
			}
		}
	}
	return t
}()

// boxedEntry returns the listed colour-blind entry m boxed.
func boxedEntry(m CrossMove) board.Move { return blindEntryMoves[m.owner][m.colour()-1][m.dest()] }

// colourLetters are the colours' letters in the notation of the
// colour-blind game: R, B, G, Y for 0 to 3 (red, blue, green, yellow).
const colourLetters = "RBGY"

// colourNames are the colours' names for Describe.
var colourNames = [crossColours]string{"red", "blue", "green", "yellow"}

// appendFigures writes the pieces part of a colour-blind position: for
// each colour, its four figures: track squares in ascending order, then
// each seat's base or home square that holds one, by seat ("1:base",
// "0:d").
func (s *CrossState) appendFigures(b []byte) []byte {
	for c := range uint8(crossColours) {
		if c > 0 {
			b = append(b, '/')
		}
		n := len(b)
		sep := func() {
			if len(b) > n {
				b = append(b, ',')
			}
		}
		for t := range uint8(crossSquares) {
			if s.sq[t] == c+1 {
				sep()
				b = strconv.AppendUint(b, uint64(t), 10)
			}
		}
		for seat := range s.n {
			if s.fig.base[seat]&(1<<c) != 0 {
				sep()
				b = append(b, crossCellName(seat, spotBase)...)
			}
			for k, h := range s.fig.home[seat] {
				if h == c+1 {
					sep()
					b = append(b, crossCellName(seat, spotHome+uint8(k))...)
				}
			}
		}
	}
	return b
}

// parseFigures reads the pieces part of a colour-blind position: four
// groups, one per colour, of four figures each, in the order
// appendFigures writes them; at most one figure per track square and home
// square, and, since a seat appears once in a group, at most one figure
// of each colour in a seat's base and home.
func (s *CrossState) parseFigures(pos string, groups [][]string) error {
	for i := range s.prog {
		for k := range s.prog[i] {
			s.prog[i][k] = inBase
		}
	}
	for c, grp := range groups {
		if len(grp) != crossPieces {
			return board.BadNotation(pos, "colour %c has %d figures listed, want its four", colourLetters[c], len(grp))
		}
		last := -1
		for _, w := range grp {
			key, err := s.placeFigure(pos, uint8(c), w)
			if err != nil {
				return err
			}
			if key <= last {
				return board.BadNotation(pos, "colour %c: list its track squares in ascending order, then the bases and homes by seat, each seat once (a seat holds one figure of each colour at most): %s", colourLetters[c], w)
			}
			last = key
		}
	}
	return nil
}

// placeFigure puts a figure of colour c where w says, a track square or
// a seat's base or home square, and returns the key that orders the
// figures of a colour: the square, or 40 + the seat.
func (s *CrossState) placeFigure(pos string, c uint8, w string) (int, error) {
	seatText, place, ok := strings.Cut(w, ":")
	if !ok {
		x, err := parsePlace(pos, w)
		switch {
		case err != nil:
			return 0, err
		case x >= crossSquares:
			return 0, board.BadNotation(pos, "%q: name a base or home square with its seat first, as in 1:base or 0:d", w)
		case s.sq[x] != 0:
			return 0, board.BadNotation(pos, "two figures on square %d", x)
		}
		s.sq[x] = c + 1
		s.fig.at[c] |= 1 << x
		return int(x), nil
	}
	if len(seatText) != 1 || seatText[0] < '0' || seatText[0] >= '0'+crossColours {
		return 0, board.BadNotation(pos, "%q is not a seat's place: want 0:base to 3:d", w)
	}
	seat := seatText[0] - '0'
	x, err := parsePlace(pos, place)
	switch {
	case err != nil:
		return 0, err
	case x < crossSquares:
		return 0, board.BadNotation(pos, "%q: a seat has a base and home squares a to d, no track square", w)
	case x == spotBase:
		s.fig.base[seat] |= 1 << c
	case s.fig.home[seat][x-spotHome] != 0:
		return 0, board.BadNotation(pos, "two figures on seat %d's home square %s", seat, place)
	default:
		s.fig.home[seat][x-spotHome] = c + 1
		s.fig.homed[seat] |= 1 << c
	}
	return crossSquares + int(seat), nil
}

// kindFigure is the kind of a colour-blind figure in the picture.
const kindFigure = "figure"

// drawFigures puts the colour-blind figures on the picture's cells: a
// figure of colour c is drawn as seat c's piece of kind "figure", since
// the colours are the seats'.
func (s *CrossState) drawFigures(cells []board.Cell) {
	figure := func(c uint8) board.Piece { return board.Piece{Seat: board.Player(c), Kind: kindFigure, Count: 1} }
	for t := range uint8(crossSquares) {
		if o := s.sq[t]; o != 0 {
			cells[t].Pieces = []board.Piece{figure(o - 1)}
		}
	}
	for seat := range s.n {
		base := &cells[s.cellIndex(seat, spotBase)]
		base.Pieces = nil
		for c := range uint8(crossColours) {
			if s.fig.base[seat]&(1<<c) != 0 {
				base.Pieces = append(base.Pieces, figure(c))
			}
		}
		for k, h := range s.fig.home[seat] {
			if h != 0 {
				cells[s.cellIndex(seat, spotHome+uint8(k))].Pieces = []board.Piece{figure(h - 1)}
			}
		}
	}
}

// drawFigureGrid marks the colour-blind figures on String's grid: the
// colour's letter (R, B, G, Y) on the track, in the homes and, in a base,
// on the place of its colour; "o" an empty home or base place.
func (s *CrossState) drawFigureGrid(grid *[11][11]byte) {
	for t, cell := range crossCells {
		grid[cell[1]][cell[0]] = '.'
		if o := s.sq[t]; o != 0 {
			grid[cell[1]][cell[0]] = colourLetters[o-1]
		}
	}
	for seat := range s.n {
		h := crossHomeCells[seat]
		for k := range int8(crossHome) {
			mark := byte('o')
			if f := s.fig.home[seat][k]; f != 0 {
				mark = colourLetters[f-1]
			}
			grid[h[1]+k*h[3]][h[0]+k*h[2]] = mark
		}
		for c := range crossColours {
			mark := byte('o')
			if s.fig.base[seat]&(1<<c) != 0 {
				mark = colourLetters[c]
			}
			grid[int(crossBaseCells[seat][1])+c/2][int(crossBaseCells[seat][0])+c%2] = mark
		}
	}
}

// describeFigureMove says what the colour-blind move m does; after is
// the state after it.
func (s *CrossState) describeFigureMove(m CrossMove, after *CrossState) string {
	seat := "seat " + strconv.Itoa(int(s.seat))
	var out string
	if m.from == spotBase {
		out = seat + " enters the " + colourNames[m.colour()-1] + " figure of its base on " + placeName(m.to)
	} else {
		out = seat + " moves the " + colourNames[s.sq[m.from]-1] + " figure from " + placeName(m.from) + " to "
		switch {
		case m.to >= spotHome:
			out += "its home square " + placeName(m.to)
		case (m.from+crossSquares-m.to)%crossSquares == s.roll:
			out += placeName(m.to) + ", backwards"
		default:
			out += placeName(m.to)
		}
	}
	if m.dest() != 0 {
		out += ", capturing the " + colourNames[s.sq[m.to]-1] + " figure there, which goes to seat " + strconv.Itoa(int(m.dest()-1)) + "'s base"
	}
	if after.finished(s.seat) {
		out += "; " + seat + " has four figures home, place " + strconv.Itoa(int(after.nplaced))
	}
	return out + "; " + after.nextWords()
}

// colourBlindSummary describes the colour-blind rules in a few sentences.
func (g *Game) colourBlindSummary() string {
	o := g.rules.Cross.ColourBlind
	text := "Four players on the 40-square cross with sixteen figures of four colours that belong to nobody; every base starts with one of each colour. " +
		"A 6 brings a figure of the player's base in, capturing whatever stands on his start square, and earns another throw. " +
		"A player may move any figure whose colour he holds neither in his base nor in his home, unless it stands on another player's start square; " +
		"it goes forward, capturing any figure it ends on"
	if !o.NoBackwardCapture {
		text += ", or backwards when it captures there"
	}
	text += "; at his last track square it may turn into his home"
	if o.HomeEntry == HomeEntryMandatory {
		text += ", and must when it can"
	}
	text += ". A captured figure goes to the base of a player who holds its colour neither in his base nor in his home"
	if o.CaptureReturn == CaptureReturnNextEligible {
		text += ", the first such player clockwise from the mover's left"
	} else {
		text += ", chosen by the mover"
	}
	return text + ". The first player with four figures home wins."
}

// frozen reports whether no seat still racing in the colour-blind game can
// ever move again: every one has an empty base and no figure it may move
// (a figure it may move always has a move forward), so that no throw
// changes anything any more.
func (s *CrossState) frozen() bool {
	for seat := range s.n {
		if !s.finished(seat) && (s.fig.base[seat] != 0 || s.mayMoveFigure(seat)) {
			return false
		}
	}
	return true
}

// mayMoveFigure reports whether a figure on the track may be moved by
// seat: one of a colour it holds neither in its base nor in its home, not
// on another player's start square.
func (s *CrossState) mayMoveFigure(seat uint8) bool {
	var on uint64 // the squares of the figures of the colours it does not hold
	for c, at := range s.fig.at {
		if s.fig.held(seat)&(1<<c) == 0 {
			on |= at
		}
	}
	return on&^(startSquares&^(1<<s.square(seat, 0))) != 0
}

// startSquares has the bits of the four start squares set.
const startSquares = 1<<0 | 1<<10 | 1<<20 | 1<<30

// endedFrozen reports whether the game ended because it froze, and not
// by the finishers as every race ends.
func (s *CrossState) endedFrozen() bool {
	return s.nplaced+1 < s.n && (s.nplaced == 0 || s.b.playForPlacings) && s.frozen()
}

// frozenOutcome is the outcome of a colour-blind game that ended frozen:
// the finishers in finishing order, the others sharing the place after
// them (all first, with no winner, when nobody finished).
func (s *CrossState) frozenOutcome() board.Outcome {
	scores := make([]int, s.n)
	var winners []board.Player
	for k, seat := range s.placed[:s.nplaced] {
		scores[seat] = int(s.n) - k
		if k == 0 {
			winners = []board.Player{board.Player(seat)}
		}
	}
	return board.Outcome{Over: true, Winners: winners, Placings: board.Rank(scores, true), Code: CodeNoMoves,
		Reason: "no player still racing can ever move again: their bases are empty and every figure on the track is of a colour they hold or on another player's start square"}
}
