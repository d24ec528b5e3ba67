package backgammon

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// textMove is a Move of another package: only its notation is known.
type textMove string

func (m textMove) String() string { return string(m) }

// TestMovesAcrossStates (issue 9, item 2): a move found on a clone plays on the
// original; any Move whose String is a legal move plays; moves are values
// that == compares; a move that is not legal here is refused.
func TestMovesAcrossStates(t *testing.T) {
	s := BackgammonGame.NewState()
	replay(t, s, "3-1")
	c := s.Copy()
	legal := c.Legal()
	if len(legal) != 16 { // 16 plays of 3-1 from the start (GNU Backgammon)
		t.Fatalf("%d plays of 3-1", len(legal))
	}
	m, err := s.ParseMove("6/5 8/5")
	if err != nil || m != s.Legal()[indexOf(legal, "8/5 6/5")] {
		t.Fatalf("ParseMove(6/5 8/5) = %v, %v: not == the listed move", m, err)
	}
	if err := s.Play(legal[indexOf(legal, "8/5 6/5")]); err != nil {
		t.Fatalf("a clone's move on the original: %v", err)
	}
	other := BackgammonGame.NewState()
	replay(t, other, "3-1")
	if err := other.Play(textMove("24/20")); err != nil {
		t.Fatalf("a foreign Move with a legal notation: %v", err)
	}
	for _, bad := range []board.Move{textMove("24/20"), legal[0], textMove("13/10 6/5 garbage")} {
		if err := s.Play(bad); !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("Play(%v) after Black's roll is due: %v", bad, err)
		}
	}
	// the typed path
	s = BackgammonGame.NewState()
	replay(t, s, "3-1")
	ms := s.LegalMoves(nil)
	if len(ms) != 16 || ms[0].Kind() != KindTurn || ms[0].Turn().N != 2 {
		t.Fatalf("LegalMoves: %v", ms)
	}
	if err := s.PlayMove(Move{}); !errors.Is(err, board.ErrBadNotation) {
		t.Fatalf("PlayMove(zero Move): %v", err)
	}
	if err := s.PlayMove(rollMoves[6][5]); !errors.Is(err, board.ErrIllegalMove) {
		t.Fatalf("PlayMove(6-5) at the play: %v", err)
	}
	if err := s.PlayMove(ms[3]); err != nil {
		t.Fatal(err)
	}
	if d1, d2 := cubeList[1].Dice(); cubeList[1].Kind() != KindDouble || d1 != 0 || d2 != 0 || KindDouble.String() != "double" {
		t.Fatalf("double: %v %d %d", cubeList[1].Kind(), d1, d2)
	}
}

func indexOf(ms []board.Move, text string) int {
	for i, m := range ms {
		if m.String() == text {
			return i
		}
	}
	return -1
}

// TestGenericAllocations (issue 9, item 4): listing the moves into a buffer
// allocates nothing at chance and cube nodes; at the play of the dice the
// records of the turns come from the state's arena, a new one every few
// dozen plays, and a move held from an earlier state keeps its meaning.
func TestGenericAllocations(t *testing.T) {
	s := BackgammonGame.NewState()
	replay(t, s, "3-1", "8/5 6/5")
	buf := make([]board.Move, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = s.AppendLegal(buf[:0]) }); n != 0 {
		t.Errorf("AppendLegal at the cube decision: %v allocations", n)
	}
	replay(t, s, "roll")
	if n := testing.AllocsPerRun(100, func() { buf = s.AppendLegal(buf[:0]) }); n != 0 {
		t.Errorf("AppendLegal at the dice: %v allocations", n)
	}
	replay(t, s, "6-4")
	held := s.Legal()[0]
	text := held.String()
	_ = s.Play(held)
	s = TaigaPuffGame.NewState() // long games, no cube
	rng := rand.New(rand.NewPCG(1, 2))
	plays := 0
	n := testing.AllocsPerRun(1, func() {
		for k := 0; k < 400 && !s.Over(); k++ {
			if s.ph == phPlay {
				plays++
			}
			buf = s.AppendLegal(buf[:0])
			if s.ToMove() == board.Chance {
				_ = s.RollDice(1+rng.IntN(6), 1+rng.IntN(6))
				continue
			}
			_ = s.Play(buf[rng.IntN(len(buf))])
		}
	})
	if plays < 50 || n > float64(plays)/5 && !raceEnabled {
		t.Errorf("%v allocations over %d plays of the dice", n, plays)
	}
	if held.String() != text {
		t.Errorf("a held move changed from %s to %s", text, held)
	}
}

