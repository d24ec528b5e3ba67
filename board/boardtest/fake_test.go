package boardtest

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// The fake game is a tiny dice race that uses every part of the contract:
// 2 or 3 seats, two tokens each on fields 0..fakeGoal; a chance node rolls
// 1, 2 or 3 with probabilities 1/2, 1/4, 1/4 (board.Chancy); the seat then
// moves token "a" or "b" by the roll (not past the goal) or plays "pass"
// when neither can; the first seat with both tokens home wins and the
// others are placed by their progress. It also implements board.Hidden
// (nothing is hidden) and board.Perfter. A fakeGame with a bug breaks the
// contract in one way, and Run must report it.
type fakeGame struct{ bug bug }

type bug int

const (
	bugNone               bug = iota
	bugHalfApply              // Play of an illegal move changes the state before failing
	bugRoundTrip              // ParseMove("a") returns a move written "A"
	bugChanceSum              // probabilities sum to 0.95
	bugChanceZero             // one probability is 0
	bugCloneShares            // Clone shares the tokens with the original
	bugLegalAfterOver         // Legal lists "pass" after the end
	bugPosition               // Position leaves out the roll
	bugNeverEnds              // a token that reaches home starts over
	bugDuplicate              // Legal lists a move twice
	bugPlayFails              // a legal "b" move fails to play
	bugAcceptsGarbage         // ParseMove reads any junk as "pass"
	bugWrongKind              // ParseMove errors wrap no error kind
	bugPlayAfterOver          // Play after the end succeeds
	bugNoReason               // Outcome.Reason is empty
	bugPlacings               // the winner is placed second
	bugToMove                 // ToMove names a seat that does not exist
	bugPanic                  // ParseMove("") panics
	bugPlayers                // New accepts any number of players
	bugPerfter                // Perfter.Perft counts one too many
	bugHidden                 // Determinize changes what the seat has seen
	bugInfo                   // MaxPlies is 0
	bugParseJunk              // Parse("garbage") gives a state
	bugMutation               // Parse accepts positions with too few seats, and Legal panics
	bugWinnersEarly           // Outcome names a winner before the end
	bugLegalOrder             // Legal lists the moves in another order on every other call
	bugNoPicture              // String is empty
	bugOptionDoc              // an option has no Doc
	bugSeatNames              // Info has no seat names
	bugNoCode                 // Outcome.Code is empty at the end
	bugSeats                  // Seats says 1
	bugUnequalParse           // ParseMove returns a move that != the listed one
	bugGameOverKind           // Play after the end wraps ErrIllegalMove, not ErrGameOver
	bugDeclarationInLegal     // a declaration is also a legal move
	bugOptionsAnything        // WithOptions accepts unknown names
	bugObserveMove            // ObserveMove hides the mover's own move from it
	bugLister                 // AppendLegal lists the moves backwards
	bugChanceFlag             // Info.Chance is false in a game with dice
	bugReturnsRange           // Info's return range leaves out a winner's +1
	bugPicture                // the picture's cells repeat a name
)

const fakeGoal = 6

func (g fakeGame) ID() string { return "fake/race" }

func (g fakeGame) Info() board.Info {
	info := board.Info{
		Names: board.Names{ID: "fake/race", Name: "Fake race", CzechName: "Falešný závod",
			Summary: "Roll 1-3, move a token by the roll; both tokens home wins."},
		Family: "fake", MinPlayers: 2, MaxPlayers: 3, SeatNames: []string{"red", "green", "blue"},
		Chance: true, HiddenInformation: true, MinReturn: -1, MaxReturn: 1,
		Options:  board.OptionsOf(fakeRules{Goal: fakeGoal}),
		MaxPlies: 600,
	}
	switch g.bug {
	case bugSeatNames:
		info.SeatNames = nil
	case bugChanceFlag:
		info.Chance = false
	case bugReturnsRange:
		info.MaxReturn = 0.5
	case bugInfo:
		info.MaxPlies = 0
	case bugOptionDoc:
		info.Options[0].Doc = ""
	}
	return info
}

// fakeRules are the fake game's options: only the goal it has is accepted.
type fakeRules struct {
	Goal int `rule:"the home field" range:"1..99"`
}

func (g fakeGame) WithOptions(settings map[string]string) (board.Game, error) {
	if g.bug == bugOptionsAnything {
		return g, nil
	}
	return board.Derive(g.Info().Names, fakeRules{Goal: fakeGoal}, settings, func(_ board.Names, r fakeRules) (fakeGame, error) {
		if r.Goal != fakeGoal {
			return fakeGame{}, fmt.Errorf("the fake race has goal %d only", fakeGoal)
		}
		return g, nil
	})
}

