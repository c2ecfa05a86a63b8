package junqi

import "fmt"

// BoardKind picks one of the two boards.
type BoardKind uint8

const (
	TwoPlayer   BoardKind = 0 // "2p": 60 points
	FourCountry BoardKind = 1 // "4p": 129 points
)

func (k BoardKind) String() string {
	if k == FourCountry {
		return "4p"
	}
	return "2p"
}

// Point numbers a point of a board. Two-player: (rank-1)*5+file.
// Four-country: seat*30 + (rank-1)*5 + file in the seat's own view, centre 120..128.
type Point uint8

// MaxPoints is the size of per-point arrays (the four-country board).
const MaxPoints = 129

// NoPoint is "no point".
const NoPoint Point = 255

// PointKind says what stands on the printed board at a point.
type PointKind uint8

const (
	Station PointKind = iota // 兵站
	Camp                     // 行营: protects, starts empty
	HQ                       // 大本营
	Centre                   // four-country centre railway point
)

// Link joins two points; Arc marks the four corner arcs of the four-country board.
type Link struct {
	A, B      Point
	Rail, Arc bool
}

// Board is the topology of one board, built once. Everything is plain data;
// the move generator walks it for both boards.
type Board struct {
	Kind          BoardKind
	N             int // number of points
	Width, Height int // grid for drawing (X right, Y up)

	name      [MaxPoints]string
	kind      [MaxPoints]PointKind
	area      [MaxPoints]Seat // owner of the area, NoSeat in the centre
	local     [MaxPoints]int8 // index in the owner's local view: (rank-1)*5+file
	x, y      [MaxPoints]int8
	road      [MaxPoints][8]Point
	nRoad     [MaxPoints]uint8
	rail      [MaxPoints][4]Point
	nRail     [MaxPoints]uint8
	areaPoint [4][30]Point

	// Links lists every link once.
	Links []Link
	// Lines are the straight rail lines a non-engineer may run along.
	Lines [][]Point

	// steps[p] is every destination a piece on p tries in one action, in the
	// order actions are generated: its nRoad[p] road links, then the preorder
	// of a trie of all straight rail runs from p, where lines sharing a
	// stretch share nodes, so every destination appears once. One list per
	// point, read straight through, keeps the move generator's loops tight.
	steps [MaxPoints][]step
	// railPoints counts the points on the railway: no engineer reaches more.
	railPoints int

	byName map[string]Point
}

// step is one destination in a point's step list, packed in one word so the
// move generator reads it with a single load:
//   - bits 0-7, to: the destination point;
//   - bits 8-15, keep: a mask of the target classes (1 empty, 2 attackable)
//     allowed there: 1 on a road link into a camp, whose piece cannot be
//     attacked, else 3;
//   - bits 16-31, next: the index (within the point's list) just past this
//     node's subtree, where a run goes on when to is occupied. A road link
//     has no subtree, so next is simply the following entry.
type step uint32

func makeStep(to Point, keep uint8, next int) step {
	return step(to) | step(keep)<<8 | step(next)<<16
}

func (st step) to() Point   { return Point(st) }
func (st step) keep() uint8 { return uint8(st >> 8) }
func (st step) next() uint  { return uint(st >> 16) }

// raySteps is the ray trie part of p's step list.
func (b *Board) raySteps(p Point) []step { return b.steps[p][b.nRoad[p]:] }

var boards = [2]*Board{buildTwoPlayer(), buildFourCountry()}

// BoardOf returns the shared, read-only board.
func BoardOf(k BoardKind) *Board { return boards[k&1] }

// Name is the notation name of p ("c6", "Sb1", "Cb2").
func (b *Board) Name(p Point) string {
	if int(p) >= b.N {
		return fmt.Sprintf("#%d", p)
	}
	return b.name[p]
}

// PointByName reads a point name.
func (b *Board) PointByName(s string) (Point, bool) {
	p, ok := b.byName[s]
	return p, ok
}

