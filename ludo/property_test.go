package ludo_test

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"

	"github.com/rulebook-go/rulebook/ludo"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// drawGame draws a rule set with random options: Propast in either
// reading with a random abyss set, or Snakes and Ladders on the Milton
// Bradley board with random finish, start, ascent and placing options.
func drawGame(t *rapid.T) *ludo.Game {
	opening := ludo.Opening(rapid.IntRange(0, 1).Draw(t, "opening"))
	names := board.Names{ID: "ludo/drawn", Name: "A drawn race"}
	if rapid.Bool().Draw(t, "propast") {
		abysses := rapid.SliceOfNDistinct(rapid.IntRange(1, 30), 1, 12, rapid.ID[int]).Draw(t, "abysses")
		r := ludo.Rules{Race: ludo.RacePropast, Opening: opening, Propast: ludo.PropastRules{
			Reading: ludo.Reading(rapid.IntRange(0, 1).Draw(t, "reading")),
			Abysses: joinInts(abysses),
		}}
		g, err := ludo.NewGame(names, r)
		if run := longestRun(abysses); run >= 6 {
			if err == nil {
				t.Fatalf("abysses %v have %d in a row, the goal is unreachable, but NewGame accepted them", abysses, run)
			}
			t.Skip("unreachable goal rejected")
		}
		if err != nil {
			t.Fatalf("NewGame(%+v): %v", r, err)
		}
		return g
	}
	r := ludo.Rules{Race: ludo.RaceSnakes, Opening: opening, FirstFinisherEnds: rapid.Bool().Draw(t, "first ends"),
		Snakes: ludo.SnakesRules{
			Finish:         ludo.Finish(rapid.IntRange(0, 2).Draw(t, "finish")),
			StartPosition:  rapid.IntRange(0, 1).Draw(t, "start"),
			OptionalAscent: rapid.Bool().Draw(t, "optional"),
		}}
	g, err := ludo.NewGame(names, r)
	if err != nil {
		t.Fatalf("NewGame(%+v): %v", r, err)
	}
	return g
}

// joinInts writes fields as PropastRules.Abysses takes them.
func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}

// longestRun returns the length of the longest run of consecutive fields.
func longestRun(fields []int) int {
	set := map[int]bool{}
	for _, f := range fields {
		set[f] = true
	}
	best := 0
	for f := range set {
		n := 0
		for set[f+n] {
			n++
		}
		best = max(best, n)
	}
	return best
}

// isPropast tells the two games apart by their IDs.
func isPropast(g *ludo.Game) bool { return g.Race() == ludo.RacePropast }

// goalOf returns the position of a finished stone.
func goalOf(g *ludo.Game) int {
	if isPropast(g) {
		return 32
	}
	return 100
}

// TestPlayoutInvariants plays random games of random rule sets through the
// typed API and checks the invariants of Snakes and Ladders and Propast at every
// step, and that the recorded game replays identically.
func TestPlayoutInvariants(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		g := drawGame(t)
		n := rapid.IntRange(g.Info().MinPlayers, g.Info().MaxPlayers).Draw(t, "players")
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		s, err := g.NewTrackState(n)
		if err != nil {
			t.Fatal(err)
		}
		start := *s
		var moves []string
		var positions []string
		var buf []ludo.TrackMove
		for s.Phase() != ludo.PhaseOver {
			if len(moves) > g.Info().MaxPlies {
				t.Fatalf("no end after MaxPlies = %d", g.Info().MaxPlies)
			}
			checkState(t, g, s)
			buf = s.LegalMoves(buf)
			checkMoves(t, s, buf)
			m := buf[r.IntN(len(buf))]
			before := *s
			if err := s.PlayMove(m); err != nil {
				t.Fatalf("%s: legal move %s: %v", before.Position(), m, err)
			}
			checkTransition(t, g, &before, s, m)
			moves = append(moves, m.String())
			positions = append(positions, s.Position())
		}
		checkState(t, g, s)
		checkEnd(t, s)
		// Determinism: the same moves from the same start give the same states.
		again := start
		for i, text := range moves {
			m, err := again.ParseTrackMove(text)
			if err != nil {
				t.Fatalf("replay of %s: %v", text, err)
			}
			if err := again.PlayMove(m); err != nil {
				t.Fatalf("replay of %s: %v", text, err)
			}
			if again.Position() != positions[i] {
				t.Fatalf("replay differs after %d moves: %s, was %s", i+1, again.Position(), positions[i])
			}
		}
	})
}

