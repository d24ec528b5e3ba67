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
// Placement chess plays 32 drops before its chess; 40 plies see both.
func TestVariantsPlayLegalMoves(t *testing.T) {
	for _, g := range []*chess.Game{chess.Chess, chess.ChiefAndWarriors, chess.KnockOutChess, chess.EatingChess,
		chess.DoubleMoveChess, chess.PlacementChess} {
		plies := 30
		if g == chess.PlacementChess {
			plies = 40
		}
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
				m, err := parseUCI(&pos, best)
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

func TestUnknownVariant(t *testing.T) {
	d := pipe(t)
	d.send("uci")
	line, _ := d.until("option name UCI_Variant", 5*time.Second)
	assert.Equal(t, "option name UCI_Variant type combo default chess var chess var chief var ko var double var placement var eating", line)
	d.until("uciok", 5*time.Second)
	d.send("setoption name UCI_Variant value shogi")
	line, _ = d.until("info string", 5*time.Second)
	assert.Contains(t, line, "unknown variant")
	// Still chess: the scholar's mate is found.
	assert.Equal(t, "h5f7", d.bestmove("startpos moves e2e4 e7e5 f1c4 b8c6 d1h5 g8f6", "depth 3"))
}

// TestDoubleMoveMate: in double-move chess (chess/doc.go: a turn is two
// moves by the same side, a checking first move ends the turn) White
// mates in one turn from 7k/6pp/8/8/8/8/3B4/3Q2K1, with a quiet first
// move and a mating second: the bishop leaves the d-file (it can give no
// check: its diagonal to h8 is shut by g7) and the queen mates on d8, or
// the queen goes to f3 and mates on a8 (the king's g8 is on the queen's
// rank, g7 and h7 are its own pawns). One move a side, Black would move
// between and there is no mate in one. Between the moves of the turn
// (FEN's seventh field "2") with the bishop on c3, Qd8 mates at once.
func TestDoubleMoveMate(t *testing.T) {
	d := pipe(t)
	d.handshake()
	d.send("setoption name UCI_Variant value double")
	const fen = "7k/6pp/8/8/8/8/3B4/3Q2K1 w - - 0 1"
	pos, err := chess.DoubleMoveChess.ParseFEN(fen)
	require.NoError(t, err)
	var played []string
	for i := range 2 {
		d.send("position fen %s moves %s", fen, strings.Join(played, " "))
		d.send("go depth 3")
		line, seen := d.until("bestmove", 20*time.Second)
		assert.Contains(t, seen[len(seen)-1], "score mate", "move %d: the last info: %v", i+1, seen)
		m, err := pos.ParseUCI(strings.Fields(line)[1])
		require.NoError(t, err, "move %d: %s", i+1, line)
		pos.Make(m)
		played = append(played, m.String())
		if i == 0 {
			require.Equal(t, chess.White, pos.SideToMove(), "%s ends the turn: a check", m)
		}
	}
	assert.True(t, pos.IsCheckmate(), "%v mates", played)
	assert.Equal(t, "d1d8", d.bestmove("fen 7k/6pp/8/8/8/2B5/8/3Q2K1 w - - 0 1 2", "depth 3"))
}

// TestPlacementToChess: from the chess array with one knight each in
// hand (a placement FEN: no piece attacks an enemy, both sides have
// placed fifteen), the engine drops both knights where they attack
// nothing and are attacked by nothing, and then plays chess; every move
// is checked against package chess's generator.
func TestPlacementToChess(t *testing.T) {
	d := pipe(t)
	d.handshake()
	d.send("setoption name UCI_Variant value placement")
	const fen = "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R[Nn] w - - 0 1"
	pos, err := chess.PlacementChess.ParseFEN(strings.TrimPrefix(fen, "fen "))
	require.NoError(t, err)
	var played []string
	for i := range 4 {
		legal := map[string]bool{}
		for _, m := range pos.GenerateMoves(nil) {
			legal[m.String()] = true
		}
		best := d.bestmove("fen "+fen+" moves "+strings.Join(played, " "), "depth 2")
		require.True(t, legal[best], "%s after %v is not legal", best, played)
		if i < 2 {
			assert.Contains(t, best, "N@", "ply %d drops the knight", i+1)
		} else {
			assert.NotContains(t, best, "@", "ply %d is chess", i+1)
		}
		m, err := parseUCI(&pos, best)
		require.NoError(t, err)
		pos.Make(m)
		played = append(played, best)
	}
}
