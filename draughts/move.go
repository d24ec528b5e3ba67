package draughts

import (
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// Kind is the kind of a move.
type Kind uint8

const (
	// Step moves a piece to an empty square along a line (one square, or
	// further for flying kings and sliding stones).
	Step Kind = iota
	// Capture is a sequence of jumps that takes enemy pieces.
	Capture
	// Jump is a sequence of non-capturing jumps (Pyramidy, Rohová dáma,
	// Žáby a ropuchy, hops in Skákací dáma); jumped pieces stay.
	Jump
	// Drop places a reserve man (or the wolf) on an empty square.
	Drop
	// Pass: a blocked player passes the turn.
	Pass
)

// Move is one move of the typed API: its kind, its path (the start and
// every landing square), the squares captured and whether the moving man is
// crowned. Moves are plain values without pointers; Game.MoveString
// writes them.
type Move struct {
	caps  bitset
	path  [maxPath]uint8
	n     uint8 // squares in path
	ncap  uint8 // pieces captured
	kind  Kind
	crown bool
	king  bool // the moving piece is a king
}

// String returns the kind's name: "Step", "Capture", "Jump", "Drop" or
// "Pass".
func (k Kind) String() string {
	return board.ChoiceName(k, []string{"Step", "Capture", "Jump", "Drop", "Pass"})
}

// Notated is a Move together with its game, as package board sees moves:
// String writes it in the game's notation. State.Legal and
// State.ParseMove return Notated values. (Move itself holds no pointer, so
// that move buffers cost the garbage collector nothing.)
//
// Notated values are comparable: two are == exactly when they are the
// same move of the same rule set (a Move holds arrays, no slices), and the
// moves a state lists and reads are written with the canonical path, so a
// move read back from its text equals the listed one.
type Notated struct {
	Move
	Game *Game
}

// String writes the move in its game's notation (Game.MoveString).
func (m Notated) String() string {
	if m.Game == nil {
		return "?"
	}
	return m.Game.MoveString(m.Move)
}

// MarshalText writes the move's notation, as String.
func (m Notated) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// Kind returns the kind of move.
func (m *Move) Kind() Kind { return m.kind }

// From returns the start square (the square of a drop); -1 for a pass.
func (m *Move) From() int {
	if m.kind == Pass {
		return -1
	}
	return int(m.path[0])
}

// To returns the end square; -1 for a pass.
func (m *Move) To() int {
	if m.kind == Pass {
		return -1
	}
	return int(m.path[m.n-1])
}

// Path returns the start square and every landing square.
func (m *Move) Path() []int {
	out := make([]int, m.n)
	for i := range out {
		out[i] = int(m.path[i])
	}
	return out
}

// Captures returns how many pieces the move takes.
func (m *Move) Captures() int { return int(m.ncap) }

// Captured reports whether the move takes the piece on square s.
func (m *Move) Captured(s int) bool { return s >= 0 && s < maxSquares && m.caps.has(s) }

// Crowns reports whether the moving man becomes a king.
func (m *Move) Crowns() bool { return m.crown }

// same reports whether two moves have the same identity:
// a non-capturing move by its start and end, a capture by its start, end,
// captured set and crowning, a drop by its square. Paths may differ.
func (m *Move) same(o *Move) bool {
	switch {
	case m.kind == Pass || o.kind == Pass:
		return m.kind == o.kind
	case (m.kind == Capture) != (o.kind == Capture), (m.kind == Drop) != (o.kind == Drop):
		return false
	}
	if m.path[0] != o.path[0] || m.path[m.n-1] != o.path[o.n-1] {
		return false
	}
	return m.kind != Capture || m.crown == o.crown && m.caps == o.caps
}

// lessPath reports whether m's path comes before o's in notation order.
func (g *Game) lessPath(m, o *Move) bool {
	for i := 0; i < int(m.n) && i < int(o.n); i++ {
		a, b := g.order[m.path[i]], g.order[o.path[i]]
		if a != b {
			return a < b
		}
	}
	return m.n < o.n
}

// compareMoves orders moves for people: by path in notation order, drops
// after moves, a pass last.
func (g *Game) compareMoves(a, b *Move) int {
	if a.kind != b.kind && (a.kind >= Drop || b.kind >= Drop) {
		return int(a.kind) - int(b.kind)
	}
	switch {
	case g.lessPath(a, b):
		return -1
	case g.lessPath(b, a):
		return 1
	}
	return 0
}

// stepTable holds every step of a game as a board.Move, boxed once, so
// that listing steps through board.State allocates nothing.
type stepTable struct {
	at    []int32      // per from×to square pair: the first of its three entries in moves, or -1
	moves []board.Move // per step: a man's step, a man's crowning step, a king's step
}

// steps returns the game's step table, made on first use.
func (g *Game) steps() *stepTable {
	g.stepOnce.Do(func() {
		t := &stepTable{at: make([]int32, g.n*g.n)}
		for i := range t.at {
			t.at[i] = -1
		}
		for s := range g.n {
			for d := range 8 {
				if !g.playable[s] {
					continue
				}
				for u := int(g.nbr[s][d]); u >= 0; u = int(g.nbr[u][d]) {
					t.at[s*g.n+u] = int32(len(t.moves))
					for v := range 3 {
						m := Move{kind: Step, n: 2, crown: v == 1, king: v == 2}
						m.path[0], m.path[1] = uint8(s), uint8(u)
						t.moves = append(t.moves, Notated{m, g})
					}
				}
			}
		}
		g.stepTab = t
	})
	return g.stepTab
}

// maxKept is how many moves other than steps a rule set keeps boxed
// (about 100 bytes each); later ones are boxed each time they are listed.
const maxKept = 1 << 14

// keptMoves holds moves other than steps as board.Moves, boxed once when
// first listed, so that listing them again allocates nothing. Games are
// shared by goroutines; the lock guards the map.
type keptMoves struct {
	mu    sync.RWMutex
	moves map[Move]board.Move
}

// notated returns m as a board.Move equal to Notated{m, g}: a step from
// the step table, another move from the kept moves, boxed anew only the
// first time (or once maxKept moves are kept).
func (g *Game) notated(m *Move) board.Move {
	if m.kind != Step || m.crown && m.king {
		return g.kept.get(m, g)
	}
	t := g.steps()
	i := t.at[int(m.path[0])*g.n+int(m.path[1])]
	if i < 0 {
		return Notated{*m, g}
	}
	switch {
	case m.crown:
		i++
	case m.king:
		i += 2
	}
	return t.moves[i]
}

func (k *keptMoves) get(m *Move, g *Game) board.Move {
	k.mu.RLock()
	v, ok := k.moves[*m]
	k.mu.RUnlock()
	if ok {
		return v
	}
	v = Notated{*m, g}
	k.mu.Lock()
	defer k.mu.Unlock()
	if old, ok := k.moves[*m]; ok {
		return old
	}
	if k.moves == nil {
		k.moves = make(map[Move]board.Move)
	}
	if len(k.moves) < maxKept {
		k.moves[*m] = v
	}
	return v
}
