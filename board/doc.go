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
//
// # Geometry
//
// The package also holds the board geometry that several families share,
// each piece small:
//
//   - Grid: rectangular boards up to 26×26 with algebraic square names
//     ("a1", "j10"; Parse reads them back), dark and light squares (a1 is
//     dark), the eight compass Directions, Step, Offset and Ray.
//   - Graph: named points joined by lines, for boards that are not grids
//     of squares: the morris board (a line of three is a mill), the
//     solitaire cross (Grid.Graph cuts it from a grid) and the halma star;
//     Neighbors, LinesThrough and Beyond (where a jump lands).
//   - Track: the ring of a race game with an entry square and a home
//     stretch per seat, measured by each piece's progress; EvenTrack(40, 4,
//     4) is the ludo cross track.
//
// Families with hot move generators (chess, draughts) keep their own
// bitboards and square numbering; this geometry is for the families whose
// boards are graphs and tracks (morris, solitaire, halma, the cross-track
// ludo games).
package board
