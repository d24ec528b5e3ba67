package halma_test

import (
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"pgregory.net/rapid"
)

// naive is an independent move generator over the position notation, for
// the races without Leapfrog: cells by coordinates, neighbours by
// coordinate differences, hop chains by a breadth-first search.
type naive struct {
	names []string
	coord [][2]int
	at    map[[2]int]int
	dirs  [][2]int
}

func newNaive(g board.Game) *naive {
	n := &naive{at: map[[2]int]int{}}
	switch configuredBoard(g) {
	case halma.Star:
		for r := -8; r <= 8; r++ {
			for q := -8; q <= 8; q++ {
				if p := halma.StarPoint(q, r); p != "" {
					n.at[[2]int{q, r}] = len(n.names)
					n.names = append(n.names, p)
					n.coord = append(n.coord, [2]int{q, r})
				}
			}
		}
		n.dirs = [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}}
	default:
		side := 16
		if configuredBoard(g) == halma.Small {
			side = 8
		}
		for r := range side {
			for f := range side {
				n.at[[2]int{f, r}] = len(n.names)
				n.names = append(n.names, string(rune('a'+f))+strconv.Itoa(r+1))
				n.coord = append(n.coord, [2]int{f, r})
			}
		}
		n.dirs = [][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	}
	return n
}

func (n *naive) step(c int, d [2]int) (int, bool) {
	i, ok := n.at[[2]int{n.coord[c][0] + d[0], n.coord[c][1] + d[1]}]
	return i, ok
}

// moves lists the moves of the position text: every piece of the player
// to move, its steps and its hop chains' ends, those leaving the target
// dropped when lock is set.
func (n *naive) moves(pos string, target map[string]bool, lock bool) []string {
	cells, side, _ := strings.Cut(pos, " ")
	mover := side[0]
	occupied := func(i int) bool { return cells[i] != '.' }
	var out []string
	for from := range cells {
		if cells[from] != mover && cells[from] != 'a'+(mover-'1') {
			continue
		}
		dest := map[int]bool{}
		for _, d := range n.dirs {
			if i, ok := n.step(from, d); ok && !occupied(i) {
				dest[i] = true
			}
		}
		seen := map[int]bool{from: true}
		queue := []int{from}
		for len(queue) > 0 {
			x := queue[0]
			queue = queue[1:]
			for _, d := range n.dirs {
				over, ok := n.step(x, d)
				if !ok || over == from || !occupied(over) {
					continue
				}
				land, ok := n.step(over, d)
				if !ok || land != from && occupied(land) || seen[land] {
					continue
				}
				seen[land] = true
				dest[land] = true
				queue = append(queue, land)
			}
		}
		delete(dest, from)
		for to := range dest {
			if lock && target[n.names[from]] && !target[n.names[to]] {
				continue
			}
			out = append(out, n.names[from]+"-"+n.names[to])
		}
	}
	if len(out) == 0 {
		out = append(out, "pass")
	}
	return out
}

// TestPropertiesRaces plays random races and checks the races' invariants
// at every ply: the legal moves are those of the independent generator;
// one piece moves from a cell to an empty one and nothing else changes;
// piece counts stay; a locked piece never leaves its target; Make and
// Unmake restore the position; the game ends exactly when the mover has
// filled his target.
func TestPropertiesRaces(t *testing.T) {
	games := []board.Game{halma.Halma, halma.SquareHalma, halma.QuickHalma, halma.ChessHalma, halma.SoloHalma,
		configured(t, halma.Halma, "Race.PiecesPerPlayer=10"), configured(t, halma.Halma, "Race.SpoilerRule=false", "Race.LockInTarget=false")}
	rapid.Check(t, func(t *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(t, "game")]
		info := g.Info()
		players := rapid.IntRange(info.MinPlayers, info.MaxPlayers).Draw(t, "players")
		s := newState(t, g, players).(*halma.State)
		nv := newNaive(g)
		targets := make([]map[string]bool, players)
		for seat := range players {
			_, target, err := g.(*halma.Game).Camps(players, seat)
			if err != nil {
				t.Fatal(err)
			}
			targets[seat] = map[string]bool{}
			for _, c := range target {
				targets[seat][c] = true
			}
		}
		lock := g.(*halma.Game).Rules().Race.LockInTarget != halma.Off
		counts := strings.Count(s.Position()[:len(nv.names)], "1")
		plies := rapid.IntRange(1, 120).Draw(t, "plies")
		for range plies {
			if s.Outcome().Over {
				break
			}
			before := s.Position()
			seat := int(s.ToMove())
			want := nv.moves(before, targets[seat], lock)
			got := legal(s)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(want, got) {
				t.Fatalf("%s: legal moves %v, want %v", before, got, want)
			}
			p := s.Board()
			for _, m := range s.LegalMoves(nil) {
				q := p
				u := q.Make(m)
				q.Unmake(m, u)
				if q != p { // every field, the notation included
					t.Fatalf("Make/Unmake of %s changed %s to %s", m, p.String(), q.String())
				}
			}
			m := got[rapid.IntRange(0, len(got)-1).Draw(t, "move")]
			play(t, s, m)
			after := s.Position()
			if m != "pass" {
				from, to, _ := strings.Cut(m, "-")
				fi, ti := slices.Index(nv.names, from), slices.Index(nv.names, to)
				diff := 0
				for i := range nv.names {
					if before[i] != after[i] {
						diff++
					}
				}
				if diff != 2 || after[fi] != '.' || before[ti] != '.' || after[ti] != before[fi] {
					t.Fatalf("%s: %s -> %s moved more than one piece", m, before, after)
				}
				if lock && targets[seat][from] && !targets[seat][to] {
					t.Fatalf("%s left the target", m)
				}
			}
			if n := strings.Count(after[:len(nv.names)], "1"); n != counts {
				t.Fatalf("player 1 has %d pieces, not %d", n, counts)
			}
			full := true
			for c := range targets[seat] {
				if after[slices.Index(nv.names, c)] != byte('1'+seat) {
					full = false
				}
			}
			if o := s.Outcome(); full != (o.Code == board.CodeAllHome || o.Code == board.CodeSolved) {
				t.Fatalf("after %s target full = %v but outcome %+v", m, full, o)
			}
		}
	})
}

