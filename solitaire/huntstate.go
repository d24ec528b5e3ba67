package solitaire

import (
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// HuntPosition is a position of Ovce a vlci or Hrad rytířů under its
// game's rules: where the pieces stand, who is to move, the placements to
// come. It is a value; copying it copies the board.
type HuntPosition struct {
	rules *huntRules
	pos   huntPos
}

// Flock returns the holes of the sheep or attackers.
func (p HuntPosition) Flock() Holes { return p.pos.flock }

// Hunters returns the holes of the wolves or defenders on the board.
func (p HuntPosition) Hunters() Holes { return p.pos.hunters }

// Held returns the holes that wolves held off the board under WolfPenalty
// return to.
func (p HuntPosition) Held() Holes { return p.pos.held }

// ToMove returns the side to move: 0 the flock, 1 the hunters.
func (p HuntPosition) ToMove() board.Player { return board.Player(p.pos.side) }

// GenerateMoves appends the moves of the side to move to buf[:0], without
// the end rules (a won position still lists its moves). With room in buf
// (maxHuntMoves is enough for the positions of the ordinary games) it does
// not allocate.
func (p HuntPosition) GenerateMoves(buf []HuntMove) []HuntMove { return p.rules.moves(&p.pos, buf[:0]) }

// HuntUndo takes back a move played with Make.
type HuntUndo struct{ pos huntPos }

// Make plays a move of GenerateMoves without checking it.
func (p *HuntPosition) Make(m HuntMove) HuntUndo {
	u := HuntUndo{p.pos}
	p.rules.apply(&p.pos, m)
	return u
}

// Unmake takes back the move that Make played.
func (p *HuntPosition) Unmake(_ HuntMove, u HuntUndo) { p.pos = u.pos }

// Perft counts the leaves depth plies below the position, with the end
// rules in force. A position carries no history, so the repetition rule
// counts from here (it cannot end a game above depth 9).
func (p HuntPosition) Perft(depth int) uint64 {
	stack := make([]huntPos, 1, depth+1)
	stack[0] = p.pos
	return p.rules.perft(stack, 0, depth)
}

// Hunt is a game of Ovce a vlci or Hrad rytířů in progress: the position
// and the positions since the last irreversible move, for the threefold
// repetition rule. It implements board.State, board.Lister,
// board.Perfter and board.HistoryDependent; its typed methods allocate
// nothing but the occasional growth of the repetition record.
type Hunt struct {
	game    *Game
	pos     huntPos
	history []huntPos // positions since the last irreversible move, the current one last
	cached  bool      // status holds the status of pos
	status  huntStatus
}

func (g *Game) newHunt(pos huntPos) *Hunt {
	return &Hunt{game: g, pos: pos, history: []huntPos{pos}}
}

// Board returns the position.
func (h *Hunt) Board() HuntPosition { return HuntPosition{h.game.hunt, h.pos} }

// LegalMoves appends the legal moves to buf[:0]; none when the game is
// over.
func (h *Hunt) LegalMoves(buf []HuntMove) []HuntMove {
	if h.judge().over {
		return buf[:0]
	}
	return h.game.hunt.moves(&h.pos, buf[:0])
}

func (h *Hunt) judge() huntStatus {
	if !h.cached {
		h.status = h.game.hunt.status(&h.pos, h.game.hunt.hasMoves(&h.pos), repetitions(h.history, &h.pos))
		h.cached = true
	}
	return h.status
}

// PlayMove plays m after checking that it is legal. Errors wrap
// board.ErrGameOver or board.ErrIllegalMove and leave the state as it was.
func (h *Hunt) PlayMove(m HuntMove) error {
	if h.judge().over {
		return board.GameOver(m.String())
	}
	var buf [maxHuntMoves]HuntMove
	for _, l := range h.game.hunt.moves(&h.pos, buf[:0]) {
		if l == m {
			h.Apply(m)
			return nil
		}
	}
	return board.Illegal(m.String(), "not a legal move here")
}

// Apply plays a legal move without checking it, for playouts.
func (h *Hunt) Apply(m HuntMove) {
	if h.game.hunt.apply(&h.pos, m) {
		h.history = h.history[:0]
	}
	h.history = append(h.history, h.pos)
	h.cached = false
}

// Copy returns an independent copy.
func (h *Hunt) Copy() *Hunt {
	c := *h
	c.history = append(make([]huntPos, 0, len(h.history)+8), h.history...)
	return &c
}

// Seats returns 2.
func (h *Hunt) Seats() int { return 2 }

// Game returns the rule set.
func (h *Hunt) Game() board.Game { return h.game }

// ToMove returns the seat to move: 0 the sheep or attackers, 1 the wolves
// or defenders; board.Nobody when the game is over.
func (h *Hunt) ToMove() board.Player {
	if h.judge().over {
		return board.Nobody
	}
	return board.Player(h.pos.side)
}

// Legal returns the legal moves (HuntMove values).
func (h *Hunt) Legal() []board.Move { return h.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf (board.Lister).
func (h *Hunt) AppendLegal(buf []board.Move) []board.Move {
	var ms [maxHuntMoves]HuntMove
	for _, m := range h.LegalMoves(ms[:0]) {
		buf = append(buf, m.box())
	}
	return buf
}

// ParseMove reads a move: "9-10" a step, "5x17x29" a capture by its
// landing holes (any full route of a legal capture), "@4" a placement,
// "pass".
func (h *Hunt) ParseMove(s string) (board.Move, error) {
	m, err := h.parse(s)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (h *Hunt) parse(s string) (HuntMove, error) {
	if h.judge().over {
		return HuntMove{}, board.GameOver(s)
	}
	want, err := h.readMove(s)
	if err != nil {
		return HuntMove{}, err
	}
	var buf [maxHuntMoves]HuntMove
	for _, l := range h.game.hunt.moves(&h.pos, buf[:0]) {
		if l.Kind == want.Kind && l.From == want.From && l.To == want.To && l.Captured == want.Captured {
			return l, nil
		}
	}
	if want.Kind == Capture {
		return HuntMove{}, board.Illegal(s, "not a complete legal capture here")
	}
	return HuntMove{}, board.Illegal(s, "not a legal move here")
}

// readMove reads the text of a move and, for a capture, follows the route
// on the board to find what it takes.
func (h *Hunt) readMove(s string) (HuntMove, error) {
	switch {
	case s == "pass":
		return HuntMove{Kind: Pass}, nil
	case strings.HasPrefix(s, "@"):
		t, err := parseHole(s[1:])
		if err != nil {
			return HuntMove{}, board.BadNotation(s, "a placement is @ and a hole 1–33")
		}
		return HuntMove{Kind: Place, To: uint8(t)}, nil
	case strings.IndexByte(s, 'x') >= 0:
		return h.readCapture(s)
	}
	var hs [2]uint8
	n, err := parseHoles(s, '-', hs[:])
	if err != nil {
		return HuntMove{}, err
	}
	if n != 2 {
		return HuntMove{}, board.BadNotation(s, "a step is from-to")
	}
	return HuntMove{Kind: Step, From: hs[0], To: hs[1]}, nil
}

func (h *Hunt) readCapture(s string) (HuntMove, error) {
	var hs [maxRoute + 1]uint8
	n, err := parseHoles(s, 'x', hs[:])
	if err != nil {
		return HuntMove{}, err
	}
	if n < 2 {
		return HuntMove{}, board.BadNotation(s, "a capture is from x landing x …")
	}
	geo := h.game.hunt.geo
	m := HuntMove{Kind: Capture, From: hs[0], To: hs[n-1]}
	flock := h.pos.flock
	for i := 1; i < n; i++ {
		a, c := hs[i-1], hs[i]
		var over uint8
		for _, b := range geo.neighbors[a] {
			if geo.beyond[a][b] == c {
				over = b
			}
		}
		if over == 0 || !flock.Has(int(over)) {
			return HuntMove{}, board.Illegal(s, "%d to %d does not jump a piece of the %s", a, c, h.game.hunt.flockNoun)
		}
		flock &^= Hole(int(over))
		m.Captured |= Hole(int(over))
	}
	return m, nil
}

// Play plays a legal move: a HuntMove or any move whose String is one.
func (h *Hunt) Play(m board.Move) error {
	hm, err := board.Typed(m, h.parse)
	if err != nil {
		return err
	}
	return h.PlayMove(hm)
}

// Outcome reports how the game ended.
func (h *Hunt) Outcome() board.Outcome {
	return h.judge().outcome()
}

// Clone returns an independent copy.
func (h *Hunt) Clone() board.State { return h.Copy() }

// HistoryDependent reports whether the position has occurred before in
// the game, which its notation cannot say (boardtest.HistoryDependent).
func (h *Hunt) HistoryDependent() bool { return repetitions(h.history, &h.pos) > 1 }

// Perft counts the leaves depth plies below the position, with the
// repetition rule in force.
func (h *Hunt) Perft(depth int) uint64 {
	stack := make([]huntPos, len(h.history), len(h.history)+depth+1)
	copy(stack, h.history)
	return h.game.hunt.perft(stack, 0, depth)
}

// Position writes the 33 holes in order (S sheep, W wolves, or A
// attackers, D defenders, . empty), a space and the side to move; then,
// for each wolf held off the board under WolfPenalty, a space, + and the
// hole it returns to.
func (h *Hunt) Position() string {
	r := h.game.hunt
	b := make([]byte, 0, NumHoles+8)
	for i := 1; i <= NumHoles; i++ {
		switch {
		case h.pos.flock.Has(i):
			b = append(b, r.flockChar)
		case h.pos.hunters.Has(i):
			b = append(b, r.hunterChar)
		default:
			b = append(b, '.')
		}
	}
	b = append(b, ' ')
	if h.pos.side == flockSeat {
		b = append(b, r.flockChar)
	} else {
		b = append(b, r.hunterChar)
	}
	for _, hole := range h.pos.held.List() {
		b = append(b, " +"...)
		b = strconv.AppendInt(b, int64(hole), 10)
	}
	return string(b)
}

// parseHunt reads a hunt position.
func (g *Game) parseHunt(s string) (*Hunt, error) {
	r := g.hunt
	if len(s) < NumHoles+2 || len(s) > NumHoles+2+8 || s[NumHoles] != ' ' {
		return nil, board.BadNotation(s, "a position is the 33 holes (%c, %c, .), a space and the side to move", r.flockChar, r.hunterChar)
	}
	var pos huntPos
	for i := range NumHoles {
		switch s[i] {
		case r.flockChar:
			pos.flock |= Hole(i + 1)
		case r.hunterChar:
			pos.hunters |= Hole(i + 1)
		case '.':
		default:
			return nil, board.BadNotation(s, "hole %d is %q, not %c, %c or .", i+1, s[i], r.flockChar, r.hunterChar)
		}
	}
	switch s[NumHoles+1] {
	case r.flockChar:
		pos.side = flockSeat
	case r.hunterChar:
		pos.side = hunterSeat
	default:
		return nil, board.BadNotation(s, "the side to move is %c or %c", r.flockChar, r.hunterChar)
	}
	for _, f := range strings.Fields(s[NumHoles+2:]) {
		hole, err := parseHole(strings.TrimPrefix(f, "+"))
		if err != nil || f[0] != '+' || r.penalty != heldPenalty || pos.held.Has(hole) {
			return nil, board.BadNotation(s, "%q is not a held wolf (+ and its hole, with WolfPenalty)", f)
		}
		pos.held |= Hole(hole)
	}
	if s[NumHoles+2:] != "" && s[NumHoles+2] != ' ' {
		return nil, board.BadNotation(s, "the side to move is one letter")
	}
	if got := pos.hunters.Len() + pos.held.Len(); got > 2 {
		return nil, board.BadNotation(s, "%d %s; there are two", got, r.hunterNoun)
	}
	if got, most := pos.flock.Len(), r.flockStart.Len(); got > most {
		return nil, board.BadNotation(s, "%d %s; there are %d", got, r.flockNoun, most)
	}
	// Before the defenders are placed no attacker can have moved, and
	// after an attacker has moved the 24 outside holes are never all
	// taken again (an attacker in the castle stays there), so the
	// placement phase is exactly: defenders to move, fewer than two
	// placed, attackers on their 24 starting holes.
	if r.placements > 0 && pos.side == hunterSeat && pos.flock == r.flockStart && pos.hunters.Len() < r.placements {
		if pos.hunters&^r.fold != 0 {
			return nil, board.BadNotation(s, "defenders are placed in the castle")
		}
		pos.placing = uint8(r.placements - pos.hunters.Len())
	}
	return g.newHunt(pos), nil
}

// String draws the board.
func (h *Hunt) String() string {
	r := h.game.hunt
	return drawCross(func(i int) byte {
		switch {
		case h.pos.flock.Has(i):
			return r.flockChar
		case h.pos.hunters.Has(i):
			return r.hunterChar
		}
		return '.'
	}) + "to move: " + map[uint8]string{flockSeat: r.flockNoun, hunterSeat: r.hunterNoun}[h.pos.side] + "\n"
}
