package draughts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

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
	Over  JumpOver `rule:"which pieces a non-capturing jump passes over"`
	Dirs  Dirs     `rule:"directions of non-capturing jumps (joined by +)"`
	Chain bool     `rule:"several jumps in one move; the player may stop after any"`
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

// Rules is one draughts rule set: every rule option of the family. Each
// registered game is a fixed value of it (see the table in the package
// documentation) and NewGame builds a game from any value that describes a
// playable rule set. The zero Rules has no board and NewGame rejects it
// with the reason; start from a registered game's Rules and change what
// differs. The fields with a rule tag are the options that board.Configure
// sets by name; the setup, the entry squares and Breakthrough are set in
// Go only.
type Rules struct {
	Width       int         `rule:"files of the board" range:"1..26"`
	Height      int         `rule:"ranks of the board" range:"2..26"`
	Squares     Squares     `rule:"the squares played on"`
	Notation    Notation    `rule:"square names: algebraic or the numbers of the dark squares"`
	Orientation Orientation `rule:"which way White advances"`
	Setup       Setup       // starting position
	FirstMover  int         `rule:"seat that moves first (0 White, 1 Black)" range:"0..1"`

	ManSteps    Dirs `rule:"step directions of men, relative to the mover (joined by +)"`
	ManSlides   bool `rule:"men move any distance along their step directions"`
	ManCaptures Dirs `rule:"jump-capture directions of men (joined by +)"`
	KingDirs    Dirs `rule:"king step and capture directions (joined by +)"`
	FlyingKings bool `rule:"kings move and capture at any distance"`
	Promote     bool `rule:"men ending a move on their last rank become kings"`

	Captures           bool       `rule:"pieces are captured by jumping"`
	MandatoryCapture   bool       `rule:"a capture must be taken when one exists"`
	Precedence         Precedence `rule:"which captures are allowed when several exist"`
	RemoveCaptured     Removal    `rule:"when jumped pieces leave the board"`
	NoReverse          bool       `rule:"no 180° turn between two jumps of a sequence"`
	PromotionInCapture Promotion  `rule:"a man reaching its last rank in the middle of a capture"`
	// StrictLanding makes a flying king that has taken a piece land on a
	// square behind it from which it can go on capturing, when there is
	// one (the Russian rule; under MaxPieces the maximum rule implies it
	// anyway). Off, as the Czech federation has it: the
	// king may stop on any empty square behind the piece taken; where it
	// lands on a square from which it can capture, it must go on.
	StrictLanding bool `rule:"a flying king must land where it can go on capturing, if it can"`

	NeutralJumps        Jumps `rule:"non-capturing jumps of men"`
	OwnHops             Dirs  `rule:"men hop over own pieces in these directions (chains, optional; only when no capture exists)"`
	BackwardOnlyIfStuck bool  `rule:"moves with a backward component only when no other move exists"`

	Enclosure  bool `rule:"pieces whose every neighbour holds an enemy piece are removed"`
	EdgeIsWall bool `rule:"with Enclosure: the board edge encloses like an enemy piece"`
	Custodian  bool `rule:"enemy runs bracketed by a moving piece change colour (Chyťte muže)"`

	EntrySquares  [2][]string // where reserve men are dropped, per seat; nil: any empty square
	DropKings     bool        `rule:"a dropped piece is a king (the wolf)"`
	DropKeepsTurn bool        `rule:"a drop does not pass the turn (the wolf is placed, then moves)"`

	Goal         Goal         `rule:"how the game is won besides the no-move rule"`
	Breakthrough [2]bool      // with GoalBreakthrough: which seats win by reaching their last rank
	NoMoveAction NoMoveAction `rule:"what happens to a player without a legal move"`

	RepetitionCount  int  `rule:"draw at this occurrence of a position (0 off)" range:"0..1000"`
	KingsOnlyLimit   int  `rule:"draw after this many moves each with only king moves and no capture (0 off)" range:"0..30000"`
	NoProgressLimit  int  `rule:"draw after this many moves each without capture, drop or man advance (0 off)" range:"0..30000"`
	NoCaptureLimit   int  `rule:"draw after this many moves each without capture or removal (0 off)" range:"0..30000"`
	FMJDEndgame      bool `rule:"the 16- and 5-move endgame limits of FMJD article 6"`
	LoneKingsDraw    bool `rule:"draw when each side has exactly one piece, a king"`
	OnePieceEachDraw bool `rule:"draw when each side has exactly one piece"`
	DoublePassDraw   bool `rule:"draw when both players are blocked (two passes in a row)"`
	// DoublePassCount: when both players are blocked, the one with more
	// pieces on the opponent's starting squares wins instead (Pyramidy's
	// option BlockedEnd = count); equal counts draw.
	DoublePassCount bool `rule:"when both are blocked, more pieces on the opponent's starting squares wins"`
}

