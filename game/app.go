package game

import (
	"runtime"
	"sync"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/internal/platform"
	"warboard/game/online/client"
	"warboard/game/scene"
	"warboard/game/widget"
	"warboard/render"
)

// App is Warboard as an ebiten.Game: it owns the current scene, turns raw pointer reports
// into events for it, and draws only when something changed.
type App struct {
	shared  *scene.Shared
	source  platform.PointerSource
	tracker input.Tracker
	raws    []input.Raw
	events  []input.Event

	// mu guards what the browser hook reads from outside the game loop.
	mu           sync.Mutex
	scene        scene.Scene
	view         render.View
	dirty        bool
	drawn        bool
	frames       int           // frames drawn, for the page's measurements
	updates      int           // ticks run
	releases     int           // raw pointer releases (up or cancel) the ticks took
	tickTime     time.Duration // the time the ticks took, for the page's measurements
	drawTime     time.Duration // the time the frames drawn took
	swallow      bool          // drop events until the current gesture ends
	trace        traceRing     // the latest pointer reports, for Trace
	onFirstFrame func()
	startupDone  func() // run once after the first frame: ends what only the start needs

	drawnHint string // the hint's move on the last frame drawn ("" none): what the screen shows

	noticeMsg string           // the notice being timed
	noticeAt  time.Time        // when it first showed
	clock     func() time.Time // nil: time.Now

	working  bool // the scene said Busy on its last tick
	quiet    int  // ticks in a row with no input, no gesture, nothing to draw and no work
	sleeping bool // Ebitengine runs frames only on input or the heartbeat (see pace)
	idleHook func(idle bool)
}

// Frame pacing. Ebitengine skips presenting a frame the game did not draw, but it still runs
// its loop (window events, layout, Update) 60 times a second: 5–9% of a core on the desktop
// when nothing happens. So after idleTicks quiet ticks the app lets Ebitengine wait for
// window events (FPSModeVsyncOffMinimum) and wakes it every heartbeat, so work finished
// outside the loop still shows. The first input, anything to draw, or a scene at work
// (Step.Busy: a computer player thinking) brings back 60 ticks a second at once; the tick
// that sees a press is the one the input woke, so taps are not slowed. Desktop only: in a browser Ebitengine asks for an animation frame every frame in
// any mode, so the page paces instead (SetIdleHook; docs/performance.md, "Idle CPU").
const (
	paced     = runtime.GOOS != "js"
	idleTicks = 30 // half a second
	heartbeat = 250 * time.Millisecond
)

// Run shows the app. The screen is kept between frames, so an idle app costs next to nothing:
// Draw paints only after a change.
func (a *App) Run() error {
	ebiten.SetScreenClearedEveryFrame(false)
	if !paced {
		return ebiten.RunGame(a)
	}
	go func() {
		for range time.Tick(heartbeat) {
			ebiten.ScheduleFrame() //lint:ignore SA1019 see pace
		}
	}()
	return ebiten.RunGame(a)
}

// scheduleFrame wakes a sleeping desktop loop for one frame at once (a message from the
// server); the page wakes itself (client's wake).
func scheduleFrame() {
	if paced {
		ebiten.ScheduleFrame() //lint:ignore SA1019 see pace
	}
}

// wakingDial is dial whose every event (a message, the connection opened or lost) also
// calls wake from the connection's goroutine, so the room shows it within a frame rather
// than at the next heartbeat.
func wakingDial(dial client.Dialer, wake func()) client.Dialer {
	return func(url string, sink func(client.Event)) client.Conn {
		return dial(url, func(e client.Event) {
			sink(e)
			wake()
		})
	}
}

// pace lets Ebitengine sleep between inputs once the app has been quiet for idleTicks, and
// wakes it when busy. FPSModeVsyncOffMinimum is deprecated since Ebitengine v2.5 in favour of
// skipping Draw, which stops the presenting but not the loop; it is still supported in v2, and
// only it stops the loop. While asleep every frame gets one Update (SyncWithFPS), so input
// never waits for a tick.
func (a *App) pace(busy bool) {
	if !paced {
		a.paceHook(busy)
		return
	}
	if busy {
		a.quiet = 0
		if a.sleeping {
			a.sleeping = false
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn) //lint:ignore SA1019 see above
			ebiten.SetTPS(ebiten.DefaultTPS)
		}
		return
	}
	if a.quiet++; a.quiet >= idleTicks && !a.sleeping {
		a.sleeping = true
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum) //lint:ignore SA1019 see above
	}
}

