package backgammon

import (
	"fmt"
	"strconv"
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

// MoveKind tells the kinds of Move apart.
type MoveKind uint8

const (
	KindTurn     MoveKind = iota // a checker play (or "pass")
	KindRoll                     // chance: the dice, "6-5"
	KindOpening                  // chance: the opening throw, White's die then Black's, "3-1"
	KindRollCube                 // the player on roll declines to double: "roll"
	KindDouble                   // "double"
	KindTake                     // "take"
	KindDrop                     // "drop"
	KindBeaver                   // "beaver": take and redouble at once
	KindResign                   // "resign single", "resign gammon", "resign backgammon" (level in Dice[0])
	KindAccept                   // "accept": the resignation is accepted
	KindReject                   // "reject": the resignation is rejected, play goes on
)

// resignWords names the resignation levels 1..3 as the moves write them.
var resignWords = [...]string{"", "resign single", "resign gammon", "resign backgammon"}

// Move is one decision of a tables game: a checker play, a chance
// outcome, a cube action or a resignation. String gives its notation.
type Move struct {
	Kind MoveKind
	Dice [2]int8 // KindRoll: higher die first; KindOpening: White's, Black's; KindResign: level, 0
	Turn Turn    // KindTurn
	text string
}

// String returns the move's notation: a turn as GNU Backgammon writes it,
// dice as "6-5", cube actions as words.
func (m Move) String() string { return m.text }

func newMove(k MoveKind, d1, d2 int8) Move {
	m := Move{Kind: k, Dice: [2]int8{d1, d2}}
	switch k {
	case KindRoll, KindOpening:
		m.text = fmt.Sprintf("%d-%d", d1, d2)
	case KindResign:
		m.text = resignWords[d1]
	default:
		m.text = [...]string{"", "", "", "roll", "double", "take", "drop", "beaver", "", "accept", "reject"}[k]
	}
	return m
}

// State is a game of a tables family in progress: one game in money play,
// a whole match in match play. It implements board.State, board.Chancy
// and board.Scorer.
//
// A turn with the cube in use is: the player on roll decides "roll" or
// "double" (or, in standard backgammon, offers to resign: "resign single",
// "resign gammon", "resign backgammon", answered "accept" or "reject");
// after a double the opponent answers "take", "drop" (or "beaver"); the
// dice are a chance node ("6-5"); then the player picks one of the legal
// turns. Without a usable cube a turn starts at the dice.
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
	bottom   bool // playing the optional bottom-face steps of a full double
	handed   bool // playing the rest of the opponent's ladder (LadderRemainderToOpponent)
	resigned int8 // level of the resignation offered (pending, or accepted when over)

	winner Side
	draw   bool
	value  int
	ended  int // GameOver or GameDropped
	reason string

	gen    *Generator
	tbuf   []Turn // typed legal turns, owned by this state
	tvalid bool
	cache  *legalCache // generic legal moves; immutable once built, shared by clones
}

// legalCache holds the legal moves of one state for the generic API. It
// is never changed after it is built, so clones share it.
type legalCache struct {
	moves []Move
	after map[Board]int // phPlay: resulting position → index in moves
}

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
	s.cube, s.owner, s.beavers = 1, -1, 0
	s.turns = [2]int16{}
	s.dice = [2]int8{}
	s.decided, s.bottom, s.handed, s.nRest = false, false, false, 0
	s.resigned = 0
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

func (s *State) invalidate() { s.tvalid, s.cache = false, nil }

// cubeAvailable reports whether side p may double now (before rolling).
func (s *State) cubeAvailable(p Side) bool {
	return s.r.Cube && !s.crawford && (s.owner < 0 || s.owner == int8(p)) && s.cube*2 <= s.r.CubeLimit
}

func (s *State) startTurn(p Side) {
	s.onRoll, s.turn = p, p
	s.dice = [2]int8{}
	s.decided = false
	s.ph = phRoll
	if s.cubeAvailable(p) {
		s.ph = phCube
	}
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

// ladder reports whether side p plays doubles up the ladder now.
func (s *State) ladder(p Side) bool {
	if s.r.NormalDoubleTurns == 0 {
		return false
	}
	n := int(s.turns[p])
	if s.r.NormalDoubleTurnsGame {
		n = int(s.turns[0] + s.turns[1])
	}
	return n >= s.r.NormalDoubleTurns
}

func (s *State) generator() *Generator {
	if s.gen == nil || *s.gen.r != s.r {
		r := s.r
		s.gen = &Generator{r: &r}
	}
	return s.gen
}

// LegalTurns returns the legal turns when a player is to play the dice
// (nil otherwise). The slice is the state's own: valid until the next
// Play, not to be modified. A warm state lists turns without allocating.
func (s *State) LegalTurns() []Turn {
	if s.ph != phPlay {
		return nil
	}
	if !s.tvalid {
		if s.nRest > 0 {
			s.tbuf = s.generator().Rung(&s.b, s.onRoll, s.rest[:s.nRest], s.tbuf)
		} else if s.bottom {
			s.tbuf = s.generator().Bottom(&s.b, s.onRoll, int(s.dice[0]), s.tbuf)
		} else {
			s.tbuf = s.generator().Turns(&s.b, s.onRoll, int(s.dice[0]), int(s.dice[1]), s.tbuf)
		}
		s.tvalid = true
	}
	return s.tbuf
}

// RollDice plays a chance outcome without the generic API: at the opening
// throw d1 is White's die and d2 Black's; at a player's dice the roll
// d1-d2; when the player on roll could double, RollDice declines (plays
// "roll") and rolls. It allocates nothing.
func (s *State) RollDice(d1, d2 int) error {
	if d1 < 1 || d1 > 6 || d2 < 1 || d2 > 6 {
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "dice run from 1 to 6")
	}
	switch s.ph {
	case phCube:
		s.ph, s.decided = phRoll, true
		fallthrough
	case phRoll:
		s.apply(Move{Kind: KindRoll, Dice: [2]int8{int8(max(d1, d2)), int8(min(d1, d2))}})
	case phOpening:
		if d1 == d2 && !s.openingTies() {
			return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "equal opening throws are thrown again")
		}
		s.apply(Move{Kind: KindOpening, Dice: [2]int8{int8(d1), int8(d2)}})
	default:
		return board.Illegal(fmt.Sprintf("%d-%d", d1, d2), "no dice are due: %s", s.expecting())
	}
	return nil
}

