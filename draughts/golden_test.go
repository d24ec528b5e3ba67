package draughts

import (
	"encoding"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
)

// variant returns g's options changed by f as a new, unregistered game.
func variant(t testing.TB, g *Game, f func(o *Rules)) *Game {
	t.Helper()
	o := g.Rules()
	f(&o)
	names := g.Names()
	names.ID = "test/" + g.ID()[strings.LastIndex(g.ID(), "/")+1:]
	v, err := NewGame(names, o)
	require.NoError(t, err)
	return v
}

func flyingDama(t testing.TB) *Game {
	return variant(t, Dama, func(o *Rules) { o.FlyingKings = true })
}

// legalStrings returns the sorted legal moves of the position.
func legalStrings(t testing.TB, g *Game, fen string) []string {
	t.Helper()
	var s *State
	if fen == "" {
		st, err := g.New(2)
		require.NoError(t, err)
		s = st.(*State)
	} else {
		var err error
		s, err = g.ParseState(fen)
		require.NoError(t, err, fen)
	}
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

func sorted(moves string) []string {
	out := strings.Fields(moves)
	slices.Sort(out)
	return out
}

// TestGoldenMoves checks the worked scenarios of each game, named by their
// ids: the legal moves of each position, worked out from the rules.
func TestGoldenMoves(t *testing.T) {
	tests := []struct {
		id   string
		g    *Game
		fen  string // "" = start
		want string
	}{
		{"DA-1", English, "", "9-13 9-14 10-14 10-15 11-15 11-16 12-16"},
		{"DA-2", Dama, "", "a3-b4 c3-b4 c3-d4 e3-d4 e3-f4 g3-f4 g3-h4"},
		{"DA-3 dama", Dama, "W:Wc3,Kh4:Bd4,f2", "c3xe5"},
		{"DA-3 czech", Czech, "W:Wc3,Kh4:Bd4,f2", "h4xe1"},
		{"DA-3 flying", flyingDama(t), "W:Wc3,Kh4:Bd4,f2", "c3xe5 h4xe1"},
		{"DA-4", Dama, "W:WKc3:Bb2,d4,f6", "c3xa1 c3xe5xg7"},
		{"DA-5", Czech, "W:WKc3:Bb2,d4,f6", "c3xa1 c3xe5xg7 c3xe5xh8"},
		{"DA-6", Czech, "W:WKa1:Bc3,e5", "a1xd4xf6 a1xd4xg7 a1xd4xh8"},
		// Free landing (Czech, and dama and giveaway with FlyingKings: a
		// flying king lands on any empty square behind the piece taken):
		// after taking c3 the king may stop on e5–h8 although from d4 it
		// could go on over b6; StrictLanding forces d4.
		{"czech free landing", Czech, "W:WKa1:Bc3,b6", "a1xd4xa7 a1xe5 a1xf6 a1xg7 a1xh8"},
		{"dama flying free landing", flyingDama(t), "W:WKa1:Bc3,b6", "a1xd4xa7 a1xe5 a1xf6 a1xg7 a1xh8"},
		{"giveaway flying free landing", variant(t, Giveaway, func(o *Rules) { o.FlyingKings = true }), "W:WKa1:Bc3,b6", "a1xd4xa7 a1xe5 a1xf6 a1xg7 a1xh8"},
		{"strict landing", variant(t, Czech, func(o *Rules) { o.StrictLanding = true }), "W:WKa1:Bc3,b6", "a1xd4xa7"},
		{"DA-7 dama", Dama, "W:Wb6:Bc7,e7", "b6xd8"},
		{"DA-7 czech", Czech, "W:Wb6:Bc7,e7", "b6xd8"},
		{"DA-8 czech", Czech, "W:WKb2:Bb6,d4,f6", "b2xe5xg7 b2xe5xh8"},
		{"DA-8 dama", Dama, "W:WKb2:Bb6,d4,f6", "b2-a1 b2-a3 b2-c1 b2-c3"},
		{"FEN tag", International, `[FEN "W:W37,44:B21,22,32,39."]`, "37x28x17x26"},
		{"FEN ranges", English, "B:W21-32:B1-12", "9-13 9-14 10-14 10-15 11-15 11-16 12-16"},
		{"FEN numeric in czech", Czech, "W:W21,22,K30:B1,2,3", "a3-b4 c1-b2 c1-d2 c1-e3 c1-f4 c1-g5 c1-h6 c3-b4 c3-d4"},
		{"P-1", International, "", "31-26 31-27 32-27 32-28 33-28 33-29 34-29 34-30 35-30"},
		{"P-2", International, "W:W37,44:B21,22,32,39", "37x28x17x26"},
		{"P-3", International, "W:W11:B7,8", "11x2x13"},
		{"P-4", International, "W:WK46:B23,37", "46x28x19 46x28x14 46x28x10 46x28x5"},
		{"G-1", OldGerman, "", "a2-b3 b2-a3 b2-c3 c2-b3 c2-d3 d2-c3 d2-e3 e2-d3 e2-f3 f2-e3 f2-g3 g2-f3 g2-h3 h2-g3"},
		{"G-2", OldGerman, "W:Wd4:Bd5,e4", "d4xd6 d4xf4"},
		{"G-3", OldGerman, "W:Wd4:Bd5,e4,g4", "d4xf4xh4"},
		{"G-4", OldGerman, "W:Wd4:Bd5,d7", "d4xd6xd8"},
		{"CC-1", Contract, "", "a1-b2 b1-a2 c1-b2 f1-g2 g1-h2 h1-g2 c2-b3 c2-d3 d2-c3 d2-e3 e2-d3 e2-f3 f2-e3 f2-g3"},
		{"CC-2", Contract, "W:Wa1,b1,c1,e1,f1,g1,h1:Bh8:R2,2",
			"a1-b2 b1-a2 b1-c2 c1-b2 c1-d2 e1-d2 e1-f2 f1-e2 f1-g2 g1-f2 g1-h2 h1-g2 @d1"},
		{"CC-3", Contract, "W:Wc3:Bd4:R2,0", "c3xe5"},
		{"T-1", Turkish, "", "a3-a4 b3-b4 c3-c4 d3-d4 e3-e4 f3-f4 g3-g4 h3-h4"},
		{"T-2", Turkish, "W:WKd4:Bd3,d5", "d4xd1 d4xd2 d4xd6 d4xd7 d4xd8"},
		{"T-3", Turkish, "W:Wc3:Bc4,c6", "c3xc5xc7"},
		{"T-4", Turkish, "W:Wb6:Bb7,e8", "b6xb8"},
		{"T-4 king", variant(t, Turkish, func(o *Rules) { o.PromotionInCapture = ContinueAsKing }), "W:Wb6:Bb7,e8",
			"b6xb8xf8 b6xb8xg8 b6xb8xh8"},
		{"R-1", Corner, "", "d8-c7 d8-c8 d8-d7 e7-d6 e7-d7 e7-e6 f6-e5 f6-e6 f6-f5 f8-e8 f8-f7 g5-f4 g5-f5 g5-g4 " +
			"g7-f7 g7-g6 h4-g3 h4-g4 h4-h3 h6-g6 h6-h5 h8-g8 h8-h7"},
		// the 180° image of R-1. The scenario's source list has moves
		// such as b2-a2 and e1-d1, which are backward for White (stones never
		// move backward); the mirror image is used.
		{"R-2", Corner, "W:Wa1,a3,b2,c1,a5,b4,c3,d2,e1:Bh8,h6,g7,f8,h4,g5,f6,e7,d8",
			"e1-f2 e1-f1 e1-e2 d2-e3 d2-e2 d2-d3 c3-d4 c3-d3 c3-c4 c1-d1 c1-c2 b4-c5 b4-c4 b4-b5 " +
				"b2-c2 b2-b3 a5-b6 a5-b5 a5-a6 a3-b3 a3-a4 a1-b1 a1-a2"},
		{"ZD-1", Giveaway, "W:Wc3:Bd4", "c3xe5"},
		{"PY-1", Pyramids, "", "b8-a7 c7-b6 d6-c5 d6xf4 d8xb6 e5-f4 e7xc5 e7xg5 f6-g5 f8xh6 g7-h6"},
		{"PY-2", Pyramids, "B:Wb8,d8,f8,h8,c7,e7,g7,d6,f6,e5:Ba1,c1,e1,g1,b2,d2,f2,c3,e3,d4",
			"b2-a3 c1xa3 c3-b4 d2xb4 d2xf4 d4-c5 e1xg3 e3-f4 e3xc5 f2-g3 g1-h2"},
		{"TF-1", ToadsFrogs, "", "a3-a4"},
		{"TF-2", ToadsFrogs, "W:Wa2,a3,a8:Ba4,a5,a6", "a2-a1 a8-a7"},
		{"TF-3", ToadsFrogs, "W:Wa1,a2,a3:Ba4,a5,a7", "pass"},
		{"VO-1 count", WolfSheep, "", ""}, // checked below: 28 placements
		{"VO-2", WolfSheep, "B:Wa1,c1,e1,g1:BKd8:R0,0", "d8-c7 d8-e7"},
		{"VO-4", WolfSheep, "B:Wb4,d4,f4,h4:BKd2:R0,0", "d2-c1 d2-c3 d2-e1 d2-e3"},
		{"SK-2", Leap, "W:Wc3,d4,f6:Bp16", "c3-b4 c3xe5 c3xe5xg7 d4-c5 d4-e5 f6-e7 f6-g7"},
		{"ZZ-3", Walling, "W:Wc1,d2:Bb2,c3,e3", ""},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			got := legalStrings(t, tc.g, tc.fen)
			switch tc.id {
			case "VO-1 count":
				require.Len(t, got, 28)
				require.True(t, slices.Contains(got, "@d8"))
				return
			}
			if tc.want == "" {
				require.Empty(t, got)
				return
			}
			require.Equal(t, sorted(tc.want), got)
		})
	}
}

