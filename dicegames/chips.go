package dicegames

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// ChipMode is how the Chips engine reads a throw.
type ChipMode uint8

// The modes of ChipRules.
const (
	// EachDie: every die does what the Action of its face says (the
	// chip-passing games).
	EachDie ChipMode = iota
	// SumTarget: the sum of the dice against Target: the target takes
	// from the pot, another sum pays its shortfall into it (the pot games).
	SumTarget
	// PutTake: an action die (1-3 put, 4-6 take) and then an amount die
	// (1-5 that many chips, 6 all): Put and Take.
	PutTake
	// OwnNumber: the Streichholztopf. Each seat first throws its own
	// number (a number already taken is thrown again); then a throw of
	// your number takes a chip from the heap, and once the heap has been
	// emptied every throw that is not your number puts one of yours back.
	OwnNumber
)

var chipModeNames = []string{"each-die", "sum-target", "put-take", "own-number"}

// String returns the value's name.
func (m ChipMode) String() string { return board.ChoiceName(m, chipModeNames) }

// MarshalText returns the value's name (board.Choice).
func (m ChipMode) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a value by its name.
func (m *ChipMode) UnmarshalText(b []byte) error { return board.ParseChoice(m, chipModeNames, b) }

// Choices lists the modes.
func (ChipMode) Choices() []string { return chipModeNames }

// Action is what one die showing a face does in EachDie mode. Every
// transfer is all or nothing: a seat that holds too few chips for it
// passes nothing.
type Action uint8

// The actions of a face.
const (
	NoAction   Action = iota // nothing
	GiveLeft                 // the thrower gives one chip to his left neighbour
	GiveRight                // the thrower gives one chip to his right neighbour
	GivePot                  // the thrower puts one chip into the pot, which the winner takes
	GiveMiddle               // the thrower puts one chip into the middle, out of play for good
	OwnerPays                // the seat that owns the face puts one chip into the pot (Help Your Neighbour)
	PassFace                 // the thrower passes as many chips as the face to his left neighbour
	TakeFace                 // the thrower takes as many chips as the face from the heap (the pot)
)

var actionNames = []string{"none", "left", "right", "pot", "middle", "owner", "pass-face", "take-face"}

// String returns the value's name.
func (a Action) String() string { return board.ChoiceName(a, actionNames) }

// MarshalText returns the value's name (board.Choice).
func (a Action) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads a value by its name.
func (a *Action) UnmarshalText(b []byte) error { return board.ParseChoice(a, actionNames, b) }

// Choices lists the actions.
func (Action) Choices() []string { return actionNames }

// FaceActions gives the Action of each face; each field is the action of
// a die showing that face.
type FaceActions struct {
	One   Action `rule:"what a die showing 1 does (the actions: see Faces.Six)"` // a die showing 1
	Two   Action `rule:"what a die showing 2 does (the actions: see Faces.Six)"` // a die showing 2
	Three Action `rule:"what a die showing 3 does (the actions: see Faces.Six)"` // a die showing 3
	Four  Action `rule:"what a die showing 4 does (the actions: see Faces.Six)"` // a die showing 4
	Five  Action `rule:"what a die showing 5 does (the actions: see Faces.Six)"` // a die showing 5
	// Six is the action of a die showing 6.
	Six Action `rule:"what a die showing this face does: none, left (one chip to the left neighbour), right, pot (one chip into the pot), middle (one chip out of play), owner (the face's owner pays one chip into the pot), pass-face (as many chips as the face to the left, all or nothing), take-face (that many from the heap)"`
}

// of returns the action of face f.
func (a FaceActions) of(f int) Action {
	return [7]Action{0, a.One, a.Two, a.Three, a.Four, a.Five, a.Six}[f]
}

// ChipEnd is how a game of the Chips engine ends.
type ChipEnd uint8

// The ends of ChipRules.
const (
	// FirstEmpty: after a throw, the seats left without chips win.
	FirstEmpty ChipEnd = iota
	// LastChip: as soon as one chip is left in the seats' hands, its
	// holder loses and everyone else wins.
	LastChip
	// LastHolder: when one seat alone is left in the game (holds chips),
	// it wins.
	LastHolder
	// HeapEmpty: when the heap (the pot) is empty, the most chips win.
	HeapEmpty
	// AcesFinale: as soon as one chip is left outside the pot, its holder
	// throws three times; without a 6 he wins, a 6 passes the chip (and
	// the attempt) to his left neighbour.
	AcesFinale
	// WoodpileFinale: when one seat alone holds chips, it throws once per
	// chip it holds and only 6s count (a chip each into the middle); rid
	// of them all, the game is drawn, otherwise it loses.
	WoodpileFinale
	// HolderLoses: once the heap has been emptied, a seat without chips
	// is safe and out, and the last seat still holding chips loses.
	HolderLoses
)

var chipEndNames = []string{"first-empty", "last-chip", "last-holder", "heap-empty", "aces", "woodpile", "holder-loses"}

// String returns the value's name.
func (e ChipEnd) String() string { return board.ChoiceName(e, chipEndNames) }

// MarshalText returns the value's name (board.Choice).
func (e ChipEnd) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads a value by its name.
func (e *ChipEnd) UnmarshalText(b []byte) error { return board.ParseChoice(e, chipEndNames, b) }

// Choices lists the ends.
func (ChipEnd) Choices() []string { return chipEndNames }

// Broke says what becomes of a seat left without chips.
type Broke uint8

