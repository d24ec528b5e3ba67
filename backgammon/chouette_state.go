package backgammon

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// chPhase is what a chouette session waits for.
type chPhase uint8

const (
	chSetup      chPhase = iota // chance: the ordering throws
	chBoard                     // the board game: its opening throw, the dice or a checker play
	chBoxCube                   // the box decides: roll or double
	chTeamCube                  // a member decides: roll or double (shared cube: the acting captain)
	chMemberTake                // a member answers the box's double
	chBoxTake                   // the box answers the team's double (per member: one member's)
	chOver                      // the session is over
)

// The state of a team member's account in the board game going on.
const (
	acctActive  int8 = iota // plays on
	acctDropped             // dropped a double of the box: lost
	acctWon                 // won: the box dropped his double, or the team won the board game
	acctLost                // lost the board game (only while the game is settled)
)

// Who owns an account's cube.
const (
	ownCentred int8 = iota
	ownBox
	ownMember
)

// A double waiting for an answer on an account.
const (
	offNone     int8 = iota
	offByBox         // the box doubled: the member answers
	offByMember      // the member (or the captain for the team) doubled: the box answers
)

// account is one team member's stake in the board game going on: his
// cube (the shared cube's value and owner, or his own cube), whether he
// plays on, and a double waiting for an answer.
type account struct {
	cube   int32
	owner  int8
	status int8
	offer  int8
}

// Outcome codes of a chouette session.
const (
	CodeSessionPlayed = "session-played"  // the session's board games are all played
	CodeTooFewPlayers = "too-few-players" // fewer than three players are left
)

// ChouetteState is a chouette session in progress. It implements
// board.State, board.Chancy, board.Scorer, board.Lister, board.Perfter,
// board.Describer and board.Drawer (its moves board.Tracer). Seats are the
// players ("A", "B", …); ToMove is whoever decides next: the box or the
// acting captain for a checker play, the box for his double and his answer
// to the team's, each member for his answer to the box's double (and, with
// per-member cubes, for his own double). Join and Leave seat and unseat
// players between the moves.
type ChouetteState struct {
	g    *ChouetteGame
	game State // the board game: the box is White, the team Black
	ph   chPhase

	seats  int8                            // seats at the table, those who left included
	ledger [MaxChouettePlayers]int         // points won (+) and lost (−) by each seat
	queue  [MaxChouettePlayers]int8        // Q: box, captain, the other members in rank order
	nq     int8                            // players in the queue
	joins  [MaxChouettePlayers]int8        // players who joined during a game, in order
	nj     int8                            //
	acct   [MaxChouettePlayers - 1]account // acct[i] is queue[i+1]'s account
	cur    int8                            // the rank (acct index) of the member deciding or answering
	played int                             // board games finished

	// the ordering throws: order holds the players ranked so far in
	// blocks of equal throws (bit i of cuts: a block ends after order[i]);
	// the first block of two or more throws again, sums holding its throws
	order  [MaxChouettePlayers]int8
	norder int8
	cuts   uint8
	thrown int8
	sums   [MaxChouettePlayers]int8
}

// Game returns the game the session is played under.
func (s *ChouetteState) Game() board.Game { return s.g }

// Seats returns the number of seats at the table, those who left
// included.
func (s *ChouetteState) Seats() int { return int(s.seats) }

// Board returns a copy of the checkers of the board game.
func (s *ChouetteState) Board() Board { return s.game.b }

// BoardGame returns a copy of the board game as it stands (the box
// White, the team Black, its cube not used: the session keeps the cubes).
func (s *ChouetteState) BoardGame() *State { return s.game.Copy() }

// Over reports whether the session is over.
func (s *ChouetteState) Over() bool { return s.ph == chOver }

// Queue returns the players in the queue: the box, the captain and the
// other members in rank order (nil during the ordering throws).
func (s *ChouetteState) Queue() []board.Player {
	var q []board.Player
	for _, p := range s.queue[:s.nq] {
		q = append(q, board.Player(p))
	}
	return q
}

