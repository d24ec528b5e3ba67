package halma

import (
	"fmt"
	"slices"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a game of the family: names and Rules; it implements board.Game
// and board.Configurable. Games are immutable. Its typed API depends on
// the engine: Start, ParsePosition, NewState and Camps for the races,
// StartField, ParseFieldPosition and NewFieldState for the games of
// placing and moving, NewTipsyState and NewRakadoState; New and Parse
// serve every engine.
type Game struct {
	names  board.Names
	rules  Rules
	info   board.Info
	c      *config      // the compiled race rules (EngineRace)
	field  *fieldConfig // the compiled field rules (EngineField)
	pieces int          // each player's pieces in Obklíčení (EngineTipsy)
	tokens int          // the size of the heap (EngineTreasure)
}

// NewGame returns the game of the given names and rules, or an error that
// says which rule is out of range or contradicts another.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	if err := rules.checkGroups(); err != nil {
		return nil, err
	}
	g := &Game{names: names, rules: rules}
	setup := [...]func() error{g.setupRace, g.setupField, g.setupTipsy, g.setupRakado, g.setupTreasure}
	if err := setup[rules.Engine](); err != nil {
		return nil, err
	}
	g.info.Names, g.info.Family, g.info.Options = names, "halma", rules.options()
	g.info.MinReturn, g.info.MaxReturn = -1, 1
	return g, nil
}

// seatNames returns "player 1" … "player n".
func seatNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("player %d", i+1)
	}
	return names
}

// setupRace compiles the race rules.
func (g *Game) setupRace() error {
	c, err := g.rules.Race.compile()
	if err != nil {
		return err
	}
	g.c = c
	g.info = board.Info{MinPlayers: c.minPlayers, MaxPlayers: c.maxPlayers,
		SeatNames: seatNames(c.maxPlayers), MaxPlies: c.limit(c.maxPlayers)}
	return nil
}

// notEngine is the error of a typed method called on a game of another
// engine.
func (g *Game) notEngine(want Engine) error {
	return fmt.Errorf("halma: %s is a game of Engine=%s, not %s", g.names.ID, g.rules.Engine, want)
}

// The registered race games.
var (
	// Halma is "halma": Sternhalma on the star with 15 pieces each, for
	// two (S against N) or three players; the zero Rules.
	Halma = board.Must(NewGame(board.Names{ID: "halma", Name: "Halma (star)", CzechName: "Halma",
		Summary: "Two or three players race 15 pieces each across the 121-point star to the opposite " +
			"camp, by steps to a neighbouring point or chains of hops over single pieces; the first to " +
			"fill the opposite camp wins."}, Rules{}))
	// SquareHalma is "halma/square": classic Halma on the 16×16 board, 19
	// pieces each for two players, 13 for three or four.
	SquareHalma = board.Must(NewGame(board.Names{ID: "halma/square", Name: "Halma (square board)", CzechName: "Halma na čtvercové desce",
		Summary: "Classic Halma on the 16×16 board: 19 pieces each in opposite corners for two players, " +
			"13 for three or four; steps and hop chains in eight directions; the first to fill the " +
			"opposite camp wins."}, Rules{Race: RaceRules{Board: Square}}))
	// ThreeHalma is "halma/three": the star game for exactly three players
	// on alternate tips.
	ThreeHalma = board.Must(NewGame(board.Names{ID: "halma/three", Name: "Three-player halma", CzechName: "Halma pro tři",
		Summary: "The star game for three players on alternate tips (S, NW, NE) with 15 pieces each, " +
			"each racing to the opposite camp."}, Rules{Race: RaceRules{Players: 3}}))
	// QuickHalma is "halma/quick": six pieces each in the corners of the
	// square board.
	QuickHalma = board.Must(NewGame(board.Names{ID: "halma/quick", Name: "Quick halma", CzechName: "Rychlá halma",
		Summary: "Halma on the 16×16 board with six pieces each in a corner triangle, for two to four " +
			"players (Race.Board=star: the first three rows of each tip)."}, Rules{Race: RaceRules{Board: Square, PiecesPerPlayer: 6}}))
	// PreciseHalma is "halma/precise": the star game in which the piece
	// from the apex must finish on the opposite apex.
	PreciseHalma = board.Must(NewGame(board.Names{ID: "halma/precise", Name: "Precise halma", CzechName: "Přesná halma",
		Summary: "The star game in which each player's marked piece, the one starting on the apex of " +
			"his camp, must finish on the apex of the target camp; pieces may leave the target."}, Rules{Race: RaceRules{Precise: true}}))
	// ChessHalma is "halma/chess": eight pieces each on the 8×8 board, and
	// a player with a piece at home after his 30th move loses.
	ChessHalma = board.Must(NewGame(board.Names{ID: "halma/chess", Name: "Halma on the chessboard", CzechName: "Šachová halma",
		Summary: "Halma on the 8×8 board with eight pieces each in opposite corners; a player who still " +
			"has a piece in his starting camp after his 30th move loses."}, Rules{Race: RaceRules{Board: Small, EvacuateBy: 30}}))
	// SoloHalma is "halma/solo": one player brings 19 pieces across the
	// square board in as few turns as he can.
	SoloHalma = board.Must(NewGame(board.Names{ID: "halma/solo", Name: "Solo halma", CzechName: "Halma pro jednoho hráče",
		Summary: "A puzzle: bring 19 pieces from the a1 corner to the p16 corner of the square board by " +
			"halma moves; the score is the number of turns, fewer is better."}, Rules{Race: RaceRules{Board: Square, Players: 1}}))
	// LeapfrogHalma is "halma/leapfrog": pieces on dark squares step
	// diagonally, pieces on light squares hop.
	LeapfrogHalma = board.Must(NewGame(board.Names{ID: "halma/leapfrog", Name: "Leapfrog halma", CzechName: "Skákání přes kozu",
		Summary: "Square-board halma in which a piece on a dark square only steps diagonally and one " +
			"on a light square only hops, never away from the target, except inside the target camp."},
		Rules{Race: RaceRules{Board: Square, Leapfrog: true}}))
)

