package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// rb runs the command with the given input and arguments.
func rb(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// lines splits output into its lines, without the final newline.
func lines(s string) []string {
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in the one-line message on stderr
	}{
		{"unknown command", []string{"fly"}, `unknown command "fly"`},
		{"unknown flag", []string{"games", "-colour"}, "flag provided but not defined: -colour"},
		{"stray argument", []string{"games", "chess"}, `unexpected argument "chess"`},
		{"no game", []string{"moves"}, "-game is required"},
		{"unknown game", []string{"moves", "-game", "nosuch"}, `unknown game "nosuch"`},
		{"unknown game to play", []string{"play", "-game", "nosuch"}, `unknown game "nosuch"`},
		{"bad position to play", []string{"play", "-game", "test/coin", "-position", "0,0 0 flip"}, `bad phase "flip"`},
		{"too many players", []string{"moves", "-game", "test/coin", "-players", "9"}, "played by 2 to 3 players, not 9"},
		{"bad position", []string{"moves", "-game", "test/coin", "-position", "1,2 x roll"}, "bad seat"},
		{"bad dice", []string{"moves", "-game", "test/coin", "-dice", "edge"}, "edge: not a coin race move"},
		{"dice at a seat's turn", []string{"moves", "-game", "test/coin", "-position", "0,0 1 heads", "-dice", "heads"}, "seat 1 is to move"},
		{"dice after the end", []string{"moves", "-game", "test/coin", "-position", "3,0 0 over", "-dice", "heads"}, "nobody is to move"},
		{"illegal dice", []string{"moves", "-game", "test/coin", "-position", "0,0 0 roll", "-dice", "add1"}, "add1: not allowed after roll"},
		{"no depth", []string{"perft", "-game", "test/coin"}, "-depth is required"},
		{"bad depth", []string{"perft", "-game", "test/coin", "-depth", "two"}, `invalid value "two" for flag -depth`},
		{"no games", []string{"playout", "-game", "test/coin", "-n", "0"}, "-n must be at least 1"},
		{"seats and players disagree", []string{"play", "-game", "test/coin", "-players", "3", "-seats", "random,random"}, "-seats names 2 seats but -players is 3"},
		{"players with position to list moves", []string{"moves", "-game", "test/coin", "-players", "2", "-position", "0,0 0 roll"}, "-players does not apply with -position"},
		{"players for info", []string{"info", "-game", "test/coin", "-players", "2"}, "flag provided but not defined: -players"},
		{"players with position", []string{"play", "-game", "test/coin", "-players", "2", "-position", "0,0 0 roll"}, "-players does not apply with -position"},
		{"unknown seat", []string{"play", "-game", "test/coin", "-seats", "random,genius"}, `unknown seat "genius"`},
		{"bad mc", []string{"play", "-game", "test/coin", "-seats", "random,mc:0"}, "mc:N wants a positive number"},
		{"bad cut", []string{"play", "-game", "test/coin", "-seats", "random,mcts:10:cut=-1"}, "mcts:N:cut=P wants P"},
		{"cut without a name", []string{"play", "-game", "test/coin", "-seats", "random,mcts:10:20"}, "mcts:N:cut=P wants P"},
		{"bad dice mode", []string{"play", "-game", "test/coin", "-dice", "loaded"}, `-dice "loaded": want auto or manual`},
		{"too few seats for the position", []string{"play", "-game", "test/coin", "-seats", "random,random", "-position", "0,0,0 2 heads", "-seed", "1"}, "seat 2 is to move but -seats names only 2 seats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := rb(t, "", tt.args...)
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, stdout, "nothing on stdout, not even a seed")
			assert.Contains(t, stderr, tt.want)
			assert.Len(t, lines(stderr), 1, "one line on stderr: %q", stderr)
		})
	}
}

