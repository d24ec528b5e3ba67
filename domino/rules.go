package domino

import (
	"fmt"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// LayoutKind is the shape of the layout on the table.
type LayoutKind uint8

const (
	// Line: two open ends, Left and Right (domino.md §0.4).
	Line LayoutKind = iota
	// TwoRows: the staircase of two rows of Francouzské domino (§5); play
	// is exactly that of a Line, only the picture differs.
	TwoRows
	// Cross: a double in the centre with four arms N, E, S, W that must all
	// be started before play goes on (§6).
	Cross
	// Spinner: a line whose first double branches into up to four arms
	// L, R, N, S (All Fives, §11.7).
	Spinner
	// Free: no matching; tiles go on one row and a running total counts
	// their pips (Italian dominoes, §4).
	Free
)

// Matching is how a tile must match the open end it is placed on.
type Matching uint8

const (
	// Equal: the touching half equals the open value.
	Equal Matching = iota
	// SumTo7: the touching half and the open value sum to 7; the matadors
	// 0-0, 1-6, 2-5, 3-4 go anywhere (§2).
	SumTo7
	// NoMatch: any tile may be placed (Free layout).
	NoMatch
)

// LeadRule says who leads a hand and with what.
type LeadRule uint8

const (
	// HighestDouble: the holder of the highest double in the hands leads
	// it; if no hand holds a double, the holder of the heaviest tile.
	HighestDouble LeadRule = iota
	// HeaviestTile: the holder of the heaviest tile in the hands leads it.
	HeaviestTile
	// ByLot: a chance node draws the leader, who leads any tile.
	ByLot
	// RotateLeft (later hands only): the left neighbour of the previous
	// hand's leader leads any tile.
	RotateLeft
	// Winner (later hands only): the previous hand's sole winner leads any
	// tile; without a sole winner the lead rotates left.
	Winner
	// WinnerElseLot (later hands only): the player who went out in the
	// previous hand leads any tile; after a blocked hand the leader is
	// drawn by lot (All Fives, domino.md §11.7).
	WinnerElseLot
)

// DrawRule says when a player draws from the stock.
type DrawRule uint8

const (
	// NoDraw: the tiles not dealt sleep; a player who cannot play passes.
	NoDraw DrawRule = iota
	// DrawWhenUnable: a player who cannot place must draw, one tile at a
	// time, until he can place (and then must place) or the stock is down
	// to StockReserve, when he passes. With VoluntaryDraw he may also draw
	// while able to place.
	DrawWhenUnable
	// DrawOrPass: a player who cannot place chooses to pass or to draw
	// (while the stock holds more than StockReserve); after a draw the
	// choice repeats (§5).
	DrawOrPass
	// DrawInstead: a player may draw one tile instead of playing, which
	// ends his turn (§4 DrawInsteadOfPlay).
	DrawInstead
)

// Scoring is how a hand and the match are scored.
type Scoring uint8

const (
	// HandOnly: one hand is the game; placings by going out, then by
	// ascending pip count (§0.6).
	HandOnly Scoring = iota
	// Penalty: each player adds his remaining pips to his total; after the
	// hand in which a total reaches Target the lowest total wins.
	Penalty
	// WinnerScores: the hand's sole first-placed player scores the pips left
	// in the other hands (blocked: the sum of the differences); first to
	// Target at the end of a hand wins.
	WinnerScores
	// Partnership: the side of the player who went out scores the
	// opponents' pips; blocked: the side with fewer pips scores (see
	// BlockDifference); first side to Target at the end of a hand.
	Partnership
	// Marks: Italian dominoes: reaching exactly 30, 50, 70, 100 scores 1, 2,
	// 4, 8; first to Target at the end of a hand.
	Marks
	// AllFives: every play that makes the count a positive multiple of 5
	// scores it; going out scores the opponents' pips rounded to 5; first
	// to Target wins at once.
	AllFives
	// FivesAndThrees: the count scores count/3 + count/5 for multiples of
	// 3 and 5; otherwise as AllFives.
	FivesAndThrees
	// PotOnly: a single hand for a pot of stakes: the player who went out,
	// or the lowest pip count when blocked, takes it (§10).
	PotOnly
)

// Rules are the options of one domino rule set. Each registered game is a
// Rules value; users may build their own with NewGame.
type Rules struct {
	ID, Name, CzechName, Summary string
	MinPlayers, MaxPlayers       int
	// HandSize[n] is the number of tiles dealt to each of n players.
	HandSize [6]int
	Layout   LayoutKind
	Matching Matching
	// FirstLead is the lead rule of the first hand; LaterLead that of the
	// later hands of a match (HighestDouble, HeaviestTile and ByLot apply
	// the first rule again).
	FirstLead, LaterLead LeadRule
	Draw                 DrawRule
	// VoluntaryDraw lets a player draw while able to place (DrawWhenUnable).
	VoluntaryDraw bool
	// StockReserve tiles are never drawn.
	StockReserve int
	// DrawCount tiles are taken by one draw (DrawOrPass; default 1).
	DrawCount int
	// MultiTile: Hungarian turns: the leader plays on until nothing fits
	// either end, later players pick an end and play on it until nothing
	// fits it (§3).
	MultiTile bool
	// NoForcedPlay lets a player pass while holding a placeable tile.
	NoForcedPlay bool
	// HandEndsOnTotal ends the hand when the running total reaches it (Free
	// layout); OvershootAllowed lets plays pass it.
	HandEndsOnTotal  int
	OvershootAllowed bool
	// NoDominoEnd: a player who has played his last tile passes and the
	// hand goes on until nobody can place (§3, §4).
	NoDominoEnd bool
	// RedealNoDouble redeals when no hand holds a double (§6).
	RedealNoDouble bool
	Scoring        Scoring
	// Target ends the match (points to reach, or the penalty limit).
	Target int
	// Sides: 4 players in two sides of partners. Pairing chooses them:
	// 0 = {0,2}/{1,3} (opposite), 1 = {0,1}/{2,3}, 2 = {0,3}/{1,2}.
	Sides   bool
	Pairing int
	// BlockDifference: in a blocked partnership hand the lower side scores
	// the difference of the combined counts instead of the other side's
	// total.
	BlockDifference bool
	// CountPartnerPips adds the partner's pips to the score of the side that
	// went out (Párové domino).
	CountPartnerPips bool
	// Stake is paid by every player into the pot (PotOnly, Bredouille).
	Stake int
	// Bredouille settles a partnership match for the pot with the big (×3)
	// and small (×2) Bredouille (Zlodějská partie, §7).
	Bredouille bool
	// DoubleGivesExtraTile lets a player who placed a double place one more
	// tile (Free layout, §4.5 row 5).
	DoubleGivesExtraTile bool
	// PotMode plays Italian dominoes for stakes (§4.4): the game is one
	// hand; each player stakes 1 and the pot is shared by the players who
	// hit marks, in proportion to the marks' points.
	PotMode bool
}

// handSize returns the tiles dealt to each of n players.
func (r *Rules) handSize(n int) int {
	if n < 0 || n >= len(r.HandSize) {
		return 0
	}
	return r.HandSize[n]
}

// validate checks that the options make a playable game.
func (r *Rules) validate() error {
	if !board.ValidID(r.ID) || r.MinPlayers < 1 || r.MaxPlayers > 5 || r.MinPlayers > r.MaxPlayers {
		return fmt.Errorf("domino: rules %q: bad ID or player counts %d..%d", r.ID, r.MinPlayers, r.MaxPlayers)
	}
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		if h := r.HandSize[n]; h < 1 || h*n > NumTiles {
			return fmt.Errorf("domino: rules %q: hand size %d for %d players", r.ID, h, n)
		}
	}
	if r.Sides && (r.MinPlayers != 4 || r.MaxPlayers != 4 || r.Pairing < 0 || r.Pairing > 2) {
		return fmt.Errorf("domino: rules %q: sides need exactly 4 players and pairing 0..2", r.ID)
	}
	if (r.Layout == Free) != (r.Matching == NoMatch) {
		return fmt.Errorf("domino: rules %q: the free layout goes with no matching", r.ID)
	}
	if r.Layout == Cross && r.FirstLead != HighestDouble {
		return fmt.Errorf("domino: rules %q: a cross needs a double lead", r.ID)
	}
	return nil
}

