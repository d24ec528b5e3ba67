package backgammon

import "testing"

func TestQuickOpening(t *testing.T) {
	r := Backgammon()
	g, _ := NewGenerator(r)
	b := startBoard(&r)
	for d1 := 1; d1 <= 6; d1++ {
		for d2 := 1; d2 <= d1; d2++ {
			ts := g.Turns(&b, White, d1, d2, false, nil)
			t.Logf("%d%d: %d", d1, d2, len(ts))
			if d1 == 2 && d2 == 1 || d1 == 5 && d2 == 5 || d1 == 6 && d2 == 5 {
				for _, x := range ts {
					t.Log("   ", x.String())
				}
			}
		}
	}
}