// A broken game, one that overruns its declared MaxPlies or whose legal
// move does not play, makes the commands fail with status 1 and a reason.
func TestOverrun(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "-game", "test/coin-short", "-seats", "random,random", "-seed", "1", "-quiet"}, "rulebook play: game not over after 3 plies"},
		{[]string{"playout", "-game", "test/coin-short", "-seed", "1"}, "rulebook playout: game 1: board: playout did not end within MaxPlies=3"},
		{[]string{"perft", "-game", "test/coin-broken", "-depth", "3"}, "legal move add3 does not play"},
		{[]string{"perft", "-game", "test/coin-broken", "-position", "0,0 0 heads", "-depth", "1", "-divide"}, "legal move add3 does not play"},
		{[]string{"moves", "-game", "test/coin-broken", "-position", "0,0 0 heads", "-after"}, "legal move add3 does not play"},
		{[]string{"play", "-game", "test/coin-broken", "-position", "0,0 0 heads", "-seats", "random,random", "-seed", "3"}, "chose a move that does not play: add3"},
	}
	for _, tt := range tests {
		code, _, stderr := rb(t, "", tt.args...)
		assert.Equal(t, exitFail, code)
		assert.Contains(t, stderr, tt.want)
		assert.Len(t, lines(stderr), 1)
	}
	// A person may take as long as they like.
	code, _, stderr := rb(t, "pass\nadd1\npass\nadd2\n", "play", "-game", "test/coin-short", "-seats", "human,random",
		"-position", "0,0 0 tails", "-seed", "1")
	assert.Equal(t, exitOK, code, stderr)
}

func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"-h"}, {"help", "play"}, {"perft", "-h"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, stderr := rb(t, "", args...)
			assert.Equal(t, exitOK, code)
			assert.Empty(t, stderr)
			assert.True(t, strings.HasPrefix(stdout, "usage: rulebook"), stdout)
		})
	}
	code, _, stderr := rb(t, "")
	assert.Equal(t, exitUsage, code, "no command at all")
	assert.Contains(t, stderr, "usage: rulebook")
}

func TestGames(t *testing.T) {
	code, stdout, stderr := rb(t, "", "games")
	require.Equal(t, exitOK, code, stderr)
	ls := lines(stdout)
	require.Len(t, ls, 1+len(board.Games()))
	assert.Regexp(t, `^ID +ENGLISH +CZECH +PLAYERS$`, ls[0])
	coin := -1
	for i, l := range ls[1:] {
		if strings.HasPrefix(l, "test/coin ") {
			coin = i + 1
		}
		assert.Equal(t, board.Games()[i].ID(), strings.Fields(l)[0], "sorted by ID")
	}
	require.Positive(t, coin, "test/coin listed")
	assert.Regexp(t, `^test/coin +Coin Race +Závod mincí +2-3$`, ls[coin])
	// Aligned columns: each column starts at the same rune offset on every line.
	col := func(l, word string) int { return len([]rune(l[:strings.Index(l, word)])) }
	assert.Equal(t, col(ls[0], "ENGLISH"), col(ls[coin], "Coin Race"))
	assert.Equal(t, col(ls[0], "CZECH"), col(ls[coin], "Závod mincí"))
	assert.Equal(t, col(ls[0], "PLAYERS"), col(ls[coin], "2-3"))

	code, stdout, _ = rb(t, "", "games", "-markdown")
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "| `test/coin` | Coin Race | Závod mincí | 2-3 |\n")
	assert.True(t, strings.HasPrefix(stdout, "| ID | English | Czech | Players |\n|----|"), stdout)
}

func TestInfo(t *testing.T) {
	code, stdout, stderr := rb(t, "", "info", "-game", "test/coin-hidden")
	require.Equal(t, exitOK, code, stderr)
	ls := lines(stdout)
	for _, want := range []string{
		"ID                  test/coin-hidden",
		"English             Coin Race",
		"Czech               Závod mincí",
		"Family              test",
		"Players             2-3",
		"Seats               0 North, 1 East, 2 South",
		"Chance              yes",
		"Hidden information  yes",
		"Returns             -1 to 1",
		"Max plies           2000",
		"Toss, then take points.",
		"Options (set with -option Name=Value):",
	} {
		assert.Contains(t, ls, want)
	}
	// Each option as -option takes it, with its type, the default (of the
	// zero rules) and the values accepted, and then what it does.
	i := slices.Index(ls, "Options (set with -option Name=Value):")
	require.GreaterOrEqual(t, i, 0)
	assert.Equal(t, []string{
		"  Hidden=true  (bool; default false; accepts true|false)",
		"      hide the state from people",
		"  Extra=0  (int; default 0; accepts -2..6)",
		"      the points beyond 3 that win the race",
	}, ls[i+1:])
}

