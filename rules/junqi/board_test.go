package junqi

import (
	"sort"
	"strings"
	"testing"
)

func countLinks(b *Board) (total, rail int) {
	for _, l := range b.Links {
		total++
		if l.Rail {
			rail++
		}
	}
	return
}

func TestBoardCounts(t *testing.T) {
	for _, c := range []struct {
		k                   BoardKind
		points, links, rail int
	}{
		{TwoPlayer, 60, 133, 35},
		{FourCountry, 129, 288, 92},
	} {
		b := BoardOf(c.k)
		total, rail := countLinks(b)
		if b.N != c.points || total != c.links || rail != c.rail {
			t.Errorf("%v: %d points %d links %d rail, want %d %d %d", c.k, b.N, total, rail, c.points, c.links, c.rail)
		}
		// adjacency agrees with the link list, and no link is given twice
		seen := map[[2]Point]bool{}
		deg := 0
		for _, l := range b.Links {
			k := [2]Point{min(l.A, l.B), max(l.A, l.B)}
			if seen[k] {
				t.Errorf("%v: link %s-%s twice", c.k, b.Name(l.A), b.Name(l.B))
			}
			seen[k] = true
			if ok, rail := b.Linked(l.A, l.B); !ok || rail != l.Rail {
				t.Errorf("%v: adjacency misses %s-%s", c.k, b.Name(l.A), b.Name(l.B))
			}
		}
		for p := 0; p < b.N; p++ {
			deg += len(b.RoadNeighbours(Point(p))) + len(b.RailNeighbours(Point(p)))
		}
		if deg != 2*total {
			t.Errorf("%v: degree sum %d, want %d", c.k, deg, 2*total)
		}
	}
}

// One area, 65 links: 16 rail and 49 road (33 orthogonal, 16 diagonal).
func TestAreaLinks(t *testing.T) {
	b := BoardOf(FourCountry)
	var rail, orth, diag int
	for _, l := range b.Links {
		if b.Area(l.A) != South || b.Area(l.B) != South {
			continue
		}
		fa, ra := b.Local(l.A)
		fb, rb := b.Local(l.B)
		switch {
		case l.Rail:
			rail++
		case fa != fb && ra != rb:
			diag++
			if b.KindOf(l.A) != Camp && b.KindOf(l.B) != Camp {
				t.Errorf("diagonal %s-%s touches no camp", b.Name(l.A), b.Name(l.B))
			}
		default:
			orth++
		}
	}
	if rail != 16 || orth != 33 || diag != 16 {
		t.Errorf("area links: rail %d orth %d diag %d, want 16 33 16", rail, orth, diag)
	}
}

func TestPointKindsAndNames(t *testing.T) {
	b2 := BoardOf(TwoPlayer)
	kinds := map[string]PointKind{
		"b3": Camp, "d3": Camp, "c4": Camp, "b5": Camp, "d5": Camp,
		"b8": Camp, "d8": Camp, "c9": Camp, "b10": Camp, "d10": Camp,
		"b1": HQ, "d1": HQ, "b12": HQ, "d12": HQ,
	}
	n := map[PointKind]int{}
	for p := 0; p < b2.N; p++ {
		name := b2.Name(Point(p))
		want, ok := kinds[name]
		if !ok {
			want = Station
		}
		if b2.KindOf(Point(p)) != want {
			t.Errorf("2p %s: kind %d, want %d", name, b2.KindOf(Point(p)), want)
		}
		n[b2.KindOf(Point(p))]++
		if q, ok := b2.PointByName(name); !ok || q != Point(p) {
			t.Errorf("name %s does not read back", name)
		}
	}
	if n[Station] != 46 || n[Camp] != 10 || n[HQ] != 4 {
		t.Errorf("2p kinds %v", n)
	}
	if b2.Name(0) != "a1" || b2.Name(59) != "e12" {
		t.Errorf("2p corner names %s %s", b2.Name(0), b2.Name(59))
	}
	b4 := BoardOf(FourCountry)
	n = map[PointKind]int{}
	for p := 0; p < b4.N; p++ {
		n[b4.KindOf(Point(p))]++
		name := b4.Name(Point(p))
		if q, ok := b4.PointByName(name); !ok || q != Point(p) {
			t.Errorf("name %s does not read back", name)
		}
	}
	if n[Station] != 92 || n[Camp] != 20 || n[HQ] != 8 || n[Centre] != 9 {
		t.Errorf("4p kinds %v", n)
	}
	for _, name := range []string{"Sb1", "Ec6", "Na2", "We6", "Ca1", "Cb2", "Cc3"} {
		if _, ok := b4.PointByName(name); !ok {
			t.Errorf("4p has no %s", name)
		}
	}
	for _, name := range []string{"a1", "Cd1", "Sf1", "S a1", "Sa7", "Ca4", "sa1"} {
		if _, ok := b4.PointByName(name); ok {
			t.Errorf("4p accepts %q", name)
		}
	}
}

