package main

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/chess"
	"github.com/rulebook-go/rulebook/draughts"
)

// botRow matches a bot's line of the match report.
var botRow = regexp.MustCompile(`(?m)^(\d+):(\S+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([0-9.]+)\s+([0-9.]+)\.\.([0-9.]+)$`)

// rows returns wins, draws and losses of each bot of a match report.
func rows(t *testing.T, out string) [][3]int {
	t.Helper()
	var got [][3]int
	for _, m := range botRow.FindAllStringSubmatch(out, -1) {
		var r [3]int
		for i := range r {
			r[i], _ = strconv.Atoi(m[3+i])
		}
		got = append(got, r)
	}
	return got
}

func TestMatchTally(t *testing.T) {
	code, out, errOut := rb(t, "", "match", "-game", "draughts/czech", "-seats", "greedy,random", "-n", "6", "-seed", "3")
	require.Equal(t, exitOK, code, errOut)
	r := rows(t, out)
	require.Len(t, r, 2, out)
	for _, x := range r {
		assert.Equal(t, 6, x[0]+x[1]+x[2], "every bot played every game: %s", out)
	}
	assert.Equal(t, r[0][0], r[1][2], "one's wins are the other's losses")
	assert.Equal(t, r[0][1], r[1][1], "draws are shared")
	assert.Contains(t, out, "Elo difference greedy − random:")
	assert.Regexp(t, `games/s`, out)

	_, again, _ := rb(t, "", "match", "-game", "draughts/czech", "-seats", "greedy,random", "-n", "6", "-seed", "3")
	cut := func(s string) string { return s[:strings.LastIndex(strings.TrimSuffix(s, "\n"), "\n")] }
	assert.Equal(t, cut(out), cut(again), "a seed repeats the match")
}

// TestMatchManySeats: four bots of ludo rotate through the seats.
func TestMatchManySeats(t *testing.T) {
	code, out, errOut := rb(t, "", "match", "-game", "ludo/snakes-and-ladders", "-seats", "mcts:20,random,random,random", "-n", "4", "-seed", "1")
	require.Equal(t, exitOK, code, errOut)
	require.Len(t, rows(t, out), 4, out)
	assert.NotContains(t, out, "Elo", "Elo compares two bots")
}

// TestMatchCut: MCTS with playouts cut off after two plies and scored by
// halma's estimate plays the race (whose random playouts run to the draw
// limit) at a speed a test can afford.
func TestMatchCut(t *testing.T) {
	code, out, errOut := rb(t, "", "match", "-game", "halma", "-seats", "mcts:30:cut=2,random", "-n", "1", "-seed", "1")
	require.Equal(t, exitOK, code, errOut)
	require.Len(t, rows(t, out), 2, out)
	assert.Contains(t, out, "0:mcts:30:cut=2")
}

func TestMatchRecordPGN(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.pgn")
	code, _, errOut := rb(t, "", "match", "-game", "chess", "-seats", "random,greedy", "-n", "2", "-seed", "5", "-record", file)
	require.Equal(t, exitOK, code, errOut)
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	games, err := chess.ReadPGN(string(text))
	require.NoError(t, err)
	require.Len(t, games, 2)
	for i, g := range games {
		s, err := g.Replay(nil)
		require.NoError(t, err, "game %d reads back move by move", i+1)
		assert.True(t, s.Outcome().Over, "game %d is recorded to its end", i+1)
		assert.Equal(t, g.Result, s.Result(), "game %d's result", i+1)
	}
	assert.Equal(t, "random", games[0].TagValue("White"))
	assert.Equal(t, "random", games[1].TagValue("Black"), "the seats rotate")
}

func TestMatchRecordPDN(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.pdn")
	code, _, errOut := rb(t, "", "match", "-game", "draughts/english", "-seats", "random,random", "-n", "2", "-seed", "5", "-record", file)
	require.Equal(t, exitOK, code, errOut)
	f, err := os.Open(file)
	require.NoError(t, err)
	defer f.Close()
	recs, err := draughts.ReadPDN(f)
	require.NoError(t, err)
	require.Len(t, recs, 2)
	g, _ := board.Lookup("draughts/english")
	for _, rec := range recs {
		s, err := g.New(2)
		require.NoError(t, err)
		require.NoError(t, board.Replay(s, rec.Moves...), "the moves read back")
		assert.True(t, s.Outcome().Over)
	}
}

// TestMatchRecordMoves: a game without a record format of its own is
// written as its move list, chance outcomes included, which replays.
func TestMatchRecordMoves(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.txt")
	code, _, errOut := rb(t, "", "match", "-game", "ludo/propast", "-seats", "random,random", "-n", "1", "-seed", "2", "-record", file)
	require.Equal(t, exitOK, code, errOut)
	text, err := os.ReadFile(file)
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(text), "\n\n")
	require.True(t, ok, string(text))
	toks := strings.Fields(body)
	require.NotEmpty(t, toks)
	g, _ := board.Lookup("ludo/propast")
	s, err := g.New(2)
	require.NoError(t, err)
	require.NoError(t, board.Replay(s, toks[:len(toks)-1]...))
	assert.True(t, s.Outcome().Over)
}

func TestMatchUsage(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"},
		{"-game", "chess", "-seats", "human,random"},
		{"-game", "chess", "-seats", "random"},
		{"-game", "chess", "-seats", "random,random", "-players", "3"},
		{"-game", "chess", "-seats", "random,nobody"},
		{"-game", "chess", "-seats", "random,random", "-n", "0"},
		{"-game", "nogame", "-seats", "random,random"},
	} {
		code, _, errOut := rb(t, "", append([]string{"match"}, args...)...)
		assert.Equal(t, exitUsage, code, "%v", args)
		assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
	}
}

func TestMeanCI(t *testing.T) {
	// scores 1, 0, 1, 0: mean ½, sample standard deviation √(1/3), so the
	// half-width is 1.96·√(1/3)/√4 = 0.5658.
	mean, half := meanCI([]float64{1, 0, 1, 0})
	assert.Equal(t, 0.5, mean)
	assert.InDelta(t, 1.96*math.Sqrt(1.0/3)/2, half, 1e-12)
	assert.InDelta(t, 0.5658, half, 1e-4)
}

func TestElo(t *testing.T) {
	// The logistic Elo curve: an expected score of 0.75 is a difference
	// of 400·log10(3) ≈ 190.85 points, 0.5 is none, and 10/11 is 400.
	assert.InDelta(t, 190.85, elo(0.75), 0.01)
	assert.InDelta(t, 0, elo(0.5), 1e-9)
	assert.InDelta(t, 400, elo(10.0/11), 1e-9)
	assert.InDelta(t, -190.85, elo(0.25), 0.01)
	assert.True(t, math.IsInf(elo(1), 1))
	assert.True(t, math.IsInf(elo(0), -1))
}

func TestSeatScore(t *testing.T) {
	o := board.Outcome{Over: true, Winners: []board.Player{2}, Placings: []int{2, 2, 1, 4}}
	assert.Equal(t, 1.0, seatScore(o, 2, 4), "first")
	assert.InDelta(t, 0.5, seatScore(o, 0, 4), 1e-12, "places 2 and 3 shared: mean place 2.5 of 4")
	assert.Equal(t, 0.0, seatScore(o, 3, 4), "last")
	draw := board.Outcome{Over: true}
	assert.Equal(t, 0.5, seatScore(draw, 1, 2))
}
