package solitaire

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// StickKind is a kind of Mikádo stick.
type StickKind uint8

// The five kinds, most valuable first.
const (
	MikadoStick StickKind = iota
	Mandarin
	Bonze
	Samurai
	Kuli
	stickKinds
)

var stickNames = []string{"mikado", "mandarin", "bonze", "samurai", "kuli"}

// stickValues are the points of each kind.
var stickValues = [stickKinds]int{20, 10, 5, 3, 2}

// String returns the kind's name in the notation: "mikado", "mandarin",
// "bonze", "samurai", "kuli".
func (k StickKind) String() string { return board.ChoiceName(k, stickNames) }

// Value returns the stick's points.
func (k StickKind) Value() int {
	if k >= stickKinds {
		return 0
	}
	return stickValues[k]
}

// defaultSticks is the compendium's set of 31 sticks worth 145 points.
var defaultSticks = Sticks{Mikado: 1, Mandarin: 5, Bonze: 5, Samurai: 10, Kuli: 10}

func (s Sticks) counts() [stickKinds]int {
	return [stickKinds]int{s.Mikado, s.Mandarin, s.Bonze, s.Samurai, s.Kuli}
}

// Attempt is a move of Mikádo: the outcome of an attempt the players
// report — the stick named was lifted ("take bonze") or another stick moved
// ("fault bonze") — or the players' agreement to throw again before the
// first attempt of a game ("rethrow"). Attempts are comparable values.
type Attempt struct {
	Rethrow bool      // the players agree to throw again; Stick and Fault unused
	Stick   StickKind // the stick named
	Fault   bool      // another stick moved: the named one stays in the heap
}

// String writes the attempt.
func (a Attempt) String() string {
	b, _ := a.AppendText(make([]byte, 0, 14))
	return string(b)
}

// AppendText appends the attempt's notation to b.
func (a Attempt) AppendText(b []byte) ([]byte, error) {
	switch {
	case a.Rethrow:
		return append(b, "rethrow"...), nil
	case a.Fault:
		b = append(b, "fault "...)
	default:
		b = append(b, "take "...)
	}
	return append(b, a.Stick.String()...), nil
}

// MarshalText writes the attempt's notation.
func (a Attempt) MarshalText() ([]byte, error) { return a.AppendText(nil) }

// MikadoPosition is a Mikádo position: the game of the match, the heap,
// each player's sticks of this game and totals of the games before, the
// thrower and the player to move. It is a value.
type MikadoPosition struct {
	rules   *Game
	seats   uint8
	side    uint8
	thrower uint8
	game    uint8 // 1-based
	fresh   bool  // no attempt made yet in this game: a rethrow is possible
	heap    [stickKinds]uint8
	held    [maxMikadoSeats][stickKinds]uint8
	totals  [maxMikadoSeats]int
}

// maxMikadoSeats is the most Mikádo players.
const maxMikadoSeats = 6

// Heap returns the sticks of kind k left in the heap.
func (m MikadoPosition) Heap(k StickKind) int {
	if k >= stickKinds {
		return 0
	}
	return int(m.heap[k])
}

// Held returns the sticks of kind k that seat p holds in this game.
func (m MikadoPosition) Held(p board.Player, k StickKind) int {
	if p < 0 || int(p) >= int(m.seats) || k >= stickKinds {
		return 0
	}
	return int(m.held[p][k])
}

// GameScore returns seat p's points in the game being played.
func (m MikadoPosition) GameScore(p board.Player) int {
	n := 0
	for k := range stickKinds {
		n += m.Held(p, k) * stickValues[k]
	}
	return n
}

// Total returns seat p's points in the match so far, this game included.
func (m MikadoPosition) Total(p board.Player) int {
	if p < 0 || int(p) >= int(m.seats) {
		return 0
	}
	return m.totals[p] + m.GameScore(p)
}

