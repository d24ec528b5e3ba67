package ludo

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// The cross board of ludo.md §0.1: 40 track squares, four colours entering
// on 0, 10, 20 and 30, four home squares each.
const (
	crossSquares = 40
	crossColours = 4
	crossHome    = 4
	crossPieces  = 4
	crossGoal    = crossSquares + crossHome - 1 // the progress of the innermost home square
	inBase       = -1                           // the progress of a piece in its base
)

// crossTrack is the board's track, shared by every cross-track game.
var crossTrack = func() *board.Track {
	t, err := board.EvenTrack(crossSquares, crossColours, crossHome)
	if err != nil {
		panic(err)
	}
	return t
}()

// Seating says which colours two players use on the cross board.
type Seating uint8

const (
	// SeatingOpposite: two players use colours 0 and 2, facing each other
	// (the default of ludo.md §1.1).
	SeatingOpposite Seating = iota
	// SeatingAdjacent: two players use colours 0 and 1.
	SeatingAdjacent
)

// String returns "opposite" or "adjacent".
func (s Seating) String() string {
	switch s {
	case SeatingOpposite:
		return "opposite"
	case SeatingAdjacent:
		return "adjacent"
	}
	return "Seating(" + strconv.Itoa(int(s)) + ")"
}

// CrossOptions are the rule options of the cross-track games, Člověče,
// nezlob se! (Mensch ärgere Dich nicht) and its variants (ludo.md §1). The
// zero value is not the standard game; DefaultCrossOptions is.
type CrossOptions struct {
	// StartWithPieceOut puts one piece of every player on his start square
	// at the beginning, the other three in the base (default true, as the
	// seed and Schmidt's rules); false puts all four in the base.
	StartWithPieceOut bool
	// OpeningRollIsFirstMove makes the starter's winning opening throw the
	// first throw of his first turn (default true, the seed's rule).
	OpeningRollIsFirstMove bool
	// ThreeThrowsWhenStuck lets a stuck player throw up to three times at
	// the start of his turn (ludo.md §0.3; default true).
	ThreeThrowsWhenStuck bool
	// ForcedEntry makes a usable entry throw bring a piece in (default true).
	ForcedEntry bool
	// ClearStart makes a piece on its own start square move first while
	// the base is not empty, if it can (default true).
	ClearStart bool
	// MandatoryCapture keeps only the capturing moves when there are any
	// (default false: Schmidt's rules do not compel a capture).
	MandatoryCapture bool
	// JumpInHome lets pieces pass occupied home squares (default true, as
	// Schmidt's rules).
	JumpInHome bool
	// SixGivesExtraThrow gives another throw after every 6 but the one that
	// finishes (default true).
	SixGivesExtraThrow bool
	// EntryRolls are the throws that bring a piece in (default {6}).
	EntryRolls []int
	// PlayForPlacings makes the others play on after the first finisher
	// until one is left (default true, as the seed).
	PlayForPlacings bool
	// TwoPlayerSeating says which colours two players use (default
	// SeatingOpposite).
	TwoPlayerSeating Seating
	// Opening chooses the first player (default OpeningThrow).
	Opening Opening
}

// DefaultCrossOptions returns the options of ludo.md §1 with every
// default: Člověče, nezlob se! as the seed and Schmidt's rules play it.
func DefaultCrossOptions() CrossOptions {
	return CrossOptions{
		StartWithPieceOut: true, OpeningRollIsFirstMove: true, ThreeThrowsWhenStuck: true,
		ForcedEntry: true, ClearStart: true, JumpInHome: true, SixGivesExtraThrow: true,
		EntryRolls: []int{6}, PlayForPlacings: true,
	}
}

// info lists the options as board.Options.
func (o CrossOptions) info() []board.Option {
	b := strconv.FormatBool
	entry := slices.Clone(o.EntryRolls)
	slices.Sort(entry)
	return []board.Option{
		{Name: "StartWithPieceOut", Value: b(o.StartWithPieceOut), Doc: "one piece begins on the start square, three in the base"},
		{Name: "OpeningRollIsFirstMove", Value: b(o.OpeningRollIsFirstMove), Doc: "the winning opening throw is the starter's first throw"},
		{Name: "ThreeThrowsWhenStuck", Value: b(o.ThreeThrowsWhenStuck), Doc: "a player who cannot move but by entering throws up to three times"},
		{Name: "ForcedEntry", Value: b(o.ForcedEntry), Doc: "a usable entry throw must bring a piece in"},
		{Name: "ClearStart", Value: b(o.ClearStart), Doc: "while the base is not empty, a piece on the start square moves first"},
		{Name: "MandatoryCapture", Value: b(o.MandatoryCapture), Doc: "capturing moves take precedence"},
		{Name: "JumpInHome", Value: b(o.JumpInHome), Doc: "pieces may pass occupied home squares"},
		{Name: "SixGivesExtraThrow", Value: b(o.SixGivesExtraThrow), Doc: "throw again after a 6, unless it finished"},
		{Name: "EntryRolls", Value: joinInts(entry, ","), Doc: "the throws that bring a piece in"},
		{Name: "PlayForPlacings", Value: b(o.PlayForPlacings), Doc: "play on after the first finisher until one is left"},
		{Name: "TwoPlayerSeating", Value: o.TwoPlayerSeating.String(), Doc: "two players use colours 0 and 2 (opposite) or 0 and 1 (adjacent)"},
		{Name: "Opening", Value: o.Opening.String(), Doc: "throw: the highest opening throw starts; seat-zero: seat 0 starts"},
	}
}

