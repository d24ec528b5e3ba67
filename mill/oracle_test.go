package mill_test

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rulebook-go/rulebook/mill"
)

// An oracle: the legal moves of a position computed directly from the
// rules, point by point with names, from the board's own tables (spec01 and the line lists below), independently of the
// engine's occupancy words and of board.Graph. The property tests compare
// the engine with it on random positions of every game.

var (
	specLines = strings.Fields("a7-d7-g7 b6-d6-f6 c5-d5-e5 a4-b4-c4 e4-f4-g4 c3-d3-e3 b2-d2-f2 a1-d1-g1 " +
		"a1-a4-a7 b2-b4-b6 c3-c4-c5 d1-d2-d3 d5-d6-d7 e3-e4-e5 f2-f4-f6 g1-g4-g7")
	specDiagonals = strings.Fields("a1-b2-c3 g1-f2-e3 a7-b6-c5 g7-f6-e5")
	canonical     = strings.Fields("a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1")
)

// oracle holds one position as names.
type oracle struct {
	r     mill.Rules
	at    map[string]byte // "a7" → 'W', 'B' or '.'
	side  byte            // 'W' or 'B'
	hand  map[byte]int
	roll  string // "345" or ""
	lines [][]string
}

func newOracle(r mill.Rules, position string) *oracle {
	f := strings.Fields(position)
	o := &oracle{r: r, at: map[string]byte{}, side: f[1][0], hand: map[byte]int{}}
	for i, n := range canonical {
		o.at[n] = f[0][i]
	}
	o.hand['W'], _ = strconv.Atoi(f[2])
	o.hand['B'], _ = strconv.Atoi(f[3])
	for _, x := range f[4:] {
		if v, ok := strings.CutPrefix(x, "roll="); ok {
			o.roll = v
		}
	}
	for _, l := range specLines {
		o.lines = append(o.lines, strings.Split(l, "-"))
	}
	if r.Diagonals {
		for _, l := range specDiagonals {
			o.lines = append(o.lines, strings.Split(l, "-"))
		}
	}
	return o
}

func other(c byte) byte {
	if c == 'W' {
		return 'B'
	}
	return 'W'
}

func (o *oracle) stones(c byte) []string {
	var out []string
	for _, n := range canonical {
		if o.at[n] == c {
			out = append(out, n)
		}
	}
	return out
}

func (o *oracle) count(c byte) int { return len(o.stones(c)) + o.hand[c] }

// inMill reports whether the stone on p is part of a line of its colour.
func (o *oracle) inMill(p string) bool {
	c := o.at[p]
	for _, l := range o.lines {
		if slices.Contains(l, p) && o.at[l[0]] == c && o.at[l[1]] == c && o.at[l[2]] == c {
			return true
		}
	}
	return false
}

// millsAt counts the lines through p that are all of p's colour.
func (o *oracle) millsAt(p string) int {
	n := 0
	c := o.at[p]
	for _, l := range o.lines {
		if slices.Contains(l, p) && o.at[l[0]] == c && o.at[l[1]] == c && o.at[l[2]] == c {
			n++
		}
	}
	return n
}

func (o *oracle) removable(c byte) []string {
	var free, all []string
	for _, p := range o.stones(c) {
		all = append(all, p)
		if !o.inMill(p) {
			free = append(free, p)
		}
	}
	if len(free) > 0 {
		return free
	}
	return all
}

// targets returns where the stone on from may go.
func (o *oracle) targets(from string) []string {
	c := o.at[from]
	var empty []string
	for _, n := range canonical {
		if o.at[n] == '.' {
			empty = append(empty, n)
		}
	}
	flies := o.count(c) == 3 && !o.r.Hunt && !o.r.FirstMillWins
	if o.r.Hunt {
		flies = c == 'W'
	}
	if flies {
		return empty
	}
	var row [4]string
	for _, r := range spec01 {
		if r[0] == from {
			row = r
		}
	}
	near := fields(row[1])
	switch {
	case o.r.KnightJumps:
		near = fields(row[3])
	case o.r.Diagonals && o.r.DiagonalMoves == mill.On:
		near = append(near, fields(row[2])...)
	}
	var out []string
	for _, n := range near {
		if o.at[n] == '.' {
			out = append(out, n)
		}
	}
	return out
}

