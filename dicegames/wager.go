package dicegames

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/rulebook-go/rulebook/board"
)

// Resolver is how the Wager engine's throws settle a coup's stakes.
type Resolver uint8

// The resolvers of WagerRules.
const (
	// Parity: the banker throws; the parity of the sum pays the seats that
	// called it even money and takes the other stakes (Sudá nebo lichá).
	// Without a banker each seat in turn calls a parity and throws for
	// itself, against every other seat.
	Parity Resolver = iota
	// Colours: the banker throws a black die, then a white one; the die
	// showing more pips pays its backers even money, equal faces take
	// every stake (Černé a bílé).
	Colours
	// HigherSum: the bettor, then the banker, throws two dice; the higher
	// sum wins, the banker wins ties (Va Banque).
	HigherSum
	// Duel: the shooter and the fader throw two dice in turn until a throw
	// of the Barbudi table decides for or against its thrower (Barbudi).
	Duel
	// Blackjack: dice 21 against the bank's hidden die (Bankéř).
	Blackjack
	// Doubles: each seat throws two dice until a double, at most Throws
	// times; the round's seat that needed the most throws pays (Dvojitá
	// loterie).
	Doubles
)

var resolverNames = []string{"parity", "colours", "higher-sum", "duel", "blackjack", "doubles"}

// String returns the resolver's name.
func (r Resolver) String() string { return board.ChoiceName(r, resolverNames) }

// MarshalText returns the value's name (board.Choice).
func (r Resolver) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a value by its name.
func (r *Resolver) UnmarshalText(b []byte) error { return board.ParseChoice(r, resolverNames, b) }

// Choices lists the resolvers.
func (Resolver) Choices() []string { return resolverNames }

// DicePass says when a duel's dice pass from the shooter to the fader.
type DicePass uint8

// The rules of passing the dice.
const (
	// PassBarbudi: the shooter keeps the dice when he wins, when he loses
	// by throwing 1-2 and when the fader wins by throwing 6-5; after any
	// other decision the fader becomes the shooter.
	PassBarbudi DicePass = iota
	// PassOnLoss: a winning shooter keeps the dice against the next
	// player as fader, a losing shooter hands them to the fader.
	PassOnLoss
	// PassAlways: the dice go to the fader after every duel.
	PassAlways
)

var passNames = []string{"barbudi", "on-loss", "always"}

// String returns the rule's name.
func (d DicePass) String() string { return board.ChoiceName(d, passNames) }

// MarshalText returns the value's name (board.Choice).
func (d DicePass) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a value by its name.
func (d *DicePass) UnmarshalText(b []byte) error { return board.ParseChoice(d, passNames, b) }

// Choices lists the rules.
func (DicePass) Choices() []string { return passNames }

// WagerRules are the rules of the Wager engine: coups of stakes collected
// as moves, settled by a resolver against a bank (a seat's chips or a bank
// put up in the middle, covering at most Limit a coup) or between the
// seats, and a bank (or the dice) that rotates. A game is Match.Rounds
// rounds of the bank: it ends when the bank has changed hands Rounds
// times per seat, or when one seat has every chip (Rounds=0 plays to
// that), and the most chips win.
type WagerRules struct {
	// Resolver settles the stakes.
	Resolver Resolver `rule:"the resolver: parity (Sudá nebo lichá), colours (Černé a bílé), higher-sum (Va Banque), duel (Barbudi), blackjack (Bankéř) or doubles (Dvojitá loterie)"`
	// Dice is the number of dice of a parity throw.
	Dice int `rule:"parity: dice the banker throws" range:"1..2"`
	// Banker makes a parity game a banker game; without it each seat in
	// turn calls a parity and throws for itself against every other seat.
	Banker bool `rule:"parity: a banker takes the calls; false: each seat in turn calls and throws, taking (or paying) the stake from (to) every other seat"`
	// Chips is what each seat starts with.
	Chips int `rule:"chips each seat starts with" range:"1..50"`
	// Stake is the most one bet stakes (1 fixes it); with higher-sum 0
	// lets a bet stake up to the whole bank.
	Stake int `rule:"the most one bet stakes (1 fixes it; higher-sum: 0 for up to the whole bank)" range:"0..20"`
	// Bank is the bank a higher-sum banker puts up from his chips.
	Bank int `rule:"higher-sum: the bank the banker puts up in the middle" range:"0..30"`
	// Limit is the most the bank covers in one coup (0: all it holds).
	Limit int `rule:"parity, colours, blackjack: the most the bank covers in one coup; 0: all it holds" range:"0..50"`
	// Rotate is the number of coups a parity or colours bank takes before
	// it passes left (it passes at once when broken).
	Rotate int `rule:"parity, colours: coups a bank takes before it passes left (a broken bank passes at once)" range:"0..20"`
	// Pass says when a duel's dice pass.
	Pass DicePass `rule:"duel: barbudi (the shooter keeps the dice on a win, on his own 1-2 and on the fader's 6-5), on-loss (a winning shooter keeps them against the next fader) or always"`
	// FaderLeft seats the fader at the shooter's left, not his right.
	FaderLeft bool `rule:"duel: the fader is the shooter's left neighbour (the dice pass left), not his right"`
	// Throws is the most throws of a doubles turn.
	Throws int `rule:"doubles: the most throws of a turn (a turn without a double counts one more)" range:"0..20"`
	// Match is the length of the game: Rounds rounds of the bank, 0 to
	// play until one seat has every chip; Ties settles tied leaders.
	Match Match `rule:"the rounds of the bank (0: until one seat has every chip) and the tie rule"`
}

