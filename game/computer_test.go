package game

import (
	"slices"
	"strings"
	"testing"
	"time"

	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/storage"
	"warboard/render"
	"warboard/rules/ai"
	"warboard/rules/record"
)

// startVsComputer starts a Junqi game with the option taps (computer seats among them),
// lets the computers deploy and South deploy as drawn, and stops when the person may move.
func startVsComputer(t *testing.T, v render.View, options ...string) *testApp {
	t.Helper()
	a := startJunqiTest(t, v, options...)
	a.awaitComputer()
	a.tap(input.Touch, "button:done")
	a.awaitComputer()
	return a
}

// startNapoleonVsComputer starts a Napoleon game against North at easy with the option
// taps, sets South up at random and stops when South may move (or the game is over).
func startNapoleonVsComputer(t *testing.T, v render.View, options ...string) *testApp {
	t.Helper()
	n := newTestApp(t, v)
	n.goTo("button:new", "newgame")
	n.goTo("button:napoleon", "options")
	for _, o := range append([]string{"option:seat-N:easy"}, options...) {
		n.goTo(o, "options")
	}
	n.idle()
	n.tap(input.Touch, "button:start")
	n.awaitComputer()
	n.goTo("button:random", "setup")
	n.tap(input.Touch, "button:done")
	n.awaitComputer()
	return n
}

// awaitComputer ticks until no computer seat is thinking and nothing moves any more:
// the person is to act, a hand-over shows, or the game is over.
func (a *testApp) awaitComputer() {
	a.t.Helper()
	quiet := 0
	for i := 0; i < 200000; i++ {
		a.now += 20 * time.Millisecond
		a.step(nil)
		if a.working {
			quiet = 0
			time.Sleep(200 * time.Microsecond) // the search runs on its own goroutine
			continue
		}
		if quiet++; quiet >= 3 {
			return
		}
	}
	a.t.Fatalf("the computer never finished on the %q screen", a.SceneName())
}

// junqiVsComputer starts a Junqi game with the given option taps (seat choices among
// them) and plays it to its end: the people's moves by taps on the board (an attack when
// there is one, now and then), the computer's by themselves. It checks after every step
// that a dark game shows only the person's own ranks and returns the record.
func junqiVsComputer(t *testing.T, v render.View, person string, options ...string) string {
	t.Helper()
	a := startJunqiTest(t, v, options...)
	dark := false
	for _, o := range options {
		dark = dark || o == "option:mode:dark"
	}
	check := func(when string) {
		t.Helper()
		if a.SceneName() == "handover" {
			t.Fatalf("%s: a hand-over screen with one person at the device", when)
		}
		if !dark {
			return
		}
		for _, it := range strings.Fields(a.Shown()) {
			_, pc, _ := strings.Cut(it, "=")
			// a flag is shown to all once its 司令 has died
			if !strings.HasPrefix(pc, person) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				t.Fatalf("LEAK %s: the dark screen of %s shows %s", when, person, it)
			}
		}
	}
	a.awaitComputer()
	for a.SceneName() == "deploy" {
		check("deploy")
		a.idle()
		a.tap(input.Touch, "button:done")
		a.awaitComputer()
	}
	for moves := 0; a.SceneName() == "play"; moves++ {
		if moves > 600 {
			t.Fatalf("no end after 600 of the person's moves")
		}
		check("play")
		legal := a.LegalMoves()
		if len(legal) == 0 {
			t.Fatalf("the person has no legal move on the play screen: %s", a.Record())
		}
		tok := quietMove(t, legal)
		for i, mv := range legal {
			if strings.Contains(mv, "x") && (i+moves)%3 != 0 {
				tok = mv
				break
			}
		}
		before := a.Record()
		a.tapMove(tok)
		if a.Record() == before {
			t.Fatalf("the tapped move %s was not played", tok)
		}
		a.awaitComputer()
	}
	wantScene(t, a, "result")
	return a.Record()
}

