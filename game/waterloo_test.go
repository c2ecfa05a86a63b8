package game

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"warboard/game/i18n"
	"warboard/game/input"
	"warboard/game/layouts"
	"warboard/game/menu"
	"warboard/game/napoleonscreen"
	"warboard/render"
	"warboard/render/ebitentest"
	"warboard/rules/napoleon"
	"warboard/rules/record"
)

// startWaterloo goes from the menu to the first hand-over of a Napoleon game of three or
// four armies, by touch.
func startWaterloo(a *testApp, armies string, options ...string) {
	a.t.Helper()
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	a.goTo("option:armies:"+armies, "options")
	for _, o := range options {
		a.goTo(o, "options")
	}
	a.goTo("button:start", "handover")
}

// waterlooSetUps goes through every army's hand-over and random set-up in Seats order.
func waterlooSetUps(a *testApp, seats []napoleon.Seat, shot func(name string)) {
	a.t.Helper()
	for i, x := range seats {
		a.goTo("button:ready", "setup")
		if pic := mustNapoleon(a).Picture(); pic.Seat != x {
			a.t.Fatalf("set-up %d is %s's, want %s's", i, pic.Seat, x)
		}
		a.goTo("button:random", "setup")
		if !a.visible("button:layouts") { // each army's own set-ups, turned to its edge
			a.t.Fatalf("%s's Waterloo set-up offers no Layouts", x)
		}
		if i == 1 && shot != nil {
			shot("waterloo-setup")
		}
		next := "handover"
		if i == len(seats)-1 {
			next = "play"
		}
		a.goTo("button:done", next)
	}
}

// TestWaterlooByTouch plays three armies at one device by touch as people would: the
// options, three set-ups behind hand-overs (South, East, North), turns in Seats order by
// taps on the board, and an army out after it resigns through the game menu.
func TestWaterlooByTouch(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	startWaterloo(a, "3")
	if rec := a.Record(); !strings.Contains(rec, `[Seats "S E N"]`) || !strings.Contains(rec, `[Board "15x15"]`) {
		t.Fatalf("record tags:\n%s", rec)
	}
	order := []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}
	waterlooSetUps(a, order, nil)
	var movers []napoleon.Seat
	for i := 0; i < 6; i++ {
		movers = append(movers, mustNapoleon(a).Picture().ToMove)
		playMove(a)
		a.goTo("button:endturn", "play")
	}
	for i := 1; i < len(movers); i++ {
		if idx(order, movers[i]) != (idx(order, movers[i-1])+1)%3 {
			t.Fatalf("movers %v do not follow S E N", movers)
		}
	}
	if n := strings.Count(a.Record(), "\n"); n < 8 {
		t.Fatalf("record:\n%s", a.Record())
	}
	out := mustNapoleon(a).Picture().ToMove
	a.idle()
	a.goTo("button:gamemenu", "play") // the game menu opens over the board
	a.goTo("menu:resign", "play")
	a.goTo("menu:confirm", "play") // two armies are left: play goes on
	if pic := mustNapoleon(a).Picture(); !pic.Out[out] || pic.ToMove == out {
		t.Fatalf("after %s resigned: out %v, %s to move", out, pic.Out, pic.ToMove)
	}
}

func idx(order []napoleon.Seat, x napoleon.Seat) int {
	for i, y := range order {
		if y == x {
			return i
		}
	}
	return -1
}

