package domino

import (
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playUntil plays random moves from a fresh deal of g until stop says so,
// or returns nil when the game ends first.
func playUntil(g *Game, n int, r *rand.Rand, stop func(*State) bool) *State {
	s, _ := g.NewState(n)
	var buf [80]Move
	for s.phase != phOver {
		if s.phase == phPlay && stop(s) {
			return s
		}
		ms := s.LegalMoves(buf[:0])
		s.Apply(ms[r.IntN(len(ms))])
	}
	return nil
}

// passed reports whether seat q passed in the current hand.
func passed(s *State, q int8) bool {
	for _, e := range s.rec {
		if e.m.Kind == KindPass && e.seat == q {
			return true
		}
	}
	return false
}

// subsets calls f with every k-subset of u.
func subsets(u Set, k int, f func(Set)) {
	var rec func(rest Set, k int, acc Set)
	rec = func(rest Set, k int, acc Set) {
		if k == 0 {
			f(acc)
			return
		}
		if rest.Len() < k {
			return
		}
		t := rest.First()
		rest &^= 1 << t
		rec(rest, k-1, acc|1<<t)
		rec(rest, k, acc)
	}
	rec(u, k, 0)
}

// TestDeterminizeCoverage compares Determinize with its definition (a
// deal consistent with everything the seat has seen) by brute force: every deal of the tiles seat 0 has not
// seen is replayed, and the consistent ones are those whose replay gives
// seat 0 the same observation. Every sampled deal must be consistent, and
// every tile that some consistent deal puts in seat 1's hand (or in the
// sleeping pile) must turn up there in the samples.
func TestDeterminizeCoverage(t *testing.T) {
	g := game(t, "domino")
	r := rand.New(rand.NewPCG(7, 11))
	tested := 0
	for try := 0; try < 200 && tested < scaled(3, 3); try++ {
		s := playUntil(g, 2, r, func(s *State) bool {
			return s.toMove == 0 && passed(s, 1) && s.hands[1].Len() >= 2 && !s.leading
		})
		if s == nil {
			continue
		}
		tested++
		want := s.Observation(0)
		var dealt0, played1 Set
		for _, e := range s.rec {
			if e.m.Kind == KindTile && e.seat == 0 {
				dealt0 |= 1 << e.m.Tile
			}
			if e.m.Kind == KindPlay && e.seat == 1 {
				played1 |= 1 << e.m.Tile
			}
		}
		unknown := FullSet &^ dealt0 &^ s.lay.played
		consistent := map[Set]bool{}
		var inHand, asleep Set
		subsets(unknown, s.hands[1].Len(), func(x Set) {
			rec := append([]event(nil), s.rec...)
			deal1 := (x | played1).Tiles()
			k := 0
			for i := range rec {
				if rec[i].m.Kind == KindTile && rec[i].seat == 1 {
					rec[i].m.Tile = deal1[k]
					k++
				}
			}
			if d := s.replay(rec); d != nil && d.Observation(0) == want {
				consistent[x] = true
				inHand |= x
				asleep |= unknown &^ x
			}
		})
		require.True(t, consistent[s.hands[1]], "the true deal is consistent")
		var sawHand, sawAsleep Set
		for range 3000 {
			d := s.DeterminizeState(0, r)
			require.True(t, consistent[d.hands[1]], "sampled hand %v is not consistent\n%v", d.hands[1], s)
			require.Equal(t, s.hands[0], d.hands[0])
			sawHand |= d.hands[1]
			sawAsleep |= d.pool
		}
		assert.Equal(t, inHand, sawHand, "tiles possible in seat 1's hand")
		assert.Equal(t, asleep, sawAsleep, "tiles possible in the sleeping pile")
		assert.Less(t, inHand.Len(), unknown.Len(), "the pass ruled some tiles out")
	}
	require.Equal(t, scaled(3, 3), tested)
}

// The cross dominoes scenario: forced draws and a pass reveal that seat 3
// holds no 5, and seat 2's second draw was the 0-5 it placed at once.
func TestDeterminizeForcedDraws(t *testing.T) {
	g := game(t, "domino/cross")
	s, err := g.Deal(set(t, "5-5 1-5 3-5 4-5 5-6 0-0"), set(t, "2-5 3-3 1-6 0-4 2-2 1-4"),
		set(t, "3-6 2-4 1-1 0-3 4-6 0-2"), set(t, "2-6 0-1 1-2 1-3 2-3 4-4"))
	require.NoError(t, err)
	play(t, s, "5-5@C 5-2@N draw 6-6 draw 0-5 5-0@E draw 0-6 draw 3-4 pass")
	r := rand.New(rand.NewPCG(1, 2))
	var saw3 Set
	for range 300 {
		d := s.DeterminizeState(0, r)
		assert.Zero(t, d.hands[3]&tables.suit[5], "seat 3 drew and passed: no 5")
		saw3 |= d.hands[3]
		var draws2 []Tile
		for _, e := range d.rec {
			if e.draw && e.seat == 2 {
				draws2 = append(draws2, e.m.Tile)
			}
		}
		require.Len(t, draws2, 2)
		assert.Equal(t, TileOf(0, 5), draws2[1], "the tile placed at once is the last drawn")
		assert.False(t, draws2[0].Has(5), "the first draw did not fit")
	}
	assert.Equal(t, FullSet&^tables.suit[5]&^s.hands[0]&^s.lay.played, saw3, "every tile without a 5 that seat 0 has not seen")
}

// A forced lead reveals absences: a 5-5 lead in the first hand
// shows that 6-6 sleeps.
func TestDeterminizeLeadRule(t *testing.T) {
	g := game(t, "domino")
	s, err := g.Deal(set(t, "0-1 0-2 0-3 0-4 0-5 0-6 1-2"), set(t, "5-5 1-3 1-4 1-5 1-6 2-3 2-4"))
	require.NoError(t, err)
	play(t, s, "5-5@C")
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		d := s.DeterminizeState(0, r)
		assert.True(t, d.pool.Has(TileOf(6, 6)), "6-6 must be sleeping")
	}
}

