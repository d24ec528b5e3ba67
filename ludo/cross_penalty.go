package ludo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// The penalty game, Pokuta, as options of the cross engine:
// the setup decision, the split throw and its move listing, the fine, the
// extra throw on another colour's start square and the token ledger.

// PenaltyRules are the options of Pokuta, the penalty game; the zero
// value is off, and with On the defaults are those the package doc states.
type PenaltyRules struct {
	// On makes it Pokuta: a throw may be split among several pieces,
	// nothing is captured, a throw that cannot be used costs a token into
	// the bank, a piece that ends on another colour's start square earns
	// another throw, and the first player home takes the bank. It needs
	// Cross.AllInBase, Cross.OptionalEntry, Cross.StartMayWait and
	// FirstFinisherEnds (each player decides at the start whether to place
	// a piece on his start square).
	On bool `rule:"Pokuta: throws split among pieces, no captures, a token fined for a throw not used, the first home takes the bank"`
	// StartingTokens are each player's tokens at the start, before the
	// stake of one (0: the default 10).
	StartingTokens int `rule:"each player's tokens at the start (0: 10)" range:"0..1000"`
	// NoDebt waives the fine of a player without tokens; by default he
	// pays and goes into debt.
	NoDebt bool `rule:"a player without tokens pays no fine instead of going into debt"`
	// PiecesToWin is how many pieces home finish a player (0: the default
	// 4).
	PiecesToWin int `rule:"how many pieces home win (0: 4)" range:"0..4"`
}

// penaltyBoard is the penalty game's configuration, from Rules.Cross.
type penaltyBoard struct {
	on     bool
	tokens int32 // each player's tokens at the start, before the stake
	debt   bool  // a player without tokens pays all the same, going into debt
	// winFrom is the index, in a seat's pieces by ascending progress, from
	// which every piece must be home for the seat to have finished:
	// 4 − PiecesToWin (0 in every other game).
	winFrom uint8
}

const (
	// maxPenaltyMoves bounds the moves of one throw in the penalty game:
	// the splits of a 6 among four pieces on the way, C(6+3, 3) = 84 (an
	// entry needs a piece in the base, so it never comes with four splits).
	maxPenaltyMoves = 84
	// defaultTokens and defaultPiecesToWin are the penalty game's StartingTokens
	// and PiecesToWin.
	defaultTokens      = 10
	defaultPiecesToWin = crossPieces
	// maxTokens bounds the token counts a position may give, so that sums
	// of them never overflow.
	maxTokens = 1_000_000
)

// A crossPart is one piece's share of a split throw: the places it moves
// from and to.
type crossPart struct{ from, to uint8 }

// setupPenalty checks and sets the penalty game's options.
func (g *Game) setupPenalty() error {
	o, pr := g.rules.Cross, g.rules.Cross.Penalty
	if !pr.On {
		if pr != (PenaltyRules{}) {
			return fmt.Errorf("ludo: Penalty.StartingTokens, Penalty.NoDebt and Penalty.PiecesToWin are options of the penalty game (Penalty.On)")
		}
		return nil
	}
	switch {
	case o.Teams != TeamsNone || o.Hunt || o.Orbit || o.Refugees || o.Barricades || o.HuffCapture || o.MandatoryCapture || g.cross.parking != 0 || o.ColourBlind.On:
		return fmt.Errorf("ludo: the penalty game has no teams, hunt, orbit, refugees, barricades, parking, colour-blind figures or captures")
	case !o.AllInBase || !o.OptionalEntry || !o.StartMayWait || o.NoJumpInHome || !g.rules.FirstFinisherEnds:
		return fmt.Errorf("ludo: the penalty game begins with every piece in the base, each player deciding whether to place one (AllInBase), " +
			"compels neither entries nor start clearing (OptionalEntry, StartMayWait), lets pieces pass any square (no NoJumpInHome) " +
			"and ends with the first player home, who takes the bank (FirstFinisherEnds)")
	case pr.StartingTokens < 0 || pr.StartingTokens > 1000:
		return fmt.Errorf("ludo: Penalty.StartingTokens %d is not in 0..1000", pr.StartingTokens)
	case pr.PiecesToWin < 1 || pr.PiecesToWin > crossPieces:
		return fmt.Errorf("ludo: Penalty.PiecesToWin %d is not in 1..4", pr.PiecesToWin)
	}
	p := &g.cross.penalty
	p.on, p.tokens, p.debt = true, int32(pr.StartingTokens), !pr.NoDebt
	p.winFrom = uint8(crossPieces - pr.PiecesToWin)
	return nil
}

