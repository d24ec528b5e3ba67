package ludo_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/ludo"
)

var (
	_ board.Drawer = (*ludo.CrossState)(nil)
	_ board.Drawer = (*ludo.TrackState)(nil)
	_ board.Tracer = ludo.CrossMove{}
	_ board.Tracer = ludo.TrackMove{}
)

// TestPictureAgreesWithPosition plays random games of every game and
// player count and checks the picture of every state against the state's
// own accessors: every piece on the cell that names its place (a cross
// colour c's progress p on square (10c+p) mod 40, home square k on "S:k",
// the base on "S:base"), the pieces of every seat counted in full (four on
// the cross, with the refugees a seat owns and the hunt's caught pieces;
// one stone on a track), and the moves' touches: a step leaves a cell of a
// piece of its owner, ends where that owner has a piece afterwards, and
// captures exactly when the target cell loses pieces of other seats.
func TestPictureAgreesWithPosition(t *testing.T) {
	games := append(trackGames(t), crossGames(t)...)
	for _, g := range games {
		for n := g.Info().MinPlayers; n <= g.Info().MaxPlayers; n++ {
			t.Run(g.ID()+"/"+strconv.Itoa(n), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(n), 16))
				for range 2 {
					s, err := g.New(n)
					require.NoError(t, err)
					for ply := 0; s.ToMove() != board.Nobody && ply < 3000; ply++ {
						checkPicture(t, g, s)
						legal := s.Legal()
						m := legal[rng.IntN(len(legal))]
						before := s.(board.Drawer).Picture()
						prev := s.Clone()
						require.NoError(t, s.Play(m))
						if g.Rules().Cross.ColourBlind.On {
							checkFigureTouches(t, prev.(*ludo.CrossState), s.(*ludo.CrossState), m)
							continue
						}
						checkTouches(t, s, m, before, s.(board.Drawer).Picture())
					}
					checkPicture(t, g, s)
				}
			})
		}
	}
}

// checkPicture checks one state's picture against its accessors.
func checkPicture(t *testing.T, g *ludo.Game, s board.State) {
	t.Helper()
	p := s.(board.Drawer).Picture()
	n := s.Seats()
	require.Equal(t, s.ToMove(), p.ToMove, "%s", s)
	count := p.PieceCount(n)
	switch cs := s.(type) {
	case *ludo.TrackState:
		for seat := range n {
			field := strconv.Itoa(cs.Stone(seat))
			if g.Race() == ludo.RacePropast && cs.Stone(seat) == 32 {
				field = "off"
			}
			requirePiece(t, p, field, board.Player(seat), 1, s)
			require.Equal(t, 1, count[seat], "seat %d's stones in the picture of %s", seat, s)
		}
		if cs.Phase() == ludo.PhaseMove {
			require.Equal(t, []int{cs.Roll()}, p.Dice)
		}
	case *ludo.CrossState:
		if g.Rules().Cross.ColourBlind.On {
			checkFigurePicture(t, cs, p)
			return
		}
		for seat := range n {
			at := map[string]int{}
			want := 4
			for k := range 4 {
				switch q := cs.Progress(seat, k); {
				case q == -2:
					at["caught"]++
				case q == -1:
					at[strconv.Itoa(seat)+":base"]++
				case q >= 40:
					at[strconv.Itoa(seat)+":"+string(rune('a'+q-40))]++
				default:
					at[strconv.Itoa((10*g.Colour(n, seat)+q)%40)]++
				}
			}
			if g.Rules().Cross.Refugees {
				for i := range 2 {
					if sq, owner := cs.Refugee(i); owner == seat {
						requirePieceKind(t, p, strconv.Itoa(sq), board.Player(seat), "refugee", s)
						want++
					}
				}
			}
			for cell, k := range at {
				requirePiece(t, p, cell, board.Player(seat), k, s)
			}
			require.Equal(t, want, count[seat], "seat %d's pieces in the picture of %s", seat, s)
		}
		if cs.Phase() == ludo.PhaseMove {
			require.Equal(t, []int{cs.Roll()}, p.Dice)
		}
	}
}

// requirePiece requires k pieces of seat (of any kind but a refugee) on
// the cell or area named where.
func requirePiece(t *testing.T, p board.Picture, where string, seat board.Player, k int, s board.State) {
	t.Helper()
	got := 0
	for _, q := range piecesAt(p, where) {
		if q.Seat == seat && q.Kind != "refugee" {
			got += q.Count
		}
	}
	require.Equal(t, k, got, "seat %d's pieces on %q in the picture of %s", seat, where, s)
}

// requirePieceKind requires a piece of seat and kind on the cell named where.
func requirePieceKind(t *testing.T, p board.Picture, where string, seat board.Player, kind string, s board.State) {
	t.Helper()
	for _, q := range piecesAt(p, where) {
		if q.Seat == seat && q.Kind == kind {
			return
		}
	}
	t.Fatalf("no %s of seat %d on %q in the picture of %s", kind, seat, where, s)
}