// TestView (issue 10 item 25, the family's part): each seat sees the board
// in its own numbering, so the points it types are the points it reads;
// in the start position each side's 24-point holds its two back checkers.
func TestView(t *testing.T) {
	s := BackgammonGame.NewState()
	for p, mark := range []string{" 2X\n", " 2O\n"} {
		v := s.View(board.Player(p))
		top := strings.SplitN(v, "\n", 3)[1] + "\n" // the row of points 13..24
		if !strings.HasSuffix(top, mark) {
			t.Errorf("seat %d's point 24 is %q, want %q:\n%s", p, top[len(top)-4:], mark, v)
		}
	}
	if s.String() != s.View(0) {
		t.Error("String is not White's view")
	}
}

// TestAmbiguousShortForm (issue 9, item 2): a part that leaves out the point
// between reads as the one play it fits, and as ErrAmbiguous, listing the
// candidates, when it fits several: with Black's blots on White's 18 and
// 19, White's 6-5 "24/13" hits on either.
func TestAmbiguousShortForm(t *testing.T) {
	r := Backgammon()
	b := position(t, &r, "24x2 13x5 8x3 6x5", "24x2 13x5 8x3 7 6 5x3")
	s, err := BackgammonGame.ParseState(PositionID(&b, White) + ":MAEXAAAAAAAA") // White to play 6-5
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.ParseMove("24/13")
	if !errors.Is(err, board.ErrAmbiguous) || !errors.Is(err, board.ErrBadNotation) ||
		!strings.Contains(err.Error(), "24/18*/13") || !strings.Contains(err.Error(), "24/19*/13") {
		t.Fatalf("24/13: %v", err)
	}
	if m, err := s.ParseMove("24/18/13"); err != nil || m.String() != "24/18*/13" {
		t.Fatalf("24/18/13: %v, %v", m, err)
	}
}

// TestDescribe (issue 10 item 28, the family's part): a pass says the
// roll is lost and why; a play that leaves a number unplayed says so.
func TestDescribe(t *testing.T) {
	// Taiga-Puff 6-3 with exact bearing off, White's 6 and 3 blocked
	// elsewhere: TP-5's position plays both; here the lower first (3)
	// cannot be played from 2, so the roll is lost
	s, err := TaigaPuffGame.ParseState("W:2 B:24x15 play:W:63")
	if err != nil {
		t.Fatal(err)
	}
	ms := s.Legal()
	if len(ms) != 1 || !strings.Contains(s.Describe(ms[0]), "the lower number of 6-3 cannot be played first") {
		t.Fatalf("%v: %q", ms, s.Describe(ms[0]))
	}
	// backgammon: White on the bar against Black's closed board rolls 6-5
	r := Backgammon()
	b := position(t, &r, "bar 6x14", "6x2 5x2 4x2 3x2 2x2 1x2 13x3")
	s, err = BackgammonGame.ParseState(PositionID(&b, White) + ":MAEXAAAAAAAA")
	if err != nil {
		t.Fatal(err)
	}
	ms = s.Legal()
	if d := s.Describe(ms[0]); len(ms) != 1 || d != "pass: no checker can move with 6-5; the roll is lost" {
		t.Fatalf("%v: %q", ms, d)
	}
	if d := s.Describe(textMove("13/7 13/8")); !strings.Contains(d, "13/7") {
		t.Fatalf("an illegal move: %q", d)
	}
	if d := BackgammonGame.NewState().Describe(textMove("3-1")); d != "3-1" {
		t.Fatalf("the opening throw: %q", d)
	}
}

