// Package draughts implements draughts (checkers) and the other games of
// the draughts board in the compendium (its pp. 5–7 and 10–11), as one
// engine driven by a Rules value, with PDN positions and game files.
//
// Importing the package registers every rule set with package board:
//
//	import _ "github.com/rulebook-go/rulebook/draughts"
//
//	g, _ := board.Lookup("draughts/czech")
//
// # Rule sets
//
// Each named game is an exported *Game with its Rules fixed:
//
//	ID                      name (Czech)                    board            first  notation
//	draughts/dama           Draughts (Dáma)                 8×8 dark, 12     White  algebraic
//	draughts/czech          Czech draughts (Česká dáma)     8×8 dark, 12     White  algebraic
//	draughts/english        English draughts (Anglická)     8×8 dark, 12     Black  numeric 1–32
//	draughts/international  International (Polská dáma)     10×10 dark, 20   White  numeric 1–50
//	draughts/brazilian      Brazilian draughts              8×8 dark, 12     White  numeric 1–32
//	draughts/old-german     Old German (Staroněmecká dáma)  8×8 all, 16      White  algebraic
//	draughts/contract       Contract-Checkers               8×8 all, 12+2    White  algebraic
//	draughts/turkish        Turkish draughts (Turecká dáma) 8×8 all, 16      White  algebraic
//	draughts/giveaway       Giveaway (Žravá dáma)           8×8 dark, 12     White  algebraic
//	draughts/corner         Corner draughts (Rohová dáma)   8×8 all, 9       Black  algebraic
//	draughts/blockade       Blockade (Blokáda)              8×8 dark, 12     White  algebraic
//	draughts/wolf-sheep     Wolf and sheep (Vlk a ovečky)   8×8 dark, 4+1    wolf   algebraic
//	draughts/pyramids       Pyramids (Pyramidy)             8×8 dark, 10     White  algebraic
//	draughts/toads-frogs    Toads and frogs (Žáby a ropuchy) 1×8, 3          White  algebraic
//	draughts/walling        Walling in (Zazdívání)          8×8 dark, 8      White  algebraic
//	draughts/leap           Leap draughts (Skákací dáma)    16×16 dark, 16   White  algebraic
//	draughts/catch-the-man  Catch the man (Chyťte muže)     8×8 all, 20      White  algebraic
//
// Men, kings, capture precedence and draw rules per game:
//
//   - dama: men step and capture diagonally forward; short kings; capture
//     compulsory with free choice; a man crowned mid-capture ends the move;
//     draws by threefold repetition, 40 moves each without capture or man
//     move, one king each. With the option FlyingKings, kings fly and
//     land on any empty square behind the piece taken, as in czech.
//   - czech: as dama with flying kings and king priority (if a king can
//     capture, a king must); a king may end its capture on any empty square
//     behind the last piece taken; a man is crowned only
//     where its move ends; draw after 15 moves each with only king moves.
//   - english: as dama, Black first; no lone-kings draw.
//   - international (FMJD): 10×10; men capture backward too; flying kings;
//     the sequence taking the most pieces is compulsory (kings count one);
//     crowning only where the move ends; draws: repetition, 25 king moves
//     each, the FMJD 16- and 5-move endgame rules.
//   - brazilian: international rules on 8×8 (the cross-check rule set).
//   - old-german: all 64 squares, 16 men on two rows; men step diagonally
//     forward and capture forward, diagonally forward and sideways; maximum
//     capture; kings step and capture short in eight directions.
//   - contract: old-german with 12 men on the board and 2 in reserve,
//     dropped ("@d1", "@e8") on the owner's entry square instead of a move,
//     never when a capture is due.
//   - turkish: men move and capture forward and sideways; flying
//     orthogonal kings; maximum capture; captured pieces leave at once; no
//     180° turn within a sequence; draw when each side has one piece.
//   - giveaway: dama, but the player who cannot move wins.
//   - corner: stones step one square in five forward and sideways
//     directions or chain optional jumps over enemy stones (nothing is
//     captured); fill the opponent's corner to win; a blocked player passes.
//   - blockade: stones step diagonally either way; enclosed stones are
//     removed (the enemy's first, then the mover's); losing every stone
//     loses; blocked players pass.
//   - wolf-sheep: the wolf (Black's single king) is placed first ("@d8"),
//     then moves; sheep step diagonally forward; sheep win by blocking the
//     wolf, the wolf by reaching rank 1 or blocking the sheep.
//   - pyramids: White (at the top) and Black build their pyramid on the
//     opponent's starting squares with steps and chains of optional jumps
//     over any stones.
//   - toads-frogs: one column; steps and single jumps over an enemy stone,
//     backward only when no forward move exists; occupy the opponent's
//     squares.
//   - walling: stones step diagonally forward only; enclosed stones are
//     removed; a player without a move loses.
//   - leap: dama on the 16×16 halma board; men may also hop, in optional
//     chains, diagonally forward over their own pieces when no capture is
//     due.
//   - catch-the-man: rook moves without jumping; a moving piece that
//     brackets runs of enemy pieces against its own piece along a rank or
//     file turns them to its colour.
//
// Every rule option of the family is a field of Rules, so programs
// build their own rule sets with NewGame(names, rules); (*Game).Rules
// returns the rules in force. The zero Rules has no board: NewGame
// rejects it, saying so. The options with a rule tag are set by name with
// board.Configure ("FlyingKings=true", "ManCaptures=FR+BR+BL+FL",
// "Precedence=MaxPieces"; direction sets join F FR R BR B BL L FL with +),
// and the derived game's ID lists what changed:
// "draughts/dama(FlyingKings=true)". Info lists every option with its
// type, default and accepted values.
//
// Picture (board.Drawer) gives the board as data for front-ends, one cell
// per square played on, named as the notation names it; a move's Touches
// (board.Tracer) its start, landings, end and the pieces it takes.
//
// Besides moving, a player may declare (board.Declarer lists these; Legal
// does not, so that perft, random playouts and search see the game
// itself), as chess writes it:
//
//	11-15 offer  play the move and offer a draw (only the player who has
//	             just moved may offer)
//	accept       accept the pending offer (any other move declines it)
//	resign       the side to move resigns
//
// Position cannot carry a result by resignation or agreement, nor a
// pending offer: HistoryDependent reports the first.
//
// A game ends with Outcome.Code "resign", "agreement", "no-moves" (the
// player to move has none: he loses, or wins in giveaway), "blocked" (both
// players blocked), "repetition", "move-limit" (a no-progress or no-capture
// count ran out), or one of the family's codes: "endgame-limit" (FMJD 16/5
// moves), "lone-kings", "one-piece-each", "occupied" (the opponent's
// starting squares filled), "breakthrough" (the wolf on rank 1),
// "no-pieces".
//
// Moves are Notated values and declarations Declaration values: comparable
// (== exactly when the same decision of the same rule set),
// encoding.TextMarshaler with their notation. Play takes either of the
// same game without reading it and any other Move by its String; a nil Move or one whose String panics is refused
// with board.ErrBadNotation, and after the end every move gets
// board.ErrGameOver. A short form that fits several captures wraps
// board.ErrAmbiguous and lists them.
//
// # Notation
//
// Moves: steps "c3-d4" or "11-15"; captures and non-capturing jumps list
// the start and every landing square, "c3xe5xg7", "26x17x10"; drops
// "@d1"; a forced pass "pass". A capture is identified by its start, end,
// captured set and crowning; sequences with the same identity are one move,
// written with the smallest path. Two captures with the
// same start and end but different pieces taken are different moves, and
// their paths tell them apart. Reading accepts the canonical text, any
// full path of a merged capture, ":" for "x", and any shorter form that
// keeps the start and end ("46x19") when it names one move only.
// Numbered boards also read algebraic squares and algebraic boards of the
// dark-square family read square numbers.
//
// Positions are PDN FEN: "W:W21,22,K30:B1,2,3", with ranges "B:W21-32:B1-12"
// on numbered boards and algebraic squares elsewhere ("W:Wa3,Kc1:Bb8"),
// then extra fields, each written only when it is not zero:
//
//	R<w>,<b>  men in reserve (always written for games with reserves; in
//	          wolf-sheep "R0,1" means the wolf is still to be placed)
//	P<n>      consecutive passes just played
//	Q<n>      plies without capture, drop or a man gaining ground
//	C<n>      plies without capture (removal, conversion)
//	E<n>      plies played in the current FMJD endgame configuration
//	N<k>      occurrences of this position so far (State.Position only)
//
// so that Game.Parse of State.Position restores everything but the earlier
// repetition history. ReadPDN and WritePDN read and write PDN game files
// (tags, moves, comments, results, several games per file); PDNReader
// streams a file one game at a time; Record.Replay plays one.
//
// # Hostile input
//
// Every reader bounds its work and memory before it starts: ParseMove and
// FindMove refuse text longer than 256 bytes, Parse and ParsePosition text
// longer than 4096 bytes (far more than any move or position needs), with
// an error that quotes only the beginning. PDN tokens are at most 1 MiB;
// a record holds at most MaxPDNMoves moves of at most 128 characters and
// MaxPDNText bytes of tags and comments, and its variations, which the
// reader skips without recursion, nest at most MaxPDNDepth deep. A
// PDNReader holds one record, at most 24 bytes per byte of that record's
// text, besides its 64 KiB buffer and one token; ReadPDN holds every
// record, at most 24 bytes per byte of text and 128 bytes per record.
// Comments at one place are joined in time linear in their length.
// Nothing in reading or writing recurses without a bound (capture search
// recurses at most once per square of a path).
//
// # Decisions
//
// Where the published rules leave a point open, this package decides:
//
//   - KingsOnlyLimit and NoProgressLimit are merged: "only kings moved and
//     nothing was captured" and "no capture and no man move" count the same
//     plies, so one counter (Q) serves both and the smaller positive limit
//     applies. A man move resets it only when the man gains ground (in
//     Blokáda men step back; sideways steps in Rohová dáma gain nothing).
//     NoCaptureLimit is a separate counter (C), for games without kings.
//   - Drops reset Q (they are irreversible, like a man move) but not C.
//     Passes reset nothing and count as plies.
//   - The FMJD 16- and 5-move counts start after the move (a capture or a
//     crowning) that produced the configuration; a later capture or
//     crowning restarts the count in the new configuration. The limits
//     apply to one lone king against three pieces (16) or one or two
//     pieces (5), the stronger side having at least one king.
//   - When a move both wins (the opponent is left without a move, a goal
//     is reached) and completes a draw condition, the win counts.
//   - Two consecutive passes: the game is drawn as soon as the second
//     player would have to pass too.
//   - A flying king that has taken a piece may land on any empty square
//     behind it, even where another of those squares would let it capture
//     on; having landed where it can capture, it must go on. This is the
//     rule this package gives dama with FlyingKings (and so giveaway
//     with FlyingKings) and the ČFD's rule for Czech draughts ("na libovolné
//     volné pole"), and the computed perft figures count it: Czech d9
//     3,963,673 and d10 18,371,644; dama with FlyingKings d9 3,963,673 and
//     d10 18,375,392 paths. Option StrictLanding gives the Russian rule
//     (land where the capture can go on, if it can anywhere; Czech then
//     counts 3,963,671 and 18,368,918). Under MaxPieces (international,
//     Brazilian) the maximum rule decides anyway.
//   - A capturing piece has left its start square: the sequence may cross
//     it or end on it (a king's circular capture, "26x17x10x19x26" in
//     English draughts). rapid-draughts@1.0.6 keeps the square occupied;
//     TestCrossCheckCircularCapture records the difference.
//   - A bad PDN record is skipped to its result (or to the tags of the
//     next game) and reported; reading goes on with the next record.
//     ReadPDN returns the good records and an error listing the bad ones
//     (the first 20 by number and line). Tag pairs after a comment that
//     opens a file belong to the first game.
//   - Play takes a Notated move of the same rule set by its value: it must
//     be one of the listed moves, written with the same path (a stale move
//     of another position is refused even where its text would read as
//     some other legal move). Any other Move is read from its String as
//     ParseMove reads text (any full path, a short form).
//   - Canonical notation is numeric for English,
//     international and Brazilian draughts, algebraic for the others
//     (Czech included, as the Czech federation writes it); input accepts
//     both on every dark-square board of even width.
//
// Corner draughts (Rohová dáma): a stone never moves backward, so White's
// b2-a2 or e1-d1 is no move, and Black's moves mirror White's exactly. The
// game gets a 50-move no-progress draw (Q counter) so that every game ends
// within a known bound; the traditional rules have only threefold
// repetition and two consecutive passes.
//
// # Speed
//
// The typed API follows board's vocabulary: Position is a plain value
// (copy to branch; it has no Make and Unmake, since a copy of its few
// hundred bytes costs less than recording an undo); Position.GenerateMoves
// writes moves into the caller's buffer and Position.Apply plays one,
// both without allocation; Move holds no pointers. On State, LegalMoves
// (into a buffer), PlayMove (checked), Apply (unchecked), Board and Copy.
// This general engine serves every rule set. The 8×8 and 10×10
// dark-square rule sets with diagonal men and kings (dama, czech,
// english, international, brazilian, giveaway) also run on bitboards:
// Position.Bitboard gives a 32-byte Bitboard whose GenerateMoves and
// Apply work on 64-bit words (10×10 fits one word with ghost squares),
// and Position.Perft uses it. The two generators were written separately
// and are checked against each other on random games and on random
// placements where a circular capture is open (the piece must be back on
// its start square afterwards, in every engine). Position.Perft counts the
// move tree with draw rules ignored; State.Perft counts as the generic
// walk does, draw rules and repetition included (board.Perfter), on
// bitboards where the rule set has them.
//
// The generic path is the typed one: a State of a bitboard rule set keeps
// its position on bitboards too and generates its moves there, once per
// move, and Play finds a listed move in that list without generating
// again. AppendLegal (board.Lister) lists without allocating: every step
// of a rule set is boxed as a board.Move once, in a table made on first
// use, and other moves are kept boxed as they are first listed (at most
// 16,384 per rule set, about 1.6 MB; later ones are boxed each time).
// Copy copies the position, the short history since the last
// irreversible move and the move list, and only reads the original.
// Random playouts through board.State cost about 0.1–0.2
// allocations per ply (BenchmarkPlayout, beside the typed API).
//
// Move lists and perft counts were cross-checked against the npm packages
// draughts@0.2.1 (international) and rapid-draughts@1.0.6 (English) on
// thousands of positions from random games; testdata/ keeps 100 of each.
//
// Benchmarks: perft of English checkers to depth 10 and of international
// draughts to depth 8, on bitboards and on the general engine, with no
// allocation per node (-bench=Perft -benchtime=1x); random playouts of
// Czech, international, Turkish and corner draughts through board.State
// and through the typed API, with allocations per ply (-bench=Playout).
package draughts
