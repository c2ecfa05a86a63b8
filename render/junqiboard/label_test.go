package junqiboard

import (
	"testing"

	"warboard/render"
	"warboard/render/junqipic"
	"warboard/rules/junqi"
)

// TestBattleLabelAvoidsPieces checks where the battle caption goes: inside the plate, and
// over no more of the other pieces than any other spot round the point would cover; with
// the row above the battle empty it covers no piece at all.
func TestBattleLabelAvoidsPieces(t *testing.T) {
	g := Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: 360, H: 640})
	b := junqi.BoardOf(junqi.TwoPlayer)
	at, _ := b.PointByName("c4")
	w, h := g.TileH*2.6, g.TileH*0.63
	cover := func(sc *junqipic.Scene, x, y float64) float64 {
		box := render.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}
		c := 0.0
		for q := 0; q < g.N(); q++ {
			if sc.Pieces[q].Present {
				c += overlap(box, g.TileRect(junqi.Point(q)))
			}
		}
		return c
	}
	full := junqipic.NewScene(junqi.TwoPlayer)
	for q := 0; q < g.N(); q++ {
		full.Pieces[q] = junqipic.Piece{Present: true, Seat: junqi.South, Code: '5'}
	}
	x, y := labelSpot(&g, &full, at, w, h)
	if !(render.Rect{X: x - w/2, Y: y - h/2, W: w, H: h}).In(g.Plate) {
		t.Fatalf("the caption at (%.0f, %.0f) leaves the plate %+v", x, y, g.Plate)
	}
	tr := g.TileRect(at)
	if above := cover(&full, tr.X+tr.W/2, tr.Y-h/2-2); cover(&full, x, y) > above+0.5 {
		t.Fatalf("the caption covers %.0f px² of pieces, more than the %.0f above the point", cover(&full, x, y), above)
	}
	open := full
	for _, name := range []string{"a5", "b5", "c5", "d5", "e5"} {
		q, _ := b.PointByName(name)
		open.Pieces[q] = junqipic.Piece{}
	}
	x, y = labelSpot(&g, &open, at, w, h)
	if c := cover(&open, x, y); c > 0 {
		t.Fatalf("with the row above free the caption still covers %.0f px² of pieces", c)
	}
}

// TestBattleLabelNames: the caption names the ranks in the player's language when the
// renderer is given their names, the tiles' Chinese names otherwise, and nothing when a rank
// is unknown to the viewer (a name given for it changes nothing).
func TestBattleLabelNames(t *testing.T) {
	bt := junqipic.Battle{Outcome: junqipic.DefenderWon, AttackerCode: '5', DefenderCode: '7'}
	if got := battleLabel(bt, nil); got != "团长 < 师长" {
		t.Errorf("without names: %q", got)
	}
	french := func(code byte) string {
		return map[byte]string{'5': "Colonel", '7': "Général de division", '?': "Inconnu"}[code]
	}
	if got := battleLabel(bt, french); got != "Colonel < Général de division" {
		t.Errorf("with names: %q", got)
	}
	if got := battleLabel(bt, func(byte) string { return "" }); got != "团长 < 师长" {
		t.Errorf("with no name known: %q", got)
	}
	bt.DefenderCode = '?'
	if got := battleLabel(bt, french); got != "" {
		t.Errorf("a hidden rank's caption: %q", got)
	}
}

// TestBattleLabelStaysInTheZoomedView: on a zoomed board the caption of a battle whose point
// shows is placed inside the visible part, not merely inside the (larger) plate.
func TestBattleLabelStaysInTheZoomedView(t *testing.T) {
	g := Layout(junqi.TwoPlayer, junqi.South, render.Rect{W: 720, H: 1280})
	b := junqi.BoardOf(junqi.TwoPlayer)
	at, _ := b.PointByName("a7")
	x, y := g.Centre(at)
	// The view shows a 360-wide strip whose top edge runs just above a7's tile.
	g.Clip = render.Rect{X: x - g.TileW, Y: y - g.TileH*0.6, W: 360, H: 400}
	sc := junqipic.NewScene(junqi.TwoPlayer)
	w, h := g.TileH*4, g.TileH*0.63
	lx, ly := labelSpot(&g, &sc, at, w, h)
	box := render.Rect{X: lx - w/2, Y: ly - h/2, W: w, H: h}
	if !box.In(g.Clip) {
		t.Fatalf("caption %+v leaves the view %+v", box, g.Clip)
	}
}
