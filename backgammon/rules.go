package backgammon

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Geometry says how the two sides' paths lie on the 24 points.
type Geometry uint8

const (
	// Contrary: the sides travel in opposite directions; each one's home
	// table is where the other enters (backgammon, Puff, Taiga-Puff).
	Contrary Geometry = iota
	// Parallel: both travel the same way round, starting 12 points apart
	// (Gul Bara).
	Parallel
	// Shared: both use the very same path (Long Puff, Zick-Zack).
	Shared
	// Circular: an endless circuit both sides travel the same way, in
	// decreasing absolute numbers, from absolute 1 on to 24 (Chyť mě). The
	// own numbers are the absolute ones; there is no entering and no
	// bearing off. One checker per point: a step that ends on an own
	// checker goes on to the next point ahead that is empty or holds an
	// opponent checker, and landing on an opponent checker captures it,
	// out of the game (its owner's Off counts the checkers captured).
	Circular
)

// oppPoint maps a point in the mover's own numbering (1..24) to the same
// absolute point in the opponent's own numbering. The map is its own
// inverse in every geometry, so it serves both sides.
func (g Geometry) oppPoint(p int) int {
	switch g {
	case Parallel:
		if p > 12 {
			return p - 12
		}
		return p + 12
	case Shared, Circular:
		return p
	}
	return 25 - p
}

var geometryNames = []string{"contrary", "parallel", "shared", "circular"}

// String returns "contrary", "parallel", "shared" or "circular".
func (g Geometry) String() string { return board.ChoiceName(g, geometryNames) }

// MarshalText writes the name, as String.
func (g Geometry) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads a name String writes.
func (g *Geometry) UnmarshalText(t []byte) error { return board.ParseChoice(g, geometryNames, t) }

// Choices lists the names.
func (Geometry) Choices() []string { return geometryNames }

// Entry says which checkers a step may move while some have not entered.
type Entry uint8

const (
	// EnterAllFirst: while a side has checkers on the bar every step
	// enters one of them, then while it has checkers in reserve every step
	// enters one of those; board checkers move only after that
	// (backgammon's bar rule, Puff's entering phase).
	EnterAllFirst Entry = iota
	// EnterTwoThenFree: bar checkers first; otherwise a step may enter a
	// reserve checker or, once at least two checkers have entered, move a
	// board checker (Taiga-Puff).
	EnterTwoThenFree
	// EnterPriority: a reserve checker must enter with a number whenever
	// it can; otherwise the number moves a board checker (Toccadille).
	EnterPriority
)

var entryNames = []string{"all-first", "two-then-free", "priority"}

// String returns "all-first", "two-then-free" or "priority".
func (e Entry) String() string { return board.ChoiceName(e, entryNames) }

// MarshalText writes the name, as String.
func (e Entry) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads a name String writes.
func (e *Entry) UnmarshalText(t []byte) error { return board.ParseChoice(e, entryNames, t) }

// Choices lists the names.
func (Entry) Choices() []string { return entryNames }

// BearOff is the rule for bearing off.
type BearOff uint8

const (
	// BearOffStandard (B-STD): a number bears off from its own point, or
	// from the highest occupied point when no checker stands higher.
	BearOffStandard BearOff = iota
	// BearOffExact (B-EXACT): a number bears off only from its own point.
	BearOffExact
)

var bearOffNames = []string{"standard", "exact"}

// String returns "standard" or "exact".
func (b BearOff) String() string { return board.ChoiceName(b, bearOffNames) }

// MarshalText writes the name, as String.
func (b BearOff) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a name String writes.
func (b *BearOff) UnmarshalText(t []byte) error { return board.ParseChoice(b, bearOffNames, t) }

// Choices lists the names.
func (BearOff) Choices() []string { return bearOffNames }

// Opening is the procedure that decides who begins.
type Opening uint8

