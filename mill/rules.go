package mill

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// Rules are the rule options of the mill family. The zero value is nine
// men's morris; each registered game is a Rules value (see the package
// documentation for each game's). Options that are on by default are
// Switches, whose zero value is On, so that the zero value keeps them.
type Rules struct {
	// StonesPerPlayer is the number of stones each player has in hand at
	// the start, 3..12; 0 means 9. Lasker morris has 10.
	StonesPerPlayer int `rule:"stones each player has in hand at the start (0: 9)" range:"0..12"`
	// PlaceOrMove lets a player with stones in hand move a stone on the
	// board instead of placing (Lasker morris).
	PlaceOrMove bool `rule:"a player with stones in hand may move a stone instead of placing (Lasker)"`
	// KnightJumps replaces slides by knight jumps in the moving phase
	// (knight mill).
	KnightJumps bool `rule:"stones make knight jumps instead of slides in the moving phase"`
	// Diagonals adds the four corner diagonals a1-b2-c3, g1-f2-e3,
	// a7-b6-c5 and g7-f6-e5 as lines for mills and for sliding (twelve
	// men's morris).
	Diagonals bool `rule:"the four corner diagonals are lines for mills and moves"`
	// DiagonalMoves lets stones slide along the diagonals (On, the zero
	// value); Off keeps them for mills only. Off needs Diagonals.
	DiagonalMoves Switch `rule:"stones slide along the diagonals too (false: the diagonals count for mills only)"`
	// Dice throws three dice before each placing turn; a trigger roll lets
	// the player first remove one opponent stone that stands in a mill
	// (dice mill).
	Dice bool `rule:"three dice before each placing turn; a trigger allows a bonus removal from an opponent mill"`
	// DiceTrigger says which rolls trigger the bonus removal: "runs" (or
	// empty: 1-2-3, 2-3-4, 3-4-5, 4-5-6), "triples" (all three dice alike)
	// or "set:{1-2-3,6-6-6}" (the rolls listed, any order of the dice).
	DiceTrigger Trigger `rule:"the rolls that trigger the bonus: runs, triples or set:{1-2-3,...}"`
	// FullBoardDraw draws a game whose board the placing phase filled (On,
	// the zero value); Off leaves the player to move blocked.
	FullBoardDraw Switch `rule:"a board filled in the placing phase is a draw (false: the player to move is blocked)"`
	// DoubleMillRemovesTwo lets a move that forms two mills at once
	// remove two stones instead of one.
	DoubleMillRemovesTwo bool `rule:"a move forming two mills at once removes two stones"`
	// BlockedPlayer says what happens to a player without a legal move:
	// he loses (BlockedLoses, the default) or passes (BlockedPasses).
	BlockedPlayer Blocked `rule:"a player without a legal move loses or passes"`
	// NoProgressPlies draws the game after that many consecutive plies
	// without a placement or a removal; 0 means 100, a negative value
	// switches the rule off.
	NoProgressPlies int `rule:"plies without placement or removal that draw (0: 100; negative: never)" range:"-1..10000"`
	// RepetitionDraw draws the game at the third occurrence of a position
	// (On, the zero value).
	RepetitionDraw Switch `rule:"the third occurrence of a position is a draw"`
	// Hunt plays the hunt: Black (first to move) only slides and wins by
	// forming a mill within MoveLimit moves; White relocates a stone to
	// any empty point each turn; nothing is removed.
	Hunt bool `rule:"the hunt: Black slides and must form a mill within MoveLimit moves, White relocates"`
	// MoveLimit is the number of moves Black has in the hunt; 0 means 15.
	MoveLimit int `rule:"Black's moves in the hunt (0: 15)" range:"0..255"`
	// FirstMillWins ends the game when a move forms a mill, the mover
	// winning; nothing is removed and no stone flies (cross mill).
	FirstMillWins bool `rule:"the first mill formed wins; nothing is removed and nothing flies"`
	// CustomSetup is the starting position in the position notation;
	// empty means the rule set's own: the empty board with full hands,
	// the hunt's squares or cross mill's cross.
	CustomSetup Setup `rule:"the starting position in position notation, or standard for the rule set's own"`
}

// Blocked says what a player without a legal move does.
type Blocked uint8

const (
	// BlockedLoses: a player who cannot move loses.
	BlockedLoses Blocked = iota
	// BlockedPasses: a player who cannot move passes; when neither
	// player can move, the game is drawn.
	BlockedPasses
)

var blockedNames = []string{"lose", "pass"}

// String returns "lose" or "pass".
func (b Blocked) String() string { return board.ChoiceName(b, blockedNames) }

// Choices returns the names of the values: lose, pass.
func (Blocked) Choices() []string { return blockedNames }

// MarshalText returns "lose" or "pass".
func (b Blocked) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads "lose" or "pass".
func (b *Blocked) UnmarshalText(text []byte) error { return board.ParseChoice(b, blockedNames, text) }

