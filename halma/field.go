package halma

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// FieldRules are the options of the games that place pieces on the
// 16×16 board and then move them: the five-in-a-row games (Gobang, Šéfský
// Gobang, Menji), Tudy ven and the hunt Kočka a myš. The zero FieldRules
// is Gobang.
type FieldRules struct {
	// Variant is the game the core plays: gobang (placing then stepping,
	// five in a row), top-secret (fill the central block, then race to the
	// edge) or cat-mouse (two cats hunt nineteen mice).
	Variant Variant `rule:"the game: gobang (five in a row), top-secret (to the edge) or cat-mouse (the hunt)"`
	// PiecesPerPlayer is the pieces each player places; 0 is 12 in
	// gobang, 18 in top-secret and 19 mice in cat-mouse. In four-player
	// gobang each player places half of it.
	PiecesPerPlayer int `rule:"pieces each side places, 0 for 12 (gobang), 18 (top-secret) or 19 mice (cat-mouse)" range:"0..18"`
	// ExactlyFive makes only a line of exactly five win.
	ExactlyFive bool `rule:"only a line of exactly five wins, not six or more (gobang)"`
	// PairCapture removes two enemy pieces flanked by the arriving piece
	// and another of the mover's (Šéfský Gobang).
	PairCapture bool `rule:"an arriving piece captures exactly two enemy pieces it flanks with another own piece (X O O X)"`
	// LoseBelowFive makes a side left with fewer than five pieces lose;
	// default true (with PairCapture).
	LoseBelowFive Switch `rule:"with PairCapture, a side left with fewer than five pieces loses (default: true); otherwise the game is drawn when neither side can make five"`
	// BentLines lets a line bent at a right angle win (Menji).
	BentLines bool `rule:"a line bent at a right angle, arms of two or more, five pieces or more, but not a five with arms of three, also wins (Menji)"`
	// DiagonalBends allows bent lines made of two diagonal arms; default
	// true.
	DiagonalBends Switch `rule:"with BentLines, two diagonal arms at a right angle also make a bent line (default: true)"`
	// Teams is four-player gobang: partners sitting opposite share a
	// colour, each places half of the side's pieces.
	Teams bool `rule:"gobang for four in two teams of partners sitting opposite (seats 1 and 3 against 2 and 4)"`
	// MoveOwnPiecesOnly makes a four-player gobang player move only the
	// pieces he placed, not his partner's.
	MoveOwnPiecesOnly bool `rule:"in four-player gobang a player moves only the pieces he placed himself"`
	// OutwardOnly forbids Tudy ven moves that take a piece farther from
	// the nearest edge.
	OutwardOnly bool `rule:"in top-secret no move may take a piece farther from the nearest edge"`
	// CatSquares are the cats' two squares among h8, i8, h9 and i9.
	CatSquares CatSquares `rule:"the cats' two starting squares among h8, i8, h9 and i9"`
	// CatsWinBelow is the number of mice below which the cats win; 0 is 9.
	CatsWinBelow int `rule:"the cats win when fewer mice than this remain, 0 for 9" range:"0..19"`
	// MaxPlies draws the game after this many plies; 0 is 150 turns per
	// player, 400 plies in cat-mouse.
	MaxPlies int `rule:"the game is drawn after this many plies, 0 for 150 per player (400 in cat-mouse)" range:"0..100000"`
}

// Variant is the game of placing and moving that Engine field plays.
type Variant uint8

// The variants.
const (
	Gobang    Variant = iota // place, then step; five in a row wins
	TopSecret                // fill the central 6×6 block, then race every piece to the edge
	CatMouse                 // the mice are placed, then two cats hunt them
)

var variantNames = []string{"gobang", "top-secret", "cat-mouse"}

// String returns the variant's name.
func (v Variant) String() string { return board.ChoiceName(v, variantNames) }

// MarshalText writes the variant's name.
func (v Variant) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText reads a variant's name.
func (v *Variant) UnmarshalText(b []byte) error { return board.ParseChoice(v, variantNames, b) }

// Choices lists the variants.
func (Variant) Choices() []string { return variantNames }

// CatSquares are the cats' starting squares, two of the four central
// squares.
type CatSquares uint8

