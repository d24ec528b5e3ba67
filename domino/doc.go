// Package domino implements the domino games of the Czech compendium (see
// shared/rules/domino.md): one engine for tiles, hands, the stock and a
// layout whose open ends are shaped per game, configured by Rules into
// every game the specification defines, plus the two solitaire puzzles
// Dominosa and Uniforma. Importing the package registers the games:
//
//	ID                    game (Czech name)                             players
//	domino                Dominoes, the block game (Domino)             2–4
//	domino/matador        Matador (Domino Matador)                      2–4
//	domino/hungarian      Hungarian Dominoes (Maďarské domino)          2–4
//	domino/italian        Italian Dominoes (Italské domino)             2–5
//	domino/french         French Dominoes (Francouzské domino)          2
//	domino/cross          Cross Dominoes (Křížové domino)               3–5
//	domino/thieves        Thieves' Game (Zlodějská partie)              4
//	domino/a-la-france    Dominoes à la France (Domino A La France)     2–4
//	domino/block          Block Dominoes (Blokovací domino)             2–4
//	domino/no-draw        Dominoes without Drawing (Domino bez koupě)   2–4
//	domino/partnership    Partnership Dominoes (Párové domino)          4
//	domino/all-fives      All Fives / Muggins (Pátkování)               2–4
//	domino/dominosa       Dominosa                                      1
//	domino/uniforma       Domino Squares (Uniforma, Čtverec domina)     1
//
// Three titles of the compendium's table of contents are unknown (no rules
// could be found; domino.md §11.4–§11.6) and are not implemented: Pašová
// závora, Deset plus (Bodové domino) and Ze sta na nulu.
//
// # The common model
//
// The double-six set has 28 tiles, written "a-b" with the smaller half
// first. Seats 0..n−1 play in turn to the left. A Game is one match: for
// the games whose specification scores a single hand (Domino, Matador,
// French, Cross, à la France) the match is that hand; the others play hands
// until the target of their Scoring is reached. Every hand starts with the
// deal, which is a sequence of chance nodes, one tile at a time in the
// order of domino.md §0.2 (seat 0's tiles first, then seat 1's, ...), each
// outcome one of the tiles still face down, all equally likely, as
// OpenSpiel deals its dominoes. The tiles not dealt are the stock (or the
// sleeping tiles); they stay an unordered face-down set, and every draw is
// again a chance node over it. A lot for the first leader (French,
// Thieves, All Fives) is a chance node over the seats. board.Sample deals;
// a front-end that dealt real tiles plays them in as the outcomes, and
// Game.Deal does so for given hands.
//
// # Notation
//
// Moves (Move.String, State.ParseMove):
//
//	6-6@C   the lead: the tile and C (centre); a non-double lead lies with
//	        its smaller half as the Left end, e.g. 4-6@C: Left 4, Right 6
//	        (the mirror image is the same position, so it is not a second move)
//	6-0@R   a play: the touching half first, the half that stays open second,
//	        then the end: L or R on a line; N, E, S, W on the arms of a cross;
//	        L, R and (once the spinner's two sides are taken) N, S in All Fives
//	3-5@T   Italian dominoes: a tile added to the row (T), no matching
//	draw    draw from the stock; chance then names the tile
//	pass    pass ("dál")
//	5-2     chance: the face-down tile that is dealt or drawn next
//	lot=2   chance: seat 2 leads by lot
//
// ParseMove also accepts the halves of a play in the other order, and ":"
// for "-", when that names one legal move; a matador's order says which
// half touches. The cross phase of Křížové domino assigns the arms in the
// order N, E, S, W, so there a play names the next arm.
//
// A Position holds the full state: the game, the number of players, the
// match as it stood when the current hand began, and the record of the
// hand (every chance outcome and every decision), which Game.Parse replays
// and checks:
//
//	domino/block 2 hand=1 lead=0 win=1 score=0,17 last=1/1/4-6,-/0,17 | 0-1 ... 6-6@C 6-3@R pass
//
// The record includes the deal, so the position holds every hand.
//
// The readers are bounded: Game.Parse reads at most MaxPositionLen bytes,
// ParseMove at most MaxMoveLen, and longer input is refused with
// ErrBadNotation before it is looked at, so reading takes memory in
// proportion to at most those lengths.
// Solitaire positions are "domino/dominosa <grid rows / separated> | a1-b1
// ..." and "domino/uniforma <region> [a1=6 row1=1,2,3] | 6-4@a1-b1 ...",
// cells named by a column letter and a row number from the top.
//
// # Hidden information
//
// States implement board.Hidden. Observation(p) is a complete text view
// for seat p and nothing more: the match, the layout, p's hand, the number
// of tiles in every other hand and face down, the public record of the
// hand (plays, passes, draws; the faces of p's own draws only), whose turn
// it is and what the turn demands. After the game is over all hands are
// shown. The tile a forced lead must be is shown only to the leader (to
// the others the leader's seat is public, the tile is not). Any p that is
// not a seat gets the spectator's view.
//
// Determinize(p, r) returns a full state that p cannot tell from the real
// one (domino.md §0.2): the tiles p has not seen are dealt anew to the
// other hands as dealt, to their draws and to the face-down pile, such that
// replaying the public record from that deal is legal step by step and
// gives p the same Observation. What the record reveals is honoured: a
// pass, a draw allowed only to a player who cannot place, and the end of a
// Hungarian turn each say the player then held no tile that fitted; a
// forced lead says no hand held a tile that would have led instead (a 5-5
// lead in the first hand shows 6-6 sleeps); a tile placed at once after
// draws is the last tile drawn. Voluntary draws and passes reveal nothing.
// The sampler fixes tiles one at a time, in random order, each to a zone
// drawn at random among those that still leave a complete assignment (a
// perfect matching of tiles to the dealt hands, the single draws and the
// pile), and checks the replay; so every consistent deal has a positive
// probability (the distribution is not uniform). Tests compare it with a
// brute-force enumeration of all deals.
//
// A server keeps the full State and shows each player only
// Observation(seat) (and a spectator Observation(board.Nobody)); it reads a
// player's move with ParseMove on the full state, plays chance nodes with
// board.Sample (or the tiles really dealt), and never sends Position or
// String (they show every hand) to a player. A bot is given its
// Observation, or the State to call Determinize on, never another seat's
// hand; see ExampleState_Determinize.
//
// # Rules and decisions
//
// The rules are those of domino.md; its decisions where the seed is cut or
// silent are followed (7 tiles each in the block game, 6-6 first with the
// fallbacks, the sum-of-seven reading of Matador with four matadors,
// Hungarian continuation compulsory, Italian totals above 100 forbidden
// and 8 tiles for 3 players, the French draw-or-pass with two tiles kept,
// the cross built before other play, the Bredouille passage belonging to
// the Thieves' game, the unknown titles left out). Decisions of this
// package:
//
//   - Blocked hands are declared at once when no player can place a tile
//     and nobody can draw (§0.7.5), and also after a full round of passes
//     (French: two passes in succession; games with NoForcedPlay). A turn
//     counts as a pass when it ends with pass, whether or not the player
//     drew first (§5.4): in French dominoes draw, pass, draw, pass blocks
//     the hand whatever the stock still holds. Only a placement, or a draw
//     that ends the turn (Italian DrawInstead), breaks the succession.
//   - A Hungarian turn ends by itself when nothing in the hand fits the end
//     being played (the lead turn: either end); no "end of turn" move is
//     needed, since it would be the only legal move.
//   - Going out ends a hand except in Hungarian and Italian dominoes, where
//     the hand goes on until nobody can place (§3.3, §4.3); a player
//     without tiles passes.
//   - The winner of a blocked hand is the sole player (or side) with the
//     lowest count; when two or more share it, however many players there
//     are, nobody wins or scores the hand (§1.4, §11.1, §11.3, §11.7): no
//     score, no "win=" seat in the position, and a Winner lead passes to
//     the left of the previous leader. Placings of a single-hand game share
//     the place instead.
//   - "Winner" lead (Blokovací domino): without a sole winner of the
//     previous hand the lead passes to the left.
//   - All Fives lead (§11.7.3): the player who went out leads the next
//     hand; after a blocked hand the leader is drawn by lot (lot=0, lot=1,
//     ...), even when the hand had a sole lowest count who scored.
//   - A blocked hand under WinnerScores scores, for the sole lowest count,
//     the sum over the others of their pips minus his; All Fives: the
//     others' total minus his own, rounded to 5.
//   - The Thieves' game is one match for the pot; Outcome.Points are the
//     stakes won or lost. A series of three matches rotates the pairing
//     (Rules.Pairing 0, 1, 2), which a server chooses per match.
//   - Domino à la France is one hand for the pot; an indivisible remainder
//     would stay in the pot for the next hand (the points table is lost).
//   - Italian PotMode (stakes instead of points; Rules.PotMode) has no end
//     of the match in the specification, so there a game is one hand:
//     Outcome.Points are the stakes won or lost, and the Reason says what
//     stays in the pot for a next game.
//   - Uniforma lays tiles in reading order (each tile covers the first free
//     cell): every layout can be built that way, and it keeps the number of
//     moves small. Dominosa lays tiles anywhere. Neither game has a move
//     that takes a tile back; a front-end undoes by keeping earlier states.
//   - Uniforma's default region is the brick of domino.md §9.1; its cut
//     into 2×2 squares is forced for any region (the first uncut cell in
//     reading order is a square's top left), so CheckUniforma works for any
//     region and its requirements. SolveUniforma searches layouts up to
//     relabelling of the numbers and then relabels them to meet the
//     requirements: the brick has exactly two layouts up to relabelling
//     (scenario 1 of §9.6 and its mirror image), 10 080 in all.
//
// # Speed
//
// The typed API (Game.NewState, State.Moves into a caller's buffer,
// State.Apply, State.Copy) allocates nothing per move; Position and String
// are memoised until the next move. See BenchmarkPlayout.
package domino
