package halma

import (
	"slices"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// rulesPosition is what the shared state core needs of a game's position
// type (a pointer to it): the moves, playing one, the end judged from the
// position alone, and the notation.
type rulesPosition interface {
	GenerateMoves(buf []Move) []Move
	Perft(depth int) uint64
	Seats() int
	String() string
	Draw() string
	Picture() board.Picture
	apply(m Move)
	result() board.Outcome // the end the position shows; zero while it goes on
	mover() board.Player   // the seat to move, or board.Chance
	key() uint64           // for the repetition draw
	repeats() bool         // whether the repetition draw applies
	explain(m Move) string // why m, well formed, is not legal
	geometry() *geometry
}

// core is the board.State machinery every halma game shares: the
// position, the repetition keys, the legal moves and the outcome. P is
// the position type, PP its pointer type, which has the methods.
type core[P any, PP interface {
	*P
	rulesPosition
}] struct {
	game  board.Game
	pos   P
	keys  []uint64 // repetition keys of the positions played, the current one last
	legal []Move
	out   board.Outcome
}

func (c *core[P, PP]) p() PP { return PP(&c.pos) }

// settle lists the legal moves of the new position and decides the
// outcome: the position's own end, or the third occurrence.
func (c *core[P, PP]) settle() {
	p := c.p()
	c.keys = append(c.keys, p.key())
	c.out = p.result()
	if !c.out.Over && p.repeats() && c.Repetitions() >= 3 {
		c.out = board.Outcome{Over: true, Code: board.CodeRepetition, Reason: "drawn: the same position a third time"}
	}
	c.legal = c.legal[:0]
	if !c.out.Over {
		c.legal = p.GenerateMoves(c.legal)
	}
}

// Repetitions returns how often the current position, with the same seat
// to move, has occurred in this state's history (1 the first time); a
// state read from notation starts counting there.
func (c *core[P, PP]) Repetitions() int {
	cur := c.keys[len(c.keys)-1]
	n := 0
	for _, k := range c.keys {
		if k == cur {
			n++
		}
	}
	return n
}

// HistoryDependent reports whether the outcome may depend on history the
// notation does not carry: a position that occurred before, where the
// repetition draw applies.
func (c *core[P, PP]) HistoryDependent() bool { return c.p().repeats() && c.Repetitions() > 1 }

// Game returns the rules the state is played under.
func (c *core[P, PP]) Game() board.Game { return c.game }

// Seats returns the number of seats.
func (c *core[P, PP]) Seats() int { return c.p().Seats() }

// ToMove returns the seat to move, board.Chance before a throw, or
// board.Nobody once the game is over.
func (c *core[P, PP]) ToMove() board.Player {
	if c.out.Over {
		return board.Nobody
	}
	return c.p().mover()
}

// LegalMoves appends the legal moves to buf.
func (c *core[P, PP]) LegalMoves(buf []Move) []Move { return append(buf, c.legal...) }

// Legal returns the legal moves.
func (c *core[P, PP]) Legal() []board.Move { return c.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf (board.Lister), allocating
// nothing when buf has room: the moves of each board are boxed once.
func (c *core[P, PP]) AppendLegal(buf []board.Move) []board.Move {
	buf = slices.Grow(buf, len(c.legal))
	table := boxedMoves(c.p().geometry())
	for _, m := range c.legal {
		buf = append(buf, table.box(m))
	}
	return buf
}

// ParseMove reads a move in notation and checks it against the state.
func (c *core[P, PP]) ParseMove(text string) (board.Move, error) {
	m, err := c.parseMove(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (c *core[P, PP]) parseMove(text string) (Move, error) {
	if c.out.Over {
		return 0, board.GameOver(text)
	}
	m, err := parseMove(c.p().geometry(), text)
	if err != nil {
		return 0, err
	}
	return m, c.check(m)
}

// check returns nil when m is legal now, or an error that says why not.
func (c *core[P, PP]) check(m Move) error {
	switch {
	case c.out.Over:
		return board.GameOver(m.String())
	case m.geo() != c.p().geometry():
		return board.Illegal(m.String(), "a move of another board")
	case slices.Contains(c.legal, m):
		return nil
	}
	return board.Illegal(m.String(), "%s", c.p().explain(m))
}

// Play applies a legal move: a Move of this package, or any Move whose
// notation is one.
func (c *core[P, PP]) Play(m board.Move) error {
	mv, ok := m.(Move)
	if !ok {
		text, err := board.MoveText(m)
		if err != nil {
			return err
		}
		if mv, err = c.parseMove(text); err != nil {
			return err
		}
	}
	return c.PlayMove(mv)
}

// PlayMove applies m when it is legal, and otherwise returns an error and
// changes nothing.
func (c *core[P, PP]) PlayMove(m Move) error {
	if err := c.check(m); err != nil {
		return err
	}
	c.Apply(m)
	return nil
}

// Apply plays m, which must be legal (from LegalMoves), without checking
// it: for playouts.
func (c *core[P, PP]) Apply(m Move) {
	c.p().apply(m)
	c.settle()
}

// Outcome tells whether and how the game ended.
func (c *core[P, PP]) Outcome() board.Outcome {
	o := c.out
	o.Winners, o.Points = slices.Clone(o.Winners), slices.Clone(o.Points)
	return o
}

// Position returns the position in notation. The notation does not carry
// the history: the repetition count restarts in a state read back.
func (c *core[P, PP]) Position() string { return c.p().String() }

// String draws the board for people.
func (c *core[P, PP]) String() string { return c.p().Draw() }

// Picture returns the board as data (board.Drawer).
func (c *core[P, PP]) Picture() board.Picture {
	pic := c.p().Picture()
	pic.ToMove = c.ToMove()
	return pic
}

// Perft counts the leaves depth plies below the state (board.Perfter)
// with the position's Perft, which does not apply the repetition draw.
func (c *core[P, PP]) Perft(depth int) uint64 {
	if c.out.Over {
		if depth <= 0 {
			return 1
		}
		return 0
	}
	return c.p().Perft(depth)
}

// clone returns an independent copy.
func (c *core[P, PP]) clone() core[P, PP] {
	d := *c
	// The keys are only ever appended to: the copy shares them with its
	// capacity cut to their length, so that its first append copies them
	// and neither state sees the other's later keys.
	d.keys = c.keys[:len(c.keys):len(c.keys)]
	d.legal = append(make([]Move, 0, max(len(c.legal), 64)), c.legal...)
	return d
}

// boxed holds every move of one board as a board.Move, so that listing
// moves through board.State allocates nothing.
type boxed struct {
	once, movesOnce sync.Once
	g               *geometry
	moves           []board.Move // from*n + to, built on first use
	places          []board.Move
	dice            [7]board.Move
	pass            board.Move
}

var boxes [len(geometries)]boxed

func boxedMoves(g *geometry) *boxed {
	b := &boxes[g.kind]
	b.once.Do(func() {
		kind := Move(g.kind) << kindShift
		b.g = g
		b.places = make([]board.Move, g.n)
		for to := range g.n {
			b.places[to] = kind | placeBit | Move(to)<<toShift
		}
		for d := range b.dice {
			b.dice[d] = kind | dieBit | Move(d)
		}
		b.pass = kind | passBit
	})
	return b
}

// box returns m as a board.Move from the table.
func (b *boxed) box(m Move) board.Move {
	switch {
	case m.IsPass():
		return b.pass
	case m.IsPlace():
		return b.places[m.To()]
	case m.IsDie():
		return b.dice[m.From()]
	}
	b.movesOnce.Do(func() {
		g := b.g
		b.moves = make([]board.Move, g.n*g.n)
		for from := range g.n {
			for to := range g.n {
				b.moves[from*g.n+to] = move(g.kind, from, to)
			}
		}
	})
	return b.moves[m.From()*b.g.n+m.To()]
}