// KindOf tells station, camp, HQ or centre.
func (b *Board) KindOf(p Point) PointKind { return b.kind[p] }

// Area is the seat whose area holds p, NoSeat for the centre.
func (b *Board) Area(p Point) Seat { return b.area[p] }

// Local gives p's file (0=a) and rank (1..6) in its area owner's view.
func (b *Board) Local(p Point) (file, rank int) {
	l := int(b.local[p])
	return l % 5, l/5 + 1
}

// AreaPoint is the point at local (file 0..4, rank 1..6) of seat's area, NoPoint if none.
func (b *Board) AreaPoint(s Seat, file, rank int) Point {
	if s > 3 || file < 0 || file > 4 || rank < 1 || rank > 6 {
		return NoPoint
	}
	return b.areaPoint[s][(rank-1)*5+file]
}

// HasArea tells whether the board has an area for seat s.
func (b *Board) HasArea(s Seat) bool {
	return s < 4 && b.areaPoint[s][0] != NoPoint
}

// XY is p's place on the drawing grid (x right, y up from South's side).
func (b *Board) XY(p Point) (x, y int) { return int(b.x[p]), int(b.y[p]) }

// RoadNeighbours and RailNeighbours list the points one link away.
func (b *Board) RoadNeighbours(p Point) []Point { return b.road[p][:b.nRoad[p]] }
func (b *Board) RailNeighbours(p Point) []Point { return b.rail[p][:b.nRail[p]] }

// Linked reports whether p and q are joined, and whether by rail.
func (b *Board) Linked(p, q Point) (linked, rail bool) {
	for _, r := range b.RailNeighbours(p) {
		if r == q {
			return true, true
		}
	}
	for _, r := range b.RoadNeighbours(p) {
		if r == q {
			return true, false
		}
	}
	return false, false
}

// ---- construction ----

const fileLetters = "abcde"

func isCampLocal(f, r int) bool {
	return (r == 3 || r == 5) && (f == 1 || f == 3) || r == 4 && f == 2
}

func localKind(f, r int) PointKind {
	switch {
	case isCampLocal(f, r):
		return Camp
	case r == 1 && (f == 1 || f == 3):
		return HQ
	}
	return Station
}

func newBoard(k BoardKind) *Board {
	b := &Board{Kind: k, byName: map[string]Point{}}
	for s := range b.areaPoint {
		for i := range b.areaPoint[s] {
			b.areaPoint[s][i] = NoPoint
		}
	}
	return b
}

func (b *Board) addPoint(p Point, name string, kind PointKind, area Seat, local, x, y int) {
	b.name[p], b.kind[p], b.area[p] = name, kind, area
	b.local[p], b.x[p], b.y[p] = int8(local), int8(x), int8(y)
	b.byName[name] = p
	if area != NoSeat {
		b.areaPoint[area][local] = p
	}
	if int(p) >= b.N {
		b.N = int(p) + 1
	}
}

func (b *Board) link(p, q Point, rail, arc bool) {
	if rail {
		b.rail[p][b.nRail[p]] = q
		b.nRail[p]++
		b.rail[q][b.nRail[q]] = p
		b.nRail[q]++
	} else {
		b.road[p][b.nRoad[p]] = q
		b.nRoad[p]++
		b.road[q][b.nRoad[q]] = p
		b.nRoad[q]++
	}
	b.Links = append(b.Links, Link{A: p, B: q, Rail: rail, Arc: arc})
}

func (b *Board) must(name string) Point {
	p, ok := b.byName[name]
	if !ok {
		panic("junqi: board table names unknown point " + name)
	}
	return p
}

func (b *Board) linkNames(a, c string, arc bool) { b.link(b.must(a), b.must(c), true, arc) }

