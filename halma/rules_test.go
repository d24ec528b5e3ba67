package halma_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRowHop checks the row-hop option: one hop over a straight row of
// pieces to the first empty cell beyond, which the default forbids.
func TestRowHop(t *testing.T) {
	pos := position(t, halma.Halma, pieces(pieces(nil, '1', pt(t, 0, 0)), '2', ax(t, "(1,0) (2,0)")...), 1)
	over := pt(t, 0, 0) + "-" + pt(t, 3, 0)
	assert.NotContains(t, legal(parse(t, halma.Halma, pos)), over, "a single hop passes one piece")
	assert.Contains(t, legal(parse(t, configured(t, halma.Halma, "Race.RowHop=true"), pos)), over)
}

// TestSpoilerRule checks the spoiler rule: a full target holding at least one of the
// mover's pieces, every other occupant in its own starting camp, wins;
// without the rule it does not.
func TestSpoilerRule(t *testing.T) {
	north, _, err := halma.Halma.Camps(2, 1)
	require.NoError(t, err)
	south, _, err := halma.Halma.Camps(2, 0)
	require.NoError(t, err)
	// Player 2 never left the apex (4,−8), which is in his starting camp.
	apex := pt(t, 4, -8)
	gap := pt(t, 0, -4)
	mine := slices.DeleteFunc(slices.Clone(north), func(c string) bool { return c == apex || c == gap })
	m := pieces(pieces(nil, '1', mine...), '2', south[:14]...)
	m[apex], m[pt(t, 0, -3)] = '2', '1'
	pos := position(t, halma.Halma, m, 1)
	s := parse(t, halma.Halma, pos)
	play(t, s, pt(t, 0, -3)+"-"+gap)
	assert.Equal(t, "spoiler", s.Outcome().Code)
	assert.Equal(t, []board.Player{0}, s.Outcome().Winners)
	s = parse(t, configured(t, halma.Halma, "Race.SpoilerRule=false"), pos)
	play(t, s, pt(t, 0, -3)+"-"+gap)
	assert.False(t, s.Outcome().Over)
}

// TestTeams checks the square board's team form: a partner who finishes first does not
// end the game; the second one's finish wins for both.
func TestTeams(t *testing.T) {
	g := configured(t, halma.SquareHalma, "Race.Teams=true")
	_, t0, err := g.(*halma.Game).Camps(4, 0)
	require.NoError(t, err)
	_, t2, err := g.(*halma.Game).Camps(4, 2)
	require.NoError(t, err)
	// Seat 0 (a1, target p16) has finished; seat 2 (p16, target the a1
	// 13-camp a1–d1, a2–d2, a3–c3, a4–b4) has d1 free and its last piece
	// on e1.
	rest := slices.DeleteFunc(slices.Clone(t2), func(c string) bool { return c == "d1" })
	m := pieces(pieces(nil, '1', t0...), '3', rest...)
	m["e1"] = '3'
	m["h8"], m["i9"] = '2', '4'
	s := parse(t, g, position(t, g, m, 3))
	assert.False(t, s.Outcome().Over, "one partner alone has not won")
	play(t, s, "e1-d1")
	o := s.Outcome()
	assert.Equal(t, "team-home", o.Code)
	assert.Equal(t, []board.Player{0, 2}, o.Winners)
}

// TestInfoOptions checks that each registered game lists Engine and the
// options of its own engine only, named with the engine's group, and that
// every option it lists can be set by name on it.
func TestInfoOptions(t *testing.T) {
	groups := map[halma.Engine]string{halma.EngineRace: "Race.", halma.EngineField: "Field.",
		halma.EngineTipsy: "Tipsy.", halma.EngineRakado: "Rakado.", halma.EngineTreasure: "Treasure."}
	for _, bg := range board.Games() {
		g, ok := bg.(*halma.Game)
		if !ok {
			continue
		}
		group := groups[g.Rules().Engine]
		opts := g.Info().Options
		require.NotEmpty(t, opts, g.ID())
		assert.Equal(t, "Engine", opts[0].Name, g.ID())
		for _, o := range opts[1:] {
			assert.True(t, strings.HasPrefix(o.Name, group), "%s lists %s", g.ID(), o.Name)
			_, err := board.Configure(g, o.Name+"="+o.Value)
			assert.NoError(t, err, "%s: %s=%s", g.ID(), o.Name, o.Value)
		}
	}
	// An option of another engine's group is refused with the reason.
	_, err := board.Configure(halma.GobangGame, "Race.RowHop=true")
	require.ErrorIs(t, err, board.ErrBadOption)
	assert.Contains(t, err.Error(), "Race options are for Engine=race")
	// Changing the engine of a game whose group is zero gives that engine's game.
	g, err := board.Configure(halma.GobangGame, "Engine=tipsy")
	require.NoError(t, err)
	assert.Equal(t, "halma/gobang(Engine=tipsy)", g.ID())
	assert.Equal(t, halma.Tipsy.Info().MaxPlayers, g.Info().MaxPlayers)
	// The typed API of one engine refuses a game of another.
	_, err = halma.GobangGame.Start(2)
	assert.ErrorContains(t, err, "Engine=field, not race")
	_, err = halma.Halma.StartField(2)
	assert.ErrorContains(t, err, "Engine=race, not field")
}

// TestCopyHistory checks that a copy and its original keep their own
// repetition histories: the same position recurs in the original however
// the copy plays on (the copy shares the history up to the copy).
func TestCopyHistory(t *testing.T) {
	s := newState(t, halma.SquareHalma, 2).(*halma.State)
	require.NoError(t, board.Replay(s, "e1-f1", "l16-k16"))
	c := s.Copy()
	require.NoError(t, board.Replay(s, "f1-e1"))
	require.NoError(t, board.Replay(c, "e2-f3"))
	require.NoError(t, board.Replay(s, "k16-l16", "e1-f1", "l16-k16", "f1-e1"))
	require.NoError(t, board.Replay(c, "l15-k14"))
	assert.Equal(t, 2, s.Repetitions(), "after f1-e1 a second time")
	assert.Equal(t, 1, c.Repetitions())
}
