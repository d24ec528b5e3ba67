package backgammon

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// TestResignGNUIDs reads resignations written by GNU Backgammon 1.07.001
// (gnubg -t -p, commands "resign gammon|backgammon|single", "accept",
// "reject", printing gnubg.positionid() and gnubg.matchid()): a pending
// offer is answered by the opponent; an accepted one ends the game for
// level × cube, the Jacoby rule not reducing it (gnubg scored an accepted
// backgammon offer 3 points with Jacoby on and the cube centred); the
// finished game keeps the resigner on roll, the winner to act and the dice.
func TestResignGNUIDs(t *testing.T) {
	tests := []struct {
		name, id, answer string
		over             bool
		winner           board.Player
		points           []int
		legal            int // number of legal moves after a rejection
	}{
		{"money Jacoby gammon offer, accepted", "4HPwATDgc/ABMA:cMESAAAAAAAA", "accept", true, 0, []int{2, 0}, 0},
		{"money Jacoby backgammon offer, accepted", "4HPwATDgc/ABMA:cOESAAAAAAAA", "accept", true, 0, []int{3, 0}, 0},
		// rejected: Black plays the 5-4 he had rolled (9 plays)
		{"money gammon offer, rejected", "4HPwATDgc/ABMA:cMESAAAAAAAA", "reject", false, 1, nil, 9},
		{"3-point match single offer, accepted", "4HPwATDgc/ABMA:cCFvAAAAAAAE", "accept", false, board.Chance, nil, 30},
		{"3-point match single offer, rejected", "4HPwATDgc/ABMA:cCFvAAAAAAAE", "reject", false, 1, nil, 14},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := BackgammonGame.ParseState(tc.id)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Position(); got != tc.id {
				t.Fatalf("Position() = %s, want %s", got, tc.id)
			}
			if got := moveNames(s); !slices.Equal(got, []string{"accept", "reject"}) || s.ToMove() != 0 {
				t.Fatalf("White to answer: to move %v, %v", s.ToMove(), got)
			}
			replay(t, s, tc.answer)
			o := s.Outcome()
			if o.Over != tc.over {
				t.Fatalf("over %v, want %v (%s)", o.Over, tc.over, s.Position())
			}
			if tc.over {
				if !slices.Equal(o.Winners, []board.Player{tc.winner}) || !slices.Equal(o.Points, tc.points) {
					t.Fatalf("outcome %+v, want winner %v points %v", o, tc.winner, tc.points)
				}
				return
			}
			if s.ToMove() != tc.winner || len(s.Legal()) != tc.legal {
				t.Fatalf("to move %v with %d moves, want %v with %d", s.ToMove(), len(s.Legal()), tc.winner, tc.legal)
			}
		})
	}
}

// TestResignedGameID: GNU Backgammon's ID of a 1-point match that Black
// won when White's gammon offer (made with 5-4 rolled) was accepted.
func TestResignedGameID(t *testing.T) {
	const id = "4HPwATDgc/ABMA:MMsyAAAAEAAE"
	s, err := BackgammonGame.ParseState(id)
	if err != nil {
		t.Fatal(err)
	}
	o := s.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []board.Player{1}) || !slices.Equal(o.Points, []int{0, 2}) || o.Reason != "resigned: gammon" {
		t.Fatalf("outcome %+v", o)
	}
	if got := s.Position(); got != id {
		t.Fatalf("Position() = %s, want %s", got, id)
	}
}

