package draughts

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board/boardtest"
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
		variant(t, Dama, func(o *Rules) { o.FlyingKings = true }),
		variant(t, Czech, func(o *Rules) { o.StrictLanding = true }),
		variant(t, International, func(o *Rules) { o.PromotionInCapture = ContinueAsKing }),
		variant(t, Brazilian, func(o *Rules) { o.Precedence = KingFirst; o.Orientation = WhiteDown })}
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

// TestPerftCircularCapture: a capture that ends on its own start square
// (the capturing piece has left its start square, so it may land there)
// leaves the capturing piece there. The counts are those of an independent
// reference implementation written from the rules; the
// first is worked out by hand: Black's only move is c3xa5xc7xe5xc3 (the
// king takes b4, b6, d6, d4 and is back on c3), after which White's b2
// must take it (b2xd4), the only reply.
func TestPerftCircularCapture(t *testing.T) {
	for _, tc := range []struct {
		g     *Game
		fen   string
		depth int
		want  uint64
		paths uint64 // 0: not known independently
	}{
		// two paths: the king may go round either way
		{Dama, "B:Wb2,b4,d4,Kb6,d6:BKa1,Kc3", 2, 1, 2},
		{Czech, "W:WKd4:Bc5,c7,e5,e7,h8", 3, 134, 0},
		{Brazilian, "W:WK18:B4,6,7,14,15", 3, 31, 0},
	} {
		t.Run(tc.g.ID(), func(t *testing.T) {
			s, err := tc.g.ParseState(tc.fen)
			require.NoError(t, err)
			p := s.Board()
			require.Equal(t, tc.want, s.Perft(tc.depth), "State.Perft")
			require.Equal(t, tc.want, p.Perft(tc.depth), "Position.Perft")
			if tc.paths > 0 {
				require.Equal(t, tc.paths, p.PerftPaths(tc.depth), "Position.PerftPaths")
			}
			require.Equal(t, p.perftMailbox(tc.depth, true), p.PerftPaths(tc.depth), "Position.PerftPaths")
			require.Equal(t, tc.want, p.perftMailbox(tc.depth, false), "general engine")
			require.Equal(t, tc.want, boardtest.Perft(s, tc.depth), "through Legal and Play")
		})
	}
}

// circularPlacement draws a random position of g in which the side to
// move has a piece that can go round a diamond of enemy pieces back to
// its start square: the diamond's four corners are empty but for the
// mover, one enemy piece stands on each side and (for flying kings) the
// other squares of the sides are empty. Other squares get random pieces.
func circularPlacement(t *rapid.T, g *Game) Position {
	p := Position{g: g, side: uint8(rapid.IntRange(0, 1).Draw(t, "side"))}
	var cells [maxSquares]uint8
	for s := range g.n {
		if g.playable[s] {
			cells[s] = []uint8{empty, empty, empty, pieceOf(0, false), pieceOf(1, false), pieceOf(0, true), pieceOf(1, true)}[rapid.IntRange(0, 6).Draw(t, "piece")]
		}
	}
	me := int(p.side)
	king := g.manCaps[me]&uint8(Backward) == 0 || rapid.Bool().Draw(t, "king")
	side := 2
	if king && g.rules.FlyingKings {
		side = rapid.IntRange(2, min(4, (g.w-1)/2, (g.h-1)/2)).Draw(t, "side length")
	}
	// the diamond's left corner (f, r); corners at (f,r), (f+L,r+L),
	// (f+2L,r), (f+L,r-L)
	f := rapid.IntRange(0, g.w-1-2*side).Draw(t, "file")
	r := rapid.IntRange(side, g.h-1-side).Draw(t, "rank")
	if (f+r)%2 != 0 { // keep the diamond on dark squares
		f++
		if f > g.w-1-2*side {
			f -= 2
		}
	}
	corners := [4][2]int{{f, r}, {f + side, r + side}, {f + 2*side, r}, {f + side, r - side}}
	for i := range 4 {
		a, b := corners[i], corners[(i+1)%4]
		df, dr := (b[0]-a[0])/side, (b[1]-a[1])/side
		at := rapid.IntRange(1, side-1).Draw(t, "enemy")
		for k := range side {
			sq := (a[1]+k*dr)*g.w + a[0] + k*df
			cells[sq] = empty
			if k == at {
				cells[sq] = pieceOf(1-me, rapid.Bool().Draw(t, "enemy king"))
			}
		}
	}
	c := corners[rapid.IntRange(0, 3).Draw(t, "start")]
	cells[c[1]*g.w+c[0]] = pieceOf(me, king)
	for s := range g.n {
		if cells[s] == empty {
			continue
		}
		if cells[s]&kingBit == 0 && g.rank(s) == g.promoRank[cells[s]&blackBit] {
			cells[s] |= kingBit // no man stands on its crowning rank
		}
		p.put(s, cells[s])
	}
	return p
}

// TestBitboardMatchesMailboxCircular: on random placements with a circular
// capture open, the bitboard and the general engine give the same moves,
// the same position after each, and the same perft, with and without the
// draw rules.
func TestBitboardMatchesMailboxCircular(t *testing.T) {
	for _, g := range append(bitboardGames(t), flyingDama(t)) {
		t.Run(g.ID(), func(t *testing.T) {
			circular := 0
			rapid.Check(t, func(rt *rapid.T) {
				p := circularPlacement(rt, g)
				mail := p.generate(nil, false)
				if a, b := moveSet(g, mail), moveSet(g, p.generateBitboard(nil, false)); !slices.Equal(a, b) {
					rt.Fatalf("%s: mailbox %v, bitboard %v", p.String(), a, b)
				}
				if a, b := moveSet(g, p.generate(nil, true)), moveSet(g, p.generateBitboard(nil, true)); !slices.Equal(a, b) {
					rt.Fatalf("%s: paths: mailbox %v, bitboard %v", p.String(), a, b)
				}
				bb, _ := p.Bitboard()
				for _, m := range bb.GenerateMoves(nil) {
					mm := g.bb.move(&m)
					if mm.kind == Capture && mm.From() == mm.To() {
						circular++
					}
					child, want := bb, p
					child.Apply(m)
					want.Apply(mm)
					if w, _ := want.Bitboard(); w != child {
						rt.Fatalf("%s: after %s: bitboard %+v, general engine %s", p.String(), g.MoveString(mm), child, want.String())
					}
				}
				for _, paths := range []bool{false, true} {
					if a, b := p.perftMailbox(3, paths), p.perft(3, paths); a != b {
						rt.Fatalf("%s: perft(3) paths=%v: general engine %d, bitboard %d", p.String(), paths, a, b)
					}
				}
				s := NewState(p, 1)
				w := perftWalk{bufs: [][]Move{nil, nil, nil}}
				if a, b := w.count(&s.pos, s.legal, 3), s.Perft(3); a != b {
					rt.Fatalf("%s: State.Perft(3): general engine %d, bitboard %d", p.String(), a, b)
				}
			})
			// the placements must really exercise the circle
			require.Positive(t, circular, "no circular capture was drawn")
		})
	}
}
