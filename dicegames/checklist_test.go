package dicegames

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// The parts tables of entry 47, written here from the rules: face → count
// and the face of the prerequisite part (0 for none).
var (
	ruleLadybird = [13][2]int{{}, {1, 0}, {1, 1}, {6, 1}, {2, 2}, {2, 2}, {1, 1}}                                             // 1 body, 2 head, 3 legs, 4 eyes, 5 antennae, 6 tail
	ruleBritish  = [13][2]int{{}, {2, 5}, {2, 5}, {6, 6}, {2, 6}, {1, 6}, {1, 0}}                                             // 1 eyes, 2 antennae, 3 legs, 4 wings, 5 head, 6 body
	ruleTokens   = [13][2]int{{}, {0, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}}                                             // entry 11: tokens 2-6, no 1
	ruleRows     = [13][2]int{{}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}}                                             // entry 6: rows of 1-6 counters
	ruleOxRows   = [13][2]int{{}, {}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}, {1, 0}} // entry 7: rows of 2-12
)

// sums returns the numbers the dice make, one die or a sum of several,
// by enumerating the subsets of the dice.
func sums(faces []int) map[int]bool {
	out := map[int]bool{}
	for m := 1; m < 1<<len(faces); m++ {
		s := 0
		for i, f := range faces {
			if m&(1<<i) != 0 {
				s += f
			}
		}
		out[s] = true
	}
	return out
}

// path returns the numbers of a sequence sheet in order: 1..top, and back
// down to 1 with ret.
func path(top int, ret, twice bool) []int {
	var p []int
	for n := 1; n <= top; n++ {
		p = append(p, n)
	}
	if twice {
		p = append(p, top)
	}
	for n := top - 1; ret && n >= 1; n-- {
		p = append(p, n)
	}
	return p
}

// advance returns how many steps a throw moves a marker that has done
// done steps of the path: the next numbers, in order, that the dice make.
func advance(p []int, done int, faces []int) int {
	s, n := sums(faces), 0
	for done+n < len(p) && s[p[done+n]] {
		n++
	}
	return n
}

// sheetCheck checks a checklist move against the rules: only the thrower's
// sheet changes; a sequence marker moves by the chain of the next numbers
// the throw makes; a drawing gains at most one part per die, never beyond a
// part's count, never before its prerequisite, and a part the rules allow
// is always drawn.
func sheetCheck(g *Game, b, a *Position, m Move) error {
	e := g.eng.(*checklistGame)
	if m.Kind != KindThrow || b.Phase != PhaseThrow {
		return nil
	}
	me := int(b.Turn)
	for i := range int(a.N) {
		if i != me && (a.Score[i] != b.Score[i] || a.Last[i] != b.Last[i]) {
			return fmt.Errorf("seat %d's sheet changed on seat %d's throw", i, me)
		}
	}
	faces := throwFaces(m.Throw)
	if e.r.Mode == Sequence {
		p := path(e.r.Top, e.r.Return, e.r.Twice)
		want := advance(p, int(b.Score[me]), faces)
		if e.r.OneClaim {
			want = min(want, 1)
		}
		if int(a.Score[me]-b.Score[me]) != want {
			return fmt.Errorf("moved %d steps from %d, the rules give %d", a.Score[me]-b.Score[me], b.Score[me], want)
		}
	} else if err := partsCheck(e, b.Last[me], a.Last[me], a.Score[me], a.Stack[me], faces); err != nil {
		return err
	}
	if won := a.Phase == PhaseOver && a.Won == 1<<me; won != (int(a.Score[me]) == e.steps) {
		return fmt.Errorf("complete %v but won %v", int(a.Score[me]) == e.steps, won)
	}
	if all := e.tail(0) * int(a.N); e.r.Counters && a.Phase == PhaseOver && int(a.Stack[me]) != all {
		return fmt.Errorf("the winner has %d counters, not all %d", a.Stack[me], all)
	}
	if a.Phase != PhaseOver && (a.Turn == b.Turn) != (e.r.Again && a.Score[me] > b.Score[me]) {
		return fmt.Errorf("the turn goes on exactly after a claim with Again: %v", e.r.Again)
	}
	return nil
}

