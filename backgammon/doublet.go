package backgammon

// Doublet's stacking phases (Rules.Stacked). Each side's twelve checkers
// stand two on each own point 1..6; a point is stacked (one checker on
// the other) or unstacked, and the side is unstacking, restacking or
// bearing off. The checkers do not move until the bearing off, so the
// phases are kept beside the board, and a stacking play is a few steps
// with To Unstack or Restack.

// The phases of a side in Doublet.
const (
	unstacking uint8 = iota
	restacking
	bearingOff
)

// allStacked is the stack mask with all six points stacked.
const allStacked = 0x3f

// stackPhase reports whether the player on roll is in a stacking phase.
func (s *State) stackPhase() bool {
	return s.r.Stacked && s.sphase[s.onRoll] != bearingOff
}

// stackSteps applies stacking steps (in order, each may change the
// phase) to a side's mask and phase.
func stackSteps(mask, ph uint8, steps []Step) (uint8, uint8) {
	for _, st := range steps {
		if !st.stacking() {
			continue
		}
		bit := uint8(1) << (st.From - 1)
		if st.To == Unstack {
			mask &^= bit
			if mask == 0 {
				ph = restacking
			}
		} else {
			mask |= bit
			if mask == allStacked {
				ph = bearingOff
			}
		}
	}
	return mask, ph
}

// stackTurns lists the plays of the roll in a stacking phase: for each
// order of the numbers (a double is one number) each number (un)stacks
// its point or is wasted, and once the phase turns to the bearing off the
// numbers left are played as ordinary steps. Plays using the most
// numbers are kept, each result once.
func (s *State) stackTurns(g *Generator, buf []Turn) []Turn {
	p := s.onRoll
	d1, d2 := s.dice[0], s.dice[1]
	orders := [2][2]int8{{d1, d2}, {d2, d1}}
	n, nOrders := 2, 2
	if d1 == d2 {
		n, nOrders = 1, 1
	}
	out := buf[:0]
	best := -1
	type key struct {
		mask, ph uint8
		b        Board
	}
	var seen [32]key
	nSeen := 0
	offer := func(t *Turn) {
		used := int(t.Used)
		if used < best {
			return
		}
		if used > best {
			best, out, nSeen = used, out[:0], 0
		}
		k := key{b: s.b}
		k.mask, k.ph = stackSteps(s.stacked[p], s.sphase[p], t.Steps[:t.N])
		applyTurn(&s.r, &k.b, p, t.Steps[:t.N])
		for _, x := range seen[:nSeen] {
			if x == k {
				return
			}
		}
		if nSeen < len(seen) {
			seen[nSeen] = k
			nSeen++
		}
		out = append(out, *t)
	}
	for _, o := range orders[:nOrders] {
		var t Turn
		mask, ph := s.stacked[p], s.sphase[p]
		tailed := false
		for i, d := range o[:n] {
			if ph == bearingOff {
				// the rest of the roll bears off (one number at most)
				g.tail = g.TurnsSchedule(&s.b, p, o[i:n], g.tail)
				for _, tt := range g.tail {
					c := t
					copy(c.Steps[c.N:], tt.Steps[:tt.N])
					c.N += tt.N
					c.Used += tt.Used
					offer(&c)
				}
				tailed = true
				break
			}
			bit := uint8(1) << (d - 1)
			switch {
			case ph == unstacking && mask&bit != 0:
				t.Steps[t.N] = Step{From: d, To: Unstack}
			case ph == restacking && mask&bit == 0:
				t.Steps[t.N] = Step{From: d, To: Restack}
			default:
				continue // the number is wasted
			}
			t.N++
			t.Used++
			mask, ph = stackSteps(mask, ph, t.Steps[t.N-1:t.N])
		}
		if !tailed {
			offer(&t)
		}
	}
	return out
}
