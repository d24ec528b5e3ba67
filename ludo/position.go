package ludo

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// The position notation of the ludo family (see the package documentation):
//
//	stones SP seat SP phase [SP "placed:" seats]
//
// stones lists each seat's stones, seats joined by "/", a seat's stones by
// ",". The helpers here split and join that frame; each game reads the
// fields and checks the whole.

// positionParts is a position split into its parts, not yet checked
// against a game.
type positionParts struct {
	groups [][]string // field tokens per seat
	seat   string     // seat number or "-"
	phase  string     // phase name, before ':'
	arg    string     // phase argument, after ':'
	placed string     // the value of placed:, "" if absent
	caught string     // the value of caught:, "" if absent (Frank and Furter)
	age    string     // the value of age:, "" if absent (the barricade game)
	// refugees is the value of refugees:, "" if absent (the refugee game)
	refugees string
	tokens   string // the value of tokens:, "" if absent (the penalty game)
}

// optionalParts are the keys of the optional parts of a position, in their
// order.
var optionalParts = []string{"caught", "age", "refugees", "tokens", "placed"}

// MaxPositionLen is the longest position text Parse reads; longer input
// is rejected before any work, so that reading a position never costs more
// than a few times this much memory. The longest position of any ludo game
// is far shorter.
const MaxPositionLen = 512

// MaxMoveLen is the longest move text ParseMove reads; longer input is
// rejected before any work.
const MaxMoveLen = 32

// tooLong returns the error for an input of more than limit bytes, quoting
// only its beginning, so that the error does not hold the input.
func tooLong(input, what string, limit int) error {
	return board.BadNotation(input[:20]+"...", "%s of %d bytes: the longest one read is %d bytes", what, len(input), limit)
}

// splitPosition splits a position into its parts.
func splitPosition(pos string) (positionParts, error) {
	var p positionParts
	if len(pos) > MaxPositionLen {
		return p, tooLong(pos, "a position", MaxPositionLen)
	}
	for i := 0; i < len(pos); i++ {
		if c := pos[i]; c < ' ' || c > '~' {
			return p, board.BadNotation(pos, "a position is printable ASCII")
		}
	}
	words := strings.Split(pos, " ")
	if len(words) < 3 || len(words) > 5 {
		return p, board.BadNotation(pos, "a position is: pieces, seat, phase, and optionally caught:N and placed:..., separated by single spaces")
	}
	for _, w := range words {
		if w == "" {
			return p, board.BadNotation(pos, "empty part (separate the parts by single spaces)")
		}
	}
	for _, g := range strings.Split(words[0], "/") {
		p.groups = append(p.groups, strings.Split(g, ","))
	}
	p.seat = words[1]
	p.phase, p.arg, _ = strings.Cut(words[2], ":")
	// The optional parts, each at most once and in this order.
	next := 0
	for _, w := range words[3:] {
		key, val, _ := strings.Cut(w, ":")
		i := slices.Index(optionalParts, key)
		if i < next || val == "" {
			return p, board.BadNotation(pos, "part %q: want %s, each at most once and in that order, with a value", w, strings.Join(optionalParts[next:], ":..., ")+":...")
		}
		*[]*string{&p.caught, &p.age, &p.refugees, &p.tokens, &p.placed}[i] = val
		next = i + 1
	}
	return p, nil
}

// Position returns the state in the ludo family notation, e.g.
// "5/9/0 1 throw2" (Propast, three players, seat 1 awaits its second
// throw) or "off/12/0 2 move:4 placed:0".
func (s *TrackState) Position() string {
	var b []byte
	for i := range s.n {
		if i > 0 {
			b = append(b, '/')
		}
		b = append(b, s.fieldName(s.stone[i])...)
	}
	b = append(b, ' ')
	if s.phase == PhaseOver {
		b = append(b, '-')
	} else {
		b = strconv.AppendUint(b, uint64(s.seat), 10)
	}
	b = append(b, ' ')
	switch s.phase {
	case PhaseOpening:
		b = append(b, "open:"...)
		b = s.open.appendMarks(b, s.n)
	case PhaseThrow:
		b = append(b, "throw"...)
	case PhaseThrow2:
		b = append(b, "throw2"...)
	case PhaseMove:
		b = append(b, "move:"...)
		b = strconv.AppendUint(b, uint64(s.roll), 10)
	case PhaseOver:
		b = append(b, "over"...)
	}
	if s.nplaced > 0 {
		b = append(b, " placed:"...)
		for k := range s.nplaced {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(s.placed[k]), 10)
		}
	}
	return string(b)
}

