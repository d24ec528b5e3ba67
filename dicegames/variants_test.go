package dicegames

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"pgregory.net/rapid"
)

// TestVariantExamples plays short games of the variants the entries list,
// each set by name and worked out by hand from its rule (the sources are
// cited in doc.go's Decisions and in the comments).
func TestVariantExamples(t *testing.T) {
	for _, c := range []workedWith{
		// Hearts Due, every run (dicecold.com/games/hearts: "1-1-2-3-3-4
		// has two sequences, 1,2,3,4 and 1 for a total of 25 points").
		{"30-every-run", HeartsDue, []string{"EveryRun=true"}, 2, []string{"1-1-2-3-3-4"},
			func(p *Position) bool { return p.Score[0] == 25 }, "1-2-3-4 and 1: 20 + 5"},
		{"30-every-run-six-run-30", HeartsDue, []string{"EveryRun=true", "SixRun=30"}, 2, []string{"1-2-3-4-5-6", "1-1-2-2-3-4"},
			func(p *Position) bool { return p.Score[0] == 30 && p.Score[1] == 20+10 }, "1-6 is 30; 1-2-3-4 and 1-2: 20 + 10"},
		{"30-every-run-three-ones-wipe", HeartsDue, []string{"EveryRun=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-2-2-3"},
			func(p *Position) bool { return p.Score[0] == 0 }, "three 1s wipe the 35, however many runs"},
		// The bonuses (netexl.com/howtoplay/hearts-dice: four 1s double the
		// overall score after the round's points are added; four 6s reset
		// it).
		{"30-four-ones-double", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-1-2-3"},
			func(p *Position) bool { return p.Score[0] == (35+15)*2 && p.Phase == PhaseThrow && p.Turn == 1 },
			"35, then 1-2-3 (15) added and the total doubled: 100; the round is finished"},
		{"30-three-ones-still-wipe", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-2-3-4"},
			func(p *Position) bool { return p.Score[0] == 0 }, "exactly three 1s wipe the 35"},
		{"30-four-sixes-reset", HeartsDue, []string{"Bonuses=true"}, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-2-6-6-6-6"},
			func(p *Position) bool { return p.Score[0] == 0 }, "four 6s reset the 35 (the 1-2 scores nothing)"},
		{"30-four-ones-without-bonuses-wipe", HeartsDue, nil, 2, []string{"1-2-3-4-5-6", "2-2-2-2-2-2", "1-1-1-1-2-3"},
			func(p *Position) bool { return p.Score[0] == 0 }, "without the bonuses four 1s are three or more: a wipe"},
		// Chicago in free order: a sum scores once, into its empty box.
		{"46-free-order", Chicago, []string{"FreeOrder=true"}, 2, []string{"3-4", "1-1", "3-4", "5-6"},
			func(p *Position) bool {
				return p.Score[0] == 7 && p.Score[1] == 2+11 && p.Last[0] == 1<<7 && p.Last[1] == 1<<2|1<<11
			}, "7 and 2 score; the second 7 finds its box filled; 11 scores"},
		// Ship, Captain and Crew, one crew die thrown again.
		{"68-single-crew-die", LodKapitan, []string{"SingleCrew=true"}, 2, []string{"1-2-4-5-6", "keep:4-5-6", "keep:2", "6", "stop"},
			func(p *Position) bool { return p.Last[0] == 2+6 && p.Turn == 1 }, "crew 1-2; the 2 kept and the other die thrown: 6, crew 8"},
		{"68-single-crew-die-last-throw", LodKapitan, []string{"SingleCrew=true"}, 2, []string{"1-2-3-3-3", "1-2-4-5-6", "keep:4-5-6", "keep:1", "1"},
			func(p *Position) bool { return p.Last[0] == 2 && p.Turn == 1 }, "the third throw is final: crew 1-1 = 2"},
		// Ship, Captain and Crew: the tied seats throw again for the pot.
		{"68-tie-play-off", LodKapitan, []string{"TieThrow=true"}, 3, []string{"1-2-4-5-6", "keep:4-5-6", "stop", "1-2-4-5-6", "keep:4-5-6", "stop", "1-1-1-1-1", "1-1-1-1-1", "1-1-1-1-1", "3-3-4-5-6", "keep:4-5-6", "stop"},
			func(p *Position) bool {
				return p.Tie == 0b011 && p.Turn == 1 && p.Round == 0 && p.Last[0] == 6 && p.Last[2] == 0 && p.Stack[Pot] == 3
			}, "seats 0 and 1 tie on 3 (seat 2 scores nothing): seat 0 plays off a 6 and seat 1 follows; seat 2 sits out"},
		{"68-tie-play-off-won", LodKapitan, []string{"TieThrow=true"}, 3, []string{"1-2-4-5-6", "keep:4-5-6", "stop", "1-2-4-5-6", "keep:4-5-6", "stop", "1-1-1-1-1", "1-1-1-1-1", "1-1-1-1-1", "3-3-4-5-6", "keep:4-5-6", "stop", "1-1-4-5-6", "keep:4-5-6", "stop"},
			func(p *Position) bool {
				return p.Tie == 0 && p.Round == 1 && p.Stack[0] == 10-1+3-1 && p.Stack[1] == 8 && p.Stack[2] == 8 && p.Stack[Pot] == 3 && p.Turn == 0
			}, "seat 0's 6 beats seat 1's 2: the 3 antes are seat 0's, and round 2 antes again"},
		{"68-tie-leaves-the-pot", LodKapitan, nil, 3, []string{"1-2-4-5-6", "keep:4-5-6", "stop", "1-2-4-5-6", "keep:4-5-6", "stop", "1-1-1-1-1", "1-1-1-1-1", "1-1-1-1-1"},
			func(p *Position) bool { return p.Round == 1 && p.Stack[Pot] == 6 && p.Stack[0] == 8 },
			"without the option the tied pot stays and everyone antes again"},
		// Peníze: the first 7 begins and pays at once.
		{"57-first-seven-begins", Penize, nil, 2, []string{"1-2", "3-4", "1-2"},
			func(p *Position) bool {
				return p.Stack[0] == 4 && p.Stack[1] == 4 && p.Stack[FieldPool(7)] == 1 && p.Stack[FieldPool(3)] == 1 && p.Turn == 1
			}, "seat 0's 3 passes; seat 1's 7 begins and pays; seat 0's 3 places"},
		{"57-seat-0-begins", Penize, []string{"StartSum=0"}, 2, []string{"1-2"},
			func(p *Position) bool { return p.Stack[0] == 4 && p.Stack[FieldPool(3)] == 1 }, "without the start rule the first 3 places"},
		// Shut the Box: the faces instead of the sum.
		{"16-single-faces", Zakryvani, []string{"Faces=true"}, 1, []string{"3-4", "cover:3-4", "3-4"},
			func(p *Position) bool { return p.Score[0] == 45-7 && p.Phase == PhaseOver && p.End == endBoxOpen },
			"3 and 4 covered as faces; the next 3-4 finds both covered: 38 open, alone the box stays open"},
		{"16-single-face", Zakryvani, []string{"Faces=true"}, 1, []string{"3-4", "cover:4", "4-4", "cover:4"},
			nil, "one face covers its tile; a 4-4 then has no open 4"},
		{"16-faces-not-the-sum", Zakryvani, []string{"Faces=true"}, 1, []string{"3-4", "cover:7"},
			nil, "with Faces the sum 7 is not covered"},
		// Shut the Box: doubles doubled.
		{"16-doubled-double", Zakryvani, []string{"Doubles=true"}, 1, []string{"6-6", "cover:7-8-9"},
			func(p *Position) bool { return p.Total == 0b1111110 && p.Phase == PhaseDecide },
			"6-6 covers 24 = 7+8+9; with 7-9 covered the seat chooses one die or two"},
		{"16-double-as-its-sum", Zakryvani, []string{"Doubles=true"}, 1, []string{"6-6", "cover:3-9"},
			func(p *Position) bool { return p.Total == 0b0111110110 }, "6-6 may still cover 12"},
		{"16-mixed-throw-not-doubled", Zakryvani, []string{"Doubles=true"}, 1, []string{"3-4", "cover:5-9"},
			nil, "3-4 is no double: 14 is not open to it"},
		// Shut the Box: inverse scoring, the covered tiles count.
		{"16-inverse", Zakryvani, []string{"Inverse=true", "Match.Rounds=0", "Match.Target=200"}, 2, []string{"3-4", "cover:7", "1-1", "cover:2", "1-1"},
			func(p *Position) bool { return p.Score[0] == 7+2 && p.Turn == 1 && p.Phase == PhaseThrow },
			"7 and 2 covered, then a 2 finds no open set: the turn scores 9"},
		// Šestnáct smrt, the individual form (spielwiki.de "16 tot"): own
		// totals, 16 or more is dead; the dead, else the lowest, lose.
		{"4-individual-dead", SestnactSmrt, []string{"Mode=individual"}, 2, []string{"6", "roll", "6", "roll", "5", "2", "stop"},
			func(p *Position) bool {
				return p.Stack[0] == 2 && p.Stack[1] == 3 && p.Stack[Pot] == 1 && p.Turn == 0 && p.Opener == 0 && p.Phase == PhaseThrow
			}, "6+6+5 = 17 is dead: seat 0 pays, though seat 1 stopped on 2, and opens the next round"},
		{"4-individual-lowest", SestnactSmrt, []string{"Mode=individual"}, 2, []string{"5", "roll", "6", "stop", "3", "stop"},
			func(p *Position) bool { return p.Stack[0] == 3 && p.Stack[1] == 2 && p.Turn == 1 },
			"11 against 3, nobody dead: the lowest pays and opens"},
		{"4-individual-tie", SestnactSmrt, []string{"Mode=individual"}, 3, []string{"4", "stop", "4", "stop", "6", "stop"},
			func(p *Position) bool { return p.Stack[0] == 2 && p.Stack[1] == 2 && p.Stack[2] == 3 && p.Turn == 0 },
			"both lowest 4s pay; the first of them from the opener opens"},
		{"4-individual-last-chip", SestnactSmrt, []string{"Mode=individual", "Chips=1"}, 3, []string{"6", "roll", "6", "roll", "6", "2", "stop", "3", "stop"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 0b110 && p.End == endFirstOut },
			"the dead seat pays its only chip: the others win"},
		{"4-agreed-deaths", SestnactSmrt, []string{"Deaths=1"}, 2, []string{"6", "roll", "6", "stop", "5"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.End == endRounds },
			"the agreed single death: seat 1 dies at 17, seat 0 has more chips"},
		{"4-individual-agreed-deaths", SestnactSmrt, []string{"Mode=individual", "Deaths=2"}, 3, []string{"4", "stop", "4", "stop", "6", "stop"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1<<2 }, "the two lowest pay: two deaths, seat 2 has the most chips"},
		{"4-individual-no-forced-moves", SestnactSmrt, []string{"Mode=individual", "PassAt9=true"}, 2, nil,
			nil, "the forced moves belong to the shared total"},
		// Holý vrabec's elimination form (de.wikipedia.org "Nackter Spatz":
		// only the 1 counts; with two players its uncoverer gets a match
		// from the other, with more from his right neighbour, the thrower;
		// the first without matches wins; or the uncoverer drops out).
		{"2-elimination-matches", HolyVrabec, []string{"Scoring=sparrow-matches"}, 2, []string{"1", "4", "1", "3", "1"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.Won == 1 && p.End == endEmptied && p.Stack[0] == 0 && p.Stack[1] == 6
			}, "seat 0 throws three sparrows for seat 1 and gives away its three matches; the 4 and 3 count nothing"},
		{"2-elimination-matches-back", HolyVrabec, []string{"Scoring=sparrow-matches"}, 3, []string{"1", "1", "6"},
			func(p *Position) bool { return p.Stack[0] == 2 && p.Stack[1] == 3 && p.Stack[2] == 4 && p.Turn == 0 },
			"seat 0's sparrow gives seat 1 a match, seat 1's gives seat 2 one; a 6 is nothing"},
		{"2-elimination-out", HolyVrabec, []string{"Scoring=sparrow-out"}, 3, []string{"1", "1"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1<<2 && p.Out == 0b011 },
			"seat 1 uncovers seat 0's sparrow and drops out; seat 2 throws one for seat 0: seat 2 is left"},
		{"2-feathered-elimination", HolyVrabec, []string{"Scoring=sparrow-out", "SparrowFace=5"}, 2, []string{"1", "5"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1<<1 }, "the feathered sparrow is the 5; a 1 is nothing"},
		// Mäxchen's options (de.wikipedia.org "Mäxchen"; the entry's (a)
		// to (e)).
		{"17-blind-pass-lie", Maxik, []string{"BlindPass=true"}, 3, []string{"3-1", "claim:41", "claim:42", "doubt"},
			func(p *Position) bool { return p.Score[0] == 3 && p.Score[1] == 2 && p.Score[2] == 3 && p.Turn == 1 },
			"seat 1 passes 31 on unseen as 42: the lie is seat 1's, who loses"},
		{"17-blind-pass-true", Maxik, []string{"BlindPass=true"}, 3, []string{"6-6", "claim:41", "claim:42", "doubt"},
			func(p *Position) bool { return p.Score[2] == 2 && p.Turn == 2 }, "66 reaches 42: the doubter loses"},
		{"17-no-blind-pass", Maxik, nil, 3, []string{"3-1", "claim:41", "claim:42"},
			nil, "without the option a claim needs a throw"},
		{"17-second-throw", Maxik, []string{"SecondThrow=true"}, 3, []string{"6-5", "claim:65", "believe", "4-3", "roll", "2-1", "claim:66", "doubt"},
			func(p *Position) bool { return p.Score[2] == 2 && p.Score[1] == 3 && p.Turn == 2 },
			"43 does not beat 65: seat 1 throws again unseen, claims 66, and the Mäxchen under the cup makes it true"},
		{"17-second-throw-only-when-low", Maxik, []string{"SecondThrow=true"}, 3, []string{"6-5", "claim:52", "believe", "6-6", "roll"},
			nil, "66 beats 52: no second throw"},
		{"17-maxchen-over-maxchen", Maxik, []string{"MaxchenOverMaxchen=true"}, 3, []string{"2-1", "claim:21", "believe", "3-1", "claim:21", "doubt"},
			func(p *Position) bool { return p.Score[1] == 2 && p.Score[0] == 3 && p.Turn == 1 },
			"Mäxchen believed and claimed again over itself; 31 is a lie"},
		{"17-maxchen-only-doubted", Maxik, nil, 3, []string{"2-1", "claim:21", "believe"},
			nil, "without the option a Mäxchen claim must be doubted"},
		{"17-exact-claims", Maxik, []string{"ExactClaims=true"}, 3, []string{"6-6", "claim:41", "doubt"},
			func(p *Position) bool { return p.Score[0] == 2 && p.Score[1] == 3 }, "66 claimed as 41 is a lie when only exact claims are true"},
		{"17-under-claim-is-no-lie", Maxik, nil, 3, []string{"6-6", "claim:41", "doubt"},
			func(p *Position) bool { return p.Score[0] == 3 && p.Score[1] == 2 }, "by default dice above the claim make it true"},
		{"17-penalty-tally", Maxik, []string{"Tally=2"}, 3, []string{"3-1", "claim:41", "doubt", "6-6", "claim:41", "doubt"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.Won == 1<<2 && p.Score[0] == 1 && p.Score[1] == 1 && p.End == endRounds
			}, "a penalty each for seats 0 and 1 in the two doubts: seat 2 has the fewest"},
		// The Hüttenspiel (de.wikipedia.org "Hüttenspiel"; taktile-spiele.de
		// "Six out"): the opener's three chips, six out, two dice.
		{"55-opener-places-three", ChatovaHra, nil, 2, []string{"1", "2", "roll", "3"},
			func(p *Position) bool { return p.Stack[0] == 3 && p.Turn == 1 && p.Phase == PhaseThrow },
			"the opener's third chip ends his turn"},
		{"55-no-opener-limit", ChatovaHra, []string{"OpenerLimit=0"}, 2, []string{"1", "2", "roll", "3"},
			func(p *Position) bool { return p.Stack[0] == 3 && p.Turn == 0 && p.Phase == PhaseDecide },
			"without the limit he may throw on"},
		{"55-limit-only-first-turn", ChatovaHra, nil, 2, []string{"1", "2", "stop", "6", "4", "roll", "5", "roll", "3"},
			func(p *Position) bool { return p.Stack[1] == 2 && p.Turn == 1 && p.Phase == PhaseDecide },
			"the second seat places four chips and may go on"},
		{"55-first-round-once", ChatovaHra, []string{"FirstRoundOnce=true"}, 2, []string{"1", "2", "3", "4"},
			func(p *Position) bool {
				return p.Stack[0] == 3 && p.Stack[1] == 5 && p.Round == 1 && p.Turn == 0 && p.Phase == PhaseDecide
			},
			"one throw each in round 1; in round 2 seat 0's 3 is followed by a throw and its 4 by a choice"},
		{"55-six-out", ChatovaHra, []string{"TakeClears=true"}, 2, []string{"6", "1", "roll", "2", "1"},
			func(p *Position) bool {
				return p.Stack[1] == 6+2 && p.Stack[FieldPool(1)] == 0 && p.Stack[FieldPool(2)] == 0 && p.Stack[FieldPool(6)] == 1 && p.Turn == 0
			}, "a take from field 1 takes fields 1 and 2, not the centre"},
		{"55-take-one", ChatovaHra, nil, 2, []string{"6", "1", "roll", "2", "1"},
			func(p *Position) bool { return p.Stack[1] == 6+1 && p.Stack[FieldPool(2)] == 1 }, "without six out only field 1 is taken"},
		{"55-two-dice-sum", ChatovaHra, []string{"Dice=2"}, 2, []string{"1-2", "cover:3", "2-5"},
			func(p *Position) bool {
				return p.Stack[0] == 3 && p.Stack[FieldPool(3)] == 1 && p.Stack[FieldPool(2)] == 1 && p.Stack[FieldPool(5)] == 1 && p.Turn == 1
			}, "1-2 as its sum onto 3; 2-5 (7 is no field) onto 2 and 5: the opener's three chips"},
		{"55-two-dice-faces", ChatovaHra, []string{"Dice=2"}, 2, []string{"1-2", "cover:1-2"},
			func(p *Position) bool {
				return p.Stack[FieldPool(1)] == 1 && p.Stack[FieldPool(2)] == 1 && p.Phase == PhaseThrow && p.Turn == 0
			}, "1-2 as its faces onto 1 and 2; the first throw is followed by another"},
		{"55-two-dice-take-ends", ChatovaHra, []string{"Dice=2", "OpenerLimit=0"}, 2, []string{"1-2", "cover:1-2", "3-4", "stop", "1-5", "cover:1-5"},
			func(p *Position) bool {
				return p.Stack[1] == 7 && p.Stack[FieldPool(5)] == 0 && p.Stack[FieldPool(1)] == 0 && p.Turn == 0
			},
			"seat 1's 1 finds field 1 occupied: it takes the chip and its 5 is not placed"},
	} {
		t.Run(c.name, c.run)
	}
}

