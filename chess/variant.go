package chess

import (
	"math/bits"

	"github.com/rulebook-go/rulebook/board"
)

// Variant is a rule set of the chess family, the value of Rules.Variant:
// FIDE chess (the zero value) or one of the compendium's five variants,
// which are configurations of the one chess engine.
type Variant uint8

// The variants.
const (
	Standard  Variant = iota // chess, the FIDE Laws
	Chief                    // chess/chief, Náčelník a bojovníci
	KnockOut                 // chess/ko, K.O. šachy
	Double                   // chess/double, Double šachy
	Placement                // chess/placement, Poziční šachy
	Eating                   // chess/eating, Žravé šachy
)

var variantNames = []string{"chess", "chief", "ko", "double", "placement", "eating"}

// String returns the variant's slug: "chess", "chief", "ko", "double",
// "placement" or "eating".
func (v Variant) String() string { return board.ChoiceName(v, variantNames) }

// MarshalText returns String (encoding.TextMarshaler).
func (v Variant) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText reads a slug String writes.
func (v *Variant) UnmarshalText(b []byte) error { return board.ParseChoice(v, variantNames, b) }

// Choices lists the slugs (board.Choice).
func (v Variant) Choices() []string { return variantNames }

// promotionSet is a set of piece types a pawn may promote to, one bit a type.
type promotionSet uint8

// chessPromotions are the four promotion pieces of chess.
const chessPromotions promotionSet = 1<<Queen | 1<<Rook | 1<<Bishop | 1<<Knight

// promotionOrder is the order in which promotions are generated.
var promotionOrder = [5]PieceType{Queen, Rook, Bishop, Knight, King}

func (s promotionSet) has(t PieceType) bool { return s&(1<<t) != 0 }
func (s promotionSet) count() int           { return bits.OnesCount8(uint8(s)) }

// initialArmy is the number of pieces of each type in one side's initial
// array: what eating chess's promotion rule counts against.
var initialArmy = [8]int{Pawn: 8, Knight: 2, Bishop: 2, Rook: 2, Queen: 1, King: 1}

// variant is what the engine changes for a variant: the hooks of the move
// generator, Make and the end rules. A Position of FIDE chess has none (nil),
// so that the chess generator pays one pointer test for them.
type variant struct {
	kind Variant
	// royal is each side's royal piece (King, Amazon) or NoPieceType for a
	// side whose pieces may all be left attacked.
	royal [2]PieceType
	// extinct is the type whose loss loses the game (chess/chief with
	// KingCapture: White's king), or NoPieceType.
	extinct [2]PieceType
	// promos are the promotion pieces; lostPromotion restricts them to the
	// types of which the mover has fewer than initialArmy.
	promos        promotionSet
	lostPromotion bool
	mustCapture   bool
	// freeCastling: castling needs the rights and empty squares only (a
	// side without a royal king castles regardless of attacks).
	freeCastling bool
	// noCastling: positions of the game hold no castling rights.
	noCastling bool
	// drops: the game starts with a placement phase from the hands.
	drops, castlingIfHome, placementOnly bool
	// double: two moves a turn; balanced: White's first turn is one move.
	double, balanced bool
}

// variantOf returns the engine hooks of rules, or nil for FIDE chess.
func variantOf(r Rules) *variant {
	v := &variant{kind: r.Variant, royal: [2]PieceType{King, King}, promos: chessPromotions}
	switch r.Variant {
	case Standard, KnockOut:
		return nil // K.O. chess changes only the end rules
	case Chief:
		v.royal[Black] = Amazon
		if r.KingCapture {
			v.royal[White], v.extinct[White], v.freeCastling = NoPieceType, King, true
		}
		if r.NoPromotion {
			v.promos = 0
		}
		v.noCastling = r.NoCastling
	case Double:
		v.double, v.balanced = true, r.BalancedStart
	case Placement:
		v.drops, v.castlingIfHome, v.placementOnly = true, r.CastlingIfHome, r.PlacementOnly
	case Eating:
		v.royal = [2]PieceType{}
		v.promos |= 1 << King
		v.lostPromotion, v.mustCapture, v.freeCastling = true, !r.OptionalCapture, true
		v.noCastling = !r.Castling
	}
	return v
}

// promotions returns the types side us may promote to now.
func (v *variant) promotions(p *Position, us Color) promotionSet {
	if !v.lostPromotion {
		return v.promos
	}
	var s promotionSet
	for _, t := range promotionOrder {
		if p.Pieces(us, t).Count() < initialArmy[t] {
			s |= 1 << t
		}
	}
	return s
}

// lost reports whether side c has lost its extinction piece.
func (v *variant) lost(p *Position, c Color) bool {
	t := v.extinct[c]
	return t != NoPieceType && p.Pieces(c, t) == 0
}