func (g fakeGame) New(players int) (board.State, error) {
	if players < 2 || players > 3 {
		if g.bug != bugPlayers || players < 1 {
			return nil, board.Players(g.ID(), players, 2, 3)
		}
	}
	return &fakeState{g: g, tok: make([][2]int, players)}, nil
}

func (g fakeGame) Parse(text string) (board.State, error) {
	if g.bug == bugParseJunk && text == "garbage" {
		return g.New(2)
	}
	f := strings.Fields(text)
	minFields := 4
	if g.bug == bugMutation {
		minFields = 2
	}
	if len(f) < minFields || len(f) > 5 {
		return nil, board.BadNotation(text, "want the seat, the roll and 2 or 3 seats' tokens")
	}
	s := &fakeState{g: g, tok: make([][2]int, len(f)-2)}
	turn, err := strconv.Atoi(f[0])
	if err != nil || turn < 0 || turn >= len(f)-2 && g.bug != bugMutation {
		return nil, board.BadNotation(text, "bad seat %q", f[0])
	}
	s.turn = turn
	if f[1] != "-" {
		if s.roll, err = strconv.Atoi(f[1]); err != nil || s.roll < 1 || s.roll > 3 {
			return nil, board.BadNotation(text, "bad roll %q", f[1])
		}
	}
	home := 0
	for i, t := range f[2:] {
		a, b, ok := strings.Cut(t, ",")
		x, err1 := strconv.Atoi(a)
		y, err2 := strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || x < 0 || y < 0 || x > fakeGoal || y > fakeGoal {
			return nil, board.BadNotation(text, "bad tokens %q", t)
		}
		s.tok[i] = [2]int{x, y}
		if x == fakeGoal && y == fakeGoal {
			home++
		}
	}
	if home > 1 || home == 1 && s.roll != 0 {
		return nil, board.BadNotation(text, "more than one winner, or a roll after the end")
	}
	return s, nil
}

type fakeState struct {
	g    fakeGame
	turn int
	roll int // 0: the dice are to roll
	tok  [][2]int
	// calls counts Legal calls, for bugLegalOrder.
	calls int
}

// fakeMove is a roll (1..3), a token ('a', 'b') or a pass ('p').
type fakeMove struct {
	roll  int
	token byte
	upper bool // bugRoundTrip
	read  bool // bugUnequalParse
}

func (m fakeMove) String() string {
	switch {
	case m.roll > 0:
		return "r" + strconv.Itoa(m.roll)
	case m.token == 'p':
		return "pass"
	case m.upper:
		return strings.ToUpper(string(m.token))
	}
	return string(m.token)
}