// TestJunqiAgainstTheComputer: one person plays whole games against computer seats in
// every mode and on both boards, with the computer as teammate too; no hand-over ever
// shows, a dark screen never shows a computer's rank, and every game reaches a result.
func TestJunqiAgainstTheComputer(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games against the computer")
	}
	v := render.View{W: 1024, H: 768, Scale: 1}
	for _, c := range []struct {
		name    string
		options []string
	}{
		{"2p open", []string{"option:seat-N:easy"}},
		{"2p dark", []string{"option:mode:dark", "option:seat-N:easy"}},
		{"2p flip", []string{"option:mode:flip", "option:seat-N:easy"}},
		{"2v2 dark", []string{"option:board:4p-teams", "option:mode:dark", "option:seat-N:easy", "option:seat-E:easy", "option:seat-W:easy"}},
		{"4p free-for-all", []string{"option:board:4p-ffa", "option:seat-N:easy", "option:seat-E:easy", "option:seat-W:easy"}},
		{"3p dark", []string{"option:board:3p", "option:mode:dark", "option:seat-N:easy", "option:seat-E:easy"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			rec := junqiVsComputer(t, v, "S", c.options...)
			if !strings.Contains(rec, "[Result ") {
				t.Fatalf("no result in the record:\n%s", rec)
			}
			replaysExactly(t, rec)
		})
	}
}

// replaysExactly: a finished game against the computer names its seed and computer seats,
// and every computer decision in it (deployments too) replays from them alone.
func replaysExactly(t *testing.T, text string) {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := rec.Tag("Seed"); !ok {
		t.Fatalf("the finished record names no seed:\n%s", text)
	}
	got, err := ai.ReplayComputers(rec)
	if err != nil {
		t.Fatalf("replaying the computer: %v\n%s", err, text)
	}
	if len(got) == 0 {
		t.Fatalf("no computer decision to replay in:\n%s", text)
	}
	for _, r := range got {
		if !r.Same() {
			t.Fatalf("%s %s at token %d played %q, replays as %q", r.Seat, r.Kind, r.Tokens, r.Played, r.Again)
		}
	}
}

// TestJunqiTwoPeopleAgainstTwoComputers: in a dark 2v2 with South and North people and
// East and West computers, the device passes only between the two people, and each
// person's screen shows their own ranks only.
func TestJunqiTwoPeopleAgainstTwoComputers(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, "option:board:4p-teams", "option:mode:dark",
		"option:seat-E:easy", "option:seat-W:easy")
	handovers := 0
	var holder string
	through := func() {
		for a.awaitComputer(); a.SceneName() == "handover"; a.awaitComputer() {
			handovers++
			a.idle()
			a.tap(input.Touch, "button:ready")
		}
	}
	through()
	for a.SceneName() == "deploy" {
		a.idle()
		a.tap(input.Touch, "button:done")
		through()
	}
	for moves := 0; moves < 30 && a.SceneName() == "play"; moves++ {
		legal := a.LegalMoves()
		if len(legal) == 0 {
			t.Fatal("no legal move for the person to move")
		}
		// the seat to move is the person whose pieces the screen shows by rank
		for _, it := range strings.Fields(a.Shown()) {
			_, pc, _ := strings.Cut(it, "=")
			if !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				if holder == "" || holder != pc[:1] && moves > 0 {
					holder = pc[:1]
				}
				if pc[:1] != holder {
					t.Fatalf("LEAK: %s's screen shows %s", holder, it)
				}
			}
		}
		if holder != "S" && holder != "N" {
			t.Fatalf("a screen shows the ranks of %s, a computer seat", holder)
		}
		a.tapMove(quietMove(t, legal))
		holder = ""
		through()
	}
	if handovers < 4 {
		t.Fatalf("%d hand-overs between the two people: want one before each of their turns", handovers)
	}
}

// TestJunqiResignWhileTheComputerThinks: the game menu works while the computer decides;
// a resignation then waits for the person's turn and ends the game.
func TestJunqiResignWhileTheComputerThinks(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:hard")
	wantScene(t, a, "play")
	a.tapMove(quietMove(t, a.LegalMoves()))
	// North thinks now: resign from the menu at once
	a.tap(input.Touch, "button:gamemenu")
	a.tap(input.Touch, "menu:resign")
	a.tap(input.Touch, "menu:confirm")
	a.awaitComputer()
	wantScene(t, a, "result")
	rec := a.Record()
	if !strings.HasSuffix(strings.TrimSpace(rec), "resign") || !strings.Contains(rec, `[Result "N resign"]`) {
		t.Fatalf("the person's resignation did not end the game:\n%s", rec)
	}
	if n := strings.Count(rec[strings.LastIndex(rec, "]"):], " ") + 1; n != 3 {
		t.Fatalf("want S's move, N's move and S's resignation, got %d tokens:\n%s", n, rec)
	}
}

