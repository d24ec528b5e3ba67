package backgammon

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// refChouette is a plain model of the chouette's session rules (the box, the
// crew, settlement and the queue), kept apart from the implementation: maps
// and lists where the session has arrays and phases, the decisions due
// as a list of who decides next. It watches the board game only for the
// side on roll and the end of a game, and says who must decide and what
// the ledger and the queue must be.
type refChouette struct {
	rules  ChouetteRules
	q      []board.Player
	joins  []board.Player
	ledger map[board.Player]int
	value  map[board.Player]int  // each member's cube
	owner  map[board.Player]byte // 'c' centred, 'b' box, 'm' member
	state  map[board.Player]byte // 'a' playing on, 'd' dropped, 'w' won, 'l' lost
	// the decisions due, first first
	decide  []board.Player // seats to decide roll or double
	answer  []board.Player // members to answer the box's double
	boxAns  []board.Player // the members whose double the box answers (all of them at once with the shared cube)
	doubled []board.Player // per-member doubles made this turn
	games   int
	over    bool
}

func newRef(r ChouetteRules, q []board.Player, seats int) *refChouette {
	m := &refChouette{rules: r, q: slices.Clone(q), ledger: map[board.Player]int{}}
	for i := range seats {
		m.ledger[board.Player(i)] = 0
	}
	m.newGame()
	return m
}

func (m *refChouette) newGame() {
	m.value, m.owner, m.state = map[board.Player]int{}, map[board.Player]byte{}, map[board.Player]byte{}
	for _, p := range m.q[1:] {
		m.value[p], m.owner[p], m.state[p] = 1, 'c', 'a'
	}
	m.decide, m.answer, m.boxAns, m.doubled = nil, nil, nil, nil
	if len(m.q) < 3 {
		m.over = true
	}
}

func (m *refChouette) box() board.Player { return m.q[0] }

// acting is the highest-ranked member playing on.
func (m *refChouette) acting() board.Player {
	for _, p := range m.q[1:] {
		if m.state[p] == 'a' {
			return p
		}
	}
	return board.Nobody
}

func (m *refChouette) canDouble(p board.Player, by byte) bool {
	return m.rules.Cube && m.state[p] == 'a' && 2*m.value[p] <= m.rules.CubeLimit && (m.owner[p] == 'c' || m.owner[p] == by)
}

// turnStarts sets the decisions to double at the start of side's turn.
func (m *refChouette) turnStarts(side Side) {
	if side == White {
		for _, p := range m.q[1:] {
			if m.canDouble(p, 'b') {
				m.decide = []board.Player{m.box()}
				return
			}
		}
		return
	}
	if !m.rules.PerMemberCubes {
		if a := m.acting(); m.canDouble(a, 'm') {
			m.decide = []board.Player{a}
		}
		return
	}
	for _, p := range m.q[1:] {
		if m.canDouble(p, 'm') {
			m.decide = append(m.decide, p)
		}
	}
}

// due returns the seat that must decide now, or Chance when the board
// game (dice, opening) or a checker play is due (board: true).
func (m *refChouette) due() (board.Player, bool) {
	switch {
	case len(m.answer) > 0:
		return m.answer[0], false
	case len(m.decide) > 0:
		return m.decide[0], false
	case len(m.boxAns) > 0:
		return m.box(), false
	}
	return board.Chance, true
}

func (m *refChouette) pay(from, to board.Player, v int) {
	m.ledger[from] -= v
	m.ledger[to] += v
}

// decision plays the word of seat p.
func (m *refChouette) decision(p board.Player, word string) {
	switch {
	case len(m.answer) > 0: // a member answers the box
		m.answer = m.answer[1:]
		if word == "take" {
			m.value[p] *= 2
			m.owner[p] = 'm'
		} else {
			m.pay(p, m.box(), m.value[p])
			m.state[p] = 'd'
		}
		if len(m.answer) == 0 && m.acting() == board.Nobody {
			m.endGame()
		}
	case len(m.decide) > 0 && p == m.box():
		m.decide = nil
		if word == "double" {
			for _, q := range m.q[1:] {
				if m.canDouble(q, 'b') {
					m.answer = append(m.answer, q)
				}
			}
		}
	case len(m.decide) > 0: // a member (the acting captain with the shared cube)
		m.decide = m.decide[1:]
		if word == "double" {
			m.doubled = append(m.doubled, p)
		}
		if len(m.decide) == 0 {
			m.boxAns, m.doubled = m.doubled, nil
			if !m.rules.PerMemberCubes && len(m.boxAns) > 0 {
				m.boxAns = nil // the captain's double binds every account playing on
				for _, q := range m.q[1:] {
					if m.state[q] == 'a' {
						m.boxAns = append(m.boxAns, q)
					}
				}
			}
		}
	default: // the box answers
		n := 1
		if !m.rules.PerMemberCubes {
			n = len(m.boxAns)
		}
		for _, q := range m.boxAns[:n] {
			if word == "take" {
				m.value[q] *= 2
				m.owner[q] = 'b'
			} else {
				m.pay(m.box(), q, m.value[q])
				m.state[q] = 'w'
			}
		}
		m.boxAns = m.boxAns[n:]
		if m.acting() == board.Nobody {
			m.endGame()
		}
	}
}

