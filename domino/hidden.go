package domino

import (
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
)

// Determinize returns a full state that seat p cannot tell from this one:
// the tiles p has not seen are dealt anew to the other hands as dealt, to
// their draws and to the face-down pile, consistently with everything p
// has seen: every pass, forced draw and end of a
// Hungarian turn says the player held no tile that fitted then, a forced
// lead says nobody held a tile that would have led instead, and the
// replay of the public record from the new deal must be legal and give p
// the same Observation. Every consistent deal has a positive probability
// (a random depth-first search, not a uniform sampler). A p that is not a
// seat is treated as a spectator who has seen no hand.
func (s *State) Determinize(p board.Player, r *rand.Rand) board.State {
	return s.DeterminizeState(int(p), r)
}

// DeterminizeState is Determinize, typed.
func (s *State) DeterminizeState(p int, r *rand.Rand) *State {
	if d := s.determinize(p, r); d != nil {
		return d
	}
	// Not reached in the tests (the true deal is always a solution); the
	// state itself is consistent with p's view.
	return s.Copy()
}

// determinize samples up to 64 deals and returns the first whose replay
// gives p the same view, or nil.
func (s *State) determinize(p int, r *rand.Rand) *State {
	if s.phase == phOver {
		return s.Copy()
	}
	d := s.dealer(p)
	if !d.ok {
		return nil
	}
	for range 64 {
		if c := s.replay(d.sample(r)); c != nil && c.view(p, false) == d.want {
			return c
		}
	}
	return nil
}

// A dealer redoes the deal for one seat: what the seat sees, the problem,
// and the matcher's first complete assignment, kept between the samples
// of one state (a search determinizes the same state at every
// iteration), with the buffers each sample reuses.
type dealer struct {
	seat  int
	want  string   // the seat's view, which every replay must give
	pr    *problem // the deal to redo
	base  *matcher // the first complete assignment, or nil when none
	ok    bool     // base is complete
	m     matcher  // a sample's copy of base
	rec   []event  // a sample's record
	order []int    // the items in the order they are fixed
	zs    []int    // an item's zones in the order they are tried
	tiles []Tile   // a zone's tiles in the order they are dealt
}

// dealer returns the memo of Determinize for seat p, making it when the
// state has none for p.
func (s *State) dealer(p int) *dealer {
	if s.det != nil && s.det.seat == p {
		return s.det
	}
	d := &dealer{seat: p, want: s.view(p, false), pr: s.problem(p)}
	d.base = d.pr.matcher()
	d.ok = d.base.complete()
	if d.ok {
		d.m = d.base.scratch()
	}
	s.det = d
	return d
}

// replay plays rec from the start of the current hand, checking every
// move; nil when a move is illegal.
func (s *State) replay(rec []event) *State {
	d := newState(s.g, int(s.n))
	d.m = s.start
	d.beginHand()
	for _, e := range rec {
		if d.check(e.m) != nil {
			return nil
		}
		d.Apply(e.m)
	}
	return d
}

// A slot is a tile that some other seat received unseen: dealt or drawn.
type slot struct {
	seat int8
	ev   int // index in the record
}

type played struct {
	t  Tile
	at int
}

type constraint struct {
	seat int8
	at   int // the hand as it was before event at
	f    Set
}

// problem is the deal to be redone for seat me.
type problem struct {
	rec    []event
	slots  []slot // grouped by seat, each in record order
	played [5][]played
	cons   []constraint
	hidden Set    // tiles me has not seen
	size   [5]int // tiles now in each hand
	// pileSize is the number of face-down tiles
	pileSize int
}

func (s *State) problem(me int) *problem {
	pr := &problem{rec: s.rec}
	seen := Set(0)
	var bySeat [5][]slot
	for i, e := range s.rec {
		switch e.m.Kind {
		case KindTile:
			if int(e.seat) == me {
				seen |= 1 << e.m.Tile
			} else {
				bySeat[e.seat] = append(bySeat[e.seat], slot{e.seat, i})
			}
		case KindPlay:
			seen |= 1 << e.m.Tile
			if int(e.seat) != me {
				pr.played[e.seat] = append(pr.played[e.seat], played{e.m.Tile, i})
			}
		}
		for q := range s.n {
			if int(q) != me && e.lead != 0 {
				pr.cons = append(pr.cons, constraint{q, i, e.lead})
			}
		}
		if e.hasF && int(e.seat) != me {
			at := i
			if e.post {
				at = i + 1
			}
			pr.cons = append(pr.cons, constraint{e.seat, at, e.f})
		}
	}
	for q := range s.n {
		pr.slots = append(pr.slots, bySeat[q]...)
		pr.size[q] = s.hands[q].Len()
	}
	pr.hidden = FullSet &^ seen
	pr.pileSize = s.pool.Len()
	return pr
}

