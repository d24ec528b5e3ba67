package draughts

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
)

// TestDecisions checks the points the published rules leave open, as decided in
// the package documentation.
func TestDecisions(t *testing.T) {
	tests := []struct {
		name   string
		g      *Game
		fen    string
		moves  []string
		over   bool
		winner int    // -1 draw
		reason string // part of Outcome.Reason
		pos    string // Position afterwards, when not empty
	}{
		// A win and a draw limit on the same move: the win counts. The
		// king move is the 30th quiet ply (Czech limit 15 each), and it
		// leaves Black's only man blocked.
		{"win beats draw", Czech, "W:Wa1,c1,a3,c3,Kh8:Bb2:Q29", []string{"h8-g7"}, true, 0, "no legal move", ""},
		{"czech 15 king moves", Czech, "W:WKa1:BKh8,e7:Q29", []string{"a1-b2"}, true, -1, "15 moves", ""},
		{"czech man move resets", Czech, "W:WKa1,c3:BKh8,e7:Q29", []string{"c3-d4"}, false, 0, "", "B:WKa1,d4:Be7,Kh8"},
		{"international 25 king moves", International, "W:WK46:BK5,15:Q49", []string{"46-37"}, true, -1, "25 moves", ""},
		{"english 40 moves", English, "B:WK32:BK1,5:Q79", []string{"1-6"}, true, -1, "40 moves", ""},
		// The FMJD counts start after the move that makes the
		// configuration; that capture or crowning does not count.
		{"fmjd count starts", International, "W:WK46,K1,K3:BK50,37", []string{"46x5"}, false, 0, "", "B:WK1,K3,K5:BK50"},
		{"fmjd 16 moves", International, "W:WK1,K3,K5:BK50:Q5:E31", []string{"1-7"}, true, -1, "16 moves", ""},
		{"fmjd 5 moves", International, "W:WK1,K3:BK50:Q5:E9", []string{"1-7"}, true, -1, "5 moves", ""},
		{"fmjd not 4 v 1", International, "W:WK1,K3,K5,K6:BK50:Q5:E31", []string{"1-7"}, false, 0, "", ""},
		// Drops reset the no-progress count but not the no-capture count.
		{"drop resets quiet", Contract, "W:Wa1,b1:Bh8:R1,0:Q10:C10", []string{"@d1"}, false, 0, "", "B:Wa1,b1,d1:Bh8:R0,0"},
		// Passes reset nothing; two in a row end the game drawn.
		{"pass counts", Pyramids, "W:Wa1:Bh8,b2:Q3:C3", []string{"pass"}, false, 0, "", "B:Wa1:Bb2,h8:P1"},
		{"double pass", Pyramids, "W:Wa1:Bh8", []string{"pass"}, true, -1, "both players blocked", ""},
		// with DoublePassCount: White has a1 and c1 of the Black squares, Black only h8 of the White ones
		{"double pass count", variant(t, Pyramids, func(o *Rules) { o.DoublePassCount = true }),
			"W:Wa1,c1:Bh8", []string{"pass"}, true, 0, "more pieces", ""},
		{"lone kings", Dama, "W:WKa1:BKh8", nil, true, -1, "one king each", ""},
		{"one piece each", Turkish, "W:Wa2:Bh7", nil, true, -1, "one piece each", ""},
		{"king v man plays on in dama", Dama, "W:WKa1:Bh8", nil, false, 0, "", ""},
		{"eliminated", Blockade, "B:Wd4,h8:Bc3,e5,c5,f4", []string{"f4-e3"}, false, 0, "", ""},
		{"eliminate last", Blockade, "B:Wd4:Bc3,e5,c5,f4", []string{"f4-e3"}, true, 1, "White has no pieces", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := tc.g.ParseState(tc.fen)
			require.NoError(t, err)
			require.NoError(t, board.Replay(s, tc.moves...))
			out := s.Outcome()
			require.Equal(t, tc.over, out.Over, "%s: %s", s.Position(), out.Reason)
			if tc.over {
				require.Contains(t, out.Reason, tc.reason)
				if tc.winner < 0 {
					require.True(t, out.Draw())
				} else {
					require.True(t, out.Won(board.Player(tc.winner)))
				}
			}
			if tc.pos != "" {
				require.Equal(t, tc.pos, s.Position())
			}
		})
	}
}

// TestRepetition: the third occurrence draws; Position carries the count
// so that a parsed state ends on the same move.
func TestRepetition(t *testing.T) {
	cycle := []string{"a1-b2", "h6-g5", "b2-a1", "g5-h6"}
	s, err := Czech.ParseState("W:WKa1,g1:BKh6,b8")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, cycle...))
	require.False(t, s.Outcome().Over)
	require.Equal(t, "W:WKa1,g1:BKh6,b8:Q4:N2", s.Position())
	again, err := Czech.ParseState(s.Position())
	require.NoError(t, err)
	for _, st := range []*State{s, again} {
		require.NoError(t, board.Replay(st, cycle...))
		require.True(t, st.Outcome().Draw())
		require.Contains(t, st.Outcome().Reason, "repetition")
	}
}

