package chess

import (
	"strings"
	"sync"

	"github.com/rulebook-go/rulebook/board"
)

// MaxMoveLength is the longest move text ParseMove, ParseSAN and ParseUCI
// read; longer text is refused before any work. The longest SAN with
// every optional part is 13 bytes ("Qh4xe1#!? e.p." has no legal use;
// "exd6 e.p.+!?" is 12), UCI 5.
const MaxMoveLength = 16

// ParseMove reads a move in UCI (e2e4, e7e8q, e1g1) or SAN (e4, Nf3, O-O,
// exd6, e8=Q+) and returns the legal move it names. Errors wrap
// board.ErrBadNotation for text that is not a move and board.ErrIllegalMove
// for a move the position does not allow, and say why.
func (p *Position) ParseMove(s string) (Move, error) {
	if len(s) > MaxMoveLength {
		return NullMove, tooLong(s, "move", MaxMoveLength)
	}
	if looksUCI(s) {
		return p.ParseUCI(s)
	}
	if strings.IndexByte(s, '@') >= 0 {
		return p.parseDrop(s)
	}
	return p.ParseSAN(s)
}

// parseDrop reads a drop: a piece letter (none for a pawn in SAN), @ and
// the square ("N@e4", "P@e4", "@e4"), with SAN's suffixes.
func (p *Position) parseDrop(s string) (Move, error) {
	in := s
	s = trimSAN(s)
	letter, square, _ := strings.Cut(s, "@")
	t := Pawn
	if letter != "" {
		pc, ok := pieceFromFEN(letter[0])
		if len(letter) != 1 || !ok || letter[0] > 'Z' || pc.Type() == Amazon {
			return NullMove, board.BadNotation(in, "a drop is a piece letter K, Q, R, B, N or P, @ and a square (N@e4, @e4)")
		}
		t = pc.Type()
	}
	to, ok := ParseSquare(square)
	if !ok {
		return NullMove, board.BadNotation(in, "a drop ends with a square after @ (N@e4)")
	}
	m := NewDrop(t, to)
	if !p.isLegal(m) {
		return NullMove, board.Illegal(in, "%s", p.whyNoDrop(t, to))
	}
	return m, nil
}

// whyNoDrop explains, for people, why a piece of type t may not be dropped on to.
func (p *Position) whyNoDrop(t PieceType, to Square) string {
	switch {
	case p.v == nil || !p.v.drops || p.inHand(White)+p.inHand(Black) == 0:
		return "no pieces are dropped now"
	case p.hand[p.side][t] == 0:
		return p.side.String() + " holds no " + pieceNames[t]
	case p.board[to] != NoPiece:
		return to.String() + " is not empty"
	case t == Pawn && (to.Rank() == 0 || to.Rank() == 7):
		return "pawns are not placed on the first or last rank"
	}
	return "the " + pieceNames[t] + " on " + to.String() + " would attack or be attacked by an enemy piece, or stand on its other bishop's colour"
}

// looksUCI reports whether s has the shape of a UCI move.
func looksUCI(s string) bool {
	if s == "0000" {
		return true
	}
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	_, ok1 := ParseSquare(s[0:2])
	_, ok2 := ParseSquare(s[2:4])
	return ok1 && ok2 && (len(s) == 4 || strings.IndexByte("qrbnkQRBNK", s[4]) >= 0)
}

// ParseUCI reads a move in UCI long algebraic notation: origin, destination
// and a promotion letter (e2e4, e7e8q). Castling is the king's two-square
// move (e1g1); the king-takes-rook form of Chess960 GUIs (e1h1) is accepted
// too. "0000", the null move, is well formed but never legal.
func (p *Position) ParseUCI(s string) (Move, error) {
	if s == "0000" {
		return NullMove, board.Illegal(s, "the null move is not a chess move")
	}
	if len(s) > MaxMoveLength {
		return NullMove, tooLong(s, "move", MaxMoveLength)
	}
	if !looksUCI(s) {
		return NullMove, board.BadNotation(s, "a UCI move is two squares and an optional promotion letter, e.g. e2e4 or e7e8q")
	}
	from, _ := ParseSquare(s[0:2])
	to, _ := ParseSquare(s[2:4])
	promo := NoPieceType
	if len(s) == 5 {
		pc, _ := pieceFromFEN(s[4])
		promo = pc.Type()
	}
	var list [MaxMoves]Move
	n := p.generate(&list)
	for _, m := range list[:n] {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to || m.Kind() == Castling && p.board[to] == MakePiece(p.side, Rook) &&
			to.Rank() == from.Rank() && (to > from) == (m.To() > from) {
			return m, nil
		}
	}
	return NullMove, board.Illegal(s, "%s", p.whyIllegal(from, to, promo))
}

