package domino

import (
	"fmt"

	"github.com/rulebook-go/rulebook/board"
)

// LayoutKind is the shape of the layout on the table.
type LayoutKind uint8

const (
	// Line: two open ends, Left and Right.
	Line LayoutKind = iota
	// TwoRows: the staircase of two rows of Francouzské domino; play
	// is exactly that of a Line, only the picture differs.
	TwoRows
	// Cross: a double in the centre with four arms N, E, S, W that must all
	// be started before play goes on.
	Cross
	// Spinner: a line whose first double branches into up to four arms
	// L, R, N, S (All Fives).
	Spinner
	// Free: no matching; tiles go on one row and a running total counts
	// their pips (Italian dominoes).
	Free
)

// Matching is how a tile must match the open end it is placed on.
type Matching uint8

const (
	// Equal: the touching half equals the open value.
	Equal Matching = iota
	// SumTo7: the touching half and the open value sum to 7; the matadors
	// 0-0, 1-6, 2-5, 3-4 go anywhere.
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
	// drawn by lot (All Fives).
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
	// choice repeats.
	DrawOrPass
	// DrawInstead: a player may draw one tile instead of playing, which
	// ends his turn.
	DrawInstead
)

// Scoring is how a hand and the match are scored.
type Scoring uint8

const (
	// HandOnly: one hand is the game; placings by going out, then by
	// ascending pip count.
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
	// or the lowest pip count when blocked, takes it.
	PotOnly
)

// Rules are the options of one domino rule set: every registered game is
// a Rules value (see Game.Rules), and NewGame makes a game of a user's.
// The zero Rules deal no tiles, so NewGame rejects them: a rule set says
// at least how many tiles each number of players is dealt. The players a
// game is played by are the numbers with a hand size. Each field is a rule
// option that board.Configure sets by name.
type Rules struct {
	// HandSize is the number of tiles dealt to each player, by number of
	// players; 0 where the game is not played by that many.
	HandSize HandSizes `rule:"tiles dealt to each player"`
	// Layout is the shape of the layout on the table.
	Layout LayoutKind `rule:"shape of the layout"`
	// Matching is how a tile must match the end it is placed on.
	Matching Matching `rule:"how a tile must match the end it goes on"`
	// FirstLead is the lead rule of the first hand.
	FirstLead LeadRule `rule:"who leads the first hand, and with what"`
	// LaterLead is the lead rule of the later hands of a match
	// (HighestDouble, HeaviestTile and ByLot apply the first rule again).
	LaterLead LeadRule `rule:"who leads the later hands of a match"`
	// Draw says when a player draws from the stock.
	Draw DrawRule `rule:"when a player draws from the stock"`
	// VoluntaryDraw lets a player draw while able to place (DrawWhenUnable).
	VoluntaryDraw bool `rule:"a player may draw while able to place"`
	// StockReserve tiles are never drawn.
	StockReserve int `rule:"tiles that are never drawn" range:"0..28"`
	// DrawCount tiles are taken by one draw (DrawOrPass); 0 means 1.
	DrawCount int `rule:"tiles taken by one draw (0 means 1)" range:"0..28"`
	// MultiTile: Hungarian turns: the leader plays on until nothing fits
	// either end, later players pick an end and play on it until nothing
	// fits it.
	MultiTile bool `rule:"Hungarian turns of several tiles"`
	// NoForcedPlay lets a player pass while holding a placeable tile.
	NoForcedPlay bool `rule:"a player may pass while able to place"`
	// HandEndsOnTotal ends the hand when the running total reaches it (Free
	// layout); 0 for no limit.
	HandEndsOnTotal int `rule:"the running total that ends the hand (free layout; 0: none)" range:"0..168"`
	// OvershootAllowed lets plays pass HandEndsOnTotal.
	OvershootAllowed bool `rule:"plays may pass the hand's total limit"`
	// NoDominoEnd: a player who has played his last tile passes and the
	// hand goes on until nobody can place (Hungarian, Italian).
	NoDominoEnd bool `rule:"going out does not end the hand"`
	// RedealNoDouble redeals when no hand holds a double.
	RedealNoDouble bool `rule:"redeal when no hand holds a double"`
	// Scoring is how a hand and the match are scored.
	Scoring Scoring `rule:"how hands and the match are scored"`
	// Target ends the match: the score to reach, or the penalty limit
	// (not used by HandOnly and PotOnly, whose game is one hand).
	Target int `rule:"score (or penalty limit) that ends the match" range:"0..100000"`
	// Sides: 4 players in two sides of partners, chosen by Pairing.
	Sides bool `rule:"two sides of partners"`
	// Pairing chooses the sides: 0 = {0,2}/{1,3} (opposite), 1 =
	// {0,1}/{2,3}, 2 = {0,3}/{1,2}.
	Pairing int `rule:"sides 0: {0,2}/{1,3}, 1: {0,1}/{2,3}, 2: {0,3}/{1,2}" range:"0..2"`
	// BlockDifference: in a blocked partnership hand the lower side scores
	// the difference of the combined counts instead of the other side's
	// total.
	BlockDifference bool `rule:"a blocked side scores the difference of counts"`
	// CountPartnerPips adds the partner's pips to the score of the side that
	// went out (Párové domino).
	CountPartnerPips bool `rule:"the partner's pips count for the side that went out"`
	// Stake is paid by every player into the pot (PotOnly, Bredouille).
	Stake int `rule:"stake each player pays into the pot" range:"0..1000000"`
	// Bredouille settles a partnership match for the pot with the big (×3)
	// and small (×2) Bredouille (Zlodějská partie).
	Bredouille bool `rule:"the match is settled for the pot with Bredouille"`
	// DoubleGivesExtraTile lets a player who placed a double place one more
	// tile (Free layout).
	DoubleGivesExtraTile bool `rule:"placing a double gives one more tile"`
	// PotMode plays Italian dominoes for stakes: the game is one
	// hand; each player stakes 1 and the pot is shared by the players who
	// hit marks, in proportion to the marks' points.
	PotMode bool `rule:"one hand for stakes shared by the marks hit"`
}

