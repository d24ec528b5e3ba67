package domino

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Regression tests of issue 10 (bugs found by an independent reference
// written from the rules).

// blockAfterPass returns game id in play with the given hands, seat 0 to
// move, every open end at 0 and nothing to draw, after seat 0's pass: no
// hand holds a 0 (nor a matador), so the pass blocks the hand.
func blockAfterPass(t *testing.T, id string, hands []string) *State {
	t.Helper()
	ends := map[Arm]int{ArmL: 0, ArmR: 0}
	if game(t, id).r.Layout == Cross {
		ends = map[Arm]int{ArmN: 0, ArmE: 0, ArmS: 0, ArmW: 0}
	}
	s := midHand(t, id, hands, ends)
	s.pool = 0 // the other tiles are on the table
	require.Equal(t, []string{"pass"}, legal(s))
	play(t, s, "pass")
	require.NotEqual(t, phPlay, s.phase, "the pass blocks the hand")
	return s
}

// dealNext deals the next hand at random and returns who is to move then.
func dealNext(t *testing.T, s *State) board.Player {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	for s.phase == phDeal {
		_, err := board.Sample(s, r)
		require.NoError(t, err)
	}
	return s.ToMove()
}

// The hands of the tie tests: no 0, no matador; pips as named.
var (
	tieTwo4   = []string{"2-6", "4-6", "3-5", "5-5"} // 8, 10, 8, 10 (the reproduction)
	tieThree4 = []string{"2-6", "3-5", "4-4", "4-6"} // 8, 8, 8, 10
	tieTwo3   = []string{"2-6", "4-6", "3-5"}        // 8, 10, 8
	tieThree3 = []string{"2-6", "3-5", "4-4"}        // 8, 8, 8
)

// Issue 10 item 22: a tie for the lowest count of a blocked hand means
// nobody wins or scores it (the block game: "if two or more share the
// lowest count nobody scores"; the same in the Block game and All
// Fives), with three and four
// players as with two; before the fix, pips 8, 10, 8, 10 made seat 3 the
// sole winner.
func TestBlockedTieNobodyScores(t *testing.T) {
	for _, id := range []string{"domino/block", "domino/no-draw", "domino/all-fives"} {
		for _, hands := range [][]string{tieTwo4, tieThree4, tieTwo3, tieThree3} {
			t.Run(id+"/"+strings.Join(hands, ","), func(t *testing.T) {
				s := blockAfterPass(t, id, hands)
				assert.Equal(t, []int{0, 0, 0, 0}[:len(hands)], s.Scores(), "a tie scores nothing")
				assert.Equal(t, int8(-1), s.m.winner)
				assert.Contains(t, s.Position(), " win=- ")
				// The next leader: block (Winner) without a sole winner and
				// no-draw (RotateLeft) both pass the lead to seat 1, the left
				// neighbour of the leader seat 0; All Fives draws it by lot.
				switch next := dealNext(t, s); id {
				case "domino/all-fives":
					assert.Equal(t, board.Chance, next)
					assert.Equal(t, phLot, s.phase)
				default:
					assert.Equal(t, board.Player(1), next)
				}
			})
		}
	}
}

// Issue 10 item 22 for the other games that settle a blocked hand: the
// Hungarian penalty game has no hand winner on a tie (the position's win=
// was a seat), the single-hand games share the first place and the pot,
// and partnership sides with equal counts score nothing (Párové domino).
func TestBlockedTieOtherGames(t *testing.T) {
	for _, hands := range [][]string{tieTwo4, tieThree4, tieTwo3, tieThree3} {
		s := blockAfterPass(t, "domino/hungarian", hands)
		pips := s.m.lastGain[:len(hands)]
		for i, h := range hands {
			assert.Equal(t, set(t, h).Pips(), pips[i], "every seat adds his pips")
		}
		assert.Equal(t, int8(-1), s.m.winner, "%v", hands)
		assert.Contains(t, s.Position(), " win=- ")
	}
	// Placings of the single-hand games: equal counts share a place.
	placings := map[string][]int{
		strings.Join(tieTwo4, ","): {1, 3, 1, 3}, strings.Join(tieThree4, ","): {1, 1, 1, 4},
		strings.Join(tieTwo3, ","): {1, 3, 1}, strings.Join(tieThree3, ","): {1, 1, 1},
	}
	for _, id := range []string{"domino", "domino/matador", "domino/cross", "domino/a-la-france"} {
		for _, hands := range [][]string{tieTwo4, tieThree4, tieTwo3, tieThree3} {
			if id == "domino/cross" && len(hands) < 3 {
				continue
			}
			s := blockAfterPass(t, id, hands)
			o := s.Outcome()
			require.True(t, o.Over, id)
			assert.Equal(t, placings[strings.Join(hands, ",")], o.Placings, "%s %v", id, hands)
			if id == "domino/a-la-france" && len(hands) == 4 && hands[2] == "3-5" {
				// The pot of 4 stakes shared by seats 0 and 2 (Domino à la France).
				assert.Equal(t, []int{1, -1, 1, -1}, o.Points)
			}
		}
	}
	for _, id := range []string{"domino/partnership", "domino/thieves"} {
		// Sides {0,2} and {1,3}: 2-6 + 3-5 = 16 against 4-6 + 1-5 = 16.
		s := blockAfterPass(t, id, []string{"2-6", "4-6", "3-5", "1-5"})
		assert.Equal(t, []int{0, 0, 0, 0}, s.Scores(), id)
		assert.Equal(t, int8(-1), s.m.winner)
	}
}

// Issue 10 item 22: a sole lowest count with three players still wins,
// scores the sum of the differences and leads under Winner.
func TestBlockedSoleLowestThreePlayers(t *testing.T) {
	s := blockAfterPass(t, "domino/block", []string{"4-6", "3-3", "5-5"}) // 10, 6, 10
	assert.Equal(t, []int{0, 4 + 4, 0}, s.Scores(), "(10−6) + (10−6)")
	assert.Equal(t, board.Player(1), dealNext(t, s), "the winner leads")
}

// Issue 10 item 23: after a blocked hand of All Fives the lead is by lot
// even when the block had a sole lowest count. The reproduction
// of the issue listed 9 lead plays for seat 0.
func TestAllFivesLeadAfterBlockByLot(t *testing.T) {
	g := game(t, "domino/all-fives")
	pos := "domino/all-fives 2 hand=3 lead=0 win=0 score=50,40 last=2/-/0-0,1-1+5-5/25,5 | " +
		"2-2 5-5 3-4 3-5 2-4 0-0 2-3 0-3 4-4 3-3 4-6 4-5 0-2 2-5 0-5 1-1 3-6 1-2"
	st, err := g.Parse(pos)
	require.NoError(t, err)
	assert.Equal(t, board.Chance, st.ToMove())
	assert.Equal(t, sorted("lot=0", "lot=1"), legal(st))
	require.NoError(t, st.Play(Move{Kind: KindLot, Seat: 1}))
	assert.Equal(t, board.Player(1), st.ToMove())

	// After going out the player who went out leads (no lot).
	pos = strings.Replace(pos, "last=2/-/0-0,", "last=1/0/-,", 1)
	st, err = g.Parse(pos)
	require.NoError(t, err)
	assert.Equal(t, board.Player(0), st.ToMove())
}

// Issue 10 item 24: in French dominoes a turn that ends with pass counts
// as a pass whether or not the player drew first: draw, pass by one
// player and draw, pass by the other block the hand, whatever the stock
// still holds.
func TestFrenchDrawPassTwiceBlocks(t *testing.T) {
	s := midHand(t, "domino/french", []string{"4-6", "3-5 0-1"}, map[Arm]int{ArmL: 2, ArmR: 2})
	s.pool = set(t, "1-1 1-3 1-4 1-5 1-6 3-3")
	require.Equal(t, sorted("draw", "pass"), legal(s))
	play(t, s, "draw 1-1 pass")
	require.Equal(t, board.Player(1), s.ToMove())
	play(t, s, "draw 3-3 pass")
	o := s.Outcome()
	require.True(t, o.Over, "two turns ending with pass block the hand")
	assert.Equal(t, "blocked", o.Reason)
	assert.Equal(t, 4, s.Stock().Len(), "the stock still held tiles")
	// Seat 0: 4-6 1-1 = 12; seat 1: 3-5 0-1 3-3 = 15.
	assert.Equal(t, []int{1, 2}, o.Placings)

	// A placement between the passes breaks the succession.
	s = midHand(t, "domino/french", []string{"4-6 2-3", "3-5 0-1"}, map[Arm]int{ArmL: 1, ArmR: 1})
	s.pool = set(t, "1-1 1-3 1-4 1-5 1-6 3-3")
	play(t, s, "pass 1-0@L draw 3-3 pass")
	assert.False(t, s.Outcome().Over)
}

// Issue 10 item 3: over-long input is refused before any work: one error
// (a few allocations for its text, none in proportion to the input) that
// shows only the start of the input.
func TestOverLongInputRefused(t *testing.T) {
	huge := map[string]string{
		"colons": strings.Repeat(":", 10<<20),
		"spaces": strings.Repeat(" ", 10<<20),
		"NULs":   strings.Repeat("\x00", 10<<20),
		"tiles":  "domino 2 hand=0 lead=- win=- score=0,0 |" + strings.Repeat(" 6-6", 1<<20),
	}
	s := midHand(t, "domino", []string{"2-6", "4-6"}, map[Arm]int{ArmL: 6, ArmR: 2})
	puzzles := []board.Game{DominosaGame, UniformaGame}
	dominosa := NewDominosa(dominosaExample(t))
	for name, text := range huge {
		readers := map[string]func() error{
			"Game.Parse":            func() error { _, err := game(t, "domino").Parse(text); return err },
			"State.ParseMove":       func() error { _, err := s.ParseMove(text); return err },
			"State.Play":            func() error { return s.Play(textMove(text)) },
			"PuzzleGame.Parse":      func() error { _, err := puzzles[0].Parse(text); return err },
			"Uniforma.Parse":        func() error { _, err := puzzles[1].Parse(text); return err },
			"ParseRegion":           func() error { _, err := ParseRegion(text); return err },
			"ParseDominosa":         func() error { _, err := ParseDominosa(text); return err },
			"ParseTile":             func() error { _, err := ParseTile(text); return err },
			"PuzzleState.ParseMove": func() error { _, err := dominosa.ParseMove(text); return err },
		}
		for reader, read := range readers {
			err := read()
			require.ErrorIs(t, err, board.ErrBadNotation, "%s of %s", reader, name)
			assert.Less(t, len(err.Error()), 200, "%s of %s: the message shows the start only", reader, name)
			allocs := testing.AllocsPerRun(3, func() { _ = read() })
			assert.LessOrEqual(t, allocs, 8.0, "%s of %s", reader, name)
		}
	}
}

// textMove is a board.Move of another package: only its text.
type textMove string

func (m textMove) String() string { return string(m) }

// dominosaExample returns a small Dominosa grid.
func dominosaExample(t *testing.T) Dominosa {
	d, err := ParseDominosa("1220/1102/0021")
	require.NoError(t, err)
	return d
}

// Every position the games write stays far below MaxPositionLen: the
// longest of random playouts of every game with the most players.
func TestPositionsWithinBound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, g := range tableGames {
		longest := 0
		for range 20 {
			playUntil(g, g.info.MaxPlayers, r, func(s *State) bool {
				longest = max(longest, len(s.Position()))
				return false
			})
		}
		assert.Less(t, longest, MaxPositionLen/2, g.ID())
	}
}

// All Fives with partners: the player who went out leads the
// next hand, though the hand's score goes to his side.
func TestAllFivesSidesOutLeads(t *testing.T) {
	g := variant(t, "domino/all-fives", "domino/all-fives-sides", func(r *Rules) { r.Sides, r.HandSize = true, hands(4, 5) })
	s := midHand(t, "domino/all-fives", []string{"2-6", "-", "3-5", "4-4"}, map[Arm]int{ArmL: 1, ArmR: 1})
	s.g = g
	s.endHand(endDomino, 1)
	assert.Equal(t, board.Player(1), dealNext(t, s), "seat 1 went out and leads")
}