// startPenalty begins a penalty game: every player pays his stake into the
// bank, then seat 0 decides whether to place a piece.
func (s *CrossState) startPenalty() {
	for i := range s.n {
		s.tokens[i] = s.b.penalty.tokens
		s.pay(i)
	}
	s.phase, s.seat = PhaseSetup, 0
}

// pay moves one of seat's tokens into the bank, unless it has none and
// debts are not allowed.
func (s *CrossState) pay(seat uint8) {
	if s.tokens[seat] > 0 || s.b.penalty.debt {
		s.tokens[seat]--
		s.bank++
	}
}

// stake is what every player has paid at the start.
func (s *CrossState) stake() int32 {
	if s.b.penalty.tokens > 0 || s.b.penalty.debt {
		return 1
	}
	return 0
}

// Tokens returns seat's tokens in the penalty game (negative in debt), 0
// in the other games.
func (s *CrossState) Tokens(seat int) int { return int(s.tokens[seat]) }

// Bank returns the tokens in the penalty game's bank, 0 in the other
// games.
func (s *CrossState) Bank() int { return int(s.bank) }

// penaltyLegal appends the legal moves of the penalty game's decisions: the
// placement or not of the first piece in the setup, and the moves with the
// throw (or the lone pass that pays the fine).
func (s *CrossState) penaltyLegal(buf []CrossMove) []CrossMove {
	switch {
	case s.phase == PhaseSetup:
		return append(buf, s.placing(), CrossMove{kind: Pass})
	case s.nmoves == 0:
		return append(buf, CrossMove{kind: Pass})
	}
	return s.penaltyMoves(buf, s.roll)
}

// placing is the setup decision that places a piece on the start square.
func (s *CrossState) placing() CrossMove {
	m := s.entryMove(s.seat)
	m.owner = s.seat
	return m
}

// penaltyAny is listMoves' count for the penalty game: 1 when the throw
// has a legal move, 0 when it is forfeited (the moves are listed on
// demand, since they are too many to keep in the state).
func (s *CrossState) penaltyAny() uint8 {
	if s.penaltyHasMove(s.roll) {
		return 1
	}
	return 0
}

// penaltyHasMove reports whether the seat has a legal move with a throw of
// r.
func (s *CrossState) penaltyHasMove(r uint8) bool {
	var buf [1]CrossMove
	return len(s.splits(buf[:0], r, true)) > 0
}

// penaltyMoves appends the seat's legal moves with a throw of r in the
// penalty game: the entry, when r enters, the base holds a piece and the start
// square is empty; then every distinct final position of a split of r
// among the pieces on the way, each piece moving forward its share, no two
// own pieces ending together and none on an opponent. The splits are
// taken in lexicographic order of the shares, the hindmost piece's first,
// and a final position is listed at its first split, written with the
// fewest pieces that reach it (splitMove).
func (s *CrossState) penaltyMoves(buf []CrossMove, r uint8) []CrossMove {
	return s.splits(buf, r, false)
}

