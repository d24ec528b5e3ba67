package board_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOutcomeJSON(t *testing.T) {
	tests := []struct {
		o    board.Outcome
		want string
	}{
		{board.Outcome{}, `{"over":false,"winners":[]}`},
		{board.Outcome{Over: true, Code: "stalemate", Reason: "stalemate"},
			`{"over":true,"winners":[],"code":"stalemate","reason":"stalemate"}`},
		{board.Outcome{Over: true, Winners: []board.Player{1}, Placings: []int{2, 1}, Points: []int{0, 2},
			Code: "all-off", Reason: "gammon"},
			`{"over":true,"winners":[1],"placings":[2,1],"points":[0,2],"code":"all-off","reason":"gammon"}`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.o)
		require.NoError(t, err)
		assert.JSONEq(t, tt.want, string(b))
		var back board.Outcome
		require.NoError(t, json.Unmarshal(b, &back))
		assert.Equal(t, tt.o, back)
	}
}

func TestInfoJSON(t *testing.T) {
	info := board.Info{Names: board.Names{ID: "x", Name: "X"}, Family: "x", SeatNames: []string{"a"}}
	b, err := json.Marshal(info)
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	for _, k := range []string{"id", "name", "czechName", "summary", "family", "minPlayers", "maxPlayers",
		"seatNames", "chance", "hiddenInformation", "minReturn", "maxReturn", "options", "maxPlies"} {
		assert.Contains(t, m, k)
	}
	assert.Len(t, m, 14, "no other fields: %v", m)
}

func TestRank(t *testing.T) {
	tests := []struct {
		scores      []int
		higherFirst bool
		want        []int
	}{
		{[]int{10, 20, 20, 5}, true, []int{3, 1, 1, 4}},
		{[]int{10, 20, 20, 5}, false, []int{2, 3, 3, 1}},
		{[]int{7, 7, 7}, true, []int{1, 1, 1}},
		{[]int{}, true, []int{}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, board.Rank(tt.scores, tt.higherFirst), "%v", tt.scores)
	}
}

func TestReturns(t *testing.T) {
	tests := []struct {
		name  string
		seats int
		o     board.Outcome
		want  []float64
	}{
		{"not over", 2, board.Outcome{}, nil},
		{"win", 2, board.Outcome{Over: true, Winners: []board.Player{1}}, []float64{-1, 1}},
		{"draw", 3, board.Outcome{Over: true}, []float64{0, 0, 0}},
		{"placings", 3, board.Outcome{Over: true, Winners: []board.Player{2}, Placings: []int{2, 3, 1}}, []float64{0, -1, 1}},
		// places 1, 2, 2, 4: the tied seats share the mean of places 2 and 3
		{"tied placings", 4, board.Outcome{Over: true, Winners: []board.Player{0}, Placings: []int{1, 2, 2, 4}},
			[]float64{1, 0, 0, -1}},
		{"partners", 4, board.Outcome{Over: true, Winners: []board.Player{0, 2}}, []float64{1, -1, 1, -1}},
	}
	for _, tt := range tests {
		s := &ended{seats: tt.seats, o: tt.o}
		assert.Equal(t, tt.want, board.Returns(s), tt.name)
	}
	sc := &scored{ended{seats: 2, o: board.Outcome{Over: true}}}
	assert.Equal(t, []float64{3, -3}, board.Returns(sc), "a Scorer's own returns")
}

type ended struct {
	board.State
	seats int
	o     board.Outcome
}

func (e *ended) Seats() int             { return e.seats }
func (e *ended) Outcome() board.Outcome { return e.o }

type scored struct{ ended }

func (s *scored) Returns() []float64 { return []float64{3, -3} }

func TestCheckPlayers(t *testing.T) {
	info := board.Info{Names: board.Names{ID: "g"}, MinPlayers: 2, MaxPlayers: 4}
	assert.NoError(t, info.CheckPlayers(2))
	assert.NoError(t, info.CheckPlayers(4))
	err := info.CheckPlayers(5)
	assert.ErrorIs(t, err, board.ErrPlayers)
	assert.EqualError(t, err, "g is played by 2 to 4 players, not 5: unsupported number of players")
}

func TestAmbiguous(t *testing.T) {
	err := board.Ambiguous("Nd2", []string{"Nbd2", "Nfd2"})
	assert.ErrorIs(t, err, board.ErrAmbiguous)
	assert.ErrorIs(t, err, board.ErrBadNotation, "an ambiguous move is bad notation too")
	assert.False(t, errors.Is(err, board.ErrIllegalMove))
	assert.EqualError(t, err, "Nd2: ambiguous: it could be Nbd2 or Nfd2")
}

type text string

func (t text) String() string { return string(t) }

type ptrMove struct{ s *string }

func (m *ptrMove) String() string { return *m.s }

type panics struct{}

func (panics) String() string { panic("boom") }

func TestMoveText(t *testing.T) {
	s, err := board.MoveText(text("e4"))
	assert.NoError(t, err)
	assert.Equal(t, "e4", s)
	for name, m := range map[string]board.Move{"nil": nil, "typed nil": (*ptrMove)(nil), "panics": panics{}} {
		_, err := board.MoveText(m)
		assert.ErrorIs(t, err, board.ErrBadNotation, name)
	}
}

func TestTyped(t *testing.T) {
	parse := func(s string) (text, error) {
		if s != "e4" {
			return "", board.BadNotation(s, "not e4")
		}
		return text(s), nil
	}
	got, err := board.Typed(text("e4"), parse)
	assert.NoError(t, err)
	assert.Equal(t, text("e4"), got, "its own type as it is")
	got, err = board.Typed(board.Move(otherMove("e4")), parse)
	assert.NoError(t, err)
	assert.Equal(t, text("e4"), got, "another type by its notation")
	_, err = board.Typed(board.Move(otherMove("e5")), parse)
	assert.ErrorIs(t, err, board.ErrBadNotation)
	for _, m := range []board.Move{nil, (*ptrMove)(nil), panics{}} {
		_, err = board.Typed(m, parse)
		assert.ErrorIs(t, err, board.ErrBadNotation)
	}
}

type otherMove string

func (o otherMove) String() string { return string(o) }
