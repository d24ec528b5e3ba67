package main

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulebook-go/rulebook/board"
)

// greedy plays a move that ends the game in its favour when there is one,
// else a random move.
func greedy(s board.State, r *rand.Rand) board.Move {
	me, legal := s.ToMove(), s.Legal()
	for _, m := range legal {
		next := s.Clone()
		if next.Play(m) == nil && next.Outcome().Won(me) {
			return m
		}
	}
	return legal[r.IntN(len(legal))]
}

// The greedy bot of README.md takes the win when it has one.
func TestGreedy(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	tests := []struct {
		pos  string
		want []string // the moves greedy may choose
	}{
		{"2,1 0 heads", []string{"add1"}},         // add1 reaches 3 first in Legal's order
		{"1,2 0 heads", []string{"add2"}},         // only add2 wins
		{"0,0 1 heads", []string{"add1", "add2"}}, // no win: either
		{"2,2 1 tails", []string{"pass"}},         // the only move
	}
	for _, tt := range tests {
		s, err := coinGame{}.Parse(tt.pos)
		require.NoError(t, err)
		for range 20 {
			assert.Contains(t, tt.want, greedy(s, r).String(), tt.pos)
		}
		assert.Equal(t, tt.pos, s.Position(), "greedy looks ahead on clones only")
	}
}

// codeBlock returns the fenced Go block of README.md that contains marker.
func codeBlock(t *testing.T, readme, marker string) string {
	t.Helper()
	for _, part := range strings.Split(readme, "```go\n")[1:] {
		block, _, _ := strings.Cut(part, "```")
		if strings.Contains(block, marker) {
			return block
		}
	}
	t.Fatalf("README.md has no Go block with %q", marker)
	return ""
}

// funcSource returns the source of the top-level function whose
// declaration line starts with decl, in the file name: from decl to the
// closing brace at the start of a line.
func funcSource(t *testing.T, name, decl string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	require.NoError(t, err)
	src := string(b)
	i := strings.Index(src, decl)
	require.GreaterOrEqual(t, i, 0, "%s lacks %q", name, decl)
	j := strings.Index(src[i:], "\n}\n")
	require.GreaterOrEqual(t, j, 0)
	return src[i : i+j+3]
}

// The Go code of README.md is the code tested here.
func TestREADMECode(t *testing.T) {
	s := readme(t)
	greedySrc := funcSource(t, "example_test.go", "// greedy plays")
	assert.Equal(t, greedySrc, codeBlock(t, s, "func greedy("), "README.md's greedy bot is greedy in example_test.go")
	bot := funcSource(t, "bots.go", "type Bot interface {")
	assert.Equal(t, bot, codeBlock(t, s, "type Bot interface"), "README.md's Bot is the one in bots.go")
}
