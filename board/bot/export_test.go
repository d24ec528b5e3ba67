package bot

import "github.com/rulebook-go/rulebook/board"

// RootVisits returns the visits the first tree of b would start a search
// from s with: those of the kept subtree that reaches s, or 0.
func RootVisits(b *MCTS, s board.State) float64 {
	t := b.trees[0]
	me, _ := seat(s)
	_, hidden := s.(board.Hidden)
	t.begin(s.Clone(), me, hidden)
	return t.nodes[0].visits
}
