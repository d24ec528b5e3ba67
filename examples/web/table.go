package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/svg"
)

// maxPlies bounds the plies of one table, whatever the game's MaxPlies:
// bots that shuffle forever do not keep a table busy.
const maxPlies = 5000

// A table is one game in progress: the state, who sits at each seat, the
// record as each seat saw it, and the snapshots that undo goes back to.
type table struct {
	mu      sync.Mutex
	id      string
	game    board.Game
	state   board.State
	kinds   []string   // seat kind per seat: person, random, mc
	bots    []bot      // nil for a person
	tokens  []string   // the secret of each seat's URL
	host    string     // the secret of the table's URL, for every person seat; "" in a Hidden game
	manual  bool       // the dice are typed in by the people, not rolled by the server
	seed    uint64     // of the dice and the bots
	dice    *rand.Rand // the server's dice
	record  []entry
	history []snapshot // the states where a person was to move, for undo
	plies   int
	used    time.Time // last request, for expiry
}

// entry is one move of the record: who made it, and what each seat saw
// of it (ObserveMove in a Hidden game, the record's text otherwise).
type entry struct {
	actor  board.Player
	number string
	seen   []string // by seat; for a game without hidden information all the same
}

// snapshot is a state to go back to with undo, and the length of the
// record then.
type snapshot struct {
	state  board.State
	record int
	plies  int
}

// errNotYourTurn answers a move from a seat that is not to move.
var errNotYourTurn = errors.New("not your turn")

// hidden reports whether the table's game has hidden information.
func (t *table) hidden() bool {
	_, ok := t.state.(board.Hidden)
	return ok
}

// canUndo reports whether undo is allowed at this table: in a game
// without hidden information, back to the last state where a person was
// to move, when no chance outcome came since, so that going back can
// neither roll the dice again nor show what was drawn.
func (t *table) canUndo() bool {
	if len(t.history) == 0 || t.hidden() || t.game.Info().HiddenInformation {
		return false
	}
	for _, e := range t.record[t.history[len(t.history)-1].record:] {
		if e.actor == board.Chance {
			return false
		}
	}
	return true
}

// mayPlay reports whether the holder of seat (-1 for the host's URL) may
// decide now.
func (t *table) mayPlay(seat board.Player) bool {
	to := t.state.ToMove()
	switch {
	case to == board.Nobody:
		return false
	case to == board.Chance:
		return t.manual && (seat >= 0 && t.bots[seat] == nil || seat < 0)
	case seat < 0:
		return t.bots[to] == nil
	}
	return to == seat && t.bots[seat] == nil
}

// play plays the move text for seat (-1 for the host), then lets the dice
// and the bots move until a person is to decide or the game is over.
func (t *table) play(seat board.Player, text string) error {
	if t.state.ToMove() == board.Nobody {
		return board.GameOver("")
	}
	if !t.mayPlay(seat) {
		return fmt.Errorf("%w: %s to move", errNotYourTurn, t.toMoveName())
	}
	m, err := t.state.ParseMove(text)
	if err != nil {
		return err
	}
	if t.state.ToMove() >= 0 {
		t.history = append(t.history, snapshot{t.state.Clone(), len(t.record), t.plies})
	}
	if err := t.apply(m); err != nil {
		return err
	}
	t.advance()
	return nil
}

// apply plays m and writes it into the record as each seat sees it.
func (t *table) apply(m board.Move) error {
	e := entry{actor: t.state.ToMove(), seen: make([]string, t.state.Seats())}
	h, hidden := t.state.(board.Hidden)
	number, text := board.Record(t.state, m)
	if !hidden {
		e.number = number
	}
	for i := range e.seen {
		if hidden {
			e.seen[i] = h.ObserveMove(board.Player(i), m)
		} else {
			e.seen[i] = text
		}
	}
	if err := t.state.Play(m); err != nil {
		return err
	}
	t.record = append(t.record, e)
	t.plies++
	return nil
}

// advance rolls the server's dice and lets the bots move, until a person
// is to decide, typed-in dice are due, or the game ends.
func (t *table) advance() {
	for t.plies < maxPlies {
		to := t.state.ToMove()
		var m board.Move
		switch {
		case to == board.Nobody:
			return
		case to == board.Chance && t.manual:
			return
		case to == board.Chance:
			m = t.roll()
		case t.bots[to] == nil:
			return
		default:
			m = t.bots[to].choose(t.state)
		}
		if m == nil || t.apply(m) != nil {
			return // a broken game stops here rather than loop
		}
	}
}

// roll picks the chance outcome with the server's dice, each with its
// probability.
func (t *table) roll() board.Move {
	legal := t.state.Legal()
	if len(legal) == 0 {
		return nil
	}
	i := t.dice.IntN(len(legal))
	if c, ok := t.state.(board.Chancy); ok {
		u := t.dice.Float64()
		for j, p := range c.Chances() {
			if i = j; u < p {
				break
			}
			u -= p
		}
	}
	return legal[i]
}

