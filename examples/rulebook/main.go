package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit statuses of the command.
const (
	exitOK    = 0 // success, or a game ended by EOF or quit
	exitFail  = 1 // the command could not finish: an I/O error, a broken game
	exitUsage = 2 // bad flags, unknown game, bad notation
)

// A command is one subcommand of rulebook.
type command struct {
	name    string
	summary string
	run     func(args []string, env *env) error
}

// commands lists the subcommands in the order the usage shows them.
func commands() []command {
	return []command{
		{"games", "list the registered games", runGames},
		{"info", "describe one game: names, seats, chance, options", runInfo},
		{"play", "play a game in the terminal, against bots or bots only", runPlay},
		{"moves", "list the legal moves of a position", runMoves},
		{"perft", "count the leaf nodes of the game tree to a depth", runPerft},
		{"playout", "play random games and report outcome statistics", runPlayout},
		{"match", "play bots against each other and measure their strength", runMatch},
		{"svg", "draw a position as an SVG image", runSvg},
	}
}

// env is the world a command runs in: its input and outputs.
type env struct {
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

// usageError is an error in what the user asked for: bad flags, an unknown
// game, bad notation. It makes the command exit with status 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

// usagef returns a usageError with a formatted message; %w wraps as in
// fmt.Errorf.
func usagef(format string, args ...any) error {
	return usageError{fmt.Errorf(format, args...)}
}

// run runs the rulebook command with the arguments after the program name
// and returns the exit status. It is main without the process around it, so
// that tests can drive it.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		printUsage(stderr)
		return exitUsage
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "-help" || name == "--help" {
		if len(args) > 1 {
			return run([]string{args[1], "-h"}, stdin, stdout, stderr)
		}
		printUsage(stdout)
		return exitOK
	}
	for _, c := range commands() {
		if c.name != name {
			continue
		}
		err := c.run(args[1:], e)
		switch {
		case err == nil, errors.Is(err, flag.ErrHelp):
			return exitOK
		case errors.As(err, new(usageError)):
			fmt.Fprintf(stderr, "rulebook %s: %v\n", name, oneLine(err))
			return exitUsage
		default:
			fmt.Fprintf(stderr, "rulebook %s: %v\n", name, oneLine(err))
			return exitFail
		}
	}
	fmt.Fprintf(stderr, "rulebook: unknown command %q (run rulebook help)\n", name)
	return exitUsage
}

// printUsage writes the list of subcommands.
func printUsage(w io.Writer) {
	fmt.Fprintln(w, "usage: rulebook <command> [flags]")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "commands:")
	for _, c := range commands() {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "Run rulebook help <command> for the flags of a command.")
}

// oneLine keeps an error message on one line, as the exit-2 contract
// promises, even when a game's reason spans lines.
func oneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
