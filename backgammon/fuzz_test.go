package backgammon

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// fuzzStates are positions where ParseMove reads turns: the opening 3-1,
// bar entry, a bear-off, a double, a resignation to answer, a cube decision,
// a Taiga-Puff entry and a Gul Bara rung.
func fuzzStates(t testing.TB) []*State {
	var out []*State
	for _, p := range []struct {
		g   *Game
		pos string
	}{
		{BackgammonGame, "4HPwATDgc/ABMA:MAEPAAAAAAAA"},
		{BackgammonGame, "4HPwATDgc/ABMA:cIkSAAAAAAAA"},
		{BackgammonGame, "4HPwATDgc/ABMA:cMESAAAAAAAA"}, // a gammon offer to answer
		{BackgammonGame, "4HPwATDgc/ABMA:cAkAAAAAAAAA"}, // roll, double or resign
		{GulBaraGame, "W:24x15 B:24x15 play:W:33:r3333444455556666 turns:3,3"},
		{TaigaPuffGame, "W:22,20,inx13 B:22,21,inx13 play:W:42"},
		{TaigaPuffGame, "W:9,6 B:24x15 play:W:22"},
		{PuffGame, "W:inx15 B:inx15 play:W:66"},
		{PuffGame, "W:14,9 B:24x15 play:W:11:b"},
		{LongPuffGame, "W:19,inx14 B:24,18x2,inx12 play:W:66"},
		{RevertierGame, "W:24x7,23,22,21,20,7,2x2,bar B:24x8,22,21,20,19,6x2,bar play:W:31"},
		{ZickZackGame, "W:22,20,inx13 B:inx15 play:B:63"},
		{ZickZackGame, "W:5x2 B:24x2,23x13 play:W:53"},
		{PuffGame, "W:inx15 B:inx15 opening"},
		{JacquetGame, "AAAA/38AAAD/fw:MAETAAAAAAAE"}, // the first roll 6-4, every checker on the bar
		{ToccadilleGame, "W:14,13x2,6x12 B:24x11,21x2,14x2 play:W:22 points:0,0"},
		{DoubletGame, "W:6x2,5x2,4x2,3x2,2x2,1x2 B:6x2,5x2,4x2,3x2,2x2,1x2 play:W:53 stacks:u5,u123456"},
		{TrikTrakGame, "W:20x6,19x7,16,14 B:24x2,20x6,19x7 play:W:42 points:0,0"}, // KT-5: by power, through the Huck
		{TrikTrakGame, "W:24x15 B:24x15 opening points:0,0"},
		{CatchMeGame, "W:6,5,4,3,2,1 B:18,17,16,15,14,13 play:W:61"}, // CM-3: round the corner
		{CatchMeGame, "W:7 B:24,22,1 play:W:61"},                     // CM-6: a rattler
		{CatchMeGame, "W:10,1 B:9,2 play:W:66"},
	} {
		s, err := p.g.ParseState(p.pos)
		if err != nil {
			t.Fatalf("%s: %v", p.pos, err)
		}
		out = append(out, s)
	}
	s := BackgammonGame.NewState()
	if err := board.Replay(s, "6-5", "24/13", "double", "take", "4-4"); err != nil {
		t.Fatal(err)
	}
	return append(out, s)
}

// FuzzParseMove: ParseMove never panics, leaves the state alone, and
// whatever it accepts is a legal move whose notation reads back to itself.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"24/18 13/11", "13/7*", "bar/22", "6/off", "8/2(2)", "24/18/13", "24/21*/18", "in/22 in/20",
		"13/8(4)", "pass", "3-1", "roll", "resign gammon", "Resign Normal", "accept", "decline", "24/", "/13", "24//13", "25/off", "8/2(9)", "8/2(", "bar/24*(2)", "22/18 18/14 14/10",
		"9-7", "12-2", "7-7", "in/19(2)", "in/19(2) in/24*", "bar/24 7/4*", "5/off 5/2", "in/22* in/19", "u5 r3", "r3 u5", "u7", "13/10(2)",
		"6/24 24/18*", "6/18", "7/1*/24*", "7/6/24", "1/19/13/7", "6/6", "1/24(2)"} {
		f.Add(s)
	}
	states := fuzzStates(f)
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range states {
			before := s.Position()
			m, err := s.ParseMove(text)
			if s.Position() != before {
				t.Fatalf("ParseMove(%q) changed the state", text)
			}
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
					t.Fatalf("ParseMove(%q): %v is neither bad notation nor illegal", text, err)
				}
				continue
			}
			back, err := s.ParseMove(m.String())
			if err != nil || back.String() != m.String() {
				t.Fatalf("ParseMove(%q) = %q, which reads back as %v, %v", text, m.String(), back, err)
			}
		}
	})
}

