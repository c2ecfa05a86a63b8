package widget

import (
	"testing"
	"time"
)

// TestStepper: the controls move the place within 0…Len; autoplay steps on at the chosen
// speed and stops at the end; Play at the end starts again from the beginning.
func TestStepper(t *testing.T) {
	s := Stepper{Ply: 5, Len: 5, Speed: 1}
	t0 := time.Unix(0, 0)
	for _, c := range []struct {
		tap  string
		want int
	}{{"replay:back", 4}, {"replay:first", 0}, {"replay:back", 0}, {"replay:forward", 1}, {"replay:last", 5}, {"replay:forward", 5}} {
		if !s.Handle(c.tap, t0) || s.Ply != c.want {
			t.Fatalf("%s: ply %d, want %d", c.tap, s.Ply, c.want)
		}
	}
	s.Handle("replay:speed:2", t0)
	s.Handle("replay:play", t0)
	if !s.Playing || s.Ply != 0 {
		t.Fatalf("play at the end: playing %v ply %d, want from the start", s.Playing, s.Ply)
	}
	now := t0
	for i := 0; i < 100 && s.Playing; i++ {
		now = now.Add(StepSpeeds[2] / 2)
		if s.Handle("", now) {
			t.Fatal("an empty tap is the stepper's")
		}
	}
	if s.Playing || s.Ply != 5 || now.Sub(t0) < 5*StepSpeeds[2] {
		t.Fatalf("autoplay: ply %d playing %v after %v", s.Ply, s.Playing, now.Sub(t0))
	}
	s.Handle("replay:speed:9", t0)
	if s.Speed != len(StepSpeeds)-1 {
		t.Fatalf("speed %d out of range", s.Speed)
	}
	if s.Handle("button:back", t0) {
		t.Fatal("another control taken as the stepper's")
	}
}
