package game_test

import (
	"slices"
	"testing"

	"warboard/game"
	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/online/client"
	"warboard/game/scene"
	"warboard/render"
)

// TestPaceHook checks what a browser page is told: idle after game.IdleTicks quiet ticks and on
// every quiet tick after (the page wakes itself on input), busy once when activity returns.
func TestPaceHook(t *testing.T) {
	var got []bool
	a := &game.App{}
	a.SetIdleHook(func(idle bool) { got = append(got, idle) })
	for range game.IdleTicks - 1 {
		a.PaceHook(false)
	}
	if len(got) != 0 {
		t.Fatalf("told %v before %d quiet ticks", got, game.IdleTicks)
	}
	a.PaceHook(false)
	a.PaceHook(false)
	a.PaceHook(true)
	a.PaceHook(true) // still busy: nothing new to say
	for range game.IdleTicks - 1 {
		a.PaceHook(false) // the quiet count starts again after activity
	}
	if want := []bool{true, true, false}; !slices.Equal(got, want) {
		t.Fatalf("told %v, want %v", got, want)
	}
	a.PaceHook(false)
	if want := []bool{true, true, false, true}; !slices.Equal(got, want) {
		t.Fatalf("told %v, want %v", got, want)
	}
}

// workScene is a scene at work for a number of ticks (a computer player thinking): it says
// Busy, and never asks to be drawn again.
type workScene struct {
	ticks int // ticks of work left
	draws int
}

func (*workScene) Name() string { return "work" }

func (*workScene) Layout(render.View) {}

func (*workScene) Target(string) (render.Rect, bool) { return render.Rect{}, false }

func (w *workScene) Draw(render.Painter) { w.draws++ }

func (w *workScene) Update([]input.Event) (st scene.Step) {
	if w.ticks > 0 {
		w.ticks--
		st.Busy = true
	}
	return st
}

// TestBusyKeepsFramesComing: while a scene says Busy the app never goes idle (the desktop
// keeps 60 ticks a second, the page is not told to hold its frames), yet the scene is not
// drawn again for it; once the work is done the app goes idle as usual.
func TestBusyKeepsFramesComing(t *testing.T) {
	v := render.View{W: 360, H: 640, Scale: 1}
	a := gametest.NewTestApp(t, v)
	var told []bool
	a.SetIdleHook(func(idle bool) { told = append(told, idle) })
	w := &workScene{ticks: 3 * game.IdleTicks}
	a.SetScene(w)
	screen := gametest.NewScreen(v)
	a.Draw(screen) // the scene's first picture
	for range 3 * game.IdleTicks {
		a.Step(nil)
		if !a.Active() {
			t.Fatalf("a scene at work (%d ticks left) does not keep the app busy", w.ticks)
		}
		a.PaceHook(a.Active())
		a.Draw(screen)
	}
	if len(told) != 0 || w.draws != 1 {
		t.Fatalf("while busy: told the page %v, drew the scene %d times; want nothing, once", told, w.draws)
	}
	for range game.IdleTicks {
		a.Step(nil)
		a.PaceHook(a.Active())
		a.Draw(screen)
	}
	if !slices.Equal(told, []bool{true}) || w.draws != 1 {
		t.Fatalf("after the work: told %v, drew %d times; want [true], once", told, w.draws)
	}
}

// TestWakingDialWakes: every event of an online connection (opened, a message, closed) wakes
// the loop once it is queued, so a desktop app asleep between inputs shows the server's
// message within a frame, not at the next heartbeat.
func TestWakingDialWakes(t *testing.T) {
	var log []string
	fake := func(url string, sink func(client.Event)) client.Conn {
		log = append(log, "dial "+url)
		sink(client.Event{Kind: client.Opened})
		sink(client.Event{Kind: client.Message, Data: []byte("{}")})
		sink(client.Event{Kind: client.Closed})
		return nil
	}
	dial := game.WakingDial(fake, func() { log = append(log, "wake") })
	dial("ws://127.0.0.1:1/ws", func(e client.Event) { log = append(log, "event") })
	want := []string{"dial ws://127.0.0.1:1/ws", "event", "wake", "event", "wake", "event", "wake"}
	if !slices.Equal(log, want) {
		t.Errorf("got %v, want %v", log, want)
	}
}
