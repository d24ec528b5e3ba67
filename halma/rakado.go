package halma

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// RakadoRules are the options of Duel základních linií (Rakado): sixteen
// pieces each race straight up their files by the throw of a die,
// capturing what they land on. The zero RakadoRules is the game.
type RakadoRules struct {
	// Scoring decides the winner: survivors (the zero value: the more
	// pieces not captured) or race (the first with no piece on its way).
	Scoring Scoring `rule:"who wins: survivors (more pieces not captured) or race (the first with no piece on its way)"`
}

// Scoring is how Rakado is won.
type Scoring uint8

// The scorings.
const (
	Survivors Scoring = iota // the more pieces not captured win
	Race                     // the first with no piece in transit wins
)

var scoringNames = []string{"survivors", "race"}

// String returns "survivors" or "race".
func (s Scoring) String() string { return board.ChoiceName(s, scoringNames) }

// MarshalText writes the scoring's name.
func (s Scoring) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads "survivors" or "race".
func (s *Scoring) UnmarshalText(b []byte) error { return board.ParseChoice(s, scoringNames, b) }

// Choices lists the scorings.
func (Scoring) Choices() []string { return scoringNames }

// rakadoMaxPlies bounds a game: every throw that moves a piece takes it
// at least a rank on (32 pieces, 15 ranks), and a throw with no move is
// rare; the game is drawn if it ever gets there.
const rakadoMaxPlies = 10_000

// setupRakado checks the Rakado rules.
func (g *Game) setupRakado() error {
	if g.rules.Rakado.Scoring > Race {
		return fmt.Errorf("halma: no scoring %d", g.rules.Rakado.Scoring)
	}
	g.info = board.Info{MinPlayers: 2, MaxPlayers: 2, SeatNames: seatNames(2), Chance: true, MaxPlies: rakadoMaxPlies}
	return nil
}

// Rakado is "halma/rakado": Duel základních linií.
var Rakado = board.Must(NewGame(board.Names{ID: "halma/rakado", Name: "Baseline duel (Rakado)", CzechName: "Duel základních linií",
	Summary: "Each player's 16 pieces start on his base line; a die throw moves one piece straight " +
		"forward exactly that far, capturing an enemy piece it lands on (captures are compulsory); " +
		"a six throws again. When a side has no piece on its way, the more survivors win."}, Rules{Engine: EngineRakado}))

func init() { board.Register(Rakado) }

// newRakado returns the start: player 1 on a1–p1, player 2 on a16–p16,
// player 1 to throw.
func (g *Game) newRakado(players int) (board.State, error) {
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	p := RakadoPosition{g: g}
	p.own[0], p.own[1] = baseLine(0), baseLine(15)
	return g.NewRakadoState(p), nil
}

// baseLine returns the squares of a rank.
func baseLine(rank int) cells {
	return geometries[Square].where(func(_, y int) bool { return y == rank })
}

// parseRakado reads a position in notation (see RakadoPosition.String).
func (g *Game) parseRakado(text string) (board.State, error) {
	p, err := g.parseRakadoPosition(text)
	if err != nil {
		return nil, err
	}
	return g.NewRakadoState(p), nil
}

// RakadoState is a game of Rakado in progress; with Estimate it is the
// Estimator of package board/bot.
type RakadoState struct {
	core[RakadoPosition, *RakadoPosition]
}

// NewRakadoState returns the state from p, a position of g, a game of
// Engine rakado.
func (g *Game) NewRakadoState(p RakadoPosition) *RakadoState {
	p.g = g
	s := &RakadoState{core[RakadoPosition, *RakadoPosition]{game: g, pos: p, legal: make([]Move, 0, 16)}}
	s.settle()
	return s
}

// Board returns the current position.
func (s *RakadoState) Board() RakadoPosition { return s.pos }

// Clone returns an independent copy.
func (s *RakadoState) Clone() board.State { return &RakadoState{s.clone()} }

// RakadoPosition is a Rakado position: the pieces, the seat to move, the
// throw it is to play (0 before the throw), the plies played.
type RakadoPosition struct {
	g     *Game
	own   [2]cells
	side  int8
	roll  int8
	plies int32
}

func (p *RakadoPosition) geometry() *geometry { return geometries[Square] }
func (p *RakadoPosition) repeats() bool       { return false } // every move takes a piece forward
func (p *RakadoPosition) key() uint64         { return uint64(p.plies) }

// Seats returns 2.
func (p *RakadoPosition) Seats() int { return 2 }

// mover returns board.Chance before a throw, else the seat to move.
func (p *RakadoPosition) mover() board.Player {
	if p.roll == 0 {
		return board.Chance
	}
	return board.Player(p.side)
}

