package dicegames

import (
	"fmt"
	"math/bits"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// ChecklistMode is the dependency relation of the Checklist engine's
// targets.
type ChecklistMode uint8

// The forms of ChecklistRules.
const (
	// Sequence: the numbers 1, 2, …, Top (and, with Return, back down to
	// 1) in strict order, each made by one die or a sum of dice; one throw
	// makes as many consecutive numbers as it can (a die may serve again).
	Sequence ChecklistMode = iota
	// Parts: a drawing of parts, each named by a face, with a count and a
	// prerequisite part (Berušky's body → head → eyes).
	Parts
	// Boxes: every number 1..Top twice, crossed off in any order; each die
	// serves once a throw, alone or in a sum, and the seat chooses what to
	// cross off (Everest).
	Boxes
)

var checklistNames = []string{"sequence", "parts", "boxes"}

// String returns the value's name.
func (c ChecklistMode) String() string { return board.ChoiceName(c, checklistNames) }

// MarshalText returns the value's name (board.Choice).
func (c ChecklistMode) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a value by its name.
func (c *ChecklistMode) UnmarshalText(b []byte) error { return board.ParseChoice(c, checklistNames, b) }

// Choices lists the forms.
func (ChecklistMode) Choices() []string { return checklistNames }

// ChecklistRules are the rules of the Checklist engine: a sheet of targets
// per seat, claimed from the throws in the order the dependency relation
// allows; the first seat to complete its sheet wins.
type ChecklistRules struct {
	// Mode is the dependency relation.
	Mode ChecklistMode `rule:"the targets: sequence (numbers in strict order, Století) or parts (a drawing with prerequisites, Berušky)"`
	// Dice is the number of dice of a throw.
	Dice int `rule:"dice per throw (parts: each die is used separately)" range:"1..4"`
	// Top is the last number of the sequence.
	Top int `rule:"sequence: the numbers run from 1 to this" range:"0..24"`
	// Return sends the sequence back down from Top-1 to 1.
	Return bool `rule:"sequence: after the top number the way goes back down to 1"`
	// Twice needs the top number twice, up and again to turn (Jule: 1..6,
	// 6..1).
	Twice bool `rule:"sequence with Return: the top number is needed twice, on the way up and again to turn (Jule)"`
	// OneClaim makes a throw claim one target at most.
	OneClaim bool `rule:"a throw claims one target at most"`
	// Again lets a seat throw again after a throw that claimed a target.
	Again bool `rule:"throw again after every throw that claimed something"`
	// Table is the parts table of a drawing.
	Table PartsTable `rule:"parts: ladybird (1 body; 2 head, 3 legs ×6, 6 tail after the body; 4 eyes ×2, 5 antennae ×2 after the head), british (6 body; 5 head, 3 legs ×6, 4 wings ×2 after the body; 1 eyes ×2, 2 antennae ×2 after the head) tokens (one token each of 2-6, any order) rows (one row each of 1-6, any order) or sum-rows (one row each of 2-12, with Sum)"`
	// Sum names a part by the sum of the dice rather than by each die.
	Sum bool `rule:"parts: the sum of the dice names the part (one part a throw), not each die"`
	// Counters makes each part of a drawing a row of as many counters as
	// its face: a seat starts with them, a removed row is paid into the
	// middle, and the winner takes every counter on the table.
	Counters bool `rule:"parts: each part is a row of as many counters as its face; removed rows are paid into the middle and the winner takes every counter on the table (Kravský ocas)"`
	// Own makes every target of a sequence the seat's own number (seat i's
	// is i mod 6 + 1), Top of them, one a throw: Vši's strokes of a louse.
	Own bool `rule:"sequence: every target is the seat's own number (seat i's is i mod 6 + 1), Top of them, one a throw (Vši)"`
	// Rounds plays a number of rounds instead of a race: a complete
	// drawing is started again, and the most parts drawn win (complete
	// drawings first, then the parts of the unfinished one).
	Rounds int `rule:"parts: play this many rounds, a complete drawing starting a new one; the most parts drawn win (0: the first complete drawing wins)" range:"0..500"`
	// Pass gives a sum the thrower has already drawn to the first seat on
	// his left that can draw it, and passes the dice (parts with Sum).
	Pass bool `rule:"parts with Sum: a sum the thrower has drawn goes to the first seat on his left that can draw it, and the dice pass (Pavouk)"`
	// Wild is the sum that draws any part of the thrower's choice
	// ("claim:N" draws part N) and passes the dice (parts with Sum; 0 for
	// none).
	Wild int `rule:"parts with Sum: the sum that draws any open part of the thrower's choice (claim:N) and passes the dice (0 for none)" range:"0..12"`
	// Stakes settles a race in chips: every seat starts with a chip per
	// target, and when a sheet is complete every other seat pays its
	// winner a chip per target still open on its own sheet.
	Stakes bool `rule:"every seat starts with a chip per target; at the end every other seat pays the winner a chip per target it still lacks (Vši)"`
	// FirstLoses makes the first complete sheet lose: every other seat
	// wins.
	FirstLoses bool `rule:"the first seat to complete its sheet loses and every other seat wins (Pavouk)"`
	// ThrowNumbers makes the own numbers thrown (Own): a seat without a
	// number first throws one die for it, then plays its turn; the
	// position's last holds the numbers (0 before the throw).
	ThrowNumbers bool `rule:"Own: each seat first throws one die for its own number, then plays its turn (otherwise seat i's is i mod 6 + 1)"`
	// NewNumbers throws the own numbers anew every round (ThrowNumbers).
	NewNumbers bool `rule:"ThrowNumbers: the own numbers are thrown anew every round"`
	// Silent is the silence rule of Němá Julka: a seat that speaks
	// (State.Spoke) starts its sheet again from nothing.
	Silent bool `rule:"sequence: the silence rule, a seat that speaks (State.Spoke) starts its sheet again from nothing (Němá Julka)"`
}

// PartsTable is a parts table of the Checklist engine's drawings.
type PartsTable uint8

// The parts tables.
const (
	Ladybird PartsTable = iota // Berušky: body → head, legs, tail; head → eyes, antennae (13 parts)
	British                    // the British Beetle (14 parts)
	Tokens                     // Šestková hra's tokens 2-6, one each, in any order
	Rows                       // Kravský ocas's rows of 1-6, one each, in any order
	SumRows                    // Volský ocas's rows of 2-12, one each, in any order (with Sum)
	Louse                      // Hod Vší: 1 body; 3 head, 5 legs ×6, 6 tail after the body; 2 antennae (a pair), 4 eyes ×2 after the head (12 strokes)
	Spider                     // Pavouk's segments 2-6 and 8-12, one each, in any order (with Sum)
)

var tableNames = []string{"ladybird", "british", "tokens", "rows", "sum-rows", "louse", "spider"}

// String returns the table's name.
func (t PartsTable) String() string { return board.ChoiceName(t, tableNames) }

// MarshalText returns the table's name (board.Choice).
func (t PartsTable) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a table by its name.
func (t *PartsTable) UnmarshalText(b []byte) error { return board.ParseChoice(t, tableNames, b) }

// Choices lists the tables.
func (PartsTable) Choices() []string { return tableNames }

// maxPart is the highest number a part is named by: a face, or with Sum
// the sum of two dice.
const maxPart = 12

// part is one line of a parts table: how many a sheet needs and the face
// whose part must be on the sheet first (0 for none).
type part struct {
	name  string
	count int
	needs int
}

// The parts tables, indexed by face.
var (
	ladybirdParts = [maxPart + 1]part{{}, {"body", 1, 0}, {"head", 1, 1}, {"leg", 6, 1}, {"eye", 2, 2}, {"antenna", 2, 2}, {"tail", 1, 1}}
	britishParts  = [maxPart + 1]part{{}, {"eye", 2, 5}, {"antenna", 2, 5}, {"leg", 6, 6}, {"wing", 2, 6}, {"head", 1, 6}, {"body", 1, 0}}
	rowParts      = [maxPart + 1]part{{}, {"row 1", 1, 0}, {"row 2", 1, 0}, {"row 3", 1, 0}, {"row 4", 1, 0}, {"row 5", 1, 0}, {"row 6", 1, 0}}
	oxParts       = [maxPart + 1]part{{}, {}, {"row 2", 1, 0}, {"row 3", 1, 0}, {"row 4", 1, 0}, {"row 5", 1, 0}, {"row 6", 1, 0}, {"row 7", 1, 0}, {"row 8", 1, 0}, {"row 9", 1, 0}, {"row 10", 1, 0}, {"row 11", 1, 0}, {"row 12", 1, 0}}
	tokenParts    = [maxPart + 1]part{{"", 0, 0}, {"no token", 0, 0}, {"token 2", 1, 0}, {"token 3", 1, 0}, {"token 4", 1, 0}, {"token 5", 1, 0}, {"token 6", 1, 0}}
	louseParts    = [maxPart + 1]part{{}, {"body", 1, 0}, {"antennae", 1, 3}, {"head", 1, 1}, {"eye", 2, 3}, {"leg", 6, 1}, {"tail", 1, 1}}
	spiderParts   = [maxPart + 1]part{{}, {}, {"segment 2", 1, 0}, {"segment 3", 1, 0}, {"segment 4", 1, 0}, {"segment 5", 1, 0}, {"segment 6", 1, 0}, {}, {"segment 8", 1, 0}, {"segment 9", 1, 0}, {"segment 10", 1, 0}, {"segment 11", 1, 0}, {"segment 12", 1, 0}}
	partTables    = [...]*[maxPart + 1]part{Ladybird: &ladybirdParts, British: &britishParts, Tokens: &tokenParts, Rows: &rowParts, SumRows: &oxParts, Louse: &louseParts, Spider: &spiderParts}
)

type checklistGame struct {
	r     ChecklistRules
	parts *[maxPart + 1]part
	shift [maxPart + 2]uint // the bit offset of each part's count in the packed sheet
	steps int               // the targets of a sheet
}

// NewChecklistGame returns a game of the Checklist engine.
func NewChecklistGame(names board.Names, r ChecklistRules) (*Game, error) {
	e := &checklistGame{r: r, parts: &ladybirdParts}
	switch r.Mode {
	case Sequence:
		if r.Top < 2 || r.Top > 24 || r.Dice < 1 || r.Dice > 4 || r.Top > 6*r.Dice && !r.Own {
			return nil, board.BadOption("Top", "%d dice make the numbers 1..%d", r.Dice, 6*r.Dice)
		}
		e.steps = r.Top
		switch {
		case r.Twice && !r.Return:
			return nil, board.BadOption("Twice", "the top number is needed twice only on a way back")
		case r.Twice:
			e.steps = 2 * r.Top
		case r.Return:
			e.steps = 2*r.Top - 1
		}
	case Parts:
		if r.Silent {
			return nil, board.BadOption("Silent", "the silence rule is a rule of a sequence")
		}
		if r.Dice < 1 || r.Dice > 2 {
			return nil, board.BadOption("Dice", "a drawing is played with one or two dice")
		}
		if int(r.Table) >= len(partTables) {
			return nil, board.BadOption("Table", "ladybird, british, tokens, rows, sum-rows, louse or spider")
		}
		if (r.Table == SumRows || r.Table == Spider) != r.Sum || r.Sum && r.Dice != 2 {
			return nil, board.BadOption("Sum", "the sum of two dice names the parts 2-12 of Table=sum-rows or spider")
		}
		if (r.Pass || r.Wild != 0) && (!r.Sum || r.Counters) || r.Wild != 0 && partTables[r.Table][r.Wild].count != 0 {
			return nil, board.BadOption("Wild", "passed and wild sums are of a sum-named drawing without counters, the wild sum naming no part")
		}
		e.parts = partTables[r.Table]
		for f := 1; f <= maxPart; f++ {
			e.shift[f+1] = e.shift[f] + uint(bits.Len(uint(e.parts[f].count)))
			e.steps += e.parts[f].count
		}
	case Boxes:
		if err := r.checkBoxes(); err != nil {
			return nil, err
		}
		e.steps = 2 * r.Top
	default:
		return nil, board.BadOption("Mode", "sequence, parts or boxes")
	}
	switch {
	case r.Own && (r.Mode != Sequence || r.Return):
		return nil, board.BadOption("Own", "own numbers are a sequence one way")
	case r.Rounds > 0 && (r.Mode != Parts || r.Counters):
		return nil, board.BadOption("Rounds", "rounds of drawings are played with parts, without counters")
	case r.ThrowNumbers && !r.Own || r.NewNumbers && !r.ThrowNumbers:
		return nil, board.BadOption("ThrowNumbers", "own numbers are thrown with Own, and thrown anew only when thrown")
	case (r.Stakes || r.FirstLoses) && (r.Rounds > 0 || r.Counters) || r.Stakes && r.FirstLoses:
		return nil, board.BadOption("Stakes", "stakes and a losing finisher are rules of a race without counters, one of them")
	}
	m := Match{Target: e.steps}
	if r.Rounds > 0 {
		m = Match{Rounds: r.Rounds}
	}
	return newGame(names, e, gameSpec{players: [2]int{2, 8}, match: m,
		maxPlies: func(n int) int {
			if r.Rounds > 0 {
				return r.Rounds*n*40 + 100
			}
			return 20000 * n
		}})
}

// ownNumber is seat i's own number in a sequence of own numbers, when the
// numbers are not thrown.
func ownNumber(i int) int { return i%6 + 1 }

// own returns seat i's own number, 0 while it is still to be thrown.
func (e *checklistGame) own(p *Position, i int) int {
	if e.r.ThrowNumbers {
		return int(p.Last[i])
	}
	return ownNumber(i)
}

// dice returns the dice of seat p.Turn's next throw: one die for a
// number still to be thrown.
func (e *checklistGame) dice(p *Position) int {
	if e.r.ThrowNumbers && p.Last[p.Turn] == 0 {
		return 1
	}
	return e.r.Dice
}

func (e *checklistGame) rules() any { return e.r }
func (e *checklistGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewChecklistGame)
}

