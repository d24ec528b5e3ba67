package halma

import (
	"slices"
	"strconv"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// State is a halma race in progress: the position, the keys of the
// positions played (for the repetition draw), the legal moves and the
// outcome. It implements board.State, board.Lister, board.Perfter,
// board.HistoryDependent, board.Scorer, board.Drawer and board.Describer.
type State struct {
	game   *Game
	pos    Position
	keys   []uint64 // repetition keys of the positions played, the current one last
	legal  []Move
	ending Ending
	who    int // the winner, or the loser of an evacuation
}

// NewState returns a game state starting from p, a position of g (from
// Start or ParsePosition).
func (g *Game) NewState(p Position) *State {
	p.c = g.c
	s := &State{game: g, pos: p, legal: make([]Move, 0, 64)}
	s.settle()
	return s
}

// key identifies a position for the repetition draw.
func (p *Position) key() uint64 {
	h := uint64(p.side) + 0x9e3779b97f4a7c15
	for s := range int(p.seats) {
		for _, w := range p.own[s] {
			h = (h ^ w) * 0x100000001b3
			h ^= h >> 29
		}
		h = (h ^ uint64(p.marked[s]+1)) * 0xbf58476d1ce4e5b9
	}
	return h
}

// settle lists the legal moves of the new position and decides the
// outcome.
func (s *State) settle() {
	p := &s.pos
	s.keys = append(s.keys, p.key())
	s.ending, s.who = p.Ending()
	if s.ending == NotOver && p.seats > 1 && s.Repetitions() >= 3 {
		s.ending = Repetition
	}
	s.legal = s.legal[:0]
	if s.ending == NotOver {
		s.legal = p.GenerateMoves(s.legal)
	}
}

// Repetitions returns how often the current position, with the same seat
// to move, has occurred in this state's history (1 the first time); a
// state read from notation starts counting there.
func (s *State) Repetitions() int {
	cur := s.keys[len(s.keys)-1]
	n := 0
	for i := len(s.keys) - 1; i >= 0; i -= int(s.pos.seats) {
		if s.keys[i] == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the outcome depends on history the
// notation does not carry: a position that occurred before.
func (s *State) HistoryDependent() bool { return s.pos.seats > 1 && s.Repetitions() > 1 }

// Game returns the rules the state is played under.
func (s *State) Game() board.Game { return s.game }

// Seats returns the number of players.
func (s *State) Seats() int { return int(s.pos.seats) }

// Board returns the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// ToMove returns the seat to move, or board.Nobody once the game is over.
func (s *State) ToMove() board.Player {
	if s.ending != NotOver {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// LegalMoves appends the legal moves to buf.
func (s *State) LegalMoves(buf []Move) []Move { return append(buf, s.legal...) }

// Legal returns the legal moves.
func (s *State) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf (board.Lister), allocating
// nothing when buf has room: the moves of each board are boxed once.
func (s *State) AppendLegal(buf []board.Move) []board.Move {
	buf = slices.Grow(buf, len(s.legal))
	table := boxedMoves(s.pos.c.geo)
	for _, m := range s.legal {
		if m.IsPass() {
			buf = append(buf, table.pass)
		} else {
			buf = append(buf, table.moves[m.From()*maxCells+m.To()])
		}
	}
	return buf
}

// boxed holds every move of one board as a board.Move.
type boxed struct {
	once   sync.Once
	moves  []board.Move
	places []board.Move
	pass   board.Move
}

var boxes [3]boxed

func boxedMoves(g *geometry) *boxed {
	b := &boxes[g.kind]
	b.once.Do(func() {
		kind := Move(g.kind) << kindShift
		b.moves = make([]board.Move, maxCells*maxCells)
		for from := range g.n {
			for to := range g.n {
				b.moves[from*maxCells+to] = kind | Move(from) | Move(to)<<8
			}
		}
		b.places = make([]board.Move, g.n)
		for to := range g.n {
			b.places[to] = kind | placeBit | Move(to)<<8
		}
		b.pass = kind | passBit
	})
	return b
}

// ParseMove reads a move in notation and checks it against the state.
func (s *State) ParseMove(text string) (board.Move, error) {
	m, err := s.parseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *State) parseMove(text string) (Move, error) {
	if s.ending != NotOver {
		return 0, board.GameOver(text)
	}
	m, err := parseMove(s.pos.c.geo, text)
	if err != nil {
		return 0, err
	}
	if err := s.check(m); err != nil {
		return 0, err
	}
	return m, nil
}

// check returns nil when m is legal now, or an error that says why not.
func (s *State) check(m Move) error {
	switch {
	case s.ending != NotOver:
		return board.GameOver(m.String())
	case m.geo() != s.pos.c.geo:
		return board.Illegal(m.String(), "a move of another board")
	case slices.Contains(s.legal, m):
		return nil
	}
	return board.Illegal(m.String(), "%s", s.explain(m))
}

// explain says why the well-formed move m is not legal now.
func (s *State) explain(m Move) string {
	p := &s.pos
	player := "player " + strconv.Itoa(int(p.side)+1)
	if m.IsPass() {
		return player + " has a move and may not pass"
	}
	if m.IsPlace() {
		return "nothing is placed in a race: a move is from-to"
	}
	from, to := m.From(), m.To()
	g := p.c.geo
	switch {
	case !p.own[p.side].has(from):
		return "no piece of " + player + " on " + g.names[from]
	case p.occ.has(to):
		return g.names[to] + " is not empty"
	case p.c.lock && p.st.target[p.side].has(from) && !p.st.target[p.side].has(to):
		return "a piece in its target camp stays there"
	case p.c.rules.Leapfrog:
		return "no leapfrog step or hop chain leads there (dark pieces step diagonally, light pieces hop, never away from the target)"
	}
	return "no step or chain of hops leads from " + g.names[from] + " to " + g.names[to]
}

// Play applies a legal move: a Move of this package, or any Move whose
// notation is one.
func (s *State) Play(m board.Move) error {
	mv, ok := m.(Move)
	if !ok {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if mv, err = s.parseMove(text); err != nil {
			return err
		}
	}
	return s.PlayMove(mv)
}

// PlayMove applies m when it is legal, and otherwise returns an error and
// changes nothing.
func (s *State) PlayMove(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.Apply(m)
	return nil
}

// Apply plays m, which must be legal (from LegalMoves), without checking
// it: for playouts.
func (s *State) Apply(m Move) {
	s.pos.Make(m)
	s.settle()
}

// Ending returns how the game ended and the seat it concerns: the winner,
// or the loser of an evacuation (-1 for a draw).
func (s *State) Ending() (Ending, int) { return s.ending, s.who }

// Outcome tells whether and how the game ended.
func (s *State) Outcome() board.Outcome {
	p := &s.pos
	o := board.Outcome{Over: s.ending != NotOver, Code: s.ending.String()}
	who := "player " + strconv.Itoa(s.who+1)
	switch s.ending {
	case NotOver:
		return board.Outcome{}
	case AllHome:
		o.Winners = []board.Player{board.Player(s.who)}
		o.Reason = who + " filled the target camp"
		if p.seats == 1 {
			o.Code = board.CodeSolved
			o.Reason += " in " + strconv.Itoa(p.Turns(0)) + " turns"
		}
	case Spoiled:
		o.Winners = []board.Player{board.Player(s.who)}
		o.Reason = who + " filled the target camp with the pieces that never left it (spoiler rule)"
	case TeamHome:
		o.Winners = []board.Player{board.Player(min(s.who, (s.who+2)%4)), board.Player(max(s.who, (s.who+2)%4))}
		o.Reason = "partners " + strconv.Itoa(int(o.Winners[0])+1) + " and " + strconv.Itoa(int(o.Winners[1])+1) + " have both finished"
	case Evacuation:
		o.Winners = []board.Player{board.Player(1 - s.who)}
		o.Reason = who + " still has a piece in the starting camp after move " + strconv.Itoa(p.c.rules.EvacuateBy) + " and loses"
	case MoveLimit:
		o.Reason = "drawn after " + strconv.Itoa(int(p.plies)) + " plies"
	case Repetition:
		o.Reason = "drawn: the same position a third time"
	}
	if p.seats == 1 {
		o.Points = []int{p.Turns(0)}
	}
	return o
}

// Returns gives +1 to the winners and −1 to the others, 0 to everybody in
// a draw; in a solitaire race +1 when solved, otherwise 0.
func (s *State) Returns() []float64 {
	o := s.Outcome()
	if !o.Over {
		return nil
	}
	r := make([]float64, s.pos.seats)
	for i := range r {
		switch {
		case o.Won(board.Player(i)):
			r[i] = 1
		case len(o.Winners) > 0:
			r[i] = -1
		}
	}
	return r
}

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, typed.
func (s *State) Copy() *State {
	c := *s
	c.keys = slices.Clone(s.keys)
	c.legal = append(make([]Move, 0, max(len(s.legal), 64)), s.legal...)
	return &c
}

// Position returns the position in notation. The notation does not carry
// the history: the repetition count restarts in a state read back.
func (s *State) Position() string { return s.pos.String() }

// String draws the board for people.
func (s *State) String() string { return s.pos.Draw() }

// Perft counts the leaves depth plies below the state (board.Perfter)
// with Position.Perft, which does not apply the repetition draw.
func (s *State) Perft(depth int) uint64 {
	if s.ending != NotOver {
		if depth <= 0 {
			return 1
		}
		return 0
	}
	return s.pos.Perft(depth)
}

// Describe says what a move does: where the piece goes and, for a hop
// chain, the fewest hops that make it (board.Describer).
func (s *State) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	mv, err := s.parseMove(text)
	if err != nil {
		return text + ": " + err.Error()
	}
	if mv.IsPass() {
		return text + ": player " + strconv.Itoa(int(s.pos.side)+1) + " has no move and passes"
	}
	if isNeighbour(s.pos.c.geo, mv.From(), mv.To()) {
		return text + ": a step"
	}
	n := s.pos.hopCount(mv.From(), mv.To())
	return text + ": a chain of " + strconv.Itoa(n) + " hop" + plural(n)
}

func isNeighbour(g *geometry, a, b int) bool {
	for _, n := range g.nb[a][:g.dirs] {
		if int(n) == b {
			return true
		}
	}
	return false
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