func partsCheck(e *checklistGame, before, after, score, stack int16, faces []int) error {
	table := [...][13][2]int{Ladybird: ruleLadybird, British: ruleBritish, Tokens: ruleTokens, Rows: ruleRows, SumRows: ruleOxRows}[e.r.Table]
	total, gained := 0, [13]int{}
	var thrown [13]int
	for _, f := range faces {
		thrown[f]++
	}
	if e.r.Sum { // entry 7: the sum names the row
		thrown = [13]int{}
		thrown[faces[0]+faces[1]] = 1
	}
	for f := 1; f <= 12; f++ {
		c := e.drawn(after, f)
		gained[f] = c - e.drawn(before, f)
		total += c
		switch {
		case c > table[f][0]:
			return fmt.Errorf("%d parts of face %d, at most %d", c, f, table[f][0])
		case c > 0 && table[f][1] != 0 && e.drawn(after, table[f][1]) == 0:
			return fmt.Errorf("part %d drawn before its prerequisite %d", f, table[f][1])
		case gained[f] < 0 || gained[f] > thrown[f]:
			return fmt.Errorf("face %d thrown %d times drew %d parts", f, thrown[f], gained[f])
		}
	}
	if total != int(score) {
		return fmt.Errorf("%d parts drawn, score %d", total, score)
	}
	if e.r.Counters {
		left := 0 // a row of f counters for each row f still there
		for f := 1; f <= 12; f++ {
			left += f * (table[f][0] - e.drawn(after, f))
		}
		if int(score) < e.steps && int(stack) != left {
			return fmt.Errorf("%d counters, the tail's rows hold %d", stack, left)
		}
	}
	// A die not drawn was not drawable once the others were drawn.
	for f := 1; f <= 12; f++ {
		pre := table[f][1]
		if gained[f] < thrown[f] && e.drawn(after, f) < table[f][0] && (pre == 0 || e.drawn(after, pre) > 0) && int(score) < e.steps {
			return fmt.Errorf("a %d could draw its part and did not", f)
		}
	}
	return nil
}

// throwFaces lists the faces of a throw.
func throwFaces(t Throw) []int {
	var fs []int
	for f := 1; f <= 6; f++ {
		for range t.Count(f) {
			fs = append(fs, f)
		}
	}
	return fs
}

// countdownCheck checks entry 34: one throw a turn, subtracted from the
// thrower's number (added to the score, the points counted down), no
// other number changes, and the game ends exactly when a number reaches 0.
func countdownCheck(g *Game, b, a *Position, m Move) error {
	if m.Kind != KindThrow || b.Phase != PhaseThrow {
		return fmt.Errorf("a decision %v in a game of throws only", m)
	}
	me := int(b.Turn)
	for i := range int(a.N) {
		want := b.Score[i]
		if i == me {
			want += int16(m.Throw.Sum())
		}
		if a.Score[i] != want {
			return fmt.Errorf("seat %d's count from %d to %d on a throw of %v by seat %d", i, 100-b.Score[i], 100-a.Score[i], m.Throw, me)
		}
	}
	if (a.Phase == PhaseOver) != (a.Score[me] >= 100) || a.Phase != PhaseOver && a.Turn == b.Turn {
		return fmt.Errorf("the turn or the end after %v: %s", m, a.String())
	}
	return nil
}

func init() {
	for _, g := range []*Game{Berusky, Stoleti, JednaAzDvacet, SestkovaHra, Jule, KravskyOcas, VolskyOcas} {
		entryChecks[g] = sheetCheck
	}
	entryChecks[Countdown] = countdownCheck
}

// TestChecklistVariants plays random games of the Checklist variants the
// entries list (the British table, two dice, throwing again after a claim)
// and checks every throw against the rules.
func TestChecklistVariants(t *testing.T) {
	for _, g := range []*Game{derived(Berusky, "Table=british"), derived(Berusky, "Dice=2", "Again=true"),
		derived(Stoleti, "Again=true"), derived(JednaAzDvacet, "Again=true"), derived(KravskyOcas, "Again=true")} {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := rapid.IntRange(2, 8).Draw(t, "players")
				rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
				s := g.NewState(n)
				var buf []Move
				for ply := 0; s.pos.Phase != PhaseOver; ply++ {
					if ply > g.info.MaxPlies {
						t.Fatalf("no end after %d plies", ply)
					}
					buf = s.LegalMoves(buf)
					m := drawMove(t, rng, s, buf)
					before := s.pos
					s.Apply(m)
					if err := sheetCheck(g, &before, &s.pos, m); err != nil {
						t.Fatalf("after %v from %s: %v", m, before.String(), err)
					}
				}
			})
		})
	}
}