func (e *checklistGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Stack[i] = int16(e.counters(0))
	}
}

// settle ends a race whose sheet of seat w is complete, and reports
// whether it did: with Stakes the others pay w what their sheets lack,
// with FirstLoses every other seat wins. Other races end through the
// match's target.
func (e *checklistGame) settle(p *Position) bool {
	w := -1
	for i := range int(p.N) {
		if e.complete(p.Score[i]) {
			w = i
		}
	}
	switch {
	case w < 0 || !e.r.Stakes && !e.r.FirstLoses:
		return false
	case e.r.FirstLoses:
		over(p, activeMask(p)&^(1<<w), endTarget)
	default:
		for i := range int(p.N) {
			if i != w {
				p.Transfer(SeatAccount(i), SeatAccount(w), e.steps-int(p.Score[i]), Exact)
			}
		}
		over(p, 1<<w, endTarget)
	}
	return true
}

// endTurn ends the turn, or the race when a sheet is complete and the
// race settles itself.
func (e *checklistGame) endTurn(g *Game, p *Position) {
	if !e.settle(p) {
		g.endTurn(p)
	}
}

// tail returns the counters still on a sheet with the packed parts sheet.
func (e *checklistGame) tail(sheet int16) int {
	n := 0
	for f := 1; f <= maxPart; f++ {
		n += f * (e.parts[f].count - e.drawn(sheet, f))
	}
	return n
}

