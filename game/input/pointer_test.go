package input

import (
	"reflect"
	"testing"
	"time"
)

func ms(n int) time.Duration { return time.Duration(n) * time.Millisecond }

func raw(d Device, id int, ph Phase, x, y float64, atMS int) Raw {
	return Raw{Device: d, ID: id, Phase: ph, Pos: Point{x, y}, At: ms(atMS)}
}

func feedAll(t *Tracker, rs ...Raw) []Event {
	var out []Event
	for _, r := range rs {
		out = t.Feed(out, r)
	}
	return out
}

func kinds(evs []Event) []Kind {
	ks := []Kind{}
	for _, e := range evs {
		ks = append(ks, e.Kind)
	}
	return ks
}

func TestGestures(t *testing.T) {
	tests := []struct {
		name string
		raws []Raw
		want []Kind
	}{
		{"mouse click", []Raw{
			raw(Mouse, 0, Down, 10, 10, 0),
			raw(Mouse, 0, Up, 10, 10, 80),
		}, []Kind{Press, Release, Tap}},
		{"touch tap with jitter inside the slop", []Raw{
			raw(Touch, 7, Down, 100, 100, 0),
			raw(Touch, 7, Move, 106, 104, 30),
			raw(Touch, 7, Up, 107, 105, 90),
		}, []Kind{Press, Release, Tap}},
		{"mouse drag", []Raw{
			raw(Mouse, 0, Down, 10, 10, 0),
			raw(Mouse, 0, Move, 12, 10, 10), // within 4 px: still a possible tap
			raw(Mouse, 0, Move, 30, 10, 20),
			raw(Mouse, 0, Move, 50, 10, 30),
			raw(Mouse, 0, Up, 50, 10, 40),
		}, []Kind{Press, DragStart, DragMove, Release, DragEnd}},
		{"moving back inside the slop keeps a drag a drag", []Raw{
			raw(Touch, 1, Down, 0, 0, 0),
			raw(Touch, 1, Move, 40, 0, 10),
			raw(Touch, 1, Move, 1, 0, 20),
			raw(Touch, 1, Up, 0, 0, 30),
		}, []Kind{Press, DragStart, DragMove, DragMove, Release, DragEnd}},
		{"release far away without reported moves is a drag", []Raw{
			raw(Touch, 1, Down, 0, 0, 0),
			raw(Touch, 1, Up, 80, 0, 30),
		}, []Kind{Press, DragStart, Release, DragEnd}},
		{"a move to the same spot says nothing", []Raw{
			raw(Mouse, 0, Down, 5, 5, 0),
			raw(Mouse, 0, Move, 5, 5, 10),
			raw(Mouse, 0, Up, 5, 5, 20),
		}, []Kind{Press, Release, Tap}},
		{"cancel ends the gesture without a tap", []Raw{
			raw(Touch, 3, Down, 0, 0, 0),
			raw(Touch, 3, Cancel, 0, 0, 10),
			raw(Touch, 3, Up, 0, 0, 20),
		}, []Kind{Press, Cancelled}},
		{"second finger is ignored", []Raw{
			raw(Touch, 1, Down, 0, 0, 0),
			raw(Touch, 2, Down, 200, 200, 5),
			raw(Touch, 2, Move, 300, 300, 10),
			raw(Touch, 2, Up, 300, 300, 15),
			raw(Touch, 1, Up, 0, 0, 20),
		}, []Kind{Press, Release, Tap}},
		{"mouse during a touch is ignored", []Raw{
			raw(Touch, 1, Down, 0, 0, 0),
			raw(Mouse, 0, Down, 0, 0, 5),
			raw(Mouse, 0, Up, 0, 0, 6),
			raw(Touch, 1, Up, 0, 0, 20),
		}, []Kind{Press, Release, Tap}},
		{"the browser's emulated click after a tap does not tap twice", []Raw{
			raw(Touch, 1, Down, 50, 50, 0),
			raw(Touch, 1, Up, 50, 50, 60),
			raw(Mouse, 0, Down, 50, 50, 70),
			raw(Mouse, 0, Up, 50, 50, 75),
		}, []Kind{Press, Release, Tap}},
		{"a real mouse click well after a touch counts", []Raw{
			raw(Touch, 1, Down, 50, 50, 0),
			raw(Touch, 1, Up, 50, 50, 60),
			raw(Mouse, 0, Down, 50, 50, 60+int(MouseAfterTouch/time.Millisecond)+1),
			raw(Mouse, 0, Up, 50, 50, 2000),
		}, []Kind{Press, Release, Tap, Press, Release, Tap}},
		{"stray up and move without a press say nothing", []Raw{
			raw(Mouse, 0, Move, 5, 5, 0),
			raw(Mouse, 0, Up, 5, 5, 10),
			raw(Touch, 4, Cancel, 5, 5, 20),
		}, []Kind{}},
		{"two taps in a row", []Raw{
			raw(Touch, 1, Down, 0, 0, 0),
			raw(Touch, 1, Up, 0, 0, 50),
			raw(Touch, 2, Down, 90, 90, 100),
			raw(Touch, 2, Up, 90, 90, 150),
		}, []Kind{Press, Release, Tap, Press, Release, Tap}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tr Tracker
			got := kinds(feedAll(&tr, tc.raws...))
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("events = %v, want %v", got, tc.want)
			}
			if tr.Active() {
				t.Fatalf("tracker still active after the gesture ended")
			}
		})
	}
}