// TestResignFlow plays resignations through the generic API: offered in
// the decision before the roll, answered by the opponent; a rejection
// returns to the resigner's decision (he may still double, as in GNU
// Backgammon); an acceptance scores level × cube.
func TestResignFlow(t *testing.T) {
	s := BackgammonGame.NewState()
	replay(t, s, "3-1", "8/5 6/5", "resign gammon")
	if s.ToMove() != 0 || !slices.Equal(moveNames(s), []string{"accept", "reject"}) {
		t.Fatalf("after Black's offer: to move %v, %v", s.ToMove(), moveNames(s))
	}
	m := s.MatchState()
	if m.Resigned != 2 || m.OnRoll != Black || m.Decider != White || m.GameState != GamePlaying {
		t.Fatalf("Match ID fields %+v", m)
	}
	replay(t, s, "reject")
	if s.ToMove() != 1 || s.Position() != "sGfwATDgc/ABMA:cAkAAAAAAAAE:declined-gammon" || !slices.Equal(moveNames(s), cubeDecision) {
		t.Fatalf("after the rejection: to move %v, %s, %v", s.ToMove(), s.Position(), moveNames(s))
	}
	// Black rolls; White doubles, Black takes and owns the cube at 2; at
	// his next turn Black offers a backgammon, which White accepts: 3 × 2 = 6.
	replay(t, s, "roll", "2-1", "13/11 6/5", "double", "take", "6-5", "24/13", "resign backgammon", "accept")
	o := s.Outcome()
	if !o.Over || !slices.Equal(o.Winners, []board.Player{0}) || !slices.Equal(o.Points, []int{6, 0}) || o.Reason != "resigned: backgammon" {
		t.Fatalf("outcome %+v (%s)", o, s.Position())
	}
	again, err := BackgammonGame.ParseState(s.Position())
	if err != nil || again.Position() != s.Position() || !sameOutcomeT(again.Outcome(), o) {
		t.Fatalf("round trip of %s: %v", s.Position(), err)
	}

	// In a match that goes on, the accepted offer scores and the next
	// game starts with its opening throw.
	match := Backgammon()
	match.MatchLength = 3
	g, err := NewGame(board.Names{ID: "backgammon/test-match", Name: "match"}, match)
	if err != nil {
		t.Fatal(err)
	}
	// GNU Backgammon 1.07.001 ("new match 3", "set turn gnubg", "set dice
	// 3 1", "move 8/5 6/5", "resign gammon", "reject") writes
	// sGfwATDgc/ABMA:cEFgAAAAAAAE for the offer and sGfwATDgc/ABMA:cAlgAAAAAAAE
	// after the rejection (here with ":declined-gammon", which the Match ID
	// cannot record).
	s = g.NewState()
	for _, step := range []struct{ move, id string }{
		{"3-1", "4HPwATDgc/ABMA:MIFlAAAAAAAE"},
		{"8/5 6/5", "sGfwATDgc/ABMA:cAlgAAAAAAAE"},
		{"resign gammon", "sGfwATDgc/ABMA:cEFgAAAAAAAE"},
		{"reject", "sGfwATDgc/ABMA:cAlgAAAAAAAE:declined-gammon"},
	} {
		replay(t, s, step.move)
		if got := s.Position(); got != step.id {
			t.Fatalf("after %s: %s, want %s", step.move, got, step.id)
		}
	}
	s = g.NewState()
	replay(t, s, "3-1", "8/5 6/5", "resign single", "accept")
	if s.Score() != [2]int{1, 0} || s.ph != phOpening {
		t.Fatalf("score %v, phase %v", s.Score(), s.ph)
	}
}

