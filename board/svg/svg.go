// Package svg draws a board.Picture as an SVG image, with the standard
// library only: every registered game that implements board.Drawer can be
// shown in a browser or saved as a file the same way.
//
//	p := state.(board.Drawer).Picture()
//	err := svg.Render(w, p, svg.Options{})
//
// The drawing follows the picture: cells by their shape (squares light and
// dark, points and holes as circles, race fields as rounded boxes, tables
// points as triangles), the lines under them, the pieces on each cell as
// discs in their seat's colour with the piece's kind written on them when
// it is a symbol ("K", "6-4"; of the word kinds only "king" and "queen",
// as K and Q) and a stack's count, the areas off the board as labelled
// boxes, and below the board a line with the dice, the tiles, the counters
// and the seat to move. Cell names are written small in a corner of each cell, over
// the pieces, so that a person can type moves in the game's notation; an
// area shows its Text, or its name when it has none.
//
// The output is deterministic: the same picture always gives the same
// bytes, so that golden files can hold it.
package svg

import (
	"bufio"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Options change how a picture is drawn. The zero value is the default.
type Options struct {
	// Scale multiplies the picture's coordinates into pixels; 0 picks
	// the scale that draws the picture DefaultWidth pixels wide.
	Scale float64
	// NoNames leaves out the cell names.
	NoNames bool
	// Colours are the fill colours of seats 0, 1, ...; nil means
	// SeatColours.
	Colours []string
}

// SeatColours are the default colours of the seats: white and black for
// two-player board games, then the ludo colours and more.
var SeatColours = []string{"#f5f5f0", "#202020", "#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b"}

// DefaultWidth is the width in pixels of a picture drawn at Scale 0.
const DefaultWidth = 480

// The status line under the board and the labels of areas are sized in
// pixels, not picture units: a chess picture is 8 units wide and a mill
// picture 320, and both want text a person can read.
const (
	footer    = 28 // height of the line of dice, counters and the seat to move
	labelSize = 11 // font size of the status line and of the areas' labels
)

// Render writes the SVG image of p to w.
func Render(w io.Writer, p board.Picture, o Options) error {
	if len(o.Colours) == 0 {
		o.Colours = SeatColours
	}
	if !(p.Width > 0 && p.Height > 0) || math.IsInf(p.Width, 0) || math.IsInf(p.Height, 0) {
		return fmt.Errorf("svg: picture of size %v × %v: want a positive size", p.Width, p.Height)
	}
	if !(o.Scale > 0) || math.IsInf(o.Scale, 0) {
		o.Scale = DefaultWidth / p.Width
	}
	bw := bufio.NewWriter(w)
	r := renderer{w: bw, o: o, p: &p}
	r.document()
	return bw.Flush()
}

type renderer struct {
	w *bufio.Writer
	o Options
	p *board.Picture
}

// n formats a coordinate: scaled, with at most two decimals.
func (r *renderer) n(v float64) string { return px(v * r.o.Scale) }

// px formats a length in pixels, with at most two decimals.
func px(v float64) string {
	return strconv.FormatFloat(math.Round(v*100)/100, 'f', -1, 64)
}

func (r *renderer) printf(format string, args ...any) { fmt.Fprintf(r.w, format, args...) }

func esc(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s))
	return b.String()
}

func (r *renderer) colour(seat board.Player) string {
	if seat < 0 {
		return "#999999"
	}
	return r.o.Colours[int(seat)%len(r.o.Colours)]
}

func (r *renderer) document() {
	p := r.p
	w, h := r.n(p.Width), px(p.Height*r.o.Scale+footer)
	r.printf(`<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" font-family="sans-serif">`+"\n",
		w, h, w, h)
	r.printf(`<rect x="0" y="0" width="%s" height="%s" fill="#e8d9b5"/>`+"\n", w, h)
	for _, l := range p.Lines {
		r.line(l)
	}
	for _, c := range p.Cells {
		r.cell(c)
	}
	for _, a := range p.Areas {
		r.area(a)
	}
	for _, c := range p.Cells {
		r.pieces(c.Pieces, c.X, c.Y, c.Size)
	}
	if !r.o.NoNames {
		for _, c := range p.Cells {
			r.name(c)
		}
	}
	r.status()
	r.printf("</svg>\n")
}

func (r *renderer) line(l board.Line) {
	a, ok1 := r.p.Cell(l.From)
	b, ok2 := r.p.Cell(l.To)
	if !ok1 || !ok2 {
		return
	}
	colour, width := "#5a4a30", 1.5
	switch l.Kind {
	case "ladder":
		colour, width = "#2ca02c", 3
	case "snake":
		colour, width = "#d62728", 3
	}
	r.printf(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"/>`+"\n",
		r.n(a.X), r.n(a.Y), r.n(b.X), r.n(b.Y), colour, r.n(width))
}

