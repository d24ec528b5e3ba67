package board_test

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bearOff is an enumeration option, as families write them.
type bearOff uint8

var bearOffNames = []string{"standard", "exact"}

func (b bearOff) String() string                { return board.ChoiceName(b, bearOffNames) }
func (b bearOff) MarshalText() ([]byte, error)  { return []byte(b.String()), nil }
func (b *bearOff) UnmarshalText(t []byte) error { return board.ParseChoice(b, bearOffNames, t) }
func (bearOff) Choices() []string               { return bearOffNames }

type cube struct {
	Limit int  `rule:"highest cube value" range:"1..4096"`
	Dead  bool `rule:"no double when it cannot matter"`
}

type testRules struct {
	Flying   bool    `rule:"kings fly"`
	Seats    uint8   `rule:"players" range:"2..4"`
	Name     string  `rule:"a label"`
	BearOff  bearOff `rule:"how checkers leave"`
	Cube     cube
	Ladder   []int `rule:"-"`
	hidden   int
	Untagged int
}

func TestOptionsOf(t *testing.T) {
	r := testRules{Flying: true, Seats: 3, BearOff: 1, Cube: cube{Limit: 64}}
	got := board.OptionsOf(r)
	want := []board.Option{
		{Name: "Flying", Type: "bool", Value: "true", Default: "false", Accepted: "true|false", Doc: "kings fly"},
		{Name: "Seats", Type: "int", Value: "3", Default: "0", Accepted: "2..4", Doc: "players"},
		{Name: "Name", Type: "string", Value: "", Default: "", Accepted: "any text", Doc: "a label"},
		{Name: "BearOff", Type: "choice", Value: "exact", Default: "standard", Accepted: "standard|exact", Doc: "how checkers leave"},
	}
	// Cube has no rule tag: a nested struct is an option group only when tagged.
	assert.Equal(t, want, got)
	assert.Nil(t, board.OptionsOf(3), "not a struct")
}

type nested struct {
	Cube cube `rule:"the doubling cube"`
}

func TestOptionsOfNested(t *testing.T) {
	got := board.OptionsOf(nested{Cube: cube{Limit: 8}})
	require.Len(t, got, 2)
	assert.Equal(t, "Cube.Limit", got[0].Name)
	assert.Equal(t, "8", got[0].Value)
	assert.Equal(t, "Cube.Dead", got[1].Name)
}

func TestSetOptions(t *testing.T) {
	tests := []struct {
		name     string
		settings map[string]string
		want     testRules
		err      string
	}{
		{"bool", map[string]string{"Flying": "true"}, testRules{Flying: true}, ""},
		{"int in range", map[string]string{"Seats": "4"}, testRules{Seats: 4}, ""},
		{"choice", map[string]string{"BearOff": "exact"}, testRules{BearOff: 1}, ""},
		{"string", map[string]string{"Name": "x y"}, testRules{Name: "x y"}, ""},
		{"several", map[string]string{"Flying": "1", "Seats": "2"}, testRules{Flying: true, Seats: 2}, ""},
		{"unknown", map[string]string{"Flyng": "true"}, testRules{}, "option Flyng: no such option; the options are BearOff, Flying, Name, Seats"},
		{"not a bool", map[string]string{"Flying": "yes"}, testRules{}, `option Flying: value "yes" is not accepted; want true|false`},
		{"out of range", map[string]string{"Seats": "5"}, testRules{}, `option Seats: value "5" is not accepted; want 2..4`},
		{"overflow", map[string]string{"Seats": "300"}, testRules{}, `want 2..4`},
		{"bad choice", map[string]string{"BearOff": "fast"}, testRules{}, `want standard|exact`},
		{"untagged", map[string]string{"Untagged": "1"}, testRules{}, "no such option"},
		{"not an option", map[string]string{"Ladder": "1"}, testRules{}, "no such option"},
		{"one bad among good changes nothing", map[string]string{"Flying": "true", "Seats": "9"}, testRules{}, "want 2..4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r testRules
			err := board.SetOptions(&r, tt.settings)
			if tt.err != "" {
				require.Error(t, err)
				assert.True(t, errors.Is(err, board.ErrBadOption))
				assert.Contains(t, err.Error(), tt.err)
			} else {
				require.NoError(t, err)
			}
			assert.Equal(t, tt.want, r)
		})
	}
	assert.ErrorIs(t, board.SetOptions(testRules{}, nil), board.ErrBadOption, "not a pointer")
}

