package solitaire

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// Kind says which of the family's games a rule set is.
type Kind uint8

const (
	// KindPuzzle is a one-player jump puzzle: Samotář, Kříž, Pětiúhelník.
	KindPuzzle Kind = iota
	// KindSheepAndWolves is Ovce a vlci: 20 sheep against 2 wolves.
	KindSheepAndWolves
	// KindCastle is Hrad rytířů (Asalto): 24 attackers against 2 defenders.
	KindCastle
	// KindTriangl is Triangl, the placement game of right triangles.
	KindTriangl
	// KindEater is Jedlík, the alignment game.
	KindEater
	// KindFleas is Blechy (tiddlywinks), a score-keeper.
	KindFleas
	// KindMikado is Mikádo (pick-up sticks), a score-keeper.
	KindMikado
)

var kindNames = []string{"KindPuzzle", "KindSheepAndWolves", "KindCastle", "KindTriangl", "KindEater", "KindFleas", "KindMikado"}

// String returns the kind's Go name.
func (k Kind) String() string { return board.ChoiceName(k, kindNames) }

// Trapped says how a hunt ends when the hunters (wolves, defenders) cannot
// move. It is a board.Choice: "draw" or "lose" (the names "sheepWin" and
// "attackersWin", for the other side's win, are read as "lose").
type Trapped uint8

const (
	// TrappedDraw: the game is drawn (the compendium's rule for Hrad rytířů).
	TrappedDraw Trapped = iota
	// TrappedLose: the hunters lose (the usual fox-and-geese and Asalto
	// rule).
	TrappedLose
)

var trappedNames = []string{"draw", "lose"}

// String returns "draw" or "lose".
func (t Trapped) String() string { return board.ChoiceName(t, trappedNames) }

// Choices returns the accepted names.
func (t Trapped) Choices() []string { return trappedNames }

// MarshalText writes the name.
func (t Trapped) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a name.
func (t *Trapped) UnmarshalText(b []byte) error {
	switch string(b) {
	case "sheepWin", "attackersWin":
		*t = TrappedLose
		return nil
	}
	return board.ParseChoice(t, trappedNames, b)
}

// Blocked says what happens to a Jedlík player who cannot move. It is a
// board.Choice: "lose" or "pass".
type Blocked uint8

const (
	// BlockedLoses: he loses.
	BlockedLoses Blocked = iota
	// BlockedPasses: he passes the turn.
	BlockedPasses
)

var blockedNames = []string{"lose", "pass"}

// String returns "lose" or "pass".
func (b Blocked) String() string { return board.ChoiceName(b, blockedNames) }

// Choices returns the accepted names.
func (b Blocked) Choices() []string { return blockedNames }

// MarshalText writes the name.
func (b Blocked) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a name.
func (b *Blocked) UnmarshalText(t []byte) error { return board.ParseChoice(b, blockedNames, t) }

// Sticks are the numbers of Mikádo sticks of each kind.
type Sticks struct {
	// Mikado sticks (20 points each).
	Mikado int `rule:"Mikádo sticks, 20 points each" range:"0..50"`
	// Mandarin sticks (10 points each).
	Mandarin int `rule:"Mandarin sticks, 10 points each" range:"0..50"`
	// Bonze sticks (5 points each).
	Bonze int `rule:"Bonze sticks, 5 points each" range:"0..50"`
	// Samurai sticks (3 points each).
	Samurai int `rule:"Samurai sticks, 3 points each" range:"0..50"`
	// Kuli sticks (2 points each).
	Kuli int `rule:"Kuli sticks, 2 points each" range:"0..50"`
}