// ParseTrackState is Parse with the typed state, for Propast and Snakes
// and Ladders. It accepts exactly the positions a game can be in: stones
// on fields that exist, not resting where they would be sent on, at most
// one per field where stones push, finished stones exactly those in
// placed:, a phase the rules have.
func (g *Game) ParseTrackState(pos string) (*TrackState, error) {
	if g.rules.Race == RaceCross {
		return nil, g.wrongRace("a numbered track")
	}
	p, err := splitPosition(pos)
	if err != nil {
		return nil, err
	}
	if p.caught != "" || p.age != "" || p.refugees != "" || p.tokens != "" {
		return nil, board.BadNotation(pos, "%s has no caught:, age:, refugees: or tokens: part", g.info.ID)
	}
	s := &TrackState{g: g, t: &g.track}
	n := len(p.groups)
	if n < g.info.MinPlayers || n > g.info.MaxPlayers {
		return nil, board.BadNotation(pos, "%d seats: %s is played by %d to %d", n, g.info.ID, g.info.MinPlayers, g.info.MaxPlayers)
	}
	s.n = uint8(n)
	for i, grp := range p.groups {
		if len(grp) != 1 {
			return nil, board.BadNotation(pos, "seat %d has %d stones, want one", i, len(grp))
		}
		if s.stone[i], err = g.track.parseField(pos, grp[0]); err != nil {
			return nil, err
		}
	}
	for _, check := range []func(string, positionParts) error{s.parsePlaced, s.parseSeat, s.parsePhase, s.checkStones} {
		if err := check(pos, p); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// parsePlaced reads the finishing order and checks it against the stones
// through the goal.
func (s *TrackState) parsePlaced(pos string, p positionParts) error {
	if p.placed != "" {
		for _, w := range strings.Split(p.placed, ",") {
			v, ok := smallNumber(w)
			if !ok || v >= int(s.n) {
				return board.BadNotation(pos, "placed: %q is not a seat", w)
			}
			for k := range s.nplaced {
				if s.placed[k] == uint8(v) {
					return board.BadNotation(pos, "placed: seat %d twice", v)
				}
			}
			if s.nplaced == s.n {
				return board.BadNotation(pos, "placed: more seats than players")
			}
			s.placed[s.nplaced] = uint8(v)
			s.nplaced++
		}
	}
	through := 0
	for i := range s.n {
		if s.stone[i] == s.t.goal {
			through++
			if !s.isPlaced(i) {
				return board.BadNotation(pos, "seat %d's stone is through the goal but not in placed:", i)
			}
		}
	}
	if through != int(s.nplaced) {
		return board.BadNotation(pos, "placed: lists a seat whose stone is not through the goal")
	}
	return nil
}

func (s *TrackState) isPlaced(seat uint8) bool { return slices.Contains(s.placed[:s.nplaced], seat) }

// parseSeat reads whose turn it is, which must be a seat still racing, or
// "-" exactly when enough stones are through for the game to be over.
func (s *TrackState) parseSeat(pos string, p positionParts) error {
	return parseSeatField(pos, p.seat, int(s.n), s.over(), &s.seat, func(v int) string {
		if s.stone[v] == s.t.goal {
			return "is through the goal"
		}
		return ""
	})
}

// parseSeatField reads the seat field of a position of either engine into
// *seat: "-" exactly when the game is over (seat unchanged), otherwise one
// digit naming a seat of n that still plays — done(v) says why seat v
// does not, or is "".
func parseSeatField(pos, field string, n int, over bool, seat *uint8, done func(v int) string) error {
	if over != (field == "-") {
		if field == "-" {
			return board.BadNotation(pos, "seat - (game over), but the game goes on")
		}
		return board.BadNotation(pos, "the game is over: the seat to move is written -")
	}
	if field == "-" {
		return nil
	}
	v, ok := smallNumber(field)
	if !ok || v >= n || len(field) > 1 {
		return board.BadNotation(pos, "%q is not a seat", field)
	}
	if why := done(v); why != "" {
		return board.BadNotation(pos, "seat %d %s and has no more turns", v, why)
	}
	*seat = uint8(v)
	return nil
}

// parsePhase reads the phase of the turn.
func (s *TrackState) parsePhase(pos string, p positionParts) error {
	g := s.t
	over := p.seat == "-"
	if p.phase != "open" && p.phase != "move" && p.arg != "" {
		return board.BadNotation(pos, "phase %s takes no argument", p.phase)
	}
	switch p.phase {
	case "over":
		if !over {
			return board.BadNotation(pos, "phase over, but a seat is to move")
		}
		s.phase = PhaseOver
		return nil
	case "open":
		s.phase = PhaseOpening
	case "throw":
		s.phase = PhaseThrow
	case "throw2":
		s.phase = PhaseThrow2
		if g.gate == gateNone || g.gate == gateWeb && s.stone[s.seat] != g.start {
			return board.BadNotation(pos, "there is no second throw in this turn")
		}
	case "move":
		v, ok := smallNumber(p.arg)
		if !ok || v < 1 || v > 6 {
			return board.BadNotation(pos, "move:%s: want the throw, 1 to 6", p.arg)
		}
		s.phase, s.roll = PhaseMove, uint8(v)
	default:
		return board.BadNotation(pos, "unknown phase %q (want open:, throw, throw2, move:, over)", p.phase)
	}
	if over {
		return board.BadNotation(pos, "the game is over: the phase is over")
	}
	if s.phase == PhaseOpening {
		return s.parseOpening(pos, p.arg)
	}
	return nil
}

// parseOpening reads the opening marks: one per seat, the seat to throw
// being the first still to throw, every seat before it having thrown or
// been beaten, every seat after it still to throw or beaten.
func (s *TrackState) parseOpening(pos, marks string) error {
	if s.t.opening != OpeningThrow {
		return board.BadNotation(pos, "this game has no opening throws")
	}
	if err := s.open.parse(pos, marks, s.n, s.seat); err != nil {
		return err
	}
	for i := range s.n {
		if s.stone[i] != s.t.start {
			return board.BadNotation(pos, "a stone has moved before the opening is over")
		}
	}
	return nil
}

// checkStones checks that no stone rests where it would have been sent on
// (except at the start, or at the foot of an ascent it may decline) and
// that stones that push share no field.
func (s *TrackState) checkStones(pos string, _ positionParts) error {
	g := s.t
	for i := range s.n {
		x := s.stone[i]
		if g.sendsOn(x) && x != g.start && !g.mayStay(x) {
			return board.BadNotation(pos, "seat %d's stone cannot rest on %d: it would be sent on to %d", i, x, g.jump[x])
		}
		if !g.push || x == g.start || x == g.goal {
			continue
		}
		for j := i + 1; j < s.n; j++ {
			if s.stone[j] == x {
				return board.BadNotation(pos, "seats %d and %d share field %d", i, j, x)
			}
		}
	}
	return nil
}

// Position returns the state in the ludo family notation, e.g.
// "0,5/10/20/30 0 throw" (the pieces of four seats, seat 0 to throw) or
// "38,a,c/- 1 move:6" (seat 1, every piece in its base, moves with a 6).
func (s *CrossState) Position() string {
	b := make([]byte, 0, 64)
	if s.b.blind.on {
		b = s.appendFigures(b) // listed by colour, not by seat
	} else {
		for i := range s.n {
			if i > 0 {
				b = append(b, '/')
			}
			b = s.appendPieces(b, i)
		}
	}
	b = append(b, ' ')
	if s.phase == PhaseOver {
		b = append(b, '-')
	} else {
		b = strconv.AppendUint(b, uint64(s.seat), 10)
	}
	b = append(b, ' ')
	switch s.phase {
	case PhaseOpening:
		b = append(b, "open:"...)
		b = s.open.appendMarks(b, s.n)
	case PhaseThrow:
		b = append(b, "throw"...)
		if s.tries > 0 {
			b = append(b, ':')
			b = strconv.AppendUint(b, uint64(s.tries), 10)
		}
	case PhaseAgain:
		b = append(b, "again"...)
	case PhaseSetup:
		b = append(b, "setup"...)
	case PhaseMove:
		b = append(b, "move:"...)
		b = strconv.AppendUint(b, uint64(s.roll), 10)
		if s.tries > 0 {
			b = append(b, ':')
			b = strconv.AppendUint(b, uint64(s.tries), 10)
		}
	case PhaseOver:
		b = append(b, "over"...)
	}
	if c := s.caughtPieces(1); c > 0 {
		b = append(b, " caught:"...)
		b = strconv.AppendUint(b, uint64(c), 10)
	}
	if s.pair != 0 && s.b.barricades {
		b = append(b, " age:"...)
		for set := s.pair; set != 0; set &= set - 1 {
			t := bits.TrailingZeros64(set)
			if set != s.pair {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(t), 10)
			b = append(b, '=')
			b = strconv.AppendUint(b, uint64(s.age[t]), 10)
		}
	}
	if s.b.refugees {
		b = append(b, " refugees:"...)
		first, second := 0, 1
		if s.ref[1] < s.ref[0] {
			first, second = 1, 0
		}
		for k, i := range [2]int{first, second} {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(s.ref[i]), 10)
			b = append(b, '=')
			b = strconv.AppendUint(b, uint64(s.refOwner[i]), 10)
		}
	}
	if s.b.penalty.on {
		b = s.appendTokens(b)
	}
	if s.nplaced > 0 {
		b = append(b, " placed:"...)
		for k := range s.nplaced {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(s.placed[k]), 10)
		}
	}
	return string(b)
}

