package backgammon

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// Players A, B, C, D of the scenarios are seats 0, 1, 2, 3.
const (
	seatA board.Player = iota
	seatB
	seatC
	seatD
	seatE
)

// layout is one side's checkers by own point; the rest are off.
type layout map[int]int8

// boardID writes a board game for a chouette position: the box White, the
// team Black, onRoll to roll (no dice) or to play d1-d2, the cube centred
// at 1 (the accounts hold the cubes).
func boardID(t *testing.T, white, black layout, onRoll Side, d1, d2 int) string {
	t.Helper()
	var b Board
	for side, l := range []layout{white, black} {
		n := int8(15)
		for p, c := range l {
			b.Pts[side][p] = c
			n -= c
		}
		b.Pts[side][Off] = n
	}
	m := MatchState{Cube: 1, CubeOwner: -1, OnRoll: onRoll, Decider: onRoll, GameState: GamePlaying, Dice: [2]int{d1, d2}}
	id, err := m.MatchID()
	require.NoError(t, err)
	return PositionID(&b, onRoll) + ":" + id
}

// The board games of the scenarios, each a move or two from its end.
var (
	// the box's last checker on own 1; the team has borne one off: the
	// box wins a single game with any roll
	boxWinsSingle = [2]layout{{1: 1}, {13: 14}}
	// the team's last checker on own 1; the box has borne none off and
	// has none in the team's home table: the team wins a gammon
	teamWinsGammon = [2]layout{{13: 15}, {1: 1}}
	// as teamWinsGammon, the box having borne one off: a single game
	teamWinsSingle = [2]layout{{13: 14}, {1: 1}}
)

// chouetteAt reads a session position.
func chouetteAt(t *testing.T, g *ChouetteGame, pos string) *ChouetteState {
	t.Helper()
	s, err := g.ParseSession(pos)
	require.NoError(t, err, pos)
	require.Equal(t, pos, s.Position(), "the position reads back as written")
	return s
}

// playSteps plays steps written "X:move", X the seat letter expected to
// decide (or * for the dice), checking ToMove before each.
func playSteps(t *testing.T, s *ChouetteState, steps ...string) {
	t.Helper()
	for _, st := range steps {
		who, text, ok := strings.Cut(st, ":")
		require.True(t, ok, st)
		want := board.Chance
		if who != "*" {
			want = board.Player(who[0] - 'A')
		}
		require.Equal(t, want, s.ToMove(), "before %s: %s", st, s.expecting())
		m, err := s.ParseMove(text)
		require.NoError(t, err, st)
		require.NoError(t, s.Play(m), st)
	}
}

// queueOf returns a queue written as letters.
func queueOf(q string) []board.Player {
	var out []board.Player
	for _, c := range q {
		out = append(out, board.Player(c-'A'))
	}
	return out
}

