package game

import (
	"strconv"
	"strings"
	"testing"

	"warboard/game/input"
	"warboard/game/setup"
	"warboard/render"
	"warboard/rules/junqi"
	"warboard/rules/record"
)

// sandayiScreen is what the tests read of a 三打一 screen before play.
type sandayiScreen interface {
	ShownDeal() string
	Chosen() string
	PoolShown() bool
}

// dealOf is seat's deal in a 三打一 record, as ShownDeal writes it.
func dealOf(t *testing.T, text string, seat junqi.Seat) string {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	tag, _ := rec.Tag("Deal")
	deal, err := junqi.ParseDeal(tag)
	if err != nil {
		t.Fatal(err)
	}
	return seat.String() + ":" + junqi.RankCodes(deal[seat])
}

// sandayiWatch checks a screen before play against the people at the device: it shows
// no deal but a person's own, the pool only to a person, and (with one person) never a
// hand-over. It returns whose deal shows ("" none).
func (a *testApp) sandayiWatch(people string, when string) string {
	a.t.Helper()
	if a.SceneName() == "handover" {
		if len(people) == 1 {
			a.t.Fatalf("%s: a hand-over with one person at the device", when)
		}
		return ""
	}
	s, ok := a.scene.(sandayiScreen)
	if !ok {
		return ""
	}
	shown := s.ShownDeal()
	if shown == "" {
		return ""
	}
	x, _ := junqi.SeatOf(shown[0])
	if !strings.Contains(people, shown[:1]) || shown != dealOf(a.t, a.Record(), x) {
		a.t.Fatalf("%s: the screen shows the deal %q (people %s)", when, shown, people)
	}
	if len(people) == 1 && shown[:1] != people {
		a.t.Fatalf("%s: the screen shows %s's deal, not the person's", when, shown[:1])
	}
	for _, f := range strings.Fields(a.Shown()) {
		if _, pc, _ := strings.Cut(f, "="); !strings.HasPrefix(pc, shown[:1]) {
			a.t.Fatalf("LEAK %s: the deployment screen of %s shows %s", when, shown[:1], f)
		}
	}
	return shown[:1]
}