// TestChecklistWorked plays worked throws of the rules on fresh sheets.
func TestChecklistWorked(t *testing.T) {
	for _, c := range []struct {
		name   string
		g      *Game
		throws []string // seat 0's throws (the other seat throws 6-6-6 / 6-6-6-6 / 2 in between)
		score  int16
	}{
		// 1, 2 and 1+2 = 3 are made; 4 is not (the sums are 1, 2, 3, 5, 6, 7, 8).
		{"centennial-1-2-5", Stoleti, []string{"1-2-5"}, 3},
		// Without a 1 the marker cannot enter the strip.
		{"centennial-needs-a-1", Stoleti, []string{"2-3-4"}, 0},
		// 1-2-3 makes 1..6 (1+2+3 = 6); then 1-1-5 makes 7 (1+1+5) only.
		{"centennial-chain", Stoleti, []string{"1-2-3", "1-1-5"}, 7},
		// Four dice 1-2-4-6 make 1..7 and 8 (2+6) … 13 (1+2+4+6): the whole way to 13.
		{"one-to-twenty-four-dice", JednaAzDvacet, []string{"1-2-4-6"}, 13},
		// A head before the body is not drawn; then the body, then the head.
		{"beetle-head-needs-body", Berusky, []string{"2", "1", "2"}, 2},
		// Eyes need the head, not just the body.
		{"beetle-eye-needs-head", Berusky, []string{"1", "4", "2", "4"}, 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.g.NewState(2)
			other := "6-6-6"
			switch c.g {
			case JednaAzDvacet:
				other = "6-6-6-6"
			case Berusky:
				other = "2" // seat 1 never has a body: nothing is drawn
			}
			for _, th := range c.throws {
				for _, mv := range []string{th, other} {
					m, err := ParseMoveText(mv)
					if err != nil {
						t.Fatal(err)
					}
					if err := s.PlayMove(m); err != nil {
						t.Fatalf("%s at %s: %v", mv, s.Position(), err)
					}
				}
			}
			if s.pos.Score[0] != c.score {
				t.Errorf("seat 0 has %d targets, want %d (%s)", s.pos.Score[0], c.score, s.Position())
			}
		})
	}
}

// raceLength returns, for a sequence sheet, the distribution of the number
// of turns one seat needs to finish (index t: finished on turn t, up to
// maxTurns), by exhaustive computation over the ordered throws of dice
// dice, from the rules (advance), not from the engine.
func raceLength(p []int, dice, maxTurns int) []float64 {
	throws := [][]int{{}}
	for range dice {
		var next [][]int
		for _, th := range throws {
			for f := 1; f <= 6; f++ {
				next = append(next, append(append([]int(nil), th...), f))
			}
		}
		throws = next
	}
	steps := len(p)
	move := make([][]float64, steps) // move[k][j]: P(advance j from k)
	for k := range steps {
		move[k] = make([]float64, steps+1)
		for _, th := range throws {
			move[k][advance(p, k, th)] += 1 / float64(len(throws))
		}
	}
	dist := make([]float64, steps+1)
	dist[0] = 1
	out := make([]float64, maxTurns+1)
	for turn := 1; turn <= maxTurns; turn++ {
		next := make([]float64, steps+1)
		for k := range steps {
			for j, q := range move[k][:steps-k+1] {
				next[k+j] += dist[k] * q
			}
		}
		out[turn] = next[steps]
		next[steps] = 0
		dist = next
	}
	return out
}