// HandSizes are the tiles dealt to each player, by number of players.
type HandSizes struct {
	// One is the hand of a player alone.
	One int `rule:"tiles for each player when one plays" range:"0..28"`
	// Two is each hand of two players.
	Two int `rule:"tiles for each of two players" range:"0..14"`
	// Three is each hand of three players.
	Three int `rule:"tiles for each of three players" range:"0..9"`
	// Four is each hand of four players.
	Four int `rule:"tiles for each of four players" range:"0..7"`
	// Five is each hand of five players.
	Five int `rule:"tiles for each of five players" range:"0..5"`
}

// hands returns HandSizes from (players, size) pairs.
func hands(pairs ...int) HandSizes {
	var h [6]int
	for i := 0; i+1 < len(pairs); i += 2 {
		h[pairs[i]] = pairs[i+1]
	}
	return HandSizes{h[1], h[2], h[3], h[4], h[5]}
}

// For returns the tiles dealt to each of n players, 0 when the game is not
// played by n.
func (h HandSizes) For(n int) int {
	switch n {
	case 1:
		return h.One
	case 2:
		return h.Two
	case 3:
		return h.Three
	case 4:
		return h.Four
	case 5:
		return h.Five
	}
	return 0
}

// players returns the fewest and most players with a hand size.
func (h HandSizes) players() (lo, hi int) {
	for n := 1; n <= 5; n++ {
		if h.For(n) > 0 {
			if lo == 0 {
				lo = n
			}
			hi = n
		}
	}
	return lo, hi
}

// handSize returns the tiles dealt to each of n players.
func (r *Rules) handSize(n int) int { return r.HandSize.For(n) }

