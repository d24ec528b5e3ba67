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
	plain   [KindBelieve + 1][MaxDice + 1]board.Move                 // the moves without a Throw, by Kind and N (stop, roll, roll:1, doubt, believe)
	claims  [maxClaim + 1]board.Move                                 // claim:N
	covers  [1 << 13]board.Move                                      // cover:N, for the tile sets of sum ≤ maxCoverSum (nil beyond)
	keeps   map[Throw]board.Move                                     // keep:T, for every multiset of up to MaxDice dice
	crosses [1 << (4 * maxCrossDice)]board.Move                      // cross:…, every packing of up to three numbers
	stakes  [KindWhite - KindStake + 1][maxBoxedStake + 1]board.Move // stake:N, even:N, odd:N, black:N, white:N
}

// maxClaim is the largest claim of the notation; maxCoverSum is the largest
// sum a cover can match (a doubled double of two dice).
const (
	maxClaim    = 999
	maxCoverSum = 24
)

// maxBoxedStake is the largest stake boxed in advance: the wager games'
// stakes are a seat's chips, far fewer in the registered games; a larger
// stake is boxed as it is listed.
const maxBoxedStake = 255

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
	for k := KindStake; k <= KindWhite; k++ {
		for n := range b.stakes[k-KindStake] {
			b.stakes[k-KindStake][n] = Move{Kind: k, N: int16(n)}
		}
	}
	for n := range b.crosses {
		b.crosses[n] = Move{Kind: KindCross, N: int16(n)}
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
	case m.Kind >= KindStake && m.Kind <= KindWhite && m.N >= 0 && m.N <= maxBoxedStake:
		v = b.stakes[m.Kind-KindStake][m.N]
	case m.Kind == KindCross && m.N >= 0 && int(m.N) < len(b.crosses):
		v = b.crosses[m.N]
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
