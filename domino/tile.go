package domino

import (
	"math/bits"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// A Tile is one of the 28 tiles of the double-six set, numbered 0..27 in
// the order 0-0, 0-1, ..., 0-6, 1-1, 1-2, ..., 6-6.
type Tile uint8

// NumTiles is the number of tiles in the double-six set.
const NumTiles = 28

// NoTile is the zero-value-free marker for "no tile".
const NoTile Tile = 255

// tileTables holds the halves of each tile and the tile of each pair.
type tileTables struct {
	// lo and hi are -1, pips 0, for the values of Tile that are no tile,
	// so that a Tile's methods never index out of range.
	lo, hi, pips [256]int8
	index        [7][7]Tile
	suit         [7]Set // tiles containing a number
}

var tables = buildTables()

func buildTables() tileTables {
	var t tileTables
	for i := range t.lo {
		t.lo[i], t.hi[i] = -1, -1
	}
	i := Tile(0)
	for a := int8(0); a <= 6; a++ {
		for b := a; b <= 6; b++ {
			t.lo[i], t.hi[i], t.pips[i] = a, b, a+b
			t.index[a][b], t.index[b][a] = i, i
			t.suit[a] |= 1 << i
			t.suit[b] |= 1 << i
			i++
		}
	}
	return t
}

// TileOf returns the tile with halves a and b (in either order), NoTile
// unless both are in 0..6.
func TileOf(a, b int) Tile {
	if a < 0 || a > 6 || b < 0 || b > 6 {
		return NoTile
	}
	return tables.index[a][b]
}

// Lo returns the smaller half (-1 for a value that is no tile).
func (t Tile) Lo() int { return int(tables.lo[t]) }

// Hi returns the larger half (-1 for a value that is no tile).
func (t Tile) Hi() int { return int(tables.hi[t]) }

// Pips returns the pip value, the sum of both halves (0 for a value that
// is no tile).
func (t Tile) Pips() int { return int(tables.pips[t]) }

// Double reports whether both halves are equal.
func (t Tile) Double() bool { return t < NumTiles && tables.lo[t] == tables.hi[t] }

// Has reports whether one of the halves is v.
func (t Tile) Has(v int) bool { return t.Lo() == v || t.Hi() == v }

// Other returns the half opposite the half v (v itself for a double).
func (t Tile) Other(v int) int {
	if t.Lo() == v {
		return t.Hi()
	}
	return t.Lo()
}

// String writes the tile "a-b", smaller half first.
func (t Tile) String() string {
	if t >= NumTiles {
		return "?"
	}
	return tileNames[t]
}

// tileNames are the tiles' notations, made once.
var tileNames = func() (out [NumTiles]string) {
	for t := range Tile(NumTiles) {
		out[t] = string([]byte{byte('0' + t.Lo()), '-', byte('0' + t.Hi())})
	}
	return out
}()

// heavier reports whether t precedes u in the heaviest-tile order:
// more pips, then a double, then the larger higher half.
func (t Tile) heavier(u Tile) bool {
	if t.Pips() != u.Pips() {
		return t.Pips() > u.Pips()
	}
	if t.Double() != u.Double() {
		return t.Double()
	}
	return t.Hi() > u.Hi()
}

// ParseTile reads "a-b" (either half first) with a and b in 0..6. It also
// accepts ":" as the separator, as the Czech sources write "6:6".
func ParseTile(s string) (Tile, error) {
	if len(s) > MaxMoveLen {
		return NoTile, tooLong(s, "a tile", MaxMoveLen)
	}
	if len(s) != 3 || (s[1] != '-' && s[1] != ':') || s[0] < '0' || s[0] > '6' || s[2] < '0' || s[2] > '6' {
		return NoTile, board.BadNotation(s, "a tile is written a-b with both halves 0 to 6")
	}
	return TileOf(int(s[0]-'0'), int(s[2]-'0')), nil
}

// A Set is a set of tiles, bit i for tile i.
type Set uint32

// FullSet holds all 28 tiles.
const FullSet Set = 1<<NumTiles - 1

// SetOf returns the set of the given tiles.
func SetOf(ts ...Tile) Set {
	var s Set
	for _, t := range ts {
		s |= 1 << t
	}
	return s
}

// Has reports whether t is in the set.
func (s Set) Has(t Tile) bool { return t < NumTiles && s&(1<<t) != 0 }

// Len returns the number of tiles.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// First returns the lowest-numbered tile, NoTile for the empty set.
func (s Set) First() Tile {
	if s == 0 {
		return NoTile
	}
	return Tile(bits.TrailingZeros32(uint32(s)))
}

// Pips returns the sum of the pip values.
func (s Set) Pips() int {
	n := 0
	for x := s; x != 0; x &= x - 1 {
		n += Tile(bits.TrailingZeros32(uint32(x))).Pips()
	}
	return n
}

// Tiles returns the tiles in tile order.
func (s Set) Tiles() []Tile {
	out := make([]Tile, 0, s.Len())
	for x := s; x != 0; x &= x - 1 {
		out = append(out, Tile(bits.TrailingZeros32(uint32(x))))
	}
	return out
}

// String writes the tiles separated by spaces, "-" for the empty set.
func (s Set) String() string {
	if s == 0 {
		return "-"
	}
	var b strings.Builder
	for i, t := range s.Tiles() {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.String())
	}
	return b.String()
}

// heavierThan returns the tiles that precede t in the heaviest-tile order.
func heavierThan(t Tile) Set {
	var s Set
	for u := Tile(0); u < NumTiles; u++ {
		if u.heavier(t) {
			s |= 1 << u
		}
	}
	return s
}

// doubles is the set of the seven doubles.
func doubles() Set {
	var s Set
	for v := 0; v <= 6; v++ {
		s |= 1 << TileOf(v, v)
	}
	return s
}

// heaviest returns the heaviest tile of a non-empty set.
func heaviest(s Set) Tile {
	best := NoTile
	for x := s; x != 0; x &= x - 1 {
		t := Tile(bits.TrailingZeros32(uint32(x)))
		if best == NoTile || t.heavier(best) {
			best = t
		}
	}
	return best
}
