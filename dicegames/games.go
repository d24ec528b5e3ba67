package dicegames

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// names returns the names of title number n, its summary prefixed with
// the confidence label ("Certain. …", "Unknown (placeholder). …").
func names(n int, summary string) board.Names {
	t := Titles[n-1]
	label := map[Confidence]string{Certain: "Certain.", Likely: "Likely.", Guess: "Guess.",
		Unknown: "Unknown (placeholder: the booklet's rules are lost and no game of this name is known)."}[t.Confidence]
	return board.Names{ID: "dicegames/" + t.Slug, Name: t.English, CzechName: t.Czech,
		Summary: fmt.Sprintf("%s %s", label, summary)}
}

var pigMatch = Match{Target: 100}

// The games of the PushYourLuck engine.
var (
	// DivokaTrojka is entry 3, the cursed three: Pig with 3 as the bust
	// face, to 100.
	DivokaTrojka = board.Must(NewPushGame(names(3, "Throw one die as often as you like, adding the faces; stop to bank the turn total, a 3 loses it. First to 100 wins."),
		PushRules{Dice: 1, Bust: 3, MinThrows: 1, Match: pigMatch}))
	// HnaniPrasatek is entry 63, Pig: 1 is the bust face, to 100.
	HnaniPrasatek = board.Must(NewPushGame(names(63, "Pig: throw one die as often as you like, adding the faces; stop to bank the turn total, a 1 loses it. First to 100 wins."),
		PushRules{Dice: 1, Bust: 1, MinThrows: 1, Match: pigMatch}))
	// Macao is entry 70: get as close to 9 as you can without passing it;
	// the closest takes the pot.
	Macao = board.Must(NewPushGame(names(70, "Each round everyone antes a chip and throws one die as often as he likes, adding the faces; past 9 is dead, the total closest to 9 takes the pot (a tie leaves it for the next round). Ten rounds; most chips wins."),
		PushRules{Dice: 1, Limit: 9, MinThrows: 1, Chips: 10, Match: Match{Rounds: 10}}))
	// Devadesatdevet is the placeholder of entry 39: the cursed three to
	// exactly 99 (with 1 as the bust face 98 could never finish).
	Devadesatdevet = board.Must(NewPushGame(names(39, "A race to exactly 99: throw one die as often as you like, a 3 loses the turn total; a turn that would pass 99 is forfeited."),
		PushRules{Dice: 1, Bust: 3, Overshoot: Forfeit, MinThrows: 1, Match: Match{Target: 99}}))
	// Dvacettri is the placeholder of entry 40: Macao with two dice to 23.
	Dvacettri = board.Must(NewPushGame(names(40, "Macao with two dice and 23: each round everyone antes and throws two dice as often as he likes, adding; past 23 is dead, the closest to 23 takes the pot. Ten rounds; most chips wins."),
		PushRules{Dice: 2, Limit: 23, MinThrows: 1, Chips: 10, Match: Match{Rounds: 10}}))
)

