package solitaire

import "strconv"

// Kind says which of the family's games a rule set is.
type Kind uint8

const (
	// PegSolitaire is a one-player jump puzzle: Samotář, Kříž, Pětiúhelník.
	PegSolitaire Kind = iota
	// SheepAndWolves is Ovce a vlci: 20 sheep against 2 wolves.
	SheepAndWolves
	// Castle is Hrad rytířů (Asalto): 24 attackers against 2 defenders.
	Castle
	// Triangl is the placement game of right triangles.
	Triangl
	// Eater is Jedlík, the alignment game.
	Eater
	// Fleas is Blechy (tiddlywinks), a score-keeper.
	Fleas
	// Mikado is Mikádo (pick-up sticks), a score-keeper.
	Mikado
)

var kindNames = [...]string{"PegSolitaire", "SheepAndWolves", "Castle", "Triangl", "Eater", "Fleas", "Mikado"}

// String returns the kind's Go name.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Trapped says how a hunt ends when the hunters (wolves, defenders) cannot
// move.
type Trapped uint8

const (
	// TrappedDraw: the game is drawn (the seed's rule for Hrad rytířů).
	TrappedDraw Trapped = iota
	// TrappedLose: the hunters lose (the usual fox-and-geese and Asalto
	// rule).
	TrappedLose
)

// String returns "draw" or "lose".
func (t Trapped) String() string {
	if t == TrappedLose {
		return "lose"
	}
	return "draw"
}

// Blocked says what happens to a Jedlík player who cannot move.
type Blocked uint8

const (
	// BlockedLoses: he loses.
	BlockedLoses Blocked = iota
	// BlockedPasses: he passes the turn.
	BlockedPasses
)

// String returns "lose" or "pass".
func (b Blocked) String() string {
	if b == BlockedPasses {
		return "pass"
	}
	return "lose"
}

// Rules is a rule set of the family: which game, its start, and every rule
// option. The zero value is Samotář, the English peg solitaire.
type Rules struct {
	// Game says which game the rules are for.
	Game Kind
	// Start is the pegs of a puzzle's starting position; empty means every
	// hole but 17 (Samotář).
	Start Holes
	// Diagonals adds diagonal steps and jumps for both sides of a hunt.
	Diagonals bool
	// WolfPenalty (Ovce a vlci): capturing is not compulsory, but a wolf
	// that could have captured and did not is taken off until the other
	// wolf captures.
	WolfPenalty bool
	// TrappedWolves (Ovce a vlci): the end when the wolves cannot move.
	TrappedWolves Trapped
	// Huffing (Hrad rytířů): capturing is not compulsory, but a defender
	// that could have captured and did not is removed.
	Huffing bool
	// TrappedDefenders (Hrad rytířů): the end when the defenders cannot
	// move.
	TrappedDefenders Trapped
	// AnyOrientation (Triangl): count every right triangle, not only those
	// with legs along the rows and columns.
	AnyOrientation bool
	// OnePointPerPlacement (Triangl): a placement scores at most one point.
	OnePointPerPlacement bool
	// EatPerRun (Jedlík): one piece is eaten per run formed, not one per
	// move.
	EatPerRun bool
	// BlockedPlayer (Jedlík): what happens to a player who cannot move in
	// the moving phase.
	BlockedPlayer Blocked
	// NoProgressPlies (Jedlík): draw after this many plies without an
	// eating move; 0 means 100.
	NoProgressPlies int
	// Quick (Blechy): no capturing; whoever pots his four small winks
	// first wins.
	Quick bool
	// StickCounts (Mikádo): how many Mikádo, Mandarin, Bonze, Samurai and
	// Kuli sticks there are; all zero means 1, 5, 5, 10, 10.
	StickCounts [5]int
	// Games (Mikádo): games in a match, the scores added; 0 means 1.
	Games int
}
