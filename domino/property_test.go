package domino

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// fitsEnd is an independent statement of the matching rules (equal numbers
// touch; in Matador the touching halves add up to seven, the matadors go
// on any end and a blank end takes only a matador): can a tile go on an
// end showing v?
func fitsEnd(m Matching, t Tile, v int) bool {
	switch m {
	case Equal:
		return t.Has(v)
	case SumTo7:
		if matadors.Has(t) {
			return true
		}
		return v > 0 && t.Has(7-v)
	}
	return true
}

// holdsPlayable reports, independently of the move generator, whether the
// player to move holds a tile he may place (by the matching
// rule, Italian's total, the cross's arms).
func holdsPlayable(s *State) bool {
	r := s.rules()
	hand := s.hands[s.toMove]
	for _, t := range hand.Tiles() {
		switch {
		case r.Layout == Free:
			if r.OvershootAllowed || int(s.lay.total)+t.Pips() <= r.HandEndsOnTotal {
				return true
			}
		case s.lay.crossArm() >= 0:
			if t.Has(s.lay.centre.Lo()) {
				return true
			}
		default:
			for a, v := range s.Ends() {
				if (s.hung < 0 || s.hung == a) && fitsEnd(r.Matching, t, v) {
					return true
				}
			}
		}
	}
	return false
}

// checkInvariants checks the invariants shared by all the games on one state.
func checkInvariants(t *rapid.T, s *State) {
	// 1. Conservation: hands, face-down pile and layout partition the set.
	all := s.pool | s.lay.played
	n := s.pool.Len() + s.lay.played.Len()
	for i := range s.n {
		all |= s.hands[i]
		n += s.hands[i].Len()
	}
	if all != FullSet || n != NumTiles {
		t.Fatalf("tiles not conserved: %d tiles, union %v\n%v", n, all, s)
	}
	// 2. The running total is the layout's pips.
	if int(s.lay.total) != s.lay.played.Pips() {
		t.Fatalf("total %d, layout pips %d", s.lay.total, s.lay.played.Pips())
	}
	// 3. The stock never goes below the reserve by drawing.
	if s.rules().Draw != NoDraw && s.phase != phDeal && s.pool.Len() < s.rules().StockReserve {
		t.Fatalf("stock %d below the reserve %d", s.pool.Len(), s.rules().StockReserve)
	}
}

// checkMove checks a move against the rules before it is applied.
func checkMove(t *rapid.T, s *State, m Move) {
	r := s.rules()
	switch m.Kind {
	case KindPass:
		if !r.NoForcedPlay && holdsPlayable(s) {
			t.Fatalf("pass while holding a playable tile\n%v", s)
		}
		if r.Draw == DrawWhenUnable && s.pool.Len() > r.StockReserve {
			t.Fatalf("pass while a draw is due\n%v", s)
		}
	case KindDraw:
		if (r.Draw == DrawWhenUnable && !r.VoluntaryDraw || r.Draw == DrawOrPass) && holdsPlayable(s) {
			t.Fatalf("draw while holding a playable tile\n%v", s)
		}
		if s.pool.Len() <= r.StockReserve {
			t.Fatalf("draw from a stock at its reserve\n%v", s)
		}
	case KindPlay:
		if !s.hands[s.toMove].Has(m.Tile) {
			t.Fatalf("play of a tile not in hand: %v", m)
		}
		if m.Arm == ArmC || m.Arm == ArmT {
			return
		}
		v := int(s.lay.open[m.Arm])
		if s.lay.crossArm() >= 0 && (m.Arm != s.lay.crossArm() || !m.Tile.Has(v)) {
			t.Fatalf("cross phase: %v does not start arm %v\n%v", m, s.lay.crossArm(), s)
		}
		ok := r.Matching == Equal && int(m.Touch) == v ||
			r.Matching == SumTo7 && (int(m.Touch)+v == 7 || matadors.Has(m.Tile))
		if !ok || !m.Tile.Has(int(m.Touch)) {
			t.Fatalf("%v does not match end %v showing %d\n%v", m, m.Arm, v, s)
		}
	}
}

