package draughts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// State is a game in progress: a Position with the repetition history and
// the outcome. It implements board.State, board.Scorer, board.Lister and
// board.Perfter. On the rule sets that have bitboards it keeps the
// position on bitboards too and generates its moves there.
type State struct {
	pos    Position
	bits   Bitboard  // pos on bitboards; bits.bb is nil when the rule set has none
	bbuf   []BitMove // generation buffer of the bitboards
	hist   []uint64  // keys of the positions since the last irreversible move, the current one last
	legal  []Move    // legal moves now; empty when over
	offer  bool      // the player who has just moved offered a draw
	ply    int       // plies played since the state was made, for Record
	second bool      // the state was made with the second mover to move

	out board.Outcome
}

var (
	_ board.Game    = (*Game)(nil)
	_ board.State   = (*State)(nil)
	_ board.Scorer  = (*State)(nil)
	_ board.Lister  = (*State)(nil)
	_ board.Perfter = (*State)(nil)
)

// NewState returns a state at position p with no earlier history; reps is
// how many times p has occurred already (1 for a fresh position).
func NewState(p Position, reps int) *State {
	s := &State{pos: p, legal: make([]Move, 0, 64)}
	s.bits, _ = p.Bitboard()
	s.second = int(p.side) != p.g.rules.FirstMover
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
		return nil, board.Players(g.names.ID, players, 2, 2)
	}
	return NewState(g.start, 1), nil
}

// Parse reads a position written by State.Position (PDN FEN with the extra
// fields of Position.String and N<k>, the occurrences of the position so
// far). Errors wrap board.ErrBadNotation; text longer than 4096 bytes is
// refused before any other work.
func (g *Game) Parse(position string) (board.State, error) {
	return g.ParseState(position)
}

// ParseState is Parse returning the concrete type.
func (g *Game) ParseState(position string) (*State, error) {
	if len(position) > maxPositionText {
		return nil, tooLong(position, maxPositionText, "position text")
	}
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

// Board returns the position in the typed API.
func (s *State) Board() Position { return s.pos }

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
	return s.AppendLegal(make([]board.Move, 0, len(s.legal)))
}

// AppendLegal appends the legal moves, as Legal lists them, to buf[:0] and
// returns it. Steps come from a table of the game's steps made once, so
// that listing them allocates nothing when buf has room; each capture
// listed costs one allocation.
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	buf = buf[:0]
	for i := range s.legal {
		buf = append(buf, s.pos.g.notated(&s.legal[i]))
	}
	return buf
}

// LegalMoves appends the legal moves in the typed form to buf[:0], in
// the order of Legal, and returns it; it allocates nothing when buf has
// room. It is empty when the game is over.
func (s *State) LegalMoves(buf []Move) []Move { return append(buf[:0], s.legal...) }