// The rules for a seat without chips.
const (
	ThrowsOn Broke = iota // it goes on throwing (the heap game, or the game ends at once)
	Skips                 // it skips its throws, still in the game, until a chip is passed to it
	IsOut                 // it is out of the game for good
)

var brokeNames = []string{"throws", "skips", "out"}

// String returns the value's name.
func (b Broke) String() string { return board.ChoiceName(b, brokeNames) }

// MarshalText returns the value's name (board.Choice).
func (b Broke) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a value by its name.
func (b *Broke) UnmarshalText(t []byte) error { return board.ParseChoice(b, brokeNames, t) }

// Choices lists the rules.
func (Broke) Choices() []string { return brokeNames }

// Miss is what a sum other than the target pays in SumTarget mode.
type Miss uint8

// The miss rules.
const (
	PayDifference Miss = iota // the difference between the sum and the target
	PayOne                    // one chip
	PayNothing                // nothing
)

var missNames = []string{"difference", "one", "nothing"}

// String returns the value's name.
func (m Miss) String() string { return board.ChoiceName(m, missNames) }

// MarshalText returns the value's name (board.Choice).
func (m Miss) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a value by its name.
func (m *Miss) UnmarshalText(b []byte) error { return board.ParseChoice(m, missNames, b) }

// Choices lists the rules.
func (Miss) Choices() []string { return missNames }

// ChipRules are the rules of the Chips engine, the chip-passing and pot
// games: a turn is TurnThrows throws (Put and Take's two dice fall one
// after the other; a finale is the last holder's throws) whose faces or
// sum move chips between the seats, the pot (which the winners share at
// the end) and the middle (out of play), all through the Ledger. The
// games have no decisions: every ply is a throw.
type ChipRules struct {
	// Mode says how a throw is read.
	Mode ChipMode `rule:"how a throw is read: each-die (every die does its face's action), sum-target (the sum against the target), put-take (an action die, then an amount die) or own-number (the Streichholztopf: your own number takes from the heap, once it is empty any other number gives back)"`
	// Dice is the number of dice of a throw.
	Dice int `rule:"dice per throw" range:"1..3"`
	// DicePerChip throws as many dice as the thrower holds chips, at most
	// Dice (Left Center Right).
	DicePerChip bool `rule:"throw as many dice as you hold chips, at most Dice"`
	// TurnThrows is the number of throws of a turn.
	TurnThrows int `rule:"throws a turn (0 counts as 1)" range:"0..5"`
	// Chips is each seat's starting stack.
	Chips int `rule:"chips each seat starts with" range:"0..100"`
	// Heap is the chips per seat in the heap (the pot) at the start.
	Heap int `rule:"chips per seat in the heap (the pot) at the start" range:"0..50"`
	// Ante is paid into the pot by every seat in the game at the start
	// and again after a throw takes the whole pot.
	Ante int `rule:"chips every seat pays into the pot at the start and again after a throw takes the whole pot" range:"0..10"`
	// Faces are the actions of the faces in EachDie mode.
	Faces FaceActions `rule:"each-die: the action of each face"`
	// Descending settles the dice of a throw from the 6 down.
	Descending bool `rule:"each-die: settle the dice from the highest face down (otherwise from the 1 up: left, right, then the middle)"`
	// ExactBelow: once the heap holds this many or fewer, take-face takes
	// them only with the exact number.
	ExactBelow int `rule:"take-face: once the heap holds this many or fewer, only the exact number takes them (0: any throw takes what is left)" range:"0..6"`
	// Target is the sum that takes from the pot in SumTarget mode.
	Target int `rule:"sum-target: the sum that takes from the pot" range:"0..12"`
	// Take is what the target takes; 0 takes the whole pot.
	Take int `rule:"sum-target: chips the target takes from the pot (0: the whole pot)" range:"0..50"`
	// TopUp adds what the pot lacks of Take from the box (minted).
	TopUp bool `rule:"sum-target: a pot short of Take is topped up from the box"`
	// Miss is what a sum other than the target pays into the pot.
	Miss Miss `rule:"sum-target: what another sum pays into the pot: difference (between the sum and the target), one or nothing"`
	// High is what a sum above the target pays instead; 0 for Miss.
	High int `rule:"sum-target: what a sum above the target pays instead (0: as Miss says)" range:"0..50"`
	// Double makes a sum above the target pay as much as the pot holds,
	// at most Cap.
	Double bool `rule:"sum-target: a sum above the target pays as much as the pot holds (doubles it), at most Cap"`
	// Cap is the most a doubling payment pays.
	Cap int `rule:"sum-target with Double: the most one payment pays" range:"0..100"`
	// PayWinner plays without a pot: every other seat pays the thrower
	// of the target one chip.
	PayWinner bool `rule:"sum-target: no pot; every other seat pays the thrower of the target one chip"`
	// Seed is put into the pot from the box (minted) at the start and
	// again after a throw takes the whole pot, in place of the antes
	// (Brucker's Elf hoch: 2).
	Seed int `rule:"sum-target: chips the box puts into the pot at the start and after a throw takes the whole pot, in place of the antes (Brucker's Elf hoch: 2; 0: the antes)" range:"0..10"`
	// Hands ends the game after so many hands (a hand ends when the
	// target is thrown); the most chips win. 0 for no limit.
	Hands int `rule:"sum-target: hands played, a hand ending at a throw of the target; then the most chips win (0: no limit)" range:"0..100"`
	// End is how the game ends.
	End ChipEnd `rule:"how the game ends: first-empty (the first seats without chips win), last-chip (the holder of the last chip outside the middle loses), last-holder (the last seat with chips wins), heap-empty (most chips win), aces (three throws without a 6 win the pot), woodpile (the last holder's throws) or holder-loses (own-number: the last seat holding chips loses)"`
	// Broke is what becomes of a seat without chips.
	Broke Broke `rule:"a seat without chips: throws (on), skips (its throws until a chip comes back) or out"`
	// Rounds is the agreed time: after so many rounds the most chips win
	// (0 for none).
	Rounds int `rule:"the agreed time: after so many rounds the most chips win (0: none); last-holder and heap-empty only" range:"0..200"`
	// Ties settles tied winners.
	Ties TieRule `rule:"how tied winners are settled: a throw-off of one die each, or a shared win (and pot)"`
	// Games plays a set of so many games, the first throw rotating; the
	// winners of a game score one each, and the most games won win the
	// set. 0 or 1 plays one game.
	Games int `rule:"a set of this many games, the first throw rotating (game k opens with seat k-1): each starts from fresh stacks, its winners score a game each, the most games won win the set (ties as Ties says); 0 or 1: one game" range:"0..50"`
	// MinPlayers and MaxPlayers are the seats the game is for (0: 2 and
	// 8).
	MinPlayers, MaxPlayers int
}

