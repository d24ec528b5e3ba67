package backgammon

import (
	"cmp"
	"fmt"
	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
	"slices"
	"strconv"
	"strings"
)

// FormatTurn writes the steps of a turn exactly as GNU Backgammon's
// FormatMove (drawboard.c) does:
//
//   - the steps are sorted by starting point, highest first (the bar,
//     then the reserve, first: bar checkers enter before reserve ones),
//     ties by landing point, highest first;
//   - going down that list, a step that starts where an earlier one ended
//     is merged into it; the meeting point is kept (with "*") only when an
//     opponent checker stood there before the turn, otherwise it is elided
//     (24/18 18/13 → 24/13, 24/21* 21/18 → 24/21*/18);
//   - identical merged steps are counted: 8/2(2), bar/24*(2);
//   - "*" follows a landing point that held an opponent checker before the
//     turn, the first time that point is written.
//
// Points are own points of the mover; 25 is written "bar", 0 "off" and a
// reserve checker's start "in". The empty turn is written "pass".
// Doublet's stacking steps are written "u5" and "r3"; a turn of the
// circular geometry whose steps go on from 1 to 24 joins each checker's
// steps in the order played ("6/18*" for 6/24 24/18*), as GNU
// Backgammon's order cannot.
func FormatTurn(steps []Step) string {
	if len(steps) == 0 {
		return "pass"
	}
	if steps[0].stacking() {
		// Doublet: "u5" unstacks point 5, "r3" restacks point 3, in the
		// order played; bear-off steps that follow are written as usual
		var sb strings.Builder
		i := 0
		for ; i < len(steps) && steps[i].stacking(); i++ {
			if i > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte("ru"[steps[i].To&1])
			sb.WriteString(strconv.Itoa(int(steps[i].From)))
		}
		if i < len(steps) {
			sb.WriteByte(' ')
			sb.WriteString(FormatTurn(steps[i:]))
		}
		return sb.String()
	}
	if ringWraps(steps) {
		return formatRing(steps)
	}
	var hitAt [27]bool // points that held an opponent blot before the turn
	for _, s := range steps {
		if s.Hit {
			hitAt[s.To] = true
		}
	}
	// chains[i] lists the points of merged move i: source, kept
	// intermediates, destination.
	var buf [MaxSteps][MaxSteps + 1]int8
	var lens [MaxSteps]int
	rows := make([]Step, 0, MaxSteps)
	rows = append(rows, steps...)
	slices.SortStableFunc(rows, func(a, b Step) int {
		if a.From != b.From {
			return sourceRank(b.From) - sourceRank(a.From)
		}
		return int(b.To) - int(a.To)
	})
	n := len(rows)
	active := [MaxSteps]bool{}
	for i := range n {
		buf[i][0], buf[i][1] = rows[i].From, rows[i].To
		lens[i] = 2
		active[i] = true
	}
	for i := range n {
		for j := i; j < n; j++ {
			if !active[i] || !active[j] || buf[i][lens[i]-1] != buf[j][0] {
				continue
			}
			if hitAt[buf[i][lens[i]-1]] {
				buf[i][lens[i]] = buf[j][1]
				lens[i]++
			} else {
				buf[i][lens[i]-1] = buf[j][1]
			}
			active[j] = false
		}
	}
	var count [MaxSteps]int
	for i := range n {
		if active[i] {
			count[i] = 1
		}
	}
	for i := range n {
		if !active[i] {
			continue
		}
		for j := i + 1; j < n; j++ {
			if active[j] && slices.Equal(buf[i][:lens[i]], buf[j][:lens[j]]) {
				count[i]++
				active[j] = false
			}
		}
	}
	var sb strings.Builder
	var starred [27]bool
	first := true
	for i := range n {
		if !active[i] {
			continue
		}
		if !first {
			sb.WriteByte(' ')
		}
		first = false
		chain := buf[i][:lens[i]]
		sb.WriteString(pointName(chain[0]))
		for _, p := range chain[1 : len(chain)-1] {
			sb.WriteByte('/')
			sb.WriteString(pointName(p))
			sb.WriteByte('*')
			starred[p] = true
		}
		d := chain[len(chain)-1]
		sb.WriteByte('/')
		sb.WriteString(pointName(d))
		if d > 0 && hitAt[d] && !starred[d] {
			sb.WriteByte('*')
			starred[d] = true
		}
		if count[i] > 1 {
			sb.WriteByte('(')
			sb.WriteString(strconv.Itoa(count[i]))
			sb.WriteByte(')')
		}
	}
	return sb.String()
}

