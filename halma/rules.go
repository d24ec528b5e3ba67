package halma

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Rules are the rule options of every game of the family, one struct (see
// board.OptionsOf): the engine that plays the game and one group of
// options per engine. Its zero value is the family's main game, Halma on
// the star. A group of another engine than Engine must be left zero, and
// NewGame says so otherwise; Info.Options lists Engine and the options of
// the game's engine, named with the group: "Race.Board", "Field.ExactlyFive".
type Rules struct {
	// Engine is the kind of game (default EngineRace).
	Engine Engine `rule:"the game: race (halma), field (placing then moving: gobang, top-secret, cat-mouse), tipsy (Obklíčení), rakado (the baseline duel) or treasure (the treasure hunt)"`
	// Race holds the options of the halma races (Engine race).
	Race RaceRules `rule:"the races' options"`
	// Field holds the options of the games of placing and moving (Engine
	// field).
	Field FieldRules `rule:"the options of the games of placing and moving"`
	// Tipsy holds the options of Obklíčení (Engine tipsy).
	Tipsy TipsyRules `rule:"Obklíčení's options"`
	// Rakado holds the options of the baseline duel (Engine rakado).
	Rakado RakadoRules `rule:"Rakado's options"`
	// Treasure holds the options of the treasure hunt (Engine treasure).
	Treasure TreasureRules `rule:"the treasure hunt's options"`
}

// Engine is the kind of game a Rules describes: each has its own position
// type, moves and group of options.
type Engine uint8

// The engines.
const (
	EngineRace     Engine = iota // the halma races: State and Position
	EngineField                  // placing, then moving on the 16×16 cells: FieldState and FieldPosition
	EngineTipsy                  // Obklíčení on the 17×17 intersections: TipsyState
	EngineRakado                 // the baseline duel with a die: RakadoState
	EngineTreasure               // the treasure hunt, hidden information: TreasureState
)

var engineNames = []string{"race", "field", "tipsy", "rakado", "treasure"}

// groupNames are the option groups of the engines, in the order of the
// engines.
var groupNames = []string{"Race", "Field", "Tipsy", "Rakado", "Treasure"}

// String returns the engine's name: "race", "field", "tipsy", "rakado" or
// "treasure".
func (e Engine) String() string { return board.ChoiceName(e, engineNames) }

// MarshalText writes the engine's name.
func (e Engine) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads an engine's name.
func (e *Engine) UnmarshalText(b []byte) error { return board.ParseChoice(e, engineNames, b) }

// Choices lists the engines.
func (Engine) Choices() []string { return engineNames }

// checkGroups rejects an engine out of range and options set in the group
// of another engine.
func (r Rules) checkGroups() error {
	if r.Engine > EngineTreasure {
		return fmt.Errorf("halma: no engine %d", r.Engine)
	}
	set := [...]bool{r.Race != RaceRules{}, r.Field != FieldRules{}, r.Tipsy != TipsyRules{},
		r.Rakado != RakadoRules{}, r.Treasure != TreasureRules{}}
	for e, nonzero := range set {
		if nonzero && Engine(e) != r.Engine {
			return fmt.Errorf("halma: %s options are for Engine=%s, not %s", groupNames[e], engineNames[e], r.Engine)
		}
	}
	return nil
}

// options lists Engine and the options of the rules' engine.
func (r Rules) options() []board.Option {
	group := groupNames[r.Engine] + "."
	var out []board.Option
	for _, o := range board.OptionsOf(r) {
		if !strings.Contains(o.Name, ".") || strings.HasPrefix(o.Name, group) {
			out = append(out, o)
		}
	}
	return out
}

// RaceRules are the options of the halma races (Engine race). The zero
// RaceRules is Halma: the star with 15 pieces each for two or three
// players.
type RaceRules struct {
	// Board is the board: the star (the zero value), the 16×16 square
	// board or the 8×8 board.
	Board Kind `rule:"the board: star (121 points), square (16×16) or small (8×8)"`
	// PiecesPerPlayer is the size of every camp; 0 is the board's usual
	// number: 15 on the star, 19 on the square board for two players and
	// 13 for three or four, 8 on the small board.
	PiecesPerPlayer int `rule:"pieces per player (the camp's size), 0 for the board's usual number; the star takes 6, 10 or 15, square boards 6, 8, 10, 13, 15 or 19" range:"0..19"`
	// Players fixes the number of players; 0 allows every number the
	// board seats. 1 is the solitaire race (Solo Halma).
	Players int `rule:"the number of players, 0 for any the board seats; 1 is a solitaire race scored by turns" range:"0..6"`
	// RowHop lets one hop pass over a straight row of several pieces to
	// the first empty cell beyond it.
	RowHop bool `rule:"a single hop may pass over a straight row of several pieces"`
	// LockInTarget forbids a move that starts in the mover's target camp
	// to end outside it; its default is true, false with Precise.
	LockInTarget Switch `rule:"a piece that stands in its target camp must end its move there (default: true, false with Precise)"`
	// SpoilerRule lets a player win with his target full when the other
	// occupants all stand in their own starting camps; default true.
	SpoilerRule Switch `rule:"a full target camp wins when every other occupant stands in its own starting camp (default: true)"`
	// Precise makes the piece that starts on a player's corner his marked
	// piece, which must end on the corner of the target camp.
	Precise bool `rule:"the piece starting on the camp's corner must finish on the target's corner"`
	// Teams makes partners of the players sitting opposite in a four-player
	// game: they win together when both have finished.
	Teams bool `rule:"four players in two teams of partners sitting opposite; a team wins when both have finished"`
	// Leapfrog is black-and-white halma: a piece on a dark square steps
	// only diagonally, one on a light square only hops, both only forward
	// or sideways, except for moves within the target camp.
	Leapfrog bool `rule:"pieces on dark squares step diagonally, pieces on light squares hop, never away from the target (square boards)"`
	// EvacuateBy makes a player who still has a piece in his starting camp
	// after his EvacuateBy-th move lose; 0 turns the rule off.
	EvacuateBy int `rule:"a player with a piece still at home after this many of his moves loses, 0 for never (two players)" range:"0..1000"`
	// MaxPlies draws the game after this many plies; 0 is 150 turns per
	// player (1000 in a solitaire race).
	MaxPlies int `rule:"the game is drawn after this many plies, 0 for 150 per player (1000 alone)" range:"0..100000"`
}

// Switch is an on/off option whose default depends on other options:
// "default", "true" or "false".
type Switch uint8

// The values of a Switch.
const (
	Default Switch = iota // the game's default
	On                    // true
	Off                   // false
)

var switchNames = []string{"default", "true", "false"}

// String returns "default", "true" or "false".
func (s Switch) String() string { return board.ChoiceName(s, switchNames) }

// MarshalText writes the value's name.
func (s Switch) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "default", "true" or "false".
func (s *Switch) UnmarshalText(b []byte) error { return board.ParseChoice(s, switchNames, b) }

// Choices lists the values.
func (Switch) Choices() []string { return switchNames }

// or returns the switch's value, def for Default.
func (s Switch) or(def bool) bool {
	switch s {
	case On:
		return true
	case Off:
		return false
	}
	return def
}

// The draw limit when Race.MaxPlies is 0: turns per player, and the
// turns of a solitaire race.
const (
	defaultTurns     = 150
	defaultSoloTurns = 1000
)

// limit returns the draw limit in plies for n players.
func (c *config) limit(n int) int {
	switch {
	case c.maxPlies > 0:
		return c.maxPlies
	case n == 1:
		return defaultSoloTurns
	}
	return defaultTurns * n
}

// config is the compiled rules: the board, the seating for every player
// count, and the switches resolved.
type config struct {
	rules      RaceRules
	geo        *geometry
	lock       bool
	spoiler    bool
	maxPlies   int // Race.MaxPlies: 0 for the default of limit
	minPlayers int
	maxPlayers int
	seatings   [7]*seating // by player count; nil where the board does not seat that many
}

// seating is where n players sit: each seat's starting camp, target camp
// and their corners (for Precise), and the number of pieces.
type seating struct {
	players      int
	pieces       int
	start        [6]cells
	target       [6]cells
	startCorner  [6]int
	targetCorner [6]int
	// For Estimate: each cell's distance to the seat's target corner, and
	// the sums of the distances over the target and the starting camp.
	dist       [6][]int16
	home, away [6]int
}

// compile checks the rules and builds the seatings.
func (r RaceRules) compile() (*config, error) {
	if r.Board > Small {
		return nil, fmt.Errorf("halma: no board %d", r.Board)
	}
	c := &config{rules: r, geo: geometries[r.Board], lock: r.LockInTarget.or(!r.Precise),
		spoiler: r.SpoilerRule.or(true), maxPlies: r.MaxPlies}
	if r.LockInTarget > Off || r.SpoilerRule > Off {
		return nil, fmt.Errorf("halma: a switch is default, true or false")
	}
	if r.Leapfrog && r.Board == Star {
		return nil, fmt.Errorf("halma: Leapfrog needs dark and light squares: a square board")
	}
	for n := 1; n <= 6; n++ {
		if r.Players != 0 && n != r.Players || r.Players == 0 && n == 1 {
			continue
		}
		st, err := c.seat(n)
		if err != nil {
			if r.Players != 0 {
				return nil, err
			}
			continue
		}
		if c.minPlayers == 0 {
			c.minPlayers = n
		} else if c.maxPlayers != n-1 {
			continue // the counts a game takes are a range
		}
		c.maxPlayers = n
		c.seatings[n] = st
	}
	if c.minPlayers == 0 {
		return nil, fmt.Errorf("halma: %d pieces on the %s board seat no players", r.PiecesPerPlayer, r.Board)
	}
	if r.Teams && (c.minPlayers > 4 || c.maxPlayers < 4) {
		return nil, fmt.Errorf("halma: Teams needs four players")
	}
	if r.Teams {
		c.minPlayers, c.maxPlayers = 4, 4
	}
	if r.EvacuateBy > 0 && c.maxPlayers > 2 {
		return nil, fmt.Errorf("halma: EvacuateBy is a rule for two players (set Players=2)")
	}
	return c, nil
}

// The star's tips in clockwise order from the top, each an axis of
// (q, r, s) and the sign of that coordinate inside the tip.
var tips = [6]struct{ axis, sign int }{
	{1, -1}, // N: r ≤ −5
	{0, +1}, // NE: q ≥ 5
	{2, -1}, // SE: s ≤ −5
	{1, +1}, // S: r ≥ 5
	{0, -1}, // SW: q ≤ −5
	{2, +1}, // NW: s ≥ 5
}

// tipNames names the tips in the order of tips.
var tipNames = [6]string{"N", "NE", "SE", "S", "SW", "NW"}

// starSeats are the tips the players sit on, clockwise from S, by count.
var starSeats = [7][]int{1: {3}, 2: {3, 0}, 3: {3, 5, 1}, 4: {3, 4, 0, 1}, 5: {3, 4, 5, 0, 1}, 6: {3, 4, 5, 0, 1, 2}}

// The square board's corners clockwise from a1, as (flip files, flip
// ranks), and the corners the players sit on by count.
var (
	corners     = [4][2]bool{{false, false}, {false, true}, {true, true}, {true, false}} // a1, a16, p16, p1
	squareSeats = [5][]int{1: {0}, 2: {0, 2}, 3: {0, 1, 2}, 4: {0, 1, 2, 3}}
)

// The camps of the square boards by size: a corner triangle of cells with
// x + y ≤ reach, trimmed of its two outer corners when trim is set.
var squareCamps = map[int]struct {
	reach int
	trim  bool
}{6: {2, false}, 8: {3, true}, 10: {3, false}, 13: {4, true}, 15: {4, false}, 19: {5, true}}

// seat builds the seating of n players, or says why the board does not
// seat them.
func (c *config) seat(n int) (*seating, error) {
	g := c.geo
	pieces := c.rules.PiecesPerPlayer
	st := &seating{players: n}
	switch g.kind {
	case Star:
		if pieces == 0 {
			pieces = 15
		}
		if n > 6 {
			return nil, fmt.Errorf("halma: the star seats at most six")
		}
		for i, tip := range starSeats[n] {
			st.start[i], st.startCorner[i] = starCamp(g, tip, pieces)
			st.target[i], st.targetCorner[i] = starCamp(g, (tip+3)%6, pieces)
		}
	default:
		side := 16
		if g.kind == Small {
			side = 8
		}
		if pieces == 0 {
			switch {
			case g.kind == Small:
				pieces = 8
			case n <= 2:
				pieces = 19
			default:
				pieces = 13
			}
		}
		max := 4
		if g.kind == Small {
			max = 2
		}
		if n > max {
			return nil, fmt.Errorf("halma: the %s board seats at most %d", g.kind, max)
		}
		for i, corner := range squareSeats[n] {
			var err error
			if st.start[i], st.startCorner[i], err = squareCamp(g, side, corners[corner], pieces); err != nil {
				return nil, err
			}
			st.target[i], st.targetCorner[i], _ = squareCamp(g, side, corners[(corner+2)%4], pieces)
		}
	}
	if st.start[0].empty() {
		return nil, fmt.Errorf("halma: the %s board has no camps of %d", g.kind, pieces)
	}
	for i := range n {
		for j := range i {
			if !st.start[i].and(st.start[j]).empty() {
				return nil, fmt.Errorf("halma: camps of %d pieces overlap for %d players", pieces, n)
			}
		}
	}
	st.pieces = pieces
	for i := range n {
		st.dist[i] = g.distances(st.targetCorner[i])
		st.home[i] = st.distance(i, st.target[i])
		st.away[i] = st.distance(i, st.start[i])
	}
	return st, nil
}

// starCamp returns the camp of pieces points at the tip and its apex:
// 6 (the tip's first three rows), 10 (the tip) or 15 (the tip and the
// hexagon's edge before it); an empty set for other sizes.
func starCamp(g *geometry, tip, pieces int) (cells, int) {
	reach := map[int]int{6: 6, 10: 5, 15: 4}[pieces]
	t := tips[tip]
	coord := func(q, r, axis int) int { return [3]int{q, r, -q - r}[axis] * t.sign }
	camp := cells{}
	if reach == 0 {
		return camp, -1
	}
	apex := -1
	for i := range g.n {
		q, r := g.q[i], g.r[i]
		in := coord(q, r, t.axis) >= reach
		for a := range 3 {
			if a != t.axis && coord(q, r, a) > 0 {
				in = false
			}
		}
		if in {
			camp.set(i)
		}
		if coord(q, r, t.axis) == 8 {
			apex = i
		}
	}
	return camp, apex
}

// squareCamp returns the camp of pieces squares at a corner (given by its
// flips) and the corner square.
func squareCamp(g *geometry, side int, flip [2]bool, pieces int) (cells, int, error) {
	shape, ok := squareCamps[pieces]
	if !ok {
		return cells{}, -1, fmt.Errorf("halma: no camp of %d on a square board", pieces)
	}
	at := func(x, y int) int {
		if flip[0] {
			x = side - 1 - x
		}
		if flip[1] {
			y = side - 1 - y
		}
		return g.at(x, y)
	}
	var camp cells
	for y := 0; y <= shape.reach; y++ {
		for x := 0; x+y <= shape.reach; x++ {
			if shape.trim && (x == shape.reach || y == shape.reach) {
				continue
			}
			camp.set(at(x, y))
		}
	}
	return camp, at(0, 0), nil
}