// splits appends the moves of penaltyMoves, or, with first, at most one.
func (s *CrossState) splits(buf []CrossMove, r uint8, first bool) []CrossMove {
	seat := s.seat
	if s.b.entry&(1<<r) != 0 && s.inBase(seat) > 0 && s.sq[s.square(seat, 0)] == 0 {
		buf = append(buf, s.placing())
		if first {
			return buf
		}
	}
	way := s.onWay(seat)
	if len(way) == 0 {
		return buf
	}
	var final [crossPieces]int8
	return s.splitFrom(buf, way, final[:len(way)], 0, int8(r), first)
}

// splitFrom appends the legal splits that give left steps to the pieces
// way[i:], the pieces before having reached final[:i]. Of the splits that
// reach one final position the lexicographically first keeps the pieces'
// order (a split that swaps two pieces' targets is later: the hindmost
// piece's share grows), so only order-keeping splits are taken, each
// final position once, without remembering any.
func (s *CrossState) splitFrom(buf []CrossMove, way, final []int8, i int, left int8, first bool) []CrossMove {
	low, high := int8(0), left
	if i > 0 {
		low = max(low, final[i-1]+1-way[i]) // in order: beyond the piece before
	}
	if i == len(way)-1 {
		low = max(low, left) // the last piece takes the rest
		high = min(high, left)
	}
	for d := low; d <= high; d++ {
		q := way[i] + d
		switch {
		case q > crossGoal:
			return buf
		case d > 0 && q < crossSquares && s.opponentOn(s.square(s.seat, q)):
			continue
		}
		final[i] = q
		if i < len(way)-1 {
			if buf = s.splitFrom(buf, way, final, i+1, left-d, first); first && len(buf) > 0 {
				return buf
			}
			continue
		}
		buf = append(buf, s.splitMove(way, final))
		if first {
			return buf
		}
	}
	return buf
}

// opponentOn reports whether another seat's piece stands on track square t.
func (s *CrossState) opponentOn(t uint8) bool { return s.sq[t] != 0 && s.sq[t] != s.seat+1 }

// sortProgress sorts a few progress values (insertion sort: at most four).
func sortProgress(ps []int8) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j-1] > ps[j]; j-- {
			ps[j-1], ps[j] = ps[j], ps[j-1]
		}
	}
}

// progressKey packs ascending progress values, base pieces included, into
// a number that is equal for equal positions.
func progressKey(ps []int8) uint32 {
	var k uint32
	for _, p := range ps {
		k = k<<8 | uint32(uint8(p+1))
	}
	return k
}

// splitMove returns the move from the pieces way to the final progress,
// both ascending: the pieces that leave a place no piece ends on move, in
// order, to the places no piece stood on (the fewest pieces that give the
// final position; every piece moves forward, since some split reaches it).
func (s *CrossState) splitMove(way, final []int8) CrossMove {
	m := CrossMove{kind: Step, owner: s.seat}
	var from, to [crossPieces]int8
	nf, nt := 0, 0
	for i, j := 0, 0; i < len(way) || j < len(final); {
		switch {
		case j == len(final) || i < len(way) && way[i] < final[j]:
			from[nf] = way[i]
			nf++
			i++
		case i == len(way) || final[j] < way[i]:
			to[nt] = final[j]
			nt++
			j++
		default:
			i++
			j++
		}
	}
	m.from, m.to = s.place(s.seat, from[0]), s.place(s.seat, to[0])
	for k := 1; k < nf; k++ {
		m.setPart(k, crossPart{s.place(s.seat, from[k]), s.place(s.seat, to[k])})
	}
	return m
}

// partBits is the width of a place in CrossMove.ext's parts: the parts of a split
// move pieces on the way, whose places (0 to 43) take six bits.
const partBits = 6

// part returns part k (1 to 3) of a split throw, {0, 0} when there is
// none (no part moves a piece from a place to itself). The parts are kept
// in one number rather than an array so that a CrossMove stays a few
// scalars, which Go passes in registers.
func (m CrossMove) part(k int) crossPart {
	v := m.ext >> (extParts + 2*partBits*(k-1))
	return crossPart{uint8(v & (1<<partBits - 1)), uint8(v >> partBits & (1<<partBits - 1))}
}

