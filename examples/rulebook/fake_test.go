package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// The fake games of the tests: a coin race small enough to work out every
// figure by hand.
//
// Each turn starts with a coin toss (a chance node: "heads" or "tails").
// After heads the seat to move takes one or two points ("add1", "add2");
// after tails it may only "pass". The first seat to reach 3 points wins and
// takes place 1; everybody else shares place 2. Positions read
// "<scores> <seat> <phase>", e.g. "1,2 0 heads", where the phase is roll,
// heads, tails or over.
//
// test/coin-hidden is the same race with hidden information: its String
// shows a "SECRET" that a person must never see, and Observation shows
// only "observation of seat N".
//
// The race's rule options (coinRules) are Hidden, which makes it the
// hidden race, and Extra, the points beyond 3 that win: -option Extra=-1
// races to 2 points.
//
// test/coin-short declares a MaxPlies of 3, less than any game takes, to
// test the tools' handling of a game that overruns its bound;
// test/coin-broken offers after heads a legal move "add3" that does not
// play, to test the handling of a broken game.
func init() {
	board.Register(coinGame{})
	board.Register(coinGame{hidden: true})
	board.Register(coinGame{short: true})
	board.Register(coinGame{broken: true})
	board.Register(coinGame{shown: true})
}

// coinTarget is the points that win the race without Extra.
const coinTarget = 3

type coinGame struct {
	hidden bool   // the state implements board.Hidden
	short  bool   // Info.MaxPlies is too small
	broken bool   // Legal offers a move that does not play
	shown  bool   // the state is a shownCoin (fake_shown_test.go)
	extra  int    // the option Extra
	id     string // the ID of a game derived with options; "" for a registered one
}

func (g coinGame) ID() string {
	switch {
	case g.id != "":
		return g.id
	case g.hidden:
		return "test/coin-hidden"
	case g.short:
		return "test/coin-short"
	case g.broken:
		return "test/coin-broken"
	case g.shown:
		return "test/coin-shown"
	}
	return "test/coin"
}

func (g coinGame) Info() board.Info {
	maxPlies := 2000
	if g.short {
		maxPlies = 3
	}
	return board.Info{
		Names:  board.Names{ID: g.ID(), Name: "Coin Race", CzechName: "Závod mincí", Summary: "Toss, then take points."},
		Family: "test", MinPlayers: 2, MaxPlayers: 3, SeatNames: []string{"North", "East", "South"},
		Chance: true, HiddenInformation: g.hidden, MinReturn: -1, MaxReturn: 1, MaxPlies: maxPlies,
		Options: board.OptionsOf(g.rules()),
	}
}

// coinRules are the coin race's options.
type coinRules struct {
	Hidden bool `rule:"hide the state from people"`
	Extra  int  `rule:"the points beyond 3 that win the race" range:"-2..6"`
}

func (g coinGame) rules() coinRules { return coinRules{Hidden: g.hidden, Extra: g.extra} }

func (g coinGame) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.Info().Names, g.rules(), settings, func(n board.Names, r coinRules) (coinGame, error) {
		c := g
		c.hidden, c.extra, c.id = r.Hidden, r.Extra, n.ID
		return c, nil
	})
}

// target is the points that win.
func (g coinGame) target() int { return coinTarget + g.extra }

func (g coinGame) New(players int) (board.State, error) {
	if players < 2 || players > 3 {
		return nil, board.Players(g.ID(), players, 2, 3)
	}
	return g.wrap(&coinState{g: g, scores: make([]int, players), phase: "roll"}), nil
}

func (g coinGame) Parse(pos string) (board.State, error) {
	f := strings.Fields(pos)
	if len(f) != 3 {
		return nil, board.BadNotation(pos, "want <scores> <seat> <phase>")
	}
	s := &coinState{g: g, phase: f[2]}
	for _, t := range strings.Split(f[0], ",") {
		n, err := strconv.Atoi(t)
		if err != nil || n < 0 {
			return nil, board.BadNotation(pos, "bad score %q", t)
		}
		s.scores = append(s.scores, n)
	}
	turn, err := strconv.Atoi(f[1])
	if err != nil || turn < 0 || turn >= len(s.scores) || len(s.scores) < 2 || len(s.scores) > 3 {
		return nil, board.BadNotation(pos, "bad seat or player count")
	}
	s.turn = turn
	if !slices.Contains([]string{"roll", "heads", "tails", "over"}, s.phase) {
		return nil, board.BadNotation(pos, "bad phase %q", s.phase)
	}
	return g.wrap(s), nil
}

