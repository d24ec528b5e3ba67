package backgammon

import (
	"cmp"
	"slices"

	"github.com/rulebook-go/rulebook/dice"
)

// Move is one decision of a tables game: a checker play, a chance
// outcome, a cube action or a resignation. String gives its notation.
//
// A Move is a small comparable value that refers to an immutable record:
// two moves of one state (or of its clones, which share the list) are ==
// exactly when they are the same move, and a Move stored in a board.Move
// costs no allocation. The zero Move is no move.
type Move struct{ r *moveRec }

// moveRec is what a Move refers to.
type moveRec struct {
	kind MoveKind
	dice [2]int8 // KindRoll: higher die first; KindOpening: White's, Black's; KindResign: level, 0
	turn Turn    // KindTurn
	idx  int32   // KindTurn: index in its state's list
	text string  // every kind but KindTurn, whose text is written on demand
}

// Kind returns the kind of move.
func (m Move) Kind() MoveKind {
	if m.r == nil {
		return KindTurn
	}
	return m.r.kind
}

// Dice returns the dice of a chance outcome: the roll, higher die first,
// or the opening throw, White's die then Black's; for a resignation the
// level (1 single, 2 gammon, 3 backgammon) and 0; else 0, 0.
func (m Move) Dice() (int, int) {
	if m.r == nil {
		return 0, 0
	}
	return int(m.r.dice[0]), int(m.r.dice[1])
}

// Turn returns the checker play of a KindTurn move (the empty Turn for
// the other kinds).
func (m Move) Turn() Turn {
	if m.r == nil {
		return Turn{}
	}
	return m.r.turn
}

// String returns the move's notation: a turn as GNU Backgammon writes it,
// dice as "6-5", cube actions and resignations as words.
func (m Move) String() string {
	switch {
	case m.r == nil:
		return ""
	case m.r.kind == KindTurn:
		return m.r.turn.String()
	}
	return m.r.text
}

// MarshalText returns the move's notation, as String.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// The moves every state shares: chance outcomes, cube actions,
// resignations and their answers. Their lists and chances come from
// package dice.
var (
	rollMoves    [7][7]Move // [higher die][lower die]
	openingMoves [7][7]Move // [White's die][Black's die]
	resignMoves  [4]Move    // by level

	rollList, openingAll, openingUnequal                  []Move
	rollChances, openingAllChances, openingUnequalChances []float64

	cubeList, takeList, beaverList, answerList []Move
)

func init() {
	// the 21 rolls of two dice, written higher die first, listed from
	// 6-6, 6-5 … down to 1-1
	rolls := dice.Unordered(dice.D6, 2)
	slices.SortFunc(rolls, func(a, b dice.Outcome) int {
		x, y := a.Roll.Descending(), b.Roll.Descending()
		return cmp.Or(y.Face(0)-x.Face(0), y.Face(1)-x.Face(1))
	})
	for _, o := range rolls {
		r := o.Roll.Descending()
		m := Move{&moveRec{kind: KindRoll, dice: [2]int8{int8(r.Face(0)), int8(r.Face(1))}, text: r.String()}}
		rollMoves[r.Face(0)][r.Face(1)] = m
		rollList = append(rollList, m)
		rollChances = append(rollChances, o.Prob())
	}
	// the opening throw, White's die first; ties are thrown again unless
	// they double the cube
	throws := dice.Ordered(dice.D6, 2)
	ties := 0
	for _, o := range throws {
		if o.Roll.Doubles() {
			ties += o.Ways
		}
	}
	for _, o := range throws {
		w, k := o.Roll.Face(0), o.Roll.Face(1)
		m := Move{&moveRec{kind: KindOpening, dice: [2]int8{int8(w), int8(k)}, text: o.Roll.String()}}
		openingMoves[w][k] = m
		openingAll = append(openingAll, m)
		openingAllChances = append(openingAllChances, o.Prob())
		if !o.Roll.Doubles() {
			openingUnequal = append(openingUnequal, m)
			openingUnequalChances = append(openingUnequalChances, float64(o.Ways)/float64(o.Total-ties))
		}
	}
	word := func(k MoveKind, text string) Move { return Move{&moveRec{kind: k, text: text}} }
	roll, double := word(KindRollCube, "roll"), word(KindDouble, "double")
	take, drop, beaver := word(KindTake, "take"), word(KindDrop, "drop"), word(KindBeaver, "beaver")
	accept, reject := word(KindAccept, "accept"), word(KindReject, "reject")
	cubeList = []Move{roll, double}
	takeList = []Move{take, drop}
	beaverList = []Move{take, drop, beaver}
	answerList = []Move{accept, reject}
	for lv := int8(1); lv <= 3; lv++ {
		resignMoves[lv] = Move{&moveRec{kind: KindResign, dice: [2]int8{lv, 0}, text: resignWords[lv]}}
	}
}