// setPart sets part k (1 to 3) of a split throw.
func (m *CrossMove) setPart(k int, p crossPart) {
	shift := extParts + 2*partBits*(k-1)
	m.ext &^= (1<<(2*partBits) - 1) << shift
	m.ext |= (uint64(p.from) | uint64(p.to)<<partBits) << shift
}

// parts returns the move's pieces' parts, from-to first.
func (m CrossMove) parts() ([crossPieces]crossPart, int) {
	ps := [crossPieces]crossPart{{m.from, m.to}}
	n := 1
	for k := 1; k < crossPieces && m.ext>>extParts != 0; k++ {
		if p := m.part(k); p != (crossPart{}) {
			ps[n] = p
			n++
		}
	}
	return ps, n
}

// splitText writes the parts of a split throw after the first, each
// "+from-to".
func (m CrossMove) splitText() string {
	text := ""
	for k := 1; k < crossPieces && m.ext>>extParts != 0; k++ {
		if p := m.part(k); p != (crossPart{}) {
			text += "+" + placeName(p.from) + "-" + placeName(p.to)
		}
	}
	return text
}

// appendPartTouches appends the touches of a split throw's other pieces.
func (m CrossMove) appendPartTouches(ts []board.Touch) []board.Touch {
	for k := 1; k < crossPieces && m.ext>>extParts != 0; k++ {
		if p := m.part(k); p != (crossPart{}) {
			ts = append(ts, board.Touch{Cell: crossCellName(m.owner, p.from), Role: board.From},
				board.Touch{Cell: crossCellName(m.owner, p.to), Role: board.To})
		}
	}
	return ts
}

// finalKey returns the key of the seat's pieces after move m, read as
// written (any split of the throw, not only the listed one), and whether m
// can be played as a split at all: every part moves a different piece of
// the seat forward, an entry alone goes onto the start square.
func (s *CrossState) finalKey(m CrossMove) (uint32, bool) {
	if m.kind != Step || m.other != 0 || m.ext&(1<<extParts-1) != 0 {
		return 0, false
	}
	prog := s.prog[s.seat]
	var moved [crossPieces]bool
	parts, n := m.parts()
	for _, part := range parts[:n] {
		if part.to == spotBase || part.from == spotBase && (n > 1 || part.to != s.square(s.seat, 0)) {
			return 0, false
		}
		from, to := s.progressOf(s.seat, part.from), s.progressOf(s.seat, part.to)
		k := 0
		for k < crossPieces && (moved[k] || prog[k] != from) {
			k++
		}
		if to <= from || k == crossPieces {
			return 0, false
		}
		prog[k], moved[k] = to, true
	}
	sortProgress(prog[:])
	return progressKey(prog[:]), true
}

// penaltyMatch returns the legal move m stands for: at a decision, the
// listed move giving the same final position (so that any split of the
// throw that reaches it is accepted), the pass, or the setup decision;
// at a chance node the face.
func (s *CrossState) penaltyMatch(m CrossMove) (CrossMove, bool) {
	var buf [maxPenaltyMoves]CrossMove
	legal := s.LegalMoves(buf[:0])
	if s.phase != PhaseMove || m.kind != Step {
		for _, l := range legal {
			if l.notation() == m.notation() {
				return l, true
			}
		}
		return CrossMove{}, false
	}
	key, ok := s.finalKey(m)
	if !ok {
		return CrossMove{}, false
	}
	for _, l := range legal {
		if k, _ := s.finalKey(l); l.kind == Step && k == key {
			return l, true
		}
	}
	return CrossMove{}, false
}

// playPenalty is PlayMove at the penalty game's decisions.
func (s *CrossState) playPenalty(m CrossMove) error {
	l, ok := s.penaltyMatch(m)
	if !ok {
		return s.reject(m)
	}
	s.Apply(l)
	return nil
}