// TestGoldenStartCounts checks the start-position move counts of the games
// whose scenarios give only the number (SK-1, SK-3).
func TestGoldenStartCounts(t *testing.T) {
	got := legalStrings(t, Leap, "")
	require.Len(t, got, 29) // SK-1: 15 steps and 14 hops
	hops := 0
	for _, m := range got {
		if strings.Contains(m, "x") {
			hops++
		}
	}
	require.Equal(t, 14, hops)
	require.Contains(t, got, "a1xc3")
	require.Contains(t, got, "o1xm3")
}

// playTo plays moves from a position and returns the state.
func playTo(t *testing.T, g *Game, fen string, moves ...string) *State {
	t.Helper()
	var s *State
	if fen == "" {
		st, err := g.New(2)
		require.NoError(t, err)
		s = st.(*State)
	} else {
		var err error
		s, err = g.ParseState(fen)
		require.NoError(t, err)
	}
	require.NoError(t, board.Replay(s, moves...))
	return s
}

// TestGoldenResults checks the scenarios of section 2 that end in a
// position or an outcome.
func TestGoldenResults(t *testing.T) {
	t.Run("DA-7 crowned", func(t *testing.T) {
		s := playTo(t, Dama, "W:Wb6:Bc7,e7", "b6xd8")
		require.Equal(t, "B:WKd8:Be7", s.Position())
	})
	t.Run("P-3 stays a man", func(t *testing.T) {
		s := playTo(t, International, "W:W11:B7,8", "11x2x13")
		require.Equal(t, "B:W13:B:C0", strings.Replace(s.Position(), "B:W13:B", "B:W13:B:C0", 1))
	})
	t.Run("P-4 short form and other path", func(t *testing.T) {
		for _, in := range []string{"46x19", "46x32x19", "46x28x19", "46-19"} {
			s, err := International.ParseState("W:WK46:B23,37")
			require.NoError(t, err)
			m, err := s.ParseMove(in)
			require.NoError(t, err, in)
			require.Equal(t, "46x28x19", m.String())
		}
	})
	t.Run("G-4 crowned", func(t *testing.T) {
		s := playTo(t, OldGerman, "W:Wd4:Bd5,d7", "d4xd6xd8")
		require.Equal(t, "B:WKd8:B", s.Position())
	})
	t.Run("CC-2 drop", func(t *testing.T) {
		s := playTo(t, Contract, "W:Wa1,b1,c1,e1,f1,g1,h1:Bh8:R2,2", "@d1")
		p := s.Board()
		require.Equal(t, 1, p.Reserve(0))
		require.Equal(t, board.Player(1), s.ToMove())
	})
	t.Run("CC-3 drop refused", func(t *testing.T) {
		s, err := Contract.ParseState("W:Wc3:Bd4:R2,0")
		require.NoError(t, err)
		_, err = s.ParseMove("@d1")
		require.ErrorIs(t, err, board.ErrIllegalMove)
	})
	t.Run("T-2 king on d4 keeps both", func(t *testing.T) {
		s := playTo(t, Turkish, "W:WKd4:Bd3,d5", "d4xd8")
		require.Equal(t, "B:WKd8:Bd3", s.Position()[:len("B:WKd8:Bd3")])
	})
	t.Run("R-3 corner filled", func(t *testing.T) {
		s := playTo(t, Corner, "W:Wh8,h6,g7,f8,h4,g5,f6,e7,d7:Ba2,b1,a4,b3,c2,d1,a6,b5,c4", "d7-d8")
		require.True(t, s.Outcome().Won(0), s.Outcome().Reason)
	})
	t.Run("ZD-1 giveaway", func(t *testing.T) {
		s := playTo(t, Giveaway, "W:Wc3:Bd4", "c3xe5")
		require.True(t, s.Outcome().Won(1))
	})
	t.Run("ZD-2 blocked wins", func(t *testing.T) {
		s, err := Giveaway.ParseState("W:Wb2:Ba3,c3,d4")
		require.NoError(t, err)
		require.True(t, s.Outcome().Won(0))
	})
	t.Run("BL-1", func(t *testing.T) {
		s := playTo(t, Blockade, "B:Wd4,g1:Bc5,e5,c3,f4", "f4-e3")
		require.Equal(t, "W:Wg1:Bc3,e3,c5,e5", s.Position())
	})
	t.Run("BL-2", func(t *testing.T) {
		s := playTo(t, Blockade, "B:Wd4,e3:Bc3,c5,f6", "f6-e5")
		require.Equal(t, "W:We3,d4:Bc3,c5,e5:C1", s.Position())
	})
	t.Run("BL-3 edge is wall", func(t *testing.T) {
		s := playTo(t, Blockade, "B:Wa3,h2:Bb4,c3", "c3-b2")
		require.Equal(t, "W:Wh2:Bb2,b4", s.Position())
		open := variant(t, Blockade, func(o *Rules) { o.EdgeIsWall = false })
		s = playTo(t, open, "B:Wa3,h2:Bb4,c3", "c3-b2")
		require.Contains(t, s.Position(), "Wh2,a3")
	})
	t.Run("VO-3 wolf blocked", func(t *testing.T) {
		s, err := WolfSheep.ParseState("B:Wa1,c1,e1,g7:BKh8:R0,0")
		require.NoError(t, err)
		require.True(t, s.Outcome().Won(0))
	})
	t.Run("VO-4 wolf breaks through", func(t *testing.T) {
		s := playTo(t, WolfSheep, "B:Wb4,d4,f4,h4:BKd2:R0,0", "d2-c1")
		require.True(t, s.Outcome().Won(1))
	})
	t.Run("VO-2 after placement", func(t *testing.T) {
		s := playTo(t, WolfSheep, "", "@d8", "d8-c7")
		require.Equal(t, sorted("a1-b2 c1-b2 c1-d2 e1-d2 e1-f2 g1-f2 g1-h2"), legalStrings(t, WolfSheep, s.Position()))
	})
	t.Run("TF-3 pass", func(t *testing.T) {
		s := playTo(t, ToadsFrogs, "W:Wa1,a2,a3:Ba4,a5,a7", "pass")
		require.Equal(t, []string{"a7-a6"}, legalStrings(t, ToadsFrogs, s.Position()))
	})
	t.Run("ZZ-1", func(t *testing.T) {
		s := playTo(t, Walling, "B:Wd4,a1:Bc5,e5,c3,f4", "f4-e3")
		require.Equal(t, "W:Wa1:Bc3,e3,c5,e5", s.Position())
	})
	t.Run("ZZ-2", func(t *testing.T) {
		s := playTo(t, Walling, "B:Wa3,h2:Bb4,c3", "c3-b2")
		require.Equal(t, "W:Wh2:Bb2,b4", s.Position())
	})
	t.Run("ZZ-3 walled in loses", func(t *testing.T) {
		s, err := Walling.ParseState("W:Wc1,d2:Bb2,c3,e3")
		require.NoError(t, err)
		require.True(t, s.Outcome().Won(1))
		require.Contains(t, s.Position(), "Wc1,d2")
	})
	catch := []struct{ id, fen, move, want string }{
		{"CM-1", "W:Wc4,e1:Bd4,h8", "e1-e4", "B:Wc4,d4,e4:Bh8"},
		{"CM-2", "W:Wc4,f1:Bd4,e4,h8", "f1-f4", "B:Wc4,d4,e4,f4:Bh8:C0"},
		{"CM-3", "B:Wc4,e4,a1:Bd8", "d8-d4", "W:Wa1,c4,e4:Bd4:C1"},
		{"CM-4", "W:Wa2,b8:Ba1", "b8-b1", "B:Wb1,a2:Ba1:C1"},
		{"CM-5", "W:Wa4,d1,h4:Bb4,c4,d2,d3,h8", "h4-d4", "B:Wd1,d2,d3,a4,b4,c4,d4:Bh8:C0"},
	}
	for _, c := range catch {
		t.Run(c.id, func(t *testing.T) {
			s := playTo(t, CatchTheMan, c.fen, c.move)
			require.Equal(t, strings.TrimSuffix(c.want, ":C0"), s.Position())
		})
	}
	t.Run("CM-6", func(t *testing.T) {
		s, err := CatchTheMan.ParseState("W:Wa4,h1:Ba6,h8")
		require.NoError(t, err)
		_, err = s.ParseMove("a4-a8")
		require.ErrorIs(t, err, board.ErrIllegalMove)
		s = playTo(t, CatchTheMan, "W:Wa4,h1:Ba6,h8", "a4-a5")
		require.Equal(t, "B:Wh1,a5:Ba6,h8:C1", s.Position())
	})
}

