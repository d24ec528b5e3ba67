package backgammon

import (
	"fmt"
	"strconv"
	"strings"

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

// Describe says what m, a legal move about to be played, does where its
// notation does not show it: what a drop costs and to whom, what a take
// plays on for, a roll or part of it lost.
func (s *ChouetteState) Describe(m board.Move) string {
	text, err := board.MoveText(m)
	if err != nil {
		return err.Error()
	}
	pm, err := s.ParseMove(text)
	if err != nil {
		return err.Error()
	}
	switch s.ph {
	case chBoard:
		return s.game.Describe(pm)
	case chBoxCube, chTeamCube:
		if pm.(Move).Kind() != KindDouble {
			return text
		}
		var to []string
		who := ownBox
		if s.ph == chTeamCube {
			who = ownMember
		}
		for i := range s.team() {
			if s.mayDouble(i, who) && (s.ph == chBoxCube || !s.g.rules.PerMemberCubes || i == int(s.cur)) {
				to = append(to, fmt.Sprintf("%s to %d", seatName(s.member(i)), 2*s.acct[i].cube))
			}
		}
		return text + ": " + strings.Join(to, ", ")
	case chMemberTake:
		v := s.acct[s.cur].cube
		if pm.(Move).Kind() == KindDrop {
			return fmt.Sprintf("%s: %s pays the box %s %d and is out of this game", text, seatName(s.ToMove()), seatName(board.Player(s.queue[0])), v)
		}
		return fmt.Sprintf("%s: %s plays on at %d, owning his cube", text, seatName(s.ToMove()), 2*v)
	case chBoxTake:
		n, v := 0, s.acct[s.cur].cube
		for i := range s.team() {
			if s.acct[i].offer == offByMember && (!s.g.rules.PerMemberCubes || i == int(s.cur)) {
				n++
			}
		}
		if pm.(Move).Kind() == KindDrop {
			return fmt.Sprintf("%s: the box pays %d to each of %d member(s)", text, v, n)
		}
		return fmt.Sprintf("%s: the box plays on at %d against %d member(s), owning the cube", text, 2*v, n)
	}
	return text
}

// String draws the board game in the box's numbering (White's) and lists
// the session: the queue, the accounts, the ledger and what is due.
func (s *ChouetteState) String() string { return s.View(board.Nobody) }

// View is String as seat p sees it (board.Viewer): a member of the team
// sees the board in Black's numbering, the numbers he types; the box and
// everybody else in White's.
func (s *ChouetteState) View(p board.Player) string {
	viewer := White
	if s.ph != chSetup && p >= 0 && s.rankOf(int8(p)) >= 0 {
		viewer = Black
	}
	var sb strings.Builder
	sb.WriteString(s.game.b.picture(&s.game.r, viewer))
	if s.ph != chSetup {
		fmt.Fprintf(&sb, "game %d of %d; box %s (White), acting captain %s (Black)\n",
			min(s.played+1, s.g.rules.Games), s.g.rules.Games, seatName(board.Player(s.queue[0])), seatName(s.ActingCaptain()))
		sb.WriteString("queue " + s.queueText() + "\n")
		sb.WriteString("accounts " + s.accountsText() + "\n")
	}
	sb.WriteString("ledger " + s.ledgerText() + "\n")
	if s.ph == chOver {
		o := s.Outcome()
		sb.WriteString(o.Reason + "\n")
		return sb.String()
	}
	sb.WriteString(s.expecting() + "\n")
	return sb.String()
}

// queueText writes the queue for people: "A B C D", and "(joining E)".
func (s *ChouetteState) queueText() string {
	var parts []string
	for _, p := range s.queue[:s.nq] {
		parts = append(parts, seatLetter(int(p)))
	}
	if s.nj > 0 {
		parts = append(parts, "(joining")
		for _, p := range s.joins[:s.nj] {
			parts = append(parts, seatLetter(int(p)))
		}
		parts[len(parts)-1] += ")"
	}
	return strings.Join(parts, " ")
}

// accountsText writes the accounts for people: "B 2 owned by B, C dropped".
func (s *ChouetteState) accountsText() string {
	var parts []string
	for i := range s.team() {
		a := s.acct[i]
		m := seatLetter(int(s.queue[i+1]))
		switch a.status {
		case acctDropped:
			parts = append(parts, m+" dropped")
			continue
		case acctWon:
			parts = append(parts, m+" won")
			continue
		case acctLost:
			parts = append(parts, m+" lost")
			continue
		}
		owner := "centred"
		switch a.owner {
		case ownBox:
			owner = "owned by the box"
		case ownMember:
			owner = "owned by " + m
			if !s.g.rules.PerMemberCubes {
				owner = "owned by the team"
			}
		}
		parts = append(parts, fmt.Sprintf("%s cube %d %s", m, a.cube, owner))
	}
	return strings.Join(parts, ", ")
}

// ledgerText writes the ledger for people: "A +3, B -1, C -1, D -1".
func (s *ChouetteState) ledgerText() string {
	var parts []string
	for i := range int(s.seats) {
		parts = append(parts, fmt.Sprintf("%s %+d", seatLetter(i), s.ledger[i]))
	}
	return strings.Join(parts, ", ")
}
