package dicegames

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"
)

// stepCheck is an entry's invariant of one move: before, the move, after.
type stepCheck func(g *Game, before, after *Position, m Move) error

// entryChecks are the invariants of the entries, by game.
var entryChecks = map[*Game]stepCheck{
	HnaniPrasatek: bustNeverBanks(1),
	DivokaTrojka:  bustNeverBanks(3),
	Devadesatdevet: func(g *Game, b, a *Position, m Move) error {
		for i := range int(a.N) {
			if a.Score[i] > 99 {
				return fmt.Errorf("banked %d past 99", a.Score[i])
			}
		}
		return bustNeverBanks(3)(g, b, a, m)
	},
	Macao:     livingTotalWithin(9),
	Dvacettri: livingTotalWithin(23),
	Zepelin:   fieldsAtMostOne(1, 5, 6),
	Majak:     fieldsAtMostOne(1, 5, 6),
	PolkniPetre: func(g *Game, b, a *Position, m Move) error {
		return fieldsAtMostOne(2, 12, 7)(g, b, a, m)
	},
	VeselaSedmicka: func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindThrow && m.Throw.Sum() == 12 && b.Phase == PhaseThrow && a.Phase != PhaseOver {
			for f := 1; f <= 12; f++ {
				if a.Stack[FieldPool(f)] != 0 {
					return fmt.Errorf("a 12 left field %d with chips", f)
				}
			}
		}
		return fieldsAtMostOne(3, 11, 7)(g, b, a, m)
	},
	ChatovaHra: fieldsAtMostOne(1, 5, 6),
	Jackpot: func(g *Game, b, a *Position, m Move) error {
		for f := 3; f <= 11; f++ {
			if a.Stack[FieldPool(f)] > 3 {
				return fmt.Errorf("space %d holds %d", f, a.Stack[FieldPool(f)])
			}
		}
		return nil
	},
	Zakryvani: func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindCover {
			if b.Total&m.N != m.N || tileSum(int(m.N)) != b.Dice.Sum() {
				return fmt.Errorf("covered %v of open %b with a throw of %d", m, b.Total, b.Dice.Sum())
			}
			if a.Phase != PhaseOver && a.Turn == b.Turn && a.Total != b.Total&^m.N {
				return fmt.Errorf("covered tiles reopened")
			}
		}
		return nil
	},
	Maxik: func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindClaim && MaxchenRank(int(m.N)) <= MaxchenRank(int(b.Total)) {
			return fmt.Errorf("claim %d does not beat %d", m.N, b.Total)
		}
		lost := 0
		for i := range int(a.N) {
			lost += int(b.Score[i] - a.Score[i])
		}
		if m.Kind == KindDoubt && (lost < 1 || lost > 2) || m.Kind != KindDoubt && lost != 0 {
			return fmt.Errorf("%v changed %d lives", m, lost)
		}
		return nil
	},
	HeartsDue:       runScores([]int{0, 5, 10, 15, 20, 25, 35}),
	StraightShooter: runScores([]int{0, 5, 10, 15, 20, 25}),
	Chicago: func(g *Game, b, a *Position, m Move) error {
		for i := range int(a.N) {
			if d := a.Score[i] - b.Score[i]; d != 0 && int(d) != int(b.Round)+2 || a.Score[i] > 77 {
				return fmt.Errorf("round %d scored %d", b.Round+1, d)
			}
		}
		return nil
	},
	CestaDoBostonu: func(g *Game, b, a *Position, m Move) error {
		for i := range int(a.N) {
			if v := a.Last[i]; v != 0 && (v < 3 || v > 18) {
				return fmt.Errorf("turn score %d out of 3..18", v)
			}
		}
		return nil
	},
	Nasobeni: func(g *Game, b, a *Position, m Move) error {
		for i := range int(a.N) {
			if v := a.Last[i]; v != 0 && (v < 2 || v > 72) {
				return fmt.Errorf("turn score %d out of 2..72", v)
			}
		}
		return nil
	},
	PadnoutMrtev: func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindThrow && a.Turn == b.Turn && a.Phase == PhaseThrow && a.Need > b.Need {
			return fmt.Errorf("dice came back: %d → %d", b.Need, a.Need)
		}
		if m.Kind == KindThrow && (m.Throw.Has(2) || m.Throw.Has(5)) && a.Turn == b.Turn && a.TurnScore != b.TurnScore {
			return fmt.Errorf("a throw with 2 or 5 scored")
		}
		return nil
	},
	LodKapitan: func(g *Game, b, a *Position, m Move) error {
		if k := a.Kept; k.Len() != chainNext(k) {
			return fmt.Errorf("kept %v is not a prefix of 6-5-4", k)
		}
		if a.Throws > 3 {
			return fmt.Errorf("%d throws", a.Throws)
		}
		for i := range int(a.N) {
			if v := a.Last[i]; v != 0 && (v < 2 || v > 12) {
				return fmt.Errorf("crew %d", v)
			}
		}
		return nil
	},
	SestnactSmrt: func(g *Game, b, a *Position, m Move) error {
		if a.Phase != PhaseOver && a.Total > 15 {
			return fmt.Errorf("total %d between throws", a.Total)
		}
		if m.Kind == KindStop && b.Total == 10 && g.eng.(*runningGame).r.ThrowAt10 {
			return fmt.Errorf("passed at 10")
		}
		return nil
	},
	HodSmrti: func(g *Game, b, a *Position, m Move) error {
		if a.Limit != 0 && a.Total >= a.Limit {
			return fmt.Errorf("total %d at limit %d", a.Total, a.Limit)
		}
		if d := bits.OnesCount8(a.Out) - bits.OnesCount8(b.Out); d < 0 || d > 1 {
			return fmt.Errorf("%d seats out at once", d)
		}
		return nil
	},
	Houpacka: func(g *Game, b, a *Position, m Move) error {
		changed := 0
		for i := range int(a.N) {
			if a.Score[i] < -10 || a.Score[i] > 10 {
				return fmt.Errorf("marker %d", a.Score[i])
			}
			if a.Score[i] != b.Score[i] {
				changed++
			}
		}
		if changed > 1 {
			return fmt.Errorf("%d markers moved", changed)
		}
		return nil
	},
}