// heartsRuns scores every run of a throw from the rule, independently of
// the engine: the throw holds min(c1..ck) runs of length k or more, so
// each k adds 5 per such run, and each full run 1-6 adds SixRun - 30.
func heartsRuns(t Throw, sixRun int) int {
	c := t.Counts()
	score, low := 0, 6
	for k := 1; k <= 6; k++ {
		low = min(low, c[k])
		score += 5 * low
	}
	return score + (sixRun-30)*low
}

// TestVariantInvariants plays random games of the variants and checks the
// cross-cutting invariants of TestInvariants with each variant's own.
func TestVariantInvariants(t *testing.T) {
	onThrow := func(f func(b, a *Position, th Throw) error) stepCheck {
		return func(g *Game, b, a *Position, m Move) error {
			if m.Kind != KindThrow || b.Phase != PhaseThrow {
				return nil
			}
			return f(b, a, m.Throw)
		}
	}
	for _, c := range []struct {
		g        *Game
		settings []string
		check    stepCheck
	}{
		{HeartsDue, []string{"EveryRun=true", "SixRun=30"}, onThrow(func(b, a *Position, th Throw) error {
			want := int(b.Score[b.Turn]) + heartsRuns(th, 30)
			if th.Count(1) >= 3 {
				want = 0
			}
			if int(a.Score[b.Turn]) != want {
				return fmt.Errorf("%v: total %d, want %d", th, a.Score[b.Turn], want)
			}
			return nil
		})},
		{HeartsDue, []string{"Bonuses=true"}, onThrow(func(b, a *Position, th Throw) error {
			run := []int{0, 5, 10, 15, 20, 25, 35}[th.RunFromOne()]
			want := int(b.Score[b.Turn]) + run
			switch {
			case th.Count(1) >= 4:
				want *= 2
			case th.Count(1) == 3, th.Count(6) >= 4:
				want = 0
			}
			if int(a.Score[b.Turn]) != want {
				return fmt.Errorf("%v: total %d, want %d", th, a.Score[b.Turn], want)
			}
			return nil
		})},
		{Chicago, []string{"FreeOrder=true"}, onThrow(func(b, a *Position, th Throw) error {
			me := b.Turn
			d := int(a.Score[me] - b.Score[me])
			if d != 0 && d != th.Sum() || b.Last[me]&(1<<th.Sum()) != 0 && d != 0 || a.Score[me] > 77 {
				return fmt.Errorf("%v scored %d with boxes %b", th, d, b.Last[me])
			}
			return nil
		})},
		{Chicago, []string{"FreeOrder=true", "Match.Rounds=0", "Match.Target=77", "Match.FinishRound=true"}, func(g *Game, b, a *Position, m Move) error {
			if a.Phase == PhaseOver && a.End != endThrowOff && a.End != endShared {
				for _, w := range seatList(a.Won) {
					if a.Score[w] != 77 {
						return fmt.Errorf("seat %d won with %d", w, a.Score[w])
					}
				}
			}
			return nil
		}},
		{LodKapitan, []string{"SingleCrew=true"}, entryChecks[LodKapitan]},
		{LodKapitan, []string{"TieThrow=true", "SingleCrew=true"}, func(g *Game, b, a *Position, m Move) error {
			if a.Tie != 0 && a.Phase != PhaseOver && a.Tie&(1<<a.Turn) == 0 {
				return fmt.Errorf("seat %d plays in a play-off of %b", a.Turn, a.Tie)
			}
			return entryChecks[LodKapitan](g, b, a, m)
		}},
		{ChatovaHra, []string{"Dice=2", "TakeClears=true"}, hutCheck},
		{ChatovaHra, []string{"OpenerLimit=0"}, hutCheck},
		{ChatovaHra, nil, hutCheck},
		{Maxik, []string{"BlindPass=true", "SecondThrow=true", "MaxchenOverMaxchen=true"}, maxikCheck},
		{Maxik, []string{"ExactClaims=true", "Tally=20", "MaxchenCostsTwo=true"}, maxikCheck},
		{HolyVrabec, []string{"Scoring=sparrow-matches"}, onThrow(func(b, a *Position, th Throw) error {
			me, next := b.Turn, b.Next(int(b.Turn))
			moved := a.Stack[me] != b.Stack[me] || a.Stack[next] != b.Stack[next]
			if th.Has(1) != moved || moved && (a.Stack[me] != b.Stack[me]-1 || a.Stack[next] != b.Stack[next]+1) {
				return fmt.Errorf("%v moved matches %v → %v", th, b.Stack[:b.N], a.Stack[:a.N])
			}
			return nil
		})},
		{HolyVrabec, []string{"Scoring=sparrow-out"}, onThrow(func(b, a *Position, th Throw) error {
			if gone := a.Out &^ b.Out; th.Has(1) != (gone != 0) || gone != 0 && gone != 1<<b.Next(int(b.Turn)) {
				return fmt.Errorf("%v put out %b", th, gone)
			}
			return nil
		})},
		{SestnactSmrt, []string{"Mode=individual"}, func(g *Game, b, a *Position, m Move) error {
			if a.Phase == PhaseDecide && a.TurnScore >= 16 {
				return fmt.Errorf("a dead total %d decides", a.TurnScore)
			}
			if paid := a.Stack[Pot] - b.Stack[Pot]; paid < 0 || paid > 0 && a.Round == b.Round && a.Phase != PhaseOver {
				return fmt.Errorf("%d chips paid within a round", paid)
			}
			return nil
		}},
		{Zakryvani, []string{"Faces=true"}, coverCheck(func(b *Position, m Move) bool {
			lo, hi := b.Dice.Min(), b.Dice.Max()
			return m.N == 1<<lo || m.N == 1<<hi || m.N == 1<<lo|1<<hi
		})},
		{Zakryvani, []string{"Doubles=true", "Tiles=12"}, coverCheck(func(b *Position, m Move) bool {
			v := tileSum(int(m.N))
			return v == b.Dice.Sum() || b.Dice.IsDouble() && v == 2*b.Dice.Sum()
		})},
		{Zakryvani, []string{"Inverse=true", "Match.Rounds=0", "Match.Target=200"}, func(g *Game, b, a *Position, m Move) error {
			if a.Turn != b.Turn && b.Phase != PhaseThrowOff && a.Phase != PhaseOver {
				if got, want := a.Score[b.Turn]-b.Score[b.Turn], 45-tileSum(int(b.Total&^m.N)); int(got) != want && m.Kind == KindCover ||
					m.Kind == KindThrow && int(got) != 45-tileSum(int(b.Total)) {
					return fmt.Errorf("the turn scored %d, not the covered tiles", got)
				}
			}
			return nil
		}},
		{Penize, nil, func(g *Game, b, a *Position, m Move) error {
			if b.Total == seekingStart && m.Throw.Sum() != 7 && a.Ledger != b.Ledger {
				return fmt.Errorf("a throw of %v moved chips before the first 7", m.Throw)
			}
			return fieldsAtMostOne(3, 11, 7)(g, b, a, m)
		}},
	} {
		g := derived(c.g, c.settings...)
		t.Run(g.ID(), func(t *testing.T) { rapid.Check(t, invariants(g, c.check)) })
	}
}