// The names of each enumeration's values, as String, MarshalText and
// Configure write and read them.
var (
	squaresNames     = []string{"DarkOnly", "AllSquares"}
	notationNames    = []string{"Algebraic", "Numeric"}
	orientationNames = []string{"WhiteUp", "WhiteDown", "WhiteUpRight"}
	precedenceNames  = []string{"FreeChoice", "MaxPieces", "KingFirst"}
	removalNames     = []string{"AtEnd", "Immediately"}
	promotionNames   = []string{"EndsMove", "ContinueAsMan", "ContinueAsKing"}
	jumpOverNames    = []string{"JumpNone", "JumpEnemy", "JumpOwn", "JumpAny"}
	goalNames        = []string{"GoalNoMove", "GoalOccupy", "GoalBreakthrough", "GoalEliminate"}
	noMoveNames      = []string{"NoMoveLoses", "NoMoveWins", "NoMovePass"}
	dirNames         = []string{"F", "FR", "R", "BR", "B", "BL", "L", "FL"}
)

// String returns "DarkOnly" or "AllSquares".
func (s Squares) String() string { return board.ChoiceName(s, squaresNames) }

// Choices lists the values' names.
func (Squares) Choices() []string { return slices.Clone(squaresNames) }

// MarshalText writes the value's name.
func (s Squares) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a value's name.
func (s *Squares) UnmarshalText(b []byte) error { return board.ParseChoice(s, squaresNames, b) }

// String returns "Algebraic" or "Numeric".
func (n Notation) String() string { return board.ChoiceName(n, notationNames) }

// Choices lists the values' names.
func (Notation) Choices() []string { return slices.Clone(notationNames) }

// MarshalText writes the value's name.
func (n Notation) MarshalText() ([]byte, error) { return []byte(n.String()), nil }

// UnmarshalText reads a value's name.
func (n *Notation) UnmarshalText(b []byte) error { return board.ParseChoice(n, notationNames, b) }

// String returns the orientation's name.
func (o Orientation) String() string { return board.ChoiceName(o, orientationNames) }

// Choices lists the values' names.
func (Orientation) Choices() []string { return slices.Clone(orientationNames) }

// MarshalText writes the value's name.
func (o Orientation) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads a value's name.
func (o *Orientation) UnmarshalText(b []byte) error {
	return board.ParseChoice(o, orientationNames, b)
}

// String returns the precedence rule's name.
func (p Precedence) String() string { return board.ChoiceName(p, precedenceNames) }

// Choices lists the values' names.
func (Precedence) Choices() []string { return slices.Clone(precedenceNames) }

// MarshalText writes the value's name.
func (p Precedence) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a value's name.
func (p *Precedence) UnmarshalText(b []byte) error { return board.ParseChoice(p, precedenceNames, b) }

// String returns "AtEnd" or "Immediately".
func (r Removal) String() string { return board.ChoiceName(r, removalNames) }

// Choices lists the values' names.
func (Removal) Choices() []string { return slices.Clone(removalNames) }

// MarshalText writes the value's name.
func (r Removal) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a value's name.
func (r *Removal) UnmarshalText(b []byte) error { return board.ParseChoice(r, removalNames, b) }

// String returns the promotion rule's name.
func (p Promotion) String() string { return board.ChoiceName(p, promotionNames) }

// Choices lists the values' names.
func (Promotion) Choices() []string { return slices.Clone(promotionNames) }

// MarshalText writes the value's name.
func (p Promotion) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a value's name.
func (p *Promotion) UnmarshalText(b []byte) error { return board.ParseChoice(p, promotionNames, b) }