type chipGame struct {
	r     ChipRules
	faces [7]Action
}

// NewChipGame returns a game of the Chips engine.
func NewChipGame(names board.Names, r ChipRules) (*Game, error) {
	e := &chipGame{r: r}
	for f := 1; f <= 6; f++ {
		e.faces[f] = r.Faces.of(f)
	}
	if err := e.validate(); err != nil {
		return nil, err
	}
	lo, hi := max(r.MinPlayers, 2), r.MaxPlayers
	if hi == 0 {
		hi = MaxSeats
	}
	if e.owned() || r.Mode == OwnNumber {
		hi = min(hi, 6) // a face to a seat at least
	}
	if lo > hi || hi > MaxSeats {
		return nil, fmt.Errorf("dicegames: %s: players %d..%d", names.ID, lo, hi)
	}
	// The fewest chips lead, except in a set, whose scores are games won.
	low := (r.End == FirstEmpty || r.End == LastChip || r.End == AcesFinale || r.End == WoodpileFinale || r.End == HolderLoses) && !e.set()
	return newGame(names, e, gameSpec{players: [2]int{lo, hi}, match: Match{Rounds: r.Rounds, Ties: r.Ties}, low: low,
		maxPlies: e.maxPlies})
}

// validate checks the rule table.
func (e *chipGame) validate() error {
	r := e.r
	switch {
	case r.Dice < 1 || r.Dice > 3:
		return board.BadOption("Dice", "1 to 3 dice")
	case r.Mode == PutTake && r.Dice != 1:
		return board.BadOption("Dice", "put and take throws its two dice one at a time: Dice=1")
	case r.Mode == SumTarget && (r.Target < r.Dice || r.Target > 6*r.Dice):
		return board.BadOption("Target", "%d dice make the sums %d..%d", r.Dice, r.Dice, 6*r.Dice)
	case r.Double && r.Cap < 1:
		return board.BadOption("Cap", "doubling needs an agreed most payment")
	case r.Chips+r.Heap == 0:
		return board.BadOption("Chips", "a game needs chips")
	case r.Rounds > 0 && (r.End != LastHolder && r.End != HeapEmpty || r.Broke == Skips):
		return board.BadOption("Rounds", "an agreed time ranks by chips: last-holder and heap-empty games whose seats do not skip")
	case r.Mode == SumTarget && r.Miss != PayDifference && r.TopUp && r.Rounds == 0:
		return board.BadOption("Miss", "with a topped-up pot and small payments the chips only grow: agree a number of Rounds")
	case r.Hands > 0 && (r.Mode != SumTarget || r.Take != 0 && !r.PayWinner):
		return board.BadOption("Hands", "hands end when the target takes the whole pot (or is paid)")
	case r.End == HeapEmpty && r.Heap == 0:
		return board.BadOption("Heap", "a heap game needs a heap")
	case r.DicePerChip && r.Broke != Skips && r.Broke != IsOut:
		return board.BadOption("DicePerChip", "a seat without chips throws no dice: it skips or is out")
	case r.Seed > 0 && (r.Mode != SumTarget || r.Take != 0 || r.PayWinner):
		return board.BadOption("Seed", "the box seeds the pot that a sum-target throw takes whole")
	case r.Games > 1 && (r.Mode == SumTarget || r.Mode == OwnNumber || r.End == HeapEmpty || r.Rounds > 0):
		return board.BadOption("Games", "a set is of games won outright: not of sum-target, own-number, heap-empty or agreed-time games, which rank by chips or count hands")
	case (r.Mode == OwnNumber) != (r.End == HolderLoses):
		return board.BadOption("End", "the own-number game ends with holder-loses, and only it")
	case r.Mode == OwnNumber && (r.Dice != 1 || r.Heap == 0 || r.Broke != ThrowsOn):
		return board.BadOption("Mode", "own-number is played with one die, a heap, and seats that throw without chips until the heap is gone")
	}
	needsOwner := false
	for f := 1; f <= 6; f++ {
		switch e.faces[f] {
		case OwnerPays:
			needsOwner = true
		case TakeFace:
			if r.Heap == 0 {
				return board.BadOption("Faces", "take-face needs a heap")
			}
		}
	}
	if needsOwner && r.Mode != EachDie {
		return board.BadOption("Faces", "face actions are for each-die games")
	}
	return nil
}