// TestInvariants plays random games of every preset and checks the
// invariants shared by all the games at every step.
func TestInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := tableGames[rapid.IntRange(0, len(tableGames)-1).Draw(t, "game")]
		n := rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players")
		s, _ := g.NewState(n)
		seed := rapid.Uint64().Draw(t, "seed")
		x := seed | 1
		var buf [80]Move
		for plies := 0; s.phase != phOver && plies < 3000; plies++ {
			checkInvariants(t, s)
			ms := s.LegalMoves(buf[:0])
			if len(ms) == 0 {
				t.Fatalf("no moves but not over\n%v", s)
			}
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			m := ms[x%uint64(len(ms))]
			if s.phase == phPlay {
				checkMove(t, s, m)
			}
			s.Apply(m)
		}
		checkInvariants(t, s)
	})
}

// TestCopiesStayIndependent: copies share the record of the hand until
// either side appends (Copy); copies taken at random plies of a match keep
// their position while the original and the other copies play on, into
// later hands too.
func TestCopiesStayIndependent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := tableGames[rapid.IntRange(0, len(tableGames)-1).Draw(t, "game")]
		s, _ := g.NewState(rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players"))
		x := rapid.Uint64().Draw(t, "seed") | 1
		next := func(s *State) {
			var buf [80]Move
			ms := s.LegalMoves(buf[:0])
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			s.Apply(ms[x%uint64(len(ms))])
		}
		type kept struct {
			c   *State
			pos string
		}
		var copies []kept
		for plies := 0; s.phase != phOver && plies < 600; plies++ {
			if x%7 == 0 {
				copies = append(copies, kept{s.Copy(), s.position()})
			}
			next(s)
			if len(copies) > 0 && x%5 == 0 { // a copy plays on as well
				k := &copies[int(x/5)%len(copies)]
				if k.c.phase != phOver {
					next(k.c)
					k.pos = k.c.position()
				}
			}
		}
		for _, k := range copies {
			if got := k.c.position(); got != k.pos {
				t.Fatalf("a copy changed when others played on:\n got %s\nwant %s", got, k.pos)
			}
		}
	})
}

// TestBoxedMoves: every move listed is returned as a board.Move holding
// the same value, and Legal boxes none anew.
func TestBoxedMoves(t *testing.T) {
	for _, g := range tableGames {
		s, _ := g.NewState(g.info.MaxPlayers)
		x := uint64(7)
		for s.phase != phOver {
			var buf [80]Move
			ms := s.LegalMoves(buf[:0])
			for _, m := range ms {
				if b, ok := m.board().(Move); !ok || b != m {
					t.Fatalf("%s: %v boxed as %v", g.ID(), m, m.board())
				}
				if moveCode(m) < 0 {
					t.Fatalf("%s: %v has no code", g.ID(), m)
				}
			}
			x = x*6364136223846793005 + 1442695040888963407
			s.Apply(ms[(x>>33)%uint64(len(ms))])
		}
	}
	s, _ := DominoGame.NewState(4)
	if a := testing.AllocsPerRun(10, func() { _ = s.Legal() }); a > 1 {
		t.Errorf("Legal allocates %v times, want 1 (the slice)", a)
	}
}

// TestPerftMatchesWalk: the state's own Perft counts what the generic walk
// of board.WalkPerft counts, from the deal and from random states of every
// game, and leaves the state as it was.
func TestPerftMatchesWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for _, g := range tableGames {
		for range 3 {
			k := r.IntN(60)
			s := playUntil(g, g.info.MaxPlayers, r, func(*State) bool { k--; return k < 0 })
			if s == nil {
				continue
			}
			pos := s.Position()
			for depth := 1; depth <= 3; depth++ {
				want, err := board.WalkPerft(s, depth)
				require.NoError(t, err)
				require.Equal(t, want, s.Perft(depth), "%s depth %d\n%s", g.ID(), depth, pos)
			}
			require.Equal(t, pos, s.position(), "Perft changed the state")
		}
	}
	s, _ := DominoGame.NewState(2)
	assert.Equal(t, uint64(28*27*26), s.Perft(3), "the first three tiles of the deal")
}