// SetIdleHook sets f (call it before Run) to be told when the app has been quiet for
// idleTicks (true) and when it is busy again (false), so a browser page can slow its
// animation frames down while nothing happens. Used where the app does not pace itself.
func (a *App) SetIdleHook(f func(idle bool)) {
	a.idleHook = f
}

// paceHook tells the idle hook about quiet and busy ticks. The page ends an idle spell by
// itself on any input, so every quiet tick after idleTicks says idle again: input the app
// has no use for (a key) thus costs one fast frame, not idleTicks of them.
func (a *App) paceHook(busy bool) {
	if a.idleHook == nil {
		return
	}
	if busy {
		a.quiet = 0
		if a.sleeping {
			a.sleeping = false
			a.idleHook(false)
		}
		return
	}
	if a.quiet++; a.quiet >= idleTicks {
		a.sleeping = true
		a.idleHook(true)
	}
}

// OnFirstFrame sets f to run once, after the first complete screen is drawn.
func (a *App) OnFirstFrame(f func()) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.onFirstFrame = f
}

// Update reads the pointer and steps the scene.
func (a *App) Update() error {
	a.mu.Lock()
	scale := a.view.Scale
	a.mu.Unlock()
	a.raws = a.source.Poll(a.raws[:0], scale)
	a.step(a.raws)
	a.pace(a.busy())
	return nil
}

// busy reports whether the last tick had anything going on: input, a gesture in progress,
// something to draw, or a scene at work (Step.Busy), which keeps frames coming at full
// rate without a redraw.
func (a *App) busy() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.raws) > 0 || a.tracker.Active() || a.dirty || a.working
}

// Counts are the frames drawn and the ticks run so far, and the time each took in all: a
// page measuring its frames tells drawing from ticking with them.
func (a *App) Counts() (frames, ticks int, drawTime, tickTime time.Duration) {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.frames, a.updates, a.drawTime, a.tickTime
}

// Releases is how many pointer releases (a finger lifted, a button let go, a gesture the
// platform cancelled) the ticks have taken: a page's test knows its tap reached the game,
// not only the browser. (A press on a text box the page lays over the canvas is the box's,
// its release still the game's.)
func (a *App) Releases() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.releases
}

// Busy reports whether the scene said Busy on its last tick: a computer seat (or the
// hint) is thinking.
func (a *App) Busy() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.working
}

// step runs one tick on the given raw reports.
func (a *App) step(raws []input.Raw) {
	a.events = a.events[:0]
	for _, r := range raws {
		a.events = a.tracker.Feed(a.events, r)
	}
	a.mu.Lock()
	defer a.mu.Unlock()
	sh := a.shared
	a.noticeTick(sh)
	if len(raws) > 0 {
		a.traceTick(a.scene.Name(), raws, a.events)
	}
	a.events = a.swallowGesture(a.events)
	saveErr := sh.Model.SaveError()
	t0 := time.Now()
	st := a.scene.Update(a.events)
	a.tickTime += time.Since(t0)
	a.working = st.Busy
	a.updates++
	for _, r := range raws {
		if r.Phase == input.Up || r.Phase == input.Cancel {
			a.releases++
		}
	}
	if st.Redraw {
		a.dirty = true
	}
	if st.Next != nil {
		a.scene = st.Next
		a.scene.Layout(a.view)
		a.dirty = true
	}
	if err := sh.Model.SaveError(); err != nil && err != saveErr {
		sh.Notice, a.dirty = scene.SaveMessage(sh.Text, err), true
	}
}