// Joining returns the players who joined during the board game going on;
// they enter the queue at its end after the game's rotation.
func (s *ChouetteState) Joining() []board.Player {
	var q []board.Player
	for _, p := range s.joins[:s.nj] {
		q = append(q, board.Player(p))
	}
	return q
}

// Ledger returns each seat's points won (+) and lost (−) so far; they sum
// to zero.
func (s *ChouetteState) Ledger() []int { return append([]int(nil), s.ledger[:s.seats]...) }

// GamesPlayed returns the number of board games finished.
func (s *ChouetteState) GamesPlayed() int { return s.played }

// ActingCaptain returns the member who plays for the team: the captain,
// or after he dropped the highest-ranked member still playing (Nobody
// during the ordering throws).
func (s *ChouetteState) ActingCaptain() board.Player {
	if s.nq < 2 {
		return board.Nobody
	}
	return board.Player(s.queue[s.acting()+1])
}

// Account is one team member's part in the board game going on.
type Account struct {
	Member board.Player // the member
	Cube   int          // his cube's value (the shared cube's, without PerMemberCubes)
	// Owner is who owns the cube: Nobody while it is centred, the box's
	// seat, or the member's own (the team's, for the shared cube).
	Owner board.Player
	// Active reports whether he plays on; Won, for an account that ended,
	// whether it was won (the box dropped his double) or lost (he dropped).
	Active, Won bool
}

// Accounts returns the team's accounts in rank order (none during the
// ordering throws).
func (s *ChouetteState) Accounts() []Account {
	var out []Account
	for i := range s.team() {
		a := s.acct[i]
		acc := Account{Member: s.member(i), Cube: int(a.cube), Owner: board.Nobody,
			Active: a.status == acctActive, Won: a.status == acctWon}
		switch a.owner {
		case ownBox:
			acc.Owner = board.Player(s.queue[0])
		case ownMember:
			acc.Owner = acc.Member
		}
		out = append(out, acc)
	}
	return out
}

// team returns the number of team members (accounts) in the queue.
func (s *ChouetteState) team() int { return max(int(s.nq)-1, 0) }

// member returns the seat of the member of rank i (acct index).
func (s *ChouetteState) member(i int) board.Player { return board.Player(s.queue[i+1]) }

// acting returns the rank of the acting captain: the highest-ranked
// account still playing.
func (s *ChouetteState) acting() int {
	for i := range s.team() {
		if s.acct[i].status == acctActive {
			return i
		}
	}
	return 0
}

// active returns the number of accounts still playing.
func (s *ChouetteState) active() int {
	n := 0
	for i := range s.team() {
		if s.acct[i].status == acctActive {
			n++
		}
	}
	return n
}

// mayDouble reports whether the cube of account i may be turned by who
// (ownBox or ownMember) now: cube in use, the account playing, the cube
// centred or his, and the doubled value within the limit.
func (s *ChouetteState) mayDouble(i int, who int8) bool {
	a := &s.acct[i]
	return s.g.rules.Cube && a.status == acctActive && int(a.cube)*2 <= s.g.rules.CubeLimit &&
		(a.owner == ownCentred || a.owner == who)
}

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

// ToMove returns the seat to decide, Chance at the dice, Nobody at the end.
func (s *ChouetteState) ToMove() board.Player {
	switch s.ph {
	case chSetup:
		return board.Chance
	case chOver:
		return board.Nobody
	case chBoxCube, chBoxTake:
		return board.Player(s.queue[0])
	case chTeamCube, chMemberTake:
		return s.member(int(s.cur))
	}
	switch s.game.ph {
	case phOpening, phRoll:
		return board.Chance
	}
	if s.game.onRoll == White {
		return board.Player(s.queue[0])
	}
	return s.member(s.acting())
}

// decisions returns the moves of the session's own decisions and of the
// ordering throws, which every state shares (nil in the board game).
func (s *ChouetteState) decisions() []Move {
	switch s.ph {
	case chSetup:
		return rollList
	case chBoxCube, chTeamCube:
		return cubeList
	case chMemberTake, chBoxTake:
		return takeList
	}
	return nil
}

