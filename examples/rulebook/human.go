package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// human is a person at the terminal: a Bot that reads its moves, in the
// game's notation, from the input. With -dice manual it also reads the
// rolls of real dice.
type human struct {
	in  *bufio.Reader
	out io.Writer
	// list is the numbered list of moves shown for this decision, nil
	// when the moves were not numbered.
	list []string
}

// Choose prompts until the person enters a move that the state accepts. It
// returns io.EOF at the end of the input and errQuit when asked to quit.
// A rejected move is answered with its reason and a new prompt.
func (h *human) Choose(s board.State) (board.Move, error) {
	prompt := fmt.Sprintf("seat %v> ", s.ToMove())
	if s.ToMove() == board.Chance {
		prompt = "dice> "
	}
	for {
		fmt.Fprint(h.out, prompt)
		text, err := h.in.ReadString('\n')
		if text == "" && err != nil {
			fmt.Fprintln(h.out) // end the prompt's line
			return nil, err     // io.EOF at the end of the input
		}
		// A last line without a newline still counts; the next read then
		// reports the end of the input.
		line := strings.TrimSpace(text)
		switch line {
		case "":
			continue
		case "?", "help":
			h.help(s)
			continue
		case "quit", "exit":
			return nil, errQuit
		}
		m, err := h.read(s, line)
		if err != nil {
			fmt.Fprintf(h.out, "%s\n", oneLine(err))
			continue
		}
		return m, nil
	}
}

// read reads one line as a move of s: in the game's notation, or when the
// moves were numbered and the line is no move, as the number of one.
func (h *human) read(s board.State, line string) (board.Move, error) {
	m, err := s.ParseMove(line)
	if err == nil || h.list == nil || digits(line) != len(line) {
		return m, err
	}
	n, convErr := strconv.Atoi(line)
	if convErr != nil || n < 1 || n > len(h.list) {
		return nil, fmt.Errorf("%s: no move has that number; the moves are numbered 1 to %d", line, len(h.list))
	}
	return s.ParseMove(h.list[n-1])
}

// help lists the legal moves again, numbered when they were, and the
// declarations.
func (h *human) help(s board.State) {
	legal := readableMoves(s.Legal())
	if h.list != nil {
		fmt.Fprintln(h.out, "legal:")
		for i, m := range h.list {
			fmt.Fprintf(h.out, "  %d) %s\n", i+1, m)
		}
	} else {
		fmt.Fprintf(h.out, "legal: %s\n", strings.Join(legal, " "))
	}
	if line := declarationLine(s, legal); line != "" {
		fmt.Fprintln(h.out, line)
	}
	if h.list != nil {
		fmt.Fprintln(h.out, "enter a move or its number, or quit")
		return
	}
	fmt.Fprintln(h.out, "enter one of them, or quit")
}
