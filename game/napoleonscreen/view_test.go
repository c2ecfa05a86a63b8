package napoleonscreen

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/napoleonplay"
	"warboard/render"
	"warboard/render/art"
	"warboard/render/ebitentest"
	"warboard/render/napoleonboard"
	"warboard/render/napoleonpic"
	"warboard/rules/napoleon"
)

func TestMain(m *testing.M) { ebitentest.Main(m, render.WatchCuts()) }

// The board shows the mover's resting piece (the three-turns rule) during play, and no
// resting piece in other phases or when none rests.
func TestNapoleonBoardMarksTheRestingPiece(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	d2, e7 := napoleon.SquareAt(3, 1), napoleon.SquareAt(4, 6)
	pic := napoleonplay.Picture{Phase: napoleonplay.Play, Scene: napoleonpic.NewScene(8, 8), Rested: [napoleon.NumSeats]napoleon.Square{d2, e7, napoleon.NoSquare, napoleon.NoSquare}}
	pic.ToMove = napoleon.South
	pic.Pieces[d2] = napoleonplay.Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cavalry}
	pic.Pieces[e7] = napoleonplay.Piece{Present: true, Side: napoleon.North, Kind: napoleon.Infantry}

	b := newNapoleonView(fonts)
	b.Layout(render.Rect{W: 400, H: 400}, render.View{W: 400, H: 400, Scale: 1})
	for _, c := range []struct {
		name   string
		phase  napoleonplay.Phase
		toMove napoleon.Seat
		want   napoleonboard.Square
	}{
		{"South to move", napoleonplay.Play, napoleon.South, d2},
		{"North to move", napoleonplay.Play, napoleon.North, e7},
		{"game over", napoleonplay.Over, napoleon.South, napoleonboard.NoSquare},
	} {
		p := pic
		p.Phase, p.ToMove = c.phase, c.toMove
		b.set(p, false, false)
		if b.scene.Resting != c.want {
			t.Errorf("%s: scene rests %v, want %v", c.name, b.scene.Resting, c.want)
		}
	}
	p := pic
	p.Rested = [napoleon.NumSeats]napoleon.Square{napoleon.NoSquare, napoleon.NoSquare, napoleon.NoSquare, napoleon.NoSquare}
	b.set(p, false, false)
	if b.scene.Resting != napoleonboard.NoSquare {
		t.Errorf("no piece rests, yet the scene rests %v", b.scene.Resting)
	}
}

// TestCannonSwings: a cannon the computer turned swings the short way round, one eighth a
// step, and ends where it points; a cannon that moved is followed to its new square.
func TestCannonSwings(t *testing.T) {
	w := swing{from: napoleon.DirN, to: napoleon.DirSW}
	var seen []napoleon.Dir
	for k := 0; k < 6; k++ {
		f, done := w.facingAt(time.Duration(k) * swingStep)
		seen = append(seen, f)
		if done {
			break
		}
	}
	want := []napoleon.Dir{napoleon.DirN, napoleon.DirNW, napoleon.DirW, napoleon.DirSW}
	if fmt.Sprint(seen) != fmt.Sprint(want) {
		t.Fatalf("N to SW swings %v, want %v", seen, want)
	}
	var before, after napoleonplay.Picture
	before.Last.From, after.Last.From, after.Last.To = napoleon.NoSquare, 3, 11
	before.Pieces[3] = napoleonplay.Piece{Present: true, Kind: napoleon.Cannon, Facing: napoleon.DirN}
	after.Pieces[11] = napoleonplay.Piece{Present: true, Kind: napoleon.Cannon, Facing: napoleon.DirE}
	before.Pieces[20] = napoleonplay.Piece{Present: true, Kind: napoleon.Cannon, Facing: napoleon.DirS}
	after.Pieces[20] = before.Pieces[20]
	sw := cannonSwings(before, after)
	if len(sw) != 1 || sw[0].sq != 11 || sw[0].from != napoleon.DirN || sw[0].to != napoleon.DirE {
		t.Fatalf("swings %+v, want the moved cannon on 11 from N to E only", sw)
	}
}

// TestOwnArmyInViewAtOnesTurn: at the start of one's turn on a zoomed board the view goes
// to the enemy's last move when it comes against one's army (a piece of one's own within
// three squares), else to one's own piece nearest to it — never only to a far move that
// leaves one's army off screen.
func TestOwnArmyInViewAtOnesTurn(t *testing.T) {
	pic := napoleonplay.Picture{Phase: napoleonplay.Play, Scene: napoleonpic.NewScene(32, 32), Seat: napoleon.South, Viewer: napoleon.South}
	a2, c3 := napoleon.SquareAt(0, 1), napoleon.SquareAt(2, 2)
	pic.Pieces[a2] = napoleonplay.Piece{Present: true, Side: napoleon.South, Kind: napoleon.Infantry}
	pic.Pieces[c3] = napoleonplay.Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cavalry}
	far := napoleon.SquareAt(30, 29) // the computer moved a piece of its own far away
	if got := ownNear(&pic, far); got != c3 {
		t.Fatalf("after a far move the view goes to %v, want South's nearest piece %v", got, c3)
	}
	near := napoleon.SquareAt(4, 4) // a move against South's cavalry
	if got := ownNear(&pic, near); got != near {
		t.Fatalf("after a move against the army the view goes to %v, want the move %v", got, near)
	}
	pic.Pieces[a2], pic.Pieces[c3] = napoleonplay.Piece{}, napoleonplay.Piece{}
	if got := ownNear(&pic, far); got != far {
		t.Fatalf("with no piece of one's own the view goes to %v, want the move", got)
	}
}

// TestCoordinatesStayOnAPannedBoard: a zoomed board panned so that its frame's letters and
// numbers are out of view gets small labels along the visible area's top and left edges;
// a board shown whole (no clip) gets none.
func TestCoordinatesStayOnAPannedBoard(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	v := render.View{W: 400, H: 400, Scale: 1}
	g := napoleonboard.Layout(32, 32, art.South, render.Rect{X: -600, Y: -600, W: 1600, H: 1600}, 1)
	painted := func(g napoleonboard.Geometry, x, y float64) bool {
		img := ebiten.NewImage(400, 400)
		defer img.Deallocate()
		drawEdgeCoordinates(render.Painter{Dst: img, View: v, Fonts: fonts}, g)
		_, _, _, a := img.At(int(x), int(y)).RGBA()
		return a > 0
	}
	if painted(g, 200, 5) {
		t.Fatal("a board with no clip got edge labels")
	}
	g.Clip = render.Rect{X: 0, Y: 0, W: 400, H: 400} // the middle of the board, the frame far off
	var fileX, rankY float64
	for f := 0; f < 32; f++ {
		if r := g.SquareRect(napoleonboard.At(f, 0)); r.X+r.W/2 > 100 && fileX == 0 {
			fileX = r.X + r.W/2
		}
	}
	for rk := 0; rk < 32; rk++ {
		if r := g.SquareRect(napoleonboard.At(0, rk)); r.Y+r.H/2 > 100 && r.Y+r.H/2 < 300 {
			rankY = r.Y + r.H/2
		}
	}
	if !painted(g, fileX, 6) {
		t.Errorf("no file label at the top edge over x=%.0f", fileX)
	}
	if !painted(g, 6, rankY) {
		t.Errorf("no rank label at the left edge at y=%.0f", rankY)
	}
}
