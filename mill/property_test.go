package mill_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebook-go/rulebook/board"
	"github.com/rulebook-go/rulebook/mill"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// propertyGames are the registered games and rule sets that switch on the
// other options.
func propertyGames(t require.TestingT) []*mill.Game {
	gs := slices.Clone(benchGames)
	for _, c := range []struct {
		g        *mill.Game
		settings []string
	}{
		{mill.NineMensMorris, []string{"DoubleMillRemovesTwo=true", "BlockedPlayer=pass"}},
		{mill.DiceMill, []string{"DiceTrigger=triples", "DoubleMillRemovesTwo=true"}},
		{mill.DiceMill, []string{"DiceTrigger=set:{1-1-2,6-5-4,3-3-3,1-2-6,2-4-6}"}},
		{mill.TwelveMensMorris, []string{"DiagonalMoves=false", "DoubleMillRemovesTwo=true", "FullBoardDraw=false"}},
		{mill.LaskerMorris, []string{"StonesPerPlayer=9", "KnightJumps=true"}},
		{mill.KnightMill, []string{"BlockedPlayer=pass", "NoProgressPlies=30"}},
		{mill.CrossMill, []string{"BlockedPlayer=pass"}},
		{mill.TheHunt, []string{"MoveLimit=40"}},
	} {
		g, err := board.Configure(c.g, c.settings...)
		require.NoError(t, err)
		gs = append(gs, g.(*mill.Game))
	}
	return gs
}

// TestOracle compares the engine's legal moves with the oracle's on the
// positions of random games of every rule set, and the outcome where the
// engine says the game is over by material or blockade.
func TestOracle(t *testing.T) {
	games := propertyGames(t)
	rapid.Check(t, func(rt *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 1))
		s := g.NewState(g.Start())
		passed := false
		for range 400 {
			checkOracle(rt, g, s, passed)
			legal := s.LegalMoves(nil)
			if len(legal) == 0 {
				return
			}
			m := legal[r.IntN(len(legal))]
			s.Apply(m)
			passed = m == mill.Pass
		}
	})
}

// checkOracle compares s with the oracle; passed says whether the last
// move was a pass, after which a blocked player draws instead of passing.
func checkOracle(t *rapid.T, g *mill.Game, s *mill.State, passed bool) {
	pos := s.Position()
	o := newOracle(g.Rules(), pos)
	got := normalized(legal(s))
	end, winner := s.Ending()
	loser := byte('W')
	if winner == mill.White {
		loser = 'B'
	}
	switch {
	case s.ToMove() == board.Chance:
		if len(got) != 56 {
			t.Fatalf("%s %q: a chance node lists %d throws", g.ID(), pos, len(got))
		}
		return
	case end == mill.TwoStones:
		if o.count(loser) >= 3 {
			t.Fatalf("%s %q: %s wins by material, but the loser has three stones", g.ID(), pos, winner)
		}
		return
	case end == mill.Blockade && o.side != loser:
		t.Fatalf("%s %q: blocked, but the winner is the player to move", g.ID(), pos)
	case end != mill.NotOver && end != mill.Blockade && end != mill.BothBlocked:
		return // decided by history or by a count the oracle does not keep
	}
	want := o.moves()
	if len(want) == 0 && g.Rules().BlockedPlayer == mill.BlockedPasses && !passed {
		want = []string{"pass"}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%s %q:\n engine %v\n oracle %v", g.ID(), pos, got, want)
	}
}

// TestInvariants plays random games of every rule set and checks the
// invariants of the games at every step.
func TestInvariants(t *testing.T) {
	games := propertyGames(t)
	rapid.Check(t, func(rt *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 2))
		s := g.NewState(g.Start())
		start := g.Start()
		var removed [2]int
		for ply := 0; ; ply++ {
			p := s.Board()
			for c := range mill.Color(2) {
				if n := p.Stones(c).Count() + p.Hand(c) + removed[c]; n != start.Stones(c).Count()+start.Hand(c) {
					rt.Fatalf("%s ply %d: %s has %d stones on board, in hand and removed, started with %d", g.ID(), ply,
						c, n, start.Stones(c).Count()+start.Hand(c))
				}
			}
			if p.Stones(mill.White)&p.Stones(mill.Black) != 0 {
				rt.Fatalf("%s: a point holds two stones", g.ID())
			}
			checkTermination(rt, g, s, ply)
			if _, thrown := p.Roll(); thrown && p.Hand(p.ToMove()) == 0 {
				rt.Fatalf("%s: a throw is recorded outside a placing turn: %s", g.ID(), p.String())
			}
			if end, _ := s.Ending(); p.Empty() == 0 && g.Rules().FullBoardDraw == mill.On && end != mill.FullBoard {
				rt.Fatalf("%s: the board is full but the game is not drawn: %v", g.ID(), end)
			}
			legal := s.LegalMoves(nil)
			for i, m := range s.AppendLegal(nil) {
				if m != board.Move(legal[i]) {
					rt.Fatalf("%s: AppendLegal lists %v as move %d, LegalMoves %v", g.ID(), m, i, legal[i])
				}
			}
			checkMakeUnmake(rt, g, p, legal)
			if len(legal) == 0 {
				return
			}
			m := legal[r.IntN(len(legal))]
			checkMove(rt, g, p, m)
			mover := int(p.ToMove()) ^ 1
			for _, x := range []mill.Point{m.Bonus(), m.Remove(), m.SecondRemove()} {
				if x != mill.NoPoint {
					removed[mover]++
				}
			}
			s.Apply(m)
			checkCross(rt, g, p, m, s)
		}
	})
}