// The games of the single-throw engine.
var (
	// HolyVrabec is entry 2, the naked sparrow.
	HolyVrabec = board.Must(NewSingleGame(names(2, "Each turn you throw one die for your left neighbour, who scores its face; a 1 (the naked sparrow) scores nothing and costs you, the thrower, a point instead. After 5 rounds the lowest total wins."),
		SingleRules{Scoring: Sparrow, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Rounds: 5}}))
	// HeartsDue is entry 30: the run from 1 of six dice.
	HeartsDue = board.Must(NewSingleGame(names(30, "One throw of six dice a turn scores the run from 1 (duplicates once): 5, 10, 15, 20, 25, and 35 for 1-6; three or more 1s wipe your total. First to 100, the round finished, wins."),
		SingleRules{Scoring: Hearts, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Target: 100, FinishRound: true}}))
	// StraightShooter is entry 31: runs from 1-2 of six dice.
	StraightShooter = board.Must(NewSingleGame(names(31, "One throw of six dice a turn scores the run from 1-2 (duplicates once): 5, 10, 15, 20, 25; three 1s reset your total. First to 100 wins."),
		SingleRules{Scoring: Straight, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Target: 100}}))
	// RoundTheSpot is entry 32: the pips around the centre pip.
	RoundTheSpot = board.Must(NewSingleGame(names(32, "Three throws of three dice a turn; 1, 3 and 5 score the pips around their centre pip (1, 2, 4). An even triple scores nothing, is an extra throw and toggles the doubling of the turn. Four rounds; highest total wins."),
		SingleRules{Scoring: Spot, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Rounds: 4}}))
	// Chicago is entry 46: rounds with the targets 2..12.
	Chicago = board.Must(NewSingleGame(names(46, "Eleven rounds with the targets 2, 3, …, 12; each turn one throw of two dice scores the round's target when the sum equals it. Highest total wins (at most 77)."),
		SingleRules{Scoring: Rotation, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Rounds: 11}}))
	// Vez is entry 59, the watchman blows from the tower.
	Vez = board.Must(NewSingleGame(names(59, "Each turn two dice are thrown under the cup and a third is blown off its rim; the score is the sum of the three. The round's lowest score gets a stroke; the game ends when someone has 3 strokes, and the fewest strokes win."),
		SingleRules{Scoring: TowerSum, SparrowFace: 1, SixRun: 35, Matches: 3, Match: Match{Target: 3}}))
)

// The games of the KeepReroll engine.
var (
	// CestaDoBostonu is entry 27, Going to Boston.
	CestaDoBostonu = board.Must(NewKeepGame(names(27, "Throw three dice and set the highest aside, throw two and set the higher aside, throw the last: the turn scores the sum of the three. The highest turn wins the round (a tied round has no winner); the first to win 3 rounds wins."),
		KeepRules{Mode: KeepOne, Dice: 3, RoundWins: true, Match: Match{Target: 3}}))
	// Boston is entry 28: Going to Boston as a race to 100.
	Boston = board.Must(NewKeepGame(names(28, "Going to Boston turns (keep the highest of three, of two, then the last die; the sum scores) added up: first to 100, the round finished, wins."),
		KeepRules{Mode: KeepOne, Dice: 3, Match: Match{Target: 100, FinishRound: true}}))
	// Nasobeni is entry 29, Multiplication.
	Nasobeni = board.Must(NewKeepGame(names(29, "Going to Boston scored (first kept + second kept) × third die, 2..72. The highest turn wins the round; the first to win 3 rounds wins."),
		KeepRules{Mode: KeepOne, Dice: 3, Formula: Multiply, RoundWins: true, Match: Match{Target: 3}}))
	// PadnoutMrtev is entry 33, Drop Dead.
	PadnoutMrtev = board.Must(NewKeepGame(names(33, "Throw five dice: a throw without 2 or 5 adds its sum to the turn; otherwise it scores nothing and the 2s and 5s are removed. Throw what is left until the last die drops dead. One round; highest total wins."),
		KeepRules{Mode: DropDead, Dice: 5, Match: Match{Rounds: 1}}))
	// LodKapitan is entry 68, Ship, Captain, Mate and Crew.
	LodKapitan = board.Must(NewKeepGame(names(68, "Everyone antes a chip; in up to three throws of five dice set aside a 6 (ship), then a 5 (captain), then a 4 (mate); the other two dice are the crew, which may be thrown again while throws remain. The best crew sum takes the pot (a tie leaves it). Ten rounds from 10 chips; most chips wins."),
		KeepRules{Mode: Chain, Dice: 5, Chips: 10, Match: Match{Rounds: 10}}))
)