func (g coinGame) wrap(s *coinState) board.State {
	if g.hidden {
		return hiddenCoin{s}
	}
	if g.shown {
		return shownCoin{s}
	}
	return s
}

type coinState struct {
	g      coinGame
	scores []int
	turn   int
	phase  string
	turns  int // turns finished, for shownCoin's record; Position leaves it out
}

type coinMove string

func (m coinMove) String() string               { return string(m) }
func (m coinMove) MarshalText() ([]byte, error) { return []byte(m), nil }

func (s *coinState) Game() board.Game { return s.g }
func (s *coinState) Seats() int       { return len(s.scores) }

func (s *coinState) ToMove() board.Player {
	switch s.phase {
	case "over":
		return board.Nobody
	case "roll":
		return board.Chance
	}
	return board.Player(s.turn)
}

func (s *coinState) Legal() []board.Move {
	switch s.phase {
	case "roll":
		return []board.Move{coinMove("heads"), coinMove("tails")}
	case "heads":
		if s.g.broken {
			return []board.Move{coinMove("add1"), coinMove("add2"), coinMove("add3")}
		}
		return []board.Move{coinMove("add1"), coinMove("add2")}
	case "tails":
		return []board.Move{coinMove("pass")}
	}
	return nil
}

func (s *coinState) ParseMove(text string) (board.Move, error) {
	if !slices.Contains([]string{"heads", "tails", "add1", "add2", "pass"}, text) {
		return nil, board.BadNotation(text, "not a coin race move")
	}
	if s.phase == "over" {
		return nil, board.GameOver(text)
	}
	if !slices.ContainsFunc(s.Legal(), func(m board.Move) bool { return m.String() == text }) {
		return nil, board.Illegal(text, "not allowed after %s", s.phase)
	}
	return coinMove(text), nil
}

func (s *coinState) Play(m board.Move) error {
	cm, ok := m.(coinMove)
	if !ok {
		pm, err := board.Reparse(s, m)
		if err != nil {
			return err
		}
		cm = pm.(coinMove)
	}
	if _, err := s.ParseMove(string(cm)); err != nil {
		return err
	}
	switch m.String() {
	case "heads", "tails":
		s.phase = m.String()
		return nil
	case "add1", "add2":
		s.scores[s.turn] += int(m.String()[3] - '0')
		if s.scores[s.turn] >= s.g.target() {
			s.phase = "over"
			return nil
		}
	}
	s.turn = (s.turn + 1) % len(s.scores)
	s.phase = "roll"
	s.turns++
	return nil
}

func (s *coinState) Outcome() board.Outcome {
	if s.phase != "over" {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Winners: []board.Player{board.Player(s.turn)},
		Points: slices.Clone(s.scores), Code: board.CodeTarget, Reason: fmt.Sprintf("reached %d points", s.g.target())}
	for i := range s.scores {
		o.Placings = append(o.Placings, 2)
		if i == s.turn {
			o.Placings[i] = 1
		}
	}
	return o
}

func (s *coinState) Clone() board.State {
	c := *s
	c.scores = slices.Clone(s.scores)
	return s.g.wrap(&c)
}

func (s *coinState) Position() string {
	parts := make([]string, len(s.scores))
	for i, n := range s.scores {
		parts[i] = strconv.Itoa(n)
	}
	return fmt.Sprintf("%s %d %s", strings.Join(parts, ","), s.turn, s.phase)
}

func (s *coinState) String() string {
	secret := ""
	if s.g.hidden {
		secret = " SECRET"
	}
	return fmt.Sprintf("coin race%s: scores %v, seat %d, %s", secret, s.scores, s.turn, s.phase)
}

type hiddenCoin struct{ *coinState }

func (h hiddenCoin) Observation(p board.Player) string {
	return fmt.Sprintf("observation of seat %v", p)
}

func (h hiddenCoin) Determinize(p board.Player, r *rand.Rand) board.State { return h.Clone() }

// ObserveMove shows a toss only to the seat that tossed, like a tile drawn
// from the stock; the seats' moves are seen by everybody.
func (h hiddenCoin) ObserveMove(p board.Player, m board.Move) string {
	if h.phase == "roll" && int(p) != h.turn {
		return ""
	}
	return m.String()
}

// The fake games keep the board contract, so that what the tests of the
// tool see is what a real game would show it.
func TestFakeGamesConform(t *testing.T) {
	short, err := board.Configure(coinGame{}, "Extra=-1")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []board.Game{coinGame{}, coinGame{hidden: true}, coinGame{shown: true}, short} {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}
