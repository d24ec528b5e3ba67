package backgammon

import (
	"errors"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// TestChouetteConformance runs the contract suite on the registered
// chouette, on the option sets that change the tree (per-member cubes,
// the Jacoby rule, no cube, no substitute captain) and on a session a
// user builds with names of his own and no Czech name.
func TestChouetteConformance(t *testing.T) {
	games := []board.Game{ChouetteSession}
	for _, settings := range [][]string{
		{"PerMemberCubes=true", "Games=3"},
		{"Jacoby=true", "CubeLimit=8", "SubstituteWinnerBecomesCaptain=false", "Games=3"},
		{"Cube=false", "Games=2"},
	} {
		d, err := board.Configure(ChouetteSession, settings...)
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, d)
	}
	r := Chouette()
	r.Games, r.PerMemberCubes = 2, true
	user, err := NewChouette(board.Names{ID: "backgammon/my-chouette", Name: "Two-game chouette", Summary: "A short chouette."}, r)
	if err != nil {
		t.Fatal(err)
	}
	games = append(games, user)
	for _, g := range games {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestChouetteOptionsByName: every option of the chouette is
// set by name; bad values wrap board.ErrBadOption.
func TestChouetteOptionsByName(t *testing.T) {
	g, err := board.Configure(ChouetteSession, "PerMemberCubes=true", "SubstituteWinnerBecomesCaptain=false", "Jacoby=true", "Games=4")
	if err != nil {
		t.Fatal(err)
	}
	if g.ID() != "backgammon/chouette(Games=4,SubstituteWinnerBecomesCaptain=false,PerMemberCubes=true,Jacoby=true)" {
		t.Errorf("derived ID %q", g.ID())
	}
	r := g.(*ChouetteGame).Rules()
	if !r.PerMemberCubes || r.SubstituteWinnerBecomesCaptain || !r.Jacoby || r.Games != 4 || !r.Cube {
		t.Errorf("derived rules %+v", r)
	}
	for _, bad := range []string{"Games=0", "CubeLimit=3", "CubeLimit=8192", "Beavers=true", "Nothing=1"} {
		if _, err := board.Configure(ChouetteSession, bad); !errors.Is(err, board.ErrBadOption) {
			t.Errorf("Configure(%s): %v, want ErrBadOption", bad, err)
		}
	}
	if _, err := NewChouette(board.Names{ID: "backgammon/zero"}, ChouetteRules{}); err == nil {
		t.Error("the zero ChouetteRules accepted")
	}
}

// The session implements the contract's optional interfaces.
var (
	_ board.Chancy       = (*ChouetteState)(nil)
	_ board.Scorer       = (*ChouetteState)(nil)
	_ board.Lister       = (*ChouetteState)(nil)
	_ board.Perfter      = (*ChouetteState)(nil)
	_ board.Describer    = (*ChouetteState)(nil)
	_ board.Drawer       = (*ChouetteState)(nil)
	_ board.Viewer       = (*ChouetteState)(nil)
	_ board.Configurable = (*ChouetteGame)(nil)
)
