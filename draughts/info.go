package draughts

import (
	"fmt"
	"reflect"

	"github.com/rulebook-go/rulebook/board"
)

// optionDocs describes each field of Options in one sentence, for Info.
var optionDocs = map[string]string{
	"Width":               "files of the board",
	"Height":              "ranks of the board",
	"Squares":             "the squares played on",
	"Notation":            "square names: algebraic or the numbers of the dark squares",
	"Orientation":         "which way White advances",
	"Setup":               "starting squares of White and Black and the men in reserve",
	"FirstMover":          "seat that moves first (0 White, 1 Black)",
	"ManSteps":            "step directions of men, relative to the mover",
	"ManSlides":           "men move any distance along their step directions",
	"ManCaptures":         "jump-capture directions of men",
	"KingDirs":            "king step and capture directions",
	"FlyingKings":         "kings move and capture at any distance",
	"Promote":             "men ending a move on their last rank become kings",
	"Captures":            "pieces are captured by jumping",
	"MandatoryCapture":    "a capture must be taken when one exists",
	"Precedence":          "which captures are allowed when several exist",
	"RemoveCaptured":      "when jumped pieces leave the board",
	"NoReverse":           "no 180° turn between two jumps",
	"PromotionInCapture":  "a man reaching its last rank in the middle of a capture",
	"FreeLanding":         "a flying king may stop on any square behind its last capture",
	"NeutralJumps":        "non-capturing jumps of men: over whom, directions, chains",
	"OwnHops":             "directions in which men hop over own pieces",
	"BackwardOnlyIfStuck": "backward moves only when no other move exists",
	"Enclosure":           "pieces enclosed by enemy pieces are removed",
	"EdgeIsWall":          "the board edge encloses like an enemy piece",
	"Custodian":           "enemy runs bracketed by a moving piece change colour",
	"EntrySquares":        "squares where reserve men are dropped (none listed: any empty square)",
	"DropKings":           "a dropped piece is a king",
	"DropKeepsTurn":       "a drop does not pass the turn",
	"Goal":                "how the game is won besides the no-move rule",
	"Breakthrough":        "seats that win by reaching their last rank",
	"NoMoveAction":        "what happens to a player without a legal move",
	"RepetitionCount":     "draw at this occurrence of a position (0 off)",
	"KingsOnlyLimit":      "draw after this many moves each with only king moves and no capture",
	"NoProgressLimit":     "draw after this many moves each without capture, drop or man advance",
	"NoCaptureLimit":      "draw after this many moves each without capture or removal",
	"FMJDEndgame":         "FMJD 16- and 5-move endgame limits",
	"LoneKingsDraw":       "draw when each side has a single king",
	"OnePieceEachDraw":    "draw when each side has a single piece",
	"DoublePassDraw":      "draw when both players are blocked",
	"DoublePassCount":     "when both are blocked, more pieces on the opponent's starting squares wins",
}

// Info describes the game and lists its options in force.
func (g *Game) Info() board.Info {
	info := board.Info{
		Names: board.Names{ID: g.id, Name: g.name, CzechName: g.czech, Summary: g.summary}, Family: "draughts",
		MinPlayers: 2, MaxPlayers: 2, MaxPlies: g.maxPlies,
	}
	v := reflect.ValueOf(g.opts)
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		info.Options = append(info.Options, board.Option{
			Name: f.Name, Value: fmt.Sprint(v.Field(i).Interface()), Doc: optionDocs[f.Name],
		})
	}
	return info
}

// defaultMaxPlies bounds the length of any game from the start: every
// draw counter resets only on a capture, a drop or a man gaining ground,
// and there are finitely many of those.
func (g *Game) defaultMaxPlies() int {
	o := &g.opts
	pieces := len(o.Setup.White) + len(o.Setup.Black) + o.Setup.Reserves[0] + o.Setup.Reserves[1]
	span := g.h - 1
	if o.Orientation == WhiteUpRight {
		span += g.w - 1
	}
	events := pieces*span + 2*pieces + 1
	limit := quietLimit(o)
	if o.NoCaptureLimit > 0 && (limit == 0 || o.NoCaptureLimit < limit) && !g.monotone {
		limit = o.NoCaptureLimit
	}
	switch {
	case limit > 0:
		return events * (2*limit + 2)
	case g.monotone:
		return 3 * events // every move or every other (passes) gains ground
	}
	return 100000
}