// coverCheck is the Shut the Box invariant of a variant: every cover is
// of open tiles, matches the throw as legal says, and covered tiles stay
// covered for the rest of the turn.
func coverCheck(legal func(b *Position, m Move) bool) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		if m.Kind != KindCover {
			return nil
		}
		if b.Total&m.N != m.N || !legal(b, m) {
			return fmt.Errorf("covered %v of open %b with a throw of %v", m, b.Total, b.Dice)
		}
		if a.Phase != PhaseOver && a.Turn == b.Turn && a.Total != b.Total&^m.N {
			return fmt.Errorf("covered tiles reopened")
		}
		return nil
	}
}

// maxikCheck is Mäxchen's invariant under its options: claims rise (but
// Mäxchen over Mäxchen), a doubt changes one or two lives or penalties of
// one seat and nothing else does, and a doubt's loser is the doubter
// exactly when the dice under the cup reach the claim.
func maxikCheck(g *Game, b, a *Position, m Move) error {
	r := g.eng.(*claimGame).r
	if m.Kind == KindClaim && MaxchenRank(int(m.N)) <= MaxchenRank(int(b.Total)) && !(r.MaxchenOverMaxchen && m.N == Maxchen && b.Total == Maxchen) {
		return fmt.Errorf("claim %d does not beat %d", m.N, b.Total)
	}
	changed, by := -1, 0
	for i := range int(a.N) {
		if d := int(a.Score[i] - b.Score[i]); d != 0 {
			if changed >= 0 {
				return fmt.Errorf("%v changed two seats", m)
			}
			changed, by = i, max(d, -d)
		}
	}
	if m.Kind != KindDoubt {
		if changed >= 0 {
			return fmt.Errorf("%v changed seat %d", m, changed)
		}
		return nil
	}
	if by < 1 || by > 2 {
		return fmt.Errorf("a doubt changed %d", by)
	}
	v := MaxchenValue(b.Dice)
	truth := MaxchenRank(v) >= MaxchenRank(int(b.Total))
	if r.ExactClaims {
		truth = v == int(b.Total)
	}
	if (changed == int(b.Turn)) != truth {
		return fmt.Errorf("dice %v, claim %d: seat %d lost, the doubter is %d", b.Dice, b.Total, changed, b.Turn)
	}
	return nil
}

