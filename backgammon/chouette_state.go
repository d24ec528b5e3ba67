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
// board.Describer, board.Viewer and board.Drawer (its moves board.Tracer). Seats are the
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
	nj     int8                            // players joining
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
func (s *ChouetteState) Play(m board.Move) error { return play(s, m, s.ph == chOver) }

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