// linkArea adds the 65 links of one area, all in the owner's local view.
func (b *Board) linkArea(s Seat) {
	at := func(f, r int) Point { return b.areaPoint[s][(r-1)*5+f] }
	for r := 1; r <= 6; r++ {
		for f := 0; f < 5; f++ {
			if f < 4 { // along the rank
				b.link(at(f, r), at(f+1, r), r == 2 || r == 6, false)
			}
			if r < 6 { // towards the front
				b.link(at(f, r), at(f, r+1), (f == 0 || f == 4) && r >= 2, false)
			}
			if isCampLocal(f, r) { // camp diagonals, each pair once
				for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
					g, q := f+d[0], r+d[1]
					if isCampLocal(g, q) && (q < r || q == r && g < f) {
						continue // linked from the other camp
					}
					b.link(at(f, r), at(g, q), false, false)
				}
			}
		}
	}
}

func (b *Board) addLine(names ...string) {
	line := make([]Point, len(names))
	for i, n := range names {
		line[i] = b.must(n)
	}
	b.Lines = append(b.Lines, line)
}

// run names seat's file f from rank r0 to r1 (either way): run("N", 'e', 2, 6) = Ne2..Ne6.
func run(prefix string, f byte, r0, r1 int) []string {
	var out []string
	step := 1
	if r1 < r0 {
		step = -1
	}
	for r := r0; ; r += step {
		out = append(out, fmt.Sprintf("%s%c%d", prefix, f, r))
		if r == r1 {
			return out
		}
	}
}

func rankRun(prefix string, r int) []string {
	var out []string
	for f := 0; f < 5; f++ {
		out = append(out, fmt.Sprintf("%s%c%d", prefix, fileLetters[f], r))
	}
	return out
}

func cat(parts ...[]string) []string {
	var out []string
	for _, p := range parts {
		out = append(out, p...)
	}
	return out
}

func buildTwoPlayer() *Board {
	b := newBoard(TwoPlayer)
	b.Width, b.Height = 5, 12
	for rank := 1; rank <= 12; rank++ {
		for f := 0; f < 5; f++ {
			p := Point((rank-1)*5 + f)
			seat, lf, lr := South, f, rank
			if rank > 6 { // North's view: mirrored
				seat, lf, lr = North, 4-f, 13-rank
			}
			b.addPoint(p, fmt.Sprintf("%c%d", fileLetters[f], rank), localKind(lf, lr), seat, (lr-1)*5+lf, f, rank-1)
		}
	}
	b.linkArea(South)
	b.linkArea(North)
	for _, f := range "ace" { // across the front line; b and d are mountains
		b.linkNames(fmt.Sprintf("%c6", f), fmt.Sprintf("%c7", f), false)
	}
	for _, r := range []int{2, 6, 7, 11} {
		b.addLine(rankRun("", r)...)
	}
	b.addLine(run("", 'a', 2, 11)...)
	b.addLine(run("", 'e', 2, 11)...)
	b.addLine("c6", "c7")
	b.buildSteps()
	return b
}

// areaXY places seat's local (f, r) on the 17x17 four-country grid: each area
// faces the centre, file a on its owner's left.
func areaXY(s Seat, f, r int) (x, y int) {
	switch s {
	case South:
		return 6 + f, r - 1
	case East:
		return 17 - r, 6 + f
	case North:
		return 10 - f, 17 - r
	default: // West
		return r - 1, 10 - f
	}
}