// checkState checks the invariants of one state and its notation round trip.
func checkState(t *rapid.T, g *ludo.Game, s *ludo.TrackState) {
	goal := goalOf(g)
	fin := s.Finished()
	seen := map[int]bool{}
	for _, p := range fin {
		if seen[p] || s.Stone(p) != goal {
			t.Fatalf("%s: finishing order %v: seat %d twice or not through", s.Position(), fin, p)
		}
		seen[p] = true
	}
	onField := map[int]int{}
	for i := range s.Seats() {
		x := s.Stone(i)
		if x < 0 || x > goal {
			t.Fatalf("%s: stone %d on %d, off the track", s.Position(), i, x)
		}
		if (x == goal) != seen[i] {
			t.Fatalf("%s: stone %d on %d but finished=%v", s.Position(), i, x, seen[i])
		}
		if isPropast(g) && x > 0 && x < goal {
			if prev, ok := onField[x]; ok {
				t.Fatalf("%s: stones %d and %d share field %d", s.Position(), prev, i, x)
			}
			onField[x] = i
		}
	}
	p, err := g.ParseTrackState(s.Position())
	if err != nil {
		t.Fatalf("Parse(%q): %v", s.Position(), err)
	}
	if *p != *s {
		t.Fatalf("Parse(%q) gives another state: %s", s.Position(), p.Position())
	}
}

// checkMoves checks the legal moves: faces at chance nodes; at a seat's
// move either a lone pass or only steps of the seat's stone; every move's
// string reads back to it.
func checkMoves(t *rapid.T, s *ludo.TrackState, ms []ludo.TrackMove) {
	if len(ms) == 0 {
		t.Fatalf("%s: no legal move before the end", s.Position())
	}
	for i, m := range ms {
		switch {
		case s.Phase() == ludo.PhaseMove && m.Kind() == ludo.Throw,
			s.Phase() != ludo.PhaseMove && m.Kind() != ludo.Throw,
			m.Kind() == ludo.Pass && len(ms) != 1,
			m.Kind() == ludo.Step && m.From() != s.Stone(s.Seat()),
			m.Kind() == ludo.Throw && m.Face() != i+1:
			t.Fatalf("%s: move %d %s does not belong here (moves %v)", s.Position(), i, m, ms)
		}
		back, err := s.ParseTrackMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%s: ParseMove(%s) = %v, %v", s.Position(), m, back, err)
		}
	}
	if len(s.Legal()) != len(ms) {
		t.Fatalf("%s: Legal has %d moves, Moves %d", s.Position(), len(s.Legal()), len(ms))
	}
}

// checkTransition checks what one move changed: a throw moves no stone, a
// step moves the seat's stone to where it says and at most one other stone
// (Propast's push, back to the mover's origin), a pass moves nothing; the
// finishing order only grows; the rules of the two Propast readings about
// which throws may move a stone hold.
func checkTransition(t *rapid.T, g *ludo.Game, before, after *ludo.TrackState, m ludo.TrackMove) {
	if g.Rules().Cross.Hunt {
		return // the Franks go round and round, and leave the game with their catch
	}
	mover := before.Seat()
	for i := range before.Seats() {
		x, y := before.Stone(i), after.Stone(i)
		switch {
		case x == y:
		case m.Kind() == ludo.Step && i == mover && y == m.To():
		case m.Kind() == ludo.Step && isPropast(g) && y == m.From() && x == m.To():
		default:
			t.Fatalf("%s, %s: stone %d went from %d to %d", before.Position(), m, i, x, y)
		}
	}
	if fb, fa := before.Finished(), after.Finished(); !slices.Equal(fb, fa[:min(len(fa), len(fb))]) || len(fa) < len(fb) {
		t.Fatalf("%s, %s: finishing order %v became %v", before.Position(), m, fb, fa)
	}
	if before.Phase() != ludo.PhaseThrow || m.Kind() != ludo.Throw || !isPropast(g) {
		return
	}
	// Propast: after the first throw of a turn, the stone may move only
	// if the rules allow: Book needs 2-6 and then a second throw; Web at
	// the start needs a 1 and then a second throw.
	web := g.Rules().Propast.Reading == ludo.ReadingWeb
	atStart := before.Stone(mover) == 0
	var want ludo.Phase
	switch {
	case !web && m.Face() == 1, web && atStart && m.Face() != 1:
		want = ludo.PhaseThrow // the turn passes (or the game goes on with the next seat)
	case !web, atStart:
		want = ludo.PhaseThrow2
	default:
		want = ludo.PhaseMove
	}
	if after.Phase() != want || want == ludo.PhaseThrow && after.Seat() == mover && before.Seats()-len(before.Finished()) > 1 {
		t.Fatalf("%s, first throw %s: phase %d seat %d, want phase %d and the turn passed", before.Position(), m, after.Phase(), after.Seat(), want)
	}
}

