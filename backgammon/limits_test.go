package backgammon

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestOverLongInput (issue 10 item 3): Parse and ParseMove of 10 MB of
// ':' or spaces are refused as bad notation before any work, allocating
// nothing in proportion to the input.
func TestOverLongInput(t *testing.T) {
	for _, fill := range []string{":", " ", "1-", "24/23 "} {
		huge := strings.Repeat(fill, 10<<20/len(fill))
		for _, g := range []*Game{BackgammonGame, GulBaraGame, TaigaPuffGame} {
			var err error
			n := allocated(func() { _, err = g.Parse(huge) })
			if !errors.Is(err, board.ErrBadNotation) || n > 64<<10 {
				t.Errorf("%s: Parse(10 MB of %q): %v, %d bytes allocated", g.ID(), fill, err, n)
			}
			s := g.NewState()
			n = allocated(func() { _, err = s.ParseMove(huge) })
			if !errors.Is(err, board.ErrBadNotation) || n > 64<<10 {
				t.Errorf("%s: ParseMove(10 MB of %q): %v, %d bytes allocated", g.ID(), fill, err, n)
			}
		}
	}
	// the limits leave room for the longest real input
	s, err := TaigaPuffGame.ParseState("W:bar,in,24,23,22,21,20,19,18,17,16,15,14,13,12 B:barx2,inx2,24,23,22,21,20,19,18,17,16,15,14 roll:W")
	if err != nil || len(s.Position()) > MaxPositionLen/2 {
		t.Fatalf("a spread-out position: %v", err)
	}
}