func (e *checklistGame) begin(g *Game, p *Position) { p.Phase, p.Need = PhaseThrow, int8(e.dice(p)) }

// need returns the number a sequence sheet with done targets claims next.
func (e *checklistGame) need(done int) int {
	switch {
	case done < e.r.Top:
		return done + 1
	case e.r.Twice:
		return 2*e.r.Top - done
	}
	return 2*e.r.Top - 1 - done
}

// drawn returns how many parts of face f the packed sheet holds.
func (e *checklistGame) drawn(sheet int16, f int) int {
	return int(uint16(sheet)>>e.shift[f]) & (1<<(e.shift[f+1]-e.shift[f]) - 1)
}

// drawable reports whether the part of face f may be drawn on the sheet:
// its prerequisite is drawn and its count is not complete.
func (e *checklistGame) drawable(sheet int16, f int) bool {
	pt := e.parts[f]
	return e.drawn(sheet, f) < pt.count && (pt.needs == 0 || e.drawn(sheet, pt.needs) > 0)
}

// claim marks on seat me's sheet what throw t allows and reports how many
// targets it claimed.
func (e *checklistGame) claim(p *Position, me int, t Throw) int {
	before := p.Score[me]
	if e.r.Own {
		if int(p.Score[me]) < e.steps && t.Has(e.own(p, me)) {
			p.Score[me]++
		}
		return int(p.Score[me] - before)
	}
	if e.r.Mode == Sequence {
		sums := t.SubsetSums()
		for int(p.Score[me]) < e.steps && sums&(1<<e.need(int(p.Score[me]))) != 0 {
			p.Score[me]++
			if e.r.OneClaim {
				break
			}
		}
		return int(p.Score[me] - before)
	}
	// Each die draws at most one part; a die that fits only once another
	// die has drawn its prerequisite is used after it.
	if e.r.Sum {
		if f := t.Sum(); e.drawable(p.Last[me], f) {
			e.drawPart(p, me, f)
		}
		return int(p.Score[me] - before)
	}
	left := t.Counts()
	for progress := true; progress; {
		progress = false
		for f := 1; f <= 6; f++ {
			for left[f] > 0 && e.drawable(p.Last[me], f) {
				left[f]--
				progress = true
				e.drawPart(p, me, f)
				if e.r.OneClaim {
					return 1
				}
			}
		}
	}
	return int(p.Score[me] - before)
}