// checkEnd checks the outcome of a finished game.
func checkEnd(t *rapid.T, s *ludo.TrackState) {
	o := s.Outcome()
	fin := s.Finished()
	if !o.Over || len(o.Winners) != 1 || int(o.Winners[0]) != fin[0] {
		t.Fatalf("%s: outcome %+v, finishing order %v", s.Position(), o, fin)
	}
	for k, p := range fin {
		if o.Placings[p] != k+1 {
			t.Fatalf("%s: placings %v, finishing order %v", s.Position(), o.Placings, fin)
		}
	}
	if s.Legal() != nil && len(s.Legal()) != 0 {
		t.Fatalf("%s: legal moves after the end", s.Position())
	}
}

// drawCross draws a cross-track rule set with random options.
func drawCross(t *rapid.T) *ludo.Game {
	r := ludo.Rules{
		Opening:           ludo.Opening(rapid.IntRange(0, 1).Draw(t, "opening")),
		FirstFinisherEnds: rapid.Bool().Draw(t, "first ends"),
		Cross: ludo.CrossRules{
			AllInBase:        rapid.Bool().Draw(t, "all in base"),
			FreshFirstThrow:  rapid.Bool().Draw(t, "fresh first throw"),
			NoThreeThrows:    rapid.Bool().Draw(t, "no three throws"),
			OptionalEntry:    rapid.Bool().Draw(t, "optional entry"),
			StartMayWait:     rapid.Bool().Draw(t, "start may wait"),
			MandatoryCapture: rapid.Bool().Draw(t, "mandatory capture"),
			NoJumpInHome:     rapid.Bool().Draw(t, "no jump in home"),
			NoSixExtraThrow:  rapid.Bool().Draw(t, "no six extra"),
			Entry:            ludo.Entry(rapid.IntRange(0, 2).Draw(t, "entry")),
			Seating:          ludo.Seating(rapid.IntRange(0, 1).Draw(t, "seating")),
			Teams:            ludo.Teams(rapid.IntRange(0, 3).Draw(t, "teams")),
			HuffCapture:      rapid.Bool().Draw(t, "huff"),
		},
	}
	if rapid.IntRange(0, 5).Draw(t, "colour-blind") == 0 {
		g, err := ludo.NewGame(board.Names{ID: "ludo/drawn", Name: "A drawn race"}, drawColourBlind(t, r))
		if err != nil {
			t.Fatalf("NewGame: %v", err)
		}
		return g
	}
	if r.Cross.Teams == ludo.TeamsNone && !r.FirstFinisherEnds && !r.Cross.HuffCapture && rapid.IntRange(0, 3).Draw(t, "hunt") == 0 {
		r.Cross.Hunt, r.Cross.Seating = true, ludo.SeatingAdjacent
	}
	if !r.Cross.Hunt && r.Cross.Teams == ludo.TeamsNone && rapid.IntRange(0, 5).Draw(t, "orbit") == 0 {
		r.Cross.Orbit, r.Cross.HuffCapture = true, false
		r.Cross.BothPartnersHome = rapid.Bool().Draw(t, "both partners home")
	} else if !r.Cross.Hunt && !r.Cross.HuffCapture && r.Cross.Teams == ludo.TeamsNone && r.Cross.Seating == ludo.SeatingOpposite && rapid.IntRange(0, 4).Draw(t, "refugees") == 0 {
		r.Cross.Refugees, r.Cross.AllInBase = true, true
	} else if !r.Cross.Hunt && r.Cross.Teams == ludo.TeamsNone && rapid.IntRange(0, 2).Draw(t, "barricades") == 0 {
		r.Cross.Barricades = true
		r.Cross.BarricadeRounds = rapid.IntRange(1, 4).Draw(t, "barricade rounds")
	} else if !r.Cross.Hunt && r.Cross.Teams != ludo.TeamsWalls && rapid.Bool().Draw(t, "parking") {
		sqs := rapid.SliceOfNDistinct(rapid.IntRange(0, 39), 1, 12, rapid.ID[int]).Draw(t, "parking squares")
		r.Cross.Parking = joinInts(sqs)
		r.Cross.ParkedMovesOnlyIfForced = rapid.Bool().Draw(t, "parked only if forced")
	}
	if r.Cross.Teams == ludo.TeamsPartners {
		r.Cross.PartnerCapture = rapid.Bool().Draw(t, "partner capture")
		r.Cross.FinishedMovesPartner = rapid.Bool().Draw(t, "finished moves partner")
	}
	if rapid.IntRange(0, 4).Draw(t, "penalty") == 0 {
		r = drawPenalty(t, r)
	}
	g, err := ludo.NewGame(board.Names{ID: "ludo/drawn", Name: "A drawn race"}, r)
	if err != nil {
		t.Fatalf("NewGame(%+v): %v", r, err)
	}
	return g
}

