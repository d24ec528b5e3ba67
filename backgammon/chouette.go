package backgammon

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// The chouette seats 3 to MaxChouettePlayers players; a session keeps at
// most MaxChouettePlayers seats, those who left included.
const (
	MinChouettePlayers = 3
	MaxChouettePlayers = 8
)

// ChouetteRules are the rule options of a chouette session (Hradní pán):
// how many board games it lasts, the rotation rule, whether every team
// member has his own cube, and the cube options of its board games. The
// zero value is not a session (NewChouette refuses it): start from
// Chouette(). Every field is an option by name (board.Configure).
type ChouetteRules struct {
	// Games is the number of board games the session lasts.
	Games int `rule:"board games in the session" range:"1..1000"`
	// SubstituteWinnerBecomesCaptain: when the captain dropped a double
	// of the box and a team member who played on then won his game, the
	// highest-ranked such member is the next captain.
	SubstituteWinnerBecomesCaptain bool `rule:"a member who played on after the captain dropped and won is the next captain"`
	// PerMemberCubes: every team member has his own cube and may double
	// the box on his own; the box answers each double separately.
	PerMemberCubes bool `rule:"every team member has his own cube (off: one cube shared by the team)"`
	// Cube: the doubling cube is in use.
	Cube bool `rule:"the doubling cube is in use"`
	// CubeLimit is the highest cube value, a power of two.
	CubeLimit int `rule:"highest cube value, a power of two" range:"2..4096"`
	// Jacoby: gammons and backgammons count single on an account whose
	// cube was never turned.
	Jacoby bool `rule:"gammons count single on an account whose cube is centred"`
}

// Chouette returns the default session: 8 board games, the substitute who
// wins becomes captain, one shared cube up to 4096, no Jacoby rule.
func Chouette() ChouetteRules {
	return ChouetteRules{Games: 8, SubstituteWinnerBecomesCaptain: true, Cube: true, CubeLimit: 4096}
}

func (r *ChouetteRules) validate() error {
	switch {
	case r.Games < 1 || r.Games > 1000:
		return fmt.Errorf("backgammon: a chouette of %d games; 1 to 1000 are supported", r.Games)
	case r.Cube && (r.CubeLimit < 2 || r.CubeLimit > 4096 || r.CubeLimit&(r.CubeLimit-1) != 0):
		return fmt.Errorf("backgammon: CubeLimit %d; a power of two from 2 to 4096 is needed (a cube only doubles)", r.CubeLimit)
	}
	return nil
}

// ChouetteGame is a chouette: a session of backgammon money games for 3
// to 8 players (see the package doc, "The chouette"). It implements
// board.Game and board.Configurable; games are immutable and safe for
// concurrent use.
type ChouetteGame struct {
	info  board.Info
	names board.Names
	rules ChouetteRules
	table *Game // the board games: backgammon, the cube kept by the session
}

