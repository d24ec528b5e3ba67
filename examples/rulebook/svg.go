package main

import (
	"bytes"
	"fmt"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/svg"
)

const svgSynopsis = "rulebook svg -game ID [-option Name=Value]... [-players N] [-position P] [-dice D] [-seat N] [-scale S]"

// runSvg writes the picture of a position as an SVG image: the whole
// state, or with -seat in a Hidden game that seat's observation only.
func runSvg(args []string, e *env) error {
	fs := newFlags("svg")
	var gf gameFlags
	gf.add(fs, true)
	gf.addDice(fs)
	seat := fs.Int("seat", -1, "draw what seat `N` sees (Hidden games: the seat's observation only)")
	scale := fs.Float64("scale", 0, "multiply the picture's coordinates by `S` (default: a scale that draws the board 480 pixels wide)")
	if err := parse(fs, svgSynopsis, args, e); err != nil {
		return err
	}
	game, s, err := gf.state()
	if err != nil {
		return err
	}
	p, err := picture(s, *seat)
	if err != nil {
		return err
	}
	if *scale < 0 {
		return usagef("-scale %v: want a positive scale", *scale)
	}
	o := svg.Options{Scale: *scale}
	var b bytes.Buffer
	if err := svg.Render(&b, p, o); err != nil {
		return fmt.Errorf("%s: %w", game.ID(), err)
	}
	_, err = e.stdout.Write(b.Bytes())
	return err
}

// picture returns the picture of s that seat sees: ObservationPicture in a
// game with one, the whole Picture otherwise (a game without hidden
// information shows every seat everything). A seat of -1 asks for the
// whole state, which a Hidden game shows only as an analysis board.
func picture(s board.State, seat int) (board.Picture, error) {
	id := s.Game().ID()
	if seat < -1 || seat >= s.Seats() {
		return board.Picture{}, usagef("-seat %d: the position has seats 0 to %d", seat, s.Seats()-1)
	}
	if od, ok := s.(board.ObservationDrawer); ok && seat >= 0 {
		return od.ObservationPicture(board.Player(seat)), nil
	}
	if _, hidden := s.(board.Hidden); hidden && seat >= 0 {
		return board.Picture{}, fmt.Errorf("%s has hidden information but no observation picture yet", id)
	}
	d, ok := s.(board.Drawer)
	if !ok {
		return board.Picture{}, fmt.Errorf("%s has no picture yet (board.Drawer); rulebook moves and play show it as text", id)
	}
	return d.Picture(), nil
}
