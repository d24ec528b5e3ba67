// Package mill implements nine men's morris and six games of the same
// board, on one engine over 24-bit occupancy words:
//
//	mill          Nine men's morris (Mlýn)
//	mill/lasker   Lasker morris (Laskerský mlýn)
//	mill/knight   Knight mill (Jezdecký mlýn)
//	mill/dice     Dice mill (Mlýn s kostkou)
//	mill/twelve   Twelve men's morris (Maxi mlýn, rohový)
//	mill/hunt     The hunt (Hon)
//	mill/cross    Cross mill (Mlýn na kříž)
//
// Each game is a Rules value; the zero Rules is nine men's morris, and
// NewGame builds any other combination (board.Configure sets the options
// by name).
//
// # The board
//
// Three concentric squares joined at the midpoints of their sides: 24
// points named by file a–g and rank 1–7 (White sits at rank 1), numbered
// 0..23 in the canonical order a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4
// c3 d3 e3 b2 d2 f2 a1 d1 g1, which orders every list. The 16 lines are the
// sides of the squares (a7-d7-g7, …, a1-d1-g1, a1-a4-a7, …) and the four
// half-spokes (a4-b4-c4, e4-f4-g4, d1-d2-d3, d5-d6-d7); twelve men's morris
// adds the corner diagonals a1-b2-c3, g1-f2-e3, a7-b6-c5 and g7-f6-e5.
// Points consecutive on a line are adjacent. Morris returns the board as a
// board.Graph, from which the engine derives its tables.
//
// # Nine men's morris
//
// White and Black have nine stones each in hand; White begins. While a
// player has stones in hand he places one on an empty point; after that he
// slides a stone to an adjacent empty point, and a player with exactly
// three stones flies: he moves a stone to any empty point. A move that
// brings a stone onto a point where it completes a line of three of his
// colour (a mill) removes one opponent stone from the board: one that
// stands in no mill, unless all of them do. A mill opened and closed again
// forms anew; a stone completing two mills at once still removes one
// stone. A player reduced to two stones (on the board and in hand) loses at
// once; a player who cannot move loses. The game is drawn on the third
// occurrence of a position (points, side to move, hands) and after 100
// plies in a row without a placement or a removal.
//
// # The variants
//
//   - Lasker morris: ten stones each; on every turn a player with stones
//     in hand may place or move a stone on the board; flying is allowed
//     when his stones on the board and in hand come to three.
//   - Knight mill: in the moving phase a stone makes a knight jump instead
//     of a slide: three steps along lines, two in one compass direction
//     and one at a right angle, or one and then two, over stones of either
//     colour to an empty point (a1 reaches d7, c4, g4 and d3; the eight
//     middle-square points reach only each other). With three stones a
//     player flies.
//   - Dice mill: before each placing turn the player throws three dice, a
//     chance move whose 56 outcomes are the throws written ascending
//     ("1-2-3", "6-6-6") with their chances from package dice (1/216 ×
//     the number of orders). On a run (1-2-3, 2-3-4, 3-4-5, 4-5-6) he may
//     first remove one opponent stone that stands in a mill; then he
//     places, and a mill formed by the placement removes by the normal
//     rule, judged after the bonus. A bonus that leaves the opponent two
//     stones wins at once. The moving phase has no dice.
//   - Twelve men's morris: twelve stones each; the diagonals are lines for
//     mills and for sliding. A board filled by the placing phase is a draw.
//   - The hunt: Black's eight stones stand on the outer square, White's
//     eight on the inner one, nobody has stones in hand, and Black moves
//     first. Black slides; White moves any of his stones to any empty
//     point. Nothing is removed and the mills that stand at the start do
//     not count. Black wins when one of his first 15 moves forms a mill
//     (re-forming a starting mill counts); White wins when Black has made
//     his 15 moves without one, or cannot move.
//   - Cross mill: six stones each on the twelve points of the cross —
//     White a4 c4 e4 g4 d2 d6, Black b4 f4 d1 d3 d5 d7 — White first. Both
//     only slide, nothing is removed, and the first player to form a mill
//     wins; the game is drawn after 200 plies or on a threefold repetition.
//
// # Rules
//
// Every field of Rules is an option by name: StonesPerPlayer, PlaceOrMove,
// KnightJumps, Diagonals, DiagonalMoves, Dice, DiceTrigger ("runs",
// "triples" or "set:{1-2-3,6-6-6}"), FullBoardDraw, DoubleMillRemovesTwo,
// BlockedPlayer ("lose" or "pass"), NoProgressPlies, RepetitionDraw,
// Hunt, MoveLimit, FirstMillWins and CustomSetup (a starting position).
//
// # Notation
//
// A placement is its point, "d1"; a stone move is "a1-a4" (slide, jump or
// fly alike); a removal follows after x: "d1xf4", "a1-a4xf4", and with
// DoubleMillRemovesTwo "a1xd6xb2" (the two in canonical order; the other
// order reads as the same move). Dice mill's bonus removal comes first in
// brackets, "[xa7]g1xe4", and alone, "[xa7]", when it ends the game. A
// blocked player under BlockedPlayer=pass plays "pass".
//
// A position is the 24 points in canonical order as W, B or ".", the side
// to move (W or B), White's and Black's stones in hand, then bm=N in the
// hunt once Black has moved (Black's moves so far) and roll=abc in dice
// mill once the dice of a placing turn are thrown:
//
//	........................ W 9 9                      the start of nine men's morris
//	BBB...WWWB.WW.BWWW...BBB B 0 0                      the start of the hunt
//	WW.B..................B. W 7 7 roll=345             dice thrown for White's placement
//
// The notation does not carry the history: the repetition count and the
// no-progress count restart in a state read from it, and a game that
// ended by them, or by the mill its last move formed (the hunt, cross
// mill: a mill that stands in a position read from notation was not formed
// by a move), reads back as going on; State.HistoryDependent says so.
//
// # Outcomes
//
// Outcome.Code is "two-stones" (a player has fewer than three stones),
// "no-moves" (the player to move is blocked and loses), "blocked" (under
// BlockedPlayer=pass, the player to move is blocked right after the other
// passed: a draw), "mill" (the hunt,
// cross mill), "hunt-limit" (Black's moves are used up), "full-board",
// "move-limit" (the no-progress draw) or "repetition".
//
// # Typed API
//
// Position is a small value (24 bytes): GenerateMoves lists the legal
// moves in a caller's buffer without allocating, Make returns an Undo for
// Unmake, and Perft counts leaves with bulk counting at the last ply (from
// depth 7 with a transposition table of fixed size). State keeps the
// repetition history and offers LegalMoves, PlayMove (checked), Apply
// (unchecked), Board and Copy; its Picture gives the board as data for
// front-ends, and each Move names the points it touches.
//
// Perft counts every throw of the dice as a ply; since the 56 throws lead
// to subtrees that differ only in whether the throw triggers, it counts one
// subtree of each kind and weights it. Perft does not apply the repetition
// draw (a Position has no history); from a position read from notation no
// position can occur three times within 8 plies, so to depth 8 it equals
// the generic walk. From the start of nine men's morris perft(1..6) is 24,
// 552, 12144, 255024, 5140800 and 99274176.
//
// # Decisions
//
// Where the sources leave room, or a rule had to be fitted to the library:
//
//   - The game IDs are mill, mill/lasker, mill/knight, mill/dice,
//     mill/twelve, mill/hunt and mill/cross, and seat 0 is White, seat 1
//     Black, in every game (in the hunt Black, seat 1, moves first).
//   - Options that are on by default (RepetitionDraw, FullBoardDraw,
//     DiagonalMoves) are Switches, On or Off ("true" or "false" by name),
//     whose zero value is On, so that the zero Rules is the game. Numbers
//     use 0 for the default: StonesPerPlayer 0 is 9, MoveLimit 0 is 15, and
//     NoProgressPlies 0 is 100 (200 in cross mill's registered rules),
//     while a negative NoProgressPlies switches the rule off (not 0, as
//     one might expect, because the zero Rules is nine men's morris).
//   - The no-progress draw counts plies in which no stone was placed and
//     none removed, passes included: 100, to cut off no decisive
//     manoeuvre (Malom uses 50). No draw for three against three stones.
//   - Repetition: a position is the points, the side to move and the
//     hands; the third occurrence draws at once, no claim.
//   - Removal is compulsory when a removable stone exists; a double mill
//     removes one stone, with DoubleMillRemovesTwo two — the second
//     judged after the first, and skipped when the first already wins or
//     the opponent has no other stone on the board.
//   - With BlockedPlayer=pass a blocked player passes ("pass" is his only
//     legal move); a player blocked right after the other's pass draws the
//     game ("blocked"). A pass of Black in the hunt counts as one of his
//     moves.
//   - A player whose stones fall below three loses at once, also by a
//     bonus removal; in a position read from notation this applies to
//     either player. The hunt and cross mill remove nothing and have no
//     such loss.
//   - Dice mill: the trigger is the four runs (the compendium's four lost dice
//     pictures), DiceTrigger names the other readings; the bonus takes
//     only a stone that stands in an opponent mill ("from the opponent's
//     mill", literally), and lapses when there is none; it comes with a
//     placement only, never with a move (Lasker's choice combined with
//     dice); the placement may go to the point the bonus emptied. The
//     dice are thrown before every placing turn, also when the bonus
//     cannot apply.
//   - Knight jumps follow the drawn lines with one right-angle turn: a
//     corner cannot be passed straight through, and the 80 jumps are
//     symmetric. All eight orientations serve both colours.
//   - Twelve men's morris: the diagonals serve mills and slides, and a full
//     board after the 24th placement is a draw (with FullBoardDraw=false the
//     player to move is blocked).
//   - The hunt and cross mill reconstruct their lost figures: the hunt
//     puts Black on the outer and White on the inner square (Black's four
//     outer mills stand and do not count), cross mill alternates the
//     colours on the cross so that no line is one colour's; CustomSetup
//     and Parse accept any other setup. White must move in the hunt; its
//     game has no draws.
//   - The paragraph under the compendium's Mlýn heading about capturing stones by
//     enclosing them belongs to another game (Chyťte muže, on the draughts
//     board) and is not part of this package.
package mill
