package ludo

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Phase is the step of the turn a TrackState waits for.
type Phase uint8

const (
	// PhaseOpening: the seat throws to decide who starts.
	PhaseOpening Phase = iota
	// PhaseThrow: the seat's first throw of the turn.
	PhaseThrow
	// PhaseThrow2: the seat's second throw of the turn (Propast), the one
	// that moves the stone.
	PhaseThrow2
	// PhaseMove: the seat moves its stone with the throw Roll, or passes.
	PhaseMove
	// PhaseOver: the game has ended.
	PhaseOver
	// PhaseAgain: the seat throws again after a 6 (the cross-track games).
	PhaseAgain
	// PhaseSetup: the seat decides whether to place a piece on its start
	// square before the game begins (the penalty game).
	PhaseSetup
)

// A TrackState is a position of Propast or Snakes and Ladders: each seat's
// stone, whose turn it is, the phase of the turn and the finishing order
// so far. It implements board.State and board.Lister, and offers a typed
// API that allocates nothing per move: LegalMoves, PlayMove (checked),
// Apply (unchecked), Copy. Copying the struct value copies the state. Get
// states from Game.NewTrackState or Game.ParseTrackState; the zero value
// is not a position of any game.
type TrackState struct {
	g       *Game
	t       *trackBoard // &g.track
	n       uint8       // players
	seat    uint8       // whose turn or opening throw it is
	phase   Phase
	roll    uint8 // the moving throw in PhaseMove
	nplaced uint8
	stone   [maxSeats]uint8
	placed  [maxSeats]uint8 // seats in finishing order
	open    openingMarks
}

// Game returns the rule set of the state.
func (s *TrackState) Game() board.Game { return s.g }

// TypedGame returns the rule set of the state, typed.
func (s *TrackState) TypedGame() *Game { return s.g }

// Copy returns a copy of the state, typed (Clone is the board.State one).
func (s *TrackState) Copy() *TrackState {
	c := *s
	return &c
}

// Seat returns the seat whose turn (or opening throw) it is; meaningless
// in PhaseOver.
func (s *TrackState) Seat() int { return int(s.seat) }

// Phase returns the step of the turn the state waits for.
func (s *TrackState) Phase() Phase { return s.phase }

// Roll returns the throw the seat moves with in PhaseMove, 0 otherwise.
func (s *TrackState) Roll() int { return int(s.roll) }

// Stone returns the position of seat's stone (seat in 0..Players()-1): 0 before the first field
// (or StartPosition), the field number, or the goal (Propast: 32, written
// "off"; Snakes and Ladders: 100) once finished.
func (s *TrackState) Stone(seat int) int { return int(s.stone[seat]) }

// Finished returns the seats whose stones are through the goal, in
// finishing order.
func (s *TrackState) Finished() []int {
	out := make([]int, s.nplaced)
	for i := range out {
		out[i] = int(s.placed[i])
	}
	return out
}

// ToMove returns the seat to move, Chance when the die is to be thrown,
// or Nobody when the game is over.
func (s *TrackState) ToMove() board.Player {
	switch s.phase {
	case PhaseOver:
		return board.Nobody
	case PhaseMove:
		return board.Player(s.seat)
	}
	return board.Chance
}

// LegalMoves writes the legal moves into buf, reusing its storage, and
// returns them: the six faces at a chance node; the steps of the stone, or
// a lone pass, when the seat moves; none when the game is over. Steps come
// in ascending order of where the stone rests.
func (s *TrackState) LegalMoves(buf []TrackMove) []TrackMove {
	buf = buf[:0]
	switch s.phase {
	case PhaseOver:
		return buf
	case PhaseMove:
		if buf = s.t.steps1(buf, s.stone[s.seat], s.roll); len(buf) == 0 {
			return append(buf, TrackMove{kind: Pass})
		}
		for i := range buf {
			buf[i].pushes = s.pushes(buf[i].to)
		}
		return buf
	}
	return append(buf, s.t.faces[:]...)
}

// steps1 appends the steps of a stone on x with a throw of r: none when
// the throw is void, one, or two where the stone may stay at the foot of
// an ascent.
func (g *trackBoard) steps1(buf []TrackMove, x, r uint8) []TrackMove {
	off := g.offField()
	a, b, k := g.next(x, r)
	switch k {
	case 0:
		return buf
	case 1:
		l, _ := g.land(x, r)
		return append(buf, TrackMove{kind: Step, from: x, land: l, to: a, off: off})
	}
	return append(buf, TrackMove{kind: Step, from: x, land: a, to: a, off: off},
		TrackMove{kind: Step, from: x, land: a, to: b, off: off})
}

// AppendLegal appends the legal moves to buf, as Legal lists them, without
// allocating when buf has room (board.Lister): the moves are boxed once
// per game.
func (s *TrackState) AppendLegal(buf []board.Move) []board.Move {
	switch s.phase {
	case PhaseOver:
		return buf
	case PhaseMove:
		x := s.stone[s.seat]
		a, _, k := s.t.next(x, s.roll)
		if k == 0 {
			return append(buf, s.t.pass)
		}
		p := 0
		if k == 1 && s.pushes(a) {
			p = 1
		}
		return append(buf, s.t.steps[p][x][s.roll-1][:k]...)
	}
	return append(buf, s.t.throws[:]...)
}

