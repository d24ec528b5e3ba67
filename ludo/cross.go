package ludo

import (
	"fmt"
	"sync"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/dice"
)

// The cross board: 40 track squares, four colours entering
// on 0, 10, 20 and 30, four home squares each.
const (
	crossSquares = 40
	crossColours = 4
	crossHome    = 4
	crossPieces  = 4
	crossGoal    = crossSquares + crossHome - 1 // the progress of the innermost home square
	inBase       = -1                           // the progress of a piece in its base
	caught       = -2                           // the progress of a piece out of the game (Frank and Furter)
)

// crossTrack is the board's track, shared by every cross-track game.
var crossTrack = func() *board.Track {
	t, err := board.EvenTrack(crossSquares, crossColours, crossHome)
	if err != nil {
		panic(err)
	}
	return t
}()

// crossBoard is the cross-track engine's configuration, from Rules.Cross:
// the rules of Člověče, nezlob se! each as a flag in its positive sense, and the
// moves boxed once.
type crossBoard struct {
	startWithPieceOut, openingRollIsFirstMove, threeThrows bool
	forcedEntry, clearStart, mandatoryCapture, jumpInHome  bool
	playForPlacings, orbit, bothPartners                   bool
	extra                                                  uint8 // bit r set when a throw of r earns another throw
	teams                                                  Teams
	partnerCapture, finishedMovesPartner, hunt             bool
	parkedOnlyIfForced, barricades, huff, refugees         bool
	barricadeRounds                                        uint8
	parking                                                uint64 // bit t set for a parking square t
	opening                                                Opening
	entry                                                  uint8 // bit r set when a throw of r enters
	blind                                                  blindBoard
	// colours[n][i] is the colour of seat i in a game of n players.
	colours [crossColours + 1][crossColours]uint8
	// squares[c][p] is the track square of progress p (0..39) of colour c.
	squares [crossColours][crossSquares]uint8
	faces   [6]CrossMove
	throws  [6]board.Move // faces, boxed once so that Legal does not box per call
	pass    board.Move
	// penalty is the penalty game's configuration (cross_penalty.go).
	penalty penaltyBoard
}

// crossPlaces counts the track and home squares.
const crossPlaces = crossSquares + crossHome

