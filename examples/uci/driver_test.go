package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary be the engine, as a GUI starts it: with
// RULEBOOK_UCI_ENGINE=1 it speaks UCI on its standard input and output.
func TestMain(m *testing.M) {
	if os.Getenv("RULEBOOK_UCI_ENGINE") == "1" {
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// A driver talks to an engine as a GUI does: it writes commands and reads
// the engine's lines, each with a time limit.
type driver struct {
	t     *testing.T
	name  string
	in    io.WriteCloser
	lines chan string
	cmd   *exec.Cmd
}

// start runs an engine process and returns its driver; the process is
// ended when the test ends.
func start(t *testing.T, name string, cmd *exec.Cmd) *driver {
	t.Helper()
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	d := &driver{t: t, name: name, in: in, lines: make(chan string, 1024), cmd: cmd}
	go func() {
		sc := bufio.NewScanner(out)
		sc.Buffer(make([]byte, 1<<16), 1<<20)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	t.Cleanup(func() {
		fmt.Fprintln(in, "quit")
		in.Close()
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	})
	return d
}

// pipe connects a driver to an engine running in this process.
func pipe(t *testing.T) *driver {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	e := newEngine(outW)
	go func() {
		e.run(inR)
		outW.Close()
	}()
	d := &driver{t: t, name: "engine", in: inW, lines: make(chan string, 1024)}
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			d.lines <- sc.Text()
		}
		close(d.lines)
	}()
	t.Cleanup(func() { fmt.Fprintln(inW, "quit"); inW.Close() })
	return d
}

func (d *driver) send(format string, args ...any) {
	d.t.Helper()
	if _, err := fmt.Fprintf(d.in, format+"\n", args...); err != nil {
		d.t.Fatalf("%s: write: %v", d.name, err)
	}
}

// until reads lines until one starts with prefix and returns it with the
// lines before it.
func (d *driver) until(prefix string, limit time.Duration) (string, []string) {
	d.t.Helper()
	var seen []string
	timeout := time.After(limit)
	for {
		select {
		case l, ok := <-d.lines:
			if !ok {
				d.t.Fatalf("%s ended before %q; it said %q", d.name, prefix, seen)
			}
			if strings.HasPrefix(l, prefix) {
				return l, seen
			}
			seen = append(seen, l)
		case <-timeout:
			d.t.Fatalf("%s: no %q within %v; it said %q", d.name, prefix, limit, seen)
		}
	}
}

// quiet checks that the engine says nothing but info for a while.
func (d *driver) quiet(wait time.Duration) {
	d.t.Helper()
	timeout := time.After(wait)
	for {
		select {
		case l := <-d.lines:
			if !strings.HasPrefix(l, "info") {
				d.t.Fatalf("%s said %q, want only info", d.name, l)
			}
		case <-timeout:
			return
		}
	}
}

// handshake runs uci and isready.
func (d *driver) handshake() {
	d.t.Helper()
	d.send("uci")
	d.until("uciok", 10*time.Second)
	d.send("isready")
	d.until("readyok", 10*time.Second)
}

// bestmove sends position and go and returns the move the engine names.
func (d *driver) bestmove(position, goArgs string) string {
	d.t.Helper()
	d.send("position %s", position)
	d.send("go %s", goArgs)
	line, _ := d.until("bestmove", 60*time.Second)
	f := strings.Fields(line)
	if len(f) < 2 {
		d.t.Fatalf("%s: %q", d.name, line)
	}
	return f[1]
}
