package solitaire

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// eaterPieces is each Jedlík player's number of pieces.
const eaterPieces = 11

// eaterMinPieces: a player with this many pieces or fewer (on the board
// and in hand) has lost, since two cannot make a run of three.
const eaterMinPieces = 2

// defaultNoProgress is the compendium's draw: 100 plies without eating.
const defaultNoProgress = 100

// EaterMove is a move of Jedlík: a placement "@12", a step "16-17", a step
// that forms a run and eats "16-17x5" (two eats with EatPerRun,
// "16-17x5x9", victims in ascending order), or "pass". EaterMoves are
// comparable values.
type EaterMove struct {
	Kind     HuntKind // Place, Step or Pass
	From, To uint8    // holes 1–33; From only for a step
	Eat      [2]uint8 // the opponent's pieces eaten, ascending; 0 for none
}

// String writes the move.
func (m EaterMove) String() string {
	b, _ := m.AppendText(make([]byte, 0, 16))
	return string(b)
}

// AppendText appends the move's notation to b.
func (m EaterMove) AppendText(b []byte) ([]byte, error) {
	switch m.Kind {
	case Pass:
		return append(b, "pass"...), nil
	case Place:
		return strconv.AppendUint(append(b, '@'), uint64(m.To), 10), nil
	}
	b = strconv.AppendUint(b, uint64(m.From), 10)
	b = strconv.AppendUint(append(b, '-'), uint64(m.To), 10)
	for _, e := range m.Eat {
		if e != 0 {
			b = strconv.AppendUint(append(b, 'x'), uint64(e), 10)
		}
	}
	return b, nil
}

// MarshalText writes the move's notation.
func (m EaterMove) MarshalText() ([]byte, error) { return m.AppendText(nil) }

// EaterPosition is a Jedlík position: both players' pieces and hands, the
// player to move and the plies since the last eating move or placement.
// It is a value.
type EaterPosition struct {
	rules  *Game
	pieces [2]Holes
	hand   [2]uint8
	side   uint8
	quiet  uint16
}

// Pieces returns the holes of seat p's pieces.
func (e EaterPosition) Pieces(p board.Player) Holes { return e.pieces[p&1] }

// Hand returns the pieces seat p still has to place.
func (e EaterPosition) Hand(p board.Player) int { return int(e.hand[p&1]) }

// ToMove returns the seat to move.
func (e EaterPosition) ToMove() board.Player { return board.Player(e.side) }

func (e *EaterPosition) empty() Holes { return allHoles &^ e.pieces[0] &^ e.pieces[1] }

// placements returns the holes where seat p may place: empty and not next
// to one of his pieces.
func (e *EaterPosition) placements(p uint8) Holes {
	var near Holes
	for t := e.pieces[p]; t != 0; t &= t - 1 {
		near |= orthogonal.steps[bits.TrailingZeros64(uint64(t))+1]
	}
	return e.empty() &^ near
}

// settle hands the turn on in the placing phase: a player without a legal
// placement discards his hand, and while the player to move has nothing
// to place but the other has, the other places.
func (e *EaterPosition) settle() {
	for range 4 {
		switch other := 1 - e.side; {
		case e.hand[e.side] > 0:
			if e.placements(e.side) != 0 {
				return
			}
			e.hand[e.side] = 0
		case e.hand[other] > 0:
			e.side = other
		default:
			return
		}
	}
}

// runs returns how many runs of three or more of mine pass through hole
// h: 0, 1 or 2 (its row and its column).
func runs(mine Holes, h int) int {
	g := orthogonal
	c, r := int(g.col[h]), int(g.row[h])
	count := func(dc, dr int) int {
		n := 1
		for _, sign := range [2]int{1, -1} {
			for k := 1; ; k++ {
				x, y := c+sign*k*dc, r+sign*k*dr
				if x < 0 || x > 6 || y < 0 || y > 6 || g.holeAt[x][y] == 0 || !mine.Has(int(g.holeAt[x][y])) {
					break
				}
				n++
			}
		}
		return n
	}
	k := 0
	if count(1, 0) >= 3 {
		k++
	}
	if count(0, 1) >= 3 {
		k++
	}
	return k
}

