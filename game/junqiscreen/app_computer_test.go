package junqiscreen_test

import (
	"strings"
	"testing"
	"time"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/junqiscreen"
	"warboard/game/storage"
	"warboard/render"
)

// junqiVsComputer starts a Junqi game with the given option taps (seat choices among
// them) and plays it to its end: the people's moves by taps on the board (an attack when
// there is one, now and then), the computer's by themselves. It checks after every step
// that a dark game shows only the person's own ranks and returns the record.
func junqiVsComputer(t *testing.T, v render.View, person string, options ...string) string {
	t.Helper()
	a := gametest.StartJunqiTest(t, v, options...)
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
	a.AwaitComputer()
	for a.SceneName() == "deploy" {
		check("deploy")
		a.Idle()
		a.Tap(input.Touch, "button:done")
		a.AwaitComputer()
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
		tok := gametest.QuietMove(t, legal)
		for i, mv := range legal {
			if strings.Contains(mv, "x") && (i+moves)%3 != 0 {
				tok = mv
				break
			}
		}
		before := a.Record()
		a.TapMove(tok)
		if a.Record() == before {
			t.Fatalf("the tapped move %s was not played", tok)
		}
		a.AwaitComputer()
	}
	gametest.WantScene(t, a, "result")
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
			gametest.ReplaysExactly(t, rec)
		})
	}
}

// TestJunqiTwoPeopleAgainstTwoComputers: in a dark 2v2 with South and North people and
// East and West computers, the device passes only between the two people, and each
// person's screen shows their own ranks only.
func TestJunqiTwoPeopleAgainstTwoComputers(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, "option:board:4p-teams", "option:mode:dark",
		"option:seat-E:easy", "option:seat-W:easy")
	handovers := 0
	var holder string
	through := func() {
		for a.AwaitComputer(); a.SceneName() == "handover"; a.AwaitComputer() {
			handovers++
			a.Idle()
			a.Tap(input.Touch, "button:ready")
		}
	}
	through()
	for a.SceneName() == "deploy" {
		a.Idle()
		a.Tap(input.Touch, "button:done")
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
		a.TapMove(gametest.QuietMove(t, legal))
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
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:hard")
	gametest.WantScene(t, a, "play")
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	// North thinks now: resign from the menu at once
	a.Tap(input.Touch, "button:gamemenu")
	a.Tap(input.Touch, "menu:resign")
	a.Tap(input.Touch, "menu:confirm")
	a.AwaitComputer()
	gametest.WantScene(t, a, "result")
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
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:normal")
	a.Tap(input.Touch, "button:gamemenu")
	a.Tap(input.Touch, "menu:draw")
	a.AwaitComputer()
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
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:seat-N:easy")
	a.Tap(input.Touch, "button:gamemenu")
	if !a.Visible("menu:hint") {
		t.Fatal("no hint in the game menu of a game against the computer")
	}
	a.Tap(input.Touch, "menu:hint")
	a.AwaitComputer()
	hint := a.Scene().(interface{ Hint() string }).Hint()
	legal := a.LegalMoves()
	found := false
	for _, m := range legal {
		found = found || m == hint
	}
	if !found {
		t.Fatalf("the hint %q is not a legal move of the person (%v)", hint, legal)
	}
	a.TapMove(hint)
	a.AwaitComputer()
	if h := a.Scene().(interface{ Hint() string }).Hint(); h == hint {
		t.Fatal("the old hint stayed after the move")
	}
}

// TestJunqiComputerGameResumes: a game against the computer autosaves with its seats and
// levels; after a restart the computer goes on playing and no hand-over appears.
func TestJunqiComputerGameResumes(t *testing.T) {
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:hard")
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	data, err := a.Store.Load(storage.NameAutosave)
	if err != nil || !strings.Contains(string(data), "N=hard") {
		t.Fatalf("the autosave does not keep North's level (%v)", err)
	}
	b := a.Restart("play")
	b.AwaitComputer()
	gametest.WantScene(t, b, "play")
	before := strings.Count(b.Record(), "-") + strings.Count(b.Record(), "x")
	b.TapMove(gametest.QuietMove(t, b.LegalMoves()))
	b.AwaitComputer()
	if b.SceneName() == "handover" {
		t.Fatal("a hand-over after restoring a game with one person")
	}
	if after := strings.Count(b.Record(), "-") + strings.Count(b.Record(), "x"); after < before+2 && b.SceneName() == "play" {
		t.Fatalf("the computer did not answer after the restart:\n%s", b.Record())
	}
}