// TestMoveErrors checks the reasons given for rejected moves.
func TestMoveErrors(t *testing.T) {
	tests := []struct {
		g         *Game
		fen, move string
		kind      error
		reason    string
	}{
		{Dama, "W:Wc3,Kh4:Bd4,f2", "h4-g5", board.ErrIllegalMove, "capture is compulsory"},
		{Czech, "W:Wc3,Kh4:Bd4,f2", "c3xe5", board.ErrIllegalMove, "king's capture"},
		{International, "W:W37,44:B21,22,32,39", "44x33", board.ErrIllegalMove, "most pieces"},
		{Dama, "", "a3-c5", board.ErrIllegalMove, "not a legal move"},
		{Dama, "", "a3-b5", board.ErrBadNotation, "light square"},
		{Dama, "", "d4-e5", board.ErrIllegalMove, "no piece on d4"},
		{Dama, "", "b6-a5", board.ErrIllegalMove, "not yours"},
		{Dama, "", "a3-a4", board.ErrBadNotation, "light square"},
		{Dama, "", "z9-a1", board.ErrBadNotation, "off the"},
		{Dama, "", "", board.ErrBadNotation, "empty"},
		{Dama, "", "hello", board.ErrBadNotation, ""},
		{English, "", "33-29", board.ErrBadNotation, "not in 1–32"},
		{Dama, "", "pass", board.ErrIllegalMove, "only when blocked"},
		{Contract, "", "@d1", board.ErrIllegalMove, "occupied"},
		{Dama, "W:WKc3:Bb2,d4,f6", "c3xe5", board.ErrIllegalMove, ""}, // must not stop on e5
		// a capture's text is no step: the flying king's c1-a3 is not c1xa3
		{Czech, "B:Wa5,c5:BKc1,h4,e5,h6,a7", "c1xa3", board.ErrIllegalMove, ""},
	}
	for _, tc := range tests {
		t.Run(tc.g.ID()+" "+tc.move, func(t *testing.T) {
			var s board.State
			var err error
			if tc.fen == "" {
				s, err = tc.g.New(2)
			} else {
				s, err = tc.g.Parse(tc.fen)
			}
			require.NoError(t, err)
			before := s.Position()
			_, err = s.ParseMove(tc.move)
			require.Error(t, err)
			require.True(t, errors.Is(err, tc.kind), "%v", err)
			require.Contains(t, err.Error(), tc.reason)
			require.Equal(t, before, s.Position())
		})
	}
}

