package dicegames

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// The entries' invariants of the Wager games, run by TestInvariants.
func init() {
	entryChecks[SudaNeboLicha] = wagerChecks(bankCoversStakes, stakesSettled(func(m Move) bool { return true }))
	entryChecks[CerneABile] = wagerChecks(bankCoversStakes, stakesSettled(func(m Move) bool { return true }))
	entryChecks[VaBanque] = wagerChecks(stakeWithinBank)
	entryChecks[Barbudi] = wagerChecks(duelSettles(false))
	entryChecks[RodinneBarbudi] = wagerChecks(duelSettles(true))
	entryChecks[DvojitaLoterie] = wagerChecks(doublesCounts)
	entryChecks[Banker] = wagerChecks(bankStopsAt15, bankMatches)
}

// wagerChecks runs the checks of a wager game and the checks every wager
// game shares: the scores mirror the chips and no stake is on the table
// between coups.
func wagerChecks(checks ...stepCheck) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		for q := range int(a.N) {
			if a.Score[q] != a.Stack[q] {
				return fmt.Errorf("seat %d scores %d, holds %d", q, a.Score[q], a.Stack[q])
			}
			if a.Phase == PhaseOver && a.Chips(stakeBox(q)) != 0 {
				return fmt.Errorf("a stake left on the table at the end")
			}
		}
		for _, c := range checks {
			if err := c(g, b, a, m); err != nil {
				return err
			}
		}
		return nil
	}
}

// boxes returns the chips on the table.
func tableStakes(p *Position) int {
	n := 0
	for q := range int(p.N) {
		n += p.Chips(stakeBox(q))
	}
	return n
}

// holding returns what seat q owns: its stack and its stake, and the bank
// it has put up.
func holding(p *Position, q int) int {
	n := p.Chips(SeatAccount(q)) + p.Chips(stakeBox(q))
	if q == int(p.Opener) {
		n += p.Chips(Pot)
	}
	return n
}

// bankCoversStakes: the bank can pay every stake on the table (the bank
// limit), and the banker never stakes.
func bankCoversStakes(g *Game, b, a *Position, m Move) error {
	if a.Phase == PhaseOver {
		return nil
	}
	w := g.eng.(*wagerGame)
	staked := tableStakes(a)
	if staked > a.Chips(SeatAccount(int(a.Opener))) || w.r.Limit > 0 && staked > w.r.Limit {
		return fmt.Errorf("stakes %d, the bank holds %d (limit %d)", staked, a.Chips(SeatAccount(int(a.Opener))), w.r.Limit)
	}
	if a.Chips(stakeBox(int(a.Opener))) != 0 {
		return fmt.Errorf("the banker stakes")
	}
	return nil
}

// stakesSettled: every stake is settled by the throw that resolves the
// coup (the last die of it).
func stakesSettled(resolving func(Move) bool) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindThrow && b.Flag == stagePlay && (a.Flag != stagePlay || a.Opener != b.Opener || a.Round != b.Round || a.Total != b.Total) && tableStakes(a) != 0 {
			return fmt.Errorf("stakes left after the coup: %d", tableStakes(a))
		}
		return nil
	}
}

// stakeWithinBank: a stake never exceeds the current bank; a won va
// banque empties the old bank and makes the winner the banker.
func stakeWithinBank(g *Game, b, a *Position, m Move) error {
	if m.Kind == KindStake && int(m.N) > b.Chips(Pot) {
		return fmt.Errorf("stake %d against a bank of %d", m.N, b.Chips(Pot))
	}
	if m.Kind == KindThrow && b.Flag == stagePlay && int(b.Turn) == int(b.Opener) {
		q := g.eng.(*wagerGame).bettor(b)
		won := int(b.TurnScore) > m.Throw.Sum()
		if b.Chips(stakeBox(q)) == b.Chips(Pot) && won && a.Phase != PhaseOver && int(a.Opener) != q {
			return fmt.Errorf("seat %d won va banque but seat %d banks", q, a.Opener)
		}
	}
	return nil
}

