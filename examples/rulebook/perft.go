package main

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

const perftSynopsis = "rulebook perft -game ID [-players N] [-position P] -depth N [-divide]"

// runPerft counts the leaf nodes of the game tree: every move of a seat
// and every chance outcome is a ply. The count is the last line of the
// output, a bare number. It uses the game's own board.Perfter when the
// state has one, so that it runs at the family's full speed.
func runPerft(args []string, e *env) error {
	fs := newFlags("perft")
	var gf gameFlags
	gf.add(fs, true, true)
	depth := fs.Int("depth", -1, "count to `N` plies (required)")
	divide := fs.Bool("divide", false, "first print each legal move with the count below it")
	if err := parse(fs, perftSynopsis, args, e); err != nil {
		return err
	}
	if *depth < 0 {
		return usagef("-depth is required and must not be negative")
	}
	_, s, err := gf.state()
	if err != nil {
		return err
	}
	var n uint64
	if *divide && *depth > 0 {
		n, err = perftDivide(e, s, *depth)
	} else {
		n, err = perft(s, *depth)
	}
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(e.stdout, n)
	return err
}

// perftDivide prints each legal move with the count of leaves below it,
// sorted by move, and returns the total: the way to find where two move
// generators disagree.
func perftDivide(e *env, s board.State, depth int) (uint64, error) {
	var total uint64
	for _, text := range moveStrings(s.Legal()) {
		c := s.Clone()
		if err := board.Replay(c, text); err != nil {
			return 0, fmt.Errorf("broken game: legal move %s does not play: %w", text, err)
		}
		n, err := perft(c, depth-1)
		if err != nil {
			return 0, err
		}
		fmt.Fprintf(e.stdout, "%s\t%d\n", text, n)
		total += n
	}
	return total, nil
}

// perft is boardtest.FastPerft with its panic on a broken game (a legal
// move that does not play) turned into an error, so that the command
// reports a failure instead of a stack trace.
func perft(s board.State, depth int) (n uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("broken game: %v", r)
		}
	}()
	return boardtest.FastPerft(s, depth), nil
}