func TestMoves(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"chance node lists outcomes", nil, "heads\ntails\n"},
		{"dice played first", []string{"-dice", "heads"}, "add1\nadd2\n"},
		{"after", []string{"-dice", "heads", "-after"}, "add1\t1,0 1 roll\nadd2\t2,0 1 roll\n"},
		{"three players", []string{"-players", "3", "-dice", "tails", "-after"}, "pass\t0,0,0 1 roll\n"},
		{"position", []string{"-position", "2,1 1 heads", "-after"}, "add1\t2,2 0 roll\nadd2\t2,3 1 over\n"},
		{"position with dice", []string{"-position", "2,1 1 roll", "-dice", "tails"}, "pass\n"},
		{"game over", []string{"-position", "3,1 0 over"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := rb(t, "", append([]string{"moves", "-game", "test/coin"}, tt.args...)...)
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, tt.want, stdout)
		})
	}
}

// The coin race's tree, worked out by hand: a turn is a toss and a
// decision, and its three lines (heads-add1, heads-add2, tails-pass) end on
// the next seat's toss. So from the start the counts are 1, 2, 3, then ×2
// and ×3 alternately: 6, 9, 18, 27. Nobody can reach 3 points before seat
// 0's second decision (ply 6); of the 27 lines after it, those where seat 0
// took 1+2, 2+1 or 2+2 (3 of 9, times seat 1's 3 lines = 9) have ended, so
// 18 tosses remain: 36 at ply 7 and 54 at ply 8.
var coinPerft = []uint64{1, 2, 3, 6, 9, 18, 27, 36, 54}

func TestPerft(t *testing.T) {
	for depth, want := range coinPerft {
		t.Run(strconv.Itoa(depth), func(t *testing.T) {
			code, stdout, stderr := rb(t, "", "perft", "-game", "test/coin", "-depth", strconv.Itoa(depth))
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, fmt.Sprint(want), lines(stdout)[len(lines(stdout))-1])
		})
	}
	tests := []struct {
		name string
		args []string
		want string
	}{
		// From 2,1 seat 1 to decide after heads: add2 ends the game (no
		// leaves below), add1 passes to seat 0's toss (2 leaves).
		{"position", []string{"-position", "2,1 1 heads", "-depth", "2"}, "2\n"},
		{"divide", []string{"-depth", "2", "-divide"}, "heads\t2\ntails\t1\n3\n"},
		{"divide with an ended line", []string{"-position", "2,1 1 heads", "-depth", "2", "-divide"}, "add1\t2\nadd2\t0\n2\n"},
		{"over", []string{"-position", "3,1 0 over", "-depth", "1"}, "0\n"},
		{"depth 0 is the root", []string{"-position", "3,1 0 over", "-depth", "0"}, "1\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := rb(t, "", append([]string{"perft", "-game", "test/coin"}, tt.args...)...)
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, tt.want, stdout)
		})
	}
}