// duelSettles: an undecided throw moves no chips; a decisive one pays the
// covered stake, by the Barbudi table; in the family form each duel moves
// exactly one counter.
func duelSettles(family bool) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		if m.Kind != KindThrow || b.Flag != stagePlay {
			return nil
		}
		shooter, fader, thrower := int(b.Opener), int(b.Limit), int(b.Turn)
		v := DuelVerdict(m.Throw)
		if v == 0 {
			for q := range int(a.N) {
				if holding(a, q) != holding(b, q) {
					return fmt.Errorf("an undecided throw %v moved chips", m.Throw)
				}
			}
			return nil
		}
		covered := tableStakes(b) - b.Chips(stakeBox(fader))
		want := covered
		if (thrower == shooter) == (v > 0) {
			want = -covered
		}
		if d := holding(a, fader) - holding(b, fader); d != want {
			return fmt.Errorf("the fader's chips changed by %d, want %d", d, want)
		}
		if family && (covered != 1 || holding(a, shooter)-holding(b, shooter) != -want) {
			return fmt.Errorf("a family duel moved %d counters", covered)
		}
		return nil
	}
}

// doublesCounts: a count is 1..11 and a count under 11 ends on a double.
func doublesCounts(g *Game, b, a *Position, m Move) error {
	q := int(b.Opener)
	if m.Kind != KindThrow || a.Last[q] == b.Last[q] || a.Last[q] == 0 {
		return nil
	}
	if c := a.Last[q]; c < 1 || c > 11 || c < 11 && !m.Throw.IsDouble() {
		return fmt.Errorf("a count of %d after %v", c, m.Throw)
	}
	return nil
}

// bankStopsAt15: the bank decides only below an open 15.
func bankStopsAt15(g *Game, b, a *Position, m Move) error {
	if a.Phase == PhaseDecide && a.Flag == stageBank && a.Total >= blackjackStand {
		return fmt.Errorf("the bank decides at an open %d", a.Total)
	}
	return nil
}

// bankMatches: each stake is matched by the bank (a box holds two equal
// halves).
func bankMatches(g *Game, b, a *Position, m Move) error {
	for q := range int(a.N) {
		if a.Chips(stakeBox(q))%2 != 0 {
			return fmt.Errorf("seat %d's stake %d is not matched", q, a.Chips(stakeBox(q)))
		}
	}
	return nil
}