// validate checks that the options make a playable game.
func (r *Rules) validate() error {
	lo, hi := r.HandSize.players()
	if lo == 0 {
		return fmt.Errorf("no hand size is set: HandSize gives the tiles dealt for each number of players, 1 to 5")
	}
	for n := lo; n <= hi; n++ {
		if h := r.handSize(n); h < 1 || h*n > NumTiles {
			return fmt.Errorf("hand size %d for %d players: the players must be a range of numbers, each dealt 1 to %d tiles", h, n, NumTiles/n)
		}
	}
	checks := []struct {
		bad  bool
		what string
	}{
		{r.Layout > Free || r.Matching > NoMatch || r.FirstLead > WinnerElseLot || r.LaterLead > WinnerElseLot ||
			r.Draw > DrawInstead || r.Scoring > PotOnly, "an option has a value out of its range"},
		{r.FirstLead >= RotateLeft, "the first hand cannot be led by RotateLeft, Winner or WinnerElseLot: there is no previous hand"},
		{r.Sides && (lo != 4 || hi != 4), "sides need exactly 4 players"},
		{r.Pairing < 0 || r.Pairing > 2, "pairing is 0, 1 or 2"},
		{(r.Layout == Free) != (r.Matching == NoMatch), "the free layout goes with no matching, and only it"},
		{r.Layout == Cross && r.FirstLead != HighestDouble, "a cross needs a double lead (FirstLead HighestDouble)"},
		{r.StockReserve < 0 || r.DrawCount < 0 || r.HandEndsOnTotal < 0 || r.Target < 0 || r.Stake < 0, "counts are not negative"},
		{r.matchScored() && r.Target < 1, "a match needs a positive Target"},
		{(r.Scoring == PotOnly || r.Bredouille) && r.Stake < 1, "a game for the pot needs a positive Stake"},
		{r.Bredouille && (!r.Sides || r.Scoring != Partnership), "Bredouille settles a partnership match"},
		{r.PotMode && r.Scoring != Marks, "PotMode is for Marks scoring"},
		{r.Scoring == Partnership && !r.Sides, "Partnership scoring needs Sides"},
	}
	for _, c := range checks {
		if c.bad {
			return fmt.Errorf("%s", c.what)
		}
	}
	return nil
}

// matchScored reports whether a game is a match of hands to Target.
func (r *Rules) matchScored() bool {
	return r.Scoring != HandOnly && r.Scoring != PotOnly && !r.PotMode
}

var (
	layoutNames   = []string{"Line", "TwoRows", "Cross", "Spinner", "Free"}
	matchingNames = []string{"Equal", "SumTo7", "NoMatch"}
	leadNames     = []string{"HighestDouble", "HeaviestTile", "ByLot", "RotateLeft", "Winner", "WinnerElseLot"}
	drawNames     = []string{"NoDraw", "DrawWhenUnable", "DrawOrPass", "DrawInstead"}
	scoringNames  = []string{"HandOnly", "Penalty", "WinnerScores", "Partnership", "Marks", "AllFives", "FivesAndThrees", "PotOnly"}
)

// String returns the name of the layout kind, e.g. "Line".
func (k LayoutKind) String() string { return board.ChoiceName(k, layoutNames) }

// MarshalText writes the name of the layout kind.
func (k LayoutKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a layout kind by its name.
func (k *LayoutKind) UnmarshalText(b []byte) error { return board.ParseChoice(k, layoutNames, b) }

// Choices lists the names of the layout kinds.
func (LayoutKind) Choices() []string { return layoutNames }

// String returns the name of the matching rule, e.g. "SumTo7".
func (m Matching) String() string { return board.ChoiceName(m, matchingNames) }

// MarshalText writes the name of the matching rule.
func (m Matching) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a matching rule by its name.
func (m *Matching) UnmarshalText(b []byte) error { return board.ParseChoice(m, matchingNames, b) }

// Choices lists the names of the matching rules.
func (Matching) Choices() []string { return matchingNames }

// String returns the name of the lead rule, e.g. "ByLot".
func (l LeadRule) String() string { return board.ChoiceName(l, leadNames) }

// MarshalText writes the name of the lead rule.
func (l LeadRule) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a lead rule by its name.
func (l *LeadRule) UnmarshalText(b []byte) error { return board.ParseChoice(l, leadNames, b) }

// Choices lists the names of the lead rules.
func (LeadRule) Choices() []string { return leadNames }

// String returns the name of the draw rule, e.g. "DrawOrPass".
func (d DrawRule) String() string { return board.ChoiceName(d, drawNames) }

// MarshalText writes the name of the draw rule.
func (d DrawRule) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a draw rule by its name.
func (d *DrawRule) UnmarshalText(b []byte) error { return board.ParseChoice(d, drawNames, b) }

// Choices lists the names of the draw rules.
func (DrawRule) Choices() []string { return drawNames }

// String returns the name of the scoring, e.g. "AllFives".
func (s Scoring) String() string { return board.ChoiceName(s, scoringNames) }

// MarshalText writes the name of the scoring.
func (s Scoring) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a scoring by its name.
func (s *Scoring) UnmarshalText(b []byte) error { return board.ParseChoice(s, scoringNames, b) }

// Choices lists the names of the scorings.
func (Scoring) Choices() []string { return scoringNames }
