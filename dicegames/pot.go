package dicegames

// The pot rounds of the round games (Macao, Ship Captain and Crew): every
// seat in the game antes a chip as the round opens, the round's best
// result takes the pot, and a seat left without chips is out. Score
// mirrors the chips, so that the match wrapper ranks by them.

// anteRound makes every seat in the game pay one chip into the pot.
func anteRound(p *Position) {
	for i := range int(p.N) {
		if p.In(i) {
			p.Transfer(SeatAccount(i), Pot, 1, Clamp)
			p.Score[i] = p.Stack[i]
			p.Last[i] = 0
		}
	}
}

// payRound pays the pot to the seat with the unique best round result in
// Last among the seats in the game whose result counts (a tie or no
// result leaves the pot for the next round, unless nobody could ante
// again, when the seats share it), puts out the seats without
// chips and reports whether only one seat is left.
func payRound(p *Position, counts func(v int) bool) bool {
	best, who, tie := -1, -1, false
	for i := range int(p.N) {
		v := int(p.Last[i])
		if !p.In(i) || !counts(v) {
			continue
		}
		switch {
		case v > best:
			best, who, tie = v, i, false
		case v == best:
			tie = true
		}
	}
	if who >= 0 && !tie {
		p.Transfer(Pot, SeatAccount(who), p.Chips(Pot), Exact)
	} else if broke(p) {
		// Nobody has a chip left for the next ante: the seats in the game
		// share the pot (what does not divide stays in it).
		share := p.Chips(Pot) / p.Active()
		for i := range int(p.N) {
			if p.In(i) {
				p.Transfer(Pot, SeatAccount(i), share, Exact)
			}
		}
	}
	for i := range int(p.N) {
		p.Score[i] = p.Stack[i]
		if p.In(i) && p.Stack[i] == 0 {
			p.Eliminate(i)
		}
	}
	return lastStanding(p)
}

// broke reports whether every seat in the game is out of chips.
func broke(p *Position) bool {
	for i := range int(p.N) {
		if p.In(i) && p.Stack[i] > 0 {
			return false
		}
	}
	return true
}

// winRound gives a round won to the seat with the unique best result in
// Last (the lowest when lowest is set); a tied round has no winner.
func winRound(p *Position, lowest bool) {
	best, who, tie := 0, -1, false
	for i := range int(p.N) {
		if !p.In(i) {
			continue
		}
		v := int(p.Last[i])
		if lowest {
			v = -v
		}
		switch {
		case who < 0 || v > best:
			best, who, tie = v, i, false
		case v == best:
			tie = true
		}
	}
	if who >= 0 && !tie {
		p.Score[who]++
	}
}
