package junqiboard

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// drawScene draws sc on a fresh screen and returns the screen and the layout used.
func drawScene(t *testing.T, r *Renderer, v render.View, sc *junqipic.Scene) (*ebiten.Image, *Geometry) {
	t.Helper()
	w, h := v.Physical()
	screen := ebiten.NewImage(w, h)
	screen.Fill(render.Background)
	g := Layout(sc.Board, junqi.South, v.Bounds())
	r.Draw(screen, v, &g, sc)
	return screen, &g
}

func pixelAt(img *ebiten.Image, s, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x*s), int(y*s))).(color.RGBA)
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return int(math.Abs(float64(int(x) - int(y)))) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestPiecesShowTheirSeatAndKind(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 2}
	b := junqi.BoardOf(junqi.TwoPlayer)
	c2, _ := b.PointByName("c2")
	a1, _ := b.PointByName("a1")
	e12, _ := b.PointByName("e12")
	sc := junqipic.NewScene(junqi.TwoPlayer)
	sc.Pieces[c2] = junqipic.Piece{Present: true, Seat: junqi.South, Code: '9'}
	sc.Pieces[a1] = junqipic.Piece{Present: true, Seat: junqi.North, Code: '?'}
	sc.Pieces[e12] = junqipic.Piece{Present: true, FaceDown: true}
	screen, g := drawScene(t, NewRenderer(), v, &sc)

	// Just inside the left edge of each tile: the frame colour of its seat, a blank
	// unknown tile in its seat's colour, and the wooden back.
	edge := func(p junqi.Point) color.RGBA {
		tr := g.TileRect(p)
		return pixelAt(screen, v.Scale, tr.X+1.5, tr.Y+tr.H*0.6)
	}
	if got := edge(c2); !near(got, styleOf(junqi.South).base, 40) {
		t.Errorf("South's tile edge is %v, want South's colour %v", got, styleOf(junqi.South).base)
	}
	ux, uy := g.Centre(a1)
	if got := pixelAt(screen, v.Scale, ux-g.TileW*0.3, uy); !near(got, styleOf(junqi.North).base, 40) {
		t.Errorf("an unknown North piece is %v, want North's colour %v", got, styleOf(junqi.North).base)
	}
	if got := edge(e12); near(got, styleOf(junqi.South).base, 40) || near(got, styleOf(junqi.North).base, 40) {
		t.Errorf("a face-down tile shows a seat colour (%v)", got)
	}
	// An empty station shows the paper of the board.
	c3, _ := b.PointByName("c3")
	cx, cy := g.Centre(c3)
	if got := pixelAt(screen, v.Scale, cx, cy); !near(got, paper, 12) {
		t.Errorf("empty station c3 is %v, want paper %v", got, paper)
	}
}

func TestHighlightsAreDrawn(t *testing.T) {
	v := render.View{W: 1280, H: 800, Scale: 1}
	b := junqi.BoardOf(junqi.FourCountry)
	sel, _ := b.PointByName("Sc2")
	move, _ := b.PointByName("Sc3")
	sc := junqipic.NewScene(junqi.FourCountry)
	sc.Pieces[sel] = junqipic.Piece{Present: true, Seat: junqi.South, Code: '5'}
	plain, g := drawScene(t, NewRenderer(), v, &sc)
	sc.Selected = sel
	sc.Targets = []junqipic.Target{{Point: move}}
	marked, _ := drawScene(t, NewRenderer(), v, &sc)

	tr := g.TileRect(sel)
	top := tr.Y - math.Max(2, g.unit()*0.06) // on the selection ring, above the tile
	if got := pixelAt(marked, 1, tr.X+tr.W/2, top); !near(got, selectGold, 30) {
		t.Errorf("selection ring is %v, want gold", got)
	}
	if got := pixelAt(plain, 1, tr.X+tr.W/2, top); near(got, selectGold, 30) {
		t.Errorf("gold above an unselected tile")
	}
	mx, my := g.Centre(move)
	if got := pixelAt(marked, 1, mx, my); !near(got, moveGreen, 30) {
		t.Errorf("move target is %v, want green", got)
	}
}

