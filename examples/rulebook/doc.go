// Rulebook is the command-line face of the rulebook library: it lists the
// games, plays them in the terminal against bots (or lets bots play alone),
// and offers the tools a front-end or engine author needs: legal moves,
// perft counts and random playouts. It knows no game in particular; every
// command works through the generic board interfaces, so every game that
// a family package registers works here without change (games.go imports
// the families).
//
// Usage:
//
//	rulebook <command> [flags]
//
// The commands are:
//
//	games    list the registered games: ID, English and Czech name, players
//	         (-markdown prints the table of README.md)
//	info     describe one game: names, players, seats, chance, hidden
//	         information, returns, rules, options
//	play     play a game in the terminal
//	moves    list the legal moves of a position, one per line, sorted
//	perft    count the leaf nodes of the game tree to a depth
//	playout  play random games and report how they ended
//	match    play bots against each other and measure their strength
//	svg      draw a position as an SVG image (board/svg)
//
// Every command but games takes -game ID and, repeatable, -option
// Name=Value, which sets one of the game's rule options (board.Configure):
// "rulebook info -game ID" lists them with their type, the value in
// force, the default and the values accepted. The game with options set
// is a game of its own, whose ID says what changed, e.g.
// "chess/eating(Castling=true)". An unknown option or a value the game does
// not accept ends the command with exit status 2 and the reason.
//
// play, moves, perft and playout start from a state: a new game for
// -players N (default: the game's fewest), or -position P, a position in
// the game's own notation as State.Position writes it. moves, perft and
// playout also take -dice D, a chance outcome to play first (e.g. "4" or
// "6-6"); it is an error when the dice do not decide then.
//
// # info
//
//	rulebook info -game ID [-option Name=Value]...
//
// Prints everything the game's board.Info says: its ID, English and Czech
// names, family, player counts, the seats' names, whether it has chance
// and hidden information, the range of the returns a bot gets at the end
// (board.Returns), the bound on the length of a game, a summary of the
// rules, and a table of its rule options.
//
// # play
//
//	rulebook play -game ID [-option Name=Value]... [-players N]
//	              [-seats human,random,...] [-seed S] [-position P]
//	              [-dice auto|manual] [-auto-forced] [-quiet] [-v]
//
// -seats names who sits at each seat, in turn order: "human" (a person at
// the terminal) or a bot of package board/bot: "random" (a uniformly
// random legal move), "greedy" (one ply deep, taking a win when there is
// one, or the best by the game's estimate where it has one), "mcts" /
// "mcts:N" (Monte Carlo tree search, N iterations per move, 1,000 by
// default; information-set search in games with hidden information),
// "mcts:N:cut=P" (the same with every playout cut off after P plies and
// scored by the game's estimate, bot.Estimate: halma's races estimate
// the distance still to run, chess the material; P = 0 scores the states
// the tree reaches).
// "mc" / "mc:N" are the older names of MCTS, with 100 iterations by
// default.
// Without -seats, seat 0 is a person and the others are random bots. The
// number of seats is the number of players. Seats are named by number and,
// where the game names them (Info.SeatNames), by name: "seat 1 (Black,
// human)".
//
// A person is shown the board, whose turn it is and the legal moves, and
// types a move in the game's notation; "?" lists the legal moves again,
// "quit" or the end of the input ends the game (exit status 0). A rejected
// move is answered with the reason and a new prompt. Moves written with
// spaces (a backgammon play of several checker moves) are listed one per
// line and numbered, and the person may type the number instead. The
// declarations the state allows besides its moves (board.Declarer:
// resigning, offering a draw) are listed after them. The board is drawn as
// the person's seat sees it (board.View: from that seat's side where the
// game draws it so). With -auto-forced a person's only legal move is
// played without asking (and with -dice manual the only outcome of a
// chance node); its line says "(forced)".
//
// Each ply is printed as it is played: its number, who played it, and the
// move. A game that keeps a record of its own (board.Recorder) is printed
// as its record writes it, with the record's numbers: chess prints "4.
// seat 0 (White, human): Qxf7#" for the UCI move h5f7. A game whose states
// describe their moves (board.Describer) adds what the move did, such as
// a throw that forfeits the turn: "5. chance: 1: the turn ends: a first
// throw of 1 forfeits the turn; seat 1 throws next". When bots play alone
// the game runs to its end, and then the outcome is printed: the reason,
// the winners, each seat's placing and points. -quiet prints only the
// outcome; -v prints the board before the bots' moves too.
//
// The dice (every chance node: rolls, deals, draws) are rolled with
// board.Sample from the seed, in a random stream of their own, so the rolls
// do not depend on which bots sit at the table; each bot has its own
// stream too. -seed 0, the default, picks a seed from the clock and prints
// it, so that any game can be played again. -dice manual asks for the
// outcome instead, for people who roll real dice.
//
// In games with hidden information (board.Hidden), when a person sits at
// the table, nobody is ever shown the full state: a person to move sees
// only Observation of their seat, each move is printed as the people at
// the table see it (Hidden.ObserveMove: a person's own drawn tile, not
// another seat's), a move some person may not see is printed as
// "(hidden)", a run of hidden chance outcomes (a deal) on one line, and the
// final position is shown as each person's observation. Records and
// descriptions are not printed then, as they may tell more. When bots play
// alone the full board is shown.
//
// # moves
//
//	rulebook moves -game ID [-option Name=Value]... [-players N] [-position P]
//	               [-dice D] [-after]
//
// Prints the legal moves (State.Legal: the decisions of play, no
// declarations), one per line in the game's notation, sorted byte-wise (as
// sort(1) with LC_ALL=C). At a chance node they are the possible outcomes.
// -after adds a tab and the position after each move.
//
// # perft
//
//	rulebook perft -game ID [-option Name=Value]... [-players N] [-position P]
//	               [-dice D] -depth N [-divide]
//
// Counts the leaf nodes of the game tree depth plies deep: every move of a
// seat and every chance outcome is a ply, and a game that ends above the
// depth has no leaves there. The count is the last line of the output, a
// bare number. It counts with board.Perft, which uses the state's own
// board.Perfter when it has one, so that perft runs at the family's full
// speed and counts as the family's published figures do. -divide first
// prints each legal move with its count.
//
// # playout
//
//	rulebook playout -game ID [-option Name=Value]... [-players N] [-position P]
//	                 [-dice D] [-n N] [-seed S]
//
// Plays N random games with board.Playout (uniform legal moves, listed
// into one buffer where the state is a board.Lister; dice rolled by their
// probabilities) from the start, or from -position, and prints, per seat, the wins, the share
// of wins, the mean placing and mean points (when the game gives them),
// then the draws, the length of the games in plies and the games played
// per second. A game that does not end within the game's Info.MaxPlies is
// an error.
//
// # match
//
//	rulebook match -game ID -seats BOT,BOT[,...] [-option Name=Value]...
//	               [-players N] [-n N] [-seed S] [-record FILE]
//
// Plays N games (100 by default) between the bots of -seats, one per seat
// (-players, when given, must match). The seats rotate: in game i bot j
// sits at seat (j+i) mod players, so every bot plays every seat equally
// often. For each bot it prints the wins, draws and losses, the mean score
// (1 a win, ½ a draw, 0 a loss; by place, 1 first to 0 last, where the
// game ranks every seat) with its 95 % confidence interval (normal
// approximation), then for two bots the Elo difference that the first
// one's score stands for (−400·log10(1/s − 1), with the interval's ends),
// and the games per second. Every game draws its dice and its bots' random
// streams from -seed and its number, so a match repeats exactly with a
// budget in iterations. -record writes each game in PGN's shape — tag
// pairs (Game, Round, Seed, the bots by seat, Result, Termination) and the
// moves — with the moves as the family's record writes them
// (board.Record: SAN in chess, PDN's moves in draughts) and as the move
// notation, chance outcomes included, elsewhere; chess records read back
// with chess.ReadPGN and draughts records with draughts.ReadPDN.
// # svg
//
//	rulebook svg -game ID [-option Name=Value]... [-players N] [-position P]
//	             [-dice D] [-seat N] [-scale S]
//
// Writes the picture of the position (board.Drawer) as an SVG image on
// standard output, drawn by package board/svg, 480 pixels wide unless
// -scale says otherwise. With -seat N in a game with hidden information
// it draws only what seat N sees (board.ObservationDrawer); without -seat
// it draws the whole state, as an analysis board would. A game that has
// no picture yet is an error (exit status 1).
//
// # Exit status
//
// 0 on success, also when a person ends a game early; 2 with a one-line
// message on standard error for bad flags, an unknown game, an unknown
// rule option or a bad value, a bad position or move; 1 when the command cannot finish (a broken game, an I/O error).
//
// # Bots
//
// A bot is anything with a method Choose(board.State) (board.Move, error)
// (the Bot interface of bots.go); to offer a new one on the command line,
// add a case to newBot.
package main