// trigger reports whether the recorded roll triggers the bonus.
func (o *oracle) trigger() bool {
	if o.roll == "" {
		return false
	}
	d := []byte(o.roll)
	slices.Sort(d)
	switch t := string(o.r.DiceTrigger); {
	case t == "" || t == "runs":
		return d[1] == d[0]+1 && d[2] == d[1]+1
	case t == "triples":
		return d[0] == d[1] && d[1] == d[2]
	default:
		for _, item := range strings.Split(strings.Trim(strings.TrimPrefix(t, "set:"), "{}"), ",") {
			e := []byte(strings.ReplaceAll(item, "-", ""))
			slices.Sort(e)
			if string(e) == string(d) {
				return true
			}
		}
		return false
	}
}

// moves returns the legal moves, each written in notation with two
// removals in canonical order, sorted.
func (o *oracle) moves() []string {
	me := o.side
	set := map[string]bool{}
	placing := o.hand[me] > 0
	bonuses := []string{""}
	if placing && o.r.Dice && o.trigger() {
		for _, p := range o.stones(other(me)) {
			if o.inMill(p) {
				bonuses = append(bonuses, p)
			}
		}
	}
	for _, b := range bonuses {
		prefix := ""
		if b != "" {
			prefix = "[x" + b + "]"
			o.at[b] = '.'
			if o.count(other(me)) < 3 {
				set[prefix] = true
				o.at[b] = other(me)
				continue
			}
		}
		if placing {
			for _, t := range canonical {
				if o.at[t] == '.' {
					o.finish(set, prefix, "", t)
				}
			}
		}
		if b != "" {
			o.at[b] = other(me)
		}
	}
	if !placing || o.r.PlaceOrMove {
		for _, f := range o.stones(me) {
			for _, t := range o.targets(f) {
				o.finish(set, "", f, t)
			}
		}
	}
	out := make([]string, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// finish adds the move from → t (from empty: a placement) with every
// removal it makes.
func (o *oracle) finish(set map[string]bool, prefix, from, t string) {
	me, opp := o.side, other(o.side)
	move := prefix + t
	if from != "" {
		move = prefix + from + "-" + t
		o.at[from] = '.'
		defer func() { o.at[from] = me }()
	}
	o.at[t] = me
	defer func() { o.at[t] = '.' }()
	formed := o.millsAt(t)
	if formed == 0 || o.r.Hunt || o.r.FirstMillWins || len(o.stones(opp)) == 0 {
		set[move] = true
		return
	}
	double := o.r.DoubleMillRemovesTwo && formed >= 2 && o.count(opp)-1 >= 3 && len(o.stones(opp)) >= 2
	for _, x := range o.removable(opp) {
		if !double {
			set[move+"x"+x] = true
			continue
		}
		o.at[x] = '.'
		for _, y := range o.removable(opp) {
			set[move+canonicalPair(x, y)] = true
		}
		o.at[x] = opp
	}
}

// canonicalPair writes two removals in canonical point order.
func canonicalPair(x, y string) string {
	if slices.Index(canonical, y) < slices.Index(canonical, x) {
		x, y = y, x
	}
	return "x" + x + "x" + y
}

// normalized returns the engine's moves in the oracle's form: two
// removals in canonical order, sorted.
func normalized(ms []string) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		prefix := ""
		if j := strings.IndexByte(m, ']'); j >= 0 {
			prefix, m = m[:j+1], m[j+1:]
		}
		if parts := strings.Split(m, "x"); len(parts) == 3 {
			m = parts[0] + canonicalPair(parts[1], parts[2])
		}
		out[i] = prefix + m
	}
	sort.Strings(out)
	return out
}