// Draw paints the scene if anything changed since the last frame, else leaves the screen be.
func (a *App) Draw(screen *ebiten.Image) {
	a.mu.Lock()
	if !a.dirty || !a.view.Valid() {
		a.mu.Unlock()
		return
	}
	t0 := time.Now()
	p := render.Painter{Dst: screen, View: a.view, Fonts: a.shared.Fonts}
	a.scene.Draw(p)
	a.drawnHint = ""
	if h, ok := a.scene.(hinter); ok {
		a.drawnHint = h.Hint()
	}
	if a.shared.Notice != "" {
		drawNotice(p, a.noticeText(a.shared), a.shared.NoticeGood())
	}
	a.dirty = false
	a.frames++
	a.drawTime += time.Since(t0)
	first := !a.drawn
	a.drawn = true
	f, done := a.onFirstFrame, a.startupDone
	if first {
		a.startupDone = nil
	}
	a.mu.Unlock()
	if first && done != nil {
		done()
	}
	if first && f != nil {
		f()
	}
}

// Layout is required by ebiten.Game; Ebitengine calls LayoutF instead.
func (a *App) Layout(w, h int) (int, int) {
	fw, fh := a.LayoutF(float64(w), float64(h))
	return int(fw), int(fh)
}

// LayoutF makes the screen as big as the window in physical pixels, so drawing is sharp on
// high-DPI displays, and lays the scene out again in logical pixels when the size changes.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	a.setView(render.View{W: w, H: h, Scale: s})
	return max(1, w*s), max(1, h*s)
}

func (a *App) setView(v render.View) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if v == a.view || !v.Valid() {
		return
	}
	a.view = v
	a.scene.Layout(v)
	a.dirty = true
}

// View is the current view.
func (a *App) View() render.View {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.view
}

// hinter is a play scene that may show the hint's move.
type hinter interface{ Hint() string }

// DrawnHint is the hint's move as the last frame drawn showed it ("" none): the page's
// tests see whether a hint reached the screen, not only the game.
func (a *App) DrawnHint() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.drawnHint
}

// SceneName is the current scene's name.
func (a *App) SceneName() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.scene.Name()
}

// Record is the running game as a notation.md record, "" when none runs: the scene's own
// when it shows a game (recordTexter), else the model's.
func (a *App) Record() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if r, ok := a.scene.(recordTexter); ok {
		return r.RecordText()
	}
	return a.shared.Model.Record()
}

// recordTexter is a scene showing a game, which knows its record best.
type recordTexter interface{ RecordText() string }

// boardShower is a scene that draws a board: Shown is what it shows, as a notation.md
// placement list (S? for a piece whose rank is hidden, ?* for a face-down one), sorted.
type boardShower interface{ Shown() string }

// Shown is the placement list of the board on screen, "" when none is drawn (menus,
// hand-over screens).
func (a *App) Shown() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if b, ok := a.scene.(boardShower); ok {
		return b.Shown()
	}
	return ""
}

// picker is a play scene that shows which of the player's pieces is picked.
type picker interface{ Picked() string }

// Picked names the point of the piece the player has picked on the current screen ("" for
// none, or a screen that does not say): the browser tests read it.
func (a *App) Picked() string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if p, ok := a.scene.(picker); ok {
		return p.Picked()
	}
	return ""
}

// onlineShower is an online room's screen: its room as the tests and the page's hook read it.
type onlineShower interface{ OnlineState() map[string]any }

// OnlineState is the online room on screen (room, seat, phase, turn, status, result, ply),
// nil when none is.
func (a *App) OnlineState() map[string]any {
	a.mu.Lock()
	defer a.mu.Unlock()
	if o, ok := a.scene.(onlineShower); ok {
		return o.OnlineState()
	}
	return nil
}

// moveLister is a play scene that can list the legal move tokens of the seat to move.
type moveLister interface{ LegalMoves() []string }

// LegalMoves are the legal move tokens of the seat to move on the current screen (as the
// referee's moves command lists them), nil when the screen takes no move.
func (a *App) LegalMoves() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	if m, ok := a.scene.(moveLister); ok {
		return m.LegalMoves()
	}
	return nil
}

// PointAt is the centre of the named target in logical pixels, if it is on screen now
// ("notice": the notice shown over the scene).
func (a *App) PointAt(name string) (x, y float64, ok bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	r, ok := a.scene.Target(name)
	if name == "notice" && a.shared.Notice != "" && a.view.Valid() {
		r, ok = noticeRect(a.view, a.shared.Fonts, a.noticeText(a.shared)), true
	}
	if !ok || !a.view.Valid() {
		return 0, 0, false
	}
	x, y = r.Centre()
	if !a.view.Bounds().Contains(x, y) {
		return 0, 0, false
	}
	return x, y, true
}

