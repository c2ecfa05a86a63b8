package junqiscreen_test

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/junqi"
)

// enemyPoint is a point where the screen shows a piece of another seat whose rank it does
// not know, in the area of seat x: the first from its front row back.
func enemyPoint(t *testing.T, a *gametest.App, x junqi.Seat) (junqi.Point, string) {
	t.Helper()
	p := gametest.JunqiGameOf(t, a)
	pic := p.Picture()
	b := junqi.BoardOf(pic.Board)
	for rank := 6; rank >= 1; rank-- {
		for file := 0; file < 5; file++ {
			q := b.AreaPoint(x, file, rank)
			if pc := pic.Pieces[q]; pc.Present && pc.Seat == x && pc.Code == '?' {
				return q, b.Name(q)
			}
		}
	}
	t.Fatalf("no hidden piece of %v on %v's screen", x, pic.Viewer)
	return 0, ""
}

func playScreen(t *testing.T, a *gametest.App) *junqiscreen.JunqiPlay {
	t.Helper()
	s, ok := a.Scene().(*junqiscreen.JunqiPlay)
	if !ok {
		t.Fatalf("scene %q is not the play screen", a.SceneName())
	}
	return s
}

// fakeClock drives the screens' clock by hand.
type fakeClock struct{ at time.Time }

func (c *fakeClock) now() time.Time { return c.at }

