package domino

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// NewGame rejects rules that make no playable game, saying which rule.
func TestNewGameRejects(t *testing.T) {
	names := board.Names{ID: "domino/x", Name: "X", Summary: "x"}
	ok := BlockGame.Rules()
	for _, tc := range []struct {
		name   string
		change func(*Rules)
		want   string
	}{
		{"zero", func(r *Rules) { *r = Rules{} }, "no hand size"},
		{"gap", func(r *Rules) { r.HandSize = hands(2, 7, 4, 7) }, "range of numbers"},
		{"too many", func(r *Rules) { r.HandSize = hands(4, 8) }, "hand size 8 for 4 players"},
		{"sides", func(r *Rules) { r.Sides = true }, "exactly 4 players"},
		{"free", func(r *Rules) { r.Layout = Free }, "free layout"},
		{"cross", func(r *Rules) { r.Layout, r.FirstLead = Cross, ByLot }, "double lead"},
		{"first lead", func(r *Rules) { r.FirstLead = Winner }, "no previous hand"},
		{"target", func(r *Rules) { r.Target = 0 }, "positive Target"},
		{"out of range", func(r *Rules) { r.Scoring = Scoring(99) }, "out of its range"},
	} {
		r := ok
		tc.change(&r)
		_, err := NewGame(names, r)
		require.Error(t, err, tc.name)
		assert.Contains(t, err.Error(), tc.want, tc.name)
	}
	_, err := NewGame(board.Names{ID: "Not An ID"}, ok)
	assert.Error(t, err)
}

// Options by name (board.Configure): the derived game's ID lists what
// changed, its Rules have it, and bad names and values wrap ErrBadOption.
func TestOptionsByName(t *testing.T) {
	g, err := board.Configure(FrenchGame, "DrawCount=2", "HandSize.Two=8")
	require.NoError(t, err)
	assert.Equal(t, "domino/french(HandSize.Two=8,DrawCount=2)", g.ID())
	assert.Equal(t, 2, g.(*Game).Rules().DrawCount)
	s, err := g.New(2)
	require.NoError(t, err)
	back, err := g.Parse(s.Position())
	require.NoError(t, err, "a derived game's positions read back")
	assert.Equal(t, s.Position(), back.Position())

	g, err = board.Configure(BlockGame, "Layout=Spinner", "LaterLead=WinnerElseLot")
	require.NoError(t, err)
	assert.Equal(t, Spinner, g.(*Game).Rules().Layout)
	for _, bad := range []string{"Layout=Bogus", "HandSize.Two=15", "NoSuchOption=1", "Sides=true", "Pairing=3"} {
		_, err := board.Configure(BlockGame, bad)
		assert.ErrorIs(t, err, board.ErrBadOption, bad)
	}
}

// Every exported enumeration has a String, and the choices read back.
func TestEnumNames(t *testing.T) {
	assert.Equal(t, "TwoRows", TwoRows.String())
	assert.Equal(t, "SumTo7", SumTo7.String())
	assert.Equal(t, "WinnerElseLot", WinnerElseLot.String())
	assert.Equal(t, "DrawOrPass", DrawOrPass.String())
	assert.Equal(t, "FivesAndThrees", FivesAndThrees.String())
	assert.Equal(t, "lot", KindLot.String())
	assert.Equal(t, "N", ArmN.String())
	var l LeadRule
	require.NoError(t, l.UnmarshalText([]byte("Winner")))
	assert.Equal(t, Winner, l)
	assert.Error(t, l.UnmarshalText([]byte("winner")))
	b, err := Move{Kind: KindPlay, Tile: TileOf(0, 6), Touch: 6, Arm: ArmR}.MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "6-0@R", string(b))
}

// Play takes a move listed by a Clone, a Move of another type whose String
// is a legal move, and refuses nil, a typed nil and moves after the end.
func TestPlayAnyMoveByText(t *testing.T) {
	s, err := DominoGame.Deal(set(t, "6-6 2-6 3-4 0-0 1-5 2-2 0-3"), set(t, "2-5 1-1 0-6 4-4 3-3 1-2 5-5"))
	require.NoError(t, err)
	require.NoError(t, s.Play(textMove("6-6@C")), "a foreign Move by its text")
	c := s.Clone()
	m := c.Legal()[1]
	require.NoError(t, s.Play(m), "a move listed by a clone")
	assert.Equal(t, "6-0@R", m.String())
	assert.ErrorIs(t, s.Play(nil), board.ErrBadNotation)
	var nilMove *textMove
	assert.ErrorIs(t, s.Play(nilMove), board.ErrBadNotation)
	assert.ErrorIs(t, s.Play(textMove("6-6@C")), board.ErrIllegalMove)
	s.endHand(endBlock, -1)
	assert.ErrorIs(t, s.Play(textMove("0-0@R")), board.ErrGameOver)
	assert.ErrorIs(t, s.Play(Move{Kind: KindPass}), board.ErrGameOver)
}