// drawPart draws one part of number f on seat me's sheet, paying its row
// into the middle with Counters.
func (e *checklistGame) drawPart(p *Position, me, f int) {
	p.Last[me] += 1 << e.shift[f]
	p.Score[me]++
	if e.r.Counters {
		p.Transfer(SeatAccount(me), Pot, f, Exact)
	}
	if e.r.Rounds > 0 && int(p.Score[me])%e.steps == 0 {
		p.Last[me] = 0 // the drawing is complete: a new one is started
	}
}

// complete reports whether a race's sheet of score targets is complete.
func (e *checklistGame) complete(score int16) bool { return e.r.Rounds == 0 && int(score) == e.steps }

// passOrWild plays the sums of a sum-named drawing that the thrower does
// not draw: the wild sum waits for the thrower's choice, a passed sum goes
// to the first seat on the left that can draw it. It reports whether it
// played the throw.
func (e *checklistGame) passOrWild(g *Game, p *Position, t Throw) bool {
	me, v := int(p.Turn), t.Sum()
	switch {
	case v == e.r.Wild && e.r.Wild != 0:
		if e.anyDrawable(p.Last[me]) {
			p.Phase = PhaseDecide
			return true
		}
	case e.r.Pass && !e.drawable(p.Last[me], v):
		for q := p.Next(me); q != me; q = p.Next(q) {
			if e.drawable(p.Last[q], v) {
				e.drawPart(p, q, v)
				break
			}
		}
	default:
		return false
	}
	e.endTurn(g, p)
	return true
}

