package main

import (
	"sync/atomic"
	"time"

	"github.com/rulebook-go/rulebook/chess"
)

// Scores are in centipawns from the side to move's view; a mate in n plies
// scores mateScore−n.
const (
	mateScore = 30000
	infinity  = 32000
	maxPly    = 64
)

// pieceValue is the material of each piece type in centipawns.
// The king is taken only in eating chess, where it is an ordinary piece
// (valued as a minor one); the amazon, the chief of chess/chief, is royal
// and never taken, and its value only orders captures.
var pieceValue = [...]int{chess.Pawn: 100, chess.Knight: 320, chess.Bishop: 330, chess.Rook: 500, chess.Queen: 900,
	chess.King: 300, chess.Amazon: 1200}

// mobilityWeight is what one legal move more than the opponent is worth.
const mobilityWeight = 4

// evaluate returns the material and mobility balance for the side to move:
// the material difference plus mobilityWeight centipawns per legal move
// more than the opponent would have (not counted in check, where passing
// the move is not a position). Pieces in hand (placement chess) count as
// material, so that the balance of the placement phase is the drops each
// side has: a player with pieces and no drop loses.
//
// In eating chess, which the player who has lost everything wins, the
// material counts the other way and the king is material.
func evaluate(p *chess.Position, r chess.Rules) int {
	us := p.SideToMove()
	score := 0
	for t := chess.Pawn; t <= chess.Queen; t++ {
		score += pieceValue[t] * (p.Pieces(us, t).Count() + p.Hand(us, t) - p.Pieces(us.Other(), t).Count() - p.Hand(us.Other(), t))
	}
	if r.Variant == chess.Eating {
		score -= pieceValue[chess.King] * (p.Pieces(us, chess.King).Count() - p.Pieces(us.Other(), chess.King).Count())
		return -score
	}
	if !p.InCheck() {
		mine := p.CountMoves()
		u := p.MakeNull()
		if !p.InCheck() {
			score += mobilityWeight * (mine - p.CountMoves())
		}
		p.UnmakeNull(u)
	}
	return score
}

// A ttEntry is what the search learnt of a position.
type ttEntry struct {
	key   uint64
	move  chess.Move
	score int16
	depth int8
	bound uint8
}

// The bounds of a ttEntry's score.
const (
	boundExact uint8 = iota + 1
	boundLower       // the score is at least this (a beta cutoff)
	boundUpper       // the score is at most this (no move raised alpha)
)

// A table is the transposition table: positions by Zobrist hash, the
// deeper search kept on a collision.
type table struct{ entries []ttEntry }

func newTable(megabytes int) *table {
	n := megabytes << 20 / 16
	size := 1
	for size*2 <= n {
		size *= 2
	}
	return &table{entries: make([]ttEntry, size)}
}

func (t *table) clear() { clear(t.entries) }

func (t *table) probe(key uint64) (ttEntry, bool) {
	e := t.entries[key&uint64(len(t.entries)-1)]
	return e, e.key == key && e.bound != 0
}

func (t *table) store(key uint64, m chess.Move, score, depth int, bound uint8) {
	e := &t.entries[key&uint64(len(t.entries)-1)]
	if e.key == key && int(e.depth) > depth && bound != boundExact {
		return
	}
	*e = ttEntry{key, m, int16(score), int8(depth), bound}
}

// A searcher runs one alpha-beta search from a position.
type searcher struct {
	rules    chess.Rules // the variant: its end rules score the leaves
	pos      chess.Position
	history  []uint64 // hashes of the game's positions before pos, for repetitions
	tt       *table
	stop     *atomic.Bool
	deadline time.Time // zero: no time limit
	nodes    uint64
	aborted  bool
	moves    [maxPly + 1][chess.MaxMoves]chess.Move
	killers  [maxPly + 1][2]chess.Move
	// second[ply] tells that the node at ply is the second move of a
	// double-move turn: its parent's side moves again
	second [maxPly + 2]bool
}

// child searches the position after a move of the side that moved at ply,
// from that side's view: negated for the opponent, as it is in negamax,
// but not when the same side moves again (the first move of a turn of
// double-move chess).
func (s *searcher) child(mover chess.Color, depth, ply, alpha, beta int, quiet bool) int {
	again := s.pos.SideToMove() == mover
	s.second[ply+1] = again
	switch {
	case again && quiet:
		return s.quiesce(ply+1, alpha, beta)
	case again:
		return s.negamax(depth-1, ply+1, alpha, beta)
	case quiet:
		return -s.quiesce(ply+1, -beta, -alpha)
	}
	return -s.negamax(depth-1, ply+1, -beta, -alpha)
}

