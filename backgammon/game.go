package backgammon

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a tables game: its names and Rules. It implements board.Game
// and board.Configurable. Games are immutable and safe for concurrent use.
type Game struct {
	info  board.Info
	names board.Names
	rules Rules
}

// NewGame returns the game with the given names and rules, or an error if
// the rules cannot be played (the zero Rules among them) or the ID is
// malformed. Use it to play a variant the package does not register, e.g.
// backgammon with the Jacoby rule or a 7-point match; board.Configure does
// the same by option name. The ID may carry the options changed, as
// WithOptions writes it ("backgammon(Jacoby=true)").
func NewGame(names board.Names, r Rules) (*Game, error) {
	if r == (Rules{}) {
		return nil, fmt.Errorf("backgammon: the zero Rules is not a game: start from Backgammon(), GulBara() or TaigaPuff()")
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	if _, ok := board.BaseID(names.ID); !ok {
		return nil, fmt.Errorf("backgammon: malformed game ID %q", names.ID)
	}
	perGame := 20000
	plies := perGame
	if r.MatchLength > 0 {
		// every game gives the winner at least one point
		plies = perGame * (2*r.MatchLength - 1)
	}
	most := 1.0 // a match is won or lost
	switch {
	case r.PointsTarget > 0:
		most = float64(pointsValue(0))
	case r.money():
		most = float64(r.MaxMultiplier)
		if r.Cube {
			most *= float64(r.CubeLimit)
		}
	}
	if r.PointsTarget > 0 {
		// each round gives the marching side points; hits add more
		plies = perGame * (r.PointsTarget/max(r.MarchPoints, 1) + 1)
	}
	return &Game{names: names, rules: r, info: board.Info{
		Names: names, Family: "backgammon", MinPlayers: 2, MaxPlayers: 2,
		SeatNames: []string{"White", "Black"}, Chance: true, MinReturn: -most, MaxReturn: most,
		Options: board.OptionsOf(r), MaxPlies: plies,
	}}, nil
}

func mustGame(names board.Names, r Rules) *Game { return board.Must(NewGame(names, r)) }

// The registered games.
var (
	// BackgammonGame is standard backgammon, money play, cube in use.
	BackgammonGame = mustGame(board.Names{
		ID: "backgammon", Name: "Backgammon", CzechName: "Backgammon (vrhcáby)",
		Summary: "Tournament backgammon: race 15 checkers round the board and bear them off; blots are hit, " +
			"two checkers hold a point, doubles count four times, as many dice as possible and the higher " +
			"die must be played; doubling cube, gammons and backgammons.",
	}, Backgammon())
	// GulBaraGame is Gul Bara.
	GulBaraGame = mustGame(board.Names{
		ID: "backgammon/gul-bara", Name: "Gul Bara", CzechName: "Gul Bara (Bláznivý Narde)",
		Summary: "Both sides run the same way round from stacks in opposite corners; one checker holds a point " +
			"and nothing is hit; after each player's first three turns a double climbs the ladder to six, " +
			"four times each number. 1 point, 2 for a gammon.",
	}, GulBara())
	// TaigaPuffGame is Taiga-Puff.
	TaigaPuffGame = mustGame(board.Names{
		ID: "backgammon/taiga-puff", Name: "Taiga-Puff", CzechName: "Taiga-Puff",
		Summary: "Puff from an empty board: Black begins, two checkers enter before any moves, the lower number " +
			"is played first, doubles count four times plus up to two steps of the bottom faces and earn " +
			"another roll; blots are hit and re-enter first; bearing off by exact numbers.",
	}, TaigaPuff())
	// JacquetGame is the compendium's Jacquet.
	JacquetGame = mustGame(board.Names{
		ID: "backgammon/jacquet", Name: "Jacquet", CzechName: "Jacquet",
		Summary: "Backgammon from an empty board: all fifteen checkers start on the bar and enter into the " +
			"opponent's home table before anything moves, then the game is backgammon, cube, gammons and " +
			"backgammons included.",
	}, Jacquet())
	// PuffGame is contrary Puff.
	PuffGame = mustGame(board.Names{
		ID: "backgammon/puff", Name: "Puff", CzechName: "Puff",
		Summary: "The German tables game from an empty board: every checker enters before any moves, the lower " +
			"number first, a double twice plus up to two steps of the bottom face and another roll; blots are " +
			"hit and re-enter first; bearing off by exact numbers.",
	}, Puff())
	// LongPuffGame is Long Puff.
	LongPuffGame = mustGame(board.Names{
		ID: "backgammon/long-puff", Name: "Long Puff", CzechName: "Dlouhý Puff",
		Summary: "Puff on one shared path: both sides enter on the same six points and race the same way round " +
			"the whole board, hitting each other's blots.",
	}, LongPuff())
	// RevertierGame is Revertier.
	RevertierGame = mustGame(board.Names{
		ID: "backgammon/revertier", Name: "Revertier", CzechName: "Revertier",
		Summary: "Puff from a stack of fifteen on the first point: no two checkers on a point of the first half " +
			"but the start and the 12th, and a hit checker comes back on the first point or an empty one.",
	}, Revertier())
	// ZickZackGame is Zick-Zack.
	ZickZackGame = mustGame(board.Names{
		ID: "backgammon/zick-zack", Name: "Zick-Zack", CzechName: "Zick-Zack",
		Summary: "Both sides enter on the same six points and race one path; every checker enters first, the " +
			"numbers in any order, a double is two steps; exact bearing off, one step per checker.",
	}, ZickZack())
	// ToccadilleGame is Toccadille.
	ToccadilleGame = mustGame(board.Names{
		ID: "backgammon/toccadille", Name: "Toccadille", CzechName: "Toccadille",
		Summary: "A Puff-like race for 12 points: checkers enter whenever they can, one checker holds a point and " +
			"nothing is hit, but each lone checker a roll could hit scores a point; the Hucks, the +1 rule, and 2 " +
			"points for bearing off all fifteen, then a new round.",
	}, Toccadille())
	// TrikTrakGame is the compendium's Trik-Trak.
	TrikTrakGame = mustGame(board.Names{
		ID: "backgammon/trik-trak", Name: "Trik-Trak", CzechName: "Trik-Trak",
		Summary: "German Tricktrack: fifteen checkers from one stack race to the opponent's start by exact numbers; " +
			"blots are hit back to the start; a point per hit and per checker home, two for the Great Bridge; the " +
			"Hucks, taken by two at once or by power; a race to 12 points.",
	}, TrikTrak())
	// DoubletGame is Doublet.
	DoubletGame = mustGame(board.Names{
		ID: "backgammon/doublet", Name: "Doublet", CzechName: "Doublet",
		Summary: "Twelve checkers stacked two on each home point: the numbers thrown unstack the points, then " +
			"restack them (a double counts once and throws again), then the checkers are borne off as in backgammon.",
	}, Doublet())
	// CatchMeGame is Chyť mě (Hon na lišku).
	CatchMeGame = mustGame(board.Names{
		ID: "backgammon/catch-me", Name: "Catch me", CzechName: "Chyť mě (Hon na lišku)",
		Summary: "Six checkers a side circle the board for ever, one to a point: only 1s, 6s and doubles count, " +
			"a checker landed on is captured for good, a side down to one checker plays it by the corners, " +
			"and whoever loses his last checker loses.",
	}, CatchMe())
)

func init() {
	for _, g := range []*Game{BackgammonGame, GulBaraGame, TaigaPuffGame, JacquetGame, PuffGame, LongPuffGame,
		RevertierGame, ZickZackGame, ToccadilleGame, DoubletGame, TrikTrakGame, CatchMeGame} {
		board.Register(g)
	}
}

// ID returns the game's identifier.
func (g *Game) ID() string { return g.info.ID }

// Info describes the game.
func (g *Game) Info() board.Info {
	info := g.info
	info.Options = append([]board.Option(nil), g.info.Options...)
	info.SeatNames = append([]string(nil), g.info.SeatNames...)
	return info
}

// WithOptions returns the game with the named rule options changed (see
// board.SetOptions), its ID listing the changes:
// "backgammon(CubeLimit=64,Jacoby=true)".
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// Rules returns the game's rule options.
func (g *Game) Rules() Rules { return g.rules }

// New returns the starting state: the opening throw (a chance node) or,
// where a side is named to begin, that side's first roll.
func (g *Game) New(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	return g.NewState(), nil
}

// NewState is New for two players, returning the typed state.
func (g *Game) NewState() *State {
	s := &State{g: g, r: g.rules}
	s.newGame()
	return s
}

// NewStateWith returns the starting position with first about to play
// the roll d1-d2, in place of the opening procedure: to replay a record,
// or to start as a game's own opening would not (every game with an
// opening procedure accepts an explicit first player and first roll).
func (g *Game) NewStateWith(first Side, d1, d2 int) (*State, error) {
	if first > Black || d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6 {
		return nil, board.Illegal(fmt.Sprintf("%v %d-%d", first, d1, d2), "a side and two dice from 1 to 6 are needed")
	}
	s := g.NewState()
	s.onRoll, s.turn, s.ph = first, first, phPlay
	s.dice = [2]int8{int8(max(d1, d2)), int8(min(d1, d2))}
	if d1 == d2 && s.ladder(first) {
		s.nRest = int8(copy(s.rest[:], Ladder(d1)))
	}
	s.invalidate()
	return s, nil
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

// MaxPositionLen is the longest position text Parse reads; longer text is
// refused before any other work. The longest position either form can
// write is well under half of it.
const MaxPositionLen = 512

// MaxMoveLen is the longest move text ParseMove reads; longer text is
// refused before any other work. A turn of the most steps any rule set
// allows, each written separately, is under a third of it.
const MaxMoveLen = 256

// clip shortens over-long input for an error message.
func clip(text string) string {
	return strings.ToValidUTF8(text[:min(len(text), 32)], "") + "…"
}

// ParseState is Parse returning the typed state.
func (g *Game) ParseState(position string) (*State, error) {
	if len(position) > MaxPositionLen {
		return nil, board.BadNotation(clip(position), "position of %d bytes; at most %d are read", len(position), MaxPositionLen)
	}
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
