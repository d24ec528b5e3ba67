package board

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
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

// kind is an error kind that is also a case of a broader kind, so that
// errors.Is matches both.
type kind struct {
	msg    string
	parent error
}

func (k *kind) Error() string { return k.msg }
func (k *kind) Unwrap() error { return k.parent }

var (
	// ErrAmbiguous: a short form of a move fits several legal moves (the
	// error lists them). It is a case of ErrBadNotation: errors.Is
	// matches both.
	ErrAmbiguous error = &kind{"ambiguous move", ErrBadNotation}
	// ErrBadOption: a rule option that the game does not have, or a value
	// it does not accept.
	ErrBadOption = errors.New("bad rule option")
)

// Ambiguous returns an error wrapping ErrAmbiguous for the input text that
// fits every one of candidates, in the order given.
func Ambiguous(input string, candidates []string) error {
	return &MoveError{Input: input, Err: ErrAmbiguous,
		Reason: "ambiguous: it could be " + strings.Join(candidates, " or ")}
}

// BadOption returns an error wrapping ErrBadOption for the option named
// (or the setting given), and the reason formatted as with fmt.Sprintf.
func BadOption(name, format string, args ...any) error {
	return fmt.Errorf("option %s: %s: %w", name, fmt.Sprintf(format, args...), ErrBadOption)
}

// MoveText returns m's notation, or an error wrapping ErrBadNotation when m
// is nil, a typed nil, or a Move whose String panics, so that a family's
// Play can refuse a foreign move without panicking.
func MoveText(m Move) (text string, err error) {
	if m == nil {
		return "", BadNotation("", "no move (nil)")
	}
	if v := reflect.ValueOf(m); (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface ||
		v.Kind() == reflect.Map || v.Kind() == reflect.Slice || v.Kind() == reflect.Func) && v.IsNil() {
		return "", BadNotation("", "no move (a nil %T)", m)
	}
	defer func() {
		if p := recover(); p != nil {
			text, err = "", BadNotation("", "the move's String panicked: %v", p)
		}
	}()
	return m.String(), nil
}

// Reparse reads a move of another type — one a client built, or a Move of
// another state — by its notation in s, for a family's Play: the result is
// s's own move, or the error of MoveText or ParseMove.
func Reparse(s State, m Move) (Move, error) {
	text, err := MoveText(m)
	if err != nil {
		return nil, err
	}
	return s.ParseMove(text)
}

// Typed returns m as a family's own move type M, for the family's Play: m
// itself when it is an M, and otherwise m's notation read by parse (the
// state's own reader), so that a Move a client built, or one listed by
// another state, plays when its text is legal here. Errors are those of
// MoveText and parse. A typed nil of a pointer type M is returned as it is,
// for the family to refuse.
func Typed[M Move](m Move, parse func(string) (M, error)) (M, error) {
	if own, ok := m.(M); ok {
		return own, nil
	}
	text, err := MoveText(m)
	if err != nil {
		var zero M
		return zero, err
	}
	return parse(text)
}
