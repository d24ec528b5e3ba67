package main

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulebook-go/rulebook/board"
	_ "github.com/rulebook-go/rulebook/chess"
)

// stockfish returns the path of Debian's stockfish, installing the package
// when the test runs as root and it is missing, or "" with the reason.
func stockfish() (string, string) {
	find := func() string {
		if p, err := exec.LookPath("stockfish"); err == nil {
			return p
		}
		if _, err := os.Stat("/usr/games/stockfish"); err == nil {
			return "/usr/games/stockfish"
		}
		return ""
	}
	if p := find(); p != "" {
		return p, ""
	}
	if os.Geteuid() != 0 {
		return "", "stockfish is not installed and the test is not root to install it (apt-get install stockfish)"
	}
	if out, err := exec.Command("apt-get", "install", "-y", "-qq", "stockfish").CombinedOutput(); err != nil {
		return "", "apt-get install stockfish failed: " + strings.TrimSpace(string(out))
	}
	if p := find(); p != "" {
		return p, ""
	}
	return "", "stockfish installed but not found"
}

// TestAgainstStockfish plays complete games between this engine and
// Stockfish at its lowest skill level, each in its own process, through
// the UCI driver a GUI uses: the colours alternate, both engines get a
// clock, and every move either names is checked legal in rulebook's chess
// before it is played. A game ends by the rules (mate, stalemate, dead
// material, the seventy-five-move rule, fivefold repetition).
func TestAgainstStockfish(t *testing.T) {
	if testing.Short() {
		t.Skip("plays complete games")
	}
	path, why := stockfish()
	if path == "" {
		t.Skip(why)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ours := exec.Command(self, "-test.run=^$")
	ours.Env = append(os.Environ(), "RULEBOOK_UCI_ENGINE=1")
	engines := [2]*driver{start(t, "rulebook", ours), start(t, "stockfish", exec.Command(path))}
	engines[1].send("setoption name Skill Level value 0")
	for _, d := range engines {
		d.handshake()
	}
	g, _ := board.Lookup("chess")
	score := 0.0
	const games = 2
	for game := range games {
		s, err := g.New(2)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range engines {
			d.send("ucinewgame")
			d.handshake()
		}
		white := game % 2 // engines[white] plays White
		var moves []string
		clock := [2]time.Duration{5 * time.Second, 5 * time.Second}
		for s.ToMove() != board.Nobody {
			side := int(s.ToMove())
			d := engines[(white+side)%2]
			began := time.Now()
			text := d.bestmove("startpos moves "+strings.Join(moves, " "),
				"wtime "+ms(clock[0])+" btime "+ms(clock[1])+" winc 20 binc 20")
			clock[side] = max(clock[side]-time.Since(began)+20*time.Millisecond, 100*time.Millisecond)
			m, err := s.ParseMove(text)
			if err != nil {
				t.Fatalf("game %d, ply %d: %s played %q: %v\nmoves %s", game+1, len(moves)+1, d.name, text, err, strings.Join(moves, " "))
			}
			if err := s.Play(m); err != nil {
				t.Fatal(err)
			}
			moves = append(moves, text)
		}
		o := s.Outcome()
		ourSeat := board.Player((2 - white) % 2)
		result := "draw"
		switch {
		case o.Won(ourSeat):
			result, score = "rulebook won", score+1
		case o.Draw():
			score += 0.5
		default:
			result = "stockfish won"
		}
		t.Logf("game %d (rulebook %s): %s by %s after %d plies", game+1, map[board.Player]string{0: "White", 1: "Black"}[ourSeat], result, o.Code, len(moves))
	}
	t.Logf("rulebook scored %.1f of %d against Stockfish at skill level 0", score, games)
}

func ms(d time.Duration) string { return strconv.FormatInt(d.Milliseconds(), 10) }