// A CrossGame is a race of four pieces per player round the 40-square
// cross board into a home of four squares: Člověče, nezlob se! and its
// variants (ludo.md §1). It implements board.Game and is immutable, safe
// for concurrent use. Build one with NewCross; the registered game is
// "ludo".
type CrossGame struct {
	info  board.Info
	o     CrossOptions
	entry uint8 // bit r set when a throw of r enters
	// colours[n][i] is the colour of seat i in a game of n players.
	colours [crossColours + 1][crossColours]uint8
	faces   [6]CrossMove
	throws  [6]board.Move // faces, boxed once so that Legal does not box per call
}

// NewCross returns Člověče, nezlob se! (ludo.md §1) with the given options,
// with ID "ludo"; use WithName to give a rule set of one's own another ID.
// Errors name the option that is wrong.
func NewCross(o CrossOptions) (*CrossGame, error) {
	o.EntryRolls = slices.Clone(o.EntryRolls)
	g := &CrossGame{o: o}
	for _, r := range o.EntryRolls {
		if r < 1 || r > 6 {
			return nil, fmt.Errorf("ludo: entry roll %d is not a die face", r)
		}
		if g.entry&(1<<r) != 0 {
			return nil, fmt.Errorf("ludo: entry roll %d given twice", r)
		}
		g.entry |= 1 << r
	}
	switch {
	case g.entry == 0:
		return nil, fmt.Errorf("ludo: no entry roll: no piece could ever come in")
	case o.TwoPlayerSeating > SeatingAdjacent:
		return nil, fmt.Errorf("ludo: unknown two-player seating %d", o.TwoPlayerSeating)
	}
	if err := checkOpening(o.Opening); err != nil {
		return nil, err
	}
	g.colours[2] = [4]uint8{0, 2}
	if o.TwoPlayerSeating == SeatingAdjacent {
		g.colours[2] = [4]uint8{0, 1}
	}
	g.colours[3] = [4]uint8{0, 1, 2}
	g.colours[4] = [4]uint8{0, 1, 2, 3}
	for f := range g.faces {
		g.faces[f] = CrossMove{kind: Throw, face: uint8(f + 1)}
		g.throws[f] = g.faces[f]
	}
	g.info = board.Info{
		ID: "ludo", Name: "Mensch ärgere Dich nicht", CzechName: "Člověče, nezlob se!", Family: "ludo",
		MinPlayers: 2, MaxPlayers: 4,
		Summary: "A race of four pieces per player once round a 40-square cross into a home of four squares. " +
			"A 6 brings a piece from the base onto the start square and earns another throw; a piece that ends on an opponent sends it back to its base; " +
			"home squares are entered with the exact number. The first player with four pieces home wins; the others play on for the places.",
		Options:  o.info(),
		MaxPlies: crossMaxPlies,
	}
	return g, nil
}

// crossMaxPlies bounds the plies of a random game. Random games of the
// standard rules last about 1,160 plies on average with four players, the
// longest of 30,000 games 2,709; the slowest rule set tried (one entry throw
// in two, no extra throw, compulsory capture) averages 1,853 with a longest
// of 4,958 (TestCrossMaxPliesMargin with LUDO_GAMES=30000). The bound is
// eight times that longest game: captures can prolong a game without limit,
// so a bound can only be one that random play exceeds with negligible
// probability.
const crossMaxPlies = 40000

// WithName returns a copy of g with another ID and names, for registering
// a rule set of one's own beside the standard ones.
func (g *CrossGame) WithName(id, name, czechName string) *CrossGame {
	c := *g
	c.info.ID, c.info.Name, c.info.CzechName = id, name, czechName
	c.info.Options = slices.Clone(g.info.Options)
	return &c
}

// ID returns the game's identifier, e.g. "ludo".
func (g *CrossGame) ID() string { return g.info.ID }

// Info describes the game and the options in force.
func (g *CrossGame) Info() board.Info {
	info := g.info
	info.Options = slices.Clone(g.info.Options)
	return info
}

// Options returns the options the game was built with.
func (g *CrossGame) Options() CrossOptions {
	o := g.o
	o.EntryRolls = slices.Clone(g.o.EntryRolls)
	return o
}

// Colour returns the colour (0 to 3, whose start square is 10·colour) of
// seat in a game of players seats: seats 0, 1, 2, 3 with four players, 0,
// 1, 2 with three, and 0 and 2 (or 0 and 1 with SeatingAdjacent) with two.
func (g *CrossGame) Colour(players, seat int) int { return int(g.colours[players][seat]) }

// New returns the starting state for the given number of players.
func (g *CrossGame) New(players int) (board.State, error) {
	s, err := g.NewState(players)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Parse reads a position in the ludo family notation (see the package
// documentation).
func (g *CrossGame) Parse(position string) (board.State, error) {
	s, err := g.ParseState(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NewState is New with the typed state.
func (g *CrossGame) NewState(players int) (*CrossState, error) {
	if players < g.info.MinPlayers || players > g.info.MaxPlayers {
		return nil, board.Players(g.info.ID, players, g.info.MinPlayers, g.info.MaxPlayers)
	}
	s := &CrossState{g: g, n: uint8(players), phase: PhaseOpening}
	s.setup()
	if g.o.Opening == OpeningSeatZero {
		s.phase = PhaseThrow
	}
	return s, nil
}

// setup puts every seat's pieces where the game begins.
func (s *CrossState) setup() {
	clear(s.sq[:])
	for i := range s.n {
		for k := range s.prog[i] {
			s.prog[i][k] = inBase
		}
		if s.g.o.StartWithPieceOut {
			s.prog[i][crossPieces-1] = 0 // the pieces are kept in ascending order
			s.sq[s.square(i, 0)] = i + 1
		}
	}
}