// PlayMove plays a move of this state. An illegal move returns an error
// wrapping board.ErrIllegalMove (board.ErrGameOver after the end) and
// leaves the state as it was.
func (s *TrackState) PlayMove(m TrackMove) error {
	if m.kind == Throw {
		// The common case of a playout, checked without generating.
		if s.phase != PhaseMove && s.phase != PhaseOver && m == (TrackMove{kind: Throw, face: m.face}) && m.face >= 1 && m.face <= 6 {
			s.throw(m.face)
			return nil
		}
		return s.reject(m)
	}
	if s.phase == PhaseMove {
		// The steps without their trace: Apply does not need it.
		var buf [2]TrackMove
		steps := s.t.steps1(buf[:0], s.stone[s.seat], s.roll)
		if m == (TrackMove{kind: Pass}) && len(steps) == 0 {
			s.endTurn()
			return nil
		}
		for _, l := range steps {
			if l == m.notation() {
				s.Apply(l)
				return nil
			}
		}
	}
	return s.reject(m)
}

// Apply plays a move of LegalMoves, unchecked, for playouts and search;
// PlayMove checks.
func (s *TrackState) Apply(m TrackMove) {
	switch m.kind {
	case Throw:
		s.throw(m.face)
	case Step:
		s.step(m.from, m.to)
	case Pass:
		s.endTurn()
	}
}

// throw plays a die face at a chance node.
func (s *TrackState) throw(f uint8) {
	switch s.phase {
	case PhaseOpening:
		s.openingThrow(f)
	case PhaseThrow:
		x := s.stone[s.seat]
		switch {
		case s.t.gate == gateBook && f == 1, s.t.gate == gateWeb && x == s.t.start && f != 1:
			s.endTurn()
		case s.t.gate == gateBook, s.t.gate == gateWeb && x == s.t.start:
			s.phase = PhaseThrow2
		default:
			s.phase, s.roll = PhaseMove, f
		}
	case PhaseThrow2:
		s.phase, s.roll = PhaseMove, f
	}
}

// openingThrow records an opening throw and, at the end of
// a round, starts the game or a new round among the tied.
func (s *TrackState) openingThrow(f uint8) {
	var done bool
	if s.seat, done = s.open.throw(s.seat, s.n, f); done {
		s.phase = PhaseThrow
	}
}

// pushes reports whether a stone of the seat to move that comes to rest on
// to pushes another stone back.
func (s *TrackState) pushes(to uint8) bool {
	if !s.t.push || to == s.t.start || to == s.t.goal {
		return false
	}
	for i := range s.n {
		if i != s.seat && s.stone[i] == to {
			return true
		}
	}
	return false
}

// notation returns m without the field that only traces it.
func (m TrackMove) notation() TrackMove {
	m.pushes = false
	return m
}

// step moves the seat's stone from `from` to rest on `to`.
func (s *TrackState) step(from, to uint8) {
	g := s.t
	if g.push && to != g.start && to != g.goal {
		for i := range s.n {
			if i != s.seat && s.stone[i] == to {
				s.stone[i] = from
			}
		}
	}
	s.stone[s.seat] = to
	if to == g.goal {
		s.placed[s.nplaced] = s.seat
		s.nplaced++
	}
	s.endTurn()
}

// endTurn passes the turn to the next seat still racing, or ends the game.
func (s *TrackState) endTurn() {
	s.roll = 0
	if s.over() {
		s.phase, s.seat = PhaseOver, 0
		return
	}
	s.phase = PhaseThrow
	for i := uint8(1); i <= s.n; i++ {
		if j := (s.seat + i) % s.n; s.stone[j] != s.t.goal {
			s.seat = j
			return
		}
	}
}

// over reports whether enough stones are through for the game to end.
func (s *TrackState) over() bool {
	return s.nplaced+1 >= s.n || s.nplaced >= 1 && !s.t.playForPlacings
}

// reject explains why m is not legal now.
func (s *TrackState) reject(m TrackMove) error {
	text := m.String()
	switch {
	case s.phase == PhaseOver:
		return board.GameOver(text)
	case m.kind == 0:
		return board.Illegal(text, "not a move")
	case s.phase != PhaseMove && m.kind != Throw:
		return board.Illegal(text, "the die is to be thrown first (%s)", s.phaseWords())
	case s.phase == PhaseMove && m.kind == Throw:
		return board.Illegal(text, "seat %d is to move with the throw of %d first", s.seat, s.roll)
	case m.kind == Throw:
		return board.Illegal(text, "a die shows 1 to 6")
	}
	var buf [6]TrackMove
	legal := s.LegalMoves(buf[:0])
	x := s.stone[s.seat]
	switch {
	case m.kind == Step && m.from != x:
		return board.Illegal(text, "seat %d's stone stands on %s, not on %s", s.seat, s.fieldName(x), s.fieldName(m.from))
	case legal[0].kind == Pass:
		return board.Illegal(text, "a throw of %d cannot move the stone on %s (the goal must be reached exactly): pass", s.roll, s.fieldName(x))
	case m.kind == Pass:
		return board.Illegal(text, "the stone can move, so it must: %s", movesText(legal))
	}
	return board.Illegal(text, "with the throw of %d the stone on %s moves %s", s.roll, s.fieldName(x), movesText(legal))
}