// LegalMoves appends the legal moves to buf[:0] and returns it: the typed
// Legal. The session's decisions allocate nothing; checker plays as the
// board game lists them (LegalTurns and PlayTurn never allocate).
func (s *ChouetteState) LegalMoves(buf []Move) []Move {
	switch s.ph {
	case chOver:
		return buf[:0]
	case chBoard:
		return s.game.LegalMoves(buf)
	}
	return append(buf[:0], s.decisions()...)
}

// Legal returns every legal decision now.
func (s *ChouetteState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the moves of Legal to buf and returns it.
func (s *ChouetteState) AppendLegal(buf []board.Move) []board.Move {
	switch s.ph {
	case chOver:
		return buf
	case chBoard:
		return s.game.AppendLegal(buf)
	}
	for _, m := range s.decisions() {
		buf = append(buf, m)
	}
	return buf
}

// Chances gives the probability of each chance outcome of Legal, as
// package dice counts them (shared slices: do not modify them).
func (s *ChouetteState) Chances() []float64 {
	switch {
	case s.ph == chSetup:
		return rollChances
	case s.ph == chBoard:
		return s.game.Chances()
	}
	return nil
}

// LegalTurns returns the legal checker plays when the box or the acting
// captain is to play the dice (nil otherwise), as State.LegalTurns.
func (s *ChouetteState) LegalTurns() []Turn {
	if s.ph != chBoard {
		return nil
	}
	return s.game.LegalTurns()
}

// PlayTurn plays LegalTurns()[i]; it allocates nothing.
func (s *ChouetteState) PlayTurn(i int) error {
	if s.ph != chBoard || s.game.ph != phPlay {
		return board.Illegal(fmt.Sprint(i), "no checker play is due: %s", s.expecting())
	}
	if err := s.game.PlayTurn(i); err != nil {
		return err
	}
	s.afterBoard()
	return nil
}

// RollDice plays the dice due without the generic API: an ordering throw
// (the sum of d1 and d2 counts), the board game's opening throw (d1 the
// box's die, d2 the captain's) or a roll. It allocates nothing.
func (s *ChouetteState) RollDice(d1, d2 int) error {
	switch {
	case s.ph == chSetup && (d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6):
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "dice run from 1 to 6")
	case s.ph == chSetup:
		s.throwOrder(int8(d1 + d2))
		return nil
	case s.ph != chBoard || s.game.ph != phOpening && s.game.ph != phRoll:
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "no dice are due: %s", s.expecting())
	}
	if err := s.game.RollDice(d1, d2); err != nil {
		return err
	}
	s.afterBoard()
	return nil
}

// legalRec returns the record of m when m is a legal move now.
func (s *ChouetteState) legalRec(m Move) *moveRec {
	switch {
	case m.r == nil || s.ph == chOver:
		return nil
	case s.ph == chBoard:
		if m.r.kind == KindResign {
			return nil
		}
		return s.game.legalRec(m)
	}
	for _, x := range s.decisions() {
		if x == m {
			return m.r
		}
	}
	return nil
}

// PlayMove plays m, a legal move of this state (or of a clone): the typed
// Play. On error the state is unchanged.
func (s *ChouetteState) PlayMove(m Move) error {
	if s.ph == chOver {
		return board.GameOver(m.String())
	}
	if m.r == nil {
		return board.BadNotation("", "the zero Move is no move")
	}
	r := s.legalRec(m)
	if r == nil {
		return board.Illegal(m.String(), "not a legal move now: %s", s.expecting())
	}
	s.apply(r)
	return nil
}

// Apply plays m, a move of LegalMoves, without checking it: for playouts
// and search.
func (s *ChouetteState) Apply(m Move) { s.apply(m.r) }

