package dicegames

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"1-3-3-6", "4", "stop", "roll", "roll:1", "keep:6-6", "keep:", "cover:3-4", "claim:21", "doubt", "believe", "cover:12", "3-1", "stake:3", "stake:0", "even:1", "odd:2", "black:1", "white:1", "cross:3-3-8", "cross:12"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMoveText(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("%q: error %v does not wrap ErrBadNotation", s, err)
			}
			return
		}
		back, err := ParseMoveText(m.String())
		if err != nil || back != m {
			t.Fatalf("%q reads as %v, which reads back as %v, %v", s, m, back, err)
		}
	})
}

func FuzzParsePosition(f *testing.F) {
	for _, g := range Registered {
		f.Add(g.NewState(3).Position())
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range Registered {
			parseAndPlay(t, g, s)
		}
	})
}

// parseAndPlay reads s as a position of g: an error wraps ErrBadNotation;
// a position reads back as itself and plays every legal move.
func parseAndPlay(t *testing.T, g *Game, s string) {
	st, err := g.ParseState(s)
	if err != nil {
		if !errors.Is(err, board.ErrBadNotation) {
			t.Fatalf("%s: %q: error %v does not wrap ErrBadNotation", g.ID(), s, err)
		}
		return
	}
	if st.Position() != s {
		t.Fatalf("%s: %q reads back as %q", g.ID(), s, st.Position())
	}
	for _, m := range st.Legal() {
		c := st.Clone()
		if err := c.Play(m); err != nil {
			t.Fatalf("%s: %q: legal %v fails: %v", g.ID(), s, m, err)
		}
		_ = c.Outcome()
		_ = c.Position()
	}
}