// Rules is a rule set of the family: which game, and every rule option.
// The zero value is Samotář, the English peg solitaire. Each option
// belongs to the games named in its comment; NewGame rejects an option
// set for another game, and Info lists only the game's own options.
type Rules struct {
	// Game says which game the rules are for.
	Game Kind `rule:"-"`
	// Start (puzzles) is the starting position in the puzzle notation, 33
	// characters o (peg) or . (empty); empty means every hole but 17.
	Start string `rule:"the pegs at the start: 33 holes, o a peg and . empty; empty for all but 17"`
	// Diagonals (hunts) adds diagonal steps and jumps for both sides.
	Diagonals bool `rule:"both sides also step and jump diagonally"`
	// WolfPenalty (Ovce a vlci): capturing is not compulsory, but a wolf
	// that could have captured and did not is held off the board until
	// the other wolf captures.
	WolfPenalty bool `rule:"capturing is optional, but a wolf that could have captured is held off the board until the other wolf captures"`
	// TrappedWolves (Ovce a vlci): the end when the wolves cannot move.
	TrappedWolves Trapped `rule:"wolves that cannot move draw, or lose (sheepWin)"`
	// Huffing (Hrad rytířů): capturing is not compulsory, but a defender
	// that could have captured and did not is removed.
	Huffing bool `rule:"capturing is optional, but a defender that could have captured is removed"`
	// TrappedDefenders (Hrad rytířů): the end when the defenders cannot
	// move.
	TrappedDefenders Trapped `rule:"defenders that cannot move draw, or lose (attackersWin)"`
	// AnyOrientation (Triangl): count every right triangle, not only
	// those with legs along the rows and columns.
	AnyOrientation bool `rule:"count right triangles of any orientation, not only those with legs along rows and columns"`
	// OnePointPerPlacement (Triangl): a placement scores at most one
	// point.
	OnePointPerPlacement bool `rule:"a placement scores at most one point"`
	// EatPerRun (Jedlík): one piece is eaten per run of three formed, not
	// one per move.
	EatPerRun bool `rule:"eat one piece per run of three formed, not one per move"`
	// BlockedPlayer (Jedlík): what happens to a player who cannot move in
	// the moving phase.
	BlockedPlayer Blocked `rule:"a player who cannot move in the moving phase loses, or passes"`
	// NoProgressPlies (Jedlík): the game is drawn after this many plies
	// without an eating move; 0 is the compendium's 100.
	NoProgressPlies int `rule:"draw after this many plies without eating; 0 for 100" range:"0..10000"`
	// Quick (Blechy): no capturing; whoever pots his four small winks
	// first wins.
	Quick bool `rule:"no capturing; the first to pot his four small winks wins"`
	// StickCounts (Mikádo): how many sticks of each kind there are; all
	// zero means the compendium's 31 sticks, 1, 5, 5, 10 and 10.
	StickCounts Sticks `rule:"the sticks of each kind; all zero for 1, 5, 5, 10, 10"`
	// Games (Mikádo): games in a match, the scores added; 0 means 1.
	Games int `rule:"games in a match, scores added; 0 for 1" range:"0..100"`
}

// kindOptions names the options of each kind of game.
var kindOptions = [...][]string{
	KindPuzzle:         {"Start"},
	KindSheepAndWolves: {"Diagonals", "WolfPenalty", "TrappedWolves"},
	KindCastle:         {"Diagonals", "Huffing", "TrappedDefenders"},
	KindTriangl:        {"AnyOrientation", "OnePointPerPlacement"},
	KindEater:          {"EatPerRun", "BlockedPlayer", "NoProgressPlies"},
	KindFleas:          {"Quick"},
	KindMikado:         {"StickCounts.Mikado", "StickCounts.Mandarin", "StickCounts.Bonze", "StickCounts.Samurai", "StickCounts.Kuli", "Games"},
}

// options returns the options of r that belong to its game, and an error
// naming an option of another game that is set.
func (r Rules) options() ([]board.Option, error) {
	if int(r.Game) >= len(kindOptions) {
		return nil, fmt.Errorf("no game kind %d", r.Game)
	}
	own := map[string]bool{}
	for _, name := range kindOptions[r.Game] {
		own[name] = true
	}
	var out []board.Option
	for _, o := range board.OptionsOf(r) {
		switch {
		case own[o.Name]:
			out = append(out, o)
		case o.Value != o.Default:
			return nil, fmt.Errorf("option %s does not apply to %v", o.Name, r.Game)
		}
	}
	return out, nil
}
