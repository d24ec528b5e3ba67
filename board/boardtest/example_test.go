package boardtest_test

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// nim is a tiny game for the examples: two seats take 1 or 2 stones from a
// heap of 5 in turn; whoever takes the last stone wins. A position is the
// seat to move and the heap, e.g. "0 5".
type nim struct{}

func (nim) ID() string { return "nim" }
func (nim) Info() board.Info {
	return board.Info{ID: "nim", Name: "Nim", CzechName: "Nim", Family: "nim", MinPlayers: 2, MaxPlayers: 2,
		Summary: "Take 1 or 2 stones; the last stone wins.", MaxPlies: 5}
}
func (nim) New(players int) (board.State, error) {
	if players != 2 {
		return nil, board.Players("nim", players, 2, 2)
	}
	return &heap{stones: 5}, nil
}
func (nim) Parse(pos string) (board.State, error) {
	var h heap
	if _, err := fmt.Sscanf(pos, "%d %d", &h.seat, &h.stones); err != nil || h.seat < 0 || h.seat > 1 || h.stones < 0 || h.stones > 5 {
		return nil, board.BadNotation(pos, "want the seat and the heap")
	}
	return &h, nil
}

type heap struct{ seat, stones int }

type take int

func (t take) String() string { return strconv.Itoa(int(t)) }

func (h *heap) Game() board.Game { return nim{} }
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
	if err != nil {
		return nil, board.BadNotation(s, "want 1 or 2")
	}
	if n < 1 || n > 2 || n > h.stones {
		return nil, board.Illegal(s, "cannot take %d of %d stones", n, h.stones)
	}
	return take(n), nil
}
func (h *heap) Play(m board.Move) error {
	t, ok := m.(take)
	if !ok || t < 1 || t > 2 || int(t) > h.stones {
		return board.Illegal(fmt.Sprint(m), "not a move now")
	}
	h.stones -= int(t)
	h.seat = 1 - h.seat
	return nil
}
func (h *heap) Outcome() board.Outcome {
	if h.stones > 0 {
		return board.Outcome{}
	}
	return board.Outcome{Over: true, Winners: []board.Player{board.Player(1 - h.seat)}, Reason: "last stone taken"}
}
func (h *heap) Clone() board.State { c := *h; return &c }
func (h *heap) Position() string   { return fmt.Sprintf("%d %d", h.seat, h.stones) }
func (h *heap) String() string     { return fmt.Sprintf("%d stones, seat %d to take", h.stones, h.seat) }

func ExamplePerft() {
	s, _ := nim{}.New(2)
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
	s, _ := nim{}.New(2)
	plies, err := board.Playout(s, rand.New(rand.NewPCG(1, 2)))
	fmt.Println(plies >= 3 && plies <= 5, err, s.Outcome().Over)
	// Output: true <nil> true
}

// TestNimConforms is how a game's package calls Run.
func TestNimConforms(t *testing.T) { boardtest.Run(t, nim{}) }