// piecesAt returns the pieces on the cell or area named where.
func piecesAt(p board.Picture, where string) []board.Piece {
	if c, ok := p.Cell(where); ok {
		return c.Pieces
	}
	for _, a := range p.Areas {
		if a.Name == where {
			return a.Pieces
		}
	}
	return nil
}

// checkTouches checks a move's touches against the pictures before and
// after it.
func checkTouches(t *testing.T, s board.State, m board.Move, before, after board.Picture) {
	t.Helper()
	ts := m.(board.Tracer).Touches()
	if len(ts) == 0 {
		require.Contains(t, []string{"1", "2", "3", "4", "5", "6", "pass"}, m.String(), "a step without touches")
		return
	}
	var from, to string
	capture := false
	for _, tc := range ts {
		switch tc.Role {
		case board.From:
			from = tc.Cell
		case board.To:
			to = tc.Cell
		case board.Capture:
			require.Equal(t, to, tc.Cell, "move %s captures off its target", m)
			capture = true
		}
	}
	require.NotEmpty(t, from, "move %s", m)
	require.NotEmpty(t, to, "move %s", m)
	owners := map[board.Player]bool{}
	for _, q := range piecesAt(before, from) {
		owners[q.Seat] = true
	}
	require.NotEmpty(t, owners, "move %s leaves the empty cell %q", m, from)
	ownerThere := false
	for _, q := range piecesAt(after, to) {
		ownerThere = ownerThere || owners[q.Seat]
	}
	caughtBefore, caughtAfter := len(piecesAt(before, "caught")), len(piecesAt(after, "caught"))
	if !(capture && caughtAfter > 0 && caughtBefore != caughtAfter || capture && sumCount(piecesAt(after, "caught")) > sumCount(piecesAt(before, "caught"))) {
		require.True(t, ownerThere, "move %s ends on %q without its piece there: %s", m, to, s)
	}
	lost := false
	for _, q := range piecesAt(before, to) {
		if owners[q.Seat] && len(owners) == 1 {
			continue
		}
		if countOf(piecesAt(after, to), q.Seat, q.Kind) < q.Count {
			lost = true
		}
	}
	require.Equal(t, lost, capture, "move %s: capture touch against the pieces on %q before and after: %s", m, to, s)
}

func sumCount(ps []board.Piece) int {
	n := 0
	for _, q := range ps {
		n += q.Count
	}
	return n
}

func countOf(ps []board.Piece, seat board.Player, kind string) int {
	for _, q := range ps {
		if q.Seat == seat && q.Kind == kind {
			return q.Count
		}
	}
	return 0
}

// TestTouches checks the touches of single moves worked out from the
// rules: Propast's abyss on 7 sends the stone on to the start, a stone
// ending on another's field pushes it back (a capture touch), the goal is
// "off"; Snakes and Ladders' ascent 1>38 climbs from the foot; on the cross
// an entry leaves the seat's base, a piece goes into its own home, and a
// partner's piece is named with the partner's seat.
func TestTouches(t *testing.T) {
	tests := []struct {
		g         *ludo.Game
		pos, move string
		want      []board.Touch
	}{
		{ludo.Propast, "3/9 0 move:4", "3-7-0", []board.Touch{{Cell: "3", Role: board.From}, {Cell: "7", Role: board.Via}, {Cell: "0", Role: board.To}}},
		{ludo.Propast, "3/9 0 move:6", "3-9", []board.Touch{{Cell: "3", Role: board.From}, {Cell: "9", Role: board.To}, {Cell: "9", Role: board.Capture}}},
		{ludo.Propast, "29/9 0 move:3", "29-off", []board.Touch{{Cell: "29", Role: board.From}, {Cell: "off", Role: board.To}}},
		{ludo.SnakesAndLadders, "0/5 0 move:1", "0-1-38", []board.Touch{{Cell: "0", Role: board.From}, {Cell: "1", Role: board.Via}, {Cell: "38", Role: board.To}}},
		{ludo.Clovece, "-/-/-/- 2 move:6", "base-20", []board.Touch{{Cell: "2:base", Role: board.From}, {Cell: "20", Role: board.To}}},
		{ludo.Clovece, "b/8/-/- 1 move:3", "8-b", []board.Touch{{Cell: "8", Role: board.From}, {Cell: "1:b", Role: board.To}}},
		{ludo.CrazyTeam, "a/15/b/- 0 move:2", "2:b-d", []board.Touch{{Cell: "2:b", Role: board.From}, {Cell: "2:d", Role: board.To}}},
	}
	for _, tc := range tests {
		t.Run(tc.pos+" "+tc.move, func(t *testing.T) {
			s, err := tc.g.Parse(tc.pos)
			require.NoError(t, err)
			m, err := s.ParseMove(tc.move)
			require.NoError(t, err)
			require.Equal(t, tc.want, m.(board.Tracer).Touches())
		})
	}
}
