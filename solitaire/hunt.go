package solitaire

import (
	"math/bits"

	"github.com/rulebook-go/rulebook/board"
)

// penaltyRule says what happens to a hunter that could have captured and
// did not.
type penaltyRule uint8

const (
	noPenalty   penaltyRule = iota // capturing is compulsory
	heldPenalty                    // WolfPenalty: held off the board until the other hunter captures
	huffPenalty                    // Huffing: removed for good
)

// huntRules is what the two hunt games need, compiled from Rules.
type huntRules struct {
	geo                     *geometry
	fold                    Holes // the fold (Ovce a vlci) or castle (Hrad rytířů)
	flockStart, hunterStart Holes
	// advance: the flock steps from h to t only when advance[t] <=
	// advance[h] — the row for sheep (never down), the distance to the
	// castle for attackers (never away from it).
	advance     [NumHoles + 1]int8
	penalty     penaltyRule
	trappedLose bool
	flockChar   byte // 'S' or 'A'
	hunterChar  byte // 'W' or 'D'
	placements  int  // hunters the hunter seat places before play
	flockNoun   string
	hunterNoun  string
	foldNoun    string
}

// The seats of a hunt.
const (
	flockSeat  = 0 // sheep or attackers, who move first
	hunterSeat = 1 // wolves or defenders
)

// minFlock is the fewest flock pieces that can still fill the 9-hole
// fold; with fewer the hunters have won.
const minFlock = 9

// fold is the 3×3 block of the top arm and the three holes below it.
var fold = HolesOf(1, 2, 3, 4, 5, 6, 9, 10, 11)

func newHuntRules(r Rules) *huntRules {
	h := &huntRules{geo: orthogonal, fold: fold}
	if r.Diagonals {
		h.geo = diagonal
	}
	switch r.Game {
	case KindSheepAndWolves:
		h.hunterStart = HolesOf(9, 11)
		h.flockStart = allHoles &^ fold &^ HolesOf(8, 12, 16, 18)
		for t := 1; t <= NumHoles; t++ {
			h.advance[t] = h.geo.row[t]
		}
		if r.WolfPenalty {
			h.penalty = heldPenalty
		}
		h.trappedLose = r.TrappedWolves == TrappedLose
		h.flockChar, h.hunterChar, h.flockNoun, h.hunterNoun, h.foldNoun = 'S', 'W', "sheep", "wolves", "fold"
	case KindCastle:
		h.flockStart = allHoles &^ fold
		h.advance = h.geo.distances(fold)
		if r.Huffing {
			h.penalty = huffPenalty
		}
		h.trappedLose = r.TrappedDefenders == TrappedLose
		h.placements = 2
		h.flockChar, h.hunterChar, h.flockNoun, h.hunterNoun, h.foldNoun = 'A', 'D', "attackers", "defenders", "castle"
	}
	return h
}

// distances returns each hole's number of steps to the nearest hole of
// target along the geometry's lines.
func (g *geometry) distances(target Holes) (d [NumHoles + 1]int8) {
	for h := range d {
		d[h] = -1
	}
	var queue []uint8
	for h := 1; h <= NumHoles; h++ {
		if target.Has(h) {
			d[h] = 0
			queue = append(queue, uint8(h))
		}
	}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		for _, n := range g.neighbors[h] {
			if d[n] < 0 {
				d[n] = d[h] + 1
				queue = append(queue, n)
			}
		}
	}
	return d
}

// huntPos is a hunt position: a plain value, so that search copies it.
type huntPos struct {
	flock, hunters Holes
	held           Holes // WolfPenalty: wolves off the board, by the hole they return to
	side           uint8 // flockSeat or hunterSeat
	placing        uint8 // placements the hunter seat still has to make
}

// maxHuntMoves is room for the moves of any ordinary position: steps of
// 24 pieces in up to 8 directions, plus captures. More only costs an
// allocation.
const maxHuntMoves = 256