// whyIllegal explains, for people, why no legal move goes from one square to another.
func (p *Position) whyIllegal(from, to Square, promo PieceType) string {
	pc := p.board[from]
	switch {
	case pc == NoPiece:
		return "no piece on " + from.String()
	case pc.Color() != p.side:
		return "the piece on " + from.String() + " is " + pc.Color().String() + "'s, and " + p.side.String() + " is to move"
	}
	name := pieceNames[pc.Type()]
	if p.reaches(from, to) && p.v != nil && p.v.mustCapture && p.board[to] == NoPiece && to != p.ep && p.hasCapture() {
		return "capturing is compulsory, and " + p.side.String() + " can capture"
	}
	if p.reaches(from, to) && p.royalType(p.side) == NoPieceType {
		return "the " + name + " move is not allowed here (castling rights, or promotion)"
	}
	if p.reaches(from, to) {
		if pc.Type() == Pawn && (to.Rank() == 0 || to.Rank() == 7) && promo == NoPieceType {
			return "a pawn reaching the last rank must promote (add q, r, b or n)"
		}
		if promo != NoPieceType {
			if pc.Type() != Pawn || to.Rank() != 0 && to.Rank() != 7 {
				return "only a pawn reaching the last rank promotes"
			}
			if promo == Pawn || promo == King && !p.promotions().has(King) {
				return "a pawn promotes to a queen, rook, bishop or knight"
			}
			if !p.promotions().has(promo) {
				return "a pawn may promote only to a piece type its side has lost"
			}
		}
		if pc.Type() == King && (int(from)-int(to) == 2 || int(to)-int(from) == 2) {
			return "castling is not allowed here (rights, empty squares, or attacked squares)"
		}
		if p.InCheck() {
			return "the " + name + " move does not get the king out of check"
		}
		return "the " + name + " on " + from.String() + " may not move: it would expose its king"
	}
	return "the " + name + " on " + from.String() + " cannot move to " + to.String()
}

var pieceNames = [...]string{"", "pawn", "knight", "bishop", "rook", "queen", "king", "amazon"}

// reaches reports whether the piece on from could move to to by its move
// rule, ignoring checks (castling included when the king stands home).
func (p *Position) reaches(from, to Square) bool {
	pc := p.board[from]
	if p.board[to] != NoPiece && p.board[to].Color() == pc.Color() {
		return false
	}
	occ := p.byType[0]
	switch pc.Type() {
	case Pawn:
		up := 8
		if pc.Color() == Black {
			up = -8
		}
		d := int(to) - int(from)
		if pawnAttacks[pc.Color()][from].Has(to) {
			return p.board[to] != NoPiece || to == p.ep
		}
		start := from.Rank() == 1 && up > 0 || from.Rank() == 6 && up < 0
		return p.board[to] == NoPiece && (d == up || d == 2*up && start && p.board[int(from)+up] == NoPiece)
	case Knight, Bishop, Rook, Queen, Amazon:
		return pieceAttacks(pc.Type(), from, occ).Has(to)
	case King:
		home := E1
		if pc.Color() == Black {
			home = E8
		}
		return kingAttacks[from].Has(to) || from == home && (to == home+2 || to == home-2)
	}
	return false
}

// SAN returns the legal move m in Standard Algebraic Notation: piece
// letter, the least disambiguation that makes it unique among the legal
// moves, x for captures, destination, =Q for promotions, O-O and O-O-O, and
// + or # after a checking or mating move. A move that is not legal in p
// has no SAN; it is returned in UCI.
func (p *Position) SAN(m Move) string {
	if !p.isLegal(m) {
		return m.String()
	}
	var buf [12]byte
	return string(p.appendSAN(buf[:0], m))
}

