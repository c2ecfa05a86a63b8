package junqiscreen_test

import (
	"strconv"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/input"
	"warboard/game/setup"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// TestSandayiAgainstTheComputer: a first 三打一 from New game is South against three
// computers at the 三打一 level (setup.SandayiLevels); the computers bid, pick and deploy
// by themselves, no hand-over ever shows, South's screens show South's deal only, the
// play runs with the usual session's computer seats to a result, and the autosave holds
// the levels.
func TestSandayiAgainstTheComputer(t *testing.T) {
	if testing.Short() {
		t.Skip("whole hands against the computer")
	}
	for i, c := range []struct {
		mode string
		bids []string
	}{{"dark", []string{"pass"}}, {"open", []string{"3"}}, {"dark", []string{"1"}}} {
		t.Run(c.mode+"-"+strings.Join(c.bids, ""), func(t *testing.T) {
			v := []render.View{{W: 390, H: 844, Scale: 1}, {W: 768, H: 1024, Scale: 1}, {W: 1280, H: 800, Scale: 1}}[i]
			a := gametest.StartJunqiTest(t, v, gametest.VsComputers("ENW", "option:mode:"+c.mode)...)
			if got := a.SceneName(); got != "bid" {
				t.Fatalf("a hand against the computer opens on %q, not South's bid", got)
			}
			sandayiShot(a, "sandayi-vs-bid-"+c.mode+"-"+strconv.Itoa(int(v.W)))
			if h := a.SandayiToPlay("S", c.bids...); h != 0 {
				t.Fatalf("%d hand-overs with one person", h)
			}
			rec, _ := record.Parse(a.Record())
			if bids, _ := rec.Tag("Bids"); c.bids[0] == "3" && !strings.HasPrefix(bids, "S=3") {
				t.Fatalf("South's 3 is not in the bids %q", bids)
			}
			if _, data := a.Model().Session(); !strings.Contains(string(data), "E="+setup.SandayiLevels[0]) {
				t.Fatalf("the autosave does not hold the computers' levels")
			}
			sandayiShot(a, "sandayi-vs-play-"+c.mode+"-"+strconv.Itoa(int(v.W)))
			if c.mode == "dark" {
				// the count panel: South's own army and the others' ranges (game/junqiplay
				// TestSandayiCounts checks its numbers)
				a.Idle()
				a.Tap(input.Touch, "button:gamemenu")
				a.Idle()
				a.Tap(input.Touch, "menu:count")
				if !gametest.JunqiGameOf(t, a).CountOpen() {
					t.Fatal("the count panel did not open in a dark 三打一")
				}
				sandayiShot(a, "sandayi-vs-count-"+strconv.Itoa(int(v.W)))
				a.Idle()
				a.TapAt(input.Point{X: 5, Y: 5})
				if gametest.JunqiGameOf(t, a).CountOpen() {
					t.Fatal("a tap did not close the count panel")
				}
			}
			sandayiPlayOut(a, "S", c.mode == "dark")
		})
	}
}

// sandayiPlayOut plays the person's moves by taps to the end, the computers' by
// themselves, checking that a dark screen shows only the person's ranks, hidden pieces
// and the farmers' flags.
func sandayiPlayOut(a *gametest.App, person string, dark bool) {
	a.T.Helper()
	for moves := 0; a.SceneName() == "play"; moves++ {
		if moves > 800 {
			a.T.Fatalf("no end after 800 of the person's moves")
		}
		if dark {
			for _, it := range strings.Fields(a.Shown()) {
				_, pc, _ := strings.Cut(it, "=")
				if !strings.HasPrefix(pc, person) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
					a.T.Fatalf("LEAK: the dark screen of %s shows %s", person, it)
				}
			}
		}
		legal := a.LegalMoves()
		for i := 0; len(legal) == 0 && a.SceneName() == "play" && i < 2000; i++ {
			// South is out (a farmer put out, the hand goes on): it watches the computers
			a.AwaitComputer()
			legal = a.LegalMoves()
		}
		if a.SceneName() != "play" {
			break
		}
		if len(legal) == 0 {
			a.T.Fatalf("the person has no legal move on the play screen (%T): %s", a.Scene(), a.Record())
		}
		tok := gametest.QuietMove(a.T, legal)
		for i, mv := range legal {
			if strings.Contains(mv, "x") && (i+moves)%2 != 0 {
				tok = mv
				break
			}
		}
		before := a.Record()
		a.TapMove(tok)
		if a.Record() == before {
			a.T.Fatalf("the tapped move %s was not played", tok)
		}
		a.AwaitComputer()
		if a.SceneName() == "handover" {
			a.T.Fatal("a hand-over in play with one person")
		}
	}
	gametest.WantScene(a.T, a, "result")
	if !strings.Contains(a.Record(), "[Result ") {
		a.T.Fatalf("no result in the record:\n%s", a.Record())
	}
}