// TestAmbiguousShortForm: two captures with the same start and end but
// different pieces taken are different moves, told apart by their paths;
// the short form is then ambiguous, and any part of one path that keeps
// its start and end selects it.
func TestAmbiguousShortForm(t *testing.T) {
	const fen = "W:WK8:B19,37,38,43"
	got := legalStrings(t, International, fen)
	require.Contains(t, got, "8x24x42x31") // takes 19, 38, 37
	require.Contains(t, got, "8x30x48x31") // takes 19, 43, 37
	s, err := International.ParseState(fen)
	require.NoError(t, err)
	_, err = s.ParseMove("8x31")
	require.ErrorIs(t, err, board.ErrAmbiguous)
	require.ErrorIs(t, err, board.ErrBadNotation)
	require.Contains(t, err.Error(), "8x24x42x31 or 8x30x48x31")
	for in, want := range map[string]string{"8x24x31": "8x24x42x31", "8:48:31": "8x30x48x31", "8x30x48x31": "8x30x48x31"} {
		m, err := s.ParseMove(in)
		require.NoError(t, err, in)
		require.Equal(t, want, m.String())
	}
}

// TestPlayContract: a move found on a Clone plays on the original; a move
// of another type plays by its text; broken moves are refused with
// ErrBadNotation; after the end every move gets ErrGameOver; moves are
// equal exactly when they are the same move and marshal as their text.
func TestPlayContract(t *testing.T) {
	s, err := Czech.ParseState("W:WKa1:Bc3,b6")
	require.NoError(t, err)
	c := s.Clone()
	legal := c.Legal()
	require.Len(t, legal, 5)
	again, err := s.ParseMove(legal[1].String())
	require.NoError(t, err)
	require.True(t, again == legal[1], "ParseMove of a listed move's text is == to it")
	require.False(t, legal[0] == legal[1])
	text, err := legal[1].(encoding.TextMarshaler).MarshalText()
	require.NoError(t, err)
	require.Equal(t, "a1xe5", string(text))
	require.NoError(t, s.Play(legal[1])) // found on the clone
	require.Equal(t, "B:WKe5:Bb6", s.Position())
	require.Len(t, c.Legal(), 5, "the clone is unchanged")

	type foreign struct{ board.Move }
	require.NoError(t, c.Play(foreign{legal[0]}))
	require.Equal(t, "B:WKa7:B", c.Position())
	require.Equal(t, board.CodeNoMoves, c.Outcome().Code)
	require.ErrorIs(t, c.Play(nil), board.ErrBadNotation)
	require.ErrorIs(t, c.Play((*Notated)(nil)), board.ErrBadNotation)
	require.ErrorIs(t, c.Play(legal[0]), board.ErrGameOver)
	require.ErrorIs(t, c.Play(foreign{legal[2]}), board.ErrGameOver)
	require.ErrorIs(t, c.Play(foreign{board.Move(nil)}), board.ErrBadNotation) // its String panics
}

