package junqiscreen_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"warboard/game/gametest"
	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/rules/record"
)

// sandayiShot keeps the screen under WARBOARD_ARTEFACTS, to be looked at.
func sandayiShot(a *gametest.App, name string) {
	if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
		screen := gametest.NewScreen(a.View())
		a.SetDirty(true)
		a.Draw(screen)
		gametest.WritePNG(a.T, filepath.Join(dir, name+".png"), gametest.Snapshot(screen))
	}
}

// sandayiBid passes the device to the bidder and says its word.
func sandayiBid(a *gametest.App, word, next string) {
	a.T.Helper()
	gametest.WantScene(a.T, a, "handover")
	a.GoTo("button:ready", "bid")
	a.GoTo("bid:"+word, next)
}

// TestSandayiFromNewGame plays a 三打一 hand from New game: the options, the covers before
// every secret step, the bidding (with a restart mid-bid that comes back to the same hand),
// the landlord's pick of 19 from the pool of 23, the four deployments, and play through
// the usual session; the record holds the deal, the bids, the pick and the position.
func TestSandayiFromNewGame(t *testing.T) {
	for _, v := range []render.View{{W: 390, H: 844, Scale: 1}, {W: 768, H: 1024, Scale: 1}, {W: 1024, H: 768, Scale: 2}, {W: 1280, H: 800, Scale: 1}} {
		size := strconv.Itoa(int(v.W)) + "x" + strconv.Itoa(int(v.H))
		a := gametest.NewTestApp(t, v)
		a.GoTo("button:new", "newgame")
		a.GoTo("button:junqi", "options")
		a.GoTo("option:board:sandayi", "options")
		for _, x := range []string{"E", "N", "W"} { // four people (the first game: three computers)
			a.GoTo("option:seat-"+x+":person", "options")
		}
		a.GoTo("option:pool-open", "options")
		a.Reveal("option:bidding")
		sandayiShot(a, "sandayi-options-"+size)
		a.Reveal("option:board")
		a.GoTo("button:start", "handover")
		a.GoTo("button:ready", "bid")
		for i := 0; i < 19; i++ {
			if !a.Visible("deal:" + strconv.Itoa(i)) {
				t.Fatalf("%s: the deal's piece %d is not shown to South", size, i)
			}
		}
		if a.Visible("deal:19") || a.Visible("pool:0") {
			t.Fatalf("%s: more than the 19 dealt pieces show while bidding", size)
		}
		for _, b := range []string{"bid:pass", "bid:1", "bid:2", "bid:3"} {
			if !a.Visible(b) {
				t.Fatalf("%s: no %s button for the first bidder", size, b)
			}
		}
		sandayiShot(a, "sandayi-bid-"+size)
		a.GoTo("bid:1", "handover")
		sandayiBid(a, "pass", "handover")

		// A restart mid-bid: the same hand, behind the cover to the next bidder (North),
		// whose buttons now start above the bid of 1.
		before := a.Record()
		a = a.Restart("handover")
		if a.Record() != before {
			t.Fatalf("%s: the record after a restart mid-bid is\n%s\nwant\n%s", size, a.Record(), before)
		}
		a.GoTo("button:ready", "bid")
		if a.Visible("bid:1") || !a.Visible("bid:2") {
			t.Fatalf("%s: after S bid 1, North may still bid 1 (or not 2)", size)
		}
		a.GoTo("bid:2", "handover")
		sandayiBid(a, "pass", "handover") // West: North is the landlord on a bid of 2

		a.GoTo("button:ready", "pick")
		if !a.Visible("pool:22") || a.Visible("pool:23") {
			t.Fatalf("%s: the pool does not show its 23 pieces", size)
		}
		a.GoTo("button:done", "pick") // nothing chosen: Done does nothing
		for i := 0; i < 20; i++ {     // the 20th tap is refused: 19 at most
			a.GoTo("pool:"+strconv.Itoa(i), "pick")
		}
		sandayiShot(a, "sandayi-pick-"+size)
		a.GoTo("button:done", "handover")
		sandayiShot(a, "sandayi-cover-"+size)

		// Everybody deploys in turn, South first; one swap on the landlord's board.
		for _, x := range []string{"S", "E", "N", "W"} {
			a.GoTo("button:ready", "deploy")
			if x == "N" {
				sandayiShot(a, "sandayi-deploy-"+size)
				if v.W >= 768 { // a tablet or a desktop: the landlord's whole region, the centre too, in view
					if out := a.Scene().(interface{ OutOfView() []string }).OutOfView(); len(out) > 0 {
						t.Fatalf("%s: the landlord's pieces on %v are out of view while it deploys", size, out)
					}
				}
				sandayiSwap(a)
			}
			next := "handover"
			if x == "W" {
				next = "play"
			}
			a.GoTo("button:done", next)
		}
		sandayiShot(a, "sandayi-play-"+size)
		r, err := record.Parse(a.Record())
		if err != nil {
			t.Fatal(err)
		}
		for tag, want := range map[string]string{"Variant": "sandayi", "Bids": "S=1 E=pass N=2 W=pass"} {
			if got, _ := r.Tag(tag); got != want {
				t.Fatalf("%s: [%s %q], want %q", size, tag, got, want)
			}
		}
		for _, tag := range []string{"Deal", "Pick", "Position"} {
			if got, _ := r.Tag(tag); got == "" {
				t.Fatalf("%s: the record has no %s:\n%s", size, tag, a.Record())
			}
		}
		if opts, _ := r.Tag("Options"); !strings.Contains(opts, "pool-open") {
			t.Fatalf("%s: the option pool-open was lost: %q", size, opts)
		}
		if pick, _ := r.Tag("Pick"); len(pick) != 19 {
			t.Fatalf("%s: the pick %q is not 19 pieces", size, pick)
		}
	}
}