// Observations hold no face of a tile the seat has not seen.
func TestObservationHidesTiles(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, g := range tableGames {
		if g.r.Scoring != HandOnly && g.r.Scoring != PotOnly {
			continue // a match shows the last hand's revealed tiles
		}
		for range 20 {
			k := r.IntN(40)
			s := playUntil(g, g.info.MaxPlayers, r, func(*State) bool { k--; return k < 0 })
			if s == nil {
				continue
			}
			for p := range int(s.n) {
				obs := s.Observation(board.Player(p))
				seen := s.lay.played | s.hands[p]
				for _, e := range s.rec {
					if e.m.Kind == KindTile && int(e.seat) == p {
						seen |= 1 << e.m.Tile
					}
				}
				for _, tl := range (FullSet &^ seen).Tiles() {
					a, b := tl.Lo(), tl.Hi()
					for _, txt := range []string{tl.String(), string([]byte{byte('0' + b), '-', byte('0' + a)})} {
						assert.NotContains(t, obs, txt, "%s: seat %d sees %v", g.ID(), p, tl)
					}
				}
			}
		}
	}
}

// TestDeterminizeNeverFallsBack: across random states of every game and
// every seat, the sampler finds a consistent deal (it never has to fall
// back on the true state), and the deal keeps the seat's own tiles.
func TestDeterminizeNeverFallsBack(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for _, g := range tableGames {
		for n := g.info.MinPlayers; n <= g.info.MaxPlayers; n++ {
			for range scaled(60, 3) {
				k := r.IntN(120)
				s := playUntil(g, n, r, func(*State) bool { k--; return k < 0 })
				if s == nil {
					continue
				}
				for p := -1; p < n; p++ {
					d := s.determinize(p, r)
					require.NotNil(t, d, "%s: no consistent deal for seat %d\n%v", g.ID(), p, s)
					if p >= 0 {
						require.Equal(t, s.hands[p], d.hands[p])
					}
					for q := range n {
						require.Equal(t, s.hands[q].Len(), d.hands[q].Len())
					}
				}
			}
		}
	}
}

// observed replays the record of the current hand of s from its start and
// returns what seat p was sent of each move (ObserveMove).
func observed(s *State, p board.Player) []string {
	d := newState(s.g, int(s.n))
	d.m = s.start
	d.beginHand()
	out := make([]string, 0, len(s.rec))
	for _, e := range s.rec {
		out = append(out, d.ObserveMove(p, e.m))
		d.Apply(e.m)
	}
	return out
}

// A server sends every seat (and a spectator) ObserveMove of each move
// (each seat sees its own hand and the tiles laid). What a seat is sent never holds the face of a tile it
// did not receive or see laid, and it is exactly the same for every deal
// the seat cannot tell from the true one: the record of a Determinize'd
// state is sent to that seat identically.
func TestServerRecordsLeakNoTile(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, g := range tableGames {
		for n := g.info.MinPlayers; n <= g.info.MaxPlayers; n++ {
			s, _ := g.NewState(n)
			sent := make([][]string, n+1) // seat n is the spectator
			seat := func(i int) board.Player {
				if i == n {
					return board.Nobody
				}
				return board.Player(i)
			}
			var buf [80]Move
			for plies := 0; s.phase != phOver && plies < 400; plies++ {
				if s.phase == phDeal && s.dealt == 0 {
					clear(sent) // a new hand: the server starts a new record
				}
				ms := s.LegalMoves(buf[:0])
				m := ms[r.IntN(len(ms))]
				for i := range sent {
					sent[i] = append(sent[i], s.ObserveMove(seat(i), m))
				}
				s.Apply(m)
				if s.phase == phOver || s.phase == phDeal && s.dealt == 0 || r.IntN(8) != 0 {
					continue
				}
				for i := range sent {
					p := seat(i)
					mine := Set(0)
					if i < n {
						mine = s.hands[i] | s.lay.played
					}
					for _, e := range s.rec {
						if e.m.Kind == KindTile && int(e.seat) == i {
							mine |= 1 << e.m.Tile
						}
					}
					for _, text := range sent[i] {
						if m, err := parseMoveText(text); err == nil && m.Kind == KindTile && !mine.Has(m.Tile) {
							t.Fatalf("%s: seat %v was sent %s, a tile it never held", g.ID(), p, text)
						}
					}
					require.Equal(t, sent[i], observed(s, p), "%s: the server's record is the replay's", g.ID())
					d := s.DeterminizeState(int(p), r)
					require.Equal(t, sent[i], observed(d, p), "%s: seat %v is sent the same for a deal it cannot tell apart", g.ID(), p)
				}
			}
		}
	}
}
