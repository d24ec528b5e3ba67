package chess

import (
	"slices"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// startFENs are the positions random walks start from: the start position
// and the perft positions, which are rich in castling, en passant and
// promotions.
func startFENs() []string {
	fens := []string{StartFEN}
	for _, c := range perftCases {
		fens = append(fens, c.fen)
	}
	return fens
}

// TestPropertiesAlongPlayouts plays random games and checks, at every ply:
// Make/Unmake restore the position and hash exactly, the incremental hash
// equals the recomputed one, no legal move leaves its own king attacked,
// FEN round-trips, every legal move round-trips through SAN and UCI, a side
// without moves is mated exactly when in check, kings are never adjacent,
// castling rights only shrink, the half-move clock resets exactly on captures
// and pawn moves, pawns never reach the back ranks, bishops keep their colour.
func TestPropertiesAlongPlayouts(t *testing.T) {
	fens := startFENs()
	rapid.Check(t, func(rt *rapid.T) {
		p, err := ParseFEN(rapid.SampledFrom(fens).Draw(rt, "fen"))
		if err != nil {
			rt.Fatal(err)
		}
		plies := rapid.IntRange(20, 300).Draw(rt, "plies")
		seed := rapid.Uint64().Draw(rt, "seed")
		r := prng(seed | 1)
		var buf []Move
		for ply := 0; ply < plies; ply++ {
			checkPosition(rt, &p)
			buf = p.GenerateMoves(buf[:0])
			if len(buf) == 0 {
				// The side without moves is mated exactly when in check.
				o := Chess.NewState(p).Outcome()
				mated := p.InCheck()
				if !o.Over || mated != (o.Reason == "checkmate") || !mated && o.Reason != "stalemate" {
					rt.Fatalf("%s: no moves, in check %v, outcome %+v", p.FEN(), mated, o)
				}
				if mated && (len(o.Winners) != 1 || o.Winners[0] != board.Player(p.side.Other())) {
					rt.Fatalf("%s: mate won by %v", p.FEN(), o.Winners)
				}
				return
			}
			for _, m := range buf {
				checkMove(rt, &p, m)
			}
			m := buf[r.next()%uint64(len(buf))]
			before := p
			p.Make(m)
			checkTransition(rt, &before, &p, m)
		}
	})
}

// checkPosition checks the invariants of a single position.
func checkPosition(t *rapid.T, p *Position) {
	if h := p.computeHash(); h != p.hash {
		t.Fatalf("incremental hash %x != recomputed %x in %s", p.hash, h, p.FEN())
	}
	q, err := ParseFEN(p.FEN())
	if err != nil {
		t.Fatalf("FEN %s does not read back: %v", p.FEN(), err)
	}
	if q != *p {
		t.Fatalf("FEN round trip changes the position: %s -> %s", p.FEN(), q.FEN())
	}
	if kingAttacks[p.KingSquare(White)].Has(p.KingSquare(Black)) {
		t.Fatalf("kings adjacent in %s", p.FEN())
	}
	if p.byType[Pawn]&(rank1|rank8) != 0 {
		t.Fatalf("pawn on a back rank in %s", p.FEN())
	}
	if p.IsAttacked(p.KingSquare(p.side.Other()), p.side) {
		t.Fatalf("the side that just moved is in check in %s", p.FEN())
	}
	n := p.CountMoves()
	if n != len(p.GenerateMoves(nil)) || n != int(p.Perft(1)) {
		t.Fatalf("move counts disagree in %s", p.FEN())
	}
}

// checkMove checks one legal move: Make/Unmake, legality, SAN and UCI.
func checkMove(t *rapid.T, p *Position, m Move) {
	before := *p
	san := p.SAN(m)
	if got, err := p.ParseSAN(san); err != nil || got != m {
		t.Fatalf("%s: SAN %q of %v reads back as %v, %v", p.FEN(), san, m, got, err)
	}
	if got, err := p.ParseMove(m.String()); err != nil || got != m {
		t.Fatalf("%s: UCI %v reads back as %v, %v", p.FEN(), m, got, err)
	}
	u := p.Make(m)
	if p.IsAttacked(p.KingSquare(p.side.Other()), p.side) {
		t.Fatalf("%s: legal move %v leaves its king attacked", before.FEN(), m)
	}
	gives := p.InCheck()
	mate := gives && p.CountMoves() == 0
	p.Unmake(m, u)
	if *p != before {
		t.Fatalf("%s: Make/Unmake of %v gives %s", before.FEN(), m, p.FEN())
	}
	wantSuffix := ""
	if mate {
		wantSuffix = "#"
	} else if gives {
		wantSuffix = "+"
	}
	if suffix := san[len(trimSAN(san)):]; suffix != wantSuffix {
		t.Fatalf("%s: SAN %q of %v has suffix %q, want %q", before.FEN(), san, m, suffix, wantSuffix)
	}
}

// checkTransition checks what one move may change.
func checkTransition(t *rapid.T, before, after *Position, m Move) {
	if after.castle&^before.castle != 0 {
		t.Fatalf("%s: %v gains castling rights", before.FEN(), m)
	}
	moved := before.board[m.From()]
	capture := before.board[m.To()] != NoPiece || m.Kind() == EnPassant
	reset := capture || moved.Type() == Pawn
	if reset != (after.halfmove == 0) || !reset && after.halfmove != before.halfmove+1 {
		t.Fatalf("%s: %v sets the half-move clock to %d", before.FEN(), m, after.halfmove)
	}
	if moved.Type() == Bishop && (m.From().File()+m.From().Rank())%2 != (m.To().File()+m.To().Rank())%2 {
		t.Fatalf("%s: bishop move %v changes colour", before.FEN(), m)
	}
}

// TestSANWriting checks exact SAN output in positions chosen for
// disambiguation, pins, promotions, en passant, castling and mate.
func TestSANWriting(t *testing.T) {
	cases := []struct{ fen, uci, san string }{
		{StartFEN, "g1f3", "Nf3"},
		{"8/P7/8/8/8/8/8/k6K w - - 0 1", "a7a8q", "a8=Q+"}, // C-6
		{"8/P7/8/8/8/8/8/k6K w - - 0 1", "a7a8n", "a8=N"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1g1", "O-O"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1c1", "O-O-O"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "a1d1", "Rd1"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "h1h8", "Rh8+"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6"},
		{"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "a1a8", "Ra8+"},
		// Three queens reaching e4: file, rank and full-square disambiguation.
		{"7k/8/8/8/Q3Q3/8/8/K3Q3 w - - 0 1", "a4c4", "Qac4"},
		{"7k/8/8/8/Q3Q3/8/8/K3Q3 w - - 0 1", "e4e2", "Q4e2"},
		{"1k6/8/8/8/4Q2Q/8/8/K3Q3 w - - 0 1", "e4h1", "Qe4h1"},
		{"1k6/8/8/8/4Q2Q/8/8/K3Q3 w - - 0 1", "e1e3", "Q1e3"},
		// A pinned knight does not count for disambiguation.
		{"4k3/4r3/8/8/8/2N5/4N3/4K3 w - - 0 1", "c3d5", "Nd5"},
		{"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2", "d8h4", "Qh4#"},
		{"6k1/5ppp/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8#"},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(c.fen, err)
		}
		m, err := p.ParseUCI(c.uci)
		if err != nil {
			t.Fatal(c.fen, c.uci, err)
		}
		if got := p.SAN(m); got != c.san {
			t.Errorf("%s %s: SAN %q, want %q", c.fen, c.uci, got, c.san)
		}
	}
}

// TestSANReading checks the lenient spellings the reader allows (documented in doc.go).
func TestSANReading(t *testing.T) {
	promo := "8/P7/8/8/8/8/8/k6K w - - 0 1"
	castle := "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
	ep := "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"
	cases := []struct{ fen, in, uci string }{
		{StartFEN, "Nf3", "g1f3"}, {StartFEN, "Nf3+", "g1f3"}, {StartFEN, "Nf3#", "g1f3"},
		{StartFEN, "Ngf3", "g1f3"}, {StartFEN, "Ng1f3", "g1f3"}, {StartFEN, "Ng1-f3", "g1f3"},
		{StartFEN, "N1f3", "g1f3"}, {StartFEN, "Nf3!?", "g1f3"}, {StartFEN, "e4!!", "e2e4"},
		{StartFEN, "e2-e4", "e2e4"}, {StartFEN, "Pe4", "e2e4"}, {StartFEN, "e4?", "e2e4"},
		{castle, "O-O", "e1g1"}, {castle, "0-0", "e1g1"}, {castle, "O-O-O+", "e1c1"}, {castle, "0-0-0", "e1c1"},
		{promo, "a8=Q", "a7a8q"}, {promo, "a8Q", "a7a8q"}, {promo, "a8=Q+", "a7a8q"}, {promo, "a8(N)", "a7a8n"},
		{promo, "a8=q", "a7a8q"}, {promo, "a8/R", "a7a8r"},
		{ep, "exf6", "e5f6"}, {ep, "exf6 e.p.", "e5f6"}, {ep, "exf6e.p.", "e5f6"}, {ep, "ef6", "e5f6"},
		{ep, "e5xf6", "e5f6"},
	}
	for _, c := range cases {
		p, _ := ParseFEN(c.fen)
		m, err := p.ParseSAN(c.in)
		if err != nil || m.String() != c.uci {
			t.Errorf("%s: ParseSAN(%q) = %v, %v; want %s", c.fen, c.in, m, err, c.uci)
		}
	}
	bad := []struct{ fen, in string }{
		{StartFEN, "Nd2"}, {StartFEN, "e5"}, {StartFEN, "O-O"}, {StartFEN, "Kf2"},
		{promo, "a8"}, {promo, "a8=K"}, {promo, "Na8=Q"}, {StartFEN, ""}, {StartFEN, "xx"},
		{"7k/8/8/8/Q3Q3/8/8/K3Q3 w - - 0 1", "Qe2"}, // ambiguous
		{StartFEN, "Zf3"}, {StartFEN, "Nf9"}, {StartFEN, "Nabcf3"},
	}
	for _, c := range bad {
		p, _ := ParseFEN(c.fen)
		if m, err := p.ParseSAN(c.in); err == nil {
			t.Errorf("%s: ParseSAN(%q) accepted %v", c.fen, c.in, m)
		}
	}
}

// legalByFilter returns the legal moves found the slow way: the
// pseudo-legal moves after which the own king is not attacked, castling
// also neither out of check nor across or onto an attacked square.
func legalByFilter(p *Position) map[Move]bool {
	out := map[Move]bool{}
	us := p.side
	for _, m := range p.GeneratePseudoMoves(nil) {
		if m.Kind() == Castling {
			mid := (m.From() + m.To()) / 2
			if p.InCheck() || p.IsAttacked(mid, us.Other()) || p.IsAttacked(m.To(), us.Other()) {
				continue
			}
		}
		q := *p
		q.Make(m)
		if !q.IsAttacked(q.KingSquare(us), us.Other()) {
			out[m] = true
		}
	}
	return out
}

// TestLegalEqualsFilteredPseudo cross-checks the legal generator (pin and
// check masks) against the slow filter of pseudo-legal moves, along random
// playouts.
func TestLegalEqualsFilteredPseudo(t *testing.T) {
	fens := append(startFENs(),
		"4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", "8/8/5k2/8/3pP3/8/1B6/4K3 b - e3 0 1",
		"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1")
	rapid.Check(t, func(rt *rapid.T) {
		p, err := ParseFEN(rapid.SampledFrom(fens).Draw(rt, "fen"))
		if err != nil {
			rt.Fatal(err)
		}
		r := prng(rapid.Uint64().Draw(rt, "seed") | 1)
		for ply := rapid.IntRange(20, 300).Draw(rt, "plies"); ; ply-- {
			want := legalByFilter(&p)
			got := p.GenerateMoves(nil)
			if len(got) != len(want) {
				rt.Fatalf("%s: %d legal moves, the filter finds %d", p.FEN(), len(got), len(want))
			}
			for _, m := range got {
				if !want[m] {
					rt.Fatalf("%s: %v generated but not legal by the filter", p.FEN(), m)
				}
			}
			if len(got) == 0 || ply == 0 {
				return
			}
			p.Make(got[r.next()%uint64(len(got))])
		}
	})
}

// TestClonesShareNothingVisible: states cloned from one another at random
// points and played on in turns, each with its own random moves, always
// equal a state that replays its own moves from the start alone. Clones
// share their histories (append-only), so this is what could go wrong.
func TestClonesShareNothingVisible(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		states := []*State{Chess.NewState(StartPosition())}
		steps := rapid.IntRange(1, 400).Draw(rt, "steps")
		for range steps {
			i := rapid.IntRange(0, len(states)-1).Draw(rt, "state")
			s := states[i]
			if rapid.IntRange(0, 9).Draw(rt, "clone") == 0 {
				states = append(states, s.Copy())
				continue
			}
			legal := s.LegalMoves(nil)
			if len(legal) == 0 {
				continue
			}
			s.Apply(legal[rapid.IntRange(0, len(legal)-1).Draw(rt, "move")])
		}
		for i, s := range states {
			alone := Chess.NewState(StartPosition())
			for _, m := range s.Moves() {
				if err := alone.PlayMove(m); err != nil {
					rt.Fatalf("state %d: move %v of its history: %v", i, m, err)
				}
			}
			if alone.Position() != s.Position() || !slices.Equal(alone.keys, s.keys) ||
				alone.Outcome().Code != s.Outcome().Code || alone.Claimable() != s.Claimable() {
				rt.Fatalf("state %d differs from its own replay: %s (%d reps, %q) v %s (%d reps, %q)", i,
					s.Position(), s.Repetitions(), s.Outcome().Code, alone.Position(), alone.Repetitions(), alone.Outcome().Code)
			}
		}
	})
}
