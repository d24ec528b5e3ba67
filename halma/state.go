package halma

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// State is a halma race in progress: the position, the keys of the
// positions played (for the repetition draw), the legal moves and the
// outcome. It implements board.State, board.Lister, board.Perfter,
// board.HistoryDependent, board.Scorer, board.Drawer and board.Describer,
// and with Estimate the Estimator of package board/bot.
type State struct {
	core[Position, *Position]
}

// NewState returns a game state starting from p, a position of g (from
// Start or ParsePosition), a game of Engine race.
func (g *Game) NewState(p Position) *State {
	p.c = g.c
	s := &State{core[Position, *Position]{game: g, pos: p, legal: make([]Move, 0, 64)}}
	s.settle()
	return s
}

// key identifies a position for the repetition draw: a 64-bit hash of the
// pieces, the marked pieces and the seat to move.
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

// repeats reports whether the repetition draw applies: not in a
// solitaire race, where a repetition only costs turns.
func (p *Position) repeats() bool { return p.seats > 1 }

func (p *Position) apply(m Move)        { p.Make(m) }
func (p *Position) mover() board.Player { return board.Player(p.side) }
func (p *Position) geometry() *geometry { return p.c.geo }

// Board returns the current position, for the typed API.
func (s *State) Board() Position { return s.pos }

// Clone returns an independent copy.
func (s *State) Clone() board.State { return s.Copy() }

// Copy returns an independent copy, typed.
func (s *State) Copy() *State { return &State{s.clone()} }

// Ending returns how the game ended and the seat it concerns: the winner,
// or the loser of an evacuation (-1 for a draw).
func (s *State) Ending() (Ending, int) {
	if s.out.Code == board.CodeRepetition {
		return Repetition, -1
	}
	return s.pos.Ending()
}

// explain says why the well-formed move m is not legal now.
func (p *Position) explain(m Move) string {
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

// result is the outcome the position shows.
func (p *Position) result() board.Outcome {
	e, seat := p.Ending()
	if e == NotOver {
		return board.Outcome{}
	}
	o := board.Outcome{Over: true, Code: e.String()}
	who := "player " + strconv.Itoa(seat+1)
	switch e {
	case AllHome:
		o.Winners = []board.Player{board.Player(seat)}
		o.Reason = who + " filled the target camp"
		if p.seats == 1 {
			o.Code = board.CodeSolved
			o.Reason += " in " + strconv.Itoa(p.Turns(0)) + " turns"
		}
	case Spoiled:
		o.Winners = []board.Player{board.Player(seat)}
		o.Reason = who + " filled the target camp with the pieces that never left it (spoiler rule)"
	case TeamHome:
		a, b := min(seat, (seat+2)%4), max(seat, (seat+2)%4)
		o.Winners = []board.Player{board.Player(a), board.Player(b)}
		o.Reason = "partners " + strconv.Itoa(a+1) + " and " + strconv.Itoa(b+1) + " have both finished"
	case Evacuation:
		o.Winners = []board.Player{board.Player(1 - seat)}
		o.Reason = who + " still has a piece in the starting camp after move " + strconv.Itoa(p.c.rules.EvacuateBy) + " and loses"
	case MoveLimit:
		o.Reason = "drawn after " + strconv.Itoa(int(p.plies)) + " plies"
	}
	if p.seats == 1 {
		o.Points = []int{p.Turns(0)}
	}
	return o
}

// Returns gives +1 to the winners and −1 to the others, 0 to everybody in
// a draw; in a solitaire race +1 when solved, otherwise 0.
func (s *State) Returns() []float64 {
	o := s.out
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

// Describe says what a move does: a step, or a chain of hops with the
// fewest hops that make it (board.Describer).
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
