package domino

import (
	"github.com/rulebook-go/rulebook/board"
)

// Game is a domino rule set: Rules fixed. It implements board.Game.
type Game struct{ r Rules }

// NewGame checks the rules and returns the game.
func NewGame(r Rules) (*Game, error) {
	if r.DrawCount < 1 {
		r.DrawCount = 1
	}
	if err := r.validate(); err != nil {
		return nil, err
	}
	return &Game{r: r}, nil
}

func mustGame(r Rules) *Game {
	g, err := NewGame(r)
	if err != nil {
		panic(err)
	}
	return g
}

// Rules returns the rules of the game.
func (g *Game) Rules() Rules { return g.r }

// ID returns the game's identifier.
func (g *Game) ID() string { return g.r.ID }

// Info describes the game.
func (g *Game) Info() board.Info {
	r := &g.r
	return board.Info{
		Names: board.Names{ID: r.ID, Name: r.Name, CzechName: r.CzechName, Summary: r.Summary}, Family: "domino",
		MinPlayers: r.MinPlayers, MaxPlayers: r.MaxPlayers,
		Options: r.options(), MaxPlies: g.maxPlies(),
	}
}

// maxPlies bounds a playout: a hand has at most 28 tiles dealt or drawn,
// 28 plays, a lot and the passes between plays (at most one round of
// passes per play or draw); matches are bounded by the hands random play
// needs, with a wide margin (domino.md gives no limit on hands).
func (g *Game) maxPlies() int {
	hand := 28 + 28 + 1 + 5*(28+28+1) + 1
	switch g.r.Scoring {
	case HandOnly, PotOnly:
		return hand * 3 // redeals of the cross game are rare
	case Marks:
		return hand * 2000
	}
	return hand * 200
}

// New returns the state before the deal: a chance node dealing the first
// tile to seat 0.
func (g *Game) New(players int) (board.State, error) {
	s, err := g.NewState(players)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// NewState is New, typed.
func (g *Game) NewState(players int) (*State, error) {
	if players < g.r.MinPlayers || players > g.r.MaxPlayers {
		return nil, board.Players(g.r.ID, players, g.r.MinPlayers, g.r.MaxPlayers)
	}
	return newState(g, players), nil
}

// Parse reads a position written by State.Position.
func (g *Game) Parse(position string) (board.State, error) {
	s, err := g.parsePosition(position)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// Deal returns a state of n players after dealing: hands[i] to seat i in
// deal order (tile order within each hand), the rest face down. It is for
// tests and front-ends that deal real tiles; hands must have the game's
// hand size and be disjoint.
func (g *Game) Deal(hands ...Set) (*State, error) {
	s, err := g.NewState(len(hands))
	if err != nil {
		return nil, err
	}
	for _, h := range hands {
		if h.Len() != g.r.handSize(len(hands)) {
			return nil, board.Illegal(h.String(), "a hand of %d tiles is dealt here", g.r.handSize(len(hands)))
		}
		for _, t := range h.Tiles() {
			if err := s.Play(Move{Kind: KindTile, Tile: t}); err != nil {
				return nil, err
			}
		}
	}
	return s, nil
}