// TestCentennialRace checks the engine's moves against the rules on every
// state of the strip and every throw (exhaustively), and gives the
// expected length of a Století race: the turns one seat needs alone, and
// the turns of a two-seat race (seat 0 throws first; the first to finish
// ends it).
func TestCentennialRace(t *testing.T) {
	e := Stoleti.eng.(*checklistGame)
	p := path(12, true, false)
	for k := range len(p) {
		for a := 1; a <= 6; a++ {
			for b := a; b <= 6; b++ {
				for c := b; c <= 6; c++ {
					var pos Position
					pos.N, pos.Score[0] = 2, int16(k)
					if got, want := e.claim(&pos, 0, MustThrow(a, b, c)), advance(p, k, []int{a, b, c}); got != want {
						t.Fatalf("from %d steps %d-%d-%d moves %d, the rules give %d", k, a, b, c, got, want)
					}
				}
			}
		}
	}
	const maxTurns = 3000
	d := raceLength(p, 3, maxTurns)
	var alone, mass, race float64
	tail := 1.0 // P(T ≥ t) for the other seat
	for turn := 1; turn <= maxTurns; turn++ {
		alone += float64(turn) * d[turn]
		mass += d[turn]
	}
	if 1-mass > 1e-12 {
		t.Fatalf("the distribution misses %g beyond %d turns", 1-mass, maxTurns)
	}
	// Seat 0 finishes on its turn t (ply 2t-1) if seat 1 has not finished
	// in t-1 turns; seat 1 finishes on its turn t (ply 2t) if seat 0 has
	// not finished in t.
	cum := 0.0 // P(T ≤ t-1) of seat 0
	for turn := 1; turn <= maxTurns; turn++ {
		race += float64(2*turn-1) * d[turn] * tail
		cum += d[turn]
		race += float64(2*turn) * (1 - cum) * d[turn]
		tail -= d[turn]
	}
	t.Logf("Století: one seat alone needs %.4f turns on average; a two-seat race lasts %.4f turns", alone, race)
	// Three dice make at most the seven numbers 1..7 in a row (1-2-4), so
	// the 23 steps need at least 4 turns.
	// The same mean by the engine's own moves, solved backwards from the
	// end: E[k] = (1 + Σ_{j>0} P(j) E[k+j]) / (1 - P(0)).
	mean := make([]float64, len(p)+1)
	for k := len(p) - 1; k >= 0; k-- {
		stay, sum := 0.0, 1.0
		for a := 1; a <= 6; a++ {
			for b := 1; b <= 6; b++ {
				for c := 1; c <= 6; c++ {
					var pos Position
					pos.N, pos.Score[0] = 2, int16(k)
					j := e.claim(&pos, 0, MustThrow(a, b, c))
					if j == 0 {
						stay += 1.0 / 216
					} else {
						sum += mean[k+j] / 216
					}
				}
			}
		}
		mean[k] = sum / (1 - stay)
	}
	if math.Abs(mean[0]-alone) > 1e-9 {
		t.Errorf("mean turns alone: %.9f by the engine, %.9f by the rules", mean[0], alone)
	}
	if alone < 4 || race < 4 || race > 2*alone {
		t.Errorf("implausible means %.4f, %.4f", alone, race)
	}
}

// TestChecklistParseRejects checks that Parse refuses sheets the rules
// cannot reach.
func TestChecklistParseRejects(t *testing.T) {
	start := "seats=2 turn=0 phase=throw need=%d dice= kept= throws=0 turn-score=0 total=0 limit=0 round=0 opener=0 flag=0 score=%s last=%s chips=0/0 pools=0/0/0/0/0/0/0/0/0/0/0/0/0/0 minted=0 out=- done=- tie=- won=- end=0"
	for _, c := range []struct {
		name        string
		g           *Game
		need        int
		score, last string
		ok          bool
	}{
		{"beetle-start", Berusky, 1, "0/0", "0/0", true},
		{"beetle-body", Berusky, 1, "1/0", "1/0", true},
		{"beetle-head-without-body", Berusky, 1, "1/0", "2/0", false},
		{"beetle-score-not-parts", Berusky, 1, "2/0", "1/0", false},
		{"beetle-seven-legs", Berusky, 1, "8/0", "29/0", false}, // body 1 + legs 7 (7<<2): legs are 6
		{"beetle-two-dice", Berusky, 2, "0/0", "0/0", false},
		{"century-step-5", Stoleti, 3, "5/0", "0/0", true},
		{"century-parts", Stoleti, 3, "5/0", "1/0", false},
		{"century-complete-not-over", Stoleti, 3, "23/0", "0/0", false},
		{"century-beyond", Stoleti, 3, "24/0", "0/0", false},
		{"century-negative", Stoleti, 3, "-1/0", "0/0", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := c.g.Parse(fmt.Sprintf(start, c.need, c.score, c.last))
			if (err == nil) != c.ok {
				t.Errorf("Parse: %v, want ok %v", err, c.ok)
			}
			if err != nil && !errors.Is(err, board.ErrBadNotation) {
				t.Errorf("error %v does not wrap ErrBadNotation", err)
			}
		})
	}
}

// TestCountdownWorked plays worked throws of entry 34.
func TestCountdownWorked(t *testing.T) {
	for _, c := range []struct {
		name   string
		start  string // the scores (points counted down) before seat 0's throw
		throw  string
		score  int16
		winner bool
	}{
		// 100 - (6+5) = 89 left: a score of 11, and the dice pass on.
		{"countdown-first-throw", "0/0", "6-5", 11, false},
		// 5 left, 6-6 takes the number below 0: that wins.
		{"countdown-below-zero-wins", "95/40", "6-6", 107, true},
		// 2 left, 1-1 reaches exactly 0.
		{"countdown-exact-zero", "98/40", "1-1", 100, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := Countdown.ParseState("seats=2 turn=0 phase=throw need=2 dice= kept= throws=0 turn-score=0 total=0 limit=0 round=3 opener=0 flag=0 score=" + c.start + " last=0/0 chips=0/0 pools=0/0/0/0/0/0/0/0/0/0/0/0/0/0 minted=0 out=- done=- tie=- won=- end=0")
			if err != nil {
				t.Fatal(err)
			}
			m, _ := ParseMoveText(c.throw)
			if err := s.PlayMove(m); err != nil {
				t.Fatal(err)
			}
			if s.pos.Score[0] != c.score || (s.pos.Phase == PhaseOver && s.pos.Won == 1) != c.winner {
				t.Errorf("after %s: %s", c.throw, s.Position())
			}
			if !c.winner && (s.pos.Turn != 1 || s.pos.Phase != PhaseThrow) {
				t.Errorf("one throw a turn: %s", s.Position())
			}
		})
	}
}

