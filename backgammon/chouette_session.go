package backgammon

import "github.com/rulebook-go/rulebook/board"

// pay moves v points from seat from to seat to in the ledger.
func (s *ChouetteState) pay(from, to int8, v int) {
	s.ledger[from] -= v
	s.ledger[to] += v
}

// startGame starts the next board game with the queue as it stands: a
// fresh account at cube 1 for every member, the opening throw due; with
// fewer than three players the session is over instead.
func (s *ChouetteState) startGame() {
	s.game.newGame()
	s.game.score = [2]int{} // a money game: its value is the accounts'
	for i := range s.acct {
		s.acct[i] = account{cube: 1}
	}
	s.cur = 0
	s.ph = chBoard
	if s.nq < MinChouettePlayers {
		s.ph = chOver
	}
}

// betweenGames reports whether the next board game has not started: its
// opening throw is due (the ordering throws done).
func (s *ChouetteState) betweenGames() bool { return s.ph == chBoard && s.game.ph == phOpening }

// afterBoard follows a move of the board game: settles a finished game,
// or at the start of a turn sees who may double.
func (s *ChouetteState) afterBoard() {
	switch s.game.ph {
	case phOver:
		s.settleBoard()
	case phRoll:
		s.cubeTurn()
	}
}

// cubeTurn sets up the cube decisions at the start of a turn: the box's
// when he is on roll and may turn a cube; the acting captain's (shared
// cube) or each member's in rank order (per-member cubes) when the team
// is. Without any, the dice are due.
func (s *ChouetteState) cubeTurn() {
	s.ph = chBoard
	if s.game.onRoll == White {
		for i := range s.team() {
			if s.mayDouble(i, ownBox) {
				s.ph = chBoxCube
				return
			}
		}
		return
	}
	if !s.g.rules.PerMemberCubes {
		if a := s.acting(); s.mayDouble(a, ownMember) {
			s.ph, s.cur = chTeamCube, int8(a)
		}
		return
	}
	s.nextMemberCube(0)
}

// nextMemberCube gives the decision to double to the next member from
// rank from who may (per-member cubes); after the last, the box answers
// the doubles made.
func (s *ChouetteState) nextMemberCube(from int) {
	for i := from; i < s.team(); i++ {
		if s.mayDouble(i, ownMember) {
			s.ph, s.cur = chTeamCube, int8(i)
			return
		}
	}
	s.nextBoxAnswer()
}

// nextBoxAnswer gives the box the next double of the team to answer, or
// the dice when none is left.
func (s *ChouetteState) nextBoxAnswer() {
	for i := range s.team() {
		if s.acct[i].offer == offByMember {
			s.ph, s.cur = chBoxTake, int8(i)
			return
		}
	}
	s.ph = chBoard
}

// nextMemberAnswer gives the next member doubled by the box his answer;
// after the last, the box rolls, or the game is over when everybody
// dropped.
func (s *ChouetteState) nextMemberAnswer(from int) {
	for i := from; i < s.team(); i++ {
		if s.acct[i].offer == offByBox {
			s.ph, s.cur = chMemberTake, int8(i)
			return
		}
	}
	s.ph = chBoard
	if s.active() == 0 {
		s.endGame()
	}
}

// boxDoubles: the box turns every cube he may; each member doubled
// answers in rank order.
func (s *ChouetteState) boxDoubles() {
	for i := range s.team() {
		if s.mayDouble(i, ownBox) {
			s.acct[i].offer = offByBox
		}
	}
	s.nextMemberAnswer(0)
}

// teamDecides plays a member's decision to double or not: with the shared
// cube the acting captain's, for every account; with per-member cubes his
// own, the next member deciding after him.
func (s *ChouetteState) teamDecides(double bool) {
	if !s.g.rules.PerMemberCubes {
		if !double {
			s.ph = chBoard
			return
		}
		for i := range s.team() {
			if s.mayDouble(i, ownMember) {
				s.acct[i].offer = offByMember
			}
		}
		s.nextBoxAnswer()
		return
	}
	if double {
		s.acct[s.cur].offer = offByMember
	}
	s.nextMemberCube(int(s.cur) + 1)
}

