package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

const perftSynopsis = "rulebook perft -game ID [-option Name=Value]... [-players N] [-position P] [-dice D] -depth N [-divide]"

// runPerft counts the leaf nodes of the game tree: every move of a seat
// and every chance outcome is a ply. The count is the last line of the
// output, a bare number. It counts with board.Perft, which uses the
// state's own board.Perfter when it has one, so that it runs at the
// family's full speed and counts as the family's published figures do.
func runPerft(args []string, e *env) error {
	fs := newFlags("perft")
	var gf gameFlags
	gf.add(fs, true)
	gf.addDice(fs)
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
		n, err = board.Perft(s, *depth)
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
	legal := s.Legal()
	slices.SortFunc(legal, func(a, b board.Move) int { return strings.Compare(a.String(), b.String()) })
	var total uint64
	for _, m := range legal {
		c := s.Clone()
		if err := c.Play(m); err != nil {
			return 0, fmt.Errorf("broken game: legal move %s does not play: %w", m, err)
		}
		n, err := board.Perft(c, depth-1)
		if err != nil {
			return 0, err
		}
		fmt.Fprintf(e.stdout, "%s\t%d\n", m, n)
		total += n
	}
	return total, nil
}
