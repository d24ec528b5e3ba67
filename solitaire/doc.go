// Package solitaire implements the games of the compendium's solitaire
// chapter (its pp. 17–19): three peg-solitaire puzzles with a solver,
// two hunt games and two placement games on the 33-hole cross board, and
// two dexterity games, tiddlywinks and pick-up sticks, kept as
// score-keepers fed with the outcomes the players report.
//
// Importing the package registers the games with package board:
//
//	import _ "github.com/rulebook-go/rulebook/solitaire"
//
//	g, _ := board.Lookup("solitaire/castle")
//
// # The cross board
//
// The holes lie on a 7×7 grid without its four 2×2 corners, numbered 1–33
// row by row from the top, left to right; the centre is 17:
//
//	       1  2  3
//	       4  5  6
//	 7  8  9 10 11 12 13
//	14 15 16 17 18 19 20
//	21 22 23 24 25 26 27
//	      28 29 30
//	      31 32 33
//
// Two holes are adjacent when they are orthogonal neighbours. A jump goes
// from a hole over an adjacent one to the hole beyond in the same line.
// The fold (Ovce a vlci) or castle (Hrad rytířů) is the 3×3 block 1 2 3 4 5
// 6 9 10 11. The board is cut from board.Grid with Grid.Graph, and every
// table of the package (neighbours, jumps, the eight symmetries, the 7×7
// bit layout of the puzzles) is derived from that graph.
//
// # Games
//
//	ID                  name (Czech)                         players
//	solitaire           Peg solitaire (Samotář)              1
//	solitaire/cross     The Greek cross (Kříž)               1
//	solitaire/pentagon  The pentagon (Pětiúhelník)           1
//	solitaire/fox-geese Sheep and wolves (Ovce a vlci)       2: sheep, wolves
//	solitaire/castle    The knights' castle (Hrad rytířů)    2: attackers, defenders
//	solitaire/triangl   Right triangles (Triangl)            2–4
//	solitaire/eater     The eater (Jedlík)                   2
//	solitaire/fleas     Tiddlywinks (Blechy)                 2–4
//	solitaire/mikado    Pick-up sticks (Mikádo)              2–6
//
// Puzzles. Samotář starts with pegs in every hole but 17; Kříž with nine
// pegs in a cross, 5 10 15 16 17 18 19 24 29; Pětiúhelník with 24, every
// hole but the arm corners 1 3 7 13 21 27 31 33 and the bottom hole 32.
// Each move is one jump, and the jumped peg is removed. The game ends when
// no jump is left: solved (Outcome.Code "solved", the one seat wins) when
// one peg is left and it is in 17, otherwise "stuck" with no winner;
// Outcome.Points holds the pegs left. Puzzle.Sweeps counts the moves as
// sweeps, runs of jumps by one peg.
//
// Ovce a vlci. 20 sheep (seat 0) on every hole outside the fold but 8 12
// 16 18; two wolves (seat 1) on 9 and 11. The sheep move first: one sheep
// steps up, left or right to an empty hole, never down, and never jumps.
// A wolf steps to any adjacent empty hole or captures: it jumps a sheep
// into the empty hole beyond, the sheep is removed at once, and it goes on
// jumping while it can (choosing among branches). Capturing is
// compulsory. The sheep win by filling the fold ("filled"); the wolves win
// when fewer than 9 sheep are left ("captured"); wolves that cannot move
// draw ("no-moves"); sheep that cannot move pass; threefold repetition
// draws ("repetition").
//
// Hrad rytířů. 24 attackers (seat 0) on every hole outside the castle.
// The defender (seat 1) first places two defenders on castle holes
// ("@4", "@6"); then the attackers move first. An attacker steps to an
// adjacent empty hole no farther from the castle, counted in steps along
// the board (d = 0 in the castle, 1 for 8 12 16 17 18, 2 for 7 13 15 19 23
// 24 25, 3 for 14 20 22 26 28 29 30, 4 for 21 27 31 32 33). Defenders move
// and capture as the wolves. The attackers win by filling the castle; the
// defenders when 8 attackers are left; trapped defenders draw; attackers
// that cannot move pass; threefold repetition draws.
//
// Triangl. 32 pieces shared out, 16 each for two players and 8 for four
// (10 each for three; two stay in the box). In turn a player places a
// piece on any empty hole but 17 and scores a point for every right
// triangle with legs along the rows and columns, of any size, whose
// vertices are his pieces, one of them the new one. When all are placed
// the most points win ("all-placed"), ties sharing.
//
// Jedlík. 11 pieces each. Players place in turn, never next to a piece
// of their own; a player who cannot place discards his hand and the other
// places on. Then a move steps a piece up, down, left or right to an
// empty hole; if it ends in a row or column run of three or more of the
// mover's pieces, the move also eats one opposing piece of his choice. A
// player down to two pieces loses ("eaten"); a player who cannot move
// loses ("no-moves"); threefold repetition and 100 plies without eating
// (or placing) draw.
//
// Blechy. Each player has four small winks and a big one. In turn he
// shoots one of his small winks, in hand or lying on the table, or — once
// he has captured a wink — his big wink, and the players report what
// became of it: potted (he shoots again), missed (it lies on the table),
// or landed on an opponent's wink lying on the table, which he takes. When
// nobody has a wink to shoot, most winks potted wins ("no-winks").
//
// Mikádo. 31 sticks: 1 Mikádo (20 points), 5 Mandarins (10), 5 Bonzes
// (5), 10 Samurai (3), 10 Kulis (2), 145 points in all. In turn a player
// names a stick in the heap and the players report whether he lifted it
// (he keeps it and goes on) or moved another (his turn ends). When the
// heap is empty the highest total wins ("heap-empty").
//
// # Options
//
// Rules holds every option; each game lists its own in Info.Options and
// takes them by name (board.Configure): Start (puzzles: the starting
// pegs), Diagonals (hunts: diagonal steps and jumps for both sides),
// WolfPenalty and TrappedWolves (Ovce a vlci), Huffing and
// TrappedDefenders (Hrad rytířů), AnyOrientation and OnePointPerPlacement
// (Triangl), EatPerRun, BlockedPlayer and NoProgressPlies (Jedlík), Quick
// (Blechy), StickCounts.* and Games (Mikádo). NewGame rejects an option
// set for another game.
//
// # Notation
//
// Moves:
//
//   - puzzle jumps "5-10-17" (from, over, to); "5-17" is read too;
//   - hunt steps "9-10", captures by their landing holes "5x17x29", the
//     defenders' placements "@4", "pass";
//   - Triangl and Jedlík placements "@12", Jedlík steps "16-17", a step
//     that eats "16-17x5" ("16-17x5x9" with two eats, ascending), "pass";
//   - Blechy shots "a2 pot", "a2 miss", "a2 on b3" (landed on b's wink 3
//     and took it), the big wink as wink 0: "a0 pot";
//   - Mikádo attempts "take bonze", "fault bonze", "rethrow".
//
// Positions:
//
//   - puzzles: the 33 holes in order, o a peg and . empty; the Samotář
//     start is "oooooooooooooooo.oooooooooooooooo";
//   - hunts: the 33 holes (S and W sheep and wolves, A and D attackers and
//     defenders, . empty), a space and the side to move; then, for a wolf
//     held off the board under WolfPenalty, " +9" with the hole it returns
//     to. Hrad rytířů before the placements is
//     "......AA...AAAAAAAAAAAAAAAAAAAAAA D";
//   - Triangl: the 33 holes (a–d the seats' pieces), the seat to move and
//     the scores, "................................. a 0,0"; the number of
//     scores is the number of players;
//   - Jedlík: the 33 holes (a, b), the player to move, the hands and the
//     plies since the last eating move or placement,
//     "................................. a 11,11 0";
//   - Blechy: per player, separated by "/", the big wink (h, or p potted)
//     and the four small winks (h in hand, t on the table, p potted, or
//     the captor's letter), then the player to shoot: "hhhhh/hhhhh a";
//   - Mikádo: game number, player to move, thrower, r while a rethrow is
//     possible or -, the heap (Mikádo to Kuli), each player's sticks of
//     this game (separated by /) and the totals of earlier games:
//     "1 a a r 1,5,5,10,10 0,0,0,0,0/0,0,0,0,0 0,0".
//
// The hunts' and Jedlík's positions do not carry the positions played
// before (for threefold repetition); their states report
// board.HistoryDependent where that matters.
//
// # Solver and perft
//
// Solve finds a solution of a puzzle position, proves that none exists,
// and counts the solutions when asked. It searches depth-first on the 7×7
// bit layout, treats positions alike up to the eight symmetries (the goal,
// one peg in 17, is symmetric), remembers dead ends in a transposition
// table and prunes with two pagoda functions (weights of the holes that no
// jump can raise); a position whose de Bruijn–Conway class differs from
// the goal's is proved unsolvable at once. The one position four jumps
// from the Samotář start that cannot be finished (OEIS A112737 and
// A112738 differ by one there) takes a search of 2,442,703 positions to
// prove; proofs that need more than the limit (SolveOptions.MaxPositions)
// end with ErrSearchLimit. Kříž has 16 solutions and Pětiúhelník
// 43,207,363,280,642. Samotář's are too many for that search; CountSamotar
// counts them by levels instead — a position can still be solved exactly
// when its complement is reachable from the start, since playing
// backwards is playing forwards with pegs and holes exchanged — and finds
// the published 40,861,647,040,079,968 in about a minute, going through
// the 23,475,688 positions reachable from the start (OEIS A112737).
//
// Every state implements board.Perfter where the tree is worth counting:
// Samotář's perft(10) is 197,757,768. The hunts' and Jedlík's perft apply
// every end rule, threefold repetition included; Hrad rytířů's perft from
// New counts the two placements as its first plies.
//
// # Typed API
//
// Each game has a position value with GenerateMoves(buf), Make and Unmake
// and Perft, and a state with LegalMoves(buf), PlayMove (checked), Apply
// (unchecked), Board and Copy: PuzzlePosition and Puzzle with Jump,
// HuntPosition and Hunt with HuntMove, TrianglPosition and TrianglState
// with Placement, EaterPosition and EaterState with EaterMove,
// FleasPosition and FleasState with Shot, MikadoPosition and MikadoState
// with Attempt. Moves are comparable values and allocate nothing. The
// generic listings append board.Move values made once for every step,
// placement, shot and attempt there can be, so that only capture chains
// and double eats are copied to the heap as they come. Every state draws
// itself as a board.Picture (board.Drawer: the 33 holes, hands, counters;
// for Blechy and Mikádo the cup, the table, the heap), and the moves on the
// board name the holes they touch (board.Tracer).
//
// # Decisions
//
// What the sources leave open, settled here:
//
//   - Numbering: row by row from the top, which puts the compendium's centre at
//     17. "Corner fields" of Pětiúhelník are the eight outer arm corners:
//     the board without them is a diamond, which becomes the compendium's
//     irregular pentagon when its bottom peg, 32, is removed. The puzzles
//     are one-player games; a stuck position ends the game.
//   - Ovce a vlci: wolves on 9 and 11 with 8 12 16 18 free (24 outside
//     holes = 20 sheep + 4 free holes); the sheep win by filling all 9
//     fold holes and the wolves when fewer than 9 sheep are left; the
//     sheep move first; trapped wolves draw (as the compendium's sibling game
//     says of trapped defenders). The compendium's penalty for a missed capture
//     is the option WolfPenalty: a wolf that could have captured and did
//     not is held off the board and comes back to its hole when the other
//     wolf next captures (it waits for a later capture if the hole is
//     taken); with both held the sheep win.
//   - Hrad rytířů: the defenders' two placements are the game's first
//     two decisions, so New starts at them; a position may also be given
//     with them placed. Attackers never increase their distance to the
//     castle (sideways steps that keep it are allowed). Huffing removes,
//     for good, every defender that could have captured and did not.
//   - Both hunts: captured pieces leave at once, so a chain may land on
//     or pass a hole freed earlier in it; with WolfPenalty or Huffing a
//     capture may be declined, but a chain once begun is completed. Two
//     chains with the same start, end and captured pieces are one move
//     (as draughts counts captures here); any full route is read as it.
//     With Diagonals both sides step and jump along the diagonals too, the
//     sheep never downwards, and the attackers' distances are counted on
//     the diagonal board.
//   - Triangl: legs along the rows and columns, one point per triangle
//     (options for the other readings). The contract gives each game a
//     range of player counts, so three players are allowed too, with 10
//     pieces each.
//   - Jedlík: the no-neighbour rule applies to placing only; a player
//     without a legal placement discards his hand; only a run through the
//     moved piece eats, one piece per move; any opposing piece may be
//     eaten; the no-progress count also restarts at a placement.
//   - Blechy: a captured wink is the shooter for the big wink and scores
//     for nobody; capturing is optional, and a wink that covered another
//     without taking it is reported as missed; the big wink is potted or
//     missed, never covers. Quick: no capture, and whoever pots his fourth
//     small wink wins at once.
//   - Mikádo: 1, 5, 5, 10, 10 sticks (the compendium gives only the values and
//     the totals 31 and 145; the classic 41-stick set less 5 Samurai and 5
//     Kulis matches them); one game is one throw until the heap is empty,
//     Games plays a match whose scores add up, the winner of a game
//     throwing the next (of tied winners, the first from the thrower on);
//     one rethrow per game, before its first attempt, keeps a game
//     finite. The privileges of the Mandarin's and the Mikádo's holders
//     are recorded (MayUseMandarin, MayStand), not enforced.
package solitaire