// sourceRank orders starting points for writing: points by number, then
// the reserve, then the bar.
func sourceRank(p int8) int {
	if p == Bar {
		return Reserve + 1
	}
	return int(p)
}

func pointName(p int8) string {
	switch p {
	case Off:
		return "off"
	case Bar:
		return "bar"
	case Reserve:
		return "in"
	}
	return strconv.Itoa(int(p))
}

// segment is one part of a written turn: a checker going from From to To
// through the listed intermediate landings.
type segment struct {
	pts []int8 // From, intermediates, To
}

// parseTurnText reads a turn written in standard notation: parts separated
// by spaces (or commas), each part points joined by "/", points being 1..24,
// "bar", "in", "off"; "*" after a point is allowed and ignored; "(n)" after
// a part repeats it n times. It returns the parts in the order written.
// Whether the parts fit the position is for the caller to check. On the
// circle (circular) a part may go on from 1 to 24.
func parseTurnText(s string, circular bool) ([]segment, string) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(fields) == 0 {
		return nil, "empty move"
	}
	var segs []segment
	for _, f := range fields {
		repeat := 1
		if i := strings.IndexByte(f, '('); i >= 0 {
			if !strings.HasSuffix(f, ")") {
				return nil, "unclosed repeat count in " + f
			}
			n, err := strconv.Atoi(f[i+1 : len(f)-1])
			if err != nil || n < 1 || n > MaxSteps {
				return nil, "bad repeat count in " + f
			}
			repeat, f = n, f[:i]
		}
		parts := strings.Split(f, "/")
		if len(parts) < 2 || len(parts) > MaxSteps+1 {
			return nil, "a part needs a start and an end point: " + f
		}
		seg := segment{pts: make([]int8, 0, len(parts))}
		for k, p := range parts {
			p = strings.TrimRight(p, "*")
			v, ok := parsePoint(p)
			if !ok {
				return nil, "not a point: " + strconv.Quote(p)
			}
			last := k == len(parts)-1
			switch {
			case k > 0 && (v == Bar || v == Reserve):
				return nil, "a checker cannot move to the bar: " + f
			case !last && v == Off:
				return nil, "a checker cannot move from off the board: " + f
			case circular && (v > 24 || v == Off):
				return nil, "the circle has no bar, reserve or bearing off: " + f
			case k > 0 && v >= seg.pts[k-1] && seg.pts[k-1] <= 24 && !circular:
				return nil, "a checker cannot move backwards: " + f
			}
			seg.pts = append(seg.pts, v)
		}
		if len(segs)+repeat > MaxSteps {
			return nil, "too many parts"
		}
		for range repeat {
			segs = append(segs, seg)
		}
	}
	return segs, ""
}

func parsePoint(p string) (int8, bool) {
	switch strings.ToLower(p) {
	case "bar", "b":
		return Bar, true
	case "in", "res", "reserve":
		return Reserve, true
	case "off", "o":
		return Off, true
	}
	if len(p) == 0 || len(p) > 2 {
		return 0, false
	}
	v, err := strconv.Atoi(p)
	if err != nil || v < 1 || v > 24 || p[0] == '+' || p[0] == '-' {
		return 0, false
	}
	return int8(v), true
}

