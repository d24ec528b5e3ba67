package ludo

import (
	"math/bits"
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

const (
	// allowance is the number of throws of the three-throw allowance.
	allowance = 3
	// maxCrossMoves bounds the moves a CrossState lists: the six faces, a
	// team's moves (at most four per colour: an entry and three pieces on
	// the way, or four pieces), or the orbit's of four players (an entry,
	// and each piece's move capturing from either opposing seat).
	maxCrossMoves = 2*crossPieces + 2
)

// A CrossState is a position of a CrossGame: every seat's pieces, whose
// turn it is, the phase of the turn (with the throws of the three-throw
// allowance made) and the finishing order so far. It implements
// board.State and offers a typed API that allocates nothing per move:
// Moves, Apply. Copying the struct value copies the state. Get states from
// CrossGame.NewState or ParseState.
type CrossState struct {
	g       *Game
	b       *crossBoard // &g.cross
	n       uint8       // players
	seat    uint8       // whose turn or opening throw it is
	phase   Phase       // PhaseOpening, PhaseThrow, PhaseAgain, PhaseMove or PhaseOver
	roll    uint8       // the throw to move with in PhaseMove
	tries   uint8       // throws of the three-throw allowance made in this turn
	nplaced uint8
	placed  [crossColours]uint8 // seats in finishing order
	open    openingMarks
	// prog holds each seat's pieces by progress (-1 in the
	// base, 0..39 on the track from the start square, 40..43 in the home),
	// in ascending order.
	prog [crossColours][crossPieces]int8
	// sq holds, for each track square, 1 + the seat whose piece stands
	// there, or 0.
	sq [crossSquares]uint8
	// moves are the legal moves in PhaseMove, listed once when the die
	// is thrown, so that listing and checking a move generate nothing.
	moves  [maxCrossMoves]CrossMove
	nmoves uint8
	// pair has bit t set where two pieces of the seat sq[t] form a
	// barricade, age[t] the owner's turns begun since it was formed (the
	// barricade game).
	pair uint64
	age  [crossSquares]uint8
	// ref holds the squares of the two refugees of the refugee game,
	// refOwner their owners; sq holds sqRefugee+i where refugee i stands.
	ref, refOwner [2]uint8
	// tokens are each seat's tokens and bank the bank's (the penalty
	// game, whose moves are listed on demand: nmoves is 1 when the throw
	// has any).
	tokens [crossColours]int32
	bank   int32
	// fig holds the bases and homes of the colour-blind game, whose sq
	// holds 1 + the colour of the figure on a track square.
	fig blindFigures
}

// sqRefugee marks a refugee in sq: sqRefugee+i for refugee i.
const sqRefugee = 16

// Game returns the rule set of the state.
func (s *CrossState) Game() board.Game { return s.g }

// TypedGame returns the rule set of the state, typed.
func (s *CrossState) TypedGame() *Game { return s.g }

// Seats returns the number of players.
func (s *CrossState) Seats() int { return int(s.n) }

// Copy returns a copy of the state, typed (Clone is the board.State one).
func (s *CrossState) Copy() *CrossState {
	c := *s
	return &c
}

// Seat returns the seat whose turn (or opening throw) it is; meaningless
// in PhaseOver.
func (s *CrossState) Seat() int { return int(s.seat) }

// Phase returns the step of the turn the state waits for.
func (s *CrossState) Phase() Phase { return s.phase }

// Roll returns the throw the seat moves with in PhaseMove, 0 otherwise.
func (s *CrossState) Roll() int { return int(s.roll) }

// Progress returns the progress of seat's piece k (0..3, in ascending
// order of progress): -1 in the base, 0..39 on the track counted from the
// seat's start square, 40..43 on home squares a..d. The colour-blind
// game's figures belong to no seat: there every piece reads -1, and
// Figure, HomeFigure and BaseHolds say where the figures are.
func (s *CrossState) Progress(seat, k int) int { return int(s.prog[seat][k]) }

// Finished returns the seats with every piece home, in finishing order.
func (s *CrossState) Finished() []int {
	out := make([]int, s.nplaced)
	for i := range out {
		out[i] = int(s.placed[i])
	}
	return out
}

// ToMove returns the seat to move, Chance when the die is to be thrown, or
// Nobody when the game is over.
func (s *CrossState) ToMove() board.Player {
	switch s.phase {
	case PhaseOver:
		return board.Nobody
	case PhaseMove, PhaseSetup:
		return board.Player(s.seat)
	}
	return board.Chance
}

// colour returns the colour of seat.
func (s *CrossState) colour(seat uint8) uint8 { return s.b.colours[s.n][seat] }

// square returns the track square of progress p (0..39) of seat.
func (s *CrossState) square(seat uint8, p int8) uint8 {
	return s.b.squares[s.colour(seat)][p]
}

// place returns where progress p of seat stands, as a CrossMove records it.
func (s *CrossState) place(seat uint8, p int8) uint8 {
	switch {
	case p < 0:
		return spotBase
	case p >= crossSquares:
		return spotHome + uint8(p-crossSquares)
	}
	return s.square(seat, p)
}

// progressOf returns the progress of seat's piece on place x.
func (s *CrossState) progressOf(seat, x uint8) int8 {
	switch {
	case x == spotBase:
		return inBase
	case x >= spotHome:
		return int8(crossSquares + x - spotHome)
	}
	return int8((int(x) - int(s.colour(seat))*10 + crossSquares) % crossSquares)
}

// inBase returns the number of seat's pieces in its base.
func (s *CrossState) inBase(seat uint8) int {
	n := 0
	for _, p := range s.prog[seat] {
		if p == inBase {
			n++
		}
	}
	return n
}

// onWay returns seat's pieces on the track or in the home, in ascending
// order of progress: those after the caught ones and the base.
func (s *CrossState) onWay(seat uint8) []int8 {
	k := 0
	for k < crossPieces && s.prog[seat][k] < 0 {
		k++
	}
	return s.prog[seat][k:]
}

// caughtPieces returns the number of seat's pieces out of the game.
func (s *CrossState) caughtPieces(seat uint8) int {
	n := 0
	for _, p := range s.prog[seat] {
		if p == caught {
			n++
		}
	}
	return n
}

// homeHeld reports whether seat's home square k (0..3) is occupied.
func (s *CrossState) homeHeld(seat uint8, k int8) bool {
	for _, p := range s.prog[seat] {
		if p == crossSquares+k {
			return true
		}
	}
	return false
}

// finished reports whether all of seat's pieces are home.
func (s *CrossState) finished(seat uint8) bool {
	return s.prog[seat][s.b.penalty.winFrom%crossPieces] >= crossSquares || s.b.blind.on && s.fig.homed[seat] == allColours
}

// LegalMoves writes the legal moves into buf, reusing its storage, and
// returns them: the six faces at a chance node; the seat's moves with the throw,
// or a lone pass when there are none; nothing when the game is over.
// Moves come in ascending order of the moving piece's progress, an entry
// first.
func (s *CrossState) LegalMoves(buf []CrossMove) []CrossMove {
	buf = buf[:0]
	switch {
	case s.phase == PhaseOver:
		return buf
	case s.b.penalty.on && (s.phase == PhaseMove || s.phase == PhaseSetup):
		return s.penaltyLegal(buf)
	case s.phase == PhaseMove:
		if s.b.blind.on {
			return s.blindMoves(buf)
		}
		if s.nmoves == 0 {
			return append(buf, CrossMove{kind: Pass})
		}
		return append(buf, s.moves[:s.nmoves]...)
	}
	return append(buf, s.b.faces[:]...)
}

// listMoves lists the legal moves with the throw in PhaseMove.
func (s *CrossState) listMoves() {
	if s.b.penalty.on {
		s.nmoves = s.penaltyAny()
		return
	}
	if s.b.blind.on {
		// The colour-blind game lists its many moves afresh when asked;
		// nmoves only tells whether there are any.
		s.nmoves = 0
		if s.blindHasMove(s.roll) {
			s.nmoves = 1
		}
		return
	}
	s.nmoves = uint8(len(s.movesWith(s.moves[:0], s.roll)))
	for i := range s.moves[:s.nmoves] {
		m := &s.moves[i]
		if m.kind != Step {
			continue
		}
		m.owner = s.seat
		if m.other != 0 {
			m.owner = m.other - 1
		}
		m.takes = s.captures(*m)
	}
}

// movesWith appends the seat's legal moves with a throw of r (the
// forced-move priorities of Člověče, nezlob se! and of the team
// games): first the entries of the colours the seat controls, when they
// are forced; then the start squares to be cleared; otherwise every move of
// those colours, captures only with MandatoryCapture; in the team game a
// partner entry is always one more choice.
func (s *CrossState) movesWith(buf []CrossMove, r uint8) []CrossMove {
	b := s.b
	n := len(buf)
	if s.pair != 0 && s.b.barricades {
		if moves, ok := s.dueMoves(buf, r); ok {
			return moves
		}
	}
	if b.orbit {
		return s.orbitMoves(buf, r)
	}
	ctl, nctl := s.controlled()
	entryThrow := b.entry&(1<<r) != 0
	if entryThrow && b.forcedEntry {
		for _, k := range ctl[:nctl] {
			if s.canEnter(k) {
				buf = append(buf, s.entryMove(k))
			}
		}
		if len(buf) > n {
			return s.addPartnerEntry(buf, r)
		}
	}
	if b.clearStart {
		for _, k := range ctl[:nctl] {
			if way := s.onWay(k); s.inBase(k) > 0 && len(way) > 0 && way[0] == 0 {
				if m, ok := s.stepWith(k, 0, r); ok {
					buf = append(buf, m)
				}
			}
		}
		if len(buf) > n {
			return s.addPartnerEntry(buf, r)
		}
	}
	for _, k := range ctl[:nctl] {
		if entryThrow && s.canEnter(k) {
			buf = append(buf, s.entryMove(k))
		}
		prev := int8(caught)
		for _, p := range s.onWay(k) {
			if p == prev {
				continue // pieces sharing a parking square make one move
			}
			prev = p
			if m, ok := s.stepWith(k, p, r); ok {
				buf = append(buf, m)
			}
		}
	}
	if b.refugees {
		buf = s.refugeeMoves(buf, r)
	}
	if b.parkedOnlyIfForced {
		buf = s.keepUnparked(buf, n)
	}
	if b.mandatoryCapture {
		buf = s.keepCaptures(buf, n)
	}
	return s.addPartnerEntry(buf, r)
}

// controlled returns the seats whose pieces the seat to move may move:
// its own; in the crazy team game its partner's too; in the team game, once
// it has finished, none (it only frees its partner's pieces) or, with
// FinishedMovesPartner, its partner's.
func (s *CrossState) controlled() ([2]uint8, int) {
	seat := s.seat
	switch {
	case s.b.teams == TeamsCrazy:
		return [2]uint8{seat, partner(seat)}, 2
	case s.b.teams == TeamsPartners && s.finished(seat):
		if s.b.finishedMovesPartner {
			return [2]uint8{partner(seat)}, 1
		}
		return [2]uint8{}, 0
	}
	return [2]uint8{seat}, 1
}

// partner returns the seat facing seat in a four-player team game.
func partner(seat uint8) uint8 { return (seat + 2) % crossColours }

// sameTeam reports whether seats i and j play together: the same seat, or
// partners in a team game.
func (s *CrossState) sameTeam(i, j uint8) bool {
	return i == j || s.b.teams != TeamsNone && j == partner(i)
}

// blocks reports whether a piece of seat k may not end on track square t
// by entering (entry) or by a move: a barricade or wall stands there; or
// its own piece (but for a move in the barricade game, which forms a
// barricade); or its partner's (but with PartnerCapture, or in the walls
// game, which forms a wall); in the hunt any piece, for a Furter; on a
// parking square nothing.
func (s *CrossState) blocks(k, t uint8, entry bool) bool {
	if s.barricade(t) {
		return true // two pieces: nobody else ends there
	}
	if s.parked(t) {
		return false // any pieces share a parking square
	}
	o := s.sq[t]
	switch {
	case o == 0:
		return false
	case s.b.refugees:
		return !isRefugee(o) || s.refOwner[o-sqRefugee] == k // normal pieces capture only refugees
	case s.b.hunt && k == 1:
		return true // the Furters capture nothing and never end on a Frank
	case o-1 == k:
		return entry || !s.b.barricades
	case s.sameTeam(k, o-1):
		return !s.b.partnerCapture && s.b.teams != TeamsWalls
	}
	return false
}

// canEnter reports whether seat k's base holds a piece and its start
// square is free of pieces it may not end on.
func (s *CrossState) canEnter(k uint8) bool {
	return s.inBase(k) > 0 && !s.blocks(k, s.square(k, 0), true)
}

// entryMove is the entry of a piece of seat k.
func (s *CrossState) entryMove(k uint8) CrossMove {
	return CrossMove{kind: Step, from: spotBase, to: s.square(k, 0), other: s.otherOf(k)}
}

// otherOf is a CrossMove's other for a piece of seat k: 0 for the mover's
// own pieces, k+1 for another seat's.
func (s *CrossState) otherOf(k uint8) uint8 {
	if k == s.seat {
		return 0
	}
	return k + 1
}

// addPartnerEntry appends, in the team game, the partner entry: with an entry throw the seat may put a piece of its partner's base
// on the partner's start square, when that square holds no piece of
// either partner.
func (s *CrossState) addPartnerEntry(buf []CrossMove, r uint8) []CrossMove {
	if s.b.teams != TeamsPartners || s.b.entry&(1<<r) == 0 {
		return buf
	}
	p := partner(s.seat)
	if s.finished(s.seat) && s.b.finishedMovesPartner {
		return buf // the partner's entries are among its moves already
	}
	if o := s.sq[s.square(p, 0)]; s.inBase(p) == 0 || o == s.seat+1 || o == p+1 {
		return buf
	}
	return append(buf, s.entryMove(p))
}

// keepUnparked keeps, of buf[n:], only the moves of pieces not on parking
// squares when there are any (ParkedMovesOnlyIfForced).
func (s *CrossState) keepUnparked(buf []CrossMove, n int) []CrossMove {
	k := n
	for _, m := range buf[n:] {
		if m.from >= crossSquares || !s.parked(m.from) {
			buf[k] = m
			k++
		}
	}
	if k == n {
		return buf
	}
	return buf[:k]
}

// keepCaptures keeps, of buf[n:], only the capturing moves when there are
// any.
func (s *CrossState) keepCaptures(buf []CrossMove, n int) []CrossMove {
	k := n
	for _, m := range buf[n:] {
		if s.captures(m) {
			buf[k] = m
			k++
		}
	}
	if k == n {
		return buf
	}
	return buf[:k]
}

// captures reports whether move m ends on a piece, which it captures (the
// squares it may not end on are never targets; nothing is captured on a
// parking square).
func (s *CrossState) captures(m CrossMove) bool {
	if s.b.orbit {
		return m.victim() != 0
	}
	if s.b.blind.on {
		return m.dest() != 0
	}
	if m.kind != Step || m.to >= crossSquares || s.parked(m.to) {
		return false
	}
	owner := s.seat
	if m.other != 0 {
		owner = m.other - 1
	}
	if s.b.refugees {
		return s.sq[m.to] != 0
	}
	return s.sq[m.to] != 0 && !s.joins(owner, m.to)
}

// barricade reports whether a barricade stands on track square t.
func (s *CrossState) barricade(t uint8) bool { return s.pair&(1<<t) != 0 }

// parked reports whether track square t is a parking square. The pieces on
// parking squares are not in sq, since several may share one.
func (s *CrossState) parked(t uint8) bool { return s.b.parking&(1<<t) != 0 }

// stepWith returns the move of seat k's piece at progress p by r, and
// whether the rules allow it: no further than home square d, not onto a
// piece it may not end on, into an empty home square, and, without
// JumpInHome, past no occupied home square.
func (s *CrossState) stepWith(k uint8, p int8, r uint8) (CrossMove, bool) {
	q := p + int8(r)
	if s.b.hunt && k == 0 {
		q %= crossSquares // the Franks have no home: round and round
	}
	switch {
	case q > crossGoal:
		return CrossMove{}, false
	case q < crossSquares:
		t := s.square(k, q)
		if s.blocks(k, t, false) || s.barred(k, p, q) {
			return CrossMove{}, false
		}
		return CrossMove{kind: Step, from: s.place(k, p), to: t, other: s.otherOf(k)}, true
	}
	if s.barred(k, p, q) {
		return CrossMove{}, false
	}
	if s.homeHeld(k, q-crossSquares) {
		return CrossMove{}, false
	}
	if !s.b.jumpInHome {
		for j := max(p+1, crossSquares); j < q; j++ {
			if s.homeHeld(k, j-crossSquares) {
				return CrossMove{}, false
			}
		}
	}
	return CrossMove{kind: Step, from: s.place(k, p), to: spotHome + uint8(q-crossSquares), other: s.otherOf(k)}, true
}

// barred reports whether a piece of seat k moving from progress p to q
// passes another seat's barricade, or any wall, on the track.
func (s *CrossState) barred(k uint8, p, q int8) bool {
	if s.pair == 0 {
		return false
	}
	for j := p + 1; j < q && j < crossSquares; j++ {
		if t := s.square(k, j); s.barricade(t) && (s.sq[t] != k+1 || s.b.teams == TeamsWalls) {
			return true
		}
	}
	return false
}

// dueMoves appends the moves with a throw of r that break up a barricade
// of the seat that is due with barricades, among all its moves before the
// forced-move priorities, and reports whether there are any.
func (s *CrossState) dueMoves(buf []CrossMove, r uint8) ([]CrossMove, bool) {
	n := len(buf)
	seat := s.seat
	var prev int8 = caught
	for _, p := range s.onWay(seat) {
		if p == prev || p >= crossSquares {
			continue
		}
		prev = p
		if t := s.square(seat, p); s.barricade(t) && s.age[t] >= s.b.barricadeRounds {
			if m, ok := s.stepWith(seat, p, r); ok {
				buf = append(buf, m)
			}
		}
	}
	return buf, len(buf) > n
}

// hasMove reports whether the seat has a legal move with a throw of r.
func (s *CrossState) hasMove(r uint8) bool {
	if s.b.penalty.on {
		return s.penaltyHasMove(r)
	}
	if s.b.blind.on {
		return s.blindHasMove(r)
	}
	var buf [maxCrossMoves]CrossMove
	return len(s.movesWith(buf[:0], r)) > 0
}

// stuck reports whether the seat is stuck: no throw that
// is not an entry throw gives it a legal move.
func (s *CrossState) stuck() bool {
	for r := uint8(1); r <= 6; r++ {
		if s.b.entry&(1<<r) == 0 && s.hasMove(r) {
			return false
		}
	}
	return true
}

// PlayMove plays a move of this state. An illegal move returns an error
// wrapping board.ErrIllegalMove (board.ErrGameOver after the end) and
// leaves the state as it was.
func (s *CrossState) PlayMove(m CrossMove) error {
	if s.b.penalty.on && (s.phase == PhaseMove || s.phase == PhaseSetup) {
		return s.playPenalty(m)
	}
	if m.kind == Throw {
		if s.phase != PhaseMove && s.phase != PhaseOver && m == (CrossMove{kind: Throw, face: m.face}) && m.face >= 1 && m.face <= 6 {
			s.throw(m.face)
			return nil
		}
		return s.reject(m)
	}
	if s.phase == PhaseMove && s.b.blind.on {
		if s.playBlind(m) {
			return nil
		}
		return s.reject(m)
	}
	if s.phase == PhaseMove {
		if m == (CrossMove{kind: Pass}) && s.nmoves == 0 {
			s.pass()
			return nil
		}
		for _, l := range s.moves[:s.nmoves] {
			if l == m || l.notation() == m.notation() {
				s.Apply(l)
				return nil
			}
		}
	}
	return s.reject(m)
}

// Apply plays a move of LegalMoves, unchecked, for playouts and search;
// PlayMove checks.
func (s *CrossState) Apply(m CrossMove) {
	switch m.kind {
	case Throw:
		s.throw(m.face)
	case Step:
		s.move(m)
	case Pass:
		s.pass()
	}
}

// throw plays a die face at a chance node.
func (s *CrossState) throw(f uint8) {
	if s.phase == PhaseOpening {
		marks := s.open
		marks[s.seat] = f
		var done bool
		if s.seat, done = s.open.throw(s.seat, s.n, f); !done {
			return
		}
		s.phase = PhaseThrow
		if !s.b.openingRollIsFirstMove {
			return
		}
		f = marks[s.seat] // the starter's winning throw, not the round's last
	}
	turnStart := s.phase == PhaseThrow
	s.phase, s.roll = PhaseMove, f
	if f == 6 && s.b.teams == TeamsWalls {
		s.evict()
	}
	s.listMoves()
	switch {
	case s.nmoves > 0:
		s.tries = 0
	case turnStart && (s.tries > 0 || s.b.threeThrows && s.stuck()):
		s.tries++
	default:
		s.tries = 0
	}
}

// pass forfeits the throw: the seat throws again within the three-throw
// allowance or after a 6, or the turn ends.
func (s *CrossState) pass() {
	if s.b.penalty.on && s.penaltyPass() {
		return
	}
	switch {
	case s.tries > 0 && s.tries < allowance:
		s.phase, s.roll = PhaseThrow, 0
	case s.b.extra&(1<<s.roll) != 0:
		s.phase, s.roll, s.tries = PhaseAgain, 0, 0
	default:
		s.endTurn()
	}
}

// move moves a piece, the seat's own or (m.other) another seat's, from
// place m.from to place m.to, capturing a piece there, and goes on with the
// turn: the seat throws again after a 6, unless the move finished the
// piece's owner or left the seat nothing to do (a finished player of the
// team game who freed his partner's last piece).
func (s *CrossState) move(m CrossMove) {
	if s.b.penalty.on {
		s.movePenalty(m)
		return
	}
	if s.b.refugees {
		s.moveRefugeeGame(m)
		s.finishMove(s.seat)
		return
	}
	if s.b.blind.on {
		s.moveFigure(m)
		return
	}
	owner := s.seat
	if m.other != 0 {
		owner = m.other - 1
	}
	var huffed int8 = caught
	if s.b.huff && !s.captures(m) {
		huffed = s.couldHaveCaptured()
	}
	if m.from < crossSquares {
		s.leave(owner, m.from)
	}
	to := s.progressOf(owner, m.to)
	if m.victim() != 0 {
		// The orbit: one piece of the seat named is captured.
		v := m.victim() - 1
		s.setProgress(v, s.progressOf(v, m.to), inBase)
	}
	if m.to < crossSquares && s.joins(owner, m.to) {
		s.pair |= 1 << m.to // a barricade or a wall is formed, with a fresh count
		s.age[m.to] = 0
	} else if m.to < crossSquares && !s.parked(m.to) {
		if o := s.sq[m.to]; o != 0 {
			if s.b.hunt {
				// A Frank caught a Furter: both leave the game.
				s.setProgress(o-1, s.progressOf(o-1, m.to), caught)
				to, s.sq[m.to] = caught, 0
			} else {
				s.setProgress(o-1, s.progressOf(o-1, m.to), inBase)
				s.sq[m.to] = owner + 1
			}
		} else {
			s.sq[m.to] = owner + 1
		}
	}
	s.setProgress(owner, s.progressOf(owner, m.from), to)
	if huffed >= 0 && slices.Contains(s.prog[s.seat][:], huffed) {
		// Huff: the seat's piece that could have captured goes to its base.
		s.leave(s.seat, s.square(s.seat, huffed))
		s.setProgress(s.seat, huffed, inBase)
	}
	s.finishMove(owner)
}

// finishMove records a finisher and goes on with the turn after a move of
// owner's piece.
func (s *CrossState) finishMove(owner uint8) {
	done := s.finished(owner) && !s.b.hunt
	if done {
		s.placed[s.nplaced] = owner
		s.nplaced++
	}
	switch {
	case done || s.over():
		s.endTurn()
	case s.b.extra&(1<<s.roll) != 0 && s.plays(s.seat):
		s.phase, s.roll, s.tries = PhaseAgain, 0, 0
	default:
		s.endTurn()
	}
}

// orbitMoves appends the moves of the orbit with a throw of
// r: an entry, never compelled; each piece's move, one for each opposing
// seat with pieces on a target that is not a start square (the mover
// captures one piece, of the seat he names); and a pass when the throw
// only lets the seat enter.
func (s *CrossState) orbitMoves(buf []CrossMove, r uint8) []CrossMove {
	seat := s.seat
	n := len(buf)
	if s.b.entry&(1<<r) != 0 && s.inBase(seat) > 0 {
		buf = append(buf, s.entryMove(seat))
	}
	entries := len(buf)
	prev := int8(caught)
	for _, p := range s.onWay(seat) {
		if p == prev {
			continue
		}
		prev = p
		m, ok := s.stepWith(seat, p, r)
		if !ok {
			continue
		}
		victims := 0
		if m.to < crossSquares && !s.isStart(m.to) {
			for k := range s.n {
				if !s.allies(seat, k) && s.count(k, m.to) > 0 {
					m.setVictim(k + 1)
					buf = append(buf, m)
					victims++
				}
			}
		}
		if victims == 0 {
			m.setVictim(0)
			buf = append(buf, m)
		}
	}
	if len(buf) == entries && entries > n {
		buf = append(buf, CrossMove{kind: Pass}) // only entries: he may decline
	}
	return buf
}

// isStart reports whether track square t is a start square of the board.
func (s *CrossState) isStart(t uint8) bool { return t%10 == 0 }

// allies reports whether seats i and j play together: the same seat, or
// partners in a team game or in the orbit of four.
func (s *CrossState) allies(i, j uint8) bool {
	return s.sameTeam(i, j) || s.b.orbit && s.n == crossColours && j == partner(i)
}

// count returns the number of seat k's pieces on track square t.
func (s *CrossState) count(k, t uint8) int {
	c := 0
	for _, p := range s.onWay(k) {
		if p < crossSquares && s.square(k, p) == t {
			c++
		}
	}
	return c
}

// isRefugee reports whether the square code o (of sq) is a refugee's.
func isRefugee(o uint8) bool { return o >= sqRefugee }

// refugeeMoves appends the moves of the seat's refugees with a throw of r
// in the refugee game: r squares backwards, round the track, to a square that
// holds no piece of the seat (an opponent's piece there is captured).
func (s *CrossState) refugeeMoves(buf []CrossMove, r uint8) []CrossMove {
	for i, t := range s.ref {
		if s.refOwner[i] != s.seat {
			continue
		}
		to := (t + crossSquares - r) % crossSquares
		if o := s.sq[to]; o == s.seat+1 || isRefugee(o) && s.refOwner[o-sqRefugee] == s.seat {
			continue
		}
		buf = append(buf, CrossMove{kind: Step, from: t, to: to})
	}
	return buf
}

// moveRefugeeGame plays a move of the refugee game: a refugee's backwards
// move or a normal piece's, capturing what stands on the target: a normal
// piece goes to its base, a refugee changes owner (captureRefugee).
func (s *CrossState) moveRefugeeGame(m CrossMove) {
	seat := s.seat
	code := seat + 1
	if m.from < crossSquares && isRefugee(s.sq[m.from]) {
		code = s.sq[m.from]
		s.ref[code-sqRefugee] = m.to
	} else {
		s.setProgress(seat, s.progressOf(seat, m.from), s.progressOf(seat, m.to))
	}
	if m.from < crossSquares {
		s.sq[m.from] = 0
	}
	if m.to >= crossSquares {
		return
	}
	o := s.sq[m.to]
	s.sq[m.to] = code
	switch {
	case o == 0:
	case isRefugee(o):
		s.captureRefugee(o-sqRefugee, seat)
	default:
		s.setProgress(o-1, s.progressOf(o-1, m.to), inBase)
	}
}

// captureRefugee makes refugee i the capturer's and puts it on the start
// square of the capturer's opponent, or on the first empty square behind.
func (s *CrossState) captureRefugee(i, capturer uint8) {
	s.refOwner[i] = capturer
	t := s.square(1-capturer, 0)
	for s.sq[t] != 0 {
		t = (t + crossSquares - 1) % crossSquares
	}
	s.ref[i] = t
	s.sq[t] = sqRefugee + i
}

// Refugee returns the square of refugee i (0 or 1) of the refugee game and
// the seat that owns it.
func (s *CrossState) Refugee(i int) (square, seat int) { return int(s.ref[i]), int(s.refOwner[i]) }

// joins reports whether a piece of seat that ends on track square t forms
// a barricade (with its own piece there) or a wall (with its partner's).
func (s *CrossState) joins(seat, t uint8) bool {
	o := s.sq[t]
	return o != 0 && !s.parked(t) && (o == seat+1 || s.b.teams == TeamsWalls && o-1 == partner(seat))
}

// leave takes seat's piece off track square t: the square empties, or,
// where it stood in a barricade or a wall, the other piece stays alone.
func (s *CrossState) leave(seat, t uint8) {
	switch {
	case s.barricade(t):
		s.pair &^= 1 << t
		s.age[t] = 0
		if s.sq[t] == seat+1 && s.b.teams == TeamsWalls {
			s.sq[t] = partner(seat) + 1 // the partner's piece stays
		}
	case !s.parked(t):
		s.sq[t] = 0
	}
}

// couldHaveCaptured returns the progress of the seat's piece on the track
// that could have captured with the throw (the furthest on, if several),
// or caught (-2) when none could: the piece a Huff sends to its base.
func (s *CrossState) couldHaveCaptured() int8 {
	best := int8(caught)
	for _, l := range s.moves[:s.nmoves] {
		if l.from < crossSquares && l.other == 0 && s.captures(l) {
			best = max(best, s.progressOf(s.seat, l.from))
		}
	}
	return best
}

// evict captures an opposing wall on the seat's start square when it
// throws a 6 in Unity is strength: both pieces return to their bases.
func (s *CrossState) evict() {
	t := s.square(s.seat, 0)
	if !s.barricade(t) || s.sameTeam(s.seat, s.sq[t]-1) {
		return
	}
	o := s.sq[t] - 1
	for _, k := range [2]uint8{o, partner(o)} {
		s.setProgress(k, s.progressOf(k, t), inBase)
	}
	s.pair &^= 1 << t
	s.sq[t] = 0
}

// setProgress changes one of seat's pieces from progress p to q, keeping
// the pieces in ascending order.
func (s *CrossState) setProgress(seat uint8, p, q int8) {
	ps := &s.prog[seat]
	k := 0
	for ps[k] != p {
		k++
	}
	ps[k] = q
	for k > 0 && ps[k-1] > ps[k] {
		ps[k-1], ps[k] = ps[k], ps[k-1]
		k--
	}
	for k < crossPieces-1 && ps[k+1] < ps[k] {
		ps[k+1], ps[k] = ps[k], ps[k+1]
		k++
	}
}

// endTurn passes the turn to the next seat still playing, or ends the game.
func (s *CrossState) endTurn() {
	s.roll, s.tries = 0, 0
	if s.over() {
		s.phase, s.seat = PhaseOver, 0
		return
	}
	s.phase = PhaseThrow
	for i := uint8(1); i <= s.n; i++ {
		if j := (s.seat + i) % s.n; s.plays(j) {
			s.seat = j
			s.ageBarricades()
			return
		}
	}
}

// ageBarricades counts the turn of the seat to move that begins now in the
// age of its barricades, up to the turn from which they are due.
func (s *CrossState) ageBarricades() {
	if !s.b.barricades {
		return
	}
	for set := s.pair; set != 0; set &= set - 1 {
		t := bits.TrailingZeros64(set)
		if s.sq[t] == s.seat+1 && s.age[t] < s.b.barricadeRounds {
			s.age[t]++
		}
	}
}

// Barricade reports, for track square t (0 to 39), whether a barricade
// stands there, whose it is and how many of its owner's turns have begun
// since it was formed (counting up to BarricadeRounds, when it is due).
func (s *CrossState) Barricade(t int) (seat, age int, ok bool) {
	if t < 0 || t >= crossSquares || !s.barricade(uint8(t)) {
		return 0, 0, false
	}
	return int(s.sq[t] - 1), int(s.age[t]), true
}

// plays reports whether seat j still takes turns: it has not finished; or,
// in the team game, its partner has not and has pieces in the base to be
// freed (or FinishedMovesPartner); in the crazy team game, while its team
// has not finished.
func (s *CrossState) plays(j uint8) bool {
	if s.b.hunt {
		return true
	}
	switch s.b.teams {
	case TeamsPartners:
		p := partner(j)
		return !s.finished(j) || !s.finished(p) && (s.inBase(p) > 0 || s.b.finishedMovesPartner)
	case TeamsCrazy:
		return !s.finished(j) || !s.finished(partner(j))
	}
	if s.b.orbit {
		return !s.finished(j)
	}
	return !s.finished(j) // the walls game: a finished player takes no more turns
}

// over reports whether enough players have finished for the game to end:
// in the team games, when both partners of a team have; in the hunt, when
// no Furter is left in the base or on the track.
func (s *CrossState) over() bool {
	if s.b.orbit && s.n == crossColours {
		if s.b.bothPartners {
			return s.finished(0) && s.finished(2) || s.finished(1) && s.finished(3)
		}
		return s.nplaced > 0
	}
	if s.b.hunt {
		return len(s.onWay(1)) == s.furtersHome() && s.inBase(1) == 0
	}
	if s.b.teams != TeamsNone {
		return s.finished(0) && s.finished(2) || s.finished(1) && s.finished(3)
	}
	return s.nplaced+1 >= s.n || s.nplaced >= 1 && !s.b.playForPlacings || s.b.blind.on && s.frozen()
}

// reject explains why m is not legal now.
func (s *CrossState) reject(m CrossMove) error {
	text := m.String()
	switch {
	case s.phase == PhaseOver:
		return board.GameOver(text)
	case m.kind == 0:
		return board.Illegal(text, "not a move")
	case s.phase == PhaseSetup:
		return board.Illegal(text, "seat %d decides first whether to place a piece on its start square: %s or pass", s.seat, s.entryMove(s.seat))
	case s.phase != PhaseMove && m.kind != Throw:
		return board.Illegal(text, "the die is to be thrown first (%s)", s.phaseWords())
	case s.phase == PhaseMove && m.kind == Throw:
		return board.Illegal(text, "seat %d is to move with the throw of %d first", s.seat, s.roll)
	case m.kind == Throw:
		return board.Illegal(text, "a die shows 1 to 6")
	}
	var buf [maxPenaltyMoves]CrossMove
	legal := s.LegalMoves(buf[:0])
	if legal[0].kind == Pass {
		return board.Illegal(text, "seat %d has no move with a throw of %d: pass", s.seat, s.roll)
	}
	return board.Illegal(text, "with a throw of %d seat %d moves %s", s.roll, s.seat, crossMovesText(legal))
}

// crossMovesText lists moves for an error message.
func crossMovesText(ms []CrossMove) string {
	b := make([]byte, 0, 64)
	for i, m := range ms {
		if i > 0 {
			b = append(b, " or "...)
		}
		b = append(b, m.String()...)
	}
	return string(b)
}

// phaseWords says in words what the state waits for.
func (s *CrossState) phaseWords() string {
	seat := "seat " + strconv.Itoa(int(s.seat))
	switch s.phase {
	case PhaseOpening:
		return seat + "'s opening throw"
	case PhaseThrow:
		if s.tries > 0 {
			return seat + "'s throw " + strconv.Itoa(int(s.tries)+1) + " of three"
		}
		return seat + "'s throw"
	case PhaseAgain:
		if s.b.penalty.on {
			return seat + "'s throw again"
		}
		return seat + "'s throw after a 6"
	case PhaseMove:
		return seat + " to move with " + strconv.Itoa(int(s.roll))
	case PhaseSetup:
		return seat + "'s decision whether to place a piece on its start square"
	}
	return "the game is over"
}

// ParseMove reads a move in the ludo family notation and checks it
// against this state.
func (s *CrossState) ParseMove(text string) (board.Move, error) {
	m, err := s.ParseCrossMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ParseCrossMove is ParseMove with the typed move.
func (s *CrossState) ParseCrossMove(text string) (CrossMove, error) {
	if len(text) > MaxMoveLen {
		return CrossMove{}, tooLong(text, "a move", MaxMoveLen)
	}
	if s.phase == PhaseOver {
		return CrossMove{}, board.GameOver(text)
	}
	m, err := parseCrossMove(text)
	if err != nil {
		return CrossMove{}, err
	}
	if s.b.penalty.on {
		if l, ok := s.penaltyMatch(m); ok {
			return l, nil
		}
		return CrossMove{}, s.reject(m)
	}
	var buf [maxCrossMoves]CrossMove
	for _, l := range s.LegalMoves(buf[:0]) {
		if l.notation() == m {
			return l, nil
		}
	}
	return CrossMove{}, s.reject(m)
}

// Legal returns the legal moves as board.Moves (CrossMove values).
func (s *CrossState) Legal() []board.Move {
	return s.AppendLegal(make([]board.Move, 0, maxCrossMoves))
}

// AppendLegal appends the legal moves to buf, as Legal lists them, without
// allocating when buf has room (board.Lister): the moves are boxed once
// per game.
func (s *CrossState) AppendLegal(buf []board.Move) []board.Move {
	switch {
	case s.phase == PhaseOver:
		return buf
	case s.b.penalty.on && (s.phase == PhaseMove || s.phase == PhaseSetup):
		return s.appendPenalty(buf)
	case s.phase == PhaseMove:
	default:
		return append(buf, s.b.throws[:]...)
	}
	if s.b.blind.on {
		return s.appendBlindLegal(buf)
	}
	if s.nmoves == 0 {
		return append(buf, s.b.pass)
	}
	for _, m := range s.moves[:s.nmoves] {
		from := int(m.from)
		if m.from == spotBase {
			from = crossPlaces
		}
		if m.kind == Pass {
			buf = append(buf, s.b.pass)
			continue
		}
		buf = append(buf, boxedStep(m, from))
	}
	return buf
}

// Play applies a move: a CrossMove of this state, or any Move whose String
// is one in the ludo family notation. After the end every move is refused
// with board.ErrGameOver; nil, a typed nil and a Move whose String panics
// with board.ErrBadNotation.
func (s *CrossState) Play(m board.Move) error {
	cm, err := board.Typed(m, s.ParseCrossMove)
	if err != nil {
		return err
	}
	return s.PlayMove(cm)
}

// Clone returns an independent copy.
func (s *CrossState) Clone() board.State { return s.Copy() }

// Outcome tells whether the game is over, who won (the first player with
// every piece home) and everybody's place: finishers in finishing order,
// then the one left, or, when the first finisher ends the game, all the
// others tied behind the winner. The code is "all-home" when the first
// finisher ends the game and "one-left" when all but one finished.
func (s *CrossState) Outcome() board.Outcome {
	if s.phase != PhaseOver {
		return board.Outcome{}
	}
	if s.b.teams != TeamsNone || s.b.orbit && s.n == crossColours {
		return s.teamOutcome()
	}
	if s.b.hunt {
		return s.huntOutcome()
	}
	if s.b.blind.on && s.endedFrozen() {
		return s.frozenOutcome()
	}
	return raceOutcome(s.placed[:s.nplaced], int(s.n), "all players but one have every piece home", "a player has every piece home")
}

// furtersHome returns the number of seat 1's pieces home.
func (s *CrossState) furtersHome() int {
	n := 0
	for _, p := range s.prog[1] {
		if p >= crossSquares {
			n++
		}
	}
	return n
}

// huntOutcome is the outcome of Frank and Furter: the
// Franks (seat 0) win with more Furters caught than home, the Furters
// (seat 1) otherwise, a 2–2 split too.
func (s *CrossState) huntOutcome() board.Outcome {
	c, h := s.caughtPieces(1), s.furtersHome()
	win := board.Player(1)
	if c > h {
		win = 0
	}
	places := []int{2, 1}
	if win == 0 {
		places = []int{1, 2}
	}
	return board.Outcome{Over: true, Winners: []board.Player{win}, Placings: places, Code: CodeDecided,
		Reason: strconv.Itoa(c) + " Furters caught, " + strconv.Itoa(h) + " home"}
}

// teamOutcome is the outcome of a team game: the partners with all eight
// pieces home win together, and share first place.
func (s *CrossState) teamOutcome() board.Outcome {
	win := uint8(0)
	if s.finished(1) && s.finished(3) || s.b.orbit && !s.b.bothPartners && s.placed[0]%2 == 1 {
		win = 1
	}
	scores := make([]int, s.n)
	scores[win], scores[win+2] = 1, 1
	reason := "seats " + strconv.Itoa(int(win)) + " and " + strconv.Itoa(int(win+2)) + " have all eight pieces of their team home"
	if s.b.orbit && !s.b.bothPartners {
		reason = "seat " + strconv.Itoa(int(s.placed[0])) + " has every piece home, for the team of seats " + strconv.Itoa(int(win)) + " and " + strconv.Itoa(int(win+2))
	}
	return board.Outcome{Over: true, Winners: []board.Player{board.Player(win), board.Player(win + 2)},
		Placings: board.Rank(scores, true), Code: CodeAllHome, Reason: reason}
}