// The games of the FieldBoard engine.
var (
	// Zepelin is entry 8, Zeppelin.
	Zepelin = board.Must(NewFieldGame(names(8, "Six counters each and one die. A throw of 1-5 puts a counter on that hull field when it is empty and takes it when it is occupied; a 6 always pays a counter into the gondola, which is never emptied. A seat without counters is out; the last one in takes everything."),
		zeppelinRules))
	// Majak is entry 9: Zeppelin on a lighthouse drawing.
	Majak = board.Must(NewFieldGame(names(9, "Zeppelin on a lighthouse: six counters each, one die; a throw of 1-5 places on an empty tower field or takes from an occupied one; a 6 always pays into the lamp, which is never emptied. The last seat with counters takes everything."),
		zeppelinRules))
	// PolkniPetre is entry 10, the Schluckhansel of two dice.
	PolkniPetre = board.Must(NewFieldGame(names(10, "Eight counters each and two dice. A sum of 2-6 or 8-12 places on that empty field or takes from it when occupied; a 7 always pays into the belly, which is never emptied. A seat without counters is out; the last one in takes everything."),
		FieldRules{Dice: 2, Low: 2, High: 12, Bank: 7, Capacity: 1, Chips: 8, OutAtZero: true}))
	// VeselaSedmicka is entry 12, the merry seven.
	VeselaSedmicka = board.Must(NewFieldGame(names(12, "Eight coins each and two dice. A sum of 3-6 or 8-11 places a coin on that empty field or takes it from an occupied one; a 7 always pays onto the 7; a 2 takes the board except the 7, a 12 takes everything. A seat that must pay and cannot is out; the last one in wins the board."),
		FieldRules{Dice: 2, Low: 3, High: 11, Bank: 7, Capacity: 1, TakeBoard: 2, TakeAll: 12, Chips: 8}))
	// ChatovaHra is entry 55, the Hüttenspiel.
	ChatovaHra = board.Must(NewFieldGame(names(55, "Six chips each, one die, fields 1-5 and the centre 6. A throw onto an empty field (or a 6, into the centre) places a chip, and you throw again or stop (after the first throw of a turn, throw again); a throw onto an occupied field takes its chip and ends the turn. The opener places at most three chips in his first turn. The first seat to place its last chip wins."),
		FieldRules{Dice: 1, Low: 1, High: 6, Bank: 6, Capacity: 1, Chips: 6, Hut: true, OpenerLimit: 3}))
	// Jackpot is entry 56.
	Jackpot = board.Must(NewFieldGame(names(56, "Fifteen chips each, two dice, spaces 3-11. A sum of 3-11 adds a chip to a space holding fewer than three and takes the three of a full one; a 2 puts a chip on every space with room, a 12 takes the whole board. When the first seat loses its last chip, the most chips win."),
		FieldRules{Dice: 2, Low: 3, High: 11, Capacity: 3, FillAll: 2, TakeAll: 12, Chips: 15, OutAtZero: true, FirstOutEnds: true}))
	// Penize is entry 57, Pinke.
	Penize = board.Must(NewFieldGame(names(57, "Five chips each, two dice, fields 3-11 with the 7 larger. A sum of 3-6 or 8-11 places a chip on an empty field, or takes an occupied one's chip and lets you throw again or stop; a 7 pays onto the 7; a 2 takes every field but the 7, a 12 takes everything. The first seat to throw a 7 begins (and pays it). A seat without chips is out; the last one in wins everything."),
		FieldRules{Dice: 2, Low: 3, High: 11, Bank: 7, Capacity: 1, TakeBoard: 2, TakeAll: 12, Chips: 5, OutAtZero: true, AgainAfterTake: true, StartSum: 7}))
)

var zeppelinRules = FieldRules{Dice: 1, Low: 1, High: 6, Bank: 6, Capacity: 1, Chips: 6, OutAtZero: true}

// Zakryvani is entry 16, Shut the Box.
var Zakryvani = board.Must(NewCoverGame(names(16, "Shut the Box: tiles 1-9 start open; throw two dice and cover open tiles whose sum is the throw, again and again, until a throw cannot be covered; once 7, 8 and 9 are covered you may throw one die. The open tiles are your score; the lowest wins (alone, only shutting the box wins)."),
	CoverRules{Tiles: 9, Match: Match{Rounds: 1}}))

