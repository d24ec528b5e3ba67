package draughts

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rulebook-go/rulebook/board"
)

// MoveString writes m in the game's notation: "c3-d4" or "11-15" for a
// step, the start and every landing square joined by "x" for captures and
// non-capturing jumps ("c3xe5xg7", "26x17x10"), "@d1" for a drop and
// "pass" for a pass.
func (g *Game) MoveString(m Move) string {
	switch m.kind {
	case Pass:
		return "pass"
	case Drop:
		return "@" + g.SquareName(int(m.path[0]))
	case Step:
		return g.SquareName(int(m.path[0])) + "-" + g.SquareName(int(m.path[1]))
	}
	var b strings.Builder
	for i := range int(m.n) {
		if i > 0 {
			b.WriteByte('x')
		}
		b.WriteString(g.SquareName(int(m.path[i])))
	}
	return b.String()
}

// moveText is a move as read: a pass, a drop, or a list of squares.
type moveText struct {
	pass    bool
	drop    bool
	squares []int
	capture bool // written with x or :
}

// The longest texts the readers look at: a move of 24 squares of four
// characters with their separators, with room for spaces, and a position
// of 256 squares with every extra field. Longer text is refused before any
// other work, so that reading costs at most a few times this much memory.
const (
	maxMoveText     = 256
	maxPositionText = 4096
)

// tooLong returns the error for text longer than limit bytes, quoting only
// its beginning.
func tooLong(text string, limit int, what string) error {
	head := text[:32]
	for !utf8.ValidString(head) {
		head = head[:len(head)-1]
	}
	return board.BadNotation(head+"…", "%s of %d bytes; at most %d are read", what, len(text), limit)
}

// readMove parses move text into squares; errors wrap board.ErrBadNotation.
func (g *Game) readMove(s string) (moveText, error) {
	if len(s) > maxMoveText {
		return moveText{}, tooLong(s, maxMoveText, "move text")
	}
	t := strings.TrimSpace(s)
	if t == "" {
		return moveText{}, board.BadNotation(s, "empty move")
	}
	if strings.EqualFold(t, "pass") {
		return moveText{pass: true}, nil
	}
	if t[0] == '@' {
		sq, err := g.parseSquare(t[1:])
		if err != nil {
			return moveText{}, board.BadNotation(s, "drop: %v", err)
		}
		return moveText{drop: true, squares: []int{sq}}, nil
	}
	var mt moveText
	fields := strings.FieldsFunc(t, func(r rune) bool {
		switch r {
		case 'x', 'X', ':':
			mt.capture = true
			return true
		case '-':
			return true
		}
		return false
	})
	if len(fields) < 2 || len(fields) > maxPath {
		return moveText{}, board.BadNotation(s, "want squares joined by - or x")
	}
	for _, f := range fields {
		sq, err := g.parseSquare(strings.ToLower(f))
		if err != nil {
			return moveText{}, board.BadNotation(s, "%v", err)
		}
		mt.squares = append(mt.squares, sq)
	}
	return mt, nil
}

// wholePath reports whether the squares read are exactly the path of p.
func wholePath(sq []int, p *Move) bool {
	if p.kind == Drop || p.kind == Pass || len(sq) != int(p.n) {
		return false
	}
	for i, s := range sq {
		if int(p.path[i]) != s {
			return false
		}
	}
	return true
}

// matches reports whether the squares read name path p: the whole path, or
// a part of it that keeps its start and end (the short form "from x to").
func matches(sq []int, p *Move) bool {
	if p.kind == Drop || p.kind == Pass || len(sq) > int(p.n) {
		return false
	}
	if sq[0] != int(p.path[0]) || sq[len(sq)-1] != int(p.path[p.n-1]) {
		return false
	}
	i := 1
	for _, s := range sq[1 : len(sq)-1] {
		for i < int(p.n)-1 && int(p.path[i]) != s {
			i++
		}
		if i >= int(p.n)-1 {
			return false
		}
		i++
	}
	return true
}

// FindMove returns the legal move of p that text names: its canonical
// string, any full jump path of it, or the short form from–to when that is
// unambiguous. Errors wrap board.ErrBadNotation or board.ErrIllegalMove;
// text longer than 256 bytes is refused before any other work.
func (p *Position) FindMove(text string) (Move, error) {
	if len(text) > maxMoveText {
		return Move{}, tooLong(text, maxMoveText, "move text")
	}
	return p.findIn(text, p.GenerateMoves(make([]Move, 0, 64)))
}

