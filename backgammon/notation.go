package backgammon

import (
	"slices"
	"strconv"
	"strings"
)

// FormatTurn writes the steps of a turn exactly as GNU Backgammon's
// FormatMove (drawboard.c) does:
//
//   - the steps are sorted by starting point, highest first (the bar,
//     then the reserve, first: bar checkers enter before reserve ones),
//     ties by landing point, highest first;
//   - going down that list, a step that starts where an earlier one ended
//     is merged into it; the meeting point is kept (with "*") only when an
//     opponent checker stood there before the turn, otherwise it is elided
//     (24/18 18/13 → 24/13, 24/21* 21/18 → 24/21*/18);
//   - identical merged steps are counted: 8/2(2), bar/24*(2);
//   - "*" follows a landing point that held an opponent checker before the
//     turn, the first time that point is written.
//
// Points are own points of the mover; 25 is written "bar", 0 "off" and a
// reserve checker's start "in". The empty turn is written "pass".
func FormatTurn(steps []Step) string {
	if len(steps) == 0 {
		return "pass"
	}
	var hitAt [27]bool // points that held an opponent blot before the turn
	for _, s := range steps {
		if s.Hit {
			hitAt[s.To] = true
		}
	}
	// chains[i] lists the points of merged move i: source, kept
	// intermediates, destination.
	var buf [MaxSteps][MaxSteps + 1]int8
	var lens [MaxSteps]int
	rows := make([]Step, 0, MaxSteps)
	rows = append(rows, steps...)
	slices.SortStableFunc(rows, func(a, b Step) int {
		if a.From != b.From {
			return sourceRank(b.From) - sourceRank(a.From)
		}
		return int(b.To) - int(a.To)
	})
	n := len(rows)
	active := [MaxSteps]bool{}
	for i := range n {
		buf[i][0], buf[i][1] = rows[i].From, rows[i].To
		lens[i] = 2
		active[i] = true
	}
	for i := range n {
		for j := i; j < n; j++ {
			if !active[i] || !active[j] || buf[i][lens[i]-1] != buf[j][0] {
				continue
			}
			if hitAt[buf[i][lens[i]-1]] {
				buf[i][lens[i]] = buf[j][1]
				lens[i]++
			} else {
				buf[i][lens[i]-1] = buf[j][1]
			}
			active[j] = false
		}
	}
	var count [MaxSteps]int
	for i := range n {
		if active[i] {
			count[i] = 1
		}
	}
	for i := range n {
		if !active[i] {
			continue
		}
		for j := i + 1; j < n; j++ {
			if active[j] && slices.Equal(buf[i][:lens[i]], buf[j][:lens[j]]) {
				count[i]++
				active[j] = false
			}
		}
	}
	var sb strings.Builder
	var starred [27]bool
	first := true
	for i := range n {
		if !active[i] {
			continue
		}
		if !first {
			sb.WriteByte(' ')
		}
		first = false
		chain := buf[i][:lens[i]]
		sb.WriteString(pointName(chain[0]))
		for _, p := range chain[1 : len(chain)-1] {
			sb.WriteByte('/')
			sb.WriteString(pointName(p))
			sb.WriteByte('*')
			starred[p] = true
		}
		d := chain[len(chain)-1]
		sb.WriteByte('/')
		sb.WriteString(pointName(d))
		if d > 0 && hitAt[d] && !starred[d] {
			sb.WriteByte('*')
			starred[d] = true
		}
		if count[i] > 1 {
			sb.WriteByte('(')
			sb.WriteString(strconv.Itoa(count[i]))
			sb.WriteByte(')')
		}
	}
	return sb.String()
}

// sourceRank orders starting points for writing: points by number, then
// the reserve, then the bar.
func sourceRank(p int8) int {
	if p == Bar {
		return Reserve + 1
	}
	return int(p)
}

func pointName(p int8) string {
	switch p {
	case Off:
		return "off"
	case Bar:
		return "bar"
	case Reserve:
		return "in"
	}
	return strconv.Itoa(int(p))
}

