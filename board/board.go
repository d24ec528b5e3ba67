package board

import (
	"math/rand/v2"
	"strconv"
)

// Player is a seat at the table, numbered from 0 in turn order, or one of
// the two pseudo-players Chance and Nobody.
type Player int8

const (
	// Chance is to move when the dice (or the shuffle, or the deal) decide
	// the next step; the legal moves are then the possible outcomes.
	Chance Player = -1
	// Nobody is to move when the game is over.
	Nobody Player = -2
)

// String returns "chance", "nobody" or the seat number.
func (p Player) String() string {
	switch p {
	case Chance:
		return "chance"
	case Nobody:
		return "nobody"
	}
	return strconv.Itoa(int(p))
}

// A Move is one decision of one actor: a player's move or a chance outcome.
// String returns the move in the game's usual notation, and the state's
// ParseMove reads that text back to an equal move. Two moves of one state
// are the same move exactly when their strings are equal.
type Move interface {
	String() string
}

// A Game is a rule set: a named game with its rule options fixed. Games are
// immutable values, safe for concurrent use; they make the states that are
// played.
type Game interface {
	// ID is the game's stable identifier: an ASCII slug, "family" for a
	// family's main game and "family/slug" for the others, e.g. "chess",
	// "draughts/czech", "ludo/propast".
	ID() string
	// Info describes the game: names, family, player counts, rules in force.
	Info() Info
	// New returns the starting state for the given number of players, or an
	// error wrapping ErrPlayers when the game is not played by that many.
	// The starting state may be a chance node (an opening roll, a deal).
	New(players int) (State, error)
	// Parse reads a position in the game's notation (FEN, PDN, a gnubg
	// Position ID, ...), as written by State.Position. Errors wrap
	// ErrBadNotation and say what is wrong.
	Parse(position string) (State, error)
}

// A State is one position of one game in progress, with everything the rules
// need to continue it. States are not safe for concurrent use; Clone one per
// goroutine.
type State interface {
	// Game returns the rule set this state is played under.
	Game() Game
	// ToMove returns the seat to decide next, Chance at a chance node, or
	// Nobody when the game is over.
	ToMove() Player
	// Legal returns every legal decision now, each once: the moves of the
	// seat to move, or at a chance node every outcome. It is empty exactly
	// when the game is over. The slice belongs to the caller.
	Legal() []Move
	// ParseMove reads a move in the game's notation and checks it against
	// this state. Errors wrap ErrBadNotation for text that is not a move
	// and ErrIllegalMove for a move the rules forbid here.
	ParseMove(s string) (Move, error)
	// Play applies a move of this state. On error (ErrIllegalMove,
	// ErrGameOver) the state is exactly as it was.
	Play(m Move) error
	// Outcome tells whether the game is over and how it ended.
	Outcome() Outcome
	// Clone returns an independent copy.
	Clone() State
	// Position returns the state in the game's position notation, which
	// Game.Parse reads back to an equal state. History that the notation
	// cannot carry (repetition counts, for example) is documented per game.
	Position() string
	// String returns a text picture of the position for people.
	String() string
}

// Chancy is implemented by states with chance nodes whose outcomes are not
// all equally likely.
type Chancy interface {
	State
	// Chances returns the probability of each move of Legal, in the same
	// order, when ToMove is Chance. The probabilities are positive and sum
	// to 1. States without Chancy have equally likely outcomes.
	Chances() []float64
}

// Hidden is implemented by states of games with hidden information, such
// as domino hands or a concealed roll.
type Hidden interface {
	State
	// Observation returns what seat p may know of the state, in the game's
	// notation, and nothing more. A server shows each player only this.
	Observation(p Player) string
	// Determinize returns a full state consistent with everything p has
	// observed, with the unseen parts drawn at random from r.
	Determinize(p Player, r *rand.Rand) State
}

// Scorer is implemented by states that give bots a utility per seat.
type Scorer interface {
	State
	// Returns gives the utility of each seat when the game is over, e.g.
	// +1/−1 for a win or loss, or points won.
	Returns() []float64
}

// Perfter is implemented by states that count perft nodes faster than the
// generic walk of Perft in package boardtest, e.g. on bitboards with bulk
// counting. Perft counts the leaf nodes depth plies below the state, every
// chance outcome expanded, as the family's published perft figures count
// them, so that the rulebook command compares with other engines. Where a
// family's figures ignore a rule that ends the game (chess perft counts on
// through draws by dead material or the seventy-five-move rule), Perft
// ignores it too and the package doc says so; wherever no game ends inside
// the tree, the count equals the generic walk's.
type Perfter interface {
	State
	Perft(depth int) uint64
}

// Info describes a game.
type Info struct {
	ID         string   // as Game.ID
	Name       string   // English name, e.g. "Snakes and Ladders"
	CzechName  string   // name in the Czech sources, e.g. "Draci a balóny"
	Family     string   // package family: "chess", "draughts", "ludo", ...
	MinPlayers int      // fewest seats the game is played with
	MaxPlayers int      // most seats the game is played with
	Summary    string   // the rules in a few sentences
	Options    []Option // the rule options in force
	// MaxPlies bounds the number of Play calls (chance outcomes included)
	// of any game played from New with random legal moves. For games that
	// end only with probability one (dice races with snakes) it is a bound
	// that random play exceeds with negligible probability. Conformance
	// tests fail a playout that exceeds it.
	MaxPlies int
}

// Option is one rule option and the value in force.
type Option struct {
	Name  string // Go name of the option field, e.g. "FlyingKings"
	Value string // value in force, e.g. "true", "3"
	Doc   string // what it does, in one sentence
}

// Outcome tells whether a game is over and how it ended.
type Outcome struct {
	// Over is true when the game has ended; the other fields are set then.
	Over bool
	// Winners are the seats that won; none means a draw. Partners who win
	// together are all listed.
	Winners []Player
	// Placings gives each seat's place, 1 for first; tied seats share a
	// place. Nil for games that do not rank every seat.
	Placings []int
	// Points gives each seat's score when the game scores: the points a
	// backgammon game is worth, domino pips, a dice game's total. Nil when
	// the game does not score.
	Points []int
	// Reason says in words why the game ended: "checkmate", "stalemate",
	// "all checkers off".
	Reason string
}

// Draw reports whether the game is over with no winner.
func (o Outcome) Draw() bool { return o.Over && len(o.Winners) == 0 }

// Won reports whether p is among the winners.
func (o Outcome) Won(p Player) bool {
	for _, w := range o.Winners {
		if w == p {
			return true
		}
	}
	return false
}
