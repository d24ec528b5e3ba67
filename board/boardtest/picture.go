package boardtest

import (
	"encoding/json"
	"reflect"

	"github.com/rulebook-go/rulebook/board"
)

// checkPicture checks a board.Drawer's picture against the state: cells
// named once each, lines and move touches that name cells or areas, pieces
// of real seats, the seat to move, and (for a board.ObservationDrawer)
// the same observation picture from a determinized state.
func (w *walker) checkPicture(to board.Player, legal []board.Move) {
	w.t.Helper()
	d, ok := w.s.(board.Drawer)
	if !ok {
		return
	}
	p := d.Picture()
	places := w.checkPictureCells(p)
	if p.ToMove != to {
		w.fatalf("Picture().ToMove = %v, ToMove() = %v", p.ToMove, to)
	}
	if len(p.Seats) != w.n {
		w.fatalf("Picture().Seats %q: want a name for each of %d seats", p.Seats, w.n)
	}
	if _, err := json.Marshal(p); err != nil {
		w.fatalf("Picture() does not marshal to JSON: %v", err)
	}
	for _, m := range legal {
		tr, ok := m.(board.Tracer)
		if !ok {
			continue
		}
		for _, t := range tr.Touches() {
			if !places[t.Cell] {
				w.fatalf("move %q touches %q, which is no cell or area of the Picture", m, t.Cell)
			}
		}
	}
	od, ok := w.s.(board.ObservationDrawer)
	if !ok {
		return
	}
	for i := range w.n {
		seat := board.Player(i)
		mine := od.ObservationPicture(seat)
		dd, ok := od.Determinize(seat, w.rng).(board.ObservationDrawer)
		if !ok {
			w.fatalf("Determinize(%v) returned a state without ObservationPicture", seat)
		}
		if got := dd.ObservationPicture(seat); !reflect.DeepEqual(got, mine) {
			w.fatalf("Determinize(%v).ObservationPicture(%v) differs from the original's: the picture shows what the seat cannot know", seat, seat)
		}
	}
}

// checkPictureCells checks the cells, lines and areas of p and returns the
// set of the names of its cells and areas.
func (w *walker) checkPictureCells(p board.Picture) map[string]bool {
	w.t.Helper()
	if !(p.Width > 0 && p.Height > 0) {
		w.fatalf("Picture() has size %v × %v", p.Width, p.Height)
	}
	places := map[string]bool{}
	for _, c := range p.Cells {
		if c.Name == "" || places[c.Name] {
			w.fatalf("Picture() cell name %q is empty or repeated", c.Name)
		}
		places[c.Name] = true
		w.checkPieces(c.Name, c.Pieces)
	}
	for _, l := range p.Lines {
		if !places[l.From] || !places[l.To] {
			w.fatalf("Picture() line %s-%s joins a cell that is not in Cells", l.From, l.To)
		}
	}
	for _, a := range p.Areas {
		w.checkPieces(a.Name, a.Pieces)
		if a.Name != "" {
			places[a.Name] = true
		}
	}
	return places
}

func (w *walker) checkPieces(where string, ps []board.Piece) {
	w.t.Helper()
	for _, q := range ps {
		if q.Count < 1 || q.Seat < board.Nobody || int(q.Seat) >= w.n {
			w.fatalf("Picture() at %q: piece %+v needs a count of at least 1 and a seat of the game", where, q)
		}
	}
}
