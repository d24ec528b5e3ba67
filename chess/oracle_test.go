package chess

import (
	"bufio"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// stockfishCase is one line of testdata/stockfish_perft.txt: a position
// with Stockfish's legal moves and perft counts (see the file's header for
// how they were produced).
type stockfishCase struct {
	line  int
	fen   string
	nodes map[int]uint64 // perft count by depth
	moves []string       // the legal moves in UCI, sorted
}

// readStockfishCases reads testdata/stockfish_perft.txt.
func readStockfishCases(t *testing.T) []stockfishCase {
	t.Helper()
	f, err := os.Open("testdata/stockfish_perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []stockfishCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		c, ok := parseStockfishLine(text)
		if !ok {
			t.Fatalf("stockfish_perft.txt:%d: malformed line %q", n, text)
		}
		c.line = n
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// parseStockfishLine reads "FEN ;D1 n ;D3 n ;moves m1 m2 ...".
func parseStockfishLine(text string) (stockfishCase, bool) {
	fields := strings.Split(text, " ;")
	c := stockfishCase{fen: fields[0], nodes: map[int]uint64{}}
	sawMoves := false
	for _, f := range fields[1:] {
		if rest, ok := strings.CutPrefix(f, "moves"); ok {
			c.moves = strings.Fields(rest)
			sawMoves = true
			continue
		}
		d, n, ok := strings.Cut(strings.TrimPrefix(f, "D"), " ")
		depth, err1 := strconv.Atoi(d)
		count, err2 := strconv.ParseUint(n, 10, 64)
		if !ok || !strings.HasPrefix(f, "D") || err1 != nil || err2 != nil {
			return c, false
		}
		c.nodes[depth] = count
	}
	return c, sawMoves && len(c.nodes) > 0
}

// TestStockfishPerft checks the generator against an independent engine:
// for each position of testdata/stockfish_perft.txt, the legal moves and
// the perft counts must be Stockfish's. Position.Perft, PerftFull at
// depth 1 and State.Perft (the count `rulebook perft` prints) are checked.
func TestStockfishPerft(t *testing.T) {
	cases := readStockfishCases(t)
	if len(cases) < 150 {
		t.Fatalf("only %d positions in stockfish_perft.txt", len(cases))
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Errorf("line %d: %v", c.line, err)
			continue
		}
		if got := uciStrings(p.GenerateMoves(nil)); !slices.Equal(got, c.moves) {
			t.Errorf("line %d: %s\nmoves %v\nwant  %v (Stockfish)", c.line, c.fen, got, c.moves)
		}
		for depth, want := range c.nodes {
			if got := p.Perft(depth); got != want {
				t.Errorf("line %d: %s: Perft(%d) = %d, Stockfish %d", c.line, c.fen, depth, got, want)
			}
		}
		if got := p.PerftFull(1); got != uint64(len(c.moves)) {
			t.Errorf("line %d: %s: PerftFull(1) = %d, want %d", c.line, c.fen, got, len(c.moves))
		}
		if got := Chess.NewState(p).Perft(3); got != c.nodes[3] {
			t.Errorf("line %d: %s: State.Perft(3) = %d, Stockfish %d", c.line, c.fen, got, c.nodes[3])
		}
	}
}

// TestStockfishLegal checks the generic API on the same positions: Legal is
// Stockfish's list unless the rules of play have ended the game, and then
// it is empty; a position without moves is over by checkmate or stalemate.
func TestStockfishLegal(t *testing.T) {
	g := Chess
	over := map[string]int{}
	for _, c := range readStockfishCases(t) {
		s, err := g.Parse(c.fen)
		if err != nil {
			t.Errorf("line %d: %v", c.line, err)
			continue
		}
		var legal []string
		for _, m := range s.Legal() {
			legal = append(legal, m.String())
		}
		slices.Sort(legal)
		o := s.Outcome()
		switch {
		case o.Over:
			over[o.Reason]++
			if len(legal) != 0 {
				t.Errorf("line %d: %s: over (%s) but Legal lists %v", c.line, c.fen, o.Reason, legal)
			}
			if len(c.moves) == 0 && o.Reason != "checkmate" && o.Reason != "stalemate" {
				t.Errorf("line %d: %s: no moves but over by %q", c.line, c.fen, o.Reason)
			}
		case len(c.moves) == 0:
			t.Errorf("line %d: %s: no legal move but the game is not over", c.line, c.fen)
		case !slices.Equal(legal, c.moves):
			t.Errorf("line %d: %s\nLegal %v\nwant  %v (Stockfish)", c.line, c.fen, legal, c.moves)
		}
	}
	// The file was chosen to include every way the rules end a game at
	// once; make sure it still does.
	for _, reason := range []string{"checkmate", "stalemate", "insufficient material", "seventy-five-move rule"} {
		if over[reason] == 0 {
			t.Errorf("no position over by %s in stockfish_perft.txt", reason)
		}
	}
}

// uciStrings returns the moves in UCI, sorted.
func uciStrings(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	slices.Sort(out)
	return out
}