// The bluffing and ranking games of the Mäxchen family.
var (
	// Maxik is entry 17, Mäxchen.
	Maxik = board.Must(NewClaimGame(names(17, "Mäxchen: throw two dice under the cup, look secretly and pass it on with a claim that beats the previous one (31 lowest … 65, then the doubles, then 21, Mäxchen). The next seat doubts (the cup is lifted: a true claim costs the doubter a life, a lie the claimant) or believes, throws under the cup and claims higher. Three lives; the last seat alive wins."),
		ClaimRules{Lives: 3}))
	// Knibelix is entry 18, a Knobeln guessing game.
	Knibelix = board.Must(NewGuessGame(names(18, "Every seat in the round throws one die under its own cup and looks at it; from the opener each guesses the total of all the dice, no total twice. The exact guesser, else the unique closest, is safe and leaves the rotation (a tie: the round is thrown again); the next round opens at his left. The last seat left loses."),
		GuessRules{Closest: true}))
	// RodinaMaierova is entry 69, open Meier.
	RodinaMaierova = board.Must(NewMeierGame(names(69, "Open Meier: each seat throws two dice openly up to three times, keeping the last throw; the opener's number of throws is the limit for the round. The lowest throw in Mäxchen ranking loses a life (of equal throws the later); a Meier (21) ends the round and costs every other seat a life. Three lives; the last seat alive wins."),
		MeierRules{Lives: 3, Throws: 3}))
)

// The games of the RunningTotal engine.
var (
	// Houpacka is the placeholder of entry 1, the seesaw.
	Houpacka = board.Must(NewRunningGame(names(1, "One die; every seat's marker starts at 0 on a line from -10 to +10. An even face moves your marker up by the face, an odd one down; a throw that would pass ±10 does not move it. The first marker on +10 or -10 exactly wins."),
		RunningRules{Mode: Seesaw, Dice: 1, Limit: 10}))
	// SestnactSmrt is entry 4, Sechzehn tot, in its shared-total form.
	SestnactSmrt = board.Must(NewRunningGame(names(4, "One die and a shared total from 0: throw and add, then throw again or pass the die and the total to the left (at least one throw each). Whoever brings the total to 16 or more pays a chip into the pot and starts again from 0. Three chips each; the first seat without chips loses."),
		RunningRules{Mode: SharedTotal, Dice: 1, Limit: 16, Chips: 3}))
	// HodSmrti is entry 15, the death throw.
	HodSmrti = board.Must(NewRunningGame(names(15, "A seat names a limit from 10 to 29; from its left each seat throws two dice once, adding to a shared total. Whoever reaches the limit is out; the total starts again and the next seat names a new limit. The last seat in wins."),
		RunningRules{Mode: NamedLimit, Dice: 2, Limit: 29}))
)

// Registered lists the registered games, in the order of the titles.
var Registered = []*Game{Houpacka, HolyVrabec, DivokaTrojka, SestnactSmrt, Zepelin, Majak, PolkniPetre, VeselaSedmicka, HodSmrti, Zakryvani, Maxik, Knibelix, CestaDoBostonu, Boston, Nasobeni, HeartsDue,
	StraightShooter, RoundTheSpot, PadnoutMrtev, Devadesatdevet, Dvacettri, Chicago, Vez, HnaniPrasatek,
	ChatovaHra, Jackpot, Penize, LodKapitan, RodinaMaierova, Macao, SestkovaHra, KravskyOcas, VolskyOcas, Countdown, Jule, Berusky, Stoleti, JednaAzDvacet,
	JedenactVyhrava, SedmBere, JedenactBere, DavatABrat, Zapalky, PomozSvemuSousedovi, JakTyNaMe, JednaVlevo, JednickaVHrnci, HromadaDrivi,
	Mysi, Vsi, HodVsi, Pavouk,
	SudaNeboLicha, CerneABile, Barbudi, RodinneBarbudi, DvojitaLoterie, VaBanque, Banker,
	NemaJulka, NebeAPeklo, Cil, Everest}

func init() {
	for _, g := range Registered {
		board.Register(g)
	}
}
