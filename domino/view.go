package domino

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// Observation returns what seat p may know, as text for people and for
// comparison: p's hand, the layout, the number of tiles in every other hand
// and face down, the match, and the public record of the hand, in which
// only p's own draws show their faces. Any p that is not a seat (Chance,
// Nobody) gets the spectator's view: no hand at all. When the game is over
// every hand is shown.
func (s *State) Observation(p board.Player) string { return s.view(int(p), false) }

// String draws the whole state, every hand face up.
func (s *State) String() string {
	if s.pic == "" {
		s.pic = s.view(-1, true)
	}
	return s.pic
}

func (s *State) view(me int, all bool) string {
	var b strings.Builder
	b.Grow(viewSize + 12*len(s.rec)) // one allocation, not one per doubling
	r := s.rules()
	over := s.phase == phOver
	// written piece by piece: a concatenation longer than 32 bytes is an
	// allocation, and Determinize builds a view for every deal it tries
	writeAll(&b, s.g.names.Name, " (", s.g.names.ID, "), ", strconv.Itoa(int(s.n)), " players")
	switch {
	case all:
	case me >= 0 && me < int(s.n):
		b.WriteString("; you are seat " + strconv.Itoa(me))
		if r.Sides {
			fmt.Fprintf(&b, ", partner seat %d", s.partner(me))
		}
	default:
		b.WriteString("; spectator")
	}
	b.WriteByte('\n')
	s.viewMatch(&b)
	writeAll(&b, "layout: ", s.drawLayout(), "\n")
	for i := range int(s.n) {
		h := s.hands[i]
		switch {
		case all || over || i == me:
			writeAll(&b, "seat ", strconv.Itoa(i), ": ", h.String(), " (", strconv.Itoa(h.Pips()), " pips)")
		default:
			writeAll(&b, "seat ", strconv.Itoa(i), ": ", strconv.Itoa(h.Len()), " tiles")
		}
		if i == me && !all {
			b.WriteString(" <- you")
		}
		b.WriteByte('\n')
	}
	pile := "sleeping"
	switch {
	case s.phase == phDeal:
		pile = "face down (dealing)"
	case r.Draw != NoDraw:
		pile = "stock"
	}
	if all {
		writeAll(&b, pile, ": ", s.pool.String(), "\n")
	} else {
		writeAll(&b, pile, ": ", strconv.Itoa(s.pool.Len()), " tiles\n")
	}
	b.WriteString("record:")
	s.viewRecord(&b, me, all || over)
	b.WriteByte('\n')
	b.WriteString(s.viewTurn(me, all))
	return b.String()
}

// writeAll writes the strings to b in turn.
func writeAll(b *strings.Builder, parts ...string) {
	for _, p := range parts {
		b.WriteString(p)
	}
}

// viewSize is room for a view's text but the record, which takes about
// 12 bytes an event: a few lines of header, layout, hands and turn.
const viewSize = 512

func (s *State) partner(p int) int {
	for q := range int(s.n) {
		if q != p && s.sideOf(q) == s.sideOf(p) {
			return q
		}
	}
	return p
}

func (s *State) viewMatch(b *strings.Builder) {
	r := s.rules()
	if r.Stake > 0 {
		fmt.Fprintf(b, "pot: %d (stake %d each)\n", int(s.n)*r.Stake, r.Stake)
	}
	if r.PotMode {
		fmt.Fprintf(b, "pot: %d (stake 1 each); marks hit:", s.n)
		for i := range int(s.n) {
			fmt.Fprintf(b, " seat %d: %d", i, s.m.score[i])
		}
		b.WriteByte('\n')
	}
	if r.Scoring == HandOnly || r.Scoring == PotOnly || r.PotMode {
		return
	}
	what := "scores"
	if r.Scoring == Penalty {
		what = "penalty totals"
	}
	fmt.Fprintf(b, "hand %d; %s (to %d):", s.m.hand+1, what, r.Target)
	for i := range s.sides() {
		fmt.Fprintf(b, " %s %d", s.sideName(i), s.m.score[i])
	}
	b.WriteByte('\n')
	if s.m.lastEnd != endNone {
		fmt.Fprintf(b, "last hand: %s;", endText(s.m.lastEnd, s.m.lastOut))
		for i := range int(s.n) {
			fmt.Fprintf(b, " seat %d held %s;", i, s.m.lastHand[i])
		}
		b.WriteString(" gained")
		for i := range s.sides() {
			fmt.Fprintf(b, " %s %d", s.sideName(i), s.m.lastGain[i])
		}
		b.WriteByte('\n')
	}
}

