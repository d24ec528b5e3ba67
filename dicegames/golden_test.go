package dicegames

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// TestWorkedExamples plays short games worked out by hand from the rules
// of doc.go (each case is named by its entry).
func TestWorkedExamples(t *testing.T) {
	for _, c := range []worked{
		{"63-pig-bank-and-bust", HnaniPrasatek, 2, []string{"4", "roll", "6", "stop", "5", "roll", "1"},
			func(p *Position) bool { return p.Score[0] == 10 && p.Score[1] == 0 && p.Turn == 0 },
			"seat 0 banks 4+6 = 10; seat 1's 5 is lost to the 1"},
		{"3-three-busts", DivokaTrojka, 2, []string{"6", "roll", "3"},
			func(p *Position) bool { return p.Score[0] == 0 && p.Turn == 1 },
			"a 3 loses the turn total of 6"},
		{"70-macao-nine-takes-the-pot", Macao, 2, []string{"4", "roll", "5", "stop", "6", "roll", "2", "stop"},
			func(p *Position) bool { return p.Stack[0] == 10 && p.Stack[1] == 8 && p.Stack[Pot] == 2 },
			"9 beats 8: seat 0 takes the 2 antes (10-1+2 = 11); round 2's antes leave 10 and 8"},
		{"16-cover-then-stuck", Zakryvani, 1, []string{"3-4", "cover:7", "6-6", "cover:3-9", "1-1", "cover:2", "5-6", "cover:1-2-8"},
			nil, "a cover needs open tiles: 2 is already covered"},
		{"16-score-the-open-tiles", Zakryvani, 2, []string{"3-4", "cover:7", "1-1", "cover:2", "1-1"},
			func(p *Position) bool { return p.Score[0] == 45-7-2 && p.Turn == 1 },
			"a 2 with 2 covered and no 1+1 ends the turn: 36 open"},
		{"17-true-maxchen-doubted", Maxik, 3, []string{"1-2", "claim:21", "doubt"},
			func(p *Position) bool { return p.Score[0] == 3 && p.Score[1] == 2 && p.Turn == 1 },
			"the doubter of a true Mäxchen loses a life and starts"},
		{"17-lie-found-out", Maxik, 3, []string{"3-1", "claim:32", "believe", "4-2", "claim:65", "doubt"},
			func(p *Position) bool { return p.Score[1] == 2 && p.Score[2] == 3 && p.Turn == 1 },
			"42 is below the claimed 65: the claimant (seat 1) loses"},
		{"8-zeppelin-place-take-gondola", Zepelin, 2, []string{"3", "3", "6"},
			func(p *Position) bool {
				return p.Stack[0] == 4 && p.Stack[1] == 7 && p.Stack[FieldPool(3)] == 0 && p.Stack[FieldPool(6)] == 1
			}, "seat 0 places on 3, seat 1 takes it, seat 0 pays into the gondola"},
		{"27-going-to-boston", CestaDoBostonu, 2, []string{"2-5-6", "1-3", "4"},
			func(p *Position) bool { return p.Last[0] == 6+3+4 && p.Turn == 1 },
			"keep 6, then 3, then 4: 13"},
		{"29-multiplication", Nasobeni, 2, []string{"2-5-6", "1-3", "4"},
			func(p *Position) bool { return p.Last[0] == (6+3)*4 },
			"(6+3)×4 = 36"},
		{"68-ship-captain-mate-at-once", LodKapitan, 2, []string{"1-2-4-5-6", "keep:4-5-6", "stop"},
			func(p *Position) bool { return p.Last[0] == 3 && p.Turn == 1 },
			"6, 5 and 4 in one throw; the crew 1+2 = 3"},
		{"68-captain-before-ship", LodKapitan, 2, []string{"1-2-3-4-5", "4-4-5-5-6", "keep:5-6", "1-1-1"},
			func(p *Position) bool { return p.Turn == 1 && p.Last[0] == 0 && p.Phase == PhaseThrow && p.Need == 5 },
			"no 6; then 6 and 5 kept; the third throw, of three dice, has no 4: no score"},
		{"30-hearts-run", HeartsDue, 2, []string{"1-1-2-3-3-4"},
			func(p *Position) bool { return p.Score[0] == 20 }, "the run 1-2-3-4 scores 20"},
		{"31-straight-needs-1-2", StraightShooter, 2, []string{"1-3-4-5-6-6"},
			func(p *Position) bool { return p.Score[0] == 0 }, "a 1 without a 2 scores nothing"},
		{"32-round-the-spot-doubled", RoundTheSpot, 2, []string{"2-2-2", "1-3-5", "1-1-1", "5-5-5"},
			func(p *Position) bool { return p.Score[0] == 2*(7+3+12) && p.Turn == 1 },
			"an even triple is an extra throw that doubles: (7+3+12)×2"},
		{"33-drop-dead", PadnoutMrtev, 2, []string{"1-1-3-4-6", "2-3-3-4-5", "2-2-2"},
			func(p *Position) bool { return p.Score[0] == 15 && p.Turn == 1 },
			"15, then two dice drop, then the last three"},
		{"46-chicago-round-one", Chicago, 2, []string{"1-1", "1-2", "1-2"},
			func(p *Position) bool { return p.Score[0] == 2+3 && p.Score[1] == 0 && p.Round == 1 && p.Turn == 1 },
			"round 1's target is 2 (seat 1's 3 scores nothing); in round 2 a 3 scores 3"},
		{"2-naked-sparrow", HolyVrabec, 2, []string{"5", "1"},
			func(p *Position) bool { return p.Score[1] == 5-1 && p.Score[0] == 0 },
			"seat 0 throws 5 for seat 1; seat 1 throws the sparrow for seat 0 and loses a point"},
		{"4-sixteen-is-death", SestnactSmrt, 2, []string{"6", "roll", "6", "stop", "5"},
			func(p *Position) bool { return p.Stack[1] == 2 && p.Stack[Pot] == 1 && p.Total == 0 && p.Turn == 1 },
			"12 passed on, 12+5 = 17: seat 1 pays and starts again"},
	} {
		t.Run(c.name, c.run)
	}
}