// TestChouetteScenarios plays the worked scenarios of Hradní pán
// (HP-1 … HP-7). The expected ledgers and queues are the scenarios',
// which follow from the settlement rule (each
// account settles for its cube times the win's multiplier with the box)
// and the rotation rules (the box stays while he beats the captain, who
// goes to the end; a captain who wins takes the box).
func TestChouetteScenarios(t *testing.T) {
	g := ChouetteSession
	t.Run("HP-1", func(t *testing.T) {
		// A 11, B 9, C 9, D 4; B and C throw again, 5 and 3
		s := g.NewSession(4)
		// the board game not started (GNU Backgammon Match ID: cube centred, bits
		// 4-5 = 3, "M…"; no Jacoby, bit 66, "…E")
		assert.Equal(t, "order:ABCD ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position())
		playSteps(t, s, "*:6-5", "*:5-4", "*:6-3", "*:3-1")
		assert.Equal(t, "order:A/BC/D ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position())
		assert.Equal(t, seatB, s.thrower(), "only the tied group throws again")
		playSteps(t, s, "*:4-1")
		assert.Equal(t, "order:A/BC/D throws:5 ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position())
		playSteps(t, s, "*:2-1")
		assert.Equal(t, queueOf("ABCD"), s.Queue())
		assert.Equal(t, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position())
		assert.Equal(t, board.Chance, s.ToMove(), "the first board game's opening throw")
	})
	t.Run("HP-2", func(t *testing.T) {
		// box A wins a single game at cube 1, every account active
		s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
			boardID(t, boxWinsSingle[0], boxWinsSingle[1], White, 0, 0))
		playSteps(t, s, "A:roll", "*:2-1", "A:1/off")
		assert.Equal(t, []int{3, -1, -1, -1}, s.Ledger())
		assert.Equal(t, queueOf("ACDB"), s.Queue())
		assert.Equal(t, 1, s.GamesPlayed())
	})
	t.Run("HP-3", func(t *testing.T) {
		// A doubles at cube 1, all take; the team wins a gammon at cube 2
		s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
			boardID(t, teamWinsGammon[0], teamWinsGammon[1], White, 0, 0))
		playSteps(t, s, "A:double", "B:take", "C:take", "D:take", "*:2-1", "A:13/11 13/12",
			"B:roll", "*:2-1", "B:1/off")
		assert.Equal(t, []int{-12, 4, 4, 4}, s.Ledger())
		assert.Equal(t, queueOf("BCDA"), s.Queue())
	})
	t.Run("HP-4", func(t *testing.T) {
		// A doubles at cube 1; B drops, C takes, D drops; C is acting
		// captain at cube 2 and wins a single
		start := "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:" +
			boardID(t, teamWinsSingle[0], teamWinsSingle[1], White, 0, 0)
		s := chouetteAt(t, g, start)
		playSteps(t, s, "A:double", "B:drop", "C:take")
		assert.Equal(t, "queue:ABCD ledger:1,-1,0,0 games:0 team:B-,C2m,D1? due:take:D board:"+
			boardID(t, teamWinsSingle[0], teamWinsSingle[1], White, 0, 0), s.Position())
		playSteps(t, s, "D:drop", "*:2-1", "A:13/11 13/12")
		assert.Equal(t, seatC, s.ActingCaptain(), "the highest-ranked taker")
		playSteps(t, s, "C:roll", "*:2-1", "C:1/off")
		assert.Equal(t, []int{0, -1, 2, -1}, s.Ledger())
		assert.Equal(t, queueOf("ACDB"), s.Queue())

		// if instead C had dropped and D taken and won, D is the next captain
		s = chouetteAt(t, g, start)
		playSteps(t, s, "A:double", "B:drop", "C:drop", "D:take", "*:2-1", "A:13/11 13/12",
			"D:roll", "*:2-1", "D:1/off")
		assert.Equal(t, []int{0, -1, -1, 2}, s.Ledger())
		assert.Equal(t, queueOf("ADCB"), s.Queue())

		// without SubstituteWinnerBecomesCaptain the order is C, D, B
		noSub := board.Must(board.Configure(g, "SubstituteWinnerBecomesCaptain=false")).(*ChouetteGame)
		s = chouetteAt(t, noSub, start)
		playSteps(t, s, "A:double", "B:drop", "C:drop", "D:take", "*:2-1", "A:13/11 13/12",
			"D:roll", "*:2-1", "D:1/off")
		assert.Equal(t, queueOf("ACDB"), s.Queue())
	})
	t.Run("HP-5", func(t *testing.T) {
		// A doubles at cube 1 and everyone drops: the game is over
		s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
			boardID(t, teamWinsSingle[0], teamWinsSingle[1], White, 0, 0))
		playSteps(t, s, "A:double", "B:drop", "C:drop", "D:drop")
		assert.Equal(t, []int{3, -1, -1, -1}, s.Ledger())
		assert.Equal(t, queueOf("ACDB"), s.Queue())
		assert.Equal(t, 1, s.GamesPlayed())
		assert.Equal(t, "queue:ACDB ledger:3,-1,-1,-1 games:1 team:C1,D1,B1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position(),
			"the next game's opening throw is due")
	})
	t.Run("HP-6", func(t *testing.T) {
		// E joins during HP-2's game and enters behind the demoted captain
		s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
			boardID(t, boxWinsSingle[0], boxWinsSingle[1], White, 0, 0))
		playSteps(t, s, "A:roll")
		require.NoError(t, s.Join(seatE))
		assert.Equal(t, 5, s.Seats())
		assert.Equal(t, []board.Player{seatE}, s.Joining())
		playSteps(t, s, "*:2-1", "A:1/off")
		assert.Equal(t, queueOf("ACDBE"), s.Queue())
		assert.Equal(t, []int{3, -1, -1, -1, 0}, s.Ledger())
	})
	t.Run("HP-7", func(t *testing.T) {
		// captain B doubles at cube 1; A drops
		s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:B board:"+
			boardID(t, teamWinsSingle[0], teamWinsSingle[1], Black, 0, 0))
		playSteps(t, s, "B:double", "A:drop")
		assert.Equal(t, []int{-3, 1, 1, 1}, s.Ledger())
		assert.Equal(t, queueOf("BCDA"), s.Queue())
	})
}