func TestPlayout(t *testing.T) {
	code, stdout, stderr := rb(t, "", "playout", "-game", "test/coin", "-players", "3", "-n", "200", "-seed", "5")
	require.Equal(t, exitOK, code, stderr)
	ls := lines(stdout)
	require.Equal(t, "test/coin: 200 random games, 3 players, seed 5", ls[0])
	assert.Regexp(t, `^seat +wins +win% +mean place +mean points$`, ls[1])
	wins, places := 0, 0.0
	for i, l := range ls[2:5] {
		f := strings.Fields(l)
		require.Len(t, f, 5, l)
		assert.Equal(t, strconv.Itoa(i), f[0])
		n, err := strconv.Atoi(f[1])
		require.NoError(t, err)
		wins += n
		// Every game has one winner in place 1 and the rest in place 2, so
		// a seat's mean place is 2 - its share of wins.
		place, err := strconv.ParseFloat(f[3], 64)
		require.NoError(t, err)
		assert.InDelta(t, 2-float64(n)/200, place, 0.006)
		places += place
		points, err := strconv.ParseFloat(f[4], 64)
		require.NoError(t, err)
		assert.Greater(t, points, 0.0)
	}
	assert.Equal(t, 200, wins, "one winner per game")
	assert.InDelta(t, 5.0, places, 0.015, "places 1+2+2 per game")
	assert.Regexp(t, `^draws +0$`, ls[5])
	// A game is at least 4 turns (seat 0 needs two heads and seat 1 has a
	// turn between), i.e. 6 plies, and every turn is 2 plies.
	var mean float64
	var lo, hi int
	_, err := fmt.Sscanf(strings.Fields(ls[6])[0]+" "+strings.Join(strings.Fields(ls[6])[1:], " "),
		"plies mean %f, min %d, max %d", &mean, &lo, &hi)
	require.NoError(t, err, ls[6])
	assert.GreaterOrEqual(t, lo, 6)
	assert.Equal(t, 0, lo%2)
	assert.Equal(t, 0, hi%2)
	assert.Regexp(t, `^games/s +\d+(\.\d\d)?$`, ls[7])

	_, again, _ := rb(t, "", "playout", "-game", "test/coin", "-players", "3", "-n", "200", "-seed", "5")
	assert.Equal(t, ls[:7], lines(again)[:7], "the same seed plays the same games")
}

func TestPlayBots(t *testing.T) {
	args := []string{"play", "-game", "test/coin", "-seats", "random,random,random", "-seed", "11"}
	code, stdout, stderr := rb(t, "", args...)
	require.Equal(t, exitOK, code, stderr)
	ls := lines(stdout)
	assert.Equal(t, "coin race: scores [0 0 0], seat 0, roll", ls[0], "the board first")
	s, _ := coinGame{}.New(3)
	rest := replayBots(t, s, ls[1:])
	winner := s.Outcome().Winners[0]
	assert.Equal(t, "won: "+seatName(s, winner, "random"), rest[1])
	assert.Regexp(t, `^seat +player +place +points$`, rest[2])
	assert.Regexp(t, fmt.Sprintf(`^%d +random +1 +%d$`, winner, s.Outcome().Points[winner]), rest[3+int(winner)])

	_, again, _ := rb(t, "", args...)
	assert.Equal(t, stdout, again, "the same seed plays the same game")

	code, quiet, _ := rb(t, "", append(args, "-quiet")...)
	require.Equal(t, exitOK, code)
	assert.Equal(t, rest, lines(quiet), "-quiet prints only the outcome")
}

// replayBots replays on s the plies printed by a game of random bots (the
// lines after the first board): each must name the actor to move and
// play, and the game must end where the lines end, followed by the final
// board and the outcome. It returns the outcome's lines.
func replayBots(t *testing.T, s board.State, ls []string) []string {
	t.Helper()
	i := 0
	for ; i < len(ls) && s.ToMove() != board.Nobody; i++ {
		num, rest, _ := strings.Cut(ls[i], " ")
		if _, ok := s.(board.Recorder); !ok {
			require.Equal(t, strconv.Itoa(i+1)+".", num, ls[i])
		}
		who, move, _ := strings.Cut(rest, ": ")
		if s.ToMove() == board.Chance {
			assert.Equal(t, "chance", who)
		} else {
			assert.Equal(t, seatName(s, s.ToMove(), "random"), who)
		}
		// A described move begins with its notation (board.Describer).
		if _, ok := s.(board.Describer); ok {
			move, _, _ = strings.Cut(move, ": ")
		}
		require.NoError(t, board.Replay(s, move))
	}
	o := s.Outcome()
	require.True(t, o.Over, "the printed moves end the game")
	board := lines(s.String())
	require.Equal(t, board, ls[i:i+len(board)], "the final board")
	rest := ls[i+len(board):]
	assert.Equal(t, "game over: "+o.Reason, rest[0])
	return rest
}

