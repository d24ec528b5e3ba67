package draughts

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// identities returns the legal moves of s as "from-to:captured" with the
// captured squares sorted, one entry per move identity (start, end,
// captured set; paths may differ),
// the form the cross-check files use.
func identities(g *Game, s *State) []string {
	var out []string
	for _, m := range s.LegalMoves(nil) {
		var caps []int
		for q := range maxSquares {
			if m.Captured(q) {
				n, err := strconv.Atoi(g.SquareName(q))
				if err != nil {
					return []string{"non-numeric square " + g.SquareName(q)}
				}
				caps = append(caps, n)
			}
		}
		slices.Sort(caps)
		text := make([]string, len(caps))
		for i, c := range caps {
			text[i] = strconv.Itoa(c)
		}
		out = append(out, g.SquareName(m.From())+"-"+g.SquareName(m.To())+":"+strings.Join(text, ","))
	}
	slices.Sort(out)
	return out
}

// TestCrossCheck compares legal moves and perft counts with independent
// implementations on positions from random games; each file's header says
// which package produced its figures and how.
func TestCrossCheck(t *testing.T) {
	for _, tc := range []struct {
		file string
		game *Game
	}{
		{"draughtsjs_international.txt", International},
		{"rapid_draughts_english.txt", English},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", tc.file))
			require.NoError(t, err)
			defer f.Close()
			sc := bufio.NewScanner(f)
			positions := 0
			for sc.Scan() {
				line := sc.Text()
				if line == "" || strings.HasPrefix(line, "#") {
					continue
				}
				cols := strings.Split(line, "\t")
				require.Len(t, cols, 3, line)
				s, err := tc.game.ParseState(cols[0])
				require.NoError(t, err, cols[0])
				require.Equal(t, strings.Fields(cols[1]), identities(tc.game, s), cols[0])
				depth, count, ok := strings.Cut(cols[2], ":")
				require.True(t, ok, line)
				d, err := strconv.Atoi(depth)
				require.NoError(t, err, line)
				want, err := strconv.ParseUint(count, 10, 64)
				require.NoError(t, err, line)
				require.Equal(t, want, s.Perft(d), "perft(%d) %s", d, cols[0])
				positions++
			}
			require.NoError(t, sc.Err())
			require.Equal(t, 100, positions)
		})
	}
}

// TestCrossCheckCircularCapture pins the one difference from
// rapid-draughts@1.0.6: a capturing piece has left its start square, so a
// king may jump back onto it (and, having landed there, must go on while it
// can). rapid-draughts keeps the start square occupied during the sequence
// and gives 26-17:14,15,23 and 26-19:14,15,22 in the first position instead;
// both stop where a further capture (of 22, of 23) is open.
func TestCrossCheckCircularCapture(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want []string
	}{
		// Black king 26 takes 22, 14, 15 and 23 round the square 17-10-19.
		{"B:W5,14,K15,21,22,23,28,29:B1,6,K26", []string{"26-26:14,15,22,23"}},
		// The same circuit, or from 19 over 24 to 28 instead (two ways in).
		{"B:W5,14,K15,22,23,24,25,29:B1,6,K26", []string{"26-26:14,15,22,23", "26-28:14,15,22,24", "26-28:23,24"}},
	} {
		s, err := English.ParseState(tc.fen)
		require.NoError(t, err)
		require.Equal(t, tc.want, identities(English, s), tc.fen)
	}
}