// TestLegalIsMembership: the check Play makes without listing (legal)
// accepts exactly the moves LegalMoves lists, for every move value that
// has a notation and some that have none, in random states of every game
// (the lead, Hungarian turns, the cross phase, draws and passes).
func TestLegalIsMembership(t *testing.T) {
	var all []Move
	for _, b := range boxed {
		if m, ok := b.(Move); ok {
			all = append(all, m, Move{Kind: m.Kind, Tile: m.Tile, Touch: m.Touch, Arm: m.Arm, Seat: 1})
		}
	}
	all = append(all, Move{Kind: KindPlay, Tile: TileOf(2, 5), Touch: 4, Arm: ArmL}, Move{Kind: Kind(9)}, Move{Kind: KindTile, Tile: NumTiles})
	rapid.Check(t, func(t *rapid.T) {
		g := tableGames[rapid.IntRange(0, len(tableGames)-1).Draw(t, "game")]
		s, _ := g.NewState(rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players"))
		x := rapid.Uint64().Draw(t, "seed") | 1
		var buf [80]Move
		for plies := rapid.IntRange(0, 400).Draw(t, "plies"); plies > 0 && s.phase != phOver; plies-- {
			ms := s.LegalMoves(buf[:0])
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			s.Apply(ms[x%uint64(len(ms))])
		}
		listed := map[Move]bool{}
		for _, m := range s.LegalMoves(buf[:0]) {
			listed[m] = true
		}
		for _, m := range all {
			if s.legal(m) != listed[m] {
				t.Fatalf("legal(%v) = %v, listed %v\n%v", m, s.legal(m), listed[m], s)
			}
		}
	})
}

// TestPlayAnyMoveValue: Play of any Move value, however its fields are
// set, either plays a listed move or fails with an error of a kind and
// changes nothing; it never panics.
func TestPlayAnyMoveValue(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := tableGames[rapid.IntRange(0, len(tableGames)-1).Draw(t, "game")]
		s, _ := g.NewState(rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players"))
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		var buf [80]Move
		for plies := rapid.IntRange(0, 300).Draw(t, "plies"); plies > 0 && s.phase != phOver; plies-- {
			ms := s.LegalMoves(buf[:0])
			s.Apply(ms[r.IntN(len(ms))])
		}
		m := Move{
			Kind: Kind(rapid.IntRange(0, 6).Draw(t, "kind")), Tile: Tile(rapid.IntRange(0, 40).Draw(t, "tile")),
			Touch: int8(rapid.IntRange(-2, 9).Draw(t, "touch")), Arm: Arm(rapid.IntRange(-3, 12).Draw(t, "arm")),
			Seat: int8(rapid.IntRange(-2, 7).Draw(t, "seat")),
		}
		before := s.position()
		listed := false
		for _, l := range s.LegalMoves(buf[:0]) {
			listed = listed || l == m
		}
		_ = m.String()
		err := s.Copy().Play(m)
		if listed != (err == nil) {
			t.Fatalf("Play(%#v): listed %v, error %v", m, listed, err)
		}
		if err != nil && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) && !errors.Is(err, board.ErrBadNotation) {
			t.Fatalf("Play(%#v): error of no kind: %v", m, err)
		}
		if s.position() != before {
			t.Fatalf("Play on a copy changed the state")
		}
	})
}

// TestPlayAnyPuzzleMove: Play of any PuzzleMove value on either puzzle
// plays a listed move or fails with an error of a kind, changing nothing.
func TestPlayAnyPuzzleMove(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := []*PuzzleGame{DominosaGame, UniformaGame}[rapid.IntRange(0, 1).Draw(t, "game")]
		st, _ := g.New(1)
		s := st.(*PuzzleState)
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		for plies := rapid.IntRange(0, 20).Draw(t, "plies"); plies > 0 && s.ToMove() != board.Nobody; plies-- {
			ms := s.Legal()
			if err := s.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		cell := func(name string) Cell {
			return Cell{rapid.IntRange(-2, 9).Draw(t, name+" row"), rapid.IntRange(-2, 9).Draw(t, name+" col")}
		}
		m := PuzzleMove{A: cell("a"), B: cell("b"), HalfA: int8(rapid.IntRange(-2, 9).Draw(t, "half a")),
			HalfB: int8(rapid.IntRange(-2, 9).Draw(t, "half b")), uniforma: g == UniformaGame}
		listed := false
		for _, l := range s.Legal() {
			listed = listed || l == board.Move(m)
		}
		before := s.Position()
		err := s.Clone().Play(m)
		if listed != (err == nil) {
			t.Fatalf("Play(%#v): listed %v, error %v", m, listed, err)
		}
		if err != nil && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) && !errors.Is(err, board.ErrBadNotation) {
			t.Fatalf("Play(%#v): error of no kind: %v", m, err)
		}
		if s.Position() != before {
			t.Fatalf("Play on a clone changed the puzzle")
		}
	})
}
