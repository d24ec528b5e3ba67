// Package board is the contract every game of rulebook implements, and the
// registry through which programs find the games.
//
// A Game is a rule set with its options fixed; it makes States. A State is
// one position of a game in progress: it says who is to move, lists the
// legal moves, reads moves in the game's notation, plays them, and says how
// the game ended. One move is one decision of one actor, and the dice are an
// actor too: when ToMove returns Chance, Legal lists the possible outcomes
// (with their probabilities from Chancy.Chances when they are not all
// alike), and a program plays the outcome its dice showed, or lets Sample
// roll.
//
// Games register themselves from their package's init, so a program picks
// its games by importing their family packages:
//
//	import _ "github.com/rulebook-go/rulebook/ludo"
//
//	g, ok := board.Lookup("ludo/propast")
//
// Errors are values: every rejected move or position wraps ErrIllegalMove,
// ErrBadNotation or ErrGameOver in a *MoveError that says why. No input,
// however malformed, makes the library panic, and a rejected move leaves the
// state exactly as it was.
//
// # The contract's answers
//
// What the interfaces leave open is settled here, once, and every family
// follows it (boardtest.Run checks it):
//
//   - Legal lists the decisions of play only: moves, dice outcomes, cube
//     actions, a forced "pass". Resigning, offering, accepting and
//     claiming draws are declarations: ParseMove and Play accept them,
//     and the optional Declarer lists them, so that random playouts, tree
//     search and perft see the game itself.
//   - Play accepts any Move whose String is a legal move or declaration of
//     the state: a move found on a Clone plays on the original (bots do
//     exactly that), and a move of the family's own type is recognised
//     without parsing (Reparse reads any other). Moves are comparable
//     values: m1 == m2 exactly when they are the same move, with no
//     allocation to compare; they implement encoding.TextMarshaler with
//     their notation.
//   - After the game is over, Play answers every move with ErrGameOver.
//     A nil Move, a typed nil and a Move whose String panics are refused
//     with ErrBadNotation (MoveText), never a panic.
//   - A short form that fits several moves (SAN "Nd2" with two knights, a
//     capture named by its ends that two routes share) wraps ErrAmbiguous,
//     which is also an ErrBadNotation, and lists the candidates
//     (Ambiguous).
//   - Outcome.Code says why the game ended as a stable slug beside the
//     Reason in words, as python-chess's Termination does; the Code*
//     constants are the common ones, each family's doc lists its own.
//   - Perft uses a state's Perfter; WalkPerft is the generic reference.
//     HistoryDependent says where a position's notation cannot carry what
//     the rules look at.
//   - Every host needs, from the contract alone: the seats of a state
//     (State.Seats), names for them (Info.SeatNames), whether the game
//     has chance (Info.Chance) and hidden information
//     (Info.HiddenInformation), and the range of Returns (Info.MinReturn,
//     Info.MaxReturn; Returns gives utilities for any game, from Scorer
//     or from the outcome). A Hidden game says what each seat sees of
//     each move (Hidden.ObserveMove) as well as of the state
//     (Observation), so that a server can send every seat its own record.
//   - Info and Outcome marshal to JSON with stable field names; every
//     exported enumeration has a String.
//   - Rule options are set by name: every game is Configurable, and
//     Configure(g, "Name=Value", ...) returns the game with those options;
//     an unknown name or a bad value wraps ErrBadOption and says what is
//     accepted. A derived game's ID says what changed:
//     "chess/eating(Castling=true)" (BaseID strips it).
//
// # Family skeleton
//
// Every family package has the same shape (package chess is the template):
//
//   - Rules, one struct of the family's rule options with a doc comment on
//     every field and a rule:"…" tag (see OptionsOf); its zero value is
//     the family's main game, or NewGame rejects it with a reason.
//   - NewGame(names Names, rules Rules) (*Game, error), which checks the
//     rules; exported *Game values for the registered rule sets, each
//     registered from init; (*Game).Rules() returns the rules in force;
//     Info.Options is OptionsOf(rules); WithOptions is one line:
//     Derive(g.names, g.rules, settings, NewGame).
//   - New checks the player count with Info.CheckPlayers; placings by
//     score come from Rank.
//   - A rule set a user builds (any names, an empty Czech name) is a game
//     like the registered ones and passes boardtest.Run; each family
//     tests one.
//
// Files: doc.go (the rules a user needs, the notation, a "Decisions"
// section with what the sources left open), game.go (Game, NewGame, the
// registered games), rules.go (Rules), state.go (the board.State),
// notation.go (moves), position.go (the position notation), perft.go
// (Perfter), the family's engine files; tests: conformance_test.go
// (boardtest.Run on every game and on a user's rule set), golden_test.go
// (the worked scenarios of the rules, each a subtest named by its id),
// property_test.go (the invariants, with rapid), fuzz_test.go (every
// reader), oracle tests against other programs' output, bench_test.go,
// example_test.go. Deep and slow tests run only with RULEBOOK_DEEP=1.
//
// # Typed API vocabulary
//
// Besides board.State every family has a typed API for speed, with one
// vocabulary (chess's names):
//
//   - Position: the family's position, a value (copying it copies the
//     board); State: a game in progress, which implements board.State.
//   - GenerateMoves(buf []Move) []Move: the legal moves appended to
//     buf[:0], allocating nothing when buf has room.
//   - Make(m Move) Undo and Unmake(m Move, u Undo): play and take back a
//     move of GenerateMoves, unchecked, for search.
//   - Perft(depth int) uint64 on Position (and State as board.Perfter).
//   - On State: LegalMoves(buf []Move) []Move (the legal moves, the end
//     rules applied), PlayMove(m Move) error (checked), Apply(m Move)
//     (unchecked, for playouts), Board() Position, Copy() *State (a typed
//     Clone).
//   - A turn is everything one seat does before another actor decides: a
//     backgammon play of a roll (Turn), the two moves of double-move
//     chess; a ply is one move; a step is one checker's part of a turn.
//
// The generic path is made cheap with the same means in every family: no
// second move generation in Play, the fast engine behind the generic
// state, a Clone that copies only what changes, and Lister's
// AppendLegal, which Playout uses.
//
// # JSON
//
// Info, Outcome, Picture and moves marshal to JSON with these field names,
// which are stable: a field may be added, none renamed or removed.
//
//   - Info: {"id", "name", "czechName", "summary", "family", "minPlayers",
//     "maxPlayers", "seatNames", "chance", "hiddenInformation",
//     "minReturn", "maxReturn", "options", "maxPlies"}; each option is
//     {"name", "type", "value", "default", "accepted", "doc"}.
//   - Outcome: {"over", "winners", "placings", "points", "code",
//     "reason"}; winners is [] for a draw, placings and points are left
//     out when the game has none, code and reason while the game goes on.
//   - Picture: {"width", "height", "cells", "lines", "areas", "dice",
//     "tiles", "counters", "toMove", "seats"}, lines, areas, dice, tiles
//     and counters left out when empty; a cell is {"name", "x", "y",
//     "size", "shape", "pieces"}, a piece {"seat", "kind", "count"}, a
//     line {"from", "to", "kind"}, an area {"name", "x", "y", "w", "h",
//     "seat", "pieces", "text"}, a counter {"name", "value"}. Seats and
//     toMove are numbers: 0, 1, ... for the seats, -1 for Chance, -2 for
//     Nobody. A shape is one of the Shape constants' strings ("light",
//     "dark", "point", "hole", "field", "triangle-up", "triangle-down",
//     "end").
//   - A move is a JSON string, its notation (every Move is an
//     encoding.TextMarshaler), which ParseMove reads back. Its Touches
//     (Tracer) are an array of {"cell", "role"}, role one of "from",
//     "via", "to", "capture", "place", "remove".
//
// # Geometry
//
// The package also holds the board geometry that several families share,
// each piece small:
//
//   - Grid: rectangular boards up to 26×26 with algebraic square names
//     ("a1", "j10"; Parse reads them back), dark and light squares (a1 is
//     dark), the eight compass Directions, Step, Offset and Ray.
//   - Graph: named points joined by lines, for boards that are not grids
//     of squares: the morris board (a line of three is a mill), the
//     solitaire cross (Grid.Graph cuts it from a grid) and the halma star;
//     Neighbors, LinesThrough and Beyond (where a jump lands).
//   - Track: the ring of a race game with an entry square and a home
//     stretch per seat, measured by each piece's progress; EvenTrack(40, 4,
//     4) is the ludo cross track.
//
// Families with hot move generators (chess, draughts) keep their own
// bitboards and square numbering; this geometry is for the families whose
// boards are graphs and tracks (morris, solitaire, halma, the cross-track
// ludo games).
package board
