package solitaire

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Game is a rule set of the family: a board.Game. Values are immutable and
// safe for concurrent use.
type Game struct {
	names board.Names
	rules Rules
	opts  []board.Option
	start Holes      // puzzles: the starting pegs
	hunt  *huntRules // hunts
}

// NewGame returns the game with the given names and rules. It fails when
// the ID is malformed, an option of another game is set, or the rules are
// not playable.
func NewGame(names board.Names, rules Rules) (*Game, error) {
	if _, ok := board.BaseID(names.ID); !ok {
		return nil, fmt.Errorf("solitaire: malformed game ID %q", names.ID)
	}
	opts, err := rules.options()
	if err != nil {
		return nil, fmt.Errorf("solitaire: %s: %w", names.ID, err)
	}
	g := &Game{names: names, rules: rules, opts: opts}
	switch rules.Game {
	case KindPuzzle:
		g.start = allHoles &^ Hole(centre)
		if rules.Start != "" {
			if g.start, err = parsePegs(rules.Start); err != nil {
				return nil, fmt.Errorf("solitaire: %s: Start: %w", names.ID, err)
			}
		}
	case KindSheepAndWolves, KindCastle:
		g.hunt = newHuntRules(rules)
	case KindTriangl:
	case KindEater:
	case KindFleas:
	case KindMikado:
		for _, n := range rules.StickCounts.counts() {
			if n < 0 || n > 50 {
				return nil, fmt.Errorf("solitaire: %s: StickCounts: %d sticks of a kind; 0 to 50", names.ID, n)
			}
		}
	default:
		return nil, fmt.Errorf("solitaire: %s: game kind %v is not built yet", names.ID, rules.Game)
	}
	return g, nil
}

func mustGame(names board.Names, rules Rules) *Game { return board.Must(NewGame(names, rules)) }

// The registered games.
var (
	// Samotar is English peg solitaire (Samotář): 32 pegs, the centre
	// empty, finish with one peg in the centre.
	Samotar = mustGame(board.Names{ID: "solitaire", Name: "Peg solitaire (English board)", CzechName: "Samotář",
		Summary: "One player. Pegs fill the 33-hole cross but for the centre, 17. A peg jumps over an " +
			"orthogonal neighbour into the empty hole beyond, and the jumped peg is removed. " +
			"Solved when one peg is left, in 17."}, Rules{Start: puzzlePosition(allHoles &^ Hole(centre))})
	// Cross is the Greek cross problem (Kříž): nine pegs in a cross round
	// the centre.
	Cross = mustGame(board.Names{ID: "solitaire/cross", Name: "The Greek cross", CzechName: "Kříž",
		Summary: "Peg solitaire from nine pegs in a cross of equal arms round the centre " +
			"(5 10 15 16 17 18 19 24 29): leave one peg, in 17."},
		Rules{Start: puzzlePosition(HolesOf(5, 10, 15, 16, 17, 18, 19, 24, 29))})
	// Pentagon is the pentagon problem (Pětiúhelník): every hole but the
	// eight arm corners and 32.
	Pentagon = mustGame(board.Names{ID: "solitaire/pentagon", Name: "The pentagon", CzechName: "Pětiúhelník",
		Summary: "Peg solitaire from 24 pegs: every hole but the arm corners 1 3 7 13 21 27 31 33 " +
			"and the bottom hole 32. Leave one peg, in 17."},
		Rules{Start: puzzlePosition(allHoles &^ HolesOf(1, 3, 7, 13, 21, 27, 31, 33, 32))})
	// FoxGeese is Ovce a vlci (Liška v kurníku): 20 sheep try to fill the
	// fold that 2 wolves guard.
	FoxGeese = mustGame(board.Names{ID: "solitaire/fox-geese", Name: "Sheep and wolves", CzechName: "Ovce a vlci (Liška v kurníku)",
		Summary: "Two players on the cross. 20 sheep start outside the fold (the 3×3 block 1–6, 9–11) and move first, " +
			"one step up, left or right; 2 wolves on 9 and 11 step any way or capture by jumping sheep, " +
			"in chains, compulsorily. Sheep win by filling the fold; wolves win when fewer than 9 sheep are left."},
		Rules{Game: KindSheepAndWolves})
	// Castle is Hrad rytířů (Loupežný rytíř, Asalto): 24 attackers
	// storm the castle that 2 defenders hold.
	Castle = mustGame(board.Names{ID: "solitaire/castle", Name: "The knights' castle (Asalto)", CzechName: "Hrad rytířů (Loupežný rytíř)",
		Summary: "Two players on the cross. The defender places 2 defenders in the castle (1–6, 9–11); 24 attackers " +
			"on the other holes then move first, one step never farther from the castle; defenders step any way or " +
			"capture by jumping attackers, in chains, compulsorily. Attackers win by filling the castle; defenders " +
			"win when 8 attackers are left; trapped defenders draw."},
		Rules{Game: KindCastle})
	// Triangl is Triangl: placements that score right triangles.
	Triangl = mustGame(board.Names{ID: "solitaire/triangl", Name: "Right triangles", CzechName: "Triangl",
		Summary: "2 or 4 players (3 with 10 pieces each) share 32 pieces and place one in turn on any empty hole but " +
			"17, scoring a point for every right triangle with legs along the rows and columns that the new piece " +
			"completes with two of the player's own. Most points when all are placed wins."},
		Rules{Game: KindTriangl})
	// Eater is Jedlík: place 11 pieces each, then step to form runs of
	// three and eat.
	Eater = mustGame(board.Names{ID: "solitaire/eater", Name: "The eater", CzechName: "Jedlík",
		Summary: "Two players place 11 pieces each in turn, never next to one of their own; then they step " +
			"pieces up, down, left or right, and a step that ends in a row or column run of three or more " +
			"eats one opposing piece. Down to two pieces, or unable to move, loses."},
		Rules{Game: KindEater, NoProgressPlies: defaultNoProgress})
	// Fleas is Blechy (tiddlywinks), kept as a score-keeper: the
	// players report what became of each shot.
	Fleas = mustGame(board.Names{ID: "solitaire/fleas", Name: "Tiddlywinks (fleas)", CzechName: "Blechy",
		Summary: "2 to 4 players, 4 small winks and a big one each. In turn a player shoots a wink and reports the " +
			"outcome: potted (he shoots again), missed (it lies on the table), or landed on an opponent's wink, " +
			"which he captures; a captured wink lets him shoot his big wink. Most winks potted when none is left wins."},
		Rules{Game: KindFleas})
	// Mikado is Mikádo (pick-up sticks), kept as a score-keeper: the
	// players report each attempt.
	Mikado = mustGame(board.Names{ID: "solitaire/mikado", Name: "Pick-up sticks", CzechName: "Mikádo",
		Summary: "2 to 6 players and 31 sticks worth 145 points (Mikádo 20, Mandarin 10, Bonze 5, Samurai 3, Kuli 2). " +
			"In turn a player names a stick and reports whether he lifted it (he keeps it and goes on) or moved " +
			"another (his turn ends). The highest total when the heap is empty wins."},
		Rules{Game: KindMikado, StickCounts: defaultSticks, Games: 1})
)