// checkTermination checks that a game ends within its bounds: the hunt by
// Black's last move, every game within Info.MaxPlies.
func checkTermination(t *rapid.T, g *mill.Game, s *mill.State, ply int) {
	p := s.Board()
	if g.Rules().Hunt {
		limit := max(g.Rules().MoveLimit, 15)
		if end, _ := s.Ending(); p.BlackMoves() >= limit && end == mill.NotOver {
			t.Fatalf("the hunt goes on after Black's %d moves", p.BlackMoves())
		}
	}
	if ply > g.Info().MaxPlies {
		t.Fatalf("%s: %d plies exceed MaxPlies %d", g.ID(), ply, g.Info().MaxPlies)
	}
}

// checkMove checks one move of p against the rules: placements only from
// a hand, slides only with an empty hand (or Lasker), flights only with
// three stones, removals only of unprotected stones, a bonus only after a
// trigger and only from an opponent mill.
func checkMove(t *rapid.T, g *mill.Game, p mill.Position, m mill.Move) {
	r := g.Rules()
	me := p.ToMove()
	opp := me ^ 1
	if roll, ok := m.IsThrow(); ok {
		if p.Hand(me) == 0 {
			t.Fatalf("%s: dice thrown (%s) outside a placing turn", g.ID(), roll)
		}
		return
	}
	if m == mill.Pass {
		return
	}
	if b := m.Bonus(); b != mill.NoPoint {
		roll, thrown := p.Roll()
		if !thrown || !g.Triggers(roll) {
			t.Fatalf("%s: bonus %s without a trigger (roll %v)", g.ID(), m, roll)
		}
		if !p.InMills(opp).Has(b) {
			t.Fatalf("%s: bonus %s takes a stone outside the opponent's mills", g.ID(), m)
		}
	}
	from, to := m.From(), m.To()
	switch {
	case from == mill.NoPoint && to != mill.NoPoint && p.Hand(me) == 0:
		t.Fatalf("%s: %s placed from an empty hand", g.ID(), m)
	case from != mill.NoPoint && p.Hand(me) > 0 && !r.PlaceOrMove:
		t.Fatalf("%s: %s moved with stones in hand", g.ID(), m)
	}
	if from != mill.NoPoint {
		near := mill.Morris(r.Diagonals && r.DiagonalMoves == mill.On).Adjacent(board.Point(from), board.Point(to))
		if r.KnightJumps {
			near = mill.KnightTargets(from).Has(to)
		}
		flies := p.Stones(me).Count()+p.Hand(me) == 3 || r.Hunt && me == mill.White
		if !near && !flies {
			t.Fatalf("%s: %s is no step and %s does not fly", g.ID(), m, me)
		}
		if r.Hunt && me == mill.Black && !near || r.FirstMillWins && !near {
			t.Fatalf("%s: %s is not a slide", g.ID(), m)
		}
	}
	if x := m.Remove(); x != mill.NoPoint && m.Bonus() == mill.NoPoint {
		stones, mills := p.Stones(opp), p.InMills(opp)
		if !stones.Has(x) || mills.Has(x) && mills != stones {
			t.Fatalf("%s: %s removes a protected stone (mills %s of %s)", g.ID(), m, mills, stones)
		}
	}
}

// checkMakeUnmake checks that Make and Unmake of every legal move restore
// the identical position.
func checkMakeUnmake(t *rapid.T, g *mill.Game, p mill.Position, legal []mill.Move) {
	for _, m := range legal {
		q := p
		u := q.Make(m)
		q.Unmake(m, u)
		if q != p {
			t.Fatalf("%s %s: Make and Unmake of %s do not restore the position", g.ID(), p.String(), m)
		}
	}
}

// checkCross checks that a game with FirstMillWins ends exactly when a move
// forms a mill, the mover winning.
func checkCross(t *rapid.T, g *mill.Game, before mill.Position, m mill.Move, s *mill.State) {
	if !g.Rules().FirstMillWins || m == mill.Pass {
		return
	}
	me := before.ToMove()
	after := s.Board()
	formed := after.InMills(me).Has(m.To())
	end, winner := s.Ending()
	switch {
	case formed && (end != mill.MillFormed || winner != me):
		t.Fatalf("%s: %s forms a mill but the game did not end with %s winning", g.ID(), m, me)
	case !formed && end == mill.MillFormed:
		t.Fatalf("%s: %s forms no mill but ended the game", g.ID(), m)
	}
}