// TestWaterlooShots leaves the options, a set-up and play of three armies and four in teams
// at every review size in the three languages in the artefacts directory
// ("waterloo-<screen>-<lang>-<size>.png"), for a person to look at. WARBOARD_REVIEW=1.
func TestWaterlooShots(t *testing.T) {
	if os.Getenv("WARBOARD_REVIEW") == "" {
		t.Skip("the review screenshots take minutes: run with WARBOARD_REVIEW=1")
	}
	dir := ebitentest.ArtefactsDir(t)
	// WARBOARD_WATERLOO_SHOTS=en,tablet narrows to the languages and sizes named
	only := os.Getenv("WARBOARD_WATERLOO_SHOTS")
	pick := func(name string, all []string) bool {
		if only == "" {
			return true
		}
		named := false
		for _, w := range strings.Split(only, ",") {
			for _, n := range all {
				if strings.Contains(n, w) {
					named = true
				}
			}
			if strings.Contains(name, w) {
				return true
			}
		}
		return !named
	}
	var sizes, langs []string
	for _, sv := range shotViews {
		sizes = append(sizes, sv.name)
	}
	for _, l := range i18n.Langs() {
		langs = append(langs, l.Code())
	}
	for _, sv := range shotViews {
		if !pick(sv.name, sizes) {
			continue
		}
		screen := newScreen(sv.v)
		for _, lang := range i18n.Langs() {
			if !pick(lang.Code(), langs) {
				continue
			}
			shoot := func(a *testApp, name string) {
				t.Helper()
				if nb, ok := napoleonOf(a); ok {
					nb.StopSlide()
				}
				for i := 0; i < 400; i++ {
					a.dirty = true
					a.Draw(screen)
					if nb, ok := napoleonscreen.ProbeOf(a.scene); !ok || !nb.Pending() {
						break
					}
				}
				writePNG(t, filepath.Join(dir, name+"-"+lang.Code()+"-"+sv.name+".png"), snapshot(screen))
			}
			for _, c := range []struct {
				name, armies string
				options      []string
				seats        []napoleon.Seat
			}{
				{"waterloo3", "3", nil, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}},
				{"waterloo4", "4", []string{"option:teams:SN EW"}, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North, napoleon.West}},
			} {
				a := newTestApp(t, sv.v)
				a.shared.Text.SetLang(lang)
				a.setScene(menu.NewMenu(a.shared))
				a.goTo("button:new", "newgame")
				a.goTo("button:napoleon", "options")
				a.goTo("option:armies:"+c.armies, "options")
				for _, o := range c.options {
					a.goTo(o, "options")
				}
				shoot(a, c.name+"-options")
				a.goTo("button:start", "handover")
				waterlooSetUps(a, c.seats, func(n string) { shoot(a, c.name+"-setup") })
				for i := 0; i < 2*len(c.seats); i++ {
					playMove(a)
					a.goTo("button:endturn", "play")
				}
				shoot(a, c.name+"-play")
			}
		}
		screen.Deallocate()
	}
	t.Logf("Waterloo screenshots in %s", dir)
}

// TestWaterlooAgainstComputers: one person (South) against the computer at East and North
// (choosing a level for East gives North to the computer too): no hand-over, the computers
// set up and move by themselves, the person's turns come in Seats order.
func TestWaterlooAgainstComputers(t *testing.T) {
	a := newTestApp(t, render.View{W: 1024, H: 768, Scale: 2})
	a.goTo("button:new", "newgame")
	a.goTo("button:napoleon", "options")
	a.goTo("option:armies:3", "options")
	a.goTo("option:seat-E:easy", "options")
	a.idle()
	a.tap(input.Touch, "button:start")
	a.awaitComputer()
	wantScene(t, a, "setup")
	a.goTo("button:random", "setup")
	a.tap(input.Touch, "button:done")
	a.awaitComputer()
	for turn := 0; turn < 4 && a.SceneName() == "play"; turn++ {
		// awaitComputer ends after three quiet ticks; once, in a CI run with the other
		// packages' tests beside it, that came while North still had to move (not seen in
		// 30 runs under load since). Wait again a bounded number of times: a computer that
		// never moves still fails below.
		for i := 0; i < 3 && a.SceneName() == "play" && mustNapoleon(a).Picture().ToMove != napoleon.South; i++ {
			a.awaitComputer()
		}
		if a.SceneName() != "play" {
			break
		}
		if pic := mustNapoleon(a).Picture(); pic.ToMove != napoleon.South {
			t.Fatalf("the person's turn is %s's", pic.ToMove)
		}
		playMove(a)
		a.goTo("button:endturn", "play")
		a.awaitComputer()
	}
	rec := a.Record()
	body := rec[strings.LastIndex(rec, "]")+1:]
	if !strings.Contains(rec, `[Seats "S E N"]`) || len(strings.Fields(body)) < 9 {
		t.Fatalf("record after four rounds:\n%s", rec)
	}
}

