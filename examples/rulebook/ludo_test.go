package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// The pilot games of the ludo family through every command of the tool.
var pilots = []string{"ludo/propast", "ludo/snakes-and-ladders"}

// pilot returns the registered pilot game; the tool must register it.
func pilot(t *testing.T, id string) board.Game {
	t.Helper()
	g, ok := board.Lookup(id)
	require.True(t, ok, "games.go must register %s", id)
	return g
}

func TestLudoGames(t *testing.T) {
	code, stdout, _ := rb(t, "", "games")
	require.Equal(t, exitOK, code)
	assert.Regexp(t, `(?m)^ludo/propast +Propast.* +Propast +2-6$`, stdout)
	assert.Regexp(t, `(?m)^ludo/snakes-and-ladders +Snakes and Ladders +Draci a balóny.* +2-4$`, stdout)
}

func TestLudoPlayBots(t *testing.T) {
	for _, id := range pilots {
		for _, players := range []int{2, 4} {
			t.Run(id+"/"+strconv.Itoa(players), func(t *testing.T) {
				g := pilot(t, id)
				seats := strings.TrimSuffix(strings.Repeat("random,", players), ",")
				code, stdout, stderr := rb(t, "", "play", "-game", id, "-seats", seats, "-seed", "7")
				require.Equal(t, exitOK, code, stderr)
				s, err := g.New(players)
				require.NoError(t, err)
				start := lines(s.String())
				ls := lines(stdout)
				require.Equal(t, start, ls[:len(start)], "the first board")
				rest := replayBots(t, s, ls[len(start):])
				o := s.Outcome()
				assert.Equal(t, "won: "+seatName(s, o.Winners[0], "random"), rest[1])
				if o.Placings != nil {
					assert.Regexp(t, `^seat +player +place$`, rest[2])
					assert.Len(t, rest, 3+players, "a placing for every seat")
				}
			})
		}
	}
}

// Propast's book rules, as a person plays them: the opening throws, a
// mistyped move, then moves until the input ends.
func TestLudoPlayHuman(t *testing.T) {
	pilot(t, "ludo/propast")
	code, stdout, stderr := rb(t, "1\n6\n0-9\n", "play", "-game", "ludo/propast", "-seats", "human,random",
		"-dice", "manual", "-position", "0/0 0 open:..")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "roll the dice: 1 2 3 4 5 6\ndice> ")
	// Each throw, and what it did where the state says (board.Describer).
	assert.Regexp(t, `1\. chance: 1(\n|: )`, stdout)
	assert.Regexp(t, `2\. chance: 6(\n|: )`, stdout)
	assert.Contains(t, stdout, "0-9")
}

func TestLudoMoves(t *testing.T) {
	for _, id := range pilots {
		t.Run(id, func(t *testing.T) {
			g := pilot(t, id)
			code, stdout, stderr := rb(t, "", "moves", "-game", id, "-players", "3", "-after")
			require.Equal(t, exitOK, code, stderr)
			ls := lines(stdout)
			require.Len(t, ls, 6, "the six faces of the opening throw")
			for i, l := range ls {
				move, pos, ok := strings.Cut(l, "\t")
				require.True(t, ok, l)
				assert.Equal(t, strconv.Itoa(i+1), move)
				s, err := g.New(3)
				require.NoError(t, err)
				require.NoError(t, board.Replay(s, move))
				assert.Equal(t, s.Position(), pos)
			}
			// -dice plays the throw; the position after it lists the same moves.
			code, stdout, _ = rb(t, "", "moves", "-game", id, "-players", "3", "-dice", "4", "-after")
			require.Equal(t, exitOK, code)
			pos := strings.SplitN(ls[3], "\t", 2)[1]
			_, fromPos, _ := rb(t, "", "moves", "-game", id, "-position", pos, "-after")
			assert.Equal(t, fromPos, stdout)

			code, _, stderr = rb(t, "", "moves", "-game", id, "-dice", "7")
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, stderr, "7")
		})
	}
}

// Perft of the pilots at the start, for two players, worked out from the
// rules of Propast and Snakes and Ladders: the first two plies are the two opening throws
// (36 lines), 6 of them ties that throw again. At ply 3 every line throws
// again (the tied first seat, or the starter): 216. At ply 4 the 36 tied
// lines throw again (216); of the 180 others, in Propast every line throws
// once more (a 1 passes the turn to the other seat's throw, 2–6 earn the
// moving throw): 1080, in all 1296; in Snakes and Ladders the starter's
// piece moves, one move each: 180, in all 396.
func TestLudoPerft(t *testing.T) {
	want := map[string][]uint64{
		"ludo/propast":            {1, 6, 36, 216, 1296},
		"ludo/snakes-and-ladders": {1, 6, 36, 216, 396},
	}
	for _, id := range pilots {
		g := pilot(t, id)
		for depth, n := range want[id] {
			code, stdout, stderr := rb(t, "", "perft", "-game", id, "-players", "2", "-depth", strconv.Itoa(depth))
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, strconv.FormatUint(n, 10), lines(stdout)[len(lines(stdout))-1], "%s depth %d", id, depth)
		}
		// Deeper, the tool (with the game's Perfter, if any) agrees with the
		// generic walk.
		s, err := g.New(3)
		require.NoError(t, err)
		code, stdout, _ := rb(t, "", "perft", "-game", id, "-players", "3", "-depth", "6")
		require.Equal(t, exitOK, code)
		assert.Equal(t, strconv.FormatUint(boardtest.Perft(s, 6), 10)+"\n", stdout, id)
	}
}

func TestLudoPlayout(t *testing.T) {
	for _, id := range pilots {
		t.Run(id, func(t *testing.T) {
			pilot(t, id)
			code, stdout, stderr := rb(t, "", "playout", "-game", id, "-players", "4", "-n", "100", "-seed", "1")
			require.Equal(t, exitOK, code, stderr)
			ls := lines(stdout)
			assert.Equal(t, id+": 100 random games, 4 players, seed 1", ls[0])
			wins := 0
			for _, l := range ls[2:6] {
				n, err := strconv.Atoi(strings.Fields(l)[1])
				require.NoError(t, err, l)
				wins += n
			}
			assert.Equal(t, 100, wins, "one winner per race")
			assert.Regexp(t, `^draws +0$`, ls[6])
		})
	}
}