// Play applies a legal move: a Move of this state or of a clone is
// recognised at once, any other Move by its notation. On error the state
// is unchanged.
func (s *ChouetteState) Play(m board.Move) error {
	if mv, ok := m.(Move); ok && mv.r != nil && s.ph != chOver {
		if r := s.legalRec(mv); r != nil {
			s.apply(r)
			return nil
		}
	}
	text, err := board.MoveText(m)
	if err != nil {
		return err
	}
	if s.ph == chOver {
		return board.GameOver(text)
	}
	pm, err := s.ParseMove(text)
	if err != nil {
		return err
	}
	if pm.String() != text {
		return board.Illegal(text, "not the notation of a legal move now; it reads as %s", pm)
	}
	s.apply(pm.(Move).r)
	return nil
}

// apply plays a move known to be legal.
func (s *ChouetteState) apply(r *moveRec) {
	switch s.ph {
	case chSetup:
		s.throwOrder(r.dice[0] + r.dice[1])
	case chBoard:
		s.game.apply(r)
		s.afterBoard()
	case chBoxCube:
		if r.kind == KindDouble {
			s.boxDoubles()
		} else {
			s.ph = chBoard
		}
	case chTeamCube:
		s.teamDecides(r.kind == KindDouble)
	case chMemberTake:
		s.memberAnswers(r.kind == KindTake)
	case chBoxTake:
		s.boxAnswers(r.kind == KindTake)
	}
}

// ParseMove reads a move: an ordering throw or the board game's dice
// ("6-5", "65"; at the board game's opening throw the box's die first),
// a checker play in the board game's notation ("24/18 13/11"), or a
// decision: "roll" or "double" before the roll, "take" or "drop" ("pass")
// in answer to a double.
func (s *ChouetteState) ParseMove(text string) (board.Move, error) {
	if len(text) > MaxMoveLen {
		return nil, board.BadNotation(clip(text), "move of %d bytes; at most %d are read", len(text), MaxMoveLen)
	}
	if s.ph == chOver {
		return nil, board.GameOver(text)
	}
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, board.BadNotation(text, "empty move")
	}
	word := decisionWord(t)
	if s.ph != chSetup && s.ph != chBoard {
		if word == "pass" && (s.ph == chMemberTake || s.ph == chBoxTake) {
			word = "drop"
		}
		for _, m := range s.decisions() {
			if m.r.text == word {
				return m, nil
			}
		}
		if isDecisionWord(word) {
			return nil, board.Illegal(text, "not allowed now: %s", s.expecting())
		}
		return nil, board.BadNotation(text, "not a cube action: %s", s.expecting())
	}
	if isDecisionWord(word) {
		return nil, board.Illegal(text, "not allowed now: %s", s.expecting())
	}
	if resignLevel(t) > 0 {
		return nil, board.Illegal(text, "a chouette has no resignations: %s", s.expecting())
	}
	if s.ph == chSetup {
		r, err := dice.ParseRollLoose(dice.D6, 2, t)
		if err != nil {
			return nil, board.BadNotation(text, "not a throw of two dice: %s", s.expecting())
		}
		return rollMoves[r.Max()][r.Min()], nil
	}
	return s.game.ParseMove(text)
}

// expecting says what the session waits for.
func (s *ChouetteState) expecting() string {
	switch s.ph {
	case chSetup:
		return fmt.Sprintf("%s's ordering throw is due (two dice, e.g. 6-5)", seatName(s.thrower()))
	case chOver:
		return "the session is over"
	case chBoxCube:
		return fmt.Sprintf("the box %s decides: roll or double", seatName(s.ToMove()))
	case chTeamCube:
		whose := "the team"
		if s.g.rules.PerMemberCubes {
			whose = "his cube"
		}
		return fmt.Sprintf("%s decides for %s: roll or double", seatName(s.ToMove()), whose)
	case chMemberTake:
		return fmt.Sprintf("%s answers the box's double to %d: take or drop", seatName(s.ToMove()), 2*s.acct[s.cur].cube)
	case chBoxTake:
		what := "the team's"
		if s.g.rules.PerMemberCubes {
			what = seatName(s.member(int(s.cur))) + "'s"
		}
		return fmt.Sprintf("the box %s answers %s double to %d: take or drop", seatName(s.ToMove()), what, 2*s.acct[s.cur].cube)
	}
	switch s.game.ph {
	case phOpening:
		return "the opening throw is due (the box's die, the captain's, e.g. 3-1)"
	case phRoll:
		return fmt.Sprintf("the dice of %s are due (e.g. 6-5)", seatName(s.ToMove()))
	}
	return fmt.Sprintf("%s plays %d-%d", seatName(s.ToMove()), s.game.dice[0], s.game.dice[1])
}