// TestJunqiComputerAnswersADrawOffer: a person's draw offer gets the computer's answer and
// the game goes on (declined) or ends agreed.
func TestJunqiComputerAnswersADrawOffer(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:normal")
	a.tap(input.Touch, "button:gamemenu")
	a.tap(input.Touch, "menu:draw")
	a.awaitComputer()
	rec := a.Record()
	switch a.SceneName() {
	case "result":
		if !strings.Contains(rec, `[Result "draw agreed"]`) {
			t.Fatalf("ended without an agreed draw:\n%s", rec)
		}
	case "play":
		if len(a.LegalMoves()) == 0 {
			t.Fatal("after a declined offer the person cannot move")
		}
	default:
		t.Fatalf("after the offer: the %q screen", a.SceneName())
	}
}

// TestJunqiHintShowsALegalMove: with the hint on, the person's feedback line names a legal
// move of theirs, found by the hard level.
func TestJunqiHintShowsALegalMove(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:easy")
	a.tap(input.Touch, "button:gamemenu")
	if !a.visible("menu:hint") {
		t.Fatal("no hint in the game menu of a game against the computer")
	}
	a.tap(input.Touch, "menu:hint")
	a.awaitComputer()
	hint := a.scene.(interface{ Hint() string }).Hint()
	legal := a.LegalMoves()
	found := false
	for _, m := range legal {
		found = found || m == hint
	}
	if !found {
		t.Fatalf("the hint %q is not a legal move of the person (%v)", hint, legal)
	}
	a.tapMove(hint)
	a.awaitComputer()
	if h := a.scene.(interface{ Hint() string }).Hint(); h == hint {
		t.Fatal("the old hint stayed after the move")
	}
}

// awaitHintUntouched steps the app with no input until the hint's move is known, and
// fails unless the tick that learnt it asked for a redraw: the hint must show at once,
// not at the next tap (it stayed "Looking for a good move…" for 40 s in the browser).
func (a *testApp) awaitHintUntouched() string {
	a.t.Helper()
	hinter := a.scene.(interface{ Hint() string })
	for i := 0; i < 200000; i++ {
		a.mu.Lock()
		a.dirty = false
		a.mu.Unlock()
		a.now += 20 * time.Millisecond
		a.step(nil)
		if h := hinter.Hint(); h != "" {
			a.mu.Lock()
			dirty := a.dirty
			a.mu.Unlock()
			if !dirty {
				a.t.Fatalf("the hint %q came but the screen was not redrawn", h)
			}
			return h
		}
		time.Sleep(200 * time.Microsecond)
	}
	a.t.Fatal("the hint never came")
	return ""
}

// TestHintShowsWithoutATap: in both games the hint appears on screen by itself.
func TestHintShowsWithoutATap(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:easy")
	a.tap(input.Touch, "button:gamemenu")
	a.tap(input.Touch, "menu:hint")
	if h := a.awaitHintUntouched(); !slices.Contains(a.LegalMoves(), h) {
		t.Fatalf("Junqi: the hint %q is not legal", h)
	}
	n := startNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:first:S")
	n.tap(input.Touch, "button:gamemenu")
	n.goTo("menu:hint", "play")
	if h := n.awaitHintUntouched(); !slices.Contains(n.LegalMoves(), strings.Fields(h)[0]) {
		t.Fatalf("Napoleon: the hint %q is not legal", h)
	}
}

