package main

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// FuzzEveryGame feeds every registered game arbitrary position and move
// text: nothing may panic, a rejected position or move says which kind of
// error it is, and a rejected move leaves the state as it was.
//
//	go test ./examples/rulebook -run '^$' -fuzz FuzzEveryGame -fuzztime 60s
func FuzzEveryGame(f *testing.F) {
	games := realGames()
	for i, g := range games {
		s, err := g.New(g.Info().MinPlayers)
		if err != nil {
			f.Fatal(err)
		}
		move := ""
		if legal := s.Legal(); len(legal) > 0 {
			move = legal[0].String()
		}
		f.Add(uint8(i), s.Position(), move)
		f.Add(uint8(i), "", move+" ")
	}
	f.Fuzz(func(t *testing.T, which uint8, position, move string) {
		g := games[int(which)%len(games)]
		if s, err := g.Parse(position); err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("%s: Parse(%q): %v does not wrap ErrBadNotation", g.ID(), position, err)
			}
		} else {
			tryMove(t, g, s, move)
		}
		s, err := g.New(g.Info().MinPlayers)
		if err != nil {
			t.Fatal(err)
		}
		tryMove(t, g, s, move)
	})
}

// tryMove reads and plays move on s: a rejection must be one of the board
// errors and change nothing.
func tryMove(t *testing.T, g board.Game, s board.State, move string) {
	before := s.Position()
	m, err := s.ParseMove(move)
	if err == nil {
		err = s.Play(m)
		if err == nil {
			return
		}
	}
	if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) {
		t.Fatalf("%s at %q: move %q: %v wraps no board error", g.ID(), before, move, err)
	}
	if after := s.Position(); after != before {
		t.Fatalf("%s: rejected move %q changed the position from %q to %q", g.ID(), move, before, after)
	}
}
