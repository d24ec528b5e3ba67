package dicegames

import "github.com/rulebook-go/rulebook/board"

// The games of the Checklist engine.
var (
	// Berusky is entry 47, Beetle: body, then head, legs and tail, then
	// eyes and antennae.
	Berusky = board.Must(NewChecklistGame(names(47, "Beetle: one die a turn draws the part its face names, if its prerequisite is drawn and its count is not complete: 1 body, 2 head, 3 legs ×6, 4 eyes ×2, 5 antennae ×2, 6 tail; the head, legs and tail need the body, the eyes and antennae the head. The first complete beetle (13 parts) wins."),
		ChecklistRules{Mode: Parts, Dice: 1}))
	// Stoleti is entry 48, Centennial.
	Stoleti = board.Must(NewChecklistGame(names(48, "Centennial: move 1, 2, …, 12 and back 11, …, 1 in order. One throw of three dice a turn makes the next number by one die or a sum of dice, and then the following numbers from the same throw (a die may serve again). The first to finish the 23 steps wins."),
		ChecklistRules{Mode: Sequence, Dice: 3, Top: 12, Return: true}))
	// JednaAzDvacet is the flagged reconstruction of entry 49: Centennial
	// one way, 1 to 20, with four dice.
	JednaAzDvacet = board.Must(NewChecklistGame(names(49, "Centennial one way from 1 to 20 with four dice: one throw a turn makes the next number by one die or a sum of dice, and the following numbers from the same throw. The first to reach 20 wins."),
		ChecklistRules{Mode: Sequence, Dice: 4, Top: 20}))
	// Jule is entry 51: 1..6 and 6..1 with one die, a number at a time.
	Jule = board.Must(NewChecklistGame(names(51, "One throw of one die a turn: cross off the numbers 1, 2, …, 6 in order, then from another 6 back down 6, 5, …, 1 (12 hits); a throw of the number you need is a hit, any other throw does nothing. The first to cross off the last 1 wins."),
		ChecklistRules{Mode: Sequence, Dice: 1, Top: 6, Return: true, Twice: true, OneClaim: true}))
	// SestkovaHra is the flagged placeholder of entry 11, Šestková hra ale
	// žádná jednička, read as the Sechserspiel without the 1 token.
	SestkovaHra = board.Must(NewChecklistGame(names(11, "Each seat holds the tokens 2-6. Throw one die: a token you still hold is discarded and you throw again; a 1, or a number you no longer hold, ends the turn. The first to discard all five tokens wins."),
		ChecklistRules{Mode: Parts, Dice: 1, Table: Tokens, Again: true}))
)

// Countdown is the flagged reconstruction of entry 34: a race down from
// 100, one throw of two dice a turn. It is the PushYourLuck race with one
// throw a turn (the points subtracted are the score, so 0 left is a score
// of 100).
var Countdown = board.Must(NewPushGame(names(34, "Everyone starts at 100; each turn one throw of two dice is subtracted from your number. The first to reach 0 (or below) wins."),
	PushRules{Dice: 2, MinThrows: 1, MaxThrows: 1, Match: Match{Target: 100}}))

// KravskyOcas is entry 6, Kuhschwanz: a tail of rows of 1-6 counters.
var KravskyOcas = board.Must(NewChecklistGame(names(6, "Cow's Tail: each seat lays its 21 counters in rows of 1, 2, …, 6. One throw of one die a turn removes the row of that size into the middle, if it is still there. The first to clear his tail wins and takes every counter on the table."),
	ChecklistRules{Mode: Parts, Dice: 1, Table: Rows, Counters: true}))

// VolskyOcas is the flagged reconstruction of entry 7: Cow's Tail with two
// dice and rows of 2-12.
var VolskyOcas = board.Must(NewChecklistGame(names(7, "Ox Tail: Cow's Tail with two dice; each seat lays 77 counters in rows of 2, 3, …, 12. One throw of two dice a turn removes the row of the sum into the middle, if it is still there. The first to clear his tail takes every counter on the table."),
	ChecklistRules{Mode: Parts, Dice: 2, Table: SumRows, Sum: true, Counters: true}))

// NemaJulka is entry 5, Stumme Jule: Jule played in silence.
var NemaJulka = board.Must(NewChecklistGame(names(5, "Silent Jule: Jule (cross off 1, 2, …, 6 in order with one die a turn, then from another 6 back down to 1) played in silence: nobody may speak but the calls \"Jule is gone\" and \"Jule is back\", and a seat that speaks starts again from nothing. The first to cross off the last 1 wins."),
	ChecklistRules{Mode: Sequence, Dice: 1, Top: 6, Return: true, Twice: true, OneClaim: true, Silent: true}))

// Everest is entry 50: Centennial's numbers twice, in any order, each die
// serving once a throw.
var Everest = board.Must(NewChecklistGame(names(50, "Everest: each seat's sheet has the numbers 1-12 twice (a row up and a row down). One throw of three dice a turn: cross off open boxes in any order, each number made by one die or a sum of dice, every die serving once (1, 2 and 5 may cross off 1, 2 and 5, or 3 and 5, or 8, …). The first to cross off all 24 boxes wins."),
	ChecklistRules{Mode: Boxes, Dice: 3, Top: 12}))
