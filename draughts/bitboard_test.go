package draughts

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// generateBitboard generates on the bitboard and converts the moves.
func (p *Position) generateBitboard(buf []Move, paths bool) []Move {
	b, _ := p.Bitboard()
	for _, m := range b.generate(nil, paths) {
		buf = append(buf, p.g.bb.move(&m))
	}
	return buf
}

func moveSet(g *Game, ms []Move) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = g.MoveString(m)
		if m.crown {
			out[i] += "+"
		}
	}
	slices.Sort(out)
	return out
}

// bitboardGames are the rule sets that run on bitboards, with variants
// covering the other options the bitboard generator handles.
func bitboardGames(t *testing.T) []*Game {
	return []*Game{Dama, Czech, English, International, Brazilian, Giveaway,
		variant(t, Dama, func(o *Options) { o.FlyingKings = true }),
		variant(t, Czech, func(o *Options) { o.FreeLanding = true }),
		variant(t, International, func(o *Options) { o.PromotionInCapture = ContinueAsKing }),
		variant(t, Brazilian, func(o *Options) { o.Precedence = KingFirst; o.Orientation = WhiteDown })}
}

func TestBitboardEligible(t *testing.T) {
	for _, g := range []*Game{Dama, Czech, English, International, Brazilian, Giveaway} {
		require.NotNil(t, g.bb, g.ID())
	}
	for _, g := range []*Game{OldGerman, Contract, Turkish, Corner, Blockade, WolfSheep, Pyramids, ToadsFrogs, Walling, Leap, CatchTheMan} {
		require.Nil(t, g.bb, g.ID())
	}
}

// TestBitboardMatchesMailbox: the bitboard generator and the general
// engine, written independently, give the same moves (merged and as
// paths) in random games, and the same perft.
func TestBitboardMatchesMailbox(t *testing.T) {
	for _, g := range bitboardGames(t) {
		t.Run(g.ID(), func(t *testing.T) {
			require.NotNil(t, g.bb)
			rapid.Check(t, func(rt *rapid.T) {
				p := g.Start()
				for range 150 {
					mail := p.generate(nil, false)
					bits := p.generateBitboard(nil, false)
					if a, b := moveSet(g, mail), moveSet(g, bits); !slices.Equal(a, b) {
						rt.Fatalf("%s: mailbox %v, bitboard %v", p.String(), a, b)
					}
					if a, b := moveSet(g, p.generate(nil, true)), moveSet(g, p.generateBitboard(nil, true)); !slices.Equal(a, b) {
						rt.Fatalf("%s: paths: mailbox %v, bitboard %v", p.String(), a, b)
					}
					if len(mail) == 0 {
						return
					}
					p.Apply(mail[rapid.IntRange(0, len(mail)-1).Draw(rt, "move")])
				}
			})
			p := g.Start()
			for d := 1; d <= 5; d++ {
				require.Equal(t, p.perftMailbox(d, false), p.Perft(d), "depth %d", d)
			}
		})
	}
}