const (
	// OpenOneDiePlay (O-ONE-PLAY): each side throws one die, ties are
	// thrown again, the higher die begins and plays both dice.
	OpenOneDiePlay Opening = iota
	// OpenOneDieReroll (O-ONE-REROLL(high)): as OpenOneDiePlay, but the
	// higher die begins by throwing both dice afresh.
	OpenOneDieReroll
	// OpenWhite (O-FIXED(White)): White begins.
	OpenWhite
	// OpenBlack (O-FIXED(Black)): Black begins.
	OpenBlack
	// OpenTwoDiceReroll (O-TWO-REROLL): each side throws both dice, equal
	// sums are thrown again, the higher sum begins by throwing afresh (the
	// Puff family).
	OpenTwoDiceReroll
	// OpenTwoDicePlay (O-TWO-PLAY): as OpenTwoDiceReroll, but the higher
	// sum begins by playing his own throw (Trik-Trak).
	OpenTwoDicePlay
	// OpenOneDieRerollLow (O-ONE-REROLL(low)): as OpenOneDieReroll, but the
	// lower die begins (Chyť mě).
	OpenOneDieRerollLow
)

var openingNames = []string{"one-die-play", "one-die-reroll", "white", "black", "two-dice-reroll", "two-dice-play", "one-die-reroll-low"}

// String returns "one-die-play", "one-die-reroll", "white", "black",
// "two-dice-reroll", "two-dice-play" or "one-die-reroll-low".
func (o Opening) String() string { return board.ChoiceName(o, openingNames) }

// MarshalText writes the name, as String.
func (o Opening) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads a name String writes.
func (o *Opening) UnmarshalText(t []byte) error { return board.ParseChoice(o, openingNames, t) }

// Choices lists the names.
func (Opening) Choices() []string { return openingNames }

