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

// TestTurnCounterBound (issue 10 item 4): Gul Bara's turn counter stops at
// MaxTurns instead of wrapping to −32768, so the position after a turn
// reads back and the ladder stays due; counts past the bound are refused.
func TestTurnCounterBound(t *testing.T) {
	s, err := GulBaraGame.ParseState("W:24x15 B:24x15 roll:W turns:32767,5")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"5-2", "24/19 24/22"} {
		if err := board.Replay(s, m); err != nil {
			t.Fatal(err)
		}
		if _, err := GulBaraGame.Parse(s.Position()); err != nil {
			t.Fatalf("after %s: Position() %q does not read back: %v", m, s.Position(), err)
		}
	}
	if want := "W:24x13,22,19 B:24x15 roll:B turns:32767,5"; s.Position() != want {
		t.Fatalf("Position() = %q, want %q", s.Position(), want)
	}
	// White's next double is still a ladder (he has played more than three turns)
	if !s.ladder(White) {
		t.Fatal("the ladder is no longer due after the counter's bound")
	}
	for _, pos := range []string{"W:24x15 B:24x15 roll:W turns:32768,5", "W:24x15 B:24x15 roll:W turns:5,-1", "W:24x15 B:24x15 roll:W turns:99999999999999999999,0"} {
		if _, err := GulBaraGame.Parse(pos); !errors.Is(err, board.ErrBadNotation) || !strings.Contains(err.Error(), "bad turns") {
			t.Errorf("Parse(%q): %v, want a bad-turns error", pos, err)
		}
	}
	// counted over both players' turns, the sum cannot wrap either
	r := GulBara()
	r.NormalDoubleTurnsGame = true
	g, err := NewGame(board.Names{ID: "backgammon/gul-bara-game-count", Name: "test"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s, err = g.ParseState("W:24x15 B:24x15 roll:W turns:32767,32767")
	if err != nil || !s.ladder(White) {
		t.Fatalf("sum of two full counters: %v, ladder %v", err, err == nil && s.ladder(White))
	}
}
