package draughts

import (
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestLongInputRefused: over-long move and position text is refused before
// it is split (issue 10: ParseMove of "1-"×5,000,000 peaked at 238 MB,
// Parse of 10 MB of ":" or spaces at 17× the input), with an error that
// quotes only its beginning.
func TestLongInputRefused(t *testing.T) {
	s, err := English.ParseState("B:W21-32:B1-12")
	require.NoError(t, err)
	p := s.Board()
	moves := strings.Repeat("1-", 5_000_000)
	colons := strings.Repeat(":", 10_000_000)
	spaces := strings.Repeat(" ", 10_000_000)
	for _, tc := range []struct {
		name string
		read func() error
	}{
		{"ParseMove", func() error { _, err := s.ParseMove(moves); return err }},
		{"FindMove", func() error { _, err := p.FindMove(moves); return err }},
		{"Parse colons", func() error { _, err := English.Parse(colons); return err }},
		{"Parse spaces", func() error { _, err := English.Parse(spaces); return err }},
		{"ParsePosition", func() error { _, err := English.ParsePosition(colons); return err }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var err error
			n := allocated(func() { err = tc.read() })
			require.ErrorIs(t, err, board.ErrBadNotation)
			require.Less(t, len(err.Error()), 200, "the message quotes the text whole")
			require.Less(t, n, uint64(64<<10), "bytes allocated")
		})
	}
	// long real texts still read: every dark square of the 16×16 leap
	// board taken, and a 20-square capture path on the 10×10 board
	var w, b []string
	for sq := range Leap.n {
		if Leap.playable[sq] {
			if Leap.rank(sq) < 8 {
				w = append(w, "K"+Leap.SquareName(sq))
			} else {
				b = append(b, "K"+Leap.SquareName(sq))
			}
		}
	}
	_, err = Leap.ParsePosition("W:W" + strings.Join(w, ",") + ":B" + strings.Join(b, ","))
	require.NoError(t, err)
	start := International.Start()
	_, err = start.FindMove("46x37x28x19x10x4x15x24x33x42x47x36x27x18x9x3x14x25x34x43")
	require.ErrorIs(t, err, board.ErrIllegalMove) // read, then found not legal
}
