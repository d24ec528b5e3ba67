package board

import (
	"fmt"
	"strconv"
)

// A Track is the circuit of a race game: Squares squares in a ring,
// numbered 0..Squares-1 in the direction of play, with an entry square for
// each seat and a home stretch of Home squares per seat. A piece of a seat
// is measured by its progress: 0 on the seat's entry square, counting the
// squares moved; progress 0..Length-1 is on the ring, Length..Goal in the
// seat's home stretch. Ludo (Mensch ärgere Dich nicht) is EvenTrack(40, 4, 4):
// entries 0, 10, 20, 30, each seat going once round to the square behind
// its entry and then into 4 home squares. Tracks are immutable and safe
// for concurrent use; methods that take a seat panic for a seat the track
// does not have, as a slice index does.
type Track struct {
	squares, length, home int
	entry                 []int
}

// NewTrack returns a track of squares ring squares, on which each piece
// travels length of them (its entry included) before turning into a home
// stretch of home squares, with one entry square per seat.
func NewTrack(squares, length, home int, entries ...int) (*Track, error) {
	switch {
	case squares < 1:
		return nil, fmt.Errorf("board: a track of %d squares", squares)
	case length < 1 || length > squares:
		return nil, fmt.Errorf("board: a track length of %d on %d squares", length, squares)
	case home < 0:
		return nil, fmt.Errorf("board: a home stretch of %d squares", home)
	case len(entries) == 0:
		return nil, fmt.Errorf("board: a track without seats")
	}
	for seat, e := range entries {
		if e < 0 || e >= squares {
			return nil, fmt.Errorf("board: seat %d enters on square %d, not on 0..%d", seat, e, squares-1)
		}
	}
	return &Track{squares: squares, length: length, home: home, entry: append([]int(nil), entries...)}, nil
}

// EvenTrack returns the track of squares squares shared by seats seats
// whose entries are spaced evenly from square 0 (seat c enters on
// c·squares/seats), each going once round into a home stretch of home
// squares.
func EvenTrack(squares, seats, home int) (*Track, error) {
	if seats < 1 || seats > squares {
		return nil, fmt.Errorf("board: %d seats on a track of %d squares", seats, squares)
	}
	entries := make([]int, seats)
	for c := range entries {
		entries[c] = c * squares / seats
	}
	return NewTrack(squares, squares, home, entries...)
}

// Squares returns the number of ring squares.
func (t *Track) Squares() int { return t.squares }

// Length returns the number of ring squares a piece travels, entry
// included, before its home stretch.
func (t *Track) Length() int { return t.length }

// Home returns the number of squares of each home stretch.
func (t *Track) Home() int { return t.home }

// Seats returns the number of seats.
func (t *Track) Seats() int { return len(t.entry) }

// Entry returns the entry square of seat.
func (t *Track) Entry(seat int) int { return t.entry[seat] }

// Last returns the last ring square of seat, from which its pieces turn
// into the home stretch: for ludo the square just behind the entry.
func (t *Track) Last(seat int) int { return (t.entry[seat] + t.length - 1) % t.squares }

// Goal returns the highest progress: the innermost home square, or the
// last ring square when there is no home stretch.
func (t *Track) Goal() int { return t.length + t.home - 1 }

// A Spot is where a piece stands: ring square N, or home square N (from 0,
// the first one entered) of its seat's home stretch.
type Spot struct {
	Home bool
	N    int
}

// String returns the ring square as a number ("12") and a home square as
// "h" and its number from 0 ("h0").
func (s Spot) String() string {
	if s.Home {
		return "h" + strconv.Itoa(s.N)
	}
	return strconv.Itoa(s.N)
}

// Spot returns where progress p of seat stands; false when p is not in
// 0..Goal.
func (t *Track) Spot(seat, p int) (Spot, bool) {
	switch {
	case p < 0 || p > t.Goal():
		return Spot{}, false
	case p < t.length:
		return Spot{N: (t.entry[seat] + p) % t.squares}, true
	}
	return Spot{Home: true, N: p - t.length}, true
}

// Progress returns the progress of a piece of seat standing on s; false
// when s is not on the seat's way (a ring square it never reaches, or a
// home square beyond the stretch).
func (t *Track) Progress(seat int, s Spot) (int, bool) {
	if s.Home {
		if s.N < 0 || s.N >= t.home {
			return 0, false
		}
		return t.length + s.N, true
	}
	if s.N < 0 || s.N >= t.squares {
		return 0, false
	}
	p := (s.N - t.entry[seat] + t.squares) % t.squares
	if p >= t.length {
		return 0, false
	}
	return p, true
}

// Advance returns progress p moved steps squares forward (the same for
// every seat); false, and p, when that overshoots the Goal, as in race
// games that need an exact throw to come home.
func (t *Track) Advance(p, steps int) (int, bool) {
	q := p + steps
	if p < 0 || steps < 0 || q > t.Goal() {
		return p, false
	}
	return q, true
}