// TestSandayiComputersResume: the app restarted mid-bid with computers still to bid comes
// back to the same hand with no cover and the computers go on; restarted mid-pick, the
// landlord finds the pieces it had chosen; restarted while a computer landlord picks, the
// computer goes on.
func TestSandayiComputersResume(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}

	// mid-bid: South has said 1, East is to bid
	a := gametest.StartJunqiTest(t, v, gametest.VsComputers("ENW", "option:mode:dark")...)
	a.GoTo("bid:1", "bid")
	sandayiShot(a, "sandayi-vs-watch")
	if s := a.Scene().(gametest.SandayiScreen); s.ShownDeal() != gametest.DealOf(t, a.Record(), junqi.South) {
		t.Fatalf("while East bids the screen shows %q", s.ShownDeal())
	}
	before := a.Record()
	b := a.Restart("bid")
	if b.Record() != before {
		t.Fatalf("the record after a restart mid-bid:\n%s\nwant\n%s", b.Record(), before)
	}
	b.AwaitComputer()
	if rec, _ := record.Parse(b.Record()); len(strings.Fields(tagOf(rec, "Bids"))) < 2 && b.SceneName() == "bid" {
		t.Fatalf("the computers did not bid after the restart: %s", tagOf(rec, "Bids"))
	}
	b.SandayiToPlay("S")

	// mid-pick: South bids 3, takes five pieces, leaves
	c := gametest.StartJunqiTest(t, v, gametest.VsComputers("ENW")...)
	c.GoTo("bid:3", "pick")
	for i := 0; i < 5; i++ {
		c.GoTo("pool:"+strconv.Itoa(i*3), "pick")
	}
	chosen := c.Scene().(gametest.SandayiScreen).Chosen()
	if len(chosen) != 5 {
		t.Fatalf("five taps chose %q", chosen)
	}
	sandayiShot(c, "sandayi-vs-pick")
	d := c.Restart("pick")
	if got := d.Scene().(gametest.SandayiScreen).Chosen(); got != chosen {
		t.Fatalf("the pick so far after a restart is %q, want %q", got, chosen)
	}
	for i := 0; i < 5; i++ {
		if !d.Visible("pool:" + strconv.Itoa(i*3)) {
			t.Fatal("the pool is not shown again")
		}
	}
	d.GoTo("pool:0", "pick") // put one back
	if got := d.Scene().(gametest.SandayiScreen).Chosen(); len(got) != 4 {
		t.Fatalf("a tap on a chosen piece leaves %q", got)
	}
	d.SandayiToPlay("S")

	// a computer landlord picking when the app stops: South passes until one is
	for tries := 0; ; tries++ {
		if tries > 20 {
			t.Skip("no computer became landlord in 20 hands")
		}
		e := gametest.StartJunqiTest(t, v, gametest.VsComputers("ENW")...)
		e.GoTo("bid:pass", "bid")
		for i := 0; i < 1000 && e.SceneName() == "bid"; i++ {
			e.Now += 20e6
			e.Step(nil)
		}
		if e.SceneName() != "pick" {
			continue // everybody passed and South bids again: another hand
		}
		if e.Scene().(gametest.SandayiScreen).PoolShown() {
			t.Fatal("the pool shows while a computer picks")
		}
		f := e.Restart("pick")
		f.AwaitComputer()
		if f.SceneName() != "deploy" {
			t.Fatalf("after a restart during the computer's pick the screen is %q", f.SceneName())
		}
		if rec, _ := record.Parse(f.Record()); len(tagOf(rec, "Pick")) != 19 {
			t.Fatalf("the computer's pick: %q", tagOf(rec, "Pick"))
		}
		break
	}
}

func tagOf(rec *record.Record, name string) string {
	v, _ := rec.Tag(name)
	return v
}

// TestSandayiTwoPeopleAgainstTwoComputers: South and North are people, East and West
// computers: the device passes only between the two people (never before a computer's
// step), each person's screens show their own deal only, and play starts.
func TestSandayiTwoPeopleAgainstTwoComputers(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, gametest.VsComputers("EW", "option:mode:dark")...)
	if got := a.SceneName(); got != "handover" {
		t.Fatalf("two people: the hand opens on %q, not the cover to South", got)
	}
	if h := a.SandayiToPlay("SN", "2"); h < 2 || h > 8 {
		t.Fatalf("%d hand-overs between two people", h)
	}
	sandayiShot(a, "sandayi-vs-two-people")
}
