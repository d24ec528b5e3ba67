package chess

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variantState reads fen as a state of g.
func variantState(t *testing.T, g *Game, fen string) *State {
	t.Helper()
	p, err := g.ParseFEN(fen)
	require.NoError(t, err, fen)
	return g.NewState(p)
}

// stateUCI returns the sorted UCI of the state's legal moves.
func stateUCI(s *State) []string {
	p := s.Board()
	if s.outcome.Over {
		return nil
	}
	return uciList(&p)
}

// TestGoldenChief checks the scenarios N-1..N-4 of the chief game
// (the moves and outcomes worked out from the rules).
func TestGoldenChief(t *testing.T) {
	t.Run("N-1", func(t *testing.T) {
		s := ChiefAndWarriors.NewState(ChiefAndWarriors.Start())
		assert.Equal(t, "3a4/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", s.Position())
		assert.Len(t, stateUCI(s), 20)
	})
	t.Run("N-2", func(t *testing.T) {
		s := variantState(t, ChiefAndWarriors, "3a4/8/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQ e3 0 1")
		assert.Equal(t, strings.Fields("d8a5 d8a8 d8b6 d8b7 d8b8 d8c6 d8c7 d8c8 d8d4 d8d6 d8d7 d8e6 d8e7 d8e8 d8f6 d8f7 d8f8 d8g5 d8g8 d8h4 d8h8"), stateUCI(s))
	})
	t.Run("N-3", func(t *testing.T) {
		s := variantState(t, ChiefAndWarriors, "8/8/8/8/8/8/2a5/K7 w - - 0 1")
		p := s.Board()
		assert.True(t, p.InCheck())
		o := s.Outcome()
		assert.True(t, o.Over)
		assert.Equal(t, []board.Player{board.Player(Black)}, o.Winners)
		assert.Equal(t, board.CodeCheckmate, o.Code)
	})
	t.Run("N-4", func(t *testing.T) {
		s := variantState(t, ChiefAndWarriors, "aN6/1R6/Q7/8/8/8/8/7K b - - 0 1")
		p := s.Board()
		assert.True(t, p.InCheck())
		o := s.Outcome()
		assert.Equal(t, []board.Player{board.Player(White)}, o.Winners)
		assert.Equal(t, board.CodeCheckmate, o.Code)
	})
}

