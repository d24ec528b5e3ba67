package halma

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// TipsyRules are the options of Obklíčení (Tipsy): pieces placed on the
// 17×17 intersections of the square board's lines, a piece surrounded by
// one player taken prisoner. The zero TipsyRules is the game.
type TipsyRules struct {
	// PiecesPerPlayer is each player's pieces; 0 is 15.
	PiecesPerPlayer int `rule:"pieces each player places, 0 for 15" range:"0..72"`
	// EdgeImmune makes pieces on the edge and in the corners uncapturable.
	EdgeImmune bool `rule:"pieces on the edge or in a corner cannot be captured"`
	// AllowSuicide allows a placement whose piece is surrounded by one
	// opponent (it stays on the board).
	AllowSuicide bool `rule:"a piece may be placed where one opponent's pieces surround it"`
}

// setupTipsy checks the Obklíčení rules.
func (g *Game) setupTipsy() error {
	pieces := g.rules.Tipsy.PiecesPerPlayer
	if pieces == 0 {
		pieces = 15
	}
	if pieces < 0 || pieces > 72 {
		return fmt.Errorf("halma: %d pieces: four players' pieces must fit the 289 points", pieces)
	}
	g.pieces = pieces
	g.info = board.Info{MinPlayers: 2, MaxPlayers: 4, SeatNames: seatNames(4), MaxPlies: 2 * 4 * pieces}
	return nil
}

// Tipsy is "halma/tipsy": Obklíčení.
var Tipsy = board.Must(NewGame(board.Names{ID: "halma/tipsy", Name: "Surrounding (Tipsy)", CzechName: "Obklíčení",
	Summary: "Two to four players place 15 pieces each on the intersections of the halma board's " +
		"lines; a piece whose every neighbour belongs to the player who just placed is his " +
		"prisoner. Prisoners taken less pieces lost decide."}, Rules{Engine: EngineTipsy}))

func init() { board.Register(Tipsy) }

// newTipsy returns the starting state: an empty grid, every hand full.
func (g *Game) newTipsy(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	p := TipsyPosition{g: g, seats: int8(players)}
	for s := range players {
		p.hand[s] = int16(g.pieces)
	}
	return g.NewTipsyState(p), nil
}

// parseTipsy reads a position in notation (see TipsyPosition.String).
func (g *Game) parseTipsy(text string) (board.State, error) {
	p, err := g.parseTipsyPosition(text)
	if err != nil {
		return nil, err
	}
	return g.NewTipsyState(p), nil
}

// TipsyState is a game of Obklíčení in progress.
type TipsyState struct {
	core[TipsyPosition, *TipsyPosition]
}

// NewTipsyState returns the state from p, a position of g, a game of
// Engine tipsy.
func (g *Game) NewTipsyState(p TipsyPosition) *TipsyState {
	p.g = g
	s := &TipsyState{core[TipsyPosition, *TipsyPosition]{game: g, pos: p, legal: make([]Move, 0, maxPoints)}}
	s.settle()
	return s
}

// Board returns the current position.
func (s *TipsyState) Board() TipsyPosition { return s.pos }

// Clone returns an independent copy.
func (s *TipsyState) Clone() board.State { return &TipsyState{s.clone()} }

// TipsyPosition is a position of Obklíčení: who stands on each point, the
// pieces in hand, the prisoners taken, the seat to move.
type TipsyPosition struct {
	g     *Game
	cell  [maxPoints]int8 // 0 empty, else seat+1
	hand  [4]int16
	taken [4]int16
	seats int8
	side  int8
	plies int32
}

var tipsyDirs = [4]int{0, 2, 4, 6} // N, E, S, W of board.AllDirections

func (p *TipsyPosition) geometry() *geometry { return geometries[points] }
func (p *TipsyPosition) repeats() bool       { return false }
func (p *TipsyPosition) mover() board.Player { return board.Player(p.side) }

// Seats returns the number of players.
func (p *TipsyPosition) Seats() int { return int(p.seats) }

// Score returns seat's prisoners taken less its pieces lost.
func (p *TipsyPosition) Score(seat int) int {
	on := 0
	for _, c := range p.cell {
		if int(c) == seat+1 {
			on++
		}
	}
	lost := p.g.pieces - int(p.hand[seat]) - on
	return int(p.taken[seat]) - lost
}

// edge reports whether point c is on the grid's edge.
func (p *TipsyPosition) edge(c int) bool {
	n := p.geometry().nb[c]
	return n[0] < 0 || n[2] < 0 || n[4] < 0 || n[6] < 0
}

// surroundedBy reports whether every neighbour of c holds a piece of
// seat+1 (as owner), with c's own placement at at counted for owner.
func (p *TipsyPosition) surroundedBy(c int, owner int8, at int) bool {
	if p.g.rules.Tipsy.EdgeImmune && p.edge(c) {
		return false
	}
	for _, d := range tipsyDirs {
		n := int(p.geometry().nb[c][d])
		if n < 0 {
			continue
		}
		if n != at && p.cell[n] != owner || n == at && owner != p.side+1 {
			return false
		}
	}
	return true
}

