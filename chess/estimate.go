package chess

import (
	"math"

	"github.com/rulebook-go/rulebook/board"
)

// estimateValue is the material of each piece type in pawns, for
// Estimate: the usual 1, 3, 3, 5, 9. The king counts only in eating
// chess, where it is an ordinary piece; the amazon of chess/chief counts
// as the queen and the knight it moves as (Pieces lists it under both).
var estimateValue = [...]float64{Pawn: 1, Knight: 3, Bishop: 3, Rook: 5, Queen: 9}

// estimateScale is the material lead, in pawns, that Estimate rates at
// 1/(1+e) ≈ 0.73 against 0.27: a minor piece up is a clear edge, a queen
// up (about 0.95) nearly a win.
const estimateScale = 3

// Estimate says what the game is worth to seat p (0 White, 1 Black), for
// bots that cut their random playouts off (it implements bot.Estimator
// of package board/bot): a finished game 1 to the winner, 0 to the loser,
// ½ to both in a draw; a game in progress the logistic of p's material
// lead on the board and in hand, 1/(1+exp(−lead/3)) with pawns 1, minor
// pieces 3, rooks 5 and queens 9 — in eating chess, which the player who
// has lost everything wins, the logistic of the lead the other way. It
// knows nothing of mobility, king safety or mate threats: a measure for
// search, not a judgement.
func (s *State) Estimate(p board.Player) float64 {
	if p != 0 && p != 1 {
		return 0.5
	}
	if o := s.outcome; o.Over {
		switch {
		case o.Won(p):
			return 1
		case len(o.Winners) > 0:
			return 0
		}
		return 0.5
	}
	us := Color(p)
	pos := &s.pos
	lead := 0.0
	for t := Pawn; t <= Queen; t++ {
		n := pos.Pieces(us, t).Count() + pos.Hand(us, t) - pos.Pieces(us.Other(), t).Count() - pos.Hand(us.Other(), t)
		lead += estimateValue[t] * float64(n)
	}
	if pos.Variant() == Eating {
		n := pos.Pieces(us, King).Count() - pos.Pieces(us.Other(), King).Count()
		lead = -(lead + 3*float64(n))
	}
	return 1 / (1 + math.Exp(-lead/estimateScale))
}