// Rules are the rule options of one tables game. Each named game is a
// Rules value; the zero value is not a game (NewGame rejects it), start
// from Backgammon(), GulBara() or TaigaPuff() and change fields. Every
// field but Start is an option by name (board.Configure, WithOptions).
type Rules struct {
	// Geometry of the two paths.
	Geometry Geometry `rule:"how the two sides' paths lie on the board (circular: an endless circuit, one checker a point, captures out of the game)"`
	// Checkers per side.
	Checkers int `rule:"checkers per side" range:"1..15"`
	// Start is each side's starting layout in its own numbering: Start[p]
	// checkers on own point p (1..24). Checkers not placed start in reserve.
	// In the circular geometry Start is White's layout and Black's is the
	// same turned half round: Start[p] on absolute p+12 (p−12 above 12).
	Start [25]int8 `rule:"-"`
	// StartOnBar: the checkers Start does not place begin on the bar
	// rather than in reserve (Jacquet, where the two are one: they enter
	// before anything moves and count as on the bar for a backgammon).
	StartOnBar bool `rule:"checkers not placed at the start begin on the bar, not in reserve"`
	// Entry rule for reserve and bar checkers.
	Entry Entry `rule:"which checkers a step may move while some have not entered"`
	// EmptyReentry: a hit checker re-enters on own 24 as usual, but on own
	// 23..19 only onto a point holding no checker of either side
	// (Revertier; RevertierEntryMayHit elsewhere is this option off).
	EmptyReentry bool `rule:"a hit checker re-enters beyond own 24 only onto an empty point"`
	// NoGroupsFrom and NoGroupsTo: own points NoGroupsTo..NoGroupsFrom
	// hold at most one own checker; a step may not land on one where an own
	// checker stands (Revertier 23..14). NoGroupsFrom 0 turns the rule off.
	NoGroupsFrom int `rule:"highest own point of the no-groups stretch (0: no such rule)" range:"0..24"`
	// NoGroupsTo is the lowest own point of the no-groups stretch.
	NoGroupsTo int `rule:"lowest own point of the no-groups stretch" range:"0..24"`
	// BlockAt is the number of opponent checkers that block a point: 2 in
	// backgammon (a lone checker is a blot), 1 where a single checker holds
	// a point (Gul Bara).
	BlockAt int `rule:"opponent checkers that block a point" range:"1..2"`
	// Hitting: landing on a lone opponent checker sends it to the bar.
	Hitting bool `rule:"a lone opponent checker is hit and re-enters"`
	// BearOff rule.
	BearOff BearOff `rule:"bearing off: standard (a higher number from the highest point) or exact numbers only"`
	// HigherDie (U-HIGH): when only one die of a non-double can be used,
	// the higher must be used if it can.
	HigherDie bool `rule:"when only one die can be used, the higher one must be"`
	// WinUsesEveryNumber: a play that bears off the last checker (on the
	// circle: after which a side has no checker left) counts as using
	// every number of the roll, so a one-die win stands beside two-dice
	// plays. Off (standard backgammon, as GNU Backgammon
	// plays it): a win counts the numbers it used, so when the last checker
	// can be borne off with both dice (e.g. 3/2*/off for 3-1) it must be,
	// and 3/off with the 3 alone is not legal.
	WinUsesEveryNumber bool `rule:"bearing off the last checker counts as using every number (off: the numbers used count, as in GNU Backgammon)"`
	// LowerFirst (U-LOW): the lower number of a non-double is always played
	// first; if it cannot be played the roll is lost.
	LowerFirst bool `rule:"the lower number is played first; if it cannot be, the roll is lost"`
	// TopSteps is the number of mandatory steps of a double's number.
	TopSteps int `rule:"mandatory steps of a double's number" range:"1..4"`
	// BottomSteps is the largest number of optional steps of the bottom
	// face (7 − d) after all top steps of a double were played.
	BottomSteps int `rule:"optional steps of the bottom face after a full double" range:"0..4"`
	// HomeSingleSteps: while every checker of the mover is in his home
	// table or off, no checker takes more than one step in a play, so a
	// checker that has moved in this play stays put (Zick-Zack).
	HomeSingleSteps bool `rule:"once all checkers are home, a checker takes at most one step per play"`
	// Hucks (Toccadille): each side's own 13 is his Huck. At the end of a
	// play it must not hold exactly one own checker, and no checker may
	// stop there on its way while it is empty (so it is taken by two
	// checkers at once and left by the last two at once); the opponent's
	// Huck (the point the opponent numbers 13) is blocked at all times.
	Hucks bool `rule:"each side's own 13 is a Huck: never a single checker there after a play, no stop on it while empty, the opponent's always blocked"`
	// GoalPoint (Trik-Trak): there is no bearing off; own 1 is the goal,
	// reached by an exact number and never left, and own 24 the start.
	// Checkers on either are out of play: never hit, never blocking, so
	// the two absolute end points may hold both colours. A hit checker
	// goes back to its owner's own 24.
	GoalPoint bool `rule:"Trik-Trak: no bearing off; own 1 is a goal reached exactly, own 24 the start, both out of play; a hit checker goes back to the start"`
	// StartRule (Trik-Trak): while own 24 holds checkers, every step takes
	// a checker off own 24 or carries on with a checker that left it
	// earlier in the same play.
	StartRule bool `rule:"while the start point holds checkers, every step leaves it or carries on a checker that left it in this play"`
	// OpponentHuckPassThrough (Trik-Trak, with Hucks):
	// a checker may stop on the empty opponent's Huck in the middle of a
	// combined move, never at its end.
	OpponentHuckPassThrough bool `rule:"with Hucks: the empty opponent's Huck may be an intermediate stop of a combined move"`
	// ByPower (Trik-Trak, with Hucks and GoalPoint): when both Hucks and the
	// start are empty, a roll a-b would carry two checkers from own 12+a
	// and 12+b exactly onto the opponent's Huck, and the own Huck cannot be
	// taken directly (no two checkers on own 13+a and 13+b), the two may
	// take the own Huck instead, each one pip short; the play uses both
	// numbers.
	ByPower bool `rule:"with Hucks: the own Huck may be taken by power, one pip short of the opponent's Huck"`
	// GreatBridge (Trik-Trak, played for points): a play that ends with at
	// least two own checkers on each of own 18..13 scores 2 points.
	GreatBridge bool `rule:"two points for ending a play with two or more checkers on each of own 18..13"`
	// GreatBridgeOnce: the Great Bridge scores only at the end of the play
	// that completes it.
	GreatBridgeOnce bool `rule:"the Great Bridge scores only when completed"`
	// PlusOneRule (Toccadille): when a roll has no play at all and one of
	// its numbers would carry a checker exactly onto the opponent's Huck,
	// the roll is played as both numbers plus one (up to 7).
	PlusOneRule bool `rule:"a roll with no play that would land on the opponent's Huck is played one pip longer per die"`
	// PointsTarget, when positive, makes the game a race to this many
	// points (Toccadille 12): a side bearing off all his checkers scores
	// MarchPoints and, if nobody has reached the target, both sides start
	// again from the start layout with the scores kept and a new opening;
	// the game ends the moment a score reaches the target and is worth 1
	// if the loser has 6 points or more, 2 for 3–5, 3 for 1–2, 4 for none.
	PointsTarget int `rule:"play for points to this target (0: a single race)" range:"0..99"`
	// MarchPoints are the points for bearing off all checkers when the
	// game is played for points.
	MarchPoints int `rule:"points for bearing off every checker, when played for points" range:"0..99"`
	// VirtualHits (Toccadille): checkers are never hit; instead, after
	// every roll and before the play, the roller scores a point for each
	// pair of a die (a double's counting twice) and a source (the reserve
	// while it holds checkers, or an own point other than his Huck holding
	// a checker) whose step would land on a board point other than the
	// opponent's Huck holding exactly one opponent checker.
	VirtualHits bool `rule:"lone opponent checkers a roll could hit score a point each for the roller instead"`
	// Stacked (Doublet): the checkers start two on each own point 1..6,
	// stacked; a number first unstacks its point (wasted if it is not
	// stacked), then, once none is stacked, restacks it (wasted if it is),
	// and once all are stacked again bearing off begins, also within a
	// roll; in the stacking phases a double counts once and earns another
	// roll.
	Stacked bool `rule:"Doublet: unstack and restack the home points before bearing off"`
	// NormalDoubleTurns, when positive, is the number of opening turns in
	// which doubles are played normally; later doubles climb the ladder
	// d×4, (d+1)×4, …, 6×4 (Gul Bara). Zero: no ladder.
	NormalDoubleTurns int `rule:"opening turns with normal doubles before the ladder (0: no ladder)" range:"0..32767"`
	// NormalDoubleTurnsGame counts NormalDoubleTurns over both players'
	// turns instead of each player's own.
	NormalDoubleTurnsGame bool `rule:"NormalDoubleTurns counts both players' turns, not each player's own"`
	// LadderRemainderToOpponent: the part of a ladder that cannot be played
	// is played at once by the opponent (U-SEQ), as a part of the current
	// turn that is not one of his own turns; then he rolls for his turn.
	LadderRemainderToOpponent bool `rule:"the opponent plays the unusable rest of a ladder at once"`
	// ExtraRoll: after every double the same player rolls again.
	ExtraRoll bool `rule:"a double earns another roll"`
	// ExtraRollRequiresFullDouble: the extra roll is granted only when all
	// top steps of the double were played.
	ExtraRollRequiresFullDouble bool `rule:"the extra roll needs every top step played"`
	// OnesAndSixes (Chyť mě): a non-double counts only its 1s and 6s
	// (6-3 is one 6, 5-3 nothing); doubles count TopSteps times, 6-6
	// SixSixSteps times.
	OnesAndSixes bool `rule:"a non-double counts only its 1s and 6s"`
	// SixSixSteps, when positive, is the number of steps of 6-6 in place
	// of TopSteps (Chyť mě: four 6s, other doubles two).
	SixSixSteps int `rule:"steps of 6-6 (0: TopSteps, as every double)" range:"0..4"`
	// Rattlers (Chyť mě, with Geometry circular): a side reduced to one
	// checker plays it by the corners, absolute 1, 6, 7, 12, 13, 18, 19 and
	// 24. The moment a side is left with one checker (also in the middle of
	// the opponent's play) it jumps to the nearest corner, capturing an
	// opponent checker there; a 1 moves it to the next corner ahead, a 6
	// two corners ahead, capturing on the corner where the number ends;
	// its roll counts the 1s and 6s of the two dice once each (1-1 and 6-6
	// are two numbers, other doubles none).
	Rattlers bool `rule:"a side left with one checker plays it by the corners"`
	// RattlerSnapForward: the last checker jumps to the nearest corner
	// ahead instead of the nearest in either direction.
	RattlerSnapForward bool `rule:"the last checker jumps to the nearest corner ahead, not the nearest either way"`
	// RattlerSandwichImmunity (bkgm.com's variant): a rattler with opponent
	// checkers on both its neighbouring points cannot be captured; a step
	// may not end there.
	RattlerSandwichImmunity bool `rule:"a rattler between two opponent checkers cannot be captured"`
	// Opening procedure.
	Opening Opening `rule:"who begins: one die each (the higher plays both or throws afresh, or the lower throws afresh), two dice each, or a fixed side"`
	// MaxMultiplier is the highest win multiplier: 3 counts backgammons,
	// 2 gammons only, 1 single games only.
	MaxMultiplier int `rule:"highest win multiplier: 1 single games, 2 gammons, 3 backgammons" range:"1..3"`
	// Cube: the doubling cube is in use.
	Cube bool `rule:"the doubling cube is in use"`
	// CubeLimit is the highest cube value that may be reached, a power of
	// two. Backgammon() sets 4096, GNU Backgammon's highest cube (it cannot
	// load a Match ID with a higher one); up to 32768 fits the Match ID.
	CubeLimit int `rule:"highest cube value, a power of two" range:"2..32768"`
	// MatchLength: 0 is money play (one game per state), N a match to N.
	MatchLength int `rule:"0: money play; N: a match to N points" range:"0..32767"`
	// Crawford rule in match play.
	Crawford bool `rule:"match play: no doubling in the game after a player first reaches N−1"`
	// DeadCubeDoubles lets a player double when the cube is dead for him
	// (in a match, winning this game at the cube's value already wins him
	// the match). Off, as GNU Backgammon plays: no such double.
	DeadCubeDoubles bool `rule:"match play: a player may double a cube that is dead for him"`
	// Jacoby rule in money play.
	Jacoby bool `rule:"money play: gammons count single while the cube is centred"`
	// Beavers in money play: the taker may redouble at once, keeping the cube.
	Beavers bool `rule:"money play: the taker may redouble at once, keeping the cube"`
	// Raccoons in money play (with Beavers): the doubler may redouble a beaver.
	Raccoons bool `rule:"money play: the doubler may redouble a beaver"`
	// AutoDoubles: ties on the opening roll double the centred cube, at most
	// this many times (money play).
	AutoDoubles int `rule:"money play: opening ties double the cube, at most this often" range:"0..15"`
}