// owned reports whether faces belong to seats (Help Your Neighbour).
func (e *chipGame) owned() bool {
	for f := 1; f <= 6; f++ {
		if e.faces[f] == OwnerPays {
			return true
		}
	}
	return false
}

// owner returns the seat that owns face f among n seats, -1 for none:
// with six seats a face each, with five or four the faces 1-5 or 1-4, with
// three two faces each (1-2, 3-4, 5-6), with two three each (1-3, 4-6).
func owner(f, n int) int {
	switch {
	case n <= 3:
		return (f - 1) / (6 / n)
	case f <= n:
		return f - 1
	}
	return -1
}

// maxPlies bounds a random game: every game ends with probability one,
// and the bound is many times its longest random games.
func (e *chipGame) maxPlies(n int) int {
	if e.r.Rounds > 0 {
		return e.r.Rounds*n*3*60 + 10000
	}
	return 5000 * n * max(1, e.r.Games)
}

// set reports whether a set of games is played.
func (e *chipGame) set() bool { return e.r.Games > 1 }

func (e *chipGame) rules() any { return e.r }
func (e *chipGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewChipGame)
}

func (e *chipGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Stack[i] = int16(e.r.Chips)
	}
	p.Stack[Pot] = int16(e.r.Heap * int(p.N))
	e.ante(p)
	e.mirror(p)
}

// startChips returns the chips of a game of n seats.
func (e *chipGame) startChips(n int) int { return n * (e.r.Chips + e.r.Heap) }

// dice returns the dice of seat me's throw.
func (e *chipGame) dice(p *Position, me int) int {
	if e.r.DicePerChip {
		return min(e.r.Dice, int(p.Stack[me]))
	}
	return e.r.Dice
}

func (e *chipGame) begin(g *Game, p *Position) {
	p.Phase, p.Need = PhaseThrow, int8(e.dice(p, int(p.Turn)))
}

// mirror copies the chips into the scores, so that the match wrapper
// ranks by them and Outcome shows them; in a set the scores are the games
// won.
func (e *chipGame) mirror(p *Position) {
	if e.set() {
		return
	}
	for i := range int(p.N) {
		p.Score[i] = p.Stack[i]
	}
}

// give moves n chips, all or nothing (a payer short of n pays nothing); a
// seat that runs out skips or is out, and one that receives comes back.
func (e *chipGame) give(p *Position, from, to Account, n int) {
	if n <= 0 {
		return
	}
	if _, err := p.Transfer(from, to, n, Exact); err != nil {
		return
	}
	e.broke(p, from)
	e.broke(p, to)
}

// pay makes seat me pay n chips into the pot, what it has if it has
// fewer.
func (e *chipGame) pay(p *Position, me, n int) {
	if n > 0 {
		p.Transfer(SeatAccount(me), Pot, n, Clamp)
		e.broke(p, SeatAccount(me))
	}
}

// broke applies the Broke rule to account a after a transfer.
func (e *chipGame) broke(p *Position, a Account) {
	if a >= Pot {
		return
	}
	i := int(a)
	switch {
	case e.r.Broke == ThrowsOn:
	case p.Stack[i] == 0:
		p.Eliminate(i)
	case e.r.Broke == Skips:
		p.Reenter(i)
	}
}

// ante makes every seat in the game pay the ante into the pot, or the box
// put the Seed into it.
func (e *chipGame) ante(p *Position) {
	if e.r.PayWinner {
		return // no pot
	}
	if e.r.Seed > 0 {
		// The box: nothing goes out of play in a sum-target game, so
		// the transfer mints every chip of the seed.
		p.Transfer(OutOfPlay, Pot, e.r.Seed, Create)
		return
	}
	for i := range int(p.N) {
		if p.In(i) {
			e.pay(p, i, e.r.Ante)
		}
	}
}

// neighbour returns the seat that a chip passed left (dir 1) or right
// (dir -1) of seat me goes to: the next seat at the table, or the next
// seat still in the game where a seat without chips is out.
func (e *chipGame) neighbour(p *Position, me, dir int) int {
	n := int(p.N)
	for k := 1; k < n; k++ {
		q := (me + dir*k + n*k) % n
		if e.r.Broke != IsOut || p.In(q) {
			return q
		}
	}
	return me
}

// held returns the chips in the seats' hands.
func held(p *Position) int {
	t := 0
	for i := range int(p.N) {
		t += int(p.Stack[i])
	}
	return t
}

// holders returns the set of seats holding chips.
func holders(p *Position) uint8 {
	var m uint8
	for i := range int(p.N) {
		if p.Stack[i] > 0 {
			m |= 1 << i
		}
	}
	return m
}

func (e *chipGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	if p.Flag != 0 {
		e.finale(g, p, t)
		return
	}
	switch e.r.Mode {
	case EachDie:
		if e.eachDie(g, p, t) {
			return
		}
	case SumTarget:
		if e.sumTarget(g, p, t) {
			return
		}
	case PutTake:
		if p.Kept.Len() == 0 {
			p.Kept, p.Need = t, 1 // the action die; the amount die follows
			return
		}
		e.putTake(p, t)
	case OwnNumber:
		if numbering(p) {
			e.drawNumber(g, p, t)
			return
		}
		e.ownNumber(p, t)
	}
	e.afterThrow(g, p)
}

