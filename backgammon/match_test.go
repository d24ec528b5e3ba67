package backgammon

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// readOK parses a GNU Backgammon ID of standard backgammon.
func readOK(t *testing.T, id string) *State {
	t.Helper()
	s, err := BackgammonGame.ParseState(id)
	if err != nil {
		t.Fatalf("Parse(%s): %v", id, err)
	}
	return s
}

// TestWonMatchRefused (issue 10 item 10): a match score at or past the
// length is refused while the game state says a game is about to start or
// going on (5-0 in a 5-point match, 7-6 in a 3-point match); a finished
// match is over and has no legal moves.
func TestWonMatchRefused(t *testing.T) {
	for _, id := range []string{"4HPwATDgc/ABMA:MACgAFAAAAAE", "4HPwATDgc/ABMA:MABgAHAAMAAE", "4HPwATDgc/ABMA:MABgAHAAMAAE:roll"} {
		if _, err := BackgammonGame.Parse(id); !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Parse(%s) = %v, want bad notation", id, err)
		}
	}
	// a 3-point match White won 7-1 by checker play (a backgammon on a
	// 2-cube), the Match ID as GNU Backgammon wrote it
	b := startBoard(&BackgammonGame.rules)
	b.Pts[White] = [len(b.Pts[White])]int8{Off: 15}
	s := readOK(t, PositionID(&b, Black)+":UQpgAHAACAAE")
	if !s.Outcome().Over || len(s.Legal()) != 0 {
		t.Fatalf("finished match: outcome %+v, %d legal moves", s.Outcome(), len(s.Legal()))
	}
	if err := s.Play(rollMoves[6][5]); !errors.Is(err, board.ErrGameOver) {
		t.Fatalf("Play after the match: %v", err)
	}
}

// TestFinishedGameMidMatch (issue 10 item 12): GNU Backgammon writes the
// ID of a finished game until the next one starts (game states 2, 3, 4
// with the score below the length). They are read as the next game, its
// opening throw due; the score counts the finished game (as in the ID) and
// the Crawford flag is the next game's. The IDs and the plays after them
// are GNU Backgammon 1.07's ("set automatic game off", then "new game").
func TestFinishedGameMidMatch(t *testing.T) {
	tests := []struct {
		name, id, opening, next string
		crawford                bool
	}{
		// 7-point match: White resigned a gammon at 0-0; gnubg's next game
		// began with White 3, Black 2
		{"resigned", "4HPwATDgc/ABMA:MEvzAAAAEAAE", "3-2", "4HPwATDgc/ABMA:MIHpAAAAEAAE", false},
		// 7-point match: White bore off his last checker (set board
		// 4HPwATACAAAAAA, set dice 2 1, move 2/off) and won a backgammon,
		// 3-0; White 6, Black 1
		{"by checker play", "AAAAwOfgA2AAAA:cArgADAAAAAE", "6-1", "4HPwATDgc/ABMA:MAHnADAAAAAE", false},
		// 7-point match: White dropped Black's double at 0-0; White 5, Black 2
		{"dropped", "4HPwATDgc/ABMA:cATgAAAACAAE", "5-2", "4HPwATDgc/ABMA:MIHqAAAACAAE", false},
		// the ID: Black won 6 points (a backgammon resigned on a
		// 2-cube) and is a point away, so the next game is the Crawford game
		{"resigned into the Crawford game", "0A08YBbg2+BhAA:gWvgAAAAMAAE", "", "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := readOK(t, tc.id)
			if s.Outcome().Over || s.ToMove() != board.Chance || len(s.Legal()) != 30 || s.crawford != tc.crawford {
				t.Fatalf("want the next game's opening throw: over %v, to move %v, %d moves, Crawford %v",
					s.Outcome().Over, s.ToMove(), len(s.Legal()), s.crawford)
			}
			if _, err := BackgammonGame.Parse(s.Position()); err != nil {
				t.Fatalf("Position() %s does not read back: %v", s.Position(), err)
			}
			if tc.opening == "" {
				return
			}
			replay(t, s, tc.opening)
			if got := s.Position(); got != tc.next {
				t.Fatalf("after the opening %s: %s, want GNU Backgammon's %s", tc.opening, got, tc.next)
			}
		})
	}
}

// TestCrawfordClearedAtMatchEnd (issue 10 item 13): accepting a backgammon
// resignation in the Crawford game of a 3-point match (1-2) ends the match
// 4-2; GNU Backgammon writes the Crawford bit cleared.
func TestCrawfordClearedAtMatchEnd(t *testing.T) {
	s := readOK(t, "HTcPMADtbIIRBA:8GFgABAAEAAE")
	replay(t, s, "accept")
	if got, want := s.Position(), "HTcPMADtbIIRBA:cGNgAEAAEAAE"; got != want {
		t.Fatalf("after accept: %s, want %s", got, want)
	}
	if got := readOK(t, "HTcPMADtbIIRBA:8GNgAEAAEAAE").Position(); got != "HTcPMADtbIIRBA:cGNgAEAAEAAE" {
		t.Fatalf("the old ID reads as %s", got)
	}
}