// setupCross builds the cross-track game from g's rules.
func (g *Game) setupCross() error {
	o := g.rules.Cross
	b := &g.cross
	b.entry = o.Entry.faces()
	switch {
	case b.entry == 0:
		return fmt.Errorf("ludo: unknown entry rule %d", o.Entry)
	case o.Seating > SeatingAdjacent:
		return fmt.Errorf("ludo: unknown two-player seating %d", o.Seating)
	case o.Teams > TeamsWalls:
		return fmt.Errorf("ludo: unknown team rule %d", o.Teams)
	case o.PartnerCapture && o.Teams != TeamsPartners:
		return fmt.Errorf("ludo: PartnerCapture is an option of the team game (Teams partners)")
	case o.FinishedMovesPartner && o.Teams != TeamsPartners:
		return fmt.Errorf("ludo: FinishedMovesPartner is an option of the team game (Teams partners)")
	case o.HuffCapture && o.Hunt:
		return fmt.Errorf("ludo: HuffCapture has no meaning in the hunt, where only the Franks capture and a catch removes both pieces")
	case o.Hunt && (o.Teams != TeamsNone || o.Seating != SeatingAdjacent):
		return fmt.Errorf("ludo: the hunt (Frank and Furter) is for two players on adjacent colours, the Furters starting ten squares ahead: Seating adjacent, no teams")
	case o.Hunt && g.rules.FirstFinisherEnds:
		return fmt.Errorf("ludo: in the hunt (Frank and Furter) the game ends when every Furter is home or caught; FirstFinisherEnds has no meaning")
	}
	b.teams, b.partnerCapture, b.finishedMovesPartner, b.hunt = o.Teams, o.PartnerCapture, o.FinishedMovesPartner, o.Hunt
	var err error
	if b.parking, err = parseParking(o.Parking); err != nil {
		return err
	}
	if o.ParkedMovesOnlyIfForced && b.parking == 0 {
		return fmt.Errorf("ludo: ParkedMovesOnlyIfForced needs parking squares (Parking)")
	}
	b.parkedOnlyIfForced = o.ParkedMovesOnlyIfForced
	switch {
	case o.Barricades && (o.Teams != TeamsNone || o.Hunt || b.parking != 0):
		return fmt.Errorf("ludo: the barricade game is played without teams, hunt or parking")
	case o.Teams == TeamsWalls && b.parking != 0:
		return fmt.Errorf("ludo: walls (Teams walls) and parking squares do not go together")
	case !o.Barricades && o.BarricadeRounds != 0:
		return fmt.Errorf("ludo: BarricadeRounds is an option of the barricade game (Barricades)")
	case o.BarricadeRounds < 0 || o.BarricadeRounds > 20:
		return fmt.Errorf("ludo: BarricadeRounds %d is not in 1..20", o.BarricadeRounds)
	}
	b.barricades, b.barricadeRounds, b.huff = o.Barricades, uint8(o.BarricadeRounds), o.HuffCapture
	if o.Refugees && (o.Teams != TeamsNone || o.Hunt || b.parking != 0 || o.Barricades || o.HuffCapture || o.Seating != SeatingOpposite || !o.AllInBase) {
		return fmt.Errorf("ludo: the refugee game is for two players facing each other, all pieces in the base at the start (AllInBase), without teams, hunt, parking, barricades or HuffCapture")
	}
	b.refugees = o.Refugees
	if err := b.setupColourBlind(g.rules); err != nil {
		return err
	}
	switch {
	case o.Orbit && (o.Teams != TeamsNone || o.Hunt || o.Barricades || o.Refugees || o.Parking != "" && o.Parking != "none"):
		return fmt.Errorf("ludo: the orbit is played without the Teams option (its four players are partners by themselves), hunt, barricades, refugees or parking")
	case o.BothPartnersHome && !o.Orbit:
		return fmt.Errorf("ludo: BothPartnersHome is an option of the orbit (Orbit)")
	}
	b.orbit, b.bothPartners = o.Orbit, o.BothPartnersHome
	if o.Orbit {
		b.extra |= 1 << 1
		b.parking = 1<<crossSquares - 1 // every square holds any pieces; the rules of the orbit say who captures
	}
	b.startWithPieceOut, b.openingRollIsFirstMove, b.threeThrows = !o.AllInBase, !o.FreshFirstThrow, !o.NoThreeThrows
	b.forcedEntry, b.clearStart, b.mandatoryCapture, b.jumpInHome = !o.OptionalEntry, !o.StartMayWait, o.MandatoryCapture, !o.NoJumpInHome
	b.playForPlacings, b.opening = !g.rules.FirstFinisherEnds, g.rules.Opening
	if !o.NoSixExtraThrow {
		b.extra |= 1 << 6
	}
	b.colours[2] = [4]uint8{0, 2}
	if o.Seating == SeatingAdjacent {
		b.colours[2] = [4]uint8{0, 1}
	}
	b.colours[3] = [4]uint8{0, 1, 2}
	b.colours[4] = [4]uint8{0, 1, 2, 3}
	for c := range crossColours {
		for p := range crossSquares {
			spot, _ := crossTrack.Spot(c, p)
			b.squares[c][p] = uint8(spot.N)
		}
	}
	dice1 := dice.Ordered(dice.D6, 1)
	for i, d := range dice1 {
		b.faces[i] = CrossMove{kind: Throw, face: uint8(d.Roll.Face(0))}
		b.throws[i] = b.faces[i]
	}
	b.pass = CrossMove{kind: Pass}
	if err := g.setupPenalty(); err != nil {
		return err
	}
	minPlayers, maxPlayers := 2, crossColours
	if o.Hunt || o.Refugees {
		maxPlayers = 2
	}
	if o.Teams != TeamsNone || o.ColourBlind.On {
		minPlayers = crossColours
	}
	maxPlies := crossMaxPlies
	if o.ColourBlind.On {
		maxPlies = blindMaxPlies
	}
	g.newInfo(minPlayers, maxPlayers, maxPlies)
	return nil
}