// numbering reports whether the seats are still throwing for their own
// numbers (kept in Last).
func numbering(p *Position) bool { return p.Last[p.N-1] == 0 }

// drawNumber gives seat me the face t as its own number unless another
// seat has it (then it throws again); after the last seat, seat 0 opens.
func (e *chipGame) drawNumber(g *Game, p *Position, t Throw) {
	f := int16(t.Max())
	for i := range int(p.N) {
		if p.Last[i] == f {
			return // taken: throw again
		}
	}
	p.Last[p.Turn] = f
	p.Throws = 0
	if p.Turn++; int(p.Turn) == int(p.N) {
		p.Turn = 0
		g.begin(p)
	}
}

// ownNumber settles a throw of the Streichholztopf: while the heap has
// chips your number takes one; once it has been emptied (Limit 1) any
// other number gives one back, and a seat without chips is safe and out.
func (e *chipGame) ownNumber(p *Position, t Throw) {
	me := int(p.Turn)
	own := int(p.Last[me]) == t.Max()
	switch {
	case p.Limit == 0 && own:
		e.give(p, Pot, SeatAccount(me), 1)
	case p.Limit == 1 && !own:
		e.give(p, SeatAccount(me), Pot, 1)
	}
	if p.Limit == 0 && p.Chips(Pot) == 0 {
		p.Limit = 1
	}
	if p.Limit == 1 {
		for i := range int(p.N) {
			if p.Stack[i] == 0 {
				p.Eliminate(i)
			}
		}
	}
}

// eachDie settles the dice one by one, in face order, and reports whether
// the game ended (or its finale began) on the way.
func (e *chipGame) eachDie(g *Game, p *Position, t Throw) bool {
	me := int(p.Turn)
	for k := 1; k <= 6; k++ {
		f := k
		if e.r.Descending {
			f = 7 - k
		}
		for range t.Count(f) {
			e.act(p, me, f)
			if e.oneLeft(g, p) {
				return true
			}
		}
	}
	return false
}

// act does the action of one die showing f thrown by seat me.
func (e *chipGame) act(p *Position, me, f int) {
	from := SeatAccount(me)
	switch e.faces[f] {
	case GiveLeft:
		e.give(p, from, SeatAccount(e.neighbour(p, me, 1)), 1)
	case GiveRight:
		e.give(p, from, SeatAccount(e.neighbour(p, me, -1)), 1)
	case GivePot:
		e.give(p, from, Pot, 1)
	case GiveMiddle:
		e.give(p, from, OutOfPlay, 1)
	case OwnerPays:
		if o := owner(f, int(p.N)); o >= 0 {
			e.give(p, SeatAccount(o), Pot, 1)
		}
	case PassFace:
		e.give(p, from, SeatAccount(e.neighbour(p, me, 1)), f)
	case TakeFace:
		if heap := p.Chips(Pot); heap > e.r.ExactBelow || f == heap {
			e.give(p, Pot, from, min(f, heap))
		}
	}
}

// oneLeft ends the game, or begins the Aces finale, as soon as one chip is
// left in the seats' hands, and reports whether it did.
func (e *chipGame) oneLeft(g *Game, p *Position) bool {
	if (e.r.End != LastChip && e.r.End != AcesFinale) || held(p) != 1 {
		return false
	}
	holder := bits.TrailingZeros8(holders(p))
	if e.r.End == LastChip {
		e.mirror(p)
		over(p, uint8(1<<p.N-1)&^(1<<holder), endLastChip)
		e.nextGame(g, p)
		return true
	}
	e.startFinale(p, holder, 3)
	return true
}

// startFinale hands the dice to the holder for a finale of throws.
func (e *chipGame) startFinale(p *Position, holder, throws int) {
	e.mirror(p)
	p.Flag, p.Turn, p.Throws, p.Limit, p.Phase, p.Need = 1, int8(holder), 0, int16(throws), PhaseThrow, int8(e.r.Dice)
}

// finale plays a throw of the Aces or Woodpile finale.
func (e *chipGame) finale(g *Game, p *Position, t Throw) {
	me := int(p.Turn)
	if e.r.End == AcesFinale {
		if t.Has(6) {
			left := (me + 1) % int(p.N)
			e.give(p, SeatAccount(me), SeatAccount(left), 1)
			e.startFinale(p, left, 3)
			return
		}
		if p.Throws >= p.Limit {
			e.mirror(p)
			over(p, 1<<me, endFinale)
			e.payWinners(g, p)
		}
		return
	}
	for range t.Count(6) {
		e.give(p, SeatAccount(me), OutOfPlay, 1)
	}
	e.mirror(p)
	switch {
	case p.Stack[me] == 0:
		over(p, 0, endDrawn)
	case p.Throws >= p.Limit:
		over(p, uint8(1<<p.N-1)&^(1<<me), endFinale)
	}
	e.nextGame(g, p)
}

// sumTarget settles a throw against the target and reports whether the
// game ended.
func (e *chipGame) sumTarget(g *Game, p *Position, t Throw) bool {
	me, s := int(p.Turn), t.Sum()
	switch {
	case s == e.r.Target:
		return e.hit(g, p, me)
	case s > e.r.Target && e.r.Double:
		e.pay(p, me, min(p.Chips(Pot), e.r.Cap))
	case s > e.r.Target && e.r.High > 0:
		e.pay(p, me, e.r.High)
	case e.r.Miss == PayDifference:
		e.pay(p, me, max(s-e.r.Target, e.r.Target-s))
	case e.r.Miss == PayOne:
		e.pay(p, me, 1)
	}
	return false
}

