package chess

import "testing"

// TestSliderAttacks checks the magic tables against the slow ray walk for
// many occupancies.
func TestSliderAttacks(t *testing.T) {
	r := prng(12345)
	for i := 0; i < 20000; i++ {
		occ := Bitboard(r.next() & r.next())
		s := Square(r.next() % 64)
		if got, want := rookAttacks(s, occ), slide(s, occ, rookDirs); got != want {
			t.Fatalf("rook %v occ %x: got %x want %x", s, occ, got, want)
		}
		if got, want := bishopAttacks(s, occ), slide(s, occ, bishopDirs); got != want {
			t.Fatalf("bishop %v occ %x: got %x want %x", s, occ, got, want)
		}
	}
	if between[A1][H8] != bb(B1+8)|bb(C1+16)|bb(D1+24)|bb(E1+32)|bb(F1+40)|bb(G1+48) {
		t.Errorf("between a1 h8 = %x", between[A1][H8])
	}
	if between[A1][B1+16] != 0 || line[A1][B1+16] != 0 {
		t.Error("a1 and b3 share no line")
	}
}

// TestMagicSearch checks that the search reproduces working magics without
// the recorded numbers.
func TestMagicSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("search takes a third of a second")
	}
	var ms [64]magic
	var table [5248]Bitboard
	initMagics(&ms, bishopDirs, table[:], nil)
	for s := Square(0); s < 64; s++ {
		if ms[s].mul != bishopMagicNumbers[s] {
			t.Fatalf("square %v: search found %#x, magics.go records %#x", s, ms[s].mul, bishopMagicNumbers[s])
		}
	}
}