// allowed returns the hidden tiles that slot sl may hold as a tile still
// in the hand: none forbidden by a constraint after it was received.
func (pr *problem) allowed(sl slot) Set {
	ok := pr.hidden
	for _, c := range pr.cons {
		if c.seat == sl.seat && c.at > sl.ev {
			ok &^= c.f
		}
	}
	return ok
}

// canHold reports whether slot sl may be the source of the tile p played:
// received before it was played and never forbidden while held.
func (pr *problem) canHold(sl slot, p played) bool {
	if sl.ev >= p.at {
		return false
	}
	for _, c := range pr.cons {
		if c.seat == sl.seat && c.f.Has(p.t) && sl.ev < c.at && c.at <= p.at {
			return false
		}
	}
	return true
}

// sample returns the record with the unseen tiles dealt anew; the
// record is d's buffer, good until the next sample.
//
// Dealing is an assignment of tiles to zones: a seat's dealt hand (as a
// set), each single draw of a seat, and the face-down pile, each zone with
// the number of tiles it had. A tile a seat played may only come from that
// seat's zones received before the play and not ruled out while held; a
// hidden tile may go to the pile or to a zone whose constraints allow it.
// The tiles are fixed one at a time, in random order, each to a zone drawn
// at random among those that still leave a complete assignment (kept as a
// perfect matching and repaired along an augmenting path), so every
// consistent assignment has a positive probability and no sample fails.
// The walk starts from the first complete assignment, found once per
// state (d.base), and draws from r exactly as r.Perm and r.Shuffle would
// on fresh slices.
func (d *dealer) sample(r *rand.Rand) []event {
	m, pr := &d.m, d.pr
	m.reset(d.base)
	d.order = d.order[:0]
	for i := range m.items {
		d.order = append(d.order, i)
	}
	r.Shuffle(len(d.order), func(a, b int) { d.order[a], d.order[b] = d.order[b], d.order[a] })
	for _, it := range d.order {
		d.zs = append(d.zs[:0], m.allowed[it]...)
		r.Shuffle(len(d.zs), func(a, b int) { d.zs[a], d.zs[b] = d.zs[b], d.zs[a] })
		for _, z := range d.zs {
			if m.fix(it, z) {
				break
			}
		}
	}
	d.rec = append(d.rec[:0], pr.rec...)
	for z, zn := range m.zones {
		d.tiles = d.tiles[:0]
		for _, it := range m.in[z] {
			d.tiles = append(d.tiles, m.items[it])
		}
		r.Shuffle(len(d.tiles), func(a, b int) { d.tiles[a], d.tiles[b] = d.tiles[b], d.tiles[a] })
		for j, i := range zn.slots {
			d.rec[pr.slots[i].ev].m.Tile = d.tiles[j]
		}
	}
	return d.rec
}

// A zone receives tiles: the slots of a seat's dealt hand, one draw, or
// the pile (no slots).
type zone struct {
	slots []int // indices in problem.slots
	cap   int
}

// A matcher assigns the items to the zones. Zones, items and allowed are
// read only once built, and shared by the scratch copies of a dealer.
type matcher struct {
	zones   []zone
	items   []Tile
	allowed [][]int // zones each item may go to
	in      [][]int // items in each zone
	at      []int   // zone of each item, -1 if none
	fixed   []bool
	seen    []bool // fix's buffer: the zones an augmenting path visited
	moved   []int  // displace's stack: the items of the zones it empties
}

// scratch returns a matcher with m's zones, items and allowed zones and
// room for every zone's items, for reset to copy m into.
func (m *matcher) scratch() matcher {
	c := matcher{zones: m.zones, items: m.items, allowed: m.allowed}
	c.in = make([][]int, len(m.zones))
	total := 0
	for _, z := range m.zones {
		total += z.cap
	}
	room := make([]int, total)
	for z, zn := range m.zones {
		c.in[z], room = room[:0:zn.cap], room[zn.cap:]
	}
	c.at = make([]int, len(m.items))
	c.fixed = make([]bool, len(m.items))
	c.seen = make([]bool, len(m.zones))
	return c
}

// reset makes m, a scratch copy of base, hold base's assignment again.
func (m *matcher) reset(base *matcher) {
	for z := range m.in {
		m.in[z] = append(m.in[z][:0], base.in[z]...)
	}
	copy(m.at, base.at)
	copy(m.fixed, base.fixed)
}