// String returns the name of the jumpable pieces.
func (j JumpOver) String() string { return board.ChoiceName(j, jumpOverNames) }

// Choices lists the values' names.
func (JumpOver) Choices() []string { return slices.Clone(jumpOverNames) }

// MarshalText writes the value's name.
func (j JumpOver) MarshalText() ([]byte, error) { return []byte(j.String()), nil }

// UnmarshalText reads a value's name.
func (j *JumpOver) UnmarshalText(b []byte) error { return board.ParseChoice(j, jumpOverNames, b) }

// String returns the goal's name.
func (g Goal) String() string { return board.ChoiceName(g, goalNames) }

// Choices lists the values' names.
func (Goal) Choices() []string { return slices.Clone(goalNames) }

// MarshalText writes the value's name.
func (g Goal) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads a value's name.
func (g *Goal) UnmarshalText(b []byte) error { return board.ParseChoice(g, goalNames, b) }

// String returns the action's name.
func (a NoMoveAction) String() string { return board.ChoiceName(a, noMoveNames) }

// Choices lists the values' names.
func (NoMoveAction) Choices() []string { return slices.Clone(noMoveNames) }

// MarshalText writes the value's name.
func (a NoMoveAction) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// UnmarshalText reads a value's name.
func (a *NoMoveAction) UnmarshalText(b []byte) error { return board.ParseChoice(a, noMoveNames, b) }

// String lists the directions joined by "+", e.g. "FR+FL", or "none".
func (d Dirs) String() string {
	if d == 0 {
		return "none"
	}
	var parts []string
	for i, n := range dirNames {
		if d&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "+")
}

// Choices lists the names of the eight directions, which a set joins with
// "+" ("FR+FL"); "none" is the empty set.
func (Dirs) Choices() []string { return slices.Clone(dirNames) }

// MarshalText writes the set as String does.
func (d Dirs) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a set as String writes it: direction names joined
// by "+", or "none".
func (d *Dirs) UnmarshalText(b []byte) error {
	text := string(b)
	if text == "none" {
		*d = 0
		return nil
	}
	var set Dirs
	for part := range strings.SplitSeq(text, "+") {
		i := slices.Index(dirNames, part)
		if i < 0 {
			return fmt.Errorf("%q is not a direction set: want names of %s joined by +, or none", text, strings.Join(dirNames, ", "))
		}
		set |= 1 << i
	}
	*d = set
	return nil
}

// checkNumbers rejects numbers outside their ranges.
func (r *Rules) checkNumbers() error {
	for _, c := range []struct {
		name    string
		v, most int
	}{
		{"FirstMover", r.FirstMover, 1},
		{"RepetitionCount", r.RepetitionCount, 1000},
		{"KingsOnlyLimit", r.KingsOnlyLimit, 30000},
		{"NoProgressLimit", r.NoProgressLimit, 30000},
		{"NoCaptureLimit", r.NoCaptureLimit, 30000},
	} {
		if c.v < 0 || c.v > c.most {
			return fmt.Errorf("%s %d is not in 0..%d", c.name, c.v, c.most)
		}
	}
	return nil
}

// checkChoices rejects enumeration values without a name.
func (r *Rules) checkChoices() error {
	for _, c := range []struct {
		name string
		v, n int
	}{
		{"Squares", int(r.Squares), len(squaresNames)},
		{"Notation", int(r.Notation), len(notationNames)},
		{"Orientation", int(r.Orientation), len(orientationNames)},
		{"Precedence", int(r.Precedence), len(precedenceNames)},
		{"RemoveCaptured", int(r.RemoveCaptured), len(removalNames)},
		{"PromotionInCapture", int(r.PromotionInCapture), len(promotionNames)},
		{"NeutralJumps.Over", int(r.NeutralJumps.Over), len(jumpOverNames)},
		{"Goal", int(r.Goal), len(goalNames)},
		{"NoMoveAction", int(r.NoMoveAction), len(noMoveNames)},
	} {
		if c.v >= c.n {
			return fmt.Errorf("%s %d is not one of the %d values", c.name, c.v, c.n)
		}
	}
	return nil
}