// moves appends the legal moves of pos to buf.
func (r *huntRules) moves(pos *huntPos, buf []HuntMove) []HuntMove {
	empty := allHoles &^ pos.flock &^ pos.hunters
	if pos.placing > 0 {
		for t := r.fold & empty; t != 0; t &= t - 1 {
			buf = append(buf, HuntMove{Kind: Place, To: uint8(bits.TrailingZeros64(uint64(t)) + 1)})
		}
		return buf
	}
	start := len(buf)
	if pos.side == flockSeat {
		for t := pos.flock; t != 0; t &= t - 1 {
			h := bits.TrailingZeros64(uint64(t)) + 1
			for _, n := range r.geo.neighbors[h] {
				if empty.Has(int(n)) && r.advance[n] <= r.advance[h] {
					buf = append(buf, HuntMove{Kind: Step, From: uint8(h), To: n})
				}
			}
		}
		if len(buf) == start {
			buf = append(buf, HuntMove{Kind: Pass})
		}
		return buf
	}
	for t := pos.hunters; t != 0; t &= t - 1 {
		h := uint8(bits.TrailingZeros64(uint64(t)) + 1)
		m := HuntMove{Kind: Capture, From: h}
		buf = r.chains(buf, start, &m, h, pos.flock, empty|Hole(int(h)))
	}
	if len(buf) > start && r.penalty == noPenalty {
		return buf
	}
	for t := pos.hunters; t != 0; t &= t - 1 {
		h := bits.TrailingZeros64(uint64(t)) + 1
		for _, n := range r.geo.neighbors[h] {
			if empty.Has(int(n)) {
				buf = append(buf, HuntMove{Kind: Step, From: uint8(h), To: n})
			}
		}
	}
	return buf
}

// chains appends the completed capture chains of the hunter that started
// at m.From and stands on at, with the flock and the empty holes as they
// are now; m holds the chain so far. Chains with the same start, end and
// captured pieces as one already in buf[start:] are one move. The
// recursion is at most one level per flock piece.
func (r *huntRules) chains(buf []HuntMove, start int, m *HuntMove, at uint8, flock, empty Holes) []HuntMove {
	extended := false
	for _, j := range r.geo.jumpsFrom[at] {
		over := Hole(int(j.over))
		if flock&over == 0 || empty&j.to1 == 0 {
			continue
		}
		extended = true
		m.route[m.n] = j.to
		m.n++
		m.Captured |= over
		buf = r.chains(buf, start, m, j.to, flock&^over, (empty|Hole(int(at))|over)&^j.to1)
		m.n--
		m.Captured &^= over
	}
	if extended || m.n == 0 {
		return buf
	}
	to := m.route[m.n-1]
	for i := start; i < len(buf); i++ {
		if b := &buf[i]; b.From == m.From && b.To == to && b.Captured == m.Captured {
			return buf
		}
	}
	c := *m
	c.To = to
	c.route = [maxRoute]uint8{}
	copy(c.route[:c.n], m.route[:m.n])
	return append(buf, c)
}

// hasMoves reports whether the side to move has a legal move, without
// listing them: the flock always has one (a step or the pass), a hunter
// one when it has an empty neighbour or a capture.
func (r *huntRules) hasMoves(pos *huntPos) bool {
	if pos.placing > 0 || pos.side == flockSeat {
		return true
	}
	empty := allHoles &^ pos.flock &^ pos.hunters
	for t := pos.hunters; t != 0; t &= t - 1 {
		if r.geo.steps[bits.TrailingZeros64(uint64(t))+1]&empty != 0 {
			return true
		}
	}
	return r.canCapture(pos) != 0
}

// canCapture returns the hunters that have a capture.
func (r *huntRules) canCapture(pos *huntPos) Holes {
	empty := allHoles &^ pos.flock &^ pos.hunters
	var able Holes
	for t := pos.hunters; t != 0; t &= t - 1 {
		h := bits.TrailingZeros64(uint64(t)) + 1
		for _, j := range r.geo.jumpsFrom[h] {
			if pos.flock.Has(int(j.over)) && empty&j.to1 != 0 {
				able |= Hole(h)
				break
			}
		}
	}
	return able
}