// captures returns the opponent pieces next to c that a placement there
// by the mover surrounds.
func (p *TipsyPosition) captures(c int) []int {
	var out []int
	me := p.side + 1
	for _, d := range tipsyDirs {
		n := int(p.geometry().nb[c][d])
		if n >= 0 && p.cell[n] != 0 && p.cell[n] != me && p.surroundedBy(n, me, c) {
			out = append(out, n)
		}
	}
	return out
}

// suicide reports whether a placement on c, after its captures, leaves
// the piece surrounded by one opponent.
func (p *TipsyPosition) suicide(c int) bool {
	if p.g.rules.Tipsy.AllowSuicide || p.g.rules.Tipsy.EdgeImmune && p.edge(c) {
		return false
	}
	var owner int8
	for _, d := range tipsyDirs {
		n := int(p.geometry().nb[c][d])
		if n < 0 {
			continue
		}
		if p.cell[n] == 0 || p.cell[n] == p.side+1 || owner != 0 && p.cell[n] != owner {
			return false
		}
		owner = p.cell[n]
	}
	return len(p.captures(c)) == 0
}

// over reports whether every hand is empty.
func (p *TipsyPosition) over() bool {
	for s := range int(p.seats) {
		if p.hand[s] > 0 {
			return false
		}
	}
	return true
}

// GenerateMoves appends the placements of the seat to move to buf[:0]
// (a pass when every empty point would be suicide); nothing at the end.
func (p *TipsyPosition) GenerateMoves(buf []Move) []Move {
	buf = buf[:0]
	if p.over() || int(p.plies) >= p.g.info.MaxPlies {
		return buf
	}
	kind := Move(points) << kindShift
	for c := range p.geometry().n {
		if p.cell[c] == 0 && !p.suicide(c) {
			buf = append(buf, kind|placeBit|Move(c)<<toShift)
		}
	}
	if len(buf) == 0 {
		buf = append(buf, kind|passBit)
	}
	return buf
}

// apply plays m; then the next seat with pieces in hand is to move.
func (p *TipsyPosition) apply(m Move) {
	s := p.side
	if m.IsPlace() {
		c := m.To()
		for _, n := range p.captures(c) {
			p.cell[n] = 0
			p.taken[s]++
		}
		p.cell[c] = s + 1
		p.hand[s]--
	}
	p.plies++
	for range p.seats {
		p.side = (p.side + 1) % p.seats
		if p.hand[p.side] > 0 {
			break
		}
	}
}

// Perft counts the leaves depth plies below the position.
func (p *TipsyPosition) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [maxPoints]Move
	moves := p.GenerateMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		q := *p
		q.apply(m)
		n += q.Perft(depth - 1)
	}
	return n
}

// result is the end: every hand empty, seats placed by score.
func (p *TipsyPosition) result() board.Outcome {
	limit := int(p.plies) >= p.g.info.MaxPlies
	if !p.over() && !limit {
		return board.Outcome{}
	}
	scores := make([]int, p.seats)
	best := -1 << 30
	for s := range scores {
		scores[s] = p.Score(s)
		best = max(best, scores[s])
	}
	o := board.Outcome{Over: true, Points: scores, Placings: board.Rank(scores, true), Code: "all-placed",
		Reason: "every piece is placed; prisoners taken less pieces lost decide"}
	if limit && !p.over() {
		o.Code, o.Reason = board.CodeMoveLimit, "no placement left for anybody"
	}
	for s, v := range scores {
		if v == best {
			o.Winners = append(o.Winners, board.Player(s))
		}
	}
	if len(o.Winners) == int(p.seats) {
		o.Winners = nil // everybody equal: a draw
	}
	return o
}

func (p *TipsyPosition) key() uint64 { return uint64(p.plies) }

// explain says why m is not legal.
func (p *TipsyPosition) explain(m Move) string {
	switch {
	case !m.IsPlace() && !m.IsPass():
		return "pieces are only placed: a move is a point, such as f7"
	case m.IsPass():
		return "the player has a placement and may not pass"
	case p.cell[m.To()] != 0:
		return m.String() + " is taken"
	}
	return "a piece placed on " + m.String() + " would be surrounded by one opponent (suicide)"
}

// String returns the position in notation: the 289 points a1, b1, …,
// q1, a2, …, q17 ("." empty, "1"…"4" a piece of player 1…4), the player
// to move, the pieces in each hand and the prisoners each player took,
// comma-separated: "….. 1 15,15 0,0".
func (p *TipsyPosition) String() string {
	var b strings.Builder
	b.Grow(p.geometry().n + 32)
	for _, c := range p.cell[:p.geometry().n] {
		b.WriteByte(".1234"[c])
	}
	b.WriteString(" " + strconv.Itoa(int(p.side)+1) + " ")
	for i, list := range [2][4]int16{p.hand, p.taken} {
		if i > 0 {
			b.WriteByte(' ')
		}
		for s := range int(p.seats) {
			if s > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(int(list[s])))
		}
	}
	return b.String()
}