// TestWagerWorkedExamples plays coups worked out by hand from the rules of
// the entries (named by entry).
func TestWagerWorkedExamples(t *testing.T) {
	chips := func(want ...int) func(p *Position) bool {
		return func(p *Position) bool {
			for i, c := range want {
				if int(p.Stack[i]) != c {
					return false
				}
			}
			return true
		}
	}
	and := func(fs ...func(p *Position) bool) func(p *Position) bool {
		return func(p *Position) bool {
			for _, f := range fs {
				if !f(p) {
					return false
				}
			}
			return true
		}
	}
	bank := func(opener, round int) func(p *Position) bool {
		return func(p *Position) bool { return int(p.Opener) == opener && int(p.Round) == round }
	}
	for _, c := range []worked{
		{"19-the-parity-pays-even-money", SudaNeboLicha, 3, []string{"even:1", "odd:1", "3-5"},
			chips(10, 11, 9), "8 is even: the banker pays seat 1 and takes seat 2's chip"},
		{"19-the-bank-passes-after-three-throws", SudaNeboLicha, 2, []string{"even:1", "1-1", "odd:1", "2-2", "odd:1", "1-2"},
			and(chips(9, 11), bank(1, 1)), "won, lost, won: 9 and 11, and seat 1 takes the bank"},
		{"19-after-the-stakes-the-dice-fall", SudaNeboLicha, 2, []string{"even:1", "stake:1"},
			nil, "after the only stake the dice fall"},
		{"19-without-a-banker", derived(SudaNeboLicha, "Banker=false"), 3, []string{"odd:1", "1-2"},
			and(chips(12, 9, 9), bank(1, 1)), "seat 0 called odd and threw 3: a chip from each; the call passes left"},
		{"19-one-die", derived(SudaNeboLicha, "Dice=1"), 2, []string{"odd:1", "5"},
			chips(9, 11), "one die: 5 is odd"},
		{"21-equal-faces-take-every-stake", CerneABile, 3, []string{"black:1", "white:1", "3", "3"},
			chips(12, 9, 9), "black 3, white 3: the banker takes both stakes"},
		{"21-the-higher-die-pays", CerneABile, 3, []string{"black:1", "white:1", "5", "2"},
			chips(10, 11, 9), "black 5 beats white 2"},
		{"25-the-shooter-wins-the-covered-stake", Barbudi, 3, []string{"stake:4", "stake:3", "stake:1", "1-3", "2-3", "6-6"},
			and(chips(13, 11, 6), bank(0, 0), func(p *Position) bool { return p.Limit == 2 }),
			"the fader (seat 2, right of the shooter) stakes 4, covered 3 + 1; the shooter's 6-6 wins and he keeps the dice"},
		{"25-the-uncovered-part-is-withdrawn", Barbudi, 3, []string{"stake:5", "stake:2", "stake:0", "1-1"},
			and(chips(8, 10, 12), bank(2, 1), func(p *Position) bool { return p.Limit == 1 }),
			"2 of 5 covered; the shooter's 1-1 loses 2 and the fader becomes the shooter"},
		{"25-a-shooter-who-loses-by-1-2-keeps-the-dice", Barbudi, 2, []string{"stake:2", "stake:2", "1-2"},
			and(chips(8, 12), bank(0, 0)), "1-2 loses, but the shooter keeps the dice"},
		{"25-the-faders-6-5-leaves-the-dice", Barbudi, 2, []string{"stake:1", "2-4", "5-6"},
			and(chips(9, 11), bank(0, 0)), "the fader wins with 6-5; the shooter keeps the dice"},
		{"25-on-loss-the-winner-plays-the-next-fader", derived(Barbudi, "Pass=on-loss"), 3, []string{"stake:1", "3-3"},
			and(chips(11, 10, 9), bank(0, 0), func(p *Position) bool { return p.Limit == 1 }), "the winning shooter keeps the dice against the next fader"},
		{"26-a-duel-for-one-counter", RodinneBarbudi, 3, []string{"1-3", "3-3"},
			and(chips(9, 10, 9), bank(1, 1), func(p *Position) bool { return p.Limit == 2 && tableStakes(p) == 2 }),
			"the fader (left) wins with 3-3 and the dice pass left: seats 1 and 2 (11 and 10) stake for the next duel"},
		{"36-the-most-throws-pay", DvojitaLoterie, 2, []string{"1-2", "3-3", "1-2", "1-3", "6-6"},
			and(chips(5, 4), func(p *Position) bool { return p.Stack[Pot] == 1 }), "2 throws against 3: seat 1 pays"},
		{"36-no-double-counts-eleven", DvojitaLoterie, 2, []string{"1-2", "1-2", "1-2", "1-2", "1-2", "1-2", "1-2", "1-2", "1-2", "1-2"},
			func(p *Position) bool { return p.Last[0] == 11 && p.Opener == 1 }, "ten throws without a double count 11"},
		{"37-the-banker-wins-ties", VaBanque, 2, []string{"stake:4", "3-4", "2-5"},
			and(chips(24, 6), bank(1, 1), func(p *Position) bool { return p.Stack[Pot] == 10 }),
			"7 against 7: the bank takes 4; every seat has bet, the bank (14) goes home and seat 1 puts up 10"},
		{"37-va-banque-takes-the-bank", VaBanque, 3, []string{"stake:10", "6-6", "1-1"},
			and(chips(10, 20, 20), bank(1, 1), func(p *Position) bool { return p.Stack[Pot] == 10 }),
			"seat 1 stakes the whole bank and wins it: he is the banker and puts up 10"},
		{"37-a-stake-above-the-bank", VaBanque, 2, []string{"stake:11"}, nil, "the bank holds 10"},
		{"38-a-bank-over-21-pays-everyone", Banker, 2, []string{"6", "5", "roll", "5", "roll", "4", "roll", "3", "stake:1", "6", "6", "4", "stop"},
			and(chips(9, 11), bank(1, 1)), "hidden 6 + open 17 = 23: the bank is over and seat 1 (16) wins"},
		{"38-the-bank-wins-equal-totals", Banker, 2, []string{"2", "6", "roll", "6", "roll", "5", "stake:1", "6", "6", "1", "6", "stop"},
			chips(11, 9), "2 + 17 = 19 against 19: the bank wins"},
		{"38-the-bank-must-stop-at-15", Banker, 2, []string{"1", "6", "roll", "6", "roll", "3", "roll"},
			nil, "an open 15 stops the bank: the stakes come next"},
		{"38-over-thrown", Banker, 2, []string{"1", "6", "stop", "stake:1", "6", "6", "4", "roll", "6"},
			chips(11, 9), "22 is over-thrown and the bank (7) is not over"},
	} {
		t.Run(c.name, c.run)
	}
}