func (r *renderer) cell(c board.Cell) {
	s := c.Size
	if s <= 0 {
		s = 10
	}
	x, y, half := c.X, c.Y, s/2
	switch c.Shape {
	case board.LightSquare, board.DarkSquare:
		fill := "#f0d9b5"
		if c.Shape == board.DarkSquare {
			fill = "#b58863"
		}
		r.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`+"\n", r.n(x-half), r.n(y-half), r.n(s), r.n(s), fill)
	case board.Field, board.End:
		r.printf(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="#fffaf0" stroke="#5a4a30"/>`+"\n",
			r.n(x-half), r.n(y-half), r.n(s), r.n(s), r.n(s/5))
	case board.TriangleUp, board.TriangleDown:
		// a tables point: Size wide, three Sizes long, its base at the
		// rim and its tip towards the middle
		long := 3 * s
		base, tip := y+long/2, y-long/2
		if c.Shape == board.TriangleDown {
			base, tip = y-long/2, y+long/2
		}
		r.printf(`<polygon points="%s,%s %s,%s %s,%s" fill="#c8a165" stroke="#5a4a30"/>`+"\n",
			r.n(x-half), r.n(base), r.n(x+half), r.n(base), r.n(x), r.n(tip))
	case board.Hole:
		r.printf(`<circle cx="%s" cy="%s" r="%s" fill="#6b5430"/>`+"\n", r.n(x), r.n(y), r.n(s/4))
	default: // board.Node and anything new
		r.printf(`<circle cx="%s" cy="%s" r="%s" fill="#5a4a30"/>`+"\n", r.n(x), r.n(y), r.n(s/6))
	}
}

// name writes a cell's name small in its top-left corner, over the
// pieces, so that a person can type moves in the game's notation.
func (r *renderer) name(c board.Cell) {
	s := c.Size
	if s <= 0 {
		s = 10
	}
	r.printf(`<text x="%s" y="%s" font-size="%s" fill="#5a4a30">%s</text>`+"\n",
		px((c.X-s/2)*r.o.Scale+1.5), r.n(c.Y-s/2+s/5), r.n(s/5), esc(c.Name))
}

// pieces draws a cell's pieces as discs, stacked along the cell when
// there are several kinds, with the count written on a stack.
func (r *renderer) pieces(ps []board.Piece, x, y, size float64) {
	if size <= 0 {
		size = 10
	}
	rad := size * 0.36
	for i, q := range ps {
		cy := y + float64(i)*rad*0.6
		stroke := "#202020"
		if r.colour(q.Seat) == "#202020" {
			stroke = "#f5f5f0"
		}
		r.printf(`<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s"/>`+"\n", r.n(x), r.n(cy), r.n(rad), r.colour(q.Seat), stroke)
		label := pieceLabel(q)
		if label != "" && len(label) <= 4 {
			r.printf(`<text x="%s" y="%s" font-size="%s" text-anchor="middle" dy=".35em" fill="%s">%s</text>`+"\n",
				r.n(x), r.n(cy), r.n(rad), stroke, esc(label))
		}
	}
}

// crowned are the word kinds that are written on their disc, as a
// letter: a draughts king must be told from a man at a glance.
var crowned = map[string]string{"king": "K", "queen": "Q"}

// pieceLabel is what a disc says: a symbol kind ("K", "q", "6-4") as it
// is, a word kind ("man", "peg", "stone", "checker") not at all unless it
// is crowned, and a stack's count after the kind's letter.
func pieceLabel(q board.Piece) string {
	label := q.Kind
	if c, ok := crowned[label]; ok {
		label = c
	} else if isWord(label) {
		label = ""
	}
	if q.Count > 1 {
		if len(label) == 1 {
			return label + strconv.Itoa(q.Count)
		}
		return strconv.Itoa(q.Count)
	}
	return label
}

// isWord reports whether kind is a word of two or more lower-case letters.
func isWord(kind string) bool {
	if len(kind) < 2 {
		return false
	}
	for _, c := range kind {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

func (r *renderer) area(a board.Area) {
	r.printf(`<rect x="%s" y="%s" width="%s" height="%s" fill="none" stroke="%s" stroke-dasharray="4 2"/>`+"\n",
		r.n(a.X), r.n(a.Y), r.n(a.W), r.n(a.H), r.colour(a.Seat))
	text := a.Text // the area's own words, or else its name
	if text == "" {
		text = a.Name
	}
	r.printf(`<text x="%s" y="%s" font-size="%s" fill="#202020">%s</text>`+"\n",
		px(a.X*r.o.Scale+2), px(a.Y*r.o.Scale+labelSize), px(labelSize), esc(text))
	size := math.Min(a.W, a.H) * 0.8
	if size > 24 {
		size = 24
	}
	for i, q := range a.Pieces {
		r.pieces([]board.Piece{q}, a.X+size/2+float64(i)*size+2, a.Y+a.H/2+4, size)
	}
}

// status writes the line under the board: dice, tiles, counters, and the
// seat to move.
func (r *renderer) status() {
	var parts []string
	if len(r.p.Dice) > 0 {
		d := make([]string, len(r.p.Dice))
		for i, f := range r.p.Dice {
			d[i] = strconv.Itoa(f)
		}
		parts = append(parts, "dice "+strings.Join(d, "-"))
	}
	if len(r.p.Tiles) > 0 {
		parts = append(parts, "tiles "+strings.Join(r.p.Tiles, " "))
	}
	for _, c := range r.p.Counters {
		parts = append(parts, c.Name+" "+c.Value)
	}
	switch to := r.p.ToMove; {
	case to == board.Nobody:
		parts = append(parts, "game over")
	case to == board.Chance:
		parts = append(parts, "chance to move")
	case int(to) < len(r.p.Seats):
		parts = append(parts, r.p.Seats[to]+" to move")
	default:
		parts = append(parts, "seat "+to.String()+" to move")
	}
	r.printf(`<text x="%s" y="%s" font-size="%s" fill="#202020">%s</text>`+"\n",
		px(4), px(r.p.Height*r.o.Scale+footer*0.65), px(labelSize), esc(strings.Join(parts, " · ")))
}
