package chess

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Options are the rule options of chess. The zero value is the FIDE Laws of
// Chess (2023) as chess.md section 1 specifies them.
type Options struct {
	// AutoClaim ends the game as soon as a draw could be claimed
	// (threefold repetition, fifty-move rule) instead of waiting for the
	// player to claim it, as engines and bots usually want.
	AutoClaim bool
	// SeedHundredMoveExceptions restores the seed's pre-1992 rule: with
	// exactly K+R v K+R+B or K+R+P v K+B+P on the board the fifty-move
	// claim needs 100 moves, and the automatic seventy-five-move draw
	// comes 25 moves after that, at 125.
	SeedHundredMoveExceptions bool
}

// Game is chess under a set of Options; it implements board.Game. The
// registered game "chess" has the zero Options.
type Game struct {
	opts Options
}

// NewGame returns chess with the given options.
func NewGame(o Options) *Game { return &Game{opts: o} }

// ID returns "chess".
func (g *Game) ID() string { return "chess" }

// Options returns the options in force.
func (g *Game) Options() Options { return g.opts }

// Info describes the game.
func (g *Game) Info() board.Info {
	return board.Info{
		Names: board.Names{ID: "chess", Name: "Chess", CzechName: "Šachy", Summary: "FIDE chess. White (seat 0) and Black alternate moves; checkmate wins; stalemate, " +
			"dead positions, fivefold repetition and the seventy-five-move rule draw automatically; " +
			"threefold repetition and the fifty-move rule are claimed. Moves are UCI (e2e4) or SAN (e4); " +
			"\"resign\", \"accept\", \"claim\", and a move followed by \" offer\" or \" claim\" are the " +
			"other decisions. Positions are FEN."},
		Family:     "chess",
		MinPlayers: 2,
		MaxPlayers: 2,
		Options: []board.Option{
			{Name: "AutoClaim", Value: strconv.FormatBool(g.opts.AutoClaim),
				Doc: "end the game when a draw becomes claimable instead of waiting for a claim"},
			{Name: "SeedHundredMoveExceptions", Value: strconv.FormatBool(g.opts.SeedHundredMoveExceptions),
				Doc: "100-move claim for K+R v K+R+B and K+R+P v K+B+P, as in the seed"},
		},
		MaxPlies: g.maxPlies(),
	}
}

// maxPlies bounds the length of a game: at most 96 pawn steps and 30
// captures reset the half-move clock, and the automatic draw ends every
// stretch between them.
func (g *Game) maxPlies() int {
	limit := 150
	if g.opts.AutoClaim {
		limit = 100
	} else if g.opts.SeedHundredMoveExceptions {
		limit = 250
	}
	return 127 * limit
}

// New returns the initial position; chess is played by exactly 2.
func (g *Game) New(players int) (board.State, error) {
	if players != 2 {
		return nil, board.Players(g.ID(), players, 2, 2)
	}
	return g.NewState(StartPosition()), nil
}

// Parse reads a FEN position (see ParseFEN).
func (g *Game) Parse(position string) (board.State, error) {
	p, err := ParseFEN(position)
	if err != nil {
		return nil, err
	}
	return g.NewState(p), nil
}

// NewState returns a game state starting from p.
func (g *Game) NewState(p Position) *State {
	s := &State{game: g, start: p, pos: p}
	s.settle(true)
	return s
}

// claimLimit returns the half-move clock at which a draw may be claimed:
// 100 (fifty moves each), or 200 for the seed's two material sets when
// SeedHundredMoveExceptions is on.
func (o Options) claimLimit(p *Position) int {
	if o.SeedHundredMoveExceptions && p.seedHundredMoveSet() {
		return 200
	}
	return 100
}

// claimable returns the draw the side to move may claim in p, which has
// occurred reps times: "threefold repetition", "fifty-move rule" (or
// "hundred-move rule"), or "".
func (o Options) claimable(p *Position, reps int) string {
	switch limit := o.claimLimit(p); {
	case reps >= 3:
		return "threefold repetition"
	case p.halfmove >= limit && limit > 100:
		return "hundred-move rule"
	case p.halfmove >= limit:
		return "fifty-move rule"
	}
	return ""
}

// ruleDraw returns the draw that ends the game in p automatically, p having
// occurred reps times and not being mate or stalemate: a dead position,
// fivefold repetition, the seventy-five-move rule (25 moves after the claim
// limit), and with AutoClaim the claimable draws; or "". The game state and
// State.Perft both decide with it.
func (o Options) ruleDraw(p *Position, reps int) string {
	switch {
	case p.InsufficientMaterial():
		return "insufficient material"
	case reps >= 5:
		return "fivefold repetition"
	case p.halfmove >= o.claimLimit(p)+50:
		return "seventy-five-move rule"
	case o.AutoClaim:
		return o.claimable(p, reps)
	}
	return ""
}

func init() { board.Register(NewGame(Options{})) }
