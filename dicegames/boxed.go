package dicegames

import (
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// Listing the legal moves through board.State (Lister's AppendLegal,
// Legal) gives them as board.Move interface values. Boxing a Move there
// would allocate for every move listed; instead every decision the engines
// list is boxed once, here, and listing reuses the boxes (the throws of a
// chance node are boxed once in their chanceTable).

// moveBoxes holds the decisions as board.Move values, indexed by what they
// are.
type moveBoxes struct {
	plain  [KindBelieve + 1][MaxDice + 1]board.Move // the moves without a Throw, by Kind and N (stop, roll, roll:1, doubt, believe)
	claims [maxClaim + 1]board.Move                 // claim:N
	covers [1 << 13]board.Move                      // cover:N, for the tile sets of sum ≤ maxCoverSum (nil beyond)
	keeps  map[Throw]board.Move                     // keep:T, for every multiset of up to MaxDice dice
}

// maxClaim is the largest claim of the notation; maxCoverSum is the largest
// sum a cover can match (a doubled double of two dice).
const (
	maxClaim    = 999
	maxCoverSum = 24
)

var boxes = sync.OnceValue(func() *moveBoxes {
	b := &moveBoxes{keeps: make(map[Throw]board.Move, 924)}
	for k := KindStop; k <= KindBelieve; k++ {
		for n := range b.plain[k] {
			b.plain[k][n] = Move{Kind: k, N: int16(n)}
		}
	}
	for n := range b.claims {
		b.claims[n] = Move{Kind: KindClaim, N: int16(n)}
	}
	for m := 2; m < len(b.covers); m += 2 {
		if tileSum(m) <= maxCoverSum {
			b.covers[m] = Move{Kind: KindCover, N: int16(m)}
		}
	}
	b.keeps[Throw{}] = Move{Kind: KindKeep}
	for k := 1; k <= MaxDice; k++ {
		for _, t := range chances[k].moves {
			b.keeps[t.Throw] = Move{Kind: KindKeep, Throw: t.Throw}
		}
	}
	return b
})

// boxed returns m as a board.Move, from the boxes when it has one (every
// decision the engines list), boxed anew otherwise.
func boxed(m Move) board.Move {
	b := boxes()
	var v board.Move
	switch {
	case m.Kind == KindClaim && m.N >= 0 && m.N <= maxClaim:
		v = b.claims[m.N]
	case m.Kind == KindCover && m.N > 0 && int(m.N) < len(b.covers):
		v = b.covers[m.N]
	case m.Kind == KindKeep:
		v = b.keeps[m.Throw]
	case m.Kind >= KindStop && m.Kind <= KindBelieve && m.Throw == (Throw{}) && m.N >= 0 && int(m.N) <= MaxDice:
		v = b.plain[m.Kind][m.N]
	}
	if v == nil || v.(Move) != m {
		return m
	}
	return v
}