// The stages of a coup, in Position.Flag.
const (
	stageStakes int8 = iota // the bettors stake (Turn decides)
	stageBank               // blackjack: the bank's hidden die and open throws
	stagePlay               // the resolver's throws and decisions
)

// The dice 21 of Bankéř.
const (
	blackjackTarget = 21 // over this is over-thrown
	blackjackStand  = 15 // the bank stops at an open total this high; a seat decides past it
)

type wagerGame struct{ r WagerRules }

// hiddenWager is the Wager engine with the bank's hidden die (blackjack).
type hiddenWager struct{ *wagerGame }

// NewWagerGame returns a game of the Wager engine.
func NewWagerGame(names board.Names, r WagerRules) (*Game, error) {
	switch {
	case r.Resolver > Doubles:
		return nil, board.BadOption("Resolver", "parity, colours, higher-sum, duel, blackjack or doubles")
	case r.Chips < 1 || r.Chips > 50:
		return nil, board.BadOption("Chips", "1..50 chips each")
	case r.Stake < 0 || r.Stake > 20 || r.Stake == 0 && r.Resolver != HigherSum:
		return nil, board.BadOption("Stake", "1..20 (0, up to the bank, only with higher-sum)")
	case r.Resolver == Parity && (r.Dice < 1 || r.Dice > 2):
		return nil, board.BadOption("Dice", "parity is thrown with one die or two")
	case r.Resolver == HigherSum && (r.Bank < 1 || r.Bank > 30):
		return nil, board.BadOption("Bank", "a higher-sum banker puts up 1..30 chips")
	case (r.Resolver == Parity || r.Resolver == Colours) && (r.Rotate < 1 || r.Rotate > 20):
		return nil, board.BadOption("Rotate", "a bank takes 1..20 coups")
	case r.Resolver == Doubles && (r.Throws < 1 || r.Throws > 20):
		return nil, board.BadOption("Throws", "a doubles turn has 1..20 throws")
	case r.Limit < 0 || r.Limit > 50:
		return nil, board.BadOption("Limit", "0..50")
	case r.Pass > PassAlways:
		return nil, board.BadOption("Pass", "barbudi, on-loss or always")
	case r.Match.Target != 0 || r.Match.FinishRound:
		return nil, board.BadOption("Match.Target", "a wager game is played for rounds of the bank, not to a target")
	case r.Match.Rounds < 0 || r.Match.Rounds > 100:
		return nil, board.BadOption("Match.Rounds", "0..100")
	}
	e := &wagerGame{r}
	var eng engine = e
	if r.Resolver == Blackjack {
		eng = &hiddenWager{e}
	}
	return newGame(names, eng, gameSpec{players: [2]int{2, 8}, match: r.Match,
		maxPlies: func(n int) int { return 40000 * n }})
}

func (e *wagerGame) rules() any { return e.r }
func (e *wagerGame) derive(n board.Names, s map[string]string) (board.Game, error) {
	return board.Derive(n, e.r, s, NewWagerGame)
}

// stakeBox returns the account of the stakes seat q has on the table.
func stakeBox(q int) Account { return FieldPool(q + 1) }

// banked reports whether the game has a banker (Opener) who takes the
// bets.
func (e *wagerGame) banked() bool {
	switch e.r.Resolver {
	case Parity:
		return e.r.Banker
	case Colours, HigherSum, Blackjack:
		return true
	}
	return false
}