// TestPerft: the typed Perft counts what the generic walk counts, from
// positions of every kind of node (opening, cube, take, play, a ladder,
// the bottom faces, a resignation to answer).
func TestPerft(t *testing.T) {
	for _, tc := range []struct {
		g     *Game
		pos   string
		depth int
	}{
		{BackgammonGame, "4HPwATDgc/ABMA:cAkAAAAAAAAA", 4},
		{BackgammonGame, "4HPwATDgc/ABMA:cIkSAAAAAAAA", 3},
		{BackgammonGame, "4HPwATDgc/ABMA:cMESAAAAAAAA", 3},
		{BackgammonGame, "4HPwATDgc/ABMA:cBEAAAAAAAAA", 4},
		{GulBaraGame, "W:24x15 B:24x15 play:W:33:r3333444455556666 turns:3,3", 3},
		{TaigaPuffGame, "W:9,6 B:24x15 play:W:22", 3},
		{TaigaPuffGame, "W:inx15 B:inx15 roll:B", 4},
		{CatchMeGame, "W:6,5,4,3,2,1 B:18,17,16,15,14,13 opening", 3},
		{CatchMeGame, "W:10,1 B:9,2 roll:W", 4},
	} {
		s, err := tc.g.ParseState(tc.pos)
		if err != nil {
			t.Fatal(err)
		}
		want, err := board.WalkPerft(s, tc.depth)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Perft(tc.depth); got != want {
			t.Errorf("%s %s: Perft(%d) = %d, the generic walk %d", tc.g.ID(), tc.pos, tc.depth, got, want)
		}
	}
	// board.Perft uses it
	s := BackgammonGame.NewState()
	if got, _ := board.Perft(s, 3); got != s.Perft(3) {
		t.Fatalf("board.Perft = %d, Perft = %d", got, s.Perft(3))
	}
}

// TestPicture: the picture holds every checker of both sides where the
// board has it (points by White's numbers, bar, off, reserve), and a
// Black move touches the absolute points of its steps: in contrary
// geometry Black's 24/18 leaves cell 1 and lands on cell 7; in shared
// geometry Black's 24/13 runs from cell 24 to cell 13.
func TestPicture(t *testing.T) {
	for _, tc := range []struct {
		g     *Game
		black string
	}{{BackgammonGame, "24x2 13x5 8x3 6x4"}, {PuffGame, "24x2 13x5 8x3 6x4"}, {LongPuffGame, "23x14"}, {GulBaraGame, "23x14"}} {
		g := tc.g
		s := stateAt(t, g, "24x2 13x5 8x3 6x4 bar1", tc.black, Black, 6, 5)
		p := s.Picture()
		if n := p.PieceCount(2); n[0] != 15 || n[1] != 15 {
			t.Errorf("%s: picture holds %v checkers, want 15 a side", g.ID(), n)
		}
		c, _ := p.Cell("24")
		if len(c.Pieces) == 0 || c.Pieces[0].Seat != 0 || c.Pieces[0].Count != 2 {
			t.Errorf("%s: cell 24 holds %+v, want White's two checkers", g.ID(), c.Pieces)
		}
		if !slices.Equal(p.Dice, []int{6, 5}) || p.ToMove != 1 {
			t.Errorf("%s: dice %v, to move %v", g.ID(), p.Dice, p.ToMove)
		}
	}
	s := stateAt(t, BackgammonGame, "24x2 13x5 8x3 6x5", "24x2 13x5 8x3 6x5", Black, 6, 5)
	m, err := s.ParseMove("24/18 18/13")
	if err != nil {
		t.Fatal(err)
	}
	got := m.(board.Tracer).Touches()
	want := []board.Touch{{Cell: "1", Role: board.From}, {Cell: "7", Role: board.To}, {Cell: "7", Role: board.From}, {Cell: "12", Role: board.To}}
	if !slices.Equal(got, want) {
		t.Errorf("Black 24/13 touches %v, want %v", got, want)
	}
	s = stateAt(t, LongPuffGame, "20x15", "24x15", Black, 6, 5)
	m, err = s.ParseMove("24/13")
	if err != nil {
		t.Fatal(err)
	}
	if got := m.(board.Tracer).Touches(); len(got) < 2 || got[0].Cell != "24" || got[len(got)-1].Cell != "13" {
		t.Errorf("shared geometry: Black 24/13 touches %v", got)
	}
}

// TestTypedAllocations: for every tables game, listing the turns of a
// position and roll into a warm buffer allocates nothing, for all 21
// rolls over states of random games (Doublet's stacking phases too).
func TestTypedAllocations(t *testing.T) {
	for _, g := range tablesGames() {
		ps := gameStates(g, 20)
		gen, _ := NewGenerator(g.Rules())
		buf := make([]Turn, 0, 4096)
		for _, p := range ps {
			for _, d := range rolls21 {
				buf = listRoll(p, gen, d, buf) // warm
				if n := testing.AllocsPerRun(5, func() { buf = listRoll(p, gen, d, buf) }); n != 0 {
					t.Fatalf("%s %d-%d: %v allocations per listing", g.ID(), d[0], d[1], n)
				}
			}
		}
	}
}