// movePenalty plays a move of the penalty game: the setup placement, an
// entry, or a split throw. A piece that ends on the start square of
// another colour in play earns one more throw; the first player home wins
// and takes the bank.
func (s *CrossState) movePenalty(m CrossMove) {
	seat := s.seat
	parts, n := m.parts()
	again := false
	for _, part := range parts[:n] {
		if part.from < crossSquares {
			s.sq[part.from] = 0
		}
	}
	for _, part := range parts[:n] {
		if part.to < crossSquares {
			s.sq[part.to] = seat + 1
			again = again || s.othersStart(part.to)
		}
		s.setProgress(seat, s.progressOf(seat, part.from), s.progressOf(seat, part.to))
	}
	switch {
	case s.phase == PhaseSetup:
		s.nextSetup()
	case s.finished(seat):
		s.placed[s.nplaced] = seat
		s.nplaced++
		s.tokens[seat] += s.bank
		s.bank = 0
		s.endTurn()
	case again || s.b.extra&(1<<s.roll) != 0:
		s.phase, s.roll, s.tries = PhaseAgain, 0, 0
	default:
		s.endTurn()
	}
}

// othersStart reports whether track square t is the start square of a
// colour in play other than the seat's.
func (s *CrossState) othersStart(t uint8) bool {
	if t%10 != 0 || t == s.square(s.seat, 0) {
		return false
	}
	return slices.Contains(s.b.colours[s.n][:s.n], t/10)
}

// onOthersStart reports whether a piece of the seat to move stands on the
// start square of another colour in play: in the penalty game without an
// extra throw after a 6, the only way to throw again.
func (s *CrossState) onOthersStart() bool {
	for t := uint8(0); t < crossSquares; t += 10 {
		if s.sq[t] == s.seat+1 && s.othersStart(t) {
			return true
		}
	}
	return false
}

// penaltyPass handles a pass of the penalty game and reports whether that
// was all: in the setup the seat keeps its pieces in the base and the next
// decides; a forfeited throw costs a token, and the turn goes on as after
// any forfeit.
func (s *CrossState) penaltyPass() bool {
	if s.phase == PhaseSetup {
		s.nextSetup()
		return true
	}
	s.pay(s.seat)
	return false
}

// nextSetup passes the setup decision to the next seat, or begins the
// game: the opening throws, or seat 0's turn.
func (s *CrossState) nextSetup() {
	if s.seat+1 < s.n {
		s.seat++
		return
	}
	s.seat, s.phase = 0, PhaseOpening
	if s.b.opening == OpeningSeatZero {
		s.phase = PhaseThrow
	}
}

// appendPenalty is AppendLegal at the penalty game's decisions. A move of
// one piece is a step like any other game's, boxed once; the moves that
// split a throw are too many to box ahead, so each is boxed as it is
// listed.
func (s *CrossState) appendPenalty(buf []board.Move) []board.Move {
	var moves [maxPenaltyMoves]CrossMove
	for _, m := range s.penaltyLegal(moves[:0]) {
		switch {
		case m.kind == Pass:
			buf = append(buf, s.b.pass)
		case m.ext>>extParts != 0:
			buf = append(buf, m)
		case m.from == spotBase:
			buf = append(buf, boxedStep(m, crossPlaces))
		default:
			buf = append(buf, boxedStep(m, int(m.from)))
		}
	}
	return buf
}

// appendTokens writes the ledger part of a position: " tokens:" and each
// seat's tokens, then "/" and the bank's.
func (s *CrossState) appendTokens(b []byte) []byte {
	b = append(b, " tokens:"...)
	for i := range s.n {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(s.tokens[i]), 10)
	}
	b = append(b, '/')
	return strconv.AppendInt(b, int64(s.bank), 10)
}

