package main

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/chess"
)

// TestVariantsPlayLegalMoves plays each supported variant engine against
// itself through the protocol and checks every bestmove against the
// variant's own legal moves (package chess's generator for that game).
func TestVariantsPlayLegalMoves(t *testing.T) {
	const plies = 30
	for _, g := range []*chess.Game{chess.Chess, chess.ChiefAndWarriors, chess.KnockOutChess, chess.EatingChess} {
		t.Run(g.ID(), func(t *testing.T) {
			d := pipe(t)
			d.handshake()
			d.send("setoption name UCI_Variant value %s", g.Rules().Variant)
			d.send("ucinewgame")
			pos := g.Start()
			var played []string
			for range plies {
				legal := map[string]bool{}
				for _, m := range pos.GenerateMoves(nil) {
					legal[m.String()] = true
				}
				d.send("position startpos moves %s", strings.Join(played, " "))
				d.send("go depth 2")
				line, _ := d.until("bestmove", 20*time.Second)
				best := strings.Fields(line)[1]
				if len(legal) == 0 {
					assert.Equal(t, "0000", best, "no legal move after %v", played)
					t.Logf("the game ended after %d plies: %v", len(played), played)
					return
				}
				require.True(t, legal[best], "%s after %v is not legal in %s", best, played, g.ID())
				m, err := pos.ParseUCI(best)
				require.NoError(t, err)
				pos.Make(m)
				played = append(played, best)
			}
		})
	}
}

// TestVariantRules checks that the chosen variant's rules drive the moves.
func TestVariantRules(t *testing.T) {
	d := pipe(t)
	d.handshake()
	d.send("setoption name UCI_Variant value eating")
	// After 1.e3 b5 White's one capture, Bxb5, is compulsory in eating
	// chess (chess/doc.go: capturing is compulsory).
	assert.Equal(t, "f1b5", d.bestmove("startpos moves e2e3 b7b5", "depth 3"))
	// The chief (an amazon, Black's only piece) answers from d8.
	d.send("setoption name UCI_Variant value chief")
	best := d.bestmove("startpos moves e2e4", "depth 2")
	assert.Equal(t, "d8", best[:2], "Black's only piece stands on d8: %s", best)
}

func TestUnsupportedVariant(t *testing.T) {
	d := pipe(t)
	d.send("uci")
	line, _ := d.until("option name UCI_Variant", 5*time.Second)
	assert.Equal(t, "option name UCI_Variant type combo default chess var chess var chief var ko var double var placement var eating", line)
	d.until("uciok", 5*time.Second)
	for _, v := range []string{"double", "placement"} {
		d.send("setoption name UCI_Variant value %s", v)
		line, _ := d.until("info string", 5*time.Second)
		assert.Contains(t, line, "variant "+v+" not supported")
		assert.Contains(t, line, "still playing chess")
	}
	d.send("setoption name UCI_Variant value shogi")
	line, _ = d.until("info string", 5*time.Second)
	assert.Contains(t, line, "unknown variant")
	// Still chess: the scholar's mate is found.
	assert.Equal(t, "h5f7", d.bestmove("startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6", "depth 3"))
}
