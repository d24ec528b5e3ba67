package chess_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/chess"
)

// Read a PGN game, replay it under the rules, and print its moves in SAN
// and how it ended.
func Example() {
	const pgn = `[Event "Blackburne Shilling Gambit"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+
7. Be2 Nf3# 0-1`
	games, err := chess.ReadPGN(pgn)
	if err != nil {
		fmt.Println(err)
		return
	}
	g := games[0]
	s, err := g.Replay(nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	var sans []string
	for _, m := range g.Moves {
		sans = append(sans, m.SAN)
	}
	fmt.Println(strings.Join(sans, " "))
	fmt.Println(s.Result(), s.Outcome().Reason)
	fmt.Println(s.Position())
	// Output:
	// e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5 Qg5 Nxf7 Qxg2 Rf1 Qxe4+ Be2 Nf3#
	// 0-1 checkmate
	// r1b1kbnr/pppp1Npp/8/8/4q3/5n2/PPPPBP1P/RNBQKR2 w Qkq - 2 8
}

// The generic interface: the game from the registry, moves in UCI or SAN.
func Example_generic() {
	g, _ := board.Lookup("chess")
	s, _ := g.New(2)
	if err := board.Replay(s, "f3", "e7e5", "g4", "Qh4#"); err != nil {
		fmt.Println(err)
		return
	}
	o := s.Outcome()
	fmt.Println(o.Over, o.Winners, o.Reason)
	_, err := s.ParseMove("e2e4")
	fmt.Println(err)
	// Output:
	// true [1] checkmate
	// e2e4: the game is over
}

// Draw offers, claims and resignation are decisions of the generic
// interface too.
func Example_actions() {
	g, _ := board.Lookup("chess")
	s, _ := g.New(2)
	board.Replay(s, "e4 offer") // White plays e4 and offers a draw
	board.Replay(s, "accept")   // Black accepts
	fmt.Println(s.Outcome().Reason)

	s, _ = g.New(2)
	board.Replay(s, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")
	err := board.Replay(s, "claim")
	fmt.Println(err)
	board.Replay(s, "Ng8 claim") // the move brings the third occurrence
	fmt.Println(s.Outcome().Reason)
	// Output:
	// draw by agreement
	// claim: no draw to claim: the position has not occurred three times and the half-move clock is 7
	// threefold repetition
}

// The typed API: generate into a reused buffer, make and unmake.
func ExamplePosition_GenerateMoves() {
	p, _ := chess.ParseFEN("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2")
	buf := make([]chess.Move, 0, chess.MaxMoves)
	buf = p.GenerateMoves(buf[:0])
	for i, m := range buf {
		if i > 0 {
			fmt.Print(" ")
		}
		fmt.Print(p.SAN(m))
	}
	fmt.Println()
	u := p.Make(buf[0])
	fmt.Println(p.FEN())
	p.Unmake(buf[0], u)
	fmt.Println(p.FEN())
	// Output:
	// Ka4 Ka6 Kb6 b6
	// 4k3/8/8/1Pp4r/K7/8/8/8 b - - 1 2
	// 4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2
}

// Perft of Kiwipete (Chess Programming Wiki, "Perft Results").
func ExamplePosition_Perft() {
	p, _ := chess.ParseFEN("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
	for d := 1; d <= 3; d++ {
		fmt.Println(d, p.Perft(d))
	}
	// Output:
	// 1 48
	// 2 2039
	// 3 97862
}

// FEN errors say which field is wrong.
func ExampleParseFEN() {
	_, err := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1")
	fmt.Println(err)
	_, err = chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1")
	fmt.Println(err)
	// Output:
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1: castling: right K needs the white king on e1 and rook on h1
	// rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1: en passant: square e3 must be on rank 6 with white to move
}

// Stream the games of a large PGN file one at a time.
func ExamplePGNReader() {
	const file = `[Event "A"]

1. d4 d5 2. c4 {Queen's Gambit} 1/2-1/2

[Event "B"]

1. e4 c5 (1... e5 2. Nf3) 2. Nf3 *
`
	r := chess.NewPGNReader(strings.NewReader(file))
	for {
		g, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(g.TagValue("Event"), len(g.Moves), g.Result)
	}
	// Output:
	// A 3 1/2-1/2
	// B 3 *
}

// Write a game played through the API as PGN.
func ExampleState_PGN() {
	s := chess.Chess.NewState(chess.StartPosition())
	for _, san := range []string{"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7"} {
		t, _ := s.ParseTurn(san)
		s.PlayTurn(t)
	}
	fmt.Print(s.PGN(chess.Tag{Name: "Event", Value: "Scholar's mate"}))
	// Output:
	// [Event "Scholar's mate"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "?"]
	// [Black "?"]
	// [Result "1-0"]
	//
	// 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0
}

// A rule set of one's own, and options changed by name.
func ExampleNewGame() {
	club, err := chess.NewGame(board.Names{ID: "chess/club", Name: "Club chess"}, chess.Rules{AutoClaim: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := club.New(2)
	board.Replay(s, "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8")
	fmt.Println(s.Outcome().Code) // AutoClaim: the third occurrence ends the game

	g, _ := board.Configure(chess.Chess, "AutoClaim=true")
	fmt.Println(g.ID())
	// Output:
	// threefold-repetition
	// chess(AutoClaim=true)
}

// The variants are games of their own, on the same engine: here eating
// chess, where capturing is compulsory and the king is an ordinary piece.
func Example_eatingChess() {
	s := chess.EatingChess.NewState(chess.EatingChess.Start())
	for _, m := range []string{"e4", "d5"} {
		mv, _ := s.ParseMove(m)
		_ = s.Play(mv)
	}
	fmt.Println(s.Legal()) // White must take on d5
	g, _ := board.Configure(chess.EatingChess, "OptionalCapture=true")
	fmt.Println(g.ID())
	// Output:
	// [e4d5]
	// chess/eating(OptionalCapture=true)
}

// Double-move chess: the same seat moves twice, and PGN writes a turn's
// two moves with a comma.
func Example_doubleMoveChess() {
	s := chess.DoubleMoveChess.NewState(chess.DoubleMoveChess.Start())
	var seats []board.Player
	for _, m := range []string{"e4", "Nf3", "e5", "Nc6"} {
		seats = append(seats, s.ToMove())
		mv, _ := s.ParseMove(m)
		_ = s.Play(mv)
	}
	fmt.Println(seats)
	fmt.Println(strings.TrimSpace(strings.SplitN(s.PGN().String(), "\n\n", 2)[1]))
	// Output:
	// [0 0 1 1]
	// 1. e4,Nf3 e5,Nc6 *
}
