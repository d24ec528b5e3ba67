package dicegames

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// FieldRules are the rules of the FieldBoard engine: a board of numbered
// fields; the thrown sum puts a chip on a field that has room or takes the
// chips of a full one; the bank field only ever receives; special sums
// take the board, take everything or fill every field.
type FieldRules struct {
	// Dice is the number of dice of a throw.
	Dice int `rule:"dice per throw" range:"1..2"`
	// Low and High are the numbered fields of the board.
	Low  int `rule:"the lowest numbered field" range:"1..12"`
	High int `rule:"the highest numbered field" range:"1..12"`
	// Bank is the field that is always paid and never taken (0 for none).
	Bank int `rule:"the bank field: always paid into, never taken (0 for none)" range:"0..12"`
	// Capacity is the number of chips that fill a field; throwing a full
	// field takes its chips.
	Capacity int `rule:"chips that fill a field; throwing a full field takes them" range:"1..9"`
	// TakeBoard is the sum that takes every field but the bank (0 for
	// none).
	TakeBoard int `rule:"the sum that takes every field but the bank (0 for none)" range:"0..12"`
	// TakeAll is the sum that takes every field and the bank (0 for none).
	TakeAll int `rule:"the sum that takes every field and the bank (0 for none)" range:"0..12"`
	// TakeBank is the sum that takes the bank only (0 for none).
	TakeBank int `rule:"the sum that takes the bank field only (0 for none)" range:"0..12"`
	// Missing is a field the board lacks: its sum does nothing (0 for
	// none).
	Missing int `rule:"a field the board lacks, whose sum does nothing (0 for none)" range:"0..12"`
	// EveryonePays makes a throw of the bank's sum cost every seat in the
	// game a chip onto the bank.
	EveryonePays bool `rule:"a throw of the bank's sum makes every seat in the game pay a chip onto it"`
	// AgainUntilPay makes a seat that took chips throw again, until a throw
	// makes it pay (or does nothing).
	AgainUntilPay bool `rule:"a seat that took chips must throw again until it has to pay"`
	// FillAll is the sum that puts a chip on every field with room, from
	// the lowest (0 for none).
	FillAll int `rule:"the sum that puts a chip on every field with room, from the lowest (0 for none)" range:"0..12"`
	// Chips is each seat's starting stack.
	Chips int `rule:"chips each seat starts with" range:"1..100"`
	// OutAtZero puts a seat out as soon as it has no chips; otherwise it is
	// out when it must pay and cannot.
	OutAtZero bool `rule:"a seat is out as soon as it has no chips (otherwise when it must pay and cannot)"`
	// AgainAfterTake lets a seat that took chips choose to throw again.
	AgainAfterTake bool `rule:"a seat that took chips may throw again (roll) or pass (stop)"`
	// FirstOutEnds ends the game when the first seat is out: most chips
	// wins. Otherwise the last seat in takes everything.
	FirstOutEnds bool `rule:"the game ends when the first seat is out and most chips win (otherwise the last seat in takes everything)"`
	// Hut is the Hüttenspiel turn: each placement may be followed by
	// another throw (the first must be), a take ends the turn, and the
	// first seat to place its last chip wins.
	Hut bool `rule:"Hüttenspiel turns: after a placement throw again or stop (after the first, throw again); a take ends the turn; the first seat without chips wins"`
	// StartSum is the sum that begins the game: from seat 0 the seats
	// throw in turn, a throw of another sum passes the dice, and the first
	// throw of StartSum is played as the game's first throw (0: seat 0
	// begins). While it is sought the position's total is 1.
	StartSum int `rule:"the sum that begins the game: the seats throw in turn from seat 0 and the first throw of it is played as the game's first (0: seat 0 begins)" range:"0..12"`
	// TakeClears makes a take from a full field take every field but the
	// bank (the Hüttenspiel's "six out").
	TakeClears bool `rule:"a take from a full field takes every field but the bank (six out)"`
	// OpenerLimit is the most chips the opener places in the first turn
	// of the game (Hut; 0 for no limit): his turn ends when he has placed
	// them.
	OpenerLimit int `rule:"Hut: the most chips the opener places in the game's first turn (0: no limit)" range:"0..20"`
	// FirstRoundOnce gives every seat one throw only in the first round
	// (Hut; the commercial sets' rule).
	FirstRoundOnce bool `rule:"Hut: every seat throws only once in the first round"`
}

