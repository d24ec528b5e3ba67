package chess

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gameWith returns chess under rules r, named as a user's rule set.
func gameWith(r Rules) *Game {
	return board.Must(NewGame(board.Names{ID: "chess/test", Name: "Chess under test"}, r))
}

// TestConformance runs the board contract on the registered game.
func TestConformance(t *testing.T) {
	g, ok := board.Lookup("chess")
	require.True(t, ok, "chess is not registered")
	require.Same(t, Chess, g)
	boardtest.Run(t, g)
}

// TestConformanceUserRules: a rule set a user builds, with names of their
// own and no Czech name, is a game like the registered one.
func TestConformanceUserRules(t *testing.T) {
	g, err := NewGame(board.Names{ID: "chess/club", Name: "Club chess", Summary: "chess where draws are adjudicated at once"},
		Rules{AutoClaim: true, SeedHundredMoveExceptions: true})
	require.NoError(t, err)
	boardtest.Run(t, g)
}

// TestOptionsByName: the options of Rules are set by name, the derived ID
// says what changed, and bad names and values are refused.
func TestOptionsByName(t *testing.T) {
	g, err := board.Configure(Chess, "AutoClaim=true")
	require.NoError(t, err)
	assert.Equal(t, "chess(AutoClaim=true)", g.ID())
	assert.Equal(t, Rules{AutoClaim: true}, g.(*Game).Rules())
	same, err := board.Configure(Chess, "AutoClaim=false")
	require.NoError(t, err)
	assert.Equal(t, "chess", same.ID())
	for _, bad := range []string{"AutoClaim=maybe", "Castling=true", "AutoClaim"} {
		_, err := board.Configure(Chess, bad)
		assert.True(t, errors.Is(err, board.ErrBadOption), "%s: %v", bad, err)
	}
	info := Chess.Info()
	require.Len(t, info.Options, 2)
	assert.Equal(t, board.Option{Name: "AutoClaim", Type: "bool", Value: "false", Default: "false", Accepted: "true|false",
		Doc: "end the game when a draw becomes claimable instead of waiting for a claim"}, info.Options[0])
	assert.Equal(t, []string{"White", "Black"}, info.SeatNames)
	assert.Equal(t, [2]float64{-1, 1}, [2]float64{info.MinReturn, info.MaxReturn})
	assert.False(t, info.Chance || info.HiddenInformation)
}

// TestNewGameRefusesBadNames: a game needs a slug ID and an English name.
func TestNewGameRefusesBadNames(t *testing.T) {
	for _, n := range []board.Names{{ID: "", Name: "x"}, {ID: "Chess Club", Name: "x"}, {ID: "mine", Name: ""}} {
		_, err := NewGame(n, Rules{})
		assert.Error(t, err, "%+v", n)
	}
}

// TestConformanceVariants runs the board contract on the five variants and
// on the option sets that change their move trees.
func TestConformanceVariants(t *testing.T) {
	for _, c := range []struct {
		id      string
		options []string
	}{
		{"chess/chief", nil}, {"chess/chief", []string{"KingCapture=true"}},
		{"chess/chief", []string{"NoPromotion=true", "NoCastling=true", "ChiefSquare=e6"}},
		{"chess/ko", nil}, {"chess/ko", []string{"MateAlsoWins=true"}},
		{"chess/double", nil}, {"chess/double", []string{"BalancedStart=true"}},
		{"chess/placement", nil}, {"chess/placement", []string{"CastlingIfHome=true"}},
		{"chess/eating", nil}, {"chess/eating", []string{"OptionalCapture=true"}}, {"chess/eating", []string{"Castling=true"}},
	} {
		g, ok := board.Lookup(c.id)
		require.True(t, ok, c.id)
		g, err := board.Configure(g, c.options...)
		require.NoError(t, err)
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestVariantOptionsByName: each variant lists its own options only, a
// derived game's ID says what changed, and another variant's option is
// refused.
func TestVariantOptionsByName(t *testing.T) {
	g, err := board.Configure(EatingChess, "Castling=true")
	require.NoError(t, err)
	assert.Equal(t, "chess/eating(Castling=true)", g.ID())
	p := g.(*Game).Start()
	assert.Equal(t, StartFEN, p.FEN())
	for _, bad := range []struct {
		game    *Game
		setting string
	}{{Chess, "KingCapture=true"}, {EatingChess, "BalancedStart=true"}, {ChiefAndWarriors, "ChiefSquare=d5"}, {KnockOutChess, "Castling=1"}} {
		_, err := board.Configure(bad.game, bad.setting)
		assert.ErrorIs(t, err, board.ErrBadOption, "%s %s", bad.game.ID(), bad.setting)
	}
	names := func(g *Game) (out []string) {
		for _, o := range g.Info().Options {
			out = append(out, o.Name)
		}
		return out
	}
	assert.Equal(t, []string{"AutoClaim", "ChiefSquare", "NoPromotion", "NoCastling", "KingCapture"}, names(ChiefAndWarriors))
	assert.Equal(t, []string{"AutoClaim", "OptionalCapture", "Castling"}, names(EatingChess))
	c, err := board.Configure(ChiefAndWarriors, "ChiefSquare=e6", "NoCastling=true")
	require.NoError(t, err)
	q := c.(*Game).Start()
	assert.Equal(t, "8/8/4a3/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", q.FEN())
	o, err := board.Configure(PlacementChess, "PlacementOnly=true")
	require.NoError(t, err)
	full, err := o.Parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1")
	require.NoError(t, err)
	assert.Equal(t, CodePlacementComplete, full.Outcome().Code)
}