// Outcome tells whether the session is over; Points are the ledger and
// the placings follow it (equal points share a place); the winners are
// the seats placed first, none when every seat has the same points.
func (s *ChouetteState) Outcome() board.Outcome {
	if s.ph != chOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Points: s.Ledger(), Code: CodeSessionPlayed,
		Reason: fmt.Sprintf("%d board games played", s.played)}
	if s.played < s.g.rules.Games {
		o.Code, o.Reason = CodeTooFewPlayers, "fewer than three players are left"
	}
	o.Placings = board.Rank(o.Points, true)
	for i, pl := range o.Placings {
		if pl == 1 {
			o.Winners = append(o.Winners, board.Player(i))
		}
	}
	if len(o.Winners) == len(o.Placings) {
		o.Winners = nil // everybody level: a draw
	}
	return o
}

// Returns gives each seat's ledger when the session is over.
func (s *ChouetteState) Returns() []float64 {
	r := make([]float64, s.seats)
	if s.ph != chOver {
		return r
	}
	for i := range r {
		r[i] = float64(s.ledger[i])
	}
	return r
}

// Clone returns an independent copy.
func (s *ChouetteState) Clone() board.State { return s.Copy() }

// Copy is Clone returning the typed state.
func (s *ChouetteState) Copy() *ChouetteState {
	c := *s
	c.game.tbuf, c.game.tvalid = nil, false
	return &c
}

// OpenWith starts the board game due with first (White: the box, Black:
// the acting captain) about to play d1-d2, in place of its opening throw:
// to replay a record, or to start as the opening would not. It is allowed
// only while the opening throw is due.
func (s *ChouetteState) OpenWith(first Side, d1, d2 int) error {
	what := fmt.Sprintf("%v %d-%d", first, d1, d2)
	switch {
	case s.ph == chOver:
		return board.GameOver(what)
	case !s.betweenGames():
		return board.Illegal(what, "a board game is opened only before its opening throw: %s", s.expecting())
	case first > Black || d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6:
		return board.Illegal(what, "a side and two dice from 1 to 6 are needed")
	}
	s.game.onRoll, s.game.turn, s.game.ph = first, first, phPlay
	s.game.dice = [2]int8{int8(max(d1, d2)), int8(min(d1, d2))}
	s.game.invalidate()
	return nil
}

// Describe says what m, a legal move about to be played, does where its
// notation does not show it: what a drop costs and to whom, what a take
// plays on for, a roll or part of it lost.
func (s *ChouetteState) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	pm, err := s.ParseMove(text)
	if err != nil {
		return err.Error()
	}
	switch s.ph {
	case chBoard:
		return s.game.Describe(pm)
	case chBoxCube, chTeamCube:
		if pm.(Move).Kind() != KindDouble {
			return text
		}
		var to []string
		who := ownBox
		if s.ph == chTeamCube {
			who = ownMember
		}
		for i := range s.team() {
			if s.mayDouble(i, who) && (s.ph == chBoxCube || !s.g.rules.PerMemberCubes || i == int(s.cur)) {
				to = append(to, fmt.Sprintf("%s to %d", seatName(s.member(i)), 2*s.acct[i].cube))
			}
		}
		return text + ": " + strings.Join(to, ", ")
	case chMemberTake:
		v := s.acct[s.cur].cube
		if pm.(Move).Kind() == KindDrop {
			return fmt.Sprintf("%s: %s pays the box %s %d and is out of this game", text, seatName(s.ToMove()), seatName(board.Player(s.queue[0])), v)
		}
		return fmt.Sprintf("%s: %s plays on at %d, owning his cube", text, seatName(s.ToMove()), 2*v)
	case chBoxTake:
		n, v := 0, s.acct[s.cur].cube
		for i := range s.team() {
			if s.acct[i].offer == offByMember && (!s.g.rules.PerMemberCubes || i == int(s.cur)) {
				n++
			}
		}
		if pm.(Move).Kind() == KindDrop {
			return fmt.Sprintf("%s: the box pays %d to each of %d member(s)", text, v, n)
		}
		return fmt.Sprintf("%s: the box plays on at %d against %d member(s), owning the cube", text, 2*v, n)
	}
	return text
}