// apply plays a legal move on pos and reports whether the move is
// irreversible (no earlier position can occur again).
func (r *huntRules) apply(pos *huntPos, m HuntMove) (irreversible bool) {
	switch m.Kind {
	case Place:
		pos.hunters |= Hole(int(m.To))
		pos.placing--
		if pos.placing == 0 {
			pos.side = flockSeat
		}
		return true
	case Pass:
		pos.side = hunterSeat
		return false
	}
	if pos.side == flockSeat {
		pos.flock = pos.flock&^Hole(int(m.From)) | Hole(int(m.To))
		pos.side = hunterSeat
		return r.advance[m.To] < r.advance[m.From]
	}
	from, to := Hole(int(m.From)), Hole(int(m.To))
	var able Holes
	if m.Kind == Step && r.penalty != noPenalty {
		able = r.canCapture(pos)
	}
	pos.hunters = pos.hunters&^from | to
	pos.side = flockSeat
	if m.Kind == Capture {
		pos.flock &^= m.Captured
		// Held wolves come back to their holes when the other wolf
		// captures; a wolf whose hole is taken waits for the next capture.
		back := pos.held &^ pos.flock &^ pos.hunters
		pos.hunters |= back
		pos.held &^= back
		return true
	}
	if able != 0 {
		if able&from != 0 {
			able = able&^from | to // the hunter that moved is judged where it now stands
		}
		pos.hunters &^= able
		if r.penalty == heldPenalty {
			pos.held |= able
		}
		return true
	}
	return false
}

// huntStatus is how a hunt position stands.
type huntStatus struct {
	over   bool
	winner int8 // seat, or -1 for a draw
	code   string
	reason string
}

// outcome is the status as a board.Outcome.
func (st huntStatus) outcome() board.Outcome {
	if !st.over {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: st.code, Reason: st.reason}
	if st.winner >= 0 {
		o.Winners = []board.Player{board.Player(st.winner)}
	}
	return o
}

// The outcome codes of the hunts (besides board.CodeRepetition and
// board.CodeNoMoves, trapped hunters).
const (
	CodeFilled   = "filled"   // the flock fills the fold or castle
	CodeCaptured = "captured" // fewer than 9 of the flock are left
	CodeRemoved  = "removed"  // no hunter is left on the board (WolfPenalty, Huffing)
)

// status judges pos, whose side to move has a legal move or not, and
// which occurs reps times in the game so far.
func (r *huntRules) status(pos *huntPos, movable bool, reps int) huntStatus {
	switch {
	case r.fold&^pos.flock == 0:
		return huntStatus{true, flockSeat, CodeFilled, r.foldNoun + " filled"}
	case pos.flock.Len() < minFlock:
		return huntStatus{true, hunterSeat, CodeCaptured, "too few " + r.flockNoun + " left"}
	case pos.placing == 0 && pos.hunters == 0:
		return huntStatus{true, flockSeat, CodeRemoved, r.hunterNoun + " removed"}
	case reps >= 3:
		return huntStatus{true, -1, board.CodeRepetition, "threefold repetition"}
	case !movable:
		if r.trappedLose {
			return huntStatus{true, flockSeat, board.CodeNoMoves, r.hunterNoun + " trapped"}
		}
		return huntStatus{true, -1, board.CodeNoMoves, r.hunterNoun + " trapped"}
	}
	return huntStatus{winner: -1}
}

// perft counts the leaves depth plies below stack[len(stack)-1], the
// positions since the last irreversible move being stack[base:].
func (r *huntRules) perft(stack []huntPos, base, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	pos := &stack[len(stack)-1]
	if r.status(pos, r.hasMoves(pos), repetitions(stack[base:], pos)).over {
		return 0
	}
	var buf [maxHuntMoves]HuntMove
	moves := r.moves(pos, buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	top := len(stack)
	for _, m := range moves {
		next := *pos
		b := base
		if r.apply(&next, m) {
			b = top
		}
		n += r.perft(append(stack[:top], next), b, depth-1)
	}
	return n
}

// repetitions counts the occurrences of pos in positions.
func repetitions(positions []huntPos, pos *huntPos) int {
	n := 0
	for i := range positions {
		if positions[i] == *pos {
			n++
		}
	}
	return n
}

// huntMaxPlies bounds a hunt: between two irreversible moves (a capture,
// a flock piece gaining ground, a placement) the threefold repetition
// rule ends the game long before random play runs this far.
const huntMaxPlies = 20000

// start returns the starting position: the defenders still to be placed
// in Hrad rytířů.
func (r *huntRules) start() huntPos {
	pos := huntPos{flock: r.flockStart, hunters: r.hunterStart, side: flockSeat}
	if r.placements > 0 {
		pos.side, pos.placing = hunterSeat, uint8(r.placements)
	}
	return pos
}
