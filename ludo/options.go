package ludo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Opening says how the first player of a game is chosen.
type Opening uint8

const (
	// OpeningThrow is the opening of ludo.md §0.4 and of both seeds: every
	// player throws the die once, in seat order; the highest throw starts;
	// players tied for the highest throw again among themselves until one
	// is highest. The opening throws are chance outcomes like any other, so
	// that a front-end with real dice plays the values it read. In Propast
	// and Snakes and Ladders they only decide the order.
	OpeningThrow Opening = iota
	// OpeningSeatZero skips the opening throws: seat 0 starts. Digital
	// versions often do this; it also makes scripted games shorter.
	OpeningSeatZero
)

// String returns "throw" or "seat-zero".
func (o Opening) String() string {
	switch o {
	case OpeningThrow:
		return "throw"
	case OpeningSeatZero:
		return "seat-zero"
	}
	return "Opening(" + strconv.Itoa(int(o)) + ")"
}

// Reading selects one of the two readings of the Propast rules (ludo.md
// §13.3).
type Reading uint8

const (
	// ReadingBook is the seed's own rule (after Zapletal): every turn
	// starts with a throw; a 1 ends the turn, a 2 to 6 earns a second
	// throw, and the stone moves by the second throw.
	ReadingBook Reading = iota
	// ReadingWeb is the variant the seed quotes from www.e-hracky.cz: a
	// stone at the start needs a 1 to come into play and then moves by a
	// second throw; a stone in play moves by the single throw of each turn.
	ReadingWeb
)

// String returns "book" or "web".
func (r Reading) String() string {
	switch r {
	case ReadingBook:
		return "book"
	case ReadingWeb:
		return "web"
	}
	return "Reading(" + strconv.Itoa(int(r)) + ")"
}

// Finish says what happens to a Snakes and Ladders piece whose throw would
// carry it beyond square 100 (ludo.md §12.3).
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

// String returns "exact", "bounce" or "reach".
func (f Finish) String() string {
	switch f {
	case FinishExact:
		return "exact"
	case FinishBounce:
		return "bounce"
	case FinishReach:
		return "reach"
	}
	return "Finish(" + strconv.Itoa(int(f)) + ")"
}

// PropastOptions are the rule options of Propast (ludo.md §13). The zero
// value is the Book reading without abysses; DefaultPropastOptions gives the
// specified defaults.
type PropastOptions struct {
	// Reading selects the seed's own rules (ReadingBook, default) or the
	// web site's (ReadingWeb).
	Reading Reading
	// Abysses are the abyss fields, each in 1..30: a stone that stops on
	// one returns to the start. Default {7, 14, 21, 28}. Field 31 is
	// excluded because the seed has stones standing on it; sets that make
	// the goal unreachable (six abysses in a row) are rejected.
	Abysses []int
	// Opening chooses the first player (default OpeningThrow, as the seed
	// says).
	Opening Opening
}

// DefaultPropastOptions returns the options of ludo.md §13 with every
// default: the Book reading, abysses on 7, 14, 21 and 28, the opening
// throw.
func DefaultPropastOptions() PropastOptions {
	return PropastOptions{Reading: ReadingBook, Abysses: []int{7, 14, 21, 28}, Opening: OpeningThrow}
}

// A Transition sends a Snakes and Ladders piece that comes to rest on
// square From on to square To: an ascent when To > From, a descent when
// To < From.
type Transition struct {
	From, To int
}

// MiltonBradley returns the layout of Milton Bradley's Chutes and Ladders,
// the default of ludo.md §12.1: nine ascents (its ladders) and ten descents
// (its chutes). In the seed's drawing the ascents are snakes' tails and
// the descents are ladders.
func MiltonBradley() []Transition {
	return []Transition{
		{1, 38}, {4, 14}, {9, 31}, {21, 42}, {28, 84}, {36, 44}, {51, 67}, {71, 91}, {80, 100},
		{16, 6}, {47, 26}, {49, 11}, {56, 53}, {62, 19}, {64, 60}, {87, 24}, {93, 73}, {95, 75}, {98, 78},
	}
}

// SnakesOptions are the rule options of Draci a balóny, Snakes and Ladders
// (ludo.md §12). The zero value has no transitions; DefaultSnakesOptions
// gives the specified defaults.
type SnakesOptions struct {
	// Layout is the set of ascents and descents. Default MiltonBradley().
	// Each From is in 1..99, each To in 1..100, From != To; no square is
	// the From of two transitions; no To is a From (no chains). Layouts
	// that make square 100 unreachable are rejected.
	Layout []Transition
	// StartPosition is where the pieces begin: 0, off the board before
	// square 1 (default), or 1, on square 1 as the seed literally says (an
	// ascent on square 1 then never triggers at the start).
	StartPosition int
	// Finish says what a throw beyond square 100 does (default
	// FinishExact).
	Finish Finish
	// OptionalAscent lets the player choose to climb an ascent or stay at
	// its foot, as the seed's "may climb" reads literally (default false:
	// climbing is automatic).
	OptionalAscent bool
	// PlayForPlacings makes the others play on after the first piece
	// reaches 100, until one is left (default false: the game ends).
	PlayForPlacings bool
	// Opening chooses the first player (default OpeningThrow).
	Opening Opening
}

// DefaultSnakesOptions returns the options of ludo.md §12 with every
// default: the Milton Bradley layout, start off the board, exact finish,
// automatic ascents, the game ends with the first piece on 100, the opening
// throw.
func DefaultSnakesOptions() SnakesOptions {
	return SnakesOptions{Layout: MiltonBradley()}
}

// info lists the Propast options as board.Options.
func (o PropastOptions) info() []board.Option {
	ab := slices.Clone(o.Abysses)
	slices.Sort(ab)
	return []board.Option{
		{Name: "Reading", Value: o.Reading.String(), Doc: "book: a first throw of 2-6 earns the moving throw; web: a 1 brings the stone into play"},
		{Name: "Abysses", Value: joinInts(ab, ","), Doc: "fields that send a stone back to the start"},
		{Name: "Opening", Value: o.Opening.String(), Doc: "throw: the highest opening throw starts; seat-zero: seat 0 starts"},
	}
}

// info lists the Snakes and Ladders options as board.Options.
func (o SnakesOptions) info() []board.Option {
	parts := make([]string, len(o.Layout))
	for i, t := range o.Layout {
		parts[i] = strconv.Itoa(t.From) + ">" + strconv.Itoa(t.To)
	}
	return []board.Option{
		{Name: "Layout", Value: strings.Join(parts, ","), Doc: "ascents and descents, from>to"},
		{Name: "StartPosition", Value: strconv.Itoa(o.StartPosition), Doc: "0: start off the board; 1: start on square 1"},
		{Name: "Finish", Value: o.Finish.String(), Doc: "a throw beyond 100: exact (no move), bounce (back from 100) or reach (ends on 100)"},
		{Name: "OptionalAscent", Value: strconv.FormatBool(o.OptionalAscent), Doc: "the player may stay at the foot of an ascent"},
		{Name: "PlayForPlacings", Value: strconv.FormatBool(o.PlayForPlacings), Doc: "play on after the first piece reaches 100 until one is left"},
		{Name: "Opening", Value: o.Opening.String(), Doc: "throw: the highest opening throw starts; seat-zero: seat 0 starts"},
	}
}

func joinInts(xs []int, sep string) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, sep)
}

// checkOpening rejects an Opening value that is not one of the constants.
func checkOpening(o Opening) error {
	if o > OpeningSeatZero {
		return fmt.Errorf("ludo: unknown opening %d", o)
	}
	return nil
}