// String draws the board game in the box's numbering (White's) and lists
// the session: the queue, the accounts, the ledger and what is due.
func (s *ChouetteState) String() string { return s.View(board.Nobody) }

// View is String as seat p sees it (board.Viewer): a member of the team
// sees the board in Black's numbering, the numbers he types; the box and
// everybody else in White's.
func (s *ChouetteState) View(p board.Player) string {
	viewer := White
	if s.ph != chSetup && p >= 0 && s.rankOf(int8(p)) >= 0 {
		viewer = Black
	}
	var sb strings.Builder
	sb.WriteString(s.game.b.picture(&s.game.r, viewer))
	if s.ph != chSetup {
		fmt.Fprintf(&sb, "game %d of %d; box %s (White), acting captain %s (Black)\n",
			min(s.played+1, s.g.rules.Games), s.g.rules.Games, seatName(board.Player(s.queue[0])), seatName(s.ActingCaptain()))
		sb.WriteString("queue " + s.queueText() + "\n")
		sb.WriteString("accounts " + s.accountsText() + "\n")
	}
	sb.WriteString("ledger " + s.ledgerText() + "\n")
	if s.ph == chOver {
		o := s.Outcome()
		sb.WriteString(o.Reason + "\n")
		return sb.String()
	}
	sb.WriteString(s.expecting() + "\n")
	return sb.String()
}

// queueText writes the queue for people: "A B C D", and "(joining E)".
func (s *ChouetteState) queueText() string {
	var parts []string
	for _, p := range s.queue[:s.nq] {
		parts = append(parts, seatLetter(int(p)))
	}
	if s.nj > 0 {
		parts = append(parts, "(joining")
		for _, p := range s.joins[:s.nj] {
			parts = append(parts, seatLetter(int(p)))
		}
		parts[len(parts)-1] += ")"
	}
	return strings.Join(parts, " ")
}

// accountsText writes the accounts for people: "B 2 owned by B, C dropped".
func (s *ChouetteState) accountsText() string {
	var parts []string
	for i := range s.team() {
		a := s.acct[i]
		m := seatLetter(int(s.queue[i+1]))
		switch a.status {
		case acctDropped:
			parts = append(parts, m+" dropped")
			continue
		case acctWon:
			parts = append(parts, m+" won")
			continue
		case acctLost:
			parts = append(parts, m+" lost")
			continue
		}
		owner := "centred"
		switch a.owner {
		case ownBox:
			owner = "owned by the box"
		case ownMember:
			owner = "owned by " + m
			if !s.g.rules.PerMemberCubes {
				owner = "owned by the team"
			}
		}
		parts = append(parts, fmt.Sprintf("%s cube %d %s", m, a.cube, owner))
	}
	return strings.Join(parts, ", ")
}

// ledgerText writes the ledger for people: "A +3, B -1, C -1, D -1".
func (s *ChouetteState) ledgerText() string {
	var parts []string
	for i := range int(s.seats) {
		parts = append(parts, fmt.Sprintf("%s %+d", seatLetter(i), s.ledger[i]))
	}
	return strings.Join(parts, ", ")
}
