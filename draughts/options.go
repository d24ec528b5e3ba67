package draughts

import "strings"

// Squares says which squares of the board are played on.
type Squares uint8

const (
	// DarkOnly: only the dark squares, (file+rank) even with a1 dark.
	DarkOnly Squares = iota
	// AllSquares: every square of the board.
	AllSquares
)

// Notation is the square notation of moves and positions.
type Notation uint8

const (
	// Algebraic squares: files a, b, … from White's left, ranks 1, 2, …
	// from White's side ("c3-d4", "c3xe5xg7").
	Algebraic Notation = iota
	// Numeric squares: the dark squares numbered 1… from Black's side, as
	// in English checkers and international draughts ("11-15", "26x17").
	// Only for dark-square boards of even width.
	Numeric
)

// Dirs is a set of directions relative to the moving player: F is straight
// forward, FR forward-right, R right, and so on clockwise. For the player
// whose forward is towards higher ranks F is north (towards rank 8) and FR
// north-east; the other player's directions are turned by 180°.
type Dirs uint8

// The eight directions, clockwise from forward.
const (
	F  Dirs = 1 << iota // straight forward
	FR                  // diagonally forward-right
	R                   // sideways right
	BR                  // diagonally backward-right
	B                   // straight backward
	BL                  // diagonally backward-left
	L                   // sideways left
	FL                  // diagonally forward-left

	// Diagonal4 is the four diagonal directions.
	Diagonal4 = FR | BR | BL | FL
	// Orthogonal4 is the four straight directions.
	Orthogonal4 = F | R | B | L
	// All8 is every direction.
	All8 = Diagonal4 | Orthogonal4
	// Backward is the set of directions with a backward component.
	Backward = BR | B | BL
)

// Precedence chooses which captures are allowed when several exist.
type Precedence uint8

const (
	// FreeChoice: any capture sequence (completed) may be chosen.
	FreeChoice Precedence = iota
	// MaxPieces: only sequences that take the most pieces (a king counts
	// as one piece).
	MaxPieces
	// KingFirst: when a king can capture, only king captures are allowed;
	// otherwise free choice.
	KingFirst
)

// Removal says when jumped pieces leave the board.
type Removal uint8

const (
	// AtEnd: jumped pieces stay until the sequence ends; they block lines
	// and cannot be jumped a second time.
	AtEnd Removal = iota
	// Immediately: each jumped piece leaves the board at once, so its
	// square may be crossed later in the same sequence.
	Immediately
)

// Promotion says what happens to a man that lands on its last rank in the
// middle of a capture sequence.
type Promotion uint8

const (
	// EndsMove: it is crowned and the move ends there.
	EndsMove Promotion = iota
	// ContinueAsMan: it goes on capturing as a man and is crowned only if
	// the move ends on the last rank.
	ContinueAsMan
	// ContinueAsKing: it is crowned at once and goes on as a king.
	ContinueAsKing
)

// JumpOver says which pieces a non-capturing jump may pass over.
type JumpOver uint8

const (
	// JumpNone: no non-capturing jumps.
	JumpNone JumpOver = iota
	// JumpEnemy: over an adjacent enemy piece.
	JumpEnemy
	// JumpOwn: over an adjacent own piece.
	JumpOwn
	// JumpAny: over an adjacent piece of either colour.
	JumpAny
)

// Jumps describes non-capturing jumps of men: the jumped piece stays.
type Jumps struct {
	Over  JumpOver // which pieces may be jumped
	Dirs  Dirs     // in which directions
	Chain bool     // several jumps in one move; the player may stop after any
}

// Goal is how the game is won, besides NoMoveAction.
type Goal uint8

const (
	// GoalNoMove: only NoMoveAction decides (the standard draughts goal).
	GoalNoMove Goal = iota
	// GoalOccupy: a player whose pieces stand on every starting square of
	// the opponent after his move wins.
	GoalOccupy
	// GoalBreakthrough: a piece of a seat marked in Breakthrough that
	// stands on its last rank wins for that seat (the wolf reaching rank 1).
	GoalBreakthrough
	// GoalEliminate: a player without pieces (on the board or in reserve)
	// loses at once, even where a blocked player passes.
	GoalEliminate
)

// NoMoveAction is what happens to a player who has no legal move.
type NoMoveAction uint8

const (
	// NoMoveLoses: he loses (standard draughts).
	NoMoveLoses NoMoveAction = iota
	// NoMoveWins: he wins (giveaway).
	NoMoveWins
	// NoMovePass: he passes; see DoublePassDraw.
	NoMovePass
)

// Orientation says which way the players advance.
type Orientation uint8

const (
	// WhiteUp: White (seat 0) moves towards higher ranks.
	WhiteUp Orientation = iota
	// WhiteDown: White moves towards rank 1 (Pyramidy).
	WhiteDown
	// WhiteUpRight: as WhiteUp, but progress is measured along the long
	// diagonal a1–h8 (file+rank), as in corner draughts.
	WhiteUpRight
)

// Setup is the starting position: the squares of each side in algebraic
// notation (men; prefix "K" for a king) and the men each side holds in
// reserve.
type Setup struct {
	White, Black []string
	Reserves     [2]int
}