// races are the registered race games.
var races = []*Game{Halma, SquareHalma, ThreeHalma, QuickHalma, PreciseHalma, ChessHalma, SoloHalma, LeapfrogHalma}

func init() {
	for _, g := range races {
		board.Register(g)
	}
}

// must returns g or panics: the registered rules are fixed, so an error is
// a programming error that every test run catches.

// ID returns the game's identifier, such as "halma" or "halma/gobang".
func (g *Game) ID() string { return g.names.ID }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// Info describes the game.
func (g *Game) Info() board.Info {
	info := g.info
	info.SeatNames = slices.Clone(info.SeatNames)
	info.Options = slices.Clone(info.Options)
	return info
}

// WithOptions returns the game with the named options changed (see
// board.Configure).
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// Start returns the starting position of a race for the given number of
// players.
func (g *Game) Start(players int) (Position, error) {
	if g.c == nil {
		return Position{}, g.notEngine(EngineRace)
	}
	if err := g.info.CheckPlayers(players); err != nil {
		return Position{}, err
	}
	return g.c.start(players), nil
}

// ParsePosition reads a race position in notation (see Position.String).
// Errors wrap board.ErrBadNotation.
func (g *Game) ParsePosition(s string) (Position, error) {
	if g.c == nil {
		return Position{}, g.notEngine(EngineRace)
	}
	return g.c.parse(s)
}

// New returns the starting state for the given number of players: a
// *State, *FieldState, *TipsyState, *RakadoState or *TreasureState by the
// engine.
func (g *Game) New(players int) (board.State, error) {
	switch g.rules.Engine {
	case EngineField:
		p, err := g.StartField(players)
		if err != nil {
			return nil, err
		}
		return g.NewFieldState(p), nil
	case EngineTipsy:
		return g.newTipsy(players)
	case EngineRakado:
		return g.newRakado(players)
	case EngineTreasure:
		return g.newTreasure(players)
	}
	p, err := g.Start(players)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// Parse reads a position in notation and returns the state from it.
func (g *Game) Parse(position string) (board.State, error) {
	switch g.rules.Engine {
	case EngineField:
		p, err := g.field.parse(position)
		if err != nil {
			return nil, err
		}
		return g.NewFieldState(p), nil
	case EngineTipsy:
		return g.parseTipsy(position)
	case EngineRakado:
		return g.parseRakado(position)
	case EngineTreasure:
		return g.parseTreasure(position)
	}
	p, err := g.c.parse(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// Camps returns the cells of seat's starting and target camps in a race
// of the given number of players, in the board's order.
func (g *Game) Camps(players, seat int) (start, target []string, err error) {
	if g.c == nil {
		return nil, nil, g.notEngine(EngineRace)
	}
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, nil, err
	}
	if seat < 0 || seat >= players {
		return nil, nil, fmt.Errorf("halma: no seat %d of %d", seat, players)
	}
	st := g.c.seatings[players]
	return g.c.geo.list(st.start[seat]), g.c.geo.list(st.target[seat]), nil
}
