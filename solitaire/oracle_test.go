package solitaire

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// An oracle for the hunts, written from the rules of the board and of the
// two hunts alone: a 7×7 array of cells, coordinates for the moves, a breadth-first search
// for the castle distances and a plain recursive search for the capture
// chains. The engine's moves must be exactly the oracle's at every step of
// random games.

type oracleBoard [7][7]byte // [c][r]; 0 off the board, '.' empty, 'F' flock, 'H' hunter

func oracleOn(c, r int) bool {
	return c >= 0 && c < 7 && r >= 0 && r < 7 && (c >= 2 && c <= 4 || r >= 2 && r <= 4)
}

// oracleBoardOf draws the pieces of h on the oracle's board.
func oracleBoardOf(h *Hunt) oracleBoard {
	var b oracleBoard
	for c := range 7 {
		for r := range 7 {
			if oracleOn(c, r) {
				hole := oracleHole(c, r)
				b[c][r] = '.'
				if h.pos.flock.Has(hole) {
					b[c][r] = 'F'
				} else if h.pos.hunters.Has(hole) {
					b[c][r] = 'H'
				}
			}
		}
	}
	return b
}

// oracleHole numbers (c, r) row by row from the top.
func oracleHole(c, r int) int {
	n := 0
	for y := range 7 {
		for x := range 7 {
			if oracleOn(x, y) {
				n++
				if x == c && y == r {
					return n
				}
			}
		}
	}
	return 0
}

var oracleDirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

func inCastle(c, r int) bool { return c >= 2 && c <= 4 && r <= 2 }

