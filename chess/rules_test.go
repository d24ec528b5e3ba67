package chess

import (
	"encoding"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// uciList returns the sorted UCI strings of the legal moves.
func uciList(p *Position) []string {
	var out []string
	for _, m := range p.GenerateMoves(nil) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// TestEnPassantCases: en passant along a pin line and as the answer to
// a pawn's check.
func TestEnPassantCases(t *testing.T) {
	cases := []struct {
		id, fen string
		count   int
		has     []string
	}{
		// A pinned pawn may capture en passant along its pin diagonal.
		{id: "ep along the pin", fen: "4k3/8/8/3pP3/8/8/8/K5b1 w - d6 0 1", has: []string{"e5d6"}, count: 5},
		// The ep capture of the checking pawn is the only non-king answer.
		{id: "ep answers check", fen: "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", has: []string{"e4d3", "c5d4"}, count: 9},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		got := uciList(&p)
		assert.Len(t, got, c.count, "%s: %v", c.id, got)
		for _, h := range c.has {
			assert.Contains(t, got, h, c.id)
		}
	}
}

func TestOutcomes(t *testing.T) {
	g := Chess
	cases := []struct {
		fen, reason string
		winner      board.Player // Nobody: draw; Chance: not over
	}{
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate", board.Nobody},
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "checkmate", 1},
		{"8/8/8/4k3/8/8/2B5/4K3 b - - 0 1", "insufficient material", board.Nobody},
		{"8/8/6b1/4k3/8/8/2B5/4K3 w - - 0 1", "insufficient material", board.Nobody},
		{"8/6b1/8/4k3/8/8/2B5/4K3 w - - 0 1", "", board.Chance},
		{"8/8/8/4k3/8/8/2N5/4K3 b - - 0 1", "insufficient material", board.Nobody},
		{"8/8/8/4k3/8/8/2NN4/4K3 b - - 0 1", "", board.Chance},
		{"8/8/8/4k3/8/8/8/4K3 w - - 0 1", "insufficient material", board.Nobody},
		{"8/8/8/4k3/8/8/4P3/4K3 w - - 149 100", "", board.Chance},
		{"8/8/8/4k3/8/8/4P3/4K3 w - - 150 100", "seventy-five-move rule", board.Nobody},
		// Mate on the 150th half-move stands (mate is checked first).
		{"7k/6Q1/6K1/8/8/8/8/8 b - - 150 100", "checkmate", 0},
	}
	for _, c := range cases {
		s, err := g.Parse(c.fen)
		require.NoError(t, err, c.fen)
		o := s.Outcome()
		if c.winner == board.Chance {
			assert.False(t, o.Over, c.fen)
			continue
		}
		assert.True(t, o.Over, c.fen)
		assert.Equal(t, c.reason, o.Reason, c.fen)
		assert.Equal(t, board.Nobody, s.ToMove())
		assert.Empty(t, s.Legal())
		if c.winner == board.Nobody {
			assert.True(t, o.Draw(), c.fen)
		} else {
			assert.Equal(t, []board.Player{c.winner}, o.Winners, c.fen)
		}
	}
}

// TestEnPassantRepetition: an en-passant square counts for repetition only
// when the capture is legal (FIDE 9.2.3).
func TestEnPassantRepetition(t *testing.T) {
	// After 1.e4 no black pawn can take: the position after 1.e4 Nf6 2.Nf3 Ng8
	// 3.Ng1 Nf6 ... equals the one after 1.e4 Nf6 with no e.p. square.
	p, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	q, _ := ParseFEN("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	assert.Equal(t, q.RepetitionKey(), p.RepetitionKey())
	// With a black pawn on d4 the capture is legal and the square counts.
	p, _ = ParseFEN("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
	q, _ = ParseFEN("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
	assert.NotEqual(t, q.RepetitionKey(), p.RepetitionKey())
	// Pseudo-legal but illegal (pinned pawn): the square does not count.
	p, _ = ParseFEN("8/8/5k2/8/3pP3/8/1B6/4K3 b - e3 0 1")
	assert.NotEqual(t, p.Hash(), p.RepetitionKey())
	p, _ = ParseFEN("8/8/8/8/k2pP2R/8/8/3K4 b - e3 0 1")
	assert.NotEqual(t, p.Hash(), p.RepetitionKey(), "rank pin: e.p. illegal")
}

func TestFiftyMoveRule(t *testing.T) {
	g := Chess
	s, _ := g.Parse("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80")
	st := s.(*State)
	assert.Equal(t, "", st.Claimable())
	err := st.ClaimDraw()
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	bp := st.Board()
	m, _ := bp.ParseUCI("a1a2")
	require.NoError(t, st.ClaimDrawWith(m))
	assert.Equal(t, "fifty-move rule", st.Outcome().Reason)

	// The seed option: K+R v K+R+B needs 100 moves.
	fen := "4k3/8/8/8/8/8/3rb3/R3K3 w - - 120 80"
	s, _ = g.Parse(fen)
	assert.Equal(t, "fifty-move rule", s.(*State).Claimable())
	s, _ = gameWith(Rules{SeedHundredMoveExceptions: true}).Parse(fen)
	assert.Equal(t, "", s.(*State).Claimable())
	assert.False(t, s.Outcome().Over, "automatic limit is 250 half-moves with the option")
	s, _ = gameWith(Rules{SeedHundredMoveExceptions: true}).Parse("4k3/8/8/8/8/8/3rb3/R3K3 w - - 200 80")
	assert.Equal(t, "hundred-move rule", s.(*State).Claimable())
}

func TestActions(t *testing.T) {
	g := Chess
	st, _ := g.New(2)
	s := st.(*State)
	_, err := s.ParseMove("accept")
	assert.ErrorIs(t, err, board.ErrIllegalMove, "no offer yet")
	require.NoError(t, board.Replay(s, "e4 offer"))
	assert.True(t, s.DrawOffered())
	c := s.Clone()
	require.NoError(t, board.Replay(c, "accept"))
	assert.Equal(t, "draw by agreement", c.Outcome().Reason)
	require.NoError(t, board.Replay(s, "e5")) // declines
	assert.False(t, s.DrawOffered())
	require.NoError(t, board.Replay(s, "resign"))
	o := s.Outcome()
	assert.Equal(t, "resignation", o.Reason)
	assert.Equal(t, []board.Player{1}, o.Winners, "White resigned")
	assert.Equal(t, "0-1", s.Result())

	st, _ = g.Parse("8/8/8/4k3/8/8/8/3QK3 w - - 0 1")
	require.NoError(t, st.(*State).FlagFall(Black))
	assert.Equal(t, []board.Player{0}, st.Outcome().Winners)
	st, _ = g.Parse("8/8/8/4k3/8/8/8/3QK3 w - - 0 1")
	require.NoError(t, st.(*State).FlagFall(White))
	assert.True(t, st.Outcome().Draw(), "a bare king cannot mate")
}

func TestCanStillMate(t *testing.T) {
	cases := []struct {
		fen          string
		white, black bool
	}{
		{"8/8/8/4k3/8/8/8/3QK3 w - - 0 1", true, false},
		{"8/8/8/4k3/8/8/8/3NK3 w - - 0 1", false, false},
		{"8/8/8/4k3/8/8/3p4/3NK3 w - - 0 1", true, true},
		{"8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", true, false},
		{"8/8/8/4k3/8/8/8/2BBK3 w - - 0 1", true, false},
		{"8/8/4k3/8/8/8/8/B1B1K3 w - - 0 1", false, false},
	}
	for _, c := range cases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		assert.Equal(t, c.white, p.CanStillMate(White), c.fen)
		assert.Equal(t, c.black, p.CanStillMate(Black), c.fen)
	}
}

func TestIllegalReasons(t *testing.T) {
	p := StartPosition()
	cases := map[string]string{
		"e3e4": "no piece on e3",
		"e7e5": "black's",
		"e2e5": "cannot move to e5",
		"g1g3": "cannot move to g3",
		"0000": "null move",
		"Nf6":  "no legal knight move to f6",
	}
	for in, want := range cases {
		_, err := p.ParseMove(in)
		require.Error(t, err, in)
		assert.True(t, errors.Is(err, board.ErrIllegalMove), in)
		assert.Contains(t, err.Error(), want, in)
	}
	q, _ := ParseFEN("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
	_, err := q.ParseMove("e1f2")
	assert.ErrorIs(t, err, board.ErrIllegalMove)
	assert.Contains(t, err.Error(), "check")
}

func TestParseTurn(t *testing.T) {
	g := Chess
	st, _ := g.Parse("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
	s := st.(*State)
	cases := map[string]string{
		"exf6 e.p.":       "e5f6",
		"exf6 e.p. offer": "e5f6 offer",
		"e5f6 offer":      "e5f6 offer",
		"Nf3":             "g1f3",
		"resign":          "resign",
	}
	for in, want := range cases {
		m, err := s.ParseMove(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, m.String(), in)
		}
	}
	for _, in := range []string{"offer", "claim", "accept", "e5f6 junk", "Nf3 offer offer", "resign now"} {
		_, err := s.ParseMove(in)
		assert.Error(t, err, in)
	}
}

// TestCloneIndependent: playing on a clone leaves the original alone.
func TestCloneIndependent(t *testing.T) {
	g := Chess
	st, _ := g.New(2)
	require.NoError(t, board.Replay(st, "e4", "e5", "Nf3"))
	c := st.Clone()
	require.NoError(t, board.Replay(c, "Nc6", "Bb5", "a6", "resign"))
	assert.Equal(t, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", st.Position())
	assert.False(t, st.Outcome().Over)
	assert.Len(t, st.(*State).Moves(), 3)
	assert.Len(t, c.(*State).Moves(), 6)
}

// TestLegalAllocations: the generic Legal costs one allocation (its
// slice), whatever the number of moves, and AppendLegal into a buffer
// with room, Play of a listed move and Clone none beyond the clone itself.
func TestLegalAllocations(t *testing.T) {
	st, _ := Chess.Parse(perftCases[1].fen)
	if a := testing.AllocsPerRun(100, func() { st.Legal() }); a > 1 {
		t.Errorf("Legal allocates %v times", a)
	}
	buf := make([]board.Move, 0, MaxMoves)
	if a := testing.AllocsPerRun(100, func() { buf = st.(board.Lister).AppendLegal(buf[:0]) }); a != 0 {
		t.Errorf("AppendLegal allocates %v times", a)
	}
	if a := testing.AllocsPerRun(100, func() { st.Clone() }); a > 1 {
		t.Errorf("Clone allocates %v times", a)
	}
	c := st.Clone()
	m := buf[0]
	c.Play(m) // the first move after a clone copies the shared histories
	c = c.Clone()
	next := c.Legal()[0]
	if a := testing.AllocsPerRun(1, func() {
		d := c.Clone()
		d.Play(next)
	}); a > 4 {
		t.Errorf("Clone and Play allocate %v times", a)
	}
}

func TestChecksAndPins(t *testing.T) {
	// White king e1; black rook e8 pins the knight e2 (file), bishop a5
	// pins the pawn d2 (diagonal); knight f3 gives check.
	p, err := ParseFEN("4r1k1/8/8/b7/8/5n2/3PN3/4K3 w - - 0 1")
	require.NoError(t, err)
	assert.Equal(t, bb(MakeSquare(3, 1))|bb(MakeSquare(4, 1)), p.Pinned())
	assert.Equal(t, bb(MakeSquare(5, 2)), p.Checkers())
	assert.True(t, p.InCheck())
	// Pinned pieces cannot capture the checker; only king moves remain.
	for _, m := range p.GenerateMoves(nil) {
		assert.Equal(t, p.KingSquare(White), m.From(), m.String())
	}
}

// TestZeroAndBadValues: the zero Position and moves that are not legal do
// not panic the read-only methods.
func TestZeroAndBadValues(t *testing.T) {
	var z Position
	assert.Equal(t, 0, z.CountMoves())
	assert.Empty(t, z.GenerateMoves(nil))
	assert.Equal(t, "8/8/8/8/8/8/8/8 w - a1 0 0", z.FEN())
	p := StartPosition()
	for _, m := range []Move{NullMove, NewMove(E1, G1, Castling, 0), NewMove(A1, A8, Promotion, King), Move(0xFFFFFFFF)} {
		assert.Equal(t, m.String(), p.SAN(m), "an illegal move has no SAN")
	}
	assert.Equal(t, StartFEN, p.FEN())
	// Absurd depths neither panic nor allocate absurdly: a mated side has
	// no moves at any depth.
	mated, _ := ParseFEN("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
	assert.Equal(t, uint64(0), mated.Perft(1<<40))
	assert.Equal(t, uint64(0), mated.PerftFull(1<<40))
	assert.Equal(t, uint64(1), mated.Perft(-3))
	st := Chess.NewState(mated)
	assert.Equal(t, uint64(0), st.Perft(1<<40))
}

// TestStatePerftIsStandardPerft: the generic state's Perft counts as engines
// do, on through a dead position that ends the game. White Ka1 is in check
// from the knight c2; a2 and b1 are safe, b2 is next to the black king.
func TestStatePerftIsStandardPerft(t *testing.T) {
	dead, err := ParseFEN("8/8/8/8/8/2k5/2n5/K7 w - - 0 1")
	require.NoError(t, err)
	st := Chess.NewState(dead)
	require.True(t, st.Outcome().Over, "K v K+N is a dead position")
	assert.Empty(t, st.Legal())
	assert.Equal(t, uint64(2), st.Perft(1))
	assert.Equal(t, dead.Perft(3), st.Perft(3))
}

func TestMatePredicates(t *testing.T) {
	cases := []struct {
		fen        string
		mate, stal bool
	}{
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, true},
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", true, false},
		{StartFEN, false, false},
	}
	for _, c := range cases {
		p, _ := ParseFEN(c.fen)
		assert.Equal(t, c.mate, p.IsCheckmate(), c.fen)
		assert.Equal(t, c.stal, p.IsStalemate(), c.fen)
	}
	p, _ := ParseFEN("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3")
	for uci, want := range map[string]bool{"e5f6": true, "e5d6": false, "e5e6": false, "g1f3": false} {
		m, err := p.ParseUCI(uci)
		if uci == "e5d6" {
			assert.Error(t, err, "d6 is not the e.p. square")
			continue
		}
		require.NoError(t, err)
		assert.Equal(t, want, p.IsCapture(m), uci)
	}
}

// TestGenericMoves follows the contract's answers (package board's doc):
// a move found on a clone plays on the original, a foreign Move is read by
// its String, equal moves are equal values that marshal as their text,
// and every Play after the end is ErrGameOver.
func TestGenericMoves(t *testing.T) {
	st, _ := Chess.New(2)
	c := st.Clone()
	m := c.Legal()[0]
	require.NoError(t, st.Play(m), "a move of a clone plays on the original")
	require.Error(t, st.Play(m), "and is then no longer legal")

	st, _ = Chess.New(2)
	require.NoError(t, st.Play(foreignMove("e4")), "SAN text of another type")
	require.NoError(t, st.Play(foreignMove("e7e5")), "UCI text of another type")
	parsed, err := st.ParseMove("Nf3")
	require.NoError(t, err)
	listed := st.Legal()
	var same board.Move
	for _, l := range listed {
		if l.String() == "g1f3" {
			same = l
		}
	}
	assert.True(t, parsed == same, "ParseMove and Legal give equal moves")
	text, err := parsed.(encoding.TextMarshaler).MarshalText()
	require.NoError(t, err)
	assert.Equal(t, "g1f3", string(text))
	offer1, _ := st.ParseMove("Nf3 offer")
	offer2, _ := st.ParseMove("g1f3 offer")
	assert.True(t, offer1 == offer2, "declarations are interned too")
	assert.False(t, offer1 == parsed)

	require.NoError(t, board.Replay(st, "resign"))
	for _, m := range []board.Move{same, foreignMove("Nf3"), Turn{}, NewTurn(NullMove, ActResign)} {
		assert.ErrorIs(t, st.Play(m), board.ErrGameOver, "%v", m)
	}
}

// foreignMove is a board.Move of a client's own type.
type foreignMove string

func (m foreignMove) String() string { return string(m) }

// TestAmbiguousSAN: a SAN that fits several moves wraps board.ErrAmbiguous
// (an ErrBadNotation) and lists every candidate; with three queens that
// reach one square (a published test of SAN disambiguation) all three.
func TestAmbiguousSAN(t *testing.T) {
	p, err := ParseFEN("1k6/8/8/8/Q6Q/8/8/Q6K w - - 0 1")
	require.NoError(t, err)
	_, err = p.ParseSAN("Qd4")
	assert.ErrorIs(t, err, board.ErrAmbiguous)
	assert.ErrorIs(t, err, board.ErrBadNotation)
	assert.Contains(t, err.Error(), "Qd4: ambiguous: it could be ")
	for _, san := range []string{"Qa4d4", "Qhd4", "Q1d4"} {
		assert.Contains(t, err.Error(), san)
	}
	_, err = p.ParseSAN("Qa4d4")
	assert.NoError(t, err, "the full origin settles it")
}

// TestOutcomeCodes: every end of a chess game has its code.
func TestOutcomeCodes(t *testing.T) {
	for _, c := range []struct{ fen, moves, code string }{
		{"rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", "", board.CodeCheckmate},
		{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", board.CodeStalemate},
		{"8/8/8/4k3/8/8/2B5/4K3 b - - 0 1", "", CodeInsufficientMaterial},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 149 90", "a1a2", CodeSeventyFiveMoves},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 99 90", "a1a2 claim", CodeFiftyMoves},
		{StartFEN, "resign", board.CodeResign},
		{StartFEN, "e4 offer|accept", board.CodeAgreement},
		{StartFEN, "Nf3|Nf6|Ng1|Ng8|Nf3|Nf6|Ng1|Ng8 claim", CodeThreefoldRepetition},
		{StartFEN, "Nf3|Nf6|Ng1|Ng8|Nf3|Nf6|Ng1|Ng8|Nf3|Nf6|Ng1|Ng8|Nf3|Nf6|Ng1|Ng8", CodeFivefoldRepetition},
	} {
		st, err := Chess.Parse(c.fen)
		require.NoError(t, err)
		if c.moves != "" {
			require.NoError(t, board.Replay(st, strings.Split(c.moves, "|")...), c.code)
		}
		assert.Equal(t, c.code, st.Outcome().Code, "%s %s", c.fen, c.moves)
	}
}

// TestDeclarations lists what a player may declare besides moving, none
// of it in Legal.
func TestDeclarations(t *testing.T) {
	st := Chess.NewState(StartPosition())
	d := st.Declarations()
	assert.Equal(t, "resign", d[0].String())
	assert.Len(t, d, 1+20, "resign, and an offer with each of the 20 moves")
	require.NoError(t, board.Replay(st, "e4 offer"))
	names := map[string]bool{}
	for _, m := range st.Declarations() {
		names[m.String()] = true
	}
	assert.True(t, names["accept"] && names["resign"] && names["e7e5 offer"])
	assert.False(t, names["claim"])
	require.NoError(t, board.Replay(st, "Nf6", "Nf3", "Ng8", "Ng1", "Nf6", "Nf3", "Ng8"))
	names = map[string]bool{}
	for _, m := range st.Declarations() {
		names[m.String()] = true
	}
	assert.True(t, names["f3g1 claim"], "Ng1 brings the third occurrence")
	assert.False(t, names["claim"])

	// A hundred half-moves without a capture or a pawn move make the draw
	// claimable now (FIDE 9.3); the claim alone is "claim", in chess and in
	// the drop variants, whose turn table puts the drop P@a1 where the null
	// move's index falls.
	for _, g := range []*Game{Chess, EatingChess, PlacementChess} {
		st, err := g.Parse("4k3/8/8/8/8/8/8/4K2R w - - 100 80")
		require.NoError(t, err, g.ID())
		names = map[string]bool{}
		for _, m := range st.(*State).Declarations() {
			names[m.String()] = true
		}
		assert.True(t, names["claim"], "%s: %v", g.ID(), names)
		assert.False(t, names["P@a1 claim"], g.ID())
	}
}

// TestEnumStrings: every exported enumeration prints as a word.
func TestEnumStrings(t *testing.T) {
	assert.Equal(t, "white", White.String())
	assert.Equal(t, "knight", Knight.String())
	assert.Equal(t, "none", NoPieceType.String())
	assert.Equal(t, "black queen", MakePiece(Black, Queen).String())
	assert.Equal(t, "empty", NoPiece.String())
	assert.Equal(t, "en-passant", EnPassant.String())
	assert.Equal(t, "castling", Castling.String())
	assert.Equal(t, "offer", ActOffer.String())
	assert.Equal(t, "KQk", (WhiteKingside | WhiteQueenside | BlackKingside).String())
	assert.Equal(t, "e4", MakeSquare(4, 3).String())
	assert.Equal(t, "-", NoSquare.String())
}

// TestWordIsNotAPromotion is the chess part of issue 10 item 27: "hello"
// is not a move, not a bad promotion.
func TestWordIsNotAPromotion(t *testing.T) {
	p := StartPosition()
	_, err := p.ParseMove("hello")
	require.ErrorIs(t, err, board.ErrBadNotation)
	assert.Contains(t, err.Error(), "does not end with a destination square")
	_, err = p.ParseMove("e8K")
	assert.Contains(t, err.Error(), "promotion must be to Q, R, B or N")
}

// TestPicture: the board as data, and the squares moves touch.
func TestPicture(t *testing.T) {
	st, err := Chess.Parse("4k3/8/8/1Pp5/8/8/8/4K2R w K c6 0 2")
	require.NoError(t, err)
	pic := st.(board.Drawer).Picture()
	require.Len(t, pic.Cells, 64)
	a1, _ := pic.Cell("a1")
	assert.Equal(t, board.DarkSquare, a1.Shape, "a1 is dark")
	h1, _ := pic.Cell("h1")
	assert.Equal(t, board.LightSquare, h1.Shape)
	assert.Equal(t, [2]float64{7.5, 7.5}, [2]float64{h1.X, h1.Y}, "rank 1 at the bottom")
	assert.Equal(t, []board.Piece{{Seat: 0, Kind: "R", Count: 1}}, h1.Pieces)
	e8, _ := pic.Cell("e8")
	assert.Equal(t, []board.Piece{{Seat: 1, Kind: "K", Count: 1}}, e8.Pieces)
	assert.Equal(t, []int{3, 2}, pic.PieceCount(2))
	touches := map[string][]board.Touch{}
	for _, m := range st.Legal() {
		touches[m.String()] = m.(board.Tracer).Touches()
	}
	assert.Equal(t, []board.Touch{{Cell: "b5", Role: board.From}, {Cell: "c6", Role: board.To}, {Cell: "c5", Role: board.Capture}}, touches["b5c6"])
	assert.Equal(t, []board.Touch{{Cell: "e1", Role: board.From}, {Cell: "g1", Role: board.To}, {Cell: "h1", Role: board.From}, {Cell: "f1", Role: board.To}}, touches["e1g1"])
}

// TestRecord: a decision as a game record writes it, numbered, in SAN
// that reads back (the scholar's mate, 1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6
// 4. Qxf7#).
func TestRecord(t *testing.T) {
	st := Chess.NewState(StartPosition())
	var got []string
	for _, uci := range strings.Fields("e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7") {
		m, err := st.ParseMove(uci)
		require.NoError(t, err)
		number, text := st.Record(m)
		back, err := st.ParseMove(text)
		require.NoError(t, err)
		assert.True(t, back == m, "%s reads back", text)
		got = append(got, number+" "+text)
		require.NoError(t, st.Play(m))
	}
	assert.Equal(t, []string{"1. e4", "1... e5", "2. Bc4", "2... Nc6", "3. Qh5", "3... Nf6", "4. Qxf7#"}, got)

	st = Chess.NewState(StartPosition())
	offer, _ := st.ParseMove("e4 offer")
	n, text := st.Record(offer)
	assert.Equal(t, "1. e4 offer", n+" "+text)
	n, text = st.Record(resignTurn)
	assert.Equal(t, " resign", n+" "+text)
}

// TestView: Black sees the board from the eighth rank.
func TestView(t *testing.T) {
	st := Chess.NewState(StartPosition())
	white, black := st.View(0), st.View(1)
	assert.Equal(t, st.String(), white)
	assert.True(t, strings.HasPrefix(white, "8 r n b q k b n r\n"), white)
	assert.True(t, strings.HasPrefix(black, "1 R N B K Q B N R\n"), black)
	assert.Contains(t, black, "  h g f e d c b a\n")
}
