package dicegames

import (
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/board/boardtest"
)

// chipGames are the games of the Chips engine, with the variants their
// entries list, set by name.
var chipGames = []*Game{JedenactVyhrava, SedmBere, JedenactBere, DavatABrat, Zapalky, PomozSvemuSousedovi, JakTyNaMe, JednaVlevo, JednickaVHrnci, HromadaDrivi}

// chipVariants are the options the entries list (62: Left Center Right,
// directions swapped, the middle first; 23: the doubling 12 with a cap;
// 14: paying the winner; 22: a miss paying one chip in an agreed time;
// 58: 20 counters and the uninvolved throw as a throw-off, and a set of
// games with the first throw rotating; 41: the Streichholztopf; 23:
// Brucker's two chips in the middle instead of the antes). Sets of 62 and
// 65 try the set on a loser's and a drawn end.
func chipVariants() []*Game {
	return []*Game{
		derived(PomozSvemuSousedovi, "Games=3"),
		derived(PomozSvemuSousedovi, "Games=2", "Ties=throw-off"),
		derived(JednaVlevo, "Games=2"),
		derived(HromadaDrivi, "Games=2"),
		derived(JedenactBere, "Seed=2"),
		derived(JednaVlevo, "DicePerChip=true", "Faces.Six=pot", "End=last-holder"),
		derived(JednaVlevo, "Faces.One=right", "Faces.Two=left", "Descending=true"),
		derived(JedenactBere, "Double=true", "Cap=20"),
		derived(JedenactVyhrava, "PayWinner=true"),
		derived(SedmBere, "Miss=one", "Rounds=30"),
		derived(PomozSvemuSousedovi, "Chips=20", "Ties=throw-off"),
		derived(Zapalky, streichholztopf("Heap=5")...),
	}
}

func init() {
	for _, g := range append(chipVariants(), chipGames...) {
		entryChecks[g] = chipCheck
	}
}

// moved returns how many chips left and reached each account in a move.
func moved(b, a *Position) (lost, got [accounts]int) {
	for i := range accounts {
		switch d := int(a.Stack[i] - b.Stack[i]); {
		case d < 0:
			lost[i] = -d
		case d > 0:
			got[i] = d
		}
	}
	return lost, got
}

// chipCheck checks one throw of a Chips game against its entry's rules,
// written here from the entries, not from the engine: who pays whom how
// much. A throw that ends the game (the winners take the pot) or starts a
// finale is checked by the end invariants only.
func chipCheck(g *Game, b, a *Position, m Move) error {
	r := g.eng.(*chipGame).r
	if a.Total != b.Total && r.Games > 1 {
		return setCheck(r, b, a)
	}
	if err := chipEnds(r, b, a); err != nil {
		return err
	}
	if b.Phase != PhaseThrow || a.Phase == PhaseOver || a.Phase == PhaseThrowOff || a.Flag != b.Flag {
		return nil
	}
	me := int(b.Turn)
	lost, got := moved(b, a)
	if b.Flag == 1 {
		return finaleCheck(r, b, a, m, me)
	}
	switch r.Mode {
	case SumTarget:
		return targetCheck(r, b, a, m, me, lost, got)
	case PutTake:
		return putTakeCheck(b, a, m, me, lost, got)
	case OwnNumber:
		return ownNumberCheck(b, a, m, me, lost, got)
	}
	return eachDieCheck(r, b, a, m, me, lost, got)
}

// chipEnds checks the end and skipping rules: a seat skips (is out)
// exactly while it has no chips, the middle never shrinks, and each
// end comes exactly when its rule says.
func chipEnds(r ChipRules, b, a *Position) error {
	for i := range int(a.N) {
		if r.Broke == Skips && a.In(i) != (a.Stack[i] > 0) {
			return fmt.Errorf("seat %d: in %v with %d chips", i, a.In(i), a.Stack[i])
		}
		if r.Broke == IsOut && !b.In(i) && a.In(i) {
			return fmt.Errorf("seat %d came back", i)
		}
	}
	if a.Stack[OutOfPlay] < b.Stack[OutOfPlay] {
		return fmt.Errorf("the middle shrank")
	}
	inHand := 0
	for i := range int(a.N) {
		inHand += int(a.Stack[i])
	}
	switch over := a.Phase == PhaseOver; r.End {
	case LastChip:
		if over != (inHand == 1) {
			return fmt.Errorf("over %v with %d chips in hand", over, inHand)
		}
		if over && bits.OnesCount8(a.Won) != int(a.N)-1 {
			return fmt.Errorf("the holder of the last chip loses, and only he")
		}
	case AcesFinale:
		if !over && (a.Flag == 1) != (inHand == 1) {
			return fmt.Errorf("finale %v with %d counters outside the pot", a.Flag == 1, inHand)
		}
		if inHand > int(inHandOf(b)) && !over {
			return fmt.Errorf("counters outside the pot grew")
		}
	case WoodpileFinale:
		holders := 0
		for i := range int(a.N) {
			if a.Stack[i] > 0 {
				holders++
			}
		}
		if !over && (a.Flag == 1) != (holders == 1) {
			return fmt.Errorf("finale %v with %d holders", a.Flag == 1, holders)
		}
		if a.Flag == 1 && b.Flag == 0 && int(a.Limit) != int(a.Stack[a.Turn]) {
			return fmt.Errorf("a finale of %d throws for %d matches", a.Limit, a.Stack[a.Turn])
		}
	case HolderLoses:
		if over != (a.Limit == 1 && bits.OnesCount8(holders(a)) == 1) {
			return fmt.Errorf("over %v with the holders %b", over, holders(a))
		}
	case HeapEmpty:
		if over != (a.Stack[Pot] == 0) && a.Phase != PhaseThrowOff {
			return fmt.Errorf("over %v with %d in the heap", over, a.Stack[Pot])
		}
	}
	if a.Phase != PhaseOver && a.Phase != PhaseThrowOff && a.Stack[a.Turn] == 0 && r.Broke != ThrowsOn {
		return fmt.Errorf("seat %d throws without chips", a.Turn)
	}
	return nil
}

