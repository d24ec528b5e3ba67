package board_test

import (
	"encoding/json"
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// keys marshals v and returns the field names of the JSON object, sorted.
func keys(t *testing.T, v any) []string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(b, &m), string(b))
	return slices.Sorted(maps.Keys(m))
}

func sorted(names ...string) []string { return slices.Sorted(slices.Values(names)) }

// TestJSONFieldNames checks the field names that the package doc's JSON
// section promises, with every field set.
func TestJSONFieldNames(t *testing.T) {
	opt := board.Option{Name: "Target", Type: "int", Value: "3", Default: "3", Accepted: "1..9", Doc: "points to win"}
	info := board.Info{Names: board.Names{ID: "x", Name: "X", CzechName: "X", Summary: "s"}, Family: "x",
		MinPlayers: 2, MaxPlayers: 2, SeatNames: []string{"a", "b"}, Chance: true, HiddenInformation: true,
		MinReturn: -1, MaxReturn: 1, Options: []board.Option{opt}, MaxPlies: 9}
	assert.Equal(t, sorted("id", "name", "czechName", "summary", "family", "minPlayers", "maxPlayers", "seatNames",
		"chance", "hiddenInformation", "minReturn", "maxReturn", "options", "maxPlies"), keys(t, info))
	assert.Equal(t, sorted("name", "type", "value", "default", "accepted", "doc"), keys(t, opt))

	o := board.Outcome{Over: true, Winners: []board.Player{0}, Placings: []int{1, 2}, Points: []int{3, 0}, Code: "target", Reason: "seat 0 reached 3"}
	assert.Equal(t, sorted("over", "winners", "placings", "points", "code", "reason"), keys(t, o))
	assert.Equal(t, sorted("over", "winners"), keys(t, board.Outcome{}), "a game going on: no placings, points, code or reason")

	piece := board.Piece{Seat: 1, Kind: "K", Count: 1}
	cell := board.Cell{Name: "a1", X: 1, Y: 1, Size: 1, Shape: board.DarkSquare, Pieces: []board.Piece{piece}}
	line := board.Line{From: "a1", To: "a1", Kind: "line"}
	area := board.Area{Name: "bar", X: 0, Y: 0, W: 1, H: 1, Seat: board.Nobody, Pieces: []board.Piece{piece}, Text: "bar"}
	counter := board.Counter{Name: "cube", Value: "2"}
	p := board.Picture{Width: 2, Height: 2, Cells: []board.Cell{cell}, Lines: []board.Line{line}, Areas: []board.Area{area},
		Dice: []int{6, 4}, Tiles: []string{"6-4"}, Counters: []board.Counter{counter}, ToMove: board.Chance, Seats: []string{"a", "b"}}
	assert.Equal(t, sorted("width", "height", "cells", "lines", "areas", "dice", "tiles", "counters", "toMove", "seats"), keys(t, p))
	assert.Equal(t, sorted("width", "height", "cells", "toMove", "seats"), keys(t, board.Picture{Width: 1, Height: 1}), "empty parts are left out")
	assert.Equal(t, sorted("name", "x", "y", "size", "shape", "pieces"), keys(t, cell))
	assert.Equal(t, sorted("seat", "kind", "count"), keys(t, piece))
	assert.Equal(t, sorted("from", "to", "kind"), keys(t, line))
	assert.Equal(t, sorted("name", "x", "y", "w", "h", "seat", "pieces", "text"), keys(t, area))
	assert.Equal(t, sorted("name", "value"), keys(t, counter))
	assert.Equal(t, sorted("cell", "role"), keys(t, board.Touch{Cell: "a1", Role: board.From}))

	b, err := json.Marshal(p)
	require.NoError(t, err)
	assert.Contains(t, string(b), `"toMove":-1`, "Chance is -1")
	assert.Contains(t, string(b), `"shape":"dark"`)
	b, err = json.Marshal(board.Picture{ToMove: board.Nobody})
	require.NoError(t, err)
	assert.Contains(t, string(b), `"toMove":-2`, "Nobody is -2")
}

// notation is a move as every family's moves are: an
// encoding.TextMarshaler writing its notation.
type notation string

func (n notation) String() string               { return string(n) }
func (n notation) MarshalText() ([]byte, error) { return []byte(n), nil }

func TestJSONMoveIsNotation(t *testing.T) {
	b, err := json.Marshal([]board.Move{notation("e2e4"), notation("6-4@R")})
	require.NoError(t, err)
	assert.JSONEq(t, `["e2e4", "6-4@R"]`, string(b))
	roles := []board.Role{board.From, board.Via, board.To, board.Capture, board.Place, board.Remove}
	b, err = json.Marshal(roles)
	require.NoError(t, err)
	assert.JSONEq(t, `["from", "via", "to", "capture", "place", "remove"]`, string(b))
	shapes := []board.Shape{board.LightSquare, board.DarkSquare, board.Node, board.Hole, board.Field, board.TriangleUp, board.TriangleDown, board.End}
	b, err = json.Marshal(shapes)
	require.NoError(t, err)
	assert.JSONEq(t, `["light", "dark", "point", "hole", "field", "triangle-up", "triangle-down", "end"]`, string(b))
}