func (e *wagerGame) setup(g *Game, p *Position) {
	for i := range int(p.N) {
		p.Stack[i] = int16(e.r.Chips)
	}
	e.openBank(p)
	mirrorChips(p)
}

// openBank sets up the bank of p.Opener: a higher-sum bank is put up in
// the middle, a duel's fader is seated.
func (e *wagerGame) openBank(p *Position) {
	me := int(p.Opener)
	switch e.r.Resolver {
	case HigherSum:
		p.Transfer(SeatAccount(me), Pot, e.r.Bank, Clamp)
	case Duel:
		p.Limit = int16(e.faderOf(p, me))
	}
}

// faderOf returns the fader of shooter q: his neighbour in the game on
// the fader's side.
func (e *wagerGame) faderOf(p *Position, q int) int {
	if e.r.FaderLeft {
		return p.Next(q)
	}
	return p.Prev(q)
}

// mirrorChips copies the seats' chips into the scores, which the match
// wrapper ranks.
func mirrorChips(p *Position) {
	for i := range int(p.N) {
		p.Score[i] = p.Stack[i]
	}
}

func (e *wagerGame) begin(g *Game, p *Position) {
	if e.r.Resolver != HigherSum && e.r.Resolver != Doubles {
		p.Done, p.Last = 0, [MaxSeats]int16{}
	}
	switch e.r.Resolver {
	case Blackjack:
		p.Flag = stageBank
		throwFor(p, int(p.Opener), 1)
	case Doubles:
		p.Flag = stagePlay
		throwFor(p, int(p.Opener), 2)
	default:
		p.Flag = stageStakes
		e.nextStake(g, p)
	}
}

// throwFor sets p to wait for k dice thrown for seat q.
func throwFor(p *Position, q, k int) {
	p.Turn, p.Phase, p.Need = int8(q), PhaseThrow, int8(k)
}

// done reports whether seat q has staked this coup (with higher-sum:
// against this bank).
func done(p *Position, q int) bool { return p.Done&(1<<q) != 0 }

// nextStaker returns the next seat to stake in this coup, or -1 when the
// stakes are complete.
func (e *wagerGame) nextStaker(p *Position) int {
	me := int(p.Opener)
	switch {
	case e.r.Resolver == Duel:
		fader := int(p.Limit)
		switch {
		case !done(p, fader):
			return fader
		case !done(p, me):
			return me
		case e.uncovered(p) == 0:
			return -1
		}
		for q := p.Next(me); q != me; q = p.Next(q) {
			if q != fader && !done(p, q) {
				return q
			}
		}
		return -1
	case !e.banked():
		if done(p, me) {
			return -1
		}
		return me
	case e.r.Resolver == HigherSum && e.staked(p) > 0:
		return -1 // one bet a coup
	}
	for q := p.Next(me); q != me; q = p.Next(q) {
		if !done(p, q) {
			return q
		}
	}
	return -1
}

// nextStake moves the stakes on to the next seat with a choice: a seat
// that cannot stake sits the coup out, a single possible stake is placed
// for the seat; with the stakes complete the coup is played.
func (e *wagerGame) nextStake(g *Game, p *Position) {
	var buf [64]Move
	for {
		q := e.nextStaker(p)
		if q < 0 {
			e.play(g, p)
			return
		}
		p.Turn = int8(q)
		switch ms := e.stakeMoves(p, q, buf[:0]); len(ms) {
		case 0:
			p.Done |= 1 << q
		case 1:
			e.placeStake(p, ms[0])
		default:
			p.Phase = PhaseDecide
			return
		}
	}
}

// staked returns the chips the bettors have on the table (with
// blackjack, without the bank's matching chips).
func (e *wagerGame) staked(p *Position) int {
	n := 0
	for q := range int(p.N) {
		n += p.Chips(stakeBox(q))
	}
	if e.r.Resolver == Blackjack {
		n /= 2
	}
	return n
}

// cover returns how much more the bank can cover this coup.
func (e *wagerGame) cover(p *Position) int {
	c := p.Chips(SeatAccount(int(p.Opener)))
	if e.r.Resolver != Blackjack {
		c -= e.staked(p)
	}
	if e.r.Limit > 0 {
		c = min(c, e.r.Limit-e.staked(p))
	}
	return max(c, 0)
}

// uncovered returns the part of the fader's stake nobody has covered yet.
func (e *wagerGame) uncovered(p *Position) int {
	fader := int(p.Limit)
	return 2*p.Chips(stakeBox(fader)) - e.staked(p)
}