// maxEaterMoves is room for the moves of ordinary positions; more only
// costs an allocation.
const maxEaterMoves = 512

// GenerateMoves appends the moves of the seat to move to buf[:0], without
// the end rules.
func (e EaterPosition) GenerateMoves(buf []EaterMove) []EaterMove {
	buf = buf[:0]
	me, opp := e.side, 1-e.side
	if e.hand[me] > 0 {
		for t := e.placements(me); t != 0; t &= t - 1 {
			buf = append(buf, EaterMove{Kind: Place, To: uint8(bits.TrailingZeros64(uint64(t)) + 1)})
		}
		return buf
	}
	empty := e.empty()
	for t := e.pieces[me]; t != 0; t &= t - 1 {
		h := bits.TrailingZeros64(uint64(t)) + 1
		for _, n := range orthogonal.neighbors[h] {
			if !empty.Has(int(n)) {
				continue
			}
			m := EaterMove{Kind: Step, From: uint8(h), To: n}
			eats := runs(e.pieces[me]&^Hole(h)|Hole(int(n)), int(n))
			if eats > 1 && !e.rules.rules.EatPerRun {
				eats = 1
			}
			buf = appendEats(buf, m, e.pieces[opp], eats)
		}
	}
	if len(buf) == 0 && e.rules.rules.BlockedPlayer == BlockedPasses {
		buf = append(buf, EaterMove{Kind: Pass})
	}
	return buf
}

// appendEats appends m once per choice of eats victims among victims (all
// of them when there are fewer).
func appendEats(buf []EaterMove, m EaterMove, victims Holes, eats int) []EaterMove {
	if eats == 0 || victims == 0 {
		return append(buf, m)
	}
	if eats == 1 || victims.Len() == 1 {
		for t := victims; t != 0; t &= t - 1 {
			m.Eat = [2]uint8{uint8(bits.TrailingZeros64(uint64(t)) + 1)}
			buf = append(buf, m)
		}
		return buf
	}
	for a := victims; a != 0; a &= a - 1 {
		x := bits.TrailingZeros64(uint64(a)) + 1
		for b := a & (a - 1); b != 0; b &= b - 1 {
			m.Eat = [2]uint8{uint8(x), uint8(bits.TrailingZeros64(uint64(b)) + 1)}
			buf = append(buf, m)
		}
	}
	return buf
}

// EaterUndo takes back a move played with Make.
type EaterUndo struct{ pos EaterPosition }

// Make plays a move of GenerateMoves without checking it.
func (e *EaterPosition) Make(m EaterMove) EaterUndo {
	u := EaterUndo{*e}
	e.apply(m)
	return u
}

// Unmake takes back the move that Make played.
func (e *EaterPosition) Unmake(_ EaterMove, u EaterUndo) { *e = u.pos }

// apply plays m and reports whether it is irreversible (a placement or an
// eating move: no earlier position can occur again).
func (e *EaterPosition) apply(m EaterMove) bool {
	me, opp := e.side, 1-e.side
	irreversible := false
	switch m.Kind {
	case Place:
		e.pieces[me] |= Hole(int(m.To))
		e.hand[me]--
		irreversible = true
	case Step:
		e.pieces[me] = e.pieces[me]&^Hole(int(m.From)) | Hole(int(m.To))
		for _, v := range m.Eat {
			if v != 0 {
				e.pieces[opp] &^= Hole(int(v))
				irreversible = true
			}
		}
	}
	if irreversible {
		e.quiet = 0
	} else if e.quiet < 1<<15 {
		e.quiet++
	}
	e.side = opp
	e.settle()
	return irreversible
}

// key is the position without its ply counter, for the repetition rule.
func (e *EaterPosition) key() EaterPosition { k := *e; k.quiet = 0; return k }

// The outcome codes of Jedlík besides board.CodeRepetition,
// board.CodeMoveLimit and board.CodeNoMoves.
const (
	CodeEaten = "eaten" // a player is down to two pieces
)

