package domino

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/board"
)

// MaxPositionLen is the longest position text Parse reads. A hand's record
// has at most about 370 entries of at most 6 bytes (28 tiles dealt or
// drawn, 28 plays, 28 draws, a lot and fewer than n passes in succession
// between two plays) and the match fields fewer than 400 bytes, so every
// position Position writes fits with room to spare; longer input is
// refused with ErrBadNotation before it is looked at.
const MaxPositionLen = 8192

// Position writes the full state: the game, the players, the match as it
// stood when the current hand began, and the record of the hand (every
// chance outcome and every decision), which Game.Parse replays:
//
//	domino/matador 2 hand=0 lead=- win=- score=0,0 | 6-6 2-5 ... 6-6@C 1-6@L pass
//
// The record holds the deal, so the position holds every hand.
func (s *State) Position() string {
	if s.pos == "" {
		s.pos = s.position()
	}
	return s.pos
}

func (s *State) position() string {
	var b strings.Builder
	b.WriteString(s.g.ID())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(int(s.n)))
	st := &s.start
	fmt.Fprintf(&b, " hand=%d lead=%s win=%s score=%s", st.hand, seatText(st.leader), seatText(st.winner), ints(st.score[:s.sides()]))
	if st.lastEnd != endNone {
		fmt.Fprintf(&b, " last=%d/%s/%s/%s", st.lastEnd, seatText(st.lastOut), sets(st.lastHand[:s.n]), ints(st.lastGain[:s.sides()]))
	}
	b.WriteString(" |")
	for _, e := range s.rec {
		b.WriteByte(' ')
		b.WriteString(e.m.String())
	}
	return b.String()
}

func seatText(p int8) string {
	if p < 0 {
		return "-"
	}
	return strconv.Itoa(int(p))
}

func ints(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}

func sets(v []Set) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = strings.ReplaceAll(x.String(), " ", "+")
	}
	return strings.Join(parts, ",")
}

// parsePosition reads what Position writes.
func (g *Game) parsePosition(text string) (*State, error) {
	if len(text) > MaxPositionLen {
		return nil, tooLong(text, "a position", MaxPositionLen)
	}
	head, record, ok := strings.Cut(text, "|")
	fields := strings.Fields(head)
	if !ok || len(fields) < 2 || fields[0] != g.ID() {
		return nil, board.BadNotation(text, "a %s position begins %q, the number of players, the match fields and \"|\"", g.ID(), g.ID())
	}
	n, err := strconv.Atoi(fields[1])
	if err != nil || g.info.CheckPlayers(n) != nil {
		return nil, board.BadNotation(text, "%q is not a number of players from %d to %d", fields[1], g.info.MinPlayers, g.info.MaxPlayers)
	}
	s := newState(g, n)
	seen := map[string]bool{}
	for _, f := range fields[2:] {
		key, val, _ := strings.Cut(f, "=")
		if seen[key] {
			return nil, board.BadNotation(text, "field %q given twice", key)
		}
		seen[key] = true
		if err := s.start.setField(key, val, n, s.sides()); err != nil {
			return nil, board.BadNotation(text, "%v", err)
		}
	}
	for _, k := range []string{"hand", "lead", "win", "score"} {
		if !seen[k] {
			return nil, board.BadNotation(text, "field %s= is missing", k)
		}
	}
	s.m = s.start
	s.beginHand()
	for _, tok := range strings.Fields(record) {
		// The record as Position writes it is checked without listing the
		// moves; other spellings go through ParseMove's matching.
		m, err := parseMoveText(tok)
		if err != nil || m.String() != tok || !s.legal(m) {
			if m, err = s.parse(tok); err != nil {
				return nil, board.BadNotation(text, "the record does not replay at %q: %v", tok, err)
			}
		}
		s.Apply(m)
	}
	return s, nil
}

// setField reads one match field of a position.
func (m *match) setField(key, val string, n, sides int) error {
	switch key {
	case "hand":
		h, err := strconv.Atoi(val)
		if err != nil || h < 0 || h > 10000 {
			return fmt.Errorf("hand=%q: want the number of hands played", val)
		}
		m.hand = int16(h)
	case "lead", "win":
		p, err := parseSeat(val, n)
		if err != nil {
			return fmt.Errorf("%s=%q: %w", key, val, err)
		}
		if key == "lead" {
			m.leader = p
		} else {
			m.winner = p
		}
	case "score":
		return parseInts(val, m.score[:sides])
	case "last":
		parts := strings.Split(val, "/")
		if len(parts) != 4 || len(parts[0]) != 1 || parts[0][0] < '1' || parts[0][0] > '4' {
			return fmt.Errorf("last=%q: want end/out/hands/gains", val)
		}
		m.lastEnd = int8(parts[0][0] - '0')
		p, err := parseSeat(parts[1], n)
		if err != nil {
			return fmt.Errorf("last=%q: %w", val, err)
		}
		m.lastOut = p
		hs := strings.Split(parts[2], ",")
		if len(hs) != n {
			return fmt.Errorf("last=%q: want %d hands", val, n)
		}
		for i, h := range hs {
			set, err := parseSet(strings.ReplaceAll(h, "+", " "))
			if err != nil {
				return fmt.Errorf("last=%q: %w", val, err)
			}
			m.lastHand[i] = set
		}
		return parseInts(parts[3], m.lastGain[:sides])
	default:
		return fmt.Errorf("unknown field %q", key)
	}
	return nil
}

func parseSeat(val string, n int) (int8, error) {
	if val == "-" {
		return -1, nil
	}
	p, err := strconv.Atoi(val)
	if err != nil || p < 0 || p >= n {
		return 0, fmt.Errorf("want a seat 0 to %d or -", n-1)
	}
	return int8(p), nil
}

func parseInts(val string, dst []int) error {
	parts := strings.Split(val, ",")
	if len(parts) != len(dst) {
		return fmt.Errorf("%q: want %d numbers", val, len(dst))
	}
	for i, p := range parts {
		x, err := strconv.Atoi(p)
		if err != nil || x < -1000000 || x > 1000000 {
			return fmt.Errorf("%q: %q is not a score", val, p)
		}
		dst[i] = x
	}
	return nil
}

// parseSet reads tiles separated by spaces; "-" is the empty set.
func parseSet(text string) (Set, error) {
	var s Set
	if strings.TrimSpace(text) == "-" {
		return 0, nil
	}
	for _, f := range strings.Fields(text) {
		t, err := ParseTile(f)
		if err != nil {
			return 0, err
		}
		if s.Has(t) {
			return 0, fmt.Errorf("tile %v twice", t)
		}
		s |= 1 << t
	}
	return s, nil
}
