package ludo_test

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/rulebook-go/rulebook/ludo"
)

// penaltyGame builds Pokuta with its rules changed by f.
func penaltyGame(t *testing.T, f func(*ludo.Rules)) *ludo.Game {
	t.Helper()
	r := ludo.Penalty.Rules()
	f(&r)
	return userGame(t, "ludo/penalty-test", r)
}

// TestPenaltyGolden plays the scenarios of the penalty game, named by
// their number, for four players (red = seat 0, start square 0; blue's
// start is 10, green's 20). The positions carry a ledger after the stakes:
// 9 tokens each and 4 in the bank, of the 10 each brought. The
// expected moves are worked out from the rules of play: a split of the throw among the
// pieces, each moving forward its share, no two own pieces together and
// none on an opponent; the entry on a 1 onto an empty start square.
func TestPenaltyGolden(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	tests := []struct {
		name  string
		start string
		steps []step
	}{
		// The splits of 5 between the pieces on 3 and 8, the hindmost's
		// share first: 0+5 {3,13}, 1+4 {4,12}, 2+3 {5,11}, 3+2 {6,10} on
		// blue (illegal), 4+1 {7,9}, 5+0 {8,8} (illegal).
		{"7.6-1 a 5 split between two pieces, never onto blue nor onto the own piece", "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4", []step{
			{nil, []string{"8-13", "3-4+8-12", "3-5+8-11", "3-7+8-9"}, "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4"},
			{[]string{"3-4+8-12"}, faces, "4,12/10/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		{"7.6-1 no extra throw when no piece ends on a start square", "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4", []step{
			{[]string{"3-7+8-9"}, nil, "7,9/10/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		{"7.6-2 a 1 enters, or moves either piece", "3,8/10/-/- 0 move:1 tokens:9,9,9,9/4", []step{
			{nil, []string{"base-0", "8-9", "3-4"}, "3,8/10/-/- 0 move:1 tokens:9,9,9,9/4"},
			{[]string{"base-0"}, nil, "0,3,8/10/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		{"7.6-2 the 1 on the piece behind", "3,8/10/-/- 0 move:1 tokens:9,9,9,9/4", []step{
			{[]string{"3-4"}, nil, "4,8/10/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		{"7.6-3 home c and d cannot use a 3: red pays a token", "c,d/10/-/- 0 move:3 tokens:9,9,9,9/4", []step{
			{nil, []string{"pass"}, "c,d/10/-/- 0 move:3 tokens:9,9,9,9/4"},
			{[]string{"pass"}, faces, "c,d/10/-/- 1 throw tokens:8,9,9,9/5"},
		}},
		{"7.6-3 a 1 enters: no fine", "c,d/10/-/- 0 move:1 tokens:9,9,9,9/4", []step{
			{nil, []string{"base-0"}, "c,d/10/-/- 0 move:1 tokens:9,9,9,9/4"},
			{[]string{"base-0"}, nil, "0,c,d/10/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		{"7.6-4 ending on green's start square earns another throw", "17/-/-/- 0 move:3 tokens:9,9,9,9/4", []step{
			{nil, []string{"17-20"}, "17/-/-/- 0 move:3 tokens:9,9,9,9/4"},
			{[]string{"17-20"}, faces, "20/-/-/- 0 again tokens:9,9,9,9/4"},
			{[]string{"2", "20-22"}, nil, "22/-/-/- 1 throw tokens:9,9,9,9/4"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, ludo.Penalty, tc.start, tc.steps) })
	}
}

// TestPenaltyRules checks the rules of the penalty game beyond the scenarios.
func TestPenaltyRules(t *testing.T) {
	faces := []string{"1", "2", "3", "4", "5", "6"}
	noDebt := penaltyGame(t, func(r *ludo.Rules) { r.Cross.Penalty.NoDebt = true })
	tests := []struct {
		name  string
		g     *ludo.Game
		start string
		steps []step
	}{
		// One extra throw per throw, however many pieces end on start squares.
		{"7.5-5 two pieces on start squares: one extra throw", ludo.Penalty, "8,17/-/-/- 0 move:5 tokens:9,9,9,9/4", []step{
			{[]string{"8-10+17-20"}, []string{"1", "2", "3", "4", "5", "6"}, "10,20/-/-/- 0 again tokens:9,9,9,9/4"},
		}},
		// Only the start squares of colours in play count; two
		// players are colours 0 and 2, so 10 is nobody's start.
		{"7.5-5 a start square of a colour not in play earns nothing", ludo.Penalty, "7/- 0 move:3 tokens:9,9/2", []step{
			{[]string{"7-10"}, nil, "10/- 1 throw tokens:9,9/2"},
		}},
		// One final position is one move, so a piece
		// that stood on blue's start square and stays there (9 and 10 with
		// a 2: 1+1 and 2+0 both give {10, 11}, the move 9-11) earns nothing.
		{"7.5-5 a piece staying on a start square earns nothing", ludo.Penalty, "9,10/-/-/- 0 move:2 tokens:9,9,9,9/4", []step{
			{nil, []string{"10-12", "9-11"}, "9,10/-/-/- 0 move:2 tokens:9,9,9,9/4"},
			{[]string{"9-10+10-11"}, nil, "10,11/-/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		// Blue's piece on 37 ends on 0, red's start square.
		{"7.5-5 blue on red's start square throws again", ludo.Penalty, "-/37/-/- 1 move:3 tokens:9,9,9,9/4", []step{
			{[]string{"37-0"}, nil, "-/0/-/- 1 again tokens:9,9,9,9/4"},
		}},
		// Moves that give the same final position are the same
		// move. 3 and 5 with a 4: 0+4 {3, 9}, 1+3 {4, 8}, 2+2 {5, 7}, 3+1
		// {6, 6} (illegal), 4+0 {7, 5}, the same as 2+2. The move to {5,
		// 7} is written with the one piece that leaves a square no piece
		// ends on (3 to 7, passing 5), and read however it is split.
		{"7.3 one final position, one move, whichever split is written", ludo.Penalty, "3,5/-/-/- 0 move:4 tokens:9,9,9,9/4", []step{
			{nil, []string{"5-9", "3-4+5-8", "3-7"}, "3,5/-/-/- 0 move:4 tokens:9,9,9,9/4"},
			{[]string{"3-5+5-7"}, nil, "5,7/-/-/- 1 throw tokens:9,9,9,9/4"},
		}},
		// A split may carry pieces into the home, each home square
		// holding one. 39 and a with a 3: 0+3 (a to d), 1+2 (39 to a, a
		// to c: {a, c}), 2+1 (both to b, illegal), 3+0 (39 to c: {a, c}
		// again, written 39-c).
		{"7.3 splits into and inside the home", ludo.Penalty, "39,a/-/-/- 0 move:3 tokens:9,9,9,9/4", []step{
			{nil, []string{"a-d", "39-c"}, "39,a/-/-/- 0 move:3 tokens:9,9,9,9/4"},
		}},
		// Debts are allowed; with NoDebt a player without tokens pays nothing.
		{"7.5-1 a fine into debt", ludo.Penalty, "c,d/-/-/- 0 move:3 tokens:0,9,9,9/13", []step{
			{[]string{"pass"}, faces, "c,d/-/-/- 1 throw tokens:-1,9,9,9/14"},
		}},
		{"7.5-1 no debt: nothing to pay", noDebt, "c,d/-/-/- 0 move:3 tokens:0,9,9,9/13", []step{
			{[]string{"pass"}, nil, "c,d/-/-/- 1 throw tokens:0,9,9,9/13"},
		}},
		// The first player home takes the bank and the game ends.
		{"7.4 the first home takes the bank", ludo.Penalty, "39,b,c,d/10/-/- 0 move:1 tokens:5,9,9,9/8", []step{
			{nil, []string{"39-a"}, "39,b,c,d/10/-/- 0 move:1 tokens:5,9,9,9/8"},
			{[]string{"39-a"}, nil, "a,b,c,d/10/-/- - over tokens:13,9,9,9/0 placed:0"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { runScenario(t, tc.g, tc.start, tc.steps) })
	}
	s, err := ludo.Penalty.Parse("a,b,c,d/10/-/- - over tokens:13,9,9,9/0 placed:0")
	require.NoError(t, err)
	o := s.Outcome()
	require.Equal(t, []board.Player{0}, o.Winners)
	require.Equal(t, []int{1, 2, 2, 2}, o.Placings)
}

// TestPenaltySetup plays the setup of the penalty game: every player pays one
// token of ten into the bank, then each decides in seat order whether to
// place a piece on his start square (placing is listed first, the default);
// the opening throws only choose the starter (OpeningRollIsFirstMove
// false), who then throws afresh.
func TestPenaltySetup(t *testing.T) {
	s, err := ludo.Penalty.NewCrossState(4)
	require.NoError(t, err)
	require.Equal(t, "-/-/-/- 0 setup tokens:9,9,9,9/4", s.Position())
	require.Equal(t, board.Player(0), s.ToMove())
	require.Equal(t, []string{"base-0", "pass"}, legalStrings(s))
	require.NoError(t, board.Replay(s, "base-0", "pass", "base-20"))
	require.Equal(t, "0/-/20/- 3 setup tokens:9,9,9,9/4", s.Position())
	require.ErrorIs(t, s.Play(ludo.CrossMove{}), board.ErrIllegalMove)
	_, err = s.ParseMove("4")
	require.ErrorIs(t, err, board.ErrIllegalMove)
	require.NoError(t, board.Replay(s, "pass"))
	require.Equal(t, "0/-/20/- 0 open:.... tokens:9,9,9,9/4", s.Position())
	// Red 3, blue 5, green 2, yellow 4: blue starts with a fresh throw.
	require.NoError(t, board.Replay(s, "3", "5", "2", "4"))
	require.Equal(t, "0/-/20/- 1 throw tokens:9,9,9,9/4", s.Position())
	require.Equal(t, 9, s.Tokens(1))
	require.Equal(t, 4, s.Bank())
	for _, bad := range []string{
		"0/-/-/- 0 setup tokens:9,9,9,9/4",               // seat 0 has not decided yet
		"1/-/-/- 1 setup tokens:9,9,9,9/4",               // a placed piece stands on the start square
		"0,1/-/-/- 1 setup tokens:9,9,9,9/4",             // one piece at most
		"-/-/-/- 0 setup tokens:9,9,9,8/5",               // nobody has paid a fine yet
		"-/-/-/- 0 setup",                                // the ledger is part of the position
		"-/-/-/- 0 setup tokens:9,9,9,9/5",               // 41 tokens, 40 brought
		"-/-/-/- 0 setup tokens:9,9,9/3",                 // a seat's tokens missing
		"3/-/-/- 1 throw tokens:10,9,9,9/3",              // richer than after the stake
		"a,b,c,d/-/-/- - over tokens:13,9,9,9/0",         // placed: missing
		"a,b,c,d/-/-/- - over tokens:5,9,9,9/8 placed:0", // the winner took the bank
		"3/-/-/- 1 throw tokens:09,9,9,9/4",              // no leading zeros
		// without the extra throw after a 6, a seat throws again only
		// with a piece just arrived on another colour's start square
		"3,8/10/-/- 0 again tokens:9,9,9,9/4",
		"0/10/-/- 0 again tokens:9,9,9,9/4", // its own start square earns nothing
		"10/- 0 again tokens:9,9/2",         // two players: 10 is no colour's in play
	} {
		_, err := ludo.Penalty.Parse(bad)
		require.ErrorIs(t, err, board.ErrBadNotation, "%s", bad)
	}
	_, err = ludo.Clovece.Parse("0/10/20/30 0 throw tokens:9,9,9,9/4")
	require.ErrorIs(t, err, board.ErrBadNotation, "a ledger in a game without one")
	_, err = ludo.Clovece.Parse("-/-/-/- 0 setup")
	require.ErrorIs(t, err, board.ErrBadNotation, "a setup phase in a game without one")
}

// TestPenaltyMoveNotation checks the split moves' notation: the parts
// joined by "+", read back by the state to the listed move, and the
// rejections with the reason.
func TestPenaltyMoveNotation(t *testing.T) {
	s, err := ludo.Penalty.Parse("3,8/10/-/- 0 move:5 tokens:9,9,9,9/4")
	require.NoError(t, err)
	for _, tc := range []struct {
		text string
		want error
	}{
		{"3-8", board.ErrIllegalMove},                       // onto the own piece
		{"3-6+8-10", board.ErrIllegalMove},                  // onto blue
		{"3-4+8-11", board.ErrIllegalMove},                  // 4 steps, not 5
		{"3-4+3-5", board.ErrBadNotation},                   // one piece, two shares
		{"3-4+8-12+9-10+11-12+13-14", board.ErrBadNotation}, // five parts
		{"base-0+3-7", board.ErrBadNotation},                // an entry takes the whole throw
		{"3-3+8-13", board.ErrBadNotation},                  // a share moves the piece
		{"3-4+", board.ErrBadNotation},
		{"+", board.ErrBadNotation},
		{"8-13x1", board.ErrIllegalMove}, // nothing is captured
		{"2:3-8", board.ErrIllegalMove},  // no partner's pieces
		{"R:3-8", board.ErrIllegalMove},  // no colour-blind figures
		{"8-13>1", board.ErrIllegalMove}, // nor their captures
	} {
		_, err := s.ParseMove(tc.text)
		require.ErrorIs(t, err, tc.want, "%s", tc.text)
		require.Equal(t, "3,8/10/-/- 0 move:5 tokens:9,9,9,9/4", s.Position())
	}
	again, err := ludo.Penalty.Parse("20/-/-/- 0 again tokens:9,9,9,9/4")
	require.NoError(t, err)
	_, err = again.ParseMove("20-22")
	require.EqualError(t, err, "20-22: the die is to be thrown first (seat 0's throw again)")
	one, err := ludo.Penalty.Parse("3,8/10/-/- 0 move:1 tokens:9,9,9,9/4")
	require.NoError(t, err)
	_, err = one.ParseMove("G:base-0")
	require.ErrorIs(t, err, board.ErrIllegalMove, "an entry names no colour")
	m, err := s.ParseMove("8-12+3-4")
	require.NoError(t, err)
	require.Equal(t, "3-4+8-12", m.String())
	require.Equal(t, []board.Touch{{Cell: "3", Role: board.From}, {Cell: "4", Role: board.To}, {Cell: "8", Role: board.From}, {Cell: "12", Role: board.To}},
		m.(board.Tracer).Touches())
	require.Equal(t, "3-4+8-12: seat 0 moves 3 to 4 and 8 to 12; seat 1 throws next", s.(board.Describer).Describe(m))
	p := s.(board.Drawer).Picture()
	require.Equal(t, []board.Counter{{Name: "turn", Value: "A"}, {Name: "tokens of A", Value: "9"}, {Name: "tokens of B", Value: "9"},
		{Name: "tokens of C", Value: "9"}, {Name: "tokens of D", Value: "9"}, {Name: "bank", Value: "4"}}, p.Counters)
}

// TestPenaltyOptions checks what NewGame accepts with Penalty.
func TestPenaltyOptions(t *testing.T) {
	for _, f := range []func(*ludo.Rules){
		func(r *ludo.Rules) { r.Cross.AllInBase = false },
		func(r *ludo.Rules) { r.Cross.OptionalEntry = false },
		func(r *ludo.Rules) { r.Cross.StartMayWait = false },
		func(r *ludo.Rules) { r.FirstFinisherEnds = false },
		func(r *ludo.Rules) { r.Cross.MandatoryCapture = true },
		func(r *ludo.Rules) { r.Cross.NoJumpInHome = true },
		func(r *ludo.Rules) { r.Cross.Barricades = true },
		func(r *ludo.Rules) { r.Cross.Parking = "4,8" },
		func(r *ludo.Rules) { r.Cross.Penalty.StartingTokens = -1 },
		func(r *ludo.Rules) { r.Cross.Penalty.PiecesToWin = 5 },
	} {
		r := ludo.Penalty.Rules()
		f(&r)
		_, err := ludo.NewGame(board.Names{ID: "ludo/x", Name: "x"}, r)
		require.Error(t, err, "%+v", r.Cross)
	}
	_, err := ludo.NewGame(board.Names{ID: "ludo/x", Name: "x"}, ludo.Rules{Cross: ludo.CrossRules{Penalty: ludo.PenaltyRules{StartingTokens: 5}}})
	require.Error(t, err, "StartingTokens without Penalty")
	g, err := ludo.Penalty.WithOptions(map[string]string{"Cross.Penalty.StartingTokens": "3", "Cross.Penalty.PiecesToWin": "1"})
	require.NoError(t, err)
	s, err := g.New(2)
	require.NoError(t, err)
	require.Equal(t, "-/- 0 setup tokens:2,2/2", s.Position())
	// One piece home wins with PiecesToWin 1.
	s, err = g.Parse("39/10 0 move:1 tokens:2,2/2")
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, "39-a"))
	require.Equal(t, "a/10 - over tokens:4,2/0 placed:0", s.Position())
}

// drawPenalty turns a drawn cross rule set into a penalty game, keeping the
// drawn options the penalty game has: the opening, the first throw, the
// three throws, the extra throw after a 6, the entry throws, the seating;
// and drawing its own: the tokens, debts, the pieces to win.
func drawPenalty(t *rapid.T, r ludo.Rules) ludo.Rules {
	c := r.Cross
	r.FirstFinisherEnds = true
	r.Cross = ludo.CrossRules{
		AllInBase: true, OptionalEntry: true, StartMayWait: true,
		FreshFirstThrow: c.FreshFirstThrow, NoThreeThrows: c.NoThreeThrows, NoSixExtraThrow: c.NoSixExtraThrow,
		Entry: c.Entry, Seating: c.Seating,
		Penalty: ludo.PenaltyRules{On: true,
			StartingTokens: rapid.IntRange(0, 3).Draw(t, "starting tokens"),
			NoDebt:         rapid.Bool().Draw(t, "no debt"),
			PiecesToWin:    rapid.IntRange(0, 4).Draw(t, "pieces to win"),
		},
	}
	return r
}

// oraclePenalty lists the moves of the penalty game with a
// throw of r, from the rules and the state's public view, independently of
// the engine: the entry, on an entry throw, onto an empty start square;
// then every way of giving the pieces on the way shares of r (the
// hindmost piece's share first, from 0 up), kept when no piece goes beyond
// home square d, no piece given a share ends on an opponent and no two
// pieces end together; each final position once, written as its pieces
// leaving squares no piece ends on, in their order, going to the squares
// no piece stood on.
func oraclePenalty(g *ludo.Game, s *ludo.CrossState, r int) []string {
	n, seat := s.Seats(), s.Seat()
	start := 10 * g.Colour(n, seat)
	occupied, opponent := map[int]bool{}, map[int]bool{}
	for i := range n {
		for k := range 4 {
			if p := s.Progress(i, k); p >= 0 && p < 40 {
				sq := (10*g.Colour(n, i) + p) % 40
				occupied[sq] = true
				opponent[sq] = opponent[sq] || i != seat
			}
		}
	}
	var way []int
	base := 0
	for k := range 4 {
		if p := s.Progress(seat, k); p < 0 {
			base++
		} else {
			way = append(way, p)
		}
	}
	var out []string
	entryThrows := map[ludo.Entry][]int{ludo.Entry6: {6}, ludo.Entry1or6: {1, 6}, ludo.Entry1: {1}}[g.Rules().Cross.Entry]
	if slices.Contains(entryThrows, r) && base > 0 && !occupied[start] {
		out = append(out, "base-"+strconv.Itoa(start))
	}
	name := func(p int) string {
		if p >= 40 {
			return string(rune('a' + p - 40))
		}
		return strconv.Itoa((start + p) % 40)
	}
	seen := map[string]bool{}
	var give func(i, left int, final []int)
	give = func(i, left int, final []int) {
		if i == len(way) {
			if left > 0 {
				return
			}
			set := map[int]bool{}
			for _, q := range final {
				if set[q] {
					return
				}
				set[q] = true
			}
			sorted := slices.Sorted(maps.Keys(set))
			key := fmt.Sprint(sorted)
			if seen[key] {
				return
			}
			seen[key] = true
			var leave, arrive []int
			for _, p := range way {
				if !set[p] {
					leave = append(leave, p)
				}
			}
			for _, q := range sorted {
				if !slices.Contains(way, q) {
					arrive = append(arrive, q)
				}
			}
			parts := make([]string, len(leave))
			for j := range leave {
				parts[j] = name(leave[j]) + "-" + name(arrive[j])
			}
			out = append(out, strings.Join(parts, "+"))
			return
		}
		for d := 0; d <= left; d++ {
			q := way[i] + d
			if q > 43 || d > 0 && q < 40 && opponent[(start+q)%40] {
				continue
			}
			give(i+1, left-d, append(slices.Clone(final), q))
		}
	}
	if len(way) > 0 {
		give(0, r, nil)
	}
	return out
}

// checkPenaltyMove checks the penalty game's invariants over a
// move: the tokens of the seats and the bank always add up to what
// the players brought; a token is paid, by the mover, exactly when a throw
// had no legal move (nothing when he has none and debts are not allowed);
// the winner takes the bank; every split uses exactly the throw; no piece
// ever goes back to the base; and after a move the mover throws again
// exactly when a piece arrived on the start square of another colour in
// play (or after a 6, when 6s earn another throw).
func checkPenaltyMove(t *rapid.T, g *ludo.Game, before, after *ludo.CrossState, m ludo.CrossMove) {
	n, seat := after.Seats(), before.Seat()
	brought := g.Rules().Cross.Penalty.StartingTokens
	sum := after.Bank()
	for i := range n {
		sum += after.Tokens(i)
	}
	if sum != n*brought {
		t.Fatalf("%s: %d tokens in all, %d players brought %d each", after.Position(), sum, n, brought)
	}
	paid := before.Tokens(seat) - after.Tokens(seat)
	fine := before.Phase() == ludo.PhaseMove && m.Kind() == ludo.Pass
	switch {
	case after.Phase() == ludo.PhaseOver:
		if after.Bank() != 0 || after.Tokens(seat) != before.Tokens(seat)+before.Bank() {
			t.Fatalf("%s -> %s: the winner does not take the bank", before.Position(), after.Position())
		}
	case fine && !g.Rules().Cross.Penalty.NoDebt || fine && before.Tokens(seat) > 0:
		if paid != 1 || after.Bank() != before.Bank()+1 {
			t.Fatalf("%s -> %s: a throw without a move, but the fine is %d", before.Position(), after.Position(), paid)
		}
	default:
		if after.Bank() != before.Bank() || paid != 0 {
			t.Fatalf("%s -> %s: %s moves tokens", before.Position(), after.Position(), m)
		}
	}
	steps, bases := 0, 0
	for k := range 4 {
		steps += after.Progress(seat, k) - before.Progress(seat, k)
		if after.Progress(seat, k) < 0 {
			bases++
		}
		if before.Progress(seat, k) < 0 {
			bases--
		}
	}
	if bases > 0 {
		t.Fatalf("%s -> %s: a piece went back to the base", before.Position(), after.Position())
	}
	if before.Phase() == ludo.PhaseMove && m.Kind() == ludo.Step && !m.Entry() && steps != before.Roll() {
		t.Fatalf("%s -> %s: the move %s uses %d steps of a throw of %d", before.Position(), after.Position(), m, steps, before.Roll())
	}
	if before.Phase() != ludo.PhaseMove || m.Kind() != ludo.Step || after.Phase() == ludo.PhaseOver {
		return // a pass's throw again is the turn's (a 6, the three throws)
	}
	squares := func(s *ludo.CrossState) map[int]bool {
		out := map[int]bool{}
		for k := range 4 {
			if p := s.Progress(seat, k); p >= 0 && p < 40 {
				out[(10*g.Colour(n, seat)+p)%40] = true
			}
		}
		return out
	}
	was, now := squares(before), squares(after)
	arrived := false
	for i := range n {
		if start := 10 * g.Colour(n, i); i != seat && now[start] && !was[start] {
			arrived = true
		}
	}
	six := before.Roll() == 6 && !g.Rules().Cross.NoSixExtraThrow
	if again := after.Phase() == ludo.PhaseAgain && after.Seat() == seat; again != (arrived || six) {
		t.Fatalf("%s -> %s: throws again %v, but a piece arrived on another's start square %v", before.Position(), after.Position(), again, arrived)
	}
}

// TestPenaltyPerft counts the game tree of two players from the start,
// worked out from the rules of setup and play: two setup decisions each (2, 4), the
// two opening throws (24, 144), then either the tied seats throw again (6
// of the 36 pairs: 6 and then 36 nodes) or the starter throws afresh (6
// faces), and each face leaves exactly one decision: the placed piece's
// move, or without one the entry on a 1 and the pass (a lone forfeit)
// otherwise — 4 × (6 × 36 + 30 × 6) = 1,584. It also compares Perft with
// boardtest.Perft's count through the generic API on positions with splits.
func TestPenaltyPerft(t *testing.T) {
	s, err := ludo.Penalty.NewCrossState(2)
	require.NoError(t, err)
	for depth, want := range []uint64{1, 2, 4, 24, 144, 864, 1584} {
		require.Equal(t, want, s.Perft(depth), "depth %d", depth)
	}
	for _, pos := range []string{"3,8/10/-/- 0 move:5 tokens:9,9,9,9/4", "0,1,2,3/10/-/- 0 throw tokens:9,9,9,9/4", "c,d/20/-/- 1 again tokens:7,9,9,9/6"} {
		s, err := ludo.Penalty.Parse(pos)
		require.NoError(t, err)
		for depth := range 4 {
			require.Equal(t, boardtest.Perft(s, depth), s.(board.Perfter).Perft(depth), "%s depth %d", pos, depth)
		}
	}
}

// TestPenaltyDescribe checks the words for the penalty game's decisions.
func TestPenaltyDescribe(t *testing.T) {
	tests := []struct{ pos, move, want string }{
		{"-/-/-/- 0 setup tokens:9,9,9,9/4", "base-0", "base-0: seat 0 places a piece on its start square 0; seat 1 throws next"},
		{"0/10/20/- 3 setup tokens:9,9,9,9/4", "pass", "pass: seat 3 keeps every piece in the base; seat 0 throws next in the opening"},
		{"c,d/10/-/- 0 throw tokens:9,9,9,9/4", "3", "3: no piece of seat 0 can use 3: seat 0 pays a token into the bank"},
		{"c,d/10/-/- 0 move:3 tokens:9,9,9,9/4", "pass", "pass: the throw of 3 cannot be used: seat 0 pays a token into the bank (8 left, 5 in the bank); seat 1 throws next"},
		{"17/-/-/- 0 move:3 tokens:9,9,9,9/4", "17-20", "17-20: seat 0 moves 17 to 20; a piece ends on another colour's start square: seat 0 throws again"},
		{"39,b,c,d/10/-/- 0 move:1 tokens:5,9,9,9/8", "39-a", "39-a: seat 0 moves 39 to a; seat 0 is home first and takes the bank, 8 tokens; the game is over"},
		{"3,8/10/-/- 0 move:1 tokens:9,9,9,9/4", "base-0", "base-0: a piece of seat 0 enters on 0; seat 1 throws next"},
		{"3,8/10/-/- 0 move:5 tokens:9,9,9,9/4", "3-9", "3-9: with a throw of 5 seat 0 moves 8-13 or 3-4+8-12 or 3-5+8-11 or 3-7+8-9"},
	}
	for _, tc := range tests {
		s, err := ludo.Penalty.Parse(tc.pos)
		require.NoError(t, err)
		require.Equal(t, tc.want, s.(board.Describer).Describe(textMove(tc.move)), "%s %s", tc.pos, tc.move)
	}
}

// TestPenaltyInvariants runs the cross invariants (crossInvariants) on
// random penalty rule sets only: the cross-track and penalty invariants at
// every step, the
// moves exactly those of the rules (oraclePenalty through checkCrossMoves),
// the ledger adding up and fining exactly the throws without a move
// (checkPenaltyMove), every position reading back; and at every decision a
// split of the throw drawn at random, written in any order, accepted
// exactly when the rules list the position it gives, as the listed move
// (checkSplitReading: soundness of the check against the generator).
func TestPenaltyInvariants(t *testing.T) {
	rapid.Check(t, crossInvariants(func(t *rapid.T) *ludo.Game {
		r := drawPenalty(t, ludo.Rules{
			Opening: ludo.Opening(rapid.IntRange(0, 1).Draw(t, "opening")),
			Cross: ludo.CrossRules{
				FreshFirstThrow: rapid.Bool().Draw(t, "fresh first throw"),
				NoThreeThrows:   rapid.Bool().Draw(t, "no three throws"),
				NoSixExtraThrow: rapid.Bool().Draw(t, "no six extra"),
				Entry:           ludo.Entry(rapid.IntRange(0, 2).Draw(t, "entry")),
				Seating:         ludo.Seating(rapid.IntRange(0, 1).Draw(t, "seating")),
			},
		})
		g, err := ludo.NewGame(board.Names{ID: "ludo/drawn-penalty", Name: "A drawn penalty game"}, r)
		if err != nil {
			t.Fatalf("NewGame(%+v): %v", r, err)
		}
		return g
	}))
}

// checkSplitReading draws a split of the throw among the seat's pieces on
// the way (random shares that keep every piece within its home, the parts
// in random order) and checks that
// ParseMove accepts it exactly when the rules list the final position it
// reaches, giving the listed move, and refuses it otherwise with
// ErrIllegalMove, leaving the state as it was.
func checkSplitReading(t *rapid.T, g *ludo.Game, s *ludo.CrossState, rng *rand.Rand) {
	n, seat, r := s.Seats(), s.Seat(), s.Roll()
	start := 10 * g.Colour(n, seat)
	name := func(p int) string {
		if p >= 40 {
			return string(rune('a' + p - 40))
		}
		return strconv.Itoa((start + p) % 40)
	}
	var way []int
	for k := range 4 {
		if p := s.Progress(seat, k); p >= 0 {
			way = append(way, p)
		}
	}
	if len(way) == 0 {
		return
	}
	share := make([]int, len(way))
	for range r {
		share[rng.IntN(len(way))]++
	}
	var parts []string
	final := map[int]bool{}
	together := false
	for i, p := range way {
		q := p + share[i]
		if q > 43 {
			return // beyond home square d: no place to write
		}
		together = together || final[q]
		final[q] = true
		if share[i] > 0 {
			parts = append(parts, name(p)+"-"+name(q))
		}
	}
	rng.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	text := strings.Join(parts, "+")
	want := ""
	if !together {
		var leave, arrive []int
		for _, p := range way {
			if !final[p] {
				leave = append(leave, p)
			}
		}
		for _, q := range slices.Sorted(maps.Keys(final)) {
			if !slices.Contains(way, q) {
				arrive = append(arrive, q)
			}
		}
		var canon []string
		for j := range leave {
			canon = append(canon, name(leave[j])+"-"+name(arrive[j]))
		}
		if listed := strings.Join(canon, "+"); slices.Contains(oraclePenalty(g, s, r), listed) {
			want = listed
		}
	}
	pos := s.Position()
	m, err := s.ParseMove(text)
	switch {
	case want != "" && (err != nil || m.String() != want):
		t.Fatalf("%s: %s reaches the listed %s, but ParseMove gives %v, %v", pos, text, want, m, err)
	case want == "" && !errors.Is(err, board.ErrIllegalMove):
		t.Fatalf("%s: %s is not legal, but ParseMove gives %v, %v", pos, text, m, err)
	case s.Position() != pos:
		t.Fatalf("ParseMove(%s) changed %s to %s", text, pos, s.Position())
	}
}

// BenchmarkPenaltyLegalMoves lists the moves of the penalty game's largest
// throws through the typed API: a 6 split among four pieces spread round
// the track (84 splits, every one a position of its own) and among four
// pieces in a row (many splits reaching one position).
func BenchmarkPenaltyLegalMoves(b *testing.B) {
	for _, pos := range []string{"3,13,23,33/-/-/- 0 move:6 tokens:9,9,9,9/4", "0,1,2,3/10/-/- 0 move:6 tokens:9,9,9,9/4"} {
		b.Run(pos, func(b *testing.B) {
			s, err := ludo.Penalty.ParseCrossState(pos)
			if err != nil {
				b.Fatal(err)
			}
			buf := make([]ludo.CrossMove, 0, 84)
			b.ReportAllocs()
			for b.Loop() {
				buf = s.LegalMoves(buf)
			}
			b.ReportMetric(float64(len(buf)), "moves")
		})
	}
}
