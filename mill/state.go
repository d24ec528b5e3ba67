package mill

import (
	"slices"
	"strings"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// State is a mill game in progress: the position, the positions since the
// last placement or removal (for the repetition draw), the legal moves and
// the outcome. It implements board.State, board.Chancy, board.Lister,
// board.Perfter and board.HistoryDependent.
type State struct {
	game   *Game
	pos    Position
	keys   []uint64 // repetition keys since the last placement or removal, the current one last
	legal  []Move   // legal moves of pos; empty once over
	ending Ending
	winner Color
}

// NewState returns a game state starting from p, which must be a position
// of g (from Start or ParsePosition).
func (g *Game) NewState(p Position) *State {
	p.c = g.c
	s := &State{game: g, pos: p, legal: make([]Move, 0, MaxMoves), keys: make([]uint64, 0, 16)}
	s.settle()
	return s
}

// key identifies a position for the repetition draw. Within one stretch
// without placement or removal the hands do not change, so the occupancy,
// the side to move and the throw identify it.
func (p *Position) key() uint64 {
	return uint64(p.men[0]) | uint64(p.men[1])<<24 | uint64(p.side)<<48 | uint64(p.roll)<<49
}

// settle lists the legal moves of the new position and decides the
// outcome: the position's own ending, or the third occurrence.
func (s *State) settle() {
	p := &s.pos
	if p.quiet == 0 {
		s.keys = s.keys[:0]
	}
	s.keys = append(s.keys, p.key())
	s.legal = p.GenerateMoves(s.legal[:0])
	s.ending, s.winner = NotOver, White
	switch {
	case len(s.legal) == 0:
		s.ending, s.winner = p.Ending()
	case s.game.c.rules.RepetitionDraw == On && s.Repetitions() >= 3:
		s.ending = Repetition
		s.legal = s.legal[:0]
	}
}

// Repetitions returns how often the current position has occurred since
// the last placement or removal (1 the first time), counting from where
// the state began: a state read from notation starts counting there.
func (s *State) Repetitions() int {
	cur := s.keys[len(s.keys)-1]
	n := 0
	for _, k := range s.keys {
		if k == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the outcome depends on what the
// position notation does not carry: the game ended by repetition, by the
// no-progress count, by a mill formed by the last move (a mill that stands
// in a position read from notation was not formed by a move), or by a
// blocked player after the other's pass.
func (s *State) HistoryDependent() bool {
	switch s.ending {
	case Repetition, NoProgress, MillFormed, BothBlocked:
		return true
	}
	return false
}

// Game returns the rules the state is played under.
func (s *State) Game() board.Game { return s.game }

// Seats returns 2.
func (s *State) Seats() int { return 2 }

// Board returns the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// ToMove returns the seat to move: White (0) or Black (1), board.Chance
// before a placing turn of dice mill, board.Nobody once the game is over.
func (s *State) ToMove() board.Player {
	switch {
	case s.ending != NotOver:
		return board.Nobody
	case s.pos.Chance():
		return board.Chance
	}
	return board.Player(s.pos.side)
}

// LegalMoves appends the legal moves to buf: those of Position.Moves with
// the repetition draw applied (none once the game is over).
func (s *State) LegalMoves(buf []Move) []Move { return append(buf, s.legal...) }

// Legal returns the legal moves as Move values.
func (s *State) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf (board.Lister); the common
// moves are boxed once for the package, so that it allocates nothing
// when buf has room.
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	buf = slices.Grow(buf, len(s.legal))
	table := boxedMoves()
	for _, m := range s.legal {
		buf = append(buf, boxed(table, m))
	}
	return buf
}

// Chances returns the probability of each throw of Legal at a chance node:
// its number of orders of the three dice in 216. The slice is the
// package's, the same at every throw: read it, do not change it.
func (s *State) Chances() []float64 {
	if s.ToMove() != board.Chance {
		return nil
	}
	return rollChances() // Legal lists every throw, in the order of rolls
}

// rollChances holds the chance of each throw of rolls.
var rollChances = sync.OnceValue(func() []float64 {
	out := make([]float64, len(rolls))
	for i, r := range rolls {
		out[i] = r.Prob()
	}
	return out
})

// ParseMove reads a move in notation and checks it against the state.
func (s *State) ParseMove(text string) (board.Move, error) {
	m, err := s.parseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *State) parseMove(text string) (Move, error) {
	m, err := ParseMove(text)
	if err != nil {
		return NullMove, err
	}
	if err := s.check(m, func() string { return text }); err != nil {
		// Two removals may be written in either order.
		if y := m.SecondRemove(); y != NoPoint && s.ending == NotOver {
			x := m.Remove()
			swapped := m&^(fieldMask<<removeShift|fieldMask<<secondShift) | Move(y+1)<<removeShift | Move(x+1)<<secondShift
			if slices.Contains(s.legal, swapped) {
				return swapped, nil
			}
		}
		return NullMove, err
	}
	return m, nil
}

// check returns nil when m is legal now, or an error that says why not;
// text gives the move as the caller wrote it, needed only for the error.
func (s *State) check(m Move, text func() string) error {
	switch {
	case s.ending != NotOver:
		return board.GameOver(text())
	case slices.Contains(s.legal, m):
		return nil
	}
	return board.Illegal(text(), "%s", s.explain(m))
}

// explain says why the well-formed move m is not legal now.
func (s *State) explain(m Move) string {
	p := &s.pos
	side := Color(p.side)
	if _, ok := m.IsThrow(); ok || p.Chance() {
		if p.Chance() {
			return "the dice are to be thrown first"
		}
		return "no dice are thrown now"
	}
	if m == Pass {
		return side.String() + " has a legal move and may not pass"
	}
	own, opp := p.men[p.side], p.men[p.side^1]
	empty := p.Empty()
	if b := m.Bonus(); b != NoPoint {
		if !opp.Has(b) || !p.c.geo.inMills(opp).Has(b) {
			return "a bonus removal takes an opponent stone that stands in a mill"
		}
		if p.roll == 0 || !p.c.triggers(int(p.roll)-1) {
			return "the dice did not show a trigger"
		}
		empty |= bit(b)
		opp &^= bit(b)
	}
	from, to := m.From(), m.To()
	switch {
	case from == NoPoint && to != NoPoint && p.hand[p.side] == 0:
		return side.String() + " has no stone in hand"
	case from != NoPoint && p.hand[p.side] > 0 && !p.c.rules.PlaceOrMove:
		return side.String() + " must place while he has stones in hand"
	case from != NoPoint && !own.Has(from):
		return "no " + side.String() + " stone on " + from.String()
	case to != NoPoint && !empty.Has(to):
		return to.String() + " is not empty"
	case from != NoPoint && m.Bonus() != NoPoint:
		return "a bonus removal comes with a placement"
	case from != NoPoint && !p.flying() && !p.c.steps[from].Has(to):
		return from.String() + "-" + to.String() + " is not a move of this game here"
	}
	if r := m.Remove(); r != NoPoint {
		if !opp.Has(r) {
			return "no opponent stone on " + r.String()
		}
		return "this move removes no stone there: it forms no mill, or " + r.String() + " is protected by a mill"
	}
	return "the move must remove an opponent stone: it forms a mill"
}

// Play applies a legal move: a Move of this package, or any Move whose
// notation is one.
func (s *State) Play(m board.Move) error {
	mv, err := board.Typed(m, s.parseMove)
	if err != nil {
		return err
	}
	return s.PlayMove(mv)
}

// PlayMove applies m when it is legal, and otherwise returns an error and
// changes nothing.
func (s *State) PlayMove(m Move) error {
	if err := s.check(m, m.String); err != nil {
		return err
	}
	s.Apply(m)
	return nil
}

// Apply plays m, which must be legal (from LegalMoves), without checking
// it: for playouts.
func (s *State) Apply(m Move) {
	s.pos.apply(m)
	s.settle()
}

// Outcome tells whether and how the game ended.
func (s *State) Outcome() board.Outcome {
	if s.ending == NotOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: s.ending.String(), Reason: s.ending.Reason()}
	if !s.ending.Draw() {
		o.Winners = []board.Player{board.Player(s.winner)}
		o.Reason = s.winner.String() + " wins: " + o.Reason
	}
	return o
}

// Ending returns how the game ended and the winner (when not a draw).
func (s *State) Ending() (Ending, Color) { return s.ending, s.winner }

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy() }

