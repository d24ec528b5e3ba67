// Package all registers every game of rulebook: a program that imports it
// for its side effect knows them all,
//
//	import _ "github.com/rulebook-go/rulebook/board/all"
//
//	for _, g := range board.Games() { ... }
//
// as the rulebook command and the web example do. A program that needs only
// some families imports those packages instead.
package all

import (
	_ "github.com/rulebook-go/rulebook/backgammon"
	_ "github.com/rulebook-go/rulebook/chess"
	_ "github.com/rulebook-go/rulebook/dicegames"
	_ "github.com/rulebook-go/rulebook/domino"
	_ "github.com/rulebook-go/rulebook/draughts"
	_ "github.com/rulebook-go/rulebook/halma"
	_ "github.com/rulebook-go/rulebook/ludo"
	_ "github.com/rulebook-go/rulebook/mill"
	_ "github.com/rulebook-go/rulebook/solitaire"
)
