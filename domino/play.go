package domino

import (
	"github.com/rulebook-go/rulebook/board"
)

// Apply plays a move that LegalMoves listed, without checking it: the fast path
// for playouts. Use Play or PlayMove for moves from outside.
func (s *State) Apply(m Move) {
	s.pos, s.pic, s.det = "", "", nil
	switch m.Kind {
	case KindTile:
		s.applyTile(m)
	case KindLot:
		s.push(event{m: m, seat: -1})
		s.startLead(m.Seat, NoTile)
	case KindPlay:
		s.applyPlay(m)
	case KindDraw:
		s.applyDraw(m)
	case KindPass:
		s.applyPass(m)
	}
}

// push appends e to the record of the hand. The record's array may be
// shared with copies (Copy shares it up to its length), so push never
// writes inside another state's record: it writes only past its own end,
// and moves to a new array when the shared one is full — a copy's first
// push copies the hand so far, with room for as much again.
func (s *State) push(e event) {
	if len(s.rec) == cap(s.rec) {
		c := 2*len(s.rec) + 16
		if len(s.rec) == 0 {
			c = recChunk
		}
		rec := make([]event, len(s.rec), c)
		copy(rec, s.rec)
		s.rec = rec
	}
	s.rec = append(s.rec, e)
}

// recChunk events hold a few hands: a new hand's record goes on in the
// array of the last one while it has room for a hand, so that a match
// allocates for its record once every few hands.
const recChunk = 256

func (s *State) applyTile(m Move) {
	s.pool &^= 1 << m.Tile
	if s.phase == phDraw {
		s.hands[s.toMove] |= 1 << m.Tile
		s.push(event{m: m, seat: s.toMove, draw: true})
		s.drawsDue--
		if s.drawsDue > 0 {
			return
		}
		s.phase = phPlay
		if s.rules().Draw == DrawInstead {
			s.nextTurn()
			return
		}
		s.settle()
		return
	}
	h := s.rules().handSize(int(s.n))
	seat := s.dealt / int8(h)
	s.hands[seat] |= 1 << m.Tile
	s.push(event{m: m, seat: seat})
	s.dealt++
	if int(s.dealt) == h*int(s.n) {
		s.afterDeal()
	}
}

// afterDeal finds the leader of the hand by the game's FirstLead and
// LaterLead rules.
func (s *State) afterDeal() {
	r := s.rules()
	var all Set
	for i := range s.n {
		all |= s.hands[i]
	}
	if r.RedealNoDouble && all&doubles() == 0 {
		s.beginHand() // Cross dominoes: nobody holds a double: shuffle and deal again
		return
	}
	rule := r.FirstLead
	if s.m.hand > 0 {
		rule = r.LaterLead
	}
	switch rule {
	case HighestDouble, HeaviestTile:
		t := heaviest(all)
		if rule == HighestDouble && all&doubles() != 0 {
			t = heaviest(all & doubles())
		}
		for i := range s.n {
			if s.hands[i].Has(t) {
				s.startLead(i, t)
			}
		}
	case RotateLeft:
		s.startLead((s.m.leader+1)%s.n, NoTile)
	case Winner, WinnerElseLot:
		switch {
		case rule == WinnerElseLot && s.m.lastEnd == endDomino && s.m.lastOut >= 0:
			s.startLead(s.m.lastOut, NoTile) // All Fives: who went out, partners or not
		case rule == WinnerElseLot:
			s.phase = phLot // All Fives: after a blocked hand, by lot
		case s.m.winner >= 0:
			s.startLead(s.m.winner, NoTile)
		case rule == Winner:
			s.startLead((s.m.leader+1)%s.n, NoTile)
		default:
			s.phase = phLot
		}
	default:
		s.phase = phLot
	}
}

func (s *State) startLead(seat int8, t Tile) {
	s.phase, s.toMove, s.leader = phPlay, seat, seat
	s.leading, s.leadTile = true, t
}

// leadReveals is what a forced lead of t tells about every hand: none held
// a tile that would have led instead.
func (s *State) leadReveals(t Tile) Set {
	if s.leadTile == NoTile {
		return 0
	}
	rule := s.rules().FirstLead
	if s.m.hand > 0 {
		rule = s.rules().LaterLead
	}
	if rule == HighestDouble && t.Double() {
		return heavierThan(t) & doubles()
	}
	if rule == HighestDouble {
		return heavierThan(t) | doubles()
	}
	return heavierThan(t)
}

