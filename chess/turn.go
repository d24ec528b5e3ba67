package chess

import (
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Action is a decision of the generic interface beyond moving a piece.
type Action uint8

// The actions. ActOffer and ActClaim go with a move (ActClaim also without one).
const (
	ActNone   Action = iota
	ActOffer         // play the move and offer a draw ("e2e4 offer")
	ActClaim         // claim a draw, now ("claim") or after the move ("e2e4 claim")
	ActResign        // the side to move resigns ("resign")
	ActAccept        // accept the draw the opponent offered ("accept")
)

// Turn is a move of the generic interface (board.Move): a chess move,
// possibly with a draw offer or claim, or an action alone. Its String is
// UCI, with " offer" or " claim" appended, or "resign", "accept", "claim".
type Turn struct {
	Move   Move
	Action Action
}

// String returns the turn's notation.
func (t Turn) String() string {
	switch t.Action {
	case ActResign:
		return "resign"
	case ActAccept:
		return "accept"
	case ActClaim:
		if t.Move == NullMove {
			return "claim"
		}
		return t.Move.String() + " claim"
	case ActOffer:
		return t.Move.String() + " offer"
	}
	return t.Move.String()
}

// ParseMove reads a decision: a move in UCI or SAN, optionally followed by
// " offer" (offer a draw with it) or " claim" (claim the draw it brings
// about), or one of "resign", "accept" (a draw offer), "claim" (a draw now).
func (s *State) ParseMove(text string) (board.Move, error) {
	t, err := s.ParseTurn(text)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// maxTurnLength bounds the text of a decision: a move of at most
// MaxMoveLength bytes, " offer" or " claim", and room for white space.
const maxTurnLength = 2 * MaxMoveLength

// ParseTurn is ParseMove for the typed API.
func (s *State) ParseTurn(text string) (Turn, error) {
	if len(text) > maxTurnLength {
		return Turn{}, tooLong(text, "move", maxTurnLength)
	}
	if s.outcome.Over {
		return Turn{}, board.GameOver(text)
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "empty move")
	}
	if len(f) == 1 {
		switch f[0] {
		case "resign":
			return Turn{Action: ActResign}, nil
		case "accept", "claim":
			t := Turn{Action: ActAccept}
			if f[0] == "claim" {
				t.Action = ActClaim
			}
			if err := s.check(t, text); err != nil {
				return Turn{}, err
			}
			return t, nil
		}
	}
	act := ActNone
	switch f[len(f)-1] {
	case "offer":
		act, f = ActOffer, f[:len(f)-1]
	case "claim":
		act, f = ActClaim, f[:len(f)-1]
	}
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "\"offer\" and \"claim\" follow a move")
	}
	m, err := s.pos.ParseMove(strings.Join(f, " "))
	if err != nil {
		return Turn{}, err
	}
	t := Turn{Move: m, Action: act}
	if err := s.check(t, text); err != nil {
		return Turn{}, err
	}
	return t, nil
}

// check returns why t cannot be played now, or nil.
func (s *State) check(t Turn, text string) error {
	if s.outcome.Over {
		return board.GameOver(text)
	}
	if t.Action == ActResign {
		return nil
	}
	if t.Action == ActAccept {
		if !s.offer {
			return board.Illegal(text, "no draw offer to accept")
		}
		return nil
	}
	if t.Move != NullMove || t.Action != ActClaim {
		if !s.isLegal(t.Move) {
			if t.Move == NullMove {
				return board.Illegal(text, "the null move is not a chess move")
			}
			return board.Illegal(text, "%s", s.pos.whyIllegal(t.Move.From(), t.Move.To(), t.Move.Promotion()))
		}
	}
	if t.Action == ActClaim {
		if reason := s.claimableWith(t.Move); reason == "" {
			return board.Illegal(text, "no draw to claim: the position has not occurred three times and the half-move clock is %d", s.clockAfter(t.Move))
		}
	}
	return nil
}

// isLegal reports whether m is among the legal moves.
func (s *State) isLegal(m Move) bool {
	for _, l := range s.legal {
		if l == m {
			return true
		}
	}
	return false
}

// clockAfter returns the half-move clock after m (now, for the null move).
func (s *State) clockAfter(m Move) int {
	if m == NullMove {
		return s.pos.halfmove
	}
	p := s.pos
	p.Make(m)
	return p.halfmove
}

