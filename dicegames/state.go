package dicegames

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// State is a dice game in progress: it implements board.State,
// board.Chancy, board.Lister and board.Drawer (a bluffing game's states
// also board.Hidden and board.ObservationDrawer, through the state New
// returns).
type State struct {
	g   *Game
	pos Position
	buf [64]Move
}

// boardState returns s as the board.State of its game: s itself, or its
// hidden wrapper for a game with hidden throws.
func (s *State) boardState() board.State {
	if _, ok := s.g.eng.(hiddenEngine); ok {
		return &HiddenState{s}
	}
	return s
}

// Game returns the rule set.
func (s *State) Game() board.Game { return s.g }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.pos.N) }

// Board returns the position.
func (s *State) Board() Position { return s.pos }

// Copy returns an independent copy.
func (s *State) Copy() *State { c := &State{g: s.g, pos: s.pos}; return c }

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy().boardState() }

// ToMove returns the seat to decide, Chance while the dice are thrown,
// Nobody at the end.
func (s *State) ToMove() board.Player {
	switch s.pos.Phase {
	case PhaseDecide:
		return board.Player(s.pos.Turn)
	case PhaseOver:
		return board.Nobody
	}
	return board.Chance
}

// LegalMoves appends the legal moves to buf[:0]: the throws at a chance
// node (each distinct multiset once), the decisions otherwise.
func (s *State) LegalMoves(buf []Move) []Move {
	buf = buf[:0]
	if t := s.throws(); t != nil {
		return append(buf, t.moves...)
	}
	if s.pos.Phase == PhaseDecide {
		return s.g.eng.moves(s.g, &s.pos, buf)
	}
	return buf
}

// throws returns the table of the throws at a chance node, nil elsewhere.
func (s *State) throws() *chanceTable {
	switch s.pos.Phase {
	case PhaseThrow:
		return &chances[s.pos.Need]
	case PhaseThrowOff:
		return &chances[1]
	}
	return nil
}

// Legal returns the legal moves.
func (s *State) Legal() []board.Move {
	if t := s.throws(); t != nil {
		return slices.Clone(t.boxed)
	}
	ms := s.LegalMoves(s.buf[:0])
	out := make([]board.Move, len(ms))
	for i, m := range ms {
		out[i] = boxed(m)
	}
	return out
}

// AppendLegal appends the legal moves to buf (board.Lister).
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	if t := s.throws(); t != nil {
		return append(buf, t.boxed...)
	}
	for _, m := range s.LegalMoves(s.buf[:0]) {
		buf = append(buf, boxed(m))
	}
	return buf
}

// Chances returns the probability of each throw of Legal at a chance node.
func (s *State) Chances() []float64 {
	if t := s.throws(); t != nil {
		return slices.Clone(t.probs)
	}
	return nil
}

// ParseMove reads a move and checks it against the state.
func (s *State) ParseMove(text string) (board.Move, error) {
	if s.pos.Phase == PhaseOver {
		return nil, board.GameOver(text)
	}
	m, err := ParseMoveText(text)
	if err != nil {
		return nil, err
	}
	if err := s.check(m); err != nil {
		return nil, err
	}
	return m, nil
}

// check returns nil when m is legal now.
func (s *State) check(m Move) error {
	if s.pos.Phase == PhaseOver {
		return board.GameOver(m.String())
	}
	var legal []Move
	if t := s.throws(); t != nil {
		legal = t.moves // not copied: up to 462 throws, more than buf holds
	} else {
		legal = s.LegalMoves(s.buf[:0])
	}
	if !slices.Contains(legal, m) {
		if s.pos.Phase == PhaseDecide && m.Kind == KindThrow {
			return board.Illegal(m.String(), "seat %d is to decide, not the dice", s.pos.Turn)
		}
		if s.pos.Phase != PhaseDecide && m.Kind != KindThrow {
			return board.Illegal(m.String(), "the dice are to fall (%d of them)", max(s.pos.Need, 1))
		}
		return board.Illegal(m.String(), "not legal now; legal: %s", s.legalText())
	}
	return nil
}

func (s *State) legalText() string {
	ms := s.LegalMoves(s.buf[:0])
	parts := make([]string, 0, min(len(ms), 12))
	for i, m := range ms {
		if i == 12 {
			parts = append(parts, "…")
			break
		}
		parts = append(parts, m.String())
	}
	return strings.Join(parts, ", ")
}

