package chess

// Make plays the legal move m and returns what Unmake needs to take it back.
// m must be legal in p (from GenerateMoves, ParseUCI or ParseSAN); other
// moves corrupt the position.
func (p *Position) Make(m Move) Undo {
	u := Undo{castle: p.castle, ep: p.ep, halfmove: int32(p.halfmove), hash: p.hash}
	from, to := m.From(), m.To()
	pc := p.board[from]
	us := p.side
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep&7]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	switch m.Kind() {
	case Normal:
		if c := p.board[to]; c != NoPiece {
			p.remove(c, to)
			u.captured = c
			p.halfmove = 0
		}
		p.shift(pc, from, to)
		if pc.Type() == Pawn {
			p.halfmove = 0
			if from^to == 16 {
				p.ep = (from + to) / 2
			}
		}
	case Promotion:
		if c := p.board[to]; c != NoPiece {
			p.remove(c, to)
			u.captured = c
		}
		p.remove(pc, from)
		p.put(MakePiece(us, m.Promotion()), to)
		p.halfmove = 0
	case EnPassant:
		capSq := to ^ 8 // the square behind the target, on the mover's side of it
		c := p.board[capSq]
		p.remove(c, capSq)
		u.captured = c
		p.shift(pc, from, to)
		p.halfmove = 0
	case Castling:
		rf, rt := castleRookSquares(to)
		p.shift(pc, from, to)
		p.shift(p.board[rf], rf, rt)
	case Drop:
		u.fullmove = int32(p.fullmove)
		p.drop(m)
		return u
	}
	if nc := p.castle & castleMask[from] & castleMask[to]; nc != p.castle {
		p.hash ^= zobristCastle[p.castle] ^ zobristCastle[nc]
		p.castle = nc
	}
	if p.v != nil {
		if pc.Type() == Amazon {
			p.moveAmazonAttacks(from, to)
		}
		if p.v.double {
			p.doubleTurn(m, us, &u)
			return u
		}
	}
	if us == Black {
		p.fullmove++
	}
	p.side = us.Other()
	p.hash ^= zobristSide
	if p.ep != NoSquare && p.epHashed() {
		p.hash ^= zobristEP[p.ep&7]
	}
	return u
}

// Unmake takes back m, which must be the last move made, with the Undo that
// Make returned for it.
func (p *Position) Unmake(m Move, u Undo) {
	from, to := m.From(), m.To()
	if p.v != nil {
		if p.board[to].Type() == Amazon && m.Kind() == Normal {
			p.moveAmazonAttacks(from, to)
		}
		if p.v.double {
			p.side, p.fullmove = u.side^1, int(u.fullmove)+int(u.side)
			p.step, p.ep2, p.pend = u.step, u.ep2, u.pend
		}
	}
	p.side = p.side.Other()
	us := p.side
	if us == Black {
		p.fullmove--
	}
	switch m.Kind() {
	case Normal:
		p.shift(p.board[to], to, from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case Promotion:
		p.remove(p.board[to], to)
		p.put(MakePiece(us, Pawn), from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	case EnPassant:
		p.shift(p.board[to], to, from)
		p.put(u.captured, to^8)
	case Castling:
		rf, rt := castleRookSquares(to)
		p.shift(p.board[to], to, from)
		p.shift(p.board[rt], rt, rf)
	case Drop:
		p.remove(p.board[to], to)
		p.hand[us][m.Dropped()]++
		p.fullmove = int(u.fullmove)
	}
	p.castle, p.ep, p.halfmove, p.hash = u.castle, u.ep, int(u.halfmove), u.hash
}

// MakeNull passes the move to the opponent (for search experiments; it is
// not a chess move). It returns what UnmakeNull needs.
func (p *Position) MakeNull() Undo {
	u := Undo{castle: p.castle, ep: p.ep, halfmove: int32(p.halfmove), hash: p.hash}
	if p.ep != NoSquare {
		if p.epHashed() {
			p.hash ^= zobristEP[p.ep&7]
		}
		p.ep = NoSquare
	}
	p.halfmove++
	p.side = p.side.Other()
	p.hash ^= zobristSide
	return u
}

// UnmakeNull takes back MakeNull.
func (p *Position) UnmakeNull(u Undo) {
	p.side = p.side.Other()
	p.castle, p.ep, p.halfmove, p.hash = u.castle, u.ep, int(u.halfmove), u.hash
}

// computeHash returns the Zobrist hash recomputed from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			h ^= zobristPiece[pc&15][s]
		}
	}
	if p.side == Black {
		h ^= zobristSide
	}
	for c := range p.hand {
		for t, n := range p.hand[c] {
			h ^= zobristHand[MakePiece(Color(c), PieceType(t))&15][n]
		}
	}
	h ^= zobristCastle[p.castle&AllCastling]
	if p.epHashed() {
		h ^= zobristEP[p.ep&7]
	}
	if p.Variant() == Double {
		h ^= p.turnHash()
	}
	return h
}
