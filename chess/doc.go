// Package chess implements chess by the FIDE Laws of Chess (2023), the
// game the Czech compendium's chapter "Šachy" describes — a bitboard move
// generator fast enough for engines, the notations FEN, SAN, UCI and PGN,
// and the game "chess" of package board (the registered Chess) — and the
// chapter's five variants on the same engine: chess/chief, chess/ko,
// chess/double, chess/placement and chess/eating (see Variants).
//
// # Two APIs
//
// The typed API is for speed. A Position holds the placement on bitboards
// (magic bitboards for sliders; the magic numbers were found by a
// deterministic search, recorded in magics.go and checked at start-up),
// the side to move, castling rights, en-passant square, clocks and an
// incrementally updated Zobrist hash. GenerateMoves writes the legal moves
// into the caller's buffer; Make and Unmake play and take back a move.
// Generation is legal by construction: the checkers and the pinned pieces
// are found first, a check restricts the other pieces to capturing or
// blocking the checker, a pinned piece keeps to its pin line, the king
// avoids squares attacked with itself lifted off the board, and en passant
// — the one move that clears two squares of a line — is verified directly
// (so that an en-passant capture that would uncover a rook's attack on the
// king along the fifth rank is refused). None of
// this allocates; the benchmarks show 0 allocs/op. Perft counts the leaves
// of the move tree with bulk counting at the last ply, PerftFull without it.
// A typed State plays a game with every end rule: LegalMoves(buf),
// PlayMove (checked), Apply (unchecked, for playouts and search), Copy and
// Board, with the names board's typed-API vocabulary gives.
//
// The generic API is board.State, for programs that host any game. State
// keeps the history the rules need (repetitions), the outcome, a pending
// draw offer. Its moves are *Turn values that print as UCI ("e2e4",
// "e7e8q", "e1g1"); ParseMove reads UCI or SAN. The moves are interned:
// Legal, AppendLegal (board.Lister), Declarations and ParseMove hand out
// pointers into one read-only table, so that listing a position's moves
// allocates nothing and the same decision is always the same pointer (==
// compares moves, as the contract asks). Play takes such a move from any
// state (a move found on a Clone plays on the original), a Turn or Move
// value, or any board.Move whose String this state reads. The legal moves
// are generated once per move, when it is played, and serve Legal, the end
// rules and Play's check; Clone copies the state's fixed part and shares
// the append-only histories. Picture (board.Drawer) gives the board as
// data for front-ends, a move's Touches (board.Tracer) the squares it
// touches, Record (board.Recorder) the move as a game record writes it
// ("4." and "Qxf7#"), and View (board.Viewer) the board from either side.
//
// Besides moving, a player may declare (board.Declarer lists these; Legal
// does not, so that move counts, perft, random playouts and tree search see
// the game itself):
//
//	e2e4 offer   play the move and offer a draw (only the player who has
//	             just moved may offer: compendium and FIDE 9.1.2)
//	accept       accept the pending offer (any other move declines it)
//	claim        claim a draw by threefold repetition or the fifty-move rule
//	e2e4 claim   claim with an announced move after which the draw is due
//	resign       the side to move resigns
//
// The typed State methods OfferDraw, AcceptDraw, ClaimDraw, ClaimDrawWith,
// Resign, FlagFall (FIDE 6.9: a flag fall against a side that cannot
// possibly mate is a draw) and Adjudicate do the same. Position returns
// FEN; FEN cannot carry the history, so a state read back from it has
// forgotten earlier occurrences of its positions (a game drawn by fivefold
// repetition reads back as not over) and results by resignation,
// agreement, claim or flag.
//
// # Rule sets
//
// Rules holds the options: AutoClaim (adjudicate claimable draws at once,
// as bots want) and SeedHundredMoveExceptions (the compendium's pre-1992 rule,
// below). The zero Rules are the FIDE Laws; Chess is the registered game
// "chess" with them. NewGame(names, rules) makes a rule set of one's own,
// under any names; WithOptions (board.Configure) changes options by name,
// and the derived game's ID says what changed: "chess(AutoClaim=true)".
//
// # End of the game
//
// After every move, in this order: checkmate (the mated side
// loses), stalemate (draw), a dead position by material (draw: no pawns,
// rooks or queens, and either one knight against a bare king or bishops all
// on one square colour — this covers every case the compendium lists; blocked
// pawn chains are not detected), fivefold repetition and the seventy-five
// move rule (automatic draws). Threefold repetition and the fifty-move rule
// are claimed (Claimable, ClaimDraw), or adjudicated at once with the
// option AutoClaim. A position repeats when the same side is to move, the
// same pieces stand on the same squares, the castling rights are equal and
// the en-passant possibility is equal, where an en-passant square counts
// only when an en-passant capture is legal (FIDE 9.2.3, RepetitionKey).
//
// Outcome.Code names the end as python-chess's Termination does:
// "checkmate", "stalemate", "insufficient-material",
// "fivefold-repetition", "seventyfive-moves", "threefold-repetition" and
// "fifty-moves" (claimed, or with AutoClaim), "resign", "agreement",
// "timeout" (a flag fall, won or drawn) and "adjudicated".
//
// # Decisions
//
// Where the compendium and FIDE differ, the package follows FIDE, except where
// an option restores the compendium:
//
//   - The fifty-move rule counts moves with neither a capture nor a
//     pawn move (the compendium's "or" is a translation slip).
//   - The compendium's 100-move exceptions (abolished by FIDE in 1992) are the
//     option SeedHundredMoveExceptions: with exactly K+R v K+R+B or
//     K+R+P v K+B+P on the board the claim needs 100 moves. The
//     compendium cannot say what happens to the automatic
//     seventy-five-move rule, which did not exist when the exceptions did;
//     the package keeps FIDE's 25-move margin and draws at 125 moves.
//   - A draw may be offered only by the player who has just moved.
//   - Touch-move and clocks are over-the-board matters; the engine
//     receives whole moves and records flag falls and adjudications.
//   - An incorrect claim with a move (FIDE 9.4 would oblige the player to
//     play the move) is rejected and changes nothing; the caller may then
//     play the move.
//   - The full-move number and the half-move clock are capped at 999999
//     in FEN (see Notations): no game from the initial position gets
//     there, and neither count decides anything beyond.
//   - PGN games are bounded (MaxPGNMoves, MaxPGNText, MaxPGNDepth) so that
//     a reader's memory is bounded whatever its input; the bounds are far
//     above any real game.
//
// # Notations
//
// ParseFEN is strict about what the fields say and lenient about white
// space (fields are separated by any run of it, as python-chess and
// chess.js read FEN): exactly six fields, and every field checked — ranks
// of exactly eight squares, one king a side, no pawns on the first or last
// rank, at most 16 pieces and 8 pawns a side and no more promoted pieces
// than missing pawns, the side not to move not in check and at most two
// checkers (of two, one a bishop, rook or queen, since one check at least
// must have been discovered, and not both on one line through the king,
// which no single move gives), castling rights only with king and rook at
// home, an en-passant square only behind a pawn that can have just
// double-stepped (with a half-move clock of 0, and the side to move in
// check only if the double step gave the check: by the pawn or by a line
// it opened). Every error names the field and shows the text at fault. FEN
// writes the en-passant square after every double step, as the PGN
// standard says.
//
// Bounds: the counters are at most MaxFENCounter (999999), and FEN writes
// a larger count of the typed API as 999999, so that every position
// written reads back (the counts beyond decide nothing). Text longer than
// MaxFENLength (FEN) or MaxMoveLength (a move) is refused before any work.
//
// SAN output is canonical: minimal disambiguation among the legal moves
// (a pinned piece does not count), x, =Q, O-O, + and #. SAN input is
// lenient: with or without + and #, annotation glyphs, "e.p.", O-O or 0-0,
// e8=Q, e8Q or e8(Q), superfluous disambiguation, long algebraic with "-".
// UCI input also takes the king-takes-rook castling of Chess960 GUIs.
//
// PGNReader streams the games of a PGN file (tags, comments, NAGs and
// glyphs, nested variations, % escapes, results, "1. ... e5"; several
// games; a byte-order mark at the start is skipped); an error in one game
// (a *PGNError with the game's number, the line and the reason) skips to
// the next, and ReadPGN returns every good game with an error listing the
// bad ones. A game holds at most MaxPGNMoves moves, MaxPGNText bytes of
// tags and comments and variations MaxPGNDepth deep, so that a reader
// holds at most about 16 MB whatever its input. PGNGame.WriteTo writes
// export format (Seven Tag Roster, movetext wrapped before column 80),
// walking variations without recursion.
//
// # Perft and the generic contract
//
// Position.Perft is the standard perft of the published figures: draws by
// rule are ignored. State.Perft (board.Perfter, used by the rulebook
// command) is the same count, so that `rulebook perft` agrees with every
// other engine; it counts on through positions that end the game by an
// automatic draw (dead position, 75-move rule, fivefold repetition), where
// the generic walk over Legal stops. This is the one place the two walks may
// differ, as board.Perfter allows: in the dead position
// 8/8/8/8/8/2k5/2n5/K7 w - - 0 1 Legal is empty but Perft(1) is 2.
//
// # Variants
//
// The five variants of the compendium are configurations of this one
// engine, not copies of it (Rules.Variant picks one; each is a registered
// game): a Position carries the hooks of its rule set — which piece is
// royal for each side (the king, the chief, or none), compulsory capture,
// the promotion pieces, drops from the hands, two moves a turn — and the
// legal generator, Make and the end rules consult them. FIDE chess has no
// hooks, and its generator and Make pay one pointer test for them.
//
//   - chess/chief, Náčelník a bojovníci (Chief and warriors): White has
//     the full army; Black has one piece, the chief, an amazon (moves as a
//     queen or a knight; letter A/a, "Ad4", "Axe4"), which is royal: it
//     may not move to an attacked square and is checkmated like a king.
//     Start: 3a4/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1; White moves
//     first. Either side mated loses, stalemate draws, repetition and the
//     50/75-move rules as in chess, no dead-position rule (a lone amazon
//     mates). Options: ChiefSquare (any square of ranks 6–8, default d8),
//     NoPromotion (a warrior pawn may then not enter the last rank),
//     NoCastling, KingCapture (White's king is not royal: White may leave
//     it attacked and castle regardless of attacks, and the chief wins by
//     taking it, Outcome.Code "king-captured").
//   - chess/ko, K.O. šachy (Knock-out chess): chess's moves exactly; a
//     player without a legal move wins unless checkmated (Code
//     "no-moves"); only bare kings are a dead draw. Option MateAlsoWins:
//     the mated player wins too.
//   - chess/double, Double šachy (Double-move chess): a turn is two
//     legal moves by the same side (ToMove names the same seat twice);
//     White's first turn too (option BalancedStart: one move, as in
//     Marseillais chess). A first move that gives check ends the turn. A
//     player who cannot make his second move draws (Code
//     "no-second-move"); mate and stalemate are judged at the start of a
//     turn. En passant follows the Marseillais rule: the first move of a
//     turn may take any pawn that double-stepped in the opponent's last
//     turn (up to two targets) and still stands where it arrived, the
//     second move only if the first took en passant and another target is
//     left. Repetitions count only positions at the start of a turn, and
//     the fifty- and seventy-five-move rules count turns: 100 quiet turns
//     (50 each) are claimable, 150 end the game.
//   - chess/placement, Poziční šachy (Placement chess): the board starts
//     empty and each side holds its 16 pieces. The players drop one piece
//     a turn, White first, on an empty square where it attacks no enemy
//     piece and no enemy piece attacks it; pawns not on the first or last
//     rank; a second bishop on the colour the first does not stand on. A
//     player who holds pieces but has no legal drop loses (Code
//     "no-drop"). After the 32nd drop chess is played from the position,
//     White to move, move number 1, no castling (option CastlingIfHome:
//     the rights whose king and rook stand at home). Option PlacementOnly
//     ends the game as a draw when all is placed (Code
//     "placement-complete"). Drops are "N@e4" (UCI and SAN; a pawn is
//     "P@e4" in UCI, "@e4" in SAN, and both are read).
//   - chess/eating, Žravé šachy (Eating chess): no check; the king is an
//     ordinary piece that may be captured; capturing is compulsory (the
//     player chooses which capture); a pawn promotes only to a type its
//     side has fewer of than in the initial array (Q 1, R 2, B 2, N 2, K 1:
//     "a7a8k", "a8=K"), and without one it may not enter the last rank; no
//     castling; the player without a legal move wins (Code "no-moves");
//     repetition and the 50/75-move rules as in chess, no dead positions.
//     Options: OptionalCapture, Castling (chess castling without the tests
//     of attacked squares).
//
// Every option is set by name (board.Configure, `rulebook -option
// KingCapture=true`); an option of another variant is refused.
//
// Notation. FEN is chess's with each variant's additions: the chief is a;
// placement chess writes the hands in brackets after the placement, White's
// then Black's, each KQRBNP
// ("8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1"; read
// in any order, "[]" or none once all is placed); double-move chess writes
// up to two en-passant squares ("d6f6") and, between the two moves of a
// turn, a seventh field "2", followed by the square a double step of the
// first move passed over, if it made one ("2e3"). Game.ParseFEN reads a
// game's FEN with its checks (during placement: each side's board and
// hand are its sixteen pieces, no piece attacks an enemy, the side to move
// is the one that has placed no more). PGN writes and reads
// [Variant "Chief"|"KO"|"Double move"|"Placement"|"Eating"] (with SetUp
// and FEN where the start is not chess's array); double-move chess writes
// the two moves of a turn with a comma, "1. e4,Nf3 e5,Nc6", and a checking
// first move alone. Lichess's [Variant "Antichess"] files are read as
// eating chess; a game that promotes to a type its side still has (lichess
// allows it) is refused with that reason.
//
// Perft counts single moves as plies in every variant (a double-move
// turn is two plies, a drop one); Position.Perft and State.Perft
// (board.Perfter) are the same count. In chess/chief with KingCapture a
// position whose king has been taken has no moves.
//
// # Decisions for the variants
//
//   - Chief: the warriors are White and move first, the chief starts on
//     d8 (compendium: "a single queen"); promotion and castling stay (the
//     Maharajah rules are the options). With NoPromotion a pawn may not
//     step onto the last rank: the engine has one promotion rule (a set of
//     pieces), and an empty set means no such move, as in eating chess.
//     With KingCapture castling ignores attacks: the check rule is off for
//     White altogether.
//   - K.O.: the compendium's "it is not allowed to mate oneself" keeps
//     checkmate a loss.
//   - Double: the compendium's "if neither player can make the second move" is
//     read as the player who cannot. The compendium's FEN form between the two
//     moves of a turn (a seventh field "2") cannot say that the first move
//     double-stepped, which decides the opponent's en passant: the field
//     carries that square ("2e3"). The count of quiet turns cannot be
//     told from the half-move clock, which counts moves; a state read from
//     FEN takes half of it, and HistoryDependent reports a state whose
//     count differs. With BalancedStart, White's turns at move number 1
//     have one move.
//   - Placement: "who cannot place any more loses" applies to a player
//     who still holds pieces; the move number restarts at 1 when chess
//     begins.
//   - Eating: the capture obligation, the lost-type promotion and the
//     no-move win are the lichess antichess rules but for promotion,
//     where the compendium's rule is kept.
package chess