// oracleMoves lists the moves of Člověče, nezlob se! (and of the
// team games) for the seat to move with throw r, written from the
// rules independently of the engine: the colours the seat
// controls, their entries and moves, the forced-move priorities in their
// order, and the team game's partner entry. It works on absolute squares
// from the state's public view.
func oracleMoves(g *ludo.Game, s *ludo.CrossState, r int) []string {
	rules := g.Rules().Cross
	if rules.ColourBlind.On {
		return oracleColourBlind(g, s, r)
	}
	if rules.Penalty.On {
		return oraclePenalty(g, s, r)
	}
	n, seat := s.Seats(), s.Seat()
	partner := func(k int) int { return (k + 2) % 4 }
	finished := func(k int) bool { return s.Progress(k, 0) >= 40 }
	parking := map[int]bool{}
	if rules.Parking != "none" {
		for _, f := range strings.Split(rules.Parking, ",") {
			v, _ := strconv.Atoi(f)
			parking[v] = true
		}
	}
	owner := map[int]int{} // track square -> seat, but for parking squares, which any pieces share
	for i := range n {
		for k := range 4 {
			if p := s.Progress(i, k); p >= 0 && p < 40 && !parking[(10*g.Colour(n, i)+p)%40] {
				owner[(10*g.Colour(n, i)+p)%40] = i
			}
		}
	}
	barricadeOf := func(sq int) (int, bool) {
		o, _, ok := s.Barricade(sq)
		return o, ok
	}
	refugee := map[int]int{} // square -> owner
	if rules.Refugees {
		for i := range 2 {
			sq, o := s.Refugee(i)
			refugee[sq] = o
		}
	}
	blocks := func(k, sq int) bool {
		o, ok := owner[sq]
		if _, bar := barricadeOf(sq); bar {
			return true
		}
		if rules.Refugees {
			ro, isRef := refugee[sq]
			return ok || isRef && ro == k // normal pieces capture only the opponent's refugee
		}
		if rules.Hunt && k == 1 {
			return ok // a Furter never ends on a piece
		}
		return ok && (o == k || rules.Teams != ludo.TeamsNone && rules.Teams != ludo.TeamsWalls && !rules.PartnerCapture && o == partner(k))
	}
	base := func(k int) (b int) {
		for i := range 4 {
			if s.Progress(k, i) == -1 {
				b++
			}
		}
		return b
	}
	start := func(k int) int { return 10 * g.Colour(n, k) }
	prefix := func(k int) string {
		if k == seat {
			return ""
		}
		return strconv.Itoa(k) + ":"
	}
	name := func(k, p int) string {
		if p >= 40 {
			return string(rune('a' + p - 40))
		}
		return strconv.Itoa((start(k) + p) % 40)
	}
	move := func(k, p int) (string, bool) {
		q := p + r
		if rules.Hunt && k == 0 {
			q %= 40 // a Frank goes round and round
		}
		switch {
		case q > 43:
			return "", false
		case q < 40:
			t := (start(k) + q) % 40
			_, bar := barricadeOf(t)
			if o, ok := owner[t]; blocks(k, t) && !(rules.Barricades && !bar && ok && o == k) {
				return "", false // in the barricade game a second own piece makes a barricade
			}
		}
		for j := p + 1; j < q && j < 40; j++ {
			if o, bar := barricadeOf((start(k) + j) % 40); bar && (o != k || rules.Teams == ludo.TeamsWalls) {
				return "", false // nobody passes another's barricade, nor any wall
			}
		}
		for j := max(p+1, 40); j <= q; j++ {
			held := false
			for i := range 4 {
				held = held || s.Progress(k, i) == j
			}
			if held && (j == q || rules.NoJumpInHome) {
				return "", false
			}
		}
		return prefix(k) + name(k, p) + "-" + name(k, q), true
	}
	entryThrow := slices.Contains(map[ludo.Entry][]int{ludo.Entry6: {6}, ludo.Entry1or6: {1, 6}, ludo.Entry1: {1}}[rules.Entry], r)
	canEnter := func(k int) bool { return base(k) > 0 && !blocks(k, start(k)) }
	entry := func(k int) string { return prefix(k) + "base-" + strconv.Itoa(start(k)) }
	if rules.Orbit {
		return oracleOrbit(g, s, r)
	}
	if rules.Barricades {
		var out []string
		for i := range 4 {
			p := s.Progress(seat, i)
			if p < 0 || p >= 40 {
				continue
			}
			if o, age, ok := s.Barricade((start(seat) + p) % 40); ok && o == seat && age >= rules.BarricadeRounds {
				if m, ok := move(seat, p); ok && !slices.Contains(out, m) {
					out = append(out, m)
				}
			}
		}
		if len(out) > 0 {
			return out // a due barricade must be broken up first (Barricade)
		}
	}
	var ctl []int
	switch {
	case rules.Teams == ludo.TeamsCrazy:
		ctl = []int{seat, partner(seat)}
	case rules.Teams == ludo.TeamsPartners && finished(seat) && rules.FinishedMovesPartner:
		ctl = []int{partner(seat)}
	case rules.Teams == ludo.TeamsPartners && finished(seat):
	default:
		ctl = []int{seat}
	}
	withPartnerEntry := func(out []string) []string {
		p := partner(seat)
		o, held := owner[start(p)]
		if rules.Teams == ludo.TeamsPartners && entryThrow && !slices.Contains(ctl, p) && base(p) > 0 && !(held && (o == seat || o == p)) {
			out = append(out, entry(p))
		}
		return out
	}
	var out []string
	if entryThrow && !rules.OptionalEntry {
		for _, k := range ctl {
			if canEnter(k) {
				out = append(out, entry(k))
			}
		}
		if len(out) > 0 {
			return withPartnerEntry(out)
		}
	}
	if !rules.StartMayWait {
		for _, k := range ctl {
			if base(k) > 0 && slices.Contains([]int{s.Progress(k, 0), s.Progress(k, 1), s.Progress(k, 2), s.Progress(k, 3)}, 0) {
				if m, ok := move(k, 0); ok {
					out = append(out, m)
				}
			}
		}
		if len(out) > 0 {
			return withPartnerEntry(out)
		}
	}
	for _, k := range ctl {
		if entryThrow && canEnter(k) {
			out = append(out, entry(k))
		}
		for i := range 4 {
			if p := s.Progress(k, i); p >= 0 {
				if m, ok := move(k, p); ok && !slices.Contains(out, m) {
					out = append(out, m)
				}
			}
		}
	}
	if rules.Refugees {
		for i := range 2 {
			sq, o := s.Refugee(i)
			if o != seat {
				continue
			}
			to := (sq - r + 40) % 40
			if own, ok := owner[to]; ok && own == seat {
				continue
			}
			if ro, ok := refugee[to]; ok && ro == seat {
				continue
			}
			out = append(out, strconv.Itoa(sq)+"-"+strconv.Itoa(to))
		}
	}
	if rules.ParkedMovesOnlyIfForced {
		var free []string
		for _, m := range out {
			from, _, _ := strings.Cut(m[strings.Index(m, ":")+1:], "-")
			if sq, err := strconv.Atoi(from); err != nil || !parking[sq] {
				free = append(free, m)
			}
		}
		if len(free) > 0 {
			out = free
		}
	}
	if rules.MandatoryCapture {
		var caps []string
		for _, m := range out {
			piece := seat
			if k, rest, ok := strings.Cut(m, ":"); ok {
				piece, _ = strconv.Atoi(k)
				m = rest
			}
			_, to, _ := strings.Cut(m, "-")
			if sq, err := strconv.Atoi(to); err == nil {
				if _, isRef := refugee[sq]; isRef && rules.Refugees {
					caps = append(caps, prefix(piece)+m)
				} else if o, ok := owner[sq]; ok && o != piece && !(rules.Teams == ludo.TeamsWalls && o == partner(piece)) {
					caps = append(caps, prefix(piece)+m)
				}
			}
		}
		if len(caps) > 0 {
			out = caps
		}
	}
	return withPartnerEntry(out)
}