// setCheck: a game of a set is over. Its winners score a game each (all
// but the holder of 62's last chip; nobody in a drawn woodpile); the next
// game starts from the entry's stacks, no seat out, its first throw one
// seat on from the last game's; after the last game the most games won
// win.
func setCheck(r ChipRules, b, a *Position) error {
	n := int(b.N)
	scored := 0
	for i := range n {
		switch d := a.Score[i] - b.Score[i]; {
		case d < 0 || d > 1:
			return fmt.Errorf("seat %d scored %d games", i, d)
		case d == 1:
			scored++
		}
	}
	switch {
	case a.Total != b.Total+1:
		return fmt.Errorf("%d games played after %d", a.Total, b.Total)
	case r.End == LastChip && scored != n-1, r.End == FirstEmpty && (scored == 0 || scored > r.Dice):
		return fmt.Errorf("%d seats won the game", scored)
	}
	if int(a.Total) == r.Games {
		if a.Phase == PhaseThrowOff {
			return nil
		}
		best := slices.Max(a.Score[:n])
		var top uint8
		for i := range n {
			if a.Score[i] == best {
				top |= 1 << i
			}
		}
		if a.Phase != PhaseOver || a.Won != top {
			return fmt.Errorf("the set is over: %b won, the most games %b", a.Won, top)
		}
		return nil
	}
	for i := range n {
		if a.Stack[i] != int16(r.Chips) || !a.In(i) {
			return fmt.Errorf("seat %d starts game %d with %d chips, in %v", i, a.Total+1, a.Stack[i], a.In(i))
		}
	}
	switch {
	case int(a.Stack[Pot]) != n*(r.Heap+r.Ante) || a.Stack[OutOfPlay] != 0:
		return fmt.Errorf("game %d starts with %d in the pot and %d in the middle", a.Total+1, a.Stack[Pot], a.Stack[OutOfPlay])
	case int(a.Turn) != int(a.Total)%n || a.Phase != PhaseThrow:
		return fmt.Errorf("game %d opens with seat %d, phase %v", a.Total+1, a.Turn, a.Phase)
	}
	return nil
}

// inHandOf returns the chips in the seats' hands.
func inHandOf(p *Position) int16 {
	var t int16
	for i := range int(p.N) {
		t += p.Stack[i]
	}
	return t
}

// eachDieCheck: 58 one counter per die from the face's owner while he has
// counters; 61 the face passed left only by a seat holding that many, a 6
// one chip to the middle; 62, 64, 65 one chip per 1, 2 or 6 while the
// thrower has chips; 41 the heap taken by the face while more than six are
// left, then only by the exact number.
func eachDieCheck(r ChipRules, b, a *Position, m Move, me int, lost, got [accounts]int) error {
	n := int(b.N)
	want := [accounts]int{} // what each account pays
	gain := [accounts]int{}
	have := b.Stack
	order := []int{1, 2, 3, 4, 5, 6}
	if r.Descending {
		order = []int{6, 5, 4, 3, 2, 1}
	}
	for _, f := range order {
		for range m.Throw.Count(f) {
			from, to, k := Account(me), Account(-1), 1
			switch r.Faces.of(f) {
			case GiveLeft:
				to = Account((me + 1) % n)
			case GiveRight:
				to = Account((me + n - 1) % n)
			case GivePot:
				to = Pot
			case GiveMiddle:
				to = OutOfPlay
			case OwnerPays:
				o := -1
				switch {
				case n == 2:
					o = (f - 1) / 3
				case n == 3:
					o = (f - 1) / 2
				case f <= n:
					o = f - 1
				}
				if o < 0 {
					continue
				}
				from, to = Account(o), Pot
			case PassFace:
				to, k = Account((me+1)%n), f
			case TakeFace:
				heap := int(have[Pot])
				if heap <= r.ExactBelow && f != heap {
					continue
				}
				from, to, k = Pot, Account(me), min(f, heap)
			default:
				continue
			}
			if int(have[from]) < k {
				continue
			}
			have[from] -= int16(k)
			have[to] += int16(k)
			want[from] += k
			gain[to] += k
		}
	}
	for i := range accounts {
		if want[i]-gain[i] != lost[i]-got[i] {
			return fmt.Errorf("account %d: the rules move %d out and %d in, the engine %d and %d", i, want[i], gain[i], lost[i], got[i])
		}
	}
	return nil
}

