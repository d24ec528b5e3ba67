package bot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

// MCTSOptions set up a Monte Carlo tree search. The zero value searches
// 1,000 iterations on one goroutine.
type MCTSOptions struct {
	// Iterations is the budget per move in iterations (playouts), across
	// all workers; 1,000 when neither it nor Duration is set.
	Iterations int
	// Duration is the budget per move in time; when both are set, the
	// search stops at whichever runs out first.
	Duration time.Duration
	// Exploration is the UCB1 constant on returns scaled to [0, 1]; √2
	// when zero.
	Exploration float64
	// Workers is the number of goroutines of root-parallel search, each
	// with a tree of its own; 1 when zero.
	Workers int
	// Declarations makes the declarations of board.Declarer candidate
	// moves at the root.
	Declarations bool
	// Evaluate scores a playout cut off at PlayoutLimit; Estimate (the
	// game's Estimator, or ½ for every seat) when nil.
	Evaluate Evaluation
	// PlayoutLimit cuts playouts off after this many plies, chance
	// outcomes counted; Info.MaxPlies (or 10,000) when zero. A limit
	// below the game's length makes every iteration cheaper and, in
	// games whose random playouts rarely end (a halma race), is what
	// makes the search see anything at all: it then plays by Evaluate.
	// A negative limit scores the state the tree reaches, with no
	// playout.
	PlayoutLimit int
	// NoReuse starts every move's search from an empty tree.
	NoReuse bool
	// MaxNodes bounds the nodes of each tree; 1<<21 when zero. A full tree
	// stops growing and goes on with playouts.
	MaxNodes int
}

// MCTS is the Monte Carlo tree search bot (UCT; information-set MCTS on
// board.Hidden states).
type MCTS struct {
	opts  MCTSOptions
	trees []*tree
	// Stats of the last Choose.
	iterations int
	elapsed    time.Duration
}

// NewMCTS returns an MCTS bot with the options opts, drawing its random
// streams (one per worker) from r.
func NewMCTS(opts MCTSOptions, r *rand.Rand) *MCTS {
	if opts.Iterations <= 0 && opts.Duration <= 0 {
		opts.Iterations = 1000
	}
	if opts.Exploration == 0 {
		opts.Exploration = math.Sqrt2
	}
	opts.Workers = max(1, opts.Workers)
	if opts.Evaluate == nil {
		opts.Evaluate = Estimate
	}
	if opts.MaxNodes <= 0 {
		opts.MaxNodes = 1 << 21
	}
	b := &MCTS{opts: opts}
	for range opts.Workers {
		b.trees = append(b.trees, &tree{opts: &b.opts, r: NewRand(r.Uint64())})
	}
	return b
}

// Iterations returns the number of iterations the last Choose searched,
// over all workers, and how long it took.
func (b *MCTS) Iterations() (int, time.Duration) { return b.iterations, b.elapsed }

// Choose searches from s and returns the root move searched most often.
func (b *MCTS) Choose(s board.State) (board.Move, error) {
	me, err := seat(s)
	if err != nil {
		return nil, err
	}
	start := time.Now()
	_, hidden := s.(board.Hidden)
	roots := make([]board.State, len(b.trees))
	for i := range roots {
		roots[i] = s.Clone() // one per worker: a State is not safe for concurrent use
	}
	var deadline time.Time
	if b.opts.Duration > 0 {
		deadline = start.Add(b.opts.Duration)
	}
	share := b.opts.Iterations / len(b.trees)
	var wg sync.WaitGroup
	errs := make([]error, len(b.trees))
	for i, t := range b.trees {
		n := share
		if i < b.opts.Iterations%len(b.trees) {
			n++
		}
		if b.opts.Iterations <= 0 {
			n = math.MaxInt
		}
		t.begin(roots[i], me, hidden)
		if len(b.trees) == 1 {
			errs[0] = t.search(n, deadline)
			continue
		}
		wg.Go(func() { errs[i] = t.search(n, deadline) })
	}
	wg.Wait()
	b.iterations = 0
	for i, t := range b.trees {
		if errs[i] != nil {
			return nil, errs[i]
		}
		b.iterations += t.done
	}
	b.elapsed = time.Since(start)
	return b.best(s)
}

// best adds up the root visits of every worker's tree and returns the
// move of s visited most.
func (b *MCTS) best(s board.State) (board.Move, error) {
	legal := appendLegal(s, nil)
	if d, ok := s.(board.Declarer); ok && b.opts.Declarations {
		legal = append(legal, d.Declarations()...)
	}
	if len(legal) == 0 {
		return nil, fmt.Errorf("bot: seat to move has no legal move: %w", board.ErrIllegalMove)
	}
	visits := make([]float64, len(legal))
	totals := make([]float64, len(legal))
	for _, t := range b.trees {
		for _, c := range t.nodes[0].children {
			n := &t.nodes[c]
			for i, m := range legal {
				if m == n.move {
					visits[i] += n.visits
					totals[i] += n.total
					break
				}
			}
		}
	}
	bi := 0
	for i := range legal {
		switch {
		case visits[i] > visits[bi]:
			bi = i
		case visits[i] == visits[bi] && visits[i] > 0 && totals[i]/visits[i] > totals[bi]/visits[bi]:
			bi = i
		}
	}
	if visits[bi] == 0 { // no iteration ran: play the first legal move
		bi = 0
	}
	for _, t := range b.trees {
		t.chosen = legal[bi]
	}
	return legal[bi], nil
}
