package board

import (
	"encoding/json"
	"slices"
)

// The codes of Outcome.Code that several families share. A family adds its
// own (lower-case words joined by hyphens) and lists them in its doc.
const (
	CodeCheckmate  = "checkmate"   // the side to move is mated
	CodeStalemate  = "stalemate"   // the side to move has no move and is not in check
	CodeNoMoves    = "no-moves"    // the seat to move has no legal move, and the rules decide
	CodeRepetition = "repetition"  // a position repeated as often as the rules allow
	CodeMoveLimit  = "move-limit"  // a counter of moves without progress ran out
	CodeResign     = "resign"      // a seat resigned
	CodeAgreement  = "agreement"   // a draw offer was accepted
	CodeClaim      = "claim"       // a draw was claimed
	CodeTimeout    = "timeout"     // a seat's clock ran out
	CodeAllHome    = "all-home"    // a seat brought every piece home (race games)
	CodeAllOff     = "all-off"     // a seat bore off every checker (tables games)
	CodeBlocked    = "blocked"     // nobody can move: a blocked domino hand, a dead position
	CodeDominated  = "domino"      // a seat played its last tile
	CodeTarget     = "target"      // a seat reached the target score
	CodeSolved     = "solved"      // a puzzle was solved
	CodeStuck      = "stuck"       // a puzzle has no move left and is not solved
	CodeAdjudicate = "adjudicated" // a result set from outside the rules
)

// outcomeJSON is Outcome's JSON form: winners [] for a draw, placings and
// points left out when the game does not have them.
type outcomeJSON struct {
	Over     bool     `json:"over"`
	Winners  []Player `json:"winners"`
	Placings []int    `json:"placings,omitempty"`
	Points   []int    `json:"points,omitempty"`
	Code     string   `json:"code,omitempty"`
	Reason   string   `json:"reason,omitempty"`
}

// MarshalJSON writes the outcome with the field names of outcomeJSON.
func (o Outcome) MarshalJSON() ([]byte, error) {
	w := o.Winners
	if w == nil {
		w = []Player{}
	}
	return json.Marshal(outcomeJSON{o.Over, w, o.Placings, o.Points, o.Code, o.Reason})
}

// UnmarshalJSON reads what MarshalJSON writes.
func (o *Outcome) UnmarshalJSON(b []byte) error {
	var j outcomeJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*o = Outcome{j.Over, j.Winners, j.Placings, j.Points, j.Code, j.Reason}
	if len(o.Winners) == 0 {
		o.Winners = nil
	}
	return nil
}

// Rank returns the competition ranking of scores ("1224"): place 1 for the
// best score, tied scores share a place, and the next place counts the
// seats above it. higherFirst says whether a higher score is better.
func Rank(scores []int, higherFirst bool) []int {
	places := make([]int, len(scores))
	for i, s := range scores {
		places[i] = 1
		for _, t := range scores {
			if higherFirst && t > s || !higherFirst && t < s {
				places[i]++
			}
		}
	}
	return places
}

// Returns gives each seat's utility at the end of s: the state's own
// Returns when it is a Scorer, otherwise from the outcome — with placings,
// +1 for first place down to −1 for last in equal steps (tied seats share
// the mean of their places); without, +1 for a winner and −1 for the
// others, 0 for everybody in a draw. It returns nil while the game goes
// on. Info's MinReturn and MaxReturn are −1 and 1 for a game without
// Scorer.
func Returns(s State) []float64 {
	o := s.Outcome()
	if !o.Over {
		return nil
	}
	if sc, ok := s.(Scorer); ok {
		return sc.Returns()
	}
	n := s.Seats()
	r := make([]float64, n)
	switch {
	case len(o.Placings) == n && n > 1:
		for i, p := range o.Placings {
			same := 0
			for _, q := range o.Placings {
				if q == p {
					same++
				}
			}
			mean := float64(p-1) + float64(same-1)/2 // 0-based mean place of the tie
			r[i] = 1 - 2*mean/float64(n-1)
		}
	case len(o.Winners) > 0:
		for i := range r {
			r[i] = -1
			if slices.Contains(o.Winners, Player(i)) {
				r[i] = 1
			}
		}
	}
	return r
}