// memberAnswers plays a member's answer to the box's double: a take
// doubles his cube, now his; a drop pays the box the value before the
// double and ends his account.
func (s *ChouetteState) memberAnswers(take bool) {
	a := &s.acct[s.cur]
	a.offer = offNone
	if take {
		a.cube *= 2
		a.owner = ownMember
	} else {
		s.pay(s.queue[s.cur+1], s.queue[0], int(a.cube))
		a.status = acctDropped
	}
	s.nextMemberAnswer(int(s.cur) + 1)
}

// boxAnswers plays the box's answer to the team's double: with the shared
// cube once for every account doubled, with per-member cubes for one. A
// take doubles the cube, now the box's; a drop pays the member the value
// before the double and ends the account (a won one).
func (s *ChouetteState) boxAnswers(take bool) {
	for i := range s.team() {
		a := &s.acct[i]
		if a.offer != offByMember || s.g.rules.PerMemberCubes && i != int(s.cur) {
			continue
		}
		a.offer = offNone
		if take {
			a.cube *= 2
			a.owner = ownBox
		} else {
			s.pay(s.queue[0], s.queue[i+1], int(a.cube))
			a.status = acctWon
		}
	}
	if s.active() == 0 {
		s.endGame()
		return
	}
	s.nextBoxAnswer()
}

// settleBoard settles a board game won by checker play: every account
// still playing for its cube times the win's multiplier (single for an
// account whose cube is centred, with the Jacoby rule).
func (s *ChouetteState) settleBoard() {
	mult := s.game.value // the board game's cube stays at 1
	s.game.score = [2]int{}
	boxWon := s.game.winner == White
	for i := range s.team() {
		a := &s.acct[i]
		if a.status != acctActive {
			continue
		}
		m := mult
		if s.g.rules.Jacoby && a.owner == ownCentred {
			m = 1
		}
		v := int(a.cube) * m
		if boxWon {
			s.pay(s.queue[i+1], s.queue[0], v)
			a.status = acctLost
		} else {
			s.pay(s.queue[0], s.queue[i+1], v)
			a.status = acctWon
		}
	}
	s.endGame()
}

// endGame ends a settled board game: the session is over after its last
// game (the queue as the game was played); otherwise the queue rotates,
// the players who joined are added, and the next game starts.
func (s *ChouetteState) endGame() {
	s.played++
	if s.played >= s.g.rules.Games {
		s.ph = chOver
		return
	}
	s.rotate()
	s.startGame()
}

// rotate rotates the queue after a board game by the captain's result:
// if he won, he is the box and the box goes to the end; otherwise he goes
// to the end, the box stays, and the next member is captain — or, with
// SubstituteWinnerBecomesCaptain and a captain who dropped, the
// highest-ranked member who won. The players who joined follow.
func (s *ChouetteState) rotate() {
	q := s.queue
	n := int(s.nq)
	if s.acct[0].status == acctWon {
		copy(s.queue[:], q[1:n])
		s.queue[n-1] = q[0]
	} else {
		copy(s.queue[1:], q[2:n])
		s.queue[n-1] = q[1]
		if s.g.rules.SubstituteWinnerBecomesCaptain && s.acct[0].status == acctDropped {
			for i := 1; i < s.team(); i++ {
				if s.acct[i].status == acctWon {
					// the member of old rank i is at queue index i now
					w := s.queue[i]
					copy(s.queue[2:i+1], s.queue[1:i])
					s.queue[1] = w
					break
				}
			}
		}
	}
	s.admit()
}

// admit adds the players who joined to the end of the queue.
func (s *ChouetteState) admit() {
	copy(s.queue[s.nq:], s.joins[:s.nj])
	s.nq += s.nj
	s.nj = 0
}

// present reports whether seat p is in the queue, joining, or being
// ordered.
func (s *ChouetteState) present(p int8) bool {
	for _, q := range s.queue[:s.nq] {
		if q == p {
			return true
		}
	}
	for _, q := range s.joins[:s.nj] {
		if q == p {
			return true
		}
	}
	if s.ph == chSetup {
		for _, q := range s.order[:s.norder] {
			if q == p {
				return true
			}
		}
	}
	return false
}