// inTransit returns seat's pieces not yet on the opponent's base line.
func (p *RakadoPosition) inTransit(seat int) cells {
	return p.own[seat].andNot(baseLine(15 * (1 - seat)))
}

// Survivors returns seat's pieces not captured.
func (p *RakadoPosition) Survivors(seat int) int { return p.own[seat].count() }

// GenerateMoves appends to buf[:0] the throws 1…6 before a throw, else
// the moves of the thrown number (only captures when there is one), or a
// pass; nothing at the end.
func (p *RakadoPosition) GenerateMoves(buf []Move) []Move {
	buf = buf[:0]
	if p.ended() {
		return buf
	}
	kind := Move(Square) << kindShift
	if p.roll == 0 {
		for d := 1; d <= 6; d++ {
			buf = append(buf, kind|dieBit|Move(d))
		}
		return buf
	}
	for pass := 0; pass < 2 && len(buf) == 0; pass++ {
		pieces := p.inTransit(int(p.side))
		for from, rest := pieces.next(); from >= 0; from, rest = rest.next() {
			to, ok := p.forward(from)
			if !ok {
				continue
			}
			capture := p.own[1-p.side].has(to)
			if pass == 0 && capture || pass == 1 {
				buf = append(buf, move(Square, from, to))
			}
		}
	}
	if len(buf) == 0 {
		buf = append(buf, kind|passBit)
	}
	return buf
}

// forward returns where the piece on from lands with the throw, and
// whether it may: on the board and not on an own piece.
func (p *RakadoPosition) forward(from int) (int, bool) {
	step := 16 * int(p.roll)
	to := from + step
	if p.side == 1 {
		to = from - step
	}
	if to < 0 || to >= maxCells || p.own[p.side].has(to) {
		return 0, false
	}
	return to, true
}

// apply plays m: a throw, or the move of the throw (then the other seat
// throws, or the same after a six).
func (p *RakadoPosition) apply(m Move) {
	p.plies++
	if m.IsDie() {
		p.roll = int8(m.Face())
		return
	}
	if !m.IsPass() {
		p.own[p.side].clear(m.From())
		p.own[p.side].set(m.To())
		p.own[1-p.side].clear(m.To())
	}
	if p.roll != 6 {
		p.side = 1 - p.side
	}
	p.roll = 0
}

// ended reports whether a side has no piece on its way, or the ply limit
// is reached; only between turns (a throw is always played out).
func (p *RakadoPosition) ended() bool {
	return p.roll == 0 && (p.inTransit(0).empty() || p.inTransit(1).empty() || p.plies >= rakadoMaxPlies)
}

// Perft counts the leaves depth plies below the position, every throw
// expanded.
func (p *RakadoPosition) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [16]Move
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

// result is the end: survivors compared, or the race's finisher.
func (p *RakadoPosition) result() board.Outcome {
	if !p.ended() {
		return board.Outcome{}
	}
	scores := []int{p.Survivors(0), p.Survivors(1)}
	o := board.Outcome{Over: true, Points: scores, Code: "survivors"}
	if p.plies >= rakadoMaxPlies && !p.inTransit(0).empty() && !p.inTransit(1).empty() {
		o.Code, o.Reason = board.CodeMoveLimit, "drawn after "+strconv.Itoa(rakadoMaxPlies)+" plies"
		return o
	}
	if p.g.rules.Rakado.Scoring == Race {
		o.Code = "race"
		done0, done1 := p.inTransit(0).empty(), p.inTransit(1).empty()
		if done0 != done1 { // both at once (a last capture that also arrives) falls to the survivors
			seat := 1
			if done0 {
				seat = 0
			}
			o.Winners = []board.Player{board.Player(seat)}
			o.Reason = "player " + strconv.Itoa(seat+1) + " has no piece left on its way"
			return o
		}
	}
	o.Placings = board.Rank(scores, true)
	switch {
	case scores[0] > scores[1]:
		o.Winners = []board.Player{0}
	case scores[1] > scores[0]:
		o.Winners = []board.Player{1}
	}
	o.Reason = "a side has no piece on its way; survivors " + strconv.Itoa(scores[0]) + " to " + strconv.Itoa(scores[1])
	return o
}

// explain says why m is not legal now.
func (p *RakadoPosition) explain(m Move) string {
	switch {
	case p.roll == 0 && !m.IsDie():
		return "the die is to be thrown (1…6)"
	case p.roll != 0 && m.IsDie():
		return "the die is thrown: a piece moves " + strconv.Itoa(int(p.roll))
	case m.IsPass():
		return "there is a move with the throw"
	case m.IsPlace():
		return "nothing is placed: a move is from-to"
	}
	return "a piece moves straight forward exactly " + strconv.Itoa(int(p.roll)) + " (a capture first, when there is one)"
}