// oracleOrbit lists the moves of the orbit from the rules:
// an optional entry on a 1 or a 6, every piece's move (exact home, home
// squares hold one), one per opposing seat with pieces on a target that is
// not a start square, and a pass when only entries are legal.
func oracleOrbit(g *ludo.Game, s *ludo.CrossState, r int) []string {
	rules := g.Rules().Cross
	n, seat := s.Seats(), s.Seat()
	start := 10 * g.Colour(n, seat)
	on := func(k, sq int) bool {
		for i := range 4 {
			if p := s.Progress(k, i); p >= 0 && p < 40 && (10*g.Colour(n, k)+p)%40 == sq {
				return true
			}
		}
		return false
	}
	var out []string
	base := 0
	for i := range 4 {
		if s.Progress(seat, i) == -1 {
			base++
		}
	}
	entryThrows := map[ludo.Entry][]int{ludo.Entry6: {6}, ludo.Entry1or6: {1, 6}, ludo.Entry1: {1}}[rules.Entry]
	if slices.Contains(entryThrows, r) && base > 0 {
		out = append(out, "base-"+strconv.Itoa(start))
	}
	entries := len(out)
	name := func(p int) string {
		if p >= 40 {
			return string(rune('a' + p - 40))
		}
		return strconv.Itoa((start + p) % 40)
	}
	held := func(p int) bool {
		for i := range 4 {
			if s.Progress(seat, i) == p {
				return true
			}
		}
		return false
	}
	var done []int
	for i := range 4 {
		p := s.Progress(seat, i)
		q := p + r
		if p < 0 || q > 43 || slices.Contains(done, p) {
			continue
		}
		done = append(done, p)
		ok := true
		for j := max(p+1, 40); j <= q; j++ {
			if held(j) && (j == q || rules.NoJumpInHome) {
				ok = false
			}
		}
		if !ok {
			continue
		}
		m := name(p) + "-" + name(q)
		captured := false
		if t := (start + q) % 40; q < 40 && t%10 != 0 {
			for k := range n {
				ally := k == seat || n == 4 && k == (seat+2)%4
				if !ally && on(k, t) {
					out = append(out, m+"x"+strconv.Itoa(k))
					captured = true
				}
			}
		}
		if !captured {
			out = append(out, m)
		}
	}
	if len(out) == entries && entries > 0 {
		out = append(out, "pass")
	}
	return out
}

