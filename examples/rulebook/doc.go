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
//	info     describe one game: names, family, players, rules, options
//	play     play a game in the terminal
//	moves    list the legal moves of a position, one per line, sorted
//	perft    count the leaf nodes of the game tree to a depth
//	playout  play random games and report how they ended
//
// Every command but games takes -game ID. Commands that start from a
// position take -players N (default: the game's fewest) or -position P,
// a position in the game's own notation, as State.Position writes it.
//
// # play
//
//	rulebook play -game ID [-players N] [-seats human,random,...] [-seed S]
//	              [-position P] [-dice auto|manual] [-quiet] [-v]
//
// -seats names who sits at each seat, in turn order: "human" (a person at
// the terminal), "random" (a uniformly random legal move) or "mc" / "mc:N"
// (flat Monte Carlo: N random playouts per legal move, 100 by default).
// Without -seats, seat 0 is a person and the others are random bots. The
// number of seats is the number of players.
//
// A person is shown the board (State.String), whose turn it is and the
// legal moves, and types a move in the game's notation; "?" lists the legal
// moves again, "quit" or the end of the input ends the game (exit status 0).
// A rejected move is answered with the reason and a new prompt. When bots
// play alone the game runs to its end, each ply printed as it is played,
// and then the outcome: the reason, the winners, each seat's placing and
// points. -quiet prints only the outcome; -v prints the board before the
// bots' moves too.
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
// only Observation of their seat, chance outcomes (deals, draws) are
// printed as "(hidden)", a run of them on one line, and the final position is shown as each person's
// observation. The bots' moves are printed, as they are public at a real
// table. When bots play alone the full board is shown.
//
// # moves
//
//	rulebook moves -game ID [-players N] [-position P] [-dice D] [-after]
//
// Prints the legal moves, one per line in the game's notation, sorted
// byte-wise (as sort(1) with LC_ALL=C). At a chance node they are the
// possible outcomes. -dice D first plays the chance outcome D (e.g. "4" or
// "6-6", in the game's notation); it is an error when the dice do not
// decide now. -after adds a tab and the position after each move.
//
// # perft
//
//	rulebook perft -game ID [-players N] [-position P] -depth N [-divide]
//
// Counts the leaf nodes of the game tree depth plies deep: every move of a
// seat and every chance outcome is a ply, and a game that ends above the
// depth has no leaves there. The count is the last line of the output, a
// bare number. The state's own board.Perfter is used when it has one, so
// that perft runs at the family's full speed; otherwise the generic walk of
// board.Perft. -divide first prints each legal move with its count.
//
// # playout
//
//	rulebook playout -game ID [-n N] [-players N] [-seed S]
//
// Plays N random games (uniform legal moves, dice rolled by their
// probabilities) from the start and prints, per seat, the wins, the share
// of wins, the mean placing and mean points (when the game gives them),
// then the draws, the length of the games in plies and the games played
// per second. A game that does not end within the game's Info.MaxPlies is
// an error.
//
// # Exit status
//
// 0 on success, also when a person ends a game early; 2 with a one-line
// message on standard error for bad flags, an unknown game, a bad position
// or move; 1 when the command cannot finish (a broken game, an I/O error).
//
// # Bots
//
// A bot is anything with a method Choose(board.State) (board.Move, error)
// (the Bot interface of bots.go); to offer a new one on the command line,
// add a case to newBot.
package main