func init() {
	for _, g := range []*Game{Samotar, Cross, Pentagon, FoxGeese, Castle, Triangl, Eater, Fleas, Mikado} {
		board.Register(g)
	}
}

// Rules returns the game's rules.
func (g *Game) Rules() Rules { return g.rules }

// ID returns the game's ID.
func (g *Game) ID() string { return g.names.ID }

// WithOptions returns the game with the named options changed
// (board.Configurable); the new game's ID lists the changes.
func (g *Game) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewGame)
}

// Info describes the game.
func (g *Game) Info() board.Info {
	info := board.Info{Names: g.names, Family: "solitaire", Options: g.opts, MinReturn: -1, MaxReturn: 1}
	switch g.rules.Game {
	case KindPuzzle:
		info.MinPlayers, info.MaxPlayers, info.SeatNames = 1, 1, []string{"player"}
		info.MaxPlies = max(g.start.Len()-1, 1)
	case KindSheepAndWolves, KindCastle:
		info.MinPlayers, info.MaxPlayers = 2, 2
		info.SeatNames = []string{g.hunt.flockNoun, g.hunt.hunterNoun}
		info.MaxPlies = huntMaxPlies
	case KindTriangl:
		info.MinPlayers, info.MaxPlayers = 2, maxSeats
		info.SeatNames = []string{"a", "b", "c", "d"}
		info.MaxPlies = trianglPieces
	case KindEater:
		info.MinPlayers, info.MaxPlayers = 2, 2
		info.SeatNames = []string{"a", "b"}
		// Placements, then at most 17 eating moves (9 of one player's
		// pieces and 8 of the other's), each stretch between them ended by
		// the no-progress draw.
		info.MaxPlies = 2*eaterPieces + (2*(eaterPieces-eaterMinPieces)+1)*g.noProgress()
	case KindFleas:
		info.MinPlayers, info.MaxPlayers = 2, maxSeats
		info.SeatNames = []string{"a", "b", "c", "d"}
		// A random shot pots with probability at least 1/14; 20 pots end
		// any game, and 5000 shots leave that far behind.
		info.MaxPlies = 5000
	case KindMikado:
		info.MinPlayers, info.MaxPlayers = 2, maxMikadoSeats
		info.SeatNames = []string{"a", "b", "c", "d", "e", "f"}
		// A random attempt succeeds with probability 1/2 (or ends a rethrow):
		// 1000 attempts per game are far beyond the 2 per stick expected.
		info.MaxPlies = g.games() * 1000
	}
	return info
}

// New returns the starting position.
func (g *Game) New(players int) (board.State, error) {
	if err := g.Info().CheckPlayers(players); err != nil {
		return nil, err
	}
	switch g.rules.Game {
	case KindSheepAndWolves, KindCastle:
		return g.newHunt(g.hunt.start()), nil
	case KindTriangl:
		return g.newTriangl(players), nil
	case KindEater:
		return g.newEater(EaterPosition{hand: [2]uint8{eaterPieces, eaterPieces}}), nil
	case KindFleas:
		return g.newFleas(players), nil
	case KindMikado:
		return g.newMikado(players), nil
	}
	return g.newPuzzle(g.start), nil
}

// Parse reads a position in the game's notation.
func (g *Game) Parse(position string) (board.State, error) {
	switch g.rules.Game {
	case KindSheepAndWolves, KindCastle:
		return g.parseHunt(position)
	case KindTriangl:
		return g.parseTriangl(position)
	case KindEater:
		return g.parseEater(position)
	case KindFleas:
		return g.parseFleas(position)
	case KindMikado:
		return g.parseMikado(position)
	}
	pegs, err := parsePegs(position)
	if err != nil {
		return nil, err
	}
	return g.newPuzzle(pegs), nil
}