// ParseMove reads a move in the game's notation (see Position.FindMove);
// text longer than 256 bytes is refused before any other work.
func (s *State) ParseMove(text string) (board.Move, error) {
	if len(text) > maxMoveText {
		return nil, tooLong(text, maxMoveText, "move text")
	}
	if d, ok, err := s.readDeclaration(text); ok {
		if err != nil {
			return nil, err
		}
		return d, nil
	}
	m, err := s.find(text)
	if err != nil {
		return nil, err
	}
	return s.pos.g.notated(&m), nil
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

// Play applies a legal move: a Notated move of this rule set that is one
// of the listed moves, or any other board.Move whose String this state
// reads as a legal move. Errors: board.ErrIllegalMove, board.ErrGameOver
// for every move once the game is over, board.ErrBadNotation for a nil
// Move, a typed nil or one whose String panics (board.MoveText). On error
// the state is unchanged.
func (s *State) Play(m board.Move) error {
	switch n := m.(type) {
	case Notated:
		if n.Game == s.pos.g {
			return s.PlayMove(n.Move)
		}
	case Declaration:
		if n.Game == s.pos.g {
			return s.declare(n)
		}
	}
	text, err := board.MoveText(m)
	if err != nil {
		return err
	}
	if s.out.Over {
		return board.GameOver(text)
	}
	own, err := s.ParseMove(text)
	if err != nil {
		return err
	}
	return s.Play(own) // a Notated or Declaration of this game now
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

// PlayMove plays m, a move of LegalMoves (the same identity written with
// the same path), or returns an error wrapping board.ErrIllegalMove or,
// after the end, board.ErrGameOver, leaving the state as it was.
func (s *State) PlayMove(m Move) error {
	if s.out.Over {
		return board.GameOver(s.pos.g.MoveString(m))
	}
	i := s.index(m)
	if i < 0 {
		return board.Illegal(s.pos.g.MoveString(m), "not a legal move here")
	}
	s.Apply(s.legal[i])
	return nil
}

// Apply plays m, which must be one of LegalMoves; it is the typed fast
// path of Play and does not check.
func (s *State) Apply(m Move) {
	s.offer = false // a move declines an offer
	s.ply++
	count, reserve := s.pos.count, s.pos.reserve
	s.pos.Apply(m)
	var k uint64
	if s.bits.bb != nil {
		s.bits.applyMove(&m)
		k = s.bits.key()
	} else {
		k = s.pos.key()
	}
	if irreversible(count, reserve, &s.pos, &m) {
		s.hist = s.hist[:0]
	}
	s.hist = append(s.hist, k)
	s.judge()
}

// irreversible reports whether no position after m can repeat one before
// it, given the men and kings and the reserves before.
func irreversible(count [2][2]uint8, reserve [2]uint8, after *Position, m *Move) bool {
	if after.count != count || after.reserve != reserve {
		return true
	}
	return after.g.monotone && m.kind != Pass && after.quiet == 0
}

// judge sets the legal moves and the outcome.
func (s *State) judge() {
	s.out = board.Outcome{}
	if bb := s.bits.bb; bb != nil {
		if s.bbuf == nil {
			s.bbuf = make([]BitMove, 0, 64)
		}
		s.bbuf = s.bits.generate(s.bbuf[:0], false)
		s.legal = s.legal[:0]
		for i := range s.bbuf {
			s.legal = append(s.legal, bb.move(&s.bbuf[i]))
		}
	} else {
		s.legal = s.pos.GenerateMoves(s.legal[:0])
	}
	g := s.pos.g
	slices.SortFunc(s.legal, func(a, b Move) int { return g.compareMoves(&a, &b) })
	if e := ending(&s.pos, s.legal, s.repetitions()); e.over {
		s.end(e)
	}
}

// The outcome codes of the family besides board's CodeNoMoves,
// CodeBlocked, CodeRepetition and CodeMoveLimit.
const (
	CodeEndgameLimit = "endgame-limit"  // the FMJD 16- or 5-move endgame limit ran out
	CodeLoneKings    = "lone-kings"     // each side has a single king
	CodeOnePieceEach = "one-piece-each" // each side has a single piece
	CodeOccupied     = "occupied"       // a player occupies the opponent's starting squares
	CodeBreakthrough = "breakthrough"   // a piece reached its last rank (the wolf)
	CodeNoPieces     = "no-pieces"      // a player has no pieces left
)

// end is how a game ended: the winner (-1 for a draw), the outcome code
// and the reason in words.
type end struct {
	winner       int
	code, reason string
	over         bool
}

func win(seat int, code, reason string) end { return end{seat, code, reason, true} }

// ending decides whether the game is over at p, given its legal moves and
// how often p has occurred. Wins take precedence over draws decided on the
// same move (see the package documentation).
func ending(p *Position, legal []Move, reps int) end {
	o := &p.g.rules
	if e := won(p); e.over {
		return e
	}
	if len(legal) == 0 {
		if o.NoMoveAction == NoMoveWins {
			return win(int(p.side), board.CodeNoMoves, "no legal move (giveaway: the blocked player wins)")
		}
		return win(1-int(p.side), board.CodeNoMoves, "no legal move")
	}
	if len(legal) == 1 && legal[0].kind == Pass && p.passes > 0 && (o.DoublePassDraw || o.DoublePassCount) {
		if o.DoublePassCount {
			w, b := p.onStart(0), p.onStart(1)
			switch {
			case w > b:
				return win(0, board.CodeBlocked, "both players blocked; more pieces on the opponent's squares")
			case b > w:
				return win(1, board.CodeBlocked, "both players blocked; more pieces on the opponent's squares")
			}
		}
		return win(-1, board.CodeBlocked, "both players blocked")
	}
	if code, reason := drawn(p, reps); code != "" {
		return win(-1, code, reason)
	}
	return end{}
}

// won checks the goals other than NoMoveAction.
func won(p *Position) end {
	g := p.g
	switch g.rules.Goal {
	case GoalOccupy:
		for _, seat := range [2]int{1 - int(p.side), int(p.side)} {
			if p.occupies(seat) {
				return win(seat, CodeOccupied, "occupied the opponent's starting squares")
			}
		}
	case GoalBreakthrough:
		for seat := range 2 {
			if g.rules.Breakthrough[seat] && p.onLastRank(seat) {
				return win(seat, CodeBreakthrough, "broke through to the last rank")
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
			return win(-1, CodeNoPieces, "no pieces left on either side")
		case none[0]:
			return win(1, CodeNoPieces, "White has no pieces left")
		case none[1]:
			return win(0, CodeNoPieces, "Black has no pieces left")
		}
	}
	return end{}
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

// drawn returns the code and reason for a draw at p, occurring for the
// reps-th time, or "".
func drawn(p *Position, reps int) (code, reason string) {
	o := &p.g.rules
	if n := o.RepetitionCount; n > 0 && reps >= n {
		return board.CodeRepetition, fmt.Sprintf("repetition (%d times)", n)
	}
	if lim := quietLimit(o); lim > 0 && int(p.quiet) >= 2*lim {
		return board.CodeMoveLimit, fmt.Sprintf("%d moves each without capture or man move", lim)
	}
	if lim := o.NoCaptureLimit; lim > 0 && int(p.noCap) >= 2*lim {
		return board.CodeMoveLimit, fmt.Sprintf("%d moves each without capture", lim)
	}
	if o.FMJDEndgame {
		if lim := p.endgameLimit(); lim > 0 && int(p.endgame) >= 2*lim {
			return CodeEndgameLimit, fmt.Sprintf("FMJD endgame rule: %d moves each", lim)
		}
	}
	wm, wk := p.Pieces(0)
	bm, bk := p.Pieces(1)
	noReserve := p.reserve == [2]uint8{}
	if o.LoneKingsDraw && noReserve && wm == 0 && bm == 0 && wk == 1 && bk == 1 {
		return CodeLoneKings, "one king each"
	}
	if o.OnePieceEachDraw && noReserve && wm+wk == 1 && bm+bk == 1 {
		return CodeOnePieceEach, "one piece each"
	}
	return "", ""
}

// quietLimit merges KingsOnlyLimit and NoProgressLimit: both count the
// same plies (no capture, no drop, no man gaining ground); the smaller
// positive limit applies.
func quietLimit(o *Rules) int {
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

func (s *State) end(e end) {
	s.legal = s.legal[:0]
	s.out = board.Outcome{Over: true, Code: e.code, Reason: e.reason}
	if e.winner >= 0 {
		s.out.Winners = []board.Player{board.Player(e.winner)}
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

// Clone returns an independent copy (Copy).
func (s *State) Clone() board.State { return s.Copy() }

// Copy returns an independent copy: the position, the history since the
// last irreversible move and the move list are copied (the outcome's
// winners, never changed in place, are shared). Copy only reads s, so
// that several goroutines may copy one state at once.
func (s *State) Copy() *State {
	c := *s
	c.bbuf = nil
	c.hist = append(make([]uint64, 0, len(s.hist)+16), s.hist...)
	c.legal = append(make([]Move, 0, max(32, len(s.legal))), s.legal...)
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

// String draws the board with Black's side at the top: w/b men, W/B
// kings, "." empty playable squares, " " squares not played on.
func (s *State) String() string { return s.View(0) }

var _ board.Viewer = (*State)(nil)

// View draws the board as seat p sees it across the table (board.Viewer):
// White's side at the bottom for White, Black's for Black, with the rank
// numbers and file letters turned with it.
func (s *State) View(seat board.Player) string {
	p := &s.pos
	g := p.g
	turned := seat == 1
	var b strings.Builder
	for i := range g.h {
		r := g.h - 1 - i
		if turned {
			r = i
		}
		fmt.Fprintf(&b, "%2d ", r+1)
		for j := range g.w {
			f := j
			if turned {
				f = g.w - 1 - j
			}
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
	for j := range g.w {
		f := j
		if turned {
			f = g.w - 1 - j
		}
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

// Seats returns 2.
func (s *State) Seats() int { return 2 }