// PlayTurn plays LegalTurns()[i] without the generic API; it allocates
// nothing.
func (s *State) PlayTurn(i int) error {
	ts := s.LegalTurns()
	if i < 0 || i >= len(ts) {
		return board.Illegal(strconv.Itoa(i), "no legal turn %d: %s", i, s.expecting())
	}
	t := ts[i]
	s.applyTurn(&t)
	s.invalidate()
	return nil
}

// Over reports whether the game (or match) is over.
func (s *State) Over() bool { return s.ph == phOver }

// moves returns the legal moves for the generic API.
func (s *State) moves() *legalCache {
	if s.cache != nil {
		return s.cache
	}
	c := &legalCache{}
	switch s.ph {
	case phOpening:
		ties := s.openingTies()
		for w := int8(1); w <= 6; w++ {
			for k := int8(1); k <= 6; k++ {
				if w != k || ties {
					c.moves = append(c.moves, newMove(KindOpening, w, k))
				}
			}
		}
	case phRoll:
		for hi := int8(6); hi >= 1; hi-- {
			for lo := hi; lo >= 1; lo-- {
				c.moves = append(c.moves, newMove(KindRoll, hi, lo))
			}
		}
	case phCube:
		c.moves = append(c.moves, newMove(KindRollCube, 0, 0), newMove(KindDouble, 0, 0))
		if s.r.gnubgIDs() {
			for lv := int8(1); lv <= int8(s.r.MaxMultiplier); lv++ {
				c.moves = append(c.moves, newMove(KindResign, lv, 0))
			}
		}
	case phResign:
		c.moves = append(c.moves, newMove(KindAccept, 0, 0), newMove(KindReject, 0, 0))
	case phTake:
		c.moves = append(c.moves, newMove(KindTake, 0, 0), newMove(KindDrop, 0, 0))
		if s.beaverAllowed() {
			c.moves = append(c.moves, newMove(KindBeaver, 0, 0))
		}
	case phPlay:
		ts := s.LegalTurns()
		c.moves = make([]Move, len(ts))
		c.after = make(map[Board]int, len(ts))
		for i, t := range ts {
			c.moves[i] = Move{Kind: KindTurn, Turn: t, text: t.String()}
			res := s.b
			applyTurn(&s.r, &res, s.onRoll, t.Steps[:t.N])
			c.after[res] = i
		}
	}
	s.cache = c
	return c
}