// coupValue returns the expected chips seat q holds (stack and stake)
// when the coup that s is in has been settled, over the engine's own
// throws, with decisions made by policy.
func coupValue(s *State, q int, policy func(s *State) Move) float64 {
	start := s.pos
	memo := map[Position]float64{}
	var walk func(s *State) float64
	walk = func(s *State) float64 {
		p := &s.pos
		if v, ok := memo[*p]; ok {
			return v
		}
		_, blackjack := s.g.eng.(*hiddenWager)
		if p.Phase == PhaseOver || p.Opener != start.Opener || p.Round != start.Round || p.Total != start.Total && !blackjack {
			return float64(holding(p, q))
		}
		if s.ToMove() != board.Chance {
			c := s.Copy()
			c.Apply(policy(s))
			return walk(c)
		}
		v := chanceMean(s, walk)
		memo[*p] = v
		return v
	}
	return walk(s) - float64(holding(&start, q))
}

// play returns s after the moves.
func played(t *testing.T, g *Game, players int, moves ...string) *State {
	t.Helper()
	s := g.NewState(players)
	for _, text := range moves {
		m, err := ParseMoveText(text)
		if err == nil {
			err = s.PlayMove(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return s
}

// TestBankersEdge computes the banker's edge of each banker game by
// exhaustive expectation over the engine's throws: what the bank wins per
// chip staked. Worked out from the rules: a parity of one die or of two is
// even (18 of the 36 throws of two dice have an even sum), so the edge is
// 0; black and white tie in 6 of 36 throws, the bank's 1/6; two sums of two
// dice tie with chance (1² + 2² + … + 6² + … + 1²)/36² = 146/1296, and
// the banker wins ties: 73/648 ≈ 11.27 %. No published figure for these
// reconstructed games was found.
func TestBankersEdge(t *testing.T) {
	first := func(s *State) Move { return s.LegalMoves(nil)[0] }
	for _, c := range []struct {
		name  string
		g     *Game
		moves []string
		want  float64
	}{
		{"19-even", SudaNeboLicha, []string{"even:1"}, 0},
		{"19-odd", SudaNeboLicha, []string{"odd:1"}, 0},
		{"19-one-die", derived(SudaNeboLicha, "Dice=1"), []string{"even:1"}, 0},
		{"21-black", CerneABile, []string{"black:1"}, 1.0 / 6},
		{"21-white", CerneABile, []string{"white:1"}, 1.0 / 6},
		{"37-higher-sum", VaBanque, []string{"stake:1"}, 73.0 / 648},
		{"37-five-chips", VaBanque, []string{"stake:5"}, 73.0 / 648},
	} {
		s := played(t, c.g, 2, c.moves...)
		staked := float64(tableStakes(&s.pos))
		if got := coupValue(s, 0, first) / staked; math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: the bank wins %.12f a chip, want %.12f", c.name, got, c.want)
		}
	}
}

// TestBarbudiEven computes from the engine's throws the chances of a
// Barbudi coup: each throw decides for its thrower in 5 of 36 (3-3, 5-5,
// 6-6 and the two 5-6) and against him in 5 of 36, so the shooter and the
// fader each win with chance 1/2 — the published figure ("the probability
// of winning is 50 % for both shooters and faders",
// https://de.wikipedia.org/wiki/Barbudi; "the odds of winning or losing in
// this game are even", https://dice-play.com/Games/Barbudi.htm). The
// shooter keeps the dice with chance 1/2 + 1/5 = 7/10: he throws the
// deciding throw with chance (10/36)/(1 - (26/36)²) = 18/31, and a 1-2 of
// his (2 of his 10 deciding throws) or a 6-5 of the fader's (2 of 10) adds
// 18/31·1/5 + 13/31·1/5 = 1/5.
func TestBarbudiEven(t *testing.T) {
	s := played(t, Barbudi, 2, "stake:1")
	// One throw of each duellist, from the engine: the chance that it
	// wins, loses or passes for its thrower.
	verdicts := func(thrower int) (win, lose, pass, keep float64) {
		c := s.Copy()
		if thrower != int(c.pos.Opener) {
			c.Apply(Move{Kind: KindThrow, Throw: MustThrow(1, 3)}) // passes to the fader
		}
		probs := c.Chances()
		for i, m := range c.LegalMoves(nil) {
			d := c.Copy()
			d.Apply(m)
			gain := holding(&d.pos, thrower) - holding(&c.pos, thrower)
			switch {
			case gain > 0:
				win += probs[i]
			case gain < 0:
				lose += probs[i]
			default:
				pass += probs[i]
			}
			if gain != 0 && d.pos.Opener == c.pos.Opener {
				keep += probs[i]
			}
		}
		return win, lose, pass, keep
	}
	sw, sl, sp, sk := verdicts(0)
	fw, fl, fp, fk := verdicts(1)
	if math.Abs(sw-5.0/36) > 1e-15 || math.Abs(sl-5.0/36) > 1e-15 || math.Abs(fw-5.0/36) > 1e-15 {
		t.Errorf("a throw wins %v and loses %v for the shooter, wins %v for the fader; want 5/36", sw, sl, fw)
	}
	// The coup is a geometric series of passes: the shooter throws, then
	// the fader, until a throw decides.
	cycle := 1 / (1 - sp*fp)
	shooter := (sw + sp*fl) * cycle
	fader := (sl + sp*fw) * cycle
	keep := (sk + sp*fk) * cycle
	if math.Abs(shooter-0.5) > 1e-12 || math.Abs(fader-0.5) > 1e-12 || math.Abs(keep-0.7) > 1e-12 {
		t.Errorf("shooter %.12f, fader %.12f, keeps the dice %.12f; want 1/2, 1/2, 7/10", shooter, fader, keep)
	}
}

// blackjackPlayer returns the best expected result (+1 a win, -1 a loss)
// of a Bankéř seat on total t against a bank whose open total is open and
// whose hidden die is unknown (each face 1/6), worked out from the rules:
// the seat throws while on 15 or less, may stand or throw past it, and is
// over-thrown past 21; a bank over 21 loses to everyone, equal totals go
// to the bank. It also says whether standing is best.
func blackjackPlayer(t, open int) (value float64, stand bool) {
	result := func(t int) float64 {
		v := 0.0
		for h := 1; h <= 6; h++ {
			if bank := open + h; bank > 21 || t <= 21 && t > bank {
				v += 1.0 / 6
			} else {
				v -= 1.0 / 6
			}
		}
		return v
	}
	if t > 21 {
		return result(t), true
	}
	more := 0.0
	for d := 1; d <= 6; d++ {
		v, _ := blackjackPlayer(t+d, open)
		more += v / 6
	}
	if t <= 15 {
		return more, false
	}
	if r := result(t); r >= more {
		return r, true
	}
	return more, false
}

// TestBankerEdge computes the bank's edge in Bankéř per chip staked when
// the bank throws on until it must stop (an open 15 or more) and the seat
// plays its best without seeing the hidden die, twice: by expectation over
// the engine's own throws, and by the recursion of blackjackPlayer over the
// bank's open totals (the chance of each found by the same rule: throw
// one die until the total is 15 or more). No published figure exists for
// this reconstruction.
func TestBankerEdge(t *testing.T) {
	policy := func(s *State) Move {
		p := &s.pos
		switch {
		case p.Flag == stageBank:
			return Move{Kind: KindRoll}
		case p.Flag == stageStakes:
			return Move{Kind: KindStake, N: 1}
		}
		if _, stand := blackjackPlayer(int(p.TurnScore), int(p.Total)); stand {
			return Move{Kind: KindStop}
		}
		return Move{Kind: KindRoll}
	}
	engine := coupValue(Banker.NewState(2), 0, policy)
	// The bank's open total: throw until 15 or more.
	reach := make([]float64, 22)
	reach[0] = 1
	rules := 0.0
	for total := 0; total < 21; total++ {
		if total >= 15 {
			v, _ := blackjackPlayer(0, total)
			rules -= reach[total] * v
			continue
		}
		for d := 1; d <= 6; d++ {
			reach[total+d] += reach[total] / 6
		}
	}
	t.Logf("Bankéř: the bank wins %.6f a chip staked against the best seat when it draws to 15 (it loses)", engine)
	if math.Abs(engine-rules) > 1e-12 {
		t.Errorf("engine %.12f, rules %.12f", engine, rules)
	}
}

// TestConformanceWagerVariants runs the contract on the options the wager
// entries list, set by name.
func TestConformanceWagerVariants(t *testing.T) {
	for _, g := range []*Game{
		derived(SudaNeboLicha, "Dice=1"), derived(SudaNeboLicha, "Banker=false"),
		derived(SudaNeboLicha, "Stake=3", "Limit=4"), derived(Barbudi, "Pass=on-loss"),
		derived(RodinneBarbudi, "Match.Rounds=2"), derived(Banker, "Stake=2", "Limit=3"),
	} {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// TestBankLimit: with stakes of up to 3 chips and a bank limit, the stakes
// of a coup never exceed the limit or what the bank holds, and chips are
// conserved, in random games.
func TestBankLimit(t *testing.T) {
	for _, g := range []*Game{derived(SudaNeboLicha, "Stake=3", "Limit=4"), derived(CerneABile, "Stake=3", "Limit=2"), derived(Banker, "Stake=3", "Limit=2")} {
		t.Run(g.ID(), func(t *testing.T) {
			r := g.Rules().(WagerRules)
			rapid.Check(t, func(t *rapid.T) {
				n := rapid.IntRange(2, 8).Draw(t, "players")
				rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 6))
				s := g.NewState(n)
				var buf []Move
				for s.pos.Phase != PhaseOver {
					buf = s.LegalMoves(buf)
					s.Apply(drawMove(t, rng, s, buf))
					staked := tableStakes(&s.pos)
					if r.Resolver == Blackjack {
						staked /= 2
					}
					if staked > r.Limit || s.pos.Ledger.Total() != r.Chips*n {
						t.Fatalf("stakes %d over the limit %d, or chips %d: %s", staked, r.Limit, s.pos.Ledger.Total(), s.Position())
					}
				}
			})
		})
	}
}

// TestDuelTable: of the 21 throws of two dice, 4 win for the thrower and 4
// lose (entry 25), together 10 of the 36 ordered throws.
func TestDuelTable(t *testing.T) {
	wins, loses, decided := 0, 0, 0
	for a := 1; a <= 6; a++ {
		for b := a; b <= 6; b++ {
			ways := 2
			if a == b {
				ways = 1
			}
			switch DuelVerdict(MustThrow(a, b)) {
			case 1:
				wins++
				decided += ways
			case -1:
				loses++
				decided += ways
			}
		}
	}
	if wins != 4 || loses != 4 || decided != 10 {
		t.Errorf("%d winning and %d losing throws, %d of 36 decide; want 4, 4, 10", wins, loses, decided)
	}
}

// TestBlackjackTable checks the settlement of entry 38 case by case.
func TestBlackjackTable(t *testing.T) {
	for _, c := range []struct {
		seat, bank int
		seatWins   bool
	}{
		{18, 22, true},  // the bank is over
		{23, 22, true},  // the bank is over, even if the seat is over too
		{20, 19, true},  // higher and not over
		{19, 19, false}, // equal totals go to the bank
		{17, 20, false}, // the bank is higher
		{22, 20, false}, // the seat is over, the bank is not
		{21, 21, false},
	} {
		if got := BlackjackWins(c.seat, c.bank); got != c.seatWins {
			t.Errorf("seat %d against bank %d: seat wins %v, want %v", c.seat, c.bank, got, c.seatWins)
		}
	}
}
