package backgammon

import "fmt"

// Resignations (standard backgammon, the rules whose positions are GNU
// IDs) follow GNU Backgammon 1.07 (play.c: CommandResign, CommandDecline,
// ApplyMoveRecord): the player whose decision it is may offer at any
// decision of a game going on — before the roll (whether or not he may
// double), after it, while answering a double — and the player on roll
// also while the dice are due; the opponent accepts or rejects. A
// rejection returns to the interrupted decision (the resigner may still
// double); until the next move only a higher level may be offered.

// resignLevel returns the level 1..3 of a resignation text ("resign
// gammon", GNU Backgammon's "resign normal"), or 0.
func resignLevel(text string) int8 {
	w := decisionWord(text)
	for lv := int8(1); lv <= 3; lv++ {
		if w == resignWords[lv] {
			return lv
		}
	}
	return 0
}

// resigner returns the side that may offer to resign now: the one
// answering a double, or else the player on roll.
func (s *State) resigner() Side {
	if s.ph == phTake {
		return s.turn
	}
	return s.onRoll
}

// whyNoOffer says why the offer of level lv is not allowed now, or "".
func (s *State) whyNoOffer(lv int8) string {
	switch {
	case !s.r.gnubgIDs():
		return "this game has no resignations"
	case s.ph == phOver:
		return "the game is over"
	case s.ph == phOpening:
		return "the game has not started: the opening throw is due"
	case s.ph == phResign:
		return fmt.Sprintf("%v answers the offer to %s: accept or reject", s.turn, resignWords[s.resigned])
	case int(lv) > s.r.MaxMultiplier:
		return fmt.Sprintf("a game is worth at most %s", resignWords[s.r.MaxMultiplier][len("resign "):])
	case lv <= s.declined:
		return fmt.Sprintf("%v has declined the offer of a %s: only a higher level may be offered before the next move",
			s.resigner().Other(), resignWords[s.declined][len("resign "):])
	}
	return ""
}

// offer makes the resignation offer of level lv; the opponent of the
// resigner answers it.
func (s *State) offer(lv int8) {
	resigner := s.resigner()
	s.resignPh, s.ph, s.turn, s.resigned = s.ph, phResign, resigner.Other(), lv
}

// reject declines the pending offer and returns to the decision it
// interrupted.
func (s *State) reject() {
	s.declined, s.resigned = s.resigned, 0
	s.ph, s.turn = s.resignPh, s.turn.Other()
}
