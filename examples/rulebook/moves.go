package main

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

const movesSynopsis = "rulebook moves -game ID [-option Name=Value]... [-players N] [-position P] [-dice D] [-after]"

// runMoves lists the legal moves of a position, one per line, sorted.
func runMoves(args []string, e *env) error {
	fs := newFlags("moves")
	var gf gameFlags
	gf.add(fs, true)
	gf.addDice(fs)
	after := fs.Bool("after", false, "follow each move with a tab and the position after it")
	if err := parse(fs, movesSynopsis, args, e); err != nil {
		return err
	}
	_, s, err := gf.state()
	if err != nil {
		return err
	}
	legal := s.Legal()
	var b strings.Builder
	for _, text := range moveStrings(legal) {
		b.WriteString(text)
		if *after {
			pos, err := positionAfter(s, text)
			if err != nil {
				return err
			}
			b.WriteString("\t" + pos)
		}
		b.WriteByte('\n')
	}
	_, err = fmt.Fprint(e.stdout, b.String())
	return err
}

// playChance plays the chance outcome written as text; the state must be
// at a chance node.
func playChance(s board.State, text string) error {
	if p := s.ToMove(); p != board.Chance {
		return usagef("-dice %s: the dice do not decide now (%v is to move): %w", text, toMoveName(p), board.ErrNotChance)
	}
	if err := board.Replay(s, text); err != nil {
		return usagef("-dice: %w", err)
	}
	return nil
}

// positionAfter returns the position after the move written as text,
// played on a copy of s.
func positionAfter(s board.State, text string) (string, error) {
	c := s.Clone()
	if err := board.Replay(c, text); err != nil {
		return "", fmt.Errorf("legal move %s does not play: %w", text, err)
	}
	return c.Position(), nil
}

// toMoveName names who is to move, for messages: "seat 1", "nobody".
func toMoveName(p board.Player) string {
	if p >= 0 {
		return "seat " + p.String()
	}
	return p.String()
}
