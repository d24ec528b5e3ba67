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
	DivokaTrojka = mustGame(NewPushGame(names(3, "Throw one die as often as you like, adding the faces; stop to bank the turn total, a 3 loses it. First to 100 wins."),
		PushRules{Dice: 1, Bust: 3, MinThrows: 1, Match: pigMatch}))
	// HnaniPrasatek is entry 63, Pig: 1 is the bust face, to 100.
	HnaniPrasatek = mustGame(NewPushGame(names(63, "Pig: throw one die as often as you like, adding the faces; stop to bank the turn total, a 1 loses it. First to 100 wins."),
		PushRules{Dice: 1, Bust: 1, MinThrows: 1, Match: pigMatch}))
	// Macao is entry 70: get as close to 9 as you can without passing it;
	// the closest takes the pot.
	Macao = mustGame(NewPushGame(names(70, "Each round everyone antes a chip and throws one die as often as he likes, adding the faces; past 9 is dead, the total closest to 9 takes the pot (a tie leaves it for the next round). Ten rounds; most chips wins."),
		PushRules{Dice: 1, Limit: 9, MinThrows: 1, Chips: 10, Match: Match{Rounds: 10}}))
	// Devadesatdevet is the placeholder of entry 39: the cursed three to
	// exactly 99 (with 1 as the bust face 98 could never finish).
	Devadesatdevet = mustGame(NewPushGame(names(39, "A race to exactly 99: throw one die as often as you like, a 3 loses the turn total; a turn that would pass 99 is forfeited."),
		PushRules{Dice: 1, Bust: 3, Overshoot: Forfeit, MinThrows: 1, Match: Match{Target: 99}}))
	// Dvacettri is the placeholder of entry 40: Macao with two dice to 23.
	Dvacettri = mustGame(NewPushGame(names(40, "Macao with two dice and 23: each round everyone antes and throws two dice as often as he likes, adding; past 23 is dead, the closest to 23 takes the pot. Ten rounds; most chips wins."),
		PushRules{Dice: 2, Limit: 23, MinThrows: 1, Chips: 10, Match: Match{Rounds: 10}}))
)

// Registered lists the registered games, in the order of the titles.
var Registered = []*Game{DivokaTrojka, Devadesatdevet, Dvacettri, HnaniPrasatek, Macao}

func init() {
	for _, g := range Registered {
		board.Register(g)
	}
}
