package board_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rulebook-go/rulebook/board"
)

// plainState has nothing but the State methods; the helpers of describe.go
// need only String of it. (The embedded State is nil: any other method
// would panic, which is the test's way of saying it is not called.)
type plainState struct{ board.State }

func (plainState) String() string { return "the board" }

type move string

func (m move) String() string { return string(m) }

// shownState implements the optional interfaces as a chess-like record,
// a ludo-like description and a two-sided board would.
type shownState struct{ plainState }

func (shownState) Record(m board.Move) (string, string) { return "4.", "Q" + m.String() + "#" }
func (shownState) Describe(m board.Move) string         { return m.String() + ": the turn ends" }
func (shownState) View(p board.Player) string           { return "the board from seat " + p.String() }

var (
	_ board.Recorder  = shownState{}
	_ board.Describer = shownState{}
	_ board.Viewer    = shownState{}
)

func TestDescribeHelpers(t *testing.T) {
	var plain, shown board.State = plainState{}, shownState{}
	tests := []struct {
		name      string
		got, want any
	}{
		{name: "Describe falls back to the notation", got: board.Describe(plain, move("1")), want: "1"},
		{name: "Describe of a Describer", got: board.Describe(shown, move("1")), want: "1: the turn ends"},
		{name: "View falls back to String", got: board.View(plain, 1), want: "the board"},
		{name: "View of a Viewer", got: board.View(shown, 1), want: "the board from seat 1"},
		{name: "View for chance is String", got: board.View(shown, board.Chance), want: "the board"},
		{name: "Describe of a nil move", got: board.Describe(plain, nil), want: "no move (nil)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.got, tt.name)
	}
	number, text := board.Record(plain, move("h5f7"))
	assert.Equal(t, "", number, "no numbers without a Recorder")
	assert.Equal(t, "h5f7", text)
	number, text = board.Record(shown, move("xf7"))
	assert.Equal(t, "4.", number)
	assert.Equal(t, "Qxf7#", text)
	var typedNil *moveBox
	_, text = board.Record(plain, typedNil)
	assert.Equal(t, "no move (a nil *board_test.moveBox)", text, "a typed nil is refused, not a panic")
}

type moveBox struct{ s string }

func (m *moveBox) String() string { return m.s }