// seatName is how play names seat p of s played by kind: "seat 1 (Black,
// random)", or "seat 1 (random)" when the game has no name for the seat.
func seatName(s board.State, p board.Player, kind string) string {
	if names := s.Game().Info().SeatNames; int(p) < len(names) {
		return fmt.Sprintf("seat %v (%s, %s)", p, names[p], kind)
	}
	return fmt.Sprintf("seat %v (%s)", p, kind)
}

func TestPlayHuman(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		input string
		want  []string // in this order in the output
	}{
		{
			name:  "bad moves get the reason and a new prompt",
			args:  []string{"-seats", "human,random", "-position", "0,0 0 heads"},
			input: "jump\npass\n\n?\nadd2\n",
			want: []string{
				"coin race: scores [0 0], seat 0, heads", "seat 0 (North, human) to move: add1 add2", "seat 0> ",
				"jump: not a coin race move", "seat 0> ",
				"pass: not allowed after heads", "seat 0> ", "seat 0> ",
				"legal: add1 add2", "seat 0> ",
				"1. seat 0 (North, human): add2", "2. chance: ",
			},
		},
		{
			name:  "EOF at the first prompt",
			args:  []string{"-seats", "human,random", "-position", "0,0 0 tails"},
			input: "",
			want:  []string{"seat 0 (North, human) to move: pass", "seat 0> \n"},
		},
		{
			name:  "a last line without newline",
			args:  []string{"-seats", "human,random", "-position", "0,0 0 tails"},
			input: "pass",
			want:  []string{"seat 0> ", "1. seat 0 (North, human): pass", "2. chance: "},
		},
		{
			name:  "quit",
			args:  []string{"-position", "0,0 0 tails"},
			input: "quit\npass\n",
			want:  []string{"seat 0 (North, human) to move: pass", "seat 0> "},
		},
		{
			name:  "manual dice to the end",
			args:  []string{"-seats", "human,human", "-dice", "manual", "-position", "1,2 0 roll"},
			input: "six\ntails\npass\nheads\nadd1\nheads\nadd2\n",
			want: []string{
				"roll the dice: heads tails", "dice> ", "six: not a coin race move", "dice> ",
				"1. chance: tails", "seat 0 (North, human) to move: pass", "2. seat 0 (North, human): pass",
				"3. chance: heads", "4. seat 1 (East, human): add1",
				"game over: reached 3 points", "won: seat 1 (East, human)",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"play", "-game", "test/coin", "-seed", "3"}, tt.args...)
			code, stdout, stderr := rb(t, tt.input, args...)
			require.Equal(t, exitOK, code, stderr)
			rest := stdout
			for _, w := range tt.want {
				i := strings.Index(rest, w)
				require.GreaterOrEqual(t, i, 0, "%q not found in order in:\n%s", w, stdout)
				rest = rest[i+len(w):]
			}
		})
	}
}

