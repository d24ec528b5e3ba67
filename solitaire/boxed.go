package solitaire

import "github.com/rulebook-go/rulebook/board"

// Converting a move to a board.Move copies it to the heap, unless it is a
// single byte. The generic listings append instead interface values made
// once here for every step, placement, pass, shot and attempt there can
// be: an interface holding a value compares by that value, so these are
// the very moves a fresh conversion would give, without the allocation.
// Only capture chains and steps that eat two pieces are converted as they
// come.
var (
	boxedHuntSteps  [NumHoles + 1][NumHoles + 1]board.Move
	boxedHuntPlace  [NumHoles + 1]board.Move
	boxedHuntPass   board.Move = HuntMove{Kind: Pass}
	boxedEaterSteps [NumHoles + 1][NumHoles + 1]board.Move
	boxedEaterPlace [NumHoles + 1]board.Move
	boxedEaterPass  board.Move                                                     = EaterMove{Kind: Pass}
	eaterEdge       [NumHoles + 1][NumHoles + 1]int16                              // 1 + the index of a step between neighbours, 0 for none
	boxedEaterEats  [][NumHoles + 1]board.Move                                     // per step, the step eating each hole
	boxedShots      [maxSeats][smallWinks + 1][2]board.Move                        // potted, missed
	boxedCovers     [maxSeats][smallWinks + 1][maxSeats][smallWinks + 1]board.Move // covered: owner, victim
	boxedAttempts   [stickKinds][2]board.Move                                      // take, fault
	boxedRethrow    board.Move                                                     = Attempt{Rethrow: true}
)

func init() {
	for a := 1; a <= NumHoles; a++ {
		boxedHuntPlace[a] = HuntMove{Kind: Place, To: uint8(a)}
		boxedEaterPlace[a] = EaterMove{Kind: Place, To: uint8(a)}
		for b := 1; b <= NumHoles; b++ {
			boxedHuntSteps[a][b] = HuntMove{Kind: Step, From: uint8(a), To: uint8(b)}
			boxedEaterSteps[a][b] = EaterMove{Kind: Step, From: uint8(a), To: uint8(b)}
		}
	}
	for a := 1; a <= NumHoles; a++ {
		for _, b := range orthogonal.neighbors[a] {
			var eats [NumHoles + 1]board.Move
			for v := 1; v <= NumHoles; v++ {
				eats[v] = EaterMove{Kind: Step, From: uint8(a), To: b, Eat: [2]uint8{uint8(v)}}
			}
			boxedEaterEats = append(boxedEaterEats, eats)
			eaterEdge[a][b] = int16(len(boxedEaterEats))
		}
	}
	for p := range uint8(maxSeats) {
		for w := range uint8(smallWinks + 1) {
			boxedShots[p][w][0] = Shot{Seat: p, Wink: w, Outcome: ShotPotted}
			boxedShots[p][w][1] = Shot{Seat: p, Wink: w, Outcome: ShotMissed}
			for q := range uint8(maxSeats) {
				for v := range uint8(smallWinks + 1) {
					boxedCovers[p][w][q][v] = Shot{Seat: p, Wink: w, Outcome: ShotCovered, Owner: q, Victim: v}
				}
			}
		}
	}
	for k := range stickKinds {
		boxedAttempts[k][0] = Attempt{Stick: k}
		boxedAttempts[k][1] = Attempt{Stick: k, Fault: true}
	}
}

// box returns m as a board.Move.
func (m HuntMove) box() board.Move {
	switch m.Kind {
	case Step:
		return boxedHuntSteps[m.From][m.To]
	case Place:
		return boxedHuntPlace[m.To]
	case Pass:
		return boxedHuntPass
	}
	return m
}

func (m EaterMove) box() board.Move {
	switch {
	case m.Kind == Step && m.Eat[0] == 0:
		return boxedEaterSteps[m.From][m.To]
	case m.Kind == Step && m.Eat[1] == 0 && eaterEdge[m.From][m.To] > 0:
		return boxedEaterEats[eaterEdge[m.From][m.To]-1][m.Eat[0]]
	case m.Kind == Place:
		return boxedEaterPlace[m.To]
	case m.Kind == Pass:
		return boxedEaterPass
	}
	return m
}

func (s Shot) box() board.Move {
	switch s.Outcome {
	case ShotPotted:
		return boxedShots[s.Seat][s.Wink][0]
	case ShotMissed:
		return boxedShots[s.Seat][s.Wink][1]
	}
	return boxedCovers[s.Seat][s.Wink][s.Owner][s.Victim]
}

func (a Attempt) box() board.Move {
	switch {
	case a.Rethrow:
		return boxedRethrow
	case a.Fault:
		return boxedAttempts[a.Stick][1]
	}
	return boxedAttempts[a.Stick][0]
}
