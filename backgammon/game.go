package backgammon

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a tables game: a name and Rules. It implements board.Game.
// Games are immutable and safe for concurrent use.
type Game struct {
	info  board.Info
	rules Rules
}

// GameInfo names a game built with NewGame.
type GameInfo struct {
	ID        string // "backgammon/…" or any valid board ID
	Name      string // English name
	CzechName string // name in the Czech sources
	Summary   string // the rules in a few sentences
}

// NewGame returns the game with the given names and rules, or an error if
// the rules cannot be played or the ID is malformed. Use it to play a
// variant the package does not register, e.g. backgammon with the Jacoby
// rule or a 7-point match.
func NewGame(gi GameInfo, r Rules) (*Game, error) {
	if err := r.validate(); err != nil {
		return nil, err
	}
	if !board.ValidID(gi.ID) {
		return nil, fmt.Errorf("backgammon: malformed game ID %q", gi.ID)
	}
	perGame := 20000
	plies := perGame
	if r.MatchLength > 0 {
		// every game gives the winner at least one point
		plies = perGame * (2*r.MatchLength - 1)
	}
	return &Game{rules: r, info: board.Info{
		Names: board.Names{ID: gi.ID, Name: gi.Name, CzechName: gi.CzechName, Summary: gi.Summary}, Family: "backgammon",
		MinPlayers: 2, MaxPlayers: 2, Options: r.options(), MaxPlies: plies,
	}}, nil
}

func mustGame(gi GameInfo, r Rules) *Game {
	g, err := NewGame(gi, r)
	if err != nil {
		panic(err) // the package's own configurations are valid
	}
	return g
}

// The registered games.
var (
	// BackgammonGame is standard backgammon, money play, cube in use.
	BackgammonGame = mustGame(GameInfo{
		ID: "backgammon", Name: "Backgammon", CzechName: "Backgammon (vrhcáby)",
		Summary: "Tournament backgammon: race 15 checkers round the board and bear them off; blots are hit, " +
			"two checkers hold a point, doubles count four times, as many dice as possible and the higher " +
			"die must be played; doubling cube, gammons and backgammons.",
	}, Backgammon())
	// GulBaraGame is Gul Bara.
	GulBaraGame = mustGame(GameInfo{
		ID: "backgammon/gul-bara", Name: "Gul Bara", CzechName: "Gul Bara (Bláznivý Narde)",
		Summary: "Both sides run the same way round from stacks in opposite corners; one checker holds a point " +
			"and nothing is hit; after each player's first three turns a double climbs the ladder to six, " +
			"four times each number. 1 point, 2 for a gammon.",
	}, GulBara())
	// TaigaPuffGame is Taiga-Puff.
	TaigaPuffGame = mustGame(GameInfo{
		ID: "backgammon/taiga-puff", Name: "Taiga-Puff", CzechName: "Taiga-Puff",
		Summary: "Puff from an empty board: Black begins, two checkers enter before any moves, the lower number " +
			"is played first, doubles count four times plus up to two steps of the bottom faces and earn " +
			"another roll; blots are hit and re-enter first; bearing off by exact numbers.",
	}, TaigaPuff())
)

func init() {
	board.Register(BackgammonGame)
	board.Register(GulBaraGame)
	board.Register(TaigaPuffGame)
}

// ID returns the game's identifier.
func (g *Game) ID() string { return g.info.ID }

// Info describes the game.
func (g *Game) Info() board.Info {
	info := g.info
	info.Options = append([]board.Option(nil), g.info.Options...)
	return info
}

// Rules returns the game's rule options.
func (g *Game) Rules() Rules { return g.rules }

// New returns the starting state: the opening throw (a chance node) or,
// where a side is named to begin, that side's first roll.
func (g *Game) New(players int) (board.State, error) {
	if players != 2 {
		return nil, board.Players(g.info.ID, players, 2, 2)
	}
	return g.NewState(), nil
}

// NewState is New for two players, returning the typed state.
func (g *Game) NewState() *State {
	s := &State{g: g, r: g.rules}
	s.newGame()
	return s
}

// Parse reads a position written by State.Position: for backgammon a GNU
// Backgammon ID "PositionID:MatchID" (or a bare Position ID, see State),
// for the other games the package's own text (see State.Position).
func (g *Game) Parse(position string) (board.State, error) {
	s, err := g.ParseState(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// ParseState is Parse returning the typed state.
func (g *Game) ParseState(position string) (*State, error) {
	s := &State{g: g, r: g.rules}
	var err error
	if g.rules.gnubgIDs() {
		err = s.readGnubg(position)
	} else {
		err = s.readText(position)
	}
	if err != nil {
		return nil, board.BadNotation(position, "%v", err)
	}
	return s, nil
}
