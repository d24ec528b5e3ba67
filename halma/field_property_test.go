package halma_test

import (
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"pgregory.net/rapid"
)

// TestFieldProperties plays random field games and checks the
// games' invariants at every ply: pieces on the board and in hand
// never exceed a side's pieces and only placements and captures change
// them; in the moving phase a gobang or mouse move goes to a neighbour;
// a cat's capture lands two cells away in a line and removes the one
// mouse between; Make and Unmake restore the position.
func TestFieldProperties(t *testing.T) {
	games := []board.Game{halma.GobangGame, halma.ChiefGobang, halma.Menji, halma.TopSecretGame, halma.CatAndMouse,
		configured(t, halma.GobangGame, "Field.Teams=true")}
	rapid.Check(t, func(t *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(t, "game")]
		s := newState(t, g, g.Info().MinPlayers).(*halma.FieldState)
		variant := g.(*halma.Game).Rules().Field.Variant
		capture := g.(*halma.Game).Rules().Field.PairCapture
		for range rapid.IntRange(1, 150).Draw(t, "plies") {
			if s.Outcome().Over {
				break
			}
			p := s.Board()
			for _, m := range s.LegalMoves(nil) {
				q := p
				u := q.Make(m)
				q.Unmake(m, u)
				if q != p { // every field, the notation included
					t.Fatalf("Make/Unmake of %s changed %s", m, p.String())
				}
			}
			before := s.Position()
			l := legal(s)
			m := l[rapid.IntRange(0, len(l)-1).Draw(t, "move")]
			mover := int(s.ToMove())
			play(t, s, m)
			after := s.Position()
			gone := 0
			for i := range 256 {
				if before[i] != '.' && after[i] == '.' {
					gone++
				}
			}
			from, to, step := strings.Cut(m, "-")
			switch {
			case !step:
				// a placement or a pass: a pair capture may take two per direction
				if !capture && gone > 0 || gone%2 != 0 {
					t.Fatalf("%s took %d pieces", m, gone)
				}
			case variant == halma.CatMouse && mover == 0 && distance(from, to) == 2:
				if gone != 2 { // the cat's cell and the mouse's
					t.Fatalf("the jump %s emptied %d cells", m, gone)
				}
			case variant == halma.Gobang || variant == halma.CatMouse:
				if distance(from, to) != 1 {
					t.Fatalf("%s is not a step to a neighbour", m)
				}
			}
			counts := strings.Count(after[:256], "1") + strings.Count(after[:256], "m")
			if counts > 19 {
				t.Fatalf("%d pieces of one side", counts)
			}
		}
	})
}

// distance returns the king-move distance between two squares.
func distance(a, b string) int {
	grid, _ := board.NewGrid(16, 16)
	x, _ := grid.Parse(a)
	y, _ := grid.Parse(b)
	df, dr := grid.File(x)-grid.File(y), grid.Rank(x)-grid.Rank(y)
	return max(abs(df), abs(dr))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
