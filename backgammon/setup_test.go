package backgammon

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// side fills one side of b from the scenarios' notation, "24x2 13x5 bar2 res13"
// (also "24×2"); checkers not listed are off.
func side(t testing.TB, r *Rules, b *Board, s Side, text string) {
	t.Helper()
	n := 0
	for _, f := range strings.Fields(strings.ReplaceAll(text, "×", "x")) {
		p, c := f, 1
		if i := strings.IndexByte(f, 'x'); i >= 0 {
			v, err := strconv.Atoi(f[i+1:])
			if err != nil {
				t.Fatalf("bad count %q", f)
			}
			p, c = f[:i], v
		}
		var idx int
		switch {
		case strings.HasPrefix(p, "bar"):
			idx = Bar
			if p != "bar" {
				c, _ = strconv.Atoi(p[3:])
			}
		case strings.HasPrefix(p, "res"):
			idx = Reserve
			c, _ = strconv.Atoi(p[3:])
		default:
			v, err := strconv.Atoi(p)
			if err != nil || v < 1 || v > 24 {
				t.Fatalf("bad point %q", f)
			}
			idx = v
		}
		b.Pts[s][idx] += int8(c)
		n += c
	}
	b.Pts[s][Off] = int8(r.Checkers - n)
}

// position builds a board from the scenarios' notation for White and Black.
func position(t testing.TB, r *Rules, white, black string) Board {
	t.Helper()
	var b Board
	side(t, r, &b, White, white)
	side(t, r, &b, Black, black)
	if err := b.validate(r); err != nil {
		t.Fatalf("bad test position: %v", err)
	}
	return b
}

// sideText writes side s of b as "24x2 13 bar2 res3" (points high to low).
func sideText(b *Board, s Side) string {
	var parts []string
	for p := 24; p >= 1; p-- {
		switch n := b.Pts[s][p]; {
		case n == 1:
			parts = append(parts, strconv.Itoa(p))
		case n > 1:
			parts = append(parts, strconv.Itoa(p)+"x"+strconv.Itoa(int(n)))
		}
	}
	if n := b.Pts[s][Bar]; n > 0 {
		parts = append(parts, "bar"+strconv.Itoa(int(n)))
	}
	if n := b.Pts[s][Reserve]; n > 0 {
		parts = append(parts, "res"+strconv.Itoa(int(n)))
	}
	return strings.Join(parts, " ")
}

// turnStrings lists the notation of the turns.
func turnStrings(ts []Turn) []string {
	out := make([]string, len(ts))
	for i := range ts {
		out[i] = ts[i].String()
	}
	return out
}

// results returns the sorted resulting positions (both sides) of turns.
func results(r *Rules, b Board, s Side, ts []Turn) []string {
	var out []string
	for i := range ts {
		a := b
		applyTurn(r, &a, s, ts[i].Steps[:ts[i].N])
		out = append(out, sideText(&a, White)+" / "+sideText(&a, Black))
	}
	slices.Sort(out)
	return out
}

// expected returns the sorted resulting positions of plays written in the
// scenarios' notation, played by side s on b.
func expected(t testing.TB, r *Rules, b Board, s Side, plays []string) []string {
	t.Helper()
	var out []string
	for _, p := range plays {
		a := b
		segs, why := parseTurnText(p, false)
		if why == "" {
			why = applySegments(r, &a, s, segs)
		}
		if why != "" {
			t.Fatalf("expected play %q: %s", p, why)
		}
		out = append(out, sideText(&a, White)+" / "+sideText(&a, Black))
	}
	slices.Sort(out)
	return out
}

// finals explores every way a State's player can finish the current play
// (ladder rungs, bottom faces) and returns the sorted final positions of
// the mover written by sideText.
func finals(s *State) []string {
	p := s.onRoll
	seen := map[string]bool{}
	var walk func(s *State)
	walk = func(s *State) {
		if s.ph != phPlay || s.onRoll != p {
			seen[sideText(&s.b, p)+" off"+strconv.Itoa(int(s.b.Pts[p][Off]))] = true
			return
		}
		for _, m := range s.Legal() {
			c := s.Copy()
			c.apply(m.(Move).r)
			walk(c)
		}
	}
	walk(s)
	out := make([]string, 0, len(seen))
	for k := range seen {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
