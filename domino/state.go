package domino

import (
	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

type phase uint8

const (
	phDeal phase = iota // chance: dealing the hands one tile at a time
	phLot               // chance: drawing the leader by lot
	phPlay              // a player decides
	phDraw              // chance: the tile a player draws
	phOver              // the game (the match) is over
)

// armAny marks the first turn of a Hungarian hand, which may go on either
// end; armNone a turn that has not yet picked its end.
const (
	armNone Arm = -1
	armAny  Arm = -2
)

// How a hand ended.
const (
	endNone   int8 = iota
	endDomino      // a player went out
	endBlock       // nobody could go on
	endTotal       // the running total reached the limit
	endTarget      // a score reached the target during play (All Fives)
)

// match is what carries from hand to hand.
type match struct {
	hand   int16  // hands finished before this one
	leader int8   // leader of the previous hand, -1 before the first
	winner int8   // sole winner of the previous hand, -1 if none
	score  [5]int // per side: points, or penalty totals
	// The previous hand, shown to everybody: how it ended, the hands as
	// revealed, and what each side gained.
	lastEnd  int8
	lastOut  int8
	lastHand [5]Set
	lastGain [5]int
}

// event is one entry of the record of the current hand.
type event struct {
	m    Move
	seat int8 // the actor; for a tile, the seat receiving it
	draw bool // a tile drawn from the stock (not dealt)
	// f is what the move reveals: the player held no tile of f before the
	// move, or after it when post. lead is what a forced lead reveals: no
	// hand held a tile of it.
	hasF, post bool
	f, lead    Set
}

// State is a domino game in progress: the match, the current hand with all
// hands (the full, secret state) and the public record of the hand. It
// implements board.State, board.Hidden and board.Scorer.
type State struct {
	g      *Game
	n      int8
	m      match // the match now
	start  match // the match when the current hand began
	hands  [5]Set
	pool   Set  // face down: not yet dealt, then the stock or the sleeping tiles
	dealt  int8 // tiles dealt this hand
	phase  phase
	toMove int8
	leader int8 // leader of this hand
	lay    layout
	// turn state
	leading  bool  // the next play is the lead
	leadTile Tile  // the tile that must lead, NoTile for any
	hung     Arm   // Hungarian turn: the end being played, armNone, armAny
	extra    bool  // may place one more tile after a double
	drawsDue int8  // tiles still to draw in this draw
	passes   int8  // passes in succession
	marks    uint8 // marks of the running total hit this hand
	handEnd  int8  // how the last hand ended (set when the game is over)
	outSeat  int8  // who went out, -1 if nobody
	rec      []event
	// memos of Position and String, cleared by every change
	pos, pic string
	// memo of Determinize, cleared by every change and not copied: its
	// buffers are this state's alone
	det *dealer
}

func (s *State) rules() *Rules { return &s.g.r }

// sides returns the number of scoring sides.
func (s *State) sides() int {
	if s.rules().Sides {
		return 2
	}
	return int(s.n)
}

// sideOf returns the scoring side of a seat.
func (s *State) sideOf(seat int) int {
	if !s.rules().Sides {
		return seat
	}
	switch s.rules().Pairing {
	case 1:
		return seat / 2
	case 2:
		if seat == 0 || seat == 3 {
			return 0
		}
		return 1
	}
	return seat % 2
}

func newState(g *Game, n int) *State {
	s := &State{g: g, n: int8(n)}
	s.m = match{leader: -1, winner: -1, lastEnd: endNone, lastOut: -1}
	s.beginHand()
	return s
}

// beginHand resets the hand for a deal under the current match.
func (s *State) beginHand() {
	s.start = s.m
	s.hands = [5]Set{}
	s.pool = FullSet
	s.dealt = 0
	s.phase = phDeal
	s.toMove = int8(board.Chance)
	s.leader = -1
	s.lay = newLayout(s.rules().Layout)
	s.leading, s.leadTile, s.hung, s.extra = false, NoTile, armNone, false
	s.drawsDue, s.passes, s.marks = 0, 0, 0
	s.handEnd, s.outSeat = endNone, -1
	s.rec = s.rec[len(s.rec):] // the new record starts past the old one (see push)
	if cap(s.rec) < recChunk/4 {
		s.rec = nil // too little room for a hand: push starts a new array
	}
}

// Hand returns the tiles in seat p's hand (the full state; a player may
// only be shown his own).
func (s *State) Hand(p int) Set {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	return s.hands[p]
}

// Stock returns the face-down tiles not in any hand: the undealt tiles
// while dealing, then the stock or the sleeping tiles.
func (s *State) Stock() Set { return s.pool }

// Layout returns the tiles on the table.
func (s *State) Layout() Set { return s.lay.played }

// Ends returns the open value of every open arm (the running total of the
// free layout has none).
func (s *State) Ends() map[Arm]int {
	out := map[Arm]int{}
	for _, a := range s.lay.arms() {
		out[a] = int(s.lay.open[a])
	}
	return out
}

// Total returns the sum of the pips on the table (Italian dominoes'
// running total).
func (s *State) Total() int { return int(s.lay.total) }

// Count returns the All Fives count of the open ends.
func (s *State) Count() int { return s.lay.count() }

// Scores returns the match score of each seat (its side's score), or the
// penalty totals.
func (s *State) Scores() []int {
	out := make([]int, s.n)
	for i := range out {
		out[i] = s.m.score[s.sideOf(i)]
	}
	return out
}

// Players returns the number of seats.
func (s *State) Players() int { return int(s.n) }

// Game returns the rule set.
func (s *State) Game() board.Game { return s.g }

// ToMove returns the seat to move, Chance or Nobody.
func (s *State) ToMove() board.Player {
	switch s.phase {
	case phOver:
		return board.Nobody
	case phPlay:
		return board.Player(s.toMove)
	}
	return board.Chance
}

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, typed. The copy shares the record of
// the hand with s until either appends to it (see push), so copying costs
// one allocation.
func (s *State) Copy() *State {
	c := *s
	c.rec = s.rec[:len(s.rec):len(s.rec)]
	c.det = nil
	return &c
}

// canDraw reports whether a draw is possible now.
func (s *State) canDraw() bool {
	r := s.rules()
	return r.Draw != NoDraw && s.pool.Len() > r.StockReserve
}

// fitsArm returns the tiles that could be placed on arm a.
func (s *State) fitsArm(a Arm) Set {
	v := s.lay.open[a]
	if v < 0 {
		return 0
	}
	return fitTables[s.rules().Matching][v]
}

// placeable returns the tiles that could be placed now by the player to
// move, whatever his hand: the public side of the legal moves. With fresh
// the restrictions of a turn in progress are ignored (for block detection).
func (s *State) placeable(fresh bool) Set {
	r := s.rules()
	if s.leading {
		if s.leadTile != NoTile {
			return 1 << s.leadTile
		}
		return FullSet
	}
	switch {
	case s.lay.kind == Free:
		if r.OvershootAllowed || r.HandEndsOnTotal == 0 {
			return FullSet
		}
		room := r.HandEndsOnTotal - int(s.lay.total)
		if room >= 12 {
			return FullSet
		}
		if room < 0 {
			return 0
		}
		return pipsAtMost[room]
	case s.lay.crossArm() >= 0:
		return tables.suit[s.lay.centre.Lo()]
	}
	if !fresh && s.hung >= 0 {
		return s.fitsArm(s.hung)
	}
	var out Set
	for a := Arm(0); a < numArms; a++ {
		out |= s.fitsArm(a)
	}
	return out
}

// LegalMoves appends the legal moves to buf[:0] and returns it. It allocates
// nothing when buf has room (a hand never has more than 64 moves).
func (s *State) LegalMoves(buf []Move) []Move {
	buf = buf[:0]
	switch s.phase {
	case phDeal, phDraw:
		for x := s.pool; x != 0; x &= x - 1 {
			buf = append(buf, Move{Kind: KindTile, Tile: x.First()})
		}
	case phLot:
		d := lotDie(s.n)
		for i := range d.Sides() {
			buf = append(buf, Move{Kind: KindLot, Seat: int8(d.Face(i) - 1)})
		}
	case phPlay:
		buf = s.playerMoves(buf)
	}
	return buf
}

func (s *State) playerMoves(buf []Move) []Move {
	hand := s.hands[s.toMove]
	if s.leading {
		for x := s.leadable(); x != 0; x &= x - 1 {
			t := x.First()
			buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: ArmC})
		}
		return buf
	}
	n := len(buf)
	buf = s.plays(buf, hand)
	mayDraw, mayPass := s.mayDrawPass(len(buf) > n)
	if mayPass && s.rules().Draw != DrawWhenUnable && s.rules().Draw != DrawInstead {
		buf = append(buf, Move{Kind: KindPass})
		mayPass = false
	}
	if mayDraw {
		buf = append(buf, Move{Kind: KindDraw})
	}
	if mayPass {
		buf = append(buf, Move{Kind: KindPass})
	}
	return buf
}