// targetCheck: 22 a 7 takes seven (minting what the pot lacks), other
// sums pay the difference; 23 an 11 takes the pot and everyone antes
// again, a 12 pays 12 (doubling: the pot, at most the cap), others 11 -
// sum; 14 the pot is emptied only by an 11.
func targetCheck(r ChipRules, b, a *Position, m Move, me int, lost, got [accounts]int) error {
	s := m.Throw.Sum()
	if s != r.Target {
		pay := 0
		switch {
		case s > r.Target && r.Double:
			pay = min(int(b.Stack[Pot]), r.Cap)
		case s > r.Target && r.High > 0:
			pay = r.High
		case r.Miss == PayDifference:
			pay = max(s-r.Target, r.Target-s)
		case r.Miss == PayOne:
			pay = 1
		}
		pay = min(pay, int(b.Stack[me]))
		if lost[me] != pay || got[Pot] != pay || a.Minted != b.Minted {
			return fmt.Errorf("a sum of %d paid %d into the pot, not %d", s, lost[me], pay)
		}
		return nil
	}
	if got[me] == 0 && lost[me] > 0 {
		return fmt.Errorf("a throw of the target cost the thrower")
	}
	switch {
	case r.PayWinner:
		want := 0
		for i := range int(b.N) {
			if i != me && b.In(i) && b.Stack[i] > 0 {
				want++
			}
		}
		if got[me] != want || a.Stack[Pot] != 0 {
			return fmt.Errorf("the thrower of %d got %d, not one from each of %d", s, got[me], want)
		}
	case r.Take > 0:
		if got[me] != r.Take || int(a.Minted-b.Minted) != max(0, r.Take-int(b.Stack[Pot])) {
			return fmt.Errorf("%d took %d and minted %d", s, got[me], a.Minted-b.Minted)
		}
	case r.Seed > 0:
		if a.Stack[Pot] != int16(r.Seed) || got[me] != int(b.Stack[Pot]) || int(a.Minted-b.Minted) != r.Seed {
			return fmt.Errorf("the target took %d of %d; the box seeded %d and minted %d", got[me], b.Stack[Pot], a.Stack[Pot], a.Minted-b.Minted)
		}
	default:
		anted := 0
		for i := range int(b.N) {
			have := int(b.Stack[i])
			if i == me {
				have += int(b.Stack[Pot]) // the pot is his before the antes
			}
			if b.In(i) {
				anted += min(r.Ante, have)
			}
		}
		if int(a.Stack[Pot]) != anted {
			return fmt.Errorf("after the target took the pot it holds %d, the antes of %d seats", a.Stack[Pot], anted)
		}
	}
	return nil
}

// putTakeCheck: put n pays n (all: the pot's size), take n takes at most
// what the pot holds, take all empties it and everyone antes again.
func putTakeCheck(b, a *Position, m Move, me int, lost, got [accounts]int) error {
	if b.Kept.Len() == 0 {
		if a.Stack != b.Stack {
			return fmt.Errorf("the action die moved chips")
		}
		return nil
	}
	n, pot := m.Throw.Max(), int(b.Stack[Pot])
	if n == 6 {
		n = pot
	}
	if b.Kept.Max() <= 3 {
		if want := min(n, int(b.Stack[me])); lost[me] != want || got[Pot] != want {
			return fmt.Errorf("put %d paid %d", n, lost[me])
		}
		return nil
	}
	if m.Throw.Max() == 6 {
		if int(a.Stack[Pot]) != a.Active()+bits.OnesCount8(a.Out&^b.Out) {
			return fmt.Errorf("take all left %d in the pot for %d antes", a.Stack[Pot], a.Active())
		}
		return nil
	}
	if want := min(n, pot); got[me] != want || lost[Pot] != want {
		return fmt.Errorf("take %d took %d from %d", n, got[me], pot)
	}
	return nil
}

