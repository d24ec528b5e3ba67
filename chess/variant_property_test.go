package chess

import (
	"errors"
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// variantPly checks the invariants every variant keeps, for the position
// p and its legal moves: the incremental hash, FEN read back under the
// game's rules, Make and Unmake exact, every move's SAN and UCI read back.
func variantPly(t *rapid.T, g *Game, p *Position, moves []Move) {
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("%s: incremental hash %x != recomputed %x", p.FEN(), p.hash, h)
	}
	q, err := g.ParseFEN(p.FEN())
	if err != nil || q != *p {
		t.Fatalf("%s: FEN does not read back as the same position: %v", p.FEN(), err)
	}
	for _, m := range moves {
		before := *p
		u := p.Make(m)
		p.Unmake(m, u)
		if *p != before {
			t.Fatalf("%s: Make/Unmake of %v changes the position", before.FEN(), m)
		}
		for _, text := range []string{m.String(), p.SAN(m)} {
			if back, err := p.ParseMove(text); err != nil || back != m {
				t.Fatalf("%s: %q reads back as %v, %v; want %v", p.FEN(), text, back, err, m)
			}
		}
	}
}

// variantWalk plays a random game of g, calling check before each move
// with the state, its legal moves and the move chosen.
func variantWalk(t *rapid.T, g *Game, check func(s *State, moves []Move, m Move)) {
	s := g.NewState(g.Start())
	plies := rapid.IntRange(1, 200).Draw(t, "plies")
	r := prng(rapid.Uint64().Draw(t, "seed") | 1)
	var buf []Move
	for range plies {
		buf = s.LegalMoves(buf[:0])
		p := s.Board()
		variantPly(t, g, &p, buf)
		if len(buf) == 0 {
			check(s, buf, NullMove)
			return
		}
		m := buf[r.next()%uint64(len(buf))]
		check(s, buf, m)
		s.Apply(m)
	}
}

// TestPropertiesChief: Black has exactly one piece, the chief; it is never
// left in check; every Black move is a queen's or knight's move of the
// chief; White's material grows only by promotion.
func TestPropertiesChief(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, ChiefAndWarriors, func(s *State, moves []Move, m Move) {
			p := s.Board()
			if a := p.Pieces(Black, Amazon); a.Count() != 1 || p.Side(Black) != a {
				rt.Fatalf("%s: Black is not the chief alone", p.FEN())
			}
			if m == NullMove {
				return
			}
			before := [8]int{}
			for t := Pawn; t <= King; t++ {
				before[t] = p.Pieces(White, t).Count()
			}
			if p.side == Black {
				from := m.From()
				if !(queenAttacks(from, p.byType[0]) | knightAttacks[from]).Has(m.To()) {
					rt.Fatalf("%s: %v is not a queen or knight move", p.FEN(), m)
				}
			}
			p.Make(m)
			if p.side == White && p.IsAttacked(p.royalSquare(Black), White) {
				rt.Fatalf("%s: the chief is left in check", p.FEN())
			}
			for t := Knight; t <= King; t++ {
				if n := p.Pieces(White, t).Count(); n > before[t] && m.Promotion() != t {
					rt.Fatalf("%s: White's %ss grew without promotion", p.FEN(), pieceNames[t])
				}
			}
		})
	})
}

// TestPropertiesKnockOut: K.O. chess generates exactly chess's moves; it
// differs only where there are none.
func TestPropertiesKnockOut(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, KnockOutChess, func(s *State, moves []Move, m Move) {
			p := s.Board()
			chess := p
			chess.v = nil
			if got := chess.GenerateMoves(nil); !slices.Equal(got, moves) {
				rt.Fatalf("%s: K.O. moves %v, chess %v", p.FEN(), moves, got)
			}
			if o := s.Outcome(); len(moves) == 0 && o.Over && !p.InCheck() && (len(o.Winners) != 1 || o.Winners[0] != board.Player(p.side)) {
				rt.Fatalf("%s: stalemated side did not win: %+v", p.FEN(), o)
			}
		})
	})
}

