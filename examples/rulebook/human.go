package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// human is a person at the terminal: a Bot that reads its moves, in the
// game's notation, from the input. With -dice manual it also reads the
// rolls of real dice.
type human struct {
	in  *bufio.Reader
	out io.Writer
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
			fmt.Fprintf(h.out, "legal: %s\n", strings.Join(readableMoves(s.Legal()), " "))
			fmt.Fprintln(h.out, "enter one of them, or quit")
			continue
		case "quit", "exit":
			return nil, errQuit
		}
		m, err := s.ParseMove(line)
		if err != nil {
			fmt.Fprintf(h.out, "%s\n", oneLine(err))
			continue
		}
		return m, nil
	}
}