// hasMoves reports whether the player to move has a legal move: after
// settle a placer always has one; a mover needs a piece with an empty
// neighbour, or the pass rule.
func (e *EaterPosition) hasMoves() bool {
	if e.hand[e.side] > 0 || e.rules.rules.BlockedPlayer == BlockedPasses {
		return true
	}
	empty := e.empty()
	for t := e.pieces[e.side]; t != 0; t &= t - 1 {
		if orthogonal.steps[bits.TrailingZeros64(uint64(t))+1]&empty != 0 {
			return true
		}
	}
	return false
}

// status judges the position, whose player to move can move or not, with
// reps occurrences.
func (e *EaterPosition) status(movable bool, reps int) huntStatus {
	low0 := e.pieces[0].Len()+int(e.hand[0]) <= eaterMinPieces
	low1 := e.pieces[1].Len()+int(e.hand[1]) <= eaterMinPieces
	switch {
	case low0 && low1:
		return huntStatus{true, -1, CodeEaten, "both players down to two pieces"}
	case low0 || low1:
		w := int8(0)
		if low0 {
			w = 1
		}
		return huntStatus{true, w, CodeEaten, "player " + string(seatLetter(int(1-w))) + " down to two pieces"}
	case reps >= 3:
		return huntStatus{true, -1, board.CodeRepetition, "threefold repetition"}
	case int(e.quiet) >= e.rules.noProgress():
		return huntStatus{true, -1, board.CodeMoveLimit, strconv.Itoa(e.rules.noProgress()) + " plies without eating"}
	case !movable:
		return huntStatus{true, int8(1 - e.side), board.CodeNoMoves, "player " + string(seatLetter(int(e.side))) + " cannot move"}
	}
	return huntStatus{winner: -1}
}

func (g *Game) noProgress() int {
	if g.rules.NoProgressPlies > 0 {
		return g.rules.NoProgressPlies
	}
	return defaultNoProgress
}

// perft counts the leaves depth plies below stack's last position, the
// positions since the last irreversible move being stack[base:].
func eaterPerft(stack []EaterPosition, base, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	pos := stack[len(stack)-1]
	if pos.status(pos.hasMoves(), eaterRepetitions(stack[base:], &pos)).over {
		return 0
	}
	var buf [maxEaterMoves]EaterMove
	moves := pos.GenerateMoves(buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	top := len(stack)
	for _, m := range moves {
		next := pos
		b := base
		if next.apply(m) {
			b = top
		}
		n += eaterPerft(append(stack[:top], next), b, depth-1)
	}
	return n
}

func eaterRepetitions(positions []EaterPosition, pos *EaterPosition) int {
	k := pos.key()
	n := 0
	for i := range positions {
		if positions[i].key() == k {
			n++
		}
	}
	return n
}

// Perft counts the leaves depth plies below the position, the repetition
// rule counted from here.
func (e EaterPosition) Perft(depth int) uint64 {
	stack := make([]EaterPosition, 1, depth+1)
	stack[0] = e
	return eaterPerft(stack, 0, depth)
}

// EaterState is a game of Jedlík in progress: the position and the
// positions since the last irreversible move. It implements board.State,
// board.Lister, board.Perfter and board.HistoryDependent.
type EaterState struct {
	pos     EaterPosition
	history []EaterPosition
	cached  bool
	status  huntStatus
}

func (g *Game) newEater(pos EaterPosition) *EaterState {
	pos.rules = g
	pos.settle()
	return &EaterState{pos: pos, history: []EaterPosition{pos}}
}

func (s *EaterState) judge() huntStatus {
	if !s.cached {
		s.status = s.pos.status(s.pos.hasMoves(), eaterRepetitions(s.history, &s.pos))
		s.cached = true
	}
	return s.status
}

// Board returns the position.
func (s *EaterState) Board() EaterPosition { return s.pos }

// LegalMoves appends the legal moves to buf[:0]; none at the end.
func (s *EaterState) LegalMoves(buf []EaterMove) []EaterMove {
	if s.judge().over {
		return buf[:0]
	}
	return s.pos.GenerateMoves(buf)
}

// PlayMove plays m after checking it.
func (s *EaterState) PlayMove(m EaterMove) error {
	if s.judge().over {
		return board.GameOver(m.String())
	}
	var buf [maxEaterMoves]EaterMove
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == m {
			s.Apply(m)
			return nil
		}
	}
	return board.Illegal(m.String(), "not a legal move here")
}

