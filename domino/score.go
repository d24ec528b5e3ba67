package domino

import (
	"slices"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// markValues are the marks of Italian dominoes and what hitting them
// exactly scores.
var markValues = [4][2]int{{30, 1}, {50, 2}, {70, 4}, {100, 8}}

// scorePlay scores a placement during play (Italian marks, All Fives
// counts) and reports whether it ended the match.
func (s *State) scorePlay(q int8) bool {
	r := s.rules()
	side := s.sideOf(int(q))
	switch r.Scoring {
	case Marks:
		for i, mk := range markValues {
			if int(s.lay.total) == mk[0] && s.marks&(1<<i) == 0 {
				s.marks |= 1 << i
				s.m.score[side] += mk[1]
			}
		}
	case AllFives, FivesAndThrees:
		s.m.score[side] += countScore(r.Scoring, s.lay.count())
		if s.m.score[side] >= r.Target {
			s.finishMatch(endTarget, -1)
			return true
		}
	}
	return false
}

// countScore is what a count scores: a positive multiple of 5
// scores itself in All Fives; in Fives and Threes count/5 + count/3 for the
// divisors that divide it.
func countScore(sc Scoring, c int) int {
	if c <= 0 {
		return 0
	}
	if sc == AllFives {
		if c%5 == 0 {
			return c
		}
		return 0
	}
	p := 0
	if c%5 == 0 {
		p += c / 5
	}
	if c%3 == 0 {
		p += c / 3
	}
	return p
}

// round5 rounds to the nearest multiple of 5, remainders 1–2 down and 3–4 up.
func round5(x int) int { return (x + 2) / 5 * 5 }

// pips returns the pip count of each seat's hand.
func (s *State) pips() [5]int {
	var p [5]int
	for i := range s.n {
		p[i] = s.hands[i].Pips()
	}
	return p
}

// sidePips returns the combined pip count of each side.
func (s *State) sidePips() [5]int {
	var sp [5]int
	p := s.pips()
	for i := range int(s.n) {
		sp[s.sideOf(i)] += p[i]
	}
	return sp
}

// soleLowest returns the only side with the lowest value of v, or -1 when
// two or more share it (in the block game nobody then wins the hand).
func soleLowest(v []int) int {
	who, tied := -1, false
	for i, x := range v {
		switch {
		case who < 0 || x < v[who]:
			who, tied = i, false
		case x == v[who]:
			tied = true
		}
	}
	if tied {
		return -1
	}
	return who
}

// endHand scores the hand that ended and either ends the match or begins
// the next hand.
func (s *State) endHand(how int8, out int8) {
	r := s.rules()
	s.handEnd, s.outSeat = how, out
	ns := s.sides()
	sp := s.sidePips()
	var gain [5]int
	// The hand's winner side: who went out, or the sole lowest count.
	win := -1
	if how == endDomino {
		win = s.sideOf(int(out))
	} else {
		win = soleLowest(sp[:ns])
	}
	others := 0
	for i := range ns {
		if i != win {
			others += sp[i]
		}
	}
	switch r.Scoring {
	case Penalty:
		for i := range ns {
			gain[i] = sp[i]
		}
	case WinnerScores:
		if win >= 0 {
			gain[win] = others - (ns-1)*sp[win]*btoi(how != endDomino)
		}
	case Partnership:
		if win >= 0 {
			gain[win] = sp[1-win]
			switch {
			case how == endDomino && r.CountPartnerPips:
				gain[win] += sp[win]
			case how != endDomino && r.BlockDifference:
				gain[win] -= sp[win]
			}
		}
	case AllFives, FivesAndThrees:
		if win >= 0 {
			if how == endDomino {
				gain[win] = round5(others)
			} else {
				gain[win] = round5(max(0, others-sp[win]))
			}
		}
	}
	for i := range ns {
		s.m.score[i] += gain[i]
		gain[i] = s.m.score[i] - s.start.score[i] // with the points scored during play
	}
	s.m.lastGain, s.m.lastEnd, s.m.lastOut = gain, how, out
	s.m.lastHand = s.hands
	s.m.winner = -1
	if win >= 0 && !r.Sides {
		s.m.winner = int8(win)
	}
	if s.matchOver() {
		s.finishMatch(how, out)
		return
	}
	s.m.hand++
	s.m.leader = s.leader
	s.beginHand()
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// matchOver reports whether the match ends after the hand just scored.
func (s *State) matchOver() bool {
	r := s.rules()
	switch {
	case r.Scoring == HandOnly || r.Scoring == PotOnly || r.PotMode:
		return true
	}
	for i := range s.sides() {
		if s.m.score[i] >= r.Target {
			return true
		}
	}
	return false
}

func (s *State) finishMatch(how int8, out int8) {
	s.handEnd, s.outSeat = how, out
	s.phase, s.toMove = phOver, int8(board.Nobody)
	s.leading, s.hung, s.extra = false, armNone, false
}

// Outcome tells whether the game is over and how it ended.
func (s *State) Outcome() board.Outcome {
	if s.phase != phOver {
		return board.Outcome{}
	}
	r := s.rules()
	o := board.Outcome{Over: true, Points: make([]int, s.n), Code: s.code()}
	o.Placings = s.placings(o.Points)
	o.Winners = firsts(o.Placings)
	switch {
	case r.PotMode:
		return s.markPot(o)
	case r.Scoring == PotOnly:
		o.Points = s.potShares(o.Winners)
	case r.Bredouille:
		o.Points = s.bredouille(o.Winners)
	}
	o.Reason = s.reason()
	return o
}

// placings writes each seat's points at the end into points (as Outcome
// has them before a pot is shared out) and returns the seats' placings.
func (s *State) placings(points []int) []int {
	r := s.rules()
	n := int(s.n)
	var buf [5]int
	key := buf[:n] // lower is better
	switch r.Scoring {
	case HandOnly, PotOnly:
		p := s.pips()
		for i := range n {
			key[i] = p[i]
			points[i] = p[i]
			if s.handEnd == endDomino && int8(i) == s.outSeat {
				key[i] = -1
			}
		}
	default:
		for i := range n {
			sc := s.m.score[s.sideOf(i)]
			points[i] = sc
			key[i] = -sc
			if r.Scoring == Penalty {
				key[i] = sc
			}
		}
	}
	if r.PotMode {
		s.potPoints(points)
		return board.Rank(points, true)
	}
	return board.Rank(key, false)
}

// firsts returns the seats placed first; none when every seat of two or
// more is: a draw.
func firsts(placings []int) []board.Player {
	var w []board.Player
	for i, p := range placings {
		if p == 1 {
			w = append(w, board.Player(i))
		}
	}
	if len(w) == len(placings) && len(w) > 1 {
		return nil
	}
	return w
}

// CodeTotal is the Outcome.Code of an Italian hand played for stakes that
// ended when the running total reached its limit.
const CodeTotal = "total"

// code returns the Outcome.Code: how the single hand ended (domino,
// blocked, total), or target for a match.
func (s *State) code() string {
	if s.rules().matchScored() {
		return board.CodeTarget
	}
	switch s.handEnd {
	case endDomino:
		return board.CodeDominated
	case endTotal:
		return CodeTotal
	}
	return board.CodeBlocked
}

// potShares returns each seat's net result of a hand for the pot:
// the winners share the pot, an indivisible remainder stays in it.
func (s *State) potShares(winners []board.Player) []int {
	r := s.rules()
	n := int(s.n)
	out := make([]int, n)
	w := winners
	if len(w) == 0 {
		for i := range n {
			w = append(w, board.Player(i))
		}
	}
	share := n * r.Stake / len(w)
	for i := range out {
		out[i] = -r.Stake
	}
	for _, p := range w {
		out[p] += share
	}
	return out
}

// markPot settles a hand of Italian dominoes played for stakes
// (PotMode): each seat staked 1; the pot is shared in proportion to the
// points of the marks each seat hit; the remainder, or the whole pot when
// nobody hit a mark, stays in the pot (for a next game, outside this one).
func (s *State) markPot(o board.Outcome) board.Outcome {
	paid := 0
	for _, p := range o.Points {
		paid += p + 1
	}
	o.Reason = s.reason() + "; " + strconv.Itoa(int(s.n)-paid) + " stays in the pot"
	return o
}

// potPoints writes into points what each seat nets from the pot of marks
// (placings has ranked by them).
func (s *State) potPoints(points []int) {
	n := int(s.n)
	total := 0
	for i := range n {
		total += s.m.score[i]
	}
	for i := range n {
		points[i] = -1
		if total > 0 {
			points[i] += n * s.m.score[i] / total
		}
	}
}

// bredouille settles a partnership match for the pot: multiplier 3
// when the losers have no points, 2 when the winners made 100 in the last
// hand alone, else 1; each winner nets 2ms − s, each loser −s − 2(m−1)s.
func (s *State) bredouille(winners []board.Player) []int {
	r := s.rules()
	out := make([]int, s.n)
	if len(winners) == 0 {
		return out
	}
	ws := s.sideOf(int(winners[0]))
	m := 1
	switch {
	case s.m.score[1-ws] == 0:
		m = 3
	case s.m.lastGain[ws] >= r.Target:
		m = 2
	}
	st := r.Stake
	for i := range out {
		if s.sideOf(i) == ws {
			out[i] = 2*m*st - st
		} else {
			out[i] = -st - 2*(m-1)*st
		}
	}
	return out
}

// reason says in words how the game ended.
func (s *State) reason() string {
	var why string
	switch s.handEnd {
	case endDomino:
		why = "domino: seat " + strconv.Itoa(int(s.outSeat)) + " went out"
	case endBlock:
		why = "blocked"
	case endTotal:
		why = "the total reached " + strconv.Itoa(int(s.lay.total))
	case endTarget:
		why = "a score reached " + strconv.Itoa(s.rules().Target) + " during play"
	}
	if r := s.rules(); r.Scoring == HandOnly || r.Scoring == PotOnly || r.PotMode {
		return why
	}
	return "match over after " + strconv.Itoa(int(s.m.hand)+1) + " hands; last hand " + why
}

// Returns gives each seat a utility in [−1, 1] from its placing when the
// game is over (1 for first, −1 for last), nil before.
func (s *State) Returns() []float64 {
	if s.phase != phOver {
		return nil
	}
	var points [5]int
	placings := s.placings(points[:s.n])
	out := make([]float64, s.n)
	worst := slices.Max(placings)
	for i, p := range placings {
		if worst > 1 {
			out[i] = 1 - 2*float64(p-1)/float64(worst-1)
		}
	}
	return out
}