var catSquareNames = []string{"h8,i9", "i8,h9", "h8,i8", "h9,i9", "h8,h9", "i8,i9"}

// String returns the two squares, "h8,i9" for the zero value.
func (c CatSquares) String() string { return board.ChoiceName(c, catSquareNames) }

// MarshalText writes the two squares.
func (c CatSquares) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads two squares, "h8,i9".
func (c *CatSquares) UnmarshalText(b []byte) error { return board.ParseChoice(c, catSquareNames, b) }

// Choices lists the pairs.
func (CatSquares) Choices() []string { return catSquareNames }

// fieldConfig is the compiled FieldRules.
type fieldConfig struct {
	rules      FieldRules
	geo        *geometry
	pieces     int // per side
	lose5      bool
	diagBends  bool
	catsBelow  int
	maxPlies   int
	cats       [2]int
	region     cells // where pieces may be placed
	edge       cells
	minPlayers int
	maxPlayers int
	seatNames  []string
}

func (r FieldRules) compile() (*fieldConfig, error) {
	if r.Variant > CatMouse {
		return nil, fmt.Errorf("halma: no field variant %d", r.Variant)
	}
	if r.LoseBelowFive > Off || r.DiagonalBends > Off {
		return nil, fmt.Errorf("halma: a switch is default, true or false")
	}
	c := &fieldConfig{rules: r, geo: geometries[Square], pieces: r.PiecesPerPlayer, lose5: r.LoseBelowFive.or(true),
		diagBends: r.DiagonalBends.or(true), catsBelow: r.CatsWinBelow, maxPlies: r.MaxPlies, minPlayers: 2, maxPlayers: 2}
	g := c.geo
	for i := range g.n {
		if x, y := g.q[i], g.r[i]; x == 0 || y == 0 || x == 15 || y == 15 {
			c.edge.set(i)
		}
	}
	gobangOnly := r.ExactlyFive || r.PairCapture || r.BentLines || r.MoveOwnPiecesOnly || r.Teams
	switch r.Variant {
	case Gobang:
		if c.pieces == 0 {
			c.pieces = 12
		}
		if c.pieces < 5 {
			return nil, fmt.Errorf("halma: gobang needs at least five pieces each")
		}
		c.region = g.where(func(int, int) bool { return true })
		if r.Teams {
			if c.pieces%2 != 0 {
				return nil, fmt.Errorf("halma: partners place half of a side's pieces each: an even number")
			}
			c.minPlayers, c.maxPlayers = 4, 4
		}
	case TopSecret:
		if c.pieces == 0 {
			c.pieces = 18
		}
		if c.pieces != 18 || gobangOnly {
			return nil, fmt.Errorf("halma: top-secret fills the 36 cells of f6–k11 with 18 pieces each and has no gobang options")
		}
		c.region = g.where(func(x, y int) bool { return x >= 5 && x <= 10 && y >= 5 && y <= 10 })
	case CatMouse:
		if c.pieces == 0 {
			c.pieces = 19
		}
		if c.catsBelow == 0 {
			c.catsBelow = 9
		}
		if gobangOnly || r.OutwardOnly {
			return nil, fmt.Errorf("halma: cat-mouse has no gobang or top-secret options")
		}
		if c.catsBelow > c.pieces {
			return nil, fmt.Errorf("halma: CatsWinBelow %d is more than the %d mice", c.catsBelow, c.pieces)
		}
		if int(r.CatSquares) >= len(catSquareNames) {
			return nil, fmt.Errorf("halma: no CatSquares %d", r.CatSquares)
		}
		for i, name := range strings.Split(catSquareNames[r.CatSquares], ",") {
			c.cats[i] = g.cell(name)
		}
		c.region = g.where(func(int, int) bool { return true })
	}
	if r.Variant != CatMouse && r.CatSquares != 0 || r.Variant != CatMouse && r.CatsWinBelow != 0 {
		return nil, fmt.Errorf("halma: CatSquares and CatsWinBelow are options of cat-mouse")
	}
	if r.Variant != TopSecret && r.OutwardOnly {
		return nil, fmt.Errorf("halma: OutwardOnly is an option of top-secret")
	}
	if c.maxPlies == 0 {
		c.maxPlies = defaultTurns * c.maxPlayers
		if r.Variant == CatMouse {
			c.maxPlies = 400
		}
	}
	return c, nil
}