// Backgammon returns the rules of standard tournament backgammon:
// money play with the cube up to 4096, no Jacoby, beavers or automatic
// doubles.
func Backgammon() Rules {
	r := Rules{
		Geometry: Contrary, Checkers: 15, Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffStandard, HigherDie: true, TopSteps: 4, Opening: OpenOneDiePlay,
		MaxMultiplier: 3, Cube: true, CubeLimit: 4096, Crawford: true,
	}
	r.Start[24], r.Start[13], r.Start[8], r.Start[6] = 2, 5, 3, 5
	return r
}

// GulBara returns the rules of Gul Bara: parallel paths from one
// stack, a single checker holds a point, no hitting, the doubles ladder
// after each player's first three turns, 1 point or 2 for a gammon.
func GulBara() Rules {
	r := Rules{
		Geometry: Parallel, Checkers: 15, Entry: EnterAllFirst, BlockAt: 1,
		BearOff: BearOffStandard, HigherDie: true, WinUsesEveryNumber: true, TopSteps: 4, NormalDoubleTurns: 3,
		Opening: OpenOneDieReroll, MaxMultiplier: 2, CubeLimit: 4096,
	}
	r.Start[24] = 15
	return r
}

// TaigaPuff returns the rules of Taiga-Puff: an empty board, Black
// begins, two checkers enter before any moves, lower number first, doubles
// four times with up to two optional bottom steps and an extra roll,
// hitting with re-entry first, exact bearing off, single wins.
func TaigaPuff() Rules {
	return Rules{
		Geometry: Contrary, Checkers: 15, Entry: EnterTwoThenFree, BlockAt: 2, Hitting: true,
		BearOff: BearOffExact, WinUsesEveryNumber: true, LowerFirst: true, TopSteps: 4, BottomSteps: 2, ExtraRoll: true,
		Opening: OpenBlack, MaxMultiplier: 1, CubeLimit: 4096,
	}
}

