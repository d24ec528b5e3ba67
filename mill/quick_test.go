package mill

import "testing"

func TestQuickPerft(t *testing.T) {
	c, err := Rules{}.compile()
	if err != nil { t.Fatal(err) }
	p := c.start
	for d := 1; d <= 6; d++ {
		t.Log(d, p.Perft(d))
	}
}

func BenchmarkQuickPerft6(b *testing.B) {
	c, _ := Rules{}.compile()
	p := c.start
	for b.Loop() {
		if p.Perft(6) != 99274176 { b.Fatal("bad") }
	}
	b.ReportMetric(99274176*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func TestQuickFull(t *testing.T) {
	c, _ := Rules{}.compile()
	p := c.start
	for d := 1; d <= 5; d++ {
		if a, b := p.Perft(d), p.PerftFull(d); a != b { t.Fatal(d, a, b) }
	}
}