// Join seats player p: a new seat (p = Seats(), up to eight) or a seat
// whose player left, who comes back with his ledger. Between games he
// joins the end of the queue at once; during a game (or the ordering
// throws) after its rotation, behind a demoted box or captain.
func (s *ChouetteState) Join(p board.Player) error {
	what := "join " + seatName(p)
	switch {
	case s.ph == chOver:
		return board.GameOver(what)
	case p < 0 || int(p) > int(s.seats) || int(p) >= MaxChouettePlayers:
		return board.Illegal(what, "a player joins at a seat that left or at the next new seat %s (at most %d seats)", seatName(board.Player(s.seats)), MaxChouettePlayers)
	case int(p) < int(s.seats) && s.present(int8(p)):
		return board.Illegal(what, "%s is at the table", seatName(p))
	}
	if int(p) == int(s.seats) {
		s.seats++
		s.ledger[p] = 0
	}
	if s.betweenGames() {
		s.queue[s.nq] = int8(p)
		s.acct[s.nq-1] = account{cube: 1}
		s.nq++
		return nil
	}
	s.joins[s.nj] = int8(p)
	s.nj++
	return nil
}

// Leave unseats player p between games (the next board game's opening
// throw due): he leaves the queue, keeping his ledger; if he was the box
// the captain is the box. With fewer than three players left the session
// is over.
func (s *ChouetteState) Leave(p board.Player) error {
	what := "leave " + seatName(p)
	switch {
	case s.ph == chOver:
		return board.GameOver(what)
	case !s.betweenGames():
		return board.Illegal(what, "a player leaves only between games: %s", s.expecting())
	}
	for i, q := range s.queue[:s.nq] {
		if q == int8(p) {
			copy(s.queue[i:], s.queue[i+1:s.nq])
			s.nq--
			s.startGame()
			return nil
		}
	}
	return board.Illegal(what, "%s is not in the queue", seatName(p))
}

// seatName names a seat for messages.
func seatName(p board.Player) string {
	if p >= 0 && p < MaxChouettePlayers {
		return seatLetter(int(p))
	}
	return "seat " + p.String()
}

// throwOrder plays one ordering throw: the next player of the first
// block of equal throws throws sum. When the block has thrown it splits
// by the throws, higher first; when every block holds one player the
// queue is set and the first board game's opening throw is due.
func (s *ChouetteState) throwOrder(sum int8) {
	lo, hi := s.block()
	s.sums[s.thrown] = sum
	s.thrown++
	if int(s.thrown) < hi-lo {
		return
	}
	// insertion sort, higher first, equal throws keeping their order
	for i := 1; i < hi-lo; i++ {
		for j := i; j > 0 && s.sums[j] > s.sums[j-1]; j-- {
			s.sums[j], s.sums[j-1] = s.sums[j-1], s.sums[j]
			s.order[lo+j], s.order[lo+j-1] = s.order[lo+j-1], s.order[lo+j]
		}
	}
	for i := lo; i < hi-1; i++ {
		if s.sums[i-lo] != s.sums[i-lo+1] {
			s.cuts |= 1 << i
		}
	}
	s.thrown = 0
	if lo, _ := s.block(); lo < 0 {
		copy(s.queue[:], s.order[:s.norder])
		s.nq = s.norder
		s.admit()
		s.startGame()
	}
}

// block returns the first block of two or more players of the ordering
// throws, order[lo:hi], or -1, -1 when there is none.
func (s *ChouetteState) block() (lo, hi int) {
	for i := 0; i < int(s.norder); i++ {
		if i == int(s.norder)-1 || s.cuts&(1<<i) != 0 {
			if i > lo {
				return lo, i + 1
			}
			lo = i + 1
		}
	}
	return -1, -1
}

// thrower returns the seat whose ordering throw is due.
func (s *ChouetteState) thrower() board.Player {
	lo, _ := s.block()
	return board.Player(s.order[lo+int(s.thrown)])
}