// Apply plays a legal move without checking it.
func (s *EaterState) Apply(m EaterMove) {
	if s.pos.apply(m) {
		s.history = s.history[:0]
	}
	s.history = append(s.history, s.pos)
	s.cached = false
}

// Copy returns an independent copy.
func (s *EaterState) Copy() *EaterState {
	c := *s
	c.history = append(make([]EaterPosition, 0, len(s.history)+8), s.history...)
	return &c
}

// Game returns the rule set.
func (s *EaterState) Game() board.Game { return s.pos.rules }

// Seats returns 2.
func (s *EaterState) Seats() int { return 2 }

// ToMove returns the seat to move, or board.Nobody at the end.
func (s *EaterState) ToMove() board.Player {
	if s.judge().over {
		return board.Nobody
	}
	return board.Player(s.pos.side)
}

// Legal returns the legal moves.
func (s *EaterState) Legal() []board.Move { return s.AppendLegal(nil) }

// AppendLegal appends the legal moves to buf (board.Lister).
func (s *EaterState) AppendLegal(buf []board.Move) []board.Move {
	var ms [maxEaterMoves]EaterMove
	for _, m := range s.LegalMoves(ms[:0]) {
		buf = append(buf, m.box())
	}
	return buf
}

// ParseMove reads a move: "@12", "16-17", "16-17x5", "16-17x9x5" (eats in
// any order) or "pass".
func (s *EaterState) ParseMove(text string) (board.Move, error) {
	m, err := s.parse(text)
	if err != nil {
		return nil, err
	}
	return m, nil
}

func (s *EaterState) parse(text string) (EaterMove, error) {
	if s.judge().over {
		return EaterMove{}, board.GameOver(text)
	}
	want, err := readEaterMove(text)
	if err != nil {
		return EaterMove{}, err
	}
	var buf [maxEaterMoves]EaterMove
	for _, l := range s.pos.GenerateMoves(buf[:0]) {
		if l == want {
			return l, nil
		}
	}
	return EaterMove{}, board.Illegal(text, "not a legal move here")
}

func readEaterMove(text string) (EaterMove, error) {
	switch {
	case text == "pass":
		return EaterMove{Kind: Pass}, nil
	case strings.HasPrefix(text, "@"):
		h, err := readPlacement(text)
		return EaterMove{Kind: Place, To: h}, err
	}
	step, eats, _ := strings.Cut(text, "x")
	var hs [2]uint8
	n, err := parseHoles(step, '-', hs[:])
	if err != nil || n != 2 {
		return EaterMove{}, board.BadNotation(text, "a move is @hole, from-to, from-to x eaten, or pass")
	}
	m := EaterMove{Kind: Step, From: hs[0], To: hs[1]}
	if strings.Contains(text, "x") {
		var es [2]uint8
		k, err := parseHoles(eats, 'x', es[:])
		if err != nil {
			return EaterMove{}, board.BadNotation(text, "the eaten pieces are x and a hole, at most twice")
		}
		if k == 2 && es[0] > es[1] {
			es[0], es[1] = es[1], es[0]
		}
		if k == 2 && es[0] == es[1] {
			return EaterMove{}, board.BadNotation(text, "a piece is eaten once")
		}
		m.Eat = es
	}
	return m, nil
}

// Play plays a legal move: an EaterMove or any move whose String is one.
func (s *EaterState) Play(m board.Move) error {
	em, err := board.Typed(m, s.parse)
	if err != nil {
		return err
	}
	return s.PlayMove(em)
}

// Outcome reports how the game ended.
func (s *EaterState) Outcome() board.Outcome {
	return s.judge().outcome()
}

// Clone returns an independent copy.
func (s *EaterState) Clone() board.State { return s.Copy() }

// HistoryDependent reports whether the position has occurred before.
func (s *EaterState) HistoryDependent() bool { return eaterRepetitions(s.history, &s.pos) > 1 }

// Perft counts the leaves depth plies below, with the repetition rule in
// force (board.Perfter).
func (s *EaterState) Perft(depth int) uint64 {
	stack := make([]EaterPosition, len(s.history), len(s.history)+depth+1)
	copy(stack, s.history)
	return eaterPerft(stack, 0, depth)
}

