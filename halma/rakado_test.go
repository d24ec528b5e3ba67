package halma_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/halma"
	"github.com/stretchr/testify/assert"
	"pgregory.net/rapid"
)

func rakado(t tb, pieces map[string]byte, mover, roll int) string {
	return field(t, pieces, mover, strconv.Itoa(roll), 40)
}

func TestRakado(t *testing.T) {
	g := halma.Rakado
	t.Run("s10-1", func(t *testing.T) { // a capture is compulsory
		m := pieces(pieces(nil, '1', "c5", "h2", "a16", "b16"), '2', "c9", "p10")
		s := parse(t, g, rakado(t, m, 1, 4))
		assert.Equal(t, []string{"c5-c9"}, legal(s))
	})
	t.Run("s10-2", func(t *testing.T) { // exact arrival home
		m := pieces(pieces(nil, '1', "a13"), '2', "p10")
		assert.Equal(t, []string{"pass"}, legal(parse(t, g, rakado(t, m, 1, 4))))
		s := parse(t, g, rakado(t, m, 1, 3))
		play(t, s, "a13-a16")
		assert.True(t, s.Outcome().Over, "player 1 has no piece on its way")
		assert.Equal(t, []int{1, 1}, s.Outcome().Points)
	})
	t.Run("s10-3", func(t *testing.T) { // a six with no move: throw again
		m := pieces(pieces(nil, '1', "a13", "b16"), '2', "p10")
		s := parse(t, g, rakado(t, m, 1, 6))
		play(t, s, "pass")
		assert.Equal(t, board.Chance, s.ToMove())
		assert.Equal(t, " 1 0 ", s.Position()[256:261], "player 1 throws again")
	})
}

// TestRakadoPerft: from the start every throw d moves any of the 16
// pieces d squares up its file (nothing is in the way), so perft(2) = 6·16
// and perft(3) = 6·16·6.
func TestRakadoPerft(t *testing.T) {
	s := newState(t, halma.Rakado, 2)
	for d, want := range map[int]uint64{1: 6, 2: 96, 3: 576} {
		n, err := board.Perft(s, d)
		assert.NoError(t, err)
		assert.Equal(t, want, n, "perft(%d)", d)
	}
}

// TestRakadoProperties: pieces never change file, a move goes exactly the
// throw forward, home pieces never move, captured pieces never return.
func TestRakadoProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := newState(t, halma.Rakado, 2)
		prev := [2]int{16, 16}
		roll := 0
		for range rapid.IntRange(1, 300).Draw(t, "plies") {
			if s.Outcome().Over {
				break
			}
			l := legal(s)
			m := l[rapid.IntRange(0, len(l)-1).Draw(t, "move")]
			if len(m) == 1 {
				roll = int(m[0] - '0')
			} else if m != "pass" {
				from, to, _ := strings.Cut(m, "-")
				if from[0] != to[0] {
					t.Fatalf("%s changes file", m)
				}
				d := atoi(to[1:]) - atoi(from[1:])
				if d != roll && d != -roll {
					t.Fatalf("%s does not go %d", m, roll)
				}
				if from[1:] == "16" && s.ToMove() == 0 || from[1:] == "1" && s.ToMove() == 1 {
					t.Fatalf("%s moves a piece that is home", m)
				}
			}
			play(t, s, m)
			cells := s.Position()[:256]
			now := [2]int{strings.Count(cells, "1"), strings.Count(cells, "2")}
			if now[0] > prev[0] || now[1] > prev[1] {
				t.Fatalf("a captured piece came back")
			}
			prev = now
		}
	})
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