// TestWaterlooScoreLineSideways: four armies in French on a tablet held sideways (the side
// column is narrowest there, 242 px at 1024×768), the longest
// score line of all ("Points : S 0 · E 0 · N 0 · O 0 (objectif …)"): it wraps onto a second
// line of the side column and is drawn whole (the package's cut watch fails the run on a
// cut), the status taller than one score line.
func TestWaterlooScoreLineSideways(t *testing.T) {
	v := render.View{W: 1024, H: 768, Scale: 2}
	a := newTestApp(t, v)
	a.shared.SetLanguage(i18n.Fr)
	startWaterloo(a, "4")
	waterlooSetUps(a, []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North, napoleon.West}, nil)
	wantScene(t, a, "play")
	watch := render.CutHook
	var cut []string
	render.CutHook = func(c render.Cut) {
		cut = append(cut, c.Text)
		if watch != nil {
			watch(c)
		}
	}
	defer func() { render.CutHook = watch }()
	screen := newScreen(v)
	defer screen.Deallocate()
	a.dirty = true
	a.Draw(screen)
	if len(cut) > 0 {
		t.Fatalf("cut short in Waterloo play, French, 1024×768: %q", cut)
	}
}

// handOverNote is the note of the hand-over screen showing, and whose it is.
func handOverNote(a *testApp) (seat, note string) {
	a.t.Helper()
	h, ok := a.scene.(*menu.HandOver)
	if !ok {
		a.t.Fatalf("on %q, not a hand-over", a.SceneName())
	}
	return h.Seat(), h.Note()
}

// TestWaterlooAgreementsByTouch: three people at a phone. The army to move proposes an
// agreed end from the game menu: the device goes to each other army in turn, behind its
// own hand-over that says who asks; the last declines and the device goes back to the
// army to move, whose hand-over says who declined. Then an army asks for its move back
// from the game menu, both others agree on their hand-overs, and it plays again.
func TestWaterlooAgreementsByTouch(t *testing.T) {
	a := newTestApp(t, render.View{W: 360, H: 640, Scale: 3})
	startWaterloo(a, "3")
	order := []napoleon.Seat{napoleon.South, napoleon.East, napoleon.North}
	waterlooSetUps(a, order, nil)
	after := func(x napoleon.Seat, k int) napoleon.Seat { return order[(idx(order, x)+k)%3] }
	name := func(x napoleon.Seat) string {
		return map[napoleon.Seat]string{napoleon.South: "South", napoleon.East: "East", napoleon.North: "North"}[x]
	}
	first := mustNapoleon(a).Picture().ToMove
	a.idle()
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:draw", "handover")
	for k := 1; k <= 2; k++ {
		who := after(first, k)
		seat, note := handOverNote(a)
		if seat != who.String() || !strings.Contains(note, name(first)) {
			t.Fatalf("the offer's hand-over goes to %s saying %q, want %s told %s asks", seat, note, who, first)
		}
		a.goTo("button:ready", "play")
		if got := mustNapoleon(a).Line(); !strings.Contains(got, name(first)) {
			t.Fatalf("%s's screen says %q", who, got)
		}
		if k == 1 {
			a.goTo("button:accept", "handover")
		} else {
			a.goTo("button:decline", "handover")
		}
	}
	if seat, note := handOverNote(a); seat != first.String() || !strings.Contains(note, name(after(first, 2))) {
		t.Fatalf("after the no the device goes to %s saying %q", seat, note)
	}
	a.goTo("button:ready", "play")
	if mustNapoleon(a).Session().Result().Over {
		t.Fatal("a refused offer ended the game")
	}
	playMove(a)
	a.goTo("button:endturn", "play")
	asker := after(first, 1)
	playMove(a)
	a.goTo("button:endturn", "play") // the asker played; the next army to move
	before := a.Record()
	a.idle()
	a.goTo("button:gamemenu", "play")
	a.goTo("menu:asktakeback", "handover")
	for k := 1; k <= 2; k++ {
		who := after(asker, k)
		if seat, note := handOverNote(a); seat != who.String() || !strings.Contains(note, name(asker)) {
			t.Fatalf("the request's hand-over goes to %s saying %q, want %s told %s asks", seat, note, who, asker)
		}
		a.goTo("button:ready", "play")
		a.goTo("button:accept", "handover")
	}
	if seat, _ := handOverNote(a); seat != asker.String() {
		t.Fatalf("after the take back the device goes to %s, want %s", seat, asker)
	}
	a.goTo("button:ready", "play")
	if pic := mustNapoleon(a).Picture(); pic.ToMove != asker || a.Record() == before {
		t.Fatalf("after the take back %s moves; record unchanged %v", pic.ToMove, a.Record() == before)
	}
}