// movesText lists moves for an error message.
func movesText(ms []TrackMove) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		parts[i] = m.String()
	}
	return strings.Join(parts, " or ")
}

// ParseMove reads a move in the ludo family notation and checks it
// against this state. A step written with two fields whose stone is sent
// on ("94-78" for "94-98-78") is read as the full step.
func (s *TrackState) ParseMove(text string) (board.Move, error) {
	m, err := s.ParseTrackMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ParseTrackMove is ParseMove with the typed move.
func (s *TrackState) ParseTrackMove(text string) (TrackMove, error) {
	if len(text) > MaxMoveLen {
		return TrackMove{}, tooLong(text, "a move", MaxMoveLen)
	}
	if s.phase == PhaseOver {
		return TrackMove{}, board.GameOver(text)
	}
	m, err := s.t.parseMoveText(text)
	if err != nil {
		return TrackMove{}, err
	}
	var buf [6]TrackMove
	legal := s.LegalMoves(buf[:0])
	for _, l := range legal {
		if l.notation() == m {
			return l, nil
		}
	}
	if m.kind == Step && m.land == m.to {
		for _, l := range legal {
			if l.kind == Step && l.from == m.from && l.to == m.to && l.land != l.to {
				return l, nil
			}
		}
	}
	return TrackMove{}, s.reject(m)
}

// Legal returns the legal moves as board.Moves (TrackMove values).
func (s *TrackState) Legal() []board.Move {
	return s.AppendLegal(make([]board.Move, 0, 6))
}

// Play applies a move: a TrackMove of this state, or any Move whose String
// is one in the ludo family notation. After the end every move is refused
// with board.ErrGameOver; nil, a typed nil and a Move whose String panics
// with board.ErrBadNotation.
func (s *TrackState) Play(m board.Move) error {
	tm, err := board.Typed(m, s.ParseTrackMove)
	if err != nil {
		return err
	}
	return s.PlayMove(tm)
}

// Clone returns an independent copy.
func (s *TrackState) Clone() board.State { return s.Copy() }

// Outcome tells whether the game is over, who won (the first stone
// through the goal) and everybody's place: finishers in finishing order,
// then the last stone left, or, when the first finisher ends the game, all
// the others tied behind the winner. The code is "all-home" when the
// first finisher ends the game and "one-left" when all but one finished.
func (s *TrackState) Outcome() board.Outcome {
	if s.phase != PhaseOver {
		return board.Outcome{}
	}
	if s.t.offName {
		return raceOutcome(s.placed[:s.nplaced], int(s.n), "all stones but one are through the goal", "a stone is through the goal")
	}
	return raceOutcome(s.placed[:s.nplaced], int(s.n), "all pieces but one reached square 100", "a piece reached square 100")
}

// phaseWords says in words what the state waits for.
func (s *TrackState) phaseWords() string {
	switch s.phase {
	case PhaseOpening:
		return "seat " + strconv.Itoa(int(s.seat)) + "'s opening throw"
	case PhaseThrow:
		return "seat " + strconv.Itoa(int(s.seat)) + "'s throw"
	case PhaseThrow2:
		return "seat " + strconv.Itoa(int(s.seat)) + "'s second throw"
	case PhaseMove:
		return "seat " + strconv.Itoa(int(s.seat)) + " to move with " + strconv.Itoa(int(s.roll))
	}
	return "the game is over"
}

// fieldName writes a position as the notation does.
func (s *TrackState) fieldName(f uint8) string { return s.t.fieldName(f) }

// fieldName writes a position as the notation does.
func (g *trackBoard) fieldName(f uint8) string {
	if g.offName && f == g.goal {
		return "off"
	}
	return strconv.Itoa(int(f))
}

// String returns the phase as the position notation names it: "open",
// "throw", "throw2", "move", "over" or "again".
func (p Phase) String() string {
	switch p {
	case PhaseOpening:
		return "open"
	case PhaseThrow:
		return "throw"
	case PhaseThrow2:
		return "throw2"
	case PhaseMove:
		return "move"
	case PhaseOver:
		return "over"
	case PhaseAgain:
		return "again"
	case PhaseSetup:
		return "setup"
	}
	return "Phase(" + strconv.Itoa(int(p)) + ")"
}

// Seats returns the number of players.
func (s *TrackState) Seats() int { return int(s.n) }
