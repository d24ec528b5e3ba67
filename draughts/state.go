package draughts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// State is a game in progress: a Position with the repetition history and
// the outcome. It implements board.State and board.Scorer.
type State struct {
	pos   Position
	hist  []uint64 // keys of the positions since the last irreversible move, the current one last
	legal []Move   // legal moves now; empty when over
	out   board.Outcome
}

var (
	_ board.Game   = (*Game)(nil)
	_ board.State  = (*State)(nil)
	_ board.Scorer = (*State)(nil)
)

// NewState returns a state at position p with no earlier history; reps is
// how many times p has occurred already (1 for a fresh position).
func NewState(p Position, reps int) *State {
	s := &State{pos: p, legal: make([]Move, 0, 64)}
	k := p.key()
	for range max(reps, 1) {
		s.hist = append(s.hist, k)
	}
	s.judge()
	return s
}

// New returns the starting state; draughts is played by two.
func (g *Game) New(players int) (board.State, error) {
	if players != 2 {
		return nil, board.Players(g.id, players, 2, 2)
	}
	return NewState(g.start, 1), nil
}

// Parse reads a position written by State.Position (PDN FEN with the extra
// fields of Position.String and N<k>, the occurrences of the position so
// far). Errors wrap board.ErrBadNotation.
func (g *Game) Parse(position string) (board.State, error) {
	return g.ParseState(position)
}

// ParseState is Parse returning the concrete type.
func (g *Game) ParseState(position string) (*State, error) {
	text, reps, err := cutRepetitions(position)
	if err != nil {
		return nil, err
	}
	p, err := g.ParsePosition(text)
	if err != nil {
		return nil, err
	}
	return NewState(p, reps), nil
}

// cutRepetitions removes a trailing ":N<k>" field.
func cutRepetitions(text string) (string, int, error) {
	t := strings.TrimSuffix(strings.TrimSpace(text), ".")
	i := strings.LastIndex(t, ":")
	if i < 0 || !strings.HasPrefix(t[i+1:], "N") {
		return text, 1, nil
	}
	var k int
	if _, err := fmt.Sscanf(t[i+2:], "%d", &k); err != nil || k < 1 || k > 1000 || fmt.Sprint(k) != t[i+2:] {
		return "", 0, board.BadNotation(text, "repetition field %q: want N<count>", t[i+1:])
	}
	return t[:i], k, nil
}

// TypedPosition returns the position in the typed API.
func (s *State) TypedPosition() Position { return s.pos }

// Game returns the rule set.
func (s *State) Game() board.Game { return s.pos.g }