// TestJunqiComputerGameResumes: a game against the computer autosaves with its seats and
// levels; after a restart the computer goes on playing and no hand-over appears.
func TestJunqiComputerGameResumes(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:hard")
	a.tapMove(quietMove(t, a.LegalMoves()))
	data, err := a.store.Load(storage.NameAutosave)
	if err != nil || !strings.Contains(string(data), "N=hard") {
		t.Fatalf("the autosave does not keep North's level (%v)", err)
	}
	b := a.restart("play")
	b.awaitComputer()
	wantScene(t, b, "play")
	before := strings.Count(b.Record(), "-") + strings.Count(b.Record(), "x")
	b.tapMove(quietMove(t, b.LegalMoves()))
	b.awaitComputer()
	if b.SceneName() == "handover" {
		t.Fatal("a hand-over after restoring a game with one person")
	}
	if after := strings.Count(b.Record(), "-") + strings.Count(b.Record(), "x"); after < before+2 && b.SceneName() == "play" {
		t.Fatalf("the computer did not answer after the restart:\n%s", b.Record())
	}
}

// TestNapoleonAgainstTheComputer: one person sets up and plays whole Napoleon games
// against the computer, on the base board and with 20-piece armies on 10×10; the computer
// sets up by itself (its pieces stay hidden until play), no hand-over shows, and every
// game reaches a result.
func TestNapoleonAgainstTheComputer(t *testing.T) {
	if testing.Short() {
		t.Skip("whole games against the computer")
	}
	for _, c := range []struct {
		name    string
		options []string
	}{
		{"8x8", []string{"option:seat-N:easy", "option:turnlimit:plus", "option:turnlimit:plus", "option:turnlimit:plus"}},
		{"10x10 army 20", []string{"option:board:10", "option:army:20", "option:seat-N:easy", "option:turnlimit:plus", "option:turnlimit:plus", "option:turnlimit:plus"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newTestApp(t, render.View{W: 1024, H: 768, Scale: 1})
			a.goTo("button:new", "newgame")
			a.goTo("button:napoleon", "options")
			for _, o := range c.options {
				a.goTo(o, "options")
			}
			a.idle()
			a.reveal("option:board")
			a.tap(input.Touch, "button:start")
			a.awaitComputer()
			wantScene(t, a, "setup")
			if strings.Contains(a.Shown(), "=N") {
				t.Fatalf("the person's set-up screen shows the computer's pieces: %s", a.Shown())
			}
			a.goTo("button:random", "setup")
			a.tap(input.Touch, "button:done")
			a.awaitComputer()
			for turns := 0; a.SceneName() == "play"; turns++ {
				if turns > 200 {
					t.Fatal("no end after 200 of the person's turns")
				}
				if a.SceneName() == "handover" {
					t.Fatal("a hand-over with one person at the device")
				}
				advance(a, turns)
				a.awaitComputer()
			}
			wantScene(t, a, "result")
			if rec := a.Record(); !strings.Contains(rec, "[Result ") {
				t.Fatalf("no result:\n%s", rec)
			}
			replaysExactly(t, a.Record())
		})
	}
}

// TestTakeBackAgainstTheComputer: the game menu takes back the person's last move with
// the computer's reply, in both games; the board and the autosave go back with it.
func TestTakeBackAgainstTheComputer(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:easy")
	a.tapMove(quietMove(t, a.LegalMoves()))
	a.awaitComputer()
	var before string
	for i := 0; ; i++ {
		before = a.Record()
		a.tapMove(quietMove(t, a.LegalMoves()))
		a.awaitComputer()
		a.tap(input.Touch, "button:gamemenu")
		rec := a.Record()
		if !strings.Contains(rec[strings.LastIndex(rec, " ")+1:], "x") {
			break // a quiet reply: take back
		}
		// in the dark a battle is never taken back: the item says so and does nothing
		if _, ok := a.scene.Target("menu:takeback"); ok || i == 20 {
			t.Fatalf("take back offered over the computer's attack %s", rec[strings.LastIndex(rec, " ")+1:])
		}
		a.goTo("menu:close", "play")
	}
	a.goTo("menu:takeback", "play")
	if got := a.Record(); got != before {
		t.Fatalf("after Take back the record is\n%s\nwant\n%s", got, before)
	}
	if len(a.LegalMoves()) == 0 {
		t.Fatal("after a take back the person cannot move")
	}
	if b := a.restart("play"); b.Record() != before {
		t.Fatalf("the autosave did not follow the take back:\n%s", b.Record())
	}

	n := startNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1})
	before = n.Record()
	advance(n, 0)
	n.awaitComputer()
	if n.SceneName() != "play" {
		t.Skip("the Napoleon game ended at once")
	}
	n.tap(input.Touch, "button:gamemenu")
	n.goTo("menu:takeback", "play")
	if got := n.Record(); got != before {
		t.Fatalf("Napoleon after Take back:\n%s\nwant\n%s", got, before)
	}
}

