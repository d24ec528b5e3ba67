package chess

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// Game is chess under a set of Rules, with its names; it implements
// board.Game and board.Configurable. Games are immutable.
type Game struct {
	names board.Names
	rules Rules
	info  board.Info // built once: Info hands out copies
	v     *variant   // the engine's hooks (nil: FIDE chess)
	// start is the initial position, read on first use: the registered
	// games are built before the attack tables are.
	start func() Position
}

// Chess is the registered game "chess": the FIDE Laws of Chess, the zero
// Rules.
var Chess = board.Must(NewGame(board.Names{ID: "chess", Name: "Chess", CzechName: "Šachy",
	Summary: "FIDE chess. White (seat 0) and Black alternate moves; checkmate wins; stalemate, " +
		"dead positions, fivefold repetition and the seventy-five-move rule draw automatically; " +
		"threefold repetition and the fifty-move rule are claimed. Moves are UCI (e2e4) or SAN (e4); " +
		"the declarations \"resign\", \"accept\", \"claim\", and a move followed by \" offer\" or " +
		"\" claim\", are accepted too. Positions are FEN."}, Rules{}))

// The registered variants of the compendium, one engine under five
// configurations of Rules.Variant.
var (
	// ChiefAndWarriors is "chess/chief": the warriors' full army (White)
	// against a lone royal amazon, the chief (Black, on d8).
	ChiefAndWarriors = board.Must(NewGame(board.Names{ID: "chess/chief", Name: "Chief and warriors", CzechName: "Náčelník a bojovníci",
		Summary: "White's full army against Black's lone chief, a royal amazon (queen + knight, letter A) on d8. " +
			"White moves first; mate the chief or the king. Moves are UCI or SAN (Ad4)."}, Rules{Variant: Chief}))
	// KnockOutChess is "chess/ko": chess in which a stalemated player wins.
	KnockOutChess = board.Must(NewGame(board.Names{ID: "chess/ko", Name: "Knock-out chess", CzechName: "K.O. šachy",
		Summary: "Chess in which the player who has no move wins, unless checkmated; only K v K is a dead draw."}, Rules{Variant: KnockOut}))
	// DoubleMoveChess is "chess/double": two moves a turn.
	DoubleMoveChess = board.Must(NewGame(board.Names{ID: "chess/double", Name: "Double-move chess", CzechName: "Double šachy",
		Summary: "Chess with two moves a turn (the same seat moves twice); a checking first move ends the turn; " +
			"a player who cannot make his second move draws."}, Rules{Variant: Double}))
	// PlacementChess is "chess/placement": the armies are dropped on an
	// empty board first.
	PlacementChess = board.Must(NewGame(board.Names{ID: "chess/placement", Name: "Placement chess", CzechName: "Poziční šachy",
		Summary: "The players drop their 16 pieces alternately on an empty board (N@e4, P@e4), no piece attacking or " +
			"attacked by an enemy piece; who cannot drop loses; then chess is played."}, Rules{Variant: Placement}))
	// EatingChess is "chess/eating": losing chess, captures compulsory.
	EatingChess = board.Must(NewGame(board.Names{ID: "chess/eating", Name: "Eating chess", CzechName: "Žravé šachy",
		Summary: "No check: the king is an ordinary piece; capturing is compulsory; a pawn promotes only to a type its side " +
			"has lost (king included); the player without a move wins."}, Rules{Variant: Eating}))
)

func init() {
	for _, g := range []*Game{Chess, ChiefAndWarriors, KnockOutChess, DoubleMoveChess, PlacementChess, EatingChess} {
		board.Register(g)
	}
}

// mustGame returns g, for the registered games, whose names and rules are
// known to be good.

// NewGame returns chess under rules, with the given names: any names with
// a valid ID (board.ValidID) and an English name, so that a user's own
// rule set is a game like the registered one. An option of another
// variant than rules.Variant is refused (board.ErrBadOption).
func NewGame(names board.Names, rules Rules) (*Game, error) {
	if int(rules.Variant) >= len(variantOptions) {
		return nil, fmt.Errorf("chess: unknown variant %d", rules.Variant)
	}
	options := board.OptionsOf(rules)
	own := options[:0:0]
	for _, o := range options {
		if slices.Contains(variantOptions[rules.Variant], o.Name) {
			own = append(own, o)
		} else if o.Value != o.Default {
			return nil, board.BadOption(o.Name, "not an option of %s (its options are %s)", rules.Variant, strings.Join(variantOptions[rules.Variant], ", "))
		}
	}
	base, _ := board.BaseID(names.ID)
	if !board.ValidID(base) {
		return nil, fmt.Errorf("chess: game ID %q is not a slug such as \"chess\" or \"chess/mine\"", names.ID)
	}
	if names.Name == "" {
		return nil, fmt.Errorf("chess: game %s needs an English name", names.ID)
	}
	g := &Game{names: names, rules: rules, v: variantOf(rules)}
	g.start = sync.OnceValue(func() Position {
		p, err := parseFEN(rules.startFEN(), g.v)
		if err != nil {
			panic("chess: start position of " + names.ID + ": " + err.Error()) // every Rules has a good one
		}
		return p
	})
	g.info = board.Info{
		Names:      names,
		Family:     "chess",
		MinPlayers: 2,
		MaxPlayers: 2,
		SeatNames:  []string{"White", "Black"},
		MinReturn:  -1,
		MaxReturn:  1,
		Options:    own,
		MaxPlies:   rules.maxPlies(),
	}
	return g, nil
}

// ID returns the game's ID: "chess" for the registered game.
func (g *Game) ID() string { return g.names.ID }

// Rules returns the rules in force.
func (g *Game) Rules() Rules { return g.rules }

// WithOptions returns the game with the named options of Rules changed
// ("AutoClaim": "true"); the new game's ID lists them:
// "chess(AutoClaim=true)". Errors wrap board.ErrBadOption.
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// Info describes the game: two seats, White and Black; no chance, no
// hidden information; returns +1 for a win, −1 for a loss, 0 for a draw.
func (g *Game) Info() board.Info {
	info := g.info
	info.SeatNames = slices.Clone(info.SeatNames)
	info.Options = slices.Clone(info.Options)
	return info
}

// New returns the initial position; chess is played by exactly 2.
func (g *Game) New(players int) (board.State, error) {
	if err := g.Info().CheckPlayers(players); err != nil {
		return nil, err
	}
	return g.NewState(g.start()), nil
}

// Start returns the game's initial position.
func (g *Game) Start() Position { return g.start() }

// Parse reads a FEN position of the game (see ParseFEN and, for the
// variants, ParseFEN's extensions in the package doc).
func (g *Game) Parse(position string) (board.State, error) {
	p, err := g.ParseFEN(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// ParseFEN reads a position of the game: FEN, with the variant's
// extensions (holdings in brackets, the chief's letter) and checks.
func (g *Game) ParseFEN(fen string) (Position, error) { return parseFEN(fen, g.v) }

// NewState returns a game state starting from p, which is played under
// the game's rules whatever rules it was read under.
func (g *Game) NewState(p Position) *State {
	p.v = g.v
	s := &State{game: g, start: p, pos: p, turns: p.halfmove / 2}
	s.settle(true)
	return s
}
