package domino

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// The picture's scale: a unit per tile, the layout's ends in the top part,
// the hands in rows below, ten tiles a row.
const (
	pictureUnit   = 40.0
	layoutHeight  = 7 * pictureUnit
	handRow       = 1.4 * pictureUnit
	handTiles     = 10 // tiles in one row of a hand
	handLeft      = 3 * pictureUnit
	tileStep      = 1.2 * pictureUnit
	pictureWidthD = handLeft + handTiles*tileStep
)

// armPlaces are where each arm's end is drawn, in units from the layout's
// centre.
var armPlaces = [len(armLetters)][2]float64{
	ArmL: {-3, 0}, ArmR: {3, 0}, ArmN: {0, -2}, ArmE: {3, 0}, ArmS: {0, 2}, ArmW: {-3, 0}, ArmC: {0, 0}, ArmT: {3, 0},
}

// Picture returns the whole state as data (board.Drawer), every hand face
// up, for analysis. A server sends each seat ObservationPicture instead.
func (s *State) Picture() board.Picture { return s.picture(-1, true) }

// ObservationPicture returns what seat p sees (board.ObservationDrawer):
// the layout, p's own hand face up, the other hands as counts and the
// stock's size; never another seat's tile. A p that is not a seat gets
// the spectator's picture, every hand as a count.
func (s *State) ObservationPicture(p board.Player) board.Picture {
	return s.picture(int(p), false)
}

// picture draws the table for seat me (all: every hand face up). The open
// ends of the layout are cells named by their arm letters as moves name
// them ("L", "R", "N", "E", "S", "W", the lead's "C", the free row's "T"),
// each holding the tile at its end; the tiles of a hand shown face up are
// cells named by the tile ("6-4"), so that a play touches its tile and
// then the end; the stock is the area "stock", and each hand an area
// "hand-N" that holds the hand as a count where its tiles are not shown.
func (s *State) picture(me int, all bool) board.Picture {
	n := int(s.n)
	pic := board.Picture{
		Width:  pictureWidthD,
		ToMove: s.ToMove(),
		Seats:  s.g.Info().SeatNames[:n],
	}
	s.pictureLayout(&pic)
	pic.Areas = append(pic.Areas, board.Area{Name: "stock", X: 0, Y: 0, W: 3 * pictureUnit, H: 1.2 * pictureUnit,
		Seat: board.Nobody, Text: s.pileName() + ": " + strconv.Itoa(s.pool.Len())})
	y := layoutHeight
	for q := range n {
		h := s.hands[q]
		rows := max(1, (h.Len()+handTiles-1)/handTiles)
		a := board.Area{Name: "hand-" + strconv.Itoa(q), X: 0, Y: y, W: handLeft - 4, H: float64(rows) * handRow,
			Seat: board.Player(q), Text: pic.Seats[q] + ": " + strconv.Itoa(h.Len())}
		if all || q == me {
			for i, t := range h.Tiles() {
				pic.Cells = append(pic.Cells, board.Cell{Name: t.String(),
					X: handLeft + (float64(i%handTiles)+0.5)*tileStep, Y: y + (float64(i/handTiles)+0.5)*handRow,
					Size: pictureUnit, Shape: board.Field,
					Pieces: []board.Piece{{Seat: board.Player(q), Kind: t.String(), Count: 1}}})
			}
		} else if h.Len() > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(q), Kind: "tile", Count: h.Len()}}
		}
		pic.Areas = append(pic.Areas, a)
		y += float64(rows) * handRow
	}
	pic.Height = y
	pic.Counters = s.pictureCounters()
	return pic
}

// pileName names the face-down tiles as the text picture does.
func (s *State) pileName() string {
	switch {
	case s.phase == phDeal:
		return "face down"
	case s.rules().Draw != NoDraw:
		return "stock"
	}
	return "sleeping"
}

// pictureLayout adds the ends of the layout: a cell for each arm the
// layout kind has, with the tile at its end as a piece of nobody's
// ("6-0": the half touching first, the open half last), and every tile
// of the layout in the order laid as Tiles.
func (s *State) pictureLayout(pic *board.Picture) {
	lead, arms := s.armPieces()
	var names []Arm
	switch s.lay.kind {
	case Cross:
		names = []Arm{ArmC, ArmN, ArmE, ArmS, ArmW}
	case Spinner:
		names = []Arm{ArmC, ArmL, ArmR, ArmN, ArmS}
	case Free:
		names = []Arm{ArmC, ArmT}
	default:
		names = []Arm{ArmC, ArmL, ArmR}
	}
	cx, cy := pictureWidthD/2, layoutHeight/2
	for _, a := range names {
		c := board.Cell{Name: a.String(), X: cx + armPlaces[a][0]*pictureUnit, Y: cy + armPlaces[a][1]*pictureUnit,
			Size: 1.6 * pictureUnit, Shape: board.End}
		end := lead
		arm := a
		if a == ArmT {
			arm = ArmR // armPieces keeps the free row under R
		}
		if a != ArmC {
			end.t = NoTile
			if k := len(arms[arm]); k > 0 {
				end = arms[arm][k-1]
			}
		}
		if end.t != NoTile {
			c.Pieces = []board.Piece{{Seat: board.Nobody, Kind: strconv.Itoa(end.in) + "-" + strconv.Itoa(end.outer), Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
	}
	for _, e := range s.rec {
		if e.m.Kind == KindPlay {
			pic.Tiles = append(pic.Tiles, e.m.Tile.String())
		}
	}
}

// pictureCounters are the public numbers: the layout's count or total
// where the rules score it, and each side's score.
func (s *State) pictureCounters() []board.Counter {
	var out []board.Counter
	switch s.lay.kind {
	case Spinner:
		out = append(out, board.Counter{Name: "count", Value: strconv.Itoa(s.lay.count())})
	case Free:
		out = append(out, board.Counter{Name: "total", Value: strconv.Itoa(int(s.lay.total))})
	}
	for i := range s.sides() {
		out = append(out, board.Counter{Name: strings.TrimSuffix(s.sideName(i), ":"), Value: strconv.Itoa(s.m.score[i])})
	}
	return out
}

// Touches returns the cells the move touches (board.Tracer): a play takes
// its tile from the hand (the cell named by the tile) and places it on
// the end (the arm's letter); a draw takes from the stock. A pass and the
// chance outcomes (a tile dealt face down, a lot) touch nothing a seat
// may see.
func (m Move) Touches() []board.Touch {
	switch m.Kind {
	case KindPlay:
		if m.Tile >= NumTiles || m.Arm < 0 || int(m.Arm) >= len(armLetters) {
			return nil
		}
		return []board.Touch{{Cell: m.Tile.String(), Role: board.From}, {Cell: m.Arm.String(), Role: board.Place}}
	case KindDraw:
		return []board.Touch{{Cell: "stock", Role: board.From}}
	}
	return nil
}