// TestJunqiMarksByLongPressAndRightClick: two people in the dark at one device. A long
// press on a hidden piece opens the chooser and neither selects nor attacks; a tap and a
// drag do not open it; a right click does. The mark shows on its seat's screen only, comes
// back after a restart, and the count panel opens from the game menu.
func TestJunqiMarksByLongPressAndRightClick(t *testing.T) {
	clock := &fakeClock{at: time.Unix(1_800_000_000, 0)}
	defer junqiscreen.SetClock(clock.now)()
	a := gametest.StartJunqiTest(t, render.View{W: 390, H: 844, Scale: 1}, "option:mode:dark")
	a.DeployAll()
	pic := gametest.JunqiGameOf(t, a).Picture()
	if pic.Viewer != junqi.South {
		t.Fatalf("viewer %v", pic.Viewer)
	}
	q, name := enemyPoint(t, a, junqi.North)
	a.ShowOnBoard(name)
	at := a.At(name)
	moves := gametest.JunqiGameOf(t, a).Session().MoveCount()

	// A plain tap: no chooser.
	a.Idle()
	a.Tap(input.Touch, name)
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("a tap opened the chooser")
	}
	// A drag from the piece: no chooser either, even held long.
	a.Idle()
	a.Gesture(input.Touch, 1, gametest.RawStep{input.Down, at}, gametest.RawStep{input.Move, input.Point{X: at.X + 30, Y: at.Y}})
	clock.at = clock.at.Add(time.Second)
	a.Step(nil)
	a.Gesture(input.Touch, 1, gametest.RawStep{input.Up, input.Point{X: at.X + 30, Y: at.Y}})
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("a drag opened the chooser")
	}

	// With an own piece selected, a long press on the enemy piece opens the chooser and
	// does not attack it.
	a.Idle()
	own := gametest.FromOf(gametest.QuietMove(t, a.LegalMoves()))
	a.Tap(input.Touch, own)
	if gametest.JunqiGameOf(t, a).Picture().Selected == junqi.NoPoint {
		t.Fatal("no piece selected")
	}
	a.Idle()
	a.Gesture(input.Touch, 1, gametest.RawStep{input.Down, at})
	a.Step(nil)
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("the chooser opened before the press was long")
	}
	clock.at = clock.at.Add(junqiscreen.LongPress)
	a.Now += junqiscreen.LongPress // the events' clock runs as the screens' does
	a.Step(nil)
	if p, open := playScreen(t, a).ChooserOpen(); !open || p != q {
		t.Fatalf("no chooser after a long press (%v %v)", p, open)
	}
	a.Gesture(input.Touch, 1, gametest.RawStep{input.Up, at})
	if _, open := playScreen(t, a).ChooserOpen(); !open {
		t.Fatal("lifting the finger closed the chooser")
	}
	if n := gametest.JunqiGameOf(t, a).Session().MoveCount(); n != moves {
		t.Fatal("the long press played a move")
	}
	a.Idle()
	a.Tap(input.Touch, "mark:8")
	if got := gametest.JunqiGameOf(t, a).Picture().Marks[q]; got != '8' {
		t.Fatalf("mark %q after choosing 8", got)
	}
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("the chooser stays open after a choice")
	}

	// A right click on it: the chooser again, with 8 chosen; "no mark" takes it away, and
	// a second right click marks it a bomb.
	a.Idle()
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: at, At: a.Now}})
	if _, open := playScreen(t, a).ChooserOpen(); !open {
		t.Fatal("no chooser after a right click")
	}
	a.Idle()
	a.Tap(input.Mouse, "mark:clear")
	if got := gametest.JunqiGameOf(t, a).Picture().Marks[q]; got != 0 {
		t.Fatalf("mark %q after clearing", got)
	}
	a.Idle()
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: at, At: a.Now}})
	a.Idle()
	a.Tap(input.Mouse, "mark:B")
	if got := gametest.JunqiGameOf(t, a).Picture().Marks[q]; got != 'B' {
		t.Fatalf("mark %q after choosing B", got)
	}
	a.Idle()
	a.TapAt(input.Point{X: 5, Y: 5})

	// A long press whose ticks did not come (the press and the release in one go): the
	// release's time tells, and its tap neither selects nor attacks.
	a.Idle()
	a.Step([]input.Raw{
		{Device: input.Touch, ID: 3, Phase: input.Down, Pos: at, At: a.Now},
		{Device: input.Touch, ID: 3, Phase: input.Up, Pos: at, At: a.Now + junqiscreen.LongPress},
	})
	if p, open := playScreen(t, a).ChooserOpen(); !open || p != q {
		t.Fatal("no chooser after a long press seen at its release")
	}
	if n := gametest.JunqiGameOf(t, a).Session().MoveCount(); n != moves {
		t.Fatal("the long press played a move")
	}
	// A tap beside the chooser closes it and does nothing else.
	a.Idle()
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: at, At: a.Now}})
	a.Idle()
	a.TapAt(input.Point{X: 5, Y: 5})
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("a tap outside left the chooser open")
	}

	// The count panel, from the game menu.
	a.Idle()
	a.Tap(input.Touch, "button:gamemenu")
	a.Idle()
	a.Tap(input.Touch, "menu:count")
	if !gametest.JunqiGameOf(t, a).CountOpen() {
		t.Fatal("the count panel did not open")
	}
	a.Idle()
	a.TapAt(input.Point{X: 195, Y: 400})
	if gametest.JunqiGameOf(t, a).CountOpen() {
		t.Fatal("a tap did not close the count panel")
	}

	// The piece selected before the long press is still selected: let it go.
	if gametest.JunqiGameOf(t, a).Picture().Selected == junqi.NoPoint {
		t.Fatal("the long press, the chooser or the panel let the selected piece go")
	}
	// A tap the page was slow to see: the ticks' clock passes a long press before the
	// release reaches the screen, but the release's own time says the finger rose after
	// 100 ms. The chooser the clock opened closes, nothing is marked, and the tap acts as a
	// tap does on a piece the selected one cannot reach: it lets the selection go.
	a.Idle()
	press := a.Now
	a.Step([]input.Raw{{Device: input.Touch, ID: 4, Phase: input.Down, Pos: at, At: press}})
	clock.at = clock.at.Add(junqiscreen.LongPress)
	a.Step(nil)
	if _, open := playScreen(t, a).ChooserOpen(); !open {
		t.Fatal("no chooser by the ticks' clock")
	}
	a.Step([]input.Raw{{Device: input.Touch, ID: 4, Phase: input.Up, Pos: at, At: press + 100*time.Millisecond}})
	if _, open := playScreen(t, a).ChooserOpen(); open {
		t.Fatal("a tap of 100 ms by its own times left the chooser open")
	}
	if pic := gametest.JunqiGameOf(t, a).Picture(); pic.Selected != junqi.NoPoint || pic.Marks[q] != 'B' {
		t.Fatalf("after the slow tap: selected %v, mark %q", pic.Selected, pic.Marks[q])
	}

	// North's screen shows no mark of South's; South's shows it again on its next turn.
	a.PlaySome(1, false)
	if pic := gametest.JunqiGameOf(t, a).Picture(); pic.Viewer != junqi.North || pic.Marks != [junqi.MaxPoints]byte{} {
		t.Fatalf("%v's screen shows marks %v", pic.Viewer, pic.Marks)
	}
	moveAway := gametest.QuietMove(t, a.LegalMoves())
	a.PlaySome(1, false)
	pic = gametest.JunqiGameOf(t, a).Picture()
	marked := 0
	for _, c := range pic.Marks {
		if c == 'B' {
			marked++
		}
	}
	if pic.Viewer != junqi.South || marked != 1 {
		t.Fatalf("South's screen after %s shows %d marks", moveAway, marked)
	}

	// Restarted, behind the hand-over the resume puts up: the mark is back.
	b := a.Restart("handover")
	b.ThroughHandOver()
	if got := gametest.JunqiGameOf(t, b).Picture().Marks; got != pic.Marks {
		t.Fatal("the marks did not survive a restart")
	}
}