// crossMaxPlies bounds the plies of a random game. Random games of the
// standard rules last about 1,160 plies on average with four players, the
// longest of 30,000 games 2,709; the slowest rule set tried (one entry throw
// in two, no extra throw, compulsory capture) averages 1,853 with a longest
// of 4,958 (TestCrossMaxPliesMargin with LUDO_GAMES=30000). The bound is
// eight times that longest game: captures can prolong a game without limit,
// so a bound can only be one that random play exceeds with negligible
// probability.
const crossMaxPlies = 40000

// NewCrossState is New with the typed state, for the cross board.
func (g *Game) NewCrossState(players int) (*CrossState, error) {
	if g.rules.Race != RaceCross {
		return nil, g.wrongRace("the cross")
	}
	if err := g.info.CheckPlayers(players); err != nil {
		return nil, err
	}
	s := &CrossState{g: g, b: &g.cross, n: uint8(players), phase: PhaseOpening}
	s.setup()
	if g.cross.opening == OpeningSeatZero {
		s.phase = PhaseThrow
	}
	if g.cross.penalty.on {
		s.startPenalty()
	}
	return s, nil
}

// Colour returns the colour (0 to 3, whose start square is 10·colour) of
// seat in a game of players seats on the cross board: seats 0, 1, 2, 3
// with four players, 0, 1, 2 with three, and 0 and 2 (or 0 and 1 with
// SeatingAdjacent) with two.
func (g *Game) Colour(players, seat int) int { return int(g.cross.colours[players][seat]) }

// setup puts every seat's pieces where the game begins.
func (s *CrossState) setup() {
	clear(s.sq[:])
	for i := range s.n {
		for k := range s.prog[i] {
			s.prog[i][k] = inBase
		}
		if s.b.refugees {
			// Each refugee starts on the other player's start square.
			s.ref[i] = s.square(1-i, 0)
			s.refOwner[i] = i
			s.sq[s.ref[i]] = sqRefugee + i
		}
		if s.b.startWithPieceOut {
			s.prog[i][crossPieces-1] = 0 // the pieces are kept in ascending order
			if start := s.square(i, 0); !s.parked(start) {
				s.sq[start] = i + 1
			}
		}
	}
	if s.b.blind.on {
		s.setupFigures()
	}
}

// stepGroup holds the steps of one kind (mover, whose piece, capture)
// between every two places, boxed on first use, so that AppendLegal
// allocates nothing once a game has used them.
type stepGroup struct {
	once  sync.Once
	moves *[crossPlaces + 1][crossPlaces]board.Move
}

// crossSteps are the step groups by stepKey. The boxed moves depend on no
// rule set, so every cross game shares them.
var crossSteps [crossColours * 2 * (crossColours + 1) * 2 * (crossColours + 1)]stepGroup

// stepKey returns the index in crossSteps of the group of m: its owner,
// whether it is another seat's piece, the seat whose piece it captures in
// the orbit, whether it takes a piece, and the base a captured figure goes
// to in the colour-blind game.
func stepKey(m CrossMove) int {
	k := int(m.owner) * 2
	if m.other != 0 {
		k++
	}
	k = k*(crossColours+1) + int(m.victim())
	k *= 2
	if m.takes {
		k++
	}
	return k*(crossColours+1) + int(m.dest())
}

// boxedStep returns the listed step m boxed, from its group; from is m's
// from place with the base at crossPlaces.
func boxedStep(m CrossMove, from int) board.Move {
	g := &crossSteps[stepKey(m)]
	g.once.Do(func() {
		g.moves = new([crossPlaces + 1][crossPlaces]board.Move)
		for f := range crossPlaces + 1 {
			for t := range crossPlaces {
				c := m
				c.from, c.to = uint8(f), uint8(t)
				if f == crossPlaces {
					c.from = spotBase
				}
				g.moves[f][t] = c
			}
		}
	})
	return g.moves[from][m.to]
}
