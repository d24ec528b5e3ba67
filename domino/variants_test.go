package domino

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// variant returns the preset id changed by f, under a new ID.
func variant(t *testing.T, id, newID string, f func(*Rules)) *Game {
	t.Helper()
	names := game(t, id).Names()
	names.ID = newID
	r := game(t, id).Rules()
	f(&r)
	g, err := NewGame(names, r)
	require.NoError(t, err)
	return g
}

// The rule options that no preset uses, through the
// conformance suite, combined into few games so that each option is
// played once: drawing in Matador (with a reserve and voluntary draws),
// Italian dominoes for stakes with overshooting, drawing instead of
// playing and a double's extra tile, French with two tiles a draw scored
// as a match, Hungarian with the lead by lot and then rotating, and Fives
// and Threes without drawing. Sides on a spinner with a reserve, free
// passing and Pairing 2 are the user's rule set of conformance_test.go;
// BlockDifference and the adjacent pairing are TestThievesAdjacentDifference's.
func variants(t *testing.T) []*Game {
	return []*Game{
		variant(t, "domino/matador", "domino/matador-draw", func(r *Rules) {
			r.Draw, r.StockReserve, r.VoluntaryDraw = DrawWhenUnable, 2, true // Matador's DrawFromStock, VoluntaryDraw
		}),
		variant(t, "domino/italian", "domino/italian-pagat-pot", func(r *Rules) { // overshoot, drawing, extra tile, pot
			r.OvershootAllowed, r.Draw, r.DoubleGivesExtraTile, r.PotMode = true, DrawInstead, true, true
		}),
		variant(t, "domino/french", "domino/french-two", func(r *Rules) {
			r.DrawCount, r.Scoring, r.Target = 2, WinnerScores, 30 // French DrawCount, MatchScoring
		}),
		variant(t, "domino/hungarian", "domino/hungarian-rotate", func(r *Rules) {
			r.FirstLead, r.LaterLead, r.Target = ByLot, RotateLeft, 40 // Hungarian LeadRule RotateLeft
		}),
		variant(t, "domino/all-fives", "domino/fives-and-threes", func(r *Rules) {
			r.Scoring, r.Draw, r.HandSize, r.Target = FivesAndThrees, NoDraw, hands(2, 7, 3, 5, 4, 5), 61
		}),
	}
}

func TestVariantsConformance(t *testing.T) {
	for _, g := range variants(t) {
		t.Run(g.ID(), func(t *testing.T) {
			t.Parallel()
			boardtest.Run(t, g)
		})
	}
}

// Italian with Overshoot = Allowed (Italian scenario 2): 3-4 is legal at 95
// and ends the hand with no points.
func TestItalianOvershoot(t *testing.T) {
	s := midHand(t, "domino/italian", []string{"2-3 3-4 0-1", "6-6", "5-5"}, nil)
	s.g = variant(t, "domino/italian", "domino/italian-over", func(r *Rules) { r.OvershootAllowed = true })
	s.lay.total = 95
	assert.Equal(t, sorted("2-3@T", "3-4@T", "0-1@T"), legal(s))
	play(t, s, "3-4@T")
	assert.Equal(t, 0, s.m.score[0])
	assert.Equal(t, phDeal, s.phase, "102 ends the hand")
}

// A double gives one more tile (an Italian option).
func TestItalianDoubleExtra(t *testing.T) {
	s := midHand(t, "domino/italian", []string{"2-2 3-4", "6-6", "5-5"}, nil)
	s.g = variant(t, "domino/italian", "domino/italian-extra", func(r *Rules) { r.DoubleGivesExtraTile = true })
	s.lay.total = 20
	play(t, s, "2-2@T")
	assert.Equal(t, board.Player(0), s.ToMove())
	assert.Equal(t, []string{"3-4@T"}, legal(s))
	play(t, s, "3-4@T")
	assert.Equal(t, board.Player(1), s.ToMove())
}