func (m fakeMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

func (s *fakeState) Game() board.Game { return s.g }

func (s *fakeState) winner() int {
	for i, t := range s.tok {
		if t == [2]int{fakeGoal, fakeGoal} {
			return i
		}
	}
	return -1
}

func (s *fakeState) ToMove() board.Player {
	switch {
	case s.winner() >= 0:
		return board.Nobody
	case s.roll == 0:
		return board.Chance
	case s.g.bug == bugToMove:
		return board.Player(len(s.tok))
	}
	return board.Player(s.turn)
}

func (s *fakeState) Legal() []board.Move {
	if s.winner() >= 0 {
		if s.g.bug == bugLegalAfterOver {
			return []board.Move{fakeMove{token: 'p'}}
		}
		return nil
	}
	if s.roll == 0 {
		return []board.Move{fakeMove{roll: 1}, fakeMove{roll: 2}, fakeMove{roll: 3}}
	}
	var ms []board.Move
	for i, t := range s.tok[s.turn] {
		if t+s.roll <= fakeGoal {
			ms = append(ms, fakeMove{token: byte('a' + i)})
		}
	}
	if len(ms) == 0 {
		return []board.Move{fakeMove{token: 'p'}}
	}
	switch s.g.bug {
	case bugDuplicate:
		ms = append(ms, ms[0])
	case bugLegalOrder:
		if s.calls++; s.calls%2 == 0 {
			slices.Reverse(ms)
		}
	}
	return ms
}

func (s *fakeState) Chances() []float64 {
	switch s.g.bug {
	case bugChanceSum:
		return []float64{0.5, 0.25, 0.2}
	case bugChanceZero:
		return []float64{0.75, 0.25, 0}
	}
	return []float64{0.5, 0.25, 0.25}
}

func (s *fakeState) legal(m fakeMove) bool {
	m.upper, m.read = false, false
	for _, l := range s.Legal() {
		if l == m {
			return true
		}
	}
	return false
}

func (s *fakeState) ParseMove(text string) (board.Move, error) {
	if s.g.bug == bugPanic && text == "" {
		_ = text[0]
	}
	var m fakeMove
	switch text {
	case "r1", "r2", "r3":
		m.roll = int(text[1] - '0')
	case "a", "b":
		m.token = text[0]
		m.upper = s.g.bug == bugRoundTrip && text == "a"
	case "pass":
		m.token = 'p'
	default:
		switch s.g.bug {
		case bugAcceptsGarbage:
			return fakeMove{token: 'p'}, nil
		case bugWrongKind:
			return nil, errors.New("no such move")
		}
		return nil, board.BadNotation(text, "not r1-r3, a, b or pass")
	}
	if s.winner() >= 0 {
		return nil, board.GameOver(text)
	}
	if !s.legal(m) {
		return nil, board.Illegal(text, "not legal now")
	}
	m.read = s.g.bug == bugUnequalParse
	return m, nil
}

func (s *fakeState) Seats() int {
	if s.g.bug == bugSeats {
		return 1
	}
	return len(s.tok)
}

func (s *fakeState) AppendLegal(buf []board.Move) []board.Move {
	buf = append(buf, s.Legal()...)
	if s.g.bug == bugLister {
		slices.Reverse(buf)
	}
	return buf
}

func (s *fakeState) Declarations() []board.Move {
	if l := s.Legal(); s.g.bug == bugDeclarationInLegal && len(l) > 0 {
		return l[:1]
	}
	return nil
}

func (s *fakeState) Play(mv board.Move) error {
	m, ok := mv.(fakeMove)
	if !ok {
		if s.winner() >= 0 {
			return board.GameOver("")
		}
		return board.Illegal(fmt.Sprint(mv), "not a move of this game")
	}
	if s.winner() >= 0 {
		switch s.g.bug {
		case bugPlayAfterOver:
			return nil
		case bugGameOverKind:
			return board.Illegal(m.String(), "the game is over")
		}
		return board.GameOver(m.String())
	}
	if s.g.bug == bugHalfApply && !s.legal(m) {
		s.turn = (s.turn + 1) % len(s.tok) // passes the turn, then notices
		return board.Illegal(m.String(), "not legal now")
	}
	if !s.legal(m) {
		return board.Illegal(m.String(), "not legal now")
	}
	if s.g.bug == bugPlayFails && m.token == 'b' {
		return board.Illegal(m.String(), "refused")
	}
	switch {
	case m.roll > 0:
		s.roll = m.roll
		return nil
	case m.token != 'p':
		t := &s.tok[s.turn][m.token-'a']
		*t += s.roll
		if s.g.bug == bugNeverEnds && *t == fakeGoal {
			*t = 0
		}
	}
	s.roll = 0
	s.turn = (s.turn + 1) % len(s.tok)
	return nil
}

func (s *fakeState) Outcome() board.Outcome {
	w := s.winner()
	if w < 0 {
		if s.g.bug == bugWinnersEarly && s.roll > 0 {
			return board.Outcome{Winners: []board.Player{0}}
		}
		return board.Outcome{}
	}
	n := len(s.tok)
	o := board.Outcome{Over: true, Winners: []board.Player{board.Player(w)}, Code: board.CodeAllHome, Reason: "both tokens home",
		Placings: make([]int, n), Points: make([]int, n)}
	for i, t := range s.tok {
		o.Points[i] = t[0] + t[1]
	}
	for i := range n {
		o.Placings[i] = 1
		for j := range n {
			if o.Points[j] > o.Points[i] {
				o.Placings[i]++
			}
		}
	}
	switch s.g.bug {
	case bugNoCode:
		o.Code = ""
	case bugNoReason:
		o.Reason = ""
	case bugPlacings:
		o.Placings[w] = 2
	}
	return o
}

func (s *fakeState) Clone() board.State {
	c := *s
	if s.g.bug != bugCloneShares {
		c.tok = append([][2]int(nil), s.tok...)
	}
	return &c
}

func (s *fakeState) Position() string {
	var b strings.Builder
	b.WriteString(strconv.Itoa(s.turn))
	if s.roll == 0 || s.g.bug == bugPosition {
		b.WriteString(" -")
	} else {
		b.WriteString(" " + strconv.Itoa(s.roll))
	}
	for _, t := range s.tok {
		fmt.Fprintf(&b, " %d,%d", t[0], t[1])
	}
	return b.String()
}

func (s *fakeState) String() string {
	if s.g.bug == bugNoPicture {
		return ""
	}
	var b strings.Builder
	for i, t := range s.tok {
		fmt.Fprintf(&b, "seat %d: a=%d b=%d\n", i, t[0], t[1])
	}
	fmt.Fprintf(&b, "seat %d, roll %d\n", s.turn, s.roll)
	return b.String()
}

func (s *fakeState) Observation(p board.Player) string { return s.Position() }

func (s *fakeState) ObserveMove(p board.Player, m board.Move) string {
	if s.g.bug == bugObserveMove {
		return ""
	}
	return m.String()
}

func (s *fakeState) Determinize(p board.Player, r *rand.Rand) board.State {
	c := s.Clone().(*fakeState)
	if s.g.bug == bugHidden {
		c.tok = append([][2]int(nil), s.tok...)
		o := &c.tok[(int(p)+1)%len(c.tok)][0]
		*o = (*o + 1) % fakeGoal
	}
	return c
}

func (s *fakeState) Perft(depth int) uint64 {
	n := Perft(s, depth)
	if s.g.bug == bugPerfter {
		n++
	}
	return n
}

// historyState is a fake state whose outcome depends on history: after 20
// plies the game ends ("tired"), which the position does not carry. With
// honest set it says so through HistoryDependent.
type historyState struct {
	*fakeState
	plies  int
	honest bool
}

type historyGame struct{ honest bool }

func (g historyGame) ID() string       { return "fake/history" }
func (g historyGame) Info() board.Info { i := fakeGame{}.Info(); i.ID = "fake/history"; return i }
func (g historyGame) WithOptions(s map[string]string) (board.Game, error) {
	if _, err := (fakeGame{}).WithOptions(s); err != nil {
		return nil, err
	}
	return g, nil
}
func (g historyGame) New(n int) (board.State, error) {
	s, err := fakeGame{}.New(n)
	if err != nil {
		return nil, err
	}
	return &historyState{fakeState: s.(*fakeState), honest: g.honest}, nil
}
func (g historyGame) Parse(text string) (board.State, error) {
	s, err := fakeGame{}.Parse(text)
	if err != nil {
		return nil, err
	}
	return &historyState{fakeState: s.(*fakeState), honest: g.honest}, nil
}
func (s *historyState) Game() board.Game { return historyGame{honest: s.honest} }
func (s *historyState) tired() bool      { return s.plies >= 20 && s.winner() < 0 }
func (s *historyState) ToMove() board.Player {
	if s.tired() {
		return board.Nobody
	}
	return s.fakeState.ToMove()
}
func (s *historyState) Legal() []board.Move {
	if s.tired() {
		return nil
	}
	return s.fakeState.Legal()
}
func (s *historyState) ParseMove(text string) (board.Move, error) {
	if s.tired() {
		return nil, board.GameOver(text)
	}
	return s.fakeState.ParseMove(text)
}
func (s *historyState) Play(m board.Move) error {
	if s.tired() {
		return board.GameOver(fmt.Sprint(m))
	}
	if err := s.fakeState.Play(m); err != nil {
		return err
	}
	s.plies++
	return nil
}
func (s *historyState) Outcome() board.Outcome {
	if s.tired() {
		return board.Outcome{Over: true, Code: "tired", Reason: "tired"}
	}
	return s.fakeState.Outcome()
}
func (s *historyState) Clone() board.State {
	return &historyState{fakeState: s.fakeState.Clone().(*fakeState), plies: s.plies, honest: s.honest}
}
func (s *historyState) HistoryDependent() bool                           { return s.honest && s.plies > 0 }
func (s *historyState) Determinize(board.Player, *rand.Rand) board.State { return s.Clone() }
func (s *historyState) Perft(depth int) uint64                           { return Perft(s, depth) }

// Picture draws the fields 0..fakeGoal as one row of cells, each seat's
// tokens on them.
func (s *fakeState) Picture() board.Picture {
	p := board.Picture{Width: 20 * (fakeGoal + 1), Height: 20, ToMove: s.ToMove(), Seats: []string{"red", "green", "blue"}[:len(s.tok)]}
	for f := 0; f <= fakeGoal; f++ {
		c := board.Cell{Name: strconv.Itoa(f), X: float64(20*f + 10), Y: 10, Size: 20, Shape: board.Field}
		if s.g.bug == bugPicture {
			c.Name = "0"
		}
		for seat, t := range s.tok {
			n := 0
			for _, x := range t {
				if x == f {
					n++
				}
			}
			if n > 0 {
				c.Pieces = append(c.Pieces, board.Piece{Seat: board.Player(seat), Kind: "token", Count: n})
			}
		}
		p.Cells = append(p.Cells, c)
	}
	return p
}
