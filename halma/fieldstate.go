package halma

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// FieldState is a game of placing and moving in progress: the position, the repetition
// keys, the legal moves and the outcome. It implements board.State,
// board.Lister, board.Perfter, board.HistoryDependent, board.Drawer and
// board.Describer.
type FieldState struct {
	core[FieldPosition, *FieldPosition]
}

// NewFieldState returns a game state starting from p, a position of g
// (from StartField or ParseFieldPosition), a game of Engine field.
func (g *Game) NewFieldState(p FieldPosition) *FieldState {
	p.c = g.field
	s := &FieldState{core[FieldPosition, *FieldPosition]{game: g, pos: p, legal: make([]Move, 0, 256)}}
	s.settle()
	return s
}

// key identifies a position for the repetition draw: a 64-bit hash of the
// pieces, the hands and the seat to move.
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

func (p *FieldPosition) repeats() bool       { return true }
func (p *FieldPosition) apply(m Move)        { p.Make(m) }
func (p *FieldPosition) mover() board.Player { return board.Player(p.side) }
func (p *FieldPosition) geometry() *geometry { return p.c.geo }

// Board returns the current position.
func (s *FieldState) Board() FieldPosition { return s.pos }

// Clone returns an independent copy.
func (s *FieldState) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, typed.
func (s *FieldState) Copy() *FieldState { return &FieldState{s.clone()} }

// explain says why the well-formed move m is not legal now.
func (p *FieldPosition) explain(m Move) string {
	player := "player " + strconv.Itoa(int(p.side)+1)
	switch {
	case p.hand[p.side] > 0 && !m.IsPlace():
		return player + " still places pieces"
	case p.hand[p.side] == 0 && m.IsPlace():
		return player + " has no piece in hand"
	case m.IsPlace() && p.occ.has(m.To()):
		return m.String() + " is not empty"
	case m.IsPlace():
		return "pieces are placed in f6–k11"
	case m.IsPass():
		return player + " has a move and may not pass"
	}
	return "not a move of " + player + " here"
}

// result is the outcome the position shows; in four-player gobang both
// partners of the winning side win.
func (p *FieldPosition) result() board.Outcome {
	e, winner := p.Ending()
	if e == FieldNotOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: e.String()}
	who := ""
	if winner >= 0 {
		o.Winners = []board.Player{board.Player(winner)}
		if p.seats == 4 {
			o.Winners = append(o.Winners, board.Player(winner+2))
		}
		who = p.c.seatNames[winner] + " wins: "
	}
	switch e {
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
		o.Reason = who + "fewer than " + strconv.Itoa(p.c.catsBelow) + " mice remain"
	case FieldMoveLimit:
		o.Reason = "drawn after " + strconv.Itoa(int(p.plies)) + " plies"
	}
	return o
}

// Ending returns how the game ended and the winning side (-1 for a draw).
func (s *FieldState) Ending() (FieldEnding, int) {
	if s.out.Code == board.CodeRepetition {
		return FieldRepetition, -1
	}
	return s.pos.Ending()
}

// Picture returns the board as data, the pieces in hand as areas.
func (p *FieldPosition) Picture() board.Picture {
	g := p.c.geo
	const unit = 40.0
	pic := board.Picture{Width: 16 * unit, Height: 16*unit + 2*unit, ToMove: board.Player(p.side), Seats: p.c.seatNames[:p.seats]}
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

// Describe says what a move does (board.Describer): a placement, a step,
// a straight hop chain or a cat's jump, and the pieces it takes.
func (s *FieldState) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	mv, err := s.parseMove(text)
	if err != nil {
		return text + ": " + err.Error()
	}
	p := &s.pos
	g := p.c.geo
	var what string
	var taken cells
	switch {
	case mv.IsPass():
		return text + ": player " + strconv.Itoa(int(p.side)+1) + " has no move and passes"
	case mv.IsPlace():
		what = "a piece placed"
	case isNeighbour(g, mv.From(), mv.To()):
		what = "a step"
	case p.c.rules.Variant == CatMouse:
		what = "a jump"
		taken.set((mv.From() + mv.To()) / 2)
	default:
		what = "a straight chain of hops"
	}
	if p.c.rules.PairCapture {
		q := *p
		if !mv.IsPlace() {
			for i := range q.own { // the piece moved may be a partner's
				q.own[i].clear(mv.From())
			}
		}
		q.own[q.side].set(mv.To())
		taken = q.pairs(mv.To())
	}
	if names := g.list(taken); len(names) > 0 {
		what += ", taking " + strings.Join(names, " ")
	}
	return text + ": " + what
}
