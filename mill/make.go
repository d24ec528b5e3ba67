package mill

import "github.com/rulebook-go/rulebook/board"

// Make plays m, which must be a legal move of p (from GenerateMoves), and returns what Unmake needs to take it back. It does not check
// m: for search and perft. It allocates nothing.
func (p *Position) Make(m Move) Undo {
	u := Undo{before: *p}
	p.apply(m)
	return u
}

// Unmake takes back m, for which Make returned u.
func (p *Position) Unmake(m Move, u Undo) { *p = u.before }

// apply plays m on p without checking it.
func (p *Position) apply(m Move) {
	if m&throwBit != 0 {
		p.roll = uint8(m&63) + 1
		return
	}
	s := int(p.side)
	p.roll = 0
	p.side ^= 1
	if s == black && p.c.rules.Hunt {
		p.moves++
	}
	p.passed = m == Pass
	if m == Pass {
		p.quiet++
		return
	}
	progress := false
	if x := m.Bonus(); x != NoPoint {
		p.men[s^1] &^= bit(x)
		progress = true
	}
	to := m.To()
	if to == NoPoint { // a bonus removal that ends the game alone
		p.quiet = 0
		return
	}
	own := p.men[s]
	if from := m.From(); from != NoPoint {
		own &^= bit(from)
	} else {
		p.hand[s]--
		progress = true
	}
	if p.c.millWins[s] && p.c.geo.formsMill(own, to) {
		p.won = true
	}
	p.men[s] = own | bit(to)
	if x := m.Remove(); x != NoPoint {
		p.men[s^1] &^= bit(x)
		progress = true
		if y := m.SecondRemove(); y != NoPoint {
			p.men[s^1] &^= bit(y)
		}
	}
	if progress {
		p.quiet = 0
	} else {
		p.quiet++
	}
}

// Ending says how a game ended, or that it goes on.
type Ending uint8

// The endings. Repetition is decided by the game state, which keeps the
// history; a Position alone never reports it.
const (
	NotOver     Ending = iota
	TwoStones          // the loser has fewer than three stones
	Blockade           // the loser, to move, has no legal move
	BothBlocked        // the player to move is blocked right after the other passed (BlockedPasses): a draw
	MillFormed         // the winner formed a mill (hunt: Black; cross mill: either)
	HuntLimit          // the hunt: Black's moves are used up without a mill
	FullBoard          // the placing phase filled the board without a mill: a draw
	NoProgress         // the no-progress limit was reached: a draw
	Repetition         // the position occurred for the third time: a draw
)

var endingCodes = [...]string{"", "two-stones", board.CodeNoMoves, board.CodeBlocked, "mill", "hunt-limit", "full-board",
	board.CodeMoveLimit, board.CodeRepetition}

var endingReasons = [...]string{"", "two stones left", "no legal move", "neither player can move",
	"mill formed", "Black's moves are used up", "the board is full", "no placement or removal for too long",
	"third occurrence of the position"}

// String returns the ending's stable code, Outcome.Code: "two-stones",
// "no-moves" (Blockade), "blocked" (BothBlocked), "mill", "hunt-limit",
// "full-board", "move-limit" (NoProgress), "repetition", or "" when the
// game is not over.
func (e Ending) String() string {
	if int(e) < len(endingCodes) {
		return endingCodes[e]
	}
	return "?"
}

// Reason returns the ending in words.
func (e Ending) Reason() string {
	if int(e) < len(endingReasons) {
		return endingReasons[e]
	}
	return "?"
}

// Draw reports whether the ending is a draw.
func (e Ending) Draw() bool {
	return e == BothBlocked || e == FullBoard || e == NoProgress || e == Repetition
}

// terminal returns the ending that p's own fields decide, before its legal
// moves are looked at.
func (p *Position) terminal() Ending {
	c := p.c
	switch {
	case p.won:
		return MillFormed
	case c.rules.Hunt && int(p.moves) >= c.limit:
		return HuntLimit
	case c.removal && (p.count(0) < 3 || p.count(1) < 3):
		return TwoStones
	case c.fullDraw && p.men[0]|p.men[1] == allPoints:
		return FullBoard
	case c.noProgress > 0 && int(p.quiet) >= c.noProgress:
		return NoProgress
	}
	return NotOver
}

// Ending returns how the game ended in p and the winner (meaningful when
// the ending is not a draw), or NotOver. It generates the moves to see
// whether the player to move is blocked.
func (p *Position) Ending() (Ending, Color) {
	s := int(p.side)
	switch e := p.terminal(); e {
	case NotOver:
	case MillFormed:
		return e, Color(s ^ 1)
	case HuntLimit:
		return e, White
	case TwoStones:
		if p.count(s) < 3 {
			return e, Color(s ^ 1)
		}
		return e, Color(s)
	default:
		return e, White
	}
	if p.Chance() {
		return NotOver, White
	}
	var buf [MaxMoves]Move
	if len(p.generate(buf[:0])) > 0 {
		return NotOver, White
	}
	if p.c.pass {
		if p.passed {
			return BothBlocked, White
		}
		return NotOver, White
	}
	return Blockade, Color(s ^ 1)
}