// quietLimit is the half-move clock at which the search scores a draw:
// the fifty-move rule counts moves in chess and turns in double-move
// chess, whose clock counts moves (two a turn).
func (s *searcher) quietLimit() int {
	if s.rules.Variant == chess.Double {
		return 200
	}
	return 100
}

// timeUp checks the clock and the stop flag every 1,024 nodes.
func (s *searcher) timeUp() bool {
	if s.aborted {
		return true
	}
	if s.nodes&1023 == 0 && (s.stop.Load() || !s.deadline.IsZero() && time.Now().After(s.deadline)) {
		s.aborted = true
	}
	return s.aborted
}

// repeated reports whether pos occurred before, since the last irreversible
// move: a repetition scores as a draw inside the search. In chess the
// same side is to move every second ply; in double-move chess a position
// may recur with any spacing, and only at the start of a turn counts.
func (s *searcher) repeated(ply int) bool {
	n, stride := s.pos.HalfmoveClock(), 2
	if s.rules.Variant == chess.Double {
		if s.second[ply] {
			return false
		}
		stride = 1
	}
	for i := len(s.history) - stride; i >= 0 && i >= len(s.history)-n; i -= stride {
		if s.history[i] == s.pos.Hash() {
			return true
		}
	}
	return false
}

// negamax searches depth plies and returns the score for the side to move.
func (s *searcher) negamax(depth, ply, alpha, beta int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	p := &s.pos
	if ply > 0 && (p.HalfmoveClock() >= s.quietLimit() || s.rules.Variant == chess.Standard && p.InsufficientMaterial() || s.repeated(ply)) {
		return 0
	}
	inCheck := p.InCheck()
	if inCheck && depth < maxPly-ply {
		depth++ // check extension: a forced line is searched to its end
	}
	if depth <= 0 || ply >= maxPly {
		return s.quiesce(ply, alpha, beta)
	}
	var ttMove chess.Move
	if e, ok := s.tt.probe(p.Hash()); ok {
		ttMove = e.move
		if ply > 0 && int(e.depth) >= depth {
			sc := fromTT(int(e.score), ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && sc >= beta,
				e.bound == boundUpper && sc <= alpha:
				return sc
			}
		}
	}
	moves := p.GenerateMoves(s.moves[ply][:0])
	if len(moves) == 0 {
		return s.noMoves(inCheck, ply)
	}
	s.order(moves, ttMove, ply)
	best, bestMove, bound := -infinity, chess.NullMove, boundUpper
	us := p.SideToMove()
	for _, m := range moves {
		s.history = append(s.history, p.Hash())
		u := p.Make(m)
		sc := s.child(us, depth, ply, alpha, beta, false)
		p.Unmake(m, u)
		s.history = s.history[:len(s.history)-1]
		if s.aborted {
			return 0
		}
		if sc > best {
			best, bestMove = sc, m
		}
		if sc > alpha {
			alpha, bound = sc, boundExact
		}
		if alpha >= beta {
			bound = boundLower
			if !p.IsCapture(m) {
				s.killers[ply][1], s.killers[ply][0] = s.killers[ply][0], m
			}
			break
		}
	}
	s.tt.store(p.Hash(), bestMove, toTT(best, ply), depth, bound)
	return best
}

// noMoves scores a position whose side to move has no legal move, by the
// variant's end rules: mate loses and stalemate draws in chess,
// chess/chief, chess/double (at the start of a turn; a player who cannot
// make his second move draws) and chess/placement once all is placed; in
// chess/ko the player without a move wins unless mated (and then too
// with MateAlsoWins); in chess/eating he wins; in placement a player who
// holds pieces and has no drop loses.
func (s *searcher) noMoves(inCheck bool, ply int) int {
	win := mateScore - ply
	switch {
	case s.rules.Variant == chess.Eating,
		s.rules.Variant == chess.KnockOut && (!inCheck || s.rules.MateAlsoWins):
		return win
	case s.second[min(ply, maxPly+1)]:
		return 0
	case inCheck, s.holds():
		return -win
	}
	return 0
}

// holds reports whether the side to move still holds pieces to drop.
func (s *searcher) holds() bool {
	us := s.pos.SideToMove()
	for t := chess.Pawn; t <= chess.King; t++ {
		if s.pos.Hand(us, t) > 0 {
			return true
		}
	}
	return false
}

