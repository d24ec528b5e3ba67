package backgammon

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/dice"
)

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
	m := MatchState{Cube: s.cube, CubeOwner: int(s.owner), OnRoll: s.onRoll, Crawford: s.crawford, Decider: s.turn,
		GameState: GamePlaying, MatchLength: s.r.MatchLength, Score: s.score, Jacoby: s.r.Jacoby && s.r.money()}
	switch s.ph {
	case phOpening:
		m.GameState, m.OnRoll, m.Decider = GameNone, White, White
	case phTake:
		m.Doubled = true
	case phPlay:
		m.Dice = [2]int{int(s.dice[0]), int(s.dice[1])}
	case phResign:
		m.Resigned, m.Dice, m.Doubled = int(s.resigned), [2]int{int(s.dice[0]), int(s.dice[1])}, s.resignPh == phTake
	case phOver:
		m.GameState = s.ended
		if s.ended == GameResigned {
			m.Resigned, m.Dice, m.Doubled = int(s.resigned), [2]int{int(s.dice[0]), int(s.dice[1])}, s.resignPh == phTake
		}
	}
	return m
}

func (s *State) writeGnubg() string {
	m := s.MatchState()
	id := PositionID(&s.b, s.onRoll) + ":" + m.encode() // the state's fields are always in range
	if s.decided && (s.ph == phRoll || s.ph == phResign && s.resignPh == phRoll) {
		id += ":roll"
	}
	if s.declined > 0 {
		id += ":declined-" + resignWords[s.declined][len("resign "):]
	}
	return id
}

