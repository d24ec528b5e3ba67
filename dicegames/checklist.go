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
)

var tableNames = []string{"ladybird", "british", "tokens", "rows", "sum-rows"}

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
	partTables    = [...]*[maxPart + 1]part{Ladybird: &ladybirdParts, British: &britishParts, Tokens: &tokenParts, Rows: &rowParts, SumRows: &oxParts}
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
		if r.Top < 2 || r.Top > 24 || r.Dice < 1 || r.Dice > 4 || r.Top > 6*r.Dice {
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
			return nil, board.BadOption("Table", "ladybird, british, tokens, rows or sum-rows")
		}
		if (r.Table == SumRows) != r.Sum || r.Sum && r.Dice != 2 {
			return nil, board.BadOption("Sum", "the sum of two dice names the rows 2-12 of Table=sum-rows")
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
	return newGame(names, e, gameSpec{players: [2]int{2, 8}, match: Match{Target: e.steps},
		maxPlies: func(n int) int { return 20000 * n }})
}

func (e *checklistGame) rules() any { return e.r }
func (e *checklistGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewChecklistGame)
}

func (e *checklistGame) setup(g *Game, p *Position) {
	if e.r.Counters {
		for i := range int(p.N) {
			p.Stack[i] = int16(e.tail(0))
		}
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

func (e *checklistGame) begin(g *Game, p *Position) { p.Phase, p.Need = PhaseThrow, int8(e.r.Dice) }

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
}

func (e *checklistGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	if e.r.Mode == Boxes {
		e.boxesThrow(g, p)
		return
	}
	me := int(p.Turn)
	claimed := e.claim(p, me, t)
	if e.r.Counters && int(p.Score[me]) == e.steps {
		// The winner takes the middle and the others' rows.
		p.Transfer(Pot, SeatAccount(me), p.Chips(Pot), Exact)
		for i := range int(p.N) {
			p.Transfer(SeatAccount(i), SeatAccount(me), p.Chips(SeatAccount(i)), Exact)
		}
	}
	if claimed > 0 && e.r.Again && int(p.Score[me]) < e.steps {
		p.Need = int8(e.r.Dice)
		return
	}
	g.endTurn(p)
}

func (e *checklistGame) moves(g *Game, p *Position, buf []Move) []Move {
	return e.crossMoves(p, buf) // only a sheet of boxes has decisions
}
func (e *checklistGame) decide(g *Game, p *Position, m Move) { e.cross(g, p, m) }
func (e *checklistGame) roundEnd(g *Game, p *Position) bool  { return false }

func (e *checklistGame) check(g *Game, p *Position) error {
	if p.Phase == PhaseDecide && e.r.Mode != Boxes || p.Phase == PhaseThrowOff || p.Phase == PhaseThrow && int(p.Need) != e.r.Dice {
		return fmt.Errorf("a checklist has only throws of %d dice", e.r.Dice)
	}
	var complete uint8
	for i := range int(p.N) {
		if p.Score[i] < 0 || int(p.Score[i]) > e.steps {
			return fmt.Errorf("seat %d has %d of %d targets", i, p.Score[i], e.steps)
		}
		if int(p.Score[i]) == e.steps {
			complete |= 1 << i
		}
		if err := e.checkBoxSheet(p, i); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
		if err := e.checkSheet(p.Score[i], p.Last[i]); err != nil {
			return fmt.Errorf("seat %d: %w", i, err)
		}
		if p.Phase != PhaseOver && int(p.Stack[i]) != e.counters(p.Last[i]) {
			return fmt.Errorf("seat %d has %d counters, its rows %d", i, p.Stack[i], e.counters(p.Last[i]))
		}
	}
	if p.Phase != PhaseOver && complete != 0 || p.Phase == PhaseOver && (p.Won != complete || complete&(complete-1) != 0) {
		return fmt.Errorf("the game ends when the first sheet is complete, and that seat wins")
	}
	return nil
}

// counters returns the chips a seat holds with the packed parts sheet:
// its tail's counters with Counters, none otherwise.
func (e *checklistGame) counters(sheet int16) int {
	if !e.r.Counters {
		return 0
	}
	return e.tail(sheet)
}

// checkSheet checks a sheet's packed parts (last) against its count of
// targets (score) and the prerequisites.
func (e *checklistGame) checkSheet(score, last int16) error {
	if e.r.Mode != Parts {
		if last != 0 {
			return fmt.Errorf("a sequence sheet has no parts")
		}
		return nil
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
					c.Pieces = []board.Piece{{Seat: board.Player(i), Kind: strconv.Itoa(e.need(k)), Count: 1}}
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
