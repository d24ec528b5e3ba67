package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// -option Name=Value sets a rule option in every command that takes
// -game. The coin race's Extra=-1 races to 2 points, not 3; the figures
// are worked out from the rules of the race (fake_test.go).
func TestOption(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // the whole output
		part string // or a part of it
	}{
		// info shows the derived game: its ID says what changed, and the
		// value in force beside the default.
		{"info", []string{"info", "-game", "test/coin", "-option", "Extra=-1"}, "", "ID                  test/coin(Extra=-1)\n"},
		{"info value", []string{"info", "-game", "test/coin", "-option", "Extra=-1"}, "", "  Extra=-1  (int; default 0; accepts -2..6)\n"},
		{"info two options", []string{"info", "-game", "test/coin", "-option", "Extra=2", "-option", "Hidden=true"},
			"", "ID                  test/coin(Hidden=true,Extra=2)\n"},
		{"info unchanged", []string{"info", "-game", "test/coin", "-option", "Extra=0"}, "", "ID                  test/coin\n"},
		// With 1 point, add1 reaches the 2 that win; by the main rules the
		// turn passes to seat 1.
		{"moves", []string{"moves", "-game", "test/coin", "-option", "Extra=-1", "-position", "1,0 0 heads", "-after"},
			"add1\t2,0 0 over\nadd2\t3,0 0 over\n", ""},
		{"moves main rules", []string{"moves", "-game", "test/coin", "-position", "1,0 0 heads", "-after"},
			"add1\t2,0 1 roll\nadd2\t3,0 0 over\n", ""},
		// To 2 points: ply 1 has the 2 tosses, ply 2 their 3 lines, of
		// which heads-add2 wins; the 2 others toss again (4 at ply 3) and
		// decide (6 at ply 4), where seat 1's add2 wins in 2 of the 6.
		{"perft", []string{"perft", "-game", "test/coin", "-option", "Extra=-1", "-depth", "4"}, "6\n", ""},
		{"perft divide", []string{"perft", "-game", "test/coin", "-option", "Extra=-1", "-depth", "2", "-divide"}, "heads\t2\ntails\t1\n3\n", ""},
		// After heads, add2 wins at once; add1 leads to seat 1's toss and
		// its 3 lines.
		{"perft at a chance outcome", []string{"perft", "-game", "test/coin", "-option", "Extra=-1", "-dice", "heads", "-depth", "3"}, "3\n", ""},
		// To 1 point, seat 0 after heads wins with either move.
		{"playout", []string{"playout", "-game", "test/coin", "-option", "Extra=-2", "-position", "0,0 0 heads", "-n", "20", "-seed", "1"},
			"", "test/coin(Extra=-2): 20 random games, 2 players, seed 1\n"},
		{"playout wins", []string{"playout", "-game", "test/coin", "-option", "Extra=-2", "-position", "0,0 0 heads", "-n", "20", "-seed", "1"},
			"", "\n0     20    100.0%"},
		{"play", []string{"play", "-game", "test/coin", "-option", "Extra=-2", "-seats", "random,random", "-seed", "1", "-quiet"},
			"", "game over: reached 1 points\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := rb(t, "", tt.args...)
			require.Equal(t, exitOK, code, stderr)
			if tt.part != "" {
				assert.Contains(t, stdout, tt.part)
				return
			}
			assert.Equal(t, tt.want, stdout)
		})
	}
	// An option that hides the state keeps it from a person in play.
	code, stdout, stderr := rb(t, "", "play", "-game", "test/coin", "-option", "Hidden=true", "-seats", "human,random", "-seed", "4")
	require.Equal(t, exitOK, code, stderr)
	assert.Contains(t, stdout, "observation of seat 0")
	assert.NotContains(t, stdout, "SECRET")
}

// An unknown option or a bad value is a usage error in every command: exit
// status 2 and the reason, with what is accepted, on one line.
func TestOptionErrors(t *testing.T) {
	commands := [][]string{
		{"info"}, {"moves"}, {"perft", "-depth", "1"}, {"playout", "-n", "1"}, {"play", "-seats", "random,random"},
	}
	tests := []struct {
		option, want string
	}{
		{"Colour=red", "option Colour: no such option; the options are Extra, Hidden: bad rule option"},
		{"Extra=7", `option Extra: value "7" is not accepted; want -2..6: bad rule option`},
		{"Extra=two", `option Extra: value "two" is not accepted; want -2..6`},
		{"Hidden=maybe", `option Hidden: value "maybe" is not accepted; want true|false`},
		{"Hidden", "option Hidden: an option is set as Name=Value"},
		{"=true", "option =true: an option is set as Name=Value"},
	}
	for _, c := range commands {
		for _, tt := range tests {
			t.Run(c[0]+" "+tt.option, func(t *testing.T) {
				args := append([]string{c[0], "-game", "test/coin", "-option", tt.option}, c[1:]...)
				code, stdout, stderr := rb(t, "", args...)
				assert.Equal(t, exitUsage, code)
				assert.Empty(t, stdout)
				assert.Contains(t, stderr, "rulebook "+c[0]+": -option: "+tt.want)
				assert.Len(t, lines(stderr), 1)
			})
		}
	}
	code, _, stderr := rb(t, "", "moves", "-game", "test/coin", "-option", "Extra=1", "-option", "Extra=2")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "option Extra: set twice")
}

// Every registered game takes its options by name (the contract: every
// game is Configurable), and setting each option to the value in force,
// as Info.Options gives it, changes nothing: the ID stays and the commands
// print what they print without -option. A value not accepted is refused
// with exit status 2 and the option's name.
func TestEveryGameOptions(t *testing.T) {
	for _, g := range realGames() {
		t.Run(g.ID(), func(t *testing.T) {
			_, ok := g.(board.Configurable)
			require.True(t, ok, "%s is not board.Configurable", g.ID())
			opts := g.Info().Options
			var same []string
			for _, o := range opts {
				same = append(same, "-option", o.Name+"="+o.Value)
			}
			code, stdout, stderr := rb(t, "", append([]string{"info", "-game", g.ID()}, same...)...)
			require.Equal(t, exitOK, code, stderr)
			assert.Contains(t, stdout, "ID                  "+g.ID()+"\n", "the values in force change nothing")
			for _, cmd := range [][]string{{"moves"}, {"perft", "-depth", "2"}} {
				_, want, _ := rb(t, "", append(cmd, "-game", g.ID())...)
				code, got, stderr := rb(t, "", append(append(cmd, "-game", g.ID()), same...)...)
				require.Equal(t, exitOK, code, stderr)
				assert.Equal(t, want, got, "%s with every option at its value", cmd[0])
			}
			for _, o := range opts {
				if o.Type == "string" {
					continue // any text is accepted
				}
				code, _, stderr := rb(t, "", "info", "-game", g.ID(), "-option", o.Name+"=no such value")
				assert.Equal(t, exitUsage, code, "%s=no such value", o.Name)
				assert.Contains(t, stderr, o.Name, "the reason names the option")
			}
		})
	}
}
