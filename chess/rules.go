package chess

import (
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Rules are the rule options of the chess family. The zero value is the
// FIDE Laws of Chess (2023) as the package doc describes them. Variant
// picks the rule set (it is not an option by name: chess/eating is another
// game, not an option of chess); the options after it each belong to one
// variant, and NewGame refuses an option set for another variant.
type Rules struct {
	// Variant is the rule set: FIDE chess or one of the five variants.
	Variant Variant `rule:"-"`
	// AutoClaim ends the game as soon as a draw could be claimed
	// (threefold repetition, fifty-move rule) instead of waiting for the
	// player to claim it, as engines and bots usually want.
	AutoClaim bool `rule:"end the game when a draw becomes claimable instead of waiting for a claim"`
	// SeedHundredMoveExceptions restores the compendium's pre-1992 rule: with
	// exactly K+R v K+R+B or K+R+P v K+B+P on the board the fifty-move
	// claim needs 100 moves, and the automatic seventy-five-move draw
	// comes 25 moves after that, at 125.
	SeedHundredMoveExceptions bool `rule:"100-move claim for K+R v K+R+B and K+R+P v K+B+P, as in the seed"`

	// ChiefSquare is the chief's square in chess/chief: d8 (the zero
	// value) or any square of ranks 6 to 8.
	ChiefSquare ChiefSquare `rule:"the chief's starting square (ranks 6-8)"`
	// NoPromotion (chess/chief): the warriors' pawns do not promote, and so
	// cannot enter the last rank, as in Maharajah and the Sepoys.
	NoPromotion bool `rule:"the warriors' pawns do not promote (and cannot enter the last rank)"`
	// NoCastling (chess/chief): the warriors start without castling rights.
	NoCastling bool `rule:"the warriors may not castle"`
	// KingCapture (chess/chief): the warriors' king is not royal; the chief
	// wins by capturing it, and the warriors castle regardless of attacks.
	KingCapture bool `rule:"the warriors' king is not royal: the chief wins by capturing it"`
	// MateAlsoWins (chess/ko): any player without a legal move wins, even
	// when checkmated.
	MateAlsoWins bool `rule:"a checkmated player wins too (every player without a move wins)"`
	// BalancedStart (chess/double): White's first turn is a single move,
	// as in Marseillais chess.
	BalancedStart bool `rule:"White's first turn is a single move"`
	// CastlingIfHome (chess/placement): when chess begins, each side may
	// castle with a king and rook that stand on their initial squares.
	CastlingIfHome bool `rule:"grant the castling rights whose king and rook stand at home after the placement"`
	// PlacementOnly (chess/placement): the game ends as a draw once both
	// players have placed all their pieces.
	PlacementOnly bool `rule:"end the game as a draw when all pieces are placed"`
	// OptionalCapture (chess/eating): capturing is not compulsory.
	OptionalCapture bool `rule:"capturing is not compulsory"`
	// Castling (chess/eating): chess castling is allowed, without the test
	// of attacked squares (there is no check).
	Castling bool `rule:"allow castling (without the test of attacked squares)"`
}

// startFEN returns the initial position of the rule set.
func (r Rules) startFEN() string {
	switch r.Variant {
	case Chief:
		castle := "KQ"
		if r.NoCastling {
			castle = "-"
		}
		s := r.ChiefSquare.Square()
		ranks := [3]string{"8", "8", "8"}
		ranks[7-s.Rank()] = strings.Repeat("1", s.File()) + "a" + strings.Repeat("1", 7-s.File())
		return compactFEN(ranks[0]+"/"+ranks[1]+"/"+ranks[2]) + "/8/8/8/PPPPPPPP/RNBQKBNR w " + castle + " - 0 1"
	case Placement:
		return "8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1"
	case Eating:
		if r.Castling {
			return StartFEN
		}
		return "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
	}
	return StartFEN
}

// compactFEN merges the runs of 1s of ranks written square by square.
func compactFEN(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '1' && len(b) > 0 && b[len(b)-1] >= '1' && b[len(b)-1] < '8' {
			b[len(b)-1]++
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

// variantOptions lists, for each variant, the options that belong to it.
var variantOptions = [...][]string{
	Standard:  {"AutoClaim", "SeedHundredMoveExceptions"},
	Chief:     {"AutoClaim", "ChiefSquare", "NoPromotion", "NoCastling", "KingCapture"},
	KnockOut:  {"AutoClaim", "MateAlsoWins"},
	Double:    {"AutoClaim", "BalancedStart"},
	Placement: {"AutoClaim", "CastlingIfHome", "PlacementOnly"},
	Eating:    {"AutoClaim", "OptionalCapture", "Castling"},
}

// ChiefSquare is the chief's starting square, a square of ranks 6 to 8;
// the zero value is d8. It is a board.Choice, named by the square.
type ChiefSquare uint8

// chiefSquares are the names of the squares of ranks 6 to 8, d8 first.
// A literal: the registered games read it (by reflection) during package
// initialisation.
var chiefSquares = []string{"d8", "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6", "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "a8", "b8", "c8", "e8", "f8", "g8", "h8"}

// Square returns the square.
func (c ChiefSquare) Square() Square {
	sq, _ := ParseSquare(board.ChoiceName(c, chiefSquares))
	return sq
}

// String returns the square's name.
func (c ChiefSquare) String() string { return board.ChoiceName(c, chiefSquares) }

// MarshalText returns the square's name (encoding.TextMarshaler).
func (c ChiefSquare) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a square of ranks 6 to 8.
func (c *ChiefSquare) UnmarshalText(b []byte) error { return board.ParseChoice(c, chiefSquares, b) }

// Choices lists the squares (board.Choice).
func (c ChiefSquare) Choices() []string { return chiefSquares }

// ChiefSquareOf returns the ChiefSquare of s, false when s is not on
// ranks 6 to 8.
func ChiefSquareOf(s Square) (ChiefSquare, bool) {
	i := slices.Index(chiefSquares, s.String())
	return ChiefSquare(max(i, 0)), i >= 0
}

// maxPlies bounds the length of a game: at most 96 pawn steps and 30
// captures reset the half-move clock, and the automatic draw ends every
// stretch between them.
func (r Rules) maxPlies() int {
	limit := 150
	if r.AutoClaim {
		limit = 100
	} else if r.SeedHundredMoveExceptions {
		limit = 250
	}
	switch r.Variant {
	case Double: // two moves a turn, and the limit counts turns
		return 2 * 127 * limit
	case Placement: // the 32 drops come first
		return 32 + 127*limit
	}
	return 127 * limit
}

// claimLimit returns the half-move clock at which a draw may be claimed:
// 100 (fifty moves each), or 200 for the compendium's two material sets when
// SeedHundredMoveExceptions is on.
func (r Rules) claimLimit(p *Position) int {
	if r.SeedHundredMoveExceptions && p.seedHundredMoveSet() {
		return 200
	}
	return 100
}

// claim is a draw that may be claimed, or that ends the game by rule: its
// Outcome code and reason.
type claim struct{ code, reason string }

// The draws by rule, with their Outcome codes.
var (
	noDraw           = claim{}
	threefold        = claim{CodeThreefoldRepetition, "threefold repetition"}
	fiftyMoves       = claim{CodeFiftyMoves, "fifty-move rule"}
	hundredMoves     = claim{CodeFiftyMoves, "hundred-move rule"}
	deadMaterial     = claim{CodeInsufficientMaterial, "insufficient material"}
	fivefold         = claim{CodeFivefoldRepetition, "fivefold repetition"}
	seventyFiveMoves = claim{CodeSeventyFiveMoves, "seventy-five-move rule"}
)

// claimable returns the draw the side to move may claim in p, which has
// occurred reps times, with clock moves (turns, in double-move chess)
// since the last capture or pawn move, or noDraw.
func (r Rules) claimable(p *Position, reps, clock int) claim {
	switch limit := r.claimLimit(p); {
	case reps >= 3:
		return threefold
	case clock >= limit && limit > 100:
		return hundredMoves
	case clock >= limit:
		return fiftyMoves
	}
	return noDraw
}

// ruleDraw returns the draw that ends the game in p automatically, p having
// occurred reps times and not being mate or stalemate: a dead position,
// fivefold repetition, the seventy-five-move rule (25 moves after the claim
// limit), and with AutoClaim the claimable draws; or noDraw. The game
// state and State.Perft both decide with it.
func (r Rules) ruleDraw(p *Position, reps, clock int) claim {
	switch {
	case r.deadPosition(p):
		return deadMaterial
	case reps >= 5:
		return fivefold
	case clock >= r.claimLimit(p)+50:
		return seventyFiveMoves
	case r.AutoClaim:
		return r.claimable(p, reps, clock)
	}
	return noDraw
}

// InsufficientMaterial reports whether the position is dead by material
// (FIDE 5.2.2, and the cases the compendium lists): no pawns, rooks or
// queens, and either one knight alone against a bare king, or only bishops
// (any number, either side), all on squares of one colour. That covers the
// compendium's K v K, K+B v K, K+N v K and K+B v K+B with same-coloured bishops.
// Other dead positions (locked pawn chains) are not detected.
func (p *Position) InsufficientMaterial() bool {
	if p.byType[Pawn]|p.byType[Rook]|p.byType[Queen] != 0 {
		return false
	}
	knights, bishops := p.byType[Knight], p.byType[Bishop]
	if knights != 0 {
		return bishops == 0 && knights.Count() == 1
	}
	const light Bitboard = 0x55AA55AA55AA55AA // b1, d1, ..., a2, ...: (file+rank) odd, 1-based
	return bishops&light == 0 || bishops&^light == 0
}

// CanStillMate reports whether side c could possibly checkmate the other
// side by some sequence of legal moves, for the flag-fall rule (FIDE 6.9: a
// player whose flag falls draws when the opponent cannot possibly mate).
// It is conservative: false only when mate is certainly impossible — a dead
// position, a bare king, or a single knight or bishop (plus same-coloured
// bishops) against a bare king.
func (p *Position) CanStillMate(c Color) bool {
	if p.InsufficientMaterial() {
		return false
	}
	own := p.byColor[c&1]
	if own == p.byType[King]&own {
		return false
	}
	opp := p.byColor[c&1^1]
	if opp != p.byType[King]&opp {
		return true // the opponent's own men can block its king: helpmates exist
	}
	if own&(p.byType[Pawn]|p.byType[Rook]|p.byType[Queen]) != 0 {
		return true
	}
	knights, bishops := own&p.byType[Knight], own&p.byType[Bishop]
	if knights == 0 {
		const light Bitboard = 0x55AA55AA55AA55AA
		return bishops&light != 0 && bishops&^light != 0
	}
	return knights.Count()+bishops.Count() > 1
}

// hasEnPassant reports whether moves include an en-passant capture.
func hasEnPassant(moves []Move) bool {
	for _, m := range moves {
		if m.Kind() == EnPassant {
			return true
		}
	}
	return false
}

// repetitionKey returns the hash that identifies the position for the
// repetition rules (FIDE 9.2.3): like Hash, but the
// en-passant file counts only when an en-passant capture is legal; moves
// are the legal moves of p.
func (p *Position) repetitionKey(moves []Move) uint64 {
	if p.epHashed() && !hasEnPassant(moves) {
		return p.hash ^ zobristEP[p.ep&7]
	}
	return p.hash
}

// RepetitionKey returns the hash that identifies the position for the
// repetition rules: placement, side to move, castling rights, and the
// en-passant file only when an en-passant capture is legal (FIDE 9.2.3).
func (p *Position) RepetitionKey() uint64 {
	var list [MaxMoves]Move
	n := p.generate(&list)
	return p.repetitionKey(list[:n])
}

// seedHundredMoveSet reports whether the material is one of the two sets
// for which the compendium raises the move count to 100: K+R v K+R+B and
// K+R+P v K+B+P (either colour).
func (p *Position) seedHundredMoveSet() bool {
	type count [7]int
	var m [2]count
	for c := range m {
		for t := Pawn; t <= King; t++ {
			m[c][t] = p.Pieces(Color(c), t).Count()
		}
	}
	set := func(pieces ...PieceType) count {
		var k count
		for _, t := range pieces {
			k[t]++
		}
		return k
	}
	pairs := [][2]count{
		{set(King, Rook), set(King, Rook, Bishop)},
		{set(King, Rook, Pawn), set(King, Bishop, Pawn)},
	}
	for _, pr := range pairs {
		if m[0] == pr[0] && m[1] == pr[1] || m[0] == pr[1] && m[1] == pr[0] {
			return true
		}
	}
	return false
}

// IsCheckmate reports whether the side to move is in check without a legal move.
func (p *Position) IsCheckmate() bool { return p.InCheck() && p.CountMoves() == 0 }

// IsStalemate reports whether the side to move is not in check and has no legal move.
func (p *Position) IsStalemate() bool { return !p.InCheck() && p.CountMoves() == 0 }

// IsCapture reports whether the move m of p takes a piece (en passant included).
func (p *Position) IsCapture(m Move) bool {
	return m.Kind() == EnPassant || m.Kind() != Castling && p.board[m.To()] != NoPiece
}
