package ludo

import "github.com/rulebook-go/rulebook/board"

func init() {
	for _, g := range standardGames() {
		board.Register(g)
	}
	cross, err := NewCross(DefaultCrossOptions())
	if err != nil {
		panic(err)
	}
	board.Register(cross)
}

// standardGames builds the named rule sets of this package: Propast as the
// seed plays it, Propast by the web site's rules the seed quotes, and
// Snakes and Ladders with the defaults of ludo.md §12.
func standardGames() []*TrackGame {
	web := DefaultPropastOptions()
	web.Reading = ReadingWeb
	return []*TrackGame{
		must(NewPropast(DefaultPropastOptions())),
		must(NewPropast(web)).WithName("ludo/propast-web", "Propast (The Abyss), web rules", "Propast (pravidla z www.e-hracky.cz)"),
		must(NewSnakes(DefaultSnakesOptions())),
	}
}

// must returns g, or panics with err: the standard options are fixed, so an
// error is a programming error caught by every test run.
func must(g *TrackGame, err error) *TrackGame {
	if err != nil {
		panic(err)
	}
	return g
}