// A Switch is a rule that is on by default: its zero value is On. By name
// it is "true" or "false".
type Switch uint8

// The values of a Switch.
const (
	On Switch = iota
	Off
)

var switchNames = []string{"true", "false"}

// String returns "true" or "false".
func (s Switch) String() string { return board.ChoiceName(s, switchNames) }

// Choices returns the names of the values: true, false.
func (Switch) Choices() []string { return switchNames }

// MarshalText returns "true" or "false".
func (s Switch) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "true" or "false".
func (s *Switch) UnmarshalText(text []byte) error { return board.ParseChoice(s, switchNames, text) }

// Trigger names the throws of three dice that trigger dice mill's bonus
// removal: "runs" (the zero value: 1-2-3, 2-3-4, 3-4-5, 4-5-6), "triples"
// (all three dice alike), or an explicit list "set:{1-2-3,6-6-6}" (the
// dice of each throw in any order).
type Trigger string

// The named triggers.
const (
	Runs    Trigger = ""
	Triples Trigger = "triples"
)

// Choices returns what DiceTrigger accepts.
func (Trigger) Choices() []string { return []string{"runs", "triples", "set:{1-2-3,...}"} }

// MarshalText returns the trigger's name, "runs" for the zero value.
func (t Trigger) MarshalText() ([]byte, error) {
	if t == Runs {
		return []byte("runs"), nil
	}
	return []byte(t), nil
}

// UnmarshalText reads a trigger, checking it.
func (t *Trigger) UnmarshalText(text []byte) error {
	v := Trigger(text)
	if v == "runs" {
		v = Runs
	}
	if _, err := parseTrigger(v); err != nil {
		return err
	}
	*t = v
	return nil
}

// Setup is a starting position in the position notation; the zero value,
// written "standard", is the rule set's own.
type Setup string

// Choices returns what CustomSetup accepts.
func (Setup) Choices() []string {
	return []string{"standard", "a position such as \"" + emptyBoard + " W 9 9\""}
}

const emptyBoard = "........................"

// MarshalText returns the position, or "standard" for the zero value.
func (s Setup) MarshalText() ([]byte, error) {
	if s == "" {
		return []byte("standard"), nil
	}
	return []byte(s), nil
}

// UnmarshalText reads "standard" or a position (checked by NewGame, which
// knows the rules).
func (s *Setup) UnmarshalText(text []byte) error {
	if string(text) == "standard" {
		*s = ""
		return nil
	}
	if len(text) > positionMax {
		return fmt.Errorf("mill: a position has at most %d characters", positionMax)
	}
	*s = Setup(text)
	return nil
}

// Defaults of the rules whose zero value stands for a number.
const (
	defaultStones     = 9
	defaultNoProgress = 100
	defaultMoveLimit  = 15
)

// fly says when a player's stones may go to any empty point.
type fly uint8

const (
	flyAtThree fly = iota // with exactly three stones (board and hand)
	flyNever
	flyAlways
)

// config is Rules compiled for the move generator.
type config struct {
	rules      Rules
	geo        *geometry    // lines and adjacency
	steps      [Points]Bits // where a stone goes in the moving phase
	stones     int
	noProgress int  // 0: off
	limit      int  // hunt: Black's moves
	removal    bool // a formed mill removes a stone; two stones lose
	millWins   [2]bool
	fly        [2]fly
	trigger    uint64 // bit i: roll i of the 56 triggers
	pass       bool
	fullDraw   bool
	start      Position
}

// The 56 distinct throws of three dice, faces ascending, with their chances.
var rolls = dice.Unordered(dice.D6, 3)

// rollIndex returns the index in rolls of the sorted throw r, or -1.
func rollIndex(r dice.Roll) int {
	r = r.Sorted()
	for i, o := range rolls {
		if o.Roll == r {
			return i
		}
	}
	return -1
}