func bustNeverBanks(bust int) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		if m.Kind == KindThrow && m.Throw.Has(bust) && b.Phase == PhaseThrow && a.Score[b.Turn] > b.Score[b.Turn] {
			return fmt.Errorf("a throw with %d banked", bust)
		}
		if m.Kind == KindRoll && a.Score != b.Score {
			return fmt.Errorf("banked without stopping")
		}
		return nil
	}
}

func livingTotalWithin(limit int) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		if a.Phase == PhaseDecide && int(a.TurnScore) > limit {
			return fmt.Errorf("a dead total %d decides", a.TurnScore)
		}
		return nil
	}
}

func fieldsAtMostOne(lo, hi, bank int) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		for f := lo; f <= hi; f++ {
			if f != bank && a.Stack[FieldPool(f)] > 1 {
				return fmt.Errorf("field %d holds %d", f, a.Stack[FieldPool(f)])
			}
		}
		if a.Phase != PhaseOver && a.Stack[FieldPool(bank)] < b.Stack[FieldPool(bank)] && bank != 6 && bank != 7 {
			return fmt.Errorf("the bank shrank")
		}
		if (bank == 6 && g != ChatovaHra) && a.Phase != PhaseOver && a.Stack[FieldPool(bank)] < b.Stack[FieldPool(bank)] {
			return fmt.Errorf("the gondola shrank")
		}
		return nil
	}
}

func runScores(allowed []int) stepCheck {
	return func(g *Game, b, a *Position, m Move) error {
		d := int(a.Score[b.Turn] - b.Score[b.Turn])
		if m.Throw.Count(1) >= 3 {
			if a.Score[b.Turn] != 0 {
				return fmt.Errorf("three 1s left %d", a.Score[b.Turn])
			}
			return nil
		}
		for _, v := range allowed {
			if d == v {
				return nil
			}
		}
		return fmt.Errorf("a turn scored %d", d)
	}
}

// drawMove draws a seat's move uniformly and a throw with its
// probability, so that random games end as real ones do.
func drawMove(t *rapid.T, rng *rand.Rand, s *State, buf []Move) Move {
	if s.ToMove() >= 0 {
		return buf[rapid.IntRange(0, len(buf)-1).Draw(t, "move")]
	}
	u := rng.Float64()
	for i, p := range s.Chances() {
		if u < p {
			return buf[i]
		}
		u -= p
	}
	return buf[len(buf)-1]
}

// mayRunForever reports whether a game can in principle go on for ever
// (the field boards, where chips flow back and forth): its random games are
// capped at MaxPlies and not required to end.
func mayRunForever(g *Game) bool {
	_, field := g.eng.(*fieldGame)
	return field
}

// mayReenter reports whether a seat out of the game may come back into it
// (the chip-passing games, where a seat without chips skips its throws
// until a chip is passed to it, and every game of a set, which starts
// with every seat in); chips_test.go checks when it does.
func mayReenter(g *Game) bool {
	e, chips := g.eng.(*chipGame)
	return chips && (e.r.Broke == Skips || e.set()) // a set starts each game with every seat in
}