// quiesce searches captures (and promotions) until the position is quiet,
// so that the evaluation is never taken in the middle of an exchange.
func (s *searcher) quiesce(ply, alpha, beta int) int {
	s.nodes++
	if s.timeUp() {
		return 0
	}
	p := &s.pos
	moves := p.GenerateMoves(s.moves[min(ply, maxPly)][:0])
	if len(moves) == 0 {
		return s.noMoves(p.InCheck(), ply)
	}
	stand := evaluate(p, s.rules)
	if stand >= beta || ply >= maxPly {
		return stand
	}
	alpha = max(alpha, stand)
	s.order(moves, chess.NullMove, min(ply, maxPly))
	us := p.SideToMove()
	for _, m := range moves {
		if !p.IsCapture(m) && m.Kind() != chess.Promotion {
			continue
		}
		u := p.Make(m)
		sc := s.child(us, 0, ply, alpha, beta, true)
		p.Unmake(m, u)
		if s.aborted {
			return 0
		}
		if sc >= beta {
			return sc
		}
		alpha = max(alpha, sc)
	}
	return alpha
}

// order sorts moves best first: the table's move, captures by the most
// valuable victim and the least valuable attacker, promotions, killers.
func (s *searcher) order(moves []chess.Move, ttMove chess.Move, ply int) {
	var keys [chess.MaxMoves]int
	for i, m := range moves {
		k := 0
		switch {
		case m == ttMove:
			k = 1 << 20
		case s.pos.IsCapture(m):
			victim := chess.Pawn
			if m.Kind() != chess.EnPassant {
				victim = s.pos.Piece(m.To()).Type()
			}
			k = 1<<16 + pieceValue[victim]*16 - int(s.pos.Piece(m.From()).Type())
		case m.Kind() == chess.Promotion:
			k = 1<<15 + int(m.Promotion())
		case m == s.killers[ply][0]:
			k = 1 << 14
		case m == s.killers[ply][1]:
			k = 1<<14 - 1
		}
		keys[i] = k
	}
	for i := 1; i < len(moves); i++ { // insertion sort: lists are short
		for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			moves[j], moves[j-1] = moves[j-1], moves[j]
		}
	}
}

// toTT and fromTT keep mate scores relative to the node in the table, so
// that a mate found at one ply reads right at another.
func toTT(sc, ply int) int {
	switch {
	case sc > mateScore-maxPly*2:
		return sc + ply
	case sc < -mateScore+maxPly*2:
		return sc - ply
	}
	return sc
}

func fromTT(sc, ply int) int {
	switch {
	case sc > mateScore-maxPly*2:
		return sc - ply
	case sc < -mateScore+maxPly*2:
		return sc + ply
	}
	return sc
}

// A report is one finished iteration of the deepening.
type report struct {
	depth int
	score int
	move  chess.Move
	nodes uint64
	time  time.Duration
	pv    []chess.Move
}

// think deepens from depth 1 to maxDepth (or until stopped or out of time)
// and calls info after each completed depth. It returns the best move of
// the deepest completed search, or the first legal move when none was
// completed, and NullMove when there is no legal move.
func (s *searcher) think(maxDepth int, info func(report)) chess.Move {
	start := time.Now()
	var buf [chess.MaxMoves]chess.Move
	legal := s.pos.GenerateMoves(buf[:0])
	if len(legal) == 0 {
		return chess.NullMove
	}
	best := legal[0]
	s.second[0] = false // the root's own turn state is in pos; only its children's matter
	for depth := 1; depth <= min(maxDepth, maxPly-1); depth++ {
		sc := s.negamax(depth, 0, -infinity, infinity)
		if s.aborted {
			break
		}
		if e, ok := s.tt.probe(s.pos.Hash()); ok && e.move != chess.NullMove {
			best = e.move
		}
		if info != nil {
			info(report{depth, sc, best, s.nodes, time.Since(start), s.pv(best, depth)})
		}
		if sc > mateScore-maxPly || sc < -mateScore+maxPly {
			break // a forced mate: deeper search finds no better
		}
		if len(legal) == 1 {
			break
		}
	}
	return best
}

// pv follows the table from the root's best move, checking every move.
func (s *searcher) pv(first chess.Move, depth int) []chess.Move {
	p := s.pos
	line := []chess.Move{}
	m := first
	var buf [chess.MaxMoves]chess.Move
	for range depth {
		ok := false
		for _, l := range p.GenerateMoves(buf[:0]) {
			if l == m {
				ok = true
				break
			}
		}
		if !ok {
			break
		}
		line = append(line, m)
		p.Make(m)
		e, hit := s.tt.probe(p.Hash())
		if !hit || e.move == chess.NullMove {
			break
		}
		m = e.move
	}
	return line
}