// Options is one draughts rule set. Every named game of the package is a
// fixed value of it (see the table in the package documentation); NewGame
// builds a game from any value that passes validation.
type Options struct {
	Width, Height int         // board size, at most 26 wide and 256 squares
	Squares       Squares     // playable squares
	Notation      Notation    // square notation of moves and positions
	Orientation   Orientation // which way White advances
	Setup         Setup       // starting position
	FirstMover    int         // seat that moves first: 0 White, 1 Black

	ManSteps    Dirs // step directions of men
	ManSlides   bool // men move any number of empty squares along ManSteps (rook-like stones)
	ManCaptures Dirs // jump-capture directions of men
	KingDirs    Dirs // king step and capture lines
	FlyingKings bool // kings move and capture at any distance
	Promote     bool // men ending a move on their last rank become kings

	Captures           bool       // pieces are captured by jumping
	MandatoryCapture   bool       // a capture must be taken when one exists
	Precedence         Precedence // which captures are allowed
	RemoveCaptured     Removal    // when jumped pieces leave the board
	NoReverse          bool       // no 180° turn between two jumps of a sequence
	PromotionInCapture Promotion  // a man reaching the last rank mid-capture
	// StrictLanding makes a flying king that has taken a piece land on a
	// square behind it from which it can go on capturing, when there is
	// one (the Russian rule; under MaxPieces the maximum rule implies it
	// anyway). Off, as draughts.md and the Czech federation have it: the
	// king may stop on any empty square behind the piece taken; where it
	// lands on a square from which it can capture, it must go on.
	StrictLanding bool

	NeutralJumps        Jumps // non-capturing jumps of men
	OwnHops             Dirs  // men hop over own pieces (chains, optional; only when no capture exists)
	BackwardOnlyIfStuck bool  // moves with a backward component only when no other move exists

	Enclosure  bool // remove pieces whose every neighbour holds an enemy piece
	EdgeIsWall bool // with Enclosure: the board edge counts as an enemy
	Custodian  bool // custodian capture with conversion (Chyťte muže)

	EntrySquares  [2][]string // where reserve men are dropped, per seat; nil: any empty square
	DropKings     bool        // a dropped piece is a king (the wolf)
	DropKeepsTurn bool        // a drop does not pass the turn (the wolf is placed, then moves)

	Goal         Goal         // how the game is won besides NoMoveAction
	Breakthrough [2]bool      // with GoalBreakthrough: which seats win by reaching their last rank
	NoMoveAction NoMoveAction // a player without a legal move loses, wins or passes

	RepetitionCount  int  // draw at this occurrence of a position (0 = off)
	KingsOnlyLimit   int  // draw after this many moves each with only king moves and no capture
	NoProgressLimit  int  // draw after this many moves each without capture, drop or advancing man move
	NoCaptureLimit   int  // draw after this many moves each without a capture or removal
	FMJDEndgame      bool // the 16- and 5-move endgame limits of FMJD article 6
	LoneKingsDraw    bool // draw when each side has exactly one piece, a king
	OnePieceEachDraw bool // draw when each side has exactly one piece
	DoublePassDraw   bool // draw when both players are blocked (two passes in a row)
	// DoublePassCount: when both players are blocked, the one with more
	// pieces on the opponent's starting squares wins instead (Pyramidy's
	// option BlockedEnd = count); equal counts draw.
	DoublePassCount bool
}

func name(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "?"
}

// String returns "DarkOnly" or "AllSquares".
func (s Squares) String() string { return name([]string{"DarkOnly", "AllSquares"}, int(s)) }

// String returns "Algebraic" or "Numeric".
func (n Notation) String() string { return name([]string{"Algebraic", "Numeric"}, int(n)) }

// String returns the orientation's name.
func (o Orientation) String() string {
	return name([]string{"WhiteUp", "WhiteDown", "WhiteUpRight"}, int(o))
}

// String returns the precedence rule's name.
func (p Precedence) String() string {
	return name([]string{"FreeChoice", "MaxPieces", "KingFirst"}, int(p))
}

// String returns "AtEnd" or "Immediately".
func (r Removal) String() string { return name([]string{"AtEnd", "Immediately"}, int(r)) }

// String returns the promotion rule's name.
func (p Promotion) String() string {
	return name([]string{"EndsMove", "ContinueAsMan", "ContinueAsKing"}, int(p))
}

// String returns the name of the jumpable pieces.
func (j JumpOver) String() string {
	return name([]string{"JumpNone", "JumpEnemy", "JumpOwn", "JumpAny"}, int(j))
}

// String returns the goal's name.
func (g Goal) String() string {
	return name([]string{"GoalNoMove", "GoalOccupy", "GoalBreakthrough", "GoalEliminate"}, int(g))
}

// String returns the action's name.
func (a NoMoveAction) String() string {
	return name([]string{"NoMoveLoses", "NoMoveWins", "NoMovePass"}, int(a))
}

// String lists the directions, e.g. "FR|FL", or "none".
func (d Dirs) String() string {
	if d == 0 {
		return "none"
	}
	var parts []string
	for i, n := range []string{"F", "FR", "R", "BR", "B", "BL", "L", "FL"} {
		if d&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "|")
}