// Jacquet returns the rules of the compendium's Jacquet: backgammon with
// every checker starting on the bar, so that all fifteen enter into the
// opponent's home table before anything moves; cube, gammons and
// backgammons as in backgammon.
func Jacquet() Rules {
	r := Backgammon()
	r.Start = [25]int8{}
	r.StartOnBar = true
	return r
}

// Puff returns the rules of contrary Puff: an empty board, the higher sum
// of two dice begins by throwing afresh, every checker enters before any
// moves (hit ones first), the lower number is played first, a double is
// played twice plus up to two optional steps of the bottom face and earns
// another roll, blots are hit, bearing off by exact numbers, single wins.
func Puff() Rules {
	return Rules{
		Geometry: Contrary, Checkers: 15, Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffExact, WinUsesEveryNumber: true, LowerFirst: true, TopSteps: 2, BottomSteps: 2, ExtraRoll: true,
		Opening: OpenTwoDiceReroll, MaxMultiplier: 1, CubeLimit: 4096,
	}
}

// LongPuff returns the rules of Long Puff (Dlouhý Puff): Puff with both
// sides entering on the same six points and travelling the same path.
func LongPuff() Rules {
	r := Puff()
	r.Geometry = Shared
	return r
}

// Revertier returns the rules of Revertier: Puff from a stack of fifteen
// on own 24, no two own checkers on own 23..14, and a hit checker
// re-enters on own 24 or onto an empty point only.
func Revertier() Rules {
	r := Puff()
	r.Start[24] = 15
	r.NoGroupsFrom, r.NoGroupsTo = 23, 14
	r.EmptyReentry = true
	return r
}