// TestFourCountryLossesFitAPhone: on a portrait phone the four-country side panel shows
// every seat's losses (a compact panel when a line each does not fit).
func TestFourCountryLossesFitAPhone(t *testing.T) {
	for _, v := range []render.View{{W: 360, H: 640, Scale: 3}, {W: 640, H: 360, Scale: 2}} {
		a := startJunqiTest(t, v, "option:board:4p-teams", "option:mode:open", "option:seat-E:easy", "option:seat-N:easy", "option:seat-W:easy")
		a.awaitComputer()
		a.tap(input.Touch, "button:done")
		a.awaitComputer()
		a.tapMove(quietMove(t, a.LegalMoves()))
		a.awaitComputer()
		shown := a.scene.(interface{ SideShown() string }).SideShown()
		for _, seat := range []string{"South", "East", "North", "West"} {
			if !strings.Contains(shown, seat+":") {
				t.Fatalf("%vx%v: the side panel leaves out %s:\n%s", v.W, v.H, seat, shown)
			}
		}
	}
}

// TestHandOverOffersTheMenu: a hand-over screen leads to the main menu without showing the
// board, and Continue brings the same hand-over back.
func TestHandOverOffersTheMenu(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 390, H: 844, Scale: 3}, "option:mode:dark")
	wantScene(t, a, "handover")
	a.goTo("button:mainmenu", "menu")
	if a.Shown() != "" {
		t.Fatalf("the menu shows a board: %s", a.Shown())
	}
	a.goTo("button:continue", "handover")
	if a.Shown() != "" {
		t.Fatal("Continue skipped the hand-over")
	}
	a.goTo("button:ready", "deploy")
}

// TestMoveLandsBeforeTheHandOver: in a dark game between people, the mover's move lands on
// their own screen (their ranks only) before the hand-over covers it: after a moment, or at
// a tap. At the instant pace the hand-over comes at once.
func TestMoveLandsBeforeTheHandOver(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark")
	a.shared.Settings.Pace = storage.PaceNormal
	clock := time.Unix(1_800_000_000, 0)
	defer junqiscreen.SetClock(func() time.Time { return clock })()
	a.deployAll()
	for i := 0; i < 2; i++ {
		before := a.Record()
		a.tapMove(quietMove(t, a.LegalMoves()))
		if a.Record() == before {
			t.Fatal("the move was not played")
		}
		wantScene(t, a, "play")
		mover := map[int]string{0: "S", 1: "N"}[i]
		for _, it := range strings.Fields(a.Shown()) {
			if _, pc, _ := strings.Cut(it, "="); !strings.HasPrefix(pc, mover) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				t.Fatalf("LEAK: the lingering screen of %s shows %s", mover, it)
			}
		}
		if i == 0 {
			clock = clock.Add(2 * time.Second) // the moment passes
			a.step(nil)
		} else {
			a.tap(input.Touch, "button:gamemenu") // any tap passes the device on
		}
		wantScene(t, a, "handover")
		a.goTo("button:ready", "play")
	}
	a.shared.Settings.Pace = storage.PaceInstant
	a.tapMove(quietMove(t, a.LegalMoves()))
	wantScene(t, a, "handover")
}

