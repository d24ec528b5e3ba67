package domino

import (
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Golden scenarios of the block game (Domino).
func TestDominoScenario1(t *testing.T) {
	g := game(t, "domino")
	s, err := g.Deal(set(t, "6-6 2-6 3-4 0-0 1-5 2-2 0-3"), set(t, "2-5 1-1 0-6 4-4 3-3 1-2 5-5"))
	require.NoError(t, err)
	assert.Equal(t, board.Player(0), s.ToMove())
	assert.Equal(t, []string{"6-6@C"}, legal(s), "A must lead 6-6")
	play(t, s, "6-6@C")
	assert.Equal(t, sorted("6-0@L", "6-0@R"), legal(s))
	play(t, s, "6-0@R")
	assert.Equal(t, map[Arm]int{ArmL: 6, ArmR: 0}, s.Ends())
	assert.Equal(t, sorted("6-2@L", "0-0@R", "0-3@R"), legal(s))
}

func TestDominoScenario2(t *testing.T) {
	s := midHand(t, "domino", []string{"2-5 1-1 0-6", "3-3"}, map[Arm]int{ArmL: 6, ArmR: 2})
	assert.Equal(t, sorted("2-5@R", "6-0@L"), legal(s), "1-1 does not fit; no pass")
	_, err := s.ParseMove("pass")
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	play(t, s, "2-5@R")
	assert.Equal(t, 5, s.Ends()[ArmR])
}

func TestDominoEndScenarios(t *testing.T) {
	// Scenario 3: A went out; B 11 pips, C 7 → A, C, B; WinnerScores: A scores 18.
	for _, id := range []string{"domino", "domino/block"} {
		s := midHand(t, id, []string{"-", "5-5 0-1", "3-4"}, map[Arm]int{ArmL: 1, ArmR: 2})
		s.endHand(endDomino, 0)
		if id == "domino" {
			o := s.Outcome()
			assert.Equal(t, []int{1, 3, 2}, o.Placings)
			assert.Equal(t, []board.Player{0}, o.Winners)
			assert.Equal(t, []int{0, 11, 7}, o.Points)
		} else {
			assert.Equal(t, 18, s.m.score[0], "WinnerScores: the pips left in the other hands")
		}
	}
	// Scenario 4: block, A {6-6} 12, B {5-4, 1-1} 11 → B first; WinnerScores: B scores 1.
	s := midHand(t, "domino", []string{"6-6", "4-5 1-1"}, map[Arm]int{ArmL: 0, ArmR: 0})
	s.endHand(endBlock, -1)
	assert.Equal(t, []int{2, 1}, s.Outcome().Placings)
	s = midHand(t, "domino/block", []string{"6-6", "4-5 1-1"}, map[Arm]int{ArmL: 0, ArmR: 0})
	s.endHand(endBlock, -1)
	assert.Equal(t, 1, s.m.score[1])
	assert.Equal(t, 0, s.m.score[0])
}

// The block game blocks at once when nobody can place and nobody can draw.
func TestDominoBlockDetection(t *testing.T) {
	// All seven 0-tiles are out except those given; ends 0 and 0.
	s := midHand(t, "domino", []string{"3-3", "4-5 1-1"}, map[Arm]int{ArmL: 0, ArmR: 0})
	require.Equal(t, []string{"pass"}, legal(s))
	play(t, s, "pass")
	o := s.Outcome()
	require.True(t, o.Over, "nobody can place: blocked")
	assert.Equal(t, "blocked", o.Reason)
	assert.Equal(t, []int{1, 2}, o.Placings)
}

// Golden scenarios of Matador.
func TestMatadorScenarios(t *testing.T) {
	s := midHand(t, "domino/matador", []string{"3-5 1-2 2-5 0-0 4-4", "6-6"}, map[Arm]int{ArmL: 4, ArmR: 6})
	assert.Equal(t, sorted("3-5@L", "1-2@R", "2-5@L", "5-2@L", "2-5@R", "5-2@R", "0-0@L", "0-0@R"), legal(s))
	play(t, s, "5-2@L")
	assert.Equal(t, 2, s.Ends()[ArmL], "the player chooses which half of a matador stays open")

	s = midHand(t, "domino/matador", []string{"4-6 0-5 3-4", "6-6"}, map[Arm]int{ArmL: 0, ArmR: 3})
	assert.Equal(t, sorted("4-6@R", "3-4@L", "4-3@L", "3-4@R", "4-3@R"), legal(s))

	g := game(t, "domino/matador")
	st, err := g.Deal(set(t, "6-6 0-1 1-1 1-2 1-3 1-4 1-5"), set(t, "0-0 0-2 0-3 0-4 0-5 0-6 2-2"))
	require.NoError(t, err)
	play(t, st, "6-6@C")
	assert.Equal(t, sorted("0-0@L", "0-0@R"), legal(st), "seat 1 holds no 1 and one matador")
	st2, err := g.Deal(set(t, "1-1 0-2 0-3 0-4 0-5 0-6 2-2"), set(t, "6-6 0-0 0-1 1-2 1-3 1-4 1-5"))
	require.NoError(t, err)
	play(t, st2, "6-6@C 1-1@L")
	assert.Equal(t, map[Arm]int{ArmL: 1, ArmR: 6}, st2.Ends())
}

// Golden scenarios of Hungarian dominoes.
func TestHungarianTurns(t *testing.T) {
	s := midHand(t, "domino/hungarian", []string{"2-4 4-4 0-4 5-5 1-3 1-6", "2-2 6-6"}, map[Arm]int{ArmL: 2, ArmR: 5})
	turns := map[string]bool{}
	var walk func(st *State, prefix string)
	walk = func(st *State, prefix string) {
		if st.ToMove() != 0 || st.hung == armNone && prefix != "" {
			turns[prefix] = true
			return
		}
		for _, m := range st.Legal() {
			if prefix == "2-4@L" {
				assert.NotEqual(t, KindPass, m.(Move).Kind, "after 2-4 alone the turn cannot end")
			}
			c := st.Copy()
			require.NoError(t, c.Play(m))
			p := m.String()
			if prefix != "" {
				p = prefix + " " + p
			}
			walk(c, p)
		}
	}
	walk(s, "")
	assert.Equal(t, map[string]bool{"2-4@L 4-4@L 4-0@L": true, "2-4@L 4-0@L": true, "5-5@R": true}, turns)
}

func TestHungarianLead(t *testing.T) {
	g := game(t, "domino/hungarian")
	s, err := g.Deal(set(t, "0-1 0-2 0-3 0-4 0-5 0-6"), set(t, "1-2 1-3 1-4 1-5 2-2 2-3"),
		set(t, "6-6 1-6 1-1 2-3 0-5 4-4"[0:0]+"6-6 1-6 1-1 2-4 2-5 4-4"), set(t, "3-3 3-4 3-5 3-6 2-6 4-5"))
	require.NoError(t, err)
	assert.Equal(t, board.Player(2), s.ToMove(), "the holder of the heaviest tile leads")
	play(t, s, "6-6@C 6-1@R 1-1@R")
	assert.Equal(t, board.Player(3), s.ToMove(), "nothing else fits: the turn ends")
	assert.Equal(t, set(t, "2-4 2-5 4-4"), s.Hand(2))
}

func TestHungarianMatchEnd(t *testing.T) {
	s := midHand(t, "domino/hungarian", []string{"6-5 0-0", "-", "3-3", "6-4 5-4"}, map[Arm]int{ArmL: 1, ArmR: 2})
	s.m.score = [5]int{80, 95, 40, 90}
	s.start = s.m
	s.endHand(endBlock, -1)
	o := s.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, []int{91, 95, 46, 109}, o.Points)
	assert.Equal(t, []int{2, 3, 1, 4}, o.Placings)
	assert.Equal(t, []board.Player{2}, o.Winners)
}

