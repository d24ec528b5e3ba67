package domino

import (
	"math/rand/v2"

	"github.com/rulebook-go/rulebook/board"
)

// Determinize returns a full state that seat p cannot tell from this one:
// the tiles p has not seen are dealt anew to the other hands as dealt, to
// their draws and to the face-down pile, consistently with everything p
// has seen (domino.md §0.2): every pass, forced draw and end of a
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
	want := s.view(p, false)
	pr := s.problem(p)
	for range 64 {
		rec, ok := pr.sample(r)
		if !ok {
			return nil
		}
		if d := s.replay(rec); d != nil && d.view(p, false) == want {
			return d
		}
	}
	return nil
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
		if !e.hasF {
			continue
		}
		at := i
		if e.post {
			at = i + 1
		}
		for q := range s.n {
			if int(q) != me && (e.all || q == e.seat) {
				pr.cons = append(pr.cons, constraint{q, at, e.f})
			}
		}
	}
	for q := range s.n {
		pr.slots = append(pr.slots, bySeat[q]...)
		pr.size[q] = s.hands[q].Len()
	}
	pr.hidden = FullSet &^ seen
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

// search is one randomised depth-first search for a consistent deal. It
// decides, seat by seat, the tile of every draw (in record order) and then
// the dealt hand as a whole (the dealt tiles of a seat are interchangeable,
// so the hand is chosen as a set, never as an order).
type search struct {
	pr     *problem
	r      *rand.Rand
	steps  []step
	tile   []Tile // per slot of pr.slots
	used   Set    // hidden tiles given out
	placed [5][]bool
	inHand [5]int
	budget int
}

// A step is one draw slot, or the dealt slots of a seat (group).
type step struct {
	seat  int8
	slots []int // indices in pr.slots: one draw slot, or all dealt slots
	group bool
}

// sample returns the record with the unseen tiles dealt anew, or false
// when the search gave up.
func (pr *problem) sample(r *rand.Rand) ([]event, bool) {
	sr := &search{pr: pr, r: r, tile: make([]Tile, len(pr.slots)), budget: 5000}
	var dealt [5][]int
	for i, sl := range pr.slots {
		if pr.rec[sl.ev].draw {
			sr.steps = append(sr.steps, step{seat: sl.seat, slots: []int{i}})
		} else {
			dealt[sl.seat] = append(dealt[sl.seat], i)
		}
	}
	for q, sl := range dealt {
		if len(sl) > 0 {
			sr.steps = append(sr.steps, step{seat: int8(q), slots: sl, group: true})
		}
	}
	for q := range pr.played {
		sr.placed[q] = make([]bool, len(pr.played[q]))
	}
	if !sr.fill(0) {
		return nil, false
	}
	rec := append([]event(nil), pr.rec...)
	for i, sl := range pr.slots {
		rec[sl.ev].m.Tile = sr.tile[i]
	}
	return rec, true
}

func (sr *search) fill(k int) bool {
	if sr.budget--; sr.budget < 0 {
		return false
	}
	if k == len(sr.steps) {
		return true
	}
	if sr.steps[k].group {
		return sr.fillHand(k)
	}
	pr := sr.pr
	i := sr.steps[k].slots[0]
	sl := pr.slots[i]
	q := sl.seat
	// candidates: the seat's played tiles this draw can be, and hidden
	// tiles still free while the hand has room for them
	type cand struct {
		t  Tile
		pj int // index in played, -1 for a hidden tile
	}
	var cands [2 * NumTiles]cand
	nc := 0
	for j, p := range pr.played[q] {
		if !sr.placed[q][j] && pr.canHold(sl, p) {
			cands[nc] = cand{p.t, j}
			nc++
		}
	}
	if sr.inHand[q] < pr.size[q] {
		for x := pr.allowed(sl) &^ sr.used; x != 0; x &= x - 1 {
			cands[nc] = cand{x.First(), -1}
			nc++
		}
	}
	list := cands[:nc]
	sr.r.Shuffle(len(list), func(a, b int) { list[a], list[b] = list[b], list[a] })
	for _, c := range list {
		sr.tile[i] = c.t
		if c.pj >= 0 {
			sr.placed[q][c.pj] = true
		} else {
			sr.used |= 1 << c.t
			sr.inHand[q]++
		}
		if sr.sourcesLeft(k, q) && sr.fill(k+1) {
			return true
		}
		if c.pj >= 0 {
			sr.placed[q][c.pj] = false
		} else {
			sr.used &^= 1 << c.t
			sr.inHand[q]--
		}
	}
	return false
}

// sourcesLeft reports whether every tile seat q played and no decided slot
// supplies can still come from one of its later draws or its dealt hand.
func (sr *search) sourcesLeft(k int, q int8) bool {
	pr := sr.pr
	for j, p := range pr.played[q] {
		if sr.placed[q][j] {
			continue
		}
		ok := false
		for _, st := range sr.steps[k+1:] {
			if st.seat == q && pr.canHold(pr.slots[st.slots[0]], p) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// fillHand chooses the dealt hand of a seat: its played tiles that no draw
// supplied, and a set of hidden tiles for the rest, tried in random order.
func (sr *search) fillHand(k int) bool {
	pr := sr.pr
	st := sr.steps[k]
	q := st.seat
	first := pr.slots[st.slots[0]]
	var fixed []Tile
	for j, p := range pr.played[q] {
		if sr.placed[q][j] {
			continue
		}
		if !pr.canHold(first, p) {
			return false
		}
		fixed = append(fixed, p.t)
	}
	need := len(st.slots) - len(fixed)
	if need < 0 || need != pr.size[q]-sr.inHand[q] {
		return false
	}
	cands := (pr.allowed(first) &^ sr.used).Tiles()
	if len(cands) < need {
		return false
	}
	sr.r.Shuffle(len(cands), func(a, b int) { cands[a], cands[b] = cands[b], cands[a] })
	chosen := make([]Tile, 0, need)
	var choose func(from int) bool
	choose = func(from int) bool {
		if len(chosen) == need {
			hand := append(append([]Tile(nil), fixed...), chosen...)
			sr.r.Shuffle(len(hand), func(a, b int) { hand[a], hand[b] = hand[b], hand[a] })
			for j, i := range st.slots {
				sr.tile[i] = hand[j]
			}
			return sr.fill(k + 1)
		}
		for c := from; c <= len(cands)-(need-len(chosen)); c++ {
			if sr.budget < 0 {
				return false
			}
			chosen = append(chosen, cands[c])
			sr.used |= 1 << cands[c]
			ok := choose(c + 1)
			sr.used &^= 1 << cands[c]
			chosen = chosen[:len(chosen)-1]
			if ok {
				return true
			}
		}
		return false
	}
	return choose(0)
}