// ZickZack returns the rules of Zick-Zack: shared paths from an empty
// board, every checker enters first, the numbers in either order (no
// higher-die rule), a double is two steps and no extra roll, blots are
// hit, exact bearing off with one step per checker once all are home.
func ZickZack() Rules {
	return Rules{
		Geometry: Shared, Checkers: 15, Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffExact, TopSteps: 2, HomeSingleSteps: true,
		Opening: OpenTwoDiceReroll, MaxMultiplier: 1, CubeLimit: 4096,
	}
}

// Toccadille returns the rules of Toccadille: Puff's entry from an empty
// board with entering by priority, checkers never hit but lone ones
// scored as virtual hits, one checker holds a point, no groups on own
// 24..14, the Hucks, the +1 rule, doubles twice with another roll, exact
// bearing off worth 2 points and a new round, a race to 12 points.
func Toccadille() Rules {
	return Rules{
		Geometry: Contrary, Checkers: 15, Entry: EnterPriority, BlockAt: 1,
		BearOff: BearOffExact, WinUsesEveryNumber: true, LowerFirst: true, TopSteps: 2, ExtraRoll: true,
		NoGroupsFrom: 24, NoGroupsTo: 14, Hucks: true, PlusOneRule: true, PointsTarget: 12, MarchPoints: 2, VirtualHits: true,
		Opening: OpenTwoDiceReroll, MaxMultiplier: 1, CubeLimit: 4096,
	}
}

// TrikTrak returns the rules of the compendium's Trik-Trak (German
// Tricktrack): fifteen checkers stacked on own 24 race to own 1 by exact
// numbers; the start must be emptied first; blots are hit back to the
// start; each hit and each checker reaching own 1 scores a point, the
// Great Bridge two; the Hucks on own 13 (taken by two at once, or by
// power), the opponent's passed only while empty; the numbers in either
// order, a double twice and another roll; the higher sum of two dice
// begins with that throw; a race to 12 points.
func TrikTrak() Rules {
	r := Rules{
		Geometry: Contrary, Checkers: 15, Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffExact, TopSteps: 2, ExtraRoll: true, Hucks: true, GoalPoint: true, StartRule: true,
		OpponentHuckPassThrough: true, ByPower: true, GreatBridge: true, PointsTarget: 12,
		Opening: OpenTwoDicePlay, MaxMultiplier: 1, CubeLimit: 4096,
	}
	r.Start[24] = 15
	return r
}

// doubletStart is Doublet's layout: two checkers on each own point 1..6.
func doubletStart() (s [25]int8) {
	for p := 1; p <= 6; p++ {
		s[p] = 2
	}
	return s
}

// Doublet returns the rules of Doublet: twelve checkers, two stacked on
// each own point 1..6; the numbers unstack the points, then restack
// them, doubles counting once and earning another roll; then ordinary
// bearing off with backgammon's doubles. The higher single die begins by
// throwing afresh.
func Doublet() Rules {
	return Rules{
		Geometry: Contrary, Checkers: 12, Start: doubletStart(), Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffStandard, HigherDie: true, TopSteps: 4, Stacked: true,
		Opening: OpenOneDieReroll, MaxMultiplier: 1, CubeLimit: 4096,
	}
}

