package mill

// PerftHashed is Perft with a small transposition table (1024 entries, so
// that positions often share a slot) at any depth, so that the tests
// compare it with the plain count where both are quick.
func (p *Position) PerftHashed(depth int) uint64 { return p.perft(depth, 10) }

// PerftPlain is Perft without the transposition table at any depth.
func (p *Position) PerftPlain(depth int) uint64 { return p.perft(depth, 0) }
