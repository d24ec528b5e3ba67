package ludo

import "github.com/rulebook-go/rulebook/board"

// What both engines share besides the opening (opening.go): the outcome
// of a race.

// Outcome codes of the family (Outcome.Code).
const (
	// CodeAllHome: the first finisher ended the game (board.CodeAllHome).
	CodeAllHome = board.CodeAllHome
	// CodeOneLeft: every player but one finished; the one left is last.
	CodeOneLeft = "one-left"
	// CodeDecided: Frank and Furter, every Furter is home or caught.
	CodeDecided = "all-decided"
	// CodeNoMoves: the colour-blind game, no player still racing can ever
	// move again (board.CodeNoMoves).
	CodeNoMoves = board.CodeNoMoves
)

// raceOutcome is the outcome of a finished race of n seats whose finishers
// are placed, in finishing order: the first one wins; the places follow the
// finishing order, everybody else sharing the place after the finishers
// (one seat when all but one finished). The reason is oneLeft when all but
// one finished and first otherwise.
func raceOutcome(placed []uint8, n int, oneLeft, first string) board.Outcome {
	scores := make([]int, n) // the earlier a seat finished, the higher its score
	for k, seat := range placed {
		scores[seat] = n - k
	}
	o := board.Outcome{Over: true, Winners: []board.Player{board.Player(placed[0])}, Placings: board.Rank(scores, true)}
	if len(placed)+1 >= n {
		o.Code, o.Reason = CodeOneLeft, oneLeft
	} else {
		o.Code, o.Reason = CodeAllHome, first
	}
	return o
}
