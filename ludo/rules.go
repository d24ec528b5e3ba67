package ludo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Rules are the rule options of every game of the family, one struct (see
// board.OptionsOf): the race, the options every race has, and one group
// per race. Its zero value is the family's main game, Člověče, nezlob se!
// with every default of its rules; a group of another race than Race must
// be left zero, and NewGame says so otherwise. Info.Options lists the
// common options and those of the game's race.
//
// Options whose usual default is "on" are named for the other choice, so
// that the zero value is the default: Cross.AllInBase is
// StartWithPieceOut = false, Cross.FreshFirstThrow is
// OpeningRollIsFirstMove = false, Cross.NoThreeThrows is
// ThreeThrowsWhenStuck = false, Cross.OptionalEntry is ForcedEntry = false,
// Cross.StartMayWait is ClearStart = false, Cross.NoJumpInHome is JumpInHome
// = false, Cross.NoSixExtraThrow is SixGivesExtraThrow = false, and
// FirstFinisherEnds is PlayForPlacings = false.
type Rules struct {
	// Race is the board raced on: the cross (default), Propast's 31
	// fields, or the 100 squares of Snakes and Ladders.
	Race Race `rule:"the board: cross (Člověče, nezlob se!), propast (31 fields) or snakes (100 squares)"`
	// Opening chooses the first player (default OpeningThrow).
	Opening Opening `rule:"throw: the highest opening throw starts; seat-zero: seat 0 starts"`
	// FirstFinisherEnds ends the game with the first player to finish;
	// by default the others play on for the places until one is left.
	FirstFinisherEnds bool `rule:"the game ends with the first finisher instead of going on for the places"`
	// Cross holds the options of the cross board (Race cross).
	Cross CrossRules `rule:"the cross board's options"`
	// Propast holds the options of Propast (Race propast).
	Propast PropastRules `rule:"Propast's options"`
	// Snakes holds the options of Snakes and Ladders (Race snakes).
	Snakes SnakesRules `rule:"Snakes and Ladders' options"`
}

// CrossRules are the options of the cross-track games; the
// zero value is Člověče, nezlob se! as the compendium and Schmidt's rules play
// it.
type CrossRules struct {
	// AllInBase puts all four pieces in the base at the start; by default
	// one stands on the start square and three wait in the base.
	AllInBase bool `rule:"all four pieces begin in the base instead of one on the start square"`
	// FreshFirstThrow makes the starter begin with a fresh throw; by
	// default his winning opening throw is the first throw of his turn.
	FreshFirstThrow bool `rule:"the starter begins with a fresh throw instead of using his opening throw"`
	// NoThreeThrows gives a stuck player one throw; by default he throws up
	// to three times at the start of his turn.
	NoThreeThrows bool `rule:"a player who can move only by entering throws once instead of up to three times"`
	// OptionalEntry lets a usable entry throw move a piece in play; by
	// default it must bring a piece in.
	OptionalEntry bool `rule:"an entry throw need not bring a piece in"`
	// StartMayWait lets a piece stay on its start square while the base is
	// not empty; by default it must move first if it can.
	StartMayWait bool `rule:"a piece on the start square need not move first while the base is not empty"`
	// MandatoryCapture keeps only the capturing moves when there are any
	// (default off: Schmidt's rules do not compel a capture).
	MandatoryCapture bool `rule:"capturing moves take precedence"`
	// NoJumpInHome forbids passing occupied home squares; by default
	// pieces jump them, as on the track.
	NoJumpInHome bool `rule:"pieces may not pass occupied home squares"`
	// NoSixExtraThrow gives no extra throw after a 6; by default every 6
	// but the one that finishes earns another throw.
	NoSixExtraThrow bool `rule:"a 6 earns no extra throw"`
	// Entry is the set of throws that bring a piece in (default Entry6).
	Entry Entry `rule:"the throws that bring a piece in: 6, 1-or-6 or 1"`
	// Seating says which colours two players use (default
	// SeatingOpposite).
	Seating Seating `rule:"two players use colours 0 and 2 (opposite) or 0 and 1 (adjacent)"`
	// Teams makes partners of the seats facing each other, 0 and 2
	// against 1 and 3, in a game of four (default TeamsNone).
	Teams Teams `rule:"none, partners (the team game: a 6 may free the partner's piece), crazy (every throw moves any piece of the team) or walls (partners form walls)"`
	// PartnerCapture lets a piece end on its partner's and capture it
	// (the team game; default off: partners never capture each other).
	PartnerCapture bool `rule:"partners capture each other's pieces (team game)"`
	// FinishedMovesPartner lets a player whose pieces are all home move
	// his partner's pieces (the team game; default off: he only frees his
	// partner's pieces from the base with 6s).
	FinishedMovesPartner bool `rule:"a player with every piece home moves his partner's pieces (team game)"`
	// Hunt makes it Frank and Furter, for two players on
	// adjacent colours: seat 0's pieces (the Franks) circle the track
	// without a home and cannot be captured; one that ends on a piece of
	// seat 1 (a Furter) leaves the game with it; the Furters capture
	// nothing and race home.
	Hunt bool `rule:"Frank and Furter: seat 0 hunts seat 1's pieces round the track"`
	// Parking lists the parking squares (Parkování), track
	// squares joined by commas, e.g. "4,8,14,18,24,28,34,38"; empty or
	// "none" for none. Any number of pieces of any colours may stand together on a
	// parking square, and nothing is captured there.
	Parking string `rule:"parking squares, e.g. 4,8,14,18,24,28,34,38 (none: no parking): pieces share them and are never captured there"`
	// ParkedMovesOnlyIfForced lets a parked piece move only when no other
	// piece can (default off: a parked piece is an ordinary mover).
	ParkedMovesOnlyIfForced bool `rule:"a parked piece moves only when no other piece can"`
	// HuffCapture punishes a capture not taken ("Huff"):
	// when a throw let a piece on the track capture and the player moved
	// without capturing, the piece that could have captured (the furthest
	// on if several) returns to its base after the move.
	HuffCapture bool `rule:"a piece that could have captured and did not returns to its base"`
	// Refugees makes it Uprchlík, for two players facing
	// each other: each also owns a refugee, which starts on the other's
	// start square, moves backwards and captures any opposing piece; a
	// normal piece captures only an opposing refugee, which then changes
	// owner.
	Refugees bool `rule:"each of two players also has a refugee that moves backwards, captures anything and changes owner when captured"`
	// Orbit makes it Oběžná dráha: the four start squares
	// hold any pieces and nothing is captured there; any other square
	// holds several pieces of one player (or team), and a piece that ends
	// where opponents stand captures one of them, the mover choosing whose;
	// a player may decline a throw that only lets him enter; a 1 earns
	// another throw as a 6 does. With four players, partners facing each
	// other play as a team.
	Orbit bool `rule:"the orbit: shared start squares, stacks, one capture of the mover's choice, a 1 or 6 throws again"`
	// BothPartnersHome makes the orbit's team need all eight pieces home;
	// by default the first partner to finish wins for the team.
	BothPartnersHome bool `rule:"the orbit's team wins with all eight pieces home, not with the first partner's four"`
	// Barricades makes it Barikáda: a piece may end on a
	// track square holding one piece of its own colour, and the two form
	// a barricade that opponents may neither land on nor pass; its owner
	// must break it up from his BarricadeRounds-th turn after forming it.
	Barricades bool `rule:"two own pieces on a square form a barricade that opponents cannot land on or pass"`
	// BarricadeRounds is the owner's turn after the one that formed a
	// barricade from which it must be broken up (0: the default 3).
	BarricadeRounds int `rule:"from the owner's how-many-th turn after forming it a barricade must be broken up (0: 3)" range:"0..20"`
	// ColourBlind holds the options of Barvoslepý, the colour-blind game
	// (see ColourBlindRules); ColourBlind.On switches it on.
	ColourBlind ColourBlindRules `rule:"the colour-blind game's options (Barvoslepý)"`
	// Penalty holds the options of Pokuta, the penalty game
	// (see PenaltyRules); Penalty.On switches it on.
	Penalty PenaltyRules `rule:"the penalty game's options (Pokuta)"`
}

// Teams says whether the players of a four-player cross game play in
// partnerships.
type Teams uint8

const (
	// TeamsNone: everybody for himself.
	TeamsNone Teams = iota
	// TeamsPartners: the team game, Týmová hra: each player moves his
	// own pieces, but a 6 may also put a partner's piece from the base on
	// the partner's start square; partners never capture each other; the
	// team with all eight pieces home wins.
	TeamsPartners
	// TeamsCrazy: the crazy team game, Bláznivá týmová hra: every
	// throw may move any piece of the team, each along its own colour's
	// way into its own home.
	TeamsCrazy
	// TeamsWalls: V jednotě je síla: each player moves his own
	// pieces; a piece that ends on its partner's single piece forms a
	// wall that nobody may land on or pass, which an opponent's 6 evicts
	// from his start square.
	TeamsWalls
)

var teamsNames = []string{"none", "partners", "crazy", "walls"}

// String returns "none", "partners", "crazy" or "walls".
func (t Teams) String() string { return board.ChoiceName(t, teamsNames) }

// MarshalText returns the team rule's name.
func (t Teams) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a team rule's name.
func (t *Teams) UnmarshalText(b []byte) error { return board.ParseChoice(t, teamsNames, b) }

// Choices lists the team rules' names.
func (Teams) Choices() []string { return slices.Clone(teamsNames) }

// PropastRules are the options of Propast.
type PropastRules struct {
	// Reading selects the compendium's own rules (ReadingBook, default) or the
	// web site's (ReadingWeb).
	Reading Reading `rule:"book: a first throw of 2-6 earns the moving throw; web: a stone at the start needs a 1"`
	// Abysses are the abyss fields, each in 1..30, joined by commas: a
	// stone that stops on one returns to the start. Empty means the
	// default 7,14,21,28; "none" means no abysses. Field 31 is excluded
	// because the compendium has stones standing on it; sets that make the goal
	// unreachable (six abysses in a row) are rejected.
	Abysses string `rule:"the abyss fields, e.g. 7,14,21,28 (empty: those four; none: no abysses)"`
}

// SnakesRules are the options of Snakes and Ladders.
type SnakesRules struct {
	// Layout is the set of ascents and descents, each written from>to
	// and joined by commas ("1>38,16>6"). Empty means MiltonBradley(),
	// "none" a board without any. Each From is in 1..99, each To in
	// 1..100, From != To; no square is the From of two transitions; no
	// To is a From (no chains). Layouts that make square 100 unreachable
	// are rejected.
	Layout string `rule:"ascents and descents as from>to joined by commas (empty: Milton Bradley's board; none: no transitions)"`
	// StartPosition is where the pieces begin: 0, off the board before
	// square 1 (default), or 1, on square 1 as the compendium literally says.
	StartPosition int `rule:"0: the pieces begin off the board; 1: on square 1" range:"0..1"`
	// Finish says what a throw beyond square 100 does (default
	// FinishExact).
	Finish Finish `rule:"a throw beyond 100: exact (no move), bounce (back from 100) or reach (ends on 100)"`
	// OptionalAscent lets the player stay at the foot of an ascent, as the
	// compendium's "may climb" reads literally (default: climbing is automatic).
	OptionalAscent bool `rule:"the player may stay at the foot of an ascent"`
}

// Race is the board a game of the family is raced on.
type Race uint8

const (
	// RaceCross is the 40-square cross of Člověče, nezlob se!: four
	// pieces per player, a base and a home each.
	RaceCross Race = iota
	// RacePropast is Propast's track of 31 fields with abysses.
	RacePropast
	// RaceSnakes is the 100 squares of Snakes and Ladders.
	RaceSnakes
)

var raceNames = []string{"cross", "propast", "snakes"}

// String returns "cross", "propast" or "snakes".
func (r Race) String() string { return board.ChoiceName(r, raceNames) }

// MarshalText returns the race's name.
func (r Race) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a race's name.
func (r *Race) UnmarshalText(b []byte) error { return board.ParseChoice(r, raceNames, b) }

// Choices lists the races' names.
func (Race) Choices() []string { return slices.Clone(raceNames) }

// Opening says how the first player of a game is chosen.
type Opening uint8

const (
	// OpeningThrow is the opening of the compendium: every
	// player throws the die once, in seat order; the highest throw starts;
	// players tied for the highest throw again among themselves until one
	// is highest. The opening throws are chance outcomes like any other, so
	// that a front-end with real dice plays the values it read.
	OpeningThrow Opening = iota
	// OpeningSeatZero skips the opening throws: seat 0 starts. Digital
	// versions often do this; it also makes scripted games shorter.
	OpeningSeatZero
)

var openingNames = []string{"throw", "seat-zero"}

// String returns "throw" or "seat-zero".
func (o Opening) String() string { return board.ChoiceName(o, openingNames) }

// MarshalText returns the opening's name.
func (o Opening) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an opening's name.
func (o *Opening) UnmarshalText(b []byte) error { return board.ParseChoice(o, openingNames, b) }

// Choices lists the openings' names.
func (Opening) Choices() []string { return slices.Clone(openingNames) }

// Reading selects one of the two readings of the Propast rules.
type Reading uint8

const (
	// ReadingBook is the compendium's own rule (after Zapletal): every turn
	// starts with a throw; a 1 ends the turn, a 2 to 6 earns a second
	// throw, and the stone moves by the second throw.
	ReadingBook Reading = iota
	// ReadingWeb is the variant the compendium quotes from www.e-hracky.cz: a
	// stone at the start needs a 1 to come into play and then moves by a
	// second throw; a stone in play moves by the single throw of each turn.
	ReadingWeb
)

var readingNames = []string{"book", "web"}

// String returns "book" or "web".
func (r Reading) String() string { return board.ChoiceName(r, readingNames) }

// MarshalText returns the reading's name.
func (r Reading) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a reading's name.
func (r *Reading) UnmarshalText(b []byte) error { return board.ParseChoice(r, readingNames, b) }

// Choices lists the readings' names.
func (Reading) Choices() []string { return slices.Clone(readingNames) }

// Finish says what happens to a Snakes and Ladders piece whose throw would
// carry it beyond square 100.
type Finish uint8

const (
	// FinishExact: the piece does not move; 100 must be reached exactly
	// (the Milton Bradley rule, and the default).
	FinishExact Finish = iota
	// FinishBounce: the piece counts up to 100 and back down the rest, so
	// 97 with a 4 ends on 99.
	FinishBounce
	// FinishReach: any throw that reaches or passes 100 ends on 100.
	FinishReach
)

var finishNames = []string{"exact", "bounce", "reach"}

// String returns "exact", "bounce" or "reach".
func (f Finish) String() string { return board.ChoiceName(f, finishNames) }

// MarshalText returns the finish rule's name.
func (f Finish) MarshalText() ([]byte, error) { return []byte(f.String()), nil }

// UnmarshalText reads a finish rule's name.
func (f *Finish) UnmarshalText(b []byte) error { return board.ParseChoice(f, finishNames, b) }

// Choices lists the finish rules' names.
func (Finish) Choices() []string { return slices.Clone(finishNames) }

// Seating says which colours two players use on the cross board.
type Seating uint8

const (
	// SeatingOpposite: two players use colours 0 and 2, facing each other
	// (the default).
	SeatingOpposite Seating = iota
	// SeatingAdjacent: two players use colours 0 and 1.
	SeatingAdjacent
)

var seatingNames = []string{"opposite", "adjacent"}

// String returns "opposite" or "adjacent".
func (s Seating) String() string { return board.ChoiceName(s, seatingNames) }

// MarshalText returns the seating's name.
func (s Seating) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a seating's name.
func (s *Seating) UnmarshalText(b []byte) error { return board.ParseChoice(s, seatingNames, b) }

// Choices lists the seatings' names.
func (Seating) Choices() []string { return slices.Clone(seatingNames) }

// Entry is the set of throws that bring a piece from the base onto the
// start square.
type Entry uint8

const (
	// Entry6: a 6 enters (the default).
	Entry6 Entry = iota
	// Entry1or6: a 1 or a 6 enters (the entry of Orbit).
	Entry1or6
	// Entry1: a 1 enters (the entry of the penalty game).
	Entry1
)

var entryNames = []string{"6", "1-or-6", "1"}

// String returns "6", "1-or-6" or "1".
func (e Entry) String() string { return board.ChoiceName(e, entryNames) }

// MarshalText returns the entry rule's name.
func (e Entry) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads an entry rule's name.
func (e *Entry) UnmarshalText(b []byte) error { return board.ParseChoice(e, entryNames, b) }

// Choices lists the entry rules' names.
func (Entry) Choices() []string { return slices.Clone(entryNames) }

// faces returns the set of entry throws as a bit set: bit r for a throw of
// r, or 0 for an unknown value.
func (e Entry) faces() uint8 {
	switch e {
	case Entry6:
		return 1 << 6
	case Entry1or6:
		return 1<<1 | 1<<6
	case Entry1:
		return 1 << 1
	}
	return 0
}

// A Transition sends a Snakes and Ladders piece that comes to rest on
// square From on to square To: an ascent when To > From, a descent when
// To < From.
type Transition struct {
	From, To int
}

// MiltonBradley returns the layout of Milton Bradley's Chutes and Ladders,
// the default: nine ascents (its ladders) and ten descents
// (its chutes). In the compendium's drawing the ascents are snakes' tails and
// the descents are ladders.
func MiltonBradley() []Transition {
	return []Transition{
		{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91}, {80, 100},
		{16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78},
	}
}

// LayoutText writes a layout as SnakesRules.Layout takes it: "1>38,4>14",
// or "none" for no transitions.
func LayoutText(layout []Transition) string {
	if len(layout) == 0 {
		return "none"
	}
	parts := make([]string, len(layout))
	for i, t := range layout {
		parts[i] = strconv.Itoa(t.From) + ">" + strconv.Itoa(t.To)
	}
	return strings.Join(parts, ",")
}

// maxListLen bounds the text of Abysses and Layout, so that reading them
// costs little whatever they hold; the longest sensible layout is far
// shorter.
const maxListLen = 1024

// parseLayout reads SnakesRules.Layout.
func parseLayout(text string) ([]Transition, error) {
	switch {
	case text == "":
		return MiltonBradley(), nil
	case text == "none":
		return nil, nil
	case len(text) > maxListLen:
		return nil, fmt.Errorf("ludo: a layout of %d bytes; at most %d", len(text), maxListLen)
	}
	var out []Transition
	for _, part := range strings.Split(text, ",") {
		a, b, ok := strings.Cut(part, ">")
		from, ok1 := smallNumber(a)
		to, ok2 := smallNumber(b)
		if !ok || !ok1 || !ok2 {
			return nil, fmt.Errorf("ludo: layout %q: %q is not from>to", text, part)
		}
		out = append(out, Transition{from, to})
	}
	return out, nil
}

// parseParking reads CrossRules.Parking as a set of track squares.
func parseParking(text string) (uint64, error) {
	if text == "" || text == "none" {
		return 0, nil
	}
	if len(text) > maxListLen {
		return 0, fmt.Errorf("ludo: parking squares of %d bytes; at most %d", len(text), maxListLen)
	}
	var set uint64
	for _, part := range strings.Split(text, ",") {
		sq, ok := smallNumber(part)
		switch {
		case !ok || sq >= crossSquares || len(part) > 1 && part[0] == '0':
			return 0, fmt.Errorf("ludo: parking squares %q: %q is not a track square 0 to 39", text, part)
		case set&(1<<sq) != 0:
			return 0, fmt.Errorf("ludo: parking square %d given twice", sq)
		}
		set |= 1 << sq
	}
	return set, nil
}

// defaultAbysses are Propast's abysses, as the compendium places them.
const defaultAbysses = "7,14,21,28"

// parseAbysses reads PropastRules.Abysses.
func parseAbysses(text string) ([]int, error) {
	switch {
	case text == "":
		text = defaultAbysses
	case text == "none":
		return nil, nil
	case len(text) > maxListLen:
		return nil, fmt.Errorf("ludo: abysses of %d bytes; at most %d", len(text), maxListLen)
	}
	var out []int
	for _, part := range strings.Split(text, ",") {
		f, ok := smallNumber(part)
		if !ok {
			return nil, fmt.Errorf("ludo: abysses %q: %q is not a field", text, part)
		}
		out = append(out, f)
	}
	return out, nil
}

// check rejects the options of the races the game is not.
func (r Rules) check() error {
	switch {
	case r.Race > RaceSnakes:
		return fmt.Errorf("ludo: unknown race %d", r.Race)
	case r.Opening > OpeningSeatZero:
		return fmt.Errorf("ludo: unknown opening %d", r.Opening)
	case r.Race != RaceCross && r.Cross != CrossRules{} && r.Cross != (CrossRules{Parking: "none"}):
		return fmt.Errorf("ludo: the Cross options are for the cross board, not for race %s", r.Race)
	case r.Race != RacePropast && r.Propast != PropastRules{}:
		return fmt.Errorf("ludo: the Propast options are for Propast, not for race %s", r.Race)
	case r.Race != RaceSnakes && r.Snakes != SnakesRules{}:
		return fmt.Errorf("ludo: the Snakes options are for Snakes and Ladders, not for race %s", r.Race)
	}
	return nil
}

// options lists the options in force that apply to the race: the common
// ones and the race's group.
func (r Rules) options() []board.Option {
	group := map[Race]string{RaceCross: "Cross.", RacePropast: "Propast.", RaceSnakes: "Snakes."}[r.Race]
	var out []board.Option
	for _, o := range board.OptionsOf(r) {
		if !strings.Contains(o.Name, ".") || strings.HasPrefix(o.Name, group) {
			out = append(out, o)
		}
	}
	return out
}

func joinInts(xs []int, sep string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, sep)
}
