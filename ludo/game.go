package ludo

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The registered games of the package.
var (
	// Clovece is Člověče, nezlob se! (Mensch ärgere Dich nicht), the
	// family's main game, with ID "ludo": the zero Rules.
	Clovece = mustGame(board.Names{ID: "ludo", Name: "Mensch ärgere Dich nicht", CzechName: "Člověče, nezlob se!"}, Rules{})
	// Propast is Propast as the compendium plays it (the Book reading), with ID
	// "ludo/propast".
	Propast = mustGame(board.Names{ID: "ludo/propast", Name: "Propast (The Abyss)", CzechName: "Propast"}, Rules{Race: RacePropast})
	// PropastWeb is Propast by the rules the compendium quotes from
	// www.e-hracky.cz, with ID "ludo/propast-web".
	PropastWeb = mustGame(board.Names{ID: "ludo/propast-web", Name: "Propast (The Abyss), web rules", CzechName: "Propast (pravidla z www.e-hracky.cz)"},
		Rules{Race: RacePropast, Propast: PropastRules{Reading: ReadingWeb}})
	// Team is Týmová hra, Člověče, nezlob se! in partnerships,
	// with ID "ludo/team".
	Team = mustGame(board.Names{ID: "ludo/team", Name: "Team game (Mensch ärgere Dich nicht in partnerships)", CzechName: "Týmová hra"},
		Rules{Cross: CrossRules{Teams: TeamsPartners}})
	// CrazyTeam is Bláznivá týmová hra, the crazy team game,
	// with ID "ludo/crazy-team".
	CrazyTeam = mustGame(board.Names{ID: "ludo/crazy-team", Name: "Crazy team game", CzechName: "Bláznivá týmová hra"},
		Rules{Cross: CrossRules{Teams: TeamsCrazy}})
	// FrankFurter is Frank a Furter, the hunter and quarry variant,
	// with ID "ludo/frank-furter".
	FrankFurter = mustGame(board.Names{ID: "ludo/frank-furter", Name: "Frank and Furter", CzechName: "Frank a Furter"},
		Rules{Cross: CrossRules{Hunt: true, AllInBase: true, Seating: SeatingAdjacent}})
	// Unity is V jednotě je síla, unity is strength, with ID
	// "ludo/unity": partners form walls, a 6 evicts an opposing wall from
	// the thrower's start square, and a capture not taken costs the piece.
	Unity = mustGame(board.Names{ID: "ludo/unity", Name: "Unity is strength", CzechName: "V jednotě je síla"},
		Rules{Cross: CrossRules{Teams: TeamsWalls, OptionalEntry: true, StartMayWait: true, HuffCapture: true}})
	// Refugee is Uprchlík, the refugee game, with ID
	// "ludo/refugee".
	Refugee = mustGame(board.Names{ID: "ludo/refugee", Name: "Refugee", CzechName: "Uprchlík"},
		Rules{Cross: CrossRules{Refugees: true, AllInBase: true, OptionalEntry: true, StartMayWait: true}})
	// Orbit is Oběžná dráha, with ID "ludo/orbit": two
	// players, or four in two teams.
	Orbit = mustGame(board.Names{ID: "ludo/orbit", Name: "Orbit", CzechName: "Oběžná dráha"},
		Rules{FirstFinisherEnds: true, Cross: CrossRules{Orbit: true, OptionalEntry: true, StartMayWait: true, NoThreeThrows: true, Entry: Entry1or6}})
	// Barricade is Barikáda, the barricade variant, with ID
	// "ludo/barricade".
	Barricade = mustGame(board.Names{ID: "ludo/barricade", Name: "Barricade (Mensch ärgere Dich nicht with barricades)", CzechName: "Barikáda"},
		Rules{Cross: CrossRules{Barricades: true}})
	// Parking is Parkování, with ID "ludo/parking": eight
	// parking squares where pieces share and nothing is captured.
	Parking = mustGame(board.Names{ID: "ludo/parking", Name: "Parking", CzechName: "Parkování"},
		Rules{Cross: CrossRules{Parking: "4,8,14,18,24,28,34,38"}})
	// ColourBlind is Barvoslepý (Bláznivé člověče), colour-blind ludo
	// with ID "ludo/colour-blind": four players move
	// figures of any colour they hold neither in base nor home.
	ColourBlind = mustGame(board.Names{ID: "ludo/colour-blind", Name: "Colour-blind ludo (Crazy ludo)", CzechName: "Barvoslepý (Bláznivé člověče)"},
		Rules{Cross: CrossRules{AllInBase: true, StartMayWait: true, ColourBlind: ColourBlindRules{On: true}}})
	// Penalty is Pokuta, the penalty game, with ID
	// "ludo/penalty": a throw may be split among the pieces, nothing is
	// captured, a throw not used costs a token, and the first player home
	// takes the bank.
	Penalty = mustGame(board.Names{ID: "ludo/penalty", Name: "Penalty", CzechName: "Pokuta"},
		Rules{FirstFinisherEnds: true, Cross: CrossRules{AllInBase: true, FreshFirstThrow: true, NoThreeThrows: true,
			OptionalEntry: true, StartMayWait: true, NoSixExtraThrow: true, Entry: Entry1, Penalty: PenaltyRules{On: true}}})
	// SnakesAndLadders is Draci a balóny, Snakes and Ladders with the
	// defaults, with ID "ludo/snakes-and-ladders": the game
	// ends with the first piece on 100.
	SnakesAndLadders = mustGame(board.Names{ID: "ludo/snakes-and-ladders", Name: "Snakes and Ladders", CzechName: "Draci a balóny (Hadi a žebříky)"},
		Rules{Race: RaceSnakes, FirstFinisherEnds: true})
)