// NewChouette returns the chouette with the given names and rules, or an
// error if the rules cannot be played (the zero ChouetteRules among them)
// or the ID is malformed.
func NewChouette(names board.Names, r ChouetteRules) (*ChouetteGame, error) {
	if r == (ChouetteRules{}) {
		return nil, fmt.Errorf("backgammon: the zero ChouetteRules is not a session: start from Chouette()")
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	if _, ok := board.BaseID(names.ID); !ok {
		return nil, fmt.Errorf("backgammon: malformed game ID %q", names.ID)
	}
	br := Backgammon()
	br.Cube = false // every account's cube is the session's
	table, err := NewGame(board.Names{ID: "backgammon/chouette-board", Name: "Chouette board game",
		Summary: "The board game of a chouette: backgammon between the box and the acting captain."}, br)
	if err != nil {
		return nil, err
	}
	// the most an account can change hands in one game: a backgammon at
	// the highest cube; the box faces up to seven accounts
	most := 3.0
	if r.Cube {
		most *= float64(r.CubeLimit)
	}
	most *= float64(r.Games * (MaxChouettePlayers - 1))
	seats := make([]string, MaxChouettePlayers)
	for i := range seats {
		seats[i] = seatLetter(i)
	}
	return &ChouetteGame{names: names, rules: r, table: table, info: board.Info{
		Names: names, Family: "backgammon", MinPlayers: MinChouettePlayers, MaxPlayers: MaxChouettePlayers,
		SeatNames: seats, Chance: true, MinReturn: -most, MaxReturn: most,
		Options: board.OptionsOf(r),
		// a board game, its cube decisions (at most one per account and
		// turn, and as many answers) and the ordering throws
		MaxPlies: r.Games*5*table.info.MaxPlies + 1000,
	}}, nil
}

// ChouetteSession is the registered chouette, Hradní pán.
var ChouetteSession = board.Must(NewChouette(board.Names{
	ID: "backgammon/chouette", Name: "Chouette", CzechName: "Hradní pán",
	Summary: "Backgammon for 3 to 8: the box plays alone against a team led by the captain; the box's doubles " +
		"are taken or dropped by each member, the captain's bind the team; the box stays until he loses, then " +
		"the captain takes the box and the box goes to the end of the line; a ledger of points over the session.",
}, Chouette()))

func init() { board.Register(ChouetteSession) }

// seatLetter names seat i: "A", "B", ….
func seatLetter(i int) string { return string(rune('A' + i)) }

// ID returns the game's identifier.
func (g *ChouetteGame) ID() string { return g.info.ID }

// Info describes the game.
func (g *ChouetteGame) Info() board.Info {
	info := g.info
	info.Options = append([]board.Option(nil), g.info.Options...)
	info.SeatNames = append([]string(nil), g.info.SeatNames...)
	return info
}

// Rules returns the session's rule options.
func (g *ChouetteGame) Rules() ChouetteRules { return g.rules }

// WithOptions returns the game with the named rule options changed (see
// board.SetOptions), its ID listing the changes:
// "backgammon/chouette(PerMemberCubes=true)".
func (g *ChouetteGame) WithOptions(settings map[string]string) (board.Game, error) {
	return board.Derive(g.names, g.rules, settings, NewChouette)
}

// New returns a session of players players at its ordering throws.
func (g *ChouetteGame) New(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	return g.NewSession(players), nil
}

// NewSession is New returning the typed state; players must be 3 to 8.
func (g *ChouetteGame) NewSession(players int) *ChouetteState {
	s := &ChouetteState{g: g, game: State{g: g.table, r: g.table.rules}, seats: int8(players)}
	s.game.newGame()
	s.ph, s.norder = chSetup, int8(players)
	for i := range players {
		s.order[i] = int8(i)
	}
	return s
}

// NewSessionWith returns a session whose queue is given, box first, in
// place of the ordering throws: the first board game's opening throw is
// due. The queue names every seat once.
func (g *ChouetteGame) NewSessionWith(queue ...board.Player) (*ChouetteState, error) {
	n := len(queue)
	if err := g.info.CheckPlayers(n); err != nil {
		return nil, err
	}
	s := g.NewSession(n)
	seen := 0
	for i, p := range queue {
		if p < 0 || int(p) >= n || seen&(1<<p) != 0 {
			return nil, board.Illegal(fmt.Sprint(queue), "the queue names each of the %d seats once", n)
		}
		seen |= 1 << p
		s.queue[i] = int8(p)
	}
	s.nq = int8(n)
	s.startGame()
	return s, nil
}

// Parse reads a position written by ChouetteState.Position.
func (g *ChouetteGame) Parse(position string) (board.State, error) {
	s, err := g.ParseSession(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// ParseSession is Parse returning the typed state.
func (g *ChouetteGame) ParseSession(position string) (*ChouetteState, error) {
	if len(position) > MaxPositionLen {
		return nil, board.BadNotation(clip(position), "position of %d bytes; at most %d are read", len(position), MaxPositionLen)
	}
	s := &ChouetteState{g: g, game: State{g: g.table, r: g.table.rules}}
	if err := s.read(position); err != nil {
		return nil, board.BadNotation(position, "%v", err)
	}
	return s, nil
}
