package main

// The game families the tool knows: importing a family package registers
// its games with package board. Each family adds its own line here once its
// package compiles.
import (
	_ "github.com/rulebook-go/rulebook/backgammon"
	_ "github.com/rulebook-go/rulebook/chess"
	_ "github.com/rulebook-go/rulebook/domino"
	_ "github.com/rulebook-go/rulebook/draughts"
	_ "github.com/rulebook-go/rulebook/ludo"
)
