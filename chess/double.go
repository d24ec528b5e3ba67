package chess

import "fmt"

// The turn of double-move chess: two moves by the same side, the first
// ending the turn when it gives check.

// Hash keys of double-move chess's turn state.
var (
	zobristEP2, zobristPend = func() (ep2, pend [8]uint64) {
		r := prng(0x13198A2E03707344)
		for f := range ep2 {
			ep2[f], pend[f] = r.next(), r.next()
		}
		return ep2, pend
	}()
	zobristStep = func() uint64 {
		r := prng(0xA4093822299F31D0)
		return r.next()
	}()
)

// epUsable reports whether the en-passant target sq can still be taken
// by the side to move: an enemy pawn stands where the double step ended
// and the square passed over is empty.
func (p *Position) epUsable(sq Square) bool {
	return sq < 64 && (p.byType[Pawn] & p.byColor[p.side^1]).Has(sq^8) && !p.byType[0].Has(sq)
}

// turnHash returns the hash of the turn state beyond chess's: the second
// en-passant target, the pending double step and the step. It depends on
// them alone, not on the board, so that doubleTurn can take it out after
// the move has changed the board. (A second target counts whether or not
// a pawn can take it: it arises only after two pawn moves, which no
// repetition crosses.)
func (p *Position) turnHash() uint64 {
	var h uint64
	if p.ep2 < 64 {
		h ^= zobristEP2[p.ep2&7]
	}
	if p.pend < 64 {
		h ^= zobristPend[p.pend&7]
	}
	if p.step == 1 {
		h ^= zobristStep
	}
	return h
}

// doubleTurn finishes Make of m, a move by us, for double-move chess:
// Make has moved the pieces and set p.ep to the square this move passed
// over with a double step (or NoSquare). The turn ends after the second
// move, after a checking first move, and after White's first move with
// BalancedStart; then the opponent's targets are this turn's double steps
// that can still be taken. Otherwise the side moves again, and its
// second move may take en passant only when the first did and another
// target is left (the Marseillais rule).
func (p *Position) doubleTurn(m Move, us Color, u *Undo) {
	u.side, u.step, u.ep2, u.pend, u.fullmove = us, p.step, p.ep2, p.pend, int32(p.fullmove)
	p.hash ^= p.turnHash() // the old turn state, p.ep is already out
	double := p.ep
	first := p.step == 0
	them := us ^ 1
	ends := !first || p.v.balanced && us == White && p.fullmove == 1 ||
		p.attacked(p.royalSquare(them), us, p.byType[0])
	if ends {
		a, b := p.pend, double
		if first {
			a = NoSquare
		}
		p.side, p.step, p.pend = them, 0, NoSquare
		p.hash ^= zobristSide
		if us == Black {
			p.fullmove++
		}
		p.ep, p.ep2 = NoSquare, NoSquare
		for _, sq := range [2]Square{a, b} {
			switch {
			case !p.epUsable(sq):
			case p.ep == NoSquare:
				p.ep = sq
			default:
				p.ep2 = sq
			}
		}
	} else {
		p.step, p.pend, p.ep, p.ep2 = 1, double, NoSquare, NoSquare
		if m.Kind() == EnPassant {
			other := u.ep
			if other == m.To() {
				other = u.ep2
			}
			if p.epUsable(other) {
				p.ep = other
			}
		}
	}
	if p.ep != NoSquare && p.epHashed() {
		p.hash ^= zobristEP[p.ep&7]
	}
	p.hash ^= p.turnHash()
}

// parseStep reads double-move chess's seventh FEN field: "2" (the side
// to move plays its second move), followed by the square its first move
// passed over with a double step, if it made one ("2e3").
func (p *Position) parseStep(s string) error {
	if s == "" || s[0] != '2' {
		return errorf("%q: the seventh field is \"2\" (a second move) and the square of a double step of the first, if any", s)
	}
	p.step = 1
	if len(s) > 1 {
		sq, ok := ParseSquare(s[1:])
		if !ok {
			return errorf("%q: %q is not a square", s, s[1:])
		}
		p.pend = sq
	}
	return nil
}

// validateDoubleEP checks double-move chess's en-passant targets: each
// behind an enemy pawn that can have double-stepped in the opponent's
// last turn, with the square passed over empty; the half-move clock at
// most 1 (the double step was one of the turn's two moves); and a pending
// double step of this turn behind the side's own pawn.
func (p *Position) validateDoubleEP() string {
	rank, dir := 5, Square(8)
	if p.side == Black {
		rank, dir = 2, 248
	}
	for _, ep := range [2]Square{p.ep, p.ep2} {
		if ep == NoSquare {
			continue
		}
		if ep.Rank() != rank {
			return fmt.Sprintf("en passant: square %v must be on rank %d with %s to move", ep, rank+1, p.side)
		}
		// The origin may be taken again by the turn's other move: only
		// the pawn and the square passed over are checked.
		if p.board[ep-dir] != MakePiece(p.side.Other(), Pawn) || p.board[ep] != NoPiece {
			return fmt.Sprintf("en passant: square %v: no %s pawn on %v that could have just double-stepped over it", ep, p.side.Other(), ep-dir)
		}
		if p.halfmove > 1 {
			return fmt.Sprintf("half-move clock: %d with en passant square %v: the double step was one of the last two moves", p.halfmove, ep)
		}
	}
	if p.step == 1 && p.ep2 != NoSquare {
		return "en passant: a second move has at most one target left"
	}
	if pd := p.pend; pd != NoSquare {
		own := 2
		if p.side == Black {
			own = 5
		}
		if pd.Rank() != own || p.board[pd+dir] != MakePiece(p.side, Pawn) {
			return fmt.Sprintf("second move: %v is not the square a %s double step of the first move passed over", pd, p.side)
		}
	}
	return ""
}
