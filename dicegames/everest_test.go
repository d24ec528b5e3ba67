package dicegames

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

func init() { entryChecks[Everest] = everestCheck }

// everestClaims returns every claim a throw allows a sheet, worked out from
// the rules of entry 50 by choosing disjoint non-empty sets of the dice
// (as bit sets), each set's sum an open box: the claims as sorted number
// lists written "3-3-8".
func everestClaims(faces []int, open func(n, times int) bool, one bool) []string {
	seen := map[string]bool{}
	var choose func(free int, nums []int)
	choose = func(free int, nums []int) {
		if len(nums) > 0 {
			ns := slices.Clone(nums)
			sort.Ints(ns)
			ok := true
			for _, n := range ns {
				times := 0
				for _, o := range ns {
					if o == n {
						times++
					}
				}
				ok = ok && open(n, times)
			}
			if ok {
				seen[fmt.Sprint(ns)] = true
			}
		}
		if one && len(nums) == 1 {
			return
		}
		for set := free; set > 0; set = (set - 1) & free {
			sum := 0
			for i, f := range faces {
				if set&(1<<i) != 0 {
					sum += f
				}
			}
			choose(free&^set, append(nums, sum))
		}
	}
	choose(1<<len(faces)-1, nil)
	var out []string
	for k := range seen {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// everestCheck: at a decision the legal claims are exactly those of the
// rules (disjoint groups of the dice, open boxes, one number with
// OneClaim); a claim crosses off its boxes on the thrower's sheet only; a
// throw with no claim ends the turn.
func everestCheck(g *Game, b, a *Position, m Move) error {
	e := g.eng.(*checklistGame)
	if a.Phase == PhaseDecide && a.Turn == b.Turn {
		me := int(a.Turn)
		open := func(n, times int) bool { return n <= e.r.Top && crossed(a, me, n)+times <= 2 }
		want := everestClaims(a.Dice.faces(), open, e.r.OneClaim)
		var got []string
		s := &State{g: g, pos: *a}
		for _, c := range s.LegalMoves(nil) {
			got = append(got, fmt.Sprint(claimNumbers(c)))
		}
		sort.Strings(got)
		if !slices.Equal(got, want) {
			return fmt.Errorf("claims of %v: %v, rules %v", a.Dice, got, want)
		}
	}
	if m.Kind == KindCross {
		me := int(b.Turn)
		ns := claimNumbers(m)
		if int(a.Score[me]-b.Score[me]) != len(ns) || len(ns) > 3 {
			return fmt.Errorf("%v crossed %d boxes", m, a.Score[me]-b.Score[me])
		}
		for _, n := range ns {
			if crossed(a, me, n) <= crossed(b, me, n) {
				return fmt.Errorf("%v: number %d not crossed off", m, n)
			}
		}
		for q := range int(a.N) {
			if q != me && a.Sheet[q] != b.Sheet[q] {
				return fmt.Errorf("seat %d's sheet changed", q)
			}
		}
	}
	return nil
}

func TestEverestWorkedExamples(t *testing.T) {
	for _, c := range []worked{
		{"50-each-die-serves-once", Everest, 2, []string{"1-2-5", "cross:1-2-5"},
			func(p *Position) bool { return p.Score[0] == 3 && crossed(p, 0, 5) == 1 && p.Turn == 1 },
			"1, 2 and 5 cross off three boxes"},
		{"50-two-dice-make-one-number", Everest, 2, []string{"1-2-5", "cross:3-5"},
			func(p *Position) bool { return p.Score[0] == 2 && crossed(p, 0, 3) == 1 }, "1+2 and 5"},
		{"50-a-number-in-both-rows", Everest, 2, []string{"2-3-5", "cross:5-5"},
			func(p *Position) bool { return crossed(p, 0, 5) == 2 }, "2+3 and 5 cross off both 5s"},
		{"50-a-die-cannot-serve-twice", Everest, 2, []string{"1-2-5", "cross:3-6"}, nil, "1+2 and 1+5 share the 1"},
		{"50-a-number-has-two-boxes", Everest, 2, []string{"2-3-5", "cross:5-5", "6-6-6", "cross:6", "5-6-6", "cross:5"}, nil,
			"both boxes of 5 are gone"},
		{"50-one-number-a-turn", derived(Everest, "OneClaim=true"), 2, []string{"1-2-5", "cross:1-2"}, nil,
			"the family rule crosses off one number"},
		{"50-the-sheet-ends-at-12", Everest, 2, []string{"6-6-6", "cross:6-12"},
			func(p *Position) bool { return p.Score[0] == 2 && crossed(p, 0, 12) == 1 }, "6 and 6+6; 18 is past the sheet"},
	} {
		t.Run(c.name, c.run)
	}
}

// TestConformanceEverestOneClaim runs the contract on the family rule.
func TestConformanceEverestOneClaim(t *testing.T) {
	boardtest.Run(t, derived(Everest, "OneClaim=true"))
}

// TestSheetsField: a game of boxes writes its sheets as the last field and
// reads them back; every other game refuses the field.
func TestSheetsField(t *testing.T) {
	s := Everest.NewState(2)
	for _, m := range []Move{{Kind: KindThrow, Throw: MustThrow(2, 3, 5)}, packClaim([]int{5, 5})} {
		if err := s.PlayMove(m); err != nil {
			t.Fatal(err)
		}
	}
	text := s.Position()
	if !strings.HasSuffix(text, " sheets=200/0") {
		t.Fatalf("position %q: want the sheets 200/0 (two boxes of 5: bits 8-9 hold 2)", text)
	}
	back, err := Everest.ParseState(text)
	if err != nil || back.pos != s.pos {
		t.Fatalf("%q reads back as %v, %v", text, back, err)
	}
	pig := HnaniPrasatek.NewState(2).Position() + " sheets=1/0"
	if _, err := HnaniPrasatek.ParseState(pig); !errors.Is(err, board.ErrBadNotation) {
		t.Errorf("Pig read a sheet: %v", err)
	}
	if _, err := Jule.ParseState(Jule.NewState(2).Position() + " sheets=1/0"); !errors.Is(err, board.ErrBadNotation) {
		t.Errorf("Jule read a sheet: %v", err)
	}
}