// FuzzPositionID: ParsePositionID never panics, and an ID it accepts is
// written back identically.
func FuzzPositionID(f *testing.F) {
	for _, s := range []string{"4HPwATDgc/ABMA", "4HPkASjgc/ABMA", "4HPhQSDgc+QBKA", "/P8BAADgc/ABMA", "AAAAAAAAAAAAAA", "//////////////"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		for _, on := range []Side{White, Black} {
			b, err := ParsePositionID(id, on)
			if err != nil {
				continue
			}
			if got := PositionID(&b, on); got != id {
				t.Fatalf("ParsePositionID(%q) then PositionID = %q", id, got)
			}
		}
	})
}

// FuzzMatchID: ParseMatchID never panics; an ID it accepts re-encodes to an
// ID that decodes to the same fields; and the game reads "4HPwATDgc/ABMA:id"
// without panicking, giving a state whose Position reads back unchanged.
func FuzzMatchID(f *testing.F) {
	for _, s := range []string{"cIkSAAAAAAAA", "MAEPAAAAAAAA", "cAkAAAAAAAAA", "cBEAAAAAAAAA", "QYkqASAAIAAE", "sAGgAEAAEAAE",
		"AgEAAAAAAAAE", "QokKAAAAAAAE", "UQpgAHAACAAE", "QYkqASAAIAAA",
		"cMESAAAAAAAA", "cOESAAAAAAAA", "cCFvAAAAAAAE", "MMsyAAAAEAAE"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		m, err := ParseMatchID(id)
		if err == nil {
			id2, err := m.MatchID()
			if err != nil {
				t.Fatalf("ParseMatchID(%q) = %+v, which MatchID refuses: %v", id, m, err)
			}
			back, err := ParseMatchID(id2)
			if err != nil || back != m {
				t.Fatalf("ParseMatchID(%q) = %+v, re-encoded reads %+v, %v", id, m, back, err)
			}
		}
		for _, pos := range []string{"4HPwATDgc/ABMA:" + id, "4HPwATDgc/ABMA:" + id + ":roll", "/P8BAADgc/ABMA:" + id,
			"4HPwATDgc/ABMA:" + id + ":declined-single", "4HPwATDgc/ABMA:" + id + ":roll:declined-gammon"} {
			s, err := BackgammonGame.ParseState(pos)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("Parse(%q): %v", pos, err)
				}
				continue
			}
			s.Legal()
			p := s.Position()
			s2, err := BackgammonGame.ParseState(p)
			if err != nil || s2.Position() != p {
				t.Fatalf("Parse(%q).Position() = %q does not read back: %v", pos, p, err)
			}
		}
	})
}

// FuzzParse: Game.Parse of the text form never panics and what it accepts
// writes back as it reads.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"W:24x15 B:24x15 opening turns:0,0", "W:inx15 B:inx15 roll:B", "W:9,6 B:24x15 play:W:22:b",
		"W:24,23 B:24x15 play:W:55:r55556666 turns:3,3", "W:- B:3 over:W:1", "W:bar,inx14 B:inx15 play:W:31"} {
		f.Add(s)
	}
	for _, s := range []string{"W:inx15 B:inx15 opening", "W:24x7,23,22,21,20,7,2x2,bar B:24x8,22,21,20,19,6x2,bar play:W:31",
		"W:22,20,inx13 B:inx15 play:B:63", "W:19,inx14 B:24,18x2,inx12 play:W:66:b",
		"W:20,18,13x2,6x11 B:24x13,10,8 roll:W points:10,4", "W:6x2,5x2,4x2,3x2,2x2,1x2 B:6x2,5x2,4x2,3x2,2x2,1x2 opening stacks:u123456,u123456",
		"W:18x11,13x2,8,3 B:24x14,19 play:W:52 points:10,4", "W:24x15 B:24x15 opening points:0,0",
		"W:6,5,4,3,2,1 B:18,17,16,15,14,13 opening", "W:7 B:24,22,1 play:W:33", "W:- B:24 over:B:1 score:0,1", "W:9 B:1 roll:B"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, pos string) {
		for _, g := range []*Game{GulBaraGame, TaigaPuffGame, PuffGame, LongPuffGame, RevertierGame, ZickZackGame, ToccadilleGame, DoubletGame, TrikTrakGame, CatchMeGame} {
			s, err := g.ParseState(pos)
			if err != nil {
				continue
			}
			s.Legal()
			p := s.Position()
			s2, err := g.ParseState(p)
			if err != nil || s2.Position() != p {
				t.Fatalf("%s: Parse(%q).Position() = %q does not read back: %v", g.ID(), pos, p, err)
			}
		}
	})
}
