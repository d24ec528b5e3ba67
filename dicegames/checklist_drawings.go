package dicegames

import "github.com/rulebook-go/rulebook/board"

// The drawing games of the Checklist engine's group D: the lice, the
// mice and the spider.
var (
	// Mysi is entry 20, Mice: Vši with a mouse of 12 parts.
	Mysi = board.Must(NewChecklistGame(names(20, "Mice: one die; each seat has its own number (Player k's is k; Players 7 and 8 have 1 and 2). A throw of your number draws the next of the mouse's 12 parts: body, head, 2 ears, 2 eyes, whiskers, 4 legs, tail. The first complete mouse wins."),
		ChecklistRules{Mode: Sequence, Dice: 1, Top: 12, Own: true}))
	// Vsi is entry 42, Läuse würfeln: a louse of 12 strokes drawn with the
	// seat's own number.
	Vsi = board.Must(NewChecklistGame(names(42, "Throwing Lice: one die; each seat has its own louse number (Player k's is k; Players 7 and 8 have 1 and 2). A throw of your number adds the next of the louse's 12 strokes: body, head, eyes, antennae, legs, tail. The first complete louse wins."),
		ChecklistRules{Mode: Sequence, Dice: 1, Top: 12, Own: true}))
	// HodVsi is the flagged reconstruction of entry 43: the louse whose
	// parts the faces name, drawn again and again for 30 rounds.
	HodVsi = board.Must(NewChecklistGame(names(43, "Louse Throw: one die a turn draws the part its face names, once its prerequisite is drawn: 1 body; 3 head, 5 legs ×6 and 6 tail need the body; 2 the antennae (a pair at once) and 4 eyes ×2 need the head (12 strokes). A complete louse is followed by a new one. After 30 rounds the most strokes win (complete lice first)."),
		ChecklistRules{Mode: Parts, Dice: 1, Table: Louse, Rounds: 30}))
	// Pavouk is entry 53, Spider: the segments 2-12 without 7.
	Pavouk = board.Must(NewChecklistGame(names(53, "Spider: two dice; a sheet of ten segments 2-6 and 8-12. A sum open on your sheet is crossed off and you throw again; a sum you have crossed goes to the first seat on your left that has it open, and the dice pass; a 7 crosses off any open segment of your choice (claim:N) and the dice pass. The first to cross off all ten wins."),
		ChecklistRules{Mode: Parts, Dice: 2, Table: Spider, Sum: true, Pass: true, Wild: 7, Again: true}))
)
