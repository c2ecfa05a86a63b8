package napoleonboard

import (
	"testing"

	"warboard/rules/napoleon"
)

// A slide lasts SlideTicks frames, then the cannons swing round the short way, an eighth
// every SwingTicks frames; a moved cannon is followed to where it went; Hold and Stop end it all.
func TestMovingSlidesThenSwings(t *testing.T) {
	before, after := NewScene(8, 8), NewScene(8, 8)
	c1, c2 := At(1, 1), At(2, 3)
	before.Pieces[c1] = Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cannon, Facing: napoleon.DirN}
	before.Pieces[At(5, 5)] = Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cannon, Facing: napoleon.DirE}
	// the cannon on b2 moved to c4 and turned N → W (two eighths the short way); f6 turned E → NE
	after.Pieces[c2] = Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cannon, Facing: napoleon.DirW}
	after.Pieces[At(5, 5)] = Piece{Present: true, Side: napoleon.South, Kind: napoleon.Cannon, Facing: napoleon.DirNE}
	after.Last = LastMove{From: c1, To: c2, Push: NoSquare}
	ws := CannonSwings(before, after)
	if len(ws) != 2 {
		t.Fatalf("swings %+v, want the moved cannon's and f6's", ws)
	}
	var m Moving
	m.Slide(c1, c2)
	m.Swing(ws)
	frames := 0
	for m.Tick() {
		frames++
		if frames > 1000 {
			t.Fatal("never ends")
		}
		if _, _, sliding := m.Sliding(); !sliding && frames < SlideTicks {
			t.Fatalf("the slide ended after %d frames", frames)
		}
	}
	if want := SlideTicks + 2*SwingTicks; frames != want {
		t.Fatalf("slide and swings took %d frames, want %d (the longest swing two eighths)", frames, want)
	}
	if f, done := ws[0].facingAt(SwingTicks); ws[0].Sq == c2 && (f != napoleon.DirNW || done) {
		t.Fatalf("one eighth into N → W the cannon points %v (done %v), want NW", f, done)
	}
	m.Slide(c1, c2)
	m.Swing(ws)
	m.Hold(c2, 10, 10)
	if _, _, s := m.Sliding(); s || m.Swinging() {
		t.Fatal("a piece picked up left a slide or swing running")
	}
	if q, ok := m.Holding(); !ok || q != c2 {
		t.Fatalf("holding %v %v", q, ok)
	}
	m.Stop()
	if _, ok := m.Holding(); ok {
		t.Fatal("Stop left the piece held")
	}
}