// hutChoice is the Flag of a Hüttenspiel decision between the faces of a
// throw of two dice and their sum.
const hutChoice = 1

type fieldGame struct{ r FieldRules }

// NewFieldGame returns a game of the FieldBoard engine.
func NewFieldGame(names board.Names, r FieldRules) (*Game, error) {
	if r.TakeBank != 0 && r.Bank == 0 || r.AgainAfterTake && r.AgainUntilPay {
		return nil, board.BadOption("TakeBank", "a sum that takes the bank needs a bank, and a take is followed by a choice or by a compulsory throw, not both")
	}
	faces := r.Dice // the fields are sums of the dice, or with Hut faces
	if r.Hut {
		faces = 1
	}
	if r.Dice < 1 || r.Dice > 2 || r.Low < faces || r.High > 6*faces || r.Low > r.High || r.Capacity < 1 || r.Chips < 1 {
		return nil, fmt.Errorf("dicegames: %s: fields %d..%d must be sums of %d dice, with a capacity and chips", names.ID, r.Low, r.High, r.Dice)
	}
	return newGame(names, &fieldGame{r}, gameSpec{players: [2]int{2, 8}, match: Match{Ties: Share},
		maxPlies: func(n int) int { return 30000 * n }})
}

func (e *fieldGame) rules() any { return e.r }
func (e *fieldGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewFieldGame)
}

func (e *fieldGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Stack[i] = int16(e.r.Chips)
		p.Score[i] = p.Stack[i]
	}
	if e.r.StartSum > 0 {
		p.Total = seekingStart
	}
}

// seekingStart is the total of a field game while its starting sum is
// sought.
const seekingStart = 1

func (e *fieldGame) begin(g *Game, p *Position) { p.Phase, p.Need = PhaseThrow, int8(e.r.Dice) }

func (e *fieldGame) throw(g *Game, p *Position, t Throw) {
	p.Dice = t
	me := SeatAccount(int(p.Turn))
	v := t.Sum()
	if p.Total == seekingStart {
		if v != e.r.StartSum {
			p.Turn = int8(p.Next(int(p.Turn)))
			g.begin(p)
			return
		}
		p.Total, p.Opener = 0, p.Turn // the starter opens the rounds
	}
	if e.r.Hut {
		e.hutThrow(g, p, t)
		return
	}
	took, placed := false, false
	switch {
	case v == e.r.Missing:
	case v == e.r.TakeBank:
		p.Transfer(FieldPool(e.r.Bank), me, p.Chips(FieldPool(e.r.Bank)), Exact)
		took = true
	case v == e.r.TakeAll:
		took = e.take(p, me, true)
	case v == e.r.TakeBoard:
		took = e.take(p, me, false)
	case v == e.r.FillAll:
		for f := e.r.Low; f <= e.r.High; f++ {
			if f != e.r.Bank && p.Chips(FieldPool(f)) < e.r.Capacity {
				if placed = e.pay(p, FieldPool(f)); !placed {
					break // out of chips: a seat that must pay and cannot
				}
			}
		}
	case v == e.r.Bank && e.r.EveryonePays:
		var short uint8
		for i := range int(p.N) {
			if !p.In(i) {
				continue
			}
			if _, err := p.Transfer(SeatAccount(i), FieldPool(v), 1, Exact); err != nil {
				short |= 1 << i
			}
		}
		if !e.r.OutAtZero && short != activeMask(p) {
			p.Out |= short // a seat that must pay and cannot is out, unless every seat is
		}
		placed = true
	case v == e.r.Bank:
		placed = e.pay(p, FieldPool(v))
	case v >= e.r.Low && v <= e.r.High:
		if n := p.Chips(FieldPool(v)); n >= e.r.Capacity && e.r.TakeClears {
			took = e.take(p, me, false)
		} else if n >= e.r.Capacity {
			p.Transfer(FieldPool(v), me, n, Exact)
			took = true
		} else {
			placed = e.pay(p, FieldPool(v))
		}
	}
	e.after(g, p, took, placed)
}

