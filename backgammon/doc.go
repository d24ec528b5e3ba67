// Package backgammon implements the tables games ("vrhcáby") of rulebook
// with one engine driven by rule options: standard tournament backgammon
// (ID "backgammon", GNU Backgammon's rules), Gul Bara
// ("backgammon/gul-bara"), Taiga-Puff ("backgammon/taiga-puff"), Jacquet
// ("backgammon/jacquet"), Puff ("backgammon/puff"), Long Puff
// ("backgammon/long-puff", Dlouhý Puff), Revertier ("backgammon/revertier"),
// Zick-Zack ("backgammon/zick-zack"), Toccadille ("backgammon/toccadille"),
// Doublet ("backgammon/doublet"), Trik-Trak ("backgammon/trik-trak") and
// Chyť mě ("backgammon/catch-me", Hon na lišku), each a Rules value; and
// the chouette Hradní pán ("backgammon/chouette"), a session of
// backgammon games for 3 to 8 players on top of them (see "The
// chouette").
//
// # The games
//
//   - Jacquet (the compendium's game, not the French one): backgammon
//     whose fifteen checkers all start on the bar (Rules.StartOnBar), so
//     every checker enters into the opponent's home table before anything
//     moves; entering onto a blot hits it; a checker that never entered
//     counts for a backgammon. Cube, gammons, matches and GNU Backgammon
//     IDs as in backgammon ("AAAA/38AAAD/fw:MAETAAAAAAAE" is White to
//     play 6-4 from the start). Opening: one die each, the higher plays
//     both.
//   - Puff (contrary Puff): an empty board, all fifteen in reserve; the
//     higher sum of two dice begins by throwing afresh; while a checker is
//     on the bar or in reserve every step enters one (bar first), and a
//     checker just entered does not go on while others wait; blots are
//     hit and re-enter first; the lower number of a non-double is played
//     first, and if it cannot be the roll is lost; a double d-d is two
//     steps of d, then, if both were played, up to two optional steps of
//     the bottom face 7 − d (a second decision, "pass" declines them), and
//     another roll; exact bearing off; a single game.
//   - Long Puff: Puff with both sides on one path (Geometry shared): both
//     enter on the same six points and bear off from the same six; any
//     checker of the other colour on a point is an opponent's.
//   - Revertier: Puff from a stack of fifteen on own 24; no two own
//     checkers on own 23..14 (NoGroupsFrom 23, NoGroupsTo 14; own 24 and
//     13 take any number); a hit checker re-enters on own 24 (unless two
//     opponent checkers hold it; a lone one is hit) or on own 23..19 only
//     onto an empty point (EmptyReentry). Such rules can leave both sides
//     without a move: the game is then a draw worth 0 (code "blocked").
//   - Zick-Zack: shared paths from an empty board, every checker enters
//     first (bar first), the numbers in either order and, when only one
//     can be used, either (no higher-die rule), a double is two steps and
//     earns nothing more, blots are hit; once all fifteen are home, exact
//     bearing off and no checker takes more than one step in a play
//     (HomeSingleSteps).
//   - Toccadille: a race for 12 points from an empty board. A reserve
//     checker must enter with a number whenever it can (EnterPriority);
//     any opponent checker blocks a point and nothing is hit (BlockAt 1);
//     no two own checkers on own 24..14; each side's own 13 is his Huck
//     (Hucks): never exactly one checker there after a play, no stop on it
//     mid-move while it is empty, and the opponent's Huck (own 12) is
//     blocked at all times. After every roll and before the play the
//     roller scores a point for each lone opponent checker a die could hit
//     from the reserve or an own point other than his Huck (VirtualHits; a
//     double's die counts twice); a roll with no play that would land on
//     the opponent's Huck is played one pip longer per die (PlusOneRule,
//     "13/10(2)" for 2-2). Lower number first, a double twice and another
//     roll, exact bearing off; bearing off all fifteen scores 2
//     (MarchPoints) and starts a new round (scores kept, a new opening);
//     the game ends the moment a score reaches 12 (PointsTarget), worth 1
//     if the loser has 6 or more, 2 for 3–5, 3 for 1–2 and 4 for none
//     (outcome code board.CodeTarget). Positions carry "points:10,4".
//   - Trik-Trak (the compendium's German Tricktrack, not the French Grand
//     Trictrac): fifteen checkers each on own 24, the start; own 1 is
//     the goal (GoalPoint): no bearing off, a checker reaches own 1 by an
//     exact number and never moves again, and checkers on the start or
//     the goal are out of play (never hit, never blocking), so absolute 1
//     and 24 may hold both colours. While own 24 holds checkers every step
//     takes one off it or goes on with a checker that left it in this play
//     (StartRule): 5-4 from the start is "24/20 24/19" or "24/15". A blot
//     is hit back to its owner's own 24, and the hitter scores a point;
//     each checker reaching own 1 scores a point; a play that ends with
//     two or more own checkers on each of own 18..13, the Great Bridge,
//     scores 2 (GreatBridge; GreatBridgeOnce: only the play that builds
//     it). The Hucks of Toccadille, except that the empty opponent's Huck
//     may be a stop in passing ("16/12/10" for 4-2;
//     OpponentHuckPassThrough), and the own Huck may be taken by power
//     (ByPower): with both Hucks and the start empty, two checkers the roll
//     would carry exactly onto the opponent's Huck, and no two that could
//     take the own Huck directly, go to own 13 instead, one pip short each
//     ("16/13 14/13" for 4-2), which uses both numbers. The numbers in
//     either order (no higher-die rule), a double twice and another roll.
//     The game ends the moment a score reaches 12, also in the middle of a
//     play (the numbers left are not played), worth 1–4 by the loser's
//     points as Toccadille. Opening (OpenTwoDicePlay, O-TWO-PLAY): both
//     throw two dice and the higher sum plays his own throw; the chance
//     node is the beginner and his throw ("W 6-5", "B 3-1"; 1-1 never
//     begins), with their chances. Positions carry "points:10,4".
//   - Doublet: twelve checkers, two stacked on each own point 1..6
//     (Stacked). A number unstacks its point ("u5"; wasted if the point is
//     not stacked); once no point is stacked, a number restacks its point
//     ("r3"); once all six are stacked again the checkers are borne off as
//     in backgammon (standard bearing off, doubles four times, higher die);
//     a phase change applies to the rest of the roll ("u5 r3" for 5-3 with
//     only 5 stacked, "r3 5/off"), the player chooses the order and must
//     use as many numbers as he can; in the stacking phases a double
//     counts once and earns another roll. The sides never meet. The
//     higher single die begins by throwing afresh. Positions carry each
//     side's phase and stacked points, "stacks:u1246,r35" ("b" bearing
//     off).
//   - Chyť mě (Hon na lišku; bkgm.com's "Chasing the Girls"): six
//     checkers a side, White on absolute 1..6 and Black on 13..18, circle
//     the board for ever (Geometry circular: every checker moves to lower
//     absolute numbers, from 1 on to 24; own numbers are the absolute ones,
//     for both sides). Only 1s and 6s count in a non-double (6-3 is one 6,
//     5-3 nothing: OnesAndSixes); 6-6 is four 6s (SixSixSteps), any other
//     double two steps (TopSteps), and every double throws again. The
//     numbers in either order, as many as can be played (no higher-die
//     rule). One checker a point: a step that ends on an own checker goes
//     on to the next point ahead that is empty or holds an opponent
//     checker ("6/24" for the 1 from 6 with 5..1 own); landing on an
//     opponent checker captures it for good. A side left with one checker
//     (Rattlers) plays it by the corners 1, 6, 7, 12, 13, 18, 19, 24: the
//     moment he is reduced to one, also in the middle of the opponent's
//     play, it jumps to the nearest corner in either direction
//     (RattlerSnapForward: the nearest ahead), capturing an opponent
//     checker there, which may leave the opponent one checker that jumps
//     in turn; a 1 moves it to the next corner ahead and a 6 two corners,
//     capturing where the number ends, not on a corner passed; its roll
//     counts the 1s and 6s of the two dice once each (1-1 two corners,
//     6-6 four, other doubles only the extra roll). With
//     RattlerSandwichImmunity a rattler with opponent checkers on both
//     neighbouring points cannot be captured. Whoever loses his last
//     checker loses, worth 1 (outcome code "captured"); the lower die
//     begins by throwing afresh (Opening one-die-reroll-low). Positions
//     in absolute numbers: "W:6,5,4,3,2,1 B:18,17,16,15,14,13 opening",
//     captured checkers are the ones not listed.
//
// Every game with an opening procedure also starts with a given first
// player and first roll: Game.NewStateWith(Black, 5, 3), or a position
// text such as "W:inx15 B:inx15 play:B:53".
//
// # The family's skeleton
//
// Rules holds the rule options; every field but the layout table Start is
// an option by name. The zero Rules is not a game (NewGame refuses it):
// Backgammon(), GulBara() and TaigaPuff() return the three registered
// configurations, and NewGame(names, rules) makes a game of any valid
// Rules under any names (an empty Czech name is fine). BackgammonGame,
// GulBaraGame and TaigaPuffGame are the registered games; (*Game).Rules
// returns the rules in force and Info.Options lists them (board.OptionsOf).
// board.Configure(g, "Jacoby=true", "CubeLimit=64") returns a game with
// options changed by name, its ID saying what changed:
// "backgammon(CubeLimit=64,Jacoby=true)". The enumerated options take
// their names: Geometry contrary|parallel|shared|circular, Entry
// all-first|two-then-free|priority, BearOff standard|exact, Opening
// one-die-play|one-die-reroll|white|black|two-dice-reroll|two-dice-play|
// one-die-reroll-low.
//
// # One engine, rule options
//
// Rules holds every option the engine knows: the geometry of the two paths
// (contrary, parallel, shared, circular), the starting layout (checkers not placed
// start in reserve, off the board), the entry rule (EnterAllFirst: bar,
// then reserve checkers before any board move; EnterTwoThenFree:
// Taiga-Puff's "two in, then enter or move"; EnterPriority: Toccadille's
// "enter whenever possible"), what blocks a point (BlockAt 2: a lone
// checker is a blot; 1: one checker holds a point) and whether blots are
// hit, the bearing-off rule (standard or exact), which numbers must be
// used (as many as possible always; HigherDie: the higher one when only
// one can be; LowerFirst: the lower one first, or the roll is lost), doubles
// (TopSteps mandatory steps, BottomSteps optional steps of the bottom face,
// NormalDoubleTurns before Gul Bara's ladder d×4 … 6×4), extra rolls after
// doubles, the opening procedure, the highest win multiplier, and the cube
// options (Cube, CubeLimit, MatchLength, Crawford, Jacoby, Beavers,
// Raccoons, AutoDoubles); for the Puff family the start on the bar
// (StartOnBar), a stretch of own points without groups (NoGroupsFrom,
// NoGroupsTo), re-entry onto empty points only (EmptyReentry) and one
// step per checker once all are home (HomeSingleSteps); for Chyť mě the
// counting of 1s and 6s only (OnesAndSixes, SixSixSteps) and the rattlers
// (Rattlers, RattlerSnapForward, RattlerSandwichImmunity). Backgammon(),
// GulBara(), TaigaPuff(), Jacquet(), Puff(), LongPuff(), Revertier(),
// ZickZack(), Toccadille(), TrikTrak(), Doublet() and CatchMe() return the
// configurations; NewGame makes a board.Game of any valid Rules.
//
// Option names that other descriptions of these rules use map onto these
// options: LowerFirst is
// LowerFirst; BottomSteps and TopSteps are themselves;
// ExtraRollRequiresFullDouble is itself; BearOffStandard=on is
// BearOff=standard; Gammon=on is MaxMultiplier=2; RevertierParallel=on is
// Geometry=parallel; RevertierEntryMayHit=on is EmptyReentry=false;
// NormalDoubleTurnsScope=game is NormalDoubleTurnsGame=true; HigherDieRule
// is HigherDie; MarchPoints and PlusOneRule are themselves (Toccadille);
// GreatBridgeOnce, ByPower and OpponentHuckPassThrough are themselves
// (Trik-Trak); RattlerSnapForward and RattlerSandwichImmunity are
// themselves and DoublesExtraRoll is ExtraRoll (Chyť mě:
// board.Configure(backgammon.CatchMeGame, "ExtraRoll=false")). Each is set by name with board.Configure, e.g.
// board.Configure(backgammon.PuffGame, "BearOff=standard", "MaxMultiplier=2").
//
// Positions are kept in each side's own numbering: own point p is p
// pips from bearing off, 25 is the bar, 26 the reserve, 0 off. This is GNU
// Backgammon's numbering, so moves are written without conversion.
//
// # Turns
//
// A legal move is a whole turn (a play for one roll). The generator walks
// the steps of the roll's number schedule depth first, keeps the plays
// that use the most numbers and, under the higher-die rule, the most pips
// among those (GNU Backgammon ranks plays the same way, by dice used and
// then pips, in its GenerateMoves), and lists each resulting position once.
// In Gul Bara and Taiga-Puff a play that bears off the last checker counts
// as using every number (Rules.WinUsesEveryNumber). Standard
// backgammon follows GNU Backgammon and the plain rule "use both numbers
// if you can" instead: a win counts the numbers it used, so with the last
// checker on 3, an opponent blot on 2 and 3-1, the only play is 3/2*/off
// (3/off with the 3 alone would leave a number unused). The two readings
// differ only in such hits on the way off; this was found by comparing
// the plays of about 23 000 position-rolls with GNU Backgammon 1.07.
// Consecutive steps with the same number are generated in non-increasing
// order of starting point, as GNU Backgammon does for doubles (except
// under no-groups and Huck rules, where the order of equal steps matters:
// Toccadille's 21/19 23/21 is legal where 23/21 21/19 is not), and longer
// schedules memoize visited (depth, position) nodes. With the Hucks
// every prefix of a play is a candidate, since a longer play may be
// refused for the single checker it leaves on the Huck. A roll with no legal
// step gives the single empty play, written "pass".
//
// Two kinds of doubles are split into several decisions, because listed
// whole they run into tens of thousands (Taiga-Puff) and millions (Gul
// Bara: 2-2 after the third turn is twenty steps) of distinct positions:
// Taiga-Puff's optional bottom-face steps are a second decision after the
// four top steps (the empty play "pass" declines them), and Gul Bara's
// ladder is played rung by rung, a rung being the (up to) four steps of
// one number. A rung play is listed only if the rest of the ladder can then
// still be played as far as any way of playing the whole ladder reaches
// (the numbers in order), so the plays that can be completed are exactly
// the legal ladder plays. The player keeps the move until the ladder ends.
//
// # Notation
//
// A turn is printed exactly as GNU Backgammon's FormatMove (drawboard.c)
// prints it: steps sorted by starting point, highest first, and for equal
// starting points by landing point, highest first ("24/23 24/21",
// "13/8 13/7"); a step that starts where an earlier one ended is merged
// into it, the meeting point shown only when it held an opponent checker
// before the turn ("24/13", "24/21*/18"); identical merged steps counted
// ("8/2(2)", "13/3(2)", "bar/24*(2)"); "*" after the first landing on a
// point that held an opponent checker; "bar", "off", and "in" for a
// reserve checker entering. Examples per game: Jacquet "bar/19 bar/21",
// "bar/20(4)", "bar/21/19"; Puff "in/23 in/20", "in/19(2)" then the
// bottom faces "in/24(2)" as the second decision, "bar/22*/17"; Long Puff
// "in/22*" (in shared geometry "22" is the same point for both sides);
// Revertier "24/22/17", "bar/24 7/4*"; Zick-Zack "in/22* in/19",
// "5/off 5/2"; Chyť mě "6/24" (the 1 from 6, past the own checkers on
// 5..1), "6/18*" (the 1 then the 6: 6/24 24/18*), "7/1*/24*" (a rattler's
// 6 then 1, capturing on both corners; the 1 first is "7/24*", 7/6/24*).
// A circle's turn whose steps go on from 1 to 24 is written with each
// checker's steps joined in the order played (GNU Backgammon's order,
// highest starting point first, cannot join them); a rattler's jump is
// not written, it follows from the position. In every game the points are the mover's own numbers. GNU's greedy merging is kept as it is: for
// 5-5 from the start it prints "13/3 13/8(2)" for the play people write
// "13/8(3) 8/3".
//
// Reading accepts the parts in any order, a checker's steps separately or
// joined ("24/18 18/13", "24/18/13" and "24/13" are one play), "*" or not,
// repeat counts, and compares the resulting position with the legal plays;
// refusals say why ("13/12: point 12 is blocked", "bearing off needs every
// checker in the home board", "more of 6-3 can be played: …"). A part may
// leave out a point between where the play hits ("22/18" for 22/21*/18);
// when such a short form fits several plays the error wraps
// board.ErrAmbiguous and lists them. Dice are read as people type them
// ("6-5", "6 5", "65", "5-6"; dice.ParseRollLoose).
//
// For people, Describe says what a move does when its notation does not
// show it (a roll or part of one lost, and why; what a drop or an accepted
// resignation costs), and View draws the board in the viewing seat's own
// numbering, the numbers that seat types.
//
// # Turn flow, cube and scoring
//
// With Opening two-dice-reroll (the Puff family) the opening throw is a
// chance node of the 110 ordered pairs of unequal sums, White's sum first
// ("9-7": White threw 9, Black 7; p(9)·p(7)/(1 − Σp(s)²) each), and the
// higher sum begins by throwing afresh; only who begins matters, each
// side with chance 1/2, but the outcomes are the throws the players make.
//
// The opening throw is a chance node whose outcomes are written White's
// die first: "3-1" means White threw 3 and Black 1, so White plays 3-1
// (the higher die begins with both dice); ties are thrown again (30
// outcomes, 1/30 each) unless AutoDoubles still allows an automatic double
// (36 outcomes). Each turn of
// a player who may double starts with the decision "roll" or "double";
// the opponent answers "take", "drop" (or "pass") or, with Beavers,
// "beaver" (take and redouble at once, keeping the cube; with Raccoons the
// doubler may beaver back); the dice are a chance node ("6-5", 1/36 for a
// double, 2/36 otherwise); then the player chooses the turn. A player may
// double at the start of his turn when the cube is centred or his, not in
// the Crawford game and not beyond CubeLimit (4096 in Backgammon(), GNU
// Backgammon's highest cube). As in GNU Backgammon, a player may not double
// a dead cube: in a match, when winning this game at the cube's value
// already wins him the match (Rules.DeadCubeDoubles allows it). Dropping
// ends the game for the cube value before the double.
//
// In standard backgammon (the rules whose positions are GNU IDs) a player
// may offer to resign, "resign single", "resign gammon", "resign
// backgammon" (GNU Backgammon's "resign normal" is read too), wherever GNU
// Backgammon 1.07 allows it: at every decision of a game going on that is
// his — before the roll whether or not he may double (also while his dice
// are due, a chance node), after the roll, while answering a double, in
// the Crawford game. Offers are not among the legal moves (random
// playouts and search see the game itself); ParseMove and Play accept
// them, and the state lists them separately. The opponent answers
// "accept" (or "agree"): the game ends for the level × the cube (before a
// pending double), the Jacoby rule not reducing it, as GNU Backgammon
// scores it; or "reject" (or "decline"): play returns to the decision the
// offer interrupted, so the resigner may still double, and until the next
// move only a higher level may be offered (GNU Backgammon's
// fResignationDeclined). Offers GNU Backgammon writes (Match ID field
// "resigned", with or without dice, with a double pending) and finished
// resigned games (game state 3: the winner to act, the dice kept) are read
// and written exactly.
//
// A win is a single game, a gammon (loser has borne off nothing) or a backgammon
// (and still has a checker on the bar, in reserve or in the winner's home
// table), times the cube; with Jacoby (money play) gammons count single
// while the cube is centred, as GNU Backgammon applies it.
//
// In money play a state is one game; Outcome.Points gives the winner the
// game's value. In match play (MatchLength N) a state is the whole match:
// each finished game adds its value to the winner's score (uncapped, as
// GNU Backgammon records it), the next game starts with its opening throw,
// the game after a player first reaches N−1 is the Crawford game (no
// doubling), and the match ends when a score reaches N; Outcome.Points are
// then the final scores. Returns gives ±value in money play, ±1 in a match.
//
// Games whose rules can reach a position where neither side can move
// (BlockAt 1 or no hitting: Gul Bara) end as a draw worth 0 when that
// happens.
//
// # Positions
//
// Backgammon positions are GNU Backgammon IDs, "PositionID:MatchID", read
// and written exactly as GNU Backgammon 1.07 does (positionid.c,
// matchid.c): the position key lists the player not on roll first (the
// program's order; the manual's prose says the opposite); the Match ID
// writes the higher die first and reads either order, accepts bit 66 (no
// Jacoby) either way and scores above the match length. GNU player 0 is
// White. Three additions: ":roll" is appended when the player on roll has
// declined to double and the dice are due (a step the IDs cannot record);
// ":declined-gammon" (single, backgammon) when an offer at that level was
// rejected since the last move, so that only a higher one may follow;
// a bare Position ID is read with White on roll and the dice due, so that
// "-dice 3-1" can follow it (the key's second half is the player on roll,
// as GNU Backgammon's program reads it). A game not yet started (the
// opening throw, or the next game of a match) has game state 0. A game won
// by checker play is written as GNU Backgammon leaves it: the dice passed
// to the loser (player on roll and to act), game state 2; a dropped double
// keeps the doubler on roll with the dropper to act, game state 4. The
// Match ID's match length and Jacoby flag replace the game's options for
// the state read. Resignation offers (Match ID field "resigned") and
// games ended by a resignation (game state 3) are read and written as GNU
// Backgammon writes them. A match score at or past the match length is
// refused unless the game state says the game is over (the match is then
// over, with no legal moves). GNU Backgammon keeps writing the ID of a
// finished game of a match that goes on until "new game"; such an ID is
// read as the next game, its opening throw due (the score already counts
// the finished game, and the Crawford flag is the next game's). A Crawford
// flag no score can give (nobody a point away) is cleared, and the flag is
// cleared when the match ends, as GNU Backgammon does. A position where
// both sides are on the bar against closed boards could never end (every
// roll is "pass"); GNU Backgammon refuses it, and so do both readers.
//
// Positions of the other games use a text form, e.g. Gul Bara's start
// "W:24x15 B:24x15 opening turns:0,0", Taiga-Puff's "W:inx15 B:inx15
// roll:B" or Puff's "W:inx15 B:inx15 opening": each side's checkers in its own numbering ("bar", "in" for the
// reserve; the rest are off), what is due ("opening", "roll:W", "cube:W",
// "take:B", "play:W:53" with ":b" in the bottom-face decision and ":r…"
// for the ladder numbers left, "over:W:2", "draw"), then turns played,
// cube, score, Crawford and beaver fields where the rules use them.
//
// # Decisions
//
//   - Where the sources leave the order of bar and reserve checkers open, the bar
//     goes first in every game: while a side has a checker on the bar,
//     every step enters one of those (Puff, Long Puff, Revertier,
//     Zick-Zack, Jacquet, Taiga-Puff), and reserve checkers enter only
//     after the bar is empty.
//   - Zick-Zack's "no combined moves once all fifteen are home" applies
//     to every step taken while all the mover's checkers are home or off:
//     a checker that has already moved in this play, also one that came
//     home with its first step, takes no further step.
//   - Zick-Zack does not count a one-number win as using every number
//     (WinUsesEveryNumber is a rule of Gul Bara, Taiga-Puff and the Puff
//     family only); Puff, Long Puff and Revertier do.
//   - The O-TWO-REROLL opening is modelled as the throw of the two sums
//     (above) rather than as a bare "who begins", so that a program plays
//     the throws its players make.
//   - Trik-Trak: a play that reaches 12 points mid-way ends there and
//     counts as using every number; the end-of-play rules (no single
//     checker on the own Huck, none on the opponent's) do not apply to
//     it, as the game is over. A checker stopping on the empty opponent's
//     Huck must go straight on with the next step. Taking the Huck by power
//     looks only at where checkers stand (two on own 12+a and 12+b; "cannot
//     be taken directly" means no two on own 13+a and 13+b), as the rule
//     is worded; it is the only play whose steps are one pip short of their
//     numbers. A position with checkers on the bar, in reserve or off is
//     refused (the start and the goal are points). RollDice cannot write
//     the O-TWO-PLAY opening (it names a beginner): play it by notation or
//     start with NewStateWith.
//   - Toccadille's +1 rule applies only when the roll has no play at all
//     (so "only when no other checker can move" is read); the
//     raised numbers (up to 7) obey every rule, and the position keeps the
//     dice thrown. Hit points count the reserve as a source whenever it
//     holds checkers, whether or not the entry rule would let that die
//     enter.
//   - Doublet's stacking plays are written by the points they (un)stack,
//     "u" and "r" and the point, in the order played; the typed
//     Generator knows only the board, so it lists Doublet's bearing-off
//     turns, and State.LegalTurns the stacking ones.
//   - Revertier's re-entry rule also forbids own checkers on own 23..19,
//     which the no-groups rule forbids anyway; with EmptyReentry off
//     (RevertierEntryMayHit) a lone opponent checker there is hit.
//   - Splitting Taiga-Puff's bottom faces and Gul Bara's ladder into
//     several decisions (above); the set of legal plays is preserved.
//   - Gul Bara counts a turn toward the first three at the end of the
//     play, whether or not a checker moved; with
//     LadderRemainderToOpponent the opponent plays the rest at once, which
//     is not one of his turns.
//   - Taiga-Puff, three questions the sources leave open, decided after
//     re-reading the game's own sheet and the compendium's Puff text:
//     (1) the lower number is played first also when one checker takes
//     the sum: the Puff text states the rule "if he plays with two
//     checkers", but its own example (2-5 with the 2 blocked: "the 5 is
//     lost too") allows no escape by moving one checker 5 then 2, which
//     would empty the rule; (2) a checker moving by the sum makes two
//     moves, one per die ("as many points as the dice show"), so the point
//     between must be open and a blot there is hit, as the Puff text's
//     several hits in one turn require; the sheet's "hit where a move
//     ends" is read per die; (3) while a checker is on the bar no reserve
//     checker enters: the sheet forbids moving "the others" until the hit
//     checker is back and the Puff text lets play "go on with another
//     checker" only then, which covers bringing a new one in. Once the bar
//     is empty, the numbers left may enter reserve checkers ("bar/24
//     in/22"; also during a double).
//   - Chyť mě, what the compendium and bkgm.com leave open: (1) a play
//     after which a side has no checker left ends there, the numbers left
//     unplayed, and counts as using every number (WinUsesEveryNumber), as
//     Trik-Trak's win by points; this holds also when the mover's own
//     capture makes the opponent's last checker jump onto the mover's last
//     one, so the mover loses (test scenario CM-6). (2) The numbers of a roll are
//     counted once, when it is played, by whether the mover is a rattler
//     then; a side made a rattler in the middle of its own play (the
//     opponent's jumping checker captured its last but one) plays the
//     numbers left by corners, a 1 one corner and a 6 two, and cannot use
//     another number. (3) Sandwich immunity (bkgm.com: "immune from attack
//     if it is sitting between two enemy checkers") is judged on the two
//     points next to the rattler before the step, the attacker among them;
//     a step may not end on an immune rattler (it does not pass on), and
//     a jumping last checker is never stopped by it (its side has no
//     second checker to make the sandwich). (4) The compendium's "a checker
//     stopping on an opponent checker is placed on the next empty point"
//     reads "own" for "opponent" (bkgm.com's rule); the compendium's garbled
//     double rule is read as bkgm.com's. (5) A last
//     checker's jump is not written in a play's notation (it follows
//     from the position); the play's Touches include it, after the step
//     that sets it off. (6) No position leaves both sides, or either,
//     unable to move for ever, also under RattlerSandwichImmunity, so the
//     game has no dead-position rule: a rattler plays every 1 and 6 (it
//     is never blocked), and a side of two or more checkers can play every
//     number it counts, since only a step ending on an immune rattler is
//     refused and the checker just ahead of that rattler, which the
//     sandwich needs, could reach it only by passing 23 − d ≥ 17 points of
//     own checkers. Whether a roll can be played thus depends on the dice
//     alone (a 1 or a 6; for two or more checkers also any double); the
//     longest of 5,000 random games under each rattler option is under
//     800 plies, against Info.MaxPlies 20,000.
//   - The zero Rules is refused rather than meaning backgammon: the
//     options' natural zero values (no hitting, no cube, no checkers)
//     describe no game, and renaming them into negations would make every
//     rule set harder to read.
//   - Turn counts (for Gul Bara's ladder) and scores stop at 32767 rather
//     than wrap; the position readers refuse larger values.
//
// # Moves, declarations and outcomes
//
// A Move is a small comparable value (its records are shared and never
// change): moves of one state and of its clones are == exactly when they
// are the same move, and putting one in a board.Move allocates nothing.
// Kind, Dice and Turn say what it is. Play recognises a Move of this state
// or of a clone at once and any other Move by its notation, as String
// writes it. Legal lists the decisions of play: dice, cube actions, the
// answer to a resignation offer, checker plays ("pass" when none).
// Resignation offers are declarations (board.Declarer): Declarations lists
// those allowed now. The chance outcomes and their probabilities come from
// package dice (Chances returns a slice shared by every state).
//
// Outcome.Code is board.CodeAllOff (the last checker borne off),
// CodeCaptured ("captured": a side lost his last checker, Chyť mě),
// board.CodeTarget (a score reached the target, Toccadille),
// board.CodeResign (a resignation accepted), CodeDropped ("dropped": a
// double dropped) or board.CodeBlocked (a dead position, a draw); in a
// match, the code of the game that ended it.
//
// # Pictures
//
// State.Picture (board.Drawer) draws the 24 points as triangles named by
// their absolute numbers, which are White's own numbers: 1–6 bottom
// right, 7–12 bottom left, 13–18 top left, 19–24 top right; the areas are
// each side's bar, borne-off checkers and (where the game starts off the
// board) reserve, named "White bar", "Black off", "White reserve" (on the
// circle "White captured" for the checkers lost); the dice to play, the cube, the score and Gul Bara's turn counts. A turn's
// Touches (board.Tracer) give each step's point of departure and landing
// (and a capture where it hits) by those names, so a Black 24/18 in
// backgammon touches cells "1" and "7"; in Chyť mě also each last
// checker's jump to its corner that a step sets off.
//
// # The chouette
//
// ChouetteSession ("backgammon/chouette", the compendium's Hradní pán) is
// a session of ChouetteRules.Games backgammon money games (8 by default)
// for 3 to 8 players; seats are the players, named "A" to "H". The
// players are ranked by throwing two dice each, the higher sum first;
// players with equal sums throw again among themselves (each throw is a
// chance node of the 21 rolls, "5-4", the sum counting). The queue is the
// ranking: the first player is the box, who plays every board game alone
// as White; the second is the captain, who plays Black for the team, the
// other players in rank order. Every member has an account in each game,
// all at cube 1, centred.
//
// Who decides (ToMove): the box and the acting captain play their
// checkers and throw their dice (chance nodes, "6-5"; the opening throw
// "3-1" is the box's die, then the captain's, as backgammon's opening).
// Before his roll the box decides "roll" or "double" when he may turn a
// cube (centred or his, below CubeLimit); after "double" every member
// whose cube he turned answers in rank order, "take" (the account plays
// on at twice the value, the cube the member's) or "drop" (he pays the box
// the value before the double and is out of the game). If everybody drops,
// the box has won the game; if the acting captain drops, the
// highest-ranked member who took plays on as acting captain. Before the
// team's roll the acting captain decides "roll" or "double" for every
// account (the shared cube); the box answers once, "take" (the cube his at
// twice the value) or "drop" (he pays every member playing on the value
// before the double, and the team has won). With PerMemberCubes every
// member whose cube is centred or his decides "roll" or "double" for his
// own account, in rank order, and the box then answers each double in
// rank order, a drop paying that member and ending his account (won) while
// the others play on. A board game won by checker play settles every
// account still playing for its cube times single, gammon or backgammon
// (single on an account whose cube is centred, with Jacoby); the ledger,
// in points, always sums to zero.
//
// Rotation after a game, by the captain's account: if he won, he is the
// next box and the box goes to the end of the queue; otherwise he goes to
// the end and the box stays; with SubstituteWinnerBecomesCaptain (on by
// default), when the captain had dropped the box's double, the
// highest-ranked member whose account won is the next captain. Players
// join with ChouetteState.Join (during a game they enter the queue at its
// end after the rotation) and leave with Leave between games (the opening
// throw of the next game due; the box leaving makes the captain box).
// These are operations of the typed API, not moves. The session ends
// after its games (Outcome.Code CodeSessionPlayed) or when fewer than
// three players are left (CodeTooFewPlayers); Outcome.Points is the
// ledger and the placings follow it (the seats placed first win; nobody
// when every seat has the same points). Returns gives the ledger.
//
// The moves are backgammon's: the dice, the checker plays, and the cube
// words "roll", "double", "take", "drop" ("pass" reads as drop), the
// seat deciding being ToMove. A session is written as space-separated
// fields, the board game last as its GNU Backgammon Position ID and
// Match ID (the box White, GNU player 0; its cube stays centred at 1, as
// the accounts hold the cubes):
//
//	order:ABCD ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE
//	order:A/BC/D throws:5 ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE
//	queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE
//	queue:ABCD ledger:1,-1,0,0 games:0 team:B-,C2m,D1? due:take:D board:4HPwATDgc/ABMA:MAEAAAAAAAAE
//	queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1! due:take:A board:4HPwATDgc/ABMA:cAkAAAAAAAAE
//
// The first two are the ordering throws: the players in blocks of equal
// throws so far, "/" between blocks, and the throws of the first block of
// two or more, which throws again (B has thrown 5, C is to throw). Then:
// queue, the box first; joining, players who joined during the game;
// ledger, one count per seat (those who left included); games, the board
// games finished; team, each member's account in rank order: his letter,
// then "-" (dropped), "+" (won: the box dropped his double), or his cube's
// value with "b" (the box owns it) or "m" (the member, or the team, owns
// it), "?" when the box has doubled it and "!" when the member (or the
// captain) has; due:cube:X or due:take:X, when seat X decides about the
// cube. The fourth line: the box doubled, B dropped, C took, D answers.
// The fifth: per-member cubes, B and D doubled, the box answers B first.
//
// The options (ChouetteRules, set by name like the others:
// board.Configure(backgammon.ChouetteSession, "PerMemberCubes=true")) are
// Games, SubstituteWinnerBecomesCaptain (on),
// PerMemberCubes (off), Cube (on), CubeLimit (4096) and Jacoby (off);
// beavers, raccoons and automatic doubles are not used.
//
// ChouetteGame.NewSessionWith starts a session with a given queue, and
// ChouetteState.OpenWith(backgammon.Black, 5, 3) the board game due with
// a given first player and roll in place of its opening throw; a position
// text starts a session anywhere. The typed API is the board game's
// (LegalTurns, PlayTurn, RollDice, LegalMoves, PlayMove, Apply, Perft,
// Copy), allocating nothing once warm. The picture is the board game's,
// its checkers belonging to the box's and the acting captain's seats,
// with counters for the game, the box, the captain, the queue, the
// accounts and the ledger; View shows a team member the board in Black's
// numbering, the points he types; Describe says whom a double reaches and
// what a drop costs.
//
// The chouette's decisions, where the rules above leave a choice:
//
//   - The ordering throws are part of the game: each is a chance node of
//     the 21 rolls of two dice ("5-4", 1/36 for a double, 2/36 otherwise,
//     as a roll of the board game), the sum counting; the seats throw in
//     seat order, a tied block again in its order before any later block.
//   - The box plays White, so his die is written first in the opening
//     throw; the colours are labels.
//   - With PerMemberCubes the box's double turns every cube he may turn
//     (all members face the same position), each member answering for
//     himself; the members' own doubles are decided one by one in rank
//     order before the box answers any.
//   - The acting captain is always the highest-ranked member still
//     playing; with the shared cube that is the highest-ranked taker of
//     every double the box made.
//   - The rotation looks at the captain's account alone; with per-member
//     cubes a captain whose double the box dropped has won his game (and
//     becomes box), even while others play on. The substitute who
//     becomes captain is the highest-ranked member whose account won, as
//     the compendium puts it ("the highest player who accepted and won").
//   - After the session's last game the queue is not rotated: the position
//     shows the last game as it ended.
//   - There are no resignations in a chouette (the board game's
//     declarations are not offered): a resignation by the captain would
//     bind members who did not agree.
//   - A player who left may come back to his seat (Join of that seat),
//     keeping his ledger; new players take the next seat, at most eight.
//     A player joining during the ordering throws does not throw: he
//     enters the queue at its end when the ordering is done.
//   - A drop is settled in the ledger at once, so the ledger of a game
//     going on already holds what the dropped accounts paid or won.
//
// # Typed API
//
// Besides board.State: Generator.Turns lists the turns of a position and
// roll into a caller's buffer; on State, LegalTurns, RollDice and PlayTurn
// play without allocating once warm; LegalMoves, PlayMove (checked), Apply
// (unchecked, for playouts), Board and Copy follow the library's typed
// vocabulary; Perft (board.Perfter) counts the game tree on the typed
// engine, every chance outcome, cube action and play one ply, as the
// generic walk does. A turn is the play of one roll; a step is one
// checker's move by one number.
package backgammon