func (s *State) sideName(i int) string {
	if !s.rules().Sides {
		return "seat " + strconv.Itoa(i) + ":"
	}
	var seats []string
	for q := range int(s.n) {
		if s.sideOf(q) == i {
			seats = append(seats, strconv.Itoa(q))
		}
	}
	return "side {" + strings.Join(seats, ",") + "}:"
}

func endText(how, out int8) string {
	switch how {
	case endDomino:
		return "seat " + strconv.Itoa(int(out)) + " went out"
	case endBlock:
		return "blocked"
	case endTotal:
		return "the total reached the limit"
	case endTarget:
		return "a score reached the target"
	}
	return "-"
}

// viewRecord writes the public record; faces of drawn tiles only for me
// (or for all).
func (s *State) viewRecord(b *strings.Builder, me int, all bool) {
	for _, e := range s.rec {
		switch e.m.Kind {
		case KindTile:
			if e.draw && (all || int(e.seat) == me) {
				b.WriteString(" (" + e.m.Tile.String() + ")")
			}
		case KindLot:
			b.WriteString(" lot:" + strconv.Itoa(int(e.m.Seat)))
		default:
			b.WriteString(" " + strconv.Itoa(int(e.seat)) + ":" + e.m.String())
		}
	}
}

// writePiece writes a placed tile as [a|b], halves 0 to 6.
func writePiece(b *strings.Builder, a, c int) {
	b.Write([]byte{'[', byte('0' + a), '|', byte('0' + c), ']'})
}

func (s *State) viewTurn(me int, all bool) string {
	switch s.phase {
	case phOver:
		o := s.Outcome()
		return fmt.Sprintf("game over: %s; winners %v; points %v\n", o.Reason, o.Winners, o.Points)
	case phDeal:
		h := s.rules().handSize(int(s.n))
		return fmt.Sprintf("to move: chance, dealing to seat %d\n", int(s.dealt)/h)
	case phLot:
		return "to move: chance, drawing the leader by lot\n"
	case phDraw:
		return fmt.Sprintf("to move: chance, seat %d draws\n", s.toMove)
	}
	var b strings.Builder
	b.WriteString("to move: seat " + strconv.Itoa(int(s.toMove)))
	if int(s.toMove) == me && !all {
		b.WriteString(" (you)")
	}
	switch {
	case s.leading && s.leadTile != NoTile && (all || int(s.toMove) == me):
		fmt.Fprintf(&b, ", leading %v", s.leadTile)
	case s.leading && s.leadTile != NoTile:
		b.WriteString(", leading the tile the rules name")
	case s.leading:
		b.WriteString(", leading any tile")
	case s.hung == armAny:
		b.WriteString(", going on at either end")
	case s.hung >= 0:
		fmt.Fprintf(&b, ", going on at end %v", s.hung)
	case s.extra:
		b.WriteString(", one more tile after a double")
	case s.lay.crossArm() >= 0:
		fmt.Fprintf(&b, ", building the cross: next arm %v", s.lay.crossArm())
	}
	b.WriteByte('\n')
	return b.String()
}

// piece is a placed tile as drawn: the half nearer the centre first.
type piece struct {
	t         Tile
	in, outer int
}