// leadable returns the tiles the leader may lead.
func (s *State) leadable() Set {
	if s.leadTile != NoTile {
		return 1 << s.leadTile
	}
	return s.hands[s.toMove]
}

// mayDrawPass says whether the player to move, who is not leading, may
// draw and may pass, given whether he can place a tile (he must
// place one if he can) and the game's DrawRule.
func (s *State) mayDrawPass(canPlay bool) (mayDraw, mayPass bool) {
	r := s.rules()
	canDraw := s.canDraw()
	turnOn := s.hung >= 0 || s.hung == armAny || s.extra
	switch r.Draw {
	case NoDraw:
		return false, !canPlay || r.NoForcedPlay
	case DrawWhenUnable:
		return canDraw && (!canPlay || r.VoluntaryDraw) && !turnOn, !canPlay && !canDraw || r.NoForcedPlay
	case DrawOrPass:
		return !canPlay && canDraw, !canPlay || r.NoForcedPlay
	}
	return canDraw && !turnOn, !canPlay || r.NoForcedPlay // DrawInstead
}

// legal reports whether m is one of the moves LegalMoves lists, without listing
// them: Play checks a move with it.
func (s *State) legal(m Move) bool {
	switch s.phase {
	case phDeal, phDraw:
		return m == Move{Kind: KindTile, Tile: m.Tile} && m.Tile < NumTiles && s.pool.Has(m.Tile)
	case phLot:
		return m == Move{Kind: KindLot, Seat: m.Seat} && lotDie(s.n).Valid(int(m.Seat)+1)
	case phPlay:
	default:
		return false
	}
	if s.leading {
		t := m.Tile
		return t < NumTiles && m == Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: ArmC} && s.leadable().Has(t)
	}
	switch m {
	case Move{Kind: KindDraw}, Move{Kind: KindPass}:
		mayDraw, mayPass := s.mayDrawPass(s.hands[s.toMove]&s.placeable(false) != 0)
		return m.Kind == KindDraw && mayDraw || m.Kind == KindPass && mayPass
	}
	if m.Kind != KindPlay || m.Tile >= NumTiles || !s.hands[s.toMove].Has(m.Tile) {
		return false
	}
	var buf [16]Move
	for _, l := range s.plays(buf[:0], 1<<m.Tile) {
		if l == m {
			return true
		}
	}
	return false
}