// setupField compiles the field rules.
func (g *Game) setupField() error {
	c, err := g.rules.Field.compile()
	if err != nil {
		return err
	}
	c.seatNames = seatNames(c.maxPlayers)
	if c.rules.Variant == CatMouse {
		c.seatNames = []string{"cats", "mice"}
	}
	g.field = c
	g.info = board.Info{MinPlayers: c.minPlayers, MaxPlayers: c.maxPlayers,
		SeatNames: slices.Clone(c.seatNames), MaxPlies: c.maxPlies}
	return nil
}

// The registered field games.
var (
	// GobangGame is "halma/gobang": twelve pieces each placed, then
	// stepped; five in a row wins.
	GobangGame = board.Must(NewGame(board.Names{ID: "halma/gobang", Name: "Gobang", CzechName: "Gobang",
		Summary: "Two players place twelve pieces each on the cells of the 16×16 board and then step " +
			"them to neighbouring cells; five or more in a row, column or diagonal wins. Four play in " +
			"two teams of partners."}, Rules{Engine: EngineField, Field: FieldRules{}}))
	// ChiefGobang is "halma/chief-gobang": gobang with the capture of
	// flanked pairs.
	ChiefGobang = board.Must(NewGame(board.Names{ID: "halma/chief-gobang", Name: "Gobang with pair capture", CzechName: "Šéfský Gobang",
		Summary: "Gobang in which an arriving piece removes exactly two enemy pieces that it flanks in " +
			"a line with another own piece; a side left with fewer than five pieces loses."}, Rules{Engine: EngineField, Field: FieldRules{PairCapture: true}}))
	// Menji is "halma/menji": gobang in which lines bent at a right angle
	// win too.
	Menji = board.Must(NewGame(board.Names{ID: "halma/menji", Name: "Menji", CzechName: "Menji",
		Summary: "Gobang in which a line of five or more may also be bent at a right angle, with arms " +
			"of two or more — but a five with two arms of three does not count."}, Rules{Engine: EngineField, Field: FieldRules{BentLines: true}}))
	// TopSecretGame is "halma/top-secret": fill the central block, then
	// bring all eighteen pieces to the edge.
	TopSecretGame = board.Must(NewGame(board.Names{ID: "halma/top-secret", Name: "This way out", CzechName: "Tudy ven",
		Summary: "Two players fill the central 6×6 block with 18 pieces each, then step or hop in " +
			"straight lines; the first with all his pieces on the board's edge wins."}, Rules{Engine: EngineField, Field: FieldRules{Variant: TopSecret}}))
	// CatAndMouse is "halma/cat-mouse": two cats hunt nineteen mice.
	CatAndMouse = board.Must(NewGame(board.Names{ID: "halma/cat-mouse", Name: "Cat and mouse", CzechName: "Kočka a myš",
		Summary: "The mice player places 19 mice around two cats in the middle; cats step or jump a " +
			"mouse to take it, mice step; the mice win by trapping both cats, the cats when fewer " +
			"than nine mice remain."}, Rules{Engine: EngineField, Field: FieldRules{Variant: CatMouse}}))
)

var fields = []*Game{GobangGame, ChiefGobang, Menji, TopSecretGame, CatAndMouse}

func init() {
	for _, g := range fields {
		board.Register(g)
	}
}

// StartField returns the starting position of a game of placing and
// moving (Engine field) for the given number of players.
func (g *Game) StartField(players int) (FieldPosition, error) {
	if g.field == nil {
		return FieldPosition{}, g.notEngine(EngineField)
	}
	if err := g.info.CheckPlayers(players); err != nil {
		return FieldPosition{}, err
	}
	return g.field.start(players), nil
}

// ParseFieldPosition reads a position of a game of placing and moving in
// notation (see FieldPosition.String).
func (g *Game) ParseFieldPosition(s string) (FieldPosition, error) {
	if g.field == nil {
		return FieldPosition{}, g.notEngine(EngineField)
	}
	return g.field.parse(s)
}
