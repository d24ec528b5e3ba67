package chess

import (
	"strings"
	"sync"

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

var actionNames = []string{"move", "offer", "claim", "resign", "accept"}

// String returns "move", "offer", "claim", "resign" or "accept".
func (a Action) String() string { return board.ChoiceName(a, actionNames) }

// Turn is a decision of the generic interface (board.Move): a chess move,
// possibly with a draw offer or claim, or a declaration alone. Its String
// is UCI, with " offer" or " claim" appended, or "resign", "accept",
// "claim". Turns are values: two are equal exactly when they are the same
// decision. Legal, AppendLegal, Declarations and ParseMove hand out
// *Turn pointers into one read-only table of every decision, so that
// listing and boxing a move allocates nothing and equal decisions are equal
// pointers.
type Turn struct {
	move   Move
	action Action
}

// NewTurn returns the decision to play m with action a (ActNone, ActOffer
// or ActClaim), or the declaration a alone when m is NullMove.
func NewTurn(m Move, a Action) Turn { return Turn{move: m, action: a} }

// Move returns the chess move of the turn (NullMove for a declaration alone).
func (t Turn) Move() Move { return t.move }

// Action returns the declaration that goes with the move, or ActNone.
func (t Turn) Action() Action { return t.action }

// String returns the turn's notation.
func (t Turn) String() string {
	switch t.action {
	case ActResign:
		return "resign"
	case ActAccept:
		return "accept"
	case ActClaim:
		if t.move == NullMove {
			return "claim"
		}
		return t.move.String() + " claim"
	case ActOffer:
		return t.move.String() + " offer"
	}
	return t.move.String()
}

// MarshalText returns the turn's notation (encoding.TextMarshaler).
func (t Turn) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// The table of interned turns: one entry per move of the 15-bit index
// turnIndex gives, for the plain move (built at start-up) and with an
// offer or claim (built when first needed).
const turnSlots = 1 << 15

var (
	plainTurns = func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActNone)
		return &t
	}()
	offerTurns = sync.OnceValue(func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActOffer)
		return &t
	})
	claimTurns = sync.OnceValue(func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActClaim)
		return &t
	})
	resignTurn = &Turn{action: ActResign}
	acceptTurn = &Turn{action: ActAccept}
)

// fillTurns sets every entry of t to the move its index stands for.
func fillTurns(t *[turnSlots]Turn, a Action) {
	for from := Square(0); from < 64; from++ {
		for to := Square(0); to < 64; to++ {
			for _, m := range [...]Move{NewMove(from, to, Normal, 0), NewMove(from, to, EnPassant, 0), NewMove(from, to, Castling, 0),
				NewMove(from, to, Promotion, Knight), NewMove(from, to, Promotion, Bishop), NewMove(from, to, Promotion, Rook), NewMove(from, to, Promotion, Queen)} {
				t[turnIndex(m)] = Turn{move: m, action: a}
			}
		}
	}
}

// turnIndex returns the table index of m: origin, destination and a
// variant (normal, en passant, castling, or one of the four promotions);
// -1 for a move outside the table (an unknown kind or promotion piece).
func turnIndex(m Move) int {
	variant := int(m.Kind())
	switch {
	case variant == int(Promotion):
		p := PieceType(m >> 15 & 7)
		if p < Knight || p > Queen {
			return -1
		}
		variant = 3 + int(p-Knight)
	case variant == int(EnPassant):
		variant = 1
	case variant == int(Castling):
		variant = 2
	case variant != int(Normal):
		return -1
	}
	return int(m&0xFFF)<<3 | variant
}

// turn returns the interned plain turn of m.
func (m Move) turn() *Turn { return Turn{move: m}.interned() }

// interned returns the table's pointer for t, or a new one for a turn
// outside the table.
func (t Turn) interned() *Turn {
	switch t.action {
	case ActResign:
		return resignTurn
	case ActAccept:
		return acceptTurn
	}
	i := turnIndex(t.move)
	switch {
	case i < 0:
		outside := t // only this path allocates
		return &outside
	case t.action == ActOffer:
		return &offerTurns()[i]
	case t.action == ActClaim:
		return &claimTurns()[i]
	}
	return &plainTurns[i]
}

// ParseMove reads a decision: a move in UCI or SAN, optionally followed by
// " offer" (offer a draw with it) or " claim" (claim the draw it brings
// about), or one of "resign", "accept" (a draw offer), "claim" (a draw now).
// The result is an interned *Turn.
func (s *State) ParseMove(text string) (board.Move, error) {
	t, err := s.ParseTurn(text)
	if err != nil {
		return nil, err
	}
	return t.interned(), nil
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
			return Turn{action: ActResign}, nil
		case "accept", "claim":
			t := Turn{action: ActAccept}
			if f[0] == "claim" {
				t.action = ActClaim
			}
			if err := s.check(t); err != nil {
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
	t := Turn{move: m, action: act}
	if err := s.check(t); err != nil {
		return Turn{}, err
	}
	return t, nil
}

// check returns why t cannot be played now, or nil.
func (s *State) check(t Turn) error {
	if s.outcome.Over {
		return board.GameOver(t.String())
	}
	switch t.action {
	case ActResign:
		return nil
	case ActAccept:
		if !s.offer {
			return board.Illegal(t.String(), "no draw offer to accept")
		}
		return nil
	case ActNone, ActOffer, ActClaim:
	default:
		return board.Illegal(t.String(), "not a chess decision")
	}
	if t.move != NullMove || t.action != ActClaim {
		if !s.isLegal(t.move) {
			if t.move == NullMove {
				return board.Illegal(t.String(), "the null move is not a chess move")
			}
			return board.Illegal(t.String(), "%s", s.pos.whyIllegal(t.move.From(), t.move.To(), t.move.Promotion()))
		}
	}
	if t.action == ActClaim && s.claimableWith(t.move) == noDraw {
		return board.Illegal(t.String(), "no draw to claim: the position has not occurred three times and the half-move clock is %d", s.clockAfter(t.move))
	}
	return nil
}