// ownNumberCheck: the seats first throw their numbers, a taken number
// again; then your own number takes a match while the heap has any, and
// once it has been emptied every other number gives one back.
func ownNumberCheck(b, a *Position, m Move, me int, lost, got [accounts]int) error {
	f := m.Throw.Max()
	if b.Last[int(b.N)-1] == 0 {
		taken := false
		for i := range int(b.N) {
			taken = taken || int(b.Last[i]) == f
		}
		if a.Stack != b.Stack || taken != (a.Last == b.Last) || !taken && int(a.Last[me]) != f {
			return fmt.Errorf("seat %d threw %d for its number: %v to %v", me, f, b.Last, a.Last)
		}
		return nil
	}
	own := int(b.Last[me]) == f
	switch {
	case b.Limit == 0 && own && (got[me] != 1 || lost[Pot] != 1):
		return fmt.Errorf("its own number took %d", got[me])
	case b.Limit == 1 && !own && b.Stack[me] > 0 && (lost[me] != 1 || got[Pot] != 1):
		return fmt.Errorf("another number gave back %d", lost[me])
	case (b.Limit == 0) != own && b.Stack != a.Stack:
		return fmt.Errorf("%d moved chips", f)
	case a.Limit != b.Limit && (b.Limit != 0 || a.Stack[Pot] != 0):
		return fmt.Errorf("the giving back starts when the heap is gone")
	}
	return nil
}

// finaleCheck: in the Aces finale a 6 passes the counter left and a new
// attempt begins; in the Woodpile finale each 6 puts one match on the pile.
func finaleCheck(r ChipRules, b, a *Position, m Move, me int) error {
	if r.End == AcesFinale {
		left := (me + 1) % int(b.N)
		if m.Throw.Has(6) != (a.Turn == int8(left) && a.Stack[left] == 1 && a.Throws == 0) {
			return fmt.Errorf("a 6 passes the counter left and nothing else does: %v", m)
		}
		return nil
	}
	if want := min(m.Throw.Count(6), int(b.Stack[me])); int(b.Stack[me]-a.Stack[me]) != want {
		return fmt.Errorf("%d sixes burnt %d matches", m.Throw.Count(6), b.Stack[me]-a.Stack[me])
	}
	return nil
}

// TestChipLedger plays random games of every Chips game and variant and
// checks each throw against its entry (chipCheck) and the ledger: chips
// conserved (minted only by the topped-up 7 of Sedm bere and Brucker's
// seed of Jedenáct bere), no stack negative, and re-entry: a seat
// without chips skips, and comes back exactly when a chip is passed to
// it.
func TestChipLedger(t *testing.T) {
	for _, g := range append(chipVariants(), chipGames...) {
		t.Run(g.ID(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players")
				rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 3))
				s := g.NewState(n)
				start := s.pos.Ledger.Total() - int(s.pos.Minted) // Brucker's seed is minted at the start
				var buf []Move
				for ply := 0; s.pos.Phase != PhaseOver && ply < g.info.MaxPlies; ply++ {
					buf = s.LegalMoves(buf)
					m := drawMove(t, rng, s, buf)
					before := s.pos
					if before.Phase == PhaseThrow && !before.In(int(before.Turn)) {
						t.Fatalf("seat %d is out but throws", before.Turn)
					}
					s.Apply(m)
					after := &s.pos
					if after.Ledger.Total()-int(after.Minted) != start {
						t.Fatalf("%d chips, %d minted, from %d", after.Ledger.Total(), after.Minted, start)
					}
					for a, v := range after.Stack {
						if v < 0 {
							t.Fatalf("account %d holds %d", a, v)
						}
					}
					if err := chipCheck(g, &before, after, m); err != nil && before.Phase != PhaseThrowOff {
						t.Fatalf("after %v from %s: %v", m, before.String(), err)
					}
					back := before.Out &^ after.Out
					if g.eng.(*chipGame).set() && after.Total != before.Total {
						back = 0 // a game of the set is over: every seat is back in
					}
					for i := range n {
						if back&(1<<i) != 0 && after.Stack[i] <= before.Stack[i] {
							t.Fatalf("seat %d came back without a chip", i)
						}
					}
				}
			})
		})
	}
}

// TestChipReentry: in 1 vlevo, 2 vpravo, 6 v hrnci a seat left without
// chips skips its throws and comes back when a 1 from its right
// neighbour reaches it; it then throws in its turn.
func TestChipReentry(t *testing.T) {
	s := JednaVlevo.NewState(3)
	// Seat 0 gives its three chips away: 1 left, 2 right, 6 middle.
	play(t, s, "1-2-6")
	if s.pos.In(0) || s.pos.Stack[0] != 0 || s.pos.Turn != 1 {
		t.Fatalf("seat 0 without chips should skip: %s", s.Position())
	}
	// Seat 1 (4 chips) throws 3-4-5: nothing; seat 2 (4 chips) is next,
	// then seat 0 is skipped and seat 1 throws again.
	play(t, s, "3-4-5")
	if s.pos.Turn != 2 {
		t.Fatalf("seat 2 should throw: %s", s.Position())
	}
	play(t, s, "3-4-5")
	if s.pos.Turn != 1 {
		t.Fatalf("seat 0 is skipped, seat 1 throws: %s", s.Position())
	}
	// Seat 1's 2 gives a chip to its right neighbour, seat 0, who is back.
	play(t, s, "2-3-3")
	if !s.pos.In(0) || s.pos.Stack[0] != 1 || s.pos.Turn != 2 {
		t.Fatalf("seat 0 should be back with one chip: %s", s.Position())
	}
	play(t, s, "3-3-3")
	if s.pos.Turn != 0 {
		t.Fatalf("seat 0 should throw again: %s", s.Position())
	}
}