func linked(t *testing.T, b *Board, a, c string) (bool, bool) {
	t.Helper()
	p, ok1 := b.PointByName(a)
	q, ok2 := b.PointByName(c)
	if !ok1 || !ok2 {
		t.Fatalf("bad names %s %s", a, c)
	}
	return b.Linked(p, q)
}

// The front line is crossed by rail at a, c and e only: mountains block b and d.
func TestMountains(t *testing.T) {
	b := BoardOf(TwoPlayer)
	for _, c := range []struct {
		a, b       string
		link, rail bool
	}{
		{"a6", "a7", true, true}, {"c6", "c7", true, true}, {"e6", "e7", true, true},
		{"b6", "b7", false, false}, {"d6", "d7", false, false},
		{"b5", "a6", true, false}, {"c4", "b3", true, false}, {"a2", "b3", true, false},
		{"a1", "a2", true, false}, {"c5", "c6", true, false}, {"a5", "a6", true, true},
		{"c3", "b4", false, false}, {"a2", "a3", true, true}, {"b2", "b3", true, false},
	} {
		l, r := linked(t, b, c.a, c.b)
		if l != c.link || r != c.rail {
			t.Errorf("%s-%s: linked %v rail %v, want %v %v", c.a, c.b, l, r, c.link, c.rail)
		}
	}
}