// after returns the position after the steps of t, checking that they can
// be played on this board at all (a Move may come from another state).
func (s *State) after(t *Turn) (Board, bool) {
	res := s.b
	if t.N < 0 || int(t.N) > MaxSteps {
		return res, false
	}
	o := s.onRoll.Other()
	for _, st := range t.Steps[:t.N] {
		if st.From < 1 || st.From > Reserve || st.To < Off || st.To > 24 || res.Pts[s.onRoll][st.From] == 0 {
			return res, false
		}
		res.Pts[s.onRoll][st.From]--
		res.Pts[s.onRoll][st.To]++
		if st.Hit {
			q := s.r.Geometry.oppPoint(int(st.To))
			if st.To == Off || res.Pts[o][q] == 0 {
				return res, false
			}
			res.Pts[o][q]--
			res.Pts[o][Bar]++
		}
	}
	return res, true
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

// Legal returns every legal move now.
func (s *State) Legal() []board.Move {
	ms := s.moves().moves
	out := make([]board.Move, len(ms))
	for i := range ms {
		out[i] = ms[i]
	}
	return out
}

// Chances gives the probability of each chance outcome of Legal: 1/36 for
// a double and 2/36 for other rolls; 1/30 for each unequal opening throw
// (ties are thrown again) or 1/36 each when ties double the cube.
func (s *State) Chances() []float64 {
	ms := s.moves().moves
	if s.ph != phOpening && s.ph != phRoll {
		return nil
	}
	p := make([]float64, len(ms))
	for i, m := range ms {
		switch {
		case s.ph == phOpening && len(ms) == 30:
			p[i] = 1.0 / 30
		case s.ph == phOpening || m.Dice[0] == m.Dice[1]:
			p[i] = 1.0 / 36
		default:
			p[i] = 2.0 / 36
		}
	}
	return p
}

// Play applies a legal move (compared by its notation). On error the
// state is unchanged.
func (s *State) Play(m board.Move) error {
	if m == nil {
		if s.ph == phOver {
			return board.GameOver("")
		}
		return board.Illegal("", "no move given")
	}
	text := m.String()
	if s.ph == phOver {
		return board.GameOver(text)
	}
	c := s.moves()
	if mv, ok := m.(Move); ok && mv.Kind == KindTurn && c.after != nil {
		if res, ok := s.after(&mv.Turn); ok {
			if i, ok := c.after[res]; ok && c.moves[i].text == text {
				s.apply(c.moves[i])
				return nil
			}
		}
		return board.Illegal(text, "not a legal move now: %s", s.expecting())
	}
	for i := range c.moves {
		if c.moves[i].text == text {
			s.apply(c.moves[i])
			return nil
		}
	}
	return board.Illegal(text, "not a legal move now: %s", s.expecting())
}

// expecting says what kind of move the state waits for.
func (s *State) expecting() string {
	switch s.ph {
	case phOpening:
		return "the opening throw is due (White's die, Black's die, e.g. 3-1)"
	case phRoll:
		return fmt.Sprintf("%v's dice are due (e.g. 6-5)", s.onRoll)
	case phCube:
		if s.r.gnubgIDs() {
			return fmt.Sprintf("%v decides: roll, double or resign (single, gammon, backgammon)", s.turn)
		}
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
func (s *State) apply(m Move) {
	switch m.Kind {
	case KindOpening:
		s.applyOpening(m.Dice[0], m.Dice[1])
	case KindRoll:
		s.dice = m.Dice
		s.ph = phPlay
		s.decided = false
		if m.Dice[0] == m.Dice[1] && s.ladder(s.onRoll) {
			s.nRest = int8(copy(s.rest[:], Ladder(int(m.Dice[0]))))
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
		s.applyTurn(&m.Turn)
	case KindResign:
		s.resigned, s.ph, s.turn = m.Dice[0], phResign, s.onRoll.Other()
	case KindAccept:
		s.endGame(s.turn, int(s.resigned), "resigned: "+resignWords[s.resigned][len("resign "):], GameResigned)
	case KindReject:
		s.rejectResignation()
	}
	s.invalidate()
}

// rejectResignation goes on with the resigner's turn: with the dice he had
// (an offer read from a Match ID may come after the roll), or else at his
// roll. An offer made in the cube decision replaces that decision, so the
// dice are due and the player can no longer double this turn; this also
// bounds the offers to one per turn.
func (s *State) rejectResignation() {
	s.resigned, s.turn = 0, s.onRoll
	if s.dice[0] != 0 {
		s.ph = phPlay
		return
	}
	s.ph, s.decided = phRoll, s.cubeAvailable(s.onRoll)
}

func (s *State) applyOpening(w, k int8) {
	if w == k {
		s.cube *= 2
		return
	}
	first := White
	if k > w {
		first = Black
	}
	s.onRoll, s.turn = first, first
	if s.r.Opening == OpenOneDiePlay {
		s.dice = [2]int8{max(w, k), min(w, k)}
		s.ph = phPlay
		return
	}
	s.ph = phRoll
}

func (s *State) applyTurn(t *Turn) {
	p := s.onRoll
	applyTurn(&s.r, &s.b, p, t.Steps[:t.N])
	if s.nRest > 0 {
		rung := int8(1)
		for rung < s.nRest && rung < 4 && s.rest[rung] == s.rest[0] {
			rung++
		}
		won := int(s.b.Pts[p][Off]) == s.r.Checkers
		if t.N == rung && t.Used > rung && !won {
			// the ladder goes on: next rung, same player
			copy(s.rest[:], s.rest[rung:s.nRest])
			s.nRest -= rung
			return
		}
		if !won && s.r.LadderRemainderToOpponent && !s.handed && t.Used < s.nRest {
			// G-10: the opponent plays the unusable rest at once; it is
			// not one of his own turns
			copy(s.rest[:], s.rest[t.Used:s.nRest])
			s.nRest -= t.Used
			s.turns[p]++
			s.onRoll, s.turn, s.handed = p.Other(), p.Other(), true
			return
		}
		s.nRest = 0
	}
	if s.handed && int(s.b.Pts[p][Off]) != s.r.Checkers {
		s.handed = false
		s.startTurn(p) // now his own turn
		return
	}
	if int(s.b.Pts[p][Off]) == s.r.Checkers {
		s.turns[p]++
		mult, kind := s.multiplier(p)
		s.endGame(p, mult, "all checkers off: "+kind, GameOver)
		return
	}
	double := s.dice[0] == s.dice[1]
	full := s.bottom || double && int(t.Used) >= s.r.TopSteps
	if double && !s.bottom && full && s.r.BottomSteps > 0 {
		s.bottom = true // the bottom faces may follow, as a second decision
		return
	}
	s.bottom = false
	s.turns[p]++
	if s.r.ExtraRoll && double && (!s.r.ExtraRollRequiresFullDouble || full) {
		s.dice = [2]int8{}
		s.ph, s.decided = phRoll, false
		return
	}
	if s.canDeadlock() && s.dead() {
		s.ph, s.draw, s.reason, s.value, s.ended = phOver, true, "dead position: neither side can move", 0, GameOver
		return
	}
	s.startTurn(p.Other())
}

// multiplier returns the win multiplier of winner w and its name.
func (s *State) multiplier(w Side) (int, string) {
	l := w.Other()
	lb := &s.b.Pts[l]
	mult := 1
	if lb[Off] == 0 {
		mult = 2
		if lb[Bar] > 0 || lb[Reserve] > 0 {
			mult = 3
		}
		for p := 19; p <= 24; p++ {
			if lb[p] > 0 {
				mult = 3
			}
		}
	}
	mult = min(mult, s.r.MaxMultiplier)
	if s.r.Cube && s.r.money() && s.r.Jacoby && s.owner < 0 {
		mult = 1 // Jacoby: gammons count single while the cube was never turned
	}
	return mult, [...]string{"", "single game", "gammon", "backgammon"}[mult]
}

// endGame scores a finished game; in a match that goes on, the next game
// starts (with the Crawford game flagged); otherwise the state is over.
func (s *State) endGame(w Side, mult int, reason string, ended int) {
	value := mult * s.cube
	old := s.score
	s.score[w] = min(s.score[w]+value, 0x7fff)
	n := s.r.MatchLength
	if n > 0 && s.score[w] < n {
		s.crawford = s.r.Crawford && old[0] < n-1 && old[1] < n-1 && s.score[w] == n-1
		s.newGame()
		return
	}
	s.ph, s.winner, s.value, s.reason, s.ended = phOver, w, value, reason, ended
	if ended != GameResigned {
		s.dice = [2]int8{} // GNU Backgammon keeps the dice of a resigned game
	}
	if ended == GameOver {
		// GNU Backgammon passes the dice after the last play
		s.onRoll, s.turn = w.Other(), w.Other()
	}
}

// canDeadlock reports whether the rules allow positions where neither side
// can ever move (§1.11): only when single checkers block or nothing is hit.
func (s *State) canDeadlock() bool { return s.r.BlockAt == 1 || !s.r.Hitting }

// dead reports whether neither side has a step with any number.
func (s *State) dead() bool {
	g := s.generator()
	for side := range 2 {
		g.load(&s.b, Side(side))
		for d := 1; d <= 6; d++ {
			for src := Reserve; src >= 1; src-- {
				if g.cur.me[src] == 0 || !g.sourceAllowed(src, d) {
					continue
				}
				if _, ok := g.target(src, d); ok {
					return false
				}
			}
		}
	}
	return true
}

// Outcome tells whether the game is over. Points: in money play the game's
// value to the winner (0 to the loser); in match play the final scores.
func (s *State) Outcome() board.Outcome {
	if s.ph != phOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Reason: s.reason, Points: make([]int, 2)}
	if s.draw {
		return o
	}
	o.Winners = []board.Player{board.Player(s.winner)}
	if s.r.MatchLength > 0 {
		o.Points[0], o.Points[1] = s.score[0], s.score[1]
	} else {
		o.Points[s.winner] = s.value
	}
	return o
}

// Returns gives ±value in money play and ±1 for the match in match play.
func (s *State) Returns() []float64 {
	r := make([]float64, 2)
	if s.ph != phOver || s.draw {
		return r
	}
	v := float64(s.value)
	if s.r.MatchLength > 0 {
		v = 1
	}
	r[s.winner], r[s.winner.Other()] = v, -v
	return r
}

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.CloneState() }

// CloneState is Clone returning the typed state.
func (s *State) CloneState() *State {
	c := *s
	c.gen, c.tbuf, c.tvalid = nil, nil, false
	return &c
}

// String draws the board and says what is due.
func (s *State) String() string {
	var sb strings.Builder
	sb.WriteString(s.b.picture(&s.r))
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

// ParseMove reads a move: at the dice "6-5" (also "65", "5-6"); at the
// opening throw White's die then Black's ("3-1": White begins with 3-1);
// the cube words "roll", "double", "take", "drop" (or "pass"), "beaver";
// "resign single", "resign gammon", "resign backgammon" ("resign normal"),
// "accept" ("agree"), "reject" ("decline");
// a turn in standard notation, parts in any order and a checker's steps
// written separately or joined ("24/18 18/13", "24/13", "13/7*", "bar/22",
// "6/off", "8/2(2)"), or "pass" when no checker can move.
func (s *State) ParseMove(text string) (board.Move, error) {
	t := strings.TrimSpace(text)
	if s.ph == phOver {
		return nil, board.GameOver(text)
	}
	if t == "" {
		return nil, board.BadNotation(text, "empty move")
	}
	c := s.moves()
	ms := c.moves
	switch s.ph {
	case phOpening, phRoll:
		d1, d2, ok := parseDice(t)
		if !ok {
			return nil, board.BadNotation(text, "not a throw of two dice: %s", s.expecting())
		}
		if s.ph == phRoll && d1 < d2 {
			d1, d2 = d2, d1
		}
		want := fmt.Sprintf("%d-%d", d1, d2)
		for _, m := range ms {
			if m.text == want {
				return m, nil
			}
		}
		return nil, board.Illegal(text, "equal opening throws are thrown again")
	case phCube, phTake, phResign:
		word := decisionWord(t)
		if s.ph == phTake && word == "pass" {
			word = "drop"
		}
		for _, m := range ms {
			if m.text == word {
				return m, nil
			}
		}
		switch word {
		case "roll", "double", "take", "drop", "beaver", "accept", "reject",
			resignWords[1], resignWords[2], resignWords[3]:
			return nil, board.Illegal(text, "not allowed now: %s", s.expecting())
		}
		return nil, board.BadNotation(text, "not a cube action or resignation answer: %s", s.expecting())
	}
	return s.parseTurn(text, t, c)
}

// decisionWord normalises a cube or resignation decision: lower case,
// single spaces, and GNU Backgammon's synonyms ("resign normal", "agree",
// "decline").
func decisionWord(t string) string {
	w := strings.Join(strings.Fields(strings.ToLower(t)), " ")
	switch w {
	case "resign normal":
		return resignWords[1]
	case "agree":
		return "accept"
	case "decline":
		return "reject"
	}
	return w
}

func parseDice(t string) (int8, int8, bool) {
	t = strings.NewReplacer("-", "", " ", "", ",", "").Replace(t)
	if len(t) != 2 || t[0] < '1' || t[0] > '6' || t[1] < '1' || t[1] > '6' {
		return 0, 0, false
	}
	return int8(t[0] - '0'), int8(t[1] - '0'), true
}

func (s *State) parseTurn(text, t string, c *legalCache) (board.Move, error) {
	ms := c.moves
	if strings.EqualFold(t, "pass") {
		for _, m := range ms {
			if m.Turn.N == 0 {
				return m, nil
			}
		}
		return nil, board.Illegal(text, "a checker can move with %d-%d", s.dice[0], s.dice[1])
	}
	segs, why := parseTurnText(t)
	if why != "" {
		return nil, board.BadNotation(text, "%s", why)
	}
	after := s.b
	if why := applySegments(&s.r, &after, s.onRoll, segs); why != "" {
		return nil, board.Illegal(text, "%s", why)
	}
	if i, ok := c.after[after]; ok {
		return ms[i], nil
	}
	return nil, board.Illegal(text, "%s", s.whyNot(segs, &after, ms))
}

// whyNot says why written parts that can be moved are not a legal play.
func (s *State) whyNot(segs []segment, after *Board, ms []Move) string {
	p := s.onRoll
	outside := int(after.Pts[p][Bar] + after.Pts[p][Reserve])
	for q := 7; q <= 24; q++ {
		outside += int(after.Pts[p][q])
	}
	moved, off := 0, false
	for _, sg := range segs {
		from := min(int(sg.pts[0]), 25)
		last := sg.pts[len(sg.pts)-1]
		moved += from - int(last)
		off = off || last == Off
	}
	most := 0
	for _, m := range ms {
		n := 0
		for _, st := range m.Turn.StepList() {
			n += min(int(st.From), 25) - int(st.To)
		}
		most = max(most, n)
	}
	roll := fmt.Sprintf("%d-%d", s.dice[0], s.dice[1])
	switch {
	case off && outside > 0:
		return "bearing off needs every checker in the home board"
	case !off && moved < most:
		return "more of " + roll + " can be played: as many numbers as possible must be used, and the higher one when only one can be"
	}
	return fmt.Sprintf("not one of the %d legal plays of %s", len(ms), roll)
}

// Position returns the state's position text: for backgammon the GNU
// Backgammon ID "PositionID:MatchID", with ":roll" appended when the player
// on roll has declined to double and the dice are due (a step the IDs do
// not record); for the other games the package's text form (see
// writeText).
func (s *State) Position() string {
	if s.r.gnubgIDs() {
		return s.writeGnubg()
	}
	return s.writeText()
}

// MatchState returns the Match ID fields of the state.
func (s *State) MatchState() MatchState {
	m := MatchState{Cube: s.cube, CubeOwner: int(s.owner), Move: s.onRoll, Crawford: s.crawford, Turn: s.turn,
		GameState: GamePlaying, MatchLength: s.r.MatchLength, Score: s.score, Jacoby: s.r.Jacoby && s.r.money()}
	switch s.ph {
	case phOpening:
		m.GameState, m.Move, m.Turn = GameNone, White, White
	case phTake:
		m.Doubled = true
	case phPlay:
		m.Dice = [2]int{int(s.dice[0]), int(s.dice[1])}
	case phResign:
		m.Resigned, m.Dice = int(s.resigned), [2]int{int(s.dice[0]), int(s.dice[1])}
	case phOver:
		m.GameState = s.ended
		if s.ended == GameResigned {
			m.Resigned, m.Dice = int(s.resigned), [2]int{int(s.dice[0]), int(s.dice[1])}
		}
	}
	return m
}

func (s *State) writeGnubg() string {
	m := s.MatchState()
	id := PositionID(&s.b, s.onRoll) + ":" + m.MatchID()
	if s.ph == phRoll && s.decided {
		id += ":roll"
	}
	return id
}

func (s *State) readGnubg(pos string) error {
	parts := strings.Split(strings.TrimSpace(pos), ":")
	if len(parts) == 1 {
		return s.readBarePositionID(parts[0])
	}
	if len(parts) > 3 || len(parts) == 3 && parts[2] != "roll" {
		return fmt.Errorf("want PositionID:MatchID")
	}
	m, err := ParseMatchID(parts[1])
	if err != nil {
		return fmt.Errorf("Match ID: %w", err)
	}
	b, err := ParsePositionID(parts[0], m.Move)
	if err != nil {
		return fmt.Errorf("Position ID: %w", err)
	}
	if m.Resigned > s.r.MaxMultiplier || m.GameState == GameResigned && m.Resigned == 0 {
		return fmt.Errorf("resignation level %d is not single (1), gammon (2) or backgammon (3)", m.Resigned)
	}
	if m.Resigned != 0 && m.GameState != GamePlaying && m.GameState != GameResigned {
		return fmt.Errorf("a resignation is offered only in a game going on")
	}
	s.r.MatchLength, s.r.Jacoby = m.MatchLength, m.Jacoby && m.MatchLength == 0
	s.b, s.cube, s.owner, s.crawford, s.score = b, m.Cube, int8(m.CubeOwner), m.Crawford, m.Score
	s.onRoll, s.turn = m.Move, m.Turn
	n := m.MatchLength
	if n > 0 && m.GameState == GamePlaying && (m.Score[0] >= n || m.Score[1] >= n) {
		return fmt.Errorf("the match is over at %d-%d but a game is recorded as going on", m.Score[0], m.Score[1])
	}
	if len(parts) == 3 && (m.GameState != GamePlaying || m.Doubled || m.Dice[0] != 0) {
		return fmt.Errorf(":roll marks a player about to roll")
	}
	switch m.GameState {
	case GameNone:
		return s.readOpening(m)
	case GamePlaying:
		return s.readPlaying(m, len(parts) == 3)
	}
	return s.readFinished(m)
}

func (s *State) readBarePositionID(id string) error {
	b, err := ParsePositionID(id, White)
	if err != nil {
		return fmt.Errorf("Position ID: %w", err)
	}
	if b.Pts[White][Off] == 15 || b.Pts[Black][Off] == 15 {
		return fmt.Errorf("a side has borne off every checker; give the Match ID of the finished game")
	}
	s.b, s.cube, s.owner = b, 1, -1
	s.onRoll, s.turn, s.ph = White, White, phRoll
	s.decided = s.cubeAvailable(White)
	return nil
}

func (s *State) readOpening(m MatchState) error {
	if m.Dice[0] != 0 || m.Doubled || m.CubeOwner >= 0 || s.b != startBoard(&s.r) {
		return fmt.Errorf("a game not yet started has the starting position, no dice and a centred cube")
	}
	s.ph, s.onRoll, s.turn = phOpening, White, White
	return nil
}

func (s *State) readPlaying(m MatchState, decided bool) error {
	if s.b.Pts[White][Off] == 15 || s.b.Pts[Black][Off] == 15 {
		return fmt.Errorf("a side has borne off every checker but the game is recorded as going on")
	}
	mover := m.Move
	switch {
	case m.Resigned != 0:
		if m.Doubled || m.Turn != mover.Other() {
			return fmt.Errorf("a resignation is offered by the player on roll, with no double pending, to his opponent")
		}
		s.ph, s.resigned, s.dice = phResign, int8(m.Resigned), [2]int8{int8(m.Dice[0]), int8(m.Dice[1])}
	case m.Doubled:
		if m.Dice[0] != 0 {
			return fmt.Errorf("a double is offered before rolling, not with dice %d-%d", m.Dice[0], m.Dice[1])
		}
		s.beavers = 0
		if s.owner == int8(mover.Other()) {
			s.beavers = 2
			if m.Turn == mover {
				s.beavers = 1
			}
		} else if m.Turn != mover.Other() {
			return fmt.Errorf("the opponent of the doubler answers a double")
		}
		if s.beavers == 0 && !s.cubeAvailable(mover) || s.beavers > 0 && !s.r.Beavers {
			return fmt.Errorf("%v may not double now", mover)
		}
		s.ph = phTake
	case m.Turn != mover:
		return fmt.Errorf("the player on roll decides unless a double is offered")
	case m.Dice[0] != 0:
		s.ph, s.dice = phPlay, [2]int8{int8(m.Dice[0]), int8(m.Dice[1])}
	case decided:
		if !s.cubeAvailable(mover) {
			return fmt.Errorf(":roll marks a player who could have doubled")
		}
		s.ph, s.decided = phRoll, true
	default:
		s.startTurn(mover)
	}
	return nil
}

func (s *State) readFinished(m MatchState) error {
	n := m.MatchLength
	if n > 0 && m.Score[0] < n && m.Score[1] < n {
		return fmt.Errorf("a finished game of a match that goes on: give the next game (game state 0)")
	}
	if m.GameState == GameResigned {
		return s.readResigned(m)
	}
	if m.Dice[0] != 0 || m.Doubled {
		return fmt.Errorf("a finished game has no dice and no double pending")
	}
	s.ph, s.ended = phOver, m.GameState
	if m.GameState == GameDropped {
		s.winner, s.value, s.reason = m.Turn.Other(), m.Cube, "double dropped"
		return nil
	}
	w := m.Move.Other()
	if s.b.Pts[w][Off] != 15 || m.Turn != m.Move {
		return fmt.Errorf("a game over by checker play has the winner's checkers all off and the loser on roll")
	}
	mult, kind := s.multiplier(w)
	s.winner, s.value, s.reason = w, mult*m.Cube, "all checkers off: "+kind
	return nil
}

// readResigned reads a game ended by an accepted resignation, written as
// GNU Backgammon writes it: the resigner on roll, the winner to act, the
// level offered and the dice of the turn kept.
func (s *State) readResigned(m MatchState) error {
	w := m.Move.Other()
	if m.Doubled || m.Turn != w {
		return fmt.Errorf("a resigned game has the resigner on roll, the winner to act and no double pending")
	}
	s.ph, s.ended, s.resigned = phOver, GameResigned, int8(m.Resigned)
	s.dice = [2]int8{int8(m.Dice[0]), int8(m.Dice[1])}
	s.winner, s.value = w, m.Resigned*m.Cube
	s.reason = "resigned: " + resignWords[m.Resigned][len("resign "):]
	return nil
}

// writeText writes a position of a game without GNU IDs. Fields, space
// separated: "W:" and "B:" each side's checkers in its own numbering
// ("24x13,22,21", "bar", "in" for the reserve, "-" for none; the rest are
// off); then what is due: "opening", "roll:W", "cube:W", "take:B",
// "play:W:53", "over:W:2" (winner and value) or "draw"; then, where the
// rules use them, "turns:3,2" (turns played), "cube:2:W" (value, owner or
// C), "score:1,0", "crawford", "beavers:1", "decided".
func (s *State) writeText() string {
	var sb strings.Builder
	for side, name := range [2]string{"W:", " B:"} {
		sb.WriteString(name)
		first := true
		for p := Reserve; p >= 1; p-- {
			n := s.b.Pts[side][p]
			if n == 0 {
				continue
			}
			if !first {
				sb.WriteByte(',')
			}
			first = false
			sb.WriteString(pointName(int8(p)))
			if n > 1 {
				sb.WriteString("x" + strconv.Itoa(int(n)))
			}
		}
		if first {
			sb.WriteByte('-')
		}
	}
	sb.WriteByte(' ')
	c := func(p Side) string { return p.String()[:1] }
	switch s.ph {
	case phOpening:
		sb.WriteString("opening")
	case phRoll:
		sb.WriteString("roll:" + c(s.onRoll))
	case phCube:
		sb.WriteString("cube:" + c(s.onRoll))
	case phTake:
		sb.WriteString("take:" + c(s.turn))
	case phPlay:
		fmt.Fprintf(&sb, "play:%s:%d%d", c(s.onRoll), s.dice[0], s.dice[1])
		if s.bottom {
			sb.WriteString(":b")
		}
		if s.nRest > 0 {
			sb.WriteString(":r")
			for _, v := range s.rest[:s.nRest] {
				sb.WriteByte('0' + byte(v))
			}
			if s.handed {
				sb.WriteString(":handed")
			}
		}
	case phOver:
		if s.draw {
			sb.WriteString("draw")
		} else {
			fmt.Fprintf(&sb, "over:%s:%d", c(s.winner), s.value)
		}
	}
	if s.r.NormalDoubleTurns > 0 {
		fmt.Fprintf(&sb, " turns:%d,%d", s.turns[0], s.turns[1])
	}
	if s.r.Cube {
		owner := "C"
		if s.owner >= 0 {
			owner = c(Side(s.owner))
		}
		fmt.Fprintf(&sb, " cube:%d:%s", s.cube, owner)
	}
	if s.score != [2]int{} {
		fmt.Fprintf(&sb, " score:%d,%d", s.score[0], s.score[1])
	}
	if s.crawford {
		sb.WriteString(" crawford")
	}
	if s.beavers > 0 {
		fmt.Fprintf(&sb, " beavers:%d", s.beavers)
	}
	if s.decided {
		sb.WriteString(" decided")
	}
	return sb.String()
}

func parseSideLetter(t string) (Side, bool) {
	switch t {
	case "W":
		return White, true
	case "B":
		return Black, true
	}
	return 0, false
}

// readText reads what writeText writes.
func (s *State) readText(pos string) error {
	f := strings.Fields(pos)
	if len(f) < 3 || !strings.HasPrefix(f[0], "W:") || !strings.HasPrefix(f[1], "B:") {
		return fmt.Errorf("want \"W:<checkers> B:<checkers> <phase> …\"")
	}
	s.cube, s.owner = 1, -1
	for side, text := range [2]string{f[0][2:], f[1][2:]} {
		if err := s.readSide(Side(side), text); err != nil {
			return err
		}
	}
	if err := s.b.validate(&s.r); err != nil {
		return err
	}
	if err := s.readPhase(f[2]); err != nil {
		return err
	}
	for _, field := range f[3:] {
		if err := s.readField(field); err != nil {
			return err
		}
	}
	return s.checkText()
}

func (s *State) readSide(side Side, text string) error {
	if text == "-" {
		s.b.Pts[side][Off] = int8(s.r.Checkers)
		return nil
	}
	total := 0
	for _, e := range strings.Split(text, ",") {
		name, count, found := strings.Cut(e, "x")
		n := 1
		if found {
			v, err := strconv.Atoi(count)
			if err != nil || v < 2 || v > 15 {
				return fmt.Errorf("bad count in %q", e)
			}
			n = v
		}
		p, ok := parsePoint(name)
		if !ok || p == Off || s.b.Pts[side][p] != 0 {
			return fmt.Errorf("bad or repeated point %q", e)
		}
		s.b.Pts[side][p] = int8(n)
		total += n
		if total > s.r.Checkers {
			return fmt.Errorf("%v has more than %d checkers", side, s.r.Checkers)
		}
	}
	s.b.Pts[side][Off] = int8(s.r.Checkers - total)
	return nil
}

func (s *State) readPhase(t string) error {
	parts := strings.Split(t, ":")
	switch {
	case t == "opening":
		s.ph = phOpening
		return nil
	case t == "draw":
		s.ph, s.draw, s.ended, s.reason = phOver, true, GameOver, "dead position: neither side can move"
		return nil
	case len(parts) < 2:
		return fmt.Errorf("unknown phase %q", t)
	}
	p, ok := parseSideLetter(parts[1])
	if !ok {
		return fmt.Errorf("unknown side in %q", t)
	}
	s.onRoll, s.turn = p, p
	switch {
	case parts[0] == "roll" && len(parts) == 2:
		s.ph = phRoll
	case parts[0] == "cube" && len(parts) == 2:
		s.ph = phCube
	case parts[0] == "take" && len(parts) == 2:
		s.ph, s.onRoll = phTake, p.Other()
	case parts[0] == "play" && len(parts) == 5 && parts[4] == "handed" && s.r.LadderRemainderToOpponent:
		d1, d2, ok := parseDice(parts[2])
		if !ok || d1 != d2 {
			return fmt.Errorf("bad dice in %q", t)
		}
		s.ph, s.dice, s.handed = phPlay, [2]int8{d1, d2}, true
		return s.readRest(parts[3], t)
	case parts[0] == "play" && (len(parts) == 3 || len(parts) == 4):
		d1, d2, ok := parseDice(parts[2])
		if !ok || d1 < d2 {
			return fmt.Errorf("bad dice in %q", t)
		}
		s.ph, s.dice = phPlay, [2]int8{d1, d2}
		if len(parts) == 4 && parts[3] == "b" {
			if d1 != d2 || s.r.BottomSteps == 0 {
				return fmt.Errorf("bottom faces follow only a double: %q", t)
			}
			s.bottom = true
		} else if len(parts) == 4 {
			return s.readRest(parts[3], t)
		}
	case parts[0] == "over" && len(parts) == 3:
		v, err := strconv.Atoi(parts[2])
		if err != nil || v < 1 || v > 3*32768 {
			return fmt.Errorf("bad value in %q", t)
		}
		s.ph, s.winner, s.value, s.ended = phOver, p, v, GameOver
		s.onRoll, s.turn = p.Other(), p.Other()
	default:
		return fmt.Errorf("unknown phase %q", t)
	}
	return nil
}

// readRest reads the numbers of a ladder still to play: "r" and digits,
// the rest of a ladder (whole rungs) starting no lower than the dice.
func (s *State) readRest(f, t string) error {
	digits, ok := strings.CutPrefix(f, "r")
	if !ok || len(digits) == 0 || len(digits) > MaxSteps || s.dice[0] != s.dice[1] || s.r.NormalDoubleTurns == 0 {
		return fmt.Errorf("bad ladder in %q", t)
	}
	first := int(digits[0]) - '0'
	want := Ladder(max(first, 1))
	if s.handed {
		// any proper tail of the ladder of the dice
		full := Ladder(int(s.dice[0]))
		if len(digits) < len(full) {
			want = full[len(full)-len(digits):]
		}
	}
	if first < int(s.dice[0]) || first > 6 || len(digits) != len(want) {
		return fmt.Errorf("bad ladder in %q", t)
	}
	for i := range len(digits) {
		if int8(digits[i])-'0' != want[i] {
			return fmt.Errorf("bad ladder in %q", t)
		}
		s.rest[i] = want[i]
	}
	s.nRest = int8(len(digits))
	return nil
}

func (s *State) readField(t string) error {
	name, val, _ := strings.Cut(t, ":")
	two := func() ([2]int, error) {
		a, b, ok := strings.Cut(val, ",")
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 || x > 0x7fff || y > 0x7fff {
			return [2]int{}, fmt.Errorf("bad pair in %q", t)
		}
		return [2]int{x, y}, nil
	}
	switch name {
	case "turns":
		v, err := two()
		s.turns = [2]int16{int16(v[0]), int16(v[1])}
		return err
	case "score":
		v, err := two()
		s.score = v
		return err
	case "cube":
		v, o, _ := strings.Cut(val, ":")
		c, err := strconv.Atoi(v)
		if err != nil || c < 1 || c > 32768 || c&(c-1) != 0 {
			return fmt.Errorf("bad cube in %q", t)
		}
		s.cube = c
		if o == "C" {
			s.owner = -1
		} else if p, ok := parseSideLetter(o); ok {
			s.owner = int8(p)
		} else {
			return fmt.Errorf("bad cube owner in %q", t)
		}
	case "crawford":
		s.crawford = val == "" && s.r.MatchLength > 0
		if !s.crawford {
			return fmt.Errorf("crawford outside match play")
		}
	case "beavers":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 2 {
			return fmt.Errorf("bad beavers in %q", t)
		}
		s.beavers = int8(n)
	case "decided":
		s.decided = val == ""
	default:
		return fmt.Errorf("unknown field %q", t)
	}
	return nil
}

// checkText rejects field combinations that the rules cannot reach.
func (s *State) checkText() error {
	off := [2]bool{int(s.b.Pts[0][Off]) == s.r.Checkers, int(s.b.Pts[1][Off]) == s.r.Checkers}
	switch {
	case s.ph == phOver && !s.draw && !off[s.winner]:
		return fmt.Errorf("the winner has checkers left")
	case s.ph == phOver && !s.draw:
		mult, kind := s.multiplier(s.winner)
		s.reason = "all checkers off: " + kind
		if s.value != mult*s.cube {
			return fmt.Errorf("the game is worth %d, not %d", mult*s.cube, s.value)
		}
	case s.ph != phOver && (off[0] || off[1]):
		return fmt.Errorf("a side has borne off every checker but the game goes on")
	case s.ph == phOpening && s.b != startBoard(&s.r):
		return fmt.Errorf("the opening throw is due only in the starting position")
	case (s.ph == phCube || s.ph == phTake) && !s.r.Cube, s.ph == phCube && !s.cubeAvailable(s.onRoll):
		return fmt.Errorf("%v cannot double", s.onRoll)
	case s.decided && (s.ph != phRoll || !s.cubeAvailable(s.onRoll)):
		return fmt.Errorf("\"decided\" marks a player about to roll who could have doubled")
	case s.beavers > 0 && s.ph != phTake:
		return fmt.Errorf("beavers only while a double is pending")
	}
	return nil
}

// Seats returns 2.
func (s *State) Seats() int { return 2 }