// hit pays seat me for a throw of the target, counts the hand, and
// reports whether the game ended with it.
func (e *chipGame) hit(g *Game, p *Position, me int) bool {
	switch {
	case e.r.PayWinner:
		for i := range int(p.N) {
			if i != me && p.In(i) {
				p.Transfer(SeatAccount(i), SeatAccount(me), 1, Clamp)
				e.broke(p, SeatAccount(i))
			}
		}
	case e.r.Take > 0:
		policy := Clamp
		if e.r.TopUp {
			policy = Create
		}
		p.Transfer(Pot, SeatAccount(me), e.r.Take, policy)
		e.broke(p, SeatAccount(me))
		return false
	default:
		p.Transfer(Pot, SeatAccount(me), p.Chips(Pot), Exact)
	}
	p.Total++ // a hand is over
	if e.r.Hands > 0 && int(p.Total) >= e.r.Hands {
		e.mirror(p)
		g.finish(p, endRounds)
		e.payWinners(g, p)
		return true
	}
	e.ante(p)
	return false
}

// putTake settles the amount die t after the action die in Kept.
func (e *chipGame) putTake(p *Position, t Throw) {
	me, n, all := int(p.Turn), t.Max(), t.Max() == 6
	if all {
		n = p.Chips(Pot)
	}
	if p.Kept.Max() <= 3 {
		e.pay(p, me, n)
		return
	}
	p.Transfer(Pot, SeatAccount(me), min(n, p.Chips(Pot)), Exact)
	if all {
		e.ante(p)
	}
}

// afterThrow applies the end of the game, or passes the dice on.
func (e *chipGame) afterThrow(g *Game, p *Position) {
	e.mirror(p)
	switch e.r.End {
	case FirstEmpty:
		if empty := uint8(1<<p.N-1) &^ holders(p); empty != 0 {
			g.settle(p, empty, endEmptied)
			e.payWinners(g, p)
			return
		}
	case LastHolder:
		if lastStanding(p) {
			e.payWinners(g, p)
			return
		}
	case HeapEmpty:
		if p.Chips(Pot) == 0 {
			g.finish(p, endHeap)
			return
		}
	case WoodpileFinale:
		if h := holders(p); h&(h-1) == 0 {
			holder := bits.TrailingZeros8(h)
			e.startFinale(p, holder, int(p.Stack[holder]))
			return
		}
	case HolderLoses:
		if p.Limit == 1 && p.Active() == 1 {
			over(p, activeMask(p)^uint8(1<<p.N-1), endHolderLoses)
			return
		}
	}
	if int(p.Throws) < e.r.TurnThrows && p.In(int(p.Turn)) {
		p.Need = int8(e.dice(p, int(p.Turn))) // the turn's next throw
		return
	}
	e.pass(g, p)
}

// pass hands the dice on. Where a seat without chips skips, the dice
// simply go round: the match wrapper's rounds are not kept, since a seat
// coming back in the middle of a round would have its turn out of order.
func (e *chipGame) pass(g *Game, p *Position) {
	if e.r.Broke == Skips {
		p.Turn = int8(p.Next(int(p.Turn)))
		g.begin(p)
		return
	}
	g.endTurn(p)
	e.payWinners(g, p) // an agreed time ran out
}

// payWinners shares the pot among the winners of a finished game (what
// does not divide stays in it); in a set the next game follows.
func (e *chipGame) payWinners(g *Game, p *Position) {
	if p.Phase != PhaseOver || e.setOver(p) {
		return
	}
	if p.Won != 0 {
		share := p.Chips(Pot) / bits.OnesCount8(p.Won)
		for i := range int(p.N) {
			if p.Won&(1<<i) != 0 {
				p.Transfer(Pot, SeatAccount(i), share, Exact)
			}
		}
		e.mirror(p)
	}
	e.nextGame(g, p)
}

// setOver reports whether the set's games are all played.
func (e *chipGame) setOver(p *Position) bool { return e.set() && int(p.Total) >= e.r.Games }

// nextGame scores a finished game of a set (a game to each winner, in
// Score; total counts the games) and starts the next one from fresh
// stacks, its first throw one seat on; after the last game the match
// wrapper ranks every seat by games won, ties as Ties says.
func (e *chipGame) nextGame(g *Game, p *Position) {
	if !e.set() || p.Phase != PhaseOver || e.setOver(p) {
		return
	}
	for i := range int(p.N) {
		if p.Won&(1<<i) != 0 {
			p.Score[i]++
		}
	}
	if p.Total++; e.setOver(p) {
		// Every seat is ranked and may throw off, also one out of the
		// last game, whose end and finale are done with.
		p.Out, p.Won, p.End, p.Flag, p.Throws, p.Limit = 0, 0, 0, 0, 0, 0
		g.finish(p, endGames)
		return
	}
	n, games := p.N, p.Total
	score := p.Score
	*p = Position{Seats: Seats{N: n}, Total: games, Score: score}
	e.setup(g, p)
	p.Turn = int8(int(games) % int(n))
	if e.r.Broke != Skips {
		p.Opener = p.Turn // the rounds of the match wrapper open with him
	}
	g.begin(p)
}

