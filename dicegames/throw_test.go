package dicegames

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// drawFaces draws 1..MaxDice faces of six-sided dice.
func drawFaces(t *rapid.T) []int {
	return rapid.SliceOfN(rapid.IntRange(1, 6), 1, MaxDice).Draw(t, "faces")
}

func TestThrowPredicates(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		faces := drawFaces(t)
		th := MustThrow(faces...)
		sum, prod := 0, 1
		for _, f := range faces {
			sum += f
			prod *= f
		}
		if th.Sum() != sum || th.Product() != prod || th.Len() != len(faces) {
			t.Fatalf("%v: sum %d product %d len %d", faces, th.Sum(), th.Product(), th.Len())
		}
		if th.Max() != slices.Max(faces) || th.Min() != slices.Min(faces) {
			t.Fatalf("%v: max %d min %d", faces, th.Max(), th.Min())
		}
		counts := th.Counts()
		total := 0
		for f := 1; f <= 6; f++ {
			total += counts[f]
			if counts[f] != th.Count(f) || th.Has(f) != slices.Contains(faces, f) {
				t.Fatalf("%v: count of %d", faces, f)
			}
		}
		if total != len(faces) || counts[0] != 0 {
			t.Fatalf("%v: counts %v", faces, counts)
		}
		allSame := len(faces) >= 2 && th.Count(faces[0]) == len(faces)
		if th.IsDouble() != allSame {
			t.Fatalf("%v: IsDouble %v", faces, th.IsDouble())
		}
		run := 0
		for run < 6 && slices.Contains(faces, run+1) {
			run++
		}
		if th.RunFromOne() != run {
			t.Fatalf("%v: RunFromOne %d, want %d", faces, th.RunFromOne(), run)
		}
		// SubsetSums against the sums of every non-empty subset of the dice.
		var want uint64
		for m := 1; m < 1<<len(faces); m++ {
			s := 0
			for i, f := range faces {
				if m&(1<<i) != 0 {
					s += f
				}
			}
			want |= 1 << s
		}
		if th.SubsetSums() != want {
			t.Fatalf("%v: SubsetSums %b, want %b", faces, th.SubsetSums(), want)
		}
		// The order of the dice does not matter, and the notation reads back.
		shuffled := rapid.Permutation(faces).Draw(t, "order")
		if MustThrow(shuffled...) != th {
			t.Fatalf("%v and %v are different throws", faces, shuffled)
		}
		back, err := ParseThrow(th.String())
		if err != nil || back != th {
			t.Fatalf("ParseThrow(%q) = %v, %v", th.String(), back, err)
		}
	})
}

func TestThrowValues(t *testing.T) {
	// Round the Spot: the pips around the centre pip (entry 32).
	for face, want := range map[int]int{1: 1, 2: 0, 3: 2, 4: 0, 5: 4, 6: 0} {
		if got := CentreSpotValue(face); got != want {
			t.Errorf("CentreSpotValue(%d) = %d, want %d", face, got, want)
		}
		if Opposite(face)+face != 7 {
			t.Errorf("Opposite(%d) = %d", face, Opposite(face))
		}
	}
	if s := MustThrow(6, 3, 1, 3).String(); s != "1-3-3-6" {
		t.Errorf("String = %q, want 1-3-3-6", s)
	}
}

// TestChanceTables checks the outcomes of k dice against the multiset
// counts C(k+5, 5): 6, 21, 56, 126, 252, 462, with probabilities summing
// to 1 and doubles of two dice 1/36, the others 2/36.
func TestChanceTables(t *testing.T) {
	want := []int{0, 6, 21, 56, 126, 252, 462}
	for k := 1; k <= MaxDice; k++ {
		c := chances[k]
		if len(c.moves) != want[k] {
			t.Errorf("%d dice: %d outcomes, want %d", k, len(c.moves), want[k])
		}
		sum := 0.0
		for i, m := range c.moves {
			sum += c.probs[i]
			if m.Throw.Len() != k {
				t.Errorf("%d dice: outcome %v", k, m)
			}
		}
		if sum < 1-1e-12 || sum > 1+1e-12 {
			t.Errorf("%d dice: probabilities sum to %v", k, sum)
		}
	}
	for i, m := range chances[2].moves {
		want := 2.0 / 36
		if m.Throw.IsDouble() {
			want = 1.0 / 36
		}
		if d := chances[2].probs[i] - want; d > 1e-15 || d < -1e-15 {
			t.Errorf("%v: probability %v, want %v", m, chances[2].probs[i], want)
		}
	}
}

func TestMaxchenRanking(t *testing.T) {
	// The ranking is a total order on the 21 throws of two dice, with
	// Mäxchen (21) on top (entry 17).
	seen := map[int]bool{}
	for _, m := range chances[2].moves {
		r := MaxchenRank(MaxchenValue(m.Throw))
		if r < 0 || seen[r] {
			t.Fatalf("%v has rank %d twice or none", m, r)
		}
		seen[r] = true
	}
	if len(seen) != 21 || MaxchenRank(Maxchen) != 20 || MaxchenRank(31) != 0 || MaxchenRank(66) != 19 || MaxchenRank(11) != 14 {
		t.Fatalf("ranking wrong: %v", seen)
	}
	if MaxchenValue(MustThrow(1, 3)) != 31 || MaxchenRank(13) != -1 {
		t.Fatal("the higher face is the tens")
	}
}

func TestLedgerPolicies(t *testing.T) {
	var l Ledger
	l.Stack[0] = 3
	if n, err := l.Transfer(0, Pot, 5, Exact); err == nil || n != 0 || l.Stack[0] != 3 {
		t.Fatalf("exact short transfer moved %d, %v", n, err)
	}
	if n, _ := l.Transfer(0, Pot, 5, Clamp); n != 3 || l.Stack[0] != 0 || l.Stack[Pot] != 3 {
		t.Fatalf("clamp moved %d", n)
	}
	if n, _ := l.Transfer(Pot, 1, 5, Create); n != 5 || l.Minted != 2 || l.Stack[Pot] != 0 || l.Stack[1] != 5 {
		t.Fatalf("create moved %d, minted %d", n, l.Minted)
	}
	if l.Total()-int(l.Minted) != 3 {
		t.Fatalf("not conserved: total %d minted %d", l.Total(), l.Minted)
	}
}

func TestSeatsRing(t *testing.T) {
	s := Seats{N: 4}
	s.Eliminate(1)
	if s.Next(0) != 2 || s.Next(3) != 0 || s.Left(3) != 0 || s.Right(0) != 3 || s.Active() != 3 {
		t.Fatalf("ring: %+v", s)
	}
	s.Eliminate(2)
	s.Eliminate(3)
	if s.Survivor() != 0 || s.Next(0) != 0 {
		t.Fatalf("survivor: %+v", s)
	}
	s.Reenter(3)
	if s.Survivor() != -1 || s.Next(0) != 3 {
		t.Fatalf("re-entry: %+v", s)
	}
}