func init() {
	for _, g := range []*Game{Clovece, Team, CrazyTeam, Unity, Refugee, Orbit, Barricade, Parking, FrankFurter, ColourBlind, Penalty, Propast, PropastWeb, SnakesAndLadders} {
		board.Register(g)
	}
}

// mustGame builds a registered game; their rules are fixed, so an error is
// a programming error that every test run catches.
func mustGame(names board.Names, r Rules) *Game { return board.Must(NewGame(names, r)) }

// A Game is a rule set of the ludo family: a race on the cross board
// (Člověče, nezlob se!), on Propast's track or on the squares of Snakes and
// Ladders, as its Rules say. It implements board.Game and
// board.Configurable, and is immutable, safe for concurrent use. Its
// states are *CrossState on the cross board and *TrackState on the other
// two.
type Game struct {
	names board.Names
	rules Rules
	info  board.Info
	track trackBoard // Propast and Snakes and Ladders
	cross crossBoard // the cross board
}

// NewGame returns the game of the given names and rules, or an error that
// names the option that is wrong. An empty Summary in names is filled in
// from the rules.
func NewGame(names board.Names, r Rules) (*Game, error) {
	if err := r.check(); err != nil {
		return nil, err
	}
	// The lists are kept as the game plays them, so that Info shows the
	// value in force.
	if r.Race == RacePropast && r.Propast.Abysses == "" {
		r.Propast.Abysses = defaultAbysses
	}
	if r.Race == RaceCross && r.Cross.Barricades && r.Cross.BarricadeRounds == 0 {
		r.Cross.BarricadeRounds = 3
	}
	if r.Race == RaceCross && r.Cross.Penalty.On {
		r.Cross.Penalty.StartingTokens = cmp.Or(r.Cross.Penalty.StartingTokens, defaultTokens)
		r.Cross.Penalty.PiecesToWin = cmp.Or(r.Cross.Penalty.PiecesToWin, defaultPiecesToWin)
	}
	switch {
	case r.Race == RaceCross && r.Cross.Parking == "":
		r.Cross.Parking = "none"
	case r.Race != RaceCross && r.Cross.Parking == "none":
		r.Cross.Parking = "" // what a derived game of another race carries over
	}
	if r.Race == RaceSnakes && r.Snakes.Layout == "" {
		r.Snakes.Layout = LayoutText(MiltonBradley())
	}
	g := &Game{names: names, rules: r}
	var err error
	switch r.Race {
	case RaceCross:
		err = g.setupCross()
	case RacePropast:
		err = g.setupPropast()
	case RaceSnakes:
		err = g.setupSnakes()
	}
	if err != nil {
		return nil, err
	}
	if g.info.Summary == "" {
		g.info.Summary = g.summary()
	}
	g.names.Summary = g.info.Summary
	return g, nil
}

// newInfo fills in what every game of the family shares.
func (g *Game) newInfo(minPlayers, maxPlayers, maxPlies int) {
	g.info = board.Info{
		Names: g.names, Family: "ludo", MinPlayers: minPlayers, MaxPlayers: maxPlayers,
		SeatNames: []string{"A", "B", "C", "D", "E", "F"}[:maxPlayers],
		Chance:    true, MinReturn: -1, MaxReturn: 1,
		Options: g.rules.options(), MaxPlies: maxPlies,
	}
}

