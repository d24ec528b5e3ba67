package dicegames

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Game is one dice game: an engine of the package with its rule table and
// its names. It implements board.Game and board.Configurable. Games are
// immutable.
type Game struct {
	names board.Names
	eng   engine
	match Match
	low   bool // the lowest score wins
	info  board.Info
}

// engine is one of the package's shared cores, filled in with a rule
// table. The match wrapper (endTurn, finish) and the generic state call it.
type engine interface {
	rules() any
	derive(names board.Names, settings map[string]string) (board.Game, error)
	setup(g *Game, p *Position)                    // chips and sheets of a new game
	begin(g *Game, p *Position)                    // the turn of p.Turn starts
	throw(g *Game, p *Position, t Throw)           // the dice of PhaseThrow fell
	moves(g *Game, p *Position, buf []Move) []Move // the decisions of PhaseDecide
	decide(g *Game, p *Position, m Move)           // a decision of moves
	roundEnd(g *Game, p *Position) bool            // every seat had its turn; true when the game ended
	check(g *Game, p *Position) error              // engine rules of a parsed position
	draw(g *Game, p *Position, pic *board.Picture)
}

// hiddenEngine is an engine whose throws are seen by the thrower only.
type hiddenEngine interface {
	engine
	// mask clears from p what seat q cannot see.
	mask(p *Position, q int)
	// redraw throws anew, at random, the dice of p hidden from seat q.
	redraw(p *Position, q int, r *rand.Rand)
}

// gameSpec is what every engine's constructor gives newGame.
type gameSpec struct {
	players  [2]int
	match    Match
	low      bool
	maxPlies func(players int) int
	seatWord string
}

// newGame checks the names and builds the game of an engine.
func newGame(names board.Names, eng engine, spec gameSpec) (*Game, error) {
	base, _ := board.BaseID(names.ID)
	if !board.ValidID(base) || !strings.HasPrefix(base, "dicegames") {
		return nil, fmt.Errorf("dicegames: game ID %q is not a slug such as \"dicegames/mine\"", names.ID)
	}
	if names.Name == "" || names.Summary == "" {
		return nil, fmt.Errorf("dicegames: game %s needs an English name and a summary", names.ID)
	}
	g := &Game{names: names, eng: eng, match: spec.match, low: spec.low}
	_, hidden := eng.(hiddenEngine)
	seats := make([]string, spec.players[1])
	for i := range seats {
		seats[i] = fmt.Sprintf("Player %d", i+1)
	}
	g.info = board.Info{
		Names: names, Family: "dicegames",
		MinPlayers: spec.players[0], MaxPlayers: spec.players[1],
		SeatNames: seats, Chance: true, HiddenInformation: hidden,
		MinReturn: -1, MaxReturn: 1,
		Options:  board.OptionsOf(eng.rules()),
		MaxPlies: spec.maxPlies(spec.players[1]),
	}
	return g, nil
}

// ID returns the game's ID, "dicegames/<title>" for the registered games.
func (g *Game) ID() string { return g.names.ID }

// Info describes the game. The summary of a registered game begins with
// its confidence label: "Certain.", "Likely.", "Guess." or "Unknown
// (placeholder)." — how sure the reconstruction of the lost booklet's
// rules is.
func (g *Game) Info() board.Info {
	info := g.info
	info.SeatNames = append([]string(nil), info.SeatNames...)
	info.Options = append([]board.Option(nil), info.Options...)
	return info
}

// Rules returns the game's rule table: a PushRules, SingleRules,
// KeepRules, FieldRules, CoverRules, ClaimRules, GuessRules, MeierRules, RunningRules, ChecklistRules, ChipRules or WagerRules value.
func (g *Game) Rules() any { return g.eng.rules() }

// WithOptions returns the game with the named options of its rules
// changed; the new game's ID lists them. Errors wrap board.ErrBadOption.
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return g.eng.derive(g.names, settings)
}

// New returns the starting state for the given number of players: seat 0
// opens the first round (the start-throw of one die each is left to the
// table).
func (g *Game) New(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	s := g.NewState(players)
	return s.boardState(), nil
}

// NewState returns the typed starting state; players must be in the
// game's range.
func (g *Game) NewState(players int) *State {
	s := &State{g: g}
	s.pos.N = int8(players)
	g.eng.setup(g, &s.pos)
	g.begin(&s.pos)
	return s
}

// Parse reads a position as State.Position writes it. Errors wrap
// board.ErrBadNotation.
func (g *Game) Parse(position string) (board.State, error) {
	s, err := g.ParseState(position)
	if err != nil {
		return nil, err
	}
	return s.boardState(), nil
}

// ParseState is Parse for the typed API.
func (g *Game) ParseState(position string) (*State, error) {
	p, err := ParsePosition(position)
	if err != nil {
		return nil, err
	}
	if err := g.info.CheckPlayers(int(p.N)); err != nil {
		return nil, board.BadNotation(position, "%v", err)
	}
	if _, boxes := g.eng.(*checklistGame); !boxes && p.Sheet != [MaxSeats]uint32{} {
		return nil, board.BadNotation(position, "only a game of boxes has sheets")
	}
	if err := g.eng.check(g, &p); err != nil {
		return nil, board.BadNotation(position, "%v", err)
	}
	s := &State{g: g, pos: p}
	if s.pos.Phase == PhaseDecide && len(g.eng.moves(g, &s.pos, s.buf[:0])) == 0 {
		return nil, board.BadNotation(position, "seat %d is to decide but has no decision", p.Turn)
	}
	return s, nil
}

// mustGame returns g, for the registered games.
