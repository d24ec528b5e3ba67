// Package ludo implements the race games of the ludo family: Člověče,
// nezlob se! (Mensch ärgere Dich nicht) and its team games on the
// 40-square cross, and the single-track races Propast (The Abyss) and Draci
// a balóny (Snakes and Ladders). The other cross-track games of the Czech
// compendium are options of the same cross engine: the team games,
// barricades, parking, walls, the orbit, the refugee, Frank and Furter, the
// colour-blind game and the penalty game.
//
// Importing the package registers these games with package board:
//
//	ID                       English                            Czech                                  players
//	ludo                     Mensch ärgere Dich nicht           Člověče, nezlob se!                    2–4
//	ludo/team                Team game                          Týmová hra                             4
//	ludo/crazy-team          Crazy team game                    Bláznivá týmová hra                    4
//	ludo/unity               Unity is strength                  V jednotě je síla                      4
//	ludo/refugee             Refugee                            Uprchlík                               2
//	ludo/orbit               Orbit                              Oběžná dráha                           2–4
//	ludo/barricade           Barricade                          Barikáda                               2–4
//	ludo/parking             Parking                            Parkování                              2–4
//	ludo/frank-furter        Frank and Furter                   Frank a Furter                         2
//	ludo/colour-blind        Colour-blind ludo (Crazy ludo)     Barvoslepý (Bláznivé člověče)          4
//	ludo/penalty             Penalty                            Pokuta                                 2–4
//	ludo/propast             Propast (The Abyss)                Propast                                2–6
//	ludo/propast-web         Propast (The Abyss), web rules     Propast (pravidla z www.e-hracky.cz)   2–6
//	ludo/snakes-and-ladders  Snakes and Ladders                 Draci a balóny (Hadi a žebříky)        2–4
//
// They are the exported values Clovece, Team, CrazyTeam, Unity, Refugee,
// Orbit, Barricade, Parking, FrankFurter, ColourBlind, Penalty, Propast,
// PropastWeb and SnakesAndLadders. Rule sets of one's own are built with
// NewGame from board.Names and Rules, or by name with board.Configure (e.g.
// "Cross.NoJumpInHome=true"); a derived game's ID lists what changed:
// "ludo(Cross.NoJumpInHome=true)".
//
// # Rules
//
// One struct, Rules, holds the options of every game of the family: Race
// (the board), the options every race has (Opening, FirstFinisherEnds) and
// one group per race (Cross, Propast, Snakes; a group of another race must
// stay zero). Its zero value is Člověče, nezlob se! with every default of
// its rules. Options whose usual default is "on" are named for the
// other choice, so that the zero value is the default (see Rules).
//
// Every throw is a chance node (board.Chance is to move; the legal moves
// are the faces "1" to "6", equally likely, so the states do not implement
// board.Chancy), and every throw that may move is followed by the seat's
// decision: a move, or "pass" when none is legal. A pass is legal exactly
// when no move is, so a player is never asked to choose between nothing
// (the orbit's declined entry and the penalty game's setup decision are
// the two choices between a move and a pass).
//
// # Člověče, nezlob se! (the cross board)
//
// The track has 40 squares numbered 0 to 39 in the direction of play; the
// colour c (0 to 3) starts on square 10·c and goes once round to the square
// behind its start, then into its home squares a, b, c, d (a entered
// first). With four players seat i plays colour i, with three colours 0, 1,
// 2, with two colours 0 and 2 (opposite; Cross.Seating adjacent: 0 and 1).
// Each player has four pieces: one on his start square and three in his
// base (Cross.AllInBase: all four in the base).
//
// A throw of r moves a piece r squares on (the squares passed may be
// occupied, by anyone) to a square not held by an own piece; an opponent
// there is captured and returns to its base. Home squares are entered with
// the exact number, each holds one piece, and with Cross.NoJumpInHome no
// occupied home square may be passed. A 6 (Cross.Entry: 1 or 6, or 1)
// brings a piece from the base onto the start square when no own piece
// stands there, capturing an opponent there; the entry takes the whole
// throw. The legal moves follow the priorities of the rules: a usable entry
// must be taken (Cross.OptionalEntry lifts this); otherwise, while the base
// is not empty, a piece on its own start square must move if it can
// (Cross.StartMayWait lifts this); with Cross.MandatoryCapture only
// captures are left when there are any. After every 6 the player throws
// again, whether or not he could use it, unless it finished him
// (Cross.NoSixExtraThrow). A player who is stuck at the start of his
// turn — no throw but an entry throw would give him a move — throws up to
// three times until one throw can be used (Cross.NoThreeThrows: once); the
// allowance covers only the throws at the start of the turn. A player
// finishes when his four pieces are home; the first to finish wins and the
// others play on for the places until one is left (FirstFinisherEnds ends
// the game at once). The winning opening throw is the starter's first
// throw (Cross.FreshFirstThrow: he throws afresh); if he is stuck it is the
// first of his three.
//
// # The team games
//
// With Cross.Teams four players play in two teams, partners facing each
// other: seats 0 and 2 against 1 and 3. A piece never ends on its
// partner's piece (Cross.PartnerCapture allows it, capturing), nor enters
// while a partner's piece stands on its start square. The team with all
// eight pieces home wins together (both share first place, the others
// third), and the game ends.
//
//   - The team game (ludo/team, Teams partners): each player
//     moves his own pieces; with an entry throw he may instead put a piece
//     of his partner's base on the partner's start square, when no piece
//     of either partner stands there (capturing an opponent there) — one
//     more choice beside the moves the priorities leave. A player whose
//     pieces are all home keeps his turns while his partner has pieces in
//     the base, and then only frees them with 6s, with the three-throw
//     allowance; with Cross.FinishedMovesPartner he moves his partner's
//     pieces instead.
//   - The crazy team game (ludo/crazy-team, Teams crazy): every throw
//     may move any piece of the team, each along its own colour's way into
//     its own home; the priorities apply over the team (every forced entry
//     of the team's colours, then every start square of the team to be
//     cleared). Both partners take turns until the team has finished.
//   - Unity is strength (ludo/unity, Teams walls): each player moves
//     his own pieces, entries are not compelled and the start square need
//     not be cleared (Cross.OptionalEntry, Cross.StartMayWait). A piece that
//     ends on its partner's single piece forms a wall: nobody may end on
//     it or pass it, its owners included; moving one of its pieces
//     dissolves it. A 6 thrown while an opposing wall stands on the
//     thrower's start square sends both its pieces to their bases at once,
//     before the 6 is used. A player whose pieces are all home takes no
//     more turns. A capture not taken costs the piece (Cross.HuffCapture):
//     when the throw let a piece on the track capture and the player moved
//     another, the piece that could have captured (the furthest on) goes
//     to its base after the move; Cross.MandatoryCapture instead allows
//     only the captures.
//
// # Barricades
//
// With Cross.Barricades (ludo/barricade) a piece may end on a
// track square holding one piece of its own colour; the two form a
// barricade (never more than two pieces on a square, never in a home, never
// formed by entering). Opponents may neither land on nor pass a barricade
// (an entry onto it is barred too); its owner may pass it. A barricade
// formed in its owner's turn may stand during his next two turns; from his
// third (Cross.BarricadeRounds) it is due: while a due barricade stands,
// every throw that lets a piece leave it (among all moves, before the
// priorities) must be used so. Moving one piece off breaks it; a
// barricade formed again, even at once, counts afresh. The position lists
// both pieces ("15,15") and adds "age:15=2": for every barricade, by
// square, the owner's turns begun since it was formed, counted up to the
// due turn.
//
// # Parking
//
// Cross.Parking names parking squares (ludo/parking: 4, 8, 14,
// 18, 24, 28, 34 and 38, the fourth and eighth squares after every start
// square). Any number of pieces of any colours, one's own too, may stand
// together on a parking square; a piece may end there whatever stands
// there, and nothing is captured there. A parked piece is an ordinary
// mover (Cross.ParkedMovesOnlyIfForced: only when no other piece can
// move); pieces sharing a square make one move. The position lists a
// seat's pieces on one square once each: "4,4".
//
// # The orbit
//
// With Cross.Orbit (ludo/orbit; the registered game also sets
// Cross.Entry 1-or-6, OptionalEntry, StartMayWait, NoThreeThrows and
// FirstFinisherEnds) two players (colours 0 and 2), or four in two teams of
// partners facing each other, race on the cross. A 1 or a 6 may bring a
// piece in and earns another throw, whether it was used or not; after a 2
// to 5 the turn passes. The four start squares hold any pieces and nothing
// is captured there. Any other square holds several pieces of one player
// or team; a piece that ends where opponents stand captures exactly one of
// them, of the seat the mover names ("10-14x0": seat 0's), and the others
// stay there with it. A throw must be used when it allows a move other than
// an entry; when it only allows entries the player may pass. The first
// player with four pieces home wins, for his team with four players
// (Cross.BothPartnersHome: the team needs all eight). Three players, which
// the compendium does not seat, play each for himself.
//
// # The refugee
//
// With Cross.Refugees (ludo/refugee) two players facing each
// other (colours 0 and 2, every piece in the base at the start) each also
// own a refugee, which starts on the other's start square. A refugee moves
// its throw backwards round the track (never into a home), to a square
// without a piece of its owner, capturing whatever opposing piece is
// there. Normal pieces move as in Člověče but capture only an opposing
// refugee, never a normal piece; an entry onto the start square is barred
// by an own piece or an opposing normal piece and captures an opposing
// refugee. A captured refugee becomes the capturer's and stands on the
// start square of the capturer's opponent, or on the first empty square
// behind it; a player may own none, one or both. There is no forced entry
// and no start clearing; the first player with four pieces home wins. The
// position adds "refugees:" and each refugee's "square=owner", by square;
// a refugee's move is written with its squares, "0-34".
//
// # Frank and Furter
//
// With Cross.Hunt (ludo/frank-furter) two players on adjacent
// colours hunt and flee: seat 0's four Franks (colour 0) circle the track
// without a home, any number of laps, and cannot be captured; a Frank that
// ends a move or an entry on a piece of seat 1 (a Furter, colour 1, whose
// start is ten squares ahead) leaves the game with it, one catch. The
// Furters capture nothing and never end on a Frank; they race home as in
// Člověče. All pieces begin in the base; the rest is Člověče's (entry on a 6,
// the priorities, the extra throw, three throws when stuck). The game ends
// when no Furter is left in the base or on the track: the Franks win when
// more Furters were caught than came home, the Furters otherwise (a 2–2
// split too). The code is "all-decided" (CodeDecided); the position adds
// "caught:N" when N Furters (and the N Franks that caught them) have left
// the game, and has no placed: part.
//
// # Colour-blind ludo
//
// With Cross.ColourBlind.On (ludo/colour-blind; the game also
// needs Cross.AllInBase and Cross.StartMayWait) four players share
// sixteen figures of four colours — red, blue, green and yellow, colours 0
// to 3, written R, B, G, Y — that belong to nobody. Seat P has the start
// square 10·P, its last track square just behind it, a home of four
// squares and a base; every base begins with one figure of each colour.
// A player may move a figure on the track when he holds its colour
// neither in his base nor in his home and it does not stand on another
// player's start square; figures in homes never move, figures in bases
// leave only by entering. A 6 (Cross.Entry) with a non-empty base must
// (Cross.OptionalEntry: may) bring a figure of the player's base, of his
// choice, onto his start square, capturing whatever stands there. A figure
// moves its throw forward round the track, capturing any figure it ends
// on; when its path passes the mover's last track square it may turn into
// the mover's home instead, entering a home square exactly and only when
// it is empty (occupied ones are jumped); with Cross.ColourBlind.HomeEntry
// mandatory it must. It may also move its throw backwards, but only onto a
// figure, which it captures (Cross.ColourBlind.NoBackwardCapture forbids
// it). A captured figure goes to the base of a player who, after the move,
// holds its colour neither in his base nor in his home; the mover chooses
// which, each such player making a move of its own
// (Cross.ColourBlind.CaptureReturn next-eligible: the first clockwise from
// the mover's left neighbour round to the mover). No start square needs
// clearing; Cross.MandatoryCapture, the extra throw after a 6 and the three
// throws of a stuck player are as in Člověče. A player finishes with four
// figures home, necessarily one of each colour; the others play on for
// the places. When no player still racing can ever move again — every
// base empty and every figure on the track of a colour its movers hold or
// on another player's start square (figures on a finished player's start
// square leave it only when captured) — the game ends with the code
// "no-moves" (CodeNoMoves): the finishers keep their places and the
// others share the next one (all the first, without a winner, when nobody
// has finished). Of 1,000 random games of the registered rules 952 ended
// so, 27 of them before anybody finished.
//
// # The penalty game
//
// With Cross.Penalty.On (ludo/penalty, Pokuta; the registered
// game also sets Cross.Entry 1, AllInBase, OptionalEntry, StartMayWait,
// FreshFirstThrow, NoThreeThrows, NoSixExtraThrow and FirstFinisherEnds)
// two to four players race without capturing, paying fines in tokens.
// Each brings Cross.Penalty.StartingTokens (10) and pays one into the bank; then,
// in seat order, each decides whether to place one piece on his start
// square (the decision "base-0" or "pass", placing listed first: the
// default). The opening throws only choose the starter.
//
// A 1 may bring a piece from the base onto the empty start square, using
// the whole throw; entering is never compelled. Any throw may instead be
// split among the pieces on the track or in the home: each chosen piece
// moves forward its share (exactly into the home, no further than d), the
// shares adding up to the whole throw, and the move is legal when
// afterwards no two own pieces share a square and none stands on an
// opponent's; squares passed may be occupied. Nothing is captured. Splits
// that give the same final position are one move, written with the
// pieces that leave a square no piece ends on, in the order of their way,
// each going to the next square no piece stood on: from 3 and 5 a 4 that
// gives 3 two and 5 two is the move 3-7. The moves are listed in the
// order of their first split, the shares compared hindmost piece first
// (3 and 8 with a 5: 8-13, 3-4+8-12, 3-5+8-11, 3-7+8-9).
//
// A throw that cannot be used costs the player a token into the bank, at
// the pass; without tokens he goes into debt (Cross.Penalty.NoDebt: he pays
// nothing). A 6 earns nothing special; a move that leaves a piece on the
// start square of another colour in play earns one more throw, however
// many pieces end on start squares. The first player with four pieces
// home (Cross.Penalty.PiecesToWin) wins, takes the whole bank, and the game ends.
// The position adds "tokens:" with every seat's tokens, in seat order,
// then "/" and the bank's: "tokens:9,8,9,9/5".
//
// # Propast (The Abyss)
//
// Fields 1 to 31, the start (position 0) before field 1 and the goal
// ("off") beyond field 31; abysses on 7, 14, 21 and 28 by default
// (Propast.Abysses). Each player has one stone; all begin at the start.
//
//   - Book reading (ludo/propast, the compendium's own rules after Zapletal):
//     each turn the player throws; a 1 ends the turn; a 2 to 6 earns a
//     second throw, and the stone moves by the second throw.
//   - Web reading (ludo/propast-web, the rules the compendium quotes from
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
// # Snakes and Ladders
//
// Squares 1 to 100; the pieces begin off the board (position 0, or on
// square 1 with Snakes.StartPosition 1). Each turn is one throw: the piece
// counts forward; beyond 100 it stays (Snakes.Finish exact), bounces back
// (bounce) or stops on 100 (reach). Stopping at the foot of an ascent
// climbs it (or, with Snakes.OptionalAscent, the player may stay); stopping
// on the top of a descent slides down it. Pieces do not interact. The
// default layout (Snakes.Layout) is Milton Bradley's Chutes and Ladders
// board. In the compendium's pictures the meanings are swapped (ladders lead
// down, snakes' tails lead up); the rules here speak of ascents and
// descents. The first piece on 100 wins and the game ends, everybody else
// sharing second place; with FirstFinisherEnds false the others play on
// until one is left.
//
// # Opening
//
// By default (OpeningThrow) every player throws once, in seat order; the
// highest throw starts; players tied for the highest throw again among
// themselves, in seat order, until one is highest. These throws are
// ordinary chance outcomes. OpeningSeatZero lets seat 0 start without them.
//
// # Outcome
//
// Outcome.Winners is the first finisher; Placings follow the finishing
// order, everybody who has not finished sharing the next place. The codes
// are "all-home" (CodeAllHome: the first finisher ended the game) and
// "one-left" (CodeOneLeft: all players but one finished).
//
// # Notation
//
// The notation is shared by the whole family. It is compact, readable and
// round-trips: a move's String and the state's ParseMove, and the state's
// Position and the game's Parse, are inverse.
//
// Moves:
//
//	4           a chance outcome: the die shows 4 (faces 1 to 6)
//	pass        the throw cannot be used and is forfeited
//	5-9         Propast, Snakes and Ladders: the stone on 5 moves to 9 (and
//	            pushes a stone there back to 5)
//	29-off      through the goal (Propast writes its goal "off")
//	3-7-0       a step whose landing field sends the stone on: Propast's
//	            abyss 7 back to the start; 0-1-38 an ascent, 94-98-78 a descent
//	0-1         with Snakes.OptionalAscent: stay at the foot of the ascent on 1
//	base-0      the cross: a piece enters from the base onto square 0
//	12-15       the cross: the piece on square 12 moves to 15 (capturing
//	            an opponent there)
//	38-b        the cross: the piece on 38 moves into home square b
//	a-d         the cross: a piece moves on inside the home
//	2:base-20   the team games: the piece of the partner's seat (2) named first
//	2:b-d       the crazy team game: a partner's piece inside its own home
//	10-14x0     the orbit: the move captures one of seat 0's pieces on 14
//	G:base-0    the colour-blind game: the green figure of the mover's base
//	            enters on 0
//	5-7>2       the colour-blind game: the figure on 5 moves to 7 and the
//	            figure it captures there goes to seat 2's base; 12-10>0
//	            backwards, 37-b into the mover's home square b
//	3-4+8-12    the penalty game: a throw of 5 split, the piece on 3 moving
//	            to 4 and the one on 8 to 12 (up to four parts, any order;
//	            the state reads any split of the throw as the move it gives)
//
// Squares and fields are written as the game numbers them: the cross's
// track squares 0 to 39 in absolute numbering, whose ever colour moves. On
// the single tracks a step is "from-landing" when the stone rests where it
// landed and "from-landing-rest" when it is sent on; ParseMove also reads
// the short "from-rest" (94-78 for 94-98-78) unless that means staying at
// the foot of an optional ascent.
//
// A position has up to eight parts separated by single spaces, the last
// five optional (no game has more than two of them): pieces, seat, phase,
// caught, age, refugees, tokens, placed.
//
//   - pieces: each seat's pieces in seat order, seats joined by "/", a
//     seat's pieces by ",". On the single tracks a seat has one stone,
//     written as its field. On the cross a seat lists its pieces outside
//     the base, by progress from its start square (track squares, then
//     home squares a to d); the others are in the base; "-" when all are.
//     The colour-blind game lists its figures by colour instead: the
//     groups are red, blue, green and yellow, each its four figures —
//     track squares in ascending order, then, by seat, the base or home
//     square that holds one, named with the seat first as the picture
//     names it ("1:base", "0:d"; a seat holds at most one figure of each
//     colour).
//   - seat: whose turn it is (also while the die is thrown for him), or "-"
//     when the game is over.
//   - phase: "throw" (the first throw of the turn), "throw2" (Propast's
//     second throw), "move:R" (the seat moves with the throw R), "over", or
//     "open:MARKS" during the opening, one mark per seat: "." still to throw
//     in this round, "1"–"6" thrown in this round, "-" beaten in an earlier
//     round. The cross adds "again" (the throw after a 6), "throw:N" (a
//     stuck seat's next throw after N throws of the three-throw allowance
//     were forfeited) and "move:R:N" (a stuck seat's N-th throw R, which it
//     cannot use); the penalty game "setup" (the seat decides whether to
//     place a piece on its start square before the game begins; "again"
//     is its throw after a piece ended on another colour's start square).
//   - caught: Frank and Furter only, "caught:N" when N Furters have been
//     caught; absent while none has.
//   - refugees: the refugee game only, "refugees:" and both refugees'
//     "square=owner", by square.
//   - age: the barricade game only, "age:" and each barricade's
//     "square=turns", by square; absent while none stands.
//   - tokens: the penalty game only, always: "tokens:", each seat's tokens
//     in seat order joined by ",", then "/" and the bank's.
//   - placed: "placed:" and the seats that have finished, in finishing
//     order; absent while none has.
//
// Examples:
//
//	5/9/0 1 throw2                 Propast, 3 players: stones on 5, 9 and at the start;
//	                               seat 1 awaits its second throw
//	off/12/0 2 move:4 placed:0     seat 0 is through; seat 2 moves with a 4
//	0/0/0/0 1 open:-..-            the opening: seats 1 and 2 tied and throw again
//	off/10/off - over placed:2,0   over: seat 2 first, seat 0 second, seat 1 last
//	0/10/20/30 0 open:....         the cross, 4 players, at the start
//	0,5/10/-/- 0 move:6            seat 0 (red) on 0 and 5, blue on 10; red moves with a 6
//	b,c,d/10/20/30 0 throw:2       red is stuck and has forfeited two throws
//	38,a,c/- 1 again               2 players: seat 1 (green) throws again after a 6
//	20,25,30/- 0 again caught:1    Frank and Furter: three Franks left, one Furter caught,
//	                               three in the base
//	0/-/20/- 3 setup tokens:9,9,9,9/4
//	                               the penalty game: red and green placed a piece, blue
//	                               did not, yellow decides; the stakes in the bank
//	4,12/15/-/- 3 throw tokens:9,9,8,9/5
//	                               green has paid a fine
//
// and in the colour-blind game (red on 5, 10 and
// 12 and in seat 1's base, blue on 7 and 25, in seat 0's home square d and
// seat 1's base, and so on; seat 0 moves with a 2):
//
//	5,10,12,1:base/7,25,0:d,1:base/20,22,33,0:base/30,35,37,0:base 0 move:2
//
// Parse accepts exactly the positions a game can be in: the right number of
// seats, pieces on places that exist (one per square on the cross and where
// Propast's stones push, not resting where they would be sent on), the
// finished seats exactly those placed, a seat still racing, and a phase the
// rules have there (the three-throw count only for a stuck seat, the
// opening only before any piece has moved). The position carries the whole
// state; nothing of the history matters to the rules.
//
// Parse reads at most MaxPositionLen bytes and ParseMove at most
// MaxMoveLen; longer input is rejected with ErrBadNotation before any other
// work, so reading costs a small constant amount of memory whatever the
// input.
//
// # Describing moves
//
// The states' Describe (board.Describer) says in words what a move does,
// for front-ends that show a game to people: a throw says where it leads, and a throw or pass
// that ends the turn without moving says so and why, e.g. in Propast "1:
// the turn ends: a first throw of 1 forfeits the turn; seat 1 throws next",
// on the cross "pass: the throw of 2 is forfeited; seat 0 throws again
// (throw 2 of three, having no piece to move but by entering)".
//
// # Pictures
//
// The states are board.Drawers: Picture returns the board as data, for
// front-ends and the SVG renderer of board/svg, and the moves are
// board.Tracers, whose Touches name the cells a move touches. On the cross
// the cells are the 40 track squares, named by number as the notation
// names them, and each seat's home squares and base, named with the seat
// first as the team games' notation names a partner's: "1:a" to "1:d" and
// "1:base" (the base is one cell holding the count of the pieces in it).
// A barricade or a wall is two pieces on one square; a refugee is a piece
// of kind "refugee" of its owner; the hunt's pieces are of kinds "frank"
// and "furter", and those caught leave the board for the area "caught";
// a colour-blind figure is a piece of kind "figure" of the seat whose
// colour it has, one per figure, in bases too. The picture shows the throw to move with and counters for whose turn it
// is, the throws of the three-throw allowance forfeited, the barricades'
// ages and the seats finished. Propast's picture has the start "0", the
// fields 1 to 31 and the goal "off", its abysses drawn as holes with a
// line to the start; Snakes and Ladders' has the squares 1 to 100 (and the
// start "0" when the pieces begin off the board), every ascent a line of
// kind "ladder" and every descent one of kind "snake". A step touches the
// cell it leaves and the one it ends on, on the single tracks the field
// that sends the stone on too, and its target again as a capture when a
// piece there is taken or pushed back; a colour-blind capture also places
// the figure in the base it goes to ("2:base"). (The piece sent to its base
// by the Huff rule, and the wall evicted by a 6, are not touches of the
// move.)
//
// # Typed API
//
// CrossState and TrackState are small values (copying one copies the
// position) with an allocation-free typed API for bots and playouts, in
// the vocabulary of package board: LegalMoves writes the legal moves into
// a caller's buffer, PlayMove plays one checked, Apply unchecked, Copy is
// a typed Clone; the states are their own positions, so there is no
// separate Board. The board.State methods wrap them; AppendLegal
// (board.Lister) lists moves boxed once per game, and the cross state
// lists its moves once per throw (the colour-blind game, with up to 160
// moves a throw, and the penalty game, with up to 84, list them afresh
// when asked, into the caller's buffer), so the generic path allocates
// only the slice of Legal (and, in the penalty game, each move of two or
// more pieces it lists).
//
// # Decisions
//
//   - Player counts: the rules give Propast 2–6, Snakes and Ladders 2–4 (the
//     compendium's "Počet hráčů: 2-4") and the cross 2–4; all are kept.
//   - A forfeited throw is a "pass" decision of the seat, as in Propast, so
//     that every throw that could move is followed by the seat's decision
//     and the record shows the forfeit.
//   - The cross: a stuck player whose allowance throw is a 6 he cannot use
//     (possible only in contrived positions) throws again within the
//     allowance; once the three are made a forfeited 6 still earns its
//     extra throw. The pieces of a seat are interchangeable, so an entry is
//     one move whichever base piece enters.
//   - The cross's MaxPlies (40,000) is eight times the longest of 30,000
//     random games of the slowest rule set tried; captures can prolong a
//     game without limit, so the bound is one that random play exceeds
//     with negligible probability.
//   - The track races' MaxPlies is computed per rule set from the
//     single-stone Markov chain of the rules: the opening's tie rounds (at
//     most 40, exceeded with probability below 1e-14) plus, for every seat,
//     twice the number of turns a lone stone needs to be through with
//     probability 1 − 1e-13, times the plies of a turn. The factor 2 covers
//     Propast's pushes; the tests compare the bound with long series of
//     random games. Rule sets in which the goal cannot be reached from some
//     reachable field (say six abysses in a row) are rejected, since their
//     games would never end.
//   - The orbit: extra throws are automatic
//     (OptionalExtraThrow false); the option to decline them is not
//     offered. Positions accept any mix of pieces on a square, since the
//     one-capture rule leaves mixed squares.
//   - Walls: a piece may enter onto its partner's piece on its start
//     square, forming a wall there (an entry ends on the square like any
//     move). HuffCapture is an option of every cross game (of the capture
//     rules, Huff is HuffCapture, Forced is MandatoryCapture, Free is
//     neither).
//   - Barricades: "three rounds" of the compendium is read as the owner's third
//     turn after the one that formed the barricade. A due
//     barricade that no throw of the turn can break up stays due in later
//     turns. A barricade on the start square of another colour bars that
//     colour's entries.
//   - Frank and Furter: the worked examples name only some
//     pieces; the golden tests place the others where no priority
//     interferes (with Franks in the base a 6 must enter one). A Frank's
//     progress is its square (its start is 0), so its pieces are listed by
//     square. The hunt ends the game as soon as the last Furter is decided,
//     even after a 6.
//   - The team games: the extra throw after a 6 is not given when the 6
//     finished the moved piece's owner, nor when it left the thrower
//     nothing to do (a finished player who freed his partner's last
//     piece). The partner entry is one more choice after the priorities,
//     MandatoryCapture included.
//   - The penalty game: the stakes are paid when the game is set up, then
//     the placing decisions are made in seat order, then the opening
//     throws choose the starter. The placing is a
//     decision of the seat, "base-0" (listed first, the rules' default
//     when nobody decides) or "pass". The fine for a throw without a move
//     is paid at the pass that forfeits it, so the position before the
//     pass ("move:3") still shows the tokens before the fine. With
//     Cross.Penalty.NoDebt a player without tokens pays nothing, neither fine nor
//     stake, and plays on. An entry needs its start square empty, since
//     nothing is captured. Pieces in the home may take shares too.
//     Splits that reach the same position are one move: the
//     notation writes the fewest pieces that reach it, and ParseMove reads
//     any split that reaches it as that move. So the extra throw goes by
//     the position too: it is earned when a piece arrives on the start
//     square of another colour in play, one that no own piece held before
//     the move. From 9 and 10 a 2 split 1 and 1 (onto blue's start 10 and
//     on to 11) is the move 9-11, which leaves the piece on 10 standing
//     and earns nothing. A piece entering its own start square earns no
//     extra throw, and only the start squares of the colours in play
//     count (two players: 0 and 20). The winner takes the
//     bank at once; Outcome ranks him first and everybody else equal
//     second, the tokens being the ledger's, not the ranking's (the rules
//     rank nobody else). Other options of Člověče go with the penalty
//     game where
//     they mean something (an entry on a 6, the extra throw after a 6, the
//     three throws, the opening throw as the first), the rules it has not
//     (captures, teams, barricades, parking, compelled entries) are
//     rejected. Its moves are too many (up to 84 for a 6 split among four
//     pieces) to keep in the state: they are worked out when listed, and
//     AppendLegal boxes each split (a move of two or more pieces) as it
//     lists it, so the generic path allocates per split; the typed API
//     does not.
//   - Snakes and Ladders that ends with the first piece on 100 ranks
//     everybody else equal second: the rules rank nobody else.
//   - The opening is modelled as chance outcomes so that front-ends with
//     real dice can enter every throw.
//   - The colour-blind game: the moves come
//     in an order that turns with the board: the entries by colour from
//     the mover's own round the others in seat order, then the figures by
//     their distance from his start square, each forward on the track,
//     into his home, backwards; a capture once per receiving base, from
//     his left neighbour round to himself. A capture always names its
//     base ("5-7>2"), also when only one player may take the figure, so
//     that the record shows where every figure went. The receivers are
//     judged after the move, which matters for an entry only: the mover
//     whose entry captures a figure of the colour he entered no longer
//     holds that colour and may take it. A figure that goes on past the
//     mover's last square goes round the track again (figures have no lap
//     count) and may turn in at the next pass. Figures on another player's
//     start square may be captured (only their moving is forbidden), those
//     on the mover's own start square are his to move. The rules have none for
//     a game in which nobody can move any more, which random play reaches
//     in most games; without one such a game would go on forever, so it
//     ends as above. Home figures never move, so Cross.NoJumpInHome is
//     refused, as are the start clearing (there is nothing to clear), a
//     piece on the start square at the start, and the other games'
//     options.
//   - The colour-blind game's MaxPlies (160,000) is eight times the
//     longest of 1,000 random games of the slowest rule set tried
//     (MandatoryCapture: 6,245 plies on average, the longest 18,923).
package ludo