// TestChipTurnOrder: a seat that comes back in the middle of a round
// throws in its place at the table, and the dice go on round from there
// (seat 1 is back after seat 2's 2: the order is 0, 2, 0, 1, 2).
func TestChipTurnOrder(t *testing.T) {
	s := chipAt(t, JednaVlevo, 3, []int16{3, 0, 6}, 0, 0, nil)
	for i, th := range []string{"3-4-5", "2-3-3", "3-3-3", "3-4-4", "5-5-5"} {
		if want := []int8{0, 2, 0, 1, 2}[i]; s.pos.Turn != want {
			t.Fatalf("throw %d: seat %d throws, want seat %d (%s)", i+1, s.pos.Turn, want, s.Position())
		}
		play(t, s, th)
	}
}

// play plays the moves on s, failing the test on an error.
func play(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, mv := range moves {
		m, err := ParseMoveText(mv)
		if err == nil {
			err = s.PlayMove(m)
		}
		if err != nil {
			t.Fatalf("%s at %s: %v", mv, s.Position(), err)
		}
	}
}

// TestChipVariantInvariants runs the package's cross-cutting invariants
// (property_test.go) with the entries' checks on the variants.
func TestChipVariantInvariants(t *testing.T) {
	for _, g := range chipVariants() {
		t.Run(g.ID(), func(t *testing.T) { rapid.Check(t, invariants(g, chipCheck)) })
	}
}

// TestChipVariantAllocations: a whole playout of each variant, a set of
// games included, allocates nothing on the typed API.
func TestChipVariantAllocations(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	buf := make([]Move, 0, 512)
	for _, g := range chipVariants() {
		start := g.NewState(g.info.MinPlayers + 1)
		s := start.Copy()
		if allocs := testing.AllocsPerRun(20, func() { *s = *start; buf = playout(s, r, buf) }); allocs != 0 {
			t.Errorf("%s: %v allocations per playout", g.ID(), allocs)
		}
	}
}

// TestConformanceChipVariants runs the contract on the variants of the
// Chips games.
func TestConformanceChipVariants(t *testing.T) {
	for _, g := range chipVariants() {
		t.Run(g.ID(), func(t *testing.T) { boardtest.Run(t, g) })
	}
}

// chipAt returns a state of g with n seats whose chips, pot and middle are
// set (seats without chips skipping where the game says so), after
// checking that Parse accepts it.
func chipAt(t *testing.T, g *Game, n int, chips []int16, pot, middle int16, edit func(p *Position)) *State {
	t.Helper()
	s := g.NewState(n)
	p := &s.pos
	copy(p.Stack[:n], chips)
	p.Stack[Pot], p.Stack[OutOfPlay] = pot, middle
	e := g.eng.(*chipGame)
	for i := range n {
		e.broke(p, SeatAccount(i))
	}
	e.mirror(p)
	if edit != nil {
		edit(p)
	}
	p.Need = int8(e.dice(p, int(p.Turn)))
	if p.Flag == 1 {
		p.Need = int8(e.r.Dice)
	}
	if _, err := g.ParseState(s.Position()); err != nil {
		t.Fatalf("the test's position does not parse: %v", err)
	}
	return s
}