// oracleDistance is each cell's steps to the castle.
func oracleDistance() (d [7][7]int) {
	for c := range 7 {
		for r := range 7 {
			d[c][r] = -1
			if oracleOn(c, r) && inCastle(c, r) {
				d[c][r] = 0
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for c := range 7 {
			for r := range 7 {
				if !oracleOn(c, r) || d[c][r] >= 0 {
					continue
				}
				for _, v := range oracleDirs {
					x, y := c+v[0], r+v[1]
					if oracleOn(x, y) && d[x][y] >= 0 && (d[c][r] < 0 || d[x][y]+1 < d[c][r]) {
						d[c][r] = d[x][y] + 1
						changed = true
					}
				}
			}
		}
	}
	return d
}

// oracleMoves lists the moves of the side to move as keys.
func oracleMoves(b oracleBoard, flockToMove, castle bool) []string {
	var out []string
	dist := oracleDistance()
	if flockToMove {
		for c := range 7 {
			for r := range 7 {
				if b[c][r] != 'F' {
					continue
				}
				for _, v := range oracleDirs {
					x, y := c+v[0], r+v[1]
					if !oracleOn(x, y) || b[x][y] != '.' {
						continue
					}
					if castle && dist[x][y] > dist[c][r] || !castle && v[1] == 1 {
						continue
					}
					out = append(out, fmt.Sprintf("step %d %d", oracleHole(c, r), oracleHole(x, y)))
				}
			}
		}
		if len(out) == 0 {
			out = append(out, "pass")
		}
		return out
	}
	seen := map[string]bool{}
	var chain func(b oracleBoard, from, c, r int, taken []int)
	chain = func(b oracleBoard, from, c, r int, taken []int) {
		more := false
		for _, v := range oracleDirs {
			ox, oy, tx, ty := c+v[0], r+v[1], c+2*v[0], r+2*v[1]
			if !oracleOn(tx, ty) || b[ox][oy] != 'F' || b[tx][ty] != '.' {
				continue
			}
			more = true
			nb := b
			nb[c][r], nb[ox][oy], nb[tx][ty] = '.', '.', 'H'
			chain(nb, from, tx, ty, append(slices.Clone(taken), oracleHole(ox, oy)))
		}
		if !more && len(taken) > 0 {
			sort.Ints(taken)
			k := fmt.Sprintf("capture %d %d %v", from, oracleHole(c, r), taken)
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	for c := range 7 {
		for r := range 7 {
			if b[c][r] == 'H' {
				chain(b, oracleHole(c, r), c, r, nil)
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	for c := range 7 {
		for r := range 7 {
			if b[c][r] != 'H' {
				continue
			}
			for _, v := range oracleDirs {
				if x, y := c+v[0], r+v[1]; oracleOn(x, y) && b[x][y] == '.' {
					out = append(out, fmt.Sprintf("step %d %d", oracleHole(c, r), oracleHole(x, y)))
				}
			}
		}
	}
	return out
}

// engineKeys writes the engine's moves as the oracle's keys.
func engineKeys(ms []HuntMove) []string {
	var out []string
	for _, m := range ms {
		switch m.Kind {
		case Step:
			out = append(out, fmt.Sprintf("step %d %d", m.From, m.To))
		case Capture:
			out = append(out, fmt.Sprintf("capture %d %d %v", m.From, m.To, m.Captured.List()))
		case Pass:
			out = append(out, "pass")
		}
	}
	return out
}

func TestHuntOracle(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		castle := rapid.Bool().Draw(t, "castle")
		g := FoxGeese
		if castle {
			g = Castle
		}
		st, _ := g.New(2)
		h := st.(*Hunt)
		var buf [maxHuntMoves]HuntMove
		for ply := 0; ; ply++ {
			moves := h.LegalMoves(buf[:0])
			if len(moves) == 0 {
				return
			}
			if h.pos.placing == 0 {
				b := oracleBoardOf(h)
				want := oracleMoves(b, h.pos.side == flockSeat, castle)
				got := engineKeys(moves)
				sort.Strings(want)
				sort.Strings(got)
				if !slices.Equal(got, want) {
					t.Fatalf("%s, ply %d:\nengine %v\noracle %v", h.Position(), ply, got, want)
				}
			}
			h.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		}
	})
}

// oracleApply plays an oracle move key on b.
func oracleApply(b oracleBoard, key string) oracleBoard {
	var kind string
	var from, to int
	fmt.Sscanf(key, "%s %d %d", &kind, &from, &to)
	cell := func(h int) (int, int) {
		for c := range 7 {
			for r := range 7 {
				if oracleOn(c, r) && oracleHole(c, r) == h {
					return c, r
				}
			}
		}
		return -1, -1
	}
	switch kind {
	case "pass":
		return b
	case "capture":
		var taken []int
		list := key[strings.Index(key, "[")+1 : strings.Index(key, "]")]
		for _, f := range strings.Fields(list) {
			n, _ := strconv.Atoi(f)
			taken = append(taken, n)
		}
		for _, h := range taken {
			c, r := cell(h)
			b[c][r] = '.'
		}
	}
	fc, fr := cell(from)
	tc, tr := cell(to)
	piece := b[fc][fr]
	b[fc][fr] = '.'
	b[tc][tr] = piece // a chain may end where it began
	return b
}

// oraclePerft counts leaves with the oracle's moves and end rules (fold
// filled, fewer than 9 of the flock, hunters without a move).
func oraclePerft(b oracleBoard, flockToMove, castle bool, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	flock, filled := 0, true
	for c := range 7 {
		for r := range 7 {
			if b[c][r] == 'F' {
				flock++
			}
			if oracleOn(c, r) && inCastle(c, r) && b[c][r] != 'F' {
				filled = false
			}
		}
	}
	moves := oracleMoves(b, flockToMove, castle)
	if filled || flock < 9 || len(moves) == 0 {
		return 0
	}
	var n uint64
	for _, m := range moves {
		n += oraclePerft(oracleApply(b, m), !flockToMove, castle, depth-1)
	}
	return n
}

// TestHuntOraclePerft: from random positions of random games (capture
// chains included), the engine's perft equals the oracle's, whose moves
// and board updates are its own.
func TestHuntOraclePerft(t *testing.T) {
	compared, leaves := 0, uint64(0)
	defer func() { t.Logf("%d positions compared, %d leaves", compared, leaves) }()
	rapid.Check(t, func(t *rapid.T) {
		castle := rapid.Bool().Draw(t, "castle")
		g := FoxGeese
		if castle {
			g = Castle
		}
		st, _ := g.New(2)
		h := st.(*Hunt)
		var buf [maxHuntMoves]HuntMove
		for range rapid.IntRange(2, 80).Draw(t, "plies") {
			moves := h.LegalMoves(buf[:0])
			if len(moves) == 0 {
				break
			}
			h.Apply(moves[rapid.IntRange(0, len(moves)-1).Draw(t, "move")])
		}
		if h.pos.placing > 0 || h.judge().over {
			return
		}
		b := oracleBoardOf(h)
		d := rapid.IntRange(1, 4).Draw(t, "depth")
		want := oraclePerft(b, h.pos.side == flockSeat, castle, d)
		if got := h.Board().Perft(d); got != want {
			t.Fatalf("%s perft(%d) = %d, oracle %d", h.Position(), d, got, want)
		}
		compared++
		leaves += want
	})
}
