package chess

import (
	"github.com/rulebook-go/rulebook/board"
)

// State is a game of chess in progress: the position, the positions since
// the last irreversible move (for repetitions), a pending draw offer and the
// outcome. It implements board.State.
type State struct {
	game    *Game
	start   Position
	pos     Position
	moves   []Move   // played since start
	keys    []uint64 // repetition keys since the last capture or pawn move, the current one last
	legal   []Move   // legal moves of pos (empty once over)
	offer   bool     // the side not to move has offered a draw
	outcome board.Outcome
}

// settle recomputes the legal moves and the automatic outcome after a move
// (reset: the keys restart, as after an irreversible move or at the start).
func (s *State) settle(reset bool) {
	s.legal = s.pos.GenerateMoves(s.legal[:0])
	key := s.pos.repetitionKey(s.legal)
	if reset || s.pos.halfmove == 0 {
		s.keys = append(s.keys[:0], key)
	} else {
		s.keys = append(s.keys, key)
	}
	s.outcome = s.automaticOutcome()
	if s.outcome.Over {
		s.offer = false
	}
}

// win returns the outcome of a win for c.
func win(c Color, reason string) board.Outcome {
	return board.Outcome{Over: true, Winners: []board.Player{board.Player(c)}, Reason: reason}
}

// draw returns the outcome of a draw.
func draw(reason string) board.Outcome { return board.Outcome{Over: true, Reason: reason} }

// automaticOutcome applies the end rules of chess.md 1.4 in order:
// checkmate, stalemate, then the automatic draws of Options.ruleDraw.
func (s *State) automaticOutcome() board.Outcome {
	p := &s.pos
	switch {
	case len(s.legal) == 0 && p.InCheck():
		return win(p.side.Other(), "checkmate")
	case len(s.legal) == 0:
		return draw("stalemate")
	}
	if reason := s.game.opts.ruleDraw(p, s.Repetitions()); reason != "" {
		return draw(reason)
	}
	return board.Outcome{}
}

// Repetitions returns how often the current position has occurred in this
// game (1 the first time), counting only what the state has seen: a state
// read from FEN starts counting there.
func (s *State) Repetitions() int {
	cur := s.keys[len(s.keys)-1]
	n := 0
	for i := len(s.keys) - 1; i >= 0; i -= 2 {
		if s.keys[i] == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the outcome or the claims depend on
// history that FEN cannot carry: the position has occurred before in this
// game (boardtest.HistoryDependent).
func (s *State) HistoryDependent() bool { return s.Repetitions() > 1 }

// Claimable returns the reason a draw may be claimed now by the side to
// move ("threefold repetition", "fifty-move rule"), or "".
func (s *State) Claimable() string {
	if s.outcome.Over {
		return ""
	}
	return s.game.opts.claimable(&s.pos, s.Repetitions())
}

// Game returns the rules the state is played under.
func (s *State) Game() board.Game { return s.game }

// Board returns a copy of the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// Start returns the position the game started from.
func (s *State) Start() Position { return s.start }

// Moves returns the moves played since the start, in order.
func (s *State) Moves() []Move { return append([]Move(nil), s.moves...) }

// LegalMoves appends the legal chess moves to buf (none once the game is over).
func (s *State) LegalMoves(buf []Move) []Move {
	if s.outcome.Over {
		return buf
	}
	return append(buf, s.legal...)
}

// ToMove returns White (0) or Black (1), or board.Nobody once the game is over.
func (s *State) ToMove() board.Player {
	if s.outcome.Over {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal chess moves as *Turn values (UCI strings). The
// actions (resign, offer, claim, accept) are always available through
// ParseMove but are not listed, so that Legal is the chess move list that
// perft, move counts and bots expect.
func (s *State) Legal() []board.Move {
	if s.outcome.Over {
		return nil
	}
	turns := make([]Turn, len(s.legal))
	out := make([]board.Move, len(s.legal))
	for i, m := range s.legal {
		turns[i].Move = m
		out[i] = &turns[i]
	}
	return out
}

// Outcome tells whether and how the game ended.
func (s *State) Outcome() board.Outcome {
	o := s.outcome
	o.Winners = append([]board.Player(nil), o.Winners...)
	return o
}

// Result returns the PGN result token: "1-0", "0-1", "1/2-1/2" or "*".
func (s *State) Result() string { return resultToken(s.outcome) }

// resultToken maps an outcome to its PGN result.
func resultToken(o board.Outcome) string {
	switch {
	case !o.Over:
		return "*"
	case len(o.Winners) == 0:
		return "1/2-1/2"
	case o.Winners[0] == board.Player(White):
		return "1-0"
	}
	return "0-1"
}

// Clone returns an independent copy.
func (s *State) Clone() board.State {
	c := *s
	c.moves = append([]Move(nil), s.moves...)
	c.keys = append([]uint64(nil), s.keys...)
	c.legal = append(make([]Move, 0, MaxMoves), s.legal...)
	c.outcome.Winners = append([]board.Player(nil), s.outcome.Winners...)
	return &c
}

// Position returns the FEN of the current position. FEN cannot carry the
// history: a state read back from it has forgotten earlier occurrences of
// its positions (so repetition counts restart, and a game drawn by fivefold
// repetition reads back as not over), a pending draw offer, and a result
// by resignation, agreement, claim, flag or adjudication.
func (s *State) Position() string { return s.pos.FEN() }

// String returns a picture of the board with the FEN and the outcome, if any.
func (s *State) String() string {
	out := s.pos.String()
	if s.outcome.Over {
		out += "\n" + resultToken(s.outcome) + " (" + s.outcome.Reason + ")"
	}
	return out
}

// SAN returns the move m, legal now, in SAN.
func (s *State) SAN(m Move) string { return s.pos.SAN(m) }

// Seats returns 2.
func (s *State) Seats() int { return 2 }
