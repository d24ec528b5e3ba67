// Package bot holds game-playing programs that work on every game of
// rulebook through the board contract alone: a uniform random player, a
// greedy one-ply player with a pluggable evaluation, and Monte Carlo tree
// search (UCT) with chance nodes, any number of seats, hidden information
// and root parallelism.
//
// Every bot implements Bot: Choose returns a move for the seat to move of
// a state it does not change. Bots are seeded: the same seed, the same
// budget in iterations and the same states give the same moves, whatever
// the machine (a budget in time, and root parallelism with a time budget,
// are not reproducible).
//
// # Monte Carlo tree search
//
// MCTS grows a tree of moves from the state to move. Each iteration copies
// the state (Clone), walks down the tree choosing at every seat's node the
// child with the best upper confidence bound (UCB1) for the seat to move
// there, and at every chance node an outcome drawn with its probability
// (board.Chancy, or all alike). At the first move not yet in the tree it
// adds one node, plays random moves to the end of the game (a playout),
// and credits every node on the path with the return of the seat that
// chose it (board.Returns). So each seat maximises its own return, in
// games of two seats or more, with partners or without.
//
// Games with hidden information (board.Hidden) are searched by
// information-set MCTS: each iteration searches a state drawn with
// Determinize for the seat to move, never the state itself, and a node's
// children are the moves legal in the determinizations that reached it,
// each scored against the number of times it was available. The bot reads
// nothing of the state but what Determinize and the seat's legal moves
// give it, so two states that the seat cannot tell apart get the same
// move.
//
// Between moves the tree is kept: the next Choose looks for the new state
// up to eight plies below the old root, by its Position, and searches on
// from the subtree found there. A game with hidden information starts
// every move from a new tree, since its Position is what the seat may not
// read.
//
// # Cutting playouts off
//
// Random playouts of some games rarely end: two random players of a halma
// race shuffle their pieces to the draw limit, so every playout costs
// hundreds of plies and says nothing (a draw). A family whose rules give a
// measure of progress makes its state an Estimator, and a search with
// MCTSOptions.PlayoutLimit set plays that many random plies after the
// tree and scores the state reached by the estimate; a negative limit
// scores the state the tree reaches itself. Greedy uses the same
// estimate. Where the game has no Estimator, a cut playout is worth ½ to
// everybody, and a limit only trades strength for speed.
//
// # Decisions
//
//   - Declarations (resigning, offering or accepting a draw; board.Declarer)
//     are not searched unless MCTS.Declarations is set; then they are
//     candidate moves at the root only, scored by playouts after them.
//   - A playout that has not ended after MCTSOptions.PlayoutLimit plies
//     (by default Info.MaxPlies, or 10,000 when the game gives no bound)
//     is scored by MCTSOptions.Evaluate, by default Estimate: the game's
//     own estimate where its state is an Estimator, the middle of the
//     range for every seat otherwise.
//   - The move played is the root child searched most often; ties go to
//     the better mean, then to the first listed.
//   - Root parallelism runs Workers independent trees, each with its own
//     random stream drawn from the bot's, and adds up their root visits.
//   - The exploration constant defaults to √2 and is multiplied by the
//     spread of the returns the playouts of this search have given, not by
//     Info's range: backgammon's returns span ±12,288 (a cube of 4,096
//     times a backgammon) while nearly every game is worth 1 to 3 points,
//     and a search scaled by the range would explore as if every move
//     scored the same.
//
// # Speed
//
// States that implement board.Lister are listed into buffers the search
// reuses; the tree lives in one slice of nodes that grows by appending,
// so an iteration allocates little more than its Clone and the family's
// Play. The package's benchmarks report iterations per second and
// allocations per iteration for every family.
package bot