// Play plays a legal move (of any Move type whose String is one).
func (s *State) Play(m board.Move) error {
	mv, ok := m.(Move)
	if !ok {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if s.pos.Phase == PhaseOver {
			return board.GameOver(text)
		}
		mv, err = ParseMoveText(text)
		if err != nil {
			return err
		}
	}
	return s.PlayMove(mv)
}

// PlayMove plays m after checking it.
func (s *State) PlayMove(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.Apply(m)
	return nil
}

// Apply plays a legal move without checking it.
func (s *State) Apply(m Move) {
	p := &s.pos
	switch p.Phase {
	case PhaseThrow:
		p.Throws++
		s.g.eng.throw(s.g, p, m.Throw)
	case PhaseThrowOff:
		s.g.throwOff(p, m.Throw.Max())
	case PhaseDecide:
		s.g.eng.decide(s.g, p, m)
	}
}

// Outcome says whether the game is over and how it ended: Points are the
// scores (sheet totals, rounds won, strokes or lives), Placings rank them
// where the winners are exactly the first place.
func (s *State) Outcome() board.Outcome {
	p := &s.pos
	if p.Phase != PhaseOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Winners: seatList(p.Won), Code: endCodes[p.End].code, Reason: endCodes[p.End].reason}
	o.Points = make([]int, p.N)
	for i := range o.Points {
		o.Points[i] = int(p.Score[i])
	}
	if places := board.Rank(o.Points, !s.g.low); p.Out == 0 {
		first := 0
		for i, pl := range places {
			if pl == 1 {
				first |= 1 << i
			}
		}
		if first == int(p.Won) {
			o.Placings = places
		}
	}
	return o
}

// Position returns the position notation (see ParsePosition).
func (s *State) Position() string { return s.pos.String() }

// String returns a text picture for people.
func (s *State) String() string {
	p := &s.pos
	var b strings.Builder
	fmt.Fprintf(&b, "%s: ", s.g.names.Name)
	switch p.Phase {
	case PhaseOver:
		fmt.Fprintf(&b, "over, won by %v\n", seatList(p.Won))
	case PhaseDecide:
		fmt.Fprintf(&b, "seat %d to decide\n", p.Turn)
	default:
		fmt.Fprintf(&b, "the dice fall for seat %d\n", p.Turn)
	}
	for i := range int(p.N) {
		fmt.Fprintf(&b, "seat %d: score %d chips %d", i, p.Score[i], p.Stack[i])
		if !p.In(i) {
			b.WriteString(" (out)")
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "dice %s kept %s turn %d total %d round %d", p.Dice, p.Kept, p.TurnScore, p.Total, p.Round)
	return b.String()
}

// Picture draws the state: the dice, the scores as counters, the chips as
// pieces in areas, and the engine's fields or tiles as cells.
func (s *State) Picture() board.Picture { return s.picture(-1) }

func (s *State) picture(viewer int) board.Picture {
	p := &s.pos
	pic := board.Picture{Width: 640, Height: 400, ToMove: s.ToMove(),
		Seats: s.g.info.SeatNames[:p.N]}
	if he, ok := s.g.eng.(hiddenEngine); ok && viewer >= 0 {
		masked := *p
		he.mask(&masked, viewer)
		p = &masked
	}
	pic.Dice = p.Dice.Plus(p.Kept).faces()
	for i := range int(p.N) {
		pic.Counters = append(pic.Counters, board.Counter{Name: "score " + strconv.Itoa(i), Value: strconv.Itoa(int(p.Score[i]))})
		a := board.Area{Name: "seat-" + strconv.Itoa(i), X: float64(10 + 78*i), Y: 330, W: 70, H: 60, Seat: board.Player(i)}
		if c := p.Stack[i]; c > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(i), Kind: "chip", Count: int(c)}}
		}
		pic.Areas = append(pic.Areas, a)
	}
	pic.Counters = append(pic.Counters,
		board.Counter{Name: "turn", Value: strconv.Itoa(int(p.TurnScore))},
		board.Counter{Name: "total", Value: strconv.Itoa(int(p.Total))},
		board.Counter{Name: "round", Value: strconv.Itoa(int(p.Round))})
	pot := board.Area{Name: "pot", X: 10, Y: 250, W: 120, H: 60, Seat: board.Nobody, Text: "pot: " + strconv.Itoa(int(p.Stack[Pot]))}
	pic.Areas = append(pic.Areas, pot)
	s.g.eng.draw(s.g, p, &pic)
	return pic
}