// TestChouettePerMemberCubes: with PerMemberCubes each member doubles
// the box on his own and the box answers each. B and D double, C does
// not; the box drops B's (B wins 1, his account ends) and takes D's (D
// plays on at 2, the box owning his cube); C, now acting captain, plays
// for the team. The box then doubles C and D; C drops (pays 1), D takes
// and loses a single at 4. B won his game, so B is the box (rotation
// rule 2).
func TestChouettePerMemberCubes(t *testing.T) {
	g := board.Must(board.Configure(ChouetteSession, "PerMemberCubes=true")).(*ChouetteGame)
	s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:B board:"+
		boardID(t, boxWinsSingle[0], boxWinsSingle[1], Black, 0, 0))
	playSteps(t, s, "B:double", "C:roll", "D:double")
	assert.Equal(t, "queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1! due:take:A board:"+
		boardID(t, boxWinsSingle[0], boxWinsSingle[1], Black, 0, 0), s.Position())
	playSteps(t, s, "A:drop", "A:take")
	assert.Equal(t, seatC, s.ActingCaptain())
	assert.Equal(t, []Account{
		{Member: seatB, Cube: 1, Owner: board.Nobody, Won: true},
		{Member: seatC, Cube: 1, Owner: board.Nobody, Active: true},
		{Member: seatD, Cube: 2, Owner: seatA, Active: true},
	}, s.Accounts())
	playSteps(t, s, "*:2-1", "C:13/11 13/12")
	// the box turns every cube he may: C's (centred) and D's (his own);
	// C drops, D takes at 4
	playSteps(t, s, "A:double", "C:drop", "D:take", "*:2-1", "A:1/off")
	// A: −1 to B, +1 from C, +4 from D (cube 4, single)
	assert.Equal(t, []int{4, 1, -1, -4}, s.Ledger())
	assert.Equal(t, queueOf("BCDA"), s.Queue())
}

// TestChouetteJacoby: with the Jacoby rule a gammon counts single on an
// account whose cube is centred, and double on one whose cube was turned.
func TestChouetteJacoby(t *testing.T) {
	g := board.Must(board.Configure(ChouetteSession, "Jacoby=true", "PerMemberCubes=true")).(*ChouetteGame)
	s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C2m,D1 due:cube:B board:"+
		boardID(t, teamWinsGammon[0], teamWinsGammon[1], Black, 0, 0))
	playSteps(t, s, "B:roll", "C:roll", "D:roll", "*:2-1", "B:1/off")
	// B and D: 1 × single (Jacoby); C: 2 × gammon
	assert.Equal(t, []int{-6, 1, 4, 1}, s.Ledger())
}

// TestChouetteJoinLeave: players join and leave between games; the box
// leaving makes the captain box; fewer than three end the session.
func TestChouetteJoinLeave(t *testing.T) {
	s, err := ChouetteSession.NewSessionWith(queueOf("ABCD")...)
	require.NoError(t, err)
	require.NoError(t, s.Leave(seatA))
	assert.Equal(t, queueOf("BCD"), s.Queue(), "the captain is box")
	require.NoError(t, s.Join(seatE))
	assert.Equal(t, queueOf("BCDE"), s.Queue(), "between games a player joins at once")
	require.NoError(t, s.Join(seatA))
	assert.Equal(t, queueOf("BCDEA"), s.Queue(), "a player who left comes back")
	assert.True(t, errors.Is(s.Join(seatA), board.ErrIllegalMove), "already at the table")
	assert.True(t, errors.Is(s.Join(7), board.ErrIllegalMove), "seats are added in order")
	require.NoError(t, s.RollDice(3, 1))
	assert.True(t, errors.Is(s.Leave(seatB), board.ErrIllegalMove), "no leaving during a game")

	// D joins during the ordering throws: he does not throw and enters last
	s = ChouetteSession.NewSession(3)
	require.NoError(t, s.Join(seatD))
	assert.Equal(t, "order:ABC joining:D ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", s.Position())
	playSteps(t, s, "*:2-1", "*:6-6", "*:4-1") // A 3, B 12, C 5
	assert.Equal(t, queueOf("BCAD"), s.Queue())

	s, _ = ChouetteSession.NewSessionWith(queueOf("ABC")...)
	require.NoError(t, s.Leave(seatC))
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, CodeTooFewPlayers, o.Code)
	assert.Nil(t, o.Winners, "a draw: nobody has points")
	assert.Empty(t, s.Legal())
	assert.True(t, errors.Is(s.Join(seatD), board.ErrGameOver))
}

