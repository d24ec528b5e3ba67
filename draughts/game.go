package draughts

import (
	"fmt"
	"slices"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a draughts rule set: a board.Game with its Rules fixed. Values
// are immutable and safe for concurrent use.
type Game struct {
	names    board.Names
	rules    Rules
	maxPlies int
	grid     board.Grid // the board, for square names
	stepOnce sync.Once  // makes stepTab
	stepTab  *stepTable // every step as a board.Move (State.AppendLegal)
	kept     keptMoves  // the other moves listed so far, as board.Moves
	infoOnce sync.Once  // makes info
	info     board.Info // what Info returns, made once (OptionsOf is slow)

	w, h, n   int              // width, height, squares
	playable  [maxSquares]bool // playable squares
	nbr       [maxSquares][8]int16
	number    [maxSquares]uint8 // 1-based dark-square number, 0 if none
	byNumber  []int16           // square of each number (index 0 unused)
	order     [maxSquares]uint8 // sort key of a square in notation order
	up        [2]bool           // whether each seat advances northwards
	manSteps  [2]uint8          // absolute direction masks per seat
	manCaps   [2]uint8
	kingDirs  uint8
	neutral   [2]uint8
	hops      [2]uint8
	backward  [2]uint8
	promoRank [2]int
	start     Position
	startSet  [2]bitset // starting squares of each seat (GoalOccupy)
	entry     [2]bitset // drop squares of each seat
	anyEntry  [2]bool
	monotone  bool     // men never lose ground, so their advance is irreversible
	sqNames   []string // square names in the game's notation
	inOrder   []int    // playable squares in notation order
	bb        *bbGeom  // bitboard geometry, nil when the rules need the general engine
}

// NewGame builds a rule set from its names and rules. It returns an error
// when names.ID is not a valid board game ID or the rules do not describe
// a playable rule set (the zero Rules has no board), saying why.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	if _, ok := board.BaseID(names.ID); !ok {
		return nil, fmt.Errorf("draughts: malformed game ID %q", names.ID)
	}
	g := &Game{names: names, rules: rules}
	if err := g.compile(); err != nil {
		return nil, fmt.Errorf("draughts: %s: %w", names.ID, err)
	}
	g.maxPlies = g.defaultMaxPlies()
	return g, nil
}

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// ID returns the game's identifier, e.g. "draughts/czech".
func (g *Game) ID() string { return g.names.ID }

// Names returns the game's names.
func (g *Game) Names() board.Names { return g.names }

// Start returns the starting position.
func (g *Game) Start() Position { return g.start }

// Info describes the game and lists its options in force.
func (g *Game) Info() board.Info {
	g.infoOnce.Do(func() {
		g.info = board.Info{
			Names: g.names, Family: "draughts", MinPlayers: 2, MaxPlayers: 2,
			SeatNames: []string{"White", "Black"}, MinReturn: -1, MaxReturn: 1,
			Options: board.OptionsOf(g.rules), MaxPlies: g.maxPlies,
		}
	})
	info := g.info
	info.SeatNames, info.Options = slices.Clone(info.SeatNames), slices.Clone(info.Options)
	return info
}

// WithOptions returns the game with the named options changed
// (board.Configure); the new game's ID lists the changes, e.g.
// "draughts/dama(FlyingKings=true)". Errors wrap board.ErrBadOption.
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	d, err := board.Derive(g.names, g.rules, settings, NewGame)
	if err != nil || d.ID() == g.ID() {
		return g, err
	}
	return d, nil
}

// squaresOn lists, in algebraic notation, the squares of the given ranks
// (1-based) of a w-file board: the dark ones only when dark is true.
func squaresOn(w int, dark bool, ranks ...int) []string {
	grid, _ := board.NewGrid(w, board.MaxGridSize) // every registered board fits
	var out []string
	for _, r := range ranks {
		for f := range w {
			if sq := grid.Square(f, r-1); !dark || grid.Dark(sq) {
				out = append(out, grid.Name(sq))
			}
		}
	}
	return out
}

func ranks(a, b int) []int {
	var out []int
	for r := a; r <= b; r++ {
		out = append(out, r)
	}
	return out
}