// String returns the position in notation: the 256 squares a1…p16 ("."
// empty, "1", "2" the players' pieces), the player to move, the throw to
// play (0 before the throw) and the plies played: "…… 1 0 0".
func (p *RakadoPosition) String() string {
	var b strings.Builder
	b.Grow(maxCells + 16)
	for i := range maxCells {
		switch {
		case p.own[0].has(i):
			b.WriteByte('1')
		case p.own[1].has(i):
			b.WriteByte('2')
		default:
			b.WriteByte('.')
		}
	}
	b.WriteString(" " + strconv.Itoa(int(p.side)+1) + " " + strconv.Itoa(int(p.roll)) + " " + strconv.Itoa(int(p.plies)))
	return b.String()
}

func (g *Game) parseRakadoPosition(text string) (RakadoPosition, error) {
	if len(text) > maxPositionText {
		return RakadoPosition{}, board.BadNotation(text[:32]+"…", "longer than any Rakado position")
	}
	f := strings.Fields(text)
	if len(f) != 4 || len(f[0]) != maxCells {
		return RakadoPosition{}, board.BadNotation(text, "a position is the 256 squares, the player to move, the throw (0 before it) and the plies")
	}
	p := RakadoPosition{g: g}
	for i := range maxCells {
		switch f[0][i] {
		case '.':
		case '1':
			p.own[0].set(i)
		case '2':
			p.own[1].set(i)
		default:
			return RakadoPosition{}, board.BadNotation(text, "square %s holds %q", geometries[Square].names[i], f[0][i])
		}
	}
	for s := range 2 {
		files := map[int]bool{}
		for c, rest := p.own[s].next(); c >= 0; c, rest = rest.next() {
			if files[c%16] {
				return RakadoPosition{}, board.BadNotation(text, "player %d has two pieces on one file", s+1)
			}
			files[c%16] = true
		}
	}
	if f[1] != "1" && f[1] != "2" || len(f[2]) != 1 || f[2][0] < '0' || f[2][0] > '6' {
		return RakadoPosition{}, board.BadNotation(text, "the player to move is 1 or 2 and the throw 0…6")
	}
	p.side, p.roll = int8(f[1][0]-'1'), int8(f[2][0]-'0')
	k, err := strconv.Atoi(f[3])
	if err != nil || k < 0 || k > rakadoMaxPlies {
		return RakadoPosition{}, board.BadNotation(text, "%q is not a count of plies (0…%d)", f[3], rakadoMaxPlies)
	}
	p.plies = int32(k)
	return p, nil
}

// Draw returns a text picture of the board.
func (p *RakadoPosition) Draw() string {
	s := p.String()
	var b strings.Builder
	b.Grow(17 * 40)
	for rank := 15; rank >= 0; rank-- {
		b.WriteString(pad(strconv.Itoa(rank + 1)))
		for file := range 16 {
			b.WriteByte(' ')
			b.WriteByte(s[rank*16+file])
		}
		b.WriteByte('\n')
	}
	b.WriteString("    a b c d e f g h i j k l m n o p\n")
	if p.roll == 0 {
		b.WriteString("player " + strconv.Itoa(int(p.side)+1) + " to throw")
	} else {
		b.WriteString("player " + strconv.Itoa(int(p.side)+1) + " to move " + strconv.Itoa(int(p.roll)))
	}
	return b.String()
}

// Picture returns the board as data, the throw as a die.
func (p *RakadoPosition) Picture() board.Picture {
	g := p.geometry()
	const unit = 40.0
	pic := board.Picture{Width: 16 * unit, Height: 16 * unit, ToMove: p.mover(), Seats: []string{"player 1", "player 2"}}
	for i := range g.n {
		c := board.Cell{Name: g.names[i], X: (g.x[i] + 0.5) * unit, Y: (g.y[i] + 0.5) * unit, Size: unit, Shape: board.LightSquare}
		if g.dark.has(i) {
			c.Shape = board.DarkSquare
		}
		for s := range 2 {
			if p.own[s].has(i) {
				c.Pieces = []board.Piece{{Seat: board.Player(s), Kind: "piece", Count: 1}}
			}
		}
		pic.Cells = append(pic.Cells, c)
	}
	if p.roll > 0 {
		pic.Dice = []int{int(p.roll)}
	}
	return pic
}