// applySegments plays written parts on b for side s, taking parts with
// higher starting points first so that parts written in any order, and a
// checker's steps written separately, combine. Every landing (intermediate
// or final) on a lone opponent checker hits it. It reports why the parts
// cannot be played on b at all; whether they are a legal turn is decided
// by comparing the result with the legal turns.
func applySegments(r *Rules, b *Board, s Side, segs []segment) string {
	order := make([]segment, len(segs))
	copy(order, segs)
	slices.SortStableFunc(order, func(x, y segment) int { return int(y.pts[0]) - int(x.pts[0]) })
	o := s.Other()
	for _, seg := range order {
		from := seg.pts[0]
		if b.Pts[s][from] == 0 {
			if from == Bar {
				return "no checker on the bar"
			}
			if from == Reserve {
				return "no checker in reserve"
			}
			return "no checker on point " + strconv.Itoa(int(from))
		}
		b.Pts[s][from]--
		for _, p := range seg.pts[1:] {
			if p == Off || r.GoalPoint && p == 1 {
				continue // off, or the goal, which is out of play
			}
			q := r.Geometry.oppPoint(int(p))
			switch n := b.Pts[o][q]; {
			case int(n) >= r.BlockAt || n > 0 && !r.Hitting:
				return "point " + strconv.Itoa(int(p)) + " is blocked"
			case n > 0 && r.GoalPoint:
				b.Pts[o][q]--
				b.Pts[o][24]++ // back to the start
			case n > 0:
				b.Pts[o][q]--
				b.Pts[o][Bar]++
			}
		}
		b.Pts[s][seg.pts[len(seg.pts)-1]]++
	}
	return ""
}

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

var kindNames = []string{"turn", "roll", "opening", "roll-cube", "double", "take", "drop", "beaver", "resign", "accept", "reject"}

// String returns the kind's name: "turn", "roll", "opening", "roll-cube",
// "double", "take", "drop", "beaver", "resign", "accept" or "reject".
func (k MoveKind) String() string { return board.ChoiceName(k, kindNames) }

// resignWords names the resignation levels 1..3 as the moves write them.
var resignWords = [...]string{"", "resign single", "resign gammon", "resign backgammon"}