// sandayiToPlay takes a hand from its start to play with the people's words (each
// person's first word from bids, then "pass" — or the first legal one), a random pick
// and the layouts as dealt, checking every screen with sandayiWatch; it returns the
// hand-overs seen.
func (a *testApp) sandayiToPlay(people string, bids ...string) (handovers int) {
	a.t.Helper()
	last, covered := "", false
	for i := 0; i < 400; i++ {
		a.awaitComputer()
		who := a.sandayiWatch(people, "before play")
		switch a.SceneName() {
		case "play", "result":
			return handovers
		case "handover":
			handovers++
			covered = true
			a.idle()
			a.tap(input.Touch, "button:ready")
			continue
		}
		if who != "" && last != "" && who != last && !covered {
			a.t.Fatalf("the device passed from %s to %s without a hand-over", last, who)
		}
		if who != "" {
			last, covered = who, false
		}
		switch a.SceneName() {
		case "bid":
			word := "pass"
			if len(bids) > 0 {
				word, bids = bids[0], bids[1:]
			}
			if a.visible("bid:" + word) {
				a.idle()
				a.tap(input.Touch, "bid:"+word)
			} else if a.visible("bid:pass") {
				a.idle()
				a.tap(input.Touch, "bid:pass")
			}
		case "pick":
			if s, ok := a.scene.(sandayiScreen); ok && s.PoolShown() {
				if who == "" {
					a.t.Fatal("the pool shows on a computer's pick")
				}
				a.goTo("button:random", "pick")
				a.idle()
				a.tap(input.Touch, "button:done")
			}
		case "deploy":
			if who != "" && a.visible("button:done") {
				a.idle()
				a.tap(input.Touch, "button:done")
			}
		}
	}
	a.t.Fatalf("the hand never reached play (scene %q):\n%s", a.SceneName(), a.Record())
	return handovers
}

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
			a := startJunqiTest(t, v, vsComputers("ENW", "option:mode:"+c.mode)...)
			if got := a.SceneName(); got != "bid" {
				t.Fatalf("a hand against the computer opens on %q, not South's bid", got)
			}
			a.sandayiShot("sandayi-vs-bid-" + c.mode + "-" + strconv.Itoa(int(v.W)))
			if h := a.sandayiToPlay("S", c.bids...); h != 0 {
				t.Fatalf("%d hand-overs with one person", h)
			}
			rec, _ := record.Parse(a.Record())
			if bids, _ := rec.Tag("Bids"); c.bids[0] == "3" && !strings.HasPrefix(bids, "S=3") {
				t.Fatalf("South's 3 is not in the bids %q", bids)
			}
			if _, data := a.Model().Session(); !strings.Contains(string(data), "E="+setup.SandayiLevels[0]) {
				t.Fatalf("the autosave does not hold the computers' levels")
			}
			a.sandayiShot("sandayi-vs-play-" + c.mode + "-" + strconv.Itoa(int(v.W)))
			if c.mode == "dark" {
				// the count panel: South's own army and the others' ranges (game/junqiplay
				// TestSandayiCounts checks its numbers)
				a.idle()
				a.tap(input.Touch, "button:gamemenu")
				a.idle()
				a.tap(input.Touch, "menu:count")
				if !junqiGameOf(t, a).CountOpen() {
					t.Fatal("the count panel did not open in a dark 三打一")
				}
				a.sandayiShot("sandayi-vs-count-" + strconv.Itoa(int(v.W)))
				a.idle()
				a.tapAt(input.Point{X: 5, Y: 5})
				if junqiGameOf(t, a).CountOpen() {
					t.Fatal("a tap did not close the count panel")
				}
			}
			a.sandayiPlayOut("S", c.mode == "dark")
		})
	}
}

// sandayiPlayOut plays the person's moves by taps to the end, the computers' by
// themselves, checking that a dark screen shows only the person's ranks, hidden pieces
// and the farmers' flags.
func (a *testApp) sandayiPlayOut(person string, dark bool) {
	a.t.Helper()
	for moves := 0; a.SceneName() == "play"; moves++ {
		if moves > 800 {
			a.t.Fatalf("no end after 800 of the person's moves")
		}
		if dark {
			for _, it := range strings.Fields(a.Shown()) {
				_, pc, _ := strings.Cut(it, "=")
				if !strings.HasPrefix(pc, person) && !strings.HasSuffix(pc, "?") && !strings.HasSuffix(pc, "F") {
					a.t.Fatalf("LEAK: the dark screen of %s shows %s", person, it)
				}
			}
		}
		legal := a.LegalMoves()
		for i := 0; len(legal) == 0 && a.SceneName() == "play" && i < 2000; i++ {
			// South is out (a farmer put out, the hand goes on): it watches the computers
			a.awaitComputer()
			legal = a.LegalMoves()
		}
		if a.SceneName() != "play" {
			break
		}
		if len(legal) == 0 {
			a.t.Fatalf("the person has no legal move on the play screen (%T): %s", a.scene, a.Record())
		}
		tok := quietMove(a.t, legal)
		for i, mv := range legal {
			if strings.Contains(mv, "x") && (i+moves)%2 != 0 {
				tok = mv
				break
			}
		}
		before := a.Record()
		a.tapMove(tok)
		if a.Record() == before {
			a.t.Fatalf("the tapped move %s was not played", tok)
		}
		a.awaitComputer()
		if a.SceneName() == "handover" {
			a.t.Fatal("a hand-over in play with one person")
		}
	}
	wantScene(a.t, a, "result")
	if !strings.Contains(a.Record(), "[Result ") {
		a.t.Fatalf("no result in the record:\n%s", a.Record())
	}
}