// Matador with DrawFromStock: a player who cannot play must
// draw; with VoluntaryDraw he may draw while able to play; the last two
// tiles stay.
func TestMatadorDrawing(t *testing.T) {
	g := variant(t, "domino/matador", "domino/matador-draw", func(r *Rules) { r.Draw, r.StockReserve = DrawWhenUnable, 2 })
	s := midHand(t, "domino/matador", []string{"4-4", "6-6"}, map[Arm]int{ArmL: 1, ArmR: 2})
	s.g = g
	s.pool = set(t, "0-1 0-2 6-1")
	assert.Equal(t, []string{"draw"}, legal(s))
	play(t, s, "draw 6-1")
	assert.ElementsMatch(t, []string{"6-1@L", "1-6@L", "6-1@R", "1-6@R"}, legal(s), "a matador goes anywhere, either half touching")
	s.g = variant(t, "domino/matador", "domino/matador-vol", func(r *Rules) {
		r.Draw, r.StockReserve, r.VoluntaryDraw = DrawWhenUnable, 2, true
	})
	s.pool = set(t, "0-1 0-2 3-3")
	assert.Contains(t, legal(s), "draw", "VoluntaryDraw")
}

// The Thieves' settlement sums to zero and the multiplier is 3 exactly when
// the losers have nothing (the game's invariants).
func TestThievesSettlementSumsToZero(t *testing.T) {
	for _, before := range [][2]int{{90, 0}, {90, 5}, {0, 0}, {50, 50}} {
		s := midHand(t, "domino/thieves", []string{"-", "6-6 5-5", "-", "-"}, nil)
		s.m.score[0], s.m.score[1] = before[0], before[1]
		s.start = s.m
		s.endHand(endDomino, 0)
		if !s.Outcome().Over {
			continue
		}
		sum := 0
		for _, p := range s.Outcome().Points {
			sum += p
		}
		assert.Zero(t, sum)
		assert.Equal(t, before[1] == 0, s.Outcome().Points[0] == 5, "big Bredouille iff the losers have 0")
	}
}

// Italian PotMode (Italian scenario 3): the pot is shared in proportion
// to the marks' points; with no mark hit it stays.
func TestItalianPot(t *testing.T) {
	g := variant(t, "domino/italian", "domino/italian-pot", func(r *Rules) { r.PotMode = true })
	s := midHand(t, "domino/italian", []string{"2-3", "6-6", "5-5", "4-4"}, nil)
	s.g = g
	s.m.score = [5]int{1, 0, 2, 0} // seat 0 hit 30, seat 2 hit 50
	s.lay.total = 95
	play(t, s, "2-3@T") // seat 0 hits 100: 8 more points
	o := s.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, []int{2, -1, -1, -1}, o.Points, "4 × 9/11 = 3 to seat 0, 4 × 2/11 = 0 to seat 2")
	assert.Contains(t, o.Reason, "1 stays in the pot")

	s = midHand(t, "domino/italian", []string{"1-1 0-2", "6-6", "5-5"}, nil)
	s.g = g
	s.lay.total = 99
	play(t, s, "pass")
	o = s.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, []int{-1, -1, -1}, o.Points)
	assert.Contains(t, o.Reason, "3 stays in the pot", "no mark hit: the pot stays")
}

// Thieves with Pairing 1 (sides {0,1} and {2,3}) and BlockDifference
// (as in Párové domino): a blocked hand scores the lower side the difference of
// the combined counts.
func TestThievesAdjacentDifference(t *testing.T) {
	g := variant(t, "domino/thieves", "domino/thieves-adjacent", func(r *Rules) {
		r.Pairing, r.BlockDifference, r.Target = 1, true, 60
	})
	s := midHand(t, "domino/thieves", []string{"6-6", "0-3", "5-6", "4-6"}, nil) // {0,1}: 15, {2,3}: 21
	s.g = g
	s.endHand(endBlock, -1)
	assert.Equal(t, []int{6, 6, 0, 0}, s.Scores(), "21 − 15 to seats 0 and 1")
}
