// Package dicegames implements the dice games of the dice chapter
// ("Kostky") of a Czech games compendium: 70 titles, of which this package
// plays those in Registered on a few shared engines, each filled in with a
// rule table.
//
// The booklet's rule text is lost: only its table of contents survives.
// Every rule here is reconstructed from public descriptions of the game
// the title names, and each game says how sure the reconstruction is: the
// Summary of its Info begins with its confidence label, "Certain.",
// "Likely.", "Guess." or "Unknown (placeholder: …)." (Titles lists all 70
// with their labels and what became of them). A placeholder is not the
// booklet's game: it is a playable game of the title's shape, flagged as
// such.
//
// # Engines and games
//
// A Throw is a multiset of faces with its predicates (Sum, Counts, Has,
// IsDouble, Max, Product, RunFromOne, SubsetSums; CentreSpotValue,
// Opposite and the Mäxchen ranking MaxchenValue and MaxchenRank). The dice
// are the contract's chance node: a state waiting for k dice lists the
// distinct multisets of k dice with their chances (from package dice), and
// never rolls by itself. Seats is the ring of seats with eliminations;
// Ledger holds the chips of the seats and of the shared pools (the pot,
// the fields of a board, out of play) with one mutator, Transfer, whose
// policy is Exact, Clamp or Create; the match wrapper (Match) plays
// rounds, adds up scores, lets a round finish, breaks ties by a throw-off
// of one die each (or shares the win), and lets the loser start.
//
// The engines and their games (entry numbers of the chapter):
//
//   - PushRules, the PushYourLuck engine: throw as often as you like,
//     adding to a turn total; stop to bank it; a bust face loses it.
//     3 Divoká trojka (the cursed three: bust 3, to 100), 63 Hnaní
//     prasátek (Pig: bust 1, to 100), 70 Macao (each round everyone antes a
//     chip and throws one die until he stops; past 9 is dead, the total
//     closest to 9 takes the pot, a tie leaves it; 10 rounds from 10 chips,
//     most chips win), and the placeholders 39 Devadesátdevět (a race to
//     exactly 99, bust 3, a turn that would pass 99 is forfeited) and 40
//     Dvacettři (Macao with two dice and 23).
//   - SingleRules, the single-throw engine: turns of throws without
//     decisions. 2 Holý vrabec (one die thrown for the left neighbour, who
//     scores the face; the sparrow 1 scores nothing and costs the thrower
//     a point; 5 rounds, lowest wins), 30 Hearts Due (six dice, the run from
//     1 scores 5 a face and 35 for 1-6, three 1s wipe the total; to 100,
//     the round finished), 31 Straight Shooter (runs from 1-2 score 5 to
//     25, three 1s reset; to 100), 32 Round the Spot (three throws of three
//     dice, 1, 3 and 5 score 1, 2 and 4; an even triple is an extra throw
//     that toggles doubling the turn; 4 rounds), 46 Chicago (11 rounds with
//     targets 2..12; a sum on target scores it) and 59 Věž (two dice under
//     the cup and one blown off the rim: the sum; the round's lowest gets a
//     stroke, three strokes end the game, fewest win).
//   - KeepRules, the KeepReroll engine: 27 Cesta do Bostonu (Going to
//     Boston: keep the highest of three dice, the higher of two, the last;
//     the sum; a round's best turn wins it, first to 3 rounds), 28 Boston
//     (the same turns added up, to 100, the round finished), 29 Násobení
//     (Multiplication: (first + second) × third), 33 Padnout mrtev (Drop
//     Dead: five dice, a throw without 2 or 5 scores its sum, 2s and 5s are
//     removed, until none is left; one round) and 68 Loď, kapitán,
//     důstojník a posádka (Ship, Captain, Mate and Crew: in three throws of
//     five dice set aside 6, then 5, then 4; the other two are the crew,
//     which may be thrown again while throws remain; the best crew takes
//     the pot of the round's antes; 10 rounds from 10 chips).
//   - FieldRules, the FieldBoard engine: a board of numbered fields; the
//     thrown sum places a chip on a field with room or takes the chips of
//     a full one; a bank field is always paid, never taken. 8 Zepelín and
//     9 Maják (one die, fields 1-5, the bank 6; 6 counters each; out at
//     zero; the last seat in takes everything), 10 Polkni, Petře (two dice,
//     fields 2-12, the belly 7; 8 each), 12 Veselá sedmička (fields 3-11,
//     the 7 a bank, 2 takes the board but the 7, 12 takes everything; out
//     when you must pay and cannot; 8 each), 55 Chatová hra (the
//     Hüttenspiel: after a placement throw again or stop, after the first
//     throw of a turn throw again; a take ends the turn; the first seat to
//     place its last chip wins; 6 each), 56 Jackpot (spaces 3-11 hold up to
//     three chips, a full space is taken, 2 puts a chip on every space with
//     room, 12 takes the board; 15 each; when the first seat is out, most
//     chips win) and 57 Peníze (Pinke: fields 3-11 and the 7 bank, a take
//     lets you throw again or stop, 2 takes the board but the 7, 12 takes
//     everything; 5 each; out at zero).
//   - CoverRules, the Cover engine: 16 Zakrývání (Shut the Box: tiles 1-9,
//     cover open tiles summing to the throw until a throw cannot be
//     covered; once 7, 8 and 9 are covered, one die or two by choice; the
//     open tiles score, lowest wins; alone, only shutting the box wins).
//   - ClaimRules, the Claim engine, with hidden throws (the states
//     implement board.Hidden): 17 Maxík (Mäxchen: throw two dice under the
//     cup, claim a value that beats the previous claim, truthfully or not;
//     the next seat doubts — the cup is lifted, a claim the dice reach
//     costs the doubter a life, a lie the claimant — or believes, throws
//     under the cup and claims higher; nothing beats Mäxchen, 21, so it must
//     be doubted; the loser starts the next round; 3 lives).
//   - GuessRules, the guessing form of the Claim engine, also hidden: 18
//     Knibelix (every seat in the round throws one die under its own cup;
//     from the opener each guesses the total of all the dice, no total
//     twice; the exact guesser, else the unique closest, is safe and leaves
//     the rotation; a tie throws the round again; the last seat left
//     loses).
//   - MeierRules: 69 Rodina Maierova (open Meier: up to three open throws,
//     the opener's count is the limit; the lowest throw in Mäxchen ranking
//     loses a life, of equal ones the later; a Meier costs everyone else a
//     life; the loser opens).
//   - RunningRules, the RunningTotal engine: 4 Šestnáct smrt (a shared
//     total passed around; bringing it to 16 or more costs a chip and
//     starts again; first seat without chips loses; 3 chips each), 15 Hod
//     smrti (a seat names a limit 10-29, each seat throws two dice once
//     onto the shared total, whoever reaches it is out, the next seat names
//     a new limit; last seat in wins; in the chip form reaching the limit
//     costs a fine into the kitty, and the last seat in takes it) and the
//     placeholder 1 Houpačka (one
//     die; an even face moves your marker up, an odd one down, within ±10;
//     ±10 exactly wins).
//   - ChecklistRules, the Checklist engine (part 2): a sheet of targets
//     per seat under a dependency relation, claimed from the throws; the
//     first complete sheet wins. In a sequence the numbers come in strict
//     order, each made by one die or a sum of dice, and one throw makes as
//     many consecutive numbers as it can (a die may serve again); in a
//     drawing each die draws the part its face names once the part's
//     prerequisite is drawn, up to the part's count. 48 Století
//     (Centennial: three dice, 1..12 and back to 1, 23 steps; a 1 enters),
//     49 Jedna až dvacet (flagged: Centennial one way, 1..20, four dice)
//     and 47 Berušky (Beetle, one die: 1 body; 2 head, 3 legs ×6 and 6 tail
//     need the body; 4 eyes ×2 and 5 antennae ×2 need the head; 13 parts).
//     Again=true throws again after every throw that claimed something;
//     Table=british is the British beetle (6 body; 5 head, 3 legs ×6 and 4
//     wings ×2 need the body; 1 eyes ×2 and 2 antennae ×2 need the head);
//     Dice=2 draws with two dice, each used separately. 51 Jule is a
//     sequence of one die with Twice and OneClaim: 1..6, then from another
//     6 down to 1 (12 hits), one hit a throw. The placeholder
//     11 Šestková hra ale žádná jednička (flagged; the Sechserspiel
//     without its 1 token) is a drawing of Table=tokens with Again=true:
//     tokens 2-6 in any order; a token still held is discarded and the
//     seat throws again; a 1 or a token already gone ends the turn. 6
//     Kravský ocas (Kuhschwanz) is a drawing of Table=rows with Counters:
//     each seat's 21 counters lie in rows of 1-6; a throw removes the row
//     of its face into the middle if it is still there; the first to clear
//     his tail takes every counter on the table (Again=true is the "keep
//     going" option). 7 Volský ocas (flagged) is the same with two dice
//     and Table=sum-rows, Sum=true: 77 counters in rows of 2-12, the sum of
//     the throw names the row.
//   - The drawings of group D on the Checklist engine (part 2): 42 Vši
//     (Läuse würfeln) and 20 Myši (flagged: the same game with a mouse of
//     12 parts) are sequences with Own=true: one die; every seat has its
//     own number, Player k's being k (seat i's i mod 6 + 1), and each throw
//     of it adds the next of Top=12 strokes, one a throw; the first
//     complete drawing wins (ThrowNumbers=true and NewNumbers=true, numbers
//     thrown once or every round, Top=13, Again=true, an extra throw after a
//     hit, and Stakes=true, every other seat paying the winner a chip per
//     stroke it lacks from a stack of a chip per stroke, are the entry's
//     options). 43 Hod Vší (flagged, the package's own
//     part table) is a drawing of Table=louse with Rounds=30: 1 body; 3
//     head, 5 legs ×6 and 6 tail need the body; 2 the antennae (a pair at
//     once) and 4 eyes ×2 need the head, 12 strokes; a complete louse is
//     followed by a new one, and after the rounds the most strokes win,
//     which ranks complete lice first (score counts every stroke drawn,
//     last is the louse in progress). 53 Pavouk (Spider) is a drawing of
//     Table=spider with Sum, Again, Pass and Wild=7: two dice, segments
//     2-6 and 8-12; an open sum is crossed and the seat throws again; a sum
//     it has crossed goes to the first seat on its left that has it open,
//     and the dice pass; a 7 crosses any open segment of the thrower's
//     choice, "claim:N", and the dice pass; the first to cross all ten
//     wins (FirstLoses=true: loses, and every other seat wins).
//   - 34 Countdown (flagged, part 2) is a PushRules race with one throw a
//     turn (MaxThrows=1): everyone starts at 100, a throw of two dice is
//     subtracted from the thrower's number, the first to reach 0 or below
//     wins. Its score is the points counted down (100 - the number).
//   - WagerRules, the Wager engine (part 2, group H): coups whose stakes
//     are moves, settled by a resolver against a bank (the banker's chips,
//     or a bank put up in the middle, covering at most Limit a coup) or
//     between the seats, and a bank (or the dice) that rotates; a game is
//     Match.Rounds rounds of the bank (it changes hands Rounds times a
//     seat; Rounds=0 plays until one seat has every chip), the most chips
//     win. A seat's stake lies in its box on the table (field pool seat+1)
//     until the coup is settled; a seat with no chips is out. 19 Sudá nebo
//     lichá (Odd or Even: the other seats stake a chip on even or odd, the
//     banker throws two dice and pays the right parity even money; the bank
//     passes left after three throws or when broken; Dice=1 throws one
//     die, Banker=false has each seat call and throw for itself, taking or
//     paying a chip from or to every other seat), 25 Barbudi (the fader,
//     the shooter's right neighbour, stakes up to 5; the shooter covers all
//     or part, at least a chip, the others may cover the rest, the rest is
//     withdrawn; shooter and fader throw two dice in turn, 3-3, 5-5, 6-6,
//     6-5 win for the thrower, 1-1, 2-2, 4-4, 1-2 lose; the shooter keeps
//     the dice on a win, on his own 1-2 and on the fader's 6-5, otherwise
//     the fader shoots; Pass=on-loss is the German rule), 26 Rodinné
//     Barbudi (flagged: each seat in turn duels its left neighbour for one
//     counter; the last seat with counters wins), 37 Va Banque (flagged:
//     the banker puts up 10; each other seat in turn stakes up to the bank,
//     the higher sum of two dice wins, the banker wins ties; who wins the
//     whole bank, va banque, takes it and banks; the bank passes left when
//     empty or after every seat's bet), 38 Bankéř (dice 21: the bank's die
//     under the cup, its open die thrown until it stops, by 15; each seat
//     may stake a chip the bank matches and throws one die at a time, from
//     past 15 standing or going on, past 21 over-thrown; a bank over 21
//     pays everyone, equal totals go to the bank; the states implement
//     board.Hidden: the hidden die is the banker's until the cup is
//     lifted), and the placeholders 21 Černé a bílé (black and white dice:
//     the higher die pays its backers, equal faces take every stake) and
//     36 Dvojitá loterie (each seat throws two dice until a double, at most
//     ten times; the round's slowest seats pay a chip into the pot; the
//     last seat in wins).
//   - 50 Everest is the Checklist engine's sheet of boxes (Mode=boxes):
//     every number 1..12 twice (a row up and a row down), crossed off in
//     any order; after each throw of three dice the seat chooses a claim,
//     numbers each made by one die or a sum of dice, every die serving
//     once; a throw with no claim ends the turn; the first to cross off all
//     24 boxes wins. OneClaim=true is the family rule of one number a turn.
//   - 5 Němá Julka is Jule with Silent=true: speaking is the table event
//     State.Spoke(seat), which starts that seat's sheet again from
//     nothing. The placeholders 13 Nebe a peklo (SingleRules
//     Scoring=heaven-hell: two dice, the top faces score for the thrower,
//     the bottom faces for his left neighbour, 5 rounds) and 35 Cíl
//     (RunningRules Mode=target: the leader's throw of two dice read as the
//     larger two-digit number is the target; each seat adds its throws,
//     within 6 of the target one die, a throw past it does not count, the
//     target exactly wins).
//   - ChipRules, the Chips engine (part 2): chip passing and pot games on
//     the Ledger, one throw a turn (TurnThrows sets more), no decisions.
//     In each-die mode every die does what
//     its face's Action says (give one chip left or right, into the pot,
//     into the middle out of play; the face's owner pays; pass as many as
//     the face; take as many from the heap), settled from the 1 up; in
//     sum-target mode the sum against a target takes from the pot (seven
//     chips topped up from the box, or the whole pot and everyone antes
//     again) and another sum pays its shortfall; put-take throws an
//     action die and then an amount die; own-number is the
//     Streichholztopf (see the decisions). A seat without chips throws on,
//     skips its throws until a chip is passed to it (and so re-enters),
//     or is out; the game ends when the first seats are empty, when one
//     chip is left in hand, when one seat is left, when the heap is gone,
//     or in a finale of the last holder's throws; the winners share the
//     pot. Games=N plays a set of N games, the first throw rotating, the
//     most games won winning. 58 Pomoz svému sousedovi (Help Your Neighbour: three dice,
//     the faces belong to the seats, each die costs its owner a counter;
//     10 each, the first empty wins the pot), 61 Jak ty na mě, tak já na
//     tebe (flagged: one die, pass the face to the left, a 6 one chip to
//     the middle; 10 each, the first empty wins), 62 1 vlevo, 2 vpravo, 6
//     v hrnci (three dice: 1 left, 2 right, 6 the middle; 3 each; the
//     holder of the last chip loses), 64 Jednička v hrnci (Aces in the
//     Pot: two dice, 1 into the pot, 6 to the left; 2 each; the last
//     counter's holder throws three times, without a 6 he takes the pot,
//     a 6 passes it on), 65 Hromada dříví (Scheiterhaufen: two dice, 1
//     left, 6 the woodpile; 3 each; the last holder throws once a match,
//     6s burn them: all gone is a draw, else he loses), 41 Zápalky
//     (flagged: a heap of 20 a seat, take the face, the last six only
//     exactly; most matches win) and 24 Dávat a brát (flagged: Put and
//     Take, 10 each, ante 1; last seat in wins); the pot games 22 Sedm
//     bere (flagged: a 7 takes seven, topped up; another sum pays its
//     difference from 7; 20 each), 23 Jedenáct bere (Elf hoch: 50 each,
//     ante 1; 11 takes the pot, 12 pays 12, another sum pays 11 - sum)
//     and 14 Jedenáct vyhrává (flagged: ante 1, the first 11 takes the
//     pot; 10 hands from 10 chips, most chips win).
//
// Every rule table is a struct of options, settable by name
// (board.Configure(g, "Match.Target=50")); NewPushGame, NewSingleGame,
// NewKeepGame, NewFieldGame, NewCoverGame, NewClaimGame, NewGuessGame,
// NewMeierGame, NewRunningGame, NewChecklistGame, NewChipGame and NewWagerGame build a user's own rule set on an engine.
//
// # Options of the entries
//
// The variants the entries list, by game, each a field of the game's rule
// table set by name (the defaults in brackets):
//
//   - 2 Holý vrabec: SparrowFace=5, the feathered sparrow [1];
//     Scoring=sparrow-matches, the elimination form with matches (the
//     uncoverer of a sparrow takes a match from the thrower, his right
//     neighbour; the first seat without matches wins; Matches [3] each);
//     Scoring=sparrow-out, the uncoverer of a sparrow is out and the last
//     seat in wins. The rounds do not bound the elimination forms.
//   - 4 Šestnáct smrt: PassAt9, ThrowAt10, FourthThrow (the shared form's
//     forced moves); Mode=individual, the individual form (each seat throws
//     for its own total and stops when it likes, 16 or more is dead at
//     once; at the round's end the dead seats, or when nobody died the
//     lowest totals, pay a chip, and the first of them opens the next
//     round); Deaths=N ends either form after N deaths, most chips winning.
//   - 16 Zakrývání: Tiles=12; ShutWins; OneDie=never or low; Faces (cover
//     the tile of one face or the tiles of both instead of the sum);
//     Doubles (a double covers its sum or twice it: 6-6 as 12 or 24);
//     Inverse (the covered tiles score and the highest wins; the race of
//     the sources is Match.Rounds=0 Match.Target=200).
//   - 17 Maxík: MaxchenCostsTwo; BlindPass (the seat that receives the cup
//     passes it on unthrown and unseen with a higher claim, "claim:…", and
//     answers for it when doubted); SecondThrow ("roll": a seat whose throw
//     does not beat the claim throws once more, seen by nobody, itself
//     included, and must pass that on with a claim); MaxchenOverMaxchen (a
//     Mäxchen claim may be believed, and the believer must claim Mäxchen
//     again); ExactClaims (a claim is true only when the dice show exactly
//     it; by default dice at least as high make it true: under-claiming is
//     not lying); Tally=N (a penalty tally instead of lives: after N doubts
//     the fewest penalties win).
//   - 30 Hearts Due: SixRun=30; EveryRun (every run scores: 1-1-2-3-3-4 is
//     1-2-3-4 and 1, 25); Bonuses (four or more 1s double the total once
//     the throw's runs are added, four or more 6s reset it to 0; only
//     exactly three 1s still wipe it); Match.Target, Match.Rounds.
//   - 46 Chicago: FreeOrder (a sum scores once per seat, into its still
//     empty box 2..12; Match.Rounds=0 Match.Target=77 Match.FinishRound=true
//     plays until a sheet is full).
//   - 55 Chatová hra: OpenerLimit [3] (the chips the opener places in the
//     game's first turn; 0 for none); TakeClears, "six out" (a take takes
//     every field but the centre); Dice=2, the two-dice form (the faces go
//     to their fields one by one, ascending, or their sum to its field when
//     it is 6 or less, as the seat chooses: "cover:2-3" or "cover:5"; a
//     double played as faces goes to its field twice; a sum over 6 is
//     always split); FirstRoundOnce, the commercial sets' single throw of
//     every seat in the first round.
//   - 57 Peníze: StartSum [7] (the seats throw in turn from seat 0 and the
//     first 7 begins: it is the game's first throw, paid onto the 7 at
//     once, and its thrower opens the rounds; 0: seat 0 begins).
//   - 68 Loď, kapitán, důstojník a posádka: SingleCrew (one crew die thrown
//     again alone: "keep:3" keeps the crew's 3 and throws the other);
//     TieThrow (the seats tied on the best crew play the pot off, a turn
//     each, the others sitting out, until one is best; the position's tie
//     is the seats of the play-off).
//
// # Notation
//
// A throw is its faces ascending joined by hyphens, "1-3-3-6", one die its
// face, "4" (any order is read: "3-1" is "1-3"). The decisions are short
// words: "stop" (bank the turn, pass the die), "roll" (throw again; in
// Shut the Box "roll" is two dice and "roll:1" one; in Mäxchen it is the
// unseen second throw), "keep:6-5"… written ascending, "keep:4-5-6" (set
// aside; "keep:" keeps nothing; Ship, Captain and Crew's kept crew die),
// "cover:3-4" (cover tiles 3 and 4; in the two-dice Hüttenspiel the fields
// the throw goes to), "claim:21" (a Mäxchen claim, made unthrown a blind
// pass, or a limit named in Hod smrti), "doubt" and "believe", "cross:3-3-8"
// (Everest: cross off a 3, another 3 and an 8); the stakes are "stake:3"
// (3 chips; "stake:0" is no bet), "even:1", "odd:1", "black:1" and
// "white:1" (a chip on that side).
//
// A position is the key=value fields seats, turn, phase (throw, decide,
// throw-off, over), need (dice of the pending throw), dice (the last
// throw), kept, throws, turn-score, total (the shared total, the claim, or
// in Shut the Box the open tiles as a bit set), limit, round, opener, flag,
// score, last (this round's results), chips (each seat's stack), pools
// (the pot, fields 1-12, out of play), minted, out, done, tie, won and
// end, in that order, and in a game of boxes (Everest), once a box is
// crossed off, sheets (each seat's sheet in hexadecimal, two bits a
// number: its boxes crossed off); lists are joined by "/", seat sets are
// seat numbers joined by "/" or "-". Positions round-trip exactly. Engine
// uses of the fields: in the Chips games the score is the seat's chips,
// total counts the hands played (Jedenáct vyhrává); in a set of games
// (Games) the score is the games won and total the games played; flag 1
// marks a finale whose throws are limit, kept is Put and Take's action die, and in the
// Streichholztopf last holds the own numbers and limit is 1 once the heap
// has been emptied; in Mäxchen flag is 1 + the seat that saw the dice
// under the cup (0 for nobody), plus 16 while the seat to decide is to
// claim its throw, plus 32 while the pending throw is the unseen second
// one, and round counts the doubts of a penalty tally; in Peníze total is
// 1 while the starting 7 is sought; in Chicago's free order last is each
// seat's filled boxes as a bit set (bit v for box v); in the Hüttenspiel
// turn-score counts the chips placed this turn and flag is 1 while a seat
// chooses between the faces and the sum of two dice; in Ship, Captain and
// Crew flag is the crew die kept while the other is thrown. An observation of a
// hidden game is the position with the dice the seat cannot see left out
// (Mäxchen: no dice; Knibelix: the other seats' dice in "last" as 0).
//
// # Outcome codes
//
// "target", "rounds", "last-standing", "throw-off", "shared", "last-chip"
// (the holder of the last chip loses), "heap-empty", "finale" (the last
// holder's throws decided), "drawn" (Hromada dříví: no winner),
// "holder-loses" (the Streichholztopf's last holder loses), "games" (a
// set of games is played: the most games won win),
// "emptied" (a seat placed its last chip), "box-shut", "first-out",
// "lives" (every other seat lost its lives), "box-open" (the only
// player did not shut the box) and "last-in" (Knibelix: the last seat in
// the rotation loses, every other seat wins).
//
// # Decisions
//
// What the reconstructed rules leave open, and how this package settles
// it:
//
//   - Seat 0 starts; the start-throw of one die each is left to the table.
//   - Ties at the end of a game are broken by a throw-off of one die each,
//     highest wins, repeated among the tied (Match.Ties=share shares the
//     win). A round whose best result is tied has no winner (Going to
//     Boston, Multiplication) or leaves its pot for the next round (Macao,
//     Ship Captain and Crew, unless TieThrow plays it off); when nobody
//     could ante again, the seats share the pot.
//   - Devadesátdevět's placeholder uses 3, not 1, as its bust face: with a
//     1 as bust and an exact 99, a seat on 98 could never finish.
//   - Macao and Dvacettři, played for a pot, are matches of 10 rounds from
//     10 chips each; a seat with no chips is out.
//   - Věž plays formula (a) (the sum) by default, (b) as Scoring=tower-
//     product; formula (c) (a fraction) is not offered. Every seat tied on
//     the round's lowest score gets a stroke.
//   - Chatová hra is one round (the first seat to place its last chip
//     wins); the rounds that follow (the centre cleared, six new chips
//     each, the loser opening) are not played. The opener's limit of three
//     chips holds in the first turn of the game and ends that turn when the
//     third chip is placed. A first throw of a turn onto an occupied
//     field takes its chip and ends the turn. Six out takes fields 1-5, not
//     the centre, which stays for the round. In the two-dice form the faces
//     are played ascending, each as a one-die throw, so a take by the first
//     ends the turn before the second is played.
//   - Peníze shares 5 chips each; the first seat to throw a 7 begins, and
//     that 7 is its first throw, paid onto the 7 at once, after which the
//     dice pass on as after every 7; its 2 and 12 follow the Glückshaus.
//   - Hod smrti: the limit is 10..29, named by the left neighbour of the
//     seat that fell (first by seat 0); the fallen seat is out (Fine
//     makes it pay instead, out only when it has no chips).
//   - Šestnáct smrt is played in its shared-total form; the forced moves
//     at 9, at 10 and after three throws are options of that form, off by
//     default. The individual form pays chips as the shared form does (the
//     source's collecting and discarding halves of matches are not
//     offered); only when nobody died do the lowest survivors pay, all tied
//     ones.
//   - Maxík: by default a Mäxchen claim can only be doubted. The claimant
//     of a doubted claim is the seat that passed the cup on, so after a
//     blind pass the lie is the passer's. A second throw is open only to a
//     seat that saw its throw and cannot beat the claim with it; the throw
//     it replaces is lost. In a penalty tally every doubt ends a round, and
//     tied fewest penalties share the win.
//   - Holý vrabec's elimination forms follow the German Wikipedia's
//     "Nackter Spatz"; the form that takes the match from a central pile is
//     not offered (nobody would ever run out of matches); Matches=3 is the
//     package's choice.
//   - Hearts Due's bonuses follow netexl.com's optional rules; a total is
//     at most 9999.
//   - Chicago's free order scores a sum into its own box only ("write the
//     sum into any still empty box, scoring its value" leaves no other
//     choice that scores); a throw whose box is filled scores nothing.
//   - Shut the Box with Faces covers faces only, never the sum; a double
//     covers its one tile. Doubles and Faces do not combine.
//   - The variants the sources list are options of the rule tables:
//     the exact 100 of Divoká trojka is Overshoot=penalty; Pig finishing
//     the round is Match.FinishRound=true, two-dice Pig Dice=2 with
//     WipeDouble=true; Macao's Fünfzehn is Limit=15, Über 12 ist tot
//     Limit=12 MinThrows=3 MaxThrows=4; Hearts Due's 30 for 1-6 is
//     SixRun=30 and Straight Shooter's "Sequences" scoring Scoring=hearts;
//     the feathered sparrow is SparrowFace=5; Going to Boston keeping the
//     lowest is Lowest=true, with four dice Dice=4, the product of all
//     three Formula=product; Shut the Box 1-12 is Tiles=12, shutting to
//     win ShutWins=true; Polkni, Petře's 12 that takes all but the belly
//     is TakeBoard=12 and its 2 that takes the belly TakeBank=2; Veselá
//     sedmička's swapped powers are TakeBank=2 TakeBoard=12 TakeAll=0, its
//     must-throw-again AgainUntilPay=true, its 7 that makes everybody pay
//     EveryonePays=true and the board without a 4 Missing=4; a doubted true Mäxchen costing two lives is
//     MaxchenCostsTwo=true; Věž's product formula is
//     Scoring=tower-product; Hod smrti's chip form is Chips=10 Fine=5;
//     Šestnáct smrt's pub rules are PassAt9,
//     ThrowAt10 and FourthThrow.
//   - The own numbers of Vši and Myši are fixed by the seat by default,
//     distinct for up to six seats: the entry lets the seats throw or
//     choose them and calls distinct numbers fairer. ThrowNumbers=true has
//     each seat throw one die for its number at its first turn (equal
//     numbers allowed), NewNumbers=true again every round; the throw does
//     not use up the turn. Hod Vší's agreed rounds are
//     30, the package's choice. In Pavouk a 7 with every segment crossed
//     does nothing, and a passed sum that nobody has open is lost.
//   - Checklist sheets claim automatically: Století's marker always makes
//     the longest chain the throw allows, and a drawing always draws every
//     part its dice allow (with two dice, a die whose part needs the other
//     die's part is used after it); Everest's seat chooses among every
//     claim of its throw, the smaller ones too. Centennial's claim of an overlooked
//     number by another player, the claims passing to another player and
//     the beetle drive's points are not offered, so these games have no
//     decisions: every ply is a throw, but for Pavouk's 7, where the
//     thrower chooses the segment (Pavouk's passed sums go to the next
//     seat by its rule, not by a claim).
//   - Jedna až dvacet uses four dice: three cannot make 19 or 20.
//   - Jule's settlement (a chip per number still standing) is not offered
//     yet. Němá Julka's calls "Jule is gone" and "Jule is back" are not
//     modelled; speaking otherwise is State.Spoke.
//   - Countdown: the reconstruction asks for exactly 0 with a throw past 0
//     void, but two dice never make 1, so a seat on 1 could never finish
//     and a game of seats on 1 would never end; the package plays the
//     entry's own option, 0 or below wins. Overshoot=penalty keeps an exact
//     finish (a throw past 0 puts 10 back, 20 when it passes by more than
//     one); Overshoot=forfeit is the void rule, with that dead end.
//   - The wager games' lengths are not in the entries: a game is one round
//     of the bank (Va Banque: as many bank changes as seats, a won va
//     banque counting as one), Rodinné Barbudi and Dvojitá loterie play to
//     the last seat in. Sudá nebo lichá and Černé a bílé stake one chip a
//     seat (Stake=n lets a seat stake up to n), and the bank passes after
//     three throws (Rotate). A seat without chips is out (a Va Banque
//     banker whose chips are all in his bank stays in).
//   - Barbudi: the shooter must cover at least a chip; the side bets of
//     the onlookers, the two-shot game and the start-throw choosing the
//     shooter and fader are not offered (seat 0 shoots, seat N-1 fades).
//     With Pass=barbudi the fader stays when the shooter keeps the dice.
//   - Bankéř: the bank's first open die is always thrown; after it the
//     bank may stop at any open total below 15. The stake is a chip
//     (Stake=n lets a seat stake up to n) and the bank matches stakes while
//     its chips last (Limit caps a deal). The bank passes left after every
//     deal.
//   - Dvojitá loterie: the entry has tied slowest seats throw off; here
//     every tied slowest seat pays (as Věž's tied lowest seats all take a
//     stroke), and a round in which every seat ties is void, so that no
//     round can put every seat out.
//   - Cíl: a seat within 6 of the target throws one die: with two dice a
//     seat one short of it could never finish (the entry's exact hit with
//     two dice has that dead end). The leader is seat 0, who also throws
//     first.
//   - Nebe a peklo's bottom faces go to the left neighbour; with two seats
//     that is the other seat.
//   - The Chips games settle the dice of a throw from the 1 up: 62's
//     stated order (left, right, then the middle) and Aces in the Pot's
//     "a 1 and a 6 with one counter: it goes to the pot"; in Hromada
//     dříví a 1 and a 6 with one match give it to the left neighbour.
//     Descending=true settles from the 6 down. A game whose end rule is
//     met in the middle of a throw (one chip left in hand) ends there.
//   - Help Your Neighbour gives three seats the faces 1-2, 3-4 and 5-6
//     and two seats 1-3 and 4-6. Seats emptied by one throw share the win
//     and the pot; Ties=throw-off stands for the uninvolved player's die
//     (the tied seats throw off). Games=N plays the entry's set of games
//     with the first throw rotating (dice-play.com: "a set number of
//     rounds are played with each player taking it in turn to be the
//     first thrower"): game k opens with seat k-1 (mod the seats), each
//     game starts from fresh stacks, and its winners take its pot and
//     score a game each (seats sharing a game score one each); the most
//     games won win the set, ties as Ties says (a throw-off or a shared
//     win), settled by the match wrapper. The sources count no money
//     across the games, so the set is scored in games, not chips. Games
//     works on every Chips game that ends outright (first-empty,
//     last-chip, last-holder, aces, woodpile: a drawn woodpile scores
//     nobody); the games that rank by chips or count hands (sum-target,
//     heap-empty, own-number, agreed Rounds) refuse it.
//   - 62's Left Center Right form is DicePerChip=true Faces.Six=pot
//     End=last-holder (the last seat with chips wins the middle), its
//     swapped directions Faces.One=right Faces.Two=left.
//   - Aces in the Pot: a 6 in the finale passes the counter to the left
//     neighbour, who has none and so comes back into the game.
//   - Hromada dříví's draw is an Outcome without winners; a loss makes
//     every other seat a winner, as the last chip of 62 does.
//   - Zápalky deals 20 matches a seat into the heap; ties throw off. Its
//     Streichholztopf option is Mode=own-number End=holder-loses
//     TurnThrows=3 (up to six seats): the seats throw their own numbers
//     in turn from seat 0, a number already taken is thrown again; then
//     each turn is three throws, your number takes a match from the heap,
//     and once the heap has been emptied every throw that is not your
//     number puts one of yours back (as labbe.de gives the rule, not your
//     own number, as a summary of it reads). A seat
//     without matches is then safe and out; the last one holding matches
//     loses. The heap is Heap a seat (20 unless set).
//   - Dávat a brát: a Throw is a multiset, so the action die and the
//     amount die are thrown one after the other (1-3 put, 4-6 take; 1-5
//     that many, 6 all). Each seat has 10 chips (the entry gives none).
//   - Sedm bere, Jedenáct bere, Dávat a brát: a seat that must pay more
//     than it holds pays what it has, and a seat left without chips is
//     out (it could not pay its next throw). Miss=one or Miss=nothing in
//     Sedm bere makes the chips grow (the 7 is topped up), so it needs
//     an agreed time, Rounds (most chips win); Jedenáct bere's doubling
//     12 is Double=true with its most payment Cap. Brucker's setup, two
//     chips simply placed in the middle instead of the antes, is Seed=2.
//     No public text of Brucker's Elf hoch says whose chips they are (the
//     published rules, de.wikibooks.org/wiki/Würfelspiele/_Elf_hoch and
//     spiele7.de/regeln/elf-hoch.html, have everyone pay one); the
//     package takes them from the box, as the same book's Sieben hoch
//     tops its pot up from the box: nobody pays them, they are minted
//     (Ledger's Create), and the box seeds the pot again whenever an 11
//     has taken it, where the antes would be paid again.
//   - Jedenáct vyhrává is listed among the wager games, but its entry is
//     a pot that the first 11 takes: it is a Chips game. The entry sets
//     no end: 10 hands from 10 chips, most chips win; a seat that cannot
//     ante is out. Every other seat paying the thrower of 11 one chip is
//     PayWinner=true (no pot, no antes).
//   - Every Chips game ends with probability one; MaxPlies is 5,000 per
//     seat, far beyond the longest of thousands of random games (Dávat a
//     brát with 8 seats, the longest, averages 244 throws).
package dicegames