func TestSurfaceIsCachedUntilTheBoardChanges(t *testing.T) {
	v := render.View{W: 1024, H: 768, Scale: 1}
	r := NewRenderer()
	sc := junqipic.NewScene(junqi.FourCountry)
	drawScene(t, r, v, &sc)
	first := r.surface
	sc.Selected, _ = junqi.BoardOf(junqi.FourCountry).PointByName("Cb2")
	drawScene(t, r, v, &sc)
	if r.surface != first {
		t.Fatal("a new selection redrew the printed board")
	}
	sc.Eliminated = 1 << junqi.West
	screen, g := drawScene(t, r, v, &sc)
	if r.surface == first {
		t.Fatal("an eliminated seat did not redraw the board")
	}
	// West's plate is greyed.
	x, y, rad := plateSpot(g, junqi.West)
	got := pixelAt(screen, 1, x-rad*0.6, y+rad*0.2)
	if near(got, styleOf(junqi.West).base, 30) {
		t.Errorf("an eliminated seat's plate keeps its colour (%v)", got)
	}
}

// TestEarlierSeatsMovesAreMarked: each seat's latest move other than the last one is marked
// in the seat's colour and with its shape where it went, and ringed where it came from;
// the last move's own seat and a seat that is out get no quiet mark.
func TestEarlierSeatsMovesAreMarked(t *testing.T) {
	v := render.View{W: 1280, H: 800, Scale: 2}
	b := junqi.BoardOf(junqi.FourCountry)
	p := func(name string) junqi.Point {
		q, ok := b.PointByName(name)
		if !ok {
			t.Fatalf("no point %s", name)
		}
		return q
	}
	sc := junqipic.NewScene(junqi.FourCountry)
	for _, name := range []string{"Sc3", "Eb3", "Nd4", "Wc3", "Ec5"} {
		sc.Pieces[p(name)] = junqipic.Piece{Present: true, Seat: b.Area(p(name)), Code: '?'}
	}
	sc.Last = junqipic.Move{From: p("Sc2"), To: p("Sc3")}
	sc.SeatLast[junqi.South] = sc.Last
	sc.SeatLast[junqi.East] = junqipic.Move{From: p("Eb2"), To: p("Eb3")}
	sc.SeatLast[junqi.North] = junqipic.Move{From: p("Nd3"), To: p("Nd4")}
	sc.SeatLast[junqi.West] = junqipic.Move{From: p("Wc2"), To: p("Wc3")}
	sc.Eliminated = 1 << junqi.West
	marked, g := drawScene(t, NewRenderer(), v, &sc)
	plain := sc
	plain.SeatLast = [4]junqipic.Move{junqipic.NoMove, junqipic.NoMove, junqipic.NoMove, junqipic.NoMove}
	unmarked, _ := drawScene(t, NewRenderer(), v, &plain)

	dx, dy, _ := seatToBadge(g)
	badge := func(img *ebiten.Image, q junqi.Point) color.RGBA {
		x, y := g.Centre(q)
		return pixelAt(img, v.Scale, x+dx, y+dy)
	}
	// The ring where a move came from: just outside the tile, on its left side's middle.
	ring := func(img *ebiten.Image, q junqi.Point) color.RGBA {
		tr := g.TileRect(q)
		return pixelAt(img, v.Scale, tr.X-math.Max(2, g.unit()*0.07), tr.Y+tr.H/2)
	}
	dist := func(a, b color.RGBA) int {
		d := func(x, y uint8) int { return int(math.Abs(float64(int(x) - int(y)))) }
		return d(a.R, b.R) + d(a.G, b.G) + d(a.B, b.B)
	}
	for _, x := range []junqi.Seat{junqi.East, junqi.North} {
		m, c := sc.SeatLast[x], styleOf(x).base
		if got := badge(marked, m.To); !near(got, c, 30) {
			t.Errorf("where %v's move went the badge is %v, want %v's colour %v", x, got, x, c)
		}
		if got, was := ring(marked, m.From), ring(unmarked, m.From); dist(got, c) >= dist(was, c)-40 {
			t.Errorf("where %v's move came from the ring is %v (unmarked %v), not nearer %v", x, got, was, c)
		}
	}
	for _, x := range []junqi.Seat{junqi.South, junqi.West} {
		m := sc.SeatLast[x]
		if got, was := badge(marked, m.To), badge(unmarked, m.To); got != was {
			t.Errorf("%v's move has a quiet mark (%v, unmarked %v): it is the last one or the seat is out", x, got, was)
		}
	}
	if near(badge(unmarked, p("Eb3")), styleOf(junqi.East).base, 30) {
		t.Errorf("the unmarked board already shows East's colour where its badge goes")
	}
}
