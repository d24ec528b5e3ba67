package boardtest

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPerftFake(t *testing.T) {
	s, err := fakeGame{}.New(2)
	require.NoError(t, err)
	// From the start: 3 rolls; each roll lets token a or b move (both at
	// field 0, every roll fits): 3*2 = 6; then the other seat rolls: 18;
	// then again 2 moves per roll: 36.
	for depth, want := range []uint64{1, 3, 6, 18, 36} {
		assert.Equal(t, want, Perft(s, depth), "depth %d", depth)
		assert.Equal(t, want, s.(board.Perfter).Perft(depth), "depth %d", depth)
	}
	assert.Equal(t, "0 - 0,0 0,0", s.Position(), "Perft must not change the state")
	// Perft ignores the Perfter, even a broken one.
	broken, err := fakeGame{bug: bugPerfter}.New(2)
	require.NoError(t, err)
	assert.Equal(t, uint64(19), broken.(board.Perfter).Perft(3))
	assert.Equal(t, uint64(18), Perft(broken, 3))
}

func TestPerftFinished(t *testing.T) {
	s, err := fakeGame{}.Parse("1 - 6,6 0,1")
	require.NoError(t, err)
	assert.Equal(t, uint64(1), Perft(s, 0))
	assert.Equal(t, uint64(0), Perft(s, 1), "a finished game has no leaves below it")
}

func TestPerftPanicsOnBrokenGame(t *testing.T) {
	s, err := fakeGame{bug: bugPlayFails}.New(2)
	require.NoError(t, err)
	assert.Panics(t, func() { Perft(s, 3) })
}

func TestBoardPlayout(t *testing.T) {
	for seed := range uint64(20) {
		s, err := fakeGame{}.New(3)
		require.NoError(t, err)
		plies, err := board.Playout(s, rand.New(rand.NewPCG(seed, 1)))
		require.NoError(t, err)
		assert.True(t, s.Outcome().Over)
		// A seat needs at least 4 turns (12 fields, at most 3 a turn) of 2
		// plies each, and the winner's last turn ends the game.
		assert.GreaterOrEqual(t, plies, 2*(3*3+1))
		assert.Equal(t, board.Nobody, s.ToMove())
	}
}

func TestBoardPlayoutErrors(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	s, _ := fakeGame{bug: bugNeverEnds}.New(2)
	plies, err := board.Playout(s, r)
	assert.ErrorContains(t, err, "did not end within MaxPlies=600")
	assert.Equal(t, 601, plies)

	s, _ = fakeGame{bug: bugPlayFails}.New(2)
	_, err = board.Playout(s, r)
	assert.ErrorIs(t, err, board.ErrIllegalMove)

	s, _ = fakeGame{bug: bugChanceSum}.New(2)
	plies, err = board.Playout(s, r)
	assert.NoError(t, err, "Sample copes with probabilities that do not sum to 1")
	assert.Positive(t, plies)
}

func BenchmarkPlayoutFake(b *testing.B) { Bench(b, fakeGame{}, 3) }