// A person at a game with hidden information sees observations only, never
// the full state, and no chance outcome.
func TestPlayHidden(t *testing.T) {
	code, stdout, stderr := rb(t, "add1\npass\nadd2\npass\nadd1\npass\nadd1\npass\n",
		"play", "-game", "test/coin-hidden", "-seats", "human,random", "-seed", "4")
	require.Equal(t, exitOK, code, stderr)
	assert.NotContains(t, stdout, "SECRET")
	assert.Contains(t, stdout, "observation of seat 0")
	assert.NotContains(t, stdout, "observation of seat 1", "seat 1 is a bot")
	// What the person sees of each move (board.Hidden.ObserveMove): their
	// own tosses, not the bot's, and the bot's moves.
	assert.Contains(t, stdout, "1. chance: tails\nobservation of seat 0\n")
	assert.Contains(t, stdout, "3. chance: (hidden)\n4. seat 1 (East, random): add2\n")

	code, stdout, stderr = rb(t, "tails\npass\nheads\nadd2\nheads\nadd2\nheads\nadd1\n",
		"play", "-game", "test/coin-hidden", "-seats", "human,human", "-dice", "manual")
	require.Equal(t, exitOK, code, stderr)
	assert.NotContains(t, stdout, "SECRET")
	assert.NotRegexp(t, `chance: (heads|tails)`, stdout, "each toss is one person's: nobody's shown to both")
	assert.Contains(t, stdout, "won: seat 1 (East, human)")
	assert.Contains(t, stdout, "seat 0 sees:\nobservation of seat 0\nseat 1 sees:\nobservation of seat 1\n")

	// With -v the board before a bot's move is still the person's view.
	code, stdout, stderr = rb(t, "add1\npass\nadd1\npass\nadd1\npass\n",
		"play", "-game", "test/coin-hidden", "-seats", "random,human", "-seed", "4", "-v")
	require.Equal(t, exitOK, code, stderr)
	assert.NotContains(t, stdout, "SECRET")
	assert.NotContains(t, stdout, "observation of seat 0", "seat 0 is a bot")
	assert.Regexp(t, `observation of seat 1\n\d+\. seat 0 \(North, random\)`, stdout, "the person's view before the bot's move")

	code, stdout, _ = rb(t, "", "play", "-game", "test/coin-hidden", "-seats", "random,random", "-seed", "4")
	require.Equal(t, exitOK, code)
	assert.Contains(t, stdout, "SECRET", "bots alone: the full board is shown")
}

func TestMCBot(t *testing.T) {
	g := coinGame{}
	// Seat 0 has 1 point after heads, seat 1 has 2: add2 wins at once,
	// add1 leaves seat 1 a toss to win first.
	s, err := g.Parse("1,2 0 heads")
	require.NoError(t, err)
	before := s.Position()
	bot, err := newBot("mc:50", rand.New(rand.NewPCG(1, 2)))
	require.NoError(t, err)
	m, err := bot.Choose(s)
	require.NoError(t, err)
	assert.Equal(t, "add2", m.String())
	assert.Equal(t, before, s.Position(), "the bot does not change the table's state")

	code, stdout, stderr := rb(t, "", "play", "-game", "test/coin-hidden", "-seats", "mc:5,random", "-seed", "2", "-quiet")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "game over: reached 3 points")
}

func TestNaturalCompare(t *testing.T) {
	ms := []board.Move{coinMove("10-14"), coinMove("2-6"), coinMove("pass"), coinMove("0-4"), coinMove("2-10"), coinMove("02-5")}
	assert.Equal(t, []string{"0-4", "02-5", "2-6", "2-10", "10-14", "pass"}, readableMoves(ms))
	assert.Equal(t, []string{"0-4", "02-5", "10-14", "2-10", "2-6", "pass"}, moveStrings(ms))
}

// FuzzPlayInput types anything at two people playing, with manual dice,
// the coin race or Propast: the command must neither panic nor fail,
// whatever the input.
func FuzzPlayInput(f *testing.F) {
	f.Add(false, "heads\nadd2\ntails\npass\nheads\nadd1\n")
	f.Add(false, "quit\n")
	f.Add(false, "\x00\n\n?\nadd3\r\nheads")
	f.Add(false, strings.Repeat("x", 100000)+"\nheads\nadd2")
	f.Add(true, "1\n6\n3\n4\n0-4\n2\n5\n0-5\n")
	f.Add(true, "7\n0-4\n1\n1\n?\nx-y\n99-off\n")
	f.Fuzz(func(t *testing.T, propast bool, input string) {
		game := "test/coin"
		if propast {
			game = "ludo/propast"
		}
		code, _, stderr := rb(t, input, "play", "-game", game, "-seats", "human,human", "-dice", "manual")
		if code != exitOK {
			t.Fatalf("exit %d: %s", code, stderr)
		}
	})
}
