package board

// A picture is a state's board as data, for programs that draw it: a
// front-end, the SVG renderer in board/svg, a JSON API. It names every
// cell exactly as the game's notation names it, so that a front-end can
// match a click to the moves of Legal through their Touches.

// Drawer is implemented by states that describe their board as a Picture.
type Drawer interface {
	State
	// Picture returns the board as it stands, everything shown. For a
	// Hidden game this is the whole state, for the game's own use (an
	// analysis board); a server sends each seat ObservationPicture only.
	Picture() Picture
}

// ObservationDrawer is implemented by Hidden states that draw one seat's
// observation: the picture of what seat p may know, and nothing more
// (other seats' tiles face down, as counts).
type ObservationDrawer interface {
	Hidden
	ObservationPicture(p Player) Picture
}

// Tracer is implemented by moves that name the cells they touch, in order,
// so that a front-end can offer click-from-then-to on any game by
// filtering Legal.
type Tracer interface {
	Move
	Touches() []Touch
}

// A Touch is one cell a move touches and how.
type Touch struct {
	Cell string `json:"cell"` // the cell's name, as in Picture.Cells or Picture.Areas
	Role Role   `json:"role"`
}

// Role says how a move touches a cell.
type Role string

// The roles of a Touch.
const (
	From    Role = "from"    // the piece leaves this cell
	Via     Role = "via"     // the piece passes or stops on its way (a capture chain's landing, a step of a turn)
	To      Role = "to"      // the piece ends here
	Capture Role = "capture" // a piece here is taken
	Place   Role = "place"   // a piece is put here from outside the board (a drop, a placement, a tile laid)
	Remove  Role = "remove"  // a piece here is taken off the board (a mill's removal, a bear-off)
)

// Picture is a board as data. Coordinates are in one space for the whole
// picture, x to the right and y down, within Width × Height; a cell's X, Y
// is its centre.
type Picture struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	// Cells are the places pieces stand, each once.
	Cells []Cell `json:"cells"`
	// Lines are drawn under the cells: morris lines, star edges, ladders
	// and snakes, from one cell's centre to another's.
	Lines []Line `json:"lines,omitempty"`
	// Areas are the places off the board: the bar, checkers borne off,
	// hands, bases, the stock, reserves.
	Areas []Area `json:"areas,omitempty"`
	// Dice are the faces to show (the roll being played); Tiles the
	// domino tiles or other tokens shown face up outside the cells.
	Dice  []int    `json:"dice,omitempty"`
	Tiles []string `json:"tiles,omitempty"`
	// Counters are named values to show: scores, the cube, clocks, the
	// stock size.
	Counters []Counter `json:"counters,omitempty"`
	// ToMove is the seat to move, Chance or Nobody.
	ToMove Player `json:"toMove"`
	// Seats names the seats, seat 0 first (Info.SeatNames for this count).
	Seats []string `json:"seats"`
}

// A Cell is one place on the board.
type Cell struct {
	Name   string  `json:"name"` // as the game's notation names it: "e4", "13", "a7", "bar"
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Size   float64 `json:"size"` // width of a square or field, diameter of a point or hole
	Shape  Shape   `json:"shape"`
	Pieces []Piece `json:"pieces,omitempty"`
}

// Shape is how a cell is drawn.
type Shape string

// The shapes of a cell.
const (
	LightSquare  Shape = "light"         // a light square of a chequered board
	DarkSquare   Shape = "dark"          // a dark square
	Node         Shape = "point"         // an intersection of lines (morris, the halma star)
	Hole         Shape = "hole"          // a hole for a peg (solitaire)
	Field        Shape = "field"         // a field of a race track
	TriangleUp   Shape = "triangle-up"   // a tables point whose tip points up (its base at the bottom)
	TriangleDown Shape = "triangle-down" // a tables point whose tip points down
	End          Shape = "end"           // an open end of a domino layout
)

// A Piece is what stands on a cell: Count pieces of one kind of one seat
// (a stack of checkers is one Piece with its count).
type Piece struct {
	Seat  Player `json:"seat"`
	Kind  string `json:"kind"`  // the game's letter or word: "K", "man", "king", "checker", "6-4"
	Count int    `json:"count"` // at least 1
}

// A Line joins two cells.
type Line struct {
	From string `json:"from"`
	To   string `json:"to"`
	Kind string `json:"kind"` // "line", "ladder", "snake", "edge"
}

// An Area is a place off the board, drawn as a box at X, Y (its top-left
// corner) of size W × H.
type Area struct {
	Name   string  `json:"name"` // as the notation names it where moves touch it: "bar", "off"
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	W      float64 `json:"w"`
	H      float64 `json:"h"`
	Seat   Player  `json:"seat"` // the seat it belongs to, Nobody for a shared area
	Pieces []Piece `json:"pieces,omitempty"`
	Text   string  `json:"text,omitempty"` // what to write in it: "stock: 12"
}

// A Counter is a named value to show beside the board.
type Counter struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Cell returns the cell named name and whether there is one.
func (p *Picture) Cell(name string) (*Cell, bool) {
	for i := range p.Cells {
		if p.Cells[i].Name == name {
			return &p.Cells[i], true
		}
	}
	return nil, false
}

// PieceCount returns the number of pieces of each seat on the cells and in
// the areas, by seat (index Player), for seats 0..seats-1.
func (p *Picture) PieceCount(seats int) []int {
	n := make([]int, seats)
	add := func(ps []Piece) {
		for _, q := range ps {
			if q.Seat >= 0 && int(q.Seat) < seats {
				n[q.Seat] += q.Count
			}
		}
	}
	for _, c := range p.Cells {
		add(c.Pieces)
	}
	for _, a := range p.Areas {
		add(a.Pieces)
	}
	return n
}