func (s *State) readGnubg(pos string) error {
	parts := strings.Split(strings.TrimSpace(pos), ":")
	if len(parts) == 1 {
		return s.readBarePositionID(parts[0])
	}
	decided := false
	if len(parts) > 2 && parts[2] == "roll" {
		decided = true
		parts = append(parts[:2], parts[3:]...)
	}
	if len(parts) == 3 {
		lv := resignLevel("resign " + strings.TrimPrefix(parts[2], "declined-"))
		if lv == 0 || !strings.HasPrefix(parts[2], "declined-") {
			return fmt.Errorf("want PositionID:MatchID[:roll][:declined-single|gammon|backgammon], not %q", pos)
		}
		s.declined = lv
		parts = parts[:2]
	}
	if len(parts) != 2 {
		return fmt.Errorf("want PositionID:MatchID[:roll][:declined-single|gammon|backgammon], not %q", pos)
	}
	m, err := ParseMatchID(parts[1])
	if err != nil {
		return fmt.Errorf("Match ID: %w", err)
	}
	b, err := ParsePositionID(parts[0], m.OnRoll)
	if err != nil {
		return fmt.Errorf("Position ID: %w", err)
	}
	if m.Resigned > s.r.MaxMultiplier || m.GameState == GameResigned && m.Resigned == 0 {
		return fmt.Errorf("resignation level %d is not single (1), gammon (2) or backgammon (3)", m.Resigned)
	}
	if m.Resigned != 0 && m.GameState != GamePlaying && m.GameState != GameResigned {
		return fmt.Errorf("a resignation is offered only in a game going on")
	}
	if m.Cube > s.r.CubeLimit {
		return fmt.Errorf("cube %d is above the limit %d", m.Cube, s.r.CubeLimit)
	}
	s.r.MatchLength, s.r.Jacoby = m.MatchLength, m.Jacoby && m.MatchLength == 0
	s.b, s.cube, s.owner, s.score = b, m.Cube, int8(m.CubeOwner), m.Score
	s.onRoll, s.turn = m.OnRoll, m.Decider
	n := m.MatchLength
	over := n > 0 && (m.Score[0] >= n || m.Score[1] >= n)
	if over && (m.GameState == GameNone || m.GameState == GamePlaying) {
		return fmt.Errorf("the %d-point match is over at %d-%d, but game state %d has a game to play", n, m.Score[0], m.Score[1], m.GameState)
	}
	// GNU Backgammon clears a Crawford flag that no score can give, and at
	// the end of the match
	s.crawford = m.Crawford && !over && crawfordScore(m.Score, n)
	if decided && (m.GameState != GamePlaying || m.Doubled || m.Dice[0] != 0) {
		return fmt.Errorf(":roll marks a player about to roll")
	}
	if s.declined > 0 && (m.GameState != GamePlaying || int(s.declined) > s.r.MaxMultiplier) {
		return fmt.Errorf(":declined marks a game going on (an offer pending must be higher)")
	}
	switch m.GameState {
	case GameNone:
		return s.readOpening(m)
	case GamePlaying:
		return s.readPlaying(m, decided)
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
	mover := m.OnRoll
	if m.Resigned != 0 {
		return s.readOffer(m, decided)
	}
	switch {
	case m.Doubled:
		if m.Dice[0] != 0 {
			return fmt.Errorf("a double is offered before rolling, not with dice %d-%d", m.Dice[0], m.Dice[1])
		}
		s.beavers = 0
		if s.owner == int8(mover.Other()) {
			s.beavers = 2
			if m.Decider == mover {
				s.beavers = 1
			}
		} else if m.Decider != mover.Other() {
			return fmt.Errorf("the opponent of the doubler answers a double")
		}
		if s.beavers == 0 && !s.cubeAvailable(mover) || s.beavers > 0 && !s.r.Beavers {
			return fmt.Errorf("%v may not double now", mover)
		}
		s.ph = phTake
	case m.Decider != mover:
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

// readFinished reads a finished game. When it ends the match, the state
// is over; in a match that goes on (GNU Backgammon writes such IDs until
// "new game"), the next game starts: its opening throw is due, the score
// already counts the game, and the Crawford flag is the next game's.
func (s *State) readFinished(m MatchState) error {
	if err := s.readEnded(m); err != nil {
		return err
	}
	n := m.MatchLength
	if n > 0 && m.Score[0] < n && m.Score[1] < n {
		crawford := s.crawford
		s.newGame()
		s.crawford = crawford
	}
	return nil
}

func (s *State) readEnded(m MatchState) error {
	if m.GameState == GameResigned {
		return s.readResigned(m)
	}
	if m.Dice[0] != 0 || m.Doubled {
		return fmt.Errorf("a finished game has no dice and no double pending")
	}
	s.ph, s.ended = phOver, m.GameState
	if m.GameState == GameDropped {
		s.winner, s.value, s.reason = m.Decider.Other(), m.Cube, "double dropped"
		return nil
	}
	w := m.OnRoll.Other()
	if s.b.Pts[w][Off] != 15 || m.Decider != m.OnRoll {
		return fmt.Errorf("a game over by checker play has the winner's checkers all off and the loser on roll")
	}
	mult, kind := s.multiplier(w)
	s.winner, s.value, s.reason = w, mult*m.Cube, "all checkers off: "+kind
	return nil
}

// readOffer reads a pending resignation offer: the decision it
// interrupted, as readPlaying reads it with the resigner to decide, then
// the offer. With a double pending the resigner is the one answering it;
// otherwise he is the player on roll.
func (s *State) readOffer(m MatchState, decided bool) error {
	lv := int8(m.Resigned)
	resigner := m.OnRoll
	if m.Doubled {
		resigner = m.Decider.Other()
	} else if m.Decider != m.OnRoll.Other() {
		return fmt.Errorf("an offer made with no double pending is the player on roll's, answered by his opponent")
	}
	under := m
	under.Resigned, under.Decider = 0, resigner
	s.onRoll, s.turn = m.OnRoll, resigner
	if err := s.readPlaying(under, decided); err != nil {
		return err
	}
	if why := s.whyNoOffer(lv); why != "" {
		return fmt.Errorf("the offer to %s is not allowed: %s", resignWords[lv], why)
	}
	s.offer(lv)
	return nil
}

// readResigned reads a game ended by an accepted resignation, written as
// GNU Backgammon writes it: the winner to act, the resigner on roll unless
// he resigned while answering a double (then the doubler is), the level
// offered and the dice of the turn kept.
func (s *State) readResigned(m MatchState) error {
	w := m.Decider
	if !m.Doubled && m.OnRoll != w.Other() {
		return fmt.Errorf("a resigned game has the resigner on roll and the winner to act")
	}
	if m.Doubled && m.Dice[0] != 0 {
		return fmt.Errorf("a resignation while answering a double comes before the roll")
	}
	s.resignPh = phCube
	if m.Doubled {
		s.resignPh = phTake
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
	if s.r.PointsTarget > 0 {
		fmt.Fprintf(&sb, " points:%d,%d", s.points[0], s.points[1])
	}
	if s.r.Stacked {
		sb.WriteString(" stacks:" + stackText(s.stacked[White], s.sphase[White]) + "," + stackText(s.stacked[Black], s.sphase[Black]))
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
		d1, d2, ok := textDice(parts[2])
		if !ok || d1 != d2 {
			return fmt.Errorf("bad dice in %q", t)
		}
		s.ph, s.dice, s.handed = phPlay, [2]int8{d1, d2}, true
		return s.readRest(parts[3], t)
	case parts[0] == "play" && (len(parts) == 3 || len(parts) == 4):
		d1, d2, ok := textDice(parts[2])
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

// textDice reads the dice of the position text, "53": two faces written
// together.
func textDice(t string) (int8, int8, bool) {
	r, err := dice.ParseRollLoose(dice.D6, 2, t)
	if err != nil || len(t) != 2 {
		return 0, 0, false
	}
	return int8(r.Face(0)), int8(r.Face(1)), true
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
		if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 || x > MaxScore || y > MaxScore {
			return [2]int{}, fmt.Errorf("bad pair in %q", t)
		}
		return [2]int{x, y}, nil
	}
	switch name {
	case "turns":
		v, err := two()
		if err != nil {
			return fmt.Errorf("bad turns in %q: two counts of 0 to %d", t, MaxTurns)
		}
		s.turns = [2]int16{int16(v[0]), int16(v[1])}
	case "score":
		v, err := two()
		s.score = v
		return err
	case "stacks":
		a, b, _ := strings.Cut(val, ",")
		for side, text := range [2]string{a, b} {
			m, ph, err := readStackText(text)
			if err != nil || !s.r.Stacked {
				return fmt.Errorf("bad stacks in %q: want u or r and the stacked points, or b, per side (u123456,b)", t)
			}
			s.stacked[side], s.sphase[side] = m, ph
		}
		s.stackRead = true
	case "points":
		v, err := two()
		if err == nil && s.r.PointsTarget == 0 {
			err = fmt.Errorf("points in a game not played for points")
		}
		s.points = v
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

// stackText writes a Doublet side's phase and stacked points: "u123456"
// unstacking with all six stacked, "r35" restacking with 3 and 5
// stacked, "b" bearing off.
func stackText(mask, ph uint8) string {
	if ph == bearingOff {
		return "b"
	}
	t := []byte{"ur"[ph]}
	for p := 1; p <= 6; p++ {
		if mask&(1<<(p-1)) != 0 {
			t = append(t, byte('0'+p))
		}
	}
	return string(t)
}

// readStackText reads what stackText writes.
func readStackText(t string) (uint8, uint8, error) {
	if t == "b" {
		return allStacked, bearingOff, nil
	}
	if t == "" || t[0] != 'u' && t[0] != 'r' {
		return 0, 0, fmt.Errorf("bad stacks %q", t)
	}
	ph := unstacking
	if t[0] == 'r' {
		ph = restacking
	}
	var mask uint8
	for _, c := range t[1:] {
		if c < '1' || c > '6' || mask&(1<<(c-'1')) != 0 {
			return 0, 0, fmt.Errorf("bad stacks %q", t)
		}
		bit := uint8(1) << (c - '1')
		mask |= bit
	}
	if ph == unstacking && mask == 0 || ph == restacking && mask == allStacked {
		return 0, 0, fmt.Errorf("stacks %q: the phase has already changed", t)
	}
	return mask, ph, nil
}

// checkStacks checks Doublet's stacking fields against the board: every
// side still (un)stacking has its two checkers on each own point 1..6.
func (s *State) checkStacks() error {
	if !s.r.Stacked {
		return nil
	}
	if !s.stackRead {
		return fmt.Errorf("Doublet needs the stacks field, e.g. stacks:u123456,u123456")
	}
	for side := range 2 {
		if s.sphase[side] == bearingOff {
			continue
		}
		if s.b.Pts[side] != startBoard(&s.r).Pts[side] {
			return fmt.Errorf("%v is still %s: two checkers on each own point 1..6", Side(side),
				[...]string{"unstacking", "restacking"}[s.sphase[side]])
		}
	}
	return nil
}

// checkPoints checks the scores of a game played for points: below the
// target while it goes on, no side with every checker off (a march
// starts a new round at once), and a finished game won by the side that
// reached the target, worth what the loser's score gives.
func (s *State) checkPoints(off [2]bool) error {
	t := s.r.PointsTarget
	switch {
	case s.ph != phOver && (s.points[0] >= t || s.points[1] >= t):
		return fmt.Errorf("a score has reached %d but the game goes on", t)
	case s.ph != phOver && (off[0] || off[1]):
		return fmt.Errorf("a side has borne off every checker but no new round began")
	case s.ph == phOver && s.draw:
		return nil
	case s.ph == phOver && (s.points[s.winner] < t || s.points[s.winner.Other()] >= t):
		return fmt.Errorf("the winner of a game for %d points must have reached them and the loser not", t)
	case s.ph == phOver && s.value != pointsValue(s.points[s.winner.Other()]):
		return fmt.Errorf("the game is worth %d, not %d", pointsValue(s.points[s.winner.Other()]), s.value)
	case s.ph == phOver:
		s.byPoints, s.reason = true, fmt.Sprintf("%d points reached", t)
	}
	return nil
}

// checkText rejects field combinations that the rules cannot reach.
func (s *State) checkText() error {
	off := [2]bool{int(s.b.Pts[0][Off]) == s.r.Checkers, int(s.b.Pts[1][Off]) == s.r.Checkers}
	if err := s.checkStacks(); err != nil {
		return err
	}
	if s.r.PointsTarget > 0 {
		if err := s.checkPoints(off); err != nil {
			return err
		}
		off = [2]bool{} // a march starts a new round; a finished game was won by points
	}
	switch {
	case s.r.Geometry == Circular && s.ph == phOver && !s.draw:
		if off[s.winner] || !off[s.winner.Other()] || s.value != 1 {
			return fmt.Errorf("a circular game is won, worth 1, by the side that captured every opposing checker")
		}
		s.reason = "all checkers captured"
	case s.r.Geometry == Circular && s.ph != phOver && (off[0] || off[1]):
		return fmt.Errorf("a side has lost every checker but the game goes on")
	case s.ph == phOver && !s.draw && s.r.PointsTarget > 0:
		// checked by checkPoints
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
	case s.ph == phPlay && s.nRest > 0 && !s.handed && !s.ladder(s.onRoll):
		return fmt.Errorf("a ladder before %v has played %d turns", s.onRoll, s.r.NormalDoubleTurns)
	case s.ph == phPlay && s.nRest == 0 && !s.bottom && s.dice[0] == s.dice[1] && s.ladder(s.onRoll):
		return fmt.Errorf("after %d turns %v's double climbs the ladder: write its numbers left, e.g. play:%s:%d%d:r%s",
			s.r.NormalDoubleTurns, s.onRoll, s.onRoll.String()[:1], s.dice[0], s.dice[1], ladderDigits(int(s.dice[0])))
	case s.crawford && !crawfordScore(s.score, s.r.MatchLength):
		return fmt.Errorf("a Crawford game needs one player a point from winning the match, the other not")
	case s.beavers > 0 && s.ph != phTake:
		return fmt.Errorf("beavers only while a double is pending")
	}
	return nil
}
