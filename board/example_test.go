package board_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// morris builds the nine men's morris board: 24 points in
// the canonical order, the 16 lines (the mills); adjacent points are the
// consecutive points of a line.
func morris() (*board.Graph, error) {
	return board.NewGraph(board.GraphSpec{
		Points: strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1"),
		Lines: [][]string{
			{"a7", "d7", "g7"}, {"b6", "d6", "f6"}, {"c5", "d5", "e5"}, {"a4", "b4", "c4"},
			{"e4", "f4", "g4"}, {"c3", "d3", "e3"}, {"b2", "d2", "f2"}, {"a1", "d1", "g1"},
			{"a1", "a4", "a7"}, {"b2", "b4", "b6"}, {"c3", "c4", "c5"}, {"d1", "d2", "d3"},
			{"d5", "d6", "d7"}, {"e3", "e4", "e5"}, {"f2", "f4", "f6"}, {"g1", "g4", "g7"},
		},
	})
}

func ExampleNewGraph() {
	g, err := morris()
	if err != nil {
		panic(err)
	}
	names := func(ps []board.Point) string {
		var s []string
		for _, p := range ps {
			s = append(s, g.Name(p))
		}
		return strings.Join(s, " ")
	}
	d2, _ := g.Point("d2")
	fmt.Println("neighbours:", names(g.Neighbors(d2)))
	for _, l := range g.LinesThrough(d2) {
		fmt.Println("mill:", names(g.Line(l)))
	}
	// Output:
	// neighbours: d3 b2 f2 d1
	// mill: b2 d2 f2
	// mill: d1 d2 d3
}

func ExampleEvenTrack() {
	// The ludo cross track: 40 squares, 4 seats entering on 0, 10, 20, 30,
	// 4 home squares each.
	t, err := board.EvenTrack(40, 4, 4)
	if err != nil {
		panic(err)
	}
	fmt.Println("blue enters on", t.Entry(1), "and turns home after", t.Last(1))
	p, _ := t.Progress(1, board.Spot{N: 8}) // blue on square 8
	for _, throw := range []int{1, 3, 5, 6} {
		if q, ok := t.Advance(p, throw); ok {
			s, _ := t.Spot(1, q)
			fmt.Println(throw, "→", s)
		} else {
			fmt.Println(throw, "overshoots")
		}
	}
	// Output:
	// blue enters on 10 and turns home after 9
	// 1 → 9
	// 3 → h1
	// 5 → h3
	// 6 overshoots
}

func ExampleGrid() {
	g, _ := board.NewGrid(10, 10) // international draughts
	s, _ := g.Parse("e5")
	fmt.Println(g.Name(s), g.Dark(s))
	var ray []string
	for t := range g.Ray(s, board.NE) {
		ray = append(ray, g.Name(t))
	}
	fmt.Println(strings.Join(ray, " "))
	_, err := g.Parse("k1")
	fmt.Println(err)
	// Output:
	// e5 true
	// f6 g7 h8 i9 j10
	// k1: off the 10×10 board
}

func TestMorrisGraph(t *testing.T) {
	g, err := morris()
	require.NoError(t, err)
	assert.Equal(t, 24, g.Len())
	assert.Equal(t, 16, g.Lines())
	// The orthogonal neighbours on the nine men's morris board.
	want := map[string]string{
		"a7": "d7 a4", "d7": "a7 g7 d6", "g7": "d7 g4", "b6": "d6 b4", "d6": "d7 b6 f6 d5",
		"f6": "d6 f4", "c5": "d5 c4", "d5": "d6 c5 e5", "e5": "d5 e4", "a4": "a7 b4 a1",
		"b4": "b6 a4 c4 b2", "c4": "c5 b4 c3", "e4": "e5 f4 e3", "f4": "f6 e4 g4 f2",
		"g4": "g7 f4 g1", "c3": "c4 d3", "d3": "c3 e3 d2", "e3": "e4 d3", "b2": "b4 d2",
		"d2": "d3 b2 f2 d1", "f2": "f4 d2", "a1": "a4 d1", "d1": "d2 a1 g1", "g1": "g4 d1",
	}
	edges := 0
	for name, ns := range want {
		p, err := g.Point(name)
		require.NoError(t, err)
		var got []string
		for _, q := range g.Neighbors(p) {
			got = append(got, g.Name(q))
		}
		assert.ElementsMatch(t, strings.Fields(ns), got, name)
		assert.Len(t, g.LinesThrough(p), 2, "every point is on two mills: %s", name)
		edges += len(got)
	}
	assert.Equal(t, 2*32, edges, "the morris board has 32 connections")
}

func TestLudoTrackExample(t *testing.T) {
	tr, err := board.EvenTrack(40, 4, 4)
	require.NoError(t, err)
	// The ludo cross: yellow (3) enters on 30; its progress 12 is square 2.
	s, ok := tr.Spot(3, 12)
	require.True(t, ok)
	assert.Equal(t, board.Spot{N: 2}, s)
}

// star builds the 121-hole halma star from axial
// coordinates (q, r), named "q,r", with its lines along the three axes.
func star() (*board.Graph, error) {
	on := func(q, r int) bool {
		s := -q - r
		return q <= 4 && r <= 4 && s <= 4 || q >= -4 && r >= -4 && s >= -4
	}
	name := func(q, r int) string { return fmt.Sprintf("%d,%d", q, r) }
	var spec board.GraphSpec
	for r := -8; r <= 8; r++ {
		for q := -8; q <= 8; q++ {
			if on(q, r) {
				spec.Points = append(spec.Points, name(q, r))
			}
		}
	}
	for _, d := range [][2]int{{1, 0}, {0, 1}, {1, -1}} {
		for r := -8; r <= 8; r++ {
			for q := -8; q <= 8; q++ {
				if !on(q, r) || on(q-d[0], r-d[1]) {
					continue // not the start of a line
				}
				var line []string
				for x, y := q, r; on(x, y); x, y = x+d[0], y+d[1] {
					line = append(line, name(x, y))
				}
				if len(line) > 1 {
					spec.Lines = append(spec.Lines, line)
				}
			}
		}
	}
	return board.NewGraph(spec)
}

func TestStarHalmaGraph(t *testing.T) {
	g, err := star()
	require.NoError(t, err)
	assert.Equal(t, 121, g.Len())
	// Row sizes of the star, top to bottom.
	rows := map[int]int{}
	for p := range board.Point(g.Len()) {
		var q, r int
		_, err := fmt.Sscanf(g.Name(p), "%d,%d", &q, &r)
		require.NoError(t, err)
		rows[r]++
		// Every neighbour is one of the six lattice directions away, and
		// every on-board lattice neighbour is a neighbour.
		want := 0
		for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}} {
			if _, err := g.Point(fmt.Sprintf("%d,%d", q+d[0], r+d[1])); err == nil {
				want++
			}
		}
		assert.Len(t, g.Neighbors(p), want, g.Name(p))
	}
	sizes := []int{1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1}
	for i, n := range sizes {
		assert.Equal(t, n, rows[i-8], "row %d", i-8)
	}
	// A hop from the S apex over (-4,7) lands on (-4,6).
	pt := func(name string) board.Point {
		p, err := g.Point(name)
		require.NoError(t, err)
		return p
	}
	assert.Equal(t, pt("-4,6"), g.Beyond(pt("-4,8"), pt("-4,7")))
	assert.Len(t, g.Neighbors(pt("0,0")), 6)
	assert.Len(t, g.Neighbors(pt("4,-8")), 2, "the N apex")
}
