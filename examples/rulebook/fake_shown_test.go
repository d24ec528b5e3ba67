package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// test/coin-shown is the coin race as a game that shows people more than
// its notation, through the optional interfaces of package board:
//
//   - its seats' moves are written with spaces: "take 1", "take 2" and
//     "pass turn" (the tosses stay "heads" and "tails");
//   - board.Recorder: its record numbers the turns as chess numbers moves,
//     "2." for seat 0's move of the second round and "2..." for the others,
//     and writes "take 1" as "+1" (which ParseMove reads back);
//   - board.Describer: every move says what it does, and a tails says the
//     seat's turn is forfeited;
//   - board.Viewer: each seat sees the race "from seat N".
type shownCoin struct{ *coinState }

type shownMove string

func (m shownMove) String() string               { return string(m) }
func (m shownMove) MarshalText() ([]byte, error) { return []byte(m), nil }

// shownNames maps the race's moves to their notation in the shown game.
var shownNames = map[string]string{"heads": "heads", "tails": "tails", "add1": "take 1", "add2": "take 2", "pass": "pass turn"}

// shownRecord maps the record's forms of moves to the moves.
var shownRecord = map[string]string{"+1": "take 1", "+2": "take 2"}

func (s shownCoin) Legal() []board.Move {
	var ms []board.Move
	for _, m := range s.coinState.Legal() {
		ms = append(ms, shownMove(shownNames[m.String()]))
	}
	return ms
}

func (s shownCoin) ParseMove(text string) (board.Move, error) {
	if full, ok := shownRecord[text]; ok {
		text = full
	}
	for inner, shown := range shownNames {
		if shown == text {
			if _, err := s.coinState.ParseMove(inner); err != nil {
				return nil, &board.MoveError{Input: text, Reason: "not allowed after " + s.phase, Err: errors.Unwrap(err)}
			}
			return shownMove(text), nil
		}
	}
	return nil, board.BadNotation(text, "not a shown coin race move")
}

func (s shownCoin) Play(m board.Move) error {
	text, err := board.MoveText(m)
	if err != nil {
		return err
	}
	if _, err := s.ParseMove(text); err != nil {
		return err
	}
	if full, ok := shownRecord[text]; ok {
		text = full
	}
	for inner, shown := range shownNames {
		if shown == text {
			return s.coinState.Play(coinMove(inner))
		}
	}
	return board.BadNotation(text, "not a shown coin race move")
}

func (s shownCoin) Record(m board.Move) (number, text string) {
	text = m.String()
	for short, full := range shownRecord {
		if full == text {
			text = short
		}
	}
	if s.phase == "roll" || s.phase == "over" {
		return "", text
	}
	round := s.turns/len(s.scores) + 1
	if s.turn == 0 {
		return fmt.Sprintf("%d.", round), text
	}
	return fmt.Sprintf("%d...", round), text
}

func (s shownCoin) Describe(m board.Move) string {
	text := m.String()
	switch {
	case text == "tails":
		return text + ": seat " + fmt.Sprint(s.turn) + " must pass"
	case text == "heads":
		return text + ": seat " + fmt.Sprint(s.turn) + " takes 1 or 2"
	case text == "pass turn":
		return text + ": the turn is forfeited"
	case strings.HasPrefix(text, "take "):
		return fmt.Sprintf("%s: seat %d has %d points", text, s.turn, s.scores[s.turn]+int(text[5]-'0'))
	}
	return text + ": not a move"
}

func (s shownCoin) View(p board.Player) string {
	return fmt.Sprintf("coin race seen from seat %v: scores %v", p, s.scores)
}