// The words of the stakes' notation, by kind.
var stakeWords = [...]string{KindStake: "stake", KindEven: "even", KindOdd: "odd", KindBlack: "black", KindWhite: "white"}

// stakeWord returns the word of a stake's kind, "" for another kind.
func stakeWord(k Kind) string {
	if int(k) < len(stakeWords) {
		return stakeWords[k]
	}
	return ""
}

// maxStakeText is the largest stake the notation reads.
const maxStakeText = 99

// parseStake reads a stake, "stake:3" or "even:1": the word and 0..99
// chips.
func parseStake(s, word, arg string) (Move, error) {
	n, err := parseNumber(arg, maxStakeText)
	if err != nil {
		return Move{}, board.BadNotation(s, "%s needs the chips staked, 0..%d, e.g. %s:1", word, maxStakeText, word)
	}
	for k, w := range stakeWords {
		if w == word {
			return Move{Kind: Kind(k), N: int16(n)}, nil
		}
	}
	return Move{}, board.BadNotation(s, "not a stake")
}

// The kinds of the sides a seat backs, by resolver.
var sideKinds = [...][2]Kind{Parity: {KindEven, KindOdd}, Colours: {KindBlack, KindWhite}}

// stakeMoves appends the stakes seat q may make now.
func (e *wagerGame) stakeMoves(p *Position, q int, buf []Move) []Move {
	chips := p.Chips(SeatAccount(q))
	stake := func(lo, hi int) []Move {
		for k := lo; k <= hi; k++ {
			buf = append(buf, Move{Kind: KindStake, N: int16(k)})
		}
		return buf
	}
	switch e.r.Resolver {
	case Parity, Colours:
		hi := min(e.r.Stake, chips)
		if e.banked() {
			hi = min(hi, e.cover(p))
		}
		for k := 1; k <= hi; k++ {
			sides := sideKinds[e.r.Resolver]
			buf = append(buf, Move{Kind: sides[0], N: int16(k)}, Move{Kind: sides[1], N: int16(k)})
		}
		return buf
	case HigherSum:
		hi := min(chips, p.Chips(Pot))
		if e.r.Stake > 0 {
			hi = min(hi, e.r.Stake)
		}
		return stake(1, hi)
	case Blackjack:
		if hi := min(e.r.Stake, chips, e.cover(p)); hi > 0 {
			return stake(0, hi)
		}
		return buf
	case Duel:
		switch q {
		case int(p.Limit):
			return stake(1, min(e.r.Stake, chips))
		case int(p.Opener):
			return stake(1, min(e.uncovered(p), chips))
		}
		return stake(0, min(e.uncovered(p), chips))
	}
	return buf
}

// placeStake puts seat p.Turn's stake m on the table.
func (e *wagerGame) placeStake(p *Position, m Move) {
	q := int(p.Turn)
	n := int(m.N)
	if e.banked() || e.r.Resolver == Duel {
		p.Transfer(SeatAccount(q), stakeBox(q), n, Exact)
	} else {
		p.TurnScore = int16(n) // a call against every seat stays in front of the caller
	}
	if e.r.Resolver == Blackjack {
		p.Transfer(SeatAccount(int(p.Opener)), stakeBox(q), n, Exact) // the bank matches it
	}
	if m.Kind != KindStake {
		p.Last[q] = 1
		if m.Kind == sideKinds[e.r.Resolver][1] {
			p.Last[q] = 2
		}
	}
	p.Done |= 1 << q
	mirrorChips(p)
}

// play starts the coup's throws once the stakes are in; a coup nobody
// staked on ends at once.
func (e *wagerGame) play(g *Game, p *Position) {
	p.Flag = stagePlay
	me := int(p.Opener)
	if e.banked() && e.staked(p) == 0 {
		e.endCoup(g, p, -1)
		return
	}
	switch e.r.Resolver {
	case Parity:
		throwFor(p, me, e.r.Dice)
	case Colours:
		throwFor(p, me, 1) // the black die; the white one follows
	case HigherSum:
		throwFor(p, e.bettor(p), 2)
	case Duel:
		fader := int(p.Limit)
		p.Transfer(stakeBox(fader), SeatAccount(fader), e.uncovered(p), Exact) // withdrawn
		mirrorChips(p)
		throwFor(p, me, 2)
	case Blackjack:
		e.nextHand(g, p, me)
	}
}

// bettor returns the seat whose stake is on the table (higher-sum).
func (e *wagerGame) bettor(p *Position) int {
	for q := range int(p.N) {
		if p.Chips(stakeBox(q)) > 0 {
			return q
		}
	}
	return -1
}