// Golden scenarios of Italian dominoes.
func TestItalianScenarios(t *testing.T) {
	g := game(t, "domino/italian")
	s, err := g.Deal(set(t, "3-5 0-0 0-1 0-2 0-3 0-4"), set(t, "4-6 1-1 1-2 1-3 1-4 1-5"),
		set(t, "2-2 2-3 2-4 2-5 2-6 3-3"), set(t, "6-6 3-4 3-6 4-4 4-5 5-5"))
	require.NoError(t, err)
	assert.Equal(t, []string{"6-6@C"}, legal(s))
	play(t, s, "6-6@C 3-5@T")
	assert.Equal(t, 20, s.Total())
	play(t, s, "4-6@T")
	assert.Equal(t, 30, s.Total())
	assert.Equal(t, []int{0, 1, 0, 0}, s.Scores(), "hitting 30 exactly scores 1")

	s = midHand(t, "domino/italian", []string{"2-3 3-4 0-1", "6-6", "5-5"}, nil)
	s.lay.total = 95
	assert.Equal(t, sorted("2-3@T", "0-1@T"), legal(s))
	play(t, s, "2-3@T")
	assert.Equal(t, 8, s.m.score[0])
	assert.True(t, s.phase == phDeal || s.phase == phOver, "100 ends the hand")

	s = midHand(t, "domino/italian", []string{"1-1 0-2", "6-6", "5-5"}, nil)
	s.lay.total = 99
	assert.Equal(t, []string{"pass"}, legal(s))
	play(t, s, "pass")
	assert.Equal(t, phDeal, s.phase, "nobody can play: the hand ends at 99 and the next is dealt")
}