// TestMaxikUnseenSecondThrow: the second throw is seen by nobody, the
// thrower included, and a blind pass shows nobody the dice.
func TestMaxikUnseenSecondThrow(t *testing.T) {
	g := derived(Maxik, "SecondThrow=true", "BlindPass=true")
	st, err := g.New(3)
	if err != nil {
		t.Fatal(err)
	}
	h := st.(*HiddenState)
	if err := board.Replay(h, "6-5", "claim:65", "believe", "4-3"); err != nil {
		t.Fatal(err)
	}
	if obs := h.Observation(1); !strings.Contains(obs, " dice=3-4 ") {
		t.Errorf("seat 1 does not see its own throw: %s", obs)
	}
	if err := board.Replay(h, "roll"); err != nil {
		t.Fatal(err)
	}
	for q := range 3 {
		if got := h.ObserveMove(board.Player(q), Move{Kind: KindThrow, Throw: MustThrow(1, 2)}); got != "throw" {
			t.Errorf("seat %d sees the unseen throw as %q", q, got)
		}
	}
	if err := board.Replay(h, "2-1"); err != nil {
		t.Fatal(err)
	}
	for q := range 3 {
		if obs := h.Observation(board.Player(q)); !strings.Contains(obs, " dice= ") {
			t.Errorf("seat %d sees the unseen throw: %s", q, obs)
		}
	}
	if err := board.Replay(h, "claim:66", "claim:21"); err != nil {
		t.Fatal(err)
	}
	for q := range 3 {
		if obs := h.Observation(board.Player(q)); !strings.Contains(obs, " dice= ") {
			t.Errorf("seat %d sees the dice after a blind pass: %s", q, obs)
		}
	}
}