// nextHand starts the throws of the next seat after q with a stake on the
// table (blackjack), or settles the coup after the last.
func (e *wagerGame) nextHand(g *Game, p *Position, q int) {
	me := int(p.Opener)
	for q = p.Next(q); q != me; q = p.Next(q) {
		if p.Chips(stakeBox(q)) > 0 {
			p.TurnScore = 0
			throwFor(p, q, 1)
			return
		}
	}
	e.settleBlackjack(g, p)
}

func (e *wagerGame) throw(g *Game, p *Position, t Throw) {
	me := int(p.Opener)
	switch e.r.Resolver {
	case Parity:
		p.Dice = t
		e.settleSides(g, p, 1+t.Sum()%2)
	case Colours:
		if p.Throws == 1 {
			p.Dice, p.TurnScore = t, int16(t.Max())
			throwFor(p, me, 1)
			return
		}
		p.Dice = p.Dice.Plus(t)
		switch black, white := int(p.TurnScore), t.Max(); {
		case black > white:
			e.settleSides(g, p, 1)
		case white > black:
			e.settleSides(g, p, 2)
		default:
			e.settleSides(g, p, 0)
		}
	case HigherSum:
		p.Dice = t
		if q := int(p.Turn); q != me {
			p.TurnScore = int16(t.Sum())
			throwFor(p, me, 2)
			return
		}
		e.settleHigher(g, p, t.Sum())
	case Duel:
		p.Dice = t
		e.duelThrow(g, p, t)
	case Blackjack:
		e.blackjackThrow(g, p, t)
	case Doubles:
		p.Dice = t
		if !t.IsDouble() && int(p.Throws) < e.r.Throws {
			p.Need = 2
			return
		}
		n := int(p.Throws)
		if !t.IsDouble() {
			n++
		}
		p.Last[me] = int16(n)
		p.Done |= 1 << me
		e.endCoup(g, p, -1)
	}
}

// settleSides settles every stake of a coup whose winning side is win (1
// or 2; 0: the bank takes every stake). Without a banker the caller takes
// his stake from every other seat when right and pays it when wrong.
func (e *wagerGame) settleSides(g *Game, p *Position, win int) {
	me := int(p.Opener)
	if !e.banked() {
		n := int(p.TurnScore)
		for q := p.Next(me); q != me; q = p.Next(q) {
			if int(p.Last[me]) == win {
				p.Transfer(SeatAccount(q), SeatAccount(me), n, Clamp)
			} else {
				p.Transfer(SeatAccount(me), SeatAccount(q), n, Clamp)
			}
		}
		e.endCoup(g, p, -1)
		return
	}
	for q := range int(p.N) {
		n := p.Chips(stakeBox(q))
		if n == 0 {
			continue
		}
		if int(p.Last[q]) == win {
			p.Transfer(stakeBox(q), SeatAccount(q), n, Exact)
			p.Transfer(SeatAccount(me), SeatAccount(q), n, Exact)
		} else {
			p.Transfer(stakeBox(q), SeatAccount(me), n, Exact)
		}
	}
	e.endCoup(g, p, -1)
}

// settleHigher settles a higher-sum bet: the bettor's sum (TurnScore)
// against the banker's; the banker wins ties. A bettor who wins the whole
// bank (va banque) takes it and becomes the banker.
func (e *wagerGame) settleHigher(g *Game, p *Position, bank int) {
	q := e.bettor(p)
	n := p.Chips(stakeBox(q))
	if int(p.TurnScore) <= bank {
		p.Transfer(stakeBox(q), Pot, n, Exact)
		e.endCoup(g, p, -1)
		return
	}
	vaBanque := n == p.Chips(Pot)
	p.Transfer(stakeBox(q), SeatAccount(q), n, Exact)
	p.Transfer(Pot, SeatAccount(q), n, Exact)
	if vaBanque {
		e.endCoup(g, p, q)
		return
	}
	e.endCoup(g, p, -1)
}

// The Barbudi table: the throws that win or lose for their thrower.
var (
	duelWins  = [...]Throw{MustThrow(3, 3), MustThrow(5, 5), MustThrow(6, 6), MustThrow(5, 6)}
	duelLoses = [...]Throw{MustThrow(1, 1), MustThrow(2, 2), MustThrow(4, 4), MustThrow(1, 2)}
)