// TestConformanceChecklistVariants runs the contract on the part-2
// variants the entries list, set by name.
func TestConformanceChecklistVariants(t *testing.T) {
	for _, g := range []*Game{derived(Berusky, "Table=british"), derived(Berusky, "Dice=2", "Again=true"),
		derived(Stoleti, "Again=true"), derived(Countdown, "Overshoot=penalty"), derived(KravskyOcas, "Again=true")} {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestSestkovaHraWorked plays a turn of entry 11's placeholder: a 3
// discards the token 3 and throws again, a second 3 (the token is gone)
// ends the turn; seat 1's 1 ends its turn at once.
func TestSestkovaHraWorked(t *testing.T) {
	s := SestkovaHra.NewState(2)
	for _, c := range []struct {
		throw string
		turn  int8
		score int16
	}{{"3", 0, 1}, {"3", 1, 1}, {"1", 0, 1}, {"6", 0, 2}} {
		m, _ := ParseMoveText(c.throw)
		if err := s.PlayMove(m); err != nil {
			t.Fatal(err)
		}
		if s.pos.Turn != c.turn || s.pos.Score[0] != c.score || s.pos.Score[1] != 0 {
			t.Fatalf("after %s: %s", c.throw, s.Position())
		}
	}
}

// TestJuleSheet checks entry 51's needed face at every progress, (k < 6 ?
// k+1 : 12-k), and the mean length of a seat's game alone from the
// engine's moves on every state: each of the 12 hits takes 6 throws on
// average (a face of one die), so 72 turns.
func TestJuleSheet(t *testing.T) {
	e := Jule.eng.(*checklistGame)
	if e.steps != 12 {
		t.Fatalf("%d hits, want 12", e.steps)
	}
	mean := 0.0
	for k := range 12 {
		want := 12 - k
		if k < 6 {
			want = k + 1
		}
		if got := e.need(k); got != want {
			t.Errorf("progress %d needs %d, want %d", k, got, want)
		}
		hits := 0
		for f := 1; f <= 6; f++ {
			var pos Position
			pos.N, pos.Score[0] = 2, int16(k)
			switch n := e.claim(&pos, 0, MustThrow(f)); {
			case n > 1:
				t.Fatalf("progress %d: a %d made %d hits", k, f, n)
			case n == 1:
				hits++
			}
		}
		mean += 6 / float64(hits)
	}
	if math.Abs(mean-72) > 1e-12 {
		t.Errorf("mean turns alone %.6f, want 72", mean)
	}
}

// TestKravskyOcasWorked plays entry 6: a 3 removes the row of 3 into the
// middle (21 - 3 = 18 left); a second 3 finds the row gone and does nothing.
func TestKravskyOcasWorked(t *testing.T) {
	s := KravskyOcas.NewState(2)
	for _, c := range []struct {
		throw          string
		seat0, pot     int
		turnAfterwards int8
	}{{"3", 18, 3, 1}, {"5", 18, 8, 0}, {"3", 18, 8, 1}} {
		m, _ := ParseMoveText(c.throw)
		if err := s.PlayMove(m); err != nil {
			t.Fatal(err)
		}
		if s.pos.Chips(SeatAccount(0)) != c.seat0 || s.pos.Chips(Pot) != c.pot || s.pos.Turn != c.turnAfterwards {
			t.Fatalf("after %s: %s", c.throw, s.Position())
		}
	}
}

// TestVolskyOcasWorked plays entry 7: 3-4 removes the row of 7 (77 - 7 =
// 70 left), not the rows of 3 and 4.
func TestVolskyOcasWorked(t *testing.T) {
	s := VolskyOcas.NewState(2)
	m, _ := ParseMoveText("3-4")
	if err := s.PlayMove(m); err != nil {
		t.Fatal(err)
	}
	if s.pos.Chips(SeatAccount(0)) != 70 || s.pos.Chips(Pot) != 7 || s.pos.Score[0] != 1 || s.pos.Turn != 1 {
		t.Fatalf("after 3-4: %s", s.Position())
	}
}