// appendSAN appends the SAN of m to b.
func (p *Position) appendSAN(b []byte, m Move) []byte {
	from, to := m.From(), m.To()
	pc := p.board[from]
	switch {
	case m.Kind() == Castling && to.File() == 6:
		b = append(b, "O-O"...)
	case m.Kind() == Castling:
		b = append(b, "O-O-O"...)
	case m.Kind() == Drop:
		if t := m.Dropped(); t != Pawn {
			b = append(b, t.Letter())
		}
		b = append(b, '@')
		b = append(b, to.String()...)
	case pc.Type() == Pawn:
		if from.File() != to.File() {
			b = append(b, 'a'+byte(from.File()), 'x')
		}
		b = append(b, to.String()...)
		if pr := m.Promotion(); pr != NoPieceType {
			b = append(b, '=', pr.Letter())
		}
	default:
		b = append(b, pc.Type().Letter())
		b = p.appendDisambiguation(b, m)
		if p.board[to] != NoPiece {
			b = append(b, 'x')
		}
		b = append(b, to.String()...)
	}
	u := p.Make(m)
	if p.InCheck() {
		if p.CountMoves() == 0 {
			b = append(b, '#')
		} else {
			b = append(b, '+')
		}
	}
	p.Unmake(m, u)
	return b
}

// appendDisambiguation appends the origin file, rank or square that tells m
// apart from the other legal moves of the same piece type to the same square.
func (p *Position) appendDisambiguation(b []byte, m Move) []byte {
	var list [MaxMoves]Move
	n := p.generate(&list)
	from, to := m.From(), m.To()
	t := p.board[from].Type()
	others, sameFile, sameRank := false, false, false
	for _, o := range list[:n] {
		if o.To() != to || o.From() == from || p.board[o.From()].Type() != t {
			continue
		}
		others = true
		sameFile = sameFile || o.From().File() == from.File()
		sameRank = sameRank || o.From().Rank() == from.Rank()
	}
	switch {
	case !others:
	case !sameFile:
		b = append(b, 'a'+byte(from.File()))
	case !sameRank:
		b = append(b, '1'+byte(from.Rank()))
	default:
		b = append(b, from.String()...)
	}
	return b
}

// sanSuffixes are trailing marks that SAN input may carry and that change
// nothing: check and mate signs, annotation glyphs, the e.p. remark.
var sanSuffixes = []string{" e.p.", "e.p.", " ep", "+", "#", "!", "?"}

// trimSAN strips trailing check signs, annotation glyphs and "e.p.".
func trimSAN(s string) string {
	s = strings.TrimSpace(s)
	for changed := true; changed; {
		changed = false
		for _, suf := range sanSuffixes {
			if strings.HasSuffix(s, suf) {
				s = strings.TrimSuffix(s, suf)
				changed = true
			}
		}
	}
	return s
}

// ParseSAN reads a move in Standard Algebraic Notation, leniently: with or
// without + and #, with annotation glyphs (!, ?, !?, ...) and "e.p.", with
// O-O or 0-0, e8=Q, e8Q or e8(Q), with needless disambiguation (Ngf3,
// Ng1f3) and with x, :, - or nothing between origin and destination, as long
// as exactly one legal move fits.
func (p *Position) ParseSAN(s string) (Move, error) {
	if len(s) > MaxMoveLength {
		return NullMove, tooLong(s, "move", MaxMoveLength)
	}
	in := s
	s = trimSAN(s)
	if s == "" {
		return NullMove, board.BadNotation(in, "empty move")
	}
	if c := strings.ToUpper(strings.ReplaceAll(s, "0", "O")); c == "O-O" || c == "O-O-O" {
		return p.parseCastlingSAN(in, c == "O-O")
	}
	want, err := parseSANShape(s)
	if err == nil && want.promo == King && !p.promotions().has(King) {
		err = errorf("promotion must be to Q, R, B or N")
	}
	if err != nil {
		return NullMove, board.BadNotation(in, "%s", err)
	}
	var list [MaxMoves]Move
	n := p.generate(&list)
	fits := list[:0] // the fitting moves, written over the list as it is read
	for _, m := range list[:n] {
		if want.matches(p, m) {
			fits = append(fits, m)
		}
	}
	switch {
	case len(fits) == 1:
		return fits[0], nil
	case len(fits) > 1:
		sans := make([]string, len(fits))
		for i, m := range fits {
			sans[i] = p.SAN(m)
		}
		return NullMove, board.Ambiguous(in, sans)
	case want.piece == Pawn && want.promo == NoPieceType && (want.to.Rank() == 7 || want.to.Rank() == 0):
		return NullMove, board.Illegal(in, "a pawn reaching the last rank must promote (=Q, =R, =B or =N)")
	}
	if p.v != nil && p.v.mustCapture && p.board[want.to] == NoPiece && p.hasCapture() {
		return NullMove, board.Illegal(in, "capturing is compulsory, and %s can capture", p.side)
	}
	return NullMove, board.Illegal(in, "no legal %s move to %v%s", pieceNames[want.piece], want.to, p.checkNote())
}