// undo goes back to the last state where a person was to move, taking
// back the bots' replies too.
func (t *table) undo() error {
	if !t.canUndo() {
		return errors.New("undo is not allowed here: nothing to take back, dice were rolled since, or the game has hidden information")
	}
	last := t.history[len(t.history)-1]
	t.history = t.history[:len(t.history)-1]
	t.state, t.record, t.plies = last.state, t.record[:last.record], last.plies
	return nil
}

func (t *table) toMoveName() string {
	switch to := t.state.ToMove(); to {
	case board.Chance:
		return "the dice are"
	case board.Nobody:
		return "nobody is"
	default:
		return seatName(t.game.Info(), to) + " is"
	}
}

func seatName(info board.Info, p board.Player) string {
	if p >= 0 && int(p) < len(info.SeatNames) {
		return info.SeatNames[p]
	}
	return "seat " + p.String()
}

// legalMove is a legal move as a seat's page lists it: its notation, the
// record's text for people, and the cells it touches.
type legalMove struct {
	Move    string        `json:"move"`
	Text    string        `json:"text"`
	Touches []board.Touch `json:"touches"`
}

// recordLine is one move of the record as a seat sees it.
type recordLine struct {
	Actor  board.Player `json:"actor"`
	Number string       `json:"number,omitempty"`
	Text   string       `json:"text"`
}

// view is everything a seat's page shows, and nothing that seat may not
// know: in a Hidden game the seat's ObservationPicture, its Observation as
// text, and the record as ObserveMove gave it.
type view struct {
	Table    string         `json:"table"`
	Game     board.Info     `json:"game"`
	Seat     board.Player   `json:"seat"` // -1 for the host's URL, which plays every person seat
	Seats    []string       `json:"seats"`
	ToMove   board.Player   `json:"toMove"`
	YourTurn bool           `json:"yourTurn"`
	Picture  *board.Picture `json:"picture"` // nil for a game without a picture
	SVG      string         `json:"svg,omitempty"`
	Text     string         `json:"text"` // the position as text: the seat's observation in a Hidden game
	Legal    []legalMove    `json:"legal"`
	Record   []recordLine   `json:"record"`
	Outcome  board.Outcome  `json:"outcome"`
	CanUndo  bool           `json:"canUndo"`
	Manual   bool           `json:"manualDice"`
	Links    []seatLink     `json:"links,omitempty"` // the seats' pages, on the host's view only
}

// seatLink is a seat's page, as the host's view lists it.
type seatLink struct {
	Seat board.Player `json:"seat"`
	Name string       `json:"name"`
	URL  string       `json:"url"`
}

// view builds seat's view (-1: the host's, for games without hidden
// information).
func (t *table) view(seat board.Player) view {
	s := t.state
	v := view{Table: t.id, Game: t.game.Info(), Seat: seat, Seats: t.kinds, ToMove: s.ToMove(),
		YourTurn: t.mayPlay(seat), Outcome: s.Outcome(), CanUndo: t.canUndo(), Manual: t.manual,
		Legal: []legalMove{}, Record: []recordLine{}}
	var pic *board.Picture
	switch st := s.(type) {
	case board.ObservationDrawer:
		if seat >= 0 {
			p := st.ObservationPicture(seat)
			pic = &p
		}
		v.Text = st.Observation(seat)
	case board.Hidden:
		v.Text = st.Observation(seat)
	case board.Drawer:
		p := st.Picture()
		pic = &p
		v.Text = board.View(s, max(seat, 0))
	default:
		v.Text = board.View(s, max(seat, 0))
	}
	if pic != nil {
		var b strings.Builder
		if svg.Render(&b, *pic, svg.Options{}) == nil {
			v.Picture, v.SVG = pic, b.String()
		}
	}
	if v.YourTurn {
		for _, m := range s.Legal() {
			lm := legalMove{Move: m.String(), Text: m.String(), Touches: []board.Touch{}}
			if s.ToMove() >= 0 {
				number, text := board.Record(s, m)
				lm.Text = strings.TrimSpace(number + " " + text)
			}
			if tr, ok := m.(board.Tracer); ok && tr.Touches() != nil {
				lm.Touches = tr.Touches()
			}
			v.Legal = append(v.Legal, lm)
		}
	}
	for _, e := range t.record {
		i := max(int(seat), 0)
		if e.seen[i] == "" {
			continue // the seat saw nothing of it
		}
		v.Record = append(v.Record, recordLine{Actor: e.actor, Number: e.number, Text: e.seen[i]})
	}
	if seat < 0 {
		for i, tok := range t.tokens {
			v.Links = append(v.Links, seatLink{board.Player(i), seatName(v.Game, board.Player(i)), "/s/" + tok})
		}
	}
	return v
}
