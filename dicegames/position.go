package dicegames

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Phase says what the position waits for.
type Phase uint8

// The phases of a turn.
const (
	PhaseThrow    Phase = iota // the dice: Need dice are thrown for seat Turn
	PhaseDecide                // seat Turn decides
	PhaseThrowOff              // the dice: seat Turn throws one die to break a tie
	PhaseOver                  // the game is over
)

var phaseNames = []string{"throw", "decide", "throw-off", "over"}

// String returns the phase's name in the position notation.
func (p Phase) String() string { return board.ChoiceName(p, phaseNames) }

// Position is a game in progress as a value: every seat's score, chips and
// sheet and the phase of the turn. The fields an engine does not use stay
// zero. Copying a Position copies the game.
type Position struct {
	Seats                      // the ring and who is out
	Turn      int8             // the seat whose turn it is
	Phase     Phase            // what the position waits for
	Need      int8             // dice of the pending throw
	Dice      Throw            // the last throw (the hidden throw of a bluffing game)
	Kept      Throw            // dice set aside this turn
	Throws    int16            // throws made this turn
	TurnScore int16            // the turn total, not yet banked
	Total     int16            // the engine's shared value: a running total, a claim, the open tiles
	Limit     int16            // a limit named in play (Hod smrti), 0 while none is named
	Round     int16            // rounds completed
	Opener    int8             // the seat that opened this round
	Flag      int8             // the engine's flag (a doubled turn, a blind claim)
	Score     [MaxSeats]int16  // cumulative scores, rounds won, strokes or lives
	Last      [MaxSeats]int16  // this round's result per seat; throw-off dice
	Done      uint8            // seats that have had their turn this round (or thrown off)
	Tie       uint8            // seats in a throw-off
	Won       uint8            // the winners, once over
	End       uint8            // why the game ended: an index of endCodes
	Ledger                     // chips
	Sheet     [MaxSeats]uint32 // a sheet of boxes per seat (Everest): 2 bits a number, its boxes crossed off
}

// The codes of Outcome.Code of the package.
var endCodes = []struct{ code, reason string }{
	{"", ""},
	{board.CodeTarget, "a seat reached the target"},
	{"rounds", "the agreed rounds are played"},
	{"last-standing", "only one seat is left in the game"},
	{"throw-off", "a throw-off broke the tie"},
	{"shared", "tied leaders share the win"},
	{"emptied", "a seat got rid of its last chip or counter"},
	{"box-shut", "a seat shut the box"},
	{"first-out", "a seat is out of chips and the most chips win"},
	{"lives", "every other seat lost its last life"},
	{"box-open", "the only player did not shut the box"},
	{"last-in", "the last seat left in the rotation loses"},
	{"last-chip", "one chip is left outside the middle: its holder loses"},
	{"heap-empty", "the heap is taken: the most chips win"},
	{"finale", "the last holder's finale decided the game"},
	{"drawn", "the last holder got rid of every chip: a draw"},
	{"holder-loses", "one seat alone still holds chips: it loses"},
	{"games", "the set of games is played: the most games won win"},
}

const (
	endTarget uint8 = iota + 1
	endRounds
	endLast
	endThrowOff
	endShared
	endEmptied
	endShut
	endFirstOut
	endLives
	endBoxOpen
	endLastIn
	endLastChip
	endHeap
	endFinale
	endDrawn
	endHolderLoses
	endGames
)

// maxPosition bounds the position notation, so that Parse rejects long
// input before any work.
const maxPosition = 700