// Golden scenarios of French dominoes.
func TestFrenchScenarios(t *testing.T) {
	g := game(t, "domino/french")
	s, err := g.Deal(set(t, "3-5 0-0 0-1 0-2 0-3 0-4 0-5"), set(t, "2-5 1-1 1-2 1-3 1-4 1-5 1-6"))
	require.NoError(t, err)
	play(t, s, "lot=0 3-5@C 5-2@R")
	assert.Equal(t, map[Arm]int{ArmL: 3, ArmR: 2}, s.Ends())
	assert.Contains(t, s.String(), "row A: 3-5\n  row B:   5-2")

	st := midHand(t, "domino/french", []string{"6-6", "1-3"}, map[Arm]int{ArmL: 3, ArmR: 2})
	st.pool = set(t, "4-4 5-5 1-1")
	assert.Equal(t, sorted("draw", "pass"), legal(st))
	play(t, st, "draw 4-4")
	assert.Equal(t, []string{"pass"}, legal(st), "two tiles stay in the stock")

	st = midHand(t, "domino/french", []string{"4-6", "3-5 0-1"}, map[Arm]int{ArmL: 2, ArmR: 2})
	st.pool = set(t, "2-3 2-4")
	play(t, st, "pass")
	o := st.Outcome()
	require.True(t, o.Over)
	assert.Equal(t, []board.Player{1}, o.Winners, "blocked: the lower count wins")
}

