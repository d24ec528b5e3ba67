// Package domino implements the domino games of a Czech games compendium:
// one engine for tiles, hands, the stock and a layout whose open ends are
// shaped per game, configured by Rules into each of the games below, plus
// the two solitaire puzzles Dominosa and Uniforma. Importing the package
// registers them:
//
//	ID                  value            game (Czech name)                            players
//	domino              DominoGame       Dominoes, the block game (Domino)            2–4
//	domino/matador      MatadorGame      Matador (Domino Matador)                     2–4
//	domino/hungarian    HungarianGame    Hungarian Dominoes (Maďarské domino)         2–4
//	domino/italian      ItalianGame      Italian Dominoes (Italské domino)            2–5
//	domino/french       FrenchGame       French Dominoes (Francouzské domino)         2
//	domino/cross        CrossGame        Cross Dominoes (Křížové domino)              3–5
//	domino/thieves      ThievesGame      Thieves' Game (Zlodějská partie)             4
//	domino/a-la-france  ALaFranceGame    Dominoes à la France (Domino A La France)    2–4
//	domino/block        BlockGame        Block Dominoes (Blokovací domino)            2–4
//	domino/no-draw      NoDrawGame       Dominoes without Drawing (Domino bez koupě)  2–4
//	domino/partnership  PartnershipGame  Partnership Dominoes (Párové domino)         4
//	domino/all-fives    AllFivesGame     All Fives / Muggins (Pátkování)              2–4
//	domino/dominosa     DominosaGame     Dominosa                                     1
//	domino/uniforma     UniformaGame     Domino Squares (Uniforma, Čtverec domina)    1
//
// Three titles of the compendium's table of contents are unknown (no rules
// could be found for them) and are not implemented: Pašová závora, Deset
// plus (Bodové domino) and Ze sta na nulu.
//
// # The common model
//
// The double-six set has 28 tiles, written "a-b" with the smaller half
// first; a tile's pips are a + b, a double has a = b. The heaviest tile has
// the most pips, a double before a non-double of equal pips, then the
// larger higher half (6-6, 6-5, 5-5, 6-4, ...). Seats 0..n−1 play in turn
// to the left. Every seat sees its own hand, the number of tiles in the
// other hands and face down, the layout and the record of plays, passes
// and draws; the faces of the tiles other seats hold or drew stay hidden
// until the end of the hand.
//
// A Game is one match: for the games that score a single hand (Domino,
// Matador, French, Cross, à la France) the match is that hand; the others
// play hands until the Target of their Scoring is reached. Every hand
// starts with the deal, a sequence of chance nodes, one tile at a time
// (seat 0's tiles first, then seat 1's, ...), each outcome one of the
// tiles still face down, all equally likely, as OpenSpiel deals its
// dominoes. The tiles not dealt are the stock (or the sleeping tiles, never
// drawn); they stay an unordered face-down set, and every draw is again a
// chance node over it. A lot for the first leader (French, Thieves, All
// Fives) is a chance node over the seats, a roll of a fair die with a face
// per seat (dice.Die). board.Sample deals; a front-end that dealt real
// tiles plays them in as the outcomes, and Game.Deal does so for given
// hands.
//
// A player places a tile on an open end with a half that matches it (equal
// numbers, or summing to 7 in Matador), or passes when he cannot; passing
// while able to place is illegal unless the game says otherwise. A hand
// ends by domino (a player placed his last tile) or by block (nobody can
// place and nobody can draw). Placings: the player who went out first, the
// others by ascending pip count; in a blocked hand everybody by pip count;
// equal counts share a place.
//
// # The games
//
//   - Domino: 7 tiles each, the rest sleep; the holder of 6-6 leads it (if
//     it sleeps, the highest double held, else the heaviest tile); one tile
//     a turn on either end, pass when unable, no drawing.
//   - Matador: as Domino, but touching halves sum to 7 (a double counts as
//     one number); the matadors 0-0, 1-6, 2-5 and 3-4 go on any end with
//     either half touching, and an end showing 0 takes only matadors.
//   - Hungarian: 12, 8 or 6 tiles for 2, 3 or 4 players, the rest sleep;
//     the holder of the heaviest tile leads it and plays on at either end
//     until nothing fits; each later player picks an end and plays on it
//     while anything fits. Going out does not end the hand; when nobody can
//     play everybody adds his pips to his penalty total, and after the hand
//     in which a total reaches 100 the lowest total wins.
//   - Italian: no matching; tiles go on one row and the running total of
//     their pips is announced. The heaviest tile leads; a tile must keep the
//     total at most 100, else the player passes. Making the total exactly
//     30, 50, 70 or 100 scores 1, 2, 4 or 8; the hand ends at 100 or when
//     nobody can play; first to 50 at the end of a hand wins. 8, 8, 6 or 5
//     tiles for 2 to 5 players.
//   - French: two players, 7 tiles, the rest is the stock; the first player,
//     drawn by lot, leads any tile. The layout is two rows of tiles, equal
//     numbers one above the other, which plays as a line. A player who
//     cannot place passes, or draws a tile and decides again; two tiles
//     always stay in the stock. Going out wins; two passes in succession
//     block the hand, and the lower count wins.
//   - Cross: 8, 6 or 5 tiles for 3 to 5 players (a redeal when no hand holds
//     a double); the highest double leads as the centre of a cross, the next
//     four tiles start its arms N, E, S, W, then tiles go on any arm. A
//     player who cannot place draws until he can, and places that tile, or
//     passes when the stock is empty.
//   - Thieves: four players, partners opposite, 6 tiles each, 4 sleep; the
//     first leader by lot, later the lead passes left, any tile. The side
//     that goes out scores the opponents' pips; blocked, the lower side
//     scores the other's. The first side to 100 wins the pot of stakes,
//     doubled by the small Bredouille (100 in one hand) and tripled by the
//     big one (the losers at 0).
//   - à la France: 2–4 players stake 1 each; 6 tiles each, the block game;
//     who goes out, or the lowest count when blocked, takes the pot; equal
//     lowest counts share it.
//   - Block: the block game to 100: the highest double leads the first hand,
//     the previous hand's winner any tile later; the winner scores the pips
//     left in the other hands (blocked: the sole lowest count scores, per
//     opponent, the difference of the counts).
//   - No-draw: the basic game (6-6 leads, the lead rotating left) to 100,
//     scored as Block.
//   - Partnership: four players, partners opposite, the whole set dealt;
//     6-6 leads the first hand, later the lead passes left. The side that
//     goes out scores the opponents' pips; blocked, the lower side scores
//     the other's; first side to 100.
//   - All Fives: 9, 7 or 5 tiles for 2, 3 or 4 players, the rest is the
//     stock; the first double is a spinner that opens four arms. A play
//     that makes the sum of the open ends a multiple of 5 scores it; a
//     player who cannot place draws until he can and places that tile.
//     Going out scores the opponents' pips rounded to 5; first to 100 wins
//     at once.
//   - Dominosa: a grid of 8×7 numbers was made by laying the 28 tiles and
//     copying their numbers; lay them back so that every tile is used once.
//   - Uniforma: lay the 28 tiles on a region of 56 cells so that every 2×2
//     square of its cut shows one number on all four cells.
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
// order N, E, S, W, so there a play names the next arm. Moves are
// comparable values (==) and marshal as their notation; Play takes any
// board.Move whose String is a legal move here, so a move listed by a
// Clone plays on the original.
//
// A Position holds the full state: the game, the number of players, the
// match as it stood when the current hand began, and the record of the
// hand (every chance outcome and every decision), which Game.Parse replays
// and checks:
//
//	domino/block 2 hand=1 lead=0 win=1 score=0,17 last=1/1/4-6,-/0,17 | 0-1 ... 6-6@C 6-3@R pass
//
// The record includes the deal, so the position holds every hand.
// Solitaire positions are "domino/dominosa <grid rows / separated> | a1-b1
// ..." and "domino/uniforma <region> [a1=6 row1=1,2,3] | 6-4@a1-b1 ...",
// cells named by a column letter and a row number from the top.
//
// The readers are bounded: Game.Parse reads at most MaxPositionLen bytes,
// ParseMove at most MaxMoveLen, and longer input is refused with
// ErrBadNotation before it is looked at, so reading takes memory in
// proportion to at most those lengths.
//
// # Options
//
// Every field of Rules is a rule option, set by name with board.Configure
// (the rulebook command's -option): "DrawCount=2", "Scoring=WinnerScores",
// "HandSize.Two=8". Info.Options lists each with its type, default and the
// values accepted; choices are written by name (Line, TwoRows, Cross,
// Spinner, Free; HighestDouble, ...). The derived game's ID lists what
// changed, e.g. "domino/french(DrawCount=2)", and its positions begin with
// that ID. NewGame builds a game of any names and Rules and says which rule
// is wrong when they make no playable game; the zero Rules deal no tiles
// and are refused.
//
// # Outcome
//
// Outcome.Code is "domino" (a seat went out; board.CodeDominated),
// "blocked" or "total" (an Italian hand for stakes whose running total
// reached the limit) for the games of one hand, "target" for a match (a
// score reached the Target), and "solved" or "stuck" for the puzzles.
// Placings are by pips for one hand and by match score for a match (by the
// lowest penalty total in Hungarian dominoes); Points are the pips left,
// the match scores, or for the games for the pot the stakes won or lost.
// State.Returns gives 1 for first place down to −1 for last.
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
// ObserveMove(p, m) is what seat p is sent of a move: a player's decision
// (a tile laid, with its face and end; draw; pass) and the lot are public;
// a tile dealt or drawn face down is sent whole only to the seat that
// receives it, and the others are sent "deal" or "draw". Everybody sees a
// played tile; nobody sees another seat's drawn tile.
//
// Determinize(p, r) returns a full state that p cannot tell from the real
// one: the tiles p has not seen are dealt anew to the other hands as
// dealt, to their draws and to the face-down pile, such that replaying the
// public record from that deal is legal step by step and gives p the same
// Observation. What the record reveals is honoured: a pass, a draw allowed
// only to a player who cannot place, and the end of a Hungarian turn each
// say the player then held no tile that fitted; a forced lead says no hand
// held a tile that would have led instead (a 5-5 lead in the first hand
// shows 6-6 sleeps); a tile placed at once after draws is the last tile
// drawn. Voluntary draws and passes reveal nothing. The sampler fixes tiles
// one at a time, in random order, each to a zone drawn at random among
// those that still leave a complete assignment (a perfect matching of
// tiles to the dealt hands, the single draws and the pile), and checks the
// replay; so every consistent deal has a positive probability (the
// distribution is not uniform). Tests compare it with a brute-force
// enumeration of all deals.
//
// A server keeps the full State and sends each seat ObserveMove of every
// move and Observation(seat) of the state (a spectator board.Nobody's);
// it reads a player's move with ParseMove on the full state, plays chance
// nodes with board.Sample (or the tiles really dealt), and never sends
// Position or String (they show every hand) to a player. What a seat is
// sent is the same for every deal that seat cannot tell apart (tested
// against Determinize). A bot is given its Observation, or the State to
// call Determinize on, never another seat's hand; see
// ExampleState_Determinize.
//
// # Decisions
//
// Where the compendium is cut or silent the package follows the common
// published rules: 7 tiles each in the block game, 6-6 first with the
// fallbacks (6-6 may sleep), the sum-of-seven reading of Matador with four
// matadors, Hungarian continuation compulsory, Italian totals above 100
// forbidden and 8 tiles for 3 players, the French draw-or-pass with two
// tiles kept, the cross built before other play, the Bredouille passage
// belonging to the Thieves' game, the unknown titles left out. Besides:
//
//   - Blocked hands are declared at once when no player can place a tile
//     and nobody can draw, and also after a full round of passes (French:
//     two passes in succession; games with NoForcedPlay). A turn counts as
//     a pass when it ends with pass, whether or not the player drew first:
//     in French dominoes draw, pass, draw, pass blocks the hand whatever
//     the stock still holds. Only a placement, or a draw that ends the turn
//     (Italian DrawInstead), breaks the succession.
//   - A Hungarian turn ends by itself when nothing in the hand fits the end
//     being played (the lead turn: either end); no "end of turn" move is
//     needed, since it would be the only legal move.
//   - Going out ends a hand except in Hungarian and Italian dominoes, where
//     the hand goes on until nobody can place; a player without tiles
//     passes.
//   - The winner of a blocked hand is the sole player (or side) with the
//     lowest count; when two or more share it, however many players there
//     are, nobody wins or scores the hand: no score, no "win=" seat in the
//     position, and a Winner lead passes to the left of the previous
//     leader. Placings of a single-hand game share the place instead.
//   - "Winner" lead (Blokovací domino): without a sole winner of the
//     previous hand the lead passes to the left.
//   - All Fives lead: the player who went out leads the next hand; after a
//     blocked hand the leader is drawn by lot (lot=0, lot=1, ...), even
//     when the hand had a sole lowest count who scored.
//   - A blocked hand under WinnerScores scores, for the sole lowest count,
//     the sum over the others of their pips minus his; All Fives: the
//     others' total minus his own, rounded to 5 (remainders 1–2 down, 3–4
//     up).
//   - The Thieves' game is one match for the pot; Outcome.Points are the
//     stakes won or lost. A series of three matches rotates the pairing
//     (Rules.Pairing 0, 1, 2), which a server chooses per match.
//   - Domino à la France is one hand for the pot; an indivisible remainder
//     would stay in the pot for the next hand (the source's points table is
//     lost).
//   - Italian PotMode (stakes instead of points) has no end of the match in
//     the sources, so there a game is one hand: Outcome.Points are the
//     stakes won or lost, and the Reason says what stays in the pot for a
//     next game.
//   - Uniforma lays tiles in reading order (each tile covers the first free
//     cell): every layout can be built that way, and it keeps the number of
//     moves small. Dominosa lays tiles anywhere. Neither game has a move
//     that takes a tile back; a front-end undoes by keeping earlier states.
//   - Uniforma's default region is the brick of Lucas's quadrilles (rows 0,
//     1, 4, 5 use columns a–h, rows 2, 3, 6, 7 columns b–g); its cut into
//     2×2 squares is forced for any region (the first uncut cell in reading
//     order is a square's top left), so CheckUniforma works for any region
//     and its requirements. SolveUniforma searches layouts up to
//     relabelling of the numbers and then relabels them to meet the
//     requirements: the brick has exactly two layouts up to relabelling
//     (one and its mirror image), 10 080 in all.
//
// # Speed
//
// The typed API (Game.NewState, State.LegalMoves into a caller's buffer,
// State.Apply unchecked, State.PlayMove checked, State.Copy) allocates
// nothing per move; a match allocates for its record once every few hands.
// The generic path is made cheap by the same means: every Move is boxed
// once, so Legal allocates only its slice and AppendLegal (board.Lister)
// nothing; Play checks a move without listing the moves; Clone shares the
// record of the hand with the original until either appends to it; Info is
// made once. Position and String are memoised until the next move. See
// BenchmarkPlayoutCompare. State.Perft (board.Perfter, which the rulebook
// command's perft uses) counts on copies kept on the stack, with no
// allocation per node, exactly as board.WalkPerft counts: every chance
// outcome is a ply (perft 5 from the deal is 28·27·26·25·24 = 11 793 600).
package domino