// summary describes the rules in a few sentences.
func (g *Game) summary() string {
	switch g.rules.Race {
	case RacePropast:
		reading := "the seed's own rules (Book): a first throw of 1 ends the turn; 2 to 6 earn a second throw, by which the stone moves"
		if g.rules.Propast.Reading == ReadingWeb {
			reading = "the web site's rules (Web): a stone at the start needs a 1 to earn a second throw, by which it moves into play; a stone in play moves by the single throw of each turn"
		}
		return "A race of one stone per player over 31 fields and through the goal; " + reading +
			". A stone that stops on an abyss returns to the start; a stone that stops on an occupied field sends the stone there back to where the mover came from. The goal is passed only with the exact number."
	case RaceSnakes:
		return "A race of one piece per player from off the board to square 100: each turn one throw moves the piece forward; a piece that stops at the foot of an ascent climbs it, one that stops at the top of a descent slides down it. The first piece on 100 wins."
	}
	text := "A race of four pieces per player once round a 40-square cross into a home of four squares. " +
		"A 6 brings a piece from the base onto the start square and earns another throw; a piece that ends on an opponent sends it back to its base; " +
		"home squares are entered with the exact number. "
	if g.rules.Cross.Hunt {
		return "Two players on the 40-square cross: seat 0's four Franks circle the track without a home and cannot be captured; a Frank that ends on a Furter of seat 1 leaves the game with it. " +
			"The Furters capture nothing and race home. A 6 brings a piece in and earns another throw. When every Furter is home or caught, the Franks win with more caught than home."
	}
	switch g.rules.Cross.Teams {
	case TeamsPartners:
		return text + "Four players in two teams, partners facing each other: a 6 may also bring the partner's piece in; partners never capture each other. The team with all eight pieces home wins."
	case TeamsCrazy:
		return text + "Four players in two teams, partners facing each other: every throw may move any piece of the team, each along its own way; partners never capture each other. The team with all eight pieces home wins."
	case TeamsWalls:
		text += "Four players in two teams, partners facing each other: a piece that ends on its partner's forms a wall that nobody may land on or pass; a 6 evicts an opposing wall from the thrower's start square. "
		if g.rules.Cross.HuffCapture {
			text += "A player who could capture and did not loses the piece that could have. "
		}
		return text + "The team with all eight pieces home wins."
	}
	if g.rules.Cross.Penalty.On {
		return "A race of four pieces per player once round a 40-square cross into a home of four squares, every piece beginning in the base; each player may first place one on his start square. " +
			"A 1 brings a piece in; any throw may instead be split among several pieces, the whole throw used; nothing is captured and no piece ends on another. " +
			"A throw that cannot be used costs a token into the bank; a piece that ends on another colour's start square earns another throw. The first player with " +
			strconv.Itoa(g.rules.Cross.Penalty.PiecesToWin) + " pieces home wins and takes the bank."
	}
	if g.rules.Cross.Orbit {
		return "Two players, or four in two teams, on the 40-square cross. A 1 or a 6 may bring a piece in and earns another throw. The start squares hold any pieces and nothing is captured there; " +
			"any other square holds several pieces of one side, and a piece that ends where opponents stand captures one of them. The first with four pieces home wins, for his team."
	}
	if g.rules.Cross.ColourBlind.On {
		return g.colourBlindSummary()
	}
	if g.rules.Cross.Refugees {
		return "Two players facing each other on the 40-square cross, all pieces in the base. Each also owns a refugee, which starts on the other's start square and moves backwards round the track, capturing any opposing piece; " +
			"a normal piece captures only an opposing refugee, which then changes owner and goes to the start square of its new owner's opponent. A 6 brings a piece in and earns another throw. The first with four pieces home wins."
	}
	if g.rules.Cross.Barricades {
		text += "Two pieces of one colour on a track square form a barricade that opponents may neither land on nor pass; its owner must break it up from his " +
			strconv.Itoa(g.rules.Cross.BarricadeRounds) + "th turn after forming it. "
	}
	if g.rules.Cross.Parking != "none" && g.rules.Cross.Parking != "" {
		text += "On the parking squares (" + g.rules.Cross.Parking + ") any pieces may stand together and nothing is captured. "
	}
	return text + "The first player with four pieces home wins."
}

// ID returns the game's identifier, e.g. "ludo" or "ludo/propast".
func (g *Game) ID() string { return g.info.ID }

// Info describes the game and the options in force.
func (g *Game) Info() board.Info {
	info := g.info
	info.Options = slices.Clone(g.info.Options)
	info.SeatNames = slices.Clone(g.info.SeatNames)
	return info
}

// Names returns the game's names.
func (g *Game) Names() board.Names { return g.names }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// Race returns the board the game is raced on.
func (g *Game) Race() Race { return g.rules.Race }

// WithOptions returns the game with the named options changed (see
// board.Configure); the new game's ID lists what changed, e.g.
// "ludo(Cross.NoJumpInHome=true)".
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// WithName returns a copy of g with other names, for registering a rule
// set of one's own beside the standard ones.
func (g *Game) WithName(names board.Names) *Game {
	c := *g
	if names.Summary == "" {
		names.Summary = g.info.Summary
	}
	c.names = names
	c.info.Names = names
	c.info.Options = slices.Clone(g.info.Options)
	c.info.SeatNames = slices.Clone(g.info.SeatNames)
	return &c
}

// New returns the starting state for the given number of players: a
// *CrossState on the cross board, a *TrackState otherwise.
func (g *Game) New(players int) (board.State, error) {
	if g.rules.Race == RaceCross {
		s, err := g.NewCrossState(players)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	s, err := g.NewTrackState(players)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Parse reads a position in the ludo family notation (see the package
// documentation).
func (g *Game) Parse(position string) (board.State, error) {
	if g.rules.Race == RaceCross {
		s, err := g.ParseCrossState(position)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
	s, err := g.ParseTrackState(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// wrongRace is the error of a typed constructor called on a game of
// another race.
func (g *Game) wrongRace(want string) error {
	return fmt.Errorf("ludo: %s is raced on the %s board, not on %s", g.info.ID, g.rules.Race, want)
}
