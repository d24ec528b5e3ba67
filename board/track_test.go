package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ludoTrack(t *testing.T) *Track {
	t.Helper()
	tr, err := EvenTrack(40, 4, 4)
	require.NoError(t, err)
	return tr
}

func TestTrackErrors(t *testing.T) {
	for name, f := range map[string]func() (*Track, error){
		"no squares":      func() (*Track, error) { return NewTrack(0, 1, 0, 0) },
		"length 0":        func() (*Track, error) { return NewTrack(40, 0, 4, 0) },
		"length > ring":   func() (*Track, error) { return NewTrack(40, 41, 4, 0) },
		"negative home":   func() (*Track, error) { return NewTrack(40, 40, -1, 0) },
		"no seats":        func() (*Track, error) { return NewTrack(40, 40, 4) },
		"entry off ring":  func() (*Track, error) { return NewTrack(40, 40, 4, 0, 40) },
		"too many seats":  func() (*Track, error) { return EvenTrack(4, 5, 0) },
		"no seats (even)": func() (*Track, error) { return EvenTrack(40, 0, 4) },
	} {
		_, err := f()
		assert.Error(t, err, name)
	}
}

func TestLudoTrack(t *testing.T) {
	// The ludo cross: S(c) = 10c, L(c) = (10c + 39) mod 40, progress p on the
	// track is square (10c + p) mod 40, 40..43 the home squares a..d.
	tr := ludoTrack(t)
	assert.Equal(t, 4, tr.Seats())
	assert.Equal(t, 43, tr.Goal())
	for c := range 4 {
		assert.Equal(t, 10*c, tr.Entry(c))
		assert.Equal(t, (10*c+39)%40, tr.Last(c))
		for p := range 40 {
			s, ok := tr.Spot(c, p)
			require.True(t, ok)
			assert.Equal(t, Spot{N: (10*c + p) % 40}, s)
			back, ok := tr.Progress(c, s)
			require.True(t, ok)
			assert.Equal(t, p, back)
		}
		for k := range 4 {
			s, ok := tr.Spot(c, 40+k)
			require.True(t, ok)
			assert.Equal(t, Spot{Home: true, N: k}, s)
			back, ok := tr.Progress(c, s)
			require.True(t, ok)
			assert.Equal(t, 40+k, back)
		}
		_, ok := tr.Spot(c, 44)
		assert.False(t, ok)
		_, ok = tr.Spot(c, -1)
		assert.False(t, ok)
	}
	// Ludo's scenario 3: red (0) on 38 throws 3 → home b.
	p, ok := tr.Progress(0, Spot{N: 38})
	require.True(t, ok)
	q, ok := tr.Advance(p, 3)
	require.True(t, ok)
	s, _ := tr.Spot(0, q)
	assert.Equal(t, "h1", s.String())
	// No overshooting the innermost home square.
	_, ok = tr.Advance(41, 3)
	assert.False(t, ok)
	q, ok = tr.Advance(40, 3)
	assert.True(t, ok)
	assert.Equal(t, 43, q)
	_, ok = tr.Progress(0, Spot{Home: true, N: 4})
	assert.False(t, ok)
	_, ok = tr.Progress(0, Spot{N: 40})
	assert.False(t, ok)
}

func TestShortLapTrack(t *testing.T) {
	// A ring of 12 where pieces travel 9 squares, then 2 home squares:
	// seat 1 enters on 6 and turns home after square 2; it never reaches 3..5.
	tr, err := NewTrack(12, 9, 2, 0, 6)
	require.NoError(t, err)
	assert.Equal(t, 2, tr.Last(1))
	assert.Equal(t, 10, tr.Goal())
	_, ok := tr.Progress(1, Spot{N: 4})
	assert.False(t, ok)
	p, ok := tr.Progress(1, Spot{N: 1})
	assert.True(t, ok)
	assert.Equal(t, 7, p)
	assert.Equal(t, "5", Spot{N: 5}.String())
}