// claimableWith returns the claimable draw after the legal move m (now,
// for the null move), or "".
func (s *State) claimableWith(m Move) string {
	if m == NullMove {
		return s.Claimable()
	}
	c := s.Clone().(*State)
	c.apply(m)
	if c.outcome.Over {
		return ""
	}
	return c.Claimable()
}

// Play applies a decision from Legal or ParseMove. On error the state is
// unchanged.
func (s *State) Play(bm board.Move) error {
	var t Turn
	switch v := bm.(type) {
	case *Turn:
		if v == nil {
			return board.Illegal("", "nil move")
		}
		t = *v
	case Turn:
		t = v
	case Move:
		t = Turn{Move: v}
	default:
		if bm == nil {
			return board.Illegal("", "nil move")
		}
		return board.Illegal(bm.String(), "not a chess move")
	}
	return s.PlayTurn(t)
}

// PlayTurn is Play for the typed API.
func (s *State) PlayTurn(t Turn) error {
	if err := s.check(t, t.String()); err != nil {
		return err
	}
	switch t.Action {
	case ActResign:
		s.offer = false
		s.outcome = win(s.pos.side.Other(), "resignation")
		return nil
	case ActAccept:
		s.offer = false
		s.outcome = draw("draw by agreement")
		return nil
	case ActClaim:
		if t.Move == NullMove {
			s.outcome = draw(s.Claimable())
			return nil
		}
		reason := s.claimableWith(t.Move)
		s.apply(t.Move)
		if !s.outcome.Over {
			s.outcome = draw(reason)
		}
		return nil
	}
	s.apply(t.Move)
	if t.Action == ActOffer && !s.outcome.Over {
		s.offer = true
	}
	return nil
}

// apply plays the legal move m and settles the outcome.
func (s *State) apply(m Move) {
	s.pos.Make(m)
	s.moves = append(s.moves, m)
	s.offer = false
	s.settle(false)
}

// PlayMove plays a legal chess move. On error (board.ErrIllegalMove,
// board.ErrGameOver) the state is unchanged.
func (s *State) PlayMove(m Move) error { return s.PlayTurn(Turn{Move: m}) }

// Resign ends the game: the side to move resigns and the other side wins.
func (s *State) Resign() error { return s.PlayTurn(Turn{Action: ActResign}) }

// OfferDraw records a draw offer by the player who has just moved (the side
// not to move), as the seed and FIDE 9.1.2 require; the side to move may
// AcceptDraw, or decline by moving.
func (s *State) OfferDraw() error {
	if s.outcome.Over {
		return board.GameOver("offer")
	}
	s.offer = true
	return nil
}

// DrawOffered reports whether a draw offer awaits the side to move.
func (s *State) DrawOffered() bool { return s.offer }

// AcceptDraw accepts the pending draw offer: the game is drawn by agreement.
func (s *State) AcceptDraw() error { return s.PlayTurn(Turn{Action: ActAccept}) }

// ClaimDraw claims a draw by threefold repetition or the fifty-move rule
// for the side to move; it fails, changing nothing, when no draw is claimable.
func (s *State) ClaimDraw() error { return s.PlayTurn(Turn{Action: ActClaim}) }

// ClaimDrawWith claims a draw with an announced move after which the
// position occurs for the third time or the half-move clock reaches 100
// (FIDE 9.2.1.1, 9.3.1): the move is played and the game drawn. An
// incorrect claim fails and changes nothing; FIDE 9.4 would then oblige
// the player to play the move, which the caller can do with PlayMove.
func (s *State) ClaimDrawWith(m Move) error { return s.PlayTurn(Turn{Move: m, Action: ActClaim}) }

// FlagFall records that c's time ran out: c loses, unless the opponent
// cannot possibly mate, in which case the game is drawn (FIDE 6.9).
func (s *State) FlagFall(c Color) error {
	if s.outcome.Over {
		return board.GameOver("flag")
	}
	if s.pos.CanStillMate(c.Other()) {
		s.outcome = win(c.Other(), "time forfeit")
	} else {
		s.outcome = draw("time forfeit against insufficient mating material")
	}
	return nil
}

// Adjudicate records a result decided outside the rules (an arbiter, a
// forfeit): the winners (none for a draw) and the reason.
func (s *State) Adjudicate(winners []board.Player, reason string) error {
	if s.outcome.Over {
		return board.GameOver("adjudicate")
	}
	s.outcome = board.Outcome{Over: true, Winners: append([]board.Player(nil), winners...), Reason: reason}
	return nil
}