// CatchMe returns the rules of Chyť mě (Hon na lišku): six checkers a
// side circle the board for ever, one checker per point; only 1s and 6s
// count, 6-6 four times and other doubles twice, and every double throws
// again; a checker landed on is captured, out of the game; a side left
// with one checker plays it by the corners; whoever loses his last
// checker loses. The lower die begins by throwing afresh.
func CatchMe() Rules {
	return Rules{
		Geometry: Circular, Checkers: 6, Entry: EnterAllFirst, BlockAt: 2, Hitting: true,
		BearOff: BearOffExact, WinUsesEveryNumber: true, TopSteps: 2, SixSixSteps: 4, OnesAndSixes: true,
		Rattlers: true, ExtraRoll: true, Opening: OpenOneDieRerollLow, MaxMultiplier: 1, CubeLimit: 4096,
		Start: [25]int8{1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1},
	}
}

// validate reports rules the engine cannot play.
func (r *Rules) validate() error {
	placed := 0
	for p := 1; p <= 24; p++ {
		if r.Start[p] < 0 {
			return fmt.Errorf("backgammon: negative start count on point %d", p)
		}
		placed += int(r.Start[p])
	}
	switch {
	case r.Checkers < 1 || r.Checkers > 15:
		return fmt.Errorf("backgammon: %d checkers per side; 1 to 15 are supported", r.Checkers)
	case placed > r.Checkers:
		return fmt.Errorf("backgammon: start places %d checkers of %d", placed, r.Checkers)
	case r.Geometry > Circular || r.Entry > EnterPriority || r.BearOff > BearOffExact || r.Opening > OpenOneDieRerollLow:
		return fmt.Errorf("backgammon: unknown enumerated option")
	case r.BlockAt < 1 || r.BlockAt > 2:
		return fmt.Errorf("backgammon: BlockAt %d; 1 or 2 are supported", r.BlockAt)
	case r.TopSteps < 1 || r.TopSteps > 4 || r.BottomSteps < 0 || r.BottomSteps > 4 || r.SixSixSteps < 0 || r.SixSixSteps > 4:
		return fmt.Errorf("backgammon: TopSteps 1..4, BottomSteps 0..4 and SixSixSteps 0..4 are supported")
	case r.MaxMultiplier < 1 || r.MaxMultiplier > 3:
		return fmt.Errorf("backgammon: MaxMultiplier %d; 1 to 3 are supported", r.MaxMultiplier)
	case r.NormalDoubleTurns < 0 || r.MatchLength < 0 || r.MatchLength > 0x7fff || r.AutoDoubles < 0:
		return fmt.Errorf("backgammon: negative or too large count option")
	case r.Cube && (r.CubeLimit < 2 || r.CubeLimit > 1<<15 || r.CubeLimit&(r.CubeLimit-1) != 0):
		return fmt.Errorf("backgammon: CubeLimit %d; a power of two from 2 to 32768 is needed (a cube only doubles)", r.CubeLimit)
	case r.Raccoons && !r.Beavers:
		return fmt.Errorf("backgammon: Raccoons need Beavers")
	case r.NoGroupsFrom < 0 || r.NoGroupsFrom > 24 || r.NoGroupsTo < 0 || r.NoGroupsTo > 24 ||
		r.NoGroupsFrom > 0 && r.NoGroupsTo > r.NoGroupsFrom:
		return fmt.Errorf("backgammon: NoGroupsFrom %d and NoGroupsTo %d: a stretch of own points 1..24, highest first", r.NoGroupsFrom, r.NoGroupsTo)
	case r.PointsTarget < 0 || r.MarchPoints < 0 || r.PointsTarget > 99 || r.MarchPoints > 99:
		return fmt.Errorf("backgammon: PointsTarget and MarchPoints run from 0 to 99")
	case r.PointsTarget > 0 && (r.Cube || r.MatchLength > 0):
		return fmt.Errorf("backgammon: a game played for points has no cube and no match")
	case r.VirtualHits && (r.PointsTarget == 0 || r.Hitting):
		return fmt.Errorf("backgammon: VirtualHits score points instead of hitting: they need PointsTarget and Hitting off")
	case r.Stacked && (r.Start != doubletStart() || r.Checkers != 12 || r.NormalDoubleTurns > 0 || r.BottomSteps > 0 || r.PointsTarget > 0):
		return fmt.Errorf("backgammon: Stacked needs Doublet's start, two checkers on each own point 1..6, and no ladder, bottom steps or points")
	case (r.HomeSingleSteps || r.Hucks) && (r.NormalDoubleTurns > 0 || r.BottomSteps > 0):
		// both continue a play as a later decision, which forgets who moved
		return fmt.Errorf("backgammon: HomeSingleSteps does not combine with a doubles ladder or bottom steps")
	}
	if (r.OpponentHuckPassThrough || r.ByPower) && !r.Hucks || r.ByPower && !r.GoalPoint ||
		r.GreatBridge && r.PointsTarget == 0 || r.GreatBridgeOnce && !r.GreatBridge {
		return fmt.Errorf("backgammon: OpponentHuckPassThrough and ByPower need Hucks, ByPower GoalPoint, GreatBridge PointsTarget, GreatBridgeOnce GreatBridge")
	}
	if r.GoalPoint && (r.PointsTarget == 0 || r.VirtualHits || r.Stacked || r.NormalDoubleTurns > 0 || r.BottomSteps > 0 || r.TopSteps > 2 || r.unplaced() > 0) {
		// a checker on the goal never leaves, so only points end the game;
		// the hit and goal points, and the start rule, count at most two steps
		return fmt.Errorf("backgammon: GoalPoint needs PointsTarget, every checker placed, at most two steps of a double, and no virtual hits, stacking, ladder or bottom steps")
	}
	if r.StartRule && !r.GoalPoint {
		return fmt.Errorf("backgammon: StartRule needs GoalPoint")
	}
	if err := r.validateCircular(); err != nil {
		return err
	}
	for p := r.NoGroupsTo; r.NoGroupsFrom > 0 && p <= r.NoGroupsFrom; p++ {
		if r.Start[p] > 1 {
			return fmt.Errorf("backgammon: the start places %d checkers on own %d, where no groups are allowed", r.Start[p], p)
		}
	}
	return nil
}