func (e *chipGame) moves(g *Game, p *Position, buf []Move) []Move { return buf }
func (e *chipGame) decide(g *Game, p *Position, m Move)           {}
func (e *chipGame) roundEnd(g *Game, p *Position) bool            { return false }

func (e *chipGame) check(g *Game, p *Position) error {
	n := int(p.N)
	if c := p.Ledger.Total() - int(p.Minted); c != e.startChips(n) {
		return fmt.Errorf("%d chips on the table, the game has %d", c, e.startChips(n))
	}
	if p.Minted != 0 && !e.r.TopUp && e.r.Seed == 0 {
		return fmt.Errorf("only a topped-up or seeded pot mints chips")
	}
	if err := e.checkSet(p); err != nil {
		return err
	}
	for a := Pot + 1; a < OutOfPlay; a++ {
		if p.Stack[a] != 0 {
			return fmt.Errorf("the chip games have no fields")
		}
	}
	for i := range n {
		if !e.set() && p.Score[i] != p.Stack[i] || p.Last[i] != 0 && p.Phase != PhaseThrowOff && p.Phase != PhaseOver && e.r.Mode != OwnNumber {
			return fmt.Errorf("seat %d: the score is its chips", i)
		}
		if e.r.Broke == Skips && p.In(i) != (p.Stack[i] > 0) && !e.setOver(p) {
			return fmt.Errorf("seat %d: a seat skips exactly while it has no chips", i)
		}
		if e.r.Broke == IsOut && !p.In(i) && p.Stack[i] != 0 {
			return fmt.Errorf("seat %d is out with chips", i)
		}
	}
	if e.r.Broke == Skips && !e.setOver(p) && (p.Round != 0 || p.Done != 0 || p.Opener != 0) {
		return fmt.Errorf("where seats skip, the dice go round without rounds")
	}
	if e.r.Mode == OwnNumber {
		if err := e.checkNumbers(p); err != nil {
			return err
		}
	} else if e.r.Broke == ThrowsOn && p.Out != 0 {
		return fmt.Errorf("no seat is ever out")
	}
	if p.Phase == PhaseDecide {
		return fmt.Errorf("the chip games have no decisions")
	}
	if p.Phase == PhaseOver {
		return nil
	}
	return e.checkPlay(p)
}

// checkSet checks the seed and the set: the box has put in one seed per
// hand begun, and a set's scores are games won, no more than the games
// played (total), which reach the set's number exactly at its end.
func (e *chipGame) checkSet(p *Position) error {
	playing := p.Phase != PhaseOver && p.Phase != PhaseThrowOff
	if e.r.Seed > 0 && playing && int(p.Minted) != e.r.Seed*(int(p.Total)+1) {
		return fmt.Errorf("%d minted: the box seeds the pot of each of %d hands with %d", p.Minted, p.Total+1, e.r.Seed)
	}
	if !e.set() {
		return nil
	}
	won := 0
	for i := range int(p.N) {
		if p.Score[i] < 0 || p.Score[i] > p.Total {
			return fmt.Errorf("seat %d has won %d of %d games", i, p.Score[i], p.Total)
		}
		won += int(p.Score[i])
	}
	switch {
	case won > int(p.Total)*int(p.N):
		return fmt.Errorf("%d games won of %d", won, p.Total)
	case p.Phase == PhaseOver && int(p.Total) != e.r.Games, playing && int(p.Total) >= e.r.Games, int(p.Total) > e.r.Games:
		return fmt.Errorf("%d of %d games played, phase %v", p.Total, e.r.Games, p.Phase)
	case e.setOver(p) && p.Out != 0:
		return fmt.Errorf("the set is decided among every seat: none is out")
	}
	return nil
}

// checkNumbers checks the own numbers (in Last) of the Streichholztopf:
// distinct faces, thrown from seat 0 on; and who is out: once the heap has
// been emptied (Limit 1), exactly the seats without chips.
func (e *chipGame) checkNumbers(p *Position) error {
	var seen [7]bool
	if numbering(p) && (p.Phase != PhaseThrow || p.Stack[Pot] != int16(e.startChips(int(p.N)))) {
		return fmt.Errorf("the own numbers are thrown before anything else")
	}
	for i := range int(p.N) {
		f := p.Last[i]
		switch numbered := !numbering(p) || i < int(p.Turn); {
		case f < 0 || f > 6 || f > 0 && seen[f]:
			return fmt.Errorf("seat %d's own number %d", i, f)
		case (f != 0) != numbered:
			return fmt.Errorf("the seats throw their own numbers in turn from seat 0: seat %d has %d", i, f)
		}
		seen[f] = true
		if p.Limit == 1 && p.In(i) != (p.Stack[i] > 0) || p.Limit == 0 && !p.In(i) {
			return fmt.Errorf("seat %d: once the heap is gone, a seat without chips is out, and only then", i)
		}
	}
	switch {
	case p.Limit < 0 || p.Limit > 1:
		return fmt.Errorf("limit %d: 1 once the heap has been emptied", p.Limit)
	case p.Limit == 0 && p.Chips(Pot) == 0 && p.Phase != PhaseOver:
		return fmt.Errorf("the heap is empty")
	}
	return nil
}