func (g *Game) parseTipsyPosition(text string) (TipsyPosition, error) {
	geo := geometries[points]
	if len(text) > maxPoints+64 {
		return TipsyPosition{}, board.BadNotation(text[:32]+"…", "longer than any position of Obklíčení")
	}
	f := strings.Fields(text)
	if len(f) != 4 || len(f[0]) != geo.n {
		return TipsyPosition{}, board.BadNotation(text, "a position is the 289 points, the player to move, the hands and the prisoners")
	}
	hands, taken := strings.Split(f[2], ","), strings.Split(f[3], ",")
	n := len(hands)
	if n < 2 || n > 4 || len(taken) != n {
		return TipsyPosition{}, board.BadNotation(text, "hands and prisoners for 2 to 4 players, the same number of each")
	}
	p := TipsyPosition{g: g, seats: int8(n)}
	if len(f[1]) != 1 || f[1][0] < '1' || int(f[1][0]-'1') >= n {
		return TipsyPosition{}, board.BadNotation(text, "the player to move is 1…%d, not %q", n, f[1])
	}
	p.side = int8(f[1][0] - '1')
	on := [4]int{}
	for i := range geo.n {
		ch := f[0][i]
		switch {
		case ch == '.':
		case ch >= '1' && int(ch-'1') < n:
			p.cell[i] = int8(ch - '0')
			on[ch-'1']++
		default:
			return TipsyPosition{}, board.BadNotation(text, "point %s holds %q", geo.names[i], ch)
		}
	}
	total := 0
	for s := range n {
		h, err1 := strconv.Atoi(hands[s])
		t, err2 := strconv.Atoi(taken[s])
		if err1 != nil || err2 != nil || h < 0 || t < 0 || h+on[s] > g.pieces || t > 3*g.pieces {
			return TipsyPosition{}, board.BadNotation(text, "player %d's hand %q or prisoners %q do not fit %d pieces", s+1, hands[s], taken[s], g.pieces)
		}
		p.hand[s], p.taken[s] = int16(h), int16(t)
		total += h
		p.plies += int32(g.pieces - h)
	}
	if total > 0 && p.hand[p.side] == 0 {
		return TipsyPosition{}, board.BadNotation(text, "player %d is to move with no piece in hand", p.side+1)
	}
	return p, nil
}

// Draw returns a text picture of the grid.
func (p *TipsyPosition) Draw() string {
	var b strings.Builder
	b.Grow(18 * 40)
	for row := 16; row >= 0; row-- {
		b.WriteString(pad(strconv.Itoa(row + 1)))
		for col := range 17 {
			b.WriteByte(' ')
			b.WriteByte(".1234"[p.cell[row*17+col]])
		}
		b.WriteByte('\n')
	}
	b.WriteString("    a b c d e f g h i j k l m n o p q\n")
	b.WriteString("player " + strconv.Itoa(int(p.side)+1) + " to move")
	return b.String()
}

// Picture returns the grid as data: the points and the lines between
// them, the hands as areas.
func (p *TipsyPosition) Picture() board.Picture {
	geo := p.geometry()
	const unit = 30.0
	pic := board.Picture{Width: 17 * unit, Height: 19 * unit, ToMove: board.Player(p.side), Seats: p.g.info.SeatNames[:p.seats]}
	for i := range geo.n {
		c := board.Cell{Name: geo.names[i], X: (geo.x[i] + 0.5) * unit, Y: (geo.y[i] + 0.5) * unit, Size: unit * 0.6, Shape: board.Node}
		if p.cell[i] != 0 {
			c.Pieces = []board.Piece{{Seat: board.Player(p.cell[i] - 1), Kind: "piece", Count: 1}}
		}
		pic.Cells = append(pic.Cells, c)
		for _, d := range []int{0, 2} {
			if n := geo.nb[i][d]; n >= 0 {
				pic.Lines = append(pic.Lines, board.Line{From: geo.names[i], To: geo.names[n], Kind: "line"})
			}
		}
	}
	for s := range int(p.seats) {
		a := board.Area{Name: "hand " + strconv.Itoa(s+1), X: float64(s) * 4 * unit, Y: 17 * unit, W: 4 * unit, H: 2 * unit,
			Seat: board.Player(s), Text: "in hand " + strconv.Itoa(int(p.hand[s])) + ", prisoners " + strconv.Itoa(int(p.taken[s]))}
		if p.hand[s] > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(s), Kind: "piece", Count: int(p.hand[s])}}
		}
		pic.Areas = append(pic.Areas, a)
	}
	return pic
}