// take moves the board (and the bank, with bank) to seat me.
func (e *fieldGame) take(p *Position, me Account, bank bool) bool {
	for f := 1; f <= 12; f++ {
		if f != e.r.Bank || bank {
			p.Transfer(FieldPool(f), me, p.Chips(FieldPool(f)), Exact)
		}
	}
	return true
}

// pay puts one of the thrower's chips on the field, and reports whether
// it could; a seat that cannot pay is out.
func (e *fieldGame) pay(p *Position, to Account) bool {
	if _, err := p.Transfer(SeatAccount(int(p.Turn)), to, 1, Exact); err != nil {
		if !e.r.Hut {
			p.Eliminate(int(p.Turn))
		}
		return false
	}
	return true
}

// after ends the throw: eliminations, the end of the game, and the next
// throw or seat.
func (e *fieldGame) after(g *Game, p *Position, took, placed bool) {
	me := int(p.Turn)
	syncScores(p)
	if e.r.OutAtZero {
		for i := range int(p.N) {
			if p.Stack[i] == 0 {
				p.Eliminate(i)
			}
		}
	}
	switch {
	case e.r.FirstOutEnds && p.Out != 0:
		g.finish(p, endFirstOut)
	case p.Active() == 1:
		w := p.Survivor()
		for a := Pot; a < accounts; a++ {
			p.Transfer(a, SeatAccount(w), p.Chips(a), Exact)
		}
		p.Score[w] = p.Stack[w]
		lastStanding(p)
	case took && e.r.AgainAfterTake && p.In(me):
		p.Phase = PhaseDecide
	case took && e.r.AgainUntilPay && p.In(me):
		p.Need = int8(e.r.Dice) // the same seat throws again
	case !p.In(me):
		p.Done |= 1 << me
		g.endTurn(p)
	default:
		g.endTurn(p)
	}
}

// syncScores makes every seat's score its chips.
func syncScores(p *Position) {
	for i := range int(p.N) {
		p.Score[i] = p.Stack[i]
	}
}

// hutThrow plays a throw of the Hüttenspiel: one die goes to the field of
// its face; two dice go to the fields of both faces, or of their sum when
// it is a field too, as the seat chooses.
func (e *fieldGame) hutThrow(g *Game, p *Position, t Throw) {
	if t.Len() == 2 && t.Sum() <= e.r.High {
		p.Phase, p.Flag = PhaseDecide, hutChoice
		return
	}
	e.hutPlay(g, p, t, false)
}

// hutPlay plays the faces of t (ascending; a double's face twice), or
// with sum their sum, each a one-die throw: a chip onto an empty field or
// the bank, until the seat's last chip (it wins) or the opener's limit;
// an occupied field is taken and ends the turn. A turn that placed
// throws again: the seat decides, or after its first throw must.
func (e *fieldGame) hutPlay(g *Game, p *Position, t Throw, sum bool) {
	defer syncScores(p)
	me := int(p.Turn)
	fields := [2]int{t.Min(), t.Max()}
	n := t.Len()
	if sum {
		fields[0], n = t.Sum(), 1
	}
	for _, f := range fields[:n] {
		if f != e.r.Bank && p.Chips(FieldPool(f)) >= e.r.Capacity {
			if e.r.TakeClears {
				e.take(p, SeatAccount(me), false)
			} else {
				p.Transfer(FieldPool(f), SeatAccount(me), p.Chips(FieldPool(f)), Exact)
			}
			g.endTurn(p)
			return
		}
		e.pay(p, FieldPool(f))
		p.TurnScore++ // the chips placed this turn
		if p.Stack[me] == 0 {
			over(p, 1<<me, endEmptied)
			return
		}
		if e.openerDone(p) {
			g.endTurn(p)
			return
		}
	}
	switch {
	case e.r.FirstRoundOnce && p.Round == 0:
		g.endTurn(p)
	case p.Throws == 1:
		p.Phase, p.Need = PhaseThrow, int8(e.r.Dice) // the first placement is followed by a throw
	default:
		p.Phase = PhaseDecide
	}
}

