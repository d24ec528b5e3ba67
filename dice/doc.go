// Package dice rolls dice and lists what they can show, with exact
// chances, for the dice-driven games of rulebook (the ludo race games,
// backgammon and the tables games, the dice games).
//
// A Die is a fair standard die with faces 1..n (D6 is the ordinary die,
// whose opposite faces add up to 7); Custom makes a die with any faces, such
// as the doubling cube. Rolling takes a *rand.Rand from math/rand/v2, so a
// program chooses its source and a seed (Seeded) replays a game exactly;
// Die.Throw and Faces.Throw roll several dice into a Roll without
// allocating.
//
// A Roll is the faces of up to MaxDice dice, a comparable value with the
// notation "2", "3-5", "6-6": faces in decimal joined by hyphens, in the
// order given. ParseRoll reads it strictly (no spaces, signs or leading
// zeros), so that text and roll correspond one to one; ParseRollOf also
// checks the number of dice and the faces against a die. Errors wrap
// board.ErrBadNotation. ParseRollLoose reads a roll as people type it
// ("6 5", "6,5", "65" for one-digit faces), for the games' move readers.
// Sorted gives the unordered roll ("5-3" → "3-5"); Descending the higher
// face first, as backgammon writes a roll ("6-5").
//
// Ordered and Unordered list every throw of n dice with its chance as
// integers (Ways of Total equally likely ordered throws), so that game
// code can state probabilities exactly: two d6 give 36 ordered throws, or
// 21 unordered ones (doubles 1/36, the others 2/36); three d6 give 216 and
// 56. Sums gives the distribution of the sum (a 7 on two d6: 6 of 36).
//
// A die is part of a program, not of its input: rolling or enumerating
// with an invalid die or number of dice panics, as rand.IntN does for a
// bad bound. Text is input: ParseRoll never panics.
package dice