// TestPropertiesPrecise checks that every player has exactly one marked
// piece, always the same piece, through random play.
func TestPropertiesPrecise(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := newState(t, halma.PreciseHalma, rapid.IntRange(2, 3).Draw(t, "players"))
		for range rapid.IntRange(1, 80).Draw(t, "plies") {
			if s.Outcome().Over {
				break
			}
			before := s.Position()
			l := legal(s)
			m := l[rapid.IntRange(0, len(l)-1).Draw(t, "move")]
			play(t, s, m)
			after := s.Position()
			for seat := range s.Seats() {
				mark := byte('a' + seat)
				if strings.Count(after[:121], string(mark)) != 1 {
					t.Fatalf("%s: player %d has not one marked piece", after, seat+1)
				}
				from, to, _ := strings.Cut(m, "-")
				if i := strings.IndexByte(before[:121], mark); m != "pass" && i == index(t, from) && after[index(t, to)] != mark {
					t.Fatalf("the marked piece moved by %s is no longer marked", m)
				}
			}
		}
	})
}

// TestPropertiesSolo checks that the score grows by exactly one per turn
// and the elementary moves by at least one.
func TestPropertiesSolo(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := newState(t, halma.SoloHalma, 1).(*halma.State)
		for i := range rapid.IntRange(1, 60).Draw(t, "plies") {
			if s.Outcome().Over {
				t.Fatalf("the puzzle ended after %d random turns: %+v", i, s.Outcome())
			}
			p := s.Board()
			l := legal(s)
			play(t, s, l[rapid.IntRange(0, len(l)-1).Draw(t, "move")])
			q := s.Board()
			if q.Turns(0) != i+1 || q.ElementaryMoves() <= p.ElementaryMoves() {
				t.Fatalf("turn %d: turns %d, elementary %d after %d", i+1, q.Turns(0), q.ElementaryMoves(), p.ElementaryMoves())
			}
		}
	})
}

// TestPropertiesRandomPositions compares the legal moves with the
// independent generator on random positions: pieces scattered anywhere,
// many of them in their targets (where LockInTarget holds them) and in
// crowds that make long hop chains.
func TestPropertiesRandomPositions(t *testing.T) {
	games := []board.Game{halma.Halma, halma.SquareHalma, halma.ChessHalma,
		configured(t, halma.Halma, "Race.PiecesPerPlayer=10"), configured(t, halma.Halma, "Race.LockInTarget=false")}
	var compared atomic.Int64
	defer func() { t.Logf("%d random positions compared", compared.Load()) }()
	rapid.Check(t, func(t *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(t, "game")].(*halma.Game)
		info := g.Info()
		players := rapid.IntRange(info.MinPlayers, info.MaxPlayers).Draw(t, "players")
		nv := newNaive(g)
		cells := []byte(strings.Repeat(".", len(nv.names)))
		targets := make([]map[string]bool, players)
		for seat := range players {
			_, target, _ := g.Camps(players, seat)
			targets[seat] = map[string]bool{}
			for _, c := range target {
				targets[seat][c] = true
			}
			n := rapid.IntRange(1, len(target)).Draw(t, "pieces")
			for range n {
				var i int
				if rapid.Bool().Draw(t, "in target") {
					i = slices.Index(nv.names, target[rapid.IntRange(0, len(target)-1).Draw(t, "target cell")])
				} else {
					i = rapid.IntRange(0, len(cells)-1).Draw(t, "cell")
				}
				if cells[i] == '.' {
					cells[i] = byte('1' + seat)
				}
			}
		}
		mover := rapid.IntRange(0, players-1).Draw(t, "mover")
		pos := string(cells) + " " + strconv.Itoa(mover+1)
		s, err := g.Parse(pos)
		if err != nil {
			t.Skip("not a position of this player count:", err) // e.g. the highest seat has no piece
		}
		if s.Outcome().Over || s.Seats() != players {
			t.Skip("a finished position or another player count")
		}
		lock := g.Rules().Race.LockInTarget != halma.Off
		want := nv.moves(pos, targets[mover], lock)
		got := legal(s)
		slices.Sort(want)
		slices.Sort(got)
		if !slices.Equal(want, got) {
			t.Fatalf("%s: legal moves %v, want %v", pos, got, want)
		}
		compared.Add(1)
		// The fast perft agrees with the generic walk there.
		fast, _ := board.Perft(s, 2)
		walk, _ := board.WalkPerft(s, 2)
		if fast != walk {
			t.Fatalf("%s: perft(2) %d, walk %d", pos, fast, walk)
		}
	})
}