// variantLegal is legal for a Position with variant hooks.
func (p *Position) variantLegal(list *[MaxMoves]Move, count bool) int {
	v, us := p.v, p.side
	if v.lost(p, us) || v.lost(p, us^1) {
		return 0
	}
	if v.drops && p.inHand(us)+p.inHand(us^1) != 0 {
		return p.drops(list, count)
	} else if v.placementOnly {
		return 0 // the game ended when the last piece was placed
	}
	promos := v.promotions(p, us)
	switch royal := v.royal[us]; royal {
	case NoPieceType:
		return p.unchecked(list, count, promos)
	default:
		r := p.Pieces(us, royal)
		if r == 0 {
			return 0
		}
		ksq := r.First()
		if royal == Amazon {
			// The chief is its side's only piece (validate): its moves
			// are the squares it reaches that the enemy does not attack
			// with it lifted off the board, found from one attack map.
			occ := p.byType[0]
			safe := (queenAttacks(ksq, occ) | knightAttacks[ksq]) &^ p.byColor[us] &^ p.attackMap(us^1, occ^bb(ksq))
			return emit(list, 0, ksq, safe, count)
		}
		n := p.royalLegal(list, count, ksq, p.safeSteps(ksq, kingAttacks[ksq]), promos)
		if p.ep2 != NoSquare && v.double {
			n = p.enPassant(list, n, us, ksq, count, p.ep2)
		}
		return n
	}
}

// unchecked is legal for a side without a royal piece: the moves by the
// movement rules, castling with the rights and empty squares only, and
// with compulsory capture only the captures when there are any.
func (p *Position) unchecked(list *[MaxMoves]Move, count bool, promos promotionSet) int {
	own, enemy := p.byColor[p.side], p.byColor[p.side^1]
	if p.v.mustCapture && count {
		if caps, quiet := p.countSplit(promos); caps > 0 {
			return caps
		} else {
			return quiet
		}
	}
	if p.v.mustCapture {
		if n := p.movesTo(list, 0, count, enemy, true, promos); n > 0 {
			return n
		}
		return p.movesTo(list, 0, count, ^p.byType[0], false, promos)
	}
	return p.movesTo(list, 0, count, ^own, true, promos)
}

// movesTo appends (or counts) the moves of the side to move by the
// movement rules alone to the squares of targets: captures of enemy
// pieces in targets (and en passant, with ep), steps to empty squares in
// targets (and castling, by the rights and the empty squares, when targets
// holds empty squares).
func (p *Position) movesTo(list *[MaxMoves]Move, n int, count bool, targets Bitboard, ep bool, promos promotionSet) int {
	us := p.side
	own, enemy, occ := p.byColor[us], p.byColor[us^1], p.byType[0]
	targets &^= own
	for b := own &^ p.byType[Pawn]; b != 0; b &= b - 1 {
		from := b.First()
		t := pieceAttacks(p.board[from].Type(), from, occ)
		n = emit(list, n, from, t&targets, count)
	}
	if targets&^occ != 0 && p.castle != 0 {
		for i := 2 * int(us); i < 2*int(us)+2; i++ {
			c := &castlingPaths[i]
			if p.castle&c.right != 0 && occ&c.empty == 0 && p.board[c.king] == MakePiece(us, King) {
				if !count {
					list[n&(MaxMoves-1)] = NewMove(c.king, c.kingTo, Castling, 0)
				}
				n++
			}
		}
	}
	pawns := p.byType[Pawn] & own
	var push, double, capW, capE, last Bitboard
	var up Square
	if us == White {
		up, last = 8, rank8
		push = pawns << 8 &^ occ
		double = (push & rank3) << 8 &^ occ
		capW = (pawns &^ fileA) << 7 & enemy
		capE = (pawns &^ fileH) << 9 & enemy
	} else {
		up, last = 248, rank1
		push = pawns >> 8 &^ occ
		double = (push & rank6) >> 8 &^ occ
		capW = (pawns &^ fileA) >> 9 & enemy
		capE = (pawns &^ fileH) >> 7 & enemy
	}
	push, double, capW, capE = push&targets, double&targets, capW&targets, capE&targets
	if count {
		n += (push &^ last).Count() + double.Count() + (capW &^ last).Count() + (capE &^ last).Count() +
			promos.count()*((push&last).Count()+(capW&last).Count()+(capE&last).Count())
	} else {
		n = emitPawn(list, n, push, up, last, promos)
		n = emitPawn(list, n, double, 2*up, 0, promos)
		n = emitPawn(list, n, capW, up-1, last, promos)
		n = emitPawn(list, n, capE, up+1, last, promos)
	}
	if ep && p.ep != NoSquare && !occ.Has(p.ep) && (p.byType[Pawn] & enemy).Has(p.ep^8) {
		for b := pawnAttacks[us^1][p.ep] & pawns; b != 0; b &= b - 1 {
			if !count {
				list[n&(MaxMoves-1)] = NewMove(b.First(), p.ep, EnPassant, 0)
			}
			n++
		}
	}
	return n
}