// The named rule sets. Each is registered with package
// board on init.
var (
	// Dama is the compendium's base game (Dáma): short kings, men capture
	// forward only, compulsory capture with free choice, White first.
	Dama = named("draughts/dama", "Draughts", "Dáma", 0, damaRules(),
		"8×8 dark squares, 12 men each, White first. Men step and capture diagonally forward; "+
			"kings step one square and capture short in all four diagonals. Capture is compulsory with free choice; "+
			"a man reaching the last rank is crowned and the move ends. Blocked or without pieces loses.")
	// Czech is Czech draughts (ČFD): flying kings, king captures first.
	Czech = named("draughts/czech", "Czech draughts", "Česká dáma", 0, czechRules(),
		"As Dáma, with flying kings and king priority: when a king can capture, a king "+
			"must capture. Draw after 15 moves each with only kings moving.")
	// English is English draughts (checkers, WCDF): Black moves first.
	English = named("draughts/english", "English draughts (checkers)", "Anglická dáma", 0, englishRules(),
		"As Dáma, Black (squares 1–12) moves first; numeric notation 1–32.")
	// International is international draughts (Polská dáma, FMJD).
	International = named("draughts/international", "International draughts", "Polská dáma", 0, internationalOptions(10),
		"10×10, 20 men each, White first. Men capture backward too, kings fly; "+
			"the sequence taking the most pieces is compulsory; crowning only where the move ends. FMJD draw rules.")
	// Brazilian is international rules on the 8×8 board.
	Brazilian = named("draughts/brazilian", "Brazilian draughts", "Brazilská dáma", 0, internationalOptions(8),
		"International rules on the 8×8 board with 12 men each.")
	// OldGerman is Old German draughts (Staroněmecká dáma).
	OldGerman = named("draughts/old-german", "Old German draughts", "Staroněmecká dáma", 0, oldGermanRules(),
		"8×8 all squares, 16 men each on two rows. Men step diagonally forward, "+
			"capture forward, diagonally forward and sideways; maximum capture; kings step and capture in eight directions.")
	// Contract is Contract-Checkers: Old German with two reserve men.
	Contract = named("draughts/contract", "Contract-Checkers", "Contract-Checkers", 0, contractRules(),
		"Old German draughts with 12 men on the board and 2 in reserve, dropped "+
			"on the player's entry square (d1, e8) when it is empty, instead of a move.")
	// Turkish is Turkish draughts (Turecká dáma).
	Turkish = named("draughts/turkish", "Turkish draughts", "Turecká dáma", 0, turkishRules(),
		"8×8 all squares, 16 men each on ranks 2–3. Men move and capture forward and "+
			"sideways; flying kings on ranks and files; maximum capture, pieces removed at once, no 180° turn.")
	// Giveaway is giveaway draughts (Žravá dáma): the blocked player wins.
	Giveaway = named("draughts/giveaway", "Giveaway draughts", "Žravá dáma", 0, giveawayRules(),
		"Dáma in which the player who cannot move — usually having lost every piece — wins.")
	// Corner is corner draughts (Rohová dáma, Eckdame).
	Corner = named("draughts/corner", "Corner draughts", "Rohová dáma", 0, cornerRules(),
		"9 stones each in opposite corners, all squares; steps and optional non-capturing "+
			"jump chains over enemy stones in five forward and sideways directions; fill the opponent's corner to win.")
	// Blockade is Blokáda: steps both ways, enclosed stones are removed.
	Blockade = named("draughts/blockade", "Blockade", "Blokáda", 0, blockadeRules(),
		"Dáma setup; stones step one square diagonally either way, no captures; stones "+
			"enclosed by enemy stones are removed; the player who loses every stone loses.")
	// WolfSheep is Vlk a ovečky (fox and geese on the draughts board).
	WolfSheep = named("draughts/wolf-sheep", "Wolf and sheep", "Vlk a ovečky", 60, wolfRules(),
		"Four sheep on a1, c1, e1, g1 step diagonally forward; the wolf is placed on "+
			"any free dark square, moves first and steps diagonally. Sheep win by blocking the wolf; the wolf wins on rank 1 "+
			"or when the sheep cannot move.")
	// Pyramids is Pyramidy: build your pyramid on the opponent's.
	Pyramids = named("draughts/pyramids", "Pyramids", "Pyramidy", 0, pyramidRules(),
		"10 stones each in a pyramid; steps and optional jump chains over any stones, "+
			"diagonally forward; the first to rebuild his pyramid on the opponent's squares wins.")
	// ToadsFrogs is Žáby a ropuchy, the one-column game.
	ToadsFrogs = named("draughts/toads-frogs", "Toads and frogs", "Žáby a ropuchy", 2300, toadsRules(),
		"One column of 8 squares, 3 stones each; step or jump one enemy stone "+
			"forward, backward only when no forward move exists; occupy the opponent's squares to win.")
	// Walling is Zazdívání: wall in the opponent's stones.
	Walling = named("draughts/walling", "Walling in", "Zazdívání", 0, wallingRules(),
		"8 stones each on two rows; steps diagonally forward only; enclosed stones "+
			"are removed; a player without a move loses.")
	// Leap is Skákací dáma: draughts on the 16×16 halma board with hops
	// over own men.
	Leap = named("draughts/leap", "Leap draughts", "Skákací dáma", 0, leapRules(),
		"Dáma on the 16×16 halma board with 16 men each; men may also hop (in chains) "+
			"diagonally forward over their own pieces when no capture exists.")
	// CatchTheMan is Chyťte muže: rook moves, custodian capture with
	// conversion.
	CatchTheMan = named("draughts/catch-the-man", "Catch the man", "Chyťte muže", 0, catchRules(),
		"20 pieces each move like rooks without jumping; a moving piece that "+
			"brackets enemy runs against its own piece converts them; a player without pieces or moves loses.")
)

