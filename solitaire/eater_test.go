package solitaire

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// eaterPosition writes a Jedlík position for tests.
func eaterPosition(a, b []int, side byte, hands string) string {
	return trianglPosition(a, b, side, hands) + " 0"
}

// The scenarios of Jedlík (the eater).

func TestGolden_s7_1(t *testing.T) {
	s := parsed(t, Eater, eaterPosition([]int{17}, []int{1}, 'a', "10,10"))
	legal := legalStrings(s)
	for _, h := range []string{"@10", "@16", "@18", "@24", "@17", "@1"} {
		assert.NotContains(t, legal, h)
	}
	assert.Len(t, legal, 33-2-4)
}

func TestGolden_s7_2(t *testing.T) {
	s := parsed(t, Eater, eaterPosition([]int{16, 18, 24}, []int{1, 3, 31, 33}, 'a', "0,0"))
	var eats []string
	for _, m := range legalStrings(s) {
		if strings.HasPrefix(m, "24-17") {
			eats = append(eats, m)
		}
	}
	assert.Equal(t, sorted("24-17x1", "24-17x3", "24-17x31", "24-17x33"), eats)
}

func TestGolden_s7_3(t *testing.T) {
	s := parsed(t, Eater, eaterPosition([]int{16, 18, 24}, []int{1, 3, 31}, 'a', "0,0"))
	require.NoError(t, board.Replay(s, "24-17x3"))
	o := s.Outcome()
	assert.Equal(t, []board.Player{0}, o.Winners)
	assert.Equal(t, CodeEaten, o.Code)
}

func TestEaterEatPerRun(t *testing.T) {
	// The piece stepping from 25 to 24 ends in two runs at once: the row
	// 22 23 24 and the column 24 29 32.
	pos := eaterPosition([]int{22, 23, 25, 29, 32}, []int{1, 3, 7}, 'a', "0,0")
	s := parsed(t, Eater, pos)
	assert.Contains(t, legalStrings(s), "25-24x1")
	s = parsed(t, configured(t, Eater, "EatPerRun=true"), pos)
	legal := legalStrings(s)
	assert.Contains(t, legal, "25-24x1x3")
	assert.NotContains(t, legal, "25-24x1")
	m, err := s.ParseMove("25-24x7x3")
	require.NoError(t, err)
	assert.Equal(t, "25-24x3x7", m.String())
}

func TestEaterDiscard(t *testing.T) {
	// Each has placed 10 and holds 1; every empty hole is next to one of
	// a's pieces (found by a search, checked here by the test itself), so
	// a discards his last piece and b places his on.
	a := []int{2, 6, 7, 9, 13, 17, 22, 26, 28, 33}
	b := []int{1, 3, 5, 8, 16, 19, 21, 25, 27, 32}
	occupied := HolesOf(a...) | HolesOf(b...)
	for h := 1; h <= NumHoles; h++ {
		if !occupied.Has(h) {
			require.NotZero(t, orthogonal.steps[h]&HolesOf(a...), "hole %d is free for a", h)
		}
	}
	s := parsed(t, Eater, eaterPosition(a, b, 'a', "1,1"))
	assert.Equal(t, board.Player(1), s.ToMove())
	assert.Zero(t, s.(*EaterState).Board().Hand(0), "a's last piece is discarded")
	assert.True(t, strings.HasPrefix(legalStrings(s)[0], "@"))
}

func TestEaterBlocked(t *testing.T) {
	// a's three pieces in the top arm are shut in by b's.
	pos := eaterPosition([]int{1, 2, 3}, []int{4, 5, 6, 20, 27}, 'a', "0,0")
	s := parsed(t, Eater, pos)
	assert.Equal(t, []board.Player{1}, s.Outcome().Winners)
	s = parsed(t, configured(t, Eater, "BlockedPlayer=pass"), pos)
	assert.Equal(t, []string{"pass"}, legalStrings(s))
}

func TestEaterNoProgress(t *testing.T) {
	g := configured(t, Eater, "NoProgressPlies=4")
	s := parsed(t, g, eaterPosition([]int{31, 33, 21}, []int{1, 3, 13}, 'a', "0,0"))
	require.NoError(t, board.Replay(s, "31-32", "1-2", "21-22", "13-12"))
	o := s.Outcome()
	assert.True(t, o.Draw())
	assert.Equal(t, board.CodeMoveLimit, o.Code)
}

// TestPropertyEater: while placing no two pieces of a player touch; an
// eating move removes exactly its victims, and only when the moved piece
// ends in a run of three.
func TestPropertyEater(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		st, _ := Eater.New(2)
		s := st.(*EaterState)
		var buf [maxEaterMoves]EaterMove
		for range 200 {
			moves := s.LegalMoves(buf[:0])
			if len(moves) == 0 {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")]
			before := s.pos
			s.Apply(m)
			me, opp := before.side, 1-before.side
			if s.pos.hand[0]+s.pos.hand[1] > 0 {
				for i := range 2 {
					for _, h := range s.pos.pieces[i].List() {
						if orthogonal.steps[h]&s.pos.pieces[i] != 0 {
							t.Fatalf("placing phase: seat %d's piece on %d has a neighbour of its own", i, h)
						}
					}
				}
			}
			if m.Kind != Step {
				continue
			}
			lost := before.pieces[opp] &^ s.pos.pieces[opp]
			var eaten Holes
			for _, e := range m.Eat {
				eaten |= Hole(int(e))
			}
			if lost != eaten {
				t.Fatalf("%v removed %v", m, lost.List())
			}
			if (eaten != 0) != (runs(s.pos.pieces[me], int(m.To)) > 0) {
				t.Fatalf("%v: eats %v but the runs through %d are %d", m, eaten.List(), m.To, runs(s.pos.pieces[me], int(m.To)))
			}
		}
	})
}