// options lists the options in force for Info.
func (r *Rules) options() []board.Option {
	sizes := ""
	for n := r.MinPlayers; n <= r.MaxPlayers; n++ {
		if sizes != "" {
			sizes += ","
		}
		sizes += strconv.Itoa(n) + ":" + strconv.Itoa(r.HandSize[n])
	}
	o := []board.Option{
		{Name: "HandSize", Value: sizes, Doc: "tiles dealt to each player, by number of players"},
		{Name: "Layout", Value: layoutNames[r.Layout], Doc: "shape of the layout"},
		{Name: "Matching", Value: matchingNames[r.Matching], Doc: "how a tile must match the end it goes on"},
		{Name: "FirstLead", Value: leadNames[r.FirstLead], Doc: "who leads the first hand, and with what"},
		{Name: "LaterLead", Value: leadNames[r.LaterLead], Doc: "who leads later hands of a match"},
		{Name: "Draw", Value: drawNames[r.Draw], Doc: "when a player draws from the stock"},
		{Name: "StockReserve", Value: strconv.Itoa(r.StockReserve), Doc: "tiles that are never drawn"},
		{Name: "Scoring", Value: scoringNames[r.Scoring], Doc: "how hands and the match are scored"},
		{Name: "Target", Value: strconv.Itoa(r.Target), Doc: "score (or penalty limit) that ends the match"},
	}
	flags := []struct {
		name string
		on   bool
		doc  string
	}{
		{"VoluntaryDraw", r.VoluntaryDraw, "a player may draw while able to place"},
		{"MultiTile", r.MultiTile, "Hungarian turns of several tiles"},
		{"NoForcedPlay", r.NoForcedPlay, "a player may pass while able to place"},
		{"OvershootAllowed", r.OvershootAllowed, "plays may pass the hand's total limit"},
		{"NoDominoEnd", r.NoDominoEnd, "going out does not end the hand"},
		{"RedealNoDouble", r.RedealNoDouble, "redeal when no hand holds a double"},
		{"Sides", r.Sides, "two sides of partners"},
		{"BlockDifference", r.BlockDifference, "a blocked side scores the difference of counts"},
		{"CountPartnerPips", r.CountPartnerPips, "the partner's pips count for the side that went out"},
		{"Bredouille", r.Bredouille, "the match is settled for the pot with Bredouille"},
		{"DoubleGivesExtraTile", r.DoubleGivesExtraTile, "placing a double gives one more tile"},
		{"PotMode", r.PotMode, "one hand for stakes shared by the marks hit"},
	}
	for _, f := range flags {
		o = append(o, board.Option{Name: f.name, Value: strconv.FormatBool(f.on), Doc: f.doc})
	}
	if r.Draw == DrawOrPass {
		o = append(o, board.Option{Name: "DrawCount", Value: strconv.Itoa(max(1, r.DrawCount)), Doc: "tiles taken by one draw"})
	}
	if r.Layout == Free {
		o = append(o, board.Option{Name: "HandEndsOnTotal", Value: strconv.Itoa(r.HandEndsOnTotal), Doc: "the running total that ends the hand"})
	}
	if r.Sides {
		o = append(o, board.Option{Name: "Pairing", Value: strconv.Itoa(r.Pairing), Doc: "0: {0,2}/{1,3}, 1: {0,1}/{2,3}, 2: {0,3}/{1,2}"})
	}
	if r.Stake > 0 {
		o = append(o, board.Option{Name: "Stake", Value: strconv.Itoa(r.Stake), Doc: "stake each player pays into the pot"})
	}
	return o
}

var (
	layoutNames   = [...]string{"Line", "TwoRows", "Cross", "Spinner", "Free"}
	matchingNames = [...]string{"Equal", "SumTo7", "NoMatch"}
	leadNames     = [...]string{"HighestDouble", "HeaviestTile", "ByLot", "RotateLeft", "Winner", "WinnerElseLot"}
	drawNames     = [...]string{"NoDraw", "DrawWhenUnable", "DrawOrPass", "DrawInstead"}
	scoringNames  = [...]string{"HandOnly", "Penalty", "WinnerScores", "Partnership", "Marks", "AllFives", "FivesAndThrees", "PotOnly"}
)
