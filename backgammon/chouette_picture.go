package backgammon

import (
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Picture returns the board game as data (board.Drawer), as State.Picture
// draws it, with White's checkers and areas belonging to the box's seat
// and Black's to the acting captain's (Nobody's during the ordering
// throws); the counters show the game's number, the box, the acting
// captain, the queue, the accounts (the cubes) and the ledger.
func (s *ChouetteState) Picture() board.Picture {
	p := s.game.Picture()
	sides := [2]board.Player{board.Nobody, board.Nobody}
	if s.ph != chSetup {
		sides = [2]board.Player{board.Player(s.queue[0]), s.ActingCaptain()}
	}
	remap := func(ps []board.Piece) {
		for i := range ps {
			ps[i].Seat = sides[ps[i].Seat]
		}
	}
	for i := range p.Cells {
		remap(p.Cells[i].Pieces)
	}
	for i := range p.Areas {
		p.Areas[i].Seat = sides[p.Areas[i].Seat]
		remap(p.Areas[i].Pieces)
	}
	p.ToMove = s.ToMove()
	p.Seats = s.g.info.SeatNames[:s.seats:s.seats]
	p.Seats = append([]string(nil), p.Seats...)
	counter := func(name, value string) { p.Counters = append(p.Counters, board.Counter{Name: name, Value: value}) }
	if s.ph != chSetup {
		counter("game", strconv.Itoa(min(s.played+1, s.g.rules.Games))+" of "+strconv.Itoa(s.g.rules.Games))
		counter("box", seatName(sides[0]))
		counter("captain", seatName(sides[1]))
		counter("queue", s.queueText())
		counter("accounts", s.accountsText())
	}
	counter("ledger", s.ledgerText())
	return p
}
