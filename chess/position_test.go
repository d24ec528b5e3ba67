package chess

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range startFENs() {
		p, err := ParseFEN(fen)
		require.NoError(t, err, fen)
		assert.Equal(t, fen, p.FEN())
	}
	// The e.p. square is written after every double step, capturable or not.
	p := StartPosition()
	m, _ := p.ParseSAN("e4")
	p.Make(m)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p.FEN())
}

// TestFENErrors: every malformed or impossible field is rejected with
// ErrBadNotation and a reason that names it.
func TestFENErrors(t *testing.T) {
	cases := []struct{ fen, reason string }{
		{"", "empty FEN"},
		{"8/8/8/4k3/8/8/8/4K3 w - -", "clock and move number are missing"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "found 5"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", "found 7 fields"},
		{"8/8/8/8", "found 1 field"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "8 ranks"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6"},
		{"rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "two digits"},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "more than 8 squares"},
		{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "describes 7 squares"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "not a piece letter"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1", "castling"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w QK - 0 1", "order KQkq"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "en passant"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "half-move clock"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "half-move clock"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "move number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 9999999", "move number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "white has 0 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1", "white has 2 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/P7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "9 pawns"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w Qkq - 0 1", "first or last rank"},
		{"rnbqkbnp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1", "first or last rank"},
		{"rnbqkbnr/pppppppp/8/8/8/QQ6/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "pieces"},
		{"rnbqkbnr/pppppppp/8/8/8/QQQ5/2PPPPPP/RNBQK1NR w KQkq - 0 1", "promoted pieces"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling: right K needs"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w kq - 0 1", ""}, // valid: no white rights
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1KNR w Kkq - 0 1", "castling: right K needs"},
		{"1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "castling: right q needs"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "rank 6 with white to move"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "no black pawn on e5"},
		{"rnbqkb1r/pppp1ppp/4n3/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "must be empty"},
		{"rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 3 2", "half-move clock: 3 with en passant square e6"},
		// A check the double step cannot have given: the side to move
		// was in check before it, with the other side to move. The
		// first two crashed Stockfish 15.1 in the cross-check of
		// testdata/stockfish_perft.txt; the library used to accept them.
		{"r3k2r/5P2/2N5/8/p2nPp2/2N3B1/2P2P2/4K2R b Kkq e3 0 51", "black would already have been in check before the double step e2e4"},
		{"4k3/5q2/8/1p3PpP/1Q2pp2/P2PPKQQ/2rb1PpR/8 w - g6 0 54", "white would already have been in check before the double step g7g5"},
		{"4k3/5P2/8/8/4P3/8/8/4K3 b - e3 0 1", "before the double step"},
		{"4k3/8/8/8/4Pp2/8/8/4K2R b - e3 0 1", ""}, // valid: no check
		{"8/8/8/5k2/4P3/8/8/4K3 b - e3 0 1", ""},   // valid: the pawn gives check
		{"8/8/8/7k/4P3/8/8/3BK3 b - e3 0 1", ""},   // valid: discovered check through e2
		{"8/8/8/3p4/4K3/8/8/k7 w - d6 0 1", ""},    // valid: the pawn gives check
		{"8/r6K/8/3p4/8/8/8/k7 w - d6 0 1", ""},    // valid: d7d5 opened the seventh rank
		{"4k3/8/8/8/8/8/8/4K2R b - - 0 1", ""},     // valid
		{"4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "not to move, is in check"},
		{"4k3/8/8/8/8/5n2/3r4/R3K2R w - - 0 1", ""}, // double check is possible
		{"4k3/8/8/8/1b6/5n2/4r3/4K3 w - - 0 1", "from 3 pieces"},
		// Of two checks one was discovered, so one checker is a slider.
		// Stockfish 15.1 counts these impossible positions without
		// complaint (found in the cross-check with it).
		{"4k3/8/8/8/8/5n2/8/4K2r w - - 0 1", ""}, // valid: Ng1-f3 uncovers the rook
		{"4k3/8/8/8/8/3p1p2/4K3/8 w - - 0 1", "double check from d3 and f3"},
		{"4k3/8/8/8/8/2n2p2/4K3/8 w - - 0 1", "needs a bishop, rook or queen"},
		{"4k3/8/8/8/8/2n3n1/4K3/8 w - - 0 1", "double check from c3 and g3"},
	}
	cases = append(cases, issue10FEN...)
	for _, c := range cases {
		_, err := ParseFEN(c.fen)
		if c.reason == "" {
			assert.NoError(t, err, c.fen)
			continue
		}
		if assert.Error(t, err, c.fen) {
			assert.True(t, errors.Is(err, board.ErrBadNotation), "%s: %v", c.fen, err)
			assert.Contains(t, err.Error(), c.reason, c.fen)
		}
	}
}

// issue10FEN are the reproductions of issue 10: item 7 (two checkers on
// one line through the king, which python-chess also rejects as an
// impossible check), item 9 (messages that name the field and show the
// offending text whole, with the right plural; white space), item 4 (the
// counters' bound) and item 3 (over-long text).
var issue10FEN = []struct{ fen, reason string }{
	{"7k/8/8/8/8/8/8/r3K2r w - - 0 1", "from a1 and h1 on one line through the king"},
	{"k7/8/8/1b6/8/3K4/8/5q2 w - - 0 1", "from f1 and b5 on one line through the king"},
	{"4k3/8/8/8/8/8/3r4/r3K3 w - - 0 1", ""}, // d2 and a1 check along different lines: Rd1-d2+ uncovers a1
	{"      ", "empty FEN"},
	{"\t", "empty FEN"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw\tKQkq\t-\t0\t1", ""},
	{"  rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n", ""},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\u00a0w\u00a0KQkq\u00a0-\u00a00\u00a01", ""},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNâ w KQkq - 0 1", `rank 1: "â" is not a piece letter`},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNâ w KQkq - 0 1", `placement "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNâ"`},
	{"rnbqkbnr/pppppppp/8/8/8/QQ6/1PPPPPPP/R1BQKBNR w KQkq - 0 1", "white has 2 promoted pieces but only 1 missing pawn"},
	{"rnbqkbnr/pppppppp/8/8/8/QQQ5/2PPPPPP/R1BQK1NR w KQkq - 0 1", "white has 3 promoted pieces but only 2 missing pawns"},
	{"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQK1NR w KQkq - 0 1", "white has 1 promoted piece but only 0 missing pawns"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1", "castling: right K"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1 w KQkq - 0 1", "describes 1 square, not 8"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1000000", "move number: 1000000 is above 999999"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1000000 1", "half-move clock: 1000000 is above 999999"},
	{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 999999", ""},
	{strings.Repeat(" ", MaxFENLength+1), fmt.Sprintf("FEN longer than %d bytes (%d)", MaxFENLength, MaxFENLength+1)},
	{strings.Repeat(":", 10_000_000), "FEN longer than 192 bytes"},
}

// TestFENCountersReadBack is issue 10 item 4: from move 999999 with Black
// to move, the move number would pass what ParseFEN reads; FEN writes it
// capped, so the position written reads back and plays the same.
func TestFENCountersReadBack(t *testing.T) {
	p, err := ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 999999")
	require.NoError(t, err)
	m, err := p.ParseMove("Nf6")
	require.NoError(t, err)
	p.Make(m)
	require.Equal(t, 1_000_000, p.FullmoveNumber(), "the typed API counts on")
	fen := p.FEN()
	require.Equal(t, "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 1 999999", fen)
	again, err := ParseFEN(fen)
	require.NoError(t, err)
	require.Equal(t, p.Hash(), again.Hash())
}

// TestOverlongInputRefusedFirst is issue 10 item 3: 10 MB of text is
// refused before it is split or scanned (the error shows its start only),
// allocating next to nothing, by every reader of a single position or move.
func TestOverlongInputRefusedFirst(t *testing.T) {
	state := Chess.NewState(StartPosition())
	pos := StartPosition()
	for _, huge := range []string{strings.Repeat(" ", 10_000_000), strings.Repeat(":", 10_000_000), strings.Repeat("\x00", 10_000_000)} {
		for name, read := range map[string]func() error{
			"ParseFEN":        func() error { _, err := ParseFEN(huge); return err },
			"Game.Parse":      func() error { _, err := Chess.Parse(huge); return err },
			"ParseMove":       func() error { _, err := pos.ParseMove(huge); return err },
			"ParseSAN":        func() error { _, err := pos.ParseSAN(huge); return err },
			"ParseUCI":        func() error { _, err := pos.ParseUCI(huge); return err },
			"State.ParseMove": func() error { _, err := state.ParseMove(huge); return err },
		} {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			err := read()
			runtime.ReadMemStats(&after)
			require.ErrorIs(t, err, board.ErrBadNotation, name)
			require.Contains(t, err.Error(), "longer than", name)
			require.Less(t, len(err.Error()), 200, name)
			require.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<10), name)
		}
	}
}
