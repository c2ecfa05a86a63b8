package widget

import (
	"fmt"
	"testing"

	"warboard/game/input"
	"warboard/render"
)

func tapAt(x, y float64) []input.Event {
	p := input.Point{X: x, Y: y}
	return []input.Event{{Kind: input.Press, Pos: p, Start: p}, {Kind: input.Release, Pos: p, Start: p}, {Kind: input.Tap, Pos: p, Start: p}}
}

// TestChooserLayout: every cell a finger can hit, inside the screen, next to the anchor
// and not over it when there is room, on a phone and on a desktop.
func TestChooserLayout(t *testing.T) {
	var items []ChooserItem
	for i := 0; i < 14; i++ {
		items = append(items, ChooserItem{Name: fmt.Sprint("c", i), Label: "9", Sub: "Maréchal"})
	}
	for _, screen := range []render.Rect{{W: 360, H: 640}, {W: 390, H: 844}, {W: 1280, H: 800}} {
		for _, anchor := range []render.Rect{{X: 5, Y: 5, W: 30, H: 20}, {X: screen.W/2 - 15, Y: screen.H / 2, W: 30, H: 20}, {X: screen.W - 35, Y: screen.H - 25, W: 30, H: 20}} {
			c := NewChooser("Mark", items)
			c.Layout(anchor, screen, 4, UIScale(render.View{W: screen.W, H: screen.H, Scale: 1}))
			p := c.Panel
			if p.X < 0 || p.Y < 0 || p.X+p.W > screen.W || p.Y+p.H > screen.H {
				t.Errorf("%v %v: panel %v leaves the screen", screen, anchor, p)
			}
			if overlapArea(p, anchor) > 0 {
				t.Errorf("%v %v: panel %v covers the piece", screen, anchor, p)
			}
			for _, b := range c.Buttons {
				if b.Rect.W < render.MinTarget || b.Rect.H < render.MinTarget {
					t.Errorf("%v: cell %v smaller than a finger", screen, b.Rect)
				}
				if !p.Contains(b.Rect.X, b.Rect.Y) || !p.Contains(b.Rect.X+b.Rect.W-1, b.Rect.Y+b.Rect.H-1) {
					t.Errorf("%v: cell %v outside the panel %v", screen, b.Rect, p)
				}
			}
		}
	}
}

func overlapArea(a, b render.Rect) float64 {
	w := min(a.X+a.W, b.X+b.W) - max(a.X, b.X)
	h := min(a.Y+a.H, b.Y+b.H) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// TestChooserPicks: a tap on a cell picks it; a tap outside closes; a tap on the panel
// between cells does neither.
func TestChooserPicks(t *testing.T) {
	c := NewChooser("Mark", []ChooserItem{{Name: "a", Label: "A"}, {Name: "b", Label: "B", Selected: true}})
	c.Layout(render.Rect{X: 100, Y: 100, W: 30, H: 20}, render.Rect{W: 400, H: 800}, 2, 1)
	r, _ := c.Target("b")
	if picked, closed, _ := c.Handle(tapAt(r.X+r.W/2, r.Y+r.H/2)); picked != "b" || closed {
		t.Fatalf("tap on b: %q %v", picked, closed)
	}
	if picked, closed, _ := c.Handle(tapAt(5, 5)); picked != "" || !closed {
		t.Fatalf("tap outside: %q %v", picked, closed)
	}
	if picked, closed, _ := c.Handle(tapAt(c.Panel.X+3, c.Panel.Y+3)); picked != "" || closed {
		t.Fatalf("tap on the panel's edge: %q %v", picked, closed)
	}
	if c.Buttons[1].Kind != PrimaryButton || c.Buttons[0].Kind != PlainButton {
		t.Fatal("the selected choice is not shown")
	}
}

// TestChooserMinCell: a chooser whose longest word needs wider cells than four columns give
// on a phone takes fewer columns and cells at least that wide; without MinCell it keeps the
// columns asked for.
func TestChooserMinCell(t *testing.T) {
	items := make([]ChooserItem, 14)
	for i := range items {
		items[i] = ChooserItem{Name: fmt.Sprint("c", i), Label: "4", Sub: "Commandant"}
	}
	screen := render.Rect{W: 390, H: 844}
	cols := func(c *Chooser) int {
		n := 0
		for _, b := range c.Buttons {
			if b.Rect.Y == c.Buttons[0].Rect.Y {
				n++
			}
		}
		return n
	}
	plain := NewChooser("Mark", items)
	plain.Layout(render.Rect{X: 5, Y: 5, W: 30, H: 20}, screen, 4, 1)
	if cols(plain) != 4 {
		t.Fatalf("without MinCell: %d columns, want 4", cols(plain))
	}
	wide := NewChooser("Mark", items)
	wide.MinCell = plain.Buttons[0].Rect.W + 10
	wide.Layout(render.Rect{X: 5, Y: 5, W: 30, H: 20}, screen, 4, 1)
	if cols(wide) >= 4 {
		t.Fatalf("MinCell %.0f past a four-column cell: still %d columns", wide.MinCell, cols(wide))
	}
	for _, b := range wide.Buttons {
		if b.Rect.W < wide.MinCell || b.SubSize < render.MinTextSize {
			t.Fatalf("cell %v narrower than MinCell %.0f, or its small line at %.1f px", b.Rect, wide.MinCell, b.SubSize)
		}
	}
}