// openerDone reports whether the opener's first turn has placed its
// limit of chips.
func (e *fieldGame) openerDone(p *Position) bool {
	return e.r.OpenerLimit > 0 && p.Round == 0 && p.Done == 0 && p.Turn == p.Opener && int(p.TurnScore) >= e.r.OpenerLimit
}

func (e *fieldGame) moves(g *Game, p *Position, buf []Move) []Move {
	if p.Flag == hutChoice {
		faces := int16(1<<p.Dice.Min() | 1<<p.Dice.Max())
		return append(buf, Move{Kind: KindCover, N: faces}, Move{Kind: KindCover, N: 1 << p.Dice.Sum()})
	}
	return append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll})
}

func (e *fieldGame) decide(g *Game, p *Position, m Move) {
	if p.Flag == hutChoice {
		p.Flag = 0
		e.hutPlay(g, p, p.Dice, m.N == 1<<p.Dice.Sum())
		return
	}
	if m.Kind == KindRoll {
		p.Phase, p.Need = PhaseThrow, int8(e.r.Dice)
		return
	}
	g.endTurn(p)
}

func (e *fieldGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *fieldGame) check(g *Game, p *Position) error {
	for f := 1; f <= 12; f++ {
		n := p.Chips(FieldPool(f))
		if (f < e.r.Low || f > e.r.High) && n > 0 || f != e.r.Bank && n > e.r.Capacity {
			return fmt.Errorf("field %d holds %d chips", f, n)
		}
	}
	if p.Phase == PhaseThrow && int(p.Need) != e.r.Dice {
		return fmt.Errorf("a throw is of %d dice", e.r.Dice)
	}
	if p.Total != 0 && (p.Total != seekingStart || e.r.StartSum == 0 || p.Phase != PhaseThrow || p.Throws != 0) {
		return fmt.Errorf("total %d: the total is 1 only while the starting sum is sought", p.Total)
	}
	if p.Phase == PhaseDecide && !e.r.Hut && !e.r.AgainAfterTake {
		return fmt.Errorf("the game has no decisions")
	}
	if p.Flag != 0 && (p.Flag != hutChoice || p.Phase != PhaseDecide || !e.r.Hut || p.Dice.Len() != 2 || p.Dice.Sum() > e.r.High) {
		return fmt.Errorf("flag %d: the choice of faces or sum of two dice", p.Flag)
	}
	if e.r.Hut && e.r.FirstRoundOnce && p.Round == 0 && (p.Throws > 1 || p.Phase == PhaseDecide && p.Flag == 0) {
		return fmt.Errorf("one throw each in the first round")
	}
	if e.r.Hut && (p.TurnScore < 0 || e.openerDone(p) && p.Phase != PhaseOver) {
		return fmt.Errorf("the turn placed %d chips", p.TurnScore)
	}
	return nil
}

// draw shows the fields as cells in a row, the bank larger, each with its
// chips.
func (e *fieldGame) draw(g *Game, p *Position, pic *board.Picture) {
	for f := e.r.Low; f <= e.r.High; f++ {
		c := board.Cell{Name: strconv.Itoa(f), X: float64(40 + 50*(f-e.r.Low)), Y: 120, Size: 44, Shape: board.Field}
		if f == e.r.Bank {
			c.Size, c.Y = 60, 60
		}
		if n := p.Chips(FieldPool(f)); n > 0 {
			c.Pieces = []board.Piece{{Seat: board.Nobody, Kind: "chip", Count: n}}
		}
		pic.Cells = append(pic.Cells, c)
	}
}
