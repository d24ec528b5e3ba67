package bot

import (
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

// A node is one move in the tree, with the statistics of the seat that
// chose it.
type node struct {
	move     board.Move
	actor    board.Player // the seat that chose move, or Chance for an outcome
	visits   float64      // iterations through this node
	avail    float64      // times its parent was searched while move was legal
	total    float64      // sum of the actor's scaled returns
	children []int32
}

// A tree is one worker's search tree; node 0 is the root.
type tree struct {
	opts   *MCTSOptions
	r      *rand.Rand
	nodes  []node
	root   board.State // the state searched from (never read when hidden)
	me     board.Player
	hidden bool
	limit  int     // playout plies
	lo, hi float64 // the range of board.Returns in Info
	seenLo float64 // the range of the returns playouts gave, which scales exploration
	seenHi float64
	chosen board.Move
	done   int // iterations of the last search

	legal  []board.Move // buffers reused by every iteration
	path   []int32
	values []float64
}

// begin sets the tree up for a search from s, keeping the subtree of the
// previous search that reaches s when there is one.
func (t *tree) begin(s board.State, me board.Player, hidden bool) {
	info := s.Game().Info()
	switch t.limit = t.opts.PlayoutLimit; {
	case t.limit < 0:
		t.limit = 0
	case t.limit == 0 && info.MaxPlies > 0:
		t.limit = info.MaxPlies
	case t.limit == 0:
		t.limit = 10000
	}
	keep := int32(-1)
	if !hidden && !t.opts.NoReuse && t.root != nil && t.chosen != nil && len(t.nodes) > 0 {
		keep = t.find(s)
	}
	if keep < 0 {
		t.nodes = append(t.nodes[:0], node{actor: board.Nobody})
	} else {
		t.reroot(keep)
	}
	t.root, t.me, t.hidden, t.chosen = s, me, hidden, nil
	t.lo, t.hi = info.MinReturn, info.MaxReturn
	t.seenLo, t.seenHi = math.Inf(1), math.Inf(-1)
}

// reuseDepth bounds how many plies below the old root find looks for the
// new state, and reuseStates how many states it plays to look.
const (
	reuseDepth  = 8
	reuseStates = 4096
)

// find returns the node below the old root whose state has s's position,
// looking first below the move chosen there, or -1.
func (t *tree) find(s board.State) int32 {
	want := s.Position()
	type item struct {
		n     int32
		s     board.State
		depth int
	}
	var queue []item
	for _, c := range t.nodes[0].children {
		if t.nodes[c].move == t.chosen {
			st := t.root.Clone()
			if st.Play(t.chosen) != nil {
				return -1
			}
			queue = append(queue, item{c, st, 1})
		}
	}
	for played := 0; len(queue) > 0 && played < reuseStates; {
		it := queue[0]
		queue = queue[1:]
		if it.s.Position() == want {
			return it.n
		}
		if it.depth >= reuseDepth {
			continue
		}
		for _, c := range t.nodes[it.n].children {
			st := it.s.Clone()
			if st.Play(t.nodes[c].move) != nil {
				continue
			}
			played++
			queue = append(queue, item{c, st, it.depth + 1})
		}
	}
	return -1
}

// reroot makes node k the root, dropping every node not below it.
func (t *tree) reroot(k int32) {
	old := t.nodes
	nodes := make([]node, 0, len(old)/2+1)
	nodes = append(nodes, old[k])
	nodes[0].move, nodes[0].actor = nil, board.Nobody
	for i := 0; i < len(nodes); i++ {
		kids := nodes[i].children
		nodes[i].children = make([]int32, len(kids))
		for j, c := range kids {
			nodes[i].children[j] = int32(len(nodes))
			nodes = append(nodes, old[c])
		}
	}
	t.nodes = nodes
}

// search runs n iterations, or until the deadline when it is not zero.
func (t *tree) search(n int, deadline time.Time) error {
	t.done = 0
	for t.done < n {
		if !deadline.IsZero() && t.done%32 == 0 && time.Now().After(deadline) {
			break
		}
		if err := t.iterate(); err != nil {
			return err
		}
		t.done++
	}
	return nil
}

// iterate runs one iteration: selection, expansion, playout, update.
func (t *tree) iterate() error {
	var st board.State
	if t.hidden {
		st = t.root.(board.Hidden).Determinize(t.me, t.r)
	} else {
		st = t.root.Clone()
	}
	t.path = append(t.path[:0], 0)
	n := int32(0)
	for {
		to := st.ToMove()
		if to == board.Nobody {
			break
		}
		t.legal = appendLegal(st, t.legal[:0])
		if n == 0 && t.opts.Declarations {
			if d, ok := st.(board.Declarer); ok {
				t.legal = append(t.legal, d.Declarations()...)
			}
		}
		if len(t.legal) == 0 {
			return fmt.Errorf("bot: %v to move without legal moves in %s", to, st.Game().ID())
		}
		c, fresh := t.descend(st, n, to)
		if err := st.Play(t.nodes[c].move); err != nil {
			return fmt.Errorf("bot: legal move %s does not play in %s: %w", t.nodes[c].move, st.Game().ID(), err)
		}
		t.path = append(t.path, c)
		n = c
		if fresh {
			break
		}
	}
	if err := t.playout(st); err != nil {
		return err
	}
	t.update()
	return nil
}

// descend picks the child of n to follow among t.legal, the moves legal in
// st, adding it to the tree when it is new (fresh).
func (t *tree) descend(st board.State, n int32, to board.Player) (c int32, fresh bool) {
	if to == board.Chance {
		i := sample(st, len(t.legal), t.r)
		if c := t.child(n, t.legal[i], i); c >= 0 {
			return c, false
		}
		return t.add(n, t.legal[i], to)
	}
	parent := t.nodes[n].visits
	scale := t.opts.Exploration
	if t.seenHi > t.seenLo {
		scale *= t.seenHi - t.seenLo
	}
	best, bestValue, untried := int32(-1), math.Inf(-1), 0
	var pick board.Move
	for i, m := range t.legal {
		c := t.child(n, m, i)
		if c < 0 {
			untried++ // reservoir sampling: each untried move equally likely
			if t.r.IntN(untried) == 0 {
				pick = m
			}
			continue
		}
		nd := &t.nodes[c]
		nd.avail++
		if untried > 0 {
			continue
		}
		total := nd.avail
		if !t.hidden {
			total = parent
		}
		v := nd.total/nd.visits + scale*math.Sqrt(math.Log(max(total, 1))/nd.visits)
		if v > bestValue {
			best, bestValue = c, v
		}
	}
	if untried > 0 {
		return t.add(n, pick, to)
	}
	return best, false
}

// child returns the child of n for move m, legal move i of the state, or -1.
// Without hidden information the children come in the order of the legal
// moves, so the first look finds it.
func (t *tree) child(n int32, m board.Move, i int) int32 {
	kids := t.nodes[n].children
	if i < len(kids) && t.nodes[kids[i]].move == m {
		return kids[i]
	}
	for _, c := range kids {
		if t.nodes[c].move == m {
			return c
		}
	}
	return -1
}

// add appends a child of n for m and returns it, or, when the tree is
// full, returns a node for m that is not kept.
func (t *tree) add(n int32, m board.Move, actor board.Player) (int32, bool) {
	if len(t.nodes) >= t.opts.MaxNodes {
		// the scratch node past the limit: visited now, never linked
		t.nodes = append(t.nodes[:t.opts.MaxNodes], node{move: m, actor: actor})
		return int32(t.opts.MaxNodes), true
	}
	c := int32(len(t.nodes))
	t.nodes = append(t.nodes, node{move: m, actor: actor, avail: 1})
	t.nodes[n].children = append(t.nodes[n].children, c)
	return c, true
}

// playout plays st to the end with random moves and sets t.values to every
// seat's score of the result.
func (t *tree) playout(st board.State) error {
	for plies := 0; ; plies++ {
		to := st.ToMove()
		if to == board.Nobody {
			break
		}
		if plies >= t.limit {
			t.values = t.values[:0]
			for p := range st.Seats() {
				v := t.opts.Evaluate(st, board.Player(p))
				if t.hi > t.lo {
					v = t.lo + v*(t.hi-t.lo)
				}
				t.values = append(t.values, v)
			}
			t.seen()
			return nil
		}
		t.legal = appendLegal(st, t.legal[:0])
		if len(t.legal) == 0 {
			return fmt.Errorf("bot: %v to move without legal moves in %s", to, st.Game().ID())
		}
		var i int
		if to == board.Chance {
			i = sample(st, len(t.legal), t.r)
		} else {
			i = t.r.IntN(len(t.legal))
		}
		if err := st.Play(t.legal[i]); err != nil {
			return fmt.Errorf("bot: legal move %s does not play in %s: %w", t.legal[i], st.Game().ID(), err)
		}
	}
	r := board.Returns(st)
	t.values = t.values[:0]
	for p := range st.Seats() {
		v := 0.0
		if p < len(r) {
			v = r[p]
		}
		t.values = append(t.values, v)
	}
	t.seen()
	return nil
}

// seen widens the range of returns seen by those of the last playout.
func (t *tree) seen() {
	for _, v := range t.values {
		t.seenLo, t.seenHi = min(t.seenLo, v), max(t.seenHi, v)
	}
}

// update credits every node of the path with its actor's score.
func (t *tree) update() {
	for _, c := range t.path {
		nd := &t.nodes[c]
		nd.visits++
		if a := int(nd.actor); a >= 0 && a < len(t.values) {
			nd.total += t.values[a]
		}
	}
	if len(t.nodes) > t.opts.MaxNodes {
		t.nodes = t.nodes[:t.opts.MaxNodes]
	}
}