// TestChipWorked plays throws worked out by hand from the entries; each
// case is named by its entry.
func TestChipWorked(t *testing.T) {
	for _, c := range []struct {
		name  string
		start func(t *testing.T) *State
		moves []string
		want  func(p *Position) bool
		why   string
	}{
		{"58-help-your-neighbour", func(t *testing.T) *State { return PomozSvemuSousedovi.NewState(2) },
			[]string{"1-4-6", "2-2-3"},
			func(p *Position) bool { return p.Stack[0] == 6 && p.Stack[1] == 8 && p.Stack[Pot] == 6 },
			"two seats own 1-3 and 4-6: 1-4-6 costs seat 0 one and seat 1 two, then 2-2-3 costs seat 0 three"},
		{"58-five-seats-six-is-nobodys", func(t *testing.T) *State { return PomozSvemuSousedovi.NewState(5) },
			[]string{"5-6-6"},
			func(p *Position) bool { return p.Stack[4] == 9 && p.Stack[Pot] == 1 },
			"with five seats the 6 belongs to nobody"},
		{"58-shared-win", func(t *testing.T) *State {
			return chipAt(t, PomozSvemuSousedovi, 2, []int16{1, 1}, 18, 0, nil)
		}, []string{"1-4-5"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.Won == 3 && p.Stack[0] == 10 && p.Stack[1] == 10 && p.Stack[Pot] == 0
			}, "one throw empties both seats: they share the win and the pot"},
		// A set of games, the first throw rotating (dice-play.com/Games/
		// HelpYourNeighbour.htm: "A set number of rounds are played with
		// each player taking it in turn to be the first thrower").
		{"58-set-first-throw-rotates", func(t *testing.T) *State {
			return chipAt(t, derived(PomozSvemuSousedovi, "Games=2"), 2, []int16{1, 2}, 17, 0, nil)
		}, []string{"1-4-5"},
			func(p *Position) bool {
				return p.Phase == PhaseThrow && p.Total == 1 && p.Score[0] == 1 && p.Score[1] == 1 && p.Turn == 1 &&
					p.Stack[0] == 10 && p.Stack[1] == 10 && p.Stack[Pot] == 0
			}, "1-4-5 empties both seats (1 is seat 0's, 4 and 5 seat 1's): a game each; the second game starts from 10 counters, seat 1 throwing first"},
		{"58-set-most-games-win", func(t *testing.T) *State {
			return chipAt(t, derived(PomozSvemuSousedovi, "Games=2"), 2, []int16{1, 10}, 9, 0, func(p *Position) {
				p.Total, p.Score[0], p.Turn = 1, 1, 1
			})
		}, []string{"1-2-3"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.End == endGames && p.Won == 1 && p.Score[0] == 2 && p.Total == 2 && p.Stack[0] == 10
			}, "seat 0's last counter goes with the 1 (the 2 and 3 find none): it wins the second game and the pot of 10, and the set two games to none"},
		{"58-set-tie-thrown-off", func(t *testing.T) *State {
			return chipAt(t, derived(PomozSvemuSousedovi, "Games=2", "Ties=throw-off"), 2, []int16{1, 10}, 9, 0, func(p *Position) {
				p.Total, p.Score[1], p.Turn = 1, 1, 1
			})
		}, []string{"1-2-3", "2", "5"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.End == endThrowOff && p.Won == 2 && p.Stack[0] == 10 && p.Stack[1] == 10 && p.Stack[Pot] == 0
			}, "a game each: the tied seats throw off, 2 against 5, and seat 1 wins the set"},
		{"62-set-last-chip", func(t *testing.T) *State {
			return chipAt(t, derived(JednaVlevo, "Games=2"), 3, []int16{1, 1, 0}, 0, 7, nil)
		}, []string{"3-3-6"},
			func(p *Position) bool {
				return p.Phase == PhaseThrow && p.Total == 1 && p.Score == [MaxSeats]int16{1, 0, 1} && p.Turn == 1 &&
					p.Stack[0] == 3 && p.Stack[1] == 3 && p.Stack[2] == 3 && p.Stack[OutOfPlay] == 0 && p.Out == 0
			}, "seat 1 holds the last chip and loses the first game; the others score it, and seat 1 opens the second"},
		{"61-pass-the-face", func(t *testing.T) *State { return JakTyNaMe.NewState(3) },
			[]string{"6", "4"},
			func(p *Position) bool {
				return p.Stack[0] == 9 && p.Stack[1] == 6 && p.Stack[2] == 14 && p.Stack[OutOfPlay] == 1
			}, "a 6 puts one chip into the middle; a 4 passes four to the left"},
		{"61-too-few-passes-nothing", func(t *testing.T) *State {
			return chipAt(t, JakTyNaMe, 3, []int16{3, 13, 13}, 0, 1, nil)
		}, []string{"5"},
			func(p *Position) bool { return p.Stack[0] == 3 && p.Stack[1] == 13 && p.Turn == 1 },
			"a face higher than the chips held passes nothing"},
		{"61-first-without-chips-wins", func(t *testing.T) *State {
			return chipAt(t, JakTyNaMe, 3, []int16{2, 13, 14}, 0, 1, nil)
		}, []string{"2"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.Stack[1] == 15 },
			"passing the last two chips wins"},
		{"62-left-right-middle", func(t *testing.T) *State { return JednaVlevo.NewState(3) },
			[]string{"1-2-6"},
			func(p *Position) bool {
				return p.Stack[0] == 0 && p.Stack[1] == 4 && p.Stack[2] == 4 && p.Stack[OutOfPlay] == 1 && !p.In(0)
			}, "1 to the left, 2 to the right, 6 into the middle"},
		{"62-runs-out-mid-throw", func(t *testing.T) *State {
			return chipAt(t, JednaVlevo, 3, []int16{1, 4, 3}, 0, 1, nil)
		}, []string{"1-2-6"},
			func(p *Position) bool { return p.Stack[1] == 5 && p.Stack[2] == 3 && p.Stack[OutOfPlay] == 1 },
			"with one chip only the left is paid: left, then right, then the middle"},
		{"62-last-chip-loses", func(t *testing.T) *State {
			return chipAt(t, JednaVlevo, 3, []int16{1, 1, 0}, 0, 7, nil)
		}, []string{"3-3-6"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1|4 },
			"one chip left outside the middle: seat 1 holds it and loses"},
		{"64-one-before-six", func(t *testing.T) *State {
			return chipAt(t, JednickaVHrnci, 3, []int16{1, 2, 2}, 1, 0, nil)
		}, []string{"1-6"},
			func(p *Position) bool { return p.Stack[0] == 0 && p.Stack[1] == 2 && p.Stack[Pot] == 2 },
			"one counter left and a 1 and a 6: the counter goes to the pot"},
		{"64-finale-wins-the-pot", func(t *testing.T) *State { return JednickaVHrnci.NewState(2) },
			[]string{"1-1", "1-5", "2-3", "4-5", "1-1"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 2 && p.Stack[1] == 4 },
			"seat 1 holds the last counter and throws three times without a 6: it takes the pot of 3"},
		{"64-finale-six-passes", func(t *testing.T) *State { return JednickaVHrnci.NewState(2) },
			[]string{"1-1", "1-5", "2-3", "6-6"},
			func(p *Position) bool {
				return p.Flag == 1 && p.Turn == 0 && p.Stack[0] == 1 && p.Throws == 0 && p.In(0)
			},
			"a 6 in the finale passes the counter and the attempt to the left"},
		{"65-woodpile", func(t *testing.T) *State { return HromadaDrivi.NewState(3) },
			[]string{"1-6", "1-1"},
			func(p *Position) bool {
				return p.Stack[0] == 1 && p.Stack[1] == 2 && p.Stack[2] == 5 && p.Stack[OutOfPlay] == 1
			}, "a 1 gives a match to the left and a 6 puts one on the pile; then two 1s"},
		{"65-finale-drawn", func(t *testing.T) *State {
			return chipAt(t, HromadaDrivi, 3, []int16{1, 1, 0}, 0, 7, nil)
		}, []string{"1-3", "6-2", "3-6"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 0 && p.End == endDrawn },
			"seat 0's 1 leaves seat 1 the only holder, of two matches: two throws, a 6 in each, burn them: a draw"},
		{"65-finale-lost", func(t *testing.T) *State {
			return chipAt(t, HromadaDrivi, 3, []int16{1, 1, 0}, 0, 7, nil)
		}, []string{"1-3", "6-2", "3-4"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1|4 },
			"seat 1 holds two matches, throws twice and burns only one: it loses"},
		{"41-matches", func(t *testing.T) *State { return Zapalky.NewState(2) },
			[]string{"5", "6"},
			func(p *Position) bool { return p.Stack[0] == 5 && p.Stack[1] == 6 && p.Stack[Pot] == 29 },
			"take the face from the heap of 40"},
		{"41-exact-end", func(t *testing.T) *State {
			return chipAt(t, Zapalky, 2, []int16{20, 15}, 5, 0, nil)
		}, []string{"4", "6", "5"},
			func(p *Position) bool { return p.Phase == PhaseOver && p.Won == 1 && p.Stack[0] == 25 },
			"with five left a 4 and a 6 take nothing; the exact 5 takes them and seat 0 has the most"},
		{"41-streichholztopf-own-numbers", func(t *testing.T) *State { return derived(Zapalky, streichholztopf("Heap=1")...).NewState(2) },
			[]string{"3", "3", "5", "3", "1", "3"},
			func(p *Position) bool {
				return p.Last[0] == 3 && p.Last[1] == 5 && p.Phase == PhaseOver && p.Won == 2 && p.Stack[0] == 2
			}, "seat 1 throws again for the taken 3; seat 0's two 3s empty the heap of 2, seat 1 holds none and is safe: seat 0 loses"},
		{"41-streichholztopf-giving-back", func(t *testing.T) *State { return derived(Zapalky, streichholztopf("Heap=2")...).NewState(2) },
			[]string{"3", "5", "3", "3", "3", "5", "5", "2"},
			func(p *Position) bool {
				return p.Phase == PhaseOver && p.Won == 2 && p.Stack[0] == 3 && p.Stack[Pot] == 1
			},
			"seat 1's 5 takes the last match; then its own 5 does nothing and the 2 gives the match back: seat 1 is safe, seat 0 loses"},
		{"24-put-and-take", func(t *testing.T) *State { return DavatABrat.NewState(2) },
			[]string{"2", "3", "5", "6"},
			func(p *Position) bool { return p.Stack[0] == 5 && p.Stack[1] == 13 && p.Stack[Pot] == 2 },
			"antes leave 9/9 and 2; put 3; take all 5, then both ante again"},
		{"22-seven-takes-topped-up", func(t *testing.T) *State { return SedmBere.NewState(2) },
			[]string{"3-4", "6-6", "2-5"},
			func(p *Position) bool {
				return p.Stack[0] == 34 && p.Stack[1] == 15 && p.Stack[Pot] == 0 && p.Minted == 9
			}, "a 7 from an empty pot mints 7; 12 pays 5; a 7 takes those 5 and 2 more minted"},
		{"23-eleven-takes", func(t *testing.T) *State { return JedenactBere.NewState(2) },
			[]string{"1-1", "6-6", "5-6"},
			func(p *Position) bool { return p.Stack[0] == 62 && p.Stack[1] == 36 && p.Stack[Pot] == 2 },
			"antes 49/49 and 2; 2 pays 9, 12 pays 12, 11 takes 23; both ante again"},
		// Brucker: two chips are simply placed in the middle instead of
		// the antes; they come from the box (doc.go's Decisions).
		{"23-brucker-two-chips", func(t *testing.T) *State { return derived(JedenactBere, "Seed=2").NewState(2) },
			[]string{"1-1", "6-6", "5-6"},
			func(p *Position) bool {
				return p.Stack[0] == 64 && p.Stack[1] == 38 && p.Stack[Pot] == 2 && p.Minted == 4
			}, "no antes: 50/50 and two chips from the box; 2 pays 9, 12 pays 12, 11 takes 23 and the box puts two more in"},
		{"23-brucker-three-seats", func(t *testing.T) *State { return derived(JedenactBere, "Seed=2").NewState(3) },
			nil,
			func(p *Position) bool {
				return p.Stack[0] == 50 && p.Stack[1] == 50 && p.Stack[2] == 50 && p.Stack[Pot] == 2 && p.Minted == 2
			}, "two chips in the middle however many seats, and nobody antes"},
		{"14-first-eleven-takes", func(t *testing.T) *State { return JedenactVyhrava.NewState(3) },
			[]string{"3-4", "5-6"},
			func(p *Position) bool {
				return p.Stack[0] == 8 && p.Stack[1] == 11 && p.Stack[2] == 8 && p.Stack[Pot] == 3 && p.Total == 1 && p.Turn == 2
			}, "the first 11 takes the antes of three; everyone antes again"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := c.start(t)
			play(t, s, c.moves...)
			if !c.want(&s.pos) {
				t.Errorf("%s: got %s", c.why, s.Position())
			}
		})
	}
}

