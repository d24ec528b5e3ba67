// Command chessbench times perft with the chess package of rulebook and
// with github.com/notnil/chess (MIT) in the same run, and prints the ratio.
// It is a separate module so that the library's go.mod stays free of the
// comparison's dependency:
//
//	cd examples/chessbench && go run . -depth 5
//
// Both sides count the same tree from the start position (or -fen) with
// bulk counting at the leaves: the legal moves of the last ply are
// generated and counted, not played. rulebook's Position.Perft walks with
// make/unmake on one position; notnil/chess has no perft of its own, so the
// walk below uses its public API (ValidMoves and Update).
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	notnil "github.com/notnil/chess"
	"github.com/rulebook-go/rulebook/chess"
)

func main() {
	depth := flag.Int("depth", 5, "perft depth")
	fen := flag.String("fen", chess.StartFEN, "position")
	flag.Parse()
	if err := run(*fen, *depth); err != nil {
		fmt.Fprintln(os.Stderr, "chessbench:", err)
		os.Exit(1)
	}
}

// result is one side's timing.
type result struct {
	nodes   uint64
	elapsed time.Duration
}

func run(fen string, depth int) error {
	rb, err := timeRulebook(fen, depth)
	if err != nil {
		return err
	}
	nn, err := timeNotnil(fen, depth)
	if err != nil {
		return err
	}
	if rb.nodes != nn.nodes {
		return fmt.Errorf("node counts differ: rulebook %d, notnil/chess %d", rb.nodes, nn.nodes)
	}
	fmt.Printf("perft(%d) = %d nodes\n", depth, rb.nodes)
	fmt.Printf("%-16s %10.3f s %10.2f Mnps\n", "rulebook/chess", rb.elapsed.Seconds(), mnps(rb))
	fmt.Printf("%-16s %10.3f s %10.2f Mnps\n", "notnil/chess", nn.elapsed.Seconds(), mnps(nn))
	fmt.Printf("rulebook is %.1fx faster\n", nn.elapsed.Seconds()/rb.elapsed.Seconds())
	return nil
}

func mnps(r result) float64 { return float64(r.nodes) / r.elapsed.Seconds() / 1e6 }

// timeRulebook runs Position.Perft (bulk counting).
func timeRulebook(fen string, depth int) (result, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return result{}, err
	}
	start := time.Now()
	n := p.Perft(depth)
	return result{n, time.Since(start)}, nil
}

// timeNotnil runs the same walk through notnil/chess.
func timeNotnil(fen string, depth int) (result, error) {
	opt, err := notnil.FEN(fen)
	if err != nil {
		return result{}, err
	}
	pos := notnil.NewGame(opt).Position()
	start := time.Now()
	n := notnilPerft(pos, depth)
	return result{n, time.Since(start)}, nil
}

// notnilPerft counts leaves with bulk counting at depth 1.
func notnilPerft(pos *notnil.Position, depth int) uint64 {
	moves := pos.ValidMoves()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += notnilPerft(pos.Update(m), depth-1)
	}
	return n
}