// faces returns the faces ascending.
func (t Throw) faces() []int {
	var f []int
	for v := 1; v <= 6; v++ {
		for range t.count[v] {
			f = append(f, v)
		}
	}
	return f
}

// Touches names the cells a move touches: the tiles of a cover.
func (m Move) Touches() []board.Touch {
	if m.Kind != KindCover {
		return nil
	}
	var ts []board.Touch
	for t := 1; t <= 12; t++ {
		if m.N&(1<<t) != 0 {
			ts = append(ts, board.Touch{Cell: strconv.Itoa(t), Role: board.Place})
		}
	}
	return ts
}

// HiddenState is the state of a game with hidden throws (the bluffing
// games): a State that also implements board.Hidden and
// board.ObservationDrawer. A throw under the cup is seen by the seat that
// holds the cup only.
type HiddenState struct{ *State }

// Clone returns an independent copy.
func (h *HiddenState) Clone() board.State { return &HiddenState{h.Copy()} }

// Observation returns the position as seat q may know it: the dice q
// cannot see are left out (written as no dice, or 0).
func (h *HiddenState) Observation(q board.Player) string {
	p := h.pos
	h.g.eng.(hiddenEngine).mask(&p, int(q))
	return p.String()
}

// Determinize returns the state with the dice hidden from q thrown anew
// at random.
func (h *HiddenState) Determinize(q board.Player, r *rand.Rand) board.State {
	c := h.Copy()
	h.g.eng.(hiddenEngine).redraw(&c.pos, int(q), r)
	return &HiddenState{c}
}

// ObserveMove returns what seat q sees of m: a throw under the cup is
// "throw" for the seats that do not hold the cup; every decision is seen.
func (h *HiddenState) ObserveMove(q board.Player, m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return ""
	}
	if h.pos.Phase == PhaseThrow && (int(q) != int(h.pos.Turn) && hidesThrow(h.g.eng, &h.pos) || h.unseen()) {
		return "throw"
	}
	return text
}

// unseen reports whether the pending throw is made without looking, so
// that the thrower does not see it either (Mäxchen's second throw).
func (h *HiddenState) unseen() bool {
	u, ok := h.g.eng.(interface{ unseen(p *Position) bool })
	return ok && u.unseen(&h.pos)
}

// hidesThrow reports whether the pending throw of a hidden game falls
// under the cup: every throw, unless the engine says which do.
func hidesThrow(e engine, p *Position) bool {
	if h, ok := e.(interface{ hidesThrow(p *Position) bool }); ok {
		return h.hidesThrow(p)
	}
	return true
}

// ObservationPicture draws what seat q may know: hidden dice left out.
func (h *HiddenState) ObservationPicture(q board.Player) board.Picture {
	return h.picture(int(q))
}

var _ board.Chancy = (*State)(nil)
var _ board.Lister = (*State)(nil)
var _ board.Drawer = (*State)(nil)
var _ board.ObservationDrawer = (*HiddenState)(nil)
var _ board.Tracer = Move{}

// Describe says what m, a legal move about to be played, does when its
// notation does not show it: that the turn ends (a bust, a dead total, a
// miss) and who is next, that a seat is out, or how the game ends.
func (s *State) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	mv, err := ParseMoveText(text)
	if err == nil {
		err = s.check(mv)
	}
	if err != nil {
		return text + ": " + err.Error()
	}
	c := s.Copy()
	c.Apply(mv)
	before, after := &s.pos, &c.pos
	var words []string
	if gone := after.Out &^ before.Out; gone != 0 {
		words = append(words, fmt.Sprintf("seats %v are out", seatList(gone)))
	}
	switch {
	case after.Phase == PhaseOver:
		words = append(words, "the game ends: "+endCodes[after.End].reason)
	case after.Phase == PhaseThrowOff && before.Phase != PhaseThrowOff:
		words = append(words, fmt.Sprintf("tied seats %v throw off", seatList(after.Tie)))
	case after.Turn != before.Turn && before.Phase != PhaseThrowOff:
		words = append(words, fmt.Sprintf("the turn ends (turn total %d); seat %d is next", before.TurnScore, after.Turn))
	}
	if len(words) == 0 {
		return text
	}
	return text + ": " + strings.Join(words, "; ")
}

var _ board.Describer = (*State)(nil)
