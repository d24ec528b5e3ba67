package pgn_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulebook-go/rulebook/internal/pgn"
)

// Split a game into tokens; the game package decides what each symbol is.
func ExampleLexer() {
	l := pgn.NewLexer(strings.NewReader("[Event \"Demo\"]\n1. e4!? {best by test} (1. d4 $1) 1-0"))
	for {
		t, err := l.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println("error:", err)
			break
		}
		fmt.Printf("%d %q %q %q %d\n", t.Kind, t.Name, t.Text, t.Suffix, t.NAG)
	}
	// Output:
	// 1 "Event" "Demo" "" 0
	// 3 "" "1." "" 0
	// 2 "" "e4" "!?" 5
	// 4 "" "best by test" "" 0
	// 8 "" "(" "" 0
	// 3 "" "1." "" 0
	// 2 "" "d4" "" 0
	// 6 "" "$1" "" 1
	// 9 "" ")" "" 0
	// 2 "" "1-0" "" 0
}