// String returns the position notation: space-separated key=value fields
// in a fixed order, lists joined by "/", seat sets as seat numbers joined
// by "/" ("-" for none), throws as in the move notation.
func (p *Position) String() string {
	var b strings.Builder
	n := int(p.N)
	field := func(k string, v string) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(v)
	}
	list := func(a []int16) string {
		s := make([]string, len(a))
		for i, v := range a {
			s[i] = strconv.Itoa(int(v))
		}
		return strings.Join(s, "/")
	}
	set := func(m uint8) string {
		if m == 0 {
			return "-"
		}
		var s []string
		for i := range n {
			if m&(1<<i) != 0 {
				s = append(s, strconv.Itoa(i))
			}
		}
		return strings.Join(s, "/")
	}
	field("seats", strconv.Itoa(n))
	field("turn", strconv.Itoa(int(p.Turn)))
	field("phase", p.Phase.String())
	field("need", strconv.Itoa(int(p.Need)))
	field("dice", p.Dice.String())
	field("kept", p.Kept.String())
	field("throws", strconv.Itoa(int(p.Throws)))
	field("turn-score", strconv.Itoa(int(p.TurnScore)))
	field("total", strconv.Itoa(int(p.Total)))
	field("limit", strconv.Itoa(int(p.Limit)))
	field("round", strconv.Itoa(int(p.Round)))
	field("opener", strconv.Itoa(int(p.Opener)))
	field("flag", strconv.Itoa(int(p.Flag)))
	field("score", list(p.Score[:n]))
	field("last", list(p.Last[:n]))
	field("chips", list(p.Stack[:n]))
	field("pools", list(p.Stack[Pot:]))
	field("minted", strconv.Itoa(int(p.Minted)))
	field("out", set(p.Out))
	field("done", set(p.Done))
	field("tie", set(p.Tie))
	field("won", set(p.Won))
	field("end", strconv.Itoa(int(p.End)))
	if p.Sheet != [MaxSeats]uint32{} {
		s := make([]string, n)
		for i, v := range p.Sheet[:n] {
			s[i] = strconv.FormatUint(uint64(v), 16)
		}
		field("sheets", strings.Join(s, "/"))
	}
	return b.String()
}

var positionKeys = []string{"seats", "turn", "phase", "need", "dice", "kept", "throws", "turn-score",
	"total", "limit", "round", "opener", "flag", "score", "last", "chips", "pools", "minted", "out", "done",
	"tie", "won", "end"}

// ParsePosition reads the position notation as String writes it, checking
// only its form and ranges; Game.Parse also checks it against the rules.
// Errors wrap board.ErrBadNotation.
func ParsePosition(s string) (Position, error) {
	var p Position
	if len(s) > maxPosition {
		return p, board.BadNotation(s[:40]+"…", "a position has at most %d characters", maxPosition)
	}
	fields := strings.Split(s, " ")
	sheets := ""
	if len(fields) == len(positionKeys)+1 {
		sheets, fields = fields[len(fields)-1], fields[:len(positionKeys)]
	}
	if len(fields) != len(positionKeys) {
		return p, board.BadNotation(s, "a position has the %d fields %s", len(positionKeys), strings.Join(positionKeys, ", "))
	}
	val := make(map[string]string, len(fields))
	for i, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok || k != positionKeys[i] {
			return p, board.BadNotation(s, "field %d must be %s=…", i+1, positionKeys[i])
		}
		val[k] = v
	}
	r := reader{val: val}
	n := r.int("seats", 1, MaxSeats)
	p.N = int8(n)
	p.Turn = int8(r.int("turn", 0, n-1))
	p.Phase = Phase(r.choice("phase", phaseNames))
	p.Need = int8(r.int("need", 0, MaxDice))
	p.Dice = r.throw("dice")
	p.Kept = r.throw("kept")
	p.Throws = int16(r.int("throws", 0, 9999))
	p.TurnScore = int16(r.int("turn-score", -9999, 9999))
	p.Total = int16(r.int("total", -9999, 9999))
	p.Limit = int16(r.int("limit", 0, 99))
	p.Round = int16(r.int("round", 0, 9999))
	p.Opener = int8(r.int("opener", 0, n-1))
	p.Flag = int8(r.int("flag", -100, 100))
	r.list("score", p.Score[:n], -9999)
	r.list("last", p.Last[:n], -9999)
	r.list("chips", p.Stack[:n], 0)
	r.list("pools", p.Stack[Pot:], 0)
	p.Minted = int16(r.int("minted", 0, 9999))
	p.Out = r.set("out", n)
	p.Done = r.set("done", n)
	p.Tie = r.set("tie", n)
	p.Won = r.set("won", n)
	p.End = uint8(r.int("end", 0, len(endCodes)-1))
	if sheets != "" && r.err == nil {
		r.err = parseSheets(&p, sheets, n)
	}
	if r.err != nil {
		return Position{}, board.BadNotation(s, "%v", r.err)
	}
	if (p.Phase == PhaseOver) != (p.End != 0) || (p.Phase == PhaseOver) != (p.Won != 0 || p.End == endBoxOpen || p.End == endDrawn) {
		return Position{}, board.BadNotation(s, "a finished game has an end code and winners, a game in progress neither")
	}
	if p.Phase != PhaseOver && !p.In(int(p.Turn)) {
		return Position{}, board.BadNotation(s, "seat %d is to move but out of the game", p.Turn)
	}
	if p.Phase == PhaseThrowOff && p.Tie&(1<<p.Turn) == 0 {
		return Position{}, board.BadNotation(s, "seat %d throws off but is not tied", p.Turn)
	}
	if p.Phase == PhaseThrow && p.Need < 1 {
		return Position{}, board.BadNotation(s, "a throw of no dice")
	}
	return p, nil
}