// TestPropertiesDouble: a turn has two moves unless the first gives check
// or ends the game; after a checking first move the opponent moves; no
// move leaves the mover's own king in check.
func TestPropertiesDouble(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, DoubleMoveChess, func(s *State, moves []Move, m Move) {
			if m == NullMove {
				return
			}
			p := s.Board()
			us, first := p.side, p.step == 0
			p.Make(m)
			if p.IsAttacked(p.KingSquare(us), us.Other()) {
				rt.Fatalf("%s: %v leaves the own king in check", p.FEN(), m)
			}
			check := p.IsAttacked(p.KingSquare(us.Other()), us)
			switch want := us.Other(); {
			case first && !check && p.side != us:
				rt.Fatalf("%s: a quiet first move %v ended the turn", p.FEN(), m)
			case (check || !first) && p.side != want:
				rt.Fatalf("%s: the turn did not pass after %v", p.FEN(), m)
			}
		})
	})
}

// TestPropertiesPlacement: while pieces are placed, no piece attacks an
// enemy piece; each side's hand and board hold exactly its sixteen pieces;
// a side's two bishops stand on squares of different colours.
func TestPropertiesPlacement(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, PlacementChess, func(s *State, moves []Move, m Move) {
			p := s.Board()
			if p.inHand(White)+p.inHand(Black) == 0 {
				return
			}
			for b := p.byType[0]; b != 0; b &= b - 1 {
				sq := b.First()
				if p.attackersTo(sq, p.byType[0])&p.byColor[p.board[sq].Color()^1] != 0 {
					rt.Fatalf("%s: %v is attacked by an enemy piece", p.FEN(), sq)
				}
			}
			for _, c := range [2]Color{White, Black} {
				for t := Pawn; t <= King; t++ {
					if p.Pieces(c, t).Count()+p.Hand(c, t) != initialArmy[t] {
						rt.Fatalf("%s: %s's %ss do not add up", p.FEN(), c, pieceNames[t])
					}
				}
				if b := p.Pieces(c, Bishop); b.Count() == 2 && (b&light == 0 || b&^light == 0) {
					rt.Fatalf("%s: %s's bishops on one colour", p.FEN(), c)
				}
			}
		})
	})
}

// TestPropertiesEating: with a capture on the board every move captures;
// every promotion is to a type of which the mover has fewer than at the
// start; the game is over exactly when the side to move has no move, and
// that side wins.
func TestPropertiesEating(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, EatingChess, func(s *State, moves []Move, m Move) {
			p := s.Board()
			if o := s.Outcome(); o.Code != CodeSeventyFiveMoves && o.Code != CodeFivefoldRepetition &&
				(o.Over != (len(moves) == 0) || o.Over && (len(o.Winners) != 1 || o.Winners[0] != board.Player(p.side))) {
				rt.Fatalf("%s: %d moves, outcome %+v", p.FEN(), len(moves), o)
			}
			captures := 0
			for _, mv := range moves {
				if p.IsCapture(mv) {
					captures++
				}
				if t := mv.Promotion(); t != NoPieceType && p.Pieces(p.side, t).Count() >= initialArmy[t] {
					rt.Fatalf("%s: promotion %v to a type not lost", p.FEN(), mv)
				}
			}
			if captures > 0 && captures != len(moves) {
				rt.Fatalf("%s: %d captures among %d moves", p.FEN(), captures, len(moves))
			}
		})
	})
}

// variantGames are the five variants, for the fuzz targets.
var variantGames = []*Game{ChiefAndWarriors, KnockOutChess, DoubleMoveChess, PlacementChess, EatingChess}

