package boardtest_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// nim is a tiny game for the examples, written with the family skeleton of
// package board: two seats take 1 or 2 stones from a heap in turn; whoever
// takes the last stone wins. Its one rule option is the size of the heap.
// A position is the seat to move and the heap, e.g. "0 5".
type nim struct {
	names board.Names
	rules nimRules
}

// nimRules are nim's rule options; the zero value is rejected by newNim.
type nimRules struct {
	Heap int `rule:"stones in the heap at the start" range:"1..20"`
}

func newNim(names board.Names, r nimRules) (*nim, error) {
	if r.Heap < 1 || r.Heap > 20 {
		return nil, fmt.Errorf("nim: a heap of %d stones: want 1 to 20", r.Heap)
	}
	return &nim{names, r}, nil
}

var nim5, _ = newNim(board.Names{ID: "nim", Name: "Nim", Summary: "Take 1 or 2 stones; the last stone wins."}, nimRules{Heap: 5})

func (g *nim) ID() string { return g.names.ID }
func (g *nim) Info() board.Info {
	return board.Info{Names: g.names, Family: "nim", MinPlayers: 2, MaxPlayers: 2,
		SeatNames: []string{"first", "second"}, MinReturn: -1, MaxReturn: 1,
		Options: board.OptionsOf(g.rules), MaxPlies: g.rules.Heap}
}
func (g *nim) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, newNim)
}
func (g *nim) New(players int) (board.State, error) {
	if err := g.Info().CheckPlayers(players); err != nil {
		return nil, err
	}
	return &heap{g: g, stones: g.rules.Heap}, nil
}
func (g *nim) Parse(pos string) (board.State, error) {
	h := heap{g: g}
	if _, err := fmt.Sscanf(pos, "%d %d", &h.seat, &h.stones); err != nil || h.seat < 0 || h.seat > 1 ||
		h.stones < 0 || h.stones > g.rules.Heap || fmt.Sprintf("%d %d", h.seat, h.stones) != pos {
		return nil, board.BadNotation(pos, "want the seat and the heap")
	}
	return &h, nil
}

type heap struct {
	g            *nim
	seat, stones int
}

type take int

func (t take) String() string               { return strconv.Itoa(int(t)) }
func (t take) MarshalText() ([]byte, error) { return []byte(t.String()), nil }
func (h *heap) Game() board.Game            { return h.g }
func (h *heap) Seats() int                  { return 2 }
func (h *heap) ToMove() board.Player {
	if h.stones == 0 {
		return board.Nobody
	}
	return board.Player(h.seat)
}
func (h *heap) Legal() []board.Move {
	var ms []board.Move
	for t := 1; t <= 2 && t <= h.stones; t++ {
		ms = append(ms, take(t))
	}
	return ms
}
func (h *heap) ParseMove(s string) (board.Move, error) {
	n, err := strconv.Atoi(s)
	if err != nil || strconv.Itoa(n) != s {
		return nil, board.BadNotation(s, "want 1 or 2")
	}
	if h.stones == 0 {
		return nil, board.GameOver(s)
	}
	if n < 1 || n > 2 || n > h.stones {
		return nil, board.Illegal(s, "cannot take %d of %d stones", n, h.stones)
	}
	return take(n), nil
}
func (h *heap) Play(m board.Move) error {
	t, ok := m.(take)
	if !ok {
		if h.stones == 0 {
			return board.GameOver("")
		}
		pm, err := board.Reparse(h, m)
		if err != nil {
			return err
		}
		t = pm.(take)
	}
	if h.stones == 0 {
		return board.GameOver(t.String())
	}
	if t < 1 || t > 2 || int(t) > h.stones {
		return board.Illegal(t.String(), "cannot take %d of %d stones", t, h.stones)
	}
	h.stones -= int(t)
	h.seat = 1 - h.seat
	return nil
}
func (h *heap) Outcome() board.Outcome {
	if h.stones > 0 {
		return board.Outcome{}
	}
	return board.Outcome{Over: true, Winners: []board.Player{board.Player(1 - h.seat)},
		Code: "last-stone", Reason: "last stone taken"}
}
func (h *heap) Clone() board.State { c := *h; return &c }
func (h *heap) Position() string   { return fmt.Sprintf("%d %d", h.seat, h.stones) }
func (h *heap) String() string     { return fmt.Sprintf("%d stones, seat %d to take", h.stones, h.seat) }

func ExamplePerft() {
	s, _ := nim5.New(2)
	for depth := range 6 {
		fmt.Println(depth, boardtest.Perft(s, depth))
	}
	// Output:
	// 0 1
	// 1 2
	// 2 4
	// 3 7
	// 4 5
	// 5 1
}

// Example_playout plays a random game with board.Playout, as benchmarks and
// bots do.
func Example_playout() {
	s, _ := nim5.New(2)
	plies, err := board.Playout(s, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(plies >= 3 && plies <= 5, err, s.Outcome().Over)
	// Output: true <nil> true
}

// TestNimConforms is how a game's package calls Run.
func TestNimConforms(t *testing.T) {
	boardtest.Run(t, nim5)
	seven, err := board.Configure(nim5, "Heap=7")
	if err != nil {
		t.Fatal(err)
	}
	if seven.ID() != "nim(Heap=7)" {
		t.Errorf("Configure(nim, Heap=7).ID() = %q, want nim(Heap=7)", seven.ID())
	}
	boardtest.Run(t, seven)
}
