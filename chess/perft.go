package chess

// Perft counts the leaf nodes of the legal-move tree of the given depth
// (the standard test of move generators), counting the last ply in bulk:
// the moves at depth 1 are generated and counted, not played. Draws by rule
// are ignored, as in the published figures. It allocates one move buffer
// per call, nothing per move.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return p.perftWalk(depth, true, perftBuffer(depth))
}

// PerftFull is Perft without bulk counting: every leaf move is made and
// taken back, which also exercises Make and Unmake at the leaves.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	return p.perftWalk(depth, false, perftBuffer(depth))
}

// perftLevels is how many plies of move lists one perft buffer holds; a
// deeper walk (which would not finish anyway) takes another buffer.
const perftLevels = 16

// perftBuffer returns room for the move lists of depth plies, at most
// perftLevels of them.
func perftBuffer(depth int) []Move {
	return make([]Move, MaxMoves*min(depth, perftLevels))
}

// perftWalk counts the leaves depth plies down; with bulk it counts the
// last ply's moves without making them.
func (p *Position) perftWalk(depth int, bulk bool, buf []Move) uint64 {
	switch {
	case depth == 0:
		return 1
	case bulk && depth == 1:
		return uint64(p.legal(nil, true))
	}
	if len(buf) < MaxMoves {
		buf = perftBuffer(depth)
	}
	list := (*[MaxMoves]Move)(buf[:MaxMoves])
	n := p.generate(list)
	var total uint64
	rest := buf[MaxMoves:]
	for _, m := range list[:n] {
		u := p.Make(m)
		total += p.perftWalk(depth-1, bulk, rest)
		p.Unmake(m, u)
	}
	return total
}

// Divide returns the perft count below each legal move (depth-1 plies
// after it), the usual tool for finding a generator bug.
func (p *Position) Divide(depth int) map[Move]uint64 {
	out := make(map[Move]uint64)
	if depth <= 0 {
		return out
	}
	for _, m := range p.GenerateMoves(nil) {
		u := p.Make(m)
		out[m] = p.Perft(depth - 1)
		p.Unmake(m, u)
	}
	return out
}

// Perft counts the leaf nodes depth plies below the state with the bitboard
// generator (board.Perfter, used by the rulebook command). It is the
// standard perft of the published figures, Position.Perft: like every chess
// engine's perft it counts on through positions that the rules of play end
// by a draw (dead material, the seventy-five-move rule, fivefold
// repetition), so that `rulebook perft` compares with any engine. Claims,
// offers and resignation are not moves of the tree.
func (s *State) Perft(depth int) uint64 {
	p := s.pos
	return p.Perft(depth)
}
