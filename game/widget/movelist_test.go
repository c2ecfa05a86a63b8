package widget

import (
	"strconv"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
)

func moveList(n int) *MoveList {
	l := &MoveList{}
	for i := 0; i < n; i++ {
		l.Moves = append(l.Moves, SideRow{Text: "m" + strconv.Itoa(i+1)})
	}
	// ten lines of a finger's three quarters at scale 1
	l.Layout(render.Rect{X: 10, Y: 100, W: 200, H: 10 * moveLineH(1)}, 1, 0)
	return l
}

// TestMoveListTapJumps: a tap on a move (finger or mouse) jumps to the position after it;
// a tap beside the list or under its last move does nothing.
func TestMoveListTapJumps(t *testing.T) {
	l := moveList(4)
	for _, d := range []input.Device{input.Touch, input.Mouse} {
		r, ok := l.Target(3)
		if !ok {
			t.Fatal("move 3 not in view")
		}
		jump, _ := l.Handle([]input.Event{{Kind: input.Tap, Device: d, Pos: input.Point{X: r.X + 5, Y: r.Y + r.H/2}}})
		if jump != 3 {
			t.Fatalf("%v: a tap on move 3 jumps to %d", d, jump)
		}
	}
	for _, p := range []input.Point{{X: 5, Y: 110}, {X: 50, Y: 100 + 6*moveLineH(1)}} {
		if jump, _ := l.Handle([]input.Event{{Kind: input.Tap, Pos: p}}); jump != -1 {
			t.Fatalf("a tap at %v jumps to %d", p, jump)
		}
	}
}

// TestMoveListScrolls: the list follows the move shown, scrolls by a drag and by the wheel
// within its moves, and a tap after scrolling names the move under it.
func TestMoveListScrolls(t *testing.T) {
	l := moveList(40)
	if l.Top() != 0 {
		t.Fatalf("top %d at the start", l.Top())
	}
	l.Follow(30)
	if _, ok := l.Target(30); !ok {
		t.Fatalf("move 30 not in view after following it (top %d)", l.Top())
	}
	if _, ok := l.Target(31); !ok {
		t.Fatal("the next move is not in view")
	}
	l.Follow(0)
	h := moveLineH(1)
	// drag up by three lines: later moves come into view
	start := input.Point{X: 50, Y: 100 + 8*h}
	ev := []input.Event{
		{Kind: input.DragStart, Start: start, Pos: input.Point{X: 50, Y: start.Y - h}},
		{Kind: input.DragMove, Start: start, Pos: input.Point{X: 50, Y: start.Y - 2*h}},
		{Kind: input.DragEnd, Start: start, Pos: input.Point{X: 50, Y: start.Y - 3*h}},
	}
	if !l.Owns(ev) {
		t.Fatal("the list does not own a drag on it")
	}
	if _, changed := l.Handle(ev); !changed || l.Top() != 3 {
		t.Fatalf("after a drag of three lines top %d", l.Top())
	}
	r, _ := l.Target(5)
	if jump, _ := l.Handle([]input.Event{{Kind: input.Tap, Pos: input.Point{X: r.X + 1, Y: r.Y + 1}}}); jump != 5 {
		t.Fatalf("a tap on move 5 after scrolling jumps to %d", jump)
	}
	// the wheel: down by two lines, then far up: never above the first move
	l.Handle([]input.Event{{Kind: input.Scroll, Pos: input.Point{X: 50, Y: 120}, Delta: input.Point{Y: 2 * h}}})
	if l.Top() != 5 {
		t.Fatalf("after the wheel top %d", l.Top())
	}
	l.Handle([]input.Event{{Kind: input.Scroll, Pos: input.Point{X: 50, Y: 120}, Delta: input.Point{Y: -100 * h}}})
	if l.Top() != 0 {
		t.Fatalf("after the wheel far up top %d", l.Top())
	}
	l.Handle([]input.Event{{Kind: input.Scroll, Pos: input.Point{X: 50, Y: 120}, Delta: input.Point{Y: 100 * h}}})
	if l.Top() != 30 {
		t.Fatalf("after the wheel far down top %d, want the last ten moves", l.Top())
	}
	// a drag beside the list is not the list's
	beside := []input.Event{{Kind: input.DragStart, Start: input.Point{X: 500, Y: 120}, Pos: input.Point{X: 500, Y: 10}}}
	if l.Owns(beside) {
		t.Fatal("the list owns a drag beside it")
	}
	if _, changed := l.Handle(beside); changed {
		t.Fatal("a drag beside the list scrolled it")
	}
}

// TestMoveListStrip: on a phone the list is a strip of moves side by side; a tap on one
// jumps to it, it follows the move shown, never shows a move cut by an edge, and a
// sideways drag or the wheel scrolls it.
func TestMoveListStrip(t *testing.T) {
	fonts, err := render.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	pr := i18n.NewPrinter(i18n.Fr)
	l := &MoveList{}
	for i := 0; i < 30; i++ {
		l.Moves = append(l.Moves, SideRow{Text: "c6-c" + strconv.Itoa(i%9+1)})
	}
	l.Moves = append(l.Moves, SideRow{Text: "resign"})
	r := render.Rect{X: 10, Y: 500, W: 300, H: render.MinTarget}
	l.LayoutStrip(fonts, pr, r, 1, 0)
	inView := func(i int) bool {
		got, ok := l.Target(i)
		if ok && (got.X < r.X-0.5 || got.X+got.W > r.X+r.W+0.5) {
			t.Fatalf("move %d is cut by the edge: %+v", i, got)
		}
		return ok
	}
	if !inView(1) || inView(31) {
		t.Fatal("the strip does not start at the first move")
	}
	m3, _ := l.Target(3)
	if jump, _ := l.Handle([]input.Event{{Kind: input.Tap, Pos: input.Point{X: m3.X + m3.W/2, Y: m3.Y + 5}}}); jump != 3 {
		t.Fatalf("a tap on move 3 jumps to %d", jump)
	}
	l.Follow(31)
	if !inView(31) || !inView(30) {
		t.Fatalf("the strip does not follow to the end (first %d)", l.Top())
	}
	l.Follow(1)
	if !inView(1) || !inView(2) {
		t.Fatal("the strip does not follow back to the start")
	}
	start := input.Point{X: r.X + 250, Y: r.Y + 10}
	drag := []input.Event{
		{Kind: input.DragStart, Start: start, Pos: input.Point{X: start.X - 100, Y: start.Y}},
		{Kind: input.DragEnd, Start: start, Pos: input.Point{X: start.X - 240, Y: start.Y}},
	}
	if _, changed := l.Handle(drag); !changed || l.Top() == 0 || inView(1) {
		t.Fatalf("a drag to the left did not scroll the strip (first %d)", l.Top())
	}
	l.Handle([]input.Event{{Kind: input.Scroll, Pos: start, Delta: input.Point{Y: -5000}}})
	if l.Top() != 0 {
		t.Fatalf("the wheel back leaves the strip at %d", l.Top())
	}
}
