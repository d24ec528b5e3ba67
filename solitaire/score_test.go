package solitaire

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// The scenarios of Blechy.

func TestGolden_s8_1(t *testing.T) {
	s := newState(t, Fleas, 2)
	require.NoError(t, board.Replay(s, "a1 pot"))
	assert.Equal(t, board.Player(0), s.ToMove(), "a pot keeps the turn")
	require.NoError(t, board.Replay(s, "a2 miss"))
	assert.Equal(t, board.Player(1), s.ToMove())
	f := s.(*FleasState).Board()
	assert.Equal(t, byte('p'), f.Wink(0, 1))
	assert.Equal(t, byte('t'), f.Wink(0, 2))
	assert.Equal(t, "hpthh/hhhhh b", s.Position())
}

func TestGolden_s8_2(t *testing.T) {
	s := parsed(t, Fleas, "hpthh/hhhhh b")
	assert.NotContains(t, legalStrings(s), "b0 pot", "no big wink without a captured one")
	require.NoError(t, board.Replay(s, "b1 on a2"))
	f := s.(*FleasState).Board()
	assert.Equal(t, byte('b'), f.Wink(0, 2), "a's wink 2 is b's now")
	assert.Equal(t, byte('t'), f.Wink(1, 1), "b's own wink stays on the table")
	// a's playable winks: 3 and 4 in hand (1 potted, 2 taken).
	assert.Equal(t, board.Player(0), s.ToMove())
	assert.Equal(t, sorted("a3 pot", "a3 miss", "a3 on b1", "a4 pot", "a4 miss", "a4 on b1"), legalStrings(s))
	require.NoError(t, board.Replay(s, "a3 miss"))
	assert.Contains(t, legalStrings(s), "b0 pot", "b may now shoot his big wink")
}

func TestGolden_s8_3(t *testing.T) {
	g := configured(t, Fleas, "Quick=true")
	s := parsed(t, g, "hppph/hhhhh a")
	assert.NotContains(t, legalStrings(s), "a4 on b1")
	require.NoError(t, board.Replay(s, "a4 pot"))
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, []board.Player{0}, o.Winners)
	assert.Equal(t, CodeAllPotted, o.Code)
}

// TestPropertyFleas: every wink is in one state, scores never fall, a pot
// keeps the turn (while the shooter has winks) and the other outcomes
// pass it.
func TestPropertyFleas(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seats := rapid.IntRange(2, 4).Draw(t, "seats")
		st, _ := Fleas.New(seats)
		s := st.(*FleasState)
		var buf [64]Shot
		for range 400 {
			moves := s.LegalMoves(buf[:0])
			if len(moves) == 0 {
				return
			}
			m := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "shot")]
			before := s.pos
			s.Apply(m)
			for p := range seats {
				if s.pos.Score(board.Player(p)) < before.Score(board.Player(p)) {
					t.Fatal("a score fell")
				}
			}
			switch {
			case m.Outcome == ShotPotted && before.canPlay(m.Seat) && s.pos.canPlay(m.Seat) && s.pos.side != m.Seat:
				t.Fatalf("%v passed the turn", m)
			case m.Outcome != ShotPotted && s.pos.side == m.Seat && !s.pos.over():
				// Only when nobody else can play does the turn come back.
				for q := range uint8(seats) {
					if q != m.Seat && s.pos.canPlay(q) {
						t.Fatalf("%v kept the turn", m)
					}
				}
			}
		}
	})
}

// The scenarios of Mikádo.

func TestGolden_s9_1(t *testing.T) {
	s := newState(t, Mikado, 2)
	require.NoError(t, board.Replay(s, "take mikado", "take kuli", "fault bonze"))
	m := s.(*MikadoState).Board()
	assert.Equal(t, 22, m.GameScore(0))
	assert.Equal(t, 5, m.Heap(Bonze))
	assert.Equal(t, board.Player(1), s.ToMove())
	assert.True(t, m.MayStand(0))
	_, err := s.ParseMove("rethrow")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "no rethrow after the first attempt")
}

func TestGolden_s9_2(t *testing.T) {
	// All but one Kuli picked: a holds 1/5/3/5/5 sticks, 20+50+15+15+10 =
	// 110 points, b the rest but for that Kuli, 0/0/2/5/4 = 10+15+8 = 33;
	// b takes it (33+2 = 35) and the game ends, a has the most.
	pos := "1 b a - 0,0,0,0,1 1,5,3,5,5/0,0,2,5,4 0,0"
	s := parsed(t, Mikado, pos)
	m := s.(*MikadoState).Board()
	require.Equal(t, 20+50+15+15+10, m.GameScore(0))
	require.NoError(t, board.Replay(s, "take kuli"))
	o := s.Outcome()
	assert.True(t, o.Over)
	assert.Equal(t, []int{110, 35}, o.Points)
	assert.Equal(t, []board.Player{0}, o.Winners)
	assert.Equal(t, 145, o.Points[0]+o.Points[1], "the sticks are worth 145 in all")
}

func TestGolden_s9_3(t *testing.T) {
	g := configured(t, Mikado, "StickCounts.Samurai=15", "StickCounts.Kuli=15")
	assert.Equal(t, "solitaire/mikado(StickCounts.Samurai=15,StickCounts.Kuli=15)", g.ID())
	total := 0
	for k, n := range g.(*Game).sticks().counts() {
		total += n * stickValues[k]
	}
	assert.Equal(t, 170, total)
	s := newState(t, g, 3)
	assert.Equal(t, 15, s.(*MikadoState).Board().Heap(Kuli))
}

// TestPropertyMikado: the sticks in the heap and held always make the
// set, a fault changes no score, and at the end the scores add up to the
// set's value (per game of the match).
func TestPropertyMikado(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		games := rapid.IntRange(1, 3).Draw(t, "games")
		g := mustGame(board.Names{ID: "solitaire/m", Name: "m", Summary: "m"}, Rules{Game: KindMikado, Games: games})
		seats := rapid.IntRange(2, maxMikadoSeats).Draw(t, "seats")
		st, _ := g.New(seats)
		s := st.(*MikadoState)
		var buf [16]Attempt
		for {
			moves := s.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			a := moves[rapid.IntRange(0, len(moves)-1).Draw(t, "attempt")]
			before := s.pos
			s.Apply(a)
			if a.Fault {
				for p := range seats {
					if s.pos.Total(board.Player(p)) != before.Total(board.Player(p)) {
						t.Fatal("a fault changed a score")
					}
				}
			}
			for k := range stickKinds {
				n := int(s.pos.heap[k])
				for p := range seats {
					n += int(s.pos.held[p][k])
				}
				if n != g.sticks().counts()[k] {
					t.Fatalf("%d %s sticks", n, k)
				}
			}
		}
		sum := 0
		for _, p := range st.Outcome().Points {
			sum += p
		}
		if sum != 145*games {
			t.Fatalf("scores add up to %d over %d games", sum, games)
		}
	})
}