func (s *State) applyPlay(m Move) {
	r := s.rules()
	q := s.toMove
	s.hands[q] &^= 1 << m.Tile
	s.passes = 0
	ev := event{m: m, seat: q}
	wasLead := s.leading
	if wasLead {
		ev.lead = s.leadReveals(m.Tile)
		s.lay.lead(m.Tile, int(m.Touch))
		s.leading = false
	} else {
		s.lay.place(m.Arm, m.Tile, int(m.Touch))
	}
	s.push(ev)
	if s.scorePlay(q) {
		return
	}
	if s.hands[q] == 0 && !r.NoDominoEnd {
		s.endHand(endDomino, q)
		return
	}
	if lim := r.HandEndsOnTotal; lim > 0 && int(s.lay.total) >= lim {
		s.endHand(endTotal, -1)
		return
	}
	switch {
	case r.MultiTile:
		if wasLead {
			s.hung = armAny
		} else if s.hung == armNone {
			s.hung = m.Arm
		}
		if s.hands[q]&s.placeable(s.hung == armAny) != 0 {
			return // the turn goes on
		}
		// the turn ends: nothing in the hand fits the end(s) played
		last := &s.rec[len(s.rec)-1]
		last.hasF, last.post, last.f = true, true, s.placeable(s.hung == armAny)
		s.nextTurn()
	case r.DoubleGivesExtraTile && m.Tile.Double() && !s.extra && !wasLead:
		s.extra = true
		if s.hands[q]&s.placeable(false) == 0 {
			s.nextTurn()
		}
	default:
		s.nextTurn()
	}
}

func (s *State) applyDraw(m Move) {
	r := s.rules()
	ev := event{m: m, seat: s.toMove}
	// A draw allowed only to a player who cannot place reveals that.
	if r.Draw == DrawOrPass || r.Draw == DrawWhenUnable && !r.VoluntaryDraw {
		ev.hasF, ev.f = true, s.placeable(false)
	}
	s.push(ev)
	n := 1
	if r.Draw == DrawOrPass && r.DrawCount > 1 {
		n = min(r.DrawCount, s.pool.Len()-r.StockReserve)
	}
	s.phase, s.drawsDue = phDraw, int8(n)
	if r.Draw == DrawInstead {
		s.passes = 0 // drawing instead of playing ends the turn, which is no pass
	}
}

func (s *State) applyPass(m Move) {
	ev := event{m: m, seat: s.toMove}
	if !s.rules().NoForcedPlay {
		ev.hasF, ev.f = true, s.placeable(false)
	}
	s.push(ev)
	s.passes++
	s.nextTurn()
}

// nextTurn passes the turn to the left and checks for a block.
func (s *State) nextTurn() {
	s.hung, s.extra = armNone, false
	s.toMove = (s.toMove + 1) % s.n
	s.settle()
}

// settle ends the hand when it is blocked: nobody can place a tile and
// nobody can draw, or every player has passed in
// succession (French dominoes; and the end of voluntary passing). A turn counts as a
// pass when it ends with pass, whatever it drew before: only a placement
// (or a draw that ends the turn) breaks the succession.
func (s *State) settle() {
	if s.phase != phPlay || s.leading || s.hung != armNone || s.extra {
		return
	}
	if int(s.passes) >= int(s.n) {
		s.endHand(endBlock, -1)
		return
	}
	if s.canDraw() {
		return
	}
	for i := range int(s.n) {
		if s.canPlace(i) {
			return
		}
	}
	s.endHand(endBlock, -1)
}

// Play applies a move of this state; see board.State. A Move is checked
// without listing the legal moves; any other Move is read by its String.
func (s *State) Play(m board.Move) error {
	mv, err := board.Typed(m, s.parse)
	if err != nil {
		return err
	}
	return s.PlayMove(mv)
}

// PlayMove plays m if it is legal now, else returns why not and changes
// nothing: Play, typed.
func (s *State) PlayMove(m Move) error {
	if s.phase == phOver {
		return board.GameOver(m.String())
	}
	if !s.legal(m) {
		return s.why(m)
	}
	s.Apply(m)
	return nil
}

// check returns nil when mv is one of the legal moves, else the reason.
func (s *State) check(mv Move) error {
	if s.legal(mv) {
		return nil
	}
	return s.why(mv)
}