// MayUseMandarin reports the compendium's privilege: a player holding a
// Mandarin may use it as a tool. It is recorded, not enforced.
func (m MikadoPosition) MayUseMandarin(p board.Player) bool { return m.Held(p, Mandarin) > 0 }

// MayStand reports the privilege of the Mikádo's holder to stand up.
func (m MikadoPosition) MayStand(p board.Player) bool { return m.Held(p, MikadoStick) > 0 }

func (m *MikadoPosition) heapEmpty() bool { return m.heap == [stickKinds]uint8{} }

func (m *MikadoPosition) over() bool { return m.heapEmpty() }

// GenerateMoves appends the possible reports to buf[:0]: rethrow before
// the first attempt, and for each kind in the heap, take and fault.
func (m MikadoPosition) GenerateMoves(buf []Attempt) []Attempt {
	buf = buf[:0]
	if m.over() {
		return buf
	}
	if m.fresh {
		buf = append(buf, Attempt{Rethrow: true})
	}
	for k := range stickKinds {
		if m.heap[k] > 0 {
			buf = append(buf, Attempt{Stick: k}, Attempt{Stick: k, Fault: true})
		}
	}
	return buf
}

// Make plays an attempt of GenerateMoves without checking it.
func (m *MikadoPosition) Make(a Attempt) MikadoPosition {
	u := *m
	switch {
	case a.Rethrow:
		m.fresh = false // one rethrow per game keeps the game finite
		return u
	case a.Fault:
		m.side = (m.side + 1) % m.seats
	default:
		m.heap[a.Stick]--
		m.held[m.side][a.Stick]++
	}
	m.fresh = false
	if m.heapEmpty() && int(m.game) < m.rules.games() {
		m.nextGame()
	}
	return u
}

// nextGame banks the scores and starts the next game, thrown by the
// winner of this one (of tied winners, the first from the thrower on).
func (m *MikadoPosition) nextGame() {
	best, winner := -1, m.thrower
	for i := range m.seats {
		p := (m.thrower + i) % m.seats
		if s := m.GameScore(board.Player(p)); s > best {
			best, winner = s, p
		}
	}
	for p := range m.seats {
		m.totals[p] += m.GameScore(board.Player(p))
		m.held[p] = [stickKinds]uint8{}
	}
	m.game++
	m.thrower, m.side, m.fresh = winner, winner, true
	m.heap = m.rules.heap()
}

// Unmake takes back the attempt that Make played.
func (m *MikadoPosition) Unmake(_ Attempt, u MikadoPosition) { *m = u }

func (g *Game) games() int { return max(g.rules.Games, 1) }

func (g *Game) sticks() Sticks {
	if g.rules.StickCounts == (Sticks{}) {
		return defaultSticks
	}
	return g.rules.StickCounts
}

func (g *Game) heap() (h [stickKinds]uint8) {
	for k, n := range g.sticks().counts() {
		h[k] = uint8(n)
	}
	return h
}

// CodeHeapEmpty ends Mikádo: the last game's heap is empty.
const CodeHeapEmpty = "heap-empty"

// MikadoState is a game (or match) of Mikádo in progress: a score-keeper
// fed with the reported outcomes of attempts. It implements board.State
// and board.Lister.
type MikadoState struct {
	pos MikadoPosition
}

func (g *Game) newMikado(seats int) *MikadoState {
	return &MikadoState{MikadoPosition{rules: g, seats: uint8(seats), game: 1, fresh: true, heap: g.heap()}}
}

// Board returns the position.
func (s *MikadoState) Board() MikadoPosition { return s.pos }

// LegalMoves appends the possible reports to buf[:0].
func (s *MikadoState) LegalMoves(buf []Attempt) []Attempt { return s.pos.GenerateMoves(buf) }

// PlayMove records an attempt after checking it.
func (s *MikadoState) PlayMove(a Attempt) error {
	if s.pos.over() {
		return board.GameOver(a.String())
	}
	var buf [2*stickKinds + 1]Attempt
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == a {
			s.Apply(a)
			return nil
		}
	}
	return board.Illegal(a.String(), "not possible now")
}

