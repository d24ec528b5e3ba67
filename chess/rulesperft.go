package chess

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
