package halma

import (
	"math"

	"github.com/rulebook-go/rulebook/board"
)

// distance returns the sum of the distances of the cells of c to seat i's
// target corner.
func (st *seating) distance(i int, c cells) int {
	n := 0
	for {
		var k int
		if k, c = c.next(); k < 0 {
			return n
		}
		n += int(st.dist[i][k])
	}
}

// progress returns the part of the race seat i has run, from 0 (every
// piece still at home or farther) to 1 (every piece in the target): the
// distance its pieces have come toward the target corner, over the
// distance from the starting camp to the target camp.
func (p *Position) progress(i int) float64 {
	st := p.st
	run := st.away[i] - st.distance(i, p.own[i])
	return min(1, max(0, float64(run)/float64(st.away[i]-st.home[i])))
}

// Estimate says what the race is worth to seat p, for the bots that cut
// their random playouts off (it implements bot.Estimator of package
// board/bot): a finished game 1 to the winners, 0 to the others, ½ to
// everybody in a draw (an unsolved solitaire race 0); a race in progress ½ plus half the lead of p's
// progress over the mean progress of the other seats, where a seat's
// progress is the distance its pieces have come toward its target corner
// over the distance the whole race covers (steps on the star, files plus
// ranks on the square boards). Alone at the board, p's progress. It
// knows nothing of blocked camps, team play, the marked piece of Precise
// or the evacuation rule of halma/chess: a measure for search, not a
// judgement.
func (s *State) Estimate(p board.Player) float64 {
	if o := s.out; o.Over {
		switch {
		case o.Won(p):
			return 1
		case len(o.Winners) > 0, s.pos.seats == 1:
			return 0
		}
		return 0.5
	}
	pos := &s.pos
	n := int(pos.seats)
	if int(p) < 0 || int(p) >= n {
		return 0.5
	}
	mine := pos.progress(int(p))
	if n == 1 {
		return mine
	}
	others := 0.0
	for i := range n {
		if i != int(p) {
			others += pos.progress(i)
		}
	}
	return 0.5 + (mine-others/float64(n-1))/2
}

// Estimate says what a game of Rakado is worth to seat p, for the bots
// that cut their random playouts off (bot.Estimator): a finished game 1
// to the winner, 0 to the loser, ½ to both in a draw; a game in progress
// the logistic of p's lead in what decides the end, 1/(1+exp(−lead/2)):
// survivors (pieces not captured), or under Rakado.Scoring=race the
// pieces the opponent still has on its way over p's.
func (s *RakadoState) Estimate(p board.Player) float64 {
	if o := s.out; o.Over {
		switch {
		case o.Won(p):
			return 1
		case len(o.Winners) > 0:
			return 0
		}
		return 0.5
	}
	if p != 0 && p != 1 {
		return 0.5
	}
	pos := &s.pos
	me, them := int(p), 1-int(p)
	lead := pos.Survivors(me) - pos.Survivors(them)
	if pos.g.rules.Rakado.Scoring == Race {
		lead = pos.inTransit(them).count() - pos.inTransit(me).count()
	}
	return 1 / (1 + math.Exp(-float64(lead)/2))
}
