package domino

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a domino rule set: names and Rules fixed. It implements
// board.Game and board.Configurable.
type Game struct {
	names board.Names
	r     Rules
	info  board.Info // made once: playouts ask for it
}

// NewGame checks the rules and returns the game under the given names
// (a user's game may leave the Czech name empty). It returns an error
// that says which rule is wrong when the options do not make a playable
// game.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	if !board.ValidID(names.ID) {
		if base, ok := board.BaseID(names.ID); !ok || !board.ValidID(base) {
			return nil, fmt.Errorf("domino: %q is not a game ID", names.ID)
		}
	}
	if err := rules.validate(); err != nil {
		return nil, fmt.Errorf("domino: rules of %s: %w", names.ID, err)
	}
	g := &Game{names: names, r: rules}
	g.info = g.makeInfo()
	return g, nil
}

func mustGame(names board.Names, rules Rules) *Game { return board.Must(NewGame(names, rules)) }

// Rules returns the rules of the game.
func (g *Game) Rules() Rules { return g.r }

// Names returns the names of the game.
func (g *Game) Names() board.Names { return g.names }

// ID returns the game's identifier.
func (g *Game) ID() string { return g.names.ID }

// WithOptions returns the game with the named options changed (see
// board.Configure); the new game's ID lists them, e.g.
// "domino/french(DrawCount=2)".
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.r, settings, NewGame)
}

// Info describes the game. It is made once, by NewGame: every call
// returns the same value, whose Options and SeatNames slices are shared
// and must not be changed.
func (g *Game) Info() board.Info { return g.info }

// seatNames are the names of the seats for people: the notation numbers
// them from 0.
var seatNames = []string{"seat 0", "seat 1", "seat 2", "seat 3", "seat 4"}

func (g *Game) makeInfo() board.Info {
	lo, hi := g.r.HandSize.players()
	return board.Info{
		Names: g.names, Family: "domino", MinPlayers: lo, MaxPlayers: hi,
		SeatNames: seatNames[:hi], Chance: true, HiddenInformation: true,
		MinReturn: -1, MaxReturn: 1,
		Options: board.OptionsOf(g.r), MaxPlies: g.maxPlies(),
	}
}

// maxPlies bounds a playout: a hand has at most 28 tiles dealt or drawn,
// 28 plays, a lot and the passes between plays (at most one round of
// passes per play or draw); matches are bounded by the hands random play
// needs, with a wide margin (the rules give no limit on hands).
func (g *Game) maxPlies() int {
	hand := 28 + 28 + 1 + 5*(28+28+1) + 1
	switch g.r.Scoring {
	case HandOnly, PotOnly:
		return hand * 3 // redeals of the cross game are rare
	case Marks:
		return hand * 2000
	}
	return hand * 200
}