// Golden scenarios of Cross dominoes.
func TestCrossScenarios(t *testing.T) {
	g := game(t, "domino/cross")
	s, err := g.Deal(set(t, "5-5 1-5 3-5 4-5 5-6 0-0"), set(t, "2-5 3-3 1-6 0-4 2-2 1-4"),
		set(t, "3-6 2-4 1-1 0-3 4-6 0-2"), set(t, "2-6 0-1 1-2 1-3 2-3 4-4"))
	require.NoError(t, err)
	assert.Equal(t, []string{"5-5@C"}, legal(s), "6-6 is in the stock: 5-5 is the highest double held")
	play(t, s, "5-5@C")
	assert.Equal(t, []string{"5-2@N"}, legal(s))
	play(t, s, "5-2@N")
	assert.Equal(t, []string{"draw"}, legal(s))
	play(t, s, "draw 6-6")
	assert.Equal(t, []string{"draw"}, legal(s))
	play(t, s, "draw 0-5")
	assert.Equal(t, []string{"5-0@E"}, legal(s), "the drawn tile is placed at once")
	play(t, s, "5-0@E")
	assert.Equal(t, board.Player(3), s.ToMove())
	assert.Equal(t, []string{"draw"}, legal(s), "2-6 may not go on North before the cross is built")
	play(t, s, "draw 0-6 draw 3-4")
	assert.Equal(t, []string{"pass"}, legal(s))
	play(t, s, "pass")
	assert.Equal(t, sorted("5-1@S", "5-3@S", "5-4@S", "5-6@S"), legal(s))

	st := midHand(t, "domino/cross", []string{"2-4", "6-6", "1-1"}, map[Arm]int{ArmN: 4, ArmE: 2, ArmS: 0, ArmW: 1})
	assert.Equal(t, sorted("4-2@N", "2-4@E"), legal(st))
}

// Golden scenarios of the Thieves' game.
func TestThievesScoring(t *testing.T) {
	s := midHand(t, "domino/thieves", []string{"-", "5-6 0-1", "3-3", "4-4 0-2"}, map[Arm]int{ArmL: 1, ArmR: 2})
	s.endHand(endDomino, 0)
	assert.Equal(t, 22, s.m.score[0])
	assert.Equal(t, 0, s.m.score[1])

	s = midHand(t, "domino/thieves", []string{"6-6", "5-6", "0-3", "4-6"}, nil) // A 15, B 21
	s.endHand(endBlock, -1)
	assert.Equal(t, 21, s.m.score[0], "the lower side scores the other side's pips")

	for _, c := range []struct {
		before [2]int
		hand   string // seat 1's remaining tiles after seat 0 goes out
		want   []int
	}{
		{[2]int{70, 20}, "6-6 6-5 5-5 5-2", []int{1, -1, 1, -1}},                                // 40 pips: m = 1
		{[2]int{0, 35}, "6-6 6-5 5-5 6-4 5-4 4-4 6-3 5-3 6-2 6-1 5-2 5-0", []int{3, -3, 3, -3}}, // 104: m = 2
		{[2]int{60, 0}, "6-6 6-5 5-5 6-4 0-2", []int{5, -5, 5, -5}},                             // 45: m = 3
	} {
		s := midHand(t, "domino/thieves", []string{"-", c.hand, "-", "-"}, nil)
		s.m.score[0], s.m.score[1] = c.before[0], c.before[1]
		s.start = s.m
		s.endHand(endDomino, 0)
		o := s.Outcome()
		require.True(t, o.Over)
		assert.Equal(t, c.want, o.Points, "before %v, gained %d", c.before, s.m.lastGain[0])
	}
}

// Golden scenarios of Domino à la France.
func TestALaFrance(t *testing.T) {
	s := midHand(t, "domino/a-la-france", []string{"6-6", "5-5", "-", "4-4"}, nil)
	s.endHand(endDomino, 2)
	assert.Equal(t, []int{-1, -1, 3, -1}, s.Outcome().Points, "P2 takes the pot of 4")

	s = midHand(t, "domino/a-la-france", []string{"4-5", "3-6", "6-6", "6-5 4-0"}, nil)
	s.endHand(endBlock, -1)
	assert.Equal(t, []int{1, 1, -1, -1}, s.Outcome().Points, "9 and 9 share the pot: 2 each")

	g := game(t, "domino/a-la-france")
	var sleeping Set = set(t, "6-6")
	_ = sleeping
	st, err := g.Deal(set(t, "0-1 0-2 0-3 0-4 0-5 0-6"), set(t, "5-5 1-2 1-3 1-4 1-5 1-6"))
	require.NoError(t, err)
	assert.Equal(t, board.Player(1), st.ToMove())
	assert.Equal(t, []string{"5-5@C"}, legal(st))
}

