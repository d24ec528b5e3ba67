package main

import (
	"bufio"
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// A game that records its moves in a form of its own (board.Recorder) and
// describes them (board.Describer) is shown so in play: the record's
// numbers and text ("1... seat 1 (East, random): +2") and what each move
// did; the printed record replays.
func TestPlayRecordAndDescribe(t *testing.T) {
	code, stdout, stderr := rb(t, "", "play", "-game", "test/coin-shown", "-seats", "random,random", "-seed", "3")
	require.Equal(t, exitOK, code, stderr)
	ls := lines(stdout)
	assert.Equal(t, "coin race: scores [0 0], seat 0, roll", ls[0], "bots alone: the board as String draws it")
	g, _ := board.Lookup("test/coin-shown")
	s, err := g.New(2)
	require.NoError(t, err)
	rest := replayBots(t, s, ls[1:])
	assert.Contains(t, rest[1], "won: seat ")
	// The record numbers the rounds, seat 0's moves "N." and seat 1's
	// "N...", and writes "take 2" as "+2"; tosses keep the ply number.
	seat := regexp.MustCompile(`^(\d+)(\.|\.\.\.) seat ([01]) \((North|East), random\): (\+1|\+2|pass turn): `)
	toss := regexp.MustCompile(`^\d+\. chance: (heads: seat [01] takes 1 or 2|tails: seat [01] must pass)$`)
	rounds := map[string]int{"0": 0, "1": 0}
	plies := ls[1 : len(ls)-len(rest)-1]
	for _, l := range plies {
		if toss.MatchString(l) {
			continue
		}
		m := seat.FindStringSubmatch(l)
		require.NotNil(t, m, "a seat's line: %q", l)
		rounds[m[3]]++
		assert.Equal(t, map[string]string{"0": ".", "1": "..."}[m[3]], m[2], l)
		assert.Equal(t, strconv.Itoa(rounds[m[3]]), m[1], "the round of %q", l)
		if m[5] == "pass turn" {
			assert.True(t, strings.HasSuffix(l, ": the turn is forfeited"), l)
		}
	}
	assert.Positive(t, rounds["0"])
}

// Moves written with spaces are numbered, one per line, and a person may
// type a move or its number; a number that names no move says so. The
// board is drawn from the person's side (board.Viewer).
func TestPlayNumbered(t *testing.T) {
	code, stdout, stderr := rb(t, "9\n?\ntake 3\n2\n", "play", "-game", "test/coin-shown", "-seats", "human,random",
		"-position", "0,0 0 heads", "-seed", "1")
	require.Equal(t, exitOK, code, stderr)
	want := []string{
		"coin race seen from seat 0: scores [0 0]\n",
		"seat 0 (North, human) to move:\n  1) take 1\n  2) take 2\ntype a move or its number\n",
		"seat 0> 9: no move has that number; the moves are numbered 1 to 2\n",
		"seat 0> legal:\n  1) take 1\n  2) take 2\nenter a move or its number, or quit\n",
		"seat 0> take 3: not a shown coin race move\n",
		"seat 0> 1. seat 0 (North, human): +2: seat 0 has 2 points\n",
	}
	inOrder(t, stdout, want)
}

// With -auto-forced a person's only legal move is played for them and
// marked forced; without, the person is asked.
func TestPlayAutoForced(t *testing.T) {
	args := []string{"play", "-game", "test/coin", "-seats", "human,random", "-position", "0,0 0 tails", "-seed", "2"}
	code, stdout, stderr := rb(t, "", append(args, "-auto-forced")...)
	require.Equal(t, exitOK, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "1. seat 0 (North, human): pass (forced)\n"), stdout)
	assert.NotContains(t, stdout, "to move: pass", "no prompt for a forced move")
	for _, l := range lines(stdout) {
		if strings.HasSuffix(l, "seat 0 (North, human): pass") {
			t.Errorf("a forced pass not played for the person: %q", l)
		}
	}

	code, stdout, stderr = rb(t, "", args...)
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "seat 0 (North, human) to move: pass\nseat 0> \n", "without -auto-forced the person is asked")
}

// declState is a coin race with declarations, as chess has: resign, offer
// (a draw), and a move followed by offer or claim.
type declState struct{ *coinState }

func (declState) Declarations() []board.Move {
	return []board.Move{coinMove("resign"), coinMove("add2 offer"), coinMove("offer"), coinMove("add1 offer"), coinMove("add1 claim")}
}

// The declarations (board.Declarer) are listed beside the legal moves;
// those that add a word to any move (chess's "e2e4 offer") once.
func TestListDeclarations(t *testing.T) {
	var out bytes.Buffer
	tb := &table{e: &env{stdout: &out}, seatNames: []string{"North", "East"}}
	s, err := coinGame{}.Parse("0,0 1 heads")
	require.NoError(t, err)
	assert.Nil(t, tb.listLegal(declState{s.(*coinState)}), "moves without spaces are not numbered")
	assert.Equal(t, "seat 1 (East, random) to move: add1 add2\nor declare: offer, resign, a move followed by claim or offer\n", out.String())
}

// "?" lists the moves and the declarations again.
func TestHelpDeclarations(t *testing.T) {
	var out bytes.Buffer
	h := &human{in: bufio.NewReader(strings.NewReader("?\nquit\n")), out: &out}
	s, err := coinGame{}.Parse("0,0 1 heads")
	require.NoError(t, err)
	_, err = h.Choose(declState{s.(*coinState)})
	assert.ErrorIs(t, err, errQuit)
	assert.Equal(t, "seat 1> legal: add1 add2\nor declare: offer, resign, a move followed by claim or offer\nenter one of them, or quit\nseat 1> ", out.String())
}

// inOrder checks that want's strings appear in s in that order.
func inOrder(t *testing.T, s string, want []string) {
	t.Helper()
	rest := s
	for _, w := range want {
		i := strings.Index(rest, w)
		require.GreaterOrEqual(t, i, 0, "%q not found in order in:\n%s", w, s)
		rest = rest[i+len(w):]
	}
}