// markWith right-clicks the hidden piece on name and picks code in the chooser.
func markWith(a *gametest.App, name string, code byte) {
	a.T.Helper()
	a.Idle()
	a.ShowOnBoard(name)
	a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: a.At(name), At: a.Now}})
	a.Idle()
	a.Tap(input.Mouse, "mark:"+string(code))
}

// hiddenPoints are up to n points of hidden pieces of seat x on the screen, front first.
func hiddenPoints(t *testing.T, a *gametest.App, x junqi.Seat, n int) []string {
	pic := gametest.JunqiGameOf(t, a).Picture()
	b := junqi.BoardOf(pic.Board)
	var out []string
	for rank := 6; rank >= 1 && len(out) < n; rank-- {
		for file := 0; file < 5 && len(out) < n; file++ {
			q := b.AreaPoint(x, file, rank)
			if pc := pic.Pieces[q]; pc.Present && pc.Seat == x && pc.Code == '?' {
				out = append(out, b.Name(q))
			}
		}
	}
	return out
}

// TestJunqiMarksScreenshots leaves a dark board with marks, the chooser and the count
// panel at phone, tablet and desktop sizes in the artefacts directory, and checks that
// the chooser's cells and the count panel lie on screen.
func TestJunqiMarksScreenshots(t *testing.T) {
	dir := ebitentest.ArtefactsDir(t)
	views := []struct {
		name string
		v    render.View
	}{
		{"phone-390x844@2x", render.View{W: 390, H: 844, Scale: 2}},
		{"tablet-768x1024@2x", render.View{W: 768, H: 1024, Scale: 2}},
		{"desktop-1280x800@1x", render.View{W: 1280, H: 800, Scale: 1}},
	}
	for _, sv := range views {
		screen := gametest.NewScreen(sv.v)
		shoot := func(a *gametest.App, name string, targets ...string) {
			t.Helper()
			for _, tg := range targets {
				r, ok := a.Scene().Target(tg)
				if !ok || !r.In(sv.v.Bounds()) {
					t.Errorf("%s %s: %s is not on screen (%+v)", sv.name, name, tg, r)
				}
				if ok && (r.W < render.MinTarget-0.5 || r.H < render.MinTarget-0.5) {
					t.Errorf("%s %s: %s is %.0f×%.0f, under a finger", sv.name, name, tg, r.W, r.H)
				}
			}
			a.SetDirty(true)
			a.Draw(screen)
			gametest.WritePNG(t, filepath.Join(dir, "marks-"+name+"-"+sv.name+".png"), gametest.Snapshot(screen))
		}
		langs := []string{"en", "zh"}
		if os.Getenv("WARBOARD_REVIEW") != "" { // make gallery: French too (the longest labels)
			langs = append(langs, "fr")
		}
		for _, lang := range langs {
			var a *gametest.App
			for try := 0; try < 5; try++ {
				a = gametest.StartJunqiTest(t, sv.v, "option:mode:dark")
				a.DeployAll()
				a.PlaySome(8, true)
				for a.SceneName() == "play" && gametest.JunqiGameOf(t, a).Picture().SeatToMove != junqi.South {
					a.PlaySome(1, false)
				}
				if a.SceneName() == "play" {
					break
				}
			}
			if l, _ := i18n.ParseLang(lang); l != i18n.En {
				a.Shared().Text.SetLang(l)
				a.SetScene(a.Scene())
			}
			pts := hiddenPoints(t, a, junqi.North, 6)
			for i, c := range []byte("9B1M?") {
				if i < len(pts) {
					markWith(a, pts[i], c)
				}
			}
			shoot(a, "board-"+lang)
			if lang == "en" {
				// a finger resting on a hidden piece: it is ringed before the chooser opens
				restore := junqiscreen.SetClock(func() time.Time { return time.Unix(1_800_000_000, 0) })
				a.Idle()
				a.Gesture(input.Touch, 4, gametest.RawStep{input.Down, a.At(pts[len(pts)-1])})
				junqiscreen.SetClock(func() time.Time { return time.Unix(1_800_000_000, 0).Add(200 * time.Millisecond) })
				a.Step(nil)
				shoot(a, "press-"+lang)
				a.Gesture(input.Touch, 4, gametest.RawStep{input.Up, a.At(pts[len(pts)-1])})
				restore()
				if _, open := playScreen(t, a).ChooserOpen(); open {
					t.Fatalf("%s: a short press opened the chooser", sv.name)
				}
			}
			a.Idle()
			a.Step([]input.Raw{{Device: input.Mouse, Phase: input.Secondary, Pos: a.At(pts[len(pts)-1]), At: a.Now}})
			shoot(a, "chooser-"+lang, "mark:9", "mark:F", "mark:?", "mark:clear")
			a.Idle()
			a.TapAt(input.Point{X: 2, Y: 2})
			a.Idle()
			a.Tap(input.Touch, "button:gamemenu")
			a.Idle()
			a.Tap(input.Touch, "menu:count")
			if !gametest.JunqiGameOf(t, a).CountOpen() {
				t.Fatalf("%s: no count panel", sv.name)
			}
			shoot(a, "count-"+lang)
		}
		// The four-country board (2v2, dark): marks on both enemies, the count of each.
		q := gametest.StartJunqiTest(t, sv.v, "option:board:4p-teams", "option:mode:dark")
		q.DeployAll()
		q.PlaySome(6, true)
		for q.SceneName() == "play" && gametest.JunqiGameOf(t, q).Picture().SeatToMove != junqi.South {
			q.PlaySome(1, false)
		}
		for i, p := range hiddenPoints(t, q, junqi.East, 2) {
			markWith(q, p, "79"[i])
		}
		for i, p := range hiddenPoints(t, q, junqi.West, 2) {
			markWith(q, p, "B?"[i])
		}
		shoot(q, "board-4p")
		q.Idle()
		q.Tap(input.Touch, "button:gamemenu")
		q.Idle()
		q.Tap(input.Touch, "menu:count")
		shoot(q, "count-4p")
	}
	t.Logf("screenshots in %s", dir)
}