// TestChouetteSessionEnd: the session ends after its Games board games;
// the ledger is the outcome's Points and the placings follow it.
func TestChouetteSessionEnd(t *testing.T) {
	g := board.Must(board.Configure(ChouetteSession, "Games=1")).(*ChouetteGame)
	s := chouetteAt(t, g, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:B board:"+
		boardID(t, teamWinsSingle[0], teamWinsSingle[1], Black, 0, 0))
	playSteps(t, s, "B:double", "A:take", "*:2-1", "B:1/off")
	o := s.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, CodeSessionPlayed, o.Code)
	assert.Equal(t, []int{-6, 2, 2, 2}, o.Points)
	assert.Equal(t, []int{4, 1, 1, 1}, o.Placings)
	assert.Equal(t, []board.Player{seatB, seatC, seatD}, o.Winners)
	assert.Equal(t, []float64{-6, 2, 2, 2}, s.Returns())
	_, err := s.ParseMove("roll")
	assert.True(t, errors.Is(err, board.ErrGameOver))
}

// TestChouetteDocPositions: the position texts of the package doc read
// as the doc explains them.
func TestChouetteDocPositions(t *testing.T) {
	per := board.Must(board.Configure(ChouetteSession, "PerMemberCubes=true")).(*ChouetteGame)
	for _, v := range []struct {
		g      *ChouetteGame
		pos    string
		toMove board.Player
		what   string
	}{
		{ChouetteSession, "order:ABCD ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", board.Chance, "A's ordering throw"},
		{ChouetteSession, "order:A/BC/D throws:5 ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", board.Chance, "C's ordering throw"},
		{ChouetteSession, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE", board.Chance, "the opening throw"},
		{ChouetteSession, "queue:ABCD ledger:1,-1,0,0 games:0 team:B-,C2m,D1? due:take:D board:4HPwATDgc/ABMA:MAEAAAAAAAAE", seatD, "D answers the box's double to 2"},
		{per, "queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1! due:take:A board:4HPwATDgc/ABMA:cAkAAAAAAAAE", seatA, "the box A answers B's double to 2"},
	} {
		s := chouetteAt(t, v.g, v.pos)
		assert.Equal(t, v.toMove, s.ToMove(), v.pos)
		assert.Contains(t, s.expecting(), strings.Fields(v.what)[0], v.pos)
	}
}

// TestChouetteRefusals: bad positions and moves are refused with the
// contract's errors and change nothing.
func TestChouetteRefusals(t *testing.T) {
	for _, pos := range []string{
		"queue:ABCD ledger:1,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",             // the ledger sums to 1
		"queue:ABCA ledger:0,0,0,0 games:0 team:B1,C1,A1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",             // A twice
		"queue:ABCD ledger:0,0,0,0 games:0 team:B2m,C2m,D2m board:4HPwATDgc/ABMA:MAAAAAAAAAAE",          // a cube turned before the game
		"queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:B board:4HPwATDgc/ABMA:MAEAAAAAAAAE",  // B does not decide for the box
		"queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:QYkqASAAIAAE",             // a match, cube 2
		"queue:ABCD ledger:0,0,0,0 games:0 team:B1,C3,D1 board:4HPwATDgc/ABMA:MAEAAAAAAAAE",             // cube 3
		"queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1 due:take:A board:4HPwATDgc/ABMA:cAkAAAAAAAAE", // shared cube: the captain's double binds all
		"order:ABCD ledger:0,0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",                         // seat E neither ordered nor joining
		"queue:ABCD ledger:0,0,0,0 games:0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",     // games twice
		strings.Repeat("queue:ABCD ", 60),
	} {
		_, err := ChouetteSession.Parse(pos)
		assert.True(t, errors.Is(err, board.ErrBadNotation), "%s: %v", pos, err)
	}
	s := chouetteAt(t, ChouetteSession, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
		boardID(t, boxWinsSingle[0], boxWinsSingle[1], White, 0, 0))
	before := s.Position()
	for _, text := range []string{"take", "6-5", "1/off", "resign single", "beaver"} {
		_, err := s.ParseMove(text)
		assert.True(t, errors.Is(err, board.ErrIllegalMove) || errors.Is(err, board.ErrBadNotation), "%s: %v", text, err)
		assert.Error(t, s.Play(rollMoves[6][5]))
	}
	playSteps(t, s, "A:roll", "*:2-1")
	_, err := s.ParseMove("resign single")
	assert.True(t, errors.Is(err, board.ErrIllegalMove), "no resignations: %v", err)
	assert.NotEqual(t, before, s.Position())
}

// TestChouetteOpenWith: a board game starts with a given first player
// and roll in place of its opening throw; Describe says who a double
// reaches and what a drop costs; a team member views the board in Black's
// numbering.
func TestChouetteOpenWith(t *testing.T) {
	s, err := ChouetteSession.NewSessionWith(queueOf("ABCD")...)
	require.NoError(t, err)
	require.NoError(t, s.OpenWith(Black, 3, 5))
	assert.Equal(t, seatB, s.ToMove(), "the captain plays first")
	assert.Equal(t, 1, len(slices.DeleteFunc(s.LegalTurns(), func(tt Turn) bool { return tt.String() != "8/3 6/3" })))
	assert.True(t, errors.Is(s.OpenWith(White, 3, 1), board.ErrIllegalMove), "once the game has begun")
	assert.Equal(t, seatB, s.ToMove())
	require.NoError(t, s.PlayTurn(slices.IndexFunc(s.LegalTurns(), func(tt Turn) bool { return tt.String() == "8/3 6/3" })))
	assert.True(t, strings.HasPrefix(s.View(seatB), s.game.b.picture(&s.game.r, Black)), s.View(seatB))
	assert.True(t, strings.HasPrefix(s.View(seatA), s.game.b.picture(&s.game.r, White)), s.View(seatA))
	assert.NotEqual(t, s.View(seatA), s.View(seatB))

	s = chouetteAt(t, ChouetteSession, "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
		boardID(t, boxWinsSingle[0], boxWinsSingle[1], White, 0, 0))
	assert.Equal(t, "double: B to 2, C to 2, D to 2", s.Describe(cubeList[1]))
	playSteps(t, s, "A:double")
	assert.Equal(t, "drop: B pays the box A 1 and is out of this game", s.Describe(takeList[1]))
}

// TestChouettePerft: the ordering throws counted independently — every
// player throws one of the 21 rolls; when all sums differ the first board
// game's opening throw follows (30 unequal throws), otherwise a tied block
// throws again (21) — and the typed Perft equal to the generic walk from
// positions at each kind of decision.
func TestChouettePerft(t *testing.T) {
	var rolls []int // the sums of the 21 rolls
	for a := 1; a <= 6; a++ {
		for b := 1; b <= a; b++ {
			rolls = append(rolls, a+b)
		}
	}
	for _, n := range []int{3, 4} {
		var want uint64
		var rec func(sums []int)
		rec = func(sums []int) {
			if len(sums) < n {
				for _, r := range rolls {
					rec(append(sums, r))
				}
				return
			}
			distinct := map[int]bool{}
			for _, v := range sums {
				distinct[v] = true
			}
			if len(distinct) == n {
				want += 30
			} else {
				want += 21
			}
		}
		rec(nil)
		s := ChouetteSession.NewSession(n)
		assert.Equal(t, want, s.Perft(n+1), "%d players, depth %d", n, n+1)
		if n == 3 {
			walk, err := board.WalkPerft(s, n+1)
			require.NoError(t, err)
			assert.Equal(t, want, walk, "the generic walk")
		}
	}
	for _, pos := range append(chouetteFuzzPositions[:len(chouetteFuzzPositions)-1], "queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:"+
		boardID(t, boxWinsSingle[0], boxWinsSingle[1], White, 0, 0)) {
		s := chouetteAt(t, ChouetteSession, pos)
		walk, err := board.WalkPerft(s, 3)
		require.NoError(t, err)
		assert.Equal(t, walk, s.Perft(3), pos)
	}
}