// startReserve is the number of checkers each side starts with in reserve.
func (r *Rules) startReserve() int {
	if r.StartOnBar {
		return 0
	}
	return r.unplaced()
}

// unplaced is the number of checkers Start does not place.
func (r *Rules) unplaced() int {
	n := r.Checkers
	for p := 1; p <= 24; p++ {
		n -= int(r.Start[p])
	}
	return n
}

// money reports whether the money-play options apply.
func (r *Rules) money() bool { return r.MatchLength == 0 }

// mayDeadlock reports whether the rules can reach a position where
// neither side can move: one checker holds a point, nothing is hit, or
// stacking and re-entry limits fill a side's own entry points.
func (r *Rules) mayDeadlock() bool {
	return r.BlockAt == 1 || !r.Hitting || r.NoGroupsFrom > 0 || r.EmptyReentry || r.Hucks
}

// huck returns the opponent's Huck in the mover's numbering: the point
// the opponent numbers 13.
func (r *Rules) huck() int { return r.Geometry.oppPoint(13) }

// pointsValue is the value of a game played for points by the loser's
// score: 1 from 6 points, 2 for 3–5, 3 for 1–2, 4 for none.
func pointsValue(loser int) int {
	switch {
	case loser >= 6:
		return 1
	case loser >= 3:
		return 2
	case loser >= 1:
		return 3
	}
	return 4
}

// gnubgIDs reports whether positions of these rules are written as GNU
// Backgammon Position and Match IDs: the rules must be backgammon's board
// rules, which the IDs were made for.
func (r *Rules) gnubgIDs() bool {
	if r.Opening >= OpenTwoDiceReroll {
		return false // the Match ID has no opening throw of sums
	}
	return r.Geometry == Contrary && r.Checkers == 15 && r.startReserve() == 0 &&
		r.Entry == EnterAllFirst && r.BlockAt == 2 && r.Hitting && r.NormalDoubleTurns == 0 &&
		!r.ExtraRoll && r.BottomSteps == 0 && r.NoGroupsFrom == 0 && !r.EmptyReentry && !r.HomeSingleSteps &&
		!r.Hucks && !r.GoalPoint && !r.StartRule && !r.PlusOneRule && r.PointsTarget == 0 && !r.Stacked
}