// anyDrawable reports whether some part may still be drawn on the sheet.
func (e *checklistGame) anyDrawable(sheet int16) bool {
	for f := 1; f <= maxPart; f++ {
		if e.drawable(sheet, f) {
			return true
		}
	}
	return false
}

func (e *checklistGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	if e.r.Mode == Boxes {
		e.boxesThrow(g, p)
		return
	}
	me := int(p.Turn)
	if (e.r.Pass || e.r.Wild != 0) && e.passOrWild(g, p, t) {
		return
	}
	if e.r.ThrowNumbers && p.Last[me] == 0 { // the seat's number; its turn follows
		p.Last[me] = int16(t.Max())
		p.Need = int8(e.r.Dice)
		return
	}
	claimed := e.claim(p, me, t)
	if e.r.Counters && int(p.Score[me]) == e.steps {
		// The winner takes the middle and the others' rows.
		p.Transfer(Pot, SeatAccount(me), p.Chips(Pot), Exact)
		for i := range int(p.N) {
			p.Transfer(SeatAccount(i), SeatAccount(me), p.Chips(SeatAccount(i)), Exact)
		}
	}
	if claimed > 0 && e.r.Again && !e.complete(p.Score[me]) {
		p.Need = int8(e.r.Dice)
		return
	}
	e.endTurn(g, p)
}

// moves lists a sheet of boxes' claims, or the parts a wild sum may draw.
func (e *checklistGame) moves(g *Game, p *Position, buf []Move) []Move {
	if e.r.Mode == Boxes {
		return e.crossMoves(p, buf)
	}
	for f := 1; f <= maxPart; f++ {
		if e.drawable(p.Last[p.Turn], f) {
			buf = append(buf, Move{Kind: KindClaim, N: int16(f)})
		}
	}
	return buf
}

// decide crosses off a sheet of boxes' claim, or draws the part a wild
// sum chose; the dice pass.
func (e *checklistGame) decide(g *Game, p *Position, m Move) {
	if e.r.Mode == Boxes {
		e.cross(g, p, m)
		return
	}
	e.drawPart(p, int(p.Turn), int(m.N))
	e.endTurn(g, p)
}

// roundEnd clears the own numbers when they are thrown anew every round.
func (e *checklistGame) roundEnd(g *Game, p *Position) bool {
	if e.r.NewNumbers {
		p.Last = [MaxSeats]int16{}
	}
	return false
}