// findIn is FindMove with the legal moves of p given.
func (p *Position) findIn(text string, legal []Move) (Move, error) {
	g := p.g
	mt, err := g.readMove(text)
	if err != nil {
		return Move{}, err
	}
	var found []Move
	switch {
	case mt.pass:
		for _, m := range legal {
			if m.kind == Pass {
				return m, nil
			}
		}
		return Move{}, board.Illegal(text, "passing is allowed only when blocked")
	case mt.drop:
		for _, m := range legal {
			if m.kind == Drop && int(m.path[0]) == mt.squares[0] {
				return m, nil
			}
		}
		return Move{}, board.Illegal(text, "%s", p.dropReason(mt.squares[0]))
	}
	for _, m := range legal {
		if wholePath(mt.squares, &m) && (m.kind == Step) != mt.capture {
			return m, nil // the canonical text
		}
	}
	paths := p.GeneratePaths(make([]Move, 0, 64))
	// A whole path names its move even when it is also the short form of
	// a longer one; only text that is no whole path is read as a part.
	exact := slices.ContainsFunc(paths, func(m Move) bool { return wholePath(mt.squares, &m) })
	for i := range paths {
		if exact && !wholePath(mt.squares, &paths[i]) || !matches(mt.squares, &paths[i]) {
			continue
		}
		for _, m := range legal {
			if m.same(&paths[i]) && !slices.ContainsFunc(found, func(f Move) bool { return f.same(&m) }) {
				found = append(found, m)
			}
		}
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Move{}, board.Illegal(text, "%s", p.moveReason(mt, legal))
	}
	names := make([]string, len(found))
	for i, m := range found {
		names[i] = g.MoveString(m)
	}
	return Move{}, board.Ambiguous(text, names)
}

// moveReason explains why no legal move matches the squares read.
func (p *Position) moveReason(mt moveText, legal []Move) string {
	g := p.g
	from := mt.squares[0]
	seat, _, ok := p.Piece(from)
	switch {
	case !ok:
		return "no piece on " + g.SquareName(from)
	case seat != int(p.side):
		return "the piece on " + g.SquareName(from) + " is not yours"
	}
	capt := false
	for _, m := range legal {
		capt = capt || m.kind == Capture
	}
	if capt && g.rules.MandatoryCapture {
		switch g.rules.Precedence {
		case MaxPieces:
			return "a capture is compulsory and must take the most pieces"
		case KingFirst:
			return "a capture is compulsory (a king's capture when a king can capture)"
		}
		return "a capture is compulsory"
	}
	return "not a legal move here"
}

func (p *Position) dropReason(s int) string {
	switch {
	case p.reserve[p.side] == 0:
		return "no man in reserve"
	case p.cells[s] != empty:
		return "the square is occupied"
	}
	return "no drop allowed here now"
}

// Position text (PDN FEN) ------------------------------------------------

// String writes the position as PDN FEN: side to move, White's and Black's
// pieces (kings prefixed K), then the extra fields that are not zero:
// R<white>,<black> reserves (always for games with reserves), P<n>
// consecutive passes, Q<n> plies without progress, C<n> plies without
// capture, E<n> plies in an FMJD endgame configuration; counters only
// for the rules that use them.
func (p *Position) String() string {
	g := p.g
	var b strings.Builder
	b.Grow(4 * (g.n + 4))
	b.WriteString([]string{"W", "B"}[p.side])
	for seat, tag := range []string{"W", "B"} {
		b.WriteString(":" + tag)
		first := true
		for _, s := range g.inOrder {
			c := p.cells[s]
			if c == empty || int(c&blackBit) != seat {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			if c&kingBit != 0 {
				b.WriteByte('K')
			}
			b.WriteString(g.SquareName(s))
		}
	}
	o := &g.rules
	if o.Setup.Reserves != [2]int{} || p.reserve != [2]uint8{} {
		fmt.Fprintf(&b, ":R%d,%d", p.reserve[0], p.reserve[1])
	}
	// counters only of the rules in force, so that standard games write
	// standard PDN FEN
	for _, f := range []struct {
		tag  string
		v    int
		used bool
	}{
		{"P", int(p.passes), o.NoMoveAction == NoMovePass},
		{"Q", int(p.quiet), quietLimit(o) > 0},
		{"C", int(p.noCap), o.NoCaptureLimit > 0},
		{"E", int(p.endgame), o.FMJDEndgame},
	} {
		if f.used && f.v != 0 {
			fmt.Fprintf(&b, ":%s%d", f.tag, f.v)
		}
	}
	return b.String()
}

// notationOrder returns the playable squares in notation order.
func (g *Game) notationOrder() []int {
	out := make([]int, 0, g.n)
	if g.rules.Notation == Numeric {
		for _, s := range g.byNumber[1:] {
			out = append(out, int(s))
		}
		return out
	}
	for s := range g.n {
		if g.playable[s] {
			out = append(out, s)
		}
	}
	return out
}

// ParsePosition reads a PDN FEN position such as "W:W21,22,K30:B1,2,3"
// (square ranges "B:W21-32:B1-12" on numbered boards, algebraic squares
// "W:Wa3,Kc1:Bb8" on any board), optionally quoted, ended by "." or
// wrapped as a whole PDN tag [FEN "…"], with
// the extra fields String writes. Errors wrap board.ErrBadNotation.
//
// Text longer than 4096 bytes is refused before any other work.
func (g *Game) ParsePosition(text string) (Position, error) {
	if len(text) > maxPositionText {
		return Position{}, tooLong(text, maxPositionText, "position text")
	}
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "[FEN") && strings.HasSuffix(t, "]") { // a whole PDN tag
		t = strings.TrimSpace(t[len("[FEN") : len(t)-1])
	}
	t = strings.TrimSpace(strings.Trim(t, `"`))
	t = strings.TrimSuffix(t, ".")
	fields := strings.Split(t, ":")
	if len(fields) < 3 {
		return Position{}, board.BadNotation(text, "want side:W<squares>:B<squares>")
	}
	p := Position{g: g}
	switch strings.ToUpper(strings.TrimSpace(fields[0])) {
	case "W":
	case "B":
		p.side = 1
	default:
		return Position{}, board.BadNotation(text, "side to move %q is not W or B", fields[0])
	}
	seen := [2]bool{}
	for _, f := range fields[1:] {
		if err := p.readField(strings.TrimSpace(f), &seen); err != nil {
			return Position{}, board.BadNotation(text, "%v", err)
		}
	}
	if !seen[0] || !seen[1] {
		return Position{}, board.BadNotation(text, "both a W and a B piece list are needed")
	}
	if err := p.check(); err != nil {
		return Position{}, board.BadNotation(text, "%v", err)
	}
	return p, nil
}

