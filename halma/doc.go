// Package halma implements the games of the halma board: the halma races
// on the 121-point star and on square boards, on one engine configured per
// game, and the other games the halma equipment is used for — Gobang and
// its variants, Tudy ven and Kočka a myš on a second engine, Obklíčení,
// Rakado and the treasure hunt.
//
// # Rules and options
//
// One Rules describes every game of the family: Engine says which kind of
// game it is — race (the halma races: State, Position), field (placing,
// then moving: FieldState, FieldPosition), tipsy (Obklíčení: TipsyState),
// rakado (RakadoState) or treasure (TreasureState) — and one group of
// options per engine holds the rules of that kind: Rules.Race,
// Rules.Field, Rules.Tipsy, Rules.Rakado and Rules.Treasure. The zero
// Rules is Halma. NewGame refuses options in the group of another engine
// than Engine. Set by name, an option carries its group:
//
//	g, err := board.Configure(halma.GobangGame, "Field.ExactlyFive=true")
//
// and a game's Info.Options lists Engine and its own engine's options.
// Every game is a *Game; New and Parse give the engine's state. The typed
// API is the engine's: Start, ParsePosition and Camps for the races,
// StartField and ParseFieldPosition for the field games return an error
// for a game of another engine, and NewState, NewFieldState,
// NewTipsyState and NewRakadoState take a position of the same game.
//
// # The boards
//
// The star has 121 points on a triangular lattice; each point has up to
// six neighbours along three lines. Points are numbered 1…121 in reading
// order, row by row from the top, left to right within a row:
//
//	                         1
//	                       2   3
//	                     4   5   6
//	                   7   8   9  10
//	11  12  13  14  15  16  17  18  19  20  21  22  23
//	  24  25  26  27  28  29  30  31  32  33  34  35
//	    36  37  38  39  40  41  42  43  44  45  46
//	      47  48  49  50  51  52  53  54  55  56
//	        57  58  59  60  61  62  63  64  65
//	      66  67  68  69  70  71  72  73  74  75
//	    76  77  78  79  80  81  82  83  84  85  86
//	  87  88  89  90  91  92  93  94  95  96  97  98
//	99 100 101 102 103 104 105 106 107 108 109 110 111
//	                 112 113 114 115
//	                   116 117 118
//	                     119 120
//	                       121
//
// In axial coordinates (q, r), with s = −q − r, a point is on the board
// when q, r, s ≤ 4 or q, r, s ≥ −4; r is the row from −8 (top) to 8,
// q grows to the right; StarPoint converts. The six tips of ten points
// are N (1–10), NE, SE, S (112–121), SW and NW, clockwise from the top.
// A 15-point camp is a tip and the five points of the hexagon's edge
// before it (S: 103–107 and 112–121; N: 1–10 and 15–19); a 6-point camp
// is the first three rows of a tip.
//
// The square boards are 16×16 (a1…p16) and 8×8 (a1…h8), a1 dark at the
// bottom left; a square has eight neighbours. A camp is a triangle in a
// corner: 19 squares (a1–e1, a2–e2, a3–d3, a4–c4, a5–b5), 13 (a1–d1,
// a2–d2, a3–c3, a4–b4), 6 (a1 b1 c1 a2 b2 a3), on 8×8 also 8 (a1 b1 c1
// a2 b2 c2 a3 b3), and their mirror images in the other corners.
//
// # The races
//
// The races are Engine race, their options the group Race (Race.Board,
// Race.PiecesPerPlayer, …). Every player starts with his camp full and races to the opposite camp,
// his target. On his turn a player moves one piece either a step to an
// empty neighbour, or a chain of hops: a hop goes over one adjacent piece,
// of any player, to the empty cell right beyond it on the same line, and
// the piece may hop again from there in any direction, or stop. Nothing is
// captured, so a move is known by its two ends: every cell a chain can
// reach is one move. Hopping is never compulsory; a player without a move
// passes. A player wins as soon as after his move his target camp holds
// only his pieces. Under the spoiler rule (SpoilerRule, on by default) he
// also wins when his target is full, holds at least one of his pieces, and
// every other piece there stands in its owner's starting camp — a player
// cannot block a finish by never leaving home. Under LockInTarget (on by
// default, off with Precise) a piece that stands in its target camp must
// end its move there. The game is drawn when a position recurs a third
// time with the same player to move (not in a solitaire race, where a
// repetition only costs turns), and after MaxPlies plies (when 0, 150
// turns per player; 1000 turns alone). The games:
//
//   - halma: Sternhalma on the star with 15 pieces each, two players (S
//     against N) or three (S, NW, NE). With Race.PiecesPerPlayer=10 the camps
//     are the tips and two to six play.
//   - halma/square: classic Halma on the 16×16 board, 19 pieces each for
//     two players in a1 and p16, 13 for three or four (a1, a16, p16, p1
//     in turn order). Race.Teams=true makes four players two teams of partners
//     sitting opposite, who win when both have finished.
//   - halma/three: the star game for three players on alternate tips.
//   - halma/quick: six pieces each in the corners of the 16×16 board, two
//     to four players (Race.Board=star: the 6-point camps of the star).
//   - halma/precise: the star game in which each player's marked piece,
//     the one that starts on the apex of his camp, must finish on the
//     apex of the target camp; pieces may leave the target.
//   - halma/chess: the 8×8 board with eight pieces each in a1 and h8; a
//     player who after his 30th move (EvacuateBy) still has a piece in his
//     starting camp loses.
//   - halma/solo: a puzzle for one player, 19 pieces from a1 to p16; the
//     score is the number of turns (a hop chain is one), and the single
//     hops and steps are counted too.
//   - halma/leapfrog: black-and-white halma on the 16×16 board: a piece on
//     a dark square only steps diagonally, a piece on a light square only
//     hops (in any of the eight directions), and no step or single hop
//     may increase |Δfile| + |Δrank| to the far corner of the target;
//     a move that starts and ends in the target camp is free.
//
// Seats sit clockwise from S on the star: two players S and N; three S,
// NW, NE; four S, SW, N, NE; five S, SW, NW, N, NE; six all tips. Player 1
// (seat 0) moves first, then clockwise; each player's target is the
// opposite tip.
//
// # The games of placing and moving
//
// Engine field plays, on the cells of the 16×16 board, the games in which
// pieces are first placed from hand and then moved; their options are the
// group Field (FieldRules: Field.Variant, Field.ExactlyFive, …):
//
//   - halma/gobang: two players place twelve pieces each, alternately,
//     on empty cells, then step them one cell (eight directions) to an
//     empty cell. Five or more of one's pieces in a row, column or
//     diagonal win (ExactlyFive: exactly five). Field.Teams=true is the
//     four-player form: seats 1 and 3 against 2 and 4, partners sharing
//     a colour, each placing six; a player moves any piece of his colour
//     (MoveOwnPiecesOnly: only his own).
//   - halma/chief-gobang: gobang in which a piece that arrives (placed or
//     moved) so that, in one of the eight directions, two enemy pieces
//     follow and then one of the mover's (X O O X), removes those two;
//     every direction is checked. Exactly two: X O X and X O O O X take
//     nothing, and a piece moved between two enemies is safe. A side left
//     with fewer than five pieces (board and hand) loses (LoseBelowFive;
//     off: the game is drawn when neither side has five).
//   - halma/menji: gobang in which a bent line also wins: a corner piece
//     and two arms at a right angle (N or S with E or W; with
//     DiagonalBends also two diagonals at a right angle), each arm the
//     longest run of the player's pieces from the corner, both of two or
//     more counting the corner, five pieces or more in all — except a
//     five with two arms of three.
//   - halma/top-secret (Tudy ven): two players fill the central block
//     f6–k11 by placing 18 pieces each alternately, then step one cell or
//     hop over pieces in a straight chain (every hop of a chain in the
//     same direction); the first with all 18 pieces on the board's edge
//     wins (OutwardOnly: no move may take a piece farther from the edge).
//   - halma/cat-mouse (Kočka a myš): two cats stand on h8 and i9
//     (CatSquares); the mice player places 19 mice on any empty cells,
//     then the cats move first: a cat steps one cell or jumps over an
//     adjacent mouse to the empty cell beyond it and takes it (one mouse a
//     turn, never over the other cat); a mouse steps. The mice win when
//     the cats have no move, the cats when fewer than nine mice remain
//     (CatsWinBelow) — nine is the fewest that can shut both cats in, in
//     a corner.
//
// A player without a move passes; every game is drawn by a third
// repetition and after MaxPlies plies (when 0, 150 turns per player; 400
// plies in cat-mouse).
//
// # The other games of the halma board
//
// Each has an engine and a group of options of its own: Tipsy, Rakado and
// Treasure.
//
//   - halma/tipsy (Obklíčení, Engine tipsy): two to four players place 15
//     pieces each (PiecesPerPlayer), in turn, on the 17×17 intersections
//     of the board's lines, named a1…q17 like squares. An opponent piece
//     next to the piece placed whose every neighbour (4, 3 on the edge, 2
//     in a corner) now holds a piece of the placing player is his
//     prisoner and leaves the grid; several may go at once. A placement
//     that leaves the piece surrounded by one opponent is illegal
//     (AllowSuicide allows it; the piece stays). EdgeImmune makes edge
//     and corner pieces uncapturable. When every hand is empty, the score
//     is prisoners taken less pieces lost; the highest wins, equal scores
//     share the place.
//   - halma/rakado (Duel základních linií, Engine rakado): sixteen pieces each
//     on the base lines a1–p1 and a16–p16; a throw of the die moves one
//     piece that is not home straight forward exactly that far in its
//     file, over anything, not onto an own piece; an enemy piece there is
//     captured, and a capture must be chosen when there is one. A piece on
//     the far base line is home and never moves; a six throws again. When
//     a side has no piece on its way, the side with more pieces left wins
//     (Rakado.Scoring=race: the side with no piece on its way wins).
//   - halma/treasure (Hledání pokladu, Engine treasure): a heap of 60 tokens
//     (Tokens); in each round one player seeks while the others secretly
//     choose one token as the treasure (a chance node, hidden from the
//     seeker: board.Hidden); the seeker takes tokens one at a time until
//     he takes the treasure, and the tokens taken, the treasure included,
//     are his score. Everybody seeks once, player 1 first; the lowest
//     score wins, equal scores share.
//
// # Notation
//
// A move is "from-to": star points "12-35", squares "a3-c5"; a pass is
// "pass". A position is one character per cell in the board's order (star
// points 1…121; squares a1, b1, …, p1, a2, …, p16): "." empty, "1"…"6" a
// piece of player 1…6, "a"…"f" the marked piece of player 1…6 under
// Precise; then a space and the player to move, "1"…"6"; then, once any
// ply was played, the plies played, and in a solitaire race the single
// hops and steps. The two-player star starts as 121 characters and " 1".
// The number of players is the highest player with pieces or to move (at
// least the game's fewest).
//
// In the field games a placement is the cell, "f7"; a step, a hop chain
// or a cat's jump is "from-to" ("h8-f10" jumps the mouse on g9); captures
// follow from the move and are not written. A field position is the 256
// cells in the same order — "." empty, "1"…"4" a piece of player 1…4, in
// cat-mouse "c" a cat and "m" a mouse —, the player to move (cat-mouse:
// 1 the cats, 2 the mice), the pieces in each player's hand separated by
// commas, and the plies played: "…… 1 12,12 0".
//
// Obklíčení's position is the 289 points a1, b1, …, q17 ("." or "1"…"4"),
// the player to move, the hands and the prisoners, each comma-separated.
// Rakado's is the 256 squares ("." "1" "2"), the player to move, the throw
// to play (0 before the throw; the throw is a chance move "1"…"6") and
// the plies. The treasure hunt's moves are "hide=17" (the hiders' choice)
// and "17" (a token taken); its position is the tokens ("." in the heap,
// "x" taken this round), the seeker, the treasure (0 before it is
// chosen) and the scores; a seat's Observation writes "?" for a treasure
// it may not see.
//
// The outcome codes are "all-home", "spoiler", "team-home", "evacuation",
// "move-limit", "repetition", and "solved" for the solitaire race; in the
// field games "five", "no-five", "no-five-left", "all-on-edge",
// "trapped" (the cats), "caught" (the mice), "move-limit", "repetition";
// "all-placed" (Obklíčení), "survivors" and "race" (Rakado),
// "all-sought" (the treasure hunt).
//
// # Typed API
//
// Position is a value: occupancy bitsets (the 121 points of the star in
// two words, the 256 squares in four), a neighbour table per board, and
// hop-chain ends by a flood fill. GenerateMoves, Make, Unmake and Perft
// allocate nothing; State adds the history for the repetition draw.
//
// # Decisions
//
//   - The family has one Rules with a group of options per engine, as
//     the contract asks, rather than one flat struct: the five engines
//     share nothing but the board, and a flat struct would be mostly
//     options that do not apply. Info lists only the game's own group,
//     and the typed API keeps a position type per engine. All but the
//     treasure hunt share one state core (legal moves, checked play,
//     repetition, outcome).
//   - Halma is the star game: the source's "Halma" is a star with 15
//     pieces a side; classic square Halma is halma/square.
//   - Hopping over several pieces is a chain of single hops; the literal
//     reading, one hop over a whole row, is RowHop. Hopping is optional.
//   - The spoiler rule after Parlett and LockInTarget are on by default;
//     with Precise, LockInTarget is off so that a full target with the
//     marked piece elsewhere can be put right.
//   - The contract needs every random game to end, and a halma race played
//     at random never does: MaxPlies 0 stands for 150 turns per player (a real game
//     takes well under a hundred turns per player), after which the game is
//     drawn. The spoiler rule and the repetition draw are checked after
//     every move; the repetition key is a 64-bit hash of the pieces and
//     the player to move.
//   - Five players, and three or four on the square board, are not in the
//     sources: five sit on the six-player tips without SE; three on the
//     square board take a1, a16 and p16 with 13 pieces.
//   - The game ends at the first win; the others are not ranked. With
//     Teams, a player who has finished and has no move passes.
//   - Solo Halma counts a hop chain as one turn; its elementary moves count
//     a chain as the fewest single hops that reach its end, since the path
//     is not part of the move.
//   - Halma on the chessboard uses the 8-camp (a four-row triangle without
//     its two tips) and the 30-move evacuation deadline of online 8×8
//     halma; a player's move count is worked out from the plies played.
//   - Leapfrog halma: on a chequered board a diagonal hop can only pass over
//     pieces of its own colour, so light pieces hop in all eight
//     directions (over dark pieces orthogonally); "forward" is "never
//     farther from the target's corner", or the pieces would lock head on.
//   - Gobang is played on cells, steps go in eight directions, five or
//     more win; Šéfský Gobang uses Pente's capture of exactly two, by
//     placing and by moving, with no win by captures. A win is judged on
//     the whole board after the move, which is the same as judging the
//     line through the arriving piece: a line of the mover's that stood
//     before would have ended the game.
//   - Menji's straight fives still win; arms are measured as the longest
//     runs from the corner.
//   - Tudy ven: any piece may be hopped; moves go in any direction unless
//     OutwardOnly; the goal is all 18 pieces on the edge at once.
//   - Kočka a myš: the cats start on h8 and i9, the mice are placed by
//     their player one by one and the cats move first; the cats' win
//     below nine mice is the smallest number that can trap both cats.
//   - Obklíčení: the grid's points are named like squares (a1…q17) rather
//     than (i, j); a player with no legal placement passes; the game ends
//     when every hand is empty.
//   - Rakado: 16 pieces a side (with 8 no file would hold two enemies and
//     nothing could be captured); captures are compulsory instead of the
//     compendium's forfeit; the survivors decide. Player 1 throws first: the
//     compendium's roll-off for the first turn is a fair lot, which a host does
//     by seating. With Scoring=race, when both sides finish on one move
//     the survivors decide.
//   - The treasure hunt counts the treasure in the score; the hiders'
//     choice is a uniform chance node, which a host may instead play as
//     the choice its hiders made.
//   - Perft applies every end of the game except the repetition draw, which
//     needs the history; from the start no game ends inside the figures
//     published for halma (512,656 leaves at depth 4 on the two-player
//     star).
//   - The races' State estimates a game in progress for bots (Estimate):
//     a seat's progress is the distance its pieces have come toward the
//     corner of its target camp over the distance of the whole race, and
//     a seat is worth ½ plus half its lead over the others' mean. Random
//     players of a race shuffle their pieces to the draw limit, so a
//     Monte Carlo search learns nothing from playouts to the end; cut
//     off after a few plies and scored by the estimate, they are cheap
//     and point the right way. Rakado's state estimates by the lead in
//     survivors (under Scoring=race, in pieces still on the way), with
//     the captures the next throws are likely to make: only the two
//     pieces of a file can ever take each other, so a throw in hand that
//     lands on a piece counts as the capture it must make, and a file
//     whose pieces are d ≤ 6 ranks apart as 1/(5+d) of a piece to the
//     seat that throws next (it hits with chance 1/6, jumps past with a
//     throw above d, and otherwise leaves the file to the other seat's
//     throw). Without that term a search sees only captures made, and
//     random playouts make so many that their noise hides what a move
//     risks.
package halma
