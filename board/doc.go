// Package board is the contract every game of rulebook implements, and the
// registry through which programs find the games.
//
// A Game is a rule set with its options fixed; it makes States. A State is
// one position of a game in progress: it says who is to move, lists the
// legal moves, reads moves in the game's notation, plays them, and says how
// the game ended. One move is one decision of one actor, and the dice are an
// actor too: when ToMove returns Chance, Legal lists the possible outcomes
// (with their probabilities from Chancy.Chances when they are not all
// alike), and a program plays the outcome its dice showed, or lets Sample
// roll.
//
// Games register themselves from their package's init, so a program picks
// its games by importing their family packages:
//
//	import _ "github.com/rulebook-go/rulebook/ludo"
//
//	g, ok := board.Lookup("ludo/propast")
//
// Errors are values: every rejected move or position wraps ErrIllegalMove,
// ErrBadNotation or ErrGameOver in a *MoveError that says why. No input,
// however malformed, makes the library panic, and a rejected move leaves the
// state exactly as it was.
package board
