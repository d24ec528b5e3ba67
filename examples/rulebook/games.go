package main

// Every game of the library: board/all imports every family package, and
// importing a family registers its games with package board.
import _ "github.com/rulebook-go/rulebook/board/all"
