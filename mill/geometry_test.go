package mill_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// spec01 is the table of the board's points, row by row: point, orthogonal
// neighbours, extra diagonal neighbours ("-" for none), knight targets.
var spec01 = [][4]string{
	{"a7", "d7 a4", "b6", "d5 c4 g4 d1"},
	{"d7", "a7 g7 d6", "-", "c5 e5 a1 g1"},
	{"g7", "d7 g4", "f6", "d5 a4 e4 d1"},
	{"b6", "d6 b4", "a7 c5", "f4 d2"},
	{"d6", "d7 b6 f6 d5", "-", "b2 f2"},
	{"f6", "d6 f4", "g7 e5", "b4 d2"},
	{"c5", "d5 c4", "b6", "d7 a4 e4 d3"},
	{"d5", "d6 c5 e5", "-", "a7 g7 c3 e3"},
	{"e5", "d5 e4", "f6", "d7 c4 g4 d3"},
	{"a4", "a7 b4 a1", "-", "g7 c5 c3 g1"},
	{"b4", "b6 a4 c4 b2", "-", "f6 f2"},
	{"c4", "c5 b4 c3", "-", "a7 e5 e3 a1"},
	{"e4", "e5 f4 e3", "-", "g7 c5 c3 g1"},
	{"f4", "f6 e4 g4 f2", "-", "b6 b2"},
	{"g4", "g7 f4 g1", "-", "a7 e5 e3 a1"},
	{"c3", "c4 d3", "b2", "d5 a4 e4 d1"},
	{"d3", "c3 e3 d2", "-", "c5 e5 a1 g1"},
	{"e3", "e4 d3", "f2", "d5 c4 g4 d1"},
	{"b2", "b4 d2", "c3 a1", "d6 f4"},
	{"d2", "d3 b2 f2 d1", "-", "b6 f6"},
	{"f2", "f4 d2", "e3 g1", "d6 b4"},
	{"a1", "a4 d1", "b2", "d7 c4 g4 d3"},
	{"d1", "d2 a1 g1", "-", "a7 g7 c3 e3"},
	{"g1", "g4 d1", "f2", "d7 a4 e4 d3"},
}

func fields(s string) []string {
	if s == "-" {
		return nil
	}
	return strings.Fields(s)
}

// TestBoardTable checks the board's points, neighbours (plain and with
// the diagonals) and knight targets against that table, and
// the counts of the boards: 16 lines and 32 edges, 20 lines and
// 40 edges with the diagonals.
func TestBoardTable(t *testing.T) {
	plain, diag := mill.Morris(false), mill.Morris(true)
	assert.Equal(t, 16, plain.Lines())
	assert.Equal(t, 20, diag.Lines())
	edges := [2]int{}
	for i, row := range spec01 {
		p, err := mill.ParsePoint(row[0])
		require.NoError(t, err)
		assert.Equal(t, mill.Point(i), p, "canonical order")
		assert.Equal(t, row[0], p.String())
		names := func(diagonal bool) []string {
			g := mill.Morris(diagonal)
			var out []string
			for _, q := range g.Neighbors(board.Point(p)) {
				out = append(out, g.Name(q))
			}
			return out
		}
		assert.ElementsMatch(t, fields(row[1]), names(false), "neighbours of %s", row[0])
		assert.ElementsMatch(t, append(fields(row[1]), fields(row[2])...), names(true), "diagonal-board neighbours of %s", row[0])
		edges[0] += len(names(false))
		edges[1] += len(names(true))
		assert.ElementsMatch(t, fields(row[3]), strings.Fields(mill.KnightTargets(p).String()), "knight targets of %s", row[0])
	}
	assert.Equal(t, [2]int{2 * 32, 2 * 40}, edges)
}

// TestKnightProperties checks the properties of the knight jumps: symmetric, 80
// ordered pairs, 4 targets from outer- and inner-square points and 2 from
// middle-square ones, two components (middle square / the rest).
func TestKnightProperties(t *testing.T) {
	middle := strings.Fields("b6 d6 f6 b4 f4 b2 d2 f2")
	pairs := 0
	for p := range mill.Point(mill.Points) {
		targets := mill.KnightTargets(p)
		pairs += targets.Count()
		inMiddle := contains(middle, p.String())
		want := 4
		if inMiddle {
			want = 2
		}
		assert.Equal(t, want, targets.Count(), p.String())
		for q := range mill.Point(mill.Points) {
			if targets.Has(q) {
				assert.True(t, mill.KnightTargets(q).Has(p), "%s → %s but not back", p, q)
				assert.Equal(t, inMiddle, contains(middle, q.String()), "%s → %s crosses components", p, q)
			}
		}
	}
	assert.Equal(t, 80, pairs)
	assert.Zero(t, mill.KnightTargets(mill.NoPoint))
}

func contains(list []string, s string) bool { return slices.Contains(list, s) }

func TestParsePoint(t *testing.T) {
	for _, bad := range []string{"", "a", "d4", "h1", "a8", "a1 ", "A1", "a0"} {
		_, err := mill.ParsePoint(bad)
		assert.Error(t, err, bad)
	}
	assert.Equal(t, "-", mill.NoPoint.String())
}

// TestFormingPoints checks the word operations that find where a stone
// would close a mill, and which stones stand in mills, against the plain
// loop over the lines.
func TestFormingPoints(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		own := mill.Bits(rapid.Uint32Range(0, 1<<24-1).Draw(rt, "own"))
		empty := mill.Bits(rapid.Uint32Range(0, 1<<24-1).Draw(rt, "empty")) &^ own
		for _, diagonals := range []bool{false, true} {
			if got, want := mill.FormingPoints(diagonals, own, empty), mill.FormingPointsByLines(diagonals, own, empty); got != want {
				rt.Fatalf("own %s, empty %s, diagonals %v: got %s, want %s", own, empty, diagonals, got, want)
			}
			if got, want := mill.InMills(diagonals, own), mill.InMillsByLines(diagonals, own); got != want {
				rt.Fatalf("stones %s in mills, diagonals %v: got %s, want %s", own, diagonals, got, want)
			}
		}
	})
}
