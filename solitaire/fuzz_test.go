package solitaire

import (
	"errors"
	"runtime"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

func FuzzPuzzleParseMove(f *testing.F) {
	for _, s := range []string{"5-10-17", "5-17", "29-24-17", "1-2-3", "", "-", "33-32-31", "5-10-17-24", "99-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st := newFuzzState(t)
		before := st.Position()
		m, err := st.ParseMove(s)
		if st.Position() != before {
			t.Fatalf("ParseMove(%q) changed the position", s)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): %v", s, err)
			}
			return
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("parsed move %v does not play: %v", m, err)
		}
	})
}

func newFuzzState(t *testing.T) board.State {
	s, err := Samotar.New(1)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func FuzzPuzzleParse(f *testing.F) {
	for _, s := range []string{"oooooooooooooooo.oooooooooooooooo", "", "o", "................................."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		st, err := Samotar.Parse(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("Parse(%q): %v", s, err)
			}
			return
		}
		if st.Position() != s {
			t.Fatalf("Parse(%q).Position() = %q", s, st.Position())
		}
		_ = st.Legal()
		_ = st.Outcome()
	})
}

func FuzzHuntParseMove(f *testing.F) {
	for _, s := range []string{"7-8", "9x7", "5x17x29", "@4", "pass", "9x11x25x23x9", "", "x", "1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1"} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, s string, castle bool) {
		g := FoxGeese
		if castle {
			g = Castle
		}
		st, err := g.New(2)
		if err != nil {
			t.Fatal(err)
		}
		before := st.Position()
		m, err := st.ParseMove(s)
		if st.Position() != before {
			t.Fatalf("ParseMove(%q) changed the position", s)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("ParseMove(%q): %v", s, err)
			}
			return
		}
		if err := st.Play(m); err != nil {
			t.Fatalf("parsed move %v does not play: %v", m, err)
		}
	})
}

func FuzzHuntParse(f *testing.F) {
	for _, s := range []string{"......S.W.W.SSS.S.SSSSSSSSSSSSSSS S", "......AA...AAAAAAAAAAAAAAAAAAAAAA D",
		".......S...WSSS.S.SSSSSSSSSSSSSSS S +9", ""} {
		f.Add(s)
	}
	penalty := mustGame(board.Names{ID: "solitaire/penalty", Name: "x", Summary: "x"}, Rules{Game: KindSheepAndWolves, WolfPenalty: true})
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range []*Game{FoxGeese, Castle, penalty} {
			st, err := g.Parse(s)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("Parse(%q): %v", s, err)
				}
				continue
			}
			_ = st.Legal()
			_ = st.Outcome()
			if _, err := g.Parse(st.Position()); err != nil {
				t.Fatalf("Parse(%q).Position() = %q does not read back: %v", s, st.Position(), err)
			}
		}
	})
}

// FuzzAllParse reads positions of every game of the family: a bad one is
// an ErrBadNotation, a good one works and writes a position that reads
// back.
func FuzzAllParse(f *testing.F) {
	for _, g := range games {
		s, _ := g.New(g.Info().MinPlayers)
		f.Add(uint8(0), s.Position())
	}
	f.Add(uint8(5), trianglPosition([]int{8, 22, 12}, []int{1, 13, 32}, 'a', "1,0"))
	f.Add(uint8(6), eaterPosition([]int{16, 18, 24}, []int{1, 3, 31}, 'a', "0,0"))
	f.Add(uint8(7), "hpthh/hhhhh/hhhhh b")
	f.Add(uint8(8), "1 b a - 0,0,0,0,1 1,5,3,5,5/0,0,2,5,4 0,0")
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		g := games[int(which)%len(games)]
		s, err := g.Parse(text)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("%s Parse(%q): %v", g.ID(), text, err)
			}
			return
		}
		_ = s.Legal()
		_ = s.Outcome()
		_ = s.String()
		if _, err := g.Parse(s.Position()); err != nil {
			t.Fatalf("%s: Parse(%q).Position() = %q does not read back: %v", g.ID(), text, s.Position(), err)
		}
	})
}

// FuzzAllParseMove reads moves in the start position of every game of the
// family: an error is ErrBadNotation or ErrIllegalMove and changes
// nothing; a move read plays.
func FuzzAllParseMove(f *testing.F) {
	for i, m := range []string{"5-17", "7-8", "@4", "@12", "a1 pot", "a1 on b2", "take kuli", "rethrow", "16-17x5x9", "pass"} {
		f.Add(uint8(i), m)
	}
	f.Fuzz(func(t *testing.T, which uint8, text string) {
		g := games[int(which)%len(games)]
		s, err := g.New(g.Info().MinPlayers)
		if err != nil {
			t.Fatal(err)
		}
		before := s.Position()
		m, err := s.ParseMove(text)
		if s.Position() != before {
			t.Fatalf("%s ParseMove(%q) changed the position", g.ID(), text)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("%s ParseMove(%q): %v", g.ID(), text, err)
			}
			return
		}
		if err := s.Play(m); err != nil {
			t.Fatalf("%s: parsed move %v does not play: %v", g.ID(), m, err)
		}
	})
}

// TestParseRejectsLongInputFirst: an over-long position is refused before
// it is split into fields, so a megabyte of spaces costs no megabytes.
// (Jedlík, Triangl and Mikádo once split first and measured after.)
func TestParseRejectsLongInputFirst(t *testing.T) {
	long := strings.Repeat(" ", 1<<20)
	for _, g := range games {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := g.Parse(long)
		runtime.ReadMemStats(&after)
		if !errors.Is(err, board.ErrBadNotation) {
			t.Errorf("%s: Parse of 1 MiB of spaces: %v, want ErrBadNotation", g.ID(), err)
		}
		if n := after.TotalAlloc - before.TotalAlloc; n > 64<<10 {
			t.Errorf("%s: Parse of 1 MiB of spaces allocated %d bytes", g.ID(), n)
		}
	}
}