// named builds a named rule set with its Czech name, its playout bound
// (when positive; else the computed one) and a summary of its rules.
func named(id, name, czech string, maxPlies int, r Rules, summary string) *Game {
	g, err := NewGame(board.Names{ID: id, Name: name, CzechName: czech, Summary: summary}, r)
	if err != nil {
		panic(err) // a registered rule set is broken
	}
	if maxPlies > 0 {
		g.maxPlies = maxPlies
	}
	return g
}

func init() {
	for _, g := range []*Game{Dama, Czech, English, International, Brazilian, OldGerman, Contract, Turkish,
		Giveaway, Corner, Blockade, WolfSheep, Pyramids, ToadsFrogs, Walling, Leap, CatchTheMan} {
		board.Register(g)
	}
}

func damaRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: DarkOnly, Notation: Algebraic,
		Setup:    Setup{White: squaresOn(8, true, 1, 2, 3), Black: squaresOn(8, true, 6, 7, 8)},
		ManSteps: FL | FR, ManCaptures: FL | FR, KingDirs: Diagonal4, Promote: true,
		Captures: true, MandatoryCapture: true, Precedence: FreeChoice, RemoveCaptured: AtEnd,
		PromotionInCapture: EndsMove, NoMoveAction: NoMoveLoses,
		RepetitionCount: 3, NoProgressLimit: 40, LoneKingsDraw: true,
	}
}

func czechRules() Rules {
	o := damaRules()
	o.FlyingKings, o.Precedence, o.PromotionInCapture = true, KingFirst, ContinueAsMan
	o.NoProgressLimit, o.KingsOnlyLimit, o.LoneKingsDraw = 0, 15, false
	return o
}

func englishRules() Rules {
	o := damaRules()
	o.FirstMover, o.Notation, o.LoneKingsDraw = 1, Numeric, false
	return o
}

func internationalOptions(size int) Rules {
	rows := size/2 - 1
	return Rules{
		Width: size, Height: size, Squares: DarkOnly, Notation: Numeric,
		Setup:    Setup{White: squaresOn(size, true, ranks(1, rows)...), Black: squaresOn(size, true, ranks(size-rows+1, size)...)},
		ManSteps: FL | FR, ManCaptures: Diagonal4, KingDirs: Diagonal4, FlyingKings: true, Promote: true,
		Captures: true, MandatoryCapture: true, Precedence: MaxPieces, RemoveCaptured: AtEnd,
		PromotionInCapture: ContinueAsMan, NoMoveAction: NoMoveLoses,
		RepetitionCount: 3, KingsOnlyLimit: 25, FMJDEndgame: true,
	}
}

func oldGermanRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: AllSquares, Notation: Algebraic,
		Setup:    Setup{White: squaresOn(8, false, 1, 2), Black: squaresOn(8, false, 7, 8)},
		ManSteps: FL | FR, ManCaptures: FL | FR | F | L | R, KingDirs: All8, Promote: true,
		Captures: true, MandatoryCapture: true, Precedence: MaxPieces, RemoveCaptured: AtEnd,
		PromotionInCapture: ContinueAsMan, NoMoveAction: NoMoveLoses,
		RepetitionCount: 3, NoProgressLimit: 40, LoneKingsDraw: true,
	}
}

func contractRules() Rules {
	o := oldGermanRules()
	o.Setup = Setup{
		White:    append(squaresOn(8, false, 1), "c2", "d2", "e2", "f2"),
		Black:    append(squaresOn(8, false, 8), "c7", "d7", "e7", "f7"),
		Reserves: [2]int{2, 2},
	}
	o.EntrySquares = [2][]string{{"d1"}, {"e8"}}
	return o
}

func turkishRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: AllSquares, Notation: Algebraic,
		Setup:    Setup{White: squaresOn(8, false, 2, 3), Black: squaresOn(8, false, 6, 7)},
		ManSteps: F | L | R, ManCaptures: F | L | R, KingDirs: Orthogonal4, FlyingKings: true, Promote: true,
		Captures: true, MandatoryCapture: true, Precedence: MaxPieces, RemoveCaptured: Immediately,
		NoReverse: true, PromotionInCapture: ContinueAsMan, NoMoveAction: NoMoveLoses,
		RepetitionCount: 3, OnePieceEachDraw: true,
	}
}

func giveawayRules() Rules {
	o := damaRules()
	o.NoMoveAction, o.LoneKingsDraw = NoMoveWins, false
	return o
}

func cornerRules() Rules {
	dirs := FR | F | R | FL | BR // in board terms for White: NE, N, E, NW, SE
	return Rules{
		Width: 8, Height: 8, Squares: AllSquares, Notation: Algebraic, Orientation: WhiteUpRight,
		Setup: Setup{
			White: []string{"a1", "a3", "b2", "c1", "a5", "b4", "c3", "d2", "e1"},
			Black: []string{"h8", "h6", "g7", "f8", "h4", "g5", "f6", "e7", "d8"},
		},
		FirstMover: 1, ManSteps: dirs, NeutralJumps: Jumps{Over: JumpEnemy, Dirs: dirs, Chain: true},
		Goal: GoalOccupy, NoMoveAction: NoMovePass,
		RepetitionCount: 3, NoProgressLimit: 50, DoublePassDraw: true,
	}
}

func blockadeRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: DarkOnly, Notation: Algebraic,
		Setup:    Setup{White: squaresOn(8, true, 1, 2, 3), Black: squaresOn(8, true, 6, 7, 8)},
		ManSteps: Diagonal4, Enclosure: true, EdgeIsWall: true,
		Goal: GoalEliminate, NoMoveAction: NoMovePass,
		RepetitionCount: 3, NoCaptureLimit: 50, DoublePassDraw: true,
	}
}

func wolfRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: DarkOnly, Notation: Algebraic,
		Setup:      Setup{White: squaresOn(8, true, 1), Reserves: [2]int{0, 1}},
		FirstMover: 1, ManSteps: FL | FR, KingDirs: Diagonal4,
		DropKings: true, DropKeepsTurn: true,
		Goal: GoalBreakthrough, Breakthrough: [2]bool{false, true}, NoMoveAction: NoMoveLoses,
	}
}

func pyramidRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: DarkOnly, Notation: Algebraic, Orientation: WhiteDown,
		Setup: Setup{
			White: []string{"b8", "d8", "f8", "h8", "c7", "e7", "g7", "d6", "f6", "e5"},
			Black: []string{"a1", "c1", "e1", "g1", "b2", "d2", "f2", "c3", "e3", "d4"},
		},
		ManSteps: FL | FR, NeutralJumps: Jumps{Over: JumpAny, Dirs: FL | FR, Chain: true},
		Goal: GoalOccupy, NoMoveAction: NoMovePass, RepetitionCount: 3, DoublePassDraw: true,
	}
}

func toadsRules() Rules {
	return Rules{
		Width: 1, Height: 8, Squares: AllSquares, Notation: Algebraic,
		Setup:    Setup{White: []string{"a1", "a2", "a3"}, Black: []string{"a6", "a7", "a8"}},
		ManSteps: F | B, NeutralJumps: Jumps{Over: JumpEnemy, Dirs: F | B}, BackwardOnlyIfStuck: true,
		Goal: GoalOccupy, NoMoveAction: NoMovePass, RepetitionCount: 3, DoublePassDraw: true,
	}
}

func wallingRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: DarkOnly, Notation: Algebraic,
		Setup:    Setup{White: squaresOn(8, true, 1, 2), Black: squaresOn(8, true, 7, 8)},
		ManSteps: FL | FR, Enclosure: true, EdgeIsWall: true, NoMoveAction: NoMoveLoses,
	}
}

func leapRules() Rules {
	o := damaRules()
	o.Width, o.Height = 16, 16
	o.Setup = Setup{White: squaresOn(16, true, 1, 2), Black: squaresOn(16, true, 15, 16)}
	o.OwnHops = FL | FR
	return o
}

func catchRules() Rules {
	return Rules{
		Width: 8, Height: 8, Squares: AllSquares, Notation: Algebraic,
		Setup: Setup{
			White: append(squaresOn(8, false, 1, 2), "c3", "d3", "e3", "f3"),
			Black: append(squaresOn(8, false, 7, 8), "c6", "d6", "e6", "f6"),
		},
		ManSteps: Orthogonal4, ManSlides: true, Custodian: true, NoMoveAction: NoMoveLoses,
		RepetitionCount: 3, NoCaptureLimit: 50,
	}
}
