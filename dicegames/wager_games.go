package dicegames

import "github.com/rulebook-go/rulebook/board"

// The games of the Wager engine (group H).
var (
	// SudaNeboLicha is entry 19, Gerade oder Ungerade, in its banker form.
	SudaNeboLicha = board.Must(NewWagerGame(names(19, "Odd or Even: the banker faces the others; each stakes a chip on even or odd, the banker throws two dice, and the parity of the sum is paid even money by the banker while the other stakes go to him. The bank passes left after three throws, or at once when broken. Ten chips each; once every seat has held the bank, the most chips win."),
		WagerRules{Resolver: Parity, Dice: 2, Banker: true, Chips: 10, Stake: 1, Rotate: 3, Match: Match{Rounds: 1}}))
	// CerneABile is the flagged placeholder of entry 21, Černé a bílé: a
	// banker game of a black and a white die.
	CerneABile = board.Must(NewWagerGame(names(21, "A banker game of a black and a white die: each other seat stakes a chip on black or white, the banker throws both, and the die showing more pips pays its backers even money; equal faces take every stake. The bank passes left after three throws, or when broken. Ten chips each; once every seat has held the bank, the most chips win."),
		WagerRules{Resolver: Colours, Dice: 2, Chips: 10, Stake: 1, Rotate: 3, Match: Match{Rounds: 1}}))
	// Barbudi is entry 25.
	Barbudi = board.Must(NewWagerGame(names(25, "The fader (the shooter's right neighbour) stakes up to 5 chips; the shooter covers all or part, the others may cover the rest, and what is not covered is withdrawn. Shooter and fader throw two dice in turn, the shooter first: 3-3, 5-5, 6-6 and 6-5 win for the thrower, 1-1, 2-2, 4-4 and 1-2 lose, anything else passes the dice. The shooter keeps the dice when he wins, when he loses by 1-2 and when the fader wins by 6-5; otherwise the fader becomes the shooter. Ten chips each; once the dice have gone round, the most chips win."),
		WagerRules{Resolver: Duel, Dice: 2, Chips: 10, Stake: 5, Pass: PassBarbudi, Match: Match{Rounds: 1}}))
	// RodinneBarbudi is the flagged reconstruction of entry 26: Barbudi
	// duels for one counter, each seat in turn shooter against its left
	// neighbour.
	RodinneBarbudi = board.Must(NewWagerGame(names(26, "Family Barbudi: each seat in turn is shooter against its left neighbour as fader; both stake one counter and throw two dice in turn, the shooter first, with the Barbudi table (3-3, 5-5, 6-6, 6-5 win for the thrower; 1-1, 2-2, 4-4, 1-2 lose); the winner takes both counters. Ten counters each; a seat without counters is out, the last seat with counters wins."),
		WagerRules{Resolver: Duel, Dice: 2, Chips: 10, Stake: 1, Pass: PassAlways, FaderLeft: true}))
	// DvojitaLoterie is the flagged placeholder of entry 36 (the rules are
	// unknown): Langsamer Peter with two dice, a race to a double.
	DvojitaLoterie = board.Must(NewWagerGame(names(36, "Flagged placeholder (the booklet's rules are unknown): each round every seat throws two dice up to ten times, stopping at the first double, and counts its throws (11 without a double); the seats that needed the most throws each pay a chip into the pot. Five chips each; a seat without chips is out, the last seat in wins."),
		WagerRules{Resolver: Doubles, Dice: 2, Chips: 5, Stake: 1, Throws: 10}))
	// VaBanque is the flagged reconstruction of entry 37.
	VaBanque = board.Must(NewWagerGame(names(37, "The banker puts up a bank of 10 chips; each other seat in turn stakes up to what is left in it (the whole bank is va banque). The bettor and the banker each throw two dice: the higher sum wins the stake, the banker wins ties. A seat that wins va banque takes the bank and becomes the banker; otherwise the bank passes left when it is empty or every seat has had a bet. Twenty chips each; once the bank has gone round, the most chips win."),
		WagerRules{Resolver: HigherSum, Dice: 2, Chips: 20, Stake: 0, Bank: 10, Match: Match{Rounds: 1}}))
	// Banker is entry 38, Bankhalter: dice 21 against a bank with a
	// hidden die.
	Banker = board.Must(NewWagerGame(names(38, "Dice 21: the banker throws one die under the cup, then one die openly as often as he likes, adding (at an open 15 he must stop). Each other seat may stake a chip, which the bank matches; the banker throws one die at a time onto the seat's total, and past 15 the seat stands or goes on; past 21 is over-thrown. The cup is lifted: a seat wins when the bank (hidden + open) is over 21, or when it is not over and higher than the bank; the bank wins equal totals. The bank passes left each deal. Ten chips each; once every seat has banked, the most chips win."),
		WagerRules{Resolver: Blackjack, Dice: 2, Chips: 10, Stake: 1, Match: Match{Rounds: 1}}))
)
