package draughts

import (
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/stretchr/testify/require"
)

// TestPerftPublished checks start-position perft against published counts:
// English checkers and international draughts by A. Bik,
// Brazilian by R. Halbersma, Turkish by the kish crate, at depths that run
// in well under a second each.
func TestPerftPublished(t *testing.T) {
	tests := []struct {
		g     *Game
		paths bool // the figure counts jump paths, not merged moves
		want  []uint64
	}{
		{English, true, []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931}},
		{International, false, []uint64{9, 81, 658, 4265, 27117, 167140, 1049442}},
		{Brazilian, true, []uint64{7, 49, 302, 1469, 7473, 37628, 187302}},
		{Turkish, true, []uint64{8, 64, 708, 7538, 85090, 931312}},
	}
	for _, tc := range tests {
		t.Run(tc.g.ID(), func(t *testing.T) {
			p := tc.g.Start()
			for d, want := range tc.want {
				if tc.paths {
					require.Equal(t, want, p.PerftPaths(d+1), "paths depth %d", d+1)
				}
				require.Equal(t, want, p.Perft(d+1), "depth %d", d+1)
			}
		})
	}
}

// TestPerftComputed pins start-position perft of the other rule sets.
// These are computed values (regression guards), not published figures;
// where independently computed figures exist they agree, except as noted.
func TestPerftComputed(t *testing.T) {
	tests := []struct {
		g    *Game
		want []uint64
	}{
		// Dáma is the colour mirror of English.
		{Dama, []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931}},
		{Czech, []uint64{7, 49, 302, 1469, 7361, 36768, 179740, 845931}},
		{Giveaway, []uint64{7, 49, 302, 1469, 7361, 36768, 179740}},
		// Computed independently with two generators.
		{OldGerman, []uint64{14, 196, 2940, 44100, 694358}},
		// computed here only.
		{Contract, []uint64{14, 196, 2912, 43264, 665230}},
		{Pyramids, []uint64{11, 127, 1750, 24095, 338055}},
		{Corner, []uint64{23, 529, 13616, 350526}},
		{Leap, []uint64{29, 841, 23693, 667489}},
		{Blockade, blockadeCounts},
		{Walling, wallingCounts},
		{WolfSheep, wolfCounts},
		{ToadsFrogs, toadsCounts},
		{CatchTheMan, catchCounts},
	}
	for _, tc := range tests {
		t.Run(tc.g.ID(), func(t *testing.T) {
			p := tc.g.Start()
			for d, want := range tc.want {
				require.Equal(t, want, p.Perft(d+1), "depth %d", d+1)
			}
		})
	}
}

// Computed regression values for the games without published figures.
var (
	blockadeCounts = []uint64{7, 49, 417, 3405, 32289}
	wallingCounts  = []uint64{7, 49, 392, 3136, 27132}
	wolfCounts     = []uint64{28, 84, 575, 1940, 11604} // d1: the 28 placements (VO-1)
	toadsCounts    = []uint64{1, 1, 2, 2, 2}            // d1–d3 as TF-1
	catchCounts    = []uint64{28, 726, 23852, 745816}
)

// TestPerftFlyingLanding: independently computed counts for Czech
// (d9 3,963,673, d10 18,371,644, paths 18,371,661) and for Dáma with flying
// kings (d9 3,963,673, d10 paths 18,375,392), so also giveaway with flying
// kings. They count a flying king that stops on any square behind its last
// capture, even where another landing would let it capture on: the ČFD's
// rule, so the default (StrictLanding off) of every rule set. With the stricter rule (it must land where it can continue, as in Russian
// draughts) the Czech counts are 3,963,671 and 18,368,918 (computed here).
// Runs only with RULEBOOK_DEEP=1 (about 10 s).
func TestPerftFlyingLanding(t *testing.T) {
	if !deep() {
		t.Skip("set RULEBOOK_DEEP=1")
	}
	strict := variant(t, Czech, func(o *Rules) { o.StrictLanding = true })
	flying := flyingDama(t)
	p, q, r := strict.Start(), Czech.Start(), flying.Start()
	require.Equal(t, uint64(3963671), p.Perft(9))
	require.Equal(t, uint64(18368918), p.Perft(10))
	require.Equal(t, uint64(18368935), p.PerftPaths(10))
	require.Equal(t, uint64(3963673), q.Perft(9))
	require.Equal(t, uint64(18371644), q.Perft(10))
	require.Equal(t, uint64(18371661), q.PerftPaths(10))
	require.Equal(t, uint64(3963673), r.Perft(9))
	require.Equal(t, uint64(18375392), r.PerftPaths(10))
	// giveaway differs from dama only when a player has no move, where
	// perft stops either way
	gv := variant(t, Giveaway, func(o *Rules) { o.FlyingKings = true }).Start()
	require.Equal(t, uint64(3963673), gv.Perft(9))
}