// Golden scenarios of the Block game (Blokovací domino) and the
// partnership block game (Párové domino).
func TestBlockAndPartnership(t *testing.T) {
	for _, c := range []struct {
		hands []string
		how   int8
		want  [2]int
	}{
		{[]string{"-", "6-6 5-0"}, endDomino, [2]int{17, 0}},
		{[]string{"4-5", "6-6 0-2"}, endBlock, [2]int{5, 0}},
		{[]string{"4-5", "6-3"}, endBlock, [2]int{0, 0}},
	} {
		s := midHand(t, "domino/block", c.hands, nil)
		s.endHand(c.how, 0)
		assert.Equal(t, c.want, [2]int{s.m.score[0], s.m.score[1]})
	}
	s := midHand(t, "domino/partnership", []string{"1-1", "6-2", "-", "6-6 1-2"}, nil)
	s.endHand(endDomino, 2)
	assert.Equal(t, 23, s.m.score[0])
	s = midHand(t, "domino/partnership", []string{"6-6 4-4", "6-4 5-5", "-", "-"}, nil)
	s.endHand(endBlock, -1)
	assert.Equal(t, [2]int{0, 0}, [2]int{s.m.score[0], s.m.score[1]})

	g := game(t, "domino/partnership")
	st, err := g.Deal(set(t, "0-0 0-1 0-2 0-3 0-4 0-5 0-6"), set(t, "1-1 1-2 1-3 1-4 1-5 1-6 2-2"),
		set(t, "2-3 2-4 2-5 2-6 3-3 3-4 3-5"), set(t, "3-6 4-4 4-5 4-6 5-5 5-6 6-6"))
	require.NoError(t, err)
	assert.Equal(t, board.Player(3), st.ToMove())
	st.hands = [5]Set{set(t, "0-0"), set(t, "1-1"), set(t, "2-2"), set(t, "3-3")}
	st.endHand(endBlock, -1)
	require.Equal(t, phDeal, st.phase)
	for st.phase == phDeal {
		st.Apply(Move{Kind: KindTile, Tile: st.pool.First()})
	}
	assert.Equal(t, board.Player(0), st.ToMove(), "the lead passes to the left")
	assert.Len(t, legal(st), 7, "any tile may lead a later hand")
}

// Golden scenarios of All Fives.
func TestAllFivesCounts(t *testing.T) {
	l := newLayout(Spinner)
	l.lead(TileOf(5, 5), 5)
	assert.Equal(t, 10, l.count(), "(a) lead 5-5")
	l.place(ArmL, TileOf(5, 3), 5)
	assert.Equal(t, 13, l.count(), "(b) 5-3 on one side")
	l.place(ArmR, TileOf(5, 2), 5)
	assert.Equal(t, 5, l.count(), "(b) both sides taken")
	assert.Equal(t, 5, countScore(AllFives, 5))

	l = newLayout(Spinner)
	l.lead(TileOf(6, 4), 6)
	steps := []struct {
		a     Arm
		t     Tile
		touch int
		want  int
	}{
		{ArmR, TileOf(4, 4), 4, 14}, {ArmR, TileOf(4, 3), 4, 9}, {ArmN, TileOf(4, 0), 4, 9}, {ArmS, TileOf(4, 1), 4, 10},
	}
	assert.Equal(t, 10, l.count())
	for _, st := range steps {
		require.GreaterOrEqual(t, l.open[st.a], int8(0), "arm %v open", st.a)
		l.place(st.a, st.t, st.touch)
		assert.Equal(t, st.want, l.count(), "after %v on %v", st.t, st.a)
	}
	assert.Equal(t, 10, round5(12))
	assert.Equal(t, 15, round5(13))
	assert.Equal(t, 3, countScore(FivesAndThrees, 9))
	assert.Equal(t, 8, countScore(FivesAndThrees, 15))
	assert.Equal(t, 2, countScore(FivesAndThrees, 10))
	assert.Equal(t, 0, countScore(AllFives, 13))
}
