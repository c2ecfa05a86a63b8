// Package input turns raw mouse and touch reports into one stream of pointer events — press,
// release, tap and drag — so scenes never care which device a player used.
//
// It is pure Go: the thin adapters that read Ebitengine or the browser live in package game,
// and this state machine is tested on synthetic reports without a display.
package input

import (
	"math"
	"time"
)

// Device is the kind of hardware a pointer report came from.
type Device uint8

const (
	Mouse Device = iota + 1
	Touch        // a finger or a pen
)

func (d Device) String() string {
	switch d {
	case Mouse:
		return "mouse"
	case Touch:
		return "touch"
	}
	return "device?"
}

// Phase says what a raw report is about.
type Phase uint8

const (
	Down      Phase = iota + 1 // button pressed or finger placed
	Move                       // position changed while down
	Up                         // button released or finger lifted
	Cancel                     // the platform took the pointer away (e.g. a system gesture)
	Wheel                      // a mouse wheel or touchpad scroll by Delta, pointer up or down
	Secondary                  // the secondary (right) mouse button pressed at Pos: a context click
)

// Point is a position in logical pixels (CSS pixels in a browser).
type Point struct{ X, Y float64 }

// Dist is the straight-line distance between two points.
func (p Point) Dist(q Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// Raw is one low-level report from a device adapter.
type Raw struct {
	Device Device
	ID     int // which finger; adapters may use 0 for the mouse
	Phase  Phase
	Pos    Point
	At     time.Duration // time since an arbitrary, fixed start
	Delta  Point         // Wheel: how far to scroll, logical px; positive Y shows what is below
}

// Kind is the meaning of a pointer event.
type Kind uint8

const (
	Press     Kind = iota + 1 // the pointer went down at Pos
	Release                   // the pointer went up at Pos (always follows Press)
	Tap                       // after Release: went down and up without moving beyond the slop
	DragStart                 // the pointer moved beyond the slop; Start is where it went down
	DragMove                  // the pointer moved during a drag
	DragEnd                   // after Release: a drag finished at Pos
	Cancelled                 // the gesture ended without a release; undo any preview
	Scroll                    // a wheel turned over Pos by Delta (no gesture involved)
	Context                   // a secondary click at Pos (no gesture involved): what a long press does by touch
)

func (k Kind) String() string {
	switch k {
	case Press:
		return "press"
	case Release:
		return "release"
	case Tap:
		return "tap"
	case DragStart:
		return "drag-start"
	case DragMove:
		return "drag-move"
	case DragEnd:
		return "drag-end"
	case Cancelled:
		return "cancelled"
	case Scroll:
		return "scroll"
	case Context:
		return "context"
	}
	return "kind?"
}

// Event is one step of a gesture, in logical pixels.
type Event struct {
	Kind   Kind
	Device Device
	Pos    Point // where the pointer is now
	Start  Point // where the gesture's Press happened
	At     time.Duration
	Delta  Point // Scroll: how far; positive Y shows what is below
}

const (
	// MouseSlop and TouchSlop are how far (logical px) a pointer may wander and still tap.
	// Fingers are less precise than a mouse.
	MouseSlop = 4.0
	TouchSlop = 10.0

	// MouseAfterTouch is how long after a touch ends mouse presses are ignored: browsers may
	// follow a tap with an emulated mouse click, which must not act a second time.
	MouseAfterTouch = 800 * time.Millisecond
)

// Tracker follows one pointer at a time (the first one down) and turns its raw reports into
// events. Other fingers or buttons pressed meanwhile are ignored, which keeps a two-player
// tablet from mixing up two hands. The zero value is ready to use.
type Tracker struct {
	active   bool
	device   Device
	id       int
	start    Point
	pos      Point
	dragging bool

	touchEnded   bool
	touchEndedAt time.Duration
}

// Active reports whether a pointer is down.
func (t *Tracker) Active() bool { return t.active }

// Feed consumes one raw report and appends the resulting events to out.
func (t *Tracker) Feed(out []Event, r Raw) []Event {
	switch r.Phase {
	case Down:
		if t.active || t.emulatedMouse(r) {
			return out
		}
		t.active, t.device, t.id = true, r.Device, r.ID
		t.start, t.pos, t.dragging = r.Pos, r.Pos, false
		return append(out, t.event(Press, r.At))

	case Move:
		if !t.owns(r) || r.Pos == t.pos {
			return out
		}
		t.pos = r.Pos
		return t.moved(out, r.At)

	case Up:
		if !t.owns(r) {
			return out
		}
		// The adapter may not have seen every move: the release position still counts.
		if r.Pos != t.pos {
			t.pos = r.Pos
			out = t.moved(out, r.At)
		}
		t.end(r)
		out = append(out, t.event(Release, r.At))
		if t.dragging {
			return append(out, t.event(DragEnd, r.At))
		}
		return append(out, t.event(Tap, r.At))

	case Wheel:
		// A wheel is no gesture: it scrolls whatever is under the pointer, down or not.
		if r.Delta == (Point{}) {
			return out
		}
		return append(out, Event{Kind: Scroll, Device: r.Device, Pos: r.Pos, Start: r.Pos, At: r.At, Delta: r.Delta})

	case Secondary:
		// like a wheel, no gesture: it acts where it is, whatever the primary pointer does
		return append(out, Event{Kind: Context, Device: r.Device, Pos: r.Pos, Start: r.Pos, At: r.At})

	case Cancel:
		if !t.owns(r) {
			return out
		}
		t.end(r)
		return append(out, t.event(Cancelled, r.At))
	}
	return out
}

func (t *Tracker) owns(r Raw) bool {
	return t.active && r.Device == t.device && r.ID == t.id
}

// emulatedMouse reports a mouse press that follows a touch so closely that it is the
// browser's compatibility click for that touch.
func (t *Tracker) emulatedMouse(r Raw) bool {
	return r.Device == Mouse && t.touchEnded && r.At-t.touchEndedAt < MouseAfterTouch
}

func (t *Tracker) moved(out []Event, at time.Duration) []Event {
	if t.dragging {
		return append(out, t.event(DragMove, at))
	}
	slop := MouseSlop
	if t.device == Touch {
		slop = TouchSlop
	}
	if t.pos.Dist(t.start) <= slop {
		return out
	}
	t.dragging = true
	return append(out, t.event(DragStart, at))
}

func (t *Tracker) end(r Raw) {
	t.active = false
	if r.Device == Touch {
		t.touchEnded, t.touchEndedAt = true, r.At
	}
}

func (t *Tracker) event(k Kind, at time.Duration) Event {
	return Event{Kind: k, Device: t.device, Pos: t.pos, Start: t.start, At: at}
}