// TestResignRefusals: resignation words where they do not belong, and
// Match IDs that cannot hold a resignation, are refused with a reason.
func TestResignRefusals(t *testing.T) {
	s := BackgammonGame.NewState()
	replay(t, s, "3-1", "8/5 6/5")
	for _, tc := range []struct {
		move string
		want error
	}{
		{"resign", board.ErrBadNotation},
		{"resign double", board.ErrBadNotation},
		{"accept", board.ErrIllegalMove},
		{"reject", board.ErrIllegalMove},
	} {
		if _, err := s.ParseMove(tc.move); !errors.Is(err, tc.want) {
			t.Errorf("%q at the cube decision: %v, want %v", tc.move, err, tc.want)
		}
	}
	replay(t, s, "resign gammon")
	for _, text := range []string{"resign single", "resign backgammon", "double", "roll"} {
		if _, err := s.ParseMove(text); !errors.Is(err, board.ErrIllegalMove) || !strings.Contains(err.Error(), "not allowed now") {
			t.Errorf("%q while an offer is pending: %v", text, err)
		}
	}

	bad := []MatchState{
		// the doubler offering while his own double is pending
		{Cube: 1, CubeOwner: -1, OnRoll: Black, Decider: White, GameState: GamePlaying, Doubled: true, Resigned: 1},
		// the resigner himself to answer
		{Cube: 1, CubeOwner: -1, OnRoll: Black, Decider: Black, GameState: GamePlaying, Resigned: 2},
		// a resigned game with no level
		{Cube: 1, CubeOwner: -1, OnRoll: Black, Decider: White, GameState: GameResigned},
		// an offer in a game not started
		{Cube: 1, CubeOwner: -1, OnRoll: White, Decider: White, GameState: GameNone, Resigned: 1},
	}
	for _, m := range bad {
		mid, err := m.MatchID()
		if err != nil {
			t.Fatal(err)
		}
		id := "4HPwATDgc/ABMA:" + mid
		if _, err := BackgammonGame.Parse(id); err == nil {
			t.Errorf("%s (%+v) accepted", id, m)
		}
	}
}

// TestResignWhereGNUAllows (issue 10 items 12 and 16): GNU Backgammon 1.07
// lets the player whose decision it is offer to resign at every decision
// of a game going on (play.c, CommandResign), and after a rejection only
// at a higher level until the next move (CommandDecline keeps the level,
// ApplyMoveRecord forgets it); the resigner goes back to his decision and
// may still double.
func TestResignWhereGNUAllows(t *testing.T) {
	resigns := func(t *testing.T, s *State, want ...string) {
		t.Helper()
		var got []string
		for _, m := range s.Declarations() {
			got = append(got, m.String())
		}
		if !slices.Equal(got, want) {
			t.Fatalf("offers %v, want %v (%s)", got, want, s.Position())
		}
	}
	all := []string{"resign single", "resign gammon", "resign backgammon"}
	t.Run("after the roll", func(t *testing.T) {
		s := readOK(t, "4HPwATDgc/ABMA:cIkSAAAAAAAA") // Black to play 5-4
		resigns(t, s, all...)
		replay(t, s, "resign single")
		// GNU Backgammon 1.07 ("set matchid cIkSAAAAAAAA", "resign single")
		if id := s.Position(); id != "4HPwATDgc/ABMA:cKESAAAAAAAA" {
			t.Fatalf("offer after the roll: %s", id)
		}
		replay(t, s, "reject")
		if s.ph != phPlay || s.ToMove() != 1 {
			t.Fatalf("after the rejection Black plays his 5-4: %s", s.Position())
		}
		resigns(t, s, "resign gammon", "resign backgammon")
		replay(t, s, "24/15")
		if s.ToMove() != 0 {
			t.Fatalf("White's cube decision is due: %s", s.Position())
		}
		resigns(t, s, all...) // White's decision, and Black's rejected offer is forgotten
	})
	t.Run("opponent owns the cube", func(t *testing.T) {
		s := readOK(t, "4HPwATDgc/ABMA:QQkAAAAAAAAE") // Black on roll, White owns the 2-cube
		if s.ToMove() != board.Chance {
			t.Fatalf("Black may not double: %v", moveNames(s))
		}
		resigns(t, s, all...)
		replay(t, s, "resign gammon", "accept")
		if o := s.Outcome(); !o.Over || !slices.Equal(o.Points, []int{4, 0}) {
			t.Fatalf("accepted gammon on a 2-cube: %+v", o)
		}
	})
	t.Run("Crawford game", func(t *testing.T) {
		s := readOK(t, "4HPwATDgc/ABMA:sAGgAEAAEAAE")
		resigns(t, s, all...)
	})
	t.Run("answering a double", func(t *testing.T) {
		// gnubg 1.07: White doubled, Black ("root") resigned a gammon
		// instead of answering; then Black accepted... the IDs of the issue:
		// the offer with the double pending, and the game it ended
		s := readOK(t, "4HPhASjgc/ABMA:cFkAAFAAAAAA")
		if s.ToMove() != 1 || !slices.Equal(moveNames(s), []string{"accept", "reject"}) {
			t.Fatalf("Black answers White's offer: %v %v", s.ToMove(), moveNames(s))
		}
		end := s.Copy()
		replay(t, end, "accept")
		if got, want := end.Position(), "4HPhASjgc/ABMA:cFsAAFAAEAAA"; got != want {
			t.Fatalf("accepted: %s, want GNU Backgammon's %s", got, want)
		}
		if o := end.Outcome(); !o.Over || !slices.Equal(o.Points, []int{0, 2}) {
			t.Fatalf("a gammon at cube 1 (the double not taken): %+v", o)
		}
		if _, err := BackgammonGame.Parse("4HPhASjgc/ABMA:cFsAAFAAEAAA"); err != nil {
			t.Fatal(err)
		}
		replay(t, s, "reject")
		if s.ToMove() != 0 || !slices.Equal(moveNames(s), []string{"take", "drop"}) {
			t.Fatalf("after the rejection White answers the double: %v %v", s.ToMove(), moveNames(s))
		}
		resigns(t, s, "resign backgammon")
	})
	t.Run("rejected, then double", func(t *testing.T) {
		s := BackgammonGame.NewState()
		replay(t, s, "3-1", "8/5 6/5", "resign single", "reject", "resign gammon", "reject")
		resigns(t, s, "resign backgammon")
		replay(t, s, "double")
		if s.ToMove() != 0 {
			t.Fatalf("Black doubles after two rejected offers: %s", s.Position())
		}
		resigns(t, s, all...) // a new move: White may offer any level
	})
	t.Run("refusals say why", func(t *testing.T) {
		s := BackgammonGame.NewState()
		for _, text := range []string{"resign single", "double", "take"} {
			_, err := s.ParseMove(text)
			if !errors.Is(err, board.ErrIllegalMove) || !strings.Contains(err.Error(), "not allowed now") {
				t.Errorf("%q at the opening throw: %v", text, err)
			}
		}
		if _, err := TaigaPuffGame.NewState().ParseMove("resign single"); !errors.Is(err, board.ErrIllegalMove) {
			t.Errorf("Taiga-Puff has no resignations: %v", err)
		}
	})
}