func TestCentreLinks(t *testing.T) {
	b := BoardOf(FourCountry)
	for _, pair := range strings.Fields("Sa6-Ca1 Sc6-Cb1 Se6-Cc1 Ea6-Cc1 Ec6-Cc2 Ee6-Cc3 Na6-Cc3 Nc6-Cb3 Ne6-Ca3 Wa6-Ca3 Wc6-Ca2 We6-Ca1 " +
		"Se6-Ea6 Ee6-Na6 Ne6-Wa6 We6-Sa6 Ca1-Cb1 Cb1-Cc1 Ca1-Ca2 Cb2-Cb3 Cc2-Cc3") {
		ab := strings.Split(pair, "-")
		if l, r := linked(t, b, ab[0], ab[1]); !l || !r {
			t.Errorf("%s: not a rail link", pair)
		}
	}
	for _, pair := range strings.Fields("Sb6-Cb1 Sd6-Cc1 Ca1-Cb2 Sa6-Ea6 Se6-Wa6") {
		ab := strings.Split(pair, "-")
		if l, _ := linked(t, b, ab[0], ab[1]); l {
			t.Errorf("%s: linked", pair)
		}
	}
	// drawing: every link joins points one grid step apart (arcs: the diagonal corner)
	for _, l := range b.Links {
		x1, y1 := b.XY(l.A)
		x2, y2 := b.XY(l.B)
		dx, dy := abs(x1-x2), abs(y1-y2)
		ok := dx+dy == 1 || dx == 1 && dy == 1
		if b.Area(l.A) == NoSeat && b.Area(l.B) == NoSeat {
			ok = dx+dy == 2 && (dx == 0 || dy == 0)
		}
		if !ok {
			t.Errorf("link %s-%s draws from (%d,%d) to (%d,%d)", b.Name(l.A), b.Name(l.B), x1, y1, x2, y2)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// expand writes "Ne2…Ne6" style runs as single names.
func expand(spec string) []string {
	var out []string
	for _, part := range strings.Split(spec, ",") {
		part = strings.TrimSpace(part)
		if i := strings.Index(part, "…"); i >= 0 {
			from, to := part[:i], part[i+len("…"):]
			out = append(out, run(from[:len(from)-2], from[len(from)-2], atoi(from[len(from)-1:]), atoi(to[len(to)-1:]))...)
			continue
		}
		out = append(out, part)
	}
	return out
}

func atoi(s string) int { return int(s[0] - '0') }

func lineKey(b *Board, line []Point) string {
	names := make([]string, len(line))
	for i, p := range line {
		names[i] = b.Name(p)
	}
	fwd := strings.Join(names, " ")
	for i, j := 0, len(names)-1; i < j; i, j = i+1, j-1 {
		names[i], names[j] = names[j], names[i]
	}
	if back := strings.Join(names, " "); back < fwd {
		return back
	}
	return fwd
}

// Every straight line written in junqi.md, and no other.
func TestStraightLines(t *testing.T) {
	want2, want4 := specLines(TwoPlayer), specLines(FourCountry)
	for _, c := range []struct {
		k    BoardKind
		want []string
	}{{TwoPlayer, want2}, {FourCountry, want4}} {
		b := BoardOf(c.k)
		var got []string
		for _, line := range b.Lines {
			got = append(got, lineKey(b, line))
			for i := 1; i < len(line); i++ {
				if _, rail := b.Linked(line[i-1], line[i]); !rail {
					t.Errorf("%v: line steps off the rail at %s-%s", c.k, b.Name(line[i-1]), b.Name(line[i]))
				}
			}
		}
		var want []string
		for _, w := range c.want {
			pts := strings.Fields(w)
			line := make([]Point, len(pts))
			for i, n := range pts {
				p, ok := b.PointByName(n)
				if !ok {
					t.Fatalf("bad name %s", n)
				}
				line[i] = p
			}
			want = append(want, lineKey(b, line))
		}
		sort.Strings(got)
		sort.Strings(want)
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("%v lines:\n got %q\nwant %q", c.k, got, want)
		}
		// every rail link lies on some line, so a piece can always take one rail step
		on := map[[2]Point]bool{}
		for _, line := range b.Lines {
			for i := 1; i < len(line); i++ {
				on[[2]Point{min(line[i-1], line[i]), max(line[i-1], line[i])}] = true
			}
		}
		for _, l := range b.Links {
			if l.Rail && !on[[2]Point{min(l.A, l.B), max(l.A, l.B)}] {
				t.Errorf("%v: rail link %s-%s on no line", c.k, b.Name(l.A), b.Name(l.B))
			}
		}
	}
}

// The ray trie lists each straight-run destination from a point once, and
// exactly the points some line reaches.
func TestRaysMatchLines(t *testing.T) {
	for _, k := range []BoardKind{TwoPlayer, FourCountry} {
		b := BoardOf(k)
		for p := 0; p < b.N; p++ {
			want := map[Point]bool{}
			for _, line := range b.Lines {
				for i, q := range line {
					if int(q) == p {
						for j, r := range line {
							if j != i {
								want[r] = true
							}
						}
					}
				}
			}
			got := map[Point]bool{}
			for _, n := range b.raySteps(Point(p)) {
				if got[n.to()] {
					t.Errorf("%v %s: ray destination %s twice", k, b.Name(Point(p)), b.Name(n.to()))
				}
				got[n.to()] = true
			}
			if len(got) != len(want) {
				t.Errorf("%v %s: %d ray points, want %d", k, b.Name(Point(p)), len(got), len(want))
			}
		}
	}
}

// specLines are the straight rail lines exactly as junqi.md writes them.
func specLines(k BoardKind) []string {
	if k == TwoPlayer {
		return []string{"a2 b2 c2 d2 e2", "a6 b6 c6 d6 e6", "a7 b7 c7 d7 e7", "a11 b11 c11 d11 e11",
			"a2 a3 a4 a5 a6 a7 a8 a9 a10 a11", "e2 e3 e4 e5 e6 e7 e8 e9 e10 e11", "c6 c7"}
	}
	var want4 []string
	for _, s := range "SENW" {
		for _, r := range "26" {
			var names []string
			for _, f := range "abcde" {
				names = append(names, string(s)+string(f)+string(r))
			}
			want4 = append(want4, strings.Join(names, " "))
		}
	}
	for _, spec := range []string{
		"Ne2…Ne6, Ca3, Ca2, Ca1, Sa6…Sa2", "Na2…Na6, Cc3, Cc2, Cc1, Se6…Se2",
		"Wa2…Wa6, Ca3, Cb3, Cc3, Ee6…Ee2", "We2…We6, Ca1, Cb1, Cc1, Ea6…Ea2",
		"Nc6, Cb3, Cb2, Cb1, Sc6", "Wc6, Ca2, Cb2, Cc2, Ec6",
		"Se2…Se6, Ea6…Ea2", "Ee2…Ee6, Na6…Na2", "Ne2…Ne6, Wa6…Wa2", "We2…We6, Sa6…Sa2",
	} {
		want4 = append(want4, strings.Join(expand(spec), " "))
	}
	return want4
}
