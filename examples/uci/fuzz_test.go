package main

import (
	"io"
	"strings"
	"testing"
)

// FuzzCommands feeds the engine arbitrary command scripts: no input may
// make it panic. A go command only has its limits read (parseGo), since a
// search per input would make the fuzzer crawl; position, setoption and
// the rest run as a GUI would send them.
func FuzzCommands(f *testing.F) {
	for _, s := range []string{
		"uci\nisready\nucinewgame\nposition startpos moves e2e4 e7e5\nquit",
		"setoption name UCI_Variant value eating\nposition startpos moves e2e3 b7b5",
		"setoption name UCI_Variant value chief\nposition startpos",
		"position fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1a2",
		"position fen garbage\nposition startpos moves e2e5",
		"go wtime 1000 btime -5 winc x movetime 99999999999999999999 depth 0",
		"setoption name Hash value 100000\nsetoption name\nsetoption",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, script string) {
		e := newEngine(io.Discard)
		for _, line := range strings.Split(script, "\n") {
			if len(line) > maxLine {
				continue // run drops such lines before command sees them
			}
			if fields := strings.Fields(line); len(fields) > 0 && fields[0] == "go" {
				parseGo(fields[1:])
				continue
			}
			if !e.command(line) {
				break
			}
		}
		e.halt()
	})
}