// appendPieces writes seat's pieces outside the base in ascending order of
// progress, or "-" when all are in the base.
func (s *CrossState) appendPieces(b []byte, seat uint8) []byte {
	n := len(b)
	for _, p := range s.onWay(seat) {
		if len(b) > n {
			b = append(b, ',')
		}
		b = append(b, placeName(s.place(seat, p))...)
	}
	if len(b) == n {
		b = append(b, '-')
	}
	return b
}

// ParseState is Parse with the typed state. It accepts exactly the
// positions a game can be in: at most four pieces per seat, at most one
// piece per track square and per home square, the finished seats exactly
// those in placed:, a seat to move that still plays, and a phase the rules
// have there (the three-throw count only for a stuck seat, the opening only
// before any piece has moved).
func (g *Game) ParseCrossState(pos string) (*CrossState, error) {
	if g.rules.Race != RaceCross {
		return nil, g.wrongRace("the cross")
	}
	p, err := splitPosition(pos)
	if err != nil {
		return nil, err
	}
	n := len(p.groups)
	if n < g.info.MinPlayers || n > g.info.MaxPlayers {
		return nil, board.BadNotation(pos, "%d seats: %s is played by %d to %d", n, g.info.ID, g.info.MinPlayers, g.info.MaxPlayers)
	}
	s := &CrossState{g: g, b: &g.cross, n: uint8(n)}
	if g.cross.blind.on {
		if err := s.parseFigures(pos, p.groups); err != nil { // listed by colour, not by seat
			return nil, err
		}
	} else {
		for i, grp := range p.groups {
			if err := s.parsePieces(pos, uint8(i), grp); err != nil {
				return nil, err
			}
		}
	}
	for _, check := range []func(string, positionParts) error{s.parseCaught, s.parseAge, s.parseRefugees, s.parsePlaced, s.parseSeat, s.parsePhase, s.parseTokens} {
		if err := check(pos, p); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// parsePieces reads one seat's pieces outside the base.
func (s *CrossState) parsePieces(pos string, seat uint8, grp []string) error {
	for k := range s.prog[seat] {
		s.prog[seat][k] = inBase
	}
	if len(grp) == 1 && grp[0] == "-" {
		return nil
	}
	if len(grp) > crossPieces {
		return board.BadNotation(pos, "seat %d has %d pieces, want at most four (the rest are in the base)", seat, len(grp))
	}
	last := int8(inBase)
	for _, w := range grp {
		x, err := parsePlace(pos, w)
		switch {
		case err != nil:
			return err
		case x != spotBase && s.progressOf(seat, x) < last:
			return board.BadNotation(pos, "seat %d: list the pieces in the order of their way from the start square, %s after the others", seat, w)
		case x == spotBase:
			return board.BadNotation(pos, "seat %d: pieces in the base are not listed", seat)
		case x < crossSquares && s.sq[x] != 0 && !s.parked(x) && !s.formsBarricade(seat, x):
			return board.BadNotation(pos, "two pieces on square %d", x)
		case x >= spotHome && s.homeHeld(seat, int8(x-spotHome)):
			return board.BadNotation(pos, "seat %d: two pieces on home square %s", seat, w)
		case x >= spotHome && s.b.hunt && seat == 0:
			return board.BadNotation(pos, "the Franks (seat 0) have no home: %s", w)
		}
		if x < crossSquares && s.sq[x] != 0 && !s.parked(x) {
			s.pair |= 1 << x
		} else if x < crossSquares && !s.parked(x) {
			s.sq[x] = seat + 1
		}
		last = s.progressOf(seat, x)
		s.setProgress(seat, inBase, last)
	}
	return nil
}

// formsBarricade reports whether a second piece of seat on track square x
// makes a barricade there: in the barricade game, on a square with one of
// its pieces that is not its start square (barricades are never formed by
// entering).
func (s *CrossState) formsBarricade(seat, x uint8) bool {
	if s.b.teams == TeamsWalls {
		return s.sq[x] == partner(seat)+1 && !s.barricade(x)
	}
	return s.b.barricades && s.sq[x] == seat+1 && !s.barricade(x) && x != s.square(seat, 0)
}

// parseAge reads the ages of the barricades, "square=turns" joined by
// commas in ascending order of square: one for every barricade, each from
// 0 to BarricadeRounds.
func (s *CrossState) parseAge(pos string, p positionParts) error {
	if p.age == "" {
		if s.pair != 0 && s.b.barricades {
			return board.BadNotation(pos, "a barricade stands, but there is no age: part")
		}
		return nil
	}
	var listed uint64
	last := -1
	for _, w := range strings.Split(p.age, ",") {
		a, b, _ := strings.Cut(w, "=")
		t, ok1 := smallNumber(a)
		v, ok2 := smallNumber(b)
		switch {
		case !ok1 || !ok2 || t >= crossSquares || t <= last:
			return board.BadNotation(pos, "age:%s: want square=turns for each barricade, by square", p.age)
		case !s.barricade(uint8(t)):
			return board.BadNotation(pos, "age:%s: no barricade stands on %d", p.age, t)
		case v > int(s.b.barricadeRounds):
			return board.BadNotation(pos, "age:%s: a barricade is due from %d turns; count at most that", p.age, s.b.barricadeRounds)
		}
		s.age[t], last = uint8(v), t
		listed |= 1 << t
	}
	if listed != s.pair {
		return board.BadNotation(pos, "age:%s: every barricade needs its age", p.age)
	}
	return nil
}

// refugees returns the refugees' squares and owners in square order, to
// compare states whatever their refugees' numbering.
func (s *CrossState) refugees() [4]uint8 {
	if s.ref[1] < s.ref[0] {
		return [4]uint8{s.ref[1], s.refOwner[1], s.ref[0], s.refOwner[0]}
	}
	return [4]uint8{s.ref[0], s.refOwner[0], s.ref[1], s.refOwner[1]}
}

// parseRefugees reads the two refugees of the refugee game,
// "square=owner" by square, on squares no normal piece holds.
func (s *CrossState) parseRefugees(pos string, p positionParts) error {
	if !s.b.refugees {
		if p.refugees != "" {
			return board.BadNotation(pos, "%s has no refugees: no refugees: part", s.g.info.ID)
		}
		return nil
	}
	items := strings.Split(p.refugees, ",")
	if p.refugees == "" || len(items) != 2 {
		return board.BadNotation(pos, "refugees:%s: want the two refugees as square=owner, by square", p.refugees)
	}
	last := -1
	for i, w := range items {
		a, b, _ := strings.Cut(w, "=")
		t, ok1 := smallNumber(a)
		o, ok2 := smallNumber(b)
		switch {
		case !ok1 || !ok2 || t >= crossSquares || o > 1 || t <= last || len(a) > 1 && a[0] == '0':
			return board.BadNotation(pos, "refugees:%s: want the two refugees as square=owner (0 or 1), by square", p.refugees)
		case s.sq[t] != 0:
			return board.BadNotation(pos, "refugees:%s: a piece already stands on %d", p.refugees, t)
		}
		s.ref[i], s.refOwner[i], last = uint8(t), uint8(o), t
		s.sq[t] = sqRefugee + uint8(i)
	}
	return nil
}

// parseCaught reads the number of Furters caught in the hunt, each with
// the Frank that caught it: that many pieces of each seat that are not
// listed are out of the game, not in the base.
func (s *CrossState) parseCaught(pos string, p positionParts) error {
	if p.caught == "" {
		return nil
	}
	v, ok := smallNumber(p.caught)
	switch {
	case !s.b.hunt:
		return board.BadNotation(pos, "%s catches no pieces: no caught: part", s.g.info.ID)
	case !ok || v < 1 || v > crossPieces || len(p.caught) > 1:
		return board.BadNotation(pos, "caught:%s: want the Furters caught, 1 to 4 (the part is left out for none)", p.caught)
	}
	for seat := range s.n {
		if s.inBase(seat) < v {
			return board.BadNotation(pos, "caught:%d, but seat %d lists %d pieces", v, seat, crossPieces-s.inBase(seat))
		}
		for range v {
			s.setProgress(seat, inBase, caught)
		}
	}
	return nil
}

// parsePlaced reads the finishing order and checks it against the seats
// with every piece home.
func (s *CrossState) parsePlaced(pos string, p positionParts) error {
	if s.b.hunt {
		if p.placed != "" {
			return board.BadNotation(pos, "the hunt has no finishing order: no placed: part")
		}
		return nil
	}
	if p.placed != "" {
		for _, w := range strings.Split(p.placed, ",") {
			v, ok := smallNumber(w)
			switch {
			case !ok || v >= int(s.n):
				return board.BadNotation(pos, "placed: %q is not a seat", w)
			case !s.finished(uint8(v)):
				return board.BadNotation(pos, "placed: seat %d has pieces outside its home", v)
			case s.isPlaced(uint8(v)):
				return board.BadNotation(pos, "placed: seat %d twice", v)
			}
			s.placed[s.nplaced] = uint8(v)
			s.nplaced++
		}
	}
	for i := range s.n {
		if s.finished(i) && !s.isPlaced(i) {
			return board.BadNotation(pos, "seat %d has every piece home but is not in placed:", i)
		}
	}
	return nil
}

func (s *CrossState) isPlaced(seat uint8) bool { return slices.Contains(s.placed[:s.nplaced], seat) }

// parseSeat reads whose turn it is: a seat still playing, or "-" exactly
// when enough seats have finished for the game to be over.
func (s *CrossState) parseSeat(pos string, p positionParts) error {
	return parseSeatField(pos, p.seat, int(s.n), s.over(), &s.seat, func(v int) string {
		if !s.plays(uint8(v)) {
			return "has every piece home"
		}
		return ""
	})
}

// parsePhase reads the phase of the turn: open:MARKS, throw, throw:N,
// again, move:R, move:R:N or over.
func (s *CrossState) parsePhase(pos string, p positionParts) error {
	over := p.seat == "-"
	if (p.phase == "over") != over {
		return board.BadNotation(pos, "the phase is over exactly when the seat is -")
	}
	switch p.phase {
	case "over":
		s.phase = PhaseOver
		return noArg(pos, p)
	case "open":
		s.phase = PhaseOpening
		return s.parseCrossOpening(pos, p.arg)
	case "again":
		s.phase = PhaseAgain
		if err := noArg(pos, p); err != nil {
			return err
		}
		if s.b.penalty.on && s.b.extra == 0 && !s.onOthersStart() {
			return board.BadNotation(pos, "seat %d throws again only after a piece of his ended on the start square of another colour in play", s.seat)
		}
		return nil
	case "setup":
		s.phase = PhaseSetup
		return s.parseSetup(pos, p)
	case "throw":
		s.phase = PhaseThrow
		if p.arg == "" {
			return nil
		}
		return s.parseTries(pos, p.arg, allowance-1)
	case "move":
		roll, tries, _ := strings.Cut(p.arg, ":")
		v, ok := smallNumber(roll)
		if !ok || v < 1 || v > 6 || len(roll) != 1 {
			return board.BadNotation(pos, "move:%s: want the throw, 1 to 6", p.arg)
		}
		s.phase, s.roll = PhaseMove, uint8(v)
		s.listMoves()
		if tries == "" {
			return nil
		}
		if s.nmoves > 0 {
			return board.BadNotation(pos, "move:%s: a throw of three-throw allowance is counted only when it cannot be used", p.arg)
		}
		return s.parseTries(pos, tries, allowance)
	}
	return board.BadNotation(pos, "unknown phase %q (want open:, throw, again, move:, over)", p.phase)
}

// noArg rejects an argument to a phase that takes none.
func noArg(pos string, p positionParts) error {
	if p.arg != "" {
		return board.BadNotation(pos, "phase %s takes no argument", p.phase)
	}
	return nil
}

// parseTries reads the throws of the three-throw allowance made, 1 to
// most, which only a stuck seat has.
func (s *CrossState) parseTries(pos, arg string, most int) error {
	v, ok := smallNumber(arg)
	switch {
	case !ok || v < 1 || v > most || len(arg) != 1:
		return board.BadNotation(pos, "%q: want the throws of the three-throw allowance made, 1 to %d", arg, most)
	case !s.b.threeThrows:
		return board.BadNotation(pos, "this game has no three-throw allowance")
	case !s.stuck():
		return board.BadNotation(pos, "seat %d is not stuck, so it has no three-throw allowance", s.seat)
	}
	s.tries = uint8(v)
	return nil
}

// parseCrossOpening reads the opening marks, which only the starting
// position has.
func (s *CrossState) parseCrossOpening(pos, marks string) error {
	if s.b.opening != OpeningThrow {
		return board.BadNotation(pos, "this game has no opening throws")
	}
	if err := s.open.parse(pos, marks, s.n, s.seat); err != nil {
		return err
	}
	if s.b.penalty.on {
		return s.checkPlacedFirst(pos, s.n)
	}
	start := *s
	start.setup()
	if start.prog != s.prog || start.refugees() != s.refugees() || start.fig != s.fig || s.b.blind.on && start.sq != s.sq {
		return board.BadNotation(pos, "a piece has moved before the opening is over")
	}
	return nil
}