// TestCrossInvariants plays random games of random cross-track rule sets
// and checks the invariants of the cross-track games at every step: the
// legal moves are exactly those of the rules (oracleMoves), a pass
// exactly when there are none, every piece's progress only grows except
// when captured, home pieces never leave, one piece per square, the
// position round trip, a finished seat never asked to move, and the
// recorded game replays identically (determinism).
func TestCrossInvariants(t *testing.T) {
	rapid.Check(t, crossInvariants(drawCross))
}

// crossInvariants plays a random game of a rule set that draw gives and
// checks it as TestCrossInvariants says; in the penalty game also that a
// random split of each throw reads as the rules say (checkSplitReading)
// and that the winner takes the bank.
func crossInvariants(draw func(*rapid.T) *ludo.Game) func(*rapid.T) {
	return func(t *rapid.T) {
		g := draw(t)
		n := rapid.IntRange(g.Info().MinPlayers, g.Info().MaxPlayers).Draw(t, "players")
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
		s, err := g.NewCrossState(n)
		if err != nil {
			t.Fatal(err)
		}
		start := *s
		var moves, positions []string
		var buf []ludo.CrossMove
		for s.Phase() != ludo.PhaseOver {
			if len(moves) > g.Info().MaxPlies {
				t.Fatalf("no end after MaxPlies = %d", g.Info().MaxPlies)
			}
			back, err := g.ParseCrossState(s.Position())
			if err != nil || back.Position() != s.Position() {
				t.Fatalf("%s does not read back: %v", s.Position(), err)
			}
			buf = s.LegalMoves(buf)
			if s.Phase() == ludo.PhaseMove {
				checkCrossMoves(t, g, s, buf)
				if g.Rules().Cross.Penalty.On {
					checkSplitReading(t, g, s, r)
				}
			}
			before := *s
			m := buf[r.IntN(len(buf))]
			if err := s.PlayMove(m); err != nil {
				t.Fatalf("%s: legal move %s: %v", before.Position(), m, err)
			}
			checkCrossTransition(t, g, &before, s)
			if g.Rules().Cross.ColourBlind.On {
				checkFigureTransition(t, &before, s, m)
			}
			if g.Rules().Cross.Penalty.On {
				checkPenaltyMove(t, g, &before, s, m)
			}
			moves, positions = append(moves, m.String()), append(positions, s.Position())
		}
		o := s.Outcome()
		fin := s.Finished()
		switch {
		case g.Rules().Cross.Hunt:
			furters := 0 // on the way or in the base
			for k := range 4 {
				if p := s.Progress(1, k); p >= -1 && p < 40 {
					furters++
				}
			}
			if furters != 0 || len(o.Winners) != 1 {
				t.Fatalf("%s: the hunt ended with %d Furters undecided: %+v", s.Position(), furters, o)
			}
		case g.Rules().Cross.Orbit && n == 4 && !g.Rules().Cross.BothPartnersHome:
			if w := int(o.Winners[0]); len(o.Winners) != 2 || w != fin[0]%2 || int(o.Winners[1]) != w+2 {
				t.Fatalf("%s: outcome %+v, finishing order %v: the first to finish wins for his team", s.Position(), o, fin)
			}
		case g.Rules().Cross.ColourBlind.On && o.Code == ludo.CodeNoMoves:
			for k, p := range fin {
				if o.Placings[p] != k+1 || k == 0 && (len(o.Winners) != 1 || int(o.Winners[0]) != p) {
					t.Fatalf("%s: a frozen game's outcome %+v, finishing order %v", s.Position(), o, fin)
				}
			}
		case g.Rules().Cross.Teams != ludo.TeamsNone || g.Rules().Cross.Orbit && n == 4:
			w := int(o.Winners[0])
			if len(o.Winners) != 2 || int(o.Winners[1]) != w+2 || !slices.Contains(fin, w) || !slices.Contains(fin, w+2) {
				t.Fatalf("%s: outcome %+v, finishing order %v: the team with eight pieces home wins", s.Position(), o, fin)
			}
		case !o.Over || len(fin) == 0 || int(o.Winners[0]) != fin[0] || o.Placings[fin[0]] != 1:
			t.Fatalf("%s: outcome %+v, finishing order %v", s.Position(), o, fin)
		case g.Rules().Cross.Penalty.On && (len(o.Winners) != 1 || s.Bank() != 0):
			t.Fatalf("%s: outcome %+v: the one winner takes the bank", s.Position(), o)
		}
		again := start
		for i, text := range moves {
			m, err := again.ParseCrossMove(text)
			if err != nil || again.PlayMove(m) != nil || again.Position() != positions[i] {
				t.Fatalf("replay differs at move %d, %s: %v", i+1, text, err)
			}
		}
	}
}