// TestSymmetry checks that the automorphisms of the board — mirrors
// left–right and top–bottom, the diagonal transpose and the swap of the
// inner and outer squares — map the legal moves of a position onto those
// of the transformed position, in every rule set.
// TestAppendLegalBonus: dice mill's placements with a bonus removal are
// listed from the package's boxed moves, without allocating, as the
// common moves are.
func TestAppendLegalBonus(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	buf := make([]board.Move, 0, mill.MaxMoves)
	for range 200 {
		s := mill.DiceMill.NewState(mill.DiceMill.Start())
		for legal := s.LegalMoves(nil); len(legal) > 0; legal = s.LegalMoves(legal[:0]) {
			bonus := slices.ContainsFunc(legal, func(m mill.Move) bool { return m.Bonus() != mill.NoPoint })
			second := slices.ContainsFunc(legal, func(m mill.Move) bool { return m.SecondRemove() != mill.NoPoint })
			if bonus && !second {
				allocs := testing.AllocsPerRun(10, func() { buf = s.AppendLegal(buf[:0]) })
				require.Zero(t, allocs, "AppendLegal at %s", s.Position())
				return
			}
			s.Apply(legal[r.IntN(len(legal))])
		}
	}
	t.Fatal("no bonus removal in 200 random games of dice mill")
}

func TestSymmetry(t *testing.T) {
	games := propertyGames(t)
	maps := []func(x, y int) (int, int){
		func(x, y int) (int, int) { return 6 - x, y },
		func(x, y int) (int, int) { return x, 6 - y },
		func(x, y int) (int, int) { return y, x },
		swapSquares,
	}
	rapid.Check(t, func(rt *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		f := maps[rapid.IntRange(0, len(maps)-1).Draw(rt, "map")]
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 3))
		s := g.NewState(g.Start())
		for range rapid.IntRange(0, 60).Draw(rt, "plies") {
			legal := s.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			s.Apply(legal[r.IntN(len(legal))])
		}
		if end, _ := s.Ending(); end != mill.NotOver {
			return
		}
		mapped, err := g.Parse(transformPosition(s.Position(), f))
		if err != nil {
			rt.Fatal(err)
		}
		var want []string
		for _, m := range legal(s) {
			want = append(want, transformText(m, f))
		}
		if got, w := normalized(legal(mapped)), normalized(want); !slices.Equal(got, w) {
			rt.Fatalf("%s %q mapped to %q:\n got  %v\n want %v", g.ID(), s.Position(), mapped.Position(), got, w)
		}
	})
}

// swapSquares maps the outer square onto the inner one and back, keeping
// the middle square: a point at distance k (1..3) from the centre goes to
// distance 4−k in the same direction.
func swapSquares(x, y int) (int, int) {
	dx, dy := x-3, y-3
	k := max(abs(dx), abs(dy))
	return 3 + dx/k*(4-k), 3 + dy/k*(4-k)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// transformName maps a point name.
func transformName(n string, f func(x, y int) (int, int)) string {
	x, y := f(int(n[0]-'a'), int(n[1]-'1'))
	return string([]byte{byte('a' + x), byte('1' + y)})
}

// transformText maps every point name in a move's notation.
func transformText(m string, f func(x, y int) (int, int)) string {
	b := []byte(m)
	for i := 0; i+1 < len(b); i++ {
		if b[i] >= 'a' && b[i] <= 'g' && b[i+1] >= '1' && b[i+1] <= '7' {
			copy(b[i:], transformName(string(b[i:i+2]), f))
			i++
		}
	}
	return string(b)
}

// transformPosition maps the board of a position's notation.
func transformPosition(pos string, f func(x, y int) (int, int)) string {
	board, rest, _ := strings.Cut(pos, " ")
	out := []byte(board)
	for i, n := range canonical {
		out[slices.Index(canonical, transformName(n, f))] = board[i]
	}
	return string(out) + " " + rest
}

// TestPerftAgreesOnRandomPositions compares Perft, PerftFull and the
// generic walk at depth 2 (3 for the throws of dice mill) on random
// positions of every rule set.
func TestPerftAgreesOnRandomPositions(t *testing.T) {
	games := propertyGames(t)
	rapid.Check(t, func(rt *rapid.T) {
		g := games[rapid.IntRange(0, len(games)-1).Draw(rt, "game")]
		r := rand.New(rand.NewPCG(rapid.Uint64().Draw(rt, "seed"), 4))
		s := g.NewState(g.Start())
		for range rapid.IntRange(0, 80).Draw(rt, "plies") {
			legal := s.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			s.Apply(legal[r.IntN(len(legal))])
		}
		read, err := g.Parse(s.Position())
		if err != nil {
			rt.Fatal(err)
		}
		p := read.(*mill.State).Board()
		depth := 2
		if g.Rules().Dice {
			depth = 3
		}
		walk, err := board.WalkPerft(read, depth)
		if err != nil {
			rt.Fatal(err)
		}
		if bulk, full := p.Perft(depth), p.PerftFull(depth); bulk != walk || full != walk {
			rt.Fatalf("%s %q perft(%d): bulk %d, full %d, walk %d", g.ID(), s.Position(), depth, bulk, full, walk)
		}
	})
}