// checkNote adds a hint when the side to move is in check.
func (p *Position) checkNote() string {
	if p.InCheck() {
		return " (" + p.side.String() + " is in check)"
	}
	return ""
}

// parseCastlingSAN finds the castling move of the side to move.
func (p *Position) parseCastlingSAN(in string, kingside bool) (Move, error) {
	var list [MaxMoves]Move
	n := p.generate(&list)
	for _, m := range list[:n] {
		if m.Kind() == Castling && (m.To().File() == 6) == kingside {
			return m, nil
		}
	}
	return NullMove, board.Illegal(in, "%s cannot castle %s now%s", p.side, map[bool]string{true: "kingside", false: "queenside"}[kingside], p.checkNote())
}

// sanShape is what a SAN text says about a move.
type sanShape struct {
	piece    PieceType
	to       Square
	fromFile int // -1 when not given
	fromRank int // -1 when not given
	promo    PieceType
}

// matches reports whether the legal move m fits the shape.
func (w *sanShape) matches(p *Position, m Move) bool {
	from := m.From()
	return m.To() == w.to && m.Kind() != Castling && p.board[from].Type() == w.piece &&
		m.Promotion() == w.promo &&
		(w.fromFile < 0 || from.File() == w.fromFile) && (w.fromRank < 0 || from.Rank() == w.fromRank)
}

// parseSANShape reads piece letter, disambiguation, capture sign,
// destination and promotion.
func parseSANShape(s string) (sanShape, error) {
	w := sanShape{piece: Pawn, fromFile: -1, fromRank: -1}
	if i := strings.IndexByte("PNBRQKA", s[0]); i >= 0 {
		w.piece = PieceType(i + 1)
		s = s[1:]
	}
	// Promotion: =Q, (Q), /Q or a bare letter after the destination.
	if l := len(s); l >= 3 {
		switch {
		case s[l-2] == '=' || s[l-2] == '/':
			w.promo, s = promoLetter(s[l-1]), s[:l-2]
		case l >= 4 && s[l-3] == '(' && s[l-1] == ')':
			w.promo, s = promoLetter(s[l-2]), s[:l-3]
		case s[l-1] > '8' && isSquareName(s[l-3:l-1]):
			w.promo, s = promoLetter(s[l-1]), s[:l-1]
		}
		if w.promo == NoPieceType+7 {
			return w, errorf("promotion must be to Q, R, B or N (or K in chess/eating)")
		}
		if w.promo != NoPieceType && w.piece != Pawn {
			return w, errorf("only pawns promote")
		}
	}
	if len(s) < 2 {
		return w, errorf("not a SAN move (expected e.g. e4, Nf3, exd5, O-O, e8=Q)")
	}
	to, ok := ParseSquare(s[len(s)-2:])
	if !ok {
		return w, errorf("not a SAN move: %q does not end with a destination square", s)
	}
	w.to = to
	s = s[:len(s)-2]
	if s != "" && strings.IndexByte("x:-", s[len(s)-1]) >= 0 {
		s = s[:len(s)-1]
	}
	if len(s) > 2 {
		return w, errorf("not a SAN move: too many characters before the destination")
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'h' && w.fromFile < 0 && i == 0:
			w.fromFile = int(c - 'a')
		case c >= '1' && c <= '8' && w.fromRank < 0:
			w.fromRank = int(c - '1')
		default:
			return w, errorf("not a SAN move: %q is not an origin file or rank", s)
		}
	}
	return w, nil
}

// isSquareName reports whether s names a square, as in "e8" of "e8Q".
func isSquareName(s string) bool {
	_, ok := ParseSquare(s)
	return ok
}

// promoLetter returns the promotion piece of a letter (either case), or
// NoPieceType+7 for a letter that names no promotion piece.
func promoLetter(c byte) PieceType {
	switch c {
	case 'Q', 'q':
		return Queen
	case 'R', 'r':
		return Rook
	case 'B', 'b':
		return Bishop
	case 'N', 'n':
		return Knight
	case 'K', 'k':
		return King
	}
	return NoPieceType + 7
}