// game is a minimal Configurable game for Configure and Derive.
type game struct {
	names board.Names
	rules testRules
}

func newGame(n board.Names, r testRules) (*game, error) {
	if r.Name == "bad" {
		return nil, errors.New("a bad name")
	}
	return &game{n, r}, nil
}
func (g *game) ID() string                        { return g.names.ID }
func (g *game) Info() board.Info                  { return board.Info{Names: g.names} }
func (g *game) New(int) (board.State, error)      { return nil, errors.New("no") }
func (g *game) Parse(string) (board.State, error) { return nil, errors.New("no") }
func (g *game) WithOptions(s map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, s, newGame)
}

func TestConfigure(t *testing.T) {
	base := &game{names: board.Names{ID: "tables/test"}, rules: testRules{Seats: 2}}
	tests := []struct {
		settings []string
		id, err  string
	}{
		{nil, "tables/test", ""},
		{[]string{"Seats=2"}, "tables/test", ""},
		{[]string{"Flying=true"}, "tables/test(Flying=true)", ""},
		{[]string{"Seats=3", "Flying=1"}, "tables/test(Flying=true,Seats=3)", ""},
		{[]string{" BearOff = exact "}, "tables/test(BearOff=exact)", ""},
		{[]string{"Flying"}, "", "an option is set as Name=Value"},
		{[]string{"=true"}, "", "an option is set as Name=Value"},
		{[]string{"Flying=true", "Flying=false"}, "", "set twice"},
		{[]string{"Nope=1"}, "", "no such option"},
	}
	for _, tt := range tests {
		g, err := board.Configure(base, tt.settings...)
		if tt.err != "" {
			assert.ErrorIs(t, err, board.ErrBadOption, "%q", tt.settings)
			assert.ErrorContains(t, err, tt.err, "%q", tt.settings)
			continue
		}
		require.NoError(t, err, "%q", tt.settings)
		assert.Equal(t, tt.id, g.ID(), "%q", tt.settings)
		base, ok := board.BaseID(g.ID())
		assert.True(t, ok)
		assert.Equal(t, "tables/test", base)
	}
	// A rejected rule set is an ErrBadOption with the family's reason.
	_, err := board.Configure(base, "Name=bad")
	require.Error(t, err)
	assert.ErrorIs(t, err, board.ErrBadOption)
	assert.ErrorContains(t, err, "a bad name")
	// Deriving again from a derived game keeps one set of brackets.
	d, err := board.Configure(base, "Flying=true")
	require.NoError(t, err)
	dd, err := board.Configure(d, "Seats=4")
	require.NoError(t, err)
	assert.Equal(t, "tables/test(Seats=4)", dd.ID(), "the ID lists what differs from the game derived from")
}

func TestConfigureNotConfigurable(t *testing.T) {
	_, err := board.Configure(plain{}, "X=1")
	assert.ErrorIs(t, err, board.ErrBadOption)
	g, err := board.Configure(plain{})
	assert.NoError(t, err)
	assert.Equal(t, plain{}, g)
}

type plain struct{}

func (plain) ID() string                        { return "plain" }
func (plain) Info() board.Info                  { return board.Info{} }
func (plain) New(int) (board.State, error)      { return nil, errors.New("no") }
func (plain) Parse(string) (board.State, error) { return nil, errors.New("no") }

func TestBaseID(t *testing.T) {
	for id, want := range map[string]bool{
		"chess": true, "chess/eating(Castling=true)": true, "a(b=1,c=2)": true,
		"chess(": false, "chess()": false, "chess(a=1": false, "Chess": false, "chess(a=(1))": false,
	} {
		_, ok := board.BaseID(id)
		assert.Equal(t, want, ok, id)
	}
}

func TestMust(t *testing.T) {
	assert.Equal(t, plain{}, board.Must(plain{}, nil))
	assert.PanicsWithError(t, "bad rules", func() { board.Must(plain{}, errors.New("bad rules")) })
}