// Apply records an attempt without checking it.
func (s *MikadoState) Apply(a Attempt) { s.pos.Make(a) }

// Copy returns an independent copy.
func (s *MikadoState) Copy() *MikadoState { c := *s; return &c }

// Game returns the rule set.
func (s *MikadoState) Game() board.Game { return s.pos.rules }

// Seats returns the number of players.
func (s *MikadoState) Seats() int { return int(s.pos.seats) }

// ToMove returns the player to make an attempt, or board.Nobody at the end.
func (s *MikadoState) ToMove() board.Player {
	if s.pos.over() {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the possible reports.
func (s *MikadoState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the possible reports to buf (board.Lister).
func (s *MikadoState) AppendLegal(buf []board.Move) []board.Move {
	var ms [2*stickKinds + 1]Attempt
	for _, m := range s.pos.GenerateMoves(ms[:0]) {
		buf = append(buf, m.box())
	}
	return buf
}

// ParseMove reads "take bonze", "fault bonze" or "rethrow".
func (s *MikadoState) ParseMove(text string) (board.Move, error) {
	a, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return a, nil
}

func (s *MikadoState) parse(text string) (Attempt, error) {
	if s.pos.over() {
		return Attempt{}, board.GameOver(text)
	}
	var a Attempt
	verb, kind, _ := strings.Cut(text, " ")
	switch {
	case text == "rethrow":
		a.Rethrow = true
	case verb == "take" || verb == "fault":
		k := -1
		for i, n := range stickNames {
			if n == kind {
				k = i
			}
		}
		if k < 0 {
			return Attempt{}, board.BadNotation(text, "the sticks are %s", strings.Join(stickNames, ", "))
		}
		a = Attempt{Stick: StickKind(k), Fault: verb == "fault"}
	default:
		return Attempt{}, board.BadNotation(text, "an attempt is take or fault and a stick, or rethrow")
	}
	var buf [2*stickKinds + 1]Attempt
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == a {
			return a, nil
		}
	}
	if a.Rethrow {
		return Attempt{}, board.Illegal(text, "a rethrow is agreed only before the first attempt of a game, once")
	}
	return Attempt{}, board.Illegal(text, "no %s is left in the heap", a.Stick)
}

// Play records an attempt: an Attempt or any move whose String is one.
func (s *MikadoState) Play(m board.Move) error {
	a, err := board.Typed(m, s.parse)
	if err != nil {
		return err
	}
	return s.PlayMove(a)
}

// Outcome ranks the players by their match totals once the last heap is
// empty.
func (s *MikadoState) Outcome() board.Outcome {
	if !s.pos.over() {
		return board.Outcome{}
	}
	scores := make([]int, s.pos.seats)
	for p := range scores {
		scores[p] = s.pos.Total(board.Player(p))
	}
	return scoreOutcome(scores, CodeHeapEmpty, "every stick picked up")
}

// Clone returns an independent copy.
func (s *MikadoState) Clone() board.State { return s.Copy() }

// Position writes the game number, the player to move, the thrower, r
// when a rethrow is still possible (- otherwise), the heap (five counts,
// Mikádo to Kuli), each player's sticks of this game (five counts,
// players separated by /) and the totals of the games before:
// "1 a a r 1,5,5,10,10 0,0,0,0,0/0,0,0,0,0 0,0".
func (s *MikadoState) Position() string {
	p := &s.pos
	counts := func(c [stickKinds]uint8) string {
		var b []byte
		for i, n := range c {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendUint(b, uint64(n), 10)
		}
		return string(b)
	}
	fresh := "-"
	if p.fresh {
		fresh = "r"
	}
	held := make([]string, p.seats)
	totals := make([]string, p.seats)
	for i := range int(p.seats) {
		held[i] = counts(p.held[i])
		totals[i] = strconv.Itoa(p.totals[i])
	}
	return fmt.Sprintf("%d %c %c %s %s %s %s", p.game, seatLetter(int(p.side)), seatLetter(int(p.thrower)), fresh,
		counts(p.heap), strings.Join(held, "/"), strings.Join(totals, ","))
}

// parseMikado reads a Mikádo position and checks that the sticks add up
// to the set.
func (g *Game) parseMikado(text string) (*MikadoState, error) {
	bad := func(why string, args ...any) error { return board.BadNotation(text, why, args...) }
	if len(text) > 256 {
		return nil, bad("a Mikádo position is at most 256 characters")
	}
	f := strings.Split(text, " ")
	if len(f) != 7 {
		return nil, bad("a Mikádo position is game, player to move, thrower, r or -, heap, sticks held, totals")
	}
	totals := strings.Split(f[6], ",")
	seats := len(totals)
	if seats < 2 || seats > maxMikadoSeats {
		return nil, bad("2 to %d players", maxMikadoSeats)
	}
	p := MikadoPosition{rules: g, seats: uint8(seats)}
	number := func(t string, most int) (int, bool) {
		n, err := strconv.Atoi(t)
		return n, err == nil && n >= 0 && n <= most && t == strconv.Itoa(n)
	}
	game, ok := number(f[0], g.games())
	if !ok || game < 1 {
		return nil, bad("game %q is not 1 to %d", f[0], g.games())
	}
	p.game = uint8(game)
	seat := func(t string) (uint8, bool) {
		if len(t) != 1 || t[0] < 'a' || int(t[0]-'a') >= seats {
			return 0, false
		}
		return t[0] - 'a', true
	}
	var ok1, ok2 bool
	p.side, ok1 = seat(f[1])
	p.thrower, ok2 = seat(f[2])
	if !ok1 || !ok2 || f[3] != "r" && f[3] != "-" {
		return nil, bad("the player to move and the thrower are seat letters, then r or -")
	}
	p.fresh = f[3] == "r"
	set := g.sticks().counts()
	readCounts := func(t string) ([stickKinds]uint8, bool) {
		var c [stickKinds]uint8
		parts := strings.Split(t, ",")
		if len(parts) != int(stickKinds) {
			return c, false
		}
		for k, part := range parts {
			n, ok := number(part, set[k])
			if !ok {
				return c, false
			}
			c[k] = uint8(n)
		}
		return c, true
	}
	if p.heap, ok = readCounts(f[4]); !ok {
		return nil, bad("the heap is five counts within the set")
	}
	held := strings.Split(f[5], "/")
	if len(held) != seats {
		return nil, bad("one set of sticks held per player")
	}
	sum := p.heap
	for i, h := range held {
		if p.held[i], ok = readCounts(h); !ok {
			return nil, bad("the sticks held are five counts within the set")
		}
		if p.totals[i], ok = number(totals[i], 145*100*10); !ok {
			return nil, bad("a total is a number")
		}
		for k := range stickKinds {
			sum[k] += p.held[i][k]
		}
	}
	for k := range stickKinds {
		if int(sum[k]) != set[k] {
			return nil, bad("the %s sticks in the heap and held make %d, not the set's %d", StickKind(k), sum[k], set[k])
		}
	}
	if p.fresh && p.heap != g.heap() {
		return nil, bad("a rethrow is possible only before the first attempt")
	}
	return &MikadoState{p}, nil
}

// String shows the heap and the players' scores.
func (s *MikadoState) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %d of %d, heap", s.pos.game, s.pos.rules.games())
	for k := range stickKinds {
		fmt.Fprintf(&b, " %s %d", k, s.pos.heap[k])
	}
	b.WriteByte('\n')
	for p := range int(s.pos.seats) {
		fmt.Fprintf(&b, "%c: %d this game, %d in all\n", seatLetter(p), s.pos.GameScore(board.Player(p)), s.pos.Total(board.Player(p)))
	}
	return b.String()
}
