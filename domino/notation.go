package domino

import (
	"github.com/rulebook-go/rulebook/board"
)

// MaxMoveLen is the longest move text ParseMove reads (the longest move,
// a Uniforma placement such as "6-4@a1-b1", has 9 bytes); longer input is
// refused with ErrBadNotation before it is looked at.
const MaxMoveLen = 16

// tooLong refuses over-long input, showing only its start.
func tooLong(input, what string, limit int) error {
	return board.BadNotation(input[:min(len(input), 20)]+"...", "%s of %d bytes: the longest one read is %d bytes", what, len(input), limit)
}

// ParseMove reads a move in the package's notation and checks it against
// this state. A play may give its halves in either order when that leaves
// one legal move (a matador's order says which half touches).
func (s *State) ParseMove(text string) (board.Move, error) {
	m, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return m.board(), nil
}

func (s *State) parse(text string) (Move, error) {
	if len(text) > MaxMoveLen {
		return Move{}, tooLong(text, "a move", MaxMoveLen)
	}
	if s.phase == phOver {
		if _, err := parseMoveText(text); err != nil {
			return Move{}, err
		}
		return Move{}, board.GameOver(text)
	}
	m, err := parseMoveText(text)
	if err != nil {
		return Move{}, err
	}
	var buf [80]Move
	legal := s.LegalMoves(buf[:0])
	if m.Kind != KindPlay {
		for _, l := range legal {
			if l == m {
				return l, nil
			}
		}
		return Move{}, s.why(m)
	}
	var found []Move
	for _, l := range legal {
		if l.Kind == KindPlay && l.Tile == m.Tile && l.Arm == m.Arm {
			if l.Touch == m.Touch {
				return l, nil
			}
			found = append(found, l)
		}
	}
	if len(found) == 1 && !matadors.Has(m.Tile) || len(found) == 1 && s.rules().Matching != SumTo7 {
		return found[0], nil
	}
	return Move{}, s.why(m)
}

// why explains why m is not legal now.
func (s *State) why(m Move) error {
	text := m.String()
	switch s.phase {
	case phOver:
		return board.GameOver(text)
	case phDeal, phDraw:
		if m.Kind != KindTile {
			return board.Illegal(text, "a tile is being dealt or drawn: the move is the face-down tile, a-b")
		}
		return board.Illegal(text, "%v is not face down", m.Tile)
	case phLot:
		if m.Kind != KindLot {
			return board.Illegal(text, "the leader is drawn by lot: the move is lot=N")
		}
		return board.Illegal(text, "there is no seat %d", m.Seat)
	}
	q := s.toMove
	switch m.Kind {
	case KindTile:
		return board.Illegal(text, "a tile alone is a tile dealt or drawn; seat %d is to move: place a tile with its end, e.g. %v@L, or draw or pass", q, m.Tile)
	case KindLot:
		return board.Illegal(text, "the leader has been chosen; seat %d is to move", q)
	case KindPass:
		if s.hung != armNone {
			return board.Illegal(text, "the turn goes on while a tile fits the end being played")
		}
		if s.canDraw() {
			return board.Illegal(text, "you cannot pass while you can place a tile or must draw")
		}
		return board.Illegal(text, "you hold a tile that can be placed; passing is not allowed")
	case KindDraw:
		if s.rules().Draw == NoDraw {
			return board.Illegal(text, "this game has no drawing")
		}
		if !s.canDraw() {
			return board.Illegal(text, "the stock has no tile that may be drawn")
		}
		return board.Illegal(text, "you may draw only when you cannot place a tile")
	}
	switch {
	case m.Kind != KindPlay || m.Arm < 0 || m.Arm > ArmT:
		return board.Illegal(text, "not a move of this game")
	case !s.hands[q].Has(m.Tile):
		return board.Illegal(text, "%v is not in your hand", m.Tile)
	case s.leading && m.Arm != ArmC:
		return board.Illegal(text, "this is the lead: write it %v@C", m.Tile)
	case s.leading:
		return board.Illegal(text, "the lead must be %v", s.leadTile)
	case m.Arm == ArmC:
		return board.Illegal(text, "the lead has been played")
	case s.lay.kind == Free && m.Arm != ArmT:
		return board.Illegal(text, "tiles go on the row: write %v@T", m.Tile)
	case s.lay.kind == Free:
		return board.Illegal(text, "the total would pass %d", s.rules().HandEndsOnTotal)
	case m.Arm == ArmT || s.lay.open[m.Arm] < 0:
		return board.Illegal(text, "there is no open end %v", m.Arm)
	case s.lay.crossArm() >= 0:
		return board.Illegal(text, "the cross is being built: the next tile must hold a %d and start arm %v", s.lay.centre.Lo(), s.lay.crossArm())
	case s.hung >= 0 && m.Arm != s.hung:
		return board.Illegal(text, "this turn plays on end %v", s.hung)
	}
	return board.Illegal(text, "%v does not fit end %v (%d)", m.Tile, m.Arm, s.lay.open[m.Arm])
}
