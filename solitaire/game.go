package solitaire

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Names are a game's names: its ID, English and Czech names and a summary
// of its rules.
type Names struct {
	ID, Name, CzechName, Summary string
}

// Game is a rule set of the family: a board.Game. Values are immutable and
// safe for concurrent use.
type Game struct {
	names Names
	rules Rules
	start Holes // puzzles: the starting pegs
}

// NewGame returns the game with the given names and rules. It fails when
// the ID is malformed or the rules are not playable.
func NewGame(names Names, rules Rules) (*Game, error) {
	if !board.ValidID(names.ID) {
		return nil, fmt.Errorf("solitaire: malformed game ID %q", names.ID)
	}
	g := &Game{names: names, rules: rules}
	switch rules.Game {
	case PegSolitaire:
		g.start = rules.Start
		if g.start == 0 {
			g.start = allHoles &^ Hole(centre)
		}
		if g.start&^allHoles != 0 {
			return nil, fmt.Errorf("solitaire: %s: Start names holes beyond 33", names.ID)
		}
	default:
		return nil, fmt.Errorf("solitaire: %s: game kind %v is not built yet", names.ID, rules.Game)
	}
	return g, nil
}

func mustGame(names Names, rules Rules) *Game {
	g, err := NewGame(names, rules)
	if err != nil {
		panic(err)
	}
	return g
}

// The registered games.
var (
	// Samotar is English peg solitaire (Samotář): 32 pegs, the centre
	// empty, finish with one peg in the centre.
	Samotar = mustGame(Names{ID: "solitaire", Name: "Peg solitaire (English board)", CzechName: "Samotář",
		Summary: "One player. Pegs fill the 33-hole cross but for the centre, 17. A peg jumps over an " +
			"orthogonal neighbour into the empty hole beyond, and the jumped peg is removed. " +
			"Solved when one peg is left, in 17."}, Rules{})
	// Cross is the Greek cross problem (Kříž): nine pegs in a cross round
	// the centre.
	Cross = mustGame(Names{ID: "solitaire/cross", Name: "The Greek cross", CzechName: "Kříž",
		Summary: "Peg solitaire from nine pegs in a cross of equal arms round the centre " +
			"(5 10 15 16 17 18 19 24 29): leave one peg, in 17."},
		Rules{Start: HolesOf(5, 10, 15, 16, 17, 18, 19, 24, 29)})
	// Pentagon is the pentagon problem (Pětiúhelník): every hole but the
	// eight arm corners and 32.
	Pentagon = mustGame(Names{ID: "solitaire/pentagon", Name: "The pentagon", CzechName: "Pětiúhelník",
		Summary: "Peg solitaire from 24 pegs: every hole but the arm corners 1 3 7 13 21 27 31 33 " +
			"and the bottom hole 32. Leave one peg, in 17."},
		Rules{Start: allHoles &^ HolesOf(1, 3, 7, 13, 21, 27, 31, 33, 32)})
)

func init() {
	for _, g := range []*Game{Samotar, Cross, Pentagon} {
		board.Register(g)
	}
}

// Rules returns the game's rules.
func (g *Game) Rules() Rules { return g.rules }

// ID returns the game's ID.
func (g *Game) ID() string { return g.names.ID }

// Info describes the game.
func (g *Game) Info() board.Info {
	info := board.Info{
		ID: g.names.ID, Name: g.names.Name, CzechName: g.names.CzechName, Family: "solitaire",
		Summary: g.names.Summary, Options: g.options(),
	}
	switch g.rules.Game {
	case PegSolitaire:
		info.MinPlayers, info.MaxPlayers = 1, 1
		info.MaxPlies = max(g.start.Len()-1, 1)
	}
	return info
}

// options lists the rule options that apply to the game.
func (g *Game) options() []board.Option {
	r := g.rules
	switch r.Game {
	case PegSolitaire:
		return []board.Option{{Name: "Start", Value: puzzlePosition(g.start), Doc: "the pegs at the start, o for a peg"}}
	}
	return nil
}

// New returns the starting position.
func (g *Game) New(players int) (board.State, error) {
	info := g.Info()
	if players < info.MinPlayers || players > info.MaxPlayers {
		return nil, board.Players(g.names.ID, players, info.MinPlayers, info.MaxPlayers)
	}
	return g.newPuzzle(g.start), nil
}

// Parse reads a position in the game's notation.
func (g *Game) Parse(position string) (board.State, error) {
	pegs, err := parsePegs(position)
	if err != nil {
		return nil, err
	}
	return g.newPuzzle(pegs), nil
}
