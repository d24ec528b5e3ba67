package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
	_ "github.com/rulebook-go/rulebook/board/all"
	"github.com/rulebook-go/rulebook/domino"
)

// api is a client of a test server.
type api struct {
	t   testing.TB
	srv *server
	url string
}

func newAPI(t testing.TB, maxTables int) *api {
	s := newServer(maxTables, time.Hour)
	ts := httptest.NewServer(s)
	t.Cleanup(ts.Close)
	return &api{t: t, srv: s, url: ts.URL}
}

// do sends a request and returns the status and the body.
func (a *api) do(method, path string, body any) (int, []byte) {
	a.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		require.NoError(a.t, err)
		r = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, a.url+path, r)
	require.NoError(a.t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(a.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(a.t, err)
	assert.Equal(a.t, "application/json", resp.Header.Get("Content-Type"), "%s %s", method, path)
	return resp.StatusCode, out
}

// create starts a table and returns its answer.
func (a *api) create(req newTable) created {
	a.t.Helper()
	code, body := a.do("POST", "/api/tables", req)
	require.Equal(a.t, http.StatusCreated, code, string(body))
	var c created
	require.NoError(a.t, json.Unmarshal(body, &c))
	return c
}

// seatAPI turns a seat's page URL into its API path.
func seatAPI(url string) string { return "/api/seats/" + strings.TrimPrefix(url, "/s/") }

func (a *api) view(url string) view {
	a.t.Helper()
	code, body := a.do("GET", seatAPI(url), nil)
	require.Equal(a.t, http.StatusOK, code, string(body))
	var v view
	require.NoError(a.t, json.Unmarshal(body, &v))
	return v
}

// errorOf decodes an error answer.
func errorOf(t testing.TB, body []byte) apiError {
	t.Helper()
	var e apiError
	require.NoError(t, json.Unmarshal(body, &e), string(body))
	require.NotEmpty(t, e.Error)
	return e
}

func TestPlayAndErrors(t *testing.T) {
	a := newAPI(t, 10)
	c := a.create(newTable{Game: "chess", Seats: []string{seatPerson, seatPerson}})
	require.Len(t, c.Seats, 2)
	require.NotEmpty(t, c.Host, "a game without hidden information has a host's page")
	white, black := seatAPI(c.Seats[0]), seatAPI(c.Seats[1])

	tests := []struct {
		name   string
		path   string
		body   any
		status int
		want   string
	}{
		{"bad notation", white + "/play", playRequest{"zz9"}, http.StatusBadRequest, "zz9"},
		{"illegal move", white + "/play", playRequest{"e2e5"}, http.StatusConflict, "e2e5"},
		{"not your turn", black + "/play", playRequest{"e7e5"}, http.StatusConflict, "not your turn"},
		{"unknown seat", "/api/seats/0123/play", playRequest{"e2e4"}, http.StatusNotFound, "unknown game or seat"},
		{"unknown table", "/api/tables/nosuch", nil, http.StatusNotFound, "unknown game"},
		{"unknown game", "/api/tables", newTable{Game: "nosuch"}, http.StatusNotFound, `unknown game "nosuch"`},
		{"bad option", "/api/tables", newTable{Game: "chess", Options: []string{"Colour=green"}}, http.StatusBadRequest, "Colour"},
		{"bad players", "/api/tables", newTable{Game: "chess", Players: 3}, http.StatusBadRequest, "3"},
		{"bad seat kind", "/api/tables", newTable{Game: "chess", Seats: []string{"person", "genius"}}, http.StatusBadRequest, `unknown kind "genius"`},
		{"seats miscounted", "/api/tables", newTable{Game: "chess", Seats: []string{"person"}}, http.StatusBadRequest, "1 seat kinds for 2 seats"},
		{"typed-in deal", "/api/tables", newTable{Game: "domino", Dice: "manual"}, http.StatusBadRequest, "hidden information"},
		{"bad JSON", white + "/play", `{"move":`, http.StatusBadRequest, "bad JSON"},
		{"unknown field", white + "/play", `{"mvoe":"e2e4"}`, http.StatusBadRequest, "unknown field"},
		{"body too large", white + "/play", `{"move":"` + strings.Repeat("a", 2*maxBody) + `"}`, http.StatusBadRequest, "over"},
		{"move too long", white + "/play", playRequest{strings.Repeat("a", maxMove+1)}, http.StatusBadRequest, "at most"},
		{"no undo yet", white + "/undo", nil, http.StatusConflict, "undo is not allowed"},
		{"unknown call", "/api/nothing", nil, http.StatusNotFound, "no such API call"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := "POST"
			if tt.body == nil && !strings.HasSuffix(tt.path, "/undo") {
				method = "GET"
			}
			code, body := a.do(method, tt.path, tt.body)
			assert.Equal(t, tt.status, code, string(body))
			e := errorOf(t, body)
			assert.Contains(t, e.Error, tt.want)
			assert.Equal(t, tt.status, e.Status)
		})
	}
	assert.Equal(t, board.Player(0), a.view(c.Seats[0]).ToMove, "the rejected requests changed nothing")

	code, body := a.do("POST", white+"/play", playRequest{"e4"})
	require.Equal(t, http.StatusOK, code, string(body))
	v := a.view(c.Seats[1])
	assert.True(t, v.YourTurn)
	assert.Equal(t, []recordLine{{Actor: 0, Number: "1.", Text: "e4"}}, v.Record)
	assert.Len(t, v.Legal, 20, "Black has 20 replies to 1. e4")
	assert.True(t, v.CanUndo)

	code, body = a.do("POST", white+"/undo", nil)
	require.Equal(t, http.StatusOK, code, string(body))
	v = a.view(c.Host)
	assert.Equal(t, board.Player(0), v.ToMove, "undo took back 1. e4")
	assert.Empty(t, v.Record)
	assert.Equal(t, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", a.srv.tables[c.Table].state.Position())
}

// TestPromotionChoices: the legal moves of a pawn on the seventh rank all
// touch the same two squares, so that the page asks which piece.
func TestPromotionChoices(t *testing.T) {
	a := newAPI(t, 10)
	c := a.create(newTable{Game: "chess", Seats: []string{seatPerson, seatPerson}})
	// 1. a4 b5 2. axb5 a6 3. bxa6 Bb7 4. axb7 Nc6: White's b7 pawn takes on a8 or goes to... a8 only (b8 is empty after Nc6, so b8 too).
	for _, m := range strings.Fields("a4 b5 axb5 a6 bxa6 Bb7 axb7 Nc6") {
		code, body := a.do("POST", seatAPI(c.Host)+"/play", playRequest{m})
		require.Equal(t, http.StatusOK, code, "%s: %s", m, body)
	}
	v := a.view(c.Host)
	var onA8 []string
	for _, m := range v.Legal {
		if len(m.Touches) == 2 && m.Touches[0].Cell == "b7" && m.Touches[1].Cell == "a8" {
			onA8 = append(onA8, m.Text)
		}
	}
	assert.ElementsMatch(t, []string{"5. bxa8=Q", "5. bxa8=R", "5. bxa8=B", "5. bxa8=N"}, onA8)
}

func TestTablesBoundedAndExpired(t *testing.T) {
	a := newAPI(t, 2)
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	a.srv.now = func() time.Time { return now }
	c1 := a.create(newTable{Game: "mill"})
	a.create(newTable{Game: "mill"})
	code, body := a.do("POST", "/api/tables", newTable{Game: "mill"})
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Contains(t, errorOf(t, body).Error, "too many live games")

	now = now.Add(30 * time.Minute)
	a.view(c1.Seats[0]) // c1 is used, the other is not
	now = now.Add(45 * time.Minute)
	c3 := a.create(newTable{Game: "mill"}) // the other expired after an idle hour
	a.view(c3.Seats[0])
	a.view(c1.Seats[0])
	code, _ = a.do("POST", "/api/tables", newTable{Game: "mill"})
	assert.Equal(t, http.StatusServiceUnavailable, code, "c1 and c3 are live")
	now = now.Add(2 * time.Hour)
	a.srv.mu.Lock()
	a.srv.expire()
	a.srv.mu.Unlock()
	code, _ = a.do("GET", seatAPI(c1.Seats[0]), nil)
	assert.Equal(t, http.StatusNotFound, code, "an idle table is forgotten")
	assert.Empty(t, a.srv.seats, "with the URLs of its seats")
}

// tileRE matches the tile names of a hand as whole words ("3-4", "4-3"),
// not inside other numbers.
func tileRE(hand domino.Set) *regexp.Regexp {
	var alts []string
	for _, t := range hand.Tiles() {
		lo, hi := t.Lo(), t.Hi()
		alts = append(alts, fmt.Sprintf("%d-%d", lo, hi), fmt.Sprintf("%d-%d", hi, lo))
	}
	return regexp.MustCompile(`(^|[^0-9])(` + strings.Join(alts, "|") + `)($|[^0-9])`)
}

// TestHiddenTilesStayHidden plays domino games between people through the
// API and checks every answer to each seat, at every step of the first
// hand: none names a tile in another seat's hand.
func TestHiddenTilesStayHidden(t *testing.T) {
	for _, id := range []string{"domino", "domino/all-fives", "domino/cross"} {
		t.Run(id, func(t *testing.T) {
			a := newAPI(t, 10)
			n := 3
			c := a.create(newTable{Game: id, Players: n, Seats: []string{seatPerson, seatPerson, seatPerson}, Seed: 7})
			assert.Empty(t, c.Host, "no host's page shows every hand")
			tab := a.srv.tables[c.Table]
			r := rand.New(rand.NewPCG(1, 2))
			for step := 0; step < 200; step++ {
				st := tab.state.(*domino.State)
				if st.ToMove() == board.Nobody || !strings.Contains(st.Position(), " hand=0 ") {
					break
				}
				var mover view
				for seat := range n {
					others := domino.Set(0)
					for q := range n {
						if q != seat {
							others |= st.Hand(q)
						}
					}
					re := tileRE(others &^ st.Layout())
					for _, path := range []string{seatAPI(c.Seats[seat]), seatAPI(c.Seats[seat]) + "/legal"} {
						_, body := a.do("GET", path, nil)
						body = withoutRules(t, body)
						if others != 0 {
							require.False(t, re.Match(body), "step %d: seat %d's %s names a tile of another hand (%s): %s", step, seat, path, re.FindString(string(body)), body)
						}
					}
					if v := a.view(c.Seats[seat]); v.YourTurn {
						mover = v
					}
				}
				require.NotEmpty(t, mover.Legal, "a person is to move")
				m := mover.Legal[r.IntN(len(mover.Legal))]
				code, body := a.do("POST", seatAPI(c.Seats[mover.Seat])+"/play", playRequest{m.Move})
				require.Equal(t, http.StatusOK, code, string(body))
			}
		})
	}
}

// withoutRules drops the game's Info from a view: its summary names tiles
// ("the holder of 6-6 leads it") that are the rules, not anybody's hand.
func withoutRules(t *testing.T, body []byte) []byte {
	t.Helper()
	var m map[string]json.RawMessage
	if json.Unmarshal(body, &m) != nil {
		return body // a list of legal moves
	}
	delete(m, "game")
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

// TestEveryGameThroughTheAPI plays every registered game between people
// with random legal moves until it ends or 200 moves are played.
func TestEveryGameThroughTheAPI(t *testing.T) {
	a := newAPI(t, 500)
	r := rand.New(rand.NewPCG(3, 4))
	for _, g := range board.Games() {
		t.Run(g.ID(), func(t *testing.T) {
			n := g.Info().MinPlayers
			seats := make([]string, n)
			for i := range seats {
				seats[i] = seatPerson
			}
			c := a.create(newTable{Game: g.ID(), Players: n, Seats: seats, Seed: 5})
			playRandomly(t, a, c, r, 200)
		})
	}
}

// playRandomly plays random legal moves at the table c through the API,
// for whichever person is to move, until the game ends or after limit
// moves, and returns the number played.
func playRandomly(t *testing.T, a *api, c created, r *rand.Rand, limit int) int {
	t.Helper()
	for moves := 0; moves < limit; moves++ {
		var mover string
		var v view
		for _, url := range append([]string{c.Host}, c.Seats...) {
			if url == "" {
				continue
			}
			if v = a.view(url); v.YourTurn {
				mover = url
				break
			}
		}
		if v.Outcome.Over {
			assert.NotEmpty(t, v.Outcome.Reason)
			return moves
		}
		require.NotEmpty(t, mover, "nobody may move, and the game goes on")
		m := v.Legal[r.IntN(len(v.Legal))]
		code, body := a.do("POST", seatAPI(mover)+"/play", playRequest{m.Move})
		require.Equal(t, http.StatusOK, code, "%s: %s", m.Move, body)
	}
	return limit
}

// TestBots: a table of bots plays itself to the end when it is created.
func TestBots(t *testing.T) {
	a := newAPI(t, 10)
	c := a.create(newTable{Game: "mill", Seats: []string{seatRandom, seatMC}, Seed: 3})
	code, body := a.do("GET", "/api/tables/"+c.Table, nil)
	require.Equal(t, http.StatusOK, code)
	var p publicTable
	require.NoError(t, json.Unmarshal(body, &p))
	assert.True(t, p.Outcome.Over || p.Plies == maxPlies, "bots play on until the end or the table's bound")
}

// TestMCFindsMate: flat Monte Carlo takes a mate in one, which every
// playout scores as a win. The position is 1. e4 e5 2. Bc4 Nc6 3. Qh5
// Nf6?? with 4. Qxf7# on the board.
func TestMCFindsMate(t *testing.T) {
	g, _ := board.Lookup("chess")
	s, err := g.Parse("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4")
	require.NoError(t, err)
	b := newBot(seatMC, rand.New(rand.NewPCG(1, 1)))
	assert.Equal(t, "h5f7", b.choose(s).String())
}

// TestNoPanicOnJunk sends malformed requests; each gets an error answer,
// none a 500.
func TestNoPanicOnJunk(t *testing.T) {
	a := newAPI(t, 10)
	c := a.create(newTable{Game: "backgammon", Seats: []string{seatPerson, seatPerson}, Dice: "manual"})
	bodies := []string{"", "null", "[]", `{"move":null}`, `{"move":""}`, `{"move":"\u0000"}`, `{"move":"25/off*"}`, `{"move":"6-6"}`, `{"move":"1-1"}`, "{}{}", `"x"`}
	for _, b := range bodies {
		for _, path := range []string{seatAPI(c.Host) + "/play", seatAPI(c.Seats[0]) + "/play", "/api/tables"} {
			code, body := a.do("POST", path, b)
			assert.Less(t, code, 500, "%s %q: %s", path, b, body)
		}
	}
}

// TestUndoRefusedAfterDice: once the dice have rolled, undo would let a
// person roll again, so the server refuses it.
func TestUndoRefusedAfterDice(t *testing.T) {
	a := newAPI(t, 10)
	c := a.create(newTable{Game: "ludo/snakes-and-ladders", Seats: []string{seatPerson, seatRandom}, Seed: 2})
	v := a.view(c.Seats[0])
	require.True(t, v.YourTurn)
	code, body := a.do("POST", seatAPI(c.Seats[0])+"/play", playRequest{v.Legal[0].Move})
	require.Equal(t, http.StatusOK, code, string(body))
	code, body = a.do("POST", seatAPI(c.Seats[0])+"/undo", nil)
	assert.Equal(t, http.StatusConflict, code)
	assert.Contains(t, errorOf(t, body).Error, "dice were rolled since")
}

// FuzzPlay sends any text as a move, to games of several families: the
// answer is the view or a JSON error of status 400 or 409, never a 500,
// and a rejected move changes nothing.
func FuzzPlay(f *testing.F) {
	for _, s := range []string{"e2e4", "e4", "e8=Q", "O-O", "24/18 13/9", "6-4@R", "draw", "a1", "a1xb2", "\x00", strings.Repeat("9", 300)} {
		f.Add(s)
	}
	a := newAPI(f, 100)
	tables := map[string]created{}
	f.Fuzz(func(t *testing.T, move string) {
		a.t = t
		for _, id := range []string{"chess", "backgammon", "domino", "mill"} {
			c, ok := tables[id]
			if !ok {
				c = a.create(newTable{Game: id, Seats: []string{seatPerson, seatPerson}, Seed: 1})
				tables[id] = c
			}
			tab := a.srv.tables[c.Table]
			tab.mu.Lock()
			before := tab.state.Position()
			tab.mu.Unlock()
			body, err := json.Marshal(playRequest{move})
			require.NoError(t, err)
			code, out := a.do("POST", seatAPI(c.Seats[0])+"/play", string(body))
			if code == http.StatusOK {
				delete(tables, id) // a move was played: start afresh next time
				continue
			}
			assert.Contains(t, []int{http.StatusBadRequest, http.StatusConflict}, code, "%s %q: %s", id, move, out)
			errorOf(t, out)
			tab.mu.Lock()
			assert.Equal(t, before, tab.state.Position(), "a rejected move changes nothing")
			tab.mu.Unlock()
		}
	})
}