// TestSandayiComputersResume: the app restarted mid-bid with computers still to bid comes
// back to the same hand with no cover and the computers go on; restarted mid-pick, the
// landlord finds the pieces it had chosen; restarted while a computer landlord picks, the
// computer goes on.
func TestSandayiComputersResume(t *testing.T) {
	v := render.View{W: 768, H: 1024, Scale: 1}

	// mid-bid: South has said 1, East is to bid
	a := startJunqiTest(t, v, vsComputers("ENW", "option:mode:dark")...)
	a.goTo("bid:1", "bid")
	a.sandayiShot("sandayi-vs-watch")
	if s := a.scene.(sandayiScreen); s.ShownDeal() != dealOf(t, a.Record(), junqi.South) {
		t.Fatalf("while East bids the screen shows %q", s.ShownDeal())
	}
	before := a.Record()
	b := a.restart("bid")
	if b.Record() != before {
		t.Fatalf("the record after a restart mid-bid:\n%s\nwant\n%s", b.Record(), before)
	}
	b.awaitComputer()
	if rec, _ := record.Parse(b.Record()); len(strings.Fields(tagOf(rec, "Bids"))) < 2 && b.SceneName() == "bid" {
		t.Fatalf("the computers did not bid after the restart: %s", tagOf(rec, "Bids"))
	}
	b.sandayiToPlay("S")

	// mid-pick: South bids 3, takes five pieces, leaves
	c := startJunqiTest(t, v, vsComputers("ENW")...)
	c.goTo("bid:3", "pick")
	for i := 0; i < 5; i++ {
		c.goTo("pool:"+strconv.Itoa(i*3), "pick")
	}
	chosen := c.scene.(sandayiScreen).Chosen()
	if len(chosen) != 5 {
		t.Fatalf("five taps chose %q", chosen)
	}
	c.sandayiShot("sandayi-vs-pick")
	d := c.restart("pick")
	if got := d.scene.(sandayiScreen).Chosen(); got != chosen {
		t.Fatalf("the pick so far after a restart is %q, want %q", got, chosen)
	}
	for i := 0; i < 5; i++ {
		if !d.visible("pool:" + strconv.Itoa(i*3)) {
			t.Fatal("the pool is not shown again")
		}
	}
	d.goTo("pool:0", "pick") // put one back
	if got := d.scene.(sandayiScreen).Chosen(); len(got) != 4 {
		t.Fatalf("a tap on a chosen piece leaves %q", got)
	}
	d.sandayiToPlay("S")

	// a computer landlord picking when the app stops: South passes until one is
	for tries := 0; ; tries++ {
		if tries > 20 {
			t.Skip("no computer became landlord in 20 hands")
		}
		e := startJunqiTest(t, v, vsComputers("ENW")...)
		e.goTo("bid:pass", "bid")
		for i := 0; i < 1000 && e.SceneName() == "bid"; i++ {
			e.now += 20e6
			e.step(nil)
		}
		if e.SceneName() != "pick" {
			continue // everybody passed and South bids again: another hand
		}
		if e.scene.(sandayiScreen).PoolShown() {
			t.Fatal("the pool shows while a computer picks")
		}
		f := e.restart("pick")
		f.awaitComputer()
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
	a := startJunqiTest(t, render.View{W: 1024, H: 768, Scale: 1}, vsComputers("EW", "option:mode:dark")...)
	if got := a.SceneName(); got != "handover" {
		t.Fatalf("two people: the hand opens on %q, not the cover to South", got)
	}
	if h := a.sandayiToPlay("SN", "2"); h < 2 || h > 8 {
		t.Fatalf("%d hand-overs between two people", h)
	}
	a.sandayiShot("sandayi-vs-two-people")
}

// vsComputers are the option taps of 三打一 with the computer on seats (the test app
// starts every seat a person's: passAndPlay).
func vsComputers(seats string, more ...string) []string {
	out := []string{"option:board:sandayi"}
	for _, x := range seats {
		out = append(out, "option:seat-"+string(x)+":"+setup.SandayiLevels[0])
	}
	return append(out, more...)
}