// sandayiSwap swaps two different officers of North's on ranks 3–5 (always legal) by
// tapping them, and checks the board shows them swapped.
func sandayiSwap(a *gametest.App) {
	a.T.Helper()
	shown := func() map[string]string {
		m := map[string]string{}
		for _, f := range strings.Fields(a.Shown()) {
			k, v, _ := strings.Cut(f, "=")
			m[k] = v
		}
		return m
	}
	before := shown()
	var p, q string
	for _, x := range []string{"Na3", "Nb3", "Nc3", "Nd3", "Ne3", "Na4", "Nb4", "Nc4", "Nd4", "Ne4", "Na5", "Nb5", "Nc5", "Nd5", "Ne5"} {
		if v := before[x]; len(v) == 2 && strings.ContainsRune("123456789AR", rune(v[1])) {
			if p == "" {
				p = x
			} else if before[p] != v {
				q = x
				break
			}
		}
	}
	if q == "" {
		a.T.Fatalf("no two officers to swap on %s", a.Shown())
	}
	a.GoTo(p, "deploy")
	a.GoTo(q, "deploy")
	after := shown()
	if after[p] != before[q] || after[q] != before[p] {
		a.T.Fatalf("tapping %s then %s left %s=%s %s=%s", p, q, p, after[p], q, after[q])
	}
	// The flag to the front: refused, in the rule's own words in the player's language.
	flag := ""
	for x, v := range after {
		if len(v) == 2 && v[1] == 'F' && strings.HasPrefix(x, "N") {
			flag = x
		}
	}
	a.GoTo(flag, "deploy")
	a.GoTo("Nc6", "deploy")
	if again := shown(); again[flag] != after[flag] {
		a.T.Fatalf("the flag left its headquarters %s: %s", flag, again[flag])
	}
	if got, want := a.Scene().(interface{ Refusal() string }).Refusal(), a.Shared().Text.T(i18n.PlaceErrFlag); got != want {
		a.T.Fatalf("the flag to the front says %q, want %q", got, want)
	}
}

// TestSandayiRedealAndCall: in 叫地主 the buttons are call and pass; four passes deal the
// hand again and say so, and the first caller is the landlord, who picks at once with
// pick=random (no pick screen).
func TestSandayiRedealAndCall(t *testing.T) {
	a := gametest.StartJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1}, "option:board:sandayi",
		"option:seat-E:person", "option:seat-N:person", "option:seat-W:person",
		"option:bidding:landlord", "option:pick:random")
	deal := func() string { r, _ := record.Parse(a.Record()); d, _ := r.Tag("Deal"); return d }
	first := deal()
	for i := 0; i < 4; i++ {
		sandayiBid(a, "pass", "handover")
	}
	if deal() == first {
		t.Fatal("four passes kept the deal")
	}
	a.GoTo("button:ready", "bid")
	if !a.Visible("bid:call") || a.Visible("bid:1") {
		t.Fatal("叫地主 offers other words than call and pass")
	}
	sandayiShot(a, "sandayi-redeal")
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Fr} {
		a.Shared().SetLanguage(l)
		a.Scene().Layout(a.View())
		sandayiShot(a, "sandayi-bid-"+l.Code())
	}
	a.Shared().SetLanguage(i18n.En)
	a.GoTo("bid:call", "handover")
	a.GoTo("button:ready", "deploy") // random pick: every seat deploys, South first
	r, _ := record.Parse(a.Record())
	if pick, _ := r.Tag("Pick"); len(pick) != 19 {
		t.Fatalf("the random pick is %q", pick)
	}

	// A restart mid-deployment comes back behind the cover, to the same layout.
	a.GoTo("button:random", "deploy")
	shown := a.Shown()
	a = a.Restart("handover")
	a.GoTo("button:ready", "deploy")
	if a.Shown() != shown {
		t.Fatalf("South's layout after a restart is\n %s\nwant\n %s", a.Shown(), shown)
	}
	a.Tap(input.Touch, "button:mainmenu")
	a.Idle()
	gametest.WantScene(t, a, "menu")
}