// Action is a decision of the generic interface beyond moving a piece.
type Action uint8

// The actions. ActOffer and ActClaim go with a move (ActClaim also without one).
const (
	ActNone   Action = iota
	ActOffer         // play the move and offer a draw ("e2e4 offer")
	ActClaim         // claim a draw, now ("claim") or after the move ("e2e4 claim")
	ActResign        // the side to move resigns ("resign")
	ActAccept        // accept the draw the opponent offered ("accept")
)

var actionNames = []string{"move", "offer", "claim", "resign", "accept"}

// String returns "move", "offer", "claim", "resign" or "accept".
func (a Action) String() string { return board.ChoiceName(a, actionNames) }

// Turn is a decision of the generic interface (board.Move): a chess move,
// possibly with a draw offer or claim, or a declaration alone. Its String
// is UCI, with " offer" or " claim" appended, or "resign", "accept",
// "claim". Turns are values: two are equal exactly when they are the same
// decision. Legal, AppendLegal, Declarations and ParseMove hand out
// *Turn pointers into one read-only table of every decision, so that
// listing and boxing a move allocates nothing and equal decisions are equal
// pointers.
type Turn struct {
	move   Move
	action Action
}

// NewTurn returns the decision to play m with action a (ActNone, ActOffer
// or ActClaim), or the declaration a alone when m is NullMove.
func NewTurn(m Move, a Action) Turn { return Turn{move: m, action: a} }

// Move returns the chess move of the turn (NullMove for a declaration alone).
func (t Turn) Move() Move { return t.move }

// Action returns the declaration that goes with the move, or ActNone.
func (t Turn) Action() Action { return t.action }

// String returns the turn's notation.
func (t Turn) String() string {
	switch t.action {
	case ActResign:
		return "resign"
	case ActAccept:
		return "accept"
	case ActClaim:
		if t.move == NullMove {
			return "claim"
		}
		return t.move.String() + " claim"
	case ActOffer:
		return t.move.String() + " offer"
	}
	return t.move.String()
}

// MarshalText returns the turn's notation (encoding.TextMarshaler).
func (t Turn) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// The table of interned turns: one entry per move of the 15-bit index
// turnIndex gives, for the plain move (built at start-up) and with an
// offer or claim (built when first needed).
const turnSlots = 1 << 15

var (
	plainTurns = func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActNone)
		return &t
	}()
	offerTurns = sync.OnceValue(func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActOffer)
		return &t
	})
	claimTurns = sync.OnceValue(func() *[turnSlots]Turn {
		var t [turnSlots]Turn
		fillTurns(&t, ActClaim)
		return &t
	})
	resignTurn = &Turn{action: ActResign}
	acceptTurn = &Turn{action: ActAccept}
	claimTurn  = &Turn{action: ActClaim} // a claim now, without a move
)

// fillTurns sets every entry of t to the move its index stands for.
func fillTurns(t *[turnSlots]Turn, a Action) {
	for from := Square(0); from < 64; from++ {
		for to := Square(0); to < 64; to++ {
			for _, m := range [...]Move{NewMove(from, to, Normal, 0), NewMove(from, to, EnPassant, 0), NewMove(from, to, Castling, 0),
				NewMove(from, to, Promotion, Knight), NewMove(from, to, Promotion, Bishop), NewMove(from, to, Promotion, Rook), NewMove(from, to, Promotion, Queen),
				NewMove(from, to, Promotion, King)} {
				t[turnIndex(m)] = Turn{move: m, action: a}
			}
		}
		// A drop's origin is its destination, which no other move has:
		// the drops take those slots.
		for d := Pawn; d <= King; d++ {
			m := NewDrop(d, from)
			t[turnIndex(m)] = Turn{move: m, action: a}
		}
	}
}

// turnIndex returns the table index of m: origin and destination, and a
// variant for the kind and promotion piece (normal, en passant, castling,
// or one of the five promotions, the king's of chess/eating included; a
// drop, whose origin is its destination, by its piece); -1 for a move
// outside the table (an unknown kind or promotion piece).
func turnIndex(m Move) int {
	v := turnVariant[m>>12&63]
	if v < 0 {
		return -1
	}
	return int(m&0xFFF)<<3 | int(v)
}

