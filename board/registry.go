package board

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

var registry struct {
	sync.RWMutex
	games map[string]Game
}

// Register makes a game available by its ID. Family packages call it from
// their init functions, as image formats register with package image, so
// importing a family package makes its games available. Registering a nil
// game, a malformed ID or an ID twice is a programming error and panics.
func Register(g Game) {
	if g == nil {
		panic("board: Register of a nil game")
	}
	id := g.ID()
	if !ValidID(id) {
		panic(fmt.Sprintf("board: Register of malformed game ID %q", id))
	}
	registry.Lock()
	defer registry.Unlock()
	if registry.games == nil {
		registry.games = make(map[string]Game)
	}
	if _, dup := registry.games[id]; dup {
		panic("board: Register called twice for game " + id)
	}
	registry.games[id] = g
}

// Lookup returns the registered game with the given ID.
func Lookup(id string) (Game, bool) {
	registry.RLock()
	defer registry.RUnlock()
	g, ok := registry.games[id]
	return g, ok
}

// Games returns every registered game, sorted by ID.
func Games() []Game {
	registry.RLock()
	defer registry.RUnlock()
	gs := make([]Game, 0, len(registry.games))
	for _, g := range registry.games {
		gs = append(gs, g)
	}
	slices.SortFunc(gs, func(a, b Game) int { return strings.Compare(a.ID(), b.ID()) })
	return gs
}

// ValidID reports whether id is a well-formed game ID: one or two
// slash-separated slugs of lower-case ASCII letters, digits and inner
// hyphens, such as "chess" or "ludo/snakes-and-ladders".
func ValidID(id string) bool {
	parts := strings.Split(id, "/")
	if len(parts) > 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || p[0] == '-' || p[len(p)-1] == '-' {
			return false
		}
		for _, c := range p {
			if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

// BaseID returns the ID of the game a derived game comes from: id without
// the options a Derive added ("chess/eating(Castling=true)" gives
// "chess/eating"), and whether id is a well-formed game ID or derived ID.
func BaseID(id string) (base string, ok bool) {
	base, opts, derived := strings.Cut(id, "(")
	if derived && (len(opts) < 2 || !strings.HasSuffix(opts, ")") || strings.ContainsAny(opts[:len(opts)-1], "()")) {
		return base, false
	}
	return base, ValidID(base)
}

// Must returns g, and panics when err is not nil: for a family's
// package-level games, built from rules the family knows to be valid, as
// template.Must does for templates:
//
//	var Chess = board.Must(NewGame(names, Rules{}))
func Must[G Game](g G, err error) G {
	if err != nil {
		panic(err)
	}
	return g
}