// parseSheets reads the optional last field "sheets=…" (only a game of
// boxes writes it): each seat's sheet in hexadecimal, joined by "/", at
// least one not empty.
func parseSheets(p *Position, f string, n int) error {
	v, ok := strings.CutPrefix(f, "sheets=")
	parts := strings.Split(v, "/")
	if !ok || len(parts) != n {
		return fmt.Errorf("the last field may be sheets=… with %d sheets", n)
	}
	for i, s := range parts {
		n, err := strconv.ParseUint(s, 16, 32)
		if err != nil || s != strconv.FormatUint(n, 16) {
			return fmt.Errorf("sheets: want hexadecimal numbers joined by /")
		}
		p.Sheet[i] = uint32(n)
	}
	if p.Sheet == [MaxSeats]uint32{} {
		return fmt.Errorf("sheets: all empty sheets are not written")
	}
	return nil
}

// reader reads the fields of a position, keeping the first error.
type reader struct {
	val map[string]string
	err error
}

func (r *reader) fail(k, format string, a ...any) {
	if r.err == nil {
		r.err = fmt.Errorf("%s: %s", k, fmt.Sprintf(format, a...))
	}
}

func (r *reader) int(k string, lo, hi int) int {
	n, err := strconv.Atoi(r.val[k])
	if err != nil || n < lo || n > hi || r.val[k] != strconv.Itoa(n) {
		r.fail(k, "want a number %d..%d", lo, hi)
		return lo
	}
	return n
}

func (r *reader) choice(k string, names []string) int {
	for i, s := range names {
		if r.val[k] == s {
			return i
		}
	}
	r.fail(k, "want one of %s", strings.Join(names, ", "))
	return 0
}

func (r *reader) throw(k string) Throw {
	if r.val[k] == "" {
		return Throw{}
	}
	t, err := ParseThrow(r.val[k])
	if err != nil || t.String() != r.val[k] {
		r.fail(k, "want a throw with faces ascending, e.g. 1-3-3-6")
	}
	return t
}

func (r *reader) list(k string, dst []int16, lo int) {
	parts := strings.Split(r.val[k], "/")
	if len(parts) != len(dst) {
		r.fail(k, "want %d numbers joined by /", len(dst))
		return
	}
	for i, s := range parts {
		n, err := strconv.Atoi(s)
		if err != nil || n < lo || n > 9999 || s != strconv.Itoa(n) {
			r.fail(k, "want numbers %d..9999", lo)
			return
		}
		dst[i] = int16(n)
	}
}

func (r *reader) set(k string, n int) uint8 {
	if r.val[k] == "-" {
		return 0
	}
	var m uint8
	last := -1
	for s := range strings.SplitSeq(r.val[k], "/") {
		i, err := strconv.Atoi(s)
		if err != nil || i <= last || i >= n || s != strconv.Itoa(i) {
			r.fail(k, "want seats 0..%d ascending joined by /, or -", n-1)
			return 0
		}
		m |= 1 << i
		last = i
	}
	return m
}

// seatList returns the seats of the set m.
func seatList(m uint8) []board.Player {
	var s []board.Player
	for m != 0 {
		i := bits.TrailingZeros8(m)
		s = append(s, board.Player(i))
		m &^= 1 << i
	}
	return s
}