// TestPerftDeep runs the figures that take seconds to a minute: English
// d9–d11 and international d8–d9 (Bik, merged; the path counts are
// independently computed), Turkish d7–d8 counting paths (kish) and
// merged (independently computed), Old German d6 (independently computed).
// Only with RULEBOOK_DEEP=1.
func TestPerftDeep(t *testing.T) {
	if !deep() {
		t.Skip("set RULEBOOK_DEEP=1")
	}
	p := English.Start()
	require.Equal(t, uint64(3963680), p.Perft(9))
	require.Equal(t, uint64(18391564), p.Perft(10))
	require.Equal(t, uint64(85242128), p.Perft(11))
	p = International.Start()
	require.Equal(t, uint64(6483961), p.Perft(8))
	require.Equal(t, uint64(6483971), p.PerftPaths(8))
	require.Equal(t, uint64(41022423), p.Perft(9))
	require.Equal(t, uint64(41022614), p.PerftPaths(9))
	p = Turkish.Start()
	require.Equal(t, uint64(10782382), p.PerftPaths(7))
	require.Equal(t, uint64(10782308), p.Perft(7))
	require.Equal(t, uint64(123290300), p.PerftPaths(8))
	require.Equal(t, uint64(123285642), p.Perft(8))
	p = OldGerman.Start() // computed independently
	require.Equal(t, uint64(10825000), p.Perft(6))
}

// TestStatePerftMatchesGeneric: the state's Perfter agrees with the generic
// walk through Legal and Play, draw rules included.
func TestStatePerftMatchesGeneric(t *testing.T) {
	for _, g := range []*Game{English, International, Turkish, Corner, Contract, WolfSheep, ToadsFrogs, CatchTheMan} {
		s, err := g.New(2)
		require.NoError(t, err)
		for d := 1; d <= 3; d++ {
			require.Equal(t, boardtest.Perft(s, d), s.(*State).Perft(d), "%s depth %d", g.ID(), d)
		}
	}
	// near the draw rules, where the state's perft must stop as the
	// generic walk does (bitboard walker and general walker)
	for _, c := range []struct {
		g   *Game
		fen string
	}{
		{Czech, "W:WKa1:BKh8,e5:Q28"},
		{Czech, "W:WKa1,g1:BKh6,b8:Q4:N2"},
		{Dama, "W:WKa1,c3:BKh8:Q76"},
		{English, "B:WK32,K31:BK1:Q77"},
		{International, "W:WK1,K3,K5:BK50:Q5:E29"},
		{International, "W:WK1,K3,37:BK50,28:E3"},
		{International, "W:WK46:BK5,15:Q47"},
		{Brazilian, "W:WK29,K30:BK1:E7"},
		{Turkish, "W:WKd4,a2:Bd5,h7"},
		{Giveaway, "W:WKa1,c3:Bh8,f6:Q75"},
	} {
		s, err := c.g.ParseState(c.fen)
		require.NoError(t, err)
		for d := 1; d <= 5; d++ {
			require.Equal(t, boardtest.Perft(s, d), s.Perft(d), "%s %s depth %d", c.g.ID(), c.fen, d)
		}
	}
}
