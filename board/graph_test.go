package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewGraphErrors(t *testing.T) {
	for name, spec := range map[string]GraphSpec{
		"empty name":      {Points: []string{"a", ""}},
		"repeated name":   {Points: []string{"a", "a"}},
		"unknown in line": {Points: []string{"a", "b"}, Lines: [][]string{{"a", "c"}}},
		"short line":      {Points: []string{"a", "b"}, Lines: [][]string{{"a"}}},
		"repeat in line":  {Points: []string{"a", "b"}, Lines: [][]string{{"a", "b", "a"}}},
		"self edge":       {Points: []string{"a", "b"}, Edges: [][2]string{{"a", "a"}}},
		"unknown in edge": {Points: []string{"a", "b"}, Edges: [][2]string{{"a", "z"}}},
	} {
		_, err := NewGraph(spec)
		assert.Error(t, err, name)
	}
}

func TestGraphBasics(t *testing.T) {
	// A path a-b-c-d as one line, plus an edge a-d closing a ring.
	g, err := NewGraph(GraphSpec{
		Points: []string{"a", "b", "c", "d"},
		Lines:  [][]string{{"a", "b", "c", "d"}},
		Edges:  [][2]string{{"d", "a"}, {"b", "a"}}, // b-a repeats a line edge
	})
	require.NoError(t, err)
	a, b, c, d := Point(0), Point(1), Point(2), Point(3)
	assert.Equal(t, 4, g.Len())
	assert.Equal(t, []Point{b, d}, g.Neighbors(a))
	assert.Equal(t, []Point{a, c}, g.Neighbors(b))
	assert.True(t, g.Adjacent(a, d))
	assert.False(t, g.Adjacent(a, c))
	assert.Equal(t, c, g.Beyond(a, b))
	assert.Equal(t, d, g.Beyond(b, c))
	assert.Equal(t, b, g.Beyond(d, c))
	assert.Equal(t, NoPoint, g.Beyond(a, d), "the extra edge is no line to jump along")
	assert.Equal(t, NoPoint, g.Beyond(c, d))
	assert.Equal(t, NoPoint, g.Beyond(a, c), "not neighbours")
	assert.Equal(t, 1, g.Lines())
	assert.Equal(t, []Point{a, b, c, d}, g.Line(0))
	assert.Equal(t, []int{0}, g.LinesThrough(c))
	assert.Equal(t, "c", g.Name(c))
	assert.Equal(t, "-", g.Name(9))
	assert.Equal(t, "-", g.Name(NoPoint))
	p, err := g.Point("d")
	require.NoError(t, err)
	assert.Equal(t, d, p)
	p, err = g.Point("e")
	assert.ErrorIs(t, err, ErrBadNotation)
	assert.Equal(t, NoPoint, p)
}

func TestGraphSpecNotShared(t *testing.T) {
	names := []string{"x", "y"}
	g, err := NewGraph(GraphSpec{Points: names, Lines: [][]string{{"x", "y"}}})
	require.NoError(t, err)
	names[0] = "changed"
	assert.Equal(t, "x", g.Name(0), "the graph keeps its own copy of the names")
}