// TestImpossibleCrawford (issue 10 item 14): a Crawford flag at a score
// where nobody is a point away (0-0 in a 5-point match) is cleared, as
// GNU Backgammon does, so White may double.
func TestImpossibleCrawford(t *testing.T) {
	s := readOK(t, "4HPwATDgc/ABMA:sAGgAAAAAAAE")
	if got := moveNames(s); !slices.Contains(got, "double") {
		t.Fatalf("moves %v, want roll and double", got)
	}
	if got, want := s.Position(), "4HPwATDgc/ABMA:MAGgAAAAAAAE"; got != want {
		t.Fatalf("Position() = %s, want %s", got, want)
	}
	// the text form refuses it outright
	r := GulBara()
	r.Cube, r.CubeLimit, r.MatchLength = true, 64, 5
	g, err := NewGame(board.Names{ID: "backgammon/gul-bara-match", Name: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Parse("W:24x15 B:24x15 opening turns:0,0 cube:1:C crawford"); !errors.Is(err, board.ErrBadNotation) {
		t.Fatalf("Crawford at 0-0 in the text form: %v", err)
	}
	if _, err := g.Parse("W:24x15 B:24x15 opening turns:0,0 cube:1:C score:4,2 crawford"); err != nil {
		t.Fatalf("Crawford at 4-2: %v", err)
	}
}

// TestBarLockedRefused (issue 10 item 11): 27YBA0DbtgEDQA has both sides
// on the bar against closed home boards, so every roll is "pass" for ever;
// GNU Backgammon refuses it as illegal, and so does every reader here. The
// same position with one bar empty is a position like any other.
func TestBarLockedRefused(t *testing.T) {
	const id = "27YBA0DbtgEDQA"
	for _, on := range []Side{White, Black} {
		if _, err := ParsePositionID(id, on); err == nil {
			t.Errorf("ParsePositionID(%s, %v) accepted", id, on)
		}
	}
	for _, pos := range []string{id, id + ":cAkAAAAAAAAA"} {
		if _, err := BackgammonGame.Parse(pos); !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Parse(%s): %v", pos, err)
		}
	}
	b, _ := ParsePositionID("4HPwATDgc/ABMA", White)
	for s := range 2 {
		b.Pts[s] = [len(b.Pts[s])]int8{1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, Bar: 3}
	}
	if _, err := BackgammonGame.Parse(PositionID(&b, White)); err == nil {
		t.Fatalf("locked bars %s accepted", PositionID(&b, White))
	}
	b.Pts[Black][Off], b.Pts[Black][Bar] = 3, 0
	if _, err := BackgammonGame.Parse(PositionID(&b, White)); err != nil {
		t.Fatalf("one bar empty: %v", err)
	}
	// the text form of Taiga-Puff (entering on the opponent's home board) too
	if _, err := TaigaPuffGame.Parse("W:bar,6x2,5x2,4x2,3x2,2x2,1x2,inx2 B:bar,6x2,5x2,4x2,3x2,2x2,1x2,inx2 roll:W"); !errors.Is(err, board.ErrBadNotation) {
		t.Fatalf("Taiga-Puff locked bars: %v", err)
	}
}

// TestCubeLimit (issue 10 item 15): in money play the cube stops at 4096,
// GNU Backgammon's highest (it cannot load an ID with cube 8192); CubeLimit
// stays an option and must be a power of two; MatchID refuses fields it
// cannot hold instead of writing them wrapped.
func TestCubeLimit(t *testing.T) {
	s := readOK(t, "4HPwATDgc/ABMA:DAEAAAAAAAAE") // White owns the 4096 cube
	if s.ToMove() != board.Chance {
		t.Fatalf("White may double past 4096: %v", moveNames(s))
	}
	if _, err := s.ParseMove("double"); !errors.Is(err, board.ErrIllegalMove) {
		t.Fatalf("double at 4096: %v", err)
	}
	if _, err := BackgammonGame.Parse("4HPwATDgc/ABMA:DQEAAAAAAAAE"); !errors.Is(err, board.ErrBadNotation) {
		t.Fatalf("cube 8192 read: %v", err)
	}
	r := Backgammon()
	r.CubeLimit = 32768
	g, err := NewGame(board.Names{ID: "backgammon/high-cube", Name: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s, err = g.ParseState("4HPwATDgc/ABMA:DAEAAAAAAAAE")
	if err != nil {
		t.Fatal(err)
	}
	replay(t, s, "double", "take")
	if v, _ := s.Cube(); v != 8192 {
		t.Fatalf("cube %d after double, take with CubeLimit 32768", v)
	}
	for _, limit := range []int{3, 1, 6, 65536} {
		r.CubeLimit = limit
		if _, err := NewGame(board.Names{ID: "backgammon/bad-cube", Name: "t"}, r); err == nil {
			t.Errorf("CubeLimit %d accepted", limit)
		}
	}
	for _, m := range []MatchState{
		{Cube: 3, CubeOwner: -1, GameState: GamePlaying},
		{Cube: 1, CubeOwner: -1, GameState: GamePlaying, MatchLength: 40001, Score: [2]int{40000, 0}},
		{Cube: 65536, CubeOwner: -1},
		{Cube: 1, CubeOwner: 2},
		{Cube: 1, CubeOwner: -1, Dice: [2]int{7, 1}},
		{Cube: 1, CubeOwner: -1, Dice: [2]int{3, 0}},
		{Cube: 1, CubeOwner: -1, Resigned: 4},
		{Cube: 1, CubeOwner: -1, GameState: 5},
	} {
		if id, err := m.MatchID(); err == nil {
			t.Errorf("MatchID(%+v) = %s, want an error", m, id)
		}
	}
}
