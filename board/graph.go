package board

import (
	"fmt"
	"slices"
)

// A Graph is a board of named points joined by lines, such as the 24
// points of the morris board with its 16 mills, the 33 holes of the
// solitaire cross or the 121 holes of the halma star. Lines are ordered
// runs of points: two points are adjacent when they are consecutive on a
// line (or joined by an extra edge), a mill is a line of three, and a jump
// goes from a point over the next one on a line to the point beyond.
// Graphs are immutable and safe for concurrent use. Methods that take a
// Point expect a point of the graph and panic on other values, as a slice
// index does.
type Graph struct {
	names   []string
	index   map[string]Point
	adj     [][]Point
	lines   [][]Point
	through [][]int      // line indices through each point
	beyond  [][][2]Point // per point: (next, after next) along every line, both ways
}

// A Point is a point of a Graph, numbered from 0 in the order of its spec.
type Point int

// NoPoint stands for "no such point".
const NoPoint Point = -1

// GraphSpec describes a Graph by point names.
type GraphSpec struct {
	// Points are the names of the points, each once, in the order that
	// numbers them.
	Points []string
	// Lines are runs of two or more distinct points in order; consecutive
	// points of a line are adjacent.
	Lines [][]string
	// Edges join pairs of points that are adjacent without a line.
	Edges [][2]string
}

// NewGraph builds a graph. It fails when a name is empty or repeated, a
// line or edge names an unknown point, a line has fewer than two points or
// repeats one, or an edge joins a point to itself.
func NewGraph(spec GraphSpec) (*Graph, error) {
	n := len(spec.Points)
	g := &Graph{
		names:   slices.Clone(spec.Points),
		index:   make(map[string]Point, n),
		adj:     make([][]Point, n),
		through: make([][]int, n),
		beyond:  make([][][2]Point, n),
	}
	for i, name := range spec.Points {
		if name == "" {
			return nil, fmt.Errorf("board: graph point %d has no name", i)
		}
		if _, dup := g.index[name]; dup {
			return nil, fmt.Errorf("board: graph point %q named twice", name)
		}
		g.index[name] = Point(i)
	}
	for _, names := range spec.Lines {
		line, err := g.points(names)
		if err != nil {
			return nil, err
		}
		if len(line) < 2 {
			return nil, fmt.Errorf("board: graph line %v has fewer than two points", names)
		}
		g.addLine(line)
	}
	for _, e := range spec.Edges {
		ps, err := g.points(e[:])
		if err != nil {
			return nil, err
		}
		g.connect(ps[0], ps[1])
	}
	for i := range g.adj {
		slices.Sort(g.adj[i])
	}
	return g, nil
}

// points looks up distinct names.
func (g *Graph) points(names []string) ([]Point, error) {
	ps := make([]Point, len(names))
	for i, name := range names {
		p, ok := g.index[name]
		if !ok {
			return nil, fmt.Errorf("board: graph has no point %q", name)
		}
		if slices.Contains(ps[:i], p) {
			return nil, fmt.Errorf("board: graph line or edge %v repeats %q", names, name)
		}
		ps[i] = p
	}
	return ps, nil
}

func (g *Graph) addLine(line []Point) {
	id := len(g.lines)
	g.lines = append(g.lines, line)
	for i, p := range line {
		g.through[p] = append(g.through[p], id)
		if i > 0 {
			g.connect(line[i-1], p)
		}
		if i >= 2 {
			a, b, c := line[i-2], line[i-1], p
			g.beyond[a] = append(g.beyond[a], [2]Point{b, c})
			g.beyond[c] = append(g.beyond[c], [2]Point{b, a})
		}
	}
}

func (g *Graph) connect(a, b Point) {
	if !slices.Contains(g.adj[a], b) {
		g.adj[a] = append(g.adj[a], b)
		g.adj[b] = append(g.adj[b], a)
	}
}

// Len returns the number of points.
func (g *Graph) Len() int { return len(g.names) }

// Name returns the name of p, or "-" for a value that is not a point.
func (g *Graph) Name(p Point) string {
	if p < 0 || int(p) >= len(g.names) {
		return "-"
	}
	return g.names[p]
}

// Point returns the point named name. Errors wrap ErrBadNotation.
func (g *Graph) Point(name string) (Point, error) {
	p, ok := g.index[name]
	if !ok {
		return NoPoint, BadNotation(name, "no such point")
	}
	return p, nil
}

// Neighbors returns the points adjacent to p, in ascending order. The
// slice belongs to the graph: do not change it.
func (g *Graph) Neighbors(p Point) []Point { return g.adj[p] }

// Adjacent reports whether a and b are adjacent.
func (g *Graph) Adjacent(a, b Point) bool { return slices.Contains(g.adj[a], b) }

// Lines returns the number of lines.
func (g *Graph) Lines() int { return len(g.lines) }

// Line returns the points of line i in order. The slice belongs to the
// graph: do not change it.
func (g *Graph) Line(i int) []Point { return g.lines[i] }

// LinesThrough returns the indices of the lines through p, ascending: on
// the morris board the two mills a point belongs to. The slice belongs to
// the graph: do not change it.
func (g *Graph) LinesThrough(p Point) []int { return g.through[p] }

// Beyond returns the point after over when going from p over its
// neighbour over along a line — where a piece that jumps from p over over
// lands — or NoPoint when no line goes on.
func (g *Graph) Beyond(p, over Point) Point {
	for _, bc := range g.beyond[p] {
		if bc[0] == over {
			return bc[1]
		}
	}
	return NoPoint
}
