package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSession(t *testing.T) {
	d := pipe(t)
	d.send("uci")
	_, before := d.until("uciok", 5*time.Second)
	assert.Contains(t, before, "id name rulebook")
	d.send("isready")
	d.until("readyok", 5*time.Second)
	d.send("ucinewgame")

	// After 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 the scholar's mate Qxf7# is mate
	// in one, which the engine reports as "score mate 1".
	d.send("position startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6")
	d.send("go depth 3")
	best, info := d.until("bestmove", 10*time.Second)
	assert.Equal(t, "bestmove h5f7", best)
	require.NotEmpty(t, info)
	assert.Contains(t, info[len(info)-1], "score mate 1")

	// The back-rank mate Rd8# from a FEN.
	assert.Equal(t, "d1d8", d.bestmove("fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", "movetime 500"))
	// Black to move is mated in one by ...Qh4# after 1.f3 e5 2.g4.
	assert.Equal(t, "d8h4", d.bestmove("startpos moves f2f3 e7e5 g2g4", "wtime 10000 btime 10000 winc 100 binc 100"))
	// Qxd8# takes an undefended rook and mates on the back rank.
	assert.Equal(t, "d1d8", d.bestmove("fen 3r2k1/5ppp/8/8/8/8/5PPP/3Q2K1 w - - 0 1", "depth 4"),
		"Qxd8+ wins a rook (and mates)")
}

func TestSessionErrors(t *testing.T) {
	d := pipe(t)
	d.handshake()
	d.send("position startpos moves e2e4")
	d.send("position fen not-a-fen")
	line, _ := d.until("info string", 5*time.Second)
	assert.Contains(t, line, "FEN")
	d.send("position startpos moves e2e5")
	line, _ = d.until("info string", 5*time.Second)
	assert.Contains(t, line, "e2e5")
	d.send("frobnicate")
	d.until("info string unknown command", 5*time.Second)
	d.send("x" + strings.Repeat("y", maxLine+10))
	d.until("info string line longer", 5*time.Second)
	// The position is still the one after 1.e4: Black moves.
	d.send("go depth 2")
	best, _ := d.until("bestmove", 10*time.Second)
	m := strings.Fields(best)[1]
	assert.Contains(t, "abcdefgh", m[:1])
	assert.Contains(t, "78", m[1:2], "a Black move, from rank 7 or 8: %s", m)
}

func TestInfiniteAndStop(t *testing.T) {
	d := pipe(t)
	d.handshake()
	d.send("position startpos")
	d.send("go infinite")
	d.quiet(300 * time.Millisecond) // no bestmove before stop (info lines only)
	d.send("stop")
	d.until("bestmove", 5*time.Second)
	d.send("isready")
	d.until("readyok", 5*time.Second)
}
