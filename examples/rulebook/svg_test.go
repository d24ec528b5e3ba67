package main

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// svgGolden are the positions drawn into testdata/svg, one per family
// that has a picture, each checked by eye once (rendered to PNG).
var svgGolden = []struct {
	file string
	args []string
}{
	{"chess.svg", []string{"-game", "chess", "-position", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}},
	{"mill.svg", []string{"-game", "mill"}},
	{"draughts-czech.svg", []string{"-game", "draughts/czech"}},
	{"solitaire.svg", []string{"-game", "solitaire"}},
	{"snakes-and-ladders.svg", []string{"-game", "ludo/snakes-and-ladders"}},
	// A hand of All Fives for three, as seat 1 sees it: its own nine
	// tiles, the other hands as counts (the position is domino's
	// allFivesMid).
	{"domino-seat1.svg", []string{"-game", "domino/all-fives", "-seat", "1", "-position", "domino/all-fives 3 hand=0 lead=- win=- score=0,0,0 | " +
		"4-6 5-5 1-6 2-5 5-6 3-5 1-5 0-0 2-2 4-4 0-6 2-4 0-3 1-4 2-3 3-4 4-5 0-1 1-2 6-6 3-6 " +
		"lot=0 5-5@C draw 0-4 draw 0-2 draw 0-5 5-0@R 5-4@L 5-2@N"}},
}

func TestSvgGolden(t *testing.T) {
	for _, g := range svgGolden {
		t.Run(g.file, func(t *testing.T) {
			code, out, errOut := rb(t, "", append([]string{"svg"}, g.args...)...)
			require.Equal(t, 0, code, errOut)
			path := filepath.Join("testdata", "svg", g.file)
			if *update {
				require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
				require.NoError(t, os.WriteFile(path, []byte(out), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(want), out, "check the picture by eye, then go test ./examples/rulebook -run Svg -update")
		})
	}
}

// TestSvgEveryGame draws the start of every registered game: a well-formed
// SVG image with a cell name of the game, or, for a game without a
// picture, exit status 1 and a message that says so.
func TestSvgEveryGame(t *testing.T) {
	for _, g := range board.Games() {
		if strings.HasPrefix(g.ID(), "test/") {
			continue
		}
		t.Run(g.ID(), func(t *testing.T) {
			code, out, errOut := rb(t, "", "svg", "-game", g.ID())
			s, err := g.New(g.Info().MinPlayers)
			require.NoError(t, err)
			d, ok := s.(board.Drawer)
			if !ok {
				assert.Equal(t, exitFail, code)
				assert.Contains(t, errOut, "has no picture yet")
				return
			}
			require.Equal(t, 0, code, errOut)
			texts := svgTexts(t, out)
			if p := d.Picture(); len(p.Cells) > 0 {
				assert.Contains(t, texts, p.Cells[0].Name, "the first cell's name is written")
			}
		})
	}
}

func TestSvgErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no picture", []string{"-game", "test/coin"}, exitFail, "test/coin has no picture yet"},
		{"seat out of range", []string{"-game", "chess", "-seat", "2"}, exitUsage, "-seat 2: the position has seats 0 to 1"},
		{"negative scale", []string{"-game", "chess", "-scale", "-1"}, exitUsage, "-scale -1: want a positive scale"},
		{"bad position", []string{"-game", "chess", "-position", "8/8 w"}, exitUsage, "-position:"},
		{"unknown game", []string{"-game", "nosuch"}, exitUsage, `unknown game "nosuch"`},
		{"hidden without observation picture", []string{"-game", "test/coin-hidden", "-seat", "0"}, exitFail, "has hidden information but no observation picture yet"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := rb(t, "", append([]string{"svg"}, tt.args...)...)
			assert.Equal(t, tt.code, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tt.want)
		})
	}
}

// TestSvgSeat draws a game without hidden information for a seat: the
// same picture as the whole state, since every seat sees everything.
func TestSvgSeat(t *testing.T) {
	_, whole, _ := rb(t, "", "svg", "-game", "mill")
	code, seat, errOut := rb(t, "", "svg", "-game", "mill", "-seat", "1")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, whole, seat)
}

// svgTexts parses an SVG document and returns the text of its elements.
func svgTexts(t *testing.T, doc string) []string {
	t.Helper()
	var texts []string
	d := xml.NewDecoder(strings.NewReader(doc))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return texts
		}
		require.NoError(t, err)
		if c, ok := tok.(xml.CharData); ok {
			if s := strings.TrimSpace(string(c)); s != "" {
				texts = append(texts, s)
			}
		}
	}
}