// DuelVerdict returns +1 when a throw of two dice wins a Barbudi duel for
// its thrower (3-3, 5-5, 6-6, 5-6), -1 when it loses it (1-1, 2-2, 4-4,
// 1-2) and 0 when the dice pass to the other player.
func DuelVerdict(t Throw) int {
	for i := range duelWins {
		switch t {
		case duelWins[i]:
			return 1
		case duelLoses[i]:
			return -1
		}
	}
	return 0
}

// duelThrow plays a duel's throw: an undecided throw passes the dice to
// the other duellist.
func (e *wagerGame) duelThrow(g *Game, p *Position, t Throw) {
	me, fader, thrower := int(p.Opener), int(p.Limit), int(p.Turn)
	v := DuelVerdict(t)
	if v == 0 {
		other := me
		if thrower == me {
			other = fader
		}
		throwFor(p, other, 2)
		return
	}
	shooterWins := (thrower == me) == (v > 0)
	for q := range int(p.N) {
		n := p.Chips(stakeBox(q))
		switch {
		case n == 0:
		case shooterWins && q != fader:
			p.Transfer(stakeBox(q), SeatAccount(q), n, Exact)
			p.Transfer(stakeBox(fader), SeatAccount(q), n, Exact)
		case !shooterWins:
			p.Transfer(stakeBox(q), SeatAccount(fader), n, Exact)
		}
	}
	keep := shooterWins
	if e.r.Pass == PassBarbudi && (thrower == me && t == duelLoses[3] || thrower == fader && t == duelWins[3]) {
		keep = true
	}
	if e.r.Pass == PassAlways {
		keep = false
	}
	if !keep {
		e.endCoup(g, p, fader)
		return
	}
	if e.r.Pass == PassOnLoss {
		// The winning shooter keeps the dice against the next player.
		next := e.faderOf(p, fader)
		if next == me {
			next = e.faderOf(p, me)
		}
		p.Limit = int16(next)
	}
	e.endCoup(g, p, -1)
}

// blackjackThrow plays a die of Bankéř: the bank's hidden die, its open
// throws (it must stop at an open 15), then each staking seat's throws
// (past 15 the seat may stand; past 21 is over-thrown).
func (e *wagerGame) blackjackThrow(g *Game, p *Position, t Throw) {
	me, q := int(p.Opener), int(p.Turn)
	if p.Flag == stageBank {
		if p.Kept.Len() == 0 {
			p.Kept = t // under the cup: the first open die follows
			throwFor(p, me, 1)
			return
		}
		p.Dice = t
		if p.Total += int16(t.Sum()); p.Total >= blackjackStand {
			p.Flag = stageStakes
			e.nextStake(g, p)
			return
		}
		p.Phase = PhaseDecide
		return
	}
	p.Dice = t
	p.TurnScore += int16(t.Sum())
	switch {
	case p.TurnScore <= blackjackStand:
		p.Need = 1
	case p.TurnScore > blackjackTarget:
		p.Last[q] = p.TurnScore
		e.nextHand(g, p, q)
	default:
		p.Phase = PhaseDecide
	}
}

// BlackjackWins reports whether a seat's total beats the bank's in Bankéř:
// the seat wins when the bank is over 21, even if the seat is over too, or
// when the seat is not over and higher than the bank; the bank wins equal
// totals.
func BlackjackWins(seat, bank int) bool {
	return bank > blackjackTarget || seat <= blackjackTarget && seat > bank
}

// settleBlackjack lifts the bank's cup and settles every stake.
func (e *wagerGame) settleBlackjack(g *Game, p *Position) {
	me := int(p.Opener)
	bank := int(p.Total) + p.Kept.Sum()
	for q := range int(p.N) {
		if n := p.Chips(stakeBox(q)); n > 0 {
			to := SeatAccount(me)
			if BlackjackWins(int(p.Last[q]), bank) {
				to = SeatAccount(q)
			}
			p.Transfer(stakeBox(q), to, n, Exact)
		}
	}
	e.endCoup(g, p, -1)
}