// TestWaterlooTerrainByTouch: New game offers terrain with three armies: random ground
// starts a game whose Terrain tag is the same from every edge; the editor opens first when
// chosen, and a tap there puts the tile on all four edges' approaches.
func TestWaterlooTerrainByTouch(t *testing.T) {
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	startWaterloo(a, "3", "option:terrain:random")
	tag := recordTag(t, a.Record(), "Terrain")
	b := napoleon.Board15
	tr, err := napoleon.ParseTerrain(b, tag)
	if err != nil || tr.IsEmpty() || !tr.TurnSymmetric(b) {
		t.Fatalf("random Waterloo ground %q (%v)", tag, err)
	}

	e := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	e.goTo("button:new", "newgame")
	e.goTo("button:napoleon", "options")
	e.goTo("option:armies:3", "options")
	e.reveal("option:terrain:edit")
	e.goTo("option:terrain:edit", "options")
	e.goTo("button:start", "terrain")
	e.tap(input.Touch, "g6")
	pic := mustNapoleon(e).Picture()
	q := napoleon.SquareAt(6, 5)
	for i := 0; i < 4; i++ {
		if pic.Terrain[q] == napoleon.Plain {
			t.Fatalf("the tile on g6 is not on %s", q)
		}
		q = b.Turn(q)
	}
	e.goTo("button:done", "handover")
}

// recordTag is a tag of a record's text, failing the test without it.
func recordTag(t *testing.T, text, name string) string {
	t.Helper()
	rec, err := record.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	v, ok := rec.Tag(name)
	if !ok {
		t.Fatalf("no %s tag:\n%s", name, text)
	}
	return v
}

// TestWaterlooSavedSetUps: in a three-army game South loads a built-in set-up on the middle
// of its edge and saves it; East then loads the saved one turned onto its own edge, with
// each cannon facing as East sees it; the two-army set-ups of the board are not listed.
func TestWaterlooSavedSetUps(t *testing.T) {
	a := newTestApp(t, render.View{W: 768, H: 1024, Scale: 2})
	startWaterloo(a, "3")
	a.goTo("button:ready", "setup")
	b := napoleon.Board15
	builtin := layouts.WaterlooBuiltins(mustConfig(t, a), napoleon.ExactArmy(napoleon.Army16))[0]
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(builtin.ID, "load"), "setup")
	if !strings.Contains(" "+a.Shown()+" ", " h1=SK>N ") && !strings.Contains(" "+a.Shown()+" ", " g1=SK>N ") {
		t.Fatalf("South's set-up: %s", a.Shown())
	}
	a.goTo("button:layouts", "layouts")
	a.saveLayout("edge line")
	saved := savedBook(t, a.store).List(layouts.Napoleon, layouts.BoardKey(b, true))
	if len(saved) != 1 || len(savedBook(t, a.store).List(layouts.Napoleon, b.String())) != 0 {
		t.Fatalf("saved %+v", saved)
	}
	a.layoutsDo("button:back", "setup")
	a.goTo("button:done", "handover")
	a.goTo("button:ready", "setup")
	if mustNapoleon(a).Picture().Seat != napoleon.East {
		t.Fatal("East does not set up second")
	}
	a.goTo("button:layouts", "layouts")
	a.layoutsDo(entryTarget(saved[0].ID, "load"), "setup")
	shown := a.Shown()
	if !strings.Contains(shown, "=EK>W") || strings.Contains(shown, "=S") {
		t.Fatalf("East's loaded set-up: %s", shown)
	}
	a.goTo("button:done", "handover") // legal: East's zone, East's pieces
}

// mustConfig is the rules' configuration of the Napoleon game on screen.
func mustConfig(t *testing.T, a *testApp) napoleon.Config {
	t.Helper()
	cfg, _ := mustNapoleon(a).Session().SetUpRules()
	return cfg
}