// checkPlay checks a game in progress: its end not yet reached, the dice
// of the pending throw and the turn's state.
func (e *chipGame) checkPlay(p *Position) error {
	if p.Phase == PhaseThrowOff {
		return nil // the end is reached; the tied winners throw off
	}
	me, h := int(p.Turn), holders(p)
	switch {
	case e.r.End == FirstEmpty && h != uint8(1<<p.N-1):
		return fmt.Errorf("a seat without chips has won")
	case e.r.End == LastHolder && p.Active() < 2:
		return fmt.Errorf("the last seat in has won")
	case e.r.End == HeapEmpty && p.Chips(Pot) == 0:
		return fmt.Errorf("the heap is empty: the game is over")
	case e.r.End == LastChip && held(p) < 2, e.r.End == AcesFinale && (held(p) < 2) != (p.Flag == 1):
		return fmt.Errorf("%d chips left in hand: the game is over, in its finale or not", held(p))
	case e.r.End == WoodpileFinale && h&(h-1) == 0 && p.Flag == 0:
		return fmt.Errorf("one seat holds every chip: the finale is due")
	case e.r.Hands > 0 && int(p.Total) >= e.r.Hands, e.r.Hands == 0 && p.Total != 0 && e.r.Mode != SumTarget && !e.set():
		return fmt.Errorf("%d hands played", p.Total)
	case e.r.End == HolderLoses && p.Limit == 1 && p.Active() < 2:
		return fmt.Errorf("one seat holds chips: it has lost")
	}
	return e.checkTurn(p, me)
}

// checkTurn checks the state of seat me's turn.
func (e *chipGame) checkTurn(p *Position, me int) error {
	finale := e.r.End == AcesFinale || e.r.End == WoodpileFinale
	switch {
	case p.Flag < 0 || p.Flag > 1 || p.Flag == 1 && !finale:
		return fmt.Errorf("flag %d: 1 marks a finale", p.Flag)
	case p.Flag == 1 && (p.Stack[me] == 0 || p.Throws >= p.Limit || holders(p) != 1<<me):
		return fmt.Errorf("the finale is the throws of the only holder, %d of %d made", p.Throws, p.Limit)
	case p.Flag == 0 && p.Limit != 0 && e.r.Mode != OwnNumber:
		return fmt.Errorf("limit %d: only a finale has a limit", p.Limit)
	case p.Flag == 0 && int(p.Throws) >= max(1, e.r.TurnThrows) && !(e.r.Mode == PutTake && p.Throws == 1) && !(e.r.Mode == OwnNumber && numbering(p)):
		return fmt.Errorf("%d throws made of a turn of %d", p.Throws, max(1, e.r.TurnThrows))
	case p.Flag == 1 && int(p.Need) != e.r.Dice, p.Flag == 0 && int(p.Need) != e.dice(p, me):
		return fmt.Errorf("seat %d throws %d dice, not %d", me, e.dice(p, me), p.Need)
	case p.TurnScore != 0 || (p.Kept.Len() != 0) != (p.Throws == 1 && e.r.Mode == PutTake) || p.Kept.Len() > 1:
		return fmt.Errorf("only put and take keeps its action die")
	case p.Tie != 0 || p.Throws > 1 && e.r.Mode == PutTake:
		return fmt.Errorf("no throw-off is on")
	}
	return nil
}

func (e *chipGame) draw(g *Game, p *Position, pic *board.Picture) {
	pic.Counters = append(pic.Counters,
		board.Counter{Name: "pot", Value: strconv.Itoa(int(p.Stack[Pot]))},
		board.Counter{Name: "middle", Value: strconv.Itoa(int(p.Stack[OutOfPlay]))})
	for i := range int(p.N) {
		pic.Counters = append(pic.Counters, board.Counter{Name: "chips " + strconv.Itoa(i), Value: strconv.Itoa(int(p.Stack[i]))})
	}
	if p.Flag == 1 {
		pic.Counters = append(pic.Counters, board.Counter{Name: "finale throws left", Value: strconv.Itoa(int(p.Limit - p.Throws))})
	}
	if e.r.Mode == OwnNumber {
		for i := range int(p.N) {
			pic.Counters = append(pic.Counters, board.Counter{Name: "number " + strconv.Itoa(i), Value: strconv.Itoa(int(p.Last[i]))})
		}
	}
	if e.r.Hands > 0 {
		pic.Counters = append(pic.Counters, board.Counter{Name: "hands", Value: strconv.Itoa(int(p.Total))})
	}
	if e.set() {
		for i := range int(p.N) {
			pic.Counters = append(pic.Counters, board.Counter{Name: "games won " + strconv.Itoa(i), Value: strconv.Itoa(int(p.Score[i]))})
		}
		pic.Counters = append(pic.Counters, board.Counter{Name: "games played", Value: strconv.Itoa(int(p.Total))})
	}
	if e.r.Mode == PutTake && p.Kept.Len() > 0 {
		word := "take"
		if p.Kept.Max() <= 3 {
			word = "put"
		}
		pic.Counters = append(pic.Counters, board.Counter{Name: "action", Value: word})
	}
	mid := board.Area{Name: "middle", X: 140, Y: 250, W: 120, H: 60, Seat: board.Nobody, Text: "middle: " + strconv.Itoa(int(p.Stack[OutOfPlay]))}
	pic.Areas = append(pic.Areas, mid)
}

// potPayer is an engine whose pot goes to the winners when a throw-off
// ends the game.
type potPayer interface{ payWinners(g *Game, p *Position) }

var _ potPayer = (*chipGame)(nil)
