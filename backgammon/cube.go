package backgammon

import "fmt"

// cubeAvailable reports whether side p may double now (before rolling).
func (s *State) cubeAvailable(p Side) bool {
	return s.r.Cube && !s.crawford && (s.owner < 0 || s.owner == int8(p)) && s.cube*2 <= s.r.CubeLimit && !s.deadCube(p)
}

// deadCube reports whether the cube is dead for p in a match: p already
// wins the match by winning this game at the cube's value, so GNU
// Backgammon does not let him double (Rules.DeadCubeDoubles allows it).
func (s *State) deadCube(p Side) bool {
	n := s.r.MatchLength
	return n > 0 && !s.r.DeadCubeDoubles && s.cube >= n-s.score[p]
}

// openingTies reports whether equal opening throws are outcomes (they
// double the cube under AutoDoubles) rather than thrown again.
func (s *State) openingTies() bool {
	n := 0
	for c := s.cube; c > 1; c >>= 1 {
		n++
	}
	return s.r.Cube && s.r.money() && n < s.r.AutoDoubles && s.cube*2 <= s.r.CubeLimit
}

func (s *State) beaverAllowed() bool {
	return s.r.Cube && s.r.money() && s.r.Beavers && (s.beavers == 0 || s.beavers == 1 && s.r.Raccoons) &&
		s.cube*4 <= s.r.CubeLimit
}

// crawfordScore reports whether a game at this score of a match to n can be
// the Crawford game: one player is a point away, the other is not.
func crawfordScore(score [2]int, n int) bool {
	return n > 0 && max(score[0], score[1]) == n-1 && min(score[0], score[1]) < n-1
}

// whyNoDouble says why the player on roll may not double now.
func (s *State) whyNoDouble() string {
	p := s.onRoll
	switch {
	case !s.r.Cube:
		return "this game has no doubling cube"
	case s.crawford:
		return "no doubling in the Crawford game"
	case s.owner >= 0 && s.owner != int8(p):
		return fmt.Sprintf("%v owns the cube", Side(s.owner))
	case s.cube*2 > s.r.CubeLimit:
		return fmt.Sprintf("the cube is at its limit %d", s.r.CubeLimit)
	case s.deadCube(p):
		return fmt.Sprintf("the cube is dead: at %d %v already wins the match by winning this game", s.cube, p)
	case s.ph == phRoll && s.decided:
		return fmt.Sprintf("%v has chosen to roll", p)
	}
	return s.expecting()
}