// worked is a short game worked out by hand: the moves from the start
// and what they must lead to (see playExample).
type worked struct {
	name    string
	g       *Game
	players int
	moves   []string
	check   func(p *Position) bool
	want    string
}

// run plays the case and checks its outcome.
func (c worked) run(t *testing.T) {
	playExample(t, c.g, nil, c.players, c.moves, c.check, c.want)
}

// workedWith is a worked game of a variant: the options set by name
// before the moves are played.
type workedWith struct {
	name     string
	g        *Game
	settings []string
	players  int
	moves    []string
	check    func(p *Position) bool
	want     string
}

// run plays the case and checks its outcome.
func (c workedWith) run(t *testing.T) {
	playExample(t, c.g, c.settings, c.players, c.moves, c.check, c.want)
}

// playExample plays moves from the start of g with the settings (by name)
// and the players, and checks the position reached, why saying what the
// rules make of the moves. A nil check wants the last move refused, the
// others played; nil moves and a nil check want the settings refused.
func playExample(t *testing.T, g *Game, settings []string, players int, moves []string, check func(p *Position) bool, why string) {
	t.Helper()
	bg, err := board.Configure(g, settings...)
	switch {
	case moves == nil && check == nil:
		if err == nil {
			t.Fatalf("%v accepted; want them refused (%s)", settings, why)
		}
		return
	case err != nil:
		t.Fatal(err)
	}
	s, err := bg.New(players)
	if err != nil {
		t.Fatal(err)
	}
	if check == nil {
		if err := board.Replay(s, moves[:len(moves)-1]...); err != nil {
			t.Fatalf("before the last move: %v", err)
		}
		if err := board.Replay(s, moves[len(moves)-1]); err == nil {
			t.Fatalf("%s played; want it refused (%s)", moves[len(moves)-1], why)
		}
		return
	}
	if err := board.Replay(s, moves...); err != nil {
		t.Fatal(err)
	}
	p := typed(s).pos
	if !check(&p) {
		t.Errorf("%s: got %s", why, p.String())
	}
}

// typed returns the typed state of a board.State of the package.
func typed(s board.State) *State {
	if h, ok := s.(*HiddenState); ok {
		return h.State
	}
	return s.(*State)
}

func TestDescribe(t *testing.T) {
	s := HnaniPrasatek.NewState(2)
	for _, m := range []Move{{Kind: KindThrow, Throw: MustThrow(4)}, {Kind: KindRoll}} {
		if err := s.PlayMove(m); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := s.Describe(Move{Kind: KindThrow, Throw: MustThrow(1)}), "1: the turn ends (turn total 4); seat 1 is next"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got := s.Describe(Move{Kind: KindStop}); got == "stop" {
		t.Errorf("Describe of an illegal stop = %q, want the reason", got)
	}
}
