package halma

import (
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// FieldState is a FieldGame in progress: the position, the repetition
// keys, the legal moves and the outcome. It implements board.State,
// board.Lister, board.Perfter, board.HistoryDependent and board.Drawer.
type FieldState struct {
	game   *FieldGame
	pos    FieldPosition
	keys   []uint64
	legal  []Move
	ending FieldEnding
	winner int // the winning side, -1 for a draw
}

// NewState returns a game state starting from p, a position of g.
func (g *FieldGame) NewState(p FieldPosition) *FieldState {
	p.c = g.c
	s := &FieldState{game: g, pos: p, legal: make([]Move, 0, 256)}
	s.settle()
	return s
}

func (p *FieldPosition) key() uint64 {
	h := uint64(p.side) + 0x9e3779b97f4a7c15
	for s := range int(p.seats) {
		for _, w := range p.own[s] {
			h = (h ^ w) * 0x100000001b3
			h ^= h >> 29
		}
		h = (h ^ uint64(p.hand[s])) * 0xbf58476d1ce4e5b9
	}
	return h
}

func (s *FieldState) settle() {
	p := &s.pos
	s.keys = append(s.keys, p.key())
	s.ending, s.winner = p.Ending()
	if s.ending == FieldNotOver && s.Repetitions() >= 3 {
		s.ending = FieldRepetition
	}
	s.legal = s.legal[:0]
	if s.ending == FieldNotOver {
		s.legal = p.GenerateMoves(s.legal)
	}
}

// Repetitions returns how often the current position has occurred in
// this state's history (1 the first time).
func (s *FieldState) Repetitions() int {
	cur := s.keys[len(s.keys)-1]
	n := 0
	for _, k := range s.keys {
		if k == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the position occurred before, so that
// the repetition draw depends on history the notation does not carry.
func (s *FieldState) HistoryDependent() bool { return s.Repetitions() > 1 }

// Game returns the rules the state is played under.
func (s *FieldState) Game() board.Game { return s.game }

// Seats returns the number of seats.
func (s *FieldState) Seats() int { return int(s.pos.seats) }

// Board returns the current position.
func (s *FieldState) Board() FieldPosition { return s.pos }

// ToMove returns the seat to move, board.Nobody once the game is over.
func (s *FieldState) ToMove() board.Player {
	if s.ending != FieldNotOver {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// LegalMoves appends the legal moves to buf.
func (s *FieldState) LegalMoves(buf []Move) []Move { return append(buf, s.legal...) }

// Legal returns the legal moves.
func (s *FieldState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf, allocating nothing when buf
// has room (board.Lister).
func (s *FieldState) AppendLegal(buf []board.Move) []board.Move {
	buf = slices.Grow(buf, len(s.legal))
	table := boxedMoves(s.pos.c.geo)
	for _, m := range s.legal {
		switch {
		case m.IsPass():
			buf = append(buf, table.pass)
		case m.IsPlace():
			buf = append(buf, table.places[m.To()])
		default:
			buf = append(buf, table.moves[m.From()*maxCells+m.To()])
		}
	}
	return buf
}

// ParseMove reads a move in notation — "f7" a placement, "f7-g8" a step,
// hop or jump, "pass" — and checks it against the state.
func (s *FieldState) ParseMove(text string) (board.Move, error) {
	m, err := s.parseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *FieldState) parseMove(text string) (Move, error) {
	if s.ending != FieldNotOver {
		return 0, board.GameOver(text)
	}
	m, err := parseMove(s.pos.c.geo, text)
	if err != nil {
		return 0, err
	}
	return m, s.check(m)
}

func (s *FieldState) check(m Move) error {
	p := &s.pos
	switch {
	case s.ending != FieldNotOver:
		return board.GameOver(m.String())
	case m.geo() != p.c.geo:
		return board.Illegal(m.String(), "a move of another board")
	case slices.Contains(s.legal, m):
		return nil
	case p.hand[p.side] > 0 && !m.IsPlace():
		return board.Illegal(m.String(), "player %d still places pieces", p.side+1)
	case p.hand[p.side] == 0 && m.IsPlace():
		return board.Illegal(m.String(), "player %d has no piece in hand", p.side+1)
	case m.IsPlace() && p.occ.has(m.To()):
		return board.Illegal(m.String(), "%s is not empty", m)
	case m.IsPlace():
		return board.Illegal(m.String(), "pieces are placed in f6–k11")
	case m.IsPass():
		return board.Illegal(m.String(), "player %d has a move and may not pass", p.side+1)
	}
	return board.Illegal(m.String(), "not a move of player %d here", p.side+1)
}

// Play applies a legal move: a Move of this package, or any Move whose
// notation is one.
func (s *FieldState) Play(m board.Move) error {
	mv, ok := m.(Move)
	if !ok {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if mv, err = s.parseMove(text); err != nil {
			return err
		}
	}
	return s.PlayMove(mv)
}

// PlayMove applies m when it is legal, and otherwise changes nothing.
func (s *FieldState) PlayMove(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.Apply(m)
	return nil
}

// Apply plays m, which must be legal, without checking it.
func (s *FieldState) Apply(m Move) {
	s.pos.Make(m)
	s.settle()
}

// Ending returns how the game ended and the winning side (-1 for a draw).
func (s *FieldState) Ending() (FieldEnding, int) { return s.ending, s.winner }

// Outcome tells whether and how the game ended; in four-player gobang
// both partners of the winning side win.
func (s *FieldState) Outcome() board.Outcome {
	if s.ending == FieldNotOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: s.ending.String()}
	if s.winner >= 0 {
		o.Winners = []board.Player{board.Player(s.winner)}
		if s.pos.seats == 4 {
			o.Winners = append(o.Winners, board.Player(s.winner+2))
		}
	}
	names := s.game.info.SeatNames
	who := ""
	if s.winner >= 0 {
		who = names[s.winner] + " wins: "
	}
	switch s.ending {
	case Five:
		o.Reason = who + "five in a row"
	case NoFive:
		o.Reason = who + "the other side has fewer than five pieces"
	case BothBelowFive:
		o.Reason = "drawn: neither side has five pieces left"
	case AllOnEdge:
		o.Reason = who + "every piece on the edge"
	case CatsTrapped:
		o.Reason = who + "the cats cannot move"
	case MiceCaught:
		o.Reason = who + "fewer than " + strconv.Itoa(s.pos.c.catsBelow) + " mice remain"
	case FieldMoveLimit:
		o.Reason = "drawn after " + strconv.Itoa(int(s.pos.plies)) + " plies"
	case FieldRepetition:
		o.Reason = "drawn: the same position a third time"
	}
	return o
}

// Clone returns an independent copy.
func (s *FieldState) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, typed.
func (s *FieldState) Copy() *FieldState {
	c := *s
	c.keys = slices.Clone(s.keys)
	c.legal = append(make([]Move, 0, max(len(s.legal), 256)), s.legal...)
	return &c
}

// Position returns the position in notation; the repetition count is not
// part of it.
func (s *FieldState) Position() string { return s.pos.String() }

// String draws the board for people.
func (s *FieldState) String() string { return s.pos.Draw() }

// Perft counts the leaves depth plies below the state (board.Perfter),
// without the repetition draw.
func (s *FieldState) Perft(depth int) uint64 {
	if s.ending != FieldNotOver {
		if depth <= 0 {
			return 1
		}
		return 0
	}
	return s.pos.Perft(depth)
}

// Picture returns the board as data (board.Drawer), the pieces in hand
// as areas.
func (s *FieldState) Picture() board.Picture {
	p := &s.pos
	g := p.c.geo
	const unit = 40.0
	pic := board.Picture{Width: 16 * unit, Height: 16*unit + 2*unit, ToMove: s.ToMove(), Seats: s.game.info.SeatNames[:p.seats]}
	for i := range g.n {
		c := board.Cell{Name: g.names[i], X: (g.x[i] + 0.5) * unit, Y: (g.y[i] + 0.5) * unit, Size: unit, Shape: board.LightSquare}
		if g.dark.has(i) {
			c.Shape = board.DarkSquare
		}
		for seat := range int(p.seats) {
			if p.own[seat].has(i) {
				kind := "piece"
				if p.c.rules.Variant == CatMouse {
					kind = [2]string{"cat", "mouse"}[seat]
				}
				c.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: kind, Count: 1}}
			}
		}
		pic.Cells = append(pic.Cells, c)
	}
	for seat := range int(p.seats) {
		a := board.Area{Name: "hand " + strconv.Itoa(seat+1), X: float64(seat) * 4 * unit, Y: 16 * unit, W: 4 * unit, H: 2 * unit,
			Seat: board.Player(seat), Text: "in hand: " + strconv.Itoa(int(p.hand[seat]))}
		if p.hand[seat] > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(seat), Kind: "piece", Count: int(p.hand[seat])}}
		}
		pic.Areas = append(pic.Areas, a)
	}
	pic.Counters = []board.Counter{{Name: "plies", Value: strconv.Itoa(int(p.plies))}}
	return pic
}
