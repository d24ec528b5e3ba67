package domino

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The known solution of Uniforma's scenario 1, as numbers and letters.
var (
	quadNumbers = []string{"00112233", "00112233", ".445500.", ".445500.", "22336655", "22336655", ".661144.", ".661144."}
	quadLetters = []string{"ABBCCDDE", "AFGHIJKE", ".FGHIJK.", ".LMNOPQ.", "RLMNOPQS", "RTUVWXYS", ".TUVWXY.", ".ZZaabb."}
)

// quadPlacements reads the solution, relabelling numbers by perm.
func quadPlacements(t *testing.T, perm [7]int) []UniformaPlacement {
	t.Helper()
	where := map[byte][]Cell{}
	for r, row := range quadLetters {
		for c := range len(row) {
			if row[c] != '.' {
				where[row[c]] = append(where[row[c]], Cell{r, c})
			}
		}
	}
	var ps []UniformaPlacement
	for _, cs := range where {
		require.Len(t, cs, 2)
		a, b := cs[0], cs[1]
		ps = append(ps, UniformaPlacement{A: a, B: b,
			HalfA: perm[quadNumbers[a.Row][a.Col]-'0'], HalfB: perm[quadNumbers[b.Row][b.Col]-'0']})
	}
	slices.SortFunc(ps, func(x, y UniformaPlacement) int { return (x.A.Row*8 + x.A.Col) - (y.A.Row*8 + y.A.Col) })
	return ps
}

var identity = [7]int{0, 1, 2, 3, 4, 5, 6}

func TestUniformaScenarios(t *testing.T) {
	rg := BrickRegion()
	sol := quadPlacements(t, identity)
	require.NoError(t, CheckUniforma(rg, sol, nil), "scenario 1")

	req := []Requirement{{Cell: Cell{0, 0}, Number: 6, Row: -1}, {Cell: Cell{7, 6}, Number: 0, Row: -1}}
	relabelled := quadPlacements(t, [7]int{6, 1, 2, 3, 0, 5, 4}) // 0→6, 4→0, 6→4
	assert.NoError(t, CheckUniforma(rg, relabelled, req), "scenario 2: relabelled meets the requirement")
	assert.ErrorContains(t, CheckUniforma(rg, sol, req), "requirement", "scenario 2: the original does not")

	rect, err := ParseRegion("########/########/########/########/########/########/########")
	require.NoError(t, err)
	assert.Error(t, CheckUniforma(rect, sol, nil), "scenario 3: an 8×7 rectangle")
	twice := slices.Clone(sol)
	twice[1].HalfA, twice[1].HalfB = twice[0].HalfA, twice[0].HalfB
	assert.ErrorContains(t, CheckUniforma(rg, twice, nil), "twice", "scenario 3: a tile placed twice")

	seq := []Requirement{{Row: 0, Sequence: []int{0, 1, 2, 3}}}
	assert.NoError(t, CheckUniforma(rg, sol, seq))
	assert.Error(t, CheckUniforma(rg, sol, []Requirement{{Row: 0, Sequence: []int{1, 2}}}))
}

// Relabelling keeps a solution; moving one tile off the region breaks it.
func TestUniformaInvariants(t *testing.T) {
	rg := BrickRegion()
	perms := [][7]int{{1, 2, 3, 4, 5, 6, 0}, {6, 5, 4, 3, 2, 1, 0}, {3, 0, 6, 1, 5, 2, 4}}
	for _, p := range perms {
		assert.NoError(t, CheckUniforma(rg, quadPlacements(t, p), nil), "relabelled by %v", p)
	}
	sol := quadPlacements(t, identity)
	for i := range sol {
		moved := slices.Clone(sol)
		moved[i].A, moved[i].B = Cell{2, 0}, Cell{3, 0} // cells outside the brick
		assert.Error(t, CheckUniforma(rg, moved, nil))
	}
}

// The game plays the known solution (in reading order) to "solved".
func TestUniformaGame(t *testing.T) {
	g := UniformaGame
	s, err := g.New(1)
	require.NoError(t, err)
	var moves []string
	for _, p := range quadPlacements(t, identity) {
		m := PuzzleMove{A: p.A, B: p.B, HalfA: int8(p.HalfA), HalfB: int8(p.HalfB), uniforma: true}
		moves = append(moves, m.String())
	}
	require.NoError(t, board.Replay(s, moves...))
	o := s.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, "solved", o.Reason)
	assert.True(t, strings.HasPrefix(s.String(), "0 0-1 1-2 2-3 3\n|"), s.String())
	back, err := g.Parse(s.Position())
	require.NoError(t, err)
	assert.Equal(t, s.Position(), back.Position())
}

// The Dominosa game plays the unique solution of its scenario 4.
func TestDominosaGame(t *testing.T) {
	s, err := DominosaGame.New(1)
	require.NoError(t, err)
	sol := letterMap(t, "AABBCDDE", "FFGHCIJE", "KLGHMIJN", "KLOPMQQN", "RSOPTTUU", "RSVWWXYY", "ZZVaaXbb")
	require.NoError(t, board.Replay(s, placementStrings(sol)...))
	assert.Equal(t, board.Outcome{Over: true, Winners: []board.Player{0}, Code: board.CodeSolved, Reason: "solved"}, s.Outcome())
	g := GenerateDominosaState(9)
	assert.Len(t, g.Legal(), len(g.moves(-1)))
}

// The solver finds the layouts of the brick region: Uniforma's scenario 1
// and its mirror image (the brick is symmetric left–right), each under the
// 5 040 relabellings of the numbers; with the requirement of scenario 2
// every layout it returns passes the checker.
func TestSolveUniforma(t *testing.T) {
	rg := BrickRegion()
	sol := quadPlacements(t, identity)
	mirror := make([]UniformaPlacement, len(sol))
	for i, p := range sol {
		p.A.Col, p.B.Col = 7-p.A.Col, 7-p.B.Col
		mirror[i] = p
	}
	require.NoError(t, CheckUniforma(rg, mirror, nil), "the mirror image is a solution")
	// canon writes a layout's numbers relabelled by first appearance in
	// reading order: equal for relabellings of one layout.
	canon := func(ps []UniformaPlacement) string {
		var num [64]int
		for _, p := range ps {
			num[p.A.Row*8+p.A.Col], num[p.B.Row*8+p.B.Col] = p.HalfA+1, p.HalfB+1
		}
		label := map[int]int{}
		out := make([]byte, 64)
		for i, v := range num {
			if v == 0 {
				out[i] = '.'
				continue
			}
			if _, ok := label[v]; !ok {
				label[v] = len(label)
			}
			out[i] = byte('0' + label[v])
		}
		return string(out)
	}
	assert.NotEqual(t, canon(sol), canon(mirror), "and not a relabelling of scenario 1")

	all := SolveUniforma(rg, nil, 1<<20)
	assert.Len(t, all, 2*5040)
	classes := map[string]bool{}
	for _, ps := range all {
		classes[canon(ps)] = true
	}
	assert.Equal(t, map[string]bool{canon(sol): true, canon(mirror): true}, classes)

	req := []Requirement{{Cell: Cell{0, 0}, Number: 6, Row: -1}, {Cell: Cell{7, 6}, Number: 0, Row: -1}}
	got := SolveUniforma(rg, req, 50)
	require.NotEmpty(t, got)
	for _, ps := range got {
		require.NoError(t, CheckUniforma(rg, ps, req))
	}
	rect, _ := ParseRegion("########/########/########/########/########/########/########")
	assert.Empty(t, SolveUniforma(rect, nil, 1), "an 8×7 rectangle cannot be cut into squares")
}
