package chess

import "math/bits"

// Attack tables. They are computed once at package initialisation, from the
// rules of movement alone, and never written afterwards.
var (
	knightAttacks [64]Bitboard
	kingAttacks   [64]Bitboard
	pawnAttacks   [2][64]Bitboard
	// between[a][b] holds the squares strictly between a and b when they
	// share a rank, file or diagonal, else nothing.
	between [64][64]Bitboard
	// line[a][b] holds the whole board line through a and b (both
	// included) when they share one, else nothing.
	line [64][64]Bitboard

	rookMagics   [64]magic
	bishopMagics [64]magic
	// pseudo attacks of rook and bishop on an empty board.
	rookEmpty   [64]Bitboard
	bishopEmpty [64]Bitboard
)

// magic is one square's entry of the "fancy" magic bitboard scheme: the
// relevant occupancy (mask), multiplied by a magic number and shifted,
// indexes the square's slice of the attack table.
type magic struct {
	mask    Bitboard
	mul     uint64
	shift   uint8
	attacks []Bitboard
}

// index returns the table index of occupancy occ.
func (m *magic) index(occ Bitboard) uint64 {
	return uint64(occ&m.mask) * m.mul >> m.shift
}

// rookAttacks returns the squares a rook on s attacks with the board occupied by occ.
func rookAttacks(s Square, occ Bitboard) Bitboard {
	m := &rookMagics[s&63]
	return m.attacks[uint64(occ&m.mask)*m.mul>>m.shift]
}

// bishopAttacks returns the squares a bishop on s attacks with the board occupied by occ.
func bishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &bishopMagics[s&63]
	return m.attacks[uint64(occ&m.mask)*m.mul>>m.shift]
}

// queenAttacks returns the squares a queen on s attacks with the board occupied by occ.
func queenAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// slide returns the squares reached from s in the directions dirs, each ray
// stopping at (and including) the first occupied square.
func slide(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var a Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := MakeSquare(f, r)
			a |= bb(t)
			if occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return a
}

// steps returns the squares at the given offsets from s that are on the board.
func steps(s Square, offs [][2]int) Bitboard {
	var a Bitboard
	for _, o := range offs {
		f, r := s.File()+o[0], s.Rank()+o[1]
		if f >= 0 && f < 8 && r >= 0 && r < 8 {
			a |= bb(MakeSquare(f, r))
		}
	}
	return a
}

func init() {
	knight := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	king := [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
	for s := Square(0); s < 64; s++ {
		knightAttacks[s] = steps(s, knight)
		kingAttacks[s] = steps(s, king)
		pawnAttacks[White][s] = steps(s, [][2]int{{-1, 1}, {1, 1}})
		pawnAttacks[Black][s] = steps(s, [][2]int{{-1, -1}, {1, -1}})
		rookEmpty[s] = slide(s, 0, rookDirs)
		bishopEmpty[s] = slide(s, 0, bishopDirs)
	}
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			for _, att := range [2]struct {
				empty *[64]Bitboard
				dirs  [4][2]int
			}{{&rookEmpty, rookDirs}, {&bishopEmpty, bishopDirs}} {
				if att.empty[a].Has(b) {
					between[a][b] = slide(a, bb(b), att.dirs) & slide(b, bb(a), att.dirs)
					line[a][b] = (att.empty[a]&att.empty[b] | bb(a) | bb(b))
				}
			}
		}
	}
	initMagics(&rookMagics, rookDirs, rookTable[:], &rookMagicNumbers)
	initMagics(&bishopMagics, bishopDirs, bishopTable[:], &bishopMagicNumbers)
}

// The shared attack tables of all squares (sizes of the fancy scheme:
// 102,400 rook and 5,248 bishop entries).
var (
	rookTable   [102400]Bitboard
	bishopTable [5248]Bitboard
)

// initMagics fills the attack table of every square. It tries the magic
// number recorded in magics.go first (the search below found it; recording
// it saves a third of a second at start-up) and otherwise searches by
// deterministic trial and error (fixed seed, so every run builds the same
// tables).
func initMagics(ms *[64]magic, dirs [4][2]int, table []Bitboard, known *[64]uint64) {
	var occs, atts [4096]Bitboard
	var epoch [4096]int
	rng := prng(0x9E3779B97F4A7C15)
	cnt := 0
	offset := 0
	for s := Square(0); s < 64; s++ {
		edges := (Bitboard(0xFF)|0xFF<<56)&^(Bitboard(0xFF)<<(8*s.Rank())) |
			(Bitboard(0x0101010101010101)|0x8080808080808080)&^(Bitboard(0x0101010101010101)<<s.File())
		m := &ms[s]
		m.mask = slide(s, 0, dirs) &^ edges
		n := m.mask.Count()
		m.shift = uint8(64 - n)
		size := 1 << n
		m.attacks = table[offset : offset+size : offset+size]
		offset += size
		// Enumerate every subset of the mask (Carry-Rippler trick).
		var sub Bitboard
		for i := 0; i < size; i++ {
			occs[i] = sub
			atts[i] = slide(s, sub, dirs)
			sub = (sub - m.mask) & m.mask
		}
		for try := 0; ; try++ {
			if try == 0 && known != nil {
				m.mul = known[s]
			} else {
				m.mul = rng.sparse()
			}
			if bits.OnesCount64(uint64(m.mask)*m.mul>>56) < 6 {
				continue
			}
			cnt++
			ok := true
			for i := 0; i < size; i++ {
				idx := m.index(occs[i])
				if epoch[idx] < cnt {
					epoch[idx] = cnt
					m.attacks[idx] = atts[i]
				} else if m.attacks[idx] != atts[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
	}
}

// prng is a xorshift64* generator, used only for the deterministic magic
// search and the Zobrist keys.
type prng uint64

func (r *prng) next() uint64 {
	x := uint64(*r)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*r = prng(x)
	return x * 2685821657736338717
}

// sparse returns a random number with few bits set, which makes good magics.
func (r *prng) sparse() uint64 { return r.next() & r.next() & r.next() }
