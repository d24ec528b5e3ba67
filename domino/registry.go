package domino

import "github.com/rulebook-go/rulebook/board"

func init() {
	for _, r := range Presets() {
		board.Register(mustGame(r))
	}
	board.Register(DominosaGame())
	board.Register(UniformaGame())
}