// plays appends the placements of tiles of hand.
func (s *State) plays(buf []Move, hand Set) []Move {
	r := s.rules()
	if s.lay.kind == Free {
		for x := hand & s.placeable(false); x != 0; x &= x - 1 {
			t := x.First()
			buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: ArmT})
		}
		return buf
	}
	if a := s.lay.crossArm(); a >= 0 {
		c := s.lay.centre.Lo()
		for x := hand & tables.suit[c]; x != 0; x &= x - 1 {
			buf = append(buf, Move{Kind: KindPlay, Tile: x.First(), Touch: int8(c), Arm: a})
		}
		return buf
	}
	for a := Arm(0); a < numArms; a++ {
		if s.hung >= 0 && a != s.hung {
			continue
		}
		v := int(s.lay.open[a])
		if v < 0 {
			continue
		}
		for x := hand & fitTables[r.Matching][v]; x != 0; x &= x - 1 {
			t := x.First()
			switch {
			case r.Matching == Equal:
				buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(v), Arm: a})
			case matadors.Has(t):
				buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: a})
				if !t.Double() {
					buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(t.Hi()), Arm: a})
				}
			default:
				buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(7 - v), Arm: a})
			}
		}
	}
	return buf
}

// canPlace reports whether seat q could place a tile at the start of a
// turn now.
func (s *State) canPlace(q int) bool { return s.hands[q]&s.placeable(true) != 0 }

// Legal returns every legal move now; see board.State.
func (s *State) Legal() []board.Move {
	n := s.pool.Len() // the outcomes of a deal or a draw
	if s.phase != phDeal && s.phase != phDraw {
		var ms [80]Move
		n = len(s.LegalMoves(ms[:0]))
	}
	return s.AppendLegal(make([]board.Move, 0, n))
}

// AppendLegal appends the legal moves to buf[:0], as Legal lists them,
// allocating nothing when buf has room (board.Lister).
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	buf = buf[:0]
	if s.phase == phDeal || s.phase == phDraw {
		for x := s.pool; x != 0; x &= x - 1 {
			buf = append(buf, boxed[codeTile+int(x.First())])
		}
		return buf
	}
	var ms [80]Move
	for _, m := range s.LegalMoves(ms[:0]) {
		buf = append(buf, m.board())
	}
	return buf
}

// lotDie is the die a lot among n seats is drawn with: face k + 1 names
// seat k, all alike.
func lotDie(n int8) dice.Die { return dice.Die(n) }

// Seats returns the number of players.
func (s *State) Seats() int { return int(s.n) }
