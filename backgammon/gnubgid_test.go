package backgammon

import (
	"errors"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// Position ID vectors of GNU Backgammon 1.07.001; the
// first is also the manual's example for the starting position
// (https://www.gnu.org/software/gnubg/manual/html_node/A-technical-description-of-the-Position-ID.html).
func TestPositionIDVectors(t *testing.T) {
	r := Backgammon()
	start := "24x2 13x5 8x3 6x5"
	tests := []struct {
		id                string
		onRoll, notOnRoll string
	}{
		{"4HPwATDgc/ABMA", start, start},
		{"4HPkASjgc/ABMA", start, "24 23 13x4 11 8x3 6x5"},
		{"4HPhQSDgc+QBKA", "24 23 13x4 11 8x3 6x5", "24 18 13x4 9 8x3 6x5"},
		{"/P8BAADgc/ABMA", start, "3x15"},
	}
	for _, tc := range tests {
		for _, on := range []Side{White, Black} {
			var b Board
			side(t, &r, &b, on, tc.onRoll)
			side(t, &r, &b, on.Other(), tc.notOnRoll)
			if got := PositionID(&b, on); got != tc.id {
				t.Errorf("PositionID(%v on roll) = %s, want %s", on, got, tc.id)
			}
			got, err := ParsePositionID(tc.id, on)
			if err != nil || got != b {
				t.Errorf("ParsePositionID(%s, %v) = %v, %v; want %v", tc.id, on, got, err, b)
			}
		}
	}
}

// Match ID vectors of GNU Backgammon 1.07.001, including the manual's
// QYkqASAAIAAA (9-point match, score 2-4, player 0 owns a 2-cube, player 1
// has rolled 5-2; https://www.gnu.org/software/gnubg/manual/html_node/A-technical-description-of-the-Match-ID.html),
// which predates bit 66 and decodes like QYkqASAAIAAE except for Jacoby.
func TestMatchIDVectors(t *testing.T) {
	tests := []struct {
		id  string
		m   MatchState
		out string // re-encoding when it differs (dice order, manual's old ID)
	}{
		{"cIkSAAAAAAAA", MatchState{Cube: 1, CubeOwner: -1, OnRoll: 1, Decider: 1, GameState: GamePlaying, Dice: [2]int{5, 4}, Jacoby: true}, ""},
		{"MAEPAAAAAAAA", MatchState{Cube: 1, CubeOwner: -1, OnRoll: 0, Decider: 0, GameState: GamePlaying, Dice: [2]int{6, 3}, Jacoby: true}, ""},
		{"cAkAAAAAAAAA", MatchState{Cube: 1, CubeOwner: -1, OnRoll: 1, Decider: 1, GameState: GamePlaying, Jacoby: true}, ""},
		{"cBEAAAAAAAAA", MatchState{Cube: 1, CubeOwner: -1, OnRoll: 1, Decider: 0, Doubled: true, GameState: GamePlaying, Jacoby: true}, ""},
		{"QYkqASAAIAAE", MatchState{Cube: 2, CubeOwner: 0, OnRoll: 1, Decider: 1, GameState: GamePlaying, Dice: [2]int{5, 2}, MatchLength: 9, Score: [2]int{2, 4}}, ""},
		{"QYkqASAAIAAA", MatchState{Cube: 2, CubeOwner: 0, OnRoll: 1, Decider: 1, GameState: GamePlaying, Dice: [2]int{5, 2}, MatchLength: 9, Score: [2]int{2, 4}, Jacoby: true}, ""},
		{"sAGgAEAAEAAE", MatchState{Cube: 1, CubeOwner: -1, OnRoll: 0, Decider: 0, Crawford: true, GameState: GamePlaying, MatchLength: 5, Score: [2]int{4, 2}}, ""},
		{"AgEAAAAAAAAE", MatchState{Cube: 4, CubeOwner: 0, GameState: GamePlaying}, ""},
		{"QokKAAAAAAAE", MatchState{Cube: 4, CubeOwner: 0, OnRoll: 1, Decider: 1, GameState: GamePlaying, Dice: [2]int{5, 2}}, ""},
		{"UQpgAHAACAAE", MatchState{Cube: 2, CubeOwner: 1, OnRoll: 1, Decider: 1, GameState: GameOver, MatchLength: 3, Score: [2]int{7, 1}}, ""},
	}
	for _, tc := range tests {
		m, err := ParseMatchID(tc.id)
		if err != nil {
			t.Errorf("ParseMatchID(%s): %v", tc.id, err)
			continue
		}
		if m != tc.m {
			t.Errorf("ParseMatchID(%s) = %+v, want %+v", tc.id, m, tc.m)
		}
		want := tc.id
		if tc.out != "" {
			want = tc.out
		}
		if got, err := m.MatchID(); got != want || err != nil {
			t.Errorf("MatchID(%+v) = %s, want %s", m, got, want)
		}
	}
	// dice written as 2-5 read as 5-2 and written back higher first
	m := MatchState{Cube: 4, CubeOwner: 0, OnRoll: 1, Decider: 1, GameState: GamePlaying, Dice: [2]int{2, 5}}
	if got, _ := m.MatchID(); got != "QokKAAAAAAAE" {
		t.Errorf("dice 2-5: %s, want QokKAAAAAAAE", got)
	}
}

// TestStatePositions checks the states read from GNU IDs: who is to move,
// what is legal, and that Position writes the same IDs back.
func TestStatePositions(t *testing.T) {
	tests := []struct {
		pos   string
		to    board.Player
		legal string // first legal moves, joined
	}{
		{"4HPwATDgc/ABMA:cIkSAAAAAAAA", 1, "24/15 24/20 13/8"},        // Black plays 5-4 at the start (money, Jacoby flag read)
		{"4HPwATDgc/ABMA:cAkAAAAAAAAA", 1, "roll double"},             // Black decides
		{"4HPwATDgc/ABMA:cBEAAAAAAAAA", 0, "take drop"},               // White answers Black's double
		{"4HPwATDgc/ABMA:sAGgAEAAEAAE", board.Chance, "6-6 6-5 6-4"},  // Crawford: no doubling
		{"4HPwATDgc/ABMA:AgEAAAAAAAAE", 0, "roll double"},             // White owns the 4-cube
		{"4HPwATDgc/ABMA:cAkAAAAAAAAA:roll", board.Chance, "6-6 6-5"}, // decided to roll
	}
	for _, tc := range tests {
		s, err := BackgammonGame.ParseState(tc.pos)
		if err != nil {
			t.Errorf("Parse(%s): %v", tc.pos, err)
			continue
		}
		if got := s.Position(); got != tc.pos {
			t.Errorf("Parse(%s).Position() = %s", tc.pos, got)
		}
		if got := s.ToMove(); got != tc.to {
			t.Errorf("%s: ToMove %v, want %v", tc.pos, got, tc.to)
		}
		var names []string
		for _, m := range s.Legal() {
			names = append(names, m.String())
		}
		if got := strings.Join(names, " "); !strings.HasPrefix(got, tc.legal) {
			t.Errorf("%s: Legal %q, want it to start %q", tc.pos, got, tc.legal)
		}
	}
}

// TestBarePositionID: a bare Position ID is White on roll, the dice due.
func TestBarePositionID(t *testing.T) {
	s, err := BackgammonGame.ParseState("4HPwATDgc/ABMA")
	if err != nil {
		t.Fatal(err)
	}
	if s.ToMove() != board.Chance || s.OnRoll() != White {
		t.Fatalf("bare ID: ToMove %v, on roll %v", s.ToMove(), s.OnRoll())
	}
	if err := playText(s, "3-1"); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Legal()); n != 16 {
		t.Errorf("3-1 from the start: %d plays, want 16", n)
	}
	m, err := s.ParseMove("6/5 8/5")
	if err != nil || m.String() != "8/5 6/5" {
		t.Errorf("ParseMove(6/5 8/5) = %v, %v; want 8/5 6/5", m, err)
	}
}

func TestBadIDs(t *testing.T) {
	bad := []string{"", "4HPwATDgc/ABM", "4HPwATDgc/ABM!", "////////////////", "4HPwATDgc/ABMA:", "4HPwATDgc/ABMA:cIkSAAAAAAA",
		"4HPwATDgc/ABMA:cIkSAAAAAAAA:x", "4HPwATDgc/ABMA:////////////", "4HPwATDgc/ABMB"}
	for _, id := range bad {
		if _, err := BackgammonGame.Parse(id); !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Parse(%q): %v, want ErrBadNotation", id, err)
		}
	}
}