// TestDeadCube (issue 10 item 16): in a match, a player who wins the match
// by winning this game at the cube's value may not double (GNU Backgammon's
// CommandDouble: "The cube is dead"); DeadCubeDoubles allows it.
func TestDeadCube(t *testing.T) {
	// 5-point match, White 3-0 owns the 2-cube: 2 ≥ 5 − 3
	m := MatchState{Cube: 2, CubeOwner: 0, OnRoll: White, Decider: White, GameState: GamePlaying, MatchLength: 5, Score: [2]int{3, 0}}
	mid, err := m.MatchID()
	if err != nil {
		t.Fatal(err)
	}
	id := "4HPwATDgc/ABMA:" + mid
	s := readOK(t, id)
	if s.ToMove() != board.Chance {
		t.Fatalf("White doubles a dead cube: %v", moveNames(s))
	}
	if _, err := s.ParseMove("double"); err == nil || !strings.Contains(err.Error(), "dead") {
		t.Fatalf("double of a dead cube: %v", err)
	}
	r := Backgammon()
	r.DeadCubeDoubles = true
	g, err := NewGame(board.Names{ID: "backgammon/dead-cube", Name: "t"}, r)
	if err != nil {
		t.Fatal(err)
	}
	s, err = g.ParseState(id)
	if err != nil || !slices.Equal(moveNames(s), cubeDecision) {
		t.Fatalf("DeadCubeDoubles: %v %v", err, moveNames(s))
	}
}
