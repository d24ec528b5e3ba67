package svg_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/svg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// sample is a picture with every kind of thing a picture holds: two
// squares, a point joined to a hole by a line, a field, two tables
// points, a domino end, an area with pieces, dice, tiles and counters.
func sample() board.Picture {
	return board.Picture{
		Width: 200, Height: 140,
		Cells: []board.Cell{
			{Name: "a1", X: 10, Y: 10, Size: 20, Shape: board.DarkSquare, Pieces: []board.Piece{{Seat: 0, Kind: "K", Count: 1}}},
			{Name: "b1", X: 30, Y: 10, Size: 20, Shape: board.LightSquare, Pieces: []board.Piece{{Seat: 1, Kind: "q", Count: 1}}},
			{Name: "d7", X: 60, Y: 10, Size: 20, Shape: board.Node},
			{Name: "17", X: 90, Y: 10, Size: 20, Shape: board.Hole, Pieces: []board.Piece{{Seat: 0, Kind: "", Count: 1}}},
			{Name: "5", X: 120, Y: 10, Size: 20, Shape: board.Field, Pieces: []board.Piece{{Seat: 2, Kind: "", Count: 2}}},
			{Name: "13", X: 10, Y: 80, Size: 20, Shape: board.TriangleDown, Pieces: []board.Piece{{Seat: 0, Kind: "", Count: 5}}},
			{Name: "12", X: 30, Y: 80, Size: 20, Shape: board.TriangleUp},
			{Name: "R", X: 150, Y: 10, Size: 20, Shape: board.End},
		},
		Lines:    []board.Line{{From: "d7", To: "17", Kind: "line"}, {From: "5", To: "R", Kind: "ladder"}, {From: "x", To: "17"}},
		Areas:    []board.Area{{Name: "bar", X: 60, Y: 60, W: 60, H: 30, Seat: 1, Pieces: []board.Piece{{Seat: 1, Kind: "", Count: 2}}, Text: "<2 & more>"}},
		Dice:     []int{6, 4},
		Tiles:    []string{"6-4"},
		Counters: []board.Counter{{Name: "cube", Value: "2"}},
		ToMove:   1,
		Seats:    []string{"White", "Black"},
	}
}

func TestRenderGolden(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, svg.Render(&b, sample(), svg.Options{Scale: 2}))
	golden := filepath.Join("testdata", "sample.svg")
	if *update {
		require.NoError(t, os.WriteFile(golden, b.Bytes(), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), b.String(), "run go test ./board/svg -update after checking the picture by eye")
}

// TestRenderWellFormed parses the output as XML and counts what must be
// drawn: every cell, a disc per piece, the lines between known cells.
func TestRenderWellFormed(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, svg.Render(&b, sample(), svg.Options{}))
	counts := map[string]int{}
	var texts []string
	d := xml.NewDecoder(&b)
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		switch e := tok.(type) {
		case xml.StartElement:
			counts[e.Name.Local]++
		case xml.CharData:
			if s := strings.TrimSpace(string(e)); s != "" {
				texts = append(texts, s)
			}
		}
	}
	assert.Equal(t, 1, counts["svg"])
	// Lines: d7-17 and 5-R; the line from the unknown cell x is left out.
	assert.Equal(t, 2, counts["line"])
	// Circles: the point, the hole, and one disc per Piece entry (a1, b1,
	// 17, 5, 13, the bar's).
	assert.Equal(t, 2+6, counts["circle"])
	assert.Equal(t, 2, counts["polygon"])
	assert.Contains(t, texts, "dice 6-4 · tiles 6-4 · cube 2 · Black to move")
	assert.Contains(t, texts, "<2 & more>", "text is escaped, and reads back")
	for _, name := range []string{"a1", "b1", "d7", "17", "5", "13", "12", "R"} {
		assert.Contains(t, texts, name, "cell names are written")
	}
}

func TestRenderDeterministic(t *testing.T) {
	var a, b bytes.Buffer
	require.NoError(t, svg.Render(&a, sample(), svg.Options{}))
	require.NoError(t, svg.Render(&b, sample(), svg.Options{}))
	assert.Equal(t, a.String(), b.String())
}

func TestRenderRejectsEmptyPicture(t *testing.T) {
	for _, p := range []board.Picture{{}, {Width: 10}, {Width: -1, Height: 5}} {
		assert.Error(t, svg.Render(io.Discard, p, svg.Options{}))
	}
}

func TestRenderNoNames(t *testing.T) {
	var b bytes.Buffer
	require.NoError(t, svg.Render(&b, sample(), svg.Options{NoNames: true}))
	assert.NotContains(t, b.String(), ">a1<")
}

func ExampleRender() {
	p := board.Picture{Width: 40, Height: 20, Seats: []string{"White", "Black"},
		Cells: []board.Cell{{Name: "a1", X: 10, Y: 10, Size: 20, Shape: board.DarkSquare,
			Pieces: []board.Piece{{Seat: 0, Kind: "K", Count: 1}}}}}
	var b strings.Builder
	_ = svg.Render(&b, p, svg.Options{NoNames: true})
	fmt.Println(strings.Count(b.String(), "<circle"), strings.Contains(b.String(), "White to move"))
	// Output: 1 true
}

// TestPieceLabels: symbols are written, words are not unless crowned, a
// stack shows its count.
func TestPieceLabels(t *testing.T) {
	tests := []struct {
		piece board.Piece
		want  string // the disc's text, "" for none
	}{
		{board.Piece{Kind: "K", Count: 1}, "K"},
		{board.Piece{Kind: "6-4", Count: 1}, "6-4"},
		{board.Piece{Kind: "man", Count: 1}, ""},
		{board.Piece{Kind: "king", Count: 1}, "K"},
		{board.Piece{Kind: "checker", Count: 5}, "5"},
		{board.Piece{Kind: "P", Count: 3}, "P3"},
		{board.Piece{Kind: "x", Count: 1}, "x"},
	}
	for _, tt := range tests {
		p := board.Picture{Width: 20, Height: 20, Seats: []string{"a"},
			Cells: []board.Cell{{Name: "c", X: 10, Y: 10, Size: 20, Shape: board.Field, Pieces: []board.Piece{tt.piece}}}}
		var b bytes.Buffer
		require.NoError(t, svg.Render(&b, p, svg.Options{NoNames: true}))
		texts := 0
		for _, line := range strings.Split(b.String(), "\n") {
			if strings.Contains(line, `text-anchor="middle"`) {
				texts++
				assert.Contains(t, line, ">"+tt.want+"<", "%+v", tt.piece)
			}
		}
		if tt.want == "" {
			assert.Zero(t, texts, "%+v has no label", tt.piece)
		} else {
			assert.Equal(t, 1, texts, "%+v", tt.piece)
		}
	}
}
