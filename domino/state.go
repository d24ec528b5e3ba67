package domino

import (
	"github.com/rulebook-go/rulebook/board"
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
	s := &State{g: g, n: int8(n), rec: make([]event, 0, 96)}
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
	s.rec = s.rec[:0]
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

// Copy returns an independent copy, typed.
func (s *State) Copy() *State {
	c := *s
	c.rec = make([]event, len(s.rec), max(cap(s.rec), 96))
	copy(c.rec, s.rec)
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

// Moves appends the legal moves to buf[:0] and returns it. It allocates
// nothing when buf has room (a hand never has more than 64 moves).
func (s *State) Moves(buf []Move) []Move {
	buf = buf[:0]
	switch s.phase {
	case phDeal, phDraw:
		for x := s.pool; x != 0; x &= x - 1 {
			buf = append(buf, Move{Kind: KindTile, Tile: x.First()})
		}
	case phLot:
		for i := int8(0); i < s.n; i++ {
			buf = append(buf, Move{Kind: KindLot, Seat: i})
		}
	case phPlay:
		buf = s.playerMoves(buf)
	}
	return buf
}

func (s *State) playerMoves(buf []Move) []Move {
	r := s.rules()
	hand := s.hands[s.toMove]
	if s.leading {
		lead := hand
		if s.leadTile != NoTile {
			lead = 1 << s.leadTile
		}
		for x := lead; x != 0; x &= x - 1 {
			t := x.First()
			buf = append(buf, Move{Kind: KindPlay, Tile: t, Touch: int8(t.Lo()), Arm: ArmC})
		}
		return buf
	}
	buf = s.plays(buf, hand)
	canPlay := len(buf) > 0
	canDraw := s.canDraw()
	turnOn := s.hung >= 0 || s.hung == armAny || s.extra
	switch r.Draw {
	case NoDraw:
		if !canPlay || r.NoForcedPlay {
			buf = append(buf, Move{Kind: KindPass})
		}
	case DrawWhenUnable:
		if canDraw && (!canPlay || r.VoluntaryDraw) && !turnOn {
			buf = append(buf, Move{Kind: KindDraw})
		}
		if !canPlay && !canDraw || r.NoForcedPlay {
			buf = append(buf, Move{Kind: KindPass})
		}
	case DrawOrPass:
		if !canPlay || r.NoForcedPlay {
			buf = append(buf, Move{Kind: KindPass})
		}
		if !canPlay && canDraw {
			buf = append(buf, Move{Kind: KindDraw})
		}
	case DrawInstead:
		if canDraw && !turnOn {
			buf = append(buf, Move{Kind: KindDraw})
		}
		if !canPlay || r.NoForcedPlay {
			buf = append(buf, Move{Kind: KindPass})
		}
	}
	return buf
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
	var buf [80]Move
	ms := s.Moves(buf[:0])
	out := make([]board.Move, len(ms))
	for i, m := range ms {
		out[i] = m
	}
	return out
}

// Seats returns the number of players.
func (s *State) Seats() int { return int(s.n) }
