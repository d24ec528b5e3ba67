package backgammon

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// endgame returns a state of rules r where White, on roll with the cube
// decision or the dice due, bears off its last checker (on its 1-point)
// with any roll; Black stands as given.
func endgame(t *testing.T, r Rules, black string) *State {
	t.Helper()
	g, err := NewGame(board.Names{ID: "backgammon/test", Name: "t", CzechName: "t", Summary: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s := g.NewState()
	s.b = position(t, &s.r, "1", black)
	s.startTurn(White)
	return s
}

func replay(t *testing.T, s *State, moves ...string) {
	t.Helper()
	if err := board.Replay(s, moves...); err != nil {
		t.Fatalf("%v: %v", moves, err)
	}
}

// TestResults: single, gammon and backgammon, the cube value and
// the Jacoby rule.
func TestResults(t *testing.T) {
	jacoby := Backgammon()
	jacoby.Jacoby = true
	tests := []struct {
		name  string
		r     Rules
		black string
		moves []string
		value int
	}{
		{"single", Backgammon(), "18x14", []string{"roll", "2-1", "1/off"}, 1},
		{"gammon", Backgammon(), "18x15", []string{"roll", "2-1", "1/off"}, 2},
		{"backgammon, winner's home", Backgammon(), "19x15", []string{"roll", "2-1", "1/off"}, 3},
		{"backgammon, bar", Backgammon(), "18x14 bar1", []string{"roll", "2-1", "1/off"}, 3},
		{"gammon at cube 2", Backgammon(), "18x15", []string{"double", "take", "2-1", "1/off"}, 4},
		{"dropped double", Backgammon(), "18x15", []string{"double", "drop"}, 1},
		{"Jacoby, centred cube", jacoby, "19x15", []string{"roll", "2-1", "1/off"}, 1},
		{"Jacoby, cube turned", jacoby, "19x15", []string{"double", "take", "2-1", "1/off"}, 6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := endgame(t, tc.r, tc.black)
			replay(t, s, tc.moves...)
			o := s.Outcome()
			if !o.Over || !slices.Equal(o.Winners, []board.Player{0}) || !slices.Equal(o.Points, []int{tc.value, 0}) {
				t.Errorf("outcome %+v, want White winning %d", o, tc.value)
			}
			if got := s.Returns(); got[0] != float64(tc.value) || got[1] != -float64(tc.value) {
				t.Errorf("returns %v", got)
			}
			// the finished state's IDs read back to the same outcome
			p, err := s.g.ParseState(s.Position())
			if err != nil || !sameOutcomeT(p.Outcome(), o) || p.Position() != s.Position() {
				t.Errorf("finished position %s reads back as %+v, %v", s.Position(), p, err)
			}
		})
	}
}

func sameOutcomeT(a, b board.Outcome) bool {
	return a.Over == b.Over && a.Reason == b.Reason && slices.Equal(a.Winners, b.Winners) && slices.Equal(a.Points, b.Points)
}

// cubeDecision lists the moves of a player who may double before rolling:
// roll, double, or offer to resign at one of the three levels.
var cubeDecision = []string{"roll", "double"}

// TestCubeOwnership: only the owner may redouble; after a take the taker
// owns the cube at twice the value; the doubler then rolls at once.
func TestCubeOwnership(t *testing.T) {
	s := BackgammonGame.NewState()
	replay(t, s, "3-1", "8/5 6/5") // White opens, Black to decide
	if got := moveNames(s); !slices.Equal(got, cubeDecision) {
		t.Fatalf("Black at the start of the turn: %v", got)
	}
	replay(t, s, "double")
	if s.ToMove() != 0 || !slices.Equal(moveNames(s), []string{"take", "drop"}) {
		t.Fatalf("after Black's double: to move %v, %v", s.ToMove(), moveNames(s))
	}
	replay(t, s, "take")
	if v, o := s.Cube(); v != 2 || o != 0 || s.ToMove() != board.Chance {
		t.Fatalf("after take: cube %d owner %d, to move %v", v, o, s.ToMove())
	}
	replay(t, s, "2-1", "13/11 6/5")
	if s.ToMove() != 0 || !slices.Equal(moveNames(s), cubeDecision) {
		t.Fatalf("White owns the cube: %v", moveNames(s))
	}
	replay(t, s, "roll", "6-5", "24/13")
	if s.ToMove() != board.Chance {
		t.Fatalf("Black may not redouble a cube White owns: to move %v", s.ToMove())
	}
}

// TestBeaver: the taker redoubles at once keeping the cube; the
// doubler may then take the beaver or drop it.
func TestBeaver(t *testing.T) {
	r := Backgammon()
	r.Beavers = true
	s := endgame(t, r, "18x15")
	replay(t, s, "double", "beaver")
	if v, o := s.Cube(); v != 2 || o != 1 || s.ToMove() != 0 {
		t.Fatalf("after beaver: cube %d owner %d to move %v", v, o, s.ToMove())
	}
	p, err := s.g.ParseState(s.Position())
	if err != nil || !slices.Equal(moveNames(p), moveNames(s)) {
		t.Fatalf("beaver position %s: %v, %v", s.Position(), err, moveNames(p))
	}
	replay(t, s, "take")
	if v, o := s.Cube(); v != 4 || o != 1 {
		t.Fatalf("after beaver taken: cube %d owner %d", v, o)
	}
}

func moveNames(s *State) []string {
	var out []string
	for _, m := range s.Legal() {
		out = append(out, m.String())
	}
	return out
}

// TestCrawford: in a 3-point match the game after a player first reaches 2
// is played without the cube; the game after it uses the cube again; the
// match ends when a score reaches 3.
func TestCrawford(t *testing.T) {
	r := Backgammon()
	r.MatchLength = 3
	s := endgame(t, r, "18x14")
	s.score = [2]int{1, 0}
	replay(t, s, "roll", "2-1", "1/off") // White 2-0: next game is the Crawford game
	if !s.crawford || s.ph != phOpening || s.score != [2]int{2, 0} {
		t.Fatalf("after the first game: crawford %v phase %v score %v", s.crawford, s.ph, s.score)
	}
	replay(t, s, "3-1", "8/5 6/5")
	if s.ToMove() != board.Chance {
		t.Fatalf("Black may not double in the Crawford game: %v", moveNames(s))
	}
	m := s.MatchState()
	if id, err := m.MatchID(); !m.Crawford || err != nil || id == "" {
		t.Fatalf("Crawford flag not in the Match ID: %+v", m)
	}
	// Black wins the Crawford game: 2-1, post-Crawford, cube in use
	s.b = position(t, &s.r, "18x14", "1")
	s.startTurn(Black)
	replay(t, s, "2-1", "1/off")
	if s.crawford || s.score != [2]int{2, 1} || s.ph != phOpening {
		t.Fatalf("after the Crawford game: crawford %v score %v", s.crawford, s.score)
	}
	replay(t, s, "3-1", "8/5 6/5")
	if !slices.Equal(moveNames(s), cubeDecision) {
		t.Fatalf("post-Crawford: Black may double: %v", moveNames(s))
	}
	// White wins a gammon: 4-1, the match is over, scores uncapped; at 2
	// of 3 the cube is dead for White, so his dice are due at once
	s.b = position(t, &s.r, "1", "18x15")
	s.startTurn(White)
	s.invalidate()
	replay(t, s, "2-1", "1/off")
	o := s.Outcome()
	if !o.Over || !slices.Equal(o.Points, []int{4, 1}) || !slices.Equal(o.Winners, []board.Player{0}) {
		t.Fatalf("match end: %+v", o)
	}
}

// TestAutoDoubles: an opening tie doubles the centred cube (money play).
func TestAutoDoubles(t *testing.T) {
	r := Backgammon()
	r.AutoDoubles = 1
	g, _ := NewGame(board.Names{ID: "backgammon/auto", Name: "t", CzechName: "t", Summary: "t"}, r)
	s := g.NewState()
	if n := len(s.Legal()); n != 36 {
		t.Fatalf("opening with an automatic double available: %d outcomes, want 36", n)
	}
	replay(t, s, "4-4")
	if v, o := s.Cube(); v != 2 || o != -1 || len(s.Legal()) != 30 {
		t.Fatalf("after a tie: cube %d owner %d, %d outcomes", v, o, len(s.Legal()))
	}
	if err := playText(s, "4-4"); err == nil {
		t.Fatal("a second tie doubled the cube beyond AutoDoubles")
	}
}