// TestFourCountryLossesFitAPhone: on a portrait phone the four-country side panel shows
// every seat's losses (a compact panel when a line each does not fit).
func TestFourCountryLossesFitAPhone(t *testing.T) {
	for _, v := range []render.View{{W: 360, H: 640, Scale: 3}, {W: 640, H: 360, Scale: 2}} {
		a := gametest.StartJunqiTest(t, v, "option:board:4p-teams", "option:mode:open", "option:seat-E:easy", "option:seat-N:easy", "option:seat-W:easy")
		a.AwaitComputer()
		a.Tap(input.Touch, "button:done")
		a.AwaitComputer()
		a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
		a.AwaitComputer()
		shown := a.Scene().(interface{ SideShown() string }).SideShown()
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
	a := gametest.StartJunqiTest(t, render.View{W: 390, H: 844, Scale: 3}, "option:mode:dark")
	gametest.WantScene(t, a, "handover")
	a.GoTo("button:mainmenu", "menu")
	if a.Shown() != "" {
		t.Fatalf("the menu shows a board: %s", a.Shown())
	}
	a.GoTo("button:continue", "handover")
	if a.Shown() != "" {
		t.Fatal("Continue skipped the hand-over")
	}
	a.GoTo("button:ready", "deploy")
}

// TestMoveLandsBeforeTheHandOver: in a dark game between people, the mover's move lands on
// their own screen (their ranks only) before the hand-over covers it: after a moment, or at
// a tap. At the instant pace the hand-over comes at once.
func TestMoveLandsBeforeTheHandOver(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark")
	a.Shared().Settings.Pace = storage.PaceNormal
	clock := time.Unix(1_800_000_000, 0)
	defer junqiscreen.SetClock(func() time.Time { return clock })()
	a.DeployAll()
	for i := 0; i < 2; i++ {
		before := a.Record()
		a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
		if a.Record() == before {
			t.Fatal("the move was not played")
		}
		gametest.WantScene(t, a, "play")
		mover := map[int]string{0: "S", 1: "N"}[i]
		for _, it := range strings.Fields(a.Shown()) {
			if _, pc, _ := strings.Cut(it, "="); !strings.HasPrefix(pc, mover) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				t.Fatalf("LEAK: the lingering screen of %s shows %s", mover, it)
			}
		}
		if i == 0 {
			clock = clock.Add(2 * time.Second) // the moment passes
			a.Step(nil)
		} else {
			a.Tap(input.Touch, "button:gamemenu") // any tap passes the device on
		}
		gametest.WantScene(t, a, "handover")
		a.GoTo("button:ready", "play")
	}
	a.Shared().Settings.Pace = storage.PaceInstant
	a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
	gametest.WantScene(t, a, "handover")
}

// TestJunqiReplay: a finished game's result screen opens the replay; it steps back to the
// start and forward to the end, shows the board as each seat saw it (their ranks only) or
// every piece, autoplays, and Back returns to the result.
func TestJunqiReplay(t *testing.T) {
	a := gametest.StartVsComputer(t, render.View{W: 1024, H: 768, Scale: 1}, "option:mode:dark", "option:seat-N:easy")
	for i := 0; i < 3; i++ {
		a.TapMove(gametest.QuietMove(t, a.LegalMoves()))
		a.AwaitComputer()
	}
	a.Tap(input.Touch, "button:gamemenu")
	a.GoTo("menu:resign", "play")
	a.GoTo("menu:confirm", "result")
	tokens := len(strings.Fields(a.Record()[strings.LastIndex(a.Record(), "]")+1:]))
	a.GoTo("button:replay", "replay")
	ply := func() int { return a.Scene().(interface{ Ply() int }).Ply() }
	n := ply()
	if n != tokens || strings.Contains(a.Shown(), "?") {
		t.Fatalf("the replay opens at move %d of %d showing %s; want the end, every piece", n, tokens, a.Shown())
	}
	a.GoTo("replay:first", "replay")
	if ply() != 0 {
		t.Fatalf("first: move %d", ply())
	}
	a.GoTo("replay:forward", "replay")
	a.GoTo("replay:forward", "replay")
	if ply() != 2 {
		t.Fatalf("forward twice: move %d", ply())
	}
	a.GoTo("replay:back", "replay")
	if ply() != 1 {
		t.Fatalf("back: move %d", ply())
	}
	for _, seat := range []string{"S", "N"} {
		a.GoTo("replay:seat:"+seat, "replay")
		for _, it := range strings.Fields(a.Shown()) {
			if _, pc, _ := strings.Cut(it, "="); !strings.HasPrefix(pc, seat) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
				t.Fatalf("%s's replay shows %s", seat, it)
			}
		}
	}
	clock := time.Unix(1_900_000_000, 0)
	defer junqiscreen.SetClock(func() time.Time { return clock })()
	a.GoTo("replay:speed:2", "replay")
	a.GoTo("replay:play", "replay")
	for i := 0; i < 200 && ply() < n; i++ {
		clock = clock.Add(400 * time.Millisecond)
		a.Step(nil)
	}
	if ply() != n {
		t.Fatalf("autoplay stopped at move %d of %d", ply(), n)
	}
	a.GoTo("button:back", "result")
}