func (e *checklistGame) check(g *Game, p *Position) error {
	wild := p.Phase == PhaseDecide && e.r.Wild != 0 && p.Dice.Len() == e.r.Dice && p.Dice.Sum() == e.r.Wild
	if p.Phase == PhaseDecide && !wild && e.r.Mode != Boxes || p.Phase == PhaseThrowOff && e.r.Rounds == 0 || p.Phase == PhaseThrow && int(p.Need) != e.dice(p) {
		return fmt.Errorf("a checklist has only throws of %d dice", e.r.Dice)
	}
	var complete uint8
	for i := range int(p.N) {
		if p.Score[i] < 0 || int(p.Score[i]) > e.steps && e.r.Rounds == 0 {
			return fmt.Errorf("seat %d has %d of %d targets", i, p.Score[i], e.steps)
		}
		if e.complete(p.Score[i]) {
			complete |= 1 << i
		}
		if err := e.checkBoxSheet(p, i); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
		if p.Phase == PhaseThrowOff || p.Phase == PhaseOver && e.r.Rounds > 0 {
			continue // last holds the throw-off's dice
		}
		if err := e.checkSheet(p.Score[i], p.Last[i]); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
		if p.Phase != PhaseOver && int(p.Stack[i]) != e.counters(p.Last[i]) {
			return fmt.Errorf("seat %d has %d counters, its rows %d", i, p.Stack[i], e.counters(p.Last[i]))
		}
	}
	winners := complete
	if e.r.FirstLoses {
		winners = activeMask(p) &^ complete
	}
	if e.r.Rounds == 0 && (p.Phase != PhaseOver && complete != 0 || p.Phase == PhaseOver && (p.Won != winners || complete&(complete-1) != 0 || complete == 0)) {
		return fmt.Errorf("the game ends when the first sheet is complete, and that seat wins (loses, with FirstLoses)")
	}
	return nil
}

// counters returns the chips a seat holds with the packed parts sheet:
// its tail's counters with Counters, none otherwise.
func (e *checklistGame) counters(sheet int16) int {
	switch {
	case e.r.Stakes:
		return e.steps
	case !e.r.Counters:
		return 0
	}
	return e.tail(sheet)
}

// checkSheet checks a sheet's packed parts (last) against its count of
// targets (score) and the prerequisites.
func (e *checklistGame) checkSheet(score, last int16) error {
	if e.r.Mode != Parts {
		if last != 0 && (e.r.Mode != Sequence || !e.r.ThrowNumbers || last < 0 || last > 6) {
			return fmt.Errorf("a sequence sheet has no parts (last: an own number thrown, 1..6)")
		}
		return nil
	}
	if e.r.Rounds > 0 {
		score %= int16(e.steps) // the parts of the drawing in progress
	}
	if last < 0 || uint(last)>>e.shift[maxPart+1] != 0 {
		return fmt.Errorf("parts %d are not a sheet", last)
	}
	n := 0
	for f := 1; f <= maxPart; f++ {
		c, pt := e.drawn(last, f), e.parts[f]
		if c > pt.count || c > 0 && pt.needs != 0 && e.drawn(last, pt.needs) == 0 {
			return fmt.Errorf("%d × %s (at most %d, after the %s)", c, pt.name, pt.count, e.parts[pt.needs].name)
		}
		n += c
	}
	if n != int(score) {
		return fmt.Errorf("%d parts drawn, score %d", n, score)
	}
	return nil
}

func (e *checklistGame) draw(g *Game, p *Position, pic *board.Picture) {
	if e.r.Mode == Boxes {
		e.drawBoxes(p, pic)
		return
	}
	for i := range int(p.N) {
		y := float64(40 + 50*i)
		if e.r.Mode == Sequence {
			for k := range e.steps {
				c := board.Cell{Name: fmt.Sprintf("%d:%d", i, k), X: float64(30 + 32*k), Y: y, Size: 28, Shape: board.Field}
				if k < int(p.Score[i]) {
					kind := strconv.Itoa(e.need(k))
					if e.r.Own {
						kind = "stroke"
					}
					c.Pieces = []board.Piece{{Seat: board.Player(i), Kind: kind, Count: 1}}
				}
				pic.Cells = append(pic.Cells, c)
			}
			continue
		}
		for f := 1; f <= maxPart; f++ {
			if e.parts[f].count == 0 {
				continue // Šestková hra has no token 1
			}
			c := board.Cell{Name: fmt.Sprintf("%d:%s", i, e.parts[f].name), X: float64(30 + 60*f), Y: y, Size: 44, Shape: board.Field}
			if d := e.drawn(p.Last[i], f); d > 0 {
				c.Pieces = []board.Piece{{Seat: board.Player(i), Kind: e.parts[f].name, Count: d}}
			}
			pic.Cells = append(pic.Cells, c)
		}
	}
}