// How long a notice stays by itself: a success is read at a glance, a problem may need
// a second reading. A tap on the notice takes it away sooner.
const (
	goodNoticeLife    = 3 * time.Second
	problemNoticeLife = 7 * time.Second
)

// noticeTick times the notice shown and lets a press on it take it away (that gesture
// goes no further); a press anywhere else goes on to the scene and the notice stays.
func (a *App) noticeTick(sh *scene.Shared) {
	if sh.Notice == "" {
		a.noticeMsg = ""
		return
	}
	now := a.now()
	if sh.Notice != a.noticeMsg { // a new notice: its time starts now
		a.noticeMsg, a.noticeAt, a.dirty = sh.Notice, now, true
	}
	life := problemNoticeLife
	if sh.NoticeGood() {
		life = goodNoticeLife
	}
	gone := now.Sub(a.noticeAt) >= life
	if len(a.events) > 0 && a.events[0].Kind == input.Press && a.view.Valid() {
		pos := a.events[0].Pos
		if noticeRect(a.view, sh.Fonts, a.noticeText(sh)).Contains(pos.X, pos.Y) {
			gone, a.swallow = true, true
			if sh.NoticeDetail != "" { // the tap opens the detail, as the notice said
				sh.Notice, sh.NoticeDetail = sh.NoticeDetail, ""
				a.noticeMsg, a.noticeAt, a.dirty, gone = sh.Notice, now, true, false
			}
		}
	}
	if gone {
		sh.ClearNotice()
		a.noticeMsg, a.dirty = "", true
	}
}

// noticeText is the notice as drawn: with a line saying a tap shows its detail.
func (a *App) noticeText(sh *scene.Shared) string {
	if sh.NoticeDetail == "" {
		return sh.Notice
	}
	return sh.Notice + "\n" + sh.Text.T(i18n.NoticeDetails)
}

// now is the app's clock (a test may set its own).
func (a *App) now() time.Time {
	if a.clock != nil {
		return a.clock()
	}
	return time.Now()
}

// noticeLayout is where a notice's panel and lines go: at the bottom of the screen.
func noticeLayout(v render.View, f *render.Fonts, msg string) (r render.Rect, lines []string, lineH float64) {
	k := widget.UIScale(v)
	m := widget.Margin(v)
	w := min(v.W-2*m, 560*k)
	lines = f.Wrap(msg, widget.LabelSize*k, w-32)
	lineH = widget.LabelSize * k * 1.4
	h := float64(len(lines))*lineH + 28
	return render.Rect{X: (v.W - w) / 2, Y: v.H - m - h, W: w, H: h}, lines, lineH
}

// noticeRect is the notice's panel.
func noticeRect(v render.View, f *render.Fonts, msg string) render.Rect {
	r, _, _ := noticeLayout(v, f, msg)
	return r
}

// drawNotice shows a message in a panel at the bottom of the screen, over the scene: a
// problem on red, a success on the calm green of the panels.
func drawNotice(p render.Painter, msg string, good bool) {
	r, lines, lineH := noticeLayout(p.View, p.Fonts, msg)
	k := widget.UIScale(p.View)
	fill := render.ErrorFill
	if good {
		fill = render.NoticeFill
	}
	p.Panel(r, 12, fill, render.ButtonBorder)
	p.Lines(lines, widget.LabelSize*k, lineH, render.Rect{X: r.X + 16, Y: r.Y + 14, W: r.W - 32, H: r.H - 28}, render.AlignLeft, render.TextColour)
}

// swallowGesture drops the events of a gesture that dismissed a notice, up to its end.
func (a *App) swallowGesture(events []input.Event) []input.Event {
	for a.swallow && len(events) > 0 {
		k := events[0].Kind
		events = events[1:]
		if k == input.Tap || k == input.DragEnd || k == input.Cancelled {
			a.swallow = false
		}
	}
	return events
}
