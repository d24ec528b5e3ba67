package backgammon

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
)

// chouetteFuzzPositions are session positions at every kind of decision:
// the ordering throws (with a block throwing again), the opening throw,
// the box's double and the members' answers, the captain's double and the
// box's answer, per-member doubles, a checker play, a session over.
var chouetteFuzzPositions = []string{
	"order:ABCD ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",
	"order:A/BC/D throws:5 ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",
	"order:ABC joining:D ledger:0,0,0,0 games:0 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",
	"queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",
	"queue:ABCD ledger:0,0,0,0 games:0 team:B1,C1,D1 due:cube:A board:4HPwATDgc/ABMA:MAEAAAAAAAAE",
	"queue:ABCD ledger:1,-1,0,0 games:0 team:B-,C2m,D1? due:take:D board:4HPwATDgc/ABMA:MAEAAAAAAAAE",
	"queue:BCDA joining:E ledger:-12,4,4,4,0 games:1 team:C2m!,D2m!,A2m! due:take:B board:4HPwATDgc/ABMA:cAkAAAAAAAAE",
	"queue:ABCDE ledger:0,0,0,0,0 games:0 team:B1,C1,D1,E1 board:4HPwATDgc/ABMA:MAEPAAAAAAAE",
	"queue:ACDB ledger:3,-1,-1,-1 games:8 board:4HPwATDgc/ABMA:MAAAAAAAAAAE",
}

// chouettePerMemberPositions are positions with per-member cubes.
var chouettePerMemberPositions = []string{
	"queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1 due:cube:D board:4HPwATDgc/ABMA:cAkAAAAAAAAE",
	"queue:ABCD ledger:0,0,0,0 games:0 team:B1!,C1,D1! due:take:A board:4HPwATDgc/ABMA:cAkAAAAAAAAE",
	"queue:ABCD ledger:-1,1,0,0 games:0 team:B+,C1,D2b board:4HPwATDgc/ABMA:cAkAAAAAAAAE",
}

func chouetteFuzzStates(t testing.TB) []*ChouetteState {
	var out []*ChouetteState
	per := board.Must(board.Configure(ChouetteSession, "PerMemberCubes=true")).(*ChouetteGame)
	for _, v := range []struct {
		g   *ChouetteGame
		pos []string
	}{{ChouetteSession, chouetteFuzzPositions}, {per, chouettePerMemberPositions}} {
		for _, p := range v.pos {
			s, err := v.g.ParseSession(p)
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if s.Position() != p {
				t.Fatalf("%s reads back as %s", p, s.Position())
			}
			out = append(out, s)
		}
	}
	return out
}

// FuzzChouetteParseMove: ParseMove never panics, leaves the session
// alone, and what it accepts is a legal move whose notation reads back.
func FuzzChouetteParseMove(f *testing.F) {
	for _, s := range []string{"6-5", "3-1", "roll", "double", "take", "drop", "pass", "beaver", "resign single",
		"24/18 13/11", "13/11 13/12", "1/off", "accept", "B drop", ""} {
		f.Add(s)
	}
	states := chouetteFuzzStates(f)
	f.Fuzz(func(t *testing.T, text string) {
		for _, s := range states {
			before := s.Position()
			m, err := s.ParseMove(text)
			if s.Position() != before {
				t.Fatalf("ParseMove(%q) changed the session", text)
			}
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) && !errors.Is(err, board.ErrGameOver) {
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

// FuzzChouetteParse: Parse never panics, refuses with ErrBadNotation, and
// a session it accepts lists its moves and writes back as it reads.
func FuzzChouetteParse(f *testing.F) {
	for _, p := range append(chouetteFuzzPositions, chouettePerMemberPositions...) {
		f.Add(p)
	}
	per := board.Must(board.Configure(ChouetteSession, "PerMemberCubes=true")).(*ChouetteGame)
	f.Fuzz(func(t *testing.T, pos string) {
		for _, g := range []*ChouetteGame{ChouetteSession, per} {
			s, err := g.ParseSession(pos)
			if err != nil {
				if !errors.Is(err, board.ErrBadNotation) {
					t.Fatalf("Parse(%q): %v", pos, err)
				}
				continue
			}
			s.Legal()
			_ = s.String()
			_ = s.Picture()
			p := s.Position()
			s2, err := g.ParseSession(p)
			if err != nil || s2.Position() != p {
				t.Fatalf("Parse(%q).Position() = %q does not read back: %v", pos, p, err)
			}
		}
	})
}