// turnVariant maps the kind and promotion bits of a move (bits 12–17) to
// its variant in the turn table, or -1.
var turnVariant = func() (v [64]int8) {
	for i := range v {
		v[i] = -1
	}
	v[Normal], v[EnPassant], v[Castling] = 0, 1, 2
	for p := Knight; p <= King; p++ {
		v[int(Promotion)|int(p)<<3] = int8(3 + p - Knight)
	}
	for p := Pawn; p <= King; p++ {
		v[int(Drop)|int(p)<<3] = int8(p - Pawn)
	}
	return v
}()

// interned returns the table's pointer for t, or a new one for a turn
// outside the table.
func (t Turn) interned() *Turn {
	switch t.action {
	case ActResign:
		return resignTurn
	case ActAccept:
		return acceptTurn
	case ActClaim:
		if t.move == NullMove {
			// The table's slot 0 is the drop P@a1, not the null move.
			return claimTurn
		}
	}
	i := turnIndex(t.move)
	switch {
	case i < 0:
		outside := t // only this path allocates
		return &outside
	case t.action == ActOffer:
		return &offerTurns()[i]
	case t.action == ActClaim:
		return &claimTurns()[i]
	}
	return &plainTurns[i]
}

// ParseMove reads a decision: a move in UCI or SAN, optionally followed by
// " offer" (offer a draw with it) or " claim" (claim the draw it brings
// about), or one of "resign", "accept" (a draw offer), "claim" (a draw now).
// The result is an interned *Turn.
func (s *State) ParseMove(text string) (board.Move, error) {
	t, err := s.ParseTurn(text)
	if err != nil {
		return nil, err
	}
	return t.interned(), nil
}

// maxTurnLength bounds the text of a decision: a move of at most
// MaxMoveLength bytes, " offer" or " claim", and room for white space.
const maxTurnLength = 2 * MaxMoveLength

// ParseTurn is ParseMove for the typed API.
func (s *State) ParseTurn(text string) (Turn, error) {
	if len(text) > maxTurnLength {
		return Turn{}, tooLong(text, "move", maxTurnLength)
	}
	if s.outcome.Over {
		return Turn{}, board.GameOver(text)
	}
	f := strings.Fields(text)
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "empty move")
	}
	if len(f) == 1 {
		switch f[0] {
		case "resign":
			return Turn{action: ActResign}, nil
		case "accept", "claim":
			t := Turn{action: ActAccept}
			if f[0] == "claim" {
				t.action = ActClaim
			}
			if err := s.check(t); err != nil {
				return Turn{}, err
			}
			return t, nil
		}
	}
	act := ActNone
	switch f[len(f)-1] {
	case "offer":
		act, f = ActOffer, f[:len(f)-1]
	case "claim":
		act, f = ActClaim, f[:len(f)-1]
	}
	if len(f) == 0 {
		return Turn{}, board.BadNotation(text, "\"offer\" and \"claim\" follow a move")
	}
	m, err := s.pos.ParseMove(strings.Join(f, " "))
	if err != nil {
		return Turn{}, err
	}
	t := Turn{move: m, action: act}
	if err := s.check(t); err != nil {
		return Turn{}, err
	}
	return t, nil
}

// check returns why t cannot be played now, or nil.
func (s *State) check(t Turn) error {
	if s.outcome.Over {
		return board.GameOver(t.String())
	}
	switch t.action {
	case ActResign:
		return nil
	case ActAccept:
		if !s.offer {
			return board.Illegal(t.String(), "no draw offer to accept")
		}
		return nil
	case ActNone, ActOffer, ActClaim:
	default:
		return board.Illegal(t.String(), "not a chess decision")
	}
	if t.move != NullMove || t.action != ActClaim {
		if !s.isLegal(t.move) {
			if t.move == NullMove {
				return board.Illegal(t.String(), "the null move is not a chess move")
			}
			if d := t.move.Dropped(); d != NoPieceType {
				return board.Illegal(t.String(), "%s", s.pos.whyNoDrop(d, t.move.To()))
			}
			return board.Illegal(t.String(), "%s", s.pos.whyIllegal(t.move.From(), t.move.To(), t.move.Promotion()))
		}
	}
	if t.action == ActClaim && s.claimableWith(t.move) == noDraw {
		return board.Illegal(t.String(), "no draw to claim: the position has not occurred three times and the half-move clock is %d", s.clockAfter(t.move))
	}
	return nil
}
