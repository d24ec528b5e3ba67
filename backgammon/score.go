package backgammon

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// MaxScore is the highest score the state records, the most a Match ID
// holds (15 bits); a score stops there rather than wrap.
const MaxScore = 0x7fff

// multiplier returns the win multiplier of winner w and its name.
func (s *State) multiplier(w Side) (int, string) {
	l := w.Other()
	lb := &s.b.Pts[l]
	mult := 1
	if lb[Off] == 0 {
		mult = 2
		if lb[Bar] > 0 || lb[Reserve] > 0 {
			mult = 3
		}
		for p := 19; p <= 24; p++ {
			if lb[p] > 0 {
				mult = 3
			}
		}
	}
	mult = min(mult, s.r.MaxMultiplier)
	if s.r.Cube && s.r.money() && s.r.Jacoby && s.owner < 0 {
		mult = 1 // Jacoby: gammons count single while the cube was never turned
	}
	return mult, [...]string{"", "single game", "gammon", "backgammon"}[mult]
}

// endGame scores a finished game; in a match that goes on, the next game
// starts (with the Crawford game flagged); otherwise the state is over.
func (s *State) endGame(w Side, mult int, reason string, ended int) {
	value := mult * s.cube
	old := s.score
	s.score[w] = min(s.score[w]+value, MaxScore)
	n := s.r.MatchLength
	if n > 0 && s.score[w] < n {
		s.crawford = s.r.Crawford && !crawfordScore(old, n) && crawfordScore(s.score, n)
		s.newGame()
		return
	}
	s.crawford = false // as GNU Backgammon writes a finished match
	s.ph, s.winner, s.value, s.reason, s.ended = phOver, w, value, reason, ended
	if ended != GameResigned {
		s.dice = [2]int8{} // GNU Backgammon keeps the dice of a resigned game
	}
	if ended == GameOver {
		// GNU Backgammon passes the dice after the last play
		s.onRoll, s.turn = w.Other(), w.Other()
	}
}

// Points returns each side's score in a game played for points
// (Rules.PointsTarget; zeros otherwise).
func (s *State) Points() [2]int { return s.points }

// scoreHits scores the virtual hits of the roll just made (Toccadille):
// a point for each pair of a die (a double's counting twice) and a
// source (the reserve while it holds checkers, an own point other than
// the Huck holding a checker) whose step lands on a board point other
// than the opponent's Huck holding exactly one opponent checker. It
// reports whether the score reached the target, which ends the game.
func (s *State) scoreHits() bool {
	p, o := s.onRoll, s.onRoll.Other()
	me, op := &s.b.Pts[p], &s.b.Pts[o]
	h := s.r.huck()
	n := 0
	for _, d := range s.dice {
		for src := 1; src <= 25; src++ {
			switch {
			case src == 25 && me[Reserve] == 0, src < 25 && me[src] == 0, s.r.Hucks && src == 13:
				continue
			}
			to := src - int(d)
			if to >= 1 && to != h && op[s.r.Geometry.oppPoint(to)] == 1 {
				n++
			}
		}
	}
	return s.addPoints(p, n)
}

// playPoints is what side p's play t scores with GoalPoint (Trik-Trak):
// a point per hit and per checker reaching own 1, and 2 for the Great
// Bridge standing at its end (with GreatBridgeOnce only when the play
// built it: bridged tells whether it stood before).
func (s *State) playPoints(p Side, t *Turn, bridged bool) int {
	n := 0
	for _, st := range t.Steps[:t.N] {
		if st.Hit {
			n++
		}
		if st.To == 1 {
			n++
		}
	}
	if s.bridge(p) && !(bridged && s.r.GreatBridgeOnce) {
		n += 2
	}
	return n
}

// bridge reports whether side p's Great Bridge stands: two or more own
// checkers on each of own 18..13 (always false without GreatBridge).
func (s *State) bridge(p Side) bool {
	if !s.r.GreatBridge {
		return false
	}
	for q := 13; q <= 18; q++ {
		if s.b.Pts[p][q] < 2 {
			return false
		}
	}
	return true
}

// addPoints adds n points to side p's score and ends the game when it
// reaches the target, reporting whether it did.
func (s *State) addPoints(p Side, n int) bool {
	s.points[p] = min(s.points[p]+n, MaxScore)
	if s.points[p] < s.r.PointsTarget {
		return false
	}
	s.byPoints = true
	s.endGame(p, pointsValue(s.points[p.Other()]), fmt.Sprintf("%d points reached", s.r.PointsTarget), GameOver)
	return true
}

// canDeadlock reports whether the rules allow positions where neither side
// can ever move: only when single checkers block or nothing is hit.
func (s *State) canDeadlock() bool { return s.r.mayDeadlock() }

// dead reports whether neither side has a step with any number.
func (s *State) dead() bool {
	g := s.generator()
	defer releaseGenerator(g)
	for side := range 2 {
		g.load(&s.b, Side(side))
		most := 6
		if s.r.PlusOneRule {
			most = 7 // a roll raised by the +1 rule
		}
		for d := 1; d <= most; d++ {
			for src := Reserve; src >= 1; src-- {
				if g.cur.me[src] == 0 || !g.sourceAllowed(src, d) {
					continue
				}
				if _, ok := g.target(src, d); ok {
					return false
				}
			}
		}
	}
	return true
}

// Outcome tells whether the game is over. Points: in money play the game's
// value to the winner (0 to the loser); in match play the final scores.
func (s *State) Outcome() board.Outcome {
	if s.ph != phOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Reason: s.reason, Points: make([]int, 2), Code: s.code()}
	if s.draw {
		return o
	}
	o.Winners = []board.Player{board.Player(s.winner)}
	if s.r.MatchLength > 0 {
		o.Points[0], o.Points[1] = s.score[0], s.score[1]
	} else {
		o.Points[s.winner] = s.value
	}
	return o
}

// code returns the Outcome.Code of a finished state: how its last game
// ended.
func (s *State) code() string {
	switch {
	case s.draw:
		return board.CodeBlocked
	case s.byPoints:
		return board.CodeTarget
	case s.ended == GameDropped:
		return CodeDropped
	case s.ended == GameResigned:
		return board.CodeResign
	case s.r.Geometry == Circular:
		return CodeCaptured
	}
	return board.CodeAllOff
}

// Returns gives ±value in money play and ±1 for the match in match play.
func (s *State) Returns() []float64 {
	r := make([]float64, 2)
	if s.ph != phOver || s.draw {
		return r
	}
	v := float64(s.value)
	if s.r.MatchLength > 0 {
		v = 1
	}
	r[s.winner], r[s.winner.Other()] = v, -v
	return r
}