// TestPicture: the picture names every square played on once, as the
// notation does, with the pieces on them; a capture touches its start,
// landings, end and the pieces taken.
func TestPicture(t *testing.T) {
	s, err := English.ParseState("B:W18,K30:B9,14")
	require.NoError(t, err)
	pic := s.Picture()
	require.Len(t, pic.Cells, 32)
	c, ok := pic.Cell("30")
	require.True(t, ok)
	require.Equal(t, []board.Piece{{Seat: 0, Kind: "king", Count: 1}}, c.Pieces)
	require.Equal(t, []int{2, 2}, pic.PieceCount(2))
	require.Equal(t, board.Player(1), pic.ToMove)
	legal := s.Legal()
	require.Equal(t, "14x23", legal[0].String())
	require.Equal(t, []board.Touch{{Cell: "14", Role: board.From}, {Cell: "23", Role: board.To}, {Cell: "18", Role: board.Capture}},
		legal[0].(board.Tracer).Touches())
	d, err := Contract.ParseState("W:Wa1:Bh8:R1,0")
	require.NoError(t, err)
	pd := d.Picture()
	require.Len(t, pd.Areas, 2)
	require.Equal(t, []int{2, 1}, pd.PieceCount(2)) // a1 and the man in reserve; h8
}

// TestView: Black sees the board turned, his side at the bottom.
func TestView(t *testing.T) {
	s, err := Dama.ParseState("W:Wa1:Bh8")
	require.NoError(t, err)
	white := s.View(0)
	black := s.View(1)
	require.Equal(t, s.String(), white)
	require.True(t, strings.HasPrefix(white, " 8  . . . b\n"), white)
	require.True(t, strings.HasPrefix(black, " 1  . . . w\n"), black) // h1 light, a1 last
	require.Contains(t, black, "   hgfedcba\n")
}