// arms rebuilds the arms of the layout from the record.
func (s *State) armPieces() (lead piece, arms [numArms][]piece) {
	lead.t = NoTile
	for _, e := range s.rec {
		if e.m.Kind != KindPlay {
			continue
		}
		if e.m.Arm == ArmC {
			lead = piece{e.m.Tile, int(e.m.Touch), e.m.outer()}
			continue
		}
		a := e.m.Arm
		if a == ArmT {
			a = ArmR
		}
		arms[a] = append(arms[a], piece{e.m.Tile, int(e.m.Touch), e.m.outer()})
	}
	return lead, arms
}

// drawLayout draws the layout on one line.
func (s *State) drawLayout() string {
	lead, arms := s.armPieces()
	if lead.t == NoTile {
		return "(empty)"
	}
	var b strings.Builder
	switch s.lay.kind {
	case Free:
		fmt.Fprintf(&b, "%v", lead.t)
		for _, p := range arms[ArmR] {
			fmt.Fprintf(&b, " %v", p.t)
		}
		fmt.Fprintf(&b, "; total %d", s.lay.total)
		return b.String()
	case Cross:
		fmt.Fprintf(&b, "centre [%d|%d]", lead.in, lead.outer)
		for _, a := range []Arm{ArmN, ArmE, ArmS, ArmW} {
			fmt.Fprintf(&b, "; %v:", a)
			for _, p := range arms[a] {
				writePiece(&b, p.in, p.outer)
			}
			if s.lay.started[a] {
				fmt.Fprintf(&b, " open %d", s.lay.open[a])
			} else {
				fmt.Fprintf(&b, " (to start with a %d)", s.lay.open[a])
			}
		}
		return b.String()
	}
	for i := len(arms[ArmL]) - 1; i >= 0; i-- {
		p := arms[ArmL][i]
		writePiece(&b, p.outer, p.in)
	}
	writePiece(&b, lead.in, lead.outer)
	for _, p := range arms[ArmR] {
		writePiece(&b, p.in, p.outer)
	}
	fmt.Fprintf(&b, "; ends L=%d R=%d", s.lay.open[ArmL], s.lay.open[ArmR])
	if s.lay.kind == Spinner {
		if s.lay.spinner != NoTile {
			fmt.Fprintf(&b, "; spinner %v", s.lay.spinner)
			for _, a := range []Arm{ArmN, ArmS} {
				if s.lay.open[a] < 0 {
					continue
				}
				fmt.Fprintf(&b, "; %v:", a)
				for _, p := range arms[a] {
					writePiece(&b, p.in, p.outer)
				}
				fmt.Fprintf(&b, " open %d", s.lay.open[a])
			}
		}
		fmt.Fprintf(&b, "; count %d", s.lay.count())
	}
	if s.lay.kind == TwoRows {
		b.WriteString("\n" + s.drawRows(lead, arms))
	}
	return b.String()
}

// drawRows draws the staircase of Francouzské domino: the lead in
// row A, every later tile in the other row than the tile it joins, shifted
// by half a tile, so that equal numbers lie one above the other.
func (s *State) drawRows(lead piece, arms [numArms][]piece) string {
	nl, nr := len(arms[ArmL]), len(arms[ArmR])
	width := nl + nr + 2
	rows := [2][]byte{make([]byte, 2*width), make([]byte, 2*width)}
	for i := range rows {
		for j := range rows[i] {
			rows[i][j] = ' '
		}
	}
	put := func(row, col, a, b int) { // col: column of the left half
		c := 2 * (col + nl)
		rows[row][c], rows[row][c+1], rows[row][c+2] = byte('0'+a), '-', byte('0'+b)
	}
	put(0, 0, lead.in, lead.outer)
	for k, p := range arms[ArmR] {
		put((k+1)%2, k+1, p.in, p.outer)
	}
	for k, p := range arms[ArmL] {
		put((k+1)%2, -(k + 1), p.outer, p.in)
	}
	return "  row A: " + strings.TrimRight(string(rows[0]), " ") + "\n  row B: " + strings.TrimRight(string(rows[1]), " ")
}
