package mill

// PerftHashed is Perft with the transposition table at any depth, so that
// the tests compare it with the plain count where both are quick.
func (p *Position) PerftHashed(depth int) uint64 { return p.perft(depth, true) }
