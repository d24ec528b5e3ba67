package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

// newFlags returns the flag set of one subcommand. It prints nothing by
// itself: parse reports errors as one line and help on standard output.
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet("rulebook "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parse parses the arguments of a subcommand. With -h it prints the usage
// on stdout and returns flag.ErrHelp; a bad flag or a stray argument is a
// usage error.
func parse(fs *flag.FlagSet, synopsis string, args []string, e *env) error {
	err := fs.Parse(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(e.stdout, "usage: %s\n\n", synopsis)
		fs.VisitAll(func(f *flag.Flag) {
			name, usage := flag.UnquoteUsage(f)
			if name != "" {
				name = " " + name
			}
			fmt.Fprintf(e.stdout, "  -%s%s\n    \t%s", f.Name, name, usage)
			if f.DefValue != "" && f.DefValue != "0" && f.DefValue != "false" {
				fmt.Fprintf(e.stdout, " (default %s)", f.DefValue)
			}
			fmt.Fprintln(e.stdout)
		})
		return flag.ErrHelp
	}
	if err != nil {
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	return nil
}

// gameFlags are the flags that pick a game, its rule options and the
// state to start from.
type gameFlags struct {
	id       string
	options  optionList
	players  int
	position string
	dice     string // a chance outcome to play first; "" for none
}

// optionList is the repeatable -option Name=Value flag.
type optionList []string

func (o *optionList) String() string { return strings.Join(*o, " ") }

func (o *optionList) Set(v string) error {
	*o = append(*o, v)
	return nil
}

// add registers -game and -option; with start also -players and
// -position, for commands that start from a given state.
func (g *gameFlags) add(fs *flag.FlagSet, start bool) {
	fs.StringVar(&g.id, "game", "", "the game's `ID`, as listed by rulebook games (required)")
	fs.Var(&g.options, "option", "set a rule option, `Name=Value` (repeatable; rulebook info lists the options)")
	if start {
		fs.IntVar(&g.players, "players", 0, "number of players `N` (default: the game's fewest)")
		fs.StringVar(&g.position, "position", "", "start from position `P`, in the game's notation")
	}
}

// addDice registers -dice, a chance outcome that state plays first.
func (g *gameFlags) addDice(fs *flag.FlagSet) {
	fs.StringVar(&g.dice, "dice", "", "play this chance `outcome` first, in the game's notation (e.g. 4, 6-6)")
}

// game looks up the game named by -game, with the rule options of -option
// set (board.Configure).
func (g *gameFlags) game() (board.Game, error) {
	if g.id == "" {
		return nil, usagef("-game is required (rulebook games lists the IDs)")
	}
	game, ok := board.Lookup(g.id)
	if !ok {
		return nil, usagef("unknown game %q (rulebook games lists the IDs)", g.id)
	}
	game, err := board.Configure(game, g.options...)
	if err != nil {
		return nil, usagef("-option: %w", err)
	}
	return game, nil
}

// state returns the state to start from: the parsed -position, or a new
// game for -players players (the game's fewest by default), after the
// chance outcome of -dice.
func (g *gameFlags) state() (board.Game, board.State, error) {
	game, err := g.game()
	if err != nil {
		return nil, nil, err
	}
	var s board.State
	switch {
	case g.position != "" && g.players != 0:
		return nil, nil, usagef("-players does not apply with -position: the position says how many play")
	case g.position != "":
		if s, err = game.Parse(g.position); err != nil {
			return nil, nil, usagef("-position: %w", err)
		}
	default:
		n := g.players
		if n == 0 {
			n = game.Info().MinPlayers
		}
		if s, err = game.New(n); err != nil {
			return nil, nil, usagef("-players: %w", err)
		}
	}
	if g.dice != "" {
		if err := playChance(s, g.dice); err != nil {
			return nil, nil, err
		}
	}
	return game, s, nil
}

// seedFlag is a -seed flag: 0 asks for a seed from the clock, which the
// command then prints so that the run can be repeated.
type seedFlag struct {
	seed   uint64
	picked bool // the seed came from the clock
}

func (f *seedFlag) add(fs *flag.FlagSet) {
	fs.Uint64Var(&f.seed, "seed", 0, "random seed `S`; 0 picks one from the clock and prints it")
}

// value returns the seed in force, picking one from the clock if needed.
func (f *seedFlag) value() uint64 {
	if f.seed == 0 {
		f.seed, f.picked = uint64(time.Now().UnixNano())|1, true
	}
	return f.seed
}

// announce prints a seed picked from the clock, once the command has
// checked its flags and is about to use it.
func (f *seedFlag) announce(w io.Writer) {
	if f.picked {
		fmt.Fprintf(w, "seed %d\n", f.seed)
	}
}

// stream returns the random stream number i of a seed. Separate streams
// keep the dice independent of the bots: changing one seat's bot does not
// change the rolls.
func stream(seed uint64, i uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, i))
}

// moveStrings returns the notation of each move, sorted byte-wise (as
// sort(1) with LC_ALL=C sorts), for output that scripts compare.
func moveStrings(ms []board.Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}

// readableMoves returns the notation of each move in the order a person
// reads a list: numbers inside the moves compare as numbers, so "2-6" comes
// before "10-14".
func readableMoves(ms []board.Move) []string {
	out := moveStrings(ms)
	slices.SortStableFunc(out, naturalCompare)
	return out
}

// naturalCompare orders strings by their runs of digits as numbers and
// their other characters as bytes. Numbers equal in value but written with
// more leading zeros come later, when nothing else differs.
func naturalCompare(a, b string) int {
	tie := 0
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		if da == 0 || db == 0 {
			if a[0] != b[0] {
				return int(a[0]) - int(b[0])
			}
			a, b = a[1:], b[1:]
			continue
		}
		na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
		if c := len(na) - len(nb); c != 0 {
			return c
		}
		if c := strings.Compare(na, nb); c != 0 {
			return c
		}
		if tie == 0 {
			tie = da - db
		}
		a, b = a[da:], b[db:]
	}
	if c := len(a) - len(b); c != 0 {
		return c
	}
	return tie
}

// digits returns the length of the run of ASCII digits that starts s.
func digits(s string) int {
	n := 0
	for n < len(s) && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	return n
}
