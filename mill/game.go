package mill

import (
	"slices"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// Game is a mill game: names and Rules; it implements board.Game and
// board.Configurable. Games are immutable.
type Game struct {
	names board.Names
	c     *config
	info  board.Info // built once; Info returns a copy
}

// NewGame returns the game of the given names and rules, or an error that
// says which rule is out of range or contradicts another.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	c, err := rules.compile()
	if err != nil {
		return nil, err
	}
	g := &Game{names: names, c: c}
	g.info = board.Info{
		Names:      names,
		Family:     "mill",
		MinPlayers: 2,
		MaxPlayers: 2,
		SeatNames:  []string{"White", "Black"},
		Chance:     rules.Dice,
		MinReturn:  -1,
		MaxReturn:  1,
		Options:    board.OptionsOf(rules),
		MaxPlies:   c.maxPlies(),
	}
	return g, nil
}

// The registered games.
var (
	// NineMensMorris is "mill": nine men's morris, the zero Rules.
	NineMensMorris = board.Must(NewGame(board.Names{ID: "mill", Name: "Nine men's morris", CzechName: "Mlýn",
		Summary: "Nine stones each are placed in turn on the 24 points, then slid along the lines; " +
			"three in a line (a mill) removes an opponent stone not in a mill; a player with three " +
			"stones flies; fewer than three stones, or no move, loses."}, Rules{}))
	// LaskerMorris is "mill/lasker": ten stones each, and a player may move
	// a stone instead of placing from the first turn.
	LaskerMorris = board.Must(NewGame(board.Names{ID: "mill/lasker", Name: "Lasker morris", CzechName: "Laskerský mlýn",
		Summary: "Nine men's morris with ten stones each, where on every turn a player may place a " +
			"stone from hand or move one on the board."}, Rules{StonesPerPlayer: 10, PlaceOrMove: true}))
	// KnightMill is "mill/knight": stones move by knight jumps in the
	// moving phase.
	KnightMill = board.Must(NewGame(board.Names{ID: "mill/knight", Name: "Knight mill", CzechName: "Jezdecký mlýn",
		Summary: "Nine men's morris in which, after the placing phase, stones jump like chess knights " +
			"(two points along a line and one at a right angle, or one and two) over any stones to an " +
			"empty point."}, Rules{KnightJumps: true}))
	// DiceMill is "mill/dice": three dice before each placing turn.
	DiceMill = board.Must(NewGame(board.Names{ID: "mill/dice", Name: "Dice mill", CzechName: "Mlýn s kostkou",
		Summary: "Nine men's morris in which three dice are thrown before each placement; on a run " +
			"(1-2-3, 2-3-4, 3-4-5, 4-5-6) the player may first remove an opponent stone that stands in " +
			"a mill."}, Rules{Dice: true}))
	// TwelveMensMorris is "mill/twelve": twelve stones and the corner
	// diagonals.
	TwelveMensMorris = board.Must(NewGame(board.Names{ID: "mill/twelve", Name: "Twelve men's morris", CzechName: "Maxi mlýn (rohový)",
		Summary: "Nine men's morris with twelve stones each and four corner diagonals for mills and " +
			"moves; a board filled without a mill is a draw."}, Rules{StonesPerPlayer: 12, Diagonals: true}))
	// TheHunt is "mill/hunt": Black on the outer square hunts for a mill
	// within 15 moves; White on the inner square relocates to stop it.
	TheHunt = board.Must(NewGame(board.Names{ID: "mill/hunt", Name: "The hunt", CzechName: "Hon",
		Summary: "Black's eight stones on the outer square and White's on the inner one; Black slides " +
			"and wins by forming a mill within 15 moves, White moves any stone to any empty point to " +
			"stop him and wins otherwise."}, Rules{Hunt: true, NoProgressPlies: -1, RepetitionDraw: Off}))
	// CrossMill is "mill/cross": six stones each on the cross, slides only,
	// the first mill wins.
	CrossMill = board.Must(NewGame(board.Names{ID: "mill/cross", Name: "Cross mill", CzechName: "Mlýn na kříž",
		Summary: "Six stones each start on the twelve points of the cross; players slide in turn and " +
			"the first to form a mill wins; 200 plies without one draw."}, Rules{FirstMillWins: true, NoProgressPlies: 200}))
)

func init() {
	for _, g := range []*Game{NineMensMorris, LaskerMorris, KnightMill, DiceMill, TwelveMensMorris, TheHunt, CrossMill} {
		board.Register(g)
	}
}

// must returns g or panics: the registered rules are fixed, so an error is
// a programming error that every test run catches.

// ID returns the game's identifier, such as "mill" or "mill/lasker".
func (g *Game) ID() string { return g.names.ID }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.c.rules }

// Names returns the game's names.
func (g *Game) Names() board.Names { return g.names }

// Info describes the game.
func (g *Game) Info() board.Info {
	info := g.info
	info.SeatNames = slices.Clone(info.SeatNames)
	info.Options = slices.Clone(info.Options)
	return info
}

// maxPlies bounds the plies of a game: every stretch without a placement or
// a removal ends within the no-progress limit, and there are at most 2×stones
// placements (each after a throw in dice mill) and 2×stones removals. The
// hunt ends after Black's last move; without the no-progress rule only
// repetition ends a game, and the bound is a generous guess.
func (c *config) maxPlies() int {
	n := int(c.start.hand[0]) + int(c.start.hand[1])
	stones := n + c.start.men[0].Count() + c.start.men[1].Count()
	switch {
	case c.rules.Hunt:
		return 2*c.limit + 1
	case c.noProgress == 0:
		return 1 << 22
	}
	progress := n + stones
	throws := 0
	if c.rules.Dice {
		throws = n
	}
	return (progress+1)*c.noProgress + progress + throws
}

// WithOptions returns the game with the named options changed (see
// board.Configure).
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.c.rules, settings, NewGame)
}

// Start returns the starting position.
func (g *Game) Start() Position { return g.c.start }

// ParsePosition reads a position in notation (see Position.String) under
// the game's rules. Errors wrap board.ErrBadNotation.
func (g *Game) ParsePosition(s string) (Position, error) { return g.c.parse(s) }

// New returns the starting state; mill games are played by two.
func (g *Game) New(players int) (board.State, error) {
	if err := g.Info().CheckPlayers(players); err != nil {
		return nil, err
	}
	return g.NewState(g.c.start), nil
}

// Parse reads a position in notation and returns the state from it.
func (g *Game) Parse(position string) (board.State, error) {
	p, err := g.c.parse(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// Triggers reports whether the throw r (three dice, in any order) triggers
// dice mill's bonus removal under the game's DiceTrigger. It is false in a
// game without Dice.
func (g *Game) Triggers(r dice.Roll) bool {
	m, ok := Throw(r)
	return ok && g.c.rules.Dice && g.c.triggers(int(m&63))
}