// boardEnds settles a board game that side won by checker play, the
// loser's checkers as given.
func (m *refChouette) boardEnds(winner Side, loser *[27]int8) {
	mult := 1
	if loser[Off] == 0 {
		mult = 2
		for p := 19; p <= Bar; p++ {
			if loser[p] > 0 {
				mult = 3
			}
		}
	}
	for _, q := range m.q[1:] {
		if m.state[q] != 'a' {
			continue
		}
		v := m.value[q] * mult
		if m.rules.Jacoby && m.owner[q] == 'c' {
			v = m.value[q]
		}
		if winner == White {
			m.pay(q, m.box(), v)
			m.state[q] = 'l'
		} else {
			m.pay(m.box(), q, v)
			m.state[q] = 'w'
		}
	}
	m.endGame()
}

// endGame rotates the queue and starts the next game.
func (m *refChouette) endGame() {
	m.games++
	if m.games >= m.rules.Games {
		m.over = true
		return
	}
	x, c := m.q[0], m.q[1]
	var next []board.Player
	if m.state[c] == 'w' {
		next = append(append(next, m.q[1:]...), x)
	} else {
		next = append(append(append(next, x), m.q[2:]...), c)
		if m.rules.SubstituteWinnerBecomesCaptain && m.state[c] == 'd' {
			for i, p := range next[1 : len(next)-1] {
				if m.state[p] == 'w' {
					next = slices.Insert(slices.Delete(next, i+1, i+2), 1, p)
					break
				}
			}
		}
	}
	m.q = append(next, m.joins...)
	m.joins = nil
	m.newGame()
}

// TestChouetteReference plays random sessions (random options, players
// joining and leaving) and compares every step with the model: who
// decides, the ledger and the queue.
func TestChouetteReference(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var settings []string
		for _, o := range []string{"PerMemberCubes=true", "Jacoby=true", "SubstituteWinnerBecomesCaptain=false", "CubeLimit=8"} {
			if rapid.Bool().Draw(rt, o) {
				settings = append(settings, o)
			}
		}
		settings = append(settings, "Games="+string(rune('1'+rapid.IntRange(0, 5).Draw(rt, "games"))))
		g := board.Must(board.Configure(ChouetteSession, settings...)).(*ChouetteGame)
		n := rapid.IntRange(MinChouettePlayers, MaxChouettePlayers).Draw(rt, "players")
		queue := rapid.Permutation(seatsUpTo(n)).Draw(rt, "queue")
		s, err := g.NewSessionWith(queue...)
		if err != nil {
			rt.Fatal(err)
		}
		m := newRef(g.rules, queue, n)
		for step := 0; !s.Over() && step < 2000; step++ {
			m.events(rt, s)
			if m.over != s.Over() {
				rt.Fatalf("the model's session is over: %v, the session's: %v", m.over, s.Over())
			}
			if s.Over() {
				break
			}
			who, onBoard := m.due()
			if onBoard && s.game.ph == phPlay {
				who = m.box()
				if s.game.onRoll == Black {
					who = m.acting()
				}
			}
			if s.ToMove() != who {
				rt.Fatalf("ToMove %v, the model's %v (%s)", s.ToMove(), who, s.expecting())
			}
			ms := s.Legal()
			mv := ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")].(Move)
			side, before := s.game.onRoll, s.game.b
			if err := s.Play(mv); err != nil {
				rt.Fatal(err)
			}
			switch {
			case !onBoard:
				m.decision(who, mv.String())
			case mv.Kind() == KindTurn:
				b := before
				applyTurn(&s.game.r, &b, side, mv.r.turn.StepList())
				if b.Pts[side][Off] == 15 {
					m.boardEnds(side, &b.Pts[side.Other()])
				} else {
					m.turnStarts(side.Other())
				}
			}
			m.compare(rt, s)
		}
	})
}

// events lets players join and leave at random, in the session and in
// the model.
func (m *refChouette) events(rt *rapid.T, s *ChouetteState) {
	switch rapid.IntRange(0, 30).Draw(rt, "event") {
	case 0:
		p := board.Player(rapid.IntRange(0, MaxChouettePlayers-1).Draw(rt, "join"))
		between := s.betweenGames()
		if s.Join(p) == nil {
			if _, ok := m.ledger[p]; !ok {
				m.ledger[p] = 0
			}
			if between {
				m.q = append(m.q, p)
				m.newGame()
			} else {
				m.joins = append(m.joins, p)
			}
		}
	case 1:
		p := board.Player(rapid.IntRange(0, MaxChouettePlayers-1).Draw(rt, "leave"))
		if s.Leave(p) == nil {
			m.q = slices.DeleteFunc(m.q, func(q board.Player) bool { return q == p })
			m.newGame()
		}
	}
	m.compare(rt, s)
}

func (m *refChouette) compare(rt *rapid.T, s *ChouetteState) {
	for p, v := range s.Ledger() {
		if m.ledger[board.Player(p)] != v {
			rt.Fatalf("ledger %v, the model's %v", s.Ledger(), m.ledger)
		}
	}
	if !s.Over() && !slices.Equal(s.Queue(), m.q) {
		rt.Fatalf("queue %v, the model's %v", s.Queue(), m.q)
	}
}
