package main

import (
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log"
	mrand "math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/rulebook-go/rulebook/board"
)

//go:embed static
var static embed.FS

// Limits of the server.
const (
	maxBody    = 16 << 10 // bytes of a request body
	maxMove    = 200      // bytes of a move's notation
	maxOptions = 32       // options of one new game
)

// server holds the live tables. It bounds their number and forgets a
// table nobody has asked about for idle.
type server struct {
	mu      sync.Mutex
	tables  map[string]*table // by table id
	seats   map[string]seatRef
	max     int
	idle    time.Duration
	now     func() time.Time
	handler http.Handler
}

// seatRef is what a URL's secret opens: a seat of a table, or the host's
// view (seat -1).
type seatRef struct {
	table *table
	seat  board.Player
}

func newServer(maxTables int, idle time.Duration) *server {
	s := &server{tables: map[string]*table{}, seats: map[string]seatRef{}, max: maxTables, idle: idle, now: time.Now}
	mux := http.NewServeMux()
	sub, _ := fs.Sub(static, "static")
	files := http.FileServerFS(sub)
	mux.Handle("GET /static/", http.StripPrefix("/static/", files))
	mux.HandleFunc("GET /{$}", s.page)
	mux.HandleFunc("GET /s/{token}", s.page)
	mux.HandleFunc("GET /api/games", s.listGames)
	mux.HandleFunc("POST /api/tables", s.createTable)
	mux.HandleFunc("GET /api/tables/{id}", s.tableOutcome)
	mux.HandleFunc("GET /api/seats/{token}", s.seatView)
	mux.HandleFunc("GET /api/seats/{token}/legal", s.seatLegal)
	mux.HandleFunc("POST /api/seats/{token}/play", s.seatPlay)
	mux.HandleFunc("POST /api/seats/{token}/undo", s.seatUndo)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "no such API call: %s %s", r.Method, r.URL.Path)
	})
	s.handler = recovering(mux)
	return s
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Body != nil {
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	}
	s.handler.ServeHTTP(w, r)
}

// recovering answers a panic with a JSON error 500 instead of a dropped
// connection; the library promises none, this is the last line.
func recovering(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				log.Printf("panic serving %s %s: %v", r.Method, r.URL.Path, v)
				fail(w, http.StatusInternalServerError, "internal error: %v", v)
			}
		}()
		h.ServeHTTP(w, r)
	})
}

// apiError is the body of every error answer.
type apiError struct {
	Error  string `json:"error"`
	Status int    `json:"status"`
}

func fail(w http.ResponseWriter, status int, format string, args ...any) {
	reply(w, status, apiError{Error: fmt.Sprintf(format, args...), Status: status})
}