// parseTokens reads the ledger, which the penalty game's positions have
// and no other's: every seat's tokens and the bank's, as many as the
// players brought; none negative without debts; nobody richer than after
// his stake before the end, the bank empty at the end (the winner took
// it); and the stakes alone while the game has not begun.
func (s *CrossState) parseTokens(pos string, p positionParts) error {
	if !s.b.penalty.on {
		if p.tokens != "" {
			return board.BadNotation(pos, "%s has no tokens: no tokens: part", s.g.info.ID)
		}
		return nil
	}
	seats, bank, ok := strings.Cut(p.tokens, "/")
	items := strings.Split(seats, ",")
	if !ok || len(items) != int(s.n) {
		return board.BadNotation(pos, "tokens:%s: want each seat's tokens joined by commas, then / and the bank's, as tokens:9,9/2", p.tokens)
	}
	total := int64(0)
	for i, w := range items {
		v, ok := tokenCount(w)
		if !ok {
			return board.BadNotation(pos, "tokens:%s: %q is not a number of tokens", p.tokens, w)
		}
		s.tokens[i] = v
		total += int64(v)
	}
	v, ok := tokenCount(bank)
	if !ok || v < 0 {
		return board.BadNotation(pos, "tokens:%s: %q is not the bank's tokens", p.tokens, bank)
	}
	s.bank = v
	total += int64(v)
	start, after := s.b.penalty.tokens, s.b.penalty.tokens-s.stake()
	if want := int64(s.n) * int64(start); total != want {
		return board.BadNotation(pos, "tokens:%s: %d tokens in all, but %d players brought %d each", p.tokens, total, s.n, start)
	}
	for i := range s.n {
		switch t := s.tokens[i]; {
		case t < 0 && !s.b.penalty.debt:
			return board.BadNotation(pos, "tokens:%s: seat %d is in debt, which this game does not allow", p.tokens, i)
		case t > after && !(s.phase == PhaseOver && s.placed[0] == i):
			return board.BadNotation(pos, "tokens:%s: seat %d has more than the %d left after its stake", p.tokens, i, after)
		case t != after && (s.phase == PhaseSetup || s.phase == PhaseOpening):
			return board.BadNotation(pos, "tokens:%s: before the first throw every seat has the %d left after its stake", p.tokens, after)
		}
	}
	if s.phase == PhaseOver && s.bank != 0 {
		return board.BadNotation(pos, "tokens:%s: the winner takes the bank at the end", p.tokens)
	}
	return nil
}

// tokenCount reads a number of tokens: an optional minus sign and one to
// seven digits, without leading zeros, at most maxTokens.
func tokenCount(w string) (int32, bool) {
	neg := strings.HasPrefix(w, "-")
	digits := strings.TrimPrefix(w, "-")
	if len(digits) == 0 || len(digits) > 7 || len(digits) > 1 && digits[0] == '0' || neg && digits == "0" {
		return 0, false
	}
	v := int32(0)
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		v = 10*v + int32(c-'0')
	}
	if v > maxTokens {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}

// parseSetup reads the setup phase, which only the penalty game has: the
// seats before the one deciding have placed a piece on their start square
// or not, the others have every piece in the base.
func (s *CrossState) parseSetup(pos string, p positionParts) error {
	if !s.b.penalty.on {
		return board.BadNotation(pos, "%s has no setup decisions", s.g.info.ID)
	}
	if err := noArg(pos, p); err != nil {
		return err
	}
	return s.checkPlacedFirst(pos, s.seat)
}

// checkPlacedFirst checks the pieces of a penalty game that has not begun:
// seats before decided have every piece in the base or one on their start
// square; the others every piece in the base.
func (s *CrossState) checkPlacedFirst(pos string, decided uint8) error {
	for i := range s.n {
		way := s.onWay(i)
		switch {
		case len(way) == 0:
		case i >= decided:
			return board.BadNotation(pos, "seat %d has not decided yet whether to place a piece, so its pieces are in the base", i)
		case len(way) > 1 || way[0] != 0:
			return board.BadNotation(pos, "before the first throw a seat has at most one piece out, on its start square")
		}
	}
	return nil
}