// FuzzVariantFEN: no input panics a variant's FEN reader, and an accepted
// FEN writes back to one that reads to the same position.
func FuzzVariantFEN(f *testing.F) {
	for i, g := range variantGames {
		p := g.Start()
		f.Add(uint8(i), p.FEN())
	}
	f.Add(uint8(2), "4k3/8/8/3pPpP1/8/8/8/4K3 w - d6f6 0 1")
	f.Add(uint8(2), "4k3/8/8/8/3pP3/8/8/4K3 w - - 0 1 2e3")
	f.Add(uint8(3), "8/8/8/8/8/8/8/4K3[QRRBBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1")
	f.Add(uint8(0), "aN6/1R6/Q7/8/8/8/8/7K b - - 0 1")
	f.Fuzz(func(t *testing.T, i uint8, s string) {
		g := variantGames[int(i)%len(variantGames)]
		p, err := g.ParseFEN(s)
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) {
				t.Fatalf("error %v does not wrap ErrBadNotation", err)
			}
			return
		}
		out := p.FEN()
		q, err := g.ParseFEN(out)
		if err != nil || q != p || q.FEN() != out {
			t.Fatalf("%s: FEN %q -> %q does not read back: %v", g.ID(), s, out, err)
		}
		p.CountMoves()
	})
}

// FuzzVariantSAN: no input panics a variant's move reader; an accepted
// move is legal and its SAN and UCI read back to it.
func FuzzVariantSAN(f *testing.F) {
	for i, g := range variantGames {
		p := g.Start()
		for _, s := range []string{"e4", "Ad4", "Axe4", "N@e4", "@e4", "P@e4", "K@e1", "a8=K", "a7a8k", "d8d4", "e5d6"} {
			f.Add(uint8(i), p.FEN(), s)
		}
	}
	f.Add(uint8(4), "8/P7/8/8/8/8/8/RNBQ1BNR w - - 0 1", "a8=K")
	f.Fuzz(func(t *testing.T, i uint8, fen, s string) {
		g := variantGames[int(i)%len(variantGames)]
		p, err := g.ParseFEN(fen)
		if err != nil {
			return
		}
		before := p
		m, err := p.ParseMove(s)
		if p != before {
			t.Fatalf("parsing %q changed the position", s)
		}
		if err != nil {
			if !errors.Is(err, board.ErrBadNotation) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("%q: error %v wraps neither ErrBadNotation nor ErrIllegalMove", s, err)
			}
			return
		}
		if !p.isLegal(m) {
			t.Fatalf("%q read as %v, not legal in %s", s, m, fen)
		}
		for _, text := range []string{m.String(), p.SAN(m)} {
			if back, err := p.ParseMove(text); err != nil || back != m {
				t.Fatalf("%q -> %v: %q reads back as %v, %v", s, m, text, back, err)
			}
		}
	})
}

// bruteDrops lists the legal drops of p square by square, straight from
// the rules: put the piece down, and ask whether any enemy piece attacks
// it or is attacked by it; pawns off the first and last rank; a second
// bishop on the other colour. It checks the bitboard generator.
func bruteDrops(p *Position) []Move {
	var out []Move
	us := p.side
	for t := Pawn; t <= King; t++ {
		if p.hand[us][t] == 0 {
			continue
		}
		for sq := Square(0); sq < 64; sq++ {
			if p.board[sq] != NoPiece || t == Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
				continue
			}
			if own := p.Pieces(us, Bishop); t == Bishop && own != 0 && (own&light != 0) == light.Has(sq) {
				continue
			}
			q := *p
			q.put(MakePiece(us, t), sq)
			ok := q.attackersTo(sq, q.byType[0])&q.byColor[us^1] == 0
			for e := q.byColor[us^1]; e != 0 && ok; e &= e - 1 {
				ok = !q.attackersTo(e.First(), q.byType[0]).Has(sq)
			}
			if ok {
				out = append(out, NewDrop(t, sq))
			}
		}
	}
	return out
}

// TestPropertiesPlacementDrops: along random placements the generator's
// drops are the rules' drops, and a player without one has lost.
func TestPropertiesPlacementDrops(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		variantWalk(rt, PlacementChess, func(s *State, moves []Move, m Move) {
			p := s.Board()
			if p.inHand(White)+p.inHand(Black) == 0 {
				return
			}
			want := bruteDrops(&p)
			got := slices.Clone(moves)
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				rt.Fatalf("%s: drops %v, the rules give %v", p.FEN(), got, want)
			}
			if o := s.Outcome(); len(moves) == 0 && (o.Code != CodeNoDrop || o.Winners[0] != board.Player(p.side.Other())) {
				rt.Fatalf("%s: no drop, outcome %+v", p.FEN(), o)
			}
		})
	})
}
