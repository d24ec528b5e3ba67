package domino

// fitTables[m][v] is the set of tiles that can be placed on an open end of
// value v under matching rule m (the matadors included for SumTo7).
var fitTables = buildFits()

// matadors are the tiles that go on any end in Domino Matador.
var matadors = SetOf(TileOf(0, 0), TileOf(1, 6), TileOf(2, 5), TileOf(3, 4))

// pipsAtMost[k] is the set of tiles of at most k pips.
var pipsAtMost = buildPips()

func buildPips() [13]Set {
	var p [13]Set
	for k := range p {
		for t := Tile(0); t < NumTiles; t++ {
			if t.Pips() <= k {
				p[k] |= 1 << t
			}
		}
	}
	return p
}

func buildFits() [3][7]Set {
	var f [3][7]Set
	for v := 0; v <= 6; v++ {
		f[Equal][v] = tables.suit[v]
		f[SumTo7][v] = matadors
		if v > 0 {
			f[SumTo7][v] |= tables.suit[7-v]
		}
		f[NoMatch][v] = FullSet
	}
	return f
}

// layout is the tiles on the table as far as play needs them: the open
// value of every arm, which arms exist, and the running total. The full
// picture is rebuilt from the record when it is drawn.
type layout struct {
	kind    LayoutKind
	tiles   int8          // tiles placed
	open    [numArms]int8 // open value of each arm, -1 when the arm is closed
	started [numArms]bool // the arm holds a tile beyond the centre
	dbl     [numArms]bool // the arm's end tile is a double
	spin    [numArms]bool // the arm's end tile is the spinner
	spinner Tile          // the spinner, NoTile before one is placed
	sides   int8          // sides of the spinner taken
	centre  Tile
	total   int16 // sum of the pips placed
	played  Set
}

func newLayout(k LayoutKind) layout {
	l := layout{kind: k, spinner: NoTile, centre: NoTile}
	for i := range l.open {
		l.open[i] = -1
	}
	return l
}

// lead places the first tile, left half left.
func (l *layout) lead(t Tile, left int) {
	l.tiles, l.centre, l.played = 1, t, 1<<t
	l.total = int16(t.Pips())
	switch l.kind {
	case Free:
		return
	case Cross:
		for _, a := range []Arm{ArmN, ArmE, ArmS, ArmW} {
			l.open[a] = int8(left)
		}
		return
	}
	l.open[ArmL], l.open[ArmR] = int8(left), int8(t.Other(left))
	if t.Double() {
		l.dbl[ArmL], l.dbl[ArmR] = true, true
		if l.kind == Spinner {
			l.spinner = t
			l.spin[ArmL], l.spin[ArmR] = true, true
		}
	}
}

// place puts t on arm a with half touch touching the end.
func (l *layout) place(a Arm, t Tile, touch int) {
	l.tiles++
	l.played |= 1 << t
	l.total += int16(t.Pips())
	if a == ArmT {
		return
	}
	l.started[a] = true
	l.open[a] = int8(t.Other(touch))
	l.dbl[a] = t.Double()
	if l.kind != Spinner {
		return
	}
	if l.spin[a] { // a tile joins a free side of the spinner
		l.spin[a] = false
		l.sides++
		if l.sides == 2 {
			v := int8(l.spinner.Lo())
			l.open[ArmN], l.open[ArmS] = v, v
			l.dbl[ArmN], l.dbl[ArmS] = true, true
		}
	}
	if t.Double() && l.spinner == NoTile { // the first double becomes the spinner, one side taken
		l.spinner, l.spin[a], l.sides = t, true, 1
	}
}

// crossArm returns the next arm of the cross to start, or -1 once all four
// are started.
func (l *layout) crossArm() Arm {
	if l.kind != Cross {
		return -1
	}
	for _, a := range []Arm{ArmN, ArmE, ArmS, ArmW} {
		if !l.started[a] {
			return a
		}
	}
	return -1
}

// arms returns the arms that are open now, in the order L, R, N, E, S, W.
func (l *layout) arms() []Arm {
	var out []Arm
	for a := Arm(0); a < numArms; a++ {
		if l.open[a] >= 0 {
			out = append(out, a)
		}
	}
	return out
}

// count is the All Fives count: the open ends, a double at the end
// of an arm counting both halves, the spinner counting while it has a free
// side, unstarted spinner arms not at all.
func (l *layout) count() int {
	if l.tiles == 1 {
		return l.centre.Pips()
	}
	c := 0
	for a := Arm(0); a < numArms; a++ {
		v := int(l.open[a])
		if v < 0 || (a == ArmN || a == ArmS) && !l.started[a] {
			continue
		}
		if l.dbl[a] {
			v *= 2
		}
		c += v
	}
	return c
}
