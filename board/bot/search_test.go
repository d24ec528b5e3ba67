package bot_test

import (
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