// penaltyCounters are the picture's counters of the ledger: each seat's
// tokens and the bank's.
func (s *CrossState) penaltyCounters(cs []board.Counter) []board.Counter {
	if !s.b.penalty.on {
		return cs
	}
	for i := range s.n {
		cs = append(cs, board.Counter{Name: "tokens of " + s.g.info.SeatNames[i], Value: strconv.Itoa(int(s.tokens[i]))})
	}
	return append(cs, board.Counter{Name: "bank", Value: strconv.Itoa(int(s.bank))})
}

// describePenalty says what a decision of the penalty game does; c is the
// state after it.
func (s *CrossState) describePenalty(text string, m CrossMove, c *CrossState) string {
	seat := "seat " + strconv.Itoa(int(s.seat))
	switch {
	case m.kind == Throw:
		if c.phase == PhaseMove && c.nmoves == 0 {
			return text + "no piece of " + seat + " can use " + strconv.Itoa(int(m.face)) + ": " + seat + " pays a token into the bank"
		}
		return text + seat + " moves with " + strconv.Itoa(int(m.face))
	case s.phase == PhaseSetup && m.kind == Pass:
		return text + seat + " keeps every piece in the base; " + c.nextWords()
	case s.phase == PhaseSetup:
		return text + seat + " places a piece on its start square " + placeName(m.to) + "; " + c.nextWords()
	case m.kind == Pass:
		return text + "the throw of " + strconv.Itoa(int(s.roll)) + " cannot be used: " + seat + " pays a token into the bank (" +
			strconv.Itoa(int(c.tokens[s.seat])) + " left, " + strconv.Itoa(int(c.bank)) + " in the bank); " + c.nextWords()
	}
	parts, n := m.parts()
	words := make([]string, n)
	for i, p := range parts[:n] {
		words[i] = placeName(p.from) + " to " + placeName(p.to)
	}
	out := text + seat + " moves " + strings.Join(words, " and ")
	if m.from == spotBase {
		out = text + "a piece of " + seat + " enters on " + placeName(m.to)
	}
	if c.phase == PhaseOver {
		return out + "; " + seat + " is home first and takes the bank, " + strconv.Itoa(int(s.bank)) + " tokens; the game is over"
	}
	if c.phase == PhaseAgain && c.seat == s.seat {
		return out + "; a piece ends on another colour's start square: " + seat + " throws again"
	}
	return out + "; " + c.nextWords()
}

// parseSplit reads a split throw of the penalty game: two to four parts
// from-to joined by "+", each moving another piece on the way, as
// 3-4+8-12.
func parseSplit(text string) (CrossMove, error) {
	items := strings.Split(text, "+")
	if len(items) > crossPieces {
		return CrossMove{}, board.BadNotation(text, "a throw is split among at most four pieces")
	}
	m := CrossMove{kind: Step}
	var froms [crossPieces]uint8
	for i, item := range items {
		from, to, ok := strings.Cut(item, "-")
		if !ok {
			return CrossMove{}, board.BadNotation(text, "%q: a split throw is pieces' moves from-to joined by +, as 3-4+8-12", item)
		}
		f, err := parsePlace(text, from)
		if err != nil {
			return CrossMove{}, err
		}
		t, err := parsePlace(text, to)
		switch {
		case err != nil:
			return CrossMove{}, err
		case f == spotBase || t == spotBase:
			return CrossMove{}, board.BadNotation(text, "an entry takes the whole throw: a split moves pieces on the way")
		case f == t:
			return CrossMove{}, board.BadNotation(text, "%q: a piece given a share moves on", item)
		case slices.Contains(froms[:i], f):
			return CrossMove{}, board.BadNotation(text, "the piece on %s is given two shares: a piece gets one", from)
		}
		froms[i] = f
		if i == 0 {
			m.from, m.to = f, t
		} else {
			m.setPart(i, crossPart{f, t})
		}
	}
	return m, nil
}
