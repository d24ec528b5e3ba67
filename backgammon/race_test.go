//go:build race

package backgammon

// raceEnabled: the race detector makes sync.Pool drop items at random, so
// allocation counts do not hold.
const raceEnabled = true
