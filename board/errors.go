package board

import (
	"errors"
	"fmt"
)

// The kinds of error the library returns, always wrapped with the reason a
// person can read; test for them with errors.Is.
var (
	// ErrIllegalMove: the move is well formed but the rules forbid it now.
	ErrIllegalMove = errors.New("illegal move")
	// ErrGameOver: the game has ended; no move is legal.
	ErrGameOver = errors.New("game over")
	// ErrBadNotation: the text is not a move or position of the game.
	ErrBadNotation = errors.New("bad notation")
	// ErrPlayers: the game is not played by that many players.
	ErrPlayers = errors.New("unsupported number of players")
	// ErrNotChance: a chance outcome was asked for when a player is to move.
	ErrNotChance = errors.New("not a chance node")
)

// A MoveError records a rejected move or position text and why it was
// rejected, as os.PathError records a failed operation on a file.
type MoveError struct {
	Input  string // the move or position as given, may be empty
	Reason string // why it was rejected, for people
	Err    error  // the kind: ErrIllegalMove, ErrBadNotation, ErrGameOver, ...
}

// Error returns "input: reason", or the reason alone when there is no input.
func (e *MoveError) Error() string {
	if e.Input == "" {
		return e.Reason
	}
	return e.Input + ": " + e.Reason
}

// Unwrap returns the kind of error.
func (e *MoveError) Unwrap() error { return e.Err }

// Illegal returns an error wrapping ErrIllegalMove: move, and the reason
// formatted as with fmt.Sprintf.
func Illegal(move, format string, args ...any) error {
	return &MoveError{Input: move, Reason: fmt.Sprintf(format, args...), Err: ErrIllegalMove}
}

// BadNotation returns an error wrapping ErrBadNotation: the input text, and
// the reason formatted as with fmt.Sprintf.
func BadNotation(input, format string, args ...any) error {
	return &MoveError{Input: input, Reason: fmt.Sprintf(format, args...), Err: ErrBadNotation}
}

// GameOver returns an error wrapping ErrGameOver for a move tried after the
// end of the game.
func GameOver(move string) error {
	return &MoveError{Input: move, Reason: "the game is over", Err: ErrGameOver}
}

// Players returns an error wrapping ErrPlayers for a game of min..max
// players asked for n.
func Players(id string, n, min, max int) error {
	return fmt.Errorf("%s is played by %d to %d players, not %d: %w", id, min, max, n, ErrPlayers)
}