// TestJunqiReplay: a finished game's result screen opens the replay; it steps back to the
// start and forward to the end, shows the board as each seat saw it (their ranks only) or
// every piece, autoplays, and Back returns to the result.
func TestJunqiReplay(t *testing.T) {
	a := startVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:easy")
	for i := 0; i < 3; i++ {
		a.tapMove(quietMove(t, a.LegalMoves()))
		a.awaitComputer()
	}
	a.tap(input.Touch, "button:gamemenu")
	a.goTo("menu:resign", "play")
	a.goTo("menu:confirm", "result")
	tokens := len(strings.Fields(a.Record()[strings.LastIndex(a.Record(), "]")+1:]))
	a.goTo("button:replay", "replay")
	ply := func() int { return a.scene.(interface{ Ply() int }).Ply() }
	n := ply()
	if n != tokens || strings.Contains(a.Shown(), "?") {
		t.Fatalf("the replay opens at move %d of %d showing %s; want the end, every piece", n, tokens, a.Shown())
	}
	a.goTo("replay:first", "replay")
	if ply() != 0 {
		t.Fatalf("first: move %d", ply())
	}
	a.goTo("replay:forward", "replay")
	a.goTo("replay:forward", "replay")
	if ply() != 2 {
		t.Fatalf("forward twice: move %d", ply())
	}
	a.goTo("replay:back", "replay")
	if ply() != 1 {
		t.Fatalf("back: move %d", ply())
	}
	for _, seat := range []string{"S", "N"} {
		a.goTo("replay:seat:"+seat, "replay")
		for _, it := range strings.Fields(a.Shown()) {
			if _, pc, _ := strings.Cut(it, "="); !strings.HasPrefix(pc, seat) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				t.Fatalf("%s's replay shows %s", seat, it)
			}
		}
	}
	clock := time.Unix(1_900_000_000, 0)
	defer junqiscreen.SetClock(func() time.Time { return clock })()
	a.goTo("replay:speed:2", "replay")
	a.goTo("replay:play", "replay")
	for i := 0; i < 200 && ply() < n; i++ {
		clock = clock.Add(400 * time.Millisecond)
		a.step(nil)
	}
	if ply() != n {
		t.Fatalf("autoplay stopped at move %d of %d", ply(), n)
	}
	a.goTo("button:back", "result")
}

// napoleonReplayAfter plays up to turns turns of a Napoleon game against the computer,
// resigns one still running, and opens its replay from the result screen.
func napoleonReplayAfter(t *testing.T, v render.View, turns int) *testApp {
	t.Helper()
	n := startNapoleonVsComputer(t, v)
	for i := 0; i < turns && n.SceneName() == "play"; i++ {
		advance(n, i)
		n.awaitComputer()
	}
	if n.SceneName() == "play" {
		n.tap(input.Touch, "button:gamemenu")
		n.goTo("menu:resign", "play")
		n.goTo("menu:confirm", "result")
	}
	n.goTo("button:replay", "replay")
	return n
}

// TestNapoleonReplay: a finished Napoleon game replays turn by turn from its result screen.
func TestNapoleonReplay(t *testing.T) {
	n := napoleonReplayAfter(t, render.View{W: 1024, H: 768, Scale: 1}, 3)
	ply := func() int { return n.scene.(interface{ Ply() int }).Ply() }
	if ply() < 2 {
		t.Fatalf("the replay opens at turn %d", ply())
	}
	n.goTo("replay:first", "replay")
	rec := n.Record()
	pos := rec[strings.Index(rec, `[Position "`)+len(`[Position "`):]
	pos = pos[:strings.Index(pos, `"`)]
	sorted := func(s string) string { f := strings.Fields(s); slices.Sort(f); return strings.Join(f, " ") }
	start := n.Shown()
	if ply() != 0 || sorted(start) != sorted(pos) {
		t.Fatalf("turn %d shows %s\nwant the set-up %s", ply(), start, pos)
	}
	n.goTo("replay:forward", "replay")
	if ply() != 1 || n.Shown() == start {
		t.Fatal("forward did not play the first turn")
	}
	n.goTo("button:back", "result")
}

// TestNapoleonHintNamesThePiece: the Napoleon hint names a piece of the person's and a
// legal destination.
func TestNapoleonHintNamesThePiece(t *testing.T) {
	n := startNapoleonVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:first:S")
	n.tap(input.Touch, "button:gamemenu")
	n.goTo("menu:hint", "play")
	n.awaitComputer()
	hint := n.scene.(interface{ Hint() string }).Hint()
	legal := n.LegalMoves()
	first := strings.Fields(hint)
	if len(first) == 0 || !slices.Contains(legal, first[0]) {
		t.Fatalf("the hint %q does not start with a legal move (%v)", hint, legal)
	}
	text := mustNapoleon(n).HintText()
	if !strings.HasPrefix(text, "Hint: the ") || !strings.Contains(text, " from ") {
		t.Fatalf("the hint reads %q", text)
	}
}