// New returns the state before the deal: a chance node dealing the first
// tile to seat 0.
func (g *Game) New(players int) (board.State, error) {
	s, err := g.NewState(players)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NewState is New, typed.
func (g *Game) NewState(players int) (*State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	return newState(g, players), nil
}

// Parse reads a position written by State.Position.
func (g *Game) Parse(position string) (board.State, error) {
	s, err := g.parsePosition(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Deal returns a state of n players after dealing: hands[i] to seat i in
// deal order (tile order within each hand), the rest face down. It is for
// tests and front-ends that deal real tiles; hands must have the game's
// hand size and be disjoint.
func (g *Game) Deal(hands ...Set) (*State, error) {
	s, err := g.NewState(len(hands))
	if err != nil {
		return nil, err
	}
	for _, h := range hands {
		if h.Len() != g.r.handSize(len(hands)) {
			return nil, board.Illegal(h.String(), "a hand of %d tiles is dealt here", g.r.handSize(len(hands)))
		}
		for _, t := range h.Tiles() {
			if err := s.Play(Move{Kind: KindTile, Tile: t}); err != nil {
				return nil, err
			}
		}
	}
	return s, nil
}

// seven is the hand size of the block games: 7 tiles for 2, 3 or 4.
var seven = hands(2, 7, 3, 7, 4, 7)

// The registered games, in the order of the package doc; the solitaire
// puzzles are DominosaGame and UniformaGame.
var (
	// DominoGame is the block game: 2–4 players, 7 tiles each, no drawing, one hand.
	DominoGame = mustGame(board.Names{
		ID: "domino", Name: "Dominoes (block game)", CzechName: "Domino",
		Summary: "2–4 players, 7 tiles each, the rest sleep. The holder of 6-6 leads it (else the highest " +
			"double, else the heaviest tile); then each in turn places one tile on either end with equal " +
			"numbers touching, or passes if he cannot. The first to play his last tile wins; the others " +
			"rank by the pips left, lower is better; a blocked hand ranks everybody by pips.",
	}, Rules{
		HandSize: seven, Layout: Line, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: HandOnly,
	})
	// MatadorGame is Domino Matador: touching halves sum to 7, the matadors go anywhere.
	MatadorGame = mustGame(board.Names{
		ID: "domino/matador", Name: "Matador", CzechName: "Domino Matador",
		Summary: "As Dominoes, but touching halves must sum to 7 (a double counts as one number); the " +
			"matadors 0-0, 1-6, 2-5, 3-4 go on any end with either half touching; an end showing 0 " +
			"takes only matadors.",
	}, Rules{
		HandSize: seven, Layout: Line, Matching: SumTo7,
		FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: HandOnly,
	})
	// HungarianGame is Maďarské domino: turns of several tiles, penalty totals to 100.
	HungarianGame = mustGame(board.Names{
		ID: "domino/hungarian", Name: "Hungarian Dominoes", CzechName: "Maďarské domino",
		Summary: "12, 8 or 6 tiles each, 4 sleep. The holder of the heaviest tile leads it and plays on at " +
			"either end until nothing fits; later players pick an end and play on it while anything fits. " +
			"When nobody can play, everyone adds his pips to his penalty total; after the hand in which " +
			"somebody reaches 100 the lowest total wins.",
	}, Rules{
		HandSize: hands(2, 12, 3, 8, 4, 6), Layout: Line, Matching: Equal,
		FirstLead: HeaviestTile, LaterLead: HeaviestTile, MultiTile: true, NoDominoEnd: true,
		Scoring: Penalty, Target: 100,
	})
	// ItalianGame is Italské domino: no matching, marks of the running total, to 50 points.
	ItalianGame = mustGame(board.Names{
		ID: "domino/italian", Name: "Italian Dominoes", CzechName: "Italské domino",
		Summary: "No matching: tiles go on one row and the running total of their pips is announced. The " +
			"heaviest tile leads; each player must add a tile that keeps the total at most 100, or passes. " +
			"Making the total exactly 30, 50, 70 or 100 scores 1, 2, 4 or 8 points; the hand ends at 100 or " +
			"when nobody can play; first to 50 points wins.",
	}, Rules{
		HandSize: hands(2, 8, 3, 8, 4, 6, 5, 5), Layout: Free, Matching: NoMatch,
		FirstLead: HeaviestTile, LaterLead: HeaviestTile, NoDominoEnd: true, HandEndsOnTotal: 100,
		Scoring: Marks, Target: 50,
	})
	// FrenchGame is Francouzské domino: two players, two rows, draw or pass, two tiles stay.
	FrenchGame = mustGame(board.Names{
		ID: "domino/french", Name: "French Dominoes", CzechName: "Francouzské domino",
		Summary: "Two players, 7 tiles each, the rest is the stock; the first player, drawn by lot, leads any " +
			"tile. Tiles are laid in two rows, equal numbers one above the other (a line in play). A player " +
			"who cannot place passes or draws one tile at a time; two tiles always stay in the stock. Going " +
			"out wins; after two passes in succession the lower pip count wins.",
	}, Rules{
		HandSize: hands(2, 7), Layout: TwoRows, Matching: Equal,
		FirstLead: ByLot, LaterLead: ByLot, Draw: DrawOrPass, StockReserve: 2, Scoring: HandOnly,
	})
	// CrossGame is Křížové domino: a cross of four arms around the highest double.
	CrossGame = mustGame(board.Names{
		ID: "domino/cross", Name: "Cross Dominoes", CzechName: "Křížové domino",
		Summary: "3–5 players, 8, 6 or 5 tiles each, the rest is the stock (redeal if no hand holds a " +
			"double). The highest double leads as the centre of a cross; the next four tiles must start " +
			"its four arms, then tiles go on any arm. A player who cannot place draws until he can and " +
			"places that tile, or passes when the stock is empty. First out wins; blocked: lowest pips.",
	}, Rules{
		HandSize: hands(3, 8, 4, 6, 5, 5), Layout: Cross, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: HighestDouble, Draw: DrawWhenUnable, RedealNoDouble: true,
		Scoring: HandOnly,
	})
	// ThievesGame is the Thieves' game, Zlodějská partie: two sides to 100 for the pot, with Bredouille.
	ThievesGame = mustGame(board.Names{
		ID: "domino/thieves", Name: "Thieves' Game", CzechName: "Zlodějská partie",
		Summary: "Four players in two sides, 6 tiles each, 4 sleep; the first leader is drawn by lot, later " +
			"the lead passes left, any tile. Block game play. The side that goes out scores the opponents' " +
			"pips; blocked, the lower side scores the other's pips. The first side to 100 wins the pot of " +
			"stakes; small Bredouille (100 in one hand) doubles it, big Bredouille (losers at 0) triples it.",
	}, Rules{
		HandSize: hands(4, 6), Layout: Line, Matching: Equal,
		FirstLead: ByLot, LaterLead: RotateLeft, Scoring: Partnership, Target: 100, Sides: true,
		Stake: 1, Bredouille: true,
	})
	// ALaFranceGame is Domino A La France: one hand of the block game for the pot.
	ALaFranceGame = mustGame(board.Names{
		ID: "domino/a-la-france", Name: "Dominoes à la France", CzechName: "Domino A La France",
		Summary: "2–4 players pay a stake into the pot; 6 tiles each, the rest sleep. Block game play (the " +
			"highest double leads). The player who goes out, or the lowest count when blocked, takes the " +
			"pot; equal lowest counts share it. The source's points table is lost.",
	}, Rules{
		HandSize: hands(2, 6, 3, 6, 4, 6), Layout: Line, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: HighestDouble, Scoring: PotOnly, Stake: 1,
	})
	// BlockGame is Blokovací domino: the block game to 100, the winner scoring.
	BlockGame = mustGame(board.Names{
		ID: "domino/block", Name: "Block Dominoes", CzechName: "Blokovací domino",
		Summary: "The block game to 100: 7 tiles each, the rest sleep; the highest double leads the first " +
			"hand, the previous winner any tile later. The winner scores the pips left in the other hands " +
			"(blocked: the lowest count scores the differences; a tie scores nothing).",
	}, Rules{
		HandSize: seven, Layout: Line, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: Winner, Scoring: WinnerScores, Target: 100,
	})
	// NoDrawGame is Domino bez koupě: the basic game to 100, the winner scoring.
	NoDrawGame = mustGame(board.Names{
		ID: "domino/no-draw", Name: "Dominoes without Drawing", CzechName: "Domino bez koupě",
		Summary: "The compendium's basic game (6-6 leads, lead rotating left, no drawing) played to 100, " +
			"the winner of each hand scoring the pips left in the other hands.",
	}, Rules{
		HandSize: seven, Layout: Line, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: WinnerScores, Target: 100,
	})
	// PartnershipGame is Párové domino: partners opposite, the whole set dealt, to 100.
	PartnershipGame = mustGame(board.Names{
		ID: "domino/partnership", Name: "Partnership Dominoes", CzechName: "Párové domino",
		Summary: "Four players, partners opposite, the whole set dealt (7 each). The holder of 6-6 leads " +
			"the first hand, later the lead passes left, any tile. The side that goes out scores the " +
			"opponents' pips; blocked, the lower side scores the other's; first side to 100 wins.",
	}, Rules{
		HandSize: hands(4, 7), Layout: Line, Matching: Equal,
		FirstLead: HighestDouble, LaterLead: RotateLeft, Scoring: Partnership, Target: 100, Sides: true,
	})
	// AllFivesGame is Pátkování, All Fives or Muggins: counts of the open ends scored in fives.
	AllFivesGame = mustGame(board.Names{
		ID: "domino/all-fives", Name: "All Fives (Muggins)", CzechName: "Pátkování",
		Summary: "9, 7 or 5 tiles each, the rest is the stock. The first double is a spinner that opens four " +
			"arms. A play that makes the sum of the open ends a multiple of 5 scores it; a player who " +
			"cannot place draws until he can and places that tile. Going out scores the opponents' pips " +
			"rounded to 5; first to 100 wins at once.",
	}, Rules{
		HandSize: hands(2, 9, 3, 7, 4, 5), Layout: Spinner, Matching: Equal,
		FirstLead: ByLot, LaterLead: WinnerElseLot, Draw: DrawWhenUnable, Scoring: AllFives, Target: 100,
	})
)

// tableGames are the registered games of players at a table.
var tableGames = []*Game{
	DominoGame, MatadorGame, HungarianGame, ItalianGame, FrenchGame, CrossGame,
	ThievesGame, ALaFranceGame, BlockGame, NoDrawGame, PartnershipGame, AllFivesGame,
}

func init() {
	for _, g := range tableGames {
		board.Register(g)
	}
	board.Register(DominosaGame)
	board.Register(UniformaGame)
}