func reply(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// moveStatus is the status of a rejected move: 400 for text that is no
// move, 409 for a move the rules or the turn forbid.
func moveStatus(err error) int {
	switch {
	case errors.Is(err, board.ErrBadNotation):
		return http.StatusBadRequest
	case errors.Is(err, board.ErrIllegalMove), errors.Is(err, board.ErrGameOver), errors.Is(err, errNotYourTurn):
		return http.StatusConflict
	}
	return http.StatusBadRequest
}

func (s *server) page(w http.ResponseWriter, r *http.Request) {
	b, err := static.ReadFile("static/index.html")
	if err != nil {
		fail(w, http.StatusInternalServerError, "the page is missing: %v", err)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b)
}

// gameEntry is a registered game as the form lists it.
type gameEntry struct {
	board.Info
	HasPicture bool `json:"hasPicture"`
}

func (s *server) listGames(w http.ResponseWriter, r *http.Request) {
	out := []gameEntry{}
	for _, g := range board.Games() {
		e := gameEntry{Info: g.Info()}
		if st, err := g.New(e.MinPlayers); err == nil {
			_, e.HasPicture = st.(board.Drawer)
		}
		out = append(out, e)
	}
	reply(w, http.StatusOK, out)
}

// newTable is the body of POST /api/tables.
type newTable struct {
	Game    string   `json:"game"`
	Players int      `json:"players"`
	Options []string `json:"options"`
	Seats   []string `json:"seats"`
	Seed    uint64   `json:"seed"`
	Dice    string   `json:"dice"` // "auto" (default) or "manual"
}

// created is the answer to POST /api/tables: the table's id and the URL
// of each seat (and the host's, in a game without hidden information).
type created struct {
	Table string   `json:"table"`
	Game  string   `json:"game"`
	Seats []string `json:"seats"` // URL of each seat's page
	Host  string   `json:"host,omitempty"`
	Seed  uint64   `json:"seed"`
}

func (s *server) createTable(w http.ResponseWriter, r *http.Request) {
	var req newTable
	if err := decode(r, &req); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	t, status, err := s.build(req)
	if err != nil {
		fail(w, status, "%v", err)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.expire()
	if len(s.tables) >= s.max {
		fail(w, http.StatusServiceUnavailable, "too many live games (%d): try again when one has expired", s.max)
		return
	}
	s.tables[t.id] = t
	c := created{Table: t.id, Game: t.game.ID(), Seed: t.seed}
	for i, tok := range t.tokens {
		s.seats[tok] = seatRef{t, board.Player(i)}
		c.Seats = append(c.Seats, "/s/"+tok)
	}
	if t.host != "" {
		s.seats[t.host] = seatRef{t, -1}
		c.Host = "/s/" + t.host
	}
	reply(w, http.StatusCreated, c)
}

// build makes the table a request asks for, or says why not with the
// status to answer.
func (s *server) build(req newTable) (*table, int, error) {
	g, ok := board.Lookup(req.Game)
	if !ok {
		return nil, http.StatusNotFound, fmt.Errorf("unknown game %q", req.Game)
	}
	if len(req.Options) > maxOptions {
		return nil, http.StatusBadRequest, fmt.Errorf("%d options: at most %d", len(req.Options), maxOptions)
	}
	g, err := board.Configure(g, req.Options...)
	if err != nil {
		return nil, http.StatusBadRequest, err
	}
	info := g.Info()
	if req.Players == 0 {
		req.Players = info.MinPlayers
	}
	if err := info.CheckPlayers(req.Players); err != nil {
		return nil, http.StatusBadRequest, err
	}
	st, err := g.New(req.Players)
	if err != nil {
		return nil, http.StatusBadRequest, err
	}
	n := st.Seats()
	if len(req.Seats) == 0 {
		req.Seats = []string{seatPerson}
		for len(req.Seats) < n {
			req.Seats = append(req.Seats, seatRandom)
		}
	}
	if len(req.Seats) != n {
		return nil, http.StatusBadRequest, fmt.Errorf("%d seat kinds for %d seats", len(req.Seats), n)
	}
	manual := false
	switch req.Dice {
	case "", "auto":
	case "manual":
		if info.HiddenInformation {
			return nil, http.StatusBadRequest, errors.New("typed-in dice are for games without hidden information: a deal typed in would show the tiles")
		}
		manual = info.Chance
	default:
		return nil, http.StatusBadRequest, fmt.Errorf("dice %q: want auto or manual", req.Dice)
	}
	if req.Seed == 0 {
		req.Seed = mrand.Uint64() | 1
	}
	t := &table{id: secret(), game: g, state: st, kinds: req.Seats, manual: manual, seed: req.Seed,
		dice: mrand.New(mrand.NewPCG(req.Seed, 0)), used: s.now()}
	for i, k := range req.Seats {
		if k != seatPerson && k != seatRandom && k != seatMC {
			return nil, http.StatusBadRequest, fmt.Errorf("seat %d: unknown kind %q (want person, random or mc)", i, k)
		}
		t.bots = append(t.bots, newBot(k, mrand.New(mrand.NewPCG(req.Seed, uint64(i)+1))))
		t.tokens = append(t.tokens, secret())
	}
	if !info.HiddenInformation {
		t.host = secret()
	}
	t.advance()
	return t, 0, nil
}

// secret returns a fresh unguessable token for a URL.
func secret() string {
	b := make([]byte, 12)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// decode reads a JSON body into v: one object, no unknown fields, within
// maxBody.
func decode(r *http.Request, v any) error {
	d := json.NewDecoder(r.Body)
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			return fmt.Errorf("request body over %d bytes", maxBody)
		}
		return fmt.Errorf("bad JSON body: %v", err)
	}
	return nil
}

// expire forgets the tables idle for longer than s.idle; s.mu is held.
func (s *server) expire() {
	cut := s.now().Add(-s.idle)
	for id, t := range s.tables {
		t.mu.Lock()
		old := t.used.Before(cut)
		t.mu.Unlock()
		if !old {
			continue
		}
		delete(s.tables, id)
		for tok, ref := range s.seats {
			if ref.table == t {
				delete(s.seats, tok)
			}
		}
	}
}

// janitor expires idle tables every period until stop is closed.
func (s *server) janitor(period time.Duration, stop <-chan struct{}) {
	tick := time.NewTicker(period)
	defer tick.Stop()
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
			s.mu.Lock()
			s.expire()
			s.mu.Unlock()
		}
	}
}