// checkCrossMoves compares the engine's moves with the rules' (the oracle's).
func checkCrossMoves(t *rapid.T, g *ludo.Game, s *ludo.CrossState, legal []ludo.CrossMove) {
	want := oracleMoves(g, s, s.Roll())
	var got []string
	for _, m := range legal {
		got = append(got, m.String())
	}
	if len(want) == 0 {
		want = []string{"pass"}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%s: moves %v, the rules give %v", s.Position(), got, want)
	}
	if g.Rules().Cross.Teams == ludo.TeamsNone && slices.Contains(s.Finished(), s.Seat()) {
		t.Fatalf("%s: finished seat %d is asked to move", s.Position(), s.Seat())
	}
}

// checkCrossTransition checks that a move changes pieces only as the rules
// allow: the mover's team's progress grows (unless partners capture each
// other), the others' only falls, by captures; pieces at home stay.
func checkCrossTransition(t *rapid.T, g *ludo.Game, before, after *ludo.CrossState) {
	if g.Rules().Cross.Hunt || g.Rules().Cross.ColourBlind.On {
		return // the Franks go round and round; the colour-blind figures belong to nobody (checkFigureTransition)
	}
	mover := before.Seat()
	team := func(i int) bool { return i == mover || g.Rules().Cross.Teams != ludo.TeamsNone && i == (mover+2)%4 }
	for i := range before.Seats() {
		homeBefore, homeAfter, moved := 0, 0, 0
		for k := range 4 {
			if before.Progress(i, k) >= 40 {
				homeBefore++
			}
			if after.Progress(i, k) >= 40 {
				homeAfter++
			}
			if before.Progress(i, k) != after.Progress(i, k) {
				moved++
			}
		}
		if homeAfter < homeBefore {
			t.Fatalf("%s -> %s: a piece of seat %d left its home", before.Position(), after.Position(), i)
		}
		// Pieces are kept sorted, so a moving piece may shift others'
		// indices; compare the sums instead: they grow for the mover and
		// fall only by captures for the others.
		var sb, sa int
		for k := range 4 {
			sb += before.Progress(i, k) + 1
			sa += after.Progress(i, k) + 1
		}
		if team(i) && before.Phase() == ludo.PhaseMove && sa < sb && !g.Rules().Cross.PartnerCapture && !g.Rules().Cross.HuffCapture {
			t.Fatalf("%s -> %s: the mover's team's pieces went back", before.Position(), after.Position())
		}
		if !team(i) && sa > sb {
			t.Fatalf("%s -> %s: seat %d's pieces moved in another's turn", before.Position(), after.Position(), i)
		}
	}
}

// rotateText turns every track square of a position or move by ten squares
// (the board's rotation symmetry: colour c to c+1, square s to s+10 mod 40); letters
// (home squares, base) and other numbers stay.
func rotateText(text string) string {
	var b strings.Builder
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && text[j] >= '0' && text[j] <= '9' {
			j++
		}
		if j == i {
			b.WriteByte(text[i])
			i++
			continue
		}
		v, _ := strconv.Atoi(text[i:j])
		b.WriteString(strconv.Itoa((v + 10) % 40))
		i = j
	}
	return b.String()
}

// rotatePosition rotates a four-player cross position: each seat's pieces
// go to the next seat, turned by ten squares, as do the seat to move and
// the placed seats.
func rotatePosition(pos string) string {
	parts := strings.Split(pos, " ")
	groups := strings.Split(parts[0], "/")
	out := make([]string, 4)
	for i, grp := range groups {
		out[(i+1)%4] = rotateText(grp)
	}
	parts[0] = strings.Join(out, "/")
	next := func(seat string) string {
		v, _ := strconv.Atoi(seat)
		return strconv.Itoa((v + 1) % 4)
	}
	parts[1] = next(parts[1])
	for i, part := range parts[3:] {
		key, val, _ := strings.Cut(part, ":")
		items := strings.Split(val, ",")
		switch key {
		case "placed":
			for j := range items {
				items[j] = next(items[j])
			}
		case "tokens": // each seat's tokens go to the next seat, the bank's stay
			seats, bank, _ := strings.Cut(val, "/")
			ts := strings.Split(seats, ",")
			items = []string{strings.Join(append(ts[3:], ts[:3]...), ",") + "/" + bank}
		case "age": // barricade squares turn, their ages stay, in square order
			for j, it := range items {
				sq, age, _ := strings.Cut(it, "=")
				items[j] = rotateText(sq) + "=" + age
			}
			slices.SortFunc(items, func(a, b string) int {
				x, _ := strconv.Atoi(a[:strings.Index(a, "=")])
				y, _ := strconv.Atoi(b[:strings.Index(b, "=")])
				return x - y
			})
		}
		parts[3+i] = key + ":" + strings.Join(items, ",")
	}
	return strings.Join(parts, " ")
}