func buildFourCountry() *Board {
	b := newBoard(FourCountry)
	b.Width, b.Height = 17, 17
	for s := South; s <= West; s++ {
		for r := 1; r <= 6; r++ {
			for f := 0; f < 5; f++ {
				l := (r-1)*5 + f
				x, y := areaXY(s, f, r)
				b.addPoint(Point(int(s)*30+l), fmt.Sprintf("%s%c%d", s, fileLetters[f], r), localKind(f, r), s, l, x, y)
			}
		}
	}
	for row := 0; row < 3; row++ {
		for col := 0; col < 3; col++ {
			b.addPoint(Point(120+row*3+col), fmt.Sprintf("C%c%d", fileLetters[col], row+1), Centre, NoSeat, 0, 6+2*col, 6+2*row)
		}
	}
	for s := South; s <= West; s++ {
		b.linkArea(s)
	}
	for row := 0; row < 3; row++ {
		for col := 0; col < 3; col++ {
			p := Point(120 + row*3 + col)
			if col < 2 {
				b.link(p, p+1, true, false)
			}
			if row < 2 {
				b.link(p, p+3, true, false)
			}
		}
	}
	for _, l := range [][2]string{
		{"Sa6", "Ca1"}, {"Sc6", "Cb1"}, {"Se6", "Cc1"},
		{"Ea6", "Cc1"}, {"Ec6", "Cc2"}, {"Ee6", "Cc3"},
		{"Na6", "Cc3"}, {"Nc6", "Cb3"}, {"Ne6", "Ca3"},
		{"Wa6", "Ca3"}, {"Wc6", "Ca2"}, {"We6", "Ca1"},
	} {
		b.linkNames(l[0], l[1], false)
	}
	for _, l := range [][2]string{{"Se6", "Ea6"}, {"Ee6", "Na6"}, {"Ne6", "Wa6"}, {"We6", "Sa6"}} {
		b.linkNames(l[0], l[1], true)
	}
	for _, s := range "SENW" {
		b.addLine(rankRun(string(s), 2)...)
		b.addLine(rankRun(string(s), 6)...)
	}
	b.addLine(cat(run("N", 'e', 2, 6), []string{"Ca3", "Ca2", "Ca1"}, run("S", 'a', 6, 2))...)
	b.addLine(cat(run("N", 'a', 2, 6), []string{"Cc3", "Cc2", "Cc1"}, run("S", 'e', 6, 2))...)
	b.addLine(cat(run("W", 'a', 2, 6), []string{"Ca3", "Cb3", "Cc3"}, run("E", 'e', 6, 2))...)
	b.addLine(cat(run("W", 'e', 2, 6), []string{"Ca1", "Cb1", "Cc1"}, run("E", 'a', 6, 2))...)
	b.addLine("Nc6", "Cb3", "Cb2", "Cb1", "Sc6")
	b.addLine("Wc6", "Ca2", "Cb2", "Cc2", "Ec6")
	for _, arc := range [][2]string{{"S", "E"}, {"E", "N"}, {"N", "W"}, {"W", "S"}} {
		b.addLine(cat(run(arc[0], 'e', 2, 6), run(arc[1], 'a', 6, 2))...)
	}
	b.buildSteps()
	return b
}

// buildSteps writes each point's step list: road links, then a trie of the
// straight runs along the lines.
func (b *Board) buildSteps() {
	type node struct {
		pt       Point
		children []*node
	}
	for p := 0; p < b.N; p++ {
		if b.nRail[p] > 0 {
			b.railPoints++
		}
		root := &node{}
		add := func(seq []Point) {
			n := root
			for _, q := range seq {
				var next *node
				for _, c := range n.children {
					if c.pt == q {
						next = c
					}
				}
				if next == nil {
					next = &node{pt: q}
					n.children = append(n.children, next)
				}
				n = next
			}
		}
		for _, line := range b.Lines {
			for i, q := range line {
				if int(q) != p {
					continue
				}
				if i+1 < len(line) {
					add(line[i+1:])
				}
				if i > 0 {
					back := make([]Point, 0, i)
					for j := i - 1; j >= 0; j-- {
						back = append(back, line[j])
					}
					add(back)
				}
			}
		}
		var steps []step
		for _, q := range b.road[p][:b.nRoad[p]] {
			keep := uint8(3)
			if b.kind[q] == Camp {
				keep = 1
			}
			steps = append(steps, makeStep(q, keep, len(steps)+1))
		}
		var flatten func(n *node)
		flatten = func(n *node) {
			i := len(steps)
			steps = append(steps, 0)
			for _, c := range n.children {
				flatten(c)
			}
			steps[i] = makeStep(n.pt, 3, len(steps))
		}
		for _, c := range root.children {
			flatten(c)
		}
		b.steps[p] = steps
	}
}
