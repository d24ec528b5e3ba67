package dicegames

import "github.com/rulebook-go/rulebook/board"

// The flagged placeholders of part 2 on the engines of part 1: the
// booklet's rules of these titles are lost and no game of the name is
// known, so each is a playable game of the title's shape, not the
// booklet's.
var (
	// NebeAPeklo is the placeholder of entry 13, Nebe a peklo (Heaven and
	// Hell): the top faces for the thrower, the bottom faces for his left
	// neighbour.
	NebeAPeklo = board.Must(NewSingleGame(names(13, "Heaven and Hell: each turn one throw of two dice; the top faces (heaven) score for the thrower and the bottom faces (hell, 7 - top) for the left neighbour, so every throw hands out 14 points. After 5 rounds the highest total wins."),
		SingleRules{Scoring: HeavenHell, SparrowFace: 1, SixRun: 35, Match: Match{Rounds: 5}}))
	// Cil is the placeholder of entry 35, Cíl (Target), after a classroom
	// game: a race to a thrown two-digit target.
	Cil = board.Must(NewRunningGame(names(35, "Target: the leader throws two dice and reads them as the larger two-digit number (3 and 6 make 63), the target. Each seat in turn throws two dice and adds the sum to its total (within 6 of the target, one die); a throw that would pass the target does not count. The first to hit the target exactly wins."),
		RunningRules{Mode: TargetRace, Dice: 2, Limit: 66}))
)