// TestOptionsValidation: NewGame rejects rule sets it cannot play.
func TestOptionsValidation(t *testing.T) {
	bad := map[string]func(o *Rules){
		"too wide":        func(o *Rules) { o.Width = 27 },
		"too many":        func(o *Rules) { o.Width, o.Height = 17, 16 },
		"numeric all":     func(o *Rules) { o.Squares = AllSquares; o.Notation = Numeric },
		"seat":            func(o *Rules) { o.FirstMover = 2 },
		"setup light":     func(o *Rules) { o.Setup.White = []string{"a2"} },
		"setup twice":     func(o *Rules) { o.Setup.White = []string{"a1", "a1"} },
		"setup off board": func(o *Rules) { o.Setup.White = []string{"i1"} },
		"entry":           func(o *Rules) { o.EntrySquares[0] = []string{"zz"} },
	}
	for name, f := range bad {
		o := damaRules()
		f(&o)
		_, err := NewGame(board.Names{ID: "test/bad", Name: name}, o)
		require.Error(t, err, name)
	}
	_, err := NewGame(board.Names{ID: "Bad ID", Name: "x"}, damaRules())
	require.Error(t, err)
	_, err = NewGame(board.Names{ID: "test/zero", Name: "zero"}, Rules{})
	require.ErrorContains(t, err, "board 0×0 out of range")
}

// TestCounters checks the counters themselves, including those a rule set
// does not write: drops reset the no-progress count (Q) but not the
// no-capture count (C); passes reset neither.
func TestCounters(t *testing.T) {
	tests := []struct {
		g            *Game
		fen, move    string
		quiet, noCap uint16
	}{
		{Contract, "W:Wa1,b1:Bh8:R1,0:Q10:C10", "@d1", 0, 11},
		{Pyramids, "W:Wa1:Bh8,b2:Q3:C3", "pass", 4, 4},
		{Czech, "W:WKa1,c3:BKh8,e7:Q20:C20", "c3-d4", 0, 21},
		{Czech, "W:WKa1,c3:BKh8,e7:Q20:C20", "a1-b2", 21, 21},
		{Czech, "W:WKa1,c3:BKh8,d4:Q20:C20", "c3xe5", 0, 0},
		{Blockade, "W:Wa1,c3:Bh8:Q20:C20", "c3-b2", 21, 21}, // a step back gains nothing
	}
	for _, tc := range tests {
		s, err := tc.g.ParseState(tc.fen)
		require.NoError(t, err)
		require.NoError(t, board.Replay(s, tc.move))
		require.Equal(t, tc.quiet, s.pos.quiet, "%s %s", tc.fen, tc.move)
		require.Equal(t, tc.noCap, s.pos.noCap, "%s %s", tc.fen, tc.move)
	}
}

// TestDeclarations: resigning ends the game for the opponent; a move with
// an offer lets the opponent accept (a draw by agreement) or decline by
// moving; accept without an offer is illegal; declarations are not in
// Legal; Position cannot carry such an ending (HistoryDependent).
func TestDeclarations(t *testing.T) {
	s := NewState(English.Start(), 1)
	for _, m := range s.Legal() {
		require.NotContains(t, []string{"resign", "accept"}, m.String())
	}
	_, err := s.ParseMove("accept")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	require.NoError(t, board.Replay(s, "11-15 offer"))
	require.True(t, s.offer)
	require.Contains(t, movesText(s.Declarations()), "accept")
	c := s.Copy()
	require.NoError(t, board.Replay(c, "23-19")) // declines
	_, err = c.ParseMove("accept")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	require.NoError(t, board.Replay(s, "accept"))
	out := s.Outcome()
	require.True(t, out.Draw())
	require.Equal(t, board.CodeAgreement, out.Code)
	require.True(t, s.HistoryDependent())
	require.ErrorIs(t, board.Replay(s, "resign"), board.ErrGameOver)

	require.NoError(t, board.Replay(c, "resign")) // Black, to move, resigns
	require.True(t, c.Outcome().Won(0))
	require.Equal(t, board.CodeResign, c.Outcome().Code)
	require.Empty(t, c.Legal())
	require.Empty(t, c.Declarations())
}

func movesText(ms []board.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// TestRecord: moves are numbered as PDN numbers them, from the first
// mover's move; a position with the second mover to move starts at "1...".
func TestRecord(t *testing.T) {
	s := NewState(English.Start(), 1) // Black moves first
	var got []string
	for _, text := range []string{"11-15", "23-19", "8-11"} {
		m, err := s.ParseMove(text)
		require.NoError(t, err)
		n, txt := s.Record(m)
		got = append(got, n+" "+txt)
		require.NoError(t, s.Play(m))
	}
	require.Equal(t, []string{"1. 11-15", "1... 23-19", "2. 8-11"}, got)
	w, err := English.ParseState("W:W21-32:B1-12")
	require.NoError(t, err)
	m := w.Legal()[0]
	n, _ := w.Record(m)
	require.Equal(t, "1...", n)
}