// keyRoom is the room for keys a copy has beyond the original's.
const keyRoom = 32

// Copy returns an independent copy, typed.
func (s *State) Copy() *State {
	c := *s
	// room for the keys of the moves to come, which a playout on the copy
	// appends
	c.keys = append(make([]uint64, 0, len(s.keys)+keyRoom), s.keys...)
	c.legal = append(make([]Move, 0, max(len(s.legal), MaxMoves)), s.legal...)
	return &c
}

// Position returns the position in notation. The notation does not carry
// the history: the repetition count and the no-progress count restart in
// a state read back, and a game that ended by them, by a mill formed by
// the last move in the hunt or cross mill, or by a blocked player right
// after a pass, reads back as going on.
func (s *State) Position() string { return s.pos.String() }

// Perft counts the leaves depth plies below the state (board.Perfter) with
// Position.Perft, which does not apply the repetition draw.
func (s *State) Perft(depth int) uint64 {
	if s.ending != NotOver {
		if depth <= 0 {
			return 1
		}
		return 0
	}
	p := s.pos
	return p.Perft(depth)
}

// String draws the board, with the position's notation and the outcome.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString(s.pos.Diagram())
	b.WriteString(s.pos.String())
	if o := s.Outcome(); o.Over {
		b.WriteString("\n" + o.Reason)
	}
	return b.String()
}