// Position writes the 33 holes (a, b the players' pieces, . empty), the
// player to move, the two hands separated by a comma and the plies since
// the last eating move or placement: "................................. a 11,11 0".
func (s *EaterState) Position() string {
	b := make([]byte, 0, 48)
	for h := 1; h <= NumHoles; h++ {
		switch {
		case s.pos.pieces[0].Has(h):
			b = append(b, 'a')
		case s.pos.pieces[1].Has(h):
			b = append(b, 'b')
		default:
			b = append(b, '.')
		}
	}
	b = append(b, ' ', seatLetter(int(s.pos.side)), ' ')
	b = strconv.AppendUint(b, uint64(s.pos.hand[0]), 10)
	b = append(b, ',')
	b = strconv.AppendUint(b, uint64(s.pos.hand[1]), 10)
	b = append(b, ' ')
	return string(strconv.AppendUint(b, uint64(s.pos.quiet), 10))
}

// parseEater reads a Jedlík position.
func (g *Game) parseEater(text string) (*EaterState, error) {
	if len(text) > 64 {
		return nil, board.BadNotation(text, "a Jedlík position is at most 64 characters")
	}
	fields := strings.Split(text, " ")
	if len(fields) != 4 || len(fields[0]) != NumHoles || len(fields[1]) != 1 {
		return nil, board.BadNotation(text, "a Jedlík position is the 33 holes (a, b, .), the player to move, the hands and the quiet plies")
	}
	var pos EaterPosition
	for i := range NumHoles {
		switch fields[0][i] {
		case 'a':
			pos.pieces[0] |= Hole(i + 1)
		case 'b':
			pos.pieces[1] |= Hole(i + 1)
		case '.':
		default:
			return nil, board.BadNotation(text, "hole %d is %q, not a, b or .", i+1, fields[0][i])
		}
	}
	switch fields[1] {
	case "a":
	case "b":
		pos.side = 1
	default:
		return nil, board.BadNotation(text, "the player to move is a or b")
	}
	hands := strings.Split(fields[2], ",")
	if len(hands) != 2 {
		return nil, board.BadNotation(text, "the hands are two numbers separated by a comma")
	}
	for i, h := range hands {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 || h != strconv.Itoa(n) || n+pos.pieces[i].Len() > eaterPieces {
			return nil, board.BadNotation(text, "hand %q: a player has %d pieces in all", h, eaterPieces)
		}
		pos.hand[i] = uint8(n)
	}
	q, err := strconv.Atoi(fields[3])
	if err != nil || q < 0 || fields[3] != strconv.Itoa(q) || q > g.noProgress() {
		return nil, board.BadNotation(text, "the quiet plies %q are 0 to %d", fields[3], g.noProgress())
	}
	pos.quiet = uint16(q)
	if pos.hand[0]+pos.hand[1] > 0 {
		for i := range 2 {
			pos.rules = g
			if p := pos.pieces[i]; p&^pos.placementsIgnoring(uint8(i)) != 0 {
				return nil, board.BadNotation(text, "while placing, no two pieces of a player are neighbours")
			}
		}
	}
	return g.newEater(pos), nil
}

// placementsIgnoring returns the holes not next to seat p's pieces.
func (e *EaterPosition) placementsIgnoring(p uint8) Holes {
	var near Holes
	for t := e.pieces[p]; t != 0; t &= t - 1 {
		near |= orthogonal.steps[bits.TrailingZeros64(uint64(t))+1]
	}
	return allHoles &^ near
}

// String draws the board, the hands and the player to move.
func (s *EaterState) String() string {
	return drawCross(func(h int) byte {
		switch {
		case s.pos.pieces[0].Has(h):
			return 'a'
		case s.pos.pieces[1].Has(h):
			return 'b'
		}
		return '.'
	}) + "hands " + strconv.Itoa(int(s.pos.hand[0])) + "," + strconv.Itoa(int(s.pos.hand[1])) +
		", to move: " + string(seatLetter(int(s.pos.side))) + "\n"
}
