package main

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
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
	// A finished game has no moves to split by, though a family's perft
	// may count on through it (chess counts on through automatic draws).
	if *divide && *depth > 0 && len(s.Legal()) > 0 {
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

// perft counts through the state's own board.Perfter when it has one
// (bitboards, bulk counting, the family's perft convention), and by the
// generic walk board.Perft otherwise.
func perft(s board.State, depth int) (uint64, error) {
	if p, ok := s.(board.Perfter); ok {
		return p.Perft(depth), nil
	}
	return board.Perft(s, depth)
}
