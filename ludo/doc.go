// Package ludo implements the race games of the ludo family: for now the
// two pilot games, Propast (The Abyss) and Draci a balóny (Snakes and
// Ladders), as specified in ludo.md §12 and §13; the Mensch ärgere Dich
// nicht games of §1–§11 will join them and share the notation below.
//
// Importing the package registers these games with package board:
//
//	ID                       English                            Czech                                  players
//	ludo/propast             Propast (The Abyss)                Propast                                2–6
//	ludo/propast-web         Propast (The Abyss), web rules     Propast (pravidla z www.e-hracky.cz)   2–6
//	ludo/snakes-and-ladders  Snakes and Ladders                 Draci a balóny (Hadi a žebříky)        2–4
//
// Rule sets of one's own are built with NewPropast and NewSnakes from
// PropastOptions and SnakesOptions (start from DefaultPropastOptions or
// DefaultSnakesOptions) and renamed with WithName.
//
// # One mechanism
//
// Both games are a TrackGame: one stone per player on a numbered track, a
// throw of one die moving it forward, and a table that sends a stone that
// stops on certain fields somewhere else (Propast's abysses to the start,
// the ascents and descents of Snakes and Ladders). The options select the
// rest: which throws only decide whether the stone may move (Propast's two
// readings), what a throw beyond the goal does, whether a stone pushes the
// one it lands on back to where it came from (Propast), whether climbing is
// optional, and whether the others play on for placings.
//
// Every throw is a chance node (board.Chance is to move; the legal moves
// are the faces "1" to "6", equally likely, so the states do not implement
// board.Chancy) and every throw that may move a
// stone is followed by the seat's decision: its step, or "pass" when the
// stone cannot move. A pass is legal exactly when no step is, so a player
// is never asked to choose between nothing; in these two games the choice
// is real only with OptionalAscent.
//
// # Propast (ludo.md §13)
//
// Fields 1 to 31, the start (position 0) before field 1 and the goal
// ("off") beyond field 31; abysses on 7, 14, 21 and 28 by default. Each
// player has one stone; all begin at the start.
//
//   - Book reading (ludo/propast, the seed's own rules after Zapletal):
//     each turn the player throws; a 1 ends the turn; a 2 to 6 earns a
//     second throw, and the stone moves by the second throw.
//   - Web reading (ludo/propast-web, the rules the seed quotes from
//     www.e-hracky.cz): a stone at the start is out of play; its owner
//     throws once, and only a 1 earns the second throw that moves it in. A
//     stone in play moves by the single throw of each turn.
//
// A move beyond the goal is void (on field 31 only a 1 goes through); the
// exact number passes the goal. A stone that stops on an abyss returns to
// the start (in the Web reading it is out of play again). A stone that stops
// on a field held by another stone sends that stone back to where the mover
// came from, possibly the start. The first stone through wins; the others
// play on, each finisher taking the next place, until one stone is left,
// whose owner is last.
//
// # Snakes and Ladders (ludo.md §12)
//
// Squares 1 to 100; the pieces begin off the board (position 0, or on
// square 1 with StartPosition 1). Each turn is one throw: the piece counts
// forward; beyond 100 it stays (FinishExact), bounces back (FinishBounce) or
// stops on 100 (FinishReach). Stopping at the foot of an ascent climbs it
// (or, with OptionalAscent, the player may stay); stopping on the top of a
// descent slides down it. Pieces do not interact. The default layout is
// Milton Bradley's Chutes and Ladders board. In the seed's pictures the
// meanings are swapped (ladders lead down, snakes' tails lead up); the rules
// here speak of ascents and descents. The first piece on 100 wins and the
// game ends, everybody else sharing second place; with PlayForPlacings the
// others play on until one is left.
//
// # Opening
//
// By default (OpeningThrow, ludo.md §0.4 and both seeds) every player
// throws once, in seat order; the highest throw starts; players tied for
// the highest throw again among themselves, in seat order, until one is
// highest. These throws are ordinary chance outcomes and only decide the
// order in these games. OpeningSeatZero lets seat 0 start without them.
//
// # Notation
//
// The notation is shared by the whole ludo family. It is compact, readable
// and round-trips: TrackMove.String and TrackState.ParseMove, and
// TrackState.Position and TrackGame.Parse, are inverse.
//
// Moves:
//
//	4           a chance outcome: the die shows 4 (faces 1 to 6)
//	5-9         a step: the stone on 5 moves to 9 (and pushes a stone there back to 5)
//	0-4         from the start (or from off the board) to field 4
//	29-off      through the goal (Propast writes its goal "off")
//	3-7-0       a step whose landing field sends the stone on: Propast's
//	            abyss 7 back to the start; 0-1-38 an ascent, 94-98-78 a descent
//	0-1         with OptionalAscent: stay at the foot of the ascent on 1
//	pass        the throw cannot move the stone and is forfeited
//
// Fields are written as the game numbers them; letters are kept for places
// that are not numbered track fields: "off" for through the goal, and, for
// the cross-track games to come, the base and the home squares a to d. A
// step is "from-landing" when the stone rests where it landed and
// "from-landing-rest" when it is sent on; ParseMove also reads the short
// "from-rest" (94-78 for 94-98-78) unless that means staying at the foot
// of an optional ascent.
//
// A position has four parts separated by single spaces, the last optional:
// stones, seat, phase, placed.
//
//   - stones: each seat's stones in seat order, seats joined by "/", a
//     seat's stones (one in these games, four in the cross-track games) by
//     ",", each written as a field of the move notation.
//   - seat: whose turn it is (also while the die is thrown for him), or "-"
//     when the game is over.
//   - phase: "throw" (the first throw of the turn), "throw2" (Propast's
//     second throw), "move:R" (the seat moves with the throw R), "over", or
//     "open:MARKS" during the opening, one mark per seat: "." still to throw
//     in this round, "1"–"6" thrown in this round, "-" beaten in an earlier
//     round. Games with more state in a turn (the extra throw after a six,
//     the three-throw allowance of the cross-track games) will add
//     key:value parts after the phase.
//   - placed: "placed:" and the seats through the goal, in finishing order;
//     absent while none is.
//
// Examples:
//
//	5/9/0 1 throw2                 Propast, 3 players: stones on 5, 9 and at the start;
//	                               seat 1 awaits its second throw
//	off/12/0 2 move:4 placed:0     seat 0 is through; seat 2 moves with a 4
//	0/0/0/0 1 open:-..-            the opening: seats 1 and 2 tied and throw again
//	off/10/off - over placed:2,0   over: seat 2 first, seat 0 second, seat 1 last
//
// Parse accepts exactly the positions a game can be in: the right number of
// seats, stones on fields that exist and not resting where they would be
// sent on (except at the start, and at the foot of an optional ascent), one
// stone per field where stones push, finished stones exactly the placed
// seats, a seat still racing, and a phase the rules have. The position
// carries the whole state; nothing of the history matters to the rules.
//
// Parse reads at most MaxPositionLen bytes and ParseMove at most
// MaxMoveLen; longer input is rejected with ErrBadNotation before any other
// work, so reading costs a small constant amount of memory whatever the
// input.
//
// # Describing moves
//
// TrackState.Describe says in words what a move does in the state, for
// front-ends that show a game to people: a throw says where it leads, and a
// throw or pass that ends the turn without moving says so and why, e.g. in
// Propast "1: the turn ends: a first throw of 1 forfeits the turn; seat 1
// throws next" or "pass: the throw of 5 is forfeited: the stone on 29
// cannot move 5 (the goal must be reached exactly); seat 1 throws next".
//
// # Typed API
//
// TrackState is a small value (copying it copies the position) with an
// allocation-free typed API for bots and playouts: Moves writes the legal
// moves into a caller's buffer, Apply plays one. The board.State methods
// (Legal, Play, ParseMove, Position) wrap it.
//
// # Decisions the specification left open
//
//   - Player counts: ludo.md gives Propast 2–6 and Snakes and Ladders 2–4
//     (the compendium's "Počet hráčů: 2-4"); both are kept.
//   - MaxPlies is computed per rule set from the single-stone Markov chain
//     of the rules: the opening's tie rounds (at most 40, exceeded with
//     probability below 1e-14) plus, for every seat, twice the number of
//     turns a lone stone needs to be through with probability 1 − 1e-13,
//     times the plies of a turn. The factor 2 covers Propast's pushes; the
//     tests compare the bound with long series of random games, whose
//     longest stay far below it. Rule sets in which the goal cannot be
//     reached from some reachable field (say six abysses in a row) are
//     rejected by the constructors, since their games would never end
//     (ludo.md would accept such abyss sets).
//   - Snakes and Ladders without PlayForPlacings ranks everybody but the
//     winner equal second: the rules rank nobody else.
//   - The opening is modelled as chance outcomes (see Opening) so that
//     front-ends with real dice can enter every throw.
package ludo