// variantOutcome applies the end rules that a variant changes, after a
// move or at the start, with the legal moves generated; decided is false
// when the chess rules decide (chess, or a variant where nothing differs).
func (s *State) variantOutcome() (o board.Outcome, decided bool) {
	p, r := &s.pos, s.game.rules
	us := p.side
	switch r.Variant {
	case KnockOut:
		if s.nLegal > 0 {
			return o, false
		}
		if p.InCheck() && !r.MateAlsoWins {
			return win(us.Other(), board.CodeCheckmate, "checkmate"), true
		}
		return win(us, CodeNoMoves, "no move available"), true
	case Eating:
		if s.nLegal == 0 {
			return win(us, CodeNoMoves, "no move available"), true
		}
	case Chief:
		if p.v.lost(p, White) {
			return win(Black, CodeKingCaptured, "the chief captured the king"), true
		}
	case Double:
		if s.nLegal == 0 && p.step == 1 {
			return draw(CodeNoSecondMove, "no legal second move"), true
		}
	case Placement:
		switch {
		case p.inHand(White)+p.inHand(Black) > 0 && s.nLegal == 0:
			return win(us.Other(), CodeNoDrop, "no legal drop"), true
		case p.inHand(White)+p.inHand(Black) > 0:
			return o, true // no draw by rule while pieces are placed
		case r.PlacementOnly:
			return draw(CodePlacementComplete, "all pieces placed"), true
		}
	}
	return o, false
}

// deadPosition reports whether the variant's position is dead by
// material: the chess list in chess, double-move chess and placement
// chess, bare kings only in K.O. chess, never in chess/chief (a lone
// amazon mates) and chess/eating.
func (r Rules) deadPosition(p *Position) bool {
	switch r.Variant {
	case Chief, Eating:
		return false
	case KnockOut:
		return p.byType[0] == p.byType[King]
	}
	return p.InsufficientMaterial()
}

// promotions returns the types the side to move may promote to.
func (p *Position) promotions() promotionSet {
	if p.v == nil {
		return chessPromotions
	}
	return p.v.promotions(p, p.side)
}

// hasCapture reports whether a capture is among the side's moves by the
// movement rules (compulsory capture of chess/eating).
func (p *Position) hasCapture() bool {
	var list [MaxMoves]Move
	return p.movesTo(&list, 0, true, p.byColor[p.side^1], true, p.promotions()) > 0
}

// countSplit counts the moves of the side to move by the movement rules
// in one pass, captures (en passant included) apart from the other moves:
// perft's last ply under compulsory capture.
func (p *Position) countSplit(promos promotionSet) (caps, quiet int) {
	us := p.side
	own, enemy, occ := p.byColor[us], p.byColor[us^1], p.byType[0]
	for b := own &^ p.byType[Pawn]; b != 0; b &= b - 1 {
		from := b.First()
		t := pieceAttacks(p.board[from].Type(), from, occ)
		caps += (t & enemy).Count()
		quiet += (t &^ occ).Count()
	}
	if p.castle != 0 {
		for i := 2 * int(us); i < 2*int(us)+2; i++ {
			c := &castlingPaths[i]
			if p.castle&c.right != 0 && occ&c.empty == 0 && p.board[c.king] == MakePiece(us, King) {
				quiet++
			}
		}
	}
	pawns := p.byType[Pawn] & own
	var push, double, capW, capE, last Bitboard
	if us == White {
		last = rank8
		push = pawns << 8 &^ occ
		double = (push & rank3) << 8 &^ occ
		capW, capE = (pawns&^fileA)<<7&enemy, (pawns&^fileH)<<9&enemy
	} else {
		last = rank1
		push = pawns >> 8 &^ occ
		double = (push & rank6) >> 8 &^ occ
		capW, capE = (pawns&^fileA)>>9&enemy, (pawns&^fileH)>>7&enemy
	}
	k := promos.count()
	caps += (capW &^ last).Count() + (capE &^ last).Count() + k*((capW&last).Count()+(capE&last).Count())
	quiet += (push &^ last).Count() + double.Count() + k*(push&last).Count()
	if p.ep != NoSquare && !occ.Has(p.ep) && (p.byType[Pawn] & enemy).Has(p.ep^8) {
		caps += (pawnAttacks[us^1][p.ep] & pawns).Count()
	}
	return caps, quiet
}

// moveAmazonAttacks moves an amazon's square in the queens' and knights'
// boards, where it stands for its attacks (see Position): Make and Unmake
// call it for a move of the chief, the one amazon, which is never taken.
func (p *Position) moveAmazonAttacks(from, to Square) {
	b := bb(from) | bb(to)
	p.byType[Queen] ^= b
	p.byType[Knight] ^= b
}

// pieceAttacks returns the squares a piece of type pt (not a pawn) on from
// attacks with the squares of occ occupied: the variants' pieces, the
// amazon (queen and knight) among them.
func pieceAttacks(pt PieceType, from Square, occ Bitboard) Bitboard {
	switch pt {
	case Knight:
		return knightAttacks[from]
	case Bishop:
		return bishopAttacks(from, occ)
	case Rook:
		return rookAttacks(from, occ)
	case Queen:
		return queenAttacks(from, occ)
	case King:
		return kingAttacks[from]
	case Amazon:
		return queenAttacks(from, occ) | knightAttacks[from]
	}
	return 0
}
