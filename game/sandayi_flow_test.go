package game

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/render"
	"warboard/rules/record"
)

// sandayiShot keeps the screen under WARBOARD_ARTEFACTS, to be looked at.
func (a *testApp) sandayiShot(name string) {
	if dir := os.Getenv("WARBOARD_ARTEFACTS"); dir != "" {
		screen := newScreen(a.View())
		a.dirty = true
		a.Draw(screen)
		writePNG(a.t, filepath.Join(dir, name+".png"), snapshot(screen))
	}
}

// sandayiBid passes the device to the bidder and says its word.
func (a *testApp) sandayiBid(word, next string) {
	a.t.Helper()
	wantScene(a.t, a, "handover")
	a.goTo("button:ready", "bid")
	a.goTo("bid:"+word, next)
}

// TestSandayiFromNewGame plays a 三打一 hand from New game: the options, the covers before
// every secret step, the bidding (with a restart mid-bid that comes back to the same hand),
// the landlord's pick of 19 from the pool of 23, the four deployments, and play through
// the usual session; the record holds the deal, the bids, the pick and the position.
func TestSandayiFromNewGame(t *testing.T) {
	for _, v := range []render.View{{W: 390, H: 844, Scale: 1}, {W: 768, H: 1024, Scale: 1}, {W: 1024, H: 768, Scale: 2}, {W: 1280, H: 800, Scale: 1}} {
		size := strconv.Itoa(int(v.W)) + "x" + strconv.Itoa(int(v.H))
		a := newTestApp(t, v)
		a.goTo("button:new", "newgame")
		a.goTo("button:junqi", "options")
		a.goTo("option:board:sandayi", "options")
		for _, x := range []string{"E", "N", "W"} { // four people (the first game: three computers)
			a.goTo("option:seat-"+x+":person", "options")
		}
		a.goTo("option:pool-open", "options")
		a.reveal("option:bidding")
		a.sandayiShot("sandayi-options-" + size)
		a.reveal("option:board")
		a.goTo("button:start", "handover")
		a.goTo("button:ready", "bid")
		for i := 0; i < 19; i++ {
			if !a.visible("deal:" + strconv.Itoa(i)) {
				t.Fatalf("%s: the deal's piece %d is not shown to South", size, i)
			}
		}
		if a.visible("deal:19") || a.visible("pool:0") {
			t.Fatalf("%s: more than the 19 dealt pieces show while bidding", size)
		}
		for _, b := range []string{"bid:pass", "bid:1", "bid:2", "bid:3"} {
			if !a.visible(b) {
				t.Fatalf("%s: no %s button for the first bidder", size, b)
			}
		}
		a.sandayiShot("sandayi-bid-" + size)
		a.goTo("bid:1", "handover")
		a.sandayiBid("pass", "handover")

		// A restart mid-bid: the same hand, behind the cover to the next bidder (North),
		// whose buttons now start above the bid of 1.
		before := a.Record()
		a = a.restart("handover")
		if a.Record() != before {
			t.Fatalf("%s: the record after a restart mid-bid is\n%s\nwant\n%s", size, a.Record(), before)
		}
		a.goTo("button:ready", "bid")
		if a.visible("bid:1") || !a.visible("bid:2") {
			t.Fatalf("%s: after S bid 1, North may still bid 1 (or not 2)", size)
		}
		a.goTo("bid:2", "handover")
		a.sandayiBid("pass", "handover") // West: North is the landlord on a bid of 2

		a.goTo("button:ready", "pick")
		if !a.visible("pool:22") || a.visible("pool:23") {
			t.Fatalf("%s: the pool does not show its 23 pieces", size)
		}
		a.goTo("button:done", "pick") // nothing chosen: Done does nothing
		for i := 0; i < 20; i++ {     // the 20th tap is refused: 19 at most
			a.goTo("pool:"+strconv.Itoa(i), "pick")
		}
		a.sandayiShot("sandayi-pick-" + size)
		a.goTo("button:done", "handover")
		a.sandayiShot("sandayi-cover-" + size)

		// Everybody deploys in turn, South first; one swap on the landlord's board.
		for _, x := range []string{"S", "E", "N", "W"} {
			a.goTo("button:ready", "deploy")
			if x == "N" {
				a.sandayiShot("sandayi-deploy-" + size)
				if v.W >= 768 { // a tablet or a desktop: the landlord's whole region, the centre too, in view
					if out := a.scene.(interface{ OutOfView() []string }).OutOfView(); len(out) > 0 {
						t.Fatalf("%s: the landlord's pieces on %v are out of view while it deploys", size, out)
					}
				}
				a.sandayiSwap()
			}
			next := "handover"
			if x == "W" {
				next = "play"
			}
			a.goTo("button:done", next)
		}
		a.sandayiShot("sandayi-play-" + size)
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
func (a *testApp) sandayiSwap() {
	a.t.Helper()
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
		a.t.Fatalf("no two officers to swap on %s", a.Shown())
	}
	a.goTo(p, "deploy")
	a.goTo(q, "deploy")
	after := shown()
	if after[p] != before[q] || after[q] != before[p] {
		a.t.Fatalf("tapping %s then %s left %s=%s %s=%s", p, q, p, after[p], q, after[q])
	}
}

// TestSandayiRedealAndCall: in 叫地主 the buttons are call and pass; four passes deal the
// hand again and say so, and the first caller is the landlord, who picks at once with
// pick=random (no pick screen).
func TestSandayiRedealAndCall(t *testing.T) {
	a := startJunqiTest(t, render.View{W: 768, H: 1024, Scale: 1}, "option:board:sandayi",
		"option:seat-E:person", "option:seat-N:person", "option:seat-W:person",
		"option:bidding:landlord", "option:pick:random")
	deal := func() string { r, _ := record.Parse(a.Record()); d, _ := r.Tag("Deal"); return d }
	first := deal()
	for i := 0; i < 4; i++ {
		a.sandayiBid("pass", "handover")
	}
	if deal() == first {
		t.Fatal("four passes kept the deal")
	}
	a.goTo("button:ready", "bid")
	if !a.visible("bid:call") || a.visible("bid:1") {
		t.Fatal("叫地主 offers other words than call and pass")
	}
	a.sandayiShot("sandayi-redeal")
	for _, l := range []i18n.Lang{i18n.Zh, i18n.Fr} {
		a.shared.SetLanguage(l)
		a.scene.Layout(a.View())
		a.sandayiShot("sandayi-bid-" + l.Code())
	}
	a.shared.SetLanguage(i18n.En)
	a.goTo("bid:call", "handover")
	a.goTo("button:ready", "deploy") // random pick: every seat deploys, South first
	r, _ := record.Parse(a.Record())
	if pick, _ := r.Tag("Pick"); len(pick) != 19 {
		t.Fatalf("the random pick is %q", pick)
	}

	// A restart mid-deployment comes back behind the cover, to the same layout.
	a.goTo("button:random", "deploy")
	shown := a.Shown()
	a = a.restart("handover")
	a.goTo("button:ready", "deploy")
	if a.Shown() != shown {
		t.Fatalf("South's layout after a restart is\n %s\nwant\n %s", a.Shown(), shown)
	}
	a.tap(input.Touch, "button:mainmenu")
	a.idle()
	wantScene(t, a, "menu")
}