// seat finds the seat of a URL's token and locks its table; the caller
// unlocks. It answers 404 itself when there is none.
func (s *server) seat(w http.ResponseWriter, r *http.Request) (*table, board.Player, bool) {
	tok := r.PathValue("token")
	s.mu.Lock()
	ref, ok := s.seats[tok]
	s.mu.Unlock()
	if !ok {
		fail(w, http.StatusNotFound, "unknown game or seat (it may have expired)")
		return nil, 0, false
	}
	ref.table.mu.Lock()
	ref.table.used = s.now()
	return ref.table, ref.seat, true
}

func (s *server) seatView(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seat(w, r)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	reply(w, http.StatusOK, t.view(seat))
}

func (s *server) seatLegal(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seat(w, r)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	reply(w, http.StatusOK, t.view(seat).Legal)
}

// playRequest is the body of POST /api/seats/{token}/play.
type playRequest struct {
	Move string `json:"move"`
}

func (s *server) seatPlay(w http.ResponseWriter, r *http.Request) {
	var req playRequest
	if err := decode(r, &req); err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	if len(req.Move) > maxMove {
		fail(w, http.StatusBadRequest, "move of %d bytes: at most %d: %v", len(req.Move), maxMove, board.ErrBadNotation)
		return
	}
	t, seat, ok := s.seat(w, r)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	if err := t.play(seat, strings.TrimSpace(req.Move)); err != nil {
		fail(w, moveStatus(err), "%v", err)
		return
	}
	reply(w, http.StatusOK, t.view(seat))
}

func (s *server) seatUndo(w http.ResponseWriter, r *http.Request) {
	t, seat, ok := s.seat(w, r)
	if !ok {
		return
	}
	defer t.mu.Unlock()
	if err := t.undo(); err != nil {
		fail(w, http.StatusConflict, "%v", err)
		return
	}
	reply(w, http.StatusOK, t.view(seat))
}

// publicTable is GET /api/tables/{id}: what anybody may know of a table.
type publicTable struct {
	Table   string        `json:"table"`
	Game    string        `json:"game"`
	Seats   []string      `json:"seats"`
	ToMove  board.Player  `json:"toMove"`
	Plies   int           `json:"plies"`
	Outcome board.Outcome `json:"outcome"`
}

func (s *server) tableOutcome(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	t, ok := s.tables[r.PathValue("id")]
	s.mu.Unlock()
	if !ok {
		fail(w, http.StatusNotFound, "unknown game %q (it may have expired)", r.PathValue("id"))
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.used = s.now()
	reply(w, http.StatusOK, publicTable{t.id, t.game.ID(), t.kinds, t.state.ToMove(), t.plies, t.state.Outcome()})
}
