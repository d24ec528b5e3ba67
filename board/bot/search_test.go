package bot_test

import (
	"math"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/bot"
)

// state returns the state of id after the moves, failing the test on error.
func state(t *testing.T, id string, players int, moves ...string) board.State {
	t.Helper()
	g, ok := board.Lookup(id)
	if !ok {
		t.Fatalf("%s not registered", id)
	}
	s, err := g.New(players)
	if err != nil {
		t.Fatal(err)
	}
	if err := board.Replay(s, moves...); err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMateInOne: after 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6, the scholar's mate
// 4.Qxf7# (h5f7) wins at once; every other move lets the game go on, so
// a search that credits wins must find it, and so must greedy on the
// outcome alone.
func TestMateInOne(t *testing.T) {
	s := state(t, "chess", 2, "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6")
	for name, b := range map[string]bot.Bot{
		"greedy":   bot.NewGreedy(nil, bot.NewRand(1)),
		"mcts":     bot.NewMCTS(bot.MCTSOptions{Iterations: 1500}, bot.NewRand(1)),
		"parallel": bot.NewMCTS(bot.MCTSOptions{Iterations: 1500, Workers: 2}, bot.NewRand(1)),
	} {
		m, err := b.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if m.String() != "h5f7" {
			t.Errorf("%s chose %v, want h5f7 (Qxf7#)", name, m)
		}
	}
}

// TestHiddenSameView gives ISMCTS two domino states that seat 0 cannot
// tell apart (the same Observation, different hands of the other seats)
// and checks that it chooses the same move in both, move after move.
func TestHiddenSameView(t *testing.T) {
	for _, id := range []string{"domino", "domino/french", "domino/all-fives"} {
		s := state(t, id, 2)
		r := bot.NewRand(3)
		for s.ToMove() == board.Chance {
			if _, err := board.Sample(s, r); err != nil {
				t.Fatal(err)
			}
		}
		h, ok := s.(board.Hidden)
		if !ok {
			t.Fatalf("%s is not Hidden", id)
		}
		me := s.ToMove()
		var other board.State
		for i := range 20 {
			other = h.Determinize(me, bot.NewRand(uint64(100+i)))
			if other.Position() != s.Position() {
				break
			}
		}
		if other.Position() == s.Position() {
			t.Fatalf("%s: no other deal found", id)
		}
		if o, ok := other.(board.Hidden); !ok || o.Observation(me) != h.Observation(me) {
			t.Fatalf("%s: the determinization does not look the same to seat %v", id, me)
		}
		a := bot.NewMCTS(bot.MCTSOptions{Iterations: 200}, bot.NewRand(11))
		b := bot.NewMCTS(bot.MCTSOptions{Iterations: 200}, bot.NewRand(11))
		ma, err := a.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		mb, err := b.Choose(other)
		if err != nil {
			t.Fatal(err)
		}
		if ma != mb {
			t.Errorf("%s: seat %v chose %v in one deal and %v in the other", id, me, ma, mb)
		}
	}
}

// TestTreeReuse checks that the next search starts from the subtree the
// previous one grew: a bot that keeps its tree plays differently from one
// that does not only through that tree, and its root starts visited.
func TestTreeReuse(t *testing.T) {
	s := state(t, "draughts/english", 2)
	b := bot.NewMCTS(bot.MCTSOptions{Iterations: 400}, bot.NewRand(1))
	for range 4 {
		m, err := b.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
		reply, err := bot.NewRandom(bot.NewRand(2)).Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(reply); err != nil {
			t.Fatal(err)
		}
		if got := bot.RootVisits(b, s); got == 0 {
			t.Errorf("after %v %v the kept tree has no visits at the new root", m, reply)
		}
	}
}

// TestManySeats plays four-seat ludo with MCTS in every seat.
func TestManySeats(t *testing.T) {
	s := state(t, "ludo/snakes-and-ladders", 4)
	var bots []bot.Bot
	for i := range 4 {
		bots = append(bots, bot.NewMCTS(bot.MCTSOptions{Iterations: 50}, bot.NewRand(uint64(i))))
	}
	play(t, s, bots, 0)
	if !s.Outcome().Over {
		t.Error("game did not end")
	}
}

// TestPlayoutCut: halma's race state is an Estimator (the distance its
// pieces have come toward the target), and random playouts of the race
// rarely end. From the start, the most a move gains is a hop of two
// rows (a piece of row 5 over row 4), which greedy finds by the estimate
// alone; MCTS that scores the states its tree reaches (no playout), or
// playouts cut off after 10 plies, plays a move that gains ground.
func TestPlayoutCut(t *testing.T) {
	s := state(t, "halma", 2)
	gain := func(b bot.Bot) float64 {
		m, err := b.Choose(s)
		if err != nil {
			t.Fatal(err)
		}
		c := s.Clone()
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
		return c.(bot.Estimator).Estimate(0) - 0.5
	}
	// the race is 160 steps (halma's TestEstimate); a lead of d is worth d/2
	if g := gain(bot.NewGreedy(nil, bot.NewRand(1))); math.Abs(g-1.0/160) > 1e-12 {
		t.Errorf("greedy gained %v, want a hop of two steps, 1/160", g*320)
	}
	for _, limit := range []int{-1, 10} {
		b := bot.NewMCTS(bot.MCTSOptions{Iterations: 400, PlayoutLimit: limit}, bot.NewRand(1))
		if g := gain(b); g <= 0 {
			t.Errorf("MCTS with PlayoutLimit %d gained %v steps, want some", limit, g*320)
		}
	}
}

// TestEstimate checks the default evaluation: a finished game by its
// returns, a game in progress by the state's Estimator, ½ without one.
func TestEstimate(t *testing.T) {
	mate := state(t, "chess", 2, "f2f3", "e7e5", "g2g4", "d8h4")
	if got := bot.Estimate(mate, 1); got != 1 {
		t.Errorf("the mating side is worth %v, want 1", got)
	}
	if got := bot.Estimate(mate, 0); got != 0 {
		t.Errorf("the mated side is worth %v, want 0", got)
	}
	if got := bot.Estimate(state(t, "chess", 2), 0); got != 0.5 {
		t.Errorf("chess in progress, no Estimator, is worth %v, want ½", got)
	}
	if got := bot.Estimate(state(t, "halma", 2, "112-90"), 1); math.Abs(got-(0.5-1.0/160)) > 1e-12 {
		t.Errorf("halma after 112-90 (seat 0 two steps of 160 ahead) is worth %v to seat 1, want ½ − 1/160", got)
	}
}
