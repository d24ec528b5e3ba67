package chess

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/board"
)

// Game is chess under a set of Rules, with its names; it implements
// board.Game and board.Configurable. Games are immutable.
type Game struct {
	names board.Names
	rules Rules
	info  board.Info // built once: Info hands out copies
}

// Chess is the registered game "chess": the FIDE Laws of Chess, the zero
// Rules.
var Chess = mustGame(NewGame(board.Names{ID: "chess", Name: "Chess", CzechName: "Šachy",
	Summary: "FIDE chess. White (seat 0) and Black alternate moves; checkmate wins; stalemate, " +
		"dead positions, fivefold repetition and the seventy-five-move rule draw automatically; " +
		"threefold repetition and the fifty-move rule are claimed. Moves are UCI (e2e4) or SAN (e4); " +
		"the declarations \"resign\", \"accept\", \"claim\", and a move followed by \" offer\" or " +
		"\" claim\", are accepted too. Positions are FEN."}, Rules{}))

func init() { board.Register(Chess) }

// mustGame returns g, for the registered games, whose names and rules are
// known to be good.
func mustGame(g *Game, err error) *Game {
	if err != nil {
		panic(err)
	}
	return g
}

// NewGame returns chess under rules, with the given names: any names with
// a valid ID (board.ValidID) and an English name, so that a user's own
// rule set is a game like the registered one. Every combination of Rules
// is a game.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	base, _ := board.BaseID(names.ID)
	if !board.ValidID(base) {
		return nil, fmt.Errorf("chess: game ID %q is not a slug such as \"chess\" or \"chess/mine\"", names.ID)
	}
	if names.Name == "" {
		return nil, fmt.Errorf("chess: game %s needs an English name", names.ID)
	}
	g := &Game{names: names, rules: rules}
	g.info = board.Info{
		Names:      names,
		Family:     "chess",
		MinPlayers: 2,
		MaxPlayers: 2,
		SeatNames:  []string{"White", "Black"},
		MinReturn:  -1,
		MaxReturn:  1,
		Options:    board.OptionsOf(rules),
		MaxPlies:   rules.maxPlies(),
	}
	return g, nil
}

// ID returns the game's ID: "chess" for the registered game.
func (g *Game) ID() string { return g.names.ID }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// WithOptions returns the game with the named options of Rules changed
// ("AutoClaim": "true"); the new game's ID lists them:
// "chess(AutoClaim=true)". Errors wrap board.ErrBadOption.
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// Info describes the game: two seats, White and Black; no chance, no
// hidden information; returns +1 for a win, −1 for a loss, 0 for a draw.
func (g *Game) Info() board.Info {
	info := g.info
	info.SeatNames = slices.Clone(info.SeatNames)
	info.Options = slices.Clone(info.Options)
	return info
}

// New returns the initial position; chess is played by exactly 2.
func (g *Game) New(players int) (board.State, error) {
	if err := g.Info().CheckPlayers(players); err != nil {
		return nil, err
	}
	return g.NewState(StartPosition()), nil
}

// Parse reads a FEN position (see ParseFEN).
func (g *Game) Parse(position string) (board.State, error) {
	p, err := ParseFEN(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// NewState returns a game state starting from p.
func (g *Game) NewState(p Position) *State {
	s := &State{game: g, start: p, pos: p}
	s.settle(true)
	return s
}
