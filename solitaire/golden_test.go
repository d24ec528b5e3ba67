package solitaire

import (
	"sort"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legalStrings returns the legal moves of s as sorted strings.
func legalStrings(s board.State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

func sorted(xs ...string) []string {
	out := append([]string(nil), xs...)
	sort.Strings(out)
	return out
}

func newState(t *testing.T, g board.Game, players int) board.State {
	t.Helper()
	s, err := g.New(players)
	require.NoError(t, err)
	return s
}

// The scenarios of the puzzles (1 Samotář, 2 Kříž, 3 Pětiúhelník), by id:
// scenario k of puzzle N is test TestGolden_sN_k. The expected moves are
// worked out by hand from the board's numbering.

func TestGolden_s1_1(t *testing.T) {
	s := newState(t, Samotar, 1)
	assert.Equal(t, "oooooooooooooooo.oooooooooooooooo", s.Position())
	assert.Equal(t, sorted("5-10-17", "15-16-17", "19-18-17", "29-24-17"), legalStrings(s))
}

func TestGolden_s1_2(t *testing.T) {
	s := newState(t, Samotar, 1)
	require.NoError(t, board.Replay(s, "5-10-17"))
	assert.Equal(t, sorted("8-9-10", "12-11-10", "24-17-10"), legalStrings(s))
}

// samotarSolution is Samotář's scenario 3.
var samotarSolution = strings.Fields("5-10-17 8-9-10 1-4-9 3-2-1 10-9-8 7-8-9 11-6-3 13-12-11 16-9-4 1-4-9 " +
	"14-15-16 16-9-4 18-11-6 3-6-11 20-19-18 18-11-6 28-23-16 21-22-23 23-16-9 4-9-16 " +
	"16-17-18 25-18-11 6-11-18 27-26-25 24-25-26 33-30-25 18-25-30 31-32-33 33-30-25 26-25-24 29-24-17")

func TestGolden_s1_3(t *testing.T) {
	require.Len(t, samotarSolution, 31)
	s := newState(t, Samotar, 1)
	require.NoError(t, board.Replay(s, samotarSolution...))
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, "solved", o.Reason)
	assert.Equal(t, []board.Player{0}, o.Winners)
	assert.Equal(t, []int{1}, o.Points)
	assert.Equal(t, board.Nobody, s.ToMove())
}

func TestGolden_s2_1(t *testing.T) {
	s := newState(t, Cross, 1)
	assert.Equal(t, HolesOf(5, 10, 15, 16, 17, 18, 19, 24, 29), s.(*Puzzle).Board().Pegs())
	assert.Equal(t, sorted("10-5-2", "16-15-14", "18-19-20", "24-29-32"), legalStrings(s))
}

func TestGolden_s2_2(t *testing.T) {
	s := newState(t, Cross, 1)
	require.NoError(t, board.Replay(s, strings.Fields("10-5-2 24-17-10 15-16-17 17-10-5 2-5-10 19-18-17 10-17-24 29-24-17")...))
	assert.Equal(t, "solved", s.Outcome().Reason)
}

func TestGolden_s2_3(t *testing.T) {
	// Never more than 9 pegs, at most 8 moves: every line of play from the
	// start (all of them, by the solver's count of positions) stays within.
	s := newState(t, Cross, 1)
	var walk func(p *Puzzle, depth int)
	walk = func(p *Puzzle, depth int) {
		require.LessOrEqual(t, p.Board().Pegs().Len(), 9)
		require.LessOrEqual(t, depth, 8)
		var buf [maxJumps]Jump
		for _, j := range p.LegalMoves(buf[:0]) {
			c := p.Copy()
			c.Apply(j)
			walk(c, depth+1)
		}
	}
	walk(s.(*Puzzle), 0)
}

func TestGolden_s3_1(t *testing.T) {
	s := newState(t, Pentagon, 1)
	assert.Equal(t, 24, s.(*Puzzle).Board().Pegs().Len())
	assert.Equal(t, sorted("9-4-1", "9-8-7", "11-6-3", "11-12-13", "23-22-21", "23-28-31", "24-29-32", "25-26-27", "25-30-33"),
		legalStrings(s))
}

func TestGolden_s3_2(t *testing.T) {
	s := newState(t, Pentagon, 1)
	require.NoError(t, board.Replay(s, strings.Fields("9-4-1 1-2-3 6-5-4 11-10-9 8-9-10 17-10-5 4-5-6 3-6-11 11-12-13 "+
		"13-20-27 15-16-17 18-17-16 23-16-9 25-24-23 27-26-25 28-23-16 30-25-18 19-18-17 17-16-15 14-15-16 "+
		"9-16-23 22-23-24 29-24-17")...))
	assert.Equal(t, "solved", s.Outcome().Reason)
}

func TestGolden_s3_3(t *testing.T) {
	// 24 − moves pegs along a random line of play, at most 23 moves.
	s := newState(t, Pentagon, 1).(*Puzzle)
	for moves := 0; ; moves++ {
		require.Equal(t, 24-moves, s.Board().Pegs().Len())
		var buf [maxJumps]Jump
		js := s.LegalMoves(buf[:0])
		if len(js) == 0 {
			require.LessOrEqual(t, moves, 23)
			return
		}
		s.Apply(js[len(js)/2])
	}
}

func TestPuzzleShortJumpAndErrors(t *testing.T) {
	s := newState(t, Samotar, 1)
	m, err := s.ParseMove("5-17")
	require.NoError(t, err)
	assert.Equal(t, NewJump(5, 10, 17), m)
	for _, bad := range []string{"", "5", "5-10-17-24", "0-10-17", "5-10-18", "5-18", "34-1", "05-17", "5--17", "+5-17"} {
		_, err := s.ParseMove(bad)
		assert.Error(t, err, bad)
	}
	_, err = s.ParseMove("1-4-9") // 9 holds a peg
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	_, err = s.ParseMove("1-2-9")
	assert.ErrorIs(t, err, board.ErrIllegalMove)
}

func TestPuzzleOffCentre(t *testing.T) {
	s, err := Samotar.Parse("o................................")
	require.NoError(t, err)
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, "one peg, off centre", o.Reason)
	assert.Empty(t, o.Winners)
	assert.ErrorIs(t, s.Play(NewJump(1, 2, 3)), board.ErrGameOver)
}
