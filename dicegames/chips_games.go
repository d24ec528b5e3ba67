package dicegames

import "github.com/rulebook-go/rulebook/board"

// The chip-passing games of the Chips engine (group F).
var (
	// PomozSvemuSousedovi is entry 58, Help Your Neighbour.
	PomozSvemuSousedovi = board.Must(NewChipGame(names(58, "Help Your Neighbour: the faces belong to the seats (six seats a face each; five or four, the 6 or the 5 and 6 belong to nobody; three, two faces each; two, three each). Each turn three dice are thrown once; for every die the owner of its face puts a counter into the pot. The first seat rid of its 10 counters wins the pot (seats emptied by one throw share it)."),
		ChipRules{Mode: EachDie, Dice: 3, Chips: 10, Faces: FaceActions{OwnerPays, OwnerPays, OwnerPays, OwnerPays, OwnerPays, OwnerPays},
			End: FirstEmpty, Ties: Share, MaxPlayers: 6}))
	// JakTyNaMe is entry 61, chips passed round the table.
	JakTyNaMe = board.Must(NewChipGame(names(61, "Tit for Tat: 10 chips each, one die. Pass as many chips as the face shows to your left neighbour (none if you hold fewer); a 6 puts one chip into the middle, out of play. The first seat without chips wins."),
		ChipRules{Mode: EachDie, Dice: 1, Chips: 10, Faces: FaceActions{PassFace, PassFace, PassFace, PassFace, PassFace, GiveMiddle},
			End: FirstEmpty, MinPlayers: 3}))
	// JednaVlevo is entry 62, 1 left, 2 right, 6 in the middle.
	JednaVlevo = board.Must(NewChipGame(names(62, "Three chips each, three dice. For every die a 1 gives a chip to your left neighbour, a 2 to your right one, a 6 puts one into the middle for good. A seat without chips skips its throws until a chip is passed to it. When one chip is left outside the middle, its holder loses."),
		ChipRules{Mode: EachDie, Dice: 3, Chips: 3, Faces: FaceActions{One: GiveLeft, Two: GiveRight, Six: GiveMiddle},
			End: LastChip, Broke: Skips, MinPlayers: 3}))
	// JednickaVHrnci is entry 64, Aces in the Pot.
	JednickaVHrnci = board.Must(NewChipGame(names(64, "Aces in the Pot: two counters each, two dice. Each 1 puts a counter into the pot, each 6 passes one to your left neighbour (a 1 first); a seat without counters skips until one comes back. When one counter is left outside the pot, its holder throws three times: without a 6 he wins the pot, a 6 passes the counter and the attempt to the left."),
		ChipRules{Mode: EachDie, Dice: 2, Chips: 2, Faces: FaceActions{One: GivePot, Six: GiveLeft},
			End: AcesFinale, Broke: Skips}))
	// HromadaDrivi is entry 65, the Scheiterhaufen.
	HromadaDrivi = board.Must(NewChipGame(names(65, "Woodpile: three matches each, two dice. Each 1 gives a match to your left neighbour, each 6 puts one on the woodpile for good; a seat without matches skips. When only one seat holds matches it throws once per match, only 6s counting: rid of them all, the game is drawn, otherwise it loses."),
		ChipRules{Mode: EachDie, Dice: 2, Chips: 3, Faces: FaceActions{One: GiveLeft, Six: GiveMiddle},
			End: WoodpileFinale, Broke: Skips, MinPlayers: 3}))
	// Zapalky is the flagged reconstruction of entry 41, throwing for
	// matches.
	Zapalky = board.Must(NewChipGame(names(41, "Matches: a heap of 20 matches a seat in the middle and one die. Take as many matches as you throw; once six or fewer are left, only the exact number takes them. When the heap is gone, the most matches win."),
		ChipRules{Mode: EachDie, Dice: 1, Heap: 20, ExactBelow: 6, Faces: FaceActions{TakeFace, TakeFace, TakeFace, TakeFace, TakeFace, TakeFace},
			End: HeapEmpty}))
	// DavatABrat is the flagged reconstruction of entry 24, Put and Take.
	DavatABrat = board.Must(NewChipGame(names(24, "Put and Take: 10 chips each, everyone antes one. Throw the action die (1-3 put, 4-6 take), then the amount die (1-5 that many, 6 all): put pays into the pot (all: as many as it holds), take takes from it (all: empties it, and everyone antes again). A seat out of chips is out; the last one in wins."),
		ChipRules{Mode: PutTake, Dice: 1, Chips: 10, Ante: 1, End: LastHolder, Broke: IsOut}))
)

// The pot games of the Chips engine (group G).
var (
	// SedmBere is the flagged reconstruction of entry 22, Sieben hoch.
	SedmBere = board.Must(NewChipGame(names(22, "Seven Takes: 20 chips each, two dice thrown once a turn. A 7 takes seven chips from the pot (what it lacks is topped up from the box); any other sum pays its difference from 7 into the pot (2 and 12 pay 5). A seat out of chips is out; the last one in wins."),
		ChipRules{Mode: SumTarget, Dice: 2, Chips: 20, Target: 7, Take: 7, TopUp: true, End: LastHolder, Broke: IsOut}))
	// JedenactBere is entry 23, Elf hoch.
	JedenactBere = board.Must(NewChipGame(names(23, "Eleven Takes: 50 chips each, everyone antes one. Two dice a turn: 11 takes the whole pot and everyone antes again; 12 pays 12 into the pot; any other sum pays 11 minus the sum. A seat out of chips is out; the last one in wins."),
		ChipRules{Mode: SumTarget, Dice: 2, Chips: 50, Ante: 1, Target: 11, High: 12, End: LastHolder, Broke: IsOut}))
	// JedenactVyhrava is the flagged reconstruction of entry 14, Elf
	// gewinnt.
	JedenactVyhrava = board.Must(NewChipGame(names(14, "Eleven Wins: 10 chips each; every hand everyone antes one and in turn throws two dice once, until the first 11 takes the pot. A seat that cannot ante is out. After 10 hands the most chips win."),
		ChipRules{Mode: SumTarget, Dice: 2, Chips: 10, Ante: 1, Target: 11, Miss: PayNothing, Hands: 10, End: LastHolder, Broke: IsOut}))
)