// matcher builds the zones and the items of the problem.
func (pr *problem) matcher() *matcher {
	m := &matcher{}
	dealt := map[int8]int{}
	for i, sl := range pr.slots {
		if !pr.rec[sl.ev].draw {
			if z, ok := dealt[sl.seat]; ok {
				m.zones[z].slots = append(m.zones[z].slots, i)
				m.zones[z].cap++
				continue
			}
			dealt[sl.seat] = len(m.zones)
		}
		m.zones = append(m.zones, zone{slots: []int{i}, cap: 1})
	}
	pile := len(m.zones)
	m.zones = append(m.zones, zone{cap: pr.pileSize})
	for q := range pr.played {
		for _, p := range pr.played[q] {
			var zs []int
			for z, zn := range m.zones[:pile] {
				if sl := pr.slots[zn.slots[0]]; int(sl.seat) == q && pr.canHold(sl, p) {
					zs = append(zs, z)
				}
			}
			m.items, m.allowed = append(m.items, p.t), append(m.allowed, zs)
		}
	}
	for x := pr.hidden; x != 0; x &= x - 1 {
		t := x.First()
		zs := []int{pile}
		for z, zn := range m.zones[:pile] {
			if pr.allowed(pr.slots[zn.slots[0]]).Has(t) {
				zs = append(zs, z)
			}
		}
		m.items, m.allowed = append(m.items, t), append(m.allowed, zs)
	}
	m.in = make([][]int, len(m.zones))
	m.at = make([]int, len(m.items))
	m.fixed = make([]bool, len(m.items))
	for i := range m.at {
		m.at[i] = -1
	}
	return m
}

// complete finds a first perfect assignment (Kuhn's augmenting paths with
// capacities); false when none exists.
func (m *matcher) complete() bool {
	total := 0
	for _, z := range m.zones {
		total += z.cap
	}
	if total != len(m.items) {
		return false
	}
	for it := range m.items {
		if !m.augment(it, make([]bool, len(m.zones))) {
			return false
		}
	}
	return true
}

// augment places item it, moving unfixed items along an augmenting path
// to a zone with room.
func (m *matcher) augment(it int, seen []bool) bool {
	for _, z := range m.allowed[it] {
		if seen[z] {
			continue
		}
		seen[z] = true
		if len(m.in[z]) < m.zones[z].cap {
			m.put(it, z)
			return true
		}
		if m.displace(it, z, seen) {
			return true
		}
	}
	return false
}

// displace puts item it into the full zone z by moving one of the zone's
// unfixed items along an augmenting path to a zone with room.
func (m *matcher) displace(it, z int, seen []bool) bool {
	// the zone's items as they were, on the stack: the moves below change
	// m.in[z], and the paths they try push their own zones above
	base, n := len(m.moved), len(m.in[z])
	m.moved = append(m.moved, m.in[z]...)
	for k := base; k < base+n; k++ {
		u := m.moved[k]
		if m.fixed[u] {
			continue
		}
		m.remove(u)
		if m.augment(u, seen) {
			m.put(it, z)
			m.moved = m.moved[:base]
			return true
		}
		m.put(u, z)
	}
	m.moved = m.moved[:base]
	return false
}

// fix pins item it to zone z if a perfect assignment with it there exists.
func (m *matcher) fix(it, z int) bool {
	z0 := m.at[it]
	if z0 == z {
		m.fixed[it] = true
		return true
	}
	m.remove(it)
	m.fixed[it] = true
	if len(m.seen) != len(m.zones) {
		m.seen = make([]bool, len(m.zones))
	}
	seen := m.seen
	clear(seen)
	seen[z] = true
	if m.displace(it, z, seen) {
		return true
	}
	m.fixed[it] = false
	m.put(it, z0)
	return false
}

func (m *matcher) put(it, z int) {
	m.in[z] = append(m.in[z], it)
	m.at[it] = z
}

func (m *matcher) remove(it int) {
	z := m.at[it]
	for i, u := range m.in[z] {
		if u == it {
			m.in[z] = append(m.in[z][:i], m.in[z][i+1:]...)
			break
		}
	}
	m.at[it] = -1
}

// ObserveMove returns what seat p sees of m, a legal move about to be
// played: every seat sees a player's decision (a tile
// laid, with its face and end; draw; pass) and the lot; a tile dealt or
// drawn face down only its receiver sees, and the others see "deal" or
// "draw" (that one tile went to that seat). A p that is not a seat is a
// spectator. A server that sends every seat ObserveMove of each move and
// Observation of the state never shows a seat a tile of another hand.
func (s *State) ObserveMove(p board.Player, bm board.Move) string {
	m, ok := bm.(Move)
	if !ok {
		text, err := board.MoveText(bm)
		if err != nil {
			return ""
		}
		if m, err = parseMoveText(text); err != nil {
			return ""
		}
	}
	if m.Kind != KindTile {
		return m.String()
	}
	receiver, what := s.toMove, "draw"
	if s.phase == phDeal {
		receiver, what = s.dealt/int8(s.rules().handSize(int(s.n))), "deal"
	}
	if int(p) == int(receiver) {
		return m.String()
	}
	return what
}