// streichholztopf returns the settings of Zápalky's Streichholztopf
// option, with more.
func streichholztopf(more ...string) []string {
	return append([]string{"Mode=own-number", "End=holder-loses", "TurnThrows=3"}, more...)
}

// TestChipRejects: positions that break the rules of a Chips game do not
// parse.
func TestChipRejects(t *testing.T) {
	for _, c := range []struct {
		g    *Game
		edit func(p *Position)
	}{
		{JednaVlevo, func(p *Position) { p.Stack[0]++ }},                                          // a chip from nowhere
		{JednaVlevo, func(p *Position) { p.Stack[0], p.Stack[OutOfPlay] = 0, 3; p.Score[0] = 0 }}, // chipless but in
		{JednaVlevo, func(p *Position) { p.Flag = 1 }},                                            // no finale in this game
		{PomozSvemuSousedovi, func(p *Position) { p.Stack[0], p.Stack[Pot] = 0, 10; p.Score[0] = 0 }},
		{DavatABrat, func(p *Position) { p.Need = 2 }},
		{derived(PomozSvemuSousedovi, "Games=2"), func(p *Position) { p.Score[0] = 1 }}, // a game won of none played
		{derived(PomozSvemuSousedovi, "Games=2"), func(p *Position) { p.Total = 2 }},    // the set is played but not over
		{derived(JedenactBere, "Seed=2"), func(p *Position) { p.Minted = 0 }},           // the seed from nowhere
	} {
		s := c.g.NewState(3)
		c.edit(&s.pos)
		if _, err := c.g.ParseState(s.Position()); err == nil {
			t.Errorf("%s: %s parses", c.g.ID(), s.Position())
		}
	}
	for _, c := range []struct {
		g        *Game
		settings []string
	}{
		{SedmBere, []string{"Miss=one"}},                             // the chips only grow: no end without agreed rounds
		{DavatABrat, []string{"Dice=2"}},                             // the two dice fall one at a time
		{JedenactBere, []string{"Double=true"}},                      // doubling needs a cap
		{JednaVlevo, []string{"Rounds=10"}},                          // an agreed time ranks by chips
		{PomozSvemuSousedovi, []string{"End=holder-loses"}},          // only the own-number game
		{Zapalky, []string{"Mode=own-number"}},                       // needs its end
		{JedenactVyhrava, []string{"Target=13"}},                     // two dice make 2..12
		{HromadaDrivi, []string{"DicePerChip=true", "Broke=throws"}}, // no dice without chips
		{JedenactBere, []string{"Games=2"}},                          // a set of games won outright, not of hands
		{Zapalky, []string{"Games=2"}},                               // the heap game ranks by chips
		{PomozSvemuSousedovi, []string{"Seed=2"}},                    // the box seeds a sum-target pot only
		{SedmBere, []string{"Seed=2"}},                               // Sedm bere's 7 takes seven, not the pot
	} {
		if _, err := board.Configure(c.g, c.settings...); !errors.Is(err, board.ErrBadOption) {
			t.Errorf("%s with %v: %v, want a bad option", c.g.ID(), c.settings, err)
		}
	}
}
