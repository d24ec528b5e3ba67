package backgammon

import (
	"fmt"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// phase is where a state is within a turn.
type phase uint8

const (
	phOpening phase = iota // chance: the opening throw
	phCube                 // the player on roll decides: roll or double
	phRoll                 // chance: the dice of the player on roll
	phTake                 // the opponent answers a double
	phPlay                 // the player on roll plays the dice
	phOver                 // the game (or match) is over
	phResign               // the opponent answers a resignation offer
)

// State is a game of a tables family in progress: one game in money play,
// a whole match in match play. It implements board.State, board.Chancy,
// board.Scorer, board.Declarer, board.Lister, board.Perfter,
// board.Describer, board.Viewer and board.Drawer (its moves board.Tracer).
//
// A turn with the cube in use is: the player on roll decides "roll" or
// "double"; after a double the opponent answers "take", "drop" (or
// "beaver"); the dice are a chance node ("6-5"); then the player picks one
// of the legal turns. Without a usable cube a turn starts at the dice. In
// standard backgammon a player may also offer to resign ("resign single",
// "resign gammon", "resign backgammon", a declaration), answered "accept"
// or "reject".
type State struct {
	g *Game
	r Rules // the game's rules; match length and Jacoby as read from a Match ID

	b        Board
	ph       phase
	onRoll   Side // holds, or last held, the dice (GNU "move")
	turn     Side // whose decision it is (GNU "turn")
	dice     [2]int8
	cube     int
	owner    int8 // -1 centred
	beavers  int8 // redoubles made while a double is pending
	crawford bool
	score    [2]int
	turns    [2]int16       // turns played by each side (for the doubles ladder)
	decided  bool           // a phRoll reached by "roll" while doubling was possible
	rest     [MaxSteps]int8 // doubles ladder: numbers still to play, rung by rung
	nRest    int8
	bottom   bool  // playing the optional bottom-face steps of a full double
	handed   bool  // playing the rest of the opponent's ladder (LadderRemainderToOpponent)
	resigned int8  // level of the resignation offered (pending, or accepted when over)
	resignPh phase // the decision the pending (or accepted) offer interrupted
	declined int8  // the highest level declined since the last move

	points    [2]int   // a game played for points (Rules.PointsTarget): each side's score
	stacked   [2]uint8 // Doublet: bit p-1 set while own point p is stacked
	sphase    [2]uint8 // Doublet: unstacking, restacking or bearing off
	stackRead bool     // the position text gave the stacks (while reading only)
	byPoints  bool     // the game ended by a score reaching the target

	winner Side
	draw   bool
	value  int
	ended  int // GameOver or GameDropped
	reason string

	tbuf   []Turn // typed legal turns, owned by this state
	tvalid bool
	plays  []moveRec // generic legal turns; immutable once built, shared by clones
	arena  *arena    // where this state writes the records of its next plays
}

// arena holds move records written one list after another and never
// overwritten, so that a Move stays valid as long as anyone holds it while
// the state that wrote it goes on. Only its owner writes to it: a Copy, or
// any other copy of the State value, starts an arena of its own.
type arena struct {
	owner *State
	recs  []moveRec
}

// An arena is allocated for arenaFirst records, and each next one of the
// same state for twice as many as the last, up to arenaMost: short games
// stay small, long ones allocate once every few dozen plays.
const (
	arenaFirst = 64
	arenaMost  = 1024
)

// Game returns the game the state is played under.
func (s *State) Game() board.Game { return s.g }

// Board returns a copy of the checkers.
func (s *State) Board() Board { return s.b }

// Dice returns the dice to be played (0-0 when none are rolled).
func (s *State) Dice() (int, int) { return int(s.dice[0]), int(s.dice[1]) }

// Cube returns the cube value and owner (-1 when centred).
func (s *State) Cube() (value, owner int) { return s.cube, int(s.owner) }

// Score returns the match (or session) scores.
func (s *State) Score() [2]int { return s.score }

// OnRoll returns the side that holds or last held the dice.
func (s *State) OnRoll() Side { return s.onRoll }

func (s *State) newGame() {
	s.b = startBoard(&s.r)
	s.stacked, s.sphase = [2]uint8{}, [2]uint8{}
	if s.r.Stacked {
		s.stacked, s.sphase = [2]uint8{allStacked, allStacked}, [2]uint8{unstacking, unstacking}
	}
	s.cube, s.owner, s.beavers = 1, -1, 0
	s.turns = [2]int16{}
	s.dice = [2]int8{}
	s.decided, s.bottom, s.handed, s.nRest = false, false, false, 0
	s.resigned, s.declined = 0, 0
	s.invalidate()
	switch s.r.Opening {
	case OpenWhite:
		s.startTurn(White)
	case OpenBlack:
		s.startTurn(Black)
	default:
		s.ph, s.onRoll, s.turn = phOpening, White, White
	}
}

func (s *State) invalidate() { s.tvalid, s.plays = false, nil }

// Over reports whether the game (or match) is over.
func (s *State) Over() bool { return s.ph == phOver }

// shared returns the legal moves of a decision or chance node, which are
// the same in every state (nil at the play of the dice).
func (s *State) shared() []Move {
	switch s.ph {
	case phOpening:
		if s.r.Opening == OpenTwoDiceReroll {
			return openingSumList
		}
		if s.r.Opening == OpenTwoDicePlay {
			return openingPlayList
		}
		if s.openingTies() {
			return openingAll
		}
		return openingUnequal
	case phRoll:
		return rollList
	case phCube:
		return cubeList
	case phResign:
		return answerList
	case phTake:
		if s.beaverAllowed() {
			return beaverList
		}
		return takeList
	}
	return nil
}

// playRecs returns the records of the legal turns at the play of the
// dice, built once per state and shared by its clones.
func (s *State) playRecs() []moveRec {
	if s.ph != phPlay {
		return nil
	}
	if s.plays == nil {
		g := s.generator()
		g.scratch = s.listTurns(g, g.scratch)
		recs := s.records(len(g.scratch))
		for i := range g.scratch {
			recs[i] = moveRec{kind: KindTurn, turn: g.scratch[i], idx: int32(i), side: s.onRoll, geom: s.r.Geometry}
			if s.r.Rattlers {
				recs[i].jumps = s.jumpsOf(&recs[i].turn)
			}
		}
		releaseGenerator(g)
		s.plays = recs
	}
	return s.plays
}

// records returns room for n new move records, from the state's arena
// when it has room and the state owns it, else from a new arena.
func (s *State) records(n int) []moveRec {
	a := s.arena
	if a == nil || a.owner != s || cap(a.recs)-len(a.recs) < n {
		size := arenaFirst
		if a != nil && a.owner == s {
			size = min(2*cap(a.recs), arenaMost)
		}
		a = &arena{owner: s, recs: make([]moveRec, 0, max(size, n))}
		s.arena = a
	}
	start := len(a.recs)
	a.recs = a.recs[:start+n]
	return a.recs[start : start+n : start+n]
}

// legalCount returns the number of legal moves.
func (s *State) legalCount() int {
	if s.ph == phPlay {
		return len(s.playRecs())
	}
	return len(s.shared())
}

// legalRec returns the record of m when m is a legal move of this state:
// a move of its list (or of a clone's: the list is shared), a turn of
// another state with the same steps, or a declaration allowed now.
func (s *State) legalRec(m Move) *moveRec {
	r := m.r
	switch {
	case r.kind == KindTurn:
		recs := s.playRecs()
		if int(r.idx) < len(recs) && &recs[r.idx] == r {
			return r
		}
		for i := range recs {
			if recs[i].turn == r.turn {
				return &recs[i]
			}
		}
	case r.kind == KindResign:
		if s.whyNoOffer(r.dice[0]) == "" {
			return r
		}
	default:
		for _, x := range s.shared() {
			if x == m {
				return r
			}
		}
	}
	return nil
}

// ToMove returns the seat to decide, Chance at the dice, Nobody at the end.
func (s *State) ToMove() board.Player {
	switch s.ph {
	case phOpening, phRoll:
		return board.Chance
	case phOver:
		return board.Nobody
	}
	return board.Player(s.turn)
}

// LegalMoves appends the legal moves to buf[:0] and returns it: the typed
// Legal. At the play of the dice the list of turns is built once per
// state; LegalTurns and PlayTurn list and play turns with no allocation.
func (s *State) LegalMoves(buf []Move) []Move {
	buf = buf[:0]
	if s.ph == phPlay {
		recs := s.playRecs()
		for i := range recs {
			buf = append(buf, Move{&recs[i]})
		}
		return buf
	}
	return append(buf, s.shared()...)
}

// PlayMove plays m, a legal move or declaration of this state (or of a
// clone): the typed Play. On error the state is unchanged.
func (s *State) PlayMove(m Move) error {
	if s.ph == phOver {
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

// Apply plays m, a move of LegalMoves or Declarations of this state,
// without checking it: for playouts and search, which know the move is
// legal. Anything else leaves the state in no defined condition.
func (s *State) Apply(m Move) { s.apply(m.r) }

// Legal returns every legal decision of play now; resignation offers are
// declarations (see Declarations).
func (s *State) Legal() []board.Move {
	return s.AppendLegal(make([]board.Move, 0, s.legalCount()))
}

// AppendLegal appends the moves of Legal to buf and returns it. It
// allocates only when buf is too small and, once per state at the play of
// the dice, for the list of turns (which clones share).
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	if s.ph == phPlay {
		recs := s.playRecs()
		for i := range recs {
			buf = append(buf, Move{&recs[i]})
		}
		return buf
	}
	for _, m := range s.shared() {
		buf = append(buf, m)
	}
	return buf
}

// Declarations returns the resignation offers the player whose decision
// it is (the player on roll while his dice are due) may make now, lowest
// level first; see the package doc.
func (s *State) Declarations() []board.Move {
	var out []board.Move
	for lv := int8(1); lv <= 3; lv++ {
		if s.whyNoOffer(lv) == "" {
			out = append(out, resignMoves[lv])
		}
	}
	return out
}

// Chances gives the probability of each chance outcome of Legal, as
// package dice counts them: 1/36 for a double and 2/36 for other rolls;
// 1/30 for each unequal opening throw (ties are thrown again) or 1/36 each
// when ties double the cube. The slice is shared by every state: do not
// modify it.
func (s *State) Chances() []float64 {
	switch {
	case s.ph == phRoll:
		return rollChances
	case s.ph == phOpening && s.r.Opening == OpenTwoDiceReroll:
		return openingSumChances
	case s.ph == phOpening && s.r.Opening == OpenTwoDicePlay:
		return openingPlayChances
	case s.ph == phOpening && s.openingTies():
		return openingAllChances
	case s.ph == phOpening:
		return openingUnequalChances
	}
	return nil
}

// Play applies a legal move or declaration: a Move of this state or of a
// clone is recognised at once, any other Move by its notation. On error
// the state is unchanged.
func (s *State) Play(m board.Move) error { return play(s, m, s.ph == phOver) }

// recPlayer is what play needs of the package's states (State and
// ChouetteState): the record of a listed move, the reader, and apply.
type recPlayer interface {
	legalRec(m Move) *moveRec
	ParseMove(text string) (board.Move, error)
	apply(r *moveRec)
}

// play is the Play of the package's states: a Move the state (or a clone)
// listed is applied from its record at once; any other Move is read by its
// notation, which must be the notation the legal move writes, not one of
// the other spellings ParseMove reads. On error the state is unchanged.
func play(s recPlayer, m board.Move, over bool) error {
	if mv, ok := m.(Move); ok && mv.r != nil && !over {
		if r := s.legalRec(mv); r != nil {
			s.apply(r)
			return nil
		}
	}
	text, err := board.MoveText(m)
	if err != nil {
		return err
	}
	if over {
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

// expecting says what kind of move the state waits for.
func (s *State) expecting() string {
	switch s.ph {
	case phOpening:
		if s.r.Opening == OpenTwoDiceReroll {
			return "the opening throw is due (White's sum of two dice, Black's sum, e.g. 9-7)"
		}
		if s.r.Opening == OpenTwoDicePlay {
			return "the opening throw is due (the side with the higher sum and his throw, e.g. W 6-5)"
		}
		return "the opening throw is due (White's die, Black's die, e.g. 3-1)"
	case phRoll:
		return fmt.Sprintf("%v's dice are due (e.g. 6-5)", s.onRoll)
	case phCube:
		return fmt.Sprintf("%v decides: roll or double", s.turn)
	case phResign:
		return fmt.Sprintf("%v answers the offer to %s: accept or reject", s.turn, resignWords[s.resigned])
	case phTake:
		return fmt.Sprintf("%v answers the double: take or drop", s.turn)
	case phPlay:
		return fmt.Sprintf("%v plays %d-%d", s.onRoll, s.dice[0], s.dice[1])
	}
	return "the game is over"
}

// apply plays a move known to be legal.
func (s *State) apply(m *moveRec) {
	if m.kind != KindResign && m.kind != KindReject {
		s.declined = 0 // GNU Backgammon forgets a declined offer at the next move
	}
	switch m.kind {
	case KindOpening:
		if s.r.Opening == OpenTwoDicePlay {
			s.onRoll, s.turn, s.dice, s.ph = m.side, m.side, m.dice, phPlay
			break
		}
		s.applyOpening(m.dice[0], m.dice[1])
	case KindRoll:
		s.dice = m.dice
		s.ph = phPlay
		s.decided = false
		if s.r.VirtualHits && s.scoreHits() {
			break
		}
		if m.dice[0] == m.dice[1] && s.ladder(s.onRoll) {
			s.nRest = int8(copy(s.rest[:], Ladder(int(m.dice[0]))))
		}
	case KindRollCube:
		s.ph, s.decided = phRoll, true
	case KindDouble:
		s.ph, s.turn = phTake, s.onRoll.Other()
	case KindBeaver:
		s.cube *= 2
		s.owner = int8(s.onRoll.Other())
		s.beavers++
		s.turn = s.turn.Other()
	case KindTake:
		s.cube *= 2
		s.owner = int8(s.onRoll.Other())
		s.beavers = 0
		s.turn = s.onRoll
		s.ph = phRoll
	case KindDrop:
		s.beavers = 0
		s.endGame(s.turn.Other(), 1, "double dropped", GameDropped)
	case KindTurn:
		s.applyTurn(&m.turn)
	case KindResign:
		s.offer(m.dice[0])
	case KindAccept:
		s.endGame(s.turn, int(s.resigned), "resigned: "+resignWords[s.resigned][len("resign "):], GameResigned)
	case KindReject:
		s.reject()
	}
	s.invalidate()
}

// Outcome codes of the tables games besides board.CodeAllOff (the winner
// bore off every checker), board.CodeResign (a resignation was accepted)
// and board.CodeBlocked (a dead position: neither side can ever move).
const (
	CodeDropped  = "dropped"  // a double was dropped
	CodeCaptured = "captured" // a side lost his last checker (Chyť mě)
)

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy() }

// Copy is Clone returning the typed state: an independent copy that shares
// the immutable move list.
func (s *State) Copy() *State {
	c := *s
	c.tbuf, c.tvalid = nil, false
	return &c
}

// String draws the board in White's numbering and says what is due.
func (s *State) String() string { return s.View(0) }

// View draws the board as seat p sees it, in p's own numbering (White's
// for Chance and Nobody), and says what is due.
func (s *State) View(p board.Player) string {
	viewer := White
	if p == board.Player(Black) {
		viewer = Black
	}
	var sb strings.Builder
	sb.WriteString(s.b.picture(&s.r, viewer))
	if s.r.Cube {
		owner := "centred"
		if s.owner >= 0 {
			owner = "owned by " + Side(s.owner).String()
		}
		fmt.Fprintf(&sb, "cube %d %s", s.cube, owner)
		if s.crawford {
			sb.WriteString(", Crawford game")
		}
		sb.WriteString("\n")
	}
	if s.r.MatchLength > 0 || s.score != [2]int{} {
		fmt.Fprintf(&sb, "score %d-%d", s.score[0], s.score[1])
		if s.r.MatchLength > 0 {
			fmt.Fprintf(&sb, " (match to %d)", s.r.MatchLength)
		}
		sb.WriteString("\n")
	}
	if s.r.PointsTarget > 0 {
		fmt.Fprintf(&sb, "points %d-%d (to %d)\n", s.points[0], s.points[1], s.r.PointsTarget)
	}
	if s.r.Stacked {
		fmt.Fprintf(&sb, "stacks: White %s, Black %s (u unstacking, r restacking, and the points stacked; b bearing off)\n",
			stackText(s.stacked[White], s.sphase[White]), stackText(s.stacked[Black], s.sphase[Black]))
	}
	if s.ph == phOver {
		if s.draw {
			sb.WriteString(s.reason + "\n")
		} else {
			fmt.Fprintf(&sb, "%v wins %d (%s)\n", s.winner, s.value, s.reason)
		}
		return sb.String()
	}
	sb.WriteString(s.expecting() + "\n")
	return sb.String()
}

// Seats returns 2.
func (s *State) Seats() int { return 2 }
