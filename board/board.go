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
	// Seats returns the number of seats at the table: the players count
	// the state was made for (New's argument, or what the position says).
	Seats() int
	// ToMove returns the seat to decide next, Chance at a chance node, or
	// Nobody when the game is over.
	ToMove() Player
	// Legal returns every legal decision of play now, each once: the moves
	// of the seat to move (a forced "pass" included), or at a chance node
	// every outcome. Declarations — resigning, offering, accepting or
	// claiming a draw — are not listed (see Declarer). Legal is empty
	// exactly when the game is over. The slice belongs to the caller.
	Legal() []Move
	// ParseMove reads a move in the game's notation, declarations
	// included, and checks it against this state. Errors wrap
	// ErrBadNotation for text that is not a move (ErrAmbiguous for a short
	// form that fits several), ErrIllegalMove for a move the rules forbid
	// here and ErrGameOver once the game is over.
	ParseMove(s string) (Move, error)
	// Play applies a move: any Move whose String is a legal move or
	// declaration of this state, so that a move found on a Clone plays on
	// the original; a Move of the game's own type is recognised without
	// parsing. On error (ErrIllegalMove, ErrGameOver once the game is
	// over, ErrBadNotation for a nil Move or one whose String panics) the
	// state is exactly as it was.
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
	// ObserveMove returns what seat p sees of m, a legal move of this
	// state about to be played: m's notation when p sees all of it (a die,
	// a tile laid on the table), a shorter text when p sees only that
	// something happened (another seat's tile drawn from the stock is
	// "draw"), or "" when p sees nothing. A server that sends every seat
	// ObserveMove of each move, and Observation of the state, never tells
	// a seat what it may not know.
	ObserveMove(p Player, m Move) string
}

// Scorer is implemented by states that give bots a utility per seat.
type Scorer interface {
	State
	// Returns gives the utility of each seat when the game is over, e.g.
	// +1/−1 for a win or loss, or points won, within Info's MinReturn and
	// MaxReturn.
	Returns() []float64
}

// Declarer is implemented by states of games with decisions outside play:
// resigning, offering a draw, accepting or declining an offer, claiming a
// draw. They are not in Legal, so that random playouts, tree search and
// perft see the game itself; ParseMove and Play accept them.
type Declarer interface {
	State
	// Declarations returns the declarations the seat to move (or, for an
	// offer waiting for an answer, the seat that answers) may make now,
	// each once; empty when there are none.
	Declarations() []Move
}

// Lister is implemented by states that list their legal moves into a
// caller's buffer, so that a search reusing one buffer allocates nothing
// per position. AppendLegal(buf[:0]) holds the same moves as Legal, in the
// same order.
type Lister interface {
	State
	AppendLegal(buf []Move) []Move
}

// HistoryDependent is implemented by states whose rules look at history
// that their position notation cannot carry, such as the repetition count
// of chess (a fivefold repetition ends the game, a threefold one allows a
// claim). A game reports true only where history makes a difference (a
// position that has occurred before) and documents what its notation
// leaves out; boardtest compares a Parse(Position()) round trip's ToMove,
// Legal and Outcome only where it reports false.
type HistoryDependent interface {
	State
	// HistoryDependent reports whether this state's ToMove, Legal or
	// Outcome depend on history that Position does not carry.
	HistoryDependent() bool
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

// Names are what a game is called: the names a family's NewGame takes and
// every Info carries.
type Names struct {
	ID        string `json:"id"`        // as Game.ID
	Name      string `json:"name"`      // English name, e.g. "Snakes and Ladders"
	CzechName string `json:"czechName"` // name in the Czech sources, e.g. "Draci a balóny"; empty for a game of the user's
	Summary   string `json:"summary"`   // the rules in a few sentences
}

// Info describes a game: what a host needs to seat the players, show the
// rules and set up a bot. It marshals to JSON with the field names given by
// its tags.
type Info struct {
	Names
	Family     string `json:"family"`     // package family: "chess", "draughts", "ludo", ...
	MinPlayers int    `json:"minPlayers"` // fewest seats the game is played with
	MaxPlayers int    `json:"maxPlayers"` // most seats the game is played with
	// SeatNames names the seats for people, seat 0 first, for MaxPlayers
	// seats ("White", "Black"; "red", "yellow", ...); a game of n players
	// uses the first n.
	SeatNames []string `json:"seatNames"`
	// Chance reports whether the game has chance nodes (dice, a deal).
	Chance bool `json:"chance"`
	// HiddenInformation reports whether its states implement Hidden:
	// some of the state is not seen by every seat.
	HiddenInformation bool `json:"hiddenInformation"`
	// MinReturn and MaxReturn bound the utilities of Returns over every
	// finished game.
	MinReturn float64 `json:"minReturn"`
	MaxReturn float64 `json:"maxReturn"`
	// Options are the rule options in force, built by OptionsOf.
	Options []Option `json:"options"`
	// MaxPlies bounds the number of Play calls (chance outcomes included)
	// of any game played from New with random legal moves. For games that
	// end only with probability one (dice races with snakes) it is a bound
	// that random play exceeds with negligible probability. Conformance
	// tests fail a playout that exceeds it.
	MaxPlies int `json:"maxPlies"`
}

// CheckPlayers returns nil when the game is played by n players, and
// otherwise an error wrapping ErrPlayers that says how many it is played by.
func (i Info) CheckPlayers(n int) error {
	if n < i.MinPlayers || n > i.MaxPlayers {
		return Players(i.ID, n, i.MinPlayers, i.MaxPlayers)
	}
	return nil
}

// Option is one rule option and the value in force, as OptionsOf describes
// a field of a family's Rules.
type Option struct {
	Name     string `json:"name"`     // Go name of the field, e.g. "FlyingKings"; "Cube.Limit" for a field of a nested struct
	Type     string `json:"type"`     // "bool", "int", "string" or "choice"
	Value    string `json:"value"`    // value in force, e.g. "true", "3"
	Default  string `json:"default"`  // value in the family's zero Rules
	Accepted string `json:"accepted"` // what Configure takes: "true|false", "1..6", "any integer", "exact|bounce", "any text"
	Doc      string `json:"doc"`      // what it does, in one sentence
}

// Outcome tells whether a game is over and how it ended. It marshals to
// JSON as {"over", "winners", "placings", "points", "code", "reason"}, with
// winners [] for a draw and placings and points left out when nil.
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
	// Code says why the game ended as a stable slug that programs test,
	// like python-chess's Termination: "checkmate", "stalemate",
	// "threefold", "resign", "all-off", "blocked", ... (the package doc
	// lists the common codes; each family's doc lists its own). Empty
	// while the game goes on.
	Code string
	// Reason says in words why the game ended, for people: "checkmate",
	// "White's last checker borne off".
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
