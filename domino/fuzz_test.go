package domino

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// fuzzStates are mid-game states of a few games for the move reader.
func fuzzStates(t testing.TB) []*State {
	var out []*State
	r := rand.New(rand.NewPCG(1, 1))
	for _, id := range []string{"domino", "domino/matador", "domino/cross", "domino/italian", "domino/all-fives", "domino/hungarian"} {
		g := game(t, id)
		for _, k := range []int{0, 20, 35} {
			left := k
			if s := playUntil(g, g.info.MinPlayers, r, func(*State) bool { left--; return left < 0 }); s != nil {
				out = append(out, s)
			}
		}
	}
	return out
}

// FuzzParseMove: no input makes ParseMove panic or change the state; an
// accepted move is legal and its notation reads back to itself.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"6-4@L", "3-3@N", "draw", "pass", "lot=1", "5-2", "4-6@C", "3-5@T", "6:6@R", "1-7@L", "", "@", "6-4@", "lot=", "6-6@CC"} {
		f.Add(s, uint8(0))
	}
	states := fuzzStates(f)
	f.Fuzz(func(t *testing.T, text string, which uint8) {
		s := states[int(which)%len(states)]
		before := s.Position()
		m, err := s.ParseMove(text)
		if s.Position() != before {
			t.Fatalf("ParseMove(%q) changed the state", text)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) {
				t.Fatalf("ParseMove(%q): error of no kind: %v", text, err)
			}
			return
		}
		if s.check(m.(Move)) != nil {
			t.Fatalf("ParseMove(%q) accepted an illegal move %v", text, m)
		}
		again, err := s.ParseMove(m.String())
		if err != nil || again != m {
			t.Fatalf("%q: %v does not read back: %v %v", text, m, again, err)
		}
	})
}

// FuzzParsePosition: Game.Parse never panics; an accepted position
// writes back to itself and can be played on.
func FuzzParsePosition(f *testing.F) {
	for _, s := range fuzzStates(f) {
		f.Add(s.Position())
	}
	f.Add("domino 2 hand=0 lead=- win=- score=0,0 |")
	f.Add("domino/hungarian 3 hand=2 lead=1 win=- score=10,20,30 last=2/-/1-2,-,0-0+4-4/3,0,8 | 0-1")
	f.Fuzz(func(t *testing.T, text string) {
		id, _, _ := cutField(text)
		g, ok := board.Lookup(id)
		if !ok {
			g, _ = board.Lookup("domino")
		}
		s, err := g.Parse(text)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("Parse(%q): error not ErrBadNotation: %v", text, err)
			}
			return
		}
		pos := s.Position()
		back, err := g.Parse(pos)
		if err != nil || back.Position() != pos {
			t.Fatalf("Parse(%q): position %q does not read back: %v", text, pos, err)
		}
		_ = s.String()
		if h, ok := s.(board.Hidden); ok {
			_ = h.Observation(0)
			_ = h.Determinize(0, rand.New(rand.NewPCG(1, 2)))
		}
		if ms := s.Legal(); len(ms) > 0 {
			if err := s.Play(ms[0]); err != nil {
				t.Fatalf("legal move %v of a parsed position fails: %v", ms[0], err)
			}
		}
	})
}

func cutField(text string) (string, string, bool) {
	for i := range len(text) {
		if text[i] == ' ' {
			return text[:i], text[i+1:], true
		}
	}
	return text, "", false
}

// FuzzParsePuzzle: the puzzle readers never panic and round-trip.
func FuzzParsePuzzle(f *testing.F) {
	f.Add("domino/dominosa 1220/1102/0021 | a1-a2")
	f.Add("domino/uniforma " + BrickRegion().String() + " a1=6 row1=1,2 | 0-0@a1-a2")
	f.Add("1220/1102/0021")
	f.Fuzz(func(t *testing.T, text string) {
		if d, err := ParseDominosa(text); err == nil {
			if back, err := ParseDominosa(d.Notation()); err != nil || back.Notation() != d.Notation() {
				t.Fatalf("grid %q does not read back", text)
			}
			_ = d.Solve(2)
		}
		for _, g := range []*PuzzleGame{DominosaGame, UniformaGame} {
			s, err := g.Parse(text)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("Parse(%q): %v", text, err)
				}
				continue
			}
			back, err := g.Parse(s.Position())
			if err != nil || back.Position() != s.Position() {
				t.Fatalf("%q does not read back: %v", s.Position(), err)
			}
			_ = s.String()
			_ = s.Outcome()
		}
	})
}