func (p *Position) readField(f string, seen *[2]bool) error {
	if f == "" {
		return fmt.Errorf("empty field")
	}
	tag, rest := f[0], f[1:]
	switch tag {
	case 'W', 'B', 'w', 'b':
		seat := 0
		if tag == 'B' || tag == 'b' {
			seat = 1
		}
		if seen[seat] {
			return fmt.Errorf("piece list %c given twice", tag)
		}
		seen[seat] = true
		return p.readPieces(seat, rest)
	case 'R':
		a, b, ok := strings.Cut(rest, ",")
		x, err1 := strconv.ParseUint(a, 10, 8)
		y, err2 := strconv.ParseUint(b, 10, 8)
		if !ok || err1 != nil || err2 != nil {
			return fmt.Errorf("reserves %q: want R<white>,<black>", f)
		}
		p.reserve = [2]uint8{uint8(x), uint8(y)}
		return nil
	case 'P', 'Q', 'C', 'E':
		v, err := strconv.ParseUint(rest, 10, 16)
		if err != nil {
			return fmt.Errorf("counter %q: want a number", f)
		}
		switch tag {
		case 'P':
			p.passes = uint8(min(v, 255))
		case 'Q':
			p.quiet = uint16(v)
		case 'C':
			p.noCap = uint16(v)
		case 'E':
			p.endgame = uint16(v)
		}
		return nil
	}
	return fmt.Errorf("unknown field %q", f)
}

func (p *Position) readPieces(seat int, list string) error {
	if strings.TrimSpace(list) == "" {
		return nil
	}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		king := false
		if strings.HasPrefix(item, "K") { // not "k": a file letter on wide boards
			king, item = true, item[1:]
		}
		lo, hi, isRange := strings.Cut(item, "-")
		first, err := p.g.parseSquare(strings.ToLower(lo))
		if err != nil {
			return err
		}
		squares := []int{first}
		if isRange {
			squares, err = p.g.squareRange(lo, hi)
			if err != nil {
				return err
			}
		}
		for _, s := range squares {
			if p.cells[s] != empty {
				return fmt.Errorf("square %s given twice", p.g.SquareName(s))
			}
			p.put(s, pieceOf(seat, king))
		}
	}
	return nil
}

func (g *Game) squareRange(lo, hi string) ([]int, error) {
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil || len(g.byNumber) <= 1 {
		return nil, fmt.Errorf("range %s-%s: ranges need square numbers", lo, hi)
	}
	if a < 1 || b >= len(g.byNumber) || a > b {
		return nil, fmt.Errorf("range %d-%d: not within 1–%d", a, b, len(g.byNumber)-1)
	}
	out := make([]int, 0, b-a+1)
	for k := a; k <= b; k++ {
		out = append(out, int(g.byNumber[k]))
	}
	return out, nil
}

// check rejects positions the rules cannot reach in ways the engine relies
// on: men on their own last rank where men are crowned there.
func (p *Position) check() error {
	g := p.g
	if !g.rules.Promote {
		return nil
	}
	for s := range g.n {
		c := p.cells[s]
		if c != empty && c&kingBit == 0 && g.rank(s) == g.promoRank[c&blackBit] {
			return fmt.Errorf("a man on %s, its last rank, would be a king", g.SquareName(s))
		}
	}
	return nil
}