// TestGoldenKnockOut checks K-1..K-3.
func TestGoldenKnockOut(t *testing.T) {
	for _, c := range []struct {
		id, fen string
		winner  Color
		code    string
	}{
		{"K-1", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Black, CodeNoMoves},
		{"K-2", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", Black, board.CodeCheckmate},
		{"K-3", "k7/8/1K6/4B3/8/8/8/8 b - - 0 1", Black, CodeNoMoves},
	} {
		t.Run(c.id, func(t *testing.T) {
			o := variantState(t, KnockOutChess, c.fen).Outcome()
			require.True(t, o.Over)
			assert.Equal(t, []board.Player{board.Player(c.winner)}, o.Winners)
			assert.Equal(t, c.code, o.Code)
		})
	}
	t.Run("K-3 is a dead draw in chess", func(t *testing.T) {
		o := variantState(t, Chess, "k7/8/1K6/4B3/8/8/8/8 b - - 0 1").Outcome()
		assert.True(t, o.Over)
		assert.Empty(t, o.Winners)
	})
	t.Run("MateAlsoWins", func(t *testing.T) {
		g, err := board.Configure(KnockOutChess, "MateAlsoWins=true")
		require.NoError(t, err)
		o := variantState(t, g.(*Game), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").Outcome()
		assert.Equal(t, []board.Player{board.Player(White)}, o.Winners)
	})
	t.Run("dead position only K v K", func(t *testing.T) {
		o := variantState(t, KnockOutChess, "8/8/8/3k4/8/8/8/K7 w - - 0 1").Outcome()
		assert.Equal(t, CodeInsufficientMaterial, o.Code)
		o = variantState(t, KnockOutChess, "8/8/8/3k4/8/8/8/KN6 w - - 0 1").Outcome()
		assert.False(t, o.Over)
	})
}

// TestGoldenPlacement checks P-1..P-4.
func TestGoldenPlacement(t *testing.T) {
	t.Run("P-1", func(t *testing.T) {
		s := PlacementChess.NewState(PlacementChess.Start())
		assert.Equal(t, "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1", s.Position())
		assert.Len(t, stateUCI(s), 5*64+48)
	})
	t.Run("P-2", func(t *testing.T) {
		s := PlacementChess.NewState(PlacementChess.Start())
		require.NoError(t, s.Play(Turn{move: NewDrop(King, 4)}))
		per := map[byte]int{}
		for _, m := range stateUCI(s) {
			per[m[0]]++
		}
		assert.Equal(t, map[byte]int{'K': 58, 'N': 54, 'B': 53, 'R': 47, 'P': 45, 'Q': 42}, per)
		assert.Len(t, stateUCI(s), 299)
		assert.NotContains(t, stateUCI(s), "R@d2")
		assert.NotContains(t, stateUCI(s), "R@e5")
	})
	t.Run("P-3", func(t *testing.T) {
		p := PlacementChess.Start()
		assert.Equal(t, uint64(368), p.Perft(1))
		assert.Equal(t, uint64(98726), p.Perft(2))
	})
	t.Run("P-4", func(t *testing.T) {
		// White holds one bishop, the other stands on c1 (dark); the rest
		// of both armies is placed far apart or still in hand.
		s := variantState(t, PlacementChess, "8/8/8/8/8/8/8/2B5[KQRRBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1")
		require.NoError(t, s.Play(Turn{move: NewDrop(King, 63)}))
		for _, m := range stateUCI(s) {
			if m[0] == 'B' {
				sq, _ := ParseSquare(m[2:])
				assert.False(t, grid.Dark(board.Square(sq)), m)
			}
		}
	})
}

// TestPlacementNoDropLoses: rule 5.3's end. Black holds one pawn and
// every empty square of ranks 2 to 7 is attacked by White: b7 by the king
// c7, f7 by the rook f5, g7 by the knight h5, b6 c6 d6 by the king, e6 by
// the queen, f6 by the rook, g6 by the knight e7, h6 by the pawn g5, a5 to
// e5 by the rook f5, a4 to d4 by the rook e4, e3 by that rook, f3 by the
// pawn e2. Black cannot drop and loses.
func TestPlacementNoDropLoses(t *testing.T) {
	s := variantState(t, PlacementChess, "7n/p1KQN2B/r7/5RPN/4RPPB/ppPP2Pp/qrnpPPpp/bb5k[p] b - - 0 16")
	assert.Empty(t, stateUCI(s))
	o := s.Outcome()
	assert.Equal(t, CodeNoDrop, o.Code)
	assert.Equal(t, []board.Player{board.Player(White)}, o.Winners)
}

// TestGoldenEating checks Z-1..Z-5.
func TestGoldenEating(t *testing.T) {
	t.Run("Z-1", func(t *testing.T) {
		s := EatingChess.NewState(EatingChess.Start())
		assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", s.Position())
		assert.Len(t, stateUCI(s), 20)
	})
	t.Run("Z-2", func(t *testing.T) {
		s := variantState(t, EatingChess, "4k3/P7/8/8/8/8/8/RNBQKBNR w - - 0 1")
		got := stateUCI(s)
		assert.Len(t, got, 49)
		for _, m := range got {
			assert.False(t, strings.HasPrefix(m, "a7"), m)
		}
	})
	t.Run("Z-3", func(t *testing.T) {
		s := variantState(t, EatingChess, "4k3/P7/8/8/8/8/8/R1BQKBNR w - - 0 1")
		got := stateUCI(s)
		assert.Len(t, got, 48)
		var pawn []string
		for _, m := range got {
			if strings.HasPrefix(m, "a7") {
				pawn = append(pawn, m)
			}
		}
		assert.Equal(t, []string{"a7a8n"}, pawn)
	})
	t.Run("Z-4", func(t *testing.T) {
		s := variantState(t, EatingChess, "8/8/8/8/8/8/4p3/3K4 w - - 0 1")
		assert.Equal(t, []string{"d1e2"}, stateUCI(s))
		require.NoError(t, s.Play(Turn{move: NewMove(3, 12, Normal, 0)}))
		o := s.Outcome()
		assert.Equal(t, []board.Player{board.Player(Black)}, o.Winners)
		assert.Equal(t, CodeNoMoves, o.Code)
	})
	t.Run("Z-5", func(t *testing.T) {
		o := variantState(t, EatingChess, "8/8/8/8/8/p7/P7/8 w - - 0 1").Outcome()
		assert.Equal(t, []board.Player{board.Player(White)}, o.Winners)
	})
	t.Run("promotion to a king", func(t *testing.T) {
		s := variantState(t, EatingChess, "8/P7/8/8/8/8/8/RNBQ1BNR w - - 0 1")
		assert.Contains(t, stateUCI(s), "a7a8k")
		m, err := s.ParseMove("a8=K")
		require.NoError(t, err)
		assert.Equal(t, "a7a8k", m.String())
	})
}

// variantPerft are the perft figures of the variants
// (computed with an independent generator; the eating figures are
// the published antichess counts, Fairy-Stockfish's antichess).
var variantPerft = []struct {
	game  *Game
	quick int
	nodes []uint64
}{
	{ChiefAndWarriors, 4, []uint64{20, 423, 9214, 181082}},
	{PlacementChess, 2, []uint64{368, 98726}},
	{EatingChess, 4, []uint64{20, 400, 8067, 153299, 2732672, 46264162}},
}

func TestVariantPerft(t *testing.T) {
	for _, c := range variantPerft {
		t.Run(c.game.ID(), func(t *testing.T) {
			p := c.game.Start()
			for d := 1; d <= len(c.nodes); d++ {
				if d > c.quick && !deep() {
					break
				}
				assert.Equal(t, c.nodes[d-1], p.Perft(d), "perft(%d)", d)
			}
			s := c.game.NewState(p)
			assert.Equal(t, c.nodes[1], s.Perft(2), "State.Perft(2)")
		})
	}
}

// TestKnockOutPerft: K.O. chess generates exactly chess's moves, so its
// perft is chess's on the six standard positions.
func TestKnockOutPerft(t *testing.T) {
	for _, c := range perftCases {
		p, err := KnockOutChess.ParseFEN(c.fen)
		require.NoError(t, err)
		d := min(c.quick, 3)
		assert.Equal(t, c.nodes[d-1], KnockOutChess.NewState(p).Perft(d), c.name)
	}
}

// TestGoldenDouble checks D-1..D-4 of double-move chess.
func TestGoldenDouble(t *testing.T) {
	t.Run("D-1", func(t *testing.T) {
		s := DoubleMoveChess.NewState(DoubleMoveChess.Start())
		assert.Len(t, stateUCI(s), 20)
		require.NoError(t, s.Play(Turn{move: NewMove(12, 28, Normal, 0)}))
		assert.Equal(t, board.Player(White), s.ToMove())
		assert.Len(t, stateUCI(s), 30)
		require.NoError(t, s.Play(Turn{move: NewMove(6, 21, Normal, 0)}))
		assert.Equal(t, board.Player(Black), s.ToMove())
	})
	t.Run("D-2", func(t *testing.T) {
		s := variantState(t, DoubleMoveChess, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1")
		mv, err := s.ParseMove("a1a8")
		require.NoError(t, err)
		require.NoError(t, s.Play(mv))
		assert.Equal(t, board.Player(Black), s.ToMove())
		assert.Equal(t, strings.Fields("e8d7 e8e7 e8f7"), stateUCI(s))
		mv, _ = s.ParseMove("e8e7")
		require.NoError(t, s.Play(mv))
		assert.Equal(t, board.Player(Black), s.ToMove())
	})
	t.Run("D-3", func(t *testing.T) {
		s := variantState(t, DoubleMoveChess, "8/8/4b3/8/p7/8/P1k5/K7 w - - 0 1")
		assert.Equal(t, []string{"a2a3"}, stateUCI(s))
		mv, _ := s.ParseMove("a2a3")
		require.NoError(t, s.Play(mv))
		o := s.Outcome()
		require.True(t, o.Over)
		assert.Empty(t, o.Winners)
		assert.Equal(t, CodeNoSecondMove, o.Code)
	})
	t.Run("D-4", func(t *testing.T) {
		s := variantState(t, DoubleMoveChess, "4k3/8/7p/3pP3/8/8/8/4K3 w - d6 0 1")
		assert.Equal(t, strings.Fields("e1d1 e1d2 e1e2 e1f1 e1f2 e5d6 e5e6"), stateUCI(s))
		mv, _ := s.ParseMove("e1e2")
		require.NoError(t, s.Play(mv))
		assert.Equal(t, strings.Fields("e2d1 e2d2 e2d3 e2e1 e2e3 e2f1 e2f2 e2f3 e5e6"), stateUCI(s))
		assert.Equal(t, "4k3/8/7p/3pP3/8/8/4K3/8 w - - 1 1 2", s.Position())
	})
	t.Run("two en-passant targets", func(t *testing.T) {
		// Black's last turn was d7d5 and f7f5: the first move may take
		// either; after an en-passant first move the second may take the
		// other (Marseillais), after any other first move neither.
		const fen = "4k3/8/8/3pPpP1/8/8/8/4K3 w - d6f6 0 1"
		s := variantState(t, DoubleMoveChess, fen)
		got := stateUCI(s)
		for _, m := range []string{"e5d6", "e5f6", "g5f6"} {
			assert.Contains(t, got, m)
		}
		mv, _ := s.ParseMove("e5d6")
		require.NoError(t, s.Play(mv))
		assert.Contains(t, stateUCI(s), "g5f6")
		s = variantState(t, DoubleMoveChess, fen)
		mv, _ = s.ParseMove("e1d1")
		require.NoError(t, s.Play(mv))
		assert.NotContains(t, stateUCI(s), "g5f6")
		assert.NotContains(t, stateUCI(s), "e5d6")
	})
	t.Run("own double step is the opponent's target", func(t *testing.T) {
		s := variantState(t, DoubleMoveChess, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
		mv, _ := s.ParseMove("e2e4")
		require.NoError(t, s.Play(mv))
		assert.Equal(t, "4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1 2e3", s.Position())
		mv, _ = s.ParseMove("e1f1")
		require.NoError(t, s.Play(mv))
		assert.Equal(t, "4k3/8/8/8/3pP3/8/8/5K2 b - e3 1 1", s.Position())
		assert.Contains(t, stateUCI(s), "d4e3")
		back, err := DoubleMoveChess.Parse(s.Position())
		require.NoError(t, err)
		assert.Equal(t, s.Position(), back.Position())
	})
	t.Run("seventy-five-move rule in turns", func(t *testing.T) {
		// 298 quiet moves read as 149 quiet turns; the 150th turn draws,
		// and not between its two moves.
		s := variantState(t, DoubleMoveChess, "4k3/8/8/8/8/8/8/R3K3 w - - 298 200")
		mv, _ := s.ParseMove("Ra2")
		require.NoError(t, s.Play(mv))
		assert.False(t, s.Outcome().Over)
		mv, _ = s.ParseMove("Ra3")
		require.NoError(t, s.Play(mv))
		assert.Equal(t, CodeSeventyFiveMoves, s.Outcome().Code)
	})
	t.Run("a draw offered with a first move stands after the turn", func(t *testing.T) {
		s := DoubleMoveChess.NewState(DoubleMoveChess.Start())
		mv, err := s.ParseMove("e4 offer")
		require.NoError(t, err)
		require.NoError(t, s.Play(mv))
		assert.False(t, s.DrawOffered(), "White may not accept its own offer")
		_, err = s.ParseMove("accept")
		assert.ErrorIs(t, err, board.ErrIllegalMove)
		mv, _ = s.ParseMove("Nf3")
		require.NoError(t, s.Play(mv))
		assert.True(t, s.DrawOffered())
		require.NoError(t, s.AcceptDraw())
		assert.Equal(t, board.CodeAgreement, s.Outcome().Code)
	})
	t.Run("perft", func(t *testing.T) {
		want := []uint64{20, 445, 8864, 196646, 4847379}
		p := DoubleMoveChess.Start()
		for d := 1; d <= 5; d++ {
			if d == 5 && !deep() {
				break
			}
			assert.Equal(t, want[d-1], p.Perft(d), "perft(%d)", d)
		}
		g, err := board.Configure(DoubleMoveChess, "BalancedStart=true")
		require.NoError(t, err)
		q := g.(*Game).Start()
		assert.Equal(t, []uint64{20, 400}, []uint64{q.Perft(1), q.Perft(2)})
	})
}

// TestPlacementThenChess: after the 32nd drop chess starts with White to
// move, move number 1, and no castling unless CastlingIfHome grants the
// rights whose king and rook stand at home (rule 5.4).
func TestPlacementThenChess(t *testing.T) {
	const fen = "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[r] b - - 0 16"
	s := variantState(t, PlacementChess, fen)
	mv, err := s.ParseMove("R@h8")
	require.NoError(t, err)
	require.NoError(t, s.Play(mv))
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", s.Position())
	assert.Len(t, stateUCI(s), 20)
	g, err := board.Configure(PlacementChess, "CastlingIfHome=true")
	require.NoError(t, err)
	s = variantState(t, g.(*Game), fen)
	require.NoError(t, s.Play(mv))
	assert.Equal(t, StartFEN, s.Position())
}

// TestChiefKingCapture: with KingCapture White's king may stand attacked
// (here it steps next to the chief) and the chief wins by taking it.
func TestChiefKingCapture(t *testing.T) {
	g, err := board.Configure(ChiefAndWarriors, "KingCapture=true")
	require.NoError(t, err)
	s := variantState(t, g.(*Game), "8/8/8/8/8/8/3a4/6K1 w - - 0 1")
	assert.Contains(t, stateUCI(s), "g1f1") // f1 is a knight's move from the chief: attacked, and allowed
	mv, err := s.ParseMove("Kf2")
	require.NoError(t, err) // f2 is on the chief's rank: chess would refuse it
	require.NoError(t, s.Play(mv))
	mv, err = s.ParseMove("Axf2")
	require.NoError(t, err)
	require.NoError(t, s.Play(mv))
	o := s.Outcome()
	assert.Equal(t, CodeKingCaptured, o.Code)
	assert.Equal(t, []board.Player{board.Player(Black)}, o.Winners)
	chief := variantState(t, ChiefAndWarriors, "8/8/8/8/8/8/3a4/6K1 w - - 0 1")
	assert.NotContains(t, stateUCI(chief), "g1f2")
}
