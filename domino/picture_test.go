package domino

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// allFivesMid is a hand of All Fives for three after the deal (seat 0
// holds the first seven tiles dealt, seat 1 the next seven, seat 2 the
// last seven, four left in the stock): seat 0 led 5-5 by lot, seat 1
// drew three tiles and played 5-0 on the right, seat 2 5-4 on the left,
// seat 0 5-2 on the spinner's north side.
const allFivesMid = "domino/all-fives 3 hand=0 lead=- win=- score=0,0,0 | " +
	"4-6 5-5 1-6 2-5 5-6 3-5 1-5 0-0 2-2 4-4 0-6 2-4 0-3 1-4 2-3 3-4 4-5 0-1 1-2 6-6 3-6 " +
	"lot=0 5-5@C draw 0-4 draw 0-2 draw 0-5 5-0@R 5-4@L 5-2@N"

// The hands of allFivesMid, worked out from the deal and the plays above.
var allFivesHands = [3]string{
	"1-5 1-6 3-5 4-6 5-6",                 // 4-6 5-5 1-6 2-5 5-6 3-5 1-5, less 5-5 and 2-5
	"0-0 0-2 0-3 0-4 0-6 1-4 2-2 2-4 4-4", // 0-0 2-2 4-4 0-6 2-4 0-3 1-4 and 0-4 0-2 0-5 drawn, less 0-5
	"0-1 1-2 2-3 3-4 3-6 6-6",             // 2-3 3-4 4-5 0-1 1-2 6-6 3-6, less 4-5
}

func parsed(t *testing.T, position string) *State {
	t.Helper()
	g := game(t, "domino/all-fives")
	s, err := g.Parse(position)
	require.NoError(t, err)
	return s.(*State)
}

// handCells returns the names of the cells holding a seat's piece, by seat.
func handCells(p board.Picture) map[board.Player][]string {
	out := map[board.Player][]string{}
	for _, c := range p.Cells {
		for _, q := range c.Pieces {
			if q.Seat >= 0 {
				out[q.Seat] = append(out[q.Seat], c.Name)
			}
		}
	}
	return out
}

func TestPictureWhole(t *testing.T) {
	s := parsed(t, allFivesMid)
	p := s.Picture()
	hands := handCells(p)
	for seat, want := range allFivesHands {
		assert.Equal(t, strings.Fields(want), hands[board.Player(seat)], "seat %d's hand", seat)
	}
	ends := map[string]string{}
	for _, c := range p.Cells {
		if c.Shape == board.End && len(c.Pieces) == 1 {
			ends[c.Name] = c.Pieces[0].Kind
		}
	}
	// The spinner 5-5 leads; 5-0 on R leaves 0 open, 5-4 on L leaves 4,
	// 5-2 on N leaves 2; S is not started.
	assert.Equal(t, map[string]string{"C": "5-5", "R": "5-0", "L": "5-4", "N": "5-2"}, ends)
	_, ok := p.Cell("S")
	assert.True(t, ok, "the spinner's south end is a cell")
	assert.Equal(t, []string{"5-5", "0-5", "4-5", "2-5"}, p.Tiles, "the layout in the order laid")
	assert.Equal(t, board.Player(1), p.ToMove)
	assert.Contains(t, p.Counters, board.Counter{Name: "count", Value: "6"}, "ends 4 + 0 + 2, the spinner's S unstarted (All Fives count)")
	stock := p.Areas[0]
	assert.Equal(t, "stock", stock.Name)
	assert.Equal(t, "stock: 4", stock.Text, "28 tiles less 21 dealt less 3 drawn")
}

// TestObservationPictureHidesHands checks, for every seat of every step of
// random games of every domino game, that the seat's picture shows its own
// tiles and no tile of another hand or of the stock, while the counts of
// every hand are there.
func TestObservationPictureHidesHands(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, g := range board.Games() {
		if !strings.HasPrefix(g.ID(), "domino") || g.Info().MaxPlayers < 2 {
			continue
		}
		s, err := g.New(g.Info().MinPlayers)
		require.NoError(t, err)
		for ply := 0; ply < 200 && s.ToMove() != board.Nobody; ply++ {
			st := s.(*State)
			for me := range st.Seats() {
				checkObservation(t, st, me)
			}
			l := s.Legal()
			require.NoError(t, s.Play(l[r.IntN(len(l))]))
		}
	}
}

func checkObservation(t *testing.T, s *State, me int) {
	t.Helper()
	p := s.ObservationPicture(board.Player(me))
	b, err := json.Marshal(p)
	require.NoError(t, err)
	text := string(b)
	for q := range s.Seats() {
		for _, tile := range s.hands[q].Tiles() {
			name := `"` + tile.String() + `"`
			if q == me {
				assert.Contains(t, text, name, "%s: seat %d sees its own %v", s.g.ID(), me, tile)
			} else if !s.lay.played.Has(tile) {
				assert.NotContains(t, text, name, "%s: seat %d sees seat %d's %v", s.g.ID(), me, q, tile)
			}
		}
	}
	for _, tile := range s.pool.Tiles() {
		assert.NotContains(t, text, `"`+tile.String()+`"`, "%s: seat %d sees the stock's %v", s.g.ID(), me, tile)
	}
	counts := p.PieceCount(s.Seats())
	for q := range s.Seats() {
		assert.Equal(t, s.hands[q].Len(), counts[q], "%s: seat %d's picture counts seat %d's tiles", s.g.ID(), me, q)
	}
}

func TestTouches(t *testing.T) {
	tests := []struct {
		move string
		want []board.Touch
	}{
		{"4-0@L", []board.Touch{{Cell: "0-4", Role: board.From}, {Cell: "L", Role: board.Place}}},
		{"2-2@N", []board.Touch{{Cell: "2-2", Role: board.From}, {Cell: "N", Role: board.Place}}},
	}
	s := parsed(t, allFivesMid)
	for _, tt := range tests {
		m, err := s.ParseMove(tt.move)
		require.NoError(t, err, tt.move)
		assert.Equal(t, tt.want, m.(board.Tracer).Touches(), tt.move)
	}
	assert.Equal(t, []board.Touch{{Cell: "stock", Role: board.From}}, Move{Kind: KindDraw}.Touches())
	assert.Nil(t, Move{Kind: KindPass}.Touches())
	assert.Nil(t, Move{Kind: KindTile, Tile: 3}.Touches(), "a tile dealt face down touches nothing")
}