// endCoup ends a coup: seats without chips are out, the bank passes (to
// the seat heir, or by the resolver's rule) or stays for another coup.
func (e *wagerGame) endCoup(g *Game, p *Position, heir int) {
	me := int(p.Opener)
	p.Total++ // coups of this bank (a blackjack bank's open total is spent)
	pass := heir >= 0
	switch e.r.Resolver {
	case Parity, Colours:
		pass = pass || !e.banked() || int(p.Total) >= e.r.Rotate || p.Chips(SeatAccount(me)) == 0
	case HigherSum:
		pass = pass || p.Chips(Pot) == 0 || e.nextStaker(p) < 0
	case Blackjack:
		pass = true
	case Doubles:
		pass = true
		if p.Done&activeMask(p) == activeMask(p) {
			e.payLongest(p)
		}
	}
	if pass && e.r.Resolver == HigherSum {
		p.Transfer(Pot, SeatAccount(me), p.Chips(Pot), Exact)
	}
	mirrorChips(p)
	for q := range int(p.N) {
		if p.In(q) && p.Stack[q] == 0 && p.Chips(stakeBox(q)) == 0 && (q != me || pass || e.r.Resolver != HigherSum) {
			p.Eliminate(q)
		}
	}
	if p.Active() == 1 && e.r.Resolver == HigherSum {
		p.Transfer(Pot, SeatAccount(me), p.Chips(Pot), Exact) // the bettors are broke: the banker keeps his bank
		mirrorChips(p)
	}
	if lastStanding(p) {
		return
	}
	if !pass && p.In(me) {
		if e.r.Resolver == Duel && !p.In(int(p.Limit)) {
			p.Limit = int16(e.faderOf(p, me))
		}
		g.begin(p)
		return
	}
	if heir < 0 || !p.In(heir) {
		heir = p.Next(me)
		if e.r.Resolver == Duel {
			heir = e.faderOf(p, me)
		}
	}
	e.passBank(g, p, heir)
}

// payLongest makes the round's seats that needed the most throws pay the
// stake into the pot (doubles) and starts the next round.
func (e *wagerGame) payLongest(p *Position) {
	most := 0
	for q := range int(p.N) {
		if p.In(q) {
			most = max(most, int(p.Last[q]))
		}
	}
	var payers uint8
	for q := range int(p.N) {
		if p.In(q) && int(p.Last[q]) == most {
			payers |= 1 << q
		}
	}
	if payers != activeMask(p) { // a round every seat ties is void
		for q := range int(p.N) {
			if payers&(1<<q) != 0 {
				p.Transfer(SeatAccount(q), Pot, e.r.Stake, Clamp)
			}
		}
	}
	p.Done = 0
	p.Round += int16(p.N) // a round of turns counts as a pass of the bank to every seat
}

// passBank hands the bank (or the dice) to seat to. Position.Round
// counts the passes (doubles: N a round of turns), and the game ends after
// Match.Rounds passes per seat.
func (e *wagerGame) passBank(g *Game, p *Position, to int) {
	if e.r.Resolver != Doubles {
		p.Round++
	}
	if e.r.Match.Rounds > 0 && int(p.Round) >= e.r.Match.Rounds*int(p.N) {
		g.finish(p, endRounds)
		return
	}
	p.Opener, p.Total = int8(to), 0
	if e.r.Resolver != Doubles {
		p.Done = 0
	}
	if e.r.Resolver == Doubles && p.Done == 0 {
		p.Last = [MaxSeats]int16{}
	}
	e.openBank(p)
	mirrorChips(p)
	g.begin(p)
}

func (e *wagerGame) moves(g *Game, p *Position, buf []Move) []Move {
	if p.Flag == stageStakes {
		return e.stakeMoves(p, int(p.Turn), buf)
	}
	return append(buf, Move{Kind: KindStop}, Move{Kind: KindRoll}) // blackjack: the bank or a seat
}

func (e *wagerGame) decide(g *Game, p *Position, m Move) {
	switch {
	case p.Flag == stageStakes:
		e.placeStake(p, m)
		e.nextStake(g, p)
	case m.Kind == KindRoll:
		throwFor(p, int(p.Turn), 1)
	case p.Flag == stageBank:
		p.Flag = stageStakes
		e.nextStake(g, p)
	default:
		p.Last[p.Turn] = p.TurnScore
		e.nextHand(g, p, int(p.Turn))
	}
}

func (e *wagerGame) roundEnd(g *Game, p *Position) bool { return false }

