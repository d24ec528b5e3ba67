package draughts

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// freeChoice returns g with free choice of captures, to see every capture
// sequence the position offers.
func freeChoice(t *testing.T, g *Game) *Game {
	return variant(t, g, func(o *Rules) { o.Precedence = FreeChoice })
}

func material(p *Position, seat int) int {
	men, kings := p.Pieces(seat)
	return men + kings + p.Reserve(seat)
}

// TestProperties plays random games of the capturing rule sets and checks
// at every move: pieces are never created; captures are offered only when
// the rules allow and, being compulsory, exclude every quiet move; under
// the maximum rule every capture takes the most pieces any sequence could
// take, and under king priority a king captures when one can; a capture
// removes exactly the enemy pieces it names, each jumped once; promotion
// follows the rule set; no piece stands on a square not played on.
func TestProperties(t *testing.T) {
	games := []*Game{Dama, Czech, English, International, Brazilian, OldGerman, Contract, Turkish, Giveaway, Leap,
		variant(t, Turkish, func(o *Rules) { o.PromotionInCapture = ContinueAsKing })}
	for _, g := range games {
		free := freeChoice(t, g)
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				p := g.Start()
				for ply := 0; ply < 120; ply++ {
					moves := p.GenerateMoves(nil)
					if len(moves) == 0 {
						return
					}
					checkOffer(rt, &p, moves, free)
					m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
					next := p
					next.Apply(m)
					checkApplied(rt, &p, &next, m)
					p = next
				}
			})
		})
	}
}

func checkOffer(t *rapid.T, p *Position, moves []Move, free *Game) {
	g := p.g
	o := &g.rules
	all, err := free.ParsePosition(p.String())
	if err != nil {
		t.Fatalf("%s: %v", p.String(), err)
	}
	freeMoves := all.GenerateMoves(nil)
	most, kingCan, anyCapture := 0, false, false
	for _, m := range freeMoves {
		if m.kind == Capture {
			anyCapture = true
			most = max(most, int(m.ncap))
			kingCan = kingCan || p.cells[m.path[0]]&kingBit != 0
		}
	}
	for _, m := range moves {
		switch {
		case m.kind == Capture && !o.Captures:
			t.Fatalf("%s: capture %s offered without captures", p, g.MoveString(m))
		case m.kind != Capture && anyCapture && o.MandatoryCapture:
			t.Fatalf("%s: quiet move %s offered while a capture exists", p, g.MoveString(m))
		case m.kind == Capture && o.Precedence == MaxPieces && int(m.ncap) != most:
			t.Fatalf("%s: %s takes %d, the maximum is %d", p, g.MoveString(m), m.ncap, most)
		case m.kind == Capture && o.Precedence == KingFirst && kingCan && p.cells[m.path[0]]&kingBit == 0:
			t.Fatalf("%s: man capture %s while a king can capture", p, g.MoveString(m))
		}
	}
}

func checkApplied(t *rapid.T, before, after *Position, m Move) {
	g := before.g
	me := int(before.side)
	for seat := range 2 {
		if material(after, seat) > material(before, seat) {
			t.Fatalf("%s after %s: seat %d gained material", before, g.MoveString(m), seat)
		}
	}
	if m.kind == Capture {
		n := 0
		for _, w := range m.caps {
			n += bits.OnesCount64(w)
		}
		if n != int(m.ncap) || int(m.n) != n+1 {
			t.Fatalf("%s: %s jumps %d times but takes %d pieces", before, g.MoveString(m), m.n-1, n)
		}
		for s := range g.n {
			if m.caps.has(s) {
				c := before.cells[s]
				// (with immediate removal the capturer may end on a square it emptied)
				if c == empty || int(c&blackBit) == me || after.cells[s] != empty && s != m.To() {
					t.Fatalf("%s: %s: captured square %s was not an enemy piece removed", before, g.MoveString(m), g.SquareName(s))
				}
			}
		}
		if material(before, 1-me)-material(after, 1-me) != n {
			t.Fatalf("%s: %s took %d pieces, the count fell by another number", before, g.MoveString(m), n)
		}
	}
	if m.kind == Step || m.kind == Capture || m.kind == Jump {
		from, to := m.From(), m.To()
		was := before.cells[from]
		now := after.cells[to]
		onLast := g.rank(to) == g.promoRank[me]
		passed := false
		for i := 1; i < int(m.n); i++ {
			passed = passed || g.rank(int(m.path[i])) == g.promoRank[me]
		}
		wantKing := was&kingBit != 0 || g.rules.Promote && (onLast ||
			g.rules.PromotionInCapture == ContinueAsKing && passed)
		if (now&kingBit != 0) != wantKing {
			t.Fatalf("%s: %s: king after the move is %v, want %v", before, g.MoveString(m), now&kingBit != 0, wantKing)
		}
	}
	for s := range g.n {
		if after.cells[s] != empty && !g.playable[s] {
			t.Fatalf("piece on %d, a square not played on", s)
		}
	}
}

