// Package boardtest checks games against the contract of package board, as
// testing/fstest checks file systems, and offers the perft and playout
// helpers that tests, benchmarks and tools share.
//
// Every family tests every game it registers with one line:
//
//	func TestConformance(t *testing.T) {
//		for _, g := range []board.Game{ludo.Propast, ludo.SnakesAndLadders} {
//			t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
//		}
//	}
//
// # What Run checks
//
// The "info" subtest checks the Info (a valid ID, or one derived by
// board.Derive, equal to Game.ID, whose first part is the Family; the
// English name, family and summary not empty — the Czech name may be, for a
// user's rule set; option names not empty and distinct; 1 <= MinPlayers <=
// MaxPlayers; MaxPlies > 0; every option with a Value, a Doc, a Type,
// Accepted values and a Default; a seat name for each of MaxPlayers seats;
// a finite MinReturn < MaxReturn; the same Info on every call; Info marshals
// to JSON), that the game is board.Configurable (WithOptions(nil) and
// every option set to its value in force give the same ID, an unknown name
// is an ErrBadOption), that New rejects
// 0, MinPlayers-1 and MaxPlayers+1 players with ErrPlayers, and that Parse
// rejects junk with ErrBadNotation. Run does not look the game up in the
// registry, so unregistered games can be checked too.
//
// Then one "players=N" subtest per player count plays random games from
// New, one per rapid check, and checks at every step:
//
//   - Legal is empty exactly when Outcome().Over, exactly when ToMove is
//     Nobody; otherwise ToMove is a seat below N or Chance. Seats() is N;
//     a chance node needs Info().Chance, and the state implements
//     board.Hidden exactly when Info().HiddenInformation.
//   - Every legal move is non-nil, with a non-empty String unique in Legal.
//   - At a chance node of a board.Chancy state there is one probability per
//     outcome, each positive, summing to 1 within 1e-9.
//   - The Outcome is consistent: no winners before the end; at the end a
//     Reason, winners that are distinct seats, Points nil or one per seat,
//     and Placings nil or one per seat in standard competition ranking
//     ("1224": each place is one more than the number of seats placed
//     better), with exactly the winners in first place (everybody in a
//     draw); a Code (a slug) at the end and none before; the Outcome
//     marshals to JSON; at the end board.Returns gives one utility per
//     seat within Info's range.
//   - Parse(Position()) gives a state with the same Position, ToMove, Legal
//     strings (as a set) and Outcome; only the same Position for a state
//     that implements HistoryDependent and reports true (a chess position
//     that has occurred before, whose claims and fivefold draw FEN cannot
//     carry).
//   - Legal lists the moves in the same order when asked twice (deep steps),
//     and String is not empty.
//   - ParseMove(m.String()).String() == m.String(), and m plays without
//     error on a Clone, for a sample of the legal moves; neither changes the
//     original (Position and String). Each sampled move implements
//     encoding.TextMarshaler with its String, is of a comparable type, and
//     == the move ParseMove reads back.
//   - The move played — a third of the time the one ParseMove read back, a
//     third of the time the same move listed by a Clone — plays without
//     error and does not change a Clone made before it.
//
// and, at deep steps (the start, the end, and a few random steps between):
//
//   - Every legal move round-trips and plays on a Clone (a sample of 48
//     where there are more, as with backgammon turns).
//   - Bad input is rejected and leaves the state exactly as it was
//     (Position and String): junk strings, the empty string, moves in the
//     notations of other games, a legal move with junk added, and strings
//     and Move values of earlier states that are not legal now must fail
//     ParseMove (or read as a move that is in Legal, for games that accept
//     other spellings) with an error wrapping ErrBadNotation or
//     ErrIllegalMove, and Play of them, of nil and of a Move of no game must
//     fail with ErrIllegalMove or ErrBadNotation. After the end, ParseMove
//     fails for every input and Play fails with ErrGameOver or
//     ErrIllegalMove, and the Outcome stays the same.
//   - A board.Hidden state: for every seat p, Determinize(p, r) gives a state
//     with the same Observation(p) and ToMove; the seat to move sees its own
//     moves whole (ObserveMove).
//   - A board.Lister lists with AppendLegal what Legal lists, in order; a
//     board.Declarer's declarations are not in Legal, parse, and play on a
//     Clone.
//   - A board.Drawer's Picture names each cell once, its lines join cells,
//     its pieces belong to seats with a count of at least 1, its ToMove and
//     seat names agree with the state, it marshals to JSON, and every
//     legal board.Tracer move touches only its cells and areas; a
//     board.ObservationDrawer gives the same ObservationPicture(p) from
//     Determinize(p).
//   - Play of nil, of a typed nil and of a Move whose String panics is
//     refused without a panic; after the end every Play fails with
//     ErrGameOver (ErrBadNotation for those broken moves).
//   - A board.Perfter state (on two deep steps per playout): its Perft(d)
//     equals the generic Perft for d = 1, 2 wherever no game ends inside
//     the tree (there a family's perft convention may count on).
//   - Damaged copies of the position (truncated, a byte changed, deleted or
//     repeated) are rejected by Parse with ErrBadNotation, or give a state
//     whose methods do not panic.
//
// Every playout must end within Info.MaxPlies plies. A panic anywhere is
// reported as a failure. A failure names the game, the player count, the
// ply, the position and the last moves, and rapid shrinks it and prints
// the -rapid.seed that reproduces it.
//
// # Budget
//
// A playout costs about one Legal, one Position/Parse round trip and five
// Clone+Play per ply, plus a few deep steps (the sampling constants are in
// walk.go). The budget is per game, shared by its player counts: each of
// the k player counts runs rapid's checks (100 by default, 20 with
// -short), one game each, until at least max(3, 10/k) games and 10000/k
// plies have been checked (2500/k with -short); the remaining checks then
// pass at once, so that a game with long playouts, such as a six-player
// race, or with five player counts costs about as much as chess: about a
// second of CPU per game. The
// subtest logs how many games and plies it checked. BOARDTEST_PLIES=N
// sets the ply budget (0 turns it off), and an explicit -rapid.checks=N
// or RAPID_CHECKS=N turns it off, so that every rapid check plays a game:
//
//	go test ./ludo -run Conformance -rapid.checks=1000
//
// After a failure the budget no longer applies, so that rapid's shrinking
// replays every candidate.
//
// # Randomness
//
// Each check draws a seed and up to 24 leading choices from rapid. The
// leading plies take the legal move or outcome at the choice's index
// (modulo their number), so that rapid can shrink them towards the first
// legal move; the rest of the game follows a PCG generator seeded by the
// seed, choosing a seat's moves uniformly and chance outcomes with their
// probabilities. Every failure therefore replays exactly.
//
// # Perft
//
// Perft is board.Perft, the generic reference walk, which ignores
// board.Perfter; Run checks that a state's own Perfter agrees with it
// wherever no game ends inside the tree. Both count the leaves depth plies
// down, where each chance outcome is a ply. Playouts for benchmarks and bots
// are board.Playout; Bench wraps it in a benchmark.
//
// # Testing boardtest itself
//
// The tests of this package run the checks against a correct fake game and
// against two dozen deliberately broken ones (Play that half-applies an
// illegal move, moves that do not round-trip, probabilities that do not sum
// to 1, a Clone that shares state, moves after the end, a position that does
// not round-trip, a game that never ends, ...) through a recorder that
// satisfies rapid.TB, and assert that each breakage is reported. That is why
// the checks are written against rapid.TB and Run only adds the subtests.
package boardtest