// segment is one part of a written turn: a checker going from From to To
// through the listed intermediate landings.
type segment struct {
	pts []int8 // From, intermediates, To
}

// parseTurnText reads a turn written in standard notation: parts separated
// by spaces (or commas), each part points joined by "/", points being 1..24,
// "bar", "in", "off"; "*" after a point is allowed and ignored; "(n)" after
// a part repeats it n times. It returns the parts in the order written.
// Whether the parts fit the position is for the caller to check.
func parseTurnText(s string) ([]segment, string) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == ',' || r == '\t' })
	if len(fields) == 0 {
		return nil, "empty move"
	}
	var segs []segment
	for _, f := range fields {
		repeat := 1
		if i := strings.IndexByte(f, '('); i >= 0 {
			if !strings.HasSuffix(f, ")") {
				return nil, "unclosed repeat count in " + f
			}
			n, err := strconv.Atoi(f[i+1 : len(f)-1])
			if err != nil || n < 1 || n > MaxSteps {
				return nil, "bad repeat count in " + f
			}
			repeat, f = n, f[:i]
		}
		parts := strings.Split(f, "/")
		if len(parts) < 2 || len(parts) > MaxSteps+1 {
			return nil, "a part needs a start and an end point: " + f
		}
		seg := segment{pts: make([]int8, 0, len(parts))}
		for k, p := range parts {
			p = strings.TrimRight(p, "*")
			v, ok := parsePoint(p)
			if !ok {
				return nil, "not a point: " + strconv.Quote(p)
			}
			last := k == len(parts)-1
			switch {
			case k > 0 && (v == Bar || v == Reserve):
				return nil, "a checker cannot move to the bar: " + f
			case !last && v == Off:
				return nil, "a checker cannot move from off the board: " + f
			case k > 0 && v >= seg.pts[k-1] && seg.pts[k-1] <= 24:
				return nil, "a checker cannot move backwards: " + f
			}
			seg.pts = append(seg.pts, v)
		}
		if len(segs)+repeat > MaxSteps {
			return nil, "too many parts"
		}
		for range repeat {
			segs = append(segs, seg)
		}
	}
	return segs, ""
}

func parsePoint(p string) (int8, bool) {
	switch strings.ToLower(p) {
	case "bar", "b":
		return Bar, true
	case "in", "res", "reserve":
		return Reserve, true
	case "off", "o":
		return Off, true
	}
	if len(p) == 0 || len(p) > 2 {
		return 0, false
	}
	v, err := strconv.Atoi(p)
	if err != nil || v < 1 || v > 24 || p[0] == '+' || p[0] == '-' {
		return 0, false
	}
	return int8(v), true
}

// applySegments plays written parts on b for side s, taking parts with
// higher starting points first so that parts written in any order, and a
// checker's steps written separately, combine. Every landing (intermediate
// or final) on a lone opponent checker hits it. It reports why the parts
// cannot be played on b at all; whether they are a legal turn is decided
// by comparing the result with the legal turns.
func applySegments(r *Rules, b *Board, s Side, segs []segment) string {
	order := make([]segment, len(segs))
	copy(order, segs)
	slices.SortStableFunc(order, func(x, y segment) int { return int(y.pts[0]) - int(x.pts[0]) })
	o := s.Other()
	for _, seg := range order {
		from := seg.pts[0]
		if b.Pts[s][from] == 0 {
			if from == Bar {
				return "no checker on the bar"
			}
			if from == Reserve {
				return "no checker in reserve"
			}
			return "no checker on point " + strconv.Itoa(int(from))
		}
		b.Pts[s][from]--
		for _, p := range seg.pts[1:] {
			if p == Off {
				continue
			}
			q := r.Geometry.oppPoint(int(p))
			switch n := b.Pts[o][q]; {
			case int(n) >= r.BlockAt || n > 0 && !r.Hitting:
				return "point " + strconv.Itoa(int(p)) + " is blocked"
			case n > 0:
				b.Pts[o][q]--
				b.Pts[o][Bar]++
			}
		}
		b.Pts[s][seg.pts[len(seg.pts)-1]]++
	}
	return ""
}