// TestInvariants plays random games of every registered game and checks
// the cross-cutting invariants after every move: chips conserved (the
// ledger's total minus what was minted), no negative stack, the legal
// moves empty exactly when the game is over, chance exactly at a throw, an
// eliminated seat never to move again (unless the game lets it re-enter:
// mayReenter), every reached position accepted by Parse, the entry's own
// invariants, replay of the same moves giving the same state, and the end
// within MaxPlies (except where the game may run for ever).
func TestInvariants(t *testing.T) {
	for _, g := range Registered {
		t.Run(g.ID(), func(t *testing.T) { rapid.Check(t, invariants(g, entryChecks[g])) })
	}
}

// invariants is the property of TestInvariants for the game g with the
// entry's invariant check (nil for none).
func invariants(g *Game, check stepCheck) func(*rapid.T) {
	return func(t *rapid.T) {
		n := rapid.IntRange(g.info.MinPlayers, g.info.MaxPlayers).Draw(t, "players")
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		s := g.NewState(n)
		chips := s.pos.Ledger.Total() - int(s.pos.Minted)
		var played []Move
		var buf []Move
		var out uint8
		for ply := 0; s.pos.Phase != PhaseOver; ply++ {
			if ply > g.info.MaxPlies {
				if mayRunForever(g) {
					return // chips flow back and forth: only the safety invariants hold
				}
				t.Fatalf("no end after %d plies", ply)
			}
			buf = s.LegalMoves(buf)
			if len(buf) == 0 {
				t.Fatalf("no legal move at %s", s.Position())
			}
			if (s.ToMove() < 0) != (s.pos.Phase == PhaseThrow || s.pos.Phase == PhaseThrowOff) {
				t.Fatalf("chance exactly at a throw: %s", s.Position())
			}
			if s.ToMove() >= 0 && out&(1<<s.ToMove()) != 0 {
				t.Fatalf("seat %d is out but moves", s.ToMove())
			}
			m := drawMove(t, rng, s, buf)
			before := s.pos
			s.Apply(m)
			played = append(played, m)
			after := &s.pos
			if after.Out&out != out && !mayReenter(g) {
				t.Fatalf("a seat came back into the game after %v", m)
			}
			out = after.Out
			if c := after.Ledger.Total() - int(after.Minted); c != chips {
				t.Fatalf("chips %d, were %d, after %v", c, chips, m)
			}
			for a, v := range after.Stack {
				if v < 0 {
					t.Fatalf("account %d has %d chips", a, v)
				}
			}
			if check != nil && before.Phase != PhaseThrowOff && after.Phase != PhaseThrowOff {
				if err := check(g, &before, after, m); err != nil {
					t.Fatalf("after %v from %s: %v", m, before.String(), err)
				}
			}
			if _, err := g.ParseState(s.Position()); err != nil {
				t.Fatalf("reached position does not parse: %v", err)
			}
		}
		if len(s.LegalMoves(buf)) != 0 {
			t.Fatal("moves after the end")
		}
		r := g.NewState(n)
		for _, m := range played {
			if err := r.PlayMove(m); err != nil {
				t.Fatalf("replay: %v", err)
			}
		}
		if r.pos != s.pos {
			t.Fatalf("replay gives %s, not %s", r.Position(), s.Position())
		}
	}
}

// TestScoresFromThrows recomputes the per-throw scores of the single-throw
// games from the recorded throws alone, with scorers written here from the
// rules (entries 2, 30, 46), and compares them with the engine's.
func TestScoresFromThrows(t *testing.T) {
	hearts := []int{0, 5, 10, 15, 20, 25, 35}
	for _, c := range []struct {
		g     *Game
		score func(n, i int, th Throw, s []int)
	}{
		{HolyVrabec, func(n, i int, th Throw, s []int) {
			if th.Has(1) {
				s[i%n]--
			} else {
				s[(i+1)%n] += th.Sum()
			}
		}},
		{Chicago, func(n, i int, th Throw, s []int) {
			if target := i/n + 2; th.Sum() == target {
				s[i%n] += target
			}
		}},
		{HeartsDue, func(n, i int, th Throw, s []int) {
			if th.Count(1) >= 3 {
				s[i%n] = 0
			} else {
				s[i%n] += hearts[th.RunFromOne()]
			}
		}},
	} {
		t.Run(c.g.ID(), func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := rapid.IntRange(2, 8).Draw(t, "players")
				rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 2))
				s := c.g.NewState(n)
				want := make([]int, n)
				var buf []Move
				for i := 0; s.pos.Phase == PhaseThrow; i++ {
					buf = s.LegalMoves(buf)
					m := drawMove(t, rng, s, buf)
					c.score(n, i, m.Throw, want)
					s.Apply(m)
				}
				for i := range n {
					if int(s.pos.Score[i]) != want[i] {
						t.Fatalf("seat %d: engine %d, from the throws %d", i, s.pos.Score[i], want[i])
					}
				}
			})
		})
	}
}