func (e *wagerGame) check(g *Game, p *Position) error {
	total := e.r.Chips * int(p.N)
	switch {
	case p.Minted != 0 || p.Ledger.Total() != total:
		return fmt.Errorf("the seats share %d chips (%d here, %d minted)", total, p.Ledger.Total(), p.Minted)
	case p.Flag < stageStakes || p.Flag > stagePlay || p.Flag == stageBank && e.r.Resolver != Blackjack:
		return fmt.Errorf("flag %d is not a stage of the coup", p.Flag)
	case p.Phase == PhaseThrow && (p.Need < 1 || p.Need > 2):
		return fmt.Errorf("a wager throw is of one die or two")
	case p.Phase == PhaseDecide && p.Flag == stagePlay && e.r.Resolver != Blackjack:
		return fmt.Errorf("only a blackjack seat decides in play")
	case p.Stack[OutOfPlay] != 0 || p.Stack[Pot] != 0 && e.r.Resolver != HigherSum && e.r.Resolver != Doubles:
		return fmt.Errorf("chips in the middle")
	case e.r.Resolver == Duel && (p.Limit < 0 || int(p.Limit) >= int(p.N) || p.Phase < PhaseThrowOff && p.Limit == int16(p.Opener)):
		return fmt.Errorf("the fader %d is not another seat", p.Limit)
	case p.Phase < PhaseThrowOff && !p.In(int(p.Opener)):
		return fmt.Errorf("the banker %d is out", p.Opener)
	case p.Kept.Len() > 1 || p.Kept.Len() == 1 && e.r.Resolver != Blackjack:
		return fmt.Errorf("only the bank's hidden die is kept")
	}
	for q := range int(p.N) {
		if p.Score[q] != p.Stack[q] {
			return fmt.Errorf("seat %d scores %d but holds %d chips", q, p.Score[q], p.Stack[q])
		}
		if p.Chips(stakeBox(q)) > 0 && (p.Flag == stageBank || q == int(p.Opener) && e.r.Resolver != Duel) {
			return fmt.Errorf("seat %d has a stake on the table now", q)
		}
		if !p.In(q) && (p.Stack[q] != 0 || p.Chips(stakeBox(q)) != 0) {
			return fmt.Errorf("seat %d is out but has chips", q)
		}
	}
	if p.Phase < PhaseThrowOff && !e.turnFits(p) {
		return fmt.Errorf("seat %d is not the seat to stake, throw or decide now", p.Turn)
	}
	for a := stakeBox(int(p.N)); a < OutOfPlay; a++ {
		if p.Stack[a] != 0 {
			return fmt.Errorf("chips on field %d", a-Pot)
		}
	}
	return nil
}

// turnFits reports whether p.Turn is the seat the coup's stage waits for.
func (e *wagerGame) turnFits(p *Position) bool {
	q, me := int(p.Turn), int(p.Opener)
	switch {
	case p.Flag == stageStakes:
		return p.Phase == PhaseDecide && e.nextStaker(p) == q
	case p.Flag == stageBank:
		return q == me
	}
	switch e.r.Resolver {
	case HigherSum:
		return q == me || q == e.bettor(p)
	case Duel:
		return q == me || q == int(p.Limit)
	case Blackjack:
		return q != me && p.Chips(stakeBox(q)) > 0
	}
	return q == me
}

func (e *wagerGame) draw(g *Game, p *Position, pic *board.Picture) {
	role := "banker"
	if e.r.Resolver == Duel {
		role = "shooter"
		pic.Counters = append(pic.Counters, board.Counter{Name: "fader", Value: strconv.Itoa(int(p.Limit))})
	}
	pic.Counters = append(pic.Counters, board.Counter{Name: role, Value: strconv.Itoa(int(p.Opener))})
	for q := range int(p.N) {
		a := board.Area{Name: "stake-" + strconv.Itoa(q), X: float64(10 + 78*q), Y: 180, W: 70, H: 50, Seat: board.Player(q)}
		if c := p.Chips(stakeBox(q)); c > 0 {
			a.Pieces = []board.Piece{{Seat: board.Player(q), Kind: "stake", Count: c}}
		}
		if s := p.Last[q]; s > 0 && p.Phase < PhaseThrowOff && (e.r.Resolver == Parity || e.r.Resolver == Colours) {
			a.Text = Move{Kind: sideKinds[e.r.Resolver][s-1]}.String()
		}
		pic.Areas = append(pic.Areas, a)
	}
}

// mask hides the bank's hidden die from every seat but the banker until
// the cup is lifted.
func (h *hiddenWager) mask(p *Position, q int) {
	if q != int(p.Opener) {
		p.Kept = Throw{}
	}
}

// redraw throws the bank's hidden die anew.
func (h *hiddenWager) redraw(p *Position, q int, r *rand.Rand) {
	if q != int(p.Opener) && p.Kept.Len() == 1 {
		p.Kept = MustThrow(1 + r.IntN(6))
	}
}

// hidesThrow reports whether the pending throw falls under the cup: the
// bank's hidden die.
func (h *hiddenWager) hidesThrow(p *Position) bool {
	return p.Flag == stageBank && p.Kept.Len() == 0
}