// TestCrossRotationSymmetry checks the board's rotation symmetry on random states of
// four-player games, the team games too: the position turned by ten
// squares has the moves turned by ten squares (a partner's move names the
// next seat).
func TestCrossRotationSymmetry(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
		g := []*ludo.Game{ludo.Clovece, ludo.Team, ludo.CrazyTeam, ludo.Parking, ludo.Barricade, ludo.Unity, ludo.Penalty}[rapid.IntRange(0, 6).Draw(t, "game")]
		plies := rapid.IntRange(0, 600).Draw(t, "plies")
		checkRotated(t, g, r, plies, rotatePosition, func(text string) string {
			if seat, move, ok := strings.Cut(text, ":"); ok {
				v, _ := strconv.Atoi(seat)
				return strconv.Itoa((v+1)%4) + ":" + rotateText(move)
			}
			return rotateText(text)
		}, false)
	})
}

// checkRotated plays a random four-player game of g at least plies plies,
// on to the next decision, and checks that the position turned by
// rotatePos lists the moves turned by rotateMove: in the same order when
// ordered, as a set otherwise.
func checkRotated(t *rapid.T, g *ludo.Game, r *rand.Rand, plies int, rotatePos, rotateMove func(string) string, ordered bool) {
	s, _ := g.NewCrossState(4)
	var buf []ludo.CrossMove
	for i := 0; i < plies || s.Phase() != ludo.PhaseMove; i++ {
		if s.Phase() == ludo.PhaseOver {
			return
		}
		buf = s.LegalMoves(buf)
		s.Apply(buf[r.IntN(len(buf))])
	}
	rot, err := g.ParseCrossState(rotatePos(s.Position()))
	if err != nil {
		t.Fatalf("%s rotated: %v", s.Position(), err)
	}
	var want, got []string
	for _, m := range s.LegalMoves(buf) {
		want = append(want, rotateMove(m.String()))
	}
	for _, m := range rot.LegalMoves(buf) {
		got = append(got, m.String())
	}
	if !ordered {
		slices.Sort(want)
		slices.Sort(got)
	}
	if !slices.Equal(want, got) {
		t.Fatalf("%s: moves turned %v; rotated %s: %v", s.Position(), want, rot.Position(), got)
	}
}

// TestStuckEntryChance computes, from the engine's own chance tree, the
// probability that a stuck player (every piece in the base or packed home)
// brings a piece in within the three-throw allowance: 1 − (5/6)³ = 91/216
// (a stuck player throws up to three times, each a 6 with probability 1/6).
func TestStuckEntryChance(t *testing.T) {
	var walk func(s *ludo.CrossState) *big.Rat
	walk = func(s *ludo.CrossState) *big.Rat {
		var buf [6]ludo.CrossMove
		moves := s.LegalMoves(buf[:0])
		switch {
		case s.Seat() != 0 || s.Phase() == ludo.PhaseAgain:
			return new(big.Rat) // the turn passed, or it went on after a 6 without an entry
		case s.ToMove() == board.Chance:
			sum := new(big.Rat)
			for _, m := range moves {
				c := *s
				c.Apply(m)
				sum.Add(sum, walk(&c))
			}
			return sum.Quo(sum, big.NewRat(int64(len(moves)), 1))
		case moves[0].Entry():
			return big.NewRat(1, 1)
		}
		c := *s
		c.Apply(moves[0]) // the lone pass
		return walk(&c)
	}
	for _, tc := range []struct {
		g   *ludo.Game
		pos string
	}{
		{ludo.Clovece, "b,c,d/10/20/30 0 throw"}, {ludo.Clovece, "-/10/20/30 0 throw"}, {ludo.Clovece, "c,d/-/-/- 0 throw"},
		{ludo.ColourBlind, blindStart + " 0 throw"}, // every base full, nothing on the track
	} {
		s, err := tc.g.ParseCrossState(tc.pos)
		require.NoError(t, err)
		require.Equal(t, big.NewRat(91, 216).String(), walk(s).String(), tc.pos)
	}
	// Not stuck (a 1 moves a to b): one throw only, a 6 with 1/6.
	s, err := ludo.Clovece.ParseCrossState("a,c,d/10/20/30 0 throw")
	require.NoError(t, err)
	require.Equal(t, big.NewRat(1, 6).String(), walk(s).String())
}
