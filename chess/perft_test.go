package chess

import (
	"os"
	"testing"
)

// perftCases are the six standard positions with their published leaf
// counts, from the Chess Programming Wiki, "Perft Results",
// https://www.chessprogramming.org/Perft_Results. quick is the deepest depth run by default;
// the rest run with RULEBOOK_DEEP=1 or in the benchmarks.
var perftCases = []struct {
	name  string
	fen   string
	quick int
	nodes []uint64 // index d-1 for depth d
}{
	{"start", StartFEN, 5, []uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4,
		[]uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6,
		[]uint64{14, 191, 2812, 43238, 674624, 11030083, 178633661}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5,
		[]uint64{6, 264, 9467, 422333, 15833292, 706045033}},
	{"position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4,
		[]uint64{6, 264, 9467, 422333, 15833292}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4,
		[]uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4,
		[]uint64{46, 2079, 89890, 3894594, 164075551}},
}

// deep reports whether the long perft runs are asked for.
func deep() bool { return os.Getenv("RULEBOOK_DEEP") != "" }

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			p, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			for d := 1; d <= len(c.nodes); d++ {
				if d > c.quick && !deep() {
					break
				}
				if got := p.Perft(d); got != c.nodes[d-1] {
					t.Errorf("perft(%d) = %d, want %d", d, got, c.nodes[d-1])
				}
			}
			if got := p.FEN(); got != c.fen {
				t.Errorf("position changed by perft: %s", got)
			}
		})
	}
}

// TestPerftFull checks the non-bulk walk, which makes every leaf move.
func TestPerftFull(t *testing.T) {
	for _, c := range perftCases {
		p, _ := ParseFEN(c.fen)
		d := 3
		if got := p.PerftFull(d); got != c.nodes[d-1] {
			t.Errorf("%s: PerftFull(%d) = %d, want %d", c.name, d, got, c.nodes[d-1])
		}
	}
}