// ToMove returns the seat to move, or board.Nobody when the game is over.
func (s *State) ToMove() board.Player {
	if s.out.Over {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal moves, each a Move.
func (s *State) Legal() []board.Move {
	out := make([]board.Move, len(s.legal))
	for i, m := range s.legal {
		out[i] = Notated{m, s.pos.g}
	}
	return out
}

// LegalMoves returns the legal moves in the typed form.
func (s *State) LegalMoves() []Move { return append([]Move(nil), s.legal...) }

// ParseMove reads a move in the game's notation (see Position.FindMove).
func (s *State) ParseMove(text string) (board.Move, error) {
	m, err := s.find(text)
	if err != nil {
		return nil, err
	}
	return Notated{m, s.pos.g}, nil
}

func (s *State) find(text string) (Move, error) {
	if s.out.Over {
		if _, err := s.pos.g.readMove(text); err != nil {
			return Move{}, err
		}
		return Move{}, board.GameOver(text)
	}
	return s.pos.findIn(text, s.legal)
}

// Play applies a legal move: a Move of this game, or any board.Move whose
// String this state reads as a legal move. On error the state is unchanged.
func (s *State) Play(m board.Move) error {
	if m == nil {
		return board.Illegal("", "no move")
	}
	if s.out.Over {
		return board.GameOver(safeString(m))
	}
	if n, ok := m.(Notated); ok && n.Game == s.pos.g {
		i := s.index(n.Move)
		if i < 0 {
			return board.Illegal(n.String(), "not a legal move here")
		}
		s.PlayMove(s.legal[i])
		return nil
	}
	mv, err := s.find(safeString(m))
	if err != nil {
		return err
	}
	s.PlayMove(mv)
	return nil
}

// index finds m among the legal moves: the same identity written with the
// same path (a Move of another state with another path is not accepted;
// ParseMove reads any path).
func (s *State) index(m Move) int {
	for i := range s.legal {
		l := &s.legal[i]
		if l.same(&m) && l.n == m.n && l.path == m.path {
			return i
		}
	}
	return -1
}

// PlayMove applies m, which must be one of LegalMoves; it is the typed fast
// path of Play and does not check.
func (s *State) PlayMove(m Move) {
	before := s.pos
	s.pos.Apply(m)
	if irreversible(&before, &s.pos, &m) {
		s.hist = s.hist[:0]
	}
	s.hist = append(s.hist, s.pos.key())
	s.judge()
}

// irreversible reports whether no position after m can repeat one before.
func irreversible(before, after *Position, m *Move) bool {
	if after.count != before.count || after.reserve != before.reserve {
		return true
	}
	return after.g.monotone && m.kind != Pass && after.quiet == 0
}

// judge sets the legal moves and the outcome.
func (s *State) judge() {
	s.out = board.Outcome{}
	s.legal = s.pos.Generate(s.legal[:0])
	g := s.pos.g
	slices.SortFunc(s.legal, func(a, b Move) int { return g.compareMoves(&a, &b) })
	if w, reason, over := ending(&s.pos, s.legal, s.repetitions()); over {
		s.end(w, reason)
	}
}

// ending decides whether the game is over at p, given its legal moves and
// how often p has occurred: the winner (-1 for a draw) and the reason. Wins
// take precedence over draws decided on the same move (see the package
// documentation).
func ending(p *Position, legal []Move, reps int) (winner int, reason string, over bool) {
	o := &p.g.opts
	if w, reason, ok := won(p); ok {
		return w, reason, true
	}
	if len(legal) == 0 {
		if o.NoMoveAction == NoMoveWins {
			return int(p.side), "no legal move (giveaway: the blocked player wins)", true
		}
		return 1 - int(p.side), "no legal move", true
	}
	if len(legal) == 1 && legal[0].kind == Pass && p.passes > 0 && (o.DoublePassDraw || o.DoublePassCount) {
		if o.DoublePassCount {
			w, b := p.onStart(0), p.onStart(1)
			switch {
			case w > b:
				return 0, "both players blocked; more pieces on the opponent's squares", true
			case b > w:
				return 1, "both players blocked; more pieces on the opponent's squares", true
			}
		}
		return -1, "both players blocked", true
	}
	if reason := drawn(p, reps); reason != "" {
		return -1, reason, true
	}
	return 0, "", false
}

// won checks the goals other than NoMoveAction.
func won(p *Position) (int, string, bool) {
	g := p.g
	switch g.opts.Goal {
	case GoalOccupy:
		for _, seat := range [2]int{1 - int(p.side), int(p.side)} {
			if p.occupies(seat) {
				return seat, "occupied the opponent's starting squares", true
			}
		}
	case GoalBreakthrough:
		for seat := range 2 {
			if g.opts.Breakthrough[seat] && p.onLastRank(seat) {
				return seat, "broke through to the last rank", true
			}
		}
	case GoalEliminate:
		none := [2]bool{}
		for seat := range 2 {
			men, kings := p.Pieces(seat)
			none[seat] = men+kings+p.Reserve(seat) == 0
		}
		switch {
		case none[0] && none[1]:
			return -1, "no pieces left on either side", true
		case none[0]:
			return 1, "White has no pieces left", true
		case none[1]:
			return 0, "Black has no pieces left", true
		}
	}
	return 0, "", false
}

func (p *Position) occupies(seat int) bool {
	g := p.g
	target := &g.startSet[1-seat]
	n := 0
	for sq := range g.n {
		if target.has(sq) {
			c := p.cells[sq]
			if c == empty || int(c&blackBit) != seat {
				return false
			}
			n++
		}
	}
	return n > 0
}

// onStart counts seat's pieces on the opponent's starting squares.
func (p *Position) onStart(seat int) int {
	g := p.g
	n := 0
	for sq := range g.n {
		if c := p.cells[sq]; c != empty && int(c&blackBit) == seat && g.startSet[1-seat].has(sq) {
			n++
		}
	}
	return n
}

func (p *Position) onLastRank(seat int) bool {
	g := p.g
	for sq := range g.n {
		c := p.cells[sq]
		if c != empty && int(c&blackBit) == seat && g.rank(sq) == g.promoRank[seat] {
			return true
		}
	}
	return false
}

// drawn returns the reason for a draw at p, occurring for the reps-th
// time, or "".
func drawn(p *Position, reps int) string {
	o := &p.g.opts
	if n := o.RepetitionCount; n > 0 && reps >= n {
		return fmt.Sprintf("repetition (%d times)", n)
	}
	if lim := quietLimit(o); lim > 0 && int(p.quiet) >= 2*lim {
		return fmt.Sprintf("%d moves each without capture or man move", lim)
	}
	if lim := o.NoCaptureLimit; lim > 0 && int(p.noCap) >= 2*lim {
		return fmt.Sprintf("%d moves each without capture", lim)
	}
	if o.FMJDEndgame {
		if lim := p.endgameLimit(); lim > 0 && int(p.endgame) >= 2*lim {
			return fmt.Sprintf("FMJD endgame rule: %d moves each", lim)
		}
	}
	wm, wk := p.Pieces(0)
	bm, bk := p.Pieces(1)
	noReserve := p.reserve == [2]uint8{}
	if o.LoneKingsDraw && noReserve && wm == 0 && bm == 0 && wk == 1 && bk == 1 {
		return "one king each"
	}
	if o.OnePieceEachDraw && noReserve && wm+wk == 1 && bm+bk == 1 {
		return "one piece each"
	}
	return ""
}

// quietLimit merges KingsOnlyLimit and NoProgressLimit: both count the
// same plies (no capture, no drop, no man gaining ground); the smaller
// positive limit applies.
func quietLimit(o *Options) int {
	a, b := o.KingsOnlyLimit, o.NoProgressLimit
	switch {
	case a <= 0:
		return max(b, 0)
	case b <= 0:
		return a
	}
	return min(a, b)
}

func (s *State) repetitions() int {
	k := s.hist[len(s.hist)-1]
	n := 0
	for _, h := range s.hist {
		if h == k {
			n++
		}
	}
	return n
}

func (s *State) end(winner int, reason string) {
	s.legal = s.legal[:0]
	s.out = board.Outcome{Over: true, Reason: reason}
	if winner >= 0 {
		s.out.Winners = []board.Player{board.Player(winner)}
	}
}

// Outcome tells whether the game is over and how it ended.
func (s *State) Outcome() board.Outcome {
	o := s.out
	o.Winners = append([]board.Player(nil), o.Winners...)
	return o
}

// Returns gives +1 to the winner and −1 to the loser, 0 each for a draw.
func (s *State) Returns() []float64 {
	r := make([]float64, 2)
	if s.out.Over && len(s.out.Winners) == 1 {
		w := int(s.out.Winners[0])
		r[w], r[1-w] = 1, -1
	}
	return r
}

// Clone returns an independent copy.
func (s *State) Clone() board.State {
	c := *s
	c.hist = append([]uint64(nil), s.hist...)
	c.legal = append(make([]Move, 0, max(32, len(s.legal))), s.legal...)
	c.out = s.Outcome()
	return &c
}

// Position writes the position as PDN FEN (Position.String) followed by
// ":N<k>" when the position has occurred k ≥ 2 times; Parse restores
// everything but the earlier repetition history.
func (s *State) Position() string {
	t := s.pos.String()
	if k := s.repetitions(); k > 1 {
		t += fmt.Sprintf(":N%d", k)
	}
	return t
}

// String draws the board from Black's side at the top: w/b men, W/B kings,
// "." empty playable squares, " " squares not played on.
func (s *State) String() string {
	p := &s.pos
	g := p.g
	var b strings.Builder
	for r := g.h - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%2d ", r+1)
		for f := range g.w {
			sq := r*g.w + f
			c := p.cells[sq]
			switch {
			case !g.playable[sq]:
				b.WriteByte(' ')
			case c == empty:
				b.WriteByte('.')
			default:
				b.WriteByte("wbWB"[c&3])
			}
		}
		b.WriteByte('\n')
	}
	b.WriteString("   ")
	for f := range g.w {
		b.WriteByte(byte('a' + f))
	}
	b.WriteByte('\n')
	switch {
	case s.out.Over:
		fmt.Fprintf(&b, "game over: %s\n", s.out.Reason)
	default:
		fmt.Fprintf(&b, "%s to move\n", []string{"White", "Black"}[p.side])
	}
	return b.String()
}

// safeString returns m.String(), or "?" when a foreign move panics.
func safeString(m board.Move) (s string) {
	defer func() {
		if recover() != nil {
			s = "?"
		}
	}()
	return m.String()
}

// Seats returns 2.
func (s *State) Seats() int { return 2 }