func TestEventPositions(t *testing.T) {
	var tr Tracker
	evs := feedAll(&tr,
		raw(Touch, 9, Down, 10, 20, 0),
		raw(Touch, 9, Move, 40, 20, 10),
		raw(Touch, 9, Move, 60, 25, 20),
		raw(Touch, 9, Up, 61, 26, 30),
	)
	want := []Event{
		{Kind: Press, Device: Touch, Pos: Point{10, 20}, Start: Point{10, 20}, At: ms(0)},
		{Kind: DragStart, Device: Touch, Pos: Point{40, 20}, Start: Point{10, 20}, At: ms(10)},
		{Kind: DragMove, Device: Touch, Pos: Point{60, 25}, Start: Point{10, 20}, At: ms(20)},
		{Kind: DragMove, Device: Touch, Pos: Point{61, 26}, Start: Point{10, 20}, At: ms(30)},
		{Kind: Release, Device: Touch, Pos: Point{61, 26}, Start: Point{10, 20}, At: ms(30)},
		{Kind: DragEnd, Device: Touch, Pos: Point{61, 26}, Start: Point{10, 20}, At: ms(30)},
	}
	if !reflect.DeepEqual(evs, want) {
		t.Fatalf("events:\n got %+v\nwant %+v", evs, want)
	}
}

func TestSlopDependsOnDevice(t *testing.T) {
	// 7 px is a tap for a finger but a drag for a mouse.
	var tr Tracker
	if got := kinds(feedAll(&tr, raw(Touch, 1, Down, 0, 0, 0), raw(Touch, 1, Up, 7, 0, 10))); got[len(got)-1] != Tap {
		t.Errorf("touch 7 px: %v, want a tap", got)
	}
	if got := kinds(feedAll(&tr, raw(Mouse, 0, Down, 0, 0, 5000), raw(Mouse, 0, Up, 7, 0, 5010))); got[len(got)-1] != DragEnd {
		t.Errorf("mouse 7 px: %v, want a drag", got)
	}
}

func TestFeedDoesNotAllocateWithRoom(t *testing.T) {
	var tr Tracker
	buf := make([]Event, 0, 8)
	allocs := testing.AllocsPerRun(100, func() {
		buf = buf[:0]
		buf = tr.Feed(buf, raw(Mouse, 0, Down, 0, 0, 0))
		buf = tr.Feed(buf, raw(Mouse, 0, Move, 20, 0, 1))
		buf = tr.Feed(buf, raw(Mouse, 0, Up, 20, 0, 2))
	})
	if allocs != 0 {
		t.Fatalf("Feed allocated %v times per gesture", allocs)
	}
}

func TestWheelScrollsWithoutAGesture(t *testing.T) {
	var tr Tracker
	out := tr.Feed(nil, Raw{Device: Mouse, Phase: Wheel, Pos: Point{5, 6}, Delta: Point{Y: 48}})
	if len(out) != 1 || out[0].Kind != Scroll || out[0].Delta.Y != 48 || out[0].Pos != (Point{5, 6}) {
		t.Fatalf("wheel events = %+v, want one scroll of 48 at 5,6", out)
	}
	if tr.Active() {
		t.Fatalf("a wheel started a gesture")
	}
	// During a drag too, and the drag goes on.
	out = tr.Feed(nil, Raw{Device: Touch, ID: 1, Phase: Down, Pos: Point{0, 0}})
	out = tr.Feed(out, Raw{Device: Mouse, Phase: Wheel, Pos: Point{1, 1}, Delta: Point{Y: -10}})
	out = tr.Feed(out, Raw{Device: Touch, ID: 1, Phase: Up, Pos: Point{0, 0}})
	kinds := []Kind{}
	for _, e := range out {
		kinds = append(kinds, e.Kind)
	}
	if len(kinds) != 4 || kinds[1] != Scroll || kinds[3] != Tap {
		t.Fatalf("events %v, want press, scroll, release, tap", kinds)
	}
	if out := tr.Feed(nil, Raw{Device: Mouse, Phase: Wheel}); len(out) != 0 {
		t.Fatalf("a zero wheel made events: %+v", out)
	}
}

// TestSecondaryClickIsAContextEvent: a right click is one Context event where it happened;
// it starts no gesture and leaves one under way alone.
func TestSecondaryClickIsAContextEvent(t *testing.T) {
	var tr Tracker
	out := tr.Feed(nil, Raw{Device: Mouse, Phase: Secondary, Pos: Point{7, 8}})
	if len(out) != 1 || out[0].Kind != Context || out[0].Pos != (Point{7, 8}) || tr.Active() {
		t.Fatalf("right click: %+v (active %v)", out, tr.Active())
	}
	out = tr.Feed(nil, Raw{Device: Mouse, Phase: Down, Pos: Point{0, 0}})
	out = tr.Feed(out, Raw{Device: Mouse, Phase: Secondary, Pos: Point{0, 0}})
	out = tr.Feed(out, Raw{Device: Mouse, Phase: Up, Pos: Point{0, 0}})
	var kinds []Kind
	for _, e := range out {
		kinds = append(kinds, e.Kind)
	}
	if len(kinds) != 4 || kinds[1] != Context || kinds[3] != Tap {
		t.Fatalf("events %v, want press, context, release, tap", kinds)
	}
}