// ParseMove reads a move: at the dice "6-5" (also "65", "5-6"); at the
// opening throw White's die then Black's ("3-1": White begins with 3-1);
// the cube words "roll", "double", "take", "drop" (or "pass"), "beaver";
// "resign single", "resign gammon", "resign backgammon" ("resign normal"),
// "accept" ("agree"), "reject" ("decline");
// a turn in standard notation, parts in any order and a checker's steps
// written separately or joined ("24/18 18/13", "24/13", "13/7*", "bar/22",
// "6/off", "8/2(2)"), or "pass" when no checker can move.
func (s *State) ParseMove(text string) (board.Move, error) {
	if len(text) > MaxMoveLen {
		return nil, board.BadNotation(clip(text), "move of %d bytes; at most %d are read", len(text), MaxMoveLen)
	}
	t := strings.TrimSpace(text)
	if s.ph == phOver {
		return nil, board.GameOver(text)
	}
	if t == "" {
		return nil, board.BadNotation(text, "empty move")
	}
	if lv := resignLevel(t); lv > 0 {
		if why := s.whyNoOffer(lv); why != "" {
			return nil, board.Illegal(text, "not allowed now: %s", why)
		}
		return resignMoves[lv], nil
	}
	ms := s.shared()
	if word := decisionWord(t); s.ph != phCube && s.ph != phTake && s.ph != phResign && isDecisionWord(word) {
		why := s.expecting()
		if word == "double" && s.ph == phRoll {
			why = s.whyNoDouble()
		}
		return nil, board.Illegal(text, "not allowed now: %s", why)
	}
	switch s.ph {
	case phOpening, phRoll:
		if s.ph == phOpening && s.r.Opening == OpenTwoDiceReroll {
			return s.parseOpeningSums(text, t)
		}
		if s.ph == phOpening && s.r.Opening == OpenTwoDicePlay {
			return s.parseOpeningPlay(text, t)
		}
		r, err := dice.ParseRollLoose(dice.D6, 2, t)
		if err != nil {
			return nil, board.BadNotation(text, "not a throw of two dice: %s", s.expecting())
		}
		want := openingMoves[r.Face(0)][r.Face(1)]
		if s.ph == phRoll {
			want = rollMoves[r.Max()][r.Min()]
		}
		if slices.Contains(ms, want) {
			return want, nil
		}
		if s.ph == phOpening {
			return nil, board.Illegal(text, "equal opening throws are thrown again")
		}
		return nil, board.Illegal(text, "not a legal move now: %s", s.expecting())
	case phCube, phTake, phResign:
		word := decisionWord(t)
		if s.ph == phTake && word == "pass" {
			word = "drop"
		}
		for _, m := range ms {
			if m.r.text == word {
				return m, nil
			}
		}
		if isDecisionWord(word) {
			why := s.expecting()
			if word == "double" && s.ph == phCube {
				why = s.whyNoDouble()
			}
			return nil, board.Illegal(text, "not allowed now: %s", why)
		}
		return nil, board.BadNotation(text, "not a cube action or resignation answer: %s", s.expecting())
	}
	return s.parseTurn(text, t)
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

// isDecisionWord reports whether w (normalised by decisionWord) is a cube
// action or an answer to a resignation.
func isDecisionWord(w string) bool {
	switch w {
	case "roll", "double", "take", "drop", "beaver", "accept", "reject":
		return true
	}
	return false
}

func (s *State) parseTurn(text, t string) (board.Move, error) {
	recs := s.playRecs()
	if s.stackPhase() {
		return s.parseStacking(text, t, recs)
	}
	if strings.EqualFold(t, "pass") {
		for i := range recs {
			if recs[i].turn.N == 0 {
				return Move{&recs[i]}, nil
			}
		}
		return nil, board.Illegal(text, "a checker can move with %d-%d", s.dice[0], s.dice[1])
	}
	circular := s.r.Geometry == Circular
	segs, why := parseTurnText(t, circular)
	if why != "" {
		return nil, board.BadNotation(text, "%s", why)
	}
	if circular {
		return s.parseRingTurn(text, segs, recs)
	}
	after := s.b
	if why := applySegments(&s.r, &after, s.onRoll, segs); why != "" {
		return nil, board.Illegal(text, "%s", why)
	}
	for i := range recs {
		res := s.b
		applyTurn(&s.r, &res, s.onRoll, recs[i].turn.StepList())
		if res == after {
			return Move{&recs[i]}, nil
		}
	}
	// the parts written may leave out a point between where the play
	// hits ("22/18" for 22/21*/18): compare the checkers' net moves
	want := netMoves(segs)
	var found []int
	for i := range recs {
		if got, _ := parseTurnText(recs[i].turn.String(), false); slices.Equal(netMoves(got), want) {
			found = append(found, i)
		}
	}
	switch len(found) {
	case 1:
		return Move{&recs[found[0]]}, nil
	case 0:
		return nil, board.Illegal(text, "%s", s.whyNot(segs, &after, recs))
	}
	names := make([]string, len(found))
	for k, i := range found {
		names[k] = recs[i].turn.String()
	}
	return nil, board.Ambiguous(text, names)
}

// parseStacking reads a play of Doublet's stacking phases: the words as
// FormatTurn writes them, in any order where the order does not matter
// ("u3 u5" is "u5 u3"), compared with the legal plays.
func (s *State) parseStacking(text, t string, recs []moveRec) (board.Move, error) {
	want := strings.Fields(strings.ToLower(t))
	slices.Sort(want)
	for i := range recs {
		got := strings.Fields(recs[i].turn.String())
		slices.Sort(got)
		if slices.Equal(got, want) {
			return Move{&recs[i]}, nil
		}
	}
	names := make([]string, len(recs))
	for i := range recs {
		names[i] = recs[i].turn.String()
	}
	return nil, board.Illegal(text, "not a legal play of %d-%d (u: unstack a point, r: restack it): the plays are %s",
		s.dice[0], s.dice[1], strings.Join(names, ", "))
}

// netMoves reduces written parts to the checkers' moves from start to
// end, parts that continue one another joined, sorted: "24/18 18/13" and
// "24/21*/13" are both 24→13.
func netMoves(segs []segment) [][2]int8 {
	ends := make([][2]int8, len(segs))
	for i, sg := range segs {
		ends[i] = [2]int8{sg.pts[0], sg.pts[len(sg.pts)-1]}
	}
	for merged := true; merged; {
		merged = false
		for i := 0; i < len(ends) && !merged; i++ {
			for j := range ends {
				if i != j && ends[i][1] != Off && ends[i][1] == ends[j][0] {
					ends[i][1] = ends[j][1]
					ends = slices.Delete(ends, j, j+1)
					merged = true
					break
				}
			}
		}
	}
	slices.SortFunc(ends, func(a, b [2]int8) int {
		if a[0] != b[0] {
			return int(b[0]) - int(a[0])
		}
		return int(b[1]) - int(a[1])
	})
	return ends
}

// whyNot says why written parts that can be moved are not a legal play.
func (s *State) whyNot(segs []segment, after *Board, ms []moveRec) string {
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
	for i := range ms {
		n := 0
		for _, st := range ms[i].turn.StepList() {
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

// Move is one decision of a tables game: a checker play, a chance
// outcome, a cube action or a resignation. String gives its notation.
//
// A Move is a small comparable value that refers to an immutable record:
// two moves of one state (or of its clones, which share the list) are ==
// exactly when they are the same move, and a Move stored in a board.Move
// costs no allocation. The zero Move is no move.
type Move struct{ r *moveRec }

// moveRec is what a Move refers to.
type moveRec struct {
	kind  MoveKind
	dice  [2]int8  // KindRoll: higher die first; KindOpening: White's, Black's; KindResign: level, 0
	turn  Turn     // KindTurn
	idx   int32    // KindTurn: index in its state's list
	side  Side     // KindTurn: the mover, whose numbering the steps use
	geom  Geometry // KindTurn: how the mover's points lie on the board
	jumps jumpLog  // KindTurn on the circle: the last checkers' jumps the play sets off
	text  string   // every kind but KindTurn, whose text is written on demand
}

// Kind returns the kind of move.
func (m Move) Kind() MoveKind {
	if m.r == nil {
		return KindTurn
	}
	return m.r.kind
}

// Dice returns the dice of a chance outcome: the roll, higher die first,
// or the opening throw, White's die then Black's; for a resignation the
// level (1 single, 2 gammon, 3 backgammon) and 0; else 0, 0.
func (m Move) Dice() (int, int) {
	if m.r == nil {
		return 0, 0
	}
	return int(m.r.dice[0]), int(m.r.dice[1])
}

// Turn returns the checker play of a KindTurn move (the empty Turn for
// the other kinds).
func (m Move) Turn() Turn {
	if m.r == nil {
		return Turn{}
	}
	return m.r.turn
}

// parseOpeningPlay reads an O-TWO-PLAY opening: the side that threw the
// higher sum and his throw ("W 6-5", "B 3-1").
func (s *State) parseOpeningPlay(text, t string) (board.Move, error) {
	who, roll, ok := strings.Cut(strings.TrimSpace(t), " ")
	first := White
	switch strings.ToUpper(who) {
	case "W", "WHITE":
	case "B", "BLACK":
		first = Black
	default:
		ok = false
	}
	r, err := dice.ParseRollLoose(dice.D6, 2, strings.TrimSpace(roll))
	if !ok || err != nil {
		return nil, board.BadNotation(text, "not a beginner and his throw: %s", s.expecting())
	}
	m := openingPlays[first][r.Max()][r.Min()]
	if m.r == nil {
		return nil, board.Illegal(text, "a throw of 1-1 never has the higher sum")
	}
	return m, nil
}

// parseOpeningSums reads an O-TWO-REROLL opening throw, White's sum of two
// dice then Black's ("9-7").
func (s *State) parseOpeningSums(text, t string) (board.Move, error) {
	a, b, ok := strings.Cut(t, "-")
	w, errW := strconv.Atoi(strings.TrimSpace(a))
	k, errK := strconv.Atoi(strings.TrimSpace(b))
	switch {
	case !ok || errW != nil || errK != nil || w < 2 || w > 12 || k < 2 || k > 12:
		return nil, board.BadNotation(text, "not a throw of two sums: %s", s.expecting())
	case w == k:
		return nil, board.Illegal(text, "equal opening sums are thrown again")
	}
	return openingSums[w][k], nil
}

// String returns the move's notation: a turn as GNU Backgammon writes it,
// dice as "6-5", cube actions and resignations as words.
func (m Move) String() string {
	switch {
	case m.r == nil:
		return ""
	case m.r.kind == KindTurn:
		return m.r.turn.String()
	}
	return m.r.text
}

// MarshalText returns the move's notation, as String.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// The moves every state shares: chance outcomes, cube actions,
// resignations and their answers. Their lists and chances come from
// package dice.
var (
	rollMoves    [7][7]Move    // [higher die][lower die]
	openingMoves [7][7]Move    // [White's die][Black's die]
	openingSums  [13][13]Move  // O-TWO-REROLL: [White's sum][Black's sum]
	openingPlays [2][7][7]Move // O-TWO-PLAY: [beginner][higher die][lower die]
	resignMoves  [4]Move       // by level

	rollList, openingAll, openingUnequal, openingSumList, openingPlayList                        []Move
	rollChances, openingAllChances, openingUnequalChances, openingSumChances, openingPlayChances []float64

	cubeList, takeList, beaverList, answerList []Move
)

func init() {
	// the 21 rolls of two dice, written higher die first, listed from
	// 6-6, 6-5 … down to 1-1
	rolls := dice.Unordered(dice.D6, 2)
	slices.SortFunc(rolls, func(a, b dice.Outcome) int {
		x, y := a.Roll.Descending(), b.Roll.Descending()
		return cmp.Or(y.Face(0)-x.Face(0), y.Face(1)-x.Face(1))
	})
	for _, o := range rolls {
		r := o.Roll.Descending()
		m := Move{&moveRec{kind: KindRoll, dice: [2]int8{int8(r.Face(0)), int8(r.Face(1))}, text: r.String()}}
		rollMoves[r.Face(0)][r.Face(1)] = m
		rollList = append(rollList, m)
		rollChances = append(rollChances, o.Prob())
	}
	// the opening throw, White's die first; ties are thrown again unless
	// they double the cube
	throws := dice.Ordered(dice.D6, 2)
	ties := 0
	for _, o := range throws {
		if o.Roll.Doubles() {
			ties += o.Ways
		}
	}
	for _, o := range throws {
		w, k := o.Roll.Face(0), o.Roll.Face(1)
		m := Move{&moveRec{kind: KindOpening, dice: [2]int8{int8(w), int8(k)}, text: o.Roll.String()}}
		openingMoves[w][k] = m
		openingAll = append(openingAll, m)
		openingAllChances = append(openingAllChances, o.Prob())
		if !o.Roll.Doubles() {
			openingUnequal = append(openingUnequal, m)
			openingUnequalChances = append(openingUnequalChances, float64(o.Ways)/float64(o.Total-ties))
		}
	}
	// O-TWO-REROLL: each side's sum of two dice, White's first; equal sums
	// are thrown again
	sums := dice.Sums(dice.D6, 2)
	same := 0.0
	for _, c := range sums {
		same += c.Prob() * c.Prob()
	}
	for _, w := range sums {
		for _, k := range sums {
			if w.Value == k.Value {
				continue
			}
			m := Move{&moveRec{kind: KindOpening, dice: [2]int8{int8(w.Value), int8(k.Value)}, text: fmt.Sprintf("%d-%d", w.Value, k.Value)}}
			openingSums[w.Value][k.Value] = m
			openingSumList = append(openingSumList, m)
			openingSumChances = append(openingSumChances, w.Prob()*k.Prob()/(1-same))
		}
	}
	// O-TWO-PLAY: who begins and with which throw of his, "W 6-5": the
	// throw's chance times the chance of the other's lower sum, over the
	// unequal sums; a 1-1 never begins
	below := [14]float64{}
	for _, c := range sums {
		below[c.Value+1] = c.Prob()
	}
	for v := 3; v <= 13; v++ {
		below[v] += below[v-1]
	}
	for _, first := range []Side{White, Black} {
		for _, o := range rolls {
			r := o.Roll.Descending()
			hi, lo := r.Face(0), r.Face(1)
			if below[hi+lo] == 0 {
				continue
			}
			m := Move{&moveRec{kind: KindOpening, dice: [2]int8{int8(hi), int8(lo)}, side: first,
				text: fmt.Sprintf("%s %d-%d", first.String()[:1], hi, lo)}}
			openingPlays[first][hi][lo] = m
			openingPlayList = append(openingPlayList, m)
			openingPlayChances = append(openingPlayChances, o.Prob()*below[hi+lo]/(1-same))
		}
	}
	word := func(k MoveKind, text string) Move { return Move{&moveRec{kind: k, text: text}} }
	roll, double := word(KindRollCube, "roll"), word(KindDouble, "double")
	take, drop, beaver := word(KindTake, "take"), word(KindDrop, "drop"), word(KindBeaver, "beaver")
	accept, reject := word(KindAccept, "accept"), word(KindReject, "reject")
	cubeList = []Move{roll, double}
	takeList = []Move{take, drop}
	beaverList = []Move{take, drop, beaver}
	answerList = []Move{accept, reject}
	for lv := int8(1); lv <= 3; lv++ {
		resignMoves[lv] = Move{&moveRec{kind: KindResign, dice: [2]int8{lv, 0}, text: resignWords[lv]}}
	}
}

// Describe says what m, a legal move about to be played, does when its
// notation does not show it: that a roll or part of it is lost (and
// why), what dropping a double or accepting a resignation costs. For
// other moves it returns the notation; for a move that is not legal now,
// why not.
func (s *State) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	pm, err := s.ParseMove(text)
	if err != nil {
		return err.Error()
	}
	mv := pm.(Move)
	switch mv.Kind() {
	case KindTurn:
		return text + s.forfeit(mv.r.turn)
	case KindDrop:
		return fmt.Sprintf("%s: %v gives up the game for %d", text, s.turn, s.cube)
	case KindAccept:
		return fmt.Sprintf("%s: %v wins the game for %d × %d", text, s.turn, s.resigned, s.cube)
	}
	return text
}

// forfeit says which numbers of the roll turn t leaves unplayed, and why,
// or "" when it plays them all (or wins).
func (s *State) forfeit(t Turn) string {
	want := 2
	switch {
	case s.nRest > 0 || s.bottom:
		return "" // a rung or the optional bottom faces: the rest is listed apart
	case s.dice[0] == s.dice[1] && s.stackPhase():
		want = 1 // Doublet: a double counts once while (un)stacking
	case s.r.OnesAndSixes || s.r.SixSixSteps > 0 || s.r.Rattlers:
		_, want = s.r.schedule(int(s.dice[0]), int(s.dice[1]), s.r.isRattler(s.b.Pts[s.onRoll][:]))
		if want == 0 {
			return fmt.Sprintf(": no number of %d-%d counts", s.dice[0], s.dice[1])
		}
	case s.dice[0] == s.dice[1]:
		want = s.r.TopSteps
	}
	if int(t.Used) >= want {
		return ""
	}
	roll := fmt.Sprintf("%d-%d", s.dice[0], s.dice[1])
	switch {
	case t.N == 0 && s.r.LowerFirst && s.dice[0] != s.dice[1]:
		return fmt.Sprintf(": the lower number of %s cannot be played first, so the whole roll is lost", roll)
	case t.N == 0:
		return fmt.Sprintf(": no checker can move with %s; the roll is lost", roll)
	}
	return fmt.Sprintf(": %d of the %d numbers of %s cannot be played and are lost", want-int(t.Used), want, roll)
}
