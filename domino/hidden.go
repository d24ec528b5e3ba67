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
	if s.phase == phOver {
		return s.Copy()
	}
	want := s.view(p, false)
	pr := s.problem(p)
	for range 64 {
		rec, ok := pr.sample(r)
		if !ok {
			break
		}
		if d := s.replay(rec); d != nil && d.view(p, false) == want {
			return d
		}
	}
	// Unreachable for a consistent state (the true deal is a solution);
	// the state itself is always consistent with p's view.
	return s.Copy()
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

// search is one randomised depth-first search for a consistent deal.
type search struct {
	pr      *problem
	r       *rand.Rand
	tile    []Tile // per slot
	used    Set    // hidden tiles given out
	placed  [5][]bool
	inHand  [5]int
	budget  int
	allowed []Set
}

// sample returns the record with the unseen tiles dealt anew, or false
// when the search gave up.
func (pr *problem) sample(r *rand.Rand) ([]event, bool) {
	sr := &search{pr: pr, r: r, tile: make([]Tile, len(pr.slots)), budget: 20000}
	sr.allowed = make([]Set, len(pr.slots))
	for i, sl := range pr.slots {
		sr.allowed[i] = pr.allowed(sl)
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
	pr := sr.pr
	if sr.budget--; sr.budget < 0 {
		return false
	}
	if k == len(pr.slots) {
		return true
	}
	sl := pr.slots[k]
	q := sl.seat
	// a played tile whose last chance to be received has passed: dead end
	for j, p := range pr.played[q] {
		if !sr.placed[q][j] && p.at <= sl.ev {
			return false
		}
	}
	// candidates: the seat's played tiles this slot can hold, and hidden
	// tiles still free while the hand has room for them
	type cand struct {
		t  Tile
		pj int // index in played, -1 for a hidden tile
	}
	var cands [NumTiles + 28]cand
	nc := 0
	for j, p := range pr.played[q] {
		if !sr.placed[q][j] && pr.canHold(sl, p) {
			cands[nc] = cand{p.t, j}
			nc++
		}
	}
	if sr.inHand[q] < pr.size[q] {
		for x := sr.allowed[k] &^ sr.used; x != 0; x &= x - 1 {
			cands[nc] = cand{x.First(), -1}
			nc++
		}
	}
	list := cands[:nc]
	sr.r.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
	for _, c := range list {
		sr.tile[k] = c.t
		if c.pj >= 0 {
			sr.placed[q][c.pj] = true
		} else {
			sr.used |= 1 << c.t
			sr.inHand[q]++
		}
		if sr.fill(k + 1) {
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