// compile checks the rules and builds the generator's configuration.
func (r Rules) compile() (*config, error) {
	c := &config{rules: r, stones: r.StonesPerPlayer, noProgress: r.NoProgressPlies, limit: r.MoveLimit}
	if c.stones == 0 {
		c.stones = defaultStones
	}
	if c.stones < 3 || c.stones > 12 {
		return nil, fmt.Errorf("mill: StonesPerPlayer %d: a player needs 3 to 12 stones", r.StonesPerPlayer)
	}
	switch {
	case c.noProgress == 0:
		c.noProgress = defaultNoProgress
	case c.noProgress < 0:
		c.noProgress = 0
	}
	if c.limit == 0 {
		c.limit = defaultMoveLimit
	}
	if c.limit < 0 || c.limit > 255 || (r.MoveLimit != 0 && !r.Hunt) {
		return nil, fmt.Errorf("mill: MoveLimit %d: the hunt's limit is 1..255 Black moves, and only the hunt has one", r.MoveLimit)
	}
	if r.DiagonalMoves == Off && !r.Diagonals {
		return nil, fmt.Errorf("mill: DiagonalMoves=false needs Diagonals")
	}
	if r.DiagonalMoves > Off || r.FullBoardDraw > Off || r.RepetitionDraw > Off {
		return nil, fmt.Errorf("mill: a Switch is On or Off")
	}
	if r.Hunt && (r.PlaceOrMove || r.KnightJumps || r.Dice || r.FirstMillWins) {
		return nil, fmt.Errorf("mill: the hunt's moves are its own: no PlaceOrMove, KnightJumps, Dice or FirstMillWins")
	}
	if r.FirstMillWins && (r.Dice || r.DoubleMillRemovesTwo) {
		return nil, fmt.Errorf("mill: with FirstMillWins nothing is removed: no Dice or DoubleMillRemovesTwo")
	}
	if r.BlockedPlayer > BlockedPasses {
		return nil, fmt.Errorf("mill: no such BlockedPlayer value %d", r.BlockedPlayer)
	}
	if r.DiceTrigger != "" && !r.Dice {
		return nil, fmt.Errorf("mill: DiceTrigger needs Dice")
	}
	trigger, err := parseTrigger(r.DiceTrigger)
	if err != nil {
		return nil, err
	}
	c.trigger = trigger
	c.geo = &plainGeometry
	if r.Diagonals {
		c.geo = &diagonalGeometry
	}
	c.steps = c.geo.adj
	if r.DiagonalMoves == Off {
		c.steps = plainGeometry.adj
	}
	if r.KnightJumps {
		c.steps = knightTargets
	}
	c.removal = !r.Hunt && !r.FirstMillWins
	c.pass = r.BlockedPlayer == BlockedPasses
	c.fullDraw = r.FullBoardDraw == On
	switch {
	case r.Hunt:
		c.millWins = [2]bool{false, true}
		c.fly = [2]fly{flyAlways, flyNever}
	case r.FirstMillWins:
		c.millWins = [2]bool{true, true}
		c.fly = [2]fly{flyNever, flyNever}
	}
	if err := c.setStart(); err != nil {
		return nil, err
	}
	return c, nil
}

// The reconstructed setups of the hunt (Black on the outer square, White
// on the inner one, Black to move) and of cross mill (the twelve points of
// the cross, alternating so that no line is one colour's).
var (
	huntSetup  = setup{white: "c5 d5 e5 c4 e4 c3 d3 e3", black: "a7 d7 g7 a4 g4 a1 d1 g1", side: black}
	crossSetup = setup{white: "a4 c4 e4 g4 d2 d6", black: "b4 f4 d1 d3 d5 d7", side: white}
)

// A setup is a starting position with empty hands, by point names.
type setup struct {
	white, black string
	side         int
}

func (s setup) position(c *config) Position {
	p := Position{side: uint8(s.side), c: c}
	for i, names := range []string{s.white, s.black} {
		for _, n := range strings.Fields(names) {
			q, err := ParsePoint(n)
			if err != nil {
				panic("mill: bad setup point " + n)
			}
			p.men[i] |= bit(q)
		}
	}
	return p
}

// setStart sets the starting position.
func (c *config) setStart() error {
	switch {
	case c.rules.CustomSetup != "":
		p, err := c.parse(string(c.rules.CustomSetup))
		if err != nil {
			return fmt.Errorf("mill: CustomSetup: %w", err)
		}
		c.start = p
	case c.rules.Hunt:
		c.start = huntSetup.position(c)
	case c.rules.FirstMillWins:
		c.start = crossSetup.position(c)
	default:
		c.start = Position{hand: [2]uint8{uint8(c.stones), uint8(c.stones)}, c: c}
	}
	return nil
}

// parseTrigger reads DiceTrigger into a set of roll indices.
func parseTrigger(t Trigger) (uint64, error) {
	s := string(t)
	var set uint64
	switch {
	case s == "" || s == "runs":
		for i, o := range rolls {
			if o.Roll.Max()-o.Roll.Min() == 2 && o.Roll.Count(o.Roll.Min()+1) == 1 {
				set |= 1 << i
			}
		}
	case s == "triples":
		for i, o := range rolls {
			if o.Roll.Doubles() {
				set |= 1 << i
			}
		}
	case strings.HasPrefix(s, "set:{") && strings.HasSuffix(s, "}") && len(s) <= 512:
		for _, item := range strings.Split(s[len("set:{"):len(s)-1], ",") {
			r, err := dice.ParseRollOf(dice.D6, 3, strings.TrimSpace(item))
			if err != nil {
				return 0, fmt.Errorf("mill: DiceTrigger %q: %w", s, err)
			}
			set |= 1 << rollIndex(r)
		}
	default:
		return 0, fmt.Errorf("mill: DiceTrigger is runs, triples or set:{1-2-3,...}, not %q", s)
	}
	return set, nil
}

// triggers reports whether roll index i (0..55) triggers the bonus.
func (c *config) triggers(i int) bool { return c.trigger>>uint(i)&1 != 0 }