// TestNoEnclosedStoneRemains (Blokáda, Zazdívání): after every move no
// enclosed stone is left, and with single steps the mover never loses one.
func TestNoEnclosedStoneRemains(t *testing.T) {
	for _, g := range []*Game{Blockade, Walling} {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				p := g.Start()
				for range 150 {
					moves := p.GenerateMoves(nil)
					if len(moves) == 0 {
						return
					}
					m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
					next := p
					next.Apply(m)
					me := int(p.side)
					if material(&next, me) != material(&p, me) {
						rt.Fatalf("%s: %s: the mover lost a stone", p.String(), g.MoveString(m))
					}
					for s := range g.n {
						if next.cells[s] != empty && next.enclosed(s) {
							rt.Fatalf("%s: enclosed stone left on %s", next.String(), g.SquareName(s))
						}
					}
					p = next
				}
			})
		})
	}
}

// TestNonCapturingGamesKeepStones: in Rohová dáma, Pyramidy and Žáby a
// ropuchy nothing is ever removed, and every move of Pyramidy advances the
// moving stone; in Chyťte muže the 40 pieces stay on the board.
func TestNonCapturingGamesKeepStones(t *testing.T) {
	for _, g := range []*Game{Corner, Pyramids, ToadsFrogs, CatchTheMan, WolfSheep} {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				p := g.Start()
				total := material(&p, 0) + material(&p, 1)
				for range 150 {
					moves := p.GenerateMoves(nil)
					if len(moves) == 0 {
						return
					}
					m := moves[rapid.IntRange(0, len(moves)-1).Draw(rt, "move")]
					next := p
					next.Apply(m)
					require.Equal(rt, total, material(&next, 0)+material(&next, 1))
					if g == Pyramids && m.kind != Pass && g.progress(int(p.side), m.To()) <= g.progress(int(p.side), m.From()) {
						rt.Fatalf("%s: %s does not advance", p.String(), g.MoveString(m))
					}
					p = next
				}
			})
		})
	}
}

// TestStateOnBitboards: a State of a bitboard rule set, which generates on
// its bitboards, agrees at every ply of random games with a State of the
// same position held on the general engine alone: the same legal moves,
// the same outcome and position, and its bitboard stays the position's.
func TestStateOnBitboards(t *testing.T) {
	for _, g := range append(bitboardGames(t), flyingDama(t)) {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				fast := NewState(g.Start(), 1)
				slow := NewState(g.Start(), 1)
				slow.bits = Bitboard{}
				slow.judge()
				for !fast.out.Over {
					if !slices.Equal(fast.legal, slow.legal) { // the same values, in the same order
						rt.Fatalf("%s: bitboards %v, general engine %v", fast.Position(), moveSet(g, fast.legal), moveSet(g, slow.legal))
					}
					if b, _ := fast.pos.Bitboard(); b != fast.bits {
						rt.Fatalf("%s: the bitboard is not the position's", fast.Position())
					}
					m := fast.legal[rapid.IntRange(0, len(fast.legal)-1).Draw(rt, "move")]
					fast.Apply(m)
					require.NoError(rt, slow.Play(Notated{m, g}))
					require.Equal(rt, slow.Position(), fast.Position())
				}
				require.Equal(rt, slow.Outcome(), fast.Outcome())
			})
		})
	}
}

// TestConcurrentPlayouts: a Game is safe for concurrent use: states of one
// rule set, played at once in several goroutines, share its step table and
// kept moves (run with -race).
func TestConcurrentPlayouts(t *testing.T) {
	g := variant(t, International, func(o *Rules) {}) // fresh tables
	start, err := g.New(2)
	require.NoError(t, err)
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(uint64(i), 1))
			for range 20 {
				if _, err := board.Playout(start.Clone(), r); err != nil {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
}