// hutCheck is the Hüttenspiel's invariant: fields 1-5 hold at most one
// chip, the centre never shrinks, a take ends the turn, and the opener's
// first turn places at most OpenerLimit chips.
func hutCheck(g *Game, b, a *Position, m Move) error {
	r := g.eng.(*fieldGame).r
	for f := 1; f <= 5; f++ {
		if a.Stack[FieldPool(f)] > 1 {
			return fmt.Errorf("field %d holds %d", f, a.Stack[FieldPool(f)])
		}
	}
	if a.Stack[FieldPool(6)] < b.Stack[FieldPool(6)] {
		return fmt.Errorf("the centre shrank")
	}
	if a.Stack[b.Turn] > b.Stack[b.Turn] && a.Phase != PhaseOver && a.Turn == b.Turn {
		return fmt.Errorf("seat %d took chips and goes on", b.Turn)
	}
	if first := b.Round == 0 && b.Done == 0 && b.Turn == b.Opener; first && r.OpenerLimit > 0 && int(a.TurnScore) > r.OpenerLimit && a.Turn == b.Turn {
		return fmt.Errorf("the opener placed %d chips", a.TurnScore)
	}
	return nil
}

// variantGames are the variants of the entries' options, for the fuzz
// target.
var variantGames = []*Game{
	derived(HeartsDue, "EveryRun=true", "Bonuses=true"),
	derived(Chicago, "FreeOrder=true"),
	derived(LodKapitan, "SingleCrew=true"),
	derived(Zakryvani, "Faces=true", "Inverse=true"),
	derived(Zakryvani, "Doubles=true", "Tiles=12"),
	derived(SestnactSmrt, "Mode=individual", "Deaths=4"),
	derived(HolyVrabec, "Scoring=sparrow-matches"),
	derived(HolyVrabec, "Scoring=sparrow-out"),
	derived(Maxik, "BlindPass=true", "SecondThrow=true", "MaxchenOverMaxchen=true"),
	derived(Maxik, "ExactClaims=true", "Tally=10"),
	derived(ChatovaHra, "Dice=2", "TakeClears=true"),
	derived(Vsi, "Stakes=true"),
	derived(Vsi, "ThrowNumbers=true", "NewNumbers=true"),
	derived(Pavouk, "FirstLoses=true"),
}

func FuzzParseVariantPosition(f *testing.F) {
	for _, g := range variantGames {
		s := g.NewState(3)
		f.Add(s.Position())
		for range 6 { // a few plies in, where the variants' fields are set
			if ms := s.LegalMoves(nil); len(ms) > 0 {
				s.Apply(ms[len(ms)/2])
			}
		}
		f.Add(s.Position())
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range variantGames {
			parseAndPlay(t, g, s)
		}
	})
}
